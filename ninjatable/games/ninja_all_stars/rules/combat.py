"""Combat: counting the dice (supports, back and stealth attacks, keywords), the window for combat moon cards
(Kawarimi ends the attack there), the roll with Lucky and Curse rerolls, eliminations, and the six results (with
the keywords that change them)."""

from __future__ import annotations

from ninjatable.games.ninja_all_stars.data import DECK, KEYWORDS, SPECIALS
from ninjatable.games.ninja_all_stars.geometry import (
    Square,
    facing_towards,
    front_zone,
    neighbours,
    rear_zone,
)
from ninjatable.games.ninja_all_stars.rules.dice import dice_word, eliminate, elimination_pairs, roll
from ninjatable.games.ninja_all_stars.rules.effects import give, injure, moon_phase, remove_marker, stun
from ninjatable.games.ninja_all_stars.rules.keywords import combat_dice, ranged_effect, stuns_with, wards
from ninjatable.games.ninja_all_stars.rules.movement import enemies_in_zone
from ninjatable.games.ninja_all_stars.rules.sight import in_lantern_light
from ninjatable.games.ninja_all_stars.rules.tournament import Combat, DecisionKind, Model, Tournament
from ninjatable.games.ninja_all_stars.rules.turns import after_action
from ninjatable.games.ninja_all_stars.terms import card_term, dice_terms, element_term
from ninjatable.i18n import N_, Message, msg

#: (our design) how much each result is worth to the attacker when the attacker chooses, and to the defender
#: when it does: Lucky and Curse are spent on a roll that would end badly (well) for the ninja.
ATTACKER_GAIN = {"void": 6, "earth": 4, "air": 2, "water": 1, "fire": 0, "spirit": -5}
DEFENDER_GAIN = {"spirit": 6, "water": 3, "air": 2, "fire": 1, "earth": -3, "void": -6}
DEFENCE_PARTS = ("defence", "defence_support",
                 *(k.key for k in KEYWORDS.values() if k.effect == "combat_dice" and k.get("side") == "defence"))
#: an attack declared, by its kind: the attacker, the defender and the dice of both sides.
KIND_WORDS = {"melee": N_("{attacker} attacks {defender}: {attack} against {defence}."),
              "ranged": N_("{attacker} shoots at {defender}: {attack} against {defence}."),
              "shuriken": N_("{attacker} throws shuriken at {defender}: {attack} against {defence}."),
              "tiger": N_("{attacker} makes a Tiger Strike on {defender}: {attack} against {defence}."),
              "leaping": N_("{attacker} makes a Leaping Strike on {defender}: {attack} against {defence}.")}
#: the attack dice the Tiger Strike adds until the end of the Chunin's turn
TIGER_DICE: int = SPECIALS["tiger_strike"]["dice"]


def supports(state: Tournament, helper_seat: int, around: Model, attacker: Model, defender: Model) -> int:
    """Friendly models of `helper_seat` in the zone of `around` that may support: not Stunned, not in
    Stealth, and in no enemy's zone but the attacker's or the defender's."""
    count = 0
    assert around.pos is not None
    for sq in neighbours(around.pos):
        mid = state.occupied.get(sq)
        if mid is None:
            continue
        helper = state.models[mid]
        if helper.seat != helper_seat or helper.id in (attacker.id, defender.id):
            continue
        if helper.cond.get("stunned") or helper.stealth:
            continue
        if any(e.id not in (attacker.id, defender.id) for e in enemies_in_zone(state, helper)):
            continue
        count += 1
    return count


def tiger_turn(state: Tournament, model: Model) -> bool:
    """Is `model` still in the turn of a Tiger Strike it made? The strike's lost defence lasts the round and a
    ninja is activated once a round, so a ninja without defence that is the one being activated made its Tiger
    Strike in this turn (a player's turn is the activation of one ninja)."""
    act = state.active
    return model.no_defence and act is not None and act.model == model.id


