"""What the Ninja All-Stars table says: the status line, hover sentences, the dice tray's captions and the lines
of the results screen."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from typing import Any

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision
from ninjatable.games.ninja_all_stars.commands import End, Janken, Move
from ninjatable.games.ninja_all_stars.data import (
    CONDITION_NAMES,
    CONDITION_TEXTS,
    DECK,
    ELEMENT_NAMES,
    KEYWORDS,
    LANTERN_TEXT,
    SHRINE_CONDITIONS,
    SHRINE_TEXTS,
    SPECIALS,
    STEALTH_TEXT,
    TEAMS,
    Team,
    ninja_type,
)
from ninjatable.games.ninja_all_stars.geometry import FACING_NAMES, Square
from ninjatable.games.ninja_all_stars.view import ModelView, NasView

#: what each element does as a combat result (the die's name comes first where it is shown)
RESULT_WORDS = {
    "spirit": "the attacker is Injured.", "void": "the defender is Injured.", "earth": "the defender is Stunned.",
    "fire": "everyone next to the attacker, and the attacker, is Stunned.",
    "air": "the attacker moves the defender up to three squares.",
    "water": "the attacker moves, then the defender is placed in its front zone.",
}
TERRAIN_WORDS = {
    "open": "open ground", "difficult": "difficult terrain (2 to enter)",
    "obscuring": "obscuring terrain (blocks sight)", "elevated": "elevated terrain (3 to climb)",
    "structure": "a structure (elevated, blocks sight)",
    "foliage": "foliage (difficult, blocks sight, rustles Stealth away)",
}
SETUP_PHASES = ("janken", "markers", "give_edge", "choose_edge", "deploy")
#: the letter each condition's marker shows on a figure and a shrine (the miniatures and tokens draw it)
CONDITION_LETTERS = {"stunned": "S", "curse": "C", "poison": "P", "lucky": "L", "haste": "H", "slow": "W",
                     "moon_power": "M", "protection": "D", "delayed": "Z"}


def head(view: NasView) -> str:
    """Setup, or the round."""
    if view.round_no == 1 and view.phase in SETUP_PHASES:
        return "Setup"
    return f"Round {view.round_no}/{view.rounds}"


def status(view: NasView, decision: Decision | None, focus: ModelView | None, thinking: str | None,
           waiting: list[str], answered: Command | None, placing: bool) -> str:
    """The line at the top: what to do when the player may act, else who is thinking or awaited."""
    if view.over:
        return f"The challenge is over: {view.end_reason}"
    if decision is not None:
        return f"{head(view)}. Your turn - {prompt(view, decision, focus, placing)}"
    if isinstance(answered, Janken) and waiting:
        return f"{head(view)}: you chose {answered.sign} (in secret); waiting for {', '.join(waiting)}."
    if thinking is not None:
        return f"{head(view)}: {thinking} is thinking..."
    if waiting:
        return f"{head(view)}: waiting for {', '.join(waiting)}."
    return head(view)


def prompt(view: NasView, decision: Decision, focus: ModelView | None, placing: bool) -> str:
    """The rules' prompt, or what the ninja in focus may do when the player has picked one."""
    if placing:
        return "Now click the square beside it in the direction it should face."
    if focus is None or view.active is not None:
        return decision.prompt
    commands = decision.commands
    moves = any(isinstance(c, Move) for c in commands)
    orders = any(option.group and not isinstance(option.command, End) for option in decision.options)
    if moves and orders:
        return f"{focus.name}: drag it to move or onto an enemy, choose an order below, or End activation."
    if moves:
        return f"{focus.name}: drag it to move, or End activation."
    if orders:
        return f"{focus.name}: choose an order below, or End activation."
    return f"{focus.name} can only end its activation: End activation, then the way it faces."


