"""Wrong answers from how a story is told (audit7), now asked back (exit 2, one line): a correction read as a second
event or dropped, a spell said not to resolve resolved anyway, damage taken before the events set aside, a question
about a card or a block the situation doesn't have answered for the board without it. Against the 2018 card pool;
each audit sentence beside a real one (a chat correction, an engine's bug note, a corpus report, an AI prompt)."""

from __future__ import annotations

import pytest

from commands.ask import ask_reply


def asked_back(text: str, index, fragment: str) -> str:
    reply = ask_reply(text, index=index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary, reply.summary
    assert fragment in reply.summary, reply.summary
    return reply.summary


def answered(text: str, index) -> dict:
    reply = ask_reply(text, index=index)
    assert reply.exit_code == 0, reply.summary
    return reply.data


@pytest.mark.parametrize(
    "text",
    [
        # Shock and Bolt were both cast (Hill Giant "dies"; Shock alone leaves it at 3/3 with 2 damage)
        "I control Hill Giant. opp bolts it. sorry, he shocks it",
        "I control Hill Giant. opp bolts it. no wait, he shocked it. does it die?",
        "I control Hill Giant. opp bolts it. my bad, he shocks it",
        "I control Hill Giant. opp bolts it. scratch that, he shocks it",
        # real chat correction ("Oh sorry, I meant restaurants, not hotels"), told of a spell
        "I control Hill Giant. Opponent casts Lightning Bolt targeting it. Oh sorry, he casts Shock targeting it.",
        # "no wait Hill Giant" was read as "no Hill Giant" (none added): the bear was shocked and "died"
        "I control Grizzly Bears, no wait Hill Giant. opp shocks it",
    ],
)
def test_a_correction_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "takes back part of what was said before it")


@pytest.mark.parametrize(
    "text",
    [
        "I'm at 3. Opponent casts Shock targeting me. sorry for my english",  # an apology corrects nothing
        "Sorry, new here. I control Hill Giant. Opponent casts Shock targeting it.",  # nothing before it
        "I attack with Hill Giant. sorry if this is a dumb question, does it deal 3?",
    ],
)
def test_an_apology_that_takes_nothing_back_is_not_a_correction(text, pool_index):
    data = answered(text, pool_index)
    assert data["outcomes"], data


@pytest.mark.parametrize(
    "text",
    [
        "opp shocks my Grizzly Bears but it fizzled",  # the bear "died" to the Shock said not to resolve
        "opp shocks my Grizzly Bears. it didn't resolve. does my bear die?",
        "opp shocks my Grizzly Bears. Shock didn't resolve",
        "opp shocks my Grizzly Bears but it got stifled",
        # an engine's bug note: "the {B} and the card were spent, and it fizzled at resolution"
        "I control Grizzly Bears. Opponent casts Shock targeting it, and it fizzled at resolution.",
    ],
)
def test_a_spell_said_not_to_resolve_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "a spell or ability that doesn't resolve does nothing")


@pytest.mark.parametrize(
    "text",
    [
        "I took 3 and then 2 more. I was at 20. opp bolts me",  # answered 17: the 5 taken set aside
        "opp took 3. he was at 5. I shock him",  # answered 3 left
        # a corpus report ("But, for some reason, I took 7."), told before the rest
        "But, for some reason, I took 7. I'm at 10. Opponent casts Lightning Bolt targeting me.",
    ],
)
def test_damage_taken_before_the_story_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "tells damage or life taken before what happens next")


def test_damage_taken_reported_at_the_end_stays_a_report(pool_index):
    data = answered(
        "I'm at 10. Opponent casts Lightning Bolt targeting me. But, for some reason, I took 7.", pool_index
    )
    assert data["outcomes"][0]["players"]["You"]["life"] == 7, data["outcomes"][0]


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        # answered "unblocked, you at 17": the block asked about was dropped
        ("opp attacks with Hill Giant. should I block with Grizzly Bears?", "asks about a block"),
        # answered "Grizzly Bears dies" with no Giant Growth cast
        ("I control Grizzly Bears. opp shocks it. would Giant Growth have saved it?", "which the situation"),
        ("I attack with Grizzly Bears. opp blocks with Hill Giant. would Giant Growth save my bear?", "Giant Growth"),
        # a card the situation doesn't have (was answered with no first line: the outcome without it)
        ("I control Grizzly Bears. Opponent casts Shock targeting it. Does Serra Angel die?", "Serra Angel"),
        # an MTG AI's prompt: "Should I block with this creature?"
        ("I control Grizzly Bears. Opponent attacks with Hill Giant. Should I block with this creature?", "a block"),
    ],
)
def test_a_question_about_what_the_situation_lacks_is_asked_back(text, fragment, pool_index):
    asked_back(text, pool_index, fragment)


