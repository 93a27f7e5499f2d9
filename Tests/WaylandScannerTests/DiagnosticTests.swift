import Testing
import WaylandScannerKit

/// Invalid protocol files: each produces an exact `file:line: message`, a failure, and no output.
@Suite("Diagnostics")
struct DiagnosticTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var name: String
        var xml: String
        var expected: [String]
        var testDescription: String { name }
    }

    static let interfaceHeader = "<protocol name=\"bad\">\n  <interface name=\"bad_thing\" version=\"2\">\n"
    static let interfaceFooter = "  </interface>\n</protocol>\n"

    static func body(_ lines: String) -> String { interfaceHeader + lines + interfaceFooter }

    static let cases: [Case] = [
        Case(name: "unclosed element", xml: "<protocol name=\"bad\">\n  <interface name=\"a\" version=\"1\">\n</protocol>\n",
             expected: ["bad.xml:3: malformed XML: </protocol> does not close <interface> opened on line 2"]),
        Case(name: "unterminated attribute", xml: "<protocol name=\"bad>\n",
             expected: ["bad.xml:1: malformed XML: unterminated attribute value"]),
        Case(name: "garbage after root", xml: "<protocol name=\"bad\"/>\n<extra/>\n",
             expected: ["bad.xml:2: malformed XML: content after the root element"]),
        Case(name: "unknown interface", xml: body("    <request name=\"use\">\n      <arg name=\"o\" type=\"object\" interface=\"nope_thing\"/>\n    </request>\n"),
             expected: ["bad.xml:4: argument 'o' of request 'bad_thing.use' refers to unknown interface 'nope_thing'"]),
        Case(name: "duplicate request", xml: body("    <request name=\"go\"/>\n    <request name=\"go\"/>\n"),
             expected: ["bad.xml:4: duplicate request 'go' (first declared on line 3)"]),
        Case(name: "duplicate argument", xml: body("    <event name=\"e\">\n      <arg name=\"x\" type=\"int\"/>\n      <arg name=\"x\" type=\"uint\"/>\n    </event>\n"),
             expected: ["bad.xml:5: duplicate argument 'x' (first declared on line 4)"]),
        Case(name: "since above the interface version", xml: body("    <request name=\"later\" since=\"3\"/>\n"),
             expected: ["bad.xml:3: request 'bad_thing.later' has since=\"3\", higher than interface 'bad_thing' version 2"]),
        Case(name: "entry since below its enum", xml: body("    <enum name=\"e\" since=\"2\">\n      <entry name=\"a\" value=\"0\" since=\"1\"/>\n    </enum>\n"),
             expected: ["bad.xml:4: entry 'a' of enum 'bad_thing.e' has since=\"1\", lower than its enum (since 2)"]),
        Case(name: "unknown argument type", xml: body("    <request name=\"r\">\n      <arg name=\"x\" type=\"float\"/>\n    </request>\n"),
             expected: ["bad.xml:4: unknown argument type 'float' for 'x' (expected one of int, uint, fixed, string, object, new_id, array, fd)"]),
        Case(name: "missing enum", xml: body("    <event name=\"e\">\n      <arg name=\"m\" type=\"uint\" enum=\"mode\"/>\n    </event>\n"),
             expected: ["bad.xml:4: argument 'm' of event 'bad_thing.e' refers to missing enum 'mode'"]),
        Case(name: "missing version", xml: "<protocol name=\"bad\">\n  <interface name=\"a\"/>\n</protocol>\n",
             expected: ["bad.xml:2: <interface> is missing the 'version' attribute"]),
        Case(name: "several problems at once", xml: body("    <request name=\"a\" since=\"0\"/>\n    <event name=\"b\">\n      <arg name=\"n\" type=\"new_id\"/>\n    </event>\n"),
             expected: [
                "bad.xml:3: request 'bad_thing.a' has since=\"0\"; versions start at 1",
                "bad.xml:5: argument 'n' of event 'bad_thing.b' is a new_id without an interface; only requests may create untyped objects",
             ]),
    ]

    @Test(arguments: cases)
    func reportsTheProblemAndWritesNothing(_ testCase: Case) throws {
        let input = temporaryDirectory()
        let output = temporaryDirectory()
        defer {
            removeDirectory(input)
            removeDirectory(output)
        }
        let path = input + "/bad.xml"
        writeText(path, testCase.xml)

        do {
            let written = try Scanner.run(inputPaths: [path], side: .client, outputDirectory: output)
            Issue.record("expected a failure, but the scanner wrote \(written)")
        } catch {
            let prefix = input + "/"
            let messages = error.diagnostics.map { diagnostic in
                diagnostic.description.hasPrefix(prefix) ? String(diagnostic.description.dropFirst(prefix.count)) : diagnostic.description
            }
            #expect(messages == testCase.expected)
        }
        #expect(directoryEntries(output).isEmpty)
    }

    @Test func duplicateInterfaceAcrossFilesIsReported() throws {
        let xml = "<protocol name=\"p\">\n  <interface name=\"dup\" version=\"1\"/>\n</protocol>\n"
        #expect(throws: ScannerFailure.self) {
            try Scanner.generate(inputs: [("one.xml", xml), ("two.xml", xml)], side: .server)
        }
        do {
            _ = try Scanner.generate(inputs: [("one.xml", xml), ("two.xml", xml)], side: .server)
        } catch {
            #expect(error.description == "two.xml:2: duplicate interface 'dup' (first declared at one.xml:2)")
        }
    }

    @Test func crossFileReferencesResolveOverAllInputs() throws {
        let base = "<protocol name=\"a\">\n  <interface name=\"a_thing\" version=\"1\">\n    <enum name=\"kind\">\n      <entry name=\"x\" value=\"1\"/>\n    </enum>\n  </interface>\n</protocol>\n"
        let user = "<protocol name=\"b\">\n  <interface name=\"b_thing\" version=\"1\">\n    <request name=\"r\">\n      <arg name=\"t\" type=\"object\" interface=\"a_thing\"/>\n      <arg name=\"k\" type=\"uint\" enum=\"a_thing.kind\"/>\n    </request>\n  </interface>\n</protocol>\n"
        let files = try Scanner.generate(inputs: [("a.xml", base), ("b.xml", user)], side: .client)
        #expect(files.count == 3)
        #expect(throws: ScannerFailure.self) { try Scanner.generate(inputs: [("b.xml", user)], side: .client) }
    }

    @Test func unreadableInputIsAnError() {
        let output = temporaryDirectory()
        defer { removeDirectory(output) }
        #expect(throws: ScannerFailure.self) {
            try Scanner.run(inputPaths: ["/nonexistent/tactile.xml"], side: .client, outputDirectory: output)
        }
        #expect(directoryEntries(output).isEmpty)
    }
}
