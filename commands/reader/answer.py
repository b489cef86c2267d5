"""The answer to the question asked, in one line before the outcomes (issue #16, "Answer the question asked").

The reader skips questions ("Does my bear survive?", "How much damage do I take?") and keeps them in
Reading.questions. `classify` tells what a question asks (a kind, and the words naming whom it asks about);
`answer_line` finds that subject among the reading's players and permanents and answers from the outcomes
alone: where permanents ended, players' life, poison and loss, and the log's results ("Shock deals 2 damage to
You: …", "lifelink: You gain 2 life"). Outcomes that differ are told apart by their choice labels, as the
outcomes are headed ("Outcome 2 — if …"). A question it doesn't recognise ("What happens?"), or whose subject
isn't exactly one player or permanent of the reading, gets no line: the outcomes answer it, and nothing is
guessed.
"""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from rapidfuzz import fuzz

from resolver.outcome import OutcomeOut, Resolution
from resolver.ruleset import RULESETS

from .. import lexicon as lx

YOU = "You"
MAX_LINE = 320  # longer conditions name the outcomes by number instead of by their choices

# --- what a question asks -------------------------------------------------------------------------------


@dataclass(frozen=True)
class Question:
    """What a question asks: its kind, and the words naming its subject (and a damage source), as written.

    Kinds: "fate" (does it survive / die; a player: do they lose), "group" (who dies, do both die: detail
    "who", "both" or "either"; commands/reader/group_answer.py), "damage_taken", "damage_dealt",
    "prevented", "life_gain", "life_total", "life_lost", "counters", "poison"."""

    kind: str
    subject: str = ""
    source: str = ""
    yes_no: bool = False  # answered "Yes: …" / "No: …"
    negated: bool = False  # "does it die", "does it lose its counters": yes means the bad case
    # fate: "lose" when it asks whether a player loses; life gain: the cause asked about ("lifelink");
    # counters: the kind ("+1/+1"), or "" for all
    detail: str = ""


_BAD = ("dead", "destroyed", "killed", "gone", "die", "lose")
_AUX = r"(?:does|do|did|will|would|can|could|should|is|are|am|was|were)"
_COUNTER_KIND = r"(?P<k>[+-][0-9]+/[+-][0-9]+|shield|loyalty|poison|stun|oil)"