# --- hover --------------------------------------------------------------------------------------------------
def ninja(view: NasView, model: ModelView, label: str) -> str:
    """A ninja's stat line, keywords, markers and where it is."""
    kind = ninja_type(model.team, model.kind)
    parts = [f"{model.name} ({label}): MV {kind.mv}, AT {kind.at}, DF {kind.df}"
             + (f", ranged {kind.ranged}" if kind.ranged else "") + "."]
    keywords = [KEYWORDS[k].name for k in kind.keywords]
    if keywords:
        parts.append("Keywords: " + ", ".join(keywords) + ".")
    if model.conditions:
        parts.append("Markers: " + ", ".join(f"{CONDITION_NAMES[c]} x{n}" if n > 1 else CONDITION_NAMES[c]
                                              for c, n in sorted(model.conditions.items())) + ".")
    if model.stealth:
        parts.append("In Stealth.")
    if model.pos is not None:
        parts.append(f"On {model.pos}, facing {FACING_NAMES[model.facing]}.")
    if model.activated:
        parts.append("Already activated this round.")
    if model.where == "healing":
        parts.append("Injured: in the Healing House.")
    elif model.where == "training":
        parts.append("Waiting on the Training Ground.")
    return " ".join(parts)


@dataclasses.dataclass(frozen=True)
class Profile:
    """A ninja's card as the profile shows it: its name, what it is, its stat line, and sections of named rules
    (its keywords, its special, the conditions on it now), each a name and one sentence."""

    title: str
    subtitle: str
    owner: str
    stats: tuple[str, ...]
    sections: tuple[tuple[str, tuple[tuple[str, str], ...]], ...]


def hex_sentence(team: Team) -> str:
    """What the team's Madoushi's hex does, in one sentence."""
    hexed = team.hex
    whom = "a friendly ninja" if hexed.target == "friend" else "an enemy"
    return (f"Action: an affinity test against {whom} within {hexed.range} squares and in sight; on a success it "
            f"gains {CONDITION_NAMES[hexed.condition]}.")


def condition_line(condition: str, count: int) -> tuple[str, str]:
    """A condition on a ninja: its name with its marker's letter and count, and what it does."""
    many = f" x{count}" if count > 1 else ""
    return f"{CONDITION_NAMES[condition]} ({CONDITION_LETTERS[condition]}){many}", CONDITION_TEXTS[condition]


def now_lines(view: NasView, model: ModelView) -> list[tuple[str, str]]:
    """What is true of the ninja now: its conditions, Stealth, where it stands, its part in the challenge."""
    lines = [condition_line(c, n) for c, n in sorted(model.conditions.items())]
    if model.stealth:
        lines.append(("In Stealth", STEALTH_TEXT))
    if model.no_defence and view.active is not None and view.active.model == model.id:
        lines.append(("Tiger Strike made", "+3 AT for every attack until the end of its turn; no defence dice for "
                                           "the rest of the round."))
    elif model.no_defence:
        lines.append(("Tiger Strike made", "It rolls no defence dice for the rest of the round."))
    if model.id in view.objectives.leaders:
        role = "its team's champion" if view.objectives.kind == "champion" else "its team's leader, the others' mark"
        lines.append(("Chunin", f"This challenge makes it {role}."))
    if model.id in view.objectives.carriers:
        lines.append(("Medal", "It carries a medal: home to its own edge for points; dropped if it is Injured."))
    if model.where == "healing":
        lines.append(("Healing House", "Injured; it may come back to the Training Ground in the management."))
    elif model.where == "training":
        lines.append(("Training Ground", "Waiting to be deployed or to come back as a reinforcement."))
    elif model.pos is not None:
        lines.append(("On the ground", f"On {model.pos}, facing {FACING_NAMES[model.facing]}.{activation_words(view, model)}"))
    return lines


