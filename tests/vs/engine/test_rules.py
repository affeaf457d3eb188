"""Rules of the Vs. System 2PCG (The Marvel Battles rulebook), one test per rule, each citing its section."""

from __future__ import annotations

import pytest

from mcdesk.core.errors import IllegalAnswer, InvalidSetup
from mcdesk.games.vs.cards.decks import first_deck
from mcdesk.games.vs.engine import Game, GameSetup, PlayerSetup
from mcdesk.games.vs.engine.actions import main_phase, power_options
from mcdesk.games.vs.engine.combat import combat, defenders
from mcdesk.games.vs.engine.harness import Harness

WOLVERINE, MAGNETO, CAP, STARLORD = "mnb-029", "mnb-083", "mnb-001", "mnb-055"


def _game(seed: int = 1, mode: str = "1v1", n: int = 2) -> Game:
    teams = ["avengers", "villains", "xmen", "guardians"]
    decks = [first_deck(teams[i]) for i in range(n)]
    return Game(GameSetup(tuple(PlayerSetup(d.main, d.cards) for d in decks), mode, 0), seed)


# == Setting Up the Game ================================================================================
def test_setup_main_in_chosen_row_seven_cards_and_one_mulligan() -> None:
    """Setting Up the Game: main character into front or back row, level 2 aside, draw seven, mulligan once."""
    g = _game()
    assert g.pending is not None and g.pending.keys == ("front", "back")
    g.answer("back")
    g.answer("front")
    assert g.row(g.players[0].main) == "back" and g.row(g.players[1].main) == "front"
    assert g.zone_kind(g.players[0].aside) == "aside"
    assert len(g.hand(0)) == 7 and len(g.deck(0)) == 53
    g.answer("mulligan")
    assert len(g.hand(0)) == 7 and len(g.deck(0)) == 53
    assert g.pending is not None and g.pending.player == 1 and g.pending.kind == "mulligan"


def test_random_player_chooses_who_goes_first() -> None:
    """Setting Up the Game: randomly determine who gets to choose which player goes first."""
    d = first_deck("avengers")
    g = Game(GameSetup((PlayerSetup(d.main, d.cards), PlayerSetup(d.main, d.cards))), 3)
    assert g.pending is not None and g.pending.keys == ("first:0", "first:1")
    g.answer("first:1")
    assert g.state.first_player == 1 and g.pending.player == 1


def test_first_player_draws_nothing_on_first_turn_second_draws_two() -> None:
    """Draw Phase: the first player doesn't draw on the first turn of the game."""
    g = _game()
    for k in ("front", "front", "keep", "keep"):
        g.answer(k)
    assert g.state.turn == 1 and len(g.hand(0)) == 7  # resource step of turn 1, nothing drawn
    g.answer("skip")
    g.answer("done")
    g.answer("done")
    g.answer("end")
    assert g.state.turn == 2 and len(g.hand(1)) == 9


def test_free_for_all_second_player_draws_one() -> None:
    """Free for All: the second player only draws one card on their first turn."""
    g = _game(mode="ffa", n=3)
    for k in ("front",) * 3 + ("keep",) * 3 + ("skip", "done", "done", "end"):
        g.answer(k)
    assert g.state.turn == 2 and len(g.hand(1)) == 8


def test_illegal_answer_changes_nothing() -> None:
    g = _game()
    h = g.state_hash()
    with pytest.raises(IllegalAnswer):
        g.answer("attack:999")
    assert g.state_hash() == h


def test_deck_must_have_sixty_cards() -> None:
    """Deck Building Rules: a deck of exactly 60 cards."""
    d = first_deck("avengers")
    with pytest.raises(InvalidSetup, match="exactly 60"):
        Game(GameSetup((PlayerSetup(d.main, d.cards[:59]), PlayerSetup(d.main, d.cards))), 1)


# == Turn Sequence ======================================================================================
def test_recovery_phase_recovers_then_readies() -> None:
    """Recovery Phase: stunned characters recover, then ready all your characters; wounds stay."""
    h = Harness()
    bp = h.add("Black Panther", "front", 0, stunned=True, exhausted=True, wounds=1)
    g = h.turn(0)
    c = g.card(bp)
    assert not c.stunned and not c.exhausted and c.wounds == 1


