"""Keyword abilities and keyword actions read from Oracle text, played (CR 701, 702, 711,
716): disguise, foretell, bestow, backup, monstrosity and adapt, amass, boast, suspend on
creatures, awaken, entwine, mentor, encore, umbra armor, ravenous, miracle, tribute, squad,
replicate, conspire, champion, emerge, recover, escalate, exploit, saddle, ascend,
multikicker, cleave, level up and Class levels."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    choose_targets,
    grave,
    hand,
    life,
    names,
    obj,
    plays,
    resolve,
)

from tolaria import Action, Game, IllegalAction
from tolaria.rules import events


def battlefield_ids(game: Game, player: int) -> list[int]:
    return [i for i in game.state.battlefield if game.state.objects[i].controller == player]


# -- disguise (CR 702.168) --------------------------------------------------------------------

@plays("Alley Assailant", "keyword.disguise", "keyword.list")
def test_702_168a_disguise_a_face_down_2_2_with_ward_2():
    game = board(["Swamp"] * 9, ["Mountain"] * 3, hands=(["Alley Assailant"], ["Shock"]))
    face_down = game.parse("cast Alley Assailant for disguise")      # CR 702.168b
    assert face_down.costs == ("disguise",) and face_down in game.legal_actions()
    game.act(face_down)
    resolve(game)
    creature = battlefield_ids(game, 0)[-1]
    found = chars(game, creature)
    assert (found.name, found.power, found.toughness) == ("", 2, 2)
    assert not game.state.objects[creature].tapped          # "enters tapped" is face-up text
    game = Game.from_json(game.to_json())                    # saved with its ward
    assert game.state.objects[creature].face_down == "disguise"
    game.act(Action("pass", 0))
    cast(game, "Shock", ("object", creature), player=1)
    resolve(game)                                           # ward {2}: Bob may pay
    assert game.decision.kind == "yes_no" and game.decision.player == 1
    choose(game, "no")
    resolve(game)
    assert "Shock" in grave(game, 1) and creature in game.state.battlefield
    game.act("turn face up Alley Assailant")                # CR 702.168d: {4}{B}{B}
    assert chars(game, creature).name == "Alley Assailant"
    resolve(game)
    assert game.state.stack == [] and life(game, 1) == 17 and life(game, 0) == 23


# -- monstrosity and adapt (CR 701.31, 701.43) -----------------------------------------------

@plays("Fleecemane Lion", "keyword.monstrosity", "condition.source")
def test_701_31a_monstrosity_once_and_as_long_as_monstrous():
    game = board(["Fleecemane Lion"] + ["Savannah"] * 10, [])
    lion = obj(game, "Fleecemane Lion")
    assert "hexproof" not in chars(game, lion).keywords
    activate(game, lion)
    resolve(game)
    assert game.state.objects[lion].counters == {"+1/+1": 1}
    assert {"hexproof", "indestructible"} <= chars(game, lion).keywords
    activate(game, lion)                        # CR 701.31a: already monstrous
    resolve(game)
    assert game.state.objects[lion].counters == {"+1/+1": 1}


@plays("Arbor Colossus", "keyword.monstrosity", "keyword.monstrous")
def test_701_31c_when_this_creature_becomes_monstrous():
    game = board(["Arbor Colossus"] + ["Forest"] * 6, ["Serra Angel", "Grizzly Bears"])
    activate(game, obj(game, "Arbor Colossus"), index=0)
    resolve(game)
    assert "Serra Angel" in grave(game, 1) and "Grizzly Bears" in names(game)
    assert chars(game, obj(game, "Arbor Colossus")).power == 9


@plays("Benthic Biomancer", "keyword.adapt")
def test_701_43a_adapt_only_without_plus_counters():
    game = board(["Benthic Biomancer"] + ["Island"] * 4, [], library=5)
    biomancer = obj(game, "Benthic Biomancer")
    activate(game, biomancer)
    resolve(game)
    if game.decision.kind == "discard":         # the counters' loot trigger
        game.act(Action("choose", 0, choice=(game.decision.options[0],)))
        resolve(game)
    assert game.state.objects[biomancer].counters == {"+1/+1": 1}
    before = len(game.state.players[0].hand)
    activate(game, biomancer)
    resolve(game)
    assert game.state.objects[biomancer].counters == {"+1/+1": 1}
    assert len(game.state.players[0].hand) == before        # no counters: no trigger


# -- foretell (CR 702.143) --------------------------------------------------------------------

def next_turn_of(game: Game, player: int) -> None:
    """Play on (nobody attacks or blocks) to `player`'s next precombat main phase."""
    turn = game.state.turn
    for _ in range(200):
        d = game.decision
        if game.state.turn > turn and game.state.active == player and \
                game.state.step == "precombat main" and d.kind == "priority":
            return
        if d.kind == "attackers":
            game.act(Action("attack", d.player, choice=()))
        elif d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        elif d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])
    raise AssertionError("never got there")


@plays("Behold the Multiverse", "keyword.foretell", "keyword.list")
def test_702_143a_foretell_exile_for_2_then_cast_for_its_foretell_cost_later():
    game = board(["Island"] * 4, [], hands=(["Behold the Multiverse"], []), library=20)
    card = game.state.players[0].hand[0]
    foretell = game.parse("activate Behold the Multiverse for foretell")
    assert foretell in game.legal_actions()
    game.act(foretell)                                       # a special action: no stack
    assert game.state.stack == [] and game.decision.player == 0
    assert sum(game.state.objects[i].tapped for i in ids(game, "Island")) == 2
    exiled = game.state.players[0].exile[0]
    game = Game.from_json(game.to_json())
    assert game.view(1)["players"][0]["exile"][0]["name"] == "face-down card"
    assert game.view(0)["players"][0]["exile"][0]["name"] == "Behold the Multiverse"
    assert not any(a.object == exiled for a in game.legal_actions())   # not this turn
    next_turn_of(game, 0)
    casts = [a for a in game.legal_actions() if a.kind == "cast" and a.object == exiled]
    assert casts and all(a.costs == ("foretell",) for a in casts)
    hand_before = len(game.state.players[0].hand)
    game.act(casts[0])                                       # {1}{U}, not {3}{U}
    assert sum(game.state.objects[i].tapped for i in ids(game, "Island")) == 2
    resolve(game)
    while game.decision.kind != "priority":                  # scry 2: keep them on top
        game.act(game.legal_actions()[0])
    assert len(game.state.players[0].hand) == hand_before + 2
    assert "Behold the Multiverse" in grave(game) and card not in game.state.players[0].hand


@plays("Augury Raven", "keyword.foretell")
def test_702_143a_foretell_only_during_your_own_turn():
    game = board(["Island"] * 2, ["Island"] * 2, hands=([], ["Augury Raven"]))
    game.act(Action("pass", 0))                              # Bob has priority on Alice's turn
    raven = game.state.players[1].hand[0]
    foretell = Action("activate", 1, raven, ability=0)
    assert game.decision.player == 1 and not game.is_legal(foretell)
    with pytest.raises(IllegalAction, match="during its owner's turn"):
        game.act(foretell)


# -- amass (CR 701.44) ------------------------------------------------------------------------

