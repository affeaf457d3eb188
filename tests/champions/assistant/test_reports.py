"""Each report type, applied under the rules; a report the rules refuse raises IllegalAnswer, says why and
leaves the state (and the log of answers) unchanged."""

from __future__ import annotations

import pytest

from mcdesk.core.errors import IllegalAnswer
from mcdesk.games.champions.assistant import AssistantGame, Report, ReportKind, assistant_setup
from mcdesk.games.champions.engine.manual import ManualEdit
from mcdesk.games.champions.engine.state import ENCOUNTER_DECK, ENCOUNTER_DISCARD

from .driver import attack, hero_turn, rhino, to_turn


def refused(g: AssistantGame, r: Report, why: str) -> None:
    before, answers = g.state_hash(), list(g.answers)
    with pytest.raises(IllegalAnswer, match=why):
        g.report(r)
    assert g.state_hash() == before and g.answers == answers


def encounter_card(g: AssistantGame, name: str) -> int:
    for zone in (ENCOUNTER_DECK, ENCOUNTER_DISCARD):
        for cid in g.state.zone(zone):
            if g.card_title(cid) == name:
                return cid
    raise AssertionError(f"no {name} in the encounter deck or discard pile")


def minion_in_play(g: AssistantGame, name: str, player: int = 0) -> int:
    cid = encounter_card(g, name)
    g.report(Report(ReportKind.MINION, player, cid))
    assert g.is_in_play(cid) and g.state.cards[cid].engaged_with == player
    return cid


@pytest.fixture
def game() -> AssistantGame:
    g = rhino(seed=1)
    hero_turn(g)
    return g


# -- damage --------------------------------------------------------------------------------------------------
def test_damage_by_an_attack_is_dealt_to_the_villain(game: AssistantGame) -> None:
    v = game.villain()
    assert v is not None
    attack(game, v, 3)
    assert game.state.cards[v].damage == 3


def test_a_basic_attack_exhausts_the_hero_and_an_exhausted_hero_cannot_make_one(game: AssistantGame) -> None:
    v, ident = game.villain(), game.identity(0)
    assert v is not None
    game.report(Report(ReportKind.DAMAGE, 0, v, 2, source=ident, attack=True, basic=True))
    assert game.state.cards[ident].exhausted
    refused(game, Report(ReportKind.DAMAGE, 0, v, 2, source=ident, attack=True, basic=True), "exhausted")


def test_tough_absorbs_the_damage_and_piercing_discards_it(game: AssistantGame) -> None:
    """Rules Reference "Tough" and "Piercing"."""
    sandman = minion_in_play(game, "Sandman")  # toughness: enters with a tough status card
    assert game.state.cards[sandman].tough == 1
    attack(game, sandman, 2)
    assert game.state.cards[sandman].tough == 0 and game.state.cards[sandman].damage == 0
    sandman2 = sandman
    game.report(Report(ReportKind.STATUS, 0, sandman2, 1, status="tough"))
    attack(game, sandman2, 2, piercing=True)
    assert game.state.cards[sandman2].tough == 0 and game.state.cards[sandman2].damage == 2


def test_overkill_carries_excess_damage_to_the_villain(game: AssistantGame) -> None:
    merc = minion_in_play(game, "Hydra Mercenary")  # 3 hit points
    v = game.villain()
    assert v is not None
    attack(game, merc, 5, overkill=True)
    assert not game.is_in_play(merc)
    assert game.state.cards[v].damage == 2


def test_retaliate_hits_the_attacker_back() -> None:
    """Whiplash (retaliate 1): a hero attacking it takes 1 damage (Rules Reference "Retaliate")."""
    g = AssistantGame(assistant_setup(["01029a"], "rhino", ("bomb_scare",)), seed=1)  # Iron Man: his nemesis
    hero_turn(g)
    whiplash = next(c for c in g.state.cards if g.card_title(c) == "Whiplash")
    g.report(Report(ReportKind.MINION, 0, whiplash))
    ident = g.identity(0)
    attack(g, whiplash, 1)
    assert g.state.cards[ident].damage == 1
    g.report(Report(ReportKind.DAMAGE, 0, whiplash, 1, source=ident, attack=True, ranged=True))
    assert g.state.cards[ident].damage == 1  # a ranged attack is not hit back


