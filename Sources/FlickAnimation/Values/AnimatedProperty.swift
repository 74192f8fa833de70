/// One animatable property registered with an `AnimationEngine`: its model value (what the
/// app set last, read back at once, as UIKit's model layer) and its presentation value (what
/// is on screen at the engine's current time: model plus the in-flight animations).
///
/// Set `value` inside an animator's animation block to animate the change; outside one the
/// model changes at once (in-flight animations of the property keep running on top, additively).
/// - Complexity: `presentation` is O(number of in-flight animations of this property).
public final class AnimatedProperty<Value: VectorAnimatable>: AnimatedPropertyBase {
    /// Registration order in the engine, from 0.
    public let id: Int
    /// A name for reports and logs (formatted when read).
    public var name: String { storedName.text }
    let storedName: PropertyName
    @exclusivity(unchecked)
    weak var engine: AnimationEngine?
    /// The model value.
    @exclusivity(unchecked)
    public internal(set) var model: Value
    @exclusivity(unchecked)
    @usableFromInline var tracks: [Track] = []
    /// Called with the new model value when an animator that ends away from its end
    /// (stop without finishing, finish at `.start` or `.current`, reversed completion) folds its
    /// contribution into the model. Bindings use it to write the value back to their object.
    @exclusivity(unchecked)
    public var onSettle: ((Value) -> Void)?

    @usableFromInline struct Track {
        /// Unowned: the animator keeps the properties it animates (`PropertyAnimator.properties`)
        /// and drops its tracks when it ends or is freed, so a track never outlives it, and a
        /// property never keeps an animator (or, through it, anything its blocks capture) alive.
        @usableFromInline unowned(unsafe) let animator: PropertyAnimator
        /// old model − new model.
        @usableFromInline var delta: Value
        /// Animator progress at which this track begins (0 for blocks run at start).
        @usableFromInline let start: Double
    }

    init(id: Int, name: PropertyName, initial: Value, engine: AnimationEngine) {
        self.id = id; self.storedName = name; self.model = initial; self.engine = engine
    }

    /// The model value. Setting it inside an animation block animates from the current
    /// presentation to the new value; non-finite values are refused and recorded as a
    /// violation by the engine.
    public var value: Value {
        get { model }
        set { engine?.assign(newValue, to: self) ?? { model = newValue }() }
    }

    /// The value on screen at the engine's current time. Inlinable, so a client reading it
    /// gets code specialized for `Value`.
    @inlinable public var presentation: Value {
        var v = model
        for t in tracks {
            let q = Self.trackProgress(t.animator.progress, start: t.start)
            if q != 1 { v = v + t.delta.scaled(by: 1 - q) }
        }
        return v
    }

    /// True while an animator is animating this property.
    public var isAnimating: Bool { !tracks.isEmpty }

    /// Track progress q from the animator's progress p: the track runs over p ∈ start…1.
    @inlinable @inline(__always) static func trackProgress(_ p: Double, start: Double) -> Double {
        if start <= 0 { return p }
        if start >= 1 { return p >= 1 ? 1 : 0 }
        return max(0, (p - start) / (1 - start))
    }

    func addTrack(_ animator: PropertyAnimator, from old: Value, to new: Value, start: Double) {
        let delta = old - new
        if delta == .zero { return }
        tracks.append(Track(animator: animator, delta: delta, start: start))
    }

    func settle(_ animator: ObjectIdentifier, atProgress p: Double) {
        var kept: [Track] = []
        kept.reserveCapacity(tracks.count)
        var changed = false
        for t in tracks {
            if ObjectIdentifier(t.animator) == animator {
                let q = Self.trackProgress(p, start: t.start)
                if q != 1 { model = model + t.delta.scaled(by: 1 - q); changed = true }
            } else {
                kept.append(t)
            }
        }
        tracks = kept
        if changed { onSettle?(model) }
    }
}

/// The type-erased side of `AnimatedProperty` the animator needs when it ends.
protocol AnimatedPropertyBase: AnyObject {
    var id: Int { get }
    /// Folds the contribution of the animator identified by `animator` at progress p into the
    /// model and drops its tracks. (An identifier, so an animator's `deinit` can call it.)
    func settle(_ animator: ObjectIdentifier, atProgress p: Double)
}
