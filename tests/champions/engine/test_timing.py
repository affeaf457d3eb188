"""Timing (issue point 7): Rules Reference "Interrupt", "Response", "Forced", "Priority of Simultaneous
Resolution", "Replacement Effect", "Cancel", "Delayed Effect", "Lasting Effects", "Then"."""

from __future__ import annotations

from typing import Any

from mcdesk.games.champions.cards.vocabulary import Custom, Draw, action, script, triggered
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import Ctx, Gen, Timing
from mcdesk.games.champions.engine.combat import deal_damage
from mcdesk.games.champions.engine.events import Event
from mcdesk.games.champions.engine.harness import Harness

from .conftest import custom_db


def mark(tag: str) -> Custom:
    def fn(ctx: Ctx) -> Gen[None]:
        ctx.game.state.flags.setdefault("order", []).append(tag)
        return
        yield

    return Custom(fn, f"Mark {tag}.")


def damage_villain(h: Harness, n: int = 2):  # type: ignore[no-untyped-def]
    def proc(g):  # type: ignore[no-untyped-def]
        yield from deal_damage(g, h.villain, n, None)
        g.state.flags.setdefault("order", []).append("after")

    return proc


def to_villain(ctx: Ctx, e: Event) -> bool:
    return e.target == ctx.game.villain()


def order(h: Harness) -> list[Any]:
    assert h.game is not None
    return list(h.game.state.flags.get("order", []))


def test_forced_interrupts_then_interrupts_then_forced_responses_then_responses() -> None:
    db = custom_db(
        script("01091", triggered(Timing.RESPONSE, ev.DAMAGE, mark("response"), when=to_villain),
               triggered(Timing.INTERRUPT, ev.DAMAGE, mark("interrupt"), when=to_villain)),
        script("01092", triggered(Timing.FORCED_RESPONSE, ev.DAMAGE, mark("forced response"), when=to_villain),
               triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, mark("forced interrupt"), when=to_villain)),
    )
    h = Harness(db=db)
    mansion = h.add("Avengers Mansion", "play")
    h.add("Helicarrier", "play")
    h.start(damage_villain(h))
    assert h.pending is not None and h.pending.kind.value == "window"
    h.answer(f"use:{mansion}:1")  # the interrupt
    h.answer(f"use:{mansion}:0")  # the response
    assert order(h) == ["forced interrupt", "interrupt", "forced response", "response", "after"]
    assert h.card(h.villain).damage == 2


def test_would_interrupts_before_when_interrupts() -> None:
    db = custom_db(
        script("01091", triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, mark("when"), when=to_villain, would=False)),
        script("01092", triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, mark("would"), when=to_villain)),
    )
    h = Harness(db=db)
    h.add("Avengers Mansion", "play")
    h.add("Helicarrier", "play")
    h.start(damage_villain(h))
    assert order(h) == ["would", "when", "after"]


def test_first_player_orders_simultaneous_forced_abilities() -> None:
    db = custom_db(
        script("01091", triggered(Timing.FORCED_RESPONSE, ev.DAMAGE, mark("mansion"), when=to_villain)),
        script("01092", triggered(Timing.FORCED_RESPONSE, ev.DAMAGE, mark("helicarrier"), when=to_villain)),
    )
    h = Harness(heroes=["01001a", "01010a"], db=db)
    h.add("Avengers Mansion", "play", 0)
    heli = h.add("Helicarrier", "play", 0)
    h.set(lambda g: setattr(g.state, "first_player", 1))
    h.start(damage_villain(h))
    assert h.pending is not None and h.pending.kind.value == "order" and h.pending.player == 1
    h.answer(next(k for k in h.keys() if k.startswith(f"order:{heli}")))
    assert order(h) == ["helicarrier", "mansion", "after"]


def test_optional_windows_go_round_from_the_first_player_until_all_pass_in_a_row() -> None:
    """Responses: in player order from the first player; a use restarts the count of passes."""
    resp = triggered(Timing.RESPONSE, ev.DAMAGE, mark("use"), when=to_villain)
    other = triggered(Timing.RESPONSE, ev.DAMAGE, mark("other"), when=to_villain)
    db = custom_db(script("01091", resp, other))
    h = Harness(heroes=["01001a", "01010a"], db=db)
    m0 = h.add("Avengers Mansion", "play", 0)
    m1 = h.add("Avengers Mansion", "play", 1)
    h.set(lambda g: setattr(g.state, "first_player", 1))
    h.start(damage_villain(h))
    seen = []
    while h.pending is not None:
        seen.append(h.pending.player)
        uses = [k for k in h.keys() if k.startswith(f"use:{m1}:")]
        if h.pending.player == 1 and uses and len(seen) == 1:
            h.answer(uses[0])
        else:
            h.answer("pass")
    # Player 2 (first) uses an ability; player 1 passes; player 2 is asked again (its other ability) and
    # passes: two passes in a row end the window. Each ability is initiated at most once per occurrence.
    assert seen == [1, 0, 1]
    assert order(h) == ["use", "after"]
    _ = m0


