import RIBs

// Quiz: what Garden gives Watering.

extension GardenComponent: WateringDependency {
    var sensor: MoistureSensor {
        // TODO: one sensor per garden, on the garden's soil probe, whichever child asks.
        MoistureSensor(probe: .never())
    }
}
