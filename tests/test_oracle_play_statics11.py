"""Statics (11): rules-changing statics for players and statics of noncreature permanents:
"Players can't untap more than one land during their untap steps." (CR 502.3)."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import activate, cast, choose, choose_targets, move_on, plays, resolve

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _tap(game, *names: str) -> None:
    for name in names:
        for oid in ids(game, name):
            game.state.objects[oid].tapped = True
    game.state.changed()


def _untapped(game, name: str) -> list[int]:
    return [oid for oid in ids(game, name) if not game.state.objects[oid].tapped]


def _to_untap_step_of(game, player: int) -> None:
    """Pass until `player`'s untap step asks something or their upkeep begins."""
    turn = game.state.turn
    for _ in range(80):
        d = game.decision
        if game.state.turn > turn and game.state.active == player and (
                d.kind == "untap" or game.state.step == "upkeep"):
            return
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            move_on(game)
    raise AssertionError("never reached")


# -- "Players can't untap more than N <permanents> during their untap steps." --------------

@plays("Winter Orb", "static.untap_limit", "condition.static_prefix")
def test_502_3_winter_orb_bob_chooses_the_one_land_that_untaps():
    game = board(["Winter Orb"], ["Forest", "Forest", "Forest", "Grizzly Bears"])
    _tap(game, "Forest", "Grizzly Bears")
    forests = ids(game, "Forest")
    _to_untap_step_of(game, 1)
    assert game.decision.kind == "untap" and game.decision.player == 1
    assert game.decision.subject == forests[0]
    choose(game, "no")                                  # not the first Forest
    assert game.decision.subject == forests[1]
    choose(game, "yes")                                 # this one: the third stays tapped
    assert game.state.step == "upkeep"
    assert _untapped(game, "Forest") == [forests[1]]
    assert _untapped(game, "Grizzly Bears")             # a creature: not limited


@plays("Winter Orb", "static.untap_limit", "condition.static_prefix")
def test_502_3_611_3a_tapped_winter_orb_limits_nothing():
    game = board(["Winter Orb"], ["Forest", "Forest"])
    _tap(game, "Forest", "Winter Orb")
    _to_untap_step_of(game, 1)
    assert game.state.step == "upkeep" and len(_untapped(game, "Forest")) == 2


@plays("Winter Orb", "static.untap_limit")
def test_502_3_winter_orb_last_land_untaps_without_asking():
    game = board(["Winter Orb"], ["Forest", "Forest"])
    _tap(game, "Forest")
    forests = ids(game, "Forest")
    _to_untap_step_of(game, 1)
    choose(game, "no")                                  # not the first: the other untaps
    assert game.state.step == "upkeep" and _untapped(game, "Forest") == [forests[1]]


@plays("Winter Moon", "static.untap_limit")
def test_502_3_winter_moon_limits_nonbasic_lands_only():
    game = board(["Winter Moon"], ["Forest", "Forest", "Cascade Bluffs", "Cascade Bluffs"])
    _tap(game, "Forest", "Cascade Bluffs")
    _to_untap_step_of(game, 1)
    choose(game, "yes")                                 # the first Cascade Bluffs
    assert game.state.step == "upkeep"
    assert len(_untapped(game, "Forest")) == 2 and len(_untapped(game, "Cascade Bluffs")) == 1


@plays("Stoic Angel", "static.untap_limit")
def test_502_3_stoic_angel_limits_its_controller_too():
    game = board(["Stoic Angel", "Grizzly Bears", "Plains"], [])
    _tap(game, "Stoic Angel", "Grizzly Bears", "Plains")
    _to_untap_step_of(game, 0)
    assert game.decision.kind == "untap" and game.decision.player == 0
    choose(game, "no")                                  # not the Angel: the Bears untap
    assert game.state.step == "upkeep"
    assert not _untapped(game, "Stoic Angel") and _untapped(game, "Grizzly Bears")
    assert _untapped(game, "Plains")


