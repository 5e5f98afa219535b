"""Keyword abilities: what each kind of keyword effect does, read from the keyword table in the data.

A keyword in the data names its effect and the effect's numbers; the rules ask here, at the few moments a
keyword can matter, which keywords of a ninja apply:

- `combat_dice`: extra dice for one side of certain attacks (melee, ranged), always or only when a condition
  holds (the ninja has moved this activation, has not moved, has a friend in its zone); a shuriken thrower
  takes no bonus at all (the dice are counted in `combat.dice_counts`);
- `affinity_dice`: extra dice in every affinity test, or only in dodges;
- `hide_in_sight`: Stealth while seen, as long as no enemy zone holds the ninja;
- `result_ward`: a combat result of one element never Stuns the ninja;
- `result_stun`: when the ninja attacks in melee and a result of one element is chosen, the defender is also
  Stunned;
- `ranged_result`: a result of one element takes effect in the ninja's ranged attacks (Stun the target, move
  the target, or move the shooter); the Arrows are the bow's, never the shuriken's (`ARROW_ATTACKS`);
- `stun_limit`: the number of Stunned markers that injure the ninja.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator

from ninjatable.games.ninja_all_stars.data import KEYWORDS, Keyword
from ninjatable.games.ninja_all_stars.geometry import neighbours
from ninjatable.games.ninja_all_stars.rules.tournament import Model, Tournament
from ninjatable.games.ninja_all_stars.terms import GAME
from ninjatable.i18n import N_, _, join_and, ngettext, render, term

#: Stunned markers that injure a ninja without a keyword saying otherwise.
STUN_LIMIT = 3
#: the attacks whose results a `ranged_result` keyword changes: the ranged attack only, since shuriken take
#: no bonus of any kind
ARROW_ATTACKS = ("ranged",)
#: the kinds of keyword effect the rules carry out (a keyword of another kind would do nothing)
EFFECTS = ("combat_dice", "affinity_dice", "hide_in_sight", "result_ward", "result_stun", "ranged_result",
           "stun_limit")


def keywords_of(model: Model, effect: str) -> Iterator[Keyword]:
    """The ninja's keywords whose effect is `effect`."""
    for key in model.type.keywords:
        keyword = KEYWORDS[key]
        if keyword.effect == effect:
            yield keyword


def _moved(state: Tournament, model: Model) -> bool:
    """The ninja is active and has moved in this activation."""
    act = state.active
    return act is not None and act.model == model.id and act.moved


def _friend_near(state: Tournament, model: Model) -> bool:
    assert model.pos is not None
    occupied, models = state.occupied, state.models
    return any(models[occupied[sq]].seat == model.seat for sq in neighbours(model.pos) if sq in occupied)


#: when a `combat_dice` keyword applies: (state, the ninja with the keyword) -> bool
CONDITIONS: dict[str, Callable[[Tournament, Model], bool]] = {
    "always": lambda state, model: True,
    "moved": _moved,
    "not_moved": lambda state, model: not _moved(state, model),
    "friend_near": _friend_near,
}


def combat_dice(state: Tournament, model: Model, side: str, attack_kind: str) -> dict[str, int]:
    """The dice `model`'s keywords add on `side` ("attack" or "defence") of an attack of `attack_kind`, by
    keyword (a part of the roll named after the keyword, 0 when its condition does not hold)."""
    parts: dict[str, int] = {}
    for keyword in keywords_of(model, "combat_dice"):
        if keyword.get("side") != side or attack_kind not in keyword.get("attacks", ()):
            continue
        parts[keyword.key] = keyword.get("dice", 1) if CONDITIONS[keyword.get("when", "always")](state, model) else 0
    return parts


def affinity_bonus(model: Model, dodge: bool) -> int:
    """Extra dice for an affinity test (`dodge`: the test is a dodge)."""
    return sum(keyword.get("dice", 1) for keyword in keywords_of(model, "affinity_dice")
               if keyword.get("tests") == "all" or (dodge and keyword.get("tests") == "dodge"))


def hides_in_sight(model: Model) -> bool:
    return any(True for _ in keywords_of(model, "hide_in_sight"))


def wards(model: Model, element: str) -> bool:
    """Does a result of `element` leave this ninja unstunned?"""
    return any(keyword.get("element") == element for keyword in keywords_of(model, "result_ward"))


def stuns_with(model: Model, element: str) -> bool:
    """Does this ninja's melee attack also Stun the defender when `element` is the result?"""
    return any(keyword.get("element") == element for keyword in keywords_of(model, "result_stun"))


def ranged_effect(model: Model, element: str, attack_kind: str = "ranged") -> str:
    """What a result of `element` does in this ninja's attack of `attack_kind` ("" : nothing beyond the
    rulebook's Earth and Void; always "" for shuriken, which take no bonus)."""
    if attack_kind not in ARROW_ATTACKS:
        return ""
    for keyword in keywords_of(model, "ranged_result"):
        if keyword.get("element") == element:
            return str(keyword.get("does"))
    return ""


def stun_limit(model: Model) -> int:
    """How many Stunned markers injure this ninja."""
    return max((int(keyword.get("markers")) for keyword in keywords_of(model, "stun_limit")), default=STUN_LIMIT)


#: what a ranged keyword's result does, in words
RANGED_WORDS = {"stun": N_("{keyword}: the target is Stunned"),
                "push": N_("{keyword}: the attacker moves the target up to three squares"),
                "move_self": N_("{keyword}: the shooter may be moved up to three squares")}


def result_remark(state: Tournament, element: str) -> str:
    """What the keywords of the two ninja in the combat change about a result of `element`, in words ("" when
    nothing changes; for a ranged attack or shuriken, what the result does at all), in the reader's language."""
    combat = state.combat
    if combat is None:
        return ""
    attacker, defender = state.models[combat.attacker], state.models[combat.defender]
    if combat.kind != "melee":
        if element in ("earth", "void"):
            return ""
        does = ranged_effect(attacker, element, combat.kind)
        if not does:
            return _("no effect on a shuriken throw") if combat.kind == "shuriken" else _("no effect on a ranged attack")
        keyword = next(k for k in keywords_of(attacker, "ranged_result") if k.get("element") == element)
        return _(RANGED_WORDS[does]).format(keyword=term(GAME, keyword.name))
    spared = [render(m.name) for m in (attacker, defender) if wards(m, element)]
    also = stuns_with(attacker, element) and not wards(defender, element)
    if spared and element in ("fire", "earth"):
        if also:
            return ngettext("{names} is not Stunned by it; the defender is also Stunned",
                            "{names} are not Stunned by it; the defender is also Stunned", len(spared)).format(
                names=join_and(spared))
        return ngettext("{names} is not Stunned by it", "{names} are not Stunned by it", len(spared)).format(
            names=join_and(spared))
    return _("the defender is also Stunned") if also else ""
