import FlickSim

/// **contract**: the layout calls a mutation makes keep their documented contracts — a
/// priority change to or from required on an active constraint is refused and leaves the
/// priority as it was, an illegal attribute pairing is refused and a legal one accepted
/// (UIKit's rules, `UIKitRules`), `deactivate()` and `removeFromSuperview()` do what they say.
/// The mutator finds breaches as it applies a mutation; this reports them on that tick.
/// An event per breach.
package struct MutationContract: Invariant {
    let breaches: BreachBox

    init(_ breaches: BreachBox) { self.breaches = breaches }

    package mutating func check(_ tick: TickSnapshot, _ report: inout InvariantReport) {
        guard !breaches.pending.isEmpty else { return }
        for b in breaches.pending { report.report(.contract, b, persistent: false) }
        breaches.pending.removeAll()
    }
}

/// Breaches found by the mutator, waiting for the tick's check.
final class BreachBox {
    var pending: [String] = []
}
