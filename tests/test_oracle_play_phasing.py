"""Phasing played (CR 702.26, 502.1): the keyword, "<permanent> phases out" and "each
<permanent> ... phases out"; a phased-out permanent is treated as though it doesn't exist
until it phases in during its controller's untap step (`tolaria.rules.keywords.phasing`)."""

from __future__ import annotations

from boards import add_mana, board, ids
from test_oracle_play import (
    BOB,
    activate,
    cast,
    chars,
    choose_targets,
    life,
    plays,
    resolve,
    to_step,
)
from test_oracle_play_planeswalkers import _walker

from tolaria import Action
from tolaria.cards.registry import card_def
from tolaria.data.state import GameState
from tolaria.data.vocabulary import PHASED_OUT
from tolaria.rules.zones import create_object
from tolaria.serialize import state_from_json, state_to_json


def _to_turn(game, turn: int, step: str = "upkeep") -> None:
    """Pass until `step` of turn `turn`."""
    for _ in range(12):
        to_step(game, step)
        if game.state.turn == turn:
            return
        to_step(game, "end")
    raise AssertionError(f"never reached turn {turn}")


def _aura(game, name: str, host: int, owner: int) -> int:
    aura = create_object(game.state, card_def(name), owner, "battlefield")
    aura.attached_to = host
    game.state.changed()
    return aura.id


@plays("Teferi, Master of Time", "effect.phase_out")
def test_702_26b_teferi_phases_out_a_creature_and_its_aura_until_its_controllers_untap():
    """"[−3]: Target creature you don't control phases out.": Bob's Bears and the Aura on it
    phase out (indirectly, CR 702.26g): a Wrath of God doesn't destroy them (702.26b); they
    phase in during Bob's untap step (502.1), the same object, still enchanted, with the
    counter it had (702.26d), and Bob may attack with it (302.6: continuously controlled)."""
    game, teferi = _walker(["Plains"] * 4, ["Grizzly Bears"], "Teferi, Master of Time", 3,
                           hands=(["Wrath of God"], []))
    state = game.state
    bears = ids(game, "Grizzly Bears")[0]
    state.objects[bears].counters["+1/+1"] = 1
    strength = _aura(game, "Holy Strength", bears, 1)
    assert chars(game, bears).toughness == 5
    activate(game, teferi, bears, index=1)
    resolve(game)
    assert bears not in state.battlefield and strength not in state.battlefield
    assert state.objects[bears].zone == PHASED_OUT
    add_mana(game, "{W}{W}{2}")
    cast(game, "Wrath of God")
    resolve(game)
    assert state.objects[bears].zone == PHASED_OUT and not state.players[1].graveyard
    _to_turn(game, 4, "precombat main")
    assert ids(game, "Grizzly Bears") == [bears] and strength in state.battlefield
    assert state.objects[strength].attached_to == bears
    assert chars(game, bears).power == 4 and chars(game, bears).toughness == 5
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    assert game.decision.player == 1
    game.act(Action("attack", 1, choice=((bears, ("player", 0)),)))
    to_step(game, "postcombat main")
    assert life(game, 0) == 16


@plays("Breezekeeper", "keyword.phasing")
def test_702_26a_phasing_phases_out_and_in_on_alternate_untap_steps():
    """"Phasing": during each of Alice's untap steps, before she untaps, Breezekeeper phases
    out if it is phased in, and in if it is phased out (CR 702.26a, 502.1); Bob's untap
    step doesn't phase it; while it is out, Alice controls no creature (702.26b)."""
    game = board(["Breezekeeper"], [])
    state = game.state
    keeper = ids(game, "Breezekeeper")[0]
    state.objects[keeper].tapped = True
    _to_turn(game, 4)
    assert keeper in state.battlefield
    _to_turn(game, 5)
    assert state.objects[keeper].zone == PHASED_OUT and state.objects[keeper].tapped
    assert not any("Creature" in chars(game, i).types for i in state.battlefield)
    _to_turn(game, 7)
    assert keeper in state.battlefield and not state.objects[keeper].tapped