def test_resource_step_location_face_up_or_any_card_face_down() -> None:
    """Resource Step: any card face down; a location may be placed face up instead."""
    h = Harness()
    loc = h.add("Fortress", "hand", 0)
    bp = h.add("Black Panther", "hand", 0)
    g = h.turn(0)
    assert f"location:{loc}" in g.pending.keys and f"location:{bp}" not in g.pending.keys  # type: ignore
    h.run(f"location:{loc}")
    assert g.zone_kind(loc) == "resource" and not g.card(loc).face_down


def test_recruit_points_equal_resources_and_leftovers_go_away() -> None:
    """Recruit Step: 1 recruit point per resource; characters cost their cost; leftovers go away."""
    h = Harness()
    for _ in range(2):
        h.add("Fortress", "resource", 0, face_down=True)
    bp = h.add("Black Panther", "hand", 0)  # cost 2
    hulk = h.add("Hulk", "hand", 0)  # cost 7
    g = h.turn(0)
    h.run("skip")
    assert f"recruit:{bp}:front" in g.pending.keys and f"recruit:{hulk}:front" not in g.pending.keys  # type: ignore
    h.run(f"recruit:{bp}:back")
    assert g.row(bp) == "back" and g.players[0].recruit_points == 0


def test_formation_moves_any_character_including_main() -> None:
    """Formation Step: any character, including the main character, can go into either row."""
    h = Harness()
    g = h.turn(0)
    h.run("skip", "done", f"move:{h.main(0)}", "done")
    assert g.row(h.main(0)) == "back"


# == Combat ==============================================================================================
def test_melee_attack_must_target_front_row_when_it_has_face_up_characters() -> None:
    """Making a Melee Attack: choose a face-up front row enemy; the back row only if there is none."""
    h = Harness()
    bp = h.add("Black Panther", "front", 0)
    back = h.add("Hawkeye", "back", 1)
    g = h.start(lambda g: iter(()))
    assert back not in defenders(g, 0, [bp])
    g.card(h.main(1)).stunned = True
    assert back in defenders(g, 0, [bp])


def test_flight_flies_over_unless_a_front_row_flyer_or_grab() -> None:
    """Flight: fly over the front row unless the opponent has a [flight] character there; Grab stops it."""
    h = Harness(mains=(WOLVERINE, CAP))
    namor = h.add("Namor", "front", 0)
    back = h.add("Hawkeye", "back", 1)
    g = h.start(lambda g: iter(()))
    assert back in defenders(g, 0, [namor])
    g2 = Harness(mains=(WOLVERINE, MAGNETO))  # Magneto flies
    n2 = g2.add("Namor", "front", 0)
    b2 = g2.add("Hawkeye", "back", 1)
    gg = g2.start(lambda g: iter(()))
    assert b2 not in defenders(gg, 0, [n2])
    h3 = Harness(mains=(WOLVERINE, CAP))
    n3 = h3.add("Namor", "front", 0)
    h3.add("Drax", "front", 1)
    b3 = h3.add("Hawkeye", "back", 1)
    assert b3 not in defenders(h3.start(lambda g: iter(())), 0, [n3])


def test_attacker_and_defender_strike_simultaneously() -> None:
    """Resolving Combat: ATK >= DEF stuns, both ways at once."""
    h = Harness()
    bp = h.add("Black Panther", "front", 0)  # 3/2 ferocious
    cap = h.add("Captain America", "front", 1)  # 4/4
    g = h.start(lambda g: combat(g, 0, [bp], cap))
    assert g.card(bp).stunned and g.card(bp).wounds == 1  # 4 >= 2
    assert not g.card(cap).stunned  # 3 < 4


def test_stun_turns_face_down_removes_counters_adds_wound() -> None:
    """Stunned Characters: face down, exhausted, counters removed, a wound; KO'd at health."""
    h = Harness(mains=(WOLVERINE, MAGNETO))
    wolv = h.add("Wolverine", "front", 0, plus=2)  # 5/5 health 2 -> 7/7
    thor = h.add("Thor", "front", 1)  # 6/5
    g = h.start(lambda g: combat(g, 1, [thor], wolv), active=1)
    h.run("pass") if g.pending else None
    c = g.card(wolv)
    assert c.stunned is False  # 6 < 7
    g2h = Harness(mains=(WOLVERINE, MAGNETO))
    w2 = g2h.add("Wolverine", "front", 0, plus=1)
    t2 = g2h.add("Thor", "front", 1)
    g2 = g2h.start(lambda g: combat(g, 1, [t2], w2), active=1)
    c2 = g2.card(w2)
    assert c2.stunned and c2.exhausted and c2.plus == 0 and c2.wounds == 1


