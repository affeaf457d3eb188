"""The Ultron scenario (core 01134-01150): villain stages, main scheme stages, the Drones (player cards in play
facedown as minions, each in exactly one zone) and the Ultron encounter set; plus seeded random games."""

from __future__ import annotations

import random

import pytest

from mcdesk.games.champions.cards.decks import BUILTIN_DECKS, SPIDER_MAN_JUSTICE
from mcdesk.games.champions.engine.combat import attackable_enemies, deal_damage, enemy_attack, enemy_scheme
from mcdesk.games.champions.engine.encounter import reveal_top
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.players import eliminate
from mcdesk.games.champions.engine.schemes import place_threat, remove_threat, thwartable_schemes

ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
BLANK = "01127"  # The "Immortal" Klaw: no boost icons, a plain side scheme here
ULTRON_DRONES = "01140"


def _find(g: Game, code: str) -> list[int]:
    return sorted(c.id for c in g.state.cards.values() if c.code == code)


def _drone(h: Harness, player: int = 0, code: str = ENERGY, **props: object) -> int:
    """A player card already in play facedown as a Drone minion engaged with ``player``."""
    cid = h.add(code, "play", player, face_down=True, engaged_with=player, controller=None, **props)
    h.set(lambda g: g.state.flags.__setitem__(f"facedown_minion:{cid}", "Drone"))
    return cid


def _table(**kw: object) -> Harness:
    """An Ultron table with the Ultron Drones environment in play."""
    h = Harness(scenario="ultron", **kw)  # type: ignore[arg-type]
    h.add("Ultron Drones", "villain_area")
    return h


def _drones(g: Game, player: int) -> list[int]:
    return [m for m in g.minions(player) if g.state.cards[m].face_down]


# == Drones and the Ultron Drones environment ==============================================================


def test_crimson_cowl_setup_puts_ultron_drones_and_a_drone_per_player_into_play() -> None:
    """The Crimson Cowl (#137A) Setup: Ultron Drones (#140) enters play; 1B When Revealed: each player's top
    deck card enters play facedown as a Drone (FAQ: it can be a card like Captain America's Shield). A Drone
    is a minion with base ATK, SCH and hit points 1, owned (not controlled) by its player."""
    decks = (SPIDER_MAN_JUSTICE.codes(), BUILTIN_DECKS["captain-marvel-leadership"].codes())
    g = Game(GameSetup(players=(PlayerSetup("01001a", decks[0]), PlayerSetup("01010a", decks[1])), scenario="ultron",
                       modular_sets=("under_attack",)), 3)
    env = _find(g, ULTRON_DRONES)[0]
    assert g.state.cards[env].zone == ("villain_area", None)
    main = g.main_scheme()
    assert main is not None and g.state.cards[main].code == "01137b"
    for p in (0, 1):
        drones = _drones(g, p)
        assert len(drones) == 1
        d = drones[0]
        card = g.state.cards[d]
        assert card.owner == p and card.controller is None and card.engaged_with == p
        assert g.facts(d).type_code == "minion" and g.traits(d) == ("Drone",)
        assert (g.stat(d, "attack"), g.stat(d, "scheme"), g.stat(d, "health")) == (1, 1, 1)
        assert d not in g.allies(p) and d not in g.controlled(p)
        assert g.card_title(d) == "Drone (facedown)"
        assert len(g.state.zone("deck", p)) == len(decks[p]) - 1 - len(g.hand(p))  # the Drone, then the hand
    assert g.state.check_invariants() == []


def test_a_defeated_drone_goes_to_its_owners_discard_pile() -> None:
    """Ultron Drones (#140) Forced Response: a defeated facedown Drone goes to its owner's discard pile, face
    up (here a Drone of player 2's deck engaged with player 1)."""
    h = _table(heroes=["01001a", "01001a"])
    d = h.add(ENERGY, "play", 0, face_down=True, engaged_with=0, controller=None)
    h.set(lambda g: (g.state.flags.__setitem__(f"facedown_minion:{d}", "Drone"),
                     setattr(g.state.cards[d], "owner", 1)))
    h.form(0, "hero")
    h.start_turn(0)
    ident = h.identities[0]
    assert h.game is not None and d in h.game.minions(0)
    h.run([f"attack:{ident}", f"card:{d}"])
    g = h.game
    assert g.state.cards[d].zone == ("discard", 1) and not g.state.cards[d].face_down
    assert g.facts(d).type_code == "resource" and d not in g.minions()
    assert g.state.check_invariants() == []


