import ArchLabRegistry
import SampleLabelEditor
import SampleOrders
import SampleTicTacToe
import SampleTitle
import SampleTodo

/// The samples shipped with ArchLab, as they register themselves: three VIP scenes and two
/// RIBs apps. The executable makes the shell's catalog of them
/// (`SampleCatalog(registrations:)`) and hands it over, so the shell depends on no sample;
/// tests that need them make the same catalog.
public enum ShippedSamples {
    public static var registrations: [Registration] {
        TitleRegistrations.registrations + LabelEditorRegistrations.registrations + OrdersRegistrations.registrations
            + TodoRegistrations.registrations + TicTacToeRegistrations.registrations
    }
}
