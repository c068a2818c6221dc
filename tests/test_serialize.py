"""Saving and loading games (`Game.to_json` / `Game.from_json`) and the per-seat view."""

from __future__ import annotations

import json
import random
from collections import Counter
from collections.abc import Iterable, Sequence

import pytest

from tolaria import Action, Game, fuzz
from tolaria.agents.random_agent import RandomAgent
from tolaria.cards.registry import card_def
from tolaria.data.state import PendingTrigger
from tolaria.rules import zones
from tolaria.serialize import SerializeError, state_from_json, state_to_json

ISLANDS = ["Island"] * 20
MATCHUPS = (("green", "red"), ("wu", "br"))


# -- helpers ---------------------------------------------------------------------------

def round_trip(game: Game) -> Game:
    """Save as JSON text, load from the text and from its parsed dict; each loaded game
    saves to the same text."""
    text = game.to_json()
    assert isinstance(text, str)
    loaded = Game.from_json(text)
    assert loaded.to_json() == text
    assert Game.from_json(json.loads(text)).to_json() == text
    assert loaded.state.cache == {}
    assert loaded.decision == game.decision
    assert loaded.legal_actions() == game.legal_actions()
    return loaded


def same_future(a: Game, b: Game, seed: int, steps: int) -> None:
    """The same actions on both games give the same log and the same state."""
    agent = RandomAgent(seed)
    for _ in range(steps):
        if a.over:
            break
        action = agent.choose(a)
        a.act(action)
        b.act(action)
        assert a.log == b.log
    assert a.to_json() == b.to_json()
    assert a.log == b.log and a.over == b.over and a.winner == b.winner


def check_here(game: Game, seed: int, steps: int = 25) -> None:
    """Round-trip at this decision and continue a copy and the loaded game in lock-step."""
    same_future(game.copy(), round_trip(game), seed, steps)


def main_phase(hands: Sequence[Iterable[str]] = ((), ()),
               fields: Sequence[Iterable[str]] = ((), ()),
               libraries: Sequence[list[str]] = (ISLANDS, ISLANDS)) -> Game:
    """Turn 1, Alice's precombat main phase, with extra cards put into hands and play.

    Permanents put onto the battlefield here are free of summoning sickness.
    """
    game = Game.new(list(libraries), seed=3, starting_player=0, skip_mulligans=True)
    while not (game.state.step == "precombat main" and game.decision.kind == "priority"):
        game.act(Action("pass", game.decision.player))
    state = game.state
    for player, names in enumerate(fields):
        for name in names:
            zones.create_object(state, card_def(name), player, "battlefield").since = player
    for player, names in enumerate(hands):
        for name in names:
            zones.create_object(state, card_def(name), player, "hand")
    return game


def find(game: Game, name: str, zone: str = "battlefield", player: int | None = None) -> int:
    for obj in game.state.objects.values():
        if obj.name == name and obj.zone == zone and (player is None or obj.controller == player):
            return obj.id
    raise AssertionError(f"no {name} in {zone}")


def pass_priority(game: Game) -> None:
    game.act(Action("pass", game.decision.player))


# -- round trips in random games -------------------------------------------------------

@pytest.mark.parametrize("decks", MATCHUPS, ids=["green-red", "wu-br"])
@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow),
                                  pytest.param(3, marks=pytest.mark.slow)])
def test_round_trip_at_decisions_of_random_games(decks, seed):
    game = Game.new(list(decks), seed=seed)
    agent = RandomAgent(seed)
    kinds: Counter[str] = Counter()
    taken = 0
    while not game.over:
        kinds[game.decision.kind] += 1
        if taken % 40 == 0:
            check_here(game, seed + taken)
        elif taken % 4 == 0:
            round_trip(game)
        game.act(agent.choose(game))
        taken += 1
    round_trip(game)                                 # a finished game too
    assert {"priority", "attackers", "mulligan"} <= set(kinds)


def test_round_trip_every_decision_of_one_game():
    game = Game.new(["wu", "br"], seed=7)
    agent = RandomAgent(7)
    while not game.over:
        round_trip(game)
        game.act(agent.choose(game))
    assert round_trip(game).winner == game.winner


