"""Cards exiling face down and linked "exiled with" abilities that blocked published decks
(benchmarks/decks/), compiled from Oracle text and played (issue 17)."""

from __future__ import annotations

from boards import add_mana, board
from test_oracle_play import (
    BOB,
    Action,
    activate,
    cast,
    choose,
    grave,
    hand,
    in_hand,
    obj,
    plays,
    resolve,
    to_step,
)

from tolaria import Game
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object
from tolaria.view import sees


def _on_top(game: Game, name: str, owner: int) -> int:
    """A card put on top of `owner`'s library (CR 401.1: the last one is the top)."""
    return create_object(game.state, card_def(name), owner, "library").id


# -- Bomat Courier (CR 406.3a, 607.2a) ---------------------------------------------------------

@plays("Bomat Courier", "library.exile_top_face_down", "library.exiled_with_to_hands")
def test_607_2a_bomat_courier_returns_the_cards_it_exiled_face_down():
    game = board(["Bomat Courier", "Mountain"], [], hands=(["Island"], []),
                 step="declare attackers")
    bolt = _on_top(game, "Lightning Bolt", 0)
    courier = obj(game, "Bomat Courier")
    game.act(Action("attack", 0, choice=((courier, BOB),)))
    resolve(game)
    exiled = game.state.objects[game.state.players[0].exile[0]]
    assert exiled.name == "Lightning Bolt" and bolt not in game.state.players[0].library
    assert not sees(game.state, exiled, 0) and not sees(game.state, exiled, 1)   # 406.3a
    assert not any("Lightning Bolt" in line.text for line in game.log)
    to_step(game, "postcombat main")
    add_mana(game, "{R}")
    activate(game, courier)
    resolve(game)
    assert hand(game, 0) == ["Lightning Bolt"]
    assert sorted(grave(game, 0)) == ["Bomat Courier", "Island"]     # the costs paid
    assert not game.state.players[0].exile
    assert not any("Lightning Bolt" in line.text for line in game.log)          # 402.3


@plays("Bomat Courier", "library.exile_top_face_down", "library.exiled_with_to_hands")
def test_607_2a_bomat_courier_returns_nothing_another_courier_exiled():
    game = board(["Bomat Courier", "Bomat Courier"], [], step="declare attackers")
    first, second = (i for i in game.state.battlefield
                     if game.state.objects[i].name == "Bomat Courier")
    game.act(Action("attack", 0, choice=((first, BOB),)))
    resolve(game)
    assert len(game.state.players[0].exile) == 1
    to_step(game, "postcombat main")
    add_mana(game, "{R}")
    activate(game, second)                       # its own ability exiled nothing (607.2a)
    resolve(game)
    assert len(game.state.players[0].exile) == 1 and not hand(game, 0)


# -- Sorcerous Spyglass (CR 614.12, 402.3, 602.5) ----------------------------------------------

def _activates(game: Game, oid: int) -> bool:
    return any(a.kind == "activate" and a.object == oid for a in game.legal_actions())


@plays("Sorcerous Spyglass", "choice.as_enters_look_then_name",
       "static.named_sources_cant_activate")
def test_614_12_sorcerous_spyglass_looks_at_a_hand_then_names_a_card():
    game = board(["Island", "Island"], ["Llanowar Elves", "Prodigal Sorcerer", "Island", "Island"],
                 hands=(["Sorcerous Spyglass"], ["Miscalculation", "Lightning Bolt"]))
    secret = [game.state.objects[i] for i in game.state.players[1].hand]
    assert not any(sees(game.state, card, 0) for card in secret)
    cast(game, "Sorcerous Spyglass")
    resolve(game)
    assert game.decision.kind == "replacement" and game.decision.player == 0
    assert all(sees(game.state, card, 0) for card in secret)        # looked at (402.3)
    choose(game, "Prodigal Sorcerer")
    assert any("looks at Bob's hand" in line.text for line in game.log)
    assert "Sorcerous Spyglass" in [game.state.objects[i].name for i in game.state.battlefield]
    game.act(Action("pass", 0))
    assert game.decision.player == 1
    assert not _activates(game, obj(game, "Prodigal Sorcerer"))       # named (602.5)
    assert _activates(game, obj(game, "Llanowar Elves"))              # a mana ability
    assert _activates(game, in_hand(game, "Miscalculation", 1))       # not named


# -- Pyxis of Pandemonium (CR 406.3a, 607.2a, 110.4a) -----------------------------------------

@plays("Pyxis of Pandemonium", "library.exile_top_face_down", "library.exiled_with_face_up")
def test_607_2a_pyxis_turns_its_cards_face_up_and_puts_the_permanents_in_play():
    game = board(["Pyxis of Pandemonium"] + ["Island"] * 7, [])
    pyxis = obj(game, "Pyxis of Pandemonium")
    _on_top(game, "Lightning Bolt", 0)
    _on_top(game, "Grizzly Bears", 1)
    activate(game, pyxis)
    resolve(game)
    exiled = [game.state.objects[p.exile[0]] for p in game.state.players]
    assert [c.name for c in exiled] == ["Lightning Bolt", "Grizzly Bears"]
    assert not any(sees(game.state, c, v) for c in exiled for v in (0, 1))      # 406.3a
    assert not any("Grizzly Bears" in line.text or "Lightning Bolt" in line.text
                   for line in game.log)
    _on_top(game, "Llanowar Elves", 0)
    game.state.objects[pyxis].tapped = False                          # (a new turn's untap)
    activate(game, pyxis)
    resolve(game)
    game.state.objects[pyxis].tapped = False
    activate(game, pyxis, index=1)
    resolve(game)
    bears, elves = obj(game, "Grizzly Bears"), obj(game, "Llanowar Elves")
    assert game.state.objects[bears].controller == 1                 # its owner's (110.2a)
    assert game.state.objects[elves].controller == 0
    assert "Pyxis of Pandemonium" in grave(game, 0)
    bolt = game.state.objects[game.state.players[0].exile[0]]
    assert bolt.name == "Lightning Bolt" and sees(game.state, bolt, 1)   # face up, stays
    assert not game.state.players[1].exile                           # a Wastes: a land card
    assert sum(1 for i in game.state.battlefield if game.state.objects[i].name == "Wastes"
               and game.state.objects[i].controller == 1) == 1