def test_guard_refuses_an_attack_on_the_villain(game: AssistantGame) -> None:
    minion_in_play(game, "Hydra Mercenary")
    v = game.villain()
    assert v is not None
    refused(game, Report(ReportKind.DAMAGE, 0, v, 3, source=game.identity(0), attack=True), "guard")
    game.report(Report(ReportKind.DAMAGE, 0, v, 1))  # damage that is not an attack is not stopped by guard
    assert game.state.cards[v].damage == 1


def test_a_stunned_hero_attack_only_discards_the_stunned_card(game: AssistantGame) -> None:
    ident, v = game.identity(0), game.villain()
    assert v is not None
    game.report(Report(ReportKind.STATUS, 0, ident, 1, status="stunned"))
    attack(game, v, 4)
    assert game.state.cards[v].damage == 0 and game.state.cards[ident].stunned == 0


def test_damage_refused_on_what_is_not_an_enemy(game: AssistantGame) -> None:
    refused(game, Report(ReportKind.DAMAGE, 0, game.identity(0), 3), "not the villain or a minion")
    refused(game, Report(ReportKind.DAMAGE, 0, game.villain(), 0), "at least 1")


def test_an_alter_ego_cannot_attack() -> None:
    g = rhino(seed=1)
    to_turn(g)
    assert g.form(0) == "alter_ego"
    refused(g, Report(ReportKind.DAMAGE, 0, g.villain(), 2, source=g.identity(0), attack=True), "alter-ego")


# -- threat ---------------------------------------------------------------------------------------------------
def test_thwart_removes_threat_and_crisis_refuses_the_main_scheme(game: AssistantGame) -> None:
    main = game.main_scheme()
    assert main is not None
    game.manual_edit(ManualEdit("set", main, field="threat", value=5))
    game.report(Report(ReportKind.THWART, 0, main, 2, source=game.identity(0), basic=True))
    assert game.state.cards[main].threat == 3
    crowd = encounter_card(game, "Crowd Control")  # a crisis side scheme
    game.manual_edit(ManualEdit("move", crowd, zone="villain_area"))
    game.manual_edit(ManualEdit("set", crowd, field="threat", value=2))
    refused(game, Report(ReportKind.THWART, 0, main, 1), "crisis")
    game.report(Report(ReportKind.THWART, 0, crowd, 2))
    assert not game.is_in_play(crowd)  # a side scheme with no threat left is defeated
    game.report(Report(ReportKind.THWART, 0, main, 1))
    assert game.state.cards[main].threat == 2


def test_thwart_refused_without_threat(game: AssistantGame) -> None:
    main = game.main_scheme()
    assert game.state.cards[main or 0].threat == 0
    refused(game, Report(ReportKind.THWART, 0, main, 1), "no threat")


# -- allies, defeats, discards ---------------------------------------------------------------------------------
def test_an_ally_enters_play_and_the_ally_limit_refuses_a_fourth(game: AssistantGame) -> None:
    for code in ("01076", "01002", "01066"):  # Luke Cage (toughness), Black Cat, Hawkeye
        game.report(Report(ReportKind.ALLY, 0, code=code))
    allies = game.allies(0)
    assert len(allies) == 3
    luke = next(a for a in allies if game.card_title(a) == "Luke Cage")
    assert game.state.cards[luke].tough == 1
    refused(game, Report(ReportKind.ALLY, 0, code="01068"), "ally limit")
    refused(game, Report(ReportKind.ALLY, 0, code="01001a"), "not an ally")


def test_a_unique_ally_already_in_play_is_refused(game: AssistantGame) -> None:
    game.report(Report(ReportKind.ALLY, 0, code="01076"))
    refused(game, Report(ReportKind.ALLY, 0, code="01076"), "unique")


def test_defeated_and_discarded(game: AssistantGame) -> None:
    merc = minion_in_play(game, "Hydra Mercenary")
    game.report(Report(ReportKind.DEFEATED, 0, merc))
    assert game.state.cards[merc].zone[0] == ENCOUNTER_DISCARD
    game.report(Report(ReportKind.ALLY, 0, code="01076"))
    luke = game.allies(0)[0]
    game.report(Report(ReportKind.DISCARD, 0, luke))
    assert not game.is_in_play(luke)
    refused(game, Report(ReportKind.DEFEATED, 0, game.villain()), "not a minion")
    refused(game, Report(ReportKind.DISCARD, 0, game.main_scheme()), "cannot be discarded")


