"""The Marvel Battles Avengers (mnb-001..026): each card's effect and one edge (rulebook and Marvel Battles
card clarifications)."""

from __future__ import annotations

from mcdesk.games.vs.engine.harness import Harness

from .helpers import CAP, HULK, IRONMAN, LOCATION, MAGNETO, SPIDEY, WOLVERINE, fight, keys, power_key


def test_mnb001_captain_america_assemble_and_level_up() -> None:
    h = Harness(mains=(CAP, MAGNETO))
    loc = h.add(LOCATION["red"], "resource", 0)
    a = h.add("Hawkeye", "front", 0)
    t = h.add("Mystique", "front", 1)  # 2/4: Cap 2 + Hawkeye 2 stun her
    h.set(lambda g: None)
    g = h.main_phase(0)
    h.run(power_key(1), f"attack:{1}", f"with:{a}", f"defender:{t}")
    assert g.card(loc).face_down and g.zone_kind(t) == "ko" and not g.card(1).stunned and not g.card(a).stunned
    assert g.card(2).xp == 1  # Side by Side: stunned an enemy while team attacking
    # edge: a solo attack is still struck back (the power is about team attacks)
    h2 = Harness(mains=(CAP, MAGNETO))
    h2.add(LOCATION["red"], "resource", 0)
    bp = h2.add("Black Panther", "front", 1)  # 3/2 vs Cap 2/5: no
    g2 = h2.main_phase(0)
    h2.run(power_key(1), "attack:1", f"defender:{bp}")
    assert g2.card(bp).stunned and g2.card(2).xp == 0


