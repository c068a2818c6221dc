"""Emblems letting their owner play cards from their graveyard and forbidding opponents
spells (issue 17): static abilities working from the command zone (CR 114.4)."""

from __future__ import annotations

from boards import add_mana
from test_oracle_play import activate, life, plays, resolve
from test_oracle_play_planeswalkers import _walker

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
