import Testing
@testable import CasementPort

/// Single constructs through the port, text in and text out.
@Suite struct TargetPortTests {
    private func port(_ text: String) -> String {
        TargetPort(files: [TargetPort.File(path: "File.swift", text: text)]).run().files[0].text
    }

    @Test func aPublicProtocolsDefaultsArePublicAndItStaysClassBound() {
        let ported = port("""
            @objc public protocol Source {
                @objc optional func cancel()
            }
            """)
        #expect(ported.contains("public protocol Source: AnyObject {\n    func cancel()\n}"))
        #expect(ported.contains("extension Source {\n    public func cancel() {}\n}"))
    }

    @Test func sceneDelegatesGetTheInitializerUIKitMakesThemWith() {
        let ported = port("""
            class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                var window: UIWindow?
            }
            final class Other: UIResponder, UIWindowSceneDelegate {}
            """)
        #expect(ported.contains("    required override init() {\n        super.init()\n    }\n}\nfinal class Other"))
    }

    @Test func anEscapingClosureParameterIsCastWithoutItsAttribute() {
        let ported = port("""
            class Menu: NSObject {
                @objc func add(title: String, handler: @escaping (Int) -> Void) {}
            }
            """)
        #expect(ported.contains("(receiver as! Menu).add(title: arguments[0] as! String, handler: arguments[1] as! ((Int) -> Void))"))
    }

    @Test func aSwiftRootClassWithObjCMethodsGetsARootTable() {
        let ported = port("""
            final class Listener {
                @objc func keyboardWillShow(_ notification: Notification) {}
            }
            """)
        #expect(ported.contains("final class Listener: ObjCMemberTableProviding {"))
        #expect(ported.contains("class var objcMemberTable: ObjCMemberTable { casementObjCMembers }"))
    }
}
