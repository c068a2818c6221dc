"""Venture into the dungeon (CR 701.46) and the three dungeons it chooses from (CR 309):
Lost Mine of Phandelver, Dungeon of the Mad Mage and Tomb of Annihilation, each room's
effect compiled by the Oracle compiler; completing a dungeon (CR 309.6-309.7, 704.5t) and
"if you've completed a dungeon"."""

from __future__ import annotations

from boards import board
from test_oracle_play import cast, chars, choose, grave, hand, life, obj, plays, resolve

from tolaria import Action, Game
from tolaria.cards.database import CardData
from tolaria.cards.dungeons import DUNGEONS, TOMB, VENTURE, gaps, venture_gaps
from tolaria.cards.oracle.compiler import compile_card
from tolaria.cards.registry import card_def
from tolaria.rules.zones import create_object
from tolaria.view import view


def _dungeoneer(room: str | None = None, alice: tuple[str, ...] = (),
                bob: tuple[str, ...] = ()) -> Game:
    """Alice, her marker on `room`, casts Veteran Dungeoneer; its enters trigger ventures."""
    game = board(["Plains"] * 4 + list(alice), list(bob), hands=(["Veteran Dungeoneer"], []))
    game.state.players[0].room = room
    cast(game, "Veteran Dungeoneer")
    resolve(game)                                       # the creature, then its trigger
    return game


def test_701_46_every_room_of_the_three_dungeons_can_be_done() -> None:
    assert venture_gaps() == []
    assert all(gaps(name) == [] for name in DUNGEONS)


@plays("Veteran Dungeoneer", "library.venture")
def test_701_46a_the_first_venture_chooses_one_of_the_three_dungeons() -> None:
    """With no dungeon in the command zone the player chooses one of the three, never
    Undercity (CR 701.46a, 309.2a), and enters its topmost room (CR 309.4a): Tomb of
    Annihilation's Trapped Entry makes each player lose 1 life (CR 309.4c)."""
    game = _dungeoneer()
    assert game.decision.kind == "choose" and game.decision.player == 0
    assert game.decision.options == VENTURE and "Undercity" not in game.decision.options
    game.act("choose Tomb of Annihilation")
    assert game.state.players[0].room == "Trapped Entry"
    resolve(game)                                       # the room ability
    assert (life(game, 0), life(game, 1)) == (19, 19)
    seen = view(game.state, 1)["players"][0]["dungeon"]
    assert seen == {"name": TOMB, "room": "Trapped Entry", "completed": 0,
                    "completed_names": []}


@plays("Veteran Dungeoneer", "library.venture")
def test_701_46b_two_arrows_the_player_chooses_the_next_room() -> None:
    """From Cave Entrance two arrows point away: the player chooses Goblin Lair or Mine
    Tunnels (CR 701.46b, 309.5a); Goblin Lair creates a 1/1 red Goblin."""
    game = _dungeoneer("Cave Entrance")
    assert game.decision.kind == "choose"
    assert game.decision.options == ("Goblin Lair", "Mine Tunnels")
    choose(game, "Goblin Lair")
    resolve(game)
    assert game.state.players[0].room == "Goblin Lair"
    goblin = obj(game, "Goblin")
    assert (chars(game, goblin).power, chars(game, goblin).toughness) == (1, 1)
    assert chars(game, goblin).colors == frozenset({"R"})


@plays("Veteran Dungeoneer", "library.venture")
def test_701_46b_one_arrow_the_marker_moves_without_a_choice() -> None:
    """Yawning Portal's one arrow leads to Dungeon Level, which scries 1 (CR 701.46b)."""
    game = _dungeoneer("Yawning Portal")
    assert game.state.players[0].room == "Dungeon Level"
    assert game.decision.kind != "choose" or game.decision.options != VENTURE


