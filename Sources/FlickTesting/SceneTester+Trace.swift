import FlickInput

extension SceneTester {
    /// Writes everything the test fed the scene so far as a trace file (the scene's screen in
    /// the header, `refreshHz` the tester's rate), so the run can be replayed:
    /// `flick replay PATH --scene NAME` (with `--hz` when not 120) in an executable that
    /// registers the scene. Replaying it gives this tester's `digest` when the test ended
    /// with `settle()`.
    /// - Throws: `InputError` when the file cannot be written.
    /// - Complexity: O(input events).
    public func recordTrace(to path: String) throws(InputError) {
        let s = scene.screen
        let header = TraceHeader(screen: ScreenGeometry(width: s.width, height: s.height, scale: s.scale),
                                 refreshHz: Double(rate.hz), source: "SceneTester \(name)")
        let writer = try TraceWriter(path: path, header: header)
        defer { writer.close() }
        for frame in input { try writer.write(frame) }
    }
}
