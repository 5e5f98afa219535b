"""Where the app's files are: the Tiled maps, the rules documents, the assets, and the user's data folder.

Installed from a wheel, the maps, assets and rules documents are package data inside `ninjatable/` (the wheel
maps the repository's top-level `maps/`, `assets/` and `docs/rules/` there). Run from a checkout (an editable
install), they are read where they stand in the repository. The user's data folder holds settings, saves and
arenas of the user's own (`<data folder>/maps/`).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
PROJECT_DIR = PACKAGE_DIR.parent


def _shipped(inside: str, *in_checkout: str) -> Path:
    """The folder `inside` the installed package, or where it stands in the repository."""
    packaged = PACKAGE_DIR / inside
    return packaged if packaged.is_dir() else PROJECT_DIR.joinpath(*in_checkout)


def maps_dir() -> Path:
    """The Tiled maps that come with the app."""
    return _shipped("maps", "maps")


def rules_dir() -> Path:
    """The rules documents shown in the Rules panel."""
    return _shipped("rulebooks", "docs", "rules")


def rules_document(file_name: str, language: str) -> Path:
    """A game's rules document (`Game.rules_doc`, the English one: "shinobi.md") in `language`: the translation
    beside it ("shinobi.de.md") when there is one, else the English document."""
    english = rules_dir() / file_name
    translated = english.with_name(f"{english.stem}.{language}{english.suffix}")
    return translated if language != "en" and translated.is_file() else english


def assets_dir() -> Path:
    return _shipped("assets", "assets")


def data_dir() -> Path:
    """The user's data folder: `NINJATABLE_HOME` if set, else `%APPDATA%/ninjatable` on Windows, else
    `$XDG_DATA_HOME/ninjatable` or `~/.local/share/ninjatable`."""
    override = os.environ.get("NINJATABLE_HOME")
    if override:
        return Path(override)
    if sys.platform.startswith("win"):
        base = os.environ.get("APPDATA")
        if base:
            return Path(base) / "ninjatable"
    xdg = os.environ.get("XDG_DATA_HOME")
    if xdg:
        return Path(xdg) / "ninjatable"
    return Path.home() / ".local" / "share" / "ninjatable"


def user_maps_dir() -> Path:
    """Maps the player dropped into the data folder (`<data folder>/maps/`); they are offered beside ours."""
    return data_dir() / "maps"