# (pattern, factory): the first that matches the whole normalised question decides
_FORMS: tuple[tuple[re.Pattern[str], Callable[[re.Match[str]], Question]], ...] = tuple(
    (re.compile(p), f)
    for p, f in (
        (  # "Does it die or survive?", "will my bear live or die"
            r"^(?:does|do|did|will|would) (?P<s>.+?) (?:die or (?:survive|live|not)|(?:survive|live) or (?:die|not))$",
            lambda m: Question("fate", m["s"]),
        ),
        (
            r"^(?:does|do|did|will|would|can|could|should) (?P<s>.+?) "
            r"(?:survive|live|make it|stay alive|pull through|stay on the battlefield)"
            r"(?: (?:this|that|it|combat|the combat|the fight|the attack|the damage|the block))?$",
            lambda m: Question("fate", m["s"]),
        ),
        (  # "Will it survive the Shock?", "does my bear survive the bolt": what it survives named
            r"^(?:does|do|did|will|would|can|could|should) (?P<s>.+?) survive (?:the|a|an|his|her|their|my) "
            r"[a-z0-9' -]{2,40}$",
            lambda m: Question("fate", m["s"]),
        ),
        (
            r"^(?:does|do|did|will|would) (?P<s>.+?) (?:die|get destroyed|get killed|be destroyed|be killed"
            r"|go to (?:the|its owner's|my|his|her|their) graveyard|(?P<lose>lose|lose the game))$",
            lambda m: Question("fate", m["s"], negated=True, detail="lose" if m["lose"] else ""),
        ),
        (  # "Do I win?": whether the other player loses (the answer says how they end)
            r"^(?:do|does|did|will|would|can|could) (?P<s>i|you|we|he|she|they|opponent|my opponent|the opponent|opp)"
            r" win(?: the game)?$",
            lambda m: Question("fate", m["s"], negated=True, detail="win"),
        ),
        (  # "Who wins?": which player wins, by the outcomes (CR 104.2a), or that nobody does
            r"^who (?:wins|win|would win|will win|won)(?: the game)?(?: here)?$",
            lambda m: Question("winner"),
        ),
        (  # "Is it a draw?": who wins, answered the same way ("It's a draw: both players lose (104.4a)")
            r"^(?:is it|is that|would it be|will it be|would that be|does it end in|does the game end in|"
            r"does it end as|is the game) (?:a )?(?:draw|tie)$",
            lambda m: Question("winner"),
        ),
        (  # "Does Shock kill my bear?": whether the bear dies (the answer says that, not what killed it)
            r"^(?:does|do|did|will|would|can|could) (?P<src>[a-z0-9+/'\-, ]+?) kill (?P<s>.+?)"
            r"(?: (?:with|using) (?:my |his |her |their |an? )?[a-z0-9' -]+?)?$",
            lambda m: Question("fate", m["s"], m["src"], negated=True),
        ),
        (
            r"^(?:is|are|am|was|were|will|would) (?P<s>.+?) (?:be )?(?:going to )?"
            r"(?P<v>dead|destroyed|killed|gone|alive|ok|okay|safe|fine|die|survive|live|lose)$",
            lambda m: Question("fate", m["s"], negated=m["v"] in _BAD, detail="lose" if m["v"] == "lose" else ""),
        ),
        (  # "Can I save it?": whether it survives, by what the asker does (its uses are offered: reader/unused.py)
            r"^(?:can|could) (?:i|we) (?:save|protect|keep) (?P<s>.+?)(?: alive| from dying| from (?:the|that) .+)?"
            r"(?: (?:with|using|by (?:casting|activating|using)) .+?)?(?: in response)?$",
            lambda m: Question("fate", m["s"]),
        ),
        (  # "what happens to my bear?": its fate, said as the first line ("Grizzly Bears dies")
            r"^what (?:happens|will happen|would happen|happened|is going to happen) to "
            r"(?!.*\b(?:damage|counters?|spells?|abilit(?:y|ies)|triggers?|stack|life|mana)\b)"
            r"(?P<s>[a-z0-9' -]{1,40}?)$",
            lambda m: Question("fate", m["s"]),
        ),
        (  # "Chandra survives?", "my bear dies?", "bears dead?": asked as a statement (commands/reader/clauses.py)
            r"^(?P<s>[a-z0-9 ,'-]+?) (?:(?:just|still) )?(?P<v>survives?|lives?|dies|die|(?:is )?dead|(?:is )?alive|"
            r"is destroyed)(?:,? (?:right|correct|too|then))?$",
            lambda m: Question(
                "fate", m["s"], negated=m["v"] not in ("survives", "survive", "lives", "live", "alive", "is alive")
            ),
        ),
        (
            r"^how much (?:combat )?damage " + _AUX + r" (?P<s>.+?) "
            r"(?:take|get|receive|suffer|get dealt|be dealt|taking)(?: from (?P<src>.+))?$",
            lambda m: Question("damage_taken", m["s"], m["src"] or ""),
        ),
        (  # "How much do I take?" (the damage left unsaid)
            r"^how much " + _AUX + r" (?P<s>.+?) (?:take|suffer|get dealt|be dealt)(?: from (?P<src>.+))?$",
            lambda m: Question("damage_taken", m["s"], m["src"] or ""),
        ),
        (
            r"^how much (?:combat )?damage " + _AUX + r" (?P<src>.+?) (?:deal|do|inflict)(?: to (?P<s>.+))?$",
            lambda m: Question("damage_dealt", m["s"] or "", m["src"]),
        ),
        (  # "how much damage can I assign to the player?": what the player is dealt (each division an outcome)
            r"^how much (?:combat )?damage (?:can|could|do|does|will|would|may|might) (?:i|he|she|they|it|we) "
            r"(?:assign|put|push|trample|get) (?:over )?(?:to|onto|on|through to) (?P<s>.+)$",
            lambda m: (
                Question("damage_taken", "", detail="through")  # "the player": the one attacked
                if re.fullmatch(r"(?:the )?(?:defending )?player|(?:his|her|their|the) face|face", m["s"])
                else Question("damage_taken", m["s"])
            ),
        ),
        (
            r"^how much (?:combat )?damage (?:is|gets|will be|would be|was|will get|would get) (?:dealt|done) "
            r"to (?P<s>.+?)(?: by (?P<src>.+))?$",
            lambda m: Question("damage_taken", m["s"], m["src"] or ""),
        ),
        (  # "how much damage goes through?": to the player (or planeswalker) attacked
            r"^how much (?:combat |trample )?(?:damage )?(?:goes|gets|would go|will go|would get|will get|tramples|"
            r"carries|rolls|spills) (?:through|over)(?: to (?P<s>.+))?$",
            lambda m: Question("damage_taken", m["s"] or "", detail="through"),
        ),
        (
            r"^how much (?:combat )?damage (?:is|gets|will be|would be|was|will get|would get) prevented$",
            lambda m: Question("prevented"),
        ),
        (
            r"^how much life (?:do|does|did|will|would) (?P<s>.+?) gain(?: from (?P<why>.+))?$",
            lambda m: Question("life_gain", m["s"], detail=m["why"] or ""),
        ),
        (
            r"^(?:do|does|did|will|would|can) (?P<s>.+?) gain (?:any )?life(?: from (?P<why>.+))?$",
            lambda m: Question("life_gain", m["s"], yes_no=True, detail=m["why"] or ""),
        ),
        (
            r"^(?:does|did|will|would) (?:the )?lifelink (?:gain|give) (?P<s>.+?) (?:any )?life$",
            lambda m: Question("life_gain", m["s"], yes_no=True, detail="lifelink"),
        ),
        (
            r"^(?:does|did|will|would) (?:the )?lifelink (?:work|trigger|apply|happen|gain (?:any )?life)$",
            lambda m: Question("life_gain", "", yes_no=True, detail="lifelink"),
        ),
        (
            r"^how much life (?:do|does|did|will|would) (?P<s>.+?) lose$",
            lambda m: Question("life_lost", m["s"]),
        ),
        (
            r"^(?:what|how much) life (?:do|does|will|would) (?P<s>.+?) "
            r"(?:have|have left|end up (?:at|with|on)|end (?:at|with|on)|be at|be on)$",
            lambda m: Question("life_total", m["s"]),
        ),
        (
            r"^what (?:is|will be|would be) (?P<s>.+?) life(?: total)?$",
            lambda m: Question("life_total", m["s"]),
        ),
        (  # "what will my life be?", "what life will he be at?", "what will I be at?"
            r"^what (?:will|would) (?:(?P<s>.+?) life(?: total)? be|(?P<p>i|you|he|she|they|opponent|my opponent|opp) "
            r"be (?:at|on))$",
            lambda m: Question("life_total", m["s"] or m["p"]),
        ),
        (  # "How many poison counters does he have?", "How many poison counters?": a player's poison (CR 122.1f)
            r"^how (?:many|much) poison(?: counters?)?(?: (?:do|does|did|will|would) (?P<s>.+?) "
            r"(?:have|get|end up with|take|receive|be at|be on)(?: now| left| in total)?"
            r"| (?:is|are) (?:that|it|there))?$",
            lambda m: Question("poison", m["s"] or ""),
        ),
        (
            r"^(?:does|do|did|will|would) (?P<s>.+?) (?P<v>keep|lose) (?:all )?(?:of )?"
            r"(?:its |their |his |her |the |my |your |it's )?(?:"
            + _COUNTER_KIND
            + r" )?counters?(?: on (?:it|them))?$",
            lambda m: Question("counters", m["s"], yes_no=True, negated=m["v"] == "lose", detail=m["k"] or ""),
        ),
        (
            r"^how many (?:" + _COUNTER_KIND + r" )?counters (?:does|do|will|would|did) (?P<s>.+?) have"
            r"(?: left)?(?: on (?:it|them))?$",
            lambda m: Question("counters", m["s"], detail=m["k"] or ""),
        ),
        (  # "how much loyalty is left?": the one planeswalker's (none or several: no first line)
            r"^how (?:much|many) loyalty(?: counters)?(?: (?:(?:is|are|will be|would be) )?left(?: on (?P<s>.+))?)?$",
            lambda m: Question("counters", m["s"] or "the planeswalker", detail="loyalty"),
        ),
        (  # "How much loyalty does Gideon have left?"
            r"^how (?:much|many) loyalty(?: counters)? (?:does|do|will|would|did) (?P<s>.+?) (?:have|end up with)"
            r"(?: left)?$",
            lambda m: Question("counters", m["s"], detail="loyalty"),
        ),
        (
            r"^how many (?:" + _COUNTER_KIND + r" )?counters (?:are|will be|would be) (?:left )?on (?P<s>.+?)$",
            lambda m: Question("counters", m["s"], detail=m["k"] or ""),
        ),
    )
)

