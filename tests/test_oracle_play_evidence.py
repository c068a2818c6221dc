"""Collect evidence (CR 701.57) as an activation cost, read from Oracle text and played: the
cards exiled are chosen as the cost is paid, their total mana value N or greater."""

from __future__ import annotations

import pytest
from boards import board
from test_oracle_play import activate, chars, grave, obj, plays, resolve

from tolaria import Game, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _with_graveyard(game: Game, *names: str) -> list[int]:
    made = [create_object(game.state, card_def(n), 0, "graveyard").id for n in names]
    game.state.changed()
    return made


def _evidence_choices(game: Game, oid: int) -> set[frozenset[int]]:
    return {frozenset(a.costs) for a in game.legal_actions()
            if a.kind == "activate" and a.object == oid and a.ability == 1}


@plays("Forensic Researcher", "cost.collect_evidence")
def test_701_57a_forensic_researcher_collects_evidence_3_to_tap_a_creature() -> None:
    game = board(["Forensic Researcher"], ["Grizzly Bears"])
    researcher, bears = obj(game, "Forensic Researcher"), obj(game, "Grizzly Bears")
    bolt, bears2, giant, ox = _with_graveyard(game, "Lightning Bolt", "Grizzly Bears",
                                              "Hill Giant", "Ornithopter")
    # The minimal sets of total mana value 3 or more: a 0 never helps (CR 701.57a)
    assert _evidence_choices(game, researcher) == {frozenset({giant}),
                                                   frozenset({bolt, bears2})}
    with pytest.raises(IllegalAction, match="701.57a"):
        activate(game, researcher, bears, index=1, costs=(bolt, ox))       # total 1
    action = next(a for a in game.legal_actions() if a.kind == "activate"
                  and a.ability == 1 and set(a.costs) == {bolt, bears2})
    text = game.notation(action)
    assert "exiling Grizzly Bears, Lightning Bolt targeting" in text
    assert game.parse(text) == action                                       # round trip
    game.act(text)
    resolve(game)
    assert game.state.objects[bears].tapped
    assert grave(game) == ["Hill Giant", "Ornithopter"]
    assert sorted(game.state.objects[i].name for i in game.state.players[0].exile) == [
        "Grizzly Bears", "Lightning Bolt"]
    assert chars(game, researcher) is not None


def test_701_57b_no_evidence_to_collect_no_activation() -> None:
    game = board(["Forensic Researcher"], ["Grizzly Bears"])
    researcher = obj(game, "Forensic Researcher")
    _with_graveyard(game, "Lightning Bolt", "Ornithopter")                  # total 1
    assert _evidence_choices(game, researcher) == set()


@plays("Hedge Whisperer", "cost.collect_evidence")
def test_701_57a_hedge_whisperer_a_superset_of_evidence_is_legal_too() -> None:
    game = board(["Hedge Whisperer", "Forest"] + ["Forest"] * 4, [])
    whisperer, land = obj(game, "Hedge Whisperer"), obj(game, "Forest")
    cards = _with_graveyard(game, "Hill Giant", "Grizzly Bears")           # 4 + 2
    activate(game, whisperer, land, costs=tuple(cards))                    # 6: both exiled
    resolve(game)
    assert grave(game) == []
    assert chars(game, land).is_creature and chars(game, land).power == 5


@plays("Polygraph Orb", "cost.collect_evidence")
def test_701_57a_polygraph_orb_each_opponent_with_nothing_to_give_loses_3() -> None:
    game = board(["Polygraph Orb", "Island", "Island"], [])
    orb = obj(game, "Polygraph Orb")
    (giant,) = _with_graveyard(game, "Hill Giant")
    activate(game, orb, costs=(giant,))
    resolve(game)
    assert game.state.players[1].life == 17          # no card to discard, no creature
    assert grave(game) == []
