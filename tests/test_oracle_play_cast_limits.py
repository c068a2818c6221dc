"""Statics that limit how many spells a player casts each turn (CR 101.2): Rule of Law,
Deafening Silence, Moderation."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import BOB, cast, choose, grave, hand, plays, resolve, to_step

from tolaria import Action, IllegalAction


def _castable(game, player: int = 0) -> set[str]:
    return {game.state.objects[a.object].name for a in game.legal_actions()
            if a.kind == "cast" and a.player == player}


@plays("Rule of Law", "static.cast_limit")
def test_101_2_rule_of_law_one_spell_each_turn_for_each_player():
    """Alice casts one Shock; her second isn't offered and is refused, naming CR 101.2.
    Bob may still cast one spell in her turn (his own count), not two; next turn Alice
    may cast again."""
    game = board(["Rule of Law"] + ["Mountain"] * 4, ["Mountain"] * 4,
                 hands=(["Shock", "Shock"], ["Shock", "Shock"]))
    cast(game, "Shock", BOB)
    assert "Shock" not in _castable(game)
    second = next(i for i in game.state.players[0].hand)
    with pytest.raises(IllegalAction, match=r"101\.2"):
        game.act(Action("cast", 0, second, targets=(BOB,), mode=0))
    game.act(Action("pass", 0))                           # Bob gets priority: he responds
    assert "Shock" in _castable(game, 1)
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))                           # Bob's Shock resolves
    assert game.decision.player == 0
    game.act(Action("pass", 0))
    assert "Shock" not in _castable(game, 1)              # his one spell this turn
    resolve(game)
    assert game.state.players[1].life == 18 and game.state.players[0].life == 18
    to_step(game, "upkeep")                               # Bob's turn: a new count
    to_step(game, "precombat main")
    assert game.state.active == 1 and "Shock" in _castable(game, 1)


@plays("Deafening Silence", "static.cast_limit")
def test_101_2_deafening_silence_counts_noncreature_spells_only():
    """A creature spell neither counts nor is limited; after one noncreature spell no other
    noncreature spell may be cast that turn."""
    game = board(["Deafening Silence"] + ["Mountain"] * 2 + ["Forest"] * 4, [],
                 hands=(["Grizzly Bears", "Shock", "Shock", "Grizzly Bears"], []))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert "Shock" in _castable(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert _castable(game) == {"Grizzly Bears"}
    assert hand(game).count("Shock") == 1


@plays("Moderation", "static.cast_limit")
def test_101_2_moderation_limits_its_controller_only():
    """"You can't cast more than one spell each turn": Alice, not Bob."""
    game = board(["Moderation"] + ["Mountain"] * 4, ["Mountain"] * 4,
                 hands=(["Shock", "Shock"], ["Shock", "Shock"]))
    cast(game, "Shock", BOB)
    assert "Shock" not in _castable(game)
    game.act(Action("pass", 0))
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    game.act(Action("pass", 0))
    game.act(Action("pass", 0))
    assert "Shock" in _castable(game, 1)                 # Bob isn't limited


# -- "<Permanents> your opponents control enter tapped." (CR 614.1c, 614.12) ---------------

def _tapped(game, name: str) -> list[bool]:
    return [game.state.objects[i].tapped for i in game.state.battlefield
            if game.state.objects[i].name == name]


@plays("Authority of the Consuls", "static.opponents_enter_tapped")
def test_614_1c_authority_of_the_consuls_opponents_creatures_enter_tapped():
    """Bob's Grizzly Bears and his Raise the Alarm tokens enter tapped; Alice's own
    creature doesn't."""
    game = board(["Authority of the Consuls", "Forest", "Forest"],
                 ["Forest", "Forest", "Plains", "Plains"],
                 hands=(["Grizzly Bears"], ["Grizzly Bears", "Raise the Alarm"]))
    cast(game, "Grizzly Bears")
    resolve(game)
    assert _tapped(game, "Grizzly Bears") == [False]
    game.act(Action("pass", 0))                       # to combat: Bob may cast an instant
    while game.decision.player != 1:
        game.act(Action("pass", game.decision.player))
    cast(game, "Raise the Alarm", player=1)
    resolve(game)
    assert _tapped(game, "Soldier") == [True, True]
    to_step(game, "upkeep")
    to_step(game, "precombat main")                   # Bob's turn: his untap step untapped
    assert game.state.active == 1 and _tapped(game, "Soldier") == [False, False]
    cast(game, "Grizzly Bears", player=1)
    resolve(game)
    assert sorted(_tapped(game, "Grizzly Bears")) == [False, True]


@plays("Thalia, Heretic Cathar", "static.opponents_enter_tapped")
def test_614_1c_thalia_heretic_cathar_creatures_and_nonbasic_lands():
    """Under Thalia, Bob's nonbasic land and creature enter tapped, his basic land doesn't
    (CR 205.4a: "nonbasic" belongs to the lands only)."""
    game = board(["Thalia, Heretic Cathar"], ["Forest", "Forest"],
                 hands=((), ["Ancient Tomb", "Forest", "Grizzly Bears"]))
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == 1
    game.act(Action("play", 1, next(i for i in game.state.players[1].hand
                                    if game.state.objects[i].name == "Ancient Tomb")))
    assert _tapped(game, "Ancient Tomb") == [True]
    game.state.this_turn.append(("extra_land", 1))     # a second land drop (Explore)
    game.state.changed()
    game.act(Action("play", 1, next(i for i in game.state.players[1].hand
                                    if game.state.objects[i].name == "Forest")))
    assert _tapped(game, "Forest") == [False, False, False]
    cast(game, "Grizzly Bears", player=1)
    resolve(game)
    assert _tapped(game, "Grizzly Bears") == [True]


@plays("Blind Obedience", "static.opponents_enter_tapped")
def test_614_1c_blind_obedience_artifacts_and_creatures():
    """"Artifacts and creatures": Bob's Ornithopter (an artifact creature) and his Mind
    Stone enter tapped; his land doesn't."""
    game = board(["Blind Obedience"], ["Island", "Island"],
                 hands=((), ["Ornithopter", "Mind Stone", "Island"]))
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    cast(game, "Ornithopter", player=1)
    resolve(game)
    cast(game, "Mind Stone", player=1)
    resolve(game)
    game.act(Action("play", 1, next(i for i in game.state.players[1].hand
                                    if game.state.objects[i].name == "Island")))
    assert _tapped(game, "Ornithopter") == [True] and _tapped(game, "Mind Stone") == [True]
    assert _tapped(game, "Island").count(True) == 2          # the two that paid, not the new


