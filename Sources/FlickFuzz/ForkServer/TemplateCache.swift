import FlickSim

/// The scenes a worker keeps built for its fork-server: at most `capacity`, one per build
/// key, the least recently used dropped first. A key's first case runs fresh (most keys of
/// a varied stream never recur); its second builds the template that later cases fork from.
final class TemplateCache {
    /// Templates kept at most (default 4).
    let capacity: Int
    /// Most recently used last.
    private var entries: [(key: BuildKey, scene: any Scene)] = []
    /// Keys whose case ran fresh once; forgotten all together past `seenLimit`.
    private var seen: Set<BuildKey> = []
    private let seenLimit = 4096
    /// Templates built, and dropped to make room.
    private(set) var built = 0
    private(set) var dropped = 0

    init(capacity: Int = 4) { self.capacity = max(1, capacity) }

    /// Templates held now.
    var count: Int { entries.count }

    /// The template of `key`: the one kept, or one built now with `build` when the key was
    /// seen before; nil on a key's first case (it runs fresh) and when `build` fails.
    /// - Complexity: O(capacity), plus one build on a template's first use.
    func template(for key: BuildKey, build: () -> (any Scene)?) -> (any Scene)? {
        if let i = entries.firstIndex(where: { $0.key == key }) {
            let entry = entries.remove(at: i)
            entries.append(entry)
            return entry.scene
        }
        guard seen.contains(key) else {
            if seen.count >= seenLimit { seen.removeAll() }
            seen.insert(key)
            return nil
        }
        guard let scene = build() else { return nil }
        built += 1
        if entries.count >= capacity {
            entries.removeFirst()
            dropped += 1
        }
        entries.append((key, scene))
        return scene
    }
}
