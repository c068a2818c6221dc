"""Manifest (CR 701.34) read from Oracle text and played: cards put onto the battlefield
face down as 2/2 creatures (CR 708), turned face up for their mana cost."""

from __future__ import annotations

import json

import pytest
from boards import add_mana, board, ids
from test_notation import _round_trip
from test_oracle_play import BOB, activate, cast, chars, grave, life, plays, resolve

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.data.vocabulary import MANIFESTED
from tolaria.rules.zones import create_object


def on_top(game: Game, name: str, player: int = 0) -> None:
    create_object(game.state, card_def(name), player, "library")
    game.state.changed()


def manifested(game: Game, player: int = 0) -> list[int]:
    state = game.state
    return [i for i in state.battlefield if state.objects[i].face_down == MANIFESTED
            and state.objects[i].controller == player]


def log_text(game: Game) -> str:
    return "\n".join(str(e) for e in game.log)


def summoned(top: str, lands: int = 2) -> Game:
    """Alice has cast and resolved Soul Summons with `top` on top of her library."""
    game = board(["Plains"] * lands, [], hands=(["Soul Summons"], []))
    on_top(game, top)
    cast(game, "Soul Summons")
    resolve(game)
    return game


@plays("Soul Summons", "keyword.manifest")
def test_701_34a_soul_summons_manifests_a_nameless_colorless_2_2():
    game = summoned("Craw Wurm")
    [wurm] = manifested(game)
    c = chars(game, wurm)
    assert (c.name, c.power, c.toughness) == ("", 2, 2)
    assert c.types == {"Creature"} and not c.colors and not c.subtypes and c.mana_value == 0
    assert game.state.objects[wurm].card.name == "Craw Wurm"
    assert "Craw Wurm" not in log_text(game)                                  # CR 708.5


def test_708_5_only_the_manifesting_player_sees_the_card():
    game = summoned("Craw Wurm")
    assert "Craw Wurm" in json.dumps(game.view(0)["players"][0]["battlefield"])
    theirs = json.dumps(game.view(1))
    assert "Craw Wurm" not in theirs and "face-down creature" in theirs


def test_701_34b_a_manifested_creature_card_turns_face_up_for_its_mana_cost():
    game = summoned("Craw Wurm")
    [wurm] = manifested(game)
    assert not any(a.kind == "turn_face_up" for a in game.legal_actions())   # can't pay yet
    with pytest.raises(IllegalAction, match="701.34b"):
        game.act("turn face up Craw Wurm")
    add_mana(game, "{4}{G}{G}")
    turn = [a for a in game.legal_actions() if a.kind == "turn_face_up"]
    assert [game.notation(a) for a in turn] == [
        "turn face up face-down creature for its mana cost"]
    _round_trip(game)
    game.act("turn face up Craw Wurm")                  # a special action (CR 116.2b)
    c = chars(game, wurm)
    assert not game.state.objects[wurm].face_down and (c.name, c.power) == ("Craw Wurm", 6)
    assert not game.state.stack and game.state.players[0].pool.total() == 0
    assert "turns face-down creature face up: it is Craw Wurm" in log_text(game)


def test_701_34b_a_manifested_instant_can_t_be_turned_face_up():
    game = summoned("Lightning Bolt")
    [bolt] = manifested(game)
    add_mana(game, "{R}{R}{R}")
    assert not any(a.kind == "turn_face_up" for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="isn't a creature card"):
        game.act("turn face up Lightning Bolt for its mana cost")
    assert game.state.objects[bolt].face_down


def test_701_34c_a_manifested_morph_card_turns_up_either_way():
    game = summoned("Exalted Angel")
    [angel] = manifested(game)
    add_mana(game, "{2}{W}{W}")                          # its morph cost, not its mana cost
    assert [game.notation(a) for a in game.legal_actions() if a.kind == "turn_face_up"] == [
        "turn face up face-down creature"]
    add_mana(game, "{W}{W}")
    _round_trip(game)
    game.act("turn face up Exalted Angel")                                # CR 702.37e
    assert chars(game, angel).name == "Exalted Angel"
    assert game.state.players[0].pool.total() == 2


def test_708_9_a_manifested_card_is_revealed_as_it_leaves():
    game = board(["Plains"] * 2, ["Swamp"] * 2, hands=(["Soul Summons"], ["Doom Blade"]))
    on_top(game, "Lightning Bolt")
    cast(game, "Soul Summons")
    resolve(game)
    [bolt] = manifested(game)
    game.act("pass")
    game.act(game.parse("cast Doom Blade targeting face-down creature", "Bob"))
    resolve(game)
    assert "Lightning Bolt" in grave(game) and not manifested(game)
    assert "revealed: it is Lightning Bolt" in log_text(game)
    assert bolt not in game.state.battlefield


