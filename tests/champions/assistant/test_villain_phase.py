"""Each step of the round in the assistant (Rules Reference "Villain Phase" steps 1-5, "End of Player Phase"),
the physical cards asked about, the setup told to the players, and the shared driver (checkpoints, saves)."""

from __future__ import annotations

from mcdesk.core.decisions import DecisionKind, Reporting
from mcdesk.core.events import EventKind
from mcdesk.games.champions.assistant import AssistantGame, Report, ReportKind, assistant_setup, takes_reports
from mcdesk.games.champions.engine.manual import ManualEdit
from mcdesk.games.champions.engine.state import BOOST, DECK, FACEDOWN_ENCOUNTER, HAND

from .driver import advance, at_step, hero_turn, rhino, to_turn


def step_names(g: AssistantGame, rounds: int = 1) -> list[str]:
    seen: list[str] = []
    for _ in range(400):
        d = g.pending
        if d is None:
            break
        if isinstance(d.extra, Reporting):
            seen.append(d.extra.step)
            if d.extra.step == "round_end":
                rounds -= 1
                if rounds == 0:
                    break
        g.answer("end_turn" if d.kind is DecisionKind.TURN else _default(d))
    return seen


def _default(d: object) -> str:
    from .driver import default_answer

    return default_answer(None, d)  # type: ignore[arg-type]


def test_setup_tells_the_players_their_side_and_holds_no_player_cards() -> None:
    g = rhino(seed=1)
    d = g.pending
    assert d is not None and isinstance(d.extra, Reporting) and d.extra.step == "setup"
    assert "draw 6 cards" in d.extra.physical  # Peter Parker's hand size
    assert "Eviction Notice" in d.extra.physical  # Spider-Man's obligation went into the encounter deck
    assert "nemesis" in d.extra.physical
    assert not g.state.zone(DECK, 0) and not g.state.zone(HAND, 0)
    assert g.form(0) == "alter_ego"


def test_the_round_is_led_step_by_step_in_timing_chart_order() -> None:
    g = rhino(seed=1)
    names = step_names(g)
    assert names[0] == "setup"
    order = ["turn", "end_player_phase", "villain_phase_start", "place_threat", "activate", "deal_encounter_cards",
             "reveal_encounter_cards", "pass_first_player", "round_end"]
    assert [n for n in names if n in order] == order


def test_every_step_takes_reports_and_names_its_windows() -> None:
    g = rhino(seed=1)
    d = advance(g, at_step("place_threat"))
    assert d is not None and takes_reports(d)
    assert isinstance(d.extra, Reporting) and d.extra.windows


def test_step_1_places_escalation_threat_plus_acceleration() -> None:
    g = rhino(seed=1)
    advance(g, at_step("place_threat"))
    main = g.main_scheme() or 0
    g.manual_edit(ManualEdit("set", main, field="acceleration", value=2))
    before = g.state.cards[main].threat
    g.answer("continue")
    assert g.state.cards[main].threat == before + 1 + 2  # The Break-In!: 1 per player, plus 2 tokens


def test_step_2_the_villain_attacks_a_hero_with_a_boost_and_asks_for_a_defender() -> None:
    g = rhino(seed=1)
    hero_turn(g)
    g.answer("end_turn")
    d = advance(g, lambda d: d.kind is DecisionKind.DEFEND)
    assert d is not None and takes_reports(d)
    assert any(o.action is not None and o.action.card == g.identity(0) for o in d.options)
    assert len(g.state.zone(BOOST)) == 1  # the villain's facedown boost card, dealt before the defender
    g.answer(f"defend:{g.identity(0)}")
    assert g.state.cards[g.identity(0)].exhausted
    assert any(e.kind == EventKind.REVEALED and e.data.get("boost") for e in g.log_events)
    assert not g.state.zone(BOOST)  # discarded after the attack


def test_step_2_a_report_at_defence_applies_first() -> None:
    """A player's response during the attack (e.g. damage to the villain) is taken at the defence question."""
    g = rhino(seed=1)
    hero_turn(g)
    g.answer("end_turn")
    advance(g, lambda d: d.kind is DecisionKind.DEFEND)
    v = g.villain() or 0
    g.report(Report(ReportKind.DAMAGE, 0, v, 2))
    assert g.state.cards[v].damage == 2
    assert g.pending is not None and g.pending.kind is DecisionKind.DEFEND


def test_step_2_an_alter_ego_is_schemed_against() -> None:
    g = rhino(seed=1)
    to_turn(g)
    g.answer("end_turn")
    advance(g, at_step("activate"))
    main = g.main_scheme() or 0
    before = g.state.cards[main].threat
    g.answer("continue")
    assert g.state.cards[main].threat > before  # Rhino's SCH plus his boost


