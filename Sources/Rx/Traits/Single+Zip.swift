extension PrimitiveSequenceType where Trait == SingleTrait {
    /// `resultSelector` of all the singles' elements, in order, once every one succeeded;
    /// for an empty collection, `resultSelector([])` at subscription.
    public static func zip<Collection: Swift.Collection, Result>(_ collection: Collection, resultSelector: @escaping ([Element]) throws -> Result) -> PrimitiveSequence<Trait, Result> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty {
            return PrimitiveSequence<Trait, Result>.deferred { PrimitiveSequence<Trait, Result>(raw: .just(try resultSelector([]))) }
        }
        return PrimitiveSequence<Trait, Result>(raw: Observable.zip(collection.map { $0.asObservable() }, resultSelector: resultSelector))
    }

    /// All the singles' elements, in order, once every one succeeded; `[]` for none.
    public static func zip<Collection: Swift.Collection>(_ collection: Collection) -> PrimitiveSequence<Trait, [Element]> where Collection.Element == PrimitiveSequence<Trait, Element> {
        if collection.isEmpty { return PrimitiveSequence<Trait, [Element]>(raw: .just([])) }
        return PrimitiveSequence(raw: Observable.zip(collection.map { $0.asObservable() }))
    }
}
