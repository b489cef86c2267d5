"""Two permanents with one name: each "Why" step names which one acts (its id), as the recipient always was.

Was (audit12): "Boros Reckoner's triggered ability triggers" twice, then "Boros Reckoner deals 2 damage to Boros
Reckoner [boros-reckoner]" — which Reckoner dealt it wasn't said; in combat, "3/3 creature deals 3 combat damage to
3/3 creature [3-3-creature-2]".
"""

from __future__ import annotations

from commands.ask import ask_reply


def _steps(reply) -> list[str]:
    return [line.strip() for s in reply.sections[1:] for line in s.lines]


def test_each_trigger_and_its_damage_name_their_source(pool_index):
    reply = ask_reply(
        "I control two Boros Reckoners. Opponent controls Hill Giant. Opponent casts Pyroclasm. What happens?",
        index=pool_index,
    )
    assert reply.exit_code == 0, reply.summary
    steps = _steps(reply)
    assert any("Boros Reckoner [boros-reckoner]'s triggered ability triggers" in s for s in steps)
    assert any("Boros Reckoner [boros-reckoner-2]'s triggered ability triggers" in s for s in steps)
    assert any("Boros Reckoner [boros-reckoner-2] deals 2 damage to Opponent" in s for s in steps)
    assert not any("Boros Reckoner's triggered ability" in s for s in steps)


def test_combat_damage_between_two_alike_creatures_names_each(pool_index):
    reply = ask_reply("Opponent attacks me with a 3/3. I block with a 3/3. Does mine die?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    steps = _steps(reply)
    assert any("3/3 creature [3-3-creature] assigns all 3 damage to 3/3 creature [3-3-creature-2]" in s for s in steps)
    assert any(
        "3/3 creature [3-3-creature-2] deals 3 combat damage to 3/3 creature [3-3-creature]" in s for s in steps
    ), steps