def test_forced_replacements_all_initiate_and_the_most_recent_is_used() -> None:
    def replace_with(tag: str) -> Custom:
        def fn(ctx: Ctx) -> Gen[None]:
            assert ctx.event is not None
            ctx.event.replace(lambda e: ctx.game.state.flags.setdefault("order", []).append(tag), ctx.source)
            return
            yield

        return Custom(fn, f"Instead, mark {tag}.")

    db = custom_db(
        script("01091", triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, replace_with("mansion"), when=to_villain)),
        script("01092", triggered(Timing.FORCED_INTERRUPT, ev.DAMAGE, replace_with("helicarrier"), when=to_villain)),
    )
    h = Harness(db=db)
    mansion = h.add("Avengers Mansion", "play")
    h.add("Helicarrier", "play")
    h.start(damage_villain(h))
    assert h.pending is not None and h.pending.kind.value == "order"
    h.answer(next(k for k in h.keys() if k.startswith(f"order:{mansion}")))
    assert order(h) == ["helicarrier", "after"]  # the helicarrier's replacement was initiated last
    assert h.card(h.villain).damage == 0


def test_cancel_keeps_costs_paid_and_the_card_counts_as_played() -> None:
    """Cancel: the cancelled card's costs stay paid and it still counts as played (Max 1 per round)."""
    def cancel(ctx: Ctx) -> Gen[None]:
        assert ctx.event is not None
        ctx.event.cancel()
        return
        yield

    played_draw = script("01086", action(Draw(2), event_card=True))
    canceller = script("01091", triggered(Timing.FORCED_INTERRUPT, ev.CARD_PLAYED, Custom(cancel, "Cancel it."),
                                          when=lambda c, e: e.source is not None
                                          and c.game.facts(e.source).code == "01086"))
    db = custom_db(played_draw, canceller, facts={"01086": {"keywords": (("max_per_round", 1),)}})
    h = Harness(db=db)
    h.add("Avengers Mansion", "play")
    aid = h.add("First Aid", "hand")
    aid2 = h.add("First Aid", "hand")
    e = h.add("Energy", "hand")
    h.add("Energy", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    hand = len(h.game.hand(0))  # type: ignore[union-attr]
    h.run([f"play:{aid}", f"pay:discard:{e}"])
    g = h.game
    assert g is not None
    assert g.state.cards[e].zone == ("discard", 0)  # the cost stays paid
    assert g.state.cards[aid].zone == ("discard", 0)
    assert len(g.hand(0)) == hand - 2  # no cards drawn
    assert f"play:{aid2}" not in h.keys()  # it counted as played: Max 1 per round


def test_delayed_effects_resolve_after_their_timing_point_before_responses() -> None:
    def schedule(ctx: Ctx) -> Gen[None]:
        ctx.game.add_delayed(ev.TURN_END, ctx.source, "later")
        return
        yield

    s = script("01091", action(Custom(schedule, "At the end of the turn, mark delayed.")),
               triggered(Timing.FORCED_RESPONSE, ev.TURN_END, mark("response")))
    s.delayed["later"] = mark("delayed")
    h = Harness(db=custom_db(s))
    mansion = h.add("Avengers Mansion", "play")
    h.start_turn(0)
    h.run([f"ability:{mansion}:0", "end_turn"])
    assert order(h) == ["delayed", "response"]
    assert h.game is not None and h.game.state.delayed == []


def test_lasting_effects_expire_at_their_timing_point_and_gets_hit_points_can_defeat() -> None:
    """Lasting Effects / Gets: hit points a lasting effect gave are lost when it ends; the character can be
    defeated that way."""
    h = Harness()
    bc = h.add("Black Cat", "play", damage=2)  # 2 hit points, 2 damage: alive only thanks to +2

    def proc(g):  # type: ignore[no-untyped-def]
        g.add_lasting("health", "add", 2, bc, "end_of_turn", None)
        g.add_lasting("attack", "add", 3, h.identities[0], "end_of_turn", None)
        assert g.stat(h.identities[0], "attack") == 5
        from mcdesk.games.champions.engine.turn import player_turn

        yield from player_turn(g, 0)

    h.form(0, "hero")
    h.start(proc)
    assert h.card(bc).zone == ("play", 0)
    h.run(["end_turn"])
    g = h.game
    assert g is not None
    assert g.stat(h.identities[0], "attack") == 2
    assert g.state.cards[bc].zone == ("discard", 0)


def test_then_resolves_in_order() -> None:
    eff = mark("first").then(mark("second"))
    assert eff.text() == "Mark first. Then, mark second."
    h = Harness(db=custom_db(script("01091", action(eff))))
    m = h.add("Avengers Mansion", "play")
    h.start_turn(0)
    h.run([f"ability:{m}:0"])
    assert order(h) == ["first", "second"]


def test_one_response_window_for_all_triggering_conditions_of_an_attack() -> None:
    """Triggering Condition: an attack that damages and defeats a minion opens a single response window
    for the attack, the damage and the defeat."""
    db = custom_db(
        script("01091", triggered(Timing.RESPONSE, ev.DEFEATED, mark("defeated"))),
        script("01092", triggered(Timing.RESPONSE, ev.PLAYER_ATTACK, mark("attacked"))),
    )
    h = Harness(db=db)
    mansion = h.add("Avengers Mansion", "play")
    heli = h.add("Helicarrier", "play")
    merc = h.add("Hydra Mercenary", "engaged", damage=1)  # 3 hit points, 1 damage: dies to ATK 2
    h.form(0, "hero")
    h.start_turn(0)
    h.answer(f"attack:{h.identities[0]}")
    assert h.pending is not None and h.pending.kind.value == "window"
    uses = [f"use:{heli}:response-player-attack", f"use:{mansion}:response-defeated:1"]
    assert sorted(h.keys()) == sorted([*uses, "pass"])
    assert h.card(merc).zone == ("encounter_discard", None)
    h.answer(f"use:{mansion}:response-defeated:1")
    h.answer(f"use:{heli}:response-player-attack")
    assert order(h) == ["defeated", "attacked"]
    assert h.pending is not None and h.pending.kind.value == "turn"
