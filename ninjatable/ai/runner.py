"""Playing a match between bots (simulate, tests, screenshots).

Each bot decides from its seat's redacted state. When several seats choose at once and in secret, every
bot decides before any answer is given, so no bot can have seen another's.
"""

from __future__ import annotations

from ninjatable.ai.bots import TABLE_ROUND_SECONDS, Bot, TableClock, make_bot, table_budget
from ninjatable.ai.knowledge import knowledge_of
from ninjatable.engine.commands import Command
from ninjatable.engine.match import Match
from ninjatable.engine.protocol import Game, State
from ninjatable.engine.rng import Rng
from ninjatable.engine.seats import acting_now


def bots_for(match: Match, seed: int) -> dict[int, Bot]:
    """A bot for every seat that is not human, each with its own seed, thinking within its level's time at a
    table of that many computer seats (`table_budget`); where several play against a player, they share the
    table's thinking between two commands of a player (one `TableClock`)."""
    computers = sum(kind != "human" for kind in match.seats)
    table = TableClock(TABLE_ROUND_SECONDS) if 1 < computers < len(match.seats) else None
    choices = knowledge_of(match.game).turn_choices
    return {seat: make_bot(match.game, kind, seed * 7919 + seat, table_budget(kind, computers, choices), table=table)
            for seat, kind in enumerate(match.seats) if kind != "human"}


def bot_answers(match: Match, bots: dict[int, Bot]) -> list[tuple[int, Command]]:
    """The answers the bots give now: the first acting bot's command, or for a simultaneous decision the
    choice of every acting bot, each made before any is applied."""
    acting = [seat for seat in acting_now(match.state) if seat in bots]
    moment = len(match.history)
    return [(seat, bots[seat].choose(match.redacted(seat), seat, moment)) for seat in acting]


def bot_step(match: Match, bots: dict[int, Bot]) -> bool:
    """Let the bots give their next answers. False when no bot may act (over, or only humans may act)."""
    answers = bot_answers(match, bots)
    for seat, command in answers:
        match.submit(seat, command)
    return bool(answers)


def play_to_end(match: Match, bots: dict[int, Bot], max_commands: int = 100_000) -> Match:
    """Play until the game is over. Raises RuntimeError if it does not end or only humans may act."""
    for _ in range(max_commands):
        if match.state.is_over():
            return match
        if not bot_step(match, bots):
            raise RuntimeError("no bot may act: every acting seat is human")
    raise RuntimeError(f"{match.game.title} did not end within {max_commands} commands")


def thinking_floor(game: Game, state: State, seat: int, bot: Bot, moment: int) -> float:
    """How long a computer seat (its `bot`) takes at least to answer at `moment` (the commands given so far), so
    that how long it takes tells nothing of its hand (`Bot.floor`): wherever what it holds in secret could
    change its options, for any hand it might hold, always the full time its level gives this decision (a
    decision's time, or what is left of its game turn), whether it searches, has one option or answers at once.
    That is decided from public facts alone (`Knowledge.hand_may_matter`), never from the hand itself.
    Elsewhere no wait is added: what it may do, and so how long it takes, is the same whatever it holds."""
    return bot.floor(game.redact(state, seat), seat, moment)


def another_hand(game: Game, state: State, seat: int, rng: Rng) -> State:
    """A world the table cannot tell from `state` in which `seat` holds another hand: everything `seat` holds in
    secret dealt anew (`Knowledge.determinize`) from what another seat knows, or from what the table knows when
    `seat` plays alone. For checking that what a computer seat shows (its pace, its words) is the same in both."""
    others = [other for other in range(state.num_seats) if other != seat]
    dealer = others[0] if others else seat
    return knowledge_of(game).determinize(game.redact(state, dealer), dealer, rng)
