import PackagePlugin

/// Runs `wayland-swift-scanner` over `protocols/*.xml` for the target that uses it.
/// (Skeleton: generates nothing yet.)
@main
struct WaylandBindings: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        []
    }
}
