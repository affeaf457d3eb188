"""The Protection and basic cards of Civil War's Hulkling starter deck (56041-56053): each card's effect and one
edge. Brother Voodoo, The Night Nurse, Taunt, Tackle, Preservation and Assess the Situation are reprints scripted
under their Civil War codes."""

from __future__ import annotations

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.engine.combat import enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness

HULKLING, TIGRA = "56029a", "56001a"
PATRIOT, VOODOO, HIDDEN_BASE, NIGHT_NURSE, EXCELSIOR, CONDITIONING, ALL_DAY, TAUNT, TACKLE, CUTS, PRESERVATION = (
    "56041", "56042", "56043", "56044", "56045", "56046", "56047", "56048", "56049", "56050", "56051")
IRON_LAD, ASSESS = "56052", "56053"
ENERGY_CW, GENIUS_CW, STRENGTH_CW = "56020", "56021", "56022"
ENERGY, GENIUS, STRENGTH = "01088", "01089", "01090"
STRIKE = "56037"
HYDRA_MERCENARY = "01101"  # no When Revealed ability
ADVANCE = "01186"


def _h(*, hero: bool = True, **kw: object) -> Harness:
    h = Harness(heroes=[HULKLING], **kw)  # type: ignore[arg-type]
    if hero:
        h.form(0, "hero")
    return h


def test_every_card_is_scripted_with_generated_text_and_reprints_play_their_script() -> None:
    """Each card has generated rules text; the core resources the pack reprints (Energy, Genius, Strength) play
    as the core cards they reprint (``duplicate_of``): same facts, two resources each."""
    db = default_database()
    for code in (PATRIOT, VOODOO, HIDDEN_BASE, NIGHT_NURSE, EXCELSIOR, CONDITIONING, ALL_DAY, TAUNT, TACKLE, CUTS,
                 PRESERVATION, IRON_LAD, ASSESS):
        assert db.is_scripted(code) and db.script(code).rules_text().strip(), code
    for reprint, core in ((ENERGY_CW, ENERGY), (GENIUS_CW, GENIUS), (STRENGTH_CW, STRENGTH)):
        assert db.card(reprint).duplicate_of == core
        assert db.card(reprint).resources == db.card(core).resources and db.card(reprint).name == db.card(core).name


def test_a_reprinted_energy_pays_like_the_core_one() -> None:
    """Energy (56020, a reprint of the core Energy): discarded for two [energy] resources."""
    h = _h()
    strike = h.add(STRIKE, "hand")
    e = h.add(ENERGY_CW, "hand")
    h.start_turn(0)
    h.run([f"play:{strike}", f"pay:discard:{e}"])
    assert h.card(h.villain).damage == 5 and h.card(e).zone == ("discard", 0)


