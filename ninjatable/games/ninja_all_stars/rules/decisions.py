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
    order_words,
)
from ninjatable.games.ninja_all_stars.data import DECK, MARKERS, TEAMS
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
from ninjatable.games.ninja_all_stars.terms import GAME, RESULT_WORDS, SIGN_TERMS, card_term, element_term
from ninjatable.i18n import N_, Message, _, join_or, ngettext, number, render, term

#: the choice-bar button of each kind of order
ORDER_GROUPS: dict[type, str] = {
    Run: N_("Run"), Attack: N_("Attack"), TigerStrike: N_("Tiger Strike"), LeapingStrike: N_("Leaping Strike"),
    Ranged: N_("Ranged attack"), Shuriken: N_("Shuriken"), Search: N_("Search"), Stealth: N_("Stealth"),
    Pray: N_("Pray"), HexCommand: N_("Hex"), OpenChest: N_("Open chest"), Turn: N_("Turn"),
    End: N_("End activation"),
}
#: the orders whose button is a name of the glossary (the others are ours, of the table's words)
GLOSSARY_GROUPS = frozenset({Run, Attack, TigerStrike, LeapingStrike, Ranged, Shuriken, Search, Stealth, Pray,
                             HexCommand, Turn, End})
#: the same, with a remark on what a keyword changes
RESULT_REMARKED = {
    "spirit": N_("{element}: the attacker is Injured ({remark})"),
    "void": N_("{element}: the defender is Injured ({remark})"),
    "earth": N_("{element}: the defender is Stunned ({remark})"),
    "fire": N_("{element}: everyone next to the attacker, and the attacker, is Stunned ({remark})"),
    "air": N_("{element}: the attacker moves the defender up to three squares ({remark})"),
    "water": N_("{element}: the attacker moves, then the defender is placed in its front zone ({remark})"),
}
#: the windows in which every player in turn may play a moon card or none, whatever they hold.
CARD_WINDOWS = frozenset({DecisionKind.COMBAT_CARD, DecisionKind.REACTION})
ASKED_PROMPTS = {
    DecisionKind.COMBAT_CARD: N_("Combat: every player in turn may play a combat moon card before the dice, or no "
                                 "card."),
    DecisionKind.REACTION: N_("An enemy ninja stopped next to yours: play a reaction moon card on it, or no card."),
    DecisionKind.HEAL: N_("Choose the ninja that leaves the Healing House for the Training Ground."),
    DecisionKind.CHOOSE_RESULT: N_("You choose the combat result: click one of the remaining dice or a button "
                                   "below."),
    DecisionKind.PUSH: N_("Air: move the defender up to three squares - click a lit square, then the way it "
                          "faces."),
    DecisionKind.WATER_MOVE: N_("Water: move your attacker up to three squares - click a lit square, then the way "
                                "it faces."),
    DecisionKind.WATER_PLACE: N_("Water: place the defender in the attacker's front zone - click a lit square, "
                                 "then the way it faces."),
    DecisionKind.DISCARD: N_("You hold too many moon cards: discard one (click it in your hand or below)."),
    DecisionKind.REINFORCE: N_("Reinforcements: drag a ninja from your Training Ground onto a marked square of "
                               "your edge."),
}
#: the deployment edges' buttons
EDGE_BUTTONS = {"north": N_("North edge"), "south": N_("South edge"), "east": N_("East edge"),
                "west": N_("West edge")}


def option_group(state: Tournament, seat: int, command: Command) -> str:
    """The choice-bar button that offers `command`, or "" for a gesture on the board (in the reader's
    language)."""
    kind = type(command)
    if kind in ORDER_GROUPS:
        return term(GAME, ORDER_GROUPS[kind]) if kind in GLOSSARY_GROUPS else _(ORDER_GROUPS[kind])
    if isinstance(command, PlayCard):
        return str(card_term(command.card))
    if isinstance(command, TakeObjective):
        return _(OBJECTIVE_ACTIONS[state.challenge.objective])
    if isinstance(command, Janken):
        return term(GAME, SIGN_TERMS[command.sign])
    if isinstance(command, GiveEdge):
        if command.seat == seat:
            return _("You choose first")
        return _("{element} chooses first").format(element=team_word(state, command.seat))
    if isinstance(command, ChooseEdge):
        return _(EDGE_BUTTONS[command.edge]) if command.edge in EDGE_BUTTONS else command.edge
    if isinstance(command, CombatCard | React | ManageCard):
        return _("Play {card}").format(card=card_term(command.card))
    if isinstance(command, Discard):
        return _("Discard {card}").format(card=card_term(command.card))
    if isinstance(command, Heal):
        return _("Bring home")
    if isinstance(command, TeamTest):
        return render(state.models[command.model].name)
    if isinstance(command, ChooseResult):
        return str(element_term(command.element))
    return _plain_group(command)


