"""New Avengers (56150-56154) and Secret Avengers (56155-56159), Civil War resistance modular sets: each card's
effect and one edge. In cooperative play "the enemy leader" is the villain and "the enemy team" the players
(Civil War rulebook, "Playing a Custom Scenario Cooperatively")."""

from __future__ import annotations

from mcdesk.games.champions.engine.combat import deal_damage, enemy_attack
from mcdesk.games.champions.engine.encounter import reveal_facedown
from mcdesk.games.champions.engine.harness import Harness
from mcdesk.games.champions.engine.schemes import remove_threat

FALCON, HERCULES, GOLIATH, FREEDOM_NA, NEW_AVENGERS = "56150", "56151", "56152", "56153", "56154"
PANTHER, SPECTRUM, FREEDOM_SA, SWITCHING, SECRET_AVENGERS = "56155", "56156", "56157", "56158", "56159"
ADVANCE = "01186"
HYDRA_MERCENARY = "01101"  # no Boost ability
CAPTAIN_MARVEL = "01010a"  # DEF 1
LEADER_ATK = 1  # Iron Man (I)


def _h(**kw: object) -> Harness:
    return Harness(scenario="cw_iron_man", heroes=[CAPTAIN_MARVEL], **kw)  # type: ignore[arg-type]


def _boosted_attack(boost_card: str, *, deck: list[str] | None = None, **props: int) -> Harness:
    """The leader attacks the hero (undefended) with ``boost_card`` as its boost card; ``props`` set on the hero
    (or on the leader with a ``villain_`` prefix)."""
    h = _h(encounter_deck=[boost_card] + (deck or [ADVANCE, ADVANCE]))
    h.form(0, "hero")
    for k, v in props.items():
        if k.startswith("villain_"):
            h.set(lambda g, k=k, v=v: setattr(g.state.cards[h.villain], k[len("villain_"):], v))
        else:
            h.set(lambda g, k=k, v=v: setattr(g.state.cards[h.identities[0]], k, v))
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    return h


# -- New Avengers ------------------------------------------------------------------------------------------------
def test_falcon_boost_confuses_you_or_gains_two_boost_icons() -> None:
    """Falcon Boost: you are confused; if you were already confused, this card gains 2 boost icons. Edge: the
    first time only the status card, the attack is not stronger."""
    h = _boosted_attack(FALCON)
    assert h.card(h.identities[0]).confused == 1 and h.card(h.identities[0]).damage == LEADER_ATK
    h2 = _boosted_attack(FALCON, confused=1)
    assert h2.card(h2.identities[0]).damage == LEADER_ATK + 2


def test_hercules_boost_stuns_you_or_gains_two_boost_icons() -> None:
    """Hercules Boost: you are stunned; if you were already stunned, 2 boost icons. Edge: not yet stunned, no
    icons."""
    h = _boosted_attack(HERCULES)
    assert h.card(h.identities[0]).stunned == 1 and h.card(h.identities[0]).damage == LEADER_ATK
    h2 = _boosted_attack(HERCULES, stunned=1)
    assert h2.card(h2.identities[0]).damage == LEADER_ATK + 2


def test_goliath_boost_toughens_the_leader_or_gains_two_boost_icons() -> None:
    """Goliath Boost: give the enemy leader a tough status card; if it already was tough, 2 boost icons."""
    h = _boosted_attack(GOLIATH)
    assert h.card(h.villain).tough == 1 and h.card(h.identities[0]).damage == LEADER_ATK
    h2 = _boosted_attack(GOLIATH, villain_tough=1)
    assert h2.card(h2.identities[0]).damage == LEADER_ATK + 2 and h2.card(h2.villain).tough == 1


