"""Choices Oracle text names, and what reads them (CR 607.2, 608.2d, 614.12).

- Instructions: "Choose a creature type." / "Choose a color." / "Choose a basic land
  type." / "Choose a creature type other than Wall." / "Choose a nonland card name."
  (`choose_value`, made as the spell or ability resolves, CR 608.2d);
  "<instruction about> creatures of the creature type / permanents of the color of your
  choice" (the same, said inside the instruction); "<object> gains your choice of
  flying, deathtouch, or lifelink" (a keyword chosen as it resolves).
- A permanent's "As this <permanent> enters, choose a color / a basic land type / an
  opponent / a player." (CR 614.12, 607.2d; "<objects> the chosen player controls",
  "... deals that much damage to the chosen player": `chosen_player_controls`,
  `chosen_player`; "choose a creature type" is `abilities._choose_type`'s): the compiler knows it
  from the card's text (`as_enters`, `Card.choices`), so the card's other abilities may
  read the choice: "{T}: Add one mana of the chosen color.", "This creature is the chosen color.",
  "This creature is the chosen type in addition to its other types.", "Enchanted land is
  the chosen type.", "... has protection from the chosen color" (`chosen_self_static`,
  `chosen_mana`).
- What reads a choice: descriptions ("creatures you control of the chosen type", "each
  permanent of that type", "creatures that aren't of the chosen type", "spells of the
  chosen color": `chosen_postmodifier`, an `ObjectFilter.chosen` mark) and keywords
  ("protection from the chosen color", "hexproof from that color"); "<player> reveals
  their hand and discards all cards of that color / with that name" (`reveal_discard`),
  "Search target player's graveyard, hand, and library for all cards with that name and
  exile them. Then that player shuffles." (`search_chosen_name`).
- Names (CR 201.2): "<verb> target X and all other Ys with the same name as that X"
  (`same_name`: the group instruction, about the objects with the target's name);
  "Search its controller's graveyard, hand, and library for all cards with the same name
  as that spell and exile them. Then that player shuffles." (`search_same_name`);
  "<objects> named <a card's name>" in a description (`named`, `ObjectFilter.name`);
- Colours (CR 105.2): "<verb> target creature and each other creature that shares a color
  with it" (radiance, `shares_color`: the group instruction, about the creatures with one
  of the target's colours);
  "A deck can have any number of cards named <this card>." (`deck_rule`: deck
  construction only, CR 100.2a).

The marks are bound to the chosen values by the engine (`tolaria.rules.choices`): an
instruction's as it runs, a permanent's abilities as its characteristics are computed.
A target can't depend on a choice made as its spell resolves (targets come first, CR
601.2c): such a target phrase is refused (`Parser.add_target`).
"""

from __future__ import annotations

import re
from dataclasses import replace
from typing import Any

from tolaria.cards.oracle.parser import Parser, construct
from tolaria.data.ir import (
    Condition,
    Effect,
    ObjectFilter,
    ReplacementSpec,
    StaticAbility,
    condition,
    effect,
    layer_effect,
)
from tolaria.data.vocabulary import (
    CHOSEN_COLOR,
    CHOSEN_PLAYER,
    CHOSEN_PLAYER_WORDS,
    COLORS,
    EVERY_OBJECT,
    GROUP_OPS,
    PLACEHOLDERS,
    VOTES,
)

C_CHOOSE = construct("choice.choose", "Choose a creature type. / Choose a color. — chosen as "
                     "the instruction happens (CR 608.2d, 205.3m, 105.1)")
C_CHOSEN = construct("choice.chosen_filter", "<objects> of the chosen type / of that type / "
                     "that aren't of the chosen type / of the chosen color (CR 608.2d)")
C_PROTECTION = construct("choice.chosen_protection", "... gain protection from the chosen "
                         "color (CR 702.16, 608.2d)")

C_SAME_NAME = construct("choice.same_name", "<verb> target X and all/each other Ys with the "
                        "same name as that X: one event for all of them (CR 201.2, 608.2c)")

C_SAME_NAME_CLUES = construct("choice.same_name_clues", "Exile target creature and all other "
                              "creatures its controller controls with the same name as that "
                              "creature. That player investigates for each nontoken creature "
                              "exiled this way. (CR 201.2, 701.16a, 608.2c)")
_CLUES = (".", "that", "player", "investigates", "for", "each", "nontoken", "creature",
          "exiled", "this", "way", ".")

C_AS_ENTERS = construct("choice.as_enters_color", "As this permanent enters, choose a color "
                        "[other than <color>] / a basic land type; its abilities read the "
                        "choice (CR 614.12, 607.2, 105.1)")
C_LOOK_THEN_NAME = construct("choice.as_enters_look_then_name", "As this permanent enters, "
                             "look at an opponent's hand, then choose any card name: only its "
                             "controller sees that hand; its abilities read the name (CR "
                             "614.12, 402.3, 607.2)")
C_AS_ENTERS_PLAYER = construct("choice.as_enters_player", "As this permanent enters, choose "
                               "an opponent / a player; its abilities read \"the chosen "
                               "player\" (CR 614.12, 607.2d)")
C_CHOSEN_PLAYER = construct("choice.chosen_player", "... deals that much damage to the chosen "
                            "player / If a source would deal damage to the chosen player or a "
                            "permanent they control, ... / Whenever the chosen player casts a "
                            "spell, ...: the player its permanent chose as it entered (CR "
                            "607.2d, 120.3, 614.1a, 601.2i)")
C_CHOSEN_ZONE = construct("choice.chosen_players", "the number of <cards> in the chosen "
                          "player's hand / graveyard; at the beginning of the chosen player's "
                          "upkeep: the player its permanent chose as it entered (CR 607.2d, "
                          "604.3, 503.1)")
