"""The engine keeps the table of cards in play with constant and triggered abilities between reads (issue 9, hot
spots), but values must still be what the Rules Reference says at every read: "Modifiers" / "Hit Points" (a
modifier that becomes inactive is gone at once, the value reverts to what it would be without it), "Gets",
"Leaves Play". Each test reads a value (so the table is built), changes the state, and reads again."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from mcdesk.games.champions.engine.abilities import Gen
from mcdesk.games.champions.engine.events import Event
from mcdesk.games.champions.engine.game import Game
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.state import DISCARD, HAND, PLAY, layout_version
from mcdesk.games.champions.engine.timing import _ready
from mcdesk.games.champions.engine.zones import discard_card, put_into_play

IRON_MAN = "01029a"


def _check(h: Harness, body: Callable[[Game], None]) -> None:
    """Run ``body`` inside the harness's procedure (on the built table), and make sure it ran."""
    ran: list[bool] = []

    def proc(g: Game) -> Gen[None]:
        body(g)
        ran.append(True)
        return
        yield

    h.start(proc)
    assert ran == [True]


def test_hit_points_drop_at_once_when_the_armor_leaves_play() -> None:
    """Mark V Armor gives Iron Man +6 hit points while it is in play (RR "Gets", "Hit Points"): read with the
    armor in play, discard it, read again: the bonus is gone on the very next read."""
    h = Harness(heroes=[IRON_MAN])
    h.form(0, "hero")
    armor = h.add("Mark V Armor", "play")

    def body(g: Game) -> None:
        ident = h.identities[0]
        assert g.stat(ident, "health") == 15
        assert g.stat(ident, "health") == 15  # read twice: the second read uses the kept table
        discard_card(g, armor)
        assert g.state.cards[armor].zone == (DISCARD, 0)
        assert g.stat(ident, "health") == 9

    _check(h, body)


def test_a_modifier_source_entering_play_counts_at_once() -> None:
    """Rocket Boots put into play: +1 hit point from the next read on (RR "Gets")."""
    h = Harness(heroes=[IRON_MAN])
    h.form(0, "hero")
    boots = h.add("Rocket Boots", "hand")

    def body(g: Game) -> None:
        ident = h.identities[0]
        assert g.stat(ident, "health") == 9
        put_into_play(g, boots, 0)
        assert g.stat(ident, "health") == 10

    _check(h, body)


def test_a_source_turned_facedown_or_changing_face_stops_modifying() -> None:
    """A card that turns facedown has no abilities (RR "Facedown Cards"); a card whose face changes has the
    abilities of the face showing. Both count from the next read."""
    h = Harness(heroes=[IRON_MAN])
    h.form(0, "hero")
    armor = h.add("Mark V Armor", "play")

    def body(g: Game) -> None:
        ident = h.identities[0]
        assert g.stat(ident, "health") == 15
        g.state.cards[armor].face_down = True
        assert g.stat(ident, "health") == 9
        g.state.cards[armor].face_down = False
        assert g.stat(ident, "health") == 15
        g.state.cards[armor].code = "01088"  # an Energy card showing instead: no constant ability
        assert g.stat(ident, "health") == 9

    _check(h, body)


def test_a_condition_on_the_state_is_read_every_time() -> None:
    """A constant's target is checked on the state at every read, not kept with the table: Ultron (III) gives each
    [[Drone]] minion +1 hit point; a facedown minion whose trait stops being Drone (a flag, not a move) loses it at
    once."""
    h = Harness(heroes=[IRON_MAN], scenario="ultron", villain_stage=2)
    h.form(0, "hero")

    def body(g: Game) -> None:
        from mcdesk.games.champions.engine.game import FACEDOWN_MINION

        drone = g.state.zone("deck", 0)[0]
        g.state.flags[f"{FACEDOWN_MINION}:{drone}"] = "Drone"
        g.state.move(drone, (PLAY, 0))
        g.state.cards[drone].face_down = True
        assert g.facts(drone).type_code == "minion"
        assert g.stat(drone, "health") == 1  # 0 printed + 1 from Ultron (III)
        g.state.flags[f"{FACEDOWN_MINION}:{drone}"] = "Robot"
        assert g.stat(drone, "health") == 0

    _check(h, body)


def test_a_card_leaving_a_hand_is_no_longer_offered_and_a_card_drawn_is() -> None:
    """The abilities that can be used from hand follow the hand at once (RR "Interrupt", "Response": an event card
    is used from its owner's hand). A test-only event card: Response, after damage is dealt, draw 1 card."""
    from mcdesk.games.champions.cards.vocabulary import Draw, triggered
    from mcdesk.games.champions.engine import events as ev
    from mcdesk.games.champions.engine.abilities import CardScript, Timing

    from .conftest import custom_db

    db = custom_db(CardScript("01003", [triggered(Timing.RESPONSE, ev.DAMAGE, Draw(1), event_card=True)]))
    h = Harness(heroes=["01001a"], db=db)
    h.form(0, "hero")
    card = h.add("01003", "discard")

    def offered(g: Game) -> bool:
        e = Event(ev.DAMAGE, source=h.villain, target=h.identities[0], player=0, amount=3)
        return any(t[0] == card for t in _ready(g, [e], Timing.RESPONSE, None))

    def body(g: Game) -> None:
        assert not offered(g)
        g.state.move(card, (HAND, 0))  # drawn back, say
        assert offered(g) and offered(g)
        g.state.move(card, (DISCARD, 0))
        assert not offered(g)

    _check(h, body)


