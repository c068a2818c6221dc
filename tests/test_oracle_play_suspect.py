"""Suspect (CR 701.58): the keyword action read from Oracle text and played, the designation
suspected with its menace and "can't block", shown to every seat and set up by scenarios."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import cast, chars, choose_targets, in_hand, obj, plays, resolve
from test_oracle_play_blocking import block, refused, to_blockers

from tolaria import Action, Game
from tolaria.rules.keywords import suspect
from tolaria.scenario import build_game, load_scenario, run_scenario
from tolaria.view import view


def suspected(game: Game, oid: int) -> bool:
    return "suspected" in game.state.objects[oid].designations()


def _cast_resolving(game: Game, name: str, mana: str, *targets: int) -> None:
    add_mana(game, mana)
    cast(game, name)
    resolve(game)                                        # the creature spell
    if game.decision.kind == "targets":
        choose_targets(game, *targets)
    resolve(game)                                        # its "enters" trigger


@plays("J. Jonah Jameson", "keyword.suspect")
def test_701_58c_jameson_suspects_a_creature_that_then_has_menace_and_cant_block() -> None:
    game = board(["Hill Giant"], ["Grizzly Bears", "Llanowar Elves"],
                 hands=(["J. Jonah Jameson"], []))
    bears = obj(game, "Grizzly Bears")
    _cast_resolving(game, "J. Jonah Jameson", "{2}{R}", bears)
    assert suspected(game, bears)                                         # CR 701.58a
    assert "menace" in chars(game, bears).keywords                        # CR 701.58c
    assert "cant_block" in chars(game, bears).restrictions
    row = next(p for p in view(game.state, 1)["players"][1]["battlefield"]
               if p["name"] == "Grizzly Bears")
    assert row["designations"] == ["suspected"]                # public (CR 701.58b)
    game = Game.from_json(game.to_json())                      # kept by serialization
    assert suspected(game, bears)
    giant = obj(game, "Hill Giant")
    to_blockers(game, giant)
    assert "509.1" in refused(game, block((bears, giant)))    # it can't block (CR 701.58c)
    game.act(block((obj(game, "Llanowar Elves"), giant)))     # one that isn't suspected
    assert game.state.objects[obj(game, "Llanowar Elves")].blocking


@plays("Reasonable Doubt", "keyword.suspect")
def test_701_58a_reasonable_doubt_counters_unless_paid_and_suspects_up_to_one() -> None:
    game = board(["Island", "Island"], ["Mountain", "Grizzly Bears"],
                 hands=(["Reasonable Doubt"], ["Shock"]))
    bears = obj(game, "Grizzly Bears")
    game.act(Action("pass", 0))
    game.act("cast Shock targeting Alice")
    game.act(Action("pass", 1))
    cast(game, "Reasonable Doubt", game.state.stack[-1], bears)
    resolve(game)
    assert game.state.players[0].life == 20                  # Bob couldn't pay {2}
    assert suspected(game, bears)                            # CR 701.58a
    assert "menace" in chars(game, bears).keywords


@plays("Person of Interest", "keyword.suspect")
def test_701_58d_person_of_interest_suspects_itself_once() -> None:
    game = board([], [], hands=(["Person of Interest"], []))
    _cast_resolving(game, "Person of Interest", "{3}{R}")
    person = obj(game, "Person of Interest")
    assert suspected(game, person)
    before = game.state.objects[person].chosen
    suspect.suspect(game.state, game.state.objects[person])     # already suspected: nothing
    assert game.state.objects[person].chosen == before          # CR 701.58d
    assert "menace" in chars(game, person).keywords


@plays("Barbed Servitor", "keyword.suspect")
def test_701_58a_barbed_servitor_is_suspected_until_it_leaves_the_battlefield() -> None:
    game = board(["Island"] * 2, [], hands=(["Barbed Servitor", "Unsummon"], []))
    _cast_resolving(game, "Barbed Servitor", "{3}{B}")
    servitor = obj(game, "Barbed Servitor")
    assert suspected(game, servitor) and "cant_block" in chars(game, servitor).restrictions
    cast(game, "Unsummon", servitor)
    resolve(game)
    card = game.state.objects[in_hand(game, "Barbed Servitor")]
    assert "suspected" not in card.designations()          # a new object (CR 400.7, 701.58a)


@plays("Convenient Target", "keyword.suspect")
def test_701_58a_convenient_target_suspects_the_enchanted_creature() -> None:
    game = board([], ["Grizzly Bears"], hands=(["Convenient Target"], []))
    bears = obj(game, "Grizzly Bears")
    add_mana(game, "{R}")
    cast(game, "Convenient Target", bears)
    resolve(game)
    resolve(game)
    assert suspected(game, bears)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (3, 3)


def test_701_58c_a_suspected_creature_that_loses_all_abilities_later_loses_menace() -> None:
    """The designation grants menace and "can't block" in layer 6 at the time it became
    suspected (CR 613.1f, 613.7): a later "loses all abilities" removes them, the creature
    staying suspected (CR 701.58a)."""
    game = board(["Island"] * 2, ["Grizzly Bears"], hands=(["Turn to Frog"], []))
    bears = obj(game, "Grizzly Bears")
    suspect.suspect(game.state, game.state.objects[bears])
    cast(game, "Turn to Frog", bears)
    resolve(game)
    assert suspected(game, bears)
    assert "menace" not in chars(game, bears).keywords
    assert "cant_block" not in chars(game, bears).restrictions


def test_701_58b_scenarios_set_up_and_check_the_suspected_designation() -> None:
    text = """\
name: "CR 701.58c: a suspected creature can't block"
turn: 3
players:
  Alice:
    battlefield: [Hill Giant]
  Bob:
    battlefield: [{card: Grizzly Bears, alias: b, designations: [suspected]}]
expect:
  objects:
    b:
      designations: [suspected]
      keywords: [menace]
"""
    result = run_scenario(load_scenario(text))
    assert result.passed, result.failures
    game = build_game(load_scenario(text))
    assert "cant_block" in chars(game, obj(game, "Grizzly Bears")).restrictions


@plays("Caught Red-Handed", "keyword.suspect")
def test_701_58a_caught_red_handed_steals_and_suspects_the_creature() -> None:
    game = board(["Mountain"] * 5, ["Grizzly Bears"], hands=(["Caught Red-Handed"], []))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Caught Red-Handed", bears)
    resolve(game)
    assert chars(game, bears).controller == 0
    assert suspected(game, bears) and "menace" in chars(game, bears).keywords


@plays("Incriminating Impetus", "keyword.suspect")
def test_701_58a_incriminating_impetus_suspects_the_enchanted_creature() -> None:
    game = board([], ["Grizzly Bears"], hands=(["Incriminating Impetus"], []))
    bears = obj(game, "Grizzly Bears")
    add_mana(game, "{2}{R}")
    cast(game, "Incriminating Impetus", bears)
    resolve(game)
    resolve(game)
    assert suspected(game, bears)
    assert "cant_block" in chars(game, bears).restrictions
