/// One finger's path from touch-down to lift: samples at increasing times, ended by `up` or
/// `cancel`. Gestures are built from strokes; `StrokeMerger` turns strokes into frames.
public struct Stroke: Sendable, Hashable {
    /// One position of the finger.
    public struct Sample: Sendable, Hashable {
        public var time: Int64
        public var x: Double
        public var y: Double
        public var force: Double?
        public var major: Double?
        public var minor: Double?

        public init(time: Int64, x: Double, y: Double, force: Double? = nil, major: Double? = nil, minor: Double? = nil) {
            self.time = time
            self.x = x
            self.y = y
            self.force = force
            self.major = major
            self.minor = minor
        }
    }

    /// At least two samples, times strictly increasing.
    public var samples: [Sample]
    /// How the stroke ends.
    public var end: TouchPhase

    public init(samples: [Sample], end: TouchPhase = .up) {
        self.samples = samples
        self.end = end
    }

    /// The first sample's time.
    public var start: Int64 { samples.first?.time ?? 0 }
    /// The last sample's time.
    public var finish: Int64 { samples.last?.time ?? 0 }
}

/// Merges strokes into input frames: touch ids from `firstID` in stroke order, one frame per
/// distinct sample time, events in stroke order within a frame.
package enum StrokeMerger {
    /// - Precondition: each stroke has ≥ 2 samples with strictly increasing times.
    package static func frames(_ strokes: [Stroke], firstID: Int) -> [InputFrame] {
        var events: [(time: Int64, order: Int, event: TouchEvent)] = []
        for (index, stroke) in strokes.enumerated() {
            let id = firstID + index
            for (k, s) in stroke.samples.enumerated() {
                let phase: TouchPhase = k == 0 ? .down : (k == stroke.samples.count - 1 ? stroke.end : .move)
                events.append((s.time, index, TouchEvent(id: id, phase: phase, x: round3(s.x), y: round3(s.y), timestamp: s.time,
                                                         force: s.force.map(round3), major: s.major.map(round3), minor: s.minor.map(round3))))
            }
        }
        events.sort { ($0.time, $0.order) < ($1.time, $1.order) }
        var frames: [InputFrame] = []
        for e in events {
            if frames.last?.timestamp == e.time {
                frames[frames.count - 1].touches.append(e.event)
            } else {
                frames.append(InputFrame(timestamp: e.time, touches: [e.event]))
            }
        }
        return frames
    }

    /// Rounds to 1/1000 of a point, keeping traces short and readable.
    package static func round3(_ v: Double) -> Double { (v * 1000).rounded() / 1000 }
}
