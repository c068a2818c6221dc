"""Event triggers that aren't combat, played (CR 603.2): "Whenever you expend N"
(CR 700.14), and the other families of `tolaria.cards.oracle.trigger_events` added with
them.
"""

from __future__ import annotations

import pytest
from boards import add_mana, board
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    in_hand,
    life,
    move_on,
    names,
    obj,
    plays,
    resolve,
)

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- "Whenever you expend 4" (CR 700.14) ---------------------------------------------------


@plays("Bakersbane Duo", "trigger.expend")
def test_700_14_expend_4_triggers_on_the_fourth_mana_spent_on_spells():
    game = board(["Bakersbane Duo"], [], hands=(["Grizzly Bears", "Grizzly Bears"], []))
    duo = obj(game, "Bakersbane Duo")
    before = chars(game, duo).power
    add_mana(game, "{G}{G}{G}{G}")
    cast(game, "Grizzly Bears")                        # the 1st and 2nd mana: no trigger
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Grizzly Bears")                        # the 3rd and 4th: expend 4
    assert len(game.state.stack) == 2
    resolve(game)
    assert chars(game, duo).power == before + 1


@plays("Bakersbane Duo", "trigger.expend")
def test_700_14_expend_once_a_turn_and_only_the_casters_mana():
    game = board(["Bakersbane Duo"], [], hands=(["Hill Giant", "Grizzly Bears"], ["Shock"]))
    duo = obj(game, "Bakersbane Duo")
    before = chars(game, duo).power
    add_mana(game, "{R}", player=1)
    game.act("pass")                                   # Bob gets priority
    cast(game, "Shock", ALICE, player=1)               # Bob's mana isn't Alice's
    assert len(game.state.stack) == 1
    resolve(game)
    add_mana(game, "{G}{G}{G}{R}{G}{G}")
    cast(game, "Hill Giant")                           # mana 1 to 4 at once: expend 4
    assert len(game.state.stack) == 2
    resolve(game)
    assert chars(game, duo).power == before + 1
    cast(game, "Grizzly Bears")                        # the 5th and 6th: 4 was passed
    assert len(game.state.stack) == 1
    resolve(game)
    assert chars(game, duo).power == before + 1


# -- "Whenever a source deals damage to this creature" (CR 120.2, 603.2c) -------------------

@plays("Phyrexian Obliterator", "trigger.source_damages_self",
       "player.that_source_controller", "effect.sacrifice_that_many")
def test_120_2_obliterator_makes_the_shocks_controller_sacrifice_that_many():
    game = board(["Phyrexian Obliterator"], ["Grizzly Bears", "Savannah Lions", "Hill Giant"],
                 hands=([], ["Shock"]))
    add_mana(game, "{R}", player=1)
    game.act("pass")
    cast(game, "Shock", obj(game, "Phyrexian Obliterator"), player=1)
    while game.decision.kind == "priority" and game.state.stack:
        game.act(Action("pass", game.decision.player))
    assert game.decision.kind == "choose" and game.decision.player == 1   # Bob's choice
    choose(game, obj(game, "Hill Giant"))
    choose(game, obj(game, "Savannah Lions"))
    assert [game.state.objects[i].name for i in game.state.battlefield
            if game.state.objects[i].controller == 1] == ["Grizzly Bears"]
    assert "Phyrexian Obliterator" in names(game)


@plays("Belltower Sphinx", "trigger.source_damages_self", "player.that_source_controller")
def test_120_2_belltower_sphinx_mills_the_spells_controller_that_many():
    game = board(["Belltower Sphinx"], [], hands=([], ["Shock"]))
    add_mana(game, "{R}", player=1)
    game.act("pass")
    library = len(game.state.players[1].library)
    cast(game, "Shock", obj(game, "Belltower Sphinx"), player=1)
    resolve(game)
    assert len(game.state.players[1].library) == library - 2
    assert len(game.state.players[0].library) == 10