C_PROTECTION_PLAYER = construct("choice.protection_from_chosen_player", "This creature has "
                                "protection from the chosen player.: from everything that "
                                "player controls (CR 702.16a-f, 607.2d)")
C_THEN_COUNTERS = construct("choice.enters_with_for_chosen", "As this creature enters, choose an "
                            "opponent. This creature enters with a <kind> counter on it for "
                            "each <permanent> that player controls. (CR 614.12, 614.1c, "
                            "607.2d)")
C_CHOSEN_CONTROLS = construct("choice.chosen_player_controls", "<objects> the chosen player "
                              "controls: the player its permanent chose as it entered (CR "
                              "607.2d, 109.4)")
C_SELF = construct("choice.self_static", "This creature is the chosen color / is the chosen "
                   "type in addition to its other types / has protection from the chosen "
                   "color (CR 607.2, 613.1d-f)")
C_SEARCH_NAME = construct("choice.search_same_name", "Search its controller's graveyard, hand, "
                          "and library for all / any number of cards with the same name as "
                          "that <object> and exile them. Then that player shuffles. (CR "
                          "701.19b, 201.2)")
C_NAMED = construct("choice.named", "<objects> named <a card's name> (CR 201.2)")
C_DECK = construct("choice.deck_rule", "A deck can have any number of / up to N / only one "
                   "card(s) named <this card>. (CR 100.2a: deck construction, no effect in a "
                   "game)")
C_REVEAL = construct("choice.reveal_discard", "<player> reveals their hand and discards all "
                     "<cards of that color / with that name> / and you choose a <card of that "
                     "color> from it. That player discards that card. (CR 701.16, 701.8)")
C_REVEAL_ALL = construct("choice.reveal_discard_all", "<player> reveals their hand and "
                         "discards all <cards> (nonland / Trap / colorless nonland / "
                         "multicolored ...): every matching card at once (CR 701.16a, 701.8a)")
C_KEYWORD = construct("choice.keyword", "<object> gains your choice of <keyword>, <keyword>, "
                      "or <keyword> [until end of turn] (CR 608.2d, 613.1f)")
C_PAY_LIFE = construct("choice.pay_life_or_tapped", "As this land enters, you may pay N life. "
                       "If you don't, it enters tapped. — its controller chooses as it "
                       "enters (CR 614.12, 614.1c, 119.4)")
C_REVEAL_LAND = construct("choice.reveal_or_tapped", "As this land enters, you may reveal a "
                          "<card> from your hand. If you don't, this land enters tapped. — "
                          "chosen as it enters (CR 614.12, 614.1c, 701.16)")
C_MANA = construct("choice.chosen_mana", "{T}: Add [{W} or] one / two mana of the chosen color. "
                   "(CR 106.1, 607.2)")

# "As this <permanent> enters, choose a color [other than white]." (also after "This land
# enters tapped.")
_AS_ENTERS = re.compile(r"(?:^|\n|\. )As (?:this [a-z]+|it|[^,\n.]+?) enters"
                        r"(?: the battlefield)?, (?:look at an opponent's hand, then choose "
                        r"any (?=card name)|choose an? )(color|creature type|basic land type|"
                        r"(?:nonland )?card name|opponent|player)"
                        r"(?: other than (?:white|blue|black|red|green))?\.")
_WHAT = {"type": "creature type", "color": "color"}
_NAMED_NOUNS = ("creature", "artifact", "enchantment", "permanent", "land", "planeswalker")


def as_enters(text: str, types: Any) -> tuple[str, ...]:
    """What the card chooses as it enters ("color", "creature type"), from its text: its
    other abilities may read "the chosen color" (CR 607.2). A land played is asked as it
    enters too (its stage "land", CR 305.1, 614.12)."""
    return tuple(dict.fromkeys(_PLAYER.get(what, what) for what in (
        m.group(1).removeprefix("nonland ") for m in _AS_ENTERS.finditer(text))))


_PLAYER = {"opponent": "player"}            # "choose an opponent": a player is chosen


def chosen_player(p: Parser) -> bool:
    """"the chosen player" (a recipient of damage, or of damage a replacement effect
    modifies), on a permanent that chooses a player as it enters (`CHOSEN_PLAYER`, bound by
    `tolaria.rules.choices`)."""
    if "player" not in p.card.choices or p.scope.kind == "spell" or not p.accept(
            "the", "chosen", "player"):
        return False
    p.mark(C_CHOSEN_PLAYER)
    return True


def chosen_players(p: Parser) -> bool:
    """"... cards in the chosen player's hand / graveyard", "At the beginning of the chosen
    player's upkeep", on a permanent that chooses a player as it enters (`CHOSEN_PLAYER`,
    bound by `tolaria.rules.choices`)."""
    if "player" not in p.card.choices or not p.accept("the", "chosen", "player", "'s"):
        return False
    p.mark(C_CHOSEN_ZONE)
    return True


def chosen_player_controls(p: Parser) -> bool:
    """"<objects> the chosen player controls", on a permanent that chooses a player as it
    enters (`CHOSEN_PLAYER`, bound by `tolaria.rules.choices`)."""
    if "player" not in p.card.choices or not p.accept("the", "chosen", "player", "controls"):
        return False
    p.mark(C_CHOSEN_CONTROLS)
    return True


