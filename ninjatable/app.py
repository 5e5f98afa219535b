"""The command line and the window.

    ninjatable                                  the window, on the lobby
    ninjatable play GAME [--seats human,normal,easy] [--seed N] [--load FILE] [--option KEY=VALUE ...]
    ninjatable simulate GAME --seats S1,S2,... --games N [--seed N] [--jobs N] [--timed] [--option KEY=VALUE ...]
    ninjatable screenshot GAME --out FILE.png [--seed N] [--moves K] [--seats ...] [--option KEY=VALUE ...]
    ninjatable replay FILE --out FILE.png [--seat N|everyone|all] [--to K]
    ninjatable playtest GAME [--games N] [--seed S] [--seats ...] [--option KEY=VALUE] [--load FILE]
    ninjatable bench
    ninjatable serve | table new | join        network play (see ninjatable.net.commands)

Imports are lazy: the lobby must be on screen quickly and no game is imported before it is chosen.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
import traceback
from collections.abc import Iterator
from pathlib import Path
from typing import Any

_STARTED = time.perf_counter()

SIM_KINDS = ("random", "easy", "normal", "hard")


class CommandLineError(Exception):
    """A mistake in the command line or its files: printed without a traceback, exit code 2."""


def _game(name: str):
    from ninjatable.engine.registry import get_game

    try:
        return get_game(name)
    except KeyError as exc:
        raise CommandLineError(str(exc.args[0])) from exc
    except Exception as exc:  # a game package that is present but not finished
        raise CommandLineError(f"the game '{name}' cannot be loaded: {exc}") from exc


def _options(pairs: list[str] | None, game, num_seats: int) -> dict[str, Any]:
    """`--option key=value` pairs as the game's parameters; a name or value the game does not know is refused
    with the allowed ones."""
    choices = game.parameter_choices(num_seats)
    found: dict[str, Any] = {}
    for pair in pairs or []:
        key, sep, value = pair.partition("=")
        key = key.strip().replace("-", "_")
        if not sep or not key:
            raise CommandLineError(f"--option takes KEY=VALUE, not '{pair}'")
        if key not in game.default_parameters:
            known = ", ".join(game.default_parameters) or "none"
            raise CommandLineError(f"{game.title} has no option '{key}' (options: {known})")
        allowed = choices.get(key, [game.default_parameters[key]])
        match = [v for v in allowed if str(v) == value.strip()]
        if not match:
            raise CommandLineError(f"{game.title}: option {key} cannot be '{value}' (allowed: "
                                   f"{', '.join(str(v) for v in allowed)})")
        found[key] = match[0]
    return found


def _seats(text: str | None, game, allowed: tuple[str, ...], default_first: str = "human") -> list[str]:
    if not text:
        count = 4 if 4 in game.seat_counts else game.seat_counts[0]
        return [default_first] + ["normal"] * (count - 1)
    seats = [s.strip().lower() for s in text.split(",") if s.strip()]
    for kind in seats:
        if kind not in allowed:
            raise CommandLineError(f"unknown seat kind '{kind}' (use {', '.join(allowed)})")
    if len(seats) not in game.seat_counts:
        counts = ", ".join(str(n) for n in game.seat_counts)
        raise CommandLineError(f"{game.title} is played by {counts} players, not {len(seats)}")
    return seats


# --- the window ------------------------------------------------------------------------------------------
def _open_app():
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
    from ninjatable.ui.app.window import App

    return App()


def run_window(lobby_once: bool = False) -> int:
    app = _open_app()
    app.show_lobby()
    if lobby_once:
        app.step(0.0)
        print(f"lobby drawn {(time.perf_counter() - _STARTED) * 1000:.1f} ms", flush=True)
        app.shutdown()
        return 0
    app.run()
    return 0


def cmd_play(args: argparse.Namespace) -> int:
    from ninjatable.engine.errors import SaveError
    from ninjatable.engine.match import SEAT_KINDS, Match

    if args.load:
        try:
            match = Match.load(args.load)
        except SaveError as exc:
            raise CommandLineError(f"{exc.path}: {exc.problem}") from exc
        if match.game.name != args.game:
            raise CommandLineError(f"{args.load}: this save is a game of {match.game.title}, not of {args.game}")
    else:
        game = _game(args.game)
        seats = _seats(args.seats, game, SEAT_KINDS)
        seed = args.seed if args.seed is not None else random.randrange(1, 1_000_000)
        try:
            match = Match(game, seats, seed, _options(args.option, game, len(seats)))
        except ValueError as exc:
            raise CommandLineError(str(exc)) from exc
    from ninjatable.ui.app.window import table_scene_class

    if table_scene_class(match.game.name) is None:
        raise CommandLineError(f"{match.game.title} has no table yet (see `ninjatable simulate`).")
    app = _open_app()
    app.show_lobby()
    loaded = Path(args.load) if args.load else None
    in_saves = loaded is not None and loaded.resolve().parent == app.storage.saves_dir.resolve()
    app.start_match(match, save_path=loaded if in_saves else None)  # a new game gets a save of its own
    app.run()
    return 0


# --- simulate --------------------------------------------------------------------------------------------
#: one simulated game: the game's name, the seats, the seed, the options, and whether the searches play at the
#: window's time budgets (`--timed`) rather than at their iteration counts alone.
SimJob = tuple[str, list[str], int, dict[str, Any], bool]


def _simulate_one(job: SimJob) -> dict[str, Any]:
    """One AI-vs-AI game. By default with fixed search budgets (iterations only), so results depend on the seed
    alone; timed, at the window's budgets (the iterations or the seconds, whichever ends first), as a player
    meets them. The result names the processor seconds the game took."""
    from ninjatable.ai.bots import BUDGETS, SearchBudget, make_bot
    from ninjatable.ai.runner import play_to_end
    from ninjatable.engine.match import Match
    from ninjatable.engine.registry import get_game

    name, seats, seed, options, timed = job
    cpu = time.process_time()
    try:
        game = get_game(name)
        match = Match(game, seats, seed, options)
        bots = {}
        for seat, kind in enumerate(seats):
            budget = None
            if kind in BUDGETS and not timed:
                budget = SearchBudget(BUDGETS[kind].iterations, float("inf"))
            bots[seat] = make_bot(game, kind, seed * 7919 + seat, budget)
        play_to_end(match, bots)
        outcome = match.state.outcome()
        return {"seed": seed, "scores": list(outcome.scores), "winners": list(outcome.winners),
                "commands": len(match.history), "cpu_s": round(time.process_time() - cpu, 3), "error": None}
    except Exception as exc:
        return {"seed": seed, "error": f"{exc.__class__.__name__}: {exc} ({_raised_at(exc)})"}


def _raised_at(exc: BaseException) -> str:
    """Where an exception was raised, as module file and line: enough to find the failing rule."""
    frame = traceback.extract_tb(exc.__traceback__)[-1]
    return f"at {Path(frame.filename).name}:{frame.lineno} in {frame.name}"


def _simulated(jobs: list[SimJob], processes: int) -> Iterator[dict[str, Any]]:
    """The results of `jobs` in order, from `processes` worker processes when more than one."""
    if processes <= 1:
        yield from (_simulate_one(job) for job in jobs)
        return
    import multiprocessing

    with multiprocessing.get_context("spawn").Pool(processes) as pool:
        yield from pool.imap(_simulate_one, jobs, chunksize=1)


def cmd_simulate(args: argparse.Namespace) -> int:
    game = _game(args.game)
    seats = _seats(args.seats, game, SIM_KINDS, default_first="normal")
    if args.games < 1:
        raise CommandLineError("--games must be at least 1")
    seed = args.seed if args.seed is not None else 1
    options = _options(args.option, game, len(seats))
    try:
        game.check_parameters(game.parameters(options), len(seats))
    except ValueError as exc:
        raise CommandLineError(str(exc)) from exc
    timed = bool(getattr(args, "timed", False))
    jobs: list[SimJob] = [(game.name, seats, seed + i, options, timed) for i in range(args.games)]
    started = time.perf_counter()
    wins = [0] * len(seats)
    totals = [0.0] * len(seats)
    draws = errors = commands = finished = 0
    for result in _simulated(jobs, args.jobs):  # in seed order, each printed as soon as it is known
        if result["error"]:
            errors += 1
            print(f"game with seed {result['seed']} failed: {result['error']}", file=sys.stderr, flush=True)
            continue
        finished += 1
        commands += result["commands"]
        for seat in result["winners"]:
            wins[seat] += 1
        if len(result["winners"]) > 1:
            draws += 1
        for seat, score in enumerate(result["scores"]):
            totals[seat] += score
        print(f"seed {result['seed']}: winners {', '.join(f'seat {w}' for w in result['winners'])}; "
              f"scores {result['scores']}; {result['commands']} commands", flush=True)
    elapsed = time.perf_counter() - started
    summary = {
        "game": game.name, "games": args.games, "seats": seats, "options": options, "wins": wins,
        "mean_scores": [round(t / finished, 4) if finished else 0.0 for t in totals],
        "draws": draws, "errors": errors, "timed": timed,
        "mean_commands": round(commands / finished, 2) if finished else 0.0,
        "games_per_s": round(args.games / elapsed, 3) if elapsed > 0 else 0.0,
    }
    print(json.dumps(summary))
    return 1 if errors else 0


# --- screenshot ------------------------------------------------------------------------------------------
def _headless() -> None:
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def advanced_match(name: str, seats: list[str], seed: int, moves: int, level_for_humans: str = "easy",
                   options: dict[str, Any] | None = None):
    """A match after `moves` AI commands (human seats are played by `level_for_humans` bots meanwhile)."""
    from ninjatable.ai.bots import make_bot
    from ninjatable.ai.runner import bot_step
    from ninjatable.engine.match import Match

    game = _game(name)
    try:
        match = Match(game, seats, seed, options)
    except ValueError as exc:
        raise CommandLineError(str(exc)) from exc
    bots = {seat: make_bot(game, level_for_humans if kind == "human" else kind, seed * 7919 + seat)
            for seat, kind in enumerate(seats)}
    for _ in range(moves):
        if match.state.is_over() or not bot_step(match, bots):
            break
    return match


def render_table(match, out: Path | None = None, storage_root: Path | None = None):
    """Draw `match` on its table at 1280x800 headless; save a PNG to `out` if given. Returns the App."""
    _headless()
    from ninjatable.ui.app.window import App, table_scene_class
    from ninjatable.ui.storage import Settings, Storage

    if table_scene_class(match.game.name) is None:
        raise CommandLineError(f"{match.game.title} has no table yet.")
    own = None if storage_root is not None else tempfile.TemporaryDirectory(prefix="ninjatable-shot-")
    root = storage_root or Path(own.name)  # type: ignore[union-attr]
    app = App(Storage(root), Settings())
    if own is not None:
        app.leftovers.append(own)  # the folder of the throwaway save goes when the app shuts down
    table = app.start_match(match, ai_inline=True)
    assert table is not None
    if match.state.is_over():
        table.results_shown = True
        app.show_results(table)
    app.draw()
    if out is not None:
        import pygame

        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.surface, str(out))
    return app


def pygame_error() -> type[Exception]:
    import pygame

    return pygame.error


def _screenshot_path(text: str) -> Path:
    """The PNG file to write: refused with the reason when it does not end in .png, or when its folder is a
    file or cannot be made or written."""
    out = Path(text)
    if out.suffix.lower() != ".png":
        raise CommandLineError(f"--out {text}: a screenshot is a PNG file, so the name must end in .png")
    if out.is_dir():
        raise CommandLineError(f"--out {text}: this is a folder; give a file name ending in .png")
    for parent in out.parents:
        if parent.exists():
            if not parent.is_dir():
                raise CommandLineError(f"--out {text}: {parent} is a file, not a folder")
            if not os.access(parent, os.W_OK):
                raise CommandLineError(f"--out {text}: the folder {parent} cannot be written to")
            break
    return out


def cmd_screenshot(args: argparse.Namespace) -> int:
    _headless()
    from ninjatable.engine.match import SEAT_KINDS

    if args.moves < 0:
        raise CommandLineError(f"--moves is the number of commands to play first: 0 or more, not {args.moves}")
    out = _screenshot_path(args.out)
    game = _game(args.game)
    if args.seats:
        seats = _seats(args.seats, game, SEAT_KINDS)
    else:
        count = max(game.seat_counts)
        seats = ["human"] + ["easy"] * (count - 1)
    match = advanced_match(game.name, seats, args.seed, args.moves, options=_options(args.option, game, len(seats)))
    try:
        app = render_table(match, out)
    except (OSError, pygame_error()) as exc:
        raise CommandLineError(f"--out {args.out}: the file cannot be written ({exc})") from exc
    app.shutdown()
    print(f"wrote {args.out} (1280x800, {len(match.history)} commands in, seen from seat 0)")
    return 0


# --- replay --------------------------------------------------------------------------------------------
def _viewpoint(text: str | None):
    """`--seat`: a seat number from 0, 'everyone' (the public table) or 'all' (every seat, finished games)."""
    from ninjatable.ui.table.replay import EVERY_SEAT, EVERYONE

    if text is None:
        return None
    words = {"all": EVERY_SEAT, "everyone": EVERYONE}
    if text.strip().lower() in words:
        return words[text.strip().lower()]
    try:
        return int(text)
    except ValueError:
        raise CommandLineError(f"--seat takes a seat number from 0, 'everyone' or 'all', not '{text}'") from None


def cmd_replay(args: argparse.Namespace) -> int:
    """Render a save at command K, seen from one viewpoint, to a PNG; the save is only read."""
    _headless()
    from ninjatable.engine.errors import SaveError
    from ninjatable.engine.match import Match
    from ninjatable.ui.table.replay import default_viewpoint, viewpoint_name, viewpoint_refusal

    try:
        match = Match.load(args.file)
    except SaveError as exc:
        raise CommandLineError(f"{exc.path}: {exc.problem}") from exc
    viewpoint = _viewpoint(args.seat)
    viewpoint = default_viewpoint(match) if viewpoint is None else viewpoint
    refusal = viewpoint_refusal(match, viewpoint)
    if refusal is not None:
        raise CommandLineError(f"--seat {args.seat}: {refusal}")
    length = len(match.history)
    step = length if args.to is None else args.to
    if not 0 <= step <= length:
        raise CommandLineError(f"--to {step}: this save has {length} commands, so K is 0 to {length}")
    from ninjatable.ui.app.window import App, table_scene_class
    from ninjatable.ui.storage import Settings, Storage

    if table_scene_class(match.game.name) is None:
        raise CommandLineError(f"{match.game.title} has no table yet.")
    with tempfile.TemporaryDirectory(prefix="ninjatable-replay-") as root:
        app = App(Storage(Path(root)), Settings())
        app.watch(match, viewpoint, step)
        app.draw()
        import pygame

        out = Path(args.out)
        out.parent.mkdir(parents=True, exist_ok=True)
        pygame.image.save(app.surface, str(out))
        app.shutdown()
    print(f"wrote {out} (1280x800, command {step} of {length}, seen by {viewpoint_name(match, viewpoint)})")
    return 0


# --- bench -----------------------------------------------------------------------------------------------
def _startup_ms(runs: int = 3) -> float:
    times = []
    env = dict(os.environ, SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1")
    for _ in range(runs):
        with tempfile.TemporaryDirectory() as home:
            env["NINJATABLE_HOME"] = home
            started = time.perf_counter()
            proc = subprocess.Popen([sys.executable, "-m", "ninjatable", "--lobby-once"], stdout=subprocess.PIPE,
                                    stderr=subprocess.DEVNULL, text=True, env=env)
            assert proc.stdout is not None
            for line in proc.stdout:
                if line.startswith("lobby drawn"):
                    times.append((time.perf_counter() - started) * 1000)
                    break
            proc.wait()
    return round(statistics.median(times), 1) if times else -1.0


def busy_match(name: str, seed: int = 7, commands: int = 300):
    """For the frame benchmark: a random game of the most players, seat 0 human, at the last moment within
    `commands` commands where seat 0 must act with a gesture on the board (later in a game the table holds
    more; a moment where only buttons are offered would leave nothing to drag)."""
    from ninjatable.ai.bots import make_bot
    from ninjatable.ai.runner import bot_answers
    from ninjatable.engine.match import Match

    game = _game(name)
    count = max(game.seat_counts)
    match = Match(game, ["human"] + ["random"] * (count - 1), seed)
    bots = {s: make_bot(game, "random", seed * 31 + s) for s in range(count)}
    latest = 0
    for _ in range(commands):
        if match.state.is_over():
            break
        if 0 in match.state.to_act():
            decision = match.state.decision(0)
            if decision is not None and any(not option.group for option in decision.options):
                latest = len(match.history)
        for seat, command in bot_answers(match, bots):
            match.submit(seat, command)
    replay = Match(game, match.seats, seed)
    for seat, command in match.history[:latest]:
        replay.submit(seat, command)
    return replay


def _frame_times(name: str, size: tuple[int, int] = (1280, 800), animate: bool = False) -> list[float]:
    """Frame times (ms) of the busiest table: a piece dragged with its legal targets lit, and with
    `animate` a move animation running; `size` is the window, the table scaled into it."""
    import pygame

    from ninjatable.ui.table.animation import Animation, flash

    match = busy_match(name)
    app = render_table(match)
    if size != app.window.get_size():
        app.window = pygame.display.set_mode(size)
    table = app.table()
    assert table is not None
    sources = table.drag_sources()
    if sources:
        src = sources[0]
        for event in (pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=src.rect.center),
                      pygame.event.Event(pygame.MOUSEMOTION, pos=(src.rect.centerx + 40, src.rect.centery - 200),
                                         rel=(40, -200), buttons=(1, 0, 0))):
            app.scenes.handle_event(event)
    if animate:
        image = pygame.Surface((80, 110), pygame.SRCALPHA)
        image.fill((200, 60, 40, 230))
        table.animations = [Animation(image, (100, 600), (700, 120), 1e9),
                            flash(pygame.Rect(300, 200, 200, 150), 1e9)]
    times = []
    for i in range(160):
        started = time.perf_counter()
        app.scenes.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(300 + i, 300), rel=(1, 0),
                                                   buttons=(1, 0, 0)))
        for animation in table.animations:
            animation.elapsed += 0.004
        app.draw()
        app.present()
        times.append((time.perf_counter() - started) * 1000)
    app.shutdown()
    return times[10:]


def _frame_figures(name: str) -> dict[str, float] | None:
    """Median frame with a drag in hand; 99th percentile with a drag and an animation running; median at
    1920x1080 (the table scaled to the full screen)."""
    from ninjatable.ui.app.window import table_scene_class

    if table_scene_class(name) is None:
        return None
    plain = _frame_times(name)
    busy = sorted(_frame_times(name, animate=True))
    large = _frame_times(name, size=(1920, 1080))
    return {"frame_ms": round(statistics.median(plain), 3),
            "frame_p99_ms": round(busy[min(len(busy) - 1, int(0.99 * len(busy)))], 3),
            "frame_1080p_ms": round(statistics.median(large), 3)}


def idle_cpu_percent(name: str, seconds: float = 3.0) -> float:
    """Per cent of one core the window takes at a still table waiting for the player: the process's CPU time
    over `seconds` of the main loop (`App.run`, frame by frame) divided by the wall time. The game with its
    fewest seats (Ronin solo), at the player's first decision, once nothing moves."""
    from ninjatable.ai.bots import make_bot
    from ninjatable.ai.runner import bot_answers
    from ninjatable.engine.match import Match

    game = _game(name)
    seats = ["human"] + ["random"] * (min(game.seat_counts) - 1)
    match = Match(game, seats, 7)
    bots = {seat: make_bot(game, "random", 7 + seat) for seat in range(1, len(seats))}
    for _ in range(500):
        answers = bot_answers(match, bots)
        if match.state.is_over() or 0 in match.state.to_act() or not answers:
            break
        for seat, command in answers:
            match.submit(seat, command)
    app = render_table(match)
    table = app.table()
    for _ in range(300):  # until the player may act and nothing moves
        app.run(max_frames=1)
        if table is None or (table.session.human_seat() is not None and not table.animations):
            break
    cpu, wall = time.process_time(), time.perf_counter()
    while time.perf_counter() - wall < seconds:
        app.run(max_frames=1)
    figure = 100 * (time.process_time() - cpu) / (time.perf_counter() - wall)
    app.shutdown()
    return round(figure, 1)


