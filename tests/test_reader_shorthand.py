"""Table shorthand and chat forms (issue #16): "X attacking vs Y blocking", "opponent doesn't block", "unblocked",
"Opp at 3", "it already took 2 this turn", "trample + deathtouch", "Attacker: …", card names as irregular verbs
("I Giant Grew the bear"), and questions about every creature of a fight ("Who dies?", "Do both die?"). Real
texts carry their source; each asserts the outcome (zones, life, damage) and the first line. Against the 2018 pool.
"""

from __future__ import annotations

import pytest

from commands.ask import ask_reply
from commands.reader.answer import Question, classify
from commands.reader.entities import Names, _stems
from commands.reader.second_person import as_first_person
from commands.reader.shorthand import NoBlock, frame_damage_this_turn, no_block
from resolver.outcome import OutcomeOut


def answered(text: str, index) -> tuple[str, list[OutcomeOut]]:
    reply = ask_reply(text, index=index)
    assert not reply.error, reply.summary
    return reply.summary.splitlines()[0], [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]


def asked_back(text: str, index, fragment: str) -> str:
    reply = ask_reply(text, index=index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary, reply.summary
    assert fragment in reply.summary, reply.summary
    return reply.summary


def zones(o: OutcomeOut) -> dict[str, str]:
    return {p.name: p.zone for p in o.permanents.values()}


# --- "X attacking vs Y blocking", "Attacker: …", "trample + deathtouch" -----------------------------------------


def test_attacking_vs_blocking_real_text(pool_index):
    # https://tappedout.net/mtg-questions/trample-vs-indestructible (the question's first line, as typed)
    first, outs = answered("3/3 trample attacking vs 0/1 indestructible blocking. Who dies?", pool_index)
    assert first == "Both survive in every outcome"
    assert len(outs) == 3
    for o in outs:
        assert zones(o) == {"3/3 creature": "battlefield", "0/1 creature": "battlefield"}
    assert sorted(o.players["Opponent"].life for o in outs) == [18, 19, 20]  # 1 to 3 assigned to the 0/1


def test_attacker_against_blocker_with_a_report_of_the_result(pool_index):
    # fresh fr-001, github.com/alp82/manaschmiede/issues/35: the report after the fight is set aside
    text = (
        "Verified by execution, both before and after the #5 restructure: a 2/4 deathtouch first-strike attacker "
        "against a 5/5 first-strike blocker leaves the blocker at `damage: 1, markedForDeath: false`."
    )
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    (o,) = [OutcomeOut.model_validate(x) for x in reply.data["outcomes"]]
    assert zones(o) == {"2/4 creature": "graveyard", "5/5 creature": "graveyard"}  # both first strike: together
    assert "it leaves the blocker at damage: 1, markedForDeath: false" in reply.to_text()


@pytest.mark.parametrize(
    "text",
    [
        "My attacker: 4/4 trample + deathtouch. His blocker: 2/2 indestructible. How much damage does opp take?",
        "I attack with a 4/4 trample + deathtouch, opponent blocks with a 2/2 indestructible. "
        "How much damage does opp take?",
    ],
)
def test_roles_and_keywords_joined_by_a_plus(text, pool_index):
    first, outs = answered(text, pool_index)
    assert first == "Opponent: 0, 1, 2 or 3 damage, depending on how 4/4 creature assigns its combat damage"
    assert all(zones(o) == {"4/4 creature": "battlefield", "2/2 creature": "battlefield"} for o in outs)


def test_a_blocker_named_before_any_attacker_is_asked_back(pool_index):
    asked_back("Blocker: 2/2 indestructible.", pool_index, '"it"')


# --- no block, unblocked ------------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("clause", "expected"),
    [
        # https://www.pojo.com/magic/Featured%20Writers/Judge/2005/2-4.shtml ("If they choose not to block, …")
        ("they choose not to block", NoBlock("they choose not to block", player="Opponent")),
        ("Opponent doesn't block", NoBlock("Opponent doesn't block", player="Opponent")),
        ("no blocks", NoBlock("no blocks", player="anyone")),
        ("it's unblocked", NoBlock("it's unblocked", attacker="it")),
        ("my Grizzly Bears goes unblocked", NoBlock("my Grizzly Bears goes unblocked", attacker="my Grizzly Bears")),
        ("Opponent blocks my one attacker with his one creature", None),  # mtgvault.com forum thread 4611
        ("I was also for some reason unable to block this creature", None),  # tests/corpus mo-033
    ],
)
def test_what_says_nothing_blocks(clause, expected):
    assert no_block(clause) == expected


