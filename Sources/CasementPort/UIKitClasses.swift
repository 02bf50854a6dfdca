/// What the port must know of this UIKit's classes to write a subclass's member table.
enum UIKitClasses {
    /// The `UIResponder` subclasses: they have a member table already, so a subclass's table overrides theirs.
    /// (`CasementPortTests` checks this list against the UIKit sources.)
    static let responders: Set<String> = [
        "UIActivityIndicatorView", "UIActivityViewController", "UIAlertController", "UIApplication", "UIButton", "UICollectionReusableView",
        "UICollectionView", "UICollectionViewCell", "UICollectionViewController", "UICollectionViewListCell", "UIColorPickerViewController",
        "UIColorWell", "UIControl", "UIDatePicker",
        "UIImagePickerController", "UIImageView", "UILabel", "UIListContentView", "UINavigationBar", "UINavigationController", "UIPageControl",
        "UIPageViewController", "UIPickerView", "UIProgressView", "UIRefreshControl", "UIResponder", "UIScene", "UIScrollView", "UISearchBar",
        "UISearchController", "UISearchTextField", "UISegmentedControl", "UISlider", "UISplitViewController", "UIStackView",
        "UIStepper", "UISwitch", "UITabBar", "UITabBarController", "UITableView", "UITableViewCell",
        "UITableViewController", "UITableViewHeaderFooterView", "UITextField", "UITextView", "UIToolbar", "UIView", "UIViewController",
        "UIVisualEffectView", "UIWindow", "UIWindowScene",
    ]

    /// The selectors UIKit's own classes answer (`UIResponder`'s, the text views' standard edit actions, and the
    /// getters and setters of the properties key-value coding reaches): a selector made from one of these strings
    /// reaches a method, and a key naming one of the properties is read and set.
    static let selectors: Set<String> = [
        "becomeFirstResponder", "resignFirstResponder", "copy:", "cut:", "paste:", "selectAll:", "delete:", "select:",
        "frame", "setFrame:", "bounds", "setBounds:", "center", "setCenter:", "transform", "setTransform:", "alpha", "setAlpha:",
        "isHidden", "setHidden:", "isOpaque", "setOpaque:", "backgroundColor", "setBackgroundColor:", "tintColor", "setTintColor:",
        "tag", "setTag:", "clipsToBounds", "setClipsToBounds:", "isUserInteractionEnabled", "setUserInteractionEnabled:",
        "layer", "superview", "subviews", "window",
        "contentOffset", "setContentOffset:", "contentSize", "setContentSize:", "contentInset", "setContentInset:",
        "zoomScale", "setZoomScale:", "isScrollEnabled", "setScrollEnabled:", "adjustedContentInset",
        "view", "setView:", "title", "setTitle:", "preferredContentSize", "setPreferredContentSize:", "navigationItem",
        "navigationController",
        "isEnabled", "setEnabled:", "isSelected", "setSelected:", "isHighlighted", "setHighlighted:",
        "text", "setText:", "attributedText", "setAttributedText:", "font", "setFont:", "textColor", "setTextColor:",
        "numberOfLines", "setNumberOfLines:", "allowsDefaultTighteningForTruncation", "setAllowsDefaultTighteningForTruncation:",
        "placeholder", "setPlaceholder:",
    ]

    /// The properties of UIKit's protocols that are optional on iOS; here each has a default that gives nil.
    /// (`CasementPortTests` checks the list against the UIKit sources.)
    static let optionalProperties: Set<String> = ["textContentType", "window"]

    /// The properties whose changes UIKit announces to key-value observers, by Swift name and by key: a view's and a
    /// layer's geometry, alpha and hidden state, and the properties that announce themselves when set.
    /// (`CasementPortTests` checks them against UIKit by observing each.)
    static let observableKeys: Set<String> = [
        "frame", "bounds", "center", "transform", "alpha", "isHidden", "hidden", "backgroundColor", "tintColor",
        "contentOffset", "contentSize", "contentInset", "zoomScale", "title", "preferredContentSize",
        "isEnabled", "enabled", "isSelected", "selected", "isHighlighted", "highlighted", "text",
        "position", "anchorPoint", "opacity", "cornerRadius", "borderWidth", "shadowOpacity", "shadowOffset", "shadowRadius",
        "lineWidth", "strokeStart", "strokeEnd",
    ]