def test_mnb002_leader_of_the_avengers() -> None:
    h = Harness(mains=("mnb-002", MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    a = h.add("Hawkeye", "front", 0)
    s = h.add("Ant-Man", "front", 0, stunned=True)
    g = h.main_phase(0)
    h.run(power_key(1, 1))
    assert g.card(1).plus == 1 and g.card(a).plus == 1 and g.card(s).plus == 0  # stunned: no counter


def test_mnb003_hulk_smash_and_xp_when_stunned() -> None:
    h = Harness(mains=(HULK, MAGNETO))
    h.add(LOCATION["green"], "resource", 0)
    g = h.main_phase(0)
    assert power_key(1) not in keys(g)  # edge: no wounds, nothing to do
    h2 = Harness(mains=(HULK, MAGNETO))
    h2.add(LOCATION["green"], "resource", 0)
    h2.set(lambda g: setattr(g.card(1), "wounds", 2))
    g2 = h2.main_phase(0)
    h2.run(power_key(1))
    assert g2.card(1).plus == 2

    def stun(g):  # type: ignore[no-untyped-def]
        yield from g.stun(1)

    h3 = Harness(mains=(HULK, MAGNETO))
    g3 = h3.start(stun)
    assert g3.card(2).xp == 1


def test_mnb004_banners_influence_is_a_build_power() -> None:
    h = Harness(mains=("mnb-004", MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    h.add("Fortress", "deck", 0)
    h.add("Fortress", "deck", 0)
    h.set(lambda g: setattr(g.card(1), "plus", 2))
    g = h.main_phase(0)
    assert power_key(1, 1) not in keys(g)  # edge: Build only
    g = h.turn(0)
    h.run("skip", power_key(1, 1))
    assert g.card(1).plus == 0 and len(g.hand(0)) == 2


def test_mnb005_repulsor_blast_push_and_xp_on_power_up() -> None:
    h = Harness(mains=(IRONMAN, MAGNETO))
    h.add(LOCATION["blue"], "resource", 0)
    bp = h.add("Black Panther", "front", 1)
    im = h.add("Iron Man", "hand", 0)
    g = h.main_phase(0)
    h.run(power_key(1), f"card:{bp}", "yes")
    assert g.card(bp).minus == 1 and g.row(bp) == "back"
    h.run(f"powerup:{im}:1")
    assert g.card(2).xp == 1 and g.card(1).plus == 1


def test_mnb006_upgraded_armor_needs_a_counter() -> None:
    h = Harness(mains=("mnb-006", MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    a = h.add("Hawkeye", "front", 0)
    g = h.main_phase(0)
    assert power_key(1, 1) not in keys(g)
    g.card(a).plus = 1
    h2 = Harness(mains=("mnb-006", MAGNETO))
    h2.add(LOCATION["yellow"], "resource", 0)
    a2 = h2.add("Hawkeye", "front", 0, plus=1)
    g2 = h2.main_phase(0)
    h2.run(power_key(1, 1))
    assert g2.card(a2).plus == 4


def test_mnb007_spider_man_great_power_and_responsibility() -> None:
    h = Harness(mains=(SPIDEY, MAGNETO))
    h.add(LOCATION["green"], "resource", 0)
    h.add("Hawkeye", "back", 0)
    h.add("Ant-Man", "back", 0, stunned=True)  # edge: stunned supporting characters don't count
    g = fight(h, 1, [3], 1, power_key(1))
    assert g.stats(1) == (3, 6) or g.card(1).stunned is False
    h2 = Harness(mains=(SPIDEY, MAGNETO))
    h2.add("Hawkeye", "back", 0)
    h2.add("Black Widow", "back", 0)
    g2 = h2.turn(0)
    h2.run("skip", "done", "done", "end")
    assert g2.card(2).xp == 2


def test_mnb008_friendly_neighbor_takes_the_defenders_place() -> None:
    h = Harness(mains=("mnb-008", MAGNETO), main_rows=("back", "front"))
    h.add(LOCATION["yellow"], "resource", 0)
    bw = h.add("Black Widow", "front", 0)
    g = fight(h, 1, [3], bw, power_key(1, 1))
    assert g.row(1) == "front" and g.row(bw) == "back" and g.in_play(bw) and not g.card(bw).stunned


def test_mnb009_ant_man_shrink_first_attack_only() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    ant = h.add("Ant-Man", "front", 1)
    g = fight(h, 0, [1], ant, "yes")
    assert not g.card(ant).stunned and g.card(1).exhausted  # cancelled: attacker stays exhausted
    assert "shrink" and ant in g.state.shrink_used


def test_mnb010_black_widow_sting() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add("Fortress", "resource", 0)
    bw = h.add("Black Widow", "hand", 0)
    bp = h.add("Black Panther", "front", 1)
    g = h.turn(0)
    h.run("skip", f"recruit:{bw}:back", f"card:{bp}")
    assert g.card(bp).minus == 1 and g.card(3).minus == 0


def test_mnb011_black_panther_ferocious_strikes_first() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    bp = h.add("Black Panther", "front", 0)  # 3/2
    ant = h.add("Ant-Man", "front", 1)  # 2/2: would stun BP back
    g = fight(h, 0, [bp], ant, "no")
    assert g.zone_kind(ant) == "ko" and not g.card(bp).stunned
    h2 = Harness(mains=(WOLVERINE, MAGNETO))  # edge: both ferocious strike at the same time
    bp2 = h2.add("Black Panther", "front", 0)
    sab = h2.add("Sabretooth", "front", 1)  # 4/4 ferocious
    g2 = fight(h2, 0, [bp2], sab)
    assert g2.card(bp2).stunned and not g2.card(sab).stunned


def test_mnb012_daredevil_dodge_and_fearless() -> None:
    from mcdesk.games.vs.engine.combat import defenders

    h = Harness(mains=(WOLVERINE, MAGNETO))
    dd = h.add("Daredevil", "front", 1)
    bw = h.add("Black Widow", "back", 0)
    g = h.start(lambda g: iter(()))
    assert dd not in defenders(g, 0, [bw])
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    dd2 = h2.add("Daredevil", "front", 1)  # 3 ATK doubled against Wolverine's DEF 4
    g2 = fight(h2, 1, [dd2], 1)
    assert g2.card(1).stunned


def test_mnb013_hawkeye_take_aim_next_attack_only() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO), main_rows=("front", "back"))
    h.add(LOCATION["red"], "resource", 0)
    hk = h.add("Hawkeye", "back", 0)
    g = h.main_phase(0)
    h.run(power_key(hk), f"attack:{hk}", "defender:3")  # ranged vs Magneto 2/4 ranged: 5 >= 4, no strike back
    assert g.card(3).stunned and not g.card(hk).stunned
    assert not g.effects_of("attack_bonus", card=hk)


def test_mnb014_nick_fury_resource_from_deck() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    nf = h.add("Nick Fury", "front", 0)
    top = h.add("Fortress", "deck", 0)
    g = h.main_phase(0)
    h.run(power_key(nf), "yes")
    assert g.zone_kind(top) == "resource" and not g.card(top).face_down
    assert len(g.resources(0)) == 2


def test_mnb015_captain_america_leader_and_inspire() -> None:
    h = Harness(mains=(CAP, MAGNETO))
    cap = h.add("Captain America", "front", 0)
    ant = h.add("Ant-Man", "front", 0)
    h.add("Fortress", "resource", 0)
    bw = h.add("Black Widow", "hand", 0)
    t = h.add("Black Panther", "front", 1)  # 3 ATK
    g = fight(h, 0, [cap, ant], t, f"card:{cap}")  # Leader: the attacking player chooses
    assert g.pending is None and not g.card(cap).stunned and g.card(t).stunned
    h2 = Harness(mains=(CAP, MAGNETO))
    h2.add("Captain America", "front", 0)
    h2.add("Fortress", "resource", 0)
    bw = h2.add("Black Widow", "hand", 0)
    g2 = h2.turn(0)
    h2.run("skip", f"recruit:{bw}:back")
    assert g2.card(bw).plus == 1


def test_mnb016_spider_man_websling() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO), main_rows=("front", "back"))
    h.add(LOCATION["red"], "resource", 0)
    sm = h.add("Spider-Man", "front", 0)
    g = h.main_phase(0)
    h.run(power_key(sm))
    assert g.row(3) == "front"


def test_mnb017_ms_marvel_energy_absorption() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["blue"], "resource", 0)
    mm = h.add("Ms. Marvel", "back", 0)
    g = h.main_phase(0)
    assert power_key(mm) not in keys(g)  # edge: no other ranged character
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.add(LOCATION["blue"], "resource", 0)
    mm2 = h2.add("Ms. Marvel", "back", 0)
    h2.add("Hawkeye", "back", 0)
    h2.add("Black Widow", "back", 0)
    g2 = h2.main_phase(0)
    h2.run(power_key(mm2))
    assert g2.card(mm2).plus == 2


def test_mnb018_luke_cage_impervious_skin() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["green"], "resource", 0)
    lc = h.add("Luke Cage", "front", 0)  # 7/6 health 1
    thor = h.add("Thor", "front", 1, plus=1)  # 7/6
    g = fight(h, 1, [thor], lc, power_key(lc))
    assert g.card(lc).stunned and g.card(lc).wounds == 0 and g.in_play(lc)


