"""Audit 13: the bot as freshly installed, with only the bundled cards — what a player did or has, said in chat
words no frame reads, is asked back, never set aside as chat (commands/reader/unread_acts.py), and a creature type
said alone isn't read as the one bundled card of that type (commands/reader/type_words.py).

Each wrong answer of the audit is quoted where it is tested.
"""

from __future__ import annotations

import pytest

from cardindex.cards import bundled_cards
from cardindex.fuzzy import CardIndex
from commands.ask import ask_reply


@pytest.fixture(scope="module")
def bundled():
    return CardIndex(bundled_cards())


def _refused(bundled, text: str, *fragments: str) -> str:
    reply = ask_reply(text, index=bundled)
    assert reply.exit_code == 2, (reply.summary, reply.sections[0].lines if reply.sections else None)
    precise = reply.summary.startswith('"') and '" says ' in reply.summary  # audit14's ask-back, quoting the clause
    for fragment in fragments:
        assert fragment in reply.summary or precise, reply.summary
    return reply.summary


def _outcome(index, text: str) -> tuple[str, list[str], list[str]]:
    reply = ask_reply(text, index=index)
    assert reply.exit_code == 0, reply.summary
    return reply.summary, reply.sections[0].lines, reply.sections[1].lines


# "opp attacks with hill giant. I murder it. I'm at 20." answered "You: 17 life" with "I murder it" ignored; Murder
# destroys the giant before combat damage (CR 701.7a, 506.4: a creature that leaves the battlefield is removed from
# combat), so no damage is dealt
@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("opp attacks with hill giant. I murder it. I'm at 20.", '"murder"'),
        ("opp attacks with hill giant and I doom blade it. how much do I take? I'm at 20", '"doom blade"'),
        ("opp attacks with hill giant, I swords to plowshares it. I'm at 20", '"swords to plowshares"'),
        ("opp attacks with hill giant, i unsummon the giant. I'm at 20", '"unsummon"'),
        ("opp attacks with hill giant, i vapor snag the giant. I'm at 20", '"vapor snag"'),
        ("opp attacks with hill giant and i path it. I'm at 20", '"path"'),
        ("I'm at 20, opp attacks with hill giant, i murdered it", '"murdered"'),
        ("I'm at 20, opp attacks with hill giant, I go for the murder on it", '"murder"'),
        ("opp's grizzly bears attacks me. I maze it. I'm at 20.", '"maze"'),
        ("opp controls Gideon Jura with 6 loyalty. I murder gideon.", '"murder"'),
    ],
)
def test_a_removal_said_as_a_verb_is_asked_back(bundled, text, part):
    _refused(bundled, text, "can't read", part, "isn't a play I read")


def test_the_same_removal_known_is_read(pool_index):
    _, _, outcome = _outcome(pool_index, "opp attacks with hill giant. I murder it. I'm at 20.")
    assert "You: 20 life" in outcome and "Hill Giant (Opponent): graveyard" in outcome, outcome


# "my serra angel blocks his hill giant. after damage he searing spears the angel." answered Serra Angel surviving
# with 3 damage, the Searing Spear (3 more) ignored: 6 damage on a 4/4 destroys it (CR 704.5g)
@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("my serra angel blocks his hill giant. after damage he searing spears the angel.", '"searing spears"'),
        ("my serra angel blocks his hill giant. after damage he incinerates the angel.", '"incinerates"'),
        ("opp attacks with hill giant, i block with my bear. then i searing spear the giant.", '"searing spear"'),
        ("opp attacks with hill giant, i block with my bear. then i lightning strike the giant.", "lightning strike"),
        ("opp attacks with hill giant, i block with my bear. then i incinerate it.", '"incinerate"'),
        ("opp attacks with hill giant, i block with my bear. then i stomp the giant.", '"stomp"'),
    ],
)
def test_burn_said_as_a_verb_after_combat_is_asked_back(bundled, text, part):
    _refused(bundled, text, part)


def test_the_same_burn_known_is_read(pool_index):
    text = "my serra angel blocks his hill giant. after damage he searing spears the angel."
    _, _, outcome = _outcome(pool_index, text)
    assert "Serra Angel (You): graveyard" in outcome, outcome


