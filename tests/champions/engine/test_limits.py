"""Limits (issue point 11): Rules Reference "Ally Limit", "Restricted", "Unique", "Max", "Limit"."""

from __future__ import annotations

from mcdesk.games.champions.cards.vocabulary import Custom, Draw, action, script, triggered
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import Ctx, Gen, Timing
from mcdesk.games.champions.engine.harness import Harness

from .conftest import custom_db


def test_ally_limit_discards_down_before_enters_play_abilities() -> None:
    """Ally limit: a fourth ally may be played; its controller at once discards down to three, before
    abilities that resolve on entering play."""
    seen: list[int] = []

    def note(ctx: Ctx) -> Gen[None]:
        seen.append(len(ctx.game.allies(0)))
        return
        yield

    db = custom_db(script("01083", triggered(Timing.FORCED_RESPONSE, ev.ENTERS_PLAY, Custom(note, "Note."),
                                             when=lambda c, e: e.target == c.source)))
    h = Harness(db=db)
    a1 = h.add("Black Cat", "play")
    h.add("Daredevil", "play")
    h.add("Jessica Jones", "play")
    mb = h.add("Mockingbird", "hand")
    e1 = h.add("Energy", "hand")
    e2 = h.add("Energy", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    h.answer(f"play:{mb}")
    h.answer(f"pay:discard:{e1}")
    h.answer(f"pay:discard:{e2}")
    assert h.pending is not None and h.pending.kind.value == "discard"
    assert len(h.pending.options) == 4
    h.run([f"card:{a1}"])
    assert h.card(a1).zone == ("discard", 0)
    assert seen == [3]


def test_restricted_discards_down_to_two() -> None:
    db = custom_db(facts={code: {"keywords": (("restricted", None),)} for code in ("01091", "01092")})
    h = Harness(db=db)
    h.add("Avengers Mansion", "play")
    h.add("Avengers Mansion", "play")
    heli = h.add("Helicarrier", "hand")
    for _ in range(2):
        h.add("Energy", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    h.answer(f"play:{heli}")
    while h.pending is not None and h.pending.kind.value == "pay":
        h.answer(h.keys()[0])
    assert h.pending is not None and h.pending.kind.value == "discard" and len(h.pending.options) == 3
    h.answer(h.keys()[0])
    g = h.game
    assert g is not None
    assert sum(1 for c in g.controlled(0) if g.facts(c).has_keyword("restricted")) == 2


def test_unique_cards_by_title_and_the_subtitle_and_alter_ego_exceptions() -> None:
    """Unique: one copy of a unique card in play for the group; identities count both faces."""
    h = Harness()
    h.add("Black Cat", "play")
    bc2 = h.add("Black Cat", "hand")
    h.add("Energy", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    assert f"play:{bc2}" not in h.keys()

    from mcdesk.games.champions.engine.playing import unique_titles

    g = h.game
    assert g is not None
    assert unique_titles(g, h.identities[0]) == {("Spider-Man", "Peter Parker"), ("Peter Parker", "Spider-Man")}


def test_max_per_player() -> None:
    h = Harness()
    h.add("Interrogation Room", "play")
    room = h.add("Interrogation Room", "hand")
    h.add("Energy", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    assert f"play:{room}" not in h.keys()


def test_limit_once_per_round() -> None:
    db = custom_db(script("01091", action(Draw(1), limit=(1, "round"))))
    h = Harness(db=db)
    m = h.add("Avengers Mansion", "play")
    h.start_turn(0)
    h.run([f"ability:{m}:0"])
    assert f"ability:{m}:0" not in h.keys()


def test_a_player_over_the_ally_limit_discards_down_before_going_on() -> None:
    """Ally limit: "if a player ever controls more allies than the limit", e.g. after a card that raised it
    left play, they discard down at once."""
    h = Harness()
    allies = [h.add(name, "play") for name in ("Black Cat", "Daredevil", "Jessica Jones", "Mockingbird")]
    h.start_turn(0)
    assert h.pending is not None and h.pending.kind.value == "discard"
    assert sorted(h.keys()) == sorted(f"card:{a}" for a in allies)
    h.answer(f"card:{allies[0]}")
    assert h.pending is not None and h.pending.kind.value == "turn"
    assert h.card(allies[0]).zone == ("discard", 0)
