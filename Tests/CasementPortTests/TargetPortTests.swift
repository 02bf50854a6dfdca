import Foundation
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

    /// FSPagerView's delegate: optional requirements sharing a base name, told apart by their labels, with selectors
    /// of their own; those returning a value are asked at run time whether called or named as a function.
    @Test func optionalRequirementsSharingABaseNameAreToldApartAndNamedAsFunctions() {
        let ported = port("""
            @objc protocol PagerDelegate: NSObjectProtocol {
                @objc(pagerView:shouldHighlightItemAtIndex:)
                optional func pagerView(_ pagerView: Pager, shouldHighlightItemAt index: Int) -> Bool
                @objc(pagerView:didHighlightItemAtIndex:)
                optional func pagerView(_ pagerView: Pager, didHighlightItemAt index: Int)
                optional func pagerView(_ pagerView: Pager, transform: (Int) -> Int) -> Int
            }
            class Pager {
                weak var delegate: PagerDelegate?
                func highlight(_ index: Int) -> Bool {
                    delegate?.pagerView?(self, didHighlightItemAt: index)
                    if let didHighlight = delegate?.pagerView(_:didHighlightItemAt:) { didHighlight(self, index) }
                    guard let function = self.delegate?.pagerView(_:shouldHighlightItemAt:) else { return true }
                    return function(self, index) && delegate?.pagerView?(self, shouldHighlightItemAt: index) ?? true
                }
                var transformed: Int { delegate?.pagerView(_:transform:).map { $0(self, { $0 }) } ?? 0 }
            }
            final class Owner: NSObject, PagerDelegate {
                func pagerView(_ pagerView: Pager, shouldHighlightItemAt index: Int) -> Bool { true }
            }
            """)
        #expect(ported.hasPrefix("""
            import ObjCRuntime
            protocol PagerDelegate: NSObjectProtocol {
                func pagerView(_ pagerView: Pager, didHighlightItemAt index: Int)
            }
            """), "the one returning nothing stays, with a default, and the import goes before the `@objc` that went")
        #expect(ported.contains("        delegate?.pagerView(self, didHighlightItemAt: index)\n"))
        #expect(ported.contains("""
            if let didHighlight = ObjCOptionalRequirement.function(delegate, "pagerView:didHighlightItemAtIndex:", \
            typedAs: delegate?.pagerView(_:didHighlightItemAt:)) {
            """), "named as a function, one with a default is asked too, its default giving the type")
        #expect(ported.contains("""
            guard let function = ObjCOptionalRequirement.function(self.delegate, "pagerView:shouldHighlightItemAtIndex:", \
            taking: Pager.self, Int.self, returning: Bool.self) else { return true }
            """))
        #expect(ported.contains("""
            function(self, index) && ObjCOptionalRequirement.call(delegate, "pagerView:shouldHighlightItemAtIndex:", [self, index], \
            returning: Bool.self) ?? true
            """))
        #expect(ported.contains("""
            ObjCOptionalRequirement.function(delegate, "pagerView:transform:", taking: Pager.self, ((Int) -> Int).self, returning: Int.self)
            """), "a function type is parenthesized to name its metatype")
        // The owner answers to the protocol's selector.
        #expect(ported.contains(#""pagerView:shouldHighlightItemAtIndex:": { receiver, arguments in"#))
    }

    /// `guard let count = delegate?.numberOfItems`: a requirement named as a function without its labels is the one
    /// optional method of that base name, when no other requirement and no property has it; otherwise the port
    /// cannot tell which member it is, and says so where it stands.
    @Test func optionalRequirementsNamedWithoutLabelsArePortedWhenTheirBaseNameIsUnambiguous() {
        let (files, diagnostics) = TargetPort(files: [TargetPort.File(path: "File.swift", text: """
            @objc protocol PagerDataSource {
                @objc optional func numberOfItems(in pagerView: Pager) -> Int
                @objc optional func pagerView(_ pagerView: Pager, titleForItemAt index: Int) -> String
                @objc optional func pagerViewDidScroll(_ pagerView: Pager)
                @objc optional func spacing(in pagerView: Pager) -> Double
            }
            @objc protocol PagerDelegate {
                @objc optional func pagerView(_ pagerView: Pager, didSelectItemAt index: Int)
            }
            class Pager {
                weak var dataSource: PagerDataSource?
                weak var delegate: PagerDelegate?
                var spacing = 8.0
                func reload() -> Int {
                    if let didScroll = dataSource?.pagerViewDidScroll { didScroll(self) }
                    let title = dataSource?.pagerView
                    _ = (title, dataSource?.spacing, self.spacing, dataSource?.numberOfItems?(in: self))
                    guard let count = self.dataSource?.numberOfItems else { return 0 }
                    next?.spacing = 10
                    next?.spacing += 1
                    return count(self)
                }
                var next: Pager?
            }
            final class Source: NSObject, PagerDataSource {
                func pagerViewDidScroll(_ pagerView: Pager) {}
            }
            """)]).run()
        let ported = files[0].text
        #expect(ported.contains("""
            guard let count = ObjCOptionalRequirement.function(self.dataSource, "numberOfItemsIn:", taking: Pager.self, returning: Int.self) \
            else { return 0 }
            """), "one optional method has the name, and nothing else")
        #expect(ported.contains("""
            if let didScroll = ObjCOptionalRequirement.function(dataSource, "pagerViewDidScroll:", typedAs: dataSource?.pagerViewDidScroll(_:)) \
            { didScroll(self) }
            """), "one with a default is asked too, named with its labels for its type")
        #expect(ported.contains(#""pagerViewDidScroll:": { receiver, arguments in"#), "its implementations join their member tables")
        #expect(ported.contains("let title = dataSource?.pagerView\n"))
        #expect(ported.contains("_ = (title, dataSource?.spacing, self.spacing, ObjCOptionalRequirement.call(dataSource, \"numberOfItemsIn:\""),
                "left where it is ambiguous, and calls and a class's own members are not named as functions")
        #expect(ported.contains("next?.spacing = 10\n        next?.spacing += 1\n"), "a property set is no function, nor reported")
        #expect(diagnostics.map(\.description) == [
            "File.swift:16:33: warning: \"pagerView\" without labels may be any of the optional requirements "
                + "PagerDataSource.pagerView(_:titleForItemAt:), PagerDelegate.pagerView(_:didSelectItemAt:): write the labels of the one it names",
            "File.swift:17:33: warning: \"spacing\" without labels may be the optional requirement PagerDataSource.spacing(in:) "
                + "or a property of that name: write the labels if it is the requirement",
        ])
    }

    /// UIKit's optional requirements that return a value have defaults here, which answer where iOS gives nil: asked
    /// with `?` or named as functions, they are asked of the object's member table, which the implementations join.
    @Test func uikitsValueRequirementsAskedWithoutKnowingTheyAreImplementedAreAskedAtRunTime() {
        let ported = port("""
            import UIKit
            final class Layout: UICollectionViewLayout {
                var delegate: UICollectionViewDelegateFlowLayout? { collectionView?.delegate as? UICollectionViewDelegateFlowLayout }
                func size(_ indexPath: IndexPath) -> CGSize {
                    if let size = delegate?.collectionView(_:layout:sizeForItemAt:) { return size(collectionView!, self, indexPath) }
                    return delegate?.collectionView?(collectionView!, layout: self, sizeForItemAt: indexPath) ?? .zero
                }
            }
            final class Sizer: NSObject, UICollectionViewDelegateFlowLayout {
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    sizeForItemAt indexPath: IndexPath) -> CGSize { .zero }
                func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                                    insetForSectionAt section: Int) -> UIEdgeInsets { .zero }
                var ownSize: (UICollectionView, UICollectionViewLayout, IndexPath) -> CGSize { self.collectionView(_:layout:sizeForItemAt:) }
            }
            """)
        #expect(ported.contains("""
            if let size = ObjCOptionalRequirement.function(delegate, "collectionView:layout:sizeForItemAt:", \
            typedAs: delegate?.collectionView(_:layout:sizeForItemAt:)) {
            """))
        #expect(ported.contains("""
            return ObjCOptionalRequirement.call(delegate, "collectionView:layout:sizeForItemAt:", [collectionView!, self, indexPath], \
            typedAs: delegate?.collectionView(_:layout:sizeForItemAt:)) ?? .zero
            """))
        #expect(ported.contains(#""collectionView:layout:sizeForItemAt:": { receiver, arguments in"#))
        #expect(!ported.contains("insetForSectionAt:\""), "a method nothing asks for this way stays out of the table")
        #expect(ported.contains("{ self.collectionView(_:layout:sizeForItemAt:) }"), "a class's own method, which it has, is left alone")
    }

    @Test func theObjectiveCModuleIsImportedByItsNameHere() {
        let ported = port("""
            import Foundation
            import ObjectiveC

            func attach(_ value: Any, to object: AnyObject) {}
            """)
        #expect(ported == """
            import Foundation
            import ObjCRuntime

            func attach(_ value: Any, to object: AnyObject) {}
            """)
    }

    @Test func classesAnInterfaceFileMakesByNameGetAMakerOnlyWhenTheyHaveAnInit() {
        let xib = """
            <objects><customObject id="a" customClass="Source" customModuleProvider="target"/>
            <customObject id="b" customClass="Keyed"/><tapGestureRecognizer id="c" customClass="Tap"/>
            <pongPressGestureRecognizer id="d" customClass="Press"/><view id="e" customClass="Card"/></objects>
            """
        let named = FolderPort.namedClasses(inInterface: xib)
        #expect(named == ["Source", "Keyed", "Tap", "Press"], "views are made through init(coder:) instead")
        let (files, diagnostics) = TargetPort(files: [TargetPort.File(path: "File.swift", text: """
            class Source: NSObject {
                override init() { super.init() }
                init(count: Int) { super.init() }
            }
            class Keyed: NSObject {
                init(key: String) { super.init() }
            }
            class Tap: UITapGestureRecognizer {
                init(kind: Int) { super.init(target: nil, action: nil) }
            }
            class Press: UILongPressGestureRecognizer {}
            """)], interfaceClasses: named).run()
        let text = files[0].text
        #expect(text.contains("class Source: NSObject, ObjCInstantiable {"))
        #expect(text.contains("    class func objcInstantiate() -> AnyObject? { Source() }\n    @MainActor func awakeFromNib() {}"))
        #expect(text.contains("    class func objcInstantiate() -> AnyObject? { Press() }"))
        #expect(text.contains("    class func objcInstantiate() -> AnyObject? { nil }"))
        #expect(diagnostics.map(\.message) == [
            "Keyed is made by a storyboard or xib, but has no init() to make it with, so the file leaves it out",
            "Tap is made by a storyboard or xib, but has no init() to make it with, so the file leaves it out",
        ])
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

    @Test func selectorsNameGettersSettersAndExplicitObjCNames() {
        let ported = port("""
            class Player: NSObject {
                @objc dynamic var isPlaying = false
                @objc(startPlayingAt:) func start(at time: Double) {}
                func wire(_ button: UIButton) {
                    _ = #selector(getter: isPlaying)
                    _ = #selector(setter: Player.isPlaying)
                    _ = #selector(start(at:))
                    _ = #selector(Self.start)
                }
            }
            """)
        #expect(ported.contains("_ = Selector(\"isPlaying\")\n        _ = Selector(\"setIsPlaying:\")"))
        #expect(ported.contains("_ = Selector(\"startPlayingAt:\")\n        _ = Selector(\"startPlayingAt:\")"))
        #expect(ported.contains("\"startPlayingAt:\": { receiver, arguments in"))
        #expect(ported.contains("var isPlaying = false") && !ported.contains("dynamic"))
    }

    @Test func anOverrideInAnotherFilesExtensionMovesIntoItsClassWithItsImports() {
        let (files, diagnostics) = TargetPort(files: [
            TargetPort.File(path: "A.swift", text: "import UIKit\n\nclass Screen: UIViewController {\n    var log: [String] = []\n}\n"),
            TargetPort.File(path: "B.swift", text: """
                import UIKit
                import os

                extension Screen {
                    private func note() { log.append("note") }

                    override func viewDidLoad() {
                        super.viewDidLoad()
                        note()
                    }
                }
                """),
        ]).run()
        #expect(diagnostics.isEmpty)
        #expect(files[0].text.hasPrefix("import UIKit\nimport os\n"))
        #expect(files[0].text.contains("    override func viewDidLoad() {\n        super.viewDidLoad()\n        note()\n    }\n}"))
        // What stays is called from A.swift now.
        #expect(!files[1].text.contains("override") && files[1].text.contains("    func note()") && !files[1].text.contains("private"))
    }

    @Test func aGenericClassWithObjCMembersIsReported() {
        let (_, diagnostics) = TargetPort(files: [TargetPort.File(path: "Box.swift", text: """
            class Box<Item>: NSObject {
                @objc func open() {}
            }
            """)]).run()
        #expect(diagnostics.map(\.message) == ["Box is generic, so its @objc members get no member table and cannot be reached by selector"])
    }

    @Test func anAppStartedFromMainSwiftCarriesItsInfoPlistOnItsDelegate() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("casement-main-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("in"), withIntermediateDirectories: true)
        try "import UIKit\n\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n"
            .write(to: folder.appendingPathComponent("in/AppDelegate.swift"), atomically: true, encoding: .utf8)
        try "import UIKit\n\nUIApplicationMain(CommandLine.argc, CommandLine.unsafeArgv, nil, \"App.AppDelegate\")\n"
            .write(to: folder.appendingPathComponent("in/main.swift"), atomically: true, encoding: .utf8)
        let plist = try PropertyListSerialization.data(fromPropertyList: ["CFBundleDisplayName": "Main"], format: .xml, options: 0)
        try plist.write(to: folder.appendingPathComponent("in/Info.plist"))
        let diagnostics = try FolderPort(input: folder.appendingPathComponent("in"), output: folder.appendingPathComponent("out")).run()
        #expect(diagnostics.isEmpty)
        let source = try String(contentsOf: folder.appendingPathComponent("out/Info.plist.swift"), encoding: .utf8)
        #expect(source.contains("extension AppDelegate: InfoPlistProviding {") && source.contains("\"CFBundleDisplayName\": \"Main\","))
    }
}

extension TargetPortTests {
    @Test func tableCellsWithInitializersOfTheirOwnKeepCompiling() {
        let ported = port("""
            class BirdCell: UITableViewCell {
                let bird: String
                init(bird: String) {
                    self.bird = bird
                    super.init(style: .subtitle, reuseIdentifier: nil)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class RowCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class StoryCell: UITableViewCell {
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class FrameCell: UITableViewCell {
                override init(frame: CGRect) { super.init(style: .default, reuseIdentifier: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        // A cell the app makes with its own initializer, or a storyboard makes, gets the initializer a table would
        // use, which stops.
        #expect(ported.contains("required init?(coder: NSCoder) { fatalError() }\n\n    // casement-port: a table makes instances"))
        #expect(ported.contains("required init?(coder: NSCoder) { super.init(coder: coder) }\n\n    // casement-port: a table makes instances"))
        #expect(ported.components(separatedBy: "required convenience init(frame: CGRect)").count == 3, "only BirdCell and StoryCell")
        // One that overrides the table's initializer inherits it.
        #expect(ported.contains("class RowCell: UITableViewCell {\n    override init(style"))
        // One that declares it marks it required, which implies `override`.
        #expect(ported.contains("    required init(frame: CGRect) { super.init(style: .default, reuseIdentifier: nil) }"))
    }

    @Test func collectionViewCellsWithInitializersOfTheirOwnKeepCompiling() {
        let ported = port("""
            class PhotoCell: UICollectionViewCell {
                @IBOutlet var imageView: UIImageView!
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            class TagCell: UICollectionViewListCell {
                let tag: String
                init(tag: String) {
                    self.tag = tag
                    super.init(frame: .zero)
                }
                required init?(coder: NSCoder) { fatalError() }
            }
            class HeaderView: UICollectionReusableView {
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """)
        #expect(ported.contains("required init?(coder: NSCoder) { super.init(coder: coder) }\n\n    // casement-port: a collection view makes"))
        #expect(ported.contains("    required convenience init(reuseFrame: CGRect) {\n        fatalError(\"\\(Self.self) is made with its own "
                                + "initializers, not by a collection view\")\n    }"))
        #expect(ported.components(separatedBy: "required convenience init(reuseFrame: CGRect)").count == 3, "not HeaderView, which inherits it")
    }

    @Test func membersUnavailableEverywhereGetNoTableEntry() {
        let ported = port("""
            class Indicator: UIView {
                @available(*, unavailable, message: "Use 'type' instead.")
                @IBInspectable var typeName: String {
                    get { "" }
                    set {}
                }
                @available(iOS, unavailable)
                @IBInspectable var color: UIColor = .white
            }
            """)
        // Unavailable on iOS alone is available here.
        #expect(!ported.contains("typeName\"") && !ported.contains("setTypeName:") && ported.contains("\"setColor:\""))
    }

    @Test func onlyTheIfClausesThatBuildOnLinuxGetTablesAndMoves() {
        let ported = port("""
            #if os(OSX)
            import AppKit
            extension NSLayoutConstraint {
                @objc func with(_ priority: NSLayoutConstraint.Priority) -> NSLayoutConstraint { self }
            }
            #else
            import UIKit
            extension NSLayoutConstraint {
                @objc func with(_ priority: UILayoutPriority) -> NSLayoutConstraint { self }
            }
            #endif
            #if os(iOS)
            class Badge: UIView {
                @objc func tap() {}
            }
            #else
            class Badge: NSView {
                @objc func tap() {}
            }
            extension Badge {
                override func layout() {}
            }
            #endif
            """)
        #expect(ported.contains(".with(arguments[0] as! UILayoutPriority)") && !ported.contains("as! NSLayoutConstraint.Priority"))
        // The table goes into the class that builds, and only its method is in it; the other class keeps its override.
        #expect(ported.contains("    func tap() {}\n\n    // casement-port: the members") && ported.components(separatedBy: "\"tap\":").count == 2)
        #expect(ported.contains("extension Badge {\n    override func layout() {}\n}"))
    }

    @Test func aClassAndItsSubclassGetCategoriesOfTheirOwnNames() {
        let ported = port("""
            extension UIViewController {
                @objc var screenName: String { "" }
            }
            extension UINavigationController {
                @objc var topName: String { "" }
            }
            """)
        #expect(ported.contains("static let casementObjCCategory0UIViewController = ObjCCategory(UIViewController.self,"))
        #expect(ported.contains("static let casementObjCCategory0UINavigationController = ObjCCategory(UINavigationController.self,"))
    }

    @Test func aUIKitClassIsAskedForAKeyAsForAPath() {
        let (files, diagnostics) = TargetPort(files: [TargetPort.File(path: "File.swift", text: """
            let application = UIApplication.value(forKey: "sharedApplication") as? UIApplication
            let title = application?.value(forKey: "title")
            """)]).run()
        #expect(diagnostics.isEmpty)
        #expect(files[0].text.contains("UIApplication.value(forKeyPath: \"sharedApplication\")"))
        #expect(files[0].text.contains("application?.value(forKey: \"title\")"))
    }

    @Test func darwinIsImportedAsFoundation() {
        #expect(port("import Darwin\n\nlet root = sqrt(2.0)\n") == "import Foundation\n\nlet root = sqrt(2.0)\n")
        #expect(port("import Foundation\nimport Darwin\n\nlet root = sqrt(2.0)\n") == "import Foundation\n\nlet root = sqrt(2.0)\n")
        #expect(port("import Darwin\nimport Foundation\n") == "import Foundation\n")
    }

    @Test func filesThatSeeUIKitThroughTheirFrameworksUmbrellaHeaderImportIt() {
        let (files, _) = TargetPort(files: [
            TargetPort.File(path: "Badge.swift", text: "import UIKit\n\nclass Badge: UIView {}\n"),
            TargetPort.File(path: "Badge+Tint.swift", text: """
                import Foundation

                extension Badge {
                    func tint() { backgroundColor = UIColor.red }
                }
                """),
            TargetPort.File(path: "Size.swift", text: "import Foundation\n\nstruct Size {\n    var width: CGFloat\n}\n"),
            TargetPort.File(path: "Tag.swift", text: "import Foundation\n\nfunc tag(of object: AnyObject) -> Any? { objc_getAssociatedObject(object, \"tag\") }\n"),
        ]).run()
        #expect(files[1].text.hasPrefix("import Foundation\nimport UIKit\n\nextension Badge {"))
        #expect(files[2].text == "import Foundation\n\nstruct Size {\n    var width: CGFloat\n}\n", "Foundation declares CGFloat")
        #expect(files[3].text.hasPrefix("import Foundation\nimport ObjCRuntime\n\nfunc tag"), "Foundation brings associated objects on iOS")
    }

    @Test func layersKeepTheRequiredInitializerTheyAreMadeWith() {
        let ported = port("""
            class PulseLayer: CALayer {
                override init() { super.init() }
                override init(layer: Any) { super.init(layer: layer) }
            }
            class RingLayer: CAShapeLayer {
                let color: UIColor
                init(color: UIColor) {
                    self.color = color
                    super.init()
                }
                override init(layer: Any) {
                    color = (layer as? RingLayer)?.color ?? .black
                    super.init(layer: layer)
                }
            }
            class PlainLayer: CAGradientLayer {}
            """)
        #expect(ported.contains("class PulseLayer: CALayer {\n    required init() { super.init() }"))
        #expect(ported.contains("super.init(layer: layer)\n    }\n\n    // casement-port: a view or an animation makes instances through `init()` "
                                + "here, which this class does not inherit.\n    required convenience init() {\n"))
        #expect(ported.components(separatedBy: "required convenience init()").count == 2, "only RingLayer")
    }

    @Test func animationsKeepTheRequiredInitializerTheyAreCopiedWith() {
        let ported = port("""
            class ShakeAnimation: CAKeyframeAnimation {
                override init() {
                    super.init()
                    keyPath = "position.x"
                }
            }
            class FadeAnimation: CABasicAnimation {
                init(to opacity: Float) {
                    super.init()
                    toValue = opacity
                }
            }
            """)
        #expect(ported.contains("class ShakeAnimation: CAKeyframeAnimation {\n    required init() {"))
        #expect(ported.contains("    // casement-port: copying an animation makes instances through `init()` here.\n"
                                + "    required init() {\n        super.init()\n    }"), "every property has a value, so a real init() copies it")
        let (_, diagnostics) = TargetPort(files: [TargetPort.File(path: "File.swift", text: """
            class TintAnimation: CABasicAnimation {
                let tint: UIColor
                init(tint: UIColor) {
                    self.tint = tint
                    super.init()
                }
            }
            """)]).run()
        #expect(diagnostics.map(\.message) == ["TintAnimation has stored properties without values, so copying an animation cannot make it "
                                                + "through init(); give them default values"])
    }

    @Test func theInitializerAddedToAnOpenClassIsPublic() {
        let ported = port("""
            open class ButtonBarCell: UICollectionViewCell {
                public required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """)
        #expect(ported.contains("    public required convenience init(reuseFrame: CGRect) {"))
    }
}
