"""Constructs that blocked published Pauper, Pioneer, Standard and Commander decks
(benchmarks/decks/), compiled from Oracle text and played (issue 17)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import (
    BOB,
    Action,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    names,
    obj,
    plays,
    resolve,
)

from tolaria import Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _walker(game: Game, name: str, owner: int, loyalty: int) -> int:
    """A planeswalker put onto the battlefield with `loyalty` counters (CR 306.5b)."""
    new = create_object(game.state, card_def(name), owner, "battlefield")
    new.counters["loyalty"] = loyalty
    new.since = owner
    game.state.changed()
    return new.id

# -- "that player or that planeswalker's controller" (CR 115.1, 608.2h) --------------------


@plays("Blightning", "player.player_or_controller")
def test_608_2h_blightning_at_a_player_that_player_discards():
    game = board(["Swamp", "Mountain", "Mountain"], [],
                 hands=(["Blightning"], ["Shock", "Opt", "Duress"]))
    cast(game, "Blightning", BOB)
    resolve(game)
    assert life(game, 1) == 17
    assert game.decision.kind == "discard" and game.decision.player == 1
    game.act(Action("choose", 1, choice=tuple(game.state.players[1].hand[:2])))
    assert hand(game, 1) == ["Duress"] and sorted(grave(game, 1)) == ["Opt", "Shock"]


@plays("Blightning", "player.player_or_controller")
def test_608_2h_blightning_at_a_planeswalker_its_controller_discards():
    game = board(["Swamp", "Mountain", "Mountain"], [],
                 hands=(["Blightning", "Opt"], ["Shock", "Opt", "Duress"]))
    jace = _walker(game, "Jace Beleren", 1, 3)
    cast(game, "Blightning", jace)
    resolve(game)
    assert life(game, 1) == 20                      # the damage went to Jace (CR 120.3c)
    assert game.decision.kind == "discard" and game.decision.player == 1
    game.act(Action("choose", 1, choice=tuple(game.state.players[1].hand[:2])))
    assert len(hand(game, 1)) == 1 and hand(game, 0) == ["Opt"]
    assert "Jace Beleren" not in names(game)        # 0 loyalty (CR 704.5i)


@plays("Flame Wave", "target.player_group")
def test_608_2h_flame_wave_at_a_planeswalker_hits_its_controllers_creatures():
    game = board(["Mountain"] * 7 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Flame Wave"], []))
    jace = _walker(game, "Jace Beleren", 1, 4)
    cast(game, "Flame Wave", jace)
    resolve(game)
    assert "Hill Giant" not in names(game)          # Bob's creature
    assert "Grizzly Bears" in names(game)           # Alice's creature
    assert "Jace Beleren" not in names(game) and life(game, 1) == 20


@plays("Chandra's Fury", "player.player_or_controller", "target.player_group")
def test_608_2h_chandras_fury_at_a_player_hits_that_players_creatures():
    game = board(["Mountain"] * 5, ["Llanowar Elves", "Hill Giant"],
                 hands=(["Chandra's Fury"], []))
    cast(game, "Chandra's Fury", BOB)
    resolve(game)
    assert life(game, 1) == 16
    assert "Llanowar Elves" not in names(game) and "Hill Giant" in names(game)


# -- "untap up to N lands" (CR 608.2d, 701.21a) -------------------------------------------


@plays("Snap", "effect.untap_up_to")
def test_701_21a_snap_untaps_up_to_two_lands_chosen_as_it_resolves():
    game = board(["Island", "Island", "Mountain"], ["Grizzly Bears", "Forest"],
                 hands=(["Snap"], []))
    forest = obj(game, "Forest")
    game.state.objects[forest].tapped = True
    cast(game, "Snap", obj(game, "Grizzly Bears"))          # taps both Islands
    resolve(game)
    assert game.decision.kind == "choose" and "done" in game.decision.options
    island = obj(game, "Island")
    assert forest in game.decision.options                  # any land, not only Alice's
    assert obj(game, "Mountain") not in game.decision.options   # untapped already
    choose(game, island)
    choose(game, forest)                                    # the second: no more choices
    assert not game.state.objects[island].tapped and not game.state.objects[forest].tapped
    assert game.state.objects[obj(game, "Island", 1)].tapped
    assert hand(game, 1) == ["Grizzly Bears"]


@plays("Wrath of Leknif", "effect.untap_up_to")
def test_701_21a_wrath_of_leknif_untaps_only_lands_you_control_and_may_stop():
    game = board(["Plains", "Plains", "Island", "Swamp", "Grizzly Bears"], ["Forest"],
                 hands=(["Wrath of Leknif"], []))
    forest = obj(game, "Forest")
    game.state.objects[forest].tapped = True
    cast(game, "Wrath of Leknif")
    resolve(game)
    assert "Grizzly Bears" not in names(game)
    assert forest not in game.decision.options
    choose(game, obj(game, "Plains"))
    choose(game, "done")
    tapped = [game.state.objects[i].tapped for i in ids(game, "Plains") + ids(game, "Island")]
    assert tapped == [False, True, True]


# -- an Aura's "for each other <its own type>" (CR 611.3a, 613.4c) -------------------------


@plays("Ancestral Mask", "static.attached", "quantity.permanents")
def test_613_4c_ancestral_mask_counts_each_enchantment_other_than_itself():
    game = board(["Forest"] * 3 + ["Grizzly Bears", "Seal of Fire", "Mountain"],
                 ["Intruder Alarm"], hands=(["Ancestral Mask"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Ancestral Mask", bears)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (6, 6)   # 2 others
    activate(game, obj(game, "Seal of Fire"), BOB)          # sacrificed: counted no more
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 4)
    assert life(game, 1) == 18


# -- "Whenever enchanted Forest is tapped for mana, ... the chosen color" (CR 106.12a) -------


@plays("Utopia Sprawl", "mana.tapped_enchanted_type", "choice.chosen_mana",
       "choice.as_enters_color")
def test_106_12a_utopia_sprawl_adds_one_mana_of_the_color_chosen_as_it_entered():
    game = board(["Forest", "Forest", "Forest"], [], hands=(["Utopia Sprawl"], []))
    enchanted = obj(game, "Forest", 1)
    cast(game, "Utopia Sprawl", enchanted)                  # pays with the first Forest
    resolve(game)
    assert game.decision.kind == "replacement"              # as it enters (CR 614.12)
    game.act("choose blue")
    pool = game.state.players[0].pool
    game.act(Action("activate", 0, enchanted, ability=0))
    assert str(pool) == "{U}{G}"                            # CR 605.4a: at once
    game.act(Action("activate", 0, obj(game, "Forest", 2), ability=0))
    assert str(pool) == "{U}{G}{G}"                         # not the enchanted Forest


# -- "can't be the target of spells or abilities your opponents control this turn" ---------


@plays("Vines of Vastwood", "effect.untargetable_this_turn")
def test_115_1_vines_of_vastwood_in_response_makes_the_opponents_spell_lose_its_target():
    game = board(["Forest", "Grizzly Bears"], ["Mountain"],
                 hands=(["Vines of Vastwood"], ["Shock"]))
    bears = obj(game, "Grizzly Bears")
    game.act(Action("pass", 0))
    game.act("cast Shock targeting Grizzly Bears")          # Bob's Shock, Alice responds
    game.act(Action("pass", 1))
    cast(game, "Vines of Vastwood", bears)
    resolve(game)
    assert "Grizzly Bears" in names(game)                   # Shock's target is illegal (608.2b)
    assert "Shock" in grave(game, 1)
    assert chars(game, bears).power == 2                    # not kicked


@plays("Vines of Vastwood", "effect.untargetable_this_turn")
def test_115_1_vines_of_vastwood_your_opponents_are_the_casters_not_the_creatures():
    game = board(["Forest", "Forest", "Forest", "Mountain"], ["Grizzly Bears"],
                 hands=(["Vines of Vastwood", "Shock"], ["Giant Growth"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Vines of Vastwood", bears)                  # on Bob's creature
    resolve(game)
    game.act(Action("pass", 0))
    assert not any(game.notation(a).startswith("cast Giant Growth")
                   for a in game.legal_actions())           # Bob is Alice's opponent
    game.act(Action("pass", 1))
    cast(game, "Shock", bears)                              # Alice still may
    resolve(game)
    assert "Grizzly Bears" not in names(game)


# -- "You may cast <spells> as though they had flash" (CR 609.4, 702.8a) --------------------


@plays("Rattlechains", "static.flash_for")
def test_609_4_rattlechains_spirit_spells_as_though_they_had_flash_and_no_others():
    game = board(["Rattlechains", "Island", "Plains", "Forest", "Forest"], [],
                 hands=(["Supreme Phantom", "Grizzly Bears"], []), step="end")
    offered = [game.notation(a) for a in game.legal_actions()]
    assert "cast Supreme Phantom" in offered                # a Spirit, at instant speed
    assert "cast Grizzly Bears" not in offered
    game.act("cast Supreme Phantom")
    resolve(game)
    assert "Supreme Phantom" in names(game)


# -- "exile target spell"; "the exiled card's owner may cast that card" (CR 607.2a) ---------


def _quelled() -> Game:
    """Bob's Shock at Alice, exiled by her Spell Queller (CR 406.2), then Alice's Lightning
    Bolt at her Queller: its leaves-the-battlefield trigger resolves."""
    game = board(["Island", "Plains", "Island", "Mountain"], ["Mountain", "Mountain"],
                 hands=(["Spell Queller", "Lightning Bolt"], ["Shock"]))
    game.act(Action("pass", 0))
    game.act("cast Shock targeting Alice")
    game.act(Action("pass", 1))
    game.act("cast Spell Queller")                          # flash
    resolve(game)                                           # the trigger targets Shock
    shock = [i for i in game.state.players[1].exile if game.state.objects[i].name == "Shock"]
    assert shock and not game.state.stack and life(game, 0) == 20   # exiled, not countered
    assert "Shock" not in grave(game, 1)
    cast(game, "Lightning Bolt", obj(game, "Spell Queller"))
    resolve(game)
    return game


@plays("Spell Queller", "library.exiled_card_cast")
def test_607_2a_spell_queller_exiles_a_spell_and_its_owner_may_cast_it_when_queller_leaves():
    game = _quelled()
    assert game.decision.kind == "cast" and game.decision.player == 1   # the owner
    game.act("cast Shock without paying its mana cost targeting Alice")
    bobs = [i for i in ids(game, "Mountain") if game.state.objects[i].controller == 1]
    assert [game.state.objects[i].tapped for i in bobs].count(False) == 1   # nothing paid
    resolve(game)
    assert life(game, 0) == 18 and "Shock" in grave(game, 1)


@plays("Spell Queller", "library.exiled_card_cast")
def test_607_2a_spell_queller_owner_may_decline_and_the_card_stays_exiled():
    game = _quelled()
    game.act(Action("choose", 1, choice=("no",)))
    assert any(game.state.objects[i].name == "Shock" for i in game.state.players[1].exile)
    assert life(game, 0) == 20 and not game.state.stack


# -- a list of three verbs for one player (CR 608.2c) ----------------------------------------


@plays("Archon of Cruelty", "effect.same_subject")
def test_608_2c_archon_of_cruelty_attack_trigger_three_verbs_for_the_target_opponent():
    game = board(["Archon of Cruelty"], ["Grizzly Bears"], hands=([], ["Shock", "Opt"]),
                 step="declare attackers")
    game.act("attack with Archon of Cruelty")
    if game.decision.kind == "targets":
        game.act(game.legal_actions()[0])                   # Bob, the one opponent
    resolve(game)
    while game.decision.kind != "priority":                 # Bob chooses what to lose
        game.act(game.legal_actions()[0])                   # (his one creature, a card)
    assert "Grizzly Bears" not in names(game) and len(hand(game, 1)) == 1
    assert life(game, 1) == 17 and life(game, 0) == 23 and len(hand(game, 0)) == 1


# -- "if you control a Human creature and a non-Human creature" (CR 601.2f) ------------------


@plays("Of One Mind", "condition.control_both")
def test_601_2f_of_one_mind_costs_2_less_with_a_human_and_a_non_human_creature():
    game = board(["Island", "Elite Vanguard", "Grizzly Bears"], [], hands=(["Of One Mind"], []))
    cast(game, "Of One Mind")                               # {U} with one Island
    resolve(game)
    assert len(hand(game)) == 2


@plays("Of One Mind", "condition.control_both")
def test_601_2f_of_one_mind_costs_full_with_only_humans():
    game = board(["Island", "Elite Vanguard", "Elite Vanguard"], [],
                 hands=(["Of One Mind"], []))
    assert not any(game.notation(a).startswith("cast Of One Mind")
                   for a in game.legal_actions())         # {2}{U}: one Island isn't enough


# -- "two target artifacts, creatures, and/or lands" (CR 115.1, 608.2c) ---------------------


@plays("Ghostly Flicker", "delayed.return_those", "phrase.filter", "target.counted")
def test_608_2c_ghostly_flicker_exiles_and_returns_a_land_and_a_creature():
    game = board(["Island", "Island", "Island", "Mnemonic Wall"], [],
                 hands=(["Ghostly Flicker"], []))
    wall, island = obj(game, "Mnemonic Wall"), obj(game, "Island", 0)
    cast(game, "Ghostly Flicker", island, wall)             # a land and a creature
    resolve(game)
    assert wall not in game.state.battlefield and island not in game.state.battlefield
    assert len(ids(game, "Island")) == 3 and len(ids(game, "Mnemonic Wall")) == 1
    assert not game.state.objects[ids(game, "Island")[-1]].tapped   # new objects (400.7)


# -- "Counter target spell if it's blue." (CR 608.2c, 105.2) --------------------------------


def _pyroblast_at(spell: str, target: str) -> Game:
    """Bob casts `spell`; Alice answers with Pyroblast's first mode at it."""
    game = board(["Mountain"], ["Mountain"], hands=(["Pyroblast"], [spell]))
    game.act(Action("pass", 0))
    game.act(f"cast {spell} targeting {target}")
    game.act(Action("pass", 1))
    spell_id = game.state.stack[-1]
    cast(game, "Pyroblast", spell_id, mode=0)               # any spell may be targeted
    resolve(game)
    return game