def _plain_group(command: Command) -> str:
    if isinstance(command, NoCard):
        return _("No card")
    if isinstance(command, PassPlacement):
        return _("Pass")
    if isinstance(command, Manage):
        if command.choice == "draw":
            return _("Draw a moon card")
        return _("Bring a ninja home") if command.choice == "heal" else _("Rally")
    return ""


def team_word(state: Tournament, seat: int) -> str:
    """A seat by its team's element ("Water"), in the reader's language."""
    return str(element_term(TEAMS[state.teams[seat]].element))


def roller_label(state: Tournament, command: TeamTest) -> str:
    """A ninja that may roll the initiative test for its team: its dice, and what rolling costs or gives it."""
    model = state.models[command.model]
    dice = affinity_dice(model)
    if model.stealth:
        sentence = ngettext("{name} rolls {n} die for the initiative and leaves Stealth",
                            "{name} rolls {n} dice for the initiative and leaves Stealth", dice)
    elif model.cond.get("lucky"):
        sentence = ngettext("{name} rolls {n} die for the initiative (Lucky: it may reroll a losing roll)",
                            "{name} rolls {n} dice for the initiative (Lucky: it may reroll a losing roll)", dice)
    elif model.cond.get("curse"):
        sentence = ngettext("{name} rolls {n} die for the initiative (Cursed: a winning roll may be rerolled)",
                            "{name} rolls {n} dice for the initiative (Cursed: a winning roll may be rerolled)",
                            dice)
    else:
        sentence = ngettext("{name} rolls {n} die for the initiative", "{name} rolls {n} dice for the initiative",
                            dice)
    return sentence.format(name=model.name, n=dice)


def option_label(state: Tournament, seat: int, command: Command) -> str:
    """An option in words, in the reader's language."""
    if isinstance(command, TeamTest):
        return roller_label(state, command)
    if isinstance(command, GiveEdge):
        return _("{player} chooses a deployment edge first and takes the initiative").format(
            player=state.seat_label(command.seat))
    if isinstance(command, ChooseResult):
        remark = result_remark(state, command.element)
        element = element_term(command.element)
        if remark and state.combat is not None and state.combat.kind != "melee":
            return _("{element}: {remark}").format(element=element, remark=remark)
        if remark:
            return _(RESULT_REMARKED[command.element]).format(element=element, remark=remark)
        return _(RESULT_WORDS[command.element]).format(element=element)
    names = _namer(state)
    if isinstance(command, CombatCard | PlayCard | React | ManageCard):
        return _("{order}: {text}").format(order=order_words(command, names), text=_(DECK[command.card].text))
    return render(order_words(command, names))


def _namer(state: Tournament) -> Callable[[int], Message]:
    return lambda model_id: state.models[model_id].name


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
    """One sentence saying what to do, for the options there are, in the reader's language."""
    if asked is not None:
        return _(ASKED_PROMPTS[asked.kind]) if asked.kind in ASKED_PROMPTS else _manage_prompt(legal)
    phase = state.phase
    makers: dict[str, Callable[[], str]] = {
        JANKEN: lambda: _janken_prompt(state),
        PLACEMENT: lambda: _placement_prompt(state, legal),
        GIVE_EDGE: lambda: _("Name the player who chooses a deployment edge first (and takes the initiative)."),
        CHOOSE_EDGE: lambda: _("Choose your deployment edge: click it on the board, or a button below."),
        DEPLOY: lambda: _("Deploy: drag a ninja from your Training Ground onto a marked square of your edge."),
        TEAM_TEST: lambda: _("Affinity test for the initiative of round {round}: choose the ninja that rolls for "
                             "your team (click it on the board or below).").format(round=state.round_no),
        ACTIVATION: lambda: _activation_prompt(state, legal),
    }
    return makers[phase]() if phase in makers else _("Decide.")


def _janken_prompt(state: Tournament) -> str:
    if state.janken_purpose == "edge":
        return _("Janken for the next choice of a deployment edge: choose rock, paper or scissors (in secret).")
    if state.janken_purpose == "setup":
        return _("Janken for the initiative: choose rock, paper or scissors (in secret).")
    return _("Janken for the initiative of round {round}: choose rock, paper or scissors (in secret).").format(
        round=state.round_no)


