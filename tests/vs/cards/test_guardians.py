"""The Marvel Battles Guardians of the Galaxy (mnb-053..078): each card's effect and one edge."""

from __future__ import annotations

from mcdesk.games.vs.engine.harness import Harness

from .helpers import GAMORA, GROOT, LOCATION, MAGNETO, ROCKET, STARLORD, WOLVERINE, fight, keys, power_key


def test_mnb053_rocket_murder_you_and_empty_hand_xp() -> None:
    h = Harness(mains=(ROCKET, MAGNETO), main_rows=("back", "front"))
    loc = h.add(LOCATION["blue"], "hand", 0)
    g = h.main_phase(0)
    h.run(power_key(1))
    assert g.zone_kind(loc) == "ko"  # paid by discarding the location from hand
    assert g.facts(g.players[0].main).level == 2  # Level Up (1): the hand is now empty
    h.run(f"attack:{g.players[0].main}", "defender:3")
    assert g.card(3).stunned  # level 2 Rocket 6 + 4 vs 4


def test_mnb054_one_raccoons_garbage() -> None:
    h = Harness(mains=("mnb-054", MAGNETO))
    h.add(LOCATION["red"], "resource", 0)
    ko = [h.add("Fortress", "ko", 0) for _ in range(3)]
    g = h.main_phase(0)
    h.run(power_key(1, 1))
    assert sum(g.zone_kind(c) == "hand" for c in ko) == 2


def test_mnb055_star_lord_greatest_guardian_and_recruit_xp() -> None:
    h = Harness(mains=(STARLORD, MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    bp = h.add("Black Panther", "hand", 0)  # cost 2 with 1 resource
    g = h.turn(0)
    h.run("skip")
    assert not any(k.startswith(f"recruit:{bp}") for k in keys(g))
    h.run(power_key(1), f"recruit:{bp}:front")
    assert g.in_play(bp) and g.card(2).xp == 1


def test_mnb056_space_cop() -> None:
    h = Harness(mains=("mnb-056", MAGNETO))
    h.add(LOCATION["red"], "resource", 0)
    g = h.main_phase(0)
    assert g.has(3, "flight")
    h.run(power_key(1, 1))
    assert not g.has(3, "flight")


def test_mnb057_gamora_brutal_training_needs_a_stun() -> None:
    h = Harness(mains=(GAMORA, MAGNETO))
    h.add(LOCATION["red"], "resource", 0)
    bw = h.add("Black Widow", "front", 1)
    g = h.main_phase(0)
    assert power_key(1) not in keys(g)
    h.run("attack:1", f"defender:{bw}", power_key(1))
    assert g.card(1).plus == 2


def test_mnb058_godslayer_blade_kos_what_she_stuns() -> None:
    h = Harness(mains=("mnb-058", MAGNETO))
    h.add(LOCATION["green"], "resource", 0)
    h.add(LOCATION["green"], "hand", 0)
    g = h.main_phase(0)
    h.run(power_key(1, 1), "pay:5", "attack:1", "defender:3")
    assert g.state.result == "win"  # Magneto (2/4) stunned by 7 ATK and KO'd


def test_mnb059_groot_i_am_groot_and_resource_xp() -> None:
    h = Harness(mains=(GROOT, MAGNETO))
    h.add(LOCATION["green"], "resource", 0)
    for _ in range(3):
        h.add("Academy", "resource", 0, face_down=True)
    g = fight(h, 0, [1], 3, power_key(1))
    assert g.card(3).stunned  # 1+4 vs 4
    h2 = Harness(mains=(GROOT, MAGNETO))
    f = h2.add("Fortress", "hand", 0)
    g2 = h2.turn(0)
    h2.run(f"resource:{f}")
    assert g2.card(2).xp == 1


def test_mnb060_we_are_groot_heals_and_goes_back_to_level_1() -> None:
    h = Harness(mains=("mnb-060", MAGNETO))
    h.add(LOCATION["blue"], "resource", 0)
    bp = h.add("Black Panther", "front", 0, wounds=1)
    h.set(lambda g: setattr(g.card(1), "wounds", 2))
    g = h.main_phase(0)
    h.run(power_key(1, 1))
    assert g.card(bp).wounds == 0 and g.card(g.players[0].main).wounds == 1
    assert g.facts(g.players[0].main).level == 1


def test_mnb061_cosmo_nullify_until_stunned() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add("Fortress", "resource", 0)
    co = h.add("Cosmo", "hand", 0)
    t = h.add("Nova", "front", 1)
    g = h.turn(0)
    h.run("skip", f"recruit:{co}:back", f"card:{t}")
    assert not g.has(t, "flight")

    def stun_cosmo(gg):  # type: ignore[no-untyped-def]
        yield from gg.stun(co)

    h.run("done", "done")
    g.card(co).stunned = True  # edge: Nullify stops while Cosmo is stunned
    assert g.has(t, "flight")
    _ = stun_cosmo


def test_mnb062_yondu_yaka_arrow_cost_3_or_less() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["red"], "resource", 0)
    y = h.add("Yondu", "back", 0)
    thor = h.add("Thor", "front", 1)
    bp = h.add("Black Panther", "front", 1)
    g = h.main_phase(0)
    h.run(power_key(y), f"card:{bp}")
    assert g.card(bp).stunned and not g.card(thor).stunned


def test_mnb063_major_victory_shove() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    mv = h.add("Major Victory", "back", 0)
    g = h.main_phase(0)
    h.run(power_key(mv))
    assert g.row(3) == "back"


def test_mnb064_mantis_rebirth() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    m = h.add("Mantis", "front", 0)
    thor = h.add("Thor", "front", 1)
    g = fight(h, 1, [thor], m, "yes")
    assert g.zone_kind(m) == "resource" and g.card(m).face_down


def test_mnb065_agent_venom_symbiote_strength() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["green"], "resource", 0)
    v = h.add("Agent Venom", "front", 0)
    g = h.main_phase(0)
    h.run(power_key(v))
    assert g.card(v).plus == 2 and power_key(v) not in keys(g)  # edge: once a turn