# -- "If <this> would be put into a graveyard from anywhere, reveal <this> and shuffle it into
# its owner's library instead." (CR 614.1a, 113.6b) -----------------------------------------

def _zone_of(game, name: str) -> str:
    return next(o.zone for o in game.state.objects.values()
                if o.name == name and not o.zone.startswith("gone"))


def _bobs_priority(game) -> None:
    while game.decision.player != 1:
        game.act(Action("pass", game.decision.player))


def _bobs_main(game) -> None:
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == 1


@plays("Darksteel Colossus", "static.shuffle_instead_of_graveyard")
def test_614_1a_darksteel_colossus_discarded_is_shuffled_into_the_library():
    """From a hand too (CR 113.6b): Bob's Mind Rot makes Alice discard the Colossus and a
    Forest; the Forest goes to her graveyard, the Colossus into her library, shuffled."""
    game = board([], ["Swamp", "Swamp", "Swamp"],
                 hands=(["Darksteel Colossus", "Forest"], ["Mind Rot"]), library=10)
    _bobs_main(game)
    cast(game, "Mind Rot", ("player", 0), player=1)
    resolve(game)
    assert grave(game) == ["Forest"]
    assert _zone_of(game, "Darksteel Colossus") == "library"
    assert len(game.state.players[0].library) == 11
    text = " ".join(str(e) for e in game.log[-6:])
    assert "revealed and shuffled" in text and "701.20a" in text


@plays("Blightsteel Colossus", "static.shuffle_instead_of_graveyard")
def test_614_1a_blightsteel_sacrificed_never_dies():
    """Sacrificed to Diabolic Edict, Blightsteel goes to its owner's library instead: it
    never reaches a graveyard, so Bob's Blood Artist doesn't trigger (CR 700.4)."""
    game = board(["Blightsteel Colossus"], ["Swamp", "Swamp", "Blood Artist"],
                 hands=((), ["Diabolic Edict"]))
    _bobs_priority(game)
    cast(game, "Diabolic Edict", ("player", 0), player=1)
    resolve(game)
    assert _zone_of(game, "Blightsteel Colossus") == "library"
    assert not game.state.stack and grave(game) == []
    assert game.state.players[0].life == 20


@plays("Nexus of Fate", "static.shuffle_instead_of_graveyard")
def test_614_1a_nexus_of_fate_resolves_into_the_library():
    """An instant with the ability: it resolves (Alice gets her extra turn) and is then
    shuffled into her library, not put into her graveyard (CR 608.2n, 614.1a)."""
    game = board(["Island"] * 7, [], hands=(["Nexus of Fate"], ()))
    cast(game, "Nexus of Fate")
    resolve(game)
    assert _zone_of(game, "Nexus of Fate") == "library" and grave(game) == []
    assert game.state.extra_turns


def test_616_1_rest_in_peace_or_darksteel_the_owner_chooses():
    """Rest in Peace and the Colossus's own effect both apply to the discard: Alice, the
    owner, chooses one (CR 616.1); choosing Rest in Peace, the card is exiled."""
    game = board([], ["Swamp", "Swamp", "Swamp", "Rest in Peace"],
                 hands=(["Darksteel Colossus"], ["Mind Rot"]))
    _bobs_main(game)
    cast(game, "Mind Rot", ("player", 0), player=1)
    resolve(game)
    d = game.decision
    assert d.kind == "replacement" and d.player == 0
    assert sorted(game.notation(a) for a in game.legal_actions()) == [
        "choose Darksteel Colossus", "choose Rest in Peace"]
    game.act("choose Rest in Peace")
    assert _zone_of(game, "Darksteel Colossus") == "exile"


# -- "When <this> dies, if it was a creature, return it ... It's an enchantment." ----------

@plays("Enduring Curiosity", "delayed.moved_is_now")
def test_205_1a_enduring_curiosity_returns_as_an_enchantment_only():
    """Bolted, it returns under its owner's control as an enchantment with no creature
    types (CR 205.1a: the set card type replaces the others, and the creature subtypes go
    with it); its other abilities still work (a creature's combat damage draws). Destroyed
    again as an enchantment, it wasn't a creature: the intervening "if" fails and it stays
    in the graveyard (CR 603.4)."""
    from test_oracle_play import chars
    game = board(["Enduring Curiosity", "Grizzly Bears"], ["Mountain", "Forest", "Forest"],
                 hands=((), ["Lightning Bolt", "Naturalize"]))
    _bobs_priority(game)
    cast(game, "Lightning Bolt", ("object", _id(game, "Enduring Curiosity")), player=1)
    resolve(game)
    resolve(game)                                          # its dies trigger
    back = _id(game, "Enduring Curiosity")
    seen = chars(game, back)
    assert seen.types == frozenset({"Enchantment"}) and not seen.subtypes
    assert game.state.objects[back].controller == 0 and not seen.is_creature
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((_id(game, "Grizzly Bears"), BOB),)))
    before = len(hand(game))
    to_step(game, "end")
    assert len(hand(game)) == before + 1                   # its trigger drew a card
    _bobs_priority(game)
    cast(game, "Naturalize", ("object", back), player=1)
    resolve(game)
    assert not game.state.stack and _zone_of(game, "Enduring Curiosity") == "graveyard"


def _id(game, name: str) -> int:
    return next(i for i in game.state.battlefield if game.state.objects[i].name == name)


# -- "Creatures entering don't cause abilities to trigger." (CR 603.2, 603.6a) -------------

@plays("Torpor Orb", "static.entering_untriggering")
def test_603_6a_torpor_orb_creatures_entering_trigger_nothing():
    """Alice's Elvish Visionary draws nothing as it enters, and Bob's Soul Warden gains
    nothing from it; a land entering still triggers Plated Geopede's landfall."""
    game = board(["Torpor Orb", "Forest", "Forest", "Plated Geopede"], ["Soul Warden"],
                 hands=(["Elvish Visionary", "Mountain"], ()))
    before = len(hand(game))
    cast(game, "Elvish Visionary")
    resolve(game)
    assert not game.state.stack and len(hand(game)) == before - 1
    assert game.state.players[1].life == 20
    game.act(Action("play", 0, next(i for i in game.state.players[0].hand
                                    if game.state.objects[i].name == "Mountain")))
    assert [game.state.objects[i].name for i in game.state.stack] == ["Plated Geopede"]