def test_an_attack_nobody_blocks_reaches_the_player(pool_index):
    # the pojo judge column's "If they choose not to block", with the attack said before it
    first, outs = answered("I attack with Grizzly Bears. They choose not to block. Opp at 2. Does he die?", pool_index)
    assert first == "Opponent loses (0 life, 704.5a)"
    (o,) = outs
    assert o.players["Opponent"].life == 0 and o.players["Opponent"].lost


def test_an_unblocked_creature_attacks(pool_index):
    first, outs = answered("Opp at 3. My Hill Giant is unblocked. Is he dead?", pool_index)
    assert first == "Opponent loses (0 life, 704.5a)"
    assert outs[0].players["Opponent"].life == 0


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("I attack with Grizzly Bears. Opponent doesn't block. Opponent blocks with Hill Giant.", "declares a block"),
        ("Grizzly Bears attacks. It is unblocked. Hill Giant blocks it.", "also declares a block"),
        ("I control Grizzly Bears. Opponent doesn't block. How much damage does he take?", "no creature attacks"),
    ],
)
def test_no_block_against_the_rest_of_the_message_is_asked_back(text, fragment, pool_index):
    asked_back(text, pool_index, fragment)


# --- life and damage before -----------------------------------------------------------------------------------


def test_opp_at_n_and_me_at_n(pool_index):
    _, outs = answered("Me at 5, opp at 3. Opponent bolts me.", pool_index)
    assert (outs[0].players["You"].life, outs[0].players["Opponent"].life) == (2, 3)


@pytest.mark.parametrize(
    "text",
    [
        # the second audit's text (tests/test_reader_audit.py), once asked back: damage this turn stays marked
        "I control Hill Giant. It already took 2 damage this turn. Opponent casts Shock targeting it. Does it die?",
        "I control Hill Giant. it already took 2 this turn. Opponent Shocks it. Does it die?",
        "My Hill Giant has already been dealt 2 damage. Opponent casts Shock targeting it. Does it die?",
    ],
)
def test_damage_already_taken_this_turn_is_marked(text, pool_index):
    first, (o,) = answered(text, pool_index)
    assert first == "Hill Giant dies"
    assert zones(o) == {"Hill Giant": "graveyard"}


