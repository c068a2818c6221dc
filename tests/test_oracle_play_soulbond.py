"""Soulbond and paired creatures read from Oracle text, played (CR 702.95)."""

from __future__ import annotations

from boards import board
from test_oracle_play import activate, cast, chars, choose, obj, plays, resolve, to_step

from tolaria import Action, Game
from tolaria.rules.keywords import soulbond

FORESTS = ["Forest"] * 8


def pt(game: Game, oid: int) -> tuple[int | None, int | None]:
    c = chars(game, oid)
    return c.power, c.toughness


def paired_with(game: Game, oid: int) -> int | None:
    """The id of the creature `oid` is paired with, or None (CR 702.95b)."""
    found = soulbond.partner(game.state, game.state.objects[oid])
    return None if found is None else found.id


def cast_and_answer(game: Game, name: str, *answers: object) -> None:
    """Cast a creature spell, let it resolve, answer the soulbond trigger's questions."""
    cast(game, name)
    resolve(game)
    for answer in answers:
        choose(game, answer)
    resolve(game)


@plays("Druid's Familiar", "keyword.soulbond", "static.soulbond_paired")
def test_702_95a_pair_as_the_soulbond_creature_enters():
    game = board(FORESTS + ["Grizzly Bears", "Runeclaw Bear"], [],
                 hands=(["Druid's Familiar"], []))
    bears, runeclaw = obj(game, "Grizzly Bears"), obj(game, "Runeclaw Bear")
    cast(game, "Druid's Familiar")
    resolve(game)
    assert game.decision.kind == "yes_no"                      # CR 603.5: "you may"
    choose(game, "yes")
    assert game.decision.kind == "choose" and set(game.decision.options) == {bears, runeclaw}
    choose(game, runeclaw)
    familiar = obj(game, "Druid's Familiar")
    assert paired_with(game, familiar) == runeclaw and paired_with(game, runeclaw) == familiar
    assert pt(game, familiar) == (4, 4) and pt(game, runeclaw) == (4, 4)   # each of those
    assert pt(game, bears) == (2, 2)
    assert not game.state.stack


@plays("Wolfir Silverheart", "keyword.soulbond", "static.soulbond_paired")
def test_702_95a_pair_when_another_creature_enters_later():
    game = board(FORESTS + ["Wolfir Silverheart"], [], hands=(["Grizzly Bears"], []))
    wolfir = obj(game, "Wolfir Silverheart")
    assert pt(game, wolfir) == (4, 4)
    cast_and_answer(game, "Grizzly Bears", "yes")          # nothing to choose: that creature
    bears = obj(game, "Grizzly Bears")
    assert paired_with(game, wolfir) == bears
    assert pt(game, wolfir) == (8, 8) and pt(game, bears) == (6, 6)


@plays("Wingcrafter", "keyword.soulbond", "static.soulbond_paired")
def test_702_95a_declining_leaves_both_unpaired_for_a_later_creature():
    game = board(FORESTS + ["Wingcrafter"], [], hands=(["Grizzly Bears", "Runeclaw Bear"], []))
    wingcrafter = obj(game, "Wingcrafter")
    cast_and_answer(game, "Grizzly Bears", "no")
    bears = obj(game, "Grizzly Bears")
    assert paired_with(game, wingcrafter) is None and paired_with(game, bears) is None
    assert not chars(game, wingcrafter).has("flying") and not chars(game, bears).has("flying")
    cast_and_answer(game, "Runeclaw Bear", "yes")
    runeclaw = obj(game, "Runeclaw Bear")
    assert paired_with(game, wingcrafter) == runeclaw
    assert chars(game, wingcrafter).has("flying") and chars(game, runeclaw).has("flying")
    assert not chars(game, bears).has("flying")                       # both creatures only


@plays("Trusted Forcemage", "keyword.soulbond", "static.soulbond_paired")
def test_702_95d_a_paired_creature_cant_pair_again():
    game = board(FORESTS + ["Druid's Familiar", "Grizzly Bears"], [],
                 hands=(["Trusted Forcemage", "Runeclaw Bear"], []))
    familiar, bears = obj(game, "Druid's Familiar"), obj(game, "Grizzly Bears")
    soulbond.pair(game.state, game.state.objects[familiar], game.state.objects[bears], 0)
    cast(game, "Trusted Forcemage")
    resolve(game)
    # Neither trigger: the Familiar is paired, and there is no other unpaired creature.
    assert not game.state.stack and game.decision.kind == "priority"
    forcemage = obj(game, "Trusted Forcemage")
    assert paired_with(game, forcemage) is None and paired_with(game, familiar) == bears
    assert pt(game, forcemage) == (2, 2) and pt(game, bears) == (4, 4)
    cast_and_answer(game, "Runeclaw Bear", "yes")      # only the Forcemage's trigger
    runeclaw = obj(game, "Runeclaw Bear")
    assert paired_with(game, forcemage) == runeclaw and paired_with(game, familiar) == bears
    assert pt(game, forcemage) == (3, 3) and pt(game, runeclaw) == (3, 3)
    assert pt(game, familiar) == (4, 4)


