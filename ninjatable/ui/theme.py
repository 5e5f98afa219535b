"""Colours and sizes shared by every scene."""

from __future__ import annotations

LOGICAL_SIZE = (1280, 800)

FELT = (34, 78, 58)
FELT_DARK = (26, 60, 45)
WOOD = (92, 58, 34)
PANEL = (244, 236, 220)
PANEL_EDGE = (120, 90, 60)
INK = (30, 26, 22)
MUTED = (110, 100, 90)
LIGHT = (250, 246, 238)
ACCENT = (196, 60, 44)
GOLD = (222, 180, 70)
LEGAL = (110, 230, 120)
SELECT = (255, 220, 90)
DANGER = (220, 70, 60)
BUTTON = (236, 224, 200)
BUTTON_HOVER = (250, 238, 210)
BUTTON_DISABLED = (190, 184, 172)
SHADOW = (0, 0, 0, 90)
OVERLAY = (10, 14, 12, 170)