def test_patriot_gets_tough_after_you_engage_a_minion() -> None:
    """Patriot: after you engage a minion, give Patriot a tough status card. Edge: a minion engaging another
    player does not let him respond."""
    h = _h(encounter_deck=[ADVANCE])
    patriot = h.add(PATRIOT, "play")
    h.add(HYDRA_MERCENARY, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    h.run([f"use:{patriot}:0"])
    assert h.card(patriot).tough == 1
    h2 = Harness(heroes=[HULKLING, TIGRA], encounter_deck=[ADVANCE])
    patriot2 = h2.add(PATRIOT, "play", 0)
    h2.add(HYDRA_MERCENARY, "facedown_encounter", 1)
    g2 = h2.start(lambda g: reveal_facedown(g, 1))
    assert g2.pending is None and h2.card(patriot2).tough == 0


def test_brother_voodoo_finds_an_event_in_the_top_five_cards() -> None:
    """Brother Voodoo: after he enters play, search the top 5 cards of your deck for an event, add it to your
    hand, shuffle. Edge: an event 6th from the top is not found."""
    deck = [ENERGY, STRIKE, ENERGY, ENERGY, ENERGY, TAUNT] + [ENERGY] * 10
    h = _h(deck=deck)
    voodoo = h.add(VOODOO, "hand")
    e1 = h.add(ENERGY, "hand")
    e2 = h.add(GENIUS, "hand")
    g = h.start_turn(0)
    h.run([f"play:{voodoo}", f"pay:discard:{e1}", f"pay:discard:{e2}", f"use:{voodoo}:0"])
    in_hand = [g.state.cards[c].code for c in g.hand(0)]
    assert in_hand == [STRIKE]


def test_hidden_base_gives_tough_after_changing_to_alter_ego() -> None:
    """Hidden Base (uses 3): alter-ego response after you change form, exhaust it and remove a counter: your
    identity gets a tough status card. Edge: changing to hero form is not answered (alter-ego ability)."""
    h = _h()
    base = h.add(HIDDEN_BASE, "play", counters=3)
    h.start_turn(0)
    h.run(["Change form", f"use:{base}:0"])
    assert h.card(h.identities[0]).tough == 1 and h.card(base).counters == 2 and h.card(base).exhausted
    h2 = _h(hero=False)
    base2 = h2.add(HIDDEN_BASE, "play", counters=3)
    g2 = h2.start_turn(0)
    h2.run(["Change form"])
    assert g2.pending is not None and g2.pending.kind.value == "turn" and h2.card(base2).counters == 3


def test_the_night_nurse_heals_and_removes_a_status_card() -> None:
    """The Night Nurse (uses 3 medical): exhaust, remove a counter: heal 1 damage from a hero and discard 1 status
    card from it. Edge: with two kinds of status card the player picks which one goes."""
    h = _h()
    nurse = h.add(NIGHT_NURSE, "play", counters=3)
    h.set(lambda g: (setattr(g.state.cards[h.identities[0]], "damage", 2),
                     setattr(g.state.cards[h.identities[0]], "stunned", 1),
                     setattr(g.state.cards[h.identities[0]], "confused", 1)))
    h.start_turn(0)
    h.run([f"ability:{nurse}:0", "status:confused"])
    me = h.card(h.identities[0])
    assert me.damage == 1 and me.confused == 0 and me.stunned == 1 and h.card(nurse).counters == 2


def test_excelsior_deals_two_after_your_hero_defends() -> None:
    """Excelsior: after your hero defends against an enemy attack, spend an [energy] resource: deal 2 damage to an
    enemy. Edge: after an undefended attack it is not offered."""
    h = _h(encounter_deck=[ADVANCE])
    exc = h.add(EXCELSIOR, "play")
    e = h.add(ENERGY, "hand")
    h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run([f"defend:{h.identities[0]}", f"use:{exc}:0", f"pay:discard:{e}"])
    assert h.card(h.villain).damage == 2
    h2 = _h(encounter_deck=[ADVANCE])
    h2.add(EXCELSIOR, "play")
    h2.add(ENERGY, "hand")
    g2 = h2.start(lambda g: enemy_attack(g, h2.villain, 0))
    h2.run(["no_defense"])
    assert g2.pending is None and h2.card(h2.villain).damage == 0


def test_defensive_conditioning_gives_hit_points_and_defense() -> None:
    """Defensive Conditioning: you get +3 hit points and your hero gets +1 DEF. Edge: Teddy Altman (alter-ego)
    keeps the hit points; DEF is the hero's."""
    h = _h()
    h.add(CONDITIONING, "play")
    g = h.start(lambda g: iter(()))
    assert g.hit_points(h.identities[0]) == 16 and g.stat(h.identities[0], "defense") == 2
    h2 = _h(hero=False)
    h2.add(CONDITIONING, "play")
    g2 = h2.start(lambda g: iter(()))
    assert g2.hit_points(h2.identities[0]) == 16 and not g2.stat(h2.identities[0], "defense")


def test_i_can_do_this_all_day_defends_without_exhausting() -> None:
    """"I Can Do This All Day" (defense): when an enemy attacks, your hero is declared the defender without
    exhausting (its DEF reduces the damage). Edge: an exhausted hero can defend this way."""
    h = _h(encounter_deck=[ADVANCE])
    day = h.add(ALL_DAY, "hand")
    e = h.add(ENERGY, "hand")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "exhausted", True))
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run([f"use:{day}:0", f"pay:discard:{e}"])
    assert g.pending is None
    assert h.card(h.identities[0]).damage == 1  # Rhino's ATK 2 less Hulkling's DEF 1


def test_taunt_makes_the_villain_attack_you_alone_and_draws_three() -> None:
    """Taunt: the villain attacks you; other characters cannot defend against this attack; draw 3 cards."""
    h = _h(encounter_deck=[ADVANCE])
    taunt = h.add(TAUNT, "hand")
    e = h.add(ENERGY, "hand")
    h.add(IRON_LAD, "play")
    g = h.start_turn(0)
    h.answer(f"play:{taunt}")
    h.answer(f"pay:discard:{e}")
    assert h.keys() == (f"defend:{h.identities[0]}", "no_defense")
    h.run(["no_defense"])
    assert h.card(h.identities[0]).damage == 2 and len(g.hand(0)) == 3


def test_tackle_stuns_and_deals_three_when_paid_with_physical() -> None:
    """Tackle: stun an enemy; if you paid for it with a [physical] resource, deal 3 damage to that enemy. Edge:
    paid without [physical], the enemy is only stunned."""
    for payer, damage in ((STRENGTH, 3), (GENIUS, 0)):
        h = _h()
        tackle = h.add(TACKLE, "hand")
        a = h.add(payer, "hand")
        b = h.add(ENERGY, "hand")
        h.start_turn(0)
        h.run([f"play:{tackle}", f"pay:discard:{a}", f"pay:discard:{b}"])
        assert h.card(h.villain).stunned == 1 and h.card(h.villain).damage == damage


