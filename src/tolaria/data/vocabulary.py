"""The names the Oracle compiler writes into the IR and the rules engine reads.

The IR keeps much of a card's behaviour as names: the kind of a static ability, a cost
the spell remembers, a restriction in `Characteristics.restrictions`, a condition. Each
name is defined once, here, so the compiler (`tolaria.cards`) and the engine
(`tolaria.rules`) share one spelling and neither imports the other. Beside each name: the
rule it stands for and the rules module that plays it.
"""

from __future__ import annotations

from functools import lru_cache
from typing import Any

from tolaria.data.ir import Condition, Effect, ObjectFilter, StaticAbility, layer_effect

# -- colours and choices (CR 105.1, 607.2, 614.12: `tolaria.rules.choices`) ---------------

COLORS = ("white", "blue", "black", "red", "green")
# the words a keyword or type stands with until the choice is made (the compiler's marks)
PLACEHOLDERS = {"color": "the chosen color", "creature type": "the chosen type",
                "basic land type": "the chosen basic land type",
                "keyword": "the chosen keyword"}
EMBLEM = "Emblem"  # the name of an emblem object (CR 114.1), told apart from a commander
CHOSEN_COLOR = "chosen color"  # a mana option or colour: (one mana of) the chosen color
# the replacement ops "As this enters, choose ..." compiles to -> what is chosen
# The key under which an entering battle carries its chosen protector to the battlefield
# (`Enter.chosen`, CR 310.8a); the permanent keeps it as `GameObject.protector`.
PROTECTOR = "protector"
# An Aura's protection part "This effect doesn't remove this Aura / Auras / Auras and
# Equipment you control that are already attached to it." (CR 702.16n, 702.16p): the param
# of its "add_keywords" layer part, "self", "auras" or "attached"; those don't go to the
# graveyard or become unattached for that protection (`tolaria.rules.keywords.attach.spared`).
SPARES = "spares"
ENTERING_OPS = {"choose_type": "creature type", "choose_color": "color",
                "choose_land_type": "basic land type", "choose_card_name": "card name",
                "choose_nonland_card_name": "card name", "choose_player": "player",
                "choose_opponent": "player", "look_hand_choose_card_name": "card name"}
# "the chosen player" (CR 607.2d): a filter's `controller` ("creatures the chosen player
# controls") or an effect's player, the player its permanent chose as it entered
# (`tolaria.rules.choices`); a tuple, so a filter never bound matches nothing.
CHOSEN_PLAYER = ("chosen", "player")
# "protection from the chosen player": the words bound to "player N" (`tolaria.data.qualities`)
CHOSEN_PLAYER_WORDS = "the chosen player"
# the group instructions "<target> and all other <objects> with the same name" is read as
# (`tolaria.rules.effects.choices.alone` does each to a nameless target alone)
GROUP_OPS = frozenset({"destroy_all", "all_leave", "continuous_all", "damage_each"})

# -- players and teams (CR 102.3-102.4: `tolaria.rules.layers.chars_match`) ---------------

# an `ObjectFilter.controller`: "<description> your team controls", you or a teammate
# (CR 102.4; in a game without teams, you)
YOUR_TEAM = "team"
# an `ObjectFilter.controller`: "<description> you don't control", anyone's but yours, a
# teammate's too ("an opponent controls" is "opponent": not a teammate's, CR 102.3)
NOT_YOURS = "not you"
# An amount counted as the ability is activated: "where X is ... as you activate this
# ability" (CR 601.2d, 602.2b); (ON_ACTIVATION, quantity).
ON_ACTIVATION = "on_activation"
# a `TargetSpec.players`: "any target that was dealt damage this turn", a player dealt
# damage this turn (the fact "player_damaged", CR 120.3; `tolaria.rules.targets`)
DAMAGED_PLAYERS = "damaged"
# A "this turn" fact (`GameState.this_turn`): (DAMAGE_TO_PLAYER, player, amount) for each
# damage event dealt to a player (CR 120.3); the condition "an opponent was dealt 7 or more
# damage this turn" adds them up per player (`tolaria.rules.conditions`).
DAMAGE_TO_PLAYER = "damage_to_player"
# "that player chooses target player who controls more creatures than they do and is their
# opponent" (Oath of Druids): an opponent of the player a trigger is about (`TargetSpec.
# of_player`, set as it goes on the stack) with more creatures; that player chooses it.
MORE_CREATURES = "opponent with more creatures"
# a static kind: "You may play lands and cast spells from among cards exiled with this
# creature" (CR 607.2a, 601.3, 305.1); and the `GameState.may_play` duration of the cards
# its linked ability exiled: while that object has the ability (`rules.effects.library`)
PLAY_EXILED_WITH = "play_exiled_with"
# condition: "as long as a card exiled with this creature is a creature card" (Duplicant;
# CR 607.2a; `tolaria.rules.conditions`, the card found by `rules.layers`)
EXILED_CREATURE_CARD = "exiled_creature_card"
WHILE_SOURCE = "while source"
# A may-play permission with no end said: it lasts while the card stays exiled (CR 400.7,
# 715.3d; `rules/effects/library.py`, `rules/adventure.py`).
WHILE_EXILED = "exiled"
# The may-play permission of a card warp exiled: cast on a later turn while it stays exiled
# (warp's reminder text; `rules/keywords/warp.py`, `rules/effects/library.py`).
WARPED = "warped"
# The `cost_change` kind of a power-up ability: "Reduce the cost by its mana cost if it
# entered this turn." (its reminder text; `rules/costs.py`, CR 118.7a-c)
POWER_UP = "power_up"
# The may-play permission of a card airbend exiled: its owner may cast it for {2} rather
# than its mana cost while it stays exiled (its reminder text; `rules/keywords/airbend.py`)
AIRBENT = "airbent"
# A fact of this turn (`GameState.this_turn`, ("void", player)): a nonland permanent left
# the battlefield, or a spell was cast for its warp cost ("if a nonland permanent left the
# battlefield this turn or a spell was warped this turn", the void condition; recorded by
# `rules/triggers.py` and `rules/priority.py`, read by `rules/conditions.py`)
VOID = "void"
# Trigger event "whenever you expend N" (`TriggeredAbility.count` is N), and the fact of the
# turn ("expend", player, mana) it counts: "You expend 4 as you spend your fourth total mana
# to cast spells during a turn." (its reminder text; `rules/triggers.py` `on_expend`)
EXPEND = "expend"
# Static kind: "This creature saddles Mounts and crews Vehicles as though its power were N
# greater." (`amount`): its power counts N more in crew and saddle costs (CR 702.122a,
# 702.171a; `rules/costs.py`)
CREW_POWER = "crew_power"
# `GameObject.chosen` key of the cards "Draw N cards and reveal them" drew, for "You may cast
# one of them" (`rules/effects/__init__.py` `_draw`, `rules/effects/graveyard.py`)
DRAWN_THIS_WAY = "drawn this way"
# the `until` of a cipher card's effect on the creature it is encoded on: while that card
# stays the same object in exile (CR 702.99a-c; `rules.keywords.cipher`, `rules.layers`)
ENCODED = "encoded"
# Haunt (CR 702.55; `rules.keywords.haunt`): the `GameObject.chosen` key of a card exiled
# haunting a creature (the id of the object its haunt ability targeted, CR 702.55b); the
# `TriggeredAbility.about` of "When the creature it haunts dies", an ability that works in
# exile (`TriggeredAbility.zone` "exile", CR 702.55c); and the event of an instant's or
# sorcery's haunt ability, put into a graveyard during its resolution (CR 702.55a).
HAUNTING = "haunting"
HAUNTED = "haunted"
HAUNT_RESOLVED = "haunt resolved"
# the `DelayedTrigger.until` of epic's upkeep copy: it triggers each time, for the rest of
# the game (CR 702.50a; `rules.keywords.epic`, `rules.triggers`)
FOR_THE_GAME = "the rest of the game"
# the `until` of effect "exile_until": "until an opponent becomes the monarch" (CR 610.3,
# 722), played by `rules.effects.library`
OPPONENT_MONARCH = "opponent monarch"
# a `GameState.may_play` duration: "You may play it this turn without paying its mana cost"
# (Dauthi Voidwalker): this turn, and only for free (CR 601.3, 118.9;
# `tolaria.rules.effects.library.free_permission`)
FREE_THIS_TURN = "free this turn"
# `GameObject.chosen` of a card exiled with "For as long as that card remains exiled, its
# owner may play it. A spell cast this way costs {2} more to cast." (Elite Spellbinder): the
# generic mana added when it is cast from exile (CR 601.2f; `tolaria.rules.costs`)
EXILE_CAST_TAX = "cast tax"
# `GameObject.chosen` key of a token: the id of the object whose ability created it, for
# "tokens created with this enchantment" and a token's "the number of fade counters on
# Saproling Burst" (CR 111.1, 400.7; `tolaria.rules.effects.tokens`); and the reference
# CREATOR in quantities: that object, while it is on the battlefield
CREATED_BY = "created by"
CREATOR = "creator"
# who may do an action: "any opponent may ... / any player may ... If a player does, ..."
# (asked in APNAP order, CR 101.4), and the player who then does it
# (`tolaria.rules.effects.conditional`)
ANY_OPPONENT = "any opponent"
ANY_PLAYER = "any player"
DOER = "doer"
# a restriction: "<enchanted creature> ... is goaded" in a static ability (the Impetus
# Auras): goaded by the source's controller while the ability applies (CR 701.38b). In
# characteristics it names that player: "goaded:<player>" (`tolaria.rules.keywords.goad`).
GOADED = "goaded"
# a restriction: "<enchanted creature> can't attack you or planeswalkers you control" (the
# Vow Auras, CR 508.1c): "you" is the source's controller; in characteristics it names that
# player: "cant_attack_you:<player>" (`tolaria.rules.restrictions.why_cant_attack`).
CANT_ATTACK_YOU = "cant_attack_you"

# -- casting (CR 601.2, 609.4, 702.8: `tolaria.rules.priority`, `tolaria.rules.costs`) ---