    /// The requirements of UIKit's protocols that are optional on iOS and return nothing: here each has a default
    /// that does nothing, so `delegate?.scrollViewDidScroll?(self)` loses its second `?` and means the same.
    /// (`CasementPortTests` checks both lists against the UIKit sources.)
    static let optionalRequirements: Set<String> = [
        "colorPickerViewController(_:didSelect:continuously:)", "colorPickerViewControllerDidSelectColor(_:)", "colorPickerViewControllerDidFinish(_:)",
        "animationEnded(_:)", "application(_:didDiscardSceneSessions:)",
        "imagePickerController(_:didFinishPickingMediaWithInfo:)", "imagePickerControllerDidCancel(_:)",
        "dynamicAnimatorWillResume(_:)", "dynamicAnimatorDidPause(_:)", "collisionBehavior(_:beganContactFor:with:at:)",
        "collisionBehavior(_:beganContactFor:withBoundaryIdentifier:at:)", "applicationDidBecomeActive(_:)",
        "applicationDidEnterBackground(_:)", "applicationDidReceiveMemoryWarning(_:)",
        "applicationWillEnterForeground(_:)", "applicationWillResignActive(_:)", "applicationWillTerminate(_:)",
        "collectionView(_:cancelPrefetchingForItemsAt:)", "collectionView(_:didDeselectItemAt:)",
        "collectionView(_:didEndDisplaying:forItemAt:)",
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
        "collectionView(_:didHighlightItemAt:)", "collectionView(_:didSelectItemAt:)",
        "pickerView(_:didSelectRow:inComponent:)",
        "collectionView(_:didUnhighlightItemAt:)", "collectionView(_:moveItemAt:to:)",
        "collectionView(_:willDisplay:forItemAt:)",
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
        "contextMenuInteraction(_:willDisplayMenuFor:animator:)", "contextMenuInteraction(_:willEndFor:animator:)",
        "didDismissSearchController(_:)", "didPresentSearchController(_:)", "navigationBar(_:didPop:)",
        "navigationBar(_:didPush:)", "navigationController(_:didShow:animated:)",
        "navigationController(_:willShow:animated:)",
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
        "pageViewController(_:willTransitionTo:)", "popoverPresentationControllerDidDismissPopover(_:)",
        "prepareForPopoverPresentation(_:)", "presentSearchController(_:)",
        "presentationControllerDidAttemptToDismiss(_:)", "presentationControllerDidDismiss(_:)",
        "presentationControllerWillDismiss(_:)", "scene(_:continue:)", "scene(_:didFailToContinueUserActivityWithType:error:)",
        "scene(_:openURLContexts:)", "scene(_:willConnectTo:options:)", "scene(_:willContinueUserActivityWithType:)",
        "sceneDidBecomeActive(_:)",
        "sceneDidDisconnect(_:)", "sceneDidEnterBackground(_:)", "sceneWillEnterForeground(_:)",
        "sceneWillResignActive(_:)", "scrollViewDidChangeAdjustedContentInset(_:)", "scrollViewDidEndDecelerating(_:)",
        "scrollViewDidEndDragging(_:willDecelerate:)", "scrollViewDidEndScrollingAnimation(_:)",
        "scrollViewDidEndZooming(_:with:atScale:)", "scrollViewDidScroll(_:)", "scrollViewDidScrollToTop(_:)",
        "scrollViewDidZoom(_:)", "scrollViewWillBeginDecelerating(_:)", "scrollViewWillBeginDragging(_:)",
        "scrollViewWillBeginZooming(_:with:)", "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        "searchBar(_:selectedScopeButtonIndexDidChange:)", "searchBar(_:textDidChange:)",
        "searchBarCancelButtonClicked(_:)", "searchBarSearchButtonClicked(_:)", "searchBarTextDidBeginEditing(_:)",
        "searchBarTextDidEndEditing(_:)", "sheetPresentationControllerDidChangeSelectedDetentIdentifier(_:)",
        "splitViewController(_:willChangeTo:)", "splitViewControllerDidCollapse(_:)",
        "splitViewControllerDidExpand(_:)", "tabBar(_:didSelect:)", "tabBarController(_:didSelect:)",
        "tableView(_:accessoryButtonTappedForRowWith:)", "tableView(_:cancelPrefetchingForRowsAt:)",
        "tableView(_:commit:forRowAt:)", "tableView(_:didDeselectRowAt:)", "tableView(_:didEndDisplaying:forRowAt:)",
        "tableView(_:didEndDisplayingFooterView:forSection:)", "tableView(_:didEndDisplayingHeaderView:forSection:)",
        "tableView(_:didEndEditingRowAt:)", "tableView(_:didHighlightRowAt:)", "tableView(_:didSelectRowAt:)",
        "tableView(_:didUnhighlightRowAt:)", "tableView(_:moveRowAt:to:)", "tableView(_:willBeginEditingRowAt:)",
        "tableView(_:willDisplay:forRowAt:)", "tableView(_:willDisplayFooterView:forSection:)",
        "tableView(_:willDisplayHeaderView:forSection:)", "textFieldDidBeginEditing(_:)",
        "textStorage(_:didProcessEditing:range:changeInLength:)", "textStorage(_:willProcessEditing:range:changeInLength:)",
        "textViewDidBeginEditing(_:)", "textViewDidChange(_:)", "textViewDidChangeSelection(_:)", "textViewDidEndEditing(_:)",
        "textFieldDidChangeSelection(_:)", "textFieldDidEndEditing(_:)", "textFieldDidEndEditing(_:reason:)",
        "willDismissSearchController(_:)", "willPresentSearchController(_:)",
    ]

