"""The command line: one module per command, and `ninjatable.cli.main` that reads the line and runs one.

pygame's greeting is kept off the terminal for every command (it prints it on import unless told not to).
"""

from __future__ import annotations

import os

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
