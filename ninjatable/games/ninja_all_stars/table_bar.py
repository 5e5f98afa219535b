"""The action bar and the words of the Ninja All-Stars table: which buttons the bar offers now, the sentence
saying what to do, and the hover texts. Nothing here changes the game; the buttons call back into the scene.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from ninjatable.games.ninja_all_stars.commands import (
    Attack,
    ChooseEdge,
    End,
    GiveEdge,
    HexCommand,
    Janken,
    LeapingStrike,
    NoCard,
    OpenChest,
    PassPlacement,
    PlayCard,
    Pray,
    Ranged,
    Run,
    Search,
    Shuriken,
    Stealth,
    TigerStrike,
)
from ninjatable.games.ninja_all_stars.data import (
    CONDITION_NAMES,
    DECK,
    ELEMENT_NAMES,
    KEYWORDS,
    MARKERS,
    MODEL_TYPES,
    SHRINE_CONDITIONS,
)
from ninjatable.games.ninja_all_stars.geometry import FACING_NAMES
from ninjatable.games.ninja_all_stars.table_panels import team_short
from ninjatable.ui import text

if TYPE_CHECKING:
    from ninjatable.games.ninja_all_stars.table import BarItem, NinjaAllStarsTable

PENDING_HELP = {
    "combat_card": "Combat: play a moon card for extra dice, or play none.",
    "choose_result": "You choose the combat result: click one of the remaining dice.",
    "push": "Air: move the defender up to three squares - click a lit square (the wheel turns its facing).",
    "water_move": "Water: move your attacker up to three squares - click a lit square (wheel: facing).",
    "water_place": "Water: place the defender in the attacker's front zone - click a lit square.",
    "discard": "Too many moon cards: click a card in your hand to discard it.",
    "manage": "Management: choose one step - draw a moon card, bring a second ninja home, or rally a Stunned one.",
    "reinforce": "Reinforcements: drag a ninja from your Training Ground onto a marked square.",
}
ACTION_LABELS: tuple[tuple[type, str, str], ...] = (
    (Run, "Run", "Action: move again up to the ninja's full MV."),
    (Attack, "Attack", "Action: melee attack on an enemy next to it (or drag the ninja onto the enemy)."),
    (TigerStrike, "Tiger Strike", "+3 AT; for the rest of the round the Chunin rolls no defence dice."),
    (LeapingStrike, "Leaping Strike", "Move up to three squares, then attack; the Chunin is Slowed after."),
    (Ranged, "Ranged", "Action: a ranged attack with the full AT (Yajiri); only Earth and Void take effect."),
    (Shuriken, "Shuriken", "Action: one die at an enemy within 3 squares in sight; only Earth and Void count."),
    (Search, "Search", "Action: an affinity test; on a success enemies next to it leave Stealth."),
    (Stealth, "Stealth", "Action: enter Stealth (not in an enemy's line of sight)."),
    (Pray, "Pray", "Action: an affinity test at a positive shrine next to it for its condition."),
    (HexCommand, "Hex", "Action: the Madoushi's hex on a ninja in range and sight."),
    (OpenChest, "Open chest", "Action: search a chest next to it (an affinity test) for points."),
)
SIGN_NAMES = {"rock": "Rock (fist)", "paper": "Paper (open hand)", "scissors": "Scissors (two fingers)"}


# --- the action bar ----------------------------------------------------------------------------------
def build_bar(table: NinjaAllStarsTable) -> list[BarItem]:
    """The buttons (and tokens) the bar offers now."""
    from ninjatable.games.ninja_all_stars.table import BAR_RECT, BarItem

    items: list[BarItem] = []
    seat = table.human_seat()
    view = table.nview
    if seat is None or view.over:
        return items
    x = BAR_RECT.x + 10
    y = BAR_RECT.y + 46

    def button(key: str, label: str, action: Any, tooltip: str = "", enabled: bool = True,
               width: int | None = None) -> None:
        nonlocal x, y
        w = width or max(64, text.font(20, True).size(label)[0] + 20)
        if x + w > BAR_RECT.right - 8:
            x = BAR_RECT.x + 10
            y += 38
        items.append(BarItem(key, label, pygame.Rect(x, y, w, 32), action, enabled, tooltip))
        x += w + 6

    def submit(command: Any) -> Any:
        return lambda: table.submit(command)

    kind = table.pending_kind()
    legal = table.legal
    if kind == "combat_card":
        for command in _one_per_card(legal):
            if hasattr(command, "card"):
                name = DECK[command.card].name
                button(f"card:{command.card}", f"Play {name}", submit(command), DECK[command.card].text)
        button("no_card", "No card", submit(NoCard()), "Roll the dice without a card.")
        return items
    if kind == "choose_result":
        for command in legal:
            button(f"result:{command.element}", ELEMENT_NAMES[command.element], submit(command),
                   RESULT_TEXT.get(command.element, ""))
        return items
    if kind in ("push", "water_move", "water_place"):
        button("turn_left", "Turn left", lambda: table.turn(-1), "Turn the facing it gets (or the mouse wheel).")
        button("turn_right", "Turn right", lambda: table.turn(1), "Turn the facing it gets (or the mouse wheel).")
        return items
    if kind == "discard":
        for command in _one_per_card(legal):
            button(f"discard:{command.card}", f"Discard {DECK[command.card].name}", submit(command))
        return items
    if kind == "manage":
        words = {"draw": ("Draw a moon card", "Draw one moon card (three at most in hand)."),
                 "heal": ("Bring a ninja home", "A second ninja from the Healing House to the Training Ground.")}
        for command in legal:
            if command.choice == "rally":
                label = f"Rally {view.models[command.model].name.split(' ', 2)[-1]}"
                button(f"rally:{command.model}", label, submit(command), "Remove its Stunned markers.")
            else:
                label, tip = words[command.choice]
                button(f"manage:{command.choice}", label, submit(command), tip)
        return items
    if kind == "reinforce":
        return items
    phase = view.phase
    if phase == "janken":
        for command in legal:
            if isinstance(command, Janken):
                button(f"janken:{command.sign}", command.sign.capitalize(), submit(command),
                       SIGN_NAMES[command.sign], width=110)
        return items
    if phase == "markers":
        if len(view.lanterns) < MARKERS["max_lanterns"]:
            items.append(BarItem("token:lantern", "Lantern", pygame.Rect(x, y, 40, 40), token=("lantern",),
                                 tooltip="Drag a lantern onto a lit square."))
        x += 62
        if len(view.shrines) < MARKERS["max_shrines"]:
            for cond in SHRINE_CONDITIONS:
                items.append(BarItem(f"token:{cond}", f"Shrine of {CONDITION_NAMES[cond]}", pygame.Rect(x, y, 40, 40),
                                     token=("shrine", cond),
                                     tooltip=f"Drag a shrine of {CONDITION_NAMES[cond]} ({SHRINE_CONDITIONS[cond]}) "
                                             "onto a lit square."))
                x += 62
        x += 10
        button("pass", "Pass", submit(PassPlacement()), "Stop placing (after four lanterns).",
               enabled=PassPlacement() in table.legal_set)
        return items
    if phase == "give_edge":
        for command in legal:
            if isinstance(command, GiveEdge):
                label = "You choose first" if command.seat == seat else \
                    f"{team_short(view.teams[command.seat])} chooses first"
                button(f"give:{command.seat}", label, submit(command),
                       "That player picks a deployment edge first and takes the initiative.")
        return items
    if phase == "choose_edge":
        for command in legal:
            if isinstance(command, ChooseEdge):
                button(f"edge:{command.edge}", f"{command.edge.capitalize()} edge", submit(command),
                       "Deploy on this edge of the board.")
        return items
    if phase != "activation":
        return items
    focus = table.focus()
    if focus is None:
        return items
    plan = table.plan(focus)
    if plan is None:
        return items
    if table.mode is not None:
        button("cancel", "Cancel", lambda: cancel_mode(table), "Back to the ninja's choices (right click).")
        return items
    for kind_type, label, tip in ACTION_LABELS:
        commands = plan.of_kind(kind_type)
        if commands:
            button(f"act:{label}", label,
                   (lambda cs=commands, lb=label: table.start_mode(lb, cs, focus)), tip)
    plays: dict[int, list[Any]] = {}
    for command in plan.of_kind(PlayCard):
        plays.setdefault(command.card, []).append(command)
    for card_id, commands in plays.items():
        card = DECK[card_id]
        button(f"play:{card_id}", card.name, (lambda cs=commands, lb=card.name: table.start_mode(lb, cs, focus)),
               f"Moon card: {card.text}")
    if plan.of_kind(End):
        facing = table.turn_facing if table.turn_facing is not None else view.models[focus].facing
        button("turn_left", "<", lambda: table.turn(-1), "Turn left (or drag the gold knob, or the wheel).", width=34)
        button("turn_right", ">", lambda: table.turn(1), "Turn right (or drag the gold knob, or the wheel).", width=34)
        button("end", f"End facing {FACING_NAMES[facing]}", lambda: table.give(table.end_command(focus), None,
                                                                                 model_id=focus),
               "End the activation with this facing.")
    return items


def _one_per_card(commands: list[Any]) -> list[Any]:
    """One command per moon card name (the copies of a card do the same)."""
    seen: set[str] = set()
    found = []
    for command in commands:
        name = DECK[command.card].name if hasattr(command, "card") else ""
        if name and name in seen:
            continue
        seen.add(name)
        found.append(command)
    return found


def cancel_mode(table: NinjaAllStarsTable) -> None:
    table.mode = None
    table.rebuild_bar()


RESULT_TEXT = {
    "spirit": "Spirit: the attacker is Injured.", "void": "Void: the defender is Injured.",
    "earth": "Earth: the defender is Stunned.", "fire": "Fire: everyone next to the attacker, and it, is Stunned.",
    "air": "Air: the attacker moves the defender up to three squares.",
    "water": "Water: the attacker moves, then the defender is placed in its front zone.",
}


def prompt(table: NinjaAllStarsTable) -> str:
    """What the player should do now, in a sentence."""
    view = table.nview
    kind = table.pending_kind()
    if kind in ("push", "water_move", "water_place"):
        facing = table.place_facing if table.place_facing is not None else table._placing_facing()
        return f"{PENDING_HELP[kind]} Facing: {FACING_NAMES[facing]}."
    if kind is not None:
        return PENDING_HELP.get(kind, "Decide.")
    if view.phase == "janken":
        if view.janken_sign:
            return "Waiting for the other players' janken signs."
        return "Janken for the initiative: choose rock, paper or scissors."
    if view.phase == "markers":
        return (f"Place a lantern or shrine: drag a token onto a lit square ({len(view.lanterns)}/"
                f"{MARKERS['max_lanterns']} lanterns, {len(view.shrines)}/{MARKERS['max_shrines']} shrines).")
    if view.phase == "give_edge":
        return "Name the player who chooses a deployment edge first (and takes the initiative)."
    if view.phase == "choose_edge":
        return "Choose your deployment edge: click a lit edge of the board (or a button)."
    if view.phase == "deploy":
        return "Deploy: drag a ninja from your Training Ground onto a marked square of your edge."
    if view.phase == "activation":
        if table.mode is not None:
            return f"{table.mode[0]}: click a lit target on the board (right click cancels)."
        focus = table.focus()
        if focus is None:
            return "Drag one of your ninja to move it, onto an enemy to attack, or click it for its actions."
        if view.active is not None and view.active.get("facing_only"):
            return "Set the final facing (drag the gold knob or use the wheel), then End."
        return "Drag it to move or onto an enemy; or choose an action below; End when done."
    return ""


# --- hover -------------------------------------------------------------------------------------------
def model_words(table: NinjaAllStarsTable, model_id: int) -> str:
    view = table.nview
    model = view.models[model_id]
    kind = MODEL_TYPES[model.kind]
    parts = [f"{model.name} ({table.seat_label(model.seat)}): MV {kind.mv}, AT {kind.at}, DF {kind.df}"]
    if kind.ranged:
        parts[0] += f", ranged {kind.ranged}"
    keywords = [KEYWORDS[k]["name"] for k in kind.keywords]
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


def hover(table: NinjaAllStarsTable, pos: tuple[int, int]) -> str:
    from ninjatable.games.ninja_all_stars.table import DICE_RECT, MOON_RECT, TRACK_RECT

    view = table.nview
    for item in table.bar:
        if item.rect.collidepoint(pos) and item.tooltip:
            return item.tooltip
    for rect, card_id in table.card_rects:
        if rect.collidepoint(pos):
            card = DECK[card_id]
            strong = " Strong now (the moon is in its phase)." if table.strong(card_id) else ""
            return f"{card.name} ({ELEMENT_NAMES[card.phase]} moon): {card.text} {ELEMENT_NAMES[card.phase]} " \
                   f"moon: {card.strong}{strong}"
    for rect, element in table.die_rects:
        if rect.collidepoint(pos):
            return f"{ELEMENT_NAMES[element]}: {RESULT_TEXT[element]}"
    for model_id, rect in table.ground_rects.items():
        if rect.collidepoint(pos):
            return model_words(table, model_id)
    square = table.grid.cell_at(pos)
    if square is not None:
        for model in view.models:
            if model.pos == square:
                return model_words(table, model.id)
        if square in view.lanterns:
            return "A lantern: blocks movement and sight; a ninja in Stealth stepping next to it loses Stealth."
        if square in view.shrines:
            cond = view.shrines[square]
            return (f"A shrine of {CONDITION_NAMES[cond]} ({SHRINE_CONDITIONS[cond]}): "
                    + ("a ninja next to it may pray for the condition." if SHRINE_CONDITIONS[cond] == "positive"
                       else "a ninja coming next to it tests against the condition."))
        if square in view.chests:
            return "A chest: a ninja next to it may search it (an affinity test) for points."
        terrain = table.arena.at(square)
        words = {"open": "open ground", "difficult": "difficult terrain (2 to enter)",
                 "obscuring": "obscuring terrain (blocks sight)", "elevated": "elevated terrain (3 to climb)",
                 "structure": "a structure (elevated, blocks sight)",
                 "foliage": "foliage (difficult, blocks sight, rustles Stealth away)"}
        return f"{square}: {words.get(terrain.name, terrain.name)}."
    if MOON_RECT.collidepoint(pos):
        return (f"The moon is {ELEMENT_NAMES[view.moon]}: moon cards of this phase have their stronger effect. "
                "It turns one step at the end of every round.")
    if TRACK_RECT.collidepoint(pos):
        return f"Round {view.round_no} of {view.rounds} (the gold ring marks the initiative). " + " ".join(
            f"{table.seat_label(s)}: {view.scores[s]}." for s in range(view.num_seats))
    if DICE_RECT.collidepoint(pos):
        return "The last dice rolled: cancelled pairs (Spirit/Void, Earth/Air, Fire/Water) are crossed out."
    return ""
