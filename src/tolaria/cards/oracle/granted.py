"""Granted abilities: "has "{T}: This creature deals 1 damage to any target."" (CR 113.1,
613.1f).

A static ability or effect may give an object an ability written in quotation marks.
The quoted text is read by the same line readers as a printed ability (activated,
mana, triggered), for an object that is "this creature": the object that has the ability
(CR 113.6, 201.5). The grant is a layer-6 "add_abilities" effect. The name of the card
granting the ability, inside the quotes, names that card, not the object: a gap.

Also here: tokens created with a quoted ability ("It has "Sacrifice this token: Add
{C}.""), effects granting one until end of turn, and "loses <keyword>" (CR 111.4, 613.1f).
"""

from __future__ import annotations

from typing import Any

from tolaria.cards.oracle.lexer import Token
from tolaria.cards.oracle.parser import Card, NoParse, Parser, Scope, construct
from tolaria.data.ir import LayerEffect, layer_effect
from tolaria.data.vocabulary import BAND_QUALITIES, BANDS_NAMED, BANDS_WITH_OTHER

C_GRANTED = construct("static.granted", "<object/group> has/have \"<activated, mana or "
                      "triggered ability>\": the quoted ability is added in layer 6 "
                      "(CR 113.1, 613.1f)")


C_BANDS_WITH_OTHER = construct(
    "keyword.bands_with_other", "\"bands with other legendary creatures\" / \"bands with "
    "other creatures named NAME\" granted in quotation marks: it may attack in a band with "
    "any creatures of that quality, and two such creatures in combat with a creature have "
    "their controller divide its combat damage (CR 702.22c, 702.22j-k)")


def quoted_grant(p: Parser) -> LayerEffect:
    """'"<ability>"' after has/have: the layer-6 effect adding it."""
    keyword = bands_with_other(p)
    if keyword is not None:
        return layer_effect("6", "add_keywords", keywords=frozenset({keyword}))
    return layer_effect("6", "add_abilities", abilities=quoted_abilities(p))


def bands_with_other(p: Parser) -> str | None:
    """'"bands with other legendary creatures."', '"bands with other creatures named Wolves
    of the Hunt."': the keyword (CR 702.22c), or None if the quotation isn't one."""
    if not p.at('"', "bands", "with", "other"):
        return None
    start = p.i + 4
    end = start
    while end < p.n and p.keys[end] != '"':
        end += 1
    if end >= p.n or end < start + 2 or p.keys[end - 1] != ".":
        p.fail()
    quality = " ".join(p.keys[start:end - 1])
    if quality.startswith(BANDS_NAMED) and end - 1 > start + 2:
        quality = BANDS_NAMED + p.text_from(start + 2, end - 1)
    elif quality not in BAND_QUALITIES:
        p.fail()
    p.i = end + 1
    p.mark(C_BANDS_WITH_OTHER)
    return BANDS_WITH_OTHER + quality


def quoted_abilities(p: Parser) -> tuple[Any, ...]:
    """The abilities of quoted ability texts ("{T}: ...", "Whenever this creature
    attacks, ..."), one or two joined by "and"; consumes the quotation marks."""
    found = _one_quoted(p)
    if p.accept("and", '"'):                  # 'has "{T}: ..." and "{1}: ..."'
        p.i -= 1
        found += _one_quoted(p)
    return found


C_GRANTED_IN_LIST = construct("static.granted_in_list", "gets +N/+N, has \"<ability>,\" and "
                              "is a <type>: a quoted ability in a list, the list's comma "
                              "inside the quotes (CR 113.1, 613.1f)")


def _one_quoted(p: Parser) -> tuple[Any, ...]:
    p.expect('"')
    start = p.i
    end = start
    while end < p.n and p.keys[end] != '"':
        end += 1
    if end >= p.n or end == start:
        p.fail()
    inner = nested_quotes(p.tokens[start:end])
    if inner[-1].key == "," and len(inner) > 1 and end + 1 < p.n and p.keys[end + 1] == "and":
        inner = inner[:-1]          # '"..., you gain 1 life," and is a Cleric': the comma
        p.mark(C_GRANTED_IN_LIST)
    text = _text(p, inner)          # is the outer list's, the ability ends before it
    if inner[-1].key != "." and end + 1 < p.n and p.keys[end + 1] != ".":
        last = inner[-1]            # '"{T}: ... any target" and "..."', '"{T}: Add {G}" until
        inner = inner + [Token("punct", ".", ".", last.pos)]  # ...': the ability ends there
    if any(t.kind == "self" for t in inner):
        p.fail()                  # the granting card's name: not "this creature" (a gap)
    found = _read(inner, p, text)
    p.i = end + 1
    p.mark(C_GRANTED)
    return found