def test_drones_leave_with_their_eliminated_owner_and_stay_in_one_zone() -> None:
    """Player elimination: a minion engaged with the eliminated player engages the next one; a Drone the
    eliminated player owns leaves the game with their cards. Each card stays in exactly one zone."""
    h = _table(heroes=["01001a", "01001a"])
    mine = _drone(h, 0)
    theirs = _drone(h, 0, GENIUS)
    h.set(lambda g: setattr(g.state.cards[theirs], "owner", 1))
    h.start(lambda g: eliminate(g, 0))
    g = h.game
    assert g is not None
    assert g.state.cards[mine].zone == ("removed", None)
    assert g.state.cards[theirs].zone == ("play", 1) and g.state.cards[theirs].engaged_with == 1
    assert g.state.check_invariants() == []


def test_upgraded_drones_strengthen_facedown_drones_and_can_be_discarded() -> None:
    """Upgraded Drones (#142): attach to the Ultron Drones environment; each facedown Drone gets +1 ATK and +1
    hit point; Hero Action: spend [energy][mental][physical] to discard it."""
    h = _table()
    up = h.add("Upgraded Drones", "villain_area", attach_to=24)
    d = _drone(h)
    cards = [h.add(c, "hand") for c in (ENERGY, GENIUS, STRENGTH)]
    h.form(0, "hero")
    h.start_turn(0)
    g = h.game
    assert g is not None
    assert h.card(up).attached_to == 24 and g.state.cards[24].code == ULTRON_DRONES
    assert (g.stat(d, "attack"), g.stat(d, "health")) == (2, 2)
    h.run([f"ability:{up}:0", *[f"pay:discard:{c}" for c in cards]])
    assert h.card(up).zone == ("encounter_discard", None)
    assert (g.stat(d, "attack"), g.stat(d, "health")) == (1, 1)


# == villain stages ========================================================================================


@pytest.mark.parametrize(("choice", "threat", "drones"), [("choice:0", 1, 0), ("choice:1", 0, 1)])
def test_ultron_i_after_attacking_threat_or_drone(choice: str, threat: int, drones: int) -> None:
    """Ultron (I) (#134) star: after he attacks you, choose 1 threat on the main scheme or a Drone."""
    h = _table()
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, boosts=False))
    h.run(["pass", "no_defense", choice])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 2
    assert h.card(h.main_scheme).threat == threat
    assert len(_drones(g, 0)) == drones and len(g.state.zone("deck", 0)) == 20 - drones


def test_ultron_ii_adds_a_drone_and_attacks_harder_for_each() -> None:
    """Ultron (II) (#135) star: when he attacks you, a Drone joins you and he gets +1 ATK per Drone engaged with
    you until the end of the attack."""
    h = _table(villain_stage=1)
    h.add("Advanced Ultron Drone", "engaged")
    h.form(0, "hero")
    h.start(lambda g: enemy_attack(g, h.villain, 0, boosts=False))
    h.run(["pass", "no_defense"])
    g = h.game
    assert g is not None
    assert len(_drones(g, 0)) == 1
    assert h.card(h.identities[0]).damage == 2 + 2
    assert g.stat(h.villain, "attack") == 2  # the bonus ended with the attack


