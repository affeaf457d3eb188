"""Playing cards and using triggered abilities: the Initiating Abilities sequence.

Rules Reference "Initiating Abilities": declare; check play restrictions (including whether the effect
could change the game); determine the cost (with modifiers); pay it (resources together with any
additional cost); choose targets; resolve. "Cancel": costs stay paid and the card still counts as played.
Also here: the ally limit, restricted, the unique rule, Max X per player / per round, and uses (X).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

from . import events as ev
from .abilities import COST_UNPAID, CardScript, Ctx, Gen, Timing
from .combat import check_hit_points
from .events import Event
from .facts import X
from .payment import ResourceNeed, can_pay, pay
from .players import team_up_ok
from .state import DISCARD, HAND, IN_PLAY_ZONES, PLAY
from .timing import occur
from .zones import discard_card, put_into_play

if TYPE_CHECKING:
    from .game import Game

ALLY_LIMIT = 3
RESTRICTED_LIMIT = 2
PERMANENT_TYPES = ("ally", "support", "upgrade")


# -- the unique rule --------------------------------------------------------------------------------
def unique_titles(g: Game, card_id: int) -> set[tuple[str, str]]:
    """(title, alias) pairs a unique card occupies; an identity occupies both its faces."""
    c = g.state.cards[card_id]
    f = g.db.card(c.code)
    if not f.is_unique:
        return set()
    if f.type_code in ("hero", "alter_ego"):
        other = g.db.card(f.back_link or f.front_link or f.code)
        return {(f.name, other.name), (other.name, f.name)}
    return {(f.name, f.subname or "")}


def unique_conflict(g: Game, card_id: int) -> bool:
    mine = unique_titles(g, card_id)
    if not mine:
        return False
    # Civil War rulebook, "Unique Rule and Other Abilities" (and its FAQ): in competitive play unique enemy cards
    # have no impact on unique friendly cards (a leader or minion may share a title with a character you control).
    enemy = g.rival is not None and _enemy_card(g, card_id)
    for other_id, theirs in _unique_in_play(g):  # only cards in play can conflict
        if other_id == card_id or (g.rival is not None and _enemy_card(g, other_id) != enemy):
            continue
        for name, alias in mine:
            for oname, oalias in theirs:
                if name == oname and (alias == oalias or not alias or not oalias):
                    return True
    return False


def _enemy_card(g: Game, card_id: int) -> bool:
    return g.db.card(g.state.cards[card_id].code).faction_code in ("encounter", "campaign")


def _unique_in_play(g: Game) -> list[tuple[int, set[tuple[str, str]]]]:
    """Unique cards in play (face up) with the titles they occupy, kept per layout version."""
    def build() -> list[tuple[int, set[tuple[str, str]]]]:
        cards = g.state.cards
        out = []
        for key, ids in g.state.zones.items():
            if key.split(":", 1)[0] in IN_PLAY_ZONES:
                for cid in ids:
                    if not cards[cid].face_down and (titles := unique_titles(g, cid)):
                        out.append((cid, titles))
        return out

    return g.state.cached("unique_in_play", build, hands=False)


# -- restrictions -----------------------------------------------------------------------------------
def card_cost(g: Game, card_id: int, player: int) -> int:
    cost = g.stat(card_id, "cost") or 0
    change = g.script(card_id).cost_change
    if change is not None:
        cost += change(Ctx(g, card_id, player))
    cost -= g.state.flags.get(f"phase:next_card_cost:{player}", 0)
    return max(0, cost)


def room_under_max_per_player(g: Game, card_id: int, player: int) -> bool:
    """Max X per player: may ``player`` take control of one more copy of this card?"""
    f = g.facts(card_id)
    limit = f.keyword("max_per_player")
    if isinstance(limit, int) and not isinstance(limit, bool):
        same = [c for c in g.controlled(player) if c != card_id and g.facts(c).name == f.name]
        return len(same) < limit
    return True


def max_per_player_ok(g: Game, card_id: int, player: int) -> bool:
    f = g.facts(card_id)
    # "Play under any player's control": it is enough that some player has room for it.
    controllers = g.active_players() if g.script(card_id).play_under_any_players_control else [player]
    if not any(room_under_max_per_player(g, card_id, p) for p in controllers):
        return False
    limit = f.keyword("max_per_round")
    if isinstance(limit, int) and not isinstance(limit, bool):
        if g.state.used.get(f"r{g.state.round}:played:{f.name}", 0) >= limit:
            return False
    return True


def attach_targets(g: Game, card_id: int, player: int) -> list[int] | None:
    script = g.script(card_id)
    if script.attach_to is None:
        return None
    ctx = Ctx(g, card_id, player)
    out = script.attach_to(ctx)
    if script.max_per_enemy:
        name = g.facts(card_id).name
        out = [t for t in out if sum(1 for a in g.attachments(t) if g.facts(a).name == name) < script.max_per_enemy]
    return out


def can_play_card(g: Game, card_id: int, player: int, ctx: Ctx | None = None) -> bool:
    """Could ``player`` play this card from hand now (ignoring timing, which the caller checks)?"""
    card = g.state.cards[card_id]
    if card.zone != (HAND, player):
        return False
    f = g.facts(card_id)
    if f.type_code not in ("ally", "support", "upgrade", "event", "player_side_scheme"):
        return False
    script = g.script(card_id)
    ctx = ctx or Ctx(g, card_id, player)
    if script.play_restriction is not None and not script.play_restriction(ctx):
        return False
    if not max_per_player_ok(g, card_id, player):
        return False
    if not team_up_ok(g, card_id):
        return False
    if f.is_unique and unique_conflict(g, card_id):
        return False
    for c in script.play_costs:
        if not c.can_pay(ctx):
            return False
    targets = attach_targets(g, card_id, player)
    if targets is not None and not targets:
        return False
    cost = card_cost(g, card_id, player)
    if f.cost == X:
        cost = 0
    return can_pay(g, player, ResourceNeed(cost), card_id, {card_id})


def playable_from_hand(g: Game, player: int) -> list[tuple[int, int | None]]:
    """(card, action ability index or None) for each card the active player may play in their turn."""
    return list(_playable(g, player))


def playable_actions(g: Game, player: int) -> Iterator[tuple[int, int]]:
    """(card, action ability index) for each card in the player's hand they could play for an Action ability
    (events), e.g. what another player could be asked to play. Lazy: whoever needs only the first stops there,
    and the other cards are not checked at all."""
    for cid, index in _playable(g, player, actions_only=True):
        if index is not None:
            yield cid, index


def _playable(g: Game, player: int, *, actions_only: bool = False) -> Iterator[tuple[int, int | None]]:
    for cid in g.state.zone(HAND, player):
        f = g.facts(cid)
        if actions_only and f.type_code != "event":
            continue
        if f.type_code in ("ally", "support", "upgrade"):
            if can_play_card(g, cid, player):
                yield cid, None
        elif f.type_code == "event":
            script = g.script(cid)
            for i in script.timed(Timing.ACTION):
                a = script.abilities[i]
                if a.from_hand and g.can_use(cid, i, a, player, None):
                    yield cid, i
                    break
            else:  # an imported event without a script: played for its cost, then resolved by hand
                if not actions_only and g.db.by_hand(f.code) and can_play_card(g, cid, player):
                    yield cid, None


# -- playing a card ---------------------------------------------------------------------------------
def play_card(
    g: Game, card_id: int, player: int, *, event: Event | None = None, ability_index: int | None = None
) -> Gen[None]:
    f = g.facts(card_id)
    script = g.script(card_id)
    ctx = Ctx(g, card_id, player, event)
    g.log(f"Player {player + 1} plays {f.name}.")
    cost = card_cost(g, card_id, player)
    if f.cost == X:
        cost = yield from choose_x(g, card_id, player)
        ctx.x = cost
    # Costs: the resource cost and any additional cost are paid together.
    ability = script.abilities[ability_index] if ability_index is not None else None
    if ability is not None:
        for c in ability.costs:
            yield from c.pay(ctx)
    for c in script.play_costs:
        yield from c.pay(ctx)
    ctx.paid = yield from pay(g, player, ResourceNeed(cost), card_id, {card_id}, f.name)
    if g.state.flags.get(f"phase:next_card_cost:{player}"):
        del g.state.flags[f"phase:next_card_cost:{player}"]
    used_key = f"r{g.state.round}:played:{f.name}"
    g.state.used[used_key] = g.state.used.get(used_key, 0) + 1
    if ability is not None and ability_index is not None:
        g.record_use(card_id, ability_index, ability)
        note_defense(g, ability.tags, player)
    played = Event(ev.CARD_PLAYED, source=card_id, target=card_id, player=player, data={"paid": ctx.paid})
    if f.type_code == "event":
        g.state.move(card_id, (DISCARD, g.state.cards[card_id].owner or player))

        def resolve(_e: Event) -> Gen[None]:
            if ability is None:
                yield from g.resolve_by_hand(card_id, player)
            else:
                yield from ability.effect.resolve(ctx)

        yield from occur(g, played, resolve)
        if played.cancelled:
            g.log(f"{f.name} is cancelled (its cost stays paid).")
        return

    def enter(_e: Event) -> Gen[None]:
        yield from enter_play(g, card_id, player, ctx)

    yield from occur(g, played, enter)


def choose_x(g: Game, card_id: int, player: int) -> Gen[int]:
    from .payment import sources

    most = sum(sum(s.gives.values()) for s in sources(g, player, card_id, {card_id}))
    opts = tuple(Option(f"x:{n}", f"X = {n}", (), Action(ActionKind.NUMBER, card_id, amount=n))
                 for n in range(most + 1))
    chosen = yield from g.ask(player, DecisionKind.NUMBER, f"Choose X for {g.card_title(card_id)}", opts,
                              source=card_id, auto_single=False)
    return opts.index(chosen)


def enter_play(g: Game, card_id: int, player: int, ctx: Ctx | None = None) -> Gen[None]:
    """Put a player card into play under its player's control, then enforce the limits it may break."""
    f = g.facts(card_id)
    script = g.script(card_id)
    ctx = ctx or Ctx(g, card_id, player)
    host: int | None = None
    targets = attach_targets(g, card_id, player)
    from .rivalry import all_across, attach_across

    if targets is not None and all_across(g, targets):  # "attach to your leader" (competitive play)
        yield from attach_across(g, card_id, targets[0])
        return
    if targets is not None:
        host = yield from g.choose_card(player, f"Attach {f.name} to", targets, source=card_id,
                                       purpose="attach")
    owner_area = player
    if script.play_under_any_players_control and len(g.active_players()) > 1:
        room = [p for p in g.active_players() if room_under_max_per_player(g, card_id, p)] or [player]
        opts = tuple(Option(f"player:{p}", f"Player {p + 1}", (g.identity(p),),
                            Action(ActionKind.TARGET, g.identity(p), player=p)) for p in room)
        chosen = yield from g.ask(player, DecisionKind.CHOOSE, f"Play {f.name} under whose control?", opts,
                                  source=card_id)
        owner_area = room[opts.index(chosen)]
    put_into_play(g, card_id, owner_area, attach_to=host)
    g.state.cards[card_id].controller = owner_area
    uses = f.keyword("uses")
    if isinstance(uses, str) and uses.split()[0].isdigit():
        g.state.cards[card_id].counters = int(uses.split()[0])
    if f.has_keyword("toughness"):
        g.state.cards[card_id].tough = 1
    yield from enforce_limits(g, owner_area)
    if g.state.cards[card_id].zone[0] not in IN_PLAY_ZONES:
        return
    yield from occur(g, Event(ev.ENTERS_PLAY, source=card_id, target=card_id, player=owner_area), lambda e: None)


