"""A simple heuristic agent: plays lands, casts what it can, attacks and blocks sensibly.

It is meant as a sparring partner and a sanity check, not a strong player:

- opening hand (CR 103.5): keep seven unless it has 0-1 or 6-7 lands;
- priority (CR 117): play a land (the colour the hand lacks most), then cast the
  most expensive useful spell: damage and removal at opponents' creatures
  (only where it kills, and never at a creature its own spells and abilities
  on the stack already kill, CR 608.2) or players, pump spells on its own
  creatures in combat after blockers are declared and before the combat damage
  they would change (CR 510.4: never once that damage is dealt), counterspells
  at opponents' spells, a ritual only when its mana casts a spell it wants that it
  couldn't cast before (CR 500.4: unspent mana empties). It never activates a mana
  ability by itself (casting pays automatically, CR 601.2g), so it never
  floats mana for nothing;
- attackers (CR 508.1): creatures with power above 0 (a 0-power attacker deals
  no damage) that no untapped potential blocker would kill while surviving;
- blockers (CR 509.1): blocks that kill the attacker and survive, blocks
  that survive, favourable trades, and chump blocks when the attack is lethal.

It decides from its seat (`tolaria.Seat`): the public zones, its own hand and the rules
questions a player may ask about what it sees; never another player's hidden cards.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tolaria import Action, Decision, Game, GameObject, HiddenObject, Ref, Seat
from tolaria.catalog import BASIC_LAND_MANA, Effect
from tolaria.seat import as_seat

HARMFUL = frozenset({"damage", "destroy", "bounce", "discard", "mill", "counter"})
GOOD_KEYWORDS = frozenset({"flying", "first strike", "double strike", "deathtouch",
                           "lifelink", "trample", "vigilance", "menace"})
KILL = 20           # bonus for removing an opposing creature
LETHAL = 1000       # bonus for winning on the spot
COMMANDER = 15      # bonus for casting the commander from the command zone
COMPANION_CARD = 12.0   # putting the companion into the hand: about a cheap spell's worth
MAX_ACTIONS_PER_STEP = 40   # a safety net against loops of free actions
RITUAL_LOOKAHEAD = 20       # decisions played out for a ritual to resolve


@dataclass(frozen=True, slots=True)
class Fighter:
    """What matters about a creature in one fight (CR 510, 702.2, 702.4, 702.7)."""

    power: int
    left: int               # toughness minus damage already marked
    first: bool             # deals damage in the first-strike step
    regular: bool           # deals damage in the regular step
    deathtouch: bool


def fighter(seat: Seat, obj: GameObject, power: int = 0, toughness: int = 0,
            regular_only: bool = False) -> Fighter:
    """`obj` as a Fighter, with an optional +power/+toughness (a pump spell); with
    `regular_only`, as it fights once first-strike damage is dealt (CR 510.4)."""
    chars = seat.characteristics(obj)
    kw = chars.keywords
    first = "first strike" in kw or "double strike" in kw
    regular = not first or "double strike" in kw
    return Fighter(max(0, (chars.power or 0) + power),
                   (chars.toughness or 0) + toughness - obj.damage,
                   first and not regular_only, regular, "deathtouch" in kw)


def fight(a: Fighter, b: Fighter) -> tuple[bool, bool]:
    """(a dies, b dies) if a and b deal each other combat damage (CR 510.4 step order)."""
    hurt_a = hurt_b = 0
    a_dead = b_dead = False
    for first_step in (True, False):
        a_deals = not a_dead and (a.first if first_step else a.regular)
        b_deals = not b_dead and (b.first if first_step else b.regular)
        if a_deals:
            hurt_b += a.power
            b_dead = b_dead or hurt_b >= b.left or (a.deathtouch and a.power > 0)
        if b_deals:
            hurt_a += b.power
            a_dead = a_dead or hurt_a >= a.left or (b.deathtouch and b.power > 0)
    return a_dead, b_dead


def value(seat: Seat, obj: GameObject) -> int:
    """A rough worth of a permanent: stats, mana value and useful keywords."""
    chars = seat.characteristics(obj)
    return ((chars.power or 0) + (chars.toughness or 0) + obj.card.mana_value
            + 2 * len(chars.keywords & GOOD_KEYWORDS))


class HeuristicAgent:
    """A fast rule-of-thumb player; deterministic (no randomness)."""

    __slots__ = ("_step_key", "_step_actions")

    def __init__(self) -> None:
        self._step_key: tuple[int, str] | None = None
        self._step_actions = 0

    def choose(self, seat: Seat | Game) -> Action:
        """An answer to the seat's decision (given a Game: the deciding seat's)."""
        seat = as_seat(seat)
        decision = seat.decision
        legal = seat.legal_actions()
        if decision is None or not legal:
            raise ValueError("there is no decision to answer")
        method = getattr(self, f"_{decision.kind}", None)
        if method is None:
            return legal[0]
        return method(seat, decision, legal)

    # -- the start of the game (CR 103) -------------------------------------------------
    def _play_first(self, seat: Seat, d: Decision, legal: list[Action]) -> Action:
        return next((a for a in legal if a.choice == ("play",)), legal[0])

    def _mulligan(self, seat: Seat, d: Decision, legal: list[Action]) -> Action:
        lands = sum("Land" in obj.card.types for obj in seat.hand)
        keep = seat.players[d.player].mulligans >= 2 or 2 <= lands <= 5
        return next((a for a in legal if a.kind == ("keep" if keep else "mulligan")), legal[0])

    def _bottom(self, seat: Seat, d: Decision, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: _hand_score(seat, d, a.choice))

    _discard = _bottom

    # -- priority (CR 117) --------------------------------------------------------------
    def _priority(self, seat: Seat, d: Decision, legal: list[Action]) -> Action:
        key = (seat.turn, seat.step)
        if key != self._step_key:
            self._step_key, self._step_actions = key, 0
        if self._step_actions >= MAX_ACTIONS_PER_STEP:
            return legal[0]
        best, best_score = legal[0], 0.0          # legal[0] is "pass"
        lands = [a for a in legal if a.kind == "play" and not _eats_itself(seat, d.player, a)]
        if lands:
            best = _best_land(seat, d.player, lands)
        else:
            for action in legal:
                score = action_score(seat, action)
                if score is not None and score > best_score:
                    best, best_score = action, score
        if best.kind != "pass":
            self._step_actions += 1
        return best

    # -- combat (CR 508-510) ------------------------------------------------------------
    def _attackers(self, seat: Seat, d: Decision, legal: list[Action]) -> Action:
        """Each creature that would deal damage attacks the most vulnerable opponent it can
        attack safely (the lowest life, or the one its commander is closest to killing, CR
        903.10a), judged against that player's own potential blockers (CR 509.1a,
        805.10d); no 0-power attacks: they deal no damage."""
        me = d.player
        targets: dict[int, list[Ref]] = {}
        for part in legal[1:]:
            attacker_id, target = part.choice[0]
            targets.setdefault(attacker_id, []).append(target)
        permanents = seat.permanents()
        chosen: dict[int, Ref] = {}
        for attacker_id, options in targets.items():
            attacker = seat.object(attacker_id)
            if _damage_to_player(seat, attacker) <= 0:
                continue
            players = [t for t in options if t[0] == "player"]
            for target in sorted(players, key=lambda t: _weakness(seat, attacker, t[1])):
                blockers = [obj for obj in permanents
                            if _may_block(seat, obj, me, _defenders(seat, target))]
                if _safe_attack(seat, attacker, blockers):
                    chosen[attacker_id] = target
                    break
            else:
                blockers = [obj for obj in permanents if _may_block(seat, obj, me)]
                if not players and _safe_attack(seat, attacker, blockers):
                    chosen[attacker_id] = options[-1]            # a planeswalker
        declared = _declare(seat, legal[0],                              # CR 508.1d
                            seat.with_attack_requirements(tuple(chosen.items())))
        if declared.choice or seat.is_legal(declared):
            return declared
        return Action("attack", me, choice=seat.with_attack_requirements())

    def _blockers(self, seat: Seat, d: Decision, legal: list[Action]) -> Action:
        me = d.player
        options: dict[int, list[int]] = {}       # attacker -> blockers that may block it
        for part in legal[1:]:
            blocker_id, attacker_id = part.choice[0]
            options.setdefault(attacker_id, []).append(blocker_id)
        attackers = sorted(options, key=lambda a: -_damage_to_player(seat, seat.object(a)))
        used: set[int] = set()
        blocked: set[int] = set()
        blocks: list[tuple[int, int]] = []
        for _, blocker_id, attacker_id in _good_blocks(seat, options):
            if blocker_id not in used and attacker_id not in blocked:
                used.add(blocker_id)
                blocked.add(attacker_id)
                blocks.append((blocker_id, attacker_id))
        incoming = sum(_damage_to_player(seat, seat.object(a))
                       for a in attackers if a not in blocked)
        life = seat.players[me].life
        for attacker_id in attackers:             # chump blocks against a lethal attack
            if incoming < life:
                break
            attacker = seat.object(attacker_id)
            if attacker_id in blocked or "menace" in seat.characteristics(attacker).keywords:
                continue
            free = [b for b in options[attacker_id] if b not in used]
            if not free:
                continue
            pick = min(free, key=lambda b: value(seat, seat.object(b)))
            used.add(pick)
            blocked.add(attacker_id)
            blocks.append((pick, attacker_id))
            incoming -= _damage_to_player(seat, attacker) - _trample_over(
                seat, attacker, seat.object(pick))
        declared = _declare(seat, legal[0], tuple(blocks))
        if declared.choice or seat.is_legal(declared):
            return declared
        return Action("block", me, choice=seat.required_blocks())   # CR 509.1c

    def _order_blockers(self, seat: Seat, d: Decision, legal: list[Action]) -> Action:
        """Easiest to kill first, so damage kills as many blockers as it can (CR 509.2)."""
        def need(b: int) -> int:
            obj = seat.object(b)
            return (seat.characteristics(obj).toughness or 0) - obj.damage
        wanted = tuple(sorted(d.options, key=need))     # all of it, or the next one
        return next((a for a in legal if a.choice == wanted[:len(a.choice)]), legal[0])

    def _assign_damage(self, seat: Seat, d: Decision, legal: list[Action]) -> Action:
        """The assignment that kills the most blockers, then hits the player hardest; one
        dividing the damage dealt to its own creatures (banding, CR 702.22j-k): the one
        that kills the fewest."""
        attacker = seat.object(d.subject)
        deathtouch = "deathtouch" in seat.characteristics(attacker).keywords
        own = seat.characteristics(attacker).controller != d.player

        def score(action: Action) -> tuple[int, int]:
            kills = through = 0
            for ref, amount in action.choice:
                if ref[0] == "player":
                    through += amount
                    continue
                obj = seat.object(ref[1])
                left = (seat.characteristics(obj).toughness or 0) - obj.damage
                kills += amount >= left or (deathtouch and amount > 0)
            return (-kills, -through) if own else (kills, through)
        return max(legal, key=score)

    def _targets(self, seat: Seat, d: Decision, legal: list[Action]) -> Action:
        """Targets for a triggered ability (CR 603.3d), judged like a spell's."""
        pending = seat.pending_triggers()
        if not pending or pending[0].source_id != d.subject:
            return legal[0]                     # (an opponent's choice for an ability)
        trig = pending[0]
        ability = trig.ability
        try:
            source: GameObject | None = seat.object(trig.source_id)
        except HiddenObject:
            source = None
        best, best_score = legal[0], None
        for action in legal:
            score = _effects_score(seat, trig.controller, ability.effects, action.targets,
                                   0, source)
            if score is not None and (best_score is None or score > best_score):
                best, best_score = action, score
        return best


