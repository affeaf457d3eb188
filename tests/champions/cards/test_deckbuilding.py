"""Deck validation (Rules Reference, Appendix I: Deck Customization; "Unique", "Team-Up", "Max",
"Identity-Specific Card", "Obligation", "Nemesis Encounter Set")."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

import pytest

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.deckbuilding import DeckProblem, validate_deck
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
from mcdesk.games.champions.cards.facts import CardFacts
from mcdesk.games.champions.engine.database import CardDatabase


# -- the built-in decks -------------------------------------------------------------------------------------
@pytest.mark.parametrize("key", sorted(BUILTIN_DECKS))
def test_builtin_decks_are_legal(key: str) -> None:
    deck = BUILTIN_DECKS[key]
    assert validate_deck(default_database(), deck.identity, deck.codes()) == []


def test_every_violation_of_a_starter_deck_is_listed_naming_the_card() -> None:
    db = default_database()
    deck = list(BUILTIN_DECKS["spider-man-justice"].codes())
    deck.remove("01005")  # one Swinging Web Kick short of the identity-specific set
    deck += [
        "01012",  # Captain Marvel's identity-specific card
        "01165",  # Spider-Man's obligation
        "01167",  # a nemesis minion
        "01095",  # a villain
        "01050",  # an Aggression ally in a Justice deck
        "01002",  # a second Black Cat (unique)
        "01088",  # a second Energy (Max 1 per deck)
    ]
    problems = validate_deck(db, "01001a", deck)
    by_rule: dict[str, set[str | None]] = {}
    for p in problems:
        by_rule.setdefault(p.rule, set()).add(p.code)
        if p.code:
            assert p.code in p.message, p.message
    assert by_rule["not_allowed"] == {"01012", "01165", "01167", "01095"}
    assert by_rule["aspect"] == {"01050"}
    assert by_rule["unique"] == {"01002"}
    assert by_rule["max_per_deck"] == {"01088"}
    assert by_rule["identity_set"] == {"01005", "01002"}
    assert by_rule["size"] == {None}  # 51 cards
    assert "51 cards" in next(p.message for p in problems if p.rule == "size")


def test_black_panthers_five_wakanda_forever_are_not_over_the_limit_of_three() -> None:
    db = default_database()
    deck = BUILTIN_DECKS["black-panther-protection"]
    assert sum(1 for c in deck.codes() if db.card(c).name == "Wakanda Forever!") == 5
    assert validate_deck(db, deck.identity, deck.codes()) == []


def test_the_alter_ego_code_names_the_same_identity() -> None:
    deck = BUILTIN_DECKS["spider-man-justice"]
    assert validate_deck(default_database(), "01001b", deck.codes()) == []


# -- a small synthetic card pool ----------------------------------------------------------------------------
def _f(code: str, name: str, type_code: str, faction: str, **kw: Any) -> CardFacts:
    kw.setdefault("pack_code", "test")
    return CardFacts(code=code, name=name, type_code=type_code, faction_code=faction, **kw)


def _pool(*extra: CardFacts) -> CardDatabase:
    cards = [
        _f("H01a", "Alpha", "hero", "hero", set_code="alpha", is_unique=True, back_link="H01b"),
        _f("H01b", "Al Pha", "alter_ego", "hero", set_code="alpha", is_unique=True, hidden=True, front_link="H01a"),
        _f("H02", "Sidekick", "ally", "hero", set_code="alpha", is_unique=True, subname="Sid"),
        _f("H03", "Alpha Strike", "event", "hero", set_code="alpha", quantity=2),
        _f("H04", "Alpha Gear", "upgrade", "hero", set_code="alpha", quantity=3),
        _f("H09", "Alpha's Trouble", "obligation", "encounter", set_code="alpha"),
        _f("H08", "Alpha's Foe", "minion", "encounter", set_code="alpha_nemesis"),
        _f("B01a", "Beta", "hero", "hero", set_code="beta", is_unique=True, back_link="B01b"),
        _f("B01b", "Bea", "alter_ego", "hero", set_code="beta", is_unique=True, hidden=True, front_link="B01a"),
        _f("B02", "Beta Blast", "event", "hero", set_code="beta", quantity=2),
        _f("E01", "Goon", "minion", "encounter", set_code="villainy"),
        _f("C01", "Campaign Gear", "upgrade", "campaign", set_code="campaign_stuff"),
        _f("M01", "Lucky Charm", "resource", "basic", keywords=(("max_per_deck", 1),)),
        _f("T01", "Double Act", "event", "basic", keywords=(("team-up", "Alpha|Beta"),)),
        _f("T02", "Other Double Act", "event", "basic", keywords=(("team-up", "Gamma|Delta"),)),
    ]
    cards += [_f(f"X{i:02d}", f"Basic {i}", "event", "basic", quantity=3) for i in range(1, 15)]
    cards += [_f(f"G{i:02d}", f"Fury {i}", "event", "aggression", quantity=3) for i in range(1, 15)]
    cards += [_f(f"J{i:02d}", f"Law {i}", "event", "justice", quantity=3) for i in range(1, 4)]
    cards += [_f(f"L{i:02d}", f"Lead {i}", "event", "leadership", quantity=3) for i in range(1, 4)]
    cards += list(extra)
    return CardDatabase(facts={f.code: f for f in cards})


ALPHA_SET = ["H02", "H03", "H03", "H04", "H04", "H04"]


def _legal(extra: Iterable[str] = (), drop: int = 0) -> list[str]:
    deck = ALPHA_SET + [f"G{i:02d}" for i in range(1, 11) for _ in range(2)] + [f"X{i:02d}" for i in range(1, 8)
                                                                                 for _ in range(2)]
    return deck[: len(deck) - drop] + list(extra)


def _rules(problems: list[DeckProblem]) -> list[tuple[str, str | None]]:
    return sorted((p.rule, p.code) for p in problems)


def test_a_legal_synthetic_deck() -> None:
    assert len(_legal()) == 40
    assert validate_deck(_pool(), "H01a", _legal()) == []


@pytest.mark.parametrize(("size", "ok"), [(39, False), (40, True), (50, True), (51, False)])
def test_forty_to_fifty_cards_besides_the_identity(size: int, ok: bool) -> None:
    deck = _legal()
    deck = deck[:size] if size <= 40 else deck + [f"X{i:02d}" for i in range(8, 15)] * 2
    deck = deck[:size]
    if size < 40:
        deck = ALPHA_SET + [c for c in deck if c not in ALPHA_SET][: size - len(ALPHA_SET)]
    assert len(deck) == size
    problems = validate_deck(_pool(), "H01a", deck)
    assert (problems == []) is ok, problems
    if not ok:
        assert _rules(problems) == [("size", None)]
        assert f"{size} cards" in problems[0].message


def test_identity_specific_set_exact_quantities() -> None:
    deck = _legal()
    deck.remove("H03")  # one Alpha Strike short
    deck += ["H04", "X08"]  # a fourth Alpha Gear
    problems = validate_deck(_pool(), "H01a", deck)
    assert _rules(problems) == [("identity_set", "H03"), ("identity_set", "H04")]
    assert "has 2 and the deck has 1" in problems[0].message
    assert "has exactly 3" in problems[1].message


def test_more_than_three_copies_by_title() -> None:
    dup = _f("X91", "Basic 1", "event", "basic", pack_code="other")  # same title as X01, another printing
    problems = validate_deck(_pool(dup), "H01a", _legal(["X01", "X91"], drop=2))
    assert _rules(problems) == [("copies", "X01")]
    assert "4 copies of Basic 1" in problems[0].message and "X91" in problems[0].message


def test_a_reprint_counts_as_its_original() -> None:
    reprint = _f("R03", "Alpha Strike", "event", "hero", set_code="alpha", duplicate_of="H03")
    deck = _legal()
    deck[deck.index("H03")] = "R03"
    assert validate_deck(_pool(reprint), "H01a", deck) == []


def test_max_per_deck() -> None:
    assert validate_deck(_pool(), "H01a", _legal(["M01"], drop=1)) == []
    problems = validate_deck(_pool(), "H01a", _legal(["M01", "M01"], drop=2))
    assert _rules(problems) == [("max_per_deck", "M01")]
    assert "Max 1 per deck" in problems[0].message


def test_unique_by_title_counting_the_identity_with_the_subtitle_exception() -> None:
    other_alpha = _f("U01", "Alpha", "ally", "basic", is_unique=True, subname="Someone Else")
    same_alpha = _f("U02", "Alpha", "ally", "basic", is_unique=True, subname="Al Pha")
    bare_alpha = _f("U03", "Alpha", "ally", "basic", is_unique=True)
    sid2 = _f("U04", "Sidekick", "ally", "basic", is_unique=True, subname="Sidney")
    sid3 = _f("U05", "Sidekick", "ally", "basic", is_unique=True, subname="Sid")
    db = _pool(other_alpha, same_alpha, bare_alpha, sid2, sid3)
    # same title, different alter-ego / subtitle: they may coexist
    assert validate_deck(db, "H01a", _legal(["U01", "U04"], drop=2)) == []
    problems = validate_deck(db, "H01a", _legal(["U02", "U03", "U05"], drop=3))
    assert _rules(problems) == [("unique", "H02"), ("unique", "U02"), ("unique", "U03")]
    assert all("unique" in p.message for p in problems)
    by_code = {p.code: p.message for p in problems}
    assert "same title as the identity Alpha (Al Pha)" in by_code["U02"]
    assert "same title as the identity" in by_code["U03"]
    assert "U05" in by_code["H02"]  # Sidekick (Sid) twice: the identity-specific one and another printing
    # two copies of the same unique card
    problems = validate_deck(db, "H01a", _legal(["U04", "U04"], drop=2))
    assert _rules(problems) == [("unique", "U04")]


def test_one_aspect_by_default() -> None:
    problems = validate_deck(_pool(), "H01a", _legal(["J01", "J01", "L01"], drop=3))
    assert _rules(problems) == [("aspect", "J01"), ("aspect", "L01")]
    assert "Justice card" in problems[0].message and "Aggression" in problems[0].message
    assert "(2 copies)" in problems[0].message
    # an aspect the deck names is the chosen one, even if fewer of its cards are in it
    named = validate_deck(_pool(), "H01a", _legal(["J01"], drop=1), aspects=["justice"])
    assert {p.code for p in named} == {f"G{i:02d}" for i in range(1, 11)}


def test_deck_requirements_more_aspects_and_a_per_title_limit() -> None:
    two = _f("W01a", "Weaver", "hero", "hero", set_code="weaver", deck_requirements=({"aspects": 2},))
    four = _f("Z01a", "Zed", "hero", "hero", set_code="zed", deck_requirements=({"aspects": 4, "limit": 1},))
    db = _pool(two, four)
    base = [f"X{i:02d}" for i in range(1, 13) for _ in range(2)]  # 24 basic cards
    two_aspects = base + [f"G{i:02d}" for i in range(1, 9) for _ in range(2)]
    assert validate_deck(db, "W01a", two_aspects[:-2] + ["J01", "J01"]) == []
    problems = validate_deck(db, "W01a", two_aspects[:-3] + ["J01", "J01", "L01"])
    assert _rules(problems) == [("aspect", "L01")]
    assert "Weaver may use 2 aspects" in problems[0].message
    singles = base + [f"G{i:02d}" for i in range(1, 11)] + ["J01", "J02", "J03", "L01", "L02", "L03"]
    assert validate_deck(db, "Z01a", singles) == []
    problems = validate_deck(db, "Z01a", singles[:-1] + ["G01"])
    assert _rules(problems) == [("copies", "G01")]
    assert "1 copy of each aspect card" in problems[0].message


def test_deck_options_allow_some_cards_from_any_aspect() -> None:
    cyc = _f("Y01a", "Cy", "hero", "hero", set_code="cy", deck_options=({"type": ["ally"], "trait": ["x-men"],
                                                                          "limit": 2},))
    mutant = _f("XM1", "Mutant Pal", "ally", "justice", traits=("X-Men",), quantity=3)
    human = _f("HU1", "Human Pal", "ally", "justice", quantity=3)
    db = _pool(cyc, mutant, human)
    deck = [f"G{i:02d}" for i in range(1, 11) for _ in range(2)] + [f"X{i:02d}" for i in range(1, 10) for _ in range(2)]
    assert validate_deck(db, "Y01a", deck + ["XM1", "XM1"]) == []
    problems = validate_deck(db, "Y01a", deck + ["XM1", "XM1", "HU1"])
    assert _rules(problems) == [("aspect", "HU1")]
    over = validate_deck(db, "Y01a", deck[:-1] + ["XM1", "XM1", "XM1"])
    assert _rules(over) == [("aspect", "XM1")]  # the option's limit is 2


def test_identity_specific_cards_with_an_aspect_follow_the_decks_aspects() -> None:
    sw = _f("S01a", "Spinner", "hero", "hero", set_code="spinner", deck_requirements=({"aspects": 2},))
    sg = _f("S02", "Spin Fury", "event", "aggression", set_code="spinner", quantity=2)
    sj = _f("S03", "Spin Law", "event", "justice", set_code="spinner", quantity=2)
    sl = _f("S04", "Spin Lead", "event", "leadership", set_code="spinner", quantity=2)
    db = _pool(sw, sg, sj, sl)
    body = [f"G{i:02d}" for i in range(1, 9) for _ in range(2)] + ["J01", "J01"] + \
        [f"X{i:02d}" for i in range(1, 10) for _ in range(2)]
    assert validate_deck(db, "S01a", body + ["S02", "S02", "S03", "S03"]) == []
    problems = validate_deck(db, "S01a", body + ["S02", "S02", "X10", "X10"])
    assert _rules(problems) == [("identity_set", "S03")]
    problems = validate_deck(db, "S01a", body + ["S02", "S02", "S03", "S03", "S04"])
    assert ("identity_set", "S04") in _rules(problems)


def test_team_up_only_with_a_named_identity() -> None:
    db = _pool()
    assert validate_deck(db, "H01a", _legal(["T01"], drop=1)) == []
    problems = validate_deck(db, "H01a", _legal(["T02"], drop=1))
    assert _rules(problems) == [("team_up", "T02")]
    assert "Gamma or Delta" in problems[0].message


def test_cards_that_are_never_in_a_player_deck() -> None:
    db = _pool()
    extra = ["H09", "H08", "E01", "C01", "B02", "H01b", "B01a", "NOPE"]
    problems = validate_deck(db, "H01a", _legal(extra, drop=len(extra)))
    got = {p.code: p.message for p in problems}
    assert set(got) == set(extra)
    assert "obligation" in got["H09"]
    assert "nemesis" in got["H08"]
    assert "encounter card" in got["E01"]
    assert "campaign" in got["C01"]
    assert "identity-specific to Beta" in got["B02"]
    assert "back face of Alpha" in got["H01b"]
    assert "identity card" in got["B01a"]
    assert "unknown card code" in got["NOPE"]
    assert {p.rule for p in problems} == {"not_allowed", "unknown_card"}


def test_a_bad_identity() -> None:
    db = _pool()
    problems = validate_deck(db, "X01", _legal())
    assert problems[0].rule == "identity" and "is not an identity" in problems[0].message
    problems = validate_deck(db, "???", _legal())
    assert problems[0].rule == "identity" and "unknown identity" in problems[0].message
