"""Card names the card index doesn't know ("I attack Opponent with Cavalier of Night", when the cards imported
are older than it). A message that fails to read and names such a card is refused for that reason first: it is
the one thing the asker can act on (check the spelling, or ask for newer cards), and nothing about the
situation can be answered without the card's text.

A name here is a run of capitalised words, joined by the small words card names use ("of", "the", "and"…) and
by a comma before a capitalised word ("Torbran, Thane of Red Fell"), with at least two capitalised words
("Gideon Blackblade", "Angel of Destiny", "The Wanderer"). Runs that are game or app terms ("Player A",
"Friday Night Magic", "MTG Arena") aren't names; a run holding a card the index knows isn't unknown. Names in lower
case count in a card's place only (commands/reader/lower_names.py: "a 6/6 abhorrent oculus").
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any

from cardindex.fuzzy import normalise as normalise_name
from cardindex.keywords import KEYWORDS

from ..creature_types import creature_type
from .commentary import _GAME_WORDS
from .entities import VERBS, Names
from .links import linked_names, without_links
from .lower_names import lower_case_names
from .name_edges import item_names, list_items, quoting_names, trim_edges, without_type_tail
from .normalise import CARD_TAGS, REPORT_FIELD, SIGNED, checklist_cards, normalise
from .not_names import rules_terms, type_token, verb_on_a_card
from .sets import SET_NAMES
from .typos import read_as

_SETS = frozenset(SET_NAMES)

_JOINERS = frozenset("of the and to in on from for by a an at into de du la le von".split())  # noqa: SIM905
# Words that start a run without being part of a card's name: sentence openers, players, possessives.
_OPENERS = frozenset(
    """i i'm i've my me mine his her their your our its it opponent opponent's opponents opp opp's opps player players
    when whenever if after before then so but and also while as since because though although once until yes no
    ok okay hi hello hey edit update thanks please does do did is are was were can could would should will
    what why how which who where a an this that these those there here today yesterday now in on at with
    pro protection he she they we you however actually basically instead unfortunately apparently first
    second last next meanwhile still just well even only targeting
    xmage forge arena mtga mtgo magarena cockatrice untap unless im ive id dont didnt doesnt isnt wasnt dear
    one two three four five six seven eight nine ten shouldn't wouldn't couldn't can't doesn't isn't wasn't didn't
    won't don't aren't weren't haven't hasn't shouldnt wouldnt couldnt cant wont
    kicked multikicked evoked escaped flashbacked foretold overloaded bestowed entwined unearthed morphed
    megamorphed blitzed dashed reported tested posted happened happens alternatively similarly likewise otherwise
    nobody none neither nothing someone somebody everyone everybody anyone anybody tried wanted trying
    additionally""".split()  # noqa: SIM905
)
# Title-case phrases that are game or app terms, never a card.
_NOT_CARDS = frozenset(
    n.lower()
    for n in (
        "Friday Night Magic",
        "Magic Online",
        "Magic Arena",
        "MTG Arena",
        "MTG Online",
        "Magic The Gathering",
        "Duel of the Planeswalkers",
        "Duels of the Planeswalkers",
        "Stack Exchange",
        "Comprehensive Rules",
        "Basic Rules",
        "Oracle Text",
        "Two-Headed Giant",
        "Grand Archive",
        "Rules Manager",
        "Head Judge",
        "Floor Judge",
        "Active Player",
        "Non-Active Player",
        "State Based Actions",
        "State-Based Actions",
        # the game's rules named as such ("the Legend Rule forces a sacrifice")
        "Legend Rule",
        "Legendary Rule",
        "World Rule",
        "Planeswalker Uniqueness Rule",
        "Golden Rule",
        # the headings of issue trackers' bug-report forms ("**To Reproduce**", "### Expected behavior")
        "To Reproduce",
        "Steps to Reproduce",
        "Describe the Bug",
        "Expected Behavior",
        "Expected Behaviour",
        "Actual Behavior",
        "Actual Behaviour",
        "Additional Context",
        "Game Mode",
    )
)
_WORD = re.compile(r"[A-Za-z0-9][\w'’\-]*,?")
KNOWN_LOOKUPS = ("exact", "alias", "face", "prefix", "word-prefix")  # lookups that find a card the index has


def _capitalised(word: str) -> bool:
    w = word.rstrip(",")
    return len(w) >= 2 and w[0].isupper() and not w.isupper()


def _starts(word: str) -> bool:
    """A word a card name may start with: capitalised, not an opener, not a verb of the situation language
    ("Attacked with Elenda"); "The" only before another capitalised word ("The Wanderer")."""
    w = word.rstrip(",").lower()
    return _capitalised(word) and w not in _OPENERS and w not in VERBS


def runs(text: str) -> list[str]:
    """The capitalised runs of `text` that could be card names (see the module docstring), in order."""
    out: list[str] = []
    # ("Threshold-- Werebear gets"; "**Thread:** Toxrill": a template's field, then its value)
    for sentence in re.split(r"[.!?;()\[\]\"“”\n]+|:[*_]*\s|\*\*|\s*(?:--+|—)\s*", text):
        words = _WORD.findall(sentence)
        i = 0
        while i < len(words):
            if not _starts(words[i]) and not _type_of(words, i):
                i += 1
                continue
            j, last, caps = i + 1, i, 1
            while j < len(words):
                prev, w = words[j - 1], words[j]
                bare = w.rstrip(",").lower()
                if prev.endswith(",") and bare == words[i].rstrip(",").lower():
                    break  # "blocked Ruric Thar, Ruric Thar has …": the name again starts a clause of its own
                if _capitalised(w) and bare not in _OPENERS and bare not in VERBS:
                    last, caps = j, caps + 1
                elif w.lower() not in _JOINERS:
                    break
                j += 1
                if prev.endswith(",") and not _capitalised(w) and w.lower() != "the":
                    break  # "Ugin, the Spirit Dragon", "Torbran, Thane of Red Fell"; not "Ugin, and"
            run = " ".join(words[i : last + 1]).rstrip(",")
            if (
                caps >= 2
                and run.lower().replace(",", "") not in _NOT_CARDS
                and not _all_keywords(run)
                and not rules_terms(run)
                and run.lower().replace(",", "") not in _SETS  # "In Champions of Kamigawa, there are …": a set
            ):
                out.append(run)
            i = last + 1
    return out


def _type_of(words: list[str], i: int) -> bool:
    """ "angel of Destiny": a creature type in lower case, then "of" and a capitalised word, starts a name (card
    names are so built: Angel of Destiny, Wall of Roots); "copy of Voice", "ability of Rob" don't."""
    w = words[i]
    return (
        w.islower()
        and creature_type(w) is not None
        and i + 2 < len(words)
        and words[i + 1] == "of"
        and _capitalised(words[i + 2])
    )