AS_THOUGH_FLASH = "cast_as_though_flash"     # "You may cast spells as though they had flash"
# The fact recorded when a player activates a loyalty ability of a planeswalker ("if you
# didn't activate a loyalty ability of a planeswalker this turn", CR 606.3, 603.4;
# `rules.effects.loyalty`, `rules.conditions`)
LOYALTY_ACTIVATED = "loyalty_activated"
# "You may cast spells from your hand without paying their mana costs." (Omniscience, Tamiyo,
# Field Researcher's emblem): an alternative cost for its controller (CR 118.9, `costs`)
FREE_CAST = "free_cast"
# "You may cast spells with mana value less than or equal to the number of lands you control
# without paying their mana costs." (Fires of Invention): for its controller, an alternative
# cost for the spells of its `filter` (bounds counted as they are cast), from whatever zone
# they may be cast (CR 118.9, 601.2b; `costs.free_in_any_zone`)
FREE_CAST_ANY_ZONE = "free_cast_any_zone"
# "You may pay {W}{U}{B}{R}{G} rather than pay the mana cost for spells you cast." (Jodah,
# Fist of Suns; with a filter: "for Zombie creature spells"): an alternative cost for its
# controller's spells, from any zone (CR 118.9, 118.6a, `rules.costs`)
SPELLS_ALTERNATIVE_COST = "spells_alternative_cost"
# "You may cast this spell as though it had flash. If you cast it any time a sorcery
# couldn't have been cast, ... sacrifices it at the beginning of the next cleanup step."
# (a static ability of the card itself; the delayed trigger:
# `tolaria.rules.effects.delayed.flash_cast`)
FLASH_SACRIFICE = "flash_sacrifice"
# "You may cast this spell as though it had flash if you pay {2} more to cast it." (Ghitu
# Fire): a static ability of the card itself, `cost` the increase paid only when the cast
# uses that permission (CR 601.2f, 609.4; `tolaria.rules.keywords.flash.surcharge`)
FLASH_FOR_MORE = "flash_for_more"
# "Any time you could mulligan and this card is in your hand, you may exile all the cards
# from your hand, then draw that many cards." (Serum Powder): a static ability working from
# the hand at each mulligan declaration (CR 103.5b; `tolaria.rules.turn.exile_hand_and_draw`)
MULLIGAN_EXILE_HAND = "mulligan_exile_hand"
# "You may reveal this card from your opening hand. If you do, at the beginning of the first
# upkeep, ...": an action taken with the opening hand that creates a delayed triggered
# ability (CR 103.6b, 603.7g; `tolaria.rules.turn.opening_hand_action`)
REVEAL_FROM_OPENING_HAND = "reveal_from_opening_hand"
# "When this creature dies or is put into exile from the battlefield": the trigger event of
# a permanent put into exile from the battlefield, looking back in time (CR 603.6c, 603.10a;
# `tolaria.rules.triggers.on_leave`)
TO_EXILE = "to_exile"
# "Whenever a <permanent> is returned to your / its owner's hand": the trigger event of a
# permanent put into a hand from the battlefield, looking back in time (CR 603.6c, 603.10a;
# `tolaria.rules.triggers.on_leave`)
TO_HAND = "to_hand"
# "Whenever an opponent shuffles their library": a player shuffling their library, searching
# included (CR 701.20a; `tolaria.rules.triggers.on_shuffled`)
SHUFFLED = "shuffled"
# "Whenever you clash [and win]": each player in a clash, after it (CR 701.23c-d);
# `TriggeredAbility.about` CLASH_WON: only one they won (`tolaria.rules.triggers.on_clash`)
CLASHED = "clashed"
CLASH_WON = "won"
# "Whenever you tap an untapped <permanent>": tapped by a spell or ability its controller
# controls, or a cost they pay; a rule's tapping (regeneration) is its controller's (CR
# 701.26a, 701.15a; `tolaria.rules.triggers.on_tapped`)
YOU_TAP = "you_tap"
# A delayed trigger about one object that lasts until that object leaves the battlefield:
# "When it dies or is exiled, return it ..." (earthbend): it triggers at most once, as the
# object leaves (CR 603.7c); `tolaria.rules.triggers` watches it and then drops it.
WHILE_IT_REMAINS = "while it remains"
# "Whenever this creature attacks a player / an opponent": the attack trigger only when a
# player is attacked, its data naming that player (CR 508.1b, 506.2;
# `tolaria.rules.triggers.on_attack`)
ATTACKS_PLAYER = "attacks_player"
# "Whenever one or more creatures attack you": only the attackers attacking you count (CR
# 506.2, 508.3d; `tolaria.rules.triggers.on_attackers`)
ATTACKS_YOU = "attacks_you"
# "Whenever this creature attacks a player and isn't blocked": no creature blocks it and
# it is attacking a player, its data naming that player (CR 509.5g, 506.2;
# `tolaria.rules.triggers.on_unblocked`)
UNBLOCKED_PLAYER = "unblocked_attacking_player"
# "whenever an opponent draws a card except the first one they draw in each of their draw
# steps" (Orcish Bowmasters): a condition of the draw trigger, checked as the card is drawn
# (CR 121.2, 504.1; `tolaria.rules.triggers.holds`)
DRAW_STEP_FIRST_EXCEPTED = "not_first_draw_in_draw_step"
OFF_TURN = "off_turn"     # a cost change for spells cast but on their caster's turn (CR 601.2f)
# "The first creature spell you cast each turn costs {2} less to cast.": the condition of a
# cost change, `n` the place of the spell among its caster's spells of the filter's card
# types this turn, those cast before it counted (CR 601.2f, 601.2i; `tolaria.rules.costs`)
NTH_SPELL = "nth_spell_this_turn"
# "for each creature that attacked this turn" / "... you attacked with this turn": the
# quantity (ATTACKED_CREATURES, "any" | "you"), the creatures declared as attackers this
# turn, each object once (CR 508.1; `tolaria.rules.quantities`)
ATTACKED_CREATURES = "attacked_creatures"
SELF_COST_CHANGE = "self_cost_change"        # "This spell costs {1} less to cast if ..."
# "Each spell that would cost less than three mana to cast costs three mana to cast."
# (Trinisphere): a static kind, `amount` the least total mana a spell costs, applied after
# every other cost change (CR 601.2f; `tolaria.rules.costs.floored`)
COST_FLOOR = "cost_floor"
# "Equip abilities you activate [that target this creature] cost {3} less to activate."
# (CR 602.2b, 601.2f; `tolaria.rules.costs.keyword_cost_change`)
ABILITY_COST_CHANGE = "ability_cost_change"
# "Activated abilities [of <permanents>] cost {2} more to activate [unless they're mana
# abilities]." (Suppression Field, Heartstone): an ABILITY_COST_CHANGE with no `keyword`,
# `filter` the sources, these `restrictions` (CR 602.2b, 601.2f, 605.1a;
# `tolaria.rules.costs.activation_cost_changed`)
EXCEPT_MANA_ABILITIES = "except_mana_abilities"
AT_LEAST_ONE_MANA = "at_least_one_mana"      # "can't reduce ... to less than one mana"
LOYALTY_ABILITIES = "loyalty_abilities"      # "Loyalty abilities of ..." (CR 606.3)
# "This spell costs {2}{U} more to cast for each target beyond the first." (strive): its
# `cost` is added once for each target chosen beyond the first (CR 601.2c, 601.2f).
PER_TARGET_COST = "per_target_cost"
# "As an additional cost to cast this spell, sacrifice a creature or pay {3}{B}.": the
# second choice, announced "for other additional cost" instead of the first (CR 601.2b).
OTHER_ADDITIONAL = "other additional cost"
X_MANA = "x_mana"                            # "Spend only black mana on X." (CR 107.3)
PHASING = "phasing"                          # the keyword (CR 702.26a, `tolaria.rules.phasing`)
PHASE_OUT = "phase_out"                      # the effect step "<permanent> phases out" (702.26b)
PHASED_OUT = "phased out"   # a phased-out permanent's status, in place of a zone (CR 702.26b)
BARGAIN = "bargain"                          # the optional additional cost (CR 702.166a)
ESCAPE = "escape"                            # the alternative cost (CR 702.138a)
# the conditions "if this spell was bargained" (CR 702.166b), "unless it escaped"
# (CR 702.138b): the cost the spell, or the permanent it became, was cast for
BARGAINED = Condition("cast_for", (("cost", BARGAIN),))
ESCAPED = Condition("cast_for", (("cost", ESCAPE),))
# Gift (CR 702.174a): the optional additional cost of choosing an opponent, announced "for
# gift"; the spell remembers it (`GameObject.cast_for`) and the opponent chosen
# (`GameObject.chosen` under GIFT_RECIPIENT, who gets the gift). GIFT_PROMISED: "if the gift
# was promised" (CR 702.174b).
GIFT = "gift"
GIFT_RECIPIENT = "gift recipient"
GIFT_PROMISED = Condition("cast_for", (("cost", GIFT),))
# "For each player, choose friend or foe." (Battlebond): the effect step, and the players
# "each friend" / "each foe" name after it, kept in `GameObject.chosen` under those words
# (CR 608.2d; `tolaria.rules.effects.friends`)
FRIEND_OR_FOE = "friend_or_foe"
FRIENDS = "friends"
FOES = "foes"

# -- playing for ante (CR 407: `tolaria.rules.ante`) -----------------------------------------

# "Remove this card from your deck before playing if you're not playing for ante." (CR 407.3)
ANTE_ONLY = "ante_only"
ANTE_ONLY_TEXT = ("Remove this card from your deck before playing if you're not playing "
                  "for ante.")

# -- static abilities of players and permanents ------------------------------------------

# "You don't lose the game for having 0 or less life." (Phyrexian Unlife): the card
# overrides the state-based action of CR 704.5a for its controller (CR 101.1; `rules.sba`)
NO_LOSS_FOR_ZERO_LIFE = "no_loss_for_zero_life"
# "You can't win the game and your opponents can't lose the game." (Abyssal Persecutor;
# CR 104.2b, 104.3b-e, 101.2): the mirror of Platinum Angel's "cant_lose" (`rules.sba`)
CANT_WIN = "cant_win"
# "[As long as you have 0 or less life,] all damage is dealt to you as though its source had
# infect." (CR 702.90b, 120.3b): poison counters instead of life loss (`rules.events`)
DAMAGE_AS_INFECT = "damage_as_infect"
# "You can't get poison counters." (Melira, Sylvok Outcast; CR 122.1f, 101.2): no poison
# counter is given to its controller, by damage, toxic, proliferate or an effect
# (`rules.events.can_get_counters`)
CANT_GET_POISON = "cant_get_poison"
# "Players can't get counters." (Solemnity; CR 122.1, 101.2): no player gets a counter of
# any kind (`rules.events.give_counters`)
CANT_GET_COUNTERS = "cant_get_counters"
NO_MAXIMUM_HAND_SIZE = "no_max_hand_size"    # CR 402.2 (`tolaria.rules.keywords.hand_size`)
# "<player>'s maximum hand size is N." / "... is increased / reduced by N." (CR 402.2): its
# `amount` sets / changes the maximum hand size of the players its `affects` names ("you",
# "opponents", `CHOSEN_PLAYER`), in timestamp order with the others (`keywords.hand_size`)
SET_MAXIMUM_HAND_SIZE = "set_max_hand_size"
CHANGE_MAXIMUM_HAND_SIZE = "change_max_hand_size"
# A triggered ability's `zone`: "if <this> is in the command zone or on the battlefield"
# (eminence): it works from both zones (CR 113.6b; `tolaria.rules.triggers`)
COMMAND_OR_BATTLEFIELD = "command or battlefield"
# "You may cast Goblin spells from the top of your library.": spells matching the static
# ability's `filter` (CR 601.3, 401.5; `tolaria.rules.zones.may_cast_from_top`)
CAST_FROM_LIBRARY_TOP = "cast_from_library_top"
# "You may play lands from the top of your library." (Courser of Kruphix; CR 305.1, 305.2,
# 401.5): a static ability of this kind (`tolaria.rules.zones.may_play_land_from_top`)
PLAY_LANDS_FROM_TOP = "play_lands_from_top"
# "You may play lands and cast spells from the top of your library. If you cast a spell this
# way, pay life equal to its mana value rather than pay its mana cost." (Bolas's Citadel;
# CR 601.3, 118.9, 119.4): the casting part, a static ability of this kind; a spell cast by
# it is cast only for that alternative cost (`tolaria.rules.zones.may_cast_from_top_for_life`)
CAST_FROM_TOP_FOR_LIFE = "cast_from_library_top_for_life"
# The turn's record of each card drawn: (DREW_CARD, player, the card's id in the hand)
# (CR 121.2; "cards in your hand drawn this turn", `tolaria.rules.effects.library`)
DREW_CARD = "drew_card"
# "You may look at the top card of your library any time." (CR 401.2 lets an effect allow
# it): a static ability of this kind; its controller sees their own top card
# (`tolaria.rules.zones.top_seen_by`)
LOOK_AT_TOP = "look_at_top_any_time"
# "You may look at face-down creatures you don't control / your opponents control any time."
# (CR 708.5 lets an effect allow it): a static ability of this kind, its `filter` the
# creatures; its controller sees them (`tolaria.view.sees_face`)
LOOK_AT_FACE_DOWN = "look_at_face_down_any_time"
# "Play with the top card of your library revealed." (CR 401.5; `tolaria.rules.zones`)
TOP_OF_LIBRARY_REVEALED = "top_of_library_revealed"
SKIP_DRAW_STEP = "skip_draw_step"            # "Skip your draw step." (CR 614.1b, 614.10;
#                                              `tolaria.rules.turn`)
# "Companion — <condition>" (CR 702.139a): a static ability working outside the game; its
# `restrictions` name the condition on the starting deck, `amount` its number
# (`tolaria.rules.keywords.companion`).
COMPANION = "companion"
# "You may choose not to untap this artifact during your untap step." (CR 502.3)
MAY_NOT_UNTAP = "may_not_untap"
# "Doesn't untap during its controller's next untap step" (CR 502.3, 611.2a): a
# continuous effect granting "doesnt_untap" with one of these durations.
NEXT_UNTAP = "next untap"               # each permanent's controller's next untap step
YOUR_NEXT_UNTAP = "your next untap"     # the effect's controller's next untap step