def _p95(times: list[float]) -> float:
    if not times:
        return 0.0
    times = sorted(times)
    return round(times[min(len(times) - 1, int(0.95 * len(times)))], 1)


def _ai_ms(name: str, games: int = 2, turns_per_game: int = 8) -> tuple[float, float]:
    """p95 of normal-level decision times, and of a normal seat's whole turn (every command it gives before
    another seat acts, the thinking summed): one normal seat against random seats, a few games."""
    from ninjatable.ai.bots import make_bot
    from ninjatable.engine.match import Match

    game = _game(name)
    count = 4 if 4 in game.seat_counts else game.seat_counts[0]
    times: list[float] = []
    turns: list[float] = []
    for g in range(games):
        match = Match(game, ["normal"] + ["random"] * (count - 1), 100 + g)
        bots = {seat: make_bot(game, "normal" if seat == 0 else "random", 31 * g + seat) for seat in range(count)}
        turn: float | None = None
        for _ in range(5000):
            if match.state.is_over() or len(turns) >= turns_per_game * (g + 1):
                break
            acting = match.state.to_act() if match.state.is_simultaneous() else match.state.to_act()[:1]
            if turn is not None and acting != (0,):
                turns.append(turn * 1000)
                turn = None
            answers = []
            for seat in acting:
                several = len(match.state.legal_commands(seat)) > 1
                started = time.perf_counter()
                answers.append((seat, bots[seat].choose(match.redacted(seat), seat, len(match.history))))
                taken = time.perf_counter() - started
                if seat == 0 and several:
                    times.append(taken * 1000)
                if acting == (0,):
                    turn = (turn or 0.0) + taken
            for seat, command in answers:
                match.submit(seat, command)
    return _p95(times), _p95(turns)


