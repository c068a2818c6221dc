"""Emblems letting their owner play cards from their graveyard and forbidding opponents
spells (issue 17): static abilities working from the command zone (CR 114.4)."""

from __future__ import annotations

import pytest
from boards import add_mana
from test_oracle_play import ALICE, BOB, activate, in_hand, life, plays, resolve
from test_oracle_play_keywords import to_my_upkeep
from test_oracle_play_planeswalkers import _walker

from tolaria import Action, IllegalAction
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object


def _graveyard(game, player: int, *names: str) -> None:
    for name in names:
        create_object(game.state, card_def(name), player, "graveyard")
    game.state.changed()


def _legal(game, player: int = 0) -> list[str]:
    return game.view(player)["decision"]["legal_actions"]


def _zone(game, player: int, zone: str) -> list[str]:
    state = game.state
    return sorted(state.objects[i].name for i in getattr(state.players[player], zone))


@plays("Jaya Ballard", "effect.emblem", "graveyard.spells_from_graveyard")
def test_114_4_jaya_emblem_casts_instants_from_the_graveyard_then_exiles_them():
    """"[−8]: You get an emblem with "You may cast instant and sorcery spells from your
    graveyard. If a spell cast this way would be put into your graveyard, exile it
    instead."": from the command zone (CR 114.4) the emblem lets Alice cast Lightning Bolt
    from her graveyard for its mana cost (CR 601.2a), any number of times; it is exiled as
    it would go to her graveyard (CR 614.1a). A creature card stays there; the emblem is
    hers alone."""
    game, jaya = _walker([], [], "Jaya Ballard", 8)
    _graveyard(game, 0, "Lightning Bolt", "Lightning Bolt", "Grizzly Bears")
    _graveyard(game, 1, "Shock")
    assert "cast Lightning Bolt" not in _legal(game)
    activate(game, jaya, index=2)
    resolve(game)
    assert len(game.state.command) == 1
    add_mana(game, "{R}")
    legal = _legal(game)
    assert "cast Lightning Bolt targeting Bob" in legal and "cast Grizzly Bears" not in legal
    assert not any("Shock" in a for a in legal)                                # Bob's card
    for n in range(2):
        if n:
            add_mana(game, "{R}")
        game.act("cast Lightning Bolt targeting Bob")
        resolve(game)
    assert life(game, 1) == 14
    assert _zone(game, 0, "exile") == ["Lightning Bolt", "Lightning Bolt"]      # 614.1a
    assert _zone(game, 0, "graveyard") == ["Grizzly Bears", "Jaya Ballard"]


@plays("Wrenn and Realmbreaker", "effect.emblem", "graveyard.spells_from_graveyard",
       "phrase.permanent_spell")
def test_305_1_wrenn_and_realmbreaker_emblem_plays_lands_and_permanent_spells():
    """"[−7]: You get an emblem with "You may play lands and cast permanent spells from your
    graveyard."": a land from the graveyard is Alice's land play (CR 305.1, 305.2), a
    creature card is cast for its mana cost (CR 601.2a) and resolves onto the battlefield;
    an instant isn't a permanent spell (CR 110.4b)."""
    game, wrenn = _walker([], [], "Wrenn and Realmbreaker", 7)
    _graveyard(game, 0, "Forest", "Forest", "Grizzly Bears", "Lightning Bolt")
    activate(game, wrenn, index=2)
    resolve(game)
    add_mana(game, "{G}{G}{R}")
    legal = _legal(game)
    assert "play Forest" in legal and "cast Grizzly Bears" in legal
    assert not any("Lightning Bolt" in a for a in legal)
    game.act("play Forest")
    assert "play Forest" not in _legal(game)                        # one land play (305.2)
    game.act("cast Grizzly Bears")
    resolve(game)
    state = game.state
    assert "Grizzly Bears" in [state.objects[i].name for i in state.battlefield]
    assert _zone(game, 0, "graveyard") == ["Forest", "Lightning Bolt",
                                           "Wrenn and Realmbreaker"]


@plays("Ral, Crackling Wit", "effect.emblem", "keyword.spells_have_storm")
def test_702_40a_ral_emblem_gives_alices_instants_storm():
    """"[−10]: Draw three cards. You get an emblem with "Instant and sorcery spells you cast
    have storm."": Alice's second Lightning Bolt this turn is copied once (CR 702.40a,
    114.4); Bob's Shock, cast after them, has no storm: the emblem is Alice's."""
    game, ral = _walker([], [], "Ral, Crackling Wit", 10,
                        hands=(["Lightning Bolt", "Lightning Bolt"], ["Shock"]))
    activate(game, ral, index=2)
    resolve(game)
    assert len(game.state.command) == 1
    for _ in range(2):
        add_mana(game, "{R}")
        game.act("cast Lightning Bolt targeting Bob")
        resolve(game)
    assert game.decision.kind == "new_targets"                   # the copy (CR 707.10c)
    game.act(Action("choose", 0, targets=(BOB,)))
    resolve(game)
    assert life(game, 1) == 20 - 3 * 3                      # 1 + (1 + 1 copy)
    game.act("pass")
    add_mana(game, "{R}", player=1)
    game.act("cast Shock targeting Alice")
    resolve(game)
    assert life(game, 0) == 18 and not game.state.stack


