""""Enchanted creature" / "equipped creature" once the Aura or Equipment has left (issue 12,
item 2): an ability uses its source's last known information (CR 113.7a, 608.2h), so it
still finds the permanent its source was attached to, whether the source paid the cost
("Sacrifice this Aura: Regenerate enchanted creature.") or left in response.

`test_113_7a_every_host_ability_of_the_card_pool_finds_the_host_after_its_source_left`
plays each such ability of the compiled card pool with its source gone.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from boards import board
from test_oracle_play import activate, cast, chars, hand, names, obj, resolve

from tolaria import Action, Game
from tolaria.cards.database import CardDatabase
from tolaria.cards.oracle import is_playable
from tolaria.cards.registry import UnsupportedCard, card_def
from tolaria.data.ir import ActivatedAbility, Effect, TriggeredAbility
from tolaria.rules import events
from tolaria.rules.zones import create_object


def _attach(game: Game, name: str, host: int) -> int:
    """`name` on the battlefield under its host's controller, attached to `host`."""
    state = game.state
    source = create_object(state, card_def(name), state.objects[host].controller,
                           "battlefield")
    source.attached_to = host
    state.changed()
    return source.id


def test_113_7a_carapace_sacrificed_still_regenerates_the_creature_it_enchanted():
    game = board(["Grizzly Bears", "Swamp", "Swamp"], [], hands=(["Doom Blade"], []))
    bears = obj(game, "Grizzly Bears")
    activate(game, _attach(game, "Carapace", bears))      # "Sacrifice this Aura: ..."
    resolve(game)
    assert "Carapace" not in names(game)
    cast(game, "Doom Blade", bears)
    resolve(game)
    assert game.state.objects[bears].zone == "battlefield"          # regenerated (701.15a)
    assert game.state.objects[bears].tapped


def test_113_7a_briar_shield_sacrificed_still_pumps_the_creature_it_enchanted():
    game = board(["Grizzly Bears"], [])
    bears = obj(game, "Grizzly Bears")
    activate(game, _attach(game, "Briar Shield", bears))
    resolve(game)
    assert (chars(game, bears).power, chars(game, bears).toughness) == (5, 5)


def test_113_7a_firebreathing_destroyed_in_response_still_pumps_the_creature():
    game = board(["Grizzly Bears", "Mountain"], ["Plains", "Plains"],
                 hands=([], ["Disenchant"]))
    bears = obj(game, "Grizzly Bears")
    firebreathing = _attach(game, "Firebreathing", bears)
    activate(game, firebreathing)                         # {R}: +1/+0
    game.act(Action("pass", 0))
    cast(game, "Disenchant", firebreathing, player=1)     # in response
    resolve(game)
    assert "Firebreathing" not in names(game)
    assert chars(game, bears).power == 3


def test_113_7a_claustrophobia_bounced_in_response_still_taps_the_creature():
    game = board(["Island"] * 3, ["Grizzly Bears", "Island", "Island"],
                 hands=(["Claustrophobia"], ["Boomerang"]))
    bears = obj(game, "Grizzly Bears")
    cast(game, "Claustrophobia", bears)
    game.act(Action("pass", 0))
    game.act(Action("pass", 1))                           # it resolves; its trigger goes on
    assert game.state.stack and not game.state.objects[bears].tapped
    game.act(Action("pass", 0))
    cast(game, "Boomerang", obj(game, "Claustrophobia"), player=1)
    resolve(game)
    assert hand(game, 0) == ["Claustrophobia"]
    assert game.state.objects[bears].tapped                # "tap enchanted creature"


def test_113_7a_leering_emblem_destroyed_in_response_still_pumps_the_equipped_creature():
    game = board(["Grizzly Bears", "Mountain"], ["Mountain", "Mountain"],
                 hands=(["Shock"], ["Shatter"]))
    bears = obj(game, "Grizzly Bears")
    emblem = _attach(game, "Leering Emblem", bears)
    cast(game, "Shock", ("player", 1))                    # "Whenever you cast a spell, ..."
    game.act(Action("pass", 0))
    cast(game, "Shatter", emblem, player=1)
    resolve(game)
    assert "Leering Emblem" not in names(game)
    assert chars(game, bears).power == 4                  # +2/+2 until end of turn


# -- every ability of an Aura or Equipment on its host, in the card pool ------------------

HOSTS = frozenset({"enchanted", "equipped"})


def _mentions(value: object) -> Iterator[object]:
    """Every op and parameter value of these instructions, nested ones too."""
    if isinstance(value, Effect):
        yield value.op
        for _, param in value.params:
            yield from _mentions(param)
    elif isinstance(value, tuple | list | frozenset):
        for item in value:
            yield from _mentions(item)
    else:
        yield value


@cache
def host_abilities() -> tuple[tuple[str, ActivatedAbility | TriggeredAbility], ...]:
    """Each activated ability and enters trigger of a compiled Aura or Equipment that does
    something to "enchanted/equipped <permanent>", with no target, no intervening "if",
    nothing to pay as it resolves and no X of the spell it entered from, CR 107.3m (so
    resolving it always reaches the host)."""
    found = []
    for data in CardDatabase.bundled():
        if not (is_playable(data) and {"Aura", "Equipment"} & set(data.subtypes or ())):
            continue
        try:
            card = card_def(data.name)
        except UnsupportedCard:
            continue
        abilities = [a for a in card.activated if a.mana is None] + [
            t for t in card.triggered if t.event == "enters" and t.filter is None
            and t.condition is None and not t.optional_cost
            and not t.entering_x]              # (X of the spell it came from: none here)
        found += [(data.name, a) for a in abilities
                  if not a.targets and HOSTS & set(_mentions(a.effects))]
    return tuple(found)


def _resolve_without_source(name: str, ability: ActivatedAbility | TriggeredAbility
                            ) -> tuple[str, list[str]]:
    """`ability` of `name`, attached to a fresh host, on the stack; its source is
    sacrificed, then it resolves. The host's name and the log of the resolution."""
    card = card_def(name)
    host_name = "Forest" if card.enchant is not None and "Land" in card.enchant.types \
        else "Grizzly Bears"
    game = board([host_name], [])
    state = game.state
    host = obj(game, host_name)
    state.objects[host].tapped = "untap" in set(_mentions(ability.effects))
    source = state.objects[_attach(game, name, host)]
    item = create_object(state, source.card, 0, "stack")            # as CR 602.2a, 603.3
    item.ability, item.source_id, item.source_name = ability, source.id, source.name
    events.sacrifice(state, source)
    seen = len(game.log)
    for _ in range(20):                          # "you may", a creature type...: any answer
        if not state.stack and game.decision.kind == "priority":
            break
        legal = game.legal_actions()
        game.act(next((a for a in legal if a.kind == "pass"), legal[0]))
    return host_name, [entry.text for entry in game.log[seen:]]


def test_113_7a_every_host_ability_of_the_card_pool_finds_the_host_after_its_source_left():
    """CR 113.7a, 608.2h: each such ability of the pool (tap, untap, pump, regenerate,
    counters, exile, bounce, prevention...) still does what it says to the permanent its
    source was attached to, after the source has left the battlefield."""
    found = host_abilities()
    assert len(found) >= 100
    for name, ability in found:
        host, log = _resolve_without_source(name, ability)
        assert any(host in line for line in log), (name, ability.text, log)
