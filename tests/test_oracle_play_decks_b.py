"""Constructs that blocked published Legacy, Vintage, Pioneer and Standard decks
(benchmarks/decks/), compiled from Oracle text and played (issue 17, part B)."""

from __future__ import annotations

import pytest
from boards import add_mana, board, ids
from test_oracle_play import (
    BOB,
    Action,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    in_hand,
    life,
    names,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules import zones
from tolaria.rules.zones import create_object


def _walker(game: Game, name: str, owner: int, loyalty: int) -> int:
    """A planeswalker put onto the battlefield with `loyalty` counters (CR 306.5b)."""
    new = create_object(game.state, card_def(name), owner, "battlefield")
    new.counters["loyalty"] = loyalty
    game.state.changed()
    return new.id


# -- "If <condition>, it deals N damage instead." (CR 614.15) ------------------------------

@plays("Slaying Fire", "condition.instead", "condition.if_rider", "mana.spent_condition",
       "line.ability_word")
def test_614_15_adamant_it_deals_four_damage_instead():
    for mana, dealt in (("{R}{R}{R}", 4), ("{R}{R}{C}", 3)):
        game = board([], [], hands=(["Slaying Fire"], []))
        add_mana(game, mana)
        cast(game, "Slaying Fire", BOB)
        resolve(game)
        assert life(game, 1) == 20 - dealt         # the spell is "it" (CR 601.2h adamant)


@plays("Frost Bite", "condition.instead", "condition.if_rider", "condition.control")
def test_614_15_frost_bite_deals_three_with_three_snow_permanents():
    for lands, dealt in ((["Snow-Covered Mountain"] * 3, 3), (["Mountain"] * 3, 2)):
        game = board(lands, ["Hill Giant"], hands=(["Frost Bite"], []))
        giant = obj(game, "Hill Giant")
        cast(game, "Frost Bite", giant)
        resolve(game)
        assert game.state.objects[giant].damage == dealt


# -- "the player or planeswalker it's attacking" (CR 506.2) ----------------------------------

@plays("Scorch Spitter", "player.attacked_player_or_planeswalker")
def test_506_2_scorch_spitter_damages_the_player_it_attacks():
    game = board(["Scorch Spitter"], [], step="declare attackers")
    spitter = obj(game, "Scorch Spitter")
    game.act(Action("attack", 0, choice=((spitter, BOB),)))
    resolve(game)
    assert life(game, 1) == 19                     # before combat damage


@plays("Scorch Spitter", "player.attacked_player_or_planeswalker")
def test_506_2_scorch_spitter_damages_the_planeswalker_it_attacks():
    game = board(["Scorch Spitter"], [], step="declare attackers")
    walker = _walker(game, "Jace Beleren", 1, 3)
    spitter = obj(game, "Scorch Spitter")
    game.act(Action("attack", 0, choice=((spitter, ("object", walker)),)))
    resolve(game)
    assert life(game, 1) == 20
    assert game.state.objects[walker].counters["loyalty"] == 2      # CR 120.3c


@plays("Rakdos Roustabout", "player.attacked_player_or_planeswalker")
def test_506_2_rakdos_roustabout_damages_the_player_when_blocked():
    game = board(["Rakdos Roustabout"], ["Grizzly Bears"], step="declare attackers")
    roustabout, bears = obj(game, "Rakdos Roustabout"), obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((roustabout, BOB),)))
    resolve(game)
    assert life(game, 1) == 20
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((bears, roustabout),)))
    resolve(game)
    assert life(game, 1) == 19


# -- "if this creature has fewer than N <kind> counters on it" (CR 603.4, 122.1) ---------------

@plays("Runaway Steam-Kin", "condition.source", "trigger.if")
def test_603_4_steam_kin_grows_only_while_it_has_fewer_than_three_counters():
    game = board(["Runaway Steam-Kin"], [], hands=(["Shock", "Shock", "Giant Growth"], []))
    kin = game.state.objects[obj(game, "Runaway Steam-Kin")]
    kin.counters["+1/+1"] = 2
    game.state.changed()
    add_mana(game, "{R}{R}{G}")
    cast(game, "Shock", BOB)
    resolve(game)
    assert kin.counters["+1/+1"] == 3
    cast(game, "Shock", BOB)                       # three counters: it doesn't trigger
    cast(game, "Giant Growth", kin.id)             # (and green isn't red)
    resolve(game)
    assert kin.counters["+1/+1"] == 3
    assert life(game, 1) == 16