@plays("Static Orb", "static.untap_limit", "condition.static_prefix")
@plays("Damping Field", "static.untap_limit")
def test_502_3_two_limits_each_choose_among_what_the_other_let_untap():
    game = board(["Static Orb", "Damping Field"],
                 ["Ornithopter", "Ornithopter", "Forest", "Forest"])
    _tap(game, "Ornithopter", "Forest")
    thopters, forests = ids(game, "Ornithopter"), ids(game, "Forest")
    _to_untap_step_of(game, 1)
    assert game.decision.subject == thopters[0]        # Static Orb first: two permanents
    choose(game, "yes")
    choose(game, "yes")                                 # both artifacts: no Forest untaps
    assert game.decision.subject == thopters[0]        # Damping Field: one artifact
    choose(game, "no")
    assert game.state.step == "upkeep"
    assert _untapped(game, "Ornithopter") == [thopters[1]] and not _untapped(game, "Forest")
    assert len(forests) == 2


@plays("Mungha Wurm", "static.untap_limit")
def test_502_3_mungha_wurm_limits_only_its_controller():
    game = board(["Mungha Wurm", "Forest", "Forest"], ["Mountain", "Mountain"])
    _tap(game, "Forest", "Mountain")
    _to_untap_step_of(game, 1)
    assert game.state.step == "upkeep" and len(_untapped(game, "Mountain")) == 2
    _to_untap_step_of(game, 0)
    choose(game, "yes")
    assert game.state.step == "upkeep" and len(_untapped(game, "Forest")) == 1


# -- "Players / Your opponents play with their hands revealed." ----------------------------

def _obj(game, oid: int):
    return game.state.objects[oid]


def _hand_seen(game, owner: int, viewer: int) -> list[str]:
    shown = game.view(viewer)["players"][owner]
    return [c["name"] for c in shown.get("hand", shown.get("hand_known", []))]


@plays("Telepathy", "static.hands_revealed")
def test_701_14c_402_3_telepathy_reveals_opponents_hands_only():
    game = board(["Telepathy"], [], hands=(["Opt"], ["Shock", "Giant Growth"]))
    assert sorted(_hand_seen(game, 1, 0)) == ["Giant Growth", "Shock"]
    assert all(game.seat(0).sees(_obj(game, oid)) for oid in game.state.players[1].hand)
    assert _hand_seen(game, 0, 1) == []                 # Alice's own hand stays hidden
    assert not game.seat(1).sees(_obj(game, game.state.players[0].hand[0]))


@plays("Telepathy", "static.hands_revealed")
def test_400_2_a_determinization_keeps_a_revealed_hand():
    """A seat's determinization deals again only what it can't see (CR 400.2): Bob's hand,
    revealed by Telepathy, stays Bob's hand in every world Alice's seat imagines."""
    import random
    game = board(["Telepathy"], [], hands=(["Opt"], ["Shock", "Giant Growth"]))
    for seed in range(5):
        world = game.seat(0).determinize(random.Random(seed))
        assert sorted(_obj(world, i).name for i in world.state.players[1].hand) == [
            "Giant Growth", "Shock"]


@plays("Revelation", "static.hands_revealed")
def test_701_14c_revelation_reveals_every_hand_until_it_leaves():
    game = board(["Plains", "Plains"], ["Revelation"], hands=(["Opt", "Disenchant"], ["Shock"]))
    assert sorted(_hand_seen(game, 0, 1)) == ["Disenchant", "Opt"]
    assert _hand_seen(game, 1, 0) == ["Shock"]
    cast(game, "Disenchant", ids(game, "Revelation")[0])
    resolve(game)
    assert _hand_seen(game, 0, 1) == [] and _hand_seen(game, 1, 0) == []
    assert not game.seat(1).sees(_obj(game, game.state.players[0].hand[0]))


# -- "Activated abilities of artifacts and creatures can't be activated ..." ---------------

def _activatable(game, name: str, player: int = 0) -> set[int]:
    """The indexes of the abilities of `name` that `player` may activate now."""
    oid = ids(game, name)[0]
    return {a.ability for a in game.legal_actions()
            if a.kind == "activate" and a.player == player and a.object == oid}


@plays("Damping Matrix", "static.cant_activate_kinds")
def test_602_5_605_1a_damping_matrix_leaves_only_mana_abilities():
    game = board(["Mind Stone", "Llanowar Elves", "Prodigal Pyromancer", "Wastes",
                  "Wastes", "Damping Matrix"], [])
    assert _activatable(game, "Mind Stone") == {0}            # {T}: Add {C} only
    assert _activatable(game, "Llanowar Elves") == {0}
    assert not _activatable(game, "Prodigal Pyromancer")      # not a mana ability
    assert _activatable(game, "Wastes") == {0}                # a land: not affected