def _hint_ms(name: str, games: int = 2, hints_per_game: int = 8) -> float:
    """p95 of the time a hint takes at the table, asked the way the Hint button asks it (the normal AI in the
    worker thread, from the human seat's redacted state, and the sentence saying why): seat 0 human against
    normal seats, a few games."""
    from ninjatable.ai.bots import make_bot
    from ninjatable.engine.match import Match
    from ninjatable.ui.storage import Settings, Storage
    from ninjatable.ui.table.here import open_here

    game = _game(name)
    count = 4 if 4 in game.seat_counts else game.seat_counts[0]
    times = []
    with tempfile.TemporaryDirectory() as home:
        for g in range(games):
            match = Match(game, ["human"] + ["random"] * (count - 1), 200 + g)
            stand_in = {seat: make_bot(game, "random", 41 * g + seat) for seat in range(1, count)}
            session = open_here(match, Storage(Path(home)), Settings(ai_pacing="instant"), ai_inline=True,
                                bots=stand_in)
            session.inline = False  # the hint is thought in the worker thread, as the Hint button asks it
            taken = 0
            for _ in range(5000):
                if match.state.is_over() or taken >= hints_per_game:
                    break
                session.update(0.0)
                seat = session.human_seat()
                if seat is None:
                    continue
                if len(match.state.legal_commands(seat)) > 1:
                    started = time.perf_counter()
                    session.tutor.request()
                    session.tutor.worker.wait()
                    session.tutor.poll()
                    times.append((time.perf_counter() - started) * 1000)
                    assert session.tutor.hint is not None
                    taken += 1
                session.submit(stand_in[1].choose(match.redacted(seat), seat))
    if not times:
        return 0.0
    times.sort()
    return round(times[min(len(times) - 1, int(0.95 * len(times)))], 1)


