"""The resistance main schemes (Civil War, stages 1A/1B and 2A/2B of the ``resistance`` set): each card's effect
and one edge. The 2A sides (Resistance Tactics) have no text.

The resistance leaders are scripted elsewhere; these tests put the schemes under the Iron Man leader (the card
logic does not depend on which leader is "the enemy leader", Civil War rulebook "Playing a Custom Scenario
Cooperatively")."""

from __future__ import annotations

import pytest

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.vocabulary import VILLAIN, GiveStatus
from mcdesk.games.champions.engine import events as ev
from mcdesk.games.champions.engine.abilities import Ctx
from mcdesk.games.champions.engine.combat import enemy_attack, has_status
from mcdesk.games.champions.engine.database import Scenario
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import check_main_scheme
from mcdesk.games.champions.engine.timing import timing_point

ADVANCE = "01186"
HYDRA_MERCENARY, HYDRA_BOMBER = "01101", "01110"
CAPTAIN_MARVEL = "01010a"
GATHERING, OPEN_REBELLION, RALLYING, UNDERGROUND = "56141b", "56172b", "56199b", "56200b"
SECRET_AVENGERS, PROTECTORS, GUERILLA, JAILBREAK = "56142b", "56173b", "56201b", "56202b"
STAGE_ONE = ("56141a", "56172a", "56199a", "56200a")
STAGE_TWO = ("56142a", "56173a", "56201a", "56202a")


def _with_main(code: str, **kw: object) -> Harness:
    h = Harness(scenario="cw_iron_man", **kw)  # type: ignore[arg-type]
    h.set(lambda g: setattr(g.state.cards[g.main_scheme()], "code", code))  # type: ignore[index]
    return h


def _reveal_main(g: Game) -> Ctx:
    main = g.main_scheme()
    assert main is not None
    return Ctx(g, main, None)


def _when_revealed(g: Game):  # type: ignore[no-untyped-def]
    ctx = _reveal_main(g)
    return g.script(ctx.source).when_revealed[""].resolve(ctx)


def _main_threat(g: Game) -> int:
    main = g.main_scheme()
    assert main is not None
    return int(g.state.cards[main].threat)


def test_resistance_stage_twos_a_sides_have_no_text() -> None:
    """Resistance Tactics (every 2A side) has no ability: it needs no script (MarvelCDB lists it without text,
    like the registration 2A sides 56064a/56097a/56123a/56124a)."""
    db = default_database()
    for code in STAGE_TWO:
        assert db.card(code).stage == "2A" and not db.script(code).rules_text()


@pytest.mark.parametrize("stage_one", STAGE_ONE)
def test_every_resistance_stage_1a_setup_reveals_the_leaders_side_scheme(stage_one: str) -> None:
    """Superhero Resistance (each stage 1A) Setup, cooperative mode: find the chosen leader's side scheme and
    reveal it (here the Iron Man leader's Stark Tower). Then stage 1B is in play."""
    db = default_database()
    key = f"test_resistance:{stage_one}"
    db.scenarios[key] = Scenario(key=key, name="resistance schemes under Iron Man", villain_stages=(
        "56059", "56060", "56061", "56062"), main_schemes=(stage_one, "56142a"), encounter_sets=("iron_man_leader",),
        standard_stages=(0, 1), expert_stages=(2, 3))
    setup = GameSetup(players=(PlayerSetup(CAPTAIN_MARVEL, tuple(["01088"] * 40)),), scenario=key,
                      modular_sets=("mighty_avengers", "the_initiative", "dangerous_recruits"))
    g = Game(setup, 9)
    assert [g.state.cards[s].code for s in g.side_schemes()] == ["56072"]
    main = g.main_scheme()
    assert main is not None and g.state.cards[main].code == db.card(stage_one).back_link


@pytest.mark.parametrize("code", [GATHERING, OPEN_REBELLION, RALLYING, UNDERGROUND])
def test_stage_1b_hinder_only_with_more_than_one_player(code: str) -> None:
    """Each resistance stage 1B: with more than 1 player it gains hinder 2 per player (Civil War rulebook "Hinder
    X"). Edge: solo, no threat."""
    for heroes, extra in ((["01001a"], 0), (["01001a", CAPTAIN_MARVEL], 4)):
        h = _with_main(code, heroes=heroes, encounter_deck=[ADVANCE])
        g = h.start(_when_revealed)
        assert _main_threat(g) == extra


