import CoreGraphics
import QuartzCore

/// A view that shows that a task is under way: a wheel of eight spokes that turns a spoke at a time.
///
/// The wheel keeps its style's size, centered in the bounds, however large the view is. It turns by a Core
/// Animation animation on a sublayer, so it follows the media clock, and only while the view is in a window.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's size, and its color while `color` is unset.
    open var style: UIActivityIndicatorView.Style = .medium {
        didSet {
            guard style != oldValue else { return }
            invalidateIntrinsicContentSize()
            shapeSpokes()
        }
    }

    /// The spokes' color; setting nil restores the style's.
    open var color: UIColor! {
        get { explicitColor ?? style.defaultColor }
        set {
            explicitColor = newValue
            shapeSpokes()
        }
    }

    /// Whether the indicator is hidden while it is not animating; turning it off shows a stopped indicator.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !started }
    }

    /// Whether the indicator was started and not stopped since; it turns only while it is also in a window.
    open var isAnimating: Bool { started }

    private var started = false
    private var explicitColor: UIColor?
    /// What turns: a sublayer, so the animation leaves the view's own transform to the app.
    private let wheel = CALayer()
    /// The spokes, counterclockwise from the one at twelve o'clock, which is the most opaque.
    private let spokes = (0..<8).map { _ in CAShapeLayer() }
    private static let turnKey = "spin"

    public init(style: UIActivityIndicatorView.Style) {
        self.style = style
        super.init(frame: CGRect(x: 0, y: 0, width: style.side, height: style.side))
        setUp()
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    package override func setUpForDecoding() {
        super.setUpForDecoding()
        setUp()
    }

    private func setUp() {
        isUserInteractionEnabled = false
        isHidden = true
        layer.addSublayer(wheel)
        for spoke in spokes {
            spoke.lineCap = .round
            spoke.fillColor = nil
            wheel.addSublayer(spoke)
        }
        shapeSpokes()
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }

    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    /// Shows the indicator and turns it.
    open func startAnimating() {
        started = true
        isHidden = false
        updateTurning()
    }

    /// Stops the turning, and hides the indicator when `hidesWhenStopped` says so.
    open func stopAnimating() {
        started = false
        if hidesWhenStopped { isHidden = true }
        updateTurning()
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        updateTurning()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        withoutImplicitAnimations { wheel.position = CGPoint(x: bounds.midX, y: bounds.midY) }
    }

    /// Adds the turning animation while the indicator animates in a window and removes it otherwise: a wheel
    /// nobody can see would keep frames coming for ever.
    private func updateTurning() {
        let shouldTurn = started && window != nil
        guard shouldTurn != (wheel.animation(forKey: Self.turnKey) != nil) else { return }
        guard shouldTurn else { return wheel.removeAnimation(forKey: Self.turnKey) }
        // One turn a second in eight steps, the brightest spoke moving on to the next one each time, as on iOS.
        let turn = CAKeyframeAnimation(keyPath: "transform.rotation.z")
        turn.values = spokes.indices.map { CGFloat($0) * 2 * .pi / CGFloat(spokes.count) }
        turn.calculationMode = .discrete
        turn.duration = 1
        turn.repeatCount = .infinity
        wheel.add(turn, forKey: Self.turnKey)
    }

    /// Shapes the spokes for the style and color: rounded bars from a quarter of the side out to the edge, fading
    /// counterclockwise from the top one, so the bright end leads as the wheel turns clockwise.
    private func shapeSpokes() {
        let side = style.side, lineWidth = style.side / 10
        let (inner, outer) = (side / 4, side / 2 - lineWidth / 2)
        let color = color.cgColor
        withoutImplicitAnimations {
            wheel.bounds = CGRect(x: 0, y: 0, width: side, height: side)
            for (index, spoke) in spokes.enumerated() {
                let angle = -CGFloat.pi / 2 - CGFloat(index) * 2 * .pi / CGFloat(spokes.count)
                let path = CGMutablePath()
                path.move(to: CGPoint(x: side / 2 + inner * cos(angle), y: side / 2 + inner * sin(angle)))
                path.addLine(to: CGPoint(x: side / 2 + outer * cos(angle), y: side / 2 + outer * sin(angle)))
                spoke.frame = wheel.bounds
                spoke.path = path
                spoke.lineWidth = lineWidth
                spoke.strokeColor = color
                spoke.opacity = 1 - 0.7 * Float(index) / Float(spokes.count - 1)
            }
        }
    }

    /// Runs `changes` to the wheel's plain layers, which would otherwise animate implicitly: the indicator's
    /// look changes at once, as on iOS.
    private func withoutImplicitAnimations(_ changes: () -> Void) {
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        changes()
        CATransaction.commit()
    }
}
