"""What a story says came of it, told after something happened ("… I blocked with my Juvenile Gloomwidow. After
combat the Drake was a 1/1", "… and opponent gained 2 life"): a report of the game, not a fact of the board before
it. Read as a fact it would change the board (a 1/1 Drake from the start, 2 more life); asked back, the message isn't
answered though the rules say it. So it is kept as told and checked against the answer: when every outcome gives it,
the reading says so and the answer stands; when none or only some do, the message is asked back as before, now saying
what the rules give — what was told may be a board fact left out (a pump, counters, a life total), which only the
asker knows (never guessed)."""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from .size_said import not_its_size

if TYPE_CHECKING:
    from .situation import Reader


@dataclass(frozen=True)
class ToldSize:
    """A size told of a permanent after what happened: the words, the permanent's id and name, its size told, and its
    size as read before."""

    quote: str
    ident: str
    shown: str
    want: str
    before: str | None

    def given(self, outcome: Any) -> str:
        p = outcome.permanents.get(self.ident)
        if p is None or p.zone != "battlefield" or p.power is None or p.toughness is None:
            return "not on the battlefield"
        return f"{p.power}/{p.toughness}"

    def note(self) -> str:
        return f'"{self.quote}" is what came of it, told: the rules give it too ({self.shown} is {self.want})'

    def plain(self) -> str:
        return str(not_its_size(self.quote, self.shown, self.before, self.want))

    def refusal(self, given: list[str]) -> str:
        said = self.plain()
        return said.replace(" as I read it;", f" as I read it, and the answer leaves it {' or '.join(given)};")


@dataclass(frozen=True)
class ToldLife:
    """Life told as gained or lost after what happened ("opponent gained 2 life"): the words, the player, and the
    change told (+2, -3), from the life the reading starts the player at."""

    quote: str
    player: str
    change: int
    start: int

    @property
    def want(self) -> str:
        return f"{self.change:+d}"

    def given(self, outcome: Any) -> str:
        p = outcome.players.get(self.player)
        return "—" if p is None else f"{p.life - self.start:+d}"

    def note(self) -> str:
        return f'"{self.quote}" is what came of it, told: the rules give it too ({self.player}: {self.want} life)'

    def plain(self) -> str:
        return (
            f'"{self.quote}" says what came of it: say the life totals as facts before what happens (see /help ruling)'
        )

    def refusal(self, given: list[str]) -> str:
        return (
            f'"{self.quote}": the answer gives {self.player} {" or ".join(given)} life, not {self.want}: if the board '
            "differs (a card, a life total, what happened before), say it as a fact of its own (see /help ruling)"
        )


def checked(told: list[Any], outcomes: list[Any]) -> tuple[list[str], str | None]:
    """(notes, refusal): a note for each result every outcome gives; the refusal (one line) for the first one that
    not every outcome gives."""
    notes: list[str] = []
    for t in told:
        given = [t.given(o) for o in outcomes]
        if given and all(g == t.want for g in given):
            notes.append(t.note())
            continue
        return notes, t.refusal(sorted(set(given)))
    return notes, None


_LIFE_TOLD = re.compile(
    r"^(?P<p>I|Opponent|he|she|they)\s+(?:only\s+|just\s+|also\s+|then\s+)?(?P<v>gained|lost)\s+(?P<n>[0-9]{1,2})\s+"
    r"life(?:\s+from\s+(?:it|that|lifelink|the\s+\S+))?$",
    re.I,
)


def form_life_told(r: Reader, s: str) -> bool:
    """ "Opponent gained 2 life", "I lost 3 life", told after something happened: what came of it (see the module
    docstring), checked against the answer."""
    m = _LIFE_TOLD.match(s.strip())
    if m is None or not (r.actions or r.combat or r.stack):
        return False
    who = r.player_word(m["p"])
    if who is None:
        return False
    change = int(m["n"]) * (1 if m["v"].lower() == "gained" else -1)
    r.results.append(ToldLife(s.strip(), who, change, r.life.get(who, 20)))
    return True
