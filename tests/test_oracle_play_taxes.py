"""Play tests for constructs the corpus decks Death and Taxes (legacy 2017) and Bant
Company (standard 2016) needed (issue 17): modal activated abilities, "[Cost]: Choose
one —" with bullet modes, the mode chosen as the ability is activated (CR 602.2b, 601.2b,
700.2)."""

import pytest
from boards import board, ids
from test_oracle_play import (
    chars,
    obj,
    plays,
    resolve,
)

from tolaria import IllegalAction
from tolaria.data.actions import Action


def _jitte_on_bears(charges: int = 2):  # noqa: ANN202 - a Game
    """Alice's Grizzly Bears equipped with Umezawa's Jitte holding `charges` counters; Bob
    has a Llanowar Elves."""
    game = board(["Grizzly Bears", "Umezawa's Jitte"], ["Llanowar Elves"])
    jitte, bears = obj(game, "Umezawa's Jitte"), obj(game, "Grizzly Bears")
    game.state.objects[jitte].attached_to = bears
    game.state.objects[jitte].counters["charge"] = charges
    game.state.changed()
    return game, jitte, bears


@plays("Umezawa's Jitte", "ability.modal_activated")
def test_602_2b_umezawas_jitte_mode_is_chosen_as_it_is_activated():
    """CR 602.2b, 700.2: each activation announces one mode; its cost removes a counter."""
    game, jitte, bears = _jitte_on_bears()
    modes = {a.mode for a in game.legal_actions() if a.kind == "activate"
             and a.object == jitte}
    assert modes == {0, 1, 2}                             # three modes to choose from
    game.act("activate Umezawa's Jitte:1 mode 1")         # +2/+2 to the equipped creature
    assert game.state.objects[jitte].counters["charge"] == 1      # paid (CR 602.2b)
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (4, 4)
    game.act("activate Umezawa's Jitte:1 mode 3")         # you gain 2 life
    resolve(game)
    assert game.state.players[0].life == 22
    assert game.state.objects[jitte].counters.get("charge", 0) == 0
    assert not [a for a in game.legal_actions() if a.kind == "activate"
                and a.object == jitte and a.ability == 0]   # no counter left to remove


@plays("Umezawa's Jitte", "ability.modal_activated")
def test_700_2_umezawas_jitte_minus_mode_targets_only_when_chosen():
    """CR 700.2, 601.2c: the -1/-1 mode's target is chosen with that mode; the other modes
    target nothing. Two activations kill Bob's 1/1 and shrink nothing else."""
    game, jitte, bears = _jitte_on_bears()
    elves = obj(game, "Llanowar Elves")
    with pytest.raises(IllegalAction):                    # a mode must be chosen (602.2b)
        game.act(Action("activate", 0, jitte, ability=0, targets=(("object", elves),)))
    with pytest.raises(IllegalAction):                    # mode 3 has no target (CR 115.1)
        game.act(Action("activate", 0, jitte, ability=0, targets=(("object", elves),),
                        mode=2))
    game.act("activate Umezawa's Jitte:1 mode 2 targeting Llanowar Elves")
    assert "Target creature gets -1/-1" in game.state.log[-1].text
    resolve(game)
    assert elves not in game.state.battlefield            # 0/0: put into the graveyard
    assert chars(game, bears).power == 2
    assert game.state.players[1].life == 20


@plays("Skinshifter", "ability.modal_activated")
def test_602_5b_skinshifter_once_each_turn_counts_every_mode():
    """CR 602.5b: "Activate only once each turn." limits the ability, whichever mode was
    chosen; the mode's "becomes a Rhino ... 4/4 and gains trample" applies (CR 613)."""
    game = board(["Skinshifter", "Forest", "Forest"], [])
    shifter = obj(game, "Skinshifter")
    game.act("activate Skinshifter mode 1")
    resolve(game)
    rhino = chars(game, shifter)
    assert (rhino.power, rhino.toughness) == (4, 4) and "trample" in rhino.keywords
    assert "Rhino" in rhino.subtypes
    with pytest.raises(IllegalAction, match="602.5b"):
        game.act("activate Skinshifter mode 2")


@plays("Lambholt Pacifist", "static.restrict", "condition.static_suffix", "condition.control")
def test_508_1c_lambholt_pacifist_attacks_only_beside_power_4_or_greater():
    """CR 508.1c: "can't attack unless you control a creature with power 4 or greater" is
    judged with the creatures' power as the layers leave it (CR 613): beside a 2/2 the
    Pacifist can't attack; once Giant Growth makes Grizzly Bears 5/5, it can."""
    game = board(["Lambholt Pacifist", "Grizzly Bears"], [], step="declare attackers")
    attack = Action("attack", 0, choice=((obj(game, "Lambholt Pacifist"), ("player", 1)),))
    assert not game.is_legal(attack)
    game = board(["Lambholt Pacifist", "Grizzly Bears", "Forest"], [],
                 hands=(["Giant Growth"], []), step="beginning of combat")
    game.act("cast Giant Growth targeting Grizzly Bears")
    resolve(game)
    assert chars(game, obj(game, "Grizzly Bears")).power == 5
    while game.decision.kind != "attackers":               # to declare attackers
        game.act(Action("pass", game.decision.player))
    attack = Action("attack", 0, choice=((obj(game, "Lambholt Pacifist"), ("player", 1)),))
    assert game.is_legal(attack)


