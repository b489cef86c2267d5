"""The chat reader's shortcuts of the fifth speed pass (speed only, issue #16): each finds what the slow way finds —
written out here as the reader had it — on the dev sets' messages and on phrasings written to reach each branch."""

from __future__ import annotations

import contextlib
import importlib
from pathlib import Path
from typing import Any

import pytest
from corpus.run import entries

from commands.reader.entities import Names, is_spell
from commands.reader.normalise import normalise

entering = importlib.import_module("commands.reader.entered")
CORPUS = Path(__file__).parent / "corpus"
DEV_SETS = ("questions", "fresh", *(f"fresh{n}" for n in range(6, 13)))  # never the held-out fresh2–fresh5
TEXTS = [
    t for name in DEV_SETS for e in entries(CORPUS / f"{name}.jsonl") for t in (e["question"], e.get("controlled")) if t
]
ENTERING = [
    "Opponent plays Flametongue Kavu.",
    "I played a Pariah on my Doomwake Giant.",
    "opp puts Goblin Chainwhirler into play; then I attack",
    "Goblin Chainwhirler enters the battlefield. Flametongue Kavu ETBs! Doomwake Giant ETB'd?",
    "Player played Goblin Chainwhirler which entered the battlefield; Opponent had Walking Corpse",
    "he slammed down a Flametongue Kavu\nthen Flametongue Kavu came  into play",
    "I dropped Doomwake Giant, Goblin Chainwhirler, which enters",
    "PLAYING Flametongue Kavu. I put my Grizzly Bears in. Grizzly Bears comes into play",
]


def _entered_every_sentence(names: Names, text: str) -> dict[str, bool]:
    """entered() as it was: every sentence's card names looked up, each checked for the words around it."""
    out: dict[str, bool] = {}
    for sentence in entering._SENTENCES.split(normalise(text)):
        words = sentence.split()
        for i, j, name in names.spans(" ".join(words)):
            if (card := names.card(name)) is not None and is_spell(card):
                continue  # an instant or sorcery cast never enters
            after = entering._ENTERS_AFTER.match(" ".join(words[j:]))
            if entering._PLAYED_BEFORE.search(" ".join(words[:i])) or after:
                out[name] = out.get(name, True) and bool(after and after["report"])
    return out


def test_entered_as_every_sentence_looked_up(pool_index: Any) -> None:
    names = Names(pool_index)
    told = 0
    for text in [*TEXTS, *ENTERING]:
        came = entering.entered(normalise(text), names)
        assert came == _entered_every_sentence(names, text), text
        told += bool(came)
    assert told >= 15


def test_a_sentence_without_an_entering_verb_looks_up_no_name(pool_index: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    names = Names(pool_index)
    looked: list[str] = []
    spans = names.spans
    monkeypatch.setattr(names, "spans", lambda text, *a: looked.append(text) or spans(text, *a))
    text = "I control Goblin Chainwhirler. Opponent plays Flametongue Kavu. Doomwake Giant attacks"
    assert entering.entered(normalise(text), names) == {"Flametongue Kavu": False}
    assert looked == ["Opponent plays Flametongue Kavu."]
    assert entering._ENTERING_VERB.search("It came\ninto play") and not entering._ENTERING_VERB.search("playground")
    assert entering.entered(normalise("Flametongue Kavu ETB'd"), names) == {"Flametongue Kavu": False}


def test_him_beside_a_planeswalker_on_the_text_read_already_normalised(
    pool_index: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The message is normalised once per reading: "her" beside a planeswalker is asked back on that text."""
    from commands.reader import read
    from commands.situation import SituationError

    him = importlib.import_module("commands.reader.him")
    normalised: list[str] = []
    monkeypatch.setattr(him, "normalise", lambda text: normalised.append(text) or normalise(text))
    text = "Opponent controls Chandra, Torch of Defiance with 4 loyalty. I cast Shock targeting her."
    with pytest.raises(SituationError, match='"her" could be the opponent or Chandra, Torch of Defiance'):
        read(text, pool_index)
    assert normalised == []
    with pytest.raises(SituationError, match="Chandra, Torch of Defiance"):
        him.no_him_beside_a_planeswalker(text, Names(pool_index))
    assert normalised == [text]


@pytest.mark.parametrize(
    "text",
    [
        "Player played Goblin Chainwhirler which entered the battlefield; Opponent had Walking Corpse and Skittering "
        "Heartstopper which both got one damage. Player attacked with another Goblin Chainwhirler",
        "One player had a 2/2 creature, and the other cast Lightning Bolt targeting it. Does it die?",
        "Amy controls Hill Giant. Opponent casts Shock targeting it. Does it die?",
    ],
)
def test_a_reading_splits_each_text_into_clauses_once(
    pool_index: Any, monkeypatch: pytest.MonkeyPatch, text: str
) -> None:
    """The players' passes (story_players, named_players) split the text the reader then reads: split once."""
    from commands.reader import read
    from resolver.errors import RulekeeperError

    splitting = importlib.import_module("commands.reader.clauses")
    split: list[str] = []
    clauses = splitting.clauses
    monkeypatch.setattr(splitting, "clauses", lambda t: split.append(t) or clauses(t))
    with contextlib.suppress(RulekeeperError):
        read(text, pool_index)
    assert split and len(split) == len(set(split)), split


def _maskings(text: str) -> list[str]:
    """The clause with each run of up to three of its words said as "Card", one run or two (as Names.masked says
    card names)."""
    words = text.split()
    runs = [(i, j) for i in range(len(words)) for j in range(i + 1, min(len(words), i + 3) + 1)]
    out = [" ".join([*words[:i], "Card", *words[j:]]) for i, j in runs]
    for i, j in runs[:: max(1, len(runs) // 12)]:  # two runs: a sample
        for k, m in runs[:: max(1, len(runs) // 12)]:
            if k >= j:
                out.append(" ".join([*words[:i], "Card", *words[j:k], "Card", *words[m:]]))
    return [" ".join(words), *out]


def test_a_clause_whose_words_cant_make_a_comment_is_none_masked_any_way(pool_index: Any) -> None:
    """commentary_words.may_be_commentary: False only where no masking of the clause's words is commentary."""
    from commands import lexicon
    from commands.reader.clauses import clauses
    from commands.reader.commentary import is_commentary
    from commands.reader.commentary_words import may_be_commentary
    from commands.reader.frames import without_lead

    assert not any("card" in k.lower() for k in (*lexicon.KEYWORDS, *lexicon.OTHER_KEYWORDS))
    names = Names(pool_index)
    said = [c.text for t in TEXTS for c in clauses(t)]
    said = list(dict.fromkeys([*said, *(without_lead(c) for c in said)]))
    written = ["Lost Leonin attacks", "Circle of Protection: Red died", "Trample  only matters here", "flying, reach"]
    skipped = 0
    for clause in [*said, *written, *(c.lower() for c in said[:300])]:
        if may_be_commentary(clause):
            continue
        skipped += 1
        for masked in [names.masked(clause), *_maskings(clause)]:
            assert not is_commentary(masked), (clause, masked)
    assert skipped > len(said) // 5


def test_a_controlled_clause_is_masked_only_where_it_could_be_a_comment(
    pool_index: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from commands.reader import read

    masked: list[str] = []
    mask = Names.masked
    monkeypatch.setattr(Names, "masked", lambda self, text: masked.append(text) or mask(self, text))
    read("I control Grizzly Bears. Grizzly Bears has 1 damage marked. Opponent casts Shock targeting it.", pool_index)
    assert masked == ["Grizzly Bears has 1 damage marked"]  # ("has": "Card has to …" may be reasoning)
