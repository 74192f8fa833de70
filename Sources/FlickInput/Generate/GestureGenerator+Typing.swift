import FlickCore

/// Typing: a tap on a text input, then seeded text events (see `TextEvent`) — what the
/// fuzzer's `type` gesture is made of (FlickFuzz's case generator passes the text input's
/// frame).
extension GestureGenerator {
    /// The pieces typed text is drawn from, by kind: ASCII words, non-ASCII letters (Latin
    /// with diacritics, Cyrillic and Uzbek Latin, Greek, CJK, Hangul, right-to-left Arabic
    /// and Hebrew), emoji (skin tones, ZWJ families, flags, variation selectors).
    public static let typingLetters = ["é", "ü", "ñ", "ß", "ø", "ç", "ğ", "ş", "oʻ", "ж", "ы", "қ", "ў", "λ", "字", "日本", "한",
                                       "مرحبا", "שלום", "e\u{301}"]
    public static let typingEmoji = ["🙂", "👍🏽", "👨‍👩‍👧", "🇺🇿", "❤️", "🧑🏿‍💻", "🏳️‍🌈"]

    /// A tap inside `target` (x, y, width, height in points; kept 2 pt inside its edges when
    /// it is large enough) starting at `start`, then 1–`maxEvents` text events 40–250 ms apart
    /// from 150 ms after the lift: words, letters, emoji, a long run (200–1000 characters),
    /// 1–10 deletes, a return. Touch ids continue the generator's; `clock` moves past the last
    /// event.
    /// - Complexity: O(text drawn).
    public mutating func typing(at start: Int64, target: (x: Double, y: Double, width: Double, height: Double),
                                maxEvents: Int = 8) -> [InputFrame] {
        func inside(_ origin: Double, _ length: Double) -> Double {
            let margin = min(2, max(0, length / 2))
            return origin + margin + random.unit() * max(0, length - 2 * margin)
        }
        let point: Point = (inside(target.x, target.width), inside(target.y, target.height))
        let tapStroke = tap(at: start, point: point)
        var frames = StrokeMerger.frames([tapStroke], firstID: nextID)
        nextID += 1
        var t = tapStroke.finish + random.milliseconds(150...400)
        for _ in 0..<(1 + random.int(in: 0...max(0, maxEvents - 1))) {
            for event in typedEvents() {
                frames.append(InputFrame(timestamp: t, touches: [], text: [event]))
                t += random.milliseconds(40...250)
            }
        }
        clock = (frames.last?.timestamp ?? start) + 1
        return frames
    }

    /// One draw of typing: a word, a letter run, an emoji, a long run, deletes or a return.
    public mutating func typedEvents() -> [TextEvent] {
        switch random.int(in: 0...99) {
        case 0..<30:
            let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789 .,@-_'")
            return [.insert(String((0..<random.int(in: 1...10)).map { _ in random.pick(letters) }))]
        case 30..<48:
            return [.insert((0..<random.int(in: 1...4)).map { _ in random.pick(Self.typingLetters) }.joined())]
        case 48..<62:
            return [.insert((0..<random.int(in: 1...3)).map { _ in random.pick(Self.typingEmoji) }.joined())]
        case 62..<70:
            let unit = random.pick(["a", "W", "é", "字", "🙂", "lorem ipsum "])
            return [.insert(String(repeating: unit, count: random.int(in: 200...1000)).truncatedToTextLimit())]
        case 70..<90:
            return Array(repeating: .deleteBackward, count: random.int(in: 1...10))
        default:
            return [.returnKey]
        }
    }
}

extension String {
    /// The longest prefix of whole characters within `TextEvent.maximumTextBytes` UTF-8 bytes.
    func truncatedToTextLimit() -> String {
        guard utf8.count > TextEvent.maximumTextBytes else { return self }
        var out = "", bytes = 0
        for c in self {
            let n = c.utf8.count
            if bytes + n > TextEvent.maximumTextBytes { break }
            out.append(c); bytes += n
        }
        return out
    }
}
