"""The reusable pieces other tables build on: board geometry, drag controller, scene stack, text, storage."""

from __future__ import annotations

import pygame

from ninjatable.paths import data_dir
from ninjatable.ui import cards, text
from ninjatable.ui.scene import Scene, SceneManager
from ninjatable.ui.storage import Storage
from ninjatable.ui.table.board import Grid, RegionMap
from ninjatable.ui.table.drag import DragController, DragSource, DropTarget
from ninjatable.ui.table.shapes import point_in_polygon


def test_grid_maps_positions_to_cells_and_back():
    grid = Grid((100, 50), 40, 8, 6)
    assert grid.cell_at((100, 50)) == (0, 0)
    assert grid.cell_at((139, 89)) == (0, 0)
    assert grid.cell_at((140, 90)) == (1, 1)
    assert grid.cell_at((99, 60)) is None and grid.cell_at((100 + 320, 60)) is None
    assert grid.cell_rect((2, 3)).topleft == (180, 170)
    targets = grid.targets(lambda cell: ("move", cell) if cell[0] == 1 else None, {("move", (1, 2))})
    assert len(targets) == 6 and sum(t.legal for t in targets) == 1


def test_regions_hit_by_polygon_not_by_box():
    triangle = [(0, 0), (100, 0), (0, 100)]
    assert point_in_polygon((10, 10), triangle) and not point_in_polygon((90, 90), triangle)
    regions = RegionMap({"kai": triangle, "echigo": [(100, 0), (100, 100), (0, 100)]}, scale=2.0, offset=(10, 10))
    assert regions.region_at((30, 30)) == "kai"
    assert regions.region_at((190, 190)) == "echigo"
    targets = regions.targets(lambda key: ("march", key), {("march", "echigo")})
    kai = next(t for t in targets if t.key == ("region", "kai"))
    assert kai.contains((30, 30)) and not kai.contains((190, 190))


class _Host:
    def __init__(self):
        self.drops = []
        self.source = DragSource("piece", pygame.Rect(10, 10, 40, 40), "piece", pygame.Surface((40, 40)))

    def drag_sources(self):
        return [self.source]

    def drop_targets(self, payload):
        return [DropTarget("good", pygame.Rect(200, 200, 50, 50), "move-good", True),
                DropTarget("bad", pygame.Rect(300, 200, 50, 50), "move-bad", False),
                DropTarget("inner", pygame.Rect(210, 210, 10, 10), "move-inner", True, priority=2)]

    def on_drop(self, source, target, pos):
        self.drops.append(None if target is None else target.command)
        return target is not None and target.legal


def _event(kind, pos, **extra):
    return pygame.event.Event(kind, pos=pos, **extra)


def test_drag_controller_drops_on_the_most_specific_target_and_snaps_back_on_refusal():
    host = _Host()
    drag = DragController(host)
    assert drag.handle_event(_event(pygame.MOUSEBUTTONDOWN, (20, 20), button=1))
    drag.handle_event(_event(pygame.MOUSEMOTION, (100, 100), rel=(1, 1), buttons=(1, 0, 0)))
    assert drag.dragging and drag.is_dragging("piece")
    drag.handle_event(_event(pygame.MOUSEBUTTONUP, (215, 215), button=1))
    assert host.drops == ["move-inner"] and drag.snap is None
    drag.handle_event(_event(pygame.MOUSEBUTTONDOWN, (20, 20), button=1))
    drag.handle_event(_event(pygame.MOUSEMOTION, (320, 220), rel=(1, 1), buttons=(1, 0, 0)))
    drag.handle_event(_event(pygame.MOUSEBUTTONUP, (320, 220), button=1))
    assert host.drops[-1] == "move-bad" and drag.snap is not None and drag.is_dragging("piece")
    drag.update(1.0)
    assert drag.snap is None


