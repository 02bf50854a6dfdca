import UIKit

// Paths, colors, fonts and images built in plain classes, off the main actor, as Apple's SDK allows.

public final class BadgeShapes: NSObject {
    public func heart(in rect: CGRect) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: rect.midX, y: rect.maxY))
        path.addCurve(to: CGPoint(x: rect.minX, y: rect.minY + rect.height / 4),
                      controlPoint1: CGPoint(x: rect.midX - rect.width / 4, y: rect.maxY - rect.height / 4),
                      controlPoint2: CGPoint(x: rect.minX, y: rect.midY))
        path.addArc(withCenter: CGPoint(x: rect.minX + rect.width / 4, y: rect.minY + rect.height / 4),
                    radius: rect.width / 4, startAngle: .pi, endAngle: 0, clockwise: true)
        path.close()
        return path
    }

    public func roundedCopy(of path: UIBezierPath) -> UIBezierPath {
        let copy = path.copy() as! UIBezierPath
        copy.lineWidth = 3
        return copy
    }

    public let accent = UIColor(red: 0.2, green: 0.5, blue: 0.9, alpha: 1)
    public let caption = UIFont.systemFont(ofSize: 12, weight: .medium)
}

public final class Thumbnailer: Sendable {
    public init() {}

    public func thumbnail(of image: UIImage, side: CGFloat) -> UIImage {
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
        return renderer.image { context in
            UIColor.systemGray6.setFill()
            context.fill(CGRect(x: 0, y: 0, width: side, height: side))
            image.draw(in: CGRect(x: 0, y: 0, width: side, height: side))
        }
    }

    public func thumbnailInBackground(of image: UIImage, side: CGFloat, completion: @escaping @Sendable (UIImage) -> Void) {
        DispatchQueue.global(qos: .userInitiated).async {
            let thumbnail = self.thumbnail(of: image, side: side)
            DispatchQueue.main.async { completion(thumbnail) }
        }
    }
}