@plays("Callous Dismissal", "keyword.amass")
@plays("Swarming of Moria", "keyword.amass")
def test_701_44a_amass_makes_an_army_then_grows_it_and_adds_the_subtype():
    game = board(["Volcanic Island"] * 5, ["Grizzly Bears"],
                 hands=(["Callous Dismissal", "Swarming of Moria"], []))
    cast(game, "Callous Dismissal", obj(game, "Grizzly Bears", 0))
    resolve(game)
    army = [i for i in game.state.battlefield if "Army" in chars(game, i).subtypes]
    assert len(army) == 1 and game.state.objects[army[0]].is_token
    found = chars(game, army[0])
    assert (found.power, found.toughness, found.colors) == (1, 1, frozenset({"B"}))
    assert "Zombie" in found.subtypes and "Grizzly Bears" not in names(game)
    cast(game, "Swarming of Moria")
    resolve(game)
    found = chars(game, army[0])                 # the same Army: no second token
    assert len([i for i in game.state.battlefield if "Army" in chars(game, i).subtypes]) == 1
    assert (found.power, {"Zombie", "Orc", "Army"} <= found.subtypes) == (3, True)


# -- backup (CR 702.165) ----------------------------------------------------------------------

@plays("Boon-Bringer Valkyrie", "keyword.backup")
def test_702_165a_backup_another_creature_gains_the_abilities_below():
    game = board(["Plains"] * 5 + ["Grizzly Bears"], [], hands=(["Boon-Bringer Valkyrie"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Boon-Bringer Valkyrie")
    resolve(game)
    choose_targets(game, bears)
    resolve(game)
    found = chars(game, bears)
    assert found.power == 3 and {"flying", "first strike", "lifelink"} <= found.keywords
    valkyrie = obj(game, "Boon-Bringer Valkyrie")
    assert chars(game, valkyrie).power == 4 and "flying" in chars(game, valkyrie).keywords
    next_turn_of(game, 1)                                    # until end of turn (CR 514.2)
    assert "flying" not in chars(game, bears).keywords and chars(game, bears).power == 3


@plays("Chomping Kavu", "keyword.backup")
def test_702_165a_backup_on_itself_only_the_counters():
    game = board(["Forest"] * 4, ["Grizzly Bears"], hands=(["Chomping Kavu"], []))
    cast(game, "Chomping Kavu")
    resolve(game)
    kavu = obj(game, "Chomping Kavu")
    choose_targets(game, kavu)
    resolve(game)
    assert game.state.objects[kavu].counters == {"+1/+1": 1} and chars(game, kavu).power == 4
    assert len(game.state.effects) == 0                      # nothing gained


@plays("Chomping Kavu", "keyword.backup")
def test_702_165a_backup_grants_a_static_restriction():
    game = board(["Forest"] * 4 + ["Grizzly Bears"], ["Grizzly Bears"],
                 hands=(["Chomping Kavu"], []))
    mine, theirs = obj(game, "Grizzly Bears", 0), obj(game, "Grizzly Bears", 1)
    if game.state.objects[mine].controller != 0:
        mine, theirs = theirs, mine
    cast(game, "Chomping Kavu")
    resolve(game)
    choose_targets(game, mine)
    resolve(game)
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((mine, BOB),)))
    while game.decision.kind == "priority" and game.state.step != "declare blockers":
        game.act(Action("pass", game.decision.player))
    # Bob's only creature has power 2: no legal block, so the engine answers for him
    assert game.decision.kind != "blockers" and life(game, 1) in (20, 17)
    while life(game, 1) == 20 and game.state.turn == 3:
        game.act(Action("pass", game.decision.player))
    assert life(game, 1) == 17                               # the 3/3 was unblocked


# -- boast (CR 702.142) -----------------------------------------------------------------------

@plays("Axgard Braggart", "keyword.boast")
def test_702_142a_boast_only_after_it_attacked_and_once_each_turn():
    game = board(["Axgard Braggart"] + ["Plains"] * 4, [])
    braggart = obj(game, "Axgard Braggart")
    boast = Action("activate", 0, braggart, ability=0)
    assert not game.is_legal(boast)                          # it hasn't attacked
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((braggart, BOB),)))
    assert game.state.objects[braggart].tapped and game.is_legal(boast)
    game.act(boast)
    resolve(game)
    assert not game.state.objects[braggart].tapped
    assert game.state.objects[braggart].counters == {"+1/+1": 1}
    assert not game.is_legal(boast)                          # once each turn


# -- suspend on a creature (CR 702.62a) -------------------------------------------------------

@plays("Durkwood Baloth", "keyword.suspend_creature")
def test_702_62a_a_creature_cast_with_suspend_has_haste():
    game = board(["Forest"], [], hands=(["Durkwood Baloth"], []))
    game.act("activate Durkwood Baloth for suspend")
    baloth = game.state.players[0].exile[0]
    assert game.state.objects[baloth].counters == {"time": 5}
    game.state.objects[baloth].counters["time"] = 1          # four upkeeps later
    next_turn_of(game, 1)
    while game.decision.kind != "cast":
        game.act(Action("pass", game.decision.player))
    game.act(Action("cast", 0, baloth, costs=("without paying its mana cost",)))
    resolve(game)
    creature = obj(game, "Durkwood Baloth")
    assert "haste" in chars(game, creature).keywords
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((creature, BOB),)))     # no summoning sickness
    assert game.state.objects[creature].attacking == BOB


@plays("Durkwood Baloth", "keyword.suspend_creature")
def test_702_62a_cast_from_the_hand_it_has_no_haste():
    game = board(["Forest"] * 6, [], hands=(["Durkwood Baloth"], []))
    cast(game, "Durkwood Baloth")
    resolve(game)
    assert "haste" not in chars(game, obj(game, "Durkwood Baloth")).keywords


# -- bestow (CR 702.103) ----------------------------------------------------------------------

