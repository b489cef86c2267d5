"""Players paste Discord-formatted messages: the reader takes the formatting off and keeps the words (issue #16)."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from commands.safe_text import plain


@pytest.mark.parametrize(
    ("typed", "read"),
    [
        (
            "**Opponent** casts __Lightning Bolt__ targeting my ||Grizzly Bears||.",
            "Opponent casts Lightning Bolt targeting my Grizzly Bears.",
        ),
        ("> I control *Samite Healer*\n> opp bolts me", "I control Samite Healer\nopp bolts me"),
        ("```\nI control Grizzly Bears.\n```", "I control Grizzly Bears.\n"),
        ("***Fog*** and **__both__**", "Fog and both"),
        # not formatting: a word's own underscores, arithmetic, counters
        ("snake_case_name, 2*3, +1/+1 counters", "snake_case_name, 2*3, +1/+1 counters"),
    ],
)
def test_plain_takes_formatting_off_and_keeps_the_words(typed, read):
    assert plain(typed) == read


def test_a_formatted_situation_answers_as_the_plain_one():
    typed = (
        "I control **Grizzly Bears** and *Samite Healer*. Opponent casts `Lightning Bolt` targeting ||Grizzly Bears||."
    )
    plain_reply = ask_reply(plain(typed))
    reply = ask_reply(typed)
    assert not reply.error, reply.summary
    assert reply.data["outcomes"] == plain_reply.data["outcomes"]
    (o,) = reply.data["outcomes"]
    assert o["permanents"]["grizzly-bears"]["zone"] == "graveyard"  # 3 damage to a 2/2 (CR 704.5g)
