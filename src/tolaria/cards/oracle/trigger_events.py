"""Trigger events: more of what "When/Whenever [event]," can say (CR 603.2).

`event` reads the events the engine reports beyond the first few of
`abilities._event`: a permanent put into a graveyard from the battlefield or
sacrificed, damage dealt to a permanent or a player, a permanent becoming a target or
tapped or untapped, +1/+1 counters put on it, a spell cast that targets something,
cast or copied, life gained, cards drawn, discarded or cycled, a player attacking or
committing a crime, blocks and attacks of several kinds, a permanent turned face up,
and the events of the permanent an Aura or Equipment is attached to ("enchanted
creature dies"). `step` reads more "At ..." times; `once_each_turn` the sentence
"This ability triggers only once each turn."

Each reader sets the scope's references: `it` (what "it"/"that creature" means),
`event_subject` ("that player"), `event` = "amount" when the event carries an amount
("that much", "that many": the damage dealt or life gained) and `self_gone` for
leaves-the-battlefield events of the source itself, which look back (CR 603.10a).
The event names are those `tolaria.rules.triggers` fires.
"""

from __future__ import annotations

from dataclasses import replace
from typing import Any

from tolaria.cards.oracle import curses, vocabulary
from tolaria.cards.oracle import keywords as keyword_rules
from tolaria.cards.oracle.parser import CAST_TARGETING, Parser, construct
from tolaria.cards.oracle.phrases import (
    PERMANENT_TYPES,
    SUBTYPE_WORDS,
    description,
    number,
    self_ref,
    status_in,
)
from tolaria.data.ir import Condition, ObjectFilter, condition
from tolaria.data.qualities import LAND_TYPES
from tolaria.data.vocabulary import (
    ANY_COUNTER,
    ATTACKERS_COUNT,
    ATTACKS_BATTLE,
    ATTACKS_ENCHANTED,
    ATTACKS_FIRST,
    ATTACKS_PLAYER,
    ATTACKS_YOU,
    ATTACKS_YOUR_OPPONENT,
    AURA_ATTACHED,
    BATCH_COMBAT_DAMAGE_PLAYERS,
    BATCH_COUNTED,
    BECOMES_ATTACHED,
    BLOCK_PARTNER_MATCHES,
    CAST_FROM_EXILE,
    CLASH_WON,
    CLASHED,
    COIN_FLIP_WON,
    COMBAT_DAMAGE_OPPONENT,
    COMBAT_DAMAGE_PLANESWALKER,
    COMBAT_DAMAGE_PLAYER_OR_BATTLE,
    COMBAT_DAMAGE_YOU,
    COUNTERS_SPELL,
    CREWS,
    DAMAGE_PLANESWALKER,
    DAMAGE_TO_SELF,
    DAMAGED_BY_EQUIPPED,
    DICE_ROLLED,
    DISCARD_BATCH,
    DISCARD_BY_OPPONENT,
    DISCARDED_SELF,
    DOOR_UNLOCKED,
    DRAW_STEP_FIRST_EXCEPTED,
    EACH_COUNTER,
    EVENT_FACE_DOWN,
    EVENT_HAS_ADVENTURE,
    EVENT_OBJECT_MATCHES,
    EVENT_SPELL,
    EXPEND,
    FULLY_UNLOCKED,
    GET_ENERGY,
    LEAVES_ALIVE,
    NONCOMBAT_DAMAGE_PLAYER,
    PHASE_IS,
    PLAY_LAND_FROM_EXILE,
    PLAY_LAND_NOT_FROM_HAND,
    PLAYED_CARD,
    PLAYER_DEALT_COMBAT,
    PLAYER_DEALT_NONCOMBAT,
    PLAYER_TARGETED,
    PLUS_COUNTER_EACH,
    SACRIFICED_FOR_EMERGE,
    SHUFFLED,
    SPELLS_OF_THE_TURN,
    TARGETS_ONLY,
    TO_EXILE,
    TO_HAND,
    UNBLOCKED_PLAYER,
    YOU_ATTACK_PLAYER,
    YOU_OR_YOURS_TARGETED,
    YOU_PUT_COUNTERS,
    YOU_TAP,
)

Event = dict[str, Any]

C = {name: construct(name, text) for name, text in (
    ("trigger.to_graveyard", "When <this / a description> is put into a graveyard from the "
                             "battlefield; a <description> leaves the battlefield (CR 603.6c, "
                             "603.10a)"),
    ("trigger.attached", "When enchanted/equipped creature dies, attacks, blocks [or "
                         "becomes blocked], blocks / becomes blocked by a creature, deals "
                         "(combat) damage [to a creature], is dealt damage (CR 603.2, "
                         "603.10a)"),
    ("trigger.damage", "Whenever <this / a description> is dealt damage / deals damage to a "
                       "player or an opponent / deals combat damage to a player or an "
                       "opponent; a <description> deals damage to you (\"destroy it\": that "
                       "source) (CR 120.3, 510.2, 603.2c)"),
    ("trigger.blocks_one_or_more", "Whenever this / equipped creature blocks [or becomes "
                                   "blocked by] one or more <creatures>: once, if one it "
                                   "blocks or is blocked by is one as blockers are declared "
                                   "(CR 509.3c-d, 603.2)"),
    ("trigger.damage_described", "Whenever this creature deals [combat] damage to a <creature "
                                 "type> (\"a Goblin or Orc\"): once for each such creature, "
                                 "if it is one as the damage is dealt; \"that creature\" is "
                                 "it (CR 603.2, 120.3)"),
    ("trigger.damage_to_self", "Whenever a <creature> deals combat damage to <this>: once "
                               "for each creature dealing it, \"that creature\" that one "
                               "(CR 510.2, 603.2)"),
    ("trigger.targeted", "Whenever <this / a description> becomes the target of a spell [or "
                         "ability] [an opponent controls] (CR 115, 603.2)"),
    ("trigger.cast_targeting", "Whenever you cast a spell that targets <this / a "
                               "description> (CR 601.2c, 601.2i)"),
    ("trigger.life", "Whenever you / an opponent / a player gain(s) life (CR 119.9)"),
    ("trigger.life_lost", "Whenever you / an opponent / a player lose(s) life [for the first "
                          "time each turn] [during your turn]: what one player loses at once "
                          "is one event, \"that much\" its total (CR 119.3, 120.3a, 603.2c)"),
    ("trigger.life_during", "Whenever you gain life [for the first time] during your turn "
                            "/ during each of your turns; you gain or lose life during your "
                            "turn: either event (CR 119.9, 119.3, 500)"),
    ("trigger.draw", "Whenever you / an opponent / a player draw(s) a card (CR 121.2)"),
    ("trigger.draw_except_draw_step", "whenever <player> draws a card except the first one "
                                      "they draw in each of their draw steps (CR 121.2, "
                                      "504.1)"),
    ("trigger.you_attack", "Whenever you attack / one or more creatures you control attack "
                           "(CR 508.3d)"),
    ("trigger.some_attack", "Whenever one or more <creatures> you control attack [a player]: "
                            "one or more matching attackers declared [attacking a player] "
                            "(CR 508.1, 508.3d, 506.2)"),
    ("trigger.you_attack_player", "Whenever you attack a player: once for each player your "
                                  "declared attackers attack (not a planeswalker or battle); "
                                  "\"that player\" is them (CR 508.3e)"),
    ("trigger.attack_with", "Whenever you attack with N or more <creatures> (\"one or "
                            "more Birds\", \"two or more other creatures with flying\"): "
                            "at least N matching attackers declared; \"that many\" counts "
                            "them (CR 508.1, 508.3c)"),
    ("trigger.transforms_into", "When this creature [enters or] transforms into <this face> "
                                "(CR 701.28e, 712.18)"),
    ("trigger.face_up", "When this creature is turned face up (CR 702.37e, 708.8)"),
    ("trigger.mutates", "Whenever this creature mutates (CR 702.140d)"),
    ("trigger.activates", "Whenever <a player> activates an ability [of <a permanent>] that "
     "isn't a mana ability / a loyalty ability (CR 602.2i, 605.3a)"),
    ("trigger.activates_labelled", "Whenever <a player> activates a boast ability / an "
                                   "exhaust ability: one printed \"Boast —\" / \"Exhaust "
                                   "—\" (CR 702.142a, 602.2i)"),
    ("trigger.explores", "Whenever <a creature you control / this creature> explores "
     "(CR 701.40b)"),
    ("trigger.cycled", "When you cycle this card (CR 702.29c)"),
    ("trigger.counters_spell", "Whenever a spell or ability you control counters a spell "
                               "(CR 701.5a, 603.2)"),
    ("trigger.play_land", "Whenever you / an opponent / a player play(s) a land; When you "
                          "play another land (a land's own: not itself) (CR 305.1)"),
    ("trigger.get_energy", "Whenever you get one or more {E} [during your turn]: once for "
                           "each event, \"that much\" how many (CR 122.1, 107.14, 603.2c)"),
    ("trigger.play_or_cast", "Whenever you play a land or cast a spell: either event; you "
                             "play an <land type>: only such a land (CR 305.1, "
                             "601.2i)"),
    ("trigger.championed", "When a <description> is championed with this creature: its "
                           "champion ability exiled one (CR 702.72c)"),
    ("trigger.nontoken", "Whenever a nontoken <description> / a <description> with a counter "
                         "on it enters, dies or attacks (CR 111.1, 122.1, 603.2)"),
    ("trigger.nth", "Whenever you draw your second card / cast your second spell each turn "
                    "(CR 121.2, 601.2i)"),
    ("trigger.battalion", "Whenever this creature and at least N other creatures attack "
                          "(CR 508.3a)"),
    ("trigger.tapped", "Whenever <this / a description> becomes tapped / untapped "
                       "(CR 603.2)"),
    ("trigger.blocks_quality", "Whenever this creature blocks / becomes blocked by a "
                               "<creature with a quality> (\"a creature with flying\"): only "
                               "for such a creature, as blockers are declared (CR 509.5b, "
                               "509.5d, 603.2)"),
    ("trigger.unblocked", "Whenever this creature attacks and isn't blocked (CR 509.5g)"),
    ("trigger.unblocked_player", "Whenever this creature attacks a player and isn't blocked: "
                                 "not when it attacks a planeswalker or battle; \"that "
                                 "player\" is the one it attacks (CR 509.5g, 506.2)"),
    ("trigger.attacks_player", "Whenever this creature attacks a player / an opponent: only "
                               "when it attacks a player, not a planeswalker or battle; "
                               "\"that player\" is the one it attacks (CR 508.1b, 506.2)"),
    ("trigger.blocks_creature", "Whenever this creature blocks a creature / becomes blocked "
                                "by a creature: that creature (CR 509.5b, 509.5d)"),
    ("trigger.discard", "Whenever you / an opponent / a player discard(s) a card; you cycle "
                        "or discard a card; cycle(s) a card (CR 701.8a, 702.29a)"),
    ("trigger.discard_kind", "Whenever you / an opponent discard(s) a <kind of> card (\"a "
                             "creature card\", \"a noncreature, nonland card\"): only for "
                             "such a card (CR 701.8a, 603.2)"),
    ("trigger.discard_batch", "Whenever you / an opponent discard(s) one or more [<type>] "
                              "cards: once for each discard event, \"that many\" the "
                              "number of those cards (CR 701.8a, 603.2c)"),
    ("trigger.source_damage", "Whenever a source you control [other than this <permanent>] / "
                              "an instant or sorcery spell you control deals [noncombat] "
                              "damage to an opponent / a player: once for each source and "
                              "player dealt damage (CR 120.2, 603.2)"),
    ("trigger.counters", "Whenever one or more +1/+1 counters are put on <this / a "
                         "description> (CR 122.6)"),
    ("trigger.enters_battlefield", "enters the battlefield [under your control] (older "
                                   "wording); this enters or leaves the battlefield "
                                   "(CR 603.6a, 603.6c)"),
    ("trigger.described_combat", "Whenever a <description> attacks alone / blocks / becomes "
                                 "blocked / attacks you / attacks one of your opponents [or a "
                                 "planeswalker an opponent controls]; a <creature type> "
                                 "attacks / dies (CR 506.5, "
                                 "508.3a, 509.5a, 509.5c, 700.4)"),
    ("trigger.once_each_turn", "This ability triggers only once each turn. (CR 603.2: the "
                               "object's ability triggers again only next turn)"),
    ("trigger.do_once_each_turn", "<optional trigger>, you may .... Do this only once each "
                                  "turn.: it still triggers each time, but the object's "
                                  "ability does it only once each turn (CR 603.5)"),
    ("trigger.crime", "Whenever you commit a crime (CR 700.13)"),
    ("trigger.sacrifice_more", "Whenever you sacrifice one or more [other] <permanents>: "
                               "once for all of one event; you sacrifice <this> or another "
                               "<its type>: any, this one included (CR 701.17a, 603.2c, "
                               "603.10a)"),
    ("trigger.create_token", "Whenever you create [or sacrifice] a token: a token its creator "
                             "owns enters (CR 111.2, 701.7a) [, or you sacrifice one, "
                             "CR 701.17a]"),
    ("trigger.sacrifice", "Whenever you / a player sacrifice(s) a <description> (CR 701.17a, "
                          "603.10a)"),
    ("trigger.batch", "Whenever one or more <creatures / creature type> you control deal "
                      "combat damage to a player (\"nontoken Assassins\", \"with +1/+1 "
                      "counters on them\"): once per player (CR 510.2); to one or more "
                      "players: once per combat damage step; one or more "
                      "<descriptions> enter "
                      "/ die, \"one or more other Cats you control die\": once per event "
                      "(CR 603.2c, 700.4)"),
    ("trigger.cast_self", "When you cast this spell (a permanent spell's ability that "
                          "triggers from the stack, CR 601.2i, 603.2)"),
    ("trigger.cast_or_copy", "Whenever you cast or copy an instant or sorcery spell "
                             "(CR 601.2i, 707.10)"),
    ("trigger.damaged_by", "Whenever a creature dealt damage by this creature this turn "
                           "dies (CR 700.4, 603.10a)"),
    ("trigger.scry", "Whenever you scry / surveil (CR 701.22b: scry 0 is no event)"),
    ("trigger.dice_rolled", "Whenever you roll one or more dice: once for each instruction "
                            "that has you roll (CR 706.1, 603.2)"),
    ("trigger.nth_of_turn", "Whenever the fourth spell of a turn is cast: the Nth spell any "
                            "player casts this turn (CR 601.2i)"),
    ("trigger.dies_during", "When this creature / Whenever a <creature> dies during combat / "
                            "during your turn: only then (CR 603.2, 506.1, 500)"),
    ("trigger.cast_either", "Whenever you cast a noncreature or Dragon spell / a noncreature "
                            "spell or a Dragon spell: either kind (CR 205.3, 601.2i)"),
    ("trigger.cast_during", "Whenever you cast a spell / your first spell during an "
                            "opponent's turn; you / an opponent cast(s) a <spell> during "
                            "your turn (CR 601.2i, 500)"),
    ("trigger.more_steps", "At the beginning of your first/second main phase, of each combat, "
                           "at end of combat (CR 505.1, 507.1, 511.2)"),
)}

# "a player" / "an opponent" / "you" as the player an event names, as the `whose` of
# `tolaria.rules.triggers._whose` (seen from the ability's controller).
_PLAYERS = ((("a", "player"), "each"), (("an", "opponent"), "opponent"),
            (("you",), "you"))
_PAIRS = ("blocks_creature", "blocked_by_creature",     # about the other creature
          "damage_creature", "combat_damage_creature")
_ORDINALS = {"first": 1, "second": 2, "third": 3, "fourth": 4, "fifth": 5}

C_EXPEND = construct("trigger.expend", "Whenever you expend N: as you spend your Nth total mana "
                     "to cast spells during a turn (its reminder text; CR 601.2h, 603.2)")


C_DOOR_UNLOCKED = construct("trigger.door_unlocked", "When you unlock this door: a Room's "
                            "door unlocking, by the special action or as the Room cast as "
                            "that door enters (Rooms, played from their reminder text)")


C_FULLY_UNLOCKED = construct("trigger.fully_unlocked", "Whenever you fully unlock a Room: the "
                             "second of a Room's doors unlocking (Rooms, played from their "
                             "reminder text)")


def event(p: Parser) -> list[Event]:
    """One of the events of this module, read to its end (the comma), or a parse failure."""
    from tolaria.cards.oracle import day_night
    found = p.choice(_player_event, _attached_event, _self_event, _described_event,
                     _source_damage, day_night.trigger_event,          # CR 728.1a
                     _commander_event)
    if p.at("during", "your", "turn", ","):
        found = during_your_turn(p, found)
    if not p.at(",") and not p.at("and", "when") and not p.at("and", "whenever"):
        p.fail()
    return found


C_DURING_YOUR_TURN = construct("trigger.during_your_turn", "Whenever <event> during your turn: "
                               "only if it happens during its controller's turn, a part of "
                               "the trigger event, not an intervening \"if\" (CR 603.2, "
                               "603.4)")


def during_your_turn(p: Parser, found: list[Event]) -> list[Event]:
    """"... during your turn," after an event that doesn't say when: its trigger event
    happens only during your turn (`triggers._queue` checks `during`)."""
    if any(ev.get("during") or ev["event"] in ("cast", "step", "state") for ev in found):
        p.fail()
    p.expect("during", "your", "turn")
    p.mark(C_DURING_YOUR_TURN)
    return [dict(ev, during="you") for ev in found]


# -- a player's events ------------------------------------------------------------------