def test_mnb019_dr_strange_transmute() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    ds = h.add("Dr. Strange", "front", 0)
    t = h.add("Hulk", "front", 1, plus=3)
    g = h.main_phase(0)
    h.run(power_key(ds))
    assert g.card(t).minus == 3 and g.card(t).plus == 0


def test_mnb020_iron_man_inventive() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    for _ in range(6):
        h.add("Fortress", "resource", 0, face_down=True)
    im = h.add("Iron Man", "hand", 0)
    g = h.turn(0)
    h.run("skip", f"recruit:{im}:back", "card:5")
    assert not g.card(5).face_down


def test_mnb021_thor_lightning_strike() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["blue"], "resource", 0)
    thor = h.add("Thor", "front", 0)
    hk = h.add("Hawkeye", "front", 1)  # 2/3
    g = h.main_phase(0)
    h.run(power_key(thor), f"card:{hk}")
    assert g.zone_kind(hk) == "ko" and g.card(3).minus == 0  # DEF 0: stunned, 1 health: KO'd


def test_mnb022_hulk_incredible_power() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["green"], "resource", 0)
    hulk = h.add("Hulk", "front", 0)
    g = h.main_phase(0)
    assert power_key(hulk) not in keys(g)
    g.card(hulk)
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.add(LOCATION["green"], "resource", 0)
    hulk2 = h2.add("Hulk", "front", 0, wounds=1)
    g2 = h2.main_phase(0)
    h2.run(power_key(hulk2))
    assert g2.card(hulk2).plus == 7


def test_mnb023_earths_mightiest_heroes_this_combat_only() -> None:
    h = Harness(mains=(CAP, MAGNETO))
    emh = h.add("Earth's Mightiest Heroes", "hand", 0)
    g = fight(h, 0, [1], 3, f"plot:{emh}", "card:1")
    assert g.card(3).stunned  # Cap 4 vs Magneto DEF 4
    assert g.stats(1) == (2, 5)


def test_mnb024_think_again_cancels() -> None:
    h = Harness(mains=(CAP, MAGNETO))
    ta = h.add("Think Again", "hand", 0)
    h.add("Thor", "front", 1)
    g = fight(h, 1, [3], 1, f"plot:{ta}")
    assert not g.card(1).stunned and g.card(3).exhausted and g.state.combat is None


def test_mnb025_stark_tech_gives_ranged() -> None:
    h = Harness(mains=(CAP, MAGNETO), main_rows=("back", "front"))
    st = h.add("Stark Tech", "hand", 0)
    g = h.main_phase(0)
    assert "attack:1" not in keys(g)
    h.run(f"plot:{st}")
    assert g.card(1).plus == 1 and "attack:1" in keys(g)


def test_mnb026_avengers_mansion_any_symbol_for_avengers() -> None:
    h = Harness(mains=(CAP, MAGNETO))
    h.add("Avengers Mansion", "resource", 0)
    thor = h.add("Thor", "front", 0)
    hulk = h.add("Hulk", "front", 0, wounds=1)
    g = h.main_phase(0)
    assert power_key(thor) in keys(g) and power_key(hulk) in keys(g) and power_key(1) in keys(g)
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.add("Avengers Mansion", "resource", 0)
    g2 = h2.start(lambda g: iter(()))
    from mcdesk.games.vs.engine.actions import payment_plan

    assert payment_plan(g2, 0, 1, ("red",)) is None  # Wolverine is not an Avenger
