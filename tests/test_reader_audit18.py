"""Audit 18: first lines, the stack as narrated, and the answers themselves, probed with chat messages.

Oracle texts used (../shared/cards/oracle-cards-2018.json):
- Lightning Bolt: "Lightning Bolt deals 3 damage to any target."  Shock: "Shock deals 2 damage to any target."
- Giant Growth: "Target creature gets +3/+3 until end of turn."
- Samite Healer: 1/1, "{T}: Prevent the next 1 damage that would be dealt to any target this turn."
- Kor Firewalker: 2/2, "Protection from red / Whenever a player casts a red spell, you may gain 1 life."
- Murder: "Destroy target creature."  Unsummon: "Return target creature to its owner's hand."
- Mending Hands: "Prevent the next 4 damage that would be dealt to any target this turn."
- Grizzly Bears: 2/2, no rules text.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply

# 1. A spell or ability said to come after ("then …") the one that killed its target was narrated as cast at the
# dead creature ("You cast Giant Growth targeting Grizzly Bears", then "its targets are all gone"): a target is
# chosen as the spell is put on the stack, and only a permanent on the battlefield can be chosen (CR 115.2,
# 601.2c), so the situation can't happen as told. It is now asked back (resolver/play.py check_targets_there,
# called as each cast or activation is put on the stack), as an activation of a permanent that has left already
# was (CR 113.6).


@pytest.mark.parametrize(
    ("text", "what"),
    [
        (
            "I control Grizzly Bears. Opp bolts it. Then I cast Giant Growth targeting it. Does it survive?",
            "Giant Growth",
        ),
        (
            "I control Grizzly Bears and Samite Healer. Opp casts Lightning Bolt targeting Grizzly Bears. "
            "Then I activate Samite Healer targeting Grizzly Bears. Does my bear survive?",
            "Samite Healer's ability",
        ),
        (
            "Opp controls Grizzly Bears. I cast Lightning Bolt targeting it. Then I cast Shock targeting Grizzly "
            "Bears. How much damage does opp take?",
            "Shock",
        ),
        (
            "I control Grizzly Bears and two Samite Healers. Opp casts Lightning Bolt targeting my bear. In response "
            "I activate the first Samite Healer targeting it. Then I activate the second Samite Healer targeting it. "
            "Does it survive?",
            "Samite Healer's ability",
        ),
    ],
)
def test_a_target_already_dead_when_the_spell_is_cast_is_asked_back(text, what, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 2, reply.to_text()
    assert f"Grizzly Bears has left the battlefield (graveyard) before {what} is put on the stack" in reply.summary
    assert "115.2" in reply.summary


def test_a_response_cast_while_the_target_lives_still_resolves_to_nothing(pool_index):
    """The same spells in response, before the Bolt resolves, are legal: their target is gone only as they
    resolve (608.2b), and that is still narrated."""
    text = (
        "I control Grizzly Bears. Opp casts Lightning Bolt targeting it. In response I cast Giant Growth on it. "
        "In response opp casts Shock targeting it. Is my bear dead?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith("Grizzly Bears dies")
    assert "Giant Growth's targets are all gone: it doesn't resolve [608.2b]" in reply.to_text()


# 2. A cast trigger was triggered as its spell resolved, not as it was cast. With a response in between that
# removes the trigger's source, the trigger vanished: "I control Kor Firewalker. I'm at 2. Opp casts Shock
# targeting me. In response he casts Murder targeting Kor Firewalker. Do I lose?" answered "You lose (0 life)".
# But Firewalker's ability triggers as Shock is cast and goes on the stack above Shock, under Murder (CR 601.2i,
# 603.2, 603.3); it resolves though Firewalker has died (113.7a): gaining 1, the player survives Shock at 1 life.
# Modelling the waiting trigger is more than a small change, so a spell with a cast trigger that waits under a
# response is refused (exit 3) rather than answered wrong (resolver/play.py check_cast_triggers_wait).


@pytest.mark.parametrize(
    "text",
    [
        "I control Kor Firewalker. I'm at 2. Opp casts Shock targeting me. In response he casts Murder targeting "
        "Kor Firewalker. Do I lose?",
        "I control Kor Firewalker. I'm at 2. Opp casts Shock targeting me. In response I cast Unsummon targeting "
        "Kor Firewalker. Do I lose?",
        "I control Kor Firewalker. I'm at 3. Opp casts Lightning Bolt targeting me. In response I cast Mending "
        "Hands targeting me. How much life do I have?",
    ],
)
def test_a_cast_trigger_under_a_response_is_refused_not_lost(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3, reply.to_text()
    assert "Kor Firewalker" in reply.summary and "603.3" in reply.summary
    assert "You lose" not in reply.to_text()


def test_a_cast_trigger_of_the_spell_on_top_still_resolves_before_it(pool_index):
    """The spell cast last resolves first: nothing comes between its trigger and it, so it is answered."""
    text = (
        "I control Kor Firewalker. I'm at 3. I cast Giant Growth on Kor Firewalker. In response opp casts "
        "Lightning Bolt targeting me. Do I lose?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0
    assert reply.summary.startswith("You survive at 1 life if Kor Firewalker: use the ability")
    reply = ask_reply(
        "I control Kor Firewalker. I'm at 1. Opp casts Lightning Bolt targeting me. Do I lose?", index=pool_index
    )
    assert reply.exit_code == 0 and "you lose (-2 life, 704.5a) if Kor Firewalker: decline" in reply.summary


# 3. A {T} cost is paid as the ability is activated (CR 602.2b), though the engine pays it as the ability resolves.
# When the source died in between (Shocked in response), the Why said "Cost paid: Samite Healer is tapped" after
# "Samite Healer has lethal damage: destroyed" — tapping a card in the graveyard. It now says it was tapped as the
# ability was activated (resolver/play.py _pay).


def test_a_tap_cost_is_not_narrated_as_paid_by_a_dead_source(pool_index):
    text = (
        "Opp controls Hill Giant and Samite Healer. I cast Lightning Bolt targeting Hill Giant. In response opp "
        "activates Samite Healer targeting Hill Giant. In response I cast Shock targeting Samite Healer. Does his "
        "giant survive?"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0 and reply.summary.startswith("Hill Giant survives")
    why = reply.to_text()
    assert "Cost paid: Samite Healer is tapped" not in why
    dead = why.index("Samite Healer has lethal damage: destroyed")
    assert why.index("Samite Healer was tapped to pay the cost ({T}) as the ability was activated") > dead
    # with its source alive, the cost is said as before
    reply = ask_reply(
        "I control Grizzly Bears and Samite Healer. Opp casts Shock targeting Grizzly Bears. I activate Samite "
        "Healer targeting Grizzly Bears. Does my bear survive?",
        index=pool_index,
    )
    assert "Cost paid: Samite Healer is tapped ({T})" in reply.to_text()