@plays("Pyroblast", "condition.if_its_color")
def test_608_2c_pyroblast_counters_a_blue_spell():
    game = board(["Mountain"], ["Island"], hands=(["Pyroblast"], ["Opt"]))
    game.act(Action("pass", 0))
    game.act("cast Opt")
    game.act(Action("pass", 1))
    cast(game, "Pyroblast", game.state.stack[-1], mode=0)
    resolve(game)
    assert "Opt" in grave(game, 1) and len(hand(game, 1)) == 0   # countered: no card drawn


@plays("Pyroblast", "condition.if_its_color")
def test_608_2c_pyroblast_may_target_a_red_spell_and_does_nothing_to_it():
    game = _pyroblast_at("Shock", "Alice")
    assert life(game, 0) == 18 and "Pyroblast" in grave(game, 0)


@plays("Pyroblast", "condition.if_its_color")
def test_608_2c_pyroblast_destroys_a_blue_permanent_not_another():
    game = board(["Mountain", "Mountain"], ["Mnemonic Wall", "Grizzly Bears"],
                 hands=(["Pyroblast", "Pyroblast"], []))
    cast(game, "Pyroblast", obj(game, "Grizzly Bears"), mode=1)
    resolve(game)
    assert "Grizzly Bears" in names(game)
    cast(game, "Pyroblast", obj(game, "Mnemonic Wall"), mode=1)
    resolve(game)
    assert "Mnemonic Wall" not in names(game)


