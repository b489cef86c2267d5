"""A creature's size said as a sentence of its own ("its a 2/3", "The spider is 2/4", "my elemental is 4/4"):
players restate what they already named. A size that is the creature's as the reading has it (printed, or as
described, with nothing changed yet) adds nothing: the reading says so. Any other size is asked about, never
assumed: what made it so isn't said (CR 208.3: its printed size, changed only by effects and counters)."""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from .referent_fit import fitting_ref

if TYPE_CHECKING:
    from .situation import Reader

_SIZE_SAID = re.compile(
    # "it stays a 2/1", "the Wolves ended up a 1/1": what came of it, said as its size
    r"^(?:(?P<it>it'?s|it\s+is|it\s+was|it\s+(?=stay|remain|end))|(?P<who>.+?)\s+(?:is|was|'s|(?=stay|remain|end)))\s*"
    r"(?:(?P<after>stays|stayed|remains|remained|ends\s+up|ended\s+up)(?:\s+as)?\s+)?"
    r"(?:(?:only|just|still)\s+)?(?:an?\s+)?(?P<pt>[0-9]{1,2}/[0-9]{1,2})(?:\s+creature)?"
    r"(?:\s+so\s+(?P<so>.+))?$",  # "its a 2/3 so its just dead right": the question after it is kept
    re.I,
)


def form_size_said(r: Reader, s: str) -> bool:
    """ "<creature> is (a) P/T", "it's a P/T": the size of a creature already in the reading, restated."""

    m = _SIZE_SAID.match(s.strip())
    if not m:
        return False
    who = "it" if m["it"] else m["who"]
    if r.player_word(who) is not None:
        return False
    said = m["pt"]
    obj = fitting_ref(r, who, lambda o: size_read(o) == said)
    now = size_read(obj)
    if now is None:  # not a creature, or one whose text sizes it (Tarmogoyf): not read here
        return False
    happened = bool(r.actions or r.combat or r.stack)
    if said == now and not (m["after"] and happened):  # ("stays a 3/3" after a fight: what came of it)
        r.notes.append(f'"{s.strip()}" restates the size of {r.display(obj.id)}: nothing to add')
    elif happened:  # after something happened: what came of it, told (checked later)
        from .told_results import ToldSize  # (it imports this module)

        r.results.append(ToldSize(s.strip(), obj.id, r.display(obj.id), said, now))
    else:
        raise not_its_size(s.strip(), r.display(obj.id), now, said)
    if m["so"]:
        r.questions.append(m["so"].strip())
    return True


def not_its_size(quoted: str, shown: str, now: str | None, said: str) -> Exception:
    """The refusal for a size said again that isn't the creature's as read (a sentence or a bracket: situation.py
    Reader.restated_in_brackets)."""
    from .situation import SituationError

    return SituationError(
        f'"{quoted}": {shown} is {now or "not sized so"} as I read it; say what made it {said} (e.g. "{shown} '
        '(+N/+N)" for a pump this turn, or "with N +1/+1 counters"; see /help ruling)'
    )


def size_read(obj: Any) -> str | None:
    """The object's power/toughness as the reading has it so far ("2/3"): printed or described, with its +1/+1 and
    -1/-1 counters (CR 122.1a) and a change this turn said in brackets; None without a size, or a "*" one."""
    face = obj.card.faces[obj.face] if obj.card is not None else None
    power = obj.explicit.get("power", face.power if face is not None else None)
    toughness = obj.explicit.get("toughness", face.toughness if face is not None else None)
    if power is None or toughness is None or "*" in f"{power}{toughness}":
        return None
    n = obj.counters.get("+1/+1", 0) - obj.counters.get("-1/-1", 0)
    p = int(power) + n + obj.this_turn.get("power", 0)
    t = int(toughness) + n + obj.this_turn.get("toughness", 0)
    return f"{p}/{t}"
