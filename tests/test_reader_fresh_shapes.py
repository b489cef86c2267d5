"""Shapes from the fresh set (tests/corpus/fresh.jsonl, issue #16), each on real text besides the entry that showed
it: creature types in the plural ending a generic creature ("four 1/1 goblins"), a size-described attacker
"attacked into A and B", lead-ins ("This is the scenario:", "Verified by …:"), the reason after "because" and
"I say …", a keyword's own claims, reports of what happened, players named by name, and refusals that quote the
part they couldn't read rather than take a phrase for a card's name."""

from __future__ import annotations

import pytest
from pool_cards import index_with, outcomes, pool_cards, refused

from commands.reader.clauses import clauses
from commands.reader.commentary import carries_nothing, is_commentary, is_opinion
from commands.reader.entities import Names
from commands.reader.frames import rewrite
from commands.reader.named import named_players
from commands.reader.unmodelled import unmodelled_refusal
from commands.situation import SituationError, parse_generic

CARDS = pool_cards(
    ("Lost Leonin", "Raptor Companion", "Healing Salve", "Hill Giant", "Grizzly Bears", "Test of Faith",
     "Nissa Revane", "Nissa's Chosen", "Blightsteel Colossus", "Ruric Thar, the Unbowed", "Hangarback Walker",
     "Skinrender", "Trickster Mage", "Gerrard Capashen", "Mogis, God of Slaughter", "Mogis's Marauder", "Glacial Chasm")
)  # fmt: skip
INDEX = index_with(CARDS)
NAMES = Names(INDEX)

# --- creature types in the plural end a generic creature (CR 205.3m) ---------------------------------------------


@pytest.mark.parametrize(
    ("phrase", "size", "types"),
    [
        ("1/1 goblins", (1, 1), ["Goblin"]),  # fresh fr-004 ("a 4/2 and four 1/1 goblins")
        # a public game-log review (found by the code index): "Stromkirk Noble (3/3, growing) plus four 1/1 goblins"
        ("1/1 goblins", (1, 1), ["Goblin"]),
        ("1/1 Goblins", (1, 1), ["Goblin"]),  # a public engine's test: "Combat damage creates two 1/1 Goblins"
        ("2/2 elves", (2, 2), ["Elf"]),
        ("1/1 Human Soldiers", (1, 1), ["Human", "Soldier"]),
    ],
)
def test_a_creature_type_in_the_plural_ends_a_generic_creature(phrase, size, types):
    g = parse_generic(phrase)
    assert (g.power, g.toughness) == size and g.subtypes == types and not g.keywords


def test_a_word_that_is_no_creature_type_is_still_asked_back():
    for phrase in ("2/2 big creature", "1/1 dudes of doom", "2/2 Bear"):  # capitalised: perhaps a card's name
        with pytest.raises(SituationError, match="can't read"):
            parse_generic(phrase)


def test_one_creature_type_in_lower_case_ends_a_description():
    """ "a 0/4 wall", "a 2/2 bear": a creature of that size and type (CR 205.3m), as "four 1/1 goblins" is."""
    assert parse_generic("0/4 wall").subtypes == ["Wall"]
    assert parse_generic("2/2 bear").subtypes == ["Bear"]


def test_protection_from_a_colour_is_a_keyword_not_two_creature_types():
    # vintageisthenewold.com/faq/does-trample-apply-when-defending: "If you attack with 7/7 green creature with
    # trample, and they block with a 2/2 protection from green creature, it will assign damage equal to that
    # creature's toughness (2) to the creature, and the other 5 will trample over to the player."
    g = parse_generic("2/2 protection from green creature")
    assert g.keywords == ["protection from green"] and g.subtypes == []
    got = outcomes(
        INDEX, "If you attack with 7/7 green creature with trample, and they block with a 2/2 protection from green "
        "creature, how much damage do they take?"
    )  # fmt: skip
    assert all(o.permanents["2-2-creature"].zone == "battlefield" for o in got)  # its damage is prevented
    assert {o.players["Opponent"].life for o in got} >= {15, 20}  # 5 tramples over, or none


