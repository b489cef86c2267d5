"""What a clause set aside as chat still tells happened or is so (audit14): a permanent said gone in chat words ("my
giant is gone", "he path'd my giant", "he takes care of the giant", "the bear got exiled in response"), damage or
a size or an attachment said without a number or a card ("the giant is hurt", "his bear is beefed up", "my bear is
wearing a sword", "my bear is under an anthem"), one more spell unnamed ("and another one", "he follows up with
another"), a planeswalker's loyalty or a life total changed in slang ("he ticked it up", "he lifegains"), how
an attacker divides its damage ("he tramples over", "he assigns lethal to the rats and the rest to me"), an
action told after its purpose ("in order to save it I pump it"), an ability used in chat words ("I firebreathe
once"), a combat told in part ("only the bear gets through", "he walls the giant"), and any of these, or an event,
told as a belief or a report ("I think he fogged", "my friend says he blocked the giant").

No frame reads them and most carry no word of the game, so they were set aside — and each answer was wrong for
the board the asker has (with the whole pool, "I attack with Grizzly Bears and Hill Giant. opp is at 5. my giant
is gone. is he dead?" answered "Opponent loses"). None says exactly what it means, so each is asked back, quoted.

Reports of what came of the situation stay aside: "my bear died", "the bear got exiled" (the engine works those
out itself); only a removal told with when it happened ("… in response", "… before damage", "… earlier") is a
board fact.
"""

from __future__ import annotations

import re

from ..situation import SituationError

_WHO = r"(?:I|we|he|she|they|Opponent|(?:my\s+)?opp(?:onent)?)"
_LEAD = r"^(?:(?:and|but|so|then|oh|plus|also)\s+)*"
_THING = r"(?:my|his|her|their|the|that|this|its|it|them|Opponent's)\b"
_PLAYER = r"(?:I|I'm|he|she|they|we|you|opp|opponent|everyone|everybody|nobody|someone|who|what|that|this|there)"
# a slang past participle of a card's name ("path'd", "swords'd", "bolt'd"), not "I'd", "he'd", "they'd"
_SLANG_D = r"(?!(?:she|they|you|who|that|there|it|what|this|he|we|i)'d\b)[a-z]{3,}'d\b"

