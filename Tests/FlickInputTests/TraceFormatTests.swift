import Testing
import Foundation
@testable import FlickInput

@Suite("Trace format")
struct TraceFormatTests {
    @Test func readsHeaderAndGroupsFramesByTime() throws {
        let frames = try readTraceLines([
            traceHeader,
            #"{"t":0.0125,"id":1,"phase":"down","x":195.0,"y":700.0}"#,
            #"{"t":0.0125,"id":2,"phase":"down","x":10,"y":20,"force":0.5}"#,
            #"{"t":0.02,"id":1,"phase":"move","x":196.5,"y":690.25,"extra":[1,{"a":null}]}"#,
            "",
            #"{"t":0.03,"id":1,"phase":"up","x":196.5,"y":690.25}"#,
            #"{"t":0.03,"id":2,"phase":"cancel","x":10,"y":20}"#,
        ])
        #expect(frames.count == 3)
        #expect(frames[0].timestamp == 12_500_000)
        #expect(frames[0].touches.map(\.id) == [1, 2])
        #expect(frames[0].touches[1].force == 0.5)
        #expect(frames[1].touches == [TouchEvent(id: 1, phase: .move, x: 196.5, y: 690.25, timestamp: 20_000_000)])
        #expect(frames[2].touches.map(\.phase) == [.up, .cancel])
    }

    @Test func headerFields() throws {
        let reader = try TraceReader(text: #"{"format":"flick-trace","version":1,"screen":{"width":800,"height":480,"scale":2},"refreshHz":60,"device":"Atmel","source":"evemu","recorded":"2017","future":1}"#)
        #expect(reader.header == TraceHeader(screen: ScreenGeometry(width: 800, height: 480, scale: 2), refreshHz: 60, device: "Atmel", source: "evemu", recorded: "2017"))
        #expect(try reader.next() == nil)
    }

    @Test func roundTripIsByteExact() throws {
        let h = TraceHeader(screen: ScreenGeometry(width: 390, height: 844, scale: 3), refreshHz: 120, device: "a \"quoted\"\nname", source: "test")
        let frames = [
            InputFrame(timestamp: 0, touches: [TouchEvent(id: 7, phase: .down, x: 0.1, y: -3.25, timestamp: 0, force: 1, major: 4.5, minor: 3)]),
            InputFrame(timestamp: 1, touches: [TouchEvent(id: 7, phase: .move, x: 1e-7, y: 1e-300, timestamp: 1)]),
            InputFrame(timestamp: 8_333_333, touches: [TouchEvent(id: 7, phase: .up, x: 2, y: 3, timestamp: 8_333_333),
                                                       TouchEvent(id: 8, phase: .down, x: 2, y: 3, timestamp: 8_333_333)]),
            InputFrame(timestamp: 123_456_789_012, touches: [TouchEvent(id: 8, phase: .cancel, x: 2, y: 3, timestamp: 123_456_789_012)]),
        ]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-roundtrip-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, header: h)
        for frame in frames { try writer.write(frame) }
        try writer.finish()
        let reader = try TraceReader(path: path)
        #expect(reader.header == h)
        let back = try reader.readAll()
        #expect(back == frames)
        let text = try String(contentsOfFile: path, encoding: .utf8)
        #expect(text == TraceEncoding.text(header: h, frames: back))
        #expect(text.contains(#"{"t":123.456789012,"id":8,"phase":"cancel","x":2.0,"y":3.0}"#))
    }

    @Test func timeTextIsExact() {
        #expect(TraceTime.secondsText(12_500_000) == "0.0125")
        #expect(TraceTime.secondsText(0) == "0.0")
        #expect(TraceTime.secondsText(1_000_000_001) == "1.000000001")
        #expect(TraceTime.nanoseconds(text: "0.0125") == 12_500_000)
        #expect(TraceTime.nanoseconds(text: "2") == 2_000_000_000)
        #expect(TraceTime.nanoseconds(text: "0.0000000015") == 2)
        #expect(TraceTime.nanoseconds(text: "1.25e-3") == 1_250_000)
        #expect(TraceTime.nanoseconds(text: "1e400") == nil)
        // The whole-second digits are bounded after each digit, so no product overflows.
        #expect(TraceTime.nanoseconds(text: "9199999999.999999999") == 9_199_999_999_999_999_999)
        #expect(TraceTime.nanoseconds(text: "9200000000") == nil)
        #expect(TraceTime.nanoseconds(text: "99999999999999999999") == nil)
        #expect(TraceTime.nanoseconds(seconds: 1e19) == nil)
        #expect(TraceTime.nanoseconds(seconds: -.infinity) == nil)
        for ns: Int64 in [1, 999_999_999, 86_400_000_000_123, 8_333_333] {
            #expect(TraceTime.nanoseconds(text: TraceTime.secondsText(ns)) == ns)
        }
    }

