"""A player installs a wheel, not the checkout: build it, install it in a fresh virtual environment, and play
every registered game headless from another folder (maps, rules documents, data and the compiled message catalogs
come from the wheel)."""

from __future__ import annotations

import json
import os
import shutil
import site
import subprocess
import sys
import venv
from pathlib import Path

import pytest

from ninjatable.engine.registry import CATALOGUE, get_game

ROOT = Path(__file__).resolve().parents[1]


@pytest.fixture(scope="module")
def installed(tmp_path_factory) -> Path:
    """The python of a fresh environment with the wheel installed (the dependencies are taken from this
    interpreter's site-packages, so nothing is downloaded but the build tools)."""
    base = tmp_path_factory.mktemp("wheel")
    # built from a copy: setuptools builds inside the source folder, and two test processes building the same
    # checkout at once collide there
    source = base / "source"
    shutil.copytree(ROOT, source, ignore=shutil.ignore_patterns(".git", "build", "dist", "*.egg-info", "__pycache__",
                                                                  ".pytest_cache", ".ruff_cache", "playtest-failures"))
    built = subprocess.run([sys.executable, "-m", "pip", "wheel", "--no-deps", "-q", "-w", str(base / "dist"),
                            str(source)], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-2000:]
    (wheel,) = (base / "dist").glob("ninjatable-*.whl")
    venv.EnvBuilder(system_site_packages=True, with_pip=True).create(base / "env")
    python = base / "env" / ("Scripts" if os.name == "nt" else "bin") / "python"
    see_running_packages(python)
    done = subprocess.run([str(python), "-m", "pip", "install", "-q", "--no-deps", "--no-index", str(wheel)],
                          capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-2000:]
    return python


def see_running_packages(python: Path) -> None:
    """Let the fresh environment see the packages of the interpreter running the tests: the base interpreter's
    come with `system_site_packages`, but when the tests run inside a virtual environment its packages are
    elsewhere. Its folders are added after the fresh environment's own, so the wheel installed there is the
    ninjatable imported (an editable install of the checkout is not followed: its hook is not run)."""
    own = subprocess.run([str(python), "-c", "import sysconfig; print(sysconfig.get_paths()['purelib'])"],
                         capture_output=True, text=True, check=True).stdout.strip()
    running = [p for p in site.getsitepackages() + [site.getusersitepackages()] if Path(p).is_dir()]
    (Path(own) / "running-interpreter.pth").write_text("".join(f"{p}\n" for p in running), encoding="utf-8")


def run(python: Path, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if not k.startswith("PYTHON")}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", NINJATABLE_HOME=str(cwd / "home"))
    return subprocess.run([str(python), "-I", *args], cwd=cwd, env=env, capture_output=True, text=True,
                          timeout=300)


def test_the_wheel_holds_the_package_its_maps_and_its_rules(installed, tmp_path):
    probe = run(installed, tmp_path, "-c", (
        "import json, ninjatable, ninjatable.paths as p\n"
        "from ninjatable.engine.registry import CATALOGUE, get_game\n"
        "print(json.dumps({'file': ninjatable.__file__, 'maps': sorted(x.name for x in p.maps_dir().glob('*.tmx')),"
        " 'rules': {n: (p.rules_dir() / get_game(n).rules_doc).is_file() for n in CATALOGUE},"
        " 'translated': {n: [p.rules_document(get_game(n).rules_doc, lang).name for lang in ('de', 'it')]"
        " for n in CATALOGUE}}))"))
    assert probe.returncode == 0, probe.stderr[-2000:]
    found = json.loads(probe.stdout)
    assert str(tmp_path) not in found["file"] and str(ROOT) not in found["file"], "the checkout was imported"
    assert found["maps"] == sorted(p.name for p in (ROOT / "maps").glob("*.tmx"))
    assert all(found["rules"].values()), found["rules"]
    for name, documents in found["translated"].items():  # the German and Italian rules, not the English again
        stem = get_game(name).rules_doc.removesuffix(".md")
        assert documents == [f"{stem}.de.md", f"{stem}.it.md"], (name, documents)


def test_the_wheel_holds_the_compiled_catalogs_and_speaks_german_and_italian(installed, tmp_path):
    probe = run(installed, tmp_path, "-c", (
        "import json\n"
        "from ninjatable import i18n\n"
        "from ninjatable.i18n import catalogs\n"
        "found = {}\n"
        "for code in ('de', 'it'):\n"
        "    i18n.set_language(code)\n"
        "    found[code] = [i18n._('Language'), catalogs.mo_path(code).is_file(), catalogs.po_path(code).exists()]\n"
        "print(json.dumps(found))"))
    assert probe.returncode == 0, probe.stderr[-2000:]
    # the compiled catalogs are there, their sources are not, and they are read
    assert json.loads(probe.stdout) == {"de": ["Sprache", True, False], "it": ["Lingua", True, False]}


def test_the_installed_command_line_takes_lang_and_refuses_a_language_it_lacks(installed, tmp_path):
    played = run(installed, tmp_path, "-m", "ninjatable", "--lang", "it", "simulate", "shin", "--seats",
                 "random,random", "--games", "1")
    assert played.returncode == 0, played.stderr[-2000:]
    refused = run(installed, tmp_path, "-m", "ninjatable", "--lang", "xx")
    assert refused.returncode == 2 and "choose from 'en', 'de', 'it'" in refused.stderr


@pytest.mark.parametrize("name", list(CATALOGUE))
def test_every_game_plays_and_draws_from_the_installed_wheel(installed, tmp_path, name):
    seats = ",".join(["random"] * min(CATALOGUE[name].seat_counts))
    played = run(installed, tmp_path, "-m", "ninjatable", "simulate", name, "--seats", seats, "--games", "1")
    assert played.returncode == 0, played.stderr[-2000:]
    assert json.loads(played.stdout.splitlines()[-1])["errors"] == 0
    shot = run(installed, tmp_path, "-m", "ninjatable", "screenshot", name, "--out", str(tmp_path / "x.png"),
               "--moves", "8")
    assert shot.returncode == 0, shot.stderr[-2000:]
    assert (tmp_path / "x.png").stat().st_size > 10_000
