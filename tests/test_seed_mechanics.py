"""The keyword mechanics the seed documents name, under the modern rules (CR 702, 708).

Landcycling and typecycling (702.29), madness (702.35), morph and face-down objects
(702.37, 708), amplify (702.38), modular (702.43), ninjutsu (702.49), exalted (702.83),
infect (702.90), landwalk of every kind (702.14), snow and Phyrexian mana (107.4).
"""

from __future__ import annotations

import json

import pytest
from boards import board, ids

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.layers import characteristics
from tolaria.rules.zones import create_object


def names(game: Game, player: int, zone: str) -> list[str]:
    return sorted(game.state.objects[i].name for i in game.state.players[player].zone(zone))


def pass_until_stack_empty(game: Game) -> None:
    while game.state.stack and game.decision.kind == "priority":
        game.act("pass")


def put_in_library(game: Game, name: str, player: int = 0) -> None:
    create_object(game.state, card_def(name), player, "library", top=False)
    game.state.changed()


def log_text(game: Game) -> str:
    return "\n".join(str(e) for e in game.log)


# -- cycling (CR 702.29) ---------------------------------------------------------------------

def test_702_29e_swampcycling_finds_a_swamp_and_discards_the_card():
    game = board(["Plains", "Plains"], [], hands=(["Twisted Abomination"], ()), library=3)
    put_in_library(game, "Swamp")
    game.act("activate Twisted Abomination for swampcycling")
    assert names(game, 0, "graveyard") == ["Twisted Abomination"]        # discarded as a cost
    assert all(game.state.objects[i].tapped for i in ids(game, "Plains"))   # {2} paid
    pass_until_stack_empty(game)
    assert game.decision.kind == "choose"                               # the search
    game.act("choose Swamp")
    assert names(game, 0, "hand") == ["Swamp"]
    assert "reveals Swamp" in log_text(game) and "shuffles their library" in log_text(game)


def test_701_19b_a_search_may_find_nothing():
    game = board(["Plains", "Plains"], [], hands=(["Twisted Abomination"], ()), library=3)
    put_in_library(game, "Swamp")
    game.act("activate Twisted Abomination for swampcycling")
    pass_until_stack_empty(game)
    game.act("choose nothing")
    assert names(game, 0, "hand") == [] and len(game.state.players[0].library) == 4


def test_702_29a_cycling_works_only_from_the_hand():
    game = board(["Twisted Abomination", "Swamp", "Swamp", "Swamp"], [], library=3)
    texts = [game.notation(a) for a in game.legal_actions()]
    assert "activate Twisted Abomination" in texts                       # {B}: Regenerate
    assert not any("swampcycling" in t for t in texts)
    with pytest.raises(IllegalAction, match="702.29a"):
        game.act("activate Twisted Abomination:2")
    game.act("activate Twisted Abomination")
    pass_until_stack_empty(game)
    assert game.state.shields                                            # a regeneration shield


def test_702_29c_cycling_trigger_searches_before_the_draw():
    game = board(["Forest", "Forest", "Forest"], [], hands=(["Krosan Tusker"], ()), library=3)
    put_in_library(game, "Forest")
    game.act("activate Krosan Tusker for cycling")
    stack = [game.state.objects[i] for i in game.state.stack]
    assert [getattr(o.ability, "event", "") for o in stack] == ["", "cycled"]  # bottom first
    game.act("pass")
    game.act("pass")
    game.act("choose yes")                                               # "you may search"
    game.act("choose Forest")
    pass_until_stack_empty(game)
    assert names(game, 0, "hand") == ["Forest", "Wastes"]                # searched, then drew


# -- madness (CR 702.35) -----------------------------------------------------------------------

def mongrel_and_temper() -> Game:
    return board(["Wild Mongrel", "Mountain"], [], hands=(["Fiery Temper", "Forest"], ()),
                 library=3)


