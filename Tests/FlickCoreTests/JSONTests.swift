import FlickCore
import Testing

@Suite("JSON: one value type, one writer, one parser, one policy for NaN and infinity")
struct JSONTests {
    static let sample: JSONValue = .object([
        ("name", .string("a \"b\"\n\u{1}é")), ("n", .int(3)), ("x", .number(0.5)), ("ok", .bool(true)), ("none", .null),
        ("list", .ints([1, 2])), ("nested", .array([.object([("k", .strings(["v"]))])])), ("empty", .object([])),
    ])

    @Test("the three layouts")
    func layouts() {
        #expect(Self.sample.text() == #"{"name":"a \"b\"\n\u0001é","n":3,"x":0.5,"ok":true,"none":null,"list":[1,2],"nested":[{"k":["v"]}],"empty":{}}"#)
        #expect(JSONValue.object([("a", .int(1)), ("b", .ints([1, 2]))]).text(.spaced) == #"{"a": 1, "b": [1, 2]}"#)
        #expect(JSONValue.object([("a", .ints([1, 2])), ("b", .array([.object([("c", .null)])])), ("d", .array([]))]).text(.indented) == """
            {
              "a": [1, 2],
              "b": [
                {
                  "c": null
                }
              ],
              "d": []
            }
            """)
    }

    @Test("numbers: shortest text, or whole numbers without a fraction")
    func numbers() {
        #expect(JSONValue.number(1).text() == "1.0")
        #expect(JSONValue.number(1, style: .integerWhenWhole).text() == "1")
        #expect(JSONValue.number(-0.0, style: .integerWhenWhole).text() == "0")
        #expect(JSONValue.number(0.1, style: .integerWhenWhole).text() == "0.1")
        #expect(JSONValue.number(1e16, style: .integerWhenWhole).text() == "1e+16")
        #expect(JSONValue.int(UInt64.max).text() == "18446744073709551615")
    }

    @Test("NaN and the infinities are the strings nan, inf, -inf, and read back")
    func nonFinite() throws {
        let written = JSONValue.array([.number(.nan), .number(.infinity), .number(-.infinity, style: .integerWhenWhole)]).text()
        #expect(written == #"["nan","inf","-inf"]"#)
        let read = try JSONParser.parse(written).array ?? []
        #expect(read.count == 3)
        #expect(read[0].doubleOrNonFinite?.isNaN == true)
        #expect(read[1].doubleOrNonFinite == .infinity)
        #expect(read[2].doubleOrNonFinite == -.infinity)
        #expect(read[0].double == nil)                 // a plain number reader takes JSON numbers only
        #expect(JSONValue.string("NaN").doubleOrNonFinite == nil)
    }

    @Test("what the writer writes, the parser reads back equal")
    func roundTrip() throws {
        for layout in [JSONWriter.Layout.compact, .spaced, .indented] {
            #expect(try JSONParser.parse(Self.sample.text(layout)) == Self.sample)
        }
    }

    @Test("malformed text names what and where")
    func errors() {
        #expect(throws: JSONParseError.self) { try JSONParser.parse(#"{"a":1 "b":2}"#) }
        do {
            _ = try JSONParser.parse("1 2")
            Issue.record("parsed")
        } catch {
            #expect(error.description == "unexpected text after the value at column 3")
        }
    }
}
