// libFuzzer target over the recording decoder (scripts/fuzz, docs/MEASURING.md).
//
// Property: any bytes either decode or throw an InputRecordingError — never trap, never hang —
// and whatever decodes re-encodes to text that decodes to the same recording.
import FlickInput

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzReplayDecoder(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let recording = try? InputRecording(decoding: bytes) else { return 0 }
    let again: InputRecording
    do {
        again = try InputRecording(decoding: recording.encoded())
    } catch {
        fatalError("a decoded recording did not survive re-encoding: \(error)")
    }
    guard again == recording else { fatalError("re-encoding changed the recording") }
    return 0
}
