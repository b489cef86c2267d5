"""Whose an attacker is when only the block says it; reports' "the AI"; regeneration told in a story's words; a
sentence added with "On top of that"; a reason that is only keywords the board has; what follows an opinion in an
asked sentence; a title whose facts the body has; combat damage told inside the combat it belongs to
(commands/reader/told_damage.py); "with 2 mana open"; a short name over another card's nickname."""

from __future__ import annotations

import pytest
from test_reader_chat_forms import answer, refusal, zone


def _reading(index, text: str) -> list[str]:
    from commands.ask import ask_reply

    reply = ask_reply(text, index=index)
    assert not reply.error, reply.summary
    return next(s.lines for s in reply.sections if s.title == "I read this as")


# --- an attacker's side from its blocker ------------------------------------------------------------------------


def test_an_unowned_attacker_blocked_by_mine_is_the_opponents(pool_index):
    text = (
        "goliath beetle (3/1 trample) swings, i block with hired poisoner. how much do i take and does the beetle die"
    )
    outcomes, line = answer(pool_index, text)
    assert line.startswith("You: 0, 1 or 2 damage, depending on how Goliath Beetle assigns its combat damage")
    assert {o.players["You"].life for o in outcomes} == {20, 19, 18}
    assert all(zone(o, "Goliath Beetle") == "graveyard" for o in outcomes)  # deathtouch (CR 702.2b)
    assert "Goliath Beetle is read as Opponent's: your Hired Poisoner blocks it." in _reading(pool_index, text)


def test_a_told_turn_keeps_the_attacker_assumed(pool_index):
    """Whose turn it is, said, isn't overturned by a block: the contradiction is still refused."""
    said = refusal(pool_index, "It's my turn. Goliath Beetle attacks. I block with Hired Poisoner.")
    assert "can't block its own controller's creature" in said


def test_a_creature_attacked_with_its_blocker_told_after(pool_index):
    text = (
        "Swiftblade Vindicator (double strike, vigilance, trample) attacked and my opponent chump-blocked with a "
        "Mountain Goat. The goat died in the first strike damage step. He claims the second hit does nothing because "
        "the Vindicator was blocked. I claim trample lets it go through. How much does he take?"
    )
    (o,), line = answer(pool_index, text)
    assert line == "Opponent: 1 damage"  # the second strike tramples over (CR 702.19d)
    assert zone(o, "Mountain Goat") == "graveyard" and o.players["Opponent"].life == 19


# --- "the AI", regeneration in a story's words -----------------------------------------------------------------


def test_the_ais_permanent_and_its_regeneration_in_response(pool_index):
    text = "I cast Incinerate on the AI's Clay Statue. The AI responded by paying 2 to regenerate. Does it die?"
    (o,), line = answer(pool_index, text)
    assert line == "Clay Statue dies"  # Incinerate: can't be regenerated this turn
    assert zone(o, "Clay Statue") == "graveyard"
    lines = _reading(pool_index, text)
    assert "Opponent: 20 life; controls Clay Statue" in lines
    assert any("read as Opponent activating Clay Statue to regenerate Clay Statue (CR 701.15a)" in x for x in lines)


def test_regeneration_activated_before_damage_in_a_first_strike_combat(pool_index):
    text = (
        "I attacked with Skyshroud Troll, AI blocked with Battle Hurda. I activated regenerate before damage. "
        "Does the Hurda die?"
    )
    (o,), line = answer(pool_index, text)
    assert line == "Battle Hurda survives"  # the Troll regenerates and is removed from combat (CR 701.15a)
    assert zone(o, "Skyshroud Troll") == "battlefield"


