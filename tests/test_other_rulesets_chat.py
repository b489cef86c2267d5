"""Audit 11: the chat reader under the other rule systems. 'Damage on the stack' as players type it
(commands/damage_stack.py): under mtg-2008 what follows happens with combat damage on the stack (419.8a), so a
creature that leaves still deals its damage; under today's rules the reading says combat damage doesn't use the
stack (CR 510.2). The words after "after combat damage" were dropped as a question ("is on the stack i cast …"),
and "after combat damage is assigned" was read as after damage was dealt."""

from __future__ import annotations

import pytest
from helpers import cited

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.ask import ask_reply
from resolver.outcome import OutcomeOut


def only(text: str, ruleset: str, index: object) -> tuple[OutcomeOut, list[str]]:
    reply = ask_reply(text, ruleset=ruleset, index=index)
    assert not reply.error, reply.summary
    found = [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]
    assert len(found) == 1
    return found[0], reply.data["interpretation"]


# the audit's message, and an old judge column's words ("bounce the creatures after combat damage is put on the
# stack", pojo.com Judge's Corner, 2002)
GROWTH = (
    "opp attacks with grizzly bears, i block with hill giant. after combat damage is on the stack i cast giant "
    "growth on my giant"
)
FANATIC = (
    "Opponent attacks with Hill Giant and I block with Mogg Fanatic. After combat damage is put on the stack, I "
    "activate Mogg Fanatic targeting Hill Giant."
)


def test_the_spell_after_damage_on_the_stack_is_not_dropped(pool_index):
    o, lines = only(GROWTH, "mtg-2008", pool_index)
    giant = o.permanents["hill-giant"]
    assert (giant.power, giant.toughness, giant.damage) == (6, 6, 2)  # Giant Growth resolved, damage then dealt
    assert o.permanents["grizzly-bears"].zone == "graveyard"
    assert "419.8a" in cited(o)
    assert any("with combat damage on the stack" in line and "Giant Growth" in line for line in lines)


@pytest.mark.parametrize(
    "text", [FANATIC, FANATIC.replace("After combat damage is put on the stack", "Damage on the stack")]
)
def test_a_creature_sacrificed_with_damage_on_the_stack_still_deals_it_in_2008(text, pool_index):
    o, lines = only(text, "mtg-2008", pool_index)
    assert o.permanents["mogg-fanatic"].zone == "graveyard"
    assert o.permanents["hill-giant"].damage == 2  # 1 from the ability, 1 combat damage from the stack
    texts = [step.text for step in o.log]  # told in time order: the response, then the damage on the stack dealt
    ping = texts.index("Mogg Fanatic deals 1 damage to Hill Giant: 1 damage marked (1 in all)")
    assert ping < texts.index("All assigned combat damage is dealt at the same time")
    assert any("419.8a" in line for line in lines)


def test_today_damage_on_the_stack_is_said_to_be_before_damage(pool_index):
    o, lines = only(FANATIC, "mtg", pool_index)
    assert o.permanents["hill-giant"].damage == 1  # the Fanatic left before damage: it deals none (CR 510.2)
    assert any("doesn't use the stack" in line for line in lines)


def test_after_combat_damage_is_assigned_is_not_after_damage(pool_index):
    text = (
        "opponent's grizzly bears attacks, i block with my mogg fanatic. After combat damage is assigned, I activate "
        "Mogg Fanatic targeting Grizzly Bears"
    )
    o, _ = only(text, "mtg-2008", pool_index)
    assert o.permanents["grizzly-bears"].zone == "graveyard"


def test_damage_on_the_stack_without_a_combat_is_asked_back(pool_index):
    reply = ask_reply("damage on the stack, i cast shock on opp", ruleset="mtg-2008", index=pool_index)
    assert reply.exit_code == 2 and "no creature has attacked" in reply.summary


# --- damage counters (Grand Archive's word for a champion's damage) ----------------------------------------------


