"""Quantities: numbers an ability counts or computes (CR 107.3, 208.3, 604.3, 608.2h).

The Oracle compiler writes a counted number as a tuple (the IR of a quantity):

- ("count", filter): permanents on the battlefield matching the filter, seen by the
  ability's controller ("creatures you control", "other Elves on the battlefield");
- ("hand", "you"): the cards in its controller's hand;
- ("cards", zone, whose, filter): cards in a zone ("creature cards in your graveyard",
  "cards in all graveyards"); whose is "you", "all" or "opponents";
- ("opponents",): its controller's opponents still in the game (CR 102.2, 800.4a);
  ("opponents", "lost_life"): those of them who lost life this turn (CR 119.3);
  ("opponents", "attacked"): those it attacked this turn (CR 508.1); ("opponents",
  "damaged"): those who were dealt damage this turn (CR 120.3);
  ("players",): the players still in the game (CR 102.1, 800.4a);
- ("domain",): basic land types among lands its controller controls (CR 305.6);
- ("counters", kind, "self"): counters of a kind on the source, of every kind with
  kind "" (CR 122.1);
- ("life", "you"): its controller's life total (CR 119.1); (HALF_LIFE_UP,): half of it,
  rounded up, 0 below 1 life ("Pay half your life, rounded up", CR 107.1a-b, 119.4);
- ("power" | "toughness", "self"): the source's (CR 208.3);
- (ATTACKED_CREATURES, "any" | "you"): creatures declared as attackers this turn (508.1);
- ("times", n, quantity): n for each of something ("2 life for each creature");
  ("plus", n, quantity): "1 plus the number of ..."; ("sum", q1, q2): "... plus ...";
- ("greatest", "power" | "toughness" | "mana_value", filter): the greatest among
  permanents (0 if there are none); ("total", ..., filter): their total;
  ("total_cards", attribute, filter): the total of the cards in its controller's graveyard;
- ("different", "power" | "mana_value" | "name", filter): the different values among the
  permanents; ("different_cards", ..., filter): among cards in its controller's graveyard;
- ("party",): creatures in your party (CR 700.8);
- ("attached", filter): permanents attached to the source (CR 301.5, 303.4);
  ("attached_player", filter): Auras attached to the player counting (CR 303.4b);
- ("blocking", "self"): creatures blocking the source (CR 509.1); ("blocking", "self",
  BEYOND_FIRST): those beyond the first ("for each creature blocking it beyond the first");
- ("times_mutated",): the spells merged with the source (CR 702.140d, 727.2);
- ("its_colors",), ("its_counters", kind), ("its_attached", filter), ("its_controller", q)
  (q counted for the affected permanent's controller),
  (SHARES_CREATURE_TYPE, filter, "affected"): of
  each permanent a static ability affects (layers only);
- ("life_this_turn", "gained" | "lost"[, whose]): the life its controller (or the players
  `whose` names: "opponents") gained or lost this turn
  (CR 119.3); ("died_this_turn",): creatures that died this turn (CR 700.4), ("died_this_turn",
  "Zubera"): those of that creature type;
  ("this_turn", "drew" | "cast"): cards its controller drew, spells they cast this turn;
- ("colors_among", filter): the colours among the permanents (CR 105.2);
- ("card_types", zone, whose): card types among cards in a zone (CR 205.2a);
- ("commander_colors",): colours in its controller's commanders' colour identity (CR 903.4);
- ("devotion", colors): mana symbols of those colours among the mana costs of permanents
  its controller controls (CR 700.5).

A resolving spell or ability counts once, as it resolves (CR 608.2h: `evaluate`); a
static ability counts continuously, each time the layers are applied (CR 611.3a:
`evaluate_in_layers`, which reads the permanents' characteristics as computed so far).
"""

from __future__ import annotations

from typing import Any

from tolaria.data.ir import ObjectFilter
from tolaria.data.objects import GameObject
from tolaria.data.state import GameState
from tolaria.data.vocabulary import (
    ATTACKED_CREATURES,
    ATTACKED_WITH,
    BEYOND_FIRST,
    COMMANDER_CASTS,
    COUNTERS_AMONG,
    CREATED_BY,
    CREATOR,
    DEALT_TO_PLAYER,
    DEVOURED,
    HALF_LIFE_UP,
    LIFE_PAID,
    OPPONENTS_POISON,
    OTHER_SPELLS_CAST,
    OTHER_THAN_AFFECTED,
    SHARES_CREATURE_TYPE,
)

