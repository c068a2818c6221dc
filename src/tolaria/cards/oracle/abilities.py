"""Ability lines: keywords, costs, activated, loyalty, triggered and static abilities.

`ability_line` reads one line of a permanent's Oracle text (a line is one
ability, CR 113.2c, or a list of keywords, CR 702.1c) and returns what it is:
a `Line` of kind "keywords", "activated", "triggered", "static", "enchant",
"copy" ("enter as a copy", CR 707.9). `cost_line` reads a spell's additional
or alternative cost (CR 118.8, 118.9).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Any

from tolaria.cards.oracle import (
    added_phases,
    animation,
    choices,
    command_zone,
    copies,
    curses,
    day_night,
    delayed,
    dice,
    durations,
    exert,
    granted,
    graveyard,
    library,
    mana_rules,
    phrases,
    prevention,
    quantities,
    replacements,
    revealing,
    riders,
    soulbond,
    targeting,
    trigger_events,
    vocabulary,
)
from tolaria.cards.oracle import blocking as block_rules
from tolaria.cards.oracle import costs as cost_rules
from tolaria.cards.oracle import keywords as keyword_rules
from tolaria.cards.oracle import restrictions as limits
from tolaria.cards.oracle.instructions import effect_sentences, group, keyword_list
from tolaria.cards.oracle.keyword_lines import EQUIP_TARGET, equip_ability
from tolaria.cards.oracle.mass import C_TYPE_LIST as TYPE_LIST
from tolaria.cards.oracle.parser import Parser, construct
from tolaria.cards.oracle.phrases import (
    SELF_NOUNS,
    counter_kind,
    number,
    permanent_description,
    self_ref,
    status_in,
)
from tolaria.data.ir import (
    ActivatedAbility,
    AlternativeCost,
    Condition,
    Cost,
    ObjectFilter,
    ReplacementSpec,
    StaticAbility,
    TargetSpec,
    TriggeredAbility,
    condition,
    effect,
    layer_effect,
)
from tolaria.data.mana import BASIC_LAND_MANA, parse_cost
from tolaria.data.qualities import PROTECTION_FROM
from tolaria.data.vocabulary import (
    ANY_COUNTER,
    AS_THOUGH_FLASH,
    ATTACKED_CREATURES,
    CANT_GET_COUNTERS,
    CANT_GET_POISON,
    CANT_WIN,
    CAST_FROM_LIBRARY_TOP,
    CAST_FROM_TOP_FOR_LIFE,
    CHANGE_MAXIMUM_HAND_SIZE,
    CHOSEN_PLAYER,
    COMBAT_DAMAGE_OPPONENT,
    COMBAT_DAMAGE_PLAYER_OR_BATTLE,
    COMBAT_DAMAGE_PLAYER_OR_PLANESWALKER,
    CREW_POWER,
    DAMAGE_AS_INFECT,
    EVENT_KICKED,
    EVENT_OBJECT_MATCHES,
    FIRST_SPELL_THIS_GAME,
    FREE_CAST,
    GOADED,
    LEAVES_ALIVE,
    LOOK_AT_FACE_DOWN,
    LOOK_AT_TOP,
    MODES_UNCHOSEN,
    MULLIGAN_EXILE_HAND,
    NO_LOSS_FOR_ZERO_LIFE,
    NO_MAXIMUM_HAND_SIZE,
    NTH_SPELL,
    OFF_TURN,
    PLAY_LANDS_FROM_TOP,
    SELF_COST_CHANGE,
    SET_MAXIMUM_HAND_SIZE,
    SKIP_DRAW_STEP,
    SOURCE_COMBAT,
    SPARES,
    SPELLS_ALTERNATIVE_COST,
    TO_EXILE,
    TOP_OF_LIBRARY_REVEALED,
)

C = {name: construct(name, text) for name, text in (
    ("keyword.list", "a line of keywords the engine implements (CR 702.1c)"),
    ("keyword.equip", "Equip {N} (CR 702.6)"),
    ("keyword.equip_quality", "Equip legendary creature {N} / Equip <creature type> {N}: "
                              "only such a creature you control is targeted (CR 702.6c)"),
    ("keyword.enchant", "Enchant <description> (CR 702.5, 303.4a)"),
    ("keyword.enchant_player", "Enchant player: the Aura targets a player as it is cast and "
                               "enters attached to them (CR 702.5d, 303.4a)"),
    ("keyword.devoid", "Devoid: this card is colorless (CR 702.114)"),
    ("keyword.changeling", "Changeling: this card is every creature type (CR 702.73)"),
    ("keyword.crew", "Crew N on a Vehicle: tap other creatures with total power N or greater: "
                     "it becomes an artifact creature until end of turn (CR 702.122a)"),
    ("keyword.convoke", "Convoke: creatures tapped while casting pay {1} or one mana of "
                        "their colour (CR 702.51a)"),
    ("keyword.partner", "Partner: no effect in a game (CR 702.124a-c: commander deck "
                        "building only)"),
    ("keyword.flashback", "Flashback {M}: cast from the graveyard, then exiled (CR 702.34)"),
    ("keyword.unearth", "Unearth {M}: return from the graveyard with haste (CR 702.84)"),
    ("keyword.kicker", "Kicker {M}: an optional additional mana cost (CR 702.33a)"),
    ("keyword.ward", "Ward {M}: counter a spell or ability an opponent controls that "
                     "targets this unless that player pays {M} (CR 702.21a)"),
    ("trigger.if_kicked", "an intervening if: if it was kicked (CR 603.4, 702.33d)"),
    ("cost.mana", "mana symbols in a cost (CR 118)"),
    ("cost.tap", "{T} and {Q} in a cost (CR 107.5, 107.6)"),
    ("cost.sacrifice_self", "sacrifice this permanent as a cost (CR 701.17)"),
    ("cost.sacrifice", "sacrifice a/another/N <description> as a cost"),
    ("cost.discard", "discard N cards as a cost (CR 701.8)"),
    ("cost.life", "pay N life as a cost (CR 119.4)"),
    ("cost.life_x", "As an additional cost to cast this spell, pay X life.: X announced as "
                    "it is cast (CR 601.2b, 119.4, 107.3)"),
    ("cost.discard_x", "As an additional cost to cast this spell, discard X [<description>] "
                       "cards.: X announced as it is cast, the cards chosen as it is paid "
                       "(CR 601.2b, 601.2h, 107.3)"),
    ("cost.energy", "Pay {E}{E} as an activation cost (CR 107.14)"),
    ("cost.exile_graveyard", "exile N cards from your graveyard as a cost"),
    ("cost.collect_evidence", "Collect evidence N as an activation cost (N up to 4): exile cards "
                              "from your graveyard with total mana value N or greater (CR "
                              "701.57a)"),
    ("cost.remove_counters", "remove N <kind> counters from this permanent as a cost"),
    ("cost.any_counter", "Remove a counter / N counters from <a permanent>: of any kinds on "
                         "it, each announced as it is activated (CR 122.1, 118.3, 601.2b)"),
    ("cost.remove_counters_x", "remove X / any number of <kind> counters from this permanent "
                               "as an activation cost: X chosen as it is activated (CR "
                               "107.3, 601.2b, 601.2f, 605.3a)"),
    ("ability.counters_x", "<cost>, Remove X <kind> counters from this permanent: <effects "
                           "with X>: X, the counters removed, announced as it is activated "
                           "and the X of its effects (CR 107.3, 601.2b, 602.2b)"),
    ("ability.activated", "<cost>: <effects> (CR 602)"),
    ("ability.sorcery_speed", "Activate only as a sorcery. / Activate only during your upkeep. "
                              "(CR 602.5b, 602.5d)"),
    ("ability.once_each_turn", "Activate only once each turn. (CR 602.5b)"),
    ("ability.mana", "<cost>: Add <mana> / one mana of any color (CR 605.1a)"),
    ("ability.mana_cost", "a mana ability with mana in its cost: {1}, {T}: Add {R}{G} "
                          "(CR 605.3a); N mana of any one color"),
    ("ability.mana_draw", "a mana ability's \"Add one mana of any color. Draw a card.\": "
                          "no target, it adds mana, so a mana ability that also draws as "
                          "it resolves (CR 605.1a, 605.3a)"),
    ("ability.mana_life", "a mana ability's \"Add {R} or {G}. Each opponent gains 1 life.\" / "
                          "\"You gain 1 life.\": the life as it resolves (CR 605.1a, 605.3a)"),
    ("ability.mana_sacrifice", "a mana ability's \"If there are no mining counters on this "
                               "land, sacrifice it.\": checked and done as it resolves, after "
                               "the mana is added (CR 605.3b, 701.17a)"),
    ("ability.loyalty", "[+N]: <effects> (CR 606)"),
    ("ability.loyalty_x", "[−X]: <effects with X>: X loyalty counters removed, X chosen as "
                          "it is activated (CR 107.3, 606.4, 606.6)"),
    ("trigger.enters", "When <this / a description> enters (CR 603.6a)"),
    ("trigger.enters_tapped", "Whenever a <description> enters tapped: it entered tapped, "
                              "however it came to (CR 603.6a, 110.5b, 614.1c)"),
    ("trigger.or_another", "When this or another <description> enters/dies/attacks (another "
                           "creature or planeswalker dies: CR 700.4); when this enters or "
                           "attacks; blocks or becomes blocked (two triggers)"),
    ("trigger.dies", "When <this / a description> dies (CR 700.4)"),
    ("trigger.dies_or_exiled", "When this creature dies or is put into exile from the "
                               "battlefield: leaving to a graveyard or to exile (CR 700.4, "
                               "603.6c, 603.10a)"),
    ("trigger.leaves", "When this permanent leaves the battlefield (CR 603.6c)"),
    ("trigger.combat_player_or_planeswalker", "Whenever this creature deals combat damage to "
                                              "a player or planeswalker: once for each "
                                              "combat damage step it does (CR 510.2, 603.2c)"),
    ("trigger.combat", "Whenever this creature attacks / blocks / becomes blocked / deals "
                       "combat damage to a player (CR 508.3a, 509.3c-d, 510.3a)"),
    ("trigger.combat_player_or_battle", "Whenever this / equipped creature deals combat "
                                        "damage to a player or battle (CR 510.2, 310.6, "
                                        "603.2)"),
    ("trigger.combat_damage_opponent", "Whenever this creature deals combat damage to an "
                                       "opponent: only to an opponent of its controller; "
                                       "\"that player\" is them (CR 510.2, 603.2)"),
    ("trigger.attacks_filter", "Whenever a <description> attacks (CR 508.3a)"),
    ("trigger.enters_or_attacks", "Whenever a <creature description> enters or attacks: "
                                  "two trigger events, one ability (CR 603.2, 508.3a)"),
    ("trigger.cast", "Whenever you / an opponent / a player cast(s) a <spell> (CR 601.2i)"),
    ("trigger.cast_kicked", "Whenever you cast a kicked spell; \"if that spell was kicked\": "
                            "the spell cast was kicked (CR 702.33d, 601.2i)"),
    ("trigger.step", "At the beginning of your/each <step> (CR 603.2b)"),
    ("trigger.state", "When you control no <description> / you have N or more life / this "
                      "creature has <keyword> (a state trigger, CR 603.8)"),
    ("trigger.if_event_creature", "an intervening if about the object of the event: "
                                  "Whenever a permanent you control is turned face up, if "
                                  "it's a creature, ... (CR 603.4)"),
    ("trigger.if", "an intervening if: you control <description> / you have N life "
                   "(CR 603.4)"),
    ("trigger.may", "you may <effect> in a triggered ability (CR 603.5)"),
    ("trigger.may_pay", "you may pay {M}. If you do, <effect> (CR 603.5, 118.1)"),
    ("trigger.modal_up_to_one", "<event>, choose up to one — : no mode may be chosen, and "
                                "the ability is then removed from the stack (CR 700.2b, "
                                "603.3c)"),
    ("trigger.modal_several", "<event>, choose one or both / one or more / two / three — : "
                              "several modes chosen as it is put on the stack (CR 603.3c, "
                              "700.2b, 700.2d)"),
    ("trigger.modal_several_if", "<event>, choose one. If <condition>, [you may] choose "
                                 "both instead. — checked as it is put on the stack (CR "
                                 "603.3c, 700.2b)"),
    ("trigger.modal_at_random", "<event>, choose one at random — : the game picks one of "
                                "the modes that can be chosen as it is put on the stack "
                                "(CR 603.3c, 700.2b)"),
    ("trigger.modal_different_players", "<event>, choose one or more. Each mode must target "
                                        "a different player. — each chosen mode's target "
                                        "player is another one (CR 700.2b, 115.3)"),
    ("modes.unchosen", "choose one that hasn't been chosen [this turn] — : a mode chosen "
                       "for this object's ability ever / this turn can't be chosen again "
                       "(CR 700.2a-b, 400.7)"),
    ("keyword.cumulative_upkeep", "Cumulative upkeep {M}: an age counter, then pay {M} for "
                                  "each or sacrifice it (CR 702.24a)"),
    ("static.anthem", "<group> get +N/+N and/or have <keywords> (CR 611.3, 613)"),
    ("static.attached", "enchanted/equipped creature gets +N/+N and/or has <keywords>"),
    ("static.spares_auras", "Enchanted creature has protection from <quality>. This effect "
                            "doesn't remove this Aura / Auras / Auras and Equipment you "
                            "control that are already attached to it. (CR 702.16n, 702.16p)"),
    ("static.has_equip", "Equipment you control have equip {N} [as long as <condition>]: "
                         "each has that equip ability too (CR 702.6a, 702.6d, 613.1f)"),
    ("static.attached_loses", "enchanted/equipped creature [gets +N/+N and] loses <keywords> / "
                              "all abilities (CR 613.1f)"),
    ("static.restrict", "<this / group / enchanted creature> can't attack and/or block, "
                        "can't be blocked, doesn't untap (CR 508.1c, 509.1b, 502.3)"),
    ("static.must_attack", "<this / group> attacks each combat if able (CR 508.1d)"),
    ("static.uncounterable", "This spell can't be countered. (CR 101.2)"),
    ("static.cost_change", "<spells> cost {N} more/less to cast (CR 601.2f)"),
    ("static.cost_change_off_turn", "Each spell costs {N} more to cast except during its "
     "controller's turn (CR 601.2f)"),
    ("spells.color_pair", "<color> spells and <color> spells: spells of either colour "
     "(CR 105.2)"),
    ("static.cost_change_per", "<spells> cost {1} less to cast for each <thing> / {X} less "
     "..., where X is <quantity>: counted as each spell's total cost is determined "
     "(CR 601.2f)"),
    ("static.cost_change_power", "<creature spells> you cast with power N or greater / or "
     "less cost ...: the spell's power as its cost is determined (CR 601.2f, 208.3)"),
    ("static.cost_change_nth_spell", "The first <type> spell / The second spell you cast "
     "each turn costs {N} less to cast: counted among the spells its caster cast before it "
     "this turn (CR 601.2f, 601.2i)"),
    ("spells.subtype_pair", "<subtype> spells and <subtype> spells / <color> <type> spells "
     "and <color> <type> spells: spells of either subtype / colour (CR 205.3, 105.2)"),
    ("static.mulligan_exile_hand", "Any time you could mulligan and this card is in your "
                                   "hand, you may exile all the cards from your hand, then "
                                   "draw that many cards (CR 103.5b)"),
    ("static.cost_increase_mana", "<spells> cost <colored mana symbols> more to cast: added "
                                  "to the total cost (CR 601.2f)"),
    ("static.flash_for", "You may cast <spells> as though they had flash: those the "
                         "description matches (CR 609.4, 702.8a)"),
    ("static.skip_draw_step", "Skip your draw step.: its controller's draw steps are skipped "
                              "(CR 614.1b, 614.10)"),
    ("static.look_at_top", "You may look at the top card of your library any time. (CR "
                           "401.2: its controller sees that card)"),
    ("static.play_lands_from_top", "You may play lands from the top of your library. (CR "
                                   "305.1, 305.2: still one land a turn)"),
    ("static.cast_from_library_top", "You may cast <kind> spells from the top of your "
                                     "library. (CR 601.3)"),
    ("static.play_and_cast_from_top", "You may play lands and cast <kind> spells from the "
                                      "top of your library. [If you cast a spell this way, "
                                      "pay life equal to its mana value rather than pay its "
                                      "mana cost.] (CR 305.1, 601.3, 118.9, 119.4)"),
    ("static.top_of_library_revealed", "Play with the top card of your library revealed.: "
                                       "every player sees it (CR 401.5)"),
    ("static.top_of_libraries_revealed", "Players play with the top card of their libraries "
                                         "revealed.: every player sees each (CR 401.5)"),
    ("static.free_cast", "You may cast spells from your hand without paying their mana "
                         "costs.: an alternative cost for its controller (CR 118.9, 601.2b)"),
    ("static.rules", "additional land, no maximum hand size, cast as though it had flash, "
                     "can't lose the game, begin the game on the battlefield"),
    ("static.no_loss_for_zero_life", "You don't lose the game for having 0 or less life. "
                                     "(CR 704.5a, 101.1)"),
    ("static.damage_as_infect", "All damage is dealt to you as though its source had infect. "
                                "(CR 702.90b, 120.3b)"),
    ("static.cant_get_poison", "You can't get poison counters. (CR 122.1f, 101.2)"),
    ("static.cant_get_counters", "Players can't get counters. (CR 122.1, 101.2)"),
    ("static.cant_win", "You can't win the game and your opponents can't lose the game. "
                        "(CR 104.2b, 104.3b, 101.2)"),
    ("static.no_maximum_hand_size_all", "Players have no maximum hand size. (CR 402.2)"),
    ("static.all_colors", "<this> is all colors.: a characteristic-defining ability, its "
                          "colors in every zone (CR 604.3, 105.2)"),
    ("static.enters_tapped", "this permanent enters tapped (CR 614.1c)"),
    ("static.hand_size", "Your / Each opponent's / The chosen player's maximum hand size is N "
                         "/ is increased by N / is reduced by N. (CR 402.2)"),
    ("static.enters_counters", "this permanent enters with N counters (CR 614.1c, 122.6)"),
    ("static.enters_x_counters", "this permanent enters with X counters, X of its spell "
                                 "(CR 614.1c, 107.3m)"),
    ("static.enters_counter_choice", "this permanent enters with your choice of a <keyword> "
                                     "counter or a <keyword> counter on it: its controller "
                                     "chooses as it enters (CR 614.1c, 122.1b)"),
    ("static.control", "You control enchanted creature / permanent / land / artifact / "
                       "enchantment / Equipment. (CR 613.1b)"),
    ("static.group_loses", "<group> lose <keywords>. (\"Creatures your opponents control lose "
                           "infect.\"; CR 613.1f, 611.3)"),
    ("static.group_cant_have", "<group> lose <keywords> and can't have or gain <keywords>. "
                               "(CR 613.1f, 101.2)"),
    ("static.lose_abilities", "<group> lose all abilities and have base power and toughness "
                              "N/N (CR 613.1f, 613.4b)"),
    ("static.type_change", "<group> is a creature with base P/T equal to its mana value; "
                           "lands are <land type>s (CR 613.1d, 305.7)"),
    ("static.cda", "this creature's power and toughness are each equal to the number of "
                   "<description> you control / cards in your hand (CR 604.3)"),
    ("static.replacement", "double damage, tokens, counters; exile instead of a graveyard "
                           "(CR 614)"),
    ("static.copy", "You may have this creature enter as a copy of a creature (CR 707.9)"),
    ("static.replacement_kind_of_card", "If an instant or sorcery card would be put into a "
                                        "graveyard from anywhere, exile it instead (CR 614.1a)"),
    ("static.choose_type", "As this permanent enters, choose a creature type; <creatures> "
                           "of the chosen type get +N/+N / have <keywords> (CR 614.12, 607.2)"),
    ("spell.additional_cost", "As an additional cost to cast this spell, <cost>. (CR 118.8)"),
    ("spell.free_if", "If <condition>, you may cast this spell without paying its mana "
                      "cost. (CR 118.9, 601.2b)"),
    ("spell.alternative_cost", "You may <cost> rather than pay this spell's mana cost. "
                               "(CR 118.9)"),
)}


@dataclass(slots=True)
class Line:
    """What one line of Oracle text is."""

    kind: str
    value: Any
    extra: Any = None


# -- keywords ----------------------------------------------------------------------------

def keyword_line(p: Parser, line: str) -> Line:
    """"Flying, vigilance", "Protection from black", "Equip {2}", "Enchant creature",
    "Cycling {2}", "Modular 1"... (CR 702.1c).

    Keyword names and the keywords written with a cost or a number are read by the
    registry's keyword readers (`tolaria.cards.registry.keyword_line`,
    `tolaria.cards.oracle.keyword_lines`), the single list of what the engine implements.
    """
    if p.at("enchant"):
        return enchant_line(p)
    found = keyword_rules.expanded(p, line)         # "Soulshift 3", "Afterlife 1" (CR 702)
    if found is not None:
        return found
    if p.at("equip"):
        return _equip(p)
    if p.at("kicker"):
        return _kicker(p)
    if p.at("suspend"):
        return _suspend(p, line)
    if p.at("ward") and "," not in line:                # a list: the keyword readers'
        return _ward(p, line)
    if p.at("cumulative", "upkeep"):
        return _cumulative_upkeep(p, line)
    if p.at("cycling", "—"):
        return _cycling_life(p, line)
    if p.at("escalate", "—"):
        return _escalate_cost(p, line)
    if p.at("affinity", "for"):                          # CR 702.41a
        return Line("static", replace(cost_rules.affinity(p), text=line))
    if p.n == 1 and p.peek() in ("devoid", "changeling"):
        word = p.next().key
        p.mark(C[f"keyword.{word}"])
        return Line(word, None)
    if p.at("crew"):
        return _crew(p, line)
    if p.n == 1 and p.peek() == "convoke":
        # Read by the payment planner (tolaria.rules.priority.payment_sources, CR 702.51a).
        from tolaria.cards.oracle import keyword_lines as keyword_parts
        p.next()
        p.mark(C["keyword.convoke"])
        return Line("keywords", frozenset({"convoke"}), keyword_parts.merge([]))
    if p.n == 1 and p.peek() == "delve":
        # Read by the payment planner (tolaria.rules.priority.payment_sources, CR 702.66a).
        from tolaria.cards.oracle import keyword_lines as keyword_parts
        p.next()
        p.mark(cost_rules.C_DELVE)
        return Line("keywords", frozenset({"delve"}), keyword_parts.merge([]))
    if p.n == 1 and p.peek() == "improvise":
        # Read by the payment planner (tolaria.rules.priority.payment_sources, CR 702.126a).
        from tolaria.cards.oracle import keyword_lines as keyword_parts
        p.next()
        p.mark(cost_rules.C_IMPROVISE)
        return Line("keywords", frozenset({"improvise"}), keyword_parts.merge([]))
    if p.n == 1 and p.peek() == "partner":
        # CR 702.124a-c: partner only lets two commanders share a deck, so outside the
        # commander variant it does nothing ("Partner with NAME" is not read here).
        p.next()
        p.mark(C["keyword.partner"])
        return Line("partner", None)
    from tolaria.cards.oracle import keyword_lines as lines
    from tolaria.cards.registry import keyword_line as names_of
    from tolaria.cards.registry import keyword_words
    names = names_of(line)
    if names is None:
        p.fail()
    extra = lines.merge([found for found in map(lines.read, keyword_words(line))
                         if found is not None])
    p.i = p.n
    p.mark(C["keyword.list"])
    keyword_rules.mark(p, names)
    extra = keyword_rules.on_permanent(p, extra)      # madness on a creature card (CR 702.35)
    for word in ("flashback", "unearth"):
        if word in names:
            p.mark(C[f"keyword.{word}"])
    return Line("keywords", names, extra)


def _equip(p: Parser) -> Line:
    """"Equip {2}" (CR 702.6a); "Equip legendary creature {3}", "Equip Knight {1}": only
    a creature you control with that quality may be targeted (CR 702.6c)."""
    start = p.i
    p.expect("equip")
    if p.at("—"):
        return _equip_paid(p, start)
    quality = _equip_quality(p)
    symbols = ""
    while p.token() is not None and p.token().kind == "sym":
        symbols += p.next().text
    if not symbols or "X" in symbols.upper():
        p.fail()
    if p.accept("."):
        return _equip_limited(p, start, symbols, quality)
    if not p.done:
        p.fail()
    p.mark(C["keyword.equip"])
    if quality is None:
        return Line("equip", replace(equip_ability(symbols), text=p.text_from(start)))
    p.mark(C["keyword.equip_quality"])
    return Line("equip", replace(equip_ability(symbols, quality), text=p.text_from(start)))


C_MANA_X_COUNTERS_X = construct("ability.mana_x_counters_x", "{X}, ..., Remove X <kind> "
                                "counters from this permanent: <effects with X>: one X, the "
                                "mana paid and the counters removed (CR 107.3, 601.2f)")


C_EQUIP_PAID = construct("keyword.equip_cost", "Equip—<cost> (Pay 3 life, Sacrifice a "
                         "creature, Discard a card, Remove a counter from this Equipment): "
                         "the equip ability with that cost (CR 702.6a, 118.1)")
C_EQUIP_LIMITED = construct("keyword.equip_limited", "Equip {N}. This ability costs {N} "
                            "less to activate <if / for each> ... / Activate only once each "
                            "turn.: the equip ability changed (CR 702.6a, 602.2b, 602.5b)")


def _equip_paid(p: Parser, start: int) -> Line:
    """"Equip—Pay 3 life." (CR 702.6a): an equip ability whose cost is not mana."""
    p.expect("—")
    paid = cost(p)
    p.accept(".")
    rules = cost_rules.restrictions(p)                    # CR 602.5b
    if set(rules) - {"once_each_turn"} or not p.done or paid.tap or paid.untap or paid.sacrifice_self or paid.remove_counters_x \
            or not paid.mana.is_empty or p.scope.x_cost:
        p.fail()
    cost_rules.check_chosen(p, paid)
    p.mark(C["keyword.equip"])
    p.mark(C_EQUIP_PAID)
    return Line("equip", replace(equip_ability(""), cost=paid, text=p.text_from(start),
                                 **rules))


def _equip_limited(p: Parser, start: int, symbols: str, quality: TargetSpec | None) -> Line:
    """"Equip {3}. This ability costs {1} less to activate for each other Equipment you
    control." (CR 602.2b, 601.2f) / "Equip {0}. Activate only once each turn." (602.5b)."""
    found: dict[str, Any] = {}
    if p.at("this", "ability", "costs"):
        change = cost_rules.self_cost_change(p, verb="activate")
        if change.filter is not None:
            p.fail()
        p.mark(cost_rules.C_ABILITY_COST)
        found["cost_change"] = change
    rules = cost_rules.restrictions(p)
    if set(rules) - {"once_each_turn"} or not (found or rules) or not p.done:
        p.fail()
    found.update(rules)
    p.mark(C["keyword.equip"])
    p.mark(C_EQUIP_LIMITED)
    ability = equip_ability(symbols) if quality is None else equip_ability(symbols, quality)
    return Line("equip", replace(ability, text=p.text_from(start), **found))


