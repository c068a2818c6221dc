"""A simple heuristic agent: plays lands, casts what it can, attacks and blocks sensibly.

It is meant as a sparring partner and a sanity check, not a strong player:

- opening hand (CR 103.5): keep seven unless it has 0-1 or 6-7 lands;
- priority (CR 117): play a land (the colour the hand lacks most), then cast the
  most expensive useful spell: damage and removal at opponents' creatures
  (only where it kills) or players, pump spells on its own creatures in
  combat, counterspells at opponents' spells. It never activates a mana
  ability by itself (casting pays automatically, CR 601.2g), so it never
  floats mana for nothing;
- attackers (CR 508.1): creatures that no untapped potential blocker would
  kill while surviving;
- blockers (CR 509.1): blocks that kill the attacker and survive, blocks
  that survive, favourable trades, and chump blocks when the attack is lethal.

It reads the game through the public API (`Game`, its state and the rules questions
it answers), but only what its seat may know (its own hand and the public zones).
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from tolaria import Action, Decision, Game, GameObject, Ref
from tolaria.catalog import BASIC_LAND_MANA, Effect

HARMFUL = frozenset({"damage", "destroy", "bounce", "discard", "mill", "counter"})
GOOD_KEYWORDS = frozenset({"flying", "first strike", "double strike", "deathtouch",
                           "lifelink", "trample", "vigilance", "menace"})
KILL = 20           # bonus for removing an opposing creature
LETHAL = 1000       # bonus for winning on the spot
COMMANDER = 15      # bonus for casting the commander from the command zone
COMPANION_CARD = 12.0   # putting the companion into the hand: about a cheap spell's worth
MAX_ACTIONS_PER_STEP = 40   # a safety net against loops of free actions


@dataclass(frozen=True, slots=True)
class Fighter:
    """What matters about a creature in one fight (CR 510, 702.2, 702.4, 702.7)."""

    power: int
    left: int               # toughness minus damage already marked
    first: bool             # deals damage in the first-strike step
    regular: bool           # deals damage in the regular step
    deathtouch: bool


def fighter(game: Game, obj: GameObject, power: int = 0, toughness: int = 0) -> Fighter:
    """`obj` as a Fighter, with an optional +power/+toughness (a pump spell)."""
    chars = game.characteristics(obj)
    kw = chars.keywords
    first = "first strike" in kw or "double strike" in kw
    return Fighter(max(0, (chars.power or 0) + power),
                   (chars.toughness or 0) + toughness - obj.damage,
                   first, not first or "double strike" in kw, "deathtouch" in kw)


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


def value(game: Game, obj: GameObject) -> int:
    """A rough worth of a permanent: stats, mana value and useful keywords."""
    chars = game.characteristics(obj)
    return ((chars.power or 0) + (chars.toughness or 0) + obj.card.mana_value
            + 2 * len(chars.keywords & GOOD_KEYWORDS))


class HeuristicAgent:
    """A fast rule-of-thumb player; deterministic (no randomness)."""

    __slots__ = ("_step_key", "_step_actions")

    def __init__(self) -> None:
        self._step_key: tuple[int, str] | None = None
        self._step_actions = 0

    def choose(self, game: Game) -> Action:
        decision = game.decision
        legal = game.legal_actions()
        if decision is None or not legal:
            raise ValueError("there is no decision to answer")
        method = getattr(self, f"_{decision.kind}", None)
        if method is None:
            return legal[0]
        return method(game, decision, legal)

    # -- the start of the game (CR 103) -------------------------------------------------
    def _play_first(self, game: Game, d: Decision, legal: list[Action]) -> Action:
        return next((a for a in legal if a.choice == ("play",)), legal[0])

    def _mulligan(self, game: Game, d: Decision, legal: list[Action]) -> Action:
        state = game.state
        player = state.players[d.player]
        lands = sum("Land" in state.objects[i].card.types for i in player.hand)
        keep = player.mulligans >= 2 or 2 <= lands <= 5
        return next((a for a in legal if a.kind == ("keep" if keep else "mulligan")), legal[0])

    def _bottom(self, game: Game, d: Decision, legal: list[Action]) -> Action:
        return max(legal, key=lambda a: _hand_score(game, d, a.choice))

    _discard = _bottom

    # -- priority (CR 117) --------------------------------------------------------------
    def _priority(self, game: Game, d: Decision, legal: list[Action]) -> Action:
        state = game.state
        key = (state.turn, state.step)
        if key != self._step_key:
            self._step_key, self._step_actions = key, 0
        if self._step_actions >= MAX_ACTIONS_PER_STEP:
            return legal[0]
        best, best_score = legal[0], 0.0          # legal[0] is "pass"
        lands = [a for a in legal if a.kind == "play"]
        if lands:
            best = _best_land(game, d.player, lands)
        else:
            for action in legal:
                score = _action_score(game, action)
                if score is not None and score > best_score:
                    best, best_score = action, score
        if best.kind != "pass":
            self._step_actions += 1
        return best

    # -- combat (CR 508-510) ------------------------------------------------------------
    def _attackers(self, game: Game, d: Decision, legal: list[Action]) -> Action:
        """Each creature attacks the most vulnerable opponent it can attack safely (the
        lowest life, or the one its commander is closest to killing, CR 903.10a), judged
        against that player's own potential blockers (CR 509.1a, 805.10d)."""
        state = game.state
        me = d.player
        targets: dict[int, list[Ref]] = {}
        for part in legal[1:]:
            attacker_id, target = part.choice[0]
            targets.setdefault(attacker_id, []).append(target)
        chosen: dict[int, Ref] = {}
        for attacker_id, options in targets.items():
            attacker = state.objects[attacker_id]
            players = [t for t in options if t[0] == "player"]
            for target in sorted(players, key=lambda t: _weakness(game, attacker, t[1])):
                blockers = [state.objects[i] for i in state.battlefield
                            if _may_block(game, state.objects[i], me, _defenders(game, target))]
                if _safe_attack(game, attacker, blockers):
                    chosen[attacker_id] = target
                    break
            else:
                blockers = [state.objects[i] for i in state.battlefield
                            if _may_block(game, state.objects[i], me)]
                if not players and _safe_attack(game, attacker, blockers):
                    chosen[attacker_id] = options[-1]            # a planeswalker
        declared = _declare(game, legal[0],                              # CR 508.1d
                            game.with_attack_requirements(me, tuple(chosen.items())))
        if declared.choice or game.is_legal(declared):
            return declared
        return Action("attack", me, choice=game.with_attack_requirements(me))

    def _blockers(self, game: Game, d: Decision, legal: list[Action]) -> Action:
        state = game.state
        me = d.player
        options: dict[int, list[int]] = {}       # attacker -> blockers that may block it
        for part in legal[1:]:
            blocker_id, attacker_id = part.choice[0]
            options.setdefault(attacker_id, []).append(blocker_id)
        attackers = sorted(options, key=lambda a: -_damage_to_player(game, state.objects[a]))
        used: set[int] = set()
        blocked: set[int] = set()
        blocks: list[tuple[int, int]] = []
        for _, blocker_id, attacker_id in _good_blocks(game, options):
            if blocker_id not in used and attacker_id not in blocked:
                used.add(blocker_id)
                blocked.add(attacker_id)
                blocks.append((blocker_id, attacker_id))
        incoming = sum(_damage_to_player(game, state.objects[a])
                       for a in attackers if a not in blocked)
        life = state.players[me].life
        for attacker_id in attackers:             # chump blocks against a lethal attack
            if incoming < life:
                break
            attacker = state.objects[attacker_id]
            if attacker_id in blocked or "menace" in game.characteristics(attacker).keywords:
                continue
            free = [b for b in options[attacker_id] if b not in used]
            if not free:
                continue
            pick = min(free, key=lambda b: value(game, state.objects[b]))
            used.add(pick)
            blocked.add(attacker_id)
            blocks.append((pick, attacker_id))
            incoming -= _damage_to_player(game, attacker) - _trample_over(
                game, attacker, state.objects[pick])
        declared = _declare(game, legal[0], tuple(blocks))
        if declared.choice or game.is_legal(declared):
            return declared
        return Action("block", me, choice=game.required_blocks(me))   # CR 509.1c

    def _order_blockers(self, game: Game, d: Decision, legal: list[Action]) -> Action:
        """Easiest to kill first, so damage kills as many blockers as it can (CR 509.2)."""
        state = game.state

        def need(b: int) -> int:
            obj = state.objects[b]
            return (game.characteristics(obj).toughness or 0) - obj.damage
        wanted = tuple(sorted(d.options, key=need))
        return next((a for a in legal if a.choice == wanted), legal[0])

    def _assign_damage(self, game: Game, d: Decision, legal: list[Action]) -> Action:
        """The assignment that kills the most blockers, then hits the player hardest."""
        state = game.state
        attacker = state.objects[d.subject]
        deathtouch = "deathtouch" in game.characteristics(attacker).keywords

        def score(action: Action) -> tuple[int, int]:
            kills = through = 0
            for ref, amount in action.choice:
                if ref[0] == "player":
                    through += amount
                    continue
                obj = state.objects[ref[1]]
                left = (game.characteristics(obj).toughness or 0) - obj.damage
                kills += amount >= left or (deathtouch and amount > 0)
            return kills, through
        return max(legal, key=score)

    def _targets(self, game: Game, d: Decision, legal: list[Action]) -> Action:
        """Targets for a triggered ability (CR 603.3d), judged like a spell's."""
        state = game.state
        if not state.pending:
            return legal[0]
        trig = state.pending[0]
        ability = trig.ability
        source = state.objects.get(trig.source_id)
        best, best_score = legal[0], None
        for action in legal:
            score = _effects_score(game, trig.controller, ability.effects, action.targets,
                                   0, source)
            if score is not None and (best_score is None or score > best_score):
                best, best_score = action, score
        return best


