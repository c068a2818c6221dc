"""Play tests for constructs the corpus decks needed (issue 17, artifacts and lands): the
AFR manlands ("If you control two or more other lands, this land enters tapped.", CR
614.1c; "becomes a 3/3 black Beholder creature with menace and "Whenever this creature
attacks, ..."", CR 613.1d-f, 506.2), Urza's Saga (a Saga granting itself abilities, CR
714, 613.1f; "an artifact card with mana cost {0} or {1}", CR 202.1) and Emry."""

import pytest
from boards import add_mana, board, ids
from test_oracle_play import (
    BOB,
    activate,
    chars,
    choose,
    choose_targets,
    grave,
    in_hand,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import IllegalAction
from tolaria.cards.registry import card_def
from tolaria.data.actions import Action
from tolaria.rules.zones import create_object


def _in_graveyard(game, name: str, player: int = 0) -> int:
    return create_object(game.state, card_def(name), player, "graveyard").id


def _play(game, name: str) -> int:
    game.act(Action("play", 0, in_hand(game, name)))
    return obj(game, name)                       # the new object on the battlefield (400.7)


# -- If you control two or more other lands, this land enters tapped (CR 614.1c) -------------

@plays("Hive of the Eye Tyrant", "condition.enters_tapped_if")
def test_614_1c_hive_enters_untapped_with_one_other_land_and_tapped_with_two():
    game = board(["Swamp"], [], hands=(["Hive of the Eye Tyrant"], []))
    hive = _play(game, "Hive of the Eye Tyrant")
    assert not game.state.objects[hive].tapped               # one other land: no replacement
    game = board(["Swamp", "Swamp"], [], hands=(["Hive of the Eye Tyrant"], []))
    hive = _play(game, "Hive of the Eye Tyrant")
    assert game.state.objects[hive].tapped                   # two others (CR 614.1c)


@plays("Den of the Bugbear", "condition.enters_tapped_if")
def test_614_1c_den_counts_only_lands_you_control():
    game = board(["Mountain"], ["Mountain", "Mountain"], hands=(["Den of the Bugbear"], []))
    den = _play(game, "Den of the Bugbear")
    assert not game.state.objects[den].tapped                # Bob's lands don't count


# -- manlands: a keyword and a quoted triggered ability (CR 613.1f, 506.2) --------------------

def _animate(game, name: str, mana: str) -> int:
    """Activate the manland's "becomes" ability at the beginning of combat, paid from the
    pool (so the land itself stays untapped), and go to the declaration of attackers."""
    land = obj(game, name)
    add_mana(game, mana)
    activate(game, land, index=1)
    resolve(game)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))
    assert game.decision.kind == "attackers"
    return land


@plays("Hive of the Eye Tyrant", "animation.becomes", "static.granted",
       "phrase.graveyard_card")
def test_613_1f_506_2_hive_becomes_a_menace_beholder_that_exiles_from_defenders_graveyard():
    game = board(["Hive of the Eye Tyrant"], [], step="beginning of combat")
    _in_graveyard(game, "Lightning Bolt", 0)
    bears = _in_graveyard(game, "Grizzly Bears", 1)
    _in_graveyard(game, "Shock", 1)
    hive = _animate(game, "Hive of the Eye Tyrant", "{3}{B}")
    now = chars(game, hive)
    assert now.types == {"Land", "Creature"} and "Beholder" in now.subtypes
    assert now.colors == {"B"} and (now.power, now.toughness) == (3, 3)
    assert now.has("menace")
    game.act(Action("attack", 0, choice=((hive, BOB),)))
    assert game.decision.kind == "targets"
    choose_targets(game, bears)
    resolve(game)
    assert grave(game, 0) == ["Lightning Bolt"] and grave(game, 1) == ["Shock"]
    assert [game.state.objects[i].name for i in game.state.players[1].exile] == ["Grizzly Bears"]


