"""The reader's shortcuts (speed only, issue #16): each finds what the slow way finds, on the corpus questions and
on names written every way a player writes them. The slow way is written out here as the reader had it."""

from __future__ import annotations

import importlib
import re
from typing import Any

import pytest
from corpus.run import entries

from cardindex.fuzzy import normalise
from commands.creature_types import creature_type
from commands.reader.entities import _COMMON_CAPS, _OPENING, _THE_ONE, Names, _epithet_after
from commands.reader.lower_names import game_words

normalising = importlib.import_module("commands.reader.normalise")
TEXTS = [text for e in entries() for text in (e["question"], e.get("controlled", "")) if text]


def _spans_one_by_one(names: Names, text: str, max_words: int = 7) -> list[tuple[int, int, str]]:
    """Names.spans as it was: every span of up to `max_words` words looked up; then a name said in full before
    named again by its part before the comma ("another Thriss") or its last word ("Unlife"), as one reading of `text`
    alone finds it."""
    words = text.split()
    out: list[tuple[int, int, str]] = []
    shorts: dict[str, str] = {}
    i = 0
    while i < len(words):
        longest = min(len(words), i + max_words) if names.index.may_start_name(words[i]) else i + 1
        for j in range(longest, i, -1):
            span = " ".join(words[i:j]).strip(" ,.;:!?\"'()")
            if not span or (j - i == 1 and span.islower() and len(span) < 4):
                continue
            card = names.card(span) or names._plural(span)
            if card is not None and (j - i > 1 or not span.islower() or names._is_nickname(span)):
                again = shorts.get(normalise(span)) if j - i == 1 and i and words[i - 1].lower() in _THE_ONE else None
                if again and span[:1].isupper() and not _epithet_after(words, j):  # "the Abomination": said before
                    card = names.card(again)
                out.append((i, j, card.name))
                if j - i > 1:  # (as Names._remember: the part before the comma, the last word unless a type)
                    keys = [normalise(card.name.split(",")[0])] if "," in card.name else []
                    last = card.name.replace(",", "").split()[-1]
                    keys += [normalise(last)] if len(last) >= 4 and creature_type(last) is None else []
                    for key in keys:
                        shorts[key] = "" if shorts.get(key, card.name) != card.name else card.name
                i = j - 1
                break
        else:
            for j in (2, 1):
                said = normalise(" ".join(words[i : i + j]))
                bare = words[i].strip(" ,.;:!?\"'()").lower()
                opening = i == 0 or words[i - 1].endswith((".", "!", "?", ":", ";"))
                if (
                    words[i][:1].isupper()
                    and bare not in _COMMON_CAPS
                    and (bare not in game_words() or (i and words[i - 1].lower() in _THE_ONE))
                    and not words[i].strip(" ,.;:!?\"'()").isupper()
                    and not (opening and bare in _OPENING)
                    and i + j <= len(words)
                    and shorts.get(said)
                    and not _epithet_after(words, i + j)
                ):
                    out.append((i, i + j, shorts[said]))
                    i += j - 1
                    break
        i += 1
    return out


def _written(name: str) -> list[str]:
    """A card name as players write it: plural, possessive, quoted, split from a comma or a dash."""
    words = name.split()
    return [
        f"I control {name}s and {name}es; my {name}'s ability.",
        f'Opponent casts " {name} " - then ( {name} ) .',
        " ".join([*words[:-1], words[-1] + "s", '"', "x"]),
        " ".join([*words, "'s", "s", "-"]),
        f"{name.upper()}, {name.lower()}!",
    ]


@pytest.fixture(scope="module")
def names(pool_index: Any) -> Names:
    return Names(pool_index)


def test_spans_as_one_by_one_on_corpus_and_written_names(names: Names, pool_index: Any) -> None:
    some = [
        pool_index.get(n)
        for n in (
            "Samite Healer",
            "Umezawa's Jitte",
            "Jace, the Mind Sculptor",
            "Lava Axe",
            "Æther Vial",
            "Lim-Dûl's Vault",
        )
    ]
    assert all(some)
    texts = TEXTS + [t for card in some if card for t in _written(card.name)]
    found = 0
    for text in texts:
        expected = _spans_one_by_one(names, text)
        names._shorts = {}  # each text a reading of its own (a reading has its own Names)
        assert names.spans(text) == expected, text
        found += len(expected)
    assert found > 100  # the corpus names cards: the comparison compared something
    assert names.spans("I control two Samite Healers.") == [(3, 5, "Samite Healer")]