# -- "target opponent skips their next combat phase" (CR 614.10) ---------------------------


@plays("Stonehorn Dignitary", "library.skip_combat")
def test_614_10_stonehorn_dignitary_opponent_skips_their_next_combat_phase_only():
    game = board(["Plains"] * 4, ["Grizzly Bears"], hands=(["Stonehorn Dignitary"], []))
    cast(game, "Stonehorn Dignitary")
    resolve(game)                                           # the trigger targets Bob
    resolve(game)
    assert game.state.skip_combats == [1]
    saved = Game.from_json(game.to_json())                  # kept in a save
    assert saved.state.skip_combats == [1]
    steps = []
    while game.state.turn < 5:                              # Bob's turn 4, then Alice's 5
        if game.state.active == 1 and game.decision.kind == "priority":
            steps.append(game.state.step)
        game.act(game.legal_actions()[0] if game.decision.kind != "priority"
                 else Action("pass", game.decision.player))
    assert "precombat main" in steps and "postcombat main" in steps
    assert "beginning of combat" not in steps and "declare attackers" not in steps
    assert game.state.skip_combats == []
    while game.state.turn < 6 or game.state.step != "beginning of combat":
        game.act(game.legal_actions()[0] if game.decision.kind != "priority"
                 else Action("pass", game.decision.player))
    assert game.state.active == 1                           # his next turn has combat


