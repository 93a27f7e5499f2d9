import Testing
import TactileTestSupport

extension Trait where Self == ConditionTrait {
    /// For a test that needs real programs (a compositor, a screenshot tool): it runs when every one
    /// is installed, and always under `CI=true`, where a missing program fails it
    /// (`SystemExecutable.require` throws) instead of skipping. Outside CI a missing program skips
    /// the test with a reason that names it.
    static func requiresPrograms(_ programs: String...) -> Self {
        requiresPrograms(programs)
    }

    /// As `requiresPrograms(_:)` for a list.
    static func requiresPrograms(_ programs: [String]) -> Self {
        let missing = programs.filter { SystemExecutable.path(of: $0) == nil }
        return .enabled(if: SystemExecutable.isCI || missing.isEmpty,
                        "\(missing.joined(separator: ", ")) not installed (under CI=true the test runs and fails)")
    }
}
