import Foundation

// The C constants older iOS code still names; Swift on Apple's platforms spells them `.zero`, which works too.

/// The rectangle at the origin with no size: `CGRect.zero`.
public let CGRectZero = CGRect.zero
/// The origin: `CGPoint.zero`.
public let CGPointZero = CGPoint.zero
/// A size of nothing: `CGSize.zero`.
public let CGSizeZero = CGSize.zero
