"""Civil War scenarios: the preconstructed lists and the custom scenario rules (Civil War rulebook, "Creating a
Custom Scenario", "Random Scenario Creation", pages 7-8), and the registration main schemes a custom Iron Man
scenario can use."""

from __future__ import annotations

import pytest

from mcdesk.games.champions.cards.civil_war import (
    LEADERS,
    MODULAR_SETS,
    STAGE_ONE,
    STAGE_TWO,
    CustomScenarioError,
    check_custom,
    custom_key,
    random_custom,
)
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.timing import timing_point

ADVANCE = "01186"
HYDRA_MERCENARY, HYDRA_BOMBER = "01101", "01110"
CAPTAIN_MARVEL = "01010a"


def test_preconstructed_lists_follow_the_rulebook() -> None:
    """Rulebook pages 7-8: each leader's main scheme deck and modular sets."""
    assert LEADERS["iron_man"].preconstructed == ("56063a", "56064a", ("mighty_avengers", "the_initiative",
                                                                        "maria_hill_modular", "dangerous_recruits"))
    assert LEADERS["captain_marvel"].preconstructed[2] == ("cape_killer", "martial_law", "heroes_for_hire",
                                                           "paladin")
    db = default_database()
    for lead in LEADERS.values():
        assert [db.card(c).stage for c in lead.stages] == ["I", "II", "III", "IV"]
        assert all(db.card(c).leader for c in lead.stages)
        assert lead.preconstructed[0] in STAGE_ONE[lead.side] and lead.preconstructed[1] in STAGE_TWO[lead.side]
        assert set(lead.preconstructed[2]) <= set(MODULAR_SETS[lead.side])
    for side in ("registration", "resistance"):
        assert {db.card(c).set_code for c in STAGE_ONE[side] + STAGE_TWO[side]} == {side}
        assert len(MODULAR_SETS[side]) == 8
        for m in MODULAR_SETS[side]:
            assert db.set_cards(m), m


def test_custom_scenario_rules() -> None:
    """Step 3: three or four modular sets, never the other side's (cooperative play may add other products'
    sets); step 4: a stage 1 and a stage 2 of the leader's side."""
    check_custom("iron_man", "56096a", "56124a", ("paladin", "martial_law", "bomb_scare"))
    with pytest.raises(CustomScenarioError, match="sides cannot be mixed"):
        check_custom("iron_man", "56096a", "56124a", ("paladin", "defenders", "martial_law"))
    with pytest.raises(CustomScenarioError, match="3 or 4"):
        check_custom("iron_man", "56096a", "56124a", ("paladin", "martial_law"))
    with pytest.raises(CustomScenarioError, match="stage 1"):
        check_custom("iron_man", "56141a", "56124a")
    with pytest.raises(CustomScenarioError, match="competitive"):
        check_custom("iron_man", "56063a", "56064a", ("paladin", "martial_law", "bomb_scare"), cooperative=False)


def test_a_custom_key_plays_its_chosen_main_schemes() -> None:
    """A custom scenario key builds the leader's scenario with the chosen stages."""
    key = custom_key("iron_man", "56121a", "56124a")
    db = default_database()
    assert key in db.scenarios and db.scenarios[key].main_schemes == ("56121a", "56124a")
    assert "cw:iron_man:56141a:56124a" not in db.scenarios  # a resistance stage 1 for a registration leader
    setup = GameSetup(players=(PlayerSetup(CAPTAIN_MARVEL, tuple(["01088"] * 40)),), scenario=key,
                      modular_sets=("mighty_avengers", "the_initiative", "dangerous_recruits"))
    g = Game(setup, 5)
    main = g.main_scheme()
    assert main is not None and g.state.cards[main].code == "56121b"


def test_random_scenarios_are_seeded_and_follow_the_rules() -> None:
    """Random scenario creation: every choice random from the seed, within the custom scenario rules."""
    assert random_custom(7) == random_custom(7)
    seen = set()
    for seed in range(30):
        key, modulars = random_custom(seed)
        _, leader, one, two = key.split(":")
        check_custom(leader, one, two, modulars)
        seen.add((one, two, len(modulars)))
    assert len(seen) > 5


