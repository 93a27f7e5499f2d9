// libFuzzer entry point for the recording parser (scripts/fuzz-recording.sh compiles it together
// with the parser's sources). Any input must parse or throw `RecordingError`; a trap, an
// out-of-bounds access or a stack overflow is a finding. A parsed recording must also survive
// being written and parsed again.
@_cdecl("LLVMFuzzerTestOneInput")
public func recordingParserFuzzTarget(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: size), as: UTF8.self)
    guard let recording = try? InputRecording(parsing: text) else { return 0 }
    let again = try? InputRecording(parsing: recording.jsonLines)
    if again?.records.count != recording.records.count { fatalError("a written recording did not read back") }
    return 0
}
