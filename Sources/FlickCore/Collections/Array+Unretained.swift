extension Array where Element: AnyObject {
    /// The element at `i` as an unretained reference, for a read through
    /// `_withUnsafeGuaranteedRef { … }` without the retain and release of the element that a
    /// `for x in array` loop, or a strong local, makes (for an object that something holds
    /// weakly, both go through the runtime's slow path: the side table, atomic updates).
    ///
    /// Why such a read is safe: this array's buffer holds a strong reference to every element,
    /// so the element outlives the read as long as the buffer is neither changed nor freed
    /// until the read ends. Read from a `let` (a local list, or a copy of a stored one taken
    /// first) whenever the read may reach the array's owner: a class's stored property marked
    /// `@exclusivity(unchecked)` (as the model's are) could be changed by the read unchecked.
    /// Keeping the element beyond the read (appending it to another list, storing it) retains
    /// it, as any other use does: `takeUnretainedValue()`.
    ///
    /// A closure-free accessor on purpose: the caller's closure then goes straight to
    /// `_withUnsafeGuaranteedRef` and is inlined, as when the idiom is written out. A walk that
    /// took the closure (`forEachUnretained { … }`) left it a call per element in a release
    /// build (callgrind: +0.2 % of a replay's tick instructions).
    ///
    /// - Precondition: `indices.contains(i)` (checked, as `self[i]` is).
    /// - Complexity: O(1).
    @inlinable @inline(__always)
    package func unretained(at i: Int) -> Unmanaged<Element> {
        Unmanaged.passUnretained(self[i])
    }
}
