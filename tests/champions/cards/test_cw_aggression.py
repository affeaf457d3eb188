"""The Aggression and basic cards of Civil War's Tigra starter deck (56010-56019): each card's effect and one edge;
and the starter deck itself (Civil War rulebook, "Starter Decks")."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.deckbuilding import validate_deck
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.games.champions.engine.combat import deal_damage
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.playing import can_play_card

TIGRA = "56001a"
TWO_GUN, SPIDER_GIRL, AIR_COVER, CONDITIONING, SUPPRESSING, BRING_IT, COUP, SAVAGE, AUDACITY, YELLOW_JACKET = (
    "56010", "56011", "56012", "56013", "56014", "56015", "56016", "56017", "56018", "56019")
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
HYDRA_MERCENARY, HYDRA_BOMBER = "01101", "01110"
ADVANCE = "01186"


def _h(**kw: object) -> Harness:
    return Harness(heroes=[TIGRA], **kw)  # type: ignore[arg-type]


def test_the_tigra_starter_deck_is_the_rulebooks_list_and_legal() -> None:
    """Civil War rulebook "Starter Decks": Tigra / Aggression, 40 cards, every card scripted."""
    db = default_database()
    deck = BUILTIN_DECKS["tigra-aggression"]
    assert len(deck.codes()) == 40
    assert validate_deck(db, deck.identity, deck.codes()) == []
    assert all(db.is_scripted(c) for c in deck.codes() if db.card(c).type_code != "resource" or c == AUDACITY)
    for code in (TWO_GUN, SPIDER_GIRL, AIR_COVER, CONDITIONING, SUPPRESSING, BRING_IT, COUP, SAVAGE, AUDACITY,
                 YELLOW_JACKET):
        assert db.is_scripted(code) and db.script(code).rules_text().strip(), code


def test_two_gun_kid_attacks_a_second_enemy() -> None:
    """Two-Gun Kid: his basic attack is resolved against 2 enemies (the second one is another enemy)."""
    h = _h()
    kid = h.add(TWO_GUN, "play")
    a = h.add(HYDRA_BOMBER, "engaged")
    b = h.add(HYDRA_BOMBER, "engaged")
    g = h.start_turn(0)
    h.run([f"attack:{kid}", f"card:{a}", f"use:{kid}:0", f"card:{b}"])
    assert not g.is_in_play(a) and not g.is_in_play(b)


def test_spider_girl_stuns_and_confuses_a_minion_when_played() -> None:
    """Spider-Girl: after you play her from your hand, stun and confuse a minion."""
    h = _h()
    girl = h.add(SPIDER_GIRL, "hand")
    e = h.add(ENERGY, "hand")
    bomber = h.add(HYDRA_BOMBER, "engaged")
    h.start_turn(0)
    h.run([f"play:{girl}", f"pay:discard:{e}", f"use:{girl}:0"])
    assert h.card(bomber).stunned == 1 and h.card(bomber).confused == 1


def test_aggressive_conditioning_gives_hit_points_and_attack() -> None:
    """Aggressive Conditioning: you get +3 hit points and your hero +1 ATK. Edge: it is played under any player's
    control; the bonus goes to its controller."""
    h = _h()
    h.form(0, "hero")
    h.add(CONDITIONING, "play")
    g = h.start(lambda g: iter(()))
    assert g.hit_points(h.identities[0]) == 13 and g.stat(h.identities[0], "attack") == 3
    assert default_database().script(CONDITIONING).play_under_any_players_control


def test_suppressing_fire_heals_when_you_defeat_its_minion() -> None:
    """Suppressing Fire: when you attack and defeat attached minion, heal 2 damage from your hero. Edge: another
    source's defeat heals nothing."""
    h = _h()
    h.form(0, "hero")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 3))
    bomber = h.add(HYDRA_BOMBER, "engaged")
    fire = h.add(SUPPRESSING, "play", 0, attach_to=bomber)
    h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"card:{bomber}", f"use:{fire}:0"])
    assert h.card(h.identities[0]).damage == 1
    h2 = _h()
    h2.form(0, "hero")
    h2.set(lambda g: setattr(g.state.cards[h2.identities[0]], "damage", 3))
    b2 = h2.add(HYDRA_BOMBER, "engaged")
    h2.add(SUPPRESSING, "play", 0, attach_to=b2)
    h2.start(lambda g: deal_damage(g, b2, 2, None))
    assert h2.card(h2.identities[0]).damage == 3