@plays("Haystack", "effect.phase_out")
def test_702_26b_an_attacking_creature_that_phases_out_is_removed_from_combat():
    """"{2}, {T}: Target creature you control phases out.": Alice's attacking Bears phase out
    and are removed from combat (CR 702.26b, 506.4): Bob is dealt no combat damage."""
    game = board(["Haystack", "Grizzly Bears"], [])
    bears = ids(game, "Grizzly Bears")[0]
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    to_step(game, "declare blockers")
    add_mana(game, "{2}")
    activate(game, ids(game, "Haystack")[0], bears)
    resolve(game)
    assert game.state.objects[bears].attacking is None
    to_step(game, "postcombat main")
    assert life(game, 1) == 20


@plays("Kaito Shizuki", "effect.phase_out", "phrase.self")
def test_702_26d_kaito_phases_out_the_turn_he_enters_and_keeps_his_loyalty():
    """"At the beginning of your end step, if Kaito entered this turn, he phases out.": cast
    this turn, Kaito phases out at Alice's end step, is still out on Bob's turn, phases in
    at her next untap step with his loyalty counters (CR 702.26d: no zone change)."""
    game = board(["Island"], [], hands=(["Kaito Shizuki"], []))
    state = game.state
    add_mana(game, "{1}{U}{B}")
    cast(game, "Kaito Shizuki")
    resolve(game)
    kaito = ids(game, "Kaito Shizuki")[0]
    activate(game, kaito, index=1)
    resolve(game)
    loyalty = state.objects[kaito].counters["loyalty"]
    to_step(game, "end")
    resolve(game)
    assert state.objects[kaito].zone == PHASED_OUT
    _to_turn(game, 4, "precombat main")
    assert kaito not in state.battlefield
    _to_turn(game, 5)
    assert kaito in state.battlefield and state.objects[kaito].counters["loyalty"] == loyalty


def test_702_26b_a_phased_out_permanent_is_kept_in_a_saved_game():
    """The phased-out status survives a copy and a save (`state.phased_out`)."""
    game, teferi = _walker([], ["Grizzly Bears"], "Teferi, Master of Time", 3)
    bears = ids(game, "Grizzly Bears")[0]
    activate(game, teferi, bears, index=1)
    resolve(game)
    for state in (game.state.copy(), state_from_json(state_to_json(game.state))):
        assert isinstance(state, GameState)
        assert state.phased_out == [(bears, 1, 0, ())]
        assert state.objects[bears].zone == PHASED_OUT


def test_702_26d_a_phased_out_token_stays_and_phases_in():
    """CR 702.26d: a token continues to exist while phased out, and phases in."""
    game = board(["Haystack"], [], hands=(["Raise the Alarm"], []))
    add_mana(game, "{1}{W}")
    cast(game, "Raise the Alarm")
    resolve(game)
    soldier = ids(game, "Soldier")[0]
    add_mana(game, "{2}")
    activate(game, ids(game, "Haystack")[0], soldier)
    resolve(game)
    assert game.state.objects[soldier].zone == PHASED_OUT
    _to_turn(game, 5)
    assert soldier in game.state.battlefield


