import Testing
@testable import FlickGestures

@Suite struct GestureStateMachineTests {
    /// The full table: every (kind, state, event) either moves to the listed state or throws.
    static let legal: [RecognizerKind: [GestureState: [GestureEvent: GestureState]]] = [
        .continuous: [
            .possible: [.begin: .began, .fail: .failed, .reset: .possible],
            .began: [.change: .changed, .end: .ended, .cancel: .cancelled],
            .changed: [.change: .changed, .end: .ended, .cancel: .cancelled],
            .ended: [.reset: .possible], .cancelled: [.reset: .possible], .failed: [.reset: .possible],
        ],
        .discrete: [
            .possible: [.recognize: .ended, .fail: .failed, .reset: .possible],
            .began: [:], .changed: [:],
            .ended: [.reset: .possible], .cancelled: [.reset: .possible], .failed: [.reset: .possible],
        ],
    ]

    static func machine(_ kind: RecognizerKind, in state: GestureState) -> GestureStateMachine {
        var machine = GestureStateMachine(kind: kind)
        let path: [GestureEvent]
        switch (kind, state) {
        case (_, .possible): path = []
        case (.continuous, .began): path = [.begin]
        case (.continuous, .changed): path = [.begin, .change]
        case (.continuous, .ended): path = [.begin, .end]
        case (.continuous, .cancelled): path = [.begin, .cancel]
        case (.discrete, .ended): path = [.recognize]
        case (_, .failed): path = [.fail]
        default: path = []
        }
        for event in path { _ = try? machine.handle(event, at: 0) }
        return machine
    }

    @Test(arguments: GestureState.allCases, GestureEvent.allCases)
    func continuousTransitions(state: GestureState, event: GestureEvent) {
        check(.continuous, state, event)
    }

    @Test(arguments: GestureState.allCases, GestureEvent.allCases)
    func discreteTransitions(state: GestureState, event: GestureEvent) {
        check(.discrete, state, event)
    }

    private func check(_ kind: RecognizerKind, _ state: GestureState, _ event: GestureEvent) {
        var machine = Self.machine(kind, in: state)
        // Discrete recognizers can never be in began/changed/cancelled.
        guard machine.state == state else {
            #expect(kind == .discrete && [.began, .changed, .cancelled].contains(state))
            return
        }
        let before = machine.transitionCount
        if let expected = Self.legal[kind]?[state]?[event] {
            #expect(machine.allows(event))
            #expect((try? machine.handle(event, at: 42)) == expected)
            #expect(machine.transitionCount == before + 1)
            #expect(machine.log.last == GestureTransition(time: 42, from: state, event: event, to: expected))
        } else {
            #expect(!machine.allows(event))
            #expect(throws: IllegalTransition(kind: kind, from: state, event: event)) {
                try machine.handle(event, at: 42)
            }
            #expect(machine.state == state)
            #expect(machine.transitionCount == before)
        }
    }

    @Test func logIsBoundedAndReadable() throws {
        var machine = GestureStateMachine(kind: .continuous, logLimit: 3)
        try machine.handle(.begin, at: 1_500_000_000)
        #expect(machine.log[0].description == "1.500000s possible --begin--> began")
        for i in 0..<10 { try machine.handle(.change, at: Int64(i)) }
        #expect(machine.log.count == 3)
        #expect(machine.transitionCount == 11)
    }
}
