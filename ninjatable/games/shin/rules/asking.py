"""What the players are asked and told in SHIN's words: the prompts and options of every decision, why a
command is refused, and the sentences that report a round's count."""

from __future__ import annotations

from typing import Final

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision, Option
from ninjatable.games.shin.commands import Choose, MoveTo, Peek, Place, Skip, Stone, Target, ninja_name
from ninjatable.games.shin.data import TERRITORIES, card, team
from ninjatable.games.shin.rules.abilities import DESTINATION, SECOND, SPY, TARGET, Step
from ninjatable.games.shin.rules.strength import RoundResult
from ninjatable.games.shin.rules.village import Village


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
TARGET_GROUPS = {"shove": "Shove a neighbour", "cancel": "Cancel a neighbour", "swap": "Swap two ninja",
                 "shift": "Shift a ninja"}
SKIP_GROUP = "Let it pass"


# --- prompts and options --------------------------------------------------------------------------------
def choose_prompt(turn: int) -> str:
    if turn == 1:
        return ("Choose your spy: drag a card onto your play slot (or double-click it). It stays face down "
                "until the round ends.")
    return "Choose a ninja: drag a card onto your play slot (or double-click it)."


def place_prompt(ninja: int) -> str:
    return f"Place {ninja_name(ninja)}: drag it onto a free territory on your side."


def _step_prompt(step: Step, village: Village) -> str:
    found = card(step.card)
    if step.stage == SPY:
        also = " and cancel" if found.ability == "peek_cancel" else ""
        return f"{found.name}: click the enemy spy to look at{also}."
    if step.stage == SECOND:
        return f"{found.name}: click the ninja that exchanges territories with {ninja_name(step.first)}."
    if step.stage == DESTINATION:
        return f"{found.name}: click the free territory where {ninja_name(step.first)} goes."
    return f"{found.name}: {found.text} Click a lit ninja, or let it pass."


def _option(step: Step, command: Command, village: Village) -> Option:
    kind = card(step.card).ability
    if isinstance(command, Skip):
        return Option(command, f"Let {card(step.card).name}'s ability pass", SKIP_GROUP)
    if isinstance(command, Peek):
        return Option(command, f"Look at Player {command.seat + 1}'s spy", "Look at a spy")
    if isinstance(command, MoveTo):
        return Option(command, f"Move {ninja_name(step.first)} to territory {command.territory}", "Where to")
    assert isinstance(command, Target)
    where = village.where.get(command.card, 0)
    label = f"{ninja_name(command.card)} on territory {where}"
    if step.stage == SECOND:
        return Option(command, f"Exchange with {label}", "Exchange with")
    return Option(command, label, TARGET_GROUPS.get(kind, "Target"))


def ability_decision(step: Step, commands: list[Command], village: Village) -> Decision:
    """The owner's choice for an ability: the targets lit on the village, and letting it pass."""
    options = tuple(_option(step, command, village) for command in commands)
    return Decision(step.seat, ABILITY_DECISIONS[step.stage], _step_prompt(step, village), options)


def stone_decision(seat: int, commands: list[Command], result: RoundResult) -> Decision:
    won = "You won the round" if result.winner is not None else "The round is a tie"
    prompt = f"{won}: click a lit territory where one of your ninja stands to place a stone."
    options = tuple(Option(c, f"Stone on territory {c.territory}", "Place a stone") for c in commands
                    if isinstance(c, Stone))
    return Decision(seat, DecisionKind.STONE, prompt, options)


# --- refusals -------------------------------------------------------------------------------------------
def why_not_choose(command: Command, hand: list[int]) -> str:
    if not isinstance(command, Choose):
        return "First choose a card from your hand, face down."
    if command.card not in hand:
        return "That card is not in your hand."
    return "That card cannot be chosen now."


def why_not_place(command: Command, ninja: int, village: Village, side: int) -> str:
    if not isinstance(command, Place):
        return f"{ninja_name(ninja)} must first enter play on a territory of your side."
    if command.card != ninja:
        return f"Ninja enter play in initiative order: {ninja_name(ninja)} comes first."
    if not 1 <= command.territory <= TERRITORIES:
        return f"There are {TERRITORIES} territories, numbered 1 to {TERRITORIES}."
    occupant = village.occupant(command.territory, side)
    if occupant is not None:
        rule = "a territory holds one ninja" if village.shared else "each side of a territory holds one ninja"
        return f"Territory {command.territory} is taken by {ninja_name(occupant)}: {rule}."
    return "That territory cannot be taken now."


def why_not_answer(command: Command, step: Step) -> str:
    found = card(step.card)
    if isinstance(command, Skip) and step.stage != TARGET:
        return f"{found.name}'s ability has begun: finish it."
    if step.stage == DESTINATION and card(step.card).ability == "shove":
        return f"{ninja_name(step.first)} can only be shoved to a neighbouring free territory on its own side."
    if step.stage == DESTINATION:
        return f"{ninja_name(step.first)} can only go to a free territory on its own side."
    if step.stage == SPY:
        return "Choose one of the enemy spies."
    return f"That is not a target of {found.name}'s ability ({found.text})"


def why_not_stone(command: Command, stone_team: int) -> str:
    if not isinstance(command, Stone):
        return "Place your stone first."
    return (f"{team(stone_team).name} may only place a stone on a territory where one of its ninja stands.")


# --- the count ------------------------------------------------------------------------------------------
def count_text(result: RoundResult) -> str:
    """The round's count in one sentence: both totals with their colour and ability parts, and who won."""
    parts = []
    for strength in result.teams:
        parts.append(f"{team(strength.team).name} {strength.total} (colour {strength.colour_bonus:+d}, "
                     f"abilities {strength.ability_bonus:+d})")
    text = f"Round {result.round} count: {' against '.join(parts)}. "
    if result.winner is not None and result.tie_broken_by is None:
        return text + f"{team(result.winner).name} wins the round."
    if result.tie_broken_by is not None:
        return text + f"A tie, broken by the tie-breaker: only {team(result.tie_broken_by).name} places a stone."
    first = team(result.stones[0]).name
    return text + f"A tie: both teams place a stone, {first} first (lower spy)."


def round_line(result: RoundResult) -> str:
    """A counted round in one line, for the end of the game."""
    totals = " to ".join(f"{team(s.team).name} {s.total}" for s in result.teams)
    if result.tie_broken_by is not None:
        return f"Round {result.round}: {totals}, a tie broken for {team(result.tie_broken_by).name}."
    if result.winner is None:
        return f"Round {result.round}: {totals}, a tie: both teams laid a stone."
    return f"Round {result.round}: {totals}, won by {team(result.winner).name}."
