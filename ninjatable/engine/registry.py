"""The games by name. A new game is a package under `ninjatable.games` and one line here."""

from __future__ import annotations

import dataclasses
import importlib
import importlib.util

from ninjatable.engine.protocol import Game
from ninjatable.i18n import N_


@dataclasses.dataclass(frozen=True)
class Listing:
    """What the lobby shows of a game before its package is imported (the lobby must appear quickly)."""

    module: str
    title: str
    #: the numbers of players, then what the game is about, between them " · " (English words, marked for the
    #: catalogs: translated where the lobby shows them).
    tagline: str
    #: the numbers of players the game allows (the game's `seat_counts`).
    seat_counts: tuple[int, ...]
    #: how long a game takes, as the lobby says it ("30–45 min"; marked for the catalogs like the tagline).
    length: str = ""


#: name -> the game's listing, in lobby order; `module` defines `GAME`.
# TRANSLATORS: a game's tagline keeps " · " between the numbers of players and what the game is about.
CATALOGUE: dict[str, Listing] = {
    "shinobi": Listing("ninjatable.games.shinobi", "Shinobi",
                       N_("3–5 players · secret clans, armies and provinces"), (3, 4, 5), N_("30–45 min")),
    "ninja-all-stars": Listing("ninjatable.games.ninja_all_stars", "Ninja All-Stars",
                               N_("2–4 players · ninja miniatures and element dice"), (2, 3, 4),
                               N_("60–90 min")),
    "ronin": Listing("ninjatable.games.ronin", "Ronin",
                     N_("1–5 players · goods, missions, the Shogun deck"), (1, 2, 3, 4, 5),
                     N_("45–60 min")),
    "shitenno": Listing("ninjatable.games.shitenno", "Shitennō",
                        N_("2–4 players · share out troops in Edo, take the provinces of Japan"), (2, 3, 4),
                        N_("60–90 min")),
    "shin": Listing("ninjatable.games.shin", "SHIN",
                    N_("2 or 4 players · secret ninja drafting with spies, a duel or two teams"), (2, 4),
                    N_("20–30 min")),
}

#: name -> module that defines `GAME`, in lobby order.
GAME_MODULES: dict[str, str] = {name: listing.module for name, listing in CATALOGUE.items()}

_loaded: dict[str, Game] = {}


def game_names() -> list[str]:
    """Every registered game whose package is present."""
    names = []
    for name, module in GAME_MODULES.items():
        if importlib.util.find_spec(module) is not None:
            names.append(name)
    return names


def get_game(name: str) -> Game:
    """The game called `name`. Raises KeyError with the known names."""
    if name not in _loaded:
        module_name = GAME_MODULES.get(name)
        if module_name is None or importlib.util.find_spec(module_name) is None:
            raise KeyError(f"unknown game '{name}' (known: {', '.join(game_names())})")
        module = importlib.import_module(module_name)
        _loaded[name] = module.GAME
    return _loaded[name]