# -- hands ------------------------------------------------------------------------------

def _hand_score(game: Game, d: Decision, chosen: Sequence[int]) -> float:
    """How good the hand left after putting `chosen` away is: lands near 40%, cheap spells."""
    state = game.state
    rest = [state.objects[i].card for i in d.options if i not in chosen]
    lands = sum("Land" in c.types for c in rest)
    on_battlefield = sum(1 for i in state.battlefield
                         if state.objects[i].controller == d.player
                         and "Land" in state.objects[i].card.types)
    wanted = round(0.4 * len(rest)) if on_battlefield < 4 else min(1, len(rest))
    cost = sum(c.mana_value for c in rest if "Land" not in c.types)
    return -10 * abs(lands - wanted) - 0.1 * cost


def _best_land(game: Game, me: int, lands: list[Action]) -> Action:
    """The land whose colour the hand's spells lack most."""
    state = game.state
    have: dict[str, int] = {}
    for source in game.mana_sources(me):
        for option in source.options:
            for color in option:
                have[color] = have.get(color, 0) + 1
    need: dict[str, int] = {}
    for oid in state.players[me].hand:
        cost = state.objects[oid].card.mana_cost
        if cost is not None:
            for color in cost.colors:
                need[color] = need.get(color, 0) + 1

    def score(action: Action) -> int:
        card = state.objects[action.object].card
        colors = {BASIC_LAND_MANA[t] for t in card.subtypes if t in BASIC_LAND_MANA}
        return sum(need.get(c, 0) - have.get(c, 0) for c in colors)
    return max(lands, key=score)


