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
    CONDITION_TEXTS,
    DECK,
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
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.terms import (
    GAME,
    RESULT_WORDS,
    SIGN_TERMS,
    condition_term,
    element_term,
    facing_words,
    marker_term,
    square_words,
    team_term,
    word,
)
from ninjatable.games.ninja_all_stars.view import ModelView, NasView
from ninjatable.i18n import N_, _, join_and, ngettext, term

TERRAIN_WORDS = {
    "open": N_("{square}: open ground."), "difficult": N_("{square}: difficult terrain (2 to enter)."),
    "obscuring": N_("{square}: obscuring terrain (blocks sight)."),
    "elevated": N_("{square}: elevated terrain (3 to climb)."),
    "structure": N_("{square}: a structure (elevated, blocks sight)."),
    "foliage": N_("{square}: foliage (difficult, blocks sight, rustles Stealth away)."),
}
SETUP_PHASES = ("janken", "markers", "give_edge", "choose_edge", "deploy")
#: the letter each condition's marker shows on a figure and a shrine (the miniatures and tokens draw it)
CONDITION_LETTERS = {"stunned": "S", "curse": "C", "poison": "P", "lucky": "L", "haste": "H", "slow": "W",
                     "moon_power": "M", "protection": "D", "delayed": "Z"}


def head(view: NasView) -> str:
    """Setup, or the round."""
    if view.round_no == 1 and view.phase in SETUP_PHASES:
        return _("Setup")
    return _("Round {round}/{rounds}").format(round=view.round_no, rounds=view.rounds)


def status(view: NasView, decision: Decision | None, focus: ModelView | None, thinking: str | None,
           waiting: list[str], answered: Command | None, placing: bool) -> str:
    """The line at the top: what to do when the player may act, else who is thinking or awaited."""
    if view.over:
        return _("The challenge is over: {reason}").format(reason=view.end_reason)
    if decision is not None:
        return _("{head}. Your turn - {prompt}").format(head=head(view), prompt=prompt(view, decision, focus, placing))
    if isinstance(answered, Janken) and waiting:
        return _("{head}: you chose {sign} (in secret); waiting for {players}.").format(
            head=head(view), sign=term(GAME, SIGN_TERMS[answered.sign]), players=join_and(waiting))
    if thinking is not None:
        return _("{head}: {player} is thinking...").format(head=head(view), player=thinking)
    if waiting:
        return _("{head}: waiting for {players}.").format(head=head(view), players=join_and(waiting))
    return head(view)


def prompt(view: NasView, decision: Decision, focus: ModelView | None, placing: bool) -> str:
    """The rules' prompt, or what the ninja in focus may do when the player has picked one."""
    if placing:
        return _("Now click the square beside it in the direction it should face.")
    if focus is None or view.active is not None:
        return decision.prompt
    commands = decision.commands
    moves = any(isinstance(c, Move) for c in commands)
    orders = any(option.group and not isinstance(option.command, End) for option in decision.options)
    if moves and orders:
        return _("{ninja}: drag it to move or onto an enemy, choose an order below, or End activation.").format(
            ninja=focus.name)
    if moves:
        return _("{ninja}: drag it to move, or End activation.").format(ninja=focus.name)
    if orders:
        return _("{ninja}: choose an order below, or End activation.").format(ninja=focus.name)
    return _("{ninja} can only end its activation: End activation, then the way it faces.").format(ninja=focus.name)


# --- hover --------------------------------------------------------------------------------------------------
def stat_line(kind: Any) -> str:
    """A stat line in words: "MV 5, AT 4, DF 2" (with the reach of a ranged attack)."""
    if kind.ranged:
        return _("{mv_name} {mv}, {at_name} {at}, {df_name} {df}, ranged {ranged}").format(
            mv_name=word("MV"), mv=kind.mv, at_name=word("AT"), at=kind.at, df_name=word("DF"),
            df=kind.df, ranged=kind.ranged)
    return _("{mv_name} {mv}, {at_name} {at}, {df_name} {df}").format(
        mv_name=word("MV"), mv=kind.mv, at_name=word("AT"), at=kind.at, df_name=word("DF"),
        df=kind.df)


