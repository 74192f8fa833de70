extension Array {
    /// `removeAll(keepingCapacity: true)` for the short lists a pass empties every tick: the
    /// last element taken off one by one, where the library's call (a general range
    /// replacement, about 200 instructions) would cost more than the elements. O(count).
    mutating func emptyKeepingCapacity() {
        while !isEmpty { removeLast() }
    }
}
