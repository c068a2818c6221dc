"""Keyword mechanics newer than the rules file, played from their reminder text (README,
"Mechanics newer than the rules file"): freerunning (an alternative cost, CR 118.9, like
prowl's, CR 702.76a), web-slinging (an alternative cost that returns a tapped creature,
CR 118.9, 118.3) and sneak (an alternative cost that returns an unblocked attacker during your
declare blockers step; a creature enters attacking, CR 118.9, 509.1h, 508.4) and harmonize
(cast from a graveyard, less the power of a creature you may tap, then exiled: CR 118.9,
601.2f, 608.2n)."""

from __future__ import annotations

import pytest
from boards import board, ids
from test_oracle_play import BOB, cast, chars, grave, in_hand, life, obj, plays, resolve, to_step

from tolaria import Action, Game, IllegalAction

# -- freerunning (reminder text; CR 118.9, 903.3) -------------------------------------------


def _combat_damage_with(game: Game, attacker: str) -> None:
    """Attack Bob with `attacker`, unblocked, and go on to the postcombat main phase."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(f"attack with {attacker}")
    to_step(game, "postcombat main")


def _freerunning_offered(game: Game, name: str, player: int = 0) -> bool:
    card = in_hand(game, name, player)
    return any(a.kind == "cast" and a.object == card and "freerunning" in a.costs
               for a in game.legal_actions())


@plays("Eagle Vision", "keyword.freerunning")
def test_118_9_freerunning_after_combat_damage_by_an_assassin():
    """Royal Assassin (a Human Assassin) dealt Bob combat damage: Eagle Vision may be cast
    for its freerunning cost {1}{U} and draws three; before that it may not."""
    game = board(["Royal Assassin", "Island", "Island"], [], hands=(["Eagle Vision"], []))
    assert not _freerunning_offered(game, "Eagle Vision")
    with pytest.raises(IllegalAction):
        cast(game, "Eagle Vision", costs=("freerunning",))
    _combat_damage_with(game, "Royal Assassin")
    assert life(game, 1) == 19 and _freerunning_offered(game, "Eagle Vision")
    hand = len(game.state.players[0].hand)
    cast(game, "Eagle Vision", costs=("freerunning",))                  # {1}{U}
    resolve(game)
    assert len(game.state.players[0].hand) == hand - 1 + 3
    assert all(game.state.objects[i].tapped for i in ids(game, "Island"))


@plays("Eagle Vision", "keyword.freerunning")
def test_903_3_freerunning_after_combat_damage_by_a_commander_not_by_another_creature():
    """Grizzly Bears, no Assassin, dealing combat damage allows no freerunning; the same
    Bears as Alice's commander (CR 903.3) do."""
    for commander in (False, True):
        game = board(["Grizzly Bears", "Island", "Island"], [], hands=(["Eagle Vision"], []))
        if commander:
            game.state.commanders.append(game.state.objects[obj(game, "Grizzly Bears")].card_uid)
        _combat_damage_with(game, "Grizzly Bears")
        assert life(game, 1) == 18
        assert _freerunning_offered(game, "Eagle Vision") == commander


@plays("Brotherhood Ambushers", "keyword.freerunning")
def test_118_9_freerunning_on_a_creature_card():
    """Brotherhood Ambushers ({4}{B}, a 6/3) cast for freerunning {3}{B} after an Assassin's
    combat damage: four Swamps pay it, and it enters."""
    game = board(["Royal Assassin"] + ["Swamp"] * 4, [],
                 hands=(["Brotherhood Ambushers"], []))
    assert not _freerunning_offered(game, "Brotherhood Ambushers")
    _combat_damage_with(game, "Royal Assassin")
    cast(game, "Brotherhood Ambushers", costs=("freerunning",))
    resolve(game)
    assert ids(game, "Brotherhood Ambushers")
    assert all(game.state.objects[i].tapped for i in ids(game, "Swamp"))


# -- web-slinging (reminder text; CR 118.9, 118.3) -------------------------------------------


def _tap(game: Game, name: str) -> int:
    oid = obj(game, name)
    game.state.objects[oid].tapped = True
    game.state.changed()
    return oid


@plays("Amazing Spider-Girl", "keyword.web_slinging")
def test_118_9_web_slinging_returns_a_tapped_creature_you_control():
    """Amazing Spider-Girl ({3}{W}{W}) cast for web-slinging: {2}{W} and Alice's tapped
    Grizzly Bears returned to her hand; the notation round-trips."""
    game = board(["Grizzly Bears"] + ["Plains"] * 3, [], hands=(["Amazing Spider-Girl"], []))
    bears = _tap(game, "Grizzly Bears")
    action = Action("cast", 0, in_hand(game, "Amazing Spider-Girl"), mode=None,
                    costs=("web-slinging", bears))
    assert action in game.legal_actions()
    assert game.parse(game.notation(action)) == action
    game.act(action)
    resolve(game)
    assert ids(game, "Amazing Spider-Girl") and not ids(game, "Grizzly Bears")
    assert in_hand(game, "Grizzly Bears")
    assert all(game.state.objects[i].tapped for i in ids(game, "Plains"))


