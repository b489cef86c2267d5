"""A trigger whose whole effect is that a creature doesn't untap in a later untap step is ignored, said as such:
no answer here reaches an untap step (CR 502.3). Real Oracle text (../shared/cards/oracle-cards-2018.json)."""

from __future__ import annotations

from cardindex.relevance import unmodelled_line
from commands.ask import ask_reply

WALL_OF_FROST = (
    "Whenever Wall of Frost blocks a creature, that creature doesn't untap during its controller's next untap step."
)
KASHI = (
    "Whenever Kashi-Tribe Warriors deals combat damage to a creature, tap that creature and it doesn't untap during "
    "its controller's next untap step."
)


def _norm(line: str, name: str) -> str:
    return line.replace(name, "this").lower()


def test_a_later_untap_step_only_is_ignored():
    ability = unmodelled_line(WALL_OF_FROST, _norm(WALL_OF_FROST, "Wall of Frost"), 0, "test")
    assert not ability.relevant and "later untap step" in ability.reason


def test_tapping_now_still_matters():
    # "tap that creature": a tapped creature can't block (CR 509.1a): not only a later untap step
    ability = unmodelled_line(KASHI, _norm(KASHI, "Kashi-Tribe Warriors"), 0, "test")
    assert ability.relevant


def test_wall_of_frost_blocking_is_answered(pool_index):
    text = (
        "I have 10 life and a Wall of Frost. Opponent attacks with 3 Hill Giants. I block one with the wall. How much "
        "life do I have after?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert {o["players"]["You"]["life"] for o in reply.data["outcomes"]} == {4}  # two unblocked 3/3s
    assert "Ignored: Wall of Frost's triggered ability" in reply.to_text()
