"""Enters triggers and replacement effects played in real games (sixth list): votes in a
triggered ability ("When this creature enters, starting with you, each player votes for
<word> or <word>.", CR 701.32a-b, 603.2); "When you sacrifice this Aura" and "When this
artifact enters and when you sacrifice it" (CR 701.17a, 603.6c, 603.10a); "Then if it has
three or more +1/+1 counters on it" about the enchanted creature (CR 608.2c, 122.1)."""

from __future__ import annotations

from boards import board, declare_attackers, ids, to_blockers
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    move_on,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- votes in a triggered ability (CR 701.32a-b) ---------------------------------------------


@plays("Lieutenants of the Guard", "choice.vote_words")
def test_701_32a_lieutenants_of_the_guard_counts_each_word_in_its_enters_trigger():
    """"When this creature enters, starting with you, each player votes for strength or
    numbers. Put a +1/+1 counter on this creature for each strength vote and create a 1/1
    white Soldier creature token for each numbers vote.": Alice votes first (CR 701.32a),
    then Bob; one of each: one counter and one Soldier."""
    game = board(["Plains"] * 5, [], hands=(["Lieutenants of the Guard"], []))
    cast(game, "Lieutenants of the Guard")
    resolve(game)
    assert game.decision.player == 0 and set(game.decision.options) == {"strength", "numbers"}
    choose(game, "strength")
    assert game.decision.player == 1
    choose(game, "numbers")
    resolve(game)
    assert chars(game, obj(game, "Lieutenants of the Guard")).power == 3
    assert len(ids(game, "Soldier")) == 1


@plays("Orchard Elemental", "choice.vote_words")
def test_701_32a_orchard_elemental_two_harvest_votes_gain_six_life():
    """"Put two +1/+1 counters on this creature for each sprout vote. You gain 3 life for
    each harvest vote.": both vote harvest: no counters, 6 life."""
    game = board(["Forest"] * 6, [], hands=(["Orchard Elemental"], []))
    cast(game, "Orchard Elemental")
    resolve(game)
    choose(game, "harvest")
    choose(game, "harvest")
    resolve(game)
    assert life(game, 0) == 26
    assert chars(game, obj(game, "Orchard Elemental")).power == 2


@plays("Coercive Portal", "choice.vote_words", "condition.if_rider")
def test_701_32a_coercive_portal_upkeep_vote_tied_draws_a_card():
    """"At the beginning of your upkeep, starting with you, each player votes for carnage or
    homage. If carnage gets more votes, sacrifice this artifact and destroy all nonland
    permanents. If homage gets more votes or the vote is tied, draw a card.": a tie draws."""
    game = board(["Coercive Portal", "Grizzly Bears"], [], turn=3, step="untap")
    before = len(hand(game))
    to_step(game, "upkeep")
    resolve(game)
    choose(game, "carnage")
    choose(game, "homage")
    resolve(game)
    assert ids(game, "Coercive Portal") and ids(game, "Grizzly Bears")
    assert len(hand(game)) == before + 1


@plays("Coercive Portal", "choice.vote_words", "condition.if_rider")
def test_701_32a_coercive_portal_carnage_destroys_nonland_permanents():
    """Two carnage votes: the Portal is sacrificed, the Bears destroyed, the land stays."""
    game = board(["Coercive Portal", "Grizzly Bears", "Island"], [], turn=3, step="untap")
    to_step(game, "upkeep")
    resolve(game)
    choose(game, "carnage")
    choose(game, "carnage")
    resolve(game)
    assert sorted(grave(game, 0)) == ["Coercive Portal", "Grizzly Bears"]
    assert ids(game, "Island")


# -- "When you sacrifice this <permanent>" (CR 701.17a, 603.6c, 603.10a) ---------------------