@plays("Nested Ghoul", "trigger.source_damages_self")
def test_603_2c_each_blocker_dealing_damage_is_a_trigger_of_its_own():
    game = board(["Nested Ghoul"], ["Grizzly Bears", "Savannah Lions"],
                 step="declare attackers")
    ghoul = obj(game, "Nested Ghoul")
    game.act(Action("attack", 0, choice=((ghoul, BOB),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((obj(game, "Grizzly Bears"), ghoul),
                                        (obj(game, "Savannah Lions"), ghoul))))
    for _ in range(40):
        if game.state.step == "end of combat":
            break
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    assert "Nested Ghoul" in grave(game, 0)           # dealt 4, it died, yet both triggered
    assert names(game).count("Phyrexian Zombie") == 2


# -- the caster of a spell a cast trigger is about (CR 601.2, 603.7c) ----------------------

def bob_casts_shock(game, target) -> None:
    """Bob, given priority in Alice's main phase, casts Shock with the {R} he is given."""
    add_mana(game, "{R}", player=1)
    game.act("pass")
    cast(game, "Shock", target, player=1)


@plays("Nether Void", "effect.counter_cast", "effect.counter_cast_unless")
def test_118_12a_nether_void_counters_the_spell_unless_its_caster_pays_3():
    game = board(["Nether Void", "Grizzly Bears"], [], hands=([], ["Shock"]))
    bob_casts_shock(game, obj(game, "Grizzly Bears"))
    resolve(game)                                      # Bob has no mana left to pay {3}
    assert "Shock" in grave(game, 1)
    assert "Grizzly Bears" in names(game)              # countered: the Bears live


@plays("Nether Void", "effect.counter_cast", "effect.counter_cast_unless")
def test_118_12a_the_caster_may_pay_and_the_spell_resolves():
    game = board(["Nether Void", "Grizzly Bears"], [], hands=([], ["Shock"]))
    add_mana(game, "{R}{R}{R}", player=1)
    bob_casts_shock(game, obj(game, "Grizzly Bears"))
    while game.state.stack:
        d = game.decision
        if d.kind == "yes_no":
            assert d.player == 1                       # the caster decides (CR 118.12a)
            game.act(Action("choose", 1, choice=("yes",)))
        else:
            game.act(Action("pass", d.player))
    assert "Grizzly Bears" in grave(game, 0)


@plays("Presence of the Master", "effect.counter_cast")
def test_701_5a_presence_of_the_master_counters_enchantment_spells_only():
    game = board(["Presence of the Master"], [], hands=(["Pacifism", "Grizzly Bears"], []))
    add_mana(game, "{G}{G}")
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 1
    resolve(game)
    add_mana(game, "{W}{W}")
    cast(game, "Pacifism", obj(game, "Grizzly Bears"))
    assert len(game.state.stack) == 2
    resolve(game)
    assert "Pacifism" in grave(game, 0)


@plays("Mai, Scornful Striker", "player.event_caster_they")
def test_603_7c_they_is_the_caster():
    game = board(["Mai, Scornful Striker", "Grizzly Bears"], [], hands=(["Shock"], ["Shock"]))
    bob_casts_shock(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 20
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 0) == 18 and life(game, 1) == 16


@plays("Scytheclaw Raptor", "condition.event_players_turn", "player.event_caster_they")
def test_603_4_scytheclaw_raptor_only_off_the_casters_turn():
    game = board(["Scytheclaw Raptor", "Grizzly Bears"], [], hands=(["Shock"], ["Shock"]))
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)                           # Alice's own turn: no trigger
    assert len(game.state.stack) == 1
    resolve(game)
    assert life(game, 1) == 18
    bob_casts_shock(game, obj(game, "Grizzly Bears"))  # not Bob's turn: 4 damage to him
    assert len(game.state.stack) == 2
    resolve(game)
    assert life(game, 1) == 14 and life(game, 0) == 20


