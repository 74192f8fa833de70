#if canImport(Glibc)
import Glibc
#endif
import FlickSim

extension SceneTester {
    /// Compares the run's golden timeline so far (`timeline`) with the golden file `name`
    /// and fails the test, with a readable diff, when they differ.
    ///
    /// The file is `DIRECTORY/NAME.golden`, DIRECTORY being `directory`, else
    /// `options.goldenDirectory`, else a `__Goldens__` folder beside the calling test file.
    /// - When `options.updatesGoldens` is on (`FLICK_UPDATE_GOLDENS=1`), the file is written
    ///   (folders made as needed) and the test passes: review the change in version control.
    /// - When there is no file yet, it is written and the test fails once, so a golden that
    ///   was never checked in cannot pass unnoticed.
    /// - Otherwise a difference fails with the first tick that differs, the views,
    ///   recognizers or animators that differ there with both values, and the input event
    ///   that led to it (`GoldenMismatch`).
    ///
    /// The file is the one `flick replay TRACE --scene NAME --golden FILE` compares: the trace
    /// from `recordTrace(to:)` replays to the same bytes when the test ended with `settle()`.
    ///
    /// `ignoring` leaves parts out of the timeline, both the one written and the one compared
    /// (`GoldenIgnore`; the file's header lists them, so a golden written with other ignores
    /// differs): views (`[spinner]`), one value of a view (`.property(clockLabel, "frame")`;
    /// a timeline lists `frame`, `alpha` and `rotation`), or the views inside a region
    /// (`.region(Rect(x: 0, y: 0, width: 393, height: 100))`). A bad one (an unknown
    /// property, an empty region) fails the test without writing or comparing.
    /// - Returns: whether the timeline matched (or was written in update mode).
    @discardableResult
    public func expectGolden(named name: String, directory: String? = nil, ignoring: [any GoldenIgnorable] = [],
                             fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column) -> Bool {
        at(CallSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            guard !name.isEmpty, !name.contains("/") else {
                fail("expectGolden(named:) needs a file name without '/', got '\(name)'")
                return false
            }
            let ignores = ignoring.map(\.goldenIgnore)
            for ignore in ignores {
                do throws(GoldenIgnoreError) { try ignore.check() } catch {
                    fail("expectGolden(named: \"\(name)\", ignoring:): \(error)")
                    return false
                }
            }
            let folder = directory ?? options.goldenDirectory ?? Self.folder(of: "\(filePath)") + "/__Goldens__"
            let path = folder + "/" + name + ".golden"
            let actual = timeline(ignoring: ignores)
            do throws(GoldenFileError) {
                if options.updatesGoldens {
                    try write(actual.text, folder: folder, path: path)
                    return true
                }
                guard let text = try GoldenFile.read(path) else {
                    try write(actual.text, folder: folder, path: path)
                    fail("no golden timeline '\(name)' yet: wrote \(path) (\(actual.ticks.count) ticks with changes); check it and run again")
                    return false
                }
                if text == actual.text { return true }
                let golden: GoldenTimeline
                do throws(GoldenFormatError) {
                    golden = try GoldenTimeline(parsing: text)
                } catch {
                    fail("\(path): \(error) (rewrite it with FLICK_UPDATE_GOLDENS=1)")
                    return false
                }
                let why = actual.mismatch(against: golden)?.description ?? "the texts differ (line endings or whitespace)"
                fail("\(path):\n\(why)\nif the change is intended, rewrite the golden with FLICK_UPDATE_GOLDENS=1")
                return false
            } catch {
                fail("golden timeline '\(name)': \(error)")
                return false
            }
        }
    }

    /// The golden timeline of the run so far without the parts `ignores` names (as
    /// `expectGolden(named:ignoring:)` writes and compares it).
    public func timeline(ignoring ignores: [GoldenIgnore]) -> GoldenTimeline { GoldenTimeline(record, ignoring: ignores) }

    /// Writes a golden, making its folder (and the folders above) first.
    private func write(_ text: String, folder: String, path: String) throws(GoldenFileError) {
        var built = folder.hasPrefix("/") ? "" : "."
        for part in folder.split(separator: "/") {
            built += "/" + part
            if mkdir(built, 0o755) != 0 && errno != EEXIST {
                throw GoldenFileError(path: path, reason: "cannot make folder \(built): \(String(cString: strerror(errno)))")
            }
        }
        try GoldenFile.write(text, to: path)
    }

    /// The folder part of a file path ("." for a bare name).
    static func folder(of path: String) -> String {
        guard let slash = path.lastIndex(of: "/") else { return "." }
        return slash == path.startIndex ? "/" : String(path[..<slash])
    }
}