@plays("Carrot Cake", "trigger.sacrifice_self", "trigger.and_when")
def test_603_6c_carrot_cake_triggers_as_it_enters_and_when_sacrificed():
    """"When this artifact enters and when you sacrifice it, create a 1/1 white Rabbit
    creature token and scry 1. {2}, {T}, Sacrifice this artifact: You gain 3 life.": cast,
    one Rabbit; sacrificed for its own cost, a second Rabbit (it looks back, CR 603.10a)."""
    game = board(["Plains"] * 4, [], hands=(["Carrot Cake"], []))
    cast(game, "Carrot Cake")
    resolve(game)
    assert game.decision.kind == "choose" and "done" in game.decision.options   # scry 1
    choose(game, "done")
    assert len(ids(game, "Rabbit")) == 1
    activate(game, obj(game, "Carrot Cake"))
    resolve(game)
    choose(game, "done")
    resolve(game)
    assert len(ids(game, "Rabbit")) == 2 and grave(game) == ["Carrot Cake"]
    assert life(game, 0) == 23


@plays("Carrot Cake", "trigger.sacrifice_self", "trigger.and_when")
def test_701_17a_carrot_cake_destroyed_is_not_sacrificed():
    """Destroyed, it isn't sacrificed (CR 701.17a, 701.8a): no Rabbit."""
    game = board(["Carrot Cake"], ["Mountain", "Mountain"], hands=([], ["Shatter"]))
    game.act("pass")
    cast(game, "Shatter", obj(game, "Carrot Cake"), player=1)
    resolve(game)
    assert grave(game) == ["Carrot Cake"] and not ids(game, "Rabbit")


def _ordeal(game: Game, counters: int) -> int:
    """Alice's Grizzly Bears, enchanted by her Ordeal of Heliod, with that many +1/+1
    counters; the Bears' id."""
    state = game.state
    bears = obj(game, "Grizzly Bears")
    create_object(state, card_def("Ordeal of Heliod"), 0, "battlefield").attached_to = bears
    if counters:
        state.objects[bears].counters = {"+1/+1": counters}
    state.changed()
    return bears