def activation_words(view: NasView, model: ModelView) -> str:
    """Where the ninja is in its round: not activated yet, being activated now (what is left of it), or done."""
    act = view.active
    if act is None or act.model != model.id:
        return " Already activated this round." if model.activated else " Not activated yet this round."
    if act.facing_only:
        return " Active now: only its final facing is left to choose."
    if act.acted and not act.bonus:
        return " Active now: its action is taken."
    if act.mv_left > 0 and not act.acted:
        return f" Active now: {act.mv_left} of {act.mv_full} movement left, its action still to take."
    return " Active now: its action still to take."


def profile(view: NasView, model: ModelView, label: str) -> Profile:
    """The ninja's card: type and team, stat line, every keyword and special with its rule, the conditions on it
    now."""
    kind = ninja_type(model.team, model.kind)
    team = TEAMS[model.team]
    stats = [f"MV {kind.mv}", f"AT {kind.at}", f"DF {kind.df}"]
    if kind.ranged:
        stats.append(f"Ranged {kind.ranged}")
    stats.append(f"{kind.koban} koban")
    sections = []
    keywords = tuple((KEYWORDS[k].name, KEYWORDS[k].text) for k in kind.keywords)
    if keywords:
        sections.append(("Keywords", keywords))
    if model.kind == "chunin":
        special = SPECIALS[team.chunin_special]
        sections.append(("Special", ((special["name"], special["text"]),)))
    elif model.kind == "madoushi":
        sections.append(("Special", ((f"{team.hex.name} (hex)", hex_sentence(team)),)))
    sections.append(("Now", tuple(now_lines(view, model))))
    subtitle = f"{kind.name} of the {team.name}, affinity {ELEMENT_NAMES[team.element]}"
    return Profile(model.name, subtitle, label, tuple(stats), tuple(sections))


def shrine_words(condition: str) -> str:
    """A shrine of `condition`: its letter, whether it harms or helps, what it does, what the condition does."""
    kind = SHRINE_CONDITIONS[condition]
    return (f"Shrine of {CONDITION_NAMES[condition]} ({CONDITION_LETTERS[condition]}, {kind}): "
            f"{SHRINE_TEXTS[kind]} {CONDITION_NAMES[condition]}: {CONDITION_TEXTS[condition]}")


def token_words(token: str) -> str:
    """A lantern or shrine token waiting to be placed."""
    if token == "lantern":
        return f"Lantern: {LANTERN_TEXT} Drag it onto a lit square."
    return f"{shrine_words(token)} Drag it onto a lit square."


def card(card_id: int, strong: bool) -> str:
    found = DECK[card_id]
    phase = ELEMENT_NAMES[found.phase]
    now = " Strong now: the moon is in its phase." if strong else ""
    return f"{found.name}: {found.text} In the {phase} moon: {found.strong}{now}"


def die(element: str) -> str:
    """A remaining die when the result is chosen: its element and what it does."""
    return f"{ELEMENT_NAMES[element]}: {RESULT_WORDS[element]}"


def objective(view: NasView, where: Square) -> str | None:
    """What the challenge has on a square, in words, or None."""
    objectives = view.objectives
    if where in objectives.guards:
        return ("A Samurai guard: blocks movement and sight. It closes in on a ninja not in Stealth that ends "
                "its activation within 3 squares, and strikes it: an affinity test, or the ninja is Stunned.")
    if where == objectives.messenger:
        return (f"The Samurai messenger with {objectives.scrolls} scrolls: a ninja next to it may snatch one "
                "(an affinity test). It walks on 2 squares along the road at the end of every round.")
    if where in objectives.medals:
        return "A medal: a ninja on or next to it may take it, then carry it home to its own edge."
    if where in objectives.targets:
        done = [view.seat_names[seat] for seat, sq in sorted(objectives.infiltrated) if sq == where]
        already = f" Infiltrated by: {', '.join(done)}." if done else ""
        return ("A target square: a ninja on or next to it may infiltrate it, unseen in Stealth or with an "
                f"affinity test.{already}")
    if where in objectives.hill:
        held = ", ".join(f"{view.seat_names[s]} {n}" for s, n in enumerate(objectives.hill_counts) if n)
        return ("The hill: at the end of every round the team with the most ninja on it scores. "
                f"{'On it now: ' + held + '.' if held else 'Nobody holds it now.'}")
    return None


