import FlickCore

/// Text and digest forms of a screen's layout, for golden files and per-tick digests.
extension Screen {
    /// One line per view, preorder, indented by depth:
    /// `name frame=(x y; w h)` plus ` hidden`, ` alpha=…`, ` transform=…` when not default.
    /// Deterministic: the same layout gives the same text.
    public func frameDump() -> String {
        var out = ""
        func walk(_ v: View, _ depth: Int) {
            out += String(repeating: "  ", count: depth) + v.layoutName + " frame=\(v.frame)"
            if v.isHidden { out += " hidden" }
            if v.alpha != 1 { out += " alpha=\(Format.points(v.alpha))" }
            if !v.transform.isIdentity { out += " transform=\(v.transform)" }
            out += "\n"
            for s in v.subviews { walk(s, depth + 1) }
        }
        walk(self, 0)
        return out
    }

    /// `StableHash` (FNV-1a 64) of every view's pixel-rounded layout rectangle (in 1/scale pixel
    /// units), hidden flag, alpha and transform, in preorder. Equal layouts give equal digests on
    /// every machine.
    public func frameDigest() -> UInt64 {
        var h = StableHash()
        func mix(_ x: UInt64) { h.combine(x) }
        func mixD(_ d: Double) { mix(d == 0 ? 0 : d.bitPattern) }
        let s = scale
        forEachInSubtree { v in
            let r = v.layoutNode.rounded
            for d in [r.minX, r.minY, r.width, r.height] { mix(pixelBits(d * s)) }
            mix(v.isHidden ? 1 : 0)
            mixD(v.alpha)
            let t = v.transform
            for d in [t.a, t.b, t.c, t.d, t.tx, t.ty] { mixD(d) }
        }
        return h.value
    }

    /// The views that have an ambiguous position or size, with the attributes that are, one per
    /// line: `name: left width` (empty when the layout is unique).
    /// - Complexity: one solver ambiguity query per variable of every view.
    public func ambiguityReport() -> String {
        var out = ""
        forEachInSubtree { v in
            let a = v.ambiguousAttributes
            if !a.isEmpty { out += "\(v.layoutName): " + a.map(\.description).joined(separator: " ") + "\n" }
        }
        return out
    }

    /// Hit-tests a point in screen coordinates.
    public func hitTest(screenPoint p: Point) -> View? { hitTest(p) }

    /// A pixel count as the digest mixes it: the rounded count for every value an `Int64`
    /// holds; beyond that (a frame a drawn constraint pushed past ±9.2e18 pixels) or for a
    /// non-finite value, the double's bit pattern, so no layout value can trap the digest.
    private func pixelBits(_ pixels: Double) -> UInt64 {
        let r = pixels.rounded()
        guard let n = Int64(exactly: r) else { return r.bitPattern }
        return UInt64(bitPattern: n)
    }
}