@plays("Doorkeeper Thrull", "static.entering_untriggering")
def test_603_6a_doorkeeper_thrull_artifacts_and_creatures():
    """An artifact creature entering triggers neither its own ability nor Soul Warden's;
    once the Thrull is gone, Wall of Omens draws again."""
    game = board(["Doorkeeper Thrull", "Plains", "Plains", "Plains", "Plains"],
                 ["Soul Warden", "Mountain"],
                 hands=(["Wall of Omens", "Wall of Omens"], ["Lightning Bolt"]))
    before = len(hand(game))
    cast(game, "Wall of Omens")
    resolve(game)
    assert len(hand(game)) == before - 1 and game.state.players[1].life == 20
    game.act(Action("pass", 0))
    cast(game, "Lightning Bolt", ("object", _id(game, "Doorkeeper Thrull")), player=1)
    resolve(game)
    assert _zone_of(game, "Doorkeeper Thrull") == "graveyard"
    cast(game, "Wall of Omens")
    resolve(game)
    assert len(hand(game)) == before - 1                   # drew one for the second Wall
    assert game.state.players[1].life == 21                # Soul Warden saw it


# -- "If an artifact or creature entering causes a triggered ability ... to trigger, that
# ability triggers an additional time." (CR 603.2d) -----------------------------------------

@plays("Panharmonicon", "static.entering_triggers_again")
def test_603_2d_panharmonicon_doubles_enter_triggers_of_your_permanents():
    """Alice's Elvish Visionary entering: its own draw and her Soul Warden trigger twice
    each; Bob's Soul Warden (not hers) once; her Forest entering doesn't double Plated
    Geopede's landfall (a land is no artifact or creature)."""
    game = board(["Panharmonicon", "Soul Warden", "Plated Geopede", "Forest", "Forest"],
                 ["Soul Warden"], hands=(["Elvish Visionary", "Forest"], ()))
    before = len(hand(game))
    cast(game, "Elvish Visionary")
    assert len(game.state.stack) == 1
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "order_triggers" and len(game.decision.options) == 4
    game.act(game.legal_actions()[0])
    names = _stack_names(game)
    assert sorted(names) == sorted(["Elvish Visionary"] * 2 + ["Soul Warden"] * 3)
    resolve(game)
    assert len(hand(game)) == before - 1 + 2
    assert game.state.players[0].life == 22 and game.state.players[1].life == 21
    game.act(Action("play", 0, next(i for i in game.state.players[0].hand
                                    if game.state.objects[i].name == "Forest")))
    assert _stack_names(game) == ["Plated Geopede"]


@plays("Ancient Greenwarden", "static.entering_triggers_again")
def test_603_2d_ancient_greenwarden_doubles_landfall():
    """A land entering under Greenwarden: Plated Geopede's landfall triggers twice."""
    game = board(["Ancient Greenwarden", "Plated Geopede"], [], hands=(["Mountain"], ()))
    game.act(Action("play", 0, game.state.players[0].hand[0]))
    assert _stack_names(game) == ["Plated Geopede"] * 2
    resolve(game)
    geopede = game.state.objects[_id(game, "Plated Geopede")]
    from tolaria.rules.layers import characteristics
    assert characteristics(game.state, geopede).power == 1 + 4


@plays("Yarok, the Desecrated", "static.entering_triggers_again")
def test_603_2d_yarok_any_permanent_entering_but_only_your_permanents_abilities():
    """Under Alice's Yarok, her land entering doubles her Geopede's landfall; Bob's Soul
    Warden sees her creature enter once (it's his permanent, not hers)."""
    game = board(["Yarok, the Desecrated", "Plated Geopede", "Forest"], ["Soul Warden"],
                 hands=(["Mountain", "Llanowar Elves"], ()))
    game.act(Action("play", 0, next(i for i in game.state.players[0].hand
                                    if game.state.objects[i].name == "Mountain")))
    assert _stack_names(game) == ["Plated Geopede"] * 2
    resolve(game)
    cast(game, "Llanowar Elves")
    resolve(game)
    assert game.state.players[1].life == 21


# -- "Change the target of target spell with a single target." (CR 115.7a) ----------------

def _stack_names(game) -> list[str]:
    return [game.state.objects[i].name for i in game.state.stack]


@plays("Deflection", "effect.change_target")
def test_115_7a_deflection_sends_the_bolt_elsewhere():
    """Bob bolts Alice's Grizzly Bears; Alice's Deflection offers every other legal target
    of the Bolt (not the Bears again), she picks Bob, and the Bolt deals its 3 to him."""
    game = board(["Grizzly Bears", "Island", "Island", "Island", "Island"],
                 ["Mountain", "Hill Giant"], hands=(["Deflection"], ["Lightning Bolt"]))
    bears = _id(game, "Grizzly Bears")
    _bobs_priority(game)
    cast(game, "Lightning Bolt", ("object", bears), player=1)
    game.act(Action("pass", 1))
    bolt = game.state.stack[-1]
    cast(game, "Deflection", ("object", bolt))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                             # Deflection resolves
    d = game.decision
    assert d.kind == "new_targets" and d.player == 0
    offered = {a.targets[0] for a in game.legal_actions()}
    assert ("object", bears) not in offered
    assert {("player", 0), ("player", 1), ("object", _id(game, "Hill Giant"))} <= offered
    game.act(Action("choose", 0, targets=(("player", 1),)))
    assert game.state.objects[bolt].targets == (("player", 1),)
    resolve(game)
    assert game.state.players[1].life == 17 and game.state.objects[bears].damage == 0


@plays("Shunt", "effect.change_target")
def test_115_7a_no_other_legal_target_leaves_it_unchanged():
    """Bob's Giant Growth on his only creature: with no other creature to move it to, the
    target stays (CR 115.7a)."""
    game = board(["Mountain"] * 3, ["Forest", "Forest", "Hill Giant"],
                 hands=(["Shunt"], ["Giant Growth"]))
    giant = _id(game, "Hill Giant")
    _bobs_priority(game)
    cast(game, "Giant Growth", ("object", giant), player=1)
    game.act(Action("pass", 1))
    growth = game.state.stack[-1]
    cast(game, "Shunt", ("object", growth))
    resolve(game)
    assert any("115.7a" in str(e) for e in game.log[-8:])
    from test_oracle_play import chars
    assert chars(game, giant).power == 6                   # Giant Growth still on it