def ninja(view: NasView, model: ModelView, label: str) -> str:
    """A ninja's stat line, keywords, markers and where it is."""
    kind = ninja_type(model.team, model.kind)
    parts = [_("{ninja} ({player}): {stats}.").format(ninja=model.name, player=label, stats=stat_line(kind))]
    keywords = [term(GAME, KEYWORDS[k].name) for k in kind.keywords]
    if keywords:
        parts.append(_("Keywords: {keywords}.").format(keywords=join_and(keywords)))
    if model.conditions:
        markers = [_("{condition} x{n}").format(condition=condition_term(c), n=n) if n > 1 else str(condition_term(c))
                   for c, n in sorted(model.conditions.items())]
        parts.append(_("Markers: {markers}.").format(markers=join_and(markers)))
    if model.stealth:
        parts.append(_("In Stealth."))
    if model.pos is not None:
        parts.append(_("On {square}, facing {facing}.").format(square=square_words(model.pos),
                                                             facing=facing_words(model.facing)))
    if model.activated:
        parts.append(_("Already activated this round."))
    if model.where == "healing":
        parts.append(_("Injured: in the Healing House."))
    elif model.where == "training":
        parts.append(_("Waiting on the Training Ground."))
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
    if hexed.target == "friend":
        words = ngettext("Action: an affinity test against a friendly ninja within {n} square and in sight; on a "
                         "success it gains {condition}.",
                         "Action: an affinity test against a friendly ninja within {n} squares and in sight; on a "
                         "success it gains {condition}.", hexed.range)
    else:
        words = ngettext("Action: an affinity test against an enemy within {n} square and in sight; on a success it "
                         "gains {condition}.",
                         "Action: an affinity test against an enemy within {n} squares and in sight; on a success it "
                         "gains {condition}.", hexed.range)
    return words.format(n=hexed.range, condition=condition_term(hexed.condition))


def condition_line(condition: str, count: int) -> tuple[str, str]:
    """A condition on a ninja: its name with its marker's letter and count, and what it does."""
    if count > 1:
        name = _("{condition} ({letter}) x{n}").format(condition=condition_term(condition),
                                                       letter=CONDITION_LETTERS[condition], n=count)
    else:
        name = _("{condition} ({letter})").format(condition=condition_term(condition),
                                                  letter=CONDITION_LETTERS[condition])
    return name, _(CONDITION_TEXTS[condition])


def now_lines(view: NasView, model: ModelView) -> list[tuple[str, str]]:
    """What is true of the ninja now: its conditions, Stealth, where it stands, its part in the challenge."""
    lines = [condition_line(c, n) for c, n in sorted(model.conditions.items())]
    if model.stealth:
        lines.append((_("In Stealth"), _(STEALTH_TEXT)))
    if model.no_defence and view.active is not None and view.active.model == model.id:
        lines.append((_("Tiger Strike made"), _("+3 AT for every attack until the end of its turn; no defence dice "
                                                "for the rest of the round.")))
    elif model.no_defence:
        lines.append((_("Tiger Strike made"), _("It rolls no defence dice for the rest of the round.")))
    if model.id in view.objectives.leaders:
        if view.objectives.kind == "champion":
            lines.append((word("Chunin"), _("This challenge makes it its team's champion.")))
        else:
            lines.append((word("Chunin"), _("This challenge makes it its team's leader, the others' mark.")))
    if model.id in view.objectives.carriers:
        lines.append((word("medal").capitalize(),
                      _("It carries a medal: home to its own edge for points; dropped if it is Injured.")))
    if model.where == "healing":
        lines.append((word("Healing House"),
                      _("Injured; it may come back to the Training Ground in the management.")))
    elif model.where == "training":
        lines.append((word("Training Ground"), _("Waiting to be deployed or to come back as a reinforcement.")))
    elif model.pos is not None:
        lines.append((_("On the ground"), _("On {square}, facing {facing}. {activation}").format(
            square=square_words(model.pos), facing=facing_words(model.facing),
            activation=activation_words(view, model))))
    return lines


def activation_words(view: NasView, model: ModelView) -> str:
    """Where the ninja is in its round: not activated yet, being activated now (what is left of it), or done."""
    act = view.active
    if act is None or act.model != model.id:
        return _("Already activated this round.") if model.activated else _("Not activated yet this round.")
    if act.facing_only:
        return _("Active now: only its final facing is left to choose.")
    if act.acted and not act.bonus:
        return _("Active now: its action is taken.")
    if act.mv_left > 0 and not act.acted:
        return _("Active now: {left} of {full} movement left, its action still to take.").format(
            left=act.mv_left, full=act.mv_full)
    return _("Active now: its action still to take.")


