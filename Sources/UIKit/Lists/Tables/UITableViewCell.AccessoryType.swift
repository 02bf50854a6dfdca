extension UITableViewCell {
    /// The standard control at the trailing edge of a cell.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }
}