@plays("Reality Shift", "keyword.manifest")
def test_701_34a_reality_shift_its_controller_manifests():
    game = board(["Island"] * 2, ["Grizzly Bears"], hands=(["Reality Shift"], []))
    on_top(game, "Serra Angel", player=1)
    game.act("cast Reality Shift targeting Grizzly Bears")
    resolve(game)
    assert not ids(game, "Grizzly Bears") and not manifested(game, 0)
    [angel] = manifested(game, 1)                       # Bob's, under his control
    assert game.state.objects[angel].card.name == "Serra Angel"
    assert "Serra Angel" not in json.dumps(game.view(0))
    assert "Serra Angel" in json.dumps(game.view(1))


@plays("Fierce Invocation", "keyword.manifest")
def test_701_34a_fierce_invocation_puts_counters_on_the_manifested_card():
    game = board(["Mountain"] * 5, [], hands=(["Fierce Invocation"], []))
    on_top(game, "Lightning Bolt")
    cast(game, "Fierce Invocation")
    resolve(game)
    [it] = manifested(game)
    assert game.state.objects[it].counters == {"+1/+1": 2}
    assert (chars(game, it).power, chars(game, it).toughness) == (4, 4)


@plays("Ethereal Ambush", "keyword.manifest")
def test_701_34e_ethereal_ambush_manifests_two_one_at_a_time():
    game = board(["Island"] * 2 + ["Forest"] * 3, [], hands=(["Ethereal Ambush"], []))
    on_top(game, "Grizzly Bears")
    on_top(game, "Lightning Bolt")
    cast(game, "Ethereal Ambush")
    resolve(game)
    found = manifested(game)
    assert sorted(game.state.objects[i].card.name for i in found) == [
        "Grizzly Bears", "Lightning Bolt"]
    assert len({game.state.objects[i].timestamp for i in found}) == 2


@plays("Mastery of the Unseen", "keyword.manifest")
def test_701_34b_mastery_manifests_and_gains_life_as_one_turns_face_up():
    game = board(["Plains"] * 6, [], hands=([], []))
    create_object(game.state, card_def("Mastery of the Unseen"), 0, "battlefield")
    on_top(game, "Grizzly Bears")
    game.state.changed()
    activate(game, ids(game, "Mastery of the Unseen")[0])
    resolve(game)
    assert len(manifested(game)) == 1
    add_mana(game, "{1}{G}")
    game.act("turn face up Grizzly Bears")
    resolve(game)
    assert life(game, 0) == 21 and ids(game, "Grizzly Bears")          # one creature
    assert life(game, 1) == 20 and BOB


@plays("Scroll of Fate", "keyword.manifest_from_hand")
def test_701_34a_scroll_of_fate_manifests_the_card_chosen_from_the_hand():
    game = board(["Scroll of Fate"], [], hands=(["Craw Wurm", "Lightning Bolt"], []))
    activate(game, ids(game, "Scroll of Fate")[0])
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 0
    assert "Craw Wurm" not in json.dumps(game.view(1))
    _round_trip(game)
    game.act("choose Craw Wurm")
    [wurm] = manifested(game)
    assert game.state.objects[wurm].card.name == "Craw Wurm"
    assert [game.state.objects[i].name for i in game.state.players[0].hand] == [
        "Lightning Bolt"]
    assert "Craw Wurm" not in log_text(game) and "Craw Wurm" not in json.dumps(game.view(1))


@plays("Write into Being", "keyword.manifest_looked")
def test_701_34a_write_into_being_manifests_one_and_puts_the_other_on_the_bottom():
    game = board(["Island"] * 3, [], hands=(["Write into Being"], []))
    on_top(game, "Lightning Bolt")
    on_top(game, "Craw Wurm")                                      # the top card
    cast(game, "Write into Being")
    resolve(game)
    assert game.decision.kind == "choose"
    assert "Craw Wurm" not in json.dumps(game.view(1))
    _round_trip(game)
    game.act("choose Lightning Bolt")
    _round_trip(game)
    assert "Craw Wurm" not in json.dumps(game.view(1))
    game.act("choose bottom")
    [bolt] = manifested(game)
    library = game.state.players[0].library
    assert game.state.objects[bolt].card.name == "Lightning Bolt"
    assert game.state.objects[library[0]].name == "Craw Wurm"              # the bottom
    assert "Lightning Bolt" not in log_text(game) and "Craw Wurm" not in log_text(game)


