"""Text a user wrote, made safe to echo back in a reply that Discord renders under the bot's name.

`neutral(text)` is the one place this is done: every reply builder that quotes a user's words (a scenario
step, a sentence the reader can't read, a card name or rule number it can't find, a search query) passes
them through it, once. Discord then shows what was typed, but nothing in it formats, links or mentions:

- markdown is escaped with a backslash (`*`, `_`, `~`, `|`, a backtick, a backslash itself; `>`, `#`, `-`,
  `+` at the start of a line), so `**Free Nitro**` shows its asterisks instead of bold text;
- a masked link `[text](https://…)` gets a zero-width space between `]` and `(`, so it shows as typed,
  not as a link named "text";
- mentions get a zero-width space after `@` in `@everyone`/`@here` and after every `<` (`<@123>`,
  `<@&5>`, `<#7>`, `</command:1>`), so they show as text (Discord never pings from a bot reply anyway:
  allowed_mentions is none).

Discord hides the backslashes and the zero-width spaces; a terminal shows the backslashes. No discord import:
commands/ is shared with the console.
"""

from __future__ import annotations

import re

ZWSP = "\u200b"

_INLINE = re.compile(r"([\\*_~|`])")  # formatting anywhere in a line: bold/italic, underline, strike, spoiler, code
_LINE_START = re.compile(r"^([ \t]*)([>#+-])", re.M)  # a quote, heading, subtext or list item
_MASKED_LINK = re.compile(r"\]\(")
_EVERYONE = re.compile(r"@(?=everyone|here)", re.I)
_ANGLE = re.compile(r"<")


_FENCE = re.compile(r"```(?:[a-z]*\n)?(.*?)```", re.S)  # a code block (its language tag dropped)
_QUOTE = re.compile(r"^[ \t]*>{1,3}[ \t]?", re.M)  # "> quoted" and ">>> quoted" lines
# paired markers around text: bold, underline, strike, spoiler, code; italic * and _ only at word edges
_MARKS = frozenset("`>*_~|")  # a character each of _FENCE, _QUOTE and _PAIRED needs to match
_PAIRED = re.compile(r"(\*\*|__|~~|\|\||`)(?=\S)(.+?)(?<=\S)\1|(?<!\w)([*_])(?=\S)(.+?)(?<=\S)\3(?!\w)")


def plain(text: str) -> str:
    """A message with Discord's formatting taken off and its words kept ("**Lightning Bolt**" -> "Lightning
    Bolt", "||my Bears||" -> "my Bears"), for the reader: players paste formatted chat (issue #16)."""
    if _MARKS.isdisjoint(text):
        return text  # (every pattern below needs one of these characters: most messages have none)
    text = _QUOTE.sub("", _FENCE.sub(r"\1", text))
    for _ in range(3):  # nested markers: ***bold italic***, **__both__**
        inner = _PAIRED.sub(lambda m: m.group(2) if m.group(2) is not None else m.group(4), text)
        if inner == text:
            break
        text = inner
    return text


def neutral(text: str) -> str:
    """`text` (a user's words) as Discord should show it: literally, without formatting, links or mentions.
    Apply it once, to the user's part only (it is not idempotent: a backslash is escaped each time)."""
    text = _INLINE.sub(r"\\\1", text)
    text = _LINE_START.sub(r"\1\\\2", text)
    text = _MASKED_LINK.sub("]" + ZWSP + "(", text)
    text = _EVERYONE.sub("@" + ZWSP, text)
    return _ANGLE.sub("<" + ZWSP, text)
