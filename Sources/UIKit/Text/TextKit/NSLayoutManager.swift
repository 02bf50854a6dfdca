import CoreGraphics
import Foundation

/// Lays a text storage's characters out in lines inside a text container, and draws and hit-tests them.
///
/// Each UTF-16 unit of the text is one glyph here, so glyph ranges and character ranges are the same ranges.
/// Text is laid out in the first text container. An edit lays out again only from the line before it to where
/// the new lines meet the old ones, so typing into a long text costs what the edited line costs.
open class NSLayoutManager: NSObject, @unchecked Sendable {
    /// The text laid out; the storage keeps its layout managers, so this reference is weak.
    open internal(set) weak var textStorage: NSTextStorage? {
        didSet { invalidateAll() }
    }

    open private(set) var textContainers: [NSTextContainer] = []

    /// Whether line spacing comes from the fonts' leading; fonts here carry it in their line height.
    open var usesFontLeading = true
    open var allowsNonContiguousLayout = false
    open var showsInvisibleCharacters = false
    open var showsControlCharacters = false

    /// The font and color of text without those attributes, which a text view sets to its own.
    package var defaultFont = UIFont.systemFont(ofSize: 12)
    package var defaultColor = UIColor.black

    /// The direction natural-aligned paragraphs start from: a text view sets its own.
    package var layoutDirection = UIUserInterfaceLayoutDirection.leftToRight {
        didSet { if layoutDirection != oldValue { invalidateAll() } }
    }

    /// Ranges shown as links besides those with a `.link` attribute, and the attributes links show in: a text
    /// view's detected links and its `linkTextAttributes`.
    package var linkStyle: (ranges: [NSRange], attributes: [NSAttributedString.Key: Any]) = ([], [:]) {
        didSet { invalidateAll() }
    }

    /// Called after lines changed, with the range of characters laid out again (in the text as it is now).
    package var layoutDidChange: ((NSRange) -> Void)?

    private var breaker = TextLineBreaker()
    private var fragments: [LineFragment] = []
    private var needsFullLayout = true

    public override init() {
        super.init()
    }

    // MARK: Text containers

    open func addTextContainer(_ container: NSTextContainer) {
        insertTextContainer(container, at: textContainers.count)
    }

    open func insertTextContainer(_ container: NSTextContainer, at index: Int) {
        textContainers.insert(container, at: index)
        container.layoutManager = self
        invalidateAll()
    }

    open func removeTextContainer(at index: Int) {
        let container = textContainers.remove(at: index)
        container.layoutManager = nil
        invalidateAll()
    }

    /// The container's size, padding or line limit changed: lay everything out again.
    open func textContainerChangedGeometry(_ container: NSTextContainer) {
        invalidateAll()
    }

    private func invalidateAll() {
        needsFullLayout = true
        layoutDidChange?(NSRange(location: 0, length: textStorage?.length ?? 0))
    }

    // MARK: Edits

    /// Lays out again what an edit of `range` (in the text as it is now), which grew the text by `delta`, changed.
    open func processEditing(for textStorage: NSTextStorage, edited editMask: NSTextStorage.EditActions, range newCharRange: NSRange,
                             changeInLength delta: Int, invalidatedRange invalidatedCharRange: NSRange) {
        guard !needsFullLayout, let source = makeSource() else { return invalidateAll() }
        let changed = relayout(after: newCharRange, delta: delta, attributesChanged: editMask.contains(.editedAttributes), in: source)
        layoutDidChange?(changed)
    }

    /// Drops the layout of `charRange`'s lines; the next question about layout lays them out again.
    open func invalidateLayout(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) {
        actualCharRange?.pointee = NSRange(location: 0, length: textStorage?.length ?? 0)
        invalidateAll()
    }

    open func invalidateDisplay(forCharacterRange charRange: NSRange) {
        layoutDidChange?(charRange)
    }

    // MARK: Laying out

    private func makeSource() -> TextLineBreaker.Source? {
        guard let textStorage, let container = textContainers.first else { return nil }
        let padding = container.lineFragmentPadding
        return TextLineBreaker.Source(storage: textStorage, defaultFont: defaultFont, defaultColor: defaultColor,
                                      width: max(0, container.size.width - 2 * padding), padding: padding,
                                      links: linkStyle.ranges, linkAttributes: linkStyle.attributes,
                                      rightToLeft: layoutDirection == .rightToLeft)
    }