BASIC_LAND_TYPES = frozenset({"Plains", "Island", "Swamp", "Mountain", "Forest"})
CARD_TYPES = frozenset({"Artifact", "Battle", "Creature", "Enchantment", "Instant", "Kindred",
                        "Tribal", "Land", "Planeswalker", "Sorcery"})          # CR 205.2a
PARTY = ("Cleric", "Rogue", "Warrior", "Wizard")            # CR 700.8


def evaluate(state: GameState, controller: int, source: GameObject | None,
             value: tuple[Any, ...]) -> int:
    """The quantity now, from the point of view of `controller` (CR 608.2h)."""
    from tolaria.rules.layers import characteristics, matches
    what = value[0]
    if what == "times":
        return value[1] * evaluate(state, controller, source, value[2])
    if what == "count":
        return sum(1 for oid in state.battlefield
                   if matches(state, value[1], state.objects[oid], controller, source))
    if what == COUNTERS_AMONG:                        # CR 122.1
        return sum(state.objects[oid].counters.get(value[1], 0) for oid in state.battlefield
                   if matches(state, value[2], state.objects[oid], controller, source))
    if what == "plus":
        return value[1] + evaluate(state, controller, source, value[2])
    if what == "sum":
        return sum(evaluate(state, controller, source, q) for q in value[1:])
    if what in ("power", "toughness") and value[1] == "self" and source is not None:
        return getattr(characteristics(state, source), what) or 0     # CR 208.3
    if what == "domain":
        found: set[str] = set()
        for oid in state.battlefield:
            chars = characteristics(state, state.objects[oid])
            if chars.controller == controller and "Land" in chars.types:
                found |= chars.subtypes & BASIC_LAND_TYPES
        return len(found)
    if what in ("greatest", "total"):
        values = [getattr(characteristics(state, state.objects[oid]), value[1]) or 0
                  for oid in state.battlefield
                  if matches(state, value[2], state.objects[oid], controller, source)]
        return max(values, default=0) if what == "greatest" else sum(values)
    if what == "different":                   # "each different power among ..." (608.2h)
        return len({getattr(characteristics(state, state.objects[oid]), value[1])
                    for oid in state.battlefield
                    if matches(state, value[2], state.objects[oid], controller, source)})
    if what == "total_cards":       # "the total mana value of <cards> in your graveyard"
        from tolaria.rules.layers import chars_match
        found = (characteristics(state, state.objects[oid])
                 for oid in state.players[controller].graveyard)
        return sum(getattr(chars, value[1]) or 0 for chars in found
                   if chars_match(chars, value[2], controller, state.options.teams))
    if what == "different_cards":             # "... among cards in your graveyard"
        from tolaria.rules.layers import chars_match
        found = (characteristics(state, state.objects[oid])
                 for oid in state.players[controller].graveyard)
        return len({getattr(chars, value[1]) for chars in found
                    if chars_match(chars, value[2], controller, state.options.teams)})
    if what == "party":
        return _party([characteristics(state, state.objects[oid]).subtypes
                       for oid in state.battlefield
                       if matches(state, _CREATURES_YOU_CONTROL, state.objects[oid], controller)])
    if what == "attached":
        return sum(1 for oid in state.battlefield if source is not None
                   and state.objects[oid].attached_to == source.id
                   and matches(state, value[1], state.objects[oid], controller))
    if what == "attached_player":                 # "Curses attached to them" (CR 303.4b)
        return sum(1 for oid in state.battlefield
                   if state.objects[oid].attached_player == controller
                   and matches(state, value[1], state.objects[oid], controller))
    if what == "colors_among":
        found = set()
        for oid in state.battlefield:
            if matches(state, value[1], state.objects[oid], controller, source):
                found |= characteristics(state, state.objects[oid]).colors
        return len(found)
    if what == "devotion":
        return sum(_devotion(state, state.objects[oid], value[1]) for oid in state.battlefield
                   if characteristics(state, state.objects[oid]).controller == controller)
    if what == "blocking":
        n = sum(1 for oid in state.battlefield if source is not None
                and source.id in state.objects[oid].blocking)
        return max(0, n - 1) if value[2:] == (BEYOND_FIRST,) else n
    if what == "times_kicked":                       # multikicker (CR 702.33d)
        from tolaria.rules.keywords.multikicker import times_kicked
        return times_kicked(source)
    if what == "times_mutated":                      # CR 702.140d, 727.2
        from tolaria.rules.keywords.mutate import times_mutated
        return times_mutated(source)
    return _common(state, controller, source, value)


