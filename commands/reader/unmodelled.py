"""Cards named in a message that have text the engine can't model (issue #16): when the message doesn't read
and a card it names has such a line that could matter (a static ability touching damage, life or counters; a
trigger; an activated ability the message talks of using), that is the refusal, exit 3, naming the line — a
rewrite of the words couldn't get it answered. Whether a line could matter is cardindex/relevance.py's call."""

from __future__ import annotations

import re
from typing import Any

from cardindex.compiler import SEVERAL_MODES, SEVERAL_MODES_REASON
from cardindex.fuzzy import normalise as normalise_name
from resolver.state import RETURN_KEYWORDS

from .entities import Names, said_as_verb
from .lower_names import game_words, lower_case_cards, where_a_card_goes
from .normalise import normalise
from .told import brought_in
from .unknown import _OPENERS, misspelt_names

_USES = re.compile(r"\b(?:activat\w*|abilit(?:y|ies)|use[sd]?|using|ping\w*|sacrific\w*|tap(?:s|ped)?)\b", re.I)
# "(he hadn't activated it yet)", "I never used it": no use told
_NOT_USED = re.compile(
    r"\b(?:hadn't|had\s+not|hasn't|has\s+not|didn't|did\s+not|haven't|have\s+not|never|wasn't|was\s+not)\s+"
    r"(?:yet\s+|been\s+)?(?:activat\w*|used|using|tapped)\b",
    re.I,
)
_MAX_QUOTE = 90
_MAX_ALSO = 4  # other cards named with such a line: each may be the one that decides it


def unmodelled_lines(
    text: str,
    index: Any,
    game: str,
    names: Names | None = None,
    about: bool = False,
    used: bool = True,
    told: bool = True,
) -> list[tuple[str, str]]:
    """(card name, line) for each line of the cards `text` names that isn't modelled and could matter here, in
    the order the cards are named. `about`: the message is about the cards themselves (a report with no board),
    so their activated abilities count as used. `used=False`: an activated ability counts only when the message
    says what it does, not for "activate" or "ability" alone (the reader read which ability, and found a problem
    with it: "Gideon Jura's 0" isn't his +2). `told`: a line that never happens in an answer counts, after the
    others, when the message tells of what it does (_told) — not where the reader read a clause's form and found a
    problem with it ("I had planeswalker": its loyalty)."""
    names = names or Names(index, game)
    uses = about or (used and bool(_USES.search(_NOT_USED.sub(" ", text))))
    out: list[tuple[str, str]] = []
    words = normalise(text).split()
    spans = names.spans(" ".join(words))
    named = [
        (i, name) for i, j, name in spans if names_the_card(words, i, j, names.card(name)) and not _english(words, i, j)
    ]
    # "… I blocked with Glory Seeker. He says his Wurm still kills my Seeker": one word of a card named in full is
    # that card again, not the card of that one word (Seeker)
    longer = {w.lower() for *_, name in spans if len(name.split()) > 1 for w in name.replace(",", "").split()}
    named = [(i, n) for i, n in named if len(n.split()) > 1 or n.lower() not in longer]
    within = {k for i, j, _ in spans for k in range(i, j)}  # "sigil of sleep": not Sleep too
    named += [(i, n) for i, n in lower_case_cards(words, index, game) if i not in within]
    named += _short_names(words, index, game)
    named += _misspelt(words, text, index, game)
    named = [(i, name) for i, name in named if not an_example(words, i)]
    for _, name in sorted(named, key=lambda p: p[0]):
        card = names.card(name)
        if card is None or any(n == name for n, _ in out):
            continue
        returns = [k for face in card.faces for k in face.keywords if k.lower() in RETURN_KEYWORDS]
        if returns:  # persist, undying: the engine refuses as one returns a creature (resolver/events.py)
            out.append((name, f"{returns[0]} (returning it to the battlefield)"))
            continue
        if several := _several_modes(card):  # "Choose two —": whichever modes were chosen, that is the line
            out.append((name, several))
            continue
        chosen = _chosen_mode(text)
        modes = {a.modelled for a in card.abilities if a.mode is not None}
        if chosen is None and len(modes) == 2:
            continue  # some modes modelled, some not, and which was chosen isn't said: the reader asks
        said = _loyalty_costs(text)
        lines = [a.text for a in card.abilities if _may_decide(a, name, text, chosen, uses, said)]
        if told:  # a line that never happens in an answer, told of (tells_of): after those that may happen
            lines += [a.text for a in card.abilities if a.text not in lines and _told(a, name, text, chosen, said)]
        doing = [line for line in lines if _does_what_it_does(line, text)]  # "my regeneration shield": {B}: Regenerate
        if lines:
            out.append((name, (doing or lines)[0]))
    return out


