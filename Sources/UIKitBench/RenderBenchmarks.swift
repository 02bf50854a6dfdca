import Foundation
import UIKit
@_implementationOnly import CSDL2

/// Frame costs of the layer compositor, side by side with SDL2's software renderer and a plain frame copy.
@MainActor
enum RenderBenchmarks {
    static func run() {
        print("Rendering: 1,000 views of 100x44 pt (cards with rounded corners and borders, labels, image views) in 1280x800 pt")
        print(BenchTable.pad("workload", 52) + BenchTable.pad("median ms", 12) + "ratio")
        let sdl = sdlRectangles()
        let copy = frameCopy()
        var results: [(String, Double, String)] = []
        // The targets, as fractions of SDL's frame: full frames at 1x and 2x, first frames at 1x and 2x.
        let targets: [CGFloat: (full: Double, first: Double)] = [1: (0.08, 0.5), 2: (0.4, 1.0)]
        func note(_ milliseconds: Double, target: Double) -> String {
            "\(BenchTable.ratio(milliseconds, sdl)) of SDL, target <= \(target): \(BenchTable.met(milliseconds <= target * sdl))"
        }
        for scale in [1.0, 2.0] {
            let full = fullFrame(scale: scale), cold = firstFrame(scale: scale)
            results.append(("full frame @\(Int(scale))x (layout + composite)", full, note(full, target: targets[scale]!.full)))
            results.append(("first frame @\(Int(scale))x (scene built, all contents drawn)", cold, note(cold, target: targets[scale]!.first)))
            if scale == 1 {
                let (unchanged, label) = unchangedAndLabelFrames()
                results.append(("unchanged frame @1x", unchanged, "target <= \(unchangedFrameTarget) ms: \(BenchTable.met(unchanged <= unchangedFrameTarget))"))
                results.append(("one label's text changed @1x", label, "target <= \(labelChangeTarget) ms: \(BenchTable.met(label <= labelChangeTarget))"))
            }
        }
        let sdlScene = sdlDrawnScene()
        results.append(("SDL2 software renderer, same 1,000 rects blended", sdl, "1.00 (the floor)"))
        results.append(("SDL2 drawing the same scene, first frame", sdlScene.first, "\(BenchTable.ratio(sdlScene.first, sdl)) of SDL"))
        results.append(("SDL2 drawing the same scene, steady frame", sdlScene.steady, "\(BenchTable.ratio(sdlScene.steady, sdl)) of SDL"))
        results.append(("memcpy of a 1280x800 RGBA frame (the floor)", copy, "\(BenchTable.ratio(copy, sdl)) of SDL"))
        results.append(("393x852 @3x screenshot to PNG", screenshot(), ""))
        for (name, milliseconds, note) in results {
            print(BenchTable.pad(name, 52) + BenchTable.pad(String(format: "%.4f", milliseconds), 12) + note)
        }
        changingSceneSnapshots()
        shadowedRows()
    }

    /// A full repaint of 100 rounded rows with shadows at 2x: their blur kept from the first frame, against blurred on
    /// every repaint (a `shadowPath` of the same outline, which is never kept).
    private static func shadowedRows() {
        func repaint(shadowPath: Bool) -> Double {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            window.screen = UIScreen(bounds: window.bounds, scale: 2)
            let controller = UIViewController()
            for index in 0..<100 {
                let row = UIView(frame: CGRect(x: 16, y: CGFloat(index) * 8 + 4, width: 358, height: 44))
                row.backgroundColor = .systemBackground
                row.layer.cornerRadius = 10
                (row.layer.shadowOpacity, row.layer.shadowRadius, row.layer.shadowOffset) = (0.25, 4, CGSize(width: 0, height: 2))
                if shadowPath { row.layer.shadowPath = UIBezierPath(roundedRect: row.bounds, cornerRadius: 10).cgPath }
                controller.view.addSubview(row)
            }
            window.rootViewController = controller
            window.isHidden = false
            window.compositeFrame()
            var tinted = false
            return Stopwatch.median(runs: 20) {
                tinted.toggle()
                controller.view.backgroundColor = tinted ? .systemGray6 : .systemBackground
                window.compositeFrame()
            }
        }
        let cached = repaint(shadowPath: false), inPlace = repaint(shadowPath: true)
        print(BenchTable.pad("100 rounded rows with shadows, repaint @2x, blur kept", 52) + BenchTable.pad(String(format: "%.4f", cached), 12)
              + BenchTable.ratio(cached, inPlace))
        print(BenchTable.pad("the same, blurred on every repaint", 52) + BenchTable.pad(String(format: "%.4f", inPlace), 12) + "1.00")
    }