# -- quantities counted on resolution (CR 608.2h: `tolaria.rules.quantities`) ------------

# ("blocking", "self", BEYOND_FIRST): "for each creature blocking it beyond the first"
# (CR 509.1; `tolaria.rules.quantities.evaluate`).
BEYOND_FIRST = "beyond_first"
ZONE_COUNTS = frozenset({"count", "hand", "cards", "opponents", "players", "domain", "counters",
                         "life", "greatest", "party", "attached", "blocking", "devotion",
                         "life_this_turn", "died_this_turn", "colors_among", "card_types",
                         "this_turn", "total", "spent", "times_kicked", "attached_player",
                         "highest_life", "delved", "experience",
                         "times_mutated",                # CR 702.140d
                         "commander_casts"})             # CR 903.8
# "for each different power among creatures you control" (`tolaria.rules.quantities`)
ZONE_COUNTS = ZONE_COUNTS | {"different", "different_cards"}   # CR 608.2h
# "the total mana value of instant and sorcery cards in your graveyard" (CR 202.3)
ZONE_COUNTS = ZONE_COUNTS | {"total_cards"}
ZONE_COUNTS = ZONE_COUNTS | {"opponents_poison"}                   # CR 122.1f
# "for each creature it devoured": how many creatures the source sacrificed for its devour
# ability as it entered (CR 702.82b; `tolaria.rules.keywords.riot.devoured_count`)
DEVOURED = "devoured"
ZONE_COUNTS = ZONE_COUNTS | {DEVOURED}
# a fact of the turn's record (`GameState.this_turn`) and an `ObjectFilter.this_turn`
# status: the creature attacked (CR 508.1) or blocked (CR 509.1) this turn ("target creature
# if it attacked or blocked this turn"; recorded by `triggers.on_attackers` and
# `combat.declare_blockers`)
ATTACKED_OR_BLOCKED = "attacked_or_blocked"
# The turn's record of a creature declared as an attacker, (ATTACKED_WITH, its id, its
# controller, the player it attacked or None: a planeswalker or battle) (CR 508.1;
# `tolaria.rules.triggers.on_attackers`); an `ObjectFilter.this_turn` status: "creatures
# that attacked this turn"
ATTACKED_WITH = "attacked_with"
# "This creature can't attack a player it has already attacked this turn." (Bloodthirster):
# a restriction (CR 508.1c, 500.8; `tolaria.rules.combat`)
NOT_ATTACKED_PLAYER = "cant_attack_attacked_player"
# "Whenever this creature attacks for the first time each turn": a trigger event, fired
# as it is declared an attacker with no ATTACKED_WITH record of it this turn (CR 508.3a,
# 500.8; `tolaria.rules.triggers.on_attack`)
ATTACKS_FIRST = "attacks_first"
# The turn's record of a creature exerted, (EXERTED, its id) (CR 701.39a;
# `tolaria.rules.exert`): "If this creature hasn't been exerted this turn, you may exert it
# as it attacks." is a TriggeredAbility of event "exert" or "exert_option" with `count` 1
EXERTED = "exerted"
# who: "Each player who can't discards a card." after "each player sacrifices a creature"
# / "each player discards a card": the players who had none to (CR 609.3), recorded by
# that instruction when its `unable` is set (`tolaria.rules.effects.oracle`)
UNABLE = "unable"
# who: "then each opponent who didn't discard a nonland card this way loses 3 life" after
# "each opponent discards a card": the players whose discarded card wasn't such a card, or
# who discarded none (CR 701.8a, 608.2c), recorded by that discard when its `didnt_discard`
# (the filter) is set (`tolaria.rules.effects.oracle`)
DIDNT_DISCARD = "didnt_discard"
# who: "each opponent sacrifices a permanent of their choice unless they pay {3}": the players
# who didn't pay, recorded by that instruction (`each_unless_pays`, CR 118.12, 101.4)
DIDNT_PAY = "didnt_pay"
# who: "Each player may discard their hand and draw seven cards" / "Each player who does
# draws seven cards": the players who chose to, each asked in APNAP order (CR 101.4,
# 608.2d), recorded by `each_may` (`tolaria.rules.effects.conditional`)
CHOSE_TO = "chose_to"
# who: "Each player who controls a multicolored creature draws a card": (CONTROLLING,
# filter), the players controlling such a permanent as the instruction happens (CR 608.2h)
CONTROLLING = "controlling"
# How a player learns (CR 701.45): the way chosen, kept with the resolving spell or ability
# under LEARNED (`learn`); the discard and the draw follow only after RUMMAGE.
LEARNED = "learned"
LESSON = "a Lesson card from outside the game"
RUMMAGE = "discard a card to draw a card"
# a quantity: "for each creature card exiled this way" after an instruction that exiled
# target cards from graveyards: ("exiled_this_way", filter or None), the cards it put into
# exile (CR 608.2c; `tolaria.rules.effects.remembered_count`)
EXILED_COUNT = "exiled_this_way"
# a quantity: "for each nonland card discarded this way" after "discard N cards":
# ("discarded_this_way", filter or None), the cards that discard moved (CR 608.2c, 701.8a;
# `tolaria.rules.effects.remembered_count`)
DISCARDED_COUNT = "discarded_this_way"
# a quantity: "the greatest number of cards a player discarded this way" after "Each player
# discards their hand": ("most_discarded_by_a_player",), the most of the cards that discard
# moved one owner had (CR 608.2c; `tolaria.rules.effects.quantity`)
MOST_DISCARDED = "most_discarded_by_a_player"
# a quantity: "Each player discards all the cards in their hand, then draws that many cards":
# (THEIR_DISCARDED,), for each player the cards that discard moved they own (CR 608.2c,
# 400.3; counted per player by `per_player`, `tolaria.rules.effects.quantities`)
THEIR_DISCARDED = "discarded_by_them"
# a quantity and the `GameObject.chosen` key of a resolving object: "their total power"
# after "Destroy all creatures target opponent controls.": ("destroyed_total_power",), the
# total power of the permanents that instruction destroyed, as they last existed on the
# battlefield (CR 608.2c, 608.2h; `tolaria.rules.effects.destroyed_power`)
DESTROYED_POWER = "destroyed_total_power"
# a quantity: "for each creature destroyed this way" after "Destroy all creatures.":
# ("destroyed_this_way", filter or None), the permanents that instruction destroyed, each as
# it last existed on the battlefield (CR 608.2c, 608.2h; kept under `DESTROYED_POWER`)
DESTROYED_COUNT = "destroyed_this_way"
# a quantity: "for each death vote" after "Starting with you, each player votes for death or
# taxes.": ("votes", "death"), the votes that word got; kept with the resolving object under
# "votes for <word>" (CR 701.32a-b; `tolaria.rules.effects.choices`)
VOTES = "votes"
# "When you discard a nonland card this way, ... that card's mana value ...": the reflexive
# ability about the card discarded, carried as its event's object (CR 603.12;
# `riders.may_discard_when`, `tolaria.rules.triggers.create_reflexive`)
DISCARDED_EVENT = "discarded this way"
# a quantity: "If at least one Zombie card is milled this way" after "mill N cards":
# ("milled_this_way", filter or None), the cards that mill put into the graveyard (CR
# 608.2c, 701.13b; `tolaria.rules.effects.remembered_count`)
MILLED_COUNT = "milled_this_way"
# a quantity and the `GameObject.chosen` key of a resolving object: "that many" after
# "Remove a loyalty counter from each of any number of permanents you control." — the
# counters it removed (CR 608.2c; `tolaria.rules.effects.counters`)
REMOVED_COUNT = "removed_this_way"
# a quantity: "for each card put into your graveyard this way" after revealing the top cards
# and putting the rest into the graveyard: ("buried_this_way", filter or None), the cards
# that arrived there (CR 608.2c, 400.7; `tolaria.rules.effects.remembered_count`)
BURIED_COUNT = "buried_this_way"
# a quantity: "for each card returned to your hand this way" after returning permanents to
# their owners' hands: ("returned_this_way", filter or None), the cards that arrived in the
# hand of the player the ability is for (CR 608.2c, 400.7, 111.7: a token is no card)
RETURNED_COUNT = "returned_this_way"
# a quantity: "for each nonland card revealed this way" after "Each player reveals the top
# card of their library." (parley): ("revealed_this_way", filter or None), the cards that
# reveal showed (CR 608.2c, 701.16a; `tolaria.rules.effects.remembered_count`)
REVEALED_COUNT = "revealed_this_way"
# a quantity and the `GameObject.chosen` key of a resolving object: "for each creature tapped
# this way" after "Tap any number of untapped creatures you control." (CR 608.2c, 701.21a;
# `tolaria.rules.effects.oracle`, "tap_chosen")
TAPPED_COUNT = "tapped_this_way"
# "the exiled card's owner" in a permanent's own leaves-the-battlefield trigger: each owner
# of the cards its ability exiled (CR 607.2a) still in exile; and the quantity "the mana
# value of the exiled card": the total of those cards' mana values (the rulings for
# Skyclave Apparition; CR 202.3)
EXILED_OWNERS = "exiled_owners"
EXILED_MANA_VALUE = "exiled_mana_value"
# a quantity: "for each other attacking creature that shares a creature type with it"
# (Shared Animosity): ("shares_creature_type", filter, whose), counted as it resolves
# (CR 205.3m, 608.2h; `tolaria.rules.effects.quantity`); whose "affected": each permanent a
# static ability affects, counted in the layers (Coat of Arms, `tolaria.rules.quantities`)
SHARES_CREATURE_TYPE = "shares_creature_type"
# a quantity: "enchanted creature gets +1/+1 for each other creature you control" (Bravado):
# ("other_than_affected", filter), the permanents matching it other than the one the static
# ability affects, counted in the layers (CR 611.3a, 613.4c; `tolaria.rules.quantities`)
OTHER_THAN_AFFECTED = "other_than_affected"
# the energy paid by "then you may pay any amount of {E}" as the instruction resolves: what
# "that much" / "for each {E} paid this way" count after it (CR 107.14;
# `tolaria.rules.effects.paying`)
ENERGY_PAID = "energy_paid"
# "Pay any amount of mana." as the instruction resolves: what "that many" counts after it
# (CR 107.1c, 118.3, 608.2g; `tolaria.rules.effects.paying`)
MANA_PAID = "mana_paid"
# "you may pay {1}{W} any number of times. When you pay this cost one or more times, put
# that many valor counters on this creature." (the Adversaries): the quantity "that many",
# the times paid, carried in the reflexive ability's trigger data (CR 603.12, 608.2h;
# `tolaria.rules.effects.paying`)
TIMES_PAID = "times_paid"
# "Whenever one or more nontoken creatures attack ..., create that many ...": the attackers
# the trigger counted, carried in its trigger data (CR 508.1, 603.2; `rules.triggers`)
ATTACKERS_COUNT = "attackers_count"
# "Whenever you get one or more {E}": a trigger event (CR 122.1, 107.14), rules/triggers.py
GET_ENERGY = "get_energy"
# a quantity counted for the owner of a target card: ("of_owner", target index, quantity),
# "If no cards are in that graveyard" after "exile target card from an opponent's graveyard"
# (the card's owner's graveyard, CR 404.1, 608.2h; `tolaria.rules.effects.quantity`)
OF_OWNER = "of_owner"
# a cast trigger's `about`: "Whenever the fourth spell of a turn is cast": its `count` is
# of the spells every player cast this turn, not one player's (CR 601.2i;
# `tolaria.rules.triggers`)
SPELLS_OF_THE_TURN = "spells_of_the_turn"
# "Sacrifice any number of lands. Search your library for up to that many land cards ..."
# (Scapeshift): the quantity "that many", the permanents the instruction sacrificed, kept
# with the resolving spell (CR 608.2c; `tolaria.rules.effects.oracle`)
SACRIFICED_COUNT = "sacrificed_any"
# a quantity: "the result" of the die the same ability rolled ("Roll a six-sided die. You gain
# life equal to the result."), kept with the resolving object (CR 706.2, 706.4;
# `tolaria.rules.effects.dice`)
DIE_RESULT = "die_result"
# trigger event: "Whenever a spell or ability you control counters a spell": the player
# controlling the countering spell or ability (CR 701.5a, 603.2; fired by
# `tolaria.rules.effects` where a spell is countered)
COUNTERS_SPELL = "counters_spell"
# trigger event: "Whenever one or more creatures you control deal combat damage to one or more
# players": once for each combat damage step in which any of them deals combat damage to
# any player (CR 510.2, 603.2c; fired by `tolaria.rules.triggers.on_damage`)
BATCH_COMBAT_DAMAGE_PLAYERS = "batch_combat_damage_players"
# trigger event: "Whenever a source you control deals noncombat damage to an opponent": damage
# not dealt in combat (CR 120.2, 510.2), once for each source and player dealt it; its data
# the player and the amount (fired by `tolaria.rules.triggers.on_damage`)
NONCOMBAT_DAMAGE_PLAYER = "noncombat_damage_player"
# condition: "Whenever you cast a kicked spell" / "if that spell was kicked": the spell the
# cast trigger is about was kicked (CR 702.33d, 603.2; `tolaria.rules.triggers.holds`)
EVENT_KICKED = "event_kicked"
# condition: "When this creature dies, if it had a +1/+1 counter on it" / "if it had no time
# counters on it": the counters (`kind`, or "any") on the permanent as it last existed,
# `about` "self" (the source) or "event" (the object the event was about), between
# `at_least` and `at_most` (CR 603.4, 603.10a; `tolaria.rules.triggers.holds`)
HAD_COUNTERS = "had_counters"
# trigger event: "Whenever you discard one or more [artifact] cards": once for each event in
# which the player discards at least one such card, its data the player and how many
# ("that many") (CR 701.8a, 603.2c; fired by `tolaria.rules.triggers.on_discard`)
DISCARD_BATCH = "discard_batch"
# trigger event: "Whenever you roll one or more dice", once for each instruction that rolls
# (CR 706.1, 603.2; fired by `tolaria.rules.effects.dice`)
DICE_ROLLED = "dice_rolled"
# trigger event: "Whenever you roll a die" / "a 5 or higher" / "a natural 20": once for each
# die, its data the player, the result and the natural result; the condition
# ("die_result", at_least, at_most, natural) picks the results (CR 706.2, 603.2;
# `tolaria.rules.triggers.holds`)
DIE_ROLLED = "die_rolled"
# static ability kind: "If you would roll one or more dice, instead roll that many dice plus
# one and ignore the lowest roll." (Pixie Guide): each one its controller's rolls one more
# die, the lowest ignored (CR 614.1a, 706.6; `tolaria.rules.effects.dice`)
EXTRA_DIE = "extra_die"
# who: "each other player" (Grave Pact): every player in the game but the ability's
# controller, teammates too (CR 102.1; `tolaria.rules.effects.players_of`)
OTHERS = "others"
# who: "each other opponent" in a trigger about a player: the ability controller's
# opponents but that player (CR 102.3, 603.2; `tolaria.rules.effects.players_of`)
OTHER_OPPONENTS = "other opponents"

