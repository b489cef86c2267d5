"""A spell "cast at both" / "at them" (issue 16, left from audit9): the group just named is its targets, and a spell
with one target asks back how many casts were meant instead of looking for a card named "both" (it suggested Baloth
Pup).
Two creatures named by a plural pronoun are never one target chosen for the player.

Oracle texts (../shared/cards/oracle-reference.txt): Shock "Shock deals 2 damage to any target."; Lightning Bolt
"Lightning Bolt deals 3 damage to any target."
"""

from __future__ import annotations

import pytest
from test_reader_retold import answered, asked_back


@pytest.mark.parametrize(
    "text",
    [
        # audit9's message as typed
        "I control Grizzly Bears and Hill Giant. Opp shocks both. Do they die?",
        "I control Grizzly Bears and Hill Giant. Opponent shocks them both. Do they die?",
        "I control two Grizzly Bears. Opp bolts both.",
        "I control Grizzly Bears and Hill Giant. Opponent casts Shock targeting both.",
    ],
)
def test_one_target_spell_at_a_group_asks_how_many_casts(text: str, pool_index) -> None:
    message = asked_back(text, pool_index, "needs 1 target, got 2")
    assert "cast more than once" in message
    assert "Baloth Pup" not in message and 'no card named "both"' not in message


def test_each_cast_said_is_answered(pool_index) -> None:
    """The rewrite the refusal asks for is read: two Shocks, each at one creature, kill the bear only."""
    data = answered(
        "I control Grizzly Bears and Hill Giant. Opp shocks my bear. Then opp shocks my giant. Do they die?",
        pool_index,
    )
    (outcome,) = data["outcomes"]
    zones = {p["name"]: p["zone"] for p in outcome["permanents"].values()}
    assert zones == {"Grizzly Bears": "graveyard", "Hill Giant": "battlefield"}


def test_then_inside_a_target_asks_for_two_casts_in_the_users_words(pool_index) -> None:
    """audit9: "opp shocks my bear then my giant" looked for a card named "bear then my giant"; the rewrite offered is
    the user's own clause twice, and it reads when pasted."""
    message = asked_back(
        "I have Grizzly Bears and Hill Giant. opp shocks my bear then my giant. what dies?", pool_index, "two casts"
    )
    assert "no card named" not in message
    rewrite = message.split('say "')[1].split('"')[0]
    assert rewrite == "Opponent casts Shock targeting my bear. Then Opponent casts Shock targeting my giant"
    data = answered(f"I have Grizzly Bears and Hill Giant. {rewrite}. what dies?", pool_index)
    (outcome,) = data["outcomes"]
    zones = {p["name"]: p["zone"] for p in outcome["permanents"].values()}
    assert zones == {"Grizzly Bears": "graveyard", "Hill Giant": "battlefield"}


@pytest.mark.parametrize(
    ("text", "shocks_in_hand"),
    [
        (
            "I control Grizzly Bears. Opponent controls Hill Giant. I shock his hill giant. I have another Shock in "
            "hand. Does it die?",
            1,
        ),
        (
            "I control Grizzly Bears. Opponent controls Hill Giant. I shock his hill giant. I have a second Shock in "
            "hand. Does it die?",
            1,
        ),
        (
            "I control Grizzly Bears. Opponent controls Hill Giant. I shock his hill giant. I have two Shocks in "
            "hand. Does it die?",
            2,
        ),
    ],
)
def test_a_card_in_hand_said_after_the_same_card_is_cast_is_another_only_when_said(text, shocks_in_hand, pool_index):
    """audit9 left: "I shock his giant. I have Shock in hand." counted two Shocks. "another" / "a second" / "two" say
    so; then Hill Giant (3/3) dies only if the second Shock is cast at it too."""
    data = answered(text, pool_index)
    assert sum("may cast Shock from your hand" in line for line in data["interpretation"]) == shocks_in_hand
    dies = [
        o
        for o in data["outcomes"]
        if any(p["name"] == "Hill Giant" and p["zone"] == "graveyard" for p in o["permanents"].values())
    ]
    assert dies and all(any("targeting Hill Giant" in c for c in o.get("choices") or ()) for o in dies)


def test_a_card_in_hand_said_after_the_same_card_is_cast_is_asked(pool_index):
    asked_back(
        "I control Grizzly Bears. Opponent controls Hill Giant. I shock his hill giant. I have Shock in hand. Does it "
        "die?",
        pool_index,
        'Shock is cast above — if this is a second one, say "I have another Shock in hand"',
    )
