"""The solo player's best scores, kept between launches in the user's data folder (`records/ronin_solo.json`).

Each entry: points, rank, seed and the date. The ten best are kept, best first.
"""

from __future__ import annotations

import datetime
from typing import Any

from ninjatable.games.ronin.data import rank_name, solo_rank
from ninjatable.i18n import _

RECORD_NAME = "ronin_solo"
KEPT = 10


def _valid(entry: Any) -> bool:
    return isinstance(entry, dict) and isinstance(entry.get("points"), int) and isinstance(entry.get("rank"), str)


def load_best(storage: Any) -> list[dict[str, Any]]:
    data = storage.read_record(RECORD_NAME)
    entries = data.get("best") if isinstance(data, dict) else None
    if not isinstance(entries, list):
        return []
    return sorted((e for e in entries if _valid(e)), key=lambda e: -e["points"])[:KEPT]


def record_solo_score(storage: Any, points: int | None, seed: int,
                      moves: int = 0) -> tuple[list[dict[str, Any]], int | None]:
    """Add a finished solo game (`points` None: only read). The same game (seed, orders, points) is kept once,
    even when its save is opened again. Returns the best scores and the place (0-based) of this game among
    them, or None when it is not among them."""
    best = load_best(storage)
    for i, entry in enumerate(best):
        if entry.get("seed") == seed and (points is None or (entry["points"] == points
                                                             and entry.get("moves") == moves)):
            return best, i
    if points is None:
        return best, None
    entry = {"points": points, "rank": solo_rank(points), "seed": seed, "moves": moves,
             "date": datetime.date.today().isoformat()}
    best.append(entry)
    best.sort(key=lambda e: -e["points"])
    place = next((i for i, e in enumerate(best) if e is entry), None)
    best = best[:KEPT]
    if place is not None and place >= KEPT:
        place = None
    storage.write_record(RECORD_NAME, {"best": best})
    return best, place


def best_score_lines(best: list[dict[str, Any]], place: int | None) -> list[str]:
    """The best scores as lines of the results screen (this game marked)."""
    if not best:
        return []
    lines = [_("Your best solo scores:")]
    for i, entry in enumerate(best[:5]):
        fields = {"place": i + 1, "points": entry["points"], "rank": rank_name(str(entry["rank"])),
                  "date": entry.get("date", "")}
        if i == place:
            lines.append(_("{place}. {points} points, {rank} ({date})  <- this game").format(**fields))
        else:
            lines.append(_("{place}. {points} points, {rank} ({date})").format(**fields))
    if place is not None and place == 0 and len(best) > 1:
        lines.append(_("A new best score!"))
    return lines