# -- restrictions and requirements (`tolaria.rules.restrictions`, `tolaria.rules.blocking`)
# A restriction is a string in `Characteristics.restrictions`; the format of each is
# described in `tolaria.rules.restrictions`.

# The spell of a "whenever this creature becomes the target of a spell" trigger's event
# (its `trigger_data` second object), as an IR reference: "that spell's controller" (CR
# 603.2, 608.2h; `tolaria.rules.effects.target_object`).
EVENT_SPELL = "event_spell"
# The object a trigger's event was about (its `trigger_data` first object), as a
# condition's `besides`: "whenever a Mountain you control enters, if you control at least
# five other Mountains" counts the others (CR 603.4, 603.6a; `tolaria.rules.triggers.holds`).
EVENT_OBJECT = "event_object"
# A trigger condition (`on_trigger`): the other creature of a "blocks a creature" / "becomes
# blocked by a creature" event matches the condition's `filter` ("Whenever this creature
# blocks a creature with flying", CR 509.5b, 509.5d; `tolaria.rules.triggers.holds`).
EVENT_OBJECT_MATCHES = "event_object_matches"
# A trigger condition (`on_trigger`) of a "blocks" / "becomes blocked" event: one of the
# creatures the event's creature blocks or is blocked by matches `filter` ("blocks or
# becomes blocked by one or more Orcs", CR 509.3c-d; `tolaria.rules.triggers.holds`).
BLOCK_PARTNER_MATCHES = "block_partner_matches"
# A condition of an attack trigger: the defending player (of the attacking creature the
# trigger is about, CR 506.2) controls at least `at_least` / at most `at_most` permanents
# matching `filter` ("if defending player controls no Walls"; `tolaria.rules.triggers.holds`).
DEFENDING_CONTROLS = "defending_controls"
# "if it doesn't have the same name as another creature you control or a creature card in
# your graveyard" (Guardian Project): about the trigger event's object (CR 201.2, 603.4;
# `tolaria.rules.conditions.name_unshared`).
NAME_UNSHARED = "name_unshared"
CANT_ACTIVATE = "cant_activate"                    # CR 602.5, 605.3a
# "<object> can't be the target of spells or abilities your opponents control this turn"
# (CR 115.1, 611.2a): this prefix, then the player whose opponents can't, ":you" in the IR,
# bound to the resolving spell's controller (`tolaria.rules.effects.bound_parts`); checked by
# `tolaria.rules.targets.may_target`. Not hexproof (a keyword, CR 702.11).
UNTARGETABLE_BY_OPPONENTS = "untargetable_by_opponents_of:"
# A restriction of a permanent's own static ability: "This creature can't be the target of
# black spells or abilities from black sources / of blue or black spells / of nongreen
# spells ... / of spells your opponents control" (CR 115.1, 608.2b): this prefix, then
# "<spells|spells_abilities>:<colours, '|' between, 'non' before if not of them>:<any|oppN>"
# ("oppN": of player N's opponents, N the source's controller); `rules.targets.may_target`.
UNTARGETABLE_BY = "untargetable_by:"
# The end of an UNTARGETABLE_BY restriction about "your opponents": the layers add the
# source's controller ("...:opp0"), whose opponents are meant (CR 115.1).
OPPONENTS_OF = ":opp"
# Restrictions (CR 508.1c): "<this creature> can't attack unless / if defending player
# controls a <permanent>": this prefix, then a `blocker_filter` test naming those
# permanents; `tolaria.rules.restrictions.why_cant_attack`.
ATTACK_UNLESS_DEFENDER = "attack_unless_defender:"
ATTACK_IF_DEFENDER = "attack_if_defender:"
# "<this creature> can't attack unless defending player is poisoned / is the monarch / has
# N or more cards in their graveyard" (CR 508.1c): this prefix, then "poisoned", "monarch"
# or "graveyard>=N"; `tolaria.rules.restrictions.why_cant_attack`.
ATTACK_UNLESS_DEFENDER_IS = "attack_unless_defender_is:"
CANT_ACTIVATE_NONMANA = "cant_activate_nonmana"    # CR 602.5
# "You have hexproof." / "You have shroud." (CR 702.11c, 702.18c): static abilities of
# these kinds, `affects` "you"
# A "this turn" fact (`GameState.this_turn`): (CANT_CAST, player, filter or None) - that
# player can't cast spells (matching the filter) this turn (`tolaria.rules.restrictions`).
CANT_CAST = "cant_cast"
# In a card's `GameObject.chosen`: exiled face down by an effect (Necropotence), so no
# player may look at it (CR 406.3a; `tolaria.view`).
EXILED_FACE_DOWN = "exiled face down"
# In a card's `GameObject.chosen`: exiled face down by hideaway; the player who controls the
# permanent that exiled it may look at it (CR 702.75a; `tolaria.rules.keywords.hideaway`).
HIDDEN_AWAY = "hidden away"
PLAYER_HEXPROOF = "player_hexproof"
PLAYER_SHROUD = "player_shroud"
# "You may have this creature assign its combat damage as though it weren't blocked."
AS_THOUGH_UNBLOCKED = "assign_as_though_unblocked"          # CR 510.1c-d
# "Creature spells [you control] can't be countered." (CR 101.2)
SPELLS_UNCOUNTERABLE = "spells_uncounterable"
# "Spells with the chosen name can't be cast." / "Your opponents can't cast <spells>."
# (CR 101.2, 601.3): a static ability of this kind; `filter` says which spells, `affects`
# "opponents" only its controller's opponents' (`tolaria.rules.restrictions`)
SPELLS_FORBIDDEN = "spells_cant_be_cast"
# with kind SPELLS_FORBIDDEN, its `per`: only spells whose mana value (X as announced, CR
# 202.3e) is greater than the number of lands their caster controls ("Each opponent can't
# cast noncreature spells with mana value greater than the number of lands that player
# controls", Lavinia; `tolaria.rules.restrictions`)
CASTER_LANDS = "caster_lands"
# "Your opponents and permanents your opponents control with hexproof can be the targets of
# spells and abilities you control as though they didn't have hexproof." (CR 702.11e): a
# static ability of this kind, affects "opponents" (`tolaria.rules.restrictions`)
DESPITE_HEXPROOF = "targets_despite_hexproof"
# "Spells and abilities your opponents control can't cause their controller to search their
# library." (CR 701.19, 101.2): a static ability of this kind, affects "opponents"
# (`tolaria.rules.restrictions.why_cant_search`)
NO_SELF_SEARCH = "cant_cause_own_search"
# "Each opponent / Each player can't draw more than one card each turn." (CR 101.2, 121.1):
# a static ability of this kind, affects "opponents" or "all", `amount` 1
# (`tolaria.rules.restrictions.cant_draw`)
DRAW_LIMIT = "draw_limit"
# "Each player / Each opponent / You can't cast more than one [noncreature] spell each
# turn." (CR 101.2): a static ability of this kind, affects "all", "opponents" or "you",
# `amount` spells a turn of those `filter` (None: any) describes
# (`tolaria.rules.restrictions.why_player_cant_cast`)
CAST_LIMIT = "cast_limit"
# a static kind: "Each opponent can't venture into the dungeon more than once each turn."
# (CR 101.2, 701.46; `tolaria.rules.dungeon.venture`)
VENTURE_LIMIT = "venture_limit"
# "Creatures can't attack you [or planeswalkers you control] unless their controller pays
# {N} for each creature they control that's attacking you / for each of those creatures."
# (Propaganda; CR 508.1d, 508.1g-j): a static ability of this kind, `amount` N generic mana
# for each creature attacking its controller (affects "you") or also a planeswalker its
# controller controls (affects "you_and_walkers") (`tolaria.rules.attack_tax`)
ATTACK_TAX = "attack_tax"
# "After this phase, there is an additional combat phase [followed by an additional main
# phase]" (CR 500.8, 505.1a): the effect step (`tolaria.rules.effects.library`), its
# `phases` the PHASE_OF names added in order, `main` whether "this main phase" said so;
# COMBAT_PHASE is the turn's record of a combat phase begun, (COMBAT_PHASE, active player)
# (`tolaria.rules.turn`); PHASE_IS the condition "it's your main phase" / "it's the first
# combat phase of the turn" (`tolaria.rules.conditions`: `phase`, `whose`, `first`)
ADDITIONAL_PHASES = "additional_phases"
COMBAT_PHASE = "combat_phase"
PHASE_IS = "phase_is"
# "End the turn." (Time Stop; CR 721.1): the effect step (`tolaria.rules.ending`)
END_TURN = "end_turn"
# "When you cast this spell, copy it for each time you've cast your commander from the
# command zone this game." (Echo Storm; CR 707.10, 903.8): the trigger's effect step, its
# `count` a quantity counted as it resolves (CR 608.2h), `new_targets` whether the copies
# may have new ones (CR 707.10c) (`tolaria.rules.keywords.storm`); COMMANDER_CASTS is that
# quantity (`tolaria.rules.commander.casts`)
COPY_FOR_EACH = "copy_for_each"
COMMANDER_CASTS = "commander_casts"
# "for each poison counter your opponents have": the total of every opponent's (CR 122.1f;
# `tolaria.rules.quantities`)
OPPONENTS_POISON = "opponents_poison"
# "If you cast this spell during your main phase" (addendum; CR 505.1, 601.2): the fact
# (CAST_IN_MAIN, player, spell id) of the turn's record, and the condition of that name
# (`tolaria.rules.conditions`); a copy isn't cast, so it never has it (CR 707.10)
CAST_IN_MAIN = "cast_in_main"
# "If this spell is the first spell you've cast this game, you may cast it without paying
# its mana cost." (Once Upon a Time; CR 118.9, 601.2b): the condition that its caster has
# cast no spell this game before it (`Player.spells_cast`, counted as each spell becomes
# cast, CR 601.2i; `tolaria.rules.conditions`)
FIRST_SPELL_THIS_GAME = "first_spell_this_game"
# "All cards that aren't on the battlefield, spells, and permanents are the chosen color in
# addition to their other colors." (Painter's Servant; CR 105.3, 611.3a, 613.1e): what a
# continuous static ability of this `affects` changes: every card in every zone, spell and
# permanent (`tolaria.rules.layers`: permanents and spells with the world, the other cards
# as their characteristics are asked)
EVERY_OBJECT = "every_object"
# `StaticAbility.affects`: "As long as <this> isn't on the battlefield, it's a 1/1 Insect
# creature in addition to its other types." (Grist, the Hunger Tide): the object itself,
# only while it isn't on the battlefield, in every other zone (CR 611.3a, 113.6;
# `tolaria.rules.layers`)
SELF_OFF_BATTLEFIELD = "self_off_battlefield"
# "Target player mills two cards. If two cards that share a color were milled this way,
# repeat this process." (Grindstone; CR 701.13b, 105.2, 608.2c): the effect step that does
# its `effect` (a mill remembering what it milled) again while two of the cards it milled
# share a color (`tolaria.rules.effects.conditional`)
REPEAT_WHILE_SHARED_COLOR = "repeat_while_shared_color"
# "Create a 1/1 ... Insect creature token, then mill a card. If an Insect card was milled
# this way, put a loyalty counter on Grist and repeat this process." (Grist, the Hunger
# Tide; CR 701.13b, 608.2c): the effect step that does its `effects` (the last a mill
# remembering what it milled), then, while a card milled this way matches `filter`, its
# `then` and the whole again (`tolaria.rules.effects.conditional`)
REPEAT_WHILE_MILLED = "repeat_while_milled"
# "choose a counter on target permanent. Put an additional counter of that kind on that
# permanent." (Ichormoon Gauntlet; CR 122.1, 608.2d): the effect step, its controller
# choosing among the kinds of counters the `target` has (`tolaria.rules.effects.counters`)
ANOTHER_OF_CHOSEN_KIND = "another_of_chosen_kind"
# "You gain protection from everything until your next turn." (The One Ring; CR 702.16b-e):
# a resolved effect's part of layer PLAYER_RULES naming its `player`
# (`tolaria.rules.restrictions.protected_player`)
PLAYER_PROTECTION = "player_protection"
# "Creatures entering don't cause abilities to trigger." (Torpor Orb), "Permanents entering
# don't cause abilities of permanents your opponents control to trigger." (Elesh Norn,
# Mother of Machines; CR 603.2, 603.6a): a static ability of this kind, `filter` the
# permanents entering, affects "all" or "opponents" (whose abilities don't trigger)
# (`tolaria.rules.triggers.on_enter`)
ENTERING_UNTRIGGERING = "entering_untriggering"
# "If an artifact or creature entering causes a triggered ability of a permanent you control
# to trigger, that ability triggers an additional time." (Panharmonicon; CR 603.2d): a static
# ability of this kind, `filter` the permanents entering; each such ability of its
# controller's permanents triggers once more (`tolaria.rules.triggers.on_enter`)
ENTERING_TRIGGERS_AGAIN = "entering_triggers_again"
# "Untap all permanents you control during each other player's untap step." (Seedborn
# Muse), "Untap this creature during ..." (CR 502.3): a static ability of this kind,
# affects "self" or "yours" (those of its controller's permanents `filter` describes)
# (`tolaria.rules.turn`)
UNTAP_IN_OTHERS_STEP = "untap_in_others_step"
# "Each opponent can cast spells only any time they could cast a sorcery." (CR 101.2,
# 307.1): a static ability of this kind, affects "opponents" (`tolaria.rules.restrictions`)
SORCERY_TIMING_ONLY = "cast_only_as_sorcery"
# the layer of a resolved effect's part that changes a rule for a player rather than an
# object's characteristics (CR 101.2, 611.2: "can't cast spells named X until your next
# turn"); no layer applies it, and it lasts with no object affected
PLAYER_RULES = "rules"
# "This creature can attack as though it didn't have defender." (CR 702.3b)
DESPITE_DEFENDER = "attacks_despite_defender"
# "Each creature you control assigns combat damage equal to its toughness rather than its
# power." (CR 510.1a)
BY_TOUGHNESS = "assigns_damage_by_toughness"
# A layer part of an effect locked to a planeswalker: "During target opponent's next turn,
# creatures that player controls attack <it> if able" (CR 508.1d, 611.2c: it changes no
# characteristics; `tolaria.rules.combat` reads it while its duration runs)
ATTACK_REQUIREMENT = "attack_requirement"
# The duration of such an effect until that player's turn begins; it then lasts until
# end of turn (`tolaria.rules.turn`, CR 611.2a)
THEIR_NEXT_TURN = "their next turn"
# "This creature assigns no combat damage this turn." (CR 510.1a: it assigns none at all)
NO_COMBAT_DAMAGE = "assigns_no_combat_damage"
# "This creature can't attack alone." / "can't block alone." (CR 506.5, 508.1c, 509.1b)
ALONE_ATTACK = "cant_attack_alone"
# "This creature can only attack alone." (CR 506.5, 508.1c: no other creature may be
# declared as an attacker with it; `tolaria.rules.combat.why_bad_attack`)
ONLY_ALONE = "attacks_only_alone"
# The second option of a "cast" decision whose instruction says "cast" and not "may cast"
# ("Search your library for ... and cast that card without paying its mana cost."): the
# card must be cast if it can be (CR 608.2g; `tolaria.rules.decisions`)
MUST_CAST = "must"
ALONE_BLOCK = "cant_block_alone"
# blocking requirements (CR 509.1c): "blocks each combat if able", "must be blocked if
# able", "All creatures able to block this creature do so."
MUST_BLOCK = "must_block"
MUST_BE_BLOCKED = "must_be_blocked"
LURE = "must_be_blocked_by_all"
# "All Walls able to block this creature do so." (Marble Priest): LURE_BY + a blocker test
# (`blocker_filter`): each creature passing it that is able to block it blocks it (CR 509.1c)
LURE_BY = "lure_by:"