def ally_limit(g: Game, player: int) -> int:
    """Three allies, changed by "ally_limit" modifiers on the player's identity (e.g. The Triskelion)."""
    return ALLY_LIMIT + (g.stat(g.identity(player), "ally_limit") or 0)


def note_defense(g: Game, tags: tuple[str, ...], player: int) -> None:
    """Rules Reference "Defense": resolving a (defense) ability during an enemy attack makes that player's identity
    the defender (it is considered to have defended), if no character defended it yet."""
    if "defense" not in tags:
        return
    w = next((w for w in reversed(g.stack) if w.kind == "attack"), None)
    if w is not None and w.data.get("defender") is None:
        w.data["defender"] = g.identity(player)
        w.data["by_ability"] = True
        w.player = player  # a player defending for another becomes the target of the attack


def enforce_limits(g: Game, player: int) -> Gen[None]:
    """Ally limit (3) and restricted (2): discard down at once, before enters-play abilities."""
    # The limits are never below 3 and 2 (modifiers only raise them): fewer cards than that need no count.
    while len(mine := [a for a in g.allies(player) if g.state.cards[a].controller == player]) > ALLY_LIMIT \
            and len(mine) > ally_limit(g, player):
        cid = yield from g.choose_card(player, "Ally limit: choose an ally to discard", mine, purpose="discard",
                                       kind=DecisionKind.DISCARD)
        assert cid is not None
        g.log(f"Player {player + 1} is over the ally limit and discards {g.card_title(cid)}.")
        discard_card(g, cid)
    while len(controlled := g.controlled(player)) > RESTRICTED_LIMIT \
            and len(r := [c for c in controlled if g.has_keyword(c, "restricted")]) > RESTRICTED_LIMIT:
        cid = yield from g.choose_card(player, "Restricted: choose a restricted card to discard", r, purpose="discard",
                                       kind=DecisionKind.DISCARD)
        assert cid is not None
        discard_card(g, cid)