# -- "Search your library for an instant card or a card with flash" (CR 701.19a) ------------


@plays("Mystical Teachings", "library.search_or_keyword")
def test_701_19a_mystical_teachings_finds_an_instant_or_a_card_with_flash_only():
    game = board(["Island", "Island", "Island", "Island"], [],
                 hands=(["Mystical Teachings"], []))
    found = {name: create_object(game.state, card_def(name), 0, "library").id
             for name in ("Shock", "Nebelgast Herald", "Divination", "Grizzly Bears")}
    game.state.changed()
    cast(game, "Mystical Teachings")
    resolve(game)
    assert game.decision.kind == "choose"
    options = set(game.decision.options)
    assert {found["Shock"], found["Nebelgast Herald"]} <= options
    assert found["Divination"] not in options and found["Grizzly Bears"] not in options
    choose(game, found["Nebelgast Herald"])
    resolve(game)
    assert hand(game) == ["Nebelgast Herald"]


# -- "Counter target spell if its mana value is 2 or less. If this spell was kicked, ..." ----


def _prohibit(kicked: bool) -> Game:
    """Alice casts Divination (mana value 3) and, holding priority, Prohibit at it."""
    game = board(["Island"] * 7, [], hands=(["Divination", "Prohibit"], []))
    game.act("cast Divination")
    divination = game.state.stack[-1]
    cast(game, "Prohibit", divination, costs=("kicker",) if kicked else ())
    resolve(game)
    return game


