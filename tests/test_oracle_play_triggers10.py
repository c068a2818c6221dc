"""Triggered abilities, played (CR 603), tenth part: "Whenever a nontoken <creature type> you
control dies" (CR 205.3m, 603.10a); "Whenever you proliferate" (CR 701.27a); "Whenever you become the monarch" (CR 722.3);
"Whenever you complete a dungeon" (CR 309.7); "becomes renowned" (CR 702.112a) and "evolves"
(CR 702.100b); "Whenever you search your library / an opponent searches their library" (CR
701.19); "Whenever one or more <permanents> you control leave the battlefield [without dying]"
(CR 603.2c, 603.10a).
"""

from __future__ import annotations

from dataclasses import replace

from boards import add_mana, board, declare_attackers, ids
from test_oracle_play import (
    ALICE,
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
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

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- "Whenever [another] nontoken <creature type> you control dies" --------------------------


@plays("Siege Veteran", "trigger.nontoken")
def test_603_10a_siege_veteran_only_a_nontoken_soldier_dying_makes_a_token():
    game = board(["Siege Veteran", "Elite Vanguard", "Grizzly Bears"], [],
                 hands=(["Shock", "Shock", "Shock"], []))
    add_mana(game, "{R}{R}{R}")
    cast(game, "Shock", obj(game, "Grizzly Bears"))          # a Bear isn't a Soldier
    resolve(game)
    assert not game.state.stack and not ids(game, "Soldier")
    cast(game, "Shock", obj(game, "Elite Vanguard"))         # a nontoken Soldier
    resolve(game)
    resolve(game)
    tokens = ids(game, "Soldier")
    assert len(tokens) == 1 and "Artifact" in chars(game, tokens[0]).types
    cast(game, "Shock", tokens[0])                           # a token Soldier (CR 111.1)
    resolve(game)
    assert not game.state.stack and not ids(game, "Soldier")


@plays("Skemfar Avenger", "trigger.nontoken")
def test_205_3m_skemfar_avenger_an_elf_or_a_berserker_dying_draws_and_loses_life():
    game = board(["Skemfar Avenger", "Llanowar Elves", "Grizzly Bears"], [],
                 hands=(["Shock", "Shock"], []))
    add_mana(game, "{R}{R}")
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    assert hand(game) == ["Shock"] and life(game, 0) == 20     # a Bear isn't an Elf
    cast(game, "Shock", obj(game, "Llanowar Elves"))
    resolve(game)
    resolve(game)
    assert len(hand(game)) == 1 and life(game, 0) == 19


# -- "Whenever you proliferate" ---------------------------------------------------------------


@plays("Ezuri, Stalker of Spheres", "trigger.proliferate")
def test_701_27a_ezuri_draws_when_you_proliferate_even_choosing_nothing():
    game = board(["Ezuri, Stalker of Spheres"], [], hands=(["Steady Progress"], []))
    add_mana(game, "{U}{U}{U}")
    cast(game, "Steady Progress")
    resolve(game)                  # nothing has counters: nothing to choose, then Ezuri's
    assert hand(game) == ["Wastes", "Wastes"]    # trigger draws a second card


@plays("Scheming Aspirant", "trigger.proliferate")
def test_701_27a_scheming_aspirant_drains_after_a_proliferate_with_choices():
    game = board(["Scheming Aspirant", "Grizzly Bears"], [], hands=(["Steady Progress"], []))
    bears = obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1
    add_mana(game, "{U}{U}{U}")
    cast(game, "Steady Progress")
    resolve(game)
    choose(game, ("object", bears))              # the only choice: done after it
    assert game.state.objects[bears].counters == {"+1/+1": 2}
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 22


@plays("Voidwing Hybrid", "trigger.proliferate")
def test_113_6k_voidwing_hybrid_returns_from_the_graveyard_when_you_proliferate():
    game = board([], [], hands=(["Steady Progress"], []))
    hybrid = create_object(game.state, card_def("Voidwing Hybrid"), 0, "graveyard").id
    add_mana(game, "{U}{U}{U}")
    cast(game, "Steady Progress")
    resolve(game)
    assert "Voidwing Hybrid" in hand(game) and hybrid not in game.state.players[0].graveyard


@plays("Venser, Corpse Puppet", "trigger.proliferate")
def test_701_27a_venser_creates_the_legendary_hollow_sentinel():
    game = board(["Venser, Corpse Puppet"], [], hands=(["Steady Progress"], []))
    add_mana(game, "{U}{U}{U}")
    cast(game, "Steady Progress")
    resolve(game)                  # no artifact creature to target: the first mode (700.2a)
    sentinel = ids(game, "The Hollow Sentinel")
    assert len(sentinel) == 1
    found = chars(game, sentinel[0])
    assert "Legendary" in found.supertypes and (found.power, found.toughness) == (3, 3)


# -- "Whenever you become the monarch" -------------------------------------------------------


@plays("Custodi Lich", "trigger.crowned")
def test_722_3_custodi_lich_becoming_the_monarch_makes_a_player_sacrifice():
    game = board(["Swamp"] * 5, ["Grizzly Bears"], hands=(["Custodi Lich"], []))
    cast(game, "Custodi Lich")
    resolve(game)                                # it enters: you become the monarch
    choose_targets(game, BOB)
    resolve(game)
    assert game.state.monarch == 0
    assert "Grizzly Bears" not in names(game) and "Grizzly Bears" in grave(game, 1)


@plays("Custodi Lich", "trigger.crowned")
def test_722_3_custodi_lich_already_the_monarch_is_no_becoming():
    game = board(["Swamp"] * 5, ["Grizzly Bears"], hands=(["Custodi Lich"], []))
    game.state.monarch = 0
    cast(game, "Custodi Lich")
    resolve(game)
    assert game.decision.kind == "priority" and not game.state.stack
    assert "Grizzly Bears" in names(game)


# -- "Whenever you complete a dungeon" -------------------------------------------------------


def _complete_dungeon(game) -> None:
    """Alice's venture marker on Lost Mine of Phandelver's bottommost room, no room ability
    waiting: the state-based action completes it (CR 309.6, 309.7)."""
    game.state.players[0].room = "Temple of Dumathoin"
    game.state.changed()
    game.act(Action("pass", game.decision.player))


@plays("Varis, Silverymoon Ranger", "trigger.dungeon_completed")
def test_309_7_varis_makes_a_wolf_when_you_complete_a_dungeon():
    game = board(["Varis, Silverymoon Ranger"], [])
    _complete_dungeon(game)
    resolve(game)
    assert game.state.players[0].dungeons == 1
    assert len(ids(game, "Wolf")) == 1


@plays("Varis, Silverymoon Ranger", "trigger.dungeon_completed")
def test_309_7_varis_ignores_an_opponent_completing_a_dungeon():
    game = board(["Varis, Silverymoon Ranger"], [])
    game.state.players[1].room = "Temple of Dumathoin"
    game.state.changed()
    game.act(Action("pass", game.decision.player))
    assert game.state.players[1].dungeons == 1
    assert not game.state.stack and not ids(game, "Wolf")


@plays("Dungeon Crawler", "trigger.dungeon_completed")
def test_113_6k_dungeon_crawler_returns_from_the_graveyard_on_completing_a_dungeon():
    game = board([], [])
    create_object(game.state, card_def("Dungeon Crawler"), 0, "graveyard")
    _complete_dungeon(game)
    assert len(game.state.stack) == 1
    resolve(game)
    assert game.decision.kind == "yes_no"
    game.act(Action("choose", 0, choice=("yes",)))
    assert "Dungeon Crawler" in hand(game)


# -- "becomes renowned" / "evolves" ----------------------------------------------------------


@plays("Valeron Wardens", "trigger.renowned_evolves")
def test_702_112a_valeron_wardens_draws_as_it_becomes_renowned_once():
    game = board(["Valeron Wardens", "Topan Freeblade"], [])
    wardens, blade = obj(game, "Valeron Wardens"), obj(game, "Topan Freeblade")
    declare_attackers(game, wardens, blade)
    to_step(game, "end of combat")               # both renown, both become renowned
    assert game.state.objects[wardens].counters == {"+1/+1": 2}
    assert game.state.objects[blade].counters == {"+1/+1": 1}
    assert hand(game) == ["Wastes", "Wastes"]    # a card for each creature renowned


@plays("Renegade Krasis", "trigger.renowned_evolves", "keyword.evolve")
def test_702_100b_renegade_krasis_evolves_and_grows_the_countered_creatures():
    game = board(["Renegade Krasis", "Grizzly Bears"], [], hands=(["Hill Giant"], []))
    krasis, bears = obj(game, "Renegade Krasis"), obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1
    add_mana(game, "{R}{R}{R}{R}")
    cast(game, "Hill Giant")                     # a 3/3: greater toughness than a 3/2
    resolve(game)
    assert game.state.objects[krasis].counters == {"+1/+1": 1}
    assert game.state.objects[bears].counters == {"+1/+1": 2}
    assert not game.state.objects[obj(game, "Hill Giant")].counters


@plays("Renegade Krasis", "trigger.renowned_evolves", "keyword.evolve")
def test_702_100b_renegade_krasis_no_counter_put_is_no_evolving():
    game = board(["Renegade Krasis", "Grizzly Bears"], [], hands=(["Hill Giant", "Giant Growth"],
                                                                    []))
    krasis, bears = obj(game, "Renegade Krasis"), obj(game, "Grizzly Bears")
    game.state.objects[bears].counters["+1/+1"] = 1
    add_mana(game, "{R}{R}{R}{R}{G}")
    cast(game, "Hill Giant")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                  # the Giant enters: evolve triggers
    assert len(game.state.stack) == 1
    cast(game, "Giant Growth", krasis)           # a 6/5 now: not smaller as it resolves
    resolve(game)                                # (CR 702.100a, 603.4)
    assert not game.state.objects[krasis].counters
    assert game.state.objects[bears].counters == {"+1/+1": 1}


# -- "Whenever you search your library" / "an opponent searches their library" ----------------


def _search_nothing(game) -> None:
    """Alice's Rampant Growth resolves; she finds nothing (CR 701.19b: still a search)."""
    cast(game, "Rampant Growth")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "choose"
    choose(game, "nothing")


@plays("Archivist of Oghma", "trigger.searched")
def test_701_19b_archivist_of_oghma_an_opponent_searching_even_finding_nothing():
    game = board(["Forest", "Forest"], ["Archivist of Oghma"], hands=(["Rampant Growth"], []))
    _search_nothing(game)
    resolve(game)
    assert life(game, 1) == 21 and hand(game, 1) == ["Wastes"]


@plays("Archivist of Oghma", "trigger.searched")
def test_701_19_archivist_of_oghma_not_for_its_controllers_search():
    game = board(["Forest", "Forest", "Archivist of Oghma"], [], hands=(["Rampant Growth"], []))
    _search_nothing(game)
    assert not game.state.stack and life(game, 0) == 20


@plays("Ob Nixilis, Unshackled", "trigger.searched")
def test_701_19_ob_nixilis_unshackled_the_searching_opponent_pays():
    game = board(["Forest", "Forest", "Grizzly Bears"], ["Ob Nixilis, Unshackled"],
                 hands=(["Rampant Growth"], []))
    _search_nothing(game)
    resolve(game)
    assert life(game, 0) == 10 and "Grizzly Bears" in grave(game, 0)


@plays("Search Elemental", "trigger.searched")
def test_701_19_search_elemental_scries_after_a_typecycling_search():
    game = board(["Search Elemental", "Swamp", "Swamp"], [],
                 hands=(["Twisted Abomination"], []))
    game.act("activate Twisted Abomination for swampcycling")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                  # no Swamp in the library: it finds nothing
    assert len(game.state.stack) == 1            # the scry trigger (CR 603.3)
    resolve(game)
    assert game.decision.kind == "choose" and "CR 701.22a" in game.decision.prompt
    top = game.decision.options[0]
    choose(game, top)                            # scry 1: the top card to the bottom
    assert game.state.players[0].library[0] == top


@plays("Archivist of Oghma", "trigger.searched")
def test_603_2_archivist_of_oghma_once_for_a_tutor_that_finds_a_card():
    game = board(["Swamp", "Swamp"], ["Archivist of Oghma"], hands=(["Demonic Tutor"], []))
    cast(game, "Demonic Tutor")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    while game.decision.kind == "choose":
        choose(game, game.decision.options[0])
    assert len(game.state.stack) == 1
    resolve(game)
    assert life(game, 1) == 21 and hand(game, 1) == ["Wastes"]


# -- "Whenever one or more <permanents> you control leave the battlefield [without dying]" ----


@plays("Dour Port-Mage", "trigger.batch_leaves")
def test_603_10a_dour_port_mage_draws_once_as_it_leaves_with_the_others():
    game = board(["Dour Port-Mage", "Grizzly Bears", "Hill Giant"], ["Elite Vanguard"],
                 hands=(["Evacuation"], []))
    add_mana(game, "{U}{U}{U}{U}{U}")
    cast(game, "Evacuation")                     # all at once: one trigger (CR 603.2c)
    resolve(game)
    assert sorted(hand(game)) == ["Dour Port-Mage", "Grizzly Bears", "Hill Giant", "Wastes"]


@plays("Dour Port-Mage", "trigger.batch_leaves")
def test_700_4_dour_port_mage_not_for_creatures_that_die():
    game = board(["Dour Port-Mage", "Grizzly Bears", "Elite Vanguard"], [],
                 hands=(["Pyroclasm"], []))
    add_mana(game, "{R}{R}")
    cast(game, "Pyroclasm")
    resolve(game)
    assert sorted(grave(game)) == ["Elite Vanguard", "Grizzly Bears", "Pyroclasm"]
    assert not game.state.stack and hand(game) == []


@plays("Oni-Cult Anvil", "trigger.batch_leaves", "trigger.during_your_turn")
def test_603_2c_oni_cult_anvil_an_artifact_leaving_during_your_turn_makes_a_construct():
    game = board(["Oni-Cult Anvil", "Ornithopter", "Ornithopter"], [])
    activate(game, obj(game, "Oni-Cult Anvil"), costs=(obj(game, "Ornithopter"),))
    assert len(game.state.stack) == 2            # the Anvil's ability, then its trigger
    resolve(game)
    assert len(ids(game, "Construct")) == 1 and life(game, 1) == 19


@plays("Oni-Cult Anvil", "trigger.batch_leaves", "trigger.during_your_turn")
def test_603_2_oni_cult_anvil_not_during_an_opponents_turn():
    game = board(["Oni-Cult Anvil", "Ornithopter"], [])
    to_step(game, "upkeep")                      # Bob's upkeep
    assert game.state.active == 1
    game.act(Action("pass", 1))
    activate(game, obj(game, "Oni-Cult Anvil"), costs=(obj(game, "Ornithopter"),))
    assert len(game.state.stack) == 1            # no trigger
    resolve(game)
    assert not ids(game, "Construct") and life(game, 1) == 19


# -- "Whenever a <creature type> token you control with power N or greater attacks" ----------


@plays("Dreadhorde Invasion", "trigger.nontoken")
def test_603_2_dreadhorde_invasion_only_a_big_zombie_token_attacking_gains_lifelink():
    game = board(["Dreadhorde Invasion", "Walking Corpse"], [])
    big = create_object(game.state, replace(card_def("Walking Corpse"), token=True), 0,
                        "battlefield").id
    small = create_object(game.state, replace(card_def("Walking Corpse"), token=True), 0,
                          "battlefield").id
    corpse = obj(game, "Walking Corpse")         # the card, not a token
    game.state.objects[big].counters["+1/+1"] = 4         # a 6/6 token
    game.state.objects[corpse].counters["+1/+1"] = 4      # a 6/6, but no token
    for oid in (big, small, corpse):
        game.state.objects[oid].since = 0                # under her control since her turn
    game.state.changed()
    declare_attackers(game, big, small, corpse)
    assert len(game.state.stack) == 1
    resolve(game)
    assert "lifelink" in chars(game, big).keywords
    assert "lifelink" not in chars(game, small).keywords
    assert "lifelink" not in chars(game, corpse).keywords


# -- "that player may choose any number of tapped <creatures> they control and pay {M} for each"


def _to_alices_next_upkeep(game) -> None:
    to_step(game, "upkeep")                      # Bob's upkeep first
    resolve(game)
    to_step(game, "draw")
    to_step(game, "upkeep")
    assert game.state.active == 0


@plays("Mudslide", "effect.pay_to_untap")
def test_608_2d_mudslide_untaps_only_as_many_as_the_player_can_pay_for():
    game = board(["Mudslide", "Grizzly Bears", "Hill Giant", "Ornithopter", "Mountain",
                  "Mountain"], [])
    bears, giant, thopter = (obj(game, n) for n in ("Grizzly Bears", "Hill Giant",
                                                     "Ornithopter"))
    for oid in (bears, giant, thopter):
        game.state.objects[oid].tapped = True
    game.state.changed()
    _to_alices_next_upkeep(game)
    assert game.state.objects[bears].tapped and game.state.objects[giant].tapped
    assert not game.state.objects[thopter].tapped          # it has flying: it untapped
    resolve(game)
    assert game.decision.kind == "choose"
    assert set(game.decision.options) == {bears, giant, "done"}
    choose(game, bears)                          # {2}: two Mountains pay for one only
    assert not game.state.objects[bears].tapped and game.state.objects[giant].tapped
    assert all(game.state.objects[m].tapped for m in ids(game, "Mountain"))


@plays("Thelon's Curse", "effect.pay_to_untap")
def test_608_2d_thelons_curse_the_upkeeps_player_chooses_and_may_choose_none():
    game = board(["Thelon's Curse"], ["Storm Crow", "Island"])
    crow = obj(game, "Storm Crow")
    game.state.objects[crow].tapped = True
    game.state.changed()
    to_step(game, "upkeep")                      # Bob's: his blue creature stayed tapped
    assert game.state.active == 1 and game.state.objects[crow].tapped
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    assert game.decision.options == (crow, "done")
    choose(game, "done")
    assert game.state.objects[crow].tapped and not game.state.objects[obj(game, "Island")].tapped


# -- "When you cast or cycle this card" ------------------------------------------------------


@plays("Warped Tusker", "trigger.cast_or_cycled")
def test_702_29a_warped_tusker_cycling_makes_a_spawn():
    game = board(["Forest", "Forest", "Forest"], [], hands=(["Warped Tusker"], []))
    game.act("activate Warped Tusker for cycling")
    assert len(game.state.stack) == 2            # the cycling ability, then the trigger
    resolve(game)
    assert len(ids(game, "Eldrazi Spawn")) == 1 and hand(game) == ["Wastes"]


@plays("Warped Tusker", "trigger.cast_or_cycled")
def test_601_2i_warped_tusker_casting_makes_a_spawn_before_it_resolves():
    game = board([], [], hands=(["Warped Tusker"], []))
    add_mana(game, "{C}{C}{C}{C}{C}{C}{C}")
    cast(game, "Warped Tusker")
    assert len(game.state.stack) == 2
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                  # the cast trigger resolves first
    assert len(ids(game, "Eldrazi Spawn")) == 1 and not ids(game, "Warped Tusker")
    resolve(game)
    assert ids(game, "Warped Tusker")


# -- "When enchanted artifact is put into a graveyard" ----------------------------------------


@plays("Viridian Harvest", "trigger.to_graveyard", "trigger.attached")
def test_603_6c_viridian_harvest_its_artifact_put_into_a_graveyard_gains_six():
    game = board(["Ornithopter", "Mountain"], [], hands=(["Shock"], []))
    thopter = obj(game, "Ornithopter")
    harvest = create_object(game.state, card_def("Viridian Harvest"), 0, "battlefield")
    harvest.attached_to = thopter
    game.state.changed()
    cast(game, "Shock", thopter)
    resolve(game)
    assert life(game, 0) == 26
    assert sorted(grave(game)) == ["Ornithopter", "Shock", "Viridian Harvest"]


# -- state triggers: "When there are ...", "When you control ..." ----------------------------


@plays("Goblins of the Flarg", "trigger.state_there")
def test_603_8_goblins_of_the_flarg_a_dwarf_under_your_control_sacrifices_it():
    game = board(["Goblins of the Flarg"], ["Dwarven Trader"], hands=(["Dwarven Trader"], []))
    assert not game.state.stack                  # Bob's Dwarf isn't yours
    add_mana(game, "{R}")
    cast(game, "Dwarven Trader")
    resolve(game)
    assert not ids(game, "Goblins of the Flarg") and "Goblins of the Flarg" in grave(game)


@plays("Endrek Sahr, Master Breeder", "trigger.state_there")
def test_603_8_endrek_sahr_seven_thrulls_sacrifice_it():
    game = board(["Endrek Sahr, Master Breeder"], [], hands=(["Grizzly Bears"], []))
    for _ in range(6):
        create_object(game.state, replace(card_def("Mindstab Thrull"), token=True), 0,
                      "battlefield")
    game.state.changed()
    add_mana(game, "{G}{G}")
    cast(game, "Grizzly Bears")                  # a creature spell: two Thrulls (MV 2)
    assert len(game.state.stack) == 2            # six Thrulls: no state trigger yet
    resolve(game)
    assert not ids(game, "Endrek Sahr, Master Breeder")


@plays("Mazemind Tome", "trigger.state_there")
def test_603_8_mazemind_tome_the_fourth_page_counter_exiles_it_for_four_life():
    game = board(["Mazemind Tome"], [])
    tome = obj(game, "Mazemind Tome")
    game.state.objects[tome].counters["page"] = 3
    game.state.changed()
    activate(game, tome)                         # {T}, a page counter: scry 1
    assert len(game.state.stack) == 2            # the state trigger, above the ability
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert not ids(game, "Mazemind Tome") and life(game, 0) == 24


# -- "Whenever you create one or more creature tokens" ----------------------------------------


@plays("Staff of the Storyteller", "trigger.create_tokens")
def test_603_2c_staff_of_the_storyteller_one_counter_for_each_event_creating_tokens():
    game = board([], ["Grizzly Bears"], hands=(["Staff of the Storyteller", "Raise the Alarm",
                                                "Grizzly Bears"], []))
    add_mana(game, "{W}{W}{W}{W}{G}{G}")
    cast(game, "Staff of the Storyteller")
    resolve(game)                                # its own Spirit token counts
    staff = obj(game, "Staff of the Storyteller")
    assert game.state.objects[staff].counters == {"story": 1}
    cast(game, "Raise the Alarm")                # two tokens at once: one trigger
    resolve(game)
    assert len(ids(game, "Soldier")) == 2
    assert game.state.objects[staff].counters == {"story": 2}
    cast(game, "Grizzly Bears")                  # no token
    resolve(game)
    assert game.state.objects[staff].counters == {"story": 2}


# -- "if a/an <permanent> was put into a / your graveyard from the battlefield this turn" -----


@plays("Ichor Shade", "condition.to_graveyard_this_turn", "condition.this_turn")
def test_603_4_ichor_shade_grows_after_a_creature_went_to_a_graveyard_this_turn():
    game = board(["Ichor Shade", "Mountain"], ["Grizzly Bears"], hands=(["Shock"], []))
    shade = obj(game, "Ichor Shade")
    cast(game, "Shock", obj(game, "Grizzly Bears"))    # Bob's creature: any graveyard
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert game.state.objects[shade].counters == {"+1/+1": 1}


@plays("Ichor Shade", "condition.to_graveyard_this_turn", "condition.this_turn")
def test_603_4_ichor_shade_nothing_put_into_a_graveyard_no_counter():
    game = board(["Ichor Shade", "Mountain"], ["Grizzly Bears"], hands=(["Shock"], []))
    cast(game, "Shock", BOB)                     # an instant goes from the stack: no
    resolve(game)
    to_step(game, "end")
    assert not game.state.stack
    assert not game.state.objects[obj(game, "Ichor Shade")].counters


@plays("Kami of Transience", "condition.to_graveyard_this_turn", "condition.this_turn")
def test_603_4_kami_of_transience_returns_after_your_enchantment_went_to_your_graveyard():
    game = board(["Glorious Anthem", "Forest", "Forest"], ["Glorious Anthem"],
                 hands=(["Disenchant", "Disenchant"], []))
    create_object(game.state, card_def("Kami of Transience"), 0, "graveyard")
    add_mana(game, "{W}{W}{W}{W}")
    cast(game, "Disenchant", obj(game, "Glorious Anthem", 1))     # Bob's: his graveyard
    resolve(game)
    to_step(game, "end")
    assert not game.state.stack                  # not into your graveyard
    game = board(["Glorious Anthem"], [], hands=(["Disenchant"], []))
    create_object(game.state, card_def("Kami of Transience"), 0, "graveyard")
    add_mana(game, "{W}{W}")
    cast(game, "Disenchant", obj(game, "Glorious Anthem"))
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert game.decision.kind == "yes_no"
    game.act(Action("choose", 0, choice=("yes",)))
    assert "Kami of Transience" in hand(game)


# -- "When an opponent plays a nonbasic land" -------------------------------------------------


@plays("Hidden Herd", "trigger.play_nonbasic")
def test_205_4a_hidden_herd_only_a_nonbasic_land_played_by_an_opponent():
    game = board(["Hidden Herd"], [], hands=([], ["Forest", "Tranquil Cove"]))
    herd = obj(game, "Hidden Herd")
    to_step(game, "upkeep")
    to_step(game, "precombat main")              # Bob's turn
    assert game.state.active == 1
    game.act(Action("play", 1, in_hand(game, "Forest", 1)))           # basic: nothing
    assert not game.state.stack
    game.state.players[1].lands_played = 0       # a second land drop (CR 305.2)
    game.act(Action("play", 1, in_hand(game, "Tranquil Cove", 1)))
    assert any(game.state.objects[o].source_id == herd for o in game.state.stack)
    resolve(game)
    found = chars(game, herd)
    assert "Creature" in found.types and (found.power, found.toughness) == (3, 3)


# -- "Whenever you become the target of a spell" ---------------------------------------------


@plays("Dormant Gomazoa", "trigger.you_targeted")
def test_115_1_dormant_gomazoa_a_spell_targeting_you_untaps_it_an_ability_doesnt():
    game = board(["Dormant Gomazoa", "Prodigal Pyromancer", "Mountain"], [],
                 hands=(["Shock"], []))
    gomazoa = obj(game, "Dormant Gomazoa")
    game.state.objects[gomazoa].tapped = True
    game.state.changed()
    activate(game, obj(game, "Prodigal Pyromancer"), ALICE)   # an ability: no trigger
    assert len(game.state.stack) == 1
    resolve(game)
    cast(game, "Shock", ALICE)
    assert len(game.state.stack) == 2            # the spell, then the trigger
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "yes_no"
    game.act(Action("choose", 0, choice=("yes",)))
    assert not game.state.objects[gomazoa].tapped