@plays("Veteran Dungeoneer", "library.venture")
@plays("Gloom Stalker", "condition.completed_dungeon")
def test_309_6_the_bottommost_room_completes_the_dungeon() -> None:
    """Storeroom's one arrow leads to Temple of Dumathoin, the bottommost room: once its
    room ability (draw a card) has left the stack, the state-based action removes Lost
    Mine of Phandelver and the player has completed it (CR 309.6, 704.5t, 309.7). Gloom
    Stalker then has double strike."""
    game = board(["Plains"] * 4 + ["Gloom Stalker"], [], hands=(["Veteran Dungeoneer"], []))
    game.state.players[0].room = "Storeroom"
    stalker = obj(game, "Gloom Stalker")
    assert "double strike" not in chars(game, stalker).keywords
    cast(game, "Veteran Dungeoneer")
    resolve(game)
    p = game.state.players[0]
    assert hand(game) == ["Wastes"]                                     # the Temple's draw
    assert p.room is None and p.dungeons == 1
    assert p.completed == ("Lost Mine of Phandelver",)
    assert "double strike" in chars(game, stalker).keywords
    assert view(game.state, 0)["players"][0]["dungeon"] == {
        "name": None, "room": None, "completed": 1,
        "completed_names": ["Lost Mine of Phandelver"]}


@plays("Cloister Gargoyle", "library.venture", "condition.completed_dungeon")
def test_309_7_a_completed_dungeon_and_a_new_venture_chooses_again() -> None:
    """After completing a dungeon the next venture chooses a dungeon again (CR 701.46a);
    Cloister Gargoyle, with a dungeon completed, gets +3/+0 and flying."""
    game = board(["Plains"] * 3, [], hands=(["Cloister Gargoyle"], []))
    game.state.players[0].dungeons = 1
    game.state.players[0].completed = (TOMB,)
    cast(game, "Cloister Gargoyle")
    resolve(game)
    assert game.decision.options == VENTURE
    game.act("choose Dungeon of the Mad Mage")
    resolve(game)
    assert game.state.players[0].room == "Yawning Portal"
    assert life(game, 0) == 21                                          # You gain 1 life.
    gargoyle = obj(game, "Cloister Gargoyle")
    assert chars(game, gargoyle).power == 3 and "flying" in chars(game, gargoyle).keywords


@plays("Veteran Dungeoneer", "library.venture", "effect.sacrifice_each_of")
def test_309_4c_oubliette_discards_and_sacrifices_three_different_permanents() -> None:
    """Oubliette: discard a card and sacrifice a creature, an artifact and a land, each a
    different permanent (CR 701.17a): with an artifact creature and no other artifact, it
    must be the artifact, and another creature goes as the creature (CR 609.3)."""
    game = board(["Plains"] * 4 + ["Ornithopter", "Grizzly Bears"], [],
                 hands=(["Veteran Dungeoneer", "Shock"], []))
    game.state.players[0].room = "Trapped Entry"
    cast(game, "Veteran Dungeoneer")
    resolve(game)
    choose(game, "Oubliette")
    resolve(game)
    assert hand(game) == []                                   # Shock, the one card, discarded
    assert game.decision.kind == "choose"                     # the creature: not Ornithopter
    assert {game.state.objects[o].name for o in game.decision.options} == {
        "Grizzly Bears", "Veteran Dungeoneer"}
    choose(game, obj(game, "Grizzly Bears"))
    assert game.decision.kind == "choose"                     # the land: any Plains
    choose(game, game.decision.options[0])
    resolve(game)
    assert sorted(grave(game)) == ["Grizzly Bears", "Ornithopter", "Plains", "Shock"]


@plays("Veteran Dungeoneer", "library.venture", "library.impulse")
def test_309_4c_runestone_caverns_cards_stay_playable_while_exiled() -> None:
    """Runestone Caverns: exile the top two cards; "You may play them." with no end lasts
    while they stay exiled (CR 601.3, 305.1), on a later turn too."""
    game = _dungeoneer("Lost Level")
    choose(game, "Runestone Caverns")
    resolve(game)
    exiled = game.state.players[0].exile
    assert len(exiled) == 2
    assert all(cid in exiled for cid, who, until, _ in game.state.may_play
               if who == 0 and until == "exiled")
    game.state.turn += 2                                      # Alice's next turn
    from tolaria.rules.effects.library import turn_ends
    turn_ends(game.state)
    assert {cid for cid, *_ in game.state.may_play} == set(exiled)
    game.act(Action("play", 0, exiled[0]))
    assert game.state.objects[game.state.battlefield[-1]].name == "Wastes"