def test_defeated_avengers_become_the_leaders_boost_cards() -> None:
    """Falcon, Hercules, Goliath, Black Panther, Spectrum When Defeated: give this card to the enemy leader as a
    facedown boost card; it is turned face up at the leader's next activation (Falcon confuses you then). Edge:
    it does not go to the encounter discard pile."""
    for code in (FALCON, HERCULES, GOLIATH, PANTHER, SPECTRUM):
        h = _h(encounter_deck=[ADVANCE, ADVANCE])
        m = h.add(code, "engaged")
        h.start(lambda g, m=m: deal_damage(g, m, 9, None, by_player=0))
        assert h.card(m).zone == ("boost", None) and h.card(m).face_down and h.card(m).attached_to == h.villain
    h = _h(encounter_deck=[ADVANCE, ADVANCE, ADVANCE])
    h.form(0, "hero")
    falcon = h.add(FALCON, "engaged")

    def defeat_then_attack(g):  # type: ignore[no-untyped-def]
        yield from deal_damage(g, falcon, 9, None, by_player=0)
        yield from enemy_attack(g, h.villain, 0, activation=True)

    h.start(defeat_then_attack)
    h.run(["no_defense"])
    assert h.card(h.identities[0]).confused == 1  # Falcon's Boost, turned face up with the attack
    assert h.card(falcon).zone == ("encounter_discard", None)


def test_freedom_fighters_resolves_each_minions_boost() -> None:
    """Freedom Fighters When Revealed: resolve the Boost ability of each minion in play (Falcon: you are confused;
    Hercules: you are stunned). Edge: with no Boost ability resolved this way, it gains surge."""
    for code in (FREEDOM_NA, FREEDOM_SA):
        h = _h(encounter_deck=[ADVANCE, ADVANCE])
        h.add(FALCON, "engaged")
        h.add(HERCULES, "engaged")
        h.add(code, "facedown_encounter", 0)
        g = h.start(lambda g: reveal_facedown(g, 0))
        you = h.card(h.identities[0])
        assert you.confused == 1 and you.stunned == 1
        assert not any(line.startswith("Surge:") for line in g.log_lines)
        h2 = _h(encounter_deck=[ADVANCE, ADVANCE])
        h2.add(HYDRA_MERCENARY, "engaged")
        h2.add(code, "facedown_encounter", 0)
        g2 = h2.start(lambda g: reveal_facedown(g, 0))
        assert any(line.startswith("Surge:") for line in g2.log_lines)


def test_freedom_fighters_boost_resolves_engaged_minions_boosts() -> None:
    """Freedom Fighters Boost: resolve the Boost ability of each minion engaged with you. Edge: a minion engaged
    with another player is not resolved."""
    h = Harness(scenario="cw_iron_man", heroes=[CAPTAIN_MARVEL, "01001a"],
                encounter_deck=[FREEDOM_NA, ADVANCE, ADVANCE])
    h.form(0, "hero")
    h.add(FALCON, "engaged", 0)
    h.add(HERCULES, "engaged", 1)
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense"])
    assert h.card(h.identities[0]).confused == 1 and h.card(h.identities[0]).stunned == 0
    assert h.card(h.identities[1]).stunned == 0


def test_new_avengers_shuffles_minions_back_and_has_hinder() -> None:
    """New Avengers: hinder 1 per player (Civil War rulebook "Hinder X"); When Defeated: shuffle each minion in
    the encounter discard pile into the encounter deck. Edge: a treachery there stays."""
    h = _h(encounter_deck=[ADVANCE])
    side = h.add(NEW_AVENGERS, "facedown_encounter", 0)
    h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(side).threat == 3 + 1
    h2 = _h(encounter_deck=[ADVANCE])
    side2 = h2.add(NEW_AVENGERS, "villain_area", threat=2)
    merc = h2.add(HYDRA_MERCENARY, "encounter_discard")
    adv = h2.add(ADVANCE, "encounter_discard")
    h2.start(lambda g: remove_threat(g, side2, 2, None, by_player=0))
    assert h2.card(side2).zone == ("encounter_discard", None)
    assert h2.card(merc).zone == ("encounter_deck", None) and h2.card(adv).zone == ("encounter_discard", None)


# -- Secret Avengers ---------------------------------------------------------------------------------------------
def test_black_panther_boost_exhausts_each_upgrade_you_control() -> None:
    """Black Panther Boost: exhaust each upgrade you control. Edge: a support stays ready."""
    h = _h(encounter_deck=[PANTHER, ADVANCE, ADVANCE])
    h.form(0, "hero")
    helmet = h.add("Captain Marvel's Helmet", "play", 0)
    flight = h.add("Cosmic Flight", "play", 0)
    station = h.add("Alpha Flight Station", "play", 0)
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense", "pass"])  # Cosmic Flight's interrupt needs no exhausting: it is still offered
    assert h.card(helmet).exhausted and h.card(flight).exhausted and not h.card(station).exhausted