@plays("Clarion Conqueror", "static.cant_activate_kinds")
def test_602_5_clarion_conqueror_stops_mana_and_loyalty_abilities_too():
    game = board(["Mind Stone", "Llanowar Elves", "Wastes"], ["Clarion Conqueror"])
    ajani = create_object(game.state, card_def("Ajani Goldmane"), 0, "battlefield")
    ajani.counters["loyalty"] = 4                             # CR 306.5b
    ajani.since = 0
    game.state.changed()
    assert not _activatable(game, "Mind Stone") and not _activatable(game, "Llanowar Elves")
    assert not _activatable(game, "Ajani Goldmane")           # loyalty abilities (606.3)
    assert _activatable(game, "Wastes") == {0}


# -- "Players can't cast spells during combat / from graveyards ...", "only during their
#    own turns" ----------------------------------------------------------------------------

def _castable(game, name: str, player: int) -> bool:
    return any(a.kind == "cast" and a.player == player
               and game.state.objects[a.object].name == name for a in game.legal_actions())


def _bob_gets_priority(game) -> None:
    """Alice passes: Bob holds priority in the same step (CR 117.3d)."""
    game.act(Action("pass", 0))
    assert game.decision.kind == "priority" and game.decision.player == 1


@plays("Basandra, Battle Seraph", "static.cant_cast", "static.cant_cast_during_combat")
def test_506_1_611_3a_basandra_no_spells_during_combat():
    game = board(["Basandra, Battle Seraph", "Mountain"], ["Mountain"],
                 hands=(["Shock"], ["Shock"]))
    assert _castable(game, "Shock", 0)                      # a main phase
    _bob_gets_priority(game)
    assert _castable(game, "Shock", 1)
    game = board(["Basandra, Battle Seraph", "Mountain"], ["Mountain"],
                 hands=(["Shock"], ["Shock"]), step="beginning of combat")
    assert not _castable(game, "Shock", 0)                  # its controller neither
    _bob_gets_priority(game)
    assert not _castable(game, "Shock", 1)


@plays("Dosan the Falling Leaf", "static.cast_only_own_turn")
def test_102_1_dosan_spells_only_during_their_casters_own_turn():
    game = board(["Mountain"], ["Dosan the Falling Leaf", "Mountain"],
                 hands=(["Shock"], ["Shock"]))
    assert _castable(game, "Shock", 0)                      # Alice's turn: Alice may
    _bob_gets_priority(game)
    assert not _castable(game, "Shock", 1)                  # Bob, its controller, may not
    while not (game.state.active == 1 and game.decision.kind == "priority"
               and game.decision.player == 1 and game.state.step == "upkeep"):
        move_on(game)
    assert _castable(game, "Shock", 1)
    game.act(Action("pass", 1))
    assert game.decision.player == 0 and not _castable(game, "Shock", 0)


@plays("Drannith Magistrate", "static.cant_cast", "static.cant_cast_from_zone")
def test_601_3_drannith_magistrate_opponents_cast_only_from_their_hands():
    game = board(["Drannith Magistrate", "Island", "Island", "Island"],
                 ["Island", "Island", "Island"], hands=([], ["Opt"]))
    for owner in (0, 1):
        create_object(game.state, card_def("Think Twice"), owner, "graveyard")
    game.state.changed()
    assert _castable(game, "Think Twice", 0)                # flashback: its controller may
    _bob_gets_priority(game)
    assert _castable(game, "Opt", 1)                        # from Bob's hand
    assert not _castable(game, "Think Twice", 1)            # not from his graveyard


# -- "Spells your opponents cast that target you or a permanent you control / one or more
#    commanders you control / a Merfolk you control cost {N} more" -------------------------

def _cast_targets(game, name: str, player: int) -> set[str]:
    """The names of what the legal casts of `name` by `player` target."""
    state = game.state
    return {state.objects[t[1]].name if t[0] == "object" else state.players[t[1]].name
            for a in game.legal_actions() if a.kind == "cast" and a.player == player
            and state.objects[a.object].name == name for t in a.targets}