# -- hands ------------------------------------------------------------------------------

def _hand_score(seat: Seat, d: Decision, chosen: Sequence[int]) -> float:
    """How good the hand left after putting `chosen` away is: lands near 40%, cheap spells."""
    rest = [seat.object(i).card for i in d.options if i not in chosen]
    lands = sum("Land" in c.types for c in rest)
    on_battlefield = sum(1 for obj in seat.permanents()
                         if obj.controller == d.player and "Land" in obj.card.types)
    wanted = round(0.4 * len(rest)) if on_battlefield < 4 else min(1, len(rest))
    cost = sum(c.mana_value for c in rest if "Land" not in c.types)
    return -10 * abs(lands - wanted) - 0.1 * cost


def _eats_itself(seat: Seat, me: int, action: Action) -> bool:
    """A land whose enters trigger sacrifices more lands than the player has besides it
    (Lotus Field with fewer than two others: it would go too, CR 701.17a)."""
    card = seat.object(action.object).card
    if "Land" not in card.types:
        return False
    mine = sum(1 for obj in seat.permanents()
               if (chars := seat.characteristics(obj)).controller == me and "Land" in chars.types)
    return any(ability.event == "enters" and ability.filter is None and any(
        e.op == "sacrifice_choice" and e.get("who") == "you" and e.get("filter") is not None
        and "Land" in e.get("filter").types and e.get("count", 1) > mine
        for e in ability.effects) for ability in card.triggered)


