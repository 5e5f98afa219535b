"""A saved game open in one window is locked, so that no other window opens it and overwrites its save.

The lock is the operating system's lock on a small file beside the save (`.autosave-3.json.lock`): it is held as
long as the window's process holds the file open, and the system lets it go when the process ends, however it
ends, so a window that crashed leaves nothing locked. Letting it go removes the lock file. On a file system that
cannot lock files, a game is not locked at all (never locked for ever).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

if sys.platform == "win32":  # pragma: no cover - exercised on Windows only
    import msvcrt

    def _try_lock(fd: int) -> bool:
        try:
            msvcrt.locking(fd, msvcrt.LK_NBLCK, 1)
        except OSError:
            return False
        return True

    def _unlock(fd: int) -> None:
        try:
            os.lseek(fd, 0, os.SEEK_SET)
            msvcrt.locking(fd, msvcrt.LK_UNLCK, 1)
        except OSError:
            pass
else:
    import errno
    import fcntl

    def _try_lock(fd: int) -> bool:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except OSError as exc:
            # taken by another process; any other failure means this file system cannot lock files
            return exc.errno not in (errno.EAGAIN, errno.EACCES, errno.EWOULDBLOCK)
        return True

    def _unlock(fd: int) -> None:
        try:
            fcntl.flock(fd, fcntl.LOCK_UN)
        except OSError:
            pass


def lock_path(save: Path) -> Path:
    """The lock file of the save `save`: a hidden file beside it, which the lists of saves never show."""
    return save.parent / f".{save.name}.lock"


class GameLock:
    """The lock on one save, held by this process until `release` (or until the process ends)."""

    def __init__(self, save: Path, fd: int) -> None:
        self.save = save
        self._fd: int | None = fd

    @classmethod
    def take(cls, save: Path) -> GameLock | None:
        """Lock `save` for this process; None when another window holds it. A lock file removed by the window
        that let it go while this one was taking it is taken again (the lock must be on the file that has the
        name)."""
        path = lock_path(save)
        for _ in range(20):
            try:
                fd = os.open(path, os.O_RDWR | os.O_CREAT, 0o644)
            except OSError:
                return cls(save, -1)  # a folder that cannot be written: the save itself will say why
            if not _try_lock(fd):
                os.close(fd)
                return None
            try:
                same = os.stat(path).st_ino == os.fstat(fd).st_ino
            except OSError:
                same = False
            if same:
                return cls(save, fd)
            os.close(fd)
        return None

    @property
    def held(self) -> bool:
        return self._fd is not None

    def release(self) -> None:
        """Let the game go: the lock file is removed, then unlocked."""
        fd, self._fd = self._fd, None
        if fd is None or fd < 0:
            return
        try:
            os.unlink(lock_path(self.save))
        except OSError:
            pass
        _unlock(fd)
        os.close(fd)


def held_elsewhere(save: Path) -> bool:
    """Does another process hold the lock of `save` now? (Only looked at: nothing is locked or created.)"""
    try:
        fd = os.open(lock_path(save), os.O_RDWR)
    except OSError:
        return False
    try:
        if _try_lock(fd):
            _unlock(fd)
            return False
        return True
    finally:
        os.close(fd)