@plays("Veteran Dungeoneer", "library.venture", "graveyard.draw_reveal_cast")
def test_309_4c_mad_wizards_lair_casts_one_card_drawn_for_free() -> None:
    """Mad Wizard's Lair: draw three cards and reveal them; cast one of them without paying
    its mana cost as the ability resolves (CR 701.16a, 608.2g, 118.9); a card already in
    the hand isn't offered."""
    game = board(["Plains"] * 4, [], hands=(["Veteran Dungeoneer", "Savannah Lions"], []))
    for name in ("Grizzly Bears", "Wastes", "Hill Giant"):
        create_object(game.state, card_def(name), 0, "library")          # on top
    game.state.players[0].room = "Deep Mines"
    cast(game, "Veteran Dungeoneer")
    resolve(game)
    assert game.state.players[0].room == "Mad Wizard's Lair"
    resolve(game)
    assert game.decision.kind == "choose"
    names = {game.state.objects[o].name for o in game.decision.options if o != "none"}
    assert names == {"Grizzly Bears", "Hill Giant"}          # drawn, not lands or Lions
    giant = next(o for o in game.decision.options
                 if o != "none" and game.state.objects[o].name == "Hill Giant")
    choose(game, giant)
    assert game.decision.kind == "cast" and game.decision.subject == giant
    game.act(next(a for a in game.legal_actions() if a.kind == "cast"))   # no mana left
    resolve(game)
    assert "Hill Giant" in {game.state.objects[o].name for o in game.state.battlefield}
    assert game.state.players[0].dungeons == 1                # the bottommost room (309.6)


def test_309_7_if_you_havent_completed_tomb_of_annihilation() -> None:
    """"if you haven't completed Tomb of Annihilation" reads the dungeons completed by
    name (CR 309.7); "if you've completed a dungeon" any of them."""
    data = CardData(name="Test", mana_cost="{1}", type_line="Creature — Test",
                    card_types=("Creature",), subtypes=("Test",), supertypes=(), power="1",
                    toughness="1", loyalty=None, layout="normal", color_identity=(),
                    keywords=(), text="When this creature enters, if you haven't completed "
                                      "Tomb of Annihilation, draw a card.")
    card = compile_card(data).card
    assert card is not None
    for completed, drawn in (((), 1), (("Lost Mine of Phandelver",), 1), ((TOMB,), 0)):
        game = board(["Plains"], [], hands=([card], []))
        game.state.players[0].completed = completed
        game.state.players[0].dungeons = len(completed)
        cast(game, "Test")
        resolve(game)
        assert len(hand(game)) == drawn


@plays("Structural Collapse", "effect.sacrifice_each_of")
def test_701_17a_structural_collapse_sacrifices_an_artifact_and_a_different_land() -> None:
    """"sacrifices an artifact and a land of their choice": two different permanents, as
    many as they can (CR 701.17a, 609.3): Bob's artifact land must be the artifact, so that
    his Forest goes as the land; no choice is left to make."""
    game = board(["Mountain"] * 6, ["Seat of the Synod", "Forest"],
                 hands=(["Structural Collapse"], []))
    cast(game, "Structural Collapse", ("player", 1))
    resolve(game)
    assert sorted(grave(game, 1)) == ["Forest", "Seat of the Synod"]
    assert life(game, 1) == 18