def _equip_quality(p: Parser) -> TargetSpec | None:
    """"legendary creature" or a creature type after "Equip" (CR 702.6c), as the target."""
    flt = EQUIP_TARGET.objects
    if p.accept("legendary", "creature"):
        flt = replace(flt, supertypes=frozenset({"Legendary"}), more=None)
        return TargetSpec(objects=flt, text="target legendary creature you control")
    word = p.token()
    if word is None or word.text not in vocabulary.CREATURE_TYPES:
        return None
    p.next()
    return TargetSpec(objects=replace(flt, subtypes=frozenset({word.text})),
                      text=f"target {word.text} you control")


def _crew(p: Parser, line: str) -> Line:
    """"Crew 3" (CR 702.122a): an activated ability of Vehicles; the creatures tapped are
    chosen with the cost (`Cost.crew`), the Vehicle is a creature until end of turn."""
    p.expect("crew")
    n = number(p)
    if not p.done or "Vehicle" not in p.card.subtypes or n < 1:
        p.fail()
    p.mark(C["keyword.crew"])
    becomes = layer_effect("4", "add_types", types=frozenset({"Artifact", "Creature"}))
    return Line("activated", ActivatedAbility(
        cost=Cost(crew=n), text=line,
        effects=(effect("continuous", parts=(becomes,), target="self",
                        until="end of turn"),)))


C_CREW_ALTERNATIVE = construct("keyword.crew_alternative", "You may remove a loyalty counter "
                               "from a planeswalker you control rather than pay <this>'s crew "
                               "cost.: the crew ability activated with that alternative cost "
                               "instead of tapping creatures (CR 118.9, 602.2b, 702.122a)")


def crew_alternative(p: Parser) -> Line:
    """"You may remove a loyalty counter from a planeswalker you control rather than pay
    Heart of Kiran's crew cost." (CR 118.9, 602.2b): its crew ability, activated paying
    this instead; no creature crews it then (CR 702.122b). `compiler` checks the card has
    one crew ability, with these effects."""
    p.expect("you", "may")
    if not p.at("remove", "a", "loyalty", "counter", "from", "a", "planeswalker"):
        p.fail()
    kind, delta, flt = cost_rules.counter_on(p)
    p.expect("rather", "than", "pay")
    if not self_ref(p):
        p.fail()
    p.expect("'s", "crew", "cost", ".")
    if "Vehicle" not in p.card.subtypes:
        p.fail()
    p.mark(C_CREW_ALTERNATIVE)
    becomes = layer_effect("4", "add_types", types=frozenset({"Artifact", "Creature"}))
    return Line("activated", ActivatedAbility(
        cost=Cost(counter_on=((kind, delta, flt),)), text=p.line,
        effects=(effect("continuous", parts=(becomes,), target="self",
                        until="end of turn"),)))


C_FREE_ANY_ZONE = construct("static.free_cast_bounded", "You may cast spells with mana value "
                            "less than or equal to the number of <permanents> you control "
                            "without paying their mana costs.: an alternative cost for them, "
                            "from any zone they may be cast from (CR 118.9, 601.2b)")


def _free_cast_any_zone(p: Parser) -> StaticAbility:
    """"You may cast spells with mana value less than or equal to the number of lands you
    control without paying their mana costs." (Fires of Invention)."""
    from tolaria.cards.oracle.phrases import description
    from tolaria.data.vocabulary import FREE_CAST_ANY_ZONE
    p.expect("you", "may", "cast")
    flt, plural = description(p, x_ok=True)               # (a count, not an X: below)
    if not plural or not flt.spell or status_in(flt) or flt.other or \
            flt.controller is not None or len(flt.compare) != 1:
        p.fail()
    what, op, bound = flt.compare[0]
    if what != "mana_value" or op != "<=" or type(bound) is not tuple:
        p.fail()
    p.expect("without", "paying", "their", "mana", "costs", ".")
    p.mark(C_FREE_ANY_ZONE)
    return StaticAbility(kind=FREE_CAST_ANY_ZONE, affects="you",
                         filter=replace(flt, spell=False, more=None))


def _kicker(p: Parser) -> Line:
    """"Kicker {2}{G}" (CR 702.33a): one kicker cost of mana only; "Kicker {1}{B} and/or
    {R}" (CR 702.33b): two, each paid or not (`tolaria.rules.costs.kicked`)."""
    p.expect("kicker")
    symbols = _mana_symbols(p, hybrid=True)
    if not symbols:
        p.fail()
    if p.accept("and", "/", "or"):
        second = _mana_symbols(p, hybrid=True)
        if not second or not p.done or parse_cost(second) == parse_cost(symbols):
            p.fail()
        p.mark(C_TWO_KICKERS)
        return Line("kicker", (Cost(mana=parse_cost(symbols)), Cost(mana=parse_cost(second))))
    if not p.done:
        p.fail()
    p.mark(C["keyword.kicker"])
    return Line("kicker", Cost(mana=parse_cost(symbols)))


C_TWO_KICKERS = construct("keyword.kicker_two", "Kicker {A} and/or {B}: two kicker costs, "
                          "each paid or not, announced by its cost (CR 702.33b, 702.33d)")


C_SUSPEND = construct("keyword.suspend", "Suspend N—{M} on a noncreature card: exile it from "
                      "the hand with N time counters, cast it free when the last is removed "
                      "(CR 702.62a, 116.2f)")


def _suspend(p: Parser, line: str) -> Line:
    """"Suspend 4—{1}{R}" (CR 702.62a): the special action from the hand; the upkeep and
    cast triggers are the rules of `tolaria.rules.keywords.suspend` (with the haste a creature
    spell cast this way gains)."""
    from tolaria.cards.oracle.keyword_lines import KeywordParts
    p.expect("suspend")
    n = number(p)
    p.expect("—")
    symbols = _mana_symbols(p, hybrid=True)
    if not symbols or not p.done or n < 1 or "Land" in p.card.types:
        p.fail()
    p.mark(keyword_rules.C_SUSPEND_CREATURE if "Creature" in p.card.types else C_SUSPEND)
    ability = ActivatedAbility(cost=Cost(mana=parse_cost(symbols)), zone="hand",
                               keyword="suspend", text=line,
                               effects=(effect("suspend", counters=n),))
    return Line("keywords", frozenset({"suspend"}),
                KeywordParts(frozenset({"suspend"}), activated=(ability,)))


def _mana_symbols(p: Parser, hybrid: bool) -> str:
    """A run of fixed mana symbols ending a keyword's cost (no X, {T}, {Q}, {E}; hybrid and
    Phyrexian symbols only if `hybrid`), or a parse failure on anything else."""
    symbols = ""
    while p.token() is not None and p.token().kind == "sym":
        symbol = p.next().key
        if symbol in ("{X}", "{T}", "{Q}", "{E}") or not _mana_symbol(symbol) or (
                not hybrid and "/" in symbol):
            p.fail()
        symbols += symbol
    return symbols


def _permanent_keyword_mana(p: Parser) -> str:
    """The plain mana cost ending a permanent's keyword line ("Ward {2}"), or a parse failure."""
    symbols = _mana_symbols(p, hybrid=False)
    if not symbols or not p.done or "Instant" in p.card.types or "Sorcery" in p.card.types:
        p.fail()
    return symbols


def _ward(p: Parser, line: str) -> Line:
    """"Ward {2}" (CR 702.21a): a triggered ability countering what targets this permanent
    unless its controller pays; the ability targets nothing (the spell is the event's)."""
    p.expect("ward")
    symbols = _permanent_keyword_mana(p)
    p.mark(C["keyword.ward"])
    return Line("triggered", TriggeredAbility(
        event="becomes_target", whose="opponent", text=line,
        effects=(effect("counter_unless", target="event", mana=symbols),)))


C_CYCLING_LIFE = construct("keyword.cycling_life", "Cycling—Pay N life. (CR 702.29a, 119.4): "
                           "pay the life and discard this card from your hand: draw a card")


def _cycling_life(p: Parser, line: str) -> Line:
    """"Cycling—Pay 2 life." (CR 702.29a): "Pay 2 life, Discard this card: Draw a card."
    (the discard is the keyword's part of the cost, `tolaria.rules.keywords.cycling`)."""
    from tolaria.cards.oracle import keyword_lines as keyword_parts
    p.expect("cycling", "—", "pay")
    n = number(p)
    p.expect("life")
    p.accept(".")
    p.end()
    p.mark(C_CYCLING_LIFE)
    ability = ActivatedAbility(cost=Cost(life=n), effects=(effect("draw", amount=1, who="you"),),
                               zone="hand", keyword="cycling", text=line)
    return Line("keywords", frozenset({"cycling"}), keyword_parts.KeywordParts(
        frozenset({"cycling"}), activated=(ability,)))


C_ESCALATE_COST = construct("keyword.escalate_cost", "Escalate—Discard a card. / Tap an "
                            "untapped creature you control.: that cost for each mode chosen "
                            "beyond the first (CR 702.120a, 601.2f)")


def _escalate_cost(p: Parser, line: str) -> Line:
    """"Escalate—Discard a card." (CR 702.120a): a non-mana escalate cost, paid once for
    each mode beyond the first (`tolaria.rules.keywords.escalate`)."""
    from tolaria.cards.oracle import keyword_lines as keyword_parts
    p.expect("escalate", "—")
    paid = cost(p, activation=False)
    cost_rules.check_chosen(p, paid)
    p.accept(".")
    p.end()
    if not {"Instant", "Sorcery"} & p.card.types or paid.mana.symbols:
        p.fail()
    p.mark(C_ESCALATE_COST)
    return Line("keywords", frozenset({"escalate"}), keyword_parts.KeywordParts(
        frozenset({"escalate"}), static=(StaticAbility(kind="escalate", cost=paid,
                                                       text=line),)))


def _cumulative_upkeep(p: Parser, line: str) -> Line:
    """"Cumulative upkeep {1}" (CR 702.24a): at the beginning of your upkeep, an age
    counter, then pay the cost once for each age counter or sacrifice the permanent. Mana
    costs, or "Cumulative upkeep—Pay N life." (CR 119.4)."""
    p.expect("cumulative", "upkeep")
    if p.accept("—", "pay"):
        life = number(p)
        p.expect("life", ".")
        pay = effect("cumulative_upkeep", life=life)
    elif p.accept("—"):
        pay = effect("cumulative_upkeep", action=_cumulative_action(p))
    else:
        pay = effect("cumulative_upkeep", mana=_cumulative_mana(p))
    p.mark(C["keyword.cumulative_upkeep"])
    return Line("triggered", TriggeredAbility(
        event="step", step="upkeep", whose="you", text=line, effects=(
            effect("put_counters", target="self", kind="age", amount=1), pay)))


C_CUMULATIVE_EITHER = construct("keyword.cumulative_upkeep_either", "Cumulative upkeep {G} or "
                                "{W}: for each age counter {G} or {W}, chosen separately (CR "
                                "702.24a)")
C_CUMULATIVE_ACTION = construct("keyword.cumulative_upkeep_action", "Cumulative upkeep—<put a "
                                "-1/-1 counter on this / sacrifice a <permanent> / discard a "
                                "card>: done once for each age counter, all of them or none "
                                "(CR 702.24a, 118.3)")
# The actions a cumulative upkeep cost may be (`cumulative_upkeep`: repeated per age counter).
_CUMULATIVE_ACTIONS = ("put_counters", "sacrifice_choice", "discard")


def _cumulative_mana(p: Parser) -> str:
    """"{1}{B}", or "{G} or {W}": a hybrid symbol paid with either (CR 702.24a)."""
    tok, after = p.token(), p.token(2)
    if p.peek(1) == "or" and tok is not None and after is not None and tok.kind == after.kind \
            == "sym" and tok.key[1:-1] in "WUBRG" and after.key[1:-1] in "WUBRG" and \
            len(tok.key) == len(after.key) == 3 and tok.key != after.key:
        p.i += 3
        if not p.done or {"Instant", "Sorcery"} & set(p.card.types):
            p.fail()
        p.mark(C_CUMULATIVE_EITHER)
        return "{" + tok.key[1] + "/" + after.key[1] + "}"
    return _permanent_keyword_mana(p)


def _cumulative_action(p: Parser) -> Any:
    """"Cumulative upkeep—Sacrifice a land.": the action of one age counter."""
    from tolaria.cards.oracle.instructions import clause
    found = clause(p)
    p.expect(".")
    if not p.done or len(found) != 1 or p.scope.targets or found[0].op not in \
            _CUMULATIVE_ACTIONS or {"Instant", "Sorcery"} & set(p.card.types) or (
                found[0].op == "put_counters" and found[0].get("target") != "self") or (
                found[0].get("who", "you") != "you"):
        p.fail()
    p.mark(C_CUMULATIVE_ACTION)
    return found[0]


def enchant_line(p: Parser) -> Line:
    """"Enchant creature" (CR 702.5a): what an Aura may target and be attached to;
    "Enchant player" (CR 702.5d): a player, never a permanent."""
    p.expect("enchant")
    if p.accept("player"):
        p.end()
        p.mark(C["keyword.enchant_player"])
        return Line("enchant", "player")
    if p.accept("creature", "card", "in", "a", "graveyard"):
        p.end()                            # Animate Dead (CR 303.4a; the rest: `graveyard`)
        if not p.card.enchant_graveyard:
            p.fail()
        p.mark(graveyard.C_REANIMATING_AURA)
        return Line("enchant", ObjectFilter(types=frozenset({"Creature"}), zone="graveyard"))
    flt, plural = permanent_description(p)
    p.end()
    if plural or status_in(flt) or flt.other:
        p.fail()
    p.mark(C["keyword.enchant"])
    return Line("enchant", flt)


# -- costs -------------------------------------------------------------------------------

def cost(p: Parser, activation: bool = True) -> Cost:
    """A cost: "{1}, {T}", "Sacrifice this creature", "Discard a card", "Pay 2 life"..."""
    parts: dict[str, Any] = {}
    mana = ""
    sacrifice: list[ObjectFilter] = []
    counters: list[tuple[str, int]] = []
    while True:
        tok = p.token()
        if tok is None:
            p.fail()
        if tok.kind == "sym":
            while p.token() is not None and p.token().kind == "sym":
                symbol = p.next().key
                if symbol == "{T}" and activation:
                    parts["tap"] = True
                    p.mark(C["cost.tap"])
                elif symbol == "{Q}" and activation:
                    parts["untap"] = True
                    p.mark(C["cost.tap"])
                elif symbol == "{X}" and activation and (
                        "{X}" not in mana or mana.endswith("{X}")):
                    mana += symbol                    # CR 107.3: chosen as it's activated,
                    p.scope.x_cost = True             # paid for each {X} ({X}{X})
                    p.mark(cost_rules.C_X_COST)
                elif symbol in ("{E}", "{X}", "{T}", "{Q}") or not _mana_symbol(symbol):
                    p.fail()
                else:
                    mana += symbol
                    p.mark(C["cost.mana"])
        elif activation and p.at("waterbend") and not mana and not parts and not p.scope.x_cost:
            p.next()                               # its mana symbols follow (reminder text)
            tok = p.token()
            if tok is None or tok.kind != "sym" or tok.key in ("{T}", "{Q}", "{E}"):
                p.fail()
            parts["waterbend"] = True
            p.mark(cost_rules.C_WATERBEND)
            continue
        elif activation and p.peek(1) == "x" and "objects_x" not in parts and (
                found := p.attempt(cost_rules.objects_x)) is not None:
            parts.update(found)                    # "Sacrifice X Goats" (CR 107.3, 601.2b)
        elif cost_rules.cost_part(p, parts, activation):
            pass                                   # exile this card, tap an untapped ...
        elif p.accept("sacrifice"):
            if self_ref(p):
                if not activation:
                    p.fail()
                parts["sacrifice_self"] = True
                p.mark(C["cost.sacrifice_self"])
                if activation and p.at("and") and p.peek(1) not in ("this", "SELF"):
                    p.next()                      # "Sacrifice this creature and another
                    sacrifice += cost_rules.sacrificed_too(p)   # green creature"
            elif activation and "or" in p.keys[p.i:p.i + 4] and (
                    either := p.attempt(cost_rules.sacrifice_either)) is not None:
                sacrifice.append(either)          # "another creature or an artifact"
            else:
                another = p.accept("another")
                n = 1 if another else number(p)
                if n > 1 and p.accept("other"):   # "Sacrifice two other creatures" (109.5)
                    another = True
                flt, _ = permanent_description(p)
                if flt.controller is not None or flt.zone or flt.spell:
                    p.fail()             # statuses and characteristics: layers.matches
                if another:
                    flt = replace(flt, other=True)
                sacrifice += [flt] * n
                if n == 1 and not another and activation and p.at(",") and p.peek(1) in (
                        "a", "an") and (listed := p.attempt(cost_rules.sacrifice_list)):
                    sacrifice += listed           # ", a black creature, and a red creature"
                if activation and not another and p.accept("and"):
                    if self_ref(p):               # "Sacrifice two lands and this artifact"
                        parts["sacrifice_self"] = True
                        p.mark(C["cost.sacrifice_self"])
                        sacrifice = [replace(f, other=True) for f in sacrifice]
                    else:                         # "Sacrifice a Swamp and a Forest"
                        sacrifice += cost_rules.sacrificed_too(p)
                p.mark(C["cost.sacrifice"])
        elif not activation and p.at("discard", "x") and "discard_x" not in parts:
            p.i += 2                             # X announced (CR 601.2b)
            if not p.accept("cards"):            # "discard X land cards" (CR 601.2h)
                parts["discard_filter"] = cost_rules.discarded_cards(p)
            parts["discard_x"] = True
            p.card.x_cost = True                 # "X" in its instructions is that X
            p.mark(C["cost.discard_x"])
        elif p.accept("discard"):
            n = number(p)
            if not (p.accept("card") if n == 1 else p.accept("cards")):
                p.fail()
            parts["discard"] = parts.get("discard", 0) + n
            p.mark(C["cost.discard"])
        elif p.accept("pay"):
            if activation and p.token() is not None and p.token().key == "{E}":
                while p.token() is not None and p.token().key == "{E}":
                    p.i += 1
                    parts["energy"] = parts.get("energy", 0) + 1
                p.mark(C["cost.energy"])
                if not p.accept(","):
                    break
                continue
            if not activation and p.token() is not None and p.token().kind == "sym":
                mana += cost_rules.paid_mana(p)          # "You may pay {R}{G} rather than"
                if not (p.accept(",") or p.accept("and")):
                    break
                continue
            if not activation and p.accept("x", "life"):    # X announced (CR 601.2b)
                parts["life_x"] = True
                p.card.x_cost = True             # "X" in its instructions is that X
                p.mark(C["cost.life_x"])
            else:
                n = number(p)
                p.expect("life")
                parts["life"] = parts.get("life", 0) + n
                p.mark(C["cost.life"])
        elif activation and p.accept("collect", "evidence"):
            n = number(p)
            # CR 701.57a: the choices are the minimal sets of at most N cards (C(graveyard,
            # N) of them at most); a larger N is left unread.
            if not 1 <= n <= _EVIDENCE_LISTED or "evidence" in parts:
                p.fail()
            parts["evidence"] = n
            p.mark(C["cost.collect_evidence"])
        elif p.accept("exile"):
            n = number(p)
            if not (p.accept("card") if n == 1 else p.accept("cards")):
                p.fail()
            p.expect("from", "your", "graveyard")
            parts["exile_from_graveyard"] = n
            p.mark(C["cost.exile_graveyard"])
        elif activation and (p.at("remove", "any", "number", "of") or p.at("remove", "x")):
            p.i += 4 if p.at("remove", "any") else 2      # X chosen as it is paid (107.3)
            if "remove_counters_x" in parts:
                p.fail()
            parts["remove_counters_x"] = counter_kind(p)
            p.expect("counters", "from")
            if not self_ref(p):
                p.fail()
            p.mark(C["cost.remove_counters_x"])
        elif p.accept("remove") and activation:
            n = number(p)
            kind = p.next()
            if kind.kind not in ("pt", "word"):
                p.fail()
            key = kind.key
            if key == ("counter" if n == 1 else "counters"):
                key = ANY_COUNTER                     # of the kinds on it (CR 122.1)
                p.mark(C["cost.any_counter"])
            elif not (p.accept("counter") if n == 1 else p.accept("counters")):
                p.fail()
            p.expect("from")
            if not self_ref(p):
                p.fail()
            counters.append((key, n))
            p.mark(C["cost.remove_counters"])
            if p.accept("and", "sacrifice", "it"):        # "... and sacrifice it"
                parts["sacrifice_self"] = True
                p.mark(C["cost.sacrifice_self"])
        else:
            p.fail()
        if not p.accept(",") and not (not activation and p.accept("and")):
            break                                 # a spell's "pay {1} and sacrifice ..."
    sacrifice += parts.pop("sacrifice", ())                # "Sacrifice a token" (costs.py)
    if parts.get("waterbend") and "{X}" in mana:
        p.fail()                                  # its X values with tapped helpers: not listed
    return Cost(mana=parse_cost(mana), sacrifice=tuple(sacrifice),
                remove_counters=tuple(counters), **parts)


