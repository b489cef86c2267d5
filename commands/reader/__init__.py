"""The reader for questions as players type them (issue #16).

Text flows one way: normalise (formatting, chat words) → entities (card names from the card index, names used
as verbs, counts and plurals, generic creatures, players) → clauses (sentences, then/and/in response) → frames
(each clause becomes one sentence of the controlled language commands/situation.py reads) → scenario. What a
clause carries that no frame reads is either commentary (listed under "I read this as") or refused, quoted.
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from resolver.ruleset import GAME_OF

from .. import lexicon as lx
from ..creature_types import creature_type
from ..situation import Reader, Reading, SituationError, ignored
from .aside_checks import no_readable_aside
from .aside_names import had_cards, misspelt_cards
from .asked_action import asked_action, not_done
from .asked_block import supposed_block
from .asked_combat import asked_combat
from .asked_spell import spell_asked
from .asked_unsaid import block_asked, no_unsaid_card
from .block_legal import block_answer
from .clauses import Clause, once_each
from .commentary import believed_fact, carries_nothing, either, idle_talk, is_commentary, is_opinion, without_commentary
from .commentary_words import may_be_commentary
from .coreference import described_later, specified
from .counted import no_uncounted_lands
from .declined import declined, passed_with_stack
from .entered import no_attacker_just_played, no_entering_triggers, no_just_played_attacking
from .entities import POSSESSOR, Names, controls, is_spell, player_casts_by_name, subject
from .fact_check import keyword_reason, keywords_it_has, restated_fact
from .frames import rewrite, without_lead
from .general import NO_SITUATION, rules_pointer
from .him import no_him_beside_a_planeswalker, no_him_beside_his_creature, no_him_prevented
from .loose import no_loose_board, no_unnamed_board
from .lower_names import game_words
from .named import named_players
from .normalise import normalise
from .players import story_players
from .restated import check_pumped, still_blocking
from .retold import life_after, no_correction, no_unresolved, taken_before_told, took_before
from .second_person import as_first_person
from .sets import labelled_words
from .shorthand import NoBlock, check_no_blocks, no_block, no_numbered_cases
from .stated_within import counted_sizes, loyalty_within
from .steps import as_steps
from .supposed import supposed_refusal
from .table_talk import table_talk
from .title import named_in_body, says_nothing_more, split_title
from .told_damage import told_combat_damage
from .type_words import no_type_word_guess
from .unknown import NOT_KNOWN

_MY_SIDE = re.compile(r"\bon\s+my\s+side\b", re.I)  # "Torbran is on my side": whose it is, said
# a clause that goes back in time: what follows happened before what was just told (an order never guessed)
# "Next turn …", "On his next turn, …", "The following turn …": a turn passing (only where nothing happened yet)
_NEXT_TURN = re.compile(
    r"^(?:(?:and|so|then)\s+)?(?:on\s+)?(?:the\s+|my\s+|his\s+|her\s+|their\s+|Opponent's\s+)?(?:next|following)\s+"
    r"turn\s*,?\s+(?=\S)",
    re.I,
)
_BEFORE_THAT = re.compile(r"^(?:(?:but|and|so)\s+)?(?:before\s+(?:that|this)|prior\s+to\s+(?:that|this))\b", re.I)
_POSSESSIVE_CARD = re.compile(r"\b(my|Opponent's|his|her|their)\s+$", re.I)


# a player said to have no mana to pay with ("no untapped lands", "tapped out"): a use offered would be paid for
_NO_MANA = re.compile(
    r"\b(?:no|zero|0)\s+(?:untapped\s+)?(?:lands?|mana)\b|\bno\s+untapped\b|\btapped\s+out\b|\bout\s+of\s+mana\b", re.I
)


def read(text: str, index: Any, ruleset: str = "mtg") -> Reading:
    """Read a message as a player typed it into a situation (see the package docstring). A message that doesn't read
    with its title reads without it, when the body names the title's cards (title.py): the title is listed."""
    text = as_steps(text)  # "Steps to reproduce: 1. … 2. …": one game, in order (steps.py)
    try:
        return _read(text, index, ruleset)
    except SituationError as exc:
        first = exc
    titled = split_title(text)  # a title the whole message doesn't read with: the body alone, the title listed
    if titled is None or not named_in_body(*titled, Names(index, GAME_OF.get(ruleset, "mtg"))):
        raise first
    title, body = titled
    try:
        reading = _read(body, index, ruleset)
    except SituationError as again:
        quoted = re.match(r'can\'t read "([^"]+)"', str(first))
        if quoted and quoted.group(1) in " ".join(normalise(title).split()):  # the title was what it couldn't read:
            raise again from None  # the body's own problem is the one to say
        raise first from None  # (the message's own problem, read whole)
    if not says_nothing_more(title, body, _keywords_read(reading, index)):
        raise first from None  # the title may say a fact of the board the body doesn't
    reading.notes.append(f'The title, not part of the situation (ignored): "{title}"')
    return reading