_LEADING = re.compile(r"^(?:and|so|but|then|ok|okay|well|now|also|or|in the end|at the end|after that|finally)\b,?\s*")
_TRAILING = re.compile(
    r"\s*,?\s*(?:in the end|at the end|after all (?:of )?(?:that|this)|after (?:that|this)|here|now|then|this turn"
    r"|after (?:the )?(?:combat(?: damage)?|damage|attack|fight|blocks?)"
    r"|at all|in this case|in that case|afterwards|after|right"
    # "…, since they are both the same legend": the asker's reason (a board fact said so is asked back before:
    # reader._no_action_only_asked)
    r"|, (?:since|because) [^,?]+)$"
)
_FILLER_WORDS = re.compile(r"\b(?:still|actually|really|even|ever|eventually|finally|end up|ultimately)\s+")


# "Won't my bear die?", "Doesn't he lose?": asked in the negative, answered as the question it is (the first line
# says what happens, "Grizzly Bears dies", never a bare yes or no)
_NEGATIVE_LEAD = re.compile(r"^(won't|wouldn't|doesn't|don't|didn't|isn't|aren't|wasn't|weren't)\s+")
_POSITIVE = {
    "won't": "will", "wouldn't": "would", "doesn't": "does", "don't": "do", "didn't": "did", "isn't": "is",
    "aren't": "are", "wasn't": "was", "weren't": "were",
}  # fmt: skip


def normalise(question: str) -> str:
    """Lower case, one space, no Discord escapes or end punctuation, and no words that don't change the
    question ("still", "actually", "in the end"); a negative lead asked as the positive ("won't it die")."""
    text = question.replace("\\", "").replace("\u200b", "").replace("’", "'").replace("‘", "'")
    text = " ".join(text.lower().split()).strip(" .?!;,")
    text = _NEGATIVE_LEAD.sub(lambda m: _POSITIVE[m[1]] + " ", text)
    text = re.sub(r"\b(what|who|it|that|he|she)'s\b", r"\1 is", text)
    text = _FILLER_WORDS.sub("", text)
    while True:
        stripped = _TRAILING.sub("", _LEADING.sub("", text)).strip(" ,")
        if stripped == text:
            return text
        text = stripped


def classify(question: str) -> Question | None:
    """What `question` asks, or None when it isn't one of the kinds answered ("What happens?")."""
    text = normalise(question)
    from .group_answer import classify_group  # "Who dies?", "Do both die?": every creature of the fight

    group = classify_group(text)
    if group is not None:
        return group
    return first_form(_FORMS, text)


def first_form(forms: Sequence[tuple[re.Pattern[str], Callable[[re.Match[str]], Question | None]]], text: str) -> Any:
    """What the first of `forms` that matches the whole of `text` makes of it, or None."""
    for pattern, make in forms:
        m = pattern.match(text)
        if m:
            return make(m)
    return None


def split_questions(question: str) -> list[str]:
    """ "Does my bear die and do I lose" -> both questions."""
    parts = re.split(r",?\s+(?:and|or)\s+(?=(?:does|do|did|will|would|is|are|am|how|what)\b)", question, flags=re.I)
    return [p for p in (p.strip(" ,") for p in parts) if p]


# --- whom it asks about ---------------------------------------------------------------------------------

_I = {"i", "me", "myself", "you", "yourself", "we", "us", "my", "mine", "your"}
_OPPONENT = {"opponent", "my opponent", "the opponent", "your opponent", "opp", "opponents", "the opp", "my opp"}
_HE = {"he", "she", "him", "her", "his", "their", "them", "they", "he or she", "the other player"}
_PLAYER_ONLY_PRONOUNS = {"he", "she", "him", "her", "he or she"}  # never a permanent


def _acted_on(scenario: dict) -> set[str]:
    """The permanents the situation's actions target, attack (a planeswalker attacked) or block with, or deal damage
    to ("Hill Giant deals 3 damage to Grizzly Bears")."""
    out: set[str] = set()
    players = {p.get("name") for p in scenario.get("players") or []}
    for action in scenario.get("actions") or []:
        out.update(t for t in action.get("targets") or [] if isinstance(t, str))
        for dealt in action.get("damage") or []:
            to = dealt.get("to") if isinstance(dealt, dict) else None
            out.update(t for t in (to if isinstance(to, list) else [to]) if isinstance(t, str))
        combat = action.get("combat") or {}
        out.update(combat.get("attackers") or {})
        out.update(d for d in (combat.get("attackers") or {}).values() if isinstance(d, str) and d not in players)
        for blocker, attacker in (combat.get("blockers") or {}).items():
            out.add(blocker)
            out.update(attacker if isinstance(attacker, list) else [attacker])
    return out


_IT = {"it", "its", "that creature", "the creature", "this creature", "that one", "that permanent", "it's"}
_POSSESSIVES = (
    (("my ", "your ", "mine "), "you"),
    (("my opponent's ", "the opponent's ", "your opponent's ", "opponent's ", "opp's ", "opponents "), "opponent"),
    (("his ", "her ", "their "), "other"),
)
_PLANESWALKER = {"planeswalker", "walker", "pw"}
_GENERIC = {"creature", "guy", "dude", "blocker", "attacker", "permanent", "one"}
# a possessive said alone ("does mine die?"): whose permanent it asks about ("yours", "ours": not said whose)
_BARE_POSSESSIVES: dict[str, str | None] = {
    "mine": "you",
    "his": "other",
    "hers": "other",
    "theirs": "other",
    "yours": None,
    "ours": None,
}


@dataclass(frozen=True)
class Subject:
    """A player (key: the name) or a permanent (key: its id), with the name an answer calls it."""

    kind: str  # "player" | "object"
    key: str
    name: str
    shown: tuple[str, ...] = ()  # how the log names it ("Grizzly Bears", "Grizzly Bears [grizzly-bears-2]")