@plays("Boon Satyr", "keyword.bestow")
def test_702_103b_f_bestowed_aura_then_a_creature_when_unattached():
    game = board(["Forest"] * 5 + ["Grizzly Bears"], ["Swamp"] * 2,
                 hands=(["Boon Satyr"], ["Doom Blade"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Boon Satyr", bears, costs=("bestow",))
    spell = game.state.objects[game.state.stack[-1]]
    assert chars(game, spell.id).types == frozenset({"Enchantment"})
    resolve(game)
    satyr = obj(game, "Boon Satyr")
    found = chars(game, satyr)
    assert found.types == frozenset({"Enchantment"}) and "Aura" in found.subtypes
    assert game.state.objects[satyr].attached_to == bears
    assert (chars(game, bears).power, chars(game, bears).toughness) == (6, 4)
    game = Game.from_json(game.to_json())                    # the bestowed card is saved
    assert chars(game, satyr).types == frozenset({"Enchantment"})
    game.act(Action("pass", 0))
    cast(game, "Doom Blade", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in grave(game) and satyr in game.state.battlefield   # not 704.5m
    found = chars(game, satyr)
    assert {"Enchantment", "Creature"} <= found.types and (found.power, found.toughness) == (4, 2)
    assert game.state.objects[satyr].attached_to is None


@plays("Boon Satyr", "keyword.bestow")
def test_702_103e_illegal_target_it_resolves_as_a_creature():
    game = board(["Forest"] * 5 + ["Grizzly Bears"], ["Swamp"] * 2,
                 hands=(["Boon Satyr"], ["Doom Blade"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Boon Satyr", bears, costs=("bestow",))
    game.act(Action("pass", 0))
    cast(game, "Doom Blade", bears, player=1)
    resolve(game)
    assert "Grizzly Bears" in grave(game) and "Boon Satyr" in names(game)
    found = chars(game, obj(game, "Boon Satyr"))
    assert "Creature" in found.types and found.power == 4


@plays("Boon Satyr", "keyword.bestow")
def test_702_103_a_bestowed_card_is_the_creature_card_in_the_graveyard():
    game = board(["Forest"] * 5 + ["Grizzly Bears"], [], hands=(["Boon Satyr"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Boon Satyr", bears, costs=("bestow",))
    resolve(game)
    events.destroy(game.state, game.state.objects[obj(game, "Boon Satyr")])   # CR 400.7
    card = game.state.objects[game.state.players[0].graveyard[-1]].card
    assert "Creature" in card.types and card.enchant is None


# -- partner with (CR 702.124) ----------------------------------------------------------------

@plays("Blaring Captain", "keyword.partner_with")
def test_702_124_partner_with_target_player_may_fetch_the_partner():
    game = board(["Swamp"] * 4, [], hands=(["Blaring Captain"], []))
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    recruiter = create_object(game.state, card_def("Blaring Recruiter"), 0, "library").id
    cast(game, "Blaring Captain")
    resolve(game)
    if game.decision.kind == "targets":
        game.act(Action("choose", 0, targets=(("player", 0),)))
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 0
    choose(game, "search")
    choose(game, recruiter)
    resolve(game)
    assert "Blaring Recruiter" in [game.state.objects[i].name for i in game.state.players[0].hand]
    assert recruiter not in game.state.players[0].library


# -- entwine (CR 702.42) ----------------------------------------------------------------------

@plays("Barbed Lightning", "keyword.entwine")
def test_702_42a_entwine_every_mode_for_the_additional_cost():
    game = board(["Mountain"] * 5, ["Grizzly Bears"], hands=(["Barbed Lightning"] * 2, []))
    bears = obj(game, "Grizzly Bears")
    hand = game.state.players[0].hand
    both = Action("cast", 0, hand[0], targets=(("object", bears), BOB), mode=(0, 1))
    with pytest.raises(IllegalAction, match="entwine"):
        game.act(both)                                        # all modes: only entwined
    one = Action("cast", 0, hand[0], targets=(("object", bears),), mode=0, costs=("entwine",))
    assert not game.is_legal(one)                             # entwined: every mode
    assert any(a.costs == ("entwine",) and a.mode == (0, 1) for a in game.legal_actions())
    game.act(Action("cast", 0, hand[0], targets=(("object", bears), BOB), mode=(0, 1),
                    costs=("entwine",)))
    assert sum(game.state.objects[i].tapped for i in ids(game, "Mountain")) == 5
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and life(game, 1) == 17


# -- awaken (CR 702.113) ----------------------------------------------------------------------

@plays("Ruinous Path", "keyword.awaken")
def test_702_113a_awaken_the_land_becomes_a_0_0_elemental_with_counters():
    game = board(["Swamp"] * 7, ["Grizzly Bears"], hands=(["Ruinous Path"], []))
    bears, swamp = obj(game, "Grizzly Bears"), obj(game, "Swamp", 6)
    cast(game, "Ruinous Path", bears, swamp, costs=("awaken",))
    assert all(game.state.objects[i].tapped for i in ids(game, "Swamp"))   # {5}{B}{B}
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)
    land = chars(game, swamp)
    assert {"Land", "Creature"} <= land.types and "Elemental" in land.subtypes
    assert (land.power, land.toughness, "haste" in land.keywords) == (4, 4, True)
    path = game.state.objects[game.state.players[0].graveyard[-1]]
    assert len(path.card.spell.modes[0].targets) == 1          # the card again (CR 400.7)


@plays("Ruinous Path", "keyword.awaken")
def test_702_113a_without_awaken_no_land_target():
    game = board(["Swamp"] * 3, ["Grizzly Bears"], hands=(["Ruinous Path"], []))
    bears, swamp = obj(game, "Grizzly Bears"), obj(game, "Swamp")
    with pytest.raises(IllegalAction):
        cast(game, "Ruinous Path", bears, swamp)
    cast(game, "Ruinous Path", bears)
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1) and not chars(game, swamp).is_creature


# -- mentor (CR 702.134) ----------------------------------------------------------------------

@plays("Boros Challenger", "keyword.mentor")
def test_702_134a_mentor_counter_on_an_attacker_with_lesser_power():
    game = board(["Boros Challenger", "Llanowar Elves", "Grizzly Bears"], [])
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    attackers = [obj(game, n) for n in ("Boros Challenger", "Llanowar Elves", "Grizzly Bears")]
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))
    if game.decision.kind == "targets":          # (one legal target: chosen by the engine)
        bears = Action("choose", 0, targets=(("object", attackers[2]),))
        assert not game.is_legal(bears)
        choose_targets(game, attackers[1])
    resolve(game)
    counters = [game.state.objects[a].counters.get("+1/+1", 0) for a in attackers]
    assert counters == [0, 1, 0]                             # not the Bears: power 2, not less


# -- encore (CR 702.141) ----------------------------------------------------------------------

@plays("Mist Dancer", "keyword.encore")
def test_702_141a_encore_token_copy_attacks_with_haste_then_is_sacrificed():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Island"] * 7, [])
    dancer = create_object(game.state, card_def("Mist Dancer"), 0, "graveyard").id
    game.act(Action("activate", 0, dancer, ability=0))
    resolve(game)
    assert dancer not in game.state.players[0].graveyard            # exiled as the cost
    token = obj(game, "Mist Dancer")
    assert game.state.objects[token].card.token and "haste" in chars(game, token).keywords
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    with pytest.raises(IllegalAction, match="if able"):
        game.act(Action("attack", 0, choice=()))                    # CR 508.1d
    game.act(Action("attack", 0, choice=((token, BOB),)))
    next_turn_of(game, 1)
    assert "Mist Dancer" not in names(game)                        # sacrificed at end step


# -- umbra armor (CR 702.89) ------------------------------------------------------------------

@plays("Hyena Umbra", "keyword.umbra_armor")
def test_702_89a_umbra_armor_destroys_the_aura_instead_and_removes_damage():
    game = board(["Plains", "Grizzly Bears"], ["Swamp", "Swamp", "Mountain"],
                 hands=(["Hyena Umbra"], ["Shock", "Doom Blade"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Hyena Umbra", bears)
    resolve(game)
    game.act(Action("pass", 0))
    cast(game, "Shock", bears, player=1)
    resolve(game)
    assert game.state.objects[bears].damage == 2 and bears in game.state.battlefield
    game.act(Action("pass", 0))
    cast(game, "Doom Blade", bears, player=1)
    resolve(game)
    assert bears in game.state.battlefield and game.state.objects[bears].damage == 0
    assert "Hyena Umbra" in grave(game) and chars(game, bears).power == 2


# -- ravenous (CR 702.156) --------------------------------------------------------------------

@plays("Jacked Rabbit", "keyword.ravenous")
def test_702_156a_ravenous_x_counters_and_a_card_if_x_is_5_or_more():
    for x, draws in ((1, 0), (5, 1)):
        game = board(["Plains"] * 7, [], hands=(["Jacked Rabbit"], []), library=5)
        cast(game, "Jacked Rabbit", x=x)
        resolve(game)
        while game.state.stack or game.decision.kind != "priority":
            if game.decision.kind == "priority":
                resolve(game)
            else:
                game.act(game.legal_actions()[0])
        rabbit = game.state.objects[obj(game, "Jacked Rabbit")]
        assert rabbit.counters.get("+1/+1") == x
        assert len(game.state.players[0].hand) == draws


# -- miracle (CR 702.94) ----------------------------------------------------------------------

@plays("Thunderous Wrath", "keyword.miracle")
def test_702_94a_miracle_cast_for_its_cost_as_the_first_draw():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Mountain"], [], step="upkeep")
    wrath = create_object(game.state, card_def("Thunderous Wrath"), 0, "library")
    while game.decision.kind != "cast":
        game.act(Action("pass", game.decision.player))
    card = game.decision.subject
    assert game.state.objects[card].card is wrath.card and game.decision.player == 0
    game.act(Action("cast", 0, card, targets=(BOB,), mode=0, costs=("miracle",)))   # {R}
    resolve(game)
    assert life(game, 1) == 15 and "Thunderous Wrath" in grave(game)


@plays("Thunderous Wrath", "keyword.miracle")
def test_702_94a_miracle_cost_only_from_its_trigger():
    game = board(["Mountain"] * 6, [], hands=(["Thunderous Wrath"], []))
    wrath = game.state.players[0].hand[0]
    with pytest.raises(IllegalAction, match="miracle"):
        game.act(Action("cast", 0, wrath, targets=(BOB,), mode=0, costs=("miracle",)))


# -- flashback and buyback with other costs (CR 702.34a, 702.27a) -----------------------------

@plays("Deep Analysis", "keyword.costed")
def test_702_34a_flashback_cost_with_life():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Island"] * 2, [], library=5)
    analysis = create_object(game.state, card_def("Deep Analysis"), 0, "graveyard").id
    game.act(Action("cast", 0, analysis, targets=(("player", 0),), mode=0,
                    costs=("flashback",)))
    assert life(game, 0) == 17                                   # {1}{U}, Pay 3 life
    resolve(game)
    assert len(game.state.players[0].hand) == 2
    assert "Deep Analysis" not in grave(game)                   # exiled (CR 702.34a)


@plays("Forbid", "keyword.costed")
def test_702_27a_buyback_paid_by_discarding_two_cards():
    game = board(["Island"] * 3, ["Mountain"], hands=(["Forbid", "Wastes", "Wastes"],
                                                       ["Shock"]))
    game.act(Action("pass", 0))
    cast(game, "Shock", ("player", 0), player=1)
    game.act(Action("pass", 1))
    wastes = tuple(i for i in game.state.players[0].hand
                   if game.state.objects[i].name == "Wastes")
    cast(game, "Forbid", game.state.stack[-1], costs=("buyback",) + wastes)
    resolve(game)
    assert life(game, 0) == 20 and "Shock" in grave(game, 1)
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == ["Forbid"]



# -- tribute (CR 702.104) ---------------------------------------------------------------------

@plays("Shrike Harpy", "keyword.tribute")
def test_702_104_tribute_paid_or_not():
    for answer in ("yes", "no"):
        game = board(["Swamp"] * 5, ["Grizzly Bears"], hands=(["Shrike Harpy"], []))
        cast(game, "Shrike Harpy")
        resolve(game)
        assert game.decision.kind == "replacement" and game.decision.player == 1   # the opponent
        choose(game, answer)
        resolve(game)
        harpy = game.state.objects[obj(game, "Shrike Harpy")]
        if answer == "yes":
            assert harpy.counters == {"+1/+1": 2} and "Grizzly Bears" in names(game)
        else:                       # "if tribute wasn't paid, target opponent sacrifices"
            assert not harpy.counters and "Grizzly Bears" in grave(game, 1)


# -- squad (CR 702.157) -----------------------------------------------------------------------

@plays("Galadhrim Brigade", "keyword.squad")
def test_702_157a_squad_a_token_copy_for_each_payment():
    game = board(["Forest"] * 7, [], hands=(["Galadhrim Brigade"], []))
    brigade = game.state.players[0].hand[0]
    counts = {a.costs.count("squad") for a in game.legal_actions()
              if a.kind == "cast" and a.object == brigade}
    assert counts == {0, 1, 2}                        # {2}{G} + {1}{G} per payment, 7 lands
    game.act(Action("cast", 0, brigade, costs=("squad", "squad")))
    assert all(game.state.objects[i].tapped for i in ids(game, "Forest"))
    resolve(game)
    made = ids(game, "Galadhrim Brigade")
    assert len(made) == 3 and sum(game.state.objects[i].card.token for i in made) == 2


# -- replicate (CR 702.56) --------------------------------------------------------------------

@plays("Pyromatics", "keyword.replicate")
def test_702_56a_replicate_a_copy_for_each_payment():
    game = board(["Mountain"] * 6, ["Grizzly Bears"], hands=(["Pyromatics"], []))
    cast(game, "Pyromatics", BOB, costs=("replicate", "replicate"))
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))   # 3 x {1}{R}
    while game.state.stack:
        if game.decision.kind == "new_targets":              # each copy keeps Bob
            game.act(Action("choose", game.decision.player, targets=(BOB,)))
        elif game.decision.kind == "priority":
            game.act(Action("pass", game.decision.player))
        else:
            game.act(game.legal_actions()[0])
    assert life(game, 1) == 17


# -- conspire (CR 702.78) ---------------------------------------------------------------------

@plays("Burn Trail", "keyword.conspire")
def test_702_78a_conspire_tap_two_creatures_sharing_a_color_to_copy():
    game = board(["Mountain"] * 4 + ["Raging Goblin", "Raging Goblin", "Grizzly Bears"], [],
                 hands=(["Burn Trail"], []))
    goblins, bears = ids(game, "Raging Goblin"), obj(game, "Grizzly Bears")
    trail = game.state.players[0].hand[0]
    green = Action("cast", 0, trail, targets=(BOB,), mode=0,
                   costs=("conspire", goblins[0], bears))
    assert not game.is_legal(green)                          # the Bears isn't red
    game.act(Action("cast", 0, trail, targets=(BOB,), mode=0, costs=("conspire", *goblins)))
    assert all(game.state.objects[g].tapped for g in goblins)
    while game.state.stack:
        if game.decision.kind == "new_targets":
            game.act(Action("choose", game.decision.player, targets=(BOB,)))
        else:
            game.act(Action("pass", game.decision.player))
    assert life(game, 1) == 14                               # the spell and its copy


# -- champion (CR 702.72) ---------------------------------------------------------------------

@plays("Wren's Run Packmaster", "keyword.champion")
def test_702_72a_champion_exiles_an_elf_until_it_leaves():
    game = board(["Forest"] * 4 + ["Llanowar Elves"], ["Swamp"] * 2,
                 hands=(["Wren's Run Packmaster"], ["Doom Blade"]))
    elves = obj(game, "Llanowar Elves")
    cast(game, "Wren's Run Packmaster")
    resolve(game)
    assert game.decision.kind == "choose" and elves in game.decision.options
    choose(game, elves)
    resolve(game)
    assert "Llanowar Elves" not in names(game) and "Wren's Run Packmaster" in names(game)
    game.act(Action("pass", 0))
    cast(game, "Doom Blade", obj(game, "Wren's Run Packmaster"), player=1)
    resolve(game)
    assert "Llanowar Elves" in names(game)                   # it returns (CR 702.72a)


@plays("Wren's Run Packmaster", "keyword.champion")
def test_702_72a_champion_sacrificed_without_an_elf():
    game = board(["Forest"] * 4, [], hands=(["Wren's Run Packmaster"], []))
    cast(game, "Wren's Run Packmaster")
    resolve(game)
    if game.decision.kind == "choose":
        choose(game, "no")
        resolve(game)
    assert "Wren's Run Packmaster" in grave(game)


@plays("Mistbind Clique", "keyword.champion", "trigger.championed")
def test_702_72c_mistbind_clique_taps_a_players_lands_when_a_faerie_is_championed():
    game = board(["Island"] * 4 + ["Faerie Miscreant"], ["Mountain", "Mountain"],
                 hands=(["Mistbind Clique"], []))
    faerie = obj(game, "Faerie Miscreant")
    cast(game, "Mistbind Clique")
    resolve(game)
    choose(game, faerie)                                     # championed: it's a Faerie
    while game.decision.kind != "priority":
        if game.decision.kind == "targets":
            game.act(Action("choose", 0, targets=(BOB,)))
        else:
            game.act(game.legal_actions()[0])
    resolve(game)
    assert "Faerie Miscreant" not in names(game)
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))


def test_702_72c_no_faerie_championed_no_trigger():
    game = board(["Island"] * 4, ["Mountain"], hands=(["Mistbind Clique"], []))
    cast(game, "Mistbind Clique")
    resolve(game)
    if game.decision.kind == "choose":
        choose(game, "no")                                   # sacrificed instead
        resolve(game)
    assert "Mistbind Clique" in grave(game)
    assert not game.state.objects[ids(game, "Mountain")[0]].tapped


# -- ward in a keyword list (CR 702.21a) ------------------------------------------------------

@plays("Marauding Sphinx", "keyword.ward_list", "keyword.list")
def test_702_21a_ward_as_one_keyword_of_a_list():
    game = board(["Marauding Sphinx"], ["Mountain"], hands=([], ["Shock"]))
    sphinx = obj(game, "Marauding Sphinx")
    assert {"flying", "vigilance"} <= chars(game, sphinx).keywords
    game.act(Action("pass", 0))
    cast(game, "Shock", sphinx, player=1)
    resolve(game)                                            # Bob can't pay {2}
    assert "Shock" in grave(game, 1) and game.state.objects[sphinx].damage == 0


# -- emerge (CR 702.119) ----------------------------------------------------------------------

@plays("Wretched Gryff", "keyword.emerge")
def test_702_119a_emerge_sacrifice_reduces_the_cost_by_its_mana_value():
    game = board(["Island"] * 4 + ["Grizzly Bears"], [], hands=(["Wretched Gryff"], []),
                 library=5)
    bears, gryff = obj(game, "Grizzly Bears"), game.state.players[0].hand[0]
    emerged = Action("cast", 0, gryff, costs=("emerge", bears))     # {5}{U} - 2
    assert emerged in game.legal_actions()
    game.act(emerged)
    assert "Grizzly Bears" in grave(game)
    assert all(game.state.objects[i].tapped for i in ids(game, "Island"))
    resolve(game)
    assert "Wretched Gryff" in names(game)
    assert len(game.state.players[0].hand) == 1                     # its cast trigger drew


@plays("Wretched Gryff", "keyword.emerge")
def test_702_119a_emerge_not_affordable_without_a_big_enough_creature():
    game = board(["Island"] * 4 + ["Savannah Lions"], [], hands=(["Wretched Gryff"], []))
    gryff, lions = game.state.players[0].hand[0], obj(game, "Savannah Lions")
    assert not game.is_legal(Action("cast", 0, gryff, costs=("emerge", lions)))   # {5}{U}-1
    assert not any(a.object == gryff for a in game.legal_actions())


# -- partner abilities that only build Commander decks (CR 702.124a) --------------------------

@plays("Wilson, Refined Grizzly", "keyword.partner_variant")
def test_702_124a_choose_a_background_does_nothing_in_a_game():
    game = board(["Forest"] * 2, [], hands=(["Wilson, Refined Grizzly"], []))
    cast(game, "Wilson, Refined Grizzly")
    resolve(game)
    wilson = chars(game, obj(game, "Wilson, Refined Grizzly"))
    assert wilson.keywords == {"vigilance", "reach", "trample"} and len(wilson.triggered) == 1


@plays("Joel, Resolute Survivor", "keyword.partner_variant")
def test_702_124a_a_named_partner_does_nothing_in_a_game():
    game = board(["Forest"] * 3 + ["Swamp"] * 2, [], hands=(["Joel, Resolute Survivor"], []))
    cast(game, "Joel, Resolute Survivor")
    resolve(game)
    joel = chars(game, obj(game, "Joel, Resolute Survivor"))
    assert joel.keywords == {"menace"} and len(joel.triggered) == 1
    assert not joel.activated and not joel.static


# -- recover (CR 702.59) ----------------------------------------------------------------------

@plays("Sun's Bounty", "keyword.recover")
def test_702_59a_recover_pay_to_return_it_or_exile_it():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    for answer, where in (("yes", "hand"), ("no", "exile")):
        game = board(["Plains"] * 2 + ["Grizzly Bears"], ["Swamp", "Swamp"],
                     hands=([], ["Doom Blade"]))
        create_object(game.state, card_def("Sun's Bounty"), 0, "graveyard")
        game.act(Action("pass", 0))
        cast(game, "Doom Blade", obj(game, "Grizzly Bears"), player=1)
        resolve(game)
        assert game.decision.kind == "yes_no" and game.decision.player == 0
        choose(game, answer)
        resolve(game)
        zone = [game.state.objects[i].name for i in game.state.players[0].zone(where)]
        assert "Sun's Bounty" in zone and "Sun's Bounty" not in grave(game)


# -- level up and leveler cards (CR 702.87, 711) ----------------------------------------------

@plays("Student of Warfare", "keyword.level_up", "keyword.level")
def test_711_2_level_striations_apply_with_their_level_counters():
    game = board(["Student of Warfare"] + ["Plains"] * 3, [])
    student = obj(game, "Student of Warfare")
    activate(game, student)                                  # Level up {W}
    resolve(game)
    found = chars(game, student)                             # one counter: CR 711.5
    assert game.state.objects[student].counters == {"level": 1}
    assert (found.power, found.toughness, "first strike" in found.keywords) == (1, 1, False)
    activate(game, student)
    resolve(game)
    found = chars(game, student)                             # LEVEL 2-6: 3/3 first strike
    assert (found.power, found.toughness, "first strike" in found.keywords) == (3, 3, True)
    game.state.objects[student].counters["level"] = 7
    game.state.changed()
    found = chars(game, student)                             # LEVEL 7+: 4/4 double strike
    assert (found.power, found.toughness) == (4, 4) and "double strike" in found.keywords
    assert "first strike" not in found.keywords


# -- Class cards (CR 716) ---------------------------------------------------------------------

@plays("Wizard Class", "keyword.class_level", "keyword.becomes_level")
def test_716_2_class_levels_in_order_and_their_abilities():
    game = board(["Island"] * 9 + ["Grizzly Bears"], [], hands=(["Wizard Class"], []),
                 library=10)
    cast(game, "Wizard Class")
    resolve(game)
    wizard = obj(game, "Wizard Class")
    level_3 = Action("activate", 0, wizard, ability=1)
    assert not game.is_legal(level_3)                        # level 2 first (CR 716.2)
    activate(game, wizard, index=0)                          # {2}{U}: Level 2
    resolve(game)
    assert len(game.state.players[0].hand) == 2              # "becomes level 2": draw two
    assert not game.is_legal(Action("activate", 0, wizard, ability=0))
    activate(game, wizard, index=1)                          # {4}{U}: Level 3
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert not game.state.objects[bears].counters
    next_turn_of(game, 0)                                    # Alice's draw: the level 3 trigger
    assert game.state.objects[bears].counters == {"+1/+1": 1}


# -- escalate (CR 702.120) --------------------------------------------------------------------

@plays("Borrowed Hostility", "keyword.escalate")
def test_702_120a_escalate_cost_for_each_mode_beyond_the_first():
    game = board(["Mountain"] * 4 + ["Grizzly Bears"], [], hands=(["Borrowed Hostility"], []))
    bears, card = obj(game, "Grizzly Bears"), game.state.players[0].hand[0]
    both = ((("object", bears), ("object", bears)), (0, 1))
    assert not game.is_legal(Action("cast", 0, card, targets=both[0], mode=both[1]))
    assert not game.is_legal(Action("cast", 0, card, targets=(("object", bears),), mode=0,
                                    costs=("escalate",)))
    game.act(Action("cast", 0, card, targets=both[0], mode=both[1], costs=("escalate",)))
    assert all(game.state.objects[i].tapped for i in ids(game, "Mountain"))   # {R} + {3}
    resolve(game)
    found = chars(game, bears)
    assert found.power == 5 and "first strike" in found.keywords


@plays("Heliod's Emissary", "keyword.bestow", "keyword.or_enchanted")
def test_702_103_this_creature_or_enchanted_creature_attacks():
    game = board(["Plains"] * 7 + ["Grizzly Bears"], ["Llanowar Elves"],
                 hands=(["Heliod's Emissary"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    cast(game, "Heliod's Emissary", bears, costs=("bestow",))
    resolve(game)
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, BOB),)))   # the enchanted creature attacks
    if game.decision.kind == "targets":
        choose_targets(game, elves)
    resolve(game)
    assert game.state.objects[elves].tapped


# -- exploit (CR 702.110) ---------------------------------------------------------------------

@plays("Sidisi's Faithful", "keyword.exploit", "keyword.exploits")
def test_702_110_exploit_sacrifice_itself_and_its_exploits_ability_triggers():
    game = board(["Island"] * 3, ["Grizzly Bears"], hands=(["Sidisi's Faithful"], []))
    cast(game, "Sidisi's Faithful")
    resolve(game)
    faithful = obj(game, "Sidisi's Faithful")
    assert game.decision.kind == "choose" and faithful in game.decision.options
    choose(game, faithful)                                   # it may sacrifice itself
    if game.decision.kind == "targets":
        choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Sidisi's Faithful" in grave(game)
    assert [game.state.objects[i].name for i in game.state.players[1].hand] == ["Grizzly Bears"]


@plays("Sidisi's Faithful", "keyword.exploit")
def test_702_110a_exploit_is_optional():
    game = board(["Island"] * 3, ["Grizzly Bears"], hands=(["Sidisi's Faithful"], []))
    cast(game, "Sidisi's Faithful")
    resolve(game)
    choose(game, "no")
    resolve(game)
    assert "Sidisi's Faithful" in names(game) and "Grizzly Bears" in names(game)


# -- saddle (CR 702.171) ----------------------------------------------------------------------

@plays("Quilled Charger", "keyword.saddle", "keyword.saddled")
def test_702_171_saddle_then_attacks_while_saddled():
    game = board(["Quilled Charger", "Grizzly Bears", "Llanowar Elves"], [])
    charger, bears, elves = (obj(game, n) for n in
                             ("Quilled Charger", "Grizzly Bears", "Llanowar Elves"))
    with pytest.raises(IllegalAction):
        activate(game, charger, costs=(elves,))              # power 1: not 2 or more
    activate(game, charger, costs=(bears,))
    assert game.state.objects[bears].tapped
    resolve(game)
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((charger, BOB),)))
    resolve(game)
    found = chars(game, charger)
    assert (found.power, found.toughness, "menace" in found.keywords) == (5, 5, True)


@plays("Quilled Charger", "keyword.saddled")
def test_702_171b_not_saddled_no_trigger():
    game = board(["Quilled Charger"], [], step="declare attackers")
    charger = obj(game, "Quilled Charger")
    game.act(Action("attack", 0, choice=((charger, BOB),)))
    resolve(game)
    assert chars(game, charger).power == 4 and not game.state.stack


# -- ascend and the city's blessing (CR 702.131) ----------------------------------------------

@plays("Skymarcher Aspirant", "keyword.ascend", "keyword.city_blessing")
def test_702_131b_ascend_ten_permanents_give_the_blessing_for_the_game():
    game = board(["Skymarcher Aspirant"] + ["Plains"] * 8, ["Swamp"] * 2,
                 hands=(["Plains"], ["Doom Blade"]))
    aspirant = obj(game, "Skymarcher Aspirant")
    assert "flying" not in chars(game, aspirant).keywords     # nine permanents
    game.act("play Plains")                                   # the tenth
    assert "flying" in chars(game, aspirant).keywords and game.state.players[0].blessed
    game.act(Action("pass", 0))
    cast(game, "Doom Blade", aspirant, player=1)
    resolve(game)
    assert game.state.players[0].blessed                      # for the rest of the game
    game = Game.from_json(game.to_json())
    assert game.state.players[0].blessed and not game.state.players[1].blessed


# -- multikicker (CR 702.33c-d) ---------------------------------------------------------------

@plays("Gnarlid Pack", "keyword.multikicker")
def test_702_33c_multikicker_a_counter_for_each_time_it_was_kicked():
    game = board(["Forest"] * 7, [], hands=(["Gnarlid Pack"], []))
    pack = game.state.players[0].hand[0]
    kicks = {a.costs.count("multikicker") for a in game.legal_actions()
             if a.kind == "cast" and a.object == pack}
    assert kicks == {0, 1, 2}                                 # {1}{G}{G} + {1}{G} each
    game.act(Action("cast", 0, pack, costs=("multikicker", "multikicker")))
    resolve(game)
    assert game.state.objects[obj(game, "Gnarlid Pack")].counters == {"+1/+1": 2}


# -- cleave (CR 702.148) ----------------------------------------------------------------------

@plays("Fierce Retribution", "keyword.cleave")
def test_702_148a_cleave_removes_the_bracketed_words():
    game = board(["Plains"] * 6, ["Grizzly Bears"], hands=(["Fierce Retribution"], []))
    bears = obj(game, "Grizzly Bears")
    with pytest.raises(IllegalAction):
        cast(game, "Fierce Retribution", bears)              # "target attacking creature"
    cast(game, "Fierce Retribution", bears, costs=("cleave",))   # "target creature"
    resolve(game)
    assert "Grizzly Bears" in grave(game, 1)
    card = game.state.objects[game.state.players[0].graveyard[-1]].card
    assert "attacking" in card.spell.modes[0].targets[0].text      # the card again


# -- melee (CR 702.121) -----------------------------------------------------------------------

@plays("Wings of the Guard", "keyword.melee")
def test_702_121a_melee_for_each_opponent_attacked():
    game = board(["Wings of the Guard"], [], step="declare attackers")
    wings = obj(game, "Wings of the Guard")
    before = chars(game, wings).power
    game.act(Action("attack", 0, choice=((wings, BOB),)))
    resolve(game)
    assert chars(game, wings).power == before + 1


# -- support (CR 701.35) ----------------------------------------------------------------------

@plays("Saddleback Lagac", "keyword.support")
def test_701_35_support_counters_on_up_to_n_other_creatures():
    game = board(["Forest"] * 4 + ["Grizzly Bears", "Llanowar Elves"], [],
                 hands=(["Saddleback Lagac"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    cast(game, "Saddleback Lagac")
    resolve(game)
    lagac = obj(game, "Saddleback Lagac")
    assert game.decision.kind == "targets"
    assert not game.is_legal(Action("choose", 0, targets=(("object", lagac),
                                                           ("object", bears))))   # "other"
    choose_targets(game, bears, elves)
    resolve(game)
    assert [game.state.objects[i].counters for i in (bears, elves, lagac)] == [
        {"+1/+1": 1}, {"+1/+1": 1}, {}]


@plays("Vicious Offering", "keyword.costed")
def test_702_33a_kicker_paid_by_sacrificing_a_creature():
    game = board(["Swamp"] * 2 + ["Llanowar Elves"], ["Serra Angel"],
                 hands=(["Vicious Offering"], []))
    elves, angel = obj(game, "Llanowar Elves"), obj(game, "Serra Angel")
    cast(game, "Vicious Offering", angel, costs=("kicker", elves))   # -5/-5 when kicked
    assert "Llanowar Elves" in grave(game)
    resolve(game)
    assert "Serra Angel" in grave(game, 1)


# -- haunt (CR 702.55) -------------------------------------------------------------------------

def _exiled(game: Game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].exile]


@plays("Blind Hunter", "keyword.haunt", "trigger.haunted")
def test_702_55a_haunt_a_creature_dies_and_haunts_a_creature_until_it_dies():
    game = board(["Blind Hunter", "Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Shock", "Shock"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Shock", obj(game, "Blind Hunter"))
    resolve(game)                                    # its haunt ability (CR 702.55a): the
    assert _exiled(game) == ["Blind Hunter"] and "Blind Hunter" not in grave(game)  # bears
    cast(game, "Shock", bears)
    resolve(game)                                    # the creature it haunts dies (702.55c)
    choose_targets(game, BOB)
    resolve(game)
    assert life(game, 1) == 18 and life(game, 0) == 22
    assert _exiled(game) == ["Blind Hunter"]


@plays("Blind Hunter", "keyword.haunt", "trigger.haunted")
def test_702_55b_only_the_creature_it_haunts_dying_triggers_it():
    game = board(["Blind Hunter", "Mountain", "Mountain"], ["Grizzly Bears", "Llanowar Elves"],
                 hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Blind Hunter"))
    resolve(game)
    choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Shock", obj(game, "Llanowar Elves"))
    resolve(game)
    assert not game.state.stack and life(game, 1) == 20 and life(game, 0) == 20


@plays("Cry of Contrition", "keyword.haunt", "trigger.haunted", "graveyard.card_trigger")
def test_702_55a_haunt_on_a_sorcery_after_it_resolves():
    game = board(["Swamp", "Mountain"], ["Grizzly Bears"],
                 hands=(["Cry of Contrition", "Shock"], ["Opt", "Duress"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Cry of Contrition", BOB)
    resolve(game)
    game.act(Action("choose", 1, choice=(game.state.players[1].hand[0],)))
    resolve(game)                 # put into a graveyard as it resolved: haunts the bears
    assert _exiled(game) == ["Cry of Contrition"] and grave(game) == []
    cast(game, "Shock", bears)
    resolve(game)
    choose_targets(game, BOB)
    resolve(game)                                    # Bob discards his last card
    assert sorted(grave(game, 1)) == ["Duress", "Grizzly Bears", "Opt"]


@plays("Cry of Contrition", "keyword.haunt")
def test_702_55a_a_countered_haunt_spell_does_not_haunt():
    game = board(["Swamp"], ["Grizzly Bears", "Island", "Island"],
                 hands=(["Cry of Contrition"], ["Counterspell"]))
    cast(game, "Cry of Contrition", BOB)
    game.act(Action("pass", 0))
    cast(game, "Counterspell", game.state.stack[-1], player=1)
    resolve(game)
    assert grave(game) == ["Cry of Contrition"] and not game.state.stack


# -- epic (CR 702.50) --------------------------------------------------------------------------

def _snakes(game: Game) -> int:
    return len(ids(game, "Snake"))


def _to_upkeep_of(game: Game, player: int) -> None:
    """Pass on to `player`'s next upkeep, its triggers on the stack."""
    for _ in range(80):
        if game.state.step == "upkeep" and game.state.active == player and game.state.stack:
            return
        d = game.decision
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        elif d.kind in ("attackers", "blockers"):
            game.act(Action("attack" if d.kind == "attackers" else "block", d.player,
                            choice=()))
        else:
            game.act(game.legal_actions()[0])
    raise AssertionError("never reached that upkeep")


@plays("Endless Swarm", "keyword.epic")
def test_702_50a_epic_no_more_spells_and_a_copy_each_upkeep():
    game = board(["Forest"] * 8, [], hands=(["Endless Swarm", "Grizzly Bears", "Giant Growth"],
                                            []))
    cast(game, "Endless Swarm")
    resolve(game)
    assert _snakes(game) == 2                         # two cards in hand
    assert not any(a.kind == "cast" for a in game.legal_actions())     # CR 702.50b
    with pytest.raises(IllegalAction):
        cast(game, "Giant Growth", obj(game, "Snake"))
    _to_upkeep_of(game, 0)
    assert _snakes(game) == 2
    resolve(game)                                     # the copy (CR 707.10): not cast
    assert _snakes(game) == 4 and grave(game) == ["Endless Swarm"]
    assert not game.state.stack and len(game.state.delayed) == 1      # the copy has no epic
    _to_upkeep_of(game, 0)                            # each of your upkeeps
    resolve(game)
    assert _snakes(game) == 4 + 3                     # the turn's draw made three cards
    assert not any(a.kind == "cast" for a in game.legal_actions())


# -- gravestorm (CR 702.69) --------------------------------------------------------------------

@plays("Ominous Harvest", "keyword.gravestorm")
def test_702_69a_gravestorm_copies_for_each_permanent_put_into_a_graveyard():
    game = board(["Mountain", "Plains", "Swamp", "Swamp", "Swamp", "Llanowar Elves"],
                 ["Grizzly Bears"],
                 hands=(["Shock", "Swords to Plowshares", "Ominous Harvest"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)                                    # put into a graveyard: counts
    cast(game, "Swords to Plowshares", obj(game, "Llanowar Elves"))
    resolve(game)                                    # exiled: doesn't
    cast(game, "Ominous Harvest", BOB)
    assert len(game.state.stack) == 2                # the spell and its gravestorm trigger
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "new_targets":      # the copy keeps its target (707.10c)
            game.act(next(a for a in game.legal_actions() if a.targets == (BOB,)))
        else:
            game.act(Action("pass", game.decision.player))
    assert life(game, 1) == 20 - 2 and len(hand(game, 1)) == 2


# -- storm on a permanent spell (CR 702.40a, 608.3f) -------------------------------------------

@plays("Stormscale Wurm", "keyword.storm", "keyword.storm_permanent")
def test_608_3f_a_storm_copy_of_a_creature_spell_becomes_a_token():
    game = board(["Forest"] * 6 + ["Mountain"], [], hands=(["Shock", "Stormscale Wurm"], []))
    cast(game, "Shock", BOB)
    resolve(game)
    cast(game, "Stormscale Wurm")
    resolve(game)
    wurms = ids(game, "Stormscale Wurm")
    assert len(wurms) == 2
    tokens = [w for w in wurms if game.state.objects[w].card.token]
    assert len(tokens) == 1 and not game.state.objects[tokens[0]].is_copy
    assert all(chars(game, w).power == 7 for w in wurms)        # each the other's Wurm
    assert game.state.objects[tokens[0]].owner == 0 and grave(game) == ["Shock"]


@plays("Krosan Adaptation", "keyword.storm", "keyword.storm_permanent")
def test_702_40a_a_storm_copy_of_an_aura_spell_may_enchant_another_creature():
    game = board(["Forest", "Mountain", "Grizzly Bears", "Llanowar Elves"], [],
                 hands=(["Shock", "Krosan Adaptation"], []))
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    cast(game, "Shock", BOB)
    resolve(game)
    cast(game, "Krosan Adaptation", bears)
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "new_targets":      # CR 707.10c
            game.act(next(a for a in game.legal_actions() if a.targets == (("object", elves),)))
        else:
            game.act(Action("pass", game.decision.player))
    auras = ids(game, "Krosan Adaptation")
    hosts = {game.state.objects[a].attached_to: game.state.objects[a].card.token for a in auras}
    assert hosts == {bears: False, elves: True}
    assert chars(game, elves).power == 2 and "vigilance" in chars(game, elves).keywords


# -- "you may <act on a target>. If you do, it assigns no combat damage" (CR 118.12, 510.1) ----

def _unblocked(game: Game, attacker: int) -> None:
    game.act(Action("attack", 0, choice=((attacker, BOB),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=()))
    while game.decision.kind == "priority" and not game.state.stack:
        game.act(Action("pass", game.decision.player))


def _to_end_step(game: Game) -> None:
    while game.state.step != "end":
        game.act(Action("pass", game.decision.player))


@plays("Farrel's Zealot", "condition.if_you_do", "condition.if_you_chose")
@pytest.mark.parametrize("yes", [True, False])
def test_118_12_if_you_chose_to_deal_damage_it_assigns_no_combat_damage(yes: bool):
    game = board(["Farrel's Zealot"], ["Grizzly Bears"], step="declare attackers")
    _unblocked(game, obj(game, "Farrel's Zealot"))
    choose_targets(game, obj(game, "Grizzly Bears"))
    resolve(game)
    choose(game, "yes" if yes else "no")                              # CR 603.5
    _to_end_step(game)
    assert ("Grizzly Bears" in grave(game, 1)) == yes
    assert life(game, 1) == (20 if yes else 18)                        # CR 510.1


@plays("Laccolith Grunt", "condition.if_you_do", "condition.if_you_chose")
def test_510_1c_a_blocked_laccolith_deals_its_power_instead_of_combat_damage():
    game = board(["Laccolith Grunt"], ["Hill Giant", "Grizzly Bears"], step="declare attackers")
    grunt, giant, bears = obj(game, "Laccolith Grunt"), obj(game, "Hill Giant"), \
        obj(game, "Grizzly Bears")
    game.act(Action("attack", 0, choice=((grunt, BOB),)))
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=((giant, grunt),)))
    while game.decision.kind != "targets":
        game.act(Action("pass", game.decision.player))
    choose_targets(game, bears)
    resolve(game)
    choose(game, "yes")
    _to_end_step(game)
    assert "Grizzly Bears" in grave(game, 1) and "Laccolith Grunt" in grave(game)
    assert game.state.objects[giant].damage == 0                      # CR 510.1c


@plays("Kukemssa Pirates", "condition.if_you_do", "condition.if_you_chose")
def test_118_12_if_you_chose_to_gain_control_it_assigns_no_combat_damage():
    game = board(["Kukemssa Pirates"], ["Ornithopter"], step="declare attackers")
    _unblocked(game, obj(game, "Kukemssa Pirates"))
    resolve(game)
    choose(game, "yes")
    _to_end_step(game)
    assert chars(game, obj(game, "Ornithopter")).controller == 0 and life(game, 1) == 20


@plays("Carrion Rats", "condition.any_player_may")
@pytest.mark.parametrize("yes", [True, False])
def test_101_4_any_player_may_exile_a_card_from_their_graveyard_to_stop_its_damage(yes: bool):
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Carrion Rats"], [], step="declare attackers")
    create_object(game.state, card_def("Shock"), 1, "graveyard")
    game.act(Action("attack", 0, choice=((obj(game, "Carrion Rats"), BOB),)))
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 1   # only Bob can
    choose(game, "yes" if yes else "no")
    assert grave(game, 1) == ([] if yes else ["Shock"])
    assert _exiled(game, 1) == (["Shock"] if yes else [])
    _to_end_step(game)
    assert life(game, 1) == (20 if yes else 18)                        # CR 510.1a


@plays("Benediction of Moons", "keyword.haunt", "trigger.haunted", "quantity.players")
def test_702_55c_benediction_of_moons_gains_for_each_player_then_haunts():
    game = board(["Plains", "Mountain"], ["Grizzly Bears"],
                 hands=(["Benediction of Moons", "Shock"], []))
    cast(game, "Benediction of Moons")
    resolve(game)                                    # two players (CR 102.1); haunts the bears
    assert life(game, 0) == 22 and _exiled(game) == ["Benediction of Moons"]
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    assert life(game, 0) == 24
