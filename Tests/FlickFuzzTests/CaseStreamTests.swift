import Testing
import FlickFuzz
import FlickScenes
import FlickSim

@Suite("The case stream: a pure function of seed, scenes and index")
struct CaseStreamTests {
    static let scenes = SceneCatalog.registry.names

    @Test func theSameSeedGivesTheSameCasesByteForByte() {
        let a = CaseStream(seed: 7, scenes: Self.scenes), b = CaseStream(seed: 7, scenes: Self.scenes)
        for i in 0..<60 { #expect(CaseFile.text(a.makeCase(i)) == CaseFile.text(b.makeCase(i))) }
    }

    @Test func anotherSeedGivesOtherCases() {
        let a = CaseStream(seed: 7, scenes: Self.scenes), b = CaseStream(seed: 8, scenes: Self.scenes)
        let same = (0..<40).filter { CaseFile.text(a.makeCase($0)) == CaseFile.text(b.makeCase($0)) }
        #expect(same.isEmpty)
    }

    @Test func shardsPartitionTheStream() throws {
        let whole = CaseStream(seed: 3, scenes: Self.scenes)
        var seen: [Int: String] = [:]
        for k in 1...3 {
            let shard = try #require(Shard(index: k, count: 3))
            let s = CaseStream(seed: 3, scenes: Self.scenes, shard: shard)
            for local in 0..<20 {
                let c = s.makeShardCase(local)
                let index = try #require(c.origin?.index)
                #expect(seen[index] == nil)
                seen[index] = CaseFile.text(c)
            }
        }
        #expect(Set(seen.keys) == Set(0..<60))
        for (i, text) in seen { #expect(text == CaseFile.text(whole.makeCase(i))) }
    }

    @Test func generatedCasesAreValidTracesWithMutationsInTickOrder() {
        let s = CaseStream(seed: 11, scenes: Self.scenes)
        var mutated = 0, kinds = Set<String>()
        for i in 0..<200 {
            let c = s.makeCase(i)
            #expect(c.gestures.validationProblem() == nil)
            #expect(!c.gestures.isEmpty)
            #expect(zip(c.mutations, c.mutations.dropFirst()).allSatisfy { $0.tick <= $1.tick })
            if !c.mutations.isEmpty { mutated += 1 }
            for m in c.mutations { kinds.insert(m.op.name) }
        }
        #expect(mutated > 100 && mutated < 180)
        #expect(kinds.count >= 15)
    }

    @Test func shardTextIsParsedAndChecked() {
        #expect(Shard(parsing: "2/5") == Shard(index: 2, count: 5))
        #expect(Shard(parsing: "0/5") == nil)
        #expect(Shard(parsing: "6/5") == nil)
        #expect(Shard(parsing: "1/0") == nil)
        #expect(Shard(parsing: "x/2") == nil)
    }
}