_EVIDENCE_LISTED = 4          # the largest "Collect evidence N" cost whose choices are listed


def _mana_symbol(symbol: str) -> bool:
    body = symbol[1:-1]
    return body.isdigit() or body in ("W", "U", "B", "R", "G", "C", "S") or (
        "/" in body and all(part in ("W", "U", "B", "R", "G", "P", "2") for part in
                            body.split("/")))


def cost_line(p: Parser) -> Line:
    """A spell's additional cost (CR 118.8) or alternative cost (CR 118.9)."""
    if p.accept("as", "an", "additional", "cost", "to", "cast", "this", "spell", ","):
        found = cost(p, activation=False)
        cost_rules.check_chosen(p, found)
        other = cost_rules.other_additional(p)            # "... or pay {3}{B}."
        p.expect(".")
        p.end()
        p.mark(C["spell.additional_cost"])
        if other is not None:
            return [Line("additional", found), Line("static", other)]
        return Line("additional", found)
    cond = cost_rules.alternative_condition(p)          # "If you control a Plains, ..."
    if cond is not None and p.accept("you", "may", "cast") and (
            p.accept("this", "spell") or cond.op == FIRST_SPELL_THIS_GAME and p.accept("it")
    ) and p.accept("without", "paying", "its", "mana", "cost", "."):
        p.end()                                         # nothing paid (CR 118.9, 107.3b)
        p.mark(C["spell.free_if"])
        return Line("alternative", AlternativeCost(cost=Cost(), text=p.line, condition=cond))
    p.expect("you", "may")
    found = cost(p, activation=False)
    cost_rules.check_chosen(p, found)
    p.expect("rather", "than", "pay", "this", "spell", "'s", "mana", "cost", ".")
    p.end()
    p.mark(C["spell.alternative_cost"])
    return Line("alternative", AlternativeCost(cost=found, text=p.line, condition=cond))


# -- activated and loyalty abilities --------------------------------------------------------

def activated_line(p: Parser, text: str) -> Line:
    """"[Cost]: [Effect]." (CR 602.1), mana abilities (CR 605.1a), loyalty (CR 606)."""
    tok = p.token()
    if tok is not None and tok.kind == "loyalty":
        return _loyalty(p, text)
    paid = cost(p)
    other = cost(p) if p.accept("or") else None         # "{3}, {T} or {W}, {T}:" (Shards)
    p.expect(":")
    if other is not None:
        return _either_cost(p, paid, other, text)
    if p.at("add") or (p.at("for", "each", "color", "among")
                       and mana_rules.each_color_ahead(p)) or p.at("choose", "a", "color",
                                                                ".", "add"):
        if paid.objects_x or any(part[0] == ANY_COUNTER for part in (
                *paid.remove_counters, *paid.counter_on)):
            p.fail()                    # a mana ability's X objects / counter kinds: not listed
        if paid.exile_self == "hand":   # "Exile this card from your hand: Add {G}."
            if paid != Cost(exile_self="hand"):
                p.fail()
            line = _mana_ability(p, paid, text)
            if line.value.mana_per is not None or line.value.mana_could is not None or \
                    len(line.value.mana or ()) != 1:
                p.fail()                # one option: nothing chosen from the hand
            return Line("mana", replace(line.value, zone="hand"))     # CR 113.6k, 605.1a
        return _mana_ability(p, paid, text)
    if paid.exile_self == "hand":
        p.fail()                        # only mana abilities are read so
    if paid.objects_x:                  # "Sacrifice X Goats: ...": X announced (CR 601.2b)
        if paid.mana.x_count > 1 or paid.loyalty is not None or paid.remove_counters_x or \
                paid.chosen_count or paid.crew or paid.evidence or paid.discard_x:
            p.fail()
        p.scope.x_cost = True
    if paid.remove_counters_x:          # "Remove X ki counters from this creature: ...":
        if paid.mana.x_count > 1 or paid.loyalty is not None:   # X, the counters removed,
            p.fail()                    # chosen as it is activated (CR 107.3, 601.2b, 602.2b)
        p.scope.x_cost = p.scope.x_counters = True
        p.mark(C["ability.counters_x"])
        if paid.mana.x_count:           # "{X}, ..., Remove X <kind> counters": the same X
            p.mark(C_MANA_X_COUNTERS_X)
    p.scope.cost_exiled = paid.exile_from_graveyard + paid.exile_top == 1 and not (
        paid.exile_from_hand or paid.evidence or paid.craft or paid.exile_self or
        paid.objects_x)                 # "the exiled card": the one its cost exiled (608.2h)
    p.scope.it = "self"
    hidden = cost_rules.hide_any_player(p)
    later = cost_rules.hide_sentence(p, ("this", "ability", "costs"))
    effects = effect_sentences(p, stop=("activate", "spend"))
    paid = mana_rules.x_mana_cost(p, paid)                # "Spend only red mana on X."
    rules = cost_rules.restrictions(p)                    # "Activate only ..." (CR 602.5)
    rules.update(cost_rules.ability_cost_change(p, later))  # CR 601.2f, 602.2b
    rules.update(cost_rules.any_player(p, hidden, paid))  # CR 602.2
    rules.pop("instant", None)          # it is activated only with priority anyway (602.2)
    p.end()
    zone = "battlefield"
    cost_rules.check_chosen(p, paid)
    if (paid.sacrifice_self or paid.exile_self or paid.return_self) and _source_combat(
            p.scope.targets, effects):
        p.fail()              # "it's blocking" once it has left: not read (CR 506.4, 400.7)
    if paid.exile_self and not cost_rules.graveyard_ability_ok(tuple(effects)):
        p.fail()                                          # it is gone (CR 400.7)
    if paid.discard_self:                                 # CR 113.6k: from the hand
        if paid != Cost(mana=paid.mana, discard_self=True) or set(rules) - {"sorcery_speed", "cost_change"} \
                or ("X" in str(paid.mana) and rules) or not cost_rules.graveyard_ability_ok(
                    tuple(effects)):
            p.fail()
        zone = "hand"
    if paid.reveal_self:                                  # forecast (CR 702.57a-b)
        if not text.startswith("Forecast —") or set(rules) - {"during", "once_each_turn"} \
                or paid != Cost(mana=paid.mana, reveal_self=True) or "X" in str(paid.mana) \
                or not cost_rules.graveyard_ability_ok(tuple(effects)):
            p.fail()
        zone = "hand"
        rules.update(during="upkeep", once_each_turn=True)
    if rules.pop("zone", None) == "graveyard":           # "Activate only if this card is
        if paid != Cost(mana=paid.mana) or zone != "battlefield" or any(  # in your graveyard"
                "self" in dict(e.params).values() for e in effects):
            p.fail()              # this card's own tapping, or "this creature": (CR 400.7)
        zone = "graveyard"
    if paid.exile_self == "graveyard":                    # CR 602.2: from the graveyard
        if paid.tap or paid.untap or paid.sacrifice_self or paid.remove_counters \
                or paid.return_self:
            p.fail()
        zone = "graveyard"
    if any(library.mentions_graveyard_return(e) for e in effects):  # CR 602.2: from there
        if not any(e.op == library.FROM_GRAVEYARD for e in effects):
            p.fail()                      # only when it is the ability's own instruction
        if paid.tap or paid.untap or paid.sacrifice_self or paid.remove_counters or \
                paid.exile_self or zone != "battlefield" or any(
                    "self" in dict(e.params).values() for e in effects
                    if e.op != library.FROM_GRAVEYARD):
            p.fail()              # "this creature" after it moved: a new object (CR 400.7)
        zone = "graveyard"
    p.mark(C["ability.activated"])
    return Line("activated", ActivatedAbility(cost=paid, targets=tuple(p.scope.targets),
                                              effects=tuple(effects), zone=zone, text=text,
                                              counted=riders.C_ACTIVATED_TIMES in p.used,
                                              **rules))


C_EITHER_COST = construct("ability.either_cost", "<mana>, {T} or <mana>, {T}: <effect>: "
                          "the cost one of the two, chosen as it is activated; read as two "
                          "abilities with the same effect (CR 601.2b, 602.2b)")


def _either_cost(p: Parser, paid: Cost, other: Cost, text: str) -> Line:
    """"{3}, {T} or {W}, {T}: <effect>" (the Mirrodin Shards): the player chooses which
    of the two costs to pay as the ability is activated (CR 601.2b, 602.2b); each cost
    only mana and {T}, the effect neither a mana ability nor restricted."""
    for each in (paid, other):
        if each != Cost(mana=each.mana, tap=True) or "X" in str(each.mana) \
                or each.mana.is_empty:
            p.fail()
    if paid == other or p.at("add"):
        p.fail()
    p.scope.it = "self"
    effects = effect_sentences(p)
    p.end()
    p.mark(C_EITHER_COST)
    first = ActivatedAbility(cost=paid, targets=tuple(p.scope.targets),
                             effects=tuple(effects), text=text)
    return Line("activateds", (first, replace(first, cost=other)))


def _source_combat(targets: Any, effects: Any) -> bool:
    """Does a target or a group say "blocking this creature" / "it's blocking"?"""
    filters = [t.objects for t in targets] + [v for e in effects for _, v in e.params]
    return any(isinstance(f, ObjectFilter) and f.combat in SOURCE_COMBAT for f in filters)


def _loyalty(p: Parser, text: str) -> Line:
    change = p.next().key
    x = change == "-X"                          # "[−X]": X chosen as it's activated
    try:
        n = 0 if x else int(change)
    except ValueError:
        p.fail()
    p.expect(":")
    if x:
        p.scope.x_cost = True                   # "X" is the value chosen (CR 107.3)
        p.mark(C["ability.loyalty_x"])
    effects = effect_sentences(p)
    p.mark(C["ability.loyalty"])
    return Line("activated", ActivatedAbility(cost=Cost(loyalty=n, loyalty_x=x), targets=tuple(
        p.scope.targets), effects=tuple(effects), sorcery_speed=True, text=text))


def _mana_ability(p: Parser, paid: Cost, text: str) -> Line:
    """"{T}: Add {G}.", "{T}: Add {W} or {U}.", "{1}, {T}: Add {R}{G}.", "{T}: Add one
    mana of any color." (a mana ability's mana cost is paid like any cost, CR 605.3a)."""
    if paid.loyalty is not None or "X" in str(paid.mana) or paid.exile_self not in ("", "hand") \
            or paid.discard_self or paid.return_self or paid.discard_random:
        p.fail()          # activated from the battlefield, the choices part of the action
    if paid.remove_counters_x:
        return _counters_x_mana(p, paid, text)
    each = p.attempt(mana_rules.each_color) if p.at("for") else None
    one_color = None
    if each is None and p.at("choose", "a", "color", ".", "add", "an", "amount", "of", "mana",
                             "of", "that", "color", "equal", "to", "your", "devotion"):
        each = mana_rules.devotion_mana(p)                # CR 700.5 (Nykthos)
    elif each is None and p.at("choose"):
        one_color = mana_rules.chosen_color_counted(p)    # CR 605.3a, 106.1
    elif each is None:
        p.expect("add")
    if not paid.mana.is_empty:
        p.mark(C["ability.mana_cost"])
    per = could = None
    combination = False
    if one_color is not None:
        options, per = ("W", "U", "B", "R", "G"), one_color
    elif each is not None:
        options, could = (), each         # "For each color among ...", "Choose a color."
    elif p.at("one", "mana", "of", "any") and "could" in p.keys[p.i:]:
        options, could = (), mana_rules.could_produce(p)  # CR 106.7
    elif p.at("one", "mana", "of", "any", "of", "the", "exiled", "card", "'s", "colors"):
        options, could = (), mana_rules.exiled_card_colors(p)   # CR 607.2a (Chrome Mox)
    elif p.at("one", "mana", "of", "any", "color", "among"):
        options, could = (), mana_rules.any_color_among(p)      # CR 105.2
    elif p.at("one", "mana", "of", "any", "color", "in", "your", "commander"):
        options, could = (), mana_rules.commander_identity(p)   # CR 903.4
    elif p.accept("one", "mana", "of", "any", "color"):
        options = ("W", "U", "B", "R", "G")
    elif p.at_any(("one", "two")) and p.at(p.peek(), "mana", "of", "the", "chosen"):
        options = choices.chosen_mana(p)                  # CR 607.2
    elif p.at("x", "mana", "of", "any", "one", "color"):
        p.i += 6                                          # ", where X is ..." (counted)
        options, per = ("W", "U", "B", "R", "G"), quantities.mana_x(p)
    elif p.at("x", "mana", "in", "any", "combination", "of") and \
            p.peek(6) in ("colors", "{W}", "{U}", "{B}", "{R}", "{G}", "{C}"):
        options, per = mana_rules.x_combination(p)        # CR 106.1a, 605.3a
        combination = True
    elif p.peek(1) == "mana" and p.at_any(("two", "three", "four", "five")) and p.at(
            p.peek(), "mana", "of", "any", "one", "color"):
        n = number(p)
        p.i += 5
        options = tuple(c * n for c in "WUBRG")
        p.mark(C["ability.mana_cost"])
    elif p.at_any(("two", "three")) and p.peek(1) == "mana" and p.peek(5) == "of" and \
            p.peek(6) != "colors":
        options = mana_rules.two_color_combination(p)     # CR 106.1a, 605.3b
    elif p.at_any(("two", "three", "four", "five")) and p.peek(1) == "mana" and \
            p.peek(2) != "of":
        options = cost_rules.mana_combination(p)          # CR 106.1a, 605.3b
    elif p.at("an", "amount", "of"):
        options, per = mana_rules.mana_amount(p)          # "an amount of {G} equal to"
        if per in mana_rules.SACRIFICED_AMOUNTS and len(paid.sacrifice) != 1:
            p.fail()                                      # one permanent sacrificed
    elif p.peek(1) in ("mana", "{W}", "{U}", "{B}", "{R}", "{G}", "{C}") and (
            found := p.attempt(mana_rules.counted_mana)) is not None:
        options = found                   # "six {G}", "two mana of different colors"
    else:
        options = (_mana_run(p),)
        while p.accept(",", "or") or p.accept("or") or p.accept(","):
            if p.at("one", "mana", "of", "the", "chosen"):   # "{W} or one mana of the
                options += choices.chosen_mana(p)            # chosen color" (CR 607.2)
                break
            options += (_mana_run(p),)
        if p.at("for", "each") and len(options) == 1:
            per = quantities.mana_for_each(p)             # "Add {G} for each ..."
    p.expect(".")
    spend_only = mana_rules.spend_only(p) if mana_rules.restriction_ahead(p) else None
    spend_only = mana_rules.mana_rider(p, spend_only)     # "If that mana is spent on ..."
    pain = 0 if per else cost_rules.mana_pain(p)          # "This land deals 1 damage to you."
    stays = not per and cost_rules.mana_stays_tapped(p)   # "doesn't untap during your next"
    counter = cost_rules.mana_counter(p)                  # "Put a depletion counter on ..."
    draws = 0
    if p.accept("draw", "a", "card", "."):                # Chromatic Sphere (CR 605.1a)
        draws = 1
        p.mark(C["ability.mana_draw"])
    life: tuple[Any, ...] = ()
    if not per and (p.accept("each", "opponent", "gains") or p.accept("you", "gain")):
        who = "opponents" if p.keys[p.i - 1] == "gains" else "you"  # Grove of the Burnwillows
        life = ((who, number(p)),) * len(options)
        p.expect("life", ".")
        p.mark(C["ability.mana_life"])
    without = _sacrifice_without(p) if p.at("if", "there", "are", "no") else ""
    rules = cost_rules.restrictions(p)                    # CR 602.5b
    once = rules.pop("once_each_turn", False)
    times = rules.pop("times_each_turn", 0)
    cond = rules.pop("condition", None)
    your_turn = rules.pop("your_turn", False)             # CR 602.5b
    if rules.pop("instant", False) and paid.only_tap and paid.mana.is_empty:
        p.fail()                    # the payment planner would activate it while paying
    if rules or ((once or times or your_turn) and paid.tap):
        p.fail()
    p.end()
    p.mark(C["ability.mana"])
    return Line("mana", ActivatedAbility(cost=paid, mana=options, text=text,
                                         once_each_turn=once, mana_per=per, condition=cond,
                                         mana_combination=combination, your_turn=your_turn,
                                         times_each_turn=times,
                                         pain=(pain,) * len(options) if pain else (),
                                         stays_tapped=(True,) * len(options) if stays else (),
                                         mana_only=spend_only, mana_could=could,
                                         mana_draws=draws, mana_life=life,
                                         mana_sacrifice_without=without,
                                         mana_counter=counter))


def _counters_x_mana(p: Parser, paid: Cost, text: str) -> Line:
    """"{T}, Remove any number of storage counters from this land: Add {B} for each storage
    counter removed this way." and the like (`mana_rules.counters_x_mana`): X, the counters
    removed, is chosen as the cost is paid (CR 107.3, 601.2f, 605.3a)."""
    p.expect("add")
    base, types, one = mana_rules.counters_x_mana(p, paid.remove_counters_x)
    if not paid.mana.is_empty:
        p.mark(C["ability.mana_cost"])
    spend = mana_rules.spend_only(p) if mana_rules.restriction_ahead(p) else None  # 106.6
    p.end()
    p.mark(C["ability.mana"])
    return Line("mana", ActivatedAbility(cost=paid, mana=(base,), mana_x=types,
                                         mana_x_one=one, text=text, mana_only=spend))


def _sacrifice_without(p: Parser) -> str:
    """"If there are no mining counters on this land, sacrifice it." after a mana ability's
    "Add ..." (Gemstone Mine, the depletion lands): the counter kind (CR 605.3b)."""
    p.expect("if", "there", "are", "no")
    kind = counter_kind(p)
    p.expect("counters", "on")
    if not self_ref(p):
        p.fail()
    p.expect(",", "sacrifice", "it", ".")
    p.mark(C["ability.mana_sacrifice"])
    return kind


def _mana_run(p: Parser) -> str:
    run = ""
    while p.token() is not None and p.token().kind == "sym":
        symbol = p.token().key[1:-1]
        if symbol not in ("W", "U", "B", "R", "G", "C"):
            p.fail()
        run += symbol
        p.i += 1
    if not run:
        p.fail()
    return run


# -- triggered abilities --------------------------------------------------------------------

_STEPS = {
    ("upkeep",): "upkeep", ("draw", "step"): "draw", ("end", "step"): "end",
    ("precombat", "main", "phase"): "precombat main",
    ("postcombat", "main", "phase"): "postcombat main",
}


def triggered_line(p: Parser, text: str) -> Line | list[Line]:
    """"When/Whenever/At [event], [if ...,] [effect]." (CR 603.1)."""
    if p.at("whenever") and "mana" in p.keys and {"tap", "taps", "tapped"} & set(p.keys):
        found = p.attempt(mana_rules.mana_trigger, text)  # a triggered mana ability (605.1b)
        if found is not None:
            return found
    if p.card.enchant_graveyard and p.at("when", "this", "aura", "enters"):
        return graveyard.reanimating_aura(p, text)         # Animate Dead (CR 303.4f)
    if p.at("when", "you", "cast", "this", "spell", ",", "copy", "it", "for", "each", "time"):
        from tolaria.cards.oracle.copies import commander_storm
        return commander_storm(p, text)                    # CR 707.10, 903.8 (Echo Storm)
    if p.at("when", "you", "cast", "this", "spell") and "copy" in p.keys:
        from tolaria.cards.oracle.copies import copy_self
        found = p.attempt(copy_self, text)               # CR 707.10 (Lumaret's Favor)
        if found is not None:
            return found
    word = p.next().key
    if word not in ("when", "whenever", "at"):
        p.fail()
    events = _event(p) if word != "at" else [_step(p)]
    trigger_events.modified_only_where_tested(p, events)  # CR 700.9
    events = trigger_events.dies_during(p, events)        # "dies during combat"
    events += graveyard.and_when(p, _event)               # "... and when ..." (CR 603.2)
    if word != "at" and p.at("and", "at", "the", "beginning"):
        events.append(_and_at(p))
    p.expect(",")
    p.scope.entering_x = p.card.x_cost and p.scope.event_subject == "self" and \
        [ev["event"] for ev in events] == ["enters"]                      # CR 107.3m
    if p.card.cycling_x and [ev["event"] for ev in events] == ["cycled"]:
        p.scope.entering_x = True                     # the X paid to cycle it (702.29c)
        p.mark(C_CYCLED_X)
    cond = graveyard.in_graveyard_if(p)        # "if this card is in your graveyard," (113.6k)
    if cond is None:
        cond = command_zone.in_command_zone_if(p)        # "... in the command zone" (113.6b)
    if cond is None and p.at("if", "you", "have", "fewer", "than"):
        found = p.attempt(_draw_difference)              # Damia, Sage of Stone
        if found is not None:
            return _triggered_abilities(p, events, found[0], found[1], False, "", text)
    if cond is None and p.accept("if"):
        from tolaria.cards.oracle.conditions import other_than_entering
        cond = other_than_entering(p, _condition(p), events)       # "five other Mountains"
        p.expect(",")
        p.mark(C["trigger.if"])
        if cond.op == "attached_is" and p.scope.it in (None, "self"):
            p.scope.it = cond.get("attached")     # "if enchanted creature is red, tap it"
        if "entered_from_graveyard" in repr(cond) and any(
                ev["event"] != "enters" for ev in events):
            p.fail()                          # "it entered from ...": what entered (603.6a)
    if word == "at" and p.scope.it is None and (p.at("SELF") or (
            p.peek() == "this" and p.peek(1) in SELF_NOUNS)):
        p.scope.it = "self"           # "<this creature> deals damage equal to ... on it"
        p.mark(C_STEP_SELF_IT)
    optional = False
    optional_cost = ""
    if p.at("you", "may", "pay") and "any" in p.keys[p.i:] and p.keys[
            p.keys.index("any", p.i):p.keys.index("any", p.i) + 4] == ["any", "number", "of",
                                                                     "times"]:
        effects = riders.pay_any_times(p)       # the Adversaries (CR 603.12)
        p.end()
        return _triggered_abilities(p, events, cond, effects, optional, optional_cost, text)
    if not riders.may_either_ahead(p) and p.accept("you", "may"):
        optional = True
        if p.at("pay") and p.token(1) is not None and p.token(1).kind == "sym":
            optional_cost = _optional_cost(p)
        else:
            p.mark(C["trigger.may"])
    do_once = optional and trigger_events.do_once_each_turn(p)    # "Do this only once ..."
    once = trigger_events.once_each_turn(p)     # a last "triggers only once each turn."
    effects = riders.when_paid(p) if optional_cost else effect_sentences(p)
    optional = optional and not riders.may_inside(effects)      # CR 118.12: they pay first
    if do_once and not optional:
        p.fail()                                # the "may" is inside: not the whole ability
    p.end()
    return _triggered_abilities(p, events, cond, effects, optional, optional_cost, text, once,
                                do_once)


