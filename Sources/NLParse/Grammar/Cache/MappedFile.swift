import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// The start of a file mapped read-only into memory, for the part of the grammar cache every
/// start reads (1 MB: the tables and the patterns' slots; `CacheBlobs` reads the rest on use).
///
/// Read into the heap, the bytes cost a page fault for every 4 KB touched; mapped with
/// `MAP_POPULATE` on Linux, the kernel maps them from the page cache in one call. Unmapped when
/// the value is released; nil when the file cannot be mapped (the caller treats that as a miss).
final class MappedFile {
    let bytes: UnsafeRawBufferPointer

    /// Maps the first `length` bytes of the file open on `descriptor` (which may be closed after).
    init?(descriptor: Int32, length: Int) {
        guard length > 0 else { return nil }
        #if os(Linux)
        let flags = MAP_PRIVATE | MAP_POPULATE
        #else
        let flags = MAP_PRIVATE
        #endif
        guard let address = mmap(nil, length, PROT_READ, flags, descriptor, 0), address != MAP_FAILED else { return nil }
        bytes = UnsafeRawBufferPointer(start: address, count: length)
    }

    deinit {
        munmap(UnsafeMutableRawPointer(mutating: bytes.baseAddress), bytes.count)
    }
}