def _all_keywords(run: str) -> bool:
    """ "Haste, Undying", "First Strike": keywords, not a name."""
    parts = [p.strip().lower() for p in re.split(r",|\band\b", run) if p.strip()]
    first = parts[0].split()[0]
    return first in _MORE_KEYWORDS or any(k.split()[0] == first for k in KEYWORDS)


def _names_one(run: str, index: Any, game: str) -> bool:
    """A later word of the run is a card's nickname ("Metamorphed Gisela": Gisela, Blade of Goldnight): the
    run may be that card, so it isn't called unknown."""
    for word in run.split()[1:]:
        word = word.strip(",")
        if len(word) < 4 or not word[0].isupper():
            continue
        found = index.lookup(word, game)
        if found.how == "alias":
            return True
    return False


_MORE_KEYWORDS = frozenset("undying persist protection shroud ward regenerate banding flanking bushido".split())  # noqa: SIM905


# "a battle, such as invasion of azgol,": a card given as an example is a name, whatever its case
_EXAMPLE = re.compile(
    r"\b(?:such\s+as|like|e\.g\.|for\s+example)\s+(?:an?\s+|the\s+)?(?P<n>[a-z][\w'-]*(?:\s+[a-z][\w'-]*){0,4}?)"
    r"(?=\s*(?:[,.;:!?)]|$)|\s+with\b)",
    re.I,
)
_KINDS = re.compile(  # (and times of a turn: "like main phase", "like end of turn")
    r"\b(?:cards?|lands?|artifacts?|enchantments?|battles?|instants?|sorcer\w+|one|thing|stuff|phase|step|turn|"
    r"combat|upkeep|priority|stack)\b",
    re.I,
)


