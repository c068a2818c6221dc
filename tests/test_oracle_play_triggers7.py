"""Event triggers that aren't combat, played (CR 603.2), seventh part: "that land's / that
artifact's controller" of a permanent put into a graveyard (CR 603.10a, 608.2h); "Whenever a
source an opponent controls / you control deals damage to you" (CR 120.2); counters a dead
creature had put on another (CR 122.8); "you skip your next draw step" (CR 614.10); dying
creatures returning transformed (CR 712.14a) or put on the bottom of a library (CR 401.4);
"that creature's controller may draw" (CR 608.2d); "When you sacrifice this ..." and the
Ordeals (CR 701.17a, 122.1); "Whenever you play a card" (CR 305.1, 707.12); doubling power
and toughness (CR 701.9b); leaving the battlefield [without dying] (CR 700.4).
"""

from __future__ import annotations

from boards import add_mana, board, declare_attackers, ids
from test_oracle_play import (
    ALICE,
    BOB,
    _on_top,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    in_hand,
    life,
    move_on,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_cast4 import bob_casts_shock, settle_yes
from test_oracle_play_planeswalkers import _walker

from tolaria import Action

# -- "that land's / that artifact's controller" ---------------------------------------------


@plays("Dingus Egg", "phrase.gone_permanent_controller", "trigger.to_graveyard")
def test_603_10a_dingus_egg_deals_2_to_the_destroyed_lands_controller():
    game = board(["Dingus Egg", "Mountain"], ["Forest"], hands=(["Stone Rain"], []))
    add_mana(game, "{2}{R}")
    cast(game, "Stone Rain", ids(game, "Forest")[0])
    resolve(game)
    assert "Forest" in grave(game, 1)
    assert life(game, 1) == 18 and life(game, 0) == 20


@plays("Dingus Egg", "phrase.gone_permanent_controller")
def test_608_2h_dingus_egg_its_controllers_own_land_hurts_them():
    game = board(["Dingus Egg", "Mountain"], [], hands=(["Stone Rain"], []))
    add_mana(game, "{2}{R}")
    cast(game, "Stone Rain", ids(game, "Mountain")[0])
    resolve(game)
    assert life(game, 0) == 18 and life(game, 1) == 20


@plays("Magnetic Mine", "phrase.gone_permanent_controller", "trigger.to_graveyard")
def test_603_10a_magnetic_mine_another_artifact_destroyed_hurts_its_controller():
    game = board(["Magnetic Mine"], ["Ornithopter"], hands=(["Shatter", "Shatter"], []))
    add_mana(game, "{1}{R}")
    cast(game, "Shatter", ids(game, "Ornithopter")[0])
    resolve(game)
    assert "Ornithopter" in grave(game, 1) and life(game, 1) == 18
    add_mana(game, "{1}{R}")
    cast(game, "Shatter", ids(game, "Magnetic Mine")[0])       # not "another" artifact
    resolve(game)
    assert "Magnetic Mine" in grave(game, 0)
    assert life(game, 0) == 20 and life(game, 1) == 18


# -- "Whenever a source an opponent controls deals damage to you" ---------------------------


@plays("Retaliator Griffin", "trigger.opponent_source_damages_you")
def test_120_2_retaliator_griffin_an_opponents_spell_damages_you_that_many_counters():
    game = board(["Retaliator Griffin"], [], hands=(["Shock"], ["Shock"]))
    bob_casts_shock(game, ALICE)
    settle_yes(game)
    griffin = game.state.objects[ids(game, "Retaliator Griffin")[0]]
    assert life(game, 0) == 18 and griffin.counters.get("+1/+1") == 2
    add_mana(game, "{R}")
    cast(game, "Shock", ALICE)                 # Alice's own source: no trigger
    settle_yes(game)
    assert life(game, 0) == 16 and griffin.counters.get("+1/+1") == 2


@plays("Farsight Mask", "trigger.opponent_source_damages_you")
def test_603_4_farsight_mask_draws_only_while_untapped():
    game = board(["Farsight Mask"], [], hands=([], ["Shock", "Shock"]))
    before = len(hand(game, 0))
    bob_casts_shock(game, ALICE)
    settle_yes(game)
    assert life(game, 0) == 18 and len(hand(game, 0)) == before + 1
    game.state.objects[ids(game, "Farsight Mask")[0]].tapped = True
    bob_casts_shock(game, ALICE)
    settle_yes(game)
    assert life(game, 0) == 16 and len(hand(game, 0)) == before + 1


@plays("Michiko Konda, Truth Seeker", "trigger.opponent_source_damages_you",
       "phrase.source_opponent")
def test_608_2h_michiko_konda_the_sources_controller_sacrifices_a_permanent():
    game = board(["Michiko Konda, Truth Seeker"], ["Grizzly Bears"],
                 hands=([], ["Shock"]))
    bob_casts_shock(game, ALICE)
    settle_yes(game)
    assert life(game, 0) == 18
    assert "Grizzly Bears" in grave(game, 1)
    assert ids(game, "Michiko Konda, Truth Seeker")


@plays("Auntie Blyte, Bad Influence", "trigger.opponent_source_damages_you")
def test_120_2_auntie_blyte_only_a_source_you_control_damaging_you_counts():
    game = board(["Auntie Blyte, Bad Influence"], [], hands=(["Shock"], ["Shock"]))
    bob_casts_shock(game, ALICE)               # an opponent's source: no trigger
    settle_yes(game)
    blyte = game.state.objects[ids(game, "Auntie Blyte, Bad Influence")[0]]
    assert life(game, 0) == 18 and not blyte.counters.get("+1/+1")
    add_mana(game, "{R}")
    cast(game, "Shock", ALICE)                 # Alice's own Shock: that many counters
    settle_yes(game)
    assert life(game, 0) == 16 and blyte.counters.get("+1/+1") == 2


@plays("Stick, Fearless Mentor", "trigger.opponent_source_damages_you",
       "trigger.once_each_turn")
def test_603_2_stick_exiles_once_each_turn_for_your_own_sources_damage():
    game = board(["Stick, Fearless Mentor"], [], hands=(["Shock", "Shock"], []))
    for expected_life in (18, 16):
        add_mana(game, "{R}")
        cast(game, "Shock", ALICE)
        settle_yes(game)
        assert life(game, 0) == expected_life
    exiled = [o for o in game.state.objects.values() if o.zone == "exile" and o.owner == 0]
    assert len(exiled) == 1 and exiled[0].name == "Wastes"


# -- "if it had counters on it, put those counters on ..." / "put its counters on" ----------


def _with_counters(game, name: str, **counters: int):
    """The permanent named `name`, given these counters (keyword names: plus1 = +1/+1)."""
    permanent = game.state.objects[ids(game, name)[0]]
    for kind, n in counters.items():
        permanent.counters["+1/+1" if kind == "plus1" else kind] = n
    return permanent


@plays("Iron Apprentice", "effect.put_gone_counters", "condition.had_counters")
def test_122_8_iron_apprentice_puts_the_counters_it_had_on_your_creature():
    game = board(["Grizzly Bears"], ["Hill Giant"], hands=(["Iron Apprentice", "Shock"], []))
    add_mana(game, "{1}")
    cast(game, "Iron Apprentice")
    resolve(game)                                      # it enters with a +1/+1 counter
    _with_counters(game, "Iron Apprentice", plus1=2)
    add_mana(game, "{R}")
    cast(game, "Shock", ids(game, "Iron Apprentice")[0])
    settle_yes(game)
    assert "Iron Apprentice" in grave(game, 0)
    bears = game.state.objects[ids(game, "Grizzly Bears")[0]]
    giant = game.state.objects[ids(game, "Hill Giant")[0]]
    assert bears.counters.get("+1/+1") == 2 and not giant.counters.get("+1/+1")


def _until_targets(game) -> None:
    """Both players pass until a trigger asks its controller for targets."""
    while game.decision.kind == "priority":
        game.act(Action("pass", game.decision.player))


@plays("Scolding Administrator", "effect.put_gone_counters")
def test_122_8_scolding_administrator_those_counters_on_up_to_one_creature():
    game = board(["Scolding Administrator"], ["Hill Giant"], hands=(["Murder"], []))
    _with_counters(game, "Scolding Administrator", plus1=1)
    add_mana(game, "{1}{B}{B}")
    cast(game, "Murder", ids(game, "Scolding Administrator")[0])
    giant = game.state.objects[ids(game, "Hill Giant")[0]]
    _until_targets(game)                               # repartee first: a second counter
    choose_targets(game, giant.id)
    settle_yes(game)
    assert "Scolding Administrator" in grave(game, 0)
    assert giant.counters.get("+1/+1") == 2            # any creature: the only one left


@plays("Buzzard-Wasp Colony", "effect.put_gone_counters", "condition.had_counters")
def test_122_8_buzzard_wasp_colony_gets_the_counters_another_creature_had():
    game = board(["Buzzard-Wasp Colony", "Grizzly Bears", "Savannah Lions"], [],
                 hands=(["Lightning Bolt", "Shock"], []))
    _with_counters(game, "Grizzly Bears", plus1=1, stun=2)
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", ids(game, "Grizzly Bears")[0])
    settle_yes(game)
    colony = game.state.objects[ids(game, "Buzzard-Wasp Colony")[0]]
    assert "Grizzly Bears" in grave(game, 0)
    assert colony.counters.get("+1/+1") == 1 and colony.counters.get("stun") == 2
    add_mana(game, "{R}")
    cast(game, "Shock", ids(game, "Savannah Lions")[0])    # no counters: no trigger
    assert len(game.state.stack) == 1
    settle_yes(game)
    assert colony.counters.get("+1/+1") == 1 and colony.counters.get("stun") == 2


@plays("Host of the Hereafter", "effect.put_gone_counters")
def test_122_8_host_of_the_hereafter_itself_or_another_creature_dying():
    game = board(["Host of the Hereafter", "Grizzly Bears", "Savannah Lions"], [],
                 hands=(["Lightning Bolt", "Murder"], []))
    _with_counters(game, "Grizzly Bears", plus1=1)
    host = _with_counters(game, "Host of the Hereafter", plus1=2)
    lions = game.state.objects[ids(game, "Savannah Lions")[0]]
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", ids(game, "Grizzly Bears")[0])
    _until_targets(game)
    choose_targets(game, lions.id)
    settle_yes(game)
    assert "Grizzly Bears" in grave(game, 0) and lions.counters.get("+1/+1") == 1
    add_mana(game, "{1}{B}{B}")
    cast(game, "Murder", host.id)
    _until_targets(game)
    choose_targets(game, lions.id)
    settle_yes(game)
    assert "Host of the Hereafter" in grave(game, 0)
    assert lions.counters.get("+1/+1") == 3


@plays("Awaken the Sky Tyrant", "trigger.opponent_source_damages_you")
def test_120_2_awaken_the_sky_tyrant_an_opponents_source_damages_you():
    game = board(["Awaken the Sky Tyrant"], [], hands=(["Shock"], ["Shock"]))
    add_mana(game, "{R}")
    cast(game, "Shock", ALICE)                 # Alice's own source: no trigger
    settle_yes(game)
    assert ids(game, "Awaken the Sky Tyrant") and life(game, 0) == 18
    bob_casts_shock(game, ALICE)
    settle_yes(game)
    assert "Awaken the Sky Tyrant" in grave(game, 0) and len(ids(game, "Dragon")) == 1


# -- "you skip your next draw step" (CR 614.10) ---------------------------------------------


def _to_turn_step(game, turn: int, step: str) -> None:
    """Pass until turn `turn` reaches `step`."""
    for _ in range(12):
        to_step(game, step)
        if game.state.turn == turn:
            return
        move_on(game)
    raise AssertionError(f"never reached turn {turn}'s {step}")


@plays("Molten Firebird", "library.skip_draw", "library.own_death", "effect.delayed")
def test_614_10_molten_firebird_returns_at_end_step_and_you_skip_your_next_draw():
    game = board(["Molten Firebird"], [], hands=(["Shock"], []))
    add_mana(game, "{R}")
    cast(game, "Shock", ids(game, "Molten Firebird")[0])
    resolve(game)
    assert "Molten Firebird" in grave(game, 0) and game.state.skip_draws == [0]
    to_step(game, "end")
    resolve(game)                                      # the delayed trigger (CR 603.7)
    assert ids(game, "Molten Firebird") and "Molten Firebird" not in grave(game, 0)
    bob_hand = len(game.state.players[1].hand)
    _to_turn_step(game, 4, "precombat main")           # Bob draws as usual
    assert len(game.state.players[1].hand) == bob_hand + 1
    alice_hand = len(hand(game, 0))
    _to_turn_step(game, 5, "precombat main")           # Alice's draw step is skipped
    assert len(hand(game, 0)) == alice_hand and game.state.skip_draws == []
    _to_turn_step(game, 7, "precombat main")           # only the next one (CR 614.10)
    assert len(hand(game, 0)) == alice_hand + 1


@plays("Ivory Gargoyle", "library.skip_draw")
def test_614_10a_two_ivory_gargoyles_skip_the_next_two_draw_steps():
    game = board(["Ivory Gargoyle", "Ivory Gargoyle"], [], hands=(["Pyroclasm"], []))
    add_mana(game, "{1}{R}")
    cast(game, "Pyroclasm")
    resolve(game)
    assert game.state.skip_draws == [0, 0]
    alice_hand = len(hand(game, 0))
    _to_turn_step(game, 5, "precombat main")
    assert len(hand(game, 0)) == alice_hand and len(ids(game, "Ivory Gargoyle")) == 2
    _to_turn_step(game, 7, "precombat main")
    assert len(hand(game, 0)) == alice_hand and game.state.skip_draws == []


@plays("Fatigue", "library.skip_draw")
def test_614_10_fatigue_target_player_skips_their_next_draw_step():
    game = board([], [], hands=(["Fatigue"], []))
    add_mana(game, "{1}{U}")
    cast(game, "Fatigue", BOB)
    resolve(game)
    bob_hand = len(game.state.players[1].hand)
    _to_turn_step(game, 4, "precombat main")
    assert len(game.state.players[1].hand) == bob_hand


# -- "When this creature dies, return it to the battlefield transformed" (CR 712.14a) ------


@plays("Harvest Hand // Scrounged Scythe", "library.own_death_transformed")
def test_712_14a_harvest_hand_returns_as_scrounged_scythe():
    game = board([], ["Harvest Hand // Scrounged Scythe"], hands=(["Lightning Bolt"], []))
    hand_id = game.state.battlefield[0]
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", hand_id)
    resolve(game)
    scythe = [o for o in (game.state.objects[i] for i in game.state.battlefield)
              if o.name == "Scrounged Scythe"]
    assert len(scythe) == 1 and scythe[0].controller == 1     # its trigger's controller's
    c = chars(game, scythe[0].id)
    assert "Equipment" in c.subtypes and "Creature" not in c.types


@plays("Loyal Cathar // Unhallowed Cathar", "library.own_death_transformed", "effect.delayed")
def test_712_14a_loyal_cathar_returns_transformed_at_the_next_end_step():
    game = board(["Loyal Cathar // Unhallowed Cathar"], [], hands=(["Lightning Bolt"], []))
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", game.state.battlefield[0])
    resolve(game)
    assert not game.state.battlefield
    to_step(game, "end")
    resolve(game)
    names_now = [game.state.objects[i].name for i in game.state.battlefield]
    assert names_now == ["Unhallowed Cathar"]
    c = chars(game, game.state.battlefield[0])
    assert (c.power, c.toughness) == (2, 1) and c.colors == frozenset({"B"})


# -- "Whenever a creature dies, that creature's controller may draw a card." ---------------


@plays("Fecundity", "effect.defending_player_may", "phrase.dead_creature_controller")
def test_608_2d_fecundity_the_dead_creatures_controller_chooses_to_draw():
    game = board(["Fecundity", "Savannah Lions"], ["Grizzly Bears"],
                 hands=(["Shock", "Shock"], []))
    bob_hand = len(game.state.players[1].hand)
    add_mana(game, "{R}")
    cast(game, "Shock", ids(game, "Grizzly Bears")[0])
    _until_decision(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1   # Bob's choice
    game.act(Action("choose", 1, choice=("yes",)))
    resolve(game)
    assert len(game.state.players[1].hand) == bob_hand + 1
    alice_hand = len(hand(game, 0))
    add_mana(game, "{R}")
    cast(game, "Shock", ids(game, "Savannah Lions")[0])
    _until_decision(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 0
    game.act(Action("choose", 0, choice=("no",)))
    resolve(game)
    assert len(hand(game, 0)) == alice_hand - 1        # the Shock cast, nothing drawn


def _until_decision(game) -> None:
    """Both players pass while only priority is asked and the stack isn't empty."""
    while game.decision.kind == "priority" and game.state.stack:
        game.act(Action("pass", game.decision.player))


# -- Ordeals: "Then if it has three or more +1/+1 counters on it, sacrifice this Aura." ----
#    "When you sacrifice this Aura, ..." (CR 701.17a, 603.10a)


def _ordeal_attack(counters: int):
    """Alice's Grizzly Bears, enchanted by her Ordeal of Heliod and with `counters` +1/+1
    counters, attacks; the Ordeal's trigger and what follows resolve."""
    game = board(["Grizzly Bears"], [], hands=(["Ordeal of Heliod"], []))
    bears = ids(game, "Grizzly Bears")[0]
    add_mana(game, "{1}{W}")
    cast(game, "Ordeal of Heliod", bears)
    resolve(game)
    _with_counters(game, "Grizzly Bears", plus1=counters)
    declare_attackers(game, bears)
    resolve(game)
    return game, game.state.objects[bears]


@plays("Ordeal of Heliod", "condition.event_counters", "trigger.sacrifice_self")
def test_122_1_ordeal_of_heliod_third_counter_sacrifices_it_and_you_gain_10():
    game, bears = _ordeal_attack(2)
    assert bears.counters.get("+1/+1") == 3
    assert "Ordeal of Heliod" in grave(game, 0) and life(game, 0) == 30


@plays("Ordeal of Heliod", "condition.event_counters")
def test_608_2c_ordeal_of_heliod_with_two_counters_stays():
    game, bears = _ordeal_attack(1)
    assert bears.counters.get("+1/+1") == 2
    assert ids(game, "Ordeal of Heliod") and life(game, 0) == 20


@plays("Disturbing Mirth", "trigger.sacrifice_self")
def test_701_17a_disturbing_mirth_sacrificed_manifests_dread():
    game = board(["Disturbing Mirth"], [], hands=(["Disturbing Mirth"], []))
    add_mana(game, "{B}{R}")
    cast(game, "Disturbing Mirth")
    _until_decision(game)
    while game.decision.kind != "priority" or game.state.stack:
        d = game.decision
        if d.kind == "yes_no":
            game.act(Action("choose", d.player, choice=("yes",)))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    assert "Disturbing Mirth" in grave(game, 0)        # the first one, sacrificed
    face_down = [o for o in (game.state.objects[i] for i in game.state.battlefield)
                 if o.face_down]
    assert len(face_down) == 1


@plays("Ordeal of Heliod", "trigger.sacrifice_self")
def test_701_17a_ordeal_of_heliod_destroyed_isnt_sacrificed():
    game = board(["Grizzly Bears"], [], hands=(["Ordeal of Heliod", "Disenchant"], []))
    add_mana(game, "{1}{W}")
    cast(game, "Ordeal of Heliod", ids(game, "Grizzly Bears")[0])
    resolve(game)
    add_mana(game, "{1}{W}")
    cast(game, "Disenchant", ids(game, "Ordeal of Heliod")[0])
    resolve(game)
    assert "Ordeal of Heliod" in grave(game, 0) and life(game, 0) == 20
    assert not game.state.stack


# -- "Whenever you play a card" (CR 305.1, 601.2i, 707.12) ----------------------------------


@plays("Null Profusion", "trigger.play_card")
def test_305_1_null_profusion_a_land_played_or_a_spell_cast_draws():
    game = board(["Null Profusion"], [], hands=(["Forest", "Shock"], []))
    before = len(hand(game, 0))
    game.act(Action("play", 0, in_hand(game, "Forest")))
    resolve(game)
    assert len(hand(game, 0)) == before                # the Forest played, a card drawn
    add_mana(game, "{R}")
    cast(game, "Shock", BOB)
    resolve(game)
    assert len(hand(game, 0)) == before and life(game, 1) == 18


@plays("Recycle", "trigger.play_card")
def test_707_12_recycle_copies_cast_arent_cards_played():
    game, chandra = _walker(["Recycle"], [], "Chandra, Pyromaster", 8)
    _on_top(game, 0, *["Forest"] * 8, "Opt", "Lightning Bolt")
    activate(game, chandra, index=2)
    resolve(game)
    state = game.state
    bolt = next(i for i in state.players[0].exile if state.objects[i].name == "Lightning Bolt")
    choose(game, bolt)
    before = len(hand(game, 0))
    for _ in range(3):
        copy = game.decision.subject
        game.act(next(a for a in game.legal_actions() if a.kind == "cast"
                      and a.object == copy and a.targets == (("player", 1),)))
    resolve(game)
    assert life(game, 1) == 11 and len(hand(game, 0)) == before


# -- "double its power and toughness" / "... of each creature you control" (CR 701.9b) -----


@plays("Grunn, the Lonely King", "effect.double_own_power")
def test_701_9b_grunn_attacking_alone_doubles_its_power_and_toughness():
    game = board(["Grunn, the Lonely King"], [])
    grunn = ids(game, "Grunn, the Lonely King")[0]
    declare_attackers(game, grunn)
    resolve(game)
    c = chars(game, grunn)
    assert (c.power, c.toughness) == (10, 10)


@plays("Unnatural Growth", "effect.double_each_power")
def test_701_9b_unnatural_growth_doubles_each_of_your_creatures_by_its_own_values():
    game = board(["Unnatural Growth", "Grizzly Bears", "Hill Giant"], ["Savannah Lions"])
    _with_counters(game, "Hill Giant", plus1=1)
    to_step(game, "beginning of combat")
    resolve(game)
    bears, giant = ids(game, "Grizzly Bears")[0], ids(game, "Hill Giant")[0]
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 4)
    assert (chars(game, giant).power, chars(game, giant).toughness) == (8, 8)
    lions = ids(game, "Savannah Lions")[0]
    assert (chars(game, lions).power, chars(game, lions).toughness) == (2, 1)


# -- "put it on the bottom of its owner's library" (CR 401.4, 400.7) ------------------------


def _bottom_card(game, player: int) -> str:
    library = game.state.players[player].library
    return game.state.objects[library[0]].name          # the last one is the top


@plays("Murderous Rider // Swift End", "library.own_death")
def test_401_4_murderous_rider_dying_goes_to_the_bottom_of_the_library():
    game = board([], ["Murderous Rider // Swift End"], hands=(["Lightning Bolt"], []))
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", game.state.battlefield[0])
    resolve(game)
    assert not game.state.battlefield and grave(game, 1) == []
    assert _bottom_card(game, 1) == "Murderous Rider"


@plays("The Cauldron of Eternity", "library.dead_card_bottom")
def test_400_7_the_cauldron_of_eternity_your_dead_creature_to_the_bottom():
    game = board(["The Cauldron of Eternity", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Lightning Bolt", "Lightning Bolt"], []))
    add_mana(game, "{R}{R}")
    cast(game, "Lightning Bolt", ids(game, "Hill Giant")[0])
    resolve(game)
    assert "Hill Giant" in grave(game, 1)               # not a creature you control
    cast(game, "Lightning Bolt", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert "Grizzly Bears" not in grave(game, 0) and _bottom_card(game, 0) == "Grizzly Bears"


# -- "leaves the battlefield without dying" (CR 700.4) --------------------------------------


@plays("Imperial Cosmographer", "trigger.leaves_without_dying")
def test_700_4_imperial_cosmographer_bounced_or_exiled_not_died():
    game = board(["Imperial Cosmographer", "Grizzly Bears", "Savannah Lions", "Hill Giant"],
                 ["Elite Vanguard"],
                 hands=(["Unsummon", "Swords to Plowshares", "Lightning Bolt", "Unsummon"], []))
    cosmo = game.state.objects[ids(game, "Imperial Cosmographer")[0]]
    add_mana(game, "{U}")
    cast(game, "Unsummon", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert cosmo.counters.get("+1/+1") == 2
    add_mana(game, "{W}")
    cast(game, "Swords to Plowshares", ids(game, "Savannah Lions")[0])
    resolve(game)
    assert cosmo.counters.get("+1/+1") == 4
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", ids(game, "Hill Giant")[0])      # dies: no trigger
    resolve(game)
    add_mana(game, "{U}")
    cast(game, "Unsummon", ids(game, "Elite Vanguard")[0])        # not yours
    resolve(game)
    assert "Hill Giant" in grave(game, 0) and cosmo.counters.get("+1/+1") == 4


@plays("Three Tree Scribe", "trigger.leaves_without_dying")
def test_700_4_three_tree_scribe_itself_or_another_leaving_without_dying():
    game = board(["Three Tree Scribe", "Grizzly Bears", "Savannah Lions", "Hill Giant"], [],
                 hands=(["Unsummon", "Lightning Bolt", "Unsummon"], []))
    bears = game.state.objects[ids(game, "Grizzly Bears")[0]]
    add_mana(game, "{U}")
    cast(game, "Unsummon", ids(game, "Savannah Lions")[0])
    _until_targets(game)
    choose_targets(game, bears.id)
    resolve(game)
    assert bears.counters.get("+1/+1") == 1
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", ids(game, "Hill Giant")[0])      # dies: no trigger
    resolve(game)
    assert not game.state.stack and bears.counters.get("+1/+1") == 1
    add_mana(game, "{U}")
    cast(game, "Unsummon", ids(game, "Three Tree Scribe")[0])     # itself (CR 603.10a)
    resolve(game)                                      # the Bears: the only legal target
    assert "Three Tree Scribe" in hand(game, 0) and bears.counters.get("+1/+1") == 2


@plays("Vela the Night-Clad", "trigger.or_another_leaves")
def test_603_10a_vela_itself_or_another_of_your_creatures_leaving_for_any_zone():
    game = board(["Vela the Night-Clad", "Grizzly Bears", "Savannah Lions"], ["Hill Giant"],
                 hands=(["Lightning Bolt", "Unsummon", "Swords to Plowshares",
                         "Lightning Bolt"], []))
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", ids(game, "Grizzly Bears")[0])      # dies
    resolve(game)
    assert life(game, 1) == 19
    add_mana(game, "{U}")
    cast(game, "Unsummon", ids(game, "Savannah Lions")[0])           # to a hand
    resolve(game)
    assert life(game, 1) == 18
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", ids(game, "Hill Giant")[0])         # not yours
    resolve(game)
    assert "Hill Giant" in grave(game, 1) and life(game, 1) == 18
    add_mana(game, "{W}")
    cast(game, "Swords to Plowshares", ids(game, "Vela the Night-Clad")[0])   # itself
    resolve(game)
    assert life(game, 1) == 17 and life(game, 0) == 24


@plays("Juju Bubble", "trigger.play_card")
def test_305_1_juju_bubble_is_sacrificed_when_you_play_a_land():
    game = board(["Juju Bubble"], [], hands=(["Forest"], []))
    game.act(Action("play", 0, in_hand(game, "Forest")))
    resolve(game)
    assert "Juju Bubble" in grave(game, 0) and ids(game, "Forest")


@plays("Rat King, Pale Piper", "trigger.or_another_leaves")
def test_603_10a_rat_king_a_nontoken_creature_leaving_makes_a_rat_a_token_doesnt():
    game = board(["Rat King, Pale Piper", "Grizzly Bears"], [],
                 hands=(["Unsummon", "Lightning Bolt", "Swords to Plowshares"], []))
    add_mana(game, "{U}")
    cast(game, "Unsummon", ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert len(ids(game, "Rat")) == 1
    add_mana(game, "{R}")
    cast(game, "Lightning Bolt", ids(game, "Rat")[0])             # a token: no trigger
    resolve(game)
    assert ids(game, "Rat") == [] and not game.state.stack
    add_mana(game, "{W}")
    cast(game, "Swords to Plowshares", ids(game, "Rat King, Pale Piper")[0])   # itself
    resolve(game)
    assert len(ids(game, "Rat")) == 1