    /// Every line, laid out first if needed.
    package var lineFragments: [LineFragment] {
        ensureLayout()
        return fragments
    }

    private func ensureLayout() {
        guard needsFullLayout else { return }
        needsFullLayout = false
        guard let source = makeSource() else { return fragments = [] }
        fragments = []
        var start = 0, startsParagraph = true
        var paragraph: NSParagraphStyle?
        repeat {
            let line = breaker.line(from: start, startsParagraph: startsParagraph, paragraph: paragraph, in: source)
            fragments.append(line)
            start = line.range.location + line.range.length
            startsParagraph = line.endsParagraph
            paragraph = line.paragraph
        } while needsLine(at: start, after: fragments.last!, in: source)
        placeLines(from: 0)
    }

    /// Whether a line starts at `start`: text is left, or the text ends in a line break, whose empty last line
    /// holds the caret.
    private func needsLine(at start: Int, after previous: LineFragment, in source: TextLineBreaker.Source) -> Bool {
        start < source.length || (start == source.length && previous.range.length > 0 && previous.endsParagraph
                                  && start > 0 && previous.range.location + previous.range.length == start && endsInLineBreak(source))
    }

    private func endsInLineBreak(_ source: TextLineBreaker.Source) -> Bool {
        guard let last = source.string.last else { return false }
        return last == "\n" || last == "\r\n" || last == "\u{2029}"
    }

    /// Sets the tops of the lines from `index` on, each below the one before it.
    private func placeLines(from index: Int) {
        for i in index..<fragments.count {
            let top: CGFloat
            if i == 0 {
                top = 0
            } else {
                let previous = fragments[i - 1]
                top = previous.bottom + fragments[i].spacingBefore + (fragments[i].startsParagraph ? previous.paragraphSpacingAfter : 0)
            }
            let shift = top - fragments[i].line.top
            if shift != 0 {
                fragments[i].line.top += shift
                fragments[i].line.baseline += shift
            }
        }
    }

    /// Lays out again from the line before an edit until a new line starts where an old one did, and moves the
    /// old lines after it. Returns the range of characters whose lines were replaced.
    private func relayout(after edit: NSRange, delta: Int, attributesChanged: Bool, in source: TextLineBreaker.Source) -> NSRange {
        let oldEditEnd = edit.location + edit.length - delta
        var first = lineIndex(containing: edit.location)
        // A deletion can pull a word back onto the line before; a paragraph's style comes from its first line.
        if first > 0, !fragments[first].startsParagraph { first -= 1 }
        let insertedBreak = (source.storage.string as NSString).substring(with: edit).contains(where: \.isNewline)
        let removedBreak = fragments[first...].contains { line in
            line.startsParagraph && line.range.location > edit.location && line.range.location <= oldEditEnd
        }
        // A paragraph's style is its first character's: restyling that character restyles the whole paragraph.
        let restylesParagraph = attributesChanged && (edit.location == 0
            || (source.storage.string as NSString).substring(with: NSRange(location: edit.location - 1, length: 1)).contains(where: \.isNewline))
        let paragraphsChanged = restylesParagraph || insertedBreak || removedBreak
        if paragraphsChanged { while first > 0, !fragments[first].startsParagraph { first -= 1 } }

        var newLines: [LineFragment] = []
        var start = fragments[first].range.location, startsParagraph = fragments[first].startsParagraph
        var paragraph: NSParagraphStyle? = startsParagraph ? nil : fragments[first].paragraph
        var resume = fragments.count
        while true {
            var line = breaker.line(from: start, startsParagraph: startsParagraph, paragraph: paragraph, in: source)
            let old = first + newLines.count
            // A line before the edit that did not change keeps drawing as it did.
            if old < fragments.count, fragments[old].range == line.range,
               line.range.location + line.range.length < edit.location {
                line.identity = fragments[old].identity
            }
            newLines.append(line)
            start = line.range.location + line.range.length
            startsParagraph = line.endsParagraph
            paragraph = line.paragraph
            guard needsLine(at: start, after: line, in: source) else { break }
            if start >= edit.location + edit.length, paragraphsChanged ? startsParagraph : true,
               let match = oldLine(startingAt: start - delta, after: first), fragments[match].startsParagraph == startsParagraph {
                resume = match
                break
            }
        }
        let endOfReplaced = resume < fragments.count ? fragments[resume].range.location + delta : source.length
        for i in resume..<fragments.count { fragments[i].range.location += delta }
        fragments.replaceSubrange(first..<resume, with: newLines)
        placeLines(from: first)
        let from = fragments[first].range.location
        return NSRange(location: from, length: endOfReplaced - from)
    }

