"""`--lang`: the command line's choice of language, for the window and for every command."""

from __future__ import annotations

import argparse
from collections.abc import Sequence
from typing import Any

from ninjatable.i18n.runtime import LANGUAGES, choose_on_command_line


class LanguageOption(argparse.Action):
    """`--lang de`: speak German for this run, whatever `NINJATABLE_LANG` or Settings say (the Settings choice is
    not changed). An unknown language is refused by argparse with the allowed ones."""

    def __init__(self, option_strings: Sequence[str], dest: str, **kwargs: Any) -> None:
        kwargs.setdefault("choices", tuple(LANGUAGES))
        kwargs.setdefault("metavar", "LANG")
        kwargs.setdefault("help", "the language of the window and of what the commands print: "
                                  + ", ".join(f"{code} ({name})" for code, name in LANGUAGES.items()))
        super().__init__(option_strings, dest, **kwargs)

    def __call__(self, parser: argparse.ArgumentParser, namespace: argparse.Namespace, values: Any,
                 option_string: str | None = None) -> None:
        choose_on_command_line(str(values))
        setattr(namespace, self.dest, values)
