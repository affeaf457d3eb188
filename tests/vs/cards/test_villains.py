"""The Marvel Battles Super Villains (mnb-079..104) and neutral cards (mnb-105..112): effect and one edge."""

from __future__ import annotations

from mcdesk.games.vs.engine.abilities import END_OF_COMBAT
from mcdesk.games.vs.engine.harness import Harness

from .helpers import CAP, GOBLIN, LOCATION, LOKI, MAGNETO, THANOS, WOLVERINE, fight, keys, power_key


def test_mnb079_sadistic_choice_and_xp() -> None:
    h = Harness(mains=(GOBLIN, WOLVERINE))
    h.add(LOCATION["yellow"], "resource", 0)
    bp = h.add("Black Panther", "front", 1)
    g = h.main_phase(0)
    h.run(power_key(1))  # no cards in hand: it is stunned
    assert g.card(bp).stunned and g.card(2).xp == 1
    h2 = Harness(mains=(GOBLIN, WOLVERINE))
    h2.add(LOCATION["yellow"], "resource", 0)
    bp2 = h2.add("Black Panther", "front", 1)
    c = h2.add("Fortress", "hand", 1)
    g2 = h2.main_phase(0)
    h2.run(power_key(1), "yes")
    assert not g2.card(bp2).stunned and g2.zone_kind(c) == "ko"


def test_mnb080_bombs_away() -> None:
    h = Harness(mains=("mnb-080", WOLVERINE))
    h.add(LOCATION["red"], "resource", 0)
    bp = h.add("Black Panther", "front", 1, stunned=True)
    g = h.main_phase(0)
    h.run(power_key(1, 1))
    assert g.zone_kind(bp) == "ko"


def test_mnb081_god_of_mischief_and_plot_xp() -> None:
    h = Harness(mains=(LOKI, WOLVERINE))
    h.add(LOCATION["red"], "resource", 0)
    of = h.add("Open Fire", "ko", 0)
    g = fight(h, 0, [1], 3, power_key(1))
    assert g.zone_kind(of) == "deck" and g.card(2).xp == 1
    assert g.card(3).stunned is False  # Loki 1+2 ATK vs Wolverine DEF 4


def test_mnb082_master_of_plots() -> None:
    h = Harness(mains=("mnb-082", WOLVERINE))
    h.add(LOCATION["yellow"], "resource", 0)
    pt = h.add("Open Fire", "hand", 1)
    loc = h.add("Fortress", "hand", 1)
    g = h.main_phase(0)
    h.run(power_key(1, 1))
    assert g.zone_kind(pt) == "ko" and g.zone_kind(loc) == "hand"


def test_mnb083_magnetic_force_field_and_turn_start_xp() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    h.add(LOCATION["blue"], "resource", 0)
    g = fight(h, 1, [3], 1, power_key(1))
    assert not g.card(1).stunned  # 2/8 against 3 ATK
    h2 = Harness(mains=(MAGNETO, WOLVERINE))
    g2 = h2.turn(0)
    assert g2.card(2).xp == 1


def test_mnb084_mutant_supremacy() -> None:
    h = Harness(mains=("mnb-084", WOLVERINE))
    h.add(LOCATION["green"], "resource", 0)
    r = h.add("Academy", "resource", 1, face_down=True)
    g = h.main_phase(0)
    h.run(power_key(1, 1), f"card:{r}")
    assert g.zone_kind(r) == "ko"


def test_mnb085_court_death_and_ko_xp() -> None:
    h = Harness(mains=(THANOS, WOLVERINE))
    h.add(LOCATION["green"], "resource", 0)
    a = h.add("Thor", "ko", 1)
    b = h.add("Hulk", "ko", 0)
    c = h.add("Fortress", "ko", 0)
    g = h.main_phase(0)
    h.run(power_key(1))
    assert g.card(1).plus == 2 and g.zone_kind(a) == "deck" and g.zone_kind(b) == "deck" and g.zone_kind(c) == "ko"
    h2 = Harness(mains=(THANOS, WOLVERINE))
    bw = h2.add("Black Widow", "front", 1)
    g2 = fight(h2, 0, [1], bw)
    assert g2.card(2).xp == 1


def test_mnb086_infinity_gauntlet() -> None:
    h = Harness(mains=("mnb-086", WOLVERINE))
    for sym in ("blue", "yellow", "green", "red"):
        h.add(LOCATION[sym], "resource", 0)
    r = h.add("Academy", "resource", 1, face_down=True)
    s = h.add("Black Panther", "front", 1)
    d = h.add("Fortress", "hand", 1)
    g = h.main_phase(0)
    h.run(power_key(1, 1))
    assert g.card(3).stunned and g.zone_kind(r) == "ko" and g.zone_kind(s) == "ko" and g.zone_kind(d) == "ko"


