"""Totem armor (CR 702.89a): "If enchanted permanent would be destroyed, instead remove all damage marked on it and
destroy this Aura." (resolver/totem_armor.py). Before, any Umbra refused ("keyword 'Totem armor' … not modelled").

Oracle text (the 2018 pool): Boar Umbra "Enchant creature / Enchanted creature gets +3/+3. / Totem armor (If
enchanted creature would be destroyed, instead remove all damage from it and destroy this Aura.)"; Hyena Umbra
"… gets +1/+1 and has first strike. / Totem armor …"; Drudge
Skeletons "{B}: Regenerate Drudge Skeletons."; Murder "Destroy target creature."; Wrath of God "Destroy all
creatures. They can't be regenerated."; Grasp of Darkness "Target creature gets -4/-4 until end of turn.".
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut

BEARS = "I control Grizzly Bears enchanted with Boar Umbra."


def _outcomes(pool_index, text, ruleset="mtg"):
    reply = ask_reply(text, ruleset=ruleset, index=pool_index)
    assert not reply.error, reply.summary
    return [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]], reply.to_text()


def _perm(outcome, name):
    (found,) = [p for p in outcome.permanents.values() if p.name == name]
    return found


@pytest.mark.parametrize(
    "then",
    [
        "Opponent casts Murder targeting Grizzly Bears.",
        "Opponent casts Wrath of God.",  # "can't be regenerated" doesn't stop totem armor (it isn't regeneration)
        "Opponent controls a 6/6 creature. The 6/6 creature attacks me. Grizzly Bears blocks it.",  # lethal damage
        "Opponent controls a 1/1 creature with deathtouch. The 1/1 creature attacks me. Grizzly Bears blocks it.",
    ],
)
def test_the_umbra_is_destroyed_instead_and_the_damage_removed(pool_index, then):
    (o,), text = _outcomes(pool_index, f"{BEARS} {then}")
    bears = _perm(o, "Grizzly Bears")
    assert (bears.zone, bears.damage, bears.power, bears.toughness) == ("battlefield", 0, 2, 2)
    assert _perm(o, "Boar Umbra").zone == "graveyard"
    assert "totem armor applies instead" in text and "702.89a" in text


def test_damage_short_of_lethal_leaves_the_umbra(pool_index):
    (o,), _ = _outcomes(pool_index, f"{BEARS} Opponent casts Lightning Bolt targeting Grizzly Bears.")
    assert _perm(o, "Grizzly Bears").damage == 3 and _perm(o, "Boar Umbra").zone == "battlefield"


def test_toughness_zero_is_not_destruction(pool_index):
    # CR 704.5f: put into the graveyard, not destroyed, so totem armor doesn't apply; the Aura then goes too (704.5m)
    (o,), text = _outcomes(
        pool_index,
        "I control Grizzly Bears enchanted with Hyena Umbra. Opponent casts Grasp of Darkness targeting Grizzly Bears.",
    )
    assert _perm(o, "Grizzly Bears").zone == "graveyard" and _perm(o, "Hyena Umbra").zone == "graveyard"
    assert "totem armor applies" not in text and "704.5f" in text


def test_two_umbras_the_controller_chooses_which_goes(pool_index):
    outcomes, text = _outcomes(
        pool_index,
        "I control Grizzly Bears enchanted with Boar Umbra and Hyena Umbra. Opponent casts Murder targeting "
        "Grizzly Bears.",
    )
    sizes = sorted((_perm(o, "Grizzly Bears").power, _perm(o, "Boar Umbra").zone) for o in outcomes)
    assert sizes == [(3, "graveyard"), (5, "battlefield")]  # Boar gone: 2/2 +1/+1; Hyena gone: 2/2 +3/+3
    assert "616.1" in text


def test_beside_a_regeneration_shield_each_replacement_is_an_outcome(pool_index):
    outcomes, _ = _outcomes(
        pool_index,
        "I control Drudge Skeletons enchanted with Boar Umbra. I activate Drudge Skeletons. Drudge Skeletons' "
        "ability resolves. Then opponent casts Murder targeting Drudge Skeletons.",
    )
    assert len(outcomes) == 2
    assert {_perm(o, "Boar Umbra").zone for o in outcomes} == {"graveyard", "battlefield"}
    assert all(_perm(o, "Drudge Skeletons").zone == "battlefield" for o in outcomes)


def test_the_2008_rules_had_no_totem_armor(pool_index):
    reply = ask_reply(
        f"{BEARS} Opponent casts Lightning Bolt targeting Grizzly Bears.", ruleset="mtg-2008", index=pool_index
    )
    assert reply.error and reply.exit_code == 3 and "totem armor" in reply.summary
