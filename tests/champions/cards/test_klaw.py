"""The Klaw scenario (core 01113-01127): villain stages, main scheme stages and the Klaw encounter set; plus
seeded random games of the scenario (standard and expert) with their invariants."""

from __future__ import annotations

import random

import pytest

from mcdesk.games.champions.cards.decks import BUILTIN_DECKS, SPIDER_MAN_JUSTICE
from mcdesk.games.champions.engine.combat import attackable_enemies, deal_damage, enemy_attack
from mcdesk.games.champions.engine.encounter import hazard_count, reveal_top
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import place_threat, remove_threat, thwartable_schemes

ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
KLAWS_VENGEANCE, SONIC_BOOM, SOUND_MANIPULATION = "01122", "01123", "01124"
IMMORTAL_KLAW = "01127"  # no boost icons: a blank boost card


def _codes(g: Game, zone: str, player: int | None = None) -> list[str]:
    return [g.state.cards[c].code for c in g.state.zone(zone, player)]


def _find(g: Game, code: str) -> list[int]:
    return sorted(c.id for c in g.state.cards.values() if c.code == code)


def _klaw_attacks(h: Harness, player: int = 0) -> None:
    h.start(lambda g: enemy_attack(g, h.villain, player, activation=True))


# == villain stages ======================================================================================


def test_klaw_is_given_an_additional_boost_card_when_he_attacks() -> None:
    """Klaw (I) (#113) star ability: one more boost card for the attack; both are turned up and discarded."""
    h = Harness(scenario="klaw", encounter_deck=[KLAWS_VENGEANCE, SOUND_MANIPULATION])
    h.form(0, "hero")
    _klaw_attacks(h)
    h.run(["pass", "no_defense"])  # pass on Spider-Sense
    g = h.game
    assert g is not None
    assert h.card(h.identities[0]).damage == 3  # ATK 0 + 1 + 2 boost icons
    assert sorted(_codes(g, "encounter_discard")) == [KLAWS_VENGEANCE, SOUND_MANIPULATION]
    assert g.state.zone("boost") == []


def test_klaw_ii_reveals_the_immortal_klaw_and_klaw_iii_enters_with_toughness() -> None:
    """Klaw (II) (#114) When Revealed: The "Immortal" Klaw comes from the discard pile and gives +10 hit points
    (#127); Klaw (III) (#115) enters play with a tough status card."""
    h = Harness(scenario="klaw", encounter_deck=[ENERGY])
    h.add("01114", "villain_deck")
    h.add(IMMORTAL_KLAW, "encounter_discard")
    h.start(lambda g: deal_damage(g, h.villain, 12, None))
    g = h.game
    assert g is not None
    klaw = g.villain()
    assert klaw is not None and g.state.cards[klaw].code == "01114"
    immortal = _find(g, IMMORTAL_KLAW)[0]
    assert g.state.cards[immortal].zone == ("villain_area", None)
    assert g.state.cards[immortal].threat == 3  # 3 per player
    assert g.stat(klaw, "health") == 28  # 18 + 10
    assert g.scenario().key == "klaw"

    h3 = Harness(scenario="klaw", villain_stage=1)
    h3.add("01115", "villain_deck")
    h3.start(lambda g: deal_damage(g, h3.villain, 18, None))
    g3 = h3.game
    assert g3 is not None
    new = g3.villain()
    assert new is not None and g3.state.cards[new].code == "01115" and g3.state.cards[new].tough == 1


def test_immortal_klaw_hit_points_are_lost_when_the_scheme_is_defeated() -> None:
    """The "Immortal" Klaw (#127): when it is defeated Klaw loses the 10 hit points at once, which can defeat
    him (here the last stage: the players win)."""
    h = Harness(scenario="klaw")
    scheme = h.add(IMMORTAL_KLAW, "villain_area", threat=2)
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 15))
    h.start(lambda g: remove_threat(g, scheme, 2, None, by_player=0))
    g = h.game
    assert g is not None
    assert g.state.cards[scheme].zone == ("encounter_discard", None)
    assert g.result == "win"


