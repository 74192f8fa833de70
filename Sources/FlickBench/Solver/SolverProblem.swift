import FlickCore
import FlickSolver

/// A solver problem in the three phases of a UI gesture: a layout is built (every constraint
/// added, one solve), a gesture starts on it (its edit variables added and suggested, one
/// solve), and the gesture's frames run (each: suggests, then one solve). The solver
/// benchmarks time each phase; `constraintScript` writes the same problem as a `.cas` script
/// so kiwisolver can be timed on exactly the same work.
///
/// Problems are plain data, made by the generators in `SolverShapes`; the same arguments give
/// the same problem on every machine.
package struct SolverProblem: Sendable {
    /// One linear constraint: Σ coefficient · variable RELATION rhs, at a strength.
    package struct Row: Sendable {
        package var name: String
        package var strength: Strength
        package var terms: [(variable: Int, coefficient: Double)]
        package var relation: Relation
        package var rhs: Double
    }

    /// An edit variable of the gesture: its strength and the value first suggested.
    package struct Edit: Sendable {
        package var variable: Int
        package var strength: Strength
        package var initial: Double
    }

    /// The kind (`chain`, `grid`, `drawer`, `random`) and requested size N.
    package let kind: String
    package let size: Int
    /// Variable names, indexed by the rows' and frames' variable numbers.
    package private(set) var variableNames: [String] = []
    private var index: [String: Int] = [:]
    /// The layout: added in order, then solved once.
    package var rows: [Row] = []
    /// The gesture's edit variables.
    package var edits: [Edit] = []
    /// The gesture's frames: each suggests these values, then solves.
    package var frames: [[(variable: Int, value: Double)]] = []

    package init(kind: String, size: Int) {
        self.kind = kind
        self.size = size
    }

    /// The number of `name`, made on first use.
    package mutating func variable(_ name: String) -> Int {
        if let i = index[name] { return i }
        variableNames.append(name)
        index[name] = variableNames.count - 1
        return variableNames.count - 1
    }

    /// Adds a row `Σ terms RELATION rhs`, the terms given by variable name.
    package mutating func add(_ name: String, _ strength: Strength, _ terms: [(String, Double)], _ relation: Relation, _ rhs: Double) {
        let t = terms.map { (variable: variable($0.0), coefficient: $0.1) }
        rows.append(Row(name: name, strength: strength, terms: t, relation: relation, rhs: rhs))
    }

    // MARK: Running

    /// The cost and solver work of each phase of one run.
    package struct Run {
        package var build = PhaseCost(), gestureStart = PhaseCost(), frames = PhaseCost()
        package var buildWork = SolverCounters(), gestureStartWork = SolverCounters(), framesWork = SolverCounters()
    }

    /// Runs the problem on a fresh solver, measuring each phase with `probe`. Making the
    /// solver, its variables and the constraint values is set-up, outside every phase.
    /// - Parameter extraWork: the planted regression (`PlantedRegression.solver`): every frame
    ///   first suggests each value plus one and solves, doubling the frames' solver work.
    /// - Throws: `BenchError` when the solver refuses a step (a bug in a generator or the solver).
    /// - Complexity: that of the solver on the problem.
    package func run(_ probe: Probe, extraWork: Bool = false) throws(BenchError) -> Run {
        let solver = Solver()
        let variables = variableNames.map { solver.makeVariable($0) }
        let constraints = rows.map { row in
            LinearConstraint(LinearExpression(row.terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: -row.rhs),
                             row.relation, strength: row.strength)
        }
        let editVariables = edits.map { (variables[$0.variable], $0.strength, $0.initial) }
        let frameValues = frames.map { $0.map { (variables[$0.variable], $0.value) } }
        var run = Run()
        do throws(SolverError) {
            var before = solver.counters
            var mark = probe.start()
            for c in constraints { try solver.add(c) }
            solver.updateVariables()
            run.build = probe.stop(mark)
            run.buildWork = Self.difference(solver.counters, before)

            before = solver.counters
            mark = probe.start()
            for (v, strength, _) in editVariables { try solver.addEditVariable(v, strength: strength) }
            for (v, _, value) in editVariables { try solver.suggestValue(v, value) }
            solver.updateVariables()
            run.gestureStart = probe.stop(mark)
            run.gestureStartWork = Self.difference(solver.counters, before)

            before = solver.counters
            mark = probe.start()
            for frame in frameValues {
                if extraWork {
                    for (v, value) in frame { try solver.suggestValue(v, value + 1) }
                    solver.updateVariables()
                }
                for (v, value) in frame { try solver.suggestValue(v, value) }
                solver.updateVariables()
            }
            run.frames = probe.stop(mark)
            run.framesWork = Self.difference(solver.counters, before)
        } catch {
            throw BenchError("solver/\(kind)/\(size): the solver refused a step: \(error)")
        }
        return run
    }

    private static func difference(_ a: SolverCounters, _ b: SolverCounters) -> SolverCounters {
        var d = SolverCounters()
        d.pivots = a.pivots - b.pivots
        d.rowsTouched = a.rowsTouched - b.rowsTouched
        d.rowsAdded = a.rowsAdded - b.rowsAdded
        d.variablesUpdated = a.variablesUpdated - b.variablesUpdated
        return d
    }

    // MARK: The script

    /// The problem as a constraint script, each phase after a `# phase: NAME OPERATIONS`
    /// comment (`build 1`, `gesture-start 1`, `frame F`), so a runner can time the phases
    /// apart. Kiwi starts an edit variable's target at 0, Flick at the variable's value; the
    /// gesture start's suggests make both start from the same target.
    /// - Complexity: O(size of the problem).
    package var constraintScript: String {
        var out = "# \(kind) \(size): \(variableNames.count) variables, \(rows.count) constraints, \(frames.count) frames (flick bench)\n"
        out += "# phase: build 1\n"
        for row in rows {
            out += "add \(row.name) \(row.strength) \(Self.expression(row.terms, names: variableNames)) \(row.relation.rawValue) \(Format.roundTrip(row.rhs))\n"
        }
        out += "solve\n# phase: gesture-start 1\n"
        for e in edits { out += "edit \(variableNames[e.variable]) \(e.strength)\n" }
        for e in edits { out += "suggest \(variableNames[e.variable]) \(Format.roundTrip(e.initial))\n" }
        out += "solve\n# phase: frame \(frames.count)\n"
        for frame in frames {
            for (v, value) in frame { out += "suggest \(variableNames[v]) \(Format.roundTrip(value))\n" }
            out += "solve\n"
        }
        return out + "# phase: end 0\nprint *\n"
    }

    /// `x - 2*y + z` in the script's grammar.
    private static func expression(_ terms: [(variable: Int, coefficient: Double)], names: [String]) -> String {
        var out = ""
        for (k, term) in terms.enumerated() {
            let name = names[term.variable]
            let magnitude = abs(term.coefficient) == 1 ? name : "\(Format.roundTrip(abs(term.coefficient)))*\(name)"
            if k == 0 {
                out += term.coefficient < 0 ? (abs(term.coefficient) == 1 ? "-\(name)" : "-\(magnitude)") : magnitude
            } else {
                out += (term.coefficient < 0 ? " - " : " + ") + magnitude
            }
        }
        return out
    }
}