class Facts:
    """What the reading and the resolution say about players and permanents, for finding subjects."""

    def __init__(self, reading: Any, resolution: Resolution) -> None:
        self.reading = reading
        self.ruleset = RULESETS.get(resolution.ruleset)
        self.outcomes = resolution.outcomes
        self.players = list(self.outcomes[0].players) if self.outcomes else []
        spec = {p["id"]: p for p in reading.scenario.get("battlefield", [])}
        self.start = spec
        self.objects: dict[str, Any] = {}  # id -> PermanentOut (first seen)
        for o in self.outcomes:
            for pid, perm in o.permanents.items():
                self.objects.setdefault(pid, perm)
        self.controller = {
            pid: spec.get(pid, {}).get("controller", perm.controller) for pid, perm in self.objects.items()
        }
        names = [perm.name for perm in self.objects.values()]
        self.dup = {n for n in names if names.count(n) > 1}
        zones = self.ruleset.zones if self.ruleset else {}
        self.zone_of = {shown: key for key, shown in zones.items()}  # "in play" -> "battlefield"

    # players
    def other_player(self) -> str | None:
        others = [p for p in self.players if p != YOU]
        return others[0] if len(others) == 1 else None

    def player(self, words: str) -> str | None:
        w = words.strip()
        w = w.removesuffix("'s") if w.endswith("'s") and w.removesuffix("'s") in _OPPONENT else w
        if w in _I:
            return YOU if YOU in self.players else None
        if w in _OPPONENT or (w.startswith("opp") and fuzz.ratio(w, "opponent") >= 85):
            return "Opponent" if "Opponent" in self.players else self.other_player()
        if w in _PLAYER_ONLY_PRONOUNS and any(perm.loyalty is not None for perm in self.objects.values()):
            return None  # "Opponent attacks Chandra … does she die?": she may be the planeswalker
        if w in _HE:
            return self.other_player()
        return next((p for p in self.players if p.lower() == w), None)

    def owner(self, word: str) -> str | None:
        if word == "you":
            return YOU if YOU in self.players else None
        if word == "opponent":
            return "Opponent" if "Opponent" in self.players else self.other_player()
        return self.other_player()

    def name_of(self, pid: str) -> str:
        perm = self.objects[pid]
        return f"{perm.name} [{pid}]" if perm.name in self.dup else perm.name

    def is_creature(self, pid: str) -> bool | None:
        """True if it is shown as a creature in some outcome; False if it stays on the battlefield without
        power anywhere; None when it never stays (a creature that died everywhere is shown without power)."""
        perms = [o.permanents[pid] for o in self.outcomes if pid in o.permanents]
        if any(p.power is not None for p in perms):
            return True
        if any(self.zone_of.get(p.zone, p.zone) == "battlefield" for p in perms):
            return False
        return None

    def subject(self, words: str, question: str, players: bool = True, objects: bool = True) -> Subject | None:
        """The one player or permanent `words` names; None when none or several could be meant."""
        w = re.sub(r"^(?:the|a|an)\s+", "", words.strip())
        if w in _BARE_POSSESSIVES and objects:  # "does mine die?", "does his survive?": a permanent of theirs
            return self._sole(_BARE_POSSESSIVES[w])  # ("what is his life": the player, asked of players only)
        if players:
            p = self.player(w)
            if p is not None:
                return Subject("player", p, p, (p,))
            if w in _PLAYER_ONLY_PRONOUNS or w in _I or w in _OPPONENT:
                return None
        if not objects:
            return None
        if w in _IT:
            ref = self.reading.referents.get(question)
            if ref not in self.objects:
                return None
            acted_on = _acted_on(self.reading.scenario) & set(self.objects)
            if (acted_on and ref not in acted_on) or len(acted_on) > 1:  # "… targeting it. Opponent controls Hill
                return None  # Giant. Does it survive?", "… I block with Grizzly Bears. Does it die?": no first line
            return self._object(ref)
        pool = list(self.objects)
        if w in _PLANESWALKER:  # "how much loyalty is left?": the one planeswalker (none or several: no first line)
            walkers = [
                pid for pid in pool if self.objects[pid].loyalty is not None or "loyalty" in self.start.get(pid, {})
            ]
            return self._object(walkers[0]) if len(walkers) == 1 else None
        for prefixes, who in _POSSESSIVES:
            hit = next((p for p in prefixes if w.startswith(p)), None)
            if hit:
                owner = self.owner(who)
                if owner is None:
                    return None
                pool = [pid for pid in pool if self.controller[pid] == owner]
                w = w[len(hit) :]
                break
        else:
            m = re.match(r"^([a-z][a-z\-]{1,19})'s? (.+)$", w)
            if m and m.group(1) in (p.lower() for p in self.players):
                owner = next(p for p in self.players if p.lower() == m.group(1))
                pool = [pid for pid in pool if self.controller[pid] == owner]
                w = m.group(2)
        found = self.named(pool, w)
        return self._object(found[0]) if len(found) == 1 else None

    def _sole(self, who: str | None) -> Subject | None:
        """The one creature (else permanent) `who` ("you", "other") controls; None when none or several."""
        owner = self.owner(who) if who else None
        mine = [pid for pid in self.objects if owner is not None and self.controller[pid] == owner]
        creatures = [pid for pid in mine if self.is_creature(pid) is not False]
        found = creatures or mine
        return self._object(found[0]) if len(found) == 1 else None

    def _object(self, pid: str) -> Subject:
        name = self.name_of(pid)
        return Subject("object", pid, name, tuple({self.objects[pid].name, f"{self.objects[pid].name} [{pid}]"}))

    def named(self, pool: Sequence[str], words: str) -> list[str]:
        """The permanents of `pool` whose name `words` means: the whole name, then every word of the phrase
        a word of the name ("bear" -> Grizzly Bears), then each a letter or two off ("grizly bares"), then
        "creature"; the first of these that finds any decides."""
        names = {pid: self.objects[pid].name + self._keyword_words(pid) for pid in pool}
        return _named(names, words, lambda pid: self.is_creature(pid) is not False)

    def _keyword_words(self, pid: str) -> str:
        """A creature without a card is also named by its keywords and their nouns ("his trampler", "the 5/5
        trampler": a 5/5 creature with trample)."""
        spec = self.start.get(pid, {})
        if "card" in spec:
            return ""
        keywords = [str(k).lower() for k in spec.get("keywords", [])]
        nouns = [noun for noun, k in lx.KEYWORD_NOUNS.items() if k in keywords]
        return "".join(f" {w}" for w in (*keywords, *nouns))


def _same(a: str, b: str) -> bool:
    """One word, or its plural: "bear" and "Bears", "Giant" and "giants"."""
    return a == b or a in (b + "s", b + "es") or b in (a + "s", a + "es")


def _near(a: str, b: str) -> bool:
    """A word a letter or two off ("grizly" for "grizzly", "bares" for "bears"); only words of 4 letters or more."""
    return len(a) >= 4 and max(fuzz.ratio(a, b), fuzz.ratio(a.rstrip("s"), b.rstrip("s"))) >= 80


def _words(text: str) -> list[str]:
    return re.findall(r"[a-z0-9+\-/]+", text.lower().replace("'s ", " "))


def _named(names: dict[str, str], words: str, creature: Callable[[str], bool]) -> list[str]:
    wanted = " ".join(_words(words))
    if not wanted:
        return []
    tiers: list[Callable[[str], bool]] = [
        lambda n: _same(" ".join(_words(n)), wanted),
        lambda n: all(any(_same(a, b) for b in _words(n)) for a in _words(wanted)),
        lambda n: all(any(_near(a, b) for b in _words(n)) for a in _words(wanted)),
    ]
    for tier in tiers:
        found = [pid for pid, n in names.items() if tier(n)]
        if found:
            return found
    if any(_same(wanted, g) for g in _GENERIC):
        return [pid for pid in names if creature(pid)]
    return []