def test_mnb066_rocket_scavenger() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["red"], "resource", 0)
    r = h.add("Rocket", "back", 0)
    g = h.main_phase(0)
    assert power_key(r) not in keys(g)  # edge: empty KO pile
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.add(LOCATION["red"], "resource", 0)
    r2 = h2.add("Rocket", "back", 0)
    k = h2.add("Thor", "ko", 0)
    g2 = h2.main_phase(0)
    h2.run(power_key(r2))
    assert g2.zone_kind(k) == "hand"


def test_mnb067_gamora_lethal() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    gm = h.add("Gamora", "front", 0)  # 3/4
    ms = h.add("Ms. Marvel", "front", 1)  # 3/3 health 2
    g = fight(h, 0, [gm], ms)
    assert g.zone_kind(ms) == "ko"
    h2 = Harness(mains=(WOLVERINE, "mnb-003"))  # edge: a main character (Hulk 3/3) is only stunned
    gm2 = h2.add("Gamora", "front", 0)
    g2 = fight(h2, 0, [gm2], 3)
    assert g2.card(3).stunned and g2.in_play(3)


def test_mnb068_nova_readies_itself() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["blue"], "resource", 0)
    n = h.add("Nova", "front", 0)
    g = h.main_phase(0)
    assert power_key(n) not in keys(g)
    h.run(f"attack:{n}", "defender:3", power_key(n))
    assert not g.card(n).exhausted


def test_mnb069_star_lord_team_up() -> None:
    from mcdesk.games.vs.engine.combat import teammates_ok

    h = Harness(mains=(WOLVERINE, MAGNETO))
    sl = h.add("Star-Lord", "back", 0)
    bw = h.add("Black Widow", "back", 0)
    g = h.start(lambda g: iter(()))
    assert "guardians" in g.teams(bw) and teammates_ok(g, [sl, bw]) and g.has(sl, "leader")