def nested_quotes(tokens: list[Token]) -> list[Token]:
    """An ability quoted inside quotes is in single quotes (an emblem's "Mountains you
    control have '{T}: ...'", Urza's Saga's "{2}, {T}: Create a ... token with 'This token
    gets +1/+1 ...'"): read as double quotes.
    An opening mark follows a space and touches the next word; a closing one touches the
    period before it (an apostrophe, "opponents' graveyards", does neither).
    A quote ending without a period ("'{T}: Add {G}{G}' and '...'") closes at the mark
    touching its last word and followed by "and" or the end of the text."""
    out: list[Token] = []
    opened = False
    for i, tok in enumerate(tokens):
        if tok.kind == "punct" and tok.key == "'" and i > 0 and (
                i + 1 < len(tokens) and _touching(tok, tokens[i + 1])
                and not _touching(tokens[i - 1], tok)
                or tokens[i - 1].key == "." and _touching(tokens[i - 1], tok)
                or opened and _touching(tokens[i - 1], tok) and (
                    i + 1 == len(tokens) or tokens[i + 1].key == "and")):
            opened = not opened
            tok = Token("punct", '"', tok.text, tok.pos)
        out.append(tok)
    return out


def _touching(left: Token, right: Token) -> bool:
    return left.pos + len(left.text) == right.pos


def _text(outer: Parser, tokens: list[Any]) -> str:
    if not outer.line:
        return " ".join(t.text for t in tokens)
    return outer.line[tokens[0].pos:tokens[-1].pos + len(tokens[-1].text)]


def _read(tokens: list[Any], outer: Parser, text: str) -> tuple[Any, ...]:
    from tolaria.cards.oracle import abilities
    first = tokens[0].key
    card = Card(name="", types=frozenset(), subtypes=frozenset())
    if first in ("when", "whenever", "at"):
        kind, reader = "triggered", abilities.triggered_line
    elif any(t.key == ":" for t in tokens):
        kind, reader = "activated", abilities.activated_line
    elif [t.key for t in tokens[:2]] == ["ward", "—"]:
        kind, reader = "triggered", abilities.keyword_line    # "Ward—Pay 2 life." (702.21a)
    elif [t.key for t in tokens[:2]] == ["equipped", "creature"]:
        kind, reader = "static", abilities.static_line        # an Equipment's (CR 301.5)
    elif first == "if" or [t.key for t in tokens[:3]] in (["you", "may", "have"],
                                                          ["you", "can't", "lose"]) or [
            t.key for t in tokens[:6]] == ["this", "creature", "can", "attack", "as", "though"]:
        kind, reader = "static", abilities.static_line  # "If this creature would die, exile it
    else:                   # instead." (CR 614.1a), "You may have this creature assign ..."
        outer.fail()
    q = Parser(list(tokens), card, Scope(kind), outer.line)
    try:
        lines = reader(q, text)
        q.end()
    except NoParse:
        outer.fail()
    lines = lines if isinstance(lines, list) else [lines]
    if any(line.kind not in ("activated", "mana", "triggered") and not (
            line.kind == "static" and line.value.kind == "replacement") and not (
            line.kind == "static" and _own_damage_rule(line.value)) and not (
            line.kind == "static" and line.value.kind == "cant_lose") and not (
            _equipped_static(line.value)) for line in lines):
        outer.fail()                          # a granted replacement: after the layers
    if any(line.kind == "static" and _equipped_static(line.value) for line in lines):
        outer.mark(C_GRANTED_EQUIPPED)
    outer.used.extend(q.used)
    return tuple(line.value for line in lines)


# A granted "You can't lose the game and your opponents can't win the game." (Cloudsteel
# Kirin): its "you" is the controller of the permanent that has it, read after the layers
# (`tolaria.rules.sba.cant_lose`, CR 104.3b, 101.2).