def test_a_champions_damage_counters_are_its_damage(pool_index):
    """Audit 11: 'with 14 damage counters' was a counter of no meaning, so 15 damage on a 15-life champion
    didn't kill it (ga:counters/damage/3)."""
    text = (
        "I control Spirit of Fire with 14 damage counters. Opponent's Woodland Squirrels deals 1 attack damage to my "
        "champion."
    )
    reply = ask_reply(text, ruleset="grand-archive", index=CardIndex(bundled_cards()))
    o = OutcomeOut.model_validate(reply.data["outcomes"][0])
    assert o.players["You"].lost and o.permanents["spirit-of-fire"].zone != "field"
    assert "ga:counters/damage/3" in cited(o)


def test_damage_counters_in_magic_are_read_as_damage_marked(pool_index):
    reply = ask_reply(
        "I control Grizzly Bears with 1 damage counter. Opponent casts Shock targeting it.", index=pool_index
    )
    o = OutcomeOut.model_validate(reply.data["outcomes"][0])
    assert o.permanents["grizzly-bears"].zone == "graveyard" and o.permanents["grizzly-bears"].damage == 0
    assert any("read as 1 damage marked" in line for line in reply.data["interpretation"])


def test_a_player_has_one_champion():
    """Audit 11: two champions for one player were taken, and Fireball's LV silently came from the first listed
    (ga:champion/leveling-up/7.1: only the top card of the lineage is the champion)."""
    text = (
        "I control Lorraine, Wandering Warrior and Spirit of Fire. I cast Fireball targeting opponent's Woodland "
        "Squirrels."
    )
    reply = ask_reply(text, ruleset="grand-archive", index=CardIndex(bundled_cards()))
    assert reply.exit_code == 2 and "two champions" in reply.summary and "leveling-up/7.1" in reply.summary
    both = (
        "I control Lorraine, Wandering Warrior. Opponent controls Spirit of Fire. I cast Fireball targeting their "
        "champion."
    )
    reply = ask_reply(both, ruleset="grand-archive", index=CardIndex(bundled_cards()))
    assert reply.exit_code == 0 and reply.data["outcomes"][0]["permanents"]["spirit-of-fire"]["damage"] == 2


@pytest.mark.parametrize(
    "text",
    [
        "I control Lorraine, Wandering Warrior. I'm at 15 life.",  # the audit's message: dropped unsaid
        "I control Spirit of Fire. I have 3 poison counters.",
    ],
)
def test_a_players_life_total_is_asked_back_in_grand_archive(text):
    reply = ask_reply(text, ruleset="grand-archive", index=CardIndex(bundled_cards()))
    assert reply.exit_code == 2 and "players have no" in reply.summary and "ga:damage/13" in reply.summary


# --- "sac X to ping Y": a permanent's own sacrifice ability ------------------------------------------------------


def test_sac_the_fanatic_to_ping_with_damage_on_the_stack(pool_index):
    """The audit's message (was asked back: "can't read 'i sac my mogg fanatic to ping the giant'")."""
    text = (
        "opp attacks with hill giant, i block with mogg fanatic. damage on the stack, i sac my mogg fanatic to ping "
        "the giant. what happens?"
    )
    o, lines = only(text, "mtg-2008", pool_index)
    assert o.permanents["hill-giant"].damage == 2 and o.permanents["mogg-fanatic"].zone == "graveyard"
    assert any("Mogg Fanatic (Sacrifice Mogg Fanatic" in line for line in lines)


def test_a_judges_words_put_damage_on_the_stack_then_sac(pool_index):
    """ "you can put damage on the stack, and then sac him for the point of damage" (pojo.com card of the day, Mogg
    Fanatic, 2004), as a situation."""
    text = (
        "Opponent attacks with Hill Giant and I block with Mogg Fanatic. I put damage on the stack, and then sac Mogg "
        "Fanatic to ping Hill Giant."
    )
    o, _ = only(text, "mtg-2008", pool_index)
    assert o.permanents["hill-giant"].damage == 2 and o.permanents["mogg-fanatic"].zone == "graveyard"