def _keywords_read(reading: Reading, index: Any) -> set[str]:
    """The keywords of the permanents a reading has, printed or said (lower case)."""
    out: set[str] = set()
    for spec in reading.scenario.get("battlefield") or []:
        out |= {k.lower() for k in spec.get("keywords") or ()}
        card = index.get(spec["card"]) if spec.get("card") else None
        out |= {k.lower() for face in (card.faces if card is not None else ()) for k in face.keywords}
    return out


def _read(text: str, index: Any, ruleset: str = "mtg") -> Reading:
    game = GAME_OF.get(ruleset, "mtg")
    r = Reader(index, game, ruleset)
    names = Names(index, game)
    normal = normalise(text)
    names.said_in(normal)  # the names said in full: a part of one may name its card again (Names._short_at)
    plain, second = as_first_person(r.clean(normal, formatted=False), names)
    split = once_each()  # (the players' passes split the text read below: split once)
    told, by_name = named_players(plain, names, split, text)
    told, cast = story_players(told, split)
    cast = second + by_name + cast
    no_him_beside_a_planeswalker(text, names, normal)
    no_numbered_cases(text)
    parts, described = described_later(split(told))
    parts, specific = specified(parts, names)
    parts, counted = counted_sizes(parts, names)  # "My 8/8 Rock Hydra …": 8 +1/+1 counters on it
    parts = loyalty_within(parts, names)  # "opp bolts my Gideon Jura (6 loyalty)": its loyalty first
    parts, spell = spell_asked(parts, names)  # "Does my Grizzly Bears survive a Lightning Bolt?": cast at it
    parts, blocked = supposed_block(parts)  # "can my 1/1 kill his 5/5 if I block it?": that block
    questions = [c.text for c in parts if c.question]
    asks_only = parts and all(c.question or idle_talk(c.text) for c in parts)  # "Hey all. Can I …?" asks only
    if asks_only and (only_asks := supposed_refusal(without_commentary(text), names)):
        raise SituationError(only_asks)  # "Can I make my Morphling become a -1/7?": a board, but nothing happens
    asked = _question_board(r, names, questions, dry=True)  # a question names someone's permanent (nothing put yet)
    if not parts or (asks_only and not asked and not any(asked_combat(q) for q in questions)):
        raise SituationError(
            "the message only asks a question: say what is on the battlefield and what happens "
            '(e.g. "I control Grizzly Bears. Opponent casts Lightning Bolt targeting it. Does it survive?"; '
            "see /help ruling)"
        )
    # the names the statements say, which a question's possessive names are checked against: only when it has one
    stated = {n for c in parts if not c.question for *_, n in names.spans(c.text)} if asked else set()
    assumed = (
        cast
        + (_question_board(r, names, questions, stated) if asked else [])
        + described
        + specific
        + counted
        + spell
        + blocked
    )
    read_so_far: list[str] = []
    read_at: list[int] = []  # which clauses were read, for what a clause set aside tells before them
    supposed: list[str] = []  # read from a supposition ("if he blocks with …"): answered as happening, said
    intents: list[str] = []  # read from what a player means to do ("I want to bolt it"): answered as done, said
    aside: list[Clause] = []
    unblocked: list[tuple[NoBlock, str | None]] = []  # "Opponent doesn't block", "it's unblocked"
    results = False  # past a report's "Expected behavior" / "Actual behavior" heading
    for n, c in enumerate(parts):
        results = results or bool(_RESULT_HEADING.match(c.text))
        if c.question:
            if acted := asked_action(c.text, r, names):  # "Could he regenerate the Ornithopter?": read as done
                if any(p.timed and p.sentence == c.sentence for p in parts):  # "… after Pyroclasm resolves?"
                    raise SituationError(  # offered now (in response), its answer would be to another question
                        f'"{c.text}" is asked about a time its sentence says ("after …", "when …"): say what happens '
                        'first as a sentence ("<spell> resolves."), then ask (see /help ruling)'
                    )
                if _NO_MANA.search(text):  # "Opponent has no untapped lands. Can he save it with Giant Growth?"
                    raise SituationError(  # offered, it would be paid for: mana isn't tracked (said so), told here
                        f'"{c.text}": the message says a player has no mana to use, and mana isn\'t tracked (a use '
                        "offered is assumed paid for); ask without it, or say what happens (see /help ruling)"
                    )
                it = r.last if r.last is not None and r.last.permanent and not r.named_among_others(r.last) else None
                if it is not None and it.name.lower() in c.text.lower():  # "Could he kill it with Prodigal
                    it = None  # Sorcerer?" right after the Sorcerer was named: "it" is another permanent
                r.sentence(acted[0], False)
                read_so_far.append(acted[0])
                assumed.append(acted[1])
                r.sentence(c.text, True)
                key = " ".join(c.text.split())
                if key in r.questions:  # "it" is what was named before the question, not what its use names
                    if it is None:  # ("… controls Llanowar Elves and Grizzly Bears. Can I kill it with Shock?")
                        r.referents.pop(key, None)
                    else:
                        r.referents[key] = it.id
                continue
            r.sentence(c.text, True)  # kept, with what "it" means at this point, for the answer's first line
            continue
        if turn := _NEXT_TURN.match(c.text):  # "Next turn my opponent cast Lava Axe at me"
            if r.actions or r.stack or r.spells or r.combat:
                raise SituationError(
                    f'"{c.text}": a turn passes after what happened before it, and the answer plays one turn (damage '
                    "and effects until end of turn wear off as it ends, CR 514.2): say the board as that turn "
                    "begins, then what happens (see /help ruling)"
                )
            assumed.append(f'"{turn.group(0).strip(" ,")}": nothing happened before it, so the story starts there')
            c = replace(c, text=c.text[turn.end() :])
        if _BEFORE_THAT.match(c.text):  # "Opponent Shocked my bear. Before that, I Giant Grew it."
            raise SituationError(
                f'"{c.text}" tells what happened earlier after what came later: tell the spells and abilities in '
                'the order they were cast ("I cast Giant Growth …, then Opponent casts Shock …", or "in response"; '
                "see /help ruling)"
            )
        later = any(not p.question for p in parts[n + 1 :])
        no_correction(c.text, bool(read_so_far), later, lambda s: _says_something(s, names))
        no_unresolved(c.text)  # "opp shocks my bear but it fizzled": the answer would resolve it
        no_unnamed_board(c.text)  # "opp controls one too": asked, not read as a card ("Tooth and Claw?")
        bare = without_lead(c.text)  # "now the attacker has to assign …": commentary after its lead word
        if note := declined(bare, r, names):  # "I have Giant Growth in hand. I don't cast it"
            assumed.append(note)
            supposed += [c.text] if c.supposed else []
            intents += [c.intent] if c.intent else []
            continue
        passed_with_stack(bare, r, next((p.text for p in parts[n + 1 :] if not p.question), None))  # "I pass. …"
        if (
            c.aside
            or either(is_opinion, c.text, bare)
            or _reason_for(c, parts[n - 1] if n else None, aside)
            or table_talk(bare)  # "Newer player here", "I'm on Bant": the table, not the game
            or (n > 0 and keyword_reason(c.text, r, parts[n - 1].text))  # "… with ukud cobra because deathtouch"
        ):
            _no_belief(c.text, r, parts[n - 1].text if n and c.text.lower().startswith("because ") else "")
            aside.append(c)  # "I believe …": before any frame, which could read "believe" as a card
            continue
        if restated_fact(bare, r, parts[n - 1].text if n else ""):  # "my elf only has 1 toughness": as read
            assumed.append(f'"{c.text}" restates the board as read: nothing to add')
            continue
        if told := told_combat_damage(bare, r):  # "Hill Giant deals 3 damage to Drudge Skeletons"
            assumed.append(told)
            continue
        controlled = rewrite(c.text, names)
        claim = no_block(bare)
        if not controlled:  # "Before combat damage,": the order the reader gives anyway (it says so)
            assumed += getattr(controlled, "notes", ())  # "Opponent doesn't block": no block, said
            if claim is not None:
                unblocked.append((claim, None))
            continue
        if controlled in (c.text, bare) and (
            _masked_comment(c.text, bare, names)  # a name is no comment ("Lost Leonin")
            or (carries_nothing(c.text) and not _names_something(c.text, names) and not _names_permanent(c.text, r))
        ):
            if restates := still_blocking(c.text, r):  # "the remaining 3 goblins were still blocking"
                assumed.append(restates)
                continue
            _no_belief(c.text, r)
            no_loose_board(c.text, r.combat is not None)  # "opp has a bear too", "same as before", "we trade": asked
            aside.append(c)
            continue
        r.now_said = bool(_NOW_LEAD.match(c.text))  # "Now I'm at 3": after what resolved before it, not from the start
        for sentence in controlled.split(". "):
            happened = bool(r.actions or r.stack or r.spells or r.combat)
            if ignored(sentence, False):  # "which was transformed into …": a statement, not a question to skip
                raise SituationError(_refusal(c.text, controlled, "it isn't a sentence I read", read_so_far, names))
            try:
                r.sentence(sentence, False)
            except SituationError as exc:
                if controlled == c.text:  # read as written: the form's own message quotes it
                    raise SituationError(_understood(str(exc), read_so_far)) from None
                raise SituationError(_refusal(c.text, controlled, str(exc), read_so_far, names)) from None
            life_after(sentence, c.text, [parts[k].text for k in read_at], happened, results)  # read, but when?
        r.now_said = False
        read_so_far.append(controlled)
        read_at.append(n)
        supposed += [c.text] if c.supposed else []
        intents += [c.intent] if c.intent else []
        assumed += getattr(controlled, "notes", ())
        if claim is not None:  # "Grizzly Bears is unblocked": read as it attacking; which one, for the check
            unblocked.append((claim, r.last.id if r.last is not None else None))
        whose = re.match(r"^I control ((?:(?!\. ).)+)$", controlled)  # one sentence: "I control X. …" says more
        if whose and not re.match(r"^(?:I|my|with\s+my)\b", c.text, re.I) and not _MY_SIDE.search(c.text):
            assumed.append(f'Whose {whose.group(1)} is wasn\'t said: read as yours ("Opponent controls …" if not)')
    present = {o.name for o in r.objects} | {s.name for s in r.spells}
    kills = bool(r.spells or r.stack or r.actions or (r.combat or {}).get("blockers"))  # (no_readable_aside)
    for c in aside:
        at = next(i for i, p in enumerate(parts) if p is c)  # (by identity: the same words may come twice)
        no_readable_aside(c.text, present, kills, names, index, game, bool(r.combat))  # "my giant is gone", …
        if took_before(c.text) and any(k > at for k in read_at):  # "I took 3. I was at 20. opp bolts me": asked
            raise taken_before_told(c.text)
        missing = [(i, n) for i, _, n in names.spans(c.text) if n not in present]
        if missing:  # "a Scars of Mirrodin cube", "my Goblins deck": no card here
            labels = labelled_words(c.text)
            missing = [(i, n) for i, n in missing if i not in labels]
        missing = [n for _, n in missing]
        missing += [n for n in had_cards(c.text, names) if n not in present and n not in missing]
        misspelt = misspelt_cards(c.text, index, game, names.lookups)
        missing += [n for n in misspelt if n not in present and n not in missing]
        if missing:
            raise SituationError(
                f'"{c.text}" names {", ".join(missing)}, which the rest of the message doesn\'t put in the '
                f'situation: say where it is and what it does (e.g. "Opponent controls {missing[0]}"; see /help ruling)'
            )
    combat = next((asked_combat(q) for q in questions if asked_combat(q)), None)
    if not read_so_far and not assumed and combat is not None:  # "Does a 3/3 blocking a 3/3 die?": only there
        for sentence in combat[0]:
            r.sentence(sentence, False)
        assumed.append(combat[1])
    if not read_so_far and not assumed:
        said = "; ".join(f'"{c.text}"' for c in aside)
        raise SituationError(
            f"nothing in the message says what is on the battlefield or what happens (set aside as commentary: "
            f'{said}): e.g. "I control Grizzly Bears. Opponent casts Lightning Bolt targeting it" (see /help '
            f"ruling); for what the rules say in general, {rules_pointer(text)}"
        )
    for q in questions:
        not_done(q, " ".join(read_so_far), names)
    if supposed:  # "I attack with Hill Giant. if he blocks with Grizzly Bears, I Giant Growth my giant"
        told = "; ".join(f'"{t}"' for t in supposed)
        assumed.append(f'Told as a supposition ("if …"), answered as if it happens: {told}')
    if intents:  # "I have Grizzly Bears out and want to bolt his Hill Giant"
        told = "; ".join(f'"{t}"' for t in intents)
        assumed.append(f'Told as what a player means to do ("want to …"), answered as if it is done: {told}')
    check_pumped(r, assumed)  # "… making it a 3/3" beside counters or an anthem: asked
    legal = {q: line for q in questions if (line := block_answer(r, q))}  # "Can my Hill Giant block it?" (509.1)
    # "I don't block", or whether a block is legal asked: no block to offer (situation._no_block_offered)
    r.no_block_said = bool(unblocked) or bool(legal)
    reading = r.finish()
    reading.told = legal
    no_him_beside_his_creature(text, names, r.creatures())
    no_him_prevented(text, r.creatures())
    check_no_blocks(unblocked, reading.scenario, r.creatures())
    no_uncounted_lands(reading.scenario, names)  # "Kavu Scout attacks": its size counts lands never named
    assumed += no_entering_triggers(normal, reading.scenario, names)  # "Opponent plays Flametongue Kavu": refused
    no_attacker_just_played({r.obj(a).name: said for a, said in r.inferred.items()}, normal, names)
    no_just_played_attacking(reading.scenario, normal, names)  # "Opponent plays Hill Giant. Hill Giant attacks me."
    present = _present(r)
    untold = [q for q in questions if q not in legal]
    _no_action_only_asked(reading, untold, names, present, len({c.sentence for c in parts}) == 1)
    for q in questions:
        no_unsaid_card(q, present, names)  # "should I block with Grizzly Bears?" when it isn't there
    no_type_word_guess(reading.notes)  # "my elf" read as Glistener Elf, the one elf of the index (audit13)
    reading.notes[:0] = assumed
    if aside:
        reading.notes.append("Not part of the situation (ignored): " + "; ".join(f'"{c.text}"' for c in aside))
    return reading