def test_702_35a_discarded_madness_card_is_exiled_and_may_be_cast_for_its_madness_cost():
    game = mongrel_and_temper()
    game.act("activate Wild Mongrel discarding Fiery Temper")
    assert names(game, 0, "exile") == ["Fiery Temper"]                   # not the graveyard
    game.act("pass")
    game.act("pass")                                                     # the trigger resolves
    assert game.decision.kind == "cast"
    game.act("cast Fiery Temper for madness targeting Bob")              # {R}, not {1}{R}{R}
    assert game.state.objects[ids(game, "Mountain")[0]].tapped
    pass_until_stack_empty(game)
    game.act("choose red")                                               # Wild Mongrel's colour
    assert game.state.players[1].life == 17
    assert names(game, 0, "graveyard") == ["Fiery Temper"]
    mongrel = game.state.objects[ids(game, "Wild Mongrel")[0]]
    chars = characteristics(game.state, mongrel)
    assert (chars.power, chars.colors) == (3, frozenset("R"))


def test_702_35a_declining_madness_puts_the_card_into_the_graveyard():
    game = mongrel_and_temper()
    game.act("activate Wild Mongrel discarding Fiery Temper")
    game.act("pass")
    game.act("pass")
    game.act("choose no")
    assert names(game, 0, "graveyard") == ["Fiery Temper"] and names(game, 0, "exile") == []
    assert game.state.players[1].life == 20


def test_616_1_madness_with_rest_in_peace_keeps_the_option_to_cast():
    game = board(["Wild Mongrel", "Mountain", "Rest in Peace"], [],
                 hands=(["Fiery Temper"], ()), library=3)
    game.act("activate Wild Mongrel discarding Fiery Temper")
    game.act("pass")
    game.act("pass")
    assert game.decision.kind == "cast"
    game.act("choose no")                                     # "put into the graveyard" ...
    assert names(game, 0, "exile") == ["Fiery Temper"]       # ... is exiled by Rest in Peace


def test_702_35a_madness_cost_only_as_the_trigger_resolves():
    game = board(["Mountain"], [], hands=(["Fiery Temper"], ()), library=3)
    assert not any("madness" in game.notation(a) for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="702.35a"):
        game.act("cast Fiery Temper for madness targeting Bob")


def test_702_35a_madness_applies_to_a_cleanup_discard_too():
    game = board([], [], hands=(["Fiery Temper"] + ["Forest"] * 7, ()), step="cleanup",
                 library=3)
    game.act("choose Fiery Temper")
    assert names(game, 0, "exile") == ["Fiery Temper"]
    assert game.decision.kind == "priority"                              # CR 514.3a


# -- morph and face-down objects (CR 702.37, 708) ----------------------------------------------

def face_down_angel(lands: int = 7) -> Game:
    game = board(["Plains"] * lands, ["Grizzly Bears"], hands=(["Exalted Angel"], ()),
                 library=3)
    game.act("cast Exalted Angel for morph")
    return game


def test_702_37c_cast_face_down_for_three_as_a_nameless_2_2():
    game = face_down_angel()
    spell = game.state.objects[game.state.stack[-1]]
    chars = characteristics(game.state, spell)
    assert spell.face_down and chars.name == "" and (chars.power, chars.toughness) == (2, 2)
    assert chars.types == {"Creature"} and not chars.colors and chars.mana_value == 0
    assert sum(game.state.objects[i].tapped for i in ids(game, "Plains")) == 3
    assert "casts a face-down creature spell" in log_text(game)
    pass_until_stack_empty(game)
    permanent = game.state.objects[game.state.battlefield[-1]]
    assert permanent.face_down and characteristics(game.state, permanent).power == 2


def test_708_5_nobody_else_sees_what_a_face_down_creature_is():
    game = face_down_angel()
    pass_until_stack_empty(game)
    assert "Exalted Angel" not in log_text(game)
    assert "Exalted Angel" not in json.dumps(game.view(1))
    assert "Exalted Angel" in json.dumps(game.view(0)["players"][0]["battlefield"])


