import Foundation
import PackagePlugin

/// Builds the pictures in a target's `Assets` folder into its binary: runs `tactile-embed-assets`
/// over every file directly in `<target directory>/Assets`, which writes `EmbeddedAssets.swift`
/// declaring `let embeddedAssets: ImageAssets` for `Image.register(assets:)`.
///
/// The target lists the folder in `exclude:` (SwiftPM would otherwise ask what the files are) and
/// depends on `TactileKit` (or `Tactile`). Files starting with a dot are skipped. Inputs are declared,
/// so adding, changing or removing a picture regenerates the source.
@main
struct EmbedAssets: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        guard let module = target as? SourceModuleTarget else { return [] }
        let folder = module.directoryURL.appending(path: "Assets")
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: folder.path(percentEncoded: false))
                .filter { !$0.hasPrefix(".") }
                .sorted()
        } catch {
            throw EmbedAssetsError(message: "target \(target.name) has no Assets folder at \(folder.path(percentEncoded: false))")
        }
        let inputs = names.map { folder.appending(path: $0) }
        let output = context.pluginWorkDirectoryURL.appending(path: "EmbeddedAssets.swift")
        return [
            .buildCommand(
                displayName: "Embedding \(names.count) pictures of \(target.name)",
                executable: try context.tool(named: "tactile-embed-assets").url,
                arguments: ["--output", output.path(percentEncoded: false)] + inputs.map { $0.path(percentEncoded: false) },
                inputFiles: inputs,
                outputFiles: [output])
        ]
    }
}

/// Why the plugin could not set up the embedding.
struct EmbedAssetsError: Error, CustomStringConvertible {
    let message: String
    var description: String { "EmbedAssets: \(message)" }
}
