import FlickCore

/// A golden interaction timeline: what changed on screen, tick by tick, as text that reads
/// well and diffs well. `flick replay --golden FILE` and the tester's `expectGolden(named:)`
/// compare a run's timeline with one written before, byte for byte.
///
/// The text, version 1:
/// ```
/// flick golden timeline 1, screen 393x852@3, 120 Hz
/// tick 0 0.000s
///   view Screen: frame 0 0 393 852, alpha 1, rotation 0
///   view card: frame 40 200 100 100, alpha 1, rotation 0
/// tick 1 0.008s
///   touch 1: down 90 250
/// tick 3 0.025s
///   touch 1: move 92.5 251
///   gesture cardPan: possible -> began
///   view card: frame 42.333 201 100 100
/// ```
/// - A `tick` line for each tick on which something changed: its index (0-based) and time
///   (seconds, to the millisecond). Ticks where nothing changed are left out.
/// - Under it, indented by two spaces, one line per change, in this order:
///   - `touch ID: PHASE X Y` for each input event delivered on the tick, in delivery order, at
///     the position the input gave (points);
///   - `gesture NAME: A -> B …` for each recognizer whose state changed, with every state it
///     went through on the tick (a failure carries its reason in parentheses). A name that
///     two recognizers share is followed by `@` and the name of the view each is attached to;
///   - `animator ID: STATE` for each animator whose state changed by the end of the tick
///     (`running`, `paused`, `stopped`, `inactive`; ` reversed` when it runs backwards);
///   - `view NAME: …` for each view on screen whose values changed, in the order the scene
///     lists its frames: on appearing, its frame in screen points (`frame X Y WIDTH HEIGHT`),
///     `alpha` and `rotation` (radians); afterwards only the values that changed; `gone` when
///     it leaves the screen. A view without a name is named by its type and its position in
///     the tree, as `View.layoutName` spells it (`Label@0.2.1`).
///
/// Numbers are rounded as the digest rounds them — positions and sizes to the pixel grid
/// (1/scale pt), alpha to 1/1000, rotation to 1/10000 rad — and written through `Format`, so
/// the same input and scene give the same bytes on every machine, in debug and release builds.
/// Tick lines are not indented, so `git diff` names the tick of each hunk in its header.
///
/// See also: `GoldenTimeline(_:)` writes one from a run's record (`RunRecorder`),
/// `mismatch(against:)` explains a difference, `GoldenFile` reads and writes the files.
public struct GoldenTimeline: Sendable, Hashable {
    /// The version this type reads and writes.
    public static let version = 1
    /// What the first line starts with.
    public static let magic = "flick golden timeline "

    /// One change: `KIND SUBJECT: VALUE`.
    public struct Line: Sendable, Hashable, CustomStringConvertible {
        /// `touch`, `gesture`, `animator` or `view` (a parsed file may hold others).
        public var kind: String
        /// The touch id, recognizer name, animator id or view name.
        public var subject: String
        /// What changed, as written.
        public var value: String

        public init(kind: String, subject: String, value: String) {
            self.kind = kind; self.subject = subject; self.value = value
        }

        /// `kind subject`: what the line is about.
        public var key: String { kind + " " + subject }

        public var description: String { "\(kind) \(subject): \(value)" }
    }

    /// One tick on which something changed.
    public struct Tick: Sendable, Hashable {
        /// 0-based.
        public var index: Int
        /// Virtual time, ns (to the millisecond in a parsed file).
        public var time: Int64
        public var lines: [Line]

        public init(index: Int, time: Int64, lines: [Line]) {
            self.index = index; self.time = time; self.lines = lines
        }

        /// `tick 12 0.100s`.
        public var headerText: String { "tick \(index) \(Format.seconds(nanoseconds: time))" }
    }

    /// The first line: the format, its version, the screen and the tick rate.
    public var header: String
    /// The ticks on which something changed, in order.
    public var ticks: [Tick]

    /// An empty timeline for a run on `screen` at `hz` ticks per second.
    public init(screen: SceneScreen, hz: Int, ticks: [Tick] = []) {
        self.init(screen: screen, hz: hz, ignoring: [], ticks: ticks)
    }

    /// An empty timeline for a run on `screen` at `hz` ticks per second that leaves out
    /// `ignores`: the header ends with `, ignoring A; B; …` when there are any.
    public init(screen: SceneScreen, hz: Int, ignoring ignores: [GoldenIgnore], ticks: [Tick] = []) {
        header = Self.magic + "\(Self.version), screen \(screen), \(hz) Hz"
        if !ignores.isEmpty { header += ", ignoring " + ignores.map(\.description).joined(separator: "; ") }
        self.ticks = ticks
    }

