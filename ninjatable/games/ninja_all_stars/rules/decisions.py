"""What a seat must decide now, in the game's words: the kind of decision, one sentence saying what to do
(it follows the options: a prompt never offers what is not possible), and every legal command as a labelled
option. Options with a group are buttons of the choice bar ("Run", "Ranged attack", "End activation",
"Rock"...); a group with several options asks which, on the board. Options without a group are gestures on
the board (a ninja dragged to a square, a token dragged onto the ground).
"""

from __future__ import annotations

from collections.abc import Callable

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Decision
from ninjatable.games.ninja_all_stars.commands import (
    Attack,
    ChooseEdge,
    ChooseResult,
    CombatCard,
    Discard,
    End,
    GiveEdge,
    Heal,
    HexCommand,
    Janken,
    LeapingStrike,
    Manage,
    ManageCard,
    Move,
    NoCard,
    OpenChest,
    PassPlacement,
    PlaceLantern,
    PlaceShrine,
    PlayCard,
    Pray,
    Ranged,
    React,
    Run,
    Search,
    Shuriken,
    Stealth,
    TakeObjective,
    TeamTest,
    TigerStrike,
    Turn,
    describe,
)
from ninjatable.games.ninja_all_stars.data import DECK, ELEMENT_NAMES, MARKERS, TEAMS
from ninjatable.games.ninja_all_stars.rules.challenges import OBJECTIVE_ACTIONS
from ninjatable.games.ninja_all_stars.rules.effects import affinity_dice
from ninjatable.games.ninja_all_stars.rules.keywords import result_remark
from ninjatable.games.ninja_all_stars.rules.legal import legal_commands
from ninjatable.games.ninja_all_stars.rules.tournament import (
    ACTIVATION,
    CHOOSE_EDGE,
    DEPLOY,
    GIVE_EDGE,
    JANKEN,
    PLACEMENT,
    TEAM_TEST,
    DecisionKind,
    Pending,
    Tournament,
)

#: the choice-bar button of each kind of order
ORDER_GROUPS: dict[type, str] = {
    Run: "Run", Attack: "Attack", TigerStrike: "Tiger Strike", LeapingStrike: "Leaping Strike",
    Ranged: "Ranged attack", Shuriken: "Shuriken", Search: "Search", Stealth: "Stealth", Pray: "Pray",
    HexCommand: "Hex", OpenChest: "Open chest", Turn: "Turn", End: "End activation",
}
#: what each element does as a combat result
RESULT_WORDS = {
    "spirit": "the attacker is Injured", "void": "the defender is Injured", "earth": "the defender is Stunned",
    "fire": "everyone next to the attacker, and the attacker, is Stunned",
    "air": "the attacker moves the defender up to three squares",
    "water": "the attacker moves, then the defender is placed in its front zone",
}
#: the windows in which every player in turn may play a moon card or none, whatever they hold.
CARD_WINDOWS = frozenset({DecisionKind.COMBAT_CARD, DecisionKind.REACTION})
ASKED_PROMPTS = {
    DecisionKind.COMBAT_CARD: "Combat: every player in turn may play a combat moon card before the dice, or no card.",
    DecisionKind.REACTION: "An enemy ninja stopped next to yours: play a reaction moon card on it, or no card.",
    DecisionKind.HEAL: "Choose the ninja that leaves the Healing House for the Training Ground.",
    DecisionKind.CHOOSE_RESULT: "You choose the combat result: click one of the remaining dice or a button below.",
    DecisionKind.PUSH: "Air: move the defender up to three squares - click a lit square, then the way it faces.",
    DecisionKind.WATER_MOVE: "Water: move your attacker up to three squares - click a lit square, then the way it faces.",
    DecisionKind.WATER_PLACE: "Water: place the defender in the attacker's front zone - click a lit square, then "
                              "the way it faces.",
    DecisionKind.DISCARD: "You hold too many moon cards: discard one (click it in your hand or below).",
    DecisionKind.REINFORCE: "Reinforcements: drag a ninja from your Training Ground onto a marked square of your edge.",
}


