"""Case cards (CR 719: "To solve" and "Solved", CR 702.169) and hideaway (CR 702.75),
read from Oracle text and played, with the conditions and sentences they brought (a
library's size, every hand empty, colours among permanents, damage dealt to an opponent
this turn, "<type> and <type> spells")."""

from __future__ import annotations

from boards import board
from test_oracle_play import BOB, activate, cast, chars, hand, obj, plays, resolve, to_step

from tolaria import Action, Game
from tolaria.view import view


def solved(game: Game, name: str) -> bool:
    return "solved" in game.state.objects[obj(game, name)].designations()


def alices_next_main(game: Game) -> None:
    to_step(game, "upkeep")                                   # Bob's turn
    to_step(game, "draw")
    to_step(game, "precombat main")
    to_step(game, "upkeep")                                   # Alice's
    to_step(game, "precombat main")
    assert game.state.active == 0


def to_end_step(game: Game) -> None:
    to_step(game, "end")
    resolve(game)


@plays("Case of the Crimson Pulse", "case.to_solve", "case.solved", "condition.hand")
def test_719_3a_a_case_becomes_solved_at_your_end_step_if_its_condition_holds():
    game = board(["Case of the Crimson Pulse"], [], library=20)
    to_end_step(game)                                         # no cards in hand
    assert solved(game, "Case of the Crimson Pulse")          # CR 719.3, 719.3b
    row = next(p for p in view(game.state, 0)["players"][0]["battlefield"]
               if p["name"] == "Case of the Crimson Pulse")
    assert row["designations"] == ["solved"]                  # public (CR 719.3b)
    game = Game.from_json(game.to_json())                     # kept by serialization
    assert solved(game, "Case of the Crimson Pulse")
    to_step(game, "upkeep")                                   # Bob's turn: not "your upkeep"
    to_step(game, "draw")
    to_step(game, "upkeep")                                   # Alice's upkeep: solved trigger
    resolve(game)
    assert len(game.state.players[0].hand) == 2               # discard none, draw two


@plays("Case of the Crimson Pulse", "case.to_solve")
def test_719_3a_an_unsolved_case_stays_unsolved_while_its_condition_is_false():
    game = board(["Case of the Crimson Pulse"], [], hands=(["Forest"], []), library=20)
    to_end_step(game)                                         # a card in hand
    assert not solved(game, "Case of the Crimson Pulse")
    assert not game.state.stack
    to_step(game, "draw")                                     # Bob's turn
    to_step(game, "upkeep")                                   # Alice's: no solved trigger
    assert not game.state.stack and hand(game) == ["Forest"]


@plays("Case of the Ransacked Lab", "case.to_solve", "case.solved", "condition.this_turn")
def test_702_169c_a_solved_triggered_ability_triggers_only_once_the_case_is_solved():
    game = board(["Case of the Ransacked Lab"] + ["Mountain"] * 5, [],
                 hands=(["Shock"] * 5, []), library=20)
    cast(game, "Shock", BOB)
    resolve(game)
    assert len(game.state.players[0].hand) == 4               # unsolved: no draw
    for _ in range(3):
        cast(game, "Shock", BOB)
        resolve(game)
    to_end_step(game)                                         # four instants cast this turn
    assert solved(game, "Case of the Ransacked Lab")
    alices_next_main(game)
    before = len(game.state.players[0].hand)
    cast(game, "Shock", BOB)
    resolve(game)
    assert len(game.state.players[0].hand) == before          # Shock gone, a card drawn


@plays("Case of the Filched Falcon", "case.to_solve", "case.solved", "condition.control")
def test_702_169d_a_solved_activated_ability_only_once_the_case_is_solved():
    game = board(["Case of the Filched Falcon", "Island", "Island", "Island", "Ornithopter",
                  "Millstone"], [], library=20)
    case = obj(game, "Case of the Filched Falcon")
    falcon = Action("activate", 0, case, ability=0, targets=(("object", obj(game, "Millstone")),))
    assert not game.is_legal(falcon)                          # unsolved (CR 702.169d)
    to_end_step(game)                                         # two artifacts: not yet
    assert not solved(game, "Case of the Filched Falcon")
    game = board(["Case of the Filched Falcon", "Island", "Island", "Island", "Ornithopter",
                  "Millstone", "Sol Ring"], [], library=20)
    to_end_step(game)                                         # three artifacts
    assert solved(game, "Case of the Filched Falcon")
    alices_next_main(game)
    case, mill = obj(game, "Case of the Filched Falcon"), obj(game, "Millstone")
    activate(game, case, mill)                                # {2}{U}, sacrifice this Case
    resolve(game)
    assert game.state.objects[mill].counters == {"+1/+1": 4}
    found = game.state.objects[mill]
    from tolaria.rules.layers import characteristics
    chars = characteristics(game.state, found)
    assert "Creature" in chars.types and (chars.power, chars.toughness) == (4, 4)
    assert "flying" in chars.keywords