    /// The old line (before the edit's shift) that starts at `location`, if any, among those after `index`.
    private func oldLine(startingAt location: Int, after index: Int) -> Int? {
        var low = index + 1, high = fragments.count
        while low < high {
            let middle = (low + high) / 2
            if fragments[middle].range.location < location { low = middle + 1 } else { high = middle }
        }
        return low < fragments.count && fragments[low].range.location == location ? low : nil
    }

    /// The line holding the character at `location`: the last line starting at or before it.
    package func lineIndex(containing location: Int) -> Int {
        var low = 0, high = fragments.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if fragments[middle].range.location <= location { low = middle } else { high = middle - 1 }
        }
        return max(0, low)
    }

    // MARK: Glyphs and characters

    open var numberOfGlyphs: Int { textStorage?.length ?? 0 }

    open func glyphRange(forCharacterRange charRange: NSRange, actualCharacterRange actualCharRange: NSRangePointer?) -> NSRange {
        actualCharRange?.pointee = charRange
        return charRange
    }

    open func characterRange(forGlyphRange glyphRange: NSRange, actualGlyphRange: NSRangePointer?) -> NSRange {
        actualGlyphRange?.pointee = glyphRange
        return glyphRange
    }

    open func characterIndexForGlyph(at glyphIndex: Int) -> Int { glyphIndex }
    open func glyphIndexForCharacter(at charIndex: Int) -> Int { charIndex }

    open func ensureLayout(for container: NSTextContainer) { ensureLayout() }
    open func ensureLayout(forCharacterRange charRange: NSRange) { ensureLayout() }
    open func ensureLayout(forGlyphRange glyphRange: NSRange) { ensureLayout() }

    // MARK: Geometry

    /// How many lines fit the first container: its line limit, and the lines whose bottoms fit its height.
    package var shownLineCount: Int {
        ensureLayout()
        guard let container = textContainers.first else { return 0 }
        var count = fragments.count
        if container.maximumNumberOfLines > 0 { count = min(count, container.maximumNumberOfLines) }
        while count > 1, fragments[count - 1].bottom > container.size.height { count -= 1 }
        return count
    }

    private var shownLines: ArraySlice<LineFragment> { fragments[0..<shownLineCount] }

    /// The characters laid out in `container`.
    open func glyphRange(for container: NSTextContainer) -> NSRange {
        guard container === textContainers.first, let last = shownLines.last else { return NSRange(location: 0, length: 0) }
        return NSRange(location: 0, length: last.range.location + last.range.length)
    }

    /// The rectangle the text uses in `container`: from the leftmost line's text to the rightmost's, down to the
    /// bottom of the last line (the empty line after a final line break included).
    open func usedRect(for container: NSTextContainer) -> CGRect {
        guard container === textContainers.first else { return .zero }
        return shownLines.reduce(CGRect.null) { $0.union(usedRect(of: $1)) }.standardized.integralIfNull
    }

    /// The full-width rectangle of the line holding `glyphIndex`, and that line's characters.
    open func lineFragmentRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let line = line(holding: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = line.range
        return lineRect(of: line)
    }

    /// The part of that line its text covers.
    open func lineFragmentUsedRect(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> CGRect {
        guard let line = line(holding: glyphIndex) else { return .zero }
        effectiveGlyphRange?.pointee = line.range
        return usedRect(of: line)
    }

    /// Where the glyph sits: its left edge on the baseline, from the origin of its line fragment rectangle.
    open func location(forGlyphAt glyphIndex: Int) -> CGPoint {
        guard let line = line(holding: glyphIndex) else { return .zero }
        return CGPoint(x: caretX(at: glyphIndex, in: line), y: line.line.baseline - line.line.top)
    }

    open func textContainer(forGlyphAt glyphIndex: Int, effectiveRange effectiveGlyphRange: NSRangePointer?) -> NSTextContainer? {
        guard let container = textContainers.first, glyphIndex < glyphRange(for: container).upperBound else { return nil }
        effectiveGlyphRange?.pointee = glyphRange(for: container)
        return container
    }

    /// The smallest rectangle holding the glyphs of `glyphRange`: the union of their spans on every line.
    open func boundingRect(forGlyphRange glyphRange: NSRange, in container: NSTextContainer) -> CGRect {
        var rect = CGRect.null
        enumerateEnclosingRects(forGlyphRange: glyphRange, withinSelectedGlyphRange: NSRange(location: NSNotFound, length: 0),
                                in: container) { span, _ in rect = rect.union(span) }
        return rect.isNull ? .zero : rect
    }

    /// Calls `block` with each line that holds glyphs of `glyphRange`: its rectangle, the part its text uses, the
    /// container and its characters. Setting the last argument to true stops.
    open func enumerateLineFragments(forGlyphRange glyphRange: NSRange,
                                     using block: (CGRect, CGRect, NSTextContainer, NSRange, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard let container = textContainers.first else { return }
        var stop = ObjCBool(false)
        for line in shownLines where line.range.length > 0 && NSIntersectionRange(line.range, glyphRange).length > 0 {
            block(lineRect(of: line), usedRect(of: line), container, line.range, &stop)
            if stop.boolValue { return }
        }
    }

    /// Calls `block` with the rectangle `glyphRange` covers on each of its lines: from its start (or the line's text
    /// start) to its end, or to the line's right edge when the range goes on to the next line.
    open func enumerateEnclosingRects(forGlyphRange glyphRange: NSRange, withinSelectedGlyphRange selectedRange: NSRange,
                                      in container: NSTextContainer, using block: (CGRect, UnsafeMutablePointer<ObjCBool>) -> Void) {
        guard container === textContainers.first else { return }
        var stop = ObjCBool(false)
        let end = glyphRange.location + glyphRange.length
        let lines = shownLines
        for (index, line) in zip(lines.indices, lines) {
            let lineEnd = line.range.location + line.range.length, isLast = index == lines.count - 1
            guard line.range.location < end || (glyphRange.length == 0 && line.range.location == end),
                  lineEnd > glyphRange.location || (lineEnd == glyphRange.location && isLast) else { continue }
            if line.line.fragments.contains(where: { BidirectionalLine.needsReordering($0.text) }) {
                // Mixed directions: a rectangle for each run the range reaches.
                var spans: [ClosedRange<CGFloat>] = []
                for (fragment, start) in zip(line.line.fragments, line.fragmentLocations) {
                    let visual = VisualLine(fragment.text, width: measure(fragment)), x = lineOrigin(of: line) + fragment.x
                    spans += visual.spans(from: glyphRange.location - start, to: end - start, width: measure(fragment))
                        .map { (x + $0.lowerBound)...(x + $0.upperBound) }
                }
                for span in VisualLine.merged(spans) {
                    block(CGRect(x: span.lowerBound, y: line.line.top, width: span.upperBound - span.lowerBound, height: line.line.height), &stop)
                    if stop.boolValue { return }
                }
                continue
            }
            let startX = caretX(at: max(glyphRange.location, line.range.location), in: line)
            let endX = end >= lineEnd && !isLast ? container.size.width - container.lineFragmentPadding
                : caretX(at: min(end, lineEnd), in: line)
            block(CGRect(x: startX, y: line.line.top, width: max(0, endX - startX), height: line.line.height), &stop)
            if stop.boolValue { return }
        }
    }

    /// The empty line after a final line break, where the caret goes at the end of such a text; zero without one.
    open var extraLineFragmentRect: CGRect {
        extraLine.map(lineRect(of:)) ?? .zero
    }

    open var extraLineFragmentUsedRect: CGRect {
        extraLine.map(usedRect(of:)) ?? .zero
    }

    open var extraLineFragmentTextContainer: NSTextContainer? {
        extraLine == nil ? nil : textContainers.first
    }

    private var extraLine: LineFragment? {
        guard let last = lineFragments.last, last.range.length == 0, last.range.location > 0 else { return nil }
        return last
    }

    /// The glyph under `point` (or the nearest one), in container coordinates.
    open func glyphIndex(for point: CGPoint, in container: NSTextContainer, fractionOfDistanceThroughGlyph partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        let (index, fraction) = hit(point)
        partialFraction?.pointee = fraction
        return index
    }

    open func glyphIndex(for point: CGPoint, in container: NSTextContainer) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: nil)
    }

    /// The character under `point` (or the nearest one), and how far across it the point is.
    open func characterIndex(for point: CGPoint, in container: NSTextContainer,
                             fractionOfDistanceBetweenInsertionPoints partialFraction: UnsafeMutablePointer<CGFloat>?) -> Int {
        glyphIndex(for: point, in: container, fractionOfDistanceThroughGlyph: partialFraction)
    }

    // MARK: Drawing

    /// Fills the background color attribute's spans of the lines holding `glyphsToShow`, the container's origin at
    /// `origin`.
    open func drawBackground(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        for line in lines(holding: glyphsToShow) {
            let x = origin.x + lineOrigin(of: line)
            for fragment in line.line.fragments {
                guard let background = fragment.style.background else { continue }
                ctx.setFillColor(background.cgColor)
                ctx.fill(CGRect(x: x + fragment.x, y: origin.y + line.line.top, width: fragment.width, height: line.line.height))
            }
        }
    }

    /// Draws the text of the lines holding `glyphsToShow`, its decorations included, the container's origin at
    /// `origin`. A last line cut by the container's line limit ends in an ellipsis when its mode truncates.
    open func drawGlyphs(forGlyphRange glyphsToShow: NSRange, at origin: CGPoint) {
        guard let ctx = UIGraphicsGetCurrentContext() else { return }
        // Backgrounds are drawBackground's; taking them off copies the line, so only lines that have them.
        var lines = lines(holding: glyphsToShow).map { line -> RichTextLayout.Line in
            guard line.line.fragments.contains(where: { $0.style.background != nil }) else { return line.line }
            var drawn = line.line
            for i in drawn.fragments.indices { drawn.fragments[i].style.background = nil }
            return drawn
        }
        if let container = textContainers.first, shownLineCount < fragments.count, let last = lines.last,
           last.top == fragments[shownLineCount - 1].line.top,
           [.byTruncatingTail, .byTruncatingMiddle, .byTruncatingHead].contains(container.lineBreakMode) {
            lines[lines.count - 1] = RichTextLayout.ellipsized(last)
        }
        RichTextLayout(lines: lines).draw(at: origin, width: .greatestFiniteMagnitude, context: ctx)
    }

    // MARK: Positions in lines

    /// The shown lines holding characters of `range`, found by bisection: a text view draws one line at a time.
    private func lines(holding range: NSRange) -> [LineFragment] {
        let count = shownLineCount
        guard count > 0 else { return [] }
        let first = lineIndex(containing: range.location)
        var end = first
        while end < count, fragments[end].range.location < range.location + range.length || end == first { end += 1 }
        return fragments[min(first, count)..<min(end, count)].filter { line in
            line.range.location < range.location + range.length && line.range.location + line.range.length > range.location
        }
    }

    /// The line holding `location`, or the last line for the end of the text.
    package func line(holding location: Int) -> LineFragment? {
        ensureLayout()
        guard !fragments.isEmpty else { return nil }
        return fragments[lineIndex(containing: location)]
    }

    private func lineRect(of line: LineFragment) -> CGRect {
        CGRect(x: 0, y: line.line.top, width: textContainers.first?.size.width ?? 0, height: line.line.height)
    }

    private func usedRect(of line: LineFragment) -> CGRect {
        CGRect(x: lineOrigin(of: line), y: line.line.top, width: line.line.width, height: line.line.height)
    }

    /// Where the line's text starts from the container's left edge: padding and indent, then alignment.
    package func lineOrigin(of line: LineFragment) -> CGFloat {
        let slack = line.line.room - line.line.width
        let shift: CGFloat = switch line.line.alignment {
        case .center: slack / 2
        case .right: slack
        case .left, .natural, .justified: 0
        }
        return line.line.indent + max(0, shift)
    }

    /// The x of the caret before the character at `location` of `line`, from the container's left edge.
    package func caretX(at location: Int, in line: LineFragment) -> CGFloat {
        let origin = lineOrigin(of: line)
        guard let textStorage else { return origin }
        let string = textStorage.string as NSString
        for (fragment, start) in zip(line.line.fragments, line.fragmentLocations) {
            let end = start + fragment.text.utf16.count
            guard location < end else { continue }
            if let visual = visualLine(of: fragment) {
                return origin + fragment.x + visual.caretX(at: location - start, width: measure(fragment))
            }
            guard location > start else { return origin + fragment.x }
            let prefix = Substring(string.substring(with: NSRange(location: start, length: location - start)))
            return origin + fragment.x + breaker.width(of: prefix, style: fragment.style)
        }
        // After the text: spaces hanging at the end of the line.
        let lastEnd = line.line.fragments.last.map { line.fragmentLocations[line.fragmentLocations.count - 1] + $0.text.utf16.count }
            ?? line.range.location
        if location == lastEnd, let fragment = line.line.fragments.last, let visual = visualLine(of: fragment) {
            // The end of mixed-direction text is the trailing edge of its last character.
            return origin + fragment.x + visual.caretX(at: fragment.text.utf16.count, width: measure(fragment))
        }
        guard location > lastEnd else { return origin + line.line.width }
        let hanging = string.substring(with: NSRange(location: lastEnd, length: location - lastEnd)).filter { !$0.isNewline }
        let style = line.line.fragments.last?.style
            ?? RichTextLayout.Style([:], defaultFont: defaultFont, defaultColor: defaultColor, defaultParagraph: line.paragraph)
        return origin + line.line.width + breaker.width(of: Substring(hanging), style: style)
    }

    /// A fragment's text placed run by run when it mixes directions; nil for left-to-right text alone.
    private func visualLine(of fragment: RichTextLayout.Fragment) -> VisualLine? {
        BidirectionalLine.needsReordering(fragment.text) ? VisualLine(fragment.text, width: measure(fragment)) : nil
    }

    private func measure(_ fragment: RichTextLayout.Fragment) -> (Substring) -> CGFloat {
        { piece in self.breaker.width(of: piece, style: fragment.style) }
    }

    /// The leading and trailing edges of the character at `location` of a line with mixed-direction text.
    private func edges(ofCharacterAt location: Int, in line: LineFragment) -> (leading: CGFloat, trailing: CGFloat)? {
        let origin = lineOrigin(of: line)
        for (fragment, start) in zip(line.line.fragments, line.fragmentLocations) where location < start + fragment.text.utf16.count {
            return VisualLine(fragment.text, width: measure(fragment)).edges(ofCharacterAt: location - start, width: measure(fragment))
                .map { (origin + fragment.x + $0.leading, origin + fragment.x + $0.trailing) }
        }
        return nil
    }

    /// The character under `point` and the fraction of its width before the point in reading order.
    private func hit(_ point: CGPoint) -> (Int, CGFloat) {
        let lines = shownLines
        guard let textStorage, let lastLine = lines.last else { return (0, 0) }
        let line = lines.first { point.y < $0.bottom } ?? lastLine
        let string = textStorage.string as NSString
        var boundaries: [Int] = []
        var location = line.range.location
        let end = line.range.location + line.range.length
        while location < end {
            boundaries.append(location)
            location += string.rangeOfComposedCharacterSequence(at: location).length
        }
        // A line break is no place to point at; the caret goes before it.
        while let last = boundaries.last, let scalar = UnicodeScalar(string.character(at: last)),
              CharacterSet.newlines.contains(scalar) { boundaries.removeLast() }
        guard !boundaries.isEmpty else { return (line.range.location, 0) }
        if line.line.fragments.contains(where: { BidirectionalLine.needsReordering($0.text) }) {
            // Characters of right-to-left runs run leftwards: the nearest box, measured from its leading edge.
            var best = (location: line.range.location, fraction: CGFloat(0), distance: CGFloat.infinity)
            for start in boundaries {
                guard let edges = edges(ofCharacterAt: start, in: line) else { continue }
                let distance = VisualLine.distance(from: point.x, to: edges)
                guard distance < best.distance else { continue }
                let fraction = edges.trailing != edges.leading
                    ? min(1, max(0, (point.x - edges.leading) / (edges.trailing - edges.leading))) : 0
                best = (start, fraction, distance)
            }
            return (best.location, best.fraction)
        }
        let xs = boundaries.map { caretX(at: $0, in: line) }
        let lineEndX = caretX(at: end, in: line)
        for (i, start) in boundaries.enumerated() {
            let right = i + 1 < xs.count ? xs[i + 1] : max(lineEndX, xs[i])
            if point.x < right || i == boundaries.count - 1 {
                let width = right - xs[i]
                return (start, width > 0 ? min(1, max(0, (point.x - xs[i]) / width)) : 0)
            }
        }
        return (line.range.location, 0)
    }
}

private extension CGRect {
    var integralIfNull: CGRect { isNull ? .zero : self }
}
