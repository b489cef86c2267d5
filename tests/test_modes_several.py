"""Modal spells whose caster may choose more than one mode (CR 700.2d), and mass keyword grants.

Oracle text (the 2018 pool, checked against ../shared/cards/oracle-cards-2018.json):
- Deafening Clarion (Sorcery): "Choose one or both — • Deafening Clarion deals 3 damage to each creature.
  • Creatures you control gain lifelink until end of turn."
- Borrowed Malevolence (Instant): "Escalate {2} … Choose one or both — • Target creature gets +1/+1 until end of
  turn. • Target creature gets -1/-1 until end of turn."
- Applied Biomancy (Instant): "Choose one or both — • Target creature gets +1/+1 until end of turn. • Return target
  creature to its owner's hand."
- Crash Through (Sorcery): "Creatures you control gain trample until end of turn. Draw a card."
- Healing Salve (bundled): "Choose one — • Target player gains 3 life. • Prevent the next 3 damage …"

Before: a "Choose one or both" spell cast without its mode said was answered with one outcome per single mode, and
none for both modes, a choice its caster has (a missing outcome). It now refuses (exit 3) unless the mode is said.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


def _perm(outcome, name):
    (found,) = [p for p in outcome.permanents.values() if p.name == name]
    return found


def _outcomes(reply):
    assert not reply.error, reply.summary
    return [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]


def test_a_mass_lifelink_grant_compiles_and_gains_life_in_combat(pool_index):
    # mode 2 was unmodelled ("not recognised … 'creatures you control gain lifelink until end of turn'")
    reply = ask_reply(
        "I control Grizzly Bears. I cast Deafening Clarion choosing mode 2. Grizzly Bears attacks opponent.",
        index=pool_index,
    )
    (only,) = _outcomes(reply)
    assert only.players["You"].life == 22  # lifelink: 2 combat damage dealt, 2 life gained (CR 702.15b)
    assert only.players["Opponent"].life == 18
    text = reply.to_text()
    assert "Grizzly Bears gains lifelink until end of turn" in text


def test_crash_through_grants_trample_to_each_creature_its_caster_controls(pool_index):
    reply = ask_reply(
        "I control Hill Giant. Opponent controls Grizzly Bears. I cast Crash Through. Hill Giant attacks opponent. "
        "Grizzly Bears blocks it.",
        index=pool_index,
    )
    outcomes = _outcomes(reply)
    # 3 power with trample, 2 lethal to the Bears: 1 may be assigned to the player, or all 3 to the Bears
    # (CR 702.19b: its controller's choice); without trample, no damage would reach the player
    assert {o.players["Opponent"].life for o in outcomes} == {19, 20}
    assert all(_perm(o, "Grizzly Bears").zone == "graveyard" for o in outcomes)


@pytest.mark.parametrize(
    "text",
    [
        "I control Grizzly Bears. Opponent casts Deafening Clarion.",
        "Opponent controls Hill Giant. I cast Borrowed Malevolence targeting Hill Giant.",
        # answered before with an outcome per mode (pump it, or return it to its owner's hand), none for both
        "Opponent controls Hill Giant. I cast Applied Biomancy targeting Hill Giant.",
    ],
)
def test_a_one_or_both_spell_without_its_mode_refuses(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 3
    assert '"Choose one or both"' in reply.summary and "700.2d" in reply.summary


@pytest.mark.parametrize("said", ["both modes", "modes 1 and 2", "both", "mode 1 and mode 2"])
def test_both_modes_said_refuses_as_unmodelled(pool_index, said):
    reply = ask_reply(f"I control Grizzly Bears. Opponent casts Deafening Clarion choosing {said}.", index=pool_index)
    assert reply.error and reply.exit_code == 3
    assert reply.summary.startswith("Deafening Clarion cast with more than one mode")


def test_one_mode_said_is_answered(pool_index):
    reply = ask_reply("I control Grizzly Bears. Opponent casts Deafening Clarion choosing mode 1.", index=pool_index)
    (only,) = _outcomes(reply)
    assert _perm(only, "Grizzly Bears").zone == "graveyard"  # 3 damage to a 2/2 (CR 704.5g)
    reply = ask_reply(
        "Opponent controls Hill Giant. I cast Borrowed Malevolence choosing mode 2 targeting Hill Giant.",
        index=pool_index,
    )
    (only,) = _outcomes(reply)
    assert _perm(only, "Hill Giant").zone == "battlefield"
    assert (_perm(only, "Hill Giant").power, _perm(only, "Hill Giant").toughness) == (2, 2)


def test_both_modes_of_a_choose_one_spell_are_asked_back(pool_index):
    reply = ask_reply("I control Grizzly Bears. I cast Healing Salve choosing both modes.", index=pool_index)
    assert reply.error and reply.exit_code == 2
    assert 'Healing Salve says "Choose one"' in reply.summary