    /// The requirements of UIKit's protocols that are optional on iOS and return a value: here each has a default
    /// that answers as UIKit does without one, where iOS code asking for it with `?` (or naming it as a function) gets
    /// nil, so the port has such code ask the object's member table instead (see `TargetIndex.askedRequirements`).
    static let valueOptionalRequirements: Set<String> = [
        "activityViewController(_:subjectForActivityType:)", "adaptivePresentationStyle(for:)", "adaptivePresentationStyle(for:traitCollection:)",
        "animateAlongsideTransition(in:animation:completion:)", "animationController(forDismissed:)",
        "animationController(forPresented:presenting:source:)", "application(_:configurationForConnecting:options:)",
        "application(_:didFinishLaunchingWithOptions:)", "application(_:open:options:)",
        "application(_:willFinishLaunchingWithOptions:)", "collectionView(_:canEditItemAt:)", "collectionView(_:canMoveItemAt:)",
        "collectionView(_:contextMenuConfigurationForItemAt:point:)",
        "collectionView(_:contextMenuConfigurationForItemsAt:point:)", "collectionView(_:indexPathForIndexTitle:at:)",
        "collectionView(_:layout:insetForSectionAt:)", "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
        "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
        "collectionView(_:layout:referenceSizeForFooterInSection:)",
        "collectionView(_:layout:referenceSizeForHeaderInSection:)", "collectionView(_:layout:sizeForItemAt:)",
        "collectionView(_:shouldDeselectItemAt:)", "collectionView(_:shouldHighlightItemAt:)",
        "collectionView(_:shouldSelectItemAt:)", "collectionView(_:targetContentOffsetForProposedContentOffset:)",
        "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)",
        "collectionView(_:viewForSupplementaryElementOfKind:at:)", "gestureRecognizer(_:shouldBeRequiredToFailBy:)",
        "gestureRecognizer(_:shouldReceive:)", "gestureRecognizer(_:shouldRecognizeSimultaneouslyWith:)",
        "gestureRecognizer(_:shouldRequireFailureOf:)", "gestureRecognizerShouldBegin(_:)", "indexTitles(for:)",
        "interactionControllerForDismissal(using:)", "interactionControllerForPresentation(using:)",
        "interruptibleAnimator(using:)", "navigationBar(_:shouldPop:)", "navigationBar(_:shouldPush:)",
        "navigationController(_:animationControllerFor:from:to:)", "navigationController(_:interactionControllerFor:)",
        "numberOfSections(in:)", "pickerView(_:attributedTitleForRow:forComponent:)", "pickerView(_:rowHeightForComponent:)",
        "pickerView(_:titleForRow:forComponent:)", "pickerView(_:viewForRow:forComponent:reusing:)",
        "pickerView(_:widthForComponent:)", "popoverPresentationControllerShouldDismissPopover(_:)",
        "presentationController(forPresented:presenting:source:)", "presentationControllerShouldDismiss(_:)",
        "presentationCount(for:)", "presentationIndex(for:)", "scrollViewShouldScrollToTop(_:)",
        "searchBar(_:shouldChangeTextIn:replacementText:)", "searchBarShouldBeginEditing(_:)",
        "searchBarShouldEndEditing(_:)", "sectionIndexTitles(for:)", "splitViewController(_:collapseSecondary:onto:)",
        "splitViewController(_:separateSecondaryFrom:)",
        "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)", "stateRestorationActivity(for:)", "supports(_:)",
        "tabBarController(_:shouldSelect:)", "tableView(_:canEditRowAt:)", "tableView(_:canMoveRowAt:)",
        "tableView(_:contextMenuConfigurationForRowAt:point:)", "tableView(_:editingStyleForRowAt:)",
        "tableView(_:estimatedHeightForFooterInSection:)", "tableView(_:estimatedHeightForHeaderInSection:)",
        "tableView(_:estimatedHeightForRowAt:)", "tableView(_:heightForFooterInSection:)",
        "tableView(_:heightForHeaderInSection:)", "tableView(_:heightForRowAt:)",
        "tableView(_:indentationLevelForRowAt:)", "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:sectionForSectionIndexTitle:at:)", "tableView(_:shouldHighlightRowAt:)",
        "tableView(_:shouldIndentWhileEditingRowAt:)",
        "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)",
        "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", "tableView(_:titleForFooterInSection:)",
        "tableView(_:titleForHeaderInSection:)", "tableView(_:trailingSwipeActionsConfigurationForRowAt:)",
        "tableView(_:viewForFooterInSection:)", "tableView(_:viewForHeaderInSection:)",
        "tableView(_:willDeselectRowAt:)", "tableView(_:willSelectRowAt:)",
        "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldShouldBeginEditing(_:)",
        "textFieldShouldClear(_:)", "textFieldShouldEndEditing(_:)", "textFieldShouldReturn(_:)",
        "shouldChangeText(in:replacementText:)", "textView(_:editMenuForTextIn:suggestedActions:)", "textView(_:primaryActionFor:defaultAction:)",
        "textView(_:shouldChangeTextIn:replacementText:)", "textView(_:shouldInteractWith:in:interaction:)",
        "textViewShouldBeginEditing(_:)", "textViewShouldEndEditing(_:)",
        "viewForZooming(in:)",
    ]