def test_ultron_iii_boosts_drones_protects_himself_and_reveals_his_imperative() -> None:
    """Ultron (III) (#136): each Drone minion gets +1 ATK and +1 hit point; he takes no damage while a Drone is
    in play; When Revealed finds Ultron's Imperative (#150: the first player gets 2 Drones; 2 per player threat;
    hazard)."""
    h = _table(heroes=["01001a", "01001a"], villain_stage=1, encounter_deck=[ENERGY])
    h.add("01136", "villain_deck")
    imperative = h.add("Ultron's Imperative", "encounter_discard")
    h.set(lambda g: setattr(g.state, "first_player", 1))
    h.start(lambda g: deal_damage(g, h.villain, 44, None))
    g = h.game
    assert g is not None
    ultron = g.villain()
    assert ultron is not None and g.state.cards[ultron].code == "01136"
    assert g.state.cards[imperative].zone == ("villain_area", None) and g.state.cards[imperative].threat == 4
    drones = _drones(g, 1)
    assert len(drones) == 2 and _drones(g, 0) == []
    assert (g.stat(drones[0], "attack"), g.stat(drones[0], "health")) == (2, 2)

    h2 = _table(villain_stage=2)
    adv = h2.add("Advanced Ultron Drone", "engaged")
    h2.start(lambda g: deal_damage(g, h2.villain, 5, None))
    assert h2.card(h2.villain).damage == 0
    assert h2.game is not None and h2.game.stat(adv, "health") == 5

    h3 = _table(villain_stage=2)
    h3.start(lambda g: deal_damage(g, h3.villain, 5, None))
    assert h3.card(h3.villain).damage == 5


# == main scheme stages ====================================================================================


def test_main_scheme_stages_bring_drones_as_they_advance() -> None:
    """Assault on NORAD (#138A) and Countdown to Oblivion (#139A) When Revealed: each player gets a Drone; the
    final stage 3B completed loses the game."""
    h = _table()
    h.add("01138a", "main_scheme_deck", None)
    h.add("01139a", "main_scheme_deck", None)

    def advance(g: Game):  # type: ignore[no-untyped-def]
        yield from place_threat(g, h.main_scheme, 3, None)
        main = g.main_scheme()
        assert main is not None and g.state.cards[main].code == "01138b"
        assert len(_drones(g, 0)) == 1
        yield from place_threat(g, main, 10, None)
        main = g.main_scheme()
        assert main is not None and g.state.cards[main].code == "01139b"
        assert len(_drones(g, 0)) == 2
        yield from place_threat(g, main, 5, None)

    h.start(advance)
    assert h.game is not None and h.game.result == "loss"


def test_assault_on_norad_step_one_makes_each_player_choose() -> None:
    """Assault on NORAD (#138B) Forced Response: after villain phase step 1 places threat here, each player
    places 2 more threat here or takes a Drone. Other threat does not trigger it."""
    h = _table(heroes=["01001a", "01001a"])
    h.set(lambda g: (setattr(g.state.cards[h.main_scheme], "code", "01138b"), setattr(g.state, "phase", "villain")))
    h.start(lambda g: place_threat(g, h.main_scheme, 1, None))
    h.run(["choice:0", "choice:1"])
    g = h.game
    assert g is not None
    assert h.card(h.main_scheme).threat == 1 + 2
    assert len(_drones(g, 0)) == 0 and len(_drones(g, 1)) == 1

    h2 = _table()
    h2.set(lambda g: (setattr(g.state.cards[h2.main_scheme], "code", "01138b"),
                      setattr(g.state, "phase", "villain")))
    h2.start(lambda g: place_threat(g, h2.main_scheme, 1, h2.villain))
    assert h2.pending is None and h2.card(h2.main_scheme).threat == 1


def test_countdown_to_oblivion_threat_cannot_be_removed() -> None:
    """Countdown to Oblivion (#139B): threat cannot be removed from this scheme."""
    h = _table()
    h.set(lambda g: (setattr(g.state.cards[h.main_scheme], "code", "01139b"),
                     setattr(g.state.cards[h.main_scheme], "threat", 3)))
    h.start(lambda g: remove_threat(g, h.main_scheme, 2, None, by_player=0))
    g = h.game
    assert g is not None
    assert h.card(h.main_scheme).threat == 3
    assert h.main_scheme not in thwartable_schemes(g, 0)


