import FlickCore

/// What a campaign runs: the stream (seed, scenes, shard), how long, how many workers, where
/// its state and findings go, and what the oracles check.
package struct CampaignConfig: Sendable {
    /// The stream's seed (default 0).
    package var seed: UInt64 = 0
    /// Scene names (all must be in the registry the workers have).
    package var scenes: [String]
    package var shard: Shard = .whole
    /// Stop once the output directory holds this many cases of the shard (resumed ones
    /// included); nil: no limit.
    package var runs: Int?
    /// Stop after this much wall time in this session, ns of `WorkClock.monotonic` (a real
    /// clock, not virtual time); nil: no limit.
    package var time: Int64?
    /// Worker processes (default: the cores online).
    package var jobs: Int = ProcessStats.cores
    /// The output directory: `state.json`, `findings/`, `corpus/`.
    package var out: String
    /// What each case run checks; `cpuLimit` is also the watchdog's limit.
    package var options = RunOptions()
    /// One case in this many is judged for determinism from fresh processes: run twice, at
    /// another rate, and in a second process with another hash seed (`FreshProcessDeterminism`;
    /// default 16;
    /// 0: none).
    package var determinismShare = 16
    package var settings = GeneratorSettings()
    /// A worker whose resident memory passes this after a request, bytes, is replaced by a
    /// fresh one (default 2 GiB, as libFuzzer's -rss_limit_mb): scenes that leak grow a
    /// worker with every case.
    package var memoryLimit = 2 << 30
    /// Where to write this session's per-case verdicts at its end (nil: nowhere, the
    /// default): one JSON object a line, in stream order — `{"index", "scene", "digest",
    /// "responses", "expected", "rejected", "findings": [signatures, sorted]}` — so that two
    /// campaigns over the same cases (a debug and a release build, two machines) can be
    /// compared case by case (`CampaignVerdicts`).
    package var verdictsFile: String?
    /// How to start a worker of this executable.
    package var worker: WorkerSpec
    /// The build the state records (`CampaignBuild`); nil (the default): the build of
    /// `worker.executable`, read when the campaign starts.
    package var build: String?
    /// The report page of a saved finding, written beside its case file as `NAME.html`: given
    /// the case as saved, its file name and whether a worker minimized it (so ran it to its
    /// end); nil writes no page (the default). `flick fuzz` sets it to `CaseReport`'s page.
    package var findingPage: (@Sendable (_ saved: FuzzCase, _ file: String, _ minimized: Bool) -> String?)?

    package init(scenes: [String], out: String, worker: WorkerSpec) {
        self.scenes = scenes
        self.out = out
        self.worker = worker
    }

    /// The stream this campaign runs.
    package var stream: CaseStream { CaseStream(seed: seed, scenes: scenes, shard: shard, settings: settings) }
}