@plays("Druid's Familiar", "keyword.soulbond", "static.soulbond_paired")
def test_702_95e_unpaired_when_the_partner_dies():
    game = board(FORESTS + ["Swamp", "Swamp", "Grizzly Bears"], [],
                 hands=(["Druid's Familiar", "Doom Blade", "Runeclaw Bear"], []))
    cast_and_answer(game, "Druid's Familiar", "yes")         # the only choice: the Bears
    familiar = obj(game, "Druid's Familiar")
    cast(game, "Doom Blade", obj(game, "Grizzly Bears"))
    resolve(game)
    assert "Grizzly Bears" not in [o.name for o in map(game.state.objects.get,
                                                       game.state.battlefield)]
    assert game.state.objects[familiar].paired is None and pt(game, familiar) == (2, 2)
    cast_and_answer(game, "Runeclaw Bear", "yes")       # unpaired: it may pair again
    assert paired_with(game, familiar) == obj(game, "Runeclaw Bear")


@plays("Druid's Familiar", "keyword.soulbond", "static.soulbond_paired")
def test_702_95e_unpaired_when_control_changes_and_not_again_when_it_returns():
    game = board(["Mountain"] * 3, ["Druid's Familiar", "Grizzly Bears"],
                 hands=(["Act of Treason"], []))
    familiar, bears = obj(game, "Druid's Familiar"), obj(game, "Grizzly Bears")
    soulbond.pair(game.state, game.state.objects[familiar], game.state.objects[bears], 1)
    assert pt(game, bears) == (4, 4)
    cast(game, "Act of Treason", bears)
    resolve(game)
    assert chars(game, bears).controller == 0
    assert pt(game, bears) == (2, 2) and pt(game, familiar) == (2, 2)
    assert game.state.objects[bears].paired is None
    assert game.state.objects[familiar].paired is None
    to_step(game, "upkeep")                       # Bob's turn: the Bears are his again
    assert game.state.active == 1 and chars(game, bears).controller == 1
    assert paired_with(game, familiar) is None and pt(game, bears) == (2, 2)


@plays("Silverblade Paladin", "keyword.soulbond", "static.soulbond_paired")
def test_702_95a_both_creatures_have_double_strike():
    game = board(["Plains"] * 3 + ["Grizzly Bears"], [], hands=(["Silverblade Paladin"], []))
    cast_and_answer(game, "Silverblade Paladin", "yes")
    paladin, bears = obj(game, "Silverblade Paladin"), obj(game, "Grizzly Bears")
    assert chars(game, paladin).has("double strike") and chars(game, bears).has("double strike")


@plays("Stonewright", "keyword.soulbond", "static.soulbond_paired")
def test_702_95b_each_paired_creature_has_the_quoted_ability():
    game = board(["Mountain"] * 3 + ["Grizzly Bears", "Runeclaw Bear"], [],
                 hands=(["Stonewright"], []))
    bears, runeclaw = obj(game, "Grizzly Bears"), obj(game, "Runeclaw Bear")
    cast_and_answer(game, "Stonewright", "yes", bears)
    stonewright = obj(game, "Stonewright")
    assert chars(game, runeclaw).activated == ()                   # not paired: no ability
    activate(game, bears)
    resolve(game)
    assert pt(game, bears) == (3, 2) and pt(game, stonewright) == (1, 1)


def test_702_95c_nothing_pairs_if_the_partner_left_before_resolution():
    game = board(["Swamp", "Swamp"] + FORESTS + ["Druid's Familiar"], [],
                 hands=(["Grizzly Bears", "Doom Blade"], []))
    familiar = obj(game, "Druid's Familiar")
    cast(game, "Grizzly Bears")
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                              # the Bears resolve
    assert len(game.state.stack) == 1                        # the Familiar's trigger
    cast(game, "Doom Blade", obj(game, "Grizzly Bears"))
    resolve(game)
    assert paired_with(game, familiar) is None and not game.state.stack


def test_702_95b_pairing_survives_a_save():
    game = board(FORESTS + ["Druid's Familiar"], [], hands=(["Grizzly Bears"], []))
    cast_and_answer(game, "Grizzly Bears", "yes")
    loaded = Game.from_json(game.to_json())
    familiar, bears = obj(loaded, "Druid's Familiar"), obj(loaded, "Grizzly Bears")
    assert paired_with(loaded, familiar) == bears and pt(loaded, bears) == (4, 4)
    copied = loaded.copy()
    assert paired_with(copied, bears) == familiar


@plays("Doom Weaver", "keyword.soulbond", "static.soulbond_paired")
def test_702_95b_a_paired_creature_that_dies_has_the_granted_trigger():
    game = board(["Swamp", "Swamp"] + FORESTS + ["Doom Weaver"], [],
                 hands=(["Grizzly Bears", "Doom Blade"], []))
    cast_and_answer(game, "Grizzly Bears", "yes")
    bears = obj(game, "Grizzly Bears")
    assert paired_with(game, obj(game, "Doom Weaver")) == bears
    hand_before = len(game.state.players[0].hand)
    cast(game, "Doom Blade", bears)
    resolve(game)                               # CR 603.10a: it had the ability as it died
    assert len(game.state.players[0].hand) == hand_before - 1 + 2      # its power: 2
