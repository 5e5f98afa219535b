"""`python -m ninjatable` runs the same command line as the `ninjatable` script."""

from __future__ import annotations

import sys

from ninjatable.cli.main import main

sys.exit(main())
