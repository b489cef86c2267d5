"""More than one mode said for a modal spell or ability ("choosing both modes", "modes 1 and 2"): CR 700.2.

The engine plays one mode. Where the card lets its controller choose more than one ("Choose one or both —",
"Choose one or more —"), the modes are followed in the order written (CR 700.2d, 608.2c), which
isn't modelled: that is refused (exit 3), never answered with one mode. Where the card says "Choose one —", more
than one mode can't be chosen, and the asker is told so. ("Choose two —" spells refuse each of their modes already.)
"""

from __future__ import annotations

import re
from typing import Any

from resolver.cards import modes_to_choose
from resolver.errors import Unmodelled

# "both", "both modes", "all modes", "all three modes", "modes 1 and 2", "mode 1 and mode 3", "the first and second
# modes", "1 and 2"
_SEVERAL = re.compile(
    r"^(?:the\s+)?(?:both(?:\s+modes)?|all(?:\s+(?:two|three|four))?(?:\s+(?:of\s+the\s+)?modes)?|"
    r"(?:modes?\s+)?(?:[0-9]|first|second|third|fourth)(?:\s*(?:,|and|&|\+)\s*(?:mode\s+)?"
    r"(?:[0-9]|first|second|third|fourth))+(?:\s+modes)?)$",
    re.I,
)


def several_modes(text: str, card: Any, face: int) -> None:
    """Refuse "choosing <text>" when it names more than one mode (see the module docstring); nothing otherwise."""
    if not _SEVERAL.match(text.strip()):
        return
    found = modes_to_choose(card.faces[face].oracle_text or "")
    if found is None or found in ("two", "three", "four"):
        return  # "Choose two —": every mode refuses already, naming that line (cardindex/compiler.py SEVERAL_MODES)
    if found == "one":
        from .situation import SituationError  # (situation.py imports this module)

        raise SituationError(
            f'"choosing {text}": {card.name} says "Choose one", so only one mode is chosen (CR 700.2): say "mode N"'
        )
    raise Unmodelled(
        f'{card.name} cast with more than one mode ("Choose {found}"; CR 700.2d, 608.2c) isn\'t modelled '
        'yet: the engine plays one mode ("choosing mode N"), so this isn\'t answered'
    )