# == attachments and minion ================================================================================


def test_program_transmitter_adds_sch_and_threatens_side_schemes() -> None:
    """Program Transmitter (#141): +1 SCH; after Ultron schemes, 1 threat on each side scheme; Hero Action:
    exhaust your hero and spend [mental][mental] to discard it."""
    h = _table(encounter_deck=[BLANK, BLANK])
    h.add("Program Transmitter", "villain_area", attach_to=2)
    side = h.add("Drone Factory", "villain_area", threat=1)
    h.start(lambda g: enemy_scheme(g, h.villain, 0))
    assert h.card(h.main_scheme).threat == 2  # SCH 1 + 1
    assert h.card(side).threat == 2

    h2 = _table()
    pt = h2.add("Program Transmitter", "villain_area", attach_to=2)
    genius = h2.add(GENIUS, "hand")
    h2.form(0, "hero")
    h2.start_turn(0)
    h2.run([f"ability:{pt}:1", f"pay:discard:{genius}"])
    assert h2.card(pt).zone == ("encounter_discard", None) and h2.card(h2.identities[0]).exhausted


def test_advanced_ultron_drone_guards_and_is_replaced_by_a_drone() -> None:
    """Advanced Ultron Drone (#143): guard; when defeated the engaged player gets a Drone."""
    h = _table()
    adv = h.add("Advanced Ultron Drone", "engaged")
    h.start(lambda g: deal_damage(g, adv, 4, None))
    g = h.game
    assert g is not None
    assert h.card(adv).zone == ("encounter_discard", None)
    assert len(_drones(g, 0)) == 1
    h2 = _table()
    adv2 = h2.add("Advanced Ultron Drone", "engaged")
    h2.start(lambda g: iter(()))
    assert h2.game is not None and attackable_enemies(h2.game, 0) == [adv2]


# == treacheries ===========================================================================================


def test_android_efficiency_gives_each_player_a_drone_and_its_boost_asks_a_price() -> None:
    """Android Efficiency (#144A-C): each player gets a Drone; star Boost: spend a resource of its type or take
    a Drone."""
    h = _table(heroes=["01001a", "01001a"], encounter_deck=["01144b"])
    h.start(lambda g: reveal_top(g, 1))
    g = h.game
    assert g is not None
    assert len(_drones(g, 0)) == 1 and len(_drones(g, 1)) == 1

    h2 = _table(encounter_deck=["01144a", BLANK])
    energy = h2.add(ENERGY, "hand")
    h2.form(0, "hero")
    h2.start(lambda g: enemy_attack(g, h2.villain, 0))
    h2.run(["pass", "no_defense", "choice:0", f"pay:discard:{energy}", "choice:0"])
    g2 = h2.game
    assert g2 is not None
    assert h2.card(energy).zone == ("discard", 0) and _drones(g2, 0) == []

    h3 = _table(encounter_deck=["01144c", BLANK])
    h3.add(ENERGY, "hand")  # no [physical]: the Drone is the only choice
    h3.form(0, "hero")
    h3.start(lambda g: enemy_attack(g, h3.villain, 0))
    h3.run(["pass", "no_defense", "choice:0"])
    assert h3.game is not None and len(_drones(h3.game, 0)) == 1


def test_rage_of_ultron_discards_a_card_per_threat_or_damage() -> None:
    """Rage of Ultron (#145): alter-ego Ultron schemes, discard your top card per threat placed; hero Ultron
    attacks you, discard your top card per damage dealt."""
    h = _table(encounter_deck=["01145", BLANK])
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    assert h.card(h.main_scheme).threat == 1
    assert len(g.state.zone("discard", 0)) == 1 and len(g.state.zone("deck", 0)) == 19

    h2 = _table(encounter_deck=["01145", BLANK])
    h2.form(0, "hero")
    h2.start(lambda g: reveal_top(g, 0))
    h2.run(["pass", "no_defense", "choice:0"])
    g2 = h2.game
    assert g2 is not None
    assert h2.card(h2.identities[0]).damage == 2
    assert len(g2.state.zone("discard", 0)) == 2


