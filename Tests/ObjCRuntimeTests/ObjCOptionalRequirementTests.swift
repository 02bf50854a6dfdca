import Foundation
import Testing
@testable import ObjCRuntime

/// Asking an object for an optional requirement it may not implement, as ported code does where iOS asks the
/// Objective-C runtime.
@Suite struct ObjCOptionalRequirementTests {
    private final class Pager: NSObject {}

    /// Answers two questions by selector, as a ported delegate's member table does.
    private final class Owner: NSObject, ObjCMemberTableProviding {
        func shouldHighlight(_ pager: Pager, at index: Int) -> Bool { index != 1 }
        func title(at index: Int) -> String? { index == 0 ? "First" : nil }
        var selected: [Int] = []

        class var objcMemberTable: ObjCMemberTable { members }
        private static let members = ObjCMemberTable(methods: [
            "pagerView:shouldHighlightItemAtIndex:": { receiver, arguments in
                (receiver as! Owner).shouldHighlight(arguments[0] as! Pager, at: arguments[1] as! Int)
            },
            "titleAt:": { receiver, arguments in (receiver as! Owner).title(at: arguments[0] as! Int) },
            "select:": { receiver, arguments in
                (receiver as! Owner).selected.append(arguments[0] as! Int)
                return nil
            },
        ])
    }

    private final class Quiet: NSObject {}

    @Test func aMethodNamedAsAFunctionIsTheReceiversOrNil() throws {
        let owner = Owner(), pager = Pager()
        let shouldHighlight = try #require(ObjCOptionalRequirement.function(owner, "pagerView:shouldHighlightItemAtIndex:",
                                                                          taking: Pager.self, Int.self, returning: Bool.self))
        #expect(shouldHighlight(pager, 0) && !shouldHighlight(pager, 1))
        #expect(ObjCOptionalRequirement.function(Quiet(), "pagerView:shouldHighlightItemAtIndex:", taking: Pager.self, Int.self,
                                                 returning: Bool.self) == nil)
        #expect(ObjCOptionalRequirement.function(nil, "pagerView:shouldHighlightItemAtIndex:", taking: Pager.self, Int.self,
                                                 returning: Bool.self) == nil)
        // A method that returns nothing, and one whose answer may be nil.
        let select = try #require(ObjCOptionalRequirement.function(owner, "select:", taking: Int.self, returning: Void.self))
        select(4)
        #expect(owner.selected == [4])
        let title = try #require(ObjCOptionalRequirement.function(owner, "titleAt:", taking: Int.self, returning: String?.self))
        #expect(title(0) == "First" && title(1) == nil)
    }

    @Test func aRequirementsTypeComesFromTheMethodItStandsFor() {
        let owner = Owner()
        // What a default-backed requirement would give; only its type is used.
        let standIn: ((Int) -> String?)? = { _ in "default" }
        let title: String? = ObjCOptionalRequirement.call(owner, "titleAt:", [0], typedAs: standIn)
        #expect(title == "First", "one optional, as optional chaining gives")
        #expect(ObjCOptionalRequirement.call(owner, "titleAt:", [1], typedAs: standIn) == nil)
        #expect(ObjCOptionalRequirement.call(Quiet(), "titleAt:", [0], typedAs: standIn) == nil, "not the stand-in's answer")
        let function = ObjCOptionalRequirement.function(owner, "titleAt:", typedAs: standIn)
        #expect(function?(0) == "First")
        #expect(ObjCOptionalRequirement.function(Quiet(), "titleAt:", typedAs: standIn) == nil)
    }
}
