"""Where the message catalogs are and how they become the translations the app reads.

Each language but English has one catalog, `ninjatable/locale/<lang>/LC_MESSAGES/ninjatable.po` (the text
translators edit, kept in the repository), compiled to `ninjatable.mo` beside it (what `gettext` reads):

- in a wheel the `.mo` files are compiled when the wheel is built (`setup.py`) and the `.po` files stay out of
  it: the installed app only reads;
- in a checkout nothing generated is committed: a `.mo` missing or older than its `.po` is compiled on first use
  and written beside it (ignored by git), so editing a catalog takes effect at the next start without a step by
  hand. Where the folder cannot be written the compiled catalog is used from memory.

A catalog that is missing or cannot be read leaves its language in English, message by message: the app never
stops for a catalog.
"""

from __future__ import annotations

import gettext
import io
import os
import tempfile
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po

#: the gettext domain: the catalogs' file name.
DOMAIN = "ninjatable"
#: the folder of the catalogs, inside the package.
LOCALE_DIR = Path(__file__).resolve().parent.parent / "locale"


def po_path(code: str) -> Path:
    """The catalog translators edit for language `code`."""
    return LOCALE_DIR / code / "LC_MESSAGES" / f"{DOMAIN}.po"


def mo_path(code: str) -> Path:
    """The compiled catalog `gettext` reads for language `code`."""
    return po_path(code).with_suffix(".mo")


def compile_po(po: Path) -> bytes:
    """The `.mo` form of the catalog `po` (fuzzy and untranslated messages left out: they read as English)."""
    with po.open("rb") as source:
        catalog = read_po(source, domain=DOMAIN)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    return buffer.getvalue()


def is_stale(code: str) -> bool:
    """True when language `code` has a `.po` (a checkout) whose `.mo` is missing or older."""
    po, mo = po_path(code), mo_path(code)
    if not po.is_file():
        return False
    return not mo.is_file() or mo.stat().st_mtime_ns < po.stat().st_mtime_ns


def compiled(code: str) -> bytes | None:
    """The compiled catalog of `code`: compiled again from its `.po` when stale (and written beside it when the
    folder can be written), else read from its `.mo`; None when there is neither."""
    if is_stale(code):
        data = compile_po(po_path(code))
        write_atomically(mo_path(code), data)
        return data
    mo = mo_path(code)
    if mo.is_file():
        return mo.read_bytes()
    return None


def write_atomically(path: Path, data: bytes) -> bool:
    """Write `data` to `path` through a temporary file in the same folder (a reader never sees half a file, and
    two processes compiling at once both leave a whole one). False when the folder cannot be written."""
    try:
        handle, temporary = tempfile.mkstemp(prefix=f".{path.name}.", dir=path.parent)
    except OSError:
        return False
    try:
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temporary, path)
        return True
    except OSError:
        Path(temporary).unlink(missing_ok=True)
        return False


def load(code: str) -> gettext.NullTranslations:
    """The translations of language `code`. English, and a language whose catalog is missing or cannot be read,
    answer every message with its English words."""
    if code == "en":
        return gettext.NullTranslations()
    try:
        data = compiled(code)
        if data is None:
            return gettext.NullTranslations()
        return gettext.GNUTranslations(io.BytesIO(data))
    except Exception:  # a damaged catalog (of any kind of damage) leaves its language in English
        return gettext.NullTranslations()
