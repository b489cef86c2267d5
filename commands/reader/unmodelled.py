"""Cards named in a message that have text the engine can't model (issue #16): when the message doesn't read
and a card it names has such a line that could matter (a static ability touching damage, life or counters; a
trigger; an activated ability the message talks of using), that is the refusal, exit 3, naming the line — a
rewrite of the words couldn't get it answered. Whether a line could matter is cardindex/relevance.py's call."""

from __future__ import annotations

import re
from typing import Any

from cardindex.fuzzy import normalise as normalise_name
from resolver.state import RETURN_KEYWORDS

from .entities import Names
from .normalise import normalise

_USES = re.compile(r"\b(?:activat\w*|abilit(?:y|ies)|use[sd]?|using|ping\w*|sacrific\w*|tap(?:s|ped)?)\b", re.I)
_MAX_QUOTE = 90


def unmodelled_lines(text: str, index: Any, game: str, names: Names | None = None) -> list[tuple[str, str]]:
    """(card name, line) for each line of the cards `text` names that isn't modelled and could matter here, in
    the order the cards are named."""
    names = names or Names(index, game)
    uses = bool(_USES.search(text))
    out: list[tuple[str, str]] = []
    words = normalise(text).split()
    for i, j, name in names.spans(" ".join(words)):
        card = names.card(name)
        if card is None or any(n == name for n, _ in out) or not _names_the_card(words, i, j, card):
            continue
        returns = [k for face in card.faces for k in face.keywords if k.lower() in RETURN_KEYWORDS]
        if returns:  # persist, undying: the engine refuses as one returns a creature (resolver/events.py)
            out.append((name, f"{returns[0]} (returning it to the battlefield)"))
            continue
        for ability in card.abilities:
            if ability.modelled or not ability.relevant or (ability.kind == "activated" and not uses):
                continue
            out.append((name, ability.text))
            break
    return out


def _names_the_card(words: list[str], i: int, j: int, card: Any) -> bool:
    """One word names a card only as its whole name ("Solemnity"; not "Turn" for Turn // Burn, "Fire" for
    Fire // Ice), and not as the possessive start of a longer name ("Trailblazer's Torch")."""
    spoken = [w for w in words[i:j] if any(ch.isalnum() for ch in w)]  # not "order? ." (a stray full stop)
    if len(spoken) > 1:
        return True
    word = spoken[0].strip(",.;:!?\"'()") if spoken else ""
    after = words[j] if j < len(words) else ""
    if re.search(r"['’]s$", word) and after[:1].isupper():
        return False
    return normalise_name(word.removesuffix("'s")) == normalise_name(card.name)


def unmodelled_refusal(text: str, index: Any, game: str, names: Names | None = None) -> str | None:
    """The one-line refusal (exit 3) naming the first such line, or None."""
    found = unmodelled_lines(text, index, game, names)
    if not found:
        return None
    name, line = found[0]
    quote = line if len(line) <= _MAX_QUOTE else line[: _MAX_QUOTE - 1].rstrip() + "…"
    more = f" (also {', '.join(n for n, _ in found[1:3])})" if len(found) > 1 else ""
    return (
        f"{name}: \"{quote}\" isn't modelled yet{more}, and it may decide this, so it isn't answered "
        f"(/card {name} shows what is modelled)"
    )
