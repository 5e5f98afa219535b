"""Games played from fixed seeds, each summed up as one digest: every legal command list, every command, every
event, refusals of stale commands, decisions, copies, redactions, the computer's readings and the final state.

The same seed and the same commands must give the same game, so a faster engine must give the very same
digests. `replay_digests.json` beside this file holds the digests of the games below; to write it again after
a change of the rules (never after a change meant to keep the games the same), run

    python -m tests.ninja_all_stars.replays
"""

from __future__ import annotations

import dataclasses
import hashlib
import itertools
import json
from pathlib import Path
from typing import Any

from ninjatable.ai.ismcts import ismcts_search
from ninjatable.engine.rng import NoGenerator, Rng
from ninjatable.games.ninja_all_stars import GAME
from ninjatable.games.ninja_all_stars.map import Arena
from ninjatable.games.ninja_all_stars.rules import NasState
from ninjatable.games.ninja_all_stars.rules.tournament import MODEL_FIELDS, Model
from ninjatable.games.ninja_all_stars.view import redact
from ninjatable.i18n import render

DIGESTS = Path(__file__).with_name("replay_digests.json")
COMMAND = "python -m tests.ninja_all_stars.replays"
TEAMS = ("fire", "water", "earth", "air")
#: how the commands are chosen: uniformly at random, or by the computer's playout policy
PLAYERS = ("random", "policy")
#: every so many commands the game goes on in a copy of the state, and a redaction is summed up
COPY_EVERY = 23
#: every so many commands the decision and the computer's reading of the position are summed up
READ_EVERY = 7
#: in two-player games, every so many commands a short search from the seat's knowledge is summed up
SEARCH_EVERY = 41
SEARCH_ITERATIONS = 40


def games() -> list[tuple[str, int, int, dict[str, Any]]]:
    """(name, players, seed, parameters) of every game played: both arenas, both challenges, two to four
    players, random and policy play."""
    found = []
    for arena, challenge, seats, player in itertools.product(("nas_sakura_garden", "nas_moon_temple"),
                                                             ("brawl", "search"), (2, 3, 4), PLAYERS):
        for seed in (1, 2):
            teams = {f"team_{k + 1}": TEAMS[(k + seed) % 4] for k in range(seats)}
            params = {"arena": arena, "challenge": challenge, **teams}
            found.append((f"{arena}-{challenge}-{seats}p-{player}-{seed}", seats, seed, params))
    return found


def canonical(value: Any) -> Any:
    """A plain, ordered form of a value of the state (sets sorted, records as their fields)."""
    if isinstance(value, str | int | float | bool) or value is None:
        return value
    if isinstance(value, list | tuple):
        return [canonical(item) for item in value]
    if isinstance(value, set | frozenset):
        return sorted((canonical(item) for item in value), key=repr)
    if isinstance(value, dict):
        return sorted(([canonical(k), canonical(v)] for k, v in value.items()), key=repr)
    if isinstance(value, Model):
        return {name: canonical(getattr(value, name)) for name in MODEL_FIELDS}
    if isinstance(value, NoGenerator):
        return "no generator"
    if isinstance(value, Rng):
        return canonical(value._random.getstate())
    if isinstance(value, Arena):
        return value.key
    if hasattr(value, "key") and not dataclasses.is_dataclass(value):
        return value.key
    if dataclasses.is_dataclass(value):
        return [type(value).__name__, {f.name: canonical(getattr(value, f.name)) for f in dataclasses.fields(value)}]
    if hasattr(value, "key"):
        return value.key
    raise TypeError(f"no canonical form for {type(value).__name__}")


def state_text(state: NasState) -> str:
    """Every field of the state but its caches and its hash trail (hashes of texts differ between runs)."""
    fields = {name: canonical(value) for name, value in sorted(state.__dict__.items())
              if not name.startswith("_") and name not in ("trail", "arena", "challenge")}
    fields["challenge"] = state.challenge.key
    return json.dumps(fields, sort_keys=True)


def outcome_text(state: NasState) -> Any:
    """The outcome, its explanation in words."""
    outcome = state.outcome()
    return dataclasses.replace(outcome, explanation=tuple(render(line) for line in outcome.explanation))


def event_text(event: Any) -> str:
    """An event as its English words (a message is rendered), its seat, kind, private words and data."""
    return repr((event.text_for(None), event.seat, event.kind,
                 sorted((seat, event.text_for(seat)) for seat in event.private), event.irreversible,
                 canonical(event.data)))


def play(players: int, seed: int, params: dict[str, Any], player: str, limit: int = 5000) -> str:
    """Play one game to its end and return its digest."""
    digest = hashlib.sha256()

    def note(*parts: Any) -> None:
        digest.update(repr(parts).encode())

    knowledge = GAME.knowledge
    state = GAME.new_state(players, seed, params)
    chooser = Rng(seed * 7919 + 13)
    asker = Rng(seed * 31 + 5)
    stale: list[Any] = []
    for step in range(limit):
        if state.is_over():
            break
        seat = state.to_act()[0]
        legal = state.legal_commands(seat)
        note("legal", seat, [repr(c) for c in legal])
        if stale:
            probe = asker.choice(stale)
            note("refusal", repr(probe), state.refusal(seat, probe))
        if step % READ_EVERY == 0:
            decision = state.decision(seat)
            if decision is not None:
                note("decision", decision.kind, decision.prompt,
                     [(repr(o.command), o.label, o.group) for o in decision.options])
            note("search", [repr(c) for c in knowledge.search_commands(state, seat)])
            note("value", [round(v, 9) for v in knowledge.evaluate(state)])
        if players == 2 and step % SEARCH_EVERY == 0 and len(legal) > 1:
            found = ismcts_search(knowledge, redact(state, seat), seat, legal, Rng(step), iterations=SEARCH_ITERATIONS,
                                  seconds=float("inf"))
            note("searched", found.command.to_text(), [(c.command.to_text(), c.visits) for c in found.considered])
        if player == "random":
            command = chooser.choice(legal)
        else:
            command = knowledge.playout_command(state, seat, chooser)
        note("command", seat, command.to_text())
        if step % COPY_EVERY == 0:
            note("redacted", state_text(redact(state, seat)))
            state = state.clone()
        events = state.apply(seat, command) if step % 2 else state.apply_unchecked(seat, command)
        note("events", [event_text(e) for e in events])
        stale = legal
    note("final", state_text(state), state.is_over() and repr(outcome_text(state)))
    return digest.hexdigest()


def all_digests() -> dict[str, str]:
    return {name: play(players, seed, params, name.split("-")[-2]) for name, players, seed, params in games()}


def main() -> None:
    data = {"written by": COMMAND, "digests": all_digests()}
    DIGESTS.write_text(json.dumps(data, indent=1) + "\n")
    print(f"{len(data['digests'])} digests written to {DIGESTS.name}")


if __name__ == "__main__":
    main()
