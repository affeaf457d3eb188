"""The Marvel Battles X-Men (mnb-027..052): each card's effect and one edge."""

from __future__ import annotations

from mcdesk.games.vs.engine.combat import combat, teammates_ok
from mcdesk.games.vs.engine.harness import Harness

from .helpers import CAP, DEADPOOL, LOCATION, MAGNETO, PROFX, STORM, WOLVERINE, fight, keys, power_key


def test_mnb027_storm_lightning_storm_and_xp_per_power() -> None:
    h = Harness(mains=(STORM, MAGNETO))
    h.add(LOCATION["blue"], "resource", 0)
    bw = h.add("Black Widow", "front", 1)
    g = h.main_phase(0)
    h.run(power_key(1), "card:3", f"card:{bw}")
    assert g.card(3).minus == 1 and g.zone_kind(bw) == "ko" and g.card(2).xp == 1


def test_mnb028_wind_storm_gives_flight_to_your_side() -> None:
    h = Harness(mains=("mnb-028", MAGNETO))
    h.add(LOCATION["red"], "resource", 0)
    bp = h.add("Black Panther", "front", 0)
    g = h.main_phase(0)
    assert not g.has(bp, "flight")
    h.run(power_key(1, 1))
    assert g.has(bp, "flight")
    g.end_effects("turn")
    assert not g.has(bp, "flight")  # edge: this turn only


def test_mnb029_wolverine_snikt_and_solo_stun_xp() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["red"], "resource", 0)
    cap = h.add("Captain America", "front", 1)  # 4/4
    g = fight(h, 0, [1], cap, power_key(1))
    assert g.zone_kind(cap) == "ko" and g.card(2).xp == 1
    h2 = Harness(mains=(WOLVERINE, MAGNETO))  # edge: SNIKT is any turn, also while defending
    h2.add(LOCATION["red"], "resource", 0)
    g2 = fight(h2, 1, [3], 1, power_key(1))
    assert g2.card(3).stunned and g2.card(2).xp == 0  # 6 ATK defending stuns Magneto; no solo-attack XP


def test_mnb030_healing_factor() -> None:
    h = Harness(mains=("mnb-030", MAGNETO))
    h.add(LOCATION["green"], "resource", 0)
    g = h.main_phase(0)
    assert power_key(1, 1) not in keys(g)
    h2 = Harness(mains=("mnb-030", MAGNETO))
    h2.add(LOCATION["green"], "resource", 0)
    h2.set(lambda g: setattr(g.card(1), "wounds", 2))
    g2 = h2.main_phase(0)
    h2.run(power_key(1, 1))
    assert g2.card(1).wounds == 1


def test_mnb031_deadpool_lethal_side_and_xp() -> None:
    h = Harness(mains=(DEADPOOL, MAGNETO))
    h.add(LOCATION["red"], "resource", 0)
    bp = h.add("Black Panther", "front", 0)
    cap = h.add("Ant-Man", "front", 1)  # 2/2 health 1... use a 2-health target below
    ms = h.add("Ms. Marvel", "front", 1)  # 3/3 health 2
    g = h.main_phase(0)
    h.run(power_key(1), f"attack:{bp}", f"defender:{ms}")
    assert g.zone_kind(ms) == "ko"  # Lethal: stunned -> KO'd although it had 2 health
    _ = cap