# -- the registration main schemes (stage 1B and 2B) ---------------------------------------------------------------
def _with_main(code: str, **kw: object) -> Harness:
    h = Harness(scenario="cw_iron_man", **kw)  # type: ignore[arg-type]
    h.set(lambda g: setattr(g.state.cards[g.main_scheme()], "code", code))  # type: ignore[index]
    return h


def test_homeland_security_gives_every_minion_guard() -> None:
    """Homeland Security: each minion gains guard."""
    h = _with_main("56121b")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    g = h.start(lambda g: iter(()))
    assert g.has_keyword(bomber, "guard")


def test_stage_1b_hinder_only_with_more_than_one_player() -> None:
    """If there is more than 1 player on your team, this stage gains hinder 2 per player (S.H.I.E.L.D.
    Recruits, Homeland Security, Public Outrage, Cut Off Support). Edge: solo, none."""
    for heroes, extra in ((["01001a"], 0), (["01001a", CAPTAIN_MARVEL], 4)):
        h = _with_main("56121b", heroes=heroes)
        g = h.start(lambda g: g.script(g.main_scheme()).when_revealed[""].resolve(  # type: ignore[arg-type]
            Ctx(g, g.main_scheme(), None)))  # type: ignore[arg-type]
        assert g.state.cards[g.main_scheme()].threat == extra  # type: ignore[index]


def test_public_outrage_mills_three_after_villain_step_one() -> None:
    """Public Outrage: once villain phase step 1 is resolved, every player mills 3 cards from their deck."""
    h = _with_main("56122b", deck=["01088"] * 10)
    g = h.start(lambda g: timing_point(g, ev.VILLAIN_PHASE_STEP, step=1))
    assert len(g.state.zone("discard", 0)) == 3


def test_shield_recruits_deals_each_player_a_minion() -> None:
    """S.H.I.E.L.D. Recruits When Revealed: 1 minion per player from the encounter deck, one dealt facedown to
    each player."""
    h = _with_main("56096b", encounter_deck=[ADVANCE, HYDRA_BOMBER, ADVANCE])
    g = h.start(lambda g: g.script(g.main_scheme()).when_revealed[""].resolve(  # type: ignore[arg-type]
        Ctx(g, g.main_scheme(), None)))  # type: ignore[arg-type]
    dealt = g.state.zone("facedown_encounter", 0)
    assert [g.state.cards[c].code for c in dealt] == [HYDRA_BOMBER]


def test_the_initiative_main_scheme_deals_side_schemes_from_the_discard_pile_too() -> None:
    """The Initiative (2B) When Revealed: side schemes from the encounter deck and discard pile, one per player."""
    h = _with_main("56123b", encounter_deck=[ADVANCE])
    side = h.add("01109", "encounter_discard")
    g = h.start(lambda g: g.script(g.main_scheme()).when_revealed[""].resolve(  # type: ignore[arg-type]
        Ctx(g, g.main_scheme(), None)))  # type: ignore[arg-type]
    assert g.state.cards[side].zone == ("facedown_encounter", 0)


def test_no_going_back_allies_enter_play_exhausted() -> None:
    """No Going Back: allies enter play exhausted. Edge: a support does not."""
    h = _with_main("56124b", encounter_deck=[ADVANCE])
    ally = h.add("Black Widow", "hand")
    e, gen = h.add("01088", "hand"), h.add("01089", "hand")
    h.start_turn(0)
    h.run([f"play:{ally}", f"pay:discard:{e}", f"pay:discard:{gen}"])
    assert h.card(ally).exhausted
    h2 = _with_main("56124b", encounter_deck=[ADVANCE])
    may = h2.add("Aunt May", "hand")
    s2 = h2.add("01090", "hand")
    h2.start_turn(0)
    h2.run([f"play:{may}", f"pay:discard:{s2}"])
    assert h2.card(may).zone == ("play", 0) and not h2.card(may).exhausted


def test_hunting_rebel_heroes_makes_every_hero_unregistered() -> None:
    """Hunting Rebel Heroes: each hero gains the Unregistered trait. Edge: an alter-ego does not."""
    from mcdesk.games.champions.cards.vocabulary import has_trait

    h = _with_main("56097b", heroes=["01001a", CAPTAIN_MARVEL])
    h.form(0, "hero")
    g = h.start(lambda g: iter(()))
    assert has_trait(g, h.identities[0], "Unregistered") and not has_trait(g, h.identities[1], "Unregistered")


