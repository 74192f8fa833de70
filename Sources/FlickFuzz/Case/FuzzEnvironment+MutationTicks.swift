import FlickCore

extension FuzzEnvironment {
    /// The last tick a drawn mutation may fall on: a second of virtual time after `inputEnd`,
    /// at the environment's rate (120 Hz when `hz` is not supported), counted as
    /// ⌊inputEnd · hz / 10⁹⌋ + hz. The generator draws mutation ticks in `0...` it, the byte
    /// decoder in `0..<` it.
    func lastMutationTick(after inputEnd: VirtualInstant) -> Int {
        let hz = Int64(rate?.hz ?? 120)
        return Int(inputEnd.nanoseconds * hz / 1_000_000_000) + Int(hz)
    }
}
