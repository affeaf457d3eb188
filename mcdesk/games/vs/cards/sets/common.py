"""Effects several Marvel Battles cards share (moving characters, readying, KO piles, decks)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import DecisionKind, Option

from ...engine.abilities import Ctx, Gen
from ..vocabulary import choose

if TYPE_CHECKING:
    from ...engine.game import Game


def push_or_pull(g: Game, t: int, row: str) -> None:
    from ...engine.actions import move_row

    if g.in_play(t):
        move_row(g, t, row)


def take_control(g: Game, ctx: Ctx, t: int) -> Gen:
    """Ready an enemy character and move it to your side until the end of your turn (ignored if it has your
    main character's name: rulebook, Uniqueness)."""
    p = ctx.player
    if g.same_name_as_main(p, t) or g.is_main(t) and g.name(t) == g.name(g.main_of(p)):
        g.log(f"{g.name(t)} has your main character's name: the effect is ignored")
        return
    back = g.card(t).controller
    g.ready(t)
    key = yield from g.ask(p, DecisionKind.CHOOSE, f"Put {g.name(t)} into your front or back row",
                           [Option("front", "Front row", (t,)), Option("back", "Back row", (t,))], source=ctx.source)
    g.move(t, g.rz(g.side_of(p), key), controller=p)
    g.add_effect("borrowed", t, until="turn", owner_side_player=back)
    g.log(f"Player {p + 1} takes control of {g.name(t)} until the end of the turn", "moved", card=t)
    yield from g.check_unique(p, t)


def swap_defender(g: Game, ctx: Ctx, new: int) -> None:
    """Remove the defender on your side from combat, put ``new`` in and switch their positions."""
    cb = g.state.combat
    assert cb is not None
    old = cb.defender
    r_old, r_new = g.row(old), g.row(new)
    if r_old != r_new:
        from ...engine.actions import move_row

        move_row(g, old, r_new)
        move_row(g, new, r_old)
    cb.defender = new
    g.log(f"{g.name(new)} replaces {g.name(old)} as the defender", "attack", card=new)


def my_defender(g: Game, ctx: Ctx) -> int:
    cb = g.state.combat
    if cb is None or cb.defender < 0 or g.card(cb.defender).controller not in g.side_players(g.side_of(ctx.player)):
        return -1
    return cb.defender


def look_top(g: Game, ctx: Ctx, n: int, want: str) -> Gen:
    """Look at the top n; one (a character if ``want`` is "character") goes to hand, the rest to the bottom."""
    p = ctx.player
    top = list(reversed(g.deck(p)[-n:]))
    pick = [c for c in top if want != "character" or g.facts(c).is_character]
    t = yield from g.choose_card(p, f"{ctx.name}: put a card into your hand", pick, source=ctx.source,
                                 optional=not pick)
    if t is not None:
        g.move(t, g.pz(p, "hand"))
        g.log(f"Player {p + 1} puts a card into their hand", "draw", player=p)
    for c in top:
        if c != t:
            g.move(c, g.pz(p, "deck"), top=False)


def ready_card(g: Game, t: int) -> None:
    g.ready(t)
    g.log(f"{g.name(t)} readies", "readied", card=t)


def pick_player(g: Game, ctx: Ctx, players: list[int], prompt: str) -> Gen:
    key = yield from g.ask(ctx.player, DecisionKind.CHOOSE, f"{ctx.name}: {prompt}",
                           [Option(f"player:{q}", f"Player {q + 1}") for q in players], source=ctx.source)
    return int(key.split(":")[1])


def discard_random(g: Game, q: int) -> Gen:
    h = g.hand(q)
    if h:
        yield from g.discard(q, g.rng.choice(h))


__all__ = ["choose", "discard_random", "look_top", "my_defender", "pick_player", "push_or_pull", "ready_card",
           "swap_defender", "take_control"]
