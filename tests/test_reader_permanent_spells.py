"""A permanent spell told as cast (commands/reader/frames.py frame_put_into_play, entered.py), a name said in full
named again by its part before the comma (commands/reader/entities.py Names._short_at), and "I have a question
about …" (commentary.py). Real text: fresh11's Thriss question as typed (Pojo's Judge's Corner); the issue's "I
flashed in …"; a held-out-like name of a newer card, "Sheoldred, the Apocalypse"."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import answer, refusal, zone

from commands.ask import ask_reply

THRISS = "Thriss, Nantuko Primus"


def test_fresh11_thriss_as_typed_both_stay(pool_index):
    text = (
        "I have a question about legends, particularly Thriss. If my friend has a Thriss, Nantuko Primus out, and I "
        "play another Thriss, which one would be sent to the graveyard, since they are both the same legend?"
    )
    (o,), first = answer(pool_index, text)
    assert sorted((p.controller, p.zone) for p in o.permanents.values() if p.name == THRISS) == [
        ("Opponent", "battlefield"),
        ("You", "battlefield"),
    ]  # the legend rule looks at one player's permanents (CR 704.5j)
    assert first == "Both survive"
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert 'Not part of the situation (ignored): "I have a question about legends, particularly Thriss"' in reading


def test_a_second_legend_cast_by_its_controller_meets_the_legend_rule(pool_index):
    text = f"I control {THRISS}. I cast another {THRISS}. Which one goes to the graveyard?"
    (o,), _ = answer(pool_index, text)
    assert sorted(p.zone for p in o.permanents.values() if p.name == THRISS) == ["battlefield", "graveyard"]
    assert any("704.5j" in step.rules for step in o.log)
    reading = ask_reply(text, index=pool_index).data["interpretation"]
    assert any("read as resolved" in line and "(CR 608.3)" in line for line in reading)


def test_a_creature_flashed_in_blocks(pool_index):
    text = "Opponent attacks with Hill Giant. I flashed in Pestilence Demon and blocked with it."
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Hill Giant") == "graveyard" and zone(o, "Pestilence Demon") == "battlefield"


def test_a_creature_cast_is_there_for_a_spell_after_it(pool_index):
    (o,), _ = answer(pool_index, "I cast Grizzly Bears. Opponent casts Lightning Bolt targeting it.")
    assert zone(o, "Grizzly Bears") == "graveyard"


def test_what_entering_triggers_is_refused_naming_the_card(pool_index):
    assert refusal(pool_index, "I cast Flametongue Kavu.", 3).startswith("Flametongue Kavu:")
    said = refusal(
        pool_index,
        "I control Soul Warden. Opponent casts Grizzly Bears. I cast Lightning Bolt targeting Grizzly Bears.",
        3,
    )
    assert said.startswith("Soul Warden:")  # "Whenever another creature enters" (CR 603.2)


def test_an_instant_cast_enters_nothing(pool_index):
    (o,), _ = answer(pool_index, "I control Soul Warden. Opponent casts Lightning Bolt targeting me.")
    assert o.players["You"].life == 17  # Soul Warden's trigger never happens: a Bolt doesn't enter


def test_a_creature_cast_this_turn_cant_attack(pool_index):
    assert "(CR 302.6)" in refusal(pool_index, "I cast Hill Giant. Hill Giant attacks Opponent.")


@pytest.mark.parametrize("name", ["Sheoldred, the Apocalypse", "Sheoldred the Apocalypse", "Atraxa, Grand Unifier"])
def test_a_newer_card_with_an_older_ones_first_name_is_unknown(pool_index, name):
    said = refusal(
        pool_index, f"I control Sheoldred, Whispering One. I attack with {name} and he blocks with Grizzly Bears"
    )
    assert said.startswith(f'no card named "{name}"')


def test_a_first_name_alone_isnt_read_from_the_index(pool_index):
    """Without the name said in full, "Thriss" is left to the lookup that says what it read ("the card whose name
    starts so"); Names doesn't take it as the card on its own."""
    from commands.reader.entities import Names

    names = Names(pool_index, "mtg")
    assert names.spans("I play another Thriss") == []
    names.spans(f"Opponent has a {THRISS} out")
    assert names.spans("I play another Thriss") == [(3, 4, THRISS)]
    assert names.spans("Thriss, the Unseen attacks") == []  # an epithet: another card
