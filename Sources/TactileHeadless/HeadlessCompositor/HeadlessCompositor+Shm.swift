import WaylandServer

extension HeadlessCompositor {
    func bindShm(_ shm: WlShmResource) {
        try? shm.format(format: .argb8888)
        try? shm.format(format: .xrgb8888)
        shm.onRequest = { [weak self, weak shm] request in
            guard let self, let shm else { return }
            switch request {
            case let .createPool(pool, fd, size):
                self.createPool(pool, descriptor: fd, size: size, shm: shm)
            }
        }
    }

    private func createPool(_ pool: WlShmPoolResource, descriptor: OwnedFileDescriptor, size: Int32, shm: WlShmResource) {
        guard size > 0 else {
            shm.postError(code: WlShmResource.Error.invalidStride.rawValue, message: "pool size \(size) is not positive")
            return
        }
        // Mapping more than the file holds would turn every later read of the tail into a SIGBUS.
        let fileSize = SharedMemory.fileSize(of: descriptor.rawValue)
        guard fileSize >= Int(size) else {
            shm.postError(code: WlShmResource.Error.invalidFd.rawValue,
                          message: "pool size \(size) exceeds its file (\(fileSize < 0 ? "not a regular file" : "\(fileSize) bytes"))")
            return
        }
        let mapping: SharedMemory
        do {
            mapping = try SharedMemory(mapping: descriptor, size: Int(size))
        } catch {
            shm.postError(code: WlShmResource.Error.invalidFd.rawValue, message: "cannot map the pool: \(error)")
            return
        }
        keep(pool)
        pool.onRequest = { [weak self, weak pool] request in
            guard let self, let pool else { return }
            switch request {
            case let .createBuffer(buffer, offset, width, height, stride, format):
                self.createBuffer(buffer, in: mapping, pool: pool, offset: offset, width: width, height: height,
                                  stride: stride, format: format)
            case .destroy:
                break  // buffers keep the mapping alive
            case .resize(let newSize):
                guard Int(newSize) >= mapping.bytes.count else {
                    pool.postError(code: WlShmResource.Error.invalidStride.rawValue,
                                   message: "shrinking a pool (\(mapping.bytes.count) → \(newSize) bytes) is invalid")
                    return
                }
                guard Int(newSize) > mapping.bytes.count else { return }
                let fileSize = SharedMemory.fileSize(of: mapping.fileDescriptor.rawValue)
                guard fileSize >= Int(newSize) else {
                    pool.postError(code: WlShmResource.Error.invalidFd.rawValue,
                                   message: "pool resized to \(newSize) bytes, more than its \(fileSize)-byte file")
                    return
                }
                do {
                    try mapping.resize(to: Int(newSize))
                } catch {
                    pool.postError(code: WlShmResource.Error.invalidFd.rawValue,
                                   message: "cannot remap the pool at \(newSize) bytes: \(error)")
                }
            }
        }
    }

    private func createBuffer(
        _ resource: WlBufferResource, in mapping: SharedMemory, pool: WlShmPoolResource, offset: Int32, width: Int32,
        height: Int32, stride: Int32, format: WlShmResource.Format
    ) {
        guard format == .argb8888 || format == .xrgb8888 else {
            pool.postError(code: WlShmResource.Error.invalidFormat.rawValue,
                           message: "format \(format.rawValue) is not supported (only ARGB8888 and XRGB8888)")
            resource.destroy()
            return
        }
        let end = Int(offset) + Int(stride) * (Int(height) - 1) + Int(width) * 4
        guard offset >= 0, width > 0, height > 0, Int(stride) >= Int(width) * 4, end <= mapping.bytes.count else {
            pool.postError(code: WlShmResource.Error.invalidStride.rawValue,
                           message: "buffer \(width)×\(height) stride \(stride) offset \(offset) does not fit a \(mapping.bytes.count)-byte pool")
            resource.destroy()
            return
        }
        let buffer = ShmBuffer(resource: resource, mapping: mapping, offset: offset, width: width, height: height,
                               stride: stride, format: format)
        let key = ObjectIdentifier(resource)
        bufferTable[key] = buffer
        resource.onDestroy = { [weak self] in self?.bufferTable[key] = nil }
    }
}
