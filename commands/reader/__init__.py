"""The reader for questions as players type them (issue #16).

Text flows one way: normalise (formatting, chat words) → entities (card names from the card index, names used
as verbs, counts and plurals, generic creatures, players) → clauses (sentences, then/and/in response) → frames
(each clause becomes one sentence of the controlled language commands/situation.py reads) → scenario. What a
clause carries that no frame reads is either commentary (listed under "I read this as") or refused, quoted.
"""