@plays("Taniwha", "keyword.phasing", "effect.phase_out_all")
def test_502_1_taniwha_phases_on_alternate_turns_and_phases_out_your_lands():
    """"Phasing. At the beginning of your upkeep, all lands you control phase out.": phased
    out at Alice's untap step, Taniwha doesn't exist at her upkeep, so it doesn't trigger
    (CR 702.26b); two turns later it phases in (502.1) and her lands, not Bob's, phase out
    until her next untap step, when they phase in as Taniwha phases out again (702.26a)."""
    game = board(["Taniwha", "Forest", "Forest"], ["Forest"])
    state = game.state
    taniwha = ids(game, "Taniwha")[0]
    alice_lands = [i for i in ids(game, "Forest") if state.objects[i].controller == 0]
    _to_turn(game, 5)
    resolve(game)
    assert state.objects[taniwha].zone == PHASED_OUT
    assert all(i in state.battlefield for i in alice_lands)
    _to_turn(game, 7)
    resolve(game)
    assert taniwha in state.battlefield
    assert all(state.objects[i].zone == PHASED_OUT for i in alice_lands)
    assert len(ids(game, "Forest")) == 1
    _to_turn(game, 9)
    assert all(i in state.battlefield for i in alice_lands)
    assert state.objects[taniwha].zone == PHASED_OUT


@plays("Teferi, Timeless Voyager", "effect.phase_out_all", "effect.cant_phase_in")
def test_702_26a_teferi_voyager_creatures_cant_phase_in_until_the_end_of_your_next_turn():
    """"[−8]: Each creature target opponent controls phases out. Until the end of your next
    turn, they can't phase in.": Bob's creatures phase out (CR 702.26b), Alice's don't; his
    next untap step doesn't phase them in; after Alice's next turn ends, his following
    untap step does (CR 702.26a, 502.1)."""
    game, teferi = _walker(["Grizzly Bears"], ["Grizzly Bears", "Hill Giant"],
                           "Teferi, Timeless Voyager", 8)
    state = game.state
    mine = ids(game, "Grizzly Bears")[0]
    bobs = [i for i in state.battlefield if state.objects[i].controller == 1]
    activate(game, teferi, BOB, index=2)
    resolve(game)
    assert all(state.objects[i].zone == PHASED_OUT for i in bobs) and mine in state.battlefield
    _to_turn(game, 4)
    assert all(state.objects[i].zone == PHASED_OUT for i in bobs)
    _to_turn(game, 5)
    assert all(state.objects[i].zone == PHASED_OUT for i in bobs)
    _to_turn(game, 6)
    assert all(i in state.battlefield for i in bobs)


@plays("Guardian of Faith", "effect.phase_out")
def test_702_26b_guardian_of_faith_phases_out_any_number_of_target_creatures():
    """"When this creature enters, any number of other target creatures you control phase
    out.": the Bears and the Giant chosen phase out, the Elves not chosen stay; they phase
    in at Alice's next untap step (CR 702.26b, 502.1)."""
    game = board(["Grizzly Bears", "Hill Giant", "Llanowar Elves"], [],
                 hands=(["Guardian of Faith"], []))
    state = game.state
    bears, giant, elves = (ids(game, n)[0] for n in ("Grizzly Bears", "Hill Giant",
                                                     "Llanowar Elves"))
    add_mana(game, "{1}{W}{W}")
    cast(game, "Guardian of Faith")
    resolve(game)
    choose_targets(game, bears, giant, *([None] * 28))              # "any number" (601.2c)
    resolve(game)
    assert state.objects[bears].zone == PHASED_OUT and state.objects[giant].zone == PHASED_OUT
    assert elves in state.battlefield and ids(game, "Guardian of Faith")
    _to_turn(game, 5)
    assert bears in state.battlefield and giant in state.battlefield


def test_514_2_damage_on_a_phased_out_permanent_is_removed_in_the_cleanup_step():
    """CR 514.2: damage marked on permanents, phased-out ones included, is removed in the
    cleanup step: the Giant dealt 2 and phased out with Haystack has none left when it
    phases in."""
    game = board(["Haystack", "Hill Giant"], [])
    giant = ids(game, "Hill Giant")[0]
    game.state.objects[giant].damage = 2
    add_mana(game, "{2}")
    activate(game, ids(game, "Haystack")[0], giant)
    resolve(game)
    assert game.state.objects[giant].zone == PHASED_OUT
    _to_turn(game, 4)
    assert game.state.objects[giant].damage == 0