@plays("Ghastly Conscription", "keyword.manifest_pile")
def test_701_34e_ghastly_conscription_manifests_the_creature_cards_of_a_graveyard():
    game = board(["Swamp"] * 7, [], hands=(["Ghastly Conscription"], []))
    for name in ("Grizzly Bears", "Craw Wurm", "Lightning Bolt"):
        create_object(game.state, card_def(name), 1, "graveyard")
    game.act("cast Ghastly Conscription targeting Bob")
    resolve(game)
    found = manifested(game)                              # Alice's, Bob's cards
    assert sorted(game.state.objects[i].card.name for i in found) == [
        "Craw Wurm", "Grizzly Bears"]
    assert all(game.state.objects[i].owner == 1 for i in found)
    assert grave(game, 1) == ["Lightning Bolt"]
    theirs = json.dumps(game.view(1)["players"][0]["battlefield"])
    assert "Craw Wurm" not in theirs and "Grizzly Bears" not in theirs
    add_mana(game, "{4}{G}{G}")
    game.act("turn face up Craw Wurm")                   # CR 701.34b: Alice may look at it
    assert ids(game, "Craw Wurm") and game.state.objects[ids(game, "Craw Wurm")[0]].owner == 1


@plays("Jeskai Infiltrator", "keyword.manifest_pile")
def test_701_34e_jeskai_infiltrator_exiles_itself_and_the_top_card_then_manifests_both():
    game = board(["Jeskai Infiltrator"], [], step="declare attackers")
    on_top(game, "Craw Wurm")
    game.act("attack with Jeskai Infiltrator")
    while game.state.step != "end of combat" and game.decision.kind == "priority":
        game.act("pass")
    assert life(game, 1) == 18
    found = manifested(game)
    assert sorted(game.state.objects[i].card.name for i in found) == [
        "Craw Wurm", "Jeskai Infiltrator"]
    assert "Craw Wurm" not in log_text(game)                                 # CR 401.2
    assert "Craw Wurm" not in json.dumps(game.view(1))


@plays("Cloudform", "keyword.manifest_aura")
def test_701_34a_cloudform_becomes_an_aura_on_the_card_it_manifests():
    game = board(["Island"] * 3, [], hands=(["Cloudform"], []))
    on_top(game, "Craw Wurm")
    cast(game, "Cloudform")
    resolve(game)
    [wurm] = manifested(game)
    cloudform = ids(game, "Cloudform")[0]
    assert game.state.objects[cloudform].attached_to == wurm
    assert "Aura" in chars(game, cloudform).subtypes                     # CR 205.1b
    assert {"flying", "hexproof"} <= chars(game, wurm).keywords
    assert chars(game, wurm).power == 2


def test_704_5m_cloudform_with_nothing_to_manifest_goes_to_the_graveyard():
    game = board(["Island"] * 3, [], hands=(["Cloudform"], []), library=0)
    cast(game, "Cloudform")
    resolve(game)
    assert not manifested(game) and not ids(game, "Cloudform")
    assert grave(game) == ["Cloudform"]


@plays("Orochi Soul-Reaver", "keyword.manifest")
def test_701_34a_orochi_manifests_the_top_card_of_the_damaged_player_s_library():
    game = board(["Orochi Soul-Reaver"], [], step="declare attackers")
    on_top(game, "Craw Wurm", player=1)
    game.act("attack with Orochi Soul-Reaver")
    while game.state.step != "end of combat" and game.decision.kind == "priority":
        game.act("pass")
    assert life(game, 1) == 15 and ids(game, "Treasure")
    [wurm] = manifested(game)                               # Alice's, Bob's card
    assert game.state.objects[wurm].card.name == "Craw Wurm"
    assert game.state.objects[wurm].owner == 1
    assert "Craw Wurm" not in json.dumps(game.view(1))                       # CR 708.5


def test_701_34c_a_manifested_megamorph_card_turned_up_for_its_mana_cost_gets_no_counter():
    game = summoned("Ojutai Interceptor")
    [it] = manifested(game)
    add_mana(game, "{3}{U}")
    game.act("turn face up face-down creature for its mana cost")              # 701.34b
    assert chars(game, it).name == "Ojutai Interceptor" and not game.state.objects[it].counters