def test_name_reach_bounds_spans_by_name_starts(pool_index: Any) -> None:
    words = ["Opponent", "casts", "Lightning", "Bolt", "at", "my", "Grizzly", "Bears", "today"]
    # "Lightning Bolt at": its last word may be any word (a plural's, "Bolts"); no name starts "lightning bolt at"
    assert pool_index.name_reach(words, 2, 9) == 5
    assert pool_index.name_reach(words, 6, 9) == 9  # "Grizzly Bears today": every word before the last starts a name
    assert pool_index.name_reach(words, 4, 9) == 5  # no name starts "at my"
    assert pool_index.is_name_key("lightning bolt") and not pool_index.is_name_key("lightning")


def test_normalise_as_every_substitution_in_turn() -> None:
    def one_by_one(text: str) -> str:
        for pattern, repl, _ in normalising._SUBSTITUTIONS:
            text = pattern.rx.sub(repl, text)
        return text

    words = ["u r up, ur turn: opps bolt thru my bf w/ a b/c", "your turn, sure; yardstick, bfs, dmgs", "GY (cuz)"]
    for text in [*TEXTS, "me and my opp", "ETBs w/o dmg", "my buddy's AI", "Death Touch and LIFE LINK", *words]:
        assert normalising._substitute(text) == one_by_one(text), text


def test_name_reach_with_a_memo_as_without(pool_index: Any) -> None:
    """A reading's memo of which words start a name gives the reach the index gives without it."""
    starts: dict[str, bool] = {}
    for text in TEXTS:
        words = text.split()
        for i in range(len(words)):
            limit = min(len(words), i + 7)
            assert pool_index.name_reach(words, i, limit, (), starts) == pool_index.name_reach(words, i, limit), text
    assert starts.get("lightning") is True  # "Lightning Bolt" starts with it
    assert any(known is False for known in starts.values())


def test_closest_forms_endings_as_the_regexes() -> None:
    from commands.situation import _without_ending

    for span in ["Bears", "Bear's", "Glasses", "Jitte", "s", "es", "'s", "Moss", "Elves", "x's", ""]:
        assert _without_ending(span) == re.sub(r"(?:'s|es|s)$", "", span), span


def test_commentary_at_start_as_each_pattern_alone() -> None:
    """commentary: the patterns anchored at the start matched as one alternation find what each finds alone."""
    commentary = importlib.import_module("commands.reader.commentary")
    texts = TEXTS + [p for t in TEXTS for p in re.split(r"[.;!?,]\s*", t)]
    texts += [t.lower() for t in texts] + ["I think it dies", "hey all", "Card could block", "the rules say so"]
    found = 0
    for text in texts:
        opinion = any(p.rx.search(text) for p in commentary._OPINION_RE)
        assert commentary.is_opinion(text) == opinion, text
        named = commentary._NAME_WORDS.sub("Card", text)  # "I used Survived the Night": a name's word, no verb
        comment = opinion or any(p.rx.search(named) for p in commentary._COMMENT_RE)
        assert commentary.is_commentary(text) == comment, text
        found += comment
    assert found > 100 and commentary._COMMENTS[0] is not None and len(commentary._COMMENTS[1]) < 8


def test_rule_citation_looked_for_only_beside_a_rule_number(names: Names) -> None:
    """second_person: a sentence citing a rule is looked for only in a text with a rule's number in it."""
    second = importlib.import_module("commands.reader.second_person")
    texts = [*TEXTS, "615.7 allows you to choose. You attack.", "As rule 702.19c says, you assign it", "no 1.5 here"]
    cited = 0
    for text in texts:
        found = [m.span() for m in second._CITES_A_RULE.finditer(text) if m.group(0)]
        cited += bool(found)
        assert not found or second._RULE_NUMBER.search(text), text
    assert cited >= 2
    said, notes = second.as_first_person("615.7 allows you to choose. You attack with a 3/3.", names)
    assert said == "615.7 allows you to choose. I attack with a 3/3." and notes


def test_board_fact_alternatives_find_what_the_pattern_finds() -> None:
    """commentary.believed_fact: each alternative of _BOARD_FACT looked for alone, where its needles are."""
    from commands.reader.needles import alternatives, found

    commentary = importlib.import_module("commands.reader.commentary")
    texts = TEXTS + [p for t in TEXTS for p in re.split(r"[.;!?,]\s*", t)]
    texts += [t.lower() for t in texts] + ["I think it has a +1/+1 counter", "it took a shock earlier", "he's on 4"]
    facts = 0
    for text in texts:
        fact = bool(commentary._BOARD_FACT.search(text))
        assert found(commentary._BOARD_FACTS, text) == fact, text
        facts += fact
    assert facts > 50 and len(commentary._BOARD_FACTS) > 20
    parts = alternatives(re.compile(r"a[|)]b|(?:c|d)\||[]|]x|e", re.I))
    assert [p.rx.pattern for p in parts] == ["a[|)]b", r"(?:c|d)\|", "[]|]x", "e"]
