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
        case .errorMessage(let message): return "errorMessage(\(message))"
        }
    }
}
