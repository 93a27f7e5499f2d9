/// Paths of the scanner fixtures, relative to this source file.
enum FixturePaths {
    static let directory: String = {
        let file = #filePath
        let folder = file[..<(file.lastIndex(of: "/") ?? file.endIndex)]
        return String(folder) + "/Fixtures"
    }()

    static var sample: String { directory + "/sample.xml" }
    static var extra: String { directory + "/extra.xml" }

    static func golden(side: String, file: String) -> String {
        directory + "/golden/\(side)/\(file).expected"
    }
}
