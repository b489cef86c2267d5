"""'When you cycle this or it dies, …' (the Shards Sojourners): cycling never happens on the battlefield (CR 702.29),
dying does — the ability is followed as a dies trigger (not recognised: the answer refuses when it dies, naming
it), never ignored as a trigger that can't happen. 'When you cycle this, …' alone still never happens here.

Oracle texts (../shared/cards/oracle-cards-2018.json): Jund Sojourners 3/2 "When you cycle Jund Sojourners or it
dies, you may have it deal 1 damage to any target."; Esper Sojourners 2/3 "… or it dies, you may tap or untap
target permanent."; Bant Sojourners 2/4 "… or it dies, you may create a 1/1 white Soldier creature token.";
Gempalm Incinerator "When you cycle Gempalm Incinerator, you may have it deal X damage to target creature, …".
"""

from __future__ import annotations

import pytest

from cardindex.compiler import compile_card
from cardindex.models import Face
from cardindex.relevance import engine_keywords
from commands.ask import ask_reply


def _triggered(name: str, oracle: str):
    face = Face(name=name, oracle_text=oracle, type_line="Creature")
    lines = compile_card(name, oracle, "Creature")
    _, extra = engine_keywords(face, 0, lines)
    (found,) = [a for a in lines + extra if a.kind == "triggered"]
    return found


def test_cycle_or_dies_is_a_dies_trigger():
    jund = _triggered(
        "Jund Sojourners",
        "When you cycle Jund Sojourners or it dies, you may have it deal 1 damage to any target.\n"
        "Cycling {2}{R} ({2}{R}, Discard this card: Draw a card.)",
    )
    assert jund.relevant and not jund.modelled and jund.trigger == {"event": "dies"}
    gempalm = _triggered(
        "Gempalm Incinerator",
        "Cycling {1}{R} ({1}{R}, Discard this card: Draw a card.)\nWhen you cycle Gempalm Incinerator, you may "
        "have it deal X damage to target creature, where X is the number of Goblins on the battlefield.",
    )
    assert not gempalm.relevant


@pytest.mark.parametrize(
    "text",
    [
        "I control jund sojourners. opp bolts it",  # the audit message: it dies, 1 damage to any target
        "my esper sojourners blocks opp's hill giant",  # Hill Giant's 3 damage kills the 2/3
    ],
)
def test_it_refuses_when_it_dies(pool_index, text: str):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3, reply.summary
    assert "when you cycle this or it dies" in reply.summary


def test_it_answers_when_it_survives(pool_index):
    reply = ask_reply("opp's bant sojourners is blocked by my hill giant", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    (outcome,) = reply.data["outcomes"]
    sojourners = next(p for p in outcome["permanents"].values() if p["name"] == "Bant Sojourners")
    assert (sojourners["zone"], sojourners["damage"]) == ("battlefield", 3)
    assert (
        "Bant Sojourners or it dies, you may create a 1/1 white Soldier creature token.) — it dies in no line"
        in (reply.data["ignored"])
    )