    /// What the header says the timeline leaves out (empty for a header without `ignoring`;
    /// parts that do not read are skipped).
    public var ignores: [GoldenIgnore] {
        guard let range = header.range(of: ", ignoring ") else { return [] }
        return header[range.upperBound...].components(separatedBy: "; ").compactMap { try? GoldenIgnore(parsing: $0) }
    }

    /// The text of the file: the header, then each tick and its lines, every line ending in a
    /// newline.
    /// - Complexity: O(lines).
    public var text: String {
        var out = header + "\n"
        for tick in ticks {
            out += tick.headerText + "\n"
            for line in tick.lines { out += "  \(line)\n" }
        }
        return out
    }

    /// Lines of changes in all ticks.
    public var lineCount: Int { ticks.reduce(0) { $0 + $1.lines.count } }
}

/// Why a text is not a golden timeline.
public struct GoldenFormatError: Error, Sendable, Hashable, CustomStringConvertible {
    /// 1-based line number.
    public var line: Int
    public var reason: String

    public init(line: Int, reason: String) { self.line = line; self.reason = reason }

    public var description: String { "line \(line): \(reason)" }
}

extension GoldenTimeline {
    /// Reads the text of a golden file (as `text` writes it).
    ///
    /// The first line must be a version-1 header and every other line a `tick` line or an
    /// indented change line under one; change lines of kinds this version does not write are
    /// kept as they are. A final newline is optional.
    /// - Throws: `GoldenFormatError` naming the first line that does not fit.
    /// - Complexity: O(characters).
    public init(parsing text: String) throws(GoldenFormatError) {
        var lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        if lines.last == "" { lines.removeLast() }
        guard let first = lines.first, first.hasPrefix(Self.magic) else {
            throw GoldenFormatError(line: 1, reason: "not a golden timeline (the first line should start with '\(Self.magic)')")
        }
        let rest = first.dropFirst(Self.magic.count)
        let versionText = rest.prefix { $0 != "," }
        guard let version = Int(versionText) else {
            throw GoldenFormatError(line: 1, reason: "no version number after '\(Self.magic)'")
        }
        guard version == Self.version else {
            throw GoldenFormatError(line: 1, reason: "version \(version); this Flick reads version \(Self.version)")
        }
        header = String(first)
        ticks = []
        for (k, raw) in lines.enumerated().dropFirst() {
            let number = k + 1
            if raw.hasPrefix("tick ") {
                ticks.append(try Self.parseTick(raw, line: number))
            } else if raw.hasPrefix("  ") {
                guard !ticks.isEmpty else { throw GoldenFormatError(line: number, reason: "a change before the first tick line") }
                ticks[ticks.count - 1].lines.append(Self.parseLine(raw.dropFirst(2)))
            } else {
                throw GoldenFormatError(line: number, reason: "expected 'tick N TIME' or an indented change, got '\(raw.prefix(60))'")
            }
        }
    }

    /// `tick 12 0.100s`.
    private static func parseTick(_ raw: Substring, line: Int) throws(GoldenFormatError) -> Tick {
        let words = raw.split(separator: " ")
        guard words.count == 3, let index = Int(words[1]), index >= 0, let time = milliseconds(words[2]) else {
            throw GoldenFormatError(line: line, reason: "a tick line is 'tick INDEX SECONDSs', got '\(raw.prefix(60))'")
        }
        // A time past Int64 nanoseconds (292 years) is no run's; it was a trap before.
        let (nanoseconds, overflow) = time.multipliedReportingOverflow(by: 1_000_000)
        guard !overflow else {
            throw GoldenFormatError(line: line, reason: "tick time \(words[2].prefix(40)) out of range (at most \(Int64.max / 1_000_000_000) s)")
        }
        return Tick(index: index, time: nanoseconds, lines: [])
    }

    /// `kind subject: value` (a line without `: ` has an empty value).
    private static func parseLine(_ raw: Substring) -> Line {
        let kind = raw.prefix { $0 != " " }
        let rest = raw.dropFirst(kind.count).drop { $0 == " " }
        if let colon = rest.firstRange(of: ": ") {
            return Line(kind: String(kind), subject: String(rest[..<colon.lowerBound]), value: String(rest[colon.upperBound...]))
        }
        return Line(kind: String(kind), subject: String(rest), value: "")
    }

    /// `1.250s` → 1250 (ms); nil unless digits, a point, three digits and `s`, and Int64.max
    /// at most.
    private static func milliseconds(_ text: Substring) -> Int64? {
        guard text.hasSuffix("s") else { return nil }
        let parts = text.dropLast().split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, parts[1].count == 3, let whole = Int64(parts[0]), whole >= 0,
              parts[1].allSatisfy({ $0.isASCII && $0.isNumber }), let ms = Int64(parts[1]) else { return nil }
        let (scaled, overflow) = whole.multipliedReportingOverflow(by: 1000)
        guard !overflow else { return Int64.max }
        return scaled.addingReportingOverflow(ms).overflow ? Int64.max : scaled + ms
    }
}