# -- judging spells and abilities -------------------------------------------------------

def _action_score(game: Game, action: Action) -> float | None:
    """How much the agent wants a cast or activate action; None: don't."""
    if action.kind == "cast":
        return _cast_score(game, action)
    if action.kind == "activate":
        return _activate_score(game, action)
    if action.kind == "companion":               # a card for {3} (CR 702.139a)
        return COMPANION_CARD
    return None


def _cast_score(game: Game, action: Action) -> float | None:
    state = game.state
    me, card = action.player, state.objects[action.object].card
    base = 10.0 * card.mana_value + 5      # the most expensive spell first (X counts 0)
    if state.objects[action.object].zone == "command":
        base += COMMANDER                  # the deck is built around it (CR 903.8)
    if card.spell is not None:
        effects = card.spell.mode_for(action.mode).effects
        if any(e.op == "add_mana" for e in effects):
            return _ritual_score(game, me, action)
        score = _effects_score(game, me, effects, action.targets, action.x or 0, None)
    elif card.enchant is not None:
        score = _aura_score(game, me, card.static, action.targets)
    elif card.enchant_player:                # curses: on an opponent (CR 702.5d)
        score = 1.0 if action.targets and action.targets[0] != ("player", me) else None
    else:
        score = 0.0                          # creatures and other permanents
    return None if score is None else base + score


