"""The corpus harness: each question asked as its author typed it, judged against the entry's "check".

    from corpus.run import entries, evaluate, pool_index   # with tests/ on sys.path
    index = pool_index()                                    # the 2018 card pool, bundled cards first
    evaluate(entry, index)                                  # "right", "wrong", "refused", "unexpected-answer", "crash"

A check (tests/corpus/README.md) is either {"kind": "answer", "every": [...], "some": [...]}: assertions about the
outcomes that must hold in every outcome / in at least one; or {"kind": "refuse", "why": "..."}: something that
decides the answer can't be modelled, so the only right reply is a refusal that says why: what (exit 3), or,
when its "why" says so, that it names cards outside the pool or gives no situation.

Results:
- right: an "answer" entry answered and every assertion holds; a "refuse" entry refused as unmodelled (exit 3),
  or, where its "why" starts "cards not in the 2018 card pool" / "no situation", refused with "no card named" one
  of those cards / "the message only asks a question" (or "nothing in the message says what is on the battlefield");
- wrong: an "answer" entry answered, and an assertion fails;
- refused: a one-line refusal otherwise (an "answer" entry refused, or a "refuse" entry not read: exit 2);
- unexpected-answer: a "refuse" entry answered;
- crash: an exception, or an error reply that isn't one line with exit code 2 or 3.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable, Iterable
from pathlib import Path
from typing import Any

from commands.reader.general import NO_SITUATION

CORPUS = Path(__file__).resolve().with_name("questions.jsonl")
SHARED = Path(__file__).resolve().parents[3] / "shared"
POOL = SHARED / "cards" / "oracle-cards-2018.json"

RESULTS = ("right", "wrong", "refused", "unexpected-answer", "crash")
PLAYERS = ("You", "Opponent")
ZONES = ("battlefield", "graveyard", "exile", "hand", "library")
KINDS = ("creature", "planeswalker", "permanent")  # description keys: any permanent of that kind
_PLAYER_REF_RE = re.compile(r"^(?P<rel>controller|opponent):(?P<key>.+)$")  # "controller:2/1": whoever controls it
_KEY_RE = re.compile(r"^(?P<what>.+?)(?: \((?P<player>[^()]+)\))?$")
_PT_RE = re.compile(r"^(-?\d+)/(-?\d+)$")
PLAYER_ASSERTIONS = ("life", "life_change", "poison", "drawn")  # {player: int}
PERMANENT_ASSERTIONS = ("zone", "damage", "counters", "loyalty")  # {permanent key: …}
ASSERTIONS = (*PLAYER_ASSERTIONS, "lost", "not_lost", *PERMANENT_ASSERTIONS)


def entries(path: Path = CORPUS) -> list[dict[str, Any]]:
    return [json.loads(line) for line in path.read_text(encoding="utf-8").splitlines() if line.strip()]


# --- the card pool ---------------------------------------------------------------------------------------------


def pool_index(path: Path = POOL, how: str = "lazy") -> Any:
    """The bundled cards, then every card of the 2018 pool, as `rulekeeper cards import` would store them.

    how="lazy" (the default, fastest): the pool is parsed, and each card is compiled the first time a lookup
    returns it (a CardRef with a compiling loader, as load_index's refs read the store on first use);
    how="eager": every card compiled up front (CardIndex + iter_scryfall + compile_abilities);
    how="store": imported into a card store in a temporary folder, then loaded with load_index.
    bench/corpus.py --index-build times the three."""
    from cardindex.cards import bundled_cards
    from cardindex.fuzzy import CardIndex, CardRef, _keys, normalise
    from cardindex.importers import iter_scryfall
    from commands.cards import compile_abilities

    if how == "store":
        import tempfile

        from cardindex.store import CardStore
        from commands.cards import import_cards_reply
        from commands.cardsource import load_index

        store = CardStore(Path(tempfile.mkdtemp(prefix="rulekeeper-corpus-")))
        reply = import_cards_reply(str(path), store)
        if reply.error:
            raise RuntimeError(reply.summary)
        return load_index(store)
    bundled = bundled_cards()
    index = CardIndex(bundled)
    known = {(c.game, normalise(c.name)) for c in bundled}  # per game: Grand Archive has a Fireball too
    with path.open("rb") as fh:
        cards = [c for c in iter_scryfall(fh) if (c.game, normalise(c.name)) not in known]
    if how == "eager":
        compile_abilities(cards)
        for card in cards:
            index.add(card)
        return index
    if how != "lazy":
        raise ValueError(f"unknown index build {how!r}")
    parsed = {}

    def load(ref: Any) -> Any:
        card = parsed.pop(ref.norm)
        compile_abilities([card])
        return card

    for card in cards:
        norm = normalise(card.name)
        parsed[norm] = card
        index.add(
            CardRef(card.name, card.game, norm, tuple(_keys(card)), load, "scryfall", card.source, tuple(card.aliases))
        )
    return index


# --- checks ----------------------------------------------------------------------------------------------------


def check_problems(entry: dict[str, Any]) -> list[str]:
    """What is wrong with an entry's "check" (and its reference versions); [] when it is valid."""
    check = entry.get("check")
    if not isinstance(check, dict):
        return ['no "check" object']
    kind = check.get("kind")
    if kind == "refuse":
        problems = [] if isinstance(check.get("why"), str) and check["why"].strip() else ['a refusal says "why"']
        if set(check) - {"kind", "why"}:
            problems.append(f"unknown keys {sorted(set(check) - {'kind', 'why'})}")
        if "controlled" in entry or "scenario" in entry:
            problems.append('a "refuse" entry has no reference reading')
        return problems
    if kind != "answer":
        return [f'"kind" is "answer" or "refuse", not {kind!r}']
    problems = []
    if set(check) - {"kind", "every", "some", "note"}:
        problems.append(f"unknown keys {sorted(set(check) - {'kind', 'every', 'some', 'note'})}")
    every, some = check.get("every", []), check.get("some", [])
    if not isinstance(every, list) or not isinstance(some, list) or not (every or some):
        problems.append('an answer check has a list "every" and/or "some" with at least one assertion')
        return problems
    for assertion in [*every, *some]:
        problems += _assertion_problems(assertion)
    refs = [k for k in ("controlled", "scenario") if k in entry]
    if len(refs) != 1:
        problems.append('an "answer" entry has one reference reading: "controlled" (or "scenario")')
    elif refs == ["controlled"] and not (isinstance(entry["controlled"], str) and entry["controlled"].strip()):
        problems.append('"controlled" is the situation in the controlled English `rulekeeper ask` reads')
    elif refs == ["scenario"] and not isinstance(entry["scenario"], dict):
        problems.append('"scenario" is a scenario object (docs/scenario.md)')
    if "engine_disagrees" in entry and not str(entry["engine_disagrees"]).strip():
        problems.append('"engine_disagrees" says how')
    return problems


def _assertion_problems(a: Any) -> list[str]:
    if not isinstance(a, dict) or not a:
        return [f"an assertion is a non-empty object, not {a!r}"]
    problems = [f"unknown assertion {k!r}" for k in a if k not in ASSERTIONS]
    for key in PLAYER_ASSERTIONS:
        if key in a and not (
            isinstance(a[key], dict) and a[key] and all(_is_player(p) and type(v) is int for p, v in a[key].items())
        ):
            problems.append(f"{key}: {{player: integer}}, players {PLAYERS} or controller:/opponent:<permanent>")
    for key in ("lost", "not_lost"):
        if key in a and not (isinstance(a[key], list) and a[key] and all(_is_player(p) for p in a[key])):
            problems.append(f"{key}: a list of players {PLAYERS} or controller:/opponent:<permanent>")
    for key in PERMANENT_ASSERTIONS:
        if key not in a:
            continue
        if not isinstance(a[key], dict) or not a[key]:
            problems.append(f"{key}: {{permanent: …}}")
            continue
        for name, value in a[key].items():
            problems += _key_problems(name)
            if key == "zone" and not (
                value in ZONES
                or (isinstance(value, dict) and value and all(z in ZONES and type(n) is int for z, n in value.items()))
            ):
                problems.append(f"zone of {name}: one of {ZONES} or {{zone: count}}")
            if key in ("damage", "loyalty") and type(value) is not int:
                problems.append(f"{key} of {name}: an integer")
            if key == "counters" and not (
                isinstance(value, dict) and value and all(type(n) is int for n in value.values())
            ):
                problems.append(f"counters of {name}: {{kind: integer}}")
    return problems


def _is_player(ref: Any) -> bool:
    if not isinstance(ref, str):
        return False
    m = _PLAYER_REF_RE.match(ref)
    return not _key_problems(m["key"]) if m else ref in PLAYERS


def _key_problems(key: Any) -> list[str]:
    m = _KEY_RE.match(key) if isinstance(key, str) else None
    if not m:
        return [f"bad permanent key {key!r}"]
    if m["player"] and m["player"] not in PLAYERS:
        return [f"{key}: the player in brackets is one of {PLAYERS}"]
    return []


class _Board:
    """One reply's scenario and outcomes, for the assertions: who started with what life, each permanent's
    starting description (card, size, types)."""

    def __init__(self, scenario: dict[str, Any], index: Any) -> None:
        self.start_life: dict[str, int] = {}
        for p in scenario.get("players", PLAYERS):
            name, life = (p, 20) if isinstance(p, str) else (p["name"], p.get("life", 20))
            self.start_life[name] = life
        self.specs = {p["id"]: p for p in scenario.get("battlefield", [])}
        self.index = index

    def _types(self, spec: dict[str, Any]) -> set[str]:
        if "types" in spec:
            return {t.lower() for t in spec["types"]}
        if "card" in spec and self.index is not None:
            card = self.index.get(spec["card"])
            if card is not None and card.faces:
                return {w.lower() for w in card.faces[0].type_line.split("—")[0].split()}
        if "toughness" in spec:
            return {"creature"}
        return {"planeswalker"} if "loyalty" in spec else set()

    def matches(self, key: str, pid: str, perm: Any) -> bool:
        m = _KEY_RE.match(key)
        assert m
        what, player = m["what"], m["player"]
        if player and perm.controller != player:
            return False
        spec = self.specs.get(pid, {})
        pt = _PT_RE.match(what)
        if pt:
            return "card" not in spec and (spec.get("power"), spec.get("toughness")) == (int(pt[1]), int(pt[2]))
        if what in KINDS:
            return what == "permanent" or what in self._types(spec)
        return perm.name.casefold() == what.casefold()

    def find(self, key: str, outcome: Any) -> list[Any]:
        return [p for pid, p in outcome.permanents.items() if self.matches(key, pid, p)]


def failures(assertion: dict[str, Any], outcome: Any, board: _Board) -> list[str]:
    """Why one assertion doesn't hold in one outcome ([] when it holds)."""
    out: list[str] = []
    players = outcome.players

    def player(ref: str) -> Any:
        name = ref
        m = _PLAYER_REF_RE.match(ref)
        if m:  # the player who controls that permanent, or the other player
            found = board.find(m["key"], outcome)
            if len(found) != 1:
                out.append(f"{len(found)} permanents are {m['key']} (one expected)")
                return None
            name = found[0].controller
            if m["rel"] == "opponent":
                others = [p for p in players if p != name]
                name = others[0] if len(others) == 1 else f"the opponent of {name}"
        if name not in players:
            out.append(f"no player {name}")
        return players.get(name)

    for name, n in assertion.get("life", {}).items():
        if (p := player(name)) and p.life != n:
            out.append(f"{name} at {p.life} life, not {n}")
    for name, n in assertion.get("life_change", {}).items():
        if (p := player(name)) and p.life - board.start_life.get(_name_of(p, players), 20) != n:
            out.append(f"{name}'s life changed by {p.life - board.start_life.get(_name_of(p, players), 20)}, not {n}")
    for name, n in assertion.get("poison", {}).items():
        if (p := player(name)) and p.poison != n:
            out.append(f"{name} has {p.poison} poison, not {n}")
    for name, n in assertion.get("drawn", {}).items():
        if (p := player(name)) and p.cards_drawn != n:
            out.append(f"{name} drew {p.cards_drawn}, not {n}")
    for name in assertion.get("lost", []):
        if (p := player(name)) and not p.lost:
            out.append(f"{name} hasn't lost")
    for name in assertion.get("not_lost", []):
        if (p := player(name)) and p.lost:
            out.append(f"{name} lost")
    for key, want in assertion.get("zone", {}).items():
        found = board.find(key, outcome)
        if isinstance(want, str):
            if not found:
                out.append(f"no permanent {key}")
            elif any(p.zone != want for p in found):
                out.append(f"{key}: {', '.join(p.zone for p in found)}, not {want}")
        else:
            for zone, n in want.items():
                if sum(p.zone == zone for p in found) != n:
                    out.append(f"{key}: {sum(p.zone == zone for p in found)} in the {zone}, not {n}")
    for what in ("damage", "counters", "loyalty"):
        for key, want in assertion.get(what, {}).items():
            found = board.find(key, outcome)
            if len(found) != 1:
                out.append(f"{len(found)} permanents are {key} (one expected)")
                continue
            (p,) = found
            if what == "damage" and p.damage != want:
                out.append(f"{key} has {p.damage} damage, not {want}")
            if what == "loyalty" and p.loyalty != want:
                out.append(f"{key} has loyalty {p.loyalty}, not {want}")
            if what == "counters":
                for kind, n in want.items():
                    if p.counters.get(kind, 0) != n:
                        out.append(f"{key} has {p.counters.get(kind, 0)} {kind} counters, not {n}")
    return out


def _name_of(player: Any, players: dict[str, Any]) -> str:
    return next(name for name, p in players.items() if p is player)


def judge_outcomes(check: dict[str, Any], outcomes: list[Any], board: _Board) -> list[str]:
    """Why an answer check fails on these outcomes ([] when it passes)."""
    problems = []
    for a in check.get("every", []):
        for o in outcomes:
            why = failures(a, o, board)
            if why:
                label = " / ".join(o.choices) or "the outcome"
                problems.append(f"every {json.dumps(a)}: {label}: {'; '.join(why)}")
                break
    for a in check.get("some", []):
        if not any(not failures(a, o, board) for o in outcomes):
            problems.append(f"some {json.dumps(a)}: no outcome")
    if not outcomes:
        problems.append("no outcome")
    return problems


def judge_reply(entry: dict[str, Any], reply: Any, index: Any = None) -> tuple[str, str]:
    """(result, detail) for one reply to an entry's question."""
    from resolver.outcome import OutcomeOut

    check = entry["check"]
    if reply.error:
        summary = reply.summary or ""
        if "\n" in summary or reply.exit_code not in (2, 3):
            return "crash", f"a malformed error (exit {reply.exit_code}): {summary!r}"
        if check["kind"] == "refuse" and _says_why(entry, summary, index, reply.exit_code):
            return "right", summary
        return "refused", f"exit {reply.exit_code}: {summary}"
    if check["kind"] == "refuse":
        return "unexpected-answer", reply.summary or ""
    outcomes = [OutcomeOut.model_validate(o) for o in reply.data["outcomes"]]
    problems = judge_outcomes(check, outcomes, _Board(reply.data.get("scenario", {}), index))
    return ("wrong", "; ".join(problems)) if problems else ("right", reply.summary or "")


_NO_SITUATION = (*NO_SITUATION, "the message describes no particular situation")
# "why"s that say the question gives no situation to resolve (or not enough of one: no sizes, no blockers)
_MISSING = (
    "no situation",
    "no power or toughness",
    "no power, toughness",
    "no damage is described",
    "a follow-up",
    "the blockers aren't",
    "the attackers aren't",
    "the creatures' power and toughness",
    "the blocker and",
    "no numbers",
    "a general",
)
_QUOTED_RE = re.compile(r'"([^"]+)"')


def _says_why(entry: dict[str, Any], summary: str, index: Any, exit_code: int) -> bool:
    """A refusal that gives the entry's own reason: exit 3 naming first something the entry's "why" names
    ("Omnath, Locus of Rage: …" where the why is Omnath's trigger); for a question naming cards outside the
    pool, "no card named" one of them (as typed: "Olivia the opulent outlaw"); for a question with no situation,
    that it gives none. Any other exit-2 refusal can't be told from a question not read."""
    why = entry["check"]["why"]
    if exit_code == 3:  # "Omnath, Locus of Rage: "…" isn't modelled yet (also Seraph, Sengir Vampire), …"
        named = [re.split(r":|'s ability", summary, maxsplit=1)[0].strip()]
        also = re.search(r"isn't modelled yet \(also ([^)]*)\)", summary)
        named += [n.strip() for n in re.split(r", (?=[A-Z])", also.group(1))] if also else []
        short = [n.split(",")[0] for n in named]  # "Grenzo" for Grenzo, Havoc Raiser ("Grenzo's … trigger")
        faces = {f.strip() for n in named + short for f in n.split("//")}
        return any(re.search(rf"\b{re.escape(f)}\b(?!['’]s [A-Z])", why) for f in faces if f)
    if why.startswith(_MISSING):
        return summary.startswith(_NO_SITUATION)
    outside_pool = why.startswith("cards not in the 2018 card pool") or " not in the 2018 card pool" in why
    if not outside_pool or not summary.startswith("no card named"):
        return False
    from rapidfuzz import fuzz

    from cardindex.fuzzy import normalise

    outside = [normalise(c) for c in entry.get("cards", []) if index is None or index.get(c, "mtg") is None]
    head = summary.split(" in the cards I know")[0].split(" (did you mean")[0]
    typed = [normalise(q) for q in _QUOTED_RE.findall(head)]
    return any(fuzz.ratio(q, c) >= 80 or (len(q) >= 8 and q in c) or _first_name(q, c) for q in typed for c in outside)


def _first_name(typed: str, card: str) -> bool:
    """A legend named by its first word, as players do ("Obosh" for Obosh, the Preypiercer): one word of four
    letters or more, the card's first (both normalised)."""
    return " " not in typed and len(typed) >= 4 and card.split(" ", 1)[0] == typed


def ask(text: str, index: Any) -> Any:
    from commands.ask import ask_reply

    return ask_reply(text, index=index)


def evaluate_text(entry: dict[str, Any], text: str, index: Any) -> tuple[str, str]:
    """(result, detail): `text` asked with `index`, judged by the entry's check."""
    try:
        return judge_reply(entry, ask(text, index), index)
    except Exception as exc:  # the harness measures crashes rather than stopping at one
        return "crash", f"{type(exc).__name__}: {exc}"


def evaluate(entry: dict[str, Any], index: Any) -> str:
    """The question asked as typed ("question"), judged by the entry's check."""
    return evaluate_text(entry, entry["question"], index)[0]


def evaluate_reference(entry: dict[str, Any], index: Any) -> tuple[str, str]:
    """(result, detail) for an "answer" entry's reference reading: its "controlled" version asked, or its
    "scenario" resolved. "right" means the engine answers it as the rules say."""
    if "controlled" in entry:
        return evaluate_text(entry, entry["controlled"], index)
    from commands.resolve import run_scenario
    from resolver.errors import RulekeeperError

    try:
        resolution = run_scenario(entry["scenario"], index)
    except RulekeeperError as exc:
        return "refused", f"exit {exc.exit_code}: {exc}"
    except Exception as exc:
        return "crash", f"{type(exc).__name__}: {exc}"
    problems = judge_outcomes(entry["check"], resolution.outcomes, _Board(entry["scenario"], index))
    return ("wrong", "; ".join(problems)) if problems else ("right", f"{len(resolution.outcomes)} outcomes")


def evaluate_all(
    items: Iterable[dict[str, Any]], index: Any, text: Callable[[dict[str, Any]], str | None] | None = None
) -> list[tuple[dict[str, Any], str, str, float]]:
    """(entry, result, detail, seconds) for each entry; `text(entry)` picks what is asked (default: as typed;
    None skips the entry)."""
    out = []
    for e in items:
        asked = e["question"] if text is None else text(e)
        if asked is None:
            continue
        t0 = time.perf_counter()
        result, detail = evaluate_text(e, asked, index)
        out.append((e, result, detail, time.perf_counter() - t0))
    return out
