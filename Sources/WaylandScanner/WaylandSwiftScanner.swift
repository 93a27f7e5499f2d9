import ArgumentParser
import WaylandScannerKit

/// `wayland-swift-scanner`: turns Wayland protocol XML into Swift bindings.
@main
struct WaylandSwiftScanner: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wayland-swift-scanner",
        abstract: "Generates Swift bindings from Wayland protocol XML files.",
        discussion: """
            Writes one <name>.generated.swift per input plus \(FileGenerator.sharedFileName). References between \
            files resolve over all inputs. On any error nothing is written and the exit status is non-zero.
            """)

    @Option(help: "Which bindings to generate: client or server.")
    var side: SideArgument

    @Option(name: .customLong("output-dir"), help: "The directory to write into (created if missing, one level).")
    var outputDirectory: String

    @Argument(help: "Protocol XML files.")
    var inputs: [String]

    func run() throws {
        do {
            _ = try Scanner.run(inputPaths: inputs, side: side.side, outputDirectory: outputDirectory)
        } catch {
            var standardError = StandardError()
            print(error.description, to: &standardError)
            throw ExitCode.failure
        }
    }
}

/// The `--side` values.
enum SideArgument: String, ExpressibleByArgument, CaseIterable {
    case client, server

    var side: Side { self == .client ? .client : .server }
}
