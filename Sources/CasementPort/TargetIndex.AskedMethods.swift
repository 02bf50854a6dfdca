import SwiftIfConfig
import SwiftSyntax

extension TargetIndex {
    /// The methods a file's active code asks objects for without knowing they implement them (see
    /// `MemberAccessExprSyntax.askedMethodName`), by name with labels.
    final class AskedMethods: ActiveSyntaxVisitor {
        /// Named as functions: `delegate?.pagerView(_:didSelectItemAt:)`.
        private(set) var referenced: Set<String> = []
        /// Called as optional requirements: `delegate?.pagerView?(self, didSelectItemAt: index)`.
        private(set) var calledOptionally: Set<String> = []

        /// Named as functions without their labels, which may be properties instead: `delegate?.numberOfItems`.
        private(set) var referencedWithoutLabels: Set<String> = []

        override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
            if let name = node.askedBaseName { referencedWithoutLabels.insert(name) }
            if let name = node.askedMethodName {
                if node.declName.argumentNames == nil { calledOptionally.insert(name) } else { referenced.insert(name) }
            }
            return .visitChildren
        }
    }
}
