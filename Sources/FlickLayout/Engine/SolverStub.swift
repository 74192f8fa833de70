// TEMPORARY: compile-only stand-in for FlickSolver.Solver until it lands on main. Delete on rebase.
import FlickSolver

struct SolverCounters { var pivots = 0 }
final class Solver {
    private var next: Int32 = 0
    private var nextC: Int32 = 0
    init() {}
    func makeVariable(_ name: String) -> Variable { next += 1; return unsafeBitCast(next - 1, to: Variable.self) }
    func name(of v: Variable) -> String { "" }
    func add(_ c: FlickSolver.Constraint) throws(SolverError) -> ConstraintHandle { nextC += 1; return unsafeBitCast(nextC, to: ConstraintHandle.self) }
    func remove(_ h: ConstraintHandle) throws(SolverError) {}
    func contains(_ h: ConstraintHandle) -> Bool { false }
    func constraint(_ h: ConstraintHandle) -> FlickSolver.Constraint? { nil }
    func setConstant(of h: ConstraintHandle, to constant: Double) throws(SolverError) {}
    func addEditVariable(_ v: Variable, strength: Strength) throws(SolverError) {}
    func removeEditVariable(_ v: Variable) throws(SolverError) {}
    func hasEditVariable(_ v: Variable) -> Bool { false }
    func suggestValue(_ v: Variable, _ value: Double) throws(SolverError) {}
    @discardableResult func updateVariables() -> [Variable] { [] }
    func value(of v: Variable) -> Double { 0 }
    func isAmbiguous(_ v: Variable) -> Bool { false }
    var counters: SolverCounters { SolverCounters() }
}
