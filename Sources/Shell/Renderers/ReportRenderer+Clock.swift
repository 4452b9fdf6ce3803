/// Text for the clock part's reports.
extension ReportRenderer {
    static func render(_ report: ClockReport, style: TextStyle) -> [String] {
        let text: String
        switch report {
        case .interrupted(let time):
            text = "interrupted at t=\(time) (Ctrl-C); type 'advance TICKS' or 'run' to go on"
        case .runStopped(let time, let next):
            text = "run stopped at t=\(time): work is still scheduled at t=\(next) (a repeating timer?). Use 'advance TICKS' to go on."
        case .ran(let start, let end):
            text = start == end ? "nothing is scheduled; the clock stays at t=\(end)" : "ran to t=\(end); nothing is left scheduled"
        case .scheduled(let time):
            text = "scheduled for t=\(time)"
        }
        return [style.paint(text, .dim)]
    }
}