def square(view: NasView, where: Square) -> str:
    """A square of the ground: a marker on it, or its terrain."""
    found = objective(view, where)
    if found is not None:
        return found
    if where in view.lanterns:
        return f"A lantern: {LANTERN_TEXT}"
    if where in view.shrines:
        return f"A {shrine_words(view.shrines[where])}"
    if where in view.chests:
        return "A chest: a ninja next to it may search it (an affinity test) for points."
    terrain = view.arena.at(where)
    return f"{where}: {TERRAIN_WORDS.get(terrain.name, terrain.name)}."


def moon(view: NasView) -> str:
    return (f"The moon is {ELEMENT_NAMES[view.moon]}: moon cards of this phase have their stronger effect. "
            "It turns one step at the end of every round.")


def track(view: NasView, labels: list[str]) -> str:
    scores = " ".join(f"{labels[s]}: {view.scores[s]}." for s in range(view.num_seats))
    goal = f" The first team to {view.win_score} points wins at once." if view.win_score else ""
    return f"Round {view.round_no} of {view.rounds} (the gold ring marks the initiative).{goal} {scores}"


DICE_TRAY = "The last dice rolled: pairs that cancel (Spirit/Void, Earth/Air, Fire/Water) are crossed out."


#: a drop on an enemy that moves the ninja next to it, then attacks it.
MOVE_IN = "Move in and attack"
#: the closing line of the menu of a drop on an enemy.
MENU_FOOT = "Any of these is its action; its activation then ends."
#: how a refusal for distance begins (the table shows it over the square or enemy while the ninja is carried).
TOO_FAR = "Too far:"
#: said when a move in next to an enemy ended elsewhere (a failed dodge) and its attack cannot follow.
NO_ATTACK_AFTER = "The move did not end next to the enemy: no attack follows."


def order_name(command: object) -> str:
    """An order's name in words, from its kind ("Leaping strike" for LeapingStrike), where the choice bar has
    no name for it."""
    name = type(command).__name__
    return "".join(" " + c.lower() if c.isupper() and i else c for i, c in enumerate(name))


def dice_count(count: int) -> str:
    """'1 die', '3 dice'."""
    return f"{count} {'die' if count == 1 else 'dice'}"


def team(team_key: str) -> str:
    """A team by its element ("Water")."""
    return ELEMENT_NAMES[TEAMS[team_key].element]


def hover(view: NasView, thing: tuple[str, Any] | None, label: Callable[[int], str]) -> str:
    """The sentence for what lies under the mouse (`thing` as the layout finds it; `label` names a seat)."""
    if thing is None:
        return ""
    kind, value = thing
    if kind == "die":
        return die(value)
    if kind == "card":
        return card(value, DECK[value].phase == view.moon)
    if kind == "square":
        standing = next((m for m in view.models if m.pos == value), None)
        if standing is None:
            return square(view, value)
        value, kind = standing.id, "ninja"
    if kind == "ninja":
        model = view.models[value]
        return ninja(view, model, label(model.seat))
    if kind == "track":
        return track(view, [label(s) for s in range(view.num_seats)])
    if kind == "token":
        return token_words(value)
    return {"moon": moon(view), "dice": DICE_TRAY}.get(kind, "")


# --- results ------------------------------------------------------------------------------------------------
def results(view: NasView) -> list[str]:
    """How many ninja each team has in its Healing House at the end."""
    hurt = ", ".join(f"{team(view.teams[seat])} {sum(1 for m in view.models if m.seat == seat and m.where == 'healing')}"
                     for seat in range(view.num_seats))
    return [f"Ninja in the Healing House at the end: {hurt}."]