@pytest.mark.parametrize(
    "text",
    [
        "I control Hill Giant. It took 2 damage. Opponent casts Shock targeting it.",  # no "already": a report
        "I already took 2 damage this turn. Opponent casts Shock targeting me.",  # a player: their life says it
    ],
)
def test_damage_taken_without_already_or_by_a_player_is_not_marked(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and reply.exit_code == 2, reply.summary


def test_damage_a_planeswalker_took_is_not_read_as_marked(pool_index):
    names = Names(pool_index)
    assert frame_damage_this_turn("Chandra, Torch of Defiance already took 2 damage this turn", names) is None
    marked = frame_damage_this_turn("Hill Giant already took 2 damage this turn", names)
    assert marked == "Hill Giant has 2 damage marked"


# --- a third-person story with roles ------------------------------------------------------------------------------


def test_attacking_and_defending_player_without_the(pool_index):
    # https://boardgames.stackexchange.com/q/33306 (the artifact of the question is left out: it names no card)
    text = (
        "Both attacking and defending players have 1 life left. Attacking player is attacking with a 3/1 creature "
        "with trample. Defending player blocks with a 1/1 creature with lifelink. What would happen?"
    )
    _, outs = answered(text, pool_index)
    by_split = {o.choices[0]: o for o in outs}
    assert len(outs) == 3
    lost = [o for o in outs if o.players["Opponent"].lost]
    assert [o.players["Opponent"].life for o in lost] == [0]  # 1 to the 1/1, 2 to the player: 1 - 2 + 1
    assert all(zones(o)["1/1 creature"] == "graveyard" and zones(o)["3/1 creature"] == "graveyard" for o in outs)
    assert by_split


def test_first_comma_leads_a_question(pool_index):
    # http://boardgames.stackexchange.com/a/11197 (its first question, as typed)
    text = (
        "First, if I have a 1/1 creature with first strike and deathtouch, and my opponent blocks it with a 2/2 "
        "creature, will my creature die?"
    )
    first, (o,) = answered(text, pool_index)
    assert first == "1/1 creature survives"
    assert zones(o) == {"1/1 creature": "battlefield", "2/2 creature": "graveyard"}


# --- card names as irregular verbs ----------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("text", "spell"),
    [
        ("Opponent bolts my Grizzly Bears, I Giant Grew it in response. Does it survive?", "Giant Growth"),
        (
            "I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. so I Giant Grew the bear",
            "Giant Growth",
        ),
        ("I control Grizzly Bears. Opponent Zapped it.", "Zap"),
    ],
)
def test_a_card_name_as_an_irregular_verb_is_cast(text, spell, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    assert f"cast{'s' if spell == 'Zap' else ''} {spell} targeting Grizzly Bears" in reply.to_text()
    assert "Not part of the situation" not in reply.to_text()


def test_giant_grew_saves_the_bear_from_the_bolt(pool_index):
    first, (o,) = answered("Opponent bolts my Grizzly Bears, I Giant Grew it in response. Does it survive?", pool_index)
    assert first == "Grizzly Bears survives"
    (bear,) = o.permanents.values()
    assert (bear.zone, bear.damage, bear.power) == ("battlefield", 3, 5)


def test_i_believe_is_still_an_opinion_not_reason_believe(pool_index):
    reply = ask_reply("I control Grizzly Bears. I believe it survives. Opponent Shocks it.", index=pool_index)
    assert not reply.error, reply.summary
    assert "Believe" not in reply.to_text().split("Not part of the situation")[0]


def test_an_irregular_form_alone_is_no_card(pool_index):
    names = Names(pool_index)
    assert _stems("Grew", True)[-2:] == ["Growth", "Grow"] and "Growth" not in _stems("grew", False)
    assert "Fog" in _stems("Fogged", False)
    assert names.spell_verb("grew the bear") is None  # "grew" alone: no card's whole name
    assert names.spell_verb("Giant Grew the bear").name == "Giant Growth"


# --- who dies, do both die, does either survive ------------------------------------------------------------------


@pytest.mark.parametrize(
    ("question", "detail", "dies"),
    [
        ("Who dies?", "who", True),
        ("What survives?", "who", False),
        ("Do both die?", "both", True),
        ("do they both die", "both", True),
        ("Do they trade?", "both", True),
        ("Does either survive?", "either", False),
        ("Does either of them die?", "either", True),
        ("Are they both dead?", "both", True),
    ],
)
def test_group_questions(question, detail, dies):
    assert classify(question) == Question("group", negated=dies, detail=detail)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Grizzly Bears blocks Hill Giant. Do both die?", "No: Hill Giant survives; Grizzly Bears dies"),
        ("Hill Giant blocks my Grizzly Bears. Does either survive?", "Yes: Grizzly Bears dies; Hill Giant survives"),
        ("Opponent's Hill Giant blocks my Hill Giant. Do they trade?", "Yes: both die"),
        ("Opponent's Hill Giant blocks my Hill Giant. Does either survive?", "No: both die"),
        ("Hill Giant blocks my Grizzly Bears. Who dies?", "Grizzly Bears dies; Hill Giant survives"),
    ],
)
def test_group_first_lines(text, first, pool_index):
    said, outs = answered(text, pool_index)
    assert said == first
    assert len(outs) == 1


def test_who_dies_real_text(pool_index):
    # https://www.mtgvault.com/forum/thread.aspx?ftid=4611 (as typed; "Who dies?" asked after it)
    text = (
        "My opponent had 2 life and one creature in play. This creature was a 3/2 with deathtouch and lifelink. "
        "It is my turn, I have a 4/4 with trample. I attack. My opponent blocks my one attacker with his one "
        "creature. Who dies?"
    )
    first, outs = answered(text, pool_index)
    assert first == "Both die in every outcome"  # lifelink's 3 arrives with the trample damage: he never loses
    assert all(not o.players["Opponent"].lost for o in outs)
    assert sorted(o.players["Opponent"].life for o in outs) == [3, 4, 5]