def _several_modes(card: Any) -> str | None:
    """A spell's "Choose two —" line (CR 700.2: cast with that many modes, which the engine doesn't play), or None."""
    if not any(a.reason == SEVERAL_MODES_REASON for a in card.abilities):
        return None
    heads = [ln.strip() for f in card.faces for ln in (f.oracle_text or "").split("\n") if SEVERAL_MODES.search(ln)]
    return f"{heads[0] if heads else 'Choose two —'} (two or more modes at once, CR 700.2)"


def _english(words: list[str], i: int, j: int) -> bool:
    """A card's name of several words typed in lower case that reads as English, not the card: said as a verb
    ("I take heart") or anywhere a card doesn't go ("it was his last chance", "rest in peace bear")."""
    if j - i < 2 or not " ".join(words[i:j]).islower():
        return False
    return said_as_verb(words, i, j) or not (where_a_card_goes(words, i, j) or _not_english(words[i:j]))


def _not_english(words: list[str]) -> bool:
    """A name with a long word that is in no rule of the Comprehensive Rules (lower_names.game_words): "thanks to
    gideon of the trials", "a monstrous hydra broodmaster" are no English, "that was a kill shot" may be."""
    bare = [w.strip(",.;:!?\"'()[]*_~`").removesuffix("'s").removesuffix("’s") for w in words]
    return any(len(w) >= 6 and w.isalpha() and w not in game_words() for w in bare)


def _told(ability: Any, name: str, text: str, chosen: int | None, said: set[str]) -> bool:
    """A line that never happens in an answer ("its trigger (the beginning of a step) never happens here") but
    that the message tells of what it does ("… reduce all opponent life totals by …": tells_of), so it may be what
    the message is about."""
    if _not_the_one_said(ability, chosen, said):
        return False
    return not ability.modelled and not ability.relevant and tells_of(ability.text, text, name)


def _not_the_one_said(ability: Any, chosen: int | None, said: set[str]) -> bool:
    """Another mode than the one chosen ("choosing the third mode"), or another loyalty ability than the one
    activated ("activating his -3"): a line that can't decide it."""
    if chosen is not None and ability.mode is not None and ability.mode != chosen:
        return True
    return bool(said) and bool(_LOYALTY_COST.fullmatch(ability.cost)) and _signed(ability.cost) not in said


def _may_decide(ability: Any, name: str, text: str, chosen: int | None, uses: bool, said: set[str]) -> bool:
    """An unmodelled line of the card that may decide what the message asks (see unmodelled_lines)."""
    if _not_the_one_said(ability, chosen, said):
        return False
    if brought_in(ability, name, text):
        return True
    if ability.modelled or not ability.relevant:
        return False
    return ability.kind != "activated" or uses or _does_what_it_does(ability.text, text)


_CONTENT = re.compile(r"[a-z][a-z'’-]{3,}")
_NOT_CONTENT = frozenset(
    """that this with from each your their when whenever then have has into onto unless until where which while
    would could beginning step turn card cards target other those these there than them they only also more""".split()  # noqa: SIM905
)


def _stem(word: str) -> str:
    for end in ("ing", "ed", "es", "s"):
        if word.endswith(end) and len(word) - len(end) >= 4:
            return word[: -len(end)]
    return word


def tells_of(line: str, text: str, name: str) -> bool:
    """The message says most of what the line does, in its words or close ones: three or more of the line's
    content words (of four letters or more, stemmed, not the card's name), and at least two fifths of them
    ("reduce all opponent life totals by the total number of tapped creatures" of Throne of the God-Pharaoh's "each
    opponent loses life equal to the number of tapped creatures you control"); or two of a short line's three ("do I
    still lose the life" of Herald of Torment's "At the beginning of your upkeep, you lose 1 life")."""
    named = {_stem(w) for w in _CONTENT.findall(name.lower())}
    own = {_stem(w) for w in _CONTENT.findall(line.lower()) if w not in _NOT_CONTENT} - named
    said = {_stem(w) for w in _CONTENT.findall(text.lower())}
    common = own & said
    return (len(common) >= 3 and len(common) * 5 >= len(own) * 2) or (
        len(common) >= 2 and len(common) * 3 >= len(own) * 2
    )


# The verbs an activated ability's effect starts with that a message says when it tells of using it ("moving a
# -1/-1 counter from the Leech Bonder": its "{U}, {Q}: Move a counter …").
_EFFECT_VERBS = ("move", "regenerate", "proliferate", "exile", "destroy", "return", "create", "untap", "prevent")


