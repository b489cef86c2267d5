"""Static "creatures you control get +N/+M" (cardindex/templates/anthems.py; engine: resolver/anthems.py), on real
cards' Oracle text from ../shared's 2018 card pool (CR 604.2, 611.3a, 613.4c)."""

from __future__ import annotations

import pool_cards as pool
import pytest

from cardindex.compiler import compile_card
from commands.resolve import run_scenario
from resolver import Unmodelled

NAMES = (
    "Glorious Anthem",
    "Elesh Norn, Grand Cenobite",
    "Lord of Atlantis",
    "Merfolk of the Pearl Trident",
    "Elvish Archdruid",
    "Llanowar Elves",
    "Disenchant",
    "Hill Giant",
    "Intangible Virtue",
)


cards, index = pool.fixtures(NAMES)


def test_glorious_anthem_lets_the_bears_survive_a_shock(index):
    o = pool.only(index, "I control Glorious Anthem and Grizzly Bears. Opponent casts Shock targeting Grizzly Bears.")
    bears = o.permanents["grizzly-bears"]
    assert (bears.zone, bears.damage, bears.toughness) == ("battlefield", 2, 3)
    step = next(s for s in o.log if "Glorious Anthem: Grizzly Bears gets +1/+1 (3/3)" in s.text)
    assert "613.4c" in step.rules


def test_each_anthem_step_says_the_size_with_the_anthems_said_so_far(index):
    """Two Glorious Anthems: the first step says 3/3, the second 4/4 (was: 4/4 both times, the final size)."""
    o = pool.only(
        index, "I control two Glorious Anthems and Grizzly Bears. Opponent casts Shock targeting Grizzly Bears."
    )
    said = [s.text for s in o.log if s.text.startswith("Glorious Anthem: Grizzly Bears gets +1/+1")]
    assert said == [
        "Glorious Anthem: Grizzly Bears gets +1/+1 (3/3)",
        "Glorious Anthem: Grizzly Bears gets +1/+1 (4/4)",
    ]
    bears = o.permanents["grizzly-bears"]
    assert (bears.zone, bears.damage, bears.power, bears.toughness) == ("battlefield", 2, 4, 4)


def test_the_bonus_ends_when_the_anthem_is_destroyed(index):
    """The 3/3 bears with 2 damage are a 2/2 with 2 damage once Glorious Anthem is gone: lethal (704.5g)."""
    o = pool.only(
        index,
        "I control Glorious Anthem and Grizzly Bears. Grizzly Bears has 2 damage marked. Opponent casts "
        "Disenchant targeting Glorious Anthem.",
    )
    assert o.permanents["glorious-anthem"].zone == "graveyard"
    assert o.permanents["grizzly-bears"].zone == "graveyard"


def test_elesh_norn_shrinks_only_the_opponents_creatures_and_not_itself(index):
    o = pool.only(index, "Opponent controls Elesh Norn, Grand Cenobite. I control Grizzly Bears and Hill Giant.")
    assert o.permanents["elesh-norn-grand-cenobite"].power == 4  # "other creatures": not itself
    assert o.permanents["grizzly-bears"].zone == "graveyard"  # 0/0 (704.5f)
    assert (o.permanents["hill-giant"].power, o.permanents["hill-giant"].toughness) == (1, 1)


def test_a_lord_pumps_its_type_only(index):
    o = pool.only(index, "I control Elvish Archdruid, Llanowar Elves and Grizzly Bears.")
    assert o.permanents["llanowar-elves"].power == 2
    assert o.permanents["grizzly-bears"].power == 2
    assert o.permanents["elvish-archdruid"].power == 2  # "other Elf creatures"


def test_a_lord_leaving_with_the_keywords_it_gave_is_refused(index):
    """Lord of Atlantis gives islandwalk too: when it dies, the keyword ending isn't followed (exit 3)."""
    data = {
        "battlefield": [
            {"id": "lord", "controller": "You", "card": "Lord of Atlantis"},
            {"id": "merfolk", "controller": "You", "card": "Merfolk of the Pearl Trident"},
        ],
        "actions": [{"damage": [{"source": {"name": "Shock", "controller": "Opponent"}, "to": "lord", "amount": 2}]}],
    }
    with pytest.raises(Unmodelled, match="keywords it gave"):
        run_scenario(data, index)


def test_characteristics_changed_while_an_anthem_applies_are_refused(index):
    data = {
        "battlefield": [
            {"id": "anthem", "controller": "You", "card": "Glorious Anthem"},
            {"id": "bears", "controller": "You", "card": "Grizzly Bears"},
        ],
        "actions": [{"become": {"id": "bears", "power": 5, "toughness": 5}}],
    }
    with pytest.raises(Unmodelled, match="static ability applies"):
        run_scenario(data, index)


def test_a_group_the_engine_does_not_follow_stays_unmodelled(cards):
    card = cards["Intangible Virtue"]
    (line,) = compile_card(card.name, card.faces[0].oracle_text, card.faces[0].type_line)
    assert not line.modelled and not line.steps
