/// FlickCore: what every other Flick module shares and none of them owns — the real clocks
/// that measure work (`Clock/`), the text of numbers and times (`Format/`), the seeded
/// generator (`Random/`), the stable hash and its hex form (`Hash/`), files written whole
/// (`Files/`), child processes (`Process/`) and the virtual clock's instants and durations
/// (`Time/`).
///
/// Nothing here reads or advances the model's time: the simulator's clock is virtual
/// (integer nanoseconds, `FlickSim`'s `RefreshRate`). The clocks here only measure how long
/// real work took, or pace a live device. Pure Swift over the C library, no Foundation.