def _activate_score(game: Game, action: Action) -> float | None:
    state = game.state
    obj = state.objects[action.object]
    ability = game.characteristics(obj).activated[action.ability or 0]
    if ability.is_mana_ability:
        return None                          # never float mana for nothing
    score = _effects_score(game, action.player, ability.effects, action.targets, 0, obj)
    if score is None:
        return None
    if ability.cost.loyalty is not None:
        return 5 + 2 * ability.cost.loyalty + score
    return 2 + score


def _ritual_score(game: Game, me: int, action: Action) -> float | None:
    """A ritual only when the mana it makes casts a spell now out of reach."""
    state = game.state
    if me != state.active or state.step not in ("precombat main", "postcombat main") \
            or state.stack:
        return None
    card = state.objects[action.object].card
    made = sum(e.op == "add_mana" and len(e.get("mana", "")) for e in card.spell.modes[0].effects)
    available = len(game.mana_sources(me)) + state.players[me].pool.total()
    after = available - card.mana_value + made
    reachable = [state.objects[i].card.mana_value for i in state.players[me].hand
                 if i != action.object and "Land" not in state.objects[i].card.types
                 and available < state.objects[i].card.mana_value <= after]
    return 10.0 * max(reachable) + 6 if reachable else None


def _aura_score(game: Game, me: int, statics: tuple, targets: tuple[Ref, ...]
                ) -> float | None:
    """Restricting auras (Pacifism) on opposing creatures; others on our own."""
    state = game.state
    if not targets or targets[0][0] != "object":
        return None
    obj = state.objects[targets[0][1]]
    harmful = any(s.kind == "restrict" for s in statics)
    if harmful:
        if obj.controller == me or game.characteristics(obj).restrictions:
            return None
        return KILL + value(game, obj)
    return 1.0 if obj.controller == me else None


def _effects_score(game: Game, me: int, effects: Sequence[Effect],
                   chosen: tuple[Ref, ...], x: int, source: GameObject | None
                   ) -> float | None:
    """The sum of each effect's worth with these targets; None if any is a bad idea."""
    total = 0.0
    for eff in _one_target_each(effects):
        which = eff.get("target", eff.get("who"))
        if which == "self" and source is not None:
            ref: Ref | None = ("object", source.id)
        elif isinstance(which, int) and which < len(chosen):
            ref = chosen[which]
        else:
            ref = None
        score = _effect_score(game, me, eff, ref, x)
        if score is None:
            return None
        total += score
    return total


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


