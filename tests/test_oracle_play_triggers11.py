"""Triggered abilities, played (CR 603), eleventh part: "Whenever you cast a spell with
cascade" (CR 702.85a, 601.2i).
"""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import (
    ALICE,
    cast,
    choose_targets,
    grave,
    hand,
    life,
    obj,
    plays,
    resolve,
)

from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object

# -- "Whenever you cast a spell with cascade" --------------------------------------------------


def _drain(game) -> None:
    """Pass until the stack is empty, answering any trigger-order or target question with
    the first legal option."""
    while game.state.stack or game.decision.kind != "priority":
        if game.decision.kind == "priority":
            resolve(game)
            continue
        game.act(game.legal_actions()[0])


@plays("Aurora Phoenix", "trigger.cast", "phrase.filter")
def test_702_85a_aurora_phoenix_returns_when_a_spell_with_cascade_is_cast():
    """Shock has no cascade: Aurora Phoenix stays in the graveyard; Violent Outburst has it:
    Phoenix's ability triggers from the graveyard as it is cast (CR 601.2i, 702.85a)."""
    game = board([], [], hands=(["Shock", "Violent Outburst"], []))
    create_object(game.state, card_def("Aurora Phoenix"), 0, "graveyard")
    game.state.changed()
    add_mana(game, "{R}{1}{R}{G}")
    cast(game, "Shock", ("player", 1))
    resolve(game)
    assert life(game, 1) == 18 and "Aurora Phoenix" in grave(game)
    cast(game, "Violent Outburst")
    _drain(game)
    assert "Aurora Phoenix" in hand(game) and "Aurora Phoenix" not in grave(game)


@plays("The First Doctor", "trigger.cast", "phrase.filter")
def test_702_85a_the_first_doctor_counters_only_for_a_spell_with_cascade():
    """A spell without cascade doesn't trigger The First Doctor; a cascade spell does: a
    +1/+1 counter on the target creature (CR 601.2i, 702.85a, 122.1)."""
    game = board(["The First Doctor", "Grizzly Bears"], [],
                 hands=(["Shock", "Violent Outburst"], []))
    add_mana(game, "{R}{1}{R}{G}")
    cast(game, "Shock", ALICE)
    resolve(game)
    assert life(game, 0) == 18 and not game.state.stack
    bears = obj(game, "Grizzly Bears")
    cast(game, "Violent Outburst")
    while game.decision.kind != "targets":
        game.act(game.legal_actions()[0])
    choose_targets(game, bears)
    _drain(game)
    assert game.state.objects[bears].counters.get("+1/+1") == 1
    assert ids(game, "The First Doctor")