def test_a_window_opens_for_a_response_drawn_into_a_hand_and_no_longer_once_it_leaves() -> None:
    """The kinds of occurrence that open a window at all (a window with no card able to trigger is skipped) follow
    the hand at once: a test-only event card, Response after damage is dealt, drawn, then discarded."""
    from mcdesk.core.decisions import Decision
    from mcdesk.games.champions.cards.vocabulary import Draw, triggered
    from mcdesk.games.champions.engine import events as ev
    from mcdesk.games.champions.engine.abilities import CardScript, Timing
    from mcdesk.games.champions.engine.timing import window

    from .conftest import custom_db

    db = custom_db(CardScript("01003", [triggered(Timing.RESPONSE, ev.DAMAGE, Draw(1), event_card=True)]))
    h = Harness(heroes=["01001a"], db=db)
    h.form(0, "hero")
    card = h.add("01003", "discard")

    def asks(g: Game) -> bool:
        """Does a response window for 3 damage to the hero stop to ask?"""
        e = Event(ev.DAMAGE, source=h.villain, target=h.identities[0], player=0, amount=3)
        return any(isinstance(x, Decision) for x in window(g, [e], interrupt=False))

    def body(g: Game) -> None:
        assert ev.DAMAGE not in g._window_kinds() and not asks(g)
        g.state.move(card, (HAND, 0))  # drawn back, say
        assert ev.DAMAGE in g._trigger_kinds(False) and ev.DAMAGE in g._window_kinds() and asks(g)
        assert ev.DAMAGE not in g._trigger_kinds(True)  # not a forced ability
        g.state.move(card, (DISCARD, 0))
        assert ev.DAMAGE not in g._window_kinds() and not asks(g)

    _check(h, body)


def test_the_layout_version_moves_with_cards_in_play_and_in_hands_only() -> None:
    """What bumps the version: moves into or out of play or a hand, a face or controller change of such a card;
    a card moved between decks and discard piles changes nothing the kept tables hold."""
    h = Harness(heroes=["01001a"])
    seen: dict[str, Any] = {}

    def body(g: Game) -> None:
        deck = g.state.zone("deck", 0)
        a = deck[0]
        v = layout_version()
        g.state.move(a, (DISCARD, 0))
        seen["deck_to_discard"] = layout_version() == v
        v = layout_version()
        g.state.move(a, (HAND, 0))
        seen["discard_to_hand"] = layout_version() != v
        v = layout_version()
        g.state.cards[a].controller = None
        seen["controller"] = layout_version() != v

    _check(h, body)
    assert seen == {"deck_to_discard": True, "discard_to_hand": True, "controller": True}


def test_attachments_follow_attaching_and_leaving_play_at_once() -> None:
    """RR "Attachment Cards": an attachment is discarded with its host, and what is attached is read anew: a card
    attached after the first read is found, one discarded is gone."""
    h = Harness(heroes=["01001a"])
    minion = h.add("Hydra Mercenary", "engaged")
    tracer = h.add("Spider-Tracer", "hand")

    def body(g: Game) -> None:
        assert g.attachments(minion) == []
        put_into_play(g, tracer, 0, attach_to=minion)
        assert g.attachments(minion) == [tracer]
        discard_card(g, tracer)
        assert g.attachments(minion) == []

    _check(h, body)


def _uncached(g: Game, fn: Callable[[], Any]) -> Any:
    """``fn()`` worked out with every kept table dropped first (what a fresh read of the state gives)."""
    g.state.__dict__.pop("_memo", None)
    g.state.__dict__.pop("_memo_play", None)
    return fn()