def test_bring_it_draws_per_engaged_minion_once_per_phase() -> None:
    """"Bring It!": draw 1 card for each minion engaged with you; Max 1 per phase."""
    h = _h(deck=[ENERGY] * 10)
    h.form(0, "hero")
    one = h.add(BRING_IT, "hand")
    two = h.add(BRING_IT, "hand")
    h.add(HYDRA_BOMBER, "engaged")
    h.add(HYDRA_BOMBER, "engaged")
    g = h.start_turn(0)
    h.run([f"play:{one}"])
    assert len(g.hand(0)) == 1 + 2
    assert not can_play_card(g, two, 0)


def test_coup_de_grace_defeats_a_minion_with_an_upgrade() -> None:
    """Coup de Grâce: defeat a non-Elite minion with an upgrade attached. Edge: without one it cannot be played."""
    h = _h()
    h.form(0, "hero")
    coup = h.add(COUP, "hand")
    g_ = h.add(GENIUS, "hand")
    merc = h.add(HYDRA_MERCENARY, "engaged")
    h.add(SUPPRESSING, "play", 0, attach_to=merc)
    g = h.start_turn(0)
    h.run([f"play:{coup}", f"pay:discard:{g_}"])
    assert not g.is_in_play(merc)
    h2 = _h()
    h2.form(0, "hero")
    coup2 = h2.add(COUP, "hand")
    h2.add(GENIUS, "hand")
    h2.add(HYDRA_MERCENARY, "engaged")
    g2 = h2.start_turn(0)
    assert not can_play_card(g2, coup2, 0)


def test_savage_strike_adds_six_and_piercing() -> None:
    """Savage Strike: when you make a basic attack, +6 ATK for this attack, and it gains piercing."""
    h = _h()
    h.form(0, "hero")
    savage = h.add(SAVAGE, "hand")
    e, s = h.add(ENERGY, "hand"), h.add(STRENGTH, "hand")
    h.set(lambda g: setattr(g.state.cards[h.villain], "tough", 1))
    g = h.start_turn(0)
    h.run([f"attack:{h.identities[0]}", f"use:{savage}:0", f"pay:discard:{s}", f"pay:discard:{e}"])
    assert h.card(h.villain).damage == 2 + 6 and h.card(h.villain).tough == 0  # piercing took the tough card
    assert g.state.cards[savage].zone == ("discard", 0)


def test_audacity_damages_the_villain_after_it_is_spent() -> None:
    """Audacity: Hero Response after you spend this card: deal 1 damage to the villain. Edge: as an alter-ego
    it is not offered."""
    h = _h()
    h.form(0, "hero")
    aud = h.add(AUDACITY, "hand")
    conditioning = h.add(CONDITIONING, "hand")
    e = h.add(ENERGY, "hand")
    h.start_turn(0)
    h.run([f"play:{conditioning}", f"pay:discard:{aud}", f"pay:discard:{e}", "yes"])
    assert h.card(h.villain).damage == 1


def test_yellow_jacket_needs_an_avenger_and_finds_an_upgrade() -> None:
    """Yellow Jacket: play only if you have the Avenger trait (Tigra has it, Greer Nelson does not); after he
    enters play, take an upgrade from the top 5 cards of your deck."""
    h = _h(deck=[ENERGY, ENERGY, "56005", ENERGY, ENERGY, ENERGY])
    h.form(0, "hero")
    yj = h.add(YELLOW_JACKET, "hand")
    h.add(ENERGY, "hand")
    h.add(STRENGTH, "hand")
    g = h.start_turn(0)
    assert can_play_card(g, yj, 0)
    h2 = _h()
    yj2 = h2.add(YELLOW_JACKET, "hand")
    h2.add(ENERGY, "hand")
    h2.add(STRENGTH, "hand")
    g2 = h2.start_turn(0)
    assert not can_play_card(g2, yj2, 0)


def test_air_cover_fetches_a_tactic_upgrade_for_a_new_minion() -> None:
    """Air Cover: after a minion enters play, exhaust it and remove 1 fuel counter to take a [[Tactic]] upgrade
    that can attach to that minion from your deck or discard pile."""
    from mcdesk.games.champions.engine.encounter import put_minion_into_play

    h = _h(encounter_deck=[ADVANCE])
    cover = h.add(AIR_COVER, "play", counters=2)
    fire = h.add(SUPPRESSING, "discard")
    bomber = h.add(HYDRA_BOMBER, "encounter_deck")
    g = h.start(lambda g: put_minion_into_play(g, bomber, 0))
    h.run([f"use:{cover}:0"])
    assert h.card(fire).zone == ("hand", 0) and h.card(cover).counters == 1 and h.card(cover).exhausted
    assert g is not None