def _monastery_siege(word: str):
    game = board(["Island"] * 4 + ["Grizzly Bears"], ["Mountain"] * 3,
                 hands=(["Monastery Siege"], ["Searing Spear"]))
    cast(game, "Monastery Siege")
    resolve(game)
    assert game.decision.kind == "replacement"
    choose(game, word)
    resolve(game)
    _bob_gets_priority(game)
    return game


@plays("Monastery Siege", "static.target_tax", "static.target_tax_more",
       "static.choose_word_sections")
def test_601_2f_607_2_monastery_siege_dragons_taxes_spells_targeting_alice_or_hers():
    game = _monastery_siege("Dragons")               # {1}{R} + {2}: not three Mountains
    assert _cast_targets(game, "Searing Spear", 1) == {"Bob"}
    game.state.players[1].pool.add_text("{R}")
    game.state.changed()
    assert _cast_targets(game, "Searing Spear", 1) == {"Alice", "Bob", "Grizzly Bears"}
    game = _monastery_siege("Khans")                         # no tax
    assert _cast_targets(game, "Searing Spear", 1) == {"Alice", "Bob", "Grizzly Bears"}


@plays("Esior, Wardwing Familiar", "static.target_tax", "static.target_tax_more")
def test_903_3_601_2f_esior_taxes_spells_targeting_alices_commander():
    from test_commander import table
    game = table(["Isamaru, Hound of Konda", "Jaya Ballard"],
                 [["Esior, Wardwing Familiar", "Plains", "Grizzly Bears"], ["Mountain"] * 5],
                 [[], ["Searing Spear"]])
    game.act("cast Isamaru, Hound of Konda")                 # from the command zone
    resolve(game)
    _bob_gets_priority(game)
    assert _cast_targets(game, "Searing Spear", 1) == {      # {1}{R} + {3}: five Mountains
        "Alice", "Bob", "Esior, Wardwing Familiar", "Grizzly Bears", "Isamaru, Hound of Konda"}
    for oid in ids(game, "Mountain")[:2]:
        game.state.objects[oid].tapped = True
    game.state.changed()
    assert "Isamaru, Hound of Konda" not in _cast_targets(game, "Searing Spear", 1)
    assert "Grizzly Bears" in _cast_targets(game, "Searing Spear", 1)



def _siege_choosing(name: str, lands: list[str], word: str):
    game = board(lands, [], hands=([name], []))
    cast(game, name)
    resolve(game)
    assert game.decision.kind == "replacement"
    choose(game, word)
    resolve(game)
    return game


@plays("Glacierwood Siege", "graveyard.play_lands", "static.choose_word_sections")
def test_607_2_305_1_glacierwood_siege_sultai_plays_lands_from_the_graveyard():
    for word, allowed in (("Sultai", True), ("Temur", False)):
        game = _siege_choosing("Glacierwood Siege", ["Forest", "Island", "Island"], word)
        forest = create_object(game.state, card_def("Forest"), 0, "graveyard").id
        game.state.changed()
        assert any(a.kind == "play" and a.object == forest
                   for a in game.legal_actions()) == allowed


# -- "You can't play lands [or cast spells from your hand].", "You may look at the top card
#    of your library any time, and you may play lands from the top of your library." -------

def _playable(game, oid: int) -> bool:
    return any(a.kind == "play" and a.object == oid for a in game.legal_actions())


@plays("Aggressive Mining", "static.cant_play_lands")
def test_305_1_101_2_aggressive_mining_no_land_from_anywhere():
    game = board(["Aggressive Mining", "Crucible of Worlds"], [], hands=(["Forest"], []))
    forest = game.state.players[0].hand[0]
    grave = create_object(game.state, card_def("Mountain"), 0, "graveyard").id
    game.state.changed()
    assert not _playable(game, forest) and not _playable(game, grave)
    game = board(["Crucible of Worlds"], [], hands=(["Forest"], []))
    assert _playable(game, game.state.players[0].hand[0])


@plays("Experimental Frenzy", "static.cant_play_lands", "static.cant_cast_from_zone",
       "static.play_and_cast_from_top")