def granted(restriction: str) -> tuple[Effect, ...]:
    """The layer-6 part granting a restriction or requirement, for a continuous effect
    (CR 611.2a, 613.1f)."""
    restrict = StaticAbility(kind="restrict", affects="self",
                             restrictions=frozenset({restriction}))
    return (layer_effect("6", "add_abilities", abilities=(restrict,)),)


def cant_be_blocked_by(test: str) -> str:
    """The restriction "creatures passing `test` can't block it" (CR 509.1b)."""
    return f"cant_be_blocked_by:{test}"


@lru_cache(maxsize=256)
def blocker_filter(test: str) -> ObjectFilter:
    """The creatures a "cant_be_blocked_by" test names: "power>=N", "power<=N",
    "keyword=K", "color=C", "subtype=S", "not_subtype=S", "type=T" (several values:
    "keyword=a|b", any of them); tests joined by "&" all apply ("color=W&power>=2"). The
    permanents an "attack_unless_defender" / "attack_if_defender" test names may also be of
    a "card_type=T" (any of them, CR 205.2a), "supertype=S" and "untapped" (CR 110.5).
    Tests joined by "/": a creature passing either ("artifact creatures and/or white
    creatures")."""
    if "/" in test:
        return ObjectFilter(any_of=tuple(blocker_filter(one) for one in test.split("/")))
    fields: dict[str, Any] = {}
    for one in test.split("&"):
        if one.startswith("power"):
            fields["compare"] = (("power", one[5:7], int(one[7:])),)
            continue
        if one == "untapped":                 # a status, not a characteristic (CR 110.5)
            fields["tapped"] = False
            continue
        what, _, value = one.partition("=")
        field = {"keyword": "keywords", "color": "colors", "subtype": "subtypes",
                 "not_subtype": "not_subtypes", "type": "all_types", "card_type": "types",
                 "supertype": "supertypes"}[what]
        fields[field] = frozenset(value.split("|"))
    return ObjectFilter(**fields)

# Trigger event: this creature dealt combat damage to a player or a planeswalker: once for
# the damage it deals at once to any of them (CR 510.2, 603.2c); `rules.triggers.on_damage`.
COMBAT_DAMAGE_PLAYER_OR_PLANESWALKER = "combat_damage_player_or_planeswalker"

# Trigger event: this creature (the enchanted or equipped one) dealt combat damage to an
# opponent of the ability's controller: once per player it damages (CR 510.2, 603.2); "that
# player" is them; `rules.triggers.on_damage`.
COMBAT_DAMAGE_OPPONENT = "combat_damage_opponent"
# Trigger event: a creature (described) dealt combat damage to the ability's controller
# ("Whenever a creature deals combat damage to you"): once per creature (CR 510.2, 603.2);
# "that creature" is it; `rules.triggers.on_damage`.
COMBAT_DAMAGE_YOU = "combat_damage_you"
# Trigger event: this creature (the equipped one) dealt combat damage to a player or a
# battle (CR 510.2, 603.2, 310.6); `rules.triggers.on_damage`.
COMBAT_DAMAGE_PLAYER_OR_BATTLE = "combat_damage_player_or_battle"
# Trigger event: "Whenever you attack a player": once for each player one or more of your
# creatures were declared attacking (not a planeswalker or battle; CR 508.3e); "that player"
# is them; `rules.triggers.on_attackers`.
YOU_ATTACK_PLAYER = "you_attack_player"

