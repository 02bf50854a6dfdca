import Testing
@testable import CasementPort

/// Selectors named as Swift names them for Objective-C.
@Suite struct ObjCSelectorNameTests {
    @Test(arguments: [
        ("save", [String?](), "save"),
        ("save", [nil], "save:"),
        ("tap", [nil, "for"], "tap:for:"),
        ("tableView", [nil, "didSelectRowAt"], "tableView:didSelectRowAt:"),
        ("handle", ["notification"], "handleWithNotification:"),
        ("move", ["to"], "moveTo:"),
        ("init", ["frame"], "initWithFrame:"),
        ("scroll", ["toTop", "animated"], "scrollToTop:animated:"),
        ("keyboardWillShow", ["notification"], "keyboardWillShowWithNotification:"),
        ("fadeIn", ["duration"], "fadeInDuration:"),
    ])
    func methodSelectors(name: String, labels: [String?], selector: String) {
        #expect(ObjCSelectorName.method(name, labels: labels) == selector)
    }

    @Test func propertySelectors() {
        #expect(ObjCSelectorName.getter("isEnabled") == "isEnabled")
        #expect(ObjCSelectorName.setter("title") == "setTitle:")
    }
}
