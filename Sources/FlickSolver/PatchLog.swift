/// Scratch for `Row.patch`, sized for `Row.patchLimit` cells and kept for the solver's
/// lifetime, so a substitution that patches thousands of rows allocates nothing per row.
/// After a patch it holds what changed: the old cells it touched (for the journal) and the
/// symbols whose cells vanished (for the column index); the cells that appeared are the
/// saved ones with coefficient 0.
final class PatchLog {
    /// The old cells, the dropped cell's first; coefficient 0 for a cell that was absent.
    let saved: UnsafeMutablePointer<Cell>
    @exclusivity(unchecked)
    var savedCount = 0
    let vanished: UnsafeMutablePointer<SymbolID>
    @exclusivity(unchecked)
    var vanishedCount = 0
    /// Working lists of `Row.patch`: indices of removed cells, positions and cells of
    /// inserted ones.
    let removals: UnsafeMutablePointer<Int>
    let positions: UnsafeMutablePointer<Int>
    let inserts: UnsafeMutablePointer<Cell>

    init() {
        saved = .allocate(capacity: Row.patchLimit + 1)
        vanished = .allocate(capacity: Row.patchLimit)
        removals = .allocate(capacity: Row.patchLimit + 1)
        positions = .allocate(capacity: Row.patchLimit)
        inserts = .allocate(capacity: Row.patchLimit)
    }

    deinit {
        saved.deallocate()
        vanished.deallocate()
        removals.deallocate()
        positions.deallocate()
        inserts.deallocate()
    }

    /// Empties the log before a patch.
    @inline(__always) func clear() {
        savedCount = 0
        vanishedCount = 0
    }

    @inline(__always) func save(_ cell: Cell) {
        saved[savedCount] = cell
        savedCount += 1
    }
}