def dice_counts(state: Tournament, attacker: Model, defender: Model, kind: str, tiger: bool = False) -> dict[str, int]:
    """The dice each side rolls before cards: AT plus supports, back attack (+1) and stealth attack (+1)
    for a melee attack; one die for shuriken, without any bonus (no keyword adds to it); +3 AT from the Tiger
    Strike (`tiger`: this attack is one) for every attack until the end of the Chunin's turn; DF plus supports
    for the defender (no defence dice after a Tiger Strike); and the dice each side's keywords add to this
    kind of attack."""
    tiger = tiger or tiger_turn(state, attacker)
    if kind == "shuriken":
        parts: dict[str, int] = {"attack": 1}
    else:
        parts = {"attack": attacker.type.at}
        parts.update(combat_dice(state, attacker, "attack", kind))
        if tiger and kind != "melee":
            parts["tiger_strike"] = TIGER_DICE
    if kind == "melee":
        assert attacker.pos is not None and defender.pos is not None
        parts["attack_support"] = supports(state, attacker.seat, defender, attacker, defender)
        parts["back_attack"] = 1 if attacker.pos in rear_zone(defender.pos, defender.facing) else 0
        parts["stealth_attack"] = 1 if attacker.stealth else 0
        parts["tiger_strike"] = TIGER_DICE if tiger else 0
    if defender.no_defence:
        parts["defence"] = 0
        return parts
    parts["defence"] = defender.type.df
    if kind == "melee":
        assert defender.pos is not None
        parts["defence_support"] = supports(state, defender.seat, attacker, attacker, defender)
    parts.update(combat_dice(state, defender, "defence", kind))
    return parts


def dice_totals(parts: dict[str, int], no_defence: bool) -> tuple[int, int]:
    """The attacker's and the defender's dice from their parts."""
    attack = sum(v for k, v in parts.items() if k not in DEFENCE_PARTS)
    defence = 0 if no_defence else sum(parts.get(k, 0) for k in DEFENCE_PARTS)
    return attack, defence


def start_combat(state: Tournament, attacker: Model, defender: Model, kind: str, tiger: bool = False,
                 leaping: bool = False) -> None:
    """Open a combat: count the dice, then offer the moon card window (attacker first, then clockwise)."""
    if kind == "melee":
        assert attacker.pos is not None and defender.pos is not None
        if defender.pos not in front_zone(attacker.pos, attacker.facing):
            attacker.facing = facing_towards(attacker.pos, defender.pos)
    parts = dice_counts(state, attacker, defender, kind, tiger)
    att, dfn = dice_totals(parts, defender.no_defence)
    state.combat = Combat(attacker.id, defender.id, kind, tiger, leaping, att, dfn, parts,
                          stealth_attack=kind == "melee" and attacker.stealth,
                          window=[(attacker.seat + k) % state.num_seats for k in range(state.num_seats)])
    words = KIND_WORDS["tiger" if tiger else "leaping" if leaping else kind]
    state.say(Message(words, (("attacker", attacker.name), ("defender", defender.name), ("attack", dice_word(att)),
                              ("defence", dice_word(dfn)))), "attack",
              attacker.seat, attacker=attacker.id, defender=defender.id, combat=kind, parts=dict(parts))
    advance_combat(state)


def combat_cards(state: Tournament, seat: int) -> list[int]:
    """The cards `seat` may play in the combat window now: Kiai for the attacker's side in a melee attack
    (only effects that name ranged attacks touch them), Steady Guard for the defender's side unless the
    defender rolls no defence dice (the failing effect wins), Kawarimi for the defender's side."""
    combat = state.combat
    if combat is None:
        return []
    attacker = state.models[combat.attacker]
    defender = state.models[combat.defender]
    cards = []
    for card_id in state.hands[seat]:
        timing = DECK[card_id].timing
        if timing == "combat_attacker" and seat == attacker.seat and combat.kind == "melee":
            cards.append(card_id)
        elif timing == "combat_defender" and seat == defender.seat and not defender.no_defence:
            cards.append(card_id)
        elif timing == "combat_escape" and seat == defender.seat:
            cards.append(card_id)
    return cards