def _playout_setup(name: str) -> str:
    """The games `_playouts_per_s` plays, in words: the smallest number of players and the default setup
    (each seat's own parameters left out), say "2 players; Sakura garden, Brawl, Janken"."""
    game = _game(name)
    shared = [game.parameter_label(key, value) for key, value in game.default_parameters.items()
              if not (game.seat_parameter and key.startswith(f"{game.seat_parameter}_"))]
    count = game.seat_counts[0]
    return f"{count} player{'s' if count > 1 else ''}" + (f"; {', '.join(shared)}" if shared else "")


def _playouts_per_s(name: str, seconds: float = 1.5) -> float:
    """Random games a second, every command drawn from the legal ones, at `_playout_setup`."""
    from ninjatable.engine.rng import Rng

    game = _game(name)
    count = game.seat_counts[0]
    rng = Rng(5)
    done = 0
    started = time.perf_counter()
    while time.perf_counter() - started < seconds:
        state = game.new_state(count, done + 1, None)
        for _ in range(100_000):
            if state.is_over():
                break
            seat = state.to_act()[0]
            state.apply_unchecked(seat, rng.choice(state.legal_commands(seat)))
        done += 1
    return round(done / (time.perf_counter() - started), 1)


def cmd_bench(args: argparse.Namespace) -> int:
    _headless()
    from ninjatable.engine.registry import game_names

    quick = getattr(args, "quick", False)
    startup = _startup_ms(1 if quick else 3)
    print(f"startup to lobby: {startup} ms (budget 300)")
    report: dict[str, Any] = {"startup_ms": startup, "games": {}}
    for name in game_names():
        try:
            _game(name)
        except CommandLineError as exc:
            print(f"{name}: skipped ({exc})")
            report["games"][name] = {"error": str(exc)}
            continue
        figures: dict[str, Any] = {}
        try:
            figures.update(_frame_figures(name) or {})
            if "frame_ms" in figures:
                figures["idle_cpu_percent"] = idle_cpu_percent(name, 1.0 if quick else 3.0)
            figures["ai_ms"], figures["turn_ms"] = _ai_ms(name, 1, 2) if quick else _ai_ms(name)
            figures["hint_ms"] = _hint_ms(name, 1, 2) if quick else _hint_ms(name)
            figures["playouts_per_s"] = _playouts_per_s(name, 0.3 if quick else 1.5)
            figures["playout_setup"] = _playout_setup(name)
        except Exception as exc:  # one game's failure is reported, the others are still measured
            figures["error"] = f"{exc.__class__.__name__}: {exc}"
            print(f"{name}: failed ({figures['error']})")
            report["games"][name] = figures
            continue
        frame_text = (f"{figures['frame_ms']} ms, p99 with a drag and an animation {figures['frame_p99_ms']} ms, "
                      f"1920x1080 {figures['frame_1080p_ms']} ms (budget 8); idle table "
                      f"{figures['idle_cpu_percent']} % of a core") if "frame_ms" in figures else "no table"
        print(f"{name}: frame {frame_text}; normal AI p95 {figures['ai_ms']} ms (budget 1000); "
              f"normal AI's whole turn p95 {figures['turn_ms']} ms (budget 3000); "
              f"hint p95 {figures['hint_ms']} ms (budget 1000); {figures['playouts_per_s']} random games/s "
              f"({figures['playout_setup']})")
        report["games"][name] = figures
    print(json.dumps(report))
    return 0


