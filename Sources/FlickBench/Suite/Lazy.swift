/// A value made on first use and kept: workloads built once per process, not per sample.
package final class Lazy<T> {
    private let make: () -> T
    private var made: T?

    package init(_ make: @escaping () -> T) { self.make = make }

    package var value: T {
        if let made { return made }
        let v = make()
        made = v
        return v
    }
}
