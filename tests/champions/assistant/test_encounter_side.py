"""The encounter side under the engine in the assistant: hazard, surge, villain stages, the main scheme's stages;
and the counts the window draws (summary) and the choices its report controls offer."""

from __future__ import annotations

from mcdesk.games.champions.assistant import Report, ReportKind
from mcdesk.games.champions.assistant.choices import ally_codes, minions_out_of_play, sources, targets
from mcdesk.games.champions.assistant.summary import summarize
from mcdesk.games.champions.engine.manual import ManualEdit
from mcdesk.games.champions.engine.state import FACEDOWN_ENCOUNTER

from .driver import advance, at_step, hero_turn, iron_man_leader, rhino
from .test_reports import encounter_card


def test_step_3_deals_one_more_card_per_hazard_icon() -> None:
    """Rules Reference "Hazard Icon": one more encounter card per icon in play, from the first player."""
    g = rhino(seed=1)
    advance(g, at_step("deal_encounter_cards"))
    hazard = encounter_card(g, "Breakin' & Takin'")  # a side scheme with a hazard icon
    g.manual_edit(ManualEdit("move", hazard, zone="villain_area"))
    g.manual_edit(ManualEdit("set", hazard, field="threat", value=3))
    g.answer("continue")
    assert len(g.state.zone(FACEDOWN_ENCOUNTER, 0)) == 2


def test_step_4_surge_reveals_another_card() -> None:
    """Expert: the expert set's cards with surge (Rules Reference "Surge")."""
    g = rhino(seed=1, expert=True)
    advance(g, at_step("reveal_encounter_cards"))
    surge = next(c for c in g.state.cards if g.facts(c).has_keyword("surge") and not g.is_in_play(c)
                 and g.state.cards[c].zone[0] == "encounter_deck")
    for c in list(g.state.zone(FACEDOWN_ENCOUNTER, 0)):
        g.manual_edit(ManualEdit("move", c, zone="encounter_discard"))
    g.manual_edit(ManualEdit("move", surge, zone=FACEDOWN_ENCOUNTER, player=0))
    n = len(g.log_lines)
    g.answer("continue")
    advance(g, at_step("pass_first_player"))
    assert any(line.startswith("Surge") for line in g.log_lines[n:])


def test_a_defeated_villain_stage_flips_to_the_next() -> None:
    g = rhino(seed=1)
    hero_turn(g)
    v = g.villain()
    assert v is not None and g.card_title(v) == "Rhino (I)"
    g.report(Report(ReportKind.DAMAGE, 0, v, g.hit_points(v)))
    nxt = g.villain()
    assert nxt is not None and g.card_title(nxt) == "Rhino (II)" and g.result is None
    assert g.hit_points(nxt) > 0


def test_the_main_scheme_advances_to_its_next_stage() -> None:
    g = iron_man_leader(seed=4)
    advance(g, at_step("place_threat"))
    main = g.main_scheme() or 0
    first = g.card_title(main)
    g.manual_edit(ManualEdit("set", main, field="threat", value=20))
    g.answer("continue")
    assert g.result is None
    assert g.card_title(g.main_scheme() or 0) != first


def test_the_summary_holds_every_count() -> None:
    g = rhino(seed=1)
    hero_turn(g)
    g.report(Report(ReportKind.ALLY, 0, code="01076"))
    s = summarize(g)
    assert s.round == 1 and s.phase == "player" and s.step == "turn"
    assert s.villain is not None and s.villain.hit_points == g.hit_points(g.villain() or 0)
    assert s.main_scheme is not None and s.main_scheme.target is not None
    (p,) = s.players
    assert p.form == "hero" and p.first and p.allies[0].name == "Luke Cage" and "tough" in p.allies[0].statuses


def test_the_report_controls_offer_what_each_report_can_name() -> None:
    g = rhino(seed=1)
    hero_turn(g)
    assert [c for c, _ in targets(g, ReportKind.DAMAGE, 0)] == g.enemies()
    assert [c for c, _ in targets(g, ReportKind.THWART, 0)] == g.schemes()
    assert [c for c, _ in sources(g, 0)] == [g.identity(0)]
    names = [label for _, label in minions_out_of_play(g, 0)]
    assert any("nemesis" in n for n in names) and len(names) == len(set(names))
    assert ("01076", "Luke Cage") in ally_codes(g)


def test_a_dial_turned_at_a_step_is_checked_at_once() -> None:
    """A change by hand that leaves the villain with no hit points defeats it there and then (Rules Reference
    "Defeat"); the step is asked again."""
    g = rhino(seed=1)
    advance(g, at_step("villain_phase_start"))
    v = g.villain() or 0
    g.manual_edit(ManualEdit("set", v, field="damage", value=99))
    assert g.card_title(g.villain() or 0) == "Rhino (II)"
    d = g.pending
    assert d is not None and d.keys == ("continue",)


def test_a_treachery_cancelled_by_a_players_card_is_discarded_unresolved() -> None:
    g = rhino(seed=1)
    advance(g, at_step("reveal_encounter_cards"))
    stampede = encounter_card(g, "Stampede")
    for c in list(g.state.zone(FACEDOWN_ENCOUNTER, 0)):
        g.manual_edit(ManualEdit("move", c, zone="encounter_discard"))
    g.manual_edit(ManualEdit("move", stampede, zone=FACEDOWN_ENCOUNTER, player=0))
    g.answer("continue")
    d = g.pending
    assert d is not None and d.source == stampede and set(d.keys) == {"continue", "cancel"}
    before = g.state.cards[g.identity(0)].damage
    g.answer("cancel")
    assert g.state.cards[stampede].zone[0] == "encounter_discard"
    assert g.state.cards[g.identity(0)].damage == before and not g.state.cards[g.identity(0)].stunned
    assert any("cancelled" in line for line in g.log_lines[-3:])
