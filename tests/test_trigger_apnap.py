"""Triggered abilities of different players that trigger together go on the stack in APNAP order (CR 603.3b,
405.3): the active player's first, so the nonactive player's resolves first (405.5); one that triggers as
another resolves goes above those still waiting.

Oracle texts (../shared/cards/oracle-cards-2018.json): Tarpan 1/1 "When Tarpan dies, you gain 1 life.";
Highland Game 2/1 "When Highland Game dies, you gain 2 life."; Perilous Myr 1/1 "When Perilous Myr dies, it
deals 2 damage to any target."; Footlight Fiend 1/1 "When Footlight Fiend dies, it deals 1 damage to any
target."; Pyroclasm "Pyroclasm deals 2 damage to each creature."; Boros Reckoner 3/3 "Whenever Boros Reckoner is
dealt damage, it deals that much damage to any target."
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def _lives(text: str, index) -> set[tuple[int, bool]]:
    reply = ask_reply(text, index=index)
    assert reply.exit_code == 0, reply.summary
    return {(o["players"]["You"]["life"], o["players"]["You"]["lost"]) for o in reply.data["outcomes"]}


@pytest.mark.parametrize(
    ("text", "lives"),
    [
        # I'm active: my Tarpan's trigger goes on the stack first, the opponent's Perilous Myr's above it and
        # resolves first — 2 damage to me at 2 life loses before Tarpan's life comes (no line where I'm at 1)
        ("I'm at 2. I cast pyroclasm. I control tarpan and opp controls perilous myr", {(0, True), (3, False)}),
        # the opponent is active: my Tarpan's resolves first, so I never lose
        ("I'm at 2. opp casts pyroclasm. I control tarpan and opp controls perilous myr", {(1, False), (3, False)}),
        # another card and phrasing alike: Highland Game's 2 life before Footlight Fiend's 1 damage
        (
            "I'm at 1. opp casts pyroclasm. I control highland game, opp controls footlight fiend",
            {(2, False), (3, False)},
        ),
        ("I'm at 1. I cast pyroclasm. I control highland game, opp controls footlight fiend", {(0, True), (3, False)}),
    ],
)
def test_the_nonactive_players_trigger_resolves_first(pool_index, text: str, lives: set) -> None:
    assert _lives(text, pool_index) == lives


def test_no_player_orders_another_players_triggers(pool_index) -> None:
    reply = ask_reply("my perilous myr blocks opp's boros reckoner", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    choices = [c for o in reply.data["outcomes"] for c in o["choices"]]
    # Perilous Myr's (mine, the nonactive player's) is above Boros Reckoner's; Reckoner's second trigger goes
    # above what still waits: no order is chosen anywhere
    assert choices and not [c for c in choices if "resolves first" in c]
    log = [s["text"] for s in reply.data["outcomes"][0]["log"]]
    assert log.index("Perilous Myr's triggered ability resolves") < log.index(
        "Boros Reckoner's triggered ability resolves"
    )