def _player_event(p: Parser) -> list[Event]:
    scope = p.scope
    if p.at("there", "are") or p.at("you", "control") and p.peek(2) != "no":
        found = p.attempt(_state_event)                    # state triggers (CR 603.8)
        if found is not None:
            return found
    if p.at("the", "ring", "tempts", "you") or p.at("you", "choose", "a", "creature", "as"):
        from tolaria.cards.oracle.ring import tempts_event
        return tempts_event(p)                                        # CR 701.52d
    if p.accept("you", "cycle", "this", "card") or (
            p.scope.kind == "triggered" and p.accept("you", "cycle", "SELF")):
        scope.it = None                    # the card is wherever cycling put it (702.29c)
        p.mark(C["trigger.cycled"])
        return [{"event": "cycled"}]
    if p.at("enchanted", "player", "is", "attacked"):
        return curses.is_attacked(p)                                  # CR 508.3b
    if p.at("you", "discard", "this", "card") or p.at(*_OPPONENT_CAUSES):
        return _discarded_self(p)
    if p.at(*_OPPONENT_CAUSES[:-2], "a", "card"):
        return _opponent_causes_discard(p)
    if p.accept("you", "unlock", "this", "door"):          # a Room's door (rules.rooms)
        scope.it, scope.event_subject = "self", "self"
        p.mark(C_DOOR_UNLOCKED)
        return [{"event": DOOR_UNLOCKED + p.card.name}]
    if p.accept("you", "fully", "unlock", "a", "room"):    # its second door (rules.rooms)
        p.mark(C_FULLY_UNLOCKED)
        return [{"event": FULLY_UNLOCKED,
                 "filter": ObjectFilter(subtypes=frozenset({"Room"}), controller="you")}]
    if p.at("the") and p.peek(1) in _ORDINALS:
        return _nth_of_turn(p)
    if p.accept("you", "cast", "a", "spell", "that", "targets"):
        return _cast_targeting(p)
    if p.at("you", "cast"):
        found = p.attempt(_cast_kind_targeting) or p.attempt(_cast_during)
        if found is not None:
            return found
    if (p.at("you", "cast") or p.at("an", "opponent", "casts")) and "during" in p.keys[p.i:]:
        found = p.attempt(_cast_during_yours)
        if found is not None:
            return found
    if p.accept("one", "or", "more", "+1/+1", "counters", "are", "put", "on"):
        return _counters_put(p)
    if p.accept("one", "or", "more", "loyalty", "counters", "are", "removed", "from"):
        return _loyalty_removed(p)
    if p.at("one", "or", "more"):
        found = p.attempt(_batch) or p.attempt(_some_attack)
        if found is not None:
            return found
    if p.at("you", "create", "a", "token") or p.at("you", "create", "or", "sacrifice"):
        return _create_token(p)
    if p.at("you", "create", "one", "or", "more"):
        return _create_tokens(p)
    if p.at("you", "sacrifice"):
        found = p.attempt(_sacrifice_self)
        if found is not None:
            return found
    if p.at("you", "sacrifice") or p.at("a", "player", "sacrifices") or p.at(
            "an", "opponent", "sacrifices"):
        return _sacrifice(p)
    if p.accept("you", "get", "one", "or", "more", "{E}"):
        during = "you" if p.accept("during", "your", "turn") else ""
        scope.it, scope.event_subject, scope.event = None, "", "amount"   # "that much"
        p.mark(C["trigger.get_energy"])
        return [{"event": GET_ENERGY, "whose": "you", "during": during}]
    if p.accept("you", "play", "a", "card"):
        scope.it, scope.event_subject = None, ""
        p.mark(C_PLAY_CARD)                             # either event (CR 305.1, 601.2i)
        return [{"event": "play_land", "whose": "you"},
                {"event": "cast", "whose": "you", "count": 0, "about": PLAYED_CARD}]
    if p.at("you", "play", "a", "land") and p.peek(4) in ("from", "or") and (
            found := p.attempt(_land_or_spell_from)) is not None:
        return found
    if p.accept("you", "play", "a", "land", "or", "cast", "a", "spell"):
        scope.it, scope.event_subject = None, ""
        p.mark(C["trigger.play_or_cast"])               # either event (CR 305.1, 601.2i)
        return [{"event": "play_land", "whose": "you"},
                {"event": "cast", "whose": "you", "count": 0}]
    if p.at("you", "play") and p.peek(2) in ("a", "an") and p.peek(3) in LAND_TYPES and \
            p.peek(4) == ",":
        p.i += 3
        land = LAND_TYPES[p.next().key]
        scope.it, scope.event_subject = None, ""
        p.mark(C["trigger.play_or_cast"])               # a land of that type (CR 305.1)
        return [{"event": "play_land", "whose": "you",
                 "filter": ObjectFilter(types=frozenset({"Land"}),
                                        subtypes=frozenset({land}))}]
    if p.at("you", "cast") and "enters" in p.keys[p.i:] and "or" in p.keys[p.i:]:
        found = p.attempt(_cast_or_enters)
        if found is not None:
            return found
    if p.accept("you", "cast", "or", "copy"):
        return _cast_or_copy(p)
    if p.accept("an", "opponent", "casts", "or", "copies"):
        return [dict(ev, whose="opponent") for ev in _cast_or_copy(p)]    # Mage Hunter
    if p.at("an", "aura", "becomes", "attached", "to"):
        return _aura_attached(p)                                      # CR 701.3a
    if p.at("an", "opponent", "is", "dealt"):
        return _opponent_dealt_damage(p)                      # CR 120.2, 603.2c
    if p.accept("you", "'", "re", "dealt", "damage"):
        scope.it, scope.event_subject, scope.event = None, "", "amount"
        p.mark(C["trigger.damage"])
        return [{"event": "player_dealt_damage", "whose": "you"}]
    if p.accept("you", "'", "re", "dealt", "combat", "damage"):
        scope.it, scope.event_subject, scope.event = None, "", "amount"
        p.mark(C_YOU_DEALT_COMBAT)
        return [{"event": PLAYER_DEALT_COMBAT, "whose": "you"}]
    if p.at("you", "win", "a", "coin", "flip") or p.at("a", "player", "wins", "a", "coin", "flip"):
        return _won_flip(p)
    if p.at("you", "roll", "a"):
        from tolaria.cards.oracle.dice import die_event
        return die_event(p)                                           # CR 706.2
    if p.accept("you", "roll", "one", "or", "more", "dice"):
        scope.it, scope.event_subject = None, ""
        scope.event = DICE_ROLLED          # "those results" (`dice.if_any_result`)
        p.mark(C["trigger.dice_rolled"])
        return [{"event": DICE_ROLLED, "whose": "you"}]
    if p.at("you", "proliferate"):
        return _proliferated(p)
    if p.at("you", "complete", "a", "dungeon"):
        return _dungeon_completed(p)
    if p.at("you", "cast", "or", "cycle"):
        return _cast_or_cycled(p)
    if p.at("you", "become", "the", "target", "of", "a", "spell"):
        return _you_targeted(p)
    if p.at("you", "or") or p.at("you", "and", "/", "or"):
        found = p.attempt(_you_or_yours_targeted)
        if found is not None:
            return found
    if p.at("you", "search", "your", "library") or p.at("an", "opponent", "searches", "their",
                                                          "library") or p.at(
            "a", "player", "searches", "their", "library"):
        return _searched(p)
    if "monarch" in p.keys[p.i:p.i + 5]:
        found = p.attempt(_crowned)
        if found is not None:
            return found
    if p.keys[p.i + 1:p.i + 4] in (["shuffles", "their", "library"],
                                   ["opponent", "shuffles", "their"],
                                   ["shuffle", "your", "library"]):
        return _shuffles(p)
    if p.accept("you", "tap", "an", "untapped"):
        return _you_tap(p)
    if p.accept("you", "clash"):
        won = p.accept("and", "win")
        scope.it, scope.event_subject = None, ""
        p.mark(C_CLASHES)
        return [{"event": CLASHED, "whose": "you", "about": CLASH_WON if won else ""}]
    if p.accept("you", "scry", "or", "surveil"):
        scope.it, scope.event_subject = None, ""
        p.mark(C_SCRY_OR_SURVEIL)                  # two events, one ability (CR 603.2)
        return [{"event": "scry", "whose": "you"}, {"event": "surveil", "whose": "you"}]
    if p.at("you", "scry") or p.at("you", "surveil"):
        p.i += 1
        scope.it, scope.event_subject = None, ""
        if p.at("scry"):
            scope.event = "amount"             # the cards looked at (CR 701.22a)
        p.mark(C["trigger.scry"])
        return [{"event": p.next().key, "whose": "you"}]
    if p.at("you", "cast") and (p.peek(2) == "SELF" or p.peek(2) == "this"):
        p.i += 2
        if not self_ref(p):
            p.fail()
        if not p.card.types & {"Creature", "Artifact", "Enchantment", "Planeswalker"}:
            p.fail()                       # an instant's own abilities aren't read here
        scope.it, scope.event_subject = None, ""
        p.mark(C["trigger.cast_self"])
        return [{"event": "cast_self"}]
    if p.accept("a", "spell", "or", "ability", "you", "control", "counters", "a", "spell"):
        scope.it, scope.event_subject = None, ""
        p.mark(C["trigger.counters_spell"])
        return [{"event": COUNTERS_SPELL, "whose": "you"}]
    if p.at("you", "put", "one", "or", "more") and p.peek(5) in ("+1/+1", "-1/-1"):
        return _you_put_counters(p)
    if p.at("you", "put", "a", "+1/+1", "counter", "on"):
        return _you_put_counters(p)
    if p.accept("a", "+1/+1", "counter", "is", "put", "on"):
        return _counter_put_each(p)
    if p.at("you", "put") or p.at("a", "counter") or p.peek(2) == "counter" or p.at(
            "one", "or", "more") and p.peek(4) == "counters":
        found = p.attempt(_counters_of_kind)
        if found is not None:
            return found
    if p.accept("you", "commit", "a", "crime"):
        scope.it, scope.event_subject = None, ""
        p.mark(C["trigger.crime"])
        return [{"event": "crime", "whose": "you"}]
    if p.accept("you", "cycle", "or", "discard"):
        if not (p.accept("a", "card") or p.accept("another", "card")):
            p.fail()                       # cycling discards: one event (CR 702.29a)
        scope.it, scope.event_subject = None, ""
        p.mark(C["trigger.discard"])
        return [{"event": "discard", "whose": "you"}]
    if p.accept("you", "attack", "a", "player", ","):
        p.i -= 1
        scope.it, scope.event_subject = None, "player"                  # "that player"
        scope.event = YOU_ATTACK_PLAYER
        p.mark(C["trigger.you_attack_player"])
        return [{"event": YOU_ATTACK_PLAYER, "whose": "you"}]
    if p.peek(1) == "or" and p.peek(2) == "more" and p.keys[p.i + 3:p.i + 9] == [
            "creatures", "you", "control", "attack", "a", "player"]:
        return _several_attack_a_player(p)
    if p.peek(1) == "or" and p.peek(2) == "more" and p.peek() != "one" and (
            found := p.attempt(_several_attack)) is not None:
        return found
    if p.at("you", "attack", "with"):
        found = p.attempt(_attack_with)
        if found is not None:
            return found
    if p.accept("you", "attack") or p.accept("one", "or", "more", "creatures", "you",
                                             "control", "attack"):
        least = 1
        if p.accept("with"):
            least = number(p)
            p.expect("or", "more", "creatures")
            if p.at(","):
                scope.event = ATTACKERS_COUNT          # "that many" (CR 508.1)
        scope.it = None
        p.mark(C["trigger.you_attack"])
        return [{"event": "you_attack", "whose": "you", "count": least}]
    if (p.at("a", "player", "attacks") or p.at("an", "opponent", "attacks")) and (
            found := p.attempt(_player_attacks)) is not None:
        return found
    if p.at("you", "activate") or p.at("a", "player", "activates") or p.at(
            "an", "opponent", "activates"):
        found = p.attempt(_activates)
        if found is not None:
            return found
    if p.peek(1) in ("discard", "discards") and p.peek(2) == "one" or p.peek(2) in (
            "discard", "discards") and p.peek(3) == "one":
        return _discard_batch(p)
    whose = _player(p)
    verb = p.next().key
    nth, flt = 0, None
    if verb in ("gain", "gains") and p.accept("or", "lose" if whose == "you" else "loses",
                                              "life", "during", "your", "turn"):
        scope.it, scope.event_subject = None, "player" if whose != "you" else ""
        p.mark(C["trigger.life_during"])            # either event (CR 119.9, 119.3)
        return [{"event": name, "whose": whose, "count": 0, "during": "you"}
                for name in ("gain_life", "lose_life")]
    if verb in ("gain", "gains") and p.accept("life"):
        event_name = "gain_life"
        scope.event = "amount"
        if p.accept("for", "the", "first", "time", "each", "turn"):
            nth = 1                         # the first life-gain event of the turn (119.9)
        during = ""
        if p.accept("during", "your", "turn"):
            during = "you"
        elif not nth and p.accept("for", "the", "first", "time", "during", "each", "of",
                                  "your", "turns"):
            nth, during = 1, "you"          # the first life gain of each of your turns
        if during:
            p.mark(C["trigger.life_during"])
        p.mark(C["trigger.life"])
        if during:
            if (verb == "gains") == (whose == "you"):
                p.fail()
            scope.it, scope.event_subject = None, "player" if whose != "you" else ""
            return [{"event": event_name, "whose": whose, "count": nth, "during": during}]
    elif verb in ("lose", "loses") and p.accept("life"):
        event_name = "lose_life"
        scope.event = "amount"
        if p.accept("for", "the", "first", "time", "each", "turn"):
            nth = 1                         # the first life-loss event of the turn
        during = "you" if p.accept("during", "your", "turn") else ""
        if (verb == "loses") == (whose == "you"):
            p.fail()
        p.mark(C["trigger.life_lost"])
        scope.it, scope.event_subject = None, "player" if whose != "you" else ""
        return [{"event": event_name, "whose": whose, "count": nth, "during": during}]
    elif verb in ("draw", "draws", "cast", "casts") and p.at_any(("your", "their")):
        nth, flt = _nth_each_turn(p, whose, "card" if verb.startswith("draw") else "spell")
        event_name = "draw" if verb.startswith("draw") else "cast"
    elif verb in ("draw", "draws") and p.accept("a", "card"):
        event_name = "draw"
        p.mark(C["trigger.draw"])
        if p.accept("except", "the", "first", "one", "they", "draw", "in", "each", "of",
                    "their", "draw", "steps"):
            if whose == "you":
                p.fail()
            p.mark(C["trigger.draw_except_draw_step"])
            scope.it, scope.event_subject = None, "player"
            return [{"event": "draw", "whose": whose, "count": 0,
                     "condition": condition(DRAW_STEP_FIRST_EXCEPTED, on_trigger=True)}]
    elif verb in ("play", "plays") and (p.accept("a", "land") or (
            whose == "you" and "Land" in p.card.types and p.accept("another", "land"))):
        event_name = "play_land"                         # CR 305.1
        if p.tokens[p.i - 2].key == "another":           # not this land (played itself)
            flt = ObjectFilter(types=frozenset({"Land"}), other=True)
        p.mark(C["trigger.play_land"])
    elif verb in ("play", "plays") and p.accept("a", "nonbasic", "land"):
        event_name = "play_land"                         # CR 305.1, 205.4a
        flt = ObjectFilter(types=frozenset({"Land"}), not_supertypes=frozenset({"Basic"}))
        p.mark(C_PLAY_NONBASIC)
    elif verb in ("discard", "discards", "cycle", "cycles") and p.accept("a", "card"):
        event_name = "discard" if verb.startswith("discard") else "cycle"
        p.mark(C["trigger.discard"])
    elif verb in ("discard", "discards") and p.at_any(("a", "an")):
        event_name, flt = "discard", _discarded(p)
    elif verb == "expend" and whose == "you":
        nth = number(p)                        # the Nth total mana spent on spells this turn
        if type(nth) is not int or nth < 1:
            p.fail()
        event_name = EXPEND
        p.mark(C_EXPEND)
    elif verb == "cycle" and whose == "you" and p.accept("another", "card") and \
            p.card.types & set(PERMANENT_TYPES):
        # "another card" than this permanent, which can't be cycled from the battlefield
        # (cycling works from a hand, CR 702.29a): every card its controller cycles
        event_name = "cycle"
        p.mark(C["trigger.discard"])
    else:
        p.fail()
    if (verb[-1] == "s") != (whose != "you"):
        p.fail()                            # "you gain", "an opponent gains"
    scope.it = None
    scope.event_subject = "player" if whose != "you" else ""
    if event_name == "play_land" and flt is not None:
        return [{"event": event_name, "whose": whose, "filter": flt}]
    if event_name == "discard":
        scope.event = "discard"                # "that card": the card discarded (603.2)
        if flt is not None:
            return [{"event": event_name, "whose": whose, "count": nth, "filter": flt}]
    if event_name == "cast":
        scope.event_subject, scope.event = "", "cast"     # the event is the spell (601.2i)
        if flt is not None:
            return [{"event": event_name, "whose": whose, "count": nth, "filter": flt}]
    return [{"event": event_name, "whose": whose, "count": nth}]


C_CREWS = construct("trigger.crews", "Whenever this creature crews a Vehicle: tapped to pay a "
                    "Vehicle's crew cost; \"that Vehicle\" is it (CR 702.122a, 603.2)")


def _crews(p: Parser) -> list[Event]:
    """"[Whenever this creature] crews a Vehicle", after the self reference."""
    if "Creature" not in p.card.types:
        p.fail()
    p.expect("crews", "a", "vehicle")
    p.scope.it, p.scope.event_subject, p.scope.event = "event", "object", CREWS
    p.mark(C_CREWS)
    return [{"event": CREWS}]


C_BECOMES_ATTACHED = construct("trigger.becomes_attached", "Whenever this Equipment becomes "
                               "attached to a creature / an Aura becomes attached to this "
                               "creature: entering attached or moved onto it (CR 701.3a, "
                               "603.2)")


def _becomes_attached(p: Parser) -> list[Event]:
    """"[Whenever this Equipment] becomes attached to a creature", after the self
    reference: "that creature" is the one it became attached to."""
    if not p.card.subtypes & {"Equipment", "Aura"}:
        p.fail()
    p.expect("becomes", "attached", "to", "a", "creature")
    p.scope.it, p.scope.event_subject = "event", "object"
    p.mark(C_BECOMES_ATTACHED)
    return [{"event": BECOMES_ATTACHED}]