# -- "<Keyword> abilities you activate [that target this creature] cost {N} less" (602.2b) --

@plays("Fervent Champion", "ability.keyword_cost_change")
def test_601_2f_equip_targeting_fervent_champion_costs_three_less():
    game = board(["Fervent Champion", "Loxodon Warhammer", "Grizzly Bears"], [])
    champion, hammer = obj(game, "Fervent Champion"), obj(game, "Loxodon Warhammer")
    bears = obj(game, "Grizzly Bears")
    equips = [a.targets for a in game.legal_actions()
              if a.kind == "activate" and a.object == hammer]
    assert equips == [(("object", champion),)]      # {3} for the Bears: no mana to pay
    with pytest.raises(IllegalAction):
        activate(game, hammer, bears)
    assert game.state.objects[hammer].attached_to is None
    activate(game, hammer, champion)                 # Equip {3} - {3}: free
    resolve(game)
    assert game.state.objects[hammer].attached_to == champion


@plays("Fluctuator", "ability.keyword_cost_change")
def test_702_29e_fluctuator_makes_cycling_and_typecycling_cheaper():
    game = board(["Fluctuator"], [], hands=(["Drifting Meadow", "Twisted Abomination"], []))
    add_mana(game, "{B}")
    for name in ("Drifting Meadow", "Twisted Abomination"):   # Cycling {2}, Swampcycling {2}
        card = game.state.objects[next(i for i in game.state.players[0].hand
                                       if game.state.objects[i].name == name)]
        index = next(k for k, a in enumerate(card.card.activated)
                     if a.keyword.endswith("cycling"))
        activate(game, card.id, index=index)         # {2} - {2}: free
        resolve(game)
        while game.decision.kind != "priority":      # the Swamp searched for, if any
            game.act(game.legal_actions()[0])
        assert name not in hand(game)
    assert game.state.players[0].pool.total() == 1


# -- "Whenever a player plays a land" / "When you play another land" (CR 305.1) ------------

@plays("City of Traitors", "trigger.play_land")
def test_305_1_city_of_traitors_is_sacrificed_when_you_play_another_land():
    game = board([], [], hands=(["City of Traitors", "Mountain"], []))
    game.act(Action("play", 0, in_hand(game, "City of Traitors")))
    resolve(game)
    assert "City of Traitors" in names(game)         # playing itself: not "another land"
    game.state.players[0].lands_played = 0           # (a second land drop)
    game.act(Action("play", 0, in_hand(game, "Mountain")))
    resolve(game)
    assert names(game) == ["Mountain"]
    assert grave(game) == ["City of Traitors"]


@plays("Horn of Greed", "trigger.play_land")
def test_305_1_horn_of_greed_the_player_who_played_a_land_draws():
    game = board(["Horn of Greed"], [], hands=(["Mountain"], []))
    before = len(game.state.players[0].hand)
    game.act(Action("play", 0, in_hand(game, "Mountain")))
    resolve(game)
    assert len(game.state.players[0].hand) == before     # the Mountain left, a card came
    assert len(game.state.players[1].hand) == 0


# -- "protection from spells that are one or more colors" (CR 702.16a-e) --------------------

@plays("Emrakul, the Aeons Torn", "keyword.protection_from_spells")
def test_702_16b_emrakul_cant_be_targeted_by_colored_spells_but_by_abilities():
    game = board(["Mountain", "Prodigal Pyromancer"], ["Emrakul, the Aeons Torn"],
                 hands=(["Lightning Bolt"], []))
    emrakul = obj(game, "Emrakul, the Aeons Torn")
    with pytest.raises(IllegalAction):
        cast(game, "Lightning Bolt", emrakul)        # a red spell (CR 702.16b)
    assert "Lightning Bolt" in hand(game)
    activate(game, obj(game, "Prodigal Pyromancer"), emrakul)   # a red source's ability
    resolve(game)
    assert game.state.objects[emrakul].damage == 1


@plays("Emrakul, the Aeons Torn", "keyword.protection_from_spells")
def test_702_16e_damage_from_a_colored_spell_to_emrakul_is_prevented():
    game = board(["Mountain", "Mountain"], ["Emrakul, the Aeons Torn", "Grizzly Bears"],
                 hands=(["Pyroclasm"], []))
    cast(game, "Pyroclasm")
    resolve(game)
    assert game.state.objects[obj(game, "Emrakul, the Aeons Torn")].damage == 0
    assert "Grizzly Bears" not in names(game)