def test_the_actions_offered_follow_control_face_and_play_at_once() -> None:
    """The cards whose Action abilities a player may use are kept per layout: Avengers Mansion (Action: exhaust,
    a player draws 1) changing controller, turning facedown, showing another face or leaving play is read anew,
    and every read equals one with nothing kept."""
    from mcdesk.games.champions.engine.playing import action_abilities

    h = Harness(heroes=["01001a", "01010a"])
    mansion = h.add("Avengers Mansion", "play", 0)

    def offers(g: Game, p: int) -> bool:
        got = action_abilities(g, p)
        assert got == _uncached(g, lambda: action_abilities(g, p))
        return any(c == mansion for c, _ in got)

    def body(g: Game) -> None:
        assert offers(g, 0) and not offers(g, 1)
        assert offers(g, 0)  # read twice: the second read uses the kept table
        g.state.cards[mansion].controller = 1  # in player 0's area, controlled by player 1: not player 0's to use
        assert not offers(g, 0)
        offers(g, 1)  # whatever it is, the same as a fresh reading
        g.state.cards[mansion].controller = 0
        g.state.cards[mansion].face_down = True
        assert not offers(g, 0)
        g.state.cards[mansion].face_down = False
        assert offers(g, 0)
        g.state.cards[mansion].code = "01088"  # an Energy card showing instead: no Action ability
        assert not offers(g, 0)
        g.state.cards[mansion].code = "01091"
        assert offers(g, 0)
        discard_card(g, mansion)
        assert not offers(g, 0)

    _check(h, body)


def test_the_actions_offered_in_whole_games_equal_a_fresh_reading() -> None:
    """At every turn decision of full four-player games, each player's Action abilities read through the kept
    tables equal those worked out with nothing kept."""
    from mcdesk.games.champions.ai.simulate import build_setup, policy_factory
    from mcdesk.games.champions.engine.playing import action_abilities

    setup = build_setup(["spider-man-justice", "captain-marvel-leadership", "she-hulk-aggression",
                         "black-panther-protection"], "klaw")
    checked = 0
    for seed in (1, 2):
        g = Game(setup, seed)
        player = policy_factory(["random"] * 4)(seed)
        while g.pending is not None and len(g.answers) < 400:
            if g.pending.kind.value == "turn":
                for p in g.active_players():
                    kept = action_abilities(g, p)
                    assert kept == _uncached(g, lambda g=g, p=p: action_abilities(g, p))
                    checked += 1
            g.answer(player.choose(g))
    assert checked > 50


def test_setting_the_value_an_attribute_holds_changes_nothing() -> None:
    """Assigning a card the value it already holds (the engine often sets a face, a controller or a host again)
    moves no version and keeps its checkpoint copy; another value, or an equal value of another type, is a change;
    a container assigned is always the object held afterwards."""
    from mcdesk.games.champions.engine.state import SNAPSHOT, hit_point_mark

    h = Harness(heroes=["01001a"])
    mansion = h.add("Avengers Mansion", "play", 0)
    seen: dict[str, Any] = {}

    def body(g: Game) -> None:
        card = g.state.cards[mansion]
        card.__dict__[SNAPSHOT] = "copy"  # as a checkpoint leaves it
        v, mark = layout_version(), hit_point_mark(g.state)
        card.controller = 0
        card.face_down = False
        card.attached_to = None
        seen["same"] = (layout_version() == v, hit_point_mark(g.state) == mark, SNAPSHOT in card.__dict__)
        card.damage = False  # equal to 0, but another type: the state's canonical form differs
        seen["other_type"] = (type(card.damage), SNAPSHOT in card.__dict__)
        card.controller = None
        seen["changed"] = layout_version() != v
        flags: dict[str, Any] = {}
        g.state.flags = {}
        g.state.flags = flags
        seen["container"] = g.state.flags is flags

    _check(h, body)
    assert seen == {"same": (True, True, True), "other_type": (bool, False), "changed": True, "container": True}


def test_the_kinds_that_open_a_window_in_whole_games_equal_those_of_fresh_trigger_tables() -> None:
    """At every decision of full four-player games, the event kinds read from the cards' script indexes (kept
    per layout version) equal the kinds of the trigger tables built with nothing kept."""
    from mcdesk.games.champions.ai.simulate import build_setup, policy_factory

    setup = build_setup(["spider-man-justice", "captain-marvel-leadership", "she-hulk-aggression",
                         "black-panther-protection"], "klaw")
    checked = 0
    for seed in (3, 4):
        g = Game(setup, seed)
        player = policy_factory(["random"] * 4)(seed)
        while g.pending is not None and len(g.answers) < 300:
            kept = g._window_kinds()
            assert kept == _uncached(g, lambda g=g: g._trigger_kinds(True) | g._trigger_kinds(False))
            checked += 1
            g.answer(player.choose(g))
    assert checked > 100


def test_what_is_kept_for_the_cards_in_play_is_read_only_while_they_stay_put() -> None:
    """The quick read of a kept table (minions, allies, who controls what) gives the kept value only for the
    layout it was made for: a minion engaged is read at once."""
    h = Harness(heroes=[IRON_MAN])
    h.form(0, "hero")

    def body(g: Game) -> None:
        assert g.minions(0) == []
        assert g.state.kept_in_play(("minions", 0)) == []
        minion = g.state.new_card("01101", None, (PLAY, 0)).id  # a Hydra Mercenary engaged with the player
        assert g.state.kept_in_play(("minions", 0)) is None  # made for the layout before
        assert g.minions(0) == [minion]
        assert g.state.kept_in_play(("minions", 0)) == [minion]

    _check(h, body)
