"""Packaging beyond `pyproject.toml`: the maps, assets and rules documents ship inside the package.

They stay at the top level of the repository (`maps/` is edited in Tiled, `docs/rules/` is read on GitHub) and
are mapped into `ninjatable/maps`, `ninjatable/assets` and `ninjatable/rulebooks` in the wheel, where
`ninjatable.paths` finds them. Every `ninjatable` package is found by itself, so a new game needs no line here.
"""

from setuptools import find_packages, setup

SHIPPED = {"ninjatable.maps": "maps", "ninjatable.assets": "assets", "ninjatable.rulebooks": "docs/rules"}

setup(
    packages=find_packages(include=["ninjatable", "ninjatable.*"]) + list(SHIPPED),
    package_dir=SHIPPED,
    package_data={
        "": ["*.json", "*.md", "*.ttf", "*.txt"],
        "ninjatable.maps": ["*.tmx", "*.tsx", "*.png"],
        "ninjatable.assets": ["*.png", "*.md", "*.txt", "*.ttf", "*.json"],
        "ninjatable.rulebooks": ["*.md"],
    },
)