C_STEP_SELF_IT = construct("trigger.step_self_it", "At the beginning of <step>, <this "
                           "permanent> <verb> ... it ...: \"it\" is the permanent the "
                           "sentence begins with (CR 603.2b)")
C_DRAW_DIFFERENCE = construct("trigger.draw_difference", "if you have fewer than N cards in "
                              "hand, draw cards equal to the difference: N minus the cards "
                              "in hand as it resolves (CR 603.4, 608.2h)")


def _draw_difference(p: Parser) -> tuple[Condition, list[Any]]:
    """"if you have fewer than seven cards in hand, draw cards equal to the difference."."""
    p.expect("if", "you", "have", "fewer", "than")
    n = number(p)
    p.expect("cards", "in", "hand", ",", "draw", "cards", "equal", "to", "the", "difference",
             ".")
    if type(n) is not int or n < 1:
        p.fail()
    p.end()
    p.mark(C_DRAW_DIFFERENCE)
    return condition("hand", at_most=n - 1), [
        effect("draw", amount=("minus", n, ("hand", "you")), who="you")]


def _triggered_abilities(p: Parser, events: list[dict[str, Any]], cond: Any,
                         effects: list[Any], optional: bool, optional_cost: str, text: str,
                         once: bool = False, do_once: bool = False) -> list[Line]:
    """One triggered ability per event read, with the effects read (CR 603.1-603.2)."""
    p.i = p.n = len(p.keys)
    out = []
    if not copies.cast_copies_ok(effects, events):
        p.fail()                                    # a copy of a permanent spell (707.10f)
    copies.copies_permanent_spells(p, effects, events)
    if graveyard.from_graveyard_if(p, cond, effects, events) or \
            library.from_graveyard_trigger(effects, events):   # works from the graveyard
        events = [dict(ev, zone="graveyard") for ev in events]         # (CR 113.6k)
    elif command_zone.works_from_command_zone(p, cond, events):
        events = command_zone.zoned(events)                            # (CR 113.6b)
    for ev in events:
        if ev["event"] == "state":
            if cond is not None:
                p.fail()
            ev = dict(ev)
        if once:
            ev = dict(ev, once=True)
        if do_once:
            ev = dict(ev, do_once=True)
        if "condition" in ev and cond is not None:
            p.fail()                      # a trigger condition and an intervening "if"
        out.append(Line("triggered", TriggeredAbility(
            effects=tuple(effects), targets=tuple(p.scope.targets), optional=optional,
            optional_cost=optional_cost, text=text, condition=ev.pop("condition", None) or cond,
            entering_x=targeting.C_ENTERING_X in p.used, **ev)))
    return out


def _optional_cost(p: Parser) -> str:
    """"you may pay {2}{G}. If you do, <effect>": mana (or only energy, CR 107.14) paid as
    it resolves (CR 603.5)."""
    p.expect("pay")
    symbols = ""
    energy = p.token() is not None and p.token().key == "{E}"
    while p.token() is not None and p.token().kind == "sym":
        symbol = p.next().key
        if energy and symbol == "{E}":
            p.mark(C["cost.energy"])
        elif symbol == "{X}" and not energy and "{X}" not in symbols:
            p.scope.x_cost = True                   # "X" is the value paid (CR 107.3)
        elif energy or symbol in ("{X}", "{T}", "{Q}", "{E}") or not _mana_symbol(symbol) \
                or "/" in symbol and not riders.two_colors(symbol):
            p.fail()
        symbols += symbol
    p.expect(".")
    if not p.at("when", "you", "do", ","):             # reflexive: `riders.when_paid`
        p.expect("if", "you", "do", ",")
    p.mark(C["trigger.may_pay"])
    return symbols


def modal_trigger_header(p: Parser) -> list[dict[str, Any]]:
    """"When this creature enters, choose one —": the events of a modal triggered ability
    whose modes are the bullet lines after it (CR 603.3c, 700.2)."""
    word = p.next().key
    if word not in ("when", "whenever", "at"):
        p.fail()
    events = _event(p) if word != "at" else [_step(p)]
    p.expect(",", "choose")
    header = modes_header(p)
    p.end()
    if any(ev["event"] == "state" for ev in events):
        p.fail()
    return [ev | header for ev in events]


# "choose one or both —" ...: how many modes, (least, most); None = all of them (CR 700.2).
_SEVERAL_MODES = ((("one", "or", "both"), (1, 2)), (("one", "or", "more"), (1, None)),
                  (("two",), (2, 2)), (("three",), (3, 3)))


def modes_header(p: Parser) -> dict[str, Any]:
    """After "choose": "one —", "up to one —" (CR 700.2b), "one at random —", "one or both
    —" and the like,
    "one. If <condition>, [you may] choose both instead.", or "one that hasn't been chosen
    [this turn] —/." (CR 700.2a); the fields of the modal ability they set ("choose" with
    most None: all the modes)."""
    if p.accept("up", "to", "one", "—"):
        p.mark(C["trigger.modal_up_to_one"])
        return {"up_to_one": True}
    if p.accept("one", "at", "random", "—"):
        p.mark(C["trigger.modal_at_random"])
        return {"at_random": True}
    for words, choose in _SEVERAL_MODES:
        if p.accept(*words, "—"):
            p.mark(C["trigger.modal_several"])
            return {"choose": choose}
        if p.accept(*words, ".", "each", "mode", "must", "target", "a", "different", "player",
                    "."):
            p.mark(C["trigger.modal_several"])
            p.mark(C["trigger.modal_different_players"])
            return {"choose": choose, "different_players": True}
    p.expect("one")
    if p.accept(".", "if"):
        from tolaria.cards.oracle.conditions import condition_phrase
        found = condition_phrase(p)
        p.expect(",")
        least = 1 if p.accept("you", "may") else 2       # "choose both instead": both
        p.expect("choose", "both", "instead", ".")
        p.mark(C["trigger.modal_several_if"])
        return {"choose": (least, 2), "several_if": found}
    if not p.accept("that", "hasn't", "been", "chosen"):
        p.expect("—")
        return {}
    unchosen = MODES_UNCHOSEN[1] if p.accept("this", "turn") else MODES_UNCHOSEN[0]
    if not (p.accept("—") or p.accept(".")):
        p.fail()
    p.mark(C["modes.unchosen"])
    return {"unchosen": unchosen}


def _event(p: Parser) -> list[dict[str, Any]]:
    scope = p.scope
    more = p.attempt(trigger_events.event)        # the events of `trigger_events`
    if more is not None:
        return more
    more = p.attempt(graveyard.event)             # cards leaving your graveyard (603.10a)
    if more is not None:
        return more
    if p.at("the", "creature") and p.peek(2) in ("it", "this"):
        return keyword_rules.haunted_dies(p)          # CR 702.55c
    if self_ref(p):
        if p.accept("or", "another"):
            return _self_or_another(p)
        return _self_event(p)
    if p.at("you", "have") and p.keys[p.i + 3:p.i + 6] == ["or", "more", "life"]:
        p.i += 2                              # "When you have 30 or more life" (CR 603.8)
        n = number(p)
        p.i += 3
        p.mark(C["trigger.state"])
        return [{"event": "state", "condition": condition("life", at_least=n)}]
    if p.accept("you", "control", "no"):
        other = p.accept("other")
        flt, plural = permanent_description(p)
        if not plural or status_in(flt) or flt.controller is not None:
            p.fail()
        flt = replace(flt, controller="you", other=other)
        p.mark(C["trigger.state"])
        return [{"event": "state", "condition": condition("count", at_most=0, filter=flt)}]
    caster = None
    if p.accept("you", "cast"):
        caster = "you"
    elif p.accept("an", "opponent", "casts"):
        caster = "opponent"
    elif p.accept("a", "player", "casts"):
        caster = "each"
    elif p.at("the", "chosen", "player", "casts") and choices.chosen_player(p):
        p.expect("casts")
        caster = CHOSEN_PLAYER                                   # CR 607.2d
    if caster is not None:
        other = p.accept("another")           # not this card cast (CR 601.2i, 400.7)
        if not other and not (p.accept("a") or p.accept("an")):
            p.fail()
        kicked = p.accept("kicked")           # "a kicked spell" (CR 702.33d)
        either = p.attempt(trigger_events.non_type_or_subtype)     # "noncreature or Dragon"
        flt, plural = (either, False) if either is not None else phrases.description(
            p, x_ok=True)                     # a count made as it's cast
        if p.at("that", "'s", "both"):
            flt = trigger_events.thats_both_colors(p, flt)
        adventurer = p.attempt(trigger_events.has_an_adventure, flt) if p.at(
            "that", "has", "an", "adventure") else None
        if plural or not flt.spell or status_in(flt) or flt.controller is not None or any(
                n == "X" for _, _, n in flt.compare) or other and flt.other:
            p.fail()
        p.mark(C["trigger.cast"])
        scope.event, scope.event_subject = "cast", "object"
        flt = replace(flt, spell=False, other=other)
        found = {"event": "cast", "whose": caster,
                 "filter": None if flt == ObjectFilter() else flt}
        if kicked:
            p.mark(C["trigger.cast_kicked"])
            found["condition"] = condition(EVENT_KICKED, on_trigger=True)
        if adventurer is not None:
            if kicked:
                p.fail()
            found["condition"] = adventurer
        return [found]
    other = p.accept("another")
    if not other and not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = permanent_description(p)
    if plural or status_in(flt):
        p.fail()
    if other:
        flt = replace(flt, other=True)
    scope.event_subject = "object"
    scope.it = "event"
    if p.accept("enters", "tapped"):      # how it entered, seen as it enters (CR 110.5b)
        p.mark(C["trigger.enters_tapped"])
        return [{"event": "enters", "filter": replace(flt, tapped=True)}]
    if p.accept("enters", "or", "attacks"):
        if flt.types != frozenset({"Creature"}):
            p.fail()
        p.mark(C["trigger.enters_or_attacks"])
        return [{"event": "enters", "filter": flt}, {"event": "attacks", "filter": flt}]
    if p.accept("enters"):
        p.mark(C["trigger.enters"])
        if p.at("during", "your", "turn", ","):                       # CR 603.2
            return trigger_events.during_your_turn(p, [{"event": "enters", "filter": flt}])
        return [{"event": "enters", "filter": flt}]
    if p.accept("dies"):
        if flt.types in _EITHER_DIES and not flt.subtypes:
            scope.it, scope.event_gone = None, True
            p.mark(C_EITHER_DIES)                  # an artifact, a planeswalker dies (700.4)
            return [{"event": "dies", "filter": flt}]
        if flt.types and flt.types != frozenset({"Creature"}):
            p.fail()
        if not flt.types:
            p.fail()
        scope.it, scope.event_gone = None, True
        p.mark(C["trigger.dies"])
        return [{"event": "dies", "filter": flt}]
    if p.accept("attacks"):
        p.scope.event = "attacks"                  # "defending player" (CR 506.2)
        if flt.types != frozenset({"Creature"}):
            p.fail()
        p.mark(C["trigger.attacks_filter"])
        return [{"event": "attacks", "filter": flt}]
    p.fail()


C_CYCLED_X = construct("trigger.cycled_x", "Cycling {X}...; When you cycle this card, ... X "
                       "...: X is the X paid to cycle it (CR 107.3, 702.29c)")
C_EITHER_DIES = construct("trigger.either_dies", "Whenever [another] creature or planeswalker "
                          "/ creature or artifact [you control] dies: either put into a "
                          "graveyard from the battlefield (CR 700.4, 603.6c)")
_EITHER_DIES = (frozenset({"Creature", "Planeswalker"}), frozenset({"Creature", "Artifact"}))


def _self_or_another(p: Parser) -> list[dict[str, Any]]:
    """"When this creature or another creature you control enters/dies/attacks": this
    object's event, and the same event of another matching object (two triggers that
    never fire for the same event, since "another" leaves this object out). "or another
    nontoken Hydra you control dies": the other's token status as it last existed
    (CR 603.10a, `triggers._about`); a creature type alone names a creature; "or another
    creature or planeswalker you control dies": either dies (CR 700.4)."""
    flt, plural = permanent_description(p)
    if plural or status_in(replace(flt, token=None)):
        p.fail()
    flt = replace(flt, other=True)
    if p.accept("is", "turned", "face", "up"):
        return _or_another_face_up(p, flt)
    if flt.types == frozenset({"Creature"}) and p.accept("leaves", "the", "battlefield"):
        name = LEAVES_ALIVE if p.accept("without", "dying") else "leaves"
        p.scope.event_subject, p.scope.it = "object", None        # CR 700.4, 603.10a
        p.mark(trigger_events.C_LEAVES_ALIVE if name == LEAVES_ALIVE else C_OR_ANOTHER_LEAVES)
        return [{"event": name}, {"event": name, "filter": flt}]
    creature = flt.types == frozenset({"Creature"}) or not flt.types and bool(
        flt.subtypes) and all(t in vocabulary.CREATURE_TYPES for t in flt.subtypes)
    if creature and flt.controller == "you" and p.accept(
            "deals", "combat", "damage", "to", "a", "player"):
        p.scope.it, p.scope.event_subject, p.scope.event = "event_source", "player", "amount"
        p.mark(C_OR_ANOTHER_COMBAT)                      # each one's damage (CR 510.2)
        return [{"event": "combat_damage_player"},
                {"event": "combat_damage_player", "filter": flt}]
    if p.at("is", "returned") or p.at("is", "put", "into"):
        return trigger_events.self_or_another_left_to(p, flt)
    word = p.next().key
    events = {"enters": "enters", "dies": "dies", "attacks": "attacks"}
    dying = word == "dies" and flt.types in (frozenset({"Creature", "Planeswalker"}),
                                             frozenset({"Creature", "Artifact"})) \
        and not flt.subtypes           # a planeswalker, an artifact dies too (CR 700.4)
    if word not in events or (word != "enters" and not creature and not dying):
        p.fail()
    p.scope.event_subject = "object"
    p.scope.it = None if word == "dies" else "event"
    p.mark(C["trigger.or_another"])
    return [{"event": events[word]}, {"event": events[word], "filter": flt}]


C_OR_ANOTHER_COMBAT = construct("trigger.or_another_combat_damage", "Whenever this creature or "
                                "another <creature> you control deals combat damage to a "
                                "player: either one's combat damage; \"that player\" the one "
                                "dealt it (CR 510.2, 603.2)")
C_OR_ANOTHER_LEAVES = construct("trigger.or_another_leaves", "Whenever this creature or another "
                                "creature you control leaves the battlefield: either one "
                                "leaving, for any zone, as it last existed (CR 603.6c, "
                                "603.10a)")


C_OR_ANOTHER_FACE_UP = construct("trigger.or_another_face_up", "Whenever this creature or "
                                 "another <permanent> [you control] is turned face up: "
                                 "either one turned face up; \"that creature\" is it (CR "
                                 "702.37e, 708.8, 603.2)")


def _or_another_face_up(p: Parser, flt: ObjectFilter) -> list[dict[str, Any]]:
    """"Whenever this creature or another creature you control is turned face up" (Pine
    Walker): this permanent's event and another matching permanent's."""
    if flt.controller not in (None, "you"):
        p.fail()
    p.scope.event_subject, p.scope.it = "object", "event"
    p.mark(C_OR_ANOTHER_FACE_UP)
    return [{"event": "turned_face_up"}, {"event": "turned_face_up", "filter": flt}]


C_ENTERS_TWICE_X = construct("static.enters_twice_x_counters", "this permanent enters with "
                             "twice X counters, X of its spell (CR 614.1c, 107.3m)")
C_ENTERS_UNTAPPED = construct("trigger.enters_untapped", "When this land enters untapped: "
                              "only if it entered untapped, checked as it enters (CR 603.2, "
                              "603.6a, 614.1c)")
C_ENTERS_FROM_GRAVEYARD = construct("trigger.enters_from_graveyard", "When this creature "
                                    "enters from a / your graveyard: only if it moved from "
                                    "there onto the battlefield, not cast (CR 603.6a, 603.10a)")


def _self_enters_how(p: Parser) -> dict[str, Any]:
    """"When this land enters untapped" (Dwarven Mine), "When this creature enters from a
    graveyard" (Triarch Praetorian): the enters event, with a trigger condition about how
    it entered (not an intervening "if": not checked again as it resolves, CR 603.4)."""
    p.expect("enters")
    if p.accept("untapped"):
        p.mark(C_ENTERS_UNTAPPED)
        return {"event": "enters", "condition": condition("source", status="untapped",
                                                          on_trigger=True)}
    p.expect("from")
    yours = p.accept("your")
    if not yours:
        p.expect("a")
    p.expect("graveyard")
    p.mark(C_ENTERS_FROM_GRAVEYARD)
    return {"event": "enters", "condition": condition("entered_from_graveyard", yours=yours,
                                                      moved=True, on_trigger=True)}


def _self_event(p: Parser) -> list[dict[str, Any]]:
    scope = p.scope
    scope.it = "self"
    scope.event_subject = "self"
    if p.accept("attacks", "or", "blocks"):
        p.mark(C["trigger.combat"])
        return [{"event": "attacks"}, {"event": "blocks"}]
    if p.accept("blocks", "or", "becomes", "blocked"):
        p.mark(C["trigger.or_another"])
        return [{"event": "blocks"}, {"event": "becomes_blocked"}]
    if p.accept("enters", "or", "attacks"):
        p.mark(C["trigger.or_another"])
        return [{"event": "enters"}, {"event": "attacks"}]
    if p.at("enters", "or", "the", "creature"):
        p.expect("enters", "or")             # it, or the card haunting from exile (702.55c)
        return [{"event": "enters"}] + keyword_rules.haunted_dies(p)
    if p.accept("enters", "or", "dies"):
        scope.it = None                      # it may be gone by then
        p.mark(C["trigger.or_another"])
        return [{"event": "enters"}, {"event": "dies"}]
    if p.accept("attacks", "or", "dies"):
        scope.it = None                      # it may be gone by then
        p.mark(C["trigger.or_another"])
        return [{"event": "attacks"}, {"event": "dies"}]
    if p.at("enters", "untapped") or p.at("enters", "from"):
        return [_self_enters_how(p)]
    if p.accept("enters") or p.accept("enter"):       # "When Splinter & Leo enter"
        p.mark(C["trigger.enters"])
        return [{"event": "enters"}]
    if p.at("has") and p.peek(2) == ",":     # "When this creature has flying" (CR 603.8)
        from tolaria.cards.registry import KEYWORDS
        keyword = p.peek(1)
        if keyword not in KEYWORDS:
            p.fail()
        p.i += 2
        p.mark(C["trigger.state"])
        return [{"event": "state", "condition": condition("source_keyword", keyword=keyword)}]
    if p.accept("has", "no") and p.peek(1) == "counters" and p.peek(2) == "on" and p.peek(
            3) == "it":                       # "When Dark Depths has no ice counters on it"
        kind = p.next().key
        p.i += 3
        p.mark(C["trigger.state"])            # a state trigger (CR 603.8)
        return [{"event": "state", "condition": condition("source_counters", kind=kind,
                                                          at_most=0)}]
    if p.at("has") and p.peek(2) == "or" and p.peek(3) == "fewer":
        return [_fewer_counters_state(p)]     # "has two or fewer loyalty counters on him"
    if "Creature" in p.card.types and p.accept("dies", "or", "is", "put", "into", "exile",
                                               "from", "the", "battlefield"):
        scope.it, scope.self_gone = None, True
        p.mark(C["trigger.dies_or_exiled"])
        return [{"event": "dies"}, {"event": TO_EXILE}]
    if p.accept("dies") or ("Creature" in p.card.types and p.accept(
            "is", "put", "into", "a", "graveyard", "from", "the", "battlefield")):
        scope.it, scope.self_gone = None, True
        p.mark(C["trigger.dies"])
        return [{"event": "dies"}]
    if p.accept("leaves", "the", "battlefield"):
        scope.it, scope.self_gone = None, True
        p.mark(C["trigger.leaves"])
        return [{"event": "leaves"}]
    if p.accept("deals", "combat", "damage", "to", "a", "player", "or", "battle"):
        scope.event_subject, scope.event = "", ""     # no "that player", no "that many"
        p.mark(C["trigger.combat_player_or_battle"])
        return [{"event": COMBAT_DAMAGE_PLAYER_OR_BATTLE}]
    if p.accept("deals", "combat", "damage", "to", "a", "player", "or", "planeswalker"):
        scope.event_subject, scope.event = "", ""     # no "that player", no "that many"
        p.mark(C["trigger.combat_player_or_planeswalker"])
        return [{"event": COMBAT_DAMAGE_PLAYER_OR_PLANESWALKER}]
    if p.accept("deals", "combat", "damage", "to", "a", "player"):
        scope.event_subject, scope.event = "player", "amount"     # "that many" (603.2)
        p.mark(C["trigger.combat"])
        return [{"event": "combat_damage_player"}]
    if p.accept("deals", "combat", "damage", "to", "an", "opponent"):
        scope.event_subject, scope.event = "player", "amount"     # "that player" (603.2)
        p.mark(C["trigger.combat_damage_opponent"])
        return [{"event": COMBAT_DAMAGE_OPPONENT, "whose": "opponent"}]
    for words, event in ((("attacks",), "attacks"), (("blocks",), "blocks"),
                         (("becomes", "blocked"), "becomes_blocked")):
        if p.accept(*words):
            if event in ("attacks", "becomes_blocked"):
                p.scope.event = "attacks"              # "defending player" (CR 506.2)
            p.mark(C["trigger.combat"])
            return [{"event": event}]
    p.fail()


C_AND_AT = construct("trigger.and_at", "When <event> and at the beginning of <step>, ...: one "
                    "ability for each trigger event, the same instructions (CR 603.2, "
                    "603.6a, 503.1a)")


def _and_at(p: Parser) -> dict[str, Any]:
    """"When this creature enters and at the beginning of your upkeep, surveil 1." (Unshakable
    Tail): the step's event too; the instructions may not say "it" (neither event's)."""
    p.expect("and", "at")
    found = _step(p)
    scope = p.scope
    scope.it, scope.event, scope.event_subject, scope.self_gone = None, "", "", False
    p.mark(C_AND_AT)
    return found


