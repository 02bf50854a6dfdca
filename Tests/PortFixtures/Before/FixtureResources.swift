import Foundation

/// The bundle holding the fixtures' storyboards and nibs, for the tests that load them.
public let fixtureResources = Bundle.module
