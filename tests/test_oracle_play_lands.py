"""Lands that ask as they enter, played: "As this land enters, you may pay 2 life. If you
don't, it enters tapped." (the shock lands). Playing a land is a special action (CR 305.1,
116.2a); the replacement effect's choice is its controller's, made as it enters (CR 614.12,
616.1); life can be paid only if the life total is at least the amount (CR 119.4)."""

from __future__ import annotations

from boards import board
from test_oracle_play import choose, in_hand, life, obj, plays

from tolaria import Action


def _play(game, name, player=0):
    game.act(Action("play", player, in_hand(game, name, player)))


def _tapped(game, name):
    return game.state.objects[obj(game, name)].tapped


@plays("Hallowed Fountain", "choice.pay_life_or_tapped")
def test_614_12_305_1_shock_land_paid_enters_untapped():
    game = board([], [], hands=(["Hallowed Fountain"], []))
    _play(game, "Hallowed Fountain")
    d = game.decision
    assert d.kind == "replacement" and d.player == 0 and set(d.options) == {"yes", "no"}
    choose(game, "yes")
    assert not _tapped(game, "Hallowed Fountain") and life(game, 0) == 18
    assert game.state.players[0].lands_played == 1
    assert game.decision.kind == "priority" and game.decision.player == 0


@plays("Blood Crypt", "choice.pay_life_or_tapped")
def test_614_12_614_1c_shock_land_declined_enters_tapped():
    game = board([], [], hands=(["Blood Crypt"], []))
    _play(game, "Blood Crypt")
    choose(game, "no")
    assert _tapped(game, "Blood Crypt") and life(game, 0) == 20
    assert game.decision.kind == "priority"


@plays("Overgrown Tomb", "choice.pay_life_or_tapped")
def test_119_4_shock_land_at_1_life_cant_pay_enters_tapped():
    game = board([], [], hands=(["Overgrown Tomb"], []))
    game.state.players[0].life = 1
    _play(game, "Overgrown Tomb")
    assert game.decision.kind == "priority"             # nothing to choose: it can't pay
    assert _tapped(game, "Overgrown Tomb") and life(game, 0) == 1
    assert any("can't pay 2 life" in e.text for e in game.state.log)


@plays("Steam Vents", "choice.pay_life_or_tapped")
def test_119_4_shock_land_at_exactly_2_life_may_pay():
    game = board([], [], hands=(["Steam Vents"], []))
    game.state.players[0].life = 2
    _play(game, "Steam Vents")
    assert game.decision.kind == "replacement"
    choose(game, "yes")
    assert not _tapped(game, "Steam Vents") and life(game, 0) == 0
    assert game.over                                    # then she loses (CR 704.5a)


@plays("Watery Grave", "choice.pay_life_or_tapped")
def test_614_12_shock_land_put_onto_the_battlefield_by_a_fetch_land_asks_too():
    game = board(["Polluted Delta"], [], hands=([], []))
    state = game.state
    from tolaria.cards.registry import card_def
    from tolaria.rules.zones import create_object
    create_object(state, card_def("Watery Grave"), 0, "library")
    delta = obj(game, "Polluted Delta")
    game.act(Action("activate", 0, delta, ability=0))
    while game.decision.kind == "priority" and state.stack:
        game.act(Action("pass", game.decision.player))
    if game.decision.kind != "replacement":             # the card searched for
        grave = next(o for o in game.decision.options
                     if isinstance(o, int) and state.objects[o].name == "Watery Grave")
        choose(game, grave)
    assert game.decision.kind == "replacement"
    choose(game, "no")
    assert _tapped(game, "Watery Grave") and life(game, 0) == 19     # 1 life for the fetch


@plays("Emeria's Call", "choice.pay_life_or_tapped")
def test_614_12_mdfc_land_back_pay_3_life():
    game = board([], [], hands=(["Emeria's Call"], []))
    oid = in_hand(game, "Emeria's Call")
    game.act(Action("play", 0, oid, face=1))
    assert game.decision.kind == "replacement"
    choose(game, "yes")
    land = game.state.objects[obj(game, "Emeria, Shattered Skyclave")]
    assert not land.tapped and life(game, 0) == 17