_NOW_LEAD = re.compile(r"^(?:(?:and|so|but|ok(?:ay)?)[,\s]+)?(?:now|by\s+now|by\s+then|at\s+this\s+point)\b", re.I)
_ACTION_WORDS = re.compile(
    r"\b(?:attack\w*|block\w*|cast\w*|activat\w*|deal\w*|dealt|hit\w*|target\w*|swing\w*|swung|trampl\w*|"
    r"fight\w*|redirect\w*|prevent\w*|kill\w*)\b|"
    # "Can I Strangle my opponent's Nissa?": a capitalised word as the verb, a spell's name (known or not); "can i
    # parch his water elemental?": any verb a player's question uses on a permanent, which nothing here does
    r"\b(?:can|could|should|would)\s+I\s+(?-i:[A-Z][a-z]+)\s+(?:my|his|her|their|Opponent's|the)\b|"
    r"\b(?:can|could|should|would)\s+(?:I|he|she|they)\s+(?!(?:still|just|also|only|not|even|really|have|be|get|"
    r"keep|do|lose|win|take|die|survive|need)\b)[a-z]+\s+(?:my|his|her|their|Opponent's|opp's)\b",
    re.I,
)
# A question about a step of the turn, which no answer plays ("what happens at my upkeep?", "on his end step")
_STEP = re.compile(
    r"\b(?:at|during|in|on|before|after|by)\s+(?:the\s+)?(?:beginning\s+of\s+)?(?:(?:my|your|his|her|their|the|"
    r"opponent's|its|each|that|next)\s+)*(?P<step>upkeep|draw\s+step|end\s+step|cleanup(?:\s+step)?|untap(?:\s+step)?|"
    r"next\s+turn|end\s+of\s+(?:the\s+)?turn)\b",
    re.I,
)
# A question that changes the situation it asks about ("What if I was at 4?", "Would he die at 3 life?")
_WHAT_IF = re.compile(
    # ("… take the 5 instead of me": where damage is redirected, asked of this situation, CR 614.9)
    r"\bwhat\s+(?:if|about)\b|\binstead\b(?!\s+of\s+(?:me|him|her|them|us|you|the\s+player|Opponent)\b)|"
    r"\bif\s+(?:I|he|she|they|Opponent|it|we|you)\s+(?:was|were|had|am|is|are)\b|"
    r"\b(?:at|on|with)\s+(?:[0-9]+|one|two|three|four|five|six|seven|eight|nine|ten)\s+(?:life|loyalty|damage|"
    r"[+-][0-9]+/[+-][0-9]+|counters?|poison)\b",
    re.I,
)

