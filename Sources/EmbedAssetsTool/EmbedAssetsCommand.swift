import ArgumentParser
import AssetEmbedding

/// `tactile-embed-assets`: turns PNG and JPEG files into Swift source that builds them into the
/// binary, for `Image(named:)`. Run by the `EmbedAssets` build plugin.
@main
struct EmbedAssetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-embed-assets",
        abstract: "Writes Swift source embedding PNG and JPEG files for Image(named:).",
        discussion: """
            The source declares `let embeddedAssets: ImageAssets` (TactileKit), for \
            `Image.register(assets:)`. Names may carry an @2x (any @1x to @9x) suffix. On any error \
            nothing is written and the exit status is non-zero.
            """)

    @Option(help: "The Swift file to write.")
    var output: String

    @Argument(help: "The .png, .jpg and .jpeg files to embed.")
    var inputs: [String] = []

    func run() throws {
        try AssetFiles.embed(inputs: inputs, output: output)
    }
}
