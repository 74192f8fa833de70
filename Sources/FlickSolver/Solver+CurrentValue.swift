/// Reading a value without `updateVariables()`'s bookkeeping.
extension Solver {
    /// The value `v` has in the current solution, read without bringing `value(of:)` up to
    /// date, so `updateVariables()` still reports every variable changed since its last call
    /// (a caller can peek at a trial solution without taking the changes from the one who
    /// reads them). 0 for an unknown variable.
    /// - Complexity: O(1) for a reduced row or when nothing changed since the last
    ///   `updateVariables()`; else the definitions it names (see `Solver+Definitions`).
    public func currentValue(of v: Variable) -> Double {
        isExternal(v) ? valueNow(v.id) : 0
    }
}
