/// FlickScenes: the built-in scenes.
///
/// Module dependencies point one way only; see README.md "Architecture".