@plays("Spider-Man, Web-Slinger", "keyword.web_slinging")
def test_118_3_web_slinging_needs_a_tapped_creature_of_your_own():
    """No web-slinging with only an untapped creature, nor with Bob's tapped one (CR 118.3:
    a cost can't be paid without the resources)."""
    game = board(["Grizzly Bears", "Plains"], ["Hill Giant"],
                 hands=(["Spider-Man, Web-Slinger"], []))
    giant = _tap(game, "Hill Giant")
    card = in_hand(game, "Spider-Man, Web-Slinger")
    assert not any(a.kind == "cast" and a.object == card and "web-slinging" in a.costs
                   for a in game.legal_actions())
    for paid in (obj(game, "Grizzly Bears"), giant):
        with pytest.raises(IllegalAction):
            game.act(Action("cast", 0, card, costs=("web-slinging", paid)))
    bears = _tap(game, "Grizzly Bears")
    game.act(Action("cast", 0, card, costs=("web-slinging", bears)))       # {W}
    resolve(game)
    assert ids(game, "Spider-Man, Web-Slinger") and in_hand(game, "Grizzly Bears")


# -- sneak (reminder text; CR 118.9, 509.1h, 508.4) -----------------------------------------


def _unblocked(game: Game, *attackers: str, blocks: tuple = ()) -> None:
    """Alice attacks Bob with `attackers`; Bob blocks as `blocks` says; Alice then has
    priority in her declare blockers step."""
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=tuple((obj(game, a), BOB) for a in attackers)))
    while not (game.state.step == "declare blockers" and game.decision.kind == "priority"):
        d = game.decision
        game.act(Action("block", 1, choice=blocks) if d.kind == "blockers" else
                 Action("pass", d.player))
    assert game.decision.player == 0


def _sneak_actions(game: Game, name: str) -> list[Action]:
    card = in_hand(game, name)
    return [a for a in game.legal_actions() if a.kind == "cast" and a.object == card]


@plays("Foot Ninjas", "keyword.sneak")
def test_508_4_sneak_creature_enters_tapped_and_attacking_what_the_returned_one_attacked():
    """In Alice's declare blockers step, Foot Ninjas ({4}{W/B}{W/B}, a 5/5) is cast for its
    sneak cost {3}{W/B} returning the unblocked Grizzly Bears: it enters tapped, attacking
    Bob, unblocked, never declared (CR 508.4); its enters trigger gains Alice 3 life, and
    it deals Bob 5 combat damage."""
    game = board(["Grizzly Bears"] + ["Plains"] * 4, [], hands=(["Foot Ninjas"], []),
                 step="beginning of combat")
    assert not _sneak_actions(game, "Foot Ninjas")                   # not its step
    _unblocked(game, "Grizzly Bears")
    bears = obj(game, "Grizzly Bears")
    actions = _sneak_actions(game, "Foot Ninjas")
    assert [a.costs for a in actions] == [("sneak", bears)]         # only for sneak
    assert game.parse(game.notation(actions[0])) == actions[0]
    game.act(actions[0])
    assert in_hand(game, "Grizzly Bears")
    resolve(game)                                                  # the spell
    ninjas = game.state.objects[obj(game, "Foot Ninjas")]
    assert ninjas.tapped and ninjas.attacking == ("player", 1) and not ninjas.blocked
    resolve(game)                                                  # gain 3 life
    assert life(game, 0) == 23
    to_step(game, "end of combat")
    assert life(game, 1) == 15


@plays("Donatello's Technique", "keyword.sneak")
def test_118_9_sneak_casts_a_sorcery_at_instant_speed_in_the_declare_blockers_step_only():
    """Donatello's Technique (a sorcery) for sneak {U} in Alice's declare blockers step:
    it draws two. Not for its mana cost then (CR 307.1), nor for sneak in her
    main phase; a blocked attacker can't be returned (CR 509.1h)."""
    game = board(["Grizzly Bears", "Hill Giant"] + ["Island"] * 3, ["Wall of Wood"],
                 hands=(["Donatello's Technique"], []), step="beginning of combat")
    card = in_hand(game, "Donatello's Technique")
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, card, mode=0, costs=("sneak", obj(game, "Grizzly Bears"))))
    _unblocked(game, "Grizzly Bears", "Hill Giant",
               blocks=((obj(game, "Wall of Wood"), obj(game, "Hill Giant")),))
    giant, bears = obj(game, "Hill Giant"), obj(game, "Grizzly Bears")
    assert [a.costs for a in _sneak_actions(game, "Donatello's Technique")] == [
        ("sneak", bears)]
    for action in (Action("cast", 0, card, mode=0),
                   Action("cast", 0, card, mode=0, costs=("sneak", giant))):
        with pytest.raises(IllegalAction):
            game.act(action)
    hand = len(game.state.players[0].hand)
    game.act(Action("cast", 0, card, mode=0, costs=("sneak", bears)))
    resolve(game)
    assert len(game.state.players[0].hand) == hand - 1 + 1 + 2      # the Bears back, two drawn
    assert sum(game.state.objects[i].tapped for i in ids(game, "Island")) == 1