# --- the log's results ----------------------------------------------------------------------------------

_DEALT = re.compile(r"^(?P<src>.+?) deals (?P<n>[0-9]+) (?:combat |attack )?damage to (?P<to>.+?): ")
_GAINS = re.compile(r"^(?P<why>.+?): (?P<p>[^:]+?) gains? (?P<n>[0-9]+) life$")
_CANT_GAIN = re.compile(r"^(?P<p>.+?) can't gain life, so (?P<why>.+?) gains them nothing$")
_GAIN_REPLACED = re.compile(r"^(?P<by>.+?): instead of gaining (?P<n>[0-9]+) life \((?P<why>.+?)\), (?P<p>.+?) draws? ")
_LOSES_LIFE = re.compile(r"(?:^|: )(?P<p>[^:]+?) (?:loses?|pays?) (?P<n>[0-9]+) life\b")  # paying life is losing it
_LIFE_FLOOR = re.compile(r": it would reduce (?P<p>.+?)'s life total below ")
_LOSES_GAME = re.compile(r"(?:^|: )(?P<p>[^:]+?) loses? the game\b")
_ORDER = re.compile(r"^(?P<p>.+?) chooses? how the effects apply: (?P<order>.+)$")
_ORDER_LABEL = re.compile(r"^.+?: .+ → .+$")
_ASSIGN_LABEL = re.compile(r"^(?P<who>.+?) assigns [0-9]+ to ")
_MODE_LABEL = re.compile(r"^(?P<what>.+?): mode [0-9]+ \(")


def _dealt(o: OutcomeOut, to: tuple[str, ...] | None = None, src: tuple[str, ...] | None = None) -> int:
    total = 0
    for step in o.log:
        m = _DEALT.match(step.text)
        if m and (to is None or m["to"] in to) and (src is None or m["src"] in src):
            total += int(m["n"])
    return total


# --- outcomes told apart by their choices -----------------------------------------------------------------


def _verb(subject: Subject | str, base: str) -> str:
    """The verb's form for the subject: "You survive", "Grizzly Bears survives"."""
    return lx.verb(subject.name if isinstance(subject, Subject) else subject, base)


def _again(subject: Subject) -> str:
    """How a second clause names the subject."""
    return "it" if subject.kind == "object" else "you" if subject.key == YOU else subject.name


def _or(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} or {items[-1]}"


def _and(items: Sequence[str]) -> str:
    return items[0] if len(items) == 1 else f"{', '.join(items[:-1])} and {items[-1]}"


def _groups(values: Sequence[Any]) -> list[tuple[Any, list[int]]]:
    """Outcome indexes by value, in the order values first appear."""
    out: dict[Any, list[int]] = {}
    for i, v in enumerate(values):
        out.setdefault(v, []).append(i)
    return list(out.items())


def _distinguishing(outcomes: list[OutcomeOut], group: list[int]) -> list[str]:
    """Choice labels every outcome of `group` has and no line of play ending in another outcome has (lines that end
    in the same game collapse, each outcome showing one line's choices: "Opponent casts Lightning Bolt targeting You"
    doesn't lead to "You lose" alone when Mending Hands cast first leads to another outcome with it)."""
    inside = [set(outcomes[i].choices) for i in group]
    outside = [o.reached_by for j, o in enumerate(outcomes) if j not in group]
    return [c for c in outcomes[group[0]].choices if all(c in s for s in inside) and not any(c in s for s in outside)]


def _conditions(outcomes: list[OutcomeOut], groups: list[list[int]]) -> list[str]:
    """ "if <choice label>" for each group of outcomes (or "in outcomes 1 and 3" when labels can't say it)."""
    out = []
    for group in groups:
        only = _distinguishing(outcomes, group)
        if only:
            out.append(f"if {only[0]}")
        elif all(outcomes[i].choices for i in group):
            out.append("if " + " or ".join(" and ".join(outcomes[i].choices) for i in group))
        else:
            out.append("")
    if all(out) and sum(map(len, out)) <= MAX_LINE:
        return out
    return [f"in outcome{'s' if len(g) > 1 else ''} {_and([str(i + 1) for i in g])}" for g in groups]


def _depending(outcomes: list[OutcomeOut], groups: list[list[int]]) -> str | None:
    """What the difference depends on, when one kind of choice alone decides it: "the order you choose"."""
    labels = []
    for group in groups:
        only = _distinguishing(outcomes, group)
        if not only:
            return None
        labels.append((only[0], group[0]))
    if all(_ORDER_LABEL.match(label) for label, _ in labels):
        choosers = set()
        for label, i in labels:
            order = re.sub(r" \(#[0-9]+\)$", "", label)
            steps = [m for s in outcomes[i].log if (m := _ORDER.match(s.text)) and order.endswith(": " + m["order"])]
            choosers |= {m["p"] for m in steps}
        if len(choosers) == 1:
            (who,) = choosers
            return "the order you choose" if who == YOU else f"the order {who} chooses"
        return None
    for pattern, phrase in (
        (_ASSIGN_LABEL, "how {} assigns its combat damage"),
        (_MODE_LABEL, "the mode chosen for {}"),
    ):
        found = [pattern.match(label) for label, _ in labels]
        if all(found) and len({m["who" if pattern is _ASSIGN_LABEL else "what"] for m in found if m}) == 1:
            m = found[0]
            assert m is not None
            return phrase.format(m.group(1))
    return None


def _sentence(subject: Subject, phrases: list[str], outcomes: list[OutcomeOut], prefix: str = "") -> str:
    """ "<subject> <phrase>" when every outcome agrees, else one clause per phrase with its condition."""
    groups = _groups(phrases)
    if len(groups) == 1:
        every = " in every outcome" if len(outcomes) > 1 else ""
        phrase = groups[0][0]
        if "(" in phrase and every:  # "You lose in every outcome (0 life)"
            head, tail = phrase.split(" (", 1)
            return f"{prefix}{subject.name} {head}{every} ({tail}"
        return f"{prefix}{subject.name} {phrase}{every}"
    conditions = _conditions(outcomes, [g for _, g in groups])
    first, *rest = [f"{phrase} {cond}" for (phrase, _), cond in zip(groups, conditions, strict=True)]
    # the verbs agree with the subject's name, and so with what repeats it: "it dies", "you lose"
    again = _again(subject)
    return f"{prefix}{subject.name} {first}" + "".join(f"; {again} {clause}" for clause in rest)


