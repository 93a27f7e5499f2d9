import TactileCore
import WaylandServer

extension HeadlessCompositor {
    /// Handles `wl_surface.commit`: validates, logs, then caches (synchronized subsurface) or applies.
    func commit(_ surface: HeadlessSurface) {
        if let onCommitArrival { onCommitArrival(arrival(of: surface)) }
        let pending = surface.pending
        if let record = surface.xdgSurface {
            guard record.hasRole else {
                record.resource.postError(code: XdgSurfaceResource.Error.notConstructed.rawValue,
                                          message: "xdg_surface committed before it got a toplevel or popup role")
                return
            }
            if case .some(.some) = pending.attachment, record.acked == nil {
                record.resource.postError(code: XdgSurfaceResource.Error.unconfiguredBuffer.rawValue,
                                          message: "a buffer was attached before the first configure was acked")
                return
            }
        }
        if case .some(.some(let buffer)) = pending.attachment {
            guard buffer.isBacked else {
                buffer.resource.postError(code: WlShmResource.Error.invalidFd.rawValue,
                                          message: "the pool's file was shrunk below the buffer (\(buffer.endOffset) bytes)")
                return
            }
            let scale = pending.bufferScale ?? surface.applied.bufferScale
            if buffer.width % scale != 0 || buffer.height % scale != 0 {
                surface.resource.postError(code: WlSurfaceResource.Error.invalidSize.rawValue,
                                           message: "buffer \(buffer.width)×\(buffer.height) is not a multiple of scale \(scale)")
                return
            }
        }
        surface.pending = PendingSurfaceState()
        let cached = surface.isSynchronized
        commitLog.append(CommitRecord(
            surfaceID: surface.id, sequence: commitLog.count,
            attachedBufferSize: pending.attachment.flatMap { $0 }.map(\.size),
            detachedBuffer: pending.attachment.map { $0 == nil } ?? false,
            damage: pending.damage, bufferDamage: pending.bufferDamage, wasCached: cached))
        if cached, let link = surface.subsurface {
            link.cached.absorb(pending)
            link.hasCachedState = true
            return
        }
        apply(pending, to: surface)
    }

    private func arrival(of surface: HeadlessSurface) -> CommitArrival {
        let attaches: Bool
        if case .some(.some) = surface.pending.attachment { attaches = true } else { attaches = false }
        let moves = surface.pendingStack.contains { $0 !== surface && $0.subsurface?.pendingPosition != nil }
        return CommitArrival(surface: surface, attachesBuffer: attaches, movesSubsurface: moves)
    }

    /// Applies `state` to `surface`, then its subsurfaces' parent-committed state.
    func apply(_ state: PendingSurfaceState, to surface: HeadlessSurface) {
        if let attachment = state.attachment {
            let old = surface.applied.buffer
            if let buffer = attachment { buffer.users += 1 }
            surface.applied.buffer = attachment
            if let old { stopShowing(old) }
        }
        if let scale = state.bufferScale { surface.applied.bufferScale = scale }
        if let transform = state.bufferTransform { surface.applied.bufferTransform = transform }
        if let region = state.inputRegion { surface.applied.inputRegion = region }
        if let region = state.opaqueRegion { surface.applied.opaqueRegion = region }
        if let source = state.viewportSource { surface.applied.viewport.source = source }
        if let destination = state.viewportDestination { surface.applied.viewport.destination = destination }
        surface.appliedCommitCount += 1
        queueFrameCallbacks(state.frameCallbacks)
        queuePresentation(state.presentationFeedback, of: surface, replacesContent: state.attachment != nil)

        // Subsurface position and stacking are parent state.
        surface.stack = surface.pendingStack
        for child in surface.subsurfaces {
            guard let link = child.subsurface else { continue }
            if let position = link.pendingPosition {
                link.position = position
                link.pendingPosition = nil
            }
            if link.hasCachedState && child.isSynchronized {
                applyCachedState(of: child)
            }
        }
        if surface.applied.buffer != nil { enterOutputIfNeeded(surface) }
        if let record = surface.xdgSurface {
            if case .some(.none) = state.attachment, record.sentInitialConfigure {
                // Unmapped: the next commit starts over with an initial configure.
                record.resetToUnmapped()
                record.toplevel?.appliedConfigure = nil
            } else {
                xdgSurfaceDidCommit(record)
            }
        }
    }

    /// Applies the state a synchronized subsurface cached.
    func applyCachedState(of surface: HeadlessSurface) {
        guard let link = surface.subsurface, link.hasCachedState else { return }
        let state = link.cached
        link.cached = PendingSurfaceState()
        link.hasCachedState = false
        apply(state, to: surface)
    }

    private func enterOutputIfNeeded(_ surface: HeadlessSurface) {
        guard !surface.hasEnteredOutput, surface.role != .none else { return }
        surface.hasEnteredOutput = true
        for output in outputResources where output.client === surface.resource.client {
            try? surface.resource.enter(output: output)
        }
    }
}
