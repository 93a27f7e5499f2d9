import Testing
import TactileTestSupport

/// The rule for tests that need a system program: skipped when it is missing, except under CI.
struct SystemExecutableTests {
    @Test func aMissingProgramSkipsOnlyOutsideCI() {
        #expect(SystemExecutable.path(of: "tactile-no-such-program") == nil)
        #expect(SystemExecutable.shouldRun("tactile-no-such-program") == SystemExecutable.isCI)
        #expect(SystemExecutable.shouldRun("sh"))
    }

    @Test func requiringAMissingProgramNamesIt() {
        do {
            _ = try SystemExecutable.require("tactile-no-such-program")
            Issue.record("require found a program that does not exist")
        } catch {
            #expect(error.name == "tactile-no-such-program")
            #expect(error.description.hasPrefix("tactile-no-such-program is not installed"))
        }
    }
}