def test_mnb032_deadpool_attacks_a_player_whose_characters_are_stunned() -> None:
    h = Harness(mains=("mnb-032", MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    h.set(lambda g: setattr(g.card(3), "stunned", True))
    g = h.main_phase(0)
    h.run(power_key(1, 1), "attack:1", "player:1")
    assert g.state.result == "win" and g.state.winners == [0]


def test_mnb033_cerebro_finds_a_character_and_xp_without_attacks() -> None:
    h = Harness(mains=(PROFX, MAGNETO))
    h.add(LOCATION["blue"], "resource", 0)
    bw = h.add("Black Widow", "deck", 0)
    f = h.add("Fortress", "deck", 0)
    h.add("Academy", "deck", 0)
    h.add("Academy", "deck", 0)  # the two drawn this turn
    g = h.turn(0)
    h.run("skip", power_key(1), "done", "done", "end")
    assert g.zone_kind(bw) == "hand" and g.zone_kind(f) == "deck" and g.card(2).xp == 1


def test_mnb034_mental_domination_borrows_until_end_of_turn() -> None:
    h = Harness(mains=("mnb-034", CAP))
    h.add(LOCATION["yellow"], "resource", 0)
    t = h.add("Thor", "front", 1, exhausted=True)
    g = h.turn(0)
    h.run("skip", "done", "done", power_key(1, 1), f"card:{t}", "front")
    assert g.card(t).controller == 0 and not g.card(t).exhausted and g.card_side(t) == 0
    h.run("end")
    assert g.card(t).controller == 1 and g.card_side(t) == 1


def test_mnb035_iceman_freeze() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add("Fortress", "resource", 0)
    ice = h.add("Iceman", "hand", 0)
    g = h.turn(0)
    h.run("skip", f"recruit:{ice}:back", "card:3")
    assert g.card(3).exhausted and g.card(3).frozen
    from mcdesk.games.vs.engine.turn import take_turn

    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.set(lambda g: (setattr(g.card(3), "frozen", True), setattr(g.card(3), "exhausted", True)))
    g2 = h2.start(lambda g: take_turn(g, 1), active=1)
    assert g2.card(3).exhausted and not g2.card(3).frozen  # can't ready during its next turn


def test_mnb036_magik_teleport_to_limbo() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    mg = h.add("Magik", "front", 0)
    bp = h.add("Black Panther", "front", 0)
    g = h.main_phase(0)
    h.run(power_key(mg), f"card:{bp}")
    assert g.zone_kind(mg) == "hand" and g.zone_kind(bp) == "hand"


def test_mnb037_hope_duplicates_x_men_powers() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    hope = h.add("Hope Summers", "back", 0)
    h.add("Namor", "front", 0)
    h.add("Black Widow", "front", 0)  # an Avenger: not copied
    g = h.start(lambda g: iter(()))
    assert g.has(hope, "flight") and g.has(hope, "invade") and not g.has(hope, "sting")


def test_mnb038_cyclops_battle_tactics_and_leader() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["red"], "resource", 0)
    cy = h.add("Cyclops", "back", 0)
    g = h.main_phase(0)
    h.run(power_key(cy), "card:1")
    assert g.row(1) == "back" and g.has(cy, "leader")


def test_mnb039_deadpool_mercenary_and_comes_back() -> None:
    h = Harness(mains=(CAP, MAGNETO))
    dp = h.add("Deadpool", "front", 0)
    x = h.add("Cyclops", "front", 0)
    ant = h.add("Ant-Man", "front", 0)
    g = h.start(lambda g: iter(()))
    assert teammates_ok(g, [1, dp]) and teammates_ok(g, [1, dp, x])  # with any main character
    assert not teammates_ok(g, [x, 1]) and not teammates_ok(g, [1, dp, ant])  # Ant-Man shares no team with him
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.add(LOCATION["green"], "resource", 0)
    dp2 = h2.add("Deadpool", "ko", 0)
    g2 = h2.turn(0)
    h2.run("skip", power_key(dp2), "back")
    assert g2.in_play(dp2) and g2.row(dp2) == "back"


def test_mnb040_namor_invade() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO), main_rows=("front", "back"))
    nm = h.add("Namor", "front", 0)  # 3/2 flight
    h.add("Hawkeye", "back", 1)
    g = fight(h, 0, [nm], 3)  # Magneto 2/4 in the back row (no face-up front row): can't strike back
    assert not g.card(nm).stunned


def test_mnb041_gambit_kinetic_card_throw() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["blue"], "resource", 0)
    gb = h.add("Gambit", "front", 0)
    thor = h.add("Thor", "front", 1)  # cost 6
    cheap = h.add("Ant-Man", "hand", 0)  # cost 1
    g = h.main_phase(0)
    assert power_key(gb) not in keys(g)  # edge: no card costing enough
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.add(LOCATION["blue"], "resource", 0)
    gb2 = h2.add("Gambit", "front", 0)
    bp = h2.add("Black Panther", "front", 1)  # cost 2
    c2 = h2.add("Hawkeye", "hand", 0)  # cost 2
    g2 = h2.main_phase(0)
    h2.run(power_key(gb2))
    assert g2.card(bp).stunned and g2.zone_kind(c2) == "ko"
    _ = (thor, cheap)


def test_mnb042_storm_thunder_storm() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["blue"], "resource", 0)
    st = h.add("Storm", "back", 0)
    bp = h.add("Black Panther", "front", 1)
    g = h.main_phase(0)
    h.run(power_key(st))
    assert g.card(3).minus == 1 and g.card(bp).minus == 1 and g.card(1).minus == 0