def test_click_selects_then_click_on_target_drops():
    host = _Host()
    drag = DragController(host)
    drag.handle_event(_event(pygame.MOUSEBUTTONDOWN, (20, 20), button=1))
    drag.handle_event(_event(pygame.MOUSEBUTTONUP, (21, 20), button=1))
    assert drag.selected is host.source and [t.key for t in drag.targets if t.legal] == ["good", "inner"]
    drag.handle_event(_event(pygame.MOUSEBUTTONDOWN, (240, 240), button=1))
    assert host.drops == ["move-good"] and drag.selected is None
    drag.handle_event(_event(pygame.MOUSEBUTTONDOWN, (20, 20), button=1))
    drag.handle_event(_event(pygame.MOUSEBUTTONUP, (20, 20), button=1))
    drag.handle_event(_event(pygame.MOUSEBUTTONDOWN, (20, 20), button=1))  # the same piece again: deselect
    assert drag.selected is None


def test_scene_stack_lifecycle_and_event_passing():
    calls = []

    class Recorder(Scene):
        def __init__(self, name, modal, consume):
            super().__init__(None)
            self.name, self.modal, self.consume = name, modal, consume

        def enter(self):
            calls.append(f"enter {self.name}")

        def leave(self):
            calls.append(f"leave {self.name}")

        def handle_event(self, event):
            calls.append(f"event {self.name}")
            return self.consume

    stack = SceneManager()
    stack.push(Recorder("table", True, True))
    stack.push(Recorder("overlay", False, False))
    assert stack.handle_event(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a))
    stack.pop()
    assert calls == ["enter table", "leave table", "enter overlay", "event overlay", "event table",
                     "leave overlay", "enter table"]


def test_text_and_cards_are_cached_and_render_macrons():
    pygame.font.init()
    first = text.render("Go-Hōjō", 22)
    assert text.render("Go-Hōjō", 22) is first
    assert text.font(22).size("ō")[0] > 0
    face = cards.card_face((60, 84), (200, 120, 40), "scales", "Go-Hōjō")
    assert cards.card_face((60, 84), (200, 120, 40), "scales", "Go-Hōjō") is face
    assert text.wrap("one two three four", text.font(22).size("three four")[0] + 2, 22) == ["one two", "three four"]


def test_data_folder_follows_the_environment(monkeypatch, tmp_path):
    monkeypatch.setenv("NINJATABLE_HOME", str(tmp_path / "x"))
    assert data_dir() == tmp_path / "x"
    monkeypatch.delenv("NINJATABLE_HOME")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert data_dir() == tmp_path / "xdg" / "ninjatable"
    assert Storage().root == tmp_path / "xdg" / "ninjatable"


def test_results_title_when_no_player_wins():
    """Ronin's two-player game: a tie goes to the neutral Shogun, so no seat wins."""
    from types import SimpleNamespace

    from ninjatable.engine.protocol import Outcome
    from ninjatable.ui.app.results import ResultsScene

    scene = ResultsScene.__new__(ResultsScene)
    scene.outcome = Outcome(scores=(50.0, 50.0), winners=(), ranking=(0, 1))
    scene.table = SimpleNamespace(session=SimpleNamespace(humans=[0], seat_name=lambda seat: f"Player {seat + 1}"))
    assert scene.winner_title() == "No player wins"
    scene.outcome = Outcome(scores=(50.0, 40.0), winners=(0,), ranking=(0, 1))
    assert scene.winner_title() == "You win!"


def test_a_log_that_grows_wraps_only_its_new_lines_and_shows_what_a_fresh_wrap_shows(monkeypatch):
    """A long game's log: new lines after the same ones are wrapped alone (a game of twenty thousand orders
    would otherwise wrap them all after every order), and the rows are those of wrapping everything anew."""
    from ninjatable.ui.widgets import LogPanel

    pygame.font.init()
    lines = [f"Line {n}: the Fire Shrine's ninja turns to face the north-east corner of the arena" * (1 + n % 2)
             for n in range(1200)]
    growing = LogPanel((0, 0, 300, 400))
    growing.set_lines(lines[:1000])
    wrapped = []
    real_wrap = text.wrap
    monkeypatch.setattr(text, "wrap", lambda line, *args, **kw: wrapped.append(line) or real_wrap(line, *args, **kw))
    growing.set_lines(lines)
    assert wrapped == lines[1000:]
    fresh = LogPanel((0, 0, 300, 400))
    fresh.set_lines(lines)
    assert growing._rows == fresh._rows