def test_regeneration_paid_before_damage_against_wither(pool_index):
    text = (
        "Q: My opponent attacked with Sickle Ripper. I blocked with my Horned Troll and paid G to regenerate it before "
        "damage, just to be safe. He said my Troll dies anyway and the shield does nothing. Which of us is right, and "
        "does his Ripper die?"
    )
    (o,), line = answer(pool_index, text)
    assert line == "Sickle Ripper dies"
    assert zone(o, "Horned Troll") == "graveyard"  # two -1/-1 counters: 0 toughness, no regeneration (CR 704.5f)


def test_the_regenerate_ability_and_regeneration_on_it(pool_index):
    for text in (
        "I swung a Blight Mamba into a 7/7. Before combat damage, I activate the regenerate ability.",
        "I swung a Blight Mamba into a 7/7. Before combat damage, I activated regeneration on it.",
    ):
        (o,), _ = answer(pool_index, text)
        assert zone(o, "Blight Mamba") == "battlefield"
        assert next(p for p in o.permanents.values() if p.name != "Blight Mamba").counters == {"-1/-1": 1}


def test_before_damage_told_after_the_damage_is_asked(pool_index):
    text = (
        "Hill Giant attacks me. I block with Drudge Skeletons. Hill Giant deals 3 damage to Drudge Skeletons. I "
        "regenerate it before damage."
    )
    refusal(pool_index, text)


# --- leads, reasons, opinions ----------------------------------------------------------------------------------


def test_a_sentence_added_on_top_of_the_story(pool_index):
    text = (
        "I attacked with my Knight of Meadowgrain and my opponent blocked with an Alaborn Trooper. I thought first "
        "strike meant I hit first and was safe, but my Knight ended up in the graveyard anyway! On top of that my "
        "opponent said the 2 life from lifelink doesn't count because my Knight died in the end. What went wrong?"
    )
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Knight of Meadowgrain") == "graveyard" and zone(o, "Alaborn Trooper") == "battlefield"
    assert o.players["You"].life == 22  # first strike damage with lifelink, before it dies (CR 702.15b)


def test_a_keyword_reason_the_board_has_is_set_aside(pool_index):
    (o,), line = answer(
        pool_index, "opp swings Hill Giant at me and i block with Typhoid Rats because deathtouch. does the giant die"
    )
    assert line == "Hill Giant dies" and zone(o, "Typhoid Rats") == "graveyard"


def test_a_keyword_reason_the_board_lacks_is_asked(pool_index):
    said = refusal(pool_index, "opp swings Hill Giant at me and i block with grizzly bears because deathtouch")
    assert 'can\'t read "because deathtouch"' in said


def test_what_follows_an_opinion_and_its_reason_in_an_asked_sentence(pool_index):
    text = (
        "ok weird one. opp swings Pilgrim of the Fires at me and i block with ukud cobra because deathtouch. he says "
        "the cobra never even gets to hit because first strike, AND he still tramples 1 over me?? i thought vs "
        "deathtouch he has to dump everything into the cobra"
    )
    outcomes, _ = answer(pool_index, text)
    assert {o.players["You"].life for o in outcomes} == {20, 19}  # 5 or 6 to the Cobra (CR 702.19b)
    assert all(
        zone(o, "Ukud Cobra") == "graveyard" and zone(o, "Pilgrim of the Fires") == "battlefield" for o in outcomes
    )


# --- titles and told combat damage -----------------------------------------------------------------------------


def test_a_title_whose_keywords_the_body_says_is_set_aside(pool_index):
    text = (
        "Regenerated attacker deals no damage after first strike\n\nI attacked with Skyshroud Troll, AI blocked with "
        "Battle Hurda. I activated regenerate before damage. Does the Hurda die?"
    )
    (o,), line = answer(pool_index, text)
    assert (
        line == "Battle Hurda survives"
        and next(p for p in o.permanents.values() if p.name == "Battle Hurda").damage == 0
    )
    lines = _reading(pool_index, text)
    assert (
        'The title, not part of the situation (ignored): "Regenerated attacker deals no damage after first strike"'
        in lines
    )