def _the_card_again(name: str, known: list[str], names: Names) -> bool:
    """ "The Prison", "the Warhammer": "the" and a word of a card the message names in full; also after a spell said
    as a verb ("Incinerated the Wurm", "Shocked the Sower")."""
    words = name.split()
    said = words[0].lower()[:5]
    verb = names.spell_verb(" ".join(words)) if len(words) == 3 else None
    if verb is not None:
        words = words[1:]
    return (
        len(words) == 2
        and words[0].lower() == "the"
        and len(words[1]) >= 3  # ("The Myr" after Ichorclaw Myr)
        and any(
            words[1].lower() in n.lower().split()
            for n in known  # (not a card named by its own first word: "Survived the Night" is Survive the Night)
            if len(n.split()) > 1 and (verb is None or not n.lower().startswith(said))
        )
    )


def _cards_again(name: str, known: list[str]) -> bool:
    """ "Ogre and the Wurm" after Gray Ogre and Craw Wurm were named in full: two cards said again by a word of each,
    joined by "and"."""
    if not re.search(r"\s(?:and|or)\s", name, re.I):
        return False
    words = [w for w in name.split() if w.lower() not in ("and", "or", "the", "his", "my", "her", "their")]
    said = [n.lower().replace(",", "").split() for n in known if len(n.split()) > 1]
    return len(words) >= 2 and all(len(w) >= 4 and any(w.lower() in n for n in said) for w in words)


def _creature_types_only(name: str) -> bool:
    """ "Cat Soldier", "Elf Warrior": creature types (CR 205.3m) only, a token's name, not a card's."""
    words = name.split()
    return len(words) >= 2 and all(creature_type(w) is not None for w in words)


# "like normal", "like usual": how, not an example
_HOW = frozenset("normal normally usual always before expected intended crazy magic that this so".split())  # noqa: SIM905


def _examples(text: str) -> list[str]:
    """Lower-case names given as examples ("such as invasion of azgol"), not kinds of things ("like a damage spell")
    nor how ("lose loyalty like normal")."""
    return [
        m["n"]
        for m in _EXAMPLE.finditer(text)
        if m["n"][:1].islower()
        and not _GAME_WORDS.search(m["n"])
        and not _KINDS.search(m["n"])
        and m["n"].lower() not in _HOW
    ]


