"""The desktop user interface (pygame-ce). Nothing outside `ninjatable/ui` and the games' `table/` draws.

Modules (import them directly; this package imports nothing so that start-up stays fast):

- `scene`: `Scene` (lifecycle: enter, handle_event -> consumed, update(dt), draw(surface), leave) and
  `SceneManager`;
- `app/`: the window (`window.App`: letterboxed 1280x800 logical surface, main loop, crash guard, and the one
  place that knows every screen), what a screen may ask of the app (`navigation.AppContext`), the lobby, seat
  setup, hand-over, pause, settings, messages, results and the rules panel;
- `table/`: a match at the table: `session.Session` (the face a table talks to, declared once) and
  `session.TableSession` (one screen of a table whose judge, `ninjatable.net.judge`, is in this process or at
  a host; pacing, previews, hand-over; draws nothing), `here` (a table here: its judge, its save file, its
  in-process link), `replay.ReplaySession`, `scene.TableScene` (routes input by region, draws) that every game's
  table subclasses over `hooks.TableHooks`, the shared `sections` (status line, the choice bar for any
  decision), `drag` (drag and click-to-select with legal targets lit), `board` (grids and region maps),
  `animation`, `tutor` (hints, the computers' reasons), `worker` (a hint's search in a thread);
- `widgets`, `cards`, `text`, `theme`, `markdown`, `storage` (data folder, settings, autosaves, the lists of
  saves), `save_lock` (a game open in one window is locked against the others).
"""
