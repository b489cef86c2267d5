"""'When this becomes the target of a spell or ability, <effect>' (the Illusions: Phantasmal Bear, Phantasmal Dragon
"… sacrifice it"; Angelic Protector "… gets +0/+3 until end of turn"; cardindex/templates/triggers.py): it triggers as
a spell that targets it is cast (CR 603.2, 601.2i) and resolves first; a spell whose only target was sacrificed
doesn't resolve (608.2b). An ability that targets it (activated, or a trigger's target) refuses, naming the line.
Before, every such card refused.

Oracle text (the 2018 pool): Phantasmal Bear (2/2) "When Phantasmal Bear becomes the target of a spell or ability,
sacrifice it."; Phantasmal Dragon (5/5) "Flying / When Phantasmal Dragon becomes the target of a spell or ability,
sacrifice it."; Angelic Protector (2/2) "Flying / Whenever Angelic Protector becomes the target of a spell or ability,
Angelic Protector gets +0/+3 until end of turn."; Bogardan Firefiend "When Bogardan Firefiend dies, it deals 2 damage to
target creature."
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


def _only(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    return o, reply.to_text()


@pytest.mark.parametrize("spell", ["Shock", "Giant Growth"])
def test_an_illusion_targeted_by_a_spell_is_sacrificed_and_the_spell_fizzles(pool_index, spell):
    o, text = _only(pool_index, f"I control Phantasmal Bear. Opponent casts {spell} targeting Phantasmal Bear.")
    (bear,) = o.permanents.values()
    assert (bear.zone, bear.damage) == ("graveyard", 0)
    assert "701.17a" in text and "608.2b" in text


def test_angelic_protector_gets_its_toughness_before_the_bolt(pool_index):
    o, _ = _only(pool_index, "I control Angelic Protector. Opponent casts Lightning Bolt targeting Angelic Protector.")
    (angel,) = o.permanents.values()
    assert (angel.zone, angel.damage, angel.toughness) == ("battlefield", 3, 5)


def test_a_spell_that_targets_nothing_doesnt_trigger_it(pool_index):
    o, text = _only(pool_index, "I control Phantasmal Dragon. Opponent casts Pyroclasm.")
    (dragon,) = o.permanents.values()
    assert (dragon.zone, dragon.damage) == ("battlefield", 2) and "sacrificed" not in text


@pytest.mark.parametrize(
    "text",
    [
        "I control Phantasmal Bear. Opponent controls Prodigal Sorcerer. Opponent activates Prodigal Sorcerer "
        "targeting Phantasmal Bear.",
        "I control Phantasmal Dragon. Opponent controls Bogardan Firefiend. Opponent casts Lightning Bolt targeting "
        "Bogardan Firefiend.",  # its dies trigger may target the Dragon
    ],
)
def test_an_ability_that_targets_it_refuses(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 3 and "becomes the target of a spell or ability" in reply.summary


def test_a_card_named_by_its_own_verb_compiles():
    # "Regenerate target creature." on the card Regenerate: its name there is the verb, not "this" (the compiler read
    # "this target creature" and refused; f11-028 asks it at an Illusionary Servant)
    from cardindex.compiler import compile_card

    (spell,) = [a for a in compile_card("Regenerate", "Regenerate target creature.", "Instant") if a.kind == "spell"]
    assert spell.modelled and spell.steps[0]["effect"]["kind"] == "regenerate"


def test_regenerate_at_an_illusion_never_resolves(pool_index):
    o, text = _only(
        pool_index, "Opponent controls Illusionary Servant. I cast Regenerate targeting Illusionary Servant."
    )
    (servant,) = o.permanents.values()
    assert servant.zone == "graveyard" and "Regenerate's targets are all gone" in text