# Static ability kind: its permanent's loyalty abilities may be activated any time its
# controller could cast an instant, on any player's turn, not only as CR 606.3 allows (the
# once-each-turn limit stays); `rules.priority.why_cant_activate`.
LOYALTY_AS_INSTANT = "loyalty_as_instant"

# Static ability kind: "You may activate the loyalty abilities of planeswalkers you control
# twice each turn rather than only once." (Oath of Teferi): CR 606.3's limit is two for each
# of them; more such abilities don't add (`rules.effects.loyalty.why_not`).
LOYALTY_TWICE = "loyalty_twice"

# `ActivatedAbility.mana_could` kind: "Add one mana of any of the exiled card's colors"
# (Chrome Mox): the colours of the cards linked to the permanent in exile (CR 607.2a);
# `rules.mana_abilities.could_produce`.
EXILED_CARD_COLORS = "exiled card colors"

# `ActivatedAbility.mana_could` kind: "Choose a color. Add an amount of mana of that color
# equal to your devotion to that color." (Nykthos): for each colour, that colour as many
# times as its controller's devotion to it (CR 700.5), counted as it is activated
# (CR 605.3a); `rules.mana_abilities.could_produce`.
DEVOTION_TO_CHOSEN_COLOR = "devotion to the chosen color"
# a mana ability's `mana_could` kind: "one mana of any color among <permanents> you control"
# (CR 105.2; `tolaria.rules.mana_abilities.could_produce`)
ANY_COLOR_AMONG = "any color among"

# A continuous effect's rules part (CR 611.2c): "Until end of turn, you may play lands and
# cast spells from your graveyard." (Yawgmoth's Will) for the player it names (CR 305.1,
# 601.2a); `rules.keywords.graveyard_cast.turn_permission`.
GRAVEYARD_PLAY = "graveyard_play"
# A static ability's kind: "You may cast <spells> from your graveyard." (an emblem's): its
# controller may cast such cards from their graveyard, with no limit (CR 601.2a, 601.3);
# with `keyword` THEN_EXILED, "If a spell cast this way would be put into your graveyard,
# exile it instead." (CR 614.1a); `rules.keywords.graveyard_cast.may_cast`.
GRAVEYARD_SPELLS = "cast_spells_from_own_graveyard"
THEN_EXILED = "then_exiled"
# A static ability's kind: "Instant and sorcery spells you cast have storm." (an emblem's):
# the spells of its `filter` its controller casts have the keyword `keyword` as they are
# cast (CR 702.40a); `rules.keywords.storm.on_cast`.
SPELLS_HAVE = "spells_you_cast_have"
# A continuous effect's rules part: "Until end of turn, you may cast spells from your hand
# without paying their mana costs." (Chandra, Flame's Catalyst) for the player it names: an
# alternative cost (CR 118.9, 611.2a); `rules.costs.alternative_costs`.
HAND_FREE_CAST = "hand_free_cast"
# The keyword, and the `GameObject.chosen` key of a spell with it: how many Phyrexian mana
# symbols its caster paid with life (CR 702.150a, 107.4f; `rules.priority` notes it,
# `rules.replacement` enters the planeswalker with two fewer loyalty counters for each).
COMPLEATED = "compleated"

# A static ability's kind: "Players can't search libraries." (CR 701.19, 101.2); its `cost`,
# if any, is what a player pays to ignore the effect until end of turn, a special action
# (CR 116.2d; `tolaria.rules.ignoring`).
CANT_SEARCH = "cant_search_libraries"

# A static ability's kind: "If <this> would be put into a graveyard from anywhere, exile it
# instead." (CR 614.1a), read only on the back face of a transforming double-faced card
# (disturb, CR 702.146), which exists only on the stack and the battlefield
# (`tolaria.rules.replacement`).
EXILED_NOT_BURIED = "exile_instead_of_graveyard"
# A static ability's kind: "If Darksteel Colossus would be put into a graveyard from
# anywhere, reveal Darksteel Colossus and shuffle it into its owner's library instead."
# (CR 614.1a, 113.6b: it works in every zone it can be put into a graveyard from)
SHUFFLED_NOT_BURIED = "shuffle_instead_of_graveyard"
# A static ability's kind: "If a spell or ability an opponent controls causes you to discard
# this card, put it onto the battlefield [with `amount` +1/+1 counters on it] instead of
# putting it into your graveyard." (CR 614.1a, 113.6: it works from the hand; 701.8c)
DISCARDED_ONTO_BATTLEFIELD = "discarded_onto_battlefield"
# A static ability's kind: "If you would lose unspent mana, that mana becomes colorless
# instead." (Horizon Stone): its controller's mana that would empty from their pool stays
# there, colorless (CR 614.1a, 500.4, 106.4; `tolaria.rules.turn`)
UNSPENT_MANA_COLORLESS = "unspent_mana_colorless"
# An `EventScope.players`: damage dealt to the player an Aura with enchant player is attached
# to (CR 303.4b; Curse of Bloodletting, `tolaria.rules.effects.replacements`)
ENCHANTED_PLAYER = "enchanted_player"

# A static ability's kind: "Cards in graveyards can't be the targets of spells or
# abilities." (CR 115.1, 101.2; `tolaria.rules.restrictions.graveyard_cards_untargetable`).
# `ObjectFilter.zone` of "target artifact card in a graveyard or artifact on the
# battlefield": a card in a graveyard or a permanent (CR 115.1; `tolaria.rules.targets`)
GRAVEYARD_OR_BATTLEFIELD = "graveyard or battlefield"
GRAVEYARD_UNTARGETABLE = "graveyard_cards_untargetable"

# The kind of StaticAbility that is an enchant ability an effect gave an object ("It's an
# Aura enchantment with enchant Forest you control", CR 702.5a, 613.1f), its `filter` what
# it may enchant; a card's printed one is `CardDef.enchant`.
ENCHANT = "enchant"

# "You may put a creature card and/or a land card from among them into your hand": the
# `take` of a "reveal_top" effect whose filter is a pair, at most one card for each.
ONE_OF_EACH = "one_of_each"

# A static ability's kind: "You may activate abilities of [other] creatures you control as
# though those creatures had haste." (CR 609.4, 702.10c; `tolaria.rules.costs`).
HASTE_ACTIVATION = "activate_as_though_haste"

# A static ability's kind: "Spells your opponents cast that target this creature / a
# creature you control cost {2} more to cast." (CR 601.2f; `tolaria.rules.costs`).
TARGET_TAX = "target_tax"
# A TARGET_TAX ability's `affects`: "Spells you cast cost {1} less to cast for each target."
# (Hinata, Dawn-Crowned): `amount` for each target the spell has (each instance of "target"
# chosen, CR 115.3, 601.2c, 601.2f)
EACH_TARGET = "each_target"

# Case cards (CR 719, `tolaria.rules.keywords.solved`): the designation solved, a
# `GameObject.chosen` key and the condition "this Case is solved" (CR 719.3b-c); SOLVE the
# effect step of a "To solve" trigger, "it becomes solved" (CR 719.3).
SOLVED = "solved"
SOLVE = "solve"
# Designations a permanent keeps while it stays on the battlefield, each held in
# `GameObject.chosen` as (name, ""): monstrous (CR 701.31b), renowned (CR 702.112b),
# solved (CR 719.3b), suspected (CR 701.58b); public (`tolaria.view`), set up and checked
# by scenarios.
SUSPECTED = "suspected"
# `GameObject.face_down` of a manifested permanent, and the cost announced to turn it face up
# for its mana cost (CR 701.34a-b; tolaria.rules.keywords.manifest)
MANIFESTED = "manifest"
# "for each card manifested this way": the cards a manifest from hands put onto the
# battlefield (CR 608.2c, 701.34a)
MANIFESTED_COUNT = "manifested_this_way"
DESIGNATIONS = ("monstrous", "renowned", SOLVED, SUSPECTED)

# "Bands with other <quality>" (CR 702.22c): a keyword written as these words and its
# quality, one of `BAND_QUALITIES` ("legendary creatures": those with the supertype) or
# "creatures named <NAME>" (`BANDS_NAMED`); granted in quotation marks (`oracle.granted`),
# played by `tolaria.rules.keywords.banding`.
BANDS_WITH_OTHER = "bands with other "
BAND_QUALITIES = {"legendary creatures": "Legendary"}
BANDS_NAMED = "creatures named "
# "Choose one that hasn't been chosen —" / "... this turn —" (`TriggeredAbility.unchosen`,
# `ActivatedAbility.unchosen`): the modes already chosen for that ability of that object
# (CR 400.7) ever / this turn can't be chosen (CR 700.2a-b; `tolaria.rules.modes`).
MODES_UNCHOSEN = ("ever", "turn")

# `ObjectFilter.combat`, relations to the ability's source (CR 506.4, 509.1a): "target
# creature blocking this creature", "creature it's blocking", "blocking or blocked by it";
# `tolaria.rules.layers.matches` tests them against the source
BLOCKING_SOURCE = "blocking this"
BLOCKED_BY_SOURCE = "blocked by this"
BLOCKING_OR_BLOCKED_BY_SOURCE = "blocking or blocked by this"
SOURCE_COMBAT = frozenset({BLOCKING_SOURCE, BLOCKED_BY_SOURCE, BLOCKING_OR_BLOCKED_BY_SOURCE})
# `ObjectFilter.combat` "that's attacking you": attacking the player the filter is seen from
# (its controller), not a planeswalker or battle (CR 506.2, 508.1b;
# `tolaria.rules.layers.matches`)
ATTACKING_YOU = "attacking you"
# `ObjectFilter.combat` "nonattacking, nonblocking": neither attacking nor blocking (CR
# 506.4); "nonattacking" / "nonblocking" alone: `ObjectFilter.status_match`
NOT_IN_COMBAT = "nonattacking nonblocking"
# The `GameObject.paid` kind of "Tap an untapped creature you control" (its id) and the
# object an effect reads back as "the creature tapped this way" (CR 608.2h;
# `tolaria.rules.effects.referenced`)
TAPPED_FOR_COST = "tapped for cost"

# Rooms (`tolaria.rules.rooms`): the events of a door unlocking, "When you unlock this door"
# (+ the door's name) and "whenever you fully unlock a Room".
DOOR_UNLOCKED = "unlocked "
FULLY_UNLOCKED = "fully unlocked"

# `ObjectFilter.this_turn`: "that dealt damage to you this turn", read from the turn's
# DEALT_TO_PLAYER facts (CR 120.3)
DEALT_YOU = "dealt damage to you"

# "If a triggered ability of a Shaman or another Wizard you control triggers, that ability
# triggers an additional time." (Harmonic Prodigy; CR 603.2d): a static ability of this kind,
# `filter` the permanents whose abilities do (`tolaria.rules.triggers`)
SOURCE_TRIGGERS_AGAIN = "source_triggers_again"
# "If a creature dying causes a triggered ability of a permanent you control to trigger, that
# ability triggers an additional time." (Teysa Karlov; CR 603.2d, 603.10a): a static ability
# of this kind, `filter` the permanents dying (`tolaria.rules.triggers.on_leave`)
DYING_TRIGGERS_AGAIN = "dying_triggers_again"