def _step(p: Parser) -> dict[str, Any]:
    more = p.attempt(trigger_events.step)
    if more is not None:
        return more
    p.expect("the", "beginning", "of")
    if p.accept("combat", "on", "your", "turn"):
        p.mark(C["trigger.step"])
        return {"event": "step", "step": "beginning of combat", "whose": "you"}
    if p.accept("your"):
        whose = "you"
    elif p.accept("each", "opponent", "'s"):
        whose = "opponent"
    elif p.at("the", "chosen", "player", "'s") and choices.chosen_players(p):
        whose = CHOSEN_PLAYER                                    # CR 607.2d
    elif p.accept("each", "player", "'s") or p.accept("each") or p.accept("the"):
        whose = "each"
    else:
        p.fail()
    for words, step in _STEPS.items():
        if p.accept(*words):
            if whose == "each" and step not in ("upkeep", "end"):
                p.fail()
            p.mark(C["trigger.step"])
            p.scope.event_subject = "player"
            return {"event": "step", "step": step, "whose": whose}
    p.fail()


C_KICKED_WITH = construct("trigger.if_kicked_with", "When this enters, if it was kicked with "
                          "its {A} kicker / if it was kicked twice, ... (CR 702.33f, 702.33d, "
                          "603.4)")


def kicked_with(p: Parser) -> Condition:
    """"with its {1}{U} kicker" after "if it was kicked": that one of the card's two kicker
    costs was paid (CR 702.33f)."""
    p.expect("with", "its")
    symbols = _mana_symbols(p, hybrid=True)
    p.expect("kicker")
    name = f"kicker {parse_cost(symbols)}".lower() if symbols else ""
    if name not in p.card.kickers:
        p.fail()
    return condition("kicked", name=name)


C_GREATER_THAN_SELF = construct(
    "trigger.if_greater_than_self", "Whenever <a creature you control> enters, if that "
    "creature / it has greater power or toughness than <this creature> / if its power is "
    "greater than this creature's power or its toughness is greater than this creature's "
    "toughness: compared as evolve does, as it triggers and resolves (CR 702.100a, 603.4)")


def _greater_than_self(p: Parser) -> Condition:
    """"if that creature has greater power or toughness than this creature" (Evolving
    Adaptive), in an enters trigger about another creature: evolve's comparison."""
    if "," not in p.keys or p.keys[p.keys.index(",") - 1] != "enters":
        p.fail()
    if p.accept("that", "creature", "has") or p.accept("it", "has"):
        p.expect("greater", "power", "or", "toughness", "than")
        if not self_ref(p):
            p.fail()
    else:
        p.expect("its", "power", "is", "greater", "than")
        if not self_ref(p):
            p.fail()
        p.expect("'s", "power", "or", "its", "toughness", "is", "greater", "than")
        if not self_ref(p):
            p.fail()
        p.expect("'s", "toughness")
    if not p.at(","):
        p.fail()
    p.mark(C_GREATER_THAN_SELF)
    return Condition("evolve")


def _condition(p: Parser) -> Condition:
    """An intervening "if" (CR 603.4): "you control an Island", "you have 10 or less life"."""
    if p.scope.it == "self" and p.scope.event_subject == "self" and p.accept(
            "it", "was", "kicked"):
        if p.accept("twice"):                      # both kicker costs paid (CR 702.33d)
            if len(p.card.kickers) != 2:
                p.fail()
            p.mark(C_KICKED_WITH)
            return condition("kicked", times=2)
        if p.at("with", "its"):                    # CR 702.33f: that kicker cost paid
            found = kicked_with(p)
            p.mark(C_KICKED_WITH)
            return found
        p.mark(C["trigger.if_kicked"])
        return condition("kicked")                 # CR 702.33d: the spell it was (400.7d)
    if p.scope.it == "event" and p.scope.event_subject == "object" and (
            p.at("it", "has") or p.at("that", "creature", "has") or p.at("its", "power")):
        found = p.attempt(_greater_than_self)
        if found is not None:
            return found
    if p.scope.it == "event" and p.scope.event_subject == "object" and p.accept(
            "it", "'s", "a", "creature"):          # the permanent the event was about
        p.mark(C["trigger.if_event_creature"])
        return condition(EVENT_OBJECT_MATCHES, filter=ObjectFilter(
            types=frozenset({"Creature"})))
    from tolaria.cards.oracle.conditions import condition_phrase
    start = p.i
    found = p.attempt(added_phases.phase_is) or p.attempt(condition_phrase)   # the shared
    #                                                                           condition language
    if found is not None:
        after = p.i
        p.i = start
        named = self_ref(p) or found.op == "source_counters"   # "counters on this creature"
        if named and p.scope.it is None:           # "if this artifact is tapped, it deals"
            p.scope.it = "self"                    # "it": the permanent just named
        p.i = after
        return found
    if p.accept("you", "control"):
        if p.accept("no"):
            flt, plural = permanent_description(p)
            bounds = {"at_most": 0}
        else:
            n = number(p)
            bounds = {"at_least": n}
            if n > 1:
                p.expect("or", "more")
            flt, plural = permanent_description(p)
        if status_in(flt) or flt.controller is not None:
            p.fail()
        return condition("count", filter=replace(flt, controller="you"), **bounds)
    if p.accept("you", "have"):
        n = number(p)
        if p.accept("or", "more", "life"):
            return condition("life", at_least=n)
        if p.accept("or", "less", "life"):
            return condition("life", at_most=n)
    p.fail()


# -- static abilities -----------------------------------------------------------------------

def spell_static_line(p: Parser, text: str) -> Line:
    """An instant's or sorcery's static ability: "This spell can't be countered." (CR 101.2)"""
    if p.accept("during", "turns", "other", "than", "yours", ","):
        from tolaria.cards.oracle.conditions import C_DURING_OTHERS
        found = cost_rules.self_cost_change(p)    # Hurkyl's Final Meditation (601.2f)
        if found.condition is not None:
            p.fail()
        p.end()
        p.mark(C_DURING_OTHERS)
        return Line("static", replace(found, text=text, condition=condition(
            "not", part=condition("your_turn"))))
    if p.at("this", "spell", "costs") or p.at("cast", "this", "spell", "only"):
        found = p.choice(cost_rules.self_cost_change, cost_rules.per_target_cost) \
            if p.at("this") else cost_rules.cast_only(p)              # CR 601.2f, 601.3
        if found.kind == SELF_COST_CHANGE and p.at("it", "also", "costs"):
            also = cost_rules.self_cost_change(p)     # a second change of its own (601.2f)
            p.end()
            return Line("statics", [replace(found, text=text), replace(also, text=text)])
        p.end()
        return Line("static", replace(found, text=text))
    if p.at("you", "may", "cast"):      # from the graveyard (113.6k); flash for more (609.4)
        found = p.choice(graveyard.cast_permission, cost_rules.flash_for_more,
                         cost_rules.flash_if)
        p.end()
        return Line("static", replace(found, text=text))
    if p.at("spend", "only"):                               # "Spend only black mana on X."
        found = mana_rules.x_mana_static(p)
        p.end()
        return Line("static", replace(found, text=text))
    if p.at("you", "may", "reveal", "this", "card", "from", "your", "opening", "hand"):
        found = delayed.opening_hand_reveal(p)                          # CR 103.6b
        p.end()
        return Line("static", replace(found, text=text))
    if p.at("if"):                                  # from anywhere (Nexus of Fate, 113.6b)
        found = p.choice(replacements.shuffled_from_anywhere, cost_rules.conditional_self_cost,
                         cost_rules.flash_if)
        p.end()
        return Line("static", replace(found, text=text))
    if not self_ref(p):
        p.fail()
    p.expect("can't", "be", "countered", ".")
    p.end()
    p.mark(C["static.uncounterable"])
    return Line("static", StaticAbility(kind="cant_be_countered", text=text))


def static_line(p: Parser, text: str) -> Line:
    """A static ability (CR 604)."""
    found = p.choice(_self_static, _attached_static, _rules_static, _cost_change,
                     _nth_spell_cost_change, _nth_spell_has_cascade, _each_colored_spell,
                     _look_play_cast_from_top, _play_cast_from_top, _replacement, _group_static, _self_and_group, _choose_type,
                     choices.choose_color,
                     choices.pay_life_or_tapped,
                     choices.chosen_self_static, choices.deck_rule,
                     quantities.self_static,
                     cost_rules.self_cost_change, cost_rules.conditional_self_cost,
                     cost_rules.permanent_additional_cost,
                     cost_rules.keyword_cost_change, cost_rules.own_equip_cost_change,
                     cost_rules.activation_cost_change,
                     prevention.prevention_static, replacements.replacement_static,
                     replacements.opponents_enter_tapped,
                     replacements.tokens_plus,
                     cost_rules.cast_only, cost_rules.loyalty_as_instant,
                     cost_rules.loyalty_as_instant_yours, cost_rules.loyalty_twice_yours,
                     cost_rules.cost_floor, cost_rules.flash_for_more,
                     cost_rules.permanent_alternative_cost,
                     limits.attached_with_restriction, limits.group_restriction,
                     limits.entering_untriggering, limits.entering_triggers_again,
                     limits.source_triggers_again, limits.dying_triggers_again,
                     limits.untap_in_others_step, limits.damage_kept,
                     limits.attached_characteristics, animation.attached_is,
                     animation.attached_is_type,
                     exert.exert_line,
                     graveyard.cast_permission, graveyard.play_lands,
                     graveyard.has_flashback, graveyard.once_each_turn_cast,
                     graveyard.spells_from_graveyard, keyword_rules.spells_have_storm,
                     graveyard.have_retrace, graveyard.has_escape,
                     mana_rules.mana_replacement, delayed.flash_cleanup,
                     durations.may_not_untap, block_rules.lure_static,
                     block_rules.landwalk_blockable,
                     soulbond.paired_static, day_night.as_enters,
                     library.play_exiled_with, library.exiled_creature_traits,
                     limits.activate_as_though_haste,
                     cost_rules.target_tax, limits.each_player_extra_land,
                     dice.extra_die,                                # CR 706.6
                     animation.attached_creature_is, animation.attached_base_traits,
                     cost_rules.flash_if, animation.attached_cant_and_has,
                     crew_alternative, limits.own_turn_only,
                     limits.untap_limit, revealing.hands_revealed,
                     _look_play_lands_from_top, _skip_upkeeps,
                     _also_creature_types, _legend_rule_exempt,
                     _attached_loses_and_doesnt_untap,
                     animation.as_enters_becomes_choice, _cheaper_uncounterable,
                     _spells_have_convoke, _spells_you_control_have_rebound,
                     _enters_tapped_and_stays,
                     replacements.as_enters_sacrifice, replacements.as_enters_pay_any_life)
    p.end()
    if isinstance(found, list):                           # two abilities on one line
        return Line("statics", [replace(ability, text=text) for ability in found])
    if isinstance(found, Line):
        if isinstance(found.value, StaticAbility):
            found.value = replace(found.value, text=text)
        return found
    return Line("static", replace(found, text=text))


def _self_static(p: Parser) -> StaticAbility | Line | list[StaticAbility]:
    if p.accept("you", "may", "have"):
        if not self_ref(p):
            p.fail()
        if p.accept("enter", "as", "a", "copy", "of", "any", "creature", "on", "the",
                    "battlefield", "."):
            p.mark(C["static.copy"])
            return Line("copy", (ObjectFilter(types=frozenset({"Creature"})), ()))
        if "Land" in p.card.types:                  # played, not cast (CR 305.1, 614.1c)
            return copies.land_enters_as_copy(p)
        return Line("copy", copies.enters_as_copy(p))               # CR 707.9
    if not self_ref(p):
        p.fail()
    if p.accept("is", "all", "colors", "."):             # a CDA: in every zone (604.3, 105.2)
        p.mark(C["static.all_colors"])
        return Line("all_colors", None)
    if p.at("enters", "tapped", "unless"):
        return cost_rules.enters_tapped_unless(p)         # CR 614.1c
    if p.accept("enters", "tapped", "."):
        p.mark(C["static.enters_tapped"])
        tapped = StaticAbility(kind="replacement", affects="self",
                               replacement=ReplacementSpec("enter", "tapped"))
        if p.at("as", "it", "enters", ",", "choose"):  # "This land enters tapped. As it
            return [tapped, choices.choose_color(p)]    # enters, choose a color." (614.12)
        return tapped
    if p.accept("enters", "with", "your", "choice", "of"):
        return _enters_with_choice(p)                     # CR 614.1c, 122.1b
    if p.accept("enters", "with"):
        twice = p.card.x_cost and p.accept("twice", "x")  # "twice X +1/+1 counters"
        x = twice or p.card.x_cost and p.accept("x")     # CR 107.3m: the spell's X
        n = 2 if twice else 0 if x else number(p)
        more = not x and p.accept("additional")          # besides vanishing's (CR 614.1c)
        kind = counter_kind(p)
        if not (p.accept("counter") if n == 1 else p.accept("counters")):
            p.fail()
        others = () if x or more else _more_counter_kinds(p, kind)
        p.expect("on")
        if not (p.accept("it") or p.accept("him") or p.accept("her")):   # its own (201.5)
            p.fail()
        p.expect(".")
        p.mark(C["static.enters_x_counters" if x else "static.enters_counters"])
        if twice:
            p.mark(C_ENTERS_TWICE_X)
        if others:
            p.mark(C_ENTERS_KINDS)
        return StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
            "enter", "counters", amount=n, counter=kind, x=x, more_counters=others))
    counted = p.attempt(quantities.cda) if p.at("'s") else None
    if counted is not None:
        return Line("cda", counted)
    if p.accept("'s", "power", "and", "toughness", "are", "each", "equal", "to", "the",
                "number", "of"):
        if p.accept("cards", "in", "your", "hand", "."):
            part = layer_effect("7a", "set_pt_count", count="hand")
        else:
            flt, plural = permanent_description(p)
            if not plural or status_in(flt) or flt.controller != "you":
                p.fail()
            p.expect(".")
            part = layer_effect("7a", "set_pt_count", filter=replace(flt, controller=None))
        p.mark(C["static.cda"])
        return Line("cda", StaticAbility(kind="continuous", affects="self", cda=True,
                                         parts=(part,)))
    if p.accept("can't", "be", "countered", "."):
        p.mark(C["static.uncounterable"])
        return StaticAbility(kind="cant_be_countered")
    if p.at("saddles", "mounts", "and", "crews") or p.at("crews", "vehicles", "as"):
        saddles = p.accept("saddles", "mounts", "and")    # else crewing only ("crew")
        p.expect("crews", "vehicles", "as", "though", "its", "power", "were")
        n = number(p)
        p.expect("greater", ".")
        p.mark(cost_rules.C_CREW_POWER)
        return StaticAbility(kind=CREW_POWER, affects="self", amount=n,
                             keyword="" if saddles else "crew")
    restrictions = _cant(p)
    return StaticAbility(kind="restrict", affects="self", restrictions=restrictions)


def _more_counter_kinds(p: Parser, first: str) -> tuple[tuple[str, int], ...]:
    """"... and a trample counter" / ", a flying counter, and a shield counter" after the
    first kind of counters a permanent enters with: the other kinds, each named once."""
    found: list[tuple[str, int]] = []
    kinds = {first}
    while p.at(",") or p.at("and"):
        start = p.i
        if not (p.accept(",", "and") or p.accept(",") or p.accept("and")):
            break
        if p.at("with"):                          # "... and with haste" (`conditions`)
            p.i = start
            break
        n = number(p)
        kind = counter_kind(p)
        if kind in kinds or not (p.accept("counter") if n == 1 else p.accept("counters")):
            p.fail()
        kinds.add(kind)
        found.append((kind, n))
    return tuple(found)


C_ENTERS_KINDS = construct("static.enters_with_kinds", "This creature enters with two +1/+1 "
                           "counters and a lifelink counter / a +1/+1 counter, a flying "
                           "counter, and a shield counter on it.: one replacement effect, "
                           "every kind put on it as it enters (CR 614.1c, 122.1b)")


def _enters_with_choice(p: Parser) -> StaticAbility:
    """"... enters with your choice of a deathtouch counter or a lifelink counter on it."
    (CR 614.1c): keyword counters (CR 122.1b), one chosen as it enters."""
    from tolaria.data.objects import KEYWORD_COUNTERS
    kinds: list[str] = []
    if p.accept("two", "different", "counters", "on", "it", "from", "among"):
        return _enters_with_two_of(p)
    for joint in ("or", "on"):
        p.expect("a")
        kind = next((w for w in KEYWORD_COUNTERS if p.accept(*w.split())), None)
        if kind is None or kind in kinds:
            p.fail()
        kinds.append(kind)
        p.expect("counter", joint)
    p.expect("it", ".")
    p.mark(C["static.enters_counter_choice"])
    return StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
        "enter", "choose_counter", amount=1, kinds=tuple(kinds)))


C_ENTERS_TWO_OF = construct("static.enters_two_counter_choice", "This creature enters with "
                            "your choice of two different counters on it from among <kind>, "
                            "<kind>, and <kind>.: both chosen as it enters (CR 614.1c, "
                            "122.1b)")


def _enters_with_two_of(p: Parser) -> StaticAbility:
    """"... your choice of two different counters on it from among menace, deathtouch, and
    lifelink." (Grimdancer)."""
    from tolaria.data.objects import KEYWORD_COUNTERS
    kinds: list[str] = []
    while True:
        kind = next((w for w in KEYWORD_COUNTERS if p.accept(*w.split())), None)
        if kind is None or kind in kinds:
            p.fail()
        kinds.append(kind)
        if p.accept("."):
            break
        if not (p.accept(",", "and") or p.accept(",") or p.accept("and")):
            p.fail()
    if len(kinds) < 3:
        p.fail()
    p.mark(C_ENTERS_TWO_OF)
    return StaticAbility(kind="replacement", affects="self", replacement=ReplacementSpec(
        "enter", "choose_counter", amount=1, kinds=tuple(kinds), picks=2))


def _choose_type(p: Parser) -> StaticAbility:
    """"As this enchantment enters, choose a creature type." (CR 614.12): the choice is
    remembered by the permanent (CR 607.2)."""
    p.expect("as")
    if not self_ref(p):
        p.fail()
    p.expect("enters", ",", "choose", "a", "creature", "type", ".")
    p.mark(C["static.choose_type"])
    return StaticAbility(kind="replacement", affects="self",
                         replacement=ReplacementSpec("enter", "choose_type"))


def _of_chosen_type(p: Parser, flt: ObjectFilter) -> ObjectFilter:
    """"creatures [you control] of the chosen type [your opponents control]"."""
    if flt.subtypes or flt.types != frozenset({"Creature"}):
        p.fail()
    if flt.controller is None:
        if p.accept("you", "control"):
            flt = replace(flt, controller="you")
        elif p.accept("your", "opponents", "control"):
            flt = replace(flt, controller="opponent")
    if not (p.at("get") or p.at("have")):
        p.fail()                      # only the anthems: layers read the chosen type
    p.mark(C["static.choose_type"])
    return replace(flt, chosen_type=True)


def _cant(p: Parser) -> frozenset[str]:
    """"can't attack", "can't block", "can't attack or block", "can't be blocked",
    "doesn't untap during your untap step" (CR 502.3)."""
    if p.accept("doesn't", "untap", "during"):
        if not (p.accept("your", "untap", "step") or p.accept(
                "its", "controller", "'s", "untap", "step")):
            p.fail()
        extra = limits.and_cant_activate(p)                # CR 602.5
        p.expect(".")
        p.mark(C["static.restrict"])
        return frozenset({"doesnt_untap"}) | extra
    if p.accept("attacks", "each", "combat", "if", "able", "."):
        p.mark(C["static.must_attack"])                  # an attack requirement (CR 508.1d)
        return frozenset({"must_attack"})
    if p.accept("is", "goaded", "."):                    # by the source's controller
        p.mark(keyword_rules.C_GOAD)                     # (CR 701.38b)
        return frozenset({GOADED})
    special = p.attempt(limits.restriction) or p.attempt(
        block_rules.requirement)                          # CR 508.1c, 509.1b-c
    if special is not None:
        return special
    p.expect("can't")
    found = limits.attack_or_block(p) | limits.and_cant_activate(p)       # CR 602.5
    p.expect(".")
    p.mark(C["static.restrict"])
    return found


def _modification(p: Parser, plural: bool, attached: str = "", traits: bool = False
                  ) -> tuple[Any, ...]:
    """"get(s) +N/+N [and have/has K]" or "have/has K"; the layer parts (`attached`: the
    card type of an Aura's or Equipment's "enchanted creature"; `traits`: it is surely a
    creature, so "and is a Knight in addition to its other types" may follow)."""
    parts = []
    traits = traits or (attached == "Creature" and not plural)
    if p.accept("gets" if not plural else "get"):
        parts.append(_gets(p, attached))
        if p.accept("and", "has" if not plural else "have"):
            parts.append(has_abilities(p))
        elif not plural and attached and p.accept("and", "loses"):
            parts.append(_loses(p))          # "gets +10/+10 and loses flying" (613.1f)
        if traits:
            parts += _traits(p)
    elif not plural and attached and p.accept("loses"):
        parts.append(_loses(p))              # "Enchanted creature loses flying."
    elif p.accept("has" if not plural else "have"):
        parts.append(has_abilities(p))
        if parts[-1].op == "add_keywords" and p.accept("and", "gets" if not plural else "get"):
            parts.append(_gets(p))               # "has first strike and gets +X/+0"
        elif not plural and attached and p.at("and", "loses") and not p.at(
                "and", "loses", "all"):
            p.i += 2
            parts.append(_loses(p))              # "has defender and loses flying" (613.1f)
        elif traits:
            parts += _traits(p)
    else:
        p.fail()
    parts = quantities.static_where_x(p, parts)
    if not ((parts[-1].op == "add_abilities" or p.keys[p.i - 1] == '"') and p.done):
        p.expect(".")                                 # a quoted ability ends the line
    return tuple(parts)


def _traits(p: Parser) -> list[Any]:
    """", has first strike, and is a Knight in addition to its other types", "and is
    black" after what a creature gets: more keywords, its types and colours (CR 613.1d-f)."""
    parts: list[Any] = []
    while True:
        save = p.i
        if not (p.accept(",", "and") or p.accept(",") or p.accept("and")):
            return parts
        if p.accept("has"):
            parts.append(has_abilities(p))
        elif p.at("is") and (found := p.attempt(animation.is_also)) is not None:
            parts += found
        else:
            p.i = save
            return parts


def _gets(p: Parser, attached: str = "") -> Any:
    """What "gets" gives: "+N/+N", "+X/+0" (", where X is ..." follows the sentence), or
    "+1/+1 for each ..." counted continuously (CR 611.3a)."""
    tok = p.next()
    if tok.kind != "pt" or tok.key[0] not in "+-":
        p.fail()
    try:
        power, toughness = (int(v) for v in tok.key.split("/"))
    except ValueError:
        power, toughness = quantities.x_values(p, tok.key)    # ", where X is ..."
    if p.at("for", "each"):
        per = quantities.static_for_each(p, attached=attached)
        return quantities.static_pump(p, power, toughness, per)
    return layer_effect("7c", "add_pt", power=power, toughness=toughness)


def _has_equip(p: Parser) -> Any:
    """"Equipment you control have equip {0}": each gains the activated ability "Equip {0}"
    besides its own (CR 702.6a, 702.6d, 613.1f)."""
    p.expect("equip")
    symbols = ""
    while p.token() is not None and p.token().kind == "sym":
        symbols += p.next().text
    if "X" in symbols.upper():
        p.fail()
    p.mark(C["static.has_equip"])
    return layer_effect("6", "add_abilities", abilities=(equip_ability(symbols),))