def _amounts(values: list[int], outcomes: list[OutcomeOut], head: str, short: str = "", none: str = "") -> str:
    """An amount in every outcome ("You: 3 damage"), the amounts and what they depend on ("You: 6 or 2 damage,
    depending on the order you choose"), or one clause per amount with its condition. `head` and `short` (the
    clauses after the first) hold "{v}"; `none` is said instead of the amount 0 in every outcome."""
    groups = _groups(values)
    if len(groups) == 1:
        every = " in every outcome" if len(outcomes) > 1 else ""
        v = groups[0][0]
        return (none if none and not v else head.format(v=v)) + every
    depending = _depending(outcomes, [g for _, g in groups])
    shown = [str(v) for v, _ in groups]
    if depending:
        return f"{head.format(v=_or(shown))}, depending on {depending}"
    conditions = _conditions(outcomes, [g for _, g in groups])
    clauses = [(head if i == 0 else short or head).format(v=v) for i, v in enumerate(shown)]
    return "; ".join(f"{clause} {c}" for clause, c in zip(clauses, conditions, strict=True))


# --- the answers --------------------------------------------------------------------------------------------


def _fate_phrase(facts: Facts, zone: str) -> str | None:
    return {
        "battlefield": "survives",
        "graveyard": "dies",
        "exile": "is exiled",
        "hand": "is returned to its owner's hand",
        "library": "is put into its owner's library",
    }.get(facts.zone_of.get(zone, zone))


def _fate(facts: Facts, subject: Subject) -> str | None:
    phrases = []
    for o in facts.outcomes:
        perm = o.permanents.get(subject.key)
        phrase = _fate_phrase(facts, perm.zone) if perm is not None else None
        if phrase is None:
            return None
        phrases.append(phrase)
    return _sentence(subject, phrases, facts.outcomes)


def _player_phrase(facts: Facts, subject: Subject, o: OutcomeOut) -> str:
    p = o.players[subject.key]
    with_life = facts.ruleset is None or facts.ruleset.players_have_life
    if not p.lost:
        return _verb(subject, "survive") + (f" at {p.life} life" if with_life else "")
    why = []
    step = next((s for s in o.log if (m := _LOSES_GAME.search(s.text)) and m["p"] == subject.key), None)
    cited = set(step.rules) if step is not None else {"704.5a", "704.5c"}
    # the cause the step cites, not every count past its limit: a player at 0 life whom Phyrexian Unlife keeps
    # from losing for it loses for 10 poison counters (704.5c) alone
    if with_life and p.life <= 0 and ("704.5a" in cited or "704.5c" not in cited):
        why.append(f"{p.life} life")
    if p.poison >= 10 and ("704.5c" in cited or "704.5a" not in cited):
        why.append(f"{p.poison} poison counters")
    if step is not None:
        why += step.rules
    return _verb(subject, "lose") + (f" ({', '.join(why)})" if why else "")


def _loses(facts: Facts, subject: Subject) -> str | None:
    if any(subject.key not in o.players for o in facts.outcomes):
        return None
    return _sentence(subject, [_player_phrase(facts, subject, o) for o in facts.outcomes], facts.outcomes)


def _damage_taken(facts: Facts, subject: Subject, source: Subject | None) -> str | None:
    if subject.kind == "player" and facts.ruleset is not None and not facts.ruleset.players_have_life:
        return None  # Grand Archive: a player's damage is dealt to their champion
    src = source.shown if source is not None else None
    values = [_dealt(o, subject.shown, src) for o in facts.outcomes]
    tail = f" from {source.name}" if source is not None else ""
    return _amounts(values, facts.outcomes, f"{subject.name}: {{v}} damage{tail}", f"{{v}} damage{tail}")


def _damage_dealt(facts: Facts, source: Subject, to: Subject | None) -> str | None:
    if to is not None and to.kind == "player" and facts.ruleset is not None and not facts.ruleset.players_have_life:
        return None
    values = [_dealt(o, to.shown if to is not None else None, source.shown) for o in facts.outcomes]
    tail = f" to {to.name}" if to is not None else ""
    head = f"{source.name} deals {{v}} damage{tail}"
    return _amounts(values, facts.outcomes, head, f"it deals {{v}}{tail}", f"{source.name} deals no damage{tail}")


def _prevented(facts: Facts) -> str:
    return _amounts([o.prevented for o in facts.outcomes], facts.outcomes, "Damage prevented: {v}", "{v}")


def _gains(o: OutcomeOut, player: str, why: str) -> tuple[int, list[str], str]:
    """Life `player` gains in `o` (from `why` if given), the first such step's cause and rules, and why none
    was gained where an effect stopped or replaced it."""
    total, cited, stopped = 0, [], ""
    for step in o.log:
        m = _GAINS.match(step.text)
        if m and m["p"] == player and (not why or m["why"].lower() == why):
            total += int(m["n"])
            cited = cited or [m["why"], *step.rules]
        m = _CANT_GAIN.match(step.text)
        if m and m["p"] == player and (not why or m["why"].lower() == why):
            stopped = stopped or f"{player} can't gain life" + (f", {', '.join(step.rules)}" if step.rules else "")
        m = _GAIN_REPLACED.match(step.text)
        if m and m["p"] == player and (not why or m["why"].lower() == why):
            stopped = stopped or f"{m['by']} draws cards instead"
    return total, cited, stopped


def _gainers(facts: Facts, why: str) -> set[str]:
    found = set()
    for o in facts.outcomes:
        for step in o.log:
            for pattern in (_GAINS, _CANT_GAIN, _GAIN_REPLACED):
                m = pattern.match(step.text)
                if m and (not why or m["why"].lower() == why):
                    found.add(m["p"])
    return found


def _life_gain(facts: Facts, subject: Subject | None, q: Question) -> str | None:
    why = q.detail.lower().removeprefix("the ").strip()
    if subject is None:
        gainers = _gainers(facts, why)
        if len(gainers) > 1:
            return None
        if not gainers:
            every = " in any outcome" if len(facts.outcomes) > 1 else ""
            source = f" from {why}" if why else ""
            return f"No: no player gains life{source}{every}" if q.yes_no else None
        (player,) = gainers
        subject = Subject("player", player, player, (player,))
    if subject.kind != "player" or any(subject.key not in o.players for o in facts.outcomes):
        return None
    phrases, yes = [], []
    source = f" from {why}" if why else ""
    for o in facts.outcomes:
        total, cited, stopped = _gains(o, subject.key, why)
        if total:
            phrases.append(f"{_verb(subject, 'gain')} {total} life ({', '.join(cited)})")
        else:
            phrases.append(f"{_verb(subject, 'gain')} no life{source}" + (f" ({stopped})" if stopped else ""))
        yes.append(bool(total))
    prefix = ("Yes: " if all(yes) else "No: " if not any(yes) else "") if q.yes_no else ""
    groups = _groups(phrases)
    if len(groups) > 1:
        depending = _depending(facts.outcomes, [g for _, g in groups])
        totals = [str(_gains(facts.outcomes[g[0]], subject.key, why)[0]) for _, g in groups]
        if depending and len(set(totals)) == len(totals):  # "You gain 3 or 0 life, depending on the mode …"
            return f"{subject.name} {_verb(subject, 'gain')} {_or(totals)} life{source}, depending on {depending}"
        prefix = ""
    return _sentence(subject, phrases, facts.outcomes, prefix)


