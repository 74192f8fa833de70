import FlickInput
import FlickSim
import FlickSolver
import FlickCore

/// The smallest scene, straight on the solver: a knob dragged along a track.
///
/// The knob's center is an edit variable (strong) held inside the track by two required
/// inequalities; a finger that lands on the knob drags it. Rule: the knob stays on the track.
/// The `conflict` variant adds, when a second finger lands, a required "lock the knob at the
/// track's left end" constraint that contradicts the knob's left bound: the simulator must
/// report it as unsatisfiable with exactly those two constraints.
package final class SliderScene: Scene {
    package let screen: SceneScreen
    let solver = Solver()
    let knobX: Variable
    let left: Double, right: Double, y: Double
    static let knobSize = 44.0
    /// The `conflict` variant's planted lock, as conflicts name it (what its descriptor expects).
    package static let lockName = "knob.centerX <= track.left (required, the lock)"
    let conflictVariant: Bool
    @exclusivity(unchecked)
    var names: [ConstraintHandle: String] = [:]
    @exclusivity(unchecked)
    var grab: (id: Int, offset: Double)?
    @exclusivity(unchecked)
    var live: [Int] = []
    @exclusivity(unchecked)
    var issues: [SceneIssue] = []
    @exclusivity(unchecked)
    var locked = false

    package init(environment: SceneEnvironment, conflict: Bool) throws(SceneError) {
        let size = try SceneProfiles.size(of: environment)
        screen = SceneScreen(width: size.width, height: size.height, scale: size.scale)
        left = 20; right = size.width - 20; y = size.height / 2
        conflictVariant = conflict
        knobX = solver.makeVariable("knob.centerX")
        let half = SliderScene.knobSize / 2
        add(knobX >= left + half, "knob.centerX >= track.left + \(Format.number(half)) (required)")
        add(knobX <= right - half, "knob.centerX <= track.right - \(Format.number(half)) (required)")
        add((knobX == left + half).withStrength(.weak), "knob.centerX == track.left + \(Format.number(half)) (weak)")
        do throws(SolverError) {
            try solver.addEditVariable(knobX, strength: .strong)
        } catch {
            throw .badEnvironment("slider: \(error)")
        }
        solver.updateVariables()
    }

    @discardableResult
    func add(_ c: LinearConstraint, _ name: String) -> ConstraintHandle? {
        do throws(SolverError) {
            let h = try solver.add(c)
            names[h] = name
            return h
        } catch {
            if case .unsatisfiable(let ex) = error {
                issues.append(SceneIssue(kind: .unsatisfiable, message: "adding \(name) conflicts with required constraints",
                                         constraints: [name] + ex.conflicting.compactMap { names[$0] }, broken: name))
            } else {
                issues.append(SceneIssue(kind: .invalidChange, message: "\(name): \(error)"))
            }
            return nil
        }
    }

    package func deliver(_ frame: InputFrame) {
        for t in frame.touches {
            switch t.phase {
            case .down:
                live.append(t.id)
                let kx = solver.value(of: knobX)
                if grab == nil, abs(t.x - kx) <= SliderScene.knobSize, abs(t.y - y) <= SliderScene.knobSize {
                    grab = (t.id, kx - t.x)
                }
                if conflictVariant, live.count == 2, !locked {
                    locked = true
                    add(knobX <= left, SliderScene.lockName)
                }
            case .move:
                if let g = grab, g.id == t.id { suggest(t.x + g.offset) }
            case .up, .cancel:
                live.removeAll { $0 == t.id }
                if let g = grab, g.id == t.id {
                    if t.phase == .up { suggest(t.x + g.offset) }
                    grab = nil
                }
            }
        }
    }

    func suggest(_ x: Double) {
        do throws(SolverError) { try solver.suggestValue(knobX, x) } catch {
            issues.append(SceneIssue(kind: .invalidChange, message: "suggest knob.centerX = \(x): \(error)"))
        }
    }

    package func advance(to time: Int64) {}
    /// Nothing here moves with time: only input changes the knob.
    package func nextWakeTime(after time: Int64) -> Int64? { nil }
    package func layout() { solver.updateVariables() }

    package func collectFrames(into frames: inout [FrameSample]) {
        let h = SliderScene.knobSize
        frames.append(FrameSample(id: 0, x: left, y: y - 2, width: right - left, height: 4))
        frames.append(FrameSample(id: 1, x: solver.value(of: knobX) - h / 2, y: y - h / 2, width: h, height: h))
    }

    package func frameName(_ id: Int32) -> String { id == 0 ? "track" : "knob" }

    package func drainIssues() -> [SceneIssue] {
        defer { issues = [] }
        return issues
    }

    package func checkRules(frames: [FrameSample]) -> [String] {
        guard frames.count == 2 else { return [] }
        let k = frames[1], t = frames[0]
        if k.x < t.x - 0.5 || k.maxX > t.maxX + 0.5 { return ["knob left the track: x \(k.x)…\(k.maxX), track \(t.x)…\(t.maxX)"] }
        return []
    }

    package func ambiguities() -> [String] { solver.isAmbiguous(knobX) ? ["knob.centerX is ambiguous"] : [] }
    package var isSettled: Bool { live.isEmpty }
    package var counters: WorkCounters {
        let c = solver.counters
        return WorkCounters(pivots: c.pivots, rowsTouched: c.rowsTouched, framesChanged: 0)
    }
}
