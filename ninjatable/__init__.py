"""ninjatable: five Japan-themed board and card games on one desktop table."""

from __future__ import annotations

__version__ = "0.1.0"
