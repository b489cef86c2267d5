"""The console as a terminal program: line editing, a history file, Ctrl-C and Ctrl-D, and completions for
commands, options, card names, rule numbers and glossary terms (prompt_toolkit, when standard input is a
terminal; bot.console reads plain lines otherwise, as tests do through pipes).

`Completions` knows what to offer and needs no terminal; `PromptCompleter` hands it to prompt_toolkit.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from resolver.ruleset import ALL_RULESETS

COMMANDS = (
    "/ruling",
    "/compare",
    "/scenario",
    "/rule",
    "/rules",
    "/define",
    "/card",
    "/settings",
    "/quiz",
    "/help",
    "/quit",
)
SUBCOMMANDS = {
    "scenario": ("add", "show", "resolve", "undo", "clear"),
    "rules": ("search",),
    "quiz": ("start", "stop", "skip", "leaderboard", "me", "review", "report", "settings"),
}
OPTION_VALUES = {
    "ruleset": ALL_RULESETS,
    "examples": ("true", "false"),
    "private": ("true", "false"),
}
# where a command's free text may name cards ("… casts Lightning B" offers "Lightning Bolt")
SITUATION = ("ruling", "compare")
MAX_NAME_WORDS = 5  # the longest card-name tail looked at ("Circle of Protection: Red" is 4 words)


class Completions:
    """What to offer at the end of a console line: (the text that replaces the line's last `n` characters,
    `n`) pairs, best first. Card names, rule numbers and glossary terms come from the handlers' indexes."""

    def __init__(self, handlers: Any) -> None:
        self.handlers = handlers

    def __call__(self, line: str) -> list[tuple[str, int]]:
        if not line.startswith("/"):
            return []
        name, space, rest = line[1:].partition(" ")
        if not space:  # the command itself
            return [(c, len(line)) for c in COMMANDS if c.startswith("/" + name.lower())]
        name = name.lower()
        from .console import COMMAND_OPTIONS, OPTION

        subs = SUBCOMMANDS.get(name)
        if subs is not None:
            sub, space, after = rest.partition(" ")
            if not space:
                return [(s, len(sub)) for s in subs if s.startswith(sub.lower())]
            if name == "scenario" and sub.lower() == "add":
                return self._names_at_end(after, None)
            if name != "rules":
                return []
            rest = after
        allowed = COMMAND_OPTIONS.get(name, ())
        ruleset = None
        while (m := OPTION.match(rest)) and m.group(0)[-1:].isspace():  # the options given so far (not the last word)
            if m.group(1).lower() == "ruleset":
                ruleset = m.group(2)
            rest = rest[m.end() :]
        word = rest.rsplit(" ", 1)[-1]
        if ":" in word and word.split(":", 1)[0].lower() in allowed:  # an option's value
            key, value = word.split(":", 1)
            values = OPTION_VALUES.get(key.lower(), ())
            return [(f"{key}:{v}", len(word)) for v in values if v.startswith(value.lower())]
        offered = [(f"{k}:", len(rest)) for k in allowed if rest and f"{k}:".startswith(rest.lower())]
        if name == "help":
            from commands.help_topics import TOPICS

            return [(t, len(rest)) for t in TOPICS if t.startswith(rest.lower().lstrip("/"))]
        if name == "rule" and rest and " " not in rest:
            return offered + [(value, len(rest)) for _, value in self.handlers.rule_choices(rest, ruleset)]
        if name == "card" and rest:
            return offered + [(value, len(rest)) for _, value in self.handlers.card_choices(rest, ruleset)]
        if name == "define" and rest:
            return [(value, len(rest)) for _, value in self.handlers.term_choices(rest)]
        if name in SITUATION:
            return offered + self._names_at_end(rest, ruleset)
        return offered

    def _names_at_end(self, text: str, ruleset: str | None) -> list[tuple[str, int]]:
        """Card names that the end of a sentence starts ("… targeting my Grizzly B" → Grizzly Bears)."""
        words = re.split(r"(\s+)", text)
        found: dict[str, int] = {}
        for count in range(1, min(MAX_NAME_WORDS, (len(words) + 1) // 2) + 1):
            tail = "".join(words[-(2 * count - 1) :])
            if len(tail) < 2 or not tail[0].isalpha():
                continue
            for _, value in self.handlers.card_choices(tail, ruleset):
                if value.lower().startswith(tail.lower()) and value != tail:
                    found.setdefault(value, len(tail))
        return sorted(found.items(), key=lambda item: (-item[1], item[0]))


def history_path() -> Path:
    """The console's history file, under the data directory ($RULEKEEPER_DATA, else XDG's, else ~/.local)."""
    from cardindex.importers import data_dir

    return data_dir() / "console_history"


def prompt_completer(completions: Completions) -> Any:
    """A prompt_toolkit Completer over `completions` (imported here: only an interactive console needs it)."""
    from prompt_toolkit.completion import Completer, Completion

    class PromptCompleter(Completer):
        def get_completions(self, document: Any, complete_event: Any) -> Iterable[Completion]:
            for text, back in completions(document.text_before_cursor):
                yield Completion(text, start_position=-back)

    return PromptCompleter()


class TerminalReader:
    """Lines typed at a terminal, edited and completed by prompt_toolkit, kept in the history file. Ctrl-C
    cancels the line being typed (an empty line: nothing runs); Ctrl-D on an empty line quits."""

    def __init__(
        self,
        completions: Completions,
        prompt: str,
        history: Path | None = None,
        *,
        input: Any = None,
        output: Any = None,
    ) -> None:
        from prompt_toolkit import PromptSession
        from prompt_toolkit.history import FileHistory, InMemoryHistory

        path = history or history_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
            kept: Any = FileHistory(str(path))
        except OSError:  # a read-only data directory: history for this session only
            kept = InMemoryHistory()
        self.prompt = prompt
        self.session: Any = PromptSession(
            history=kept,
            completer=prompt_completer(completions),
            complete_while_typing=False,
            input=input,  # tests: a pipe input and a dummy output instead of the terminal
            output=output,
        )

    async def read(self) -> str | None:
        """The next line; "" when Ctrl-C cancelled it; None at Ctrl-D (quit)."""
        try:
            return await self.session.prompt_async(self.prompt)
        except KeyboardInterrupt:
            return ""
        except EOFError:
            return None
