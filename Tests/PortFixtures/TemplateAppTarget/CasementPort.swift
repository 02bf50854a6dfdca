// The Sightings template app is built from its own folder, untouched: CasementPortPlugin ports it into the build.
// casement-port: Tests/PortFixtures/TemplateApp