# --- network play ----------------------------------------------------------------------------------------
def cmd_network(args: argparse.Namespace) -> int:
    """`serve`, `table new` and `join` (see `ninjatable.net.commands`); a network problem is one line, exit 2."""
    from ninjatable.net import commands as net

    try:
        if args.command == "serve":
            from ninjatable.paths import data_dir

            return net.cmd_serve(args, data_dir())
        if args.command == "table":
            game = _game(args.game)
            seats = [s.strip() for s in args.seats.split(",") if s.strip()]
            return net.cmd_table(args, _options(args.option, game, len(seats)))
        if args.level is not None:
            return net.cmd_join_headless(args)
        address, code = net.invite_of(args)
    except net.NetworkError as exc:
        raise CommandLineError(str(exc)) from exc
    app = _open_app()
    app.show_lobby()
    app.join_table(address, code)
    app.run()
    return 0


# --- playtest --------------------------------------------------------------------------------------------
def cmd_playtest(args: argparse.Namespace) -> int:
    """Whole games played through the screen by the robot in every human seat; the last line is JSON."""
    _headless()
    from ninjatable.engine.errors import SaveError
    from ninjatable.engine.match import SEAT_KINDS, Match

    if args.games < 1:
        raise CommandLineError(f"--games is how many games to play: 1 or more, not {args.games}")
    if args.load:
        try:
            first = Match.load(args.load)
        except SaveError as exc:
            raise CommandLineError(f"{exc.path}: {exc.problem}") from exc
        game, seats, options = first.game, first.seats, first.parameters
    else:
        game = _game(args.game)
        kinds = (*SEAT_KINDS, "friend") if args.network else SEAT_KINDS
        seats = _seats(args.seats, game, kinds, default_first="human") if args.seats else \
            ["human"] + ["easy"] * ((4 if 4 in game.seat_counts else game.seat_counts[0]) - 1)
        options = _options(args.option, game, len(seats))
    from ninjatable.ui.app.window import table_scene_class
    from ninjatable.ui.playtest.robot import Robot

    if table_scene_class(game.name) is None:
        raise CommandLineError(f"{game.title} has no table yet.")
    robot = Robot(Path(args.out), seed=args.seed, hint_share=args.hint_share)
    try:
        for index in range(args.games):
            if args.network:  # a table hosted from the robot's window: without friends named, the other humans are
                played = seats if "friend" in seats else (  # friends; with them, several humans are handed over
                    ["human"] + ["friend" if kind == "human" else kind for kind in seats[1:]])
                outcome = robot.play_network(game.name, played, options)
                print(f"network game {index + 1}: {outcome}", flush=True)
                continue
            match = first if args.load and index == 0 else Match(game, seats, args.seed + index, options)
            outcome = robot.play(match)
            print(f"game {index + 1} (seed {match.seed}): {outcome}, {len(match.history)} commands", flush=True)
    finally:
        robot.close()
    for failure in robot.report.failures:
        print(failure.line())
    print(json.dumps({"game": game.name, "seats": seats, **robot.report.to_json()}))
    return 0 if robot.report.games == robot.report.finished and not robot.report.failures else 1