# -- "Each player [may] put(s) a <card> from their hand / graveyard onto the battlefield" -----

@plays("Show and Tell", "library.each_puts")
def test_101_4_show_and_tell_each_player_may_put_a_permanent_card_onto_the_battlefield():
    game = board(["Island", "Island", "Island"], [],
                 hands=(["Show and Tell", "Emrakul, the Aeons Torn", "Lightning Bolt"],
                        ["Craw Wurm", "Grizzly Bears"]))
    cast(game, "Show and Tell")
    resolve(game)
    d = game.decision                                # Alice first (APNAP, CR 101.4)
    assert d.kind == "choose" and d.player == 0
    assert in_hand(game, "Lightning Bolt") not in d.options      # not a permanent card
    choose(game, in_hand(game, "Emrakul, the Aeons Torn"))
    assert game.decision.player == 1 and "nothing" in game.decision.options
    choose(game, in_hand(game, "Craw Wurm", 1))
    assert {"Emrakul, the Aeons Torn", "Craw Wurm"} <= set(names(game))
    wurm = obj(game, "Craw Wurm")
    assert game.state.objects[wurm].controller == 1                 # CR 110.2
    assert hand(game, 1) == ["Grizzly Bears"]


@plays("Exhume", "library.each_puts")
def test_101_4_exhume_each_player_puts_a_creature_card_from_their_graveyard():
    game = board(["Swamp", "Swamp"], [], hands=(["Exhume"], []))
    for name, owner in (("Griselbrand", 0), ("Shock", 0), ("Grizzly Bears", 1)):
        create_object(game.state, card_def(name), owner, "graveyard")
    game.state.changed()
    cast(game, "Exhume")
    resolve(game)                                    # one creature card each: no choice
    assert {"Griselbrand", "Grizzly Bears"} <= set(names(game))
    assert grave(game, 0) == ["Shock", "Exhume"]


# -- "Target opponent chooses N of those cards." after a search (CR 701.19, 608.2d) ----------

def _library(game: Game, names_: list[str], owner: int = 0) -> list[int]:
    made = [create_object(game.state, card_def(n), owner, "library").id for n in names_]
    game.state.changed()
    return made


@plays("Intuition", "library.search_opponent_chooses")
def test_701_19b_intuition_finds_three_and_the_opponent_picks_the_one_for_the_hand():
    game = board(["Island", "Island", "Island"], [], hands=(["Intuition"], []))
    wanted = _library(game, ["Griselbrand", "Unburial Rites", "Entomb", "Brainstorm"])
    cast(game, "Intuition", BOB)
    resolve(game)
    d = game.decision
    assert d.kind == "choose" and "nothing" not in d.options     # no quality: all three
    for oid in wanted[:3]:
        choose(game, oid)
    assert game.decision.player == 1                               # the opponent chooses
    choose(game, wanted[1])
    assert "Unburial Rites" in hand(game)
    assert {"Griselbrand", "Entomb"} <= set(grave(game))
    assert wanted[3] in game.state.players[0].library


@plays("Gifts Ungiven", "library.search_opponent_chooses", "library.search_different_names")
def test_608_2d_gifts_ungiven_the_two_chosen_go_to_the_graveyard():
    game = board(["Island", "Island", "Island", "Island"], [], hands=(["Gifts Ungiven"], []))
    wanted = _library(game, ["Griselbrand", "Unburial Rites", "Entomb"])
    cast(game, "Gifts Ungiven", BOB)
    resolve(game)
    for oid in wanted:
        choose(game, oid)
    choose(game, "nothing")                          # "up to four": three found
    choose(game, wanted[0])
    choose(game, wanted[2])
    assert hand(game) == ["Unburial Rites"]
    assert {"Griselbrand", "Entomb"} <= set(grave(game))


# -- "equal to that card's mana value": the one graveyard card target (CR 608.2h) ------------

@plays("Reanimate", "quantity.mana_value")
def test_608_2h_reanimate_loses_life_equal_to_the_cards_mana_value():
    game = board(["Swamp"], [], hands=(["Reanimate"], []))
    card = create_object(game.state, card_def("Griselbrand"), 1, "graveyard")
    game.state.changed()
    cast(game, "Reanimate", card.id)                 # from an opponent's graveyard
    resolve(game)
    grisel = obj(game, "Griselbrand")
    assert game.state.objects[grisel].controller == 0
    assert life(game, 0) == 20 - 8


