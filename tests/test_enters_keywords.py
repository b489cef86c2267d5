"""Keywords that work only as a permanent enters or in its controller's upkeep (cardindex/data/keywords.json,
"ignored"): fading and vanishing (counters put on as it enters, removed at upkeep), riot (a +1/+1 counter or haste,
chosen as it enters). A permanent a situation has is on the battlefield from its start, with the counters said;
no answer reaches an upkeep. Before, each refused in combat or wherever its reminder text's words could matter.

Oracle text (the 2018 pool): Blastoderm (5/5) "Shroud … / Fading 3 (This creature enters with three fade counters on
it. At the beginning of your upkeep, remove a fade counter from it. If you can't, sacrifice it.)"; Calciderm (5/5)
"Shroud … / Vanishing 4 (…)"; Zhur-Taa Goblin (2/2) "Riot (This creature enters with your choice of a +1/+1 counter or
haste.)".
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


@pytest.mark.parametrize("name", ["Blastoderm", "Calciderm"])
def test_fading_and_vanishing_creatures_fight(pool_index, name):
    reply = ask_reply(
        f"I control {name}. Opponent controls Hill Giant. {name} attacks opponent. Hill Giant blocks it.",
        index=pool_index,
    )
    assert not reply.error, reply.summary
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    giant = [p for p in o.permanents.values() if p.name == "Hill Giant"]
    assert giant[0].zone == "graveyard"
    assert "its controller's upkeep" in reply.to_text()  # listed as ignored, with why


def test_riot_is_ignored_and_its_counters_are_those_said(pool_index):
    reply = ask_reply("I control Zhur-Taa Goblin. Opponent casts Shock targeting Zhur-Taa Goblin.", index=pool_index)
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    assert [p.zone for p in o.permanents.values()] == ["graveyard"]  # a 2/2 with no counter said
    reply = ask_reply(
        "I control Zhur-Taa Goblin with a +1/+1 counter. Opponent casts Shock targeting it.", index=pool_index
    )
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    assert [(p.zone, p.damage) for p in o.permanents.values()] == [("battlefield", 2)]