def test_115_1_a_spell_with_two_targets_has_no_single_target():
    """Bob's Arc Trail has two targets: Alice's Shunt can't target it, so it isn't offered."""
    game = board(["Mountain"] * 3 + ["Grizzly Bears"], ["Mountain", "Mountain"],
                 hands=(["Shunt"], ["Arc Trail"]))
    _bobs_main(game)
    cast(game, "Arc Trail", ("object", _id(game, "Grizzly Bears")), ("player", 0), player=1)
    game.act(Action("pass", 1))
    assert _stack_names(game) == ["Arc Trail"] and game.decision.player == 0
    assert not any(a.kind == "cast" for a in game.legal_actions())


@plays("Ethersworn Canonist", "static.cast_limit")
def test_101_2_ethersworn_canonist_one_nonartifact_spell():
    """An artifact spell neither counts nor is limited; after one nonartifact spell,
    another nonartifact spell can't be cast that turn, an artifact still can."""
    game = board(["Ethersworn Canonist"] + ["Mountain"] * 4, [],
                 hands=(["Ornithopter", "Shock", "Shock", "Ornithopter"], []))
    cast(game, "Ornithopter")
    resolve(game)
    cast(game, "Shock", BOB)
    resolve(game)
    assert _castable(game) == {"Ornithopter"}


# -- "up to one target player puts all the cards from their graveyard on the bottom of their
# library in a random order." (CR 401.4, 601.2c) -------------------------------------------

@plays("Endurance", "library.graveyard_to_bottom")
def test_401_4_endurance_puts_a_graveyard_under_the_library():
    """Bob's three graveyard cards go to the bottom of his library, under the ten there;
    a second Endurance with no target chosen ("up to one", CR 601.2c) does nothing."""
    from test_oracle_play import choose_targets
    game = board(["Forest"] * 6, [], hands=(["Endurance", "Endurance"], []))
    state = game.state
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    buried = [create_object(state, card_def(n), 1, "graveyard").id
              for n in ("Shock", "Hill Giant", "Forest")]
    state.changed()
    top_ten = list(state.players[1].library)
    cast(game, "Endurance")
    resolve(game)
    assert game.decision.kind == "targets"
    choose_targets(game, ("player", 1))
    resolve(game)
    library = state.players[1].library
    assert state.players[1].graveyard == [] and len(library) == 13
    assert library[3:] == top_ten                           # under the rest (CR 401.4)
    assert {state.objects[i].name for i in library[:3]} == {"Shock", "Hill Giant", "Forest"}
    assert not set(library[:3]) & set(buried)              # new objects (CR 400.7)
    cast(game, "Endurance")
    resolve(game)
    choose_targets(game, None)
    resolve(game)
    assert len(state.players[1].library) == 13 and not state.stack


# -- "you gain protection from everything until your next turn." (CR 702.16b-e) ------------

@plays("The One Ring", "effect.player_protection")
def test_702_16_the_one_ring_protects_its_caster_until_their_next_turn():
    """Cast, The One Ring gives Alice protection from everything: Bob's Lightning Bolt
    can't target her (702.16b), only her creature; his Hill Giant's combat damage to her is
    prevented (702.16e). When her next turn begins it ends (CR 611.2b)."""
    game = board(["Island"] * 4 + ["Grizzly Bears"], ["Mountain", "Mountain", "Hill Giant"],
                 hands=(["The One Ring"], ["Lightning Bolt", "Lightning Bolt"]))
    cast(game, "The One Ring")
    resolve(game)
    resolve(game)                                          # its enters trigger
    to_step(game, "upkeep")                                # Bob's turn
    assert game.state.active == 1
    bolts = {a.targets for a in game.legal_actions() if a.kind == "cast"}
    assert (("player", 0),) not in bolts and (("object", _id(game, "Grizzly Bears")),) in bolts
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 1, choice=((_id(game, "Hill Giant"), ("player", 0)),)))
    while game.decision.kind == "blockers" or game.state.step != "end":
        d = game.decision
        game.act(Action("block", d.player, choice=()) if d.kind == "blockers"
                 else Action("pass", d.player))
    assert game.state.players[0].life == 20
    to_step(game, "upkeep")                                # Alice's turn: it has ended
    assert game.state.active == 0
    game.act(Action("pass", 0))
    bolts = {a.targets for a in game.legal_actions() if a.kind == "cast"}
    assert (("player", 0),) in bolts


# -- "Choose target card in a graveyard other than a basic land card. Search its owner's
# graveyard, hand, and library for ... cards with the same name" (CR 701.19b, 205.4c) -----

@plays("Surgical Extraction", "phrase.other_than_basic_land")
def test_701_19b_surgical_extraction_exiles_a_graveyard_card_and_its_namesakes():
    """A basic land in a graveyard isn't a legal target (CR 205.4c); a Lightning Bolt is:
    every Bolt in Bob's graveyard is exiled, and those in his hand and library as Alice
    finds them (hidden zones, CR 701.19b); then he shuffles."""
    from test_oracle_play import choose

    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp"], [], hands=(["Surgical Extraction"], ["Lightning Bolt"]))
    state = game.state
    forest = create_object(state, card_def("Forest"), 1, "graveyard").id
    bolts = [create_object(state, card_def("Lightning Bolt"), 1, "graveyard").id
             for _ in range(2)]
    in_library = create_object(state, card_def("Lightning Bolt"), 1, "library").id
    state.changed()
    targets = {a.targets for a in game.legal_actions() if a.kind == "cast"}
    assert (("object", forest),) not in targets and (("object", bolts[0]),) in targets
    cast(game, "Surgical Extraction", ("object", bolts[0]))
    resolve(game)
    choose(game, in_library)
    choose(game, "done")                                   # the one in his hand stays
    bob = state.players[1]
    assert [state.objects[o].name for o in bob.graveyard] == ["Forest"]
    assert [state.objects[o].name for o in bob.exile] == ["Lightning Bolt"] * 3
    assert hand(game, 1) == ["Lightning Bolt"]


# -- "permanent spell" (CR 110.4b) ---------------------------------------------------------

