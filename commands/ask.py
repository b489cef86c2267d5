"""`rulekeeper ask` (and Discord's /ruling): a situation in words → the reading, then every outcome."""

from __future__ import annotations

import re
from typing import Any

from resolver.errors import RulekeeperError, Unmodelled
from resolver.rulebook import RuleBook
from resolver.ruleset import ALL_RULESETS, GAME_OF

from .compare import compare_reply
from .reader import read
from .reader.about_card import about_card_refusal
from .reader.answer import answer_line
from .reader.commentary import without_commentary
from .reader.entities import Names
from .reader.general import FIRST_PERSON, NO_SITUATION, follow_up_refusal, general_refusal
from .reader.heading import heading_refusal, heading_unknown
from .reader.short_unknown import short_unknown_names, with_short_names
from .reader.shorthand import NUMBERED_ITEMS
from .reader.supposed import supposed_refusal
from .reader.unknown import bracketed, unknown_names, unknown_refusal
from .reader.unmodelled import unmodelled_refusal
from .reader.vague import CARD_KINDS, vague_refusal
from .render import render_resolution
from .reply import JSON_CHOICES_SHORT, Reply, Section, error_reply
from .resolve import run_scenario
from .situation import Reading, SituationError
from .told_results import checked

ASK_HELP = """Describe the situation in sentences (split on . ; or new lines). Forms:
  Board:    I control Grizzly Bears and two Samite Healers. Opponent controls a 3/3 red creature with trample.
            Grizzly Bears has 1 damage marked. It has a shield counter on it. I'm at 5 life.
            Gideon Jura with 2 loyalty. A planeswalker with 4 loyalty. It has deathtouch and trample.
            A 5/5 with lifelink, two 1/1 first strikers, a 3/3 flier, a 2/2 deathtouch dude, a vanilla 2/2.
            Grizzly Bears (+2/+2 and lifelink): what changed this turn.
  Players:  I'm at 2. My life is at 2. Opp is at 4. I have protection from red. Opponent has hexproof.
            "my face" is me.
  Spells:   Opponent casts Lightning Bolt targeting my Grizzly Bears. I activate Samite Healer targeting it.
            I cast Healing Salve choosing prevent targeting me. Lightning Bolt targets Grizzly Bears.
            I cast kicked Burst Lightning targeting my face. I activate Gideon Jura's 0 (or "Chandra's +1",
            "the first ability of Chandra", "Samite Healer ability 1").
            Options: targeting A and B, choosing <mode>, with X = 3, choosing <source> as the source
            (a permanent, or a spell cast before: "choosing Lightning Bolt as the source").
            "the second Samite Healer", "the second Shock": one of two with the same name.
  Order:    each spell or ability goes on the stack; one cast after it is a response and resolves first
            (CR 405.5). Write "then" or "<card> resolves" to let something resolve before the next.
            "In response to Shock, I cast …": Shock must be waiting on top of the stack (or be cast next).
  Hand:     I have Mending Hands (and Healing Salve) in hand. I could cast Mending Hands. I could activate Samite
            Healer. Each is cast or not, with each legal target (and mode), in response to what is then on top of the
            stack (else at that point); every way is an outcome, labelled "You cast Mending Hands targeting You".
  Damage:   Hill Giant deals 3 combat damage to me. A red source deals 2 damage that can't be prevented to it.
  Combat:   Hill Giant attacks me. Grizzly Bears blocks Hill Giant. Hill Giant is blocked by A and B.
            Opponent controls two Hill Giants. They attack me. I block with Grizzly Bears. My two Hill Giants attack.
            I block with a 3/3: the 3/3 on the battlefield, or a new one of mine (the reading says which).
            "it" is never the sentence's own subject; "the other Grizzly Bears" is the one not named last.
Questions: "Does my bear survive?", "Do I lose?", "How much damage do I take?", "Does lifelink still gain
            them life?", "Does it keep its counters?" are answered in the first line; others ("What happens?")
            by the outcomes. Names are matched fuzzily in the card index."""


# "actions[0].targets: …", "combat.blockers: …": where in the scenario the engine found the problem. The
# situation's author never saw the scenario, so `ask` answers with the message alone.
_SCENARIO_PATH_RE = re.compile(
    r"^(?:actions|battlefield|sources|effects|players|combat|choices|active_player)(?:\[\d+\]|\.[\w\-]+)*:\s+"
)


def situation_message(exc: RulekeeperError) -> str:
    """An engine error in the terms of the situation: without the scenario path it starts with, and
    without the scenario's "choices" key, which a situation in words can't set."""
    text = _SCENARIO_PATH_RE.sub("", str(exc), count=1)
    return text.replace(
        'fix some choices with "choices" (labels as shown)',
        f"describe fewer at once {JSON_CHOICES_SHORT}",
    )


