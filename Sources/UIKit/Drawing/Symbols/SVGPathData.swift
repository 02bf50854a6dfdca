import CoreGraphics
import Foundation

/// The `d` attribute of an SVG path as a `CGPath`: every command of SVG 1.1, absolute and relative, with implicit
/// repeats, numbers run together as SVG allows (`4-4`, `.5.5`) and one-character arc flags (`a2 2 0 0022 17`).
package struct SVGPathData {
    private let bytes: [UInt8]
    private var index = 0

    /// The path `data` describes; throws where it goes wrong when it is not valid path data.
    package static func path(_ data: String) throws(ParseError) -> CGPath {
        var parser = SVGPathData(bytes: Array(data.utf8))
        return try parser.parse()
    }

    /// Where path data stopped making sense, in bytes from its start.
    package struct ParseError: Error, Equatable {
        package let offset: Int
    }

    private init(bytes: [UInt8]) {
        self.bytes = bytes
    }

    private mutating func parse() throws(ParseError) -> CGPath {
        let path = CGMutablePath()
        var current = CGPoint.zero, subpathStart = CGPoint.zero
        // The control point a smooth curve reflects, and whether the previous command was cubic or quadratic.
        var lastControl: CGPoint?, lastWasCubic = false
        var command: UInt8?
        while true {
            skipSeparators()
            guard index < bytes.count else { break }
            if isCommand(bytes[index]) {
                command = bytes[index]
                index += 1
            } else if command == nil {
                throw ParseError(offset: index)
            }
            guard let letter = command else { break }
            let relative = letter >= UInt8(ascii: "a")
            func point(_ x: CGFloat, _ y: CGFloat) -> CGPoint {
                relative ? CGPoint(x: current.x + x, y: current.y + y) : CGPoint(x: x, y: y)
            }
            var control: CGPoint?, cubic = false
            switch letter | 0x20 {
            case UInt8(ascii: "m"):
                current = point(try number(), try number())
                subpathStart = current
                path.move(to: current)
                // Pairs after a moveto are linetos of the same relativity.
                command = relative ? UInt8(ascii: "l") : UInt8(ascii: "L")
            case UInt8(ascii: "l"):
                current = point(try number(), try number())
                path.addLine(to: current)
            case UInt8(ascii: "h"):
                let x = try number()
                current = CGPoint(x: relative ? current.x + x : x, y: current.y)
                path.addLine(to: current)
            case UInt8(ascii: "v"):
                let y = try number()
                current = CGPoint(x: current.x, y: relative ? current.y + y : y)
                path.addLine(to: current)
            case UInt8(ascii: "c"):
                let c1 = point(try number(), try number()), c2 = point(try number(), try number()), end = point(try number(), try number())
                path.addCurve(to: end, control1: c1, control2: c2)
                (current, control, cubic) = (end, c2, true)
            case UInt8(ascii: "s"):
                let c1 = lastWasCubic ? reflect(lastControl, about: current) : current
                let c2 = point(try number(), try number()), end = point(try number(), try number())
                path.addCurve(to: end, control1: c1, control2: c2)
                (current, control, cubic) = (end, c2, true)
            case UInt8(ascii: "q"):
                let c = point(try number(), try number()), end = point(try number(), try number())
                path.addQuadCurve(to: end, control: c)
                (current, control) = (end, c)
            case UInt8(ascii: "t"):
                let c = !lastWasCubic && lastControl != nil ? reflect(lastControl, about: current) : current
                let end = point(try number(), try number())
                path.addQuadCurve(to: end, control: c)
                (current, control) = (end, c)
            case UInt8(ascii: "a"):
                let rx = try number(), ry = try number(), rotation = try number()
                let largeArc = try flag(), sweep = try flag()
                let end = point(try number(), try number())
                Self.addArc(to: path, from: current, to: end, radii: CGSize(width: rx, height: ry), rotation: rotation,
                            largeArc: largeArc, sweep: sweep)
                current = end
            case UInt8(ascii: "z"):
                path.closeSubpath()
                current = subpathStart
                command = nil
            default:
                throw ParseError(offset: index)
            }
            lastControl = control
            lastWasCubic = cubic
        }
        return path
    }

    private func isCommand(_ byte: UInt8) -> Bool {
        "MmLlHhVvCcSsQqTtAaZz".utf8.contains(byte)
    }

    private func reflect(_ point: CGPoint?, about center: CGPoint) -> CGPoint {
        guard let point else { return center }
        return CGPoint(x: 2 * center.x - point.x, y: 2 * center.y - point.y)
    }

    private mutating func skipSeparators() {
        while index < bytes.count, [UInt8(ascii: " "), UInt8(ascii: ","), UInt8(ascii: "\n"), UInt8(ascii: "\t"), UInt8(ascii: "\r")].contains(bytes[index]) {
            index += 1
        }
    }

    /// An arc flag: exactly one character, 0 or 1, so flags may run into the next number.
    private mutating func flag() throws(ParseError) -> Bool {
        skipSeparators()
        guard index < bytes.count, bytes[index] == UInt8(ascii: "0") || bytes[index] == UInt8(ascii: "1") else {
            throw ParseError(offset: index)
        }
        defer { index += 1 }
        return bytes[index] == UInt8(ascii: "1")
    }

    /// A number: a sign, digits with at most one point, and an exponent; it ends where another number can start.
    private mutating func number() throws(ParseError) -> CGFloat {
        skipSeparators()
        let start = index
        if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
        var sawDigit = false, sawPoint = false
        while index < bytes.count {
            let byte = bytes[index]
            if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                sawDigit = true
            } else if byte == UInt8(ascii: "."), !sawPoint {
                sawPoint = true
            } else {
                break
            }
            index += 1
        }
        if sawDigit, index < bytes.count, bytes[index] | 0x20 == UInt8(ascii: "e") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "-") || bytes[index] == UInt8(ascii: "+") { index += 1 }
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
        }
        guard sawDigit, let value = Double(String(decoding: bytes[start..<index], as: UTF8.self)) else {
            throw ParseError(offset: start)
        }
        return CGFloat(value)
    }

    /// Adds SVG's endpoint arc as the center form Core Graphics draws (SVG 1.1, appendix F.6.5), radii scaled up when
    /// they cannot reach, and a line when a radius is zero.
    private static func addArc(to path: CGMutablePath, from start: CGPoint, to end: CGPoint, radii: CGSize, rotation: CGFloat,
                               largeArc: Bool, sweep: Bool) {
        guard start != end else { return }
        var rx = abs(radii.width), ry = abs(radii.height)
        guard rx > 0, ry > 0 else { return path.addLine(to: end) }
        let phi = rotation * .pi / 180, cosPhi = cos(phi), sinPhi = sin(phi)
        let dx = (start.x - end.x) / 2, dy = (start.y - end.y) / 2
        let x1 = cosPhi * dx + sinPhi * dy, y1 = -sinPhi * dx + cosPhi * dy
        let lambda = (x1 * x1) / (rx * rx) + (y1 * y1) / (ry * ry)
        if lambda > 1 {
            rx *= lambda.squareRoot()
            ry *= lambda.squareRoot()
        }
        let numerator = rx * rx * ry * ry - rx * rx * y1 * y1 - ry * ry * x1 * x1
        let denominator = rx * rx * y1 * y1 + ry * ry * x1 * x1
        var factor = (max(0, numerator) / denominator).squareRoot()
        if largeArc == sweep { factor = -factor }
        let cx1 = factor * rx * y1 / ry, cy1 = -factor * ry * x1 / rx
        let center = CGPoint(x: cosPhi * cx1 - sinPhi * cy1 + (start.x + end.x) / 2,
                             y: sinPhi * cx1 + cosPhi * cy1 + (start.y + end.y) / 2)
        func angle(_ ux: CGFloat, _ uy: CGFloat, _ vx: CGFloat, _ vy: CGFloat) -> CGFloat {
            atan2(ux * vy - uy * vx, ux * vx + uy * vy)
        }
        let theta = angle(1, 0, (x1 - cx1) / rx, (y1 - cy1) / ry)
        var delta = angle((x1 - cx1) / rx, (y1 - cy1) / ry, (-x1 - cx1) / rx, (-y1 - cy1) / ry)
        if !sweep, delta > 0 { delta -= 2 * .pi } else if sweep, delta < 0 { delta += 2 * .pi }
        // A unit circle's arc, stretched to the radii, turned and moved to the center.
        let transform = CGAffineTransform(translationX: center.x, y: center.y).rotated(by: phi).scaledBy(x: rx, y: ry)
        path.addRelativeArc(center: .zero, radius: 1, startAngle: theta, delta: delta, transform: transform)
    }
}