_LOYALTY_COST = re.compile(r"\[[+−-]?\d+\]")
# "his -3", "her +1", "Chandra's -3": a loyalty ability said by its cost (not a size or a counter: "-1/-1")
_SAID_COST = re.compile(r"(?<![\w/+−-])([+−-]\d+)(?![\w/])")


def _signed(cost: str) -> str:
    return cost.strip("[]").replace("−", "-")


def _loyalty_costs(text: str) -> set[str]:
    """The loyalty costs a message says ("activating his -3" → {"-3"})."""
    return {m.replace("−", "-") for m in _SAID_COST.findall(text)}


_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5, "1st": 1, "2nd": 2, "3rd": 3, "4th": 4}
_MODE = re.compile(r"\b(?:(?P<ord>first|second|third|fourth|fifth|1st|2nd|3rd|4th)\s+mode|mode\s+(?P<n>[1-5]))\b", re.I)


def _chosen_mode(text: str) -> int | None:
    """The mode a message says a modal spell was cast with ("choosing the third mode", "mode 3"), or None."""
    m = _MODE.search(text)
    if m is None:
        return None
    return int(m["n"]) if m["n"] else _ORDINALS[m["ord"].lower()]


def _does_what_it_does(line: str, text: str) -> bool:
    """The message says the verb the ability's effect starts with (any inflection): it tells of using it."""
    effect = line.split(":", 1)[1].strip().lower() if ":" in line else ""
    effect = re.sub(r"^[^,.]*?\b(?=regenerate\b)", "", effect)  # "{B}: Regenerate Spiritmonger."
    verb = next((v for v in _EFFECT_VERBS if effect.startswith(v + " ")), None)
    return verb is not None and re.search(rf"\b{verb.rstrip('e')}(?:e|es|ed|ing|s|ion)?\b", text, re.I) is not None


# "(e.g. Piranha Marsh)", "like Lightning Bolt", "(Grim Affliction, Instill Infection, etc)": a card given as an
# example of a kind of card is no part of the situation, and its lines decide nothing here.
_EXAMPLE_WORDS = re.compile(r"^(?:e\.?g\.?|such as|like|for example|for instance)$", re.I)
_LIST_WORD = re.compile(r"^(?:[A-Z][\w'’-]*|of|the|and|or|a|an)$")


def an_example(words: list[str], i: int) -> bool:
    """The card named at word `i` is given as an example: after "e.g.", "such as", "like" or "for example" with
    only names between (a list of them), or in brackets that end "etc". (A name not found among the words, at
    their end, is none.)"""
    if i >= len(words):
        return False
    k = i
    while k > 0:
        prev = words[k - 1].strip('(,["“”')  # a list of names in quotes: like "The Abyss" or "Pestilence"
        if any(_EXAMPLE_WORDS.match(" ".join(w.strip('(,["“”').lower() for w in words[k - n : k])) for n in (1, 2)):
            return True
        if words[k - 1].rstrip('"”').endswith((".", ")", ";", ":", "?", "!")) or not _LIST_WORD.match(prev):
            break
        k -= 1
    opened = next((n for n in range(i, max(-1, i - 12), -1) if "(" in words[n]), None)
    if opened is None or any(")" in w for w in words[opened:i]):
        return False
    closing = next((n for n in range(i, min(len(words), i + 12)) if ")" in words[n]), None)
    return closing is not None and re.search(r"\betc\b", " ".join(words[i : closing + 1]), re.I) is not None


def _misspelt(words: list[str], text: str, index: Any, game: str) -> list[tuple[int, str]]:
    """The cards misspelt names in `text` are read as, with where each is said."""
    out = []
    for typed, name in misspelt_names(text, index, game):
        first = typed.split()[0]
        at = next((i for i, w in enumerate(words) if w.strip(",.;:!?\"'()[]<>*_~`").startswith(first)), len(words))
        out.append((at, name))
    return out


_SHORT = re.compile(r"^[A-Z][a-z][\w-]+$")