@plays("Glademuse", "condition.event_players_turn", "player.event_caster")
def test_603_4_glademuse_the_caster_draws_off_their_turn():
    game = board(["Glademuse", "Grizzly Bears"], [], hands=([], ["Shock"]))
    hand = len(game.state.players[1].hand)
    bob_casts_shock(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert len(game.state.players[1].hand) == hand     # Shock left, a card drawn


# -- "Whenever you put one or more -1/-1 counters on a creature" (CR 122.6) ----------------

@plays("Hapatra, Vizier of Poisons", "trigger.you_put_counters")
def test_122_6_a_cost_you_pay_puts_the_counters():
    game = board(["Hapatra, Vizier of Poisons", "Devoted Druid"], [])
    druid = obj(game, "Devoted Druid")
    game.state.objects[druid].tapped = True
    activate(game, druid, index=1)                    # Put a -1/-1 counter on it: untap it
    assert len(game.state.stack) == 2                  # the untap and Hapatra's trigger
    resolve(game)
    assert names(game).count("Snake") == 1


@plays("Hapatra, Vizier of Poisons", "trigger.you_put_counters")
def test_122_6_an_opponents_spell_putting_counters_isnt_you_putting_them():
    game = board(["Hapatra, Vizier of Poisons", "Grizzly Bears"], ["Hill Giant"],
                 hands=([], ["Grim Affliction"]))
    add_mana(game, "{2}{B}", player=1)
    game.act("pass")
    cast(game, "Grim Affliction", obj(game, "Grizzly Bears"), player=1)
    settle(game)
    assert "Snake" not in names(game)


@plays("Casey Jones, Back Alley Brute", "trigger.you_put_counters")
def test_122_6_casey_jones_deals_that_much_for_your_counters_on_your_creature():
    game = board(["Casey Jones, Back Alley Brute", "Grizzly Bears"], [],
                 hands=(["Battlegrowth", "Battlegrowth"], []))
    add_mana(game, "{G}")
    cast(game, "Battlegrowth", obj(game, "Grizzly Bears"))
    settle(game)
    assert life(game, 1) == 19
    assert chars(game, obj(game, "Grizzly Bears")).power == 3


def settle(game) -> None:
    """Resolve the stack, answering each other decision with its first legal answer."""
    while game.state.stack:
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])


# -- "When you cast this spell, copy it if ..." (CR 707.10, 608.2c) --------------------------

@plays("Lumaret's Favor", "copy.cast_self")
def test_707_10_lumarets_favor_copies_itself_if_you_gained_life():
    game = board(["Grizzly Bears", "Savannah Lions"], [],
                 hands=(["Lumaret's Favor", "Revitalize"], []))
    add_mana(game, "{1}{W}")
    cast(game, "Revitalize")                           # Alice gains 3 life
    settle(game)
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    add_mana(game, "{1}{G}")
    cast(game, "Lumaret's Favor", bears)
    assert len(game.state.stack) == 2                  # the spell and its cast trigger
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                        # the trigger resolves: copy it
    if game.decision.kind == "new_targets":
        game.act(Action("choose", 0, targets=(("object", lions),)))
    settle(game)
    assert chars(game, bears).toughness == 6 and chars(game, lions).toughness == 5


@plays("Lumaret's Favor", "copy.cast_self")
def test_608_2c_no_life_gained_no_copy():
    game = board(["Grizzly Bears"], [], hands=(["Lumaret's Favor"], []))
    bears = obj(game, "Grizzly Bears")
    add_mana(game, "{1}{G}")
    cast(game, "Lumaret's Favor", bears)
    settle(game)
    assert chars(game, bears).toughness == 6           # the spell alone: +2/+4


@plays("Social Snub", "copy.cast_self")
def test_603_2_social_snub_copied_while_you_control_a_creature():
    game = board(["Grizzly Bears", "Savannah Lions"], ["Hill Giant", "Goblin Piker"],
                 hands=(["Social Snub"], []))
    add_mana(game, "{1}{W}{B}")
    cast(game, "Social Snub")
    assert len(game.state.stack) == 2
    settle_yes(game)
    assert names(game) == []                           # each player sacrificed twice
    assert life(game, 1) == 18 and life(game, 0) == 22


def settle_yes(game) -> None:
    """Resolve the stack, saying yes to each "you may", else the first legal answer."""
    while game.state.stack:
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        elif d.kind == "yes_no":
            game.act(Action("choose", d.player, choice=("yes",)))
        else:
            game.act(game.legal_actions()[0])


# -- a token named like a creature type: "non-Spirit" isn't its name (CR 201.5, 111.4) -----

