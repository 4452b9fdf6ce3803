import CleanSwift

// Short trace text for the label editor's values: a list of labels reads as a count.

extension CommunityCardLabelEditorModels.ResponseResult: TraceSummarizable {
    public var traceSummary: String {
        switch self {
        case .success(let value as [VingleLabel]): return "success(\(value.count) labels)"
        case .success(let value): return "success(\(TraceSummary.of(value)))"
        case .error(let error?): return "error(\(error))"
        case .error(nil): return "error(nil)"
        }
    }
}

extension CommunityCardLabelEditorModels.LabelList.Response: TraceSummarizable {
    public var traceSummary: String { result.traceSummary }
}

extension CommunityCardLabelEditorModels.Create.Response: TraceSummarizable {
    public var traceSummary: String { result.traceSummary }
}

extension CommunityCardLabelEditorModels.Remove.Response: TraceSummarizable {
    public var traceSummary: String { result.traceSummary }
}

extension CommunityCardLabelEditorModels.Save.Response: TraceSummarizable {
    public var traceSummary: String { result.traceSummary }
}

extension CommunityCardLabelEditorModels.LabelList.ViewModel: TraceSummarizable {
    public var traceSummary: String {
        switch result {
        case .items(let items): return "items(\(items.map(\.title).joined(separator: ", ")))"
        case .errorMessage(let message): return "errorMessage: \(message)"
        }
    }
}

extension CommunityCardLabelEditorModels.Create.ViewModel.Result: TraceSummarizable {
    public var traceSummary: String {
        switch self {
        case .created(let item): return "created(#\(item.id) \(item.title))"
        case .errorMessage(let message): return "errorMessage: \(message)"
        }
    }
}

extension CommunityCardLabelEditorModels.Remove.ViewModel.Result: TraceSummarizable {
    public var traceSummary: String {
        switch self {
        case .removed(let id): return "removed(#\(id))"
        case .errorMessage(let message): return "errorMessage: \(message)"
        }
    }
}

extension CommunityCardLabelEditorModels.Save.ViewModel.Result: TraceSummarizable {
    public var traceSummary: String {
        switch self {
        case .saved(let count): return "saved(\(count) labels)"
        case .errorMessage(let message): return "errorMessage: \(message)"
        }
    }
}
