import CoreGraphics

/// For each leaf layer of a frame, the pixels opaque layers drawn after it cover, which its images need not fill.
///
/// Views scattered over a window overlap, so a full repaint blends many pixels
/// several times when only the last opaque drawing shows. The layers are
/// visited front to back, collecting the whole device pixels that opaque,
/// unanimated layers fill with their background or contents; a leaf behind
/// some of them is painted with those as holes in its clip
/// (`CGContext.withHiddenPixels`).
@MainActor
package struct Occlusion {
    /// The covered rectangles over the leaves, in device pixels, each leaf's together.
    private var holes: [CGRect] = []
    /// Where each leaf that has holes finds them in `holes`.
    private var holesOfLeaf: [ObjectIdentifier: Range<Int>] = [:]
    /// Rectangles of device pixels that layers drawn after the one being visited fill opaquely.
    private var covers: [CGRect] = []
    /// For each square of a grid over the frame, the indices of the covers reaching into it, so a layer looks only
    /// at covers near it.
    private var cells: [[Int]]
    private let columns: Int, rows: Int
    private let scale: CGFloat
    private let time: CFTimeInterval
    private let cull: RectRegion
    /// The side of a grid square in pixels: a small view's size, a little over a hundred points.
    private let cellSide: CGFloat

    /// Works out what covers what in the tree of `root`, drawn into a frame of `pixels` at `scale` at media time
    /// `time`; layers outside `cull` (root points) are not drawn, so they neither cover nor need holes.
    package init(of root: CALayer, pixels: CGSize, scale: CGFloat, time: CFTimeInterval, cull: RectRegion) {
        cellSide = 128 * scale
        columns = max(Int((pixels.width / cellSide).rounded(.up)), 1)
        rows = max(Int((pixels.height / cellSide).rounded(.up)), 1)
        cells = Array(repeating: [], count: columns * rows)
        (self.scale, self.time, self.cull) = (scale, time, cull)
        visit(root, origin: .zero, clip: CGRect(origin: .zero, size: pixels), canCover: true)
    }

    /// The device pixels over `layer` that opaque layers drawn after it cover; nil when none do.
    package func holes(in layer: CALayer) -> ArraySlice<CGRect>? {
        holesOfLeaf[ObjectIdentifier(layer)].map { holes[$0] }
    }

    /// Visits `layer`'s tree front to back. `origin` is where its superlayer's coordinates start in device pixels,
    /// `clip` the device pixels its ancestors' bounds let it fill, and `canCover` whether its ancestors leave its
    /// drawing as it is (opaque, in place, unmasked).
    private mutating func visit(_ layer: CALayer, origin: CGPoint, clip: CGRect, canCover: Bool) {
        guard cull.intersects(layer.renderedSubtreeFrame) else { return }
        let shown = layer.presentation(at: time)
        guard !shown.isHidden, shown.opacity > 0 else { return }
        let transform = shown.transformToSuperlayer
        // Summed as Cairo sums translations, so a cover lands on the pixels the painter fills.
        let offset = CGPoint(x: transform.tx * scale + origin.x, y: transform.ty * scale + origin.y)
        let fills = canCover && shown === layer && shown.opacity == 1 && layer.mask == nil && layer.contentTint == nil
            && !layer.shouldRasterize && transform.a == 1 && transform.b == 0 && transform.c == 0 && transform.d == 1
        // A replicator draws its sublayers in several places, and tinted: they neither cover nor are given holes.
        let sublayers = layer is CAReplicatorLayer ? [] : layer.sublayersInDrawingOrder
        if sublayers.isEmpty {
            let start = holes.count
            addHoles(under: layer.renderedFrame)
            if holes.count > start { holesOfLeaf[ObjectIdentifier(layer)] = start..<holes.count }
        } else {
            let clipsRoundly = shown.masksToBounds && shown.cornerRadius > 0
            let inner = shown.masksToBounds ? clip.intersection(pixelsInside(shown.bounds, at: offset)) : clip
            for sublayer in sublayers.reversed() {
                visit(sublayer, origin: offset, clip: inner, canCover: fills && !clipsRoundly && shown.sublayerMapping == nil)
            }
        }
        // A blurred backdrop reads what was drawn before it, which must then be drawn whole.
        if shown.backdropBlurRadius > 0 { return forgetCovers() }
        if fills, let area = opaqueArea(of: shown) {
            add(clip.intersection(pixelsInside(area, at: offset)))
        }
    }

    /// The part of the layer, in its own coordinates, that its background or its contents fill with opaque pixels.
    private func opaqueArea(of layer: CALayer) -> CGRect? {
        if let background = layer.backgroundColor, background.isOpaque, layer.cornerRadius == 0 { return layer.bounds }
        guard let image = layer.contentsImage, image.hasOnlyOpaquePixels, !layer.masksToBounds || layer.cornerRadius == 0,
              layer.contentsRect == CGRect(x: 0, y: 0, width: 1, height: 1), let (_, frame) = layer.contentsPlacement else { return nil }
        return layer.masksToBounds ? frame.intersection(layer.bounds) : frame
    }

    /// The whole device pixels inside `rect`, a rectangle of coordinates starting at `origin`.
    private func pixelsInside(_ rect: CGRect, at origin: CGPoint) -> CGRect {
        guard !rect.isNull else { return .null }
        let minX = (origin.x + rect.minX * scale).rounded(.up), maxX = (origin.x + rect.maxX * scale).rounded(.down)
        let minY = (origin.y + rect.minY * scale).rounded(.up), maxY = (origin.y + rect.maxY * scale).rounded(.down)
        guard minX < maxX, minY < maxY else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    private mutating func add(_ cover: CGRect) {
        guard !cover.isEmpty else { return }
        let index = covers.count
        covers.append(cover)
        let (columnRange, rowRange) = cellRanges(of: cover)
        for row in rowRange {
            for column in columnRange { cells[row * columns + column].append(index) }
        }
    }

    private mutating func forgetCovers() {
        covers = []
        cells = Array(repeating: [], count: columns * rows)
    }

    /// Adds the covers overlapping `area` (root points), each cut to it, to `holes`.
    private mutating func addHoles(under area: CGRect) {
        guard !area.isNull, !covers.isEmpty else { return }
        let pixels = CGRect(x: area.minX * scale, y: area.minY * scale, width: area.width * scale, height: area.height * scale)
        guard pixels.width.isFinite, pixels.height.isFinite else { return }
        let (columnRange, rowRange) = cellRanges(of: pixels)
        for row in rowRange {
            for column in columnRange {
                for index in cells[row * columns + column] {
                    guard let overlap = covers[index].overlap(with: pixels) else { continue }
                    // A cover reaching into several squares is taken once, from the square its overlap starts in.
                    if cellIndex(overlap.origin.x, columns) == column, cellIndex(overlap.origin.y, rows) == row { holes.append(overlap) }
                }
            }
        }
    }

    /// The columns and rows of the grid squares `rect` (device pixels) reaches into.
    private func cellRanges(of rect: CGRect) -> (columns: ClosedRange<Int>, rows: ClosedRange<Int>) {
        (cellIndex(rect.minX, columns)...cellIndex(rect.maxX, columns), cellIndex(rect.minY, rows)...cellIndex(rect.maxY, rows))
    }

    /// The column or row, of `count`, of the grid square holding the device coordinate `value`.
    private func cellIndex(_ value: CGFloat, _ count: Int) -> Int {
        let index = value / cellSide
        return index <= 0 ? 0 : index >= CGFloat(count - 1) ? count - 1 : Int(index)
    }
}
