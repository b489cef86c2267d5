"""Card names typed in lower case in a card's place (commands/reader/lower_names.py): a name the card index
doesn't know is refused as such ("no card named …"), one it knows is read. Real text as typed: the corpus's and
other bug reports."""

from __future__ import annotations

from pathlib import Path

from corpus.run import entries

from commands.ask import ask_reply
from commands.reader.lower_names import lower_case_cards, lower_case_names

QUESTIONS = {e["id"]: e["question"] for e in entries()}
FRESH = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh.jsonl")}
FRESH8 = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh8.jsonl")}
FRESH11 = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh11.jsonl")}


def test_corpus_names_in_lower_case(pool_index):
    """rd-012 ("I had a herald of eternal dawn on the field …", "a 6/6 abhorrent oculus"), fr-010 ("my anti venom
    deck"), fr-043 ("the mindlink mech is crewed by the arcbound mouser that has lifelink"): cards newer than the
    2018 pool, named as typed."""
    cases = {
        QUESTIONS["rd-012"]: ["herald of eternal dawn", "abhorrent oculus"],
        FRESH["fr-010"]: ["anti venom"],
        FRESH["fr-043"]: ["mindlink mech", "arcbound mouser"],
    }
    for text, typed in cases.items():
        assert lower_case_names(text) == typed
        reply = ask_reply(text, index=pool_index)
        assert reply.exit_code == 2
        assert reply.summary.startswith(f'no card named "{typed[0]}"')


def test_another_report_in_lower_case(pool_index):
    """phase-rs/phase #6014, as reported in Discord: Screaming Nemesis (2024) isn't in the 2018 pool."""
    text = "I dealt combat damage to my opponent's screaming nemesis and it didn't trigger."
    assert lower_case_names(text) == ["screaming nemesis"]
    assert ask_reply(text, index=pool_index).summary.startswith('no card named "screaming nemesis"')


def test_a_known_card_in_lower_case_is_read(pool_index):
    """phase-rs/phase #604: "calming licid" is a card of the pool; its line is what the refusal names."""
    text = (
        "I put a calming licid in game last turn. This turn, it cannot attack (I can't select it as attacker) for no "
        "reason. I can attack with the calming licid"
    )
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Calming Licid:")


def test_the_games_words_are_no_name():
    """Words of the rules, creature types and words for a creature are what players call creatures: not names."""
    assert lower_case_names("I attack with the big green guy and he blocks with his grizzly bears.") == []
    assert (
        lower_case_names("Opponent had a 6/6 green dragon while at 2 life; I deal 3 damage to my opponent's face.")
        == []
    )
    assert lower_case_names("I had a 2/2 vanilla creature on the battlefield") == []


def test_what_a_player_cast_or_played_in_lower_case(pool_index):
    """f7-010 ("Last game my friend played flare of fortitude on his turn …": was refused as no card named "Last
    game Opponent played flare of fortitude", the whole clause) and Card-Forge/forge#987's steps ("cast lupine
    harbringers without fortelling it"): cards newer than the 2018 pool, named after the verb that cast them."""
    fresh7 = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh7.jsonl")}
    text = fresh7["f7-010"]
    assert lower_case_names(text) == ["flare of fortitude"]
    assert ask_reply(text, index=pool_index).summary.startswith('no card named "flare of fortitude" in the cards')
    assert lower_case_names("1. cast lupine harbringers without fortelling it") == ["lupine harbringers"]
    # the game's words after "cast" or "played" are no name; a card the index knows is read, not refused
    assert lower_case_names("he played a big creature on his turn and I bolt it") == []
    assert lower_case_names("I cast giant growth on my bear") == []
    assert lower_case_names("@everyone casts nonsense at me") == []  # a pronoun is no word of a name


def test_a_reports_first_words_before_supposed_to(pool_index):
    """f10-031 (Card-Forge/forge#987: "Lupine harbringers is supposed to get +1/+1 counters …", under a heading):
    a report's first words, before what the card should do, are the card it is about."""
    fresh10 = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh10.jsonl")}
    text = fresh10["f10-031"]
    assert lower_case_names(text) == ["Lupine harbringers"]
    assert ask_reply(text, index=pool_index).summary.startswith('no card named "Lupine harbringers"')
    assert lower_case_names("The creature should get a counter. My opponent should only lose 2.") == []