@plays("Leonardo, Leader in Blue", "keyword.sneak", "keyword.alternative_cost_paid")
def test_603_4_leonardo_pumps_the_team_only_if_his_sneak_cost_was_paid():
    """"When Leonardo enters, if his sneak cost was paid, creatures you control get +2/+0
    until end of turn.": cast for sneak in combat, the trigger resolves; cast for his mana
    cost in a main phase, it doesn't trigger (CR 603.4)."""
    game = board(["Grizzly Bears", "Hill Giant"] + ["Plains"] * 5, [],
                 hands=(["Leonardo, Leader in Blue"], []), step="beginning of combat")
    _unblocked(game, "Grizzly Bears", "Hill Giant")
    cast(game, "Leonardo, Leader in Blue", costs=("sneak", obj(game, "Grizzly Bears")))
    resolve(game)
    giant = obj(game, "Hill Giant")
    assert chars(game, giant).power == 3 + 2
    assert chars(game, obj(game, "Leonardo, Leader in Blue")).power == 2 + 2
    game = board(["Hill Giant"] + ["Plains"] * 5, [], hands=(["Leonardo, Leader in Blue"], []))
    cast(game, "Leonardo, Leader in Blue")
    resolve(game)
    assert not game.state.stack and chars(game, obj(game, "Hill Giant")).power == 3


# -- harmonize (reminder text; CR 118.9, 601.2f, 608.2n) ------------------------------------


def _graveyard_card(game: Game, name: str, player: int = 0) -> int:
    """Put the card `name` from the player's hand into their graveyard."""
    from tolaria.rules.zones import move
    return move(game.state, game.state.objects[in_hand(game, name, player)], "graveyard").id


def _harmonize_actions(game: Game, card: int) -> list[Action]:
    return [a for a in game.legal_actions() if a.kind == "cast" and a.object == card]


@plays("Unending Whisper", "keyword.harmonize")
def test_601_2f_harmonize_tapping_a_creature_reduces_the_cost_by_its_power():
    """Unending Whisper in Alice's graveyard: harmonize {5}{U} less 3 for tapping Hill Giant
    (power 3) is {2}{U}, which three Islands pay; it draws a card and is exiled (608.2n).
    Without the tap {5}{U} is too much, so only the tapping cast is listed."""
    game = board(["Hill Giant"] + ["Island"] * 3, [], hands=(["Unending Whisper"], []))
    card = _graveyard_card(game, "Unending Whisper")
    giant = obj(game, "Hill Giant")
    actions = _harmonize_actions(game, card)
    assert [a.costs for a in actions] == [("harmonize", giant)]
    assert game.parse(game.notation(actions[0])) == actions[0]
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, card, mode=0, costs=("harmonize",)))
    hand = len(game.state.players[0].hand)
    game.act(actions[0])
    assert game.state.objects[giant].tapped
    resolve(game)
    assert len(game.state.players[0].hand) == hand + 1
    assert "Unending Whisper" not in grave(game)
    assert any(game.state.objects[i].name == "Unending Whisper"
               for i in game.state.players[0].exile)


@plays("Unending Whisper", "keyword.harmonize")
def test_118_9_harmonize_only_from_a_graveyard_and_the_tap_is_optional():
    """From the hand, no harmonize. From the graveyard with six Islands it may be cast with
    no creature tapped or with the summoning-sick Grizzly Bears tapped (CR 302.6 is about
    {T} abilities), never with a tapped creature."""
    game = board(["Island"] * 6, [], hands=(["Unending Whisper"], []))
    in_hand_card = in_hand(game, "Unending Whisper")
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, in_hand_card, mode=0, costs=("harmonize",)))
    game = board(["Island"] * 6 + ["Grizzly Bears", "Hill Giant"], [],
                 hands=(["Unending Whisper"], []), sick=True)
    card = _graveyard_card(game, "Unending Whisper")
    giant = obj(game, "Hill Giant")
    game.state.objects[giant].tapped = True
    game.state.changed()
    bears = obj(game, "Grizzly Bears")
    assert sorted(a.costs for a in _harmonize_actions(game, card)) == [
        ("harmonize",), ("harmonize", bears)]
    with pytest.raises(IllegalAction):
        game.act(Action("cast", 0, card, mode=0, costs=("harmonize", giant)))
    game.act(Action("cast", 0, card, mode=0, costs=("harmonize",)))
    resolve(game)
    assert sum(game.state.objects[i].tapped for i in ids(game, "Island")) == 6
    assert not game.state.objects[bears].tapped