def test_fr_004_a_size_described_attacker_into_several_blockers():
    said = rewrite("A 3/3 with double strike and trample attacked into a 4/2 and four 1/1 goblins", NAMES)
    assert said == (
        "A 3/3 creature with double strike and trample attacks. It is blocked by a 4/2 creature and four 1/1 goblins"
    )
    # the report's "the remaining 3 goblins were still blocking" restates the combat read (goblins that block stay
    # blocking, CR 509.1g): said in the reading, not asked back (reader/restated.py); no damage tramples over
    full = outcomes(
        INDEX,
        "A 3/3 with double strike and trample attacked into a 4/2 and four 1/1 goblins. First-strike damage was "
        "assigned 2 to the 4/2 and 1 to a goblin, killing both. In the regular combat damage step the remaining 3 "
        "goblins were still blocking — so all 3 damage should have been soaked by them — but the engine sent all 3 "
        "to the defending player instead.",
    )
    assert all(o.players["Opponent"].life == 20 for o in full)
    got = outcomes(
        INDEX,
        "A 3/3 with double strike and trample attacked into a 4/2 and four 1/1 goblins. First-strike damage was "
        "assigned 2 to the 4/2 and 1 to a goblin, killing both.",
    )
    assert all(o.permanents["3-3-creature"].zone == "graveyard" and o.players["Opponent"].life == 20 for o in got)
    assert any(sum(p.zone == "graveyard" for k, p in o.permanents.items() if "goblin" in k) == 4 for o in got)


# --- lead-ins, reasons, claims and reports: not the situation --------------------------------------------------


@pytest.mark.parametrize(
    ("told", "first"),
    [
        ("This is the scenario: He attacks with a 4/4, and I block with a 1/1.", "He attacks with a 4/4"),  # fr-002
        # forums: "Here's the situation: …", "The scenario is: …" (the same lead-in before a colon)
        ("Here's the situation: I attack with Hill Giant.", "I attack with Hill Giant"),
        ("The scenario is: Opponent attacks with Hill Giant.", "Opponent attacks with Hill Giant"),
    ],
)
def test_a_lead_in_before_a_colon_is_dropped(told, first):
    assert clauses(told)[0].text == first


def test_words_before_a_colon_without_a_game_word_are_set_aside():
    # fresh fr-001 (github.com/alp82/manaschmiede/issues/35)
    parts = clauses("Verified by execution, both before and after the #5 restructure: a 2/4 attacks.")
    assert [c.text for c in parts] == [
        "Verified by execution, both before and after the #5 restructure",
        "a 2/4 attacks",
    ]
    assert carries_nothing(parts[0].text)
    # a lead that carries a game word stays whole; "… says this: …" stays one clause (tests/corpus jb-058)
    assert len(clauses("My board: Hill Giant and Grizzly Bears.")) == 1
    assert clauses("But MTG rules say this: I decide")[0].text == "But MTG rules say this: I decide"


@pytest.mark.parametrize(
    "clause",
    [
        "I say his creature dies",  # fresh fr-002 (a rules forum)
        # fr-002 again, and tests/corpus ("he then said he says that he doesn't take damage, …")
        "he says that the +1/+1 counters don't come into play until all damage has been effected",
        "he says that he doesn't take damage",
    ],
)
def test_what_someone_says_is_an_opinion(clause):
    assert is_opinion(clause)


def test_a_reason_is_a_clause_of_its_own_and_goes_with_the_opinion_before_it():
    parts = clauses("I say his creature dies, because I block three damage and become a 4/4, killing him")
    assert [c.text for c in parts][-1] == "because I block three damage and become a 4/4, killing him"
    # fresh fr-002 as typed: the reason is set aside with the opinion, the situation read (Test of Faith: 3
    # prevented, 3 +1/+1 counters; the 4/4 takes 1)
    (o,) = outcomes(
        INDEX,
        "This is the scenario: He attacks with a 4/4, and I block with a 1/1. I cast Test of Faith on my 1/1.\n\n"
        "I say his creature dies, because I block three damage and become a 4/4, killing him, but he says that the "
        "+1/+1 counters don't come into play until all damage has been effected, meaning the 4th damage point would "
        "kill my creature.\n\nWho is right?",
    )
    assert o.permanents["1-1-creature"].counters == {"+1/+1": 3} and o.permanents["4-4-creature"].damage == 1
    # tests/corpus: "he then said he says that he doesn't take damage, because the trampler died": the same
    from commands.reader import read

    reading = read("I control Hill Giant. he says that he doesn't take damage, because the trampler died.", INDEX)
    assert "because the trampler died" in reading.notes[-1]
    # a reason after a statement is no opinion's: read (here refused, quoted), never dropped
    refused(INDEX, "I control Hill Giant, because Opponent attacks with Grizzly Bears.", "because")