@pytest.mark.parametrize("stage_one", ["56063a", "56096a", "56121a", "56122a"])
def test_every_registration_stage_1a_setup_reveals_the_leaders_side_scheme(stage_one: str) -> None:
    """Superhero Registration Act (each stage 1A) Setup, cooperative mode: find the chosen leader's side scheme
    and reveal it (Stark Tower for Iron Man)."""
    setup = GameSetup(players=(PlayerSetup(CAPTAIN_MARVEL, tuple(["01088"] * 40)),),
                      scenario=custom_key("iron_man", stage_one, "56064a"),
                      modular_sets=("mighty_avengers", "the_initiative", "dangerous_recruits"))
    g = Game(setup, 9)
    assert [g.state.cards[s].code for s in g.side_schemes()] == ["56072"]


# -- a random scenario stays unknown; custom main schemes from the command line -------------------------------------
def _random_setup(seed: int) -> GameSetup:
    from mcdesk.games.champions.ai.simulate import build_setup

    key, modulars = random_custom(seed)
    return build_setup(["spider-man-justice"], key, modulars, random_scenario=True)


def test_a_random_scenario_names_no_modular_set_and_shows_set_aside_cards_by_their_back() -> None:
    """Random Scenario Creation: built "without looking at the modular sets or main schemes", so the players do
    not know the encounter deck's cards: the description counts the sets without naming them, a card of one of
    them set aside is shown face down, and a chosen (custom) scenario names its sets."""
    from dataclasses import replace

    from mcdesk.games.champions.ai.simulate import describe_setup
    from mcdesk.games.champions.engine import state as st
    from mcdesk.games.champions.view import table_view

    setup = _random_setup(3)
    text = describe_setup(setup)
    assert f"{len(setup.modular_sets)} unknown modular sets" in text
    assert not any(m in text for m in setup.modular_sets)
    chosen = replace(setup, random_scenario=False)
    assert all(m in describe_setup(chosen) for m in chosen.modular_sets)

    g = Game(setup, 3)
    db = default_database()
    modular_card = db.set_cards(setup.modular_sets[0])[0].code
    aside = g.state.new_card(modular_card, None, (st.SET_ASIDE, None)).id
    view = table_view(g)
    assert view.cards[aside].face_down and view.cards[aside].code == ""
    g.setup = chosen
    assert not table_view(g).cards[aside].face_down


def test_the_random_flag_is_saved_and_absent_from_other_setups() -> None:
    """A save of a random scenario keeps it hidden when opened; other setups are written as before the flag."""
    setup = _random_setup(5)
    assert GameSetup.from_dict(setup.to_dict()).random_scenario
    plain = GameSetup(players=setup.players)
    assert "random_scenario" not in plain.to_dict()
    from mcdesk.core.errors import CorruptLog

    with pytest.raises(CorruptLog, match="random_scenario"):
        GameSetup.from_dict({**setup.to_dict(), "random_scenario": "yes"})


def test_main_scheme_option_makes_the_leaders_custom_scenario(capsys: pytest.CaptureFixture[str]) -> None:
    """Creating a Custom Scenario, step 4: one main scheme stage 1 and one stage 2 of the leader's side."""
    from mcdesk.cli import main
    from mcdesk.games.champions.cards.civil_war import leader_of_scenario

    assert leader_of_scenario("cw_iron_man", "56121a", "56124a") == custom_key("iron_man", "56121a", "56124a")
    with pytest.raises(CustomScenarioError, match="not a Civil War leader"):
        leader_of_scenario("rhino", "56121a", "56124a")
    with pytest.raises(CustomScenarioError, match="stage 1"):
        leader_of_scenario("cw_iron_man", STAGE_ONE["resistance"][0], "56124a")
    assert main(["simulate", "--games", "1", "-q", "--scenario", "cw_iron_man", "--main-scheme", "56121a,56124a"]) == 0
    assert "Iron Man (Civil War, custom)" in capsys.readouterr().err
    assert main(["simulate", "--games", "1", "-q", "--scenario", "cw_iron_man", "--main-scheme", "56121a"]) == 2
    assert "stage 1 and a stage 2" in capsys.readouterr().err
