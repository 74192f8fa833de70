import FlickGestures
import FlickLayout
import FlickSim

/// A photo a pinch scales and a swipe flags, a dial a rotation turns, a two-finger pad, and a
/// screen-edge pan that counts how far it came in.
final class PhotoScene: SceneHost {
    let photo = View()
    let dial = View()
    let pad = View()
    let pinch = PinchGestureRecognizer(name: "photoPinch")
    let rotation = RotationGestureRecognizer(name: "dialRotation")
    let swipe = SwipeGestureRecognizer(name: "photoSwipe")
    let edge = ScreenEdgePanGestureRecognizer(name: "edgePan")
    let twoFingerTap = TapGestureRecognizer(name: "padTap")
    let twoFingerPan = PanGestureRecognizer(name: "padPan")
    var scales: [Double] = []
    var angles: [Double] = []
    var swipes = 0
    var edgeTravel = 0.0
    var padTaps = 0
    var padTranslation = Point.zero

    init() throws(SceneError) {
        try super.init(environment: SceneEnvironment())
        photo.name = "photo"; dial.name = "dial"; pad.name = "pad"
        [photo, dial, pad].forEach { root.addSubview($0) }
        photo.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalToSuperview().offset(100)
            make.size.equalTo(240)
        }
        dial.snp.makeConstraints { make in
            make.centerX.equalToSuperview()
            make.top.equalTo(photo.snp.bottom).offset(40)
            make.size.equalTo(160)
        }
        pad.snp.makeConstraints { make in
            make.left.right.equalToSuperview().inset(40)
            make.top.equalTo(dial.snp.bottom).offset(40)
            make.height.equalTo(120)
        }
        pinch.addTarget { [unowned self] _ in
            self.scales.append(self.pinch.scale)
            self.photo.transform = Transform(scaleX: self.pinch.scale, y: self.pinch.scale)
        }
        router.attach(pinch, to: photo)
        swipe.direction = .left
        swipe.addTarget { [unowned self] _ in self.swipes += 1 }
        router.attach(swipe, to: photo)
        rotation.addTarget { [unowned self] _ in
            self.angles.append(self.rotation.rotation)
            self.dial.transform = Transform(rotationAngle: self.rotation.rotation)
        }
        router.attach(rotation, to: dial)
        twoFingerTap.numberOfTouchesRequired = 2
        twoFingerTap.addTarget { [unowned self] _ in self.padTaps += 1 }
        router.attach(twoFingerTap, to: pad)
        twoFingerPan.minimumNumberOfTouches = 2
        twoFingerPan.addTarget { [unowned self] _ in self.padTranslation = self.twoFingerPan.translation(in: self.root) }
        router.attach(twoFingerPan, to: pad)
        edge.edges = .left
        edge.addTarget { [unowned self] _ in self.edgeTravel = self.edge.translation(in: self.root).x }
        router.attach(edge, to: root)
        finishBuilding()
    }
}