def test_ranged_attack_no_strike_back_without_ranged() -> None:
    """Making a Ranged Attack: the defender only strikes back if it also has [ranged]."""
    h = Harness()
    bw = h.add("Black Widow", "back", 0)  # 2/1 ranged
    bp = h.add("Black Panther", "front", 1)  # 3/2
    g = h.start(lambda g: combat(g, 0, [bw], bp))
    assert g.in_play(bw) and not g.card(bw).stunned and g.card(bp).stunned


def test_team_attack_totals_atk_and_defender_strikes_back_at_one() -> None:
    """Team Attacks: add up the attackers' ATK; the defender chooses one attacker to strike back at."""
    h = Harness(mains=(CAP, MAGNETO))
    a1 = h.add("Hawkeye", "front", 0)  # 2/3
    a2 = h.add("Ant-Man", "front", 0)  # 2/2
    t = h.add("Mystique", "front", 1)  # 2/4
    g = h.start(lambda g: combat(g, 0, [a1, a2], t))
    assert g.pending is not None and g.pending.player == 1  # the defender's controller picks
    h.run(f"card:{a2}")
    assert g.card(t).zone.endswith("ko") and g.card(a2).zone.endswith("ko") and g.in_play(a1)


def test_team_attack_needs_a_shared_team() -> None:
    """Team Attacks: characters with the same team affiliation in the same row."""
    from mcdesk.games.vs.engine.combat import teammates_ok

    h = Harness(mains=(CAP, MAGNETO))
    a1 = h.add("Hawkeye", "front", 0)
    x = h.add("Cyclops", "front", 0)
    a2 = h.add("Ant-Man", "front", 0)
    g = h.start(lambda g: iter(()))
    assert teammates_ok(g, [a1, a2]) and not teammates_ok(g, [a1, x])


def test_zero_def_is_stunned() -> None:
    """+1/+1 and -1/-1 counters: a character whose DEF is reduced to 0 is immediately stunned."""
    h = Harness()
    bp = h.add("Black Panther", "front", 1)  # 3/2

    def proc(g: Game):  # type: ignore[no-untyped-def]
        yield from g.add_counters(bp, -2)

    g = h.start(proc)
    assert g.card(bp).stunned and g.card(bp).minus == 0 and g.card(bp).wounds == 1


def test_counters_cancel_out() -> None:
    """+1/+1 and -1/-1 counters: remove one of each until only one type is left."""
    h = Harness()
    cap = h.add("Captain America", "front", 1, plus=2)

    def proc(g: Game):  # type: ignore[no-untyped-def]
        yield from g.add_counters(cap, -3)

    g = h.start(proc)
    c = g.card(cap)
    assert (c.plus, c.minus) == (0, 1) and g.stats(cap) == (3, 3)


def test_stunned_characters_cant_gain_counters_or_be_attacked() -> None:
    """Stunned Characters: can't be attacked or gain counters."""
    h = Harness()
    bp = h.add("Black Panther", "front", 0)
    cap = h.add("Captain America", "front", 1, stunned=True)

    def proc(g: Game):  # type: ignore[no-untyped-def]
        yield from g.add_counters(cap, 1)

    g = h.start(proc)
    assert g.card(cap).plus == 0 and cap not in defenders(g, 0, [bp])


def test_one_health_character_is_ko_on_stun() -> None:
    """Stunned Characters: a character with 1 health is KO'd when stunned."""
    h = Harness()
    bw = h.add("Black Widow", "front", 1)

    def proc(g: Game):  # type: ignore[no-untyped-def]
        yield from g.stun(bw)

    g = h.start(proc)
    assert g.zone_kind(bw) == "ko"


