import FlickCore
import FlickLayout

/// How `CaseGenerator` draws cases. The defaults are what `flick fuzz` uses; every campaign
/// with the same settings draws the same stream.
package struct GeneratorSettings: Sendable, Hashable {
    /// Gestures per case, at most (at least 1). Default 6.
    package var maxGestures = 6
    /// Mutations per case, at most. Default 8; 0 fuzzes gestures and environments only.
    package var maxMutations = 8
    /// Share of cases without mutations, 0…1. Default 0.3.
    package var unmutatedShare = 0.3
    /// Share of cases that vary the environment, 0…1. Default 0.6.
    package var environmentShare = 0.6
    /// Of the cases that vary the environment: the share whose build fields (`BuildKey`) come
    /// from the stream's palette for their scene (`CaseStream.palette`), 0…1, and the entries
    /// of each palette. Default 0.5 and 4. The other cases draw them freely, from the same
    /// distribution; a palette makes build keys recur, so a fork-server reuses its templates.
    package var paletteShare = 0.5
    package var paletteSize = 4
    /// The input of one case ends by this much virtual time after the start (default 20 s); a
    /// gesture that would end later is left out (a long pause may still run to 65 s when it is
    /// the first).
    package var maxInputDuration: VirtualDuration = .seconds(20)
    /// The text inputs of the scenes that have any, as screen frames in the default
    /// environment (`TextInputTargets.measure(_:in:)`; default none). Only the cases of these
    /// scenes draw `type` gestures and `edit-text` mutations, with extra draws: the cases of
    /// every other scene are drawn exactly as without typing.
    package var textInputs: [String: [Rect]] = [:]
    /// For a scene with text inputs: the chance of each gesture being a `type` gesture, and
    /// of each mutation being an `edit-text` (default 0.3 and 0.2).
    package var typingShare = 0.3
    package var textEditShare = 0.2

    package init() {}
}
