"""The desktop user interface (pygame-ce). Nothing outside `ninjatable/ui` and the games' `table.py` draws.

Modules (import them directly; this package imports nothing so that start-up stays fast):

- `window`: `App` (window, letterboxed 1280x800 logical surface, main loop, crash guard, navigation);
- `scene`: `Scene` (lifecycle: enter, handle_event -> consumed, update(dt), draw(surface), leave) and
  `SceneManager`;
- `table`: `TableScene`, the generic table every game's `table.py` subclasses (`TABLE_SCENE`);
- `scenes`: lobby, seat setup, hand-over, pause menu, results, rules panel, settings, messages;
- `widgets`: `Button`, `ButtonRow`, `Toast`, `LogPanel`, `Tooltip`, `draw_panel`, `dim`;
- `drag`: `DragController`, `DragSource`, `DropTarget` (drag and click-to-select with legal targets lit);
- `cards`: card faces with crests, backs, highlights (all cached);
- `text`: cached fonts and text; `theme`: colours; `storage`: data folder, settings, autosaves;
- `ai_worker`: `AIWorker`, AI decisions in a thread; `markdown`: the rules reader.
"""