def test_cuts_both_ways_retaliates_for_the_phase() -> None:
    """Cuts Both Ways (defense): when an enemy attacks, you gain retaliate 1 until the end of the phase (the
    attacker takes 1); as a defense ability, your hero defends and its DEF does not reduce the damage."""
    h = _h(encounter_deck=[ADVANCE])
    cuts = h.add(CUTS, "hand")
    g = h.start(lambda g: enemy_attack(g, h.villain, 0))
    h.run([f"use:{cuts}:0"])
    assert g.pending is None
    assert h.card(h.villain).damage == 1 and h.card(h.identities[0]).damage == 2
    assert not h.card(h.identities[0]).exhausted


def test_preservation_heals_after_it_is_spent() -> None:
    """Preservation: after you spend it, heal 1 damage from your hero."""
    h = _h()
    pres = h.add(PRESERVATION, "hand")
    nurse = h.add(NIGHT_NURSE, "hand")
    h.set(lambda g: setattr(g.state.cards[h.identities[0]], "damage", 2))
    h.start_turn(0)
    h.run([f"play:{nurse}", f"pay:discard:{pres}", "yes"])
    assert h.card(h.identities[0]).damage == 1


def test_iron_lad_borrows_another_avengers_attack() -> None:
    """Iron Lad: when he uses a basic power, exhaust another [[Avenger]] ally you control to add its power to his
    for this use (Patriot's ATK 2: 3 damage). Edge: without a ready Avenger ally it is not offered."""
    h = _h()
    lad = h.add(IRON_LAD, "play")
    patriot = h.add(PATRIOT, "play")
    h.start_turn(0)
    h.run([f"attack:{lad}", f"use:{lad}:0"])
    assert h.card(h.villain).damage == 3 and h.card(patriot).exhausted
    h2 = _h()
    lad2 = h2.add(IRON_LAD, "play")
    h2.add(PATRIOT, "play", exhausted=True)
    g2 = h2.start_turn(0)
    h2.run([f"attack:{lad2}"])
    assert h2.card(h2.villain).damage == 1 and g2.pending.kind.value == "turn"  # type: ignore[union-attr]


def test_assess_the_situation_adds_one_hand_size_for_the_phase() -> None:
    """Assess the Situation: you get +1 hand size until the end of the phase (so the end of the player phase
    draws up to 6)."""
    h = _h()
    assess = h.add(ASSESS, "hand")
    g = h.start_turn(0)
    assert g.stat(h.identities[0], "hand_size") == 5
    h.run([f"play:{assess}"])
    assert g.stat(h.identities[0], "hand_size") == 6


def _two_defenders() -> tuple[Harness, int, int, int]:
    h = Harness(heroes=[HULKLING, TIGRA], encounter_deck=[ADVANCE])
    h.form(0, "hero")
    h.form(1, "hero")
    cuts = h.add(CUTS, "hand", 0)
    mine = h.add(ALL_DAY, "hand", 0)
    h.add(ENERGY, "hand", 0)
    theirs = h.add(CUTS, "hand", 1)
    return h, cuts, mine, theirs


def _offered_until_the_attack_goes_on(h: Harness, first: str) -> set[str]:
    g = h.game
    assert g is not None
    h.answer(first)
    seen: set[str] = set()
    while g.pending is not None and g.pending.kind.value == "window":
        seen.update(h.keys())
        h.answer("pass")
    return seen


def test_only_one_player_resolves_defense_abilities_for_an_attack() -> None:
    """Rules Reference "Defense": once a player resolves a defense ability during an enemy attack (Cuts Both Ways),
    no other player can resolve defense abilities for that attack (the second player's Cuts Both Ways is no longer
    offered), while the defending player may resolve more of them. Edge: when the first player passes,
    the second is offered theirs."""
    h, cuts, mine, theirs = _two_defenders()
    h.start(lambda g: enemy_attack(g, h.villain, 0))
    seen = _offered_until_the_attack_goes_on(h, f"use:{cuts}:0")
    assert any(k.startswith(f"use:{mine}:") for k in seen)
    assert not any(k.startswith(f"use:{theirs}:") for k in seen)
    h2, _, _, theirs2 = _two_defenders()
    h2.start(lambda g: enemy_attack(g, h2.villain, 0))
    seen2 = _offered_until_the_attack_goes_on(h2, "pass")
    assert any(k.startswith(f"use:{theirs2}:") for k in seen2)
