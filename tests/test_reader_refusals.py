"""Cards the index doesn't know, named in a message that doesn't read (commands/reader/unknown.py): the refusal
names them. On real questions (tests/corpus/questions.jsonl, as typed) against the 2018 card pool."""

from __future__ import annotations

import pytest
from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.general import NO_SITUATION
from commands.reader.unknown import runs, unknown_names

QUESTIONS = {e["id"]: e["question"] for e in entries()}


def _unknown(text: str, index) -> list[str]:
    return [name for name, _ in unknown_names(text, index, "mtg")]


@pytest.mark.parametrize(
    ("entry_id", "names"),
    [
        ("jb-033", ["Cavalier of Night"]),  # 2019: not in the 2018 pool
        ("mo-022", ["Tergrid, God of Fright"]),  # a comma inside the name
        ("jb-036", ["Brine Giant", "Mirror Shield", "Moss Viper"]),
        ("mo-038", ["Kaldra Compleat"]),  # "Kaldra Compleat's ability": the possessive off
        ("jb-016", ["Gideon Blackblade", "Wardscale Crocodile"]),
        ("jb-056", ["The Wanderer"]),  # not Yisan, the Wanderer Bard: "The" is this name's own first word
        ("mo-035", ["Trailblazer's Torch"]),  # not the card Trailblazer: its possessive starts another name
        ("rd-014", ["ancient Adamantoise", "Perennation"]),  # in a card bot's [[brackets]], whatever the case
        ("jb-019", ["Battle Angel"]),  # "Battle" isn't Battlegrace Angel's first word
    ],
)
def test_names_outside_the_pool_are_found(entry_id, names, pool_index):
    assert _unknown(QUESTIONS[entry_id], pool_index) == names


@pytest.mark.parametrize(
    "entry_id",
    [
        "jb-052",  # "Ugin, the Spirit Dragon": known, comma and "the" inside
        "rd-007",  # "Player A", "Oath of Druids", "Gisela, Blade of Goldnight", "Metamorphed Gisela" (a nickname)
        "mo-042",  # "(2/1, Haste, Undying)": keywords; "Player B casting Cower in Fear"
        "mo-005",  # "However Solemnity": an opener, then a card the index knows
        "mo-040",  # "A Rot Wolf and a Wight": known cards joined by "and a"
        "jb-024",  # "He Shocks me": a player, then a card used as a verb
    ],
)
def test_known_cards_and_game_words_are_not_called_unknown(entry_id, pool_index):
    assert _unknown(QUESTIONS[entry_id], pool_index) == []


@pytest.mark.parametrize(
    ("text", "names"),
    [  # Cranial Insertion columns (2019 cards), as typed
        (
            "Q: I have a 4/4 Ugin's Conjurant, and my opponent attacks me with Kraul Stinger. If I block with the "
            "Conjurant, will my Conjurant die?",
            ["Ugin's Conjurant", "Kraul Stinger"],
        ),
        (
            "Q: I have a Walking Ballista in play with one +1/+1 counter on it, and a Mer-Ek Nightblade. I activate "
            "the Ballista's ability, targeting my opponent's 3/3 creature.",
            [],  # both in the pool
        ),
        (
            "I am creating an azban recursion deck in standard using [[ancient Adamantoise]] with [[Perennation]]",
            ["ancient Adamantoise", "Perennation"],
        ),
    ],
)
def test_names_in_other_real_text(text, names, pool_index):
    assert _unknown(text, pool_index) == names


def test_a_misspelt_name_read_as_its_card_is_not_unknown(pool_index):
    """ "Drokoma's Command" (mo-012) is read as Dromoka's Command (commands/reader/typos.py), so it isn't unknown."""
    assert unknown_names(QUESTIONS["mo-012"], pool_index, "mtg") == []


def test_runs_join_names_the_way_cards_are_named():
    assert runs("With Torbran, Thane of Red Fell on the field, I cast Friday Night Magic.") == [
        "Torbran, Thane of Red Fell"
    ]
    assert runs("Ugin, and then I attacked with Valakut, the Molten Pinnacle") == ["Valakut, the Molten Pinnacle"]
    assert runs("I attacked. Then Opponent blocked") == []  # openers and verbs start no name


