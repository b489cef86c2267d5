"""Links in a message as players paste them (issue #16). A web address is no part of the situation, and its words
are no card's name ("http://gatherer.wizards.com/Pages/Card/Details.aspx?multiverseid=15144" isn't a card called
"Pages Card Details"); an image or an attached file is only its caption ("![Attack screenshot](…)",
"[gameplay-report.zip](…)"); a link's words stay ("[Decorated Griffin](https://…)"). A link to a card's page on
Scryfall names that card, as its address spells it ("https://scryfall.com/card/c21/71/inkshield": "inkshield"),
which is how a message names a card the card index may not know. (Each pattern is skipped when the text lacks the
strings its matches contain: commands/reader/needles.py.)"""

from __future__ import annotations

import re

from .needles import sieved

_ADDRESS = r"<?(?:https?://|www\.)[^\s<>]+>?"
_IMAGE = sieved(r"!\[[^\[\]]{0,100}\]\(\s*" + _ADDRESS.replace("[^\\s<>]", "[^\\s<>)]") + r"\s*\)")
_FILE = sieved(r"\[[^\[\]]{1,100}\.(?:zip|png|jpe?g|gif|webp|txt|json|log|dck|mp4)\]\(\s*[^)\s]*\s*\)", re.I)
_LINK = sieved(r"\[([^\[\]]{1,100})\]\(\s*<?(?:https?://|www\.)[^)\s]*>?\s*\)")  # [Decorated Griffin](https://…)
_URL = sieved(r"\s*" + _ADDRESS)  # a bare address: no words of the situation
# A remark in brackets that points at a picture the message had ("(first pic.)", "(second pic shows in GY.)", "(see
# screenshot)"): the picture isn't there, and the remark is no part of the situation (not "(attached to my Bears)").
_PICTURE_NOTE = sieved(
    r"\s*\((?=[^()]{0,60}\b(?:pic|pics|picture|pictures|screenshot|screenshots|screen shot|photo|"
    r"photos)\b)[^()]{0,60}\)",
    re.I,
)
_CARD_PAGE = re.compile(r"\bscryfall\.com/card/[^/\s]+/[^/\s]+/(?P<slug>[a-z0-9]+(?:-[a-z0-9]+)*)", re.I)


def without_links(text: str) -> str:
    """`text` with images and attached files taken out (and remarks pointing at them), links by their words, and
    bare addresses dropped."""
    linked = _URL.sub("", _LINK.sub(r"\1", _FILE.sub("", _IMAGE.sub("", text))))
    return _PICTURE_NOTE.sub(lambda m: "." if m.group(0).rstrip(")").rstrip().endswith((".", "!", "?")) else "", linked)


def linked_names(text: str) -> list[str]:
    """The names of the cards whose Scryfall pages `text` links to, as the addresses spell them, in order, once."""
    out: list[str] = []
    for m in _CARD_PAGE.finditer(text):
        name = m["slug"].replace("-", " ")
        if name not in out:
            out.append(name)
    return out
