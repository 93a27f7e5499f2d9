import Foundation

/// The machine and build a result file was measured on.
struct MachineInfo: Codable, Sendable {
    var cpu: String
    var cores: Int
    var memoryMB: Int
    var kernel: String
    var loadAverage: [Double]
    var build: String
    var swift: String
    var commit: String?

    /// Reads /proc and uname; fields it cannot read say "unknown".
    static func current() -> MachineInfo {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n")
            .first { $0.hasPrefix("model name") }
            .flatMap { $0.split(separator: ":", maxSplits: 1).last }
            .map { $0.trimmingCharacters(in: .whitespaces) } ?? "unknown"
        let meminfo = (try? String(contentsOfFile: "/proc/meminfo", encoding: .utf8)) ?? ""
        let memKB = meminfo.split(separator: "\n").first { $0.hasPrefix("MemTotal:") }
            .flatMap { $0.split(separator: " ").dropFirst().first }.flatMap { Int($0) } ?? 0
        var names = utsname()
        uname(&names)
        let kernel = withUnsafeBytes(of: &names.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        var loads = [Double](repeating: 0, count: 3)
        _ = getloadavg(&loads, 3)
        #if DEBUG
        let build = "debug"
        #else
        let build = "release"
        #endif
        #if swift(>=6.3)
        let swift = "6.3+"
        #else
        let swift = "6.x"
        #endif
        return MachineInfo(cpu: model, cores: sysconf(Int32(_SC_NPROCESSORS_ONLN)), memoryMB: memKB / 1024,
                           kernel: kernel, loadAverage: loads, build: build, swift: swift, commit: gitCommit())
    }

    private static func gitCommit() -> String? {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git", "rev-parse", "--short", "HEAD"]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else { return nil }
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