@plays("Baboon Spirit", "tokens.with_text", "trigger.nontoken")
def test_509_1b_baboon_spirits_token_cant_block_non_spirits():
    game = board(["Baboon Spirit"], ["Grizzly Bears"], hands=(["Kami of Ancient Law"], []))
    add_mana(game, "{1}{W}")
    cast(game, "Kami of Ancient Law")
    settle(game)
    token = obj(game, "Spirit")
    assert game.state.objects[token].card.token
    for _ in range(80):
        if game.state.active == 1 and game.decision.kind == "attackers":
            break
        move_on(game)
    game.act(Action("attack", 1, choice=((obj(game, "Grizzly Bears"), ALICE),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    with pytest.raises(IllegalAction):
        game.act(Action("block", 0, choice=((token, obj(game, "Grizzly Bears")),)))
    game.act(Action("block", 0, choice=((obj(game, "Kami of Ancient Law"),
                                          obj(game, "Grizzly Bears")),)))


@plays("Saruman, the White Hand", "keyword.amass", "quantity.where_x")
def test_701_44a_saruman_amasses_that_spells_mana_value():
    game = board(["Saruman, the White Hand"], [], hands=(["Lava Axe"], []))
    add_mana(game, "{4}{R}")
    cast(game, "Lava Axe", BOB)
    settle(game)
    army = obj(game, "Orc Army")
    assert game.state.objects[army].counters.get("+1/+1") == 5
    assert life(game, 1) == 15


# -- "the number of cards in all graveyards with the same name as that spell" (CR 201.2) ---

def in_graveyard(game, name: str, owner: int) -> None:
    create_object(game.state, card_def(name), owner, "graveyard")
    game.state.changed()


@plays("Aven Shrine", "quantity.same_name_in_graveyards", "player.event_caster")
def test_201_2_aven_shrine_counts_same_named_cards_in_all_graveyards():
    game = board(["Aven Shrine"], [], hands=(["Shock"], []))
    in_graveyard(game, "Shock", 0)
    in_graveyard(game, "Shock", 1)
    in_graveyard(game, "Lava Axe", 1)
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)
    resolve(game)
    assert life(game, 0) == 22                         # two Shocks; not the one cast
    assert life(game, 1) == 18


@plays("Nantuko Shrine", "quantity.same_name_in_graveyards", "player.event_caster")
def test_201_2_nantuko_shrine_the_caster_creates_the_squirrels():
    game = board(["Nantuko Shrine"], [], hands=([], ["Shock"]))
    in_graveyard(game, "Shock", 0)
    in_graveyard(game, "Shock", 1)
    bob_casts_shock(game, ALICE)
    resolve(game)
    squirrels = [i for i in game.state.battlefield if game.state.objects[i].name == "Squirrel"]
    assert len(squirrels) == 2
    assert all(game.state.objects[i].controller == 1 for i in squirrels)


# -- "a spell that has <keyword>" (CR 702.1) ------------------------------------------------

@plays("Kasla, the Broken Halo", "phrase.spell_that_has")
def test_702_51a_kasla_triggers_on_a_spell_that_has_convoke_only():
    game = board(["Kasla, the Broken Halo"], [], hands=(["Stoke the Flames", "Shock"], []))
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)                           # no convoke: no trigger
    assert len(game.state.stack) == 1
    settle(game)
    add_mana(game, "{2}{R}{R}")
    cast(game, "Stoke the Flames", BOB)
    assert len(game.state.stack) == 2
    hand = len(game.state.players[0].hand)
    settle(game)
    assert len(game.state.players[0].hand) == hand + 1
    assert life(game, 1) == 14


@plays("Slitherwisp", "phrase.spell_that_has")
def test_702_8a_slitherwisp_another_spell_that_has_flash():
    game = board(["Slitherwisp"], [], hands=(["Slitherwisp", "Grizzly Bears"], []))
    add_mana(game, "{G}{G}")
    cast(game, "Grizzly Bears")
    assert len(game.state.stack) == 1                  # no flash
    settle(game)
    add_mana(game, "{U}{B}{B}")
    cast(game, "Slitherwisp")
    assert len(game.state.stack) == 2
    settle(game)
    assert life(game, 1) == 19


# -- "a spell that targets only a single creature you control" (CR 115.1, 707.10) ----------

@plays("Leyline of Resonance", "trigger.cast_targeting_only", "copy.cast_spell")
def test_707_10c_leyline_copies_a_spell_targeting_only_your_creature():
    game = board(["Leyline of Resonance", "Grizzly Bears", "Savannah Lions"], [],
                 hands=(["Giant Growth"], []))
    bears, lions = obj(game, "Grizzly Bears"), obj(game, "Savannah Lions")
    add_mana(game, "{G}")
    cast(game, "Giant Growth", bears)
    assert len(game.state.stack) == 2
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                        # the trigger: copy, new target
    assert game.decision.kind == "new_targets"
    game.act(Action("choose", 0, targets=(("object", lions),)))
    settle(game)
    assert chars(game, bears).power == 5 and chars(game, lions).power == 5


@plays("Leyline of Resonance", "trigger.cast_targeting_only")
def test_115_1_a_spell_targeting_an_opponents_creature_isnt_copied():
    game = board(["Leyline of Resonance"], ["Grizzly Bears"], hands=(["Giant Growth"], []))
    add_mana(game, "{G}")
    cast(game, "Giant Growth", obj(game, "Grizzly Bears"))
    assert len(game.state.stack) == 1


@plays("Reflective Golem", "trigger.cast_targeting_only")
def test_115_1_reflective_golem_only_this_creature_and_pay_2():
    game = board(["Reflective Golem", "Grizzly Bears"], [], hands=(["Giant Growth", "Shock"], []))
    golem = obj(game, "Reflective Golem")
    add_mana(game, "{G}{2}")
    cast(game, "Giant Growth", golem)
    assert len(game.state.stack) == 2
    settle_yes(game)                                   # pays {2}: copied, same target
    assert chars(game, golem).power == 2 + 6


# -- "Whenever a +1/+1 counter is put on this creature": each counter (CR 122.6) ------------

@plays("Fathom Mage", "trigger.counter_put_each")
def test_122_6_fathom_mage_draws_for_each_counter():
    game = board(["Fathom Mage"], [], hands=(["Dragonscale Boon"], []))
    add_mana(game, "{3}{G}")
    cast(game, "Dragonscale Boon", obj(game, "Fathom Mage"))
    hand = len(game.state.players[0].hand)            # the Boon is on the stack
    settle_yes(game)
    assert len(game.state.players[0].hand) == hand + 2  # two counters: two triggers


@plays("Knight of Wundagore", "trigger.you_put_counters")
def test_122_6_knight_of_wundagore_once_each_turn():
    game = board(["Knight of Wundagore", "Grizzly Bears"], [],
                 hands=(["Dragonscale Boon", "Battlegrowth"], []))
    knight = obj(game, "Knight of Wundagore")
    add_mana(game, "{3}{G}")
    cast(game, "Dragonscale Boon", obj(game, "Grizzly Bears"))
    settle(game)
    assert game.state.objects[knight].counters.get("+1/+1") == 1
    add_mana(game, "{G}")
    cast(game, "Battlegrowth", obj(game, "Grizzly Bears"))
    settle(game)
    assert game.state.objects[knight].counters.get("+1/+1") == 1


# -- "Whenever one or more tokens you control enter, ... that many" (CR 603.2c) -------------

@plays("Woodland Champion", "trigger.batch_counted", "trigger.batch")
def test_603_2c_woodland_champion_counts_the_tokens_of_one_event():
    game = board(["Woodland Champion"], [], hands=(["Raise the Alarm", "Raise the Alarm"], []))
    champion = obj(game, "Woodland Champion")
    add_mana(game, "{1}{W}")
    cast(game, "Raise the Alarm")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                        # the spell resolves: two tokens
    assert len(game.state.stack) == 1                  # one trigger for the event
    settle(game)
    assert game.state.objects[champion].counters.get("+1/+1") == 2
    add_mana(game, "{1}{W}")
    cast(game, "Raise the Alarm")
    settle(game)
    assert game.state.objects[champion].counters.get("+1/+1") == 4


# -- "Whenever you cast an Adventure spell, you may copy it" (CR 715.2a, 707.10) -------------

@plays("Chancellor of Tales", "copy.cast_spell")
def test_707_10_chancellor_of_tales_copies_an_adventure():
    game = board(["Chancellor of Tales"], [], hands=(["Bonecrusher Giant // Stomp"], []))
    giant = in_hand(game, "Bonecrusher Giant")
    add_mana(game, "{1}{R}")
    game.act(Action("cast", 0, giant, targets=(BOB,), mode=0, face=1))   # Stomp
    assert len(game.state.stack) == 2
    settle_yes(game)
    assert life(game, 1) == 16                         # Stomp and its copy: 2 + 2
    assert "Bonecrusher Giant" not in grave(game, 0)  # exiled, on an adventure (715.4)


# -- "for each of that spell's colors" / "the number of colors that spell is" (CR 105.2) ----

@plays("Ramos, Dragon Engine", "quantity.spell_colors")
def test_105_2_ramos_a_counter_for_each_color_of_the_spell():
    game = board(["Ramos, Dragon Engine"], [], hands=(["Lightning Helix", "Shock"], []))
    ramos = obj(game, "Ramos, Dragon Engine")
    add_mana(game, "{R}{W}")
    cast(game, "Lightning Helix", BOB)
    settle(game)
    assert game.state.objects[ramos].counters.get("+1/+1") == 2
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)
    settle(game)
    assert game.state.objects[ramos].counters.get("+1/+1") == 3


