import Glibc

/// What identifies a version of a data file without reading it: the file (device
/// and inode, which an update by rename changes), its size and its modification
/// time to the nanosecond. A kiosk re-reads its `--data` file when this changes.
struct DataFileStamp: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modified: timespec

    /// The stamp of the file at `path` now, or nil when it cannot be examined.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modified = info.st_mtim
    }

    static func == (a: DataFileStamp, b: DataFileStamp) -> Bool {
        a.device == b.device && a.inode == b.inode && a.size == b.size
            && a.modified.tv_sec == b.modified.tv_sec && a.modified.tv_nsec == b.modified.tv_nsec
    }
}