# a permanent said gone or dead, by what it's called: "my giant is gone", "the bear's already gone", "giant's dead",
# "it is no longer there" — only when the word is one of the situation's permanents (or "it", or a creature word:
# "my guy is dead"), not "my deck is dead", "the chat is dead tonight", "my hope is gone"; "dead" after a spell or a
# block that could kill it is a report ("opp shocks it. it's dead right?", set aside); "he's dead" is a player
_GONE_STATE = re.compile(
    rf"{_LEAD}(?:(?:my|his|her|their|the|that|this|Opponent's|poor)\s+)?(?P<what>(?!{_PLAYER}\b)[a-z][\w-]*)"
    r"(?:'s|\s+is|\s+are|\s+was|\s+were)\s+(?:(?:already|now|just|also|then|totally|long)\s+)*"
    r"(?P<state>gone|dead|no\s+longer\s+(?:there|around|here|alive|on\s+the\s+(?:battlefield|board)|in\s+play)|"
    r"not\s+(?:there|around)\s+any\s*more)\b",
    re.I,
)
# "RIP giant", "rip my bear", "press f for the bear": said dead (not "lol rip", "rip me": the word is checked as
# above; "opp bolts it. rip bear" reports what came of the Bolt)
_RIP = re.compile(r"^(?:rip|press\s+f(?:\s+for)?)\s+(?:my\s+|his\s+|her\s+|the\s+|poor\s+)?(?P<what>[a-z][\w-]*)", re.I)
# a permanent said removed, in chat words: "my giant gets swords'd", "he path'd my giant", "he takes care of the
# giant", "he snipes the giant", "he blows up the giant"
_GONE = re.compile(
    rf"\b(?:gets|get|getting)\s+(?:(?:immediately|just|then|also)\s+)?(?:{_SLANG_D}|removed|exiled|killed|destroyed|"
    r"murdered|answered|handled|dealt\s+with|taken\s+care\s+of|blown\s+out|wiped|offed|bounced|blinked|flickered|"
    r"sacrificed|sacc?'?e?d)"
    # (each verb in any person: "I handle it", "I snipe it", "I frog it", "I pop it" — round 4)
    rf"|{_LEAD}{_WHO}\s+(?:(?:just|then|also|immediately)\s+)?(?:{_SLANG_D}|handl(?:e|es|ed)|deals?\s+with|dealt\s+with|"
    r"tak(?:e|es)\s+care\s+of|took\s+care\s+of|gets?\s+rid\s+of|got\s+rid\s+of|off(?:s|ed)?|snip(?:e|es|ed)|"
    r"blows?\s+up|blew\s+up|picks?\s+off|picked\s+off|kill(?:s|ed)?|murder(?:s|ed)?|remov(?:e|es|ed)|exil(?:e|es|ed)|"
    r"destroy(?:s|ed)?|bounc(?:e|es|ed)|steal(?:s)?|stole|pop(?:s|ped)?|neutrali[sz](?:e|es|ed)|frog(?:s|ged)?)\s+"
    + _THING,
    re.I,
)
# … or before something the message goes on to tell ("the bear got exiled in response", "my giant died before
# damage", "the giant died earlier"); a bare "my bear died" reports what came of it
_GONE_BEFORE = re.compile(
    r"\b(?:died|dies|was\s+\w+ed|were\s+\w+ed|got\s+\w+ed|was\s+\w+'d|got\s+\w+'d)\b.*?\b(?:in\s+response|"
    r"before\s+(?:(?:combat\s+)?damage|blocks|blockers|combat|the\s+(?:attack|block|damage|combat))|earlier|already|"
    r"previously|last\s+turn)\b",
    re.I,
)
# what a permanent is called without its name, beside the situation's names ("my guy is dead")
_CREATURE_WORD = re.compile(
    r"(?:creature|guy|dude|blocker|attacker|token|beater|fatty|fl[iy]er|(?:planes)?walker|permanent|artifact|"
    r"enchantment|aura|equipment)s?",
    re.I,
)
# damage, a size or an attachment, said without a number or a card ("the giant is hurt", "it's already wounded
# from earlier", "his bear is beefed up", "the giant is shrunk", "my bear is wearing a sword", "my bear is suited
# up", "my bear is under an anthem", "his giant is cursed")
_STATE = re.compile(
    r"\b(?:is|'s|are|'re|was|were|been|looks?|seems?|got|gets)\s+(?:(?:already|still|now|also|a\s+bit|badly|kinda|"
    r"pretty|really|all|very|so)\s+)*(?:hurt|hurting|bleeding|battered|bruised|wounded|injured|damaged|beaten\s+up|banged\s+up|beefed(?:\s+up)?|beefy|"
    r"buffed|debuffed|nerfed|lorded|juiced(?:\s+up)?|shrunk(?:en)?|weakened|weaker|stronger|immune|on\s+steroids|"
    r"suited\s+up|geared\s+up|kitted\s+out|decked\s+out|wearing|carrying|"
    r"cursed|hexed|under\s+(?:an?|the|my|his|her|their)\s+(?:anthem|lord|aura|equipment|enchantment|buff|pump|effect)s?)\b"
    # "it's got a sword on it", "it has an aura on it" (not "he has the sword deck")
    r"|\b(?:has|have|had|'s\s+got|got|with)\s+(?:an?|the|some|his|my|her|their|two|three|\d+)\s+(?:swords?|equipment|"
    r"auras?|anthems?|buffs?|pumps?|curses?)\s+(?:on|attached\s+to)\s+(?:it|him|her|them|my|his|her|the)\b"
    # round 3: "the spider grew", "my angel shrank", "it doubled in size"; an anthem or a lord on a side ("the
    # spider has an anthem", "he's running an anthem")
    r"|\b(?:grew|shrank|(?:doubled|tripled)\s+in\s+size|gears?\s+up|suits?\s+(?:it\s+|him\s+|her\s+)?up)\b"
    r"|\b(?:running|runs|run|has|have|had|got|controls?|with)\s+(?:an?|his|my|her|their|the)\s+(?:anthem|lord)s?\b"
    # round 5: locked by an unnamed card ("the bear is pacified", "is arrested", "is frozen"), or its power lost
    r"|\b(?:is|'s|are|was|were|been|got|gets)\s+(?:(?:already|still|now|also)\s+)*(?:pacified|arrested|frozen|stunned|"
    r"detained|locked\s+down|shackled|jailed|o-?ringed)\b"
    r"|\blost\s+(?:all\s+)?(?:of\s+)?(?:its|his|her|their)\s+(?:power|toughness|abilities)\b"
    # round 6: "jace is almost dead", "the giant is on its last legs", "he's low on loyalty"
    # (not a player: "I'm almost dead lol" beside the life total said)
    r"|^(?!(?:I|he|she|they|we|Opponent|opp)(?:'s|'m|\s+am|\s+is|\s+are)\b).*?(?:\b(?:almost|nearly|practically)\s+dead\b|"
    r"\bon\s+(?:its|his|her|their)\s+last\s+legs\b|\bbarely\s+alive\b)"
    r"|\blow\s+on\s+(?:loyalty|health|toughness)\b",
    re.I,
)
# one more spell or creature, unnamed: "and another one", "he follows up with another", "and his other bear too"
_ANOTHER = re.compile(
    rf"{_LEAD}(?:another(?:\s+one)?|one\s+more|a\s+second\s+one)$"
    r"|\bfollow(?:s|ed)?\s+(?:it\s+)?up\s+with\b"
    r"|\bother\s+[\w'-]+\s+(?:too|as\s+well|also)$"
    # "he has a second one", "he's got another one"
    r"|\b(?:has|have|had|got)\s+(?:a\s+second|another|one\s+more)(?:\s+one)?$",
    re.I,
)
# a planeswalker's loyalty ability or life gained, in slang: "he ticked it up", "he plussed jace", "he lifegains"
_LOYALTY_OR_LIFE = re.compile(
    r"\btick(?:s|ed|ing)?\s+(?:(?:it|him|her|jace|\w+)\s+)?(?:up|down)\b|\b(?:plus|minus)(?:s|es|ed|sed|ing)\b|"
    r"\blifegain(?:s|ed|ing)?\b"
    # round 4: "I went up a bit from my lifelinker", "wait I'm lower", "I cracked my fetch before"
    r"|\b(?:went|go|goes|going|gone)\s+(?:up|down)\b(?!\s+to\s+\d)|\b(?:higher|lower)\s+than\s+that\b"
    r"|^(?:wait\s+|actually\s+)?(?:I|he|she|Opponent)(?:\s+am|\s+is|'m|'s)\s+(?:actually\s+)?(?:higher|lower)\b"
    r"|\bcrack(?:s|ed|ing)?\s+(?:a|my|his|her|the|their)\s+fetch\w*"
    # a life total below 0 without its number: "he is below zero", "opp's in the negatives", "on negative life"
    r"|\b(?:below|under|less\s+than)\s+(?:zero|0)\b|\bin\s+the\s+negatives?\b|\b(?:on|at)\s+negative\b",
    re.I,
)
# how an attacker divides its damage, told as done: "he tramples over", "I assign lethal to the rats and the rest
# to him" (not "my trample would assign …": a reason, or "damage was assigned …": a report)
_ASSIGNS = re.compile(
    rf"{_LEAD}{_WHO}\s+(?:(?:just|then|also)\s+)?(?:assigns?\b|tramples?\s+over\b|tramples?\s+through\b)"
    r"|\btrampl(?:es|ed)\s+over\b",
    re.I,
)
# a combat told only in part (round 5): who gets through or who stops what, unnamed ("only the bear gets through",
# "he stops the giant", "he walls the giant", "the giant runs into a wall"), an attacker kept home now ("actually
# the giant stays home", "I keep the giant back"; "my bear stayed home" reports a block not made)
_COMBAT_PART = re.compile(
    r"\bonly\s+(?:the|my|his|her|their|one)\b.*?\b(?:gets?\s+(?:through|in)|connects?|hits?)\b"
    rf"|{_LEAD}{_WHO}\s+(?:(?:just|then|also)\s+)?(?:stops?|stopped|walls?|walled)\s+"
    + _THING
    + r"|\bruns?\s+into\s+(?:a|his|the|my)\s+wall\b"
    r"|\b(?:stays|stay)\s+(?:home|back)\b|\bkeeps?\s+(?:the|my|his|her)\s+[\w' -]+?\s+(?:home|back)\b",
    re.I,
)
# a combat told as what came of it (audit15), where the message tells of none: "I pump my giant but it still died
# in combat", "it was killed by two 3/3 blockers", "then it got double blocked and died" — answered without it, the
# giant pumped survives (with a combat read, "it died in combat" reports what came of it, and stays aside)
_COMBAT_TOLD = re.compile(
    r"\b(?:died|dies|die|killed|destroyed|traded|dead|lost)\b.*?\b(?:in\s+combat|blockers?|blocking)\b"
    r"|\b(?:got|gets|get|getting|was|were|is|are|been)\s+(?:(?:still|then|also|just|immediately)\s+)?"
    r"(?:double[- ]?|triple[- ]?|chump[- ]?|gang[- ]?)?blocked\b"
    r"|\b(?:double|triple|gang|chump)[- ]?block(?:s|ed|ing)?\b",
    re.I,
)
# a belief or a report of what someone else said (round 5): what follows it is checked as if said plainly, and an
# event it tells by a player or a permanent is asked back ("I think he fogged", "my friend says he blocked the
# giant", "I believe he killed my giant", "he says he gained 3"); opinions of what the rules do stay aside ("I say
# his creature dies", "he says that the +1/+1 counters don't come into play until …")
_BELIEF = re.compile(
    r"^(?:I|we)\s+(?:do\s+)?(?:really\s+|honestly\s+|still\s+)?(?:think|thought|believe|believed|guess|assume|assumed|"
    r"suspect|figured|reckon)\s+(?:that\s+)?|^(?:I'm|I\s+am)\s+(?:pretty\s+|fairly\s+|quite\s+)?sure\s+(?:that\s+)?|"
    r"^(?:he|she|they|Opponent|my\s+\w+)\s+(?:says|said|claims|claimed|told\s+me)\s+(?:that\s+)?|"
    r"^(?:apparently|iirc|afaik|supposedly)\s*,?\s+",
    re.I,
)
_TOLD_EVENT = re.compile(
    r"^(?:he|she|they|Opponent|I|we|it|(?:my|his|her|their|the)\s+[\w' -]+?)\s+(?:(?:just|then|also|already|actually|"
    r"only)\s+)?(?:block|chump|cast|gain|kill|attack|swing|swung|pump|flash|fog|respond|activat|sacrific|sac\b|sacs|"
    r"sacked|exil|destroy|bounc|tap|untap|regenerat|prevent|redirect|equip|enchant|play|trade|fought|fight|counter|"
    r"shock|bolt|ping|zap|burn|had\s+(?:a|an)\b|has\s+(?:a|an)\b|was\s+(?:summoning\s+sick|tapped|untapped|blocking|"
    r"attacking|dead|gone)|is\s+(?:summoning\s+sick|tapped|untapped|blocking|attacking))",
    re.I,
)
# an ability used in chat words, as often as the asker's mana allows ("I firebreathe once", "I dump all my mana
# into it": Shivan Dragon answered as a 5/5), or a card used as a verb with no object ("he overran", "he anthem'd")
_ACTIVATED = re.compile(
    r"\bfirebreath\w*|\bbreath(?:e|es|ed|ing)\s+fire\b|\b(?:dump|dumps|dumped|sink|sinks|sank|put|puts|pour|pours|"
    r"poured)\s+(?:all\s+)?(?:my|his|her|their|the)\s+(?:\w+\s+)?mana\s+(?:into|in|on)\b",
    re.I,
)
_CARD_AS_VERB = re.compile(rf"{_LEAD}{_WHO}\s+(?:(?:just|then|also)\s+)?(?:overran|{_SLANG_D})$", re.I)
# an action told after its purpose: "in order to save it I pump it", "to save it, he sacs it"
_PURPOSE_FIRST = re.compile(
    rf"^(?:in\s+order\s+to|so\s+as\s+to|so\s+that|to)\s+.+?\b{_WHO}\s+(?!(?:could|would|might|should|can|must)\b)"
    r"\w+\s+(?:it|him|her|them|my|his|the|a|an)\b",
    re.I,
)