def test_underground_distribution_setup_reveals_defense_network_and_a_minion() -> None:
    """Underground Distribution (#116A) Setup finds and reveals Defense Network (#125: 2 + 1 per player threat,
    crisis); stage 1B's When Revealed discards down to a minion that engages the first player."""
    deck = SPIDER_MAN_JUSTICE.codes()
    for seed in range(5):
        g = Game(GameSetup(players=(PlayerSetup("01001a", deck),), scenario="klaw",
                           modular_sets=("masters_of_evil",)), seed)
        main = g.main_scheme()
        assert main is not None and g.state.cards[main].code == "01116b"
        assert g.state.cards[main].threat == 0
        network = _find(g, "01125")[0]
        assert g.state.cards[network].zone == ("villain_area", None)
        assert g.state.cards[network].threat == 3
        minions = g.minions(0)
        assert len(minions) == 1 and g.state.cards[minions[0]].engaged_with == 0
        assert all(g.facts(c).type_code != "minion" for c in g.state.zone("encounter_discard"))
        assert main not in thwartable_schemes(g, 0)  # Defense Network's crisis icon
        assert g.state.check_invariants() == []


def test_secret_rendezvous_brings_a_minion_and_its_completion_loses() -> None:
    """Secret Rendezvous (#117A) When Revealed: discard until a minion, which engages the first player; the
    stage advances to 2B (8 threat); completing 2B loses the game."""
    h = Harness(scenario="klaw", encounter_deck=[KLAWS_VENGEANCE, "01120", ENERGY])
    h.add("01117a", "main_scheme_deck", None)

    def advance_twice(g: Game):  # type: ignore[no-untyped-def]
        yield from place_threat(g, h.main_scheme, 6, None)
        yield from place_threat(g, g.main_scheme() or 0, 8, None)

    h.start(lambda g: place_threat(g, h.main_scheme, 6, None))
    g = h.game
    assert g is not None
    main = g.main_scheme()
    assert main is not None and g.state.cards[main].code == "01117b" and g.state.cards[main].threat == 0
    guard = _find(g, "01120")[0]
    assert g.state.cards[guard].zone == ("play", 0) and g.state.cards[guard].tough == 1  # toughness
    assert _codes(g, "encounter_discard") == [KLAWS_VENGEANCE]

    h2 = Harness(scenario="klaw", encounter_deck=["01120"])
    h2.add("01117a", "main_scheme_deck", None)
    h2.start(advance_twice)
    assert h2.game is not None and h2.game.result == "loss"


# == attachments ===========================================================================================


def test_sonic_converter_stuns_the_character_klaw_damages_and_can_be_discarded() -> None:
    """Sonic Converter (#118): +1 ATK; after Klaw's attack damages a character it is stunned; Hero Action:
    spend [energy][mental][physical] to discard it."""
    h = Harness(scenario="klaw", encounter_deck=[IMMORTAL_KLAW, IMMORTAL_KLAW])
    conv = h.add("Sonic Converter", "villain_area", attach_to=2)
    h.form(0, "hero")
    _klaw_attacks(h)
    h.run(["pass", "no_defense"])
    g = h.game
    assert g is not None
    you = h.card(h.identities[0])
    assert you.damage == 1 and you.stunned == 1

    h2 = Harness(scenario="klaw")
    conv = h2.add("Sonic Converter", "villain_area", attach_to=2)
    cards = [h2.add(c, "hand") for c in (ENERGY, GENIUS, STRENGTH)]
    h2.form(0, "hero")
    h2.start_turn(0)
    assert f"ability:{conv}:action-hero" in h2.keys()
    h2.run([f"ability:{conv}:action-hero", *[f"pay:discard:{c}" for c in cards]])
    assert h2.card(conv).zone == ("encounter_discard", None)
    assert h2.game is not None and h2.game.stat(h2.villain, "attack") == 0


def test_solid_sound_body_gives_klaw_retaliate() -> None:
    """Solid-Sound Body (#119): Klaw gains retaliate 1."""
    h = Harness(scenario="klaw")
    h.add("Solid-Sound Body", "villain_area", attach_to=2)
    h.form(0, "hero")
    h.start_turn(0)
    ident = h.identities[0]
    h.run([f"attack:{ident}"])
    assert h.card(h.villain).damage == 2
    assert h.card(ident).damage == 1