def test_the_refusal_names_the_unknown_card_and_asks_for_nothing_else(pool_index):
    reply = ask_reply(QUESTIONS["jb-033"], index=pool_index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary
    assert reply.summary.startswith('no card named "Cavalier of Night" in the cards I know')
    reply = ask_reply(QUESTIONS["mo-012"], index=pool_index)  # a very close misspelling: read, and said
    assert reply.exit_code == 3 and "I read \"Drokoma's Command\" as Dromoka's Command" in reply.summary


def test_a_message_that_reads_is_answered_even_with_an_unknown_looking_name(pool_index):
    """The check runs only when the message doesn't read: a capitalised run that isn't a card (a place, a
    person) never stops an answer."""
    text = "At Grand Prix Vegas, I control Grizzly Bears. Opponent casts Shock targeting it."
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary


# --- no particular situation (commands/reader/general.py) ---------------------------------------------------------


@pytest.mark.parametrize(
    ("entry_id", "define"),
    [
        ("jb-060", "/define deathtouch"),  # "Creatures that have death touch dont kill hex proof"
        ("mo-018", "/define deathtouch"),  # "A creature with deathtouch will destroy any Planeswalker …"
        ("rd-010", "/define trample"),  # "If a creature with trample becomes blocked by a creature with enough power"
        ("rd-018", "/rules <words> or /define <term>"),  # negative damage: no keyword named
    ],
)
def test_a_general_question_is_told_so_with_where_the_rules_are(entry_id, define, pool_index):
    reply = ask_reply(QUESTIONS[entry_id], index=pool_index)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary
    # (rd-018, all questions and a remark since "And is …?" reads as a question: nothing read, its remark listed)
    assert reply.summary.startswith(("the message describes no particular situation", NO_SITUATION[1]))
    assert reply.summary.endswith(define)


def test_a_particular_situation_is_never_called_general(pool_index):
    """A player or a number makes it particular: the refusal is the reader's own (the part it couldn't read)."""
    for text in (
        "I attack with a creature with trample and it gets blocked by a zombie token, is that a bug",
        "a 3/3 with trample becomes blocked by a creature, do the excess hit",
        "Player A blocks with a creature that has deathtouch",
    ):
        reply = ask_reply(text, index=pool_index)
        assert reply.error and not reply.summary.startswith("the message describes no particular situation"), text


def test_the_example_in_the_refusal_reads():
    from commands.reader.general import _EXAMPLE

    reply = ask_reply(_EXAMPLE.strip('"'))
    assert not reply.error, reply.summary


# --- a named card with text the engine can't model (commands/reader/unmodelled.py) --------------------------------


@pytest.mark.parametrize(
    ("entry_id", "card"),
    [
        ("rd-013", "Omnath, Locus of Rage"),  # its death trigger
        ("jb-011", "Soulstinger"),  # its death trigger, counting counters
        ("mo-008", "Tarmogoyf"),  # power from the graveyards
        ("jb-047", "Weathered Bodyguards"),  # its redirection while untapped
    ],
)
def test_a_message_naming_an_unmodelled_card_is_refused_naming_its_line(entry_id, card, pool_index):
    reply = ask_reply(QUESTIONS[entry_id], index=pool_index)
    assert reply.error and reply.exit_code == 3 and "\n" not in reply.summary
    assert reply.summary.startswith(f'{card}: "') and "isn't modelled yet" in reply.summary


@pytest.mark.parametrize(
    "text",
    [
        "Turn 4 - Player A casting a Strangleroot Geist",  # "Turn" is a face of Turn // Burn: not a card here
        "Why does the defending player choose damage assinging order? ... In Magarena the process is backwards.",
        "I'm attacking with a lifelink creature with Trailblazer's Torch",  # not the card Trailblazer
    ],
)
def test_common_words_are_not_taken_for_a_split_card_or_a_possessive(text, pool_index):
    reply = ask_reply(text, index=pool_index)
    assert reply.error and not reply.summary.startswith(("Turn // Burn", "Order // Chaos", "Trailblazer:"))


def test_an_activated_ability_counts_only_when_the_message_talks_of_using_it(pool_index):
    from commands.reader.unmodelled import unmodelled_lines

    assert unmodelled_lines("my Spike Weaver is out, what happens when it gets bolted", pool_index, "mtg") == []
    [(name, line)] = unmodelled_lines("I activated Spike Weaver's ability in response", pool_index, "mtg")
    assert name == "Spike Weaver" and line.startswith("{2}, Remove a +1/+1 counter")


def test_a_permanent_that_cant_be_countered_is_answered(pool_index):
    """ "Dragonlord Dromoka can't be countered" matters only to a spell being countered: a Dromoka on the
    battlefield is no reason to refuse (cardindex/relevance.py)."""
    text = "I control Dragonlord Dromoka. I cast Lightning Bolt targeting Dragonlord Dromoka."
    reply = ask_reply(text, index=pool_index)
    assert not reply.error, reply.summary
    [outcome] = reply.data["outcomes"]
    dromoka = next(p for p in outcome["permanents"].values() if p["name"] == "Dragonlord Dromoka")
    assert dromoka["damage"] == 3 and dromoka["zone"] == "battlefield"


def test_a_restriction_during_its_controllers_turn_matters_only_then(pool_index):
    """Dragonlord Dromoka: "Your opponents can't cast spells during your turn." On my turn my Lightning Bolt is
    answered; on its controller's turn, or when whose turn it is isn't said, the restriction may apply: refused."""
    bolt = "Opponent controls Dragonlord Dromoka. I cast Lightning Bolt targeting Dragonlord Dromoka."
    reply = ask_reply("It's my turn. " + bolt, index=pool_index)
    assert not reply.error, reply.summary
    [outcome] = reply.data["outcomes"]
    assert next(p for p in outcome["permanents"].values() if p["name"] == "Dragonlord Dromoka")["damage"] == 3
    for text in ("It's Opponent's turn. " + bolt, bolt):
        reply = ask_reply(text, index=pool_index)
        assert reply.error and reply.exit_code == 3 and "during your turn" in reply.summary


@pytest.mark.parametrize(
    ("text", "fact"),
    [
        (
            "I control Grizzly Bears. I believe it has a +1/+1 counter. Opponent casts Shock targeting it.",
            "it has a +1/+1 counter",
        ),
        (
            "I control Grizzly Bears. I think Grizzly Bears has 1 damage marked already. "
            "Opponent casts Shock targeting it.",
            "Grizzly Bears has 1 damage marked already",
        ),
        ("I'm pretty sure I'm at 2 life. Opponent casts Shock targeting me.", "I am at 2 life"),
    ],
)
def test_a_board_fact_said_as_a_belief_is_asked_back_never_dropped(text, fact):
    """ "I believe it has a +1/+1 counter" could decide the answer (a 3/3 survives Shock): set aside, the answer
    would be wrong for the board the asker has; assumed, it would be a guess. Asked back, quoting it."""
    reply = ask_reply(text)
    assert reply.error and reply.exit_code == 2 and "\n" not in reply.summary
    assert f'say it as a fact of its own ("{fact}")' in reply.summary


def test_an_opinion_without_a_board_fact_is_still_set_aside():
    reply = ask_reply("I control Grizzly Bears. I think this is a bug. Opponent casts Shock targeting it.")
    assert not reply.error and 'Not part of the situation (ignored): "I think this is a bug"' in "\n".join(
        line for s in reply.sections for line in s.lines
    )


def test_a_title_cased_report_title_is_no_card_name(pool_index):
    """jb-048, an issue title as typed: "Shield Counter Always Removed" and "Non-Lethal Damage" are game words in a
    title, not unknown cards: the message describes no situation. A title-cased line keeps an unknown name without
    game words (a card's name in a report title)."""
    title = QUESTIONS["jb-048"]
    assert _unknown(title, pool_index) == []
    reply = ask_reply(title, index=pool_index)
    assert reply.exit_code == 2 and reply.summary.startswith("the message describes no particular situation")
    assert _unknown("Cavalier of Night Not Working With Lifelink", pool_index) == ["Cavalier of Night Not Working"]


def test_a_lower_case_creature_type_of_a_name_starts_a_name(pool_index):
    """jb-068, as typed: "My own angel of Destiny killed me": Angel of Destiny (2020) is named, in lower case;
    the Comprehensive Rules' "a copy of Voice of All" starts no name at "copy"."""
    assert _unknown(QUESTIONS["jb-068"], pool_index) == ["angel of Destiny"]
    assert ask_reply(QUESTIONS["jb-068"], index=pool_index).summary.startswith('no card named "angel of Destiny"')
    rules = "Example: A Vesuvan Doppelganger enters the battlefield as a copy of Voice of All."
    assert runs(rules) == ["Vesuvan Doppelganger", "Voice of All"]
