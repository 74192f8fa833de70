/// FlickGestures: hit testing, gesture recognizers, arbitration, velocity estimation and scroll-view physics.
///
/// Module dependencies point one way only; see README.md "Architecture".
