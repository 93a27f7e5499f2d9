import TactileCore
import WaylandClient

extension WindowSurface {
    /// Draws and commits if something changed and the frame pacing allows it.
    ///
    /// A frame that only repositions view subsurfaces (a dragged pin: `set_position` and the parent's
    /// commit, no buffer attached anywhere) is committed without asking for a frame callback: nothing
    /// is painted, so there is nothing to pace, and the next motion can commit at once instead of
    /// waking the loop for the callback first. Frames that paint still ask for one and wait for it.
    func update() throws(PlatformError) {
        for assembler in touchAssemblers { assembler.displayFrameReady() }   // held motion, when no frame callback is pending
        guard isConfigured else { return }
        viewSurfaces.lastRecomposedArea = 0
        let ackPending = mustCommit
        guard ackPending || (needsRedraw && frameCallback == nil) else { return }
        var outcome = FrameOutcome.unchanged
        do {
            if let serial = serialToAck {
                serialToAck = nil
                do { try xdgSurface.ackConfigure(serial: serial) } catch {
                    PlatformLog.wayland.error("ack_configure failed: \(error)")
                }
            }
            if needsRedraw {
                outcome = try drawFrame()
                paintedPixelCount &+= outcome.paintedPixels
            }
            // A running animation wants the next frame even when this one painted nothing visible.
            let animating = window.hasRunningAnimations
            if outcome.needsCommit || ackPending || animating {
                if frameCallback == nil && (outcome.painted || ackPending || animating) {
                    try requestFrameCallback()
                }
                try surface.commit()
                mustCommit = false
                if outcome.movedOnly { moveOnlyCommitCount += 1 }
                if outcome.painted, let firstFrame = onFirstFrame {
                    onFirstFrame = nil
                    firstFrame(size)
                }
            }
        } catch let error as PlatformError {
            throw error
        } catch {
            throw .connectionLost("\(error)")
        }
    }

    /// Asks for the frame callback that paces the next frame (and for presentation feedback).
    private func requestFrameCallback() throws {
        let callback = try surface.frame()
        callback.onEvent = { [weak self] _ in
            guard let self else { return }
            self.frameCallback = nil
            var holding = false
            for assembler in self.touchAssemblers {
                assembler.displayFrameCompleted()
                holding = holding || assembler.isHolding
            }
            if self.needsRedraw || holding { self.onWorkPending?() }
        }
        frameCallback = callback
        presentationFeedback.request(for: surface)
    }

    /// Draws what changed into the main surface, the view surfaces and the overlay's surface.
    /// Returns what needs committing.
    private func drawFrame() throws -> FrameOutcome {
        isDrawing = true
        defer { isDrawing = false }
        // Layout (superviews first), then the damage of what animations moved since the last frame.
        window.prepareForFrame()
        // A scroll recorded as a move of the pixels drawn last frame (or damage, when it cannot be).
        let move = window.takeScrollMove(scale: scale.renderScale, allowed: presenter.canMove(
            width: BufferLimits.wholePoints(size.width), height: BufferLimits.wholePoints(size.height),
            scale: scale, transform: bufferTransform))
        // The arrays go back and forth between the window and this surface: no allocation per frame.
        window.takeDamage(content: &frameContentDamage, own: &frameOwnDamage)
        needsRedraw = false

        // The same views as last frame unless the hierarchy or an opt-in changed (a drag frame).
        let ownViews = window.ownSurfaceViews
        var outcome = FrameOutcome.unchanged
        if !ownViews.isEmpty || !viewSurfaces.isEmpty {
            outcome.add(try viewSurfaces.update(ownViews, in: window, ownDamage: frameOwnDamage,
                                                windowDamage: &frameContentDamage, scale: scale))
        } else {
            frameContentDamage.append(contentsOf: frameOwnDamage.lazy.map(\.rect))
        }
        outcome.add(try updateOverlaySurface())
        outcome.add(try drawWindowPixels(frameContentDamage, move: move))
        // Damage reported while drawing (a view's `draw` changing what it shows) is drawn next frame.
        if !window.windowContentDamage.isEmpty || !window.ownSurfaceDamage.isEmpty { needsRedraw = true }
        // Presentation values change with the clock: keep drawing while something animates.
        if window.hasRunningAnimations { needsRedraw = true }
        return outcome
    }

    /// Repaints `damage` (window points) of the window's own pixels, or all of them when the size,
    /// scale or transform changed. Views on subsurfaces above the window are left out, those below
    /// leave a transparent hole, and the overlay is left out while its own surface shows it.
    /// A scroll `move` copies the previous frame's pixels of the scroll view, shifted; only `damage`
    /// is repainted inside it.
    private func drawWindowPixels(_ damage: [Rect], move: ScrollMove?) throws -> FrameOutcome {
        let width = BufferLimits.wholePoints(size.width), height = BufferLimits.wholePoints(size.height)
        let transform = bufferTransform
        let whole = !presenter.isCurrent(width: width, height: height, scale: scale, transform: transform)
        guard !damage.isEmpty || whole || move != nil else { return .unchanged }
        var region = DamageRegion()
        for rect in damage { region.formUnion(covering: rect) }
        let exclusions = RenderExclusions(viewsAbove: viewSurfaces.surfacedAbove, viewsBelow: viewSurfaces.surfacedBelow,
                                          overlay: overlaySurface != nil)
        let renderer = self.renderer
        let presented = try presenter.present(
            width: width, height: height, scale: scale.renderScale,
            fractional: scale.isFractional, transform: transform, damage: whole ? nil : region, move: move
        ) { image, row, s, repaint in
            // The presenter applied the move; after one, the few rects are painted one by one.
            renderer.paintFrame(window, into: image, row: row, scale: s, repaint: repaint, afterMove: move != nil,
                                excluding: exclusions)
        }
        var outcome = FrameOutcome.unchanged
        outcome.add(presented)
        if !presented.attached {
            // Every buffer is held: keep the damage and try again when one is released.
            for rect in damage { window.setNeedsDisplay(rect) }
            if let move {
                // The move was not drawn: its whole rect is repainted next time.
                let s = Double(scale.renderScale), r = move.rect
                window.setNeedsDisplay(Rect(x: Double(r.x) / s, y: Double(r.y) / s, width: Double(r.width) / s,
                                            height: Double(r.height) / s))
            }
            needsRedraw = true
            presenter.swapchain.onBufferReleased = { [weak self] in self?.onWorkPending?() }
        }
        return outcome
    }

    /// Shows the touch overlay on its own subsurface while it is enabled (Overlay/TouchOverlaySurface.swift).
    private func updateOverlaySurface() throws -> FrameOutcome {
        if !window.touchOverlayEnabled {
            guard let overlaySurface else { return .unchanged }
            try overlaySurface.detach()
            self.overlaySurface = nil
            return FrameOutcome(changedSurfaces: true)
        }
        guard let subcompositor = globals.subcompositor else { return .unchanged }
        let overlay: TouchOverlaySurface
        if let existing = overlaySurface {
            overlay = existing
        } else {
            overlay = try TouchOverlaySurface(window: window, parent: surface, globals: globals,
                                              subcompositor: subcompositor) { [weak self] in self?.setNeedsRedraw() }
            overlaySurface = overlay
        }
        try overlay.stay(above: viewSurfaces.newestSurface, generation: viewSurfaces.stackChangeCount)
        return try overlay.update(size: size, scale: scale)
    }
}