def test_701_34a_a_manifested_permanent_survives_save_and_load():
    game = summoned("Craw Wurm")
    loaded = Game.from_json(game.to_json())
    assert loaded.to_json() == game.to_json()
    assert [loaded.state.objects[i].face_down for i in manifested(loaded)] == [MANIFESTED]


def test_708_3_a_manifested_card_s_enters_abilities_neither_trigger_nor_apply():
    game = summoned("Mulldrifter")
    resolve(game)
    assert len(game.state.players[0].hand) == 0                  # no "draw two cards"
    add_mana(game, "{4}{U}")
    game.act("turn face up face-down creature")
    resolve(game)
    assert ids(game, "Mulldrifter") and len(game.state.players[0].hand) == 0   # CR 708.8
    game = summoned("Selesnya Guildgate")
    [gate] = manifested(game)
    assert not game.state.objects[gate].tapped                  # not "enters tapped"
    assert not any(a.kind == "turn_face_up" for a in game.legal_actions())   # a land card


@plays("Sultai Emissary", "keyword.manifest")
def test_701_34a_sultai_emissary_manifests_when_it_dies():
    game = board(["Sultai Emissary"], ["Mountain"], hands=([], ["Lightning Bolt"]))
    on_top(game, "Craw Wurm")
    game.act("pass")
    game.act(game.parse("cast Lightning Bolt targeting Sultai Emissary", "Bob"))
    resolve(game)
    assert "Sultai Emissary" in grave(game)
    [wurm] = manifested(game)
    assert game.state.objects[wurm].card.name == "Craw Wurm"


@plays("Kozilek, the Broken Reality", "keyword.manifest_from_hand",
       "quantity.manifested_this_way")
def test_608_2c_kozilek_draws_a_card_for_each_card_manifested_from_the_hands():
    game = board(["Wastes"] * 9, [], hands=(
        ["Kozilek, the Broken Reality", "Craw Wurm", "Lightning Bolt", "Island"],
        ["Grizzly Bears"]))
    game.act("cast Kozilek, the Broken Reality")
    game.act("choose Alice, Bob")                          # up to two target players
    resolve(game)
    assert game.decision.kind == "choose" and game.decision.player == 0
    _round_trip(game)
    game.act("choose Craw Wurm")
    game.act("choose Island")
    resolve(game)                                   # Bob's only card needs no choice
    mine, theirs = manifested(game, 0), manifested(game, 1)
    assert sorted(game.state.objects[i].card.name for i in mine) == ["Craw Wurm", "Island"]
    assert [game.state.objects[i].card.name for i in theirs] == ["Grizzly Bears"]
    assert sorted(game.state.objects[i].name for i in game.state.players[0].hand) == [
        "Lightning Bolt", "Wastes", "Wastes", "Wastes"]              # drew three
    assert "Craw Wurm" not in json.dumps(game.view(1))
    assert "Grizzly Bears" not in json.dumps(game.view(0))


@plays("Temur War Shaman", "keyword.manifest", "trigger.if_event_creature")
def test_603_4_temur_war_shaman_has_the_creature_turned_face_up_fight():
    game = board(["Temur War Shaman", "Plains", "Plains"] + ["Forest"] * 6, ["Grizzly Bears"],
                 hands=(["Soul Summons"], []))
    on_top(game, "Craw Wurm")
    cast(game, "Soul Summons")
    resolve(game)
    [wurm] = manifested(game)
    game.act("turn face up Craw Wurm")
    while game.decision.kind != "priority" or game.state.stack:
        if game.decision.kind == "priority":
            game.act("pass")
        elif game.decision.kind == "targets":
            game.act("choose Grizzly Bears")
        else:
            game.act("choose yes")
    assert not ids(game, "Grizzly Bears") and game.state.objects[wurm].damage == 2


@plays("Salt Road Ambushers", "trigger.if_event_creature")
def test_603_4_salt_road_ambushers_counters_on_the_creature_turned_face_up():
    game = board(["Salt Road Ambushers", "Plains", "Plains"] + ["Forest"] * 6, [],
                 hands=(["Soul Summons"], []))
    on_top(game, "Craw Wurm")
    cast(game, "Soul Summons")
    resolve(game)
    [wurm] = manifested(game)
    game.act("turn face up Craw Wurm")
    resolve(game)
    assert game.state.objects[wurm].counters == {"+1/+1": 2}
    assert chars(game, wurm).power == 8