@plays("Volcanic Vision", "quantity.mana_value")
def test_608_2h_volcanic_vision_deals_damage_equal_to_the_returned_cards_mana_value():
    game = board(["Mountain"] * 7, ["Hill Giant", "Craw Wurm"], hands=(["Volcanic Vision"], []))
    card = create_object(game.state, card_def("Fireblast"), 0, "graveyard")      # MV 6
    game.state.changed()
    cast(game, "Volcanic Vision", card.id)
    resolve(game)
    assert "Fireblast" in hand(game)
    assert "Craw Wurm" not in names(game) and "Hill Giant" not in names(game)


# -- "Escalate—Discard a card." (CR 702.120a) -------------------------------------------------

@plays("Collective Brutality", "keyword.escalate_cost")
def test_702_120a_collective_brutality_discards_a_card_for_each_extra_mode():
    game = board(["Swamp", "Swamp"], ["Grizzly Bears"],
                 hands=(["Collective Brutality", "Island", "Forest"], []))
    bears, card = obj(game, "Grizzly Bears"), in_hand(game, "Collective Brutality")
    island, forest = in_hand(game, "Island"), in_hand(game, "Forest")
    targets = (("object", bears), BOB)
    assert not game.is_legal(Action("cast", 0, card, targets=targets, mode=(1, 2),
                                    costs=("escalate",)))       # a card to discard is named
    assert not game.is_legal(Action("cast", 0, card, targets=targets, mode=(1, 2),
                                    costs=(island,)))           # no escalate announced
    game.act(Action("cast", 0, card, targets=targets, mode=(1, 2),
                    costs=("escalate", island)))
    assert grave(game) == ["Island"] and hand(game) == ["Forest"]
    resolve(game)
    assert "Grizzly Bears" not in names(game)
    assert life(game, 1) == 18 and life(game, 0) == 22
    assert forest in game.state.players[0].hand


# -- Animate Dead: an Aura enchanting a creature card in a graveyard (CR 303.4a, 303.4f) ----

@plays("Animate Dead", "graveyard.reanimating_aura")
def test_303_4f_animate_dead_returns_the_enchanted_card_and_stays_attached():
    game = board(["Swamp", "Swamp"], [], hands=(["Animate Dead"], []))
    card = create_object(game.state, card_def("Craw Wurm"), 1, "graveyard")   # Bob's
    game.state.changed()
    cast(game, "Animate Dead", card.id)
    resolve(game)
    wurm, aura = obj(game, "Craw Wurm"), obj(game, "Animate Dead")
    assert game.state.objects[wurm].controller == 0                 # under your control
    assert game.state.objects[aura].attached_to == wurm
    assert chars(game, wurm).power == 5                                # 6/4 gets -1/-0
    game.act(Action("pass", 0))
    assert "Animate Dead" in names(game)             # still legally attached (CR 704.5m)


@plays("Animate Dead", "graveyard.reanimating_aura")
def test_603_6c_when_animate_dead_leaves_the_creature_is_sacrificed():
    game = board(["Swamp", "Swamp", "Forest", "Forest"], [],
                 hands=(["Animate Dead", "Naturalize"], []))
    card = create_object(game.state, card_def("Craw Wurm"), 0, "graveyard")
    game.state.changed()
    cast(game, "Animate Dead", card.id)
    resolve(game)
    cast(game, "Naturalize", obj(game, "Animate Dead"))
    resolve(game)
    assert "Craw Wurm" not in names(game)
    assert set(grave(game)) >= {"Craw Wurm", "Animate Dead", "Naturalize"}


@plays("Animate Dead", "graveyard.reanimating_aura")
def test_704_5m_animate_dead_whose_card_left_the_graveyard_is_put_into_the_graveyard():
    game = board(["Swamp", "Swamp"], [], hands=(["Animate Dead"], []))
    card = create_object(game.state, card_def("Craw Wurm"), 0, "graveyard")
    game.state.changed()
    cast(game, "Animate Dead", card.id)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                      # the Aura resolves, its trigger waits
    assert game.state.stack
    zones.move(game.state, game.state.objects[card.id], "exile")       # gone in response
    game.state.changed()
    resolve(game)
    assert "Animate Dead" not in names(game) and "Animate Dead" in grave(game)
    assert "Craw Wurm" not in names(game)