def test_a_question_about_not_blocking_is_still_answered(pool_index):
    data = answered("opp attacks with Hill Giant and I'm at 3. what if I don't block?", pool_index)
    assert data["outcomes"][0]["players"]["You"]["life"] == 0, data["outcomes"][0]


SUPPOSED = "Told as a supposition"


@pytest.mark.parametrize(
    ("text", "said"),
    [
        # a plan told with "if", answered as done with no word of it (Grizzly Bears dies to a 6/6 Hill Giant)
        (
            "I attack with Hill Giant. if he blocks with Grizzly Bears, I Giant Growth my giant",
            '"he blocks with Grizzly Bears"; "I Giant Growth my giant"',
        ),
        ("suppose he Shocks my Grizzly Bears. does it die?", '"he Shocks my Grizzly Bears"'),
        ("does my Hill Giant die if opp bolts it?", '"Opponent bolts it"'),
        # a rules article's own supposition ("Let's say your opponent casts a removal spell like Lightning Bolt,
        # targeting your creature")
        (
            "Let's say your opponent casts Lightning Bolt, targeting your Grizzly Bears.",
            '"Opponent casts Lightning Bolt, targeting my Grizzly Bears"',
        ),
    ],
)
def test_a_supposition_is_answered_and_the_reading_says_so(text, said, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    notes = [n for n in reply.data["interpretation"] if n.startswith(SUPPOSED)]
    assert notes and notes[0].endswith(said), reply.data["interpretation"]


def test_a_story_told_as_it_happened_has_no_supposition_note(pool_index):
    text = "I attack with Hill Giant. he blocks with Grizzly Bears. I Giant Growth my giant"
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert not any(n.startswith(SUPPOSED) for n in reply.data["interpretation"]), reply.data["interpretation"]


@pytest.mark.parametrize(
    "text",
    [
        # read as the life before the Bolt, the Bolt was counted twice: "-2 life, lost" (told: at 3, Shock -> 1)
        "opp bolted me, I'm at 3. he shocks me",
        "opp shocks me. now I'm at 3. he bolts me. am I dead?",
        # a rules tip's "you take 6 in the first combat damage step (leaving you at 2 life)", told as a story
        "Opponent attacked with Hill Giant and I'm at 2 life. Opponent casts Shock targeting me.",
        # Shock and the 2 damage it left both counted: Hill Giant "dies" (told: 2 damage, it survives)
        "opp shocked my Hill Giant. it has 2 damage on it. does it die?",
        "opp shocks my Hill Giant. Hill Giant has 2 damage marked. does it die?",  # the Shock's 2, or 2 more?
    ],
)
def test_a_life_total_or_damage_told_after_what_changed_it_is_asked_back(text, pool_index):
    asked_back(text, pool_index, "before what the message tells happened, or after?")


@pytest.mark.parametrize(
    ("text", "life"),
    [
        ("opp attacks with Hill Giant, I'm at 4. he shocks me", -1),  # told as it happens: the life before
        ("Opp attacks me with Hill Giant and goes unblocked. I'm at 3, am I dead?", 0),
        # a Q&A's own order ("I'm at 2 life, I cast Sphinx's Revelation …"): the life first
        ("I'm at 2 life, I cast Giant Growth targeting my Grizzly Bears. My opponent casts Shock targeting me.", 0),
    ],
)
def test_a_life_total_told_before_or_as_it_happens_is_read(text, life, pool_index):
    data = answered(text, pool_index)
    assert data["outcomes"][0]["players"]["You"]["life"] == life, data["outcomes"][0]