    @Test func writerRejectsInvalidFrames() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-writer-bad-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, header: TraceHeader(screen: .phone))
        #expect(throws: InputError.self) {
            try writer.write(InputFrame(timestamp: 0, touches: [TouchEvent(id: 1, phase: .move, x: 0, y: 0, timestamp: 0)]))
        }
        #expect(throws: InputError.self) {
            try writer.write(InputFrame(timestamp: 0, touches: [TouchEvent(id: 1, phase: .down, x: .nan, y: 0, timestamp: 0)]))
        }
        try writer.write(InputFrame(timestamp: 5, touches: [TouchEvent(id: 1, phase: .down, x: 1, y: 2, timestamp: 5)]))
        try writer.cancelActiveTouches(at: 5, positions: [1: (x: 3, y: 4)])
        writer.close()
        let frames = try TraceReader(path: path).readAll()
        #expect(frames.count == 2)
        #expect(frames[1] == InputFrame(timestamp: 6, touches: [TouchEvent(id: 1, phase: .cancel, x: 3, y: 4, timestamp: 6)]))
    }

    @Test(arguments: [
        // (lines after the header, expected line, expected reason)
        ([#"{"t":0,"id":1,"phase":"down","x":1}"#], 2, InputError.Reason.missingKey("y")),
        ([#"{"id":1,"phase":"down","x":1,"y":2}"#], 2, .missingKey("t")),
        ([#"{"t":0,"id":1.5,"phase":"down","x":1,"y":2}"#], 2, .badValue(key: "id", "expected an integer")),
        ([#"{"t":0,"id":1,"phase":"hover","x":1,"y":2}"#], 2, .badValue(key: "phase", "expected one of \"down\", \"move\", \"up\", \"cancel\"")),
        ([#"{"t":0,"id":1,"phase":"down","x":"1","y":2}"#], 2, .badValue(key: "x", "expected a number")),
        ([#"{"t":0,"id":1,"phase":"down","x":1e999,"y":2}"#], 2, .nonFinite(key: "x")),
        ([#"{"t":-1,"id":1,"phase":"down","x":1,"y":2}"#], 2, .badValue(key: "t", "negative time -1")),
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":2,"force":1e999}"#], 2, .nonFinite(key: "force")),
        // Times past what integer nanoseconds hold: out of range, never a trap.
        ([#"{"t":9999999999,"id":1,"phase":"down","x":1,"y":2}"#], 2, .badValue(key: "t", "9999999999 s is out of range (0 to 9200000000 s)")),
        ([#"{"t":9.3e9,"id":1,"phase":"down","x":1,"y":2}"#], 2, .badValue(key: "t", "9.3e9 s is out of range (0 to 9200000000 s)")),
        ([#"{"t":0.5,"id":1,"phase":"down","x":1,"y":2}"#, #"{"t":0.25,"id":1,"phase":"up","x":1,"y":2}"#], 3,
         .timeDecreased(previous: 500_000_000, now: 250_000_000)),
        ([#"{"t":0,"id":1,"phase":"move","x":1,"y":2}"#], 2, .phaseOrder(id: 1, phase: .move, touchIsDown: false)),
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":2}"#, #"{"t":1,"id":1,"phase":"down","x":1,"y":2}"#], 3,
         .phaseOrder(id: 1, phase: .down, touchIsDown: true)),
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":2}"#, #"{"t":1,"id":1,"phase":"up","x":1,"y":2}"#,
          #"{"t":2,"id":1,"phase":"up","x":1,"y":2}"#], 4, .phaseOrder(id: 1, phase: .up, touchIsDown: false)),
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":2}"#, #"{"t":0,"id":1,"phase":"move","x":1,"y":2}"#], 3,
         .duplicateTouch(id: 1)),
        (["[1,2]"], 2, .badJSON("expected an object {…}")),
        ([#"{"t":0,"id":1,"phase":"down","x":1,"y":2"#], 2, .badJSON("expected ',' or '}' at column 41")),
    ] as [([String], Int, InputError.Reason)])
    func eventErrorsNameLineAndReason(lines: [String], line: Int, reason: InputError.Reason) {
        let e = traceLinesError([traceHeader] + lines)
        #expect(e == InputError(path: "t.trace", line: line, reason))
        #expect(e?.description.hasPrefix("t.trace:\(line): ") == true)
    }

    @Test(arguments: [
        ("", InputError(path: "t.trace", .empty)),
        (#"{"format":"other","version":1}"#, InputError(path: "t.trace", line: 1, .badHeader("\"format\" must be \"flick-trace\""))),
        (#"{"t":0}"#, InputError(path: "t.trace", line: 1, .badHeader("the first line must be {\"format\":\"flick-trace\",\"version\":1,\"screen\":{…}}"))),
        (#"{"format":"flick-trace","version":2,"screen":{"width":1,"height":1}}"#, InputError(path: "t.trace", line: 1, .unsupportedVersion(2))),
        (#"{"format":"flick-trace","screen":{"width":1,"height":1}}"#, InputError(path: "t.trace", line: 1, .missingKey("version"))),
        (#"{"format":"flick-trace","version":1}"#, InputError(path: "t.trace", line: 1, .missingKey("screen"))),
        (#"{"format":"flick-trace","version":1,"screen":{"width":0,"height":1}}"#, InputError(path: "t.trace", line: 1, .badValue(key: "screen.width", "must be positive"))),
        (#"{"format":"flick-trace","version":1,"screen":{"width":1}}"#, InputError(path: "t.trace", line: 1, .missingKey("screen.height"))),
        ("\n\nnot json", InputError(path: "t.trace", line: 3, .badJSON("expected null at column 2"))),
    ])
    func headerErrors(text: String, expected: InputError) {
        #expect(traceLinesError([text]) == expected)
    }

    @Test func openTouchesAtEndAreAllowedAndReported() throws {
        let reader = try TraceReader(text: [traceHeader, #"{"t":0,"id":3,"phase":"down","x":1,"y":2}"#].joined(separator: "\n"))
        let summary = try reader.summarize()
        #expect(summary.contacts == 1 && summary.openAtEnd == 1)
        #expect(reader.activeTouches == [3])
    }

    @Test func streamsLargeFilesAcrossBufferBoundaries() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("flick-large-\(getpid()).trace").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        let writer = try TraceWriter(path: path, header: TraceHeader(screen: .phone))
        let count = 20_000
        for i in 0..<count {
            let phase: TouchPhase = i == 0 ? .down : (i == count - 1 ? .up : .move)
            try writer.write(InputFrame(timestamp: Int64(i) * 1_000_000, touches: [TouchEvent(id: 1, phase: phase, x: Double(i) / 3, y: 2, timestamp: 0)]))
        }
        writer.close()
        let reader = try TraceReader(path: path)
        var n = 0
        while let frame = try reader.next() {
            #expect(frame.touches[0].x == Double(n) / 3)
            n += 1
        }
        #expect(n == count)
    }

    @Test func detectsFormats() {
        #expect(InputFormat.detect(prefix: Array(traceHeader.utf8)) == .trace)
        #expect(InputFormat.detect(prefix: Array("# EVEMU 1.3\nN: x\n".utf8)) == .evemu)
        #expect(InputFormat.detect(prefix: Array("E: 0.000001 0003 0039 0021\n".utf8)) == .evemu)
        #expect(InputFormat.detect(prefix: Array("# libinput record\nversion: 1\n".utf8)) == .libinputRecord)
        #expect(InputFormat.detect(prefix: Array("hello".utf8)) == nil)
    }
}