def test_repair_sequence_heals_ultron_per_drone_or_surges() -> None:
    """Repair Sequence (#146): Ultron heals 2 per Drone engaged with you, surge if nothing healed; star Boost:
    he heals 1 per Drone engaged with you."""
    h = _table(encounter_deck=["01146"])
    _drone(h)
    h.add("Advanced Ultron Drone", "engaged")
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 5))
    h.start(lambda g: reveal_top(g, 0))
    assert h.card(h.villain).damage == 1

    h2 = _table(encounter_deck=["01146", BLANK])
    h2.start(lambda g: reveal_top(g, 0))
    assert h2.game is not None and h2.game.state.cards[_find(h2.game, BLANK)[0]].zone == ("villain_area", None)

    h3 = _table(encounter_deck=["01146", BLANK])
    _drone(h3)
    h3.set(lambda g: setattr(g.state.cards[h3.villain], "damage", 5))
    h3.start(lambda g: enemy_scheme(g, h3.villain, 0))
    assert h3.card(h3.villain).damage == 4


def test_swarm_attack_drones_attack_or_a_drone_joins() -> None:
    """Swarm Attack (#147): each Drone engaged with your hero attacks; with no attack made, you get a Drone."""
    h = _table(encounter_deck=["01147"])
    _drone(h)
    h.add("Advanced Ultron Drone", "engaged")
    h.form(0, "hero")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["no_defense", "no_defense"])
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 2
    assert len(_drones(g, 0)) == 1

    h2 = _table(encounter_deck=["01147"])
    d = _drone(h2, stunned=1)
    h2.form(0, "hero")
    h2.start(lambda g: reveal_top(g, 0))  # the only attack is replaced by the stun: no attack was made
    g2 = h2.game
    assert g2 is not None
    assert h2.card(d).stunned == 0 and len(_drones(g2, 0)) == 2


def test_drone_factory_invasive_ai_and_ultrons_imperative() -> None:
    """Drone Factory (#148): each player gets a Drone, then 1 threat here per Drone in play (4 fixed to start;
    acceleration). Invasive AI (#149): each player discards the top 3 cards of their deck (3 per player; hazard)."""
    h = _table(heroes=["01001a", "01001a"], encounter_deck=["01148"])
    h.add("Advanced Ultron Drone", "engaged", 1)
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    factory = _find(g, "01148")[0]
    assert g.state.cards[factory].threat == 4 + 3

    h2 = _table(heroes=["01001a", "01001a"], encounter_deck=["01149"])
    h2.start(lambda g: reveal_top(g, 0))
    g2 = h2.game
    assert g2 is not None
    assert g2.state.cards[_find(g2, "01149")[0]].threat == 6
    assert [len(g2.state.zone("discard", p)) for p in (0, 1)] == [3, 3]


# == seeded random games =====================================================================================


def _playout(seed: int, *, expert: bool, modular: str = "under_attack", players: int = 1) -> Game:
    # a different hero per seat: hero identities are unique (Rules Reference, "Unique Icon")
    seats = (PlayerSetup("01001a", SPIDER_MAN_JUSTICE.codes()),
             PlayerSetup("01010a", BUILTIN_DECKS["captain-marvel-leadership"].codes()))
    setup = GameSetup(players=seats[:players], scenario="ultron",
                      modular_sets=(modular,), expert=expert)
    g = Game(setup, seed)
    rng = random.Random(seed * 7919 + 17)
    while g.pending is not None and len(g.answers) < 5000:
        g.answer(rng.choice(g.pending.options).key)
        assert g.state.check_invariants() == [], f"seed {seed}"
    return g


@pytest.mark.parametrize("expert", [False, True])
def test_random_ultron_games_keep_invariants(expert: bool) -> None:
    for seed in range(4):
        g = _playout(seed, expert=expert)
        assert g.result in ("win", "loss") or len(g.answers) >= 5000
    g = _playout(99, expert=expert, modular="the_doomsday_chair", players=2)
    assert g.state.check_invariants() == []