def _loses(p: Parser) -> Any:
    """What an Aura's or Equipment's "loses" takes: "all abilities" or keywords (CR 613.1f)."""
    if p.accept("all", "abilities"):
        p.mark(C["static.attached_loses"])
        return layer_effect("6", "remove_all_abilities")
    lost = keyword_list(p)
    if not lost <= granted.LOSABLE:
        p.fail()
    p.mark(C["static.attached_loses"])
    return layer_effect("6", "remove_keywords", keywords=lost)


def _group_loses(p: Parser) -> Any:
    """"Creatures your opponents control lose infect.", "All creatures lose flying." (CR
    613.1f): each loses them for as long as the ability applies (CR 611.3a). "... lose
    trample and can't have or gain trample." (Archetype of Aggression): and no other effect
    gives it back, whatever its timestamp (CR 101.2; `cant_have`)."""
    lost = keyword_list(p)
    if not granted.losable(lost):
        p.fail()
    if p.accept("and", "can't", "have", "or", "gain"):
        if keyword_list(p) != lost:
            p.fail()
        p.expect(".")
        p.mark(C["static.group_cant_have"])
        return layer_effect("6", "remove_keywords", keywords=lost, cant_have=True)
    p.expect(".")
    p.mark(C["static.group_loses"])
    return layer_effect("6", "remove_keywords", keywords=lost)


def has_abilities(p: Parser) -> Any:
    """What "has" gives: keywords, or an ability in quotation marks (CR 113.1)."""
    if p.at('"'):
        return granted.quoted_grant(p)
    if p.at("equip") and p.token(1) is not None and p.token(1).kind == "sym":
        return _has_equip(p)
    if p.at("crew") and p.keys[:p.i] == ["vehicles", "you", "control", "have"]:
        return _have_crew(p)
    if p.at("riot", "."):
        return granted.has_riot(p)
    triggered = p.attempt(granted.keywords_granted)
    if triggered is not None:
        return triggered
    keywords = keyword_list(p)
    if p.accept("and", '"') or p.accept(",", "and", '"'):   # "has flying and "{T}: ...""
        p.i -= 1
        return layer_effect("6", "add_abilities", abilities=granted.quoted_abilities(p),
                            keywords=keywords)
    return layer_effect("6", "add_keywords", keywords=keywords)


# "You control enchanted creature / permanent / land / artifact / ...": the noun only names
# what this Aura is attached to, which its enchant ability allows (CR 303.4d)
_CONTROLLED_NOUNS = [[*noun.split(), "."] for noun in (
    "creature", "permanent", "land", "artifact", "enchantment", "artifact creature",
    "equipment")]


C_DOESNT_UNTAP_IF = construct("static.doesnt_untap_if", "Enchanted creature doesn't untap "
                              "during its controller's untap step if <condition> (CR 502.3, "
                              "611.3a)")


def _doesnt_untap_if(p: Parser, affects: str) -> StaticAbility:
    """"Enchanted creature doesn't untap during its controller's untap step if it has a
    sleep counter on it." (Venarian Gold): checked as the untap step begins (CR 502.3)."""
    from tolaria.cards.oracle.conditions import condition_phrase
    p.expect("doesn't", "untap", "during", "its", "controller", "'s", "untap", "step", "if")
    cond = condition_phrase(p, it_attached=affects)
    p.expect(".")
    p.mark(C_DOESNT_UNTAP_IF)
    return StaticAbility(kind="restrict", affects=affects,
                         restrictions=frozenset({"doesnt_untap"}), condition=cond)


def _attached_static(p: Parser) -> StaticAbility:
    if p.at("you", "control", "enchanted") and p.keys[p.i + 3:] in _CONTROLLED_NOUNS:
        p.i = p.n                        # the permanent it's attached to (CR 303.4, 301.5)
        p.mark(C["static.control"])
        return StaticAbility(kind="continuous", affects="enchanted", parts=(
            layer_effect("2", "control", controller="source"),))
    affects = phrases.attached_ref(p)
    if p.at("doesn't", "untap", "during", "its", "controller", "'s", "untap", "step", "if"):
        return _doesnt_untap_if(p, affects)
    if p.at("can't") or p.at("doesn't") or p.at("can", "block") or p.at("attacks") or \
            p.at("can", "attack") or p.at("assigns", "combat") or p.at("blocks", "each") or \
            p.at("must", "be", "blocked") or p.at("is", "goaded"):
        return StaticAbility(kind="restrict", affects=affects, restrictions=_cant(p))
    if p.at("'s", "activated"):
        return StaticAbility(kind="restrict", affects=affects,
                             restrictions=limits.possessive_cant_activate(p))
    noun = p.keys[p.i - 1]                       # "enchanted creature": its card type
    if noun == "creature" and p.at("gets") and "long" in p.keys[p.i:]:
        found = p.attempt(_gets_while_it_is, affects)
        if found is not None:
            return found
    land = _land_type_change(p, False) if noun == "land" and p.at("is", "every") else None
    if land is not None:                         # "Enchanted land is every basic land type
        p.mark(C["static.type_change"])          # in addition to its other types."
        return StaticAbility(kind="continuous", affects=affects, parts=(land,))
    legendary: tuple[Any, ...] = ()
    if noun == "creature" and p.accept("is", "legendary", ","):
        p.mark(C_ATTACHED_LEGENDARY)                      # CR 205.4, 613.1d
        legendary = (layer_effect("4", "add_supertypes", supertypes=frozenset({"Legendary"})),)
    parts = legendary + _modification(p, plural=False, attached="" if noun == "permanent"
                                      else noun.title())
    p.mark(C["static.attached"])
    if p.at("this", "effect", "doesn't", "remove"):
        parts = _sparing(p, affects, parts)
    return StaticAbility(kind="continuous", affects=affects, parts=parts)


C_GETS_WHILE = construct("static.attached_gets_while_it_is", "Enchanted creature gets +N/+N "
                        "as long as it's <colour / a creature type / an enchantment>. "
                        "[Otherwise, it gets -N/-N.]: each applies while the creature is (or "
                        "isn't) of that quality (CR 611.3a, 613.4c)")


def _gets_while_it_is(p: Parser, affects: str) -> list[StaticAbility]:
    """"gets +1/+2 as long as it's white. Otherwise, it gets -2/-1." (Serra's Boon): two
    effects on the enchanted creature, each limited to the creatures it may affect (a
    filter on the one attached, checked as the effect applies, CR 611.3a, 613.4c)."""
    p.expect("gets")
    pump = _gets(p, "Creature")
    p.expect("as", "long", "as", "it", "'s")
    quality, lacking = _quality(p)
    p.expect(".")
    found = [StaticAbility(kind="continuous", affects=affects, filter=quality, parts=(pump,))]
    if p.accept("otherwise", ",", "it", "gets"):
        found.append(StaticAbility(kind="continuous", affects=affects, filter=lacking,
                                   parts=(_gets(p, "Creature"),)))
        p.expect(".")
    p.mark(C_GETS_WHILE)
    return found


def _quality(p: Parser) -> tuple[ObjectFilter, ObjectFilter]:
    """"white", "a Vampire", "an enchantment": a filter and its negation (CR 105.2, 205)."""
    word = p.next().key
    if word in phrases.COLOR_WORDS:
        color = frozenset({phrases.COLOR_WORDS[word]})
        return ObjectFilter(colors=color), ObjectFilter(not_colors=color)
    if word not in ("a", "an"):
        p.fail()
    tok = p.token()
    if tok is None:
        p.fail()
    if tok.key in ("artifact", "enchantment"):
        p.i += 1
        kind = frozenset({tok.key.title()})
        return ObjectFilter(types=kind), ObjectFilter(not_types=kind)
    subtype = phrases.SUBTYPE_WORDS.get(tok.key)
    if subtype not in vocabulary.CREATURE_TYPES or not tok.text[:1].isupper():
        p.fail()
    p.i += 1
    kind = frozenset({subtype})
    return ObjectFilter(subtypes=kind), ObjectFilter(not_subtypes=kind)


def _sparing(p: Parser, affects: str, parts: tuple[Any, ...]) -> tuple[Any, ...]:
    """"This effect doesn't remove this Aura." / "... remove Auras." after an Aura's
    protection (CR 702.16n): that protection doesn't put this Aura / any Aura into a
    graveyard as a state-based action (`SPARES`, `tolaria.rules.keywords.attach`)."""
    p.expect("this", "effect", "doesn't", "remove")
    spared = "self" if p.accept("this", "aura") else "attached" if p.accept(
        "auras", "and", "equipment", "you", "control", "that", "are", "already", "attached",
        "to", "it") else "auras" if p.accept("auras") else None          # (CR 702.16p)
    p.expect(".")
    if spared is None or affects != "enchanted" or "Aura" not in p.card.subtypes:
        p.fail()
    found = [i for i, part in enumerate(parts) if part.op == "add_keywords" and any(
        k.startswith(PROTECTION_FROM) for k in part.get("keywords", ()))]
    if len(found) != 1 or any(not k.startswith(PROTECTION_FROM)
                              for k in parts[found[0]].get("keywords")):
        p.fail()
    part = parts[found[0]]
    p.mark(C["static.spares_auras"])
    return parts[:found[0]] + (replace(part, params=part.params + ((SPARES, spared),)),) + \
        parts[found[0] + 1:]


def _hand_size(p: Parser) -> StaticAbility:
    """"Your / Each opponent's / The chosen player's maximum hand size is N / is increased
    by N / is reduced by N." (CR 402.2)"""
    if p.accept("your"):
        affects: Any = "you"
    elif p.accept("each", "opponent", "'s"):
        affects = "opponents"
    elif p.at("the", "chosen", "player", "'s") and choices.chosen_players(p):
        affects = CHOSEN_PLAYER                                  # CR 607.2d
    else:
        p.fail()
    p.expect("maximum", "hand", "size", "is")
    kind = CHANGE_MAXIMUM_HAND_SIZE
    if p.accept("increased", "by"):
        n = number(p)
    elif p.accept("reduced", "by"):
        n = -number(p)
    else:
        kind, n = SET_MAXIMUM_HAND_SIZE, number(p)
    p.expect(".")
    p.mark(C["static.hand_size"])
    return StaticAbility(kind=kind, affects=affects, amount=n)


def _rules_static(p: Parser) -> StaticAbility | list[StaticAbility]:
    if p.at("you", "may", "look", "at") and "face-down" in p.keys[p.i:]:
        return _look_at_face_down(p)
    if p.accept("you", "may", "look", "at", "the", "top", "card", "of", "your", "library",
                "any", "time", "."):
        p.mark(C["static.look_at_top"])                           # CR 401.2
        return StaticAbility(kind=LOOK_AT_TOP, affects="you")
    if p.accept("you", "may", "play", "lands", "from", "the", "top", "of", "your", "library",
                "."):
        p.mark(C["static.play_lands_from_top"])                   # CR 305.1, 401.5
        return StaticAbility(kind=PLAY_LANDS_FROM_TOP, affects="you")
    if p.accept("you", "may", "play"):
        n = 1 if p.accept("an") else number(p)
        p.expect("additional", "land" if n == 1 else "lands", "on", "each", "of", "your",
                 "turns", ".")
        p.mark(C["static.rules"])
        return StaticAbility(kind="extra_land", affects="you", amount=n)
    if p.at("any", "time", "you", "could", "mulligan"):
        return _mulligan_exile_hand(p)
    if p.accept("skip", "your", "draw", "step", "."):
        p.mark(C["static.skip_draw_step"])
        return StaticAbility(kind=SKIP_DRAW_STEP, affects="you")
    if p.accept("you", "have", "no", "maximum", "hand", "size", "."):
        p.mark(C["static.rules"])
        return StaticAbility(kind=NO_MAXIMUM_HAND_SIZE, affects="you")
    if p.accept("players", "have", "no", "maximum", "hand", "size", "."):
        p.mark(C["static.no_maximum_hand_size_all"])                # CR 402.2
        return StaticAbility(kind=NO_MAXIMUM_HAND_SIZE, affects="all")
    if p.at("your", "maximum") or p.at("each", "opponent", "'s", "maximum") or p.at(
            "the", "chosen", "player", "'s", "maximum"):
        return _hand_size(p)
    if p.accept("play", "with", "the", "top", "card", "of", "your", "library", "revealed", "."):
        p.mark(C["static.top_of_library_revealed"])
        return StaticAbility(kind=TOP_OF_LIBRARY_REVEALED, affects="you")
    if p.accept("players", "play", "with", "the", "top", "card", "of", "their", "libraries",
                "revealed", "."):
        p.mark(C["static.top_of_libraries_revealed"])             # CR 401.5
        return StaticAbility(kind=TOP_OF_LIBRARY_REVEALED, affects="all")
    if p.accept("you", "may", "cast", "spells", "as", "though", "they", "had", "flash", "."):
        p.mark(C["static.rules"])
        return StaticAbility(kind=AS_THOUGH_FLASH, affects="you")
    if p.at("you", "may", "cast") and p.peek(3) != "this" and p.keys[-7:] == [
            "from", "the", "top", "of", "your", "library", "."]:
        return _cast_from_top(p)
    if p.accept("you", "may", "cast", "spells", "from", "your", "hand", "without", "paying",
                "their", "mana", "costs", "."):
        p.mark(C["static.free_cast"])
        return StaticAbility(kind=FREE_CAST, affects="you")              # CR 118.9
    if p.at("you", "may", "cast", "spells", "with") and p.keys[-6:] == [
            "without", "paying", "their", "mana", "costs", "."]:
        found = p.attempt(_free_cast_any_zone)
        if found is not None:
            return found
    if p.at("you", "may", "cast") and p.peek(3) != "this":
        return _as_though_flash_for(p)
    if p.at("any", "player", "may", "cast"):
        return _any_player_may_cast(p)
    if p.at("you", "may", "pay") and p.token(3).kind == "sym":
        return _spells_alternative_cost(p)
    if p.accept("you", "can't", "win", "the", "game", "and", "your", "opponents", "can't",
                "lose", "the", "game", "."):
        p.mark(C["static.cant_win"])                              # CR 104.2b, 104.3b, 101.2
        return StaticAbility(kind=CANT_WIN, affects="you")
    if p.accept("you", "don't", "lose", "the", "game", "for", "having", "0", "or", "less",
                "life", "."):
        p.mark(C["static.no_loss_for_zero_life"])                 # CR 704.5a, 101.1
        return StaticAbility(kind=NO_LOSS_FOR_ZERO_LIFE, affects="you")
    if p.accept("players", "can't", "get", "counters", "."):
        p.mark(C["static.cant_get_counters"])                     # CR 122.1, 101.2
        return StaticAbility(kind=CANT_GET_COUNTERS, affects="all")
    if p.accept("you", "can't", "get", "poison", "counters", "."):
        p.mark(C["static.cant_get_poison"])                       # CR 122.1f, 101.2
        return StaticAbility(kind=CANT_GET_POISON, affects="you")
    if p.accept("all", "damage", "is", "dealt", "to", "you", "as", "though", "its", "source",
                "had", "infect", "."):
        p.mark(C["static.damage_as_infect"])                      # CR 702.90b
        return StaticAbility(kind=DAMAGE_AS_INFECT, affects="you")
    if p.accept("you", "can't", "lose", "the", "game", "and", "your", "opponents", "can't",
                "win", "the", "game", "."):
        p.mark(C["static.rules"])
        return StaticAbility(kind="cant_lose", affects="you")
    if p.at("you", "may", "reveal", "this", "card", "from", "your", "opening", "hand"):
        return delayed.opening_hand_reveal(p)                           # CR 103.6b
    p.expect("if", "this", "card", "is", "in", "your", "opening", "hand", ",", "you", "may",
             "begin", "the", "game", "with", "it", "on", "the", "battlefield", ".")
    p.mark(C["static.rules"])
    return StaticAbility(kind="begin_on_battlefield")


C_SPELLS_ALTERNATIVE = construct("static.spells_alternative_cost", "You may pay {M} rather "
                                 "than pay the mana cost for [<kind>] spells you cast.: an "
                                 "alternative cost for its controller's spells, cast from "
                                 "anywhere, a spell with no mana cost too (CR 118.9, 118.6a)")


def _spells_alternative_cost(p: Parser) -> StaticAbility:
    """"You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast." /
    "... for Zombie creature spells you cast." (mana only)."""
    p.expect("you", "may", "pay")
    symbols = _mana_symbols(p, hybrid=False)
    p.expect("rather", "than", "pay", "the", "mana", "cost", "for")
    flt = _spells(p)
    if flt is not None and (flt.chosen or flt.other or flt.name or flt.zone):
        p.fail()
    p.expect("you", "cast", ".")
    p.mark(C_SPELLS_ALTERNATIVE)
    return StaticAbility(kind=SPELLS_ALTERNATIVE_COST, affects="you", filter=flt,
                         cost=Cost(mana=parse_cost(symbols)))


def _mulligan_exile_hand(p: Parser) -> StaticAbility:
    """"Any time you could mulligan and this card is in your hand, you may exile all the
    cards from your hand, then draw that many cards." (Serum Powder, CR 103.5b)."""
    p.expect("any", "time", "you", "could", "mulligan", "and")
    if not p.accept("this", "card"):
        p.expect("SELF")
    p.expect("is", "in", "your", "hand", ",", "you", "may", "exile", "all", "the", "cards",
             "from", "your", "hand", ",", "then", "draw", "that", "many", "cards", ".")
    p.mark(C["static.mulligan_exile_hand"])
    return StaticAbility(kind=MULLIGAN_EXILE_HAND, affects="you")


C_SPELLS_UNION = construct("spells.union", "<description> spells and <description> spells "
                          "(\"artifact spells and colorless spells\", \"Spider spells and "
                          "noncreature spells\"): a spell either describes, each by one type, "
                          "subtype or supertype, a colour or \"non<type>\" (CR 205, 105)")


def _union_part(p: Parser) -> ObjectFilter:
    """One side of "<A> spells and <B> spells": a kind `ObjectFilter.any_of` can test, one
    type, subtype or supertype, a colour or colorless, or "non<type>"."""
    flt, plural = phrases.description(p)
    if not plural or not flt.spell:
        p.fail()
    flt = replace(flt, spell=False)
    named = [k for k in (flt.types, flt.subtypes, flt.supertypes) if k]
    simple = replace(flt, types=frozenset(), subtypes=frozenset(), supertypes=frozenset(),
                     not_types=frozenset(), colors=frozenset(), colorless=False, more=None)
    if simple != ObjectFilter() or len(named) > 1 or named and len(named[0]) != 1 or \
            flt == ObjectFilter():
        p.fail()
    return flt


def _spells_union(p: Parser) -> ObjectFilter:
    """"Dragon spells and artifact spells" (the static's words up to "from" / "as"): a spell
    either side describes."""
    first = _union_part(p)
    p.expect("and")
    second = _union_part(p)
    if not (p.at("from") or p.at("as")):
        p.fail()
    p.mark(C_SPELLS_UNION)
    return ObjectFilter(any_of=(first, second))


def _as_though_flash_for(p: Parser) -> StaticAbility:
    """"You may cast Spirit spells as though they had flash." (CR 609.4, 702.8a): only
    spells the description matches, tested on the card as it is cast."""
    p.expect("you", "may", "cast")
    flt = p.attempt(_spells_union) or _spells(p)
    if flt is None or flt.chosen or flt.other or flt.name:
        p.fail()
    p.expect("as", "though", "they", "had", "flash", ".")
    p.mark(C["static.flash_for"])
    return StaticAbility(kind=AS_THOUGH_FLASH, affects="you", filter=flt)


C_ANY_PLAYER_CAST = construct("static.any_player_cast", "Any player may cast <spells> [without "
                              "paying their mana costs and] as though they had flash.: each "
                              "player's spells the description matches, from their hand "
                              "(CR 609.4, 702.8a, 118.9)")


def _any_player_may_cast(p: Parser) -> list[StaticAbility]:
    """"Any player may cast Sliver spells as though they had flash." (Quick Sliver) and
    "Any player may cast creature spells with mana value 3 or less without paying their
    mana costs and as though they had flash." (Aluren): the permissions for every player,
    tested on the card as it is cast."""
    p.expect("any", "player", "may", "cast")
    flt = _spells(p)
    if flt is not None and (flt.chosen or flt.other or flt.name or flt.zone):
        p.fail()
    found = []
    if p.accept("without", "paying", "their", "mana", "costs", "and"):
        found.append(StaticAbility(kind=FREE_CAST, affects="all", filter=flt))    # CR 118.9
    p.expect("as", "though", "they", "had", "flash", ".")
    p.mark(C_ANY_PLAYER_CAST)
    return found + [StaticAbility(kind=AS_THOUGH_FLASH, affects="all", filter=flt)]


def _look_play_cast_from_top(p: Parser) -> list[StaticAbility]:
    """"You may look at the top card of your library any time, and you may play lands and
    cast creature and enchantment spells from the top of your library." (Case of the Locked
    Hothouse): the three abilities of one sentence (CR 401.2, 305.1, 601.3)."""
    p.expect("you", "may", "look", "at", "the", "top", "card", "of", "your", "library",
             "any", "time")
    p.accept(",")
    p.expect("and", "you", "may", "play", "lands", "and", "cast")
    flt = _spells(p)
    if flt is not None and (flt.chosen or flt.other or flt.name or flt.zone):
        p.fail()
    p.expect("from", "the", "top", "of", "your", "library", ".")
    for name in ("static.look_at_top", "static.play_lands_from_top",
                 "static.cast_from_library_top"):
        p.mark(C[name])
    return [StaticAbility(kind=LOOK_AT_TOP, affects="you"),
            StaticAbility(kind=PLAY_LANDS_FROM_TOP, affects="you"),
            StaticAbility(kind=CAST_FROM_LIBRARY_TOP, affects="you", filter=flt)]


def _look_play_lands_from_top(p: Parser) -> list[StaticAbility]:
    """"You may look at the top card of your library any time, and you may play lands from
    the top of your library." (Radha, Heart of Keld): both abilities (CR 401.2, 305.1)."""
    p.expect("you", "may", "look", "at", "the", "top", "card", "of", "your", "library",
             "any", "time")
    p.accept(",")
    p.expect("and", "you", "may", "play", "lands", "from", "the", "top", "of", "your",
             "library", ".")
    p.mark(C["static.look_at_top"])
    p.mark(C["static.play_lands_from_top"])
    return [StaticAbility(kind=LOOK_AT_TOP, affects="you"),
            StaticAbility(kind=PLAY_LANDS_FROM_TOP, affects="you")]


C_SKIP_UPKEEPS = construct("static.skip_upkeep_steps", "Players skip their upkeep steps.: "
                           "every upkeep step is skipped, nothing in it happens "
                           "(CR 614.1b, 614.10)")


def _skip_upkeeps(p: Parser) -> StaticAbility:
    """"Players skip their upkeep steps." (Eon Hub)."""
    from tolaria.data.vocabulary import SKIP_UPKEEP_STEPS
    p.expect("players", "skip", "their", "upkeep", "steps", ".")
    p.mark(C_SKIP_UPKEEPS)
    return StaticAbility(kind=SKIP_UPKEEP_STEPS, affects="all")


C_CHEAPER_UNCOUNTERABLE = construct("static.cost_change_uncounterable", "<spells> you cast "
                                    "cost {N} less to cast and can't be countered.: both, for "
                                    "the spells its controller casts (CR 601.2f, 101.2, "
                                    "707.10)")