# -- "At the beginning of your next main phase, add ... equal to that spell's mana value" ----

@plays("Mana Drain", "delayed.counted_now")
def test_603_7c_mana_drain_adds_the_countered_spells_mana_value_next_main_phase():
    game = board(["Island", "Island", "Forest", "Forest", "Grizzly Bears"],
                 ["Swamp", "Swamp", "Swamp"],
                 hands=(["Mana Drain", "Llanowar Elves"], ["Murder"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Llanowar Elves")
    game.act(Action("pass", 0))
    cast(game, "Murder", bears, player=1)                      # mana value 3
    game.act(Action("pass", 1))
    murder = game.state.stack[-1]
    cast(game, "Mana Drain", murder)
    resolve(game)
    assert "Murder" in grave(game, 1) and "Grizzly Bears" in names(game)
    assert game.state.players[0].pool.total() == 0             # not yet
    to_step(game, "postcombat main")                           # the next main phase
    resolve(game)
    assert game.state.players[0].pool.total() == 3


# -- "Skip your draw step." (CR 614.1b, 614.10) ----------------------------------------------

@plays("Yawgmoth's Bargain", "static.skip_draw_step")
def test_614_10_yawgmoths_bargain_skips_its_controllers_draw_step_only():
    game = board(["Yawgmoth's Bargain"], [], step="upkeep")
    library = len(game.state.players[0].library)
    to_step(game, "precombat main")
    assert len(game.state.players[0].library) == library      # no draw step: no draw
    assert any("skips their draw step" in line.text for line in game.log[-20:])
    bob = len(game.state.players[1].library)
    to_step(game, "end")
    to_step(game, "precombat main")                           # Bob's turn: he draws
    assert game.state.active == 1
    assert len(game.state.players[1].library) == bob - 1


# -- "If its mana value was 3 or less, ..." (CR 608.2h) ------------------------------------------

@plays("Fading Hope", "condition.if_rider")
def test_608_2h_fading_hope_scries_only_if_the_returned_creature_had_mana_value_3_or_less():
    game = board(["Island"], ["Grizzly Bears"], hands=(["Fading Hope"], []))
    cast(game, "Fading Hope", obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game, 0) == [] and "Grizzly Bears" in hand(game, 1)
    assert "701.22a" in game.decision.prompt                  # scry 1: its last known MV 2
    choose(game, "done")
    game = board(["Island"], ["Craw Wurm"], hands=(["Fading Hope"], []))
    cast(game, "Fading Hope", obj(game, "Craw Wurm"))
    resolve(game)
    assert "Craw Wurm" in hand(game, 1) and game.decision.kind == "priority"   # MV 6
    assert not game.state.stack


# -- "<cards> you own in exile and in your graveyard" (CR 406.1, 604.3) --------------------------

@plays("Crackling Drake", "quantity.cards", "quantity.cda")
def test_604_3_crackling_drake_counts_instants_and_sorceries_you_own_in_exile_and_graveyard():
    game = board(["Crackling Drake"], [])
    drake = obj(game, "Crackling Drake")
    assert chars(game, drake).power == 0
    for name, owner, zone in (("Opt", 0, "graveyard"), ("Lightning Bolt", 0, "graveyard"),
                              ("Island", 0, "graveyard"), ("Ponder", 0, "exile"),
                              ("Shock", 1, "exile"), ("Shock", 1, "graveyard")):
        create_object(game.state, card_def(name), owner, zone)
    game.state.changed()
    assert chars(game, drake).power == 3                      # Opt, Lightning Bolt, Ponder
    assert chars(game, drake).toughness == 4


@plays("Beacon Bolt", "quantity.cards")
def test_406_1_beacon_bolt_deals_damage_equal_to_those_cards():
    game = board(["Volcanic Island"] * 3, ["Craw Wurm"], hands=(["Beacon Bolt"], []))
    for name, zone in (("Opt", "graveyard"), ("Ponder", "exile"), ("Island", "exile")):
        create_object(game.state, card_def(name), 0, zone)
    wurm = obj(game, "Craw Wurm")
    cast(game, "Beacon Bolt", wurm)
    resolve(game)
    assert game.state.objects[wurm].damage == 2


# -- Thing in the Ice: "Then if it has no ice counters on it, transform it." and "When this
# creature transforms into Awoken Horror" (CR 701.28a, 701.28e, 608.2c) --------------------------

@plays("Thing in the Ice // Awoken Horror", "effect.transform", "trigger.transforms_into",
       "condition.if_rider", "condition.source")
def test_701_28e_thing_in_the_ice_transforms_at_no_ice_counters_and_awoken_horror_bounces():
    game = board(["Thing in the Ice // Awoken Horror", "Llanowar Elves", "Mountain",
                  "Mountain"], ["Grizzly Bears"], hands=(["Lightning Bolt"] * 2, []))
    thing = obj(game, "Thing in the Ice")
    game.state.objects[thing].counters["ice"] = 2
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert game.state.objects[thing].counters["ice"] == 1     # not yet: still the front face
    assert names(game).count("Grizzly Bears") == 1
    cast(game, "Lightning Bolt", BOB)
    resolve(game)
    assert chars(game, thing).name == "Awoken Horror" and chars(game, thing).power == 7
    assert "Grizzly Bears" in hand(game, 1) and "Llanowar Elves" in hand(game, 0)
    assert "Awoken Horror" in names(game)                     # a Horror: it stays


# -- "Destroy all artifacts, creatures, and enchantments." (CR 701.8a, 608.2h) ------------------

@plays("Nevinyrral's Disk", "mass.type_list", "effect.destroy_all")
def test_701_8a_nevinyrrals_disk_destroys_every_artifact_creature_and_enchantment():
    game = board(["Nevinyrral's Disk", "Swamp", "Glorious Anthem"],
                 ["Grizzly Bears", "Sol Ring", "Forest"])
    activate(game, obj(game, "Nevinyrral's Disk"))
    resolve(game)
    assert sorted(names(game)) == ["Forest", "Swamp"]         # itself too: an artifact
    assert sorted(grave(game, 0)) == ["Glorious Anthem", "Nevinyrral's Disk"]


# -- Necropotence (CR 406.3a, 603.7a, 603.2) ---------------------------------------------------

@plays("Necropotence", "library.face_down_later", "library.discarded_card")
def test_603_7a_necropotence_cards_exiled_face_down_come_at_your_end_step():
    from tolaria.view import sees
    game = board(["Necropotence"], [], hands=(["Swamp"], []))
    necro = obj(game, "Necropotence")
    activate(game, necro)
    resolve(game)
    activate(game, necro)
    resolve(game)
    assert life(game, 0) == 18 and len(game.state.players[0].exile) == 2
    exiled = game.state.objects[game.state.players[0].exile[0]]
    assert not sees(game.state, exiled, 0) and not sees(game.state, exiled, 1)   # 406.3a
    assert len(hand(game, 0)) == 1
    to_step(game, "end")
    resolve(game)
    assert len(hand(game, 0)) == 3 and not game.state.players[0].exile


@plays("Necropotence", "library.discarded_card")
def test_603_2_necropotence_exiles_each_card_you_discard():
    game = board(["Necropotence", "Swamp", "Swamp", "Swamp"], [],
                 hands=(["Mind Rot", "Forest", "Island"], []))
    cast(game, "Mind Rot", ("player", 0))
    resolve(game)
    assert grave(game, 0) == ["Mind Rot"]                    # each card discarded: exiled
    assert sorted(game.state.objects[i].name for i in game.state.players[0].exile) == [
        "Forest", "Island"]


# -- "Distribute two -2/-1 counters among one or two target creatures." (CR 601.2d, 122.1a) ---

@plays("Contagion", "target.divided")
def test_122_1a_contagion_distributes_minus_two_minus_one_counters():
    game = board(["Swamp"] * 5, ["Grizzly Bears", "Llanowar Elves"],
                 hands=(["Contagion"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    game.act(Action("cast", 0, in_hand(game, "Contagion"),
                    targets=(("object", bears), ("object", elves)), choice=(1, 1)))
    resolve(game)
    assert game.state.objects[bears].counters == {"-2/-1": 1}
    assert (chars(game, bears).power, chars(game, bears).toughness) == (0, 1)
    assert "Llanowar Elves" in grave(game, 1)                 # -1/0: toughness 0 (704.5f)


# -- Demonic Consultation (CR 406.2, 701.16a) ------------------------------------------------------

def _stack_library(game: Game, player: int, *names_top_last: str) -> None:
    """A new library for `player`: these cards, the last named on top."""
    state = game.state
    for oid in list(state.players[player].library):
        zones.move(state, state.objects[oid], "exile")
    state.players[player].exile.clear()
    for name in names_top_last:
        create_object(state, card_def(name), player, "library")


@plays("Demonic Consultation", "library.exile_top_then_reveal", "library.reveal_until", "choice.choose")
def test_701_16a_demonic_consultation_exiles_six_then_reveals_until_the_named_card():
    game = board(["Swamp"], [], hands=(["Demonic Consultation"], []))
    _stack_library(game, 0, "Island", "Lightning Bolt", "Forest", "Opt", *["Swamp"] * 6)
    cast(game, "Demonic Consultation")
    resolve(game)
    choose(game, "Lightning Bolt")
    assert hand(game, 0) == ["Lightning Bolt"]
    exiled = [game.state.objects[o].name for o in game.state.players[0].exile]
    assert sorted(exiled) == sorted(["Swamp"] * 6 + ["Opt", "Forest"])
    assert [game.state.objects[o].name for o in game.state.players[0].library] == ["Island"]


@plays("Demonic Consultation", "library.exile_top_then_reveal", "library.reveal_until")
def test_406_2_demonic_consultation_naming_a_card_in_the_top_six_exiles_the_library():
    game = board(["Swamp"], [], hands=(["Demonic Consultation"], []))
    _stack_library(game, 0, "Island", "Forest", "Lightning Bolt", *["Swamp"] * 5)
    cast(game, "Demonic Consultation")
    resolve(game)
    choose(game, "Lightning Bolt")                            # exiled with the top six
    assert hand(game, 0) == [] and not game.state.players[0].library
    assert len(game.state.players[0].exile) == 8


# -- Drain Life: life gained capped by what the target had (CR 119.3, 120.3) ------------------------

@plays("Drain Life", "effect.gain_this_way")
def test_119_3_drain_life_gains_no_more_than_the_creatures_toughness_or_players_life():
    game = board(["Swamp"] * 9, ["Grizzly Bears"], hands=(["Drain Life", "Drain Life"], []))
    cast(game, "Drain Life", obj(game, "Grizzly Bears"), x=4)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and life(game, 0) == 22   # its toughness, 2
    game.state.players[1].life = 1
    game.state.changed()
    cast(game, "Drain Life", BOB, x=1)
    resolve(game)
    assert life(game, 1) == 0 and life(game, 0) == 23
    game = board(["Swamp"] * 7, [], hands=(["Drain Life"], []))
    game.state.players[1].life = 3
    cast(game, "Drain Life", BOB, x=5)
    resolve(game)
    assert life(game, 0) == 23                                # Bob had 3 life before


# -- Bridge from Below: "if this card is in your graveyard, exile this card" (CR 113.6k) -----------

@plays("Bridge from Below", "trigger.in_graveyard", "trigger.own_graveyard")
def test_113_6k_bridge_from_below_is_exiled_when_an_opponents_creature_dies():
    game = board(["Mountain"] * 2, ["Grizzly Bears"], hands=(["Lightning Bolt"], []))
    create_object(game.state, card_def("Bridge from Below"), 0, "graveyard")
    cast(game, "Lightning Bolt", obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)
    assert [game.state.objects[o].name for o in game.state.players[0].exile] == [
        "Bridge from Below"]


# -- Ichorid: "you may exile a black creature card other than this card from your graveyard. If
# you do, return this card to the battlefield." (CR 113.6k, 603.5) ----------------------------------

@plays("Ichorid", "trigger.in_graveyard", "graveyard.exile_choice", "condition.if_you_do")
def test_113_6k_ichorid_returns_by_exiling_another_black_creature_card():
    game = board([], [])
    create_object(game.state, card_def("Ichorid"), 0, "graveyard")
    create_object(game.state, card_def("Grizzly Bears"), 0, "graveyard")     # not black
    to_step(game, "upkeep")                                   # Bob's: not "your upkeep"
    assert not game.state.stack
    to_step(game, "end")
    skeletons = create_object(game.state, card_def("Drudge Skeletons"), 0, "graveyard").id
    digger = create_object(game.state, card_def("Gravedigger"), 0, "graveyard").id
    to_step(game, "upkeep")
    assert game.state.active == 0 and game.state.stack
    resolve(game)
    choose(game, "yes")                                       # "you may" (CR 603.5)
    assert set(game.decision.options) == {skeletons, digger}  # not itself, nor the Bears
    choose(game, skeletons)
    assert "Ichorid" in names(game) and "Drudge Skeletons" not in grave(game, 0)
    to_step(game, "end")
    resolve(game)                                             # sacrificed at the end step
    assert "Ichorid" in grave(game, 0)


# -- Terminus: "Put all creatures on the bottom of their owners' libraries." (CR 401.4) -----------

@plays("Terminus", "library.all_to_bottom")
def test_401_4_terminus_puts_every_creature_on_the_bottom_each_owner_ordering_theirs():
    game = board(["Plains"] * 6 + ["Grizzly Bears", "Llanowar Elves"], ["Craw Wurm"],
                 hands=(["Terminus"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    cast(game, "Terminus")
    resolve(game)
    assert game.decision.player == 0 and set(game.decision.options) == {bears, elves}
    choose(game, elves)                                       # the lowest
    assert not [n for n in names(game) if n != "Plains"]
    alice, bob = game.state.players
    assert [game.state.objects[o].name for o in alice.library[:2]] == [
        "Llanowar Elves", "Grizzly Bears"]
    assert game.state.objects[bob.library[0]].name == "Craw Wurm" and len(bob.library) == 11


# -- Miracle {X}{W}{W} (CR 702.94a, 107.3) ---------------------------------------------------------

@plays("Entreat the Angels", "keyword.miracle")
def test_702_94a_entreat_the_angels_miracle_cost_with_x():
    game = board(["Plains"] * 5, [], step="upkeep")
    entreat = create_object(game.state, card_def("Entreat the Angels"), 0, "library")
    while game.decision.kind != "cast":
        game.act(Action("pass", game.decision.player))
    card = game.decision.subject
    assert game.state.objects[card].card is entreat.card
    casts = [a for a in game.legal_actions() if a.kind == "cast"]
    assert {a.x for a in casts} == {0, 1, 2, 3}                # five Plains: {X}{W}{W}
    game.act(Action("cast", 0, card, mode=0, x=3, costs=("miracle",)))
    resolve(game)
    assert names(game).count("Angel") == 3


# -- Counterbalance (CR 701.16a, 202.3, 701.5a) ----------------------------------------------------

@plays("Counterbalance", "library.reveal_counter", "trigger.may")
def test_202_3_counterbalance_counters_a_spell_with_the_revealed_cards_mana_value():
    from tolaria.rules.zones import create_object as put
    for top, countered in (("Opt", True), ("Counterspell", False)):
        game = board(["Counterbalance"], ["Mountain", "Mountain"],
                     hands=([], ["Lightning Bolt"]))
        for oid in ids(game, "Mountain"):
            game.state.objects[oid].controller = game.state.objects[oid].owner = 1
        put(game.state, card_def(top), 0, "library")
        to_step(game, "upkeep")                                # Bob's turn
        game.act(Action("cast", 1, in_hand(game, "Lightning Bolt", player=1),
                        targets=(("player", 0),)))
        resolve(game)                                          # the trigger, first
        assert game.decision.kind == "yes_no" and game.decision.player == 0
        choose(game, "yes")                                    # Alice reveals
        resolve(game)
        assert (life(game, 0) == 20) is countered
        assert game.state.objects[game.state.players[0].library[-1]].name == top


# -- Council's Judgment: voting (CR 701.32a) -------------------------------------------------------

@plays("Council's Judgment", "choice.vote_exile")
def test_701_32a_councils_judgment_exiles_each_permanent_tied_for_most_votes():
    game = board(["Plains"] * 3, ["Grizzly Bears", "Craw Wurm", "Forest"],
                 hands=(["Council's Judgment"], []))
    bears, wurm = obj(game, "Grizzly Bears"), obj(game, "Craw Wurm")
    cast(game, "Council's Judgment")
    resolve(game)
    assert game.decision.player == 0                          # starting with you
    assert set(game.decision.options) == {bears, wurm}        # nonland, not yours
    choose(game, bears)
    assert game.decision.player == 1
    choose(game, wurm)                                        # one vote each: a tie
    assert sorted(names(game)) == ["Forest", "Plains", "Plains", "Plains"]
    assert sorted(game.state.objects[o].name for o in game.state.players[1].exile) == [
        "Craw Wurm", "Grizzly Bears"]
