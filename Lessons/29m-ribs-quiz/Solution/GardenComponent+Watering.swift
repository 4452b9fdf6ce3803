import RIBs

// Quiz: what Garden gives Watering. Reference solution.

extension GardenComponent: WateringDependency {
    /// One sensor per garden, on the garden's soil probe, whichever child asks.
    var sensor: MoistureSensor {
        shared { MoistureSensor(probe: dependency.soilProbe) }
    }
}