# --- entry point -----------------------------------------------------------------------------------------
def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="ninjatable", description="Japan-themed board and card games.")
    sub = parser.add_subparsers(dest="command")
    play = sub.add_parser("play", help="open the window straight into a game")
    play.add_argument("game")
    play.add_argument("--seats", help="comma-separated: human, easy, normal, hard")
    play.add_argument("--seed", type=int)
    play.add_argument("--load", help="a save file to continue")
    play.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game parameter (repeatable)")
    sim = sub.add_parser("simulate", help="headless AI-vs-AI games; the last line is JSON")
    sim.add_argument("game")
    sim.add_argument("--seats", required=True, help="comma-separated: random, easy, normal, hard")
    sim.add_argument("--games", type=int, required=True)
    sim.add_argument("--seed", type=int, default=1)
    sim.add_argument("--jobs", type=int, default=1)
    sim.add_argument("--timed", action="store_true",
                     help="search at the window's time budgets (normal 0.8 s, hard 2.7 s a decision) instead of "
                          "the iteration counts alone; results then depend on the machine's speed")
    sim.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game parameter (repeatable)")
    shot = sub.add_parser("screenshot", help="render the table after K AI commands to a PNG (1280x800)")
    shot.add_argument("game")
    shot.add_argument("--out", required=True)
    shot.add_argument("--seed", type=int, default=1)
    shot.add_argument("--moves", type=int, default=20)
    shot.add_argument("--seats")
    shot.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game parameter (repeatable)")
    replay = sub.add_parser("replay", help="render a save at command K, seen by one seat, to a PNG (1280x800)")
    replay.add_argument("file")
    replay.add_argument("--out", required=True)
    replay.add_argument("--seat", help="a seat number from 0, 'everyone' (the public table) or 'all' (every "
                                       "seat, finished games only); default: all when finished, else the human")
    replay.add_argument("--to", type=int, help="how many commands in (default: all of them)")
    test = sub.add_parser("playtest", help="play whole games through the screen, a robot in every human seat; "
                                           "the last line is JSON")
    test.add_argument("game")
    test.add_argument("--games", type=int, default=1)
    test.add_argument("--seed", type=int, default=1)
    test.add_argument("--seats", help="comma-separated: human (the robot), random, easy, normal, hard")
    test.add_argument("--option", action="append", metavar="KEY=VALUE", help="a game parameter (repeatable)")
    test.add_argument("--load", help="a save to play on from (its game, seats and options)")
    test.add_argument("--out", default="playtest-failures", help="where saves and screenshots of failures go")
    test.add_argument("--hint-share", type=float, default=0.15, help="how often the robot plays the hint's move")
    test.add_argument("--network", action="store_true",
                      help="play at a network table hosted from the window: other human seats are random players "
                           "joining over 127.0.0.1; with 'friend' seats named, those are the random players and "
                           "every human seat is the robot's, handed over at the window")
    from ninjatable.net.commands import add_commands

    add_commands(sub)
    bench = sub.add_parser("bench", help="start-up, frame, AI and playout figures; the last line is JSON")
    bench.add_argument("--quick", action="store_true", help="fewer samples (a smoke test of the figures)")
    return parser


def main(argv: list[str] | None = None) -> int:
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before any import of pygame: no banner
    argv = list(sys.argv[1:] if argv is None else argv)
    if not argv or argv == ["--lobby-once"]:
        return run_window(lobby_once=bool(argv))
    args = build_parser().parse_args(argv)
    handlers = {"play": cmd_play, "simulate": cmd_simulate, "screenshot": cmd_screenshot, "bench": cmd_bench,
                "replay": cmd_replay, "playtest": cmd_playtest, "serve": cmd_network, "table": cmd_network,
                "join": cmd_network}
    if args.command not in handlers:
        return run_window()
    try:
        return handlers[args.command](args)
    except CommandLineError as exc:
        from ninjatable.engine.errors import printable

        print(f"ninjatable: {printable(str(exc))}", file=sys.stderr)
        return 2