def test_step_3_deals_one_card_per_player_plus_heroic() -> None:
    g = AssistantGame(assistant_setup(["01001a"], "rhino", ("bomb_scare",), heroic=1), seed=1)
    advance(g, at_step("deal_encounter_cards"))
    g.answer("continue")
    assert len(g.state.zone(FACEDOWN_ENCOUNTER, 0)) == 2


def test_step_4_reveals_the_facedown_cards() -> None:
    g = rhino(seed=1)
    advance(g, at_step("reveal_encounter_cards"))
    assert g.state.zone(FACEDOWN_ENCOUNTER, 0)
    advance(g, at_step("pass_first_player"))
    assert not g.state.zone(FACEDOWN_ENCOUNTER, 0)
    assert any(e.kind == EventKind.REVEALED and not e.data.get("boost") for e in g.log_events)


def test_step_5_passes_the_first_player_token() -> None:
    g = AssistantGame(assistant_setup(["01001a", "01019a"], "rhino", ("bomb_scare",)), seed=1)
    assert g.state.first_player == 0
    d = advance(g, at_step("pass_first_player"))
    assert d is not None
    g.answer("continue")
    assert g.state.first_player == 1


def test_end_of_player_phase_readies_the_players_cards() -> None:
    g = rhino(seed=1)
    hero_turn(g)
    ident = g.identity(0)
    g.report(Report(ReportKind.DAMAGE, 0, g.villain(), 1, source=ident, attack=True, basic=True))
    assert g.state.cards[ident].exhausted
    g.answer("end_turn")
    d = advance(g, at_step("end_player_phase"))
    assert d is not None and isinstance(d.extra, Reporting) and "hand size" in d.extra.physical
    g.answer("continue")
    assert not g.state.cards[ident].exhausted


def test_a_draw_by_an_effect_is_asked_of_the_player_not_made() -> None:
    """Spider-Man's Spider-Sense draws a card: the assistant asks the player to draw it on their side."""
    g = rhino(seed=1)
    hero_turn(g)
    g.answer("end_turn")
    d = advance(g, lambda d: d.kind is DecisionKind.WINDOW)
    assert d is not None
    use = next(o.key for o in d.options if o.key.startswith("use:"))
    g.answer(use)
    d = g.pending
    assert d is not None and isinstance(d.extra, Reporting) and d.extra.step == "physical"
    assert "draw 1 card" in d.prompt
    g.answer("done")
    assert not g.state.zone(HAND, 0)


def test_a_random_discard_is_asked_of_the_player() -> None:
    from mcdesk.games.champions.engine.abilities import Ctx

    g = rhino(seed=1)
    hero_turn(g)
    from mcdesk.games.champions.cards.vocabulary import DiscardAtRandom

    proc = DiscardAtRandom(1).resolve(Ctx(g, g.villain() or 0, 0))
    d = next(proc)
    assert "at random" in d.prompt and {o.key for o in d.options} == {"done", "none"}


def test_checkpoints_undo_and_saves_through_the_shared_driver() -> None:
    g = rhino(seed=1)
    advance(g, at_step("round_end"))
    assert g.checkpoints  # the turn and the villain phase
    data = g.to_save()
    assert data["checkpoint"]["resume"]["at"] in ("turn", "villain_phase")
    loaded = AssistantGame.from_save(data)
    assert loaded.state_hash() == g.state_hash() and loaded.pending is not None
    h = g.state_hash()
    g.answer("continue")
    assert g.undo() and g.state_hash() == h


def _reveal_only(g: AssistantGame, code: str) -> int:
    """At step 4, the player's facedown cards are replaced by the standard set's card ``code``."""
    advance(g, at_step("reveal_encounter_cards"))
    card = next(c for c in g.state.cards if g.state.cards[c].code == code)
    for c in list(g.state.zone(FACEDOWN_ENCOUNTER, 0)):
        g.manual_edit(ManualEdit("move", c, zone="encounter_discard"))
    g.manual_edit(ManualEdit("move", card, zone=FACEDOWN_ENCOUNTER, player=0))
    g.answer("continue")
    if g.pending is not None and g.pending.source == card and "cancel" in g.pending.keys:
        g.answer("continue")  # resolve the treachery
    return card


def test_discard_an_upgrade_you_control_is_asked_and_its_answer_decides_the_surge() -> None:
    """The standard treachery that discards an upgrade or support you control and surges if nothing was
    discarded: the assistant asks; "I control none" makes it surge, "Discarded one" does not."""
    for answer, surges in (("none", True), ("done", False)):
        g = rhino(seed=1)
        _reveal_only(g, "01188")
        d = g.pending
        assert d is not None and isinstance(d.extra, Reporting) and d.extra.step == "physical"
        assert "discard a card you control" in d.prompt
        n = len(g.log_lines)
        g.answer(answer)
        assert any(line.startswith("Surge") for line in g.log_lines[n:]) == surges
