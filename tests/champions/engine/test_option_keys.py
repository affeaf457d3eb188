"""Option keys that survive script changes, and options that say what they do (issue 9 §4 and §5).

Keys name a card by its instance id and an ability by its stable id, never by its place in the card's script,
so reordering a card's abilities leaves old logs playable. Every option carries a typed action, and decisions
carry a typed context, so nobody reads a key or a label to learn what an option does.
"""

from __future__ import annotations

import dataclasses
import random

import pytest

from mcdesk.core.decisions import (
    ActionKind,
    DecisionKind,
    Defense,
    Mulligan,
    Payment,
    WindowContext,
)
from mcdesk.core.errors import CorruptLog
from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.decks import BUILTIN_DECKS, default_setup
from mcdesk.games.champions.engine.abilities import Ability, CardScript, Timing
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.games.champions.engine.game import Game, GameSetup, PlayerSetup

POSITIONAL = ("use", "order", "ability", "ask")


def reordered_db() -> CardDatabase:
    """The built-in database with every card's abilities in the opposite order."""
    base = default_database()
    scripts = {code: dataclasses.replace(s, abilities=list(reversed(s.abilities))) for code, s in base.scripts.items()}
    return CardDatabase(facts=dict(base.facts), scripts=scripts, scenarios=dict(base.scenarios),
                        manual_text=dict(base.manual_text))


def test_ability_ids_are_unique_on_each_card_and_free_of_positions() -> None:
    db = default_database()
    for code, script in db.scripts.items():
        ids = script.ability_ids()
        assert len(set(ids)) == len(ids), code
        assert all(i and ":" not in i and not i.isdigit() for i in ids), (code, ids)
        again = CardScript(code, list(reversed(script.abilities))).ability_ids()
        assert sorted(again) == sorted(ids), f"{code}: ids depend on the order of the abilities"


def test_two_abilities_of_one_kind_get_ids_from_what_they_do_not_where_they_are() -> None:
    from mcdesk.games.champions.cards.vocabulary import YOUR_IDENTITY, Draw, Heal

    a = Ability(Timing.ACTION, Draw(1))
    b = Ability(Timing.ACTION, Heal(2, YOUR_IDENTITY))
    one, two = CardScript("x", [a, b]).ability_ids(), CardScript("x", [b, a]).ability_ids()
    assert one[0] == two[1] and one[1] == two[0] and one[0] != one[1]
    named = Ability(Timing.ACTION, Draw(1), id="dig")
    assert CardScript("x", [named, a]).ability_ids()[0] == "dig"


def test_option_keys_hold_no_ability_positions() -> None:
    """A game's answers name abilities by id: ``use:<card>:<id>``, never ``use:<card>:<index>``."""
    g = Game(default_setup(), 2)
    rng = random.Random(2)
    seen = 0
    while g.pending is not None and len(g.answers) < 600:
        for o in g.pending.options:
            parts = o.key.split(":")
            if parts[0] in POSITIONAL and o.action is not None and o.action.ability is not None:
                seen += 1
                assert not parts[2 if parts[0] != "ask" else 3].isdigit(), o.key
        g.answer(rng.choice(g.pending.options).key)
    assert seen


def test_reordering_a_cards_abilities_keeps_a_log_playable() -> None:
    """A log recorded with the cards' abilities in one order replays to the same state with every card's
    abilities in the opposite order (here Captain Marvel's faces, Commander, Rechannel, resource abilities...)."""
    from mcdesk.games.champions.ai.autopilot import Autopilot

    deck = BUILTIN_DECKS["captain-marvel-leadership"]
    setup = GameSetup(players=(PlayerSetup(deck.identity, deck.codes()),), scenario="rhino",
                      modular_sets=("bomb_scare",))
    g = Game(setup, 4)
    pilot = Autopilot(4)
    while g.pending is not None and len(g.answers) < 250:
        g.answer(pilot.choose(g))
    db = default_database()
    several = [a for a in g.answers if a.split(":")[0] in ("ability", "use")
               and len(db.script(g.state.cards[int(a.split(":")[1])].code).abilities) > 1]
    assert several, "the log should use a card with several abilities"
    again = Game.replay(setup, 4, g.answers, reordered_db())
    assert again.state_hash() == g.state_hash()


def positional(g: Game, key: str) -> str:
    """The key as logs wrote it before abilities had ids: the ability's place in its card's script."""
    parts = key.split(":")
    at = {"use": 1, "order": 1, "ability": 1, "ask": 2, "pay": 2}.get(parts[0])
    if at is None or (parts[0] == "pay" and parts[1] != "resource"):
        return key
    index = g.script(int(parts[at])).ability_index(parts[at + 1])
    assert index is not None
    parts[at + 1] = str(index)
    return ":".join(parts)


@pytest.mark.parametrize("seed,deck,scenario", [(1, "spider-man-justice", "rhino"), (10, "black-panther-protection",
                                                                                       "klaw"),
                                                (11, "captain-marvel-leadership", "ultron")])
