import Foundation

extension ObservableType where Element == Data {
    /// Decodes each element as `type` with `decoder`; a decoding failure is the sequence's
    /// error.
    public func decode<Item: Decodable>(type: Item.Type, decoder: some DataDecoder) -> Observable<Item> {
        map { try decoder.decode(type, from: $0) }
    }
}

/// A decoder of `Data` into `Decodable` values, for `decode(type:decoder:)`.
public protocol DataDecoder {
    /// Decodes `data` as `type`, or throws.
    func decode<Item: Decodable>(_ type: Item.Type, from data: Data) throws -> Item
}

extension JSONDecoder: DataDecoder {}
extension PropertyListDecoder: DataDecoder {}
