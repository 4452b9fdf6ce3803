/// RIBs scenarios join when the RIBs benchmark lands (issue 3).
func ribsScenarios(scale: Int) -> [Scenario] { [] }
