import FlickSim

/// Screen sizes of the device profiles scenes know by name, for scenes that do not go through
/// FlickLayout's `DeviceProfile` (names match loosely: case, spaces and punctuation ignored).
enum SceneProfiles {
    static let known: [(name: String, width: Double, height: Double, scale: Double)] = [
        ("iPhone15Pro", 393, 852, 3), ("iPhoneSE", 375, 667, 2), ("iPadPro12_9", 1024, 1366, 2),
    ]

    static func key(_ s: String) -> String { String(s.lowercased().filter { $0.isLetter || $0.isNumber }) }

    /// The screen (after orientation) of the environment's profile.
    /// - Throws: `SceneError.unknownProfile`.
    static func size(of env: SceneEnvironment) throws(SceneError) -> (width: Double, height: Double, scale: Double) {
        guard let p = known.first(where: { key($0.name) == key(env.profile) }) else {
            throw .unknownProfile(env.profile, known: known.map(\.name))
        }
        return env.landscape ? (p.height, p.width, p.scale) : (p.width, p.height, p.scale)
    }
}