def test_115_1_506_2_hive_cant_target_a_card_in_its_controllers_graveyard():
    game = board(["Hive of the Eye Tyrant"], [], step="beginning of combat")
    mine = _in_graveyard(game, "Lightning Bolt", 0)
    theirs = (_in_graveyard(game, "Grizzly Bears", 1), _in_graveyard(game, "Shock", 1))
    hive = _animate(game, "Hive of the Eye Tyrant", "{3}{B}")
    game.act(Action("attack", 0, choice=((hive, BOB),)))
    offered = {ref for option in game.decision.options for ref in option}
    assert offered == {("object", theirs[0]), ("object", theirs[1])}
    with pytest.raises(IllegalAction):
        choose_targets(game, mine)


@plays("Den of the Bugbear", "animation.becomes", "static.granted", "tokens.attacking")
def test_613_1f_508_4_den_of_the_bugbear_makes_a_goblin_tapped_and_attacking():
    game = board(["Den of the Bugbear"], [], step="beginning of combat")
    den = _animate(game, "Den of the Bugbear", "{3}{R}")
    assert (chars(game, den).power, chars(game, den).toughness) == (3, 2)
    assert chars(game, den).colors == {"R"}
    game.act(Action("attack", 0, choice=((den, BOB),)))
    resolve(game)
    goblins = [i for i in ids(game, "Goblin") if i != den]
    assert len(goblins) == 1 and game.state.objects[goblins[0]].tapped
    assert game.state.objects[goblins[0]].attacking is not None


# -- Urza's Saga: a Saga granting itself abilities; mana cost {0} or {1} (CR 714, 202.1) -----

def _next_main(game) -> None:
    """On to Alice's next precombat main phase, where her Sagas get a lore counter
    (CR 714.3b)."""
    while True:
        to_step(game, "upkeep")
        to_step(game, "precombat main")
        if game.state.active == 0:
            return


def _saga_at(game, chapter: int) -> int:
    """Play Urza's Saga and go on until chapter `chapter` has triggered and resolved."""
    game.act(Action("play", 0, in_hand(game, "Urza's Saga")))
    saga = obj(game, "Urza's Saga")
    resolve(game)                                          # chapter I (CR 714.3a, 714.2b)
    for _ in range(chapter - 1):
        _next_main(game)
        resolve(game)
    return saga


@plays("Urza's Saga", "granted.self_gains_quoted", "static.granted")
def test_714_2b_611_2a_urzas_saga_chapter_one_gains_a_mana_ability():
    game = board([], [], hands=(["Urza's Saga"], []))
    saga = _saga_at(game, 1)
    assert game.state.objects[saga].counters == {"lore": 1}
    assert [a.text for a in chars(game, saga).activated] == ["{T}: Add {C}."]
    activate(game, saga, index=0)                          # a mana ability (CR 605.1a)
    assert game.state.objects[saga].tapped
    assert game.state.players[0].pool.total() == 1


@plays("Urza's Saga", "granted.self_gains_quoted", "static.granted")
def test_613_1f_urzas_saga_chapter_two_makes_constructs_that_count_artifacts():
    game = board(["Ornithopter"], [], hands=(["Urza's Saga"], []))
    saga = _saga_at(game, 2)
    assert game.state.objects[saga].counters == {"lore": 2}
    assert len(chars(game, saga).activated) == 2           # it keeps chapter I's ability
    add_mana(game, "{2}")
    activate(game, saga, index=1)
    resolve(game)
    construct = ids(game, "Construct")
    assert len(construct) == 1
    now = chars(game, construct[0])
    assert "Artifact" in now.types and (now.power, now.toughness) == (2, 2)   # itself + 1
    assert ids(game, "Urza's Saga")                        # 2 of 3 chapters: not sacrificed