def _best_land(seat: Seat, me: int, lands: list[Action]) -> Action:
    """The land whose colour the hand's spells lack most."""
    have: dict[str, int] = {}
    for source in seat.mana_sources(me):
        for option in source.options:
            for color in option:
                have[color] = have.get(color, 0) + 1
    need: dict[str, int] = {}
    for obj in seat.hand:
        cost = obj.card.mana_cost
        if cost is not None:
            for color in cost.colors:
                need[color] = need.get(color, 0) + 1

    def score(action: Action) -> int:
        card = seat.object(action.object).card
        colors = {BASIC_LAND_MANA[t] for t in card.subtypes if t in BASIC_LAND_MANA}
        return sum(need.get(c, 0) - have.get(c, 0) for c in colors)
    return max(lands, key=score)


# -- judging spells and abilities -------------------------------------------------------

def action_score(seat: Seat, action: Action) -> float | None:
    """How much the agent wants a cast or activate action; None: don't."""
    if action.kind == "cast":
        return _cast_score(seat, action)
    if action.kind == "activate":
        return _activate_score(seat, action)
    if action.kind == "companion":               # a card for {3} (CR 702.139a)
        return COMPANION_CARD
    return None


def _cast_score(seat: Seat, action: Action) -> float | None:
    me, card = action.player, seat.object(action.object).card
    base = 10.0 * card.mana_value + 5      # the most expensive spell first (X counts 0)
    if seat.object(action.object).zone == "command":
        base += COMMANDER                  # the deck is built around it (CR 903.8)
    if card.spell is not None:
        effects = card.spell.mode_for(action.mode).effects
        if any(e.op == "add_mana" for e in effects):
            return _ritual_score(seat, me, action)
        score = _effects_score(seat, me, effects, action.targets, action.x or 0, None)
    elif card.enchant is not None:
        score = _aura_score(seat, me, card.static, action.targets)
    elif card.enchant_player:                # curses: on an opponent (CR 702.5d)
        score = 1.0 if action.targets and action.targets[0] != ("player", me) else None
    else:
        score = 0.0                          # creatures and other permanents
    return None if score is None else base + score