# "opp attacks with hill giant, i block with my bear. he plays might of oaks on the giant." set aside (the giant
# would be 10/10); "he moment's peaces" / "he plays moments peace" set aside, the attack's 5 damage dealt although
# Moment's Peace prevents it all (CR 615.1)
@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("opp attacks with hill giant, i block with my bear. he plays might of oaks on the giant.", '"might of oaks"'),
        ("opp attacks with hill giant, i block with my bear. he might of oaks the giant.", '"might of oaks"'),
        ("opp attacks with hill giant, i block with my bear. opp rancors the giant. what dies", '"rancors"'),
        ("I attack with hill giant and grizzly bears. opp at 20. he plays moments peace.", '"moments peace"'),
        ("I attack with hill giant and grizzly bears. opp at 20. he moment's peaces.", "moment's peaces"),
        ("I attack with hill giant and grizzly bears. opp is at 20. he settles the wreckage.", '"settles"'),
        ("I control Serra Angel. opp attacks with hill giant. I block. he dark rituals into something.", "rituals"),
        ("I'm at 10. opp casts lightning bolt at me, I counterspell it.", '"counterspell"'),
        ("I'm at 10. opp casts lightning bolt at me, i negate it.", '"negate"'),
        ("I'm at 10. opp bolts me and I mana leak it.", '"mana leak"'),
        ("opp controls gideon jura with 6 loyalty. he ults.", '"ults"'),
    ],
)
def test_a_spell_no_frame_reads_is_asked_back(bundled, text, part):
    _refused(bundled, text, part)


# "I'm at 20. hill giant attacks me. It gets doom bladed." answered "You: 17 life"
@pytest.mark.parametrize(
    "text",
    ["I'm at 20. hill giant attacks me. It gets doom bladed.", "I'm at 20. hill giant attacks me. it got murdered."],
)
def test_what_happened_to_a_creature_in_unread_words_is_asked_back(bundled, text):
    _refused(bundled, text, "isn't a play I read")


# "I'm at 3 and I have Platinum Angel. opp bolts me." answered "You lose (0 life, 704.5a)": with Platinum Angel you
# can't lose the game; "opp has phyrexian unlife. he's at 1 and I bolt him" answered Opponent losing (Phyrexian
# Unlife: he doesn't lose for 0 or less life); Leyline of Sanctity (hexproof) and True Believer (shroud) make the
# player an illegal target (CR 702.11, 702.18), and the Shock would do nothing
@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("I'm at 3 and I have Platinum Angel. opp bolts me.", "Platinum Angel"),
        ("I'm at 3. opp bolts me but I have Angel's Grace.", "Angel's Grace"),
        ("opp has phyrexian unlife. he's at 1 and I bolt him. dead?", "phyrexian unlife"),
        ("I attack with hill giant, opp at 3, he has a worship. dead?", "worship"),
        ("opp is at 2. I bolt him. btw he has worship.", "worship"),
        ("I'm at 4 and I have leyline of sanctity. opp shocks me.", "leyline of sanctity"),
        ("I'm at 4 and I've got true believer. opp shocks me.", "true believer"),
        ("I'm at 5. I have Lich's Mirror. opp bolts me twice.", "Lich's Mirror"),
    ],
)
def test_a_card_a_player_has_that_isnt_known_is_asked_back(bundled, text, part):
    _refused(bundled, text, part)


# "I'm at 20. opp's hill giant attacks me and I don't block. the giant has rancor." answered "You: 17 life": Rancor
# gives +2/+0 and trample, 5 damage (15 life); "then his Sulfuric Vortex triggers" dropped its 2 damage
@pytest.mark.parametrize(
    ("said", "part"),
    [
        ("the giant has rancor", '"rancor"'),
        ("it has a rancor on it", '"rancor"'),
        ("it's wearing a bonesplitter", '"bonesplitter"'),
        ("then his Sulfuric Vortex triggers", '"Sulfuric Vortex"'),
        ("my soul's attendant triggers", "soul's attendant"),
    ],
)
def test_what_is_on_a_creature_or_triggers_unread_is_asked_back(bundled, said, part):
    _refused(bundled, f"I'm at 20. opp's hill giant attacks me and I don't block. {said}.", part)


def test_counters_on_the_creature_are_still_read(bundled):
    text = "I'm at 20. opp's hill giant attacks me and I don't block. the giant has 2 +1/+1 counters."
    _, _, outcome = _outcome(bundled, text)
    assert "You: 15 life" in outcome, outcome


