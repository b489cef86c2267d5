"""A pronoun that could mean any of the permanents named together just before it ("… blocked my Air Elemental. its
2/4", "… blocked my Hill Giant and he paid to regenerate it"), where what the sentence says of it fits only one of
them: that one. Otherwise the reader's own question stands ("it could mean either: name the one meant")."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from . import lexicon as lx

if TYPE_CHECKING:
    from .situation import Reader


def fitting_ref(r: Reader, text: str, fits: Callable[[Any], bool]) -> Any:
    """The object `text` names; a pronoun that could mean several named together is the one `fits` holds for."""
    from .situation import SituationError

    try:
        return r.obj(r.ref(text, "target"))
    except SituationError:
        if text.strip().lower() not in lx.PRONOUNS or not r.mentions:
            raise
        last = max(r.mentioned_in)
        group = {o.id: o for o, n in zip(r.mentions, r.mentioned_in, strict=True) if n == last and o.permanent}
        found = [o for o in group.values() if fits(o)]
        if len(found) != 1:
            raise
        r.last = found[0]
        return found[0]