def test_an_attachment_is_discarded() -> None:
    g = rhino(seed=1)
    hero_turn(g)
    suit = encounter_card(g, "Armored Rhino Suit")
    g.manual_edit(ManualEdit("move", suit, zone="villain_area"))
    g.report(Report(ReportKind.DISCARD, 0, suit))
    assert g.state.cards[suit].zone[0] == ENCOUNTER_DISCARD


# -- status cards, form, hit points ----------------------------------------------------------------------------
def test_status_cards_given_and_removed_within_the_limit(game: AssistantGame) -> None:
    v = game.villain()
    game.report(Report(ReportKind.STATUS, 0, v, 1, status="confused"))
    assert game.state.cards[v or 0].confused == 1
    refused(game, Report(ReportKind.STATUS, 0, v, 1, status="confused"), "the most it can have")
    game.report(Report(ReportKind.STATUS, 0, v, -1, status="confused"))
    refused(game, Report(ReportKind.STATUS, 0, v, -1, status="confused"), "no confused")


def test_form_change_once_per_turn_and_only_on_your_turn() -> None:
    g = rhino(seed=1)
    to_turn(g)
    g.report(Report(ReportKind.FORM, 0))
    assert g.form(0) == "hero"
    refused(g, Report(ReportKind.FORM, 0), "already changed form")
    g.answer("end_turn")
    refused(g, Report(ReportKind.FORM, 0), "only during their own turn")


def test_hit_points_lost_and_healed(game: AssistantGame) -> None:
    ident = game.identity(0)
    refused(game, Report(ReportKind.HIT_POINTS, 0, ident, 2), "no damage to heal")
    game.report(Report(ReportKind.HIT_POINTS, 0, ident, -4))
    assert game.state.cards[ident].damage == 4
    game.report(Report(ReportKind.HIT_POINTS, 0, ident, 3))
    assert game.state.cards[ident].damage == 1
    refused(game, Report(ReportKind.HIT_POINTS, 0, game.villain(), -1), "not player 1's identity")


def test_a_minion_put_into_play_engages_and_one_in_play_is_refused(game: AssistantGame) -> None:
    merc = minion_in_play(game, "Hydra Mercenary")
    refused(game, Report(ReportKind.MINION, 0, merc), "already in play")
    refused(game, Report(ReportKind.MINION, 0, encounter_card(game, "Crowd Control")), "not a minion")


# -- shape, timing, undo -----------------------------------------------------------------------------------
def test_malformed_reports_say_what_is_wrong(game: AssistantGame) -> None:
    for key, why in (('report:{"kind":"dance","player":0}', "unknown report kind"),
                     ('report:{"kind":"damage","player":0,"amount":2.5}', "whole number"),
                     ('report:[1]', "JSON object"), ('report:{"kind":"damage","player":9}', "whole number"),
                     ('report:{"kind":"damage","player":0,"colour":1}', "no field")):
        before = game.state_hash()
        with pytest.raises(IllegalAnswer, match=why):
            game.answer(key)
        assert game.state_hash() == before


def test_a_report_is_undone_and_redone(game: AssistantGame) -> None:
    v = game.villain()
    before = game.state_hash()
    attack(game, v or 0, 3)
    after = game.state_hash()
    assert game.undo() and game.state_hash() == before
    assert game.redo() and game.state_hash() == after


def test_reports_wait_while_the_engine_asks_something_else() -> None:
    g = rhino(seed=1)
    hero_turn(g)
    g.answer("end_turn")
    from .driver import advance

    d = advance(g, lambda d: d.kind.value == "window")  # Spider-Sense, before the villain attacks
    assert d is not None
    refused(g, Report(ReportKind.DAMAGE, 0, g.villain(), 1), "reports wait")


def test_an_ally_reported_into_play_is_kept_by_saves_and_undone() -> None:
    g = rhino(seed=1)
    hero_turn(g)
    g.report(Report(ReportKind.ALLY, 0, code="01076"))
    g.answer("end_turn")
    from .driver import advance, at_turn

    advance(g, at_turn)  # the next round: the save's checkpoint holds the ally
    loaded = AssistantGame.from_save(g.to_save())
    assert loaded.state_hash() == g.state_hash() and [loaded.card_title(a) for a in loaded.allies(0)] == ["Luke Cage"]
    while g.allies(0):
        assert g.undo()
    assert g.redo() and len(g.allies(0)) == 1
