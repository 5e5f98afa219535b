"""What the players are asked and told in SHIN's words: the prompts and options of every decision, why a
command is refused, and the sentences that report a round's count."""

from __future__ import annotations

from typing import Final

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Option
from ninjatable.games.shin.commands import Choose, MoveTo, Peek, Place, Skip, Stone, Target, ninja
from ninjatable.games.shin.data import TERRITORIES, ability_text, card, ninja_term, team_term
from ninjatable.games.shin.rules.abilities import DESTINATION, SECOND, SPY, TARGET, Step
from ninjatable.games.shin.rules.strength import RoundResult
from ninjatable.games.shin.rules.village import Village
from ninjatable.games.words import player
from ninjatable.i18n import N_, Message, _, msg, render, term


class DecisionKind:
    """Every kind of decision of SHIN (`Decision.kind`), named once: the rules, the table, the computer and the
    tests compare a decision's kind with these names. An ability asks one decision at each of its stages."""

    CHOOSE_SPY: Final = "choose-spy"
    CHOOSE_NINJA: Final = "choose-ninja"
    PLACE: Final = "place"
    ABILITY_TARGET: Final = "ability-target"
    ABILITY_SECOND: Final = "ability-second"
    ABILITY_DESTINATION: Final = "ability-destination"
    ABILITY_SPY: Final = "ability-spy"
    STONE: Final = "stone"


#: the decision an ability asks at each of its stages
ABILITY_DECISIONS = {TARGET: DecisionKind.ABILITY_TARGET, SECOND: DecisionKind.ABILITY_SECOND,
                     DESTINATION: DecisionKind.ABILITY_DESTINATION, SPY: DecisionKind.ABILITY_SPY}
#: the choice bar's buttons for an ability's targets, by ability kind.
TARGET_GROUPS = {"shove": N_("Shove a neighbour"), "cancel": N_("Cancel a neighbour"), "swap": N_("Swap two ninja"),
                 "shift": N_("Shift a ninja")}
SKIP_GROUP = N_("Let it pass")


def _say(message: Message) -> str:
    """A message in words now (prompts, labels and refusals are read where they are worked out)."""
    return render(message)


# --- prompts and options --------------------------------------------------------------------------------
def choose_prompt(turn: int) -> str:
    if turn == 1:
        return _("Choose your spy: drag a card onto your play slot (or double-click it). It stays face down "
                 "until the round ends.")
    return _("Choose a ninja: drag a card onto your play slot (or double-click it).")


def place_prompt(ninja_id: int) -> str:
    return _say(msg("Place {ninja}: drag it onto a free territory on your side.", ninja=ninja(ninja_id)))


def _step_prompt(step: Step, village: Village) -> str:
    found = card(step.card)
    name = ninja_term(step.card)
    if step.stage == SPY and found.ability == "peek_cancel":
        return _say(msg("{name}: click the enemy spy to look at and cancel.", name=name))
    if step.stage == SPY:
        return _say(msg("{name}: click the enemy spy to look at.", name=name))
    if step.stage == SECOND:
        return _say(msg("{name}: click the ninja that exchanges territories with {ninja}.", name=name,
                        ninja=ninja(step.first)))
    if step.stage == DESTINATION:
        return _say(msg("{name}: click the free territory where {ninja} goes.", name=name, ninja=ninja(step.first)))
    return _("{name}: {ability} Click a lit ninja, or let it pass.").format(name=term("shin", found.name),
                                                                            ability=ability_text(found))


def _option(step: Step, command: Command, village: Village) -> Option:
    kind = card(step.card).ability
    if isinstance(command, Skip):
        return Option(command, _say(msg("Let {name}'s ability pass", name=ninja_term(step.card))), _(SKIP_GROUP))
    if isinstance(command, Peek):
        return Option(command, _say(msg("Look at {player}'s spy", player=player(command.seat))), _("Look at a spy"))
    if isinstance(command, MoveTo):
        return Option(command, _say(msg("Move {ninja} to territory {territory}", ninja=ninja(step.first),
                                        territory=command.territory)), _("Where to"))
    assert isinstance(command, Target)
    where = village.where.get(command.card, 0)
    if step.stage == SECOND:
        return Option(command, _say(msg("Exchange with {ninja} on territory {territory}", ninja=ninja(command.card),
                                        territory=where)), _("Exchange with"))
    group = TARGET_GROUPS.get(kind, N_("Target"))
    return Option(command, _say(msg("{ninja} on territory {territory}", ninja=ninja(command.card),
                                    territory=where)), _(group))


def ability_decision(step: Step, commands: list[Command], village: Village) -> Decision:
    """The owner's choice for an ability: the targets lit on the village, and letting it pass."""
    options = tuple(_option(step, command, village) for command in commands)
    return Decision(step.seat, ABILITY_DECISIONS[step.stage], _step_prompt(step, village), options)