def test_mnb087_ronan_accuse() -> None:
    from mcdesk.games.vs.cards.sets.others import _all_names

    h = Harness(mains=(MAGNETO, WOLVERINE))
    h.add(LOCATION["yellow"], "resource", 0)
    rn = h.add("Ronan", "front", 0)
    a = h.add("Open Fire", "hand", 1)
    b = h.add("Open Fire", "hand", 1)
    c = h.add("Fortress", "hand", 1)
    g = h.main_phase(0)
    h.run(power_key(rn), f"name:{_all_names().index('Open Fire')}")
    assert g.zone_kind(a) == "ko" and g.zone_kind(b) == "ko" and g.zone_kind(c) == "hand"


def test_mnb088_mystique_impersonate_keeps_her_counters() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    h.add(LOCATION["red"], "resource", 0)
    my = h.add("Mystique", "front", 0, plus=1)
    t = h.add("Thor", "front", 1)
    g = h.main_phase(0)
    h.run(power_key(my), f"card:{t}")
    assert g.stats(my) == (7, 6)


def test_mnb089_doctor_octopus_genius_and_grab() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    do = h.add("Doctor Octopus", "front", 0)
    d = h.add("Fortress", "deck", 0)
    h.add("Academy", "deck", 0)
    h.add("Academy", "deck", 0)
    g = h.turn(0)
    h.run("no")
    assert g.zone_kind(d) == "deck" and g.has(do, "grab")


def test_mnb090_green_goblin_blast() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    for _ in range(3):
        h.add("Academy", "resource", 0, face_down=True)
    gg = h.add("Green Goblin", "hand", 0)
    bp = h.add("Black Panther", "front", 1)
    hk = h.add("Hawkeye", "back", 1)
    g = h.turn(0)
    h.run("skip", f"recruit:{gg}:back", "row:1:front")
    assert g.card(bp).minus == 1 and g.card(3).minus == 1 and g.card(hk).minus == 0


def test_mnb091_red_skull_dust_of_death() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    h.add(LOCATION["red"], "resource", 0)
    rs = h.add("Red Skull", "front", 0)
    g = fight(h, 1, [3], rs, power_key(rs))
    assert g.card(3).stunned and not g.card(rs).stunned


def test_mnb092_sabretooth_ferocious_berserker() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    sb = h.add("Sabretooth", "front", 0)  # 4/4 -> 5/5 when attacking
    g = fight(h, 0, [sb], 3)
    assert g.card(3).stunned and not g.card(sb).stunned and g.card(sb).plus == 1


def test_mnb093_ultron_replicate_and_swarm() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    h.add(LOCATION["blue"], "resource", 0)
    u = h.add("Ultron", "front", 0)
    u2 = h.add("Ultron", "deck", 0)
    h.add("Fortress", "deck", 0)
    h.add("Fortress", "deck", 0)
    h.add("Fortress", "deck", 0)
    g = h.turn(0)
    h.run("skip", power_key(u), f"card:{u2}", "back")
    assert g.in_play(u) and g.in_play(u2)


def test_mnb093ea_alternate_art_ultron_plays_as_ultron() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    u = h.add("mnb-093ea", "front", 0)
    g = h.start(lambda g: iter(()))
    assert g.has(u, "swarm") and g.script(u).powers[0].name == "Replicate"


def test_mnb094_abomination_monstrous() -> None:
    h = Harness(mains=(CAP, MAGNETO))
    a1 = h.add("Hawkeye", "front", 0)
    a2 = h.add("Ant-Man", "front", 0)
    ab = h.add("Abomination", "front", 1)
    g = fight(h, 0, [1, a1, a2], ab)
    assert g.zone_kind(a1) == "ko" and g.zone_kind(a2) == "ko" and g.card(1).stunned


def test_mnb095_mandarin_four_rings() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    for sym in ("yellow", "red", "green", "blue"):
        h.add(LOCATION[sym], "resource", 0)
    md = h.add("Mandarin", "back", 0)
    h.add("Thor", "deck", 0)
    c = h.add("Thor", "hand", 1)
    g = h.main_phase(0)
    h.run(power_key(md, 0), power_key(md, 1), power_key(md, 2), "card:1", power_key(md, 3), "card:3")
    assert len(g.hand(0)) == 1 and g.zone_kind(c) == "ko" and g.card(1).plus == 1 and g.card(3).minus == 1


def test_mnb096_juggernaut_unstoppable() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    h.add(LOCATION["green"], "resource", 0)
    j = h.add("Juggernaut", "front", 0)
    hk = h.add("Hawkeye", "back", 1)
    g = fight(h, 0, [j], 3, power_key(j), f"card:{hk}")
    assert g.card(3).stunned and g.zone_kind(hk) == "ko"


def test_mnb097_magneto_magnetic_suppression_enemy_only() -> None:
    h = Harness(mains=(CAP, WOLVERINE))
    h.add("Magneto", "back", 0)
    mine = h.add("Black Panther", "front", 0, stunned=True, exhausted=True)
    g = h.turn(0)
    assert not g.card(mine).stunned


def test_mnb098_loki_schemer() -> None:
    h2 = Harness(mains=(MAGNETO, WOLVERINE))
    h2.add("Loki", "back", 0)
    x = h2.add("Extinguish", "hand", 0)
    h2.add("Black Panther", "front", 1, stunned=True)
    d = h2.add("Fortress", "deck", 0)
    g2 = h2.main_phase(0)
    h2.run(f"plot:{x}", "yes")
    assert g2.zone_kind(d) == "hand"


