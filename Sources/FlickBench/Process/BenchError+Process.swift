import FlickCore

extension BenchError {
    /// Why a bench child process (an A/B worker, git, the kiwisolver runner) did not start.
    init(_ error: ProcessError) {
        switch error {
        case .pipe(let reason): self.init("cannot make a pipe: \(reason)")
        case .spawn(let executable, let reason): self.init("cannot run \(executable): \(reason)")
        }
    }
}