# a question's reason or premise: "… given it has 1 damage already?", "am I dead since I'm at 3?"
_GIVEN = re.compile(
    r"\b(?:given(?:\s+that)?|considering(?:\s+that)?|since|as|even\s+though|though|although|because|seeing\s+as|"
    r"now\s+that)\s+(?P<fact>.+)$",
    re.I,
)


def _no_action_only_asked(
    reading: Reading, questions: list[str], names: Names, present: set[str], one_sentence: bool = False
) -> None:
    """Nothing happens in the situation read, but a question names something happening ("I'm at 3 life. Does
    opponent's Lightning Bolt kill me?"): questions aren't read into the situation, so answering would answer a
    board where nothing happens. Asked back; a message that is that one sentence ("If I have Lashknife Barrier in
    play, does it reduce the redirected damage …?") only asks a question, and the refusal says so first."""
    for q in questions:
        if step := _STEP.search(q):  # "The Abyss is out. What happens at my upkeep?": not a moment played here
            raise SituationError(
                f'"{q}" asks about {step.group("step").lower()}: the answer plays what the message says happens '
                "(spells, abilities, combat damage), not the turn's steps and their triggers; say what happens then "
                "as a sentence, if the engine models it (see /help ruling)"
            )
        tail = _GIVEN.search(q)  # "does it die, given it has 1 damage?", "do I survive, as I control Worship?"
        said = {n for *_, n in names.spans(tail["fact"])} if tail else set()
        if tail and (believed_fact(tail["fact"]) or said - present):  # ("… since the Lava Axe
            # already happened": a spell the situation has cast restates it)
            raise SituationError(
                f'"{q}" tells the board inside the question ("{tail["fact"]}"): say it as a sentence of its own, so '
                "the answer counts it (see /help ruling)"
            )
        if _WHAT_IF.search(q):
            raise SituationError(
                f'"{q}" asks about another situation than the one described: ask about one situation at a time, '
                "with what differs said as a sentence (see /help ruling)"
            )
    blocks = any((a.get("combat") or {}).get("blockers") for a in reading.scenario.get("actions") or [])
    for q in questions:
        if block_asked(q) and not blocks:  # "Black Knight attacks. Can my Serra Angel block it?"
            raise SituationError(
                f'"{q}" asks about a block the message doesn\'t describe: say who blocks what as a sentence '
                '(e.g. "Serra Angel blocks Black Knight"), then ask (see /help ruling)'
            )
    if reading.scenario.get("actions"):
        return
    for q in questions:
        spells = [n for _, _, n in names.spans(q) if (card := names.card(n)) is not None and is_spell(card)]
        if spells or _ACTION_WORDS.search(q) or names.spell_verb(subject(q)[1]) is not None:
            raise SituationError(
                f'{NO_SITUATION[0] + ": " if one_sentence else ""}"{q}" asks about something happening that the '
                "message doesn't say happens: say it as a sentence (e.g. \"Opponent casts Lightning Bolt targeting me. "
                'Do I die?"; see /help ruling)'
            )