@pytest.mark.parametrize(
    "clause",
    [
        "Deathtouch works for blockers and does nothing for attackers",  # fresh fr-001
        "Deathtouch only works if a creature actually deals damage",  # blogs.magicjudges.org/rulestips (combat)
        "Trample doesn't just apply to defending players",  # vintageisthenewold.com/faq/does-trample-apply-…
        "Trample matters only for combat damage, so it would not",  # the same page
        # reports of what happened, what should have, and what an engine did: fresh fr-004
        "First-strike damage was assigned 2 to the 4/2 and 1 to a goblin, killing both",
        "In the regular combat damage step the remaining 3 goblins were still blocking",
        "so all 3 damage should have been soaked by them",
        "but the engine sent all 3 to the defending player instead",
        # tests/corpus jb-058 ("… so that the 8/8 … will only get 7 damage"), a public bug report: "it should
        # have been destroyed"
        "it should have been destroyed",
    ],
)
def test_claims_and_reports_are_commentary(clause):
    assert is_commentary(clause)


def test_a_card_name_is_no_comment():
    # fresh fr-003: "Amy controls Lost Leonin …" isn't "… lost …" (what the asker saw happen): the name masked, and
    # "Lost" capitalised mid-clause isn't the verb even unmasked — as when the name is misspelt, which no mask finds
    # ("Lost Leoin": tests/test_reader_meta.py)
    assert not is_commentary("I control Lost Leonin and Raptor Companion")
    assert not is_commentary("I control Lost Leoin and Raptor Compnion")
    assert is_commentary("Lost Leonin lost the fight")  # the verb in lower case: what the asker saw
    assert not is_commentary(NAMES.masked("I control Lost Leonin and Raptor Companion"))
    assert NAMES.masked("I control Lost Leonin and Raptor Companion") == "I control Card and Card"


# --- players named by name ---------------------------------------------------------------------------------------


def test_fr_003_players_named_by_name_are_you_and_opponent():
    text = (
        "Amy controls Lost Leonin and Raptor Companion and is attacking Nissa. Nissa is at 2 life and 8 poison, "
        "but has Healing Salve in hand. Can Nissa survive?"
    )
    mapped, notes = named_players(text, NAMES)
    assert mapped == (
        "I control Lost Leonin and Raptor Companion and is attacking Opponent. Opponent is at 2 life and 8 poison, "
        "but has Healing Salve in hand. Can Opponent survive?"
    )
    assert notes == ['"Amy" is a player ("Amy controls"): read as You',
                     '"Nissa" is a player ("Nissa is at 2 life"): read as Opponent']  # fmt: skip
    # which of the two creatures attack isn't said: asked back, never guessed
    refused(INDEX, text, "name the attacking creature")
    got = outcomes(INDEX, text.replace("is attacking Nissa", "attacks Nissa with both of them"))
    them = [o.players["Opponent"] for o in got]
    assert any(not p.lost and p.life == 1 and p.poison == 9 for p in them) and any(p.lost for p in them)


def test_named_players_as_the_forum_writes_them():
    # apps.magicjudges.org and rules-forum style: "Alice controls …", "Bob attacks Alice with …" (README)
    got = outcomes(INDEX, "Bob attacks Alice with Hill Giant. Alice is at 2 life.")
    assert all(o.players["Opponent"].lost for o in got)
    got = outcomes(
        INDEX, "Sarah controls Hill Giant. Amy attacks Sarah with Grizzly Bears. Sarah blocks with Hill Giant."
    )
    assert all(o.permanents["grizzly-bears"].zone == "graveyard" for o in got)


def test_a_name_that_starts_a_card_name_is_a_player_only_where_its_use_says_so():
    # "Nissa" only as an attack's object: could be Nissa Revane; asked back, as before
    assert named_players("Hill Giant attacks Nissa.", NAMES) == ("Hill Giant attacks Nissa.", [])
    # a card name that starts with the player's name stays the card
    mapped, _ = named_players("Nissa is at 2 life. Nissa controls Nissa's Chosen.", NAMES)
    assert mapped == "I am at 2 life. I control Nissa's Chosen."


def test_three_named_players_or_two_beside_i_are_asked_back():
    with pytest.raises(SituationError, match="say which one you are"):
        named_players("Amy controls Hill Giant. Bob controls Grizzly Bears. Carl is at 3 life.", NAMES)
    with pytest.raises(SituationError, match="say which one you are"):
        named_players("Amy controls Hill Giant. Bob controls Grizzly Bears. I block with Hill Giant.", NAMES)


