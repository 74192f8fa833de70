import FlickCore

/// Standalone SVG pictures of a recording: one per tick on which the frames or the touches
/// changed (every stored step of the frame history, and every tick that delivered a touch),
/// drawn as the page's layout viewer draws them: views as rectangles at their presentation
/// frames, shaded by depth, named in a `<title>`, hidden ones dashed, alpha as opacity, and
/// the touches down with their ids. For documentation and visual diffs.
package enum FrameSVG {
    /// Calls `body` with each changed tick and its picture, in tick order.
    /// - Complexity: O(steps × views shown) plus O(touch events).
    package static func forEachChangedTick<E: Error>(_ recording: RunRecord,
                                                    _ body: (_ tick: Int, _ svg: String) throws(E) -> Void) throws(E) {
        let steps = recording.frames.steps
        let touches = recording.touches
        var present = [Bool](repeating: false, count: recording.views.count)
        var values = [ShownValues?](repeating: nil, count: recording.views.count)
        var down: [(id: Int, x: Double, y: Double)] = []
        var s = 0, e = 0
        while s < steps.count || e < touches.count {
            let tick = min(s < steps.count ? steps[s].tick : Int.max, e < touches.count ? touches[e].tick : Int.max)
            var lifted: [(id: Int, x: Double, y: Double)] = []
            while e < touches.count && touches[e].tick == tick {
                let t = touches[e]
                down.removeAll { $0.id == t.id }
                if t.phase.isEnd { lifted.append((t.id, t.x, t.y)) } else { down.append((t.id, t.x, t.y)) }
                e += 1
            }
            if s < steps.count && steps[s].tick == tick {
                for entry in steps[s].entries where entry.view < present.count {
                    if entry.fields.isEmpty {
                        present[entry.view] = false
                    } else if entry.fields == .all {
                        present[entry.view] = true
                        values[entry.view] = entry.values
                    } else if present[entry.view], let old = values[entry.view] {
                        values[entry.view] = old.overwriting(entry.fields, from: entry.values)
                    }
                }
                s += 1
            }
            try body(tick, picture(recording, present: present, values: values, touches: down, lifted: lifted))
        }
    }

    /// The file name of tick `tick`'s picture in a run of `tickCount` ticks: `tick-000042.svg`
    /// (zero-padded to at least six digits, so names sort in tick order).
    package static func fileName(tick: Int, tickCount: Int) -> String {
        let digits = max(6, String(max(0, tickCount - 1)).count)
        let n = String(tick)
        return "tick-" + String(repeating: "0", count: max(0, digits - n.count)) + n + ".svg"
    }

    /// One picture.
    static func picture(_ recording: RunRecord, present: [Bool], values: [ShownValues?],
                        touches: [(id: Int, x: Double, y: Double)], lifted: [(id: Int, x: Double, y: Double)]) -> String {
        let screen = recording.screen
        let scale = screen.scale > 0 && screen.scale.isFinite ? screen.scale : 1
        var order: [Int] = []
        for k in present.indices where present[k] {
            guard let v = values[k], v.x != nil, v.y != nil, v.width != nil, v.height != nil else { continue }
            order.append(k)
        }
        order.sort { (recording.views[$0].depth, $0) < (recording.views[$1].depth, $1) }
        var out = "<svg xmlns=\"http://www.w3.org/2000/svg\" viewBox=\"0 0 \(Format.number(screen.width)) \(Format.number(screen.height))\""
        out += " width=\"\(Format.number(screen.width))\" height=\"\(Format.number(screen.height))\">\n"
        out += "<rect width=\"100%\" height=\"100%\" fill=\"#fbfbfc\"/>\n"
        for k in order {
            guard let v = values[k], var x = v.x.map({ Double($0) / scale }), var y = v.y.map({ Double($0) / scale }),
                  var w = v.width.map({ Double($0) / scale }), var h = v.height.map({ Double($0) / scale }) else { continue }
            if w < 0 { x += w; w = -w }
            if h < 0 { y += h; h = -h }
            let depth = recording.views[k].depth
            let alpha = v.alpha.map { max(0, min(1, Double($0) / 1000)) } ?? 1
            let lightness = max(32, 93 - depth * 7), edge = max(18, 70 - depth * 7)
            out += "<rect x=\"\(Format.number(x, maxDecimals: 3))\" y=\"\(Format.number(y, maxDecimals: 3))\""
            out += " width=\"\(Format.number(w, maxDecimals: 3))\" height=\"\(Format.number(h, maxDecimals: 3))\""
            out += " fill=\"hsl(215, 42%, \(lightness)%)\" stroke=\"hsl(215, 38%, \(edge)%)\" stroke-width=\"0.75\""
            out += " fill-opacity=\"\(v.hidden ? "0" : Format.number(0.15 + 0.75 * alpha, maxDecimals: 3))\""
            if v.hidden { out += " stroke-dasharray=\"4 3\"" } else if alpha == 0 { out += " stroke-dasharray=\"1 2\"" }
            if let r = v.rotation, r != 0 {
                let degrees = Double(r) / 10000 * 180 / Double.pi
                out += " transform=\"rotate(\(Format.number(degrees, maxDecimals: 3)) \(Format.number(x + w / 2, maxDecimals: 3)) \(Format.number(y + h / 2, maxDecimals: 3)))\""
            }
            let name = recording.views[k].name
            out += "><title>" + Markup.escape(name.isEmpty ? "view #\(k)" : name) + "</title></rect>\n"
        }
        for (t, isLifted) in touches.map({ ($0, false) }) + lifted.map({ ($0, true) }) {
            let cx = Format.number(t.x, maxDecimals: 1), cy = Format.number(t.y, maxDecimals: 1)
            out += "<g><circle cx=\"\(cx)\" cy=\"\(cy)\" r=\"18\" fill=\"\(isLifted ? "none" : "rgba(200,50,45,0.22)")\" stroke=\"#c8322d\" stroke-width=\"1.5\"\(isLifted ? " stroke-dasharray=\"4 3\"" : "")/>"
            out += "<text x=\"\(cx)\" y=\"\(Format.number(t.y + 5, maxDecimals: 1))\" fill=\"#c8322d\" font-size=\"14\" font-weight=\"700\" text-anchor=\"middle\" font-family=\"sans-serif\">\(t.id)</text></g>\n"
        }
        out += "</svg>\n"
        return out
    }
}