def _aura_attached(p: Parser) -> list[Event]:
    """"Whenever an Aura becomes attached to this creature": an Aura (of anyone) attached
    to it, entering attached or moved onto it."""
    p.expect("an", "aura", "becomes", "attached", "to")
    if not self_ref(p) or "Creature" not in p.card.types:
        p.fail()
    p.scope.it, p.scope.event_subject = "event", "object"
    p.mark(C_BECOMES_ATTACHED)
    return [{"event": AURA_ATTACHED, "filter": ObjectFilter(subtypes=frozenset({"Aura"}))}]


C_MODIFIED_EVENT = construct("trigger.modified", "Whenever a [nontoken] modified creature you "
                             "control dies / attacks / deals combat damage to a player: "
                             "modified as the event happens, as it last existed if it left "
                             "(CR 700.9, 603.10a)")
# The events whose filter the rules test with the object's statuses (`triggers._about`)
_MODIFIED_EVENTS = frozenset({"dies", "attacks", "combat_damage_player"})


def modified_only_where_tested(p: Parser, events: list[Event]) -> None:
    """A trigger's "modified creature" (CR 700.9) only in the events whose objects the
    rules test for it; else a parse failure."""
    found = [ev for ev in events if ev.get("filter") is not None and ev["filter"].modified]
    if not found:
        return
    if any(ev["event"] not in _MODIFIED_EVENTS or ev.get("about") or ev.get("batch")
           for ev in found):
        p.fail()
    p.mark(C_MODIFIED_EVENT)


C_OPPONENT_DEALT = construct("trigger.opponent_dealt_damage", "Whenever an opponent is dealt "
                             "[noncombat] damage: once for all the damage dealt to that "
                             "player at once, \"that many\" its total (CR 120.2, 603.2c)")


C_YOU_DEALT_COMBAT = construct("trigger.you_dealt_combat_damage", "When/Whenever you're "
                               "dealt combat damage: once for all the combat damage dealt to "
                               "you at once, \"that much\" its total (CR 510.2, 603.2c)")


def _opponent_dealt_damage(p: Parser) -> list[Event]:
    """"Whenever an opponent is dealt [noncombat] damage": the damage dealt to one opponent
    at once is one event, whatever its sources (CR 603.2c); "that player" is them."""
    p.expect("an", "opponent", "is", "dealt")
    noncombat = p.accept("noncombat")
    p.expect("damage")
    p.scope.it, p.scope.event_subject, p.scope.event = None, "player", "amount"
    p.mark(C_OPPONENT_DEALT)
    return [{"event": PLAYER_DEALT_NONCOMBAT if noncombat else "player_dealt_damage",
             "whose": "opponent"}]


C_DISCARDED_SELF = construct("trigger.discarded_self", "When you discard this card / When a "
                             "spell or ability an opponent controls causes you to discard "
                             "this card: from wherever the card went; \"that player\" the "
                             "opponent (CR 701.8a, 603.2)")
_OPPONENT_CAUSES = ("a", "spell", "or", "ability", "an", "opponent", "controls", "causes",
                    "you", "to", "discard", "this", "card")


def _discarded_self(p: Parser) -> list[Event]:
    """"When you discard this card" (any discard: a cost, cleanup, an instruction) or "When
    a spell or ability an opponent controls causes you to discard this card" (an
    instruction of that opponent's resolving spell or ability, CR 701.8a); "it" is the
    card, "that player" that opponent."""
    if p.accept(*_OPPONENT_CAUSES):
        whose = "opponent"
        p.scope.event_subject = "player"
    else:
        p.expect("you", "discard", "this", "card")
        whose = "you"
    p.scope.it = "self"
    p.mark(C_DISCARDED_SELF)
    return [{"event": DISCARDED_SELF, "whose": whose}]


C_OPPONENT_CAUSES_DISCARD = construct(
    "trigger.opponent_causes_discard", "Whenever a spell or ability an opponent controls causes "
    "you to discard a card: each card discarded by an instruction of an opponent's resolving "
    "spell or ability (CR 701.8a, 603.2)")


def _opponent_causes_discard(p: Parser) -> list[Event]:
    """"Whenever a spell or ability an opponent controls causes you to discard a card"."""
    p.expect(*_OPPONENT_CAUSES[:-2], "a", "card")
    p.scope.it, p.scope.event_subject = None, "player"
    p.mark(C_OPPONENT_CAUSES_DISCARD)
    return [{"event": "discard", "whose": "you", "about": DISCARD_BY_OPPONENT}]


C_YOU_PUT_COUNTERS = construct(
    "trigger.you_put_counters", "Whenever you put one or more +1/+1 (-1/-1) counters on "
    "<this creature / a creature [you control / you don't control]>: once for each "
    "permanent and event, who puts them being the controller of the spell or ability "
    "putting them, else the permanent's controller (a cost, a turn-based action); \"that "
    "many\" the counters put (CR 122.6, 603.2c)")


def _you_put_counters(p: Parser) -> list[Event]:
    """"Whenever you put one or more -1/-1 counters on a creature" (Hapatra): one kind of
    counter, on one permanent (CR 122.6)."""
    p.expect("you", "put")
    each = p.accept("a")                       # "a +1/+1 counter": once for each counter
    if not each:
        p.expect("one", "or", "more")
    kind = p.next().key
    p.expect("counter" if each else "counters", "on")
    flt = _counters_on(p)
    p.scope.event = "" if each else "amount"
    p.mark(C_YOU_PUT_COUNTERS)
    return [{"event": YOU_PUT_COUNTERS, "whose": "you", "about": kind, "filter": flt,
             "count": EACH_COUNTER if each else 0}]


def _counters_on(p: Parser) -> ObjectFilter | None:
    """What counters are put on, in a counters trigger: "this creature" (None) or "a / another
    <permanent>" (its filter); "it" is that one."""
    if self_ref(p):
        p.scope.it, p.scope.event_subject = "self", "self"
        return None
    other = p.accept("another")
    if not other and not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p)
    if plural or status_in(flt) or flt.spell or flt.zone:
        p.fail()
    p.scope.it, p.scope.event_subject = "event", "object"
    return replace(flt, other=other)


C_SHUFFLES = construct("trigger.shuffles", "Whenever you / an opponent / a player shuffle(s) "
                       "their library: each time that player shuffles it, searching "
                       "included; \"that player\" is them (CR 701.20a, 603.2)")


def _shuffles(p: Parser) -> list[Event]:
    """"Whenever an opponent shuffles their library" (Cosi's Trickster)."""
    whose = _player(p)
    you = whose == "you"
    p.expect("shuffle" if you else "shuffles", "your" if you else "their", "library")
    p.scope.it, p.scope.event_subject = None, "" if you else "player"
    p.mark(C_SHUFFLES)
    return [{"event": SHUFFLED, "whose": whose}]


C_YOU_TAP = construct("trigger.you_tap", "Whenever you tap an untapped <permanent> [an "
                      "opponent controls]: tapped by a spell or ability you control or a "
                      "cost you pay, not by a rule (CR 701.26a, 603.2)")


def _you_tap(p: Parser) -> list[Event]:
    """"Whenever you tap an untapped creature an opponent controls" (Icewrought Sentry)."""
    flt, plural = description(p)
    if plural or status_in(flt) or flt.spell or flt.zone or flt.tapped is not None:
        p.fail()
    p.scope.it, p.scope.event_subject = "event", "object"
    p.mark(C_YOU_TAP)
    return [{"event": YOU_TAP, "filter": flt}]


C_CLASHES = construct("trigger.clashes", "Whenever you clash [and win]: after each clash you "
                      "are in, as the one clashing with an opponent or the opponent chosen; "
                      "\"and win\": only a clash you won (CR 701.23c-d, 603.2)")


C_SCRY_OR_SURVEIL = construct("trigger.scry_or_surveil", "Whenever you scry or surveil: "
                              "either event, each scry or surveil once (CR 701.22, 701.25, "
                              "603.2)")


C_COUNTERS_OF_KIND = construct(
    "trigger.counters_of_kind", "Whenever [you put] a counter / a <kind> counter [is put] on "
    "<this / a permanent>, or one or more <kind> counters (other than +1/+1): each counter, "
    "or once for each permanent and event, any kind or only that kind; who puts them as for "
    "\"you put\" (CR 122.6, 603.2c)")


def _counters_of_kind(p: Parser) -> list[Event]:
    """"Whenever you put a counter on a creature you control" (Mikey & Leo), "Whenever a
    counter is put on a creature you control" (Hollowmurk Siege), "Whenever a -1/-1
    counter is put on a creature" (Flourishing Defenses), "Whenever you put one or more
    time counters on a permanent you control" (Kate Stewart), "Whenever one or more -1/-1
    counters are put on a creature" (Wickersmith's Tools). One or more counters of any kind
    stays unread: counters of several kinds put at once are one event (CR 122.6)."""
    you = p.accept("you", "put")
    each = p.accept("a") or p.accept("an")
    if not each:
        p.expect("one", "or", "more")
    kind = ANY_COUNTER if each and p.at("counter") else p.next().key
    if kind == "+1/+1" and not you or kind in ("counter", "counters"):
        p.fail()                                 # (`_counter_put_each`, `_counters_put`)
    p.expect("counter" if each else "counters")
    if not you:
        p.expect("is" if each else "are", "put")
    p.expect("on")
    flt = _counters_on(p)
    p.scope.event = "" if each else "amount"
    p.mark(C_COUNTERS_OF_KIND)
    return [{"event": YOU_PUT_COUNTERS, "whose": "you" if you else "each", "about": kind,
             "filter": flt, "count": EACH_COUNTER if each else 0}]


C_COUNTER_PUT_EACH = construct(
    "trigger.counter_put_each", "Whenever a +1/+1 counter is put on <this creature / a "
    "creature you control>: once for each counter (CR 122.6, 603.2)")


def _counter_put_each(p: Parser) -> list[Event]:
    """"Whenever a +1/+1 counter is put on this creature" (Fathom Mage): each counter is an
    event of its own (CR 122.6)."""
    flt = _counters_on(p)
    p.mark(C_COUNTER_PUT_EACH)
    return [{"event": PLUS_COUNTER_EACH, "filter": flt}]


def _discarded(p: Parser) -> ObjectFilter:
    """"a creature card" / "a noncreature, nonland card" / "an Island, Pirate, or Vehicle
    card": what kind of card the player discards (CR 701.8a)."""
    p.i += 1
    flt, plural = description(p, cards=True)
    if plural or flt == ObjectFilter() or flt.zone or status_in(flt) or \
            flt.controller is not None or flt.other or not p.at(","):
        p.fail()
    p.mark(C["trigger.discard_kind"])
    return flt


def _discard_batch(p: Parser) -> list[Event]:
    """"Whenever you discard one or more cards" / "one or more artifact cards": once for
    each event discarding at least one such card (several cards discarded at once are one
    event, CR 603.2c); "that many" is how many (CR 701.8a)."""
    whose = _player(p)
    p.expect("discard" if whose == "you" else "discards", "one", "or", "more")
    flt, plural = description(p, cards=True)
    if not plural or flt.zone or status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    p.scope.it = None
    p.scope.event_subject = "player" if whose != "you" else ""
    p.scope.event = "amount"                          # "that many": the cards discarded
    p.mark(C["trigger.discard_batch"])
    return [{"event": DISCARD_BATCH, "whose": whose,
             "filter": None if flt == ObjectFilter() else flt}]


def _cast_or_copy(p: Parser) -> list[Event]:
    """"Whenever you cast or copy an instant or sorcery spell": two events, the cast
    (CR 601.2i) and a copy put on the stack (CR 707.10)."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p)
    if plural or not flt.spell or status_in(flt) or flt.controller is not None:
        p.fail()
    flt = replace(flt, spell=False)
    p.scope.it, p.scope.event_subject, p.scope.event = None, "object", "cast"
    p.mark(C["trigger.cast_or_copy"])
    return [{"event": "cast", "filter": flt}, {"event": "copied", "filter": flt}]


C_CAST_OR_ENTERS = construct("trigger.cast_or_enters", "Whenever you cast a <spell> or a "
                             "<permanent> you control enters: either event (CR 601.2i, "
                             "603.6a)")


def _cast_or_enters(p: Parser) -> list[Event]:
    """"Whenever you cast a black spell or a Swamp you control enters" (the Magus staffs):
    two events, each triggering the ability."""
    p.expect("you", "cast")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    if "or" not in p.keys[p.i:]:
        p.fail()
    end, whole = p.keys.index("or", p.i), p.n
    p.n = end                                  # the spell's description ends at "or"
    try:
        spell, plural = description(p)
    finally:
        p.n = whole
    if plural or not spell.spell or status_in(spell) or spell.controller is not None:
        p.fail()
    p.expect("or")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt = _permanents(p)
    p.expect("enters")
    if not p.at(",") or flt.controller != "you":
        p.fail()
    p.scope.it, p.scope.event_subject, p.scope.event = None, "", ""
    p.mark(C_CAST_OR_ENTERS)
    return [{"event": "cast", "whose": "you", "filter": replace(spell, spell=False)},
            {"event": "enters", "filter": flt}]


C_BATCH_COUNTED = construct("trigger.batch_counted", "Whenever one or more <permanents> enter, "
                            "... that many / that much: how many entered in that one event "
                            "(CR 603.2c, 608.2h)")


def _that_many_follows(p: Parser) -> bool:
    """Does the ability's text after the trigger say "that many" / "that much"?"""
    rest = p.keys[p.i:]
    return any(rest[i] == "that" and rest[i + 1] in ("many", "much")
               for i in range(len(rest) - 1))


def _batch(p: Parser) -> list[Event]:
    """"Whenever one or more creatures you control deal combat damage to a player": once per
    player and damage step, "that player" being them (CR 510.2, 603.2c); "one or more
    [other] creatures [you control] enter / die": once for all those of one event."""
    p.expect("one", "or", "more")
    other = p.accept("other")
    flt, plural = description(p)
    # "one or more other Cats you control die": a creature type alone names what dies
    # (CR 205.3m, 700.4), as "another Zombie you control dies" does
    creature_types = not flt.types and bool(flt.subtypes) and all(
        t in vocabulary.CREATURE_TYPES for t in flt.subtypes)
    # "one or more tokens / noncreature, nonland permanents / other Elves you control
    # enter": only permanents enter the battlefield (CR 110.1)
    entering = p.at("enter", ",") and (creature_types or not flt.subtypes)
    if plural and p.at("leave", "the", "battlefield") and not (
            flt.spell or flt.tapped is not None or flt.combat or flt.this_turn):
        return _batch_leaves(p, replace(flt, other=other), creature_types)
    if not plural or flt.spell or flt.tapped is not None or flt.combat or flt.this_turn \
            or not (flt.types or entering or creature_types and (p.at("die", ",")
                                                                  or p.at("deal"))):
        p.fail()
    flt = replace(flt, other=other)
    if p.at("enter", ",") or (p.at("die", ",") and (
            flt.types == frozenset({"Creature"}) or creature_types)):
        verb = p.next().key
        p.scope.it, p.scope.event_subject = None, "object"
        p.mark(C["trigger.batch"])
        if verb == "enter" and _that_many_follows(p):
            p.scope.event = "amount"                 # how many entered (CR 603.2c)
            p.mark(C_BATCH_COUNTED)
            return [{"event": "enters", "filter": flt, "batch": True, "count": BATCH_COUNTED}]
        return [{"event": "enters" if verb == "enter" else "dies", "filter": flt,
                 "batch": True}]
    # "one or more nontoken Rogues you control": what deals the damage is still on the
    # battlefield, its token status and counters seen as it deals it (CR 510.2)
    if not (flt.types == frozenset({"Creature"}) or creature_types):
        p.fail()
    p.expect("deal", "combat", "damage", "to")
    if p.accept("one", "or", "more", "players"):      # once for all of them (CR 603.2c)
        p.scope.it, p.scope.event_subject = None, ""
        p.mark(C["trigger.batch"])
        return [{"event": BATCH_COMBAT_DAMAGE_PLAYERS, "filter": flt}]
    p.expect("a", "player")
    p.scope.it, p.scope.event_subject = None, "player"
    p.mark(C["trigger.batch"])
    return [{"event": "batch_combat_damage_player", "filter": flt}]


C_ATTACK_YOU = construct("trigger.attack_you", "Whenever one or more creatures attack you: "
                         "once for a declaration of attackers with one or more attacking you "
                         "(not a planeswalker or battle of yours) (CR 506.2, 508.1, 508.3d)")


def _some_attack(p: Parser) -> list[Event]:
    """"Whenever one or more nontoken Vampires you control attack": once for the declaration,
    if at least one attacker declared matches (CR 508.1, 508.3d)."""
    p.expect("one", "or", "more")
    flt, plural = description(p)
    creature = flt.types == frozenset({"Creature"}) or not flt.types and bool(
        flt.subtypes) and all(t in vocabulary.CREATURE_TYPES for t in flt.subtypes)
    if plural and flt == ObjectFilter(types=frozenset({"Creature"})) and p.accept(
            "attack", "you"):
        p.scope.it, p.scope.event = None, ATTACKERS_COUNT
        p.mark(C_ATTACK_YOU)                  # a player's attack on you (CR 506.2, 508.3d)
        return [{"event": "you_attack", "whose": "opponent", "count": 1,
                 "about": ATTACKS_YOU}]
    plain = flt == ObjectFilter(types=flt.types, controller="you")    # `trigger.you_attack`
    if not plural or not creature or plain or flt.controller not in ("you", None) or \
            flt.spell or flt.other or status_in(replace(flt, token=None)):
        p.fail()
    p.expect("attack")
    found = {"event": "you_attack", "whose": "you" if flt.controller else "each", "count": 1,
             "filter": flt}
    if p.accept("a", "player"):               # not a planeswalker or battle (CR 506.2)
        found["about"] = ATTACKS_PLAYER
    p.scope.it, p.scope.event = None, ATTACKERS_COUNT       # "that many" (CR 508.1)
    p.mark(C["trigger.some_attack"])
    return [found]