def _activate_score(seat: Seat, action: Action) -> float | None:
    obj = seat.object(action.object)
    ability = seat.characteristics(obj).activated[action.ability or 0].with_mode(action.mode)
    if ability.is_mana_ability:
        return None                          # never float mana for nothing
    score = _effects_score(seat, action.player, ability.effects, action.targets, 0, obj)
    if score is None:
        return None
    if ability.cost.loyalty is not None:
        return 5 + 2 * ability.cost.loyalty + score
    return 2 + score


def _ritual_score(seat: Seat, me: int, action: Action) -> float | None:
    """A ritual (a spell that adds mana, CR 106.1) only when its mana lets the player cast
    a spell it wants and couldn't cast before: mana left unspent empties as the step ends
    (CR 500.4), so a ritual cast for nothing is a card lost. Tried on a game the seat can't
    tell from the real one (`Seat.determinize`): the ritual cast and resolved there, then
    the spells castable that weren't (by name), scored as this agent scores them."""
    if me != seat.active or seat.step not in ("precombat main", "postcombat main") \
            or seat.stack():
        return None
    before = {seat.object(a.object).card.name for a in seat.legal_actions()
              if a.kind == "cast"}
    world = seat.determinize(random.Random(0))
    world.act(action)
    for _ in range(RITUAL_LOOKAHEAD):
        d = world.decision
        if world.over or d is None or d.kind == "priority" and not world.seat(me).stack():
            break
        world.act(Action("pass", d.player) if d.kind == "priority" else world.legal_actions()[0])
    mine = world.seat(me)
    if world.over or mine.decision is None or mine.decision.player != me or mine.stack():
        return None
    reachable = [mine.object(a.object).card.mana_value for a in mine.legal_actions()
                 if a.kind == "cast" and mine.object(a.object).card.name not in before
                 and action_score(mine, a) is not None]
    return 10.0 * max(reachable) + 6 if reachable else None