def _masked_comment(clause: str, bare: str, names: Names) -> bool:
    """`either(is_commentary, …)` of the clause and its words after the lead, each with its card names masked
    (Names.masked): the names looked up only where the words could make a comment (commentary_words)."""
    return any(may_be_commentary(text) and is_commentary(names.masked(text)) for text in dict.fromkeys((clause, bare)))


def _no_belief(clause: str, r: Reader, before: str = "") -> None:
    """A board fact said as a belief ("I believe it has a +1/+1 counter") is asked back: set aside, the answer could
    be wrong for the board the asker has; read, it would be assumed. A keyword the board already gives the permanent
    ("the Archer … (it has reach??)") changes nothing: set aside (fact_check.py)."""
    if (r.actions or r.combat) and _NOW_AFTER.search(clause):  # "he says my ape is a 2/2 for good now": what came
        return  # of what happened, as a player sees it: the answer says what does (set aside, listed)
    if (fact := believed_fact(clause)) and not keywords_it_has(clause, r, before):
        plain = f' ("{fact}")' if fact != clause else ""
        raise SituationError(
            f'"{clause}" says what the board may be: if it is so, say it as a fact of its own{plain}; else leave it '
            "out (a fact said as a belief, a report or a reason isn't assumed either way; see /help ruling)"
        )