def advance_combat(state: Tournament) -> None:
    """Before the dice every player is asked in turn, the attacker first, then clockwise, whatever the hand
    holds (a hand with nothing to play may only pass); then the roll."""
    combat = state.combat
    assert combat is not None
    if combat.window:
        state.ask(DecisionKind.COMBAT_CARD, combat.window[0])
        return
    roll_combat(state)


def play_combat_card(state: Tournament, seat: int, card_id: int | None) -> None:
    combat = state.combat
    assert combat is not None
    combat.window.pop(0)
    if card_id is None:
        state.say(msg("{player} plays no card.", player=state.seat_label(seat)), "card", seat)
        advance_combat(state)
        return
    card = DECK[card_id]
    strong = moon_phase(state) == card.phase
    state.hands[seat].remove(card_id)
    state.discard.append(card_id)
    combat.played.append(card_id)
    if card.timing == "combat_escape":
        escape(state, seat, card_id, strong)
        return
    extra = 2 if strong else 1
    if card.timing == "combat_attacker":
        combat.attack_dice += extra
    else:
        combat.defence_dice += extra
    state.say(msg("{player} plays {card}: +{dice}.", player=state.seat_label(seat), card=card_term(card_id),
                  dice=dice_word(extra)), "card", seat, card=card_id, strong=strong)
    advance_combat(state)


def escape(state: Tournament, seat: int, card_id: int, strong: bool) -> None:
    """Kawarimi: the attack strikes a log; no dice are rolled and the attack has no result. In its moon
    phase the defender also slips into Stealth (not in a lantern's light)."""
    combat = state.combat
    assert combat is not None
    defender = state.models[combat.defender]
    combat.window = []
    state.say(msg("{player} plays {card}: {ninja} slips away and the attack strikes a log.",
                  player=state.seat_label(seat), card=card_term(card_id), ninja=defender.name), "card", seat,
              card=card_id, strong=strong, model=defender.id)
    if strong and defender.on_board and not defender.stealth and not in_lantern_light(state, defender):
        defender.stealth = True
        state.say(msg("{ninja} vanishes into Stealth.", ninja=defender.name), "stealth", defender.seat,
                  model=defender.id)
    finish_combat(state)


#: what a ranged keyword's result is worth to the shooter, like the element that does the same in melee
RANGED_GAIN = {"stun": ATTACKER_GAIN["earth"], "push": ATTACKER_GAIN["air"], "move_self": ATTACKER_GAIN["water"]}


def result_gain(state: Tournament, combat: Combat, chooser_side: str, element: str) -> int:
    """How good a result of `element` is for the side that chooses it, as the rules will carry it out: a ranged
    attack takes effect only with Earth, Void and the shooter's keyword elements (a shuriken only with Earth
    and Void), a ward spares its ninja the Stun, a melee keyword adds a Stun."""
    attacker, defender = state.models[combat.attacker], state.models[combat.defender]
    if chooser_side == "attacker":
        if combat.kind != "melee" and element not in ("earth", "void"):
            does = ranged_effect(attacker, element, combat.kind)
            return 0 if not does or (does == "stun" and wards(defender, element)) else RANGED_GAIN[does]
        gain = ATTACKER_GAIN[element]
        if element == "earth" and wards(defender, "earth"):
            gain = 0
        elif element == "fire" and wards(attacker, "fire"):
            gain = ATTACKER_GAIN["air"]  # the others around are Stunned, the attacker is not
        if combat.kind == "melee" and stuns_with(attacker, element) and not wards(defender, element):
            gain += ATTACKER_GAIN["earth"]
        return gain
    if combat.kind != "melee":
        return 0
    gain = DEFENDER_GAIN[element]
    if element == "earth" and wards(defender, "earth"):
        gain = 0
    elif element == "fire" and wards(defender, "fire"):
        gain = DEFENDER_GAIN["water"]  # the attacker is Stunned, the defender is not
    return gain