def choose_color(p: Parser) -> StaticAbility:
    """"As this artifact enters, choose a color." / "... choose a basic land type." (CR
    614.12): the permanent remembers the choice (CR 607.2; `tolaria.rules.replacement`)."""
    from tolaria.cards.oracle.phrases import self_ref
    p.expect("as")
    if not (self_ref(p) or p.accept("it")):
        p.fail()
    p.expect("enters")
    p.accept("the", "battlefield")
    p.expect(",")
    if p.accept("look", "at", "an", "opponent", "'s", "hand", ",", "then", "choose", "any",
                "card", "name"):                                  # CR 614.12, 402.3
        if "card name" not in p.card.choices:
            p.fail()
        p.expect(".")
        p.mark(C_LOOK_THEN_NAME)
        return StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
            "enter", "look_hand_choose_card_name"))
    p.expect("choose")
    if p.accept("an", "opponent") or p.accept("a", "player"):      # CR 614.12, 607.2d
        what, op = "player", "choose_opponent" if p.keys[p.i - 1] == "opponent" else \
            "choose_player"
    elif not p.accept("a"):
        p.fail()
    elif p.accept("basic", "land", "type"):
        what, op = "basic land type", "choose_land_type"
    elif p.accept("card", "name"):
        what, op = "card name", "choose_card_name"
    elif p.accept("nonland", "card", "name"):                       # CR 201.3
        what, op = "card name", "choose_nonland_card_name"
    else:
        p.expect("color")
        what, op = "color", "choose_color"
    exclude: tuple[str, ...] = ()
    if what == "color" and p.accept("other", "than"):       # (the Thriving lands)
        if p.peek() not in COLORS:
            p.fail()
        exclude = (p.next().key,)
    if what not in p.card.choices:
        p.fail()
    p.expect(".")
    p.mark(C_AS_ENTERS_PLAYER if what == "player" else C_AS_ENTERS)
    choice = StaticAbility(kind="replacement", affects="self",
                           replacement=ReplacementSpec("enter", op, exclude=exclude))
    if what == "player" and not p.done:     # "... This creature enters with a -1/-1 counter
        return _then_enters_with(p, choice)  # on it for each creature that player controls."
    return choice


def _then_enters_with(p: Parser, choice: StaticAbility) -> list[StaticAbility]:
    """"As this creature enters, choose an opponent. This creature enters with <counters>
    for each <permanent> that player controls.": counted once the player is chosen (the
    choice is made first, CR 614.12, 616.1a; `tolaria.rules.replacement`)."""
    from tolaria.cards.oracle.quantities import self_static
    p.scope.chosen_that = True
    counters = self_static(p)
    spec = counters.replacement
    if spec is None or spec.op != "counters" or not isinstance(spec.amount, tuple) or \
            CHOSEN_PLAYER not in _controllers(spec.amount):
        p.fail()
    p.mark(C_THEN_COUNTERS)
    return [choice, counters]


def _controllers(value: Any) -> set[Any]:
    if isinstance(value, ObjectFilter):
        return {value.controller}
    if isinstance(value, tuple):
        return set().union(*(_controllers(v) for v in value)) if value else set()
    return set()


def pay_life_or_tapped(p: Parser) -> StaticAbility:
    """"As this land enters, you may pay 2 life. If you don't, it enters tapped." (the shock
    lands) / "... you may reveal an Elf card from your hand. If you don't, this land enters
    tapped." (the reveal lands, the snarls): a replacement effect whose choice its controller makes as it enters, paying life
    only if they can (CR 614.12, 614.1c, 119.4; `tolaria.rules.replacement`)."""
    from tolaria.cards.oracle.phrases import description, number, self_ref, status_in
    p.expect("as")
    if not (self_ref(p) or p.accept("it")):
        p.fail()
    p.expect("enters")
    p.accept("the", "battlefield")
    p.expect(",", "you", "may")
    if p.accept("reveal"):                   # "... reveal an Elf card from your hand."
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = description(p, cards=True)
        if plural or flt.spell or status_in(flt) or flt.controller is not None or flt.other:
            p.fail()
        p.expect("from", "your", "hand", ".")
        spec = ReplacementSpec("enter", "reveal", reveal=flt)
        mark = C_REVEAL_LAND
    else:
        p.expect("pay")
        spec = ReplacementSpec("enter", "pay_life", amount=number(p))
        p.expect("life", ".")
        mark = C_PAY_LIFE
    p.expect("if", "you", "don't", ",")
    if not (p.accept("it") or self_ref(p)):
        p.fail()
    p.expect("enters")
    p.accept("the", "battlefield")
    p.expect("tapped", ".")
    p.mark(mark)
    return StaticAbility(kind="replacement", affects="self", replacement=spec)


def chosen_mana(p: Parser) -> tuple[str, ...]:
    """"one / two mana of the chosen color" after "Add" (CR 106.1): bound to the permanent's
    choice (`tolaria.rules.choices.card_for`)."""
    if "color" not in p.card.choices:
        p.fail()
    n = 2 if p.accept("two") else 1
    if n == 1:
        p.expect("one")
    p.expect("mana", "of", "the", "chosen", "color")
    p.mark(C_MANA)
    return (CHOSEN_COLOR * n,)                     # as "WW" is two white mana


def _can_read(p: Parser, what: str) -> bool:
    """Can "the chosen <what>" be read here: after "Choose a <what>." in this ability, or
    on a permanent that chooses it as it enters?"""
    return what in p.scope.choices or what in p.card.choices


def choose_sentence(p: Parser) -> list[Effect]:
    """"Choose a creature type" / "Choose a color" (the sentence reader reads the ".")."""
    if p.scope.kind == "static":
        p.fail()
    if p.at("choose") and "name" in p.keys[p.i:p.i + 9]:
        return _card_name(p)
    p.expect("choose", "a")
    if p.accept("creature", "type"):
        what = "creature type"
    elif p.accept("basic", "land", "type"):
        what = "basic land type"
    else:
        p.expect("color")
        what = "color"
    exclude: tuple[str, ...] = ()
    if what == "creature type" and p.accept("other", "than", "wall"):
        exclude = ("Wall",)   # (Mistform Mutant)
    if not (p.at(".") or p.at(",", "then")):
        p.fail()
    if what in p.scope.choices or what in p.card.choices:
        p.fail()              # two choices of one kind: which one "the chosen" means is open
    p.scope.choices = p.scope.choices + (what,)
    p.mark(C_CHOOSE)
    if exclude:
        return [effect("choose_value", what=what, exclude=exclude)]
    return [effect("choose_value", what=what)]


