"""The computer's reasons in words: why a hint proposes a move, and what a computer seat weighed before it chose.

Everything said comes from the search's own counts (`SearchResult.considered`): the share of the tries a
command was given and the mean return it brought the seat that searched (its estimated chance to win).
Commands are named by the game's own words (`Game.describe`, or a decision's option labels).

Another seat's options may name what a reader has not seen (a card in that seat's hand). An option is named to a
reader only when naming it reveals nothing: when it is also a legal command of the seat that chose in what the
reader knew at that moment (the reader's redacted state), or once the game is over. The others are only counted.
Where what the seat holds in secret could change its options at all (`Knowledge.hand_may_matter`, decided from
public facts), another reader reads one sentence until the game is over, whatever the hand held: how many
options there were, whether there was only one, and whether it searched would all tell the hand.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Iterable, Mapping
from types import MappingProxyType
from typing import Any

from ninjatable.ai.ismcts import Considered, SearchResult
from ninjatable.ai.knowledge import knowledge_of
from ninjatable.engine.commands import Command
from ninjatable.engine.protocol import Game, State
from ninjatable.i18n import N_, Message, Text, language, msg, msg_n
from ninjatable.i18n import percent as share_words

#: how many alternatives to the chosen command a computer seat's reasons show.
ALTERNATIVES = 3

Reader = int | None
Describe = Callable[[Command], str]


def percent(fraction: float) -> str:
    """A share in whole percent, as players of the current language read it: '62%', '62 %'."""
    return share_words(round(100 * fraction) / 100)


def _weight(considered: tuple[Considered, ...], command: Command) -> Considered | None:
    return next((entry for entry in considered if entry.command == command), None)


def _as_clause(words: str) -> str:
    """A command's words inside a sentence: "Deploy Go-Hōjō ..." reads "deploy Go-Hōjō ..." (a name such as
    "Player 3" keeps its capital)."""
    first, _space, rest = words.partition(" ")
    if language() != "en":  # other languages keep a command's words as the game wrote them
        return words
    if first[1:].islower() and first.isalpha() and not rest[:1].isdigit():
        return first.lower() + (" " + rest if rest else "")
    return words


def merged(considered: tuple[Considered, ...], describe: Describe) -> list[tuple[str, Considered]]:
    """The commands tried, those that read the same merged into one (two identical cards give two equal
    commands): their tries added, their chances to win weighed by their tries; most tried first."""
    groups: dict[str, list[Considered]] = {}
    for entry in considered:
        groups.setdefault(describe(entry.command), []).append(entry)
    found = []
    for words, entries in groups.items():
        visits = sum(e.visits for e in entries)
        value = sum(e.value * e.visits for e in entries) / visits if visits else entries[0].value
        found.append((words, Considered(entries[0].command, visits, sum(e.share for e in entries), value)))
    return sorted(found, key=lambda item: -item[1].visits)


#: below this many games tried with the proposed move, its share of wins says nothing yet.
FEW_TRIES = 30


def _told_apart(mine: Considered, other: Considered) -> bool:
    """Do the two moves' shares of wins differ by more than chance would give in so many games (two standard
    errors of the difference)?"""
    spread = sum(max(e.value * (1 - e.value), 0.01) / max(1, e.visits) for e in (mine, other)) ** 0.5
    return abs(other.value - mine.value) > 2 * spread


def hint_sentence(result: SearchResult, describe: Describe, legal_count: int) -> Message:
    """Why the hint proposes `result.command`, in plain words from the search's counts, honest about what they
    show. The search proposes the move it tried most (its shares of wins are estimates, surer the more games
    they come from): how many of the games tried with it were won, against the next most tried (moves that
    read the same are one, their games added, so they may add up to more). With too few games to judge, it
    says so; a next move that won a larger share is never called worse, and the sentence says whether those
    games can tell the two apart."""
    chosen = describe(result.command)
    if legal_count <= 1:
        return msg("{move}: it is the only move you can make now.", move=chosen)
    entries = merged(result.considered, describe)
    mine = next((entry for words, entry in entries if words == chosen), None)
    if result.iterations == 0 or mine is None or mine.visits == 0:
        return msg("{move}: a secret choice like this one is best made at random, so that nobody can read a habit "
                   "in it; the computer drew this one for you.", move=chosen)
    if mine.visits < FEW_TRIES:
        return msg_n("{move}: the computer had time to try it in only {n} game from here, too few to tell how "
                     "likely it is to win.", "{move}: the computer had time to try it in only {n} games from here, "
                     "too few to tell how likely it is to win.", n=mine.visits, move=chosen)
    runner_up = next((entry for words, entry in entries if words != chosen), None)
    move, won, tries = _as_clause(chosen), percent(mine.value), mine.visits
    if runner_up is None:
        return msg("Best: {move} — it won {won} of the {tries} games the computer tried with it from here.",
                   move=move, won=won, tries=tries)
    other, other_won, other_tries = _as_clause(describe(runner_up.command)), percent(runner_up.value), runner_up.visits
    if other_won == won or runner_up.value < mine.value:
        return msg("Best: {move} — it won {won} of the {tries} games the computer tried with it from here; next "
                   "best: {other}, which won {other_won} of its {other_tries} games.", move=move, won=won, tries=tries,
                   other=other, other_won=other_won, other_tries=other_tries)
    apart = _told_apart(mine, runner_up)
    said = dict(move=move, won=won, tries=tries, other=other, other_won=other_won, other_tries=other_tries)
    if other_tries >= tries and apart:  # (moves that read the same, counted together)
        return msg("The computer's pick: {move} — it won {won} of the {tries} games the computer tried with it from "
                   "here; also tried: {other}, which won {other_won} of its {other_tries} games.", **said)
    if other_tries >= tries:
        return msg("The computer's pick: {move} — it won {won} of the {tries} games the computer tried with it from "
                   "here; also tried: {other}, which won {other_won} of its {other_tries} games, a difference so few "
                   "games cannot tell from chance.", **said)
    if not apart:
        return msg("The computer's pick: {move}, the move it tried most — it won {won} of the {tries} games the "
                   "computer tried with it from here; next most tried: {other}, which won {other_won} of its "
                   "{other_tries} games, a difference so few games cannot tell from chance.", **said)
    return msg("The computer's pick: {move}, the move it tried most — it won {won} of the {tries} games the computer "
               "tried with it from here; next most tried: {other}, which won {other_won} of its {other_tries} games, "
               "too few games for the computer to trust that share over its pick's.", **said)


_NO_WORDS: Mapping[Reader, str] = MappingProxyType({})
#: what another reader reads of a secret choice, whatever the seat held.
SECRET_CHOICE = N_("A choice made in secret: what it weighed is shown when the game is over.")
#: what another reader reads of a choice whose options a hidden hand could decide, whatever the hand held.
HAND_CHOICE = N_("A choice among options its hidden hand decides: what it weighed is shown when the game is "
                 "over.")


@dataclasses.dataclass(frozen=True)
class Weighed:
    """One command a computer seat weighed: its counts, its words for each reader (as that reader saw the table
    then), and the readers to whom naming it reveals nothing."""

    command: Command
    visits: int
    share: float
    value: float
    words: Mapping[Reader, str] = dataclasses.field(default_factory=lambda: _NO_WORDS)
    open_to: frozenset[Reader] = frozenset()

    def said_to(self, reader: Reader) -> str:
        """The command in `reader`'s words (a spectator's when the reader was not asked then)."""
        return self.words.get(reader) or self.words.get(None) or self.command.to_text()

    def numbers(self) -> Message:
        return msg("{share} of the tries, about {chance} to win", share=percent(self.share), chance=percent(self.value))


@dataclasses.dataclass(frozen=True)
class Reasons:
    """What a computer seat saw when it chose: the chosen command and its best alternatives, most tried first."""

    seat: int
    seat_name: Text
    level: str
    iterations: int
    legal_count: int
    chosen: Weighed
    others: tuple[Weighed, ...]
    #: the choice was made in secret, or in a window whose options depend on the hand it hides.
    secret: bool = False
    #: the readers to whom the choice may be told before the game is over (None: everyone): where a hidden hand
    #: could change the seat's options, only the seat itself, since to the others the number of options, whether
    #: there was only one, and whether the seat searched would tell what the hand holds.
    count_open_to: frozenset[Reader] | None = None

    def lines(self, reader: Reader, over: bool) -> list[Text]:
        """The reasons as `reader` may read them: every option is named to the seat that chose, and to anyone
        once the game is over. Otherwise they are written from what `reader` may know: a secret choice (or one
        in a window that hides the hand) gets the same sentence whatever the seat held, and so does a choice
        whose options a hidden hand could change (`count_open_to`); only the options whose naming reveals
        nothing to `reader` are named. The chosen command itself is what the log line above says."""
        told = over or reader == self.seat
        if self.secret and not told:
            return [msg(SECRET_CHOICE)]
        counted = told or self.count_open_to is None or reader in self.count_open_to
        if not counted:
            return [msg(HAND_CHOICE)]
        if self.legal_count <= 1:
            return [msg("Its only possible move: nothing to weigh.")]
        if self.iterations == 0:
            return [self._no_search()]
        lines: list[Text] = [
            msg("{player} weighed {moves} in {tries}.", player=self.seat_name,
                moves=msg_n("{n} move", "{n} moves", n=self.legal_count),
                tries=msg_n("{n} try", "{n} tries", n=self.iterations)),
            msg("Its choice: {numbers}.", numbers=self.chosen.numbers())]
        hidden = 0
        for other in self.others:
            if told or reader in other.open_to:
                lines.append(msg("Also weighed: {move}: {numbers}.", move=other.said_to(reader),
                                 numbers=other.numbers()))
            else:
                hidden += 1
        if hidden:
            lines.append(msg_n("{n} other option would name cards you have not seen: shown when the game is over.",
                               "{n} other options would name cards you have not seen: shown when the game is over.",
                               n=hidden))
        return lines

    def _no_search(self) -> Message:
        if self.level == "random":
            return msg("The random level picks any legal move: nothing was weighed.")
        if self.level == "easy":
            return msg("The easy level judges each move one step ahead and keeps no counts to show.")
        return msg("A secret choice best made at random: drawn by chance, nothing was weighed.")


def _open_to(game: Game, state: State, seat: int, readers: Iterable[Reader]) -> dict[Reader, set[Command]]:
    """For each reader, the commands of `seat` that are legal in what the reader knows (its redacted state):
    naming one of them tells the reader nothing it could not see. A game whose rules cannot list another
    seat's commands from a reader's knowledge names none of them to that reader."""
    found: dict[Reader, set[Command]] = {}
    for reader in readers:
        if reader == seat:
            continue
        try:
            found[reader] = set(game.redact(state, reader).legal_commands(seat))
        except Exception:  # the rules could not judge the unknown placeholders: name nothing
            found[reader] = set()
    return found


def weigh(game: Game, state: State, seat: int, thought: SearchResult, readers: Iterable[Reader],
          level: str) -> Reasons:
    """The reasons of `seat`'s choice, taken from `state` just before the command is applied: each reader's
    words come from that reader's view, and the readers an option may be named to from their redacted states."""
    readers = tuple(dict.fromkeys(readers))
    views: dict[Reader, Any] = {reader: game.view(state, reader) for reader in readers}
    legal_for = _open_to(game, state, seat, readers)

    def weighed(entry: Considered) -> Weighed:
        words = MappingProxyType({reader: game.describe(entry.command, view) for reader, view in views.items()})
        open_to = frozenset(reader for reader in readers
                            if reader == seat or entry.command in legal_for.get(reader, ()))
        return Weighed(entry.command, entry.visits, entry.share, entry.value, words, open_to)

    chosen = _weight(thought.considered, thought.command) or Considered(thought.command, 0, 1.0, 0.0)
    others = tuple(entry for entry in thought.considered if entry.command != thought.command)[:ALTERNATIVES]
    legal = state.legal_commands(seat)
    decision = state.decision(seat)
    secret = state.is_simultaneous() or (decision is not None and (decision.simultaneous or decision.hides_hand))
    hand_may_matter = knowledge_of(game).hand_may_matter(game.redact(state, seat), seat)
    count_open_to = frozenset({seat}) if hand_may_matter else None
    return Reasons(seat, state.seat_words(seat), level, thought.iterations, len(legal),
                   weighed(chosen), tuple(weighed(entry) for entry in others), secret, count_open_to)