# -- hideaway (CR 702.75) ---------------------------------------------------------------------

def stack_library(game: Game, names_top_first: list[str], player: int = 0) -> list[int]:
    """Put these cards on top of the player's library, the first on top."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    made = [create_object(game.state, card_def(n), player, "library")
            for n in reversed(names_top_first)]
    return [o.id for o in reversed(made)]


def hide_away(game: Game, name: str, land: str, chosen: str) -> int:
    """Play the hideaway land, let its trigger resolve, exile `chosen`: its new id."""
    game.act(f"play {land}")
    assert game.decision.kind == "priority" and game.state.stack
    resolve(game)
    assert game.decision.kind == "choose"                     # CR 702.75a: one of the top N
    pick = next(o for o in game.decision.options if game.state.objects[o].name == chosen)
    game.act(Action("choose", 0, choice=(pick,)))
    exiled = game.state.players[0].exile
    assert [game.state.objects[o].name for o in exiled] == [chosen]
    return exiled[0]


@plays("Mosswort Bridge", "keyword.hideaway", "keyword.list", "library.play_hidden_away")
def test_702_75a_hideaway_exiles_one_face_down_rest_on_the_bottom():
    game = board(["Forest"], [], hands=(["Mosswort Bridge"], []), library=5)
    top = stack_library(game, ["Craw Wurm", "Grizzly Bears", "Giant Growth", "Forest"])
    card = hide_away(game, "Mosswort Bridge", "Mosswort Bridge", "Craw Wurm")
    library = game.state.players[0].library
    assert sorted(library[:3]) == sorted(top[1:])              # the rest: on the bottom
    assert game.view(1)["players"][0]["exile"] == [{"id": card, "name": "face-down card"}]
    assert game.view(0)["players"][0]["exile"] == [{"id": card, "name": "Craw Wurm"}]
    game = Game.from_json(game.to_json())                     # kept by serialization
    assert game.view(1)["players"][0]["exile"] == [{"id": card, "name": "face-down card"}]
    assert game.view(0)["players"][0]["exile"] == [{"id": card, "name": "Craw Wurm"}]
    bridge = obj(game, "Mosswort Bridge")
    assert game.state.objects[bridge].tapped                   # "enters tapped"


@plays("Mosswort Bridge", "keyword.hideaway", "library.play_hidden_away", "condition.control")
def test_702_75a_play_the_exiled_card_free_only_if_the_condition_holds():
    game = board(["Forest", "Forest", "Craw Wurm"], [], hands=(["Mosswort Bridge"], []),
                 library=10)
    stack_library(game, ["Hill Giant", "Forest", "Forest", "Forest"])
    card = hide_away(game, "Mosswort Bridge", "Mosswort Bridge", "Hill Giant")
    alices_next_main(game)
    activate(game, obj(game, "Mosswort Bridge"), index=1)                           # {G}, {T}: power 6 < 10
    resolve(game)
    assert game.state.objects[card].zone == "exile"            # nothing happened (608.2c)
    game = board(["Forest", "Craw Wurm", "Craw Wurm"], [], hands=(["Mosswort Bridge"], []),
                 library=10)
    stack_library(game, ["Hill Giant", "Forest", "Forest", "Forest"])
    card = hide_away(game, "Mosswort Bridge", "Mosswort Bridge", "Hill Giant")
    alices_next_main(game)
    activate(game, obj(game, "Mosswort Bridge"), index=1)      # total power 12
    resolve(game)
    assert game.decision.kind == "cast"                        # CR 608.2g
    free = next(a for a in game.legal_actions() if a.kind == "cast")
    game.act(free)
    assert [game.state.objects[o].name for o in game.state.stack] == ["Hill Giant"]
    resolve(game)
    assert "Hill Giant" in [game.state.objects[o].name for o in game.state.battlefield]


def attack_with_all(game: Game) -> None:
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act("attack with Grizzly Bears, Grizzly Bears, Grizzly Bears")


def ids_of(game: Game, name: str) -> list[int]:
    return [i for i in game.state.battlefield if game.state.objects[i].name == name]


@plays("Windbrisk Heights", "keyword.hideaway", "library.play_hidden_away",
       "condition.this_turn")
def test_305_2a_a_hidden_land_is_played_as_it_resolves_using_a_land_play():
    game = board(["Plains", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], [],
                 hands=(["Windbrisk Heights"], []), library=10)
    stack_library(game, ["Forest", "Wastes", "Wastes", "Wastes"])
    card = hide_away(game, "Windbrisk Heights", "Windbrisk Heights", "Forest")
    alices_next_main(game)
    attack_with_all(game)
    to_step(game, "postcombat main")
    assert game.state.players[0].lands_played == 0
    activate(game, obj(game, "Windbrisk Heights"), index=1)    # {W}, {T}: three attacked
    resolve(game)
    assert game.decision.kind == "yes_no"                      # play it, or not
    game.act(Action("choose", 0, choice=("yes",)))
    assert game.state.objects[card].zone != "exile"
    assert ids_of(game, "Forest") and game.state.players[0].lands_played == 1   # 305.2a


@plays("Windbrisk Heights", "keyword.hideaway", "library.play_hidden_away")
def test_305_2b_no_land_play_left_the_hidden_land_stays_exiled():
    game = board(["Plains", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], [],
                 hands=(["Windbrisk Heights"], []), library=10)
    stack_library(game, ["Forest", "Wastes", "Wastes", "Wastes"])
    card = hide_away(game, "Windbrisk Heights", "Windbrisk Heights", "Forest")
    alices_next_main(game)
    game.act(Action("play", 0, game.state.players[0].hand[-1]))   # this turn's land
    attack_with_all(game)
    to_step(game, "postcombat main")
    activate(game, obj(game, "Windbrisk Heights"), index=1)
    resolve(game)
    assert game.decision.kind == "priority"                    # ignored (CR 305.2b)
    assert game.state.objects[card].zone == "exile"


@plays("Shelldock Isle", "keyword.hideaway", "library.play_hidden_away", "condition.hand")
def test_608_2c_shelldock_isle_checks_any_library_as_it_resolves():
    for size, played in ((30, False), (21, True)):            # Bob's library: 29, then 20
        game = board(["Island", "Island"], [], hands=(["Shelldock Isle"], []), library=size)
        stack_library(game, ["Hill Giant", "Wastes", "Wastes", "Wastes"])
        card = hide_away(game, "Shelldock Isle", "Shelldock Isle", "Hill Giant")
        alices_next_main(game)
        assert len(game.state.players[1].library) == size - 1
        activate(game, obj(game, "Shelldock Isle"), index=1)
        resolve(game)
        if played:
            assert game.decision.kind == "cast" and game.decision.subject == card
        else:
            assert game.decision.kind == "priority" and game.state.objects[card].zone == "exile"


@plays("Watcher for Tomorrow", "keyword.hideaway", "library.exiled_card")
def test_607_2a_watcher_for_tomorrow_returns_its_hidden_card_when_it_leaves():
    game = board(["Island", "Island", "Mountain"], [],
                 hands=(["Watcher for Tomorrow", "Shock"], []), library=10)
    stack_library(game, ["Hill Giant", "Wastes", "Wastes", "Wastes"])
    cast(game, "Watcher for Tomorrow")
    resolve(game)                                              # the creature, then hideaway
    resolve(game)
    assert game.decision.kind == "choose"
    pick = next(o for o in game.decision.options
                if game.state.objects[o].name == "Hill Giant")
    game.act(Action("choose", 0, choice=(pick,)))
    assert hand(game) == ["Shock"]
    cast(game, "Shock", ("object", obj(game, "Watcher for Tomorrow")))
    resolve(game)                                              # it dies: the leaves trigger
    resolve(game)
    assert sorted(hand(game)) == ["Hill Giant"]                # CR 607.2a


@plays("Fight Rigging", "keyword.hideaway", "library.play_hidden_away", "condition.if_rider")
def test_608_2c_fight_rigging_plays_the_hidden_card_once_a_creature_has_power_7():
    game = board(["Forest", "Forest", "Forest", "Craw Wurm"], [],
                 hands=(["Fight Rigging"], []), library=10)
    stack_library(game, ["Hill Giant", "Wastes", "Wastes", "Wastes", "Wastes"])
    cast(game, "Fight Rigging")
    resolve(game)
    resolve(game)                                              # hideaway 5
    pick = next(o for o in game.decision.options
                if game.state.objects[o].name == "Hill Giant")
    game.act(Action("choose", 0, choice=(pick,)))
    to_step(game, "beginning of combat")
    resolve(game)                                              # Craw Wurm 7/5: then if ...
    wurm = obj(game, "Craw Wurm")
    assert game.state.objects[wurm].counters == {"+1/+1": 1}
    assert game.decision.kind == "cast"
    assert game.state.objects[game.decision.subject].name == "Hill Giant"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))
    resolve(game)
    assert "Hill Giant" in [game.state.objects[o].name for o in game.state.battlefield]


FIVE_COLORS = ["Savannah Lions", "Wind Drake", "Vampire Nighthawk", "Hill Giant", "Grizzly Bears"]


@plays("Case of the Shattered Pact", "case.to_solve", "case.solved", "condition.colors_among")
def test_719_3a_shattered_pact_solved_with_five_colors_among_your_permanents():
    game = board(["Case of the Shattered Pact"] + FIVE_COLORS[:4], [], library=20)
    to_end_step(game)                                         # four colours
    assert not solved(game, "Case of the Shattered Pact")
    game = board(["Case of the Shattered Pact"] + FIVE_COLORS, [], library=20)
    to_end_step(game)                                         # five colours (CR 105.2)
    assert solved(game, "Case of the Shattered Pact")
    alices_next_main(game)
    while game.decision.kind == "priority":                   # on to combat
        game.act(Action("pass", game.decision.player))
    assert game.state.step == "beginning of combat"           # the solved trigger
    assert game.decision.kind == "targets"
    bears = obj(game, "Grizzly Bears")
    game.act(Action("choose", 0, targets=(("object", bears),)))
    resolve(game)
    found = chars(game, bears)
    assert {"flying", "double strike", "vigilance"} <= found.keywords


@plays("Isleback Spawn", "condition.hand", "condition.static_suffix")
def test_611_3a_isleback_spawn_grows_while_a_library_has_twenty_or_fewer_cards():
    game = board(["Isleback Spawn"], [], library=21)
    spawn = obj(game, "Isleback Spawn")
    assert (chars(game, spawn).power, chars(game, spawn).toughness) == (4, 8)
    to_step(game, "upkeep")                                   # Bob draws: his library is 20
    to_step(game, "precombat main")
    assert (chars(game, spawn).power, chars(game, spawn).toughness) == (8, 16)


@plays("Case of the Gateway Express", "case.to_solve", "case.solved", "effect.each_deals_to_it",
       "condition.this_turn", "target.choose")
def test_702_169b_gateway_express_each_creature_deals_1_then_a_solved_static():
    game = board(["Plains", "Plains", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"],
                 ["Hill Giant"], hands=(["Case of the Gateway Express"], []), library=20)
    giant = obj(game, "Hill Giant")
    cast(game, "Case of the Gateway Express")
    resolve(game)                                             # the Case enters; its one
    resolve(game)                                             # target: 1 damage from each Bear
    assert giant not in game.state.battlefield                # CR 120.3, 704.5g
    bears = obj(game, "Grizzly Bears")
    assert chars(game, bears).power == 2                      # unsolved: no +1/+0
    attack_with_all(game)
    to_end_step(game)                                         # three creatures attacked
    assert solved(game, "Case of the Gateway Express")
    assert chars(game, bears).power == 3                      # CR 702.169b


@plays("Spinerock Knoll", "keyword.hideaway", "library.play_hidden_away", "condition.this_turn")
def test_120_3_spinerock_knoll_counts_the_damage_an_opponent_was_dealt_this_turn():
    for shock, played in ((False, False), (True, True)):      # 6 damage, then 6 + 2
        game = board(["Mountain", "Mountain", "Craw Wurm"], [],
                     hands=(["Spinerock Knoll", "Shock"], []), library=10)
        stack_library(game, ["Hill Giant", "Wastes", "Wastes", "Wastes"])
        card = hide_away(game, "Spinerock Knoll", "Spinerock Knoll", "Hill Giant")
        alices_next_main(game)
        while game.decision.kind != "attackers":
            game.act(Action("pass", game.decision.player))
        game.act("attack with Craw Wurm")
        to_step(game, "postcombat main")
        assert game.state.players[1].life == 14
        if shock:
            cast(game, "Shock", BOB)
            resolve(game)
        activate(game, obj(game, "Spinerock Knoll"), index=1)
        resolve(game)
        if played:
            assert game.decision.kind == "cast"
        else:
            assert game.decision.kind == "priority" and game.state.objects[card].zone == "exile"


@plays("Lightning Phoenix", "condition.this_turn")
def test_603_4_lightning_phoenix_returns_after_an_opponent_was_dealt_3_damage():
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    for attack in (False, True):
        game = board(["Mountain", "Craw Wurm"], [], library=10)
        create_object(game.state, card_def("Lightning Phoenix"), 0, "graveyard")
        while game.decision.kind != "attackers":
            game.act(Action("pass", game.decision.player))
        game.act("attack with Craw Wurm" if attack else Action("attack", 0, choice=()))
        to_step(game, "end")
        if not attack:                                        # no damage: no trigger
            assert not game.state.stack
            continue
        resolve(game)
        assert game.decision.kind == "yes_no"                 # pay {R}?
        game.act(Action("choose", 0, choice=("yes",)))
        resolve(game)
        assert "Lightning Phoenix" in [game.state.objects[o].name
                                       for o in game.state.battlefield]


@plays("Case of the Locked Hothouse", "case.to_solve", "case.solved", "static.look_at_top",
       "static.play_lands_from_top", "static.cast_from_library_top")
def test_702_169b_locked_hothouse_solved_plays_lands_and_casts_from_the_top():
    game = board(["Case of the Locked Hothouse"] + ["Forest"] * 7, [], library=10)
    top = stack_library(game, ["Forest"])[0]
    assert not game.is_legal(Action("play", 0, top))         # unsolved (CR 702.169b)
    assert "library_top" not in game.view(0)["players"][0]
    to_end_step(game)                                         # seven lands
    assert solved(game, "Case of the Locked Hothouse")
    alices_next_main(game)
    land, bears = stack_library(game, ["Forest", "Grizzly Bears"])
    assert game.view(0)["players"][0]["library_top"]["id"] == land       # CR 401.2
    assert "library_top" not in game.view(1)["players"][0]
    game.act(Action("play", 0, land))                         # CR 305.1
    assert ids_of(game, "Forest") and game.state.objects[land].zone != "library"
    cast_top = next(a for a in game.legal_actions() if a.kind == "cast" and a.object == bears)
    game.act(cast_top)                                        # CR 601.3: a creature spell
    resolve(game)
    assert "Grizzly Bears" in [game.state.objects[o].name for o in game.state.battlefield]


@plays("Starnheim Courser", "static.cost_change")
def test_601_2f_artifact_and_enchantment_spells_cost_1_less():
    game = board(["Starnheim Courser", "Plains"], [], hands=(["Pacifism"], []))
    courser = obj(game, "Starnheim Courser")
    cast(game, "Pacifism", ("object", courser))               # {1}{W} for {W} (CR 601.2f)
    resolve(game)
    assert game.state.objects[obj(game, "Pacifism")].attached_to == courser


@plays("Windbrisk Heights", "keyword.hideaway", "library.play_hidden_away")
def test_614_12_a_hidden_shock_land_asks_its_replacement_as_it_is_played():
    game = board(["Plains", "Grizzly Bears", "Grizzly Bears", "Grizzly Bears"], [],
                 hands=(["Windbrisk Heights"], []), library=10)
    stack_library(game, ["Hallowed Fountain", "Wastes", "Wastes", "Wastes"])
    hide_away(game, "Windbrisk Heights", "Windbrisk Heights", "Hallowed Fountain")
    alices_next_main(game)
    attack_with_all(game)
    to_step(game, "postcombat main")
    activate(game, obj(game, "Windbrisk Heights"), index=1)
    resolve(game)
    game.act(Action("choose", 0, choice=("yes",)))            # play it
    assert game.decision.kind == "replacement"                # pay 2 life? (CR 614.12)
    game.act(Action("choose", 0, choice=("yes",)))
    fountain = obj(game, "Hallowed Fountain")
    assert not game.state.objects[fountain].tapped and game.state.players[0].life == 18
    assert game.state.players[0].lands_played == 1            # CR 305.2a: once


def test_607_2a_the_exiled_card_needs_the_hideaway_it_is_linked_to():
    from dataclasses import replace

    from tolaria.cards.database import CardDatabase
    from tolaria.cards.oracle.compiler import compile_text
    data = CardDatabase.bundled().get("Mosswort Bridge")
    text = "\n".join(line for line in data.text.split("\n") if not line.startswith("Hideaway"))
    gaps = compile_text(replace(data, text=text)).gaps
    assert any("without hideaway" in str(g) for g in gaps)