@plays("Urza's Saga", "phrase.with_mana_cost")
def test_202_1b_714_4_urzas_saga_finds_a_card_with_mana_cost_0_or_1_then_is_sacrificed():
    game = board([], [], hands=(["Urza's Saga"], []))
    saga = _saga_at(game, 2)
    _next_main(game)
    assert game.state.objects[saga].counters == {"lore": 3}      # chapter III triggered
    found = {name: create_object(game.state, card_def(name), 0, "library").id for name in (
        "Ornithopter", "Sol Ring", "Memnite", "Darksteel Citadel", "Mind Stone")}
    resolve(game)
    d = game.decision
    assert d.kind == "choose"
    # Darksteel Citadel has no mana cost (mana value 0, CR 202.1b); Mind Stone's is {2}
    assert set(d.options) == {found["Ornithopter"], found["Sol Ring"], found["Memnite"],
                              "nothing"}
    choose(game, found["Sol Ring"])
    resolve(game)
    assert ids(game, "Sol Ring")
    assert not ids(game, "Urza's Saga") and "Urza's Saga" in grave(game, 0)   # CR 714.4


# -- Emry: "You may cast that card this turn." for a card in a graveyard (CR 601.3) ---------

def _casts(game, oid: int) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "cast" and a.object == oid]


@plays("Emry, Lurker of the Loch", "graveyard.may_cast_chosen", "target.choose")
def test_601_3_emry_lets_its_controller_cast_the_chosen_artifact_card_from_the_graveyard():
    game = board(["Emry, Lurker of the Loch", "Island"], [])
    ring = _in_graveyard(game, "Sol Ring")
    stone = _in_graveyard(game, "Mind Stone")
    assert not _casts(game, ring)                     # no permission yet (CR 601.3)
    activate(game, obj(game, "Emry, Lurker of the Loch"), ring)
    resolve(game)
    assert _casts(game, ring) and not _casts(game, stone)   # only the chosen card
    game.act(_casts(game, ring)[0])                   # its mana cost is paid (the Island)
    resolve(game)
    assert ids(game, "Sol Ring") and grave(game, 0) == ["Mind Stone"]
    assert game.state.objects[obj(game, "Island")].tapped


def test_601_3_611_2a_emrys_permission_ends_with_the_turn_and_keeps_timing():
    game = board(["Emry, Lurker of the Loch", "Island", "Island"], [])
    ring = _in_graveyard(game, "Sol Ring")
    activate(game, obj(game, "Emry, Lurker of the Loch"), ring)
    resolve(game)
    to_step(game, "end")                              # still this turn; an artifact:
    assert not _casts(game, ring)                     # main phase only (CR 301.1)
    to_step(game, "upkeep")                           # Bob's turn: the permission is gone
    to_step(game, "precombat main")
    to_step(game, "upkeep")
    to_step(game, "precombat main")
    assert game.state.active == 0 and not _casts(game, ring)


# -- the Hammer deck: "loses flying", "Equipment you control have equip {0}" (613.1f) -------

def _attached_to(game, equipment: int) -> int | None:
    return game.state.objects[equipment].attached_to


@plays("Colossus Hammer", "static.attached_loses")
def test_613_1f_colossus_hammer_gives_plus_ten_and_takes_flying_away():
    game = board(["Colossus Hammer", "Serra Angel"], [])
    hammer, angel = obj(game, "Colossus Hammer"), obj(game, "Serra Angel")
    add_mana(game, "{8}")
    activate(game, hammer, angel)                     # equip {8} (CR 702.6a)
    resolve(game)
    assert _attached_to(game, hammer) == angel
    now = chars(game, angel)
    assert (now.power, now.toughness) == (14, 14)
    assert not now.has("flying") and now.has("vigilance")     # only flying is lost


@plays("Tightening Coils", "static.attached_loses")
def test_613_1f_tightening_coils_shrinks_and_grounds_enchanted_creature():
    game = board(["Island"] * 2, ["Serra Angel"], hands=(["Tightening Coils"], []))
    add_mana(game, "{1}{U}")
    game.act(Action("cast", 0, in_hand(game, "Tightening Coils"),
                    targets=(("object", obj(game, "Serra Angel")),)))
    resolve(game)
    now = chars(game, obj(game, "Serra Angel"))
    assert (now.power, now.toughness) == (-2, 4) and not now.has("flying")


