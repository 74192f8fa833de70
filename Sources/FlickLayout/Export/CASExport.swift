import FlickSolver
import FlickCore

/// Writes a screen's current constraint system as a constraint script (`.cas`), so a layout
/// problem can be reported on its own and solved by another Cassowary (kiwisolver) for
/// comparison.
///
/// Variables are `ITEM.x`, `ITEM.y`, `ITEM.w`, `ITEM.h` in layout space, where ITEM is the
/// view's or guide's name (sanitized; repeated names get `_2`, `_3`…). Each constraint's ID reads
/// `ITEM.attr-eq-OTHER.attr` (`-le-`, `-ge-`; repeated IDs get `-2`…), preceded by a comment with
/// its full description. Optional priorities are written as their numeric strengths
/// (`LayoutPriority.strength`). Broken constraints appear as comments only. A view's content
/// hugging and compression resistance on one axis, one asymmetric equality in the solver when
/// both are optional, are written as the two inequalities they stand for (same optimum).
public struct CASExport {
    /// The script text.
    public let text: String
    /// The ID given to each exported layout constraint, in script order.
    public let ids: [(id: String, constraint: LayoutConstraint)]
    /// The variable names of each item's x, y, w, h, keyed by the item's node serial.
    let names: [Int: [String]]

    /// The exported name of `item`'s attribute variable (`x`, `y`, `w` or `h`).
    public func variableName(_ item: LayoutItem, _ which: String) -> String? {
        guard let n = names[item.layoutNode.serial] else { return nil }
        switch which { case "x": return n[0]; case "y": return n[1]; case "w": return n[2]; case "h": return n[3]; default: return nil }
    }
    /// The script ID of `c`.
    public func id(of c: LayoutConstraint) -> String? { ids.first { $0.constraint === c }?.id }
}

extension Screen {
    /// The constraint system as a `.cas` script, ending with `solve` and `print *` when
    /// `solveAndPrint`.
    /// - Complexity: O(constraints · terms).
    public func exportCAS(solveAndPrint: Bool = true) -> CASExport {
        let e = engine!
        let nodes = e.nodesWithVariables()
        var used: [String: Int] = [:]
        var names: [Int: [String]] = [:]
        var varName: [Int32: String] = [:]
        for n in nodes {
            guard let item = n.item, let v = n.vars else { continue }
            var base = sanitize(item.layoutName)
            if let k = used[base] { used[base] = k + 1; base += "_\(k + 1)" } else { used[base] = 1 }
            let ns = [base + ".x", base + ".y", base + ".w", base + ".h"]
            names[n.serial] = ns
            for (variable, name) in zip([v.x, v.y, v.w, v.h], ns) { varName[variable.id] = name }
        }
        var out = "# Flick layout export: \(profile.name), \(orientation.rawValue), \(layoutDirection), scale \(Format.points(scale))\n"
        out += "# variables ITEM.x ITEM.y ITEM.w ITEM.h in layout space (points); optional priority p -> strength 10^(p/125)\n"
        var ids: [(String, LayoutConstraint)] = []
        var usedIDs: [String: Int] = [:]
        e.flush()
        for (c, sc) in e.exportedConstraints() {
            let rel: String
            switch c.relation { case .equal: rel = "eq"; case .lessThanOrEqual: rel = "le"; case .greaterThanOrEqual: rel = "ge" }
            var id = c.identifier.map { sanitize($0) + ":" } ?? ""
            id += sanitize("\(c.firstItem?.layoutName ?? "nil").\(c.firstAttribute)") + "-\(rel)-"
            id += c.secondItem.map { sanitize("\($0.layoutName).\(c.secondAttribute)") } ?? "const"
            if let k = usedIDs[id] { usedIDs[id] = k + 1; id += "-\(k + 1)" } else { usedIDs[id] = 1 }
            ids.append((id, c))
            out += "# \(c)\n"
            out += "add \(id) \(sc.strength) \(expressionText(sc.expression, varName)) \(sc.relation.rawValue) \(number(-sc.expression.constant))\n"
        }
        for v in allBroken() { out += "# broken, not in the solver: \(v)\n" }
        if solveAndPrint { out += "solve\nprint *\n" }
        return CASExport(text: out, ids: ids, names: names)
    }

    func allBroken() -> [LayoutConstraint] {
        var out: [LayoutConstraint] = []
        forEachInSubtree { v in out.append(contentsOf: v.constraints.filter(\.isBroken)) }
        return out
    }
}

extension LayoutEngine {
    /// The attached items that have solver variables, in creation order (node serial): the
    /// items an export names.
    /// - Complexity: O(variables + items · log items).
    func nodesWithVariables() -> [LayoutNode] {
        var nodes: [LayoutNode] = []
        forEachNodeWithVariables { n, _ in nodes.append(n) }
        nodes.sort { $0.serial < $1.serial }
        return nodes
    }