def test_mnb070_groot_grows_with_resources() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    gr = h.add("Groot", "front", 0)
    for _ in range(5):
        h.add("Academy", "resource", 0, face_down=True)
    g = h.start(lambda g: iter(()))
    assert g.stats(gr) == (5, 5)


def test_mnb071_moondragon_mental_focus() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["yellow"], "resource", 0)
    md = h.add("Moondragon", "back", 0)
    a, b, c = (h.add("Fortress", "deck", 0) for _ in range(3))
    g = h.main_phase(0)
    h.run(power_key(md), f"card:{b}")
    assert g.zone_kind(b) == "hand" and g.deck(0)[0] in (a, c) and g.deck(0)[1] in (a, c)


def test_mnb072_quasar_quantum_blast() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.add(LOCATION["blue"], "resource", 0, face_down=True)
    q = h.add("Quasar", "back", 0)
    e = h.add("Fortress", "resource", 1)
    h.add(LOCATION["blue"], "hand", 0)
    g = h.main_phase(0)
    h.run(power_key(q))
    assert g.card(e).face_down


def test_mnb073_drax_grab_and_berserker() -> None:
    from mcdesk.games.vs.engine.combat import defenders

    h = Harness(mains=(WOLVERINE, MAGNETO))
    nm = h.add("Namor", "front", 0)
    h.add("Drax", "front", 1)
    b = h.add("Hawkeye", "back", 1)
    g = h.start(lambda g: iter(()))
    assert b not in defenders(g, 0, [nm])


def test_mnb074_adam_warlock_cocoon_and_emerge() -> None:
    h = Harness(mains=(WOLVERINE, MAGNETO))
    for _ in range(7):
        h.add("Academy", "resource", 0, face_down=True)
    h.add(LOCATION["green"], "hand", 0)
    aw = h.add("Adam Warlock", "hand", 0)
    g = h.turn(0)
    h.run("skip", f"recruit:{aw}:front", "done", "done")
    assert g.card(aw).stunned and g.card(aw).wounds == 0
    h.run(power_key(aw))
    assert not g.card(aw).stunned and not g.card(aw).exhausted


def test_mnb075_vigilante_justice_ferocious_this_combat() -> None:
    h = Harness(mains=(STARLORD, MAGNETO))
    vj = h.add("Vigilante Justice", "hand", 0)
    ant = h.add("Ant-Man", "front", 0)  # 2/2
    bw = h.add("Black Widow", "front", 1)  # 2/1
    g = fight(h, 0, [ant], bw, f"plot:{vj}", f"card:{ant}")
    assert g.zone_kind(bw) == "ko" and not g.card(ant).stunned and not g.has(ant, "ferocious")


def test_mnb076_even_the_odds() -> None:
    h = Harness(mains=(WOLVERINE, STARLORD))
    eo = h.add("Even the Odds", "hand", 1)
    t = h.add("Thor", "front", 0, plus=2)  # 8/7 against Star-Lord 2/5: back to 6/5
    g = fight(h, 0, [t], 3, f"plot:{eo}")
    assert g.card(t).plus == 0 and g.card(3).stunned and g.stats(t) == (6, 5)


def test_mnb077_give_em_a_lift() -> None:
    h = Harness(mains=(STARLORD, MAGNETO))
    lift = h.add("Give 'Em a Lift", "hand", 0)
    g = h.main_phase(0)
    h.run(f"plot:{lift}")
    assert g.card(1).plus == 1 and g.has(1, "flight")


def test_mnb078_knowhere_guardians_only() -> None:
    from mcdesk.games.vs.engine.actions import payment_plan

    h = Harness(mains=(STARLORD, MAGNETO))
    k = h.add("Knowhere", "resource", 0)
    w = h.add("Wolverine", "front", 0)
    g = h.start(lambda g: iter(()))
    assert payment_plan(g, 0, 1, ("yellow",)) == [k] and payment_plan(g, 0, w, ("yellow",)) is None
