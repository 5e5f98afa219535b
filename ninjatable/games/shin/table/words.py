"""What the SHIN table says: the status line, hover sentences, the strength of a ninja with its reasons, and the
lines of the results screen."""

from __future__ import annotations

from ninjatable.games.shin.commands import ninja_name
from ninjatable.games.shin.data import ability_text, card, colour_name, deck, team_name
from ninjatable.games.shin.view import BASE, COLOUR, NinjaStrength, ShinView, TeamStrength
from ninjatable.games.words import player_name
from ninjatable.i18n import N_, _, join_and, ngettext, term

PHASES = {"choose": N_("choosing"), "place": N_("placing"), "ability": N_("an ability"), "stone": N_("the stones"),
          "over": N_("over")}
#: the reasons of a ninja's strength that are no ninja's name.
REASONS = {BASE: N_("base"), COLOUR: N_("colour")}
_NINJA = frozenset(found.name for found in deck())


def where(view: ShinView) -> str:
    return _("Round {round}, turn {turn}").format(round=view.round, turn=view.turn)


def status(view: ShinView, prompt: str | None, thinking: str | None, waiting: list[str], chose: bool) -> str:
    """Whose move it is and what to do: `prompt` when the player at the table decides now; after a secret
    choice, who is still choosing; else who is thinking."""
    if view.over:
        return _("The game is over: {team} placed its third stone.").format(team=team_name(view.winner or 0))
    if prompt is not None:
        return _("{where}. {prompt}").format(where=where(view), prompt=prompt)
    if chose and waiting and view.num_seats == 2:
        return _("{where}: your card lies face down. Waiting for the opponent ({player}) to choose...").format(
            where=where(view), player=waiting[0])
    if chose and waiting:
        return _("{where}: your card lies face down. Waiting for {players} to choose...").format(
            where=where(view), players=join_and(waiting))
    if thinking is not None:
        phase = _(PHASES[view.phase]) if view.phase in PHASES else view.phase
        return _("{where}: {player} is thinking ({phase})...").format(where=where(view), player=thinking, phase=phase)
    if waiting:
        return _("{where}: waiting for {players}.").format(where=where(view), players=join_and(waiting))
    return where(view)


def reason_name(reason: str) -> str:
    """What a part of a ninja's strength comes from, in words: the base, the colour, or a ninja's ability."""
    if reason in REASONS:
        return _(REASONS[reason])
    return term("shin", reason) if reason in _NINJA else reason


def parts_text(strength: NinjaStrength) -> str:
    """A ninja's strength with its reasons: "1 base + 1 colour + 2 Takeshi = 4"."""
    pieces = []
    for reason, amount in strength.parts:
        sign = "-" if amount < 0 else "+"
        pieces.append(f"{sign} {abs(amount)} {reason_name(reason)}")
    text = " ".join(pieces).removeprefix("+ ")
    if strength.total == 0 and sum(a for _reason, a in strength.parts) < 0:
        return _("{parts} = {total} (never below 0)").format(parts=text, total=strength.total)
    return _("{parts} = {total}").format(parts=text, total=strength.total)


def ninja_text(card_id: int, strength: NinjaStrength | None = None, note: str = "") -> str:
    """A ninja card explained: name, initiative, colour, ability, and its strength when counted (`note`: a
    sentence said after the ability, in words already)."""
    found = card(card_id)
    line = _("{ninja}, {colour}: {ability}").format(ninja=ninja_name(card_id), colour=colour_name(found.colour),
                                                    ability=ability_text(found))
    if note:
        line = _("{line} {note}").format(line=line, note=note)
    if strength is not None:
        line = _("{line} Strength: {parts}.").format(line=line, parts=parts_text(strength))
    return line


def team_lines(strength: TeamStrength, so_far: bool) -> list[str]:
    """A team's total and where it comes from."""
    return [team_name(strength.team), _("colour {bonus}").format(bonus=f"{strength.colour_bonus:+d}"),
            _("abilities {bonus}").format(bonus=f"{strength.ability_bonus:+d}"), _("so far") if so_far else _("counted")]


def spy_text(view: ShinView, seat: int, name: str) -> str:
    spy = view.spies[seat]
    if spy < 0:
        return _("{player}'s spy lies face down until the round ends.").format(player=name)
    if spy == 0:
        return _("{player} has no spy now.").format(player=name)
    # another seat's spy is known by looking at it, or by elimination (the one card missing from a hand that
    # was passed on): the view does not say which, so the words claim neither
    if view.spies_revealed:
        line = _("{player}'s spy (revealed): {ninja}").format(player=name, ninja=ninja_text(spy))
    elif seat == view.seat:
        line = _("{player}'s spy (face down: only you know it): {ninja}").format(player=name, ninja=ninja_text(spy))
    else:
        line = _("{player}'s spy (face down, known to you): {ninja}").format(player=name, ninja=ninja_text(spy))
    if view.spy_cancelled[seat] and card(spy).steadfast:
        line = _("{line} Its ability cannot be cancelled.").format(line=line)
    elif view.spy_cancelled[seat]:
        line = _("{line} Its ability is cancelled.").format(line=line)
    if seat == view.seat and view.my_spy_seen_by:
        line = _("{line} Seen by {players}.").format(line=line,
                                                    players=join_and(player_name(s) for s in view.my_spy_seen_by))
    return line


def hand_text(view: ShinView, seat: int, name: str) -> str:
    count = view.hand_counts[seat]
    known = view.known_hands[seat]
    line = ngettext("{player} holds {n} card.", "{player} holds {n} cards.", count).format(player=name, n=count)
    if known:
        return _("{line} You know: {cards} (you saw them pass).").format(
            line=line, cards=join_and(ninja_name(c) for c in known))
    return line


def results(view: ShinView, labels: list[str]) -> list[str]:
    """Who played in which team, and how many stones each team laid."""
    lines = []
    for side in (0, 1):
        names = [label for seat, label in enumerate(labels) if seat % 2 == side]
        stones = view.stones_placed[side]
        lines.append(ngettext("{team} team, {players}: {n} stone laid.", "{team} team, {players}: {n} stones laid.",
                              stones).format(team=team_name(side), players=join_and(names), n=stones))
    return lines
