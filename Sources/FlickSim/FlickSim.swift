/// FlickSim: the virtual clock, scene protocol, tick loop, invariants and tick records.
///
/// Module dependencies point one way only; see README.md "Architecture".