@plays("Prohibit", "condition.instead", "condition.if_rider")
def test_702_33d_prohibit_unkicked_doesnt_counter_mana_value_3():
    game = _prohibit(kicked=False)
    assert "Divination" in grave(game) and len(hand(game)) == 2     # it resolved


@plays("Prohibit", "condition.instead", "condition.if_rider")
def test_702_33d_prohibit_kicked_counters_mana_value_4_or_less():
    game = _prohibit(kicked=True)
    assert "Divination" in grave(game) and hand(game) == []         # countered


# -- "target creature with total power and toughness 5 or less" (CR 208.1, 608.2b) ----------


@plays("Cut Down", "phrase.total_power_toughness")
def test_208_1_cut_down_targets_only_a_total_of_5_or_less_and_checks_again():
    game = board(["Swamp"], ["Grizzly Bears", "Hill Giant", "Forest"],
                 hands=(["Cut Down"], ["Giant Growth"]))
    bears, giant = obj(game, "Grizzly Bears"), obj(game, "Hill Giant")
    targets = {a.targets[0][1] for a in game.legal_actions() if a.kind == "cast"}
    assert bears in targets and giant not in targets        # 2+2 = 4; 3+3 = 6
    cast(game, "Cut Down", bears)
    game.act(Action("pass", 0))
    game.act("cast Giant Growth targeting Grizzly Bears")   # 5/5 now: 10
    resolve(game)
    assert "Grizzly Bears" in names(game)                   # an illegal target (608.2b)


# -- "becomes the target of a spell, ... that spell's controller" (CR 603.2, 608.2h) ---------


