import Testing
import FlickFuzz
import FlickScenes

@Suite("Case files: versioned JSON that reads back to the same case")
struct CaseFileTests {
    @Test func everyGeneratedCaseRoundTrips() throws {
        let s = CaseStream(seed: 5, scenes: SceneCatalog.registry.names)
        for i in 0..<150 {
            var c = s.makeCase(i)
            c.expectation = Expectation(oracle: .satisfiable, kind: "unsatisfiable", tick: 12, message: "a \"quoted\"\nmessage", signature: "satisfiable|drawer|x")
            let text = CaseFile.text(c)
            let back = try CaseFile.read(text, path: "c.json")
            #expect(CaseFile.text(back) == text)
            let same = back == c, sameFromLine = try CaseFile.read(CaseFile.line(c), path: "c.json") == c
            // A NaN constant (written "nan") is unequal to itself, so such a case reads back
            // equal by its text only.
            let nan = text.contains("\"nan\"")
            #expect(same || nan, "case \(i)")
            #expect(sameFromLine || nan, "case \(i)")
        }
    }

    @Test(arguments: [
        ("{", "c.json: 1:2: not JSON"),
        ("{\"format\":\"flick-trace\",\"version\":1}", "c.json: format: expected \"flick-case\""),
        ("{\"format\":\"flick-case\",\"version\":2,\"scene\":\"a\",\"gestures\":[],\"mutations\":[]}", "c.json: version: unsupported version 2"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"gestures\":[],\"mutations\":[],\"extra\":1}", "c.json: extra: unknown key"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"mutations\":[]}", "c.json: gestures: missing"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"environment\":{\"hz\":75},\"gestures\":[],\"mutations\":[]}", "c.json: environment.hz: must be one of"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"environment\":{\"profile\":\"Nokia\"},\"gestures\":[],\"mutations\":[]}", "c.json: environment.profile: unknown device profile 'Nokia'"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"gestures\":[{\"kind\":\"tap\",\"events\":[{\"t\":0,\"id\":1,\"phase\":\"move\",\"x\":1,\"y\":2}]}],\"mutations\":[]}", "c.json: gestures[0].events[0]: touch 1 is not down"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"gestures\":[{\"kind\":\"tap\",\"events\":[{\"t\":0,\"id\":1,\"phase\":\"down\",\"x\":\"a\",\"y\":2}]}],\"mutations\":[]}", "c.json: gestures[0].events[0].x: expected a number"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"gestures\":[],\"mutations\":[{\"tick\":3,\"op\":\"explode\"}]}", "c.json: mutations[0].op: unknown operation 'explode'"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"gestures\":[],\"mutations\":[{\"tick\":3,\"op\":\"constant\",\"constraint\":1}]}", "c.json: mutations[0].value: missing"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"gestures\":[],\"mutations\":[{\"tick\":3,\"op\":\"rotate\"},{\"tick\":1,\"op\":\"rotate\"}]}", "c.json: mutations[1].tick: ticks must not decrease"),
        ("{\"format\":\"flick-case\",\"version\":1,\"scene\":\"a\",\"gestures\":[],\"mutations\":[{\"tick\":-3,\"op\":\"rotate\"}]}", "c.json: mutations[0].tick: -3 is out of range"),
    ])
    func aBadFileNamesItsField(text: String, message: String) {
        #expect(throws: CaseFileError.self) { try CaseFile.read(text, path: "c.json") }
        do { _ = try CaseFile.read(text, path: "c.json") } catch {
            #expect(error.description.hasPrefix(message), "\(error.description)")
        }
    }

    @Test func aCaseFileIsToldFromATrace() {
        #expect(CaseFile.looksLikeCase("{\n  \"format\": \"flick-case\",\n"))
        #expect(!CaseFile.looksLikeCase("{\"format\":\"flick-trace\",\"version\":1}"))
    }
}