def test_loaded_game_has_the_same_random_future():
    """The random generator is part of the state (DESIGN: same seed, same actions)."""
    game = Game.new(["green", "red"], seed=11)
    loaded = round_trip(game)
    assert loaded.state.rng.random() == game.state.rng.random()
    assert loaded.state.rng is not game.state.rng


# -- round trips mid-cast, mid-resolution, in combat -----------------------------------

def test_round_trip_mid_resolution_mind_rot_discard():
    game = main_phase(hands=(["Mind Rot"], ["Grizzly Bears", "Shock", "Forest"]),
                      fields=(["Swamp"] * 3, []))
    game.act(Action("cast", 0, find(game, "Mind Rot", "hand"), targets=(("player", 1),), mode=0))
    check_here(game, 1)                              # Mind Rot on the stack
    pass_priority(game)
    pass_priority(game)
    d = game.decision
    assert d.kind == "discard" and d.player == 1 and d.count == 2
    assert game.state.frames                          # CR 608.2: resolution in progress
    for seed in range(4):
        check_here(game, seed, steps=5)
    loaded = round_trip(game)
    choice = tuple(find(game, n, "hand", 1) for n in ("Grizzly Bears", "Shock"))
    for g in (game, loaded):
        g.act(Action("choose", 1, choice=choice))
        names = [{g.state.objects[i].name for i in p.graveyard} for p in g.state.players]
        assert names == [{"Mind Rot"}, {"Grizzly Bears", "Shock"}]
    assert loaded.to_json() == game.to_json()


def test_round_trip_abilities_effects_shields_tokens_and_auras():
    game = main_phase(
        hands=(["Giant Growth", "Healing Salve", "Raise the Alarm", "Pacifism",
                "Elvish Visionary"], []),
        fields=(["Prodigal Pyromancer", "Shivan Dragon", "Jace Beleren"] + ["Plains"] * 4
                + ["Forest"] * 4 + ["Mountain"] * 4, ["Raging Goblin"]))
    goblin = find(game, "Raging Goblin")
    dragon = find(game, "Shivan Dragon")
    jace = find(game, "Jace Beleren")
    game.state.objects[jace].counters["loyalty"] = 3

    def act(action: Action) -> None:
        game.act(action)
        check_here(game, game.state.actions_taken, steps=8)

    def resolve() -> None:
        while game.state.stack:
            pass_priority(game)

    act(Action("activate", 0, find(game, "Prodigal Pyromancer"), ability=0,
               targets=(("object", goblin),)))       # an activated ability on the stack
    act(Action("activate", 0, dragon, ability=0))      # {R}: +1/+0
    resolve()
    assert game.state.effects and game.state.objects[goblin].zone.startswith("gone:")
    act(Action("activate", 0, jace, ability=0))        # loyalty: trigger_data remembers it
    resolve()
    act(Action("cast", 0, find(game, "Healing Salve", "hand"), targets=(("object", dragon),),
               mode=1))
    resolve()
    assert game.state.shields
    act(Action("cast", 0, find(game, "Raise the Alarm", "hand"), mode=0))
    resolve()
    soldiers = [o for o in game.state.objects.values() if o.is_token and o.zone == "battlefield"]
    assert len(soldiers) == 2
    act(Action("cast", 0, find(game, "Pacifism", "hand"), targets=(("object", soldiers[0].id),)))
    resolve()
    assert game.state.objects[find(game, "Pacifism")].attached_to == soldiers[0].id
    act(Action("cast", 0, find(game, "Elvish Visionary", "hand")))
    pass_priority(game)
    pass_priority(game)                                # it resolves; its trigger goes on the stack
    item = game.state.objects[game.state.stack[-1]]
    check_here(game, 99)
    loaded = round_trip(game)
    assert loaded.state.objects[item.id].ability == item.ability
    assert loaded.state.objects[jace].trigger_data == ("loyalty", 1)     # CR 606.3


