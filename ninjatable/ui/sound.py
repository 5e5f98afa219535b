"""Sound effects, made by our own code: every cue is synthesised once from sine tones and noise (the standard
library's `array` and `math`, no sound file) at the mixer's own format, then kept.

The cues are the moments of a game at the table: a card played (`card`), a card drawn (`draw`), a shuffle
(`shuffle`), dice rolled (`dice`), a figure set down (`figure`), a stone, kamon or token placed (`stone`), a
refused order (`refusal`), the player's turn (`turn`) and the end of a game (`end`).

Nothing plays when the player muted the sounds or set the volume to 0, and nothing fails when there is no
audio device: the mixer is opened at the first cue, and a mixer that cannot be opened, or that raises while
playing, turns the sounds off for the rest of the session. A game never stops for a sound.

A machine without sound stays quiet in the terminal too: on Linux with no sound card and no sound server the mixer
is not opened at all (SDL would probe ALSA, whose library writes its complaints, "cannot find card '0'", straight
to the terminal). Where there is a card or a server, the mixer opens as everywhere and any error shows.
"""

from __future__ import annotations

import math
import os
import random
import sys
import time
from array import array
from collections import deque
from collections.abc import Callable
from typing import Any, Protocol

import pygame

#: every cue, in the order the settings and `assets/README.md` list them.
CUES = ("card", "draw", "shuffle", "dice", "figure", "stone", "refusal", "turn", "end")
#: the mixer format asked for (the mixer may give another; the cues are made in the one it gives).
FREQUENCY = 22050
#: the loudest a cue's samples go, as a share of the 16-bit range.
PEAK = 0.55
#: seconds between two cues played one after the other.
GAP = 0.22
#: how many of the latest cues played are remembered.
PLAYED_KEPT = 200
#: where a sound server listens (in the user's runtime folder), and where the sound cards are (Linux).
SOUND_SERVERS = ("pulse/native", "pipewire-0")
SOUND_CARDS = "/dev/snd"


class VolumeSettings(Protocol):
    """What the sounds read of the settings: the volume (0 to 100) and whether they are muted."""

    sound_volume: int
    sound_muted: bool


# --- synthesis: a cue is a list of float samples in -1..1 ---------------------------------------------------
def _silence(seconds: float, rate: int) -> list[float]:
    return [0.0] * max(1, int(seconds * rate))


def _mix(into: list[float], sound: list[float], at: float, rate: int, gain: float = 1.0) -> None:
    """Add `sound` into `into` from `at` seconds on (cut at the end of `into`)."""
    start = int(at * rate)
    for i, value in enumerate(sound[:max(0, len(into) - start)]):
        into[start + i] += value * gain


def _tone(freqs: tuple[float, ...], seconds: float, rate: int, decay: float, attack: float = 0.004) -> list[float]:
    """Sine partials (each weaker by half) with a short attack and an exponential decay (per second)."""
    count = int(seconds * rate)
    out = []
    for i in range(count):
        t = i / rate
        envelope = min(1.0, t / attack) * math.exp(-decay * t)
        value = sum(0.5 ** n * math.sin(2 * math.pi * f * t) for n, f in enumerate(freqs))
        out.append(value * envelope)
    return out


def _noise(seconds: float, rate: int, decay: float, seed: int, smooth: float = 0.0, rise: float = 0.002) -> list[float]:
    """Noise with an exponential decay; `smooth` (0..1) takes the high end off (a one-pole low-pass), a
    negative `smooth` keeps only the high end (a click)."""
    rng = random.Random(seed)
    out, last = [], 0.0
    for i in range(int(seconds * rate)):
        t = i / rate
        raw = rng.uniform(-1.0, 1.0)
        if smooth >= 0:
            last = last * smooth + raw * (1 - smooth)
            value = last
        else:
            value, last = raw - last, raw
        out.append(value * min(1.0, t / rise) * math.exp(-decay * t))
    return out


def _card(rate: int) -> list[float]:
    """A snap: a short bright noise burst over a faint click."""
    out = _noise(0.07, rate, 70, seed=1, smooth=-1)
    _mix(out, _tone((2300.0,), 0.03, rate, 160), 0, rate, 0.3)
    return out


