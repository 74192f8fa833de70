/// FlickInput: touches, input frames, the trace format, evemu and libinput-record import, gesture generators.
///
/// Module dependencies point one way only; see README.md "Architecture".