def _cheaper_uncounterable(p: Parser) -> list[StaticAbility]:
    """"Spells with flash you cast cost {1} less to cast and can't be countered." (Cunning
    Nightbonder)."""
    from tolaria.data.vocabulary import CAST_BY_YOU, SPELLS_UNCOUNTERABLE
    p.expect("spells", "with", "flash", "you", "cast", "cost")
    flt = ObjectFilter(keywords=frozenset({"flash"}))                  # CR 702.8a
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
        p.fail()
    p.expect("less", "to", "cast", "and", "can't", "be", "countered", ".")
    p.mark(C_CHEAPER_UNCOUNTERABLE)
    return [StaticAbility(kind="cost_change", affects="yours", filter=flt,
                          amount=-int(tok.key[1:-1])),
            StaticAbility(kind=SPELLS_UNCOUNTERABLE, affects="yours", filter=flt,
                          restrictions=frozenset({CAST_BY_YOU}))]


def _play_cast_from_top(p: Parser) -> list[StaticAbility]:
    """"You may play lands and cast spells from the top of your library." (Future Sight), and
    Bolas's Citadel's "If you cast a spell this way, pay life equal to its mana value rather
    than pay its mana cost." (CR 305.1, 601.3, 118.9)."""
    p.expect("you", "may", "play", "lands", "and", "cast")
    flt = _spells(p)
    if flt is not None and (flt.chosen or flt.other or flt.name or flt.zone):
        p.fail()
    p.expect("from", "the", "top", "of", "your", "library", ".")
    kind = CAST_FROM_LIBRARY_TOP
    if p.accept("if", "you", "cast", "a", "spell", "this", "way", ",", "pay", "life", "equal",
                "to", "its", "mana", "value", "rather", "than", "pay", "its", "mana", "cost",
                "."):
        kind = CAST_FROM_TOP_FOR_LIFE
    p.mark(C["static.play_and_cast_from_top"])
    return [StaticAbility(kind=PLAY_LANDS_FROM_TOP, affects="you"),
            StaticAbility(kind=kind, affects="you", filter=flt)]


def _cast_from_top(p: Parser) -> StaticAbility:
    """"You may cast Goblin spells from the top of your library." (CR 601.3): the top card,
    if the spell it would be is one the description matches."""
    p.expect("you", "may", "cast")
    flt = p.attempt(_spells_union) or _spells(p)
    if flt is None or flt.chosen or flt.other or flt.name or flt.zone:
        p.fail()
    p.expect("from", "the", "top", "of", "your", "library", ".")
    p.mark(C["static.cast_from_library_top"])
    return StaticAbility(kind=CAST_FROM_LIBRARY_TOP, affects="you", filter=flt)


def _cost_change(p: Parser) -> StaticAbility:
    """"Noncreature spells cost {1} more to cast." (CR 601.2f)"""
    start = p.i
    if p.at("each", "spell", "costs"):
        return _off_turn_tax(p)
    flt = _spells(p)
    affects = "all"
    if p.accept("you", "cast"):
        affects = "yours"
    elif p.accept("your", "opponents", "cast"):
        affects = "opponents"
    if affects == "yours" and p.at("from"):            # "from your graveyard" (601.2f)
        flt = replace(flt or ObjectFilter(), zone=graveyard.cast_from(p))
    if affects == "yours" and p.accept("with", "power"):  # "with power 4 or greater"
        n = phrases.number(p)
        op = phrases.or_more_less(p)
        if op is None or flt is None or flt.compare:
            p.fail()
        flt = replace(flt, compare=(("power", op, n),), more=None)
        p.mark(C["static.cost_change_power"])
    chosen = choices.chosen_postmodifier(p, {"subtypes": flt.subtypes} if flt else {})
    if chosen:                                      # "... you cast of the chosen type"
        flt = replace(flt or ObjectFilter(), chosen=chosen)
    p.expect("cost")
    tok = p.token()
    if tok is None or tok.kind != "sym":
        p.i = start
        p.fail()
    if p.accept("{X}", "less", "to", "cast", ",", "where", "x", "is"):
        return _cost_change_x(p, affects, flt)
    if not tok.key[1:-1].isdigit():
        return _colored_cost_increase(p, affects, flt)
    n = int(p.next().key[1:-1])
    if p.accept("more"):
        amount = n
    elif p.accept("less"):
        amount = -n
    else:
        p.fail()
    p.expect("to", "cast")
    per: tuple[Any, ...] = ()
    if p.at("for", "each"):
        per = _cost_per(p, quantities.for_each(p))
    p.expect(".")
    p.mark(C["static.cost_change"])
    return StaticAbility(kind="cost_change", affects=affects, filter=flt, amount=amount,
                         per=per)


def _cost_change_x(p: Parser, affects: str, flt: ObjectFilter | None) -> StaticAbility:
    """After "<spells> cost {X} less to cast, where X is": "Vadrik's power", "the amount of
    life you gained this turn" (counted as each spell's total cost is determined)."""
    per = _cost_per(p, phrases.quantity(p))
    p.expect(".")
    p.mark(C["static.cost_change_per"])
    return StaticAbility(kind="cost_change", affects=affects, filter=flt, amount=-1, per=per)


def _cost_per(p: Parser, per: Any) -> tuple[Any, ...]:
    """"for each <thing>" / "X is <quantity>" of a cost change: counted by the permanent's
    controller as each spell's cost is determined (CR 601.2f); one naming an event, a
    target or another player's view isn't read."""
    if not isinstance(per, tuple) or cost_rules.refers_beyond_source(per) or \
            not _counted_when_cast(per):
        p.fail()
    p.mark(C["static.cost_change_per"])
    return per


# The quantities a cost change counts as a spell's total cost is determined (CR 601.2f).
_COUNTED_WHEN_CAST = frozenset({
    "count", "counters", "greatest", "total", "devotion", "domain", "party", "colors_among",
    "hand", "life", "players", "opponents", "life_this_turn", "died_this_turn", "this_turn",
    "cards", "card_types", "power", "toughness", ATTACKED_CREATURES})


def _counted_when_cast(q: tuple[Any, ...]) -> bool:
    """Can this quantity be counted with no resolving object (the source's own power)?"""
    if q[0] in ("times", "plus"):
        return isinstance(q[2], tuple) and _counted_when_cast(q[2])
    if q[0] == "sum":
        return all(isinstance(v, tuple) and _counted_when_cast(v) for v in q[1:])
    return q[0] in _COUNTED_WHEN_CAST and (q[0] not in ("power", "toughness") or q[1] == "self")


_ORDINALS = {"first": 1, "second": 2}


def _nth_spell_cost_change(p: Parser) -> StaticAbility:
    """"The first creature spell you cast each turn costs {2} less to cast." (Conduit of
    Ruin), "The second spell you cast each turn costs {1} less to cast." (Highspire
    Bell-Ringer): only card types tell the spells counted apart (CR 601.2f)."""
    n, types = _nth_spell(p)
    p.expect("you", "cast", "each", "turn", "costs")
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
        p.fail()
    p.expect("less", "to", "cast", ".")
    p.mark(C["static.cost_change_nth_spell"])
    return StaticAbility(kind="cost_change", affects="yours",
                         filter=ObjectFilter(types=frozenset(types)) if types else None,
                         amount=-int(tok.key[1:-1]), condition=condition(NTH_SPELL, n=n))


def _nth_spell(p: Parser) -> tuple[int, set[str]]:
    """"The first [instant or sorcery] spell": its ordinal and the card types, either."""
    p.expect("the")
    n = _ORDINALS.get(p.next().key)
    if n is None:
        p.fail()
    types = set()
    while not p.accept("spell"):                 # "instant or sorcery spell": either type
        if types:
            p.expect("or")
        word = p.next().key
        if word not in phrases.TYPE_NOUNS or word.endswith("s") and word != "sorcery":
            p.fail()
        types.add(phrases.TYPE_NOUNS[word])
    return n, types


C_NTH_SPELL_HAS_CASCADE = construct("static.nth_spell_has_cascade", "The first [<type> [or "
                                    "<type>]] spell you cast [from exile] each turn has "
                                    "cascade.: its "
                                    "cascade triggers if no spell of those types was cast "
                                    "by you before it this turn (CR 702.85a, 601.2i)")


def _nth_spell_has_cascade(p: Parser) -> StaticAbility:
    """"The first spell you cast each turn has cascade." (Maelstrom Nexus): spells cast
    before the ability's permanent was there count too; only card types tell the spells
    apart."""
    from tolaria.data.vocabulary import CAST_FROM_EXILE, SPELLS_HAVE
    n, types = _nth_spell(p)
    p.expect("you", "cast")
    from_exile = p.accept("from", "exile")         # "... from exile each turn" (601.2a)
    p.expect("each", "turn", "has", CASCADE_KEYWORD, ".")
    p.mark(C_NTH_SPELL_HAS_CASCADE)
    return StaticAbility(kind=SPELLS_HAVE, affects="you", keyword=CASCADE_KEYWORD,
                         filter=ObjectFilter(types=frozenset(types)) if types else None,
                         condition=condition(NTH_SPELL, n=n),
                         restrictions=frozenset({CAST_FROM_EXILE} if from_exile else ()))


def _each_colored_spell(p: Parser) -> StaticAbility:
    """"Each spell you cast that's red or green costs {1} less to cast." (Goblin
    Anarchomancer): spells of any of those colours (CR 105.2, 601.2f)."""
    p.expect("each", "spell", "you", "cast", "that", "'s")
    colors = set()
    while True:
        word = p.next().key
        if word not in phrases.COLOR_WORDS:
            p.fail()
        colors.add(phrases.COLOR_WORDS[word])
        if not p.accept("or"):
            break
    p.expect("costs")
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
        p.fail()
    amount = int(tok.key[1:-1]) if p.accept("more") else -int(tok.key[1:-1])
    if amount < 0:
        p.expect("less")
    p.expect("to", "cast", ".")
    p.mark(C["static.cost_change"])
    return StaticAbility(kind="cost_change", affects="yours",
                         filter=ObjectFilter(colors=frozenset(colors)), amount=amount)


def _off_turn_tax(p: Parser) -> StaticAbility:
    """"Each spell costs {3} more to cast except during its controller's turn." (Defense
    Grid): whoever casts it, unless that player is the active player (CR 601.2f, 102.1)."""
    p.expect("each", "spell", "costs")
    tok = p.next()
    if tok.kind != "sym" or not tok.key[1:-1].isdigit() or tok.key == "{0}":
        p.fail()
    p.expect("more", "to", "cast", "except", "during", "its", "controller", "'s", "turn", ".")
    p.mark(C["static.cost_change_off_turn"])
    return StaticAbility(kind="cost_change", affects=OFF_TURN, amount=int(tok.key[1:-1]))


def _colored_cost_increase(p: Parser, affects: str, flt: ObjectFilter | None
                           ) -> StaticAbility:
    """"Green spells you cast cost {G} more to cast." (Jade Leech): the mana symbols are
    added to the total cost (CR 601.2f); an increase only, as reductions take off generic
    mana alone (CR 118.7a)."""
    symbols = _mana_symbols(p, hybrid=False)
    p.expect("more", "to", "cast", ".")
    p.mark(C["static.cost_increase_mana"])
    return StaticAbility(kind="cost_change", affects=affects, filter=flt,
                         cost=Cost(mana=parse_cost(symbols)))


def _spell_type_list(p: Parser) -> ObjectFilter:
    """"Artifact, instant, and sorcery spells": spells of any of those card types."""
    types = set()
    while True:
        word = p.next().key
        if word not in phrases.TYPE_NOUNS or word.endswith("s") and word != "sorcery":
            p.fail()
        types.add(phrases.TYPE_NOUNS[word])
        if p.accept("spells"):
            break
        if not (p.accept(",", "and") or p.accept(",")):
            p.fail()
    if len(types) < 3:
        p.fail()
    p.mark(TYPE_LIST)
    return ObjectFilter(types=frozenset(types))


def _spells(p: Parser) -> ObjectFilter | None:
    """"Noncreature spells", "Creature spells", "Instant and sorcery spells", "Creature and
    enchantment spells", "Spells"."""
    if p.accept("spells"):
        return None
    if p.peek(1) == "and" and p.peek(3) == "spells" and all(
            p.peek(k) in phrases.TYPE_NOUNS and not p.peek(k).endswith("s")
            for k in (0, 2)):             # "instant and sorcery spells": either card type
        found = frozenset(phrases.TYPE_NOUNS[p.peek(k)] for k in (0, 2))
        p.i += 4
        return ObjectFilter(types=found)
    if p.peek(1) == "and" and p.peek(3) == "spells" and all(
            p.peek(k) in phrases.SUBTYPE_WORDS and p.token(k).text[:1].isupper()
            for k in (0, 2)):             # "Aura and Equipment spells": either subtype
        found = frozenset(phrases.SUBTYPE_WORDS[p.peek(k)] for k in (0, 2))
        p.i += 4
        return ObjectFilter(subtypes=found)
    if p.peek(1) == "," and p.peek() in phrases.TYPE_NOUNS:
        return _spell_type_list(p)                 # "Artifact, instant, and sorcery spells"
    if p.peek(1) == "spells" and p.peek(2) == "and" and p.peek(4) == "spells" and all(
            p.peek(k) in phrases.COLOR_WORDS for k in (0, 3)):
        found = frozenset(phrases.COLOR_WORDS[p.peek(k)] for k in (0, 3))
        p.i += 5                          # "Green spells and blue spells": either colour
        p.mark(C["spells.color_pair"])
        return ObjectFilter(colors=found)
    pair = p.attempt(_spells_pair)
    if pair is not None:
        return pair
    flt, plural = phrases.description(p)
    if not plural or not flt.spell or status_in(flt) or flt.controller is not None:
        p.fail()
    return replace(flt, spell=False)


def _spells_pair(p: Parser) -> ObjectFilter:
    """"Kithkin spells and Soldier spells": spells of either subtype (CR 205.3); "Red
    creature spells and green creature spells": of that card type, of either colour
    (CR 105.2)."""
    if p.peek(1) == "spells" and p.peek(2) == "and" and p.peek(4) == "spells" and all(
            p.peek(k) in phrases.SUBTYPE_WORDS and p.token(k).text[:1].isupper()
            for k in (0, 3)):
        found = frozenset(phrases.SUBTYPE_WORDS[p.peek(k)] for k in (0, 3))
        p.i += 5
        p.mark(C["spells.subtype_pair"])
        return ObjectFilter(subtypes=found)
    kind = p.peek(1)
    if not (p.peek(2) == "spells" and p.peek(3) == "and" and p.peek(5) == kind
            and p.peek(6) == "spells" and kind in phrases.TYPE_NOUNS and not kind.endswith("s")
            and all(p.peek(k) in phrases.COLOR_WORDS for k in (0, 4))):
        p.fail()
    found = frozenset(phrases.COLOR_WORDS[p.peek(k)] for k in (0, 4))
    p.i += 7
    p.mark(C["spells.subtype_pair"])
    return ObjectFilter(types=frozenset({phrases.TYPE_NOUNS[kind]}), colors=found)


def _replacement(p: Parser) -> StaticAbility:
    """The replacement effects the engine models (CR 614.1a, 614.16)."""
    p.expect("if")
    spec: ReplacementSpec
    if p.accept("a", "source", "would", "deal", "damage", "to", "a", "permanent", "or",
                "player", ",", "it", "deals", "double", "that", "damage", "to", "that",
                "permanent", "or", "player", "instead", "."):
        spec = ReplacementSpec("damage", "double")
    elif p.accept("an", "effect", "would", "create", "one", "or", "more", "tokens", "under",
                  "your", "control", ",", "it", "creates", "twice", "that", "many", "of",
                  "those", "tokens", "instead", ".") or p.accept(
                "one", "or", "more", "tokens", "would", "be", "created", "under", "your",
                "control", ",", "twice", "that", "many", "of", "those", "tokens", "are",
                "created", "instead", "."):                       # the newer wording
        spec = ReplacementSpec("tokens", "double", who="you")
    elif p.accept("one", "or", "more", "tokens", "would", "be", "created", ",", "twice", "that",
                  "many", "of", "those", "tokens", "are", "created", "instead", "."):
        spec = ReplacementSpec("tokens", "double")        # anyone's (Primal Vigor)
    elif p.accept("an", "effect", "would", "put", "one", "or", "more", "counters", "on", "a",
                  "permanent", "you", "control", ",", "it", "puts", "twice", "that", "many",
                  "of", "those", "counters", "on", "that", "permanent", "instead", "."):
        spec = ReplacementSpec("counters", "double", who="you")
    else:
        kind = None if p.accept("a", "card") else _kind_of_card(p)
        cards_only = kind is not None or not p.accept("or", "token")
        p.expect("would", "be", "put", "into")
        if p.accept("a", "graveyard"):
            who = "any"
        elif p.accept("an", "opponent", "'s", "graveyard"):
            who = "opponent"
        elif p.accept("your", "graveyard"):
            who = "you"
        else:
            p.fail()
        p.expect("from", "anywhere", ",")
        counter, n = "", 0
        if p.accept("instead", "exile", "it"):          # "..., instead exile it with a void
            from tolaria.cards.oracle.graveyard import entering_counters  # counter on it"
            ((counter, n),) = entering_counters(p)
            p.expect(".")
        else:
            p.expect("exile", "it", "instead", ".")
        spec = ReplacementSpec("graveyard", "exile", who=who, cards_only=cards_only,
                               counter=counter, amount=n, cards_of=kind)
        if kind is not None:
            p.mark(C["static.replacement_kind_of_card"])
    p.mark(C["static.replacement"])
    return StaticAbility(kind="replacement", affects="all", replacement=spec)


def _kind_of_card(p: Parser) -> ObjectFilter:
    """"an instant or sorcery card" (a card's types, wherever it is; CR 205.2a)."""
    if not (p.accept("a") or p.accept("an")):
        p.fail()
    flt, plural = phrases.description(p, cards=True)
    if plural or replace(flt, types=frozenset(), any_of=()) != ObjectFilter() or any(
            replace(f, types=frozenset()) != ObjectFilter() for f in flt.any_of):
        p.fail()
    return flt


def _group_static(p: Parser) -> StaticAbility | list[StaticAbility]:
    """Anthems and lords (CR 613.4c), group restrictions, Humility, Opalescence, Blood Moon,
    Urborg (CR 613.1d, 305.7)."""
    start = p.i
    each = p.accept("each")
    if each:
        other = p.accept("other")
        flt, plural = permanent_description(p)
        if plural:
            p.fail()
        if other:
            flt = replace(flt, other=True)
    else:
        attached = p.attempt(_attached_group) or p.attempt(_commander_group) or p.attempt(
            _either_kind_group) or p.attempt(_two_kinds_group)
        flt = group(p) if attached is None else attached
        plural = True
        if attached is None and p.accept("of", "the", "chosen", "type"):
            flt = _of_chosen_type(p, flt)
    if (status_in(flt) and not limits.counter_only(flt)) or flt.spell:
        p.i = start
        p.fail()
    if flt.other and {"Aura", "Equipment"} & set(p.card.subtypes) and not (
            flt.types & set(p.card.types)):
        p.fail()              # an Aura's "other creatures": other than its creature (a gap)
    affects = "all"
    if flt.controller == "you":
        affects, flt = "yours", replace(flt, controller=None)
    elif flt.controller is None and curses.enchanted_player_controls(p, plural):
        affects = "enchanted_player"                                      # CR 303.4b
    if p.at("can't") or p.at("can", "block") or (p.at("doesn't") and not plural) or (
            p.at("don't") and plural) or p.at("attack", "each") or p.at("can", "attack") or (
            p.at("assigns", "combat") and not plural) or p.at("block", "each") or \
            p.at("attack", "or", "block"):
        return StaticAbility(kind="restrict", affects=affects, filter=flt,
                             restrictions=_cant(p))
    if plural and p.at("have", "base", "power"):           # CR 613.4b
        return animation.group_base_static(p, affects, flt)
    if plural and p.at("are", "equipment") and (
            gear := p.attempt(_group_equipment, affects, flt)) is not None:
        return gear
    if plural and p.at("are") and (
            colored := p.attempt(_group_colors, affects, flt)) is not None:
        return colored
    if plural and p.at("are") and "still" in p.keys[p.i:] and (animated := p.attempt(
            animation.group_lands_are_creatures, affects, flt)) is not None:
        return animated
    if plural and p.at("are") and "addition" in p.keys[p.i:] and (
            typed := p.attempt(_group_types, affects, flt)) is not None:
        return typed
    if plural and p.at_any(("get", "have")) and "can't" in p.keys[p.i:] and (
            both := p.attempt(limits.group_with_restriction, affects, flt)) is not None:
        return both                                  # "get +1/+1 and can't be blocked by"
    attacking = p.attempt(_and_attack_each_combat, plural)
    if attacking is not None:                      # "have haste and attack each combat if
        p.mark(C["static.anthem"])                 # able": two abilities (CR 508.1d)
        return [StaticAbility(kind="continuous", affects=affects, filter=flt,
                              parts=(attacking,)),
                StaticAbility(kind="restrict", affects=affects, filter=flt,
                              restrictions=frozenset({"must_attack"}))]
    if p.accept("lose" if plural else "loses", "all", "abilities", "and",
                "have" if plural else "has", "base", "power", "and", "toughness"):
        power, toughness = phrases.base_pt(p)
        p.expect(".")
        p.mark(C["static.lose_abilities"])
        return StaticAbility(kind="continuous", affects=affects, filter=flt, parts=(
            layer_effect("6", "remove_all_abilities"),
            layer_effect("7b", "set_pt", power=power, toughness=toughness)))
    if not plural and p.accept("is", "a", "creature", "in", "addition", "to", "its", "other",
                               "types", "and", "has", "base", "power", "and", "base",
                               "toughness", "each", "equal", "to", "its", "mana", "value", "."):
        p.mark(C["static.type_change"])
        return StaticAbility(kind="continuous", affects=affects, filter=flt, parts=(
            layer_effect("4", "add_types", types=frozenset({"Creature"})),
            layer_effect("7b", "set_pt_to_mana_value")))
    land = _land_type_change(p, plural)
    if land is not None:
        if flt.types != frozenset({"Land"}) and not (
                not flt.types and flt.subtypes and flt.subtypes <= set(BASIC_LAND_MANA)):
            p.fail()                                 # "All Mountains are Plains." (305.7)
        p.mark(C["static.type_change"])
        return StaticAbility(kind="continuous", affects=affects, filter=flt, parts=(land,))
    if plural and p.accept("lose"):
        return StaticAbility(kind="continuous", affects=affects, filter=flt,
                             parts=(_group_loses(p),))
    parts = _modification(p, plural)
    p.mark(C["static.anthem"])
    return StaticAbility(kind="continuous", affects=affects, filter=flt, parts=parts)


C_ATTACHED_GROUP = construct("static.attached_group", "Enchanted / Equipped creatures you "
                             "control / Creatures you control that are enchanted [or "
                             "equipped] get +N/+N and/or have <keywords>: those with an Aura "
                             "/ an Equipment attached (CR 303.4, 301.5, 611.3a)")
_ATTACHED = {"enchanted": "Aura", "equipped": "Equipment"}