# "You may cast this spell as though it had flash if <condition>." / "If <condition>, you may
# cast this spell as though it had flash." / "As long as <condition>, ...": a static ability
# of the card itself, its `condition` checked as its controller would begin to cast it (CR
# 601.3, 609.4; `tolaria.rules.keywords.flash.conditional`)
FLASH_IF = "flash_if"

# "if a player has more life than each other player, the player with the most life gains
# control of this creature" (Ghazbán Ogre): the condition op, and the player reference
# (MOST, what, filter), of the one player with more life / cards in hand ("hand") /
# <permanents> ("control") than each other player; a tie for the most is no such player
# (CR 603.4; `tolaria.rules.conditions.leader`)
MOST = "most"
# The fact of this turn (`GameState.this_turn`) that a player discarded a card: "if you
# discarded a card this turn" (CR 701.8a, 603.4; `tolaria.rules.triggers.on_discard`)
DISCARDED = "discarded"
# "Each player gains control of all creatures they own." (Trostani Discordant): the effect
# op (CR 613.1b; `tolaria.rules.effects.durations`)
OWNERS_GAIN_CONTROL = "owners_gain_control"
# The fact of this turn that a source dealt damage to a player, (DEALT_TO_PLAYER, source id,
# player): "if this creature dealt damage to an opponent this turn" (CR 120.3, 603.4;
# `tolaria.rules.conditions`)
DEALT_TO_PLAYER = "dealt_to_player"
# "that player untaps a land they control" (Hokori, Dust Drinker): the effect op; that player
# chooses one as it resolves (CR 701.21b; `tolaria.rules.effects.paying`)
PLAYER_UNTAPS = "player_untaps"
# "if you have a full party" (Squad Commander): the condition op; one each of Cleric, Rogue,
# Warrior and Wizard among the creatures you control (CR 700.8; `tolaria.rules.conditions`)
FULL_PARTY = "full_party"
# The fact of this turn that a player created one or more tokens, (CREATED_TOKEN, player):
# "if you created a token this turn" (CR 111.2, 603.4; `tolaria.rules.events`)
CREATED_TOKEN = "created_token"

# "Whenever a source deals damage to this creature": once for each source dealing it damage;
# the event names that source and the amount (CR 120.2, 603.2c; `tolaria.rules.triggers`)
DAMAGE_TO_SELF = "damage_to_self"
# "if it's [not] their turn" (`Condition`, param `negative`): whether the turn is the
# player's a trigger's event names, the caster of a spell cast (CR 500, 603.4;
# `tolaria.rules.triggers.holds`)
EVENT_PLAYERS_TURN = "event_players_turn"
# "Whenever you put one or more +1/+1 counters on <a creature>" (`TriggeredAbility.about` = the
# kind): the player putting them is the controller of the resolving spell or ability, else
# the permanent's controller (CR 122.6; `tolaria.rules.triggers.on_counters`)
YOU_PUT_COUNTERS = "you_put_counters"
# "the number of cards in all graveyards with the same name as that spell" (the Shrines of
# Invasion): a quantity about the spell a cast trigger is about, counted as the ability
# resolves (CR 201.2, 608.2h; `tolaria.rules.effects.quantity`)
SAME_NAME_IN_GRAVEYARDS = "same_name_in_graveyards"
# `TriggeredAbility.about` of "Whenever you cast a spell that targets only <a single
# creature you control>": every target of the spell is that one object (CR 115.1, 601.2c;
# `tolaria.rules.triggers`)
TARGETS_ONLY = "targets only"
# "Whenever a +1/+1 counter is put on this creature": once for each counter (CR 122.6);
# `TriggeredAbility.count` EACH_COUNTER on a `YOU_PUT_COUNTERS` trigger: "Whenever you put
# a +1/+1 counter on a creature", the same (`tolaria.rules.triggers.on_counters`)
PLUS_COUNTER_EACH = "plus_counter_each"
EACH_COUNTER = 1
# `TriggeredAbility.about` of a `YOU_PUT_COUNTERS` trigger on "a counter": each counter of
# any kind (CR 122.6; `tolaria.rules.triggers.on_counters`)
ANY_COUNTER = "counter"
# `TriggeredAbility.count` of a batch "Whenever one or more <permanents> enter, ... that
# many": the event's data carries how many entered (CR 603.2c; `tolaria.rules.triggers`)
BATCH_COUNTED = 1
# "the number of colors that spell is" / "for each of that spell's colors": how many colors
# the object a trigger's event names has (CR 105.2; `tolaria.rules.effects.quantity`)
SPELL_COLORS = "spell_colors"
# "Whenever a creature dealt damage by equipped creature this turn dies": the
# `TriggeredAbility.about` naming the damage's source as the creature the Equipment is
# attached to (CR 301.5, 603.10a; `tolaria.rules.triggers`)
DAMAGED_BY_EQUIPPED = "damaged_by_equipped"
# condition: "Whenever you cast a creature spell that has an Adventure": the spell the cast
# trigger is about is an adventurer card (CR 715.2a; `tolaria.rules.triggers.holds`)
EVENT_HAS_ADVENTURE = "event_has_adventure"
# "Reveal the top card of your library. You gain life equal to that card's mana value."
# (Sifter Wurm): (TOP_CARD, "mana_value" | "power" | "toughness") of the card on top of the
# controller's library as the instruction happens; 0 with none there (CR 401.5, 608.2h;
# `tolaria.rules.effects.quantity`)
TOP_CARD = "top_card"
# A "this turn" fact (`GameState.this_turn`): (CANT_PLAY_LANDS, player) - that player can't
# play lands this turn ("Target player can't play lands this turn.", Solfatara; CR 101.2,
# 305.1; `tolaria.rules.priority.why_cant_play_land`)
CANT_PLAY_LANDS = "cant_play_lands"
# "Target player reveals a card at random from their hand. ... that card's mana value"
# (Ignite Memories): (REVEALED_CARD, "mana_value" | "power" | "toughness") of the card that
# instruction revealed, where it is now (CR 608.2c; `tolaria.rules.effects.quantity`)
REVEALED_CARD = "revealed_card"
# "When you discard this card" / "When a spell or ability an opponent controls causes you to
# discard this card": the card's own trigger, from wherever the discard put it (CR 701.8a,
# 603.2); `TriggeredAbility.whose` "opponent" when only an opponent's spell or ability's
# instruction counts, "that player" being that opponent (`tolaria.rules.triggers.on_discard`)
DISCARDED_SELF = "discarded_self"
# "Whenever enchanted player is attacked": the `TriggeredAbility.about` of a "you_attack"
# event counting only the creatures declared attacking the player the Aura is attached to
# (CR 508.3b, 303.4b; `tolaria.rules.triggers`)
ATTACKS_ENCHANTED = "attacks_enchanted"
# "Each opponent attacking that player does the same." (the curses of "Whenever enchanted
# player is attacked"): the `who` of the repeated instructions, the player whose declaration
# of attackers triggered the ability, if an opponent of its controller (CR 508.3b, 506.2;
# `tolaria.rules.effects.players_of`)
ATTACKING_OPPONENT = "attacking_opponent"
# "Whenever an opponent is dealt noncombat damage": damage not dealt in combat dealt to a
# player at once by any sources is one event (CR 120.2, 603.2c; `tolaria.rules.triggers`)
PLAYER_DEALT_NONCOMBAT = "player_dealt_noncombat"
# "Whenever this creature crews a Vehicle": it was tapped to pay a Vehicle's crew cost; the
# trigger's object is that Vehicle (CR 702.122a; `tolaria.rules.triggers.on_crews`)
CREWS = "crews"
# "Whenever this Equipment becomes attached to a creature": the attachment's own event as it
# is attached, entering attached or moved onto a permanent; the trigger's object is that
# permanent (CR 701.3a, 603.2; `tolaria.rules.triggers.on_attached`)
BECOMES_ATTACHED = "becomes_attached"
# "Whenever an Aura becomes attached to this creature": the permanent's own event as an
# Aura is attached to it; `TriggeredAbility.filter` is about the Aura (CR 701.3a, 603.2)
AURA_ATTACHED = "aura_attached"
# "Whenever a spell or ability an opponent controls causes you to discard a card": the
# `TriggeredAbility.about` of a "discard" event made by an instruction of an opponent's
# spell or ability (CR 701.8a; `tolaria.rules.triggers.on_discard`)
DISCARD_BY_OPPONENT = "discard_by_opponent"
# "Cycling {X}{1}{U}. When you cycle this card, create an X/X ... token.": the trigger data
# (CYCLED_X, n) of a "When you cycle this card" trigger, the X paid to cycle it; its X
# (CR 107.3, 702.29c; `tolaria.rules.keywords.cycling`)
CYCLED_X = "cycled_x"
# "If a player is dealt damage this way, ...": (MEASURED,) is what the resolving object's
# "measure" step recorded, the damage it dealt to players (CR 120.3, 608.2c;
# `tolaria.rules.effects.replacements`)
MEASURED = "measured"
# "When you sacrifice this creature while casting a spell with emerge" (Foul Emissary): the
# `GameObject.chosen` key marking a creature sacrificed to pay an emerge cost, and the
# trigger's `about` (CR 702.119a, 601.2h; `tolaria.rules.costs.pay`, `tolaria.rules.triggers`)
SACRIFICED_FOR_EMERGE = "sacrificed_for_emerge"
# "Destroy all creatures. For each creature destroyed this way, its controller creates a 1/1
# white Spirit creature token with flying." (March of Souls): the op that has each player
# create the tokens for the permanents they controlled among those the instruction before
# destroyed / exiled ("how"), as they last existed on the battlefield (CR 608.2c, 608.2h,
# 111.2; `tolaria.rules.effects.tokens`)
TOKENS_PER_CONTROLLER = "tokens_per_controller"
# "<spell> deals X damage to target creature. Create a number of ... equal to the amount of
# excess damage dealt to that creature this way.": the quantity (EXCESS_DAMAGE,), and the
# op MEASURE_EXCESS that does the damage instruction and keeps the damage it dealt to its
# target creature beyond lethal damage (CR 120.10, 120.6; `tolaria.rules.effects.replacements`)
EXCESS_DAMAGE = "excess_damage"
MEASURE_EXCESS = "measure_excess"
# "This creature can block creatures with shadow as though they didn't have shadow." /
# "... as though it had shadow." (Aetherflame Wall, Heartwood Dryad): a permission in its
# restrictions; shadow doesn't stop it blocking (CR 702.28b; `tolaria.rules.keywords.evasion`)
BLOCKS_SHADOW = "blocks_shadow"
# Static kind: "Creatures with islandwalk can be blocked as though they didn't have
# islandwalk." (Undertow): the landwalk its `keyword` names doesn't stop any creature
# blocking (CR 702.14c, 101.2; `tolaria.rules.combat.can_block`)
LANDWALK_BLOCKABLE = "landwalk_blockable"
# ObjectFilter.combat "unblocked attacking": an attacking creature that isn't blocked, once
# blockers are declared (the steps `BLOCKERS_DECLARED`; CR 509.1h; `rules.layers.matches`)
UNBLOCKED_ATTACKING = "unblocked attacking"
BLOCKERS_DECLARED = frozenset({"declare blockers", "combat damage", "end of combat"})
# a restriction: "Creatures [with power 2 or less] can't attack you." (Blazing Archon,
# Reverence; CR 508.1c): the player only, not their planeswalkers; in characteristics it
# names that player, as `CANT_ATTACK_YOU` (`tolaria.rules.restrictions.why_cant_attack`)
CANT_ATTACK_YOU_PLAYER = "cant_attack_you_player"
# a restriction: "<creatures> can't block creatures you control" (Bower Passage, Spectral
# Grasp; CR 509.1b): "you" is the source's controller; in characteristics it names that
# player, "cant_block_yours:<player>" (`tolaria.rules.restrictions.why_cant_block`).
CANT_BLOCK_YOURS = "cant_block_yours"
# "Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three or
# more +1/+1 counters on it, ..." (Ordeal of Heliod): a condition on the counters of the
# object the triggering event was about, as the instruction would happen (CR 608.2c, 122.1;
# `tolaria.rules.effects.conditional`)
EVENT_COUNTERS = "event_counters"
# "As this enchantment enters, choose Khans or Dragons." (the Sieges): the entering
# replacement's op, the key its permanent remembers the word under, and the condition of the
# "• Khans — <ability>" sections: that word chosen (CR 614.12, 607.2;
# `tolaria.rules.replacement`, `tolaria.rules.conditions`)
CHOOSE_WORD = "choose_word"
CHOSEN_WORD = "chosen word"
SOURCE_CHOSE = "source_chose"
# "for each other spell cast this turn" (Storm Entity): (OTHER_SPELLS_CAST,) counts every
# player's spells cast this turn but the one its source is or was (CR 601.2i;
# `tolaria.rules.quantities`)
OTHER_SPELLS_CAST = "other_spells_cast"
ZONE_COUNTS = ZONE_COUNTS | {OTHER_SPELLS_CAST}
# "Whenever you play a card": a land played, or a spell cast from a card, not a copy of
# one (CR 305.1, 601.2i, 707.12): the `about` of its cast trigger
PLAYED_CARD = "played_card"
# "Whenever another creature you control leaves the battlefield without dying": it left for
# any zone but a graveyard (CR 700.4, 603.10a; `tolaria.rules.triggers.on_leave`)
LEAVES_ALIVE = "leaves_alive"
# "mills half their library, rounded down": (HALF, quantity, "down" | "up"), half of it
# rounded as the card says (CR 107.1a; `tolaria.rules.effects.quantity`)
HALF = "half"
# "Players can't untap more than one land during their untap steps." (Winter Orb): at most
# `amount` permanents matching `filter` of the active player's ("all") / of its controller's
# ("you") untap during their untap step; the player chooses which (CR 502.3;
# `tolaria.rules.turn`)
UNTAP_LIMIT = "untap_limit"
# "Players play with their hands revealed." (Revelation) / "Your opponents play with their
# hands revealed." (Telepathy): every player sees the cards in those hands (CR 402.3, 701.14c;
# `tolaria.rules.zones.hand_revealed`)
HANDS_REVEALED = "hands_revealed"
# "Spells your opponents cast that target you or a permanent you control cost {2} more to
# cast." (Monastery Siege): a TARGET_TAX's `affects` when its controller, or a permanent
# they control, is a target (CR 115.1, 601.2f; `tolaria.rules.costs.target_tax`)
TAX_YOU_OR_YOURS = "you_or_yours"
# "You can't play lands." (Aggressive Mining) / "Players can't play lands.": a static
# ability keeping its controller / every player from playing lands (CR 101.2, 305.1;
# `tolaria.rules.restrictions.why_lands_forbidden`)
LANDS_FORBIDDEN = "lands_forbidden"
# "Players skip their upkeep steps." (Eon Hub): every player's upkeep step is skipped while
# it is on the battlefield (CR 614.1b, 614.10; `tolaria.rules.turn`)
SKIP_UPKEEP_STEPS = "skip_upkeep_steps"