def test_both_needs_two_creatures(pool_index):
    said, _ = answered("I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. Do both die?", pool_index)
    assert said == "1 outcome."  # one creature: "both" names nothing, so no first line


# --- the second person of rules articles, restated sizes, "think of …" -------------------------------------------


def test_you_is_the_asker_when_the_message_says_no_i(pool_index):
    # https://splicedonline.com/does-trample-go-through-indestructible/ (as written there)
    text = (
        "Suppose you have a 5/5 creature with trample and indestructible, and your opponent has a 2/2 creature with "
        "2 toughness. You attack with your 5/5 creature, and your opponent blocks with their 2/2 creature. "
        "How much damage does your opponent take?"
    )
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    assert reply.summary.splitlines()[0] == (
        "Opponent: 0, 1, 2 or 3 damage, depending on how 5/5 creature assigns its combat damage"
    )
    outs = [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]
    assert all(zones(o) == {"5/5 creature": "battlefield", "2/2 creature": "graveyard"} for o in outs)
    assert '"you" is read as the player asking' in reply.to_text()


def test_your_opponent_at_a_sentence_start(pool_index):
    # https://www.gameslearningsociety.org/wiki/does-first-strike-block-deathtouch ("Consider this example: …")
    text = (
        "Consider this example:\n- You attack with a 2/2 creature with First Strike.\n"
        "- Your opponent blocks with a 3/3 creature with Deathtouch.\nWho dies?"
    )
    first, (o,) = answered(text, pool_index)
    assert first == "2/2 creature dies; 3/3 creature survives"
    assert o.permanents[next(k for k, p in o.permanents.items() if p.name == "3/3 creature")].damage == 2


def test_you_beside_i_and_in_card_names_is_left_alone(pool_index):
    names = Names(pool_index)
    assert as_first_person("I attack you with Hill Giant", names) == ("I attack you with Hill Giant", [])
    said, notes = as_first_person("You cast Start Your Engines. Your opponent attacks you.", names)
    assert said == "I cast Start Your Engines. Opponent attacks me." and notes


def test_think_of_a_creature_being_blocked(pool_index):
    # https://cyberpost.co/what-happens-when-deathtouch-blocks-trample/ ("Think of a 5/5 creature …")
    text = "Think of a 5/5 creature with trample and deathtouch being blocked by a 2/2 creature. Who dies?"
    first, outs = answered(text, pool_index)
    assert first == "5/5 creature survives in every outcome; 2/2 creature dies in every outcome"
    assert sorted(o.players["Opponent"].life for o in outs) == [16, 17, 18, 19, 20]


def test_a_different_restated_size_is_not_dropped(pool_index):
    reply = ask_reply("I control a 2/2 creature with 3 toughness.", index=pool_index)
    assert reply.error and "with 3 toughness" in reply.summary


def test_hit_me_with_a_spell_on_his_turn(pool_index):
    # mtgsalvation.com/articles/15371 (tests/corpus jb-037): its first clause, at 3 life
    first, (o,) = answered("I'm at 3. My opponent hit me with a Lightning Bolt on his turn. Am I dead?", pool_index)
    assert first == "You lose (0 life, 704.5a)"
    assert o.players["You"].life == 0


@pytest.mark.parametrize(
    "clause",
    [
        "Opponent hit it with Hill Giant",  # a creature: an attack or an ability, not said
        "Opponent hit me with a bolt of lightning",  # no card
    ],
)
def test_hit_with_something_not_a_spell_is_not_a_cast(clause, pool_index):
    from commands.reader.shorthand import frame_hit_with

    assert frame_hit_with(clause, Names(pool_index)) is None


@pytest.mark.parametrize(
    ("text", "first"),
    [
        ("Opp at 2. My Grizzly Bears is unblocked. Do I win?", "Opponent loses (0 life, 704.5a)"),
        ("Opp at 3. My Grizzly Bears is unblocked. Do I win?", "Opponent survives at 1 life"),
        ("I'm at 2. Opponent's Grizzly Bears attacks me. Does he win?", "You lose (0 life, 704.5a)"),
    ],
)
def test_do_i_win_answers_whether_the_other_player_loses(text, first, pool_index):
    said, _ = answered(text, pool_index)
    assert said == first
    assert classify("Do I win?") == Question("fate", "i", negated=True, detail="win")