def test_305_1_experimental_frenzy_lands_and_spells_from_the_top_not_the_hand():
    game = board(["Experimental Frenzy", "Mountain"], [], hands=(["Forest", "Shock"], []))
    library = game.state.players[0].library
    create_object(game.state, card_def("Shock"), 0, "library")
    game.state.changed()
    forest, shock = game.state.players[0].hand
    assert not _playable(game, forest)                       # from the hand: no
    casts = {a.object for a in game.legal_actions() if a.kind == "cast"}
    assert shock not in casts and library[-1] in casts       # the top card's Shock
    game.act(Action("cast", 0, library[-1], targets=(("player", 1),), mode=0))
    resolve(game)
    top = create_object(game.state, card_def("Wastes"), 0, "library").id
    game.state.changed()
    assert _playable(game, top)                              # a land from the top: yes


@plays("Radha, Heart of Keld", "static.look_at_top", "static.play_lands_from_top")
def test_401_2_305_1_radha_looks_at_and_plays_lands_from_the_top():
    game = board(["Radha, Heart of Keld"], [])
    top = game.state.players[0].library[-1]                   # Wastes
    assert game.view(0)["players"][0]["library_top"]["id"] == top
    assert "library_top" not in game.view(1)["players"][0]
    assert _playable(game, top)


# -- a Class level's rules-changing static (CR 716.2) -------------------------------------

@plays("Artist's Talent", "static.cost_change", "keyword.class_level")
def test_716_2_601_2f_artists_talent_level_2_noncreature_spells_cost_one_less():
    game = board(["Artist's Talent", "Mountain", "Mountain", "Mountain"], [],
                 hands=(["Divination", "Hill Giant"], []))
    talent = ids(game, "Artist's Talent")[0]
    assert not _castable(game, "Divination", 0)              # {2}{U}: no blue mana
    activate(game, talent, index=0)                          # {2}{R}: Level 2
    resolve(game)
    game.state.players[0].pool.add_text("{U}{R}")
    game.state.changed()
    assert _castable(game, "Divination", 0)                  # {1}{U} now
    game.state.players[0].pool.add_text("{R}")
    game.state.changed()
    assert not _castable(game, "Hill Giant", 0)              # a creature: still {3}{R}


def _at_level(game, name: str, level: int) -> None:
    game.state.objects[ids(game, name)[0]].chosen += (("class_level", str(level)),)
    game.state.changed()


@plays("Ranger Class", "static.look_at_top", "static.cast_from_library_top",
       "keyword.class_level")
def test_716_2_ranger_class_level_3_looks_at_and_casts_creatures_from_the_top():
    game = board(["Ranger Class", "Forest", "Forest"], [])
    top = create_object(game.state, card_def("Grizzly Bears"), 0, "library").id
    game.state.changed()
    assert "library_top" not in game.view(0)["players"][0]
    assert top not in {a.object for a in game.legal_actions() if a.kind == "cast"}
    _at_level(game, "Ranger Class", 3)
    assert game.view(0)["players"][0]["library_top"]["id"] == top
    assert top in {a.object for a in game.legal_actions() if a.kind == "cast"}


@plays("Territorial Dispute", "static.cant_play_lands")
def test_305_1_territorial_dispute_no_player_plays_lands():
    game = board([], ["Territorial Dispute"], hands=(["Forest"], []))
    assert not _playable(game, game.state.players[0].hand[0])


# -- "Players skip their upkeep steps." --------------------------------------------------

@plays("Eon Hub", "static.skip_upkeep_steps")
def test_614_10_eon_hub_every_upkeep_is_skipped_with_its_triggers():
    game = board(["Phyrexian Arena"], ["Eon Hub"])
    steps = []
    turn = game.state.turn
    while game.state.turn < turn + 2 or game.state.step != "precombat main":
        steps.append((game.state.active, game.state.step))
        move_on(game)
    assert not any(step == "upkeep" for _, step in steps)
    assert (1, "draw") in steps and (0, "draw") in steps
    assert game.state.players[0].life == 20                  # the Arena never triggered
    game = board(["Phyrexian Arena"], [])
    while game.state.turn < turn + 2 or game.state.step != "precombat main":
        move_on(game)
    assert game.state.players[0].life == 19                  # without Eon Hub


# -- "Activated abilities of sources with the chosen name cost {2} more to activate" ------