def option_group(state: Tournament, seat: int, command: Command) -> str:
    """The choice-bar button that offers `command`, or "" for a gesture on the board."""
    kind = type(command)
    if kind in ORDER_GROUPS:
        return ORDER_GROUPS[kind]
    if isinstance(command, PlayCard):
        return DECK[command.card].name
    if isinstance(command, TakeObjective):
        return OBJECTIVE_ACTIONS[state.challenge.objective]
    if isinstance(command, Janken):
        return command.sign.capitalize()
    if isinstance(command, GiveEdge):
        return "You choose first" if command.seat == seat else f"{team_word(state, command.seat)} chooses first"
    if isinstance(command, ChooseEdge):
        return f"{command.edge.capitalize()} edge"
    if isinstance(command, CombatCard | React | ManageCard):
        return f"Play {DECK[command.card].name}"
    if isinstance(command, Discard):
        return f"Discard {DECK[command.card].name}"
    if isinstance(command, Heal):
        return "Bring home"
    if isinstance(command, TeamTest):
        return state.models[command.model].name
    if isinstance(command, ChooseResult):
        return ELEMENT_NAMES[command.element]
    return _plain_group(command)


def _plain_group(command: Command) -> str:
    if isinstance(command, NoCard):
        return "No card"
    if isinstance(command, PassPlacement):
        return "Pass"
    if isinstance(command, Manage):
        return {"draw": "Draw a moon card", "heal": "Bring a ninja home"}.get(command.choice, "Rally")
    return ""


def team_word(state: Tournament, seat: int) -> str:
    """A seat by its team's element ("Water")."""
    return ELEMENT_NAMES[TEAMS[state.teams[seat]].element]


def roller_label(state: Tournament, command: TeamTest) -> str:
    """A ninja that may roll the initiative test for its team: its dice, and what rolling costs or gives it."""
    model = state.models[command.model]
    if model.stealth:
        sentence = "{name} rolls {dice} dice for the initiative and leaves Stealth"
    elif model.cond.get("lucky"):
        sentence = "{name} rolls {dice} dice for the initiative (Lucky: it may reroll a losing roll)"
    elif model.cond.get("curse"):
        sentence = "{name} rolls {dice} dice for the initiative (Cursed: a winning roll may be rerolled)"
    else:
        sentence = "{name} rolls {dice} dice for the initiative"
    return sentence.format(name=model.name, dice=affinity_dice(model))


def option_label(state: Tournament, seat: int, command: Command) -> str:
    if isinstance(command, TeamTest):
        return roller_label(state, command)
    if isinstance(command, GiveEdge):
        return f"{state.seat_name(command.seat)} chooses a deployment edge first and takes the initiative"
    if isinstance(command, ChooseResult):
        remark = result_remark(state, command.element)
        if remark and state.combat is not None and state.combat.kind != "melee":
            return f"{ELEMENT_NAMES[command.element]}: {remark}"
        words = f"{ELEMENT_NAMES[command.element]}: {RESULT_WORDS[command.element]}"
        return f"{words} ({remark})" if remark else words
    if isinstance(command, CombatCard | PlayCard | React | ManageCard):
        card = DECK[command.card]
        return f"{describe(command, lambda i: state.models[i].name)}: {card.text}"
    return describe(command, lambda i: state.models[i].name)


def decision(state: Tournament, seat: int) -> Decision | None:
    """What `seat` must decide now, or None."""
    legal = legal_commands(state, seat)
    if not legal:
        return None
    asked = state.asked()
    kind = asked.kind if asked is not None else state.phase
    return Decision.of(seat, kind, prompt(state, seat, legal, asked), legal,
                       label=lambda command: option_label(state, seat, command),
                       group=lambda command: option_group(state, seat, command),
                       simultaneous=state.phase == JANKEN and asked is None and len(state.acting()) > 1,
                       hides_hand=asked is not None and asked.kind in CARD_WINDOWS)