def test_gathering_support_deals_each_player_a_minion() -> None:
    """Gathering Support When Revealed: the players (the enemy team) search the encounter deck for 1 minion per
    player and each player is dealt one facedown. Edge: when the deck holds fewer minions than players, the
    later players get none."""
    h = _with_main(GATHERING, heroes=["01001a", CAPTAIN_MARVEL], encounter_deck=[ADVANCE, HYDRA_BOMBER, ADVANCE])
    g = h.start(_when_revealed)
    dealt = [g.state.cards[c].code for c in g.state.zone("facedown_encounter", 0)]
    assert dealt == [HYDRA_BOMBER]
    assert g.state.zone("facedown_encounter", 1) == []
    assert all(g.state.cards[c].face_down for c in g.state.zone("facedown_encounter", 0))


def test_open_rebellion_places_threat_once_per_phase_per_player() -> None:
    """Open Rebellion: Forced Interrupt when a player reveals a treachery: 1 threat here (once per phase for each
    player). Edge: that player's second treachery in the phase adds none."""
    h = _with_main(OPEN_REBELLION, encounter_deck=[ADVANCE, ADVANCE, ADVANCE])
    h.add(ADVANCE, "facedown_encounter", 0)
    h.add(ADVANCE, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert _main_threat(g) == 2 + 1  # two Advances (1 each), Open Rebellion once


def test_rallying_call_gives_every_minion_guard() -> None:
    """Rallying Call: each minion gains guard. Edge: the villain does not."""
    h = _with_main(RALLYING)
    bomber = h.add(HYDRA_BOMBER, "engaged")
    g = h.start(lambda g: iter(()))
    assert g.has_keyword(bomber, "guard") and not g.has_keyword(h.villain, "guard")


def test_going_underground_makes_the_leader_steady() -> None:
    """Going Underground: the enemy leader gains steady (Civil War rulebook "Steady": it is stunned only with two
    stunned cards). Edge: a minion is not steady."""
    h = _with_main(UNDERGROUND)
    bomber = h.add(HYDRA_BOMBER, "engaged", stunned=1)
    h.set(lambda g: setattr(g.state.cards[h.villain], "stunned", 1))
    g = h.start(lambda g: iter(()))
    assert g.has_keyword(h.villain, "steady") and not has_status(g, h.villain, "stunned")
    assert not g.has_keyword(bomber, "steady") and has_status(g, bomber, "stunned")


def test_secret_avengers_leader_hits_harder_while_attacking() -> None:
    """Secret Avengers (2B): the enemy leader gets +1 ATK while attacking, +2 instead if the attack is undefended.
    Edge: outside an attack its ATK is as printed."""
    h0 = _with_main(SECRET_AVENGERS, heroes=[CAPTAIN_MARVEL])
    g0 = h0.start(lambda g: iter(()))
    printed_atk = g0.facts(h0.villain).attack
    assert g0.stat(h0.villain, "attack") == printed_atk
    h = _with_main(SECRET_AVENGERS, heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE, ADVANCE])
    h.form(0, "hero")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0, boosts=False))
    assert g.stat(h.villain, "attack") == printed_atk + 1  # attacking, no defender declared yet
    h.run(["no_defense"])
    # Advance has no boost icon; no boost card here anyway: undefended, ATK + 2
    assert h.card(h.identities[0]).damage == printed_atk + 2
    h2 = _with_main(SECRET_AVENGERS, heroes=[CAPTAIN_MARVEL], encounter_deck=[ADVANCE])
    h2.form(0, "hero")
    cage = h2.add("Luke Cage", "play", 0, owner=0)  # 5 hit points
    h2.start(lambda g: enemy_attack(g, h2.villain, 0, boosts=False))
    h2.run([f"defend:{cage}"])
    assert h2.card(cage).damage == printed_atk + 1  # defended: ATK + 1


def test_neighborhood_protectors_deals_side_schemes_from_the_discard_pile_too() -> None:
    """Neighborhood Protectors When Revealed: side schemes from the encounter deck and its discard pile, one per
    player, dealt facedown. Edge: a side scheme in the discard pile is found."""
    h = _with_main(PROTECTORS, encounter_deck=[ADVANCE])
    side = h.add("01109", "encounter_discard")
    g = h.start(_when_revealed)
    assert g.state.cards[side].zone == ("facedown_encounter", 0) and g.state.cards[side].face_down


def test_guerilla_warfare_places_threat_when_the_leader_gets_a_status_card() -> None:
    """Guerilla Warfare: after a status card is placed on the enemy leader, 1 threat here. Edge: a status card
    on a minion adds none, and a status card the leader cannot take (it has one) is not placed."""
    h = _with_main(GUERILLA)
    h.start(lambda g: GiveStatus("stunned", VILLAIN).resolve(Ctx(g, h.villain, 0)))
    g = h.game
    assert g is not None and _main_threat(g) == 1
    h2 = _with_main(GUERILLA)
    bomber = h2.add(HYDRA_BOMBER, "engaged")
    from mcdesk.games.champions.cards.vocabulary import MINION
    g2 = h2.start(lambda g: GiveStatus("confused", MINION).resolve(Ctx(g, bomber, 0)))
    assert _main_threat(g2) == 0 and g2.state.cards[bomber].confused == 1
    h3 = _with_main(GUERILLA)
    h3.set(lambda g: setattr(g.state.cards[h3.villain], "tough", 1))
    g3 = h3.start(lambda g: GiveStatus("tough", VILLAIN).resolve(Ctx(g, h3.villain, 0)))
    assert _main_threat(g3) == 0


