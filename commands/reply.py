"""A renderable answer, shared by the console and Discord (which turns it into embeds)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass
class Section:
    title: str
    lines: list[str] = field(default_factory=list)


@dataclass
class Reply:
    """What a command answers: a title, a summary, sections, and the machine-readable data."""

    title: str
    summary: str = ""
    sections: list[Section] = field(default_factory=list)
    data: dict[str, Any] | None = None
    error: bool = False
    exit_code: int = 0

    def to_text(self) -> str:
        out = [self.title]
        if self.summary:
            out.append(self.summary)
        for s in self.sections:
            out.append("")
            out.append(s.title)
            out += [f"  {line}" for line in s.lines]
        return "\n".join(out)


def error_reply(message: str, exit_code: int) -> Reply:
    return Reply(title="Error", summary=message, error=True, exit_code=exit_code)


# Advice that names a terminal command, written once here: the command line and the console show it as is; Discord
# shows what a chat user can do instead (`for_chat`), never a terminal command (issue #16).
JSON_CHOICES = 'or fix some choices in a JSON scenario\'s "choices" (rulekeeper resolve)'
JSON_CHOICES_SHORT = '(or fix some in a JSON scenario\'s "choices", with rulekeeper resolve)'
ASK_HELP = "rulekeeper ask --help"
_CHAT = {
    JSON_CHOICES: "or split it into smaller questions (see /help ruling)",
    JSON_CHOICES_SHORT: "(or split it into smaller questions: see /help ruling)",
    ASK_HELP: "/help ruling",
}


def for_chat(text: str) -> str:
    """A message as Discord shows it: terminal-only advice replaced by what a chat user can do."""
    for terminal, chat in _CHAT.items():
        text = text.replace(terminal, chat)
    return text