def test_combat_damage_told_in_a_first_strike_combat_is_asked(pool_index):
    """Two damage steps, with time to act between them (CR 510.4): where told damage falls isn't one place."""
    refusal(
        pool_index,
        "I attacked with Skyshroud Troll, AI blocked with Battle Hurda. In the first strike step the Hurda dealt 3 to "
        "my Troll. Then I cast Giant Growth on my Troll.",
    )


def test_a_title_with_a_fact_the_body_lacks_is_not_set_aside(pool_index):
    text = "Trample damage wrong vs a 4/4\n\nHill Giant attacks me. I block with Grizzly Bears. How much do I take?"
    refusal(pool_index, text)


def test_told_combat_damage_more_than_its_power_is_not_set_aside(pool_index):
    """Told as 5 from a 3/3: a pump not said. The clause is asked back, never read as the combat's own damage."""
    text = "Hill Giant attacks me. I block with Grizzly Bears. Hill Giant dealt 5 to my Grizzly Bears. Do I take any?"
    said = refusal(pool_index, text)
    assert "Hill Giant dealt 5" in said or "deals 5" in said


def test_what_is_told_after_the_combat_damage_comes_after_it(pool_index):
    """Told damage ends the combat where the story tells it: a regeneration told after it is too late."""
    said = refusal(
        pool_index,
        "Hill Giant attacks me. I block with Drudge Skeletons. Hill Giant deals 3 damage to Drudge Skeletons. "
        "I regenerate it.",
    )
    assert "Drudge Skeletons has left the battlefield (graveyard) before its ability is activated" in said


def test_both_sides_damage_told_in_one_sentence(pool_index):
    text = (
        "Hill Giant attacks me. I block with Drudge Skeletons. Hill Giant deals 3 damage to Drudge Skeletons and the "
        "Skeletons deal 1 damage to the Giant. Does the Giant survive?"
    )
    (o,), line = answer(pool_index, text)
    giant = next(p for p in o.permanents.values() if p.name == "Hill Giant")
    assert line == "Hill Giant survives" and giant.damage == 1  # dealt once (CR 510.2)
    assert zone(o, "Drudge Skeletons") == "graveyard"


def test_told_combat_damage_is_not_dealt_twice(pool_index):
    text = "Opponent attacks with Hill Giant. I block with Wall of Stone. Hill Giant dealt 3 to my Wall of Stone."
    (o,), _ = answer(pool_index, text)
    wall = next(p for p in o.permanents.values() if p.name == "Wall of Stone")
    assert wall.damage == 3 and wall.zone == "battlefield"


# --- mana, short names -----------------------------------------------------------------------------------------


def test_mana_open_is_set_aside_as_untracked(pool_index):
    text = "Opponent controls Clay Statue with 2 mana open. I cast Lightning Bolt targeting Clay Statue."
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Clay Statue") == "graveyard"
    assert any('"with 2 mana open" is set aside: mana isn\'t tracked' in x for x in _reading(pool_index, text))


def test_a_short_name_is_the_card_said_in_full_not_another_cards_nickname(pool_index):
    from commands.reader.entities import Names

    names = Names(pool_index, "mtg")
    names.said_in("Swiftblade Vindicator attacked. He claims nothing happens because the Vindicator was blocked.")
    assert names.spans("Swiftblade Vindicator attacked") == [(0, 2, "Swiftblade Vindicator")]
    assert names.spans("because the Vindicator was blocked") == [(2, 3, "Swiftblade Vindicator")]
    alone = Names(pool_index, "mtg")
    assert alone.spans("because the Vindicator was blocked") == [(2, 3, "Phyrexian Vindicator")]


