"""A ninja carried by the mouse at the Ninja All-Stars table: what it shows and what its drop on an enemy offers.

While the ninja is carried, the table shows under the figures the squares it may go to, the path to the square
under the mouse and the enemies it would see from the end of that path (none from a square it cannot reach);
over the figures, beside the square or enemy under the mouse and clear of the figures, a note: the order the drop
gives with its dice (each order it may give), what the walk calls for, or why it cannot be made ("Too far: ...").

A drop on an enemy that may give several orders (a shuriken, a move in next to it and a melee attack) keeps the
ninja in hand and opens a menu of those orders at the enemy; a row gives its order. "Move in and attack" gives
the move, and the attack once the player is asked for the ninja's orders again (`follow_up`)."""

from __future__ import annotations

import dataclasses
from typing import Any

import pygame

from ninjatable.engine.commands import Command
from ninjatable.games.ninja_all_stars.geometry import Square
from ninjatable.games.ninja_all_stars.moves import (
    ChoicesShown,
    DiceShown,
    DropChoice,
    LookFrom,
    SightShown,
    shown,
)
from ninjatable.games.ninja_all_stars.table import layout, model, paint, words
from ninjatable.i18n import _
from ninjatable.ui import text, theme
from ninjatable.ui.table.drag import DragSource, DropTarget, InHand


@dataclasses.dataclass(frozen=True)
class DropMenu:
    """The menu of the orders a drop on an enemy may give: its panel, its title and a row per order."""

    panel: pygame.Rect
    title: str
    rows: tuple[tuple[pygame.Rect, str, DropChoice], ...]

    def targets(self) -> list[DropTarget]:
        """Each row as a place to click, giving its order."""
        return [DropTarget(("choice", i), rect, choice.command, True, 9) for i, (rect, _, choice) in enumerate(self.rows)]


