"""Which sound each moment of a game makes at the table: every kind of event a game's rules emit (`Event.kind`)
is given a cue of `ninjatable.ui.sound` or deliberate silence (None).

Silent on purpose: what only the log needs (a round begins, a score, a skipped order, a janken sign given in
secret), what another cue of the same command already covers (the dice of an attack sound, the attack itself
does not), and the end of a game, which the table marks with its own cue when the game is over. The table's
other cues (a refused order, your turn) come from the table, not from events.
"""

from __future__ import annotations

from collections.abc import Iterable

from ninjatable.engine.protocol import Event

#: when one change holds more events than `AT_MOST` cues, the cues kept are the first of these found.
PRIORITY = ("dice", "shuffle", "card", "draw", "figure", "stone")
#: the most cues one change plays, one after the other (a card played, then the cards drawn).
AT_MOST = 2

EVENT_CUES: dict[str, dict[str, str | None]] = {
    "shinobi": {
        "deploy": "card", "ninja": "card", "relocate": "card", "attack": "card", "draw": "draw",
        "skip": None, "final-round": None, "last-turn": None, "game-over": None, "result": None,
    },
    "ninja-all-stars": {
        "affinity": "dice", "dice": "dice", "poison": "dice",
        "move": "figure", "push": "figure", "deploy": "figure",
        "lantern": "stone", "shrine": "stone",
        "draw": "draw", "discard": "card", "shuffle": "shuffle", "card": "card",
        # the dice and the figures of these moments sound; the moments themselves are the log's
        "activate": None, "attack": None, "condition": None, "dodge": None, "end": None,
        "turn": None, "heal": None, "injured": None, "result": None, "stealth": None,
        # setup and bookkeeping
        "janken": None, "initiative": None, "edge": None, "setup": None, "moon": None, "manage": None,
        "round": None, "score": None, "over": None,
        # the challenges' objectives
        "chest": None, "guard": None, "hill": None, "infiltrate": None, "medal": None, "messenger": None,
        "scroll": None,
    },
    "ronin": {
        "place": "figure", "castle": "figure",
        "good": "stone", "tea": "stone", "flag": "stone", "bonus": "stone",
        "mission": "card", "fulfil": "card", "character": "card", "shogun": "card", "draw": "draw",
        "info": None, "round": None, "score": None,
    },
    "shitenno": {
        "pack": "card", "unpack": "card", "rank": "card", "offer": "card", "accept": "card", "refuse": "card",
        "choose": "card", "draw-row": "draw", "draw": "draw", "reshuffle": "shuffle",
        "place": "stone", "gild": "stone",
        "end-turn": None, "pass": None, "tairo": None, "titles": None, "year": None, "last-year": None,
        "game-over": None, "result": None,
    },
    "shin": {
        "choose": "card", "place": "card", "move": "card", "swap": "card", "reveal": "card",
        "spies-revealed": "card", "pass": "draw", "reshuffle": "shuffle", "stone": "stone",
        "cancel": None, "peek": None, "no-effect": None, "skip": None, "spies": None, "count": None,
        "turn": None, "round": None, "game-over": None,
    },
}

#: kinds that sound only when their event's data holds this key (a moon card played, not "plays no card").
ONLY_WITH: dict[str, dict[str, str]] = {"ninja-all-stars": {"card": "card"}}


def cue_of(game: str, event: Event) -> str | None:
    """The cue of one event of `game`, or None for silence."""
    needed = ONLY_WITH.get(game, {}).get(event.kind)
    if needed is not None and needed not in event.data:
        return None
    return EVENT_CUES.get(game, {}).get(event.kind)


def cues_for(game: str, events: Iterable[Event]) -> list[str]:
    """The cues a change made of `events` plays in `game`, in the order they happened: each cue once, and when
    there are more than `AT_MOST`, those first by `PRIORITY`."""
    found = list(dict.fromkeys(cue for event in events if (cue := cue_of(game, event)) is not None))
    kept = sorted(found, key=PRIORITY.index)[:AT_MOST]
    return [cue for cue in found if cue in kept]