def test_round_trip_combat_damage_order_and_assignment():
    game = main_phase(fields=(["Craw Wurm"], ["Grizzly Bears", "Grizzly Bears"]))
    wurm = find(game, "Craw Wurm")
    blockers = [o.id for o in game.state.objects.values()
                if o.name == "Grizzly Bears" and o.zone == "battlefield"]
    while game.decision.kind != "attackers":
        pass_priority(game)
    game.act(Action("attack", 0, choice=((wurm, ("player", 1)),)))
    while game.decision.kind != "blockers":
        pass_priority(game)
    game.act(Action("block", 1, choice=tuple((b, wurm) for b in blockers)))
    seen = set()
    while game.state.step in ("declare blockers", "combat damage") and not game.over:
        d = game.decision
        seen.add(d.kind)
        check_here(game, len(seen), steps=6)
        round_trip(game)
        game.act(game.legal_actions()[-1] if d.kind != "priority" else Action("pass", d.player))
    assert {"order_blockers", "assign_damage"} <= seen


def test_round_trip_legend_rule_choice():
    game = main_phase(fields=(["Jace Beleren", "Jace Beleren"], []))
    for obj in game.state.objects.values():
        if obj.name == "Jace Beleren":
            obj.counters["loyalty"] = 3
    pass_priority(game)                               # SBA are checked before priority
    assert game.decision.kind == "legend"             # CR 704.5j
    check_here(game, 5, steps=5)


def test_727_3c_round_trip_the_cards_a_merged_permanent_became():
    from tolaria.rules.keywords import mutate
    game = main_phase(fields=(["Grizzly Bears"], []))
    state = game.state
    bears = state.objects[find(game, "Grizzly Bears")]
    mutate.merged(state, bears, ((card_def("Dreamtail Heron"), state.next_uid),
                                 (bears.card, bears.card_uid)))
    state.next_uid += 1
    top = zones.move(state, bears, "exile")
    found = [o.name for o in zones.found_card(state, top)]
    assert found == ["Dreamtail Heron", "Grizzly Bears"]
    data = game.to_json()
    loaded = Game.from_json(data)
    assert loaded.state.new_objects == state.new_objects
    again = loaded.state.objects[top.id]
    assert [o.name for o in zones.found_card(loaded.state, again)] == found
    old = {("melded_cards" if k == "new_objects" else k): v
           for k, v in json.loads(data).items()}                       # its former name
    assert Game.from_json(json.dumps(old)).state.new_objects == state.new_objects


def test_round_trip_pending_trigger_and_last_known_objects():
    game = main_phase(fields=(["Grizzly Bears"], []))
    state = game.state
    bears = find(game, "Grizzly Bears")
    zones.move(state, state.objects[bears], "graveyard")
    visionary = card_def("Elvish Visionary").triggered[0]
    state.pending.append(PendingTrigger(0, bears, "Grizzly Bears", visionary,
                                        data=(("object", bears), 2)))
    state.aliases["bears"] = state.objects[bears].card_uid
    loaded = Game.from_json(game.to_json())
    assert loaded.state.objects[bears].zone == "gone:battlefield"
    assert loaded.state.pending == state.pending
    assert loaded.state.aliases == {"bears": state.objects[bears].card_uid}


# -- what can't be saved is refused -----------------------------------------------------

def test_unknown_state_attribute_is_refused_by_name():
    game = Game.new(["green", "red"], seed=1)
    game.state.mystery = 3
    with pytest.raises(SerializeError, match="mystery"):
        state_to_json(game.state)


def test_card_not_from_the_registry_is_saved_in_full():
    from dataclasses import replace
    game = main_phase(fields=(["Grizzly Bears"], []))
    obj = game.state.objects[find(game, "Grizzly Bears")]
    obj.card = replace(obj.card, power=5)
    loaded = Game.from_json(game.to_json())
    assert loaded.state.objects[obj.id].card == obj.card


def test_unknown_format_is_refused():
    data = json.loads(Game.new(["green", "red"], seed=1).to_json())
    data["format"] = 999
    with pytest.raises(SerializeError, match="format"):
        state_from_json(data)


# -- a save that was edited or cut short is refused before any of it is used ---------------

