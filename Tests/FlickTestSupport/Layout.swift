import FlickLayout

/// A screen on `profile` (default iPhone SE, portrait, left to right).
package func makeScreen(_ profile: DeviceProfile = .iPhoneSE, orientation: Orientation = .portrait,
                        direction: LayoutDirection = .leftToRight) -> Screen {
    Screen(profile, orientation: orientation, layoutDirection: direction)
}

/// `Rect(x:y:width:height:)`, points.
package func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// A named plain view.
package func V(_ name: String) -> View { let v = View(); v.name = name; return v }