@plays("Wrenn and Six", "effect.emblem", "graveyard.have_retrace")
def test_702_81a_wrenn_and_six_emblem_gives_graveyard_instants_retrace():
    """"[−7]: You get an emblem with "Instant and sorcery cards in your graveyard have
    retrace."": Alice casts Lightning Bolt from her graveyard by discarding a land card as
    well as paying its mana cost (CR 702.81a, 601.2f); it goes back to her graveyard as it
    resolves (CR 608.2n), and with no land card left in hand it can't be cast again. A
    creature card has no retrace."""
    game, wrenn = _walker([], [], "Wrenn and Six", 7, hands=(["Forest", "Grizzly Bears"], []))
    _graveyard(game, 0, "Lightning Bolt", "Grizzly Bears")
    activate(game, wrenn, index=2)
    resolve(game)
    add_mana(game, "{R}{G}{G}")
    legal = _legal(game)
    assert "cast Lightning Bolt discarding Forest targeting Bob" in legal
    assert not any("Bolt" in a and "discarding" not in a for a in legal)
    assert sum("Grizzly Bears" in a for a in legal) == 1                # the one in hand
    game.act("cast Lightning Bolt discarding Forest targeting Bob")
    resolve(game)
    assert life(game, 1) == 17
    assert _zone(game, 0, "graveyard") == ["Forest", "Grizzly Bears", "Lightning Bolt",
                                           "Wrenn and Six"]
    add_mana(game, "{R}")
    assert not any("Bolt" in a for a in _legal(game))                  # no land card to discard


@plays("Narset Transcendent", "delayed.next_cast_rebound", "effect.emblem", "static.cant_cast")
def test_702_88a_narset_next_instant_from_hand_gains_rebound():
    """"[−2]: When you next cast an instant or sorcery spell from your hand this turn, it
    gains rebound.": the delayed trigger resolves before Lightning Bolt, which is exiled as
    it resolves and cast again free at Alice's next upkeep (CR 702.88a); it triggers once
    (CR 603.7b): Shock, cast next, goes to the graveyard."""
    game, narset = _walker([], [], "Narset Transcendent", 6,
                           hands=(["Lightning Bolt", "Shock"], []))
    activate(game, narset, index=1)
    resolve(game)
    add_mana(game, "{R}")
    game.act("cast Lightning Bolt targeting Bob")
    assert len(game.state.stack) == 2                    # the trigger above the spell
    resolve(game)
    assert life(game, 1) == 17 and _zone(game, 0, "exile") == ["Lightning Bolt"]
    add_mana(game, "{R}")
    game.act("cast Shock targeting Bob")
    assert len(game.state.stack) == 1
    resolve(game)
    assert life(game, 1) == 15 and _zone(game, 0, "graveyard") == ["Shock"]
    to_my_upkeep(game)
    resolve(game)
    assert game.decision.kind == "cast"
    game.act(next(a for a in game.legal_actions() if a.kind == "cast" and a.targets == (BOB,)))
    resolve(game)
    assert life(game, 1) == 12 and _zone(game, 0, "graveyard") == ["Lightning Bolt", "Shock"]


@plays("Narset Transcendent", "effect.emblem", "static.cant_cast")
def test_101_2_narset_emblem_opponents_cant_cast_noncreature_spells():
    """"[−9]: You get an emblem with "Your opponents can't cast noncreature spells."": from
    the command zone (CR 114.4) it forbids Bob's Shock, not his flash creature, nor Alice's
    own instants (CR 101.2, 601.3)."""
    game, narset = _walker([], [], "Narset Transcendent", 9,
                           hands=(["Lightning Bolt"], ["Shock", "Ambush Viper"]))
    activate(game, narset, index=2)
    resolve(game)
    assert len(game.state.command) == 1
    add_mana(game, "{R}")
    assert "cast Lightning Bolt targeting Bob" in _legal(game)
    add_mana(game, "{R}{G}{G}", player=1)
    game.act("pass")
    legal = _legal(game, 1)
    assert "cast Ambush Viper" in legal and not any("Shock" in a for a in legal)
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 1, in_hand(game, "Shock", 1), targets=(ALICE,), mode=0))


@plays("Wrenn and Six", "effect.emblem", "graveyard.have_retrace")
def test_702_81a_retrace_from_the_emblem_leaves_flashback_castable():
    """With Wrenn and Six's emblem, Think Twice in Alice's graveyard may be cast by retrace
    (its mana cost and a land card discarded, CR 702.81a) or for flashback, then exiled (CR
    702.34a): the player chooses how to cast it (CR 601.2b)."""
    game, wrenn = _walker([], [], "Wrenn and Six", 7, hands=(["Forest"], []))
    _graveyard(game, 0, "Think Twice")
    activate(game, wrenn, index=2)
    resolve(game)
    add_mana(game, "{U}{U}{U}")
    legal = _legal(game)
    assert "cast Think Twice discarding Forest" in legal
    assert "cast Think Twice for flashback" in legal
    game.act("cast Think Twice for flashback")
    resolve(game)
    assert _zone(game, 0, "exile") == ["Think Twice"]
    assert _zone(game, 0, "hand") == ["Forest", "Wastes"]               # drew one