C_GRANTED_EQUIPPED = construct("static.granted_equipped", "<permanent> has \"Equipped "
                               "creature gets +N/+N / has <keywords>.\": a static ability "
                               "granted in layer 6 whose own effects then apply to the "
                               "creature it equips (CR 301.5, 613.1f, 613.8)")


def _equipped_static(ability: Any) -> bool:
    """"Equipped creature gets +1/+1 and has trample." granted (Rune of Might): an
    Equipment's continuous effect on the creature it equips (CR 301.5), applied after the
    effect granting it (`tolaria.rules.layers._apply_granted_grants`, CR 613.8)."""
    return ability.kind == "continuous" and ability.affects == "equipped" and all(
        part.layer in ("6", "7c") and part.op in ("add_keywords", "add_pt")
        for part in ability.parts)


def _own_damage_rule(ability: Any) -> bool:
    """"You may have this creature assign its combat damage as though it weren't blocked." /
    "This creature can attack as though it didn't have defender." granted: a rule about the
    creature that has it (CR 510.1c, 702.3b), read where the engine reads its restrictions
    (`Characteristics.restrictions`, after layer 6)."""
    from tolaria.data.vocabulary import AS_THOUGH_UNBLOCKED, DESPITE_DEFENDER
    return ability.kind == "restrict" and ability.affects == "self" and \
        ability.restrictions in (frozenset({AS_THOUGH_UNBLOCKED}), frozenset({DESPITE_DEFENDER}))


C_TOKEN = construct("effect.token_abilities", "create ... tokens. It has / They have "
                    "\"<ability>\": the tokens are created with it (CR 111.4, 113.1)")


def token_abilities(p: Parser, before: list[Any]) -> list[Any]:
    """"It has "Sacrifice this token: Add {C}."" after "Create a ... token.": the
    created tokens have the quoted abilities (CR 111.4)."""
    from dataclasses import replace

    from tolaria.data.ir import ActivatedAbility, TriggeredAbility, effect, token_def
    last = before[-1] if before else None
    if last is None or last.op != "create_tokens" or last.get("spec") is None:
        p.fail()
    if not all(isinstance(dict(last.get("spec"))[k], int) for k in ("power", "toughness")):
        p.fail()                          # an X/X token: its size is counted as it resolves
    count = last.get("count")
    if not (p.accept("it", "has") if count == 1 else p.accept("they", "have")):
        p.fail()
    start = p.i
    card = token_def(dict(last.get("spec")))
    keyword = bands_with_other(p)                                      # CR 702.22c
    if keyword is not None:
        card = replace(card, keywords=card.keywords | {keyword},
                       text=p.text_from(start + 1, p.i - 1))
        p.mark(C_TOKEN)
        return before[:-1] + [effect("create_tokens", count=count, card=card)]
    abilities = quoted_abilities(p)
    card = replace(
        card, text=p.text_from(start + 1, p.i - 1),
        activated=tuple(a for a in abilities if isinstance(a, ActivatedAbility)),
        triggered=tuple(a for a in abilities if isinstance(a, TriggeredAbility)))
    p.mark(C_TOKEN)
    return before[:-1] + [effect("create_tokens", count=count, card=card)]


C_LOSES = construct("effect.loses_keywords", "<object> loses <keywords> [and gains "
                    "<keywords>] until end of turn (CR 613.1f)")
# Keywords that are only a name on the object: losing one removes all it does (CR 702.1).
LOSABLE = frozenset({"flying", "reach", "first strike", "double strike", "trample",
                      "deathtouch", "lifelink", "vigilance", "haste", "defender", "menace",
                      "hexproof", "shroud", "indestructible", "forestwalk", "islandwalk",
                      "swampwalk", "mountainwalk", "plainswalk", "infect", "wither"})


def losable(keywords: frozenset[str]) -> bool:
    """Can an effect take these keywords away as the engine plays it (CR 613.1f)?"""
    return bool(keywords) and keywords <= LOSABLE