@plays("Lurrus of the Dream-Den", "phrase.permanent_spell")
def test_110_4b_lurrus_casts_one_small_permanent_spell_from_the_graveyard_each_turn():
    """Lurrus lets Alice cast one permanent spell with mana value 2 or less from her
    graveyard each of her turns: Grizzly Bears, not Hill Giant (4), not Shock (no permanent
    spell), not a Forest (a land isn't cast, CR 305.9); after one, no second that turn."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Lurrus of the Dream-Den"] + ["Forest"] * 4 + ["Mountain"] * 4, [])
    state = game.state
    for name in ("Grizzly Bears", "Grizzly Bears", "Hill Giant", "Shock", "Forest"):
        create_object(state, card_def(name), 0, "graveyard")
    state.changed()
    from_graveyard = {state.objects[a.object].name for a in game.legal_actions()
                      if a.kind == "cast" and state.objects[a.object].zone == "graveyard"}
    assert from_graveyard == {"Grizzly Bears"}
    bears = next(a for a in game.legal_actions() if a.kind == "cast"
                 and state.objects[a.object].zone == "graveyard")
    game.act(bears)
    resolve(game)
    assert len(_tapped(game, "Grizzly Bears")) == 1
    assert not any(a.kind == "cast" and state.objects[a.object].zone == "graveyard"
                   for a in game.legal_actions())


# -- a mass effect's bound counted as it resolves (CR 608.2h) ------------------------------

@plays("Engineered Explosives", "target.counted_bound")
def test_608_2h_engineered_explosives_counts_its_charge_counters_as_it_left():
    """Sacrificed with two charge counters, it destroys each nonland permanent with mana
    value 2 (both Grizzly Bears and Mind Stone), not Hill Giant (4) nor lands: the counters
    it had as it last existed (CR 608.2h, 112.7a)."""
    from test_oracle_play import activate
    game = board(["Engineered Explosives", "Grizzly Bears", "Mind Stone", "Plains",
                  "Plains"], ["Grizzly Bears", "Hill Giant", "Forest"])
    ee = _id(game, "Engineered Explosives")
    game.state.objects[ee].counters["charge"] = 2
    game.state.changed()
    activate(game, ee)
    resolve(game)
    left = sorted(game.state.objects[i].name for i in game.state.battlefield)
    assert left == ["Forest", "Hill Giant", "Plains", "Plains"]


# -- "Sacrifice any number of <permanents>." then "that many" (CR 701.17a, 608.2c) ---------

def _land_ids(game, player: int = 0) -> list[int]:
    from test_oracle_play import chars
    return [i for i in game.state.battlefield if "Land" in chars(game, i).types
            and game.state.objects[i].controller == player]


@plays("Scapeshift", "effect.sacrifice_any")
def test_701_17a_scapeshift_sacrifices_two_lands_and_finds_two():
    """Alice sacrifices two untapped Mountains (her choice, one at a time, then done) and
    searches for up to that many land cards: two Forests enter tapped."""
    from test_oracle_play import choose

    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Forest"] * 4 + ["Mountain"] * 2, [], hands=(["Scapeshift"], ()))
    state = game.state
    for _ in range(3):
        create_object(state, card_def("Forest"), 0, "library")
    state.changed()
    cast(game, "Scapeshift")
    resolve(game)
    mountains = [i for i in state.battlefield if state.objects[i].name == "Mountain"]
    assert game.decision.kind == "choose" and "done" in game.decision.options
    choose(game, mountains[0])
    choose(game, mountains[1])
    choose(game, "done")
    while game.decision.kind == "choose" and state.stack:
        forests = [o for o in game.decision.options if o != "done" and o in
                   state.players[0].library and state.objects[o].name == "Forest"]
        choose(game, forests[0] if forests else game.decision.options[-1])
    resolve(game)
    names = sorted(state.objects[i].name for i in _land_ids(game))
    assert names == ["Forest"] * 6
    assert sum(state.objects[i].tapped for i in _land_ids(game)) == 6   # 4 paid, 2 entered


@plays("Last-Ditch Effort", "effect.sacrifice_any")
def test_608_2c_last_ditch_effort_deals_that_much_damage():
    """Sacrificing two creatures, it deals 2 damage; with none chosen it deals none."""
    from test_oracle_play import choose
    game = board(["Mountain", "Mountain", "Grizzly Bears", "Llanowar Elves"], [],
                 hands=(["Last-Ditch Effort", "Last-Ditch Effort"], ()))
    cast(game, "Last-Ditch Effort", BOB)
    resolve(game)
    choose(game, _id(game, "Grizzly Bears"))
    choose(game, _id(game, "Llanowar Elves"))
    resolve(game)
    assert game.state.players[1].life == 18
    assert not [i for i in game.state.battlefield
                if game.state.objects[i].name in ("Grizzly Bears", "Llanowar Elves")]
    cast(game, "Last-Ditch Effort", BOB)
    resolve(game)
    assert game.state.players[1].life == 18 and not game.state.stack


@plays("Renounce", "quantity.sacrificed_this_way")
def test_608_2c_renounce_gains_two_life_for_each_permanent_sacrificed_this_way():
    from test_oracle_play import choose
    game = board(["Plains", "Plains", "Grizzly Bears", "Forest"], [],
                 hands=(["Renounce"], ()))
    cast(game, "Renounce")
    resolve(game)
    choose(game, _id(game, "Grizzly Bears"))
    choose(game, _id(game, "Forest"))
    choose(game, "done")
    resolve(game)
    assert game.state.players[0].life == 24
    assert sorted(game.state.objects[i].name for i in game.state.battlefield) == [
        "Plains", "Plains"]


# -- "each other player" (CR 102.1) --------------------------------------------------------

@plays("Grave Pact", "phrase.each_other_player")
def test_102_1_grave_pact_each_other_player_sacrifices():
    """Alice's Grizzly Bears dies: Bob (every player but Alice) sacrifices a creature of his
    choice; Alice's other creature stays."""
    from test_oracle_play import choose
    game = board(["Grave Pact", "Grizzly Bears", "Llanowar Elves"],
                 ["Mountain", "Hill Giant", "Goblin Guide"], hands=((), ["Lightning Bolt"]))
    _bobs_priority(game)
    cast(game, "Lightning Bolt", ("object", _id(game, "Grizzly Bears")), player=1)
    resolve(game)
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 1
    choose(game, _id(game, "Goblin Guide"))
    resolve(game)
    names = sorted(game.state.objects[i].name for i in game.state.battlefield)
    assert names == ["Grave Pact", "Hill Giant", "Llanowar Elves", "Mountain"]


