import FlickCore
import FlickSim

/// The determinism oracle's record of what a settled tick shows, for comparing runs at two
/// refresh rates: `FrameDigest.digest(_:scale:identity:)` with each view identified by its
/// name (`Scene.frameName(_:)`) rather than its frame id. Recorded only on ticks after which
/// the scene is settled (0 on the others), the only ticks the cross-rate oracle compares.
/// Never reports.
///
/// Why not the tick digest: frame ids are handed out in the order views first appear on
/// screen, and that order depends on the instants sampled. A drag whose moves come 8 ms apart
/// shows a position between them at 120 Hz that 60 Hz never shows, so views that come on
/// screen at that position and at the next one are numbered in another order; the two runs
/// then settle to the same frames with different tick digests (edit-profile, a drag that
/// brings the save button's title and spinner on screen one tick apart at 120 Hz).
/// - Complexity: O(frames) per settled tick; a view's name is hashed once per run.
package struct ShownStateProbe: Invariant {
    let box: ShownState
    /// The hash of each frame id's name, as met.
    private var identities: [UInt64?] = []

    init(_ box: ShownState) { self.box = box }

    package mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        guard tick.scene.isSettled else { box.digest = 0; return }
        for f in tick.frames where f.id >= 0 {
            let i = Int(f.id)
            if i >= identities.count { identities += repeatElement(nil, count: i + 1 - identities.count) }
            guard identities[i] == nil else { continue }
            var h = StableHash()
            for b in tick.scene.frameName(f.id).utf8 { h.combineByte(b) }
            identities[i] = h.value
        }
        let known = identities
        box.digest = FrameDigest.digest(tick.frames, scale: tick.scene.screen.scale) { id in
            id >= 0 && Int(id) < known.count ? known[Int(id)] ?? 0 : 0
        }
    }
}

/// The shown-state digest of the tick just run (0 when the scene was not settled after it).
final class ShownState {
    var digest: UInt64 = 0
}
