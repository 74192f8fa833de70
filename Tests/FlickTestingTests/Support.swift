import FlickTesting

/// Collects a tester's failures instead of recording them, so a test can read them.
final class Failures {
    var list: [TestFailure] = []
    var messages: [String] { list.map(\.message) }

    /// Options whose failures land here.
    func options(_ base: TesterOptions = TesterOptions()) -> TesterOptions {
        var o = base
        o.onFailure = { [unowned self] in self.list.append($0) }
        return o
    }
}