def test_combat_window_alternates_until_both_pass() -> None:
    """During Combat: attacker first, then the opponent, until both pass in a row."""
    h = Harness()
    bp = h.add("Black Panther", "front", 0)
    cap = h.add("Captain America", "front", 1)
    of = h.add("Open Fire", "hand", 0)
    fc = h.add("Find Cover", "hand", 1)
    g = h.start(lambda g: combat(g, 0, [bp], cap))
    assert g.pending.player == 0  # type: ignore[union-attr]
    h.run(f"plot:{of}")
    assert g.pending.player == 1  # type: ignore[union-attr]
    h.run(f"plot:{fc}")
    assert g.pending is None or g.pending.player == 0
    assert g.atk(bp) == 3 and not g.card(cap).stunned  # 5 vs 4+3


def test_any_turn_symbol_needed_on_opponents_turn() -> None:
    """Playing Plot Twists: "Combat" plays only in a combat on your turn unless it has the any turn symbol.
    Cable's Ultimate Soldier has no any-turn symbol: not usable while defending."""
    h = Harness(mains=(WOLVERINE, MAGNETO))
    cable = h.add("Cable", "front", 0)
    h.add("Training Ground", "resource", 0)
    thor = h.add("Thor", "front", 1)
    g = h.start(lambda g: combat(g, 1, [thor], cable), active=1)
    assert not power_options(g, 0, "combat")


def test_super_power_paid_by_location_once_per_turn() -> None:
    """Super Powers: turn a location with the symbol face down (or discard one); the same power once a turn."""
    h = Harness(mains=(WOLVERINE, MAGNETO))
    thor = h.add("Thor", "front", 0)
    lab = h.add("Laboratory", "resource", 0)
    lab2 = h.add("Laboratory", "hand", 0)
    bp = h.add("Black Panther", "front", 1)
    g = h.main_phase(0)
    h.run(f"power:{thor}:0", f"pay:{lab}", f"card:{bp}")
    assert g.card(lab).face_down and g.card(bp).stunned
    assert f"power:{thor}:0" not in g.pending.keys  # type: ignore[union-attr]
    assert g.zone_kind(lab2) == "hand"


def test_special_location_only_for_its_team() -> None:
    """Resources and Locations: a special location produces any symbol, but only for a member of its team."""
    h = Harness(mains=(WOLVERINE, MAGNETO))
    thor = h.add("Thor", "front", 0)
    h.add("School for Gifted Youngsters", "resource", 0)
    g = h.main_phase(0)
    assert f"power:{thor}:0" not in g.pending.keys  # type: ignore[union-attr]
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    storm = h2.add("Storm", "front", 0)
    h2.add("School for Gifted Youngsters", "resource", 0)
    g2 = h2.main_phase(0)
    assert f"power:{storm}:0" in g2.pending.keys  # type: ignore[union-attr]


def test_team_plot_twist_needs_face_up_member() -> None:
    """Playing Plot Twists: a team plot twist needs a face-up character of that team on your side."""
    h = Harness(mains=(WOLVERINE, MAGNETO))
    bp = h.add("Black Panther", "front", 0)
    st = h.add("Stark Tech", "hand", 0)
    g = h.main_phase(0)
    assert f"plot:{st}" in g.pending.keys  # type: ignore[union-attr]
    g.card(bp).stunned = True
    from mcdesk.games.vs.engine.actions import plot_options

    assert not plot_options(g, 0, "main")


def test_power_up_discards_same_name_for_counter() -> None:
    """Power-Ups: discard a card with the same name as a character on your side: +1/+1 counter."""
    h = Harness(mains=(WOLVERINE, MAGNETO))
    w = h.add("Wolverine", "hand", 0)
    g = h.main_phase(0)
    h.run(f"powerup:{w}:{h.main(0)}")
    assert g.card(h.main(0)).plus == 1 and g.zone_kind(w) == "ko"


def test_level_up_keeps_orientation_wounds_and_counters() -> None:
    """Level Up Powers: at the XP number the level 2 version replaces level 1 with its wounds and counters."""
    h = Harness(mains=(STARLORD, MAGNETO))
    for _ in range(5):
        h.add("Fortress", "resource", 0, face_down=True)
    ants = [h.add("Cosmo", "hand", 0) for _ in range(1)]
    h.set(lambda g: setattr(g.card(2), "xp", 4))
    h.set(lambda g: setattr(g.card(1), "wounds", 2))
    g = h.turn(0)
    h.run("skip", f"recruit:{ants[0]}:front")
    assert g.players[0].main == 2 and g.card(2).wounds == 2 and g.card(2).xp == 0 and g.facts(2).level == 2