def test_superhero_jailbreak_minions_from_the_top_engage() -> None:
    """Superhero Jailbreak: after villain phase step 1, each player discards the top encounter card; a minion
    discarded this way enters play engaged with that player. Edge: another card just stays discarded."""
    h = _with_main(JAILBREAK, heroes=["01001a", CAPTAIN_MARVEL], encounter_deck=[HYDRA_MERCENARY, ADVANCE, ADVANCE])
    g = h.start(lambda g: timing_point(g, ev.VILLAIN_PHASE_STEP, step=1))
    assert [g.state.cards[m].code for m in g.minions(0)] == [HYDRA_MERCENARY]
    assert g.minions(1) == []
    assert [g.state.cards[c].code for c in g.state.zone("encounter_discard")] == [ADVANCE]


@pytest.mark.parametrize("code", [SECRET_AVENGERS, PROTECTORS, GUERILLA, JAILBREAK])
def test_completing_a_resistance_stage_2b_loses_the_game(code: str) -> None:
    """Each stage 2B: if this stage is completed, the players lose (the last main scheme stage). Edge: one
    threat short of its target, the game goes on."""
    h = _with_main(code, encounter_deck=[ADVANCE])
    h.set(lambda g: setattr(g.state.cards[g.main_scheme()], "threat", 8))  # type: ignore[index]
    g = h.start(check_main_scheme)
    assert g.result is None
    h2 = _with_main(code, encounter_deck=[ADVANCE])
    h2.set(lambda g: setattr(g.state.cards[g.main_scheme()], "threat", 9))  # type: ignore[index]
    g2 = h2.start(check_main_scheme)
    assert g2.result == "loss"


def test_cooperative_play_never_uses_the_standard_pvp_set() -> None:
    """Civil War rulebook, "Setting Up a Competitive Game": the standard PvP set replaces the standard set in
    competitive mode only. Cooperative setup refuses it as a modular set; the standard set is used."""
    from mcdesk.core.errors import InvalidSetup
    from mcdesk.games.champions.cards.civil_war import CustomScenarioError, check_custom

    with pytest.raises(CustomScenarioError, match="competitive"):
        check_custom("iron_man", "56063a", "56064a", ("mighty_avengers", "the_initiative", "standard_pvp"))
    setup = GameSetup(players=(PlayerSetup(CAPTAIN_MARVEL, tuple(["01088"] * 40)),), scenario="rhino",
                      modular_sets=("standard_pvp",))
    with pytest.raises(InvalidSetup, match="standard_pvp"):
        Game(setup, 1)
    g = Game(GameSetup(players=(PlayerSetup(CAPTAIN_MARVEL, tuple(["01088"] * 40)),), scenario="cw_iron_man",
                       modular_sets=("mighty_avengers",)), 1)
    sets = {g.facts(c).set_code for c in g.state.cards if g.facts(c).faction_code == "encounter"}
    assert "standard" in sets and "standard_pvp" not in sets


def test_an_encounter_cards_response_is_paid_by_the_player_who_uses_it() -> None:
    """Rules Reference "Response" (an ability the players may use): the player who uses it resolves it (here pays
    for it). Powered Gauntlets (on the enemy leader), Hero Response after you make a basic attack against him:
    the second player attacks and pays with their own cards. Edge: the first player's hand is untouched."""
    from mcdesk.games.champions.engine.turn import player_turn

    h = Harness(scenario="cw_iron_man", heroes=[CAPTAIN_MARVEL, CAPTAIN_MARVEL])
    h.form(1, "hero")
    gaunt = h.add("56065", "villain_area", attach_to=h.villain)
    mine = [h.add("01089", "hand", 0), h.add("01089", "hand", 0)]  # Genius: no [energy], no [physical]
    energy, strength = h.add("01088", "hand", 1), h.add("01090", "hand", 1)
    g = h.start(lambda g: player_turn(g, 1))
    h.run([f"attack:{h.identities[1]}", f"use:{gaunt}:0", f"pay:discard:{energy}", f"pay:discard:{strength}"])
    assert h.card(gaunt).zone == ("encounter_discard", None)
    assert all(h.card(c).zone == ("hand", 0) for c in mine) and g.pending is not None