# -- using abilities of cards in play ----------------------------------------------------------------
def resolve_ability(g: Game, card_id: int, index: int, player: int, event: Event | None) -> Gen[None]:
    a = g.script(card_id).abilities[index]
    ctx = Ctx(g, card_id, player, event)
    g.log(f"{g.card_title(card_id)}: {a.timing.value}{' — ' + a.name if a.name else ''}.")
    for c in a.costs:
        yield from c.pay(ctx)
    if COST_UNPAID in ctx.memory:  # Rules Reference, "Cost": a cost not paid in full; the effect does not occur
        g.log(f"{g.card_title(card_id)}: the cost ({ctx.memory[COST_UNPAID]}) was not paid in full, so the "
              "effect does not occur.")
        yield from check_hit_points(g)
        return
    g.record_use(card_id, index, a)
    note_defense(g, a.tags, player)
    yield from a.effect.resolve(ctx)
    check_uses(g, card_id)
    yield from check_hit_points(g)


def resolve_resource_ability(g: Game, card_id: int, index: int, player: int) -> Gen[None]:
    a = g.script(card_id).abilities[index]
    ctx = Ctx(g, card_id, player)
    for c in a.costs:
        yield from c.pay(ctx)
    g.record_use(card_id, index, a)
    g.log(f"{g.card_title(card_id)} generates a resource.")
    check_uses(g, card_id)
    yield from check_hit_points(g)