def _aura_score(seat: Seat, me: int, statics: tuple, targets: tuple[Ref, ...]
                ) -> float | None:
    """Restricting auras (Pacifism) on opposing creatures; others on our own."""
    if not targets or targets[0][0] != "object":
        return None
    obj = seat.object(targets[0][1])
    harmful = any(s.kind == "restrict" for s in statics)
    if harmful:
        if obj.controller == me or seat.characteristics(obj).restrictions:
            return None
        return KILL + value(seat, obj)
    return 1.0 if obj.controller == me else None


def _effects_score(seat: Seat, me: int, effects: Sequence[Effect],
                   chosen: tuple[Ref, ...], x: int, source: GameObject | None
                   ) -> float | None:
    """The sum of each effect's worth with these targets; None if any is a bad idea."""
    total = 0.0
    gone: set[Ref] = set()             # a mode chosen twice on one target: once is enough
    for eff in _one_target_each(effects):
        which = eff.get("target", eff.get("who"))
        if which == "self" and source is not None:
            ref: Ref | None = ("object", source.id)
        elif isinstance(which, int) and which < len(chosen):
            ref = chosen[which]
        else:
            ref = None
        if ref in gone:
            continue
        if eff.op in _REMOVES and ref is not None and ref[0] == "object":
            gone.add(ref)
        score = _effect_score(seat, me, eff, ref, x)
        if score is None:
            return None
        total += score
    return total


# Instructions after which their target is gone: a second one on it is worth nothing.
_REMOVES = frozenset({"destroy", "bounce", "exile", "counter", "counter_unless"})
# Instructions about several targets at once, judged as the one-target instruction each.
_SEVERAL = {"destroy_targets": "destroy", "bounce_targets": "bounce", "exile_targets": "exile",
            "damage_targets": "damage", "damage_divided": "damage"}


def _one_target_each(effects: Sequence[Effect]) -> list[Effect]:
    out = []
    for eff in effects:
        op = _SEVERAL.get(eff.op)
        if op is None:
            out.append(eff)
            continue
        rest = tuple((k, v) for k, v in eff.params if k != "targets")
        out += [Effect(op, rest + (("target", i),)) for i in eff.get("targets")]
    return out


def _effect_score(seat: Seat, me: int, eff: Effect, ref: Ref | None, x: int
                  ) -> float | None:
    amount = _amount(eff.get("amount", 0), x)
    if ref is None:
        return 0.0                            # untargeted: draw, tokens, life for "you"
    if ref[0] == "player":
        return _player_score(seat, me, eff.op, ref[1], amount)
    obj = seat.object(ref[1])
    mine = obj.controller in seat.team(me)
    if eff.op in HARMFUL and mine:
        return None
    if eff.op == "damage":
        return _damage_score(seat, me, obj, amount)
    if eff.op in ("destroy", "bounce"):
        return KILL + value(seat, obj) - (10 if eff.op == "bounce" else 0)
    if eff.op == "counter":
        return 3.0 * obj.card.mana_value + 5 if obj.card.mana_value >= 2 else None
    if eff.op == "pump":
        return _pump_score(seat, obj, eff.get("power", 0), eff.get("toughness", 0)) if mine else None
    if eff.op == "prevent":
        return None
    return 0.0 if mine else None


def _amount(raw: Any, x: int) -> int:
    return x if raw == "X" else int(raw) if isinstance(raw, int) else 0


