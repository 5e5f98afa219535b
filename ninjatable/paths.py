"""Where the project's files are: the Tiled maps, the rules documents, the assets."""

from __future__ import annotations

from pathlib import Path

PACKAGE_DIR = Path(__file__).resolve().parent
PROJECT_DIR = PACKAGE_DIR.parent


def maps_dir() -> Path:
    """The folder of Tiled maps (`maps/` beside the package)."""
    return PROJECT_DIR / "maps"


def rules_dir() -> Path:
    """The folder of the rules documents (`docs/rules/`)."""
    return PROJECT_DIR / "docs" / "rules"


def assets_dir() -> Path:
    return PROJECT_DIR / "assets"