# == minions ===============================================================================================


def test_armored_guard_has_guard_and_toughness() -> None:
    """Armored Guard (#120): guard (the villain cannot be attacked) and toughness."""
    h = Harness(scenario="klaw", encounter_deck=["01120"])
    h.form(0, "hero")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    guard = _find(g, "01120")[0]
    assert h.card(guard).tough == 1
    assert attackable_enemies(g, 0) == [guard]


def test_weapons_runner_boost_puts_it_into_play_and_it_surges_when_revealed() -> None:
    """Weapons Runner (#121): star Boost puts it into play engaged with you; surge when revealed."""
    h = Harness(scenario="klaw", encounter_deck=["01121", IMMORTAL_KLAW])
    h.form(0, "hero")
    _klaw_attacks(h)
    h.run(["pass", "no_defense"])
    g = h.game
    assert g is not None
    runner = _find(g, "01121")[0]
    assert g.state.cards[runner].zone == ("play", 0)
    assert g.state.cards[runner].attached_to is None and g.state.cards[runner].engaged_with == 0
    assert g.minions(0) == [runner]
    assert _codes(g, "encounter_discard") == [IMMORTAL_KLAW]

    h2 = Harness(scenario="klaw", encounter_deck=["01121", "01126"])
    h2.start(lambda g: reveal_top(g, 0))
    g2 = h2.game
    assert g2 is not None
    assert _codes(g2, "villain_area") == ["01126"]  # the surge revealed Illegal Arms Factory


# == treacheries ==========================================================================================


def test_klaws_vengeance_alter_ego_discards_at_random() -> None:
    """Klaw's Vengeance (#122) alter-ego: discard 1 card at random from your hand."""
    h = Harness(scenario="klaw", encounter_deck=[KLAWS_VENGEANCE])
    for c in (ENERGY, GENIUS, STRENGTH):
        h.add(c, "hand")
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    assert len(g.hand(0)) == 2 and len(g.state.zone("discard", 0)) == 1


@pytest.mark.parametrize(("boosts", "threat"), [([SOUND_MANIPULATION, SOUND_MANIPULATION], 1),
                                                ([IMMORTAL_KLAW, IMMORTAL_KLAW], 0)])
def test_klaws_vengeance_hero_threat_only_if_the_attack_deals_damage(boosts: list[str], threat: int) -> None:
    """Klaw's Vengeance (#122) hero: Klaw attacks you; 1 threat on the main scheme if the attack dealt damage."""
    h = Harness(scenario="klaw", encounter_deck=[KLAWS_VENGEANCE, *boosts])
    h.form(0, "hero")
    h.start(lambda g: reveal_top(g, 0))
    h.run(["pass", "no_defense"])
    assert h.card(h.identities[0]).damage == 4 * threat
    assert h.card(h.main_scheme).threat == threat


def test_sonic_boom_spend_or_exhaust() -> None:
    """Sonic Boom (#123) When Revealed: spend [energy][mental][physical] or exhaust each character you control."""
    h = Harness(scenario="klaw", encounter_deck=[SONIC_BOOM])
    cards = [h.add(c, "hand") for c in (ENERGY, GENIUS, STRENGTH)]
    h.start(lambda g: reveal_top(g, 0))
    h.run(["choice:0", *[f"pay:discard:{c}" for c in cards]])
    assert h.game is not None and h.game.hand(0) == []
    assert not h.card(h.identities[0]).exhausted

    h2 = Harness(scenario="klaw", encounter_deck=[SONIC_BOOM])
    ally = h2.add("Black Cat", "play")
    h2.add(ENERGY, "hand")
    h2.start(lambda g: reveal_top(g, 0))  # cannot pay: the only choice is exhausting
    assert h2.card(h2.identities[0]).exhausted and h2.card(ally).exhausted


