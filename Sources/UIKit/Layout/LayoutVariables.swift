import Cassowary

/// The four unknowns of an item's frame in the layout engine: its origin, in the coordinates of the topmost
/// view of its hierarchy, and its size.
@MainActor
package final class LayoutVariables {
    package let minX: Variable
    package let minY: Variable
    package let width: Variable
    package let height: Variable

    init(name: String) {
        minX = Variable("\(name).minX")
        minY = Variable("\(name).minY")
        width = Variable("\(name).width")
        height = Variable("\(name).height")
    }

    nonisolated var all: [Variable] { [minX, minY, width, height] }

    /// The expression for an edge, center or dimension; margin and baseline attributes are resolved before.
    func expression(_ attribute: NSLayoutConstraint.Attribute) -> LinearExpression {
        switch attribute {
        case .left, .leading: LinearExpression(minX)
        case .right, .trailing: minX + width
        case .top: LinearExpression(minY)
        case .bottom: minY + height
        case .width: LinearExpression(width)
        case .height: LinearExpression(height)
        case .centerX: minX + 0.5 * width
        case .centerY: minY + 0.5 * height
        default: LinearExpression(0)
        }
    }

    /// The frame the engine solved for, in topmost coordinates.
    var solvedFrame: CGRect {
        let engine = LayoutEngine.shared
        return CGRect(x: engine.value(of: minX), y: engine.value(of: minY), width: engine.value(of: width), height: engine.value(of: height))
    }
}