def profile(view: NasView, model: ModelView, label: str) -> Profile:
    """The ninja's card: type and team, stat line, every keyword and special with its rule, the conditions on it
    now."""
    kind = ninja_type(model.team, model.kind)
    team = TEAMS[model.team]
    stats = [_("{name} {n}").format(name=word("MV"), n=kind.mv),
             _("{name} {n}").format(name=word("AT"), n=kind.at),
             _("{name} {n}").format(name=word("DF"), n=kind.df)]
    if kind.ranged:
        stats.append(_("{name} {n}").format(name=word("Ranged"), n=kind.ranged))
    stats.append(_("{n} {koban}").format(n=kind.koban, koban=word("koban")))
    sections = []
    keywords = tuple((term(GAME, KEYWORDS[k].name), _(KEYWORDS[k].text)) for k in kind.keywords)
    if keywords:
        sections.append((_("Keywords"), keywords))
    if model.kind == "chunin":
        special = SPECIALS[team.chunin_special]
        sections.append((_("Special"), ((term(GAME, special["name"]), _(special["text"])),)))
    elif model.kind == "madoushi":
        sections.append((_("Special"), ((_("{hex} (hex)").format(hex=term(GAME, team.hex.name)),
                                         hex_sentence(team)),)))
    sections.append((_("Now"), tuple(now_lines(view, model))))
    subtitle = _("{kind} of the {team}, affinity {element}").format(
        kind=term(GAME, kind.name), team=team_term(model.team), element=element_term(team.element))
    return Profile(str(model.name), subtitle, label, tuple(stats), tuple(sections))


#: a shrine's words by whether it harms or helps
SHRINE_WORDS = {
    "harmful": N_("Shrine of {marker} ({letter}, harmful): {shrine} {condition}: {text}"),
    "positive": N_("Shrine of {marker} ({letter}, positive): {shrine} {condition}: {text}"),
}


def shrine_words(condition: str) -> str:
    """A shrine of `condition`: its letter, whether it harms or helps, what it does, what the condition does."""
    kind = SHRINE_CONDITIONS[condition]
    return _(SHRINE_WORDS[kind]).format(marker=marker_term(condition), letter=CONDITION_LETTERS[condition],
                                         shrine=_(SHRINE_TEXTS[kind]), condition=condition_term(condition),
                                         text=_(CONDITION_TEXTS[condition]))


def token_words(token: str) -> str:
    """A lantern or shrine token waiting to be placed."""
    if token == "lantern":
        return _("Lantern: {text} Drag it onto a lit square.").format(text=_(LANTERN_TEXT))
    return _("{shrine} Drag it onto a lit square.").format(shrine=shrine_words(token))


def card(card_id: int, strong: bool) -> str:
    found = DECK[card_id]
    fields = {"card": term(GAME, found.name), "text": _(found.text), "moon": element_term(found.phase),
              "strong": _(found.strong)}
    if strong:
        return _("{card}: {text} In the {moon} moon: {strong} Strong now: the moon is in its phase.").format(**fields)
    return _("{card}: {text} In the {moon} moon: {strong}").format(**fields)


def die(element: str) -> str:
    """A remaining die when the result is chosen: its element and what it does (as the rules' option says it)."""
    return _(RESULT_WORDS[element]).format(element=element_term(element))


def objective(view: NasView, where: Square) -> str | None:
    """What the challenge has on a square, in words, or None."""
    objectives = view.objectives
    if where in objectives.guards:
        return _("A Samurai guard: blocks movement and sight. It closes in on a ninja not in Stealth that ends "
                 "its activation within 3 squares, and strikes it: an affinity test, or the ninja is Stunned.")
    if where == objectives.messenger:
        return ngettext("The Samurai messenger with {n} scroll: a ninja next to it may snatch one (an affinity "
                        "test). It walks on 2 squares along the road at the end of every round.",
                        "The Samurai messenger with {n} scrolls: a ninja next to it may snatch one (an affinity "
                        "test). It walks on 2 squares along the road at the end of every round.",
                        objectives.scrolls).format(n=objectives.scrolls)
    if where in objectives.medals:
        return _("A medal: a ninja on or next to it may take it, then carry it home to its own edge.")
    if where in objectives.targets:
        done = [view.seat_names[seat] for seat, sq in sorted(objectives.infiltrated) if sq == where]
        if done:
            return _("A target square: a ninja on or next to it may infiltrate it, unseen in Stealth or with an "
                     "affinity test. Infiltrated by: {players}.").format(players=join_and(done))
        return _("A target square: a ninja on or next to it may infiltrate it, unseen in Stealth or with an "
                 "affinity test.")
    if where in objectives.hill:
        held = [_("{player} {n}").format(player=view.seat_names[s], n=n)
                for s, n in enumerate(objectives.hill_counts) if n]
        if held:
            return _("The hill: at the end of every round the team with the most ninja on it scores. On it now: "
                     "{held}.").format(held=join_and(held))
        return _("The hill: at the end of every round the team with the most ninja on it scores. Nobody holds it "
                 "now.")
    return None