def _short_names(words: list[str], index: Any, game: str) -> list[tuple[int, str]]:
    """ "Ruric Thar", "Mogis": a legend called by its name before the comma ("Ruric Thar, the Unbowed"), or
    "Hangarback" where the message also says "Hangarback Walker": the one card whose name starts so, with where
    it is said. Any other first words may be a newer card's ("Wight"): not taken for a card here."""
    said_in_full = " ".join(re.sub(r"[^\w' -]", " ", w.lower()) for w in words)
    out: list[tuple[int, str]] = []
    i = 0
    while i < len(words):
        for k in (3, 2, 1):
            run = [w.strip(",.;:!?\"'()") for w in words[i : i + k]]
            if len(run) < k or not all(_SHORT.match(w.removesuffix("'s")) for w in run):
                continue
            after = words[i + k] if i + k < len(words) and words[i + k - 1][-1:] not in ",.;:!?)" else ""
            before = words[i - 1] if i and words[i - 1][-1:] not in ",.;:!?(" else ""
            if any(ch.isupper() for ch in after) or (before[:1].isupper() and before.lower() not in _OPENERS):
                continue  # "Nomads en-Kor", "Merfolk Trickster": the name goes on, and may be another card's
            said = " ".join(run).removesuffix("'s")
            if len(said) < 5:
                continue
            found = index.lookup(said, game)
            legends = {n for n, _ in found.candidates if n.startswith(said + ",")}
            if found.card is None and len(legends) > 1:  # "Emrakul": the one whose text the message quotes
                legends = _told_apart(legends, said_in_full, index, game)
            if found.card is None and len(legends) == 1:  # "Mogis" beside Mogis's Marauder: the legend
                out.append((i, legends.pop()))
                i += k - 1
                break
            if (
                found.card is not None
                and found.how == "prefix"
                and normalise_name(found.card.name).startswith(normalise_name(said) + " ")
                and (
                    found.card.name.startswith(said + ",")
                    or f" {found.card.name.lower()} " in f" {' '.join(said_in_full.split())} "
                )
            ):
                out.append((i, found.card.name))
                i += k - 1
                break
        i += 1
    return out


def _told_apart(legends: set[str], said: str, index: Any, game: str) -> set[str]:
    """Of the legends a short name may be, those the message quotes the text of: a keyword of two words or more
    ("since it has protection from colored spells": Emrakul, the Aeons Torn, not the Promised End, which has
    protection from instants) or a line of four words or more. Several or none: the name stays unread."""
    words = said.split()
    windows = {" ".join(words[k : k + 4]) for k in range(len(words) - 3)}
    quoted = set()
    for legend in legends:
        card = index.get(legend, game)
        if card is None:
            continue
        keywords = [k.lower() for face in card.faces for k in face.keywords if len(k.split()) > 1]
        lines = [" ".join(re.sub(r"[^\w' -]", " ", a.text.lower()).split()) for a in card.abilities]
        if any(f" {k} " in f" {said} " for k in keywords) or any(w in line for w in windows for line in lines):
            quoted.add(legend)
    return quoted


_RULES_WORD = re.compile(
    r"^(?:regenerat\w*|lifelink|deathtouch|trample|protection|prevention|redirection|flight|fear|banding|"
    r"damage|combat|counters?|indestructible|infect|wither)$",
    re.I,
)


def names_the_card(words: list[str], i: int, j: int, card: Any) -> bool:
    """One word names a card only as its whole name ("Solemnity"; not "Turn" for Turn // Burn, "Fire" for
    Fire // Ice), and not as the possessive start of a longer name ("Trailblazer's Torch")."""
    spoken = [w for w in words[i:j] if any(ch.isalnum() for ch in w)]  # not "order? ." (a stray full stop)
    if len(spoken) > 1:
        return True
    word = spoken[0].strip(",.;:!?\"'()") if spoken else ""
    after = words[j] if j < len(words) else ""
    if re.search(r"['’]s$", word) and after[:1].isupper():
        return False
    if i == 0 and spoken and spoken[0].endswith(":") and _RULES_WORD.match(word):
        return False  # "Regeneration: When do you use it": the message's heading, a rules word, not the card
    return normalise_name(word.removesuffix("'s")) == normalise_name(card.name)


def unmodelled_refusal(
    text: str,
    index: Any,
    game: str,
    names: Names | None = None,
    about: bool = False,
    used: bool = True,
    told: bool = True,
) -> str | None:
    """The one-line refusal (exit 3) naming the first such line, or None (`about`, `used`, `told`: see
    unmodelled_lines)."""
    found = unmodelled_lines(text, index, game, names, about, used, told)
    if not found:
        return None
    name, line = found[0]
    quote = line if len(line) <= _MAX_QUOTE else line[: _MAX_QUOTE - 1].rstrip() + "…"
    more = f" (also {', '.join(n for n, _ in found[1 : _MAX_ALSO + 1])})" if len(found) > 1 else ""
    read = [f'"{typed}" as {card}' for typed, card in misspelt_names(text, index, game) if card in dict(found)]
    assumed = f"; I read {' and '.join(read)}" if read else ""
    return (
        f"{name}: \"{quote}\" isn't modelled yet{more}, and it may decide this, so it isn't answered "
        f"(/card {name} shows what is modelled{assumed})"
    )