def keyword_loss(p: Parser, subject: Any) -> list[Any]:
    """"loses flying until end of turn" after its subject."""
    from tolaria.cards.oracle.instructions import keyword_list
    from tolaria.cards.oracle.phrases import duration
    from tolaria.cards.oracle.quantities import prefixed_until
    from tolaria.data.ir import effect
    p.expect("loses")
    lost = keyword_list(p)
    if not lost <= LOSABLE:
        p.fail()
    parts = [layer_effect("6", "remove_keywords", keywords=lost)]
    if p.accept("and", "gains"):
        parts.append(layer_effect("6", "add_keywords", keywords=keyword_list(p)))
    if (duration(p) or prefixed_until(p)) != "end of turn":   # or "Until end of turn, ..."
        p.fail()
    p.mark(C_LOSES)
    return [effect("continuous", parts=tuple(parts), target=subject, until="end of turn")]


C_GROUP_LOSES = construct("effect.group_loses", "<group> lose <keywords> until end of turn "
                          "(\"Permanents your opponents control lose hexproof and "
                          "indestructible until end of turn\"; CR 613.1f, 611.2c, 702.11e)")


def group_keyword_loss(p: Parser, flt: Any, one: bool) -> list[Any]:
    """"Permanents your opponents control lose hexproof and indestructible until end of
    turn." (Shadowspear): the permanents there as it resolves (CR 611.2c) lose them."""
    from tolaria.cards.oracle.instructions import keyword_list
    from tolaria.cards.oracle.phrases import duration
    from tolaria.data.ir import effect
    p.expect("loses" if one else "lose")
    lost = keyword_list(p)
    if not lost <= LOSABLE or duration(p) != "end of turn":
        p.fail()
    p.mark(C_GROUP_LOSES)
    return [effect("continuous_all", parts=(layer_effect("6", "remove_keywords", keywords=lost),),
                   filter=flt, until="end of turn")]


C_UNTIL_CANT_HAVE = construct("effect.group_cant_have", "Until end of turn, <group> lose "
                              "<keywords> and can't have <keywords>.: those there as it "
                              "resolves; no other effect gives them back this turn (CR "
                              "613.1f, 611.2c, 101.2)")


def until_group_loses(p: Parser) -> list[Any]:
    """"Until end of turn, creatures your opponents control lose hexproof and shroud and
    can't have hexproof or shroud." (Arcane Lighthouse): the permanents there as it resolves
    (CR 611.2c) lose them, applied after every other effect of layer 6 (CR 101.2)."""
    from tolaria.cards.oracle.instructions import group, keyword_list, keyword_name
    from tolaria.data.ir import effect
    p.expect("until", "end", "of", "turn", ",")
    flt = group(p)
    p.expect("lose")
    lost = keyword_list(p)
    p.expect("and", "can't", "have")
    kept_out = keyword_name(p)
    while p.accept("or"):
        kept_out |= keyword_name(p)
    if not lost <= LOSABLE or kept_out != lost:
        p.fail()
    p.mark(C_UNTIL_CANT_HAVE)
    return [effect("continuous_all", parts=(layer_effect(
        "6", "remove_keywords", keywords=lost, cant_have=True),), filter=flt,
        until="end of turn")]


C_GAINS = construct("effect.gains_quoted", "<object or group> gains \"<ability>\" until end "
                    "of turn / Until end of turn, <object or group> [gets +N/+N and] gains "
                    "\"<ability>\" or <keywords> (CR 113.1, 611.2a, 613.1f)")


def gains_quoted(p: Parser, subject: Any) -> list[Any]:
    """"[gets +N/+N and] gains "<ability>" until end of turn" after its subject."""
    from tolaria.cards.oracle.phrases import duration
    from tolaria.data.ir import effect
    parts = _gains(p, plural=False, quoted=True)
    until = duration(p)
    if until not in ("end of turn", "your next turn"):
        p.fail()
    p.mark(C_GAINS)
    found = [effect("continuous", parts=parts, target=subject, until=until)]
    if until == "your next turn":
        from tolaria.cards.oracle.durations import next_turn
        return next_turn(p, found)                                       # CR 611.2a
    return found


