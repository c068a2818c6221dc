"""Play tests for the cards blocking the last published decks and their families:
protection from a creature type (Yawgmoth), escape a permanent gives (Underworld Breach),
"any player may cast ..." (Aluren), devotion as power and a dying creature's last known
power (Anax), "if a player is dealt damage this way" (Play with Fire), a trigger exiling its
card from the graveyard (Kozilek's Return), a creature sacrificed for emerge (Foul
Emissary), Eldritch Evolution's search, Toolcraft Exemplar's "it also gains", crew
triggers (Veteran Motorist), "when you sacrifice this", Kenrith's return under its owner's
control, Hall of Storm Giants' ward."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    in_hand,
    life,
    plays,
    resolve,
)

from tolaria import Action, Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules import combat, events
from tolaria.rules.zones import create_object


def _in_grave(game: Game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


def _zone(game: Game, zone: str, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in getattr(game.state.players[player], zone)]


def _escapes(game: Game, name: str) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "cast" and "escape" in a.costs
            and game.state.objects[a.object].name == name]

# -- "Protection from Humans" (CR 702.16a, 205.3m) -----------------------------------------


def test_702_16b_a_human_source_cant_target_protection_from_humans():
    game = board(["Prodigal Pyromancer"], ["Yawgmoth, Thran Physician", "Grizzly Bears"])
    yawgmoth = ids(game, "Yawgmoth, Thran Physician")[0]
    targets = {a.targets for a in game.legal_actions() if a.kind == "activate"}
    assert (("object", yawgmoth),) not in targets
    assert (("object", ids(game, "Grizzly Bears")[0]),) in targets
    assert "protection from humans" in chars(game, yawgmoth).keywords


def test_702_16f_humans_and_changelings_cant_block_protection_from_humans():
    game = board(["Yawgmoth, Thran Physician"],
                 ["Elite Vanguard", "Woodland Changeling", "Grizzly Bears"],
                 step="declare attackers")
    state = game.state
    yawgmoth = state.objects[ids(game, "Yawgmoth, Thran Physician")[0]]
    game.act(Action("attack", 0, choice=((yawgmoth.id, BOB),)))
    human = state.objects[ids(game, "Elite Vanguard")[0]]
    changeling = state.objects[ids(game, "Woodland Changeling")[0]]      # CR 702.73a
    bears = state.objects[ids(game, "Grizzly Bears")[0]]
    assert "702.16f" in combat.can_block(state, human, yawgmoth)
    assert "702.16f" in combat.can_block(state, changeling, yawgmoth)
    assert combat.can_block(state, bears, yawgmoth) is None
    with pytest.raises(IllegalAction):
        game.act(Action("block", 1, choice=((human.id, yawgmoth.id),)))


def test_702_16e_damage_from_a_human_is_prevented():
    game = board(["Elite Vanguard", "Grizzly Bears"], ["Yawgmoth, Thran Physician"])
    state = game.state
    yawgmoth = ids(game, "Yawgmoth, Thran Physician")[0]
    human = state.objects[ids(game, "Elite Vanguard")[0]]
    bears = state.objects[ids(game, "Grizzly Bears")[0]]
    assert events.deal_damage(state, human, ("object", yawgmoth), 2) == 0
    assert events.deal_damage(state, bears, ("object", yawgmoth), 2) == 2


def test_702_16a_a_granted_protection_from_dogs_names_the_creature_type():
    game = board(["Feline Sovereign", "Savannah Lions"], [])
    lions = ids(game, "Savannah Lions")[0]
    assert "protection from dogs" in chars(game, lions).keywords
    assert chars(game, lions).power == 3


# -- "Each nonland card in your graveyard has escape." (CR 702.138a) ------------------------

@plays("Underworld Breach", "graveyard.has_escape")
def test_702_138a_breach_gives_an_instant_escape_for_its_mana_cost_plus_three_cards():
    game = board(["Underworld Breach", "Mountain"], [])
    for name in ("Lightning Bolt", "Grizzly Bears", "Shock", "Hill Giant", "Forest"):
        _in_grave(game, name)
    assert not _escapes(game, "Forest")                            # a land: "nonland"
    assert _escapes(game, "Lightning Bolt")
    game.act("cast Lightning Bolt for escape exiling Grizzly Bears, Shock, Hill Giant "
             "targeting Bob")
    assert _zone(game, "exile") == ["Grizzly Bears", "Shock", "Hill Giant"]
    resolve(game)
    assert life(game, 1) == 17
    assert _zone(game, "graveyard") == ["Forest", "Lightning Bolt"]     # not exiled


@plays("Underworld Breach", "graveyard.has_escape")
def test_702_138a_breach_a_permanent_card_escapes_and_only_its_controllers_cards():
    game = board(["Underworld Breach", "Forest", "Forest"], ["Underworld Breach"])
    for name in ("Grizzly Bears", "Shock", "Hill Giant", "Forest"):
        _in_grave(game, name)
    bolt = _in_grave(game, "Lightning Bolt", player=1)
    for name in ("Shock", "Shock", "Shock"):
        _in_grave(game, name, player=1)
    assert not any(a.object == bolt for a in game.legal_actions())     # Bob's card
    with pytest.raises(IllegalAction):
        game.act("cast Grizzly Bears")                         # only for escape (702.138a)
    game.act("cast Grizzly Bears for escape exiling Shock, Hill Giant, Forest")
    resolve(game)
    bears = ids(game, "Grizzly Bears")[0]
    assert "escape" in game.state.objects[bears].cast_for.split("+")   # CR 702.138b


def test_702_138a_without_breach_a_graveyard_card_has_no_escape():
    game = board(["Mountain"], [])
    for name in ("Lightning Bolt", "Grizzly Bears", "Shock", "Hill Giant"):
        _in_grave(game, name)
    assert not _escapes(game, "Lightning Bolt")


# -- "Any player may cast <spells> [without paying their mana costs and] as though they had
#    flash." (CR 609.4, 702.8a, 118.9) -------------------------------------------------------

def _stack_names(game: Game) -> list[str]:
    return [game.state.objects[i].name for i in game.state.stack]


@plays("Aluren", "static.any_player_cast")
def test_118_9_aluren_any_player_casts_small_creatures_free_at_instant_speed():
    game = board(["Aluren"], [], hands=(["Grizzly Bears", "Hill Giant", "Shock"],
                                        ["Elite Vanguard", "Hill Giant"]))
    game.act("cast Grizzly Bears without paying its mana cost")        # no land, no mana
    assert _stack_names(game) == ["Grizzly Bears"]
    with pytest.raises(IllegalAction):
        game.act("cast Hill Giant without paying its mana cost")       # mana value 4
    game.act(Action("pass", 0))
    bob_casts = [a for a in game.legal_actions() if a.kind == "cast" and a.player == 1]
    names = {game.state.objects[a.object].name for a in bob_casts}
    assert names == {"Elite Vanguard"}                 # Bob's, at instant speed, for free
    game.act(bob_casts[0])
    resolve(game)
    assert ids(game, "Grizzly Bears") and ids(game, "Elite Vanguard")
    assert game.state.objects[ids(game, "Elite Vanguard")[0]].controller == 1


def test_118_9_without_aluren_a_creature_needs_its_mana_cost():
    game = board([], [], hands=(["Grizzly Bears"], []))
    with pytest.raises(IllegalAction):
        game.act("cast Grizzly Bears without paying its mana cost")


@plays("Vernal Equinox", "static.any_player_cast")
def test_702_8a_vernal_equinox_lets_each_player_cast_creatures_as_though_they_had_flash():
    game = board(["Vernal Equinox", "Forest", "Forest"], ["Forest", "Forest"],
                 hands=(["Shock"], ["Grizzly Bears", "Divination"]), step="upkeep")
    game.act(Action("pass", 0))
    bob = {game.state.objects[a.object].name for a in game.legal_actions()
           if a.kind == "cast" and a.player == 1}
    assert bob == {"Grizzly Bears"}                    # not the sorcery


# -- "<name>'s power is equal to your devotion to <colour>." (CR 604.3, 700.5) --------------

@plays("Anax, Hardened in the Forge", "quantity.devotion")
def test_700_5_anax_power_is_its_controllers_devotion_to_red():
    game = board(["Anax, Hardened in the Forge"], ["Anax, Hardened in the Forge"])
    alice_anax, bob_anax = ids(game, "Anax, Hardened in the Forge")
    assert chars(game, alice_anax).power == 2                     # its own {R}{R}
    game2 = board(["Anax, Hardened in the Forge", "Fanatical Firebrand", "Mountain"], [])
    assert chars(game2, ids(game2, "Anax, Hardened in the Forge")[0]).power == 3
    assert chars(game, bob_anax).power == 2 and chars(game, alice_anax).toughness == 3


@plays("Renata, Called to the Hunt", "quantity.devotion")
def test_604_3_renata_power_counts_green_symbols_of_its_controllers_permanents():
    game = board(["Renata, Called to the Hunt", "Llanowar Elves", "Forest"], [])
    assert chars(game, ids(game, "Renata, Called to the Hunt")[0]).power == 3


# -- "If the creature had power 4 or greater, create two of those tokens instead."
#    (CR 603.10a, 614.15) --------------------------------------------------------------------

def _satyrs(game: Game) -> list[int]:
    return ids(game, "Satyr")


@plays("Anax, Hardened in the Forge", "condition.event_had_power", "tokens.more_instead")
def test_603_10a_anax_a_small_creature_dying_makes_one_satyr_that_cant_block():
    game = board(["Anax, Hardened in the Forge", "Grizzly Bears", "Mountain"], [],
                 hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", ids(game, "Grizzly Bears")[0])
    resolve(game)
    resolve(game)
    satyrs = _satyrs(game)
    assert len(satyrs) == 1
    assert (chars(game, satyrs[0]).power, chars(game, satyrs[0]).toughness) == (1, 1)


@plays("Anax, Hardened in the Forge", "condition.event_had_power", "tokens.more_instead")
def test_603_10a_anax_a_creature_with_power_4_dying_makes_two_satyrs():
    game = board(["Anax, Hardened in the Forge", "Craw Wurm", "Swamp", "Swamp"], [],
                 hands=(["Doom Blade"], []))
    cast(game, "Doom Blade", ids(game, "Craw Wurm")[0])
    resolve(game)
    resolve(game)
    assert len(_satyrs(game)) == 2


@plays("Anax, Hardened in the Forge", "condition.event_had_power", "tokens.more_instead")
def test_603_10a_anax_itself_dying_uses_its_last_known_power():
    game = board(["Anax, Hardened in the Forge", "Fanatical Firebrand", "Fanatical Firebrand",
                  "Swamp", "Swamp"], [], hands=(["Doom Blade"], []))
    anax = ids(game, "Anax, Hardened in the Forge")[0]
    assert chars(game, anax).power == 4
    cast(game, "Doom Blade", anax)
    resolve(game)
    resolve(game)
    assert len(_satyrs(game)) == 2            # its power as it last existed: 4 (CR 603.10a)


# -- "If a player is dealt damage this way, scry 1." (CR 120.3, 608.2c, 701.22) -------------

@plays("Play with Fire", "effect.if_player_dealt_damage")
def test_701_22_play_with_fire_at_a_player_scries_one():
    game = board(["Mountain"], [], hands=(["Play with Fire"], []))
    top = game.state.players[0].library[-1]
    cast(game, "Play with Fire", BOB)
    resolve(game)
    assert life(game, 1) == 18
    assert game.decision.kind == "choose" and "done" in game.decision.options
    choose(game, top)
    resolve(game)
    assert game.state.players[0].library[0] == top


@plays("Play with Fire", "effect.if_player_dealt_damage")
def test_120_3_play_with_fire_at_a_creature_doesnt_scry():
    game = board(["Mountain"], ["Hill Giant"], hands=(["Play with Fire"], []))
    giant = ids(game, "Hill Giant")[0]
    cast(game, "Play with Fire", giant)
    resolve(game)
    assert game.state.objects[giant].damage == 2
    assert game.decision.kind == "priority" and not game.state.stack


# -- "Whenever you cast <spell>, you may exile this card from your graveyard. If you do, this
#    card deals 5 damage to each creature." (CR 113.6k, 603.5, 608.2c) -----------------------

@plays("Kozilek's Return", "graveyard.exile_itself_if_you_do")
def test_113_6k_kozileks_return_exiles_itself_from_the_graveyard_to_deal_five():
    game = board(["Wastes"] * 8 + ["Grizzly Bears"], ["Craw Wurm"],
                 hands=(["Ulamog's Crusher", "Grizzly Bears"], []))
    kozilek = _in_grave(game, "Kozilek's Return")
    cast(game, "Ulamog's Crusher")
    assert len(game.state.stack) == 2                         # the trigger, from the graveyard
    resolve(game)
    assert game.decision.kind == "yes_no"
    choose(game, "yes")
    resolve(game)
    assert _zone(game, "exile") == ["Kozilek's Return"]
    assert game.state.objects[kozilek].zone != "graveyard"
    assert not ids(game, "Grizzly Bears") and not ids(game, "Craw Wurm")   # 5 damage each
    assert ids(game, "Ulamog's Crusher")               # on the stack then: resolved after


@plays("Kozilek's Return", "graveyard.exile_itself_if_you_do")
def test_603_5_kozileks_return_declined_stays_in_the_graveyard_and_deals_nothing():
    game = board(["Wastes"] * 8, ["Craw Wurm"], hands=(["Ulamog's Crusher"], []))
    _in_grave(game, "Kozilek's Return")
    cast(game, "Ulamog's Crusher")
    resolve(game)
    choose(game, "no")
    resolve(game)
    assert _zone(game, "graveyard") == ["Kozilek's Return"]
    assert ids(game, "Craw Wurm")


def test_113_6k_kozileks_return_doesnt_trigger_from_the_hand():
    game = board(["Wastes"] * 8, [], hands=(["Ulamog's Crusher", "Kozilek's Return"], []))
    cast(game, "Ulamog's Crusher")
    assert _stack_names(game) == ["Ulamog's Crusher"]          # the card is in the hand


# -- "When you sacrifice this creature while casting a spell with emerge, ..." (CR 702.119a,
#    601.2h, 603.10a) ---------------------------------------------------------------------------

@plays("Foul Emissary", "trigger.sacrificed_for_emerge")
def test_702_119a_foul_emissary_sacrificed_for_emerge_makes_an_eldrazi_horror():
    game = board(["Island"] * 3 + ["Foul Emissary"], [], hands=(["Wretched Gryff"], []))
    emissary, gryff = ids(game, "Foul Emissary")[0], game.state.players[0].hand[0]
    game.act(Action("cast", 0, gryff, costs=("emerge", emissary)))     # {5}{U} - 3
    assert game.decision.kind == "order_triggers"          # with the Gryff's cast trigger
    game.act(game.legal_actions()[0])
    assert len(game.state.stack) == 3
    resolve(game)
    horrors = ids(game, "Eldrazi Horror")
    assert len(horrors) == 1
    assert (chars(game, horrors[0]).power, chars(game, horrors[0]).toughness) == (3, 2)
    assert ids(game, "Wretched Gryff")


def test_702_119a_foul_emissary_sacrificed_to_an_ability_makes_nothing():
    game = board(["Foul Emissary", "Viscera Seer"], [])
    activate(game, ids(game, "Viscera Seer")[0], costs=(ids(game, "Foul Emissary")[0],))
    resolve(game)
    assert "Foul Emissary" in grave(game) and not ids(game, "Eldrazi Horror")


# -- "Search your library for a creature card with mana value X or less, where X is 2 plus
#    the sacrificed creature's mana value. Put that card onto the battlefield, then shuffle."
#    (CR 118.8, 608.2h, 701.19a) ----------------------------------------------------------------

@plays("Eldritch Evolution", "library.sacrificed_bound", "library.search_then_put")
def test_701_19a_eldritch_evolution_finds_a_creature_up_to_two_more_mana_value():
    game = board(["Grizzly Bears", "Forest", "Forest", "Forest"], [],
                 hands=(["Eldritch Evolution"], []))
    cards = {name: create_object(game.state, card_def(name), 0, "library").id
             for name in ("Llanowar Elves", "Hill Giant", "Craw Wurm")}
    game.state.changed()
    bears = ids(game, "Grizzly Bears")[0]
    game.act(Action("cast", 0, in_hand(game, "Eldritch Evolution"), costs=(bears,)))
    resolve(game)
    assert game.decision.kind == "choose"
    assert set(game.decision.options) - {"nothing"} == {cards["Llanowar Elves"],
                                                          cards["Hill Giant"]}    # MV <= 4
    choose(game, cards["Hill Giant"])
    assert ids(game, "Hill Giant")
    assert _zone(game, "exile") == ["Eldritch Evolution"]


# -- "If you control three or more artifacts, it also gains first strike until end of turn."
#    after instructions about the source (CR 608.2c) -------------------------------------------

def _exemplar_at_combat(artifacts: int) -> tuple[Game, int]:
    game = board(["Toolcraft Exemplar"] + ["Ornithopter"] * artifacts, [])
    exemplar = ids(game, "Toolcraft Exemplar")[0]
    while game.state.step != "beginning of combat" or game.state.stack:
        if game.decision.kind != "priority":
            break
        game.act(Action("pass", game.decision.player))
    resolve(game)
    return game, exemplar


def test_608_2c_toolcraft_exemplar_with_three_artifacts_also_gains_first_strike():
    game, exemplar = _exemplar_at_combat(3)
    found = chars(game, exemplar)
    assert (found.power, found.toughness) == (3, 2) and "first strike" in found.keywords


def test_608_2c_toolcraft_exemplar_with_one_artifact_gets_only_the_bonus():
    game, exemplar = _exemplar_at_combat(1)
    found = chars(game, exemplar)
    assert (found.power, found.toughness) == (3, 2) and "first strike" not in found.keywords


# -- "Whenever this creature crews a Vehicle, that Vehicle gets +1/+1 / gains <keyword> until
#    end of turn." (CR 702.122c) ---------------------------------------------------------------

@plays("Veteran Motorist", "trigger.crews")
def test_702_122c_veteran_motorist_crewing_pumps_that_vehicle_once_it_is_a_creature():
    game = board(["Air Response Unit", "Veteran Motorist", "Grizzly Bears"], [])
    unit, motorist = ids(game, "Air Response Unit")[0], ids(game, "Veteran Motorist")[0]
    activate(game, unit, costs=(motorist,))
    assert len(game.state.stack) == 2                  # its trigger above the crew ability
    resolve(game)
    found = chars(game, unit)
    assert found.is_creature and (found.power, found.toughness) == (4, 4)     # 3/3 +1/+1


@plays("Gearshift Ace", "trigger.crews")
def test_702_122c_gearshift_ace_only_the_creature_that_crewed_triggers():
    game = board(["Air Response Unit", "Gearshift Ace", "Grizzly Bears"], [])
    unit = ids(game, "Air Response Unit")[0]
    activate(game, unit, costs=(ids(game, "Grizzly Bears")[0],))
    assert len(game.state.stack) == 1                  # the Ace didn't crew: no trigger
    resolve(game)
    assert "first strike" not in chars(game, unit).keywords
    game2 = board(["Air Response Unit", "Gearshift Ace"], [])
    unit2 = ids(game2, "Air Response Unit")[0]
    activate(game2, unit2, costs=(ids(game2, "Gearshift Ace")[0],))
    resolve(game2)
    assert "first strike" in chars(game2, unit2).keywords


@plays("Ugin's Binding", "graveyard.exile_itself_if_you_do")
def test_603_12_ugins_binding_exiled_from_the_graveyard_when_you_do_bounces_theirs():
    game = board(["Wastes"] * 8 + ["Grizzly Bears"], ["Hill Giant", "Forest"],
                 hands=(["Ulamog's Crusher"], []))
    _in_grave(game, "Ugin's Binding")
    cast(game, "Ulamog's Crusher")
    resolve(game)
    choose(game, "yes")
    resolve(game)
    assert _zone(game, "exile") == ["Ugin's Binding"]
    assert _zone(game, "hand", 1) == ["Hill Giant"]             # a land stays (nonland)
    assert ids(game, "Forest") and ids(game, "Grizzly Bears")


# -- "When you sacrifice this <permanent>, ..." (CR 701.17a, 603.10a) --------------------------

@plays("Disturbing Mirth", "trigger.sacrifice_self")
def test_701_17a_disturbing_mirth_sacrificed_manifests_dread():
    game = board(["Disturbing Mirth", "Swamp", "Mountain"], [],
                 hands=(["Disturbing Mirth"], []))
    cast(game, "Disturbing Mirth")
    resolve(game)
    choose(game, "yes")                       # the new one's: sacrifice the first one
    assert _stack_names(game) == ["Disturbing Mirth"]          # the first one's trigger
    resolve(game)
    assert game.decision.kind == "choose"     # which of the top two is manifested
    choose(game, game.decision.options[0])
    faces = [game.state.objects[i].face_down for i in game.state.battlefield]
    assert faces.count("manifest") == 1
    assert len(ids(game, "Disturbing Mirth")) == 1 and len(game.state.players[0].hand) == 2


def test_701_17a_disturbing_mirth_destroyed_isnt_sacrificed():
    game = board(["Disturbing Mirth", "Forest", "Forest"], [], hands=(["Naturalize"], []))
    cast(game, "Naturalize", ids(game, "Disturbing Mirth")[0])
    resolve(game)
    assert not game.state.stack and "Disturbing Mirth" in grave(game)
    assert not any(game.state.objects[i].face_down for i in game.state.battlefield)


# -- "Put target creature card from a graveyard onto the battlefield under its owner's
#    control." (CR 110.2a) ----------------------------------------------------------------------

@plays("Kenrith, the Returned King", "effect.graveyard_to_owner")
def test_110_2a_kenrith_returns_a_creature_card_under_its_owners_control():
    game = board(["Kenrith, the Returned King"] + ["Swamp"] * 5, [])
    giant = _in_grave(game, "Hill Giant", player=1)
    activate(game, ids(game, "Kenrith, the Returned King")[0], giant, index=4)
    resolve(game)
    returned = ids(game, "Hill Giant")
    assert len(returned) == 1 and game.state.objects[returned[0]].controller == 1
    assert not game.state.players[1].graveyard


# -- "<this land> becomes a 7/7 blue Giant creature with ward {3}" (CR 702.21a, 613.1f) -------

@plays("Hall of Storm Giants", "animation.becomes", "granted.triggered_keyword")
def test_702_21a_hall_of_storm_giants_animated_has_ward_three():
    game = board(["Hall of Storm Giants"] + ["Island"] * 6, ["Mountain"],
                 hands=([], ["Lightning Bolt"]))
    hall = ids(game, "Hall of Storm Giants")[0]
    activate(game, hall, index=1)
    resolve(game)
    found = chars(game, hall)
    assert found.is_creature and "Land" in found.types and "Giant" in found.subtypes
    assert (found.power, found.toughness) == (7, 7) and "ward" in found.keywords
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", hall, player=1)
    assert len(game.state.stack) == 2                          # ward's trigger (CR 702.21a)
    resolve(game)
    assert game.state.objects[hall].damage == 0 and "Lightning Bolt" in grave(game, 1)
