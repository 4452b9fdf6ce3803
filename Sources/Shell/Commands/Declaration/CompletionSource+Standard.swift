import HeadlessUI

/// The completion sources the standard commands use, each reading one part of the session.
extension CompletionSource {
    public static let commandNames = CompletionSource { $0.session.commands.all.map(\.name) }
    public static let lessonIDs = CompletionSource { $0.session.lesson.host?.lessonIDs ?? [] }
    public static let sceneNames = CompletionSource { $0.session.samples.catalog.names(of: .scene) }
    /// `new rib`'s options not typed yet; after `--parent`, the playground's RIBs loaded as apps.
    public static let newOptions = CompletionSource { query in
        if query.words.last == "--parent" { return query.session.samples.catalog.names(of: .app) }
        return ["--viewless", "--parent"].filter { !query.words.contains($0) }
    }
    public static let appNames = CompletionSource { $0.session.samples.catalog.names(of: .app) }
    public static let actionNames = CompletionSource { $0.session.sample?.actions.map(\.name) ?? [] }
    public static let deepLinks = CompletionSource { ($0.session.sample as? DeepLinkSample)?.deepLinks ?? [] }
    public static let ribsInTree = CompletionSource { $0.session.samples.ribTree?.allNames ?? [] }
    /// RIBs the app can build and has not attached, for `attach`.
    public static let attachableRIBs = CompletionSource { query in
        guard let app = query.session.sample as? RIBTreeSample else { return [] }
        let attached = Set(app.ribTree.allNames)
        return app.attachableRIBs.filter { !attached.contains($0) }
    }
    public static let sampleStreams = CompletionSource { $0.session.sample?.streams.map(\.name) ?? [] }
    public static let watchedStreams = CompletionSource { $0.session.streams.watchedNames + ["all"] }
    public static let recordedStreams = CompletionSource { $0.session.streams.recordingOrder }
    public static let operatorPlaygroundStreams = CompletionSource { $0.session.operatorPlayground.names }

    /// `key=` for the parameters of the action named in the command's second word, and the
    /// values of a choice or boolean parameter after its `=`.
    public static let actionParameters = CompletionSource { query in
        guard query.words.count >= 2, let action = query.session.sample?.actions.first(named: query.words[1]) else { return [] }
        if let equals = query.current.firstIndex(of: "=") {
            let key = String(query.current[..<equals])
            guard let parameter = action.parameters.first(where: { $0.name == key }) else { return [] }
            switch parameter.kind {
            case .choice(let options): return options.map { key + "=" + $0 }
            case .boolean: return [key + "=true", key + "=false"]
            default: return []
            }
        }
        let given = Set(query.words.dropFirst(2).compactMap { $0.split(separator: "=").first.map(String.init) })
        return action.parameters.filter { !given.contains($0.name) }.map { $0.name + "=" }
    }

    /// Stream names after `=` and after operators that take a stream, operator names after `|`.
    public static let playgroundExpression = CompletionSource { query in
        let words = query.words
        guard let last = words.last, words.count >= 3 else { return [] }
        let streams = query.session.operatorPlayground.names
        if last == "=" { return streams + ["cold", "hot"] }
        if last == "|" { return PlayOperatorCatalog.all.map(\.name) }
        let takesStream = ["merge", "concat", "combineLatest", "withLatestFrom", "zip", "flatMap", "flatMapLatest", "concatMap"]
        if takesStream.contains(last) || (words.count >= 2 && ["merge", "concat"].contains(words[words.count - 2])) {
            return streams
        }
        return []
    }
}