def until_gains(p: Parser) -> list[Any]:
    """"Until end of turn, <object or group> [gets +N/+N and] gains <keywords or
    "ability">" (CR 611.2a)."""
    from tolaria.cards.oracle.instructions import group
    from tolaria.cards.oracle.phrases import object_ref
    from tolaria.data.ir import effect
    p.expect("until", "end", "of", "turn", ",")
    ref = p.attempt(object_ref)
    if ref is not None:
        parts = _gains(p, plural=False, quoted=False)
        found = effect("continuous", parts=parts, target=ref, until="end of turn")
    else:
        from tolaria.cards.oracle.instructions import each_group
        each = p.attempt(each_group) if p.at("each") else None
        flt = each or group(p)
        if p.at("has", "base") or p.at("have", "base"):      # CR 613.4b
            from tolaria.cards.oracle.animation import group_base
            return group_base(p, flt, "end of turn")
        parts = _gains(p, plural=each is None, quoted=False)
        found = effect("continuous_all", parts=parts, filter=flt, until="end of turn")
    p.mark(C_GAINS)
    return [found]


C_SELF_GAINS = construct("granted.self_gains_quoted", "This <permanent> gains \"<ability>\". "
                         "(no duration: for the rest of the game, so as long as it stays the "
                         "same object, CR 611.2a, 400.7, 613.1f)")


def self_gains_quoted(p: Parser, subject: Any) -> list[Any]:
    """"This Saga gains "{T}: Add {C}."" (Urza's Saga): the permanent with the ability gains
    the quoted ability with no duration stated (CR 611.2a); a new object after a zone change
    doesn't have it (CR 400.7)."""
    from tolaria.data.ir import effect
    if subject != "self" or p.scope.kind == "spell":
        p.fail()
    p.expect("gains")
    parts = (quoted_grant(p),)
    if not quote_ended(p):
        p.fail()
    p.end()
    p.mark(C_SELF_GAINS)
    return [effect("continuous", parts=parts, target=subject, until="permanent")]


def _gains(p: Parser, plural: bool, quoted: bool) -> tuple[Any, ...]:
    """"gets +N/+N and gains X" / "gains X": the layer parts; with `quoted`, X must be an
    ability in quotation marks."""
    from tolaria.cards.oracle.instructions import keyword_list
    from tolaria.cards.oracle.phrases import pt_change
    parts = []
    if p.accept("get" if plural else "gets"):
        power, toughness = pt_change(p)
        parts.append(layer_effect("7c", "add_pt", power=power, toughness=toughness))
        p.expect("and")
    p.expect("gain" if plural else "gains")
    if p.at('"'):
        parts.append(quoted_grant(p))
    elif quoted:
        p.fail()
    else:
        parts.append(layer_effect("6", "add_keywords", keywords=keyword_list(p)))
        if not parts[:-1] and p.accept("and", "get" if plural else "gets"):
            power, toughness = pt_change(p)        # "gains trample and gets +X/+X"
            parts.append(layer_effect("7c", "add_pt", power=power, toughness=toughness))
        elif p.at("and", '"'):
            parts.append(_and_quoted(p))
    return tuple(parts)


C_KEYWORDS_AND_QUOTED = construct("granted.keywords_and_quoted", "<object or group> gain(s) "
                                  "<keywords> and \"<ability>\" until end of turn: both in "
                                  "layer 6 (CR 613.1f)")


def _and_quoted(p: Parser) -> Any:
    """'gain deathtouch and "Whenever this creature deals damage to an opponent, that
    player loses the game."' (Vraska, Scheming Gorgon)."""
    p.expect("and")
    found = quoted_grant(p)
    p.mark(C_KEYWORDS_AND_QUOTED)
    return found


C_GAINS_RETURNING = construct("granted.undying_persist", "<object> gains undying / persist until "
                              "end of turn: the keyword's dies trigger, granted (CR 702.93a, "
                              "702.79a, 613.1f)")


def gains_returning(p: Parser, subject: Any) -> list[Any]:
    """"Target creature gains undying until end of turn." (Undying Evil): undying and
    persist are triggered abilities (`keyword_triggers`); it gains that ability."""
    from tolaria.cards.oracle import keyword_triggers
    from tolaria.cards.oracle.phrases import duration
    from tolaria.data.ir import effect
    p.expect("gains")
    word = p.next().key
    if word not in ("undying", "persist") or duration(p) != "end of turn":
        p.fail()
    found = getattr(keyword_triggers, word)(word.capitalize())
    p.mark(C_GAINS_RETURNING)
    return [effect("continuous", parts=(
        layer_effect("6", "add_keywords", keywords=found.keywords),
        layer_effect("6", "add_abilities", abilities=found.triggered)),
        target=subject, until="end of turn")]


