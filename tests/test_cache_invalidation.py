"""What a change keeps and what it refreshes (README "Performance"): a change off the board
(mana emptying, untapping, leaving combat) keeps the board's characteristics when no
ability reads those, refreshes the legal actions always, and rebuilds the characteristics
when some ability does read them."""

from __future__ import annotations

from boards import board, ids


def _pass_until(game, step: str) -> None:
    while game.state.step != step:
        game.act("pass")


def _casts(game) -> set[str]:
    return {game.notation(a) for a in game.legal_actions() if a.kind == "cast"}


def test_305_1_601_3_a_permission_to_play_from_the_graveyard_is_seen_once_it_enters():
    """CR 305.1, 601.3: a Forest in Alice's graveyard can't be played until Crucible of
    Worlds is on the battlefield; the permissions are kept with the board's
    characteristics, which its entering rebuilds, and the listing then offers the Forest."""
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    game = board(["Swamp", "Swamp", "Swamp"], hands=(["Crucible of Worlds"], ()))
    state = game.state
    create_object(state, card_def("Forest"), 0, "graveyard")
    state.changed()
    assert "play Forest" not in {game.notation(a) for a in game.legal_actions()}
    game.act("cast Crucible of Worlds")
    while state.stack:
        game.act("pass")
    assert "play Forest" in {game.notation(a) for a in game.legal_actions()}


def test_702_8a_609_4_flash_granted_by_a_permanent_is_seen_once_it_enters():
    """CR 702.8a, 609.4: outside a main phase Grizzly Bears can't be cast; once Vedalken
    Orrery is on the battlefield it may be, as though it had flash (the card's own flash
    is memoized by the card, the granted one is kept with the board)."""
    game = board(["Forest"] * 6, hands=(["Grizzly Bears", "Vedalken Orrery"], ()),
                 step="beginning of combat")
    assert _casts(game) == set()
    game = board(["Forest"] * 6, hands=(["Grizzly Bears", "Vedalken Orrery"], ()))
    state = game.state
    game.act("cast Vedalken Orrery")
    while state.stack:
        game.act("pass")
    assert ids(game, "Vedalken Orrery")
    _pass_until(game, "beginning of combat")
    assert "cast Grizzly Bears" in _casts(game)
