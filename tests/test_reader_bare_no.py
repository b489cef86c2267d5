"""A bare "no" that takes back what was just told ("opp bolts it. no, he shocks it", "I control Holy Strength on
opp's bears? no, opp controls …") is a correction, asked back like "no wait" (commands/reader/retold.py): set aside
as commentary, both the taken-back and the corrected statement were read (Bolt and Shock both cast; two Holy
Strengths on the bears).

Oracle texts (../shared/cards/oracle-cards-2018.json): Hill Giant 3/3; Lightning Bolt 3 damage, Shock 2 damage to
any target; Holy Strength "Enchant creature / Enchanted creature gets +1/+2."; Grizzly Bears 2/2.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


@pytest.mark.parametrize(
    "text",
    [
        # the audit's message: answered with the bears 4/6 under two Holy Strengths, surviving the Bolt
        "I control holy strength on opp's grizzly bears? no, opp controls holy strength on his grizzly bears. "
        "I bolt the bears",
        # read as Bolt and Shock both cast, the Giant died; Shock alone leaves it at 3/3 with 2 damage
        "I control Hill Giant. opp bolts it. no, he shocks it",
        "I control Hill Giant. opp bolts it? nope, he shocks it",
    ],
)
def test_a_bare_no_is_asked_back(pool_index, text: str) -> None:
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.summary
    assert "takes back part of what was said before it" in reply.summary


def test_no_telling_nothing_after_it_is_commentary(pool_index) -> None:
    reply = ask_reply("I control Hill Giant. opp shocks it. does it die? no", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    giant = next(p for p in outcome["permanents"].values() if p["name"] == "Hill Giant")
    assert (giant["zone"], giant["damage"]) == ("battlefield", 2)