@plays("Teferi's Imp", "trigger.phases", "keyword.phasing")
def test_603_10b_teferis_imp_triggers_as_it_phases_out_and_in():
    """"Whenever this creature phases out, discard a card. Whenever this creature phases in,
    draw a card.": phasing out at Alice's untap step, the Imp's ability triggers (it looks
    back in time, CR 603.10b) and goes on the stack at her upkeep (502.4): she discards;
    two turns later it phases in and she draws."""
    game = board(["Teferi's Imp"], [], hands=(["Island", "Forest"], []))
    state = game.state
    imp = ids(game, "Teferi's Imp")[0]
    _to_turn(game, 5)
    assert state.objects[imp].zone == PHASED_OUT
    resolve(game)
    if game.decision.kind != "priority":
        game.act(game.legal_actions()[0])
        resolve(game)
    assert len(state.players[0].hand) == 1 and len(state.players[0].graveyard) == 1
    _to_turn(game, 7)
    hand = len(state.players[0].hand)
    resolve(game)
    assert imp in state.battlefield and len(state.players[0].hand) == hand + 1


@plays("Teferi's Veil", "effect.phase_out", "delayed.end_of_combat")
def test_603_7_teferis_veil_phases_an_attacker_out_at_end_of_combat():
    """"Whenever a creature you control attacks, it phases out at end of combat.": the Bears
    deal their damage, then phase out at end of combat (CR 603.7, 511.2), and phase in at
    Alice's next untap step (CR 502.1)."""
    game = board(["Teferi's Veil", "Grizzly Bears"], [])
    state = game.state
    bears = ids(game, "Grizzly Bears")[0]
    while game.decision.kind != "attackers":
        game.act(Action("pass", game.decision.player))
    game.act(Action("attack", 0, choice=((bears, BOB),)))
    to_step(game, "postcombat main")
    assert life(game, 1) == 18 and state.objects[bears].zone == PHASED_OUT
    _to_turn(game, 5)
    assert bears in state.battlefield


@plays("Oubliette", "effect.phase_out_until_leaves")
def test_610_4a_oubliette_holds_the_creature_until_it_leaves_then_it_phases_in_tapped():
    """"When this enchantment enters, target creature phases out until this enchantment
    leaves the battlefield. Tap that creature as it phases in this way.": Bob's untap step
    doesn't phase the Giant in (CR 610.4a); when Oubliette is destroyed, it phases in,
    tapped (CR 610.4)."""
    game = board([], ["Hill Giant"], hands=(["Oubliette", "Disenchant"], []))
    state = game.state
    giant = ids(game, "Hill Giant")[0]
    add_mana(game, "{1}{B}{B}")
    cast(game, "Oubliette")
    resolve(game)
    if game.decision.kind == "targets":
        choose_targets(game, giant)
    resolve(game)
    assert state.objects[giant].zone == PHASED_OUT
    _to_turn(game, 5, "precombat main")
    assert state.objects[giant].zone == PHASED_OUT
    add_mana(game, "{1}{W}")
    cast(game, "Disenchant", ids(game, "Oubliette")[0])
    resolve(game)
    assert giant in state.battlefield and state.objects[giant].tapped


def test_702_26b_each_seat_sees_a_phased_out_permanent_listed_apart():
    """A phased-out Breezekeeper isn't among Alice's permanents in the view, but every seat
    sees it listed as phased out under her (its status is public, CR 110.5, 702.26b)."""
    game = board(["Breezekeeper"], [])
    keeper = ids(game, "Breezekeeper")[0]
    _to_turn(game, 5)
    for seat in (0, 1):
        alice = game.view(seat)["players"][0]
        assert keeper not in {p["id"] for p in alice["battlefield"]}
        assert alice["phased_out"] == [{"id": keeper, "name": "Breezekeeper"}]
    _to_turn(game, 7)
    assert "phased_out" not in game.view(0)["players"][0]