# -- "If <condition>, you may cast this spell without paying its mana cost." (CR 118.9) -----

def _free_casts(game, name: str) -> list:
    return [a for a in game.legal_actions() if a.kind == "cast"
            and game.state.objects[a.object].name == name and a.costs]


@plays("Massacre", "spell.free_if")
def test_118_9_massacre_is_free_while_an_opponent_controls_a_plains():
    """With a Swamp of Alice's and a Plains of Bob's, Massacre may be cast for nothing (no
    land tapped); without Bob's Plains only its mana cost remains, which she can't pay."""
    game = board(["Swamp", "Grizzly Bears"], ["Plains", "Hill Giant"],
                 hands=(["Massacre"], ()))
    free = _free_casts(game, "Massacre")
    assert len(free) == 1
    game.act(free[0])
    resolve(game)
    assert not any(game.state.objects[i].tapped for i in game.state.battlefield)
    assert sorted(game.state.objects[i].name for i in game.state.battlefield) == [
        "Hill Giant", "Plains", "Swamp"]                         # -2/-2: the Bears died
    game = board(["Swamp"], ["Island"], hands=(["Massacre"], ()))
    assert not any(a.kind == "cast" for a in game.legal_actions())


@plays("Fierce Guardianship", "spell.free_if", "condition.control_commander")
def test_903_3_fierce_guardianship_is_free_while_you_control_a_commander():
    """Alice controls her commander: Fierce Guardianship counters Bob's Divination for
    nothing (no land of hers to pay with); without a commander it isn't offered."""
    game = board(["Grizzly Bears"], ["Island", "Island", "Island"],
                 hands=(["Fierce Guardianship"], ["Divination"]))
    state = game.state
    bears = _id(game, "Grizzly Bears")
    _bobs_main(game)
    cast(game, "Divination", player=1)
    game.act(Action("pass", 1))
    assert not _free_casts(game, "Fierce Guardianship")
    state.commanders = [state.objects[bears].card_uid]
    state.changed()
    free = _free_casts(game, "Fierce Guardianship")
    assert len(free) == 1
    game.act(free[0])
    resolve(game)
    assert grave(game, 1) == ["Divination"] and grave(game) == ["Fierce Guardianship"]


@plays("Once Upon a Time", "spell.free_if", "condition.first_spell_this_game",
       "library.look_reveal_taken")
def test_601_2b_once_upon_a_time_is_free_as_its_casters_first_spell_this_game():
    """Bob's Shock doesn't count against Alice: her first Once Upon a Time is free (no land
    of hers to pay with), and takes the Grizzly Bears from the top five. Her second, in a
    later turn, has only its mana cost: she has cast a spell this game (CR 118.9)."""
    game = board([], ["Mountain"], hands=(["Once Upon a Time", "Once Upon a Time"], ["Shock"]))
    bears = _on_top(game, "Grizzly Bears", "Shock")[0]
    game.act(Action("pass", 0))
    cast(game, "Shock", ("player", 0), player=1)            # Bob's, in Alice's turn
    resolve(game)
    assert game.state.players[0].life == 18
    free = _free_casts(game, "Once Upon a Time")
    assert len(free) == 1
    game.act(free[0])
    resolve(game)
    assert bears in game.decision.options
    choose(game, bears)
    assert sorted(hand(game)) == ["Grizzly Bears", "Once Upon a Time"]
    to_step(game, "upkeep")
    to_step(game, "draw")
    to_step(game, "upkeep")                                  # Alice's next turn
    assert game.state.active == 0
    assert not _free_casts(game, "Once Upon a Time")
    assert not any(a.kind == "cast" and game.state.objects[a.object].name == "Once Upon a Time"
                   for a in game.legal_actions())            # {1}{G}: no land to pay with


# -- "Untap all permanents you control during each other player's untap step." (CR 502.3) --

@plays("Seedborn Muse", "static.untap_in_others_step")
def test_502_3_seedborn_muse_untaps_its_controllers_permanents_in_bobs_untap_step():
    """Alice's tapped Forest and Grizzly Bears untap in Bob's untap step; Bob's own tapped
    land untaps as usual; a stun counter keeps Alice's Hill Giant tapped (CR 122.1d)."""
    game = board(["Seedborn Muse", "Forest", "Grizzly Bears", "Hill Giant"], ["Island"])
    state = game.state
    for name in ("Forest", "Grizzly Bears", "Hill Giant", "Island"):
        state.objects[_id(game, name)].tapped = True
    state.objects[_id(game, "Hill Giant")].counters["stun"] = 1
    state.changed()
    to_step(game, "upkeep")                                   # Bob's turn
    assert state.active == 1
    assert _tapped(game, "Forest") == [False] and _tapped(game, "Grizzly Bears") == [False]
    assert _tapped(game, "Island") == [False] and _tapped(game, "Hill Giant") == [True]
    assert not state.objects[_id(game, "Hill Giant")].counters.get("stun")


@plays("Endbringer", "static.untap_in_others_step")
def test_502_3_endbringer_untaps_only_itself():
    game = board(["Endbringer", "Grizzly Bears"], [])
    state = game.state
    for name in ("Endbringer", "Grizzly Bears"):
        state.objects[_id(game, name)].tapped = True
    state.changed()
    to_step(game, "upkeep")
    assert state.active == 1
    assert _tapped(game, "Endbringer") == [False] and _tapped(game, "Grizzly Bears") == [True]


# -- "You may cast a spell with mana value N or less from your hand without paying its mana
# cost." (CR 608.2g, 118.9) ------------------------------------------------------------------

