extension Window {
    /// Shows the window (`isHidden` false) and makes it the application's key window
    /// (`Application.keyWindow`). `Application.run` does it for the window it runs.
    public func makeKeyAndVisible() {
        isHidden = false
        Application.shared.keyWindow = self
    }

    /// Whether this is the application's key window.
    public var isKeyWindow: Bool { Application.shared.keyWindow === self }
}
