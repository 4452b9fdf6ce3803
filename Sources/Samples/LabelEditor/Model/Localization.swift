/// The scene's user-facing strings by key, as the seed's `L("Failed")` looks them up.
public func L(_ key: String) -> String {
    localizedStrings[key] ?? key
}

private let localizedStrings: [String: String] = [
    "Failed": "Failed",
    "EmptyLabelName": "Write a label name: fire create name=Kittens",
    "DuplicateLabelName": "That label already exists; pick another name.",
    "LabelNotFound": "There is no label with that id; 'fire load' shows the ids.",
    "NoInterest": "No interest was chosen for this editor.",
    "SaveFailed": "Saving failed. Type 'fire save' to try again.",
]
