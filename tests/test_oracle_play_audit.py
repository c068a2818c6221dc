"""Play tests from the audit of the cards that started compiling in the last push: each
pins a clause `tolaria cards show` does not print (a "named ..." filter, "put there this
turn", "once each turn", "any player may activate") to what a judge would rule."""

from __future__ import annotations

from boards import board
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
)

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _in_graveyard(game, name: str, owner: int = 0) -> int:
    """A card already in a graveyard as the test begins (not put there this turn)."""
    return create_object(game.state, card_def(name), owner, "graveyard").id


def _exiled(game, player: int = 0) -> list[str]:
    return [game.state.objects[i].name for i in game.state.players[player].exile]


@plays("Walker of the Wastes", "choice.named", "quantity.static_pump")
def test_613_4c_plus_one_for_each_land_named_wastes_only():
    game = board(["Walker of the Wastes", "Wastes", "Wastes", "Forest"], ["Wastes"])
    walker = chars(game, obj(game, "Walker of the Wastes"))
    assert (walker.power, walker.toughness) == (6, 6)      # 4/4, two Wastes of Alice's


@plays("Genasi Enforcers", "choice.named", "effect.group_pump")
def test_611_2c_only_creatures_named_genasi_enforcers_get_the_bonus():
    game = board(["Genasi Enforcers", "Grizzly Bears", "Mountain", "Mountain"])
    activate(game, obj(game, "Genasi Enforcers"))
    resolve(game)
    assert chars(game, obj(game, "Genasi Enforcers")).power == 2      # 1/3
    assert chars(game, obj(game, "Grizzly Bears")).power == 2


@plays("Undead Servant", "quantity.cards", "quantity.for_each")
def test_608_2h_a_zombie_for_each_card_named_undead_servant_in_your_graveyard():
    game = board(["Swamp"] * 4, hands=(["Undead Servant"], []))
    for name in ("Undead Servant", "Undead Servant", "Grizzly Bears"):
        _in_graveyard(game, name)
    _in_graveyard(game, "Undead Servant", owner=1)           # not in Alice's graveyard
    cast(game, "Undead Servant")
    resolve(game)
    resolve(game)
    zombies = [i for i in game.state.battlefield if game.state.objects[i].name == "Zombie"]
    assert len(zombies) == 2


@plays("Thrilling Encore", "graveyard.put_there")
def test_400_7_only_creature_cards_put_there_from_the_battlefield_this_turn():
    game = board(["Swamp"] * 4 + ["Mountain"] * 2, ["Grizzly Bears"],
                 hands=(["Shock", "Thrilling Encore"], []))
    _in_graveyard(game, "Hill Giant", owner=1)               # there since an earlier turn
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Thrilling Encore")
    resolve(game)
    bears = obj(game, "Grizzly Bears")
    assert game.state.objects[bears].controller == 0         # under Alice's control
    assert grave(game, 1) == ["Hill Giant"]


@plays("Garna, the Bloodflame", "graveyard.put_there")
def test_400_7_return_the_creature_cards_put_into_your_graveyard_this_turn():
    game = board(["Swamp"] * 4 + ["Mountain"] * 2 + ["Grizzly Bears"],
                 hands=(["Shock", "Garna, the Bloodflame"], []))
    _in_graveyard(game, "Hill Giant")                         # there since an earlier turn
    cast(game, "Shock", obj(game, "Grizzly Bears"))
    resolve(game)
    cast(game, "Garna, the Bloodflame")
    resolve(game)
    resolve(game)
    assert hand(game) == ["Grizzly Bears"]
    assert grave(game) == ["Hill Giant", "Shock"]


@plays("Profane Memento", "trigger.into_graveyard")
def test_603_2_a_creature_card_into_an_opponents_graveyard_only():
    game = board(["Profane Memento", "Mountain", "Mountain", "Grizzly Bears"],
                 ["Grizzly Bears"], hands=(["Shock", "Shock"], []))
    cast(game, "Shock", obj(game, "Grizzly Bears"))          # Alice's own Bears
    resolve(game)
    assert life(game, 0) == 20
    cast(game, "Shock", obj(game, "Grizzly Bears"))          # Bob's Bears
    resolve(game)
    assert life(game, 0) == 21


@plays("Kishla Skimmer", "trigger.leave_graveyard", "trigger.once_each_turn")
def test_603_2_triggers_only_once_each_turn():
    game = board(["Kishla Skimmer", "Swamp", "Swamp"], hands=(["Coffin Purge"], []))
    bears = _in_graveyard(game, "Grizzly Bears")
    _in_graveyard(game, "Hill Giant")
    cast(game, "Coffin Purge", bears)
    resolve(game)
    assert _exiled(game) == ["Grizzly Bears"] and len(game.state.players[0].hand) == 1
    game.act("cast Coffin Purge for flashback targeting Hill Giant")
    resolve(game)                              # two more cards left Alice's graveyard,
    assert _exiled(game) == ["Grizzly Bears", "Hill Giant", "Coffin Purge"]
    assert len(game.state.players[0].hand) == 1                 # and no second draw


def _attack_with(game, attacker: int) -> None:
    """Alice attacks Bob with `attacker`, unblocked, through combat damage."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((attacker, BOB),)))
    while game.state.step != "end of combat":
        d = game.decision
        game.act(Action("block", 1, choice=()) if d.kind == "blockers"
                 else Action("pass", d.player))


@plays("Mercenaries", "ability.any_player", "effect.prevent_next_time_object")
def test_602_2_any_player_may_activate_and_you_is_the_activator():
    for bob_pays in (False, True):
        game = board(["Mercenaries"], ["Plains", "Plains", "Plains"],
                     step="beginning of combat")
        mercenaries = obj(game, "Mercenaries")
        if bob_pays:
            game.act(Action("pass", 0))                       # Bob has priority
            activate(game, mercenaries, player=1)
            resolve(game)
        _attack_with(game, mercenaries)
        assert life(game, 1) == (20 if bob_pays else 17)      # "you": Bob, who activated


@plays("Esper Sentinel", "trigger.nth", "condition.unless_pays_per")
def test_603_2_the_opponents_first_noncreature_spell_after_a_creature_spell():
    game = board(["Forest", "Forest", "Mountain", "Mountain"], ["Esper Sentinel"],
                 hands=(["Grizzly Bears", "Shock", "Shock"], []))
    cast(game, "Grizzly Bears")                  # a creature spell: no trigger
    resolve(game)
    cast(game, "Shock", BOB)                     # Alice's first noncreature spell this turn
    assert len(game.state.stack) == 2
    resolve(game)
    assert game.decision.kind == "yes_no" and game.decision.player == 0   # Alice may pay
    choose(game, "no")                           # {X}: X is the Sentinel's power, 1
    resolve(game)
    assert len(game.state.players[1].hand) == 1  # Bob drew
    cast(game, "Shock", BOB)                     # her second noncreature spell: no trigger
    assert len(game.state.stack) == 1
