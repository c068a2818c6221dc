"""Keyword mechanics newer than the rules file, played from their reminder text (README,
"Mechanics newer than the rules file"), and keywords of the rules file not played before:
mobilize, firebending."""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, activate, grave, obj, plays, resolve, to_step

from tolaria import Action, Game
from tolaria.cards.registry import card_def
from tolaria.rules import combat
from tolaria.rules.zones import create_object

# -- mobilize (reminder text; CR 508.4, 111, 603.7) -----------------------------------------

@plays("Dalkovan Packbeasts", "keyword.mobilize")
def test_508_4_mobilize_3_three_warriors_attack_and_are_sacrificed_at_end_step():
    game = board(["Dalkovan Packbeasts"], [], step="declare attackers")
    beasts = obj(game, "Dalkovan Packbeasts")
    game.act(Action("attack", 0, choice=((beasts, BOB),)))
    resolve(game)
    warriors = ids(game, "Warrior")
    assert len(warriors) == 3 and len(game.state.delayed) == 3
    for w in warriors:
        token = game.state.objects[w]
        assert token.tapped and token.is_token and token in combat.attackers(game.state)
    to_step(game, "combat damage")
    assert game.state.players[1].life == 20 - 0 - 3        # a 0/4 and three 1/1s
    to_step(game, "end")
    while game.state.stack:
        resolve(game)
    assert not ids(game, "Warrior") and ids(game, "Dalkovan Packbeasts")
    assert grave(game) == []                              # tokens cease to exist (CR 111.7)


@plays("Bone-Cairn Butcher", "keyword.mobilize")
def test_603_2_mobilize_triggers_on_each_attack_only():
    game = board(["Bone-Cairn Butcher"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Bone-Cairn Butcher"), BOB),)))
    resolve(game)
    assert len(ids(game, "Warrior")) == 2
    to_step(game, "combat damage")                         # 4 + two 1/1 deathtouch Warriors
    assert game.state.players[1].life == 14


@plays("Avenger of the Fallen", "keyword.mobilize")
def test_107_3_mobilize_x_counts_creature_cards_in_your_graveyard_as_it_resolves():
    game = board(["Avenger of the Fallen"], [], step="declare attackers")
    for name in ("Grizzly Bears", "Grizzly Bears", "Shock"):
        create_object(game.state, card_def(name), 0, "graveyard")
    game.act(Action("attack", 0, choice=((obj(game, "Avenger of the Fallen"), BOB),)))
    resolve(game)
    warriors = ids(game, "Warrior")
    assert len(warriors) == 2 and all(
        game.state.objects[w] in combat.attackers(game.state) for w in warriors)
    to_step(game, "end")
    while game.state.stack:
        resolve(game)
    assert not ids(game, "Warrior")


# -- firebending (reminder text; CR 106.4, 500.4) -------------------------------------------

def _pool(game, player: int = 0) -> int:
    return game.state.players[player].pool.total()


@plays("Mai and Zuko", "keyword.firebending", "keyword.list")
def test_500_4_firebending_mana_lasts_until_end_of_combat():
    game = board(["Mai and Zuko"], [], step="declare attackers")
    game.act(Action("attack", 0, choice=((obj(game, "Mai and Zuko"), BOB),)))
    resolve(game)
    assert game.state.players[0].pool.count("R") == 3
    game = Game.from_json(game.to_json())                 # saved with its duration
    to_step(game, "declare blockers")
    assert _pool(game) == 3                               # kept as combat steps end
    to_step(game, "end of combat")
    assert _pool(game) == 3
    to_step(game, "postcombat main")
    assert _pool(game) == 0                               # lost as combat ends


@plays("Fire Sages", "keyword.firebending", "keyword.list")
def test_106_4_firebending_mana_pays_for_an_ability_during_combat():
    game = board(["Fire Sages", "Mountain", "Mountain"], [], step="declare attackers")
    sages = obj(game, "Fire Sages")
    game.act(Action("attack", 0, choice=((sages, BOB),)))
    resolve(game)
    to_step(game, "declare blockers")
    assert _pool(game) == 1
    activate(game, sages)                                 # {1}{R}{R}: the {R} and two lands
    resolve(game)
    assert game.state.objects[sages].counters.get("+1/+1") == 1 and _pool(game) == 0
    to_step(game, "combat damage")
    assert game.state.players[1].life == 17