_NOW_AFTER = re.compile(  # (what came of it, or what should have: "The Myr should be 3/3 once it's blocked")
    r"\b(?:for\s+good|permanently|now|anymore|any\s+more|afterwards?|after\s+(?:combat|that|damage|it\s+resolves)|"
    r"should(?:n't)?|ought\s+to|supposed\s+to)\b",
    re.I,
)


_RESULT_HEADING = re.compile(
    r"^[\\#*\s]*(?:expected|actual|observed)\s+(?:behaviou?r|result|outcome)s?\b|^[\\#*\s]*(?:expected|actual)\s*:",
    re.I,
)


def _reason_for(c: Clause, before: Clause | None, aside: list[Clause]) -> bool:
    """ "I say his creature dies, because I block three damage …": the reason given for an opinion set aside just
    before it, in the same sentence, is the opinion's too. A reason after a statement is read as any clause."""
    return c.text.lower().startswith("because ") and before is not None and bool(aside) and aside[-1] is before


def _present(r: Reader) -> set[str]:
    """The names of what the situation has: permanents, spells cast and cards in hand, each by its name as read
    and its card's name."""
    objects = [*r.objects, *r.spells]
    return {o.name for o in objects} | {o.card.name for o in objects if getattr(o, "card", None) is not None}


def _says_something(words: str, names: Names) -> bool:
    """Whether words carry anything of the game: a game word, a number or a card's name ("Hill Giant")."""
    return not carries_nothing(words) or _names_something(words, names)


