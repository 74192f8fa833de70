/// How this copy of Flick was compiled.
///
/// Only policies that must not depend on the machine's speed read it: a debug build runs the
/// same model several times slower than a release build, so timings measured in one (the
/// frame budget) describe the build, not the scene.
public enum BuildConfiguration: String, Sendable {
    case debug, release

    /// The configuration of this build (`-c debug` or `-c release`).
    public static var current: BuildConfiguration {
        #if DEBUG
        return .debug
        #else
        return .release
        #endif
    }
}