C_PLAYER_ATTACKS = construct(
    "trigger.player_attacks", "Whenever a player / an opponent attacks [you / enchanted player / one of "
    "your opponents / one or more of your opponents / another one of your opponents] [with one or "
    "more creatures / with creatures / with N or more creatures]: once for a declaration of "
    "attackers by such a player with at least one (N) creature(s) attacking such a player; "
    "\"that player\" is the attacking player (CR 508.3d, 508.3e)")


def _player_attacks(p: Parser) -> list[Event]:
    """"Whenever a player attacks" (Avatar Roku), "an opponent attacks you with two or more
    creatures" (Everett K. Ross), "a player attacks one of your opponents": the
    "you_attack" event of another player (CR 508.3d-e)."""
    whose = "each" if p.accept("a", "player") else "opponent"
    if whose == "opponent":
        p.expect("an", "opponent")
    p.expect("attacks")
    about = ""
    if p.accept("you"):
        about = ATTACKS_YOU                                       # CR 508.3e
    elif p.accept("one", "of", "your", "opponents") or p.accept(
            "one", "or", "more", "of", "your", "opponents") or (
            whose == "opponent" and p.accept("another", "one", "of", "your", "opponents")):
        about = ATTACKS_YOUR_OPPONENT                             # CR 508.3e
    elif p.at("enchanted", "player", "with"):
        curses.enchanted_player(p)
        about = ATTACKS_ENCHANTED                                 # CR 508.3e, 303.4b
    least = 1
    if p.accept("with"):
        if not p.accept("creatures"):
            least = number(p)
            p.expect("or", "more", "creatures")
    if not p.at(","):
        p.fail()
    p.scope.it, p.scope.event_subject, p.scope.event = None, "player", ATTACKERS_COUNT
    p.mark(C_PLAYER_ATTACKS)
    found: Event = {"event": "you_attack", "whose": whose, "count": least}
    if about:
        found["about"] = about
    return [found]


C_SEVERAL_ATTACK_PLAYER = construct(
    "trigger.several_attack_a_player", "Whenever N or more creatures you control attack a "
    "player: once for each player N or more of the creatures you declared attack (not a "
    "planeswalker or battle); \"that player\" is them (CR 508.1, 508.3e)")


def _several_attack_a_player(p: Parser) -> list[Event]:
    """"Whenever two or more creatures you control attack a player" (Landroval): the
    "you attack a player" event of each player attacked by at least that many."""
    least = number(p)
    if least < 2:
        p.fail()
    p.expect("or", "more", "creatures", "you", "control", "attack", "a", "player")
    if not p.at(","):
        p.fail()
    p.scope.it, p.scope.event_subject, p.scope.event = None, "player", YOU_ATTACK_PLAYER
    p.mark(C_SEVERAL_ATTACK_PLAYER)
    return [{"event": YOU_ATTACK_PLAYER, "whose": "you", "count": least}]


C_SEVERAL_ATTACK = construct(
    "trigger.several_attack", "Whenever N or more <creatures> [you control / your opponents "
    "control] attack: once for a declaration of attackers by one player with at least N "
    "such creatures (CR 508.1, 508.3a)")


def _several_attack(p: Parser) -> list[Event]:
    """"Whenever two or more creatures attack" (Argent Dais), "two or more creatures your
    opponents control attack" (Flummoxed Cyclops): one player's declaration of attackers
    with at least that many matching (CR 508.1)."""
    least = number(p)
    if least < 2:
        p.fail()
    p.expect("or", "more")
    flt, plural = description(p)
    creature = flt.types == frozenset({"Creature"})
    if not plural or not creature or flt.controller not in ("you", "opponent", None) or \
            flt.spell or flt.other or status_in(flt) or flt.zone:
        p.fail()
    p.expect("attack")
    if not p.at(","):
        p.fail()
    p.scope.it, p.scope.event = None, ATTACKERS_COUNT       # "that many" (CR 508.1)
    p.mark(C_SEVERAL_ATTACK)
    plain = flt == ObjectFilter(types=flt.types)
    return [{"event": "you_attack", "whose": "each", "count": least,
             **({} if plain else {"filter": flt})}]


def _attack_with(p: Parser) -> list[Event]:
    """"Whenever you attack with one or more Birds / two or more other creatures with
    flying": once for the declaration, if at least N attackers declared match; "that many"
    counts them (CR 508.1, 508.3c)."""
    p.expect("you", "attack", "with")
    least = number(p)
    p.expect("or", "more")
    other = p.accept("other")
    comma = next((k for k in range(p.i, p.n) if p.keys[k] == ","), p.n)
    end, p.n = p.n, comma                  # the attackers end at the comma
    try:
        flt, plural = description(p)
    finally:
        p.n = end
    creature = flt.types == frozenset({"Creature"}) or not flt.types and bool(
        flt.subtypes) and all(t in vocabulary.CREATURE_TYPES for t in flt.subtypes)
    if not plural or not creature or flt.controller is not None or flt.spell or \
            flt.other or status_in(replace(flt, counter=False)) or not p.at(",") or \
            (flt == ObjectFilter(types=flt.types) and not other):   # `trigger.you_attack`
        p.fail()
    p.scope.it, p.scope.event = None, ATTACKERS_COUNT
    p.mark(C["trigger.attack_with"])
    return [{"event": "you_attack", "whose": "you", "count": least,
             "filter": replace(flt, controller="you", other=other)}]


def _sacrifice(p: Parser) -> list[Event]:
    """"Whenever you sacrifice a Clue / another permanent": a player sacrifices only what
    they control (CR 701.17a), so it is a permanent they control leaving the battlefield
    by sacrifice; it looks back in time (CR 603.10a)."""
    whose = _player(p)
    p.expect("sacrifice" if whose == "you" else "sacrifices")
    if whose == "you" and p.peek(2) == "while" and self_ref(p):
        return _sacrificed_for_emerge(p)
    if p.at("one", "or", "more") or self_ref(p):
        return _sacrifice_more(p, whose)
    other = p.accept("another")
    if not other and not (p.accept("a") or p.accept("an")):
        p.fail()
    flt = _permanents(p, token=True)
    if flt.controller is not None:
        p.fail()
    flt = replace(flt, other=other, controller={"you": "you", "opponent": "opponent"}.get(whose))
    p.scope.it, p.scope.event_subject = None, "object"
    p.mark(C["trigger.sacrifice"])
    return [{"event": "sacrificed", "filter": flt}]


C_SACRIFICED_FOR_EMERGE = construct("trigger.sacrificed_for_emerge", "When you sacrifice this "
                                    "creature while casting a spell with emerge: sacrificed "
                                    "to pay that spell's emerge cost (CR 702.119a, 601.2h, "
                                    "603.10a)")


def _sacrificed_for_emerge(p: Parser) -> list[Event]:
    """"When you sacrifice this creature while casting a spell with emerge" (Foul
    Emissary): this permanent, sacrificed as part of an emerge cost (after "this
    creature")."""
    p.expect("while", "casting", "a", "spell", "with", "emerge")
    if not p.at(","):
        p.fail()
    p.scope.it, p.scope.event_subject = None, "self"
    p.scope.self_gone = True
    p.mark(C_SACRIFICED_FOR_EMERGE)
    return [{"event": "sacrificed", "about": SACRIFICED_FOR_EMERGE}]


C_SACRIFICE_SELF = construct("trigger.sacrifice_self", "When you sacrifice <this permanent> / "
                             "\"When this artifact enters and when you sacrifice it\": it "
                             "leaves the battlefield by sacrifice, looking back in time (CR "
                             "701.17a, 603.6c, 603.10a)")


def _sacrifice_self(p: Parser) -> list[Event]:
    """"When you sacrifice this creature, ..." (Daemogoth Woe-Eater), "... and when you
    sacrifice it" (Carrot Cake): only its controller can sacrifice it (CR 701.17a); a
    leaves-the-battlefield ability (CR 603.6c, 603.10a), so "it" is gone."""
    p.expect("you", "sacrifice")
    if not (self_ref(p) or (p.scope.it == "self" and p.accept("it"))) or not p.at(","):
        p.fail()
    p.scope.it, p.scope.self_gone, p.scope.event_subject = None, True, "self"
    p.mark(C_SACRIFICE_SELF)
    return [{"event": "sacrificed"}]


def _sacrifice_more(p: Parser, whose: str) -> list[Event]:
    """"Whenever you sacrifice one or more [other] Foods": once for all those of one event
    (CR 603.2c); "you sacrifice Kingpin or another creature": any creature, this one
    included, as it last existed (CR 701.17a, 603.10a)."""
    if whose != "you":
        p.fail()
    batch = p.accept("one", "or", "more")
    if not batch:                                  # "SELF or another <its card type>"
        p.expect("or", "another")
    other = batch and p.accept("other")
    flt, plural = description(p)
    if plural != batch or flt.spell or status_in(replace(flt, token=None)) or \
            flt.controller is not None or flt.tapped is not None or flt.combat or \
            flt.this_turn or not p.at(","):
        p.fail()
    if not batch and (flt.subtypes or flt.token is not None or len(flt.types) != 1
                      or not flt.types <= p.card.types):
        p.fail()                                   # "this artifact or another artifact"
    p.scope.it, p.scope.event_subject = None, "" if batch else "object"
    p.mark(C["trigger.sacrifice_more"])
    found: Event = {"event": "sacrificed", "filter": replace(flt, other=other,
                                                             controller="you")}
    if batch:
        found["batch"] = True
    return [found]


def _create_token(p: Parser) -> list[Event]:
    """"Whenever you create a token" / "you create or sacrifice a token": its creator owns
    it (CR 111.2) and it is created on the battlefield (CR 701.7a), so it is a token you own
    entering; a sacrificed one you controlled (CR 701.17a), looked back at (CR 603.10a)."""
    p.expect("you", "create")
    sacrifice = p.accept("or", "sacrifice")
    p.expect("a", "token")
    p.scope.it, p.scope.event_subject = None, "object"
    p.mark(C["trigger.create_token"])
    found: list[Event] = [{"event": "enters", "filter": ObjectFilter(token=True, owned=True)}]
    if sacrifice:
        p.mark(C["trigger.sacrifice"])
        found.append({"event": "sacrificed",
                      "filter": ObjectFilter(token=True, controller="you")})
    return found


C_LOYALTY_REMOVED = construct("trigger.loyalty_removed", "Whenever one or more loyalty "
                              "counters are removed from <this planeswalker>: once per "
                              "event, \"that much\" the number removed (CR 122.1, 603.2, "
                              "606.4, 120.3c)")


def _loyalty_removed(p: Parser) -> list[Event]:
    """"Whenever one or more loyalty counters are removed from Chandra, she deals that much
    damage to ..." (Chandra, Fire Artisan): paying a loyalty cost, damage dealt to it..."""
    if "Planeswalker" not in p.card.types or not self_ref(p):
        p.fail()
    p.scope.event = "amount"
    p.scope.it, p.scope.event_subject = "self", "self"
    p.mark(C_LOYALTY_REMOVED)
    return [{"event": "loyalty_removed"}]


def _counters_put(p: Parser) -> list[Event]:
    """"Whenever one or more +1/+1 counters are put on this creature / a creature you
    control": once per event (CR 122.6: entering with them counts); "that many"."""
    scope = p.scope
    scope.event = "amount"
    p.mark(C["trigger.counters"])
    if self_ref(p):
        scope.it, scope.event_subject = "self", "self"
        return [{"event": "plus_counters"}]
    other = p.accept("another")
    if not other and not (p.accept("a") or p.accept("an")):
        p.fail()
    flt = _permanents(p, token=True)
    scope.it, scope.event_subject = "event", "object"
    return [{"event": "plus_counters", "filter": replace(flt, other=other)}]


def _nth_each_turn(p: Parser, whose: str, noun: str) -> tuple[int, ObjectFilter | None]:
    """"your second card each turn", "their third spell each turn", "your first instant or
    sorcery spell each turn": the Nth this turn, and the kind of spell counted (card types
    only: those are what the turn's record keeps, `conditions.record`)."""
    p.expect("your" if whose == "you" else "their")
    nth = _ORDINALS.get(p.next().key, 0)
    if not nth or (nth == 1 and noun == "card"):
        p.fail()
    flt = None
    if noun == "spell" and not p.at("spell"):
        flt = _spell_kind(p)
    else:
        p.expect(noun)
    p.expect("each", "turn")
    p.mark(C["trigger.nth"])
    return nth, flt


def _activates(p: Parser) -> list[Event]:
    """"Whenever <a player> activates an ability [of <a permanent>] that isn't a mana
    ability" / "..., if it isn't a mana ability," / "activates a loyalty ability [of <a
    planeswalker>]": once it is activated (CR 602.2i); never for a mana ability, which
    doesn't use the stack (CR 605.3a). "That player": the one who activated it."""
    whose = _player(p)
    p.expect("activate" if whose == "you" else "activates")
    for label in ("boast", "exhaust"):
        if p.accept("a" if label == "boast" else "an", label, "ability"):
            if not p.at(","):
                p.fail()
            p.scope.it, p.scope.event_subject = None, "player"
            p.mark(C["trigger.activates_labelled"])       # never a mana ability (605.1a)
            return [{"event": "activates", "whose": whose, "about": label}]
    loyalty = p.accept("a", "loyalty", "ability")
    if not loyalty:
        p.expect("an", "ability")
    flt = None
    if p.accept("of"):
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = description(p)
        if plural or flt.controller is not None or flt.zone or flt.spell or status_in(flt):
            p.fail()
        p.accept("on", "the", "battlefield")
    if p.accept("that", "isn't", "a", "mana", "ability"):
        pass
    elif p.at(",", "if", "it", "isn't", "a", "mana", "ability", ","):
        p.i += 7                          # the same test, rechecked as it resolves (603.4)
    elif not loyalty:
        p.fail()                          # mana abilities too: not watched (CR 605.3a)
    p.scope.it, p.scope.event_subject = None, "player"
    p.mark(C["trigger.activates"])
    return [{"event": "activates", "whose": whose, "filter": flt,
             "about": "loyalty" if loyalty else ""}]


def _player(p: Parser) -> str:
    for words, whose in _PLAYERS:
        if p.accept(*words):
            return whose
    p.fail()


def _nth_of_turn(p: Parser) -> list[Event]:
    """"the fourth spell of a turn is cast": anyone's, counted among every spell cast this
    turn (CR 601.2i); "that spell" is the spell."""
    p.expect("the")
    nth = _ORDINALS[p.next().key]
    p.expect("spell", "of", "a", "turn", "is", "cast")
    p.scope.it, p.scope.event_subject, p.scope.event = None, "", "cast"
    p.mark(C["trigger.nth_of_turn"])
    return [{"event": "cast", "whose": "each", "count": nth, "about": SPELLS_OF_THE_TURN}]


def _cast_during(p: Parser) -> list[Event]:
    """"Whenever you cast a spell during an opponent's turn", "... your first spell during
    each opponent's turn" (CR 601.2i, 500)."""
    p.expect("you", "cast")
    nth, flt = 0, None
    if p.accept("your", "first"):
        nth = 1                    # this turn's first: the turn is the opponent's (500)
        if not p.accept("spell"):
            flt = _spell_kind(p)
        p.expect("during", "each", "opponent", "'s", "turn")
    else:
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        spell = _spell_kind(p) if not p.accept("spell") else None
        flt = spell
        p.expect("during", "an", "opponent", "'s", "turn")
    p.scope.it, p.scope.event_subject, p.scope.event = None, "", "cast"
    p.mark(C["trigger.cast_during"])
    return [{"event": "cast", "whose": "you", "count": nth, "filter": flt,
             "during": "opponent"}]


def dies_during(p: Parser, events: list[Event]) -> list[Event]:
    """"When this creature dies during combat", "Whenever another creature dies during your
    turn": when it dies is part of the event, seen as it dies (CR 603.2, 506.1, 500)."""
    if not p.at("during") or not events or any(
            ev["event"] != "dies" or "condition" in ev for ev in events):
        return events
    if p.accept("during", "combat"):
        cond = condition(PHASE_IS, phase="combat", on_trigger=True)
    elif p.accept("during", "your", "turn"):
        cond = condition("your_turn", on_trigger=True)
    else:
        return events
    p.mark(C["trigger.dies_during"])
    return [dict(ev, condition=cond) for ev in events]


def non_type_or_subtype(p: Parser) -> ObjectFilter:
    """"noncreature or Dragon spell", "noncreature spell or a Dragon spell": a spell that
    isn't of the card type, or has the subtype (CR 205.3, 601.2i)."""
    word = p.next().key
    kind = word[3:].capitalize() if word.startswith("non") else ""
    if kind not in PERMANENT_TYPES and kind not in ("Instant", "Sorcery"):
        p.fail()
    twice = p.accept("spell", "or", "a") or p.accept("spell", "or", "an")
    if not twice:
        p.expect("or")
    tok = p.next()
    subtype = SUBTYPE_WORDS.get(tok.key) if tok.text[:1].isupper() else None
    if subtype is None:
        p.fail()
    p.expect("spell")
    p.mark(C["trigger.cast_either"])
    return ObjectFilter(spell=True, any_of=(ObjectFilter(not_types=frozenset({kind})),
                                            ObjectFilter(subtypes=frozenset({subtype}))))


C_THATS_BOTH = construct("trigger.cast_thats_both", "Whenever you cast a spell that's both "
                         "white and black: a spell of both colours, maybe others too "
                         "(CR 105.2, 601.2i)")


