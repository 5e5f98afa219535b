"""Packaging beyond `pyproject.toml`: the maps, assets and rules documents ship inside the package, and so do the
compiled message catalogs.

They stay at the top level of the repository (`maps/` is edited in Tiled, `docs/rules/` is read on GitHub) and
are mapped into `ninjatable/maps`, `ninjatable/assets` and `ninjatable/rulebooks` in the wheel, where
`ninjatable.paths` finds them. Every `ninjatable` package is found by itself, so a new game needs no line here.

The catalogs (`ninjatable/locale/<lang>/LC_MESSAGES/ninjatable.po`) are compiled to `.mo` files into the wheel
when it is built (Babel is a build requirement); the `.po` files stay out of it. A checkout compiles them on
first use instead (`ninjatable.i18n.catalogs`).
"""

import io
from pathlib import Path

from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po
from setuptools import find_packages, setup
from setuptools.command.build_py import build_py

SHIPPED = {"ninjatable.maps": "maps", "ninjatable.assets": "assets", "ninjatable.rulebooks": "docs/rules"}
CATALOGS = Path("ninjatable") / "locale"


class BuildWithCatalogs(build_py):
    """The usual build, and every catalog compiled into the build folder (an editable install compiles them on
    first use in the checkout instead)."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        for po in sorted(CATALOGS.glob("*/LC_MESSAGES/*.po")):
            with po.open("rb") as source:
                catalog = read_po(source, domain=po.stem)
            buffer = io.BytesIO()
            write_mo(buffer, catalog)
            target = Path(self.build_lib) / po.with_suffix(".mo")
            target.parent.mkdir(parents=True, exist_ok=True)
            target.write_bytes(buffer.getvalue())


setup(
    packages=find_packages(include=["ninjatable", "ninjatable.*"]) + list(SHIPPED),
    package_dir=SHIPPED,
    package_data={
        "": ["*.json", "*.md", "*.ttf", "*.txt"],
        "ninjatable.maps": ["*.tmx", "*.tsx", "*.png"],
        "ninjatable.assets": ["*.png", "*.md", "*.txt", "*.ttf", "*.json"],
        "ninjatable.rulebooks": ["*.md"],
    },
    cmdclass={"build_py": BuildWithCatalogs},
)
