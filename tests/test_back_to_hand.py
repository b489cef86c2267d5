"""'When this is put into a graveyard from the battlefield, return this to its owner's hand.' (Rancor, Aspect of
Mongoose, Brilliant Halo; cardindex/templates/other_events.py): a leaves-the-battlefield trigger (CR 603.6c,
603.10a) whose card goes back to its owner's hand, if it is still in the graveyard (400.7). Before, Rancor refused.

Oracle text (the 2018 pool): Rancor "Enchant creature / Enchanted creature gets +2/+0 and has trample. / When Rancor
is put into a graveyard from the battlefield, return Rancor to its owner's hand."
"""

from __future__ import annotations

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


def _zones(outcome):
    return {p.name: p.zone for p in outcome.permanents.values()}


def test_rancor_returns_to_hand_when_its_creature_dies(pool_index):
    reply = ask_reply(
        "I control Grizzly Bears enchanted with Rancor. Opponent casts Lightning Bolt targeting Grizzly Bears.",
        index=pool_index,
    )
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    assert _zones(o) == {"Grizzly Bears": "graveyard", "Rancor": "hand"}
    text = reply.to_text()
    assert "704.5m" in text and "Rancor's triggered ability resolves" in text


def test_rancors_bonus_and_trample_apply_in_combat(pool_index):
    reply = ask_reply(
        "I control Grizzly Bears enchanted with Rancor. Opponent controls Hill Giant. Grizzly Bears attacks opponent. "
        "Hill Giant blocks it.",
        index=pool_index,
    )
    outcomes = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    assert sorted(o.players["Opponent"].life for o in outcomes) == [19, 20]  # a 4/2 trampler over a 3/3
    assert all(
        _zones(o) == {"Grizzly Bears": "graveyard", "Hill Giant": "graveyard", "Rancor": "hand"} for o in outcomes
    )
