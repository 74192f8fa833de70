import Testing
import FlickSolver
@testable import FlickLayout
import FlickTestSupport

@Suite struct ExportTests {
    func scene() -> (Screen, View, Label, StackView) {
        let screen = makeScreen()
        let card = V("card"), title = Label(text: "Title"), stack = StackView()
        title.name = "title"; stack.name = "row"
        screen.addSubview(card); card.addSubview(title); card.addSubview(stack)
        for i in 0..<3 { let b = V("cell\(i)"); stack.addArrangedSubview(b); b.snp.makeConstraints { $0.height.equalTo(20 + i * 5) } }
        stack.distribution = .fillEqually; stack.spacing = 4
        card.snp.makeConstraints { make in make.top.equalTo(screen.safeAreaLayoutGuide).offset(10); make.leading.trailing.equalToSuperview().inset(16) }
        title.snp.makeConstraints { make in make.top.leading.equalToSuperview().inset(8) }
        stack.snp.makeConstraints { make in
            make.top.equalTo(title.snp.bottom).offset(8).labeled("belowTitle")
            make.leading.trailing.bottom.equalToSuperview().inset(8)
        }
        screen.layoutIfNeeded()
        return (screen, card, title, stack)
    }

    @Test func exportHasReadableIDsAndComments() {
        let (screen, _, _, stack) = scene()
        let cas = screen.exportCAS()
        #expect(cas.text.contains("add belowTitle:row.top-eq-title.bottom required row.y - title.y - title.h == 8"))
        #expect(cas.text.contains("# <LayoutConstraint 'belowTitle' row.top == title.bottom + 8"))
        #expect(cas.text.contains("-le-const 100 title.w <= "))         // hugging at 250 → 10^2
        #expect(cas.text.hasSuffix("solve\nprint *\n"))
        #expect(cas.variableName(stack, "w") == "row.w")
        #expect(cas.ids.count == Set(cas.ids.map(\.id)).count)
    }

    @Test func exportedScriptSolvesToTheSameFrames() throws {
        let (screen, card, title, stack) = scene()
        let cas = screen.exportCAS()
        let script = try ConstraintScript(parsing: cas.text)
        var runner = ScriptRunner(script)
        runner.run()
        #expect(runner.errors.isEmpty)
        var values: [String: Double] = [:]
        for line in runner.output {
            let parts = line.split(separator: " ")
            if parts.count == 2, let v = Double(parts[1]) { values[String(parts[0])] = v }
        }
        for v in [card, title, stack] + stack.arrangedSubviews {
            let r = v.layoutNode.local          // variables are relative to the superview
            for (k, expected) in [("x", r.minX), ("y", r.minY), ("w", r.width), ("h", r.height)] {
                let name = try #require(cas.variableName(v, k))
                #expect(abs((values[name] ?? .nan) - expected) < 1e-6, "\(name)")
            }
        }
    }

    @Test func brokenConstraintsAreCommentsOnly() {
        let (screen, card, _, _) = scene()
        card.snp.makeConstraints { make in make.width.equalTo(10).labeled("impossible") }
        let cas = screen.exportCAS()
        #expect(cas.text.contains("# broken, not in the solver: <LayoutConstraint 'impossible'"))
        #expect(!cas.text.contains("add impossible"))
    }
}