def _activates(game, oid: int, player: int) -> bool:
    return any(a.kind == "activate" and a.object == oid and a.player == player
               for a in game.legal_actions())


@plays("Skyseer's Chariot", "choice.as_enters_color", "static.activation_cost_change",
       "static.named_sources_cost_change")
def test_602_2b_201_2_skyseers_chariot_taxes_the_named_sources_in_every_zone():
    game = board(["Plains", "Plains", "Plains", "Plains"],
                 ["Prodigal Sorcerer", "Island"],
                 hands=(["Skyseer's Chariot", "Skyseer's Chariot"], ["Miscalculation"]))
    cast(game, "Skyseer's Chariot")
    resolve(game)
    choose(game, "Miscalculation")                   # cycling {2} + {2}: from the hand too
    cast(game, "Skyseer's Chariot")
    resolve(game)
    choose(game, "Prodigal Sorcerer")
    _bob_gets_priority(game)
    sorcerer, card = ids(game, "Prodigal Sorcerer")[0], game.state.players[1].hand[0]
    assert not _activates(game, sorcerer, 1)         # {T} + {2}: one Island
    assert not _activates(game, card, 1)             # {4}: one Island
    game.state.players[1].pool.add_text("{U}{U}{U}")
    game.state.changed()
    assert _activates(game, sorcerer, 1) and _activates(game, card, 1)


@plays("Anointed Peacekeeper", "static.activation_cost_change",
       "static.named_sources_cost_change")
def test_605_1a_anointed_peacekeeper_spares_mana_abilities():
    game = board(["Plains", "Plains", "Plains"], ["Llanowar Elves", "Prodigal Sorcerer"],
                 hands=(["Anointed Peacekeeper"], []))
    cast(game, "Anointed Peacekeeper")
    resolve(game)
    assert game.decision.kind == "replacement"
    choose(game, "Llanowar Elves")
    resolve(game)
    _bob_gets_priority(game)
    assert _activates(game, ids(game, "Llanowar Elves")[0], 1)     # a mana ability (605.1a)


# -- "Your opponents can't cast spells with the same name as the exiled card." -----------

def _to_bobs_main(game) -> None:
    while not (game.state.active == 1 and game.state.step == "precombat main"
               and game.decision.kind == "priority"):
        move_on(game)


def _exile_bears_with(game, name: str) -> None:
    cast(game, name)
    resolve(game)
    if game.decision.kind == "targets":                     # its enters trigger
        choose_targets(game, ids(game, "Grizzly Bears")[0])
        resolve(game)
    assert not ids(game, "Grizzly Bears")


@plays("Ixalan's Binding", "static.cant_cast", "static.cant_cast_exiled_name")
def test_607_2a_ixalans_binding_forbids_the_exiled_cards_name_to_opponents():
    game = board(["Plains"] * 4 + ["Forest"] * 2, ["Grizzly Bears", "Forest", "Forest"],
                 hands=(["Ixalan's Binding", "Grizzly Bears"],
                        ["Grizzly Bears", "Elvish Mystic"]))
    _exile_bears_with(game, "Ixalan's Binding")
    assert _castable(game, "Grizzly Bears", 0)               # Alice isn't an opponent
    _to_bobs_main(game)
    assert not _castable(game, "Grizzly Bears", 1)           # the exiled card's name
    assert _castable(game, "Elvish Mystic", 1)


@plays("Exclusion Ritual", "static.cant_cast", "static.cant_cast_exiled_name")
def test_607_2a_exclusion_ritual_no_player_casts_the_exiled_name():
    game = board(["Plains"] * 6 + ["Forest"] * 2, ["Grizzly Bears"],
                 hands=(["Exclusion Ritual", "Grizzly Bears"], []))
    _exile_bears_with(game, "Exclusion Ritual")
    assert not _castable(game, "Grizzly Bears", 0)           # every player (CR 201.2)
    game = board(["Plains"] * 6 + ["Forest"] * 2, ["Hill Giant"],
                 hands=(["Exclusion Ritual", "Grizzly Bears"], []))
    cast(game, "Exclusion Ritual")
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, ids(game, "Hill Giant")[0])
        resolve(game)
    assert _castable(game, "Grizzly Bears", 0)               # another name