def permanent_devotion(state: GameState, obj: GameObject, colors: frozenset[str]) -> int:
    """A permanent's share of its controller's devotion (`_devotion`; CR 700.5)."""
    return _devotion(state, obj, colors)


def _devotion(state: GameState, obj: GameObject, colors: frozenset[str]) -> int:
    """CR 700.5, 700.5a: a permanent's mana symbols of any of these colours (a hybrid
    symbol counts once); its mana cost is the copied one if it's a copy (CR 707.2), none
    if it's face down (CR 708.2)."""
    if obj.face_down:
        return 0
    cost = obj.card.mana_cost
    for effect in sorted(state.effects, key=lambda e: e.timestamp):
        if obj.id in effect.affected:
            for part in effect.parts:
                if part.op == "copy":
                    cost = part.get("card").mana_cost
    if cost is None:
        return 0
    return sum(1 for symbol in cost.symbols if colors & set(symbol.colors))


_CREATURES_YOU_CONTROL = ObjectFilter(types=frozenset({"Creature"}), controller="you")


def _party(creatures: list[frozenset[str]]) -> int:
    """CR 700.8: the most of Cleric, Rogue, Warrior and Wizard filled, one creature each."""
    def best(roles: tuple[str, ...], pool: list[frozenset[str]]) -> int:
        if not roles:
            return 0
        role, rest = roles[0], roles[1:]
        found = best(rest, pool)                          # nobody fills this role
        for i, subtypes in enumerate(pool):
            if role in subtypes:
                found = max(found, 1 + best(rest, pool[:i] + pool[i + 1:]))
                if found == len(roles):
                    break
        return found
    candidates = [s & frozenset(PARTY) for s in creatures]
    return best(PARTY, [s for s in candidates if s])


def _other_spells_cast(state: GameState, source: GameObject | None) -> int:
    """Every player's spells cast this turn but the one `source` is, or was before it
    resolved (a new object, CR 400.7, 601.2i)."""
    facts = state.this_turn
    spell = source.id if source is not None else None
    if source is not None and source.zone != "stack":
        spell = next((f[1] for f in facts if f[0] == "moved" and f[2] == source.id
                      and f[3] == "stack"), None)
    return sum(1 for f in facts if f[0] == "cast" and (spell is None or f[3:4] != (spell,)))


def evaluate_in_layers(state: GameState, work: dict[int, Any], controller: int,
                       source_id: int | None, value: tuple[Any, ...],
                       affected: Any = None) -> int:
    """The quantity while the layers are applied (CR 611.3a, 613): permanents are read
    from `work`, the characteristics computed so far; `affected` is the permanent the
    effect is applied to ("for each of its colors", "for each +1/+1 counter on it")."""
    from tolaria.rules.layers import chars_match
    what = value[0]
    if what == "times":
        return value[1] * evaluate_in_layers(state, work, controller, source_id, value[2],
                                             affected)
    if what == "plus":
        return value[1] + evaluate_in_layers(state, work, controller, source_id, value[2],
                                             affected)
    if what == "sum":
        return sum(evaluate_in_layers(state, work, controller, source_id, q, affected)
                   for q in value[1:])
    if what == "its_colors":
        return len(affected.colors) if affected is not None else 0
    if what == "its_counters":
        return state.objects[affected.id].counters.get(value[1], 0) if affected is not None \
            else 0
    if what == "its_controller":                     # "in its controller's graveyard"
        return 0 if affected is None else evaluate_in_layers(
            state, work, affected.controller, source_id, value[1], affected)
    if what == "its_attached":                       # CR 301.5, 303.4
        return 0 if affected is None else sum(
            1 for oid, w in work.items() if w.zone == "battlefield"
            and state.objects[oid].attached_to == affected.id
            and chars_match(w, value[1], controller, state.options.teams))
    if what == SHARES_CREATURE_TYPE and value[2] == "affected":
        return _kin(state, work, controller, value[1], affected)
    if what == OTHER_THAN_AFFECTED:
        return 0 if affected is None else sum(
            1 for oid, w in work.items() if w.zone == "battlefield" and oid != affected.id
            and chars_match(w, value[1], controller, state.options.teams))
    if what == "count":
        flt: ObjectFilter = value[1]
        return sum(1 for oid, w in work.items() if w.zone == "battlefield"
                   and not (flt.other and oid == source_id)
                   and (flt.tapped is None or w.tapped == flt.tapped)
                   and chars_match(w, flt, controller, state.options.teams))
    if what in ("greatest", "total") and value[1] == "mana_value":    # CR 202.3, 611.3a
        values = [w.mana_value for oid, w in work.items() if w.zone == "battlefield"
                  and not (value[2].other and oid == source_id)
                  and chars_match(w, value[2], controller, state.options.teams)]
        return max(values, default=0) if what == "greatest" else sum(values)
    if what == "colors_among":
        found = set()
        for w in work.values():
            if w.zone == "battlefield" and chars_match(w, value[1], controller, state.options.teams):
                found |= w.colors
        return len(found)
    if what == "party":
        return _party([frozenset(w.subtypes) for w in work.values() if w.zone == "battlefield"
                       and w.controller == controller and "Creature" in w.types])
    if what == COUNTERS_AMONG:                        # CR 122.1: not layer-dependent
        return sum(state.objects[oid].counters.get(value[1], 0) for oid, w in work.items()
                   if w.zone == "battlefield" and not (value[2].other and oid == source_id)
                   and chars_match(w, value[2], controller, state.options.teams))
    if what == "attached":
        return sum(1 for oid, w in work.items() if w.zone == "battlefield"
                   and state.objects[oid].attached_to == source_id
                   and chars_match(w, value[1], controller, state.options.teams))
    if what == "domain":
        found: set[str] = set()
        for w in work.values():
            if w.zone == "battlefield" and w.controller == controller and "Land" in w.types:
                found |= w.subtypes & BASIC_LAND_TYPES
        return len(found)
    if what == "devotion":                           # CR 700.5, 700.5a
        return sum(_devotion(state, state.objects[oid], value[1]) for oid, w in work.items()
                   if w.zone == "battlefield" and w.controller == controller)
    source = state.objects.get(source_id) if source_id is not None else None
    return _common(state, controller, source, value)


