"""What happens on the board: affinity tests, conditions, injuries, walking a path with dodges, combat with
dice elimination and its six results, moon cards. A mixin of `NasState` (see rules.py for the flow).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ninjatable.engine.protocol import Event
from ninjatable.games.ninja_all_stars.board import (
    BOARD,
    HEALING,
    TRAINING,
    Model,
    enemies_in_zone,
    enemy_zone_squares,
)
from ninjatable.games.ninja_all_stars.data import (
    AFFINITY_DICE,
    DECK,
    ELEMENT_NAMES,
    ELEMENTS,
    HAND_LIMIT,
    MARKER_NAMES,
    MOON_PHASES,
    OPPOSED,
    SHRINE_CONDITIONS,
)
from ninjatable.games.ninja_all_stars.geometry import (
    Square,
    adjacent,
    facing_towards,
    front_zone,
    neighbours,
    rear_zone,
)

if TYPE_CHECKING:
    from ninjatable.engine.rng import Rng

#: how much each result is worth to the attacker when the attacker chooses, and to the defender when it does
_ATTACKER_GAIN = {"void": 6, "earth": 4, "air": 2, "water": 1, "fire": 0, "spirit": -5}
_DEFENDER_GAIN = {"spirit": 6, "water": 3, "air": 2, "fire": 1, "earth": -3, "void": -6}


def roll(rng: Rng, count: int) -> list[str]:
    """`count` element dice; each face (Spirit, Water, Earth, Void, Fire, Air) equally likely."""
    return [ELEMENTS[rng.die(6) - 1] for _ in range(count)]


def elimination_pairs(attack: list[str], defence: list[str]) -> list[tuple[int, int]]:
    """Which attacker's die cancels which defender's die (indices), by the element pairs Spirit/Void,
    Earth/Air, Fire/Water; every possible elimination is made."""
    pairs: list[tuple[int, int]] = []
    used_d: set[int] = set()
    for i, element in enumerate(attack):
        wanted = OPPOSED[element]
        for j, other in enumerate(defence):
            if j not in used_d and other == wanted:
                used_d.add(j)
                pairs.append((i, j))
                break
    return pairs


def eliminate(attack: list[str], defence: list[str]) -> tuple[list[int], list[int]]:
    """Cancel attacker's dice against defender's dice by the element pairs. Returns the indices of the
    dice that stay."""
    pairs = elimination_pairs(attack, defence)
    gone_a = {i for i, _ in pairs}
    gone_d = {j for _, j in pairs}
    return ([i for i in range(len(attack)) if i not in gone_a], [j for j in range(len(defence)) if j not in gone_d])


class ActionsMixin:
    """The board actions of a Ninja All-Stars state."""

    # attributes provided by NasState
    models: list[Model]
    occupied: dict[Square, int]
    rng: Rng
    events: list[Event]

    # --- small helpers ---------------------------------------------------------------------------------
    def moon_phase(self) -> str:
        return MOON_PHASES[self.moon]  # type: ignore[attr-defined]

    def say(self, text: str, kind: str = "info", seat: int | None = None, irreversible: bool = False,
            **data: Any) -> None:
        self.events.append(Event(text, seat=seat, kind=kind, irreversible=irreversible, data=data))

    def place(self, model: Model, square: Square | None) -> None:
        if model.pos is not None and self.occupied.get(model.pos) == model.id:
            del self.occupied[model.pos]
        model.pos = square
        if square is not None:
            self.occupied[square] = model.id

    # --- affinity tests --------------------------------------------------------------------------------
    def affinity_dice(self, model: Model, dodge: bool = False) -> int:
        count = AFFINITY_DICE + (1 if model.has("mastery") else 0)
        if dodge and model.has("agile"):
            count += 1
        return count

    def affinity_test(self, model: Model, reason: str, *, dodge: bool = False, stealthy: bool = False) -> bool:
        """Roll three dice (more with Mastery or Agile); a success if any shows the model's element. A Lucky
        model rerolls a failure; an enemy rerolls a Cursed model's success (dice are rerolled only once).
        Any test but a dodge or a stealthy one ends Stealth."""
        element = model.affinity
        dice = roll(self.rng, self.affinity_dice(model, dodge))
        success = element in dice
        rerolled = None
        if not success and model.cond.get("lucky"):
            self.remove_marker(model, "lucky")
            rerolled = "lucky"
        elif success and model.cond.get("curse"):
            self.remove_marker(model, "curse")
            rerolled = "curse"
        first = dice
        if rerolled:
            dice = roll(self.rng, len(dice))
            success = element in dice
        if model.stealth and not dodge and not stealthy:
            model.stealth = False
            self.say(f"{model.name} leaves Stealth for the test.", "stealth", model.seat, model=model.id)
        word = "succeeds" if success else "fails"
        extra = ""
        if rerolled == "lucky":
            extra = " (Lucky: rerolled)"
        elif rerolled == "curse":
            extra = " (Cursed: an enemy forced a reroll)"
        self.say(f"{model.name} tests {ELEMENT_NAMES[element]} for {reason}: "
                 f"{', '.join(ELEMENT_NAMES[d] for d in dice)} - {word}{extra}.", "affinity", model.seat,
                 irreversible=True, model=model.id, dice=list(dice), first_dice=list(first), rerolled=rerolled,
                 element=element, success=success, reason=reason)
        return success

    # --- conditions ------------------------------------------------------------------------------------
    def remove_marker(self, model: Model, cond: str, count: int = 1) -> None:
        left = model.cond.get(cond, 0) - count
        if left > 0:
            model.cond[cond] = left
        else:
            model.cond.pop(cond, None)

    def give(self, model: Model, cond: str, by_seat: int | None, count: int = 1, scores: bool = True) -> None:
        """Give condition markers. Stunned goes through `stun`; Moon Power removes Stunned markers; only
        models in the Healing House can be Delayed."""
        for _ in range(count):
            if cond == "stunned":
                self.stun(model, by_seat, scores)
                continue
            if cond == "delayed" and model.where != HEALING:
                return
            if cond != "delayed" and model.where != BOARD:
                return
            if cond == "moon_power":
                model.cond.pop("stunned", None)
            model.cond[cond] = model.cond.get(cond, 0) + 1
            self.say(f"{model.name} gains a {MARKER_NAMES[cond]} marker.", "condition", model.seat,
                     model=model.id, condition=cond)

    def stun(self, model: Model, by_seat: int | None, scores: bool = True) -> None:
        """A Stunned marker; Moon Power prevents it, a Protection marker may cancel it, the third Stunned
        marker injures the model at once."""
        if model.where != BOARD:
            return
        if model.cond.get("moon_power"):
            self.say(f"{model.name} has Moon Power and is not Stunned.", "condition", model.seat, model=model.id)
            return
        if model.cond.get("protection"):
            self.remove_marker(model, "protection")
            self.say(f"{model.name} spends Protection and ignores being Stunned.", "condition", model.seat,
                     model=model.id)
            return
        model.cond["stunned"] = model.cond.get("stunned", 0) + 1
        self.say(f"{model.name} is Stunned ({model.cond['stunned']}).", "condition", model.seat, model=model.id,
                 condition="stunned")
        if model.cond["stunned"] >= 3:
            self.injure(model, by_seat, scores, reason="a third Stunned marker")

    def injure(self, model: Model, by_seat: int | None, scores: bool = True, reason: str = "") -> None:
        """Injured: off the board into the Healing House; every marker but Delayed is removed. Moon Power
        prevents it; Protection may turn it into Stunned."""
        if model.where != BOARD:
            return
        if model.cond.get("moon_power"):
            self.say(f"{model.name} has Moon Power and is not Injured.", "condition", model.seat, model=model.id)
            return
        if model.cond.get("protection"):
            self.remove_marker(model, "protection")
            self.say(f"{model.name} spends Protection: Stunned instead of Injured.", "condition", model.seat,
                     model=model.id)
            self.stun(model, by_seat, scores)
            return
        square = model.pos
        self.place(model, None)
        model.where = HEALING
        delayed = model.cond.get("delayed", 0)
        model.cond = {"delayed": delayed} if delayed else {}
        model.stealth = False
        why = f" by {reason}" if reason else ""
        self.say(f"{model.name} is Injured{why} and goes to the Healing House.", "injured", model.seat,
                 model=model.id, square=square)
        if scores and by_seat is not None and by_seat != model.seat:
            self.add_score(by_seat, self.challenge.injury_points, f"injuring {model.name}")  # type: ignore[attr-defined]

    def add_score(self, seat: int, points: int, why: str) -> None:
        if points <= 0:
            return
        self.scores[seat] += points  # type: ignore[attr-defined]
        self.say(f"{self.seat_name(seat)} scores {points} for {why} "  # type: ignore[attr-defined]
                 f"({self.scores[seat]}).", "score", seat, seat_scored=seat, points=points)  # type: ignore[attr-defined]
        self.check_win()  # type: ignore[attr-defined]

    # --- walking ---------------------------------------------------------------------------------------
    def walk(self, model: Model, path: tuple[Square, ...], costs: list[int] | None = None) -> bool:
        """Walk `path` one square at a time. Leaving a square in an enemy's zone is a dodge (an affinity
        test; a model in Stealth that fails only loses Stealth and tries again; a failed dodge gives a
        Stunned marker and ends the activation). Foliage passed through and a lantern's light end Stealth;
        coming next to a harmful shrine calls for a test against its condition. Returns False if the walk
        was stopped by a failed dodge."""
        moon = model.cond.get("moon_power", 0) > 0
        zone = set() if moon else enemy_zone_squares(self, model.seat)  # type: ignore[arg-type]
        start = model.pos
        assert start is not None
        current = start
        for index, nxt in enumerate(path):
            if current in zone:
                ok = self.affinity_test(model, "a dodge", dodge=True)
                if not ok and model.stealth:
                    model.stealth = False
                    self.say(f"{model.name} loses Stealth instead and tries again.", "stealth", model.seat,
                             model=model.id)
                    ok = self.affinity_test(model, "a dodge", dodge=True)
                if not ok:
                    self.place(model, current)
                    self.say(f"{model.name} fails to dodge and stays on {current}.", "dodge", model.seat,
                             model=model.id, square=current)
                    self.stun(model, None)
                    return False
            model.facing = facing_towards(current, nxt)
            previous = current
            current = nxt
            if costs is not None and self.active is not None:  # type: ignore[attr-defined]
                self.active.mv_left -= costs[index]  # type: ignore[attr-defined]
            last = index == len(path) - 1
            terrain = self.arena.at(current)  # type: ignore[attr-defined]
            if model.stealth and terrain.foliage and not last:
                model.stealth = False
                self.say(f"{model.name} rustles through foliage and loses Stealth.", "stealth", model.seat,
                         model=model.id)
            if model.stealth and any(adjacent(current, lantern) for lantern in self.lanterns):  # type: ignore[attr-defined]
                model.stealth = False
                self.say(f"{model.name} steps into a lantern's light and loses Stealth.", "stealth", model.seat,
                         model=model.id)
            for shrine, cond in sorted(self.shrines.items()):  # type: ignore[attr-defined]
                if SHRINE_CONDITIONS[cond] == "harmful" and adjacent(current, shrine) \
                        and not adjacent(previous, shrine):
                    self.place(model, current)
                    if not self.affinity_test(model, f"the {MARKER_NAMES[cond]} shrine"):
                        self.give(model, cond, None)
        self.place(model, current)
        self.say(f"{model.name} moves to {current}.", "move", model.seat, model=model.id, start=start,
                 path=[start, *path], to=current)
        return True

    # --- combat ------------------------------------------------------------------------------------------
    def supports(self, helper_seat: int, around: Model, attacker: Model, defender: Model) -> int:
        """Friendly models of `helper_seat` in the zone of `around` that may support: not Stunned, not in
        Stealth, and in no enemy's zone but the attacker's or the defender's."""
        count = 0
        assert around.pos is not None
        for sq in neighbours(around.pos):
            mid = self.occupied.get(sq)
            if mid is None:
                continue
            helper = self.models[mid]
            if helper.seat != helper_seat or helper.id in (attacker.id, defender.id):
                continue
            if helper.cond.get("stunned") or helper.stealth:
                continue
            engaged = [e for e in enemies_in_zone(self, helper)  # type: ignore[arg-type]
                       if e.id not in (attacker.id, defender.id)]
            if engaged:
                continue
            count += 1
        return count

    def dice_counts(self, attacker: Model, defender: Model, kind: str, tiger: bool = False) -> dict[str, int]:
        """The dice each side rolls before cards: AT plus supports, back attack (+1) and stealth attack (+1)
        for a melee attack; one die for shuriken; DF plus supports for the defender (no defence dice after a
        Tiger Strike)."""
        parts: dict[str, int] = {}
        if kind == "shuriken":
            parts["attack"] = 1
        else:
            parts["attack"] = attacker.type.at
        if kind == "melee":
            parts["melee_master"] = 1 if attacker.has("melee_master") else 0
            parts["attack_support"] = self.supports(attacker.seat, defender, attacker, defender)
            assert attacker.pos is not None and defender.pos is not None
            parts["back_attack"] = 1 if attacker.pos in rear_zone(defender.pos, defender.facing) else 0
            parts["stealth_attack"] = 1 if attacker.stealth else 0
            parts["tiger_strike"] = 3 if tiger else 0
        if defender.no_defence:
            parts["defence"] = 0
        else:
            parts["defence"] = defender.type.df
            if kind == "melee":
                parts["defence_support"] = self.supports(defender.seat, attacker, attacker, defender)
                friend_near = any(self.models[self.occupied[sq]].seat == defender.seat
                                  for sq in neighbours(defender.pos) if sq in self.occupied)  # type: ignore[arg-type]
                parts["shield_wall"] = 1 if defender.has("shield_wall") and friend_near else 0
        return parts

    def start_combat(self, attacker: Model, defender: Model, kind: str, tiger: bool = False,
                     leaping: bool = False) -> None:
        """Open a combat: count the dice, then offer the moon card window (attacker first, then clockwise)."""
        if kind == "melee":
            assert attacker.pos is not None and defender.pos is not None
            if defender.pos not in front_zone(attacker.pos, attacker.facing):
                attacker.facing = facing_towards(attacker.pos, defender.pos)
        parts = self.dice_counts(attacker, defender, kind, tiger)
        att = sum(v for k, v in parts.items() if k not in ("defence", "defence_support", "shield_wall"))
        dfn = 0 if defender.no_defence else parts["defence"] + parts.get("defence_support", 0) \
            + parts.get("shield_wall", 0)
        self.combat = {  # type: ignore[attr-defined]
            "attacker": attacker.id, "defender": defender.id, "kind": kind, "tiger": tiger, "leaping": leaping,
            "attack_dice": att, "defence_dice": dfn, "parts": parts,
            "stealth_attack": kind == "melee" and attacker.stealth,
            "window": self.window_order(attacker.seat), "played": [],
        }
        kind_word = {"melee": "attacks", "ranged": "shoots at", "shuriken": "throws shuriken at"}[kind]
        if tiger:
            kind_word = "makes a Tiger Strike on"
        elif leaping:
            kind_word = "makes a Leaping Strike on"
        self.say(f"{attacker.name} {kind_word} {defender.name}: {att} dice against {dfn}.", "attack",
                 attacker.seat, attacker=attacker.id, defender=defender.id, combat=kind, parts=dict(parts))
        self.advance_combat()

    def window_order(self, first: int) -> list[int]:
        return [(first + k) % self.num_seats for k in range(self.num_seats)]  # type: ignore[attr-defined]

    def combat_cards(self, seat: int) -> list[int]:
        """The cards `seat` may play in the combat window now: Kiai for the attacker's side, Steady Guard for
        the defender's side (not for shuriken, which takes no bonuses)."""
        combat = self.combat  # type: ignore[attr-defined]
        if combat is None:
            return []
        attacker = self.models[combat["attacker"]]
        defender = self.models[combat["defender"]]
        cards = []
        for card_id in self.hands[seat]:  # type: ignore[attr-defined]
            card = DECK[card_id]
            if card.timing == "combat_attacker" and seat == attacker.seat and combat["kind"] != "shuriken":
                cards.append(card_id)
            elif card.timing == "combat_defender" and seat == defender.seat:
                cards.append(card_id)
        return cards

    def advance_combat(self) -> None:
        """Run the combat until it needs a decision: card windows, the dice, the result."""
        combat = self.combat  # type: ignore[attr-defined]
        while combat["window"]:
            seat = combat["window"][0]
            if self.combat_cards(seat):
                self.pending.append({"kind": "combat_card", "seat": seat})  # type: ignore[attr-defined]
                return
            combat["window"].pop(0)
        self.roll_combat()

    def play_combat_card(self, seat: int, card_id: int | None) -> None:
        combat = self.combat  # type: ignore[attr-defined]
        combat["window"].pop(0)
        if card_id is not None:
            card = DECK[card_id]
            strong = self.moon_phase() == card.phase
            extra = 2 if strong else 1
            self.hands[seat].remove(card_id)  # type: ignore[attr-defined]
            self.discard.append(card_id)  # type: ignore[attr-defined]
            if card.timing == "combat_attacker":
                combat["attack_dice"] += extra
            else:
                combat["defence_dice"] += extra
            combat["played"].append(card_id)
            self.say(f"{self.seat_name(seat)} plays {card.name}: +{extra} dice.", "card", seat,  # type: ignore[attr-defined]
                     card=card_id, strong=strong)
        else:
            self.say(f"{self.seat_name(seat)} plays no card.", "card", seat)  # type: ignore[attr-defined]
        self.advance_combat()

    def _good_for(self, side: str, att: list[str], dfn: list[str]) -> bool:
        """Would these dice end well for `side`? (The chooser takes the result best for it.) Lucky is spent
        to reroll a bad roll, an enemy spends Curse to reroll a good one."""
        ranged = self.combat is not None and self.combat["kind"] != "melee"  # type: ignore[attr-defined]
        left_a, left_d = eliminate(att, dfn)
        if len(left_a) >= len(left_d):
            if not left_a:
                return side == "defender"
            score = max(_ATTACKER_GAIN[att[i]] if not ranged or att[i] in ("earth", "void") else 0 for i in left_a)
        else:
            score = -max(_DEFENDER_GAIN[dfn[i]] if not ranged else 0 for i in left_d)
        return score > 0 if side == "attacker" else score <= 0

    def roll_combat(self) -> None:
        """Roll both sides, reroll for Lucky and Curse (before eliminations, attacker first), eliminate the
        pairs, and let the side with more dice left (the attacker on a tie) choose the result."""
        combat = self.combat  # type: ignore[attr-defined]
        attacker = self.models[combat["attacker"]]
        defender = self.models[combat["defender"]]
        att = roll(self.rng, combat["attack_dice"])
        dfn = roll(self.rng, combat["defence_dice"])
        first_att, first_dfn = list(att), list(dfn)
        rerolls: list[str] = []
        for side, model in (("attacker", attacker), ("defender", defender)):
            mine = att if side == "attacker" else dfn
            if not mine:
                continue
            good = self._good_for(side, att, dfn)
            new = None
            if not good and model.cond.get("lucky"):
                self.remove_marker(model, "lucky")
                new = roll(self.rng, len(mine))
                rerolls.append(f"{model.name} is Lucky and rerolls")
            elif good and model.cond.get("curse"):
                self.remove_marker(model, "curse")
                new = roll(self.rng, len(mine))
                rerolls.append(f"{model.name} is Cursed: an enemy forces a reroll")
            if new is not None:
                if side == "attacker":
                    att = new
                else:
                    dfn = new
        pairs = elimination_pairs(att, dfn)
        left_a, left_d = eliminate(att, dfn)
        cancelled_a = [i for i, _ in pairs]
        cancelled_d = [j for _, j in pairs]
        if len(left_a) >= len(left_d):
            chooser_side, remaining = "attacker", sorted({att[i] for i in left_a})
            chooser = attacker.seat
        else:
            chooser_side, remaining = "defender", sorted({dfn[i] for i in left_d})
            chooser = defender.seat
        combat.update(att=att, dfn=dfn, left_a=left_a, left_d=left_d, chooser=chooser,
                      chooser_side=chooser_side, options=remaining)
        text = (f"Dice: attacker {', '.join(ELEMENT_NAMES[d] for d in att) or 'none'}; defender "
                f"{', '.join(ELEMENT_NAMES[d] for d in dfn) or 'none'}. After eliminations "
                f"{len(left_a)} against {len(left_d)}.")
        if rerolls:
            text = "; ".join(rerolls) + ". " + text
        self.say(text, "dice", attacker.seat, irreversible=True, attacker=attacker.id, defender=defender.id,
                 attack_dice=list(att), defence_dice=list(dfn), first_attack_dice=first_att,
                 first_defence_dice=first_dfn, cancelled_attack=cancelled_a, cancelled_defence=cancelled_d, pairs=pairs,
                 chooser=chooser, options=list(remaining))
        if not remaining:
            self.say("No dice are left: the attack has no result.", "result", attacker.seat)
            self.finish_combat()
            return
        if len(remaining) == 1:
            self.apply_result(remaining[0])
            return
        self.pending.append({"kind": "choose_result", "seat": chooser})  # type: ignore[attr-defined]

    def apply_result(self, element: str) -> None:
        """Carry out the chosen result. Ranged attacks and shuriken only take effect with Earth and Void."""
        combat = self.combat  # type: ignore[attr-defined]
        attacker = self.models[combat["attacker"]]
        defender = self.models[combat["defender"]]
        combat["result"] = element
        chooser = combat["chooser"]
        self.say(f"{self.seat_name(chooser)} chooses {ELEMENT_NAMES[element]}.", "result", chooser,  # type: ignore[attr-defined]
                 element=element, attacker=attacker.id, defender=defender.id)
        ranged = combat["kind"] != "melee"
        if ranged and element not in ("earth", "void"):
            self.finish_combat()
            return
        if element == "spirit":
            self.injure(attacker, defender.seat)
        elif element == "void":
            self.injure(defender, attacker.seat)
        elif element == "earth":
            self.stun(defender, attacker.seat)
        elif element == "fire":
            assert attacker.pos is not None
            victims = [attacker] + [self.models[self.occupied[sq]] for sq in neighbours(attacker.pos)
                                    if sq in self.occupied]
            for victim in victims:
                credit = attacker.seat if victim.seat != attacker.seat else defender.seat
                self.stun(victim, credit)
        elif element == "air":
            if defender.on_board and attacker.on_board:
                self.pending.append({"kind": "push", "seat": attacker.seat})  # type: ignore[attr-defined]
                return
        elif element == "water":
            if attacker.on_board:
                self.pending.append({"kind": "water_move", "seat": chooser})  # type: ignore[attr-defined]
                return
        self.finish_combat()

    def water_place_squares(self) -> list[Square]:
        """Where the defending player may place the defender after a Water result: the attacker's front
        zone, free squares only (its own square counts if it is already there)."""
        combat = self.combat  # type: ignore[attr-defined]
        attacker = self.models[combat["attacker"]]
        defender = self.models[combat["defender"]]
        assert attacker.pos is not None
        squares = []
        for sq in front_zone(attacker.pos, attacker.facing):
            if not self.arena.on_grid(sq) or sq in self.lanterns or sq in self.shrines or sq in self.chests:  # type: ignore[attr-defined]
                continue
            if sq in self.occupied and self.occupied[sq] != defender.id:
                continue
            squares.append(sq)
        return squares

    def finish_combat(self) -> None:
        """After the attack: a stealth attacker leaves Stealth, Leaping Strike slows, Tiger Strike costs the
        defence dice for the rest of the round; then the action is over."""
        combat = self.combat  # type: ignore[attr-defined]
        attacker = self.models[combat["attacker"]]
        if combat["stealth_attack"] and attacker.stealth:
            attacker.stealth = False
            self.say(f"{attacker.name} leaves Stealth after its attack.", "stealth", attacker.seat,
                     model=attacker.id)
        if combat["leaping"] and attacker.on_board:
            self.give(attacker, "slow", None)
        if combat["tiger"]:
            attacker.no_defence = True
        self.combat = None  # type: ignore[attr-defined]
        self.after_action(attacker, melee=combat["kind"] == "melee")  # type: ignore[attr-defined]

    # --- moon cards ------------------------------------------------------------------------------------
    def draw_card(self, seat: int) -> None:
        """Draw one moon card; an empty deck is the shuffled discard pile. Over three cards in hand, the
        player discards at once down to three."""
        if not self.deck:  # type: ignore[attr-defined]
            if not self.discard:  # type: ignore[attr-defined]
                self.say("The moon deck and its discard pile are empty: no card to draw.", "card", seat)
                return
            self.deck = list(self.discard)  # type: ignore[attr-defined]
            self.discard = []  # type: ignore[attr-defined]
            self.rng.shuffle(self.deck)  # type: ignore[attr-defined]
            self.say("The moon discard pile is shuffled into a new deck.", "shuffle", None, irreversible=True)
        card_id = self.deck.pop()  # type: ignore[attr-defined]
        self.hands[seat].append(card_id)  # type: ignore[attr-defined]
        self.events.append(Event(f"{self.seat_name(seat)} draws a moon card.", seat=seat, kind="draw",  # type: ignore[attr-defined]
                                 irreversible=True, private={seat: f"You draw {DECK[card_id].name}."}))
        if len(self.hands[seat]) > HAND_LIMIT:  # type: ignore[attr-defined]
            self.pending.append({"kind": "discard", "seat": seat})  # type: ignore[attr-defined]

    def card_targets(self, card_id: int, model: Model) -> list[int]:
        """Targets of a moon card played in `model`'s activation (-1: the card takes no target)."""
        from ninjatable.games.ninja_all_stars.board import line_of_sight
        from ninjatable.games.ninja_all_stars.geometry import distance

        card = DECK[card_id]
        if card.timing == "activation":
            if card.key == "healing_herbs":
                ok = any(m.seat == model.seat and m.where == HEALING and not m.cond.get("delayed")
                         for m in self.models)
                return [-1] if ok else []
            if card.key == "smoke_bomb" and model.stealth:
                return []
            return [-1]
        if card.timing == "activation_enemy":
            assert model.pos is not None
            return [m.id for m in self.models if m.seat != model.seat and m.pos is not None and not m.stealth
                    and distance(m.pos, model.pos) <= card.range
                    and line_of_sight(self, model.id, m.id, may_turn=True)]  # type: ignore[arg-type]
        if card.timing == "activation_healing":
            return [m.id for m in self.models if m.seat != model.seat and m.where == HEALING]
        return []

    def play_activation_card(self, seat: int, card_id: int, model: Model, target: int) -> None:
        """Play a moon card during `model`'s activation; its stronger effect in the card's moon phase."""
        from ninjatable.games.ninja_all_stars.geometry import distance

        card = DECK[card_id]
        strong = self.moon_phase() == card.phase
        self.hands[seat].remove(card_id)  # type: ignore[attr-defined]
        self.discard.append(card_id)  # type: ignore[attr-defined]
        note = f" ({ELEMENT_NAMES[card.phase]} moon: {card.strong})" if strong else ""
        self.say(f"{self.seat_name(seat)} plays {card.name}{note}.", "card", seat, card=card_id,  # type: ignore[attr-defined]
                 strong=strong, model=model.id, target=target)
        key = card.key
        victim = self.models[target] if target >= 0 else None
        if key == "smoke_bomb":
            model.stealth = True
            if strong:
                model.cond.pop("stunned", None)
        elif key == "healing_herbs":
            for _ in range(2 if strong else 1):
                self.heal_one(seat)
        elif key == "swift_wind":
            self.give(model, "haste", seat)
            if strong:
                self.give(model, "lucky", seat)
        elif key == "moon_blessing":
            self.give(model, "moon_power", seat)
            if strong:
                self.give(model, "protection", seat)
        elif key == "poisoned_blade" and victim is not None:
            self.give(victim, "poison", seat)
            if strong:
                self.give(victim, "slow", seat)
        elif key == "hex_scroll" and victim is not None:
            self.give(victim, "curse", seat)
            if strong:
                self.give(victim, "slow", seat)
        elif key == "fortune":
            self.give(model, "lucky", seat, 2 if strong else 1)
        elif key == "caltrops" and victim is not None:
            self.give(victim, "slow", seat)
            if strong:
                self.stun(victim, seat)
        elif key == "shield_charm":
            self.give(model, "protection", seat, 2 if strong else 1)
        elif key == "flash_powder":
            assert model.pos is not None
            for other in self.models:
                if other.seat != model.seat and other.pos is not None and distance(other.pos, model.pos) <= 2:
                    if other.stealth:
                        other.stealth = False
                        self.say(f"{other.name} is revealed.", "stealth", other.seat, model=other.id)
                    if strong:
                        self.stun(other, seat)
        elif key == "spirit_chains" and victim is not None:
            self.give(victim, "delayed", seat, 2 if strong else 1)
        if self.active is not None and self.models[self.active.model].where != BOARD:  # type: ignore[attr-defined]
            self.end_activation()  # type: ignore[attr-defined]

    HEAL_ORDER = ("chunin", "madoushi", "kunoichi", "yajiri", "kaiken")

    def heal_one(self, seat: int) -> bool:
        """Move one friendly model that is not Delayed from the Healing House to the Training Ground (the
        most valuable first)."""
        waiting = [m for m in self.models if m.seat == seat and m.where == HEALING and not m.cond.get("delayed")]
        if not waiting:
            return False
        waiting.sort(key=lambda m: (self.HEAL_ORDER.index(m.kind), m.id))
        model = waiting[0]
        model.where = TRAINING
        model.cond = {}
        self.say(f"{model.name} leaves the Healing House for the Training Ground.", "heal", seat, model=model.id)
        return True