@plays("Circu, Dimir Lobotomist", "static.cant_cast", "static.cant_cast_exiled_name")
def test_607_2a_circu_forbids_the_names_of_the_cards_it_exiled():
    game = board(["Circu, Dimir Lobotomist", "Island"], ["Forest", "Forest"],
                 hands=(["Opt"], ["Grizzly Bears", "Elvish Mystic"]))
    create_object(game.state, card_def("Grizzly Bears"), 1, "library")     # Bob's top card
    game.state.changed()
    cast(game, "Opt")                                        # a blue spell: the trigger
    if game.decision.kind == "targets":
        choose_targets(game, ("player", 1))
    resolve(game)
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == ["Grizzly Bears"]
    _to_bobs_main(game)
    assert not _castable(game, "Grizzly Bears", 1) and _castable(game, "Elvish Mystic", 1)


# -- "Spells with flash you cast cost {1} less to cast and can't be countered." -----------

@plays("Cunning Nightbonder", "static.cost_change_uncounterable")
def test_601_2f_101_2_cunning_nightbonder_flash_spells_cheaper_and_uncounterable():
    game = board(["Cunning Nightbonder", "Forest"], ["Island", "Island"],
                 hands=(["Ambush Viper", "Grizzly Bears"], ["Counterspell"]))
    assert _castable(game, "Ambush Viper", 0)                # {1}{G} less {1}: one Forest
    assert not _castable(game, "Grizzly Bears", 0)           # no flash: still {1}{G}
    game.act("cast Ambush Viper")
    game.act(Action("pass", 0))
    game.act("cast Counterspell targeting Ambush Viper")
    resolve(game)
    assert ids(game, "Ambush Viper")                         # it can't be countered (101.2)


# -- "Activated abilities of creature cards in your graveyard cost {1} less to activate." --

@plays("Embalmer's Tools", "static.activation_cost_change", "static.graveyard_cards_cost_change")
def test_602_2b_embalmers_tools_embalm_one_less():
    for tools, allowed in ((["Embalmer's Tools"], True), ([], False)):
        game = board(tools + ["Plains", "Plains", "Plains"], [])
        priest = create_object(game.state, card_def("Anointer Priest"), 0, "graveyard").id
        game.state.changed()
        assert _activates(game, priest, 0) == allowed        # embalm {3}{W} less {1}


@plays("Terror of the Peaks", "static.target_life_tax")
def test_601_2f_119_4_terror_of_the_peaks_targeting_it_costs_three_life_more():
    game = board(["Terror of the Peaks"], ["Mountain", "Mountain"],
                 hands=((), ["Searing Spear", "Shock"]))
    _bob_gets_priority(game)
    game.act("cast Searing Spear targeting Terror of the Peaks")
    assert game.state.players[1].life == 17                 # {1}{R} and 3 life
    resolve(game)
    assert ids(game, "Terror of the Peaks")                  # 3 damage: a 5/4 survives
    game = board(["Terror of the Peaks"], ["Mountain"], hands=((), ["Shock"]))
    game.state.players[1].life = 2
    game.state.changed()
    _bob_gets_priority(game)
    assert _cast_targets(game, "Shock", 1) == {"Alice", "Bob"}   # 2 life: can't pay 3


# -- "During your turn, your opponents can't cast spells or activate abilities of artifacts,
#    creatures, or enchantments." --------------------------------------------------------

@plays("Grand Abolisher", "static.opponents_cant_cast_or_activate",
       "condition.during_your_turn")
def test_611_3a_602_5_grand_abolisher_silences_opponents_during_its_controllers_turn():
    game = board(["Grand Abolisher"], ["Mountain", "Llanowar Elves", "Mind Stone"],
                 hands=((), ["Shock"]))
    _bob_gets_priority(game)
    assert not _castable(game, "Shock", 1)
    assert not _activates(game, ids(game, "Llanowar Elves")[0], 1)    # mana abilities too
    assert not _activates(game, ids(game, "Mind Stone")[0], 1)
    assert _activates(game, ids(game, "Mountain")[0], 1)              # a land: not named
    _to_bobs_main(game)
    assert _castable(game, "Shock", 1)                               # Bob's own turn
    assert _activates(game, ids(game, "Llanowar Elves")[0], 1)
