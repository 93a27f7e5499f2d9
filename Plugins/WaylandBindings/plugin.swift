import Foundation
import PackagePlugin

/// Runs `wayland-swift-scanner` over every `protocols/*.xml` of the package for the target using it:
/// `--side client` for `WaylandClient`, `--side server` for `WaylandServer` (or any target whose name
/// ends in `Server`). Inputs and outputs are declared, so editing an XML file regenerates the bindings.
@main
struct WaylandBindings: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let protocols = context.package.directoryURL.appending(path: "protocols")
        let names = try FileManager.default.contentsOfDirectory(atPath: protocols.path(percentEncoded: false))
            .filter { $0.hasSuffix(".xml") }
            .sorted()
        guard !names.isEmpty else { return [] }
        let inputs = names.map { protocols.appending(path: $0) }
        let side = target.name.hasSuffix("Server") ? "server" : "client"
        let output = context.pluginWorkDirectoryURL.appending(path: "Generated")
        let outputs = names.map { output.appending(path: String($0.dropLast(4)) + ".generated.swift") }
            + [output.appending(path: "WaylandInterfaces.generated.swift")]
        let scanner = try context.tool(named: "wayland-swift-scanner")
        return [
            .buildCommand(
                displayName: "Generating Wayland \(side) bindings for \(target.name)",
                executable: scanner.url,
                arguments: ["--side", side, "--output-dir", output.path(percentEncoded: false)]
                    + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: outputs)
        ]
    }
}