def _player_score(seat: Seat, me: int, op: str, player: int, amount: int
                  ) -> float | None:
    p = seat.players[player]
    if op in HARMFUL:
        if player in seat.team(me):
            return None
        if op == "damage":
            if amount >= p.life:
                return LETHAL
            # among opponents, the one with the least life first (CR 800.4: one fewer)
            return float(amount) + (100 - p.life) / 1000 if _face_time(seat, me) else None
        if op == "mill":
            return LETHAL if amount >= p.library_count else float(amount)
        if op == "discard":
            return 5.0 + min(amount, p.hand_count) if p.hand_count else None
        return 0.0
    if player != me:
        return None
    if op == "gain_life":
        return 1.0 if p.life <= 10 else None
    if op == "draw":
        return 3.0 * amount if p.library_count > amount else None
    if op == "prevent":
        return None
    return 0.0


def _face_time(seat: Seat, me: int) -> bool:
    """Burn goes to a player's face late: my second main phase or the opponent's end step."""
    if seat.active == me:
        return seat.step == "postcombat main"
    return seat.step == "end"


def _damage_score(seat: Seat, me: int, obj: GameObject, amount: int) -> float | None:
    chars = seat.characteristics(obj)
    if chars.is_creature:
        left = (chars.toughness or 0) - obj.damage - _aimed_at(seat, me, obj)
        if left <= 0 or amount < left:
            return None                       # dies anyway, or doesn't die: keep it
        return KILL + value(seat, obj) - 2 * (amount - left)
    if "Planeswalker" in chars.types:
        loyalty = obj.counters.get("loyalty", 0)
        return KILL + 5.0 if amount >= loyalty else 2.0 * amount
    return None


def _aimed_at(seat: Seat, me: int, obj: GameObject) -> float:
    """The damage `me`'s spells and abilities on the stack will deal to `obj` as they
    resolve (CR 608.2), or infinity if one of them destroys, exiles or bounces it: a
    second burn spell at a creature the first one kills is wasted."""
    total = 0.0
    target = ("object", obj.id)
    for item in seat.stack():
        if item.controller != me or target not in item.targets:
            continue
        for eff in _one_target_each(_stack_effects(item)):
            which = eff.get("target")
            if not isinstance(which, int) or which >= len(item.targets) \
                    or item.targets[which] != target:
                continue
            if eff.op == "damage":
                total += _amount(eff.get("amount", 0), item.x)
            elif eff.op in ("destroy", "exile", "bounce"):
                return float("inf")
    return total


def _stack_effects(item: GameObject) -> Sequence[Effect]:
    """The effect steps of a spell (its chosen mode) or an ability on the stack."""
    if item.ability is not None:
        return item.ability.effects
    spell = item.card.spell
    return spell.mode_for(item.mode).effects if spell is not None else ()


def _pump_score(seat: Seat, obj: GameObject, power: int, toughness: int
                ) -> float | None:
    """A pump is worth it in combat when it changes a fight's outcome, after blockers are
    declared and before the combat damage it would change is dealt (CR 510.4): in the
    declare blockers step, or after first-strike damage for the regular damage still to
    come; never once combat damage has been dealt."""
    if seat.step == "declare blockers":
        regular_only = False
    elif seat.combat_damage_step == "first strike":
        regular_only = True                   # only regular combat damage is still to come
    else:
        return None
    me = fighter(seat, obj, regular_only=regular_only)
    if regular_only and not me.regular:
        return None
    if obj.attacking is not None:
        if not obj.blocked:
            p = seat.players[seat.defending_player(obj)]
            unblocked = sum(_damage_to_come(seat, a, regular_only) for a in seat.permanents()
                            if a.attacking and not a.blocked and a.controller == obj.controller)
            return LETHAL if unblocked < p.life <= unblocked + power else None
        enemies = [b for b in seat.permanents() if obj.id in b.blocking]
    elif obj.blocking:
        enemies = [b for b in seat.permanents() if b.id in obj.blocking]
    else:
        return None
    if len(enemies) != 1:
        return None
    enemy = fighter(seat, enemies[0], regular_only=regular_only)
    dies, kills = fight(me, enemy)
    dies_after, kills_after = fight(
        fighter(seat, obj, power, toughness, regular_only=regular_only), enemy)
    gain = (dies and not dies_after) * value(seat, obj) + \
        (kills_after and not kills) * value(seat, enemies[0])
    return float(gain) if gain else None