def test_702_37e_turning_face_up_is_a_special_action_paying_the_morph_cost():
    game = face_down_angel()
    pass_until_stack_empty(game)
    stack_before = list(game.state.stack)
    game.act("turn face up Exalted Angel")                  # its controller knows its name
    angel = game.state.objects[game.state.battlefield[-1]]
    chars = characteristics(game.state, angel)
    assert not angel.face_down and (chars.name, chars.power, chars.toughness) == (
        "Exalted Angel", 4, 5)
    assert "flying" in chars.keywords and game.state.stack == stack_before   # no stack
    assert game.decision.kind == "priority" and game.decision.player == 0     # CR 116.2b


def test_116_2b_turn_face_up_by_alias_and_when_it_cant_be_paid():
    game = face_down_angel(lands=4)
    pass_until_stack_empty(game)
    assert not any(a.kind == "turn_face_up" for a in game.legal_actions())
    with pytest.raises(IllegalAction, match="702.37e"):
        game.act("turn face up face-down creature")
    with pytest.raises(IllegalAction):
        game.act("turn face up Grizzly Bears")


def test_708_8_turned_face_up_in_combat_its_abilities_work_at_once():
    game = face_down_angel()
    pass_until_stack_empty(game)
    angel = game.state.battlefield[-1]
    game.state.objects[angel].since = 0                                  # not sick any more
    game.state.changed()
    while game.state.step != "declare attackers":
        game.act("pass")
    game.act("attack with face-down creature")
    game.act("turn face up face-down creature")
    while game.state.step != "combat damage" or game.state.stack:
        game.act(game.legal_actions()[0] if game.decision.kind != "priority" else "pass")
    assert game.state.players[1].life == 16
    assert game.state.players[0].life == 24            # "you gain that much life"


def test_708_2_a_face_down_akroma_can_be_countered_but_not_face_up():
    game = board(["Mountain"] * 8, ["Island", "Island"], hands=(
        ["Akroma, Angel of Fury"], ["Counterspell"]), library=3)
    game.act("cast Akroma, Angel of Fury")
    game.act("pass")
    game.act("cast Counterspell targeting Akroma, Angel of Fury")
    pass_until_stack_empty(game)
    assert ids(game, "Akroma, Angel of Fury")                            # can't be countered
    game = board(["Mountain"] * 3, ["Island", "Island"], hands=(
        ["Akroma, Angel of Fury"], ["Counterspell"]), library=3)
    game.act("cast Akroma, Angel of Fury for morph")
    game.act("pass")
    game.act("cast Counterspell targeting face-down spell")
    pass_until_stack_empty(game)
    assert names(game, 0, "graveyard") == ["Akroma, Angel of Fury"]
    assert "revealed: it is Akroma, Angel of Fury" in log_text(game)     # CR 708.9


def test_708_face_down_survives_save_and_load():
    game = face_down_angel()
    pass_until_stack_empty(game)
    loaded = Game.from_json(game.to_json())
    assert loaded.to_json() == game.to_json()
    assert loaded.state.objects[loaded.state.battlefield[-1]].face_down


# -- ninjutsu (CR 702.49) ----------------------------------------------------------------------

def attacking_bears(blocker: list[str] | None = None) -> Game:
    game = board(["Island", "Island", "Grizzly Bears"], blocker or [],
                 hands=(["Ninja of the Deep Hours"], ()), step="declare attackers", library=3)
    game.act("attack with Grizzly Bears")
    return game