    /// UIKit classes that are not main-actor isolated, as in Apple's SDK; every other `UI…` class is.
    private static let nonisolated: Set<String> = [
        "UIColor", "UIFont", "UIFontDescriptor", "UIImage", "UIBezierPath", "UIImageAsset", "UIGraphicsImageRenderer",
        "UIGraphicsImageRendererFormat", "UIGraphicsImageRendererContext", "UIFontMetrics",
    ]

    /// Classes without the `UI` prefix that this UIKit and QuartzCore isolate to the main actor: layers, display
    /// links and Auto Layout's and compositional layout's objects.
    private static let mainActorOthers: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CADisplayLink", "NSLayoutConstraint", "NSLayoutAnchor",
        "NSLayoutDimension", "NSLayoutXAxisAnchor", "NSLayoutYAxisAnchor", "NSCollectionLayoutItem", "NSCollectionLayoutGroup",
        "NSCollectionLayoutSection", "NSCollectionLayoutSupplementaryItem", "NSCollectionLayoutBoundarySupplementaryItem",
        "NSCollectionLayoutDecorationItem",
    ]

    /// Whether instances of `name`, a class outside the target, are main-actor isolated.
    static func isMainActor(_ name: String) -> Bool {
        name.hasPrefix("UI") ? !nonisolated.contains(name) : mainActorOthers.contains(name)
    }
}