def test_guards_of_the_short_forms(pool_index):
    names = Names(pool_index)
    from commands.reader.frames import frame_life
    from commands.reader.shorthand import frame_versus

    assert frame_life("Opponent at least", names) is None  # "at N" said short needs a number
    assert frame_life("Opp at three".replace("Opp", "Opponent"), names) == "Opponent is at three life"
    assert frame_damage_this_turn("It got 2 this turn", names) is None  # "got 2" of what? not said
    assert frame_versus("Opponent attacks and Grizzly Bears blocks", names, lambda c, n: c) is None
    assert classify("Does anyone die?") is None or classify("Does anyone die?").kind != "group"


# --- "he blocks", "how much goes through", "a 1/1 that has …", "…, blocked by …" ---------------------------------


def test_a_trampler_blocked_by_an_indestructible_one_that_has(pool_index):
    # https://blogs.magicjudges.org/rulestips/2018/12/swiftblade-vindicator-trample-and-double-strike
    text = (
        "Say you have a regular 5/5 Trampler, blocked by a 1/1 that has Indestructible. Can you trample at all? "
        "How much damage goes through?"
    )
    first, outs = answered(text, pool_index)
    assert first == "Opponent: 0, 1, 2, 3 or 4 damage, depending on how 5/5 creature assigns its combat damage"
    assert all(zones(o) == {"5/5 creature": "battlefield", "1/1 creature": "battlefield"} for o in outs)


@pytest.mark.parametrize(
    ("text", "first"),
    [
        (
            "opp has a 2/2 deathtouch, I swing with my 5/5 trample, he blocks. how much dmg goes through?",
            "Opponent: 0, 1, 2 or 3 damage, depending on how 5/5 creature assigns its combat damage",
        ),
        (
            "I have a 2/2 indestructible, opp attacks with a 5/5 trample and I block. how much damage do I take?",
            "You: 0, 1, 2 or 3 damage, depending on how 5/5 creature assigns its combat damage",
        ),
    ],
)
def test_a_player_blocks_with_their_one_creature(text, first, pool_index):
    said, outs = answered(text, pool_index)
    assert said == first
    assert len(outs) == 4


@pytest.mark.parametrize(
    ("text", "fragment"),
    [
        ("I have Grizzly Bears and Hill Giant. Opponent attacks with a 5/5 trample and I block.", "2 creatures"),
        ("Opponent attacks with a 5/5. I block.", "no creatures"),
        ("I attack with Grizzly Bears and Hill Giant, blocked by a 1/1", "blocked by a 1/1"),  # which one: not said
    ],
)
def test_which_creature_blocks_or_is_blocked_not_said_is_asked_back(text, fragment, pool_index):
    asked_back(text, pool_index, fragment)


def test_a_second_verb_that_is_a_spell_after_the_same_player(pool_index):
    text = "Opp attacks with Hill Giant, I block with Grizzly Bears and Giant Growth it. Does the bear survive?"
    first, (o,) = answered(text, pool_index)
    assert first == "Grizzly Bears survives"
    assert zones(o) == {"Grizzly Bears": "battlefield", "Hill Giant": "graveyard"}  # a 5/5 Bears kills the Giant
    reply = ask_reply("I control Hill Giant. Opponent Shocks it and then bolts it.", index=pool_index)
    assert "In response" not in reply.to_text() and "resolves first" not in reply.to_text()


@pytest.mark.parametrize(
    ("text", "quoted"),
    [
        (
            "I attack with a 4/4, opponent blocks with a 2/2. What happens if my 4/4 has 1) Trample + Deathtouch "
            "2) Trample only?",
            '"1) Trample + Deathtouch", "2) …"',
        ),
        # http://boardgames.stackexchange.com/a/11197: the asker's two readings, numbered
        (
            "I have a 1/1 creature with first strike and deathtouch, and my opponent blocks it with a 2/2 creature, "
            "will my creature die? I can see two alternative ways this could play out.\n"
            "1. My creature deals his first strike damage, immediately killing the opponent's creature.\n"
            "2. My creature deals his first strike damage, which would normally be lethal due to deathtouch.",
            '"1. My creature deals his first strike damage',
        ),
    ],
)
def test_numbered_items_are_asked_back(text, quoted, pool_index):
    asked_back(text, pool_index, quoted)