@plays("Ordeal of Heliod", "condition.event_counters", "trigger.sacrifice_self")
def test_608_2c_ordeal_of_heliod_third_counter_sacrifices_it_and_gains_ten():
    """"Whenever enchanted creature attacks, put a +1/+1 counter on it. Then if it has three
    or more +1/+1 counters on it, sacrifice this Aura. When you sacrifice this Aura, you gain
    10 life.": the Bears attack with two counters: a third, then the Ordeal goes and Alice
    gains 10 life (the condition counted after the counter is put, CR 608.2c)."""
    game = board(["Grizzly Bears"], [], turn=3)
    bears = _ordeal(game, 2)
    declare_attackers(game, bears)
    resolve(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 3
    assert grave(game) == ["Ordeal of Heliod"] and life(game, 0) == 30


@plays("Ordeal of Heliod", "condition.event_counters")
def test_608_2c_ordeal_of_heliod_first_counter_keeps_it():
    """With no counters before, one after: the Ordeal stays, no life."""
    game = board(["Grizzly Bears"], [], turn=3)
    bears = _ordeal(game, 0)
    declare_attackers(game, bears)
    resolve(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert ids(game, "Ordeal of Heliod") and life(game, 0) == 20


# -- "those tokens plus an additional <token> are created instead" (CR 614.1a, 616.1) --------


@plays("Peregrin Took", "replacement.tokens_plus")
def test_614_1a_peregrin_took_adds_one_food_to_two_soldiers():
    """"If one or more tokens would be created under your control, those tokens plus an
    additional Food token are created instead.": Raise the Alarm makes two Soldiers and
    one Food (one event, one Food, CR 614.5)."""
    game = board(["Peregrin Took", "Plains", "Plains"], [], hands=(["Raise the Alarm"], []))
    cast(game, "Raise the Alarm")
    resolve(game)
    assert len(ids(game, "Soldier")) == 2 and len(ids(game, "Food")) == 1


@plays("Queen Allenal of Ruadach", "replacement.tokens_plus")
def test_614_1a_queen_allenal_adds_a_soldier_to_creature_tokens_only():
    """"If one or more creature tokens would be created under your control, those tokens plus
    a 1/1 white Soldier creature token are created instead.": two Soldiers become three; a
    Treasure (not a creature token) comes alone."""
    game = board(["Queen Allenal of Ruadach", "Plains", "Plains", "Mountain"], [],
                 hands=(["Raise the Alarm", "Strike It Rich"], []))
    cast(game, "Raise the Alarm")
    resolve(game)
    assert len(ids(game, "Soldier")) == 3
    cast(game, "Strike It Rich")
    resolve(game)
    assert len(ids(game, "Treasure")) == 1 and len(ids(game, "Soldier")) == 3


@plays("Stridehangar Automaton", "replacement.tokens_plus")
def test_616_1_stridehangar_applies_to_the_food_another_effect_added():
    """"If one or more artifact tokens would be created under your control, those tokens plus
    an additional 1/1 colorless Thopter artifact creature token with flying are created
    instead." With Peregrin Took, two Soldiers become two Soldiers and a Food; the Food is an
    artifact token, so the Automaton applies next (CR 616.1: the effects applicable are
    checked again after each): one Thopter, 2/2 with the Automaton's anthem."""
    game = board(["Stridehangar Automaton", "Peregrin Took", "Plains", "Plains"], [],
                 hands=(["Raise the Alarm"], []))
    cast(game, "Raise the Alarm")
    resolve(game)
    assert len(ids(game, "Soldier")) == 2 and len(ids(game, "Food")) == 1
    thopter = obj(game, "Thopter")
    assert chars(game, thopter).power == 2 and "flying" in chars(game, thopter).keywords


@plays("Stridehangar Automaton", "replacement.tokens_plus")
def test_614_1a_stridehangar_no_thopter_for_creature_tokens():
    game = board(["Stridehangar Automaton", "Plains", "Plains"], [],
                 hands=(["Raise the Alarm"], []))
    cast(game, "Raise the Alarm")
    resolve(game)
    assert len(ids(game, "Soldier")) == 2 and not ids(game, "Thopter")


@plays("Xorn", "replacement.tokens_plus")
def test_616_1_xorn_then_anointed_procession_makes_four_treasures():
    """"If you would create one or more Treasure tokens, instead create those tokens plus an
    additional Treasure token.": Alice applies Xorn first (CR 616.1), then Anointed
    Procession doubles all of them: 4."""
    game = board(["Xorn", "Anointed Procession", "Mountain"], [],
                 hands=(["Strike It Rich"], []))
    cast(game, "Strike It Rich")
    resolve(game)
    assert game.decision.kind == "replacement" and game.decision.player == 0
    choose(game, obj(game, "Xorn"))
    assert len(ids(game, "Treasure")) == 4


@plays("Xorn", "replacement.tokens_plus")
def test_616_1_anointed_procession_then_xorn_makes_three_treasures():
    """Doubled first (two), then Xorn adds one: 3 (each effect once, CR 614.5)."""
    game = board(["Xorn", "Anointed Procession", "Mountain"], [],
                 hands=(["Strike It Rich"], []))
    cast(game, "Strike It Rich")
    resolve(game)
    choose(game, obj(game, "Anointed Procession"))
    assert len(ids(game, "Treasure")) == 3


# -- "If an opponent would draw a card except the first one they draw in each of their draw
# steps, instead ..." (CR 614.11, 504.1) ------------------------------------------------------


def _inspire_bob(alice: list[str]) -> Game:
    """Alice, with `alice` and four Islands, casts Inspiration on Bob (he would draw two)."""
    game = board(alice + ["Island"] * 4, [], hands=(["Inspiration"], []))
    cast(game, "Inspiration", BOB)
    resolve(game)
    return game


@plays("Notion Thief", "static.opponent_draw_instead")
def test_614_11_notion_thief_takes_the_draws_of_an_opponent():
    """"If an opponent would draw a card except the first one they draw in each of their
    draw steps, instead that player skips that draw and you draw a card.": Bob draws none,
    Alice draws two."""
    game = _inspire_bob(["Notion Thief"])
    assert hand(game, 1) == [] and len(hand(game, 0)) == 2


@plays("Notion Thief", "static.opponent_draw_instead")
def test_504_1_notion_thief_leaves_the_draw_step_draw():
    """Bob's first draw in his draw step (the turn-based one, CR 504.1) isn't replaced."""
    game = board(["Notion Thief"], [])
    to_step(game, "draw")
    assert game.state.active == 1 and len(hand(game, 1)) == 1 and hand(game, 0) == []


@plays("Hullbreacher", "static.opponent_draw_instead")
def test_614_11_hullbreacher_makes_a_treasure_for_each_draw():
    """"..., instead you create a Treasure token.": two draws, two Treasures, no cards."""
    game = _inspire_bob(["Hullbreacher"])
    assert hand(game, 1) == [] and len(ids(game, "Treasure")) == 2


@plays("Hullbreacher", "static.opponent_draw_instead")
def test_616_1_hullbreacher_treasure_creation_is_replaced_again_by_xorn():
    """The new event, creating a Treasure, is modified by Xorn (CR 616.1, 614.5): two
    Treasures for each of Bob's two draws."""
    game = _inspire_bob(["Hullbreacher", "Xorn"])
    assert hand(game, 1) == [] and len(ids(game, "Treasure")) == 4


# -- "As this enchantment enters, choose Khans or Dragons." and its sections (CR 614.12,
# 607.2) ---------------------------------------------------------------------------------------


def _siege(name: str, lands: list[str], word: str, others: tuple[str, ...] = ()) -> Game:
    """Alice casts the Siege `name` and chooses `word` as it enters."""
    game = board(lands + list(others), [], hands=([name], []))
    cast(game, name)
    resolve(game)
    assert game.decision.kind == "replacement" and game.decision.player == 0
    assert set(game.decision.options) == set(_WORDS[name])
    choose(game, word)
    resolve(game)
    return game


_WORDS = {"Palace Siege": ("Khans", "Dragons"), "Frostcliff Siege": ("Jeskai", "Temur")}


def _to_alices_upkeep(game: Game) -> None:
    to_step(game, "upkeep")
    while game.state.active != 0:
        move_on(game)
        to_step(game, "upkeep")
    resolve(game)


@plays("Palace Siege", "static.choose_word_sections")
def test_614_12_palace_siege_dragons_drains_in_alices_upkeep():
    """"As this enchantment enters, choose Khans or Dragons. • Khans — At the beginning of
    your upkeep, return target creature card from your graveyard to your hand. • Dragons —
    At the beginning of your upkeep, each opponent loses 2 life and you gain 2 life.":
    Dragons chosen as it entered (CR 614.12): only that section's ability (CR 607.2)."""
    game = _siege("Palace Siege", ["Swamp"] * 5, "Dragons")
    _to_alices_upkeep(game)
    assert life(game, 1) == 18 and life(game, 0) == 22


@plays("Palace Siege", "static.choose_word_sections")
def test_614_12_palace_siege_khans_doesnt_drain():
    game = _siege("Palace Siege", ["Swamp"] * 5, "Khans")
    _to_alices_upkeep(game)
    assert life(game, 1) == 20 and life(game, 0) == 20


@plays("Frostcliff Siege", "static.choose_word_sections")
def test_607_2_frostcliff_siege_temur_gives_its_static_ability():
    """"• Temur — Creatures you control get +1/+0 and have trample and haste.": with Temur,
    the Bears are 3/2 with trample and haste; with Jeskai, 2/2 without."""
    lands = ["Island", "Mountain", "Mountain"]
    game = _siege("Frostcliff Siege", lands, "Temur", ("Grizzly Bears",))
    bears = chars(game, obj(game, "Grizzly Bears"))
    assert bears.power == 3 and {"trample", "haste"} <= bears.keywords
    game = _siege("Frostcliff Siege", lands, "Jeskai", ("Grizzly Bears",))
    bears = chars(game, obj(game, "Grizzly Bears"))
    assert bears.power == 2 and not {"trample", "haste"} & bears.keywords


# -- "This creature enters with twice X +1/+1 counters on it." (CR 614.1c, 107.3m) ----------


@plays("Banquet Guests", "static.enters_twice_x_counters", "static.enters_x_counters")
def test_107_3m_banquet_guests_enters_with_twice_x_counters():
    """Cast with X = 2 (no Food: no affinity): four +1/+1 counters, a 4/4."""
    game = board(["Forest", "Plains", "Forest", "Forest"], [], hands=(["Banquet Guests"], []))
    cast(game, "Banquet Guests", x=2)
    resolve(game)
    guests = obj(game, "Banquet Guests")
    assert game.state.objects[guests].counters.get("+1/+1") == 4
    assert chars(game, guests).power == 4


@plays("Citadel Siege", "static.choose_word_sections")
def test_607_2_citadel_siege_khans_counters_at_alices_combat():
    """"• Khans — At the beginning of combat on your turn, put two +1/+1 counters on target
    creature you control.": Alice's only creature, the Bears, gets them."""
    game = board(["Plains"] * 4 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Citadel Siege"], []))
    cast(game, "Citadel Siege")
    resolve(game)
    choose(game, "Khans")
    resolve(game)
    to_step(game, "beginning of combat")
    resolve(game)
    assert game.state.objects[obj(game, "Grizzly Bears")].counters == {"+1/+1": 2}


@plays("Citadel Siege", "static.choose_word_sections")
def test_607_2_citadel_siege_dragons_taps_at_bobs_combat_only():
    """"• Dragons — At the beginning of combat on each opponent's turn, tap target creature
    that player controls.": nothing at Alice's combat; at Bob's, his Hill Giant is tapped."""
    game = board(["Plains"] * 4 + ["Grizzly Bears"], ["Hill Giant"],
                 hands=(["Citadel Siege"], []))
    cast(game, "Citadel Siege")
    resolve(game)
    choose(game, "Dragons")
    resolve(game)
    to_step(game, "beginning of combat")
    assert not game.state.stack
    while not (game.state.active == 1 and game.state.step == "beginning of combat"):
        move_on(game)
    resolve(game)
    assert game.state.objects[obj(game, "Hill Giant")].tapped
    assert not game.state.objects[obj(game, "Grizzly Bears")].tapped


# -- "Prevent all damage that this creature would deal to red creatures." (CR 615.1) ---------


def _oaf_blocked_by(blocker: str) -> Game:
    """Indentured Oaf (4/3) attacks; Bob blocks with `blocker`; combat damage is dealt."""
    game = board(["Indentured Oaf"], [blocker], turn=3)
    oaf = obj(game, "Indentured Oaf")
    to_blockers(game, oaf)
    game.act(Action("block", 1, choice=((obj(game, blocker), oaf),)))
    to_step(game, "end of combat")
    return game


@plays("Indentured Oaf", "static.prevent_dealt_to")
def test_615_1_indentured_oaf_deals_no_damage_to_a_red_creature():
    """The Hill Giant (red, 3/3) takes none of the Oaf's 4 damage and survives; its 3
    damage destroys the Oaf."""
    game = _oaf_blocked_by("Hill Giant")
    assert ids(game, "Hill Giant") and grave(game, 0) == ["Indentured Oaf"]


@plays("Indentured Oaf", "static.prevent_dealt_to")
def test_615_1_indentured_oaf_damages_a_green_creature():
    game = _oaf_blocked_by("Grizzly Bears")
    assert grave(game, 1) == ["Grizzly Bears"] and ids(game, "Indentured Oaf")


# -- "for each other spell cast this turn" (CR 601.2i) --------------------------------------


@plays("Storm Entity", "quantity.other_spells_cast", "quantity.enters_with")
def test_601_2i_storm_entity_counts_the_other_spells_cast_this_turn():
    """"This creature enters with a +1/+1 counter on it for each other spell cast this
    turn.": two Lightning Bolts before it: two counters, not one for itself."""
    game = board(["Mountain"] * 4, [], hands=(["Lightning Bolt", "Lightning Bolt",
                                               "Storm Entity"], []))
    for _ in range(2):
        cast(game, "Lightning Bolt", BOB)
        resolve(game)
    cast(game, "Storm Entity")
    resolve(game)
    entity = obj(game, "Storm Entity")
    assert game.state.objects[entity].counters.get("+1/+1") == 2
    assert chars(game, entity).power == 3


@plays("Storm Entity", "quantity.other_spells_cast", "quantity.enters_with")
def test_601_2i_storm_entity_alone_has_no_counter():
    game = board(["Mountain"] * 2, [], hands=(["Storm Entity"], []))
    cast(game, "Storm Entity")
    resolve(game)
    assert not game.state.objects[obj(game, "Storm Entity")].counters.get("+1/+1")


# -- "sacrifice all <permanents> you control" (CR 701.17a) -----------------------------------


@plays("Death Pit Offering", "effect.sacrifice_all_yours")
def test_701_17a_death_pit_offering_sacrifices_all_of_alices_creatures():
    """"When this enchantment enters, sacrifice all creatures you control.": both of Alice's
    creatures, the indestructible one too (sacrifice isn't destruction, CR 701.17a); Bob's
    Hill Giant stays."""
    game = board(["Swamp"] * 4 + ["Grizzly Bears", "Darksteel Myr"], ["Hill Giant"],
                 hands=(["Death Pit Offering"], []))
    cast(game, "Death Pit Offering")
    resolve(game)
    resolve(game)
    assert sorted(grave(game, 0)) == ["Darksteel Myr", "Grizzly Bears"]
    assert not ids(game, "Grizzly Bears") and not ids(game, "Darksteel Myr")
    assert ids(game, "Hill Giant") and ids(game, "Death Pit Offering")


@plays("Yukora, the Prisoner", "effect.sacrifice_all_yours")
def test_701_17a_yukora_leaving_sacrifices_the_non_ogres():
    """"When Yukora leaves the battlefield, sacrifice all non-Ogre creatures you control.":
    bounced, Yukora's trigger takes the Bears and keeps the Gray Ogre."""
    game = board(["Yukora, the Prisoner", "Grizzly Bears", "Gray Ogre", "Island"], [],
                 hands=(["Unsummon"], []))
    cast(game, "Unsummon", obj(game, "Yukora, the Prisoner"))
    resolve(game)
    resolve(game)
    assert sorted(grave(game, 0)) == ["Grizzly Bears", "Unsummon"]
    assert ids(game, "Gray Ogre") and "Yukora, the Prisoner" in hand(game)


# -- "exile all cards from your library", "exile all opponents' graveyards" (CR 406.2) ------


@plays("Leveler", "library.exile_library")
def test_406_2_leveler_exiles_alices_whole_library():
    """"When this creature enters, exile all cards from your library.": all ten of Alice's
    cards; Bob's library is untouched."""
    game = board(["Wastes"] * 5, [], hands=(["Leveler"], []))
    cast(game, "Leveler")
    resolve(game)
    resolve(game)
    assert not game.state.players[0].library and len(game.state.players[1].library) == 10
    assert len(game.state.players[0].exile) == 10


@plays("Phyrexian Scriptures", "effect.exile_graveyards")
def test_406_2_phyrexian_scriptures_exiles_opponents_graveyards_only():
    """"III — Exile all opponents' graveyards.": Bob's graveyard goes, Alice's stays (and
    the Saga, its last chapter resolved, is sacrificed: CR 714.4)."""
    game = board([], [], step="draw")
    state = game.state
    saga = create_object(state, card_def("Phyrexian Scriptures"), 0, "battlefield")
    saga.counters = {"lore": 2}
    create_object(state, card_def("Grizzly Bears"), 0, "graveyard")
    create_object(state, card_def("Hill Giant"), 1, "graveyard")
    state.changed()
    to_step(game, "precombat main")
    resolve(game)
    assert sorted(grave(game, 0)) == ["Grizzly Bears", "Phyrexian Scriptures"]
    assert grave(game, 1) == [] and len(state.players[1].exile) == 1


@plays("Identity Crisis", "library.exile_hands_graveyards")
def test_406_2_identity_crisis_exiles_bobs_hand_and_graveyard():
    """"Exile all cards from target player's hand and graveyard.": Bob's two zones, not
    Alice's."""
    game = board(["Plains", "Plains", "Swamp", "Swamp", "Swamp", "Swamp"], [],
                 hands=(["Identity Crisis", "Grizzly Bears"], ["Hill Giant", "Shock"]))
    state = game.state
    create_object(state, card_def("Gray Ogre"), 1, "graveyard")
    create_object(state, card_def("Gray Ogre"), 0, "graveyard")
    state.changed()
    cast(game, "Identity Crisis", BOB)
    resolve(game)
    assert hand(game, 1) == [] and grave(game, 1) == [] and len(state.players[1].exile) == 3
    assert hand(game, 0) == ["Grizzly Bears"] and "Gray Ogre" in grave(game, 0)


@plays("Worldwalker Helm", "replacement.tokens_plus")
def test_614_1a_worldwalker_helm_adds_a_map_to_a_treasure():
    """"If you would create one or more artifact tokens, instead create those tokens plus an
    additional Map token.": a Treasure comes with a Map; Soldiers (not artifacts) alone."""
    game = board(["Worldwalker Helm", "Mountain", "Plains", "Plains"], [],
                 hands=(["Strike It Rich", "Raise the Alarm"], []))
    cast(game, "Strike It Rich")
    resolve(game)
    assert len(ids(game, "Treasure")) == 1 and len(ids(game, "Map")) == 1
    cast(game, "Raise the Alarm")
    resolve(game)
    assert len(ids(game, "Soldier")) == 2 and len(ids(game, "Map")) == 1


@plays("Barrensteppe Siege", "static.choose_word_sections")
def test_607_2_barrensteppe_siege_mardu_needs_a_creature_of_alices_to_have_died():
    """"• Mardu — At the beginning of your end step, if a creature died under your control
    this turn, each opponent sacrifices a creature of their choice.": the Bears died (Shock),
    so Bob sacrifices his only creature at Alice's end step."""
    game = board(["Plains", "Plains", "Swamp", "Swamp", "Mountain", "Grizzly Bears"],
                 ["Hill Giant"], hands=(["Barrensteppe Siege", "Shock"], []))
    cast(game, "Barrensteppe Siege")
    resolve(game)
    choose(game, "Mardu")
    resolve(game)
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert grave(game, 1) == ["Hill Giant"]


@plays("Barrensteppe Siege", "static.choose_word_sections")
def test_603_4_barrensteppe_siege_mardu_without_a_death_does_nothing():
    game = board(["Plains", "Plains", "Swamp", "Swamp", "Grizzly Bears"], ["Hill Giant"],
                 hands=(["Barrensteppe Siege"], []))
    cast(game, "Barrensteppe Siege")
    resolve(game)
    choose(game, "Mardu")
    resolve(game)
    to_step(game, "end")
    resolve(game)
    assert ids(game, "Hill Giant") and grave(game, 1) == []


@plays("Hellion Eruption", "effect.sacrifice_all_yours", "effect.tokens")
def test_608_2c_hellion_eruption_makes_a_hellion_for_each_creature_sacrificed():
    """"Sacrifice all creatures you control, then create that many 4/4 red Hellion creature
    tokens.": two creatures sacrificed (Bob's stays), two Hellions."""
    game = board(["Mountain"] * 6 + ["Grizzly Bears", "Gray Ogre"], ["Hill Giant"],
                 hands=(["Hellion Eruption"], []))
    cast(game, "Hellion Eruption")
    resolve(game)
    assert len(ids(game, "Hellion")) == 2 and ids(game, "Hill Giant")
    assert sorted(grave(game, 0)) == ["Gray Ogre", "Grizzly Bears", "Hellion Eruption"]


@plays("Wormfang Behemoth", "library.exile_hand", "library.exiled_cards")
def test_607_2a_wormfang_behemoth_exiles_the_hand_and_gives_it_back():
    """"When this creature enters, exile all cards from your hand. When this creature leaves
    the battlefield, return the exiled cards to their owner's hand.": Alice's two other
    cards are exiled; when Bob bounces it, they come back (linked abilities, CR 607.2a)."""
    game = board(["Island"] * 5, ["Island"],
                 hands=(["Wormfang Behemoth", "Grizzly Bears", "Shock"], ["Unsummon"]))
    cast(game, "Wormfang Behemoth")
    resolve(game)
    resolve(game)
    assert hand(game) == [] and len(game.state.players[0].exile) == 2
    game.act("pass")
    cast(game, "Unsummon", obj(game, "Wormfang Behemoth"), player=1)
    resolve(game)
    resolve(game)
    assert sorted(hand(game)) == ["Grizzly Bears", "Shock", "Wormfang Behemoth"]


@plays("Hypnox", "library.exile_hand")
def test_406_2_hypnox_cast_from_hand_exiles_bobs_hand():
    """"When this creature enters, if you cast it from your hand, exile all cards from target
    opponent's hand.": Bob's two cards are exiled; Alice's hand is untouched."""
    game = board(["Swamp"] * 11, [], hands=(["Hypnox", "Grizzly Bears"],
                                            ["Hill Giant", "Shock"]))
    cast(game, "Hypnox")
    resolve(game)                         # Bob, the only opponent, is the target
    resolve(game)
    assert hand(game, 1) == [] and len(game.state.players[1].exile) == 2
    assert hand(game, 0) == ["Grizzly Bears"]


# -- "Shuffle your graveyard into your library." (CR 701.20a) -------------------------------


def _two_in_graveyard(game: Game) -> None:
    for name in ("Grizzly Bears", "Hill Giant"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.state.changed()


@plays("Feldon's Cane", "library.shuffle_in")
def test_701_20a_feldons_cane_shuffles_the_graveyard_in():
    """"{T}, Exile this artifact: Shuffle your graveyard into your library.": both cards go
    back; the Cane is exiled (a cost), not shuffled."""
    game = board(["Feldon's Cane"], [])
    _two_in_graveyard(game)
    activate(game, obj(game, "Feldon's Cane"))
    resolve(game)
    assert grave(game) == [] and len(game.state.players[0].library) == 12
    assert [game.state.objects[i].name for i in game.state.players[0].exile] == [
        "Feldon's Cane"]


@plays("Paradigm Shift", "library.exile_library", "library.shuffle_in")
def test_701_20a_paradigm_shift_exiles_the_library_then_shuffles_the_graveyard_in():
    """"Exile all cards from your library. Then shuffle your graveyard into your library.":
    the ten cards are exiled, the two in the graveyard become the library; Paradigm Shift
    itself goes to the graveyard after (CR 608.2n)."""
    game = board(["Island", "Island"], [], hands=(["Paradigm Shift"], []))
    _two_in_graveyard(game)
    cast(game, "Paradigm Shift")
    resolve(game)
    library = [game.state.objects[i].name for i in game.state.players[0].library]
    assert sorted(library) == ["Grizzly Bears", "Hill Giant"]
    assert len(game.state.players[0].exile) == 10 and grave(game) == ["Paradigm Shift"]
