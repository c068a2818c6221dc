"""Enters triggers and "as this enters" replacements, played (CR 603.6a, 614.1c-e, 614.12):
X in a permanent's enters trigger (CR 107.3m)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    cast,
    chars,
    choose_targets,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- X of the spell a permanent entered from (CR 107.3m) -----------------------------------


@plays("The Meathook Massacre", "trigger.entering_x")
def test_107_3m_meathook_massacre_gives_minus_x_of_its_spell():
    game = board(["Swamp"] * 4, ["Grizzly Bears", "Hill Giant"],
                 hands=(["The Meathook Massacre"], []))
    cast(game, "The Meathook Massacre", x=2)
    resolve(game)                                  # the spell, then its enters trigger
    resolve(game)                                  # Alice's "you gain 1 life" trigger
    assert not ids(game, "Grizzly Bears") and grave(game, 1) == ["Grizzly Bears"]
    giant = chars(game, obj(game, "Hill Giant"))
    assert (giant.power, giant.toughness) == (1, 1)
    assert life(game, 0) == 21
    # CR 107.3m: the permanent's own X is 0 (its mana value counts no X)
    massacre = game.state.objects[obj(game, "The Meathook Massacre")]
    assert massacre.x == 0 and chars(game, massacre.id).mana_value == 2


@plays("Springleaf Parade", "trigger.entering_x")
def test_107_3m_springleaf_parade_creates_x_tokens():
    game = board(["Forest"] * 5, [], hands=(["Springleaf Parade"], []))
    cast(game, "Springleaf Parade", x=3)
    resolve(game)
    assert len(ids(game, "Shapeshifter")) == 3


@plays("Springleaf Parade", "trigger.entering_x")
def test_107_3m_springleaf_parade_x_0_creates_none():
    game = board(["Forest"] * 2, [], hands=(["Springleaf Parade"], []))
    cast(game, "Springleaf Parade", x=0)
    resolve(game)
    assert ids(game, "Springleaf Parade") and not ids(game, "Shapeshifter")


@plays("Gadwick, the Wizened", "trigger.entering_x")
def test_107_3m_gadwick_draws_x_cards():
    game = board(["Island"] * 5, [], hands=(["Gadwick, the Wizened"], []))
    cast(game, "Gadwick, the Wizened", x=2)
    resolve(game)
    assert len(hand(game)) == 2


@plays("Dune Drifter", "trigger.entering_x", "target.spell_x")
def test_107_3m_dune_drifter_targets_a_card_with_mana_value_x_or_less():
    game = board(["Plains", "Swamp", "Plains", "Swamp"], [],
                 hands=(["Dune Drifter"], []))
    state = game.state
    for name in ("Grizzly Bears", "Hill Giant"):
        create_object(state, card_def(name), 0, "graveyard")
    cast(game, "Dune Drifter", x=2)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                     # the Vehicle resolves; its trigger waits
    bears = next(i for i in state.players[0].graveyard
                 if state.objects[i].name == "Grizzly Bears")
    giant = next(i for i in state.players[0].graveyard
                 if state.objects[i].name == "Hill Giant")
    # the only legal target: Hill Giant's mana value 4 is more than X (CR 603.3d)
    assert state.objects[state.stack[-1]].targets == (("object", bears),)
    assert giant in state.players[0].graveyard
    resolve(game)
    assert ids(game, "Grizzly Bears") and not ids(game, "Hill Giant")


@plays("Zoanthrope", "trigger.entering_x", "keyword.ravenous")
def test_107_3m_zoanthrope_deals_x_damage_and_enters_with_x_counters():
    game = board(["Island", "Mountain", "Island", "Mountain", "Island"], [],
                 hands=(["Zoanthrope"], []))
    cast(game, "Zoanthrope", x=3)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                 # it resolves; its trigger asks for a target
    assert game.decision.kind == "targets"
    choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 17
    zoanthrope = chars(game, obj(game, "Zoanthrope"))
    assert (zoanthrope.power, zoanthrope.toughness) == (3, 3)


@plays("Exocrine", "trigger.entering_x")
def test_107_3m_exocrine_deals_x_damage_to_each_player_and_each_other_creature():
    game = board(["Mountain"] * 5, ["Hill Giant", "Grizzly Bears"], hands=(["Exocrine"], []))
    cast(game, "Exocrine", x=2)
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (18, 18)
    assert not ids(game, "Grizzly Bears") and ids(game, "Exocrine")
    assert game.state.objects[obj(game, "Hill Giant")].damage == 2
    assert game.state.objects[obj(game, "Exocrine")].damage == 0


# -- how it entered: untapped, from a graveyard (CR 603.2, 603.6a) -------------------------


@plays("Dwarven Mine", "trigger.enters_untapped")
def test_603_6a_dwarven_mine_entering_untapped_creates_a_dwarf():
    game = board(["Mountain"] * 3, [], hands=(["Dwarven Mine"], []))
    game.act("play Dwarven Mine")
    resolve(game)
    mine = game.state.objects[obj(game, "Dwarven Mine")]
    assert not mine.tapped and len(ids(game, "Dwarf")) == 1


@plays("Dwarven Mine", "trigger.enters_untapped")
def test_603_6a_dwarven_mine_entering_tapped_doesnt_trigger():
    game = board(["Mountain"] * 2, [], hands=(["Dwarven Mine"], []))
    game.act("play Dwarven Mine")
    resolve(game)
    assert game.state.objects[obj(game, "Dwarven Mine")].tapped       # CR 614.1c
    assert not ids(game, "Dwarf") and not game.state.stack


@plays("Dwarven Mine", "trigger.enters_untapped")
def test_603_4_dwarven_mine_tapped_in_response_still_creates_its_dwarf():
    game = board(["Mountain"] * 3, [], hands=(["Dwarven Mine"], []))
    game.act("play Dwarven Mine")
    mine = obj(game, "Dwarven Mine")
    assert game.state.stack
    game.act("activate Dwarven Mine")                # tapped for mana, its trigger waiting
    assert game.state.objects[mine].tapped
    resolve(game)
    assert len(ids(game, "Dwarf")) == 1              # a trigger event, not an intervening "if"


def _to_graveyard(game, name: str) -> int:
    card = create_object(game.state, card_def(name), 0, "graveyard")
    return card.id


@plays("Triarch Praetorian", "trigger.enters_from_graveyard", "keyword.unearth")
def test_603_6a_triarch_praetorian_unearthed_draws_two_and_loses_two():
    game = board(["Swamp"] * 5, [], hands=([], []))
    _to_graveyard(game, "Triarch Praetorian")
    game.act("activate Triarch Praetorian for unearth")
    resolve(game)
    assert ids(game, "Triarch Praetorian")
    assert len(hand(game)) == 2 and life(game, 0) == 18


@plays("Triarch Praetorian", "trigger.enters_from_graveyard")
def test_603_6a_triarch_praetorian_cast_from_hand_doesnt_trigger():
    game = board(["Swamp"] * 2, [], hands=(["Triarch Praetorian"], []))
    cast(game, "Triarch Praetorian")
    resolve(game)
    assert ids(game, "Triarch Praetorian")
    assert hand(game) == [] and life(game, 0) == 20


# -- "return another <permanent> you control to its owner's hand" ---------------------------


@plays("Invasive Species", "effect.bounce_choice")
def test_400_3_invasive_species_returns_another_permanent_you_control():
    game = board(["Forest", "Forest", "Forest"], ["Grizzly Bears"],
                 hands=(["Invasive Species"], []))
    cast(game, "Invasive Species")
    resolve(game)
    species = obj(game, "Invasive Species")
    assert game.decision.kind == "choose" and species not in game.decision.options
    assert set(game.decision.options) == set(ids(game, "Forest"))      # not Bob's Bears
    game.act(Action("choose", 0, choice=(ids(game, "Forest")[0],)))
    assert hand(game) == ["Forest"] and ids(game, "Invasive Species")


@plays("Quickling", "effect.bounce_choice", "condition.unless")
def test_118_12_quickling_is_sacrificed_unless_another_creature_returns():
    game = board(["Island", "Island"], [], hands=(["Quickling"], []))
    cast(game, "Quickling")
    resolve(game)                           # no other creature to return: it's sacrificed
    assert not ids(game, "Quickling") and grave(game) == ["Quickling"]


@plays("Quickling", "effect.bounce_choice", "condition.unless")
def test_118_12_quickling_stays_when_another_creature_returns():
    game = board(["Island", "Island", "Grizzly Bears"], [], hands=(["Quickling"], []))
    cast(game, "Quickling")
    resolve(game)
    game.act("choose yes")                  # only the Bears can go: not Quickling itself
    assert hand(game) == ["Grizzly Bears"] and ids(game, "Quickling")


# -- detain (CR 701.29) --------------------------------------------------------------------


@plays("Azorius Arrester", "effect.detain")
def test_701_29a_azorius_arrester_detains_until_its_controllers_next_turn():
    game = board(["Plains", "Plains"], ["Prodigal Sorcerer", "Mountain", "Grizzly Bears"],
                 hands=(["Azorius Arrester"], []))
    sorcerer = obj(game, "Prodigal Sorcerer")
    cast(game, "Azorius Arrester")
    resolve(game)
    choose_targets(game, sorcerer)
    resolve(game)
    to_step(game, "upkeep")                    # Bob's turn
    assert game.state.active == 1
    assert not [a for a in game.legal_actions() if a.kind == "activate" and a.object == sorcerer]
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    attacks = [a for a in game.legal_actions() if a.kind == "attack"]
    assert game.decision.player == 1
    assert attacks and all(sorcerer not in [c for c, _ in a.choice] for a in attacks)
    assert any(a.choice for a in attacks)      # the Bears may attack
    game.act(Action("attack", 1, choice=()))
    to_step(game, "upkeep")                    # Alice's next turn: the detention ends
    assert game.state.active == 0
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    assert [a for a in game.legal_actions() if a.kind == "activate" and a.object == sorcerer]


# -- "put a card an opponent owns from exile into that player's graveyard" ------------------


@plays("Mind Raker", "graveyard.exiled_to_graveyard")
def test_400_3_mind_raker_processes_a_card_then_each_opponent_discards():
    game = board(["Swamp"] * 4, [], hands=(["Mind Raker"], ["Grizzly Bears"]))
    exiled = create_object(game.state, card_def("Shock"), 1, "exile").id
    create_object(game.state, card_def("Giant Growth"), 0, "exile")    # Alice's own: not one
    cast(game, "Mind Raker")
    resolve(game)
    game.act("choose yes")
    assert exiled not in game.state.players[1].exile
    assert sorted(grave(game, 1)) == ["Grizzly Bears", "Shock"]       # processed, discarded
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == ["Giant Growth"]


@plays("Mind Raker", "graveyard.exiled_to_graveyard")
def test_608_2c_mind_raker_with_nothing_to_process_makes_no_one_discard():
    game = board(["Swamp"] * 4, [], hands=(["Mind Raker"], ["Grizzly Bears"]))
    cast(game, "Mind Raker")
    resolve(game)
    if game.decision.kind == "yes_no":
        game.act("choose yes")
    assert hand(game, 1) == ["Grizzly Bears"]


@plays("Ulamog's Nullifier", "graveyard.exiled_to_graveyard")
@pytest.mark.parametrize("exiled", [1, 2])
def test_608_2c_ulamogs_nullifier_needs_two_cards_to_counter(exiled):
    game = board(["Island", "Island", "Swamp", "Swamp"], ["Mountain"],
                 hands=(["Ulamog's Nullifier"], ["Shock"]))
    for _ in range(exiled):
        create_object(game.state, card_def("Giant Growth"), 1, "exile")
    game.act(Action("pass", 0))
    shock = next(i for i in game.state.players[1].hand)
    game.act(Action("cast", 1, shock, targets=(BOB,)))
    game.act(Action("pass", 1))
    cast(game, "Ulamog's Nullifier")                          # flash
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                  # the Nullifier resolves; its trigger targets
    if game.decision.kind == "targets":
        choose_targets(game, shock)
    resolve(game)
    if game.decision.kind == "yes_no":
        game.act("choose yes")
    resolve(game)
    # with one card to put, none is put and Shock resolves (CR 608.2c)
    assert life(game, 1) == (18 if exiled == 1 else 20)
    assert len(game.state.players[1].exile) == (1 if exiled == 1 else 0)


# -- manifest dread (CR 701.34a) -----------------------------------------------------------


@plays("Unsettling Twins", "keyword.manifest_dread")
def test_701_34a_unsettling_twins_manifests_dread():
    game = board(["Plains"] * 4, [], hands=(["Unsettling Twins"], []))
    state = game.state
    shock = create_object(state, card_def("Shock"), 0, "library").id
    bears = create_object(state, card_def("Grizzly Bears"), 0, "library").id   # the top
    cast(game, "Unsettling Twins")
    resolve(game)
    assert game.decision.kind == "choose" and set(game.decision.options) == {bears, shock}
    game.act(Action("choose", 0, choice=(bears,)))
    assert grave(game) == ["Shock"]
    face_down = [i for i in state.battlefield if state.objects[i].face_down]
    assert len(face_down) == 1
    manifested = chars(game, face_down[0])
    assert (manifested.power, manifested.toughness) == (2, 2) and not manifested.name
    assert len(state.players[0].library) == 10


@plays("Manifest Dread", "keyword.manifest_dread")
def test_701_34a_manifest_dread_with_one_card_left_manifests_it():
    game = board(["Forest"] * 2, [], hands=(["Manifest Dread"], []), library=1)
    cast(game, "Manifest Dread")
    resolve(game)
    state = game.state
    assert not state.players[0].library and grave(game) == ["Manifest Dread"]
    assert [i for i in state.battlefield if state.objects[i].face_down]


@plays("Killer's Mask", "keyword.manifest_dread", "keyword.manifest_dread_attach")
def test_701_3a_killers_mask_is_attached_to_the_creature_it_manifested():
    game = board(["Swamp"] * 3, [], hands=(["Killer's Mask"], []))
    state = game.state
    create_object(state, card_def("Shock"), 0, "library")
    bears = create_object(state, card_def("Grizzly Bears"), 0, "library").id
    cast(game, "Killer's Mask")
    resolve(game)
    game.act(Action("choose", 0, choice=(bears,)))
    resolve(game)
    manifested = next(i for i in state.battlefield if state.objects[i].face_down)
    mask = state.objects[obj(game, "Killer's Mask")]
    assert mask.attached_to == manifested and grave(game) == ["Shock"]
    assert "menace" in chars(game, manifested).keywords


# -- investigate twice (CR 701.36) ---------------------------------------------------------


@plays("Wavesifter", "effect.investigate_times")
def test_701_36_wavesifter_investigates_twice():
    game = board(["Island", "Island", "Island", "Forest", "Forest"], [],
                 hands=(["Wavesifter"], []))
    cast(game, "Wavesifter")
    resolve(game)
    assert len(ids(game, "Clue")) == 2 and ids(game, "Wavesifter")


# -- endure, forage, blight: keyword actions read from their reminder text ------------------


@plays("Fortress Kin-Guard", "keyword.endure")
@pytest.mark.parametrize("pick", ["put a +1/+1 counter on it",
                                  "create a 1/1 white Spirit creature token"])
def test_608_2d_fortress_kin_guard_endures_1_its_controllers_choice(pick):
    game = board(["Plains", "Plains"], [], hands=(["Fortress Kin-Guard"], []))
    cast(game, "Fortress Kin-Guard")
    resolve(game)
    assert game.decision.kind == "choose" and len(game.decision.options) == 2
    game.act(Action("choose", 0, choice=(pick,)))
    guard = chars(game, obj(game, "Fortress Kin-Guard"))
    token = pick.startswith("create")
    assert guard.power == (1 if token else 2) and len(ids(game, "Spirit")) == token


@plays("Fortress Kin-Guard", "keyword.endure")
def test_608_2d_fortress_kin_guard_gone_endures_as_a_spirit_token():
    game = board(["Plains", "Plains"], ["Mountain"], hands=(["Fortress Kin-Guard"], ["Shock"]))
    cast(game, "Fortress Kin-Guard")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                   # it enters; its trigger goes on the stack
    game.act(Action("pass", 0))
    shock = next(iter(game.state.players[1].hand))
    game.act(Action("cast", 1, shock, targets=(("object", obj(game, "Fortress Kin-Guard")),)))
    resolve(game)
    assert not ids(game, "Fortress Kin-Guard")
    if game.decision.kind == "choose":            # only the token can be made
        assert game.decision.options == ("create a 1/1 white Spirit creature token",)
        game.act(Action("choose", 0, choice=game.decision.options))
    assert len(ids(game, "Spirit")) == 1


@plays("Treetop Sentries", "keyword.forage")
def test_608_2d_treetop_sentries_forages_by_exiling_three_cards_then_draws():
    game = board(["Forest"] * 4, [], hands=(["Treetop Sentries"], []))
    for name in ("Shock", "Giant Growth", "Grizzly Bears"):
        create_object(game.state, card_def(name), 0, "graveyard")
    cast(game, "Treetop Sentries")
    resolve(game)
    game.act("choose yes")
    if game.decision.kind == "choose" and "sacrifice a Food" not in game.decision.options:
        assert game.decision.options == ("exile three cards from your graveyard",)
        game.act(Action("choose", 0, choice=game.decision.options))
    assert len(game.state.players[0].exile) == 3 and len(hand(game)) == 1


@plays("Treetop Sentries", "keyword.forage")
def test_608_2c_treetop_sentries_cant_forage_without_three_cards_or_a_food():
    game = board(["Forest"] * 4, [], hands=(["Treetop Sentries"], []))
    create_object(game.state, card_def("Shock"), 0, "graveyard")
    cast(game, "Treetop Sentries")
    resolve(game)
    if game.decision.kind == "yes_no":
        game.act("choose yes")
    assert game.decision.kind == "priority" and hand(game) == [] and grave(game) == ["Shock"]


@plays("Dream Seizer", "keyword.blight")
def test_122_1_dream_seizer_blights_1_then_each_opponent_discards():
    game = board(["Swamp"] * 4 + ["Grizzly Bears"], [], hands=(["Dream Seizer"], ["Shock"]))
    cast(game, "Dream Seizer")
    resolve(game)
    game.act("choose yes")
    bears = obj(game, "Grizzly Bears")
    assert game.decision.kind == "choose" and bears in game.decision.options
    game.act(Action("choose", 0, choice=(bears,)))
    assert chars(game, bears).power == 1 and grave(game, 1) == ["Shock"]


# -- "When ... enters and at the beginning of <step>, ..." (CR 603.2) ------------------------


@plays("Unshakable Tail", "trigger.and_at")
def test_603_2_unshakable_tail_surveils_as_it_enters_and_each_upkeep():
    game = board(["Swamp"] * 3, [], hands=(["Unshakable Tail"], []))
    cast(game, "Unshakable Tail")
    resolve(game)
    assert game.decision.kind == "choose" and "done" in game.decision.options   # surveil 1
    game.act("choose Wastes")
    assert grave(game) == ["Wastes"]
    to_step(game, "draw")                         # Bob's turn: no trigger
    assert game.state.active == 1 and grave(game) == ["Wastes"]
    to_step(game, "upkeep")                       # Alice's next upkeep: it triggers
    assert game.state.stack
    resolve(game)
    assert game.state.active == 0 and game.decision.kind == "choose"      # Alice's upkeep
    game.act("choose Wastes")
    assert grave(game) == ["Wastes", "Wastes"]


# -- earthbend: its reminder text's instructions and delayed triggers (CR 603.7c) -----------


def _earthbent_student(game):
    cast(game, "Earthbending Student")
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, obj(game, "Forest", 0))
        resolve(game)
    return obj(game, "Forest", 0)


@plays("Earthbending Student", "keyword.earthbend")
def test_613_1d_earthbending_student_animates_a_land_with_two_counters():
    game = board(["Forest", "Forest", "Forest"], [], hands=(["Earthbending Student"], []))
    land = _earthbent_student(game)
    animated = chars(game, land)
    assert "Creature" in animated.types and "Land" in animated.types
    assert (animated.power, animated.toughness) == (2, 2) and "haste" in animated.keywords


@plays("Earthbending Student", "keyword.earthbend")
def test_603_7c_earthbent_land_that_dies_returns_to_the_battlefield_tapped():
    game = board(["Forest", "Forest", "Forest"], ["Mountain"],
                 hands=(["Earthbending Student"], ["Shock"]))
    land = _earthbent_student(game)
    game.act(Action("pass", 0))
    shock = next(iter(game.state.players[1].hand))
    game.act(Action("cast", 1, shock, targets=(("object", land),)))
    resolve(game)
    forests = ids(game, "Forest")
    assert land not in forests and len(forests) == 3          # a new object (CR 400.7)
    back = next(i for i in forests if game.state.objects[i].tapped and i > land)
    assert "Creature" not in chars(game, back).types and not game.state.delayed


@plays("Earthbending Student", "keyword.earthbend")
def test_603_7c_earthbent_land_that_is_exiled_returns_tapped():
    game = board(["Forest", "Forest", "Forest", "Plains"], [],
                 hands=(["Earthbending Student", "Swords to Plowshares"], []))
    land = _earthbent_student(game)
    cast(game, "Swords to Plowshares", land)
    resolve(game)
    assert land not in ids(game, "Forest") and len(ids(game, "Forest")) == 3
    assert life(game, 0) == 22 and not game.state.players[0].exile
    assert not game.state.delayed


@plays("Earthbending Lesson", "keyword.earthbend")
def test_603_7d_earthbending_lessons_land_returns_after_the_spell_is_gone():
    game = board(["Forest", "Forest", "Forest", "Forest", "Plains"], [],
                 hands=(["Earthbending Lesson", "Swords to Plowshares"], []))
    land = obj(game, "Forest", 0)
    cast(game, "Earthbending Lesson", land)
    resolve(game)
    assert chars(game, land).power == 4 and grave(game) == ["Earthbending Lesson"]
    cast(game, "Swords to Plowshares", land)
    resolve(game)
    assert land not in ids(game, "Forest") and len(ids(game, "Forest")) == 4
    assert life(game, 0) == 24 and not game.state.delayed


# -- "you may <action> or <action>. If you do, ..." as the trigger's first words ------------


@plays("K'un-Lun Warrior", "condition.may_either")
def test_608_2d_kun_lun_warrior_sacrifices_or_discards_then_draws():
    game = board(["Mountain", "Mountain", "Ornithopter"], [],
                 hands=(["K'un-Lun Warrior", "Shock"], []))
    cast(game, "K'un-Lun Warrior")
    resolve(game)
    game.act("choose yes")
    assert game.decision.kind == "choose" and set(game.decision.options) == {
        "sacrifice an artifact", "discard a card"}
    game.act(Action("choose", 0, choice=("sacrifice an artifact",)))
    assert not ids(game, "Ornithopter") and sorted(hand(game)) == ["Shock", "Wastes"]


@plays("K'un-Lun Warrior", "condition.may_either")
def test_608_2c_kun_lun_warrior_declining_draws_nothing():
    game = board(["Mountain", "Mountain", "Ornithopter"], [],
                 hands=(["K'un-Lun Warrior", "Shock"], []))
    cast(game, "K'un-Lun Warrior")
    resolve(game)
    game.act("choose no")
    assert ids(game, "Ornithopter") and hand(game) == ["Shock"]


# -- "exile all <permanents> until this <permanent> leaves the battlefield" (CR 610.3) -------


@plays("Temporary Lockdown", "library.exile_all_until")
def test_610_3_temporary_lockdown_exiles_each_cheap_permanent_until_it_leaves():
    game = board(["Plains"] * 5, ["Grizzly Bears", "Hill Giant", "Ornithopter"],
                 hands=(["Temporary Lockdown", "Disenchant"], []))
    cast(game, "Temporary Lockdown")
    resolve(game)
    assert ids(game, "Hill Giant") and not ids(game, "Grizzly Bears")
    assert not ids(game, "Ornithopter") and len(game.state.players[1].exile) == 2
    cast(game, "Disenchant", obj(game, "Temporary Lockdown"))
    resolve(game)
    assert ids(game, "Grizzly Bears") and ids(game, "Ornithopter")      # back (CR 610.3a)
    assert not game.state.players[1].exile


@plays("Temporary Lockdown", "library.exile_all_until")
def test_610_3b_temporary_lockdown_gone_before_its_trigger_exiles_nothing():
    game = board(["Plains"] * 5, ["Grizzly Bears"],
                 hands=(["Temporary Lockdown", "Disenchant"], []))
    cast(game, "Temporary Lockdown")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                   # it enters; its trigger waits
    cast(game, "Disenchant", obj(game, "Temporary Lockdown"))
    resolve(game)
    assert ids(game, "Grizzly Bears") and not game.state.players[1].exile


# -- "return two <permanents> you control to their owner's hand" (CR 609.3, 118.12) ---------


@plays("Khalni Gem", "effect.bounce_choice")
def test_609_3_khalni_gem_returns_two_lands_chosen_one_at_a_time():
    game = board(["Island"] * 4 + ["Swamp"], [], hands=(["Khalni Gem"], []))
    cast(game, "Khalni Gem")
    resolve(game)
    swamp, island = obj(game, "Swamp"), ids(game, "Island")[0]
    game.act(Action("choose", 0, choice=(swamp,)))
    assert game.decision.kind == "choose" and swamp not in game.decision.options
    game.act(Action("choose", 0, choice=(island,)))
    assert sorted(hand(game)) == ["Island", "Swamp"] and len(ids(game, "Island")) == 3


@plays("Bull Elephant", "effect.bounce_choice", "condition.unless")
def test_118_12_bull_elephant_is_sacrificed_without_two_forests_to_return():
    game = board(["Forest", "Mountain", "Mountain", "Mountain"], [],
                 hands=(["Bull Elephant"], []))
    cast(game, "Bull Elephant")
    resolve(game)                        # only one Forest: the cost can't be paid
    assert not ids(game, "Bull Elephant") and ids(game, "Forest")


# -- "Whenever this creature enters or deals combat damage to a player" (CR 603.2) ----------


@plays("Tomebound Lich", "trigger.enters_or_combat_damage")
def test_603_2_tomebound_lich_loots_as_it_enters():
    game = board(["Island", "Swamp", "Island"], [], hands=(["Tomebound Lich", "Shock"], []))
    cast(game, "Tomebound Lich")
    resolve(game)                                # draws a Wastes, then discards
    assert game.decision.kind == "discard"
    game.act("choose Shock")
    assert grave(game) == ["Shock"] and hand(game) == ["Wastes"]


@plays("Tomebound Lich", "trigger.enters_or_combat_damage")
def test_510_3a_tomebound_lich_loots_when_it_deals_combat_damage_to_a_player():
    game = board(["Tomebound Lich"], [], hands=(["Shock"], []))
    lich = obj(game, "Tomebound Lich")
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((lich, BOB),)))
    to_step(game, "combat damage")
    resolve(game)
    assert game.decision.kind == "discard"
    game.act("choose Shock")
    assert life(game, 1) == 19 and life(game, 0) == 21
    assert grave(game) == ["Shock"] and hand(game) == ["Wastes"]


@plays("Banishment", "library.exile_all_until")
def test_610_3_banishment_exiles_the_target_and_its_namesakes_until_it_leaves():
    game = board(["Plains"] * 6, ["Grizzly Bears", "Grizzly Bears", "Hill Giant"],
                 hands=(["Banishment", "Disenchant"], []))
    cast(game, "Banishment")
    resolve(game)
    choose_targets(game, ids(game, "Grizzly Bears")[0])
    resolve(game)
    assert not ids(game, "Grizzly Bears") and ids(game, "Hill Giant")
    assert len(game.state.players[1].exile) == 2
    cast(game, "Disenchant", obj(game, "Banishment"))
    resolve(game)
    assert len(ids(game, "Grizzly Bears")) == 2 and not game.state.players[1].exile


@plays("Rockalanche", "keyword.earthbend")
def test_608_2h_rockalanche_earthbends_x_the_forests_you_control():
    game = board(["Forest", "Forest", "Forest"], [], hands=(["Rockalanche"], []))
    land = obj(game, "Forest", 0)
    cast(game, "Rockalanche", land)
    resolve(game)
    animated = chars(game, land)
    assert (animated.power, animated.toughness) == (3, 3) and "Creature" in animated.types


@plays("Shield Mare", "trigger.enters_or_combat_damage")
def test_603_2_shield_mare_gains_life_as_it_enters_and_when_an_opponent_targets_it():
    game = board(["Plains", "Plains", "Plains"], ["Mountain"],
                 hands=(["Shield Mare"], ["Shock"]))
    cast(game, "Shield Mare")
    resolve(game)
    assert life(game, 0) == 23
    game.act(Action("pass", 0))
    shock = next(iter(game.state.players[1].hand))
    game.act(Action("cast", 1, shock, targets=(("object", obj(game, "Shield Mare")),)))
    resolve(game)
    assert life(game, 0) == 26 and ids(game, "Shield Mare")      # 5/3: it survives Shock