def test_sonic_boom_boost_exhausts_the_hero_it_damaged() -> None:
    """Sonic Boom (#123) star Boost: if this activation deals damage to you, exhaust your hero."""
    h = Harness(scenario="klaw", encounter_deck=[SONIC_BOOM, SOUND_MANIPULATION])
    h.form(0, "hero")
    _klaw_attacks(h)
    h.run(["pass", "no_defense"])
    you = h.card(h.identities[0])
    assert you.damage == 2 and you.exhausted

    h2 = Harness(scenario="klaw", encounter_deck=[SONIC_BOOM, IMMORTAL_KLAW])
    h2.form(0, "hero")
    _klaw_attacks(h2)
    h2.run(["pass", "no_defense"])  # ATK 0: no damage, no exhaust
    assert not h2.card(h2.identities[0]).exhausted


def test_sound_manipulation_heals_klaw() -> None:
    """Sound Manipulation (#124): alter-ego Klaw heals 4 (surge if nothing healed); hero take 2, Klaw heals 2."""
    h = Harness(scenario="klaw", encounter_deck=[SOUND_MANIPULATION])
    h.set(lambda g: setattr(g.state.cards[h.villain], "damage", 5))
    h.start(lambda g: reveal_top(g, 0))
    assert h.card(h.villain).damage == 1

    h2 = Harness(scenario="klaw", encounter_deck=[SOUND_MANIPULATION, "01126"])
    h2.start(lambda g: reveal_top(g, 0))
    assert h2.game is not None and _codes(h2.game, "villain_area") == ["01126"]  # surge

    h3 = Harness(scenario="klaw", encounter_deck=[SOUND_MANIPULATION])
    h3.form(0, "hero")
    h3.set(lambda g: setattr(g.state.cards[h3.villain], "damage", 5))
    h3.start(lambda g: reveal_top(g, 0))
    assert h3.card(h3.identities[0]).damage == 2
    assert h3.card(h3.villain).damage == 3


# == side schemes ==========================================================================================


def test_defense_network_and_illegal_arms_factory_enter_with_threat_and_icons() -> None:
    """Defense Network (#125): 2 + 1 per player threat, crisis. Illegal Arms Factory (#126): 3 + 1 per player
    threat, hazard (one more encounter card each villain phase)."""
    h = Harness(scenario="klaw", heroes=["01001a", "01001a"], encounter_deck=["01125", "01126"])
    h.start(lambda g: reveal_top(g, 0))
    g = h.game
    assert g is not None
    network = _find(g, "01125")[0]
    assert g.state.cards[network].threat == 4
    assert h.main_scheme not in thwartable_schemes(g, 0)

    h2 = Harness(scenario="klaw", heroes=["01001a", "01001a"], encounter_deck=["01126"])
    h2.start(lambda g: reveal_top(g, 1))
    g2 = h2.game
    assert g2 is not None
    factory = _find(g2, "01126")[0]
    assert g2.state.cards[factory].threat == 5
    assert hazard_count(g2) == 1


# == seeded random games =====================================================================================


def _playout(seed: int, *, expert: bool, modular: str = "masters_of_evil", players: int = 1) -> Game:
    # a different hero per seat: hero identities are unique (Rules Reference, "Unique Icon")
    seats = (PlayerSetup("01001a", SPIDER_MAN_JUSTICE.codes()),
             PlayerSetup("01010a", BUILTIN_DECKS["captain-marvel-leadership"].codes()))
    setup = GameSetup(players=seats[:players], scenario="klaw",
                      modular_sets=(modular,), expert=expert)
    g = Game(setup, seed)
    rng = random.Random(seed * 7919 + 13)
    while g.pending is not None and len(g.answers) < 5000:
        g.answer(rng.choice(g.pending.options).key)
        assert g.state.check_invariants() == [], f"seed {seed}"
    return g


@pytest.mark.parametrize("expert", [False, True])
def test_random_klaw_games_keep_invariants(expert: bool) -> None:
    for seed in range(4):
        g = _playout(seed, expert=expert)
        assert g.result in ("win", "loss") or len(g.answers) >= 5000
    g = _playout(99, expert=expert, modular="legions_of_hydra", players=2)
    assert g.state.check_invariants() == []