def test_mnb099_dormammu_necromancy_and_immortal() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    h.add(LOCATION["yellow"], "resource", 0)
    h.add(LOCATION["blue"], "resource", 0)
    dm = h.add("Dormammu", "back", 0)
    t = h.add("Thor", "ko", 1)
    g = h.main_phase(0)
    h.run(power_key(dm), "front")
    assert g.in_play(t) and g.card(t).controller == 0 and g.card(t).owner == 1

    def ko(gg):  # type: ignore[no-untyped-def]
        yield from gg.ko(dm)

    h2 = Harness(mains=(MAGNETO, WOLVERINE))
    dm = h2.add("Dormammu", "back", 0)
    g2 = h2.start(ko)
    h2.run("yes")
    assert g2.zone_kind(dm) == "deck"


def test_mnb100_thanos_welcome_death() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    h.add(LOCATION["green"], "resource", 0)
    th = h.add("Thanos", "front", 0)
    s = h.add("Hulk", "front", 1, stunned=True, wounds=1)
    g = h.main_phase(0)
    h.run(power_key(th))
    assert g.zone_kind(s) == "ko"  # Hulk has 2 health


def test_mnb101_extinguish_needs_a_stunned_supporting_character() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    x = h.add("Extinguish", "hand", 0)
    g = h.main_phase(0)
    assert f"plot:{x}" not in keys(g)
    h2 = Harness(mains=(MAGNETO, WOLVERINE))
    x2 = h2.add("Extinguish", "hand", 0)
    s = h2.add("Hulk", "front", 1, stunned=True)
    g2 = h2.main_phase(0)
    h2.run(f"plot:{x2}")
    assert g2.zone_kind(s) == "ko"


def test_mnb102_metal_and_fire() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    mf = h.add("Metal and Fire", "hand", 0)
    bp = h.add("Black Panther", "front", 1)
    g = fight(h, 0, [1], 3, f"plot:{mf}")
    assert g.card(3).minus == 1 and g.card(bp).minus == 0 and g.card(1).minus == 0


def test_mnb103_trickster_god() -> None:
    h = Harness(mains=(MAGNETO, WOLVERINE))
    tg = h.add("Trickster God", "hand", 0)
    g = fight(h, 0, [1], 3, f"plot:{tg}", "card:1")
    assert g.card(3).stunned  # Magneto 4/2 against Wolverine DEF 4; Wolverine's 3 stuns his DEF 2
    assert g.card(1).stunned and g.stats(1) == (2, 4)  # this combat only


def test_mnb104_the_vault_villains_only() -> None:
    from mcdesk.games.vs.engine.actions import payment_plan

    h = Harness(mains=(MAGNETO, WOLVERINE))
    v = h.add("The Vault", "resource", 0)
    g = h.start(lambda g: iter(()))
    assert payment_plan(g, 0, 1, ("red",)) == [v] and payment_plan(g, 1, 3, ("red",)) is None


def test_mnb105_to_108_neutral_combat_plot_twists() -> None:
    for name, who, stats in (("Open Fire", "attacker", (5, 4)), ("Best Offense Is A Good Defense", "attacker",
                                                                   (3, 9)),
                             ("Savage Surprise", "defender", (6, 4)), ("Find Cover", "defender", (2, 7))):
        h = Harness(mains=(WOLVERINE, MAGNETO))
        pt = h.add(name, "hand", 0 if who == "attacker" else 1)
        g = fight(h, 0, [1], 3)
        assert g.zone_kind(pt) == "hand"  # nobody played it
        h = Harness(mains=(WOLVERINE, MAGNETO))
        pt = h.add(name, "hand", 0 if who == "attacker" else 1)
        seen: list[tuple[int, int]] = []

        def proc(g, who=who, seen=seen):  # type: ignore[no-untyped-def]
            from mcdesk.games.vs.engine.combat import combat

            END_OF_COMBAT["test_record"] = lambda g, cb, e: _record(g, cb, who, seen)
            g.add_effect("end_of_combat", player=0, until="combat", hook="test_record")
            yield from combat(g, 0, [1], 3)

        h.start(proc)
        h.run(f"plot:{pt}")
        assert seen and seen[0] == stats, name


def _record(g, cb, who, seen):  # type: ignore[no-untyped-def]
    c = cb.attackers[0] if who == "attacker" and cb.attackers else cb.defender
    if c < 0:
        c = 1 if who == "attacker" else 3
    seen.append(g.stats(c))
    return
    yield


def test_mnb109_to_112_basic_locations_make_their_symbol() -> None:
    from mcdesk.games.vs.engine.actions import produces

    h = Harness(mains=(WOLVERINE, MAGNETO))
    locs = {sym: h.add(name, "resource", 0) for sym, name in LOCATION.items()}
    g = h.start(lambda g: iter(()))
    for sym, c in locs.items():
        assert produces(g, c, sym, 1) and not any(produces(g, c, o, 1) for o in LOCATION if o != sym)