class Carry:
    """What the ninja in hand shows and offers at one table (`table`: its view, drag, previews and session)."""

    def __init__(self, table: Any) -> None:
        self.table = table
        #: the menu of a drop on an enemy, while it is open
        self.menu: DropMenu | None = None
        #: the attack to give once the move in next to the enemy is made ("Move in and attack")
        self.then: Command | None = None
        #: the enemies a ninja would see from a square, as asked of the rules (kept until the table changes)
        self.sights: dict[tuple[int, Square], tuple[int, ...]] = {}

    # --- what a drop means ---------------------------------------------------------------------------------
    def target(self, key: Any, rect: pygame.Rect, payload: model.Pickup, preview: Any, priority: int) -> DropTarget:
        """The place a drop of `payload` on `key` is: a drop on an enemy that may give several orders keeps the
        ninja in hand for the menu (`InHand`)."""
        command: Any = preview.command
        choices = shown(preview)
        if isinstance(choices, ChoicesShown) and len(choices.choices) > 1 and preview.accepted:
            command = InHand(model.Choosing(payload.key, payload.model, key[1], choices.choices), _("Choose the order."))
        return DropTarget(key, rect, command, preview.accepted, priority)

    def open(self, payload: model.Choosing) -> list[DropTarget]:
        """Open the menu at the enemy a ninja was dropped on: its rows, one per order the drop may give."""
        table = self.table
        view = table.nview
        over = table.where.place(("ninja", payload.target))
        assert over is not None
        labels = [self.words(choice) for choice in payload.choices]
        title = _("{ninja} on {target}:").format(ninja=view.models[payload.model].name,
                                                 target=view.models[payload.target].name)
        width = max(max(text.font(18, True).size(label)[0] for label in [*labels, title]),
                    text.font(15).size(_(words.MENU_FOOT))[0]) + 20
        panel, rows = layout.menu_rects(over, min(width, 360), len(labels), self.figures())
        self.menu = DropMenu(panel, title, tuple(zip(rows, labels, payload.choices, strict=True)))
        return self.menu.targets()

    def keep(self, source: DragSource, step: InHand) -> None:
        """The drop opened the menu: the ninja stays in hand with the menu's rows to click (no toast: the menu
        says it)."""
        drag = self.table.drag
        drag.selected = DragSource(source.key, source.rect, step.payload, source.image)
        drag.targets = self.table.drop_targets(step.payload)

    def words(self, choice: DropChoice) -> str:
        """An order a drop may give, with its dice ("Move in and attack: 3 dice v 1", "Shuriken: 1 die v 1")."""
        name = _(words.MOVE_IN) if choice.then is not None else self.table.action_name(choice.command)
        return paint.dice_words((choice.dice.attack, choice.dice.defence), name)

    def figures(self) -> list[pygame.Rect]:
        """The bases of the miniatures on the ground (notes and menus keep clear of them)."""
        table = self.table
        return [layout.base_rect(table.grid, m.pos) for m in table.nview.models if m.pos is not None]

    @property
    def choosing(self) -> bool:
        """Is the menu of a drop open now?"""
        active = self.table.drag.active
        return self.menu is not None and active is not None and active.payload.kind == "choosing"

    # --- the attack after a move in -------------------------------------------------------------------------
    def given(self, target: DropTarget) -> None:
        """The drop on `target` gives its order: remember the attack that follows a move in."""
        if target.key[0] == "choice" and self.menu is not None:
            self.then = self.menu.rows[target.key[1]][2].then
        else:
            choices = shown(self.table.previews.get(target.key)) if target.key in self.table.previews else None
            single = isinstance(choices, ChoicesShown) and len(choices.choices) == 1
            self.then = choices.choices[0].then if single else None  # type: ignore[union-attr]
        self.menu = None

    def follow_up(self) -> None:
        """After a move in next to an enemy: its attack, once the player is asked for the ninja's orders again;
        forgotten when the move ended elsewhere (a failed dodge) and the attack cannot be made."""
        table, then = self.table, self.then
        if then is None or table.animations:
            return
        whole = table.whole_decision()
        if whole is None:
            return
        if then in whole.commands:
            self.then = None
            table.give(then)
        elif model.choosing_orders(table.nview, whole) or table.nview.active is None:
            self.then = None
            table.refuse(_(words.NO_ATTACK_AFTER), layout.GROUND_RECT.center)

    # --- what the ninja in hand shows ----------------------------------------------------------------------
    def held(self) -> tuple[Any, DropTarget | None, model.Walk | None]:
        """The ninja in hand (None: no ninja), the target under the mouse while it is carried, and the walk it
        would make there (to a square it can reach, or the move in next to an enemy)."""
        table = self.table
        drag = table.drag
        active = drag.active
        if active is None or active.payload.kind != "ninja":
            return None, None, None
        mover = table.nview.models[active.payload.model]
        if not drag.dragging:
            return mover, None, None
        target = drag.target_at(drag.pos)
        walked = model.walk_to(table.previews, mover.pos, table.hover_square)
        choices = shown(table.previews[target.key]) if target is not None and target.key in table.previews else None
        if walked is None and isinstance(choices, ChoicesShown) and mover.pos is not None:
            way = next((c.walk for c in choices.choices if c.walk is not None), None)
            walked = model.Walk(mover.pos, way.path, way.dodges, way.warnings) if way is not None else None
        return mover, target, walked

    def draw_under(self, surface: pygame.Surface) -> None:
        """Under the figures: the squares it may go to, the path to the one under the mouse and the enemies it
        would see from there (from its own square while it is only picked). Nothing while the choice bar asks
        which of its options, or while the menu of a drop is open."""
        table = self.table
        active = table.drag.active
        if active is None or table.bar.asking or active.payload.kind == "choosing":
            return
        if table.reach_image is None:
            lit = [t.key[1] for t in table.drag.targets if t.legal and t.key[0] == "sq"]
            table.reach_image = paint.reach_layer(table.grid, model.reach(table.previews), lit)
        mover, _, walked = self.held()
        seen = None
        if mover is not None:
            origin = walked.path[-1] if walked is not None and walked.path else None if table.drag.dragging \
                else mover.pos
            seen = (origin, self.seen(mover.id, origin)) if origin is not None else None
        paint.in_hand(surface, table.where, table.reach_image, walked, seen)

    def seen(self, model_id: int, square: Square) -> tuple[int, ...]:
        """The enemies the ninja would see from `square`."""
        key = (model_id, square)
        if key not in self.sights:
            sight = shown(self.table.session.preview(LookFrom(model_id, square)))
            self.sights[key] = sight.sees if isinstance(sight, SightShown) else ()
        return self.sights[key]

    def notes(self) -> list[paint.Note]:
        """The notes of the ninja carried: what the walk to the square under the mouse calls for, the order a
        drop on the enemy under it gives with its dice (each order it may give), or why it cannot."""
        table = self.table
        mover, target, walked = self.held()
        if mover is None or target is None or table.bar.asking:
            return []
        found = []
        if walked is not None and walked.warnings and walked.path:
            found.append(paint.Note(table.grid.cell_rect(walked.path[-1]), (paint.walk_words(walked),), theme.DANGER))
        preview = table.previews.get(target.key)
        said = shown(preview) if preview is not None else None
        if isinstance(said, ChoicesShown):
            found.append(paint.Note(target.rect, tuple(self.words(choice) for choice in said.choices), theme.DANGER))
        elif isinstance(said, DiceShown):
            found.append(paint.Note(target.rect, (paint.dice_words((said.attack, said.defence),
                                                                   table.action_name(target.command)),), theme.DANGER))
        elif preview is not None and not preview.accepted and preview.refusal and (
                target.key[0] == "ninja" or preview.refusal.startswith(_(words.TOO_FAR))):
            found.append(paint.Note(target.rect, tuple(text.wrap(preview.refusal, 300, 18, bold=True)), theme.MUTED))
        return found

    def held_rect(self) -> pygame.Rect | None:
        """Where the miniature carried by the mouse is drawn."""
        drag = self.table.drag
        pressed = drag.pressed
        if not drag.dragging or pressed is None or pressed.image is None:
            return None
        return pressed.image.get_rect(center=layout.held_centre(self.table.grid, drag.pos))

    def draw_over(self, surface: pygame.Surface) -> None:
        """Over the figures: the notes of the ninja carried, clear of the figures, its path and itself."""
        found = self.notes()
        if found:
            held = self.held_rect()
            _, _, walked = self.held()
            path = [self.table.grid.cell_rect(square) for square in walked.path] if walked is not None else []
            paint.notes(surface, found, [*self.figures(), *path, *([held] if held is not None else [])])

    def draw_menu(self, surface: pygame.Surface) -> None:
        """The menu of the orders a drop on an enemy may give, while it is open (over everything)."""
        if not self.choosing or self.menu is None:
            return
        table, menu = self.table, self.menu
        pos = table.mouse or (0, 0)
        hovered = next((i for i, (rect, _, _) in enumerate(menu.rows) if rect.collidepoint(pos)), None)
        mover = table.nview.models[table.drag.active.payload.model]
        hasty = mover.conditions.get("haste") or (table.nview.active is not None and table.nview.active.bonus)
        paint.choice_menu(surface, menu.panel, [(rect, label) for rect, label, _ in menu.rows], menu.title,
                          "" if hasty else _(words.MENU_FOOT), hovered)
