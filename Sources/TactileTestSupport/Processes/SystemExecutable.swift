#if canImport(Glibc)
import Glibc
#endif

/// The system programs interoperability tests need (real compositors and their tools), and the rule
/// for when one is missing.
///
/// On a developer machine a test whose program is not installed is skipped. Under CI (`CI=true`, as
/// CI services set it) the test runs anyway and fails naming the missing program and its Debian
/// package, so CI never passes by skipping: use `shouldRun` in the test's `.enabled(if:)` trait and
/// `require` where the test starts the program.
public enum SystemExecutable {
    /// A missing program.
    public struct Missing: Error, CustomStringConvertible {
        /// The program's name.
        public var name: String
        public var description: String {
            "\(name) is not installed (make deps installs it; CI=true makes every test that needs it fail)"
        }
    }

    /// Whether the tests run under CI (`CI` is `true` or `1`).
    public static var isCI: Bool {
        guard let value = getenv("CI") else { return false }
        let text = String(cString: value).lowercased()
        return text == "true" || text == "1"
    }

    /// The path of the executable `name` on `PATH`, if any.
    public static func path(of name: String) -> String? {
        guard let path = getenv("PATH") else { return nil }
        return String(cString: path).split(separator: ":").map { "\($0)/\(name)" }.first { access($0, X_OK) == 0 }
    }

    /// Whether a test needing every program in `names` should run: all are installed, or CI is
    /// running (the test then fails on the first one missing).
    public static func shouldRun(_ names: String...) -> Bool {
        isCI || names.allSatisfy { path(of: $0) != nil }
    }

    /// The path of `name`, or `Missing`.
    public static func require(_ name: String) throws(Missing) -> String {
        guard let found = path(of: name) else { throw Missing(name: name) }
        return found
    }
}
