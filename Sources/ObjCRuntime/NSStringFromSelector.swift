/// The name of `aSelector`.
public func NSStringFromSelector(_ aSelector: Selector) -> String {
    aSelector.name
}

/// The selector named `aSelectorName`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector {
    Selector(aSelectorName)
}