@plays("Mana Cannons", "quantity.spell_colors", "quantity.where_x")
def test_105_2_mana_cannons_deals_the_number_of_colors():
    game = board(["Mana Cannons"], [], hands=(["Lightning Helix"], []))
    add_mana(game, "{R}{W}")
    cast(game, "Lightning Helix", BOB)
    assert game.decision.kind == "targets"
    game.act(Action("choose", 0, targets=(BOB,)))
    settle(game)
    assert life(game, 1) == 20 - 3 - 2


@plays("Gleeful Arsonist", "effect.damage_its_own_power", "player.event_caster")
def test_208_3_gleeful_arsonist_deals_its_own_power_to_the_caster():
    game = board(["Gleeful Arsonist", "Grizzly Bears"], [], hands=([], ["Shock"]))
    bob_casts_shock(game, ALICE)
    settle(game)
    assert life(game, 1) == 19 and life(game, 0) == 18   # its power, 1


@plays("The Frightful Four", "trigger.nth", "player.event_caster")
def test_601_2i_frightful_four_the_first_noncreature_spell_only():
    game = board(["The Frightful Four", "Grizzly Bears"], [],
                 hands=([], ["Lightning Strike", "Shock"]))
    add_mana(game, "{1}{R}", player=1)
    game.act("pass")
    cast(game, "Lightning Strike", ALICE, player=1)
    settle(game)
    assert life(game, 1) == 18 and life(game, 0) == 17     # its mana value, 2
    add_mana(game, "{R}", player=1)
    game.act("pass")
    cast(game, "Shock", ALICE, player=1)
    assert len(game.state.stack) == 1                       # the second: no trigger
    settle(game)
    assert life(game, 1) == 18


