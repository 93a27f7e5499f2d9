import WaylandServer

/// The protocol objects one client bound on a `HeadlessCompositor`, for tests that send events the
/// compositor's own helpers never would (raw, boundary or out-of-order values: a hostile compositor).
public struct BoundResources {
    /// Its `wl_seat`s.
    public var seats: [WlSeatResource]
    /// Its `wl_touch`es.
    public var touches: [WlTouchResource]
    /// Its `wl_pointer`s.
    public var pointers: [WlPointerResource]
    /// Its `wl_keyboard`s.
    public var keyboards: [WlKeyboardResource]
    /// Its `wl_output`s (of the compositor's own output global).
    public var outputs: [WlOutputResource]
    /// Its `xdg_wm_base`s.
    public var wmBases: [XdgWmBaseResource]
    /// Every `wl_buffer` it created that still exists.
    public var buffers: [WlBufferResource]
    /// Its `zwp_text_input_v3`s (when the compositor offers text input).
    public var textInputs: [ZwpTextInputV3Resource]
    /// Its `wl_data_device`s (when the compositor offers the clipboard).
    public var dataDevices: [WlDataDeviceResource]
    /// Its live `wl_data_source`s (a copy made one; the clipboard must be offered).
    public var dataSources: [WlDataSourceResource]
    /// Its `zwp_pointer_gesture_pinch_v1`s and `zwp_pointer_gesture_swipe_v1`s.
    public var pinchGestures: [ZwpPointerGesturePinchV1Resource]
    public var swipeGestures: [ZwpPointerGestureSwipeV1Resource]
    /// Every `wl_surface` it made that still exists (windows, subsurfaces, cursors, popups).
    public var surfaces: [WlSurfaceResource]
}

extension HeadlessCompositor {
    /// The live objects `client` bound. Sending events on them bypasses every check the compositor's
    /// injection helpers make; the compositor's own bookkeeping (active touches, focus) is not updated.
    public func boundResources(of client: ServerClient) -> BoundResources {
        func mine<R: Resource>(_ list: [R]) -> [R] { list.filter { $0.isAlive && $0.client === client } }
        return BoundResources(
            seats: mine(seatResources), touches: mine(touchResources), pointers: mine(pointerResources),
            keyboards: mine(keyboardResources), outputs: mine(outputResources), wmBases: mine(wmBaseResources),
            buffers: mine(bufferTable.values.map(\.resource)),
            textInputs: mine(textInput.inputs.map(\.resource)), dataDevices: mine(clipboard.devices),
            dataSources: mine(clipboard.sources.map(\.source)), pinchGestures: mine(pinchGestureResources),
            swipeGestures: mine(swipeGestureResources),
            surfaces: mine(surfaceTable.values.filter { !$0.isDestroyed }.map(\.resource)))
    }

    /// Sends the `xdg_surface.configure` that completes raw `xdg_toplevel` events the caller sent on
    /// `toplevel.resource` (a configure with any state bytes, configure_bounds), recording a configure
    /// of `width`×`height` so the client's ack is valid.
    @discardableResult
    public func sendSurfaceConfigure(to toplevel: HeadlessToplevel, width: Int32, height: Int32) -> XdgConfigure {
        let configure = finishConfigure(toplevel.record, width: width, height: height, states: [])
        toplevel.configures.append(configure)
        return configure
    }

    /// A new file holding the compositor's valid keymap text, and its size, for tests that send
    /// their own `wl_keyboard.keymap` (and may then lie about it or truncate the file).
    public func makeKeymapFile() throws(HeadlessCompositorError) -> (descriptor: OwnedFileDescriptor, size: UInt32)? {
        let keyboard = try xkbKeyboard()
        return keyboard.keymapFileDescriptor().map { ($0, keyboard.keymapSize) }
    }
}