def _placement_prompt(state: Tournament, legal: list[Command]) -> str:
    lanterns = any(isinstance(c, PlaceLantern) for c in legal)
    shrines = any(isinstance(c, PlaceShrine) for c in legal)
    may_pass = PassPlacement() in legal
    if not lanterns and not shrines:
        return _("No more lanterns or shrines may be placed: pass.")
    counts = {"lanterns": len(state.lanterns), "most_lanterns": MARKERS["max_lanterns"],
              "shrines": len(state.shrines), "most_shrines": MARKERS["max_shrines"],
              "n": MARKERS["min_lanterns_before_pass"]}
    if lanterns and shrines:
        if may_pass:
            words = _("Place a lantern or a shrine: drag a token onto a lit square ({lanterns}/{most_lanterns} "
                      "lanterns, {shrines}/{most_shrines} shrines); or pass.")
        else:
            words = ngettext("Place a lantern or a shrine: drag a token onto a lit square ({lanterns}/{most_lanterns} "
                             "lanterns, {shrines}/{most_shrines} shrines); pass once {n} lantern is placed.",
                             "Place a lantern or a shrine: drag a token onto a lit square ({lanterns}/{most_lanterns} "
                             "lanterns, {shrines}/{most_shrines} shrines); pass once {n} lanterns are placed.",
                             counts["n"])
    elif lanterns:
        if may_pass:
            words = _("Place a lantern: drag a token onto a lit square ({lanterns}/{most_lanterns} lanterns, "
                      "{shrines}/{most_shrines} shrines); or pass.")
        else:
            words = ngettext("Place a lantern: drag a token onto a lit square ({lanterns}/{most_lanterns} lanterns, "
                             "{shrines}/{most_shrines} shrines); pass once {n} lantern is placed.",
                             "Place a lantern: drag a token onto a lit square ({lanterns}/{most_lanterns} lanterns, "
                             "{shrines}/{most_shrines} shrines); pass once {n} lanterns are placed.", counts["n"])
    elif may_pass:
        words = _("Place a shrine: drag a token onto a lit square ({lanterns}/{most_lanterns} lanterns, "
                  "{shrines}/{most_shrines} shrines); or pass.")
    else:
        words = ngettext("Place a shrine: drag a token onto a lit square ({lanterns}/{most_lanterns} lanterns, "
                         "{shrines}/{most_shrines} shrines); pass once {n} lantern is placed.",
                         "Place a shrine: drag a token onto a lit square ({lanterns}/{most_lanterns} lanterns, "
                         "{shrines}/{most_shrines} shrines); pass once {n} lanterns are placed.", counts["n"])
    return words.format(**{key: number(value) for key, value in counts.items()})


def _activation_prompt(state: Tournament, legal: list[Command]) -> str:
    if state.active is None:
        return _("Drag one of your ninja to move it, or onto an enemy to attack; click it for its actions.")
    moves = any(isinstance(c, Move) for c in legal)
    actions = any(type(c) in ORDER_GROUPS and not isinstance(c, End) or isinstance(c, TakeObjective) for c in legal)
    if moves and actions:
        return _("Drag it to move or onto an enemy, choose an action below, or End activation.")
    if moves:
        return _("Drag it to move on, or End activation.")
    if actions:
        return _("Choose an action below (or drag it onto an enemy), or End activation.")
    return _("End activation: click End activation, then the way the ninja faces.")


#: the management's choices: (a second ninja may come home, a Stunned ninja may be rallied) -> the words.
MANAGE_CHOICES = {
    (False, False): N_("Management: draw a moon card."),
    (True, False): N_("Management: draw a moon card or bring a second ninja home."),
    (False, True): N_("Management: draw a moon card or rally a Stunned ninja."),
    (True, True): N_("Management: draw a moon card, bring a second ninja home or rally a Stunned ninja."),
}
#: the same, with moon cards that may be played first.
MANAGE_CHOICES_CARDS = {
    (False, False): N_("Management: play {cards} first if you like, then draw a moon card."),
    (True, False): N_("Management: play {cards} first if you like, then draw a moon card or bring a second ninja "
                      "home."),
    (False, True): N_("Management: play {cards} first if you like, then draw a moon card or rally a Stunned "
                      "ninja."),
    (True, True): N_("Management: play {cards} first if you like, then draw a moon card, bring a second ninja home "
                     "or rally a Stunned ninja."),
}


def _manage_prompt(legal: list[Command]) -> str:
    cards = sorted({DECK[c.card].name for c in legal if isinstance(c, ManageCard)})
    choices = (Manage("heal") in legal, any(isinstance(c, Manage) and c.choice == "rally" for c in legal))
    if cards:
        return _(MANAGE_CHOICES_CARDS[choices]).format(cards=join_or(term(GAME, card) for card in cards))
    return _(MANAGE_CHOICES[choices])
