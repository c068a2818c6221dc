"""Families of constructs of issue 17 item 3, played: "defending player" in attack
triggers (CR 506.2), ..."""

from __future__ import annotations

from boards import board
from test_oracle_play import BOB, Action, hand, life, obj, plays, resolve

from tolaria import Game


def _attack(game: Game, *attackers: int) -> None:
    """Alice attacks Bob with `attackers` (CR 508.1)."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=tuple((a, BOB) for a in attackers)))


def _block(game: Game, *pairs: tuple[int, int]) -> None:
    while game.decision.kind != "blockers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("block", 1, choice=tuple(pairs)))


# -- "defending player" (CR 506.2) -------------------------------------------------------

@plays("Shrieking Specter", "phrase.defending_player")
def test_506_2_defending_player_discards_when_this_attacks():
    game = board(["Shrieking Specter"], [], hands=([], ["Grizzly Bears", "Shock"]))
    _attack(game, obj(game, "Shrieking Specter"))
    resolve(game)
    assert game.decision.kind == "discard" and game.decision.player == 1     # Bob chooses
    game.act(Action("choose", 1, choice=(game.decision.options[0],)))
    assert hand(game, 1) == ["Shock"]


@plays("Campaign of Vengeance", "phrase.defending_player")
def test_506_2_defending_player_of_each_attacking_creature():
    """"Whenever a creature you control attacks, defending player loses 1 life": the player
    each attacker attacks, once per attacker (CR 508.3a)."""
    game = board(["Campaign of Vengeance", "Grizzly Bears", "Savannah Lions"], [])
    _attack(game, obj(game, "Grizzly Bears"), obj(game, "Savannah Lions"))
    resolve(game)
    assert (life(game, 0), life(game, 1)) == (22, 18)


@plays("Vedalken Ghoul", "phrase.defending_player")
def test_506_2_defending_player_when_this_becomes_blocked():
    game = board(["Vedalken Ghoul"], ["Grizzly Bears"])
    ghoul, bears = obj(game, "Vedalken Ghoul"), obj(game, "Grizzly Bears")
    _attack(game, ghoul)
    _block(game, (bears, ghoul))
    resolve(game)
    assert life(game, 1) == 16
