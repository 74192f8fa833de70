/// FlickEvdev: live touch devices through libevdev.
///
/// Module dependencies point one way only; see README.md "Architecture".
