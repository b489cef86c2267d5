"""A question what the asker can do, when the creature with a {T} ability blocks: using it after blockers are
declared isn't modelled (an action before the combat comes before the blocks, and a tapped creature can't block,
CR 509.1a), so it refuses naming it — not answered for no use ("Grizzly Bears survives" to "can I kill the bears?",
when pinging it and blocking kill it), nor asked back with "it can't block". "Can I kill it?" asks what the asker
can do (commands/reader/unused.py).

Oracle texts (../shared/cards/oracle-cards-2018.json): Prodigal Pyromancer 1/1 "{T}: Prodigal Pyromancer deals 1
damage to any target."; Samite Healer 1/1 "{T}: Prevent the next 1 damage that would be dealt to any target this
turn."; Mogg Fanatic 1/1 "Sacrifice Mogg Fanatic: Mogg Fanatic deals 1 damage to any target."; Grizzly Bears 2/2;
Hill Giant 3/3.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


@pytest.mark.parametrize(
    ("text", "card"),
    [
        ("opp's grizzly bears attacks, I block with prodigal pyromancer. can I kill the bears?", "Prodigal Pyromancer"),
        ("opp attacks with hill giant, I block with samite healer. can I save the healer?", "Samite Healer"),
    ],
)
def test_a_blockers_tap_ability_asked_about_refuses(pool_index, text: str, card: str) -> None:
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3, reply.summary
    assert reply.summary.startswith(f"{card}'s {{T}} ability while it blocks")


def test_can_i_kill_it_offers_an_untapped_creatures_ability(pool_index) -> None:
    # audit16: with no block said it is asked back — blocking with the 1/1 and pinging deals the bears 2 (it dies)
    reply = ask_reply("I control Prodigal Pyromancer. opp's grizzly bears attacks me. can I kill it?", index=pool_index)
    assert reply.exit_code == 2 and "no block was said" in reply.summary
    text = "I control Prodigal Pyromancer. opp's grizzly bears attacks me. I don't block. can I kill it?"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    damage = {
        next(p["damage"] for p in o["permanents"].values() if p["name"] == "Grizzly Bears")
        for o in reply.data["outcomes"]
    }
    assert damage == {0, 1}  # pinged or not: the 2/2 survives either way


def test_a_blocker_without_a_tap_cost_is_still_offered(pool_index) -> None:
    reply = ask_reply("opp attacks with hill giant, I block with mogg fanatic. can I save it?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert len(reply.data["outcomes"]) == 4  # no use, or 1 damage to each of three targets
