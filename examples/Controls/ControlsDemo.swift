import ArgumentParser
import Tactile

@main
struct ControlsDemo: ParsableCommand {
    func run() throws {}
}