def test_uniqueness_ko_first_and_not_main_name() -> None:
    """Uniqueness: a second character of a name KOs the first; never one with your main character's name."""
    h = Harness(mains=(WOLVERINE, MAGNETO))
    for _ in range(6):
        h.add("Fortress", "resource", 0, face_down=True)
    bp1 = h.add("Black Panther", "front", 0)
    bp2 = h.add("Black Panther", "hand", 0)
    w = h.add("Wolverine", "hand", 0)
    g = h.turn(0)
    h.run("skip")
    assert not any(k.startswith(f"recruit:{w}:") for k in g.pending.keys)  # type: ignore[union-attr]
    h.run(f"recruit:{bp2}:front")
    assert g.zone_kind(bp1) == "ko" and g.in_play(bp2)


def test_swarm_ignores_uniqueness() -> None:
    """Swarm: any number of this character on your side."""
    h = Harness(mains=(MAGNETO, WOLVERINE))
    for _ in range(4):
        h.add("Fortress", "resource", 0, face_down=True)
    u1 = h.add("Ultron", "front", 0)
    u2 = h.add("Ultron", "hand", 0)
    g = h.turn(0)
    h.run("skip", f"recruit:{u2}:back")
    assert g.in_play(u1) and g.in_play(u2)


def test_main_ko_ends_game_and_simultaneous_goes_to_active_player() -> None:
    """Ending the Game: KO the enemy main character; if both last mains are KO'd together, the player whose
    turn it is wins."""
    h = Harness(mains=(WOLVERINE, MAGNETO))
    h.set(lambda g: setattr(g.card(1), "wounds", 4))
    h.set(lambda g: setattr(g.card(3), "wounds", 4))
    h.set(lambda g: setattr(g.card(1), "plus", 1))  # 4/5 vs Magneto 2/4
    g = h.start(lambda g: combat(g, 1, [3], 1), active=1)  # Magneto (2) can't stun Wolverine (5): only Magneto
    assert g.state.result == "win" and g.state.winners == [0]
    h2 = Harness(mains=(WOLVERINE, MAGNETO))
    h2.set(lambda g: setattr(g.card(1), "wounds", 4))
    h2.set(lambda g: setattr(g.card(3), "wounds", 4))
    h2.set(lambda g: setattr(g.card(3), "plus", 2))  # Magneto 4/6 vs Wolverine 3/4: both stunned
    h2.set(lambda g: setattr(g.card(1), "plus", 3))  # Wolverine 6/7
    g2 = h2.start(lambda g: combat(g, 1, [3], 1), active=1)
    g2.card(1)
    assert g2.state.result == "win"


def test_running_out_of_cards_skips_draws() -> None:
    """Running Out Of Cards: an empty deck skips the draws; play continues."""
    h = Harness()
    g = h.turn(0)
    assert g.pending is not None and g.state.result is None and not g.hand(0)


def test_magnetic_suppression_cant_beats_can() -> None:
    """The Golden Rules: "can't" beats "can": Magnetic Suppression keeps enemy supporting characters stunned
    through the recovery phase."""
    h = Harness(mains=(WOLVERINE, CAP))
    bp = h.add("Black Panther", "front", 0, stunned=True, exhausted=True)
    h.add("Magneto", "back", 1)
    g = h.turn(0)
    assert g.card(bp).stunned and g.card(h.main(0)).stunned is False


def test_main_phase_plot_not_during_combat() -> None:
    """Playing Plot Twists: "Main" only in your main phase while there isn't a combat."""
    h = Harness(mains=(WOLVERINE, CAP))
    bp = h.add("Black Panther", "front", 0)
    xf = h.add("X-Factor", "hand", 0, )
    cap = h.add("Captain America", "front", 1)
    g = h.start(lambda g: combat(g, 0, [bp], cap))
    assert g.pending is None or f"plot:{xf}" not in g.pending.keys
    _ = main_phase
