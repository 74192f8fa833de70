import FlickCore

/// Runs a parsed `ConstraintScript` against a `Solver`, as `scripts/differential/kiwirun.py`
/// runs one against kiwisolver, and reports what it prints and how long each kind of work took.
///
/// Script IDs map to constraint handles; `add` with an ID still in the solver is a
/// `DuplicateConstraint` error and `remove` of an absent ID an `UnknownConstraint` error,
/// as in the kiwisolver runner. Solver errors are reported and the script goes on.
package struct ScriptRunner {
    /// One line of output: `NAME VALUE`, or `error LINE KIND` (for an unsatisfiable
    /// constraint followed by `#   conflict: ID…`, the IDs of the minimal conflicting set,
    /// on its own line so tools that read `error` lines with three tokens still can).
    package private(set) var output: [String] = []
    /// The solver, for inspection after the run.
    package let solver = Solver()
    /// Seconds spent per bucket: `build` (add), `edit` (suggest, solve), `remove`,
    /// `editvar` (edit, unedit). Consecutive commands of one bucket are timed as one batch,
    /// as kiwisolver bench runners do, so the two compare.
    package private(set) var seconds: [String: Double] = ["build": 0, "edit": 0, "remove": 0, "editvar": 0]
    /// Error counts by kind.
    package private(set) var errorCounts: [String: Int] = [:]
    /// Error kinds by line, in order.
    package private(set) var errors: [(line: Int, kind: String)] = []

    private let script: ConstraintScript
    private var variables: [Variable] = []
    private var handles: [String: ConstraintHandle] = [:]
    private var idsByHandle: [ConstraintHandle: String] = [:]

    /// Prepares a run: makes one solver variable per script variable, in order.
    package init(_ script: ConstraintScript) {
        self.script = script
        variables = script.variableNames.map { solver.makeVariable($0) }
    }

    /// Runs every command, checking the solver's invariants; returns the line and
    /// description of the first broken invariant, the same line a check after every command
    /// would name. For tests, debugging and `flick solve --check`.
    ///
    /// A check reads the whole tableau (`Solver.invariantViolation()`, O(cells + symbols)),
    /// so checking after each of N commands that each add a row costs O(N²): 70 s for a
    /// 2000-link chain whose build takes 0.9 s. So the whole tableau is checked after every
    /// command while it is small (`checkEveryCommandCells`); past that, once the solver's
    /// work since the last check (rows touched, rows added, pivots, values updated) reaches
    /// an eighth of that check's size — after a single command that did that much, or after
    /// the several whose work adds up to it — and after the last command. The checks then
    /// cost about eight times the solver's own work plus a few checks of the final tableau. When one fails, the script is run again from the
    /// start on a fresh solver, checked after every command from the last check that passed,
    /// so the line reported is the first after which the tableau is broken; the output is
    /// that run's, up to that line. A break that a later command repairs before the next
    /// check is not seen on a large tableau.
    /// - Complexity: O(solver work + size of the final tableau · log N); O(N · tableau) while
    ///   the tableau is small, and for a replay after a failure.
    /// - Parameter everyCommand: check after every command whatever the tableau's size
    ///   (the regression scripts' tests; O(N · tableau)). Default false.
    package mutating func runChecked(everyCommand: Bool = false) -> (line: Int, problem: String)? {
        let commands = script.commands
        var lastPassed = -1
        var due = 0    // work since the last check at which the next is due
        var workAtCheck = Self.work(solver.counters)
        for i in commands.indices {
            execute(commands[i])
            let work = Self.work(solver.counters) - workAtCheck
            guard work >= due || i == commands.count - 1 else { continue }
            if let problem = solver.invariantViolation() {
                if lastPassed == i - 1 { return (commands[i].line, problem) }
                return replayChecked(from: lastPassed + 1, through: i) ?? (commands[i].line, problem)
            }
            lastPassed = i
            workAtCheck = Self.work(solver.counters)
            let size = solver.tableauSize
            due = everyCommand || size <= Self.checkEveryCommandCells ? 0 : size / 8
        }
        return nil
    }

    /// Up to this tableau size (cells plus symbols), `runChecked` checks after every command.
    static let checkEveryCommandCells = 512

    /// The solver work `runChecked` paces its checks by. - Complexity: O(1).
    private static func work(_ c: SolverCounters) -> Int {
        c.rowsTouched + c.rowsAdded + c.pivots + c.variablesUpdated
    }

    /// Runs the script again on a fresh solver through command `last`, checking after every
    /// command from `first` on, and takes that run's state; the first broken invariant, or
    /// nil when that run finds none (round-off that depends on the checks' timing).
    /// - Complexity: O(first + (last − first) · tableau).
    private mutating func replayChecked(from first: Int, through last: Int) -> (line: Int, problem: String)? {
        var replay = ScriptRunner(script)
        let commands = script.commands
        for j in 0...last {
            replay.execute(commands[j])
            if j >= first, let problem = replay.solver.invariantViolation() {
                self = replay
                return (commands[j].line, problem)
            }
        }
        return nil
    }

    /// Runs every command. `clock` returns monotonic nanoseconds; pass nil to skip timing.
    package mutating func run(clock: (() -> Int64)? = nil) {
        let commands = script.commands
        var start = 0
        while start < commands.count {
            let bucket = Self.bucket(commands[start].operation)
            var end = start + 1
            while end < commands.count && Self.bucket(commands[end].operation) == bucket { end += 1 }
            let t0 = clock?() ?? 0
            for i in start..<end { execute(commands[i]) }
            if let clock, let bucket { seconds[bucket, default: 0] += Double(clock() - t0) * 1e-9 }
            start = end
        }
    }

    private static func bucket(_ op: ConstraintScript.Operation) -> String? {
        switch op {
        case .add: return "build"
        case .remove: return "remove"
        case .edit, .unedit: return "editvar"
        case .suggest, .solve: return "edit"
        case .print: return nil
        }
    }

    mutating func execute(_ command: ConstraintScript.Command) {
        do throws(SolverError) {
            switch command.operation {
            case let .add(id, strength, terms, constant, relation):
                if handles[id] != nil { throw SolverError.duplicateConstraint(handles[id]!) }
                let e = LinearExpression(terms.map { Term(variables[$0.variable], $0.coefficient) }, constant: constant)
                let h = try solver.add(LinearConstraint(e, relation, strength: strength))
                handles[id] = h
                idsByHandle[h] = id
            case let .remove(id):
                guard let h = handles[id] else { throw SolverError.unknownConstraint(ConstraintHandle(id: -1)) }
                try solver.remove(h)
                handles[id] = nil
                idsByHandle[h] = nil
            case let .edit(v, strength):
                try solver.addEditVariable(variables[v], strength: strength)
            case let .unedit(v):
                try solver.removeEditVariable(variables[v])
            case let .suggest(v, value):
                try solver.suggestValue(variables[v], value)
            case .solve:
                solver.updateVariables()
            case let .print(vs):
                for v in vs {
                    output.append("\(script.variableNames[v]) \(Format.roundTrip(solver.value(of: variables[v])))")
                }
            }
        } catch {
            errors.append((command.line, error.kind))
            errorCounts[error.kind, default: 0] += 1
            output.append("error \(command.line) \(error.kind)")
            if case .unsatisfiable(let explanation) = error {
                var ids = explanation.conflicting.compactMap { idsByHandle[$0] }
                if let u = explanation.updated, let id = idsByHandle[u] { ids.append(id) }
                if case let .add(id, _, _, _, _) = command.operation { ids.append(id) }
                output.append("#   conflict: " + ids.joined(separator: " "))
            }
        }
    }

    /// Counts of each command kind, keyed by command name (`counts` in `flick solve --bench`).
    package var commandCounts: [String: Int] {
        var counts = ["add": 0, "remove": 0, "edit": 0, "unedit": 0, "suggest": 0, "solve": 0, "print": 0]
        for c in script.commands {
            switch c.operation {
            case .add: counts["add"]! += 1
            case .remove: counts["remove"]! += 1
            case .edit: counts["edit"]! += 1
            case .unedit: counts["unedit"]! += 1
            case .suggest: counts["suggest"]! += 1
            case .solve: counts["solve"]! += 1
            case .print: counts["print"]! += 1
            }
        }
        return counts
    }
}