def test_702_49a_ninjutsu_swaps_an_unblocked_attacker_for_the_ninja():
    game = attacking_bears()
    assert not any("ninjutsu" in game.notation(a) for a in game.legal_actions())  # no blocks yet
    game.act("pass")
    game.act("pass")
    assert game.state.step == "declare blockers"
    game.act("activate Ninja of the Deep Hours for ninjutsu")
    assert names(game, 0, "hand") == ["Grizzly Bears", "Ninja of the Deep Hours"]
    pass_until_stack_empty(game)
    ninja = game.state.objects[ids(game, "Ninja of the Deep Hours")[0]]
    assert ninja.tapped and ninja.attacking == ("player", 1) and not ninja.blocked
    game.act("pass")
    game.act("pass")                                     # combat damage; the trigger
    game.act("pass")
    game.act("pass")
    game.act("choose yes")                                               # "you may draw"
    assert game.state.players[1].life == 18
    assert "Wastes" in names(game, 0, "hand")


def test_702_49c_a_blocked_attacker_cant_be_returned():
    game = attacking_bears(["Grizzly Bears"])
    game.act("pass")
    game.act("pass")
    game.act("block Grizzly Bears with Grizzly Bears")
    with pytest.raises(IllegalAction, match="702.49c"):
        game.act("activate Ninja of the Deep Hours for ninjutsu")


# -- modular (CR 702.43) -----------------------------------------------------------------------

def test_702_43a_modular_moves_its_counters_when_it_dies():
    game = board(["Mountain"] * 3, [], hands=(["Arcbound Worker"] * 2 + ["Shock"], ()),
                 library=3)
    for _ in range(2):
        game.act("cast Arcbound Worker")
        pass_until_stack_empty(game)
    first, second = (game.state.objects[i] for i in ids(game, "Arcbound Worker"))
    assert first.counters == second.counters == {"+1/+1": 1}             # modular 1
    first.counters = {"+1/+1": 2}
    game.state.changed()
    game.act(f"cast Shock targeting Arcbound Worker#{first.id}")
    game.act("pass")
    game.act("pass")                                     # Shock resolves; the worker dies
    game.act("pass")
    game.act("pass")                                     # its modular trigger resolves
    assert game.decision.kind == "yes_no"
    game.act("choose yes")
    assert second.counters == {"+1/+1": 3}                               # as it last existed
    assert characteristics(game.state, second).power == 3


def test_702_43a_modular_trigger_needs_an_artifact_creature_target():
    game = board(["Mountain", "Mountain"], ["Grizzly Bears"],
                 hands=(["Arcbound Worker", "Shock"], ()), library=3)
    game.act("cast Arcbound Worker")
    pass_until_stack_empty(game)
    game.act("cast Shock targeting Arcbound Worker")
    pass_until_stack_empty(game)
    assert game.decision.kind == "priority" and not game.state.stack      # CR 603.3d
    assert "no legal targets" in log_text(game)


def test_702_43a_modular_counters_as_it_enters():
    game = board(["Plains"], [], hands=(["Arcbound Worker"], ()), library=3)
    game.act("cast Arcbound Worker")
    pass_until_stack_empty(game)
    worker = game.state.objects[ids(game, "Arcbound Worker")[0]]
    assert worker.counters == {"+1/+1": 1} and characteristics(game.state, worker).power == 1


# -- amplify (CR 702.38) -----------------------------------------------------------------------

def test_702_38a_amplify_reveals_cards_sharing_a_creature_type():
    hand = ["Kilnmouth Dragon", "Kilnmouth Dragon", "Shivan Dragon", "Grizzly Bears"]
    game = board(["Mountain"] * 7, [], hands=(hand, ()), library=3)
    game.act("cast Kilnmouth Dragon")
    pass_until_stack_empty(game)
    assert game.decision.kind == "reveal"
    offered = {game.state.objects[i].name for i in game.decision.options}
    assert offered == {"Kilnmouth Dragon", "Shivan Dragon"}              # not the Bears
    game.act("choose Kilnmouth Dragon, Shivan Dragon")
    dragon = game.state.objects[ids(game, "Kilnmouth Dragon")[0]]
    assert dragon.counters == {"+1/+1": 6}                               # 3 for each
    assert "reveals Kilnmouth Dragon, Shivan Dragon" in log_text(game)