    /// What a screenshot test pays per `snapshotImage()` when little changed between two: 200 views (100 labels,
    /// 50 image views, 50 bordered cards) in a 390x844 window at 2x, one label moved and another relabelled each frame.
    private static func changingSceneSnapshots() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.screen = UIScreen(bounds: window.bounds, scale: 2)
        let controller = UIViewController()
        controller.view.backgroundColor = .systemBackground
        var labels: [UILabel] = []
        let photo = UIGraphicsImageRenderer(size: CGSize(width: 90, height: 16)).image { context in
            UIColor.systemTeal.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 90, height: 16))
            UIColor.systemYellow.setFill()
            UIBezierPath(ovalIn: CGRect(x: 37, y: 0, width: 16, height: 16)).fill()
        }
        for index in 0..<200 {
            let frame = CGRect(x: CGFloat(index % 4) * 96 + 3, y: CGFloat(index / 4) * 16.8, width: 90, height: 16)
            switch index % 4 {
            case 0, 2:
                let label = UILabel(frame: frame)
                label.text = "Sighting \(index)"
                label.font = .systemFont(ofSize: 12)
                labels.append(label)
                controller.view.addSubview(label)
            case 1:
                let card = UIView(frame: frame)
                card.layer.borderWidth = 1
                card.layer.borderColor = UIColor.systemIndigo.cgColor
                card.layer.cornerRadius = 4
                controller.view.addSubview(card)
            default:
                let imageView = UIImageView(frame: frame)
                imageView.image = photo
                controller.view.addSubview(imageView)
            }
        }
        window.rootViewController = controller
        window.isHidden = false
        var frame = 0
        func step() {
            frame += 1
            labels[frame % 100].frame.origin.x = CGFloat(3 + frame % 7)
            labels[(frame + 50) % 100].text = "Seen \(frame)"
            _ = window.snapshotImage()
        }
        func average(_ frames: Int) -> Double {
            let start = DispatchTime.now().uptimeNanoseconds
            for _ in 0..<frames { step() }
            return Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000 / Double(frames)
        }
        let first = average(1_000)
        let steady = average(5_000)
        let full = Stopwatch.median(runs: 30) {
            controller.view.backgroundColor = frame.isMultiple(of: 2) ? .systemBackground : .systemGray6
            step()
        }
        print(BenchTable.pad("snapshot per frame, 200 views changing @2x, first 1,000", 52) + BenchTable.pad(String(format: "%.4f", first), 12)
              + "\(BenchTable.ratio(first, full)) of a full repaint")
        print(BenchTable.pad("snapshot per frame, 200 views changing @2x, steady", 52) + BenchTable.pad(String(format: "%.4f", steady), 12)
              + "\(BenchTable.ratio(steady, full)) of a full repaint")
        print(BenchTable.pad("snapshot per frame, 200 views, full repaint @2x", 52) + BenchTable.pad(String(format: "%.4f", full), 12) + "1.00")
        print("target: a changing snapshot <= 0.5 of a full repaint -> \(BenchTable.met(steady <= 0.5 * full && first <= 0.5 * full))")
    }

    /// The scene relaid out and repainted whole from cached contents, as after an expose.
    static func fullFrame(scale: CGFloat) -> Double {
        let scene = BenchScene(scale: scale)
        scene.window.compositeFrame()
        return Stopwatch.median(runs: 30) { scene.redrawEverything() }
    }

    /// The scene built and its first frame drawn, every layer's contents with it, and freed.
    static func firstFrame(scale: CGFloat) -> Double {
        Stopwatch.median(runs: 5, warmup: 0) {
            let scene = BenchScene(scale: scale)
            scene.window.compositeFrame()
        }
    }

    /// A frame at 1x with nothing changed, and one where a label's text changed.
    static func unchangedAndLabelFrames() -> (unchanged: Double, label: Double) {
        let scene = BenchScene(scale: 1)
        scene.window.compositeFrame()
        let unchanged = Stopwatch.median(runs: 200) {
            scene.window.layoutSubtreeIfNeeded()
            scene.window.compositeFrame()
        }
        var counter = 0
        let label = Stopwatch.median(runs: 100) {
            counter += 1
            scene.labels[17].text = "Label \(counter)"
            scene.window.layoutSubtreeIfNeeded()
            scene.window.compositeFrame()
        }
        return (unchanged, label)
    }

    /// A phone screen of cards and labels rendered at 3x and encoded as PNG, as a screenshot test does.
    static func screenshot() -> Double {
        Stopwatch.median(runs: 5) { _ = ListScreen().snapshotImage(size: CGSize(width: 393, height: 852), scale: 3).pngData() }
    }

    /// Repeats one workload of the render table, for a profiler.
    static func profile(_ workload: String, scale: CGFloat) {
        switch workload {
        case "first-frame":
            for _ in 0..<10 { BenchScene(scale: scale).window.compositeFrame() }
        case "full-frame":
            let scene = BenchScene(scale: scale)
            scene.window.compositeFrame()
            for _ in 0..<100 { scene.redrawEverything() }
        case "label-change":
            let scene = BenchScene(scale: scale)
            scene.window.compositeFrame()
            for counter in 0..<5_000 {
                scene.labels[17].text = "Label \(counter)"
                scene.window.layoutSubtreeIfNeeded()
                scene.window.compositeFrame()
            }
        case "self-sizing-cells":
            for _ in 0..<5 { _ = SelfSizingCells.measure(count: 1_000) }
        case "cell-in-code", "xib-cell":
            InterfaceBuilderBenchmarks.makeCells(20_000, fromXib: workload == "xib-cell")
        case "typing":
            _ = EverydayViewBenchmarks.typing()
        default:
            print("Workloads to profile: first-frame, full-frame, label-change, self-sizing-cells, cell-in-code, xib-cell, typing")
        }
    }

    /// Milliseconds a frame may take when one label's text changed.
    static let labelChangeTarget = 0.08

    /// Milliseconds a frame with nothing to repaint may take; an animation frame that changes nothing is held to it too.
    static let unchangedFrameTarget = 0.05

    /// What a user would otherwise reach for: SDL's own renderer filling the scene's rectangles, blended, without anti-aliasing.
    static func sdlRectangles() -> Double {
        guard let surface = SDL_CreateRGBSurfaceWithFormat(0, 1280, 800, 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
              let renderer = SDL_CreateSoftwareRenderer(surface) else { return .nan }
        defer {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        let rects = BenchScene.origins.map { SDL_Rect(x: Int32($0.x), y: Int32($0.y), w: 100, h: 44) }
        return Stopwatch.median(runs: 30) {
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
            SDL_RenderClear(renderer)
            SDL_SetRenderDrawColor(renderer, 0, 122, 255, 204)
            for var rect in rects { SDL_RenderFillRect(renderer, &rect) }
            SDL_RenderFlush(renderer)
        }
    }

    /// The scene as an SDL user would draw it with SDL's software renderer at 1x: each label's text made once into a
    /// texture with SDL_ttf, the photo one shared texture, the cards' rounded fills and borders as triangles for
    /// `SDL_RenderGeometry`. The first frame makes the textures and triangles; a steady frame draws them all again.
    static func sdlDrawnScene() -> (first: Double, steady: Double) {
        let fontFile = FontAssets.directory.appendingPathComponent("Inter-Regular.otf").path
        guard TTF_WasInit() > 0 || TTF_Init() == 0, let font = TTF_OpenFont(fontFile, 17),
              let surface = SDL_CreateRGBSurfaceWithFormat(0, 1280, 800, 32, SDL_PIXELFORMAT_ARGB8888.rawValue),
              let renderer = SDL_CreateSoftwareRenderer(surface) else { return (.nan, .nan) }
        defer {
            SDL_DestroyRenderer(renderer)
            SDL_FreeSurface(surface)
            TTF_CloseFont(font)
        }
        SDL_SetRenderDrawBlendMode(renderer, SDL_BLENDMODE_BLEND)
        var textures: [OpaquePointer?] = []
        var cards: [(fill: [SDL_Vertex], border: [SDL_Vertex])] = []
        func release() {
            textures.forEach { SDL_DestroyTexture($0) }
            textures = []
            cards = []
        }
        defer { release() }
        var labels: [(texture: OpaquePointer?, rect: SDL_Rect)] = []
        var photo: OpaquePointer?
        func build() {
            photo = Self.photoTexture(renderer)
            textures.append(photo)
            for (index, origin) in BenchScene.origins.enumerated() where index % 3 != 2 {
                if index % 3 == 0 {
                    cards.append(Self.roundedCard(at: origin))
                    continue
                }
                guard let text = TTF_RenderUTF8_Blended(font, "Label \(index)", SDL_Color(r: 0, g: 0, b: 0, a: 255)) else { continue }
                let texture = SDL_CreateTextureFromSurface(renderer, text)
                let (width, height) = (text.pointee.w, text.pointee.h)
                SDL_FreeSurface(text)
                textures.append(texture)
                labels.append((texture, SDL_Rect(x: Int32(origin.x) + (100 - width) / 2, y: Int32(origin.y) + (44 - height) / 2, w: width, h: height)))
            }
        }
        func draw() {
            SDL_SetRenderDrawColor(renderer, 255, 255, 255, 255)
            SDL_RenderClear(renderer)
            var card = 0, label = 0
            for (index, origin) in BenchScene.origins.enumerated() {
                switch index % 3 {
                case 0:
                    SDL_RenderGeometry(renderer, nil, cards[card].fill, Int32(cards[card].fill.count), nil, 0)
                    SDL_RenderGeometry(renderer, nil, cards[card].border, Int32(cards[card].border.count), nil, 0)
                    card += 1
                case 1:
                    guard label < labels.count else { continue }
                    var rect = labels[label].rect
                    SDL_RenderCopy(renderer, labels[label].texture, nil, &rect)
                    label += 1
                default:
                    var rect = SDL_Rect(x: Int32(origin.x), y: Int32(origin.y), w: 100, h: 44)
                    SDL_RenderCopy(renderer, photo, nil, &rect)
                }
            }
            SDL_RenderFlush(renderer)
        }
        let first = Stopwatch.median(runs: 5, warmup: 0) {
            release()
            labels = []
            build()
            draw()
        }
        let steady = Stopwatch.median(runs: 30) { draw() }
        return (first, steady)
    }

    /// The bench scene's photo, a teal field with a yellow disc, as a texture.
    private static func photoTexture(_ renderer: OpaquePointer) -> OpaquePointer? {
        guard let image = SDL_CreateRGBSurfaceWithFormat(0, 100, 44, 32, SDL_PIXELFORMAT_ARGB8888.rawValue) else { return nil }
        defer { SDL_FreeSurface(image) }
        let pixels = image.pointee.pixels.assumingMemoryBound(to: UInt32.self)
        let stride = Int(image.pointee.pitch) / 4
        for y in 0..<44 {
            for x in 0..<100 {
                let (dx, dy) = (Double(x) + 0.5 - 46, Double(y) + 0.5 - 22)
                pixels[y * stride + x] = dx * dx + dy * dy <= 256 ? 0xFFFF_CC00 : 0xFF30_B0C7
            }
        }
        return SDL_CreateTextureFromSurface(renderer, image)
    }

    /// A 100x44 card at `origin` with a 10-point corner radius: its fill as a fan of triangles, its 1-point border as
    /// a ring of them, six segments to a corner.
    private static func roundedCard(at origin: CGPoint) -> (fill: [SDL_Vertex], border: [SDL_Vertex]) {
        func outline(inset: Float) -> [SDL_FPoint] {
            let (x, y, radius) = (Float(origin.x) + inset, Float(origin.y) + inset, 10 - inset)
            let (width, height) = (100 - 2 * inset, 44 - 2 * inset)
            let centers = [(x + width - radius, y + radius), (x + width - radius, y + height - radius),
                           (x + radius, y + height - radius), (x + radius, y + radius)]
            return centers.enumerated().flatMap { corner, center in
                (0...6).map { step -> SDL_FPoint in
                    let angle = (Float(corner) - 1 + Float(step) / 6) * .pi / 2
                    return SDL_FPoint(x: center.0 + radius * cos(angle), y: center.1 + radius * sin(angle))
                }
            }
        }
        let fillColor = SDL_Color(r: 0, g: 122, b: 255, a: 204), borderColor = SDL_Color(r: 88, g: 86, b: 214, a: 255)
        let outer = outline(inset: 0), inner = outline(inset: 1)
        let center = SDL_FPoint(x: Float(origin.x) + 50, y: Float(origin.y) + 22)
        var fill: [SDL_Vertex] = [], border: [SDL_Vertex] = []
        for index in inner.indices {
            let next = (index + 1) % inner.count
            for point in [center, inner[index], inner[next]] {
                fill.append(SDL_Vertex(position: point, color: fillColor, tex_coord: SDL_FPoint()))
            }
            for point in [outer[index], outer[next], inner[index], inner[index], outer[next], inner[next]] {
                border.append(SDL_Vertex(position: point, color: borderColor, tex_coord: SDL_FPoint()))
            }
        }
        return (fill, border)
    }

    private static func frameCopy() -> Double {
        let count = 1280 * 800 * 4
        let source = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        let destination = UnsafeMutableRawPointer.allocate(byteCount: count, alignment: 64)
        defer {
            source.deallocate()
            destination.deallocate()
        }
        memset(source, 7, count)
        return Stopwatch.median(runs: 50) { memcpy(destination, source, count) }
    }
}

/// A phone screen for the screenshot benchmark: a title and a list of rows with pictures and two lines of text.
@MainActor
private final class ListScreen: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = .systemGroupedBackground
        let title = UILabel(frame: CGRect(x: 16, y: 32, width: 361, height: 41))
        title.text = "Screenshot"
        title.font = .systemFont(ofSize: 34, weight: .bold)
        view.addSubview(title)
        for row in 0..<9 {
            let card = UIView(frame: CGRect(x: 16, y: 90 + CGFloat(row) * 84, width: 361, height: 76))
            card.backgroundColor = .secondarySystemGroupedBackground
            card.layer.cornerRadius = 12
            let icon = UIView(frame: CGRect(x: 12, y: 12, width: 52, height: 52))
            icon.backgroundColor = [.systemRed, .systemGreen, .systemOrange][row % 3]
            icon.layer.cornerRadius = 10
            let name = UILabel(frame: CGRect(x: 76, y: 14, width: 270, height: 22))
            name.text = "Row \(row + 1)"
            name.font = .preferredFont(forTextStyle: .headline)
            let detail = UILabel(frame: CGRect(x: 76, y: 40, width: 270, height: 20))
            detail.text = "Secondary text for row \(row + 1)"
            detail.textColor = .secondaryLabel
            for subview in [icon, name, detail] { card.addSubview(subview) }
            view.addSubview(card)
        }
    }
}