def unknown_names(
    text: str, index: Any, game: str, names: Names | None = None, wanted: Callable[[str], bool] | None = None
) -> list[tuple[str, list[str]]]:
    """The capitalised runs of `text` that aren't a card the index has, nor hold one of more than one word
    ("Opponent's Lightning Bolt", "Seeker of the Way"), each with the index's nearest names (names as typed, in
    order, once). `wanted`: only names it is true of (of a run or any of its ends: "Solemnity Geralfs" may be
    "Geralfs"), told before the index is asked (the rest are left out unasked)."""
    names = names or Names(index, game)
    out: list[tuple[str, list[str]]] = []
    text = REPORT_FIELD.sub("", SIGNED.sub("", text))  # "-Tomasz, Kraków", "Platform: PC, Direct Challenge": no card
    linked, text = linked_names(text), without_links(text)  # an address's words are no card's name
    titled = {run for line in text.splitlines() if _title_cased(line) for run in runs(line)}
    quoting = [  # "Nora then says "…"": a player's words, not a card's
        q
        for q in quoting_names(text) + item_names(text)
        if not any(w.lower() in _OPENERS | VERBS for w in q.split()[1:])
    ]
    listed = [  # "Corpsejack, Ignoble …"; "Elesh Norn, Mother of Machines, Inferno Titan": a legend, then a card
        _without_known_tail(item, index, game) for run in runs(text) for item in list_items(run, index, game, text)
    ]
    known: list[str] | None = None  # cards the message names in full: looked up once a run is wanted
    fields = field_cards(text, index, game)  # "**Cards:** grist, the hunger tide": a report's cards, whatever the case
    for run in bracketed(text) + fields + quoting + listed + linked + _examples(text) + lower_case_names(text):
        name = trim_edges(re.sub(r"['’]s$", "", run))  # "Kaldra Compleat's ability"; "Commander Righteous …"
        if (short := without_type_tail(name)) is not None:  # "a Gideon PWer": a short name and its card type
            if sum(_capitalised(w) for w in short.split()) < 2:
                continue  # one word: a short name, read (or asked back) elsewhere
            name = short
        if " and " in name:  # "Isshin and Hellrider": a card the index has, and a name it knows nothing of
            parts = re.split(r"\s+and\s+", name)
            unknown = [p for p in parts if index.get(p, game) is None]
            if unknown and len(unknown) < len(parts):
                first = unknown[0]
                if not _capitalised(first.split()[0]) or index.lookup(first, game).how in KNOWN_LOOKUPS:
                    continue  # ("Rot Wolf and a Wight"; "Hapatra and Nest of Scarabs": Hapatra, Vizier of Poisons)
                name = first
        if wanted is not None and not any(wanted(" ".join(name.split()[k:])) for k in range(len(name.split()))):
            continue
        if known is None:
            known = [n for i, j, n in names.spans(normalise(text)) if j - i > 1]
        if any(_part_of(run, k) or _part_of(name, k) for k in known):
            continue  # "Eyes Open" of "Djeru With Eyes Open": part of a card named without its comma
        said = known + [n for n, _ in out]  # ("The Giant" after Cinderheart Giant, a name the index lacks, too)
        if _the_card_again(name, said, names) or _creature_types_only(name) or _cards_again(name, known):
            continue  # "The Prison says …" after Ghostly Prison: the card named before; "a Cat Soldier token"
        if run in titled and _GAME_WORDS.search(run):
            continue  # "Shield Counter Always Removed by Non-Lethal Damage": a report's title, not card names
        if any(run != q and run in q for q in quoting):
            continue  # "Bolg" of "Bolg of the north says …": the quoting name is the whole
        whole = index.lookup(name, game, memo=names.lookups)
        if whole.card is not None and whole.how == "word-prefix" and _starts_alike(name, whole):
            continue  # "Blood Baron Vizkopa": Blood Baron of Vizkopa, its words in order (not Flesh // Blood, then two)
        spans = names.spans(name)
        if spans and spans[0][0] > 1 and re.match(r"^[A-Z][\w'’-]*,\s+[A-Z]", name):
            spans = []  # "Uro, Titan of Nature's Wrath": a card named inside its epithet is part of the name (a card
            # right after the comma is a list's: "Ulrich, Kessig Dire Swine")
        if spans and spans[0] == (0, 1, spans[0][2]) and re.match(r"^\S+['’]s\s+[A-Z]", name):
            spans = spans[1:]  # "Trailblazer's Torch": a one-word card's possessive starts another name
        elif spans and spans[0][0] == 0:  # "Solemnity Geralfs": a card the index knows, then a word
            rest = name.split()[spans[0][1] :]
            while rest and rest[0].lower() in _JOINERS:
                rest = rest[1:]
            name = " ".join(rest)
            if sum(_capitalised(w) for w in rest) < 2:
                continue
            spans = names.spans(name)
        if any(j - i > 1 for i, j, _ in spans) or _names_one(name, index, game) or type_token(name):
            continue  # (a card of more words, a nickname, or "a Zombie Token": a token of that creature type)
        verb = names.spell_verb(name)
        if (  # "Giant Grew": a verb; "Lightning Bolting the Tarmogoyf": a verb on a card
            verb is not None
            and verb.name.lower() != name.lower()
            and (not verb.rest or verb_on_a_card(verb.rest, index, game))
        ):
            continue
        found = index.lookup(name, game, memo=names.lookups)
        if (found.card is not None and found.how in KNOWN_LOOKUPS and _starts_alike(name, found)) or _key(name) in [
            _key(n) for n, _ in out
        ]:
            continue
        if found.how == "fuzzy" and read_as(text, name, index, game, names.lookups) is not None:
            continue  # "Phyerxian Tyranny": read as Phyrexian Tyranny (misspelt_names)
        out.append((name, [n for n, _ in found.candidates[:3]] if found.how == "fuzzy" else []))
    return out


def _without_known_tail(run: str, index: Any, game: str) -> str:
    """A run of names listed with commas, less the cards the index knows at its end: "Toxrill, the Corrosive, Grizzly
    Bears" is Toxrill, the Corrosive, then Grizzly Bears (a name and its epithet stay: "Sisay, Weatherlight
    Captain")."""
    while run.count(",") >= 2:
        head, _, last = run.rpartition(",")
        if index.get(last.strip(), game) is None:
            break
        run = head.strip()
    return run


def _part_of(run: str, name: str) -> bool:
    """The run's words are words of the card's name, in order ("Eyes Open" of "Djeru, With Eyes Open"), or all of
    them, some shortened ("Ob Nix" of "Ob Nixilis, the Fallen", "Lab Maniac" of Laboratory Maniac)."""
    part, whole = _key_words(run), _key_words(name)
    n = len(part)
    if not 0 < n <= len(whole) or part == whole:
        return False

    def word(said: str, full: str) -> bool:
        return said == full or (len(said) >= 3 and full.startswith(said))

    return any(all(word(p, w) for p, w in zip(part, whole[k : k + n], strict=True)) for k in range(len(whole) - n + 1))