def test_a_wish_that_is_no_play_is_set_aside(pool_index):
    text = (
        "I attacked with my Carnassid and my opponent blocked with his Enormous Baloth. I paid to regenerate Carnassid "
        "before damage. I wanted to trample over, but my opponent said none of my damage gets through. How much does "
        "he take?"
    )
    (o,), line = answer(pool_index, text)
    assert line == "Opponent: 0 damage"  # 5 power, 7 toughness: nothing left to trample over (CR 702.19b)
    assert zone(o, "Carnassid") == "battlefield"  # regenerated


def test_a_wish_with_a_play_in_it_is_still_read(pool_index):
    from commands.reader.intent import wished

    assert wished("I wanted to trample over")
    assert not wished("I try to get rid of the Ornithopter by playing Disenchant")
    assert not wished("I want to bolt his Hill Giant")  # a play: read as done (intent.py)


def test_a_reason_after_a_comma_with_since(pool_index):
    from commands.reader.clauses import clauses

    said = [c.text for c in clauses("I blocked with my Juvenile Gloomwidow, since it has reach. Since my last turn, …")]
    assert said[:2] == ["I blocked with my Juvenile Gloomwidow", "since it has reach"]
    refusal(pool_index, "Opponent attacks me with Hill Giant and I block with Grizzly Bears, since it has reach.")


def test_a_size_told_after_the_combat_is_checked_against_the_answer(pool_index):
    """commands/told_results.py: what came of it, told, stands when every outcome gives it; else asked back, saying
    what the rules give."""
    text = (
        "Q: My opponent attacked me with a Wind Drake and I blocked with my Juvenile Gloomwidow, since it has reach. "
        "After combat the Drake was a 1/1. How?"
    )
    (o,), _ = answer(pool_index, text)
    drake = next(p for p in o.permanents.values() if p.name == "Wind Drake")
    assert drake.counters == {"-1/-1": 1} and (drake.power, drake.toughness) == (1, 1)  # wither (CR 702.80a)
    assert any(
        "is what came of it, told: the rules give it too (Wind Drake is 1/1)" in x for x in _reading(pool_index, text)
    )
    said = refusal(
        pool_index,
        "Opponent attacks me with Hill Giant and I block with Grizzly Bears. After combat the Giant was a 1/1.",
    )
    assert "Hill Giant is 3/3 as I read it, and the answer leaves it 3/3; say what made it 1/1" in said


def test_the_situation_language_refuses_a_told_size(pool_index):
    import pytest as _pytest

    from commands.situation import SituationError, parse_situation

    with _pytest.raises(SituationError, match="say what made it 1/1"):
        parse_situation("Hill Giant attacks me. Grizzly Bears blocks it. Hill Giant is a 1/1.", pool_index)


def test_regeneration_joined_by_and_and_said_just_in_case(pool_index):
    outcomes, line = answer(
        pool_index,
        "he swings colossal dreadmaw, i block with dutiful thrull and regen it before dmg. how much do i take",
    )
    assert line.startswith("You: 0, 1, 2, 3, 4 or 5 damage")  # lethal to a 1/1 is 1, shield or not (CR 702.19b)
    assert all(zone(o, "Dutiful Thrull") == "battlefield" for o in outcomes)
    (o,), line = answer(
        pool_index,
        "I attacked with my Albino Troll and my opponent blocked with Harvest Gwyllion. I paid to regenerate the Troll "
        "just in case. Did my Troll kill his Gwyllion?",
    )
    assert line == "Harvest Gwyllion survives"
    troll = next(p for p in o.permanents.values() if p.name == "Albino Troll")
    assert troll.counters == {"-1/-1": 2}  # wither (CR 702.80a); the shield is never used


@pytest.mark.parametrize(
    "text",
    [
        "opp is on 9 poison but still 20 life. i swing with plague stinger. is he dead",
        "opp is on 9 poison (still at 20 life), i swing with Plague Stinger and he doesn't block. is he dead",
    ],
)
def test_poison_then_life_said_in_chat(pool_index, text):
    (o,), line = answer(pool_index, text)
    assert line == "Opponent loses (10 poison counters, 704.5c)" and o.players["Opponent"].life == 20