@plays("Kari Zev's Expertise", "graveyard.cast_from_hand_free")
def test_608_2g_kari_zevs_expertise_casts_a_two_drop_for_free():
    """After stealing Bob's Hill Giant, Alice may cast a spell with mana value 2 or less
    from her hand for nothing (Hill Giant, 4, isn't offered; a land isn't cast): she casts
    Grizzly Bears with all her lands tapped, while Kari Zev's Expertise resolves."""
    from test_oracle_play import choose
    game = board(["Mountain"] * 3, ["Hill Giant"],
                 hands=(["Kari Zev's Expertise", "Grizzly Bears", "Hill Giant", "Forest"], ()))
    cast(game, "Kari Zev's Expertise", ("object", _id(game, "Hill Giant")))
    resolve(game)
    d = game.decision
    assert d.kind == "choose" and d.player == 0
    offered = {game.state.objects[o].name for o in d.options if o != "none"}
    assert offered == {"Grizzly Bears"}
    choose(game, next(o for o in d.options if o != "none"))
    assert game.decision.kind == "cast"
    cast_it = next(a for a in game.legal_actions() if a.kind == "cast")
    game.act(cast_it)
    resolve(game)
    mine = sorted(game.state.objects[i].name for i in game.state.battlefield
                  if game.state.objects[i].controller == 0 or
                  game.state.objects[i].name == "Hill Giant")
    assert "Grizzly Bears" in mine and hand(game) == ["Hill Giant", "Forest"]


# -- "<player> gets N poison counters" (CR 122.1f, 104.3d) ---------------------------------

@plays("Infectious Inquiry", "effect.poison")
def test_122_1f_infectious_inquiry_gives_each_opponent_a_poison_counter():
    """Alice draws two and loses 2 life; Bob gets a poison counter; with ten he loses."""
    game = board(["Swamp"] * 3, [], hands=(["Infectious Inquiry"], ()))
    game.state.players[1].poison = 9
    before = len(hand(game))
    cast(game, "Infectious Inquiry")
    resolve(game)
    assert len(hand(game)) == before - 1 + 2 and game.state.players[0].life == 18
    assert game.state.players[1].poison == 10 and game.state.players[1].lost   # CR 704.5c


# -- "You can't lose the game this turn and your opponents can't win the game this turn."
# (CR 104.3b, 101.2) -------------------------------------------------------------------------

@plays("Angel's Grace", "library.cant_lose_this_turn")
def test_104_3b_angels_grace_keeps_alice_in_the_game_this_turn():
    """At 2 life, Alice's Angel's Grace: Bob's Lightning Bolt leaves her at 1 (the damage
    reduces her life total to 1 instead, CR 614.1a); ten poison counters don't make her lose
    this turn, but they do once the turn has ended (CR 704.5c)."""
    game = board(["Plains"], ["Mountain"], hands=(["Angel's Grace"], ["Lightning Bolt"]))
    state = game.state
    state.players[0].life = 2
    cast(game, "Angel's Grace")
    resolve(game)
    _bobs_priority(game)
    cast(game, "Lightning Bolt", ("player", 0), player=1)
    resolve(game)
    assert state.players[0].life == 1 and not state.players[0].lost
    state.players[0].poison = 10
    state.changed()
    to_step(game, "end")
    assert not state.players[0].lost and not state.over
    while not state.over:                                 # the turn ends: she loses then
        game.act(Action("pass", game.decision.player))
    assert state.players[0].lost and state.turn == 4


@plays("Redirect", "effect.choose_new_targets")
def test_115_7d_redirect_may_keep_or_change_the_target():
    """Alice's Redirect on Bob's Lightning Bolt at her Grizzly Bears: she may leave it
    (an option) or choose a new legal target; she picks Bob."""
    game = board(["Grizzly Bears", "Island", "Island"], ["Mountain"],
                 hands=(["Redirect"], ["Lightning Bolt"]))
    bears = _id(game, "Grizzly Bears")
    _bobs_priority(game)
    cast(game, "Lightning Bolt", ("object", bears), player=1)
    game.act(Action("pass", 1))
    bolt = game.state.stack[-1]
    cast(game, "Redirect", ("object", bolt))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    d = game.decision
    assert d.kind == "new_targets" and d.player == 0
    offered = {a.targets for a in game.legal_actions()}
    assert (("object", bears),) in offered and (("player", 1),) in offered
    game.act(Action("choose", 0, targets=(("player", 1),)))
    resolve(game)
    assert game.state.players[1].life == 17 and game.state.objects[bears].damage == 0


def _sorcerer_pings_alice(game) -> int:
    """Bob's Prodigal Sorcerer aims its ability at Alice; Alice has priority over it."""
    _bobs_priority(game)
    game.act(Action("activate", 1, _id(game, "Prodigal Sorcerer"), ability=0,
                    targets=(("player", 0),)))
    game.act(Action("pass", 1))
    return game.state.stack[-1]


@plays("Deflecting Swat", "target.ability", "effect.choose_new_targets")
def test_115_7d_deflecting_swat_redirects_an_activated_ability():
    """Bob's Prodigal Sorcerer pings Alice; her Deflecting Swat targets that ability (a spell
    or ability, CR 115.1) and she chooses Bob as its new target (CR 115.7d)."""
    game = board(["Mountain"] * 3, ["Prodigal Sorcerer"], hands=(["Deflecting Swat"], []))
    ping = _sorcerer_pings_alice(game)
    assert game.state.objects[ping].is_ability
    cast(game, "Deflecting Swat", ("object", ping))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    d = game.decision
    assert d.kind == "new_targets" and d.player == 0
    offered = {a.targets for a in game.legal_actions()}
    assert (("player", 0),) in offered and (("player", 1),) in offered
    game.act(Action("choose", 0, targets=(("player", 1),)))
    resolve(game)
    assert game.state.players[1].life == 19 and game.state.players[0].life == 20


@plays("Bolt Bend", "target.ability", "effect.change_target")
def test_115_7a_bolt_bend_changes_the_target_of_an_ability_with_a_single_target():
    """Bolt Bend may target an ability with one target (CR 115.7): the Sorcerer's ping goes
    to Bob instead of Alice (CR 115.7a)."""
    game = board(["Mountain"] * 4, ["Prodigal Sorcerer"], hands=(["Bolt Bend"], []))
    ping = _sorcerer_pings_alice(game)
    cast(game, "Bolt Bend", ("object", ping))
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "new_targets"
    assert (("player", 0),) not in {a.targets for a in game.legal_actions()}
    game.act(Action("choose", 0, targets=(("player", 1),)))
    resolve(game)
    assert game.state.players[1].life == 19 and game.state.players[0].life == 20


# -- "You may play lands and cast spells from the top of your library." (CR 305.1, 601.3) ---

