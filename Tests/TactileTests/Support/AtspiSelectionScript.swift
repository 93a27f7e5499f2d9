/// The AT-SPI client `AtspiListSelectionTests` runs against list-demo: a Python program using
/// pyatspi. It finds the list, selects its third row through `Selection` (hearing the state and
/// selection events), then prints `{"listening": …}` with the sixth row's extents and waits for a
/// row selected by a touch (the test taps there), printing what it heard. One JSON object per
/// line; `{"error": …}` and a non-zero status when something is missing.
enum AtspiSelectionScript {
    static let source = AtspiClientScript.preamble + #"""
    desktop = pyatspi.Registry.getDesktop(0)
    app = next((desktop.getChildAtIndex(i) for i in range(desktop.childCount)
                if desktop.getChildAtIndex(i) is not None and desktop.getChildAtIndex(i).name == "list-demo"), None)
    if app is None:
        out(error="no list-demo on the desktop")
        sys.exit(2)
    lst = pyatspi.findDescendant(app, lambda a: a.getRole() == pyatspi.ROLE_LIST)
    if lst is None:
        out(error="no list")
        sys.exit(3)
    rows = [lst.getChildAtIndex(i) for i in range(lst.childCount)]
    items = [i for i, row in enumerate(rows) if row.getRole() == pyatspi.ROLE_LIST_ITEM]
    interfaces = lst.get_interfaces() if hasattr(lst, "get_interfaces") else []
    selection = lst.querySelection()
    out(listName=lst.name, rowNames=[rows[i].name for i in items[:6]], before=selection.nSelectedChildren)

    heard = []
    def on_event(event):
        heard.append([event.type, event.source.name if event.source else "", event.detail1])
    for kind in ("object:state-changed:selected", "object:selection-changed"):
        pyatspi.Registry.registerEventListener(on_event, kind)

    def wait_for(condition, seconds):
        if condition():
            return
        loop = GLib.MainLoop()
        def check():
            if condition():
                loop.quit()
                return False
            return True
        GLib.timeout_add(50, check)
        GLib.timeout_add(seconds * 1000, loop.quit)
        loop.run()

    third = items[2]
    result = selection.selectChild(third)
    wait_for(lambda: any(e[0].startswith("object:selection-changed") for e in heard), 10)
    chosen = selection.getSelectedChild(0)
    out(selectResult=bool(result), after=selection.nSelectedChildren, thirdSelected=bool(selection.isChildSelected(third)),
        selectedName=chosen.name if chosen else None, selectedState=rows[third].getState().contains(pyatspi.STATE_SELECTED),
        apiEvents=heard[:])
    del heard[:]

    sixth = rows[items[5]]
    x, y, w, h = sixth.queryComponent().getExtents(pyatspi.WINDOW_COORDS)
    out(listening=True, x=x + w // 2, y=y + h // 2, sixthName=sixth.name)
    wait_for(lambda: any(e[0].startswith("object:state-changed:selected") and e[2] == 1 for e in heard), 20)
    out(touchEvents=heard[:], afterTouch=selection.nSelectedChildren,
        sixthSelected=bool(selection.isChildSelected(items[5])), thirdStillSelected=bool(selection.isChildSelected(third)))
    """#
}