def test_702_38a_amplify_revealing_nothing_and_the_counters_ability():
    game = board(["Forest"] * 4, ["Grizzly Bears"], hands=(["Canopy Crawler", "Krosan Tusker"], ()),
                 library=3)
    game.act("cast Canopy Crawler")
    pass_until_stack_empty(game)
    game.act("choose nothing")
    crawler = game.state.objects[ids(game, "Canopy Crawler")[0]]
    assert crawler.counters == {}
    game = board(["Canopy Crawler"], ["Grizzly Bears"], library=3)
    crawler = game.state.objects[ids(game, "Canopy Crawler")[0]]
    crawler.counters = {"+1/+1": 2}
    game.state.changed()
    game.act("activate Canopy Crawler targeting Grizzly Bears")
    pass_until_stack_empty(game)
    bears = game.state.objects[ids(game, "Grizzly Bears")[0]]
    assert characteristics(game.state, bears).power == 4                 # +1/+1 per counter


# -- exalted (CR 702.83) -----------------------------------------------------------------------

def test_702_83a_each_exalted_instance_triggers_when_a_creature_attacks_alone():
    game = board(["Akrasan Squire", "Akrasan Squire", "Grizzly Bears"], [],
                 step="declare attackers", library=3)
    game.act("attack with Grizzly Bears")
    pass_until_stack_empty(game)
    bears = game.state.objects[ids(game, "Grizzly Bears")[0]]
    assert characteristics(game.state, bears).power == 4


def test_506_5_two_attackers_dont_attack_alone():
    game = board(["Akrasan Squire", "Grizzly Bears", "Grizzly Bears"], [],
                 step="declare attackers", library=3)
    bears = ids(game, "Grizzly Bears")
    game.act(f"attack with Grizzly Bears#{bears[0]}, Grizzly Bears#{bears[1]}")
    assert not game.state.stack and not game.state.pending


# -- landwalk (CR 702.14) ----------------------------------------------------------------------

@pytest.mark.parametrize(("attacker", "lands", "evades"), [
    ("Dryad Sophisticate", ["Urborg, Tomb of Yawgmoth"], True),          # nonbasic landwalk
    ("Dryad Sophisticate", ["Forest", "Snow-Covered Swamp"], False),
    ("Legions of Lim-Dûl", ["Snow-Covered Swamp"], True),                # snow swampwalk
    ("Legions of Lim-Dûl", ["Swamp"], False),
    ("Rime Dryad", ["Snow-Covered Forest"], True),                       # snow forestwalk
    ("Bog Wraith", ["Snow-Covered Swamp"], True),                        # swampwalk
    ("Zombie Musher", ["Snow-Covered Island"], True),                    # snow landwalk
    ("Zombie Musher", ["Island"], False),
])
def test_702_14c_landwalk_of_every_kind(attacker, lands, evades):
    game = board([attacker], lands + ["Grizzly Bears"], step="declare attackers", library=3)
    game.act(f"attack with {attacker}")
    game.act("pass")
    game.act("pass")
    blocked_possible = game.decision.kind == "blockers" and len(game.legal_actions()) > 1
    assert blocked_possible != evades


def test_702_14c_equipment_grants_nonbasic_landwalk():
    game = board(["Trailblazer's Boots", "Grizzly Bears", "Plains", "Plains"],
                 ["Urborg, Tomb of Yawgmoth", "Grizzly Bears"], library=3)
    game.act("activate Trailblazer's Boots targeting Alice's Grizzly Bears")
    pass_until_stack_empty(game)
    bears = game.state.objects[ids(game, "Grizzly Bears")[0]]
    assert "nonbasic landwalk" in characteristics(game.state, bears).keywords


# -- infect (CR 702.90), snow and Phyrexian mana (CR 107.4) -------------------------------------

