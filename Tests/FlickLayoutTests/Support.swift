import Testing
@testable import FlickLayout

/// A screen with `views` added as plain subviews.
func makeScreen(_ profile: DeviceProfile = .iPhoneSE, orientation: Orientation = .portrait,
                direction: LayoutDirection = .leftToRight) -> Screen {
    Screen(profile, orientation: orientation, layoutDirection: direction)
}

func R(_ x: Double, _ y: Double, _ w: Double, _ h: Double) -> Rect { Rect(x: x, y: y, width: w, height: h) }

/// A named plain view.
func V(_ name: String) -> View { let v = View(); v.name = name; return v }