def answer_reading(reading: Reading, compare: bool = False, index: Any = None, book: RuleBook | None = None) -> Reply:
    """Resolve (or compare) a situation already read, and put the reading first; the answer to the question
    asked ("Does my bear survive?"), if there is one it answers, is the summary's first line."""
    answer = None
    if compare:
        reply = compare_reply(reading.scenario, index)
    else:
        try:
            resolution = run_scenario(reading.scenario, index)
        except RulekeeperError as exc:
            return error_reply(situation_message(exc), exc.exit_code)
        notes, problem = checked(reading.results, resolution.outcomes)
        if problem is not None:
            return error_reply(problem, 2)
        reading.notes.extend(notes)
        reply = render_resolution(resolution, book)
        answer = answer_line(reading.questions, reading, resolution)
        if answer:
            reply.summary = f"{answer}\n{reply.summary}"
    reply.sections.insert(0, Section("I read this as", reading.interpretation()))
    reply.data = {
        "scenario": reading.scenario,
        "interpretation": reading.interpretation(),
        "answer": answer,
        **(reply.data or {}),
    }
    return reply


def ask_reply(
    text: str, ruleset: str = "mtg", compare: bool = False, index: Any = None, book: RuleBook | None = None
) -> Reply:
    """Parse, resolve and render one situation; every error is a one-line reply with an exit code."""
    if index is None:
        from .cardsource import load_index

        index = load_index()
    if ruleset not in ALL_RULESETS:
        return error_reply(f"unknown ruleset {ruleset!r} (choose {', '.join(ALL_RULESETS)})", 2)
    try:
        reading = read_message(text, index, ruleset)
    except RulekeeperError as exc:
        return error_reply(str(exc), exc.exit_code)
    return answer_reading(reading, compare, index, book)


# How the reader's refusals start when it couldn't read a part ("can't read …", a quoted part, a name it doesn't
# know) or found no situation, rather than a precise problem with what it read.
# (and "the situation is empty": all of it set aside or asked, "Can you regenerate …? Asking for future reference")
_NOT_READ = ("can't read", "no card named", "which mode of", "the situation is empty", *NO_SITUATION)
_QUOTED_NOT_READ = re.compile(
    r'^"[^"]*"(?: names |(?: is|: "[^"]*" is) ambiguous|: there are no |: "[^"]*" names no card| is not a number|'
    r": between \d+ and \d+ copies|: the message tells of two players| says what the board may be|"
    r': [^"]*? wasn\'t cast here|: say its loyalty|: [^"]*? size counts what|: say the board it left as facts|'
    # ""my creature": You control no creatures", ""she attacks": Opponent controls no creatures", "which attacker is
    # blocked? name it" with none: a creature said without a name or size where the board has none, not read as "some
    # goblins" isn't (the message may be a general question, or describe no particular creature)
    r": \w+ controls? no |: which attacker is blocked\? name it)"
)
# "no card named "lifegain instant"": a card said by its kind, not named
_A_KIND = re.compile(rf'^no card named "(?:[a-z]+\s+)?(?:{CARD_KINDS})s?"')
# "no card named "Serra Avenger" (did you mean Serra Angel?)": a name typed as one, with its nearest cards (not
# "no card named "doesn't kill Emrakul"": words the reader took for a name)
_NAME_WITH_NEAREST = re.compile(r"""^no card named "[A-Z][\w'-]*(?: [A-Z][\w'-]*)*" \(did you mean""")


def _epithet_refusal(text: str, index: Any, game: str) -> str | None:
    """The refusal for a legend's full name the index doesn't know, said with its epithet after a comma ("Elesh
    Norn, Mother of Machines"): a card's name beyond doubt, which comes before a known card's line not modelled."""
    found = [(n, near) for n, near in unknown_names(text, index, game) if re.search(r"\w,\s+\w", n)]
    return unknown_refusal(text, index, game, examples=False, found=found) if found else None


def _formed(said: str) -> bool:
    """Whether a refusal read a clause's form and found a problem with it (" — read as "…": a precise one), not only
    words it couldn't read in it ("… — read as "Opponent controls Sower of Temptation and took my Serra Angel": no
    card named "took my Serra Angel"")."""
    if " — read as " not in said:
        return False
    inner = said.split(" — read as ", 1)[1]
    problem = inner.split('": ', 1)[1] if '": ' in inner else inner
    return not problem.startswith(("no card named", "can't read"))


