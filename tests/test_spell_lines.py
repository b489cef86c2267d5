"""An instant's or sorcery's line that is neither its effect nor a mode is never skipped silently as the spell
is cast (#15): a line that can't change the answer is listed under "Ignored" with its reason; any other stops
the answer in one line naming it (cardindex/relevance.py SPELL_LINES, resolver/relevance.py)."""

from __future__ import annotations

import pytest
from pool_cards import index_with, only, pool_cards, refused

from commands.ask import ask_reply

NAMES = ("Deep Wood", "Heavy Fog", "Foxfire", "Snag", "Clinging Mists", "Angelsong", "Combust")
ATTACK = "Opponent controls Grizzly Bears. Grizzly Bears attacks me."


@pytest.fixture(scope="module")
def index():
    return index_with(pool_cards(NAMES))


def answer(index, text: str):
    """The one outcome and the "Ignored" line."""
    reply = ask_reply(text, index=index)
    assert not reply.error, reply.summary
    return only(index, text), reply.data["ignored"]


def test_a_casting_restriction_refuses_naming_it(index):
    # CR 601.3: Deep Wood may be cast only during the declare attackers step, after an attack; here it is cast
    # before Grizzly Bears attacks. It used to answer 20 life, 2 prevented, the restriction unmentioned.
    for card in ("Deep Wood", "Heavy Fog"):
        line = refused(
            index,
            f"Opponent controls Grizzly Bears. I cast {card}. Then Grizzly Bears attacks me.",
            f"{card}: \"Cast {card} only during the declare attackers step and only if you've been attacked",
            3,
        )
        assert "601.3" in line


def test_a_delayed_draw_after_the_turn_is_listed_as_ignored(index):
    # Foxfire's draw is a delayed trigger at the next turn's upkeep (CR 603.7): it happens after the turn the
    # answer describes (whatever might replace that draw, it does so then); the combat is answered, the line named.
    o, ignored = answer(index, f"{ATTACK} I cast Foxfire targeting Grizzly Bears.")
    assert o.players["You"].life == 20 and o.prevented == 2 and o.players["You"].cards_drawn == 0
    assert "Foxfire's line (Draw a card at the beginning of the next turn's upkeep.)" in ignored
    assert "after the turn this answer describes" in ignored


def test_an_alternative_cost_is_listed_as_ignored(index):
    # CR 118.9: discarding a Forest instead of paying {G} changes what is paid, not what Snag does.
    o, ignored = answer(index, f"{ATTACK} I cast Snag.")
    assert o.players["You"].life == 20 and o.prevented == 2
    assert "Snag's line (You may discard a Forest card rather than pay Snag's mana cost.)" in ignored
    assert "alternative cost (CR 118.9)" in ignored


def test_cant_be_countered_is_listed_as_ignored(index):
    # Combust: "This spell can't be countered." says nothing about damage (only ward counters spells here).
    o, ignored = answer(index, "Opponent controls Serra Angel. I cast Combust targeting Serra Angel.")
    assert [p.zone for p in o.permanents.values() if p.name == "Serra Angel"] == ["graveyard"]
    assert "Combust's line (This spell can't be countered.)" in ignored


def test_a_keyword_used_from_a_hand_is_listed_as_ignored(index):
    # Cycling is an ability used from a hand (the keyword table): the cast spell's line is named, not skipped.
    o, ignored = answer(index, f"{ATTACK} I cast Angelsong.")
    assert o.players["You"].life == 20 and o.prevented == 2
    assert "Angelsong's keyword (Cycling {2}) — an ability used from a hand" in ignored


def test_an_effect_paragraph_the_compiler_cant_read_refuses(index):
    # Clinging Mists' fateful hour taps the attackers when you're at 5 or less life: it was skipped silently.
    refused(
        index,
        f"{ATTACK} I cast Clinging Mists.",
        'Clinging Mists: "Fateful hour — If you have 5 or less life, tap all attacking creatures.',
        3,
    )