def test_mnb043_beast_genius_and_ferocious() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    b = h.add("Beast", "front", 0)
    d = h.add("Fortress", "deck", 0)
    g = h.turn(0)
    h.run("yes")
    assert g.zone_kind(d) == "hand" and g.has(b, "ferocious")


def test_mnb044_wolverine_regeneration_and_berserker() -> None:
    h = Harness(mains=(CAP, MAGNETO))
    w = h.add("Wolverine", "front", 0, wounds=1)
    g = h.turn(0)
    assert g.card(w).wounds == 0
    h2 = Harness(mains=(CAP, MAGNETO))
    w2 = h2.add("Wolverine", "front", 0)
    g2 = fight(h2, 0, [w2], 3)
    assert g2.card(3).stunned and g2.card(w2).plus == 1


def test_mnb045_cable_ultimate_soldier() -> None:
    h = Harness(mains=(WOLVERINE, CAP))
    h.add(LOCATION["red"], "resource", 0)
    cable = h.add("Cable", "front", 0)  # 2/7
    g = fight(h, 0, [cable], 3, power_key(cable))  # Cap 2/5 survives the strike, then is stunned
    assert g.card(3).stunned


def test_mnb046_colossus_toss_and_organic_steel() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    for _ in range(6):
        h.add("Fortress", "resource", 0, face_down=True)
    co = h.add("Colossus", "hand", 0)
    g = h.turn(0)
    h.run("skip", f"recruit:{co}:front")
    assert g.has(1, "flight")
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.add(LOCATION["green"], "resource", 0)
    co2 = h2.add("Colossus", "front", 0)
    g2 = fight(h2, 0, [co2], 3, power_key(co2))
    assert g2.stats(co2) == (7, 7)  # edge: this combat only


def test_mnb047_emma_frost_mind_games() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    for _ in range(6):
        h.add("Fortress", "resource", 0, face_down=True)
    em = h.add("Emma Frost", "hand", 0)
    h.add("Fortress", "hand", 1)
    h.add("Fortress", "hand", 1)
    d = [h.add("Academy", "deck", 1) for _ in range(3)]
    g = h.turn(0)
    h.run("skip", f"recruit:{em}:back", "player:1")
    assert len(g.hand(1)) == 2 and all(g.zone_kind(c) in ("hand", "deck") for c in d) and len(g.ko_pile(1)) == 2


def test_mnb048_professor_x_mind_control_supporting_only() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    px = h.add("Professor X", "back", 0)
    g = h.main_phase(0)
    assert power_key(px) not in keys(g)  # edge: only Magneto (a main character) is there
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.add(LOCATION["yellow"], "resource", 0)
    px2 = h2.add("Professor X", "back", 0)
    t = h2.add("Thor", "front", 1)
    g2 = h2.main_phase(0)
    h2.run(power_key(px2), "back")
    assert g2.card(t).controller == 0 and g2.row(t) == "back"


def test_mnb049_x_factor_readies() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    xf = h.add("X-Factor", "hand", 0)
    h.set(lambda g: setattr(g.card(1), "exhausted", True))
    g = h.main_phase(0)
    h.run(f"plot:{xf}")
    assert not g.card(1).exhausted


def test_mnb050_squad_tactics_counters_in_combat() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    sq = h.add("Squad Tactics", "hand", 0)
    bp = h.add("Black Panther", "front", 0)
    g = fight(h, 0, [1], 3, f"plot:{sq}")
    assert g.card(1).plus == 1 and g.card(bp).plus == 0  # only characters in the combat
    assert g.card(3).stunned


def test_mnb051_uncanny_defense_switches_defender() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    ud = h.add("Uncanny Defense", "hand", 0)
    co = h.add("Colossus", "back", 0)
    bp = h.add("Black Panther", "front", 1)
    g = fight(h, 1, [bp], 1, f"plot:{ud}")
    assert g.row(co) == "front" and g.row(1) == "back" and g.card(bp).stunned and not g.card(co).stunned


def test_mnb052_school_for_gifted_youngsters_x_men_only() -> None:
    from mcdesk.games.vs.engine.actions import payment_plan

    h = Harness(mains=(WOLVERINE, CAP))
    loc = h.add("School for Gifted Youngsters", "resource", 0)
    thor = h.add("Thor", "front", 0)
    g = h.start(lambda g: iter(()))
    assert payment_plan(g, 0, 1, ("blue",)) == [loc] and payment_plan(g, 0, thor, ("blue",)) is None
    _ = combat