# A restriction (`Characteristics.restrictions`): "The "legend rule" doesn't apply to
# <permanents>" - the legend rule leaves these permanents out (CR 704.5j);
# `tolaria.rules.sba`.
LEGEND_RULE_EXEMPT = "legend_rule_exempt"

# "As this creature enters, it becomes your choice of a 3/3 creature, a 2/2 creature with
# flying, ...": the layer-effect ops a choice may have, made part of its copiable values as
# it enters (CR 208.2b, 614.12a, 707.2; `tolaria.rules.replacement`)
BECOMES_CHOICE_OPS = frozenset({"set_types", "add_types", "add_subtypes",
                                "set_creature_subtypes", "set_pt", "add_keywords"})
# "If a creature dealt damage this turn by a source you controlled would die, exile it
# instead.": an `EventScope.damaged_by` about the damage's controller, recorded as it was
# dealt (CR 614.1a, 700.4; `tolaria.rules.effects.replacements`)
DAMAGED_BY_YOUR_SOURCE = "a source you controlled"
# "Whenever a player attacks one of your opponents": the `TriggeredAbility.about` of a
# "you_attack" event counting only the creatures declared attacking a player who is an
# opponent of the ability's controller (CR 508.3e; `tolaria.rules.triggers`)
ATTACKS_YOUR_OPPONENT = "attacks_your_opponent"
# A condition of an attack trigger about the defending player (of the attacking creature the
# trigger is about, CR 506.2): `test` "poisoned" (CR 122.1f), "hand" (cards in hand within
# `at_least` / `at_most`), "hand_more" (more cards in hand than the ability's controller),
# "more" (controls more permanents matching `filter` than they do); `tolaria.rules.triggers`
DEFENDING_IS = "defending_is"
# Trigger event: "Whenever you're dealt combat damage": all the combat damage dealt to that
# player at once, one event whatever its sources (CR 510.2, 603.2c); `rules.triggers.on_damage`
PLAYER_DEALT_COMBAT = "player_dealt_combat"
# Trigger event: "Whenever this creature attacks a battle": it was declared attacking a
# battle (CR 508.1b, 310.8a); `rules.triggers.on_attack`
ATTACKS_BATTLE = "attacks_battle"
# "<creature> that blocked this turn": a record of the turn, the creature declared as a
# blocker (CR 509.1; recorded by `combat.declare_blockers`, read as an `ObjectFilter.this_turn`)
BLOCKED_THIS_TURN = "blocked_this_turn"
# "Your opponents can't cast spells with the same name as the exiled card." (Ixalan's
# Binding): a SPELLS_FORBIDDEN's `per` (EXILED_NAMES,): only spells named as a card exiled
# with its permanent, still in exile (CR 201.2, 607.2a; `tolaria.rules.restrictions`)
EXILED_NAMES = "exiled_names"
# "Spells with flash you cast cost {1} less to cast and can't be countered." (Cunning
# Nightbonder): a SPELLS_UNCOUNTERABLE's restriction: spells its controller cast, no copy
# (CR 707.10, 101.2; `tolaria.rules.restrictions.spell_uncounterable`)
CAST_BY_YOU = "cast_by_you"
# "Whenever you become the target of a spell [or ability]" (CR 115.1, 603.2;
# `tolaria.rules.triggers.on_targeted`)
PLAYER_TARGETED = "player_targeted"
# Trigger events: "Whenever a <description> deals [combat] damage to a planeswalker": once for
# each source and planeswalker dealt damage; the event names that planeswalker (CR 120.3,
# 510.2, 603.2; `rules.triggers.on_damage`)
DAMAGE_PLANESWALKER = "damage_planeswalker"
COMBAT_DAMAGE_PLANESWALKER = "combat_damage_planeswalker"
# Replacement op: "If damage would be dealt to you, put that many depletion counters on this
# enchantment instead." (Force Bubble): the counters go on the replacement's source (CR 614.1a)
TO_OWN_COUNTERS = "to_own_counters"
# Replacement op: "If noncombat damage would be dealt to you, prevent that damage. You gain life
# equal to the damage prevented this way." (Purity): the prevented damage as life (CR 615.5)
PREVENT_GAIN = "prevent_gain"
# Quantity ("counters_among", kind, filter): "for each +1/+1 counter among other creatures you
# control": the counters of that kind on all such permanents (CR 122.1, 608.2h)
COUNTERS_AMONG = "counters_among"
ZONE_COUNTS = ZONE_COUNTS | {COUNTERS_AMONG}
# Trigger event: "Whenever you cast a spell from exile": the card was in exile as it began to
# be cast (CR 601.2a, 601.2i; `rules.triggers._cast_from_graveyard`)
CAST_FROM_EXILE = "cast_from_exile"
# Trigger events: "Whenever you play a land from exile / from anywhere other than your hand"
# (CR 305.1; `rules.triggers.on_play_land_from`)
PLAY_LAND_FROM_EXILE = "play_land_from_exile"
PLAY_LAND_NOT_FROM_HAND = "play_land_not_from_hand"
# "Damage isn't removed from <this creature / creatures your opponents control> during
# cleanup steps." (CR 514.2): a static ability of this kind, affects "self" or "all" (the
# creatures `filter` describes, from its controller's view) (`tolaria.rules.turn`)
DAMAGE_KEPT = "damage_kept"


# A mana ability's "an amount of {B} equal to the sacrificed artifact's mana value": how
# many, read from the permanent its cost sacrificed (`tolaria.rules.mana_abilities.
# with_sacrificed`; CR 605.3a, 608.2h)
SACRIFICED_AMOUNTS = (("mana_value", "sacrificed"), ("power", "sacrificed"),
                      ("toughness", "sacrificed"))

# "Exile a creature card from your graveyard: ... equal to the exiled card's power": the
# card its cost exiled, as it last existed (`effects.referenced`; CR 602.2b, 608.2h)
COST_EXILED = "cost exiled"
# Trigger events: "Whenever you or a permanent you control becomes the target of a spell or
# ability an opponent controls": once for each of them it targets; the event names the spell or
# ability, then what it targets (CR 115.1, 603.2; `tolaria.rules.triggers.on_targeted`)
YOU_OR_YOURS_TARGETED = "you_or_yours_targeted"

# "If you would scry a number of cards, draw that many cards instead." (Eligeth): a
# ReplacementSpec op of the "scry" event (`rules.replacement.Scry`; CR 614.1a, 701.18a)
SCRY_TO_DRAW = "scry_to_draw"

# "If you would lose the game, instead exile <this> and your life total becomes N / equal to
# your starting life total." (Exquisite Archangel, The Golden Throne): a ReplacementSpec op
# of the "lose_game" event (`rules.replacement.Loss`; CR 104.3, 614.1a, 119.5)
LOSE_INSTEAD = "lose_instead"

# "As this creature enters, pay any amount of life." (Minion of the Wastes): a ReplacementSpec
# op of the "enter" event, and the `Enter.chosen` / `GameObject.chosen` key and quantity
# ("the life paid as it entered") of the amount paid (CR 614.12, 119.4, 607.2a)
PAY_ANY_LIFE = "pay_any_life"
LIFE_PAID = "life paid as it entered"
ZONE_COUNTS = ZONE_COUNTS | {LIFE_PAID}

# "Remove a counter from this creature" / "from a permanent you control": a counter of any
# kind on it (as `ObjectFilter.counter` "any"), the kind announced as the ability is
# activated (CR 122.1, 601.2b; `tolaria.rules.costs.counter_kind_choices`)
ANY_COUNTER = "any"

# "Pay half your life, rounded up": the quantity of life paid, half its controller's life
# total rounded up, 0 below 1 life (CR 119.4, 107.1a-b; `tolaria.rules.quantities`)
HALF_LIFE_UP = "half_life_up"
# Trigger condition: "Whenever a face-down creature / permanent you control enters": the
# event's permanent is face down (CR 708.2, 603.2; `tolaria.rules.triggers.holds`)
EVENT_FACE_DOWN = "event_face_down"
# Trigger events: "Whenever you win a coin flip" / "Whenever a player wins a coin flip": once
# for each flip won (CR 705.2, 603.2; `tolaria.rules.effects.library`)
COIN_FLIP_WON = "coin_flip_won"

# A SPELLS_HAVE ability's restriction: "... spells you cast from your hand have cascade"
# (Quandrix, the Proof): only spells cast from the hand (CR 601.2a).
CAST_FROM_HAND_ONLY = "cast from your hand"