    /// The serial and variables of each item `nodesWithVariables()` lists, in its order, read
    /// without a retain of any node (what a fresh solve needs of them; see
    /// `forEachExportedConstraint`).
    /// - Complexity: as `nodesWithVariables()`.
    func variablesBySerial() -> [(serial: Int, vars: ItemVariables)] {
        var out: [(serial: Int, vars: ItemVariables)] = []
        forEachNodeWithVariables { n, vars in out.append((n.serial, vars)) }
        out.sort { $0.serial < $1.serial }
        return out
    }

    /// Calls `body` once on each attached item that has solver variables, with them, in the
    /// order `owners` first names it, reading the table without a retain of any node (the
    /// engine holds them; `body` keeps one only by storing it).
    /// - Complexity: O(variables), a set insertion per variable's owner.
    private func forEachNodeWithVariables(_ body: (LayoutNode, ItemVariables) -> Void) {
        var seen = Set<ObjectIdentifier>()
        let owners = self.owners
        owners.withUnsafeBufferPointer { list in
            list.withMemoryRebound(to: Unmanaged<LayoutNode>?.self) { refs in
                for case let ref? in refs {
                    ref._withUnsafeGuaranteedRef { n in
                        if let v = n.vars, seen.insert(ObjectIdentifier(n)).inserted { body(n, v) }
                    }
                }
            }
        }
    }

    /// The installed constraints as an export writes them, in installation order, each with
    /// the solver constraint it stands for. A content-size pair is one asymmetric equality in
    /// the solver; it is given as the two inequalities it stands for (same cost, same
    /// optimum), one per layout constraint. Call after `flush()`.
    /// - Complexity: O(installed constraints · terms).
    func exportedConstraints() -> [(LayoutConstraint, LinearConstraint)] {
        var exported: [(LayoutConstraint, LinearConstraint)] = []
        exported.reserveCapacity(installedCount)
        forEachExportedConstraint { c, sc in exported.append((c, sc)) }
        return exported
    }

    /// Calls `body` on each constraint `exportedConstraints()` lists, in its order, reading the
    /// installed constraints without a retain (the engine holds them; `body` keeps one only
    /// by storing it): a fresh solve in a forked case then writes to none of them.
    /// - Complexity: as `exportedConstraints()`, without its array.
    func forEachExportedConstraint(_ body: (LayoutConstraint, LinearConstraint) -> Void) {
        let installed = self.installed
        installed.withUnsafeBufferPointer { list in
            list.withMemoryRebound(to: Unmanaged<LayoutConstraint>?.self) { refs in
                for case let ref? in refs {
                    ref._withUnsafeGuaranteedRef { c in
                        guard let h = c.handle, let sc = solver.constraint(h) else { return }
                        if let partner = c.pairedCompression, partner.handle == h,
                           let hug = translator.translate(c)?.constraint, let resist = translator.translate(partner)?.constraint {
                            body(c, hug)
                            body(partner, resist)
                        } else {
                            body(c, sc)
                        }
                    }
                }
            }
        }
    }
}

/// The terms of `e` as an export writes them: coefficients merged per variable, in order of
/// first appearance, zeros left out.
/// - Complexity: O(terms²) up to 8 terms (a layout constraint has 2–4), O(terms) above.
func mergedTerms(_ e: LinearExpression) -> [(variable: Variable, coefficient: Double)] {
    if e.terms.count <= 8 {
        var out: [(variable: Variable, coefficient: Double)] = []
        out.reserveCapacity(e.terms.count)
        for t in e.terms {
            if let i = out.firstIndex(where: { $0.variable == t.variable }) { out[i].coefficient += t.coefficient }
            else { out.append((t.variable, t.coefficient)) }
        }
        out.removeAll { $0.coefficient == 0 }
        return out
    }
    var order: [Variable] = []
    var coef: [Variable: Double] = [:]
    for t in e.terms {
        if coef[t.variable] == nil { order.append(t.variable) }
        coef[t.variable, default: 0] += t.coefficient
    }
    return order.compactMap { v in coef[v].flatMap { $0 == 0 ? nil : (v, $0) } }
}

/// Terms joined by `+`/`-` tokens, coefficients merged per variable in first-appearance order.
func expressionText(_ e: LinearExpression, _ names: [Int32: String]) -> String {
    var out = ""
    for (v, c) in mergedTerms(e) {
        let name = names[v.id] ?? "v\(v.id)"
        let mag = Swift.abs(c)
        let term = mag == 1 ? name : "\(number(mag))*\(name)"
        if out.isEmpty { out = c < 0 ? "-\(mag == 1 ? "1*" + name : term)" : term }
        else { out += (c < 0 ? " - " : " + ") + term }
    }
    return out.isEmpty ? "0" : out
}

/// Shortest round-trip decimal; `-0` as `0`.
func number(_ d: Double) -> String {
    if d == 0 { return "0" }
    if d == d.rounded(), Swift.abs(d) < 1e15 { return String(Int64(d)) }
    return "\(d)"
}