@pytest.fixture(scope="module")
def saved() -> str:
    """A save mid-game: cards in every zone, a spell on the stack, a pending decision."""
    game = main_phase(hands=(["Shock", "Forest"], []), fields=(["Mountain"], ["Grizzly Bears"]))
    game.act(Action("cast", 0, find(game, "Shock", "hand"),
                    targets=(("object", find(game, "Grizzly Bears")),)))
    return game.to_json()


def edited(text: str, change) -> dict:
    data = json.loads(text)
    change(data)
    return data


def refusal(data) -> str:
    with pytest.raises(SerializeError) as err:
        Game.from_json(data)
    assert isinstance(err.value, ValueError)
    return str(err.value)


def test_to_json_is_text_and_from_json_takes_the_text_or_the_dict(saved):
    assert isinstance(saved, str)
    assert Game.from_json(saved).to_json() == saved
    assert Game.from_json(json.loads(saved)).to_json() == saved
    assert Game.from_json(saved.encode()).to_json() == saved


def test_a_save_cut_short_is_refused_as_not_json(saved):
    for cut in (len(saved) // 2, len(saved) - 1, 1):
        assert "not JSON text" in refusal(saved[:cut])
    assert "expected an object" in refusal("[1, 2]")


def test_500_1_a_step_that_does_not_exist_is_refused(saved):
    message = refusal(edited(saved, lambda d: d.update(step="lunch")))
    assert message.startswith("bad save: step: \"lunch\" isn't a step")
    assert "precombat main" in message


def test_a_missing_or_unknown_field_is_named(saved):
    assert refusal(edited(saved, lambda d: d.pop("turn"))) == "bad save: turn: missing"
    assert refusal(edited(saved, lambda d: d["players"][1].pop("hand"))) == \
        "bad save: players[1].hand: missing"
    assert refusal(edited(saved, lambda d: d.update(mood="sunny"))) == \
        "bad save: mood: unknown field"
    assert refusal(edited(saved, lambda d: d["objects"][0].update(colour="red"))) == \
        "bad save: objects[0].colour: unknown field"


def test_a_value_of_the_wrong_type_is_named(saved):
    assert refusal(edited(saved, lambda d: d["players"][0].update(life="20"))) == \
        'bad save: players[0].life: expected a whole number, found "20"'
    assert refusal(edited(saved, lambda d: d.update(over=0))) == \
        "bad save: over: expected true or false, found 0"
    assert "players[1].hand[0]: expected a whole number" in refusal(
        edited(saved, lambda d: d["players"][1]["hand"].insert(0, "Shock")))
    assert "rng" in refusal(edited(saved, lambda d: d["rng"][1].pop()))
    assert "log[0]" in refusal(edited(saved, lambda d: d["log"][0].pop()))


def test_400_7_object_ids_are_used_once(saved):
    def twice(data):
        data["objects"].append(dict(data["objects"][0]))
    message = refusal(edited(saved, twice))
    assert "is used twice" in message and message.startswith("bad save: objects[")


def test_400_1_an_object_is_in_a_zone_that_exists_and_in_its_list(saved):
    message = refusal(edited(saved, lambda d: d["objects"][0].update(zone="nowhere")))
    assert message.startswith('bad save: objects[0].zone: "nowhere" isn\'t a zone')

    def elsewhere(data):
        hand = data["players"][0]["hand"]
        data["players"][0]["graveyard"].append(hand.pop())
    assert "is in zone 'hand'" in refusal(edited(saved, elsewhere))

    def missing(data):
        data["players"][0]["hand"].append(10_000)
    assert "players[0].hand[" in refusal(edited(saved, missing))
    assert "no object has the id 10000" in refusal(edited(saved, missing))

    def dropped(data):
        data["battlefield"].pop()
    assert "in no zone's list" in refusal(edited(saved, dropped))


def test_102_1_seats_name_players_in_the_game(saved):
    assert refusal(edited(saved, lambda d: d["decision"].update(player=2))) == \
        "bad save: decision.player: no player 2: the seats are 0 to 1"
    assert "decision.player" in refusal(edited(saved, lambda d: d["decision"].update(
        player=True)))
    assert "active: no player -1" in refusal(edited(saved, lambda d: d.update(active=-1)))
    assert "objects[0].owner: no player 7" in refusal(
        edited(saved, lambda d: d["objects"][0].update(owner=7)))
    assert "players: a game has at least two players" in refusal(
        edited(saved, lambda d: d["players"].pop()))
    assert "players[1].index" in refusal(
        edited(saved, lambda d: d["players"][1].update(index=0)))


def test_a_decision_of_an_unknown_kind_is_refused(saved):
    assert refusal(edited(saved, lambda d: d["decision"].update(kind="lunch"))) == \
        "bad save: decision.kind: \"lunch\" isn't a kind of decision"


def test_unknown_cards_records_and_tags_are_named(saved):
    assert "objects[0].card.$card" in refusal(
        edited(saved, lambda d: d["objects"][0].update(card={"$card": "Grizly Bears"})))
    assert "isn't a record the engine saves" in refusal(edited(saved, lambda d: d.update(
        shields=[{"$dc": "Umbrella", "f": {}}])))
    assert "unknown tagged value" in refusal(edited(saved, lambda d: d.update(
        looked=[{"$set": [1]}])))
    assert "effects[0].timestamp: missing" in refusal(edited(saved, lambda d: d.update(
        effects=[{"source_name": "x", "affected": [], "parts": []}])))


def test_728_1_a_save_names_a_bad_day_or_night(saved):
    data = json.loads(saved)
    assert 'day_night: "dusk" isn\'t day, night or null' in refusal(dict(data, day_night="dusk"))


def test_a_refused_save_never_raises_anything_else(saved):
    """Each field of the save removed, or set to values of other types, in turn: always a
    SerializeError, never a KeyError or TypeError."""
    data = json.loads(saved)
    for key in data:
        for value in ("lunch", -1, None, [], {}, 10_000):
            changed = dict(data, **{key: value})
            try:
                Game.from_json(changed)
            except SerializeError:
                pass
        without = dict(data)
        del without[key]
        if key not in ("aliases", "subgame", "ante", "transfers", "this_turn", "history",
                       "decks", "command", "commanders", "commander_casts",
                       "commander_damage", "commander_stays", "companions", "sideboards",
                       "initiative",
                       "day_night", "previous_turn_casts", "last_turn_casts", "skip_combats",
                       "skip_untaps", "restarting", "player_control", "phased_out",
                       "new_objects", "bands", "added_phases", "resume_step", "last_turn",
                       "skip_draws", "starting_player"):
            refusal(without)


# -- the view (CR 400.2: library and hand are hidden zones) ------------------------------

def test_400_2_view_shows_own_hand_but_not_the_opponents():
    game = main_phase(hands=(["Craw Wurm"], ["Serra Angel", "Counterspell"]))
    mine = json.dumps(game.view(0))
    theirs = json.dumps(game.view(1))
    assert "Craw Wurm" in mine and "Craw Wurm" not in theirs
    assert "Serra Angel" not in mine and "Counterspell" not in mine
    assert "Serra Angel" in theirs and "Counterspell" in theirs
    bob = game.view(0)["players"][1]
    assert "hand" not in bob and bob["hand_count"] == len(game.state.players[1].hand)
    assert bob["library_count"] == len(game.state.players[1].library)


def test_400_2_view_hides_libraries_and_the_random_state():
    game = main_phase(hands=(["Craw Wurm"], []))
    v = game.view(0)
    library_ids = {i for p in game.state.players for i in p.library}
    assert not fuzz.view_ids(v) & library_ids
    assert not fuzz.view_ids(v) & set(game.state.players[1].hand)
    text = json.dumps(v)
    assert "rng" not in text and "seed" not in text and "card_uid" not in text


def test_view_legal_actions_only_for_the_deciding_seat():
    game = main_phase(hands=(["Craw Wurm"], []), fields=(["Forest"], ["Island"]))
    decider = game.decision.player
    assert game.view(decider)["decision"]["legal_actions"]
    other = game.view(1 - decider)["decision"]
    assert other["kind"] == "priority" and "legal_actions" not in other


def test_view_battlefield_and_stack():
    game = main_phase(hands=(["Shock"], []), fields=(["Mountain"], ["Grizzly Bears"]))
    bears = find(game, "Grizzly Bears")
    game.act(Action("cast", 0, find(game, "Shock", "hand"), targets=(("object", bears),)))
    v = game.view(1)
    (spell,) = v["stack"]
    assert spell["name"] == "Shock" and not spell["is_ability"]
    assert spell["targets"] == [{"object": bears, "name": "Grizzly Bears"}]
    (perm,) = v["players"][1]["battlefield"]
    assert (perm["name"], perm["power"], perm["toughness"]) == ("Grizzly Bears", 2, 2)
    assert v["players"][0]["battlefield"][0]["tapped"]


@pytest.mark.parametrize("decks", MATCHUPS, ids=["green-red", "wu-br"])
def test_400_2_view_never_leaks_hidden_cards_in_random_games(decks):
    game = Game.new(list(decks), seed=5)
    agent = RandomAgent(5)
    while not game.over:
        fuzz.views(game)                          # no library card, no card of another hand
        assert all(len(game.view(seat)["log"]) <= 50 for seat in range(2))
        game.act(agent.choose(game))
    assert game.view(0)["over"] is True


def test_400_2_forced_bottom_choice_does_not_reveal_the_card():
    game = Game.new([["Forest"] * 40, ["Island"] * 40], seed=1, starting_player=0)
    game.act(Action("mulligan", 0))
    game.act(Action("keep", 1))                       # Alice's one bottom card is forced
    assert not any("Forest" in line for line in game.view(1)["log"])


def _paths(value, path=()):
    """Every place in a JSON value: the keys and indexes that lead to it."""
    yield path
    items = value.items() if isinstance(value, dict) else \
        enumerate(value) if isinstance(value, list) else ()
    for key, item in items:
        yield from _paths(item, path + (key,))


@pytest.mark.parametrize("seed", [1, pytest.param(2, marks=pytest.mark.slow),
                                  pytest.param(3, marks=pytest.mark.slow)])
def test_an_edit_anywhere_in_a_save_loads_or_is_refused_by_name(seed):
    """Any field anywhere in a save of a random game, removed or given a value of another
    type: the save loads, or is refused with SerializeError; never another error."""
    game = Game.new(["wu", "br"], seed=seed)
    agent = RandomAgent(seed)
    for _ in range(60 * seed):
        game.act(agent.choose(game))
    text = game.to_json()
    rng = random.Random(seed)
    places = list(_paths(json.loads(text)))[1:]
    loaded = refused = 0
    for path in rng.sample(places, 150):
        for value in ("lunch", -1, None, [], {}, 10**6, True, KeyError):
            data = json.loads(text)
            parent = data
            for key in path[:-1]:
                parent = parent[key]
            if value is KeyError:
                del parent[path[-1]]
            else:
                parent[path[-1]] = value
            try:
                Game.from_json(data)
                loaded += 1
            except SerializeError as err:
                assert str(err).startswith("bad save: ")
                refused += 1
    assert refused > loaded > 0


def test_a_delayed_trigger_of_a_cards_face_survives_a_save():
    """A delayed trigger remembering one face of a double-faced card (Fable of the
    Mirror-Breaker's back face) is saved as that face and read back (a random game between
    two published decks found the save refused)."""
    from boards import board

    from tolaria.cards.registry import card_def
    from tolaria.data.state import DelayedTrigger
    game = board([], [])
    whole = card_def("Fable of the Mirror-Breaker // Reflection of Kiki-Jiki")
    face = whole.faces[0]                                   # Reflection of Kiki-Jiki
    ability = whole.triggered[0]
    game.state.delayed.append(DelayedTrigger(ability=ability, controller=0, source_id=1,
                                             source_name=face.name, card=face))
    back = Game.from_json(game.to_json())
    assert back.state.delayed[0].card == face and back.to_json() == game.to_json()