def chosen_postmodifier(p: Parser, fields: dict[str, Any]) -> str | None:
    """After a noun: "of the chosen type", "of that type", "that aren't of the chosen type",
    "of the chosen color", "of that color"; the `ObjectFilter.chosen` test, or None."""
    if not (p.scope.choices or p.card.choices):
        return None
    start = p.i
    if "name" in p.scope.choices and p.accept("with", "the", "same", "name", "as", "that"):
        if p.peek() in _NAMED_NOUNS:
            p.i += 1
            return "name"
        p.i = start
        return None
    if _can_read(p, "card name") and (p.accept("with", "that", "name") or p.accept(
            "with", "the", "chosen", "name")):
        p.mark(C_CHOSEN)
        return "card name"
    negative = p.accept("that", "aren't")
    if p.accept("of", "the", "chosen") or p.accept("of", "that"):
        word = p.peek()
        if word in _WHAT and _can_read(p, _WHAT[word]):
            p.i += 1
            if word == "type" and (fields.get("subtypes") or fields.get("any_of")):
                p.fail()          # "Goblins of the chosen type": not a reading we know
            if word == "color" and fields.get("colors"):
                p.fail()
            p.mark(C_CHOSEN)
            return f"not {word}" if negative else word
    p.i = start
    return None


def chosen_protection(p: Parser) -> frozenset[str]:
    """"protection from the chosen color" / "hexproof from that color" (CR 702.16,
    702.11d): bound to the choice (`tolaria.rules.choices`)."""
    if not _can_read(p, "color"):
        p.fail()
    word = p.next().key
    if word not in ("protection", "hexproof"):
        p.fail()
    if not (p.accept("from", "the", "chosen", "color") or p.accept("from", "that", "color")):
        p.fail()
    p.mark(C_PROTECTION)
    return frozenset({f"{word} from the chosen color"})


def same_name(p: Parser) -> list[Effect]:
    """"Destroy target artifact and all other artifacts with the same name as that
    artifact", "Target creature and all other creatures with the same name as that
    creature get -3/-3 until end of turn", "<this> deals 4 damage to target creature and
    each other creature with the same name as that creature": the target, and every other
    object of the group with its name as the instruction happens (CR 201.2), all at once.

    The words without "target X and" are read as the group instruction ("destroy all
    other artifacts with the same name as that artifact"); its group is then the objects
    with the target's name, the target included."""
    from tolaria.cards.oracle import instructions, phrases
    start = p.i
    keys = p.keys
    end = keys.index(".", start) if "." in keys[start:] else p.n
    if "same" not in keys[start:end] or "target" not in keys[start:end]:
        p.fail()
    k = keys.index("target", start, end)
    p.i = k
    index = phrases.target(p)
    spec = p.scope.targets[index]
    if spec.players is not None or spec.objects is None or spec.objects.spell \
            or spec.objects.zone or p.peek() != "and" or p.peek(1) not in ("all", "each") \
            or p.peek(2) != "other":
        p.fail()
    tokens = p.tokens[start:k] + [p.tokens[p.i + 1]] + p.tokens[p.i + 3:end]   # no "other"
    sub = Parser(tokens, p.card, p.scope, p.line)
    saved_it, saved_choices = p.scope.it, p.scope.choices
    p.scope.it, p.scope.choices = index, saved_choices + ("name",)
    try:
        found = instructions.clause(sub)
    finally:
        p.scope.choices = saved_choices
    if not sub.done or len(found) != 1 or len(p.scope.targets) != index + 1:
        p.fail()
    bound, group = _marked(found[0])
    inner = bound.get("effect") if bound.op == "for_player" else bound  # "its controller
    if group is None or not _includes(group, spec.objects, index) or \
            inner.op not in GROUP_OPS or (           # controls" (Declaration in Stone)
            inner.op == "all_leave" and inner.get("to") not in ("hand", "exile")) or (
            inner.op == "damage_each" and inner.get("players")):
        p.fail()                             # the group didn't say "with the same name"
    p.used += sub.used
    p.i = end
    p.scope.it = saved_it if saved_it is not None else index
    p.mark(C_SAME_NAME)
    if bound.op == "for_player" and inner.op == "all_leave" and inner.get("to") == "exile" \
            and tuple(keys[end:end + len(_CLUES)]) == _CLUES:      # (Declaration in Stone)
        p.i = end + len(_CLUES) - 1
        p.mark(C_SAME_NAME_CLUES)
        from tolaria.cards.oracle.tokens import predefined_token
        return [effect("same_name", target=index, effect=bound,
                       clues=predefined_token("clue"))]
    return [effect("same_name", target=index, effect=bound)]


C_SHARES_COLOR = construct("choice.shares_color", "<verb> target creature / enchantment and "
                           "each other creature / enchantment that shares a color with it: "
                           "the target and every one with one of its colours as the "
                           "instruction happens, all at once; a colorless target alone (CR "
                           "105.2, 608.2h, 611.2c)")
_SHARES = ("that", "shares", "a", "color", "with", "it")
_UNTIL = ("until", "end", "of", "turn", ",")
_SHARING_NOUNS = {"creature": "Creature", "enchantment": "Enchantment"}