def check_uses(g: Game, card_id: int) -> None:
    """Uses (X): after the last counter is removed (and the effect resolves), discard the card."""
    c = g.state.cards.get(card_id)
    if c is None:  # it went to the other game area (competitive play)
        return
    if c.zone[0] in IN_PLAY_ZONES and g.facts(card_id).has_keyword("uses") and c.counters <= 0:
        g.log(f"{g.card_title(card_id)} has no counters left and is discarded.")
        discard_card(g, card_id)


def action_abilities(g: Game, player: int) -> list[tuple[int, int]]:
    """(card, ability index) for each Action ability on a card in play the player may use now."""
    out: list[tuple[int, int]] = []
    for cid, script, indexes in g.state.cached(("actions", player), lambda: _action_candidates(g, player),
                                               hands=False):
        for i in indexes:
            if g.can_use(cid, i, script.abilities[i], player, None):
                out.append((cid, i))
    return out


def _action_candidates(g: Game, player: int) -> list[tuple[int, CardScript, tuple[int, ...]]]:
    """The cards in play with Action abilities ``player`` might use, each with its script and those abilities'
    indexes. Kept per layout version of what is in play (which cards are where, their faces and controllers
    decide it); whether each ability can be used is checked on every call."""
    ids = g.controlled(player) + [c for c in g.state.zone("villain_area") if g.state.cards[c].controller is None]
    ids += g.villains() + [m for m in g.minions(player)]
    # an obligation that stays in a player's area (Civil War's Unregistered Super): its Action is that player's
    ids += [c for c in g.state.zone(PLAY, player)
            if g.state.cards[c].controller is None and g.facts(c).type_code == "obligation"]
    out: list[tuple[int, CardScript, tuple[int, ...]]] = []
    for cid in ids:
        if g.state.cards[cid].zone[0] == PLAY and g.state.cards[cid].controller not in (player, None):
            continue
        script = g.script(cid)
        indexes = tuple(i for i in script.timed(Timing.ACTION) if not script.abilities[i].from_hand)
        if indexes:
            out.append((cid, script, indexes))
    return out
