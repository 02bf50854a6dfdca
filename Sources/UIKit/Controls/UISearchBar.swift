import CoreGraphics
import Foundation

/// A search field with an optional Cancel button and scope bar: 56 points tall (44 more with the scope bar).
/// Its delegate hears about editing, the text, the Search key, Cancel and the scope; a search controller that owns
/// it becomes active when editing begins.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    public let searchTextField = UISearchTextField()
    open weak var delegate: (any UISearchBarDelegate)?

    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }

    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }

    open var prompt: String?
    open var searchBarStyle: Style = .default { didSet { backgroundColor = barColor } }
    open var barTintColor: UIColor? { didSet { backgroundColor = barColor } }
    open var isTranslucent = true

    open var showsCancelButton = false {
        didSet { setNeedsLayout() }
    }

    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        UIView.animate(if: animated) {
            self.showsCancelButton = showsCancelButton
            self.layoutIfNeeded()
        }
    }

    /// The titles of the scope bar's segments, shown under the field while `showsScopeBar` is true.
    open var scopeButtonTitles: [String]? {
        didSet { rebuildScopeBar() }
    }

    open var selectedScopeButtonIndex = 0 {
        didSet { scopeBar?.selectedSegmentIndex = selectedScopeButtonIndex }
    }

    open var showsScopeBar = false {
        didSet {
            setNeedsLayout()
            // A navigation bar grows by the scope bar; its container lays out the bar and the content again.
            let bar = sequence(first: superview, next: { $0?.superview }).lazy.compactMap { $0 as? UINavigationBar }.first
            bar?.setNeedsItemViews()
            bar?.superview?.setNeedsLayout()
        }
    }

    /// What the bar adds below a navigation bar's title: the field, and the scope bar while it shows.
    package var heightInNavigationBar: CGFloat {
        UINavigationBar.searchBarHeight + (showsScopeBar && scopeBar != nil ? Self.scopeBarHeight : 0)
    }

    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }

    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }

    /// Set by the search controller that owns the bar.
    package weak var searchController: UISearchController?
    /// Whether the bar sits in a navigation bar, which draws the background.
    package var isInNavigationBar = false { didSet { backgroundColor = barColor } }

    private let cancelButton = UIButton(type: .system)
    private var scopeBar: UISegmentedControl?
    static let fieldHeight: CGFloat = 36
    static let scopeBarHeight: CGFloat = 44

    public override init(frame: CGRect) {
        super.init(frame: frame)
        placeholder = "Search"
        searchTextField.delegate = self
        searchTextField.addTarget(self, action: UISearchBar.textChanged, for: .editingChanged)
        cancelButton.setTitle("Cancel", for: .normal)
        cancelButton.titleLabel?.font = .systemFont(ofSize: 17)
        cancelButton.addTarget(self, action: UISearchBar.cancelTapped, for: .touchUpInside)
        addSubview(searchTextField)
        addSubview(cancelButton)
        backgroundColor = barColor
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private final var barColor: UIColor? {
        if isInNavigationBar || searchBarStyle == .minimal { return nil }
        return barTintColor ?? .systemBackground
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: 56 + (showsScopeBar && scopeBar != nil ? Self.scopeBarHeight : 0))
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: sizeThatFits(.zero).height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        // In a navigation bar the field lines up with the large title's 16-point margin, else 8 points in.
        let inset: CGFloat = isInNavigationBar ? 16 : 8
        let cancelWidth = showsCancelButton ? ceil(cancelButton.sizeThatFits(.zero).width) + 12 : 0
        let fieldY = isInNavigationBar ? 0 : (56 - Self.fieldHeight) / 2
        searchTextField.frame = CGRect(x: inset, y: fieldY, width: max(0, bounds.width - 2 * inset - cancelWidth), height: Self.fieldHeight)
        cancelButton.isHidden = !showsCancelButton
        cancelButton.frame = CGRect(x: searchTextField.frame.maxX + 12, y: fieldY, width: max(0, cancelWidth - 12), height: Self.fieldHeight)
        scopeBar?.isHidden = !showsScopeBar
        scopeBar?.frame = CGRect(x: inset, y: searchTextField.frame.maxY + 8, width: max(0, bounds.width - 2 * inset), height: 32)
    }

    private final func rebuildScopeBar() {
        scopeBar?.removeFromSuperview()
        scopeBar = nil
        guard let titles = scopeButtonTitles, !titles.isEmpty else { return setNeedsLayout() }
        let control = UISegmentedControl(items: titles)
        control.selectedSegmentIndex = min(selectedScopeButtonIndex, titles.count - 1)
        control.addTarget(self, action: UISearchBar.scopeChanged, for: .valueChanged)
        addSubview(control)
        scopeBar = control
        setNeedsLayout()
    }

    private final func textChanged() {
        let text = self.text ?? ""
        delegate?.searchBar(self, textDidChange: text)
        searchController?.searchBarTextDidChange()
    }

    private final func cancelTapped() {
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.searchBarCancelTapped()
    }

    private final func scopeChanged(_ control: UISegmentedControl) {
        selectedScopeButtonIndex = control.selectedSegmentIndex
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: selectedScopeButtonIndex)
        searchController?.searchBarTextDidChange()
    }

    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }
}

extension UISearchBar: UITextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldBeginEditing(self) ?? true
    }

    public func textFieldDidBeginEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.searchBarDidBeginEditing()
    }

    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool {
        delegate?.searchBarShouldEndEditing(self) ?? true
    }

    public func textFieldDidEndEditing(_ textField: UITextField) {
        delegate?.searchBarTextDidEndEditing(self)
    }

    public func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: string) ?? true
    }

    /// The Search key tells the delegate and puts the keyboard away.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        delegate?.searchBarSearchButtonClicked(self)
        return true
    }
}