def _good_for(state: Tournament, combat: Combat, side: str, att: list[str], dfn: list[str]) -> bool:
    """Would these dice end well for `side`? (The chooser takes the result best for it, as the rules and the
    two ninja's keywords carry it out.) Lucky is spent to reroll a bad roll, an enemy spends Curse to reroll
    a good one."""
    left_a, left_d = eliminate(att, dfn)
    if len(left_a) >= len(left_d):
        if not left_a:
            return side == "defender"
        score = max(result_gain(state, combat, "attacker", att[i]) for i in left_a)
    else:
        score = -max(result_gain(state, combat, "defender", dfn[i]) for i in left_d)
    return score > 0 if side == "attacker" else score <= 0


def _rerolls(state: Tournament, combat: Combat, att: list[str],
             dfn: list[str]) -> tuple[list[str], list[str], list[Message]]:
    """Lucky and Curse, attacker first, before eliminations. Returns the dice and the sentences saying who
    rerolled."""
    said: list[Message] = []
    for side in ("attacker", "defender"):
        model = state.models[combat.attacker if side == "attacker" else combat.defender]
        mine = att if side == "attacker" else dfn
        if not mine:
            continue
        good = _good_for(state, combat, side, att, dfn)
        new = None
        if not good and model.cond.get("lucky"):
            remove_marker(model, "lucky")
            new = roll(state.rng, len(mine))
            said.append(msg("{ninja} is Lucky and rerolls.", ninja=model.name))
        elif good and model.cond.get("curse"):
            remove_marker(model, "curse")
            new = roll(state.rng, len(mine))
            said.append(msg("{ninja} is Cursed: an enemy forces a reroll.", ninja=model.name))
        if new is not None:
            if side == "attacker":
                att = new
            else:
                dfn = new
    return att, dfn, said


def roll_combat(state: Tournament) -> None:
    """Roll both sides, reroll for Lucky and Curse (before eliminations, attacker first), eliminate the
    pairs, and let the side with more dice left (the attacker on a tie) choose the result."""
    combat = state.combat
    assert combat is not None
    attacker = state.models[combat.attacker]
    defender = state.models[combat.defender]
    first_att = roll(state.rng, combat.attack_dice)
    first_dfn = roll(state.rng, combat.defence_dice)
    att, dfn, rerolls = _rerolls(state, combat, list(first_att), list(first_dfn))
    pairs = elimination_pairs(att, dfn)
    left_a, left_d = eliminate(att, dfn)
    if len(left_a) >= len(left_d):
        chooser_side, remaining, chooser = "attacker", sorted({att[i] for i in left_a}), attacker.seat
    else:
        chooser_side, remaining, chooser = "defender", sorted({dfn[i] for i in left_d}), defender.seat
    combat.att, combat.dfn, combat.left_a, combat.left_d = att, dfn, left_a, left_d
    combat.chooser, combat.chooser_side, combat.options = chooser, chooser_side, remaining
    text = msg("Dice: attacker {attack}; defender {defence}. After eliminations {left} against {right}.",
               attack=dice_terms(att), defence=dice_terms(dfn), left=len(left_a), right=len(left_d))
    for said in rerolls:
        state.say(said, "condition", attacker.seat)
    state.say(text, "dice", attacker.seat, irreversible=True, attacker=attacker.id, defender=defender.id,
              attack_dice=list(att), defence_dice=list(dfn), first_attack_dice=first_att,
              first_defence_dice=first_dfn, cancelled_attack=[i for i, _ in pairs],
              cancelled_defence=[j for _, j in pairs], pairs=pairs, chooser=chooser, options=list(remaining))
    if not remaining:
        state.say(msg("No dice are left: the attack has no result."), "result", attacker.seat)
        finish_combat(state)
        return
    if len(remaining) == 1:
        apply_result(state, remaining[0])
        return
    state.ask(DecisionKind.CHOOSE_RESULT, chooser)