@plays("Bonecrusher Giant // Stomp", "player.targeting_spell_controller", "trigger.targeted")
def test_603_2_bonecrusher_giant_deals_2_to_the_controller_of_the_spell_targeting_it():
    game = board(["Bonecrusher Giant", "Forest"], ["Mountain"],
                 hands=(["Giant Growth"], ["Shock"]))
    game.act(Action("pass", 0))
    game.act("cast Shock targeting Bonecrusher Giant")      # Bob's spell
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 20
    assert "Bonecrusher Giant" in names(game)               # 4/3, 2 damage
    cast(game, "Giant Growth", obj(game, "Bonecrusher Giant"))   # Alice's own spell too
    resolve(game)
    assert life(game, 0) == 18


# -- "gets +3/-3 and loses all creature types until end of turn" (CR 205.1b, 613.1d) ---------


@plays("Nameless Inversion", "effect.loses_creature_types")
def test_205_1b_nameless_inversion_loses_all_creature_types_until_end_of_turn():
    game = board(["Swamp", "Swamp"], ["Craw Wurm"], hands=(["Nameless Inversion"], []))
    wurm = obj(game, "Craw Wurm")
    cast(game, "Nameless Inversion", wurm)
    resolve(game)
    now = chars(game, wurm)
    assert (now.power, now.toughness) == (9, 1) and not now.subtypes
    assert "Creature" in now.types                          # still a creature
    while game.state.turn == 3:
        game.act(game.legal_actions()[0] if game.decision.kind != "priority"
                 else Action("pass", game.decision.player))
    assert chars(game, wurm).subtypes == frozenset({"Wurm"})


# -- "unless its controller pays {2} plus an additional {2} for each ..." (CR 118.12) --------


def _rune_snag(mountains: int) -> Game:
    """Bob's Shock at Alice; Alice's Rune Snag at it, one Rune Snag in her graveyard: {4}."""
    game = board(["Island", "Island"], ["Mountain"] * mountains,
                 hands=(["Rune Snag"], ["Shock"]))
    create_object(game.state, card_def("Rune Snag"), 0, "graveyard")
    game.state.changed()
    game.act(Action("pass", 0))
    game.act("cast Shock targeting Alice")
    game.act(Action("pass", 1))
    cast(game, "Rune Snag", game.state.stack[-1])
    resolve(game)
    return game


@plays("Rune Snag", "condition.unless_pays_per", "quantity.cards")
def test_118_12_rune_snag_counters_unless_2_plus_2_for_each_rune_snag_in_graveyards():
    game = _rune_snag(mountains=4)                          # 3 left after Shock: not {4}
    assert "Shock" in grave(game, 1) and life(game, 0) == 20


@plays("Rune Snag", "condition.unless_pays_per", "quantity.cards")
def test_118_12_rune_snag_its_controller_may_pay_4():
    game = _rune_snag(mountains=5)
    assert game.decision.player == 1
    game.act(next(a for a in game.legal_actions() if "yes" in game.notation(a)))
    resolve(game)
    assert life(game, 0) == 18
    bobs = [i for i in ids(game, "Mountain")]
    assert all(game.state.objects[i].tapped for i in bobs)  # 1 for Shock and 4 paid


# -- "As long as your devotion to black is less than five, Erebos isn't a creature." ---------


@plays("Erebos, God of the Dead", "condition.isnt_a_creature", "condition.devotion",
       "condition.static_prefix")
def test_700_5_erebos_is_a_creature_only_with_devotion_to_black_five_or_more():
    game = board(["Erebos, God of the Dead"], [])
    erebos = obj(game, "Erebos, God of the Dead")
    assert "Creature" not in chars(game, erebos).types      # devotion 1 (CR 205.1b)
    assert "Enchantment" in chars(game, erebos).types
    create_object(game.state, card_def("Phyrexian Arena"), 0, "battlefield")
    game.state.changed()                                    # {1}{B}{B}: devotion 3
    assert "Creature" not in chars(game, erebos).types
    create_object(game.state, card_def("Phyrexian Arena"), 1, "battlefield")
    game.state.changed()                                    # Bob's: not Alice's devotion
    assert "Creature" not in chars(game, erebos).types
    create_object(game.state, card_def("Hypnotic Specter"), 0, "battlefield")
    game.state.changed()                                    # {1}{B}{B}: devotion 5
    assert "Creature" in chars(game, erebos).types and chars(game, erebos).power == 5