# --- refusals: a card called by its first words, a name said twice ---------------------------------------------


def test_fr_005_a_legend_called_by_its_name_before_the_comma_is_named_in_the_refusal():
    text = (
        "Here Blightsteel has blocked Ruric Thar, Ruric Thar has got the correct counters however Blightsteel has "
        "had 6 put on it:"
    )
    said = refused(INDEX, text, "Ruric Thar, the Unbowed", code=3)
    assert said.startswith("Ruric Thar, the Unbowed:")  # "Blightsteel" alone may be a newer card's first word
    # fresh fr-029 ("… in Xmage Mogis' effect goes over damage prevention …"): an app's name starts no card's
    from commands.reader.unknown import runs

    assert runs("but in Xmage Mogis' effect goes over damage prevention effects") == []
    said = refused(
        INDEX,
        'The card states "damage", but in Xmage Mogis\' effect goes over damage prevention effects, such as Glacial '
        "Chasm - perhaps he's coded to cause direct lifeloss instead of damage?",
        "Mogis, God of Slaughter",
        code=3,
    )
    assert said.startswith("Mogis, God of Slaughter:")  # "Mogis" beside Mogis's Marauder: the legend


def test_a_short_name_is_only_the_card_it_starts():
    # tests/corpus jb-062: "… when Hangarback died" is Hangarback Walker
    said = unmodelled_refusal(
        "I cast Skinrender, putting 3 -1/-1 counters on a Hangarback Walker with 3 +1/+1 counters on it, but my "
        "opponent got 3 Thopters when Hangarback died.",
        INDEX,
        "mtg",
    )
    assert said is not None and "Hangarback Walker" in said
    # tests/corpus mo-020: "Merfolk Trickster" isn't Trickster Mage (the name goes on before it); fresh fr-042
    # ("… who was blocking Wight"): first words alone may be a newer card's, so they name none here
    assert unmodelled_refusal("Merfolk Trickster is supposed to remove all abilities", INDEX, "mtg") is None
    assert unmodelled_refusal("Trickster is supposed to remove all abilities", INDEX, "mtg") is None


@pytest.mark.parametrize(
    ("typed", "plain"),
    [
        # tests/corpus jb-062 ("a Hangarback Walker with 3 +1/+1 counters"), jb-054 ("… and walker received none")
        ("a Hangarback Walker with 3 +1/+1 counters", "a Hangarback Walker with 3 +1/+1 counters"),
        ("I recieved 8 damage, and walker received none", "I recieved 8 damage, and planeswalker received none"),
        ("opp walker", "Opponent planeswalker"),
    ],
)
def test_walker_is_a_planeswalker_unless_it_is_part_of_a_name(typed, plain):
    from commands.reader.normalise import normalise

    assert normalise(typed) == plain


# --- refusals quote the part and say why, rather than take a phrase for a card's name --------------------------


@pytest.mark.parametrize(
    ("text", "phrase"),
    [
        # a first-person report naming no card and giving no number: no particular situation (reader/general.py)
        ("I was also for some reason unable to block this creature.",
         "the message describes no particular situation (no card, no numbers)"),
    ],
)  # fmt: skip
def test_a_phrase_that_reads_as_a_sentence_is_not_called_a_card(text, phrase):
    said = refused(INDEX, text, phrase)
    assert not said.startswith("no card named")


def test_a_sentence_naming_a_card_is_refused_for_the_card_line_it_tells():
    """fresh fr-026: "Gerrard Capashen is causing …" is no card's name either; the refusal is the upkeep trigger the
    message says gains the life (commands/reader/told.py), exit 3."""
    text = "Gerrard Capashen is causing the target opponent to gain life instead of the controlling player."
    said = refused(INDEX, text, 'Gerrard Capashen: "At the beginning of your upkeep, you gain 1 life', code=3)
    assert "Gerrard Capashen is causing the" not in said