def _effect_score(game: Game, me: int, eff: Effect, ref: Ref | None, x: int
                  ) -> float | None:
    state = game.state
    amount = _amount(eff.get("amount", 0), x)
    if ref is None:
        return 0.0                            # untargeted: draw, tokens, life for "you"
    if ref[0] == "player":
        return _player_score(game, me, eff.op, ref[1], amount)
    obj = state.objects[ref[1]]
    mine = obj.controller in _side(game, me)
    if eff.op in HARMFUL and mine:
        return None
    if eff.op == "damage":
        return _damage_score(game, obj, amount)
    if eff.op in ("destroy", "bounce"):
        return KILL + value(game, obj) - (10 if eff.op == "bounce" else 0)
    if eff.op == "counter":
        return 3.0 * obj.card.mana_value + 5 if obj.card.mana_value >= 2 else None
    if eff.op == "pump":
        return _pump_score(game, obj, eff.get("power", 0), eff.get("toughness", 0)) if mine else None
    if eff.op == "prevent":
        return None
    return 0.0 if mine else None


def _amount(raw: Any, x: int) -> int:
    return x if raw == "X" else int(raw) if isinstance(raw, int) else 0


def _player_score(game: Game, me: int, op: str, player: int, amount: int
                  ) -> float | None:
    state = game.state
    p = state.players[player]
    if op in HARMFUL:
        if player in _side(game, me):
            return None
        if op == "damage":
            if amount >= p.life:
                return LETHAL
            # among opponents, the one with the least life first (CR 800.4: one fewer)
            return float(amount) + (100 - p.life) / 1000 if _face_time(game, me) else None
        if op == "mill":
            return LETHAL if amount >= len(p.library) else float(amount)
        if op == "discard":
            return 5.0 + min(amount, len(p.hand)) if p.hand else None
        return 0.0
    if player != me:
        return None
    if op == "gain_life":
        return 1.0 if p.life <= 10 else None
    if op == "draw":
        return 3.0 * amount if len(p.library) > amount else None
    if op == "prevent":
        return None
    return 0.0


def _face_time(game: Game, me: int) -> bool:
    """Burn goes to a player's face late: my second main phase or the opponent's end step."""
    state = game.state
    if state.active == me:
        return state.step == "postcombat main"
    return state.step == "end"


def _damage_score(game: Game, obj: GameObject, amount: int) -> float | None:
    chars = game.characteristics(obj)
    if chars.is_creature:
        left = (chars.toughness or 0) - obj.damage
        if amount < left:
            return None                       # doesn't kill: keep it
        return KILL + value(game, obj) - 2 * (amount - left)
    if "Planeswalker" in chars.types:
        loyalty = obj.counters.get("loyalty", 0)
        return KILL + 5.0 if amount >= loyalty else 2.0 * amount
    return None


def _pump_score(game: Game, obj: GameObject, power: int, toughness: int
                ) -> float | None:
    """A pump is worth it in combat, after blocks, when it changes a fight's outcome."""
    state = game.state
    if state.step not in ("declare blockers", "combat damage"):
        return None
    if obj.attacking is not None:
        if not obj.blocked:
            defender = game.defending_player(obj)
            p = state.players[defender]
            unblocked = sum(_damage_to_player(game, a) for a in (state.objects[i] for i in state.battlefield
                                      if state.objects[i].attacking)
                            if not a.blocked and a.controller == obj.controller)
            return LETHAL if unblocked < p.life <= unblocked + power else None
        enemies = [state.objects[i] for i in state.battlefield
                   if obj.id in state.objects[i].blocking]
    elif obj.blocking:
        enemies = [state.objects[a] for a in obj.blocking if a in state.objects
                   and state.objects[a].zone == "battlefield"]
    else:
        return None
    if len(enemies) != 1:
        return None
    enemy = fighter(game, enemies[0])
    dies, kills = fight(fighter(game, obj), enemy)
    dies_after, kills_after = fight(fighter(game, obj, power, toughness), enemy)
    gain = (dies and not dies_after) * value(game, obj) + \
        (kills_after and not kills) * value(game, enemies[0])
    return float(gain) if gain else None


