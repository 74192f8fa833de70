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

    /// Runs every command, checking the solver's invariants after each one; returns the
    /// line and description of the first broken invariant. For tests and debugging.
    package mutating func runChecked() -> (line: Int, problem: String)? {
        for command in script.commands {
            execute(command)
            if let problem = solver.invariantViolation() { return (command.line, problem) }
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