def _permanent_word(word: str, state: str, present: set[str], kills: bool) -> bool:
    """Whether `word` names one of the situation's permanents ("giant": Hill Giant, "bear": Grizzly Bears), a
    creature word, or "it", said gone — or dead where nothing told could kill it (`kills`: a spell, an ability or a
    block was told; "opp bolts it. rip bear", "it's dead right?" after the Shock report what came of it)."""
    word = word.lower()
    if state.lower().startswith("dead") and kills:
        return False
    if word == "it":
        return True
    if _CREATURE_WORD.fullmatch(word):
        return True
    words = {w for name in present for w in re.findall(r"[a-z]+", name.lower())}
    return len(word) >= 3 and any(w.startswith(word) or (word.startswith(w) and len(w) >= 3) for w in words)


def no_aside_event(clause: str, present: set[str], kills: bool, fought: bool = True) -> None:
    """Ask back a clause set aside that tells something happened or is so, which the answer would leave out (see
    the module docstring). `present`: the names of the situation's permanents and spells; `kills`: whether a spell,
    an ability or a block was told, which could have killed what the clause says is dead; `fought`: whether the
    situation has a combat (else a combat the clause tells of is one the answer would leave out: _COMBAT_TOLD)."""
    if (lead := _BELIEF.match(clause)) and (rest := clause[lead.end() :].strip()):
        if _TOLD_EVENT.match(rest):
            raise SituationError(
                f'"{clause}" tells what may have happened ("{rest}"): if it did, say it as a sentence of its own; '
                "else leave it out (a belief or a report isn't assumed either way; see /help ruling)"
            )
        try:
            no_aside_event(rest, present, kills, fought)
        except SituationError as exc:  # quoting the whole clause ("I think the giant is gone")
            raise SituationError(str(exc).replace(f'"{rest}"', f'"{clause}"', 1)) from None
    state = _GONE_STATE.search(clause)
    rip = _RIP.search(clause)
    if (
        (state and _permanent_word(state["what"], state["state"], present, kills))
        or (rip and _permanent_word(rip["what"], "dead", present, kills))
        or _GONE.search(clause)
        or _GONE_BEFORE.search(clause)
    ):
        raise SituationError(
            f'"{clause}" says a permanent left the battlefield, which the answer would leave out: say how, as a '
            'sentence ("Opponent casts Murder targeting Hill Giant"), or leave it out of the situation '
            "(see /help ruling)"
        )
    if not fought and _COMBAT_TOLD.search(clause):
        raise SituationError(
            f'"{clause}" tells of a combat the rest of the message doesn\'t: say which creatures attack and which '
            'block them, as sentences ("Hill Giant attacks Opponent. Opponent blocks it with two 3/3 creatures"; see '
            "/help ruling)"
        )
    if _STATE.search(clause):
        raise SituationError(
            f'"{clause}" says what a permanent has or is without saying how much or by what card: say its damage '
            'marked, its size or what is attached to it ("Hill Giant has 2 damage marked", "Bonesplitter is '
            'attached to Grizzly Bears"; see /help ruling)'
        )
    if _ANOTHER.search(clause):
        raise SituationError(
            f'"{clause}" tells one more spell or creature without naming it: name it and say what it does '
            '("Opponent casts Shock targeting Hill Giant"; see /help ruling)'
        )
    if _LOYALTY_OR_LIFE.search(clause):
        raise SituationError(
            f'"{clause}" changes a loyalty or a life total without saying how: say the ability or the life total '
            '("Jace Beleren has 5 loyalty", "Opponent is at 8 life"; see /help ruling)'
        )
    if _ASSIGNS.search(clause):
        raise SituationError(
            f'"{clause}": say how the attacker divides its damage, by amounts ("Colossal Dreadmaw assigns 1 to '
            'Typhoid Rats and 5 to me"; see /help ruling)'
        )
    if _COMBAT_PART.search(clause):
        raise SituationError(
            f'"{clause}" tells part of a combat without naming who: say which creatures attack and which block what, '
            'as sentences ("Grizzly Bears attacks Opponent. Wall of Stone blocks Hill Giant"; see /help ruling)'
        )
    if _ACTIVATED.search(clause):
        raise SituationError(
            f'"{clause}" uses an ability without saying which or how often: say each use as a sentence ("I activate '
            'Shivan Dragon", once for each time; see /help ruling)'
        )
    if _CARD_AS_VERB.search(clause):
        raise SituationError(
            f'"{clause}" uses a card as a verb without saying which card or what it does: name it ("Opponent casts '
            'Overrun"; see /help ruling)'
        )
    if _PURPOSE_FIRST.search(clause):
        raise SituationError(
            f'"{clause}" tells an action inside its purpose: say what is done as a sentence of its own ("I cast Giant '
            'Growth targeting Grizzly Bears"; see /help ruling)'
        )