def test_614_12_305_1_a_game_saved_while_the_land_waits_goes_on_after_loading():
    from tolaria import Game
    game = board([], [], hands=(["Godless Shrine"], []))
    _play(game, "Godless Shrine")
    loaded = Game.from_json(game.to_json())
    assert loaded.state.stage == "land" and loaded.decision.kind == "replacement"
    choose(loaded, "yes")
    assert not _tapped(loaded, "Godless Shrine") and life(loaded, 0) == 18
    assert loaded.state.players[0].lands_played == 1


SHOCKS = ("Hallowed Fountain", "Blood Crypt", "Overgrown Tomb", "Steam Vents", "Watery Grave",
          "Godless Shrine", "Sacred Foundry", "Breeding Pool", "Stomping Ground",
          "Temple Garden", "Polluted Delta")


def test_614_12_random_and_heuristic_agents_answer_shock_lands():
    """Random decks whose basics are mostly shock lands (and a fetch land): both agents
    answer the choice, games go on without engine errors."""
    import random

    from tolaria import Game, fuzz
    from tolaria.agents.heuristic import HeuristicAgent
    from tolaria.agents.random_agent import RandomAgent
    asked = 0
    for seed in range(3):
        rng = random.Random(seed)
        decks = []
        for _ in range(2):
            deck = fuzz.random_deck(rng)
            basics = [i for i, c in enumerate(deck) if c in fuzz.BASICS.values()]
            for i in basics[:10]:
                deck[i] = rng.choice(SHOCKS)
            decks.append(deck)
        game = Game.new(decks, seed=seed)
        agents = [RandomAgent(seed), HeuristicAgent()] if seed % 2 else \
            [HeuristicAgent(), RandomAgent(seed)]
        for _ in range(600):
            if game.over:
                break
            d = game.decision
            asked += d.kind == "replacement" and "life, or it enters tapped" in d.prompt
            game.act(agents[d.player].choose(game))
    assert asked > 0


@plays("Gilt-Leaf Palace", "choice.reveal_or_tapped")
def test_614_12_701_16a_reveal_land_revealing_an_elf_enters_untapped():
    game = board([], [], hands=(["Gilt-Leaf Palace", "Llanowar Elves", "Grizzly Bears"], []))
    _play(game, "Gilt-Leaf Palace")
    d = game.decision
    assert d.kind == "replacement" and d.player == 0
    elves = in_hand(game, "Llanowar Elves")
    assert set(d.options) == {elves, "no"}             # only an Elf card can be revealed
    choose(game, elves)
    assert not _tapped(game, "Gilt-Leaf Palace")
    assert elves in game.state.players[0].hand         # revealed, it stays in the hand
    assert any("reveals Llanowar Elves" in e.text for e in game.state.log)


@plays("Gilt-Leaf Palace", "choice.reveal_or_tapped")
def test_614_12_614_1c_reveal_land_declined_or_nothing_to_reveal_enters_tapped():
    game = board([], [], hands=(["Gilt-Leaf Palace", "Llanowar Elves"], []))
    _play(game, "Gilt-Leaf Palace")
    choose(game, "no")
    assert _tapped(game, "Gilt-Leaf Palace")
    game = board([], [], hands=(["Gilt-Leaf Palace", "Grizzly Bears"], []))
    _play(game, "Gilt-Leaf Palace")
    assert game.decision.kind == "priority"             # no Elf card: nothing to ask
    assert _tapped(game, "Gilt-Leaf Palace")


@plays("Shineshadow Snarl", "choice.reveal_or_tapped")
def test_614_12_snarl_reveals_a_plains_or_swamp_card():
    game = board([], [], hands=(["Shineshadow Snarl", "Swamp", "Island"], []))
    _play(game, "Shineshadow Snarl")
    swamp = in_hand(game, "Swamp")
    assert set(game.decision.options) == {swamp, "no"}
    choose(game, swamp)
    assert not _tapped(game, "Shineshadow Snarl")
