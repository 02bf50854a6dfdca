// Foundation's integer names on Apple's platforms, which Foundation on Linux does not declare.

public typealias NSInteger = Int
public typealias NSUInteger = UInt
