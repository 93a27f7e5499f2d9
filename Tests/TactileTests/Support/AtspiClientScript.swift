/// The AT-SPI client `AtspiOrcaClientTests` runs: a Python program using pyatspi (what Orca is
/// built on). Arguments: the application's name, the tile to activate. It prints one JSON object per
/// line: what it found, the timing of a `GetChildren` walk of the application's whole tree (over
/// Gio, one call per object), and the action it performed; `{"error": …}` and a non-zero status
/// when something is missing.
enum AtspiClientScript {
    /// What every client script starts with: the imports (pyatspi, Gio, GLib; exit 5 with an
    /// `error` line when they fail) and `out(**fields)`, which prints one JSON object per line.
    static let preamble = #"""
    import json, os, sys, time
    try:
        import pyatspi
        from gi.repository import Gio, GLib
    except Exception as error:
        print(json.dumps({"error": "pyatspi is not importable: %s" % error}), flush=True)
        sys.exit(5)

    def out(**fields):
        print(json.dumps(fields), flush=True)

    """#

    static let source = preamble + #"""
    app_name, tile_name = sys.argv[1], sys.argv[2]
    desktop = pyatspi.Registry.getDesktop(0)
    names = [desktop.getChildAtIndex(i).name for i in range(desktop.childCount)]
    apps = [desktop.getChildAtIndex(i) for i in range(desktop.childCount)]
    app = next((a for a in apps if a is not None and a.name == app_name), None)
    if app is None:
        out(error="no application %r on the desktop: %r" % (app_name, names))
        sys.exit(2)
    out(app=app.name, role=app.getRoleName(), toolkit=app.toolkitName)

    search = pyatspi.findDescendant(app, lambda a: a.getRole() == pyatspi.ROLE_ENTRY and a.name == "Search exhibits")
    if search is None:
        out(error="no entry named 'Search exhibits'")
        sys.exit(3)
    states = search.getState()
    out(search=search.name, searchRole=search.getRoleName(), editable=states.contains(pyatspi.STATE_EDITABLE),
        text=search.queryText().getText(0, -1))

    tiles = pyatspi.findAllDescendants(app, lambda a: a.getRole() == pyatspi.ROLE_PUSH_BUTTON)
    out(buttons=[t.name for t in tiles], extents=[list(t.queryComponent().getExtents(pyatspi.WINDOW_COORDS))[:4] for t in tiles[:1]])

    # A GetChildren walk of the whole tree, straight over D-Bus: one call per object.
    bus = Gio.DBusConnection.new_for_address_sync(os.environ["AT_SPI_BUS_ADDRESS"],
        Gio.DBusConnectionFlags.AUTHENTICATION_CLIENT | Gio.DBusConnectionFlags.MESSAGE_BUS_CONNECTION, None, None)
    def call(name, path, interface, member, args, reply):
        return bus.call_sync(name, path, interface, member, args, GLib.VariantType(reply), 0, 5000, None).unpack()
    owner = None
    for name, path in call("org.a11y.atspi.Registry", "/org/a11y/atspi/accessible/root", "org.a11y.atspi.Accessible",
                           "GetChildren", None, "(a(so))")[0]:
        if call(name, path, "org.freedesktop.DBus.Properties", "Get",
                GLib.Variant("(ss)", ("org.a11y.atspi.Accessible", "Name")), "(v)")[0] == app_name:
            owner = name
    def walk(name, path):
        count = 1
        for child_name, child_path in call(name, path, "org.a11y.atspi.Accessible", "GetChildren", None, "(a(so))")[0]:
            count += walk(child_name, child_path)
        return count
    timings = []
    for _ in range(5):
        start = time.monotonic()
        count = walk(owner, "/org/a11y/atspi/accessible/root")
        timings.append((time.monotonic() - start) * 1000)
    timings.sort()
    out(walkObjects=count, walkMedianMs=round(timings[2], 2), walkMaxMs=round(timings[-1], 2))

    # Peers are input: an unknown object, arguments of the wrong types, a method nobody has.
    def error_name(path, member, args, reply):
        try:
            call(owner, path, "org.a11y.atspi.Accessible", member, args, reply)
            return None
        except GLib.Error as error:
            return Gio.DBusError.get_remote_error(error)
    root = "/org/a11y/atspi/accessible/root"
    out(unknownObject=error_name("/org/a11y/atspi/accessible/999999", "GetChildren", None, "(a(so))"),
        badArguments=error_name(root, "GetChildAtIndex", GLib.Variant("(s)", ("x",)), "((so))"),
        unknownMethod=error_name(root, "NoSuchMethod", None, "()"))

    # The focus moving is an event: grab it on the search field and wait (bounded) for the news.
    loop = GLib.MainLoop()
    events = []
    def on_focus(event):
        events.append([event.type, event.source.name, event.detail1])
        if event.detail1 == 1:
            loop.quit()
    pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
    grabbed = search.queryComponent().grabFocus()
    # The event may already have come in while the call waited for its reply.
    if not any(event[2] == 1 for event in events):
        GLib.timeout_add(10000, loop.quit)
        loop.run()
    pyatspi.Registry.deregisterEventListener(on_focus, "object:state-changed:focused")
    out(grabbed=bool(grabbed), focusEvents=events, searchFocused=search.getState().contains(pyatspi.STATE_FOCUSED))

    # An adjustable (the carousel's page dots): increment it through Action, read Value, hear the change.
    slider = pyatspi.findDescendant(app, lambda a: a.getRole() == pyatspi.ROLE_SLIDER)
    if slider is None:
        out(error="no slider")
        sys.exit(6)
    value = slider.queryValue()
    before = value.currentValue
    slider_actions = slider.queryAction()
    names = [slider_actions.getName(i) for i in range(slider_actions.nActions)]
    changes = []
    changed = GLib.MainLoop()
    def on_change(event):
        changes.append([event.type, event.any_data])
        changed.quit()
    pyatspi.Registry.registerEventListener(on_change, "object:property-change:accessible-value")
    slider_actions.doAction(names.index("increment"))
    if not changes:
        GLib.timeout_add(10000, changed.quit)
        changed.run()
    pyatspi.Registry.deregisterEventListener(on_change, "object:property-change:accessible-value")
    out(sliderActions=names, sliderBefore=before, sliderAfter=value.currentValue, valueEvents=changes)

    tile = next((t for t in tiles if t.name == tile_name), None)
    if tile is None:
        out(error="no button named %r" % tile_name)
        sys.exit(4)
    action = tile.queryAction()
    out(actions=[action.getName(i) for i in range(action.nActions)])
    out(activated=tile.name, result=bool(action.doAction(0)))
    """#
}