@pytest.mark.parametrize(
    "text",
    [
        "swinging silver knight in, he only has typhoid rats back. if he blocks does the deathtouch still kill my "
        "knight or does first strike just win that",
        "I'm swinging in with silver knight, he blocks with typhoid rats. does my knight die",
    ],
)
def test_swinging_in_a_creature_left_back_and_if_then_asked(pool_index, text):
    (o,), line = answer(pool_index, text)
    assert line == "Silver Knight survives"  # first strike kills the Rats first (CR 702.7b)
    assert zone(o, "Typhoid Rats") == "graveyard"


def test_a_board_had_when_something_was_cast(pool_index):
    (o,), line = answer(
        pool_index,
        "I had Paladin en-Vec and a Grizzly Bears on the battlefield when my opponent cast Pyroclasm. What survives?",
    )
    assert zone(o, "Paladin en-Vec") == "battlefield" and zone(o, "Grizzly Bears") == "graveyard"  # protection
    (o,), line = answer(pool_index, "I had Grizzly Bears out when opp cast Pyroclasm. Does it survive?")
    assert line == "Grizzly Bears dies"


def test_the_only_blocker_a_player_had(pool_index):
    (o,), line = answer(
        pool_index,
        "Did I actually survive this or did we play it wrong? I was at 3. Opp swung Hill Giant and Gray Ogre at me. "
        "Only blocker I had was Vault Skirge so I chumped the Ogre with it. Do I survive?",
    )
    assert line == "You survive at 1 life"  # lifelink at the same time as the Giant's damage (CR 510.2, 120.3f)
    assert o.players["You"].life == 1 and zone(o, "Vault Skirge") == "graveyard"


def test_life_told_after_what_happened_is_checked_against_the_answer(pool_index):
    text = "I attacked with my Vampire Nighthawk and opp didn't block. I gained 2 life."
    (o,), _ = answer(pool_index, text)
    assert o.players["You"].life == 22 and o.players["Opponent"].life == 18  # lifelink (CR 702.15b)
    assert any("the rules give it too (You: +2 life)" in x for x in _reading(pool_index, text))
    said = refusal(pool_index, "Opp attacks with Hill Giant, I block with Grizzly Bears. Opponent gained 2 life.")
    assert "the answer gives Opponent +0 life, not +2" in said


def test_life_told_with_nothing_happened_is_not_a_result(pool_index):
    said = refusal(pool_index, "I gained 2 life. I control Grizzly Bears.")
    assert "gained 2 life" in said


def test_an_owner_said_once_is_the_whole_lists(pool_index):
    text = (
        "If I cast Fireball with X = 9 targeting my opponent's Goblin Piker, Centaur Courser and Rumbling Baloth, does "
        "each one take 3?"
    )
    (o,), _ = answer(pool_index, text)
    assert {p.controller for p in o.permanents.values()} == {"Opponent"}
    assert zone(o, "Rumbling Baloth") == "battlefield" and zone(o, "Centaur Courser") == "graveyard"  # 3 each
    (o,), _ = answer(
        pool_index, "Opponent controls Hill Giant. I cast Fireball with X = 4 targeting his Hill Giant and me."
    )
    assert o.players["You"].life == 18 and zone(o, "Hill Giant") == "battlefield"  # 2 each: a player stays a player


def test_the_card_regeneration_in_lower_case_is_no_regeneration_told(pool_index):
    """ "… controls ornithopter and regeneration": the Aura, not "and regen …" (metamorphic check, lower case)."""
    text = (
        "Opponent controls ornithopter and regeneration. regeneration is attached to ornithopter. I cast disenchant "
        "targeting ornithopter. In response, opponent activates regeneration."
    )
    (o,), _ = answer(pool_index, text)
    assert zone(o, "Ornithopter") == "battlefield"  # regenerated (CR 701.15a)
