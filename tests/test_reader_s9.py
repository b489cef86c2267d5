"""The ninth day's reader work on refusals for the reason a report gives (issue #16), each on the text that failed.

Cards (the 2018 pool): Kumano's Pupils, "Whenever a creature dealt damage by Kumano's Pupils this turn dies, put
a +1/+1 counter on Kumano's Pupils." — no activated ability. Kumano, Master Yamabushi (2005) is newer than nothing
but isn't in the pool's data either way; Torbran, Thane of Red Fell is bundled.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


# 1. A word a card's name has only as a possessive names no card by itself (commands/reader/short_unknown.py):
# "Kumano's ping ability" is a legend's, not Kumano's Pupils' (questions jb-040 was refused as Kumano's Pupils
# having no activated ability).
@pytest.mark.parametrize(
    "text",
    [
        "With Torbran on the field, I activated Kumano's ping ability and it didn't trigger the 2 additional damage "
        "from Torbran.",
        "I activated Kumano's ability targeting my opponent's 2/2 and Torbran didn't add 2",
    ],
)
def test_a_possessive_word_of_a_name_is_no_first_name(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2
    assert reply.summary.startswith('no card named "Kumano"')


def test_a_first_name_a_card_has_as_a_word_is_still_known(pool_index):
    # Jace's Erasure has "Jace" only as a possessive, Jace Beleren as a word: Jace is known, so not refused as such
    reply = ask_reply("Jace's +2 and then Opponent casts Shock targeting Jace Beleren", index=pool_index)
    assert not (reply.error and reply.summary.startswith('no card named "Jace"'))
