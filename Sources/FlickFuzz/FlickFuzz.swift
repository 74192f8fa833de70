/// FlickFuzz: overnight fuzzing of scenes — cases (a scene, its environment, gestures and
/// layout mutations at given ticks), the case stream, the oracles that judge a run, the
/// minimizer, case files, crash-safe campaigns of worker processes, and their merge.
///
/// A case is a pure function of (seed, scene list, index) (`CaseStream`); `CaseRunner` runs
/// one and returns what every oracle found (`CaseOutcome`); `Minimizer` shrinks a failing
/// case while it keeps failing the same way (`Signature`); `CaseFile` reads and writes the
/// versioned JSON form that `flick replay` reproduces; `Campaign` runs the stream in worker
/// processes, saves each new finding once, and resumes from its output directory;
/// `FuzzMerge` joins the output directories of shards into one, as one campaign would have it.
///
/// Module dependencies point one way only; see README.md "Architecture".
