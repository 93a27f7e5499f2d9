/// A stand-in for at-spi-bus-launcher (`org.a11y.Bus` at `/org/a11y/bus` on the session bus), in
/// Python with Gio: `GetAddress` answers the address given as the first argument, and
/// `org.a11y.Status.ScreenReaderEnabled` is the second argument ("1": true); `IsEnabled` is false.
/// It prints "ready" once it owns the name.
enum FakeAccessibilityBusScript {
    static let source = #"""
    import sys
    from gi.repository import Gio, GLib
    xml = """<node>
    <interface name="org.a11y.Bus"><method name="GetAddress"><arg type="s" direction="out"/></method></interface>
    <interface name="org.a11y.Status"><property name="IsEnabled" type="b" access="read"/>
    <property name="ScreenReaderEnabled" type="b" access="read"/></interface>
    </node>"""
    address, screen_reader = sys.argv[1], sys.argv[2] == "1"
    node = Gio.DBusNodeInfo.new_for_xml(xml)
    def method(conn, sender, path, interface, name, parameters, invocation):
        invocation.return_value(GLib.Variant("(s)", (address,)))
    def get_property(conn, sender, path, interface, name):
        return GLib.Variant("b", screen_reader if name == "ScreenReaderEnabled" else False)
    bus = Gio.bus_get_sync(Gio.BusType.SESSION, None)
    bus.register_object("/org/a11y/bus", node.interfaces[0], method, None, None)
    bus.register_object("/org/a11y/bus", node.interfaces[1], None, get_property, None)
    Gio.bus_own_name_on_connection(bus, "org.a11y.Bus", 0, lambda *ignored: print("ready", flush=True), None)
    GLib.MainLoop().run()
    """#
}
