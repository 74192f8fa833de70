import Foundation
import FlickAnimation
import FlickGestures
import FlickInput
import FlickLayout
import Testing
@testable import FlickSim

/// The text-input rows of docs/UIKIT.md's porting table, compiled: a login form written as
/// UIKit code is, renames only (UIView → View, UITextField → TextField, UITextView →
/// TextView, UITextFieldDelegate → TextFieldDelegate, UITextViewDelegate → TextViewDelegate,
/// UIResponder → Responder, NSRange → TextRange, CGRect → Rect, a selector → the method by
/// its type). The file imports Foundation: NotificationCenter, Notification, OperationQueue
/// and DispatchQueue are FlickSim's all the same.
@Suite struct UIKitTextPortingTests {
    /// The pre-iOS 15 way: a bottom constraint moved by the keyboard notifications, in the
    /// keyboard's own animation; and the iOS 15 way: a button on `keyboardLayoutGuide`.
    final class LoginView: SceneHost, TextFieldDelegate, TextViewDelegate, @unchecked Sendable {
        let usernameField = TextField()
        let passwordField = TextField()
        let notesView = TextView()
        let footer = View()
        let loginButton = View()
        var footerBottom: LayoutConstraint!
        var keyboardHeights: [Double] = []
        var curves: [Int] = []
        var notesChanges = 0
        var changeObserver: NotificationCenter.Token?
        var typed: [String] = []

        init() throws(SceneError) {
            try super.init(environment: SceneEnvironment(profile: .iPhoneSE))
            let view = root
            for v in [usernameField, passwordField, notesView, footer, loginButton] {
                view.addSubview(v)
                v.translatesAutoresizingMaskIntoConstraints = false
            }
            usernameField.placeholder = "Username"
            usernameField.clearButtonMode = .whileEditing
            usernameField.delegate = self
            passwordField.isSecureTextEntry = true
            passwordField.delegate = self
            notesView.isScrollEnabled = false
            notesView.delegate = self
            footerBottom = footer.bottomAnchor.constraint(equalTo: view.bottomAnchor)
            LayoutConstraint.activate([
                usernameField.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 20),
                usernameField.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
                usernameField.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -20),
                passwordField.topAnchor.constraint(equalTo: usernameField.bottomAnchor, constant: 12),
                passwordField.leadingAnchor.constraint(equalTo: usernameField.leadingAnchor),
                passwordField.trailingAnchor.constraint(equalTo: usernameField.trailingAnchor),
                notesView.topAnchor.constraint(equalTo: passwordField.bottomAnchor, constant: 12),
                notesView.leadingAnchor.constraint(equalTo: usernameField.leadingAnchor),
                notesView.widthAnchor.constraint(equalToConstant: 200),
                footer.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                footer.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                footer.heightAnchor.constraint(equalToConstant: 44),
                footerBottom,
            ])
            loginButton.snp.makeConstraints { make in
                make.leading.trailing.equalToSuperview().inset(20)
                make.height.equalTo(50)
                make.bottom.equalTo(view.keyboardLayoutGuide.snp.top).offset(-12)
            }
            NotificationCenter.default.addObserver(self, action: LoginView.keyboardWillShow,
                                                   name: Responder.keyboardWillShowNotification, object: nil)
            NotificationCenter.default.addObserver(self, action: LoginView.keyboardWillHide,
                                                   name: Responder.keyboardWillHideNotification, object: nil)
            changeObserver = NotificationCenter.default.addObserver(forName: TextField.textDidChangeNotification,
                                                                    object: usernameField, queue: .main) { [weak self] n in
                self?.typed.append((n.object as? TextField)?.text ?? "")
            }
            finishBuilding()
        }

        func keyboardWillShow(_ notification: Notification) {
            guard let userInfo = notification.userInfo,
                  let frame = userInfo[Responder.keyboardFrameEndUserInfoKey] as? Rect,
                  let duration = userInfo[Responder.keyboardAnimationDurationUserInfoKey] as? Double,
                  let curve = userInfo[Responder.keyboardAnimationCurveUserInfoKey] as? Int else { return }
            keyboardHeights.append(frame.height)
            curves.append(curve)
            footerBottom.constant = -frame.height
            View.animate(withDuration: duration, delay: 0, options: AnimationOptions(rawValue: UInt(curve) << 16)) {
                self.root.layoutIfNeeded()
            }
        }

        func keyboardWillHide(_ notification: Notification) {
            footerBottom.constant = 0
            View.animate(withDuration: 0.25) { self.root.layoutIfNeeded() }
        }

        func textField(_ textField: TextField, shouldChangeCharactersIn range: TextRange, replacementString string: String) -> Bool {
            let current = textField.text ?? ""
            guard let r = Range(range, in: current) else { return false }
            return current.replacingCharacters(in: r, with: string).count <= 12
        }

        func textFieldShouldReturn(_ textField: TextField) -> Bool {
            if textField === usernameField { passwordField.becomeFirstResponder() } else { view.endEditing(true) }
            return true
        }

        func textViewDidChange(_ textView: TextView) { notesChanges += 1 }

        /// UIViewController's `view`.
        var view: View { root }

        deinit { NotificationCenter.default.removeObserver(self) }
    }

    func tick(_ scene: LoginView, _ t: inout Int64, _ n: Int) {
        for _ in 0..<n { t += 8_333_333; scene.withAmbient { scene.advance(to: t); scene.layout() } }
    }

    @Test func theFormPortsAndBehavesAsOnADevice() throws {
        let scene = try LoginView()
        var t: Int64 = 0
        #expect(scene.loginButton.frame.maxY == 667 - 12)         // iPhone SE: no bottom safe area
        scene.withAmbient { _ = scene.usernameField.becomeFirstResponder() }
        tick(scene, &t, 40)
        #expect(scene.keyboardHeights == [260] && scene.curves == [7])
        #expect(scene.footer.frame.maxY == 667 - 260)
        #expect(scene.loginButton.frame.maxY == 667 - 260 - 12)
        #expect(scene.insertText("averyveryverylongname"))        // the delegate keeps 12 characters
        #expect(scene.usernameField.text == "averyveryver")
        #expect(scene.typed.count == 12)
        #expect(scene.insertText("\npass"))
        #expect(scene.passwordField.isFirstResponder && scene.passwordField.text == "pass")
        #expect(scene.insertText("\n"))                           // endEditing(true): the keyboard goes down
        tick(scene, &t, 40)
        #expect(scene.footer.frame.maxY == 667)
        #expect(scene.loginButton.frame.maxY == 667 - 12)
        scene.withAmbient { _ = scene.notesView.becomeFirstResponder() }
        #expect(scene.insertText("one\ntwo"))
        #expect(scene.notesChanges == 7 && scene.notesView.text == "one\ntwo")
        scene.withAmbient { scene.notificationCenter.removeObserver(scene.changeObserver!) }
        #expect(scene.notificationCenter.observerCount == 2)
    }
}