def _kin(state: GameState, work: dict[int, Any], controller: int, flt: ObjectFilter,
         affected: Any) -> int:
    """The other permanents matching `flt` with a creature type in common with the one
    affected ("that shares at least one creature type with it"; a changeling has them all
    in layer 4, CR 702.73a, 205.3m)."""
    from tolaria.rules.choices import CREATURE_TYPES
    from tolaria.rules.layers import chars_match
    if affected is None:
        return 0
    kinds = affected.subtypes & CREATURE_TYPES
    return sum(1 for oid, w in work.items() if w.zone == "battlefield" and oid != affected.id
               and kinds & w.subtypes and chars_match(w, flt, controller, state.options.teams))


def _opponent_fact(how: str, fact: tuple[Any, ...], player: int, you: int) -> bool:
    """Does this fact of the turn say that `player` lost life (CR 119.3), was attacked by
    `you` (CR 508.1) or was dealt damage (CR 120.3)?"""
    if how == "attacked":
        return fact[0] == ATTACKED_WITH and fact[2] == you and fact[3] == player
    if how == "damaged":
        return fact[0] == DEALT_TO_PLAYER and fact[2] == player
    return fact[0] == "life" and fact[1] == player and fact[2] < 0


def mana_value_with_x(obj: GameObject) -> int:
    """An object's mana value; a spell on the stack counts its X (CR 202.3e), also as it
    last existed there."""
    cost = obj.card.mana_cost
    value = cost.mana_value if cost is not None else 0
    if obj.zone in ("stack", "gone:stack") and obj.x and cost is not None:
        value += obj.x * cost.x_count
    return value


def creator(state: GameState, token: GameObject | None) -> GameObject | None:
    """The object whose ability created this token (`CREATED_BY`), while it is on the
    battlefield (a new object once it leaves, CR 400.7)."""
    found = dict(token.chosen).get(CREATED_BY) if token is not None else None
    obj = state.objects.get(int(found)) if found is not None else None
    return obj if obj is not None and obj.zone == "battlefield" else None