def test_a_card_of_one_word_in_lower_case_where_a_card_goes(pool_index):
    """f10-011 (an XMage report typed in lower case: "vigor on attacker's battlefield. … equipped with
    fireshrieker"): a card's whole name of one word, no word of the rules, where a card goes. Used only to find
    which card's unmodelled line a message that doesn't read is refused for: "I have a spiritmonger and …" (jb-023
    as players type it) names an unmodelled line of Spiritmonger's, where it said "no particular situation (no card
    …)"."""
    fresh10 = {e["id"]: e["question"] for e in entries(Path(__file__).parent / "corpus" / "fresh10.jsonl")}
    found = lower_case_cards(fresh10["f10-011"].split(), pool_index, "mtg")
    assert [name for _, name in found] == ["Vigor", "Fireshrieker", "Vigor"]
    assert lower_case_cards(_words("the shield will shatter when it dies"), pool_index, "mtg") == []  # no card's place
    assert lower_case_cards(_words("I exile it"), pool_index, "mtg") == []  # a word of the rules
    text = QUESTIONS["jb-023"].replace("Spiritmonger", "spiritmonger")
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Spiritmonger:")


def test_a_card_under_whose_effect(pool_index):
    """mo-010 as players type it: "while under the effect of teferi's protection, which should …" — what an effect
    is of is a card's place, so the card's unmodelled line is the refusal."""
    text = QUESTIONS["mo-010"].replace("Teferi's Protection", "teferi's protection")
    assert "teferi's protection" in text
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Teferi's Protection:")


def _words(text: str) -> list[str]:
    return text.split()


def _lowered(text: str, *names: str) -> str:
    for name in names:
        assert name in text
        text = text.replace(name, name.lower())
    return text


def test_whose_ability_via_and_under_control_are_a_cards_place(pool_index):
    """Real reports with their card names typed in lower case (the one change bench/robustness.py makes): "kaldra
    compleat's ability is …" (mo-038), "(via barbed bloodletter)" (fr-007), "I have a lightshield array under my
    control" (f11-009), and Card-Forge/forge #5491 "Edward Kenway's second effect triggered when it was in the command
    zone." — cards newer than the 2018 pool, each refused as such."""
    cases = [
        (_lowered(QUESTIONS["mo-038"], "Kaldra Compleat"), ["kaldra compleat"]),
        (_lowered(FRESH["fr-007"], "Barbed Bloodletter", "Scarblade's Malice"), ["barbed bloodletter"]),
        (_lowered(FRESH11["f11-009"], "Lightshield Array", "Arni Metalbrow"), ["lightshield array", "arni metalbrow"]),
        ("edward kenway's second effect triggered when it was in the command zone.", ["edward kenway"]),
    ]
    for text, typed in cases:
        assert lower_case_names(text)[: len(typed)] == typed
        reply = ask_reply(text, index=pool_index)
        assert reply.exit_code == 2 and reply.summary.startswith(f'no card named "{typed[0]}"'), reply.summary
    # the game's own words before "'s ability" are no name: "the creature's ability", "my bear's trigger"
    assert lower_case_names("does the creature's ability work? my bear's trigger didn't.") == []


def test_attacking_with_a_lower_case_name_without_an_owner(pool_index):
    """f11-007 with the name in lower case ("I attack with archfiend of the dross"): refused as a card not known,
    not as a clause that doesn't read."""
    text = _lowered(FRESH11["f11-007"], "Archfiend of the Dross")
    assert "archfiend of the dross" in lower_case_names(text)
    assert ask_reply(text, index=pool_index).summary.startswith('no card named "archfiend of the dross"')


def test_whose_ability_is_a_cards_place_for_a_known_name(pool_index):
    """A message that doesn't read, naming a card of the pool in lower case before "'s … ability" ("When bloodchief
    ascension's second triggered ability resolves", f8-016), is refused for that card's line. A name of the game's
    words outside a card's place stays English ("it was his last chance")."""
    text = _lowered(FRESH8["f8-016"], "Bloodchief Ascension")
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Bloodchief Ascension:"), reply.summary
    reply = ask_reply("I attacked and it was his last chance, he had no blockers. is that a bug?", index=pool_index)
    assert not reply.summary.startswith("Last Chance")


def test_a_known_name_with_a_word_of_no_rule_decides_a_refusal_anywhere(pool_index):
    """se-007 with its names in lower case ("He had a monstrous hydra broodmaster with 7 7/7 tokens"): outside a
    card's place, but "broodmaster" is no word of English rules text, so the card is named and its line refuses. The
    English phrases that are cards' names ("that was a kill shot", tests/test_everyday_words.py) stay English."""
    text = _lowered(QUESTIONS["se-007"], "Hydra Broodmaster", "Overrun", "Resolute Archangel")
    reply = ask_reply(text, index=pool_index)
    assert reply.exit_code == 3 and reply.summary.startswith("Hydra Broodmaster:"), reply.summary