def _attached_group(p: Parser) -> ObjectFilter:
    """"Equipped creatures you control", "Enchanted creatures you control", "Equipped
    Warriors you control", "Creatures you control that are enchanted or equipped": your
    creatures with an Aura / Equipment attached, for a continuous effect (CR 611.3a)."""
    kinds = set()
    if p.peek() in _ATTACHED:
        kinds.add(_ATTACHED[p.next().key])
    flt = group(p)
    if not kinds and p.accept("that", "are"):
        kinds.add(_ATTACHED.get(p.next().key, ""))
        if p.accept("or"):
            kinds.add(_ATTACHED.get(p.next().key, ""))
    if not kinds or "" in kinds or flt.controller != "you" or flt.other or status_in(flt) \
            or flt.types != frozenset({"Creature"}) and not flt.subtypes:
        p.fail()
    if not (p.at("get") or p.at("have") and not p.at("have", "base")) or any(
            word in p.keys[p.i:] for word in ("attack", "can't", "block", "lose")):
        p.fail()                                  # a continuous effect only (`_affected`)
    p.mark(C_ATTACHED_GROUP)
    return replace(flt, attached=frozenset(kinds))


C_COMMANDER_GROUP = construct("static.commander_group", "Commander creatures / Commanders "
                              "you control / you own get +N/+N and/or have <abilities>: the "
                              "permanents whose cards are commanders (CR 903.3, 108.3, "
                              "611.3a)")


def _commander_group(p: Parser) -> ObjectFilter:
    """"Commander creatures you control", "Commanders you control", "Commander creatures
    you own" (whoever controls them): for a continuous effect (CR 903.3, 611.3a)."""
    if p.accept("commander", "creatures"):
        types = frozenset({"Creature"})
    else:
        p.expect("commanders")
        types = frozenset()
    if p.accept("you", "control"):
        flt = ObjectFilter(types=types, controller="you", commander=True)
    else:
        p.expect("you", "own")
        flt = ObjectFilter(types=types, owned=True, commander=True)
    if not (p.at("get") or p.at("have") and not p.at("have", "base")) or any(
            word in p.keys[p.i:] for word in ("attack", "can't", "block", "lose")):
        p.fail()                                  # a continuous effect only (`_affected`)
    p.mark(C_COMMANDER_GROUP)
    return flt


C_EITHER_KIND = construct("static.either_kind_group", "[Other] <subtype / supertype> and "
                          "<subtype / supertype> creatures you control (\"snow and Zombie "
                          "creatures\"): the creatures that are either (CR 205.3, 205.4)")


def _either_kind_group(p: Parser) -> ObjectFilter:
    """"Other Ninja and Rogue creatures you control", "Other snow and Zombie creatures you
    control": your creatures with either quality."""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS, SUPERTYPE_WORDS
    other = p.accept("other")
    kinds = []
    for _ in range(2):
        word = p.next().key
        if word in SUPERTYPE_WORDS:
            kinds.append(ObjectFilter(supertypes=frozenset({SUPERTYPE_WORDS[word]})))
        elif SUBTYPE_WORDS.get(word, "").lower() == word and SUBTYPE_WORDS[word] in \
                vocabulary.CREATURE_TYPES:
            kinds.append(ObjectFilter(subtypes=frozenset({SUBTYPE_WORDS[word]})))
        else:
            p.fail()
        if not kinds[1:]:
            p.expect("and")
    p.expect("creatures", "you", "control")
    if kinds[0] == kinds[1]:
        p.fail()
    p.mark(C_EITHER_KIND)
    return ObjectFilter(types=frozenset({"Creature"}), any_of=tuple(kinds), controller="you",
                        other=other)


C_GROUP_TYPES = construct("static.group_types", "<group> are <creature types> / artifacts / "
                          "lands in addition to their other [creature] types.: added in "
                          "layer 4 (CR 205.1b, 613.1d)")
_ADDED_TYPES = {"artifacts": "Artifact", "lands": "Land"}


def _group_types(p: Parser, affects: str, flt: ObjectFilter) -> StaticAbility:
    """"Creatures you control are Slivers in addition to their other creature types.",
    "Nonland permanents you control are artifacts in addition to their other types."."""
    p.expect("are")
    if p.peek() in _ADDED_TYPES:
        part = layer_effect("4", "add_types", types=frozenset({_ADDED_TYPES[p.next().key]}))
        p.expect("in", "addition", "to", "their", "other", "types", ".")
    else:
        subtypes = animation.creature_types(p)
        if not subtypes or not subtypes <= vocabulary.CREATURE_TYPES or \
                flt.types != frozenset({"Creature"}) and not flt.subtypes:
            p.fail()                     # creature types only on creatures (CR 205.3d)
        p.expect("in", "addition", "to", "their", "other")
        p.accept("creature")
        p.expect("types", ".")
        part = layer_effect("4", "add_subtypes", subtypes=subtypes)
    p.mark(C_GROUP_TYPES)
    return StaticAbility(kind="continuous", affects=affects, filter=flt, parts=(part,))


C_TWO_KINDS = construct("static.two_kinds_group", "<Subtype>s you control and other "
                        "<subtype>s you control (Death Baron): your creatures of the first "
                        "creature type, and your others of the second (CR 205.3m, 109.5)")


C_TWO_KINDS_BOTH = construct("static.two_kinds_group_both", "<Subtype>s you control and "
                             "<subtype>s you control (Caterwauling Boggart): your creatures "
                             "of either creature type (CR 205.3m, 109.5)")


def _two_kinds_group(p: Parser) -> ObjectFilter:
    """"Skeletons you control and other Zombies you control": either kind; only the second
    leaves the source out."""
    from tolaria.cards.oracle.phrases import SUBTYPE_WORDS
    kinds = []
    for second in (False, True):
        other = second and p.accept("other")
        word = p.next().key
        kind = SUBTYPE_WORDS.get(word, "")
        if kind not in vocabulary.CREATURE_TYPES or kind.lower() == word:   # plural only
            p.fail()
        p.expect("you", "control")
        kinds.append(ObjectFilter(subtypes=frozenset({kind}), other=other))
        if not second:
            p.expect("and")
    if kinds[0].subtypes == kinds[1].subtypes:
        p.fail()
    p.mark(C_TWO_KINDS if kinds[1].other else C_TWO_KINDS_BOTH)
    return ObjectFilter(types=frozenset({"Creature"}), any_of=tuple(kinds), controller="you")


def _and_attack_each_combat(p: Parser, plural: bool) -> Any:
    """"have double strike and attack each combat if able.": the keywords' layer part."""
    p.expect("have" if plural else "has")
    keywords = keyword_list(p)
    p.expect("and", "attack" if plural else "attacks", "each", "combat", "if", "able", ".")
    p.mark(C["static.must_attack"])
    return layer_effect("6", "add_keywords", keywords=keywords)


C_SELF_AND_GROUP = construct("static.self_and_group", "<this> and <group you control> get "
                             "+N/+N / have <keywords>: one effect on this permanent and the "
                             "group, each changed once (CR 611.3, 613.4c)")


def _self_and_group(p: Parser) -> list[StaticAbility]:
    """"This creature and land creatures you control get +2/+2", "this creature and other
    Elves you control get +1/+1" (CR 611.3, 613.4c): one effect on a set of objects, read
    as two static abilities, this permanent's own and the group's without it (`other`), so
    an object in both is changed once."""
    if not self_ref(p):
        p.fail()
    p.expect("and")
    flt = group(p)
    if (status_in(flt) and not limits.counter_only(flt)) or flt.spell or \
            flt.controller != "you":
        p.fail()
    parts = _modification(p, plural=True)
    p.mark(C_SELF_AND_GROUP)
    return [StaticAbility(kind="continuous", affects="self", parts=parts),
            StaticAbility(kind="continuous", affects="yours",
                          filter=replace(flt, controller=None, other=True), parts=parts)]


def _land_type_change(p: Parser, plural: bool) -> Any:
    """"are Mountains" (CR 305.7) or "is a Swamp in addition to its other land types"."""
    basic = {"plains": "Plains", "islands": "Island", "swamps": "Swamp",
             "mountains": "Mountain", "forests": "Forest"}
    if plural and p.peek() == "are" and p.peek(1) in basic and p.peek(2) == ".":
        subtype = basic[p.peek(1)]
        p.i += 3
        return layer_effect("4", "set_land_subtypes", subtypes=frozenset({subtype}))
    if plural and p.peek() == "are" and p.peek(1) in basic and p.keys[p.i + 2:p.i + 8] == [
            "in", "addition", "to", "their", "other", "types"] and p.peek(8) == ".":
        subtype = basic[p.peek(1)]                  # keeps its types and abilities (305.7)
        p.i += 9
        return layer_effect("4", "add_subtypes", subtypes=frozenset({subtype}))
    if p.accept("are" if plural else "is", "every", "basic", "land", "type", "in", "addition",
                "to", "their" if plural else "its", "other", "types", "."):
        return layer_effect("4", "add_subtypes", subtypes=frozenset(BASIC_LAND_MANA))   # 305.7
    if not plural and p.at("is", "a") and p.peek(2) in ("plains", "island", "swamp",
                                                         "mountain", "forest"):
        subtype = p.token(2).text
        p.i += 3
        p.expect("in", "addition", "to", "its", "other", "land", "types", ".")
        return layer_effect("4", "add_subtypes", subtypes=frozenset({subtype}))
    return None


C_FEWER_COUNTERS = construct("trigger.state_fewer_counters", "When <this> has N or fewer <kind> "
                             "counters on it/him/her: a state trigger (CR 603.8)")


def _fewer_counters_state(p: Parser) -> dict[str, Any]:
    """"When Garruk has two or fewer loyalty counters on him": true while it has at most N
    (CR 603.8: it triggers once, again only after it has left the stack)."""
    p.expect("has")
    n = number(p)
    p.expect("or", "fewer")
    kind = p.next().key
    p.expect("counters", "on")
    if not (p.accept("it") or p.accept("him") or p.accept("her")):
        p.fail()
    p.mark(C_FEWER_COUNTERS)
    return {"event": "state", "condition": condition("source_counters", kind=kind,
                                                     at_most=n)}


C_ALSO_TYPES = construct("static.also_creature_types", "<this> is also a <creature type>, "
                         "<creature type>, and <creature type>.: a characteristic-defining "
                         "ability adding those creature types in every zone (CR 604.3, "
                         "205.3)")


def _also_creature_types(p: Parser) -> Line:
    """"Stonework Packbeast is also a Cleric, Rogue, Warrior, and Wizard." (CR 604.3a: it
    defines its subtypes, so it works in every zone and is part of the card, CR 604.3)."""
    if not self_ref(p) or not (p.accept("is", "also", "a") or p.accept("is", "also", "an")):
        p.fail()
    found: list[str] = []
    while True:
        tok = p.next()
        subtype = phrases.SUBTYPE_WORDS.get(tok.key) if tok is not None else None
        if subtype not in vocabulary.CREATURE_TYPES or not tok.text[:1].isupper() or \
                subtype in found:
            p.fail()
        found.append(subtype)
        if p.accept("."):
            break
        if not p.accept(","):
            p.expect("and")
        elif p.accept("and"):
            pass
    if len(found) < 2:
        p.fail()
    p.mark(C_ALSO_TYPES)
    return Line("also_types", frozenset(found))


C_LEGEND_RULE_EXEMPT = construct("static.legend_rule_exempt", "The \"legend rule\" doesn't "
                                 "apply [to <permanents> you control].: the legend rule "
                                 "leaves those permanents out (CR 704.5j)")


def _legend_rule_exempt(p: Parser) -> StaticAbility:
    """"The "legend rule" doesn't apply to tokens you control." (Cadric), "... to creatures
    you control", "The "legend rule" doesn't apply." (Mirror Gallery: every permanent)."""
    from tolaria.data.vocabulary import LEGEND_RULE_EXEMPT
    p.expect("the", '"', "legend", "rule", '"', "doesn't", "apply")
    restrictions = frozenset({LEGEND_RULE_EXEMPT})
    p.mark(C_LEGEND_RULE_EXEMPT)
    if p.accept("."):
        return StaticAbility(kind="restrict", affects="all", restrictions=restrictions)
    p.expect("to")
    flt = group(p)
    p.expect(".")
    if flt.controller != "you" or flt.other or status_in(flt) and flt.token is None or \
            flt.spell or flt.commander:
        p.fail()
    return StaticAbility(kind="restrict", affects="yours", restrictions=restrictions,
                         filter=replace(flt, controller=None))


C_LOSES_AND_STAYS = construct("static.attached_loses_and_doesnt_untap", "Enchanted "
                              "<permanent> loses all abilities and doesn't untap during its "
                              "controller's untap step.: a layer-6 effect and a restriction "
                              "of the Aura (CR 613.1f, 502.3)")


def _attached_loses_and_doesnt_untap(p: Parser) -> list[StaticAbility]:
    """"Enchanted permanent loses all abilities and doesn't untap during its controller's
    untap step." (Stop Cold): two abilities of the Aura, which keeps them (CR 613.1f,
    502.3)."""
    affects = phrases.attached_ref(p)
    p.expect("loses")
    lost = _loses(p)
    p.expect("and")
    restrictions = _cant(p)
    if restrictions != frozenset({"doesnt_untap"}):
        p.fail()
    p.mark(C_LOSES_AND_STAYS)
    return [StaticAbility(kind="continuous", affects=affects, parts=(lost,)),
            StaticAbility(kind="restrict", affects=affects, restrictions=restrictions)]


C_GROUP_EQUIPMENT = construct("static.group_equipment", "<noncreature permanents> you "
                              "control are Equipment in addition to their other types and "
                              "have \"Equipped creature gets +N/+N\" and equip {N}.: the "
                              "subtype in layer 4, the abilities in layer 6 (CR 301.5, "
                              "702.6a, 613.1d, 613.1f)")


def _group_equipment(p: Parser, affects: str, flt: ObjectFilter) -> StaticAbility:
    """"Clues you control are Equipment in addition to their other types and have
    "Equipped creature gets +2/+0" and equip {2}." (Armed with Proof): no creature can
    be one (an Equipment that is a creature can't equip, CR 301.5c)."""
    if "Creature" in flt.types or not flt.types and not flt.subtypes or \
            "Equipment" in flt.subtypes:
        p.fail()
    p.expect("are", "equipment", "in", "addition", "to", "their", "other", "types", "and",
             "have")
    gear = granted.quoted_abilities(p)
    if granted.C_GRANTED_EQUIPPED not in p.used:
        p.fail()
    p.expect("and")
    equip = _has_equip(p)
    p.expect(".")
    p.mark(C_GROUP_EQUIPMENT)
    return StaticAbility(kind="continuous", affects=affects, filter=flt, parts=(
        layer_effect("4", "add_subtypes", subtypes=frozenset({"Equipment"})),
        layer_effect("6", "add_abilities", abilities=gear + equip.get("abilities"))))


C_LOOK_FACE_DOWN = construct("static.look_at_face_down", "You may look at [the top card of "
                              "your library and at] face-down creatures you don't control / "
                              "your opponents control any time.: its controller sees them (CR "
                              "708.5; the top card: 401.2)")


def _look_at_face_down(p: Parser) -> list[StaticAbility]:
    """Keeper of the Lens, Found Footage, Lens of Clarity (with the top card of your
    library too)."""
    p.expect("you", "may", "look", "at")
    found = []
    if p.accept("the", "top", "card", "of", "your", "library", "and", "at"):
        p.mark(C["static.look_at_top"])                           # CR 401.2
        found.append(StaticAbility(kind=LOOK_AT_TOP, affects="you"))
    p.expect("face-down", "creatures")
    if p.accept("your", "opponents", "control"):
        controller: str | None = "opponent"
    else:
        p.expect("you", "don't", "control")
        controller = None
    p.expect("any", "time", ".")
    p.mark(C_LOOK_FACE_DOWN)
    return found + [StaticAbility(kind=LOOK_AT_FACE_DOWN, affects="you", filter=ObjectFilter(
        types=frozenset({"Creature"}), controller=controller))]


C_ATTACHED_LEGENDARY = construct("static.attached_is_legendary", "Enchanted creature is "
                                  "legendary, gets +N/+N, and has <keywords>.: the supertype "
                                  "added in layer 4 (CR 205.4, 613.1d)")


C_HAVE_CREW = construct("static.vehicles_have_crew", "Vehicles you control have crew N.: each "
                        "gains the activated ability \"Crew N\" besides its own (CR "
                        "702.122a, 702.122c, 613.1f)")


def _have_crew(p: Parser) -> Any:
    """"Vehicles you control have crew 1." (Astor, Bearer of Blades): each Vehicle gains
    another crew ability, and may be crewed with either (CR 702.122c)."""
    p.expect("crew")
    n = number(p)
    if n < 1 or not p.at("."):
        p.fail()
    p.mark(C_HAVE_CREW)
    return crew_grant(n)


def crew_grant(n: int) -> Any:
    """The layer-6 part granting "Crew N" (CR 702.122a, 613.1f)."""
    becomes = layer_effect("4", "add_types", types=frozenset({"Artifact", "Creature"}))
    return layer_effect("6", "add_abilities", abilities=(ActivatedAbility(
        cost=Cost(crew=n), text=f"Crew {n}", effects=(effect(
            "continuous", parts=(becomes,), target="self", until="end of turn"),)),))


C_SPELLS_HAVE_CONVOKE = construct("static.spells_have_convoke", "<kind> spells you cast have "
                                  "convoke.: each such spell has convoke as it is cast (CR "
                                  "702.51a, 601.2a)")


def _spells_have_convoke(p: Parser) -> StaticAbility:
    """"Artifact spells you cast have convoke." (Chief Engineer), "Noncreature spells you
    cast have convoke.": read as the spell's cost is paid (`rules.priority.spell_tappers`)."""
    from tolaria.data.vocabulary import CAST_FROM_HAND_ONLY, SPELLS_HAVE
    flt = ObjectFilter(commander=True) if p.accept("commander", "spells") else _spells(p)
    if flt is not None and (flt.controller is not None or flt.zone or flt.chosen):
        p.fail()
    p.expect("you", "cast")
    flt = _cast_mana_value(p, flt)
    if flt is None:
        p.fail()
    from_hand = p.accept("from", "your", "hand")
    p.expect("have")
    keyword = p.next().key
    p.expect(".")
    if keyword not in SPELLS_HAVE_CONSTRUCTS:
        p.fail()
    if C_CAST_MANA_VALUE in p.used and keyword != CASCADE_KEYWORD:
        p.fail()                                # X counted by cascade's trigger only (202.3e)
    if from_hand:                               # read by cascade's trigger only
        if keyword != CASCADE_KEYWORD:
            p.fail()
        p.mark(C_SPELLS_FROM_HAND_HAVE)
    if flt is not None and flt.commander:       # tested by cascade's trigger only
        if keyword != CASCADE_KEYWORD:
            p.fail()
        p.mark(C_COMMANDER_SPELLS_HAVE)
    p.mark(SPELLS_HAVE_CONSTRUCTS[keyword])
    return StaticAbility(kind=SPELLS_HAVE, affects="you", keyword=keyword, filter=flt,
                         restrictions=frozenset({CAST_FROM_HAND_ONLY} if from_hand else ()))


C_SPELLS_HAVE_IMPROVISE = construct("static.spells_have_improvise", "<kind> spells you cast "
                                    "have improvise.: each such spell has improvise as it is "
                                    "cast (CR 702.126a, 601.2a)")
SPELLS_HAVE_CONSTRUCTS = {"convoke": C_SPELLS_HAVE_CONVOKE, "improvise": C_SPELLS_HAVE_IMPROVISE}
C_SPELLS_HAVE_CASCADE = construct("static.spells_have_cascade", "<kind> spells you cast "
                                  "[with mana value N or greater/less] have cascade.: each such "
                                  "spell's cascade triggers as it is cast, one more instance "
                                  "for each such ability (CR 702.85a, 702.85c, 601.2i)")
C_COMMANDER_SPELLS_HAVE = construct("static.commander_spells_have", "Commander spells you "
                                    "cast have <keyword>.: spells whose cards are your "
                                    "commanders (CR 903.3)")
C_CAST_MANA_VALUE = construct("static.spells_you_cast_with_mana_value", "<kind> spells you "
                              "cast with mana value N or greater / N or less (CR 202.3)")
C_SPELLS_YOU_CONTROL_HAVE_REBOUND = construct(
    "static.spells_you_control_have_rebound", "Instant and sorcery spells you control have "
    "rebound.: each such spell cast from its owner's hand is exiled as it resolves (CR "
    "702.88a)")


def _spells_you_control_have_rebound(p: Parser) -> StaticAbility:
    """"Instant and sorcery spells you control have rebound." (Cast Through Time)."""
    from tolaria.data.vocabulary import SPELLS_HAVE
    p.expect("instant", "and", "sorcery", "spells", "you", "control", "have", "rebound", ".")
    p.mark(C_SPELLS_YOU_CONTROL_HAVE_REBOUND)
    return StaticAbility(kind=SPELLS_HAVE, affects="you", keyword="rebound",
                         filter=ObjectFilter(types=frozenset({"Instant", "Sorcery"})))


C_SPELLS_FROM_HAND_HAVE = construct("static.spells_from_hand_have", "<kind> spells you cast "
                                    "from your hand have cascade.: only spells cast from the "
                                    "hand (CR 601.2a, 702.85a)")
CASCADE_KEYWORD = "cascade"
SPELLS_HAVE_CONSTRUCTS[CASCADE_KEYWORD] = C_SPELLS_HAVE_CASCADE


def _cast_mana_value(p: Parser, flt: ObjectFilter | None) -> ObjectFilter | None:
    """"Spells you cast with mana value 6 or greater" (Imoti): the spell's mana value as it
    is cast (CR 202.3)."""
    if not p.accept("with", "mana", "value"):
        return flt
    n = number(p)
    op = phrases.or_more_less(p)
    if not isinstance(n, int) or op is None:
        p.fail()
    p.mark(C_CAST_MANA_VALUE)
    base = flt or ObjectFilter()
    return replace(base, compare=base.compare + (("mana_value", op, n),), more=None)


C_GROUP_COLORS = construct("static.group_colors", "<group> are <colour(s)> / colorless.: "
                           "their colours set in layer 5 (CR 105.2, 613.1e)")


def _group_colors(p: Parser, affects: str, flt: ObjectFilter) -> StaticAbility:
    """"All creatures are black." (Darkest Hour), "All permanents are colorless." (Thran
    Lens), "All Slivers are colorless." (Ghostflame Sliver)."""
    p.expect("are")
    colors = animation.color_words(p)
    if colors is None:
        p.fail()
    p.expect(".")
    p.mark(C_GROUP_COLORS)
    return StaticAbility(kind="continuous", affects=affects, filter=flt,
                         parts=(layer_effect("5", "set_colors", colors=colors),))


C_TAPPED_AND_STAYS = construct("static.enters_tapped_and_doesnt_untap", "<this> enters tapped "
                               "and doesn't untap during your untap step.: a replacement of "
                               "its entering and a restriction (CR 614.1c, 502.3)")


def _enters_tapped_and_stays(p: Parser) -> list[StaticAbility]:
    """"Grimgrin enters tapped and doesn't untap during your untap step." (Traxos): two
    abilities, as "enters tapped." and "doesn't untap ..." are read alone."""
    if not self_ref(p):
        p.fail()
    p.expect("enters", "tapped", "and", "doesn't", "untap", "during", "your", "untap", "step",
             ".")
    p.mark(C_TAPPED_AND_STAYS)
    return [StaticAbility(kind="replacement", affects="self",
                          replacement=ReplacementSpec("enter", "tapped")),
            StaticAbility(kind="restrict", affects="self",
                          restrictions=frozenset({"doesnt_untap"}))]
