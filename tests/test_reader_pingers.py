"""A permanent's damage ability told as players type it (commands/situation.py form_activate with
commands/sacrifice.py `aimed`; commands/reader/shorthand.py frame_hit_with): "I use Prodigal Sorcerer to ping his
goblin", "I tap it to deal 1 damage to …", "he pinged my goblin with his Prodigal Sorcerer" — read as activating it
(CR 602.2); a creature without such an ability "shot" at something is asked back, never read as combat."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import answer, refusal, zone

BOARD = "I control Prodigal Sorcerer. Opponent controls Raging Goblin."


@pytest.mark.parametrize(
    "told",
    [
        "I use Prodigal Sorcerer to ping Raging Goblin.",
        "I tap Prodigal Sorcerer to deal 1 damage to Raging Goblin.",
        "I ping Raging Goblin with Prodigal Sorcerer.",
        "I pinged his goblin with my Prodigal Sorcerer.",
    ],
)
def test_a_pinger_used_on_a_creature(pool_index, told):
    (o,), _ = answer(pool_index, f"{BOARD} {told}")
    assert zone(o, "Raging Goblin") == "graveyard" and zone(o, "Prodigal Sorcerer") == "battlefield"
    assert o.log[0].text == "You activate Prodigal Sorcerer's ability ({T}) targeting Raging Goblin"
    assert o.log[0].rules == ["602.2"]


def test_the_opponents_pinger_at_me(pool_index):
    (o,), _ = answer(pool_index, "Opponent controls Prodigal Sorcerer. He pinged me with his Prodigal Sorcerer.")
    assert o.players["You"].life == 19


def test_a_creature_without_an_ability_shot_at_something_is_asked(pool_index):
    said = refusal(
        pool_index, "Opponent controls Hill Giant. I control Raging Goblin. He shot my goblin with his Hill Giant."
    )
    assert "Hill Giant has no activated ability" in said


def test_a_prevention_ability_used_to_save_a_creature(pool_index):
    text = "I control Samite Healer and Grizzly Bears. Opp shocks my bear and I use Samite Healer to save it."
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Grizzly Bears") == "battlefield"  # Samite Healer prevents 1 of Shock's 2 (CR 615.1)
