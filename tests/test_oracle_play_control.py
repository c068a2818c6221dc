"""CR 110.2a: a card an effect puts onto the battlefield enters under the control of the
player the effect instructs (the controller of the ability, CR 603.3a) unless the effect
says otherwise ("under its owner's control")."""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import cast, chars, obj, plays, resolve

from tolaria import Game
from tolaria.cards.database import CardData
from tolaria.cards.oracle import compile_card
from tolaria.rules.zones import create_object

HOMURA = "Homura, Human Ascendant"
RETURNS = "Returning Test Bear"


def _steal(game: Game, name: str) -> int:
    """Alice gains control of Bob's `name` with Act of Treason (CR 613.1b)."""
    add_mana(game, "{2}{R}")
    victim = obj(game, name)
    cast(game, "Act of Treason", victim)
    resolve(game)
    assert chars(game, victim).controller == 0
    return victim


def _returning(game: Game, said: str) -> int:
    """Bob's 2/2 with "When this creature dies, return it to the battlefield tapped<said>."."""
    data = CardData(name=RETURNS, mana_cost="{1}{G}", type_line="Creature — Bear",
                    card_types=("Creature",), subtypes=("Bear",), supertypes=(), power="2",
                    toughness="2", loyalty=None, layout="normal", color_identity=(),
                    keywords=(), text="When this creature dies, return it to the battlefield "
                                      f"tapped{said}.")
    compiled = compile_card(data)
    assert compiled.ok
    return create_object(game.state, compiled.card, 1, "battlefield").id


def _kill(game: Game, victim: int) -> None:
    add_mana(game, "{1}{B}")
    cast(game, "Doom Blade", victim)
    resolve(game)
    resolve(game)                                   # the dies trigger (CR 603.10a)


@plays(HOMURA, "library.return_flipped", "trigger.dies")
def test_110_2a_stolen_homura_returns_flipped_under_the_control_of_its_triggers_controller():
    """CR 603.3a, 110.2a: Alice controls Bob's Homura when it dies, so she controls its dies
    trigger; "return it to the battlefield flipped" says nothing of control: hers."""
    game = board([], [HOMURA], hands=(["Act of Treason", "Doom Blade"], []))
    _kill(game, _steal(game, HOMURA))
    (essence,) = ids(game, "Homura's Essence")
    assert game.state.objects[essence].controller == 0
    assert game.state.objects[essence].owner == 1


@plays("Feign Death", "library.own_death", "trigger.dies")
def test_110_2a_under_its_owners_control_returns_a_stolen_creature_to_its_owner():
    """CR 110.2a ("unless the effect states otherwise"): Alice's Feign Death on Bob's Bears,
    which she controls, returns it "under its owner's control": Bob's."""
    game = board([], ["Grizzly Bears"], hands=(["Act of Treason", "Feign Death", "Doom Blade"],
                                               []))
    bears = _steal(game, "Grizzly Bears")
    add_mana(game, "{B}")
    cast(game, "Feign Death", bears)
    resolve(game)
    _kill(game, bears)
    (back,) = ids(game, "Grizzly Bears")
    new = game.state.objects[back]
    assert back != bears and new.controller == 1 and new.owner == 1 and new.tapped


def test_110_2a_own_dies_return_with_no_control_stated_is_the_instructed_players():
    """CR 603.3a, 110.2a: "When this creature dies, return it to the battlefield tapped."
    on Bob's creature Alice controls: her trigger returns it under her control."""
    game = board([], [], hands=(["Act of Treason", "Doom Blade"], []))
    _returning(game, "")
    _kill(game, _steal(game, RETURNS))
    (back,) = ids(game, RETURNS)
    new = game.state.objects[back]
    assert new.controller == 0 and new.owner == 1 and new.tapped


def test_110_2a_own_dies_return_under_its_owners_control_goes_back_to_its_owner():
    """CR 110.2a: the same trigger saying "under its owner's control" returns it to Bob."""
    game = board([], [], hands=(["Act of Treason", "Doom Blade"], []))
    _returning(game, " under its owner's control")
    _kill(game, _steal(game, RETURNS))
    (back,) = ids(game, RETURNS)
    new = game.state.objects[back]
    assert new.controller == 1 and new.owner == 1 and new.tapped