def _life_total(facts: Facts, subject: Subject) -> str | None:
    if facts.ruleset is not None and not facts.ruleset.players_have_life:
        return None
    if subject.kind != "player" or any(subject.key not in o.players for o in facts.outcomes):
        return None
    lives = [o.players[subject.key].life for o in facts.outcomes]
    return _amounts(lives, facts.outcomes, f"{subject.name}: {{v}} life", "{v} life")


def _life_lost(facts: Facts, subject: Subject) -> str | None:
    if facts.ruleset is not None and not facts.ruleset.players_have_life:
        return None
    if subject.kind != "player":
        return None
    values = []
    for o in facts.outcomes:
        if any((m := _LIFE_FLOOR.search(s.text)) and m["p"] == subject.key for s in o.log):
            return None  # a life floor (Worship) stopped the loss short: the steps don't say how much was lost
        values.append(
            sum(int(m["n"]) for s in o.log for m in _LOSES_LIFE.finditer(s.text) if m["p"].strip() == subject.key)
        )
    head = f"{subject.name} {_verb(subject, 'lose')} {{v}} life"
    return _amounts(values, facts.outcomes, head, f"{_again(subject)} {_verb(subject, 'lose')} {{v}} life")


def _counted(counters: dict[str, int]) -> str:
    return _and([f"{n} {k} counter{'s' if n != 1 else ''}" for k, n in counters.items()]) if counters else "no counters"


def _had(start: dict[str, int], now: dict[str, int]) -> str:
    """What it had, short when it is the same kind of counter: "3" for 3 +1/+1 counters beside 2 now."""
    if len(start) == 1 and start.keys() == now.keys():
        return str(next(iter(start.values())))
    return _counted(start)


def _where(facts: Facts, key: str) -> list[tuple[Any, str]] | None:
    """The permanent in each outcome with its zone (as today's rules name it); None when an outcome lacks it."""
    perms = [o.permanents.get(key) for o in facts.outcomes]
    if any(p is None for p in perms):
        return None
    return [(p, facts.zone_of.get(p.zone, p.zone)) for p in perms if p is not None]


def _loyalty(facts: Facts, subject: Subject) -> str | None:
    """A planeswalker's loyalty in each outcome ("Gideon Jura has 3 loyalty (it had 6)"), or where it went."""
    had = facts.start.get(subject.key, {}).get("loyalty")
    where = _where(facts, subject.key)
    if where is None:
        return None
    phrases = []
    for perm, zone in where:
        if zone != "battlefield":
            phrases.append(
                f"is put into its owner's {zone}" if zone in ("graveyard", "hand", "library") else "is exiled"
            )
        elif perm.loyalty is None:
            return None
        else:
            phrases.append(
                f"has {perm.loyalty} loyalty" + (f" (it had {had})" if had not in (None, perm.loyalty) else "")
            )
    return _sentence(subject, phrases, facts.outcomes)


def _counters(facts: Facts, subject: Subject, q: Question) -> str | None:
    if subject.kind != "object":
        return None
    kind = q.detail
    start = dict(facts.start.get(subject.key, {}).get("counters", {}))
    if kind == "loyalty":
        return _loyalty(facts, subject)
    if kind:
        start = {k: n for k, n in start.items() if k == kind}
    where = _where(facts, subject.key)
    if where is None:
        return None
    phrases, kept = [], []
    for perm, zone in where:
        if zone != "battlefield":
            fate = _fate_phrase(facts, perm.zone)
            if fate is None:
                return None
            phrases.append(fate + (", so its counters are gone" if start else ""))
            kept.append(False)
            continue
        now = {k: n for k, n in perm.counters.items() if not kind or k == kind}
        if q.yes_no and start and now == start:
            phrases.append(f"keeps its {_counted(now)}")
        else:
            phrases.append(f"has {_counted(now)}" + (f" (it had {_had(start, now)})" if now != start else ""))
        kept.append(now == start)
    if q.yes_no and not start:
        q = Question(q.kind, q.subject)  # it had none: say what it has, not yes or no
    prefix = ""
    if q.yes_no and len(set(phrases)) == 1:
        prefix = "Yes: " if all(kept) != q.negated else "No: "
    return _sentence(subject, phrases, facts.outcomes, prefix)


def _he_untouched(facts: Facts, q: Question, subject: Subject) -> bool:
    """ "Opp attacks with Hill Giant, I block with Grizzly Bears. Does he survive?": "he" may be the creature (players
    call creatures "he"); a player nothing happens to isn't what a "does he survive/die" asks about. No first line."""
    if subject.kind != "player" or q.subject not in _PLAYER_ONLY_PRONOUNS or q.detail in ("lose", "win"):
        return False
    start = next(
        (p.get("life") for p in facts.reading.scenario.get("players") or [] if p.get("name") == subject.key), None
    )
    players = [o.players[subject.key] for o in facts.outcomes if subject.key in o.players]
    same = start is None or all(p.life == start for p in players)  # a life total said, and it stays
    return same and not any(p.lost for p in players) and all(_dealt(o, to=(subject.key,)) == 0 for o in facts.outcomes)


def _not_alone(facts: Facts, q: Question, question: str, subject: Subject) -> bool:
    """ "Does the Shock kill me?" when more than the Shock deals damage to me: whether I lose isn't whether the
    Shock kills me (the answer would be another question's), so no first line; the outcomes tell."""
    source = _source(facts, q.source, question) if q.source else None
    if source is None:
        return False
    return any(_dealt(o, subject.shown) != _dealt(o, subject.shown, source.shown) for o in facts.outcomes)


