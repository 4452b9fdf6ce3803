/// Money as the Orders presenters show it.
public enum OrderFormatting {
    /// `725` becomes `$7.25`.
    public static func dollars(_ cents: Int) -> String {
        let sign = cents < 0 ? "-" : ""
        let magnitude = cents.magnitude
        let fraction = magnitude % 100
        return "\(sign)$\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