def _names_something(clause: str, names: Names) -> bool:
    """A card name in the clause, or one used as a verb ("he Shocks me", "oh and I also Giant Grew my bears", "then
    shocks it again" with its player left unsaid): a spell's name as a verb is never an aside."""
    if names.spans(clause):
        return True
    words = clause.split()
    if player_casts_by_name(words, names):  # "Opponent disfigures it": a spell, even if not read as cast
        return True
    return any(names.spell_verb(" ".join(words[j:])) is not None for j in range(len(words)))


# a permanent named by a word of its name after a determiner ("his healer", "the bear")
_SHORT_NAME = re.compile(r"\b(?:the|my|his|her|their|Opponent's|that|this)\s+([A-Za-z][\w'-]+)", re.I)


def _names_permanent(clause: str, r: Reader) -> bool:
    """A permanent of the situation with an activated ability, named by a short name ("he uses his healer on it",
    "he pops the healer"): using it could change the answer, so the clause is read (or refused), never set aside.
    Other permanents named so stay commentary ("I love my bear lol")."""
    cards = (r.on_board(m[1], None) for m in _SHORT_NAME.finditer(clause))
    return any(c is not None and any(a.kind == "activated" for a in c.abilities) for c in cards)


def _question_board(
    r: Reader, names: Names, questions: list[str], stated: set[str] = frozenset(), dry: bool = False
) -> list[str]:
    """Permanents a question names as someone's ("does my Phantom Centaur keep its counters?") are on the
    battlefield under that player's control: put there, and said so."""
    notes: list[str] = []
    for q in questions:
        words = q.split()
        for i, _j, name in names.spans(q):
            before = " ".join(words[:i]) + " "
            m = _POSSESSIVE_CARD.search(before)
            card = names.card(name)
            if not m or card is None or is_spell(card):
                continue
            if name in stated:
                continue  # the situation places it
            if dry:
                return [name]
            p = POSSESSOR[m.group(1).lower()]
            if any(o.name == name for o in r.objects):
                continue
            r.sentence(controls(p, name), False)
            notes.append(f'{"You" if p == "I" else p} {lx.verb(p, "control")} {name} (from the question: "{q}")')
    return notes