def test_sac_is_only_a_sacrifice_ability(pool_index):
    reply = ask_reply("I control Prodigal Sorcerer. I sac it targeting opponent.", index=pool_index)
    assert reply.exit_code == 2 and "doesn't sacrifice it" in reply.summary
    o, _ = only("I control Mogg Fanatic. I sacrifice it targeting opponent's Grizzly Bears.", "mtg", pool_index)
    assert o.permanents["grizzly-bears"].damage == 1


@pytest.mark.parametrize(
    ("text", "regenerator", "dealt_back"),
    [
        (
            "My River Boa blocks opponent's Hill Giant. With combat damage on the stack, I activate River Boa, then "
            "opponent casts Lightning Bolt targeting River Boa.",
            "River Boa",
            2,
        ),
        (
            "My Drudge Skeletons blocks opponent's Hill Giant. With combat damage on the stack, I activate Drudge "
            "Skeletons, then opponent casts Shock targeting Drudge Skeletons.",
            "Drudge Skeletons",
            1,
        ),
    ],
)
def test_a_response_with_damage_on_the_stack_is_followed_by_state_based_actions_in_2008(
    text, regenerator, dealt_back, pool_index
):
    """Audit 30: the spell's lethal damage and the combat damage were checked together, one shield stopping both.
    The spell resolves, state-based actions are checked (the shield is used: tapped, removed from combat, 419.6b),
    then the combat damage on the stack is dealt (419.8a): the creature is destroyed, and still deals its damage."""
    o, lines = only(text, "mtg-2008", pool_index)
    assert not any(line.startswith("Not used here") for line in lines)  # it is used, inside the combat
    (me,) = [p for p in o.permanents.values() if p.name == regenerator]
    assert me.zone == "graveyard"
    assert o.permanents["hill-giant"].damage == dealt_back
    texts = [step.text for step in o.log]
    regenerated = next(i for i, t in enumerate(texts) if "regenerates instead" in t)
    assert regenerated < texts.index("All assigned combat damage is dealt at the same time")


def test_a_creature_shrunk_to_0_with_damage_on_the_stack_leaves_before_it_2008(pool_index):
    o, _ = only(
        "My Grizzly Bears blocks opponent's Hill Giant. With damage on the stack opponent casts Disfigure on my bears.",
        "mtg-2008",
        pool_index,
    )
    texts = [step.text for step in o.log]
    gone = texts.index("Grizzly Bears has toughness 0: put into the graveyard")
    assert gone < texts.index("All assigned combat damage is dealt at the same time")
    assert o.permanents["hill-giant"].damage == 2  # the Bears' damage on the stack is still dealt (419.8a)


@pytest.mark.parametrize(
    "text",
    [
        "I control Ajani Goldmane with 4 loyalty counters. Opponent casts Lightning Bolt targeting Ajani Goldmane.",
        "I control Ajani Goldmane with 4 loyalty counters. Opponent casts Shock targeting Ajani Goldmane. In response "
        "I cast Healing Salve choosing prevent targeting Ajani Goldmane.",
        "I control Garruk Wildspeaker. Opponent casts Lightning Bolt targeting Garruk Wildspeaker.",
    ],
)
def test_any_target_is_a_creature_or_player_under_the_2008_rules(text, pool_index):
    """Audit 31: under mtg-2008 Lightning Bolt took a planeswalker's loyalty; its text then read "target creature or
    player" ("any target" is 2018's wording), so a planeswalker isn't its target (refused, never answered)."""
    reply = ask_reply(text, ruleset="mtg-2008", index=pool_index)
    assert reply.error and reply.exit_code == 2, reply.summary
    assert "under the 2008 rules" in reply.summary and "creature or player" in reply.summary
    assert not ask_reply(text, ruleset="mtg", index=pool_index).error  # today: any target (CR 115.4)


def test_a_planeswalker_made_a_creature_first_is_a_target_in_2008(pool_index):
    o, _ = only(
        "I control Gideon Jura with 6 loyalty. I activate Gideon Jura's 0. Then opponent casts Lightning Bolt "
        "targeting Gideon Jura.",
        "mtg-2008",
        pool_index,
    )
    assert o.permanents["gideon-jura"].zone == "in play"  # prevented: Gideon's 0 (a 6/6 creature then)
