"""Game setup (Rules Reference Appendix II, steps 1-15) and the whole game's procedure.

Each step is named after the Appendix; the round itself lives in :mod:`mcdesk.games.champions.engine.rounds`.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Mulligan, Option
from mcdesk.core.events import EventKind
from mcdesk.core.referee import ResumePoint

from . import events as ev
from .abilities import Ctx, Gen
from .state import (
    DECK,
    ENCOUNTER_DECK,
    MAIN_SCHEME,
    MAIN_SCHEME_DECK,
    NEMESIS,
    PLAY,
    SET_ASIDE,
    VILLAIN,
    VILLAIN_DECK,
    PlayerState,
)
from .timing import timing_point

if TYPE_CHECKING:
    from .game import Game


def play_game(g: Game, resume: ResumePoint | None = None) -> Gen[None]:
    """The whole game: setup, then rounds until it ends. From a checkpoint (``resume``), the rest of that
    round and the rounds after it, without what came before (:mod:`mcdesk.core.referee`)."""
    from .rounds import game_round

    if resume is None:
        yield from setup_game(g)
    else:
        yield from game_round(g, resume)
    while True:
        yield from game_round(g)


def setup_game(g: Game) -> Gen[None]:
    s = g.setup
    st = g.state
    db = g.db
    scenario = g.scenario()
    # 1. Select heroes. 2. Set hit points (the identity starts in alter-ego form with no damage).
    for i, pset in enumerate(s.players):
        hero = db.card(pset.identity)
        alter = hero.back_link or hero.code
        card = st.new_card(alter, i, (PLAY, i))
        st.players.append(PlayerState(i, card.id, hero.set_code or ""))
        for code in pset.deck:
            st.new_card(code, i, (DECK, i))
    # 3. Select first player.
    st.first_player = s.first_player
    # 4. Set aside obligations. 5. Set aside nemesis sets.
    obligations = []
    for ps in st.players:
        for f in db.set_cards(ps.hero_set):
            if f.type_code == "obligation":
                for _ in range(f.quantity):
                    obligations.append(st.new_card(f.code, None, (SET_ASIDE, None)).id)
        for f in db.set_cards(f"{ps.hero_set}_nemesis"):
            for _ in range(f.quantity):
                st.new_card(f.code, None, (NEMESIS, ps.index))
    # 6. Shuffle player decks.
    for ps in st.players:
        g.rng.shuffle(st.zone(DECK, ps.index))
    # Rules Reference "Setup" keyword: a card with setup begins the game in play (before hands are drawn).
    from .playing import enter_play

    for ps in st.players:
        for cid in [c for c in st.zone(DECK, ps.index) if db.card(st.cards[c].code).has_keyword("setup")]:
            g.log(f"Setup: {g.card_title(cid)} begins the game in play.")
            yield from enter_play(g, cid, ps.index)
    # 7. Tokens and status cards need no state. 8. Select villain. 9. Set villain hit points.
    if s.skirmish_stage is not None:
        stages: tuple[int, ...] = (s.skirmish_stage,)
    else:
        stages = scenario.expert_stages if s.expert else scenario.standard_stages
    for n, idx in enumerate(stages):
        code = scenario.villain_stages[idx]
        st.new_card(code, None, (VILLAIN, None) if n == 0 else (VILLAIN_DECK, None))
    for n, code in enumerate(scenario.main_schemes):
        st.new_card(code, None, (MAIN_SCHEME, None) if n == 0 else (MAIN_SCHEME_DECK, None))
    # 10. Create the encounter deck.
    sets = list(scenario.encounter_sets) + list(s.modular_sets) + list(g.standard_sets())
    for set_code in sets:
        for f in g.encounter_set_cards(set_code):
            # A leader's set also holds its 4 leader-specific basic player cards (Civil War rulebook "Leaders":
            # competitive mode only): never part of the encounter deck.
            if f.type_code in ("villain", "main_scheme") or f.faction_code == "basic":
                continue
            for _ in range(f.quantity):
                st.new_card(f.code, None, (ENCOUNTER_DECK, None))
    # 11. Setup instructions on side 1A of the main scheme.
    st.phase = "setup"
    villain = g.villain()
    assert villain is not None
    if g.facts(villain).has_keyword("toughness"):
        st.cards[villain].tough = 1
    main = g.main_scheme()
    assert main is not None
    yield from reveal_main_scheme_stage(g, main, setup=True)
    # Rules Reference "When Revealed Abilities": a card that enters play during setup (the first villain
    # stage too, e.g. expert Rhino (II)) resolves its When Revealed ability during setup.
    wr = g.script(villain).when_revealed.get("")
    if wr is not None:
        yield from wr.resolve(Ctx(g, villain, None))
    # A villain's (leader's) own Setup ability (e.g. Iron Man (I), Civil War) resolves during setup too.
    vs = g.script(villain).setup
    if vs is not None:
        yield from vs.resolve(Ctx(g, villain, None))
    # 12. Shuffle the encounter deck, with the obligations.
    for cid in obligations:
        st.move(cid, (ENCOUNTER_DECK, None))
    g.rng.shuffle(st.zone(ENCOUNTER_DECK))
    # 13. Draw cards (up to the alter-ego's hand size).
    from .players import hand_size
    from .zones import draw_cards

    for ps in st.players:
        yield from draw_cards(g, ps.index, hand_size(g, ps.index))
    # 14. Mulligan, in player order.
    for p in g.players_in_order():
        yield from mulligan(g, p)
    # 15. Setup abilities on identities.
    for p in g.players_in_order():
        ident = g.identity(p)
        script = g.script(ident)
        if script.setup is not None:
            yield from script.setup.resolve(Ctx(g, ident, p))
    st.phase = "ready"
    g.log("Setup is complete.")
    yield from timing_point(g, ev.SETUP_DONE)


def mulligan(g: Game, player: int) -> Gen[None]:
    """Discard any number of cards from hand, then draw back up to that many."""
    from .players import hand_size
    from .zones import discard_card, draw_cards

    chosen: list[int] = []
    while True:
        opts = [Option(f"mulligan:{c}", f"Mulligan {g.card_title(c)}", (c,), Action(ActionKind.MULLIGAN, c))
                for c in g.hand(player) if c not in chosen]
        opts.append(Option("keep", "Keep the rest" if chosen else "Keep this hand", (), Action(ActionKind.KEEP)))
        pick = yield from g.ask(player, DecisionKind.MULLIGAN, "Mulligan: choose cards to discard", tuple(opts),
                                auto_single=False, extra=Mulligan(tuple(chosen)))
        if pick.action is None or pick.action.card is None:
            break
        chosen.append(pick.action.card)
    for c in chosen:
        discard_card(g, c)
    if chosen:
        g.log(f"Player {player + 1} mulligans {len(chosen)} card{'s' if len(chosen) != 1 else ''}.")
        yield from draw_cards(g, player, hand_size(g, player) - len(g.hand(player)))


def reveal_villain_stage(g: Game, villain: int) -> Gen[None]:
    if g.facts(villain).has_keyword("toughness"):
        from .combat import give_status

        give_status(g, villain, "tough")
    wr = g.script(villain).when_revealed.get("")
    if wr is not None:
        yield from wr.resolve(Ctx(g, villain, None))
    # A villain's (leader's) own Setup ability (e.g. Iron Man (I), Civil War) resolves during setup too.
    vs = g.script(villain).setup
    if vs is not None:
        yield from vs.resolve(Ctx(g, villain, None))


def reveal_main_scheme_stage(g: Game, scheme: int, *, setup: bool = False) -> Gen[None]:
    """A main scheme stage: resolve its A side (Setup when the game starts), then turn it to its B side with
    its starting threat."""
    from .schemes import check_main_scheme, threat_value

    card = g.state.cards[scheme]
    a_script = g.script(scheme)
    ctx = Ctx(g, scheme, None)
    if setup and a_script.setup is not None:
        yield from a_script.setup.resolve(ctx)
    wr = a_script.when_revealed.get("")
    if wr is not None:
        yield from wr.resolve(ctx)
    back = g.facts(scheme).back_link
    if back is not None:
        card.code = back
    card.threat = threat_value(g, scheme, "base_threat")
    line = f"Main scheme {g.card_title(scheme)} stage {g.facts(scheme).stage}: {card.threat} threat."
    g.emit(EventKind.FLIPPED, line, card=scheme, amount=card.threat)
    wr = g.script(scheme).when_revealed.get("")
    if wr is not None:
        yield from wr.resolve(ctx)
    if card.zone[0] == MAIN_SCHEME and not setup:
        yield from check_main_scheme(g)


__all__ = ["play_game", "setup_game", "mulligan", "reveal_villain_stage", "reveal_main_scheme_stage"]