@plays("Mage Hunter", "trigger.cast_or_copy", "player.event_caster_they")
def test_707_10_mage_hunter_an_opponent_casting_loses_1():
    game = board(["Mage Hunter"], [], hands=(["Shock"], ["Shock"]))
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)                           # Alice's own spell: no trigger
    assert len(game.state.stack) == 1
    settle(game)
    bob_casts_shock(game, ALICE)
    assert len(game.state.stack) == 2
    settle(game)
    assert life(game, 1) == 17 and life(game, 0) == 18


# -- "Whenever you cast a black spell or a Swamp you control enters" (CR 601.2i, 603.6a) ----

@plays("Staff of the Death Magus", "trigger.cast_or_enters")
def test_603_6a_staff_either_event_gains_life():
    game = board(["Staff of the Death Magus"], ["Grizzly Bears"],
                 hands=(["Disfigure", "Swamp", "Shock"], []))
    add_mana(game, "{B}")
    cast(game, "Disfigure", obj(game, "Grizzly Bears"))
    settle(game)
    assert life(game, 0) == 21
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)                           # not black: nothing
    settle(game)
    assert life(game, 0) == 21
    game.act("play Swamp")
    settle(game)
    assert life(game, 0) == 22


# -- "a spell that's white, blue, black, or red" (CR 105.2) ---------------------------------