def apply_result(state: Tournament, element: str) -> None:
    """Carry out the chosen result. Ranged attacks and shuriken only take effect with Earth and Void; a
    ranged attack also with the elements the shooter's Arrows name (shuriken take no bonus). A ninja whose
    keyword wards it against the element is not Stunned by it."""
    combat = state.combat
    assert combat is not None
    attacker = state.models[combat.attacker]
    defender = state.models[combat.defender]
    combat.result = element
    chooser = combat.chooser
    state.say(msg("{player} chooses {element}.", player=state.seat_label(chooser), element=element_term(element)),
              "result", chooser, element=element, attacker=attacker.id, defender=defender.id)
    if combat.kind != "melee" and element not in ("earth", "void"):
        _ranged_keyword_result(state, attacker, defender, element, combat.kind)
        return
    if element == "spirit":
        injure(state, attacker, defender.seat)
    elif element == "void":
        injure(state, defender, attacker.seat)
    elif element == "earth":
        if not wards(defender, "earth"):
            stun(state, defender, attacker.seat)
    elif element == "fire":
        assert attacker.pos is not None
        victims = [attacker] + [state.models[state.occupied[sq]] for sq in neighbours(attacker.pos)
                                if sq in state.occupied]
        for victim in victims:
            if not wards(victim, "fire"):
                stun(state, victim, attacker.seat if victim.seat != attacker.seat else defender.seat)
    elif element == "air" and defender.on_board and attacker.on_board:
        state.ask(DecisionKind.PUSH, attacker.seat)
        return
    elif element == "water" and attacker.on_board:
        state.ask(DecisionKind.WATER_MOVE, chooser)
        return
    finish_combat(state)


def _ranged_keyword_result(state: Tournament, attacker: Model, defender: Model, element: str, kind: str) -> None:
    """A result other than Earth and Void in a ranged attack or shuriken: only what the shooter's Arrows
    make of it in a ranged attack (Stun the target, let the attacker's player move the target, let the
    chooser move the shooter); nothing in a shuriken throw."""
    does = ranged_effect(attacker, element, kind)
    if does == "stun" and not wards(defender, element):
        stun(state, defender, attacker.seat)
    elif does == "push" and defender.on_board and attacker.on_board:
        state.ask(DecisionKind.PUSH, attacker.seat)
        return
    elif does == "move_self" and attacker.on_board:
        state.ask(DecisionKind.WATER_MOVE, state.combat.chooser if state.combat is not None else attacker.seat)
        return
    finish_combat(state)


def water_place_squares(state: Tournament) -> list[Square]:
    """Where the defending player may place the defender after a Water result: the attacker's front
    zone, free squares only (its own square counts if it is already there)."""
    combat = state.combat
    assert combat is not None
    attacker = state.models[combat.attacker]
    defender = state.models[combat.defender]
    assert attacker.pos is not None
    squares = []
    for sq in front_zone(attacker.pos, attacker.facing):
        if (not state.arena.on_grid(sq) or sq in state.lanterns or sq in state.shrines or sq in state.chests
                or sq in state.figures):
            continue
        if sq in state.occupied and state.occupied[sq] != defender.id:
            continue
        squares.append(sq)
    return squares


def finish_combat(state: Tournament) -> None:
    """After the attack: a stealth attacker leaves Stealth, Leaping Strike slows, Tiger Strike costs the
    defence dice for the rest of the round (its +3 AT holds until the end of the turn, `tiger_turn`); then the
    action is over."""
    combat = state.combat
    assert combat is not None
    attacker = state.models[combat.attacker]
    defender = state.models[combat.defender]
    if combat.kind == "melee" and combat.result and stuns_with(attacker, combat.result) \
            and not wards(defender, combat.result):
        stun(state, defender, attacker.seat)
    if combat.stealth_attack and attacker.stealth:
        attacker.stealth = False
        state.say(msg("{ninja} leaves Stealth after its attack.", ninja=attacker.name), "stealth", attacker.seat,
                  model=attacker.id)
    if combat.leaping and attacker.on_board:
        give(state, attacker, "slow", None)
    if combat.tiger:
        attacker.no_defence = True
    state.combat = None
    after_action(state, attacker)

