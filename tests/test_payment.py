"""The automatic payment (CR 601.2g-h, 605.3) and the log lines naming what paid a cost.

The solver itself is tested in test_mana.py; these play real cards: mana abilities that
cost mana (Crystal Grotto, Signets), the sources the other cards in hand need left untapped,
and "Alice taps ... for ..." lines.
"""

from __future__ import annotations

from boards import board, ids
from test_oracle_play import BOB, activate, cast, obj

from tolaria import Action, Game


def tapped(game: Game) -> list[str]:
    return sorted(game.state.objects[i].name for i in game.state.battlefield
                  if game.state.objects[i].tapped)


def can_cast(game: Game, name: str) -> bool:
    return any(a.kind == "cast" and game.state.objects[a.object].name == name
               for a in game.legal_actions())


def lines(game: Game, start: int = 0) -> list[tuple[str, tuple[str, ...]]]:
    return [(e.text, e.rules) for e in game.log[start:]]


# -- which sources pay -------------------------------------------------------------------

def test_601_2g_safe_passage_leaves_the_mountain_for_lightning_bolt() -> None:
    game = board(["Mountain", "Plains", "Plains", "Plains"],
                 hands=(["Safe Passage", "Lightning Bolt"], []))
    cast(game, "Safe Passage")
    assert tapped(game) == ["Plains", "Plains", "Plains"]
    assert can_cast(game, "Lightning Bolt")


def test_601_2g_without_a_card_needing_red_the_mountain_pays_generic_mana() -> None:
    # With only Swords to Plowshares left ({W}), a Plains stays untapped for it instead.
    game = board(["Mountain", "Plains", "Plains", "Plains"],
                 hands=(["Safe Passage", "Swords to Plowshares"], []))
    cast(game, "Safe Passage")
    assert tapped(game) == ["Mountain", "Plains", "Plains"]


def test_605_3a_crystal_grotto_turns_floating_colorless_into_white() -> None:
    game = board(["Crystal Grotto", "Sol Ring"], hands=(["Savannah Lions"], []))
    activate(game, obj(game, "Sol Ring"))                       # {C}{C} in the pool
    assert can_cast(game, "Savannah Lions")
    cast(game, "Savannah Lions")                                # {1} of it pays the Grotto
    assert tapped(game) == ["Crystal Grotto", "Sol Ring"]
    assert str(game.state.players[0].pool) == "{C}"


def test_605_3a_a_land_pays_for_crystal_grotto() -> None:
    game = board(["Crystal Grotto", "Mountain"], hands=(["Savannah Lions"], []))
    cast(game, "Savannah Lions")
    assert tapped(game) == ["Crystal Grotto", "Mountain"]
    assert game.state.players[0].pool.is_empty()


def test_605_3b_a_mana_ability_cant_pay_its_own_cost() -> None:
    # Crystal Grotto alone makes only {C}; two Signets can't pay for each other.
    assert not can_cast(board(["Crystal Grotto"], hands=(["Savannah Lions"], [])),
                        "Savannah Lions")
    assert not can_cast(board(["Izzet Signet", "Izzet Signet"], hands=(["Lightning Bolt"], [])),
                        "Lightning Bolt")


def test_605_3a_a_signet_paid_by_a_signet_paid_by_a_land() -> None:
    # Forest: {G} pays the first Signet ({U}{R}); its {U} pays the second ({U}{R}): {R}{U}{R}.
    game = board(["Forest", "Izzet Signet", "Izzet Signet"], hands=(["Lightning Bolt"], []))
    cast(game, "Lightning Bolt", BOB)
    assert tapped(game) == ["Forest", "Izzet Signet"]          # one Signet is enough
    game = board(["Forest", "Izzet Signet", "Izzet Signet"], hands=(["Blaze"], []))
    assert max(a.x or 0 for a in game.legal_actions() if a.kind == "cast") == 2   # Blaze: {X}{R}
    game.act(next(a for a in game.legal_actions() if a.kind == "cast" and a.x == 2))
    assert tapped(game) == ["Forest", "Izzet Signet", "Izzet Signet"]


# -- the log -------------------------------------------------------------------------------

def test_601_2h_the_log_names_the_lands_tapped_for_a_spell() -> None:
    game = board(["Mountain", "Mountain"], hands=(["Lightning Bolt", "Shock"], []))
    start = len(game.log)
    cast(game, "Lightning Bolt", BOB)
    assert lines(game, start) == [
        ("Alice taps Mountain for Lightning Bolt", ("601.2h",)),
        ("Alice casts Lightning Bolt targeting Bob", ("601.2",))]
    game = board(["Mountain", "Mountain", "Forest"], hands=(["Gray Ogre"], []))
    start = len(game.log)
    cast(game, "Gray Ogre")
    assert lines(game, start)[0] == ("Alice taps Mountain, Mountain and Forest for Gray Ogre",
                                     ("601.2h",))


def test_602_2b_the_log_names_the_elves_tapped_for_birchlore_rangers() -> None:
    game = board(["Birchlore Rangers", "Fyndhorn Elves", "Timberwatch Elf"])
    rangers = obj(game, "Birchlore Rangers")
    elves = (obj(game, "Fyndhorn Elves"), obj(game, "Timberwatch Elf"))
    start = len(game.log)
    game.act(Action("activate", 0, rangers, ability=0, choice=(0,), costs=elves))
    assert lines(game, start) == [
        ("Alice taps Fyndhorn Elves and Timberwatch Elf for Birchlore Rangers' ability",
         ("602.2b",)),
        ("Alice adds {W} with Birchlore Rangers' ability", ("605.3a", "106.4"))]


def test_602_2b_the_log_names_the_land_tapped_for_an_ability() -> None:
    game = board(["Forest", "Izzet Signet"])
    start = len(game.log)
    activate(game, obj(game, "Izzet Signet"))
    assert lines(game, start) == [
        ("Alice taps Forest for Izzet Signet's ability", ("602.2b",)),
        ("Alice taps Izzet Signet for {U}{R}", ("605.3a", "106.4"))]
    assert ids(game, "Forest") and tapped(game) == ["Forest", "Izzet Signet"]
