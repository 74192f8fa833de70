import Testing
import Foundation
@testable import FlickInput

/// The trace format's text lines (`{"t":…,"text":"…"}`, `{"t":…,"key":"delete"}`,
/// `{"t":…,"key":"return"}`; docs/INPUT.md).
@Suite("Trace text lines")
struct TraceTextLineTests {
    @Test func textLinesJoinTheFrameOfTheirTimeAfterItsTouches() throws {
        let frames = try readTraceLines([
            traceHeader,
            #"{"t":0.5,"id":1,"phase":"down","x":100,"y":200}"#,
            #"{"t":0.6,"text":"héllo 👋"}"#,
            #"{"t":0.6,"id":1,"phase":"up","x":100,"y":200}"#,
            #"{"t":0.7,"key":"delete"}"#,
            #"{"t":0.7,"key":"return"}"#,
            #"{"t":0.8,"text":"a\nb"}"#,
        ])
        #expect(frames.count == 4)
        #expect(frames[0].text == [])
        #expect(frames[1].timestamp == 600_000_000)
        #expect(frames[1].touches.map(\.phase) == [.up])
        #expect(frames[1].text == [.insert("héllo 👋")])
        #expect(frames[2].touches.isEmpty)
        #expect(frames[2].text == [.deleteBackward, .returnKey])
        #expect(frames[3].text == [.insert("a\nb")])
    }

    @Test func roundTripIsByteExactWithTouchesBeforeTextInAFrame() throws {
        let h = TraceHeader(screen: ScreenGeometry(width: 390, height: 844, scale: 3))
        let frames = [
            InputFrame(timestamp: 0, touches: [TouchEvent(id: 1, phase: .down, x: 10, y: 20, timestamp: 0)]),
            InputFrame(timestamp: 50_000_000, touches: [TouchEvent(id: 1, phase: .up, x: 10, y: 20, timestamp: 50_000_000)],
                       text: [.insert("Ünïcödé \"q\" \\ 🇺🇿"), .returnKey]),
            InputFrame(timestamp: 1_250_000_000, touches: [], text: [.deleteBackward, .insert("\u{0}\t")]),
        ]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-textlines-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, header: h)
        for frame in frames { try writer.write(frame) }
        try writer.finish()
        #expect(writer.eventCount == 6)
        let back = try TraceReader(path: path).readAll()
        #expect(back == frames)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == TraceEncoding.text(header: h, frames: back))
        let lines = text.split(separator: "\n").map(String.init)
        #expect(lines[3] == #"{"t":0.05,"text":"Ünïcödé \"q\" \\ 🇺🇿"}"#)
        #expect(lines[4] == #"{"t":0.05,"key":"return"}"#)
        #expect(lines[5] == #"{"t":1.25,"key":"delete"}"#)
        // The version stays 1: text lines are an addition, and a trace without them is as before.
        #expect(lines[0] == traceHeader)
        let summary = try FrameListSource(header: h, frames: frames).summarize()
        #expect(summary.textEvents == 4)
        #expect(summary.description.hasPrefix("3 frames, 2 events, 4 text events, 1 contacts"))
    }

    @Test func aTraceWithoutTextLinesIsWrittenAsBefore() {
        let h = TraceHeader(screen: ScreenGeometry(width: 390, height: 844, scale: 3))
        let frame = InputFrame(timestamp: 12_500_000, touches: [TouchEvent(id: 1, phase: .down, x: 195, y: 700, timestamp: 12_500_000)])
        #expect(TraceEncoding.text(header: h, frames: [frame])
                == traceHeader + "\n" + #"{"t":0.0125,"id":1,"phase":"down","x":195.0,"y":700.0}"# + "\n")
        #expect(TraceSummary.init().description == "0 frames, 0 events, 0 contacts, up to 0 at once, 0.0 s")
    }

    @Test func malformedTextLinesNameTheLine() {
        let long = String(repeating: "é", count: 2049)  // 4098 UTF-8 bytes
        let cases: [(String, String)] = [
            (#"{"t":0.1,"key":"escape"}"#, #"t.trace:2: bad "key": unknown key "escape" (expected "delete" or "return")"#),
            (#"{"t":0.1,"key":3}"#, #"t.trace:2: bad "key": expected "delete" or "return""#),
            (#"{"t":0.1,"text":42}"#, #"t.trace:2: bad "text": expected a string"#),
            (#"{"t":0.1,"text":null}"#, #"t.trace:2: bad "text": expected a string"#),
            (#"{"t":0.1,"text":""}"#, #"t.trace:2: bad "text": empty (a text line types 1 or more characters)"#),
            (#"{"t":0.1,"text":"\#(long)"}"#, #"t.trace:2: bad "text": 4098 bytes is over 4096 (the limit; split the text over several lines)"#),
            (#"{"t":0.1,"text":"a","key":"delete"}"#, #"t.trace:2: a text line has "text" or "key", not both"#),
            (#"{"t":0.1,"id":1,"phase":"down","x":1,"y":1,"text":"a"}"#, #"t.trace:2: a line is a touch ("id", "phase") or text ("text" or "key"), not both"#),
            (#"{"text":"a"}"#, #"t.trace:2: missing key "t""#),
            (#"{"t":-1,"text":"a"}"#, #"t.trace:2: bad "t": negative time -1"#),
        ]
        for (line, message) in cases {
            #expect(traceLinesError([traceHeader, line])?.description == message, "\(line)")
        }
        // Time may not go back across touch and text lines.
        let back = traceLinesError([traceHeader, #"{"t":0.5,"text":"a"}"#, #"{"t":0.4,"id":1,"phase":"down","x":1,"y":1}"#])
        #expect(back?.line == 3)
        let back2 = traceLinesError([traceHeader, #"{"t":0.5,"id":1,"phase":"down","x":1,"y":1}"#, #"{"t":0.4,"key":"delete"}"#])
        #expect(back2?.line == 3)
        // Exactly the limit is fine.
        let edge = String(repeating: "é", count: 2048)
        #expect(traceLinesError([traceHeader, #"{"t":0.1,"text":"\#(edge)"}"#]) == nil)
    }

    @Test func theWriterRefusesTextTheReaderWould() throws {
        let h = TraceHeader(screen: ScreenGeometry(width: 390, height: 844, scale: 3))
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-textlines-bad-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, header: h)
        #expect(throws: InputError.self) { try writer.write(InputFrame(timestamp: 0, touches: [], text: [.insert("")])) }
        let over = String(repeating: "x", count: TextEvent.maximumTextBytes + 1)
        #expect(throws: InputError.self) { try writer.write(InputFrame(timestamp: 0, touches: [], text: [.insert(over)])) }
        try writer.write(InputFrame(timestamp: 0, touches: [], text: [.insert(String(repeating: "x", count: TextEvent.maximumTextBytes))]))
        #expect(writer.eventCount == 1)
        try writer.finish()
    }
}