def _key_words(name: str) -> list[str]:
    return re.findall(r"[a-z0-9]+", normalise_name(name))


def _key(name: str) -> str:
    """A name's letters and digits: "Dragonhawk, Fate's Tempest" is the "dragonhawk-fates-tempest" a link spells."""
    return re.sub(r"[^a-z0-9]+", "", normalise_name(name))


def _title_cased(line: str) -> bool:
    """A title ("Shield Counter Always Removed by Non-Lethal Damage"): at least four words of four letters or
    more, all but one capitalised."""
    long = [w for w in re.findall(r"[A-Za-z][\w'’-]*", line) if len(w) >= 4]
    lower = sum(not w[0].isupper() for w in long)
    return len(long) >= 4 and lower <= 1


# a bug report's field that lists the cards it is about: "**Cards:** grist, the hunger tide", "### Card(s)\n\nLathiel"
_CARDS_FIELD = re.compile(r"(?im)^[#*\s]*cards?(?:\(s\))?\s*:?[*\s]*:?[ \t]*(?:\n[ \t]*\n?)?(?P<v>[^\n]+)$")


def field_cards(text: str, index: Any, game: str) -> list[str]:
    """The names a report's "Card(s):" field lists, split at commas; an epithet kept with its name ("grist, the hunger
    tide", "Elesh Norn, Mother of Machines": neither part a card the index has)."""
    out: list[str] = checklist_cards(text)  # "* [ ] Argothian pixies - …": an XMage feedback list's items
    for m in _CARDS_FIELD.finditer(text):
        value = m["v"].strip().strip("*_").strip()
        if not value or value.lower().lstrip("([").startswith(("none", "n/a", "_none", "general", "-")):
            continue
        if re.match(r"^\\?\[[ xX]?\\?\]", value):  # (a feedback list's item: its own card, above)
            continue
        parts = [p for p in re.split(r",\s*", value) if p]
        for k, part in enumerate(parts):
            epithet = re.match(r"(?i)(?:the|of)\b", part) or (
                k and index.get(part, game) is None and index.get(parts[k - 1], game) is None
            )
            if k and epithet:
                out[-1] = f"{out[-1]}, {part}"
            else:
                out.append(part)
    return out


_BRACKETED = re.compile(r"\[\[([^\[\]|]{2,80})(?:\|[^\[\]]*)?\]\]?")  # "[[Tribute to the World Tree]": one left off


def bracketed(text: str) -> list[str]:
    """ "[[ancient Adamantoise]]", "[[Perennation]]", "[card]Mulldrifter[/card]": a name in a card bot's brackets
    (or a forum's card tags), whatever its case or length, is typed as a card's name."""
    found = [m.group(1) for m in _BRACKETED.finditer(text)] + [m.group(2) for m in CARD_TAGS.finditer(text)]
    return [n.strip() for n in found if n.strip()]


def _starts_alike(name: str, found: Any) -> bool:
    """A card found by the words of the name, not only some of its later words: "The Wanderer" isn't Yisan, the
    Wanderer Bard (its words in order, but "The" there is the name's article)."""
    if found.how != "word-prefix":
        return True
    return normalise_name(found.card.name).split()[:1] == normalise_name(name).split()[:1]


def misspelt_names(text: str, index: Any, game: str, memo: dict | None = None) -> list[tuple[str, str]]:
    """(name as typed, card) for each capitalised run of `text` that is a very close misspelling of one card of
    the kind the words around it need (commands/reader/typos.py): "Phyerxian Tyranny" → Phyrexian Tyranny. A report's
    title before a dash is a run too, whatever the case of its later words ("Firesong and sunspear - Triggers …").
    `memo`: the card index's lookups for one reading (Names.lookups)."""
    out: list[tuple[str, str]] = []
    title = _TITLE.match(text)
    for run in runs(text) + ([title[1]] if title else []):
        for name in _heads(re.sub(r"['’]s$", "", run)):
            card = read_as(text, name, index, game, memo)
            if card is not None:
                if (name, card.name) not in out:
                    out.append((name, card.name))
                break
    return out


_JOINED = re.compile(r"\s+(?:from|in|and|of|on|at|by|for|to)\s+")
# a report's title: two to six words from the message's start, then a dash ("Firesong and sunspear - Triggers …")
_TITLE = re.compile(r"\s*([A-Z][\w'’,]*(?:\s+[\w'’,]+){1,5}?)\s+[-–—]\s+")