def square(view: NasView, where: Square) -> str:
    """A square of the ground: a marker on it, or its terrain."""
    found = objective(view, where)
    if found is not None:
        return found
    if where in view.lanterns:
        return _("A lantern: {text}").format(text=_(LANTERN_TEXT))
    if where in view.shrines:
        return shrine_words(view.shrines[where])
    if where in view.chests:
        return _("A chest: a ninja next to it may search it (an affinity test) for points.")
    terrain = view.arena.at(where)
    if terrain.name in TERRAIN_WORDS:
        return _(TERRAIN_WORDS[terrain.name]).format(square=square_words(where))
    return _("{square}: {terrain}.").format(square=square_words(where), terrain=terrain.name)


def moon(view: NasView) -> str:
    return _("The moon is {element}: moon cards of this phase have their stronger effect. It turns one step at the "
             "end of every round.").format(element=element_term(view.moon))


def track(view: NasView, labels: list[str]) -> str:
    scores = " ".join(_("{player}: {n}.").format(player=labels[s], n=view.scores[s]) for s in range(view.num_seats))
    if view.win_score:
        return _("Round {round} of {rounds} (the gold ring marks the initiative). The first team to {goal} points "
                 "wins at once. {scores}").format(round=view.round_no, rounds=view.rounds, goal=view.win_score,
                                                  scores=scores)
    return _("Round {round} of {rounds} (the gold ring marks the initiative). {scores}").format(
        round=view.round_no, rounds=view.rounds, scores=scores)


DICE_TRAY = N_("The last dice rolled: pairs that cancel (Spirit/Void, Earth/Air, Fire/Water) are crossed out.")


#: a drop on an enemy that moves the ninja next to it, then attacks it.
MOVE_IN = N_("Move in and attack")
#: the closing line of the menu of a drop on an enemy.
MENU_FOOT = N_("Any of these is its action; its activation then ends.")
#: how a refusal for distance begins (the table shows it over the square or enemy while the ninja is carried).
# TRANSLATORS: the first words of every "Too far: ..." refusal.
TOO_FAR = N_("Too far:")
#: said when a move in next to an enemy ended elsewhere (a failed dodge) and its attack cannot follow.
NO_ATTACK_AFTER = N_("The move did not end next to the enemy: no attack follows.")


def order_name(command: object) -> str:
    """An order's name in words, from its kind ("Leaping strike" for LeapingStrike), where the choice bar has
    no name for it."""
    name = type(command).__name__
    english = "".join(" " + c.lower() if c.isupper() and i else c for i, c in enumerate(name))
    return _(ORDER_NAMES.get(english, english))


#: the orders' names where the choice bar has none
ORDER_NAMES = {"Attack": N_("Attack"), "Ranged": N_("Ranged attack"), "Shuriken": N_("Shuriken"),
               "Tiger strike": N_("Tiger Strike"), "Leaping strike": N_("Leaping Strike"),
               "Hex command": N_("Hex"), "Move": N_("Move"), "Run": N_("Run")}


def dice_count(count: int) -> str:
    """'1 die', '3 dice'."""
    return ngettext("{n} die", "{n} dice", count).format(n=count)


def team(team_key: str) -> str:
    """A team by its element ("Water")."""
    return str(element_term(TEAMS[team_key].element))


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
    if kind == "moon":
        return moon(view)
    return _(DICE_TRAY) if kind == "dice" else ""


# --- results ------------------------------------------------------------------------------------------------
def results(view: NasView) -> list[str]:
    """How many ninja each team has in its Healing House at the end."""
    hurt = join_and(_("{team} {n}").format(team=team(view.teams[seat]),
                                           n=sum(1 for m in view.models if m.seat == seat and m.where == "healing"))
                    for seat in range(view.num_seats))
    return [_("Ninja in the Healing House at the end: {teams}.").format(teams=hurt)]
