import Glibc

/// What /proc says about a running process: its resident memory and its CPU time so far.
public enum ProcessStatus {
    /// Resident memory in KiB (`VmRSS` of /proc/PID/status); nil when the process is gone.
    public static func residentKilobytes(of pid: pid_t) -> Int? {
        guard let text = firstLine(of: "/proc/\(pid)/status", where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        return Int(text.dropFirst(6).filter(\.isNumber))
    }

    /// CPU time used so far (user and system, from /proc/PID/stat), in seconds; nil when the
    /// process is gone.
    public static func cpuSeconds(of pid: pid_t) -> Double? {
        guard let text = firstLine(of: "/proc/\(pid)/stat", where: { _ in true }) else { return nil }
        // The command name (field 2) may hold spaces and parentheses: fields are counted after its last ")".
        guard let close = text.lastIndex(of: ")") else { return nil }
        let fields = text[text.index(after: close)...].split(separator: " ")
        // Fields 3… follow the name: utime and stime are fields 14 and 15.
        guard fields.count > 12, let user = Double(fields[11]), let system = Double(fields[12]) else { return nil }
        return (user + system) / Double(max(sysconf(Int32(_SC_CLK_TCK)), 1))
    }

    private static func firstLine(of path: String, where matches: (String) -> Bool) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var line = [CChar](repeating: 0, count: 1024)
        while fgets(&line, Int32(line.count), file) != nil {
            let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
            if matches(text) { return text }
        }
        return nil
    }
}
