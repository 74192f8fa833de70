/// FlickAnimation: timing curves, springs, the property animator and transitions.
///
/// Module dependencies point one way only; see README.md "Architecture".