def test_logs_written_with_ability_positions_still_replay(seed: int, deck: str, scenario: str) -> None:
    """A log written before abilities had ids (``use:1:0``: the card's first ability) replays to the very same
    game: each positional key is read against today's scripts. Its save opens too (the saved hash, taken when
    limits were kept by position, is not compared)."""
    from mcdesk.games.champions.ai.autopilot import Autopilot

    d = BUILTIN_DECKS[deck]
    modular = {"rhino": "bomb_scare", "klaw": "masters_of_evil", "ultron": "under_attack"}[scenario]
    setup = GameSetup(players=(PlayerSetup(d.identity, d.codes()),), scenario=scenario, modular_sets=(modular,))
    g = Game(setup, seed)
    pilot = Autopilot(seed)
    old: list[str] = []
    while g.pending is not None and len(g.answers) < 300:
        key = pilot.choose(g)
        old.append(positional(g, key))
        g.answer(key)
    assert sum(1 for a, b in zip(old, g.answers, strict=True) if a != b) >= 3, "few keys named an ability"
    again = Game.replay(setup, seed, old)
    assert again.answers == g.answers and again.state_hash() == g.state_hash()
    today = {k: v for k, v in g.to_save().items() if k not in ("checkpoint", "answers_digest")}  # as then
    saved = {**today, "answers": old, "state_hash": "taken when limits were kept by position"}
    assert Game.from_save(saved).state_hash() == g.state_hash()
    tampered = {**today, "state_hash": "0" * 64}
    with pytest.raises(CorruptLog):
        Game.from_save(tampered)


def _random_games() -> list[GameSetup]:
    decks = list(BUILTIN_DECKS.values())
    modular = {"rhino": "bomb_scare", "klaw": "masters_of_evil", "ultron": "under_attack"}
    out = []
    rng = random.Random(9)
    for _ in range(8):
        k = rng.choice([1, 2, 3])
        scenario = rng.choice(sorted(modular))
        out.append(GameSetup(players=tuple(PlayerSetup(d.identity, d.codes()) for d in rng.sample(decks, k)),
                             scenario=scenario, modular_sets=(modular[scenario],), expert=rng.random() < 0.5))
    return out


def test_every_option_says_what_it_does_and_every_decision_its_context() -> None:
    """Random games of every core hero and villain: each option has an action whose card is one of the cards
    it highlights; pay, defend, window and mulligan decisions carry their typed context."""
    kinds: set[ActionKind] = set()
    for n, setup in enumerate(_random_games()):
        g = Game(setup, n)
        rng = random.Random(n)
        while g.pending is not None and len(g.answers) < 700:
            d = g.pending
            for o in d.options:
                assert o.action is not None, (d.kind, d.prompt, o.key)
                kinds.add(o.action.kind)
                if o.action.card is not None and o.cards:
                    assert o.action.card in o.cards or o.action.kind is ActionKind.CHOOSE, o.key
            expected = {DecisionKind.PAY: Payment, DecisionKind.DEFEND: Defense, DecisionKind.WINDOW: WindowContext,
                        DecisionKind.MULLIGAN: Mulligan}.get(d.kind)
            if expected is not None:
                assert isinstance(d.extra, expected), (d.kind, d.extra)
            g.answer(rng.choice(d.options).key)
    assert {ActionKind.PLAY, ActionKind.ATTACK, ActionKind.THWART, ActionKind.PAY, ActionKind.DEFEND,
            ActionKind.PASS, ActionKind.USE, ActionKind.MULLIGAN, ActionKind.KEEP, ActionKind.END_TURN} <= kinds


def test_the_engine_reads_the_option_chosen_not_its_key() -> None:
    """Paying: the option's action names the card and (for a resource ability) the ability's id."""
    g = Game(default_setup(), 1)
    while g.pending is not None and g.pending.kind is not DecisionKind.PAY:
        d = g.pending
        play = [o for o in d.options if o.action is not None and o.action.kind is ActionKind.PLAY]
        g.answer(play[0].key if play else d.options[-1].key)
    d = g.pending
    assert d is not None and isinstance(d.extra, Payment)
    for o in d.options:
        a = o.action
        assert a is not None and a.kind is ActionKind.PAY and a.card in o.cards and a.amount
        assert a.target == d.extra.paying_for


def test_a_basic_attack_says_what_its_target_is_for() -> None:
    """Rules Reference "Basic Powers": the attacker chooses an enemy; the decision says it is for an attack of the
    attacker's ATK (the table and the autopilot read that, not the prompt)."""
    from mcdesk.core.decisions import Targeting
    from mcdesk.games.champions.engine.harness import Harness

    h = Harness(heroes=["01001a"])
    h.add("01110", "engaged")  # Hydra Bomber: no guard, so the villain and it can be attacked
    h.form(0, "hero")
    g = h.start_turn(0)
    hero = h.identities[0]
    h.answer(f"attack:{hero}")
    d = g.pending
    assert d is not None and d.kind is DecisionKind.TARGET
    assert d.extra == Targeting("attack", g.stat(hero, "attack"))