@plays("Sylvan Advocate", "static.self_and_group", "condition.static_prefix",
       "condition.control")
def test_613_4c_sylvan_advocate_pumps_itself_and_land_creatures_with_six_lands():
    """CR 611.3a, 613.4c: with six lands, "this creature and land creatures you control
    get +2/+2" changes the Advocate and Dryad Arbor (a land creature) once each; Grizzly
    Bears isn't a land; with five lands nothing changes."""
    lands = ["Forest"] * 5
    game = board(["Sylvan Advocate", "Dryad Arbor", "Grizzly Bears", *lands[:4]], [])
    advocate, arbor, bears = (obj(game, n) for n in ("Sylvan Advocate", "Dryad Arbor",
                                                     "Grizzly Bears"))
    assert (chars(game, advocate).power, chars(game, arbor).power) == (2, 1)   # 5 lands
    game = board(["Sylvan Advocate", "Dryad Arbor", "Grizzly Bears", *lands], [])
    advocate, arbor, bears = (obj(game, n) for n in ("Sylvan Advocate", "Dryad Arbor",
                                                     "Grizzly Bears"))
    assert (chars(game, advocate).power, chars(game, advocate).toughness) == (4, 5)
    assert (chars(game, arbor).power, chars(game, arbor).toughness) == (3, 3)
    assert chars(game, bears).power == 2


def _settle(game) -> None:  # noqa: ANN001 - a Game
    """Pass, order triggers and resolve until the stack is empty with no trigger left."""
    for _ in range(40):
        d = game.decision
        if d.kind == "priority" and not game.state.stack:
            return
        if d.kind == "priority":
            game.act(Action("pass", d.player))
        else:
            game.act(game.legal_actions()[0])


@plays("Archangel Avacyn", "effect.delayed_upkeep", "effect.transform")
def test_701_28f_archangel_avacyn_transforms_once_at_the_next_upkeep():
    """CR 603.7, 701.28f: two non-Angel creatures die; each death creates a delayed
    trigger "transform Archangel Avacyn at the beginning of the next upkeep". At Bob's
    upkeep the first transforms her; the second was created before that transformation,
    so it is ignored: she stays Avacyn, the Purifier, whose transform trigger deals 3 to
    each other creature and each opponent."""
    game = board(["Archangel Avacyn", "Grizzly Bears", "Llanowar Elves", "Mountain",
                  "Mountain"], ["Hill Giant"], hands=(["Lightning Bolt", "Lightning Bolt"], []))
    avacyn = obj(game, "Archangel Avacyn")
    game.act("cast Lightning Bolt targeting Grizzly Bears")
    resolve(game)
    game.act("cast Lightning Bolt targeting Llanowar Elves")
    resolve(game)
    assert len(game.state.delayed) == 2
    assert game.state.objects[avacyn].name == "Archangel Avacyn"       # not yet (603.7)
    while game.state.step != "upkeep":
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    _settle(game)
    assert chars(game, avacyn).name == "Avacyn, the Purifier"
    assert any("701.28f" in entry.rules for entry in game.state.log)
    assert game.state.players[1].life == 17
    assert not [i for i in game.state.battlefield if game.state.objects[i].name == "Hill Giant"]


@plays("Palace Jailer", "library.exile_until_monarch", "library.monarch")
def test_610_3_palace_jailer_exiles_until_an_opponent_becomes_the_monarch():
    """CR 610.3, 722.2-722.3: Palace Jailer makes Alice the monarch and exiles Bob's Grizzly
    Bears; the Jailer dying doesn't bring it back. When Bob's Hill Giant deals combat
    damage to Alice, Bob becomes the monarch and the Bears return under his control."""
    game = board(["Plains"] * 4, ["Grizzly Bears", "Hill Giant", "Mountain"],
                 hands=(["Palace Jailer"], ["Lightning Bolt"]))
    game.act("cast Palace Jailer")
    _settle(game)
    assert game.state.monarch == 0
    assert not ids(game, "Grizzly Bears")
    while not (game.state.active == 1 and game.state.step == "precombat main"):
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    game.act("cast Lightning Bolt targeting Palace Jailer")
    _settle(game)
    assert not ids(game, "Palace Jailer") and not ids(game, "Grizzly Bears")   # not 610.3
    while not (game.state.active == 1 and game.decision.kind == "attackers"):
        d = game.decision
        game.act(Action("pass", d.player) if d.kind == "priority" else game.legal_actions()[0])
    game.act("attack with Hill Giant")
    while game.state.step != "end" or game.state.stack:
        d = game.decision
        if d.kind == "blockers":
            game.act(Action("block", d.player, choice=()))
        else:
            game.act(Action("pass", d.player) if d.kind == "priority"
                     else game.legal_actions()[0])
    assert game.state.monarch == 1
    bears = [i for i in game.state.battlefield if game.state.objects[i].name == "Grizzly Bears"]
    assert len(bears) == 1 and game.state.objects[bears[0]].controller == 1   # CR 610.3c
