import Glibc

/// What identifies a version of a data file without reading it: the file (device
/// and inode, which an update by rename changes), its size and its modification
/// time to the nanosecond. A kiosk re-reads its `--data` file when this changes.
struct DataFileStamp: Equatable {
    let device: UInt64
    let inode: UInt64
    let size: Int64
    let modifiedSeconds: Int64
    let modifiedNanoseconds: Int64

    /// The stamp of the file at `path` now, or nil when it cannot be examined.
    init?(path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        device = UInt64(info.st_dev)
        inode = UInt64(info.st_ino)
        size = Int64(info.st_size)
        modifiedSeconds = Int64(info.st_mtim.tv_sec)
        modifiedNanoseconds = Int64(info.st_mtim.tv_nsec)
    }
}