def _understood(message: str, read_so_far: list[str]) -> str:
    """A refusal with what was read before the part it quotes ("…; understood so far: I control Grizzly Bears")."""
    if not read_so_far:
        return message
    see = " (see /help ruling)"
    body = message[: -len(see)] if message.endswith(see) else message
    see = "" if "/help ruling" in body else see  # "(see /help ruling for the forms I read)" already
    return f"{body.rstrip('.')}; understood so far: {'; '.join(read_so_far[-3:])}{see}"


_NO_CARD = re.compile(r'^no card named "(?P<n>[^"]{2,60})"')
# words no card's name is made of in a story's clause ("let the Brute through", "me and said I am at 1"): the
# clause's own words, read as a name, not a card the index lacks
_NOT_NAME_WORDS = re.compile(
    r"\b(?:a|an|to|at|as|with|and|my|his|her|their|me|him|it|through|on|in|for|i|he|she|they|is|was|but|so|said|"
    r"says|did|does|when|then|from|by)\b",
    re.I,
)


def _may_be_a_card(name: str) -> bool:
    """Whether words read as a name the index lacks may be a card's: no word of a clause ("let me"), and not one word
    of the game's own, a creature type among them ("my elephant": a creature said by its type, asked to be sized)."""
    words = name.split()
    if not words or _NOT_NAME_WORDS.search(name):
        return False
    return len(words) > 1 or (creature_type(words[0]) is None and words[0].lower() not in game_words())


def _refusal(clause: str, controlled: str, reason: str, read_so_far: list[str], names: Names) -> str:
    """One line: the part quoted, why, what was understood of the rest, and a rewrite of it that would read."""
    reason = reason.rstrip(".")
    understood = f"; understood so far: {'; '.join(read_so_far[-3:])}" if read_so_far else ""
    unknown = _NO_CARD.match(reason)
    if unknown and _may_be_a_card(unknown["n"]):  # "opp plays pyrogoyf": the card the index doesn't know
        near = reason[unknown.end() :].replace("(see /help ruling)", "").strip()  # first, before how its clause reads
        near = f" {near}" if near.startswith("(did you mean") else ""
        return f'no card named "{unknown["n"]}" in the cards I know{near}: {NOT_KNOWN} (in "{clause}"){understood}'
    if controlled != clause:
        reason = f'read as "{controlled}": {reason}'
    hint = suggestion(clause, names)
    tip = f'; try "{hint}"' if hint and hint not in reason else ""
    see = "" if "/help ruling" in reason else " (see /help ruling)"
    return f'can\'t read "{clause}" — {reason}{understood}{tip}{see}'


def suggestion(clause: str, names: Names) -> str | None:
    """A rewrite of the user's own clause in a form the reader reads, built from the cards it names."""
    spans = names.spans(clause)
    if not spans:
        return None
    p = subject(lx.THEN_RE.sub("", clause, count=1))[0] or "I"  # ("then he plays Hill Giant": he)
    name = spans[0][2]
    card = names.card(name)
    verb = lx.verb(p, "cast")
    low = clause.lower()
    if card is not None and is_spell(card):
        return f"{p} {verb} {name} targeting <target>"
    if "block" in low:
        return f"{name} blocks <attacker>"
    if "attack" in low or "swing" in low:
        return f"{name} attacks {'Opponent' if p == 'I' else 'me'}"
    return controls(p, name)