def test_spectrum_boost_exhausts_a_character_you_control() -> None:
    """Spectrum Boost: exhaust a character you control (your choice: here the ally). Edge: the other stays
    ready."""
    h = _h(encounter_deck=[SPECTRUM, ADVANCE, ADVANCE])
    h.form(0, "hero")
    cage = h.add("Luke Cage", "play", 0, owner=0)
    h.start(lambda g: enemy_attack(g, h.villain, 0, activation=True))
    h.run(["no_defense", f"card:{cage}"])
    assert h.card(cage).exhausted and not h.card(h.identities[0]).exhausted


def test_switching_sides_discards_an_ally_or_surges() -> None:
    """Switching Sides When Revealed: discard an ally you control (the competitive-mode sentence does nothing in
    cooperative play). Edge: with no ally to discard, it gains surge."""
    h = _h(encounter_deck=[ADVANCE, ADVANCE])
    cage = h.add("Luke Cage", "play", 0, owner=0)
    h.add(SWITCHING, "facedown_encounter", 0)
    g = h.start(lambda g: reveal_facedown(g, 0))
    assert h.card(cage).zone == ("discard", 0)
    assert not any(line.startswith("Surge:") for line in g.log_lines)
    h2 = _h(encounter_deck=[ADVANCE, ADVANCE])
    h2.add(SWITCHING, "facedown_encounter", 0)
    g2 = h2.start(lambda g: reveal_facedown(g, 0))
    assert any(line.startswith("Surge:") for line in g2.log_lines)


def test_secret_avengers_gives_a_card_from_the_top_five_to_the_leader() -> None:
    """Secret Avengers: hinder 1 per player; When Defeated: the players (the enemy team) choose a card among the
    top 5 of the encounter deck; it becomes the enemy leader's facedown boost card. Edge: the sixth card cannot
    be chosen."""
    deck = [ADVANCE, ADVANCE, ADVANCE, ADVANCE, ADVANCE, HYDRA_MERCENARY]
    h = _h(encounter_deck=deck)
    side = h.add(SECRET_AVENGERS, "villain_area", threat=1)
    g = h.start(lambda g: remove_threat(g, side, 1, None, by_player=0))
    d = g.pending
    assert d is not None and len(d.options) == 5  # the five Advances, not the Mercenary
    h.run([d.options[0].key])
    boosts = [c for c in g.state.zone("boost") if g.state.cards[c].attached_to == h.villain]
    assert len(boosts) == 1 and g.state.cards[boosts[0]].code == ADVANCE and g.state.cards[boosts[0]].face_down
    assert h.card(side).zone == ("encounter_discard", None)


def test_a_boost_card_given_to_the_leader_carries_over_to_its_next_stage() -> None:
    """Rules Reference "Villain Defeat": what the villain has carries over to its next stage; a facedown boost
    card given to the enemy leader (Falcon's When Defeated) stays the leader's and is turned face up at the next
    stage's activation. Edge: without such a card, only the normal boost card is dealt."""
    h = _h(encounter_deck=[ADVANCE, ADVANCE, ADVANCE])
    h.form(0, "hero")
    falcon = h.add(FALCON, "engaged")
    h.add("56060", "villain_deck")  # Iron Man (II)

    def defeat_falcon_then_the_leader(g):  # type: ignore[no-untyped-def]
        yield from deal_damage(g, falcon, 9, None, by_player=0)
        yield from deal_damage(g, h.villain, 99, None, by_player=0)
        nxt = g.villain()
        assert nxt is not None and nxt != h.villain
        assert g.state.cards[falcon].attached_to == nxt
        yield from enemy_attack(g, nxt, 0, activation=True)

    h.start(defeat_falcon_then_the_leader)
    h.run(["no_defense"])
    assert h.card(h.identities[0]).confused == 1 and h.card(falcon).zone == ("encounter_discard", None)