def shares_color(p: Parser) -> list[Effect]:
    """"Target creature and each other creature that shares a color with it get +1/+1
    until end of turn", "<this> deals 2 damage to target creature and each other creature
    that shares a color with it" (radiance, CR 207.2c): read as the group instruction about
    all of them ("all creatures get ...", "... to each creature"), narrowed as it happens
    to the ones sharing a colour with the target (`tolaria.rules.effects.choices`)."""
    from tolaria.cards.oracle import phrases
    start = p.i
    keys = p.keys
    end = keys.index(".", start) if "." in keys[start:] else p.n
    k = next((j for j in range(start, end) if keys[j] == "target"), None)
    noun = keys[k + 1] if k is not None and k + 1 < end else ""
    phrase = ("and", "each", "other", noun) + _SHARES
    if noun not in _SHARING_NOUNS or tuple(keys[k + 2:k + 2 + len(phrase)]) != phrase:
        p.fail()
    kind = ObjectFilter(types=frozenset({_SHARING_NOUNS[noun]}))
    p.i = k
    index = phrases.target(p)
    spec = p.scope.targets[index]
    if spec.players is not None or spec.objects != kind or p.i != k + 2:
        p.fail()
    subject = k == start or tuple(keys[start:k]) == _UNTIL
    rest = p.tokens[k + 2 + len(phrase):end]
    groups = [f"all {noun}s"] if subject else [f"each {noun}", f"all {noun}s"]
    step = next((found for group in groups if (found := p.attempt(
        _group_step, p.tokens[start:k], group, rest, kind)) is not None), None)
    if step is None or len(p.scope.targets) != index + 1:
        p.fail()
    p.i = end
    p.scope.it = index
    p.mark(C_SHARES_COLOR)
    return [effect("shares_color", target=index, effect=step)]


def _group_step(p: Parser, before: list[Any], group: str, rest: list[Any],
                kind: ObjectFilter) -> Effect:
    """The instruction with the radiance phrase replaced by `group` ("all creatures"): one
    group instruction about all of `kind`."""
    from tolaria.cards.oracle import instructions
    from tolaria.cards.oracle.lexer import tokenize
    sub = Parser(before + tokenize(group) + rest, p.card, p.scope, p.line)
    found = instructions.clause(sub)
    if not sub.done or len(found) != 1:
        p.fail()
    step = found[0]
    if step.op not in GROUP_OPS or step.get("filter") != kind or step.get("players"):
        p.fail()
    p.used += sub.used
    return step


def _marked(step: Effect) -> tuple[Effect, ObjectFilter | None]:
    """The instruction with its "same name" group's "other" dropped (the target is one of
    them: its name is the name), and that group."""
    params, group = [], None
    for key, value in step.params:
        if isinstance(value, ObjectFilter) and value.chosen == "name":
            value = group = replace(value, other=False)
        elif isinstance(value, Effect) and step.op == "for_player":   # "its controller
            value, group = _marked(value)                              # controls"
        params.append((key, value))
    return Effect(step.op, tuple(params)), group


def _includes(group: ObjectFilter, target: ObjectFilter, index: int) -> bool:
    """Is every object the target phrase allows in the group (the target is one of "all
    other ..." with its name)? Only card types and who controls it may be said; "its
    controller controls" is the target's controller (the target's index)."""
    plain = ObjectFilter(types=group.types, not_types=group.not_types,
                         controller=group.controller, chosen="name")
    if replace(group, other=False) != plain:
        return False
    if group.types and not (target.types and target.types <= group.types):
        return False
    return group.not_types <= target.not_types and group.controller in (
        None, target.controller, ("player", ("controller", index)))


def chosen_self_static(p: Parser) -> StaticAbility:
    """"This creature is the chosen color." (CR 105.3, 613.1e), "This creature is the
    chosen type in addition to its other types." (CR 205.1b, 613.1d), "This creature has
    protection from the chosen color." (CR 702.16, 613.1f): of a permanent that chose as
    it entered; bound to that choice (`tolaria.rules.choices.card_for`)."""
    from tolaria.cards.oracle.phrases import self_ref
    if not p.card.choices:
        p.fail()
    affects = "self"
    if p.accept("enchanted", "land", "is", "the", "chosen", "type", "."):
        if "basic land type" not in p.card.choices:       # "Enchanted land is the chosen
            p.fail()                                      # type." (CR 305.7)
        p.mark(C_SELF)
        subtypes = frozenset({PLACEHOLDERS["basic land type"]})
        return StaticAbility(kind="continuous", affects="enchanted", parts=(
            layer_effect("4", "set_land_subtypes", subtypes=subtypes),))
    if p.at("all", "cards", "that", "aren't", "on", "the", "battlefield"):
        return _everything_is_chosen_color(p)
    if p.at("all"):
        return _group_is_chosen_color(p)
    if p.at("creatures", "you", "control") or p.at("lands", "you", "control") or p.at(
            "each", "creature", "you", "control"):
        return _group_is_chosen_type(p)
    if not self_ref(p):
        p.fail()
    if p.accept("has", "protection", "from", "the", "chosen", "player"):
        if "player" not in p.card.choices:
            p.fail()
        p.mark(C_PROTECTION_PLAYER)                   # CR 702.16a, 607.2d
        part = layer_effect("6", "add_keywords",
                            keywords=frozenset({f"protection from {CHOSEN_PLAYER_WORDS}"}))
    elif p.accept("has"):
        part = layer_effect("6", "add_keywords", keywords=chosen_protection(p))
    elif p.accept("is", "the", "chosen", "color") and "color" in p.card.choices:
        part = layer_effect("5", "set_colors", colors=frozenset({CHOSEN_COLOR}))
    elif p.accept("is", "the", "chosen", "type", "in", "addition", "to", "its", "other",
                  "types") and "creature type" in p.card.choices:
        part = layer_effect("4", "add_subtypes",
                            subtypes=frozenset({PLACEHOLDERS["creature type"]}))
    else:
        p.fail()
    p.expect(".")
    p.mark(C_SELF)
    return StaticAbility(kind="continuous", affects=affects, parts=(part,))


