"""Where each option of a decision is on the screen: the playtest robot's eyes.

A person finds an order on the table in one of three ways, and so does the robot, reading only what the table
scene offers (its choice bar, its drag sources and the drop targets it lights, the places it clicks):

- a button of the choice bar (after picking a piece, when the bar offers only that piece's orders), and, for a
  button with several options, the place lit on the board or the line of the list that opens above the bar;
- a drag: the piece the table lets the player pick up, dropped on a target the table lights as legal;
- clicks on the board, where the table says the command is made (`TableScene.clicks_for`).

`explore` finds a route for every option it can and reports what the screen offers that the rules would refuse.
Nothing here gives a command: the robot (`ninjatable.ui.playtest.robot`) performs a route with posted events.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable, Iterator

import pygame

from ninjatable.engine.commands import Command
from ninjatable.engine.decision import Option
from ninjatable.ui.table.drag import DragSource, DropTarget, InHand
from ninjatable.ui.table.scene import BUTTONS_RECT, LOG_RECT, TableScene

Point = tuple[int, int]


@dataclasses.dataclass(frozen=True)
class Route:
    """How a person makes one option at the table.

    `kind`: "bar" (click the button `group`, first picking the piece `select` when the bar offers its orders
    only, then click `points`: the option lit or listed), "drag" (press on the piece at `points[0]`, release at
    `points[1]`, then click the rest) or "click" (click `points` in order)."""

    kind: str
    group: str = ""
    select: Hashable | None = None
    points: tuple[Point, ...] = ()


@dataclasses.dataclass
class Explored:
    """What the screen offers at one decision: a route per command found, and the commands the screen offers
    that the rules would refuse (with the way they are offered)."""

    routes: dict[Command, Route] = dataclasses.field(default_factory=dict)
    refused: list[tuple[Command, str]] = dataclasses.field(default_factory=list)
    #: options the table does not offer alone, with another option found on the screen that also makes it.
    implied: dict[Command, Command] = dataclasses.field(default_factory=dict)

    def missing(self, options: tuple[Option, ...]) -> list[Option]:
        return [option for option in options
                if option.command not in self.routes and option.command not in self.implied]


def points_in(rect: pygame.Rect) -> Iterator[Point]:
    """The centre of `rect`, then a spread of points inside it (where a person might press)."""
    yield rect.center
    for fy in (0.3, 0.7, 0.15, 0.85, 0.5):
        for fx in (0.3, 0.7, 0.15, 0.85, 0.5):
            yield rect.x + int(rect.width * fx), rect.y + int(rect.height * fy)


def press_point(scene: TableScene, source: DragSource) -> Point | None:
    """A point where a press picks up `source` (not another piece lying over it)."""
    sources = scene.drag_sources()
    for point in points_in(source.rect):
        found = next((s for s in reversed(sources) if s.rect.collidepoint(point)), None)
        if found is not None and found.key == source.key and _on_board(scene, point):
            return point
    return None


def drop_point(scene: TableScene, targets: list[DropTarget], target: DropTarget) -> Point | None:
    """A point where a release drops on `target` (the drag controller's own choice among overlapping
    targets)."""
    for point in points_in(target.rect):
        if not target.contains(point) or not _on_board(scene, point):
            continue
        best = None
        for other in targets:
            if other.contains(point) and (best is None or other.priority >= best.priority):
                best = other
        if best is target:
            return point
    return None


def _on_board(scene: TableScene, point: Point) -> bool:
    """Is `point` in the part of the table where presses reach the board (not a button, the log, the bar's
    buttons or the hint panel)?"""
    if BUTTONS_RECT.collidepoint(point) or LOG_RECT.collidepoint(point):
        return False
    if scene.hint_panel.visible and scene.hint_panel.rect.collidepoint(point):
        return False
    return not any(button.rect.collidepoint(point) for button, _ in scene.bar.buttons)


def explore(scene: TableScene, legal: Callable[[Command], bool],
            select: Callable[[DragSource | None], None]) -> Explored:
    """Every route the screen offers now. `legal(command)` asks the rules; `select(source)` clicks a piece to
    pick it (None: lets it go), so that the choice bar shows what it shows with that piece picked."""
    found = Explored()
    decision = scene.session.decision
    if decision is None:
        return found
    wanted = {option.command for option in decision.options}
    _bar(scene, found, None)
    sources = scene.drag_sources()
    for source in sources:
        press = press_point(scene, source)
        if press is not None:
            _drops(scene, found, legal, source.key, source.payload, (press,))
    grouped = {option.command for option in decision.options if option.group}
    if grouped - found.routes.keys():
        for source in sources:
            if press_point(scene, source) is None:
                continue
            select(source)
            _bar(scene, found, source.key)
            select(None)
            if not grouped - found.routes.keys():
                break
    _clicks(scene, found, decision.options)
    for command in list(found.routes):
        if command not in wanted and not legal(command):
            found.refused.append((command, "offered on the screen"))
            del found.routes[command]
    return found


def _clicks(scene: TableScene, found: Explored, options: tuple[Option, ...]) -> None:
    """The board gestures left: clicks where the table says; then the options another one also makes."""
    for option in options:
        if option.command in found.routes or option.group:
            continue
        clicks = scene.clicks_for(option.command)
        if clicks:
            found.routes[option.command] = Route("click", points=tuple(rect.center for rect in clicks))
    for option in options:
        if option.command not in found.routes:
            implied = next((c for c in scene.implied_by(option.command) if c in found.routes), None)
            if implied is not None:
                found.implied[option.command] = implied


def _drops(scene: TableScene, found: Explored, legal: Callable[[Command], bool], key: Hashable, payload: object,
           points: tuple[Point, ...]) -> None:
    """The commands `payload` makes where it is dropped, after the gesture so far (`points`); a drop that keeps
    the piece in hand (`InHand`) leads on to the places lit next, clicked."""
    targets = scene.drop_targets(payload)
    for target in targets:
        if not target.legal or target.command is None:
            continue
        drop = drop_point(scene, targets, target)
        if isinstance(target.command, InHand):
            if drop is not None and len(points) < 4:
                _drops(scene, found, legal, key, target.command.payload, (*points, drop))
            continue
        if not legal(target.command):
            found.refused.append((target.command, f"dropping {key} on {target.key}"))
        elif drop is not None and target.command not in found.routes:
            found.routes[target.command] = Route("drag", select=key, points=(*points, drop))


def _bar(scene: TableScene, found: Explored, selected: Hashable | None) -> None:
    """The options of the choice bar's buttons as it shows them now. A button with several options is opened
    (as a click on it does) to see which of them it lights on the board or lists above the bar."""
    bar = scene.bar
    for button, options in bar.buttons:
        if len(options) == 1:
            found.routes.setdefault(options[0].command, Route("bar", group=button.label, select=selected))
            continue
        bar.open(options, button.rect.center)
        places = [(option, where.center) for option, where in bar.choosing]
        places += [(option, listed.rect.center) for option, listed in bar.listing]
        bar.close()
        taken: dict[Point, Option] = {}
        for option, point in places:
            first = taken.setdefault(point, option)
            if first is not option:  # one place for two options: the same choice for the player (two copies
                if first.label == option.label:  # of a card on one target), else one of them is out of reach
                    found.implied.setdefault(option.command, first.command)
                continue
            found.routes.setdefault(option.command, Route("bar", group=button.label, select=selected,
                                                          points=(point,)))