def _first_names_refusal(text: str, index: Any, game: str) -> str | None:
    """ "Had Obosh on the field": a card named by a first word no card's name has (short_unknown), or a name typed in
    a card bot's brackets, that the index doesn't know, with the other names it doesn't know, in the order said
    ("Obosh", not "Had Obosh"); None if it names none."""
    short = short_unknown_names(text, index, game)
    if not short and "[[" not in text:
        return None
    found = unknown_names(text, index, game)
    if not short and not set(bracketed(text)) & {n for n, _ in found}:
        return None  # (nor a name typed in a card bot's brackets: "[[Tribute to the World Tree]]")
    return unknown_refusal(text, index, game, examples=False, found=with_short_names(text, found, short))


def read_message(text: str, index: Any, ruleset: str = "mtg") -> Reading:
    """A message as a player typed it, read into a situation (commands.reader): the one reader of `ask`, the
    console, /ruling and /scenario. When the reader couldn't read a part of it (not a precise problem such as
    "Gideon Jura has no ability with cost +5"), the refusal is, in this order: cards it names that the index
    doesn't know (nothing can be answered without their text), other than as examples; a single question in
    which nothing happens; a card it names with a line the engine can't model that may decide it (exit 3); a card
    given as an example that the index doesn't know; no player and no number named, or creatures not said (which,
    how big), so no particular situation."""
    game = GAME_OF.get(ruleset, "mtg")
    try:
        return read(text, index, ruleset)
    except Unmodelled:  # a card not known comes before one not modelled
        if unknown := _first_names_refusal(text, index, game) or _epithet_refusal(text, index, game):
            raise SituationError(unknown) from None
        raise
    except SituationError as exc:
        said = str(exc)
        numbered = said.startswith(NUMBERED_ITEMS)  # steps or cases: a card it can't read decides each of them
        not_read = numbered or said.startswith(_NOT_READ) or _QUOTED_NOT_READ.match(said)
        if exc.exit_code == 2 and (short_refusal := _first_names_refusal(text, index, game)):
            raise SituationError(short_refusal) from None
        if exc.exit_code != 2 or _NAME_WITH_NEAREST.match(said):
            raise  # a name with its nearest cards already
        if not not_read:  # a precise problem, unless a card named isn't known ("Liliana, Dreadhorde General on 6":
            # nothing can be answered without its text) or has a line that may decide it (other than an ability the
            # message may not use): fixing the problem would only lead to that refusal
            if unknown := unknown_refusal(text, index, game, examples=False):
                raise SituationError(unknown) from None
            if unmodelled := unmodelled_refusal(text, index, game, used=False, told=" — read as " not in said):
                raise Unmodelled(unmodelled) from None
            raise
        names = Names(index, game)  # one set of lookups for both
        unknown = unknown_names(text, index, game, names)
        unknown += [h for h in heading_unknown(text, index, game, names) if h[0] not in [n for n, _ in unknown]]
        better = unknown_refusal(text, index, game, examples=False, found=unknown)
        told = without_commentary(text)  # "Is this a bug or am I wrong?" tells nothing of the situation
        better = better or (None if numbered else supposed_refusal(told, names))
        formed = _formed(said)  # (a clause's form read, and a problem found with it: no line told of first)
        if better is None and (unmodelled := unmodelled_refusal(text, index, game, names, told=not formed)):
            raise Unmodelled(unmodelled) from None
        if better is None and (headed := heading_refusal(text, index, game, names)):
            raise Unmodelled(headed) from None  # a message headed by a card's name is about that card
        if numbered and better is None:
            raise  # otherwise only the asker can say which case, or that they are steps
        better = better or unknown_refusal(text, index, game, found=unknown)  # only examples the index doesn't know
        if better is None and _A_KIND.match(said):  # "no card named "lifegain instant"": a card said by its kind
            better = vague_refusal(told, names)
        if better is None and not said.startswith(NO_SITUATION) and "understood so far" not in said:
            # (a message whose board was read in part has a particular situation)
            # in the first person, "no card" only when no name was asked back ("did you mean …?")
            report = said.startswith("can't read")  # not read at all: a report of the game may have no situation
            general = follow_up_refusal(text) or general_refusal(
                told, None if "did you mean" in said else names, report, whole=text
            )
            vague = vague_refusal(told, names)  # (in the first person, the creatures it doesn't say, quoted first)
            better = vague if vague and (general is None or general.startswith(FIRST_PERSON)) else general
            if better and (about := about_card_refusal(better, text, index, game, names)):
                raise Unmodelled(about) from None  # a report about a card whose line isn't modelled
        if better is None:
            raise
        raise SituationError(better) from None