def _damage_to_come(seat: Seat, attacker: GameObject, regular_only: bool) -> int:
    """The combat damage an unblocked attacker still deals its player (CR 510.4)."""
    if not regular_only:
        return _damage_to_player(seat, attacker)
    chars = seat.characteristics(attacker)
    kw = chars.keywords
    regular = "double strike" in kw or "first strike" not in kw
    return max(0, chars.power or 0) if regular else 0


# -- combat helpers ---------------------------------------------------------------------

def _may_block(seat: Seat, obj: GameObject, attacking_player: int,
               defending: Sequence[int] | None = None) -> bool:
    """An untapped creature of an opponent (of one of the `defending` players, if given)
    that could block next (CR 509.1a)."""
    if obj.controller in seat.team(attacking_player) or obj.tapped or (
            defending is not None and obj.controller not in defending):
        return False
    chars = seat.characteristics(obj)
    return chars.is_creature and "cant_block" not in chars.restrictions


def _defenders(seat: Seat, target: Ref) -> tuple[int, ...]:
    """The players whose creatures may block a creature attacking player `target`: that
    player, and in a team game with shared turns their teammates (CR 805.10d)."""
    return seat.team(target[1]) if seat.variant == "two-headed-giant" else (target[1],)


def _weakness(seat: Seat, attacker: GameObject, player: int) -> tuple[int, int]:
    """How close `player` is to losing to this attacker: their life, or what its commander
    still has to deal them to reach 21 (CR 903.10a) if that's less; then the seat."""
    left = seat.players[player].life
    for uid, whom, total in seat.commander_damage:
        if uid == attacker.card_uid and whom == player:
            left = min(left, 21 - total)
    return left, player


def _safe_attack(seat: Seat, attacker: GameObject, blockers: list[GameObject]) -> bool:
    """No potential blocker would kill `attacker` and survive."""
    me = fighter(seat, attacker)
    for blocker in blockers:
        if not seat.can_block(blocker, attacker):
            continue
        dies, kills = fight(me, fighter(seat, blocker))
        if dies and not kills:
            return False
    return True


def _good_blocks(seat: Seat, options: dict[int, list[int]]
                 ) -> list[tuple[tuple[int, int, int], int, int]]:
    """Single blocks worth making, best first: (rank, blocker, attacker).

    Rank 3: the blocker kills the attacker and survives; 2: it survives;
    1: a trade where the attacker is worth at least as much. Menace attackers
    need two blockers (CR 702.110b), so they get none here.
    """
    found = []
    for attacker_id, blockers in options.items():
        attacker = seat.object(attacker_id)
        if "menace" in seat.characteristics(attacker).keywords:
            continue
        them, worth = fighter(seat, attacker), value(seat, attacker)
        for blocker_id in blockers:
            blocker = seat.object(blocker_id)
            killed, dies = fight(them, fighter(seat, blocker))
            mine = value(seat, blocker)
            if not dies:
                rank = 3 if killed else 2
            elif killed and worth >= mine:
                rank = 1
            else:
                continue
            found.append(((rank, worth, -mine), blocker_id, attacker_id))
    found.sort(key=lambda f: f[0], reverse=True)
    return found


def _damage_to_player(seat: Seat, attacker: GameObject) -> int:
    chars = seat.characteristics(attacker)
    power = max(0, chars.power or 0)
    return 2 * power if "double strike" in chars.keywords else power


def _trample_over(seat: Seat, attacker: GameObject, blocker: GameObject) -> int:
    """Damage a trampler still deals the player past `blocker` (CR 702.19b)."""
    chars = seat.characteristics(attacker)
    if "trample" not in chars.keywords:
        return 0
    left = (seat.characteristics(blocker).toughness or 0) - blocker.damage
    return max(0, _damage_to_player(seat, attacker) - max(0, left))


def _declare(seat: Seat, nothing: Action, choice: tuple[tuple[int, Any], ...]) -> Action:
    """Combine the chosen parts into one declaration, or declare nothing if it's illegal."""
    if not choice:
        return nothing
    action = Action(nothing.kind, nothing.player, choice=choice)
    return action if seat.is_legal(action) else nothing