C_HAS_RIOT = construct("granted.riot", "<group> have riot.: riot's \"enters with\" choice "
                       "granted in layer 6, applying to a permanent entering under it "
                       "(CR 702.136a, 613.1f, 614.12)")


def has_riot(p: Parser) -> LayerEffect:
    """"Nontoken creatures you control have riot.": the keyword and its replacement effect
    (`keyword_triggers.riot`), which a creature entering has as it would exist there."""
    from tolaria.cards.oracle import keyword_triggers
    p.expect("riot")
    found = keyword_triggers.riot("Riot")
    p.mark(C_HAS_RIOT)
    return layer_effect("6", "add_abilities", abilities=found.static, keywords=found.keywords)


def quote_ended(p: Parser) -> bool:
    """Did a quoted ability just read end the sentence ('gains "... ."', or an emblem's
    'with "... have '... .'"', a quote in a quote)?"""
    return p.i >= 2 and p.keys[p.i - 1] == '"' and (p.keys[p.i - 2] == "." or (
        p.i >= 3 and p.keys[p.i - 2] == "'" and p.keys[p.i - 3] == "."))


C_HAS_TRIGGERED_KEYWORD = construct(
    "granted.triggered_keyword", "<object or group> has/have <keywords>, among them ward {N}, "
    "exalted, melee, mentor, extort, evolve, dethrone, myriad, training, battle cry, "
    "afflict N, annihilator N, toxic N: a keyword that stands for a triggered ability "
    "grants that ability, each instance triggering on its own (CR 702.21a, 702.83b, 613.1f)")

# Keywords whose abilities speak only of the object that has them ("this creature", "a
# creature you control"), so the object granted one has the ability as printed: their
# names, without the number or cost (`keyword_lines.read` builds the abilities).
GRANTABLE = frozenset({"ward", "exalted", "melee", "mentor", "extort", "evolve", "dethrone",
                       "myriad", "training", "battle cry", "afflict", "annihilator", "toxic",
                       "persist"})


def keywords_granted(p: Parser) -> LayerEffect:
    """"flying and ward {1}", "trample and annihilator 2", "exalted": keywords the engine
    plays by name and keywords standing for triggered abilities (`GRANTABLE`); the layer-6
    part adding them (`add_keywords`, or `add_abilities` with the abilities)."""
    from tolaria.cards.oracle.instructions import keyword_name
    names: frozenset[str] = frozenset()
    abilities: tuple[Any, ...] = ()
    while True:
        plain = p.attempt(keyword_name)
        if plain is not None:
            names |= plain
        else:
            found = _triggered_keyword(p)
            names |= found.keywords
            abilities += found.triggered
        save = p.i
        if not (p.accept(",", "and") or p.accept("and") or p.accept(",")) or not (
                p.token() is not None and p.token().kind == "word" and (
                    p.peek() in GRANTABLE or p.peek() in _first_words())):
            p.i = save
            break
    if not abilities and not any(_numbered(name) for name in names):
        p.fail()                           # nothing but the plain keywords: `keyword_list`
    p.mark(C_HAS_TRIGGERED_KEYWORD)
    if not abilities:
        return layer_effect("6", "add_keywords", keywords=names)
    return layer_effect("6", "add_abilities", abilities=abilities, keywords=names)


def _first_words() -> frozenset[str]:
    from tolaria.cards.oracle.instructions import engine_keywords
    return frozenset(k.split()[0] for k in engine_keywords())


def _numbered(name: str) -> bool:
    return name.split()[0] in GRANTABLE


def _triggered_keyword(p: Parser) -> Any:
    """One keyword of `GRANTABLE` as written ("ward {2}", "annihilator 2", "exalted"): its
    parts, only triggered abilities (or none: toxic is read by name, CR 702.164)."""
    from tolaria.cards.oracle import keyword_lines
    start = p.i
    word = p.next().key
    if p.at("cry"):
        word += " " + p.next().key
    if word not in GRANTABLE:
        p.fail()
    if word in ("ward", "afflict", "annihilator", "toxic"):
        if p.token() is None or p.token().kind not in ("num", "sym"):
            p.fail()
        while p.token() is not None and p.token().kind == p.tokens[start + 1].kind:
            p.next()
    found = keyword_lines.read(p.text_from(start))
    if found is None or found.activated or found.static or found.alternatives:
        p.fail()
    return found