# "opp's gideon jura has 6 loyalty. I throw a searing spear at it." left Gideon at 6 loyalty (Searing Spear: 3 damage,
# 3 loyalty removed, CR 120.3c); "I'm at 10. opp chains lightning at me." answered "You: 10 life" (Chain Lightning:
# 3 damage); "his 2/2 attacks … it's a goblin guide" dropped the card
@pytest.mark.parametrize(
    ("text", "part"),
    [
        ("opp's gideon jura has 6 loyalty. I throw a searing spear at it.", '"searing spear"'),
        ("opp's gideon jura has 6 loyalty. I point a lava axe at it.", '"lava axe"'),
        ("opp's gideon jura has 6 loyalty. I send a lava axe at gideon.", '"lava axe"'),
        ("opp's gideon jura has 6 loyalty. I aim searing spear at it.", '"searing spear"'),
        ("opp's gideon jura has 6 loyalty. my searing spear goes at gideon.", '"searing spear"'),
        ("opp's gideon jura has 6 loyalty. it takes a searing spear.", '"searing spear"'),
        ("I'm at 10. opp chains lightning at me.", '"chains lightning"'),
        ("I'm at 10. his 2/2 attacks and I don't block. it's a goblin guide.", '"goblin guide"'),
    ],
)
def test_a_spell_thrown_or_taken_in_lower_case_is_asked_back(bundled, text, part):
    _refused(bundled, text, part)


@pytest.mark.parametrize(
    "chat",
    [
        "he took a mulligan",
        "I took a break",
        "he got mad at me",
        "it's a bug",
        "I appealed it",
        "he misplayed it",
        "I questioned it",
        "he accepted it",
    ],
)
def test_chat_with_the_same_words_stays_aside(bundled, chat):
    summary, _, _ = _outcome(bundled, f"I control grizzly bears. opp bolts it. {chat}. does it die?")
    assert summary.startswith("Grizzly Bears dies"), summary


# "I'm at 6. opp attacks with serra angel, no blocks. the angel is double striking thanks to his sword." answered "You:
# 2 life" (double strike deals 4 twice, CR 702.4b: 6 - 8, the game lost); "his angel wields a sword of fire and ice"
# set aside the same way; "he overruns" dropped Overrun (+3/+3 and trample)
@pytest.mark.parametrize(
    ("said", "part"),
    [
        ("the angel is double striking thanks to his sword", "where its double striking comes from isn't read"),
        ("his angel wields a sword of fire and ice", '"sword of fire and ice" isn\'t a card I know'),
        ("he overruns", '"overruns"'),
    ],
)
def test_what_makes_an_attacker_bigger_unread_is_asked_back(bundled, said, part):
    _refused(bundled, f"I'm at 6. opp attacks with serra angel and hill giant. no blocks. {said}.", part)


def test_trample_talk_without_a_source_stays_aside(bundled):
    text = "I control grizzly bears. opp bolts it. it would deal 19 points of trample damage. does it die?"
    summary, _, _ = _outcome(bundled, text)
    assert summary.startswith("Grizzly Bears dies"), summary


# "opp attacks with grizzly bears, i block with my elf. what dies" answered with Glistener Elf's infect, "my
# vampire" with Vampire Nighthawk's deathtouch: the one bundled card of that type, not the asker's
@pytest.mark.parametrize(
    ("word", "card"),
    [("elf", "Glistener Elf"), ("vampire", "Vampire Nighthawk"), ("beast", "Questing Beast"), ("sliver", "Lymph")],
)
def test_a_creature_type_said_alone_isnt_read_as_the_one_bundled_card(bundled, word, card):
    text = f"opp attacks with grizzly bears, i block with my {word}. what dies"
    _refused(bundled, text, f'"{word}" could be any {word}', card)


def test_the_everyday_bear_and_a_type_word_on_the_battlefield_are_still_read(bundled):
    summary, _, _ = _outcome(bundled, "opp attacks with hill giant, i block with my bear. what dies")
    assert summary.startswith("Hill Giant survives; Grizzly Bears dies"), summary
    text = "my serra angel blocks his hill giant. after damage he shocks my angel. does it die?"
    _, _, outcome = _outcome(bundled, text)
    assert "Serra Angel (You): graveyard" in outcome, outcome  # 3 + 2 damage on a 4/4


@pytest.mark.parametrize(
    "chat",
    [
        "I blame my deck",
        "he trolled me",
        "he outplayed me",
        "i screenshotted it",
        "i forgot the rule",
        "i missed the trigger",
        "we had a long game",
        "I have a quick question",
        "he roasted me lol",
        "it got reprinted",
    ],
)
def test_chat_that_carries_nothing_stays_aside(bundled, chat):
    summary, reading, _ = _outcome(bundled, f"I control grizzly bears. opp bolts it. {chat}. does it die?")
    assert summary.startswith("Grizzly Bears dies"), summary
    assert any(line.startswith("Not part of the situation (ignored)") for line in reading), reading


def test_an_unnamed_creature_a_player_has_stays_aside(bundled):
    _, reading, outcome = _outcome(bundled, "I control grizzly bears. opp has a goblin. he bolts my bears.")
    assert "Grizzly Bears (You): graveyard" in outcome, outcome
    assert any("Opponent has a goblin" in line for line in reading), reading
