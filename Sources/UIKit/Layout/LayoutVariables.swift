import Cassowary

/// The four unknowns of an item's frame in the layout engine: its origin, in the coordinates of the topmost
/// view of its hierarchy, and its size.
@MainActor
package final class LayoutVariables {
    package let minX: Variable
    package let minY: Variable
    package let width: Variable
    package let height: Variable

    /// `name` is called only to describe a variable, which is rare next to making them.
    init(name: @escaping @Sendable () -> String) {
        minX = Variable("minX", of: name)
        minY = Variable("minY", of: name)
        width = Variable("width", of: name)
        height = Variable("height", of: name)
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
