import Foundation

/// Finds web addresses, email addresses and phone numbers in text, for a text view's `dataDetectorTypes`.
package enum DataDetection {
    private static let webAddress = try! NSRegularExpression(
        pattern: #"\b(?:https?://|www\.)[^\s<>"]+"#, options: [.caseInsensitive])
    private static let emailAddress = try! NSRegularExpression(
        pattern: #"\b[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}\b"#)
    private static let phoneNumber = try! NSRegularExpression(
        pattern: #"(?<![\w+])\+?\(?\d[\d\s().-]{5,}\d(?!\w)"#)

    /// The links in `text` of the kinds `types` names, in order, with the URL each opens.
    package static func links(in text: String, types: UIDataDetectorTypes) -> [(range: NSRange, url: URL)] {
        let string = text as NSString, all = NSRange(location: 0, length: string.length)
        var links: [(range: NSRange, url: URL)] = []
        if types.contains(.link) {
            for match in webAddress.matches(in: text, range: all) {
                var range = match.range
                // Punctuation that ends a sentence ends the address too.
                while range.length > 0, ".,;:!?)'".utf16.contains(string.character(at: range.location + range.length - 1)) { range.length -= 1 }
                let address = string.substring(with: range)
                if let url = URL(string: address.lowercased().hasPrefix("www.") ? "http://" + address : address) { links.append((range, url)) }
            }
            for match in emailAddress.matches(in: text, range: all) where !links.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) {
                if let url = URL(string: "mailto:" + string.substring(with: match.range)) { links.append((match.range, url)) }
            }
        }
        if types.contains(.phoneNumber) {
            for match in phoneNumber.matches(in: text, range: all) where !links.contains(where: { NSIntersectionRange($0.range, match.range).length > 0 }) {
                let number = string.substring(with: match.range)
                let digits = number.filter(\.isNumber)
                guard (7...15).contains(digits.count) else { continue }
                if let url = URL(string: "tel:" + (number.hasPrefix("+") ? "+" : "") + digits) { links.append((match.range, url)) }
            }
        }
        return links.sorted { $0.range.location < $1.range.location }
    }
}