_YOUR_CHOICE = {("of", "the", "creature", "type", "of", "your", "choice"): "creature type",
                ("of", "the", "color", "of", "your", "choice"): "color"}
_CHOICE_OF = ("your", "choice", "of")


def type_of_your_choice(p: Parser) -> list[Effect]:
    """"Destroy all creatures of the creature type of your choice.", "Creatures of the
    creature type of your choice get +X/+X until end of turn.": the type is chosen as the
    instruction happens (CR 608.2d), then the instruction is done to those creatures. Read
    as "Choose a creature type." and the instruction about "creatures of the chosen type"."""
    from tolaria.cards.oracle import instructions
    from tolaria.cards.oracle.lexer import tokenize
    start, keys = p.i, p.keys
    end = keys.index(".", start) if "." in keys[start:] else p.n
    found_at = [(j, words) for j in range(start, end) for words in _YOUR_CHOICE
                if tuple(keys[j:j + len(words)]) == words]
    if len(found_at) != 1:
        p.fail()
    k, words = found_at[0]
    what = _YOUR_CHOICE[words]
    if what in p.scope.choices or what in p.card.choices:
        p.fail()
    chosen = "of the chosen type" if what == "creature type" else "of the chosen color"
    tokens = p.tokens[start:k] + tokenize(chosen)[:4] + p.tokens[k + len(words):end]
    saved = p.scope.choices
    p.scope.choices = saved + (what,)
    sub = Parser(tokens, p.card, p.scope, p.line)
    try:
        found = instructions.clause(sub)
    except Exception:
        p.scope.choices = saved
        raise
    if not sub.done:
        p.scope.choices = saved
        p.fail()
    p.used += sub.used
    p.i = end
    p.mark(C_CHOOSE)
    return [effect("choose_value", what=what)] + found


def keyword_choice(p: Parser) -> list[Effect]:
    """"<object> gains your choice of flying, deathtouch, or lifelink until end of turn":
    the keyword is chosen as the instruction happens (CR 608.2d), then granted. Read as
    the choice and the instruction with "the chosen keyword" in its place."""
    from tolaria.cards.oracle import instructions
    from tolaria.cards.oracle.lexer import tokenize
    start, keys = p.i, p.keys
    end = keys.index(".", start) if "." in keys[start:] else p.n
    k = next((j for j in range(start, end) if tuple(keys[j:j + 3]) == _CHOICE_OF), None)
    if k is None or "keyword" in p.scope.choices or k == start:
        p.fail()
    p.i = k + 3
    options = [instructions.keyword_name(p)]
    while p.accept(",", "or") or p.accept("or") or p.accept(","):
        options.append(instructions.keyword_name(p))
    if len(options) < 2 or any(len(o) != 1 for o in options):
        p.fail()
    tokens = p.tokens[start:k] + tokenize(PLACEHOLDERS["keyword"])[:3] + p.tokens[p.i:end]
    saved = p.scope.choices
    p.scope.choices = saved + ("keyword",)
    sub = Parser(tokens, p.card, p.scope, p.line)
    try:
        found = instructions.clause(sub)
        if not sub.done:
            sub.fail()
    except Exception:
        p.scope.choices = saved
        raise
    p.used += sub.used
    p.i = end
    p.mark(C_KEYWORD)
    named = tuple(next(iter(o)) for o in options)
    return [effect("choose_value", what="keyword", options=named)] + found


def chosen_keyword(p: Parser) -> frozenset[str]:
    """"the chosen keyword": what `keyword_choice` put in place of "your choice of ..."."""
    if "keyword" not in p.scope.choices:
        p.fail()
    p.expect("the", "chosen", "keyword")
    return frozenset({PLACEHOLDERS["keyword"]})


_NAMED_AS = ("creature", "artifact", "enchantment", "permanent", "land", "planeswalker", "spell")


def search_same_name(p: Parser) -> list[Effect]:
    """"Search its controller's graveyard, hand, and library for all cards with the same
    name as that spell and exile them. Then that player shuffles." (Counterbore, Quash,
    Eradicate): the target's name as it last existed (CR 608.2h); the cards in the
    graveyard are all found, those in the hand and library as the searcher chooses (CR
    701.19b)."""
    it = p.scope.it
    if not isinstance(it, int) or p.scope.targets[it].objects is None:
        p.fail()
    p.expect("search", "its")
    owner = p.accept("owner")                    # a card in a graveyard: its owner's
    if not owner:
        p.expect("controller")
    p.expect("'s", "graveyard", ",", "hand", ",", "and", "library", "for")
    if not p.accept("all"):
        p.expect("any", "number", "of")
    p.expect("cards", "with", "the", "same", "name", "as", "that")
    if p.next().key not in _NAMED_AS + ("card",):
        p.fail()
    p.expect("and", "exile", "them", ".", "then", "that", "player", "shuffles")
    if not p.at("."):
        p.fail()
    p.mark(C_SEARCH_NAME)
    if owner:
        return [effect("exile_same_name", target=it, owner=True)]
    return [effect("exile_same_name", target=it)]


_NAMES: list[frozenset[str]] = []


def named(p: Parser) -> str | None:
    """"named Festering Newt", "named SELF" after a noun: a real card's name, the
    longest one the words make (CR 201.2); None (nothing read) if there is none."""
    start = p.i
    if not p.accept("named"):
        return None
    if p.accept("SELF"):
        p.mark(C_NAMED)
        return p.card.name
    if not _NAMES:
        from tolaria.cards.database import CardDatabase
        _NAMES.append(frozenset(CardDatabase.bundled().names()))
    for end in range(min(p.n, p.i + 8), p.i, -1):
        if p.keys[end - 1] in (",", "."):
            continue
        text = p.text_from(p.i, end)
        if text in _NAMES[0] or _created_legend(p, end):
            p.i = end
            p.mark(C_NAMED)
            return text
    p.i = start
    return None


