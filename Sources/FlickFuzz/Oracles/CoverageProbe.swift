import FlickCore
import FlickGestures
import FlickSim

/// A cheap coverage signal of scene states, recorded every tick and never reported: the
/// states of the scene's recognizers (in attach order), how many animators are active and
/// running, and whether the solver pivoted on the tick — one 64-bit feature per distinct
/// combination. A case that reaches a feature no earlier case reached goes to the campaign's
/// corpus. Scenes without a `SceneHost` give the pivot bit alone.
/// - Complexity: O(recognizers) per tick.
package struct CoverageProbe: Invariant {
    let box: CoverageBox
    private var lastPivots = 0

    init(_ box: CoverageBox) { self.box = box }

    package mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        let pivots = tick.scene.counters.pivots
        var h = StableHash()
        h.combine(Int64(pivots > lastPivots ? 1 : 0))
        lastPivots = pivots
        if let host = tick.scene as? SceneHost {
            for r in host.router.recognizers { h.combineByte(UInt8(truncatingIfNeeded: r.state.rawValue)) }
            h.combine(Int64(min(3, host.engine.activeAnimators.count)))
            h.combine(Int64(min(3, host.engine.runningCount)))
        }
        box.features.insert(h.value)
    }
}

/// The features one run reached.
final class CoverageBox {
    var features: Set<UInt64> = []
}