@pytest.mark.parametrize(
    ("told", "aside"),
    [
        # fresh fr-013 (boardgames.stackexchange.com, Force Bubble), tests/corpus (Duels of the Planeswalkers,
        # Contagion Engine): an aside in brackets ending a sentence is a sentence of its own
        ("Suppose you control a Force Bubble and a planeswalker (it doesn't matter which for the intents of this "
         "question; I'm putting Jace in the image just as a random example). Your opponent casts a damage spell.",
         "it doesn't matter which for the intents of this question"),
        ("do you have to resolve all the damage to the first creature? (this is what i've seen done in Duel of the "
         "Planeswalkers 2013). Alternativly does the first asigned blocker die",
         "this is what I have seen done in Duel of the Planeswalkers 2013"),
        ("I casted Contagion Engine with the opponent having a shrouded creature (it was equipping Greaves). The "
         "creature got a -1/-1 counter.", "it was equipping Greaves"),
    ],
)  # fmt: skip
def test_an_aside_in_brackets_is_a_sentence_of_its_own(told, aside):
    from commands.reader.normalise import normalise

    assert aside in [c.text for c in clauses(normalise(told))]


def test_a_bracket_that_describes_stays_with_its_noun():
    from commands.reader.normalise import normalise

    # tests/corpus: "… blocks 1 of my creatures with 1 of his (that has lifelink)."; "… the Blightcutter (which had
    # Protection from Black)."; mid-sentence: se-009 "(not accounting for other effects or abilities) that …"
    for told in (
        "Opponent blocks 1 of my creatures with 1 of his (that has lifelink).",
        "he was targeting the Blightcutter (which had Protection from Black).",
        "the correct interpretations are (not accounting for other effects or abilities) that 2 times",
    ):
        assert len(clauses(normalise(told))) == 1


def test_fr_035_a_card_given_as_an_example_is_a_name():
    # fresh fr-035 (a public engine's bug report): both cards are newer than the 2018 pool
    text = (
        "If you attack a battle, such as invasion of azgol, with a creature, such as a fury with a +1/+1 counter "
        "from feign death/undying malice, and the battle dies in the first hit, then the second hit will hit the "
        "creature backside, killing it."
    )
    said = refused(INDEX, text, 'no card named "invasion of azgol" or "fury"')
    assert "you" not in said.split(":")[0]
    # a kind of thing given as an example is no name: fresh fr-013 "a damage spell, like Lightning Bolt,"
    from commands.reader.unknown import _examples

    assert _examples("Your opponent casts a damage spell, like a burn spell, targeting you.") == []
    assert _examples("a battle, such as invasion of azgol, with a creature, such as a fury with a counter") == [
        "invasion of azgol",
        "fury",
    ]


def test_you_attack_something_with_a_creature_reads_the_attacker():
    # fresh fr-035; vintageisthenewold.com ("If you attack a Planeswalker with a creature with trample …")
    assert rewrite("you attack a battle, such as invasion of azgol, with a creature", NAMES) == (
        "a creature attacks a battle, such as invasion of azgol"
    )
    assert rewrite("you attack a Planeswalker with a creature with trample", NAMES) == (
        "a creature with trample attacks a Planeswalker"
    )


def test_links_are_their_words():
    from commands.reader.normalise import normalise

    # fresh fr-019 (a public engine's bug report) and fr-028 ("From [reddit](https://www.reddit.com/r/XMage/…)")
    assert normalise("[Decorated Griffin](http://magiccards.info/ths/en/7.html) should only be able to prevent") == (
        "Decorated Griffin should only be able to prevent"
    )
    assert normalise("From [reddit](https://www.reddit.com/r/XMage/comments/emojtw/bug/)") == "From reddit"
    assert normalise("see https://github.com/magefree/mage/issues/290 for it") == "see for it"


@pytest.mark.parametrize(
    "clause",
    [
        "First Strike",  # fresh fr-039 ("… one thing that always confuses me - First Strike.")
        "Trample",  # the title of a forum thread (mtgvault.com/forum/thread.aspx?ftid=2849)
        "First Strike & Deathtouch",  # gameslearningsociety.org ("First Strike & Deathtouch vs. Multiple Blockers")
        # what a card should do, and does now: fresh fr-019, fr-033 ("[[Bronze Horse]] should only prevent damage
        # by spells that target it"), the card's name masked
        "Card should only be able to prevent combat damage",
        "Card should only prevent damage by spells that target it",
        "It can currently prevent damage of any source",
    ],
)
def test_topics_and_what_a_card_should_do_are_commentary(clause):
    assert is_commentary(clause)


def test_fr_039_a_question_about_a_keyword_has_no_situation():
    refused(
        INDEX,
        "Hi! I'm a Magic beginner and I really enjoy the game. But there is one thing that always confuses me - "
        "First Strike. Please help me figure out how it works.",
        "nothing in the message says what is on the battlefield",
    )