def stone_decision(seat: int, commands: list[Command], result: RoundResult) -> Decision:
    if result.winner is not None:
        prompt = _("You won the round: click a lit territory where one of your ninja stands to place a stone.")
    else:
        prompt = _("The round is a tie: click a lit territory where one of your ninja stands to place a stone.")
    options = tuple(Option(c, _("Stone on territory {territory}").format(territory=c.territory), _("Place a stone"))
                    for c in commands if isinstance(c, Stone))
    return Decision(seat, DecisionKind.STONE, prompt, options)


# --- refusals -------------------------------------------------------------------------------------------
def why_not_choose(command: Command, hand: list[int]) -> str:
    if not isinstance(command, Choose):
        return _("First choose a card from your hand, face down.")
    if command.card not in hand:
        return _("That card is not in your hand.")
    return _("That card cannot be chosen now.")


def why_not_place(command: Command, ninja_id: int, village: Village, side: int) -> str:
    if not isinstance(command, Place):
        return _say(msg("{ninja} must first enter play on a territory of your side.", ninja=ninja(ninja_id)))
    if command.card != ninja_id:
        return _say(msg("Ninja enter play in initiative order: {ninja} comes first.", ninja=ninja(ninja_id)))
    if not 1 <= command.territory <= TERRITORIES:
        return _("There are {n} territories, numbered 1 to {n}.").format(n=TERRITORIES)
    occupant = village.occupant(command.territory, side)
    if occupant is not None and village.shared:
        return _say(msg("Territory {territory} is taken by {ninja}: a territory holds one ninja.",
                        territory=command.territory, ninja=ninja(occupant)))
    if occupant is not None:
        return _say(msg("Territory {territory} is taken by {ninja}: each side of a territory holds one ninja.",
                        territory=command.territory, ninja=ninja(occupant)))
    return _("That territory cannot be taken now.")


def why_not_answer(command: Command, step: Step) -> str:
    found = card(step.card)
    if isinstance(command, Skip) and step.stage != TARGET:
        return _say(msg("{name}'s ability has begun: finish it.", name=ninja_term(step.card)))
    if step.stage == DESTINATION and found.ability == "shove":
        return _say(msg("{ninja} can only be shoved to a neighbouring free territory on its own side.",
                        ninja=ninja(step.first)))
    if step.stage == DESTINATION:
        return _say(msg("{ninja} can only go to a free territory on its own side.", ninja=ninja(step.first)))
    if step.stage == SPY:
        return _("Choose one of the enemy spies.")
    return _("That is not a target of {name}'s ability ({ability})").format(name=term("shin", found.name),
                                                                             ability=ability_text(found))


def why_not_stone(command: Command, stone_team: int) -> str:
    if not isinstance(command, Stone):
        return _("Place your stone first.")
    return _say(msg("{team} may only place a stone on a territory where one of its ninja stands.",
                    team=team_term(stone_team)))


# --- the count ------------------------------------------------------------------------------------------
def signed(amount: int) -> str:
    """A bonus with its sign, as the count shows it: "+2", "-1", "+0"."""
    return f"{amount:+d}"


def count_text(result: RoundResult) -> Message:
    """The round's count in one sentence: both totals with their colour and ability parts, and who won."""
    first, second = (msg("{team} {total} (colour {colour}, abilities {abilities})", team=team_term(s.team),
                         total=s.total, colour=signed(s.colour_bonus), abilities=signed(s.ability_bonus))
                     for s in result.teams)
    if result.winner is not None and result.tie_broken_by is None:
        return msg("Round {round} count: {first} against {second}. {team} wins the round.", round=result.round,
                   first=first, second=second, team=team_term(result.winner))
    if result.tie_broken_by is not None:
        return msg("Round {round} count: {first} against {second}. A tie, broken by the tie-breaker: only {team} "
                   "places a stone.", round=result.round, first=first, second=second,
                   team=team_term(result.tie_broken_by))
    return msg("Round {round} count: {first} against {second}. A tie: both teams place a stone, {team} first "
               "(lower spy).", round=result.round, first=first, second=second, team=team_term(result.stones[0]))


def round_line(result: RoundResult) -> Message:
    """A counted round in one line, for the end of the game."""
    (first, first_total), (second, second_total) = ((team_term(s.team), s.total) for s in result.teams)
    if result.tie_broken_by is not None:
        return msg("Round {round}: {first} {first_total} to {second} {second_total}, a tie broken for {team}.",
                   round=result.round, first=first, first_total=first_total, second=second,
                   second_total=second_total, team=team_term(result.tie_broken_by))
    if result.winner is None:
        return msg("Round {round}: {first} {first_total} to {second} {second_total}, a tie: both teams laid a "
                   "stone.", round=result.round, first=first, first_total=first_total, second=second,
                   second_total=second_total)
    return msg("Round {round}: {first} {first_total} to {second} {second_total}, won by {team}.",
               round=result.round, first=first, first_total=first_total, second=second, second_total=second_total,
               team=team_term(result.winner))