def _draw(rate: int) -> list[float]:
    """A card slid off a deck: soft noise that swells and fades."""
    out = _noise(0.2, rate, 0, seed=2, smooth=0.6, rise=0.08)
    count = len(out)
    return [v * math.sin(math.pi * i / count) for i, v in enumerate(out)]


def _shuffle(rate: int) -> list[float]:
    """A riffle: many short card snaps closer and closer together."""
    out = _silence(0.55, rate)
    at = 0.0
    for n in range(14):
        _mix(out, _noise(0.04, rate, 90, seed=10 + n, smooth=0.3), at, rate, 0.8)
        at += 0.05 - n * 0.002
    return out


def _dice(rate: int) -> list[float]:
    """Dice on a tray: knocks of wood that bounce closer together and fainter."""
    out = _silence(0.5, rate)
    rng = random.Random(3)
    at, gain = 0.0, 1.0
    for _ in range(7):
        knock = _tone((rng.uniform(1500, 2100), rng.uniform(2600, 3200)), 0.03, rate, 140)
        _mix(knock, _noise(0.03, rate, 160, seed=rng.randrange(1000), smooth=-1), 0, rate, 0.5)
        _mix(out, knock, at, rate, gain)
        at += rng.uniform(0.035, 0.09)
        gain *= 0.78
    return out


def _figure(rate: int) -> list[float]:
    """A wooden figure set down: a low knock."""
    out = _tone((190.0, 380.0, 760.0), 0.16, rate, 30)
    _mix(out, _noise(0.03, rate, 120, seed=4, smooth=0.4), 0, rate, 0.6)
    return out


def _stone(rate: int) -> list[float]:
    """A stone or a token placed: a short hard clack."""
    out = _tone((1150.0, 1720.0), 0.09, rate, 60, attack=0.001)
    _mix(out, _noise(0.02, rate, 200, seed=5, smooth=-1), 0, rate, 0.5)
    return out


def _refusal(rate: int) -> list[float]:
    """A refusal: two soft low notes going down."""
    out = _silence(0.3, rate)
    _mix(out, _tone((196.0, 392.0), 0.14, rate, 12, attack=0.01), 0, rate)
    _mix(out, _tone((147.0, 294.0), 0.16, rate, 12, attack=0.01), 0.13, rate)
    return out


def _turn(rate: int) -> list[float]:
    """Your turn: a small bell."""
    return _tone((880.0, 1320.0, 1760.0), 0.6, rate, 7, attack=0.006)


def _end(rate: int) -> list[float]:
    """The end of a game: four rising bell notes."""
    out = _silence(1.1, rate)
    for i, note in enumerate((523.25, 659.25, 783.99, 1046.5)):
        _mix(out, _tone((note, note * 2), 0.6, rate, 6, attack=0.008), i * 0.14, rate, 0.7)
    return out


RECIPES: dict[str, Callable[[int], list[float]]] = {
    "card": _card, "draw": _draw, "shuffle": _shuffle, "dice": _dice, "figure": _figure, "stone": _stone,
    "refusal": _refusal, "turn": _turn, "end": _end,
}


def samples(cue: str, rate: int, channels: int = 1) -> array:
    """The cue as signed 16-bit samples at `rate`, each sample repeated for every channel, scaled so its
    loudest sample is `PEAK` of full scale."""
    wave = RECIPES[cue](rate)
    loudest = max((abs(v) for v in wave), default=0.0) or 1.0
    scale = PEAK * 32767 / loudest
    out = array("h")
    for value in wave:
        out.extend([int(value * scale)] * channels)
    return out


