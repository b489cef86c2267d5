"""What a player says they don't use, beside cards said to be in their hand (audit9).

"I have Giant Growth in hand. I don't cast it", "I could activate Samite Healer but I don't", "…, I pass", "I have no
response", "I hold it": the card or ability offered (each way to use it, or not: situation.form_hand) is then not used
in any outcome, and the reading says so; a card said not to be cast is never cast. Which one "it" is, beside several
offered, is asked.
"""

from __future__ import annotations

import re

from .. import lexicon as lx
from ..offers import offered, withdraw_offers
from ..situation import Reader, SituationError
from .entities import Names, subject

_DECLINED = re.compile(
    r"^(?P<p>I|Opponent|he|she|they|we)\s+(?:"
    r"(?:doesn't|does\s+not|didn't|did\s+not|don't|do\s+not|won't|will\s+not|(?:chooses?|chose|decides?|decided)\s+"
    r"not\s+to|(?P<had>hadn't|had\s+not|hasn't|has\s+not|never))(?:\s+(?P<v>respond|activated?|cast|used?|played?)\b"
    r"(?P<what>[^,;]*))?"
    r"|pass(?:es|ed)?(?:\s+priority)?|(?:have|has|had)\s+no\s+(?:response|responses|answer)"
    r"|(?:holds?|held|keeps?|kept)\s+(?:it|that|onto\s+it|on\s+to\s+it|it\s+back)(?:\s+in\s+(?:my\s+|his\s+|her\s+)?hand)?)$",
    re.I,
)
_ANY = re.compile(r"\s*\b(?:in\s+response(?:\s+to\s+.+)?|either|at\s+all|anything|now|yet)$", re.I)
_IT = {"it", "that", "this", "them", "those", "that one", "that card", "the card", "that spell", "the spell"}


def declined(clause: str, r: Reader, names: Names) -> str | None:
    """The reading's note when `clause` says a player doesn't use what they were said to be able to use (it is
    taken back: situation.withdraw_offers); None when it says no such thing, or the player was offered nothing
    (then it is read as before: nothing is done)."""
    m = _DECLINED.match(clause.strip())
    player = subject(m["p"])[0] if m else None
    who = r.player_word(player) if player else None
    held = offered(r, who) if who else []
    if m is not None and who is not None and not held and m["had"] and m["v"]:
        # "(he hadn't activated it yet)": nothing used, as the reading has it (nothing was offered)
        does = lx.verb(who, "don't")
        return f'"{clause.strip()}": {who} {does} use anything here, as read'
    if m is None or who is None or not held:
        return None
    what = _ANY.sub("", (m["what"] or "").strip()).strip()
    what = re.sub(r"^(?:with|my|his|her|their|the)\s+", "", what, flags=re.I)
    name: str | None = None
    if what and m["v"].lower() != "respond":
        if what.lower() in _IT:
            if len(set(held)) > 1:
                raise SituationError(
                    f'"{clause.strip()}": which isn\'t said ({" or ".join(dict.fromkeys(held))}): name the card '
                    '("I don\'t cast <card>"; see /help ruling)'
                )
            name = held[0]
        else:
            name = _named(what, held, names)
            if name is None:
                return None  # a card not offered ("I don't cast Fog"): nothing is done, as before
    withdraw_offers(r, who, name)
    used = name or " or ".join(dict.fromkeys(held))
    does = lx.verb(who, "don't")
    return f'"{clause.strip()}": {who} {does} use {used} in any outcome (it was said to be usable)'


def _named(what: str, held: list[str], names: Names) -> str | None:
    """The offered card `what` names: by its name ("Giant Growth"), or by words of it ("the healer")."""
    spans = names.spans(what)
    if spans:
        card = spans[0][2]
        return card if card in held else None
    words = set(what.lower().split())
    found = [h for h in dict.fromkeys(held) if words and words <= set(h.lower().split())]
    return found[0] if len(found) == 1 else None


_PASSES = re.compile(
    r"^(?:I|Opponent|he|she|they|we)\s+(?:pass(?:es|ed)?(?:\s+priority)?|(?:have|has|had)\s+no\s+(?:response|responses))$",
    re.I,
)


def passed_with_stack(clause: str, r: Reader, next_clause: str | None) -> None:
    """ "Opponent casts Giant Growth on his Grizzly Bears. I pass. I cast Shock …": once every player passes in
    succession the top of the stack resolves (CR 117.4, 405.5), so what follows may come after it; set aside, the
    Shock was read as a response. Asked, unless the next clause says what resolves."""
    if not r.stack or next_clause is None or not _PASSES.match(clause.strip()):
        return
    if re.search(r"\bresolv", next_clause, re.I):
        return
    raise SituationError(
        f'"{clause.strip()}" with {r.stack[-1].name} on the stack: once each player passes in a row it resolves (CR '
        f'117.4, 405.5); say whether it resolved before what follows ("{r.stack[-1].name} resolves"), or that what '
        "follows is in response (see /help ruling)"
    )