@plays("Puresteel Paladin", "static.has_equip", "condition.static_suffix")
def test_702_6d_puresteel_paladin_gives_equip_0_with_three_artifacts():
    game = board(["Puresteel Paladin", "Colossus Hammer", "Ornithopter", "Memnite"], [])
    hammer, paladin = obj(game, "Colossus Hammer"), obj(game, "Puresteel Paladin")
    equips = [a for a in chars(game, hammer).activated if a.keyword == "equip"]
    assert sorted(str(a.cost.mana) for a in equips) == ["{0}", "{8}"]   # both (702.6d)
    activate(game, hammer, paladin, index=1)          # equip {0}: nothing to pay
    resolve(game)
    assert _attached_to(game, hammer) == paladin
    assert chars(game, paladin).power == 12


def test_702_6d_puresteel_paladin_metalcraft_off_with_two_artifacts():
    game = board(["Puresteel Paladin", "Colossus Hammer", "Ornithopter"], [])
    equips = [a for a in chars(game, obj(game, "Colossus Hammer")).activated
              if a.keyword == "equip"]
    assert len(equips) == 1                           # the Hammer's own equip {8} only


@plays("Sigarda's Aid", "static.flash_for", "effect.attach")
def test_702_8a_701_3_sigardas_aid_flashes_in_an_equipment_and_attaches_it():
    game = board(["Sigarda's Aid", "Serra Angel", "Grizzly Bears"] + ["Plains"] * 4, [],
                 hands=(["Colossus Hammer", "Sol Ring"], []))
    to_step(game, "upkeep")                           # Bob's turn
    assert game.state.active == 1
    game.act(Action("pass", 1))                       # Alice gets priority
    assert game.decision.player == 0
    casts = {a.object for a in game.legal_actions() if a.kind == "cast"}
    assert in_hand(game, "Colossus Hammer") in casts  # as though it had flash (CR 702.8a)
    assert in_hand(game, "Sol Ring") not in casts     # not an Aura or Equipment
    game.act(Action("cast", 0, in_hand(game, "Colossus Hammer")))
    resolve(game)                                     # the Hammer enters; the trigger
    angel = obj(game, "Serra Angel")
    assert game.decision.kind == "targets"            # two creatures: Alice chooses
    choose_targets(game, angel)
    resolve(game)
    assert game.decision.kind == "yes_no"             # "you may" (CR 603.5)
    choose(game, "yes")
    assert _attached_to(game, obj(game, "Colossus Hammer")) == angel
    assert chars(game, angel).power == 14             # without paying equip {8}


@plays("Shadowspear", "effect.group_loses")
def test_702_11e_shadowspear_opponents_permanents_lose_hexproof_from_and_indestructible():
    game = board(["Shadowspear", "Slippery Bogle"],
                 ["Gladecover Scout", "Darksteel Myr", "Sporeweb Weaver"])
    assert chars(game, obj(game, "Sporeweb Weaver")).has("hexproof from blue")
    add_mana(game, "{1}")
    activate(game, obj(game, "Shadowspear"))
    resolve(game)
    assert not chars(game, obj(game, "Gladecover Scout")).has("hexproof")
    assert not chars(game, obj(game, "Darksteel Myr")).has("indestructible")
    weaver = chars(game, obj(game, "Sporeweb Weaver"))
    assert not weaver.has("hexproof from blue") and weaver.has("reach")    # CR 702.11e
    assert chars(game, obj(game, "Slippery Bogle")).has("hexproof")        # Alice's own
    to_step(game, "upkeep")                                  # "until end of turn" (514.2)
    assert chars(game, obj(game, "Gladecover Scout")).has("hexproof")
