/// A signed estimate of a definition's round-off amplification, for chains whose
/// coefficients cancel along their paths.
///
/// `definitionShape` bounds a definition's amplification by 1 + Σ |a/c| × the amplification
/// of each row it names: exact when every coefficient on the way is positive (the chains
/// layouts are made of), but blind to signs. For `v[i+2] = 2·v[i+1] − v[i]`, a second
/// difference, the bound grows as (1 + √2)^i, so it passes `definitionAmplificationLimit`
/// after 13 links and every 13th row was reduced, each through the definitions since the
/// last such row, into a row holding a dummy for every constraint before it: the chain
/// built in O(N²) (×4.6 per doubling of N). Yet the round-off such a chain really carries
/// grows as i²: an error ε in v[k] reaches v[i] as (i − k)·ε, because the paths' products
/// cancel (+2·2 and −1 reach v[i] from v[i−2] through v[i−1] and directly).
///
/// So when the bound passes the limit, the row's amplification is probed instead: every row
/// reached through names gets a local round-off of one unit, and the units are propagated
/// through the coefficients with their signs, shallowest row first (each row names only
/// shallower ones), as the errors themselves propagate. Two probes: one with every unit +1
/// (the errors aligned: on the second difference it gives 1 + (i − k)(i − k + 1)/2, the
/// worst case of that chain, so such a chain is reduced once every ~450 links), and one
/// with a pseudo-random sign per row (fixed by the symbol's number), which sees the growth
/// that aligned units can cancel exactly (`x = y − z` with `y` and `z` built alike). The
/// estimate is the larger magnitude of the two; on a chain of positive coefficients, such as
/// `x[i] = 2·x[i−1] − 1`, the aligned probe equals the bound, so those chains are cut where
/// they always were.
extension Solver {
    /// The probed amplification of `row` solved for `subject` (see above): the larger of
    /// |aligned probe| and |signed probe| at the subject.
    /// - Complexity: O(Σ length of the rows reached through names + r log r) for the r rows
    ///   reached; called only when the unsigned bound has passed the limit.
    func probedAmplification(_ row: Row, solvedFor subject: SymbolID) -> Double {
        collectReached(from: row)
        // Shallowest first: every row a definition names is shallower than it.
        RadixSort.sort(&scratchReached, buffer: &scratchKeyBuffer)
        var aligned = 1.0
        var signed = Solver.probeSign(subject)
        scratchSum.withUnsafeMutableBufferPointer { alignedProbe in
            scratchMagnitude.withUnsafeMutableBufferPointer { signedProbe in
                rows.withUnsafeBufferPointer { rows in
                    // Scratch holds the probes of the rows reached so far and 0 elsewhere,
                    // so a parametric name adds nothing.
                    for key in scratchReached {
                        let b = Int(UInt32(truncatingIfNeeded: key))
                        var a = 1.0
                        var s = Solver.probeSign(SymbolID(b))
                        if rows[b]!.depth > 0 {
                            for cell in rows[b]!.cells {
                                a += cell.coefficient * alignedProbe[Int(cell.symbol)]
                                s += cell.coefficient * signedProbe[Int(cell.symbol)]
                            }
                        }
                        alignedProbe[b] = a
                        signedProbe[b] = s
                    }
                    // The new row, `0 = constant + Σ aⱼ·sⱼ + c·subject`, solved for `subject`.
                    let c = row.coefficient(of: subject)
                    for cell in row.cells where cell.symbol != subject {
                        aligned -= cell.coefficient / c * alignedProbe[Int(cell.symbol)]
                        signed -= cell.coefficient / c * signedProbe[Int(cell.symbol)]
                    }
                    for key in scratchReached {
                        let b = Int(UInt32(truncatingIfNeeded: key))
                        alignedProbe[b] = 0
                        signedProbe[b] = 0
                    }
                }
            }
        }
        guard aligned.isFinite && signed.isFinite else { return .infinity }
        return Swift.max(Swift.abs(aligned), Swift.abs(signed))
    }

    /// Reduces the definitions `row` names (solved for `subject`) that carry most of its
    /// amplification: each whose share, |coefficient / subject's coefficient| × its
    /// amplification, is at least 1/16 of the limit, is replaced by its reduced row (depth
    /// 0, amplification 1; the same equation, so no value changes). The new row can then
    /// be a definition again, and the chain after it starts over: reducing only the new
    /// row left a second-order chain naming the rows before it, whose amplification was
    /// still at the limit, so every other row after the first was reduced, each holding a
    /// dummy for every constraint before it.
    /// - Returns: whether any was reduced (when none was, the caller reduces `row`).
    /// - Complexity: O(Σ length of the rows the reduced definitions reach), each reduced once.
    func reduceAmplifyingNames(of row: Row, solvedFor subject: SymbolID) -> Bool {
        let c = Swift.abs(row.coefficient(of: subject))
        let floor = Solver.definitionAmplificationLimit / 16
        var any = false
        for cell in row.cells where cell.symbol != subject {
            guard let named = rows[Int(cell.symbol)], named.depth > 0,
                  Swift.abs(cell.coefficient) / c * Double(named.amplification) >= floor else { continue }
            replaceRow(cell.symbol, with: reduced(named))
            any = true
        }
        return any
    }

    /// The signed probe's unit for symbol `s`: +1 or −1, fixed by the symbol's number (a
    /// bit of a SplitMix64 hash of it), so the probe is deterministic.
    /// - Complexity: O(1).
    @inline(__always) static func probeSign(_ s: SymbolID) -> Double {
        var z = UInt64(UInt32(bitPattern: s)) &+ 0x9E37_79B9_7F4A_7C15
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        z ^= z >> 31
        return z & 1 == 0 ? 1 : -1
    }
}