def _answer(q: Question, question: str, facts: Facts) -> str | None:
    if q.kind == "prevented":
        return _prevented(facts)
    if q.kind == "group":
        from .group_answer import answer_group

        return answer_group(q, facts)
    if q.kind == "fate":
        # "do they die?" could be creatures or a player: only "do they lose?" is about a player
        if q.subject in ("they", "them") and q.detail != "lose":
            return None
        subject = facts.subject(q.subject, question, objects=q.detail not in ("lose", "win"))
        if subject is None or _he_untouched(facts, q, subject) or _not_alone(facts, q, question, subject):
            return None
        if q.detail == "win":  # "Do I win?": the other player loses, or doesn't
            if subject.kind != "player":
                return None
            if any(subject.key in o.players and o.players[subject.key].lost for o in facts.outcomes):
                # one who loses doesn't win (CR 104.2a): said when they lose in every outcome, else no first line
                lost = all(o.players[subject.key].lost for o in facts.outcomes if subject.key in o.players)
                return f"No: {_loses(facts, subject)}" if lost else None
            other = facts.other_player() if subject.key == YOU else YOU if YOU in facts.players else None
            return _loses(facts, Subject("player", other, other, (other,))) if other else None
        return _loses(facts, subject) if subject.kind == "player" else _fate(facts, subject)
    if q.kind in ("damage_taken", "damage_dealt"):
        if q.detail == "through" and not q.subject:
            defended = _defended(facts)
            if not defended:
                return None
            q = Question(q.kind, defended, q.source)
        target = facts.subject(q.subject, question) if q.subject else None
        source = _source(facts, q.source, question) if q.source else None
        if (q.subject and target is None) or (q.source and source is None):
            return None
        if q.kind == "damage_taken":
            assert target is not None
            return _damage_taken(facts, target, source)
        assert source is not None
        return _damage_dealt(facts, source, target)
    if q.kind == "life_gain":
        subject = facts.subject(q.subject, question, objects=False) if q.subject else None
        if q.subject and subject is None:
            return None
        return _life_gain(facts, subject, q)
    if q.kind in ("life_total", "life_lost"):
        subject = facts.subject(q.subject, question, objects=False)
        if subject is None:
            return None
        return _life_total(facts, subject) if q.kind == "life_total" else _life_lost(facts, subject)
    if q.kind == "counters":
        subject = facts.subject(q.subject, question, players=False)
        return _counters(facts, subject, q) if subject is not None else None
    if q.kind == "poison":
        return _poison(facts, q, question)
    if q.kind == "winner":
        return _winner(facts)
    return None


def _winner(facts: Facts) -> str | None:
    """ "You win; Opponent loses (0 life, 704.5a)", "It's a draw: both players lose (104.4a)", "Nobody wins: both
    players survive" in each outcome, with what the difference depends on when they differ. Two players only."""
    if len(facts.players) != 2 or any(len(o.players) != 2 for o in facts.outcomes):
        return None
    phrases = []
    for o in facts.outcomes:
        lost = [p for p in facts.players if o.players[p].lost]
        if len(lost) == 2:
            phrases.append("it's a draw: both players lose (104.4a)")
        elif lost:
            (loser,) = lost
            winner = next(p for p in facts.players if p != loser)
            lose = _player_phrase(facts, Subject("player", loser, loser, (loser,)), o)
            phrases.append(f"{winner} {_verb(winner, 'win')} (104.2a); {loser} {lose}")
        else:
            phrases.append("nobody wins: both players survive")
    groups = _groups(phrases)
    if len(groups) == 1:
        line = phrases[0] + (" in every outcome" if len(facts.outcomes) > 1 else "")
        return line[0].upper() + line[1:]
    conditions = _conditions(facts.outcomes, [g for _, g in groups])
    line = "; ".join(f"{phrase} {c}".strip() for (phrase, _), c in zip(groups, conditions, strict=True))
    return line[0].upper() + line[1:]


def _poison(facts: Facts, q: Question, question: str) -> str | None:
    """A player's poison counters in each outcome ("You: 5 poison counters"). Unsaid whose: the one player with
    any poison counters in some outcome (none or both: no line)."""
    if q.subject:
        subject = facts.subject(q.subject, question, objects=False)
    else:
        poisoned = [p for p in facts.players if any(o.players[p].poison for o in facts.outcomes if p in o.players)]
        subject = Subject("player", poisoned[0], poisoned[0], (poisoned[0],)) if len(poisoned) == 1 else None
    if subject is None or subject.kind != "player" or any(subject.key not in o.players for o in facts.outcomes):
        return None
    values = [o.players[subject.key].poison for o in facts.outcomes]
    return _amounts(values, facts.outcomes, f"{subject.name}: {{v}} poison counters", "{v} poison counters")


def _defended(facts: Facts) -> str:
    """The one player the situation's attackers attack ("" when none or several): whom damage "goes through" to."""
    found = set()
    for action in facts.reading.scenario.get("actions") or []:
        found |= set(((action.get("combat") or {}).get("attackers") or {}).values())
    players = {p for p in found if p in facts.players}
    return next(iter(players)).lower() if len(players) == 1 and players == found else ""


def _source(facts: Facts, words: str, question: str) -> Subject | None:
    """The source a damage question names: a permanent whose name no other permanent has (the log names a
    source by its name alone), or a spell that dealt damage in the log."""
    found = facts.subject(words, question, players=False)
    if found is not None:
        return found if facts.objects[found.key].name not in facts.dup else None
    return _log_source(facts, words)


def _log_source(facts: Facts, words: str) -> Subject | None:
    """A source that isn't a permanent (a spell: "how much damage does Shock deal"), by its name in the log."""
    names = {m["src"] for o in facts.outcomes for s in o.log if (m := _DEALT.match(s.text))}
    names -= {perm.name for perm in facts.objects.values()}
    found = _named({n: n for n in names}, re.sub(r"^(?:the|a|an)\s+", "", words), lambda _: False)
    if len(found) != 1:
        return None
    return Subject("object", found[0], found[0], (found[0],))


def answer_line(questions: list[str], reading: Any, resolution: Resolution) -> str | None:
    """The answer to the questions asked, for the line before the outcomes; None when no question is one it
    answers, or when whom it asks about can't be told (never a guess). `reading` is the situation.Reading the
    questions came from (its permanents, its "it"), `resolution` the engine's answer to its scenario."""
    if not resolution.outcomes:
        return None
    facts = Facts(reading, resolution)
    answers: list[str] = []
    for question in questions:
        if line := getattr(reading, "told", {}).get(question):  # what the reader told from the board (block_legal)
            answers += [line] if line not in answers else []
            continue
        for part in split_questions(question):
            q = classify(part)
            if q is None:
                continue
            line = _answer(q, question, facts)  # "it" is what it meant when the whole question was read
            if line and line not in answers:
                answers.append(line)
    return ". ".join(answers) if answers else None