def _created_legend(p: Parser, end: int) -> bool:
    """Is the name from `p.i` to `end` the one of a legendary token this ability creates
    ("If you don't control a creature named Mowu, create Mowu, a legendary 3/3 ... token",
    CR 111.4, 201.2)?"""
    words = p.keys[p.i:end]
    return any(p.keys[j] == "create" and p.keys[j + 1:j + 1 + len(words)] == words and
               p.keys[j + 1 + len(words):j + 4 + len(words)] == [",", "a", "legendary"]
               for j in range(end, p.n))


def deck_rule(p: Parser) -> StaticAbility:
    """"A deck can have any number of cards named Rat Colony." (CR 100.2a): a rule of deck
    construction, which the engine doesn't limit; nothing happens in a game."""
    from tolaria.cards.oracle.phrases import number
    p.expect("a", "deck", "can", "have")
    if p.accept("any", "number", "of"):
        n = 0
    elif p.accept("only", "one"):
        n = 1
    else:
        p.expect("up", "to")
        n = number(p)
    if not (p.accept("cards") or (n == 1 and p.accept("card"))):
        p.fail()
    p.expect("named", "SELF", ".")
    p.mark(C_DECK)
    return StaticAbility(kind="deck_rule", amount=n)


def _card_name(p: Parser) -> list[Effect]:
    """"Choose a nonland card name." / "Choose a creature card name." (CR 201.3): the name
    of a card, of the kind said, chosen as it resolves (CR 608.2d)."""
    from tolaria.cards.oracle.phrases import description
    p.expect("choose")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    if p.accept("card"):
        flt = ObjectFilter()
    else:
        flt, plural = description(p, cards=True)
        if plural or flt != ObjectFilter(types=flt.types, not_types=flt.not_types):
            p.fail()                  # only card types are read (`effects.choices.card_names`)
    p.expect("name")
    if not (p.at(".") or p.at(",", "then")) or "card name" in p.scope.choices or (
            "card name" in p.card.choices):
        p.fail()
    p.scope.choices = p.scope.choices + ("card name",)
    p.mark(C_CHOOSE)
    return [effect("choose_value", what="card name", filter=flt)]


def search_chosen_name(p: Parser) -> list[Effect]:
    """"Search target player's graveyard, hand, and library for all / any number of cards
    with that name and exile them. Then that player shuffles." (after "Choose a card
    name."; CR 701.19b)."""
    from tolaria.cards.oracle.phrases import target
    if "card name" not in p.scope.choices:
        p.fail()
    p.expect("search")
    index = target(p)
    spec = p.scope.targets[index]
    if spec.players is None or spec.objects is not None:
        p.fail()
    p.expect("'s", "graveyard", ",", "hand", ",", "and", "library", "for")
    limit = 0
    if p.accept("up", "to"):
        from tolaria.cards.oracle.phrases import number
        limit = number(p)                  # "up to four": any of them, in any zone
    elif not p.accept("all"):
        p.expect("any", "number", "of")
    p.expect("cards", "with")
    if not (p.accept("that", "name") or p.accept("the", "chosen", "name")):
        p.fail()
    p.expect("and", "exile", "them", ".")
    draws = False
    if not p.accept("then", "that", "player", "shuffles"):
        p.expect("that", "player", "shuffles", ",", "then", "draws", "a", "card", "for",
                 "each", "card", "exiled", "from", "their", "hand", "this", "way")
        draws = True                       # (Lost Legacy, Unmoored Ego)
    if not p.at("."):
        p.fail()
    p.mark(C_SEARCH_NAME)
    extra = {"limit": limit} if limit else {}
    if draws:
        extra["draws"] = True
    return [effect("exile_same_name", player=index, **extra)]


def reveal_discard(p: Parser) -> list[Effect]:
    """After a choice: "Target player reveals their hand and discards all cards of that
    color." / "... and you choose a card of that color from it. That player discards that
    card." (CR 701.16a, 701.8)."""
    from tolaria.cards.oracle.phrases import description, player_ref, singular_player
    who = player_ref(p)
    if not singular_player(who):
        p.fail()
    p.expect("reveals", "their", "hand", "and")
    if p.accept("discards", "all"):
        flt, plural = description(p, cards=True)
        if not plural or flt.controller is not None or flt.other or flt.zone or not (
                flt.chosen and p.scope.choices or not flt.chosen and p.at(".")):
            p.fail()
        p.mark(C_REVEAL if flt.chosen else C_REVEAL_ALL)
        return [effect("discard_all", who=who, filter=flt)]
    if not p.scope.choices:
        p.fail()
    p.expect("you", "choose")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p, cards=True)
    if plural or not flt.chosen or flt.controller is not None or flt.other:
        p.fail()
    p.expect("from", "it", ".", "that", "player", "discards", "that", "card")
    p.mark(C_REVEAL)
    return [effect("reveal_discard", who=who, filter=flt)]


def _group_is_chosen_color(p: Parser) -> StaticAbility:
    """"All nonland permanents are the chosen color." (CR 105.3, 613.1e)."""
    from tolaria.cards.oracle.phrases import permanent_description, status_in
    p.expect("all")
    flt, plural = permanent_description(p)
    if not plural or status_in(flt) or flt.chosen or flt.controller is not None:
        p.fail()
    p.expect("are", "the", "chosen", "color", ".")
    if "color" not in p.card.choices:
        p.fail()
    p.mark(C_SELF)
    return StaticAbility(kind="continuous", affects="all", filter=flt, parts=(
        layer_effect("5", "set_colors", colors=frozenset({CHOSEN_COLOR})),))