def _heads(run: str) -> list[str]:
    """The run, then each start of it of two capitalised words or more that ends before a small word, longest first:
    "Throne of God Pharoah from Amonkhet" may be a card's name, then where it is from."""
    heads = [run[: m.start()] for m in reversed(list(_JOINED.finditer(run)))]
    return [run] + [
        h for h in heads if sum(_capitalised(w) for w in h.split()) >= 2
    ]  # (not "Ability" of "Ability of …")


_AN_EXAMPLE = r"(?:e\.?g\.?|such\s+as|like|for\s+example|for\s+instance)[\s,:(]+(?:an?\s+|the\s+)?"


# where a name the index doesn't know is a spell or ability used on someone, in a clause otherwise set aside as
# chat: "points Searing Spear at it", "plays Searing Spear on my bear", "sends a Searing Spear my bear's way",
# "my bear took a Searing Spear", "it gets Searing Speared" (not a place or a person: "at Grand Prix Vegas")
_AT_SOMEONE = re.compile(
    r"^(?:['’]s\s+\w+\s+)?(?:\s+\w+){0,2}?\s+(?:at|on|to|targeting|into|onto|against)\s+"
    r"(?:me|him|her|it|them|us|my|his|their|its|Opponent(?:['’]s)?)\b|^\s+(?:my|his|her|their|Opponent's)\s+\w+['’]s\s+way\b",
    re.I,
)
_TAKEN = re.compile(
    r"\b(?:took|takes|taken|eats|ate|eaten|eat|gets|got|get|hit\s+by|died\s+to|dies\s+to|die\s+to)\s+"
    r"(?:a|an|the|his|her|their|Opponent's)?\s*$",
    re.I,
)


# what _AT_SOMEONE or _TAKEN needs somewhere in a clause: told cheaply before any name is looked up
_ACTED_WORDS = re.compile(
    r"\s(?:at|on|to|targeting|into|onto|against)\s+(?:me|him|her|it|them|us|my|his|their|its|Opponent)|['’]s\s+way\b|"
    r"\b(?:took|takes|taken|eats|ate|eaten|eat|gets|got|get|hit\s+by|died\s+to|dies\s+to|die\s+to)\b",
    re.I,
)


def unknown_acted(clause: str, index: Any, game: str, names: Names) -> str | None:
    """A name in `clause` the index doesn't know, used as a spell or ability on someone (see _AT_SOMEONE), other
    than one given as an example ("like this"); None if none is."""
    if not _ACTED_WORDS.search(clause):
        return None  # (no name can be used so: the index isn't asked)

    def acted(name: str) -> bool:
        return any(
            _AT_SOMEONE.match(clause[m.end() :]) or _TAKEN.search(clause[: m.start()])
            for m in re.finditer(re.escape(name), clause)
        )

    for name, _ in unknown_names(clause, index, game, names, wanted=acted):
        if not re.search(_AN_EXAMPLE + re.escape(name), clause, re.I) and acted(name):
            return name
    return None


def unknown_refusal(
    text: str,
    index: Any,
    game: str,
    names: Names | None = None,
    examples: bool = True,
    found: list[tuple[str, list[str]]] | None = None,
) -> str | None:
    """The one-line refusal for a message naming cards the index doesn't know, or None when it names none. Without
    `examples`, a name given as an example ("a creature with Doublestrike, e.g. Adorned Prowler, 1/1") doesn't
    count: the message says what of it matters. `found`: unknown_names already found."""
    unknown = found if found is not None else unknown_names(text, index, game, names)
    if not examples and all(re.search(_AN_EXAMPLE + re.escape(n), text, re.I) for n, _ in unknown):
        return None  # (one not an example: all are named)
    if not unknown:
        return None
    quoted = " or ".join(f'"{" ".join(n.split())}"' for n, _ in unknown[:3])  # one line: "trampler\nopp"
    near = [c for _, cands in unknown[:3] for c in cands]
    hint = f" (did you mean {', '.join(near[:3])}?)" if near else ""
    return f"no card named {quoted} in the cards I know{hint}: {NOT_KNOWN}"


# what a name the index doesn't know may be, and what to do
NOT_KNOWN = (
    "it may be newer than the cards imported, or misspelt — check the name with /card; an admin can import newer cards "
    "(rulekeeper cards import)"
)