def prompt(state: Tournament, seat: int, legal: list[Command], asked: Pending | None) -> str:
    """One sentence saying what to do, for the options there are."""
    if asked is not None:
        return ASKED_PROMPTS.get(asked.kind) or _manage_prompt(legal)
    phase = state.phase
    makers: dict[str, Callable[[], str]] = {
        JANKEN: lambda: _janken_prompt(state),
        PLACEMENT: lambda: _placement_prompt(state, legal),
        GIVE_EDGE: lambda: "Name the player who chooses a deployment edge first (and takes the initiative).",
        CHOOSE_EDGE: lambda: "Choose your deployment edge: click it on the board, or a button below.",
        DEPLOY: lambda: "Deploy: drag a ninja from your Training Ground onto a marked square of your edge.",
        TEAM_TEST: lambda: (f"Affinity test for the initiative of round {state.round_no}: choose the ninja that "
                            "rolls for your team (click it on the board or below)."),
        ACTIVATION: lambda: _activation_prompt(state, legal),
    }
    return makers[phase]() if phase in makers else "Decide."


def _janken_prompt(state: Tournament) -> str:
    if state.janken_purpose == "edge":
        return "Janken for the next choice of a deployment edge: choose rock, paper or scissors (in secret)."
    what = "the initiative" if state.janken_purpose == "setup" else f"the initiative of round {state.round_no}"
    return f"Janken for {what}: choose rock, paper or scissors (in secret)."


def _placement_prompt(state: Tournament, legal: list[Command]) -> str:
    lanterns = any(isinstance(c, PlaceLantern) for c in legal)
    shrines = any(isinstance(c, PlaceShrine) for c in legal)
    may_pass = PassPlacement() in legal
    if not lanterns and not shrines:
        return "No more lanterns or shrines may be placed: pass."
    token = "a lantern or a shrine" if lanterns and shrines else "a lantern" if lanterns else "a shrine"
    count = (f"{len(state.lanterns)}/{MARKERS['max_lanterns']} lanterns, "
             f"{len(state.shrines)}/{MARKERS['max_shrines']} shrines")
    then = "or pass" if may_pass else f"pass once {MARKERS['min_lanterns_before_pass']} lanterns are placed"
    return f"Place {token}: drag a token onto a lit square ({count}); {then}."


def _activation_prompt(state: Tournament, legal: list[Command]) -> str:
    if state.active is None:
        return "Drag one of your ninja to move it, or onto an enemy to attack; click it for its actions."
    moves = any(isinstance(c, Move) for c in legal)
    actions = any(type(c) in ORDER_GROUPS and not isinstance(c, End) or isinstance(c, TakeObjective) for c in legal)
    if moves and actions:
        return "Drag it to move or onto an enemy, choose an action below, or End activation."
    if moves:
        return "Drag it to move on, or End activation."
    if actions:
        return "Choose an action below (or drag it onto an enemy), or End activation."
    return "End activation: click End activation, then the way the ninja faces."


def _manage_prompt(legal: list[Command]) -> str:
    cards = [DECK[c.card].name for c in legal if isinstance(c, ManageCard)]
    if cards:
        return f"Management: play {' or '.join(cards)} first if you like, then " + _manage_choices(legal)
    return "Management: " + _manage_choices(legal)


def _manage_choices(legal: list[Command]) -> str:
    choices = ["draw a moon card"]
    if Manage("heal") in legal:
        choices.append("bring a second ninja home")
    if any(isinstance(c, Manage) and c.choice == "rally" for c in legal):
        choices.append("rally a Stunned ninja")
    listed = choices[0] if len(choices) == 1 else ", ".join(choices[:-1]) + " or " + choices[-1]
    return f"{listed}."