def thats_both_colors(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """"a spell that's both white and black" after the spell's description: of the one
    colour and (`any_of`, a single alternative) of the other."""
    from tolaria.cards.oracle.phrases import COLOR_WORDS
    p.expect("that", "'s", "both")
    first = COLOR_WORDS.get(p.next().key)
    p.expect("and")
    second = COLOR_WORDS.get(p.next().key)
    if first is None or second is None or first == second or flt.colors or flt.any_of \
            or flt.not_colors or flt.colorless or flt.monocolored:
        p.fail()
    p.mark(C_THATS_BOTH)
    return replace(flt, colors=frozenset({first}),
                   any_of=(ObjectFilter(colors=frozenset({second})),), more=None)


C_HAS_ADVENTURE = construct("trigger.cast_has_adventure", "Whenever you cast a creature spell "
                            "that has an Adventure: an adventurer card, whichever way it was "
                            "cast before (CR 715.2a, 601.2i)")


def has_an_adventure(p: Parser, flt: ObjectFilter) -> Condition:
    """"a creature spell that has an Adventure" after the spell's description: a creature
    spell is never cast as its Adventure, so its card has the Adventure face (CR 715.2a)."""
    p.expect("that", "has", "an", "adventure")
    if flt.types != frozenset({"Creature"}) or flt.any_of:
        p.fail()
    p.mark(C_HAS_ADVENTURE)
    return condition(EVENT_HAS_ADVENTURE, on_trigger=True)


def _cast_during_yours(p: Parser) -> list[Event]:
    """"Whenever you cast a spell during your turn", "Whenever an opponent casts a blue or
    black spell during your turn": only while it is your turn (CR 601.2i, 500)."""
    whose = "you" if p.accept("you", "cast") else "opponent"
    if whose == "opponent":
        p.expect("an", "opponent", "casts")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = description(p)
    if plural or not flt.spell or status_in(flt) or flt.controller is not None or flt.other:
        p.fail()
    p.expect("during", "your", "turn")
    p.scope.it, p.scope.event_subject, p.scope.event = None, "", "cast"
    p.mark(C["trigger.cast_during"])
    flt = replace(flt, spell=False)
    return [{"event": "cast", "whose": whose, "during": "you",
             "filter": None if flt == ObjectFilter() else flt}]


def _spell_kind(p: Parser) -> ObjectFilter:
    """"instant or sorcery spell", "noncreature spell": a kind of spell by card types only
    (what the turn's record of casts keeps, `conditions.record`)."""
    flt, plural = description(p)
    if plural or not flt.spell or replace(flt, spell=False, types=frozenset(),
                                          not_types=frozenset()) != ObjectFilter():
        p.fail()
    return replace(flt, spell=False)


def _cast_kind_targeting(p: Parser) -> list[Event]:
    """"Whenever you cast an instant or sorcery spell that targets a creature"."""
    p.expect("you", "cast")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    spell, plural = description(p)
    if plural or not spell.spell or status_in(spell) or spell.controller is not None:
        p.fail()
    p.expect("that", "targets")
    if p.at("only"):
        found = _cast_targeting_only(p)
    else:
        found = _cast_targeting(p)
    return [dict(ev, spell_filter=replace(spell, spell=False)) for ev in found]


C_CAST_TARGETING_ONLY = construct(
    "trigger.cast_targeting_only", "Whenever you cast an instant or sorcery spell that targets "
    "only <this creature / a single creature you control>: its one target, chosen once or "
    "more, is that object (CR 115.1, 601.2c); \"that spell\" is the spell cast")


def _cast_targeting_only(p: Parser) -> list[Event]:
    """"... that targets only a single creature you control" (Leyline of Resonance), "...
    only this creature" (Reflective Golem): every target of the spell is that one object."""
    p.expect("only")
    if self_ref(p):
        flt = None
    else:
        p.expect("a", "single")
        flt = _permanents(p)
    p.scope.it, p.scope.event_subject, p.scope.event = None, "", "cast"   # the spell
    p.mark(C_CAST_TARGETING_ONLY)
    return [{"event": "cast_targeting", "whose": "you", "filter": flt, "about": TARGETS_ONLY}]


C_PHASES = construct("trigger.phases", "Whenever this permanent phases in / phases out (CR "
                     "702.26; phasing out looks back in time, 603.10b)")


def _cast_targeting(p: Parser) -> list[Event]:
    """"Whenever you cast a spell that targets this creature / a creature you control"."""
    scope = p.scope
    if self_ref(p):
        flt = None
        scope.it = "self"
    elif p.accept("one", "or", "more"):    # "... gain control of those permanents"
        flt, plural = description(p)
        if not plural or flt.spell or status_in(flt) or flt.tapped is not None or \
                flt.combat or flt.counter or flt.this_turn:
            p.fail()
        scope.it, scope.event = None, CAST_TARGETING
    else:
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        flt = _permanents(p)
        scope.it = None                    # several of its targets may qualify
    scope.event_subject = ""
    p.mark(C["trigger.cast_targeting"])
    return [{"event": "cast_targeting", "whose": "you", "filter": flt}]


# -- the permanent an Aura or Equipment is attached to ------------------------------------

def _attached_event(p: Parser) -> list[Event]:
    word = p.next().key
    if word not in ("enchanted", "equipped") or p.peek() not in ("creature", "permanent",
                                                                  "land", "artifact"):
        p.fail()
    subtype = "Aura" if word == "enchanted" else "Equipment"
    if subtype not in p.card.subtypes:
        p.fail()                           # attached only as an Aura or Equipment is
    noun = p.next().key
    if noun == "creature" and p.accept("attacks", "or", "blocks"):
        p.scope.it, p.scope.event_subject = "event", "object"
        found = [{"event": "attacks"}, {"event": "blocks"}]
    elif noun == "creature" and p.at("blocks", "or", "becomes", "blocked", ","):
        p.i += 4
        p.scope.it, p.scope.event_subject = "event", "object"       # CR 509.3c-d
        found = [{"event": "blocks"}, {"event": "becomes_blocked"}]
    else:                          # a land it makes a creature dies as one (CR 700.4)
        found = _permanent_events(p, creature=noun == "creature" or noun == "land" and p.at(
            "dies"), whose="attached")
    p.mark(C["trigger.attached"])
    return [dict(ev, about="attached") for ev in found]


# -- this permanent ----------------------------------------------------------------------

C_ENTERS_OR_COMBAT_DAMAGE = construct("trigger.enters_or_combat_damage", "Whenever this "
                                      "creature enters or deals combat damage to a player / "
                                      "or becomes the target of ... / becomes tapped: two "
                                      "trigger events, one ability each (CR 603.2, 603.6a, "
                                      "510.3a)")


def _a_creature(p: Parser) -> bool:
    """Is the subject a creature: a creature card's own, or "this creature" in a quoted
    ability an Aura or Equipment grants ("Equipped creature has \"Whenever this creature
    attacks alone, ...\"", CR 113.1a, 613.1f)?"""
    return "Creature" in p.card.types or (not p.card.name and not p.card.types and
                                          p.keys[p.i - 2:p.i] == ["this", "creature"])


def _self_event(p: Parser) -> list[Event]:
    if not self_ref(p):
        p.fail()
    scope = p.scope
    if p.at("becomes", "monstrous") or p.at("enters", "or", "becomes", "monstrous"):
        return keyword_rules.becomes_monstrous(p)                     # CR 701.31c
    if p.at("becomes", "level"):
        return keyword_rules.becomes_level(p)                         # CR 716.2
    if p.at("becomes", "renowned") or p.at("evolves"):
        return _grew(p)                                   # CR 702.112a, 702.100b
    if p.at("exploits", "a", "creature"):
        return keyword_rules.exploits(p)                              # CR 702.110b
    if p.at("crews", "a", "vehicle"):
        return _crews(p)                                              # CR 702.122a
    if p.at("becomes", "attached", "to", "a", "creature", ","):
        return _becomes_attached(p)                                   # CR 701.3a
    if p.at("attacks", "while", "saddled"):
        return keyword_rules.attacks_saddled(p)                       # CR 702.171b
    if "Creature" in p.card.types and (p.at("attacks", "while") or p.at(
            "attacks", "or", "blocks", "while")):
        return _attacks_while(p)
    if p.at("or", "enchanted", "creature") and "Creature" in p.card.types:
        p.i += 3                                      # a bestow creature's (CR 702.103)
        found = p.attempt(_permanent_events, True, "attached") or _permanent_events(
            p, creature=True, whose="self")
        p.mark(keyword_rules.C_OR_ENCHANTED)
        return found + [dict(ev, about="attached") for ev in found]
    if "Equipment" in p.card.subtypes and p.accept("becomes", "unattached", "from", "a",
                                                   "permanent"):
        scope.it, scope.event_subject = "event", "object"    # "that permanent" (603.10a)
        p.mark(C_UNATTACHED)
        return [{"event": "unattached"}]
    if p.at("or", "equipped", "creature") and "Creature" in p.card.types and \
            "Equipment" in p.card.subtypes:
        return _or_equipped(p)
    if p.accept("transforms", "into", "SELF"):          # this face, turned up (701.28e)
        scope.it, scope.event_subject = "self", "self"
        p.mark(C["trigger.transforms_into"])
        return [{"event": "transformed"}]
    if p.accept("enters", "or", "transforms", "into", "SELF"):    # two events (CR 603.2,
        scope.it, scope.event_subject = "self", "self"                 # 701.28e)
        p.mark(C["trigger.transforms_into"])
        return [{"event": "enters"}, {"event": "transformed"}]
    if p.accept("mutates"):                                   # CR 702.140d
        scope.it, scope.event_subject = "self", "self"
        p.mark(C["trigger.mutates"])
        return [{"event": "mutates"}]
    if p.accept("is", "turned", "face", "up"):
        scope.it, scope.event_subject = "self", "self"
        p.mark(C["trigger.face_up"])
        return [{"event": "turned_face_up"}]
    if p.accept("phases", "in") or p.accept("phases", "out"):       # CR 702.26, 603.10b
        scope.it, scope.event_subject = "self", "self"
        p.mark(C_PHASES)
        return [{"event": f"phases_{p.tokens[p.i - 1].key}"}]
    if p.accept("enters", "or", "is", "turned", "face", "up"):
        scope.it, scope.event_subject = "self", "self"
        p.mark(C["trigger.face_up"])
        return [{"event": "enters"}, {"event": "turned_face_up"}]
    if "Creature" in p.card.types and p.accept("enters", "or", "deals", "combat", "damage",
                                                "to", "a", "player"):
        scope.it, scope.event_subject = "self", "self"      # no "that player" (two events)
        p.mark(C_ENTERS_OR_COMBAT_DAMAGE)
        return [{"event": "enters"}, {"event": "combat_damage_player"}]
    if "Creature" in p.card.types and (p.at("attacks", "or", "becomes", "the", "target") or p.at(
            "attacks", ",", "blocks", ",", "or", "becomes", "the", "target")):
        return _attacks_or_targeted(p)
    if p.at("enters", "or", "becomes"):
        p.i += 2                          # "enters or becomes the target of ..." (Shield Mare)
        found = _permanent_events(p, creature="Creature" in p.card.types, whose="self")
        scope.it, scope.event_subject, scope.event = "self", "self", ""    # either event's
        p.mark(C_ENTERS_OR_COMBAT_DAMAGE)
        return [{"event": "enters"}, *found]
    if p.accept("enters", "or", "leaves", "the", "battlefield"):
        scope.it, scope.self_gone, scope.event_subject = None, True, "self"
        p.mark(C["trigger.enters_battlefield"])
        return [{"event": "enters"}, {"event": "leaves"}]
    if p.accept("enters", "the", "battlefield"):
        scope.it, scope.event_subject = "self", "self"       # older wording of "enters"
        p.mark(C["trigger.enters_battlefield"])
        return [{"event": "enters"}]
    if p.accept("enters", "or", "is", "put", "into", "a", "graveyard", "from", "the",
                "battlefield"):
        scope.it, scope.self_gone, scope.event_subject = None, True, "self"
        p.mark(C["trigger.to_graveyard"])
        return [{"event": "enters"}, {"event": "to_graveyard"}]
    if "Creature" in p.card.types and p.accept("attacks", "for", "the", "first", "time",
                                                "each", "turn"):
        scope.it, scope.event_subject, scope.event = "self", "self", "attacks"
        p.mark(C_ATTACKS_FIRST)
        return [{"event": ATTACKS_FIRST}]
    if "Creature" in p.card.types and p.accept("attacks", "the", "player", "with", "the",
                                                "most", "life", "or", "tied", "for", "most",
                                                "life"):
        scope.it, scope.event_subject, scope.event = "self", "self", "attacks"
        p.mark(C_ATTACKS_MOST_LIFE)                # dethrone's condition (CR 702.105a)
        return [{"event": "attacks", "condition": Condition("dethrone", (
            ("on_trigger", True),))}]
    if _a_creature(p) and p.accept("attacks", "alone"):
        scope.it, scope.event_subject, scope.event = "self", "self", "attacks"
        p.mark(C["trigger.described_combat"])
        return [{"event": "attacks_alone"}]
    if "Creature" in p.card.types and p.accept("and", "at", "least"):
        others = number(p)
        p.expect("other", "creature" if others == 1 else "creatures", "attack")
        scope.it, scope.event_subject, scope.event = "self", "self", "attacks"
        p.mark(C["trigger.battalion"])
        return [{"event": "attacks_with", "count": others}]
    creature = "Creature" in p.card.types
    if (creature and p.at("is", "put", "into", "a", "graveyard")) or p.at(
            "deals", "combat", "damage", "to", "a", "player"):
        p.fail()                           # "dies", "trigger.combat" (abilities._self_event)
    found = _permanent_events(p, creature=creature, whose="self")
    if scope.it == "event" and found[0]["event"] not in _PAIRS:
        scope.it = "self"                  # the event is about this object
    return found


C_ATTACKS_OR_TARGETED = construct(
    "trigger.attacks_or_targeted", "Whenever this creature attacks[, blocks,] or becomes the "
    "target of a spell [an opponent controls]: each event (CR 508.1, 509.1, 603.2)")


def _attacks_or_targeted(p: Parser) -> list[Event]:
    """"Whenever this creature attacks or becomes the target of a spell" (Goldspan Dragon),
    "attacks, blocks, or becomes the target of a spell" (Giggling Skitterspike)."""
    p.expect("attacks")
    found: list[Event] = [{"event": "attacks"}]
    if p.accept(",", "blocks", ","):
        found.append({"event": "blocks"})
    p.expect("or")
    targeted = _permanent_events(p, creature=True, whose="self")
    if [ev["event"] for ev in targeted] not in (["becomes_target_spell"], ["becomes_target"]):
        p.fail()
    p.scope.it, p.scope.event_subject, p.scope.event = "self", "self", ""    # either event's
    p.mark(C_ATTACKS_OR_TARGETED)
    return found + targeted


C_UNATTACHED = construct("trigger.unattached", "Whenever this Equipment becomes unattached "
                         "from a permanent: moved to another, unattached, or left the "
                         "battlefield while attached; \"that permanent\" is the one it was "
                         "on (CR 701.3d, 603.10a)")
C_OR_EQUIPPED = construct("trigger.or_equipped", "Whenever this creature or equipped creature "
                          "attacks / becomes blocked / deals combat damage to a player: a "
                          "creature Equipment's trigger (reconfigure), about itself and the "
                          "creature it's attached to; \"it\" that one (CR 702.151, 603.2)")


def _or_equipped(p: Parser) -> list[Event]:
    """"Whenever this creature or equipped creature attacks": the same event of either."""
    p.expect("or", "equipped", "creature")
    if not (p.at("attacks", ",") or p.at("becomes", "blocked", ",") or p.at(
            "deals", "combat", "damage", "to", "a", "player", ",")):
        p.fail()
    found = _permanent_events(p, creature=True, whose="attached")
    p.mark(C_OR_EQUIPPED)
    return found + [dict(ev, about="attached") for ev in found]


C_ATTACKS_MOST_LIFE = construct("trigger.attacks_most_life", "Whenever this creature attacks "
                                "the player with the most life or tied for most life: "
                                "checked as it attacks, as dethrone is (CR 702.105a, 603.2)")


C_ATTACKS_WHILE = construct("trigger.attacks_while", "Whenever this creature attacks [or "
                            "blocks] while <condition>: it triggers only if the condition "
                            "holds as it attacks (blocks), not checked again (CR 603.2, "
                            "603.4)")


def _attacks_while(p: Parser) -> list[Event]:
    """"Whenever this creature attacks while you control a token": a trigger condition,
    checked as the event happens only (the rulings; unlike an intervening "if", CR 603.4)."""
    from tolaria.cards.oracle.conditions import condition_phrase
    names = ["attacks", "blocks"] if p.accept("attacks", "or", "blocks") else ["attacks"]
    if len(names) == 1:
        p.expect("attacks")
    p.expect("while")
    cond = condition_phrase(p)
    if not p.at(",") or cond.get("on_trigger") is not None:
        p.fail()
    cond = Condition(cond.op, tuple(sorted(cond.params + (("on_trigger", True),))))
    p.scope.it, p.scope.event_subject, p.scope.event = "self", "self", "attacks"
    p.mark(C_ATTACKS_WHILE)
    return [{"event": name, "condition": cond} for name in names]


C_ATTACKS_FIRST = construct("trigger.attacks_first", "Whenever this creature attacks for the "
                            "first time each turn: declared an attacker with no earlier "
                            "attack this turn, in any combat phase (CR 508.3a, 500.8)")


# -- a described permanent ----------------------------------------------------------------

def _combat_damage_to_self(p: Parser, flt: ObjectFilter) -> list[Event]:
    """"Whenever a creature deals combat damage to Vraska": once for each creature dealing
    combat damage to this permanent (CR 510.2, 603.2); "that creature" is that one."""
    p.expect("deals", "combat", "damage", "to")
    if not self_ref(p):
        p.fail()
    p.scope.it, p.scope.event_subject, p.scope.event = "event", "object", "amount"
    p.mark(C["trigger.damage_to_self"])
    return [{"event": "combat_damage_to_self", "filter": flt}]


C_DESCRIBED_UNBLOCKED = construct("trigger.described_unblocked", "Whenever a <creature> [you "
                                  "control] attacks and isn't blocked: once for each such "
                                  "attacking creature no creature blocks, as blockers are "
                                  "declared; \"it\" is that creature (CR 509.5g, 508.3f)")


C_COUNTER_ATTACKS_OPPONENT = construct(
    "trigger.counter_creature_attacks_opponent", "Whenever a creature with a [+1/+1] counter "
    "on it attacks one of your opponents: any player's, declared attacking a player who is "
    "your opponent, with such a counter as it attacks (CR 508.3a, 122.1, 102.3)")


def _described_event(p: Parser) -> list[Event]:
    if p.at("an", "equipped") or p.at("an", "enchanted") or p.at(
            "a", "creature", "you", "control", "that", "'s"):
        return _attached_creature_event(p)
    other = p.accept("another")
    if not other and not (p.accept("a") or p.accept("an")):
        p.fail()
    if p.accept("face-down"):
        return _face_down_event(p)
    flt = _permanents(p, token=True)
    if other:
        flt = replace(flt, other=True)
    if p.accept("is", "championed", "with"):                          # CR 702.72c
        if other or not self_ref(p):
            p.fail()
        p.mark(C["trigger.championed"])
        return [{"event": "championed", "filter": flt}]
    if p.accept("dealt", "damage", "by"):
        return _damaged_by(p, flt)
    if p.at("deals", "combat", "damage", "to", "SELF"):
        return _combat_damage_to_self(p, flt)
    if p.at("enters", "the", "battlefield") or p.at("enters", "under"):
        return _enters_under(p, flt)
    if flt.counter and flt.types == frozenset({"Creature"}) and not other and p.at(
            "attacks", "one", "of", "your", "opponents", ","):
        p.i += 5                           # "a creature with a counter on it" (CR 122.1)
        p.scope.it, p.scope.event_subject = "event", "object"
        p.mark(C_COUNTER_ATTACKS_OPPONENT)
        return [{"event": "attacks_you", "whose": "opponent", "filter": flt}]
    if (flt.token is not None or flt.counter) and p.at_any(("enters", "dies", "attacks")):
        return _nontoken(p, flt)
    creature = flt.types == frozenset({"Creature"})
    if (creature or (not flt.types and flt.subtypes)) and p.accept(
            "attacks", "and", "isn't", "blocked"):
        p.scope.it, p.scope.event_subject, p.scope.event = "event", "object", "attacks"
        p.mark(C_DESCRIBED_UNBLOCKED)                  # "defending player" (CR 506.2)
        return [{"event": "unblocked", "filter": flt}]
    if (creature or (not flt.types and flt.subtypes)) and (
            p.at("attacks", "alone") or p.at("blocks") or p.at("becomes", "blocked")):
        return _combat(p, flt)
    if not flt.types and flt.subtypes and p.at("attacks") and all(
            t in vocabulary.CREATURE_TYPES or t == "Vehicle" for t in flt.subtypes):
        return _combat(p, flt)     # "a Dragon / Vehicle you control attacks" (CR 508.3a, 301.7)
    if not flt.types and flt.subtypes and all(
            t in vocabulary.CREATURE_TYPES for t in flt.subtypes) and p.accept("dies"):
        p.scope.it, p.scope.event_subject = None, "object"      # "another Zombie ... dies"
        p.mark(C["trigger.described_combat"])
        return [{"event": "dies", "filter": flt}]
    if p.accept("is", "turned", "face", "up"):
        p.scope.it, p.scope.event_subject = "event", "object"
        p.mark(C["trigger.face_up"])
        return [{"event": "turned_face_up", "filter": flt}]
    if creature and p.accept("becomes", "renowned"):
        p.scope.it, p.scope.event_subject = "event", "object"         # CR 702.112a
        p.mark(C_GREW)
        return [{"event": "becomes_renowned", "filter": flt}]
    if creature and not other and p.at("deals", "combat", "damage", "to") and (
            found := p.attempt(_combat_damage_to_self, flt)) is not None:
        return found
    if creature and p.at("attacks", "enchanted", "player"):
        return curses.attacks_enchanted_player(p, flt)
    if creature and p.accept("attacks", "one", "of", "your", "opponents"):
        name = "attacks_you"               # a player who is your opponent (CR 508.3a, 102.3)
        if p.accept("or", "a", "planeswalker", "an", "opponent", "controls"):
            name = "attacks_you_or_planeswalker"
        p.scope.it, p.scope.event_subject = "event", "object"
        p.mark(C["trigger.described_combat"])
        return [{"event": name, "whose": "opponent", "filter": flt}]
    if creature and p.accept("attacks", "you"):
        name = "attacks_you"
        if p.accept("or", "a", "planeswalker", "you", "control"):
            name = "attacks_you_or_planeswalker"
        p.scope.it, p.scope.event_subject = "event", "object"
        p.mark(C["trigger.described_combat"])
        return [{"event": name, "whose": "you", "filter": flt}]
    found = _permanent_events(p, creature=creature, whose="described")
    return [dict(ev, filter=flt) for ev in found]


C_ATTACHED_CREATURE = construct(
    "trigger.attached_creature", "Whenever an equipped / an enchanted creature you control / a "
    "creature you control that's enchanted [or equipped] attacks / becomes blocked / deals "
    "combat damage to a player: one with an Equipment / an Aura attached as it happens "
    "(CR 301.5, 303.4, 508.3a, 509.5c, 510.2)")
_ATTACHED_KINDS = {"equipped": "Equipment", "enchanted": "Aura"}


C_FACE_DOWN_EVENT = construct(
    "trigger.face_down_enters", "Whenever a face-down creature / permanent you control "
    "enters: a permanent that is face down as it enters (CR 708.2, 603.2)")


def _face_down_event(p: Parser) -> list[Event]:
    """After "a face-down": "creature / permanent you control enters" (Trail of Mystery);
    "it" is that permanent."""
    creature = p.accept("creature")
    if not creature:
        p.expect("permanent")
    p.expect("you", "control")
    flt = ObjectFilter(types=frozenset({"Creature"}) if creature else frozenset(),
                       controller="you")
    p.scope.it, p.scope.event_subject = "event", "object"
    p.expect("enters")
    if not p.at(","):
        p.fail()
    p.mark(C_FACE_DOWN_EVENT)
    return [{"event": "enters", "filter": flt,
             "condition": condition(EVENT_FACE_DOWN, on_trigger=True)}]


def _attached_creature_event(p: Parser) -> list[Event]:
    """"Whenever an equipped creature you control attacks" (Nahiri), "a creature you control
    that's enchanted or equipped attacks" (Reyav), "an enchanted creature you control deals
    combat damage to a player" (Ellivere): "that creature" is it; whether an Aura or
    Equipment is attached is checked as the event happens (`triggers._about`)."""
    kinds = set()
    if p.accept("an"):
        kinds.add(_ATTACHED_KINDS[p.next().key])
        p.expect("creature", "you", "control")
    else:
        p.expect("a", "creature", "you", "control", "that", "'s")
        kinds.add(_ATTACHED_KINDS.get(p.next().key, ""))
        if p.accept("or"):
            kinds.add(_ATTACHED_KINDS.get(p.next().key, ""))
        if "" in kinds:
            p.fail()
    flt = ObjectFilter(types=frozenset({"Creature"}), controller="you",
                       attached=frozenset(kinds))
    if p.accept("deals", "combat", "damage", "to", "a", "player"):
        p.scope.it, p.scope.event_subject, p.scope.event = "event_source", "player", "amount"
        found = [{"event": "combat_damage_player", "filter": flt}]
    elif p.at("attacks", "alone") or not (p.at("attacks") or p.at("becomes", "blocked")):
        p.fail()
    else:
        found = _combat(p, flt)
    if not p.at(","):
        p.fail()
    p.mark(C_ATTACHED_CREATURE)
    return found


def _source_damage(p: Parser) -> list[Event]:
    """"Whenever a source you control [other than this artifact] deals [noncombat] damage to
    an opponent", "an instant or sorcery spell you control deals damage to a player": any
    object dealing damage, a spell or a permanent (CR 120.2), once for each source and
    player dealt damage; "that player" is the one dealt it, "that much" the amount."""
    if p.at("a", "source", "deals", "damage", "to"):
        return _source_damages_self(p)
    for whose in _SOURCE_CONTROLLERS:
        if p.at("a", "source", *whose, "deals", "damage", "to", "you", ","):
            return _opponent_source_damages_you(p)
    if p.accept("a", "source", "you", "control"):
        flt = ObjectFilter(controller="you")
        if p.accept("other", "than"):
            if not self_ref(p):
                p.fail()
            flt = replace(flt, other=True)
    else:
        if not (p.accept("a") or p.accept("an")):
            p.fail()
        flt, plural = description(p)
        if plural or not flt.spell or flt.controller != "you" or status_in(flt) or \
                not flt.types or flt.types - {"Instant", "Sorcery"}:
            p.fail()
        flt = replace(flt, spell=False)             # the spell, or its last known information
    p.expect("deals")
    noncombat = p.accept("noncombat")
    p.expect("damage", "to")
    whose = _player(p)
    if whose == "you":
        p.fail()
    p.scope.it, p.scope.event_subject, p.scope.event = None, "player", "amount"
    p.mark(C["trigger.source_damage"])
    return [{"event": NONCOMBAT_DAMAGE_PLAYER if noncombat else "damage_player", "whose": whose,
             "filter": flt}]


C_LEAVES_ALIVE = construct("trigger.leaves_without_dying", "Whenever another creature you "
                           "control leaves the battlefield without dying: for any zone but a "
                           "graveyard, as it last existed (CR 700.4, 603.10a)")


C_PLAY_CARD = construct("trigger.play_card", "Whenever you play a card: you play a land or "
                        "cast a spell from a card, not a copy of one (CR 305.1, 601.2i, "
                        "707.12)")


C_OPPONENT_SOURCE_DAMAGES_YOU = construct(
    "trigger.opponent_source_damages_you", "Whenever a source [an opponent controls / you "
    "control] deals damage to you: once for each such source, spell or permanent, \"that "
    "many\" the damage, \"that player\" the source's controller (CR 120.2, 603.2c, 608.2h)")


_SOURCE_CONTROLLERS = {("an", "opponent", "controls"): "opponent", ("you", "control"): "you",
                       (): None}


def _opponent_source_damages_you(p: Parser) -> list[Event]:
    """"Whenever a source [an opponent controls / you control] deals damage to you"
    (Retaliator Griffin, Auntie Blyte): any such object, a spell or a permanent, dealing
    you damage (CR 120.2)."""
    p.expect("a", "source")
    controller = next(c for words, c in _SOURCE_CONTROLLERS.items() if p.accept(*words))
    p.expect("deals", "damage", "to", "you")
    p.scope.it, p.scope.event_subject, p.scope.event = "event_source", "", "amount"
    p.mark(C_OPPONENT_SOURCE_DAMAGES_YOU)
    return [{"event": "damage_player", "whose": "you",
             "filter": ObjectFilter(controller=controller)}]


C_SOURCE_DAMAGES_SELF = construct(
    "trigger.source_damages_self", "Whenever a source deals damage to this creature: once "
    "for each source dealing it damage, \"that source\" that one, \"that many\" the damage "
    "(CR 120.2, 603.2c)")


def _source_damages_self(p: Parser) -> list[Event]:
    """"Whenever a source deals damage to this creature" (Phyrexian Obliterator): any
    object, spell or permanent, dealing it damage (CR 120.2); "that source's controller"
    is read by `eventrefs.event_player`."""
    p.expect("a", "source", "deals", "damage", "to")
    if not self_ref(p) or "Creature" not in p.card.types:
        p.fail()
    p.scope.it, p.scope.event_subject, p.scope.event = "event", "object", "amount"
    p.mark(C_SOURCE_DAMAGES_SELF)
    return [{"event": DAMAGE_TO_SELF}]


C_DAMAGED_BY_EQUIPPED = construct(
    "trigger.damaged_by_equipped", "Whenever a creature dealt damage by equipped creature this "
    "turn dies: damage dealt by the creature the Equipment is attached to (CR 301.5, 603.10a)")


def _damaged_by(p: Parser, flt: ObjectFilter) -> list[Event]:
    """"Whenever a creature dealt damage by this creature this turn dies" (CR 700.4): it
    looks back in time (CR 603.10a), so it triggers if both die at once."""
    about = "damaged_by"
    if flt.types != frozenset({"Creature"}) or flt.other:
        p.fail()
    if "Equipment" in p.card.subtypes and p.accept("equipped", "creature"):
        about = DAMAGED_BY_EQUIPPED            # the creature it's attached to (CR 301.5)
        p.mark(C_DAMAGED_BY_EQUIPPED)
    elif not self_ref(p):
        p.fail()
    p.expect("this", "turn", "dies")
    p.scope.it, p.scope.event_subject = None, "object"
    p.scope.event_gone = True              # "that creature's toughness" (CR 603.10a)
    p.mark(C["trigger.damaged_by"])
    return [{"event": "dies", "filter": flt, "about": about}]


def _enters_under(p: Parser, flt: ObjectFilter) -> list[Event]:
    """"Whenever a creature enters the battlefield [under your control]" (older wording),
    "another creature enters under your control": the one that entered (CR 603.6a)."""
    p.expect("enters")
    p.accept("the", "battlefield")
    if p.accept("under", "your", "control"):
        if flt.controller is not None:
            p.fail()
        flt = replace(flt, controller="you")
    p.scope.it, p.scope.event_subject = "event", "object"
    p.mark(C["trigger.enters_battlefield"])
    return [{"event": "enters", "filter": flt}]


def _combat(p: Parser, flt: ObjectFilter) -> list[Event]:
    """"Whenever a Samurai you control attacks alone" (CR 506.5), "a creature blocks",
    "a creature you control becomes blocked" (CR 509.5a, 509.5c): that creature."""
    for words, name in ((("attacks", "alone"), "attacks_alone"), (("blocks",), "blocks"),
                        (("becomes", "blocked"), "becomes_blocked"), (("attacks",), "attacks")):
        if p.accept(*words):
            p.scope.it, p.scope.event_subject = "event", "object"
            if name.startswith("attacks"):
                p.scope.event = "attacks"          # "defending player" (CR 506.2)
            p.mark(C["trigger.described_combat"])
            return [{"event": name, "filter": flt}]
    p.fail()


C_COMMANDER_EVENT = construct(
    "trigger.commander", "Whenever your commander / a commander you control enters, attacks, "
    "enters or attacks / deals combat damage to an opponent: a permanent whose card is a "
    "commander, one you own / you control; \"it\" is that permanent (CR 903.3, 903.3d, "
    "508.3a, 603.6a, 510.2)")


def _commander_event(p: Parser) -> list[Event]:
    """"Whenever your commander enters or attacks" (Tome of Legends): the commander you own,
    whoever controls it; "a commander you control attacks" (Keleth): any player's commander
    you control (CR 903.3, 903.3d)."""
    if p.accept("your", "commander"):
        flt = ObjectFilter(owned=True, commander=True)
    else:
        p.expect("a", "commander", "you", "control")
        flt = ObjectFilter(controller="you", commander=True)
    scope = p.scope
    scope.it, scope.event_subject = "event", "object"
    if p.accept("enters", "or", "attacks"):
        scope.event = ""                   # no "defending player": it may have entered
        found = [{"event": "enters", "filter": flt}, {"event": "attacks", "filter": flt}]
    elif p.accept("attacks"):
        scope.event = "attacks"            # "defending player" (CR 506.2)
        found = [{"event": "attacks", "filter": flt}]
    elif p.accept("enters"):
        found = [{"event": "enters", "filter": flt}]
    else:
        p.expect("deals", "combat", "damage", "to", "an", "opponent")
        scope.it, scope.event_subject, scope.event = "event_source", "player", "amount"
        found = [{"event": COMBAT_DAMAGE_OPPONENT, "whose": "opponent", "filter": flt}]
    if not p.at(","):
        p.fail()
    p.mark(C_COMMANDER_EVENT)
    return found


def _permanents(p: Parser, token: bool = False) -> ObjectFilter:
    """A singular description of permanents; with `token`, the statuses "token", "nontoken"
    and "with a +1/+1 counter on it" (what triggers can test, `triggers._about`)."""
    flt, plural = description(p)
    if plural or flt.spell or (status_in(flt) and not token) or flt.tapped is not None \
            or flt.combat or (flt.counter and not token) or flt.this_turn:
        p.fail()
    return flt


def _nontoken(p: Parser, flt: ObjectFilter) -> list[Event]:
    """"Whenever another nontoken creature you control dies / enters / attacks", "a creature
    you control with a +1/+1 counter on it dies" (as it last existed, CR 603.10a)."""
    scope = p.scope
    verb = p.next().key
    creature = flt.types == frozenset({"Creature"}) or not flt.types and bool(
        flt.subtypes) and all(t in vocabulary.CREATURE_TYPES for t in flt.subtypes)
    if verb != "enters" and not creature:
        p.fail()                   # "a nontoken Knight you control dies": a creature (205.3m)
    scope.event_subject = "object"
    scope.it = None if verb == "dies" else "event"
    p.mark(C["trigger.nontoken"])
    return [{"event": verb, "filter": flt}]


# -- what happens to a permanent ------------------------------------------------------------

C_ATTACKS_BATTLE = construct("trigger.attacks_battle", "Whenever this creature attacks a "
                             "battle: only when declared attacking a battle, not a player or "
                             "planeswalker (CR 508.1b, 310.8a)")


C_LEFT_TO = construct("trigger.left_to", "Whenever a <permanent> is exiled / put into exile "
                      "from the battlefield, is put into a graveyard or exile from the "
                      "battlefield, or is returned to your / its owner's hand [from the "
                      "battlefield]: as it last existed, \"your hand\" one its controller "
                      "owns (CR 603.6c, 603.10a, 400.3)")


def _left_to(p: Parser) -> list[Event]:
    """"Whenever a creature is exiled from the battlefield" (Soulherder), "Whenever another
    nonland permanent you control is returned to its owner's hand" (Justice, Vance
    Astrovik): a permanent leaving for that zone, looking back in time (CR 603.10a)."""
    p.expect("is")
    if p.accept("returned", "to"):
        yours = p.accept("your")
        if not yours:
            p.expect("its", "owner", "'s")
        p.expect("hand")
        p.accept("from", "the", "battlefield")
        event = {"event": TO_HAND, "whose": "you" if yours else "each"}
    else:
        if not p.accept("exiled"):
            p.expect("put", "into", "exile")
        p.expect("from", "the", "battlefield")
        event = {"event": TO_EXILE}
    _gone(p, "described")
    p.scope.event_gone = True                    # its controller as it last existed
    p.scope.event_subject = "object"
    p.mark(C_LEFT_TO)
    return [event]


def self_or_another_left_to(p: Parser, flt: ObjectFilter) -> list[Event]:
    """"Whenever this creature or another creature is returned to your hand from the
    battlefield" (Stormfront Riders), "... or another nontoken artifact you control is put
    into a graveyard from the battlefield or is put into exile from the battlefield"
    (Slagstone Refinery): this permanent's events, and another matching one's."""
    if p.accept("is", "put", "into", "a", "graveyard", "from", "the", "battlefield", "or"):
        p.expect("is", "put", "into", "exile", "from", "the", "battlefield")
        _gone(p, "described")
        p.scope.event_gone, p.scope.event_subject = True, "object"
        p.mark(C_LEFT_TO)
        events: list[Event] = [{"event": "to_graveyard"}, {"event": TO_EXILE}]
    else:
        events = _left_to(p)
    return events + [dict(ev, filter=flt) for ev in events]


def _permanent_events(p: Parser, creature: bool, whose: str) -> list[Event]:
    """What follows the permanent ("self", "attached" or "described"): "is put into a
    graveyard from the battlefield", "is dealt damage", "deals damage [to a player]",
    "becomes the target of a spell"...; for an attached creature also "dies", "attacks",
    "blocks", "becomes blocked"."""
    scope = p.scope
    attached = whose == "attached"
    scope.event_subject = "self" if whose == "self" else "object"
    if p.accept("is", "put", "into", "a", "graveyard", "from", "the", "battlefield") or (
            whose in ("described", "attached") and p.accept("is", "put", "into", "a",
                                                            "graveyard")):
        _gone(p, whose)                    # a permanent is on the battlefield (CR 110.1)
        p.scope.event_gone = whose == "described"    # its controller as it last existed
        p.mark(C["trigger.to_graveyard"])
        if whose == "described" and p.accept("or", "is", "put", "into", "exile", "from",
                                             "the", "battlefield"):
            p.mark(C_LEFT_TO)
            return [{"event": "to_graveyard"}, {"event": TO_EXILE}]
        return [{"event": "to_graveyard"}]
    if whose == "described" and (p.at("is", "exiled") or p.at("is", "returned") or p.at(
            "is", "put", "into", "exile")):
        return _left_to(p)
    if attached and creature and p.accept("dies"):
        _gone(p, whose)
        scope.event_gone = True            # "its controller": as it last existed (603.10a)
        return [{"event": "dies"}]
    if whose == "described" and creature and p.accept("leaves", "the", "battlefield",
                                                      "without", "dying"):
        _gone(p, whose)                    # for any zone but a graveyard (CR 700.4)
        p.mark(C_LEAVES_ALIVE)
        return [{"event": LEAVES_ALIVE}]
    if whose != "self" and p.accept("leaves", "the", "battlefield"):
        _gone(p, whose)                    # CR 603.6c, 603.10a
        p.mark(C["trigger.to_graveyard"])
        return [{"event": "leaves"}]
    if p.accept("is", "dealt", "damage"):
        scope.it, scope.event = "event", "amount"
        p.mark(C["trigger.damage"])
        return [{"event": "dealt_damage"}]
    if creature and p.accept("is", "dealt", "combat", "damage"):
        scope.it, scope.event = "event", "amount"
        p.mark(C["trigger.damage"])
        return [{"event": "dealt_combat_damage"}]
    if p.at("becomes", "the", "target", "of") and p.peek(4) in ("a", "an") and \
            p.peek(5) != "spell":
        found = p.attempt(_targeted_by_kind)
        if found is not None:
            return found
    if p.accept("becomes", "the", "target", "of", "a", "spell"):
        name = "becomes_target" if p.accept("or", "ability") else "becomes_target_spell"
        controls = "each"
        if p.accept("an", "opponent", "controls"):
            controls = "opponent"
        elif p.accept("you", "control"):
            controls = "you"
        first = 0
        if name == "becomes_target" and whose == "self" and p.accept(
                "for", "the", "first", "time", "each", "turn"):
            first = 1                      # valiant: the first time this turn (CR 603.2)
        scope.it = "event"
        if name == "becomes_target_spell":
            scope.event = EVENT_SPELL              # "that spell's controller" (eventrefs)
        p.mark(C["trigger.targeted"])
        return [{"event": name, "whose": controls, "count": first}]
    if p.at("deals", "damage", ",") or p.at("deals", "combat", "damage", ","):
        combat = p.peek(1) == "combat"
        p.i += 3 if combat else 2   # damage to several recipients at once: one event (603.2c)
        scope.it, scope.event = None, "amount"
        p.mark(C["trigger.damage"])
        return [{"event": "deals_combat_damage" if combat else "deals_damage"}]
    if creature and p.accept("explores"):                     # CR 701.40b
        scope.it = "event"
        p.mark(C["trigger.explores"])
        return [{"event": "explores"}]
    if p.accept("becomes", "tapped") or p.accept("becomes", "untapped"):
        scope.it = "event"
        p.mark(C["trigger.tapped"])
        return [{"event": f"becomes_{p.tokens[p.i - 1].key}"}]
    if creature and whose == "self" and (p.accept("attacks", "a", "player") or p.accept(
            "attacks", "an", "opponent")):
        scope.it, scope.event_subject, scope.event = "self", "player", "attacks"
        if p.accept("and", "isn't", "blocked"):
            p.mark(C["trigger.unblocked_player"])
            return [{"event": UNBLOCKED_PLAYER}]
        p.mark(C["trigger.attacks_player"])
        return [{"event": ATTACKS_PLAYER}]
    if creature and whose == "self" and p.accept("attacks", "a", "battle"):
        scope.it, scope.event = "self", "attacks"          # "defending player" (CR 506.2)
        p.mark(C_ATTACKS_BATTLE)
        return [{"event": ATTACKS_BATTLE}]
    if creature and p.accept("attacks", "and", "isn't", "blocked"):
        scope.it, scope.event = "event", "attacks"          # "defending player" (506.2)
        p.mark(C["trigger.unblocked"])
        return [{"event": "unblocked"}]
    if creature and whose in ("self", "attached") and p.at_any(("blocks", "becomes")) and (
            found := p.attempt(_blocks_one_or_more, whose)) is not None:
        return found                       # "... blocked by one or more Orcs"
    if creature and whose == "self" and p.at_any(("blocks", "becomes")):
        return _pair(p)
    if attached and creature and p.at_any(("blocks", "becomes")) and (
            found := p.attempt(_pair)) is not None:
        return found                       # "equipped creature blocks a creature"
    if whose in ("self", "attached") and (p.at("deals", "damage", "to", "a", "creature",
                                               ",") or p.at(
            "deals", "combat", "damage", "to", "a", "creature", ",")):
        combat = p.peek(1) == "combat"
        p.i += 6 if combat else 5
        if not _it_is_that_creature(p):
            p.fail()                       # "it" would be this creature (see `_pair`)
        scope.it, scope.event, scope.event_subject = "event", "amount", "object"
        scope.other_creature = True
        p.mark(C["trigger.damage"])
        return [{"event": "combat_damage_creature" if combat else "damage_creature"}]
    if whose == "described" and (p.at("deals", "damage", "to", "a", "creature", ",") or p.at(
            "deals", "combat", "damage", "to", "a", "creature", ",")):
        return _described_damages_creature(p)
    if whose == "described" and (p.at("deals", "damage", "to", "a", "planeswalker", ",") or p.at(
            "deals", "combat", "damage", "to", "a", "planeswalker", ",")):
        return _described_damages_planeswalker(p)
    if whose in ("self", "attached") and p.at("deals") and (
            found := p.attempt(_damage_to_described)) is not None:
        return found                       # "deals damage to a Vampire" (CR 603.2)
    if whose == "attached" and p.accept("deals", "combat", "damage", "to", "a", "player", "or",
                                        "battle"):
        scope.it, scope.event_subject, scope.event = "event", "", ""     # CR 310.6, 510.2
        p.mark(C["trigger.attached"])
        return [{"event": COMBAT_DAMAGE_PLAYER_OR_BATTLE}]
    if p.accept("deals", "combat", "damage", "to", "a", "player"):
        # "that creature": the one that dealt the damage, the event's third part
        scope.it, scope.event_subject, scope.event = "event_source", "player", "amount"
        p.mark(C["trigger.damage"])
        return [{"event": "combat_damage_player"}]
    if whose == "described" and p.accept("deals", "combat", "damage", "to", "you"):
        scope.it, scope.event_subject, scope.event = "event_source", "", "amount"
        p.mark(C["trigger.damage"])                       # "destroy that creature" (510.2)
        return [{"event": COMBAT_DAMAGE_YOU, "whose": "you"}]
    if whose != "self" and (p.accept("deals", "combat", "damage", "to", "an", "opponent") or (
            whose == "described" and p.accept("deals", "combat", "damage", "to", "one", "of",
                                              "your", "opponents"))):
        scope.it, scope.event_subject, scope.event = "event_source", "player", "amount"
        p.mark(C["trigger.damage"])                       # an opponent of yours (CR 510.2)
        return [{"event": COMBAT_DAMAGE_OPPONENT, "whose": "opponent"}]
    if p.accept("deals", "damage", "to"):
        subject, whose = whose, _player(p)
        if whose == "you" and subject != "described":
            p.fail()
        # "it": this creature; "a creature deals damage to you, destroy it": that source
        scope.it = "self" if subject == "self" else "event_source" if whose == "you" else None
        scope.event_subject, scope.event = "player", "amount"
        p.mark(C["trigger.damage"])
        return [{"event": "damage_player", "whose": whose}]
    if attached and creature:
        for words, name in ((("attacks", "alone"), "attacks_alone"), (("attacks",), "attacks"),
                            (("blocks",), "blocks"),
                            (("becomes", "blocked"), "becomes_blocked")):
            if p.accept(*words):
                scope.it = "event"
                if name in ("attacks", "attacks_alone", "becomes_blocked"):
                    scope.event = "attacks"        # "defending player" (CR 506.2)
                return [{"event": name}]
    p.fail()


C_TARGETED_BY_KIND = construct(
    "trigger.targeted_by_kind", "... becomes the target of an Aura spell / an instant or "
    "sorcery spell [you control / an opponent controls]: a spell of that kind, once it is "
    "cast with its targets (CR 601.2c, 603.2)")


def _targeted_by_kind(p: Parser) -> list[Event]:
    """"becomes the target of an Aura spell" (Fugitive Druid), "... of an instant or sorcery
    spell [you control]" (Wild Defiance, Silverfur Partisan)."""
    p.expect("becomes", "the", "target", "of")
    p.i += 1
    flt, plural = description(p)
    if plural or not flt.spell or status_in(flt) or flt.zone or flt.controller not in (
            None, "you") or flt == ObjectFilter(spell=True):
        p.fail()
    controls = "you" if flt.controller == "you" else "each"
    if controls == "each" and p.accept("an", "opponent", "controls"):
        controls = "opponent"
    elif controls == "each" and p.accept("you", "control"):
        controls = "you"
    p.scope.it, p.scope.event = "event", EVENT_SPELL      # "that spell's controller"
    p.mark(C_TARGETED_BY_KIND)
    return [{"event": "becomes_target_spell", "whose": controls,
             "spell_filter": replace(flt, spell=False, controller=None)}]


def _blocks_one_or_more(p: Parser, whose: str) -> list[Event]:
    """"Whenever this creature blocks or becomes blocked by one or more Orcs": once as
    blockers are declared (CR 509.3c-d), if one of the creatures it blocks or is blocked by
    is one then (a trigger condition, CR 603.2); "it" is this (the equipped) creature."""
    if p.accept("blocks", "or", "becomes", "blocked", "by"):
        found = [{"event": "blocks"}, {"event": "becomes_blocked"}]
    elif p.accept("becomes", "blocked", "by"):
        found = [{"event": "becomes_blocked"}]
    else:
        p.expect("blocks")
        found = [{"event": "blocks"}]
    p.expect("one", "or", "more")
    flt, plural = description(p)
    creature = flt.types == frozenset({"Creature"}) or not flt.types and bool(
        flt.subtypes) and all(t in vocabulary.CREATURE_TYPES for t in flt.subtypes)
    if not plural or not creature or flt.other or flt.controller is not None or \
            status_in(flt) or flt.spell or not p.at(","):
        p.fail()
    p.scope.it = "self" if whose == "self" else "event"
    p.scope.event_subject = "object"
    p.mark(C["trigger.blocks_one_or_more"])
    return [dict(ev, condition=condition(BLOCK_PARTNER_MATCHES, filter=flt, on_trigger=True))
            for ev in found]


def _pair(p: Parser) -> list[Event]:
    """"Whenever this creature blocks a creature / becomes blocked by a creature / blocks or
    becomes blocked by a creature [with flying]": once for each creature it blocks or is
    blocked by (CR 509.5b, 509.5d), if that one matches (a trigger condition checked as
    blockers are declared); "that creature" is that one. Read only when the effect says no
    "it" (which would mean this creature in English, and that creature here), or says only
    "it deals N damage to that creature". "a Wall": one of that creature type ("that Wall")."""
    if p.accept("blocks", "or", "becomes", "blocked", "by"):
        found = [{"event": "blocks_creature"}, {"event": "blocked_by_creature"}]
    elif p.accept("blocks"):
        found = [{"event": "blocks_creature"}]
    elif p.accept("becomes", "blocked", "by"):
        found = [{"event": "blocked_by_creature"}]
    else:
        p.fail()
    if not p.accept("a"):
        p.expect("an")                     # "an artifact creature" (Tel-Jilad Wolf)
    flt = _permanents(p)
    kind = _one_creature_type(flt)
    if kind is not None:                   # "a Wall": a creature of that type (CR 205.3m)
        flt = replace(flt, types=frozenset({"Creature"}))
    if flt.types != frozenset({"Creature"}) or flt.other:
        p.fail()
    if flt != ObjectFilter(types=frozenset({"Creature"})):
        p.mark(C["trigger.blocks_quality"])
        found = [dict(ev, condition=condition(EVENT_OBJECT_MATCHES, filter=flt,
                                              on_trigger=True)) for ev in found]
    it_deals = _it_deals_to_that_creature(p)
    if not it_deals and not _it_is_that_creature(p):
        p.fail()
    p.scope.it, p.scope.event_subject = "event", "object"     # the other creature
    p.scope.other_creature = True
    if it_deals:
        p.scope.it_subject_self = True     # "it deals N damage to that creature": this one
        p.mark(C_IT_DEALS_TO_THAT)
    if kind is not None:
        p.scope.event_noun = kind.lower()  # "that Wall" is that creature
        p.mark(C_PAIR_TYPE)
    p.mark(C["trigger.blocks_creature"])
    return found


C_IT_DEALS_TO_THAT = construct("trigger.pair_it_deals", "Whenever this creature blocks / "
                               "becomes blocked by a creature, it deals N damage to that "
                               "creature: \"it\", the subject before \"that creature\", is "
                               "this creature (CR 509.5b, 509.5d, 603.2)")


def _it_deals_to_that_creature(p: Parser) -> bool:
    """The effect is exactly ", it deals N damage to that creature." (Acolyte of the
    Inferno): "it" names this creature, "that creature" the other one."""
    keys = p.keys[p.i:p.n]
    return len(keys) == 9 and keys[:3] == [",", "it", "deals"] and \
        keys[3].isdigit() and keys[4:] == ["damage", "to", "that",
                                                           "creature", "."]


C_PAIR_TYPE = construct("trigger.pair_creature_type", "Whenever this creature blocks / "
                        "becomes blocked by a <creature type>, ... that <creature type>: "
                        "once for each such creature (CR 509.5b, 509.5d, 205.3m)")


def _one_creature_type(flt: ObjectFilter) -> str | None:
    """"a Wall": a filter of one creature type and nothing else, or None."""
    if flt.types or len(flt.subtypes) != 1 or flt != ObjectFilter(subtypes=flt.subtypes):
        return None
    kind = next(iter(flt.subtypes))
    return kind if kind in vocabulary.CREATURE_TYPES else None


def _damage_to_described(p: Parser) -> list[Event]:
    """"Whenever this creature deals [combat] damage to a Vampire / a Goblin or Orc": once
    for each such creature dealt damage, if it is one as the damage is dealt (a trigger
    condition, CR 603.2); "that creature" is it."""
    p.expect("deals")
    combat = p.accept("combat")
    p.expect("damage", "to")
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt = _permanents(p)
    creature = flt.types == frozenset({"Creature"}) or not flt.types and bool(
        flt.subtypes) and all(t in vocabulary.CREATURE_TYPES for t in flt.subtypes)
    if not creature or flt == ObjectFilter(types=frozenset({"Creature"})) or flt.other or \
            flt.controller is not None or status_in(flt) or not p.at(","):
        p.fail()
    p.i += 1
    if not _it_is_that_creature(p):
        p.fail()                           # "it" would be this creature (see `_pair`)
    p.i -= 1
    p.scope.it, p.scope.event, p.scope.event_subject = "event", "amount", "object"
    p.scope.other_creature = True
    p.mark(C["trigger.damage_described"])
    return [{"event": "combat_damage_creature" if combat else "damage_creature",
             "condition": condition(EVENT_OBJECT_MATCHES, filter=flt, on_trigger=True)}]


C_DESCRIBED_DAMAGES_CREATURE = construct(
    "trigger.described_damages_creature", "Whenever a <description> (\"a Sliver\", \"a "
    "creature you control\") deals [combat] damage to a creature: once for each such source "
    "and creature dealt damage; \"that creature\" is the one dealt damage (CR 603.2, 120.3, "
    "510.2)")


def _described_damages_creature(p: Parser) -> list[Event]:
    """"Whenever a Sliver deals combat damage to a creature, destroy that creature." (Toxin
    Sliver): the event of each matching source and each creature it deals damage to
    (`triggers._damage_to_creature`); "that creature" and "it" name the creature dealt
    damage, never the source (no "the other creature" here)."""
    p.expect("deals")
    combat = p.accept("combat")
    p.expect("damage", "to", "a", "creature")
    if not _it_is_that_creature(p):
        p.fail()
    p.scope.it, p.scope.event, p.scope.event_subject = "event", "amount", "object"
    p.mark(C_DESCRIBED_DAMAGES_CREATURE)
    return [{"event": "combat_damage_creature" if combat else "damage_creature"}]


C_DESCRIBED_DAMAGES_PLANESWALKER = construct(
    "trigger.described_damages_planeswalker", "Whenever a <description> deals [combat] "
    "damage to a planeswalker: once for each such source and planeswalker dealt damage; "
    "\"that planeswalker\" is the one dealt damage (CR 603.2, 120.3, 510.2)")


def _described_damages_planeswalker(p: Parser) -> list[Event]:
    """"Whenever a creature you control deals combat damage to a planeswalker, destroy that
    planeswalker." (Zagras): the planeswalker dealt damage (`triggers.on_damage`)."""
    p.expect("deals")
    combat = p.accept("combat")
    p.expect("damage", "to", "a", "planeswalker")
    if not p.at(",", "destroy", "that", "planeswalker", "."):
        p.fail()                           # what else may be said of it: not yet
    p.i += 1
    p.expect("destroy", "that", "planeswalker")
    p.scope.it, p.scope.event, p.scope.event_subject = "event", "amount", "object"
    p.i -= 4
    p.mark(C_DESCRIBED_DAMAGES_PLANESWALKER)
    return [{"event": COMBAT_DAMAGE_PLANESWALKER if combat else DAMAGE_PLANESWALKER}]


def _it_is_that_creature(p: Parser) -> bool:
    """In an effect about the other creature of the event, does every "it"/"its" follow a
    "that creature" (its antecedent: "tap that creature and it doesn't untap during its
    controller's next untap step")? Before it, "it" would mean this creature in English."""
    keys = p.keys[p.i:p.n]
    first = next((i for i, key in enumerate(keys) if key in ("it", "its")), None)
    return first is None or any(keys[i:i + 2] == ["that", "creature"] or keys[
        i:i + 3] == ["the", "other", "creature"] for i in range(first))


def _gone(p: Parser, whose: str) -> None:
    """The permanent has left: "it" would be a new object (CR 400.7), so it means nothing
    here; the source itself leaving looks back in time (CR 603.10a)."""
    p.scope.it = None
    p.scope.self_gone = whose == "self"


# -- "This ability triggers only once each turn." -------------------------------------------

_ONCE = ("this", "ability", "triggers", "only", "once", "each", "turn", ".")


def once_each_turn(p: Parser) -> bool:
    """Whether the line ends with "This ability triggers only once each turn."; if so, the
    parser stops before that sentence (the caller reads the effects, then moves past it)."""
    end = p.n - len(_ONCE)
    if end <= p.i or tuple(p.keys[end:p.n]) != _ONCE:
        return False
    p.n = end
    p.mark(C["trigger.once_each_turn"])
    return True


_DO_ONCE = ("do", "this", "only", "once", "each", "turn", ".")


def do_once_each_turn(p: Parser) -> bool:
    """Whether the line ends with "Do this only once each turn." after an optional trigger's
    "you may ..."; if so, the parser stops before that sentence, as `once_each_turn` does."""
    end = p.n - len(_DO_ONCE)
    if end <= p.i or tuple(p.keys[end:p.n]) != _DO_ONCE:
        return False
    p.n = end
    p.mark(C["trigger.do_once_each_turn"])
    return True


# -- more "at" times -------------------------------------------------------------------------

def _attached_step(p: Parser) -> Event:
    """"At the beginning of the upkeep / end step of enchanted creature's controller": that
    player's step (CR 603.2b); "that player" is them, "that creature" the enchanted one."""
    p.expect("the")
    name = "upkeep" if p.accept("upkeep") else "end"
    if name == "end":
        p.expect("end", "step")
    p.expect("of", "enchanted")
    if "Aura" not in p.card.subtypes or not p.at_any(("creature", "permanent", "land",
                                                      "artifact", "enchantment")):
        p.fail()
    p.i += 1
    p.expect("'s", "controller")
    p.scope.event_subject, p.scope.it = "player", "enchanted"
    p.mark(C["trigger.more_steps"])
    return {"event": "step", "step": name, "whose": "attached"}


def step(p: Parser) -> Event:
    """"At the beginning of your first/second main phase" (CR 505.1: the precombat and
    postcombat main phases), "of each combat" (CR 507.1), "At end of combat" (CR 511.2: as
    the end of combat step begins)."""
    if p.accept("end", "of", "combat"):
        found = {"event": "step", "step": "end of combat", "whose": "each"}
    else:
        p.expect("the", "beginning", "of")
        if p.accept("each", "combat"):
            found = {"event": "step", "step": "beginning of combat", "whose": "each"}
        elif p.accept("combat", "on", "each", "opponent", "'s", "turn"):
            found = {"event": "step", "step": "beginning of combat", "whose": "opponent"}
        elif p.accept("each", "of", "your", "postcombat", "main", "phases"):
            found = {"event": "step", "step": "postcombat main", "whose": "you"}
        elif p.accept("each", "other", "player", "'s", "draw", "step"):
            found = {"event": "step", "step": "draw", "whose": "other"}   # not yours
        elif p.accept("each", "player", "'s"):
            if p.accept("draw", "step"):
                found = {"event": "step", "step": "draw", "whose": "each"}
            else:
                p.expect("first", "main", "phase")
                found = {"event": "step", "step": "precombat main", "whose": "each"}
        elif p.at("the", "upkeep", "of") or p.at("the", "end", "step", "of"):
            return _attached_step(p)
        elif p.at("enchanted", "player"):
            return curses.enchanted_player_step(p)
        else:
            p.expect("your")
            if p.accept("first", "main", "phase"):
                found = {"event": "step", "step": "precombat main", "whose": "you"}
            else:
                p.expect("second", "main", "phase")
                found = {"event": "step", "step": "postcombat main", "whose": "you"}
    p.scope.event_subject = "player"
    p.mark(C["trigger.more_steps"])
    return found


C_PROLIFERATED = construct("trigger.proliferate", "Whenever you proliferate: once each time you "
                           "proliferate, even choosing nothing (CR 701.27a, 603.2)")


def _proliferated(p: Parser) -> list[Event]:
    """"Whenever you proliferate" (CR 701.27a): the player's action, like scrying."""
    p.expect("you", "proliferate")
    p.scope.it, p.scope.event_subject = None, ""
    p.mark(C_PROLIFERATED)
    return [{"event": "proliferate", "whose": "you"}]


C_DUNGEON_COMPLETED = construct("trigger.dungeon_completed", "Whenever you complete a dungeon: "
                                "as its dungeon card is removed from the game (CR 309.7, "
                                "603.2)")
C_CROWNED = construct("trigger.crowned", "Whenever you / an opponent / a player becomes the "
                      "monarch: only a player who wasn't the monarch already (CR 722.3, "
                      "603.2)")


def _dungeon_completed(p: Parser) -> list[Event]:
    """"Whenever you complete a dungeon" (CR 309.7)."""
    p.expect("you", "complete", "a", "dungeon")
    p.scope.it, p.scope.event_subject = None, ""
    p.mark(C_DUNGEON_COMPLETED)
    return [{"event": "complete_dungeon", "whose": "you"}]


def _crowned(p: Parser) -> list[Event]:
    """"Whenever you become / an opponent becomes the monarch" (CR 722.3); "that player" is
    the new monarch."""
    whose = _player(p)
    p.expect("become" if whose == "you" else "becomes", "the", "monarch")
    p.scope.it, p.scope.event_subject = None, "" if whose == "you" else "player"
    p.mark(C_CROWNED)
    return [{"event": "become_monarch", "whose": whose}]


C_GREW = construct("trigger.renowned_evolves", "When this creature / a creature you control "
                   "becomes renowned (CR 702.112a); whenever this creature evolves: +1/+1 "
                   "counters put on it by its evolve ability (CR 702.100b)")


def _grew(p: Parser) -> list[Event]:
    """"[When this creature] becomes renowned" / "evolves", after the self reference."""
    name = "evolves" if p.accept("evolves") else "becomes_renowned"
    if name == "becomes_renowned":
        p.expect("becomes", "renowned")
    if "Creature" not in p.card.types:
        p.fail()
    p.scope.it, p.scope.event_subject = "self", "self"
    p.mark(C_GREW)
    return [{"event": name}]


C_SEARCHED = construct("trigger.searched", "Whenever you search your library / an opponent "
                       "searches their library: a player searching their own library, once "
                       "for each instruction (CR 701.19, 603.2)")


def _searched(p: Parser) -> list[Event]:
    """"Whenever you search your library" / "an opponent searches their library" (CR
    701.19); "that player" is the one who searched."""
    whose = _player(p)
    p.expect("search" if whose == "you" else "searches", "your" if whose == "you" else "their",
             "library")
    p.scope.it, p.scope.event_subject = None, "" if whose == "you" else "player"
    p.mark(C_SEARCHED)
    return [{"event": "searched", "whose": whose}]


C_BATCH_LEAVES = construct("trigger.batch_leaves", "Whenever one or more [other] <permanents> "
                           "you control leave the battlefield [without dying]: once for all "
                           "those of one event, as they last existed (CR 603.2c, 603.10a, "
                           "700.4)")


def _batch_leaves(p: Parser, flt: ObjectFilter, creature_types: bool) -> list[Event]:
    """"one or more other creatures you control leave the battlefield [without dying]",
    after the description (`_batch`)."""
    p.expect("leave", "the", "battlefield")
    alive = p.accept("without", "dying")
    if alive and not (flt.types == frozenset({"Creature"}) or creature_types):
        p.fail()                             # only a creature dies (CR 700.4)
    p.scope.it, p.scope.event_subject = None, "object"
    p.mark(C_BATCH_LEAVES)
    return [{"event": LEAVES_ALIVE if alive else "leaves", "filter": flt, "batch": True}]


C_CAST_OR_CYCLED = construct("trigger.cast_or_cycled", "When you cast or cycle this card: two "
                             "trigger events, casting it (CR 601.2i) and cycling it (CR "
                             "702.29a), one ability each")


def _cast_or_cycled(p: Parser) -> list[Event]:
    """"When you cast or cycle <this card>" (Warped Tusker): its cast trigger (from the
    stack) and its cycle trigger (wherever cycling put it, CR 702.29c)."""
    p.expect("you", "cast", "or", "cycle")
    if not (p.accept("this", "card") or self_ref(p)):
        p.fail()
    if not p.card.types & {"Creature", "Artifact", "Enchantment", "Planeswalker"}:
        p.fail()                           # an instant's own abilities aren't read here
    p.scope.it, p.scope.event_subject = None, ""
    p.mark(C_CAST_OR_CYCLED)
    return [{"event": "cast_self"}, {"event": "cycled"}]


C_STATE_THERE = construct("trigger.state_there", "When there are no <permanents> on the "
                          "battlefield / no cards in your graveyard / N or more <kind> counters "
                          "on this <permanent>; when you control a <permanent> / N or more "
                          "<permanents>: state triggers, once until the ability leaves the "
                          "stack (CR 603.8)")


def _state_event(p: Parser) -> list[Event]:
    """The game states of `C_STATE_THERE`, read to the comma."""
    if p.accept("there", "are"):
        if p.accept("no", "cards", "in", "your", "graveyard"):
            cond = condition("graveyard", at_most=0)
        elif p.accept("no"):
            flt, plural = description(p)
            if not plural or flt.spell or flt.zone or status_in(flt) or flt.controller \
                    is not None or flt.other or not flt.types & set(PERMANENT_TYPES):
                p.fail()
            p.expect("on", "the", "battlefield")
            cond = condition("count", at_most=0, filter=flt)
        else:
            n = number(p)
            p.expect("or", "more")
            kind = p.next().key
            p.expect("counters", "on")
            if type(n) is not int or not self_ref(p):
                p.fail()
            cond = condition("source_counters", kind=kind, at_least=n)
            p.scope.it = "self"
    else:
        p.expect("you", "control")
        n = 1 if p.accept("a") or p.accept("an") else number(p)
        if n != 1:
            p.expect("or", "more")
        flt, plural = description(p)
        if type(n) is not int or plural != (n != 1) or flt.spell or flt.zone or \
                status_in(flt) or flt.controller is not None or flt.other or flt.combat:
            p.fail()
        cond = condition("count", at_least=n, filter=replace(flt, controller="you"))
    if not p.at(","):
        p.fail()
    p.scope.event_subject = ""
    p.mark(C_STATE_THERE)
    return [{"event": "state", "condition": cond}]


C_CREATE_TOKENS = construct("trigger.create_tokens", "Whenever you create one or more [creature] "
                            "tokens: once for the tokens one event creates, their creator "
                            "owning them (CR 111.2, 603.2c)")


def _create_tokens(p: Parser) -> list[Event]:
    """"Whenever you create one or more creature tokens" (Staff of the Storyteller): tokens
    you own entering, once for all those of one event."""
    p.expect("you", "create", "one", "or", "more")
    types = frozenset({"Creature"}) if p.accept("creature") else frozenset()
    p.expect("tokens")
    if not p.at(","):
        p.fail()
    p.scope.it, p.scope.event_subject = None, "object"
    p.mark(C_CREATE_TOKENS)
    return [{"event": "enters", "filter": ObjectFilter(types=types, token=True, owned=True),
             "batch": True}]


C_PLAY_NONBASIC = construct("trigger.play_nonbasic", "Whenever you / an opponent play(s) a "
                            "nonbasic land: a land played (CR 305.1) without the supertype "
                            "basic (CR 205.4a)")


C_YOU_TARGETED = construct("trigger.you_targeted", "Whenever you become the target of a spell "
                           "[or ability] [an opponent controls]: once for each spell or ability "
                           "that targets you, as it is cast or put on the stack (CR 115.1, "
                           "601.2c, 603.2)")


def _you_targeted(p: Parser) -> list[Event]:
    """"Whenever you become the target of a spell" (Dormant Gomazoa), "... of a spell or
    ability an opponent controls" (Amulet of Safekeeping): "that spell or ability" is it."""
    p.expect("you", "become", "the", "target", "of", "a", "spell")
    spells_only = not p.accept("or", "ability")
    controls = "each"
    if p.accept("an", "opponent", "controls"):
        controls = "opponent"
    elif p.accept("you", "control"):
        controls = "you"
    p.scope.it, p.scope.event_subject = "event", ""
    if spells_only:
        p.scope.event = EVENT_SPELL
    p.mark(C_YOU_TARGETED)
    return [{"event": PLAYER_TARGETED, "whose": controls,
             "about": "spell" if spells_only else ""}]


C_LAND_OR_SPELL_FROM = construct("trigger.land_or_spell_from", "Whenever you play a land from "
                                 "exile or cast a spell from exile / play a land or cast a "
                                 "spell from anywhere other than your hand: either event, "
                                 "where the card was (CR 305.1, 601.2a, 601.2i)")


def _land_or_spell_from(p: Parser) -> list[Event]:
    """"you play a land from exile or cast a spell from exile" (Pia Nalaar), "you play a
    land or cast a spell from anywhere other than your hand" (Shadow of the Goblin: both
    from there)."""
    p.expect("you", "play", "a", "land")
    if p.accept("from", "exile"):
        p.expect("or", "cast", "a", "spell", "from", "exile")
        land, spell = PLAY_LAND_FROM_EXILE, CAST_FROM_EXILE
    else:
        p.expect("or", "cast", "a", "spell", "from", "anywhere", "other", "than", "your",
                 "hand")
        land, spell = PLAY_LAND_NOT_FROM_HAND, "cast_not_from_hand"
    if not p.at(","):
        p.fail()
    p.scope.it, p.scope.event_subject, p.scope.event = None, "", ""
    p.mark(C_LAND_OR_SPELL_FROM)
    return [{"event": land, "whose": "you"}, {"event": spell, "whose": "you"}]


C_YOU_OR_YOURS_TARGETED = construct(
    "trigger.you_or_yours_targeted", "Whenever you or [another] a permanent you control becomes "
    "the target of a spell or ability an opponent controls: once for each of them it targets; "
    "\"you and/or at least one permanent you control\": once for the spell or ability (CR "
    "115.1, 601.2c, 603.2)")


def _you_or_yours_targeted(p: Parser) -> list[Event]:
    """"Whenever you or a permanent you control becomes the target of a spell or ability an
    opponent controls" (Leovold): "that spell or ability" is the event's (`eventrefs`)."""
    p.expect("you")
    once = p.accept("and", "/", "or", "at", "least", "one", "permanent")
    other = False
    if not once:
        p.expect("or")
        other = p.accept("another")
        if not other:
            p.expect("a")
        p.expect("permanent")
    p.expect("you", "control", "becomes", "the", "target", "of", "a", "spell", "or", "ability",
             "an", "opponent", "controls")
    p.scope.it, p.scope.event_subject = "event", ""
    p.mark(C_YOU_OR_YOURS_TARGETED)
    found: Event = {"event": YOU_OR_YOURS_TARGETED, "whose": "opponent",
                    "filter": ObjectFilter(other=True) if other else None}
    if once:
        found["batch"] = True
    return [found]


C_WON_FLIP = construct("trigger.won_flip", "Whenever you win a coin flip / a player wins a coin "
                       "flip: once for each flip won (CR 705.2, 603.2)")


def _won_flip(p: Parser) -> list[Event]:
    """"Whenever you win a coin flip" (Chance Encounter), "Whenever a player wins a coin flip"
    (Zndrsplt, Eye of Wisdom)."""
    whose = "you" if p.accept("you", "win") else "each"
    if whose == "each":
        p.expect("a", "player", "wins")
    p.expect("a", "coin", "flip")
    p.scope.it, p.scope.event_subject = None, "" if whose == "you" else "player"
    p.mark(C_WON_FLIP)
    return [{"event": COIN_FLIP_WON, "whose": whose}]
