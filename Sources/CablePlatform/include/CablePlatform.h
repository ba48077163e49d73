// The few C library calls Swift's Glibc and Darwin modules do not import, behind one
// signature for both systems. Everything here is a thin `static inline` wrapper: no state,
// no allocation, and errno is left as the call set it.
#ifndef CABLE_PLATFORM_H
#define CABLE_PLATFORM_H

#include <stddef.h>
#include <sys/types.h>

#if defined(__linux__) || defined(__APPLE__)
#include <sys/xattr.h>
#endif
#include <string.h>
#include <sys/socket.h>
#include <sys/un.h>
#include <unistd.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#if defined(__linux__)
#include <sys/syscall.h>
#endif

/// The names of the extended attributes of the file at `path` (not following a final link),
/// NUL-separated, into `buffer`; their length, or -1 with errno (ENOTSUP where the file system
/// has none).
static inline ssize_t cable_llistxattr(const char *path, char *buffer, size_t size) {
#if defined(__APPLE__)
    return listxattr(path, buffer, size, XATTR_NOFOLLOW);
#elif defined(__linux__)
    return llistxattr(path, buffer, size);
#else
    errno = ENOTSUP;
    return -1;
#endif
}

/// The value of the extended attribute `name` of the file at `path` (not following a final
/// link); its length, or -1 with errno.
static inline ssize_t cable_lgetxattr(const char *path, const char *name, void *value, size_t size) {
#if defined(__APPLE__)
    return getxattr(path, name, value, size, 0, XATTR_NOFOLLOW);
#elif defined(__linux__)
    return lgetxattr(path, name, value, size);
#else
    errno = ENOTSUP;
    return -1;
#endif
}

/// The value of the extended attribute `name` of `descriptor`; its length, or -1 with errno.
static inline ssize_t cable_fgetxattr(int descriptor, const char *name, void *value, size_t size) {
#if defined(__APPLE__)
    return fgetxattr(descriptor, name, value, size, 0, 0);
#elif defined(__linux__)
    return fgetxattr(descriptor, name, value, size);
#else
    errno = ENOTSUP;
    return -1;
#endif
}

/// Sets the extended attribute `name` of `descriptor`; 0, or -1 with errno.
static inline int cable_fsetxattr(int descriptor, const char *name, const void *value, size_t size) {
#if defined(__APPLE__)
    return fsetxattr(descriptor, name, value, size, 0, 0);
#elif defined(__linux__)
    return fsetxattr(descriptor, name, value, size, 0);
#else
    errno = ENOTSUP;
    return -1;
#endif
}

/// The names of `descriptor`'s extended attributes, NUL-separated, into `buffer`; their
/// length, or -1 with errno.
static inline ssize_t cable_flistxattr(int descriptor, char *buffer, size_t size) {
#if defined(__APPLE__)
    return flistxattr(descriptor, buffer, size, 0);
#elif defined(__linux__)
    return flistxattr(descriptor, buffer, size);
#else
    errno = ENOTSUP;
    return -1;
#endif
}

/// Removes the extended attribute `name` of `descriptor`; 0, or -1 with errno.
static inline int cable_fremovexattr(int descriptor, const char *name) {
#if defined(__APPLE__)
    return fremovexattr(descriptor, name, 0);
#elif defined(__linux__)
    return fremovexattr(descriptor, name);
#else
    errno = ENOTSUP;
    return -1;
#endif
}

/// Atomically swaps the files at `first` and `second` (both must exist): Linux's
/// `renameat2(RENAME_EXCHANGE)`, macOS's `renamex_np(RENAME_SWAP)`. 0, or -1 with errno
/// (ENOSYS or EINVAL where the kernel or file system cannot).
static inline int cable_exchange(const char *first, const char *second) {
#if defined(__APPLE__)
    return renamex_np(first, second, RENAME_SWAP);
#elif defined(__linux__) && defined(SYS_renameat2)
    return (int)syscall(SYS_renameat2, AT_FDCWD, first, AT_FDCWD, second, 2 /* RENAME_EXCHANGE */);
#else
    errno = ENOSYS;
    return -1;
#endif
}

/// A stream socket connected to the Unix-domain socket at `path`: its descriptor, or -1 with
/// errno (ENAMETOOLONG when the path does not fit a socket address).
static inline int cable_connect_unix(const char *path) {
    struct sockaddr_un address;
    memset(&address, 0, sizeof address);
    address.sun_family = AF_UNIX;
    size_t length = strlen(path);
    if (length >= sizeof address.sun_path) {
        errno = ENAMETOOLONG;
        return -1;
    }
    memcpy(address.sun_path, path, length + 1);
    int descriptor = socket(AF_UNIX, SOCK_STREAM, 0);
    if (descriptor < 0) return -1;
    if (connect(descriptor, (struct sockaddr *)&address, sizeof address) != 0) {
        int saved = errno;
        close(descriptor);
        errno = saved;
        return -1;
    }
    return descriptor;
}

#endif