# -- combat helpers ---------------------------------------------------------------------

def _may_block(game: Game, obj: GameObject, attacking_player: int,
               defending: Sequence[int] | None = None) -> bool:
    """An untapped creature of an opponent (of one of the `defending` players, if given)
    that could block next (CR 509.1a)."""
    if obj.controller in _side(game, attacking_player) or obj.tapped or (
            defending is not None and obj.controller not in defending):
        return False
    chars = game.characteristics(obj)
    return chars.is_creature and "cant_block" not in chars.restrictions


def _side(game: Game, player: int) -> tuple[int, ...]:
    """`player` and their teammates (CR 102.3): whose things the agent doesn't harm."""
    for team in game.state.options.teams:
        if player in team:
            return team
    return (player,)


def _defenders(game: Game, target: Ref) -> tuple[int, ...]:
    """The players whose creatures may block a creature attacking player `target`: that
    player, and in a team game with shared turns their teammates (CR 805.10d)."""
    return _side(game, target[1]) if game.state.options.variant == "two-headed-giant" \
        else (target[1],)


def _weakness(game: Game, attacker: GameObject, player: int) -> tuple[int, int]:
    """How close `player` is to losing to this attacker: their life, or what its commander
    still has to deal them to reach 21 (CR 903.10a) if that's less; then the seat."""
    state = game.state
    left = state.players[player].life
    for uid, whom, total in state.commander_damage:
        if uid == attacker.card_uid and whom == player:
            left = min(left, 21 - total)
    return left, player


def _safe_attack(game: Game, attacker: GameObject, blockers: list[GameObject]) -> bool:
    """No potential blocker would kill `attacker` and survive."""
    me = fighter(game, attacker)
    for blocker in blockers:
        if not game.can_block(blocker, attacker):
            continue
        dies, kills = fight(me, fighter(game, blocker))
        if dies and not kills:
            return False
    return True


def _good_blocks(game: Game, options: dict[int, list[int]]
                 ) -> list[tuple[tuple[int, int, int], int, int]]:
    """Single blocks worth making, best first: (rank, blocker, attacker).

    Rank 3: the blocker kills the attacker and survives; 2: it survives;
    1: a trade where the attacker is worth at least as much. Menace attackers
    need two blockers (CR 702.110b), so they get none here.
    """
    state = game.state
    found = []
    for attacker_id, blockers in options.items():
        attacker = state.objects[attacker_id]
        if "menace" in game.characteristics(attacker).keywords:
            continue
        them, worth = fighter(game, attacker), value(game, attacker)
        for blocker_id in blockers:
            blocker = state.objects[blocker_id]
            killed, dies = fight(them, fighter(game, blocker))
            mine = value(game, blocker)
            if not dies:
                rank = 3 if killed else 2
            elif killed and worth >= mine:
                rank = 1
            else:
                continue
            found.append(((rank, worth, -mine), blocker_id, attacker_id))
    found.sort(key=lambda f: f[0], reverse=True)
    return found


def _damage_to_player(game: Game, attacker: GameObject) -> int:
    chars = game.characteristics(attacker)
    power = max(0, chars.power or 0)
    return 2 * power if "double strike" in chars.keywords else power


def _trample_over(game: Game, attacker: GameObject, blocker: GameObject) -> int:
    """Damage a trampler still deals the player past `blocker` (CR 702.19b)."""
    chars = game.characteristics(attacker)
    if "trample" not in chars.keywords:
        return 0
    left = (game.characteristics(blocker).toughness or 0) - blocker.damage
    return max(0, _damage_to_player(game, attacker) - max(0, left))


def _declare(game: Game, nothing: Action, choice: tuple[tuple[int, Any], ...]) -> Action:
    """Combine the chosen parts into one declaration, or declare nothing if it's illegal."""
    if not choice:
        return nothing
    action = Action(nothing.kind, nothing.player, choice=choice)
    return action if game.is_legal(action) else nothing