def _common(state: GameState, controller: int, source: GameObject | None,
            value: tuple[Any, ...]) -> int:
    """The quantities that don't read permanents' characteristics."""
    what = value[0]
    player = state.players[controller]
    if what == "hand":
        return len(player.hand)
    if what == "commander_colors":                  # CR 903.4, 702.124c
        from tolaria.rules.commander import identity
        return len(identity(state, controller))
    if what == "life":
        return max(0, player.life)
    if what == HALF_LIFE_UP:                        # "Pay half your life, rounded up"
        return max(0, player.life + 1) // 2         # (CR 107.1a-b, 119.4)
    if what == "highest_life":                      # "the highest life total among all
        return max(0, max(state.players[p].life for p in state.living()))      # players"
    if what == "players":                           # "for each player" (CR 102.1)
        return len(state.living())
    if what == "opponents":
        if len(value) > 1:
            return sum(1 for p in state.opponents(controller) if any(
                _opponent_fact(value[1], f, p, controller) for f in state.this_turn))
        return len(state.opponents(controller))
    if what == "counters":
        if value[2] == CREATOR:                     # "... on Saproling Burst": its creator
            source = creator(state, source)
        if source is None:
            return 0
        if not value[1]:                            # "each counter on it": every kind
            return sum(source.counters.values())
        return source.counters.get(value[1], 0)
    if what == COMMANDER_CASTS:                     # CR 903.8
        from tolaria.rules.commander import casts
        return casts(state, controller)
    if what == "experience":                        # the player's counters (CR 122.1)
        return player.experience
    if what == OPPONENTS_POISON:                    # CR 122.1f
        return sum(state.players[p].poison for p in state.opponents(controller))
    if what == DEVOURED:                            # CR 702.82b; in the layers too (604.3)
        from tolaria.rules.keywords.riot import devoured_count
        return devoured_count(source)
    if what == LIFE_PAID:                           # as it entered (CR 614.12, 119.4)
        return int(dict(source.chosen).get(LIFE_PAID, 0)) if source is not None else 0
    if what == "life_this_turn":                    # recorded by tolaria.rules.conditions.record
        sign = 1 if value[1] == "gained" else -1
        who = _players(state, controller, value[2]) if len(value) > 2 else (controller,)
        return sign * sum(f[2] for f in state.this_turn
                          if f[0] == "life" and f[1] in who and f[2] * sign > 0)
    if what == "died_this_turn":                    # ("dies", controller, subtypes)
        return sum(1 for f in state.this_turn if f[0] == "dies" and (
            len(value) == 1 or value[1] in f[2]))
    if what == ATTACKED_CREATURES:                  # ("attacked_with", id, player, ...)
        return len({f[1] for f in state.this_turn if f[0] == ATTACKED_WITH and (
            value[1] == "any" or f[2] == controller)})                    # CR 508.1
    if what == OTHER_SPELLS_CAST:                   # ("cast", player, types, spell id)
        return _other_spells_cast(state, source)
    if what == "this_turn":                         # ("drew", player), ("cast", player, ...)
        return sum(1 for f in state.this_turn if f[0] == value[1] and f[1] == controller)
    if what == "cards":
        return _cards(state, controller, value[1], value[2], value[3])
    if what == "spent":                             # mana spent to cast it (CR 601.2h)
        from tolaria.rules import mana_spent
        return mana_spent.quantity(state, value, source)
    if what == "delved":                            # "cards exiled with it" (702.66a)
        from tolaria.rules import mana_spent
        return mana_spent.delved(state, value[1], source, controller)
    if what == "card_types":                        # "card types among cards in ..."
        return len(_card_types(state, controller, value[1], value[2]))
    raise ValueError(f"unknown quantity {value!r}")


def _players(state: GameState, controller: int, whose: Any) -> list[int]:
    if type(whose) is tuple:                        # the chosen player (CR 607.2d); one
        return [whose[1]] if type(whose[1]) is int else []      # never chosen: nobody
    if whose == "you":
        return [controller]
    if whose == "opponents":
        return state.opponents(controller)
    return state.living()


def _card_types(state: GameState, controller: int, zone: str, whose: str) -> set[str]:
    from tolaria.rules.layers import characteristics
    found: set[str] = set()
    for index in _players(state, controller, whose):
        for oid in getattr(state.players[index], zone):
            found |= characteristics(state, state.objects[oid]).types & CARD_TYPES
    return found


def _cards(state: GameState, controller: int, zone: str, whose: str,
           flt: ObjectFilter | None) -> int:
    """Cards in a zone of one or more players matching a description (CR 400.1)."""
    from tolaria.rules.layers import characteristics, chars_match
    n = 0
    players = _players(state, controller, whose)
    for index in players:
        for oid in getattr(state.players[index], zone):
            if flt is None or chars_match(characteristics(state, state.objects[oid]), flt,
                                          controller, state.options.teams):
                n += 1
    return n
