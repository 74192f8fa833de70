
/// What `Row.patch` changed: the old cells it touched (for the journal) and the symbols
/// whose cells appeared or vanished (for the column index). Fixed-size: no allocation.
struct PatchLog {
    /// The old cells, `skip`'s first; coefficient 0 for a cell that was absent.
    var saved = InlineArray<9, Cell>(repeating: Cell(symbol: 0, coefficient: 0))
    var savedCount = 0
    var vanished = InlineArray<8, SymbolID>(repeating: 0)
    var vanishedCount = 0

    @inline(__always) mutating func save(_ cell: Cell) {
        saved[savedCount] = cell
        savedCount += 1
    }
}