@plays("A-Acererak the Archlich", "condition.completed_dungeon", "library.venture")
def test_309_7_acererak_returns_and_ventures_until_tomb_of_annihilation_is_completed() -> None:
    """"if you haven't completed Tomb of Annihilation" (CR 603.4, 309.7): Acererak returns
    to the hand and Alice ventures; once she has completed the Tomb by name (another
    dungeon completed doesn't count) it stays."""
    game = board(["Swamp"] * 3, [], hands=(["A-Acererak the Archlich"], []))
    game.state.players[0].completed = ("Lost Mine of Phandelver",)
    game.state.players[0].dungeons = 1
    cast(game, "A-Acererak the Archlich")
    resolve(game)
    assert game.decision.options == VENTURE
    game.act("choose Tomb of Annihilation")
    resolve(game)
    assert hand(game) == ["A-Acererak the Archlich"]
    assert game.state.players[0].room == "Trapped Entry"
    game = board(["Swamp"] * 3, [], hands=(["A-Acererak the Archlich"], []))
    game.state.players[0].completed = (TOMB,)
    game.state.players[0].dungeons = 1
    cast(game, "A-Acererak the Archlich")
    resolve(game)
    assert hand(game) == [] and game.state.players[0].room is None
    assert obj(game, "A-Acererak the Archlich") in game.state.battlefield


def test_701_46c_venturing_from_the_bottommost_room_completes_and_chooses_again() -> None:
    """With the marker on the bottommost room (its room ability still on the stack, so the
    state-based action hasn't removed the dungeon, CR 309.6), a venture removes the dungeon,
    completing it, then chooses a dungeon and enters its topmost room (CR 701.46c)."""
    from tolaria.rules import dungeon
    game = board([], [])
    game.state.players[0].room = "Cradle of the Death God"
    asked = dungeon.venture(game.state, 0, None, undercity=False)
    assert asked is not None and asked.options == VENTURE
    assert game.state.players[0].completed == ()                    # not before the choice
    assert dungeon.venture(game.state, 0, ("Lost Mine of Phandelver",), undercity=False) \
        is None
    p = game.state.players[0]
    assert p.completed == (TOMB,) and p.dungeons == 1 and p.room == "Cave Entrance"


def test_701_46d_venturing_into_undercity_from_another_dungeon_moves_on_in_it() -> None:
    """Venture into Undercity while in another dungeon follows the normal procedure in that
    dungeon (CR 701.46d): taking the initiative on Yawning Portal moves to Dungeon Level."""
    from tolaria.rules import dungeon
    game = board([], [])
    game.state.players[0].room = "Yawning Portal"
    dungeon.take(game.state, 0)
    game.act(Action("pass", game.decision.player))
    resolve(game)
    assert game.state.players[0].room == "Dungeon Level"


@plays("Keen-Eared Sentry", "static.venture_limit")
def test_701_46_keen_eared_sentry_an_opponent_ventures_once_each_turn() -> None:
    """Bob's Keen-Eared Sentry: Alice's second venture this turn does nothing (CR 101.2);
    next turn she ventures again."""
    game = board(["Plains"] * 8, ["Keen-Eared Sentry"],
                 hands=(["Veteran Dungeoneer", "Veteran Dungeoneer"], []))
    cast(game, "Veteran Dungeoneer")
    resolve(game)
    game.act("choose Dungeon of the Mad Mage")
    resolve(game)
    assert game.state.players[0].room == "Yawning Portal"
    cast(game, "Veteran Dungeoneer")
    resolve(game)
    assert game.state.players[0].room == "Yawning Portal"            # no second venture
    assert any("101.2" in e.rules and "ventured" in e.text for e in game.log)
    game.state.this_turn = []                                         # a later turn
    from tolaria.rules import dungeon
    assert dungeon.venture(game.state, 0, None, undercity=False) is None
    assert game.state.players[0].room == "Dungeon Level"


@plays("To the Slaughter", "effect.sacrifice_each_of")
def test_701_17a_to_the_slaughter_with_delirium_sacrifices_a_creature_and_a_planeswalker() -> None:
    """Delirium: "instead that player sacrifices a creature and a planeswalker of their
    choice": one of each (CR 701.17a), with four card types in Alice's graveyard (delirium,
    an ability word, CR 207.2c)."""
    game = board(["Swamp"] * 3, ["Grizzly Bears", "Ajani Goldmane"],
                 hands=(["To the Slaughter"], []))
    for name in ("Ornithopter", "Shock", "Forest", "Hill Giant"):
        create_object(game.state, card_def(name), 0, "graveyard")
    cast(game, "To the Slaughter", ("player", 1))
    resolve(game)
    assert sorted(grave(game, 1)) == ["Ajani Goldmane", "Grizzly Bears"]