@plays("Quirion Dryad", "phrase.thats_colors")
def test_105_2_quirion_dryad_any_of_the_colors_named():
    game = board(["Quirion Dryad"], [], hands=(["Shock", "Grizzly Bears"], []))
    dryad = obj(game, "Quirion Dryad")
    add_mana(game, "{G}{G}")
    cast(game, "Grizzly Bears")                        # green: not one of them
    assert len(game.state.stack) == 1
    settle(game)
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)
    settle(game)
    assert game.state.objects[dryad].counters.get("+1/+1") == 1


@plays("Fry", "phrase.thats_colors")
def test_105_2_fry_targets_only_a_white_or_blue_creature():
    game = board([], ["Grizzly Bears", "Savannah Lions"], hands=(["Fry"], []))
    add_mana(game, "{1}{R}")
    with pytest.raises(IllegalAction):
        cast(game, "Fry", obj(game, "Grizzly Bears"))
    cast(game, "Fry", obj(game, "Savannah Lions"))
    settle(game)
    assert "Savannah Lions" in grave(game, 1)


@plays("Tangleroot", "effect.that_player_adds", "player.event_caster")
def test_106_3_tangleroot_the_caster_adds_g():
    game = board(["Tangleroot"], [], hands=(["Grizzly Bears", "Llanowar Elves"], []))
    add_mana(game, "{G}{G}")
    cast(game, "Grizzly Bears")
    settle(game)
    cast(game, "Llanowar Elves")                       # paid with Tangleroot's {G}
    settle(game)
    assert "Llanowar Elves" in names(game)


# -- "has base power N until end of turn" (CR 613.4b) -----------------------------------------

@plays("Symmetry Sage", "effect.base_power", "trigger.cast_or_copy")
def test_613_4b_symmetry_sage_sets_base_power_only():
    game = board(["Symmetry Sage", "Hill Giant"], [], hands=(["Shock"], []))
    giant = obj(game, "Hill Giant")
    game.state.objects[giant].counters["+1/+1"] = 1
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("object", giant),)))
    settle(game)
    assert chars(game, giant).power == 2 + 1 and chars(game, giant).toughness == 3 + 1


# -- "with power 4, 5, or 6" (CR 208.1) ------------------------------------------------------

@plays("Sarkhan's Unsealing", "phrase.number_run")
def test_208_1_sarkhans_unsealing_power_4_5_or_6_only():
    game = board(["Sarkhan's Unsealing"], [], hands=(["Hill Giant", "Craw Wurm"], []))
    add_mana(game, "{3}{R}")
    cast(game, "Hill Giant")                           # power 3: no trigger
    assert len(game.state.stack) == 1 and game.decision.kind == "priority"
    settle(game)
    add_mana(game, "{4}{G}{G}")
    cast(game, "Craw Wurm")                            # power 6: its target first
    assert game.decision.kind == "targets"
    game.act(Action("choose", 0, targets=(BOB,)))
    assert len(game.state.stack) == 2
    settle(game)
    assert life(game, 1) == 16


@plays("Pain Distributor", "player.event_caster_they", "trigger.nth")
def test_111_2_pain_distributor_the_caster_creates_the_treasure():
    game = board(["Pain Distributor"], [], hands=([], ["Shock", "Shock"]))
    add_mana(game, "{R}{R}", player=1)
    game.act("pass")
    cast(game, "Shock", ALICE, player=1)
    settle(game)
    game.act("pass")
    cast(game, "Shock", ALICE, player=1)               # the second spell: no trigger
    assert len(game.state.stack) == 1
    settle(game)
    treasures = [i for i in game.state.battlefield if game.state.objects[i].name == "Treasure"]
    assert len(treasures) == 1 and game.state.objects[treasures[0]].controller == 1


@plays("In the Eye of Chaos", "effect.counter_cast_unless")
def test_118_12a_in_the_eye_of_chaos_x_is_the_spells_mana_value():
    game = board(["In the Eye of Chaos", "Grizzly Bears"], [],
                 hands=(["Lightning Strike"], ["Shock"]))
    bob_casts_shock(game, obj(game, "Grizzly Bears"))   # no mana left for {1}
    settle(game)
    assert "Grizzly Bears" in names(game) and "Shock" in grave(game, 1)
    add_mana(game, "{1}{R}{2}")
    cast(game, "Lightning Strike", BOB)
    settle_yes(game)                                   # Alice pays {2}
    assert life(game, 1) == 17