# --- is there anything to play on? ---------------------------------------------------------------------------
def no_sound_device() -> str:
    """Why no sound can play on this machine, or "" when it may: on Linux, with no sound server (PulseAudio,
    PipeWire) to reach and no sound card, there is nothing to open, and opening the mixer anyway only has SDL
    probe ALSA, whose library writes its complaints to the terminal. An audio driver chosen with SDL_AUDIODRIVER
    is always tried."""
    if not sys.platform.startswith("linux") or os.environ.get("SDL_AUDIODRIVER"):
        return ""
    runtime = os.environ.get("XDG_RUNTIME_DIR", "")
    server = os.environ.get("PULSE_SERVER", "")
    if server or (runtime and any(os.path.exists(os.path.join(runtime, name)) for name in SOUND_SERVERS)):
        return ""
    try:
        devices = os.listdir(SOUND_CARDS)
    except OSError:
        devices = []
    if any(name.startswith("pcm") for name in devices):
        return ""
    return "no sound card or sound server on this machine"


# --- playing ---------------------------------------------------------------------------------------------
class Sounds:
    """The cues of the app, played at the settings' volume unless muted. The mixer is opened at the first
    cue; when it cannot be opened or fails, the sounds stay off and nothing else changes."""

    def __init__(self, settings: VolumeSettings) -> None:
        self.settings = settings
        #: "closed" (not tried yet), "open", or "off" (no device, or the mixer failed)
        self.state = "closed"
        #: why the sounds are off, when they are
        self.problem = ""
        self._made: dict[str, Any] = {}
        #: the latest cues played, in order (what a test reads)
        self.played: deque[str] = deque(maxlen=PLAYED_KEPT)
        #: cues waiting for their turn (`play_in_turn`), each with the time it is due (`time.monotonic`)
        self.waiting: list[tuple[float, str]] = []

    @property
    def audible(self) -> bool:
        return not self.settings.sound_muted and self.settings.sound_volume > 0

    def _open(self) -> bool:
        if self.state == "closed":
            try:
                nothing = no_sound_device()
                if nothing:
                    raise pygame.error(nothing)
                if not pygame.mixer.get_init():
                    pygame.mixer.init(frequency=FREQUENCY, size=-16, channels=1, buffer=512)
                if not pygame.mixer.get_init():
                    raise pygame.error("the mixer did not open")
                self.state = "open"
            except Exception as exc:  # no audio device, no driver, a broken mixer: stay silent
                self.off(exc)
        return self.state == "open"

    def off(self, exc: BaseException) -> None:
        """Turn the sounds off for this session after `exc`."""
        self.state = "off"
        self.problem = f"{exc.__class__.__name__}: {exc}"

    def sound(self, cue: str) -> Any:
        """The cue as a mixer sound, made at the first call and kept."""
        made = self._made.get(cue)
        if made is None:
            rate, size, channels = pygame.mixer.get_init()
            if abs(size) != 16:
                raise pygame.error(f"the mixer gives {abs(size)}-bit samples; the cues are made in 16 bits")
            made = self._made[cue] = pygame.mixer.Sound(buffer=samples(cue, rate, channels).tobytes())
        return made

    def play(self, cue: str | None) -> bool:
        """Play `cue` (None: deliberate silence). True when it was handed to the mixer."""
        if cue is None or cue not in RECIPES or not self.audible or not self._open():
            return False
        try:
            made = self.sound(cue)
            made.set_volume(min(100, self.settings.sound_volume) / 100)
            made.play()
        except Exception as exc:  # a failing mixer never stops a game
            self.off(exc)
            return False
        self.played.append(cue)
        return True

    def play_in_turn(self, cues: list[str]) -> None:
        """Play `cues` one after the other, `GAP` seconds apart (the first at once when none is waiting)."""
        now = time.monotonic()
        start = max([due for due, _ in self.waiting], default=now - GAP) + GAP
        for index, cue in enumerate(cues):
            self.waiting.append((max(now, start + index * GAP), cue))
        self.update()

    def update(self) -> None:
        """The waiting cues whose time has come play (called every frame)."""
        if not self.waiting:
            return
        now = time.monotonic()
        due = [cue for when, cue in self.waiting if when <= now]
        self.waiting = [(when, cue) for when, cue in self.waiting if when > now]
        for cue in due:
            self.play(cue)

    def close(self) -> None:
        """The app shuts down: let the mixer go."""
        self._made.clear()
        self.waiting = []
        if self.state == "open":
            try:
                pygame.mixer.quit()
            except Exception:  # closing a broken mixer is no reason to fail
                pass
        self.state = "closed"