C_GROUP_TYPE = construct("choice.group_is_chosen_type", "Creatures / Lands you control are "
                         "the chosen type [in addition to their other types]; Each creature "
                         "you control is the chosen type in addition to its other types.: "
                         "added, or its creature types set, in layer 4 (CR 205.1a-b, 305.7, "
                         "613.1d)")


def _group_is_chosen_type(p: Parser) -> StaticAbility:
    """Xenograft, Arcane Adaptation, Conspiracy (its creature types replaced), Realmwright
    (a basic land type: its mana ability too, CR 305.7)."""
    each = p.accept("each")
    noun = p.next().key
    p.expect("you", "control")
    p.expect("is" if each else "are", "the", "chosen", "type")
    choice = "creature type" if noun.startswith("creature") else "basic land type"
    if choice not in p.card.choices:
        p.fail()
    subtypes = frozenset({PLACEHOLDERS[choice]})
    if p.accept("in", "addition", "to", "its" if each else "their", "other", "types"):
        part = layer_effect("4", "add_subtypes", subtypes=subtypes)
    elif choice == "creature type" and not each:
        part = layer_effect("4", "set_creature_subtypes", subtypes=subtypes)
    else:
        p.fail()
    p.expect(".")
    p.mark(C_GROUP_TYPE)
    return StaticAbility(kind="continuous", affects="yours", filter=ObjectFilter(
        types=frozenset({"Creature" if choice == "creature type" else "Land"})), parts=(part,))


C_EVERYTHING = construct("choice.everything_chosen_color", "All cards that aren't on the "
                         "battlefield, spells, and permanents are the chosen color in addition "
                         "to their other colors. (CR 105.3, 611.3a, 613.1e: in every zone)")


def _everything_is_chosen_color(p: Parser) -> StaticAbility:
    """Painter's Servant: every card, spell and permanent (`EVERY_OBJECT`) gains the chosen
    color (CR 105.3, 613.1e)."""
    p.expect("all", "cards", "that", "aren't", "on", "the", "battlefield", ",", "spells",
             ",", "and", "permanents", "are", "the", "chosen", "color", "in", "addition", "to",
             "their", "other", "colors", ".")
    if "color" not in p.card.choices:
        p.fail()
    p.mark(C_EVERYTHING)
    return StaticAbility(kind="continuous", affects=EVERY_OBJECT, parts=(
        layer_effect("5", "add_colors", colors=frozenset({CHOSEN_COLOR})),))


C_VOTE = construct("choice.vote_exile", "Starting with you, each player votes for a <permanent>. "
                   "Exile each permanent with the most votes or tied for most votes. (CR "
                   "701.32a: in turn order, not targeted)")


C_VOTE_WORDS = construct("choice.vote_words", "Starting with you, each player votes for <word> "
                         "or <word>. ... If <word> gets more votes [or the vote is tied], ... / "
                         "for each <word> vote: in turn order from you, each chooses one; the "
                         "votes counted as the later instructions happen (CR 701.32a-b)")


def vote_words(p: Parser) -> list[Effect]:
    """"Starting with you, each player votes for death or torture." (Tyrant's Choice): two
    words with no rules meaning (CR 701.32b); the sentences after it read them
    (`Scope.vote_words`)."""
    p.expect("starting", "with", "you", ",", "each", "player", "votes", "for")
    if p.scope.kind not in ("spell", "triggered"):
        p.fail()
    words = []
    for end in ("or", "."):
        start = p.i
        while p.token() is not None and p.token().kind == "word" and not p.at(end):
            p.i += 1
        if p.i == start or p.i - start > 3:
            p.fail()
        words.append(" ".join(p.keys[start:p.i]))
        if end == "or":
            p.expect("or")
    if not p.at(".") or words[0] == words[1]:
        p.fail()
    p.scope.vote_words = tuple(words)
    p.mark(C_VOTE_WORDS)
    return [effect("vote_words", words=tuple(words))]


def vote_won(p: Parser) -> Condition:
    """"death gets more votes" / "torture gets more votes or the vote is tied": more votes
    than the other word (or as many); counted as the instruction would happen."""
    words = p.scope.vote_words
    start = p.i
    while p.token() is not None and not p.at("gets"):
        p.i += 1
    word = " ".join(p.keys[start:p.i])
    if word not in words:
        p.fail()
    other = words[1 - words.index(word)]
    p.expect("gets", "more", "votes")
    tied = p.accept("or", "the", "vote", "is", "tied")
    p.mark(C_VOTE_WORDS)
    right = (VOTES, other) if tied else ("plus", 1, (VOTES, other))
    return condition("compared", left=(VOTES, word), compare=">=", right=right)


def vote_count(p: Parser, plural: bool) -> tuple[Any, ...]:
    """"for each death vote": the votes that word got (CR 701.32a)."""
    words = p.scope.vote_words
    if plural or not words:
        p.fail()
    start = p.i
    while p.token() is not None and not p.at("vote"):
        p.i += 1
    word = " ".join(p.keys[start:p.i])
    if word not in words:
        p.fail()
    p.expect("vote")
    p.mark(C_VOTE_WORDS)
    return (VOTES, word)


def vote_exile(p: Parser) -> list[Effect]:
    """Council's Judgment: "Starting with you, each player votes for a nonland permanent you
    don't control. Exile each permanent with the most votes or tied for most votes." (the
    last period is the caller's)."""
    from tolaria.cards.oracle.phrases import permanent_description, status_in
    p.expect("starting", "with", "you", ",", "each", "player", "votes", "for")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or status_in(flt) or flt.other or flt.spell:
        p.fail()
    p.expect(".", "exile", "each", "permanent", "with", "the", "most", "votes", "or", "tied",
             "for", "most", "votes")
    p.mark(C_VOTE)
    return [effect("vote_exile", filter=flt)]
