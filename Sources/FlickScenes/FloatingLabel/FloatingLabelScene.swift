import FlickGestures
import FlickLayout
import FlickSim

/// The floating-label text field component on its own: a tap in the field begins editing (the
/// label fades in over 0.2 s; its centre line stays, see `CustomTextField`), a tap elsewhere
/// ends it (the label fades out when the field is empty). `textLength` pre-fills the field, so the label stays up.
/// Rules: the floating label stays inside the component's vertical span and never drops
/// below the field's center line.
package final class FloatingLabelScene: SceneHost {
    let field = CustomTextField()

    package override init(environment: SceneEnvironment) throws(SceneError) {
        try super.init(environment: environment)
        let view = root
        field.name = "field"
        field.floatingLabel.name = "field.floatingLabel"
        field.containerView.name = "field.container"
        view.addSubview(field)
        field.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(120)
            make.leading.trailing.equalToSuperview().inset(Spacing.md)
        }
        field.configure(placeholder: "Email manzilingiz", icon: Image(systemName: "envelope"))
        if let n = environment.textLength, n > 0 {
            field.textField.text = String(repeating: "a", count: n)
        }
        let tapIn = TapGestureRecognizer(name: "fieldTap")
        tapIn.addTarget { [unowned self] _ in
            if !self.field.textField.isEditing { self.field.editingDidBegin(engine: self.engine) }
        }
        router.attach(tapIn, to: field)
        let tapOut = TapGestureRecognizer(name: "backgroundTap")
        tapOut.addTarget { [unowned self] _ in
            if self.field.textField.isEditing { self.field.editingDidEnd(engine: self.engine) }
        }
        router.attach(tapOut, to: view)
        finishBuilding()
        if !(field.textField.text ?? "").isEmpty {
            field.animateFloatingLabel(isFloating: true, engine: engine)
            engine.advance(toNanoseconds: 0)
        }
    }

    package override func rules(frames: [FrameSample]) -> [String] {
        guard let l = sample(of: field.floatingLabel, in: frames), let c = sample(of: field.containerView, in: frames),
              let f = sample(of: field, in: frames) else { return [] }
        var out: [String] = []
        if l.y < f.y - 0.5 || l.maxY > f.maxY + 0.5 { out.append("floating label (\(l.y)…\(l.maxY)) outside the component (\(f.y)…\(f.maxY))") }
        if l.y + l.height / 2 > c.y + c.height / 2 + 0.5 { out.append("floating label below the field's center line") }
        return out
    }
}