def _on_top(game, *names: str) -> list[int]:
    """Put these cards on top of Alice's library, the first on top."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    made = [create_object(game.state, card_def(n), 0, "library") for n in reversed(names)]
    return [o.id for o in reversed(made)]


@plays("Future Sight", "static.play_and_cast_from_top", "static.top_of_library_revealed")
def test_601_3_future_sight_casts_the_top_card_for_its_mana_cost_then_plays_a_land():
    game = board(["Future Sight", "Mountain"], [])
    bolt, land = _on_top(game, "Lightning Bolt", "Forest")
    cast_top = [a for a in game.legal_actions() if a.kind == "cast" and a.object == bolt]
    assert cast_top and all(not a.costs for a in cast_top)    # its mana cost, no other
    game.act(Action("cast", 0, bolt, targets=(("player", 1),)))
    resolve(game)
    assert game.state.players[1].life == 17 and game.state.players[0].life == 20
    assert game.state.players[0].library[-1] == land
    game.act(Action("play", 0, land))                          # CR 305.1
    assert game.state.objects[land].zone != "library"


@plays("Bolas's Citadel", "static.play_and_cast_from_top", "static.look_at_top")
def test_118_9_bolas_citadel_casts_the_top_card_for_life_equal_to_its_mana_value():
    """With no land, Alice casts Hill Giant (mana value 4) from the top for 4 life, never
    for its mana cost; then plays the Forest under it, for no life (a land isn't cast)."""
    from tolaria.rules.costs import LIFE_EQUAL_MV
    game = board(["Bolas's Citadel"], [])
    giant, land = _on_top(game, "Hill Giant", "Forest")
    casts = [a for a in game.legal_actions() if a.kind == "cast" and a.object == giant]
    assert casts and all(a.costs == (LIFE_EQUAL_MV,) for a in casts)
    assert not game.is_legal(Action("cast", 0, giant))         # CR 601.3: only that way
    assert game.is_legal(Action("cast", 0, giant, costs=(LIFE_EQUAL_MV,)))
    game.act("cast Hill Giant for life equal to its mana value")
    assert game.state.players[0].life == 16                     # CR 119.4
    resolve(game)
    assert any(game.state.objects[i].name == "Hill Giant" for i in game.state.battlefield)
    game.act(Action("play", 0, land))
    assert game.state.objects[land].zone != "library" and game.state.players[0].life == 16


@plays("Bolas's Citadel", "static.play_and_cast_from_top")
def test_119_4_bolas_citadel_cant_pay_more_life_than_you_have():
    """At 3 life, Alice can't pay 4 life for Hill Giant (CR 119.4); Bob's top card isn't
    hers to cast (CR 601.3)."""
    from tolaria.rules.costs import LIFE_EQUAL_MV
    game = board(["Bolas's Citadel"], [])
    game.state.players[0].life = 3
    giant = _on_top(game, "Hill Giant")[0]
    assert not game.is_legal(Action("cast", 0, giant, costs=(LIFE_EQUAL_MV,)))
    bobs = game.state.players[1].library[-1]
    assert not any(a.object == bobs for a in game.legal_actions())


@plays("Bolas's Citadel", "static.play_and_cast_from_top")
def test_107_3b_bolas_citadel_x_is_zero_and_mana_cant_be_paid_instead():
    """Blaze on top with two Mountains: only for 1 life (its mana value, X being 0 as an
    alternative cost without X is paid, CR 107.3b), never for {X}{R}."""
    from tolaria.rules.costs import LIFE_EQUAL_MV
    game = board(["Bolas's Citadel", "Mountain", "Mountain"], [])
    blaze = _on_top(game, "Blaze")[0]
    assert {(a.x, a.costs) for a in game.legal_actions() if a.object == blaze} == {
        (0, (LIFE_EQUAL_MV,))}
    assert not game.is_legal(Action("cast", 0, blaze, targets=(("player", 1),), x=1))


# -- "You may play lands from the top of your library." (CR 305.1, 305.2, 401.5) ------------

@plays("Courser of Kruphix", "static.play_lands_from_top")
def test_305_1_courser_of_kruphix_plays_a_land_from_the_top():
    """With Courser, Alice's top card (Wastes, revealed) may be played as her land for the
    turn: it enters, Courser gains her 1 life; the next top card isn't offered, the land
    drop being used (CR 305.2); it isn't offered in Bob's turn either."""
    game = board(["Courser of Kruphix"], [])
    state = game.state
    top = state.players[0].library[-1]
    plays_top = [a for a in game.legal_actions() if a.kind == "play" and a.object == top]
    assert len(plays_top) == 1
    game.act(plays_top[0])
    resolve(game)
    assert state.objects[top].zone != "library" and state.players[0].life == 21
    new_top = state.players[0].library[-1]
    assert not any(a.kind == "play" and a.object == new_top for a in game.legal_actions())
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    alices_top = state.players[0].library[-1]
    assert state.active == 1 and not any(a.object == alices_top for a in game.legal_actions())


@plays("Sphinx of Jwar Isle", "static.look_at_top")
def test_401_2_sphinx_of_jwar_isle_lets_its_controller_see_the_top_card():
    """Alice sees her top card (her view names it, her seat may look at it); Bob doesn't;
    the fuzz view check agrees."""
    import pytest

    from tolaria import HiddenObject, fuzz
    game = board(["Sphinx of Jwar Isle"], [])
    top = game.state.players[0].library[-1]
    assert game.view(0)["players"][0]["library_top"]["id"] == top
    assert "library_top" not in game.view(1)["players"][0]
    assert game.seat("Alice").object(top).id == top
    with pytest.raises(HiddenObject):
        game.seat("Bob").object(top)
    fuzz.views(game)


@plays("Mirrorshell Crab", "target.ability", "effect.counter_unless")
def test_118_12a_mirrorshell_crab_counters_an_ability_its_controller_cant_pay_for():
    """Alice channels Mirrorshell Crab from her hand at the Sorcerer's ping (a spell or
    ability, CR 115.1); Bob, with no mana, can't pay {3}: the ability is countered."""
    game = board(["Island"] * 3, ["Prodigal Sorcerer"], hands=(["Mirrorshell Crab"], []))
    ping = _sorcerer_pings_alice(game)
    crab = game.state.players[0].hand[0]
    acts = [a for a in game.legal_actions() if a.kind == "activate" and a.object == crab]
    assert acts and all(a.targets == (("object", ping),) for a in acts)
    game.act(acts[0])
    resolve(game)
    assert not game.state.stack and game.state.players[0].life == 20
    assert grave(game) == ["Mirrorshell Crab"]