def test_702_90b_infect_damage_to_a_player_is_poison():
    game = board(["Plague Stinger"], [], step="declare attackers", library=3)
    game.act("attack with Plague Stinger")
    while game.state.step != "end of combat":
        game.act("pass")
    assert (game.state.players[1].life, game.state.players[1].poison) == (20, 1)


def test_702_90c_infect_damage_to_a_creature_is_minus_counters():
    game = board(["Plague Stinger"], ["Giant Spider"], step="declare attackers", library=3)
    game.act("attack with Plague Stinger")
    game.act("pass")
    game.act("pass")
    game.act("block Plague Stinger with Giant Spider")
    while game.state.step != "end of combat":
        game.act("pass")
    spider = game.state.objects[ids(game, "Giant Spider")[0]]
    assert spider.counters == {"-1/-1": 1} and spider.damage == 0
    assert characteristics(game.state, spider).toughness == 3


def test_107_4h_snow_mana_pays_for_snow_symbols_only_from_snow_sources():
    game = board(["Chilling Shade", "Snow-Covered Swamp", "Swamp"], [], library=3)
    game.act("activate Chilling Shade")
    pass_until_stack_empty(game)
    assert not any(a.kind == "activate" and game.state.objects[a.object].name == "Chilling Shade"
                   for a in game.legal_actions())                         # the Swamp won't do
    shade = game.state.objects[ids(game, "Chilling Shade")[0]]
    assert characteristics(game.state, shade).power == 2


def test_107_4f_phyrexian_mana_paid_with_life():
    game = board([], ["Grizzly Bears"], hands=(["Mutagenic Growth", "Gitaxian Probe"], ()),
                 library=3)
    game.act("cast Mutagenic Growth targeting Grizzly Bears")
    pass_until_stack_empty(game)
    bears = game.state.objects[ids(game, "Grizzly Bears")[0]]
    assert characteristics(game.state, bears).power == 4 and game.state.players[0].life == 18
    game.act("cast Gitaxian Probe targeting Bob")
    pass_until_stack_empty(game)
    assert game.state.players[0].life == 16 and "looks at Bob's hand" in log_text(game)
    assert names(game, 0, "hand") == ["Wastes"]


# -- the notation of these actions round-trips (SCENARIOS.md) -------------------------------

def test_every_new_action_renders_and_parses_back():
    game = face_down_angel()
    pass_until_stack_empty(game)
    positions = [game, attacking_bears(), mongrel_and_temper(),
                 board(["Plains", "Plains"], [], hands=(["Twisted Abomination"], ()))]
    ninja = positions[1]
    ninja.act("pass")
    ninja.act("pass")
    madness = positions[2]
    madness.act("activate Wild Mongrel discarding Fiery Temper")
    madness.act("pass")
    madness.act("pass")
    texts = []
    for position in positions:
        loaded = Game.from_json(position.to_json())                  # mid-decision saves
        assert loaded.legal_actions() == position.legal_actions()
        for action in position.legal_actions():
            text = position.notation(action)
            assert position.parse(text) == action, text
            texts.append(text)
    assert "turn face up face-down creature" in texts
    assert "activate Ninja of the Deep Hours for ninjutsu returning Grizzly Bears" in texts
    assert "cast Fiery Temper for madness targeting Bob" in texts and "choose no" in texts
    assert "activate Twisted Abomination for swampcycling" in texts


def test_402_3_looking_at_a_hand_shows_it_to_that_seat_only():
    game = board([], [], hands=(["Gitaxian Probe"], ["Lightning Bolt"]))
    game.act("cast Gitaxian Probe targeting Bob")
    game.act("pass")
    game.act("pass")
    assert [c["name"] for c in game.view(0)["players"][1]["hand_known"]] == ["Lightning Bolt"]
    assert "hand" not in game.view(0)["players"][1]
    assert game.view(1)["players"][1]["hand"] == [
        {"id": game.state.players[1].hand[0], "name": "Lightning Bolt"}]
