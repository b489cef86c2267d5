"""Damage spells the compiler now reads (cardindex/compiler.py's damage sentence), on the 2018 pool's Oracle text:

- Char, Psionic Blast: "… deals 4 damage to any target and 2 damage to you." — one event (CR 120.2), its controller
  dealt 2 (the caster, not the asker);
- Chandra's Outrage: "… deals 4 damage to target creature and 2 damage to that creature's controller.";
- Roast: "… deals 5 damage to target creature without flying."; Leaf Arrow: "… deals 3 damage to target creature
  with flying." (checked as chosen and on resolution, CR 115.1, 601.2c, 608.2b);
- Arrows of Justice: "… deals 4 damage to target attacking or blocking creature.";
- Flame Rift: "… deals 4 damage to each player."; Breath of Malfegor: "… deals 5 damage to each opponent.".
Each was refused before as "not recognised by the oracle-text compiler".
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


def _only(pool_index, text):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    (outcome,) = [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]
    return outcome, reply.to_text()


def _zone(outcome, name):
    (found,) = [p for p in outcome.permanents.values() if p.name == name]
    return found.zone


def test_char_deals_two_to_its_caster_in_the_same_event(pool_index):
    o, text = _only(pool_index, "I'm at 2 life. Opponent controls Grizzly Bears. I cast Char targeting Grizzly Bears.")
    assert o.players["You"].life == 0 and o.players["You"].lost
    assert _zone(o, "Grizzly Bears") == "graveyard"
    assert "Char deals 2 damage to You" in text and "704.5a" in text
    # the opponent's Char: 2 to the opponent, not to the asker
    o, _ = _only(pool_index, "Opponent casts Psionic Blast targeting me.")
    assert (o.players["You"].life, o.players["Opponent"].life) == (16, 18)


def test_char_with_its_target_gone_deals_nothing_to_its_caster(pool_index):
    # CR 608.2b: every target illegal, the spell doesn't resolve, so none of its damage is dealt
    o, text = _only(
        pool_index,
        "I control Grizzly Bears. Opponent casts Char targeting Grizzly Bears. In response, I cast Unsummon "
        "targeting Grizzly Bears.",
    )
    assert o.players["Opponent"].life == 20
    assert _zone(o, "Grizzly Bears") == "hand"
    assert "608.2b" in text


def test_chandras_outrage_damages_the_targets_controller(pool_index):
    o, _ = _only(pool_index, "Opponent controls Grizzly Bears. I cast Chandra's Outrage targeting Grizzly Bears.")
    assert o.players["Opponent"].life == 18 and o.players["You"].life == 20
    assert _zone(o, "Grizzly Bears") == "graveyard"


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("Opponent controls Serra Angel. I cast Roast targeting Serra Angel.", "a creature without flying"),
        ("Opponent controls Hill Giant. I cast Leaf Arrow targeting Hill Giant.", "a creature with flying"),
        ("Opponent controls Hill Giant. I cast Arrows of Justice targeting it.", "attacking or blocking creature"),
    ],
)
def test_a_target_the_spell_cant_have_is_refused(pool_index, text, why):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2
    assert f"needs {why}" in reply.summary or f"needs an {why}" in reply.summary
    if "with flying" in why:  # no combat status asked: no word of the combat's after_assignment
        assert "after_assignment" not in reply.summary


def test_flying_qualities_allow_their_targets(pool_index):
    o, _ = _only(pool_index, "Opponent controls Hill Giant. I cast Roast targeting Hill Giant.")
    assert _zone(o, "Hill Giant") == "graveyard"
    o, _ = _only(pool_index, "Opponent controls Serra Angel. I cast Leaf Arrow targeting Serra Angel.")
    (angel,) = o.permanents.values()
    assert (angel.zone, angel.damage) == ("battlefield", 3)


def test_arrows_of_justice_at_an_attacker(pool_index):
    text = "Opponent controls Hill Giant. Hill Giant attacks me. I cast Arrows of Justice targeting it."
    o, _ = _only(pool_index, text)
    assert _zone(o, "Hill Giant") == "graveyard"
    assert o.players["You"].life == 20  # it left before combat damage (CR 506.4)


def test_each_player_and_each_opponent(pool_index):
    o, text = _only(pool_index, "I'm at 4 life. Opponent is at 4 life. I cast Flame Rift.")
    assert o.players["You"].lost and o.players["Opponent"].lost
    assert "104.4a" in text  # a draw: both lose at once
    o, _ = _only(pool_index, "Opponent casts Breath of Malfegor.")
    assert (o.players["You"].life, o.players["Opponent"].life) == (15, 20)