def test_numbers_in_prose_are_no_list(pool_index):
    _, (o,) = answered("I'm at 1. Opp at 2. I attack with Grizzly Bears.", pool_index)
    assert o.players["Opponent"].life == 0


def test_a_list_of_cards_in_hand_is_no_cast(pool_index):
    from commands.reader.shorthand import frame_and_card_verb

    names = Names(pool_index)
    assert frame_and_card_verb("I have Mending Hands and Healing Salve in hand", names, lambda c, n: c) is None
    assert frame_and_card_verb("Opponent plays an Avatar of Might and ends his turn", names, lambda c, n: c) is None


def test_attacks_and_is_blocked_by_in_one_clause(pool_index):
    """The issue's "a 5/5 with lifelink" in one clause with its blocker ("attacks and is blocked by"), as in the
    Comprehensive Rules' own examples ("A 6/6 green creature with trample is blocked by a 2/2 …", 702.19b): it
    attacks, then it is blocked. Lifelink gains the 5 it deals to the 3/3 (CR 702.15b); the 3/3 dies (704.5g)."""
    from commands.ask import ask_reply

    reply = ask_reply("a 5/5 with lifelink attacks and is blocked by a 3/3. how much life do I gain?", index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert "1. Combat damage: 5/5 creature attacks Opponent, blocked by 3/3 creature" in reply.data["interpretation"]
    (outcome,) = reply.data["outcomes"]
    assert outcome["players"]["You"]["life"] == 25
    zones = {p["name"]: p["zone"] for p in outcome["permanents"].values()}
    assert zones == {"5/5 creature": "battlefield", "3/3 creature": "graveyard"}
    reply = ask_reply("Grizzly Bears attacks me and gets blocked by Hill Giant and Llanowar Elves.", index=pool_index)
    assert (
        "1. Combat damage: Grizzly Bears attacks You, blocked by Hill Giant and Llanowar Elves"
        in (reply.data["interpretation"])
    )


@pytest.mark.parametrize(
    ("text", "life", "poison"),
    [
        # "unblocked" said after the attacker, as players write it (a Discord-style line; the "opp" shorthand)
        ("He is at 2 poison. I attack with a 3/3 infect, unblocked. does he lose?", 20, 5),
        ("Opp attacks me with Hill Giant and goes unblocked. I'm at 3, am I dead?", 0, 0),
        ("Opp attacks with Hill Giant (unblocked). I'm at 5.", 2, 0),
    ],
)
def test_unblocked_said_after_the_attacker(text, life, poison, pool_index):
    """The attack is read, and no creature blocks it (said in the reading); poison from infect (CR 702.90b), and
    life from Hill Giant's 3 (120.3a)."""
    from commands.ask import ask_reply

    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 0, reply.summary
    assert any("no creature blocks it" in line for line in reply.data["interpretation"])
    (outcome,) = reply.data["outcomes"]
    hit = "Opponent" if "I attack" in text else "You"
    assert (outcome["players"][hit]["life"], outcome["players"][hit]["poison"]) == (life, poison)


def test_unblocked_after_the_attacker_and_a_block_is_asked_back(pool_index):
    from commands.ask import ask_reply

    reply = ask_reply("I attack with a 3/3, unblocked. He blocks it with a 2/2.", index=pool_index)
    assert reply.exit_code == 2 and "says nothing blocks, and the message also declares a block" in reply.summary


def test_attack_with_a_creature_into_a_blocker(pool_index):
    """ "I attack with a 5/5 trample into an indestructible 2/2" (as "I swung a Blight Mamba into a 7/7", corpus
    jb-044): the 2/2 blocks; trample assigns lethal (2) to it and up to 3 to the player (CR 702.19b)."""
    from commands.ask import ask_reply

    reply = ask_reply(
        "I attack with a 5/5 trample into an indestructible 2/2. how much damage goes through?", index=pool_index
    )
    assert reply.exit_code == 0, reply.summary
    assert "1. Combat damage: 5/5 creature attacks Opponent, blocked by 2/2 creature" in reply.data["interpretation"]
    assert sorted(o["players"]["Opponent"]["life"] for o in reply.data["outcomes"]) == [17, 18, 19, 20]
