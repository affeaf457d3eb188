"""Setup and the turn sequence: draw, recovery, build (resource, recruit, formation) and main phases.

Citations are to the Marvel Battles rulebook (Setting Up the Game, Turn Sequence, the player layouts).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import DecisionKind, Option
from mcdesk.core.events import EventKind
from mcdesk.core.referee import GameOver, ResumePoint

from ..cards.facts import SUPPORTING
from . import actions
from .abilities import Gen
from .state import PlayerState
from .triggers import trigger

if TYPE_CHECKING:
    from .game import Game


def seat_layout(mode: str, n: int) -> list[tuple[int, int]]:
    """(side, team) per seat. 2 vs. 2: teammates do not sit next to each other (seats 0,2 vs 1,3);
    2-headed teammates sit together and share one side (seats 0,1 vs 2,3)."""
    if mode == "2v2":
        return [(i, i % 2) for i in range(n)]
    if mode == "2hg":
        return [(i // 2, i // 2) for i in range(n)]
    return [(i, i) for i in range(n)]


def play_game(g: Game, resume: ResumePoint | None = None) -> Gen:
    """The whole game; or, from a checkpoint, the game from the start of a player's turn."""
    if resume is None:
        yield from setup(g)
        p = g.state.first_player
    else:
        p = int(resume["player"])
    while True:
        g.checkpoint({"at": "turn", "player": p})
        yield from take_turn(g, p)
        check_end(g)
        p = next_turn_player(g, p)


def next_turn_player(g: Game, p: int) -> int:
    if g.state.mode == "2hg":
        # Each team takes one shared turn; the turn is led by the team's first seat still in the game.
        other = 1 - g.players[p].team
        return min(q.index for q in g.players if q.team == other)
    return g.next_player(p)


def setup(g: Game) -> Gen:
    """Rulebook: Setting Up the Game."""
    st = g.state
    n = len(g.setup.players)
    for i, (ps, (side, team)) in enumerate(zip(g.setup.players, seat_layout(g.setup.mode, n), strict=True)):
        st.players.append(PlayerState(i, ps.name or f"Player {i + 1}", side, team))
        for code in ps.deck:
            g.new_card(code, i, g.pz(i, "deck"))
    # Randomly determine who chooses which player goes first.
    if g.setup.first_player is not None:
        first = g.setup.first_player
    else:
        chooser = g.rng.randrange(n)
        key = yield from g.ask(chooser, DecisionKind.CHOOSE, "Choose which player goes first",
                               [Option(f"first:{q}", f"Player {q + 1}") for q in range(n)])
        first = int(key.split(":")[1])
    if g.setup.mode == "2hg":
        first = min(q for q in range(n) if g.players[q].team == g.players[first].team)
    st.first_player = first
    st.active = first
    order = [(first + k) % n for k in range(n)]
    for p in order:
        ps = g.setup.players[p]
        l1 = g.new_card(ps.main, p, g.pz(p, "aside"))
        l2 = g.new_card(g._facts[ps.main].other_level, p, g.pz(p, "aside"))
        g.players[p].main, g.players[p].aside = l1, l2
        key = yield from g.ask(p, DecisionKind.CHOOSE, f"Put {g.name(l1)} into your front or back row",
                               [Option("front", "Front row", (l1,)), Option("back", "Back row", (l1,))], source=l1)
        g.move(l1, g.rz(g.side_of(p), key), controller=p)
        g.log(f"Player {p + 1} starts with {g.name(l1)} in the {key} row", EventKind.MOVED, card=l1, player=p)
    for p in range(n):
        g.shuffle(p)
        g.draw(p, 7)
    for p in order:
        key = yield from g.ask(p, DecisionKind.MULLIGAN, "Keep this hand or mulligan once?",
                               [Option("keep", "Keep"), Option("mulligan", "Mulligan")], cards=tuple(g.hand(p)))
        if key == "mulligan":
            for c in g.hand(p):
                g.move(c, g.pz(p, "deck"))
            g.shuffle(p)
            g.draw(p, 7)
            g.log(f"Player {p + 1} mulligans")


def first_turn_draws(g: Game, p: int) -> int:
    """Rulebook: the first player draws nothing on the first turn; with 3 or 4 players (free-for-all, 2 vs. 2)
    the second player draws one; 2-headed: both players of the first team draw nothing."""
    st = g.state
    me = g.players[p]
    if me.drew_first:
        return 2
    me.drew_first = True
    if st.mode == "2hg":
        return 0 if me.team == g.players[st.first_player].team and st.turn == 1 else 2
    if p == st.first_player and st.turn == 1:
        return 0
    if st.mode in ("ffa", "2v2") and st.turn == 2:
        return 1
    return 2


def turn_players(g: Game, p: int) -> list[int]:
    if g.state.mode == "2hg":
        return [q for q in g.side_players(g.side_of(p)) if not g.players[q].out]
    return [p]


def take_turn(g: Game, p: int) -> Gen:
    st = g.state
    st.turn += 1
    st.active = p
    team = turn_players(g, p)
    for q in team:
        me = g.players[q]
        me.powers_used.clear()
        me.plots_played_turn = 0
        me.schemer_used = False
        me.attacks_made = 0
        me.discount = 0
    st.shrink_used.clear()
    g.log(f"Turn {st.turn}: {', '.join(g.players[q].name for q in team)}", EventKind.TURN, player=p)
    deck_sizes_before = sum(len(g.deck(q)) for q in g.alive())
    wounds_before = _main_wounds(g)
    # 1. Draw phase: "at the start of your turn" effects, then draw two.
    st.phase, st.step = "draw", ""
    for q in team:
        yield from start_of_turn(g, q)
    for q in team:
        g.draw(q, first_turn_draws(g, q))
    # 2. Recovery phase: stunned characters recover, then ready all your characters (frozen ones stay).
    st.phase = "recovery"
    for c in g.characters(g.side_of(p)):
        g.recover(c)
    for c in g.characters(g.side_of(p)):
        card = g.card(c)
        if card.frozen:
            card.frozen = False
            g.log(f"{g.name(c)} is frozen and does not ready")
            continue
        g.ready(c)
    yield from g.check_zero_def()
    check_end(g)
    # 3. Build phase.
    st.phase = "build"
    for q in team:
        st.step = "resource"
        yield from actions.resource_step(g, q)
    for q in team:
        st.step = "recruit"
        g.players[q].recruit_points = len(g.resources(q))
        yield from actions.build_actions(g, q, recruit=True)
        g.players[q].recruit_points = 0
    st.step = "formation"
    yield from actions.formation_step(g, p)
    # 4. Main phase.
    st.phase, st.step = "main", ""
    yield from actions.main_phase(g, p)
    st.phase = "end"
    for q in team:
        yield from trigger(g, "turn_end", player=q)
    yield from end_of_turn(g, p)
    g.end_effects("turn")
    _running_out(g, deck_sizes_before, wounds_before)
    check_end(g)


def _main_wounds(g: Game) -> int:
    return sum(g.card(pl.main).wounds for pl in g.players if pl.main > 0 and g.in_play(pl.main))


def _running_out(g: Game, deck_before: int, wounds_before: int) -> None:
    """Rulebook: Running Out Of Cards. When every player is out of cards and a whole round passes with no
    wound put on a main character, the player with the fewest wounds on their main character wins."""
    st = g.state
    if any(g.deck(q) for q in g.alive()) or _main_wounds(g) > wounds_before or deck_before:
        st.stalled_turns = 0
        return
    st.stalled_turns += 1
    if st.stalled_turns < len(g.alive()):
        return
    wounds = {q: g.card(g.players[q].main).wounds for q in g.alive()}
    best = min(wounds.values())
    win = sorted(q for q, w in wounds.items() if w == best)
    teams = {g.players[q].team for q in win}
    st.winners = win
    st.result = "win" if len(teams) == 1 else "tie"
    st.reason = "every player is out of cards and no one attacks: fewest wounds on the main character"
    g.log(f"Game over: {st.reason}", EventKind.GAME_OVER)
    raise GameOver(str(st.result), st.reason)


def start_of_turn(g: Game, p: int) -> Gen:
    """At the start of your turn: Genius (may draw), Regeneration (heal a wound), level up powers."""
    for c in g.my_characters(p):
        if g.card(c).controller != p or not g.face_up(c):
            continue
        kws = g.keywords(c)
        if "regeneration" in kws and g.card(c).wounds:
            g.heal(c, 1)
        if "genius" in kws and g.deck(p):
            if (yield from g.yes_no(p, f"Genius ({g.name(c)}): draw a card?", c)):
                g.draw(p, 1)
    yield from trigger(g, "turn_start", player=p)


def end_of_turn(g: Game, p: int) -> Gen:
    """Effects that last until the end of the turn: characters taken "until the end of your turn" go back."""
    for e in list(g.state.effects):
        if e.kind == "borrowed" and g.in_play(e.card):
            back = int(e.data["owner_side_player"])
            row = g.row(e.card)
            g.move(e.card, g.rz(g.side_of(back), row), controller=back)
            g.log(f"{g.name(e.card)} goes back to player {back + 1}")
            yield from g.check_unique(back, e.card)
    return


def check_end(g: Game) -> None:
    """The game ends when one team's main characters are left (rulebook: Ending the Game); if the last ones
    are KO'd at the same time, the player whose turn it is wins. In a 3 or 4 player game, a KO'd player's
    cards are removed from the game (2-headed teammates play on)."""
    st = g.state
    if st.result is not None:
        raise GameOver(str(st.result), st.reason)
    for pl in g.players:
        if pl.out and st.mode != "2hg" and len(g.players) > 2 and not _removed(g, pl.index):
            for c in list(g.characters(pl.side)):
                g.move(c, g.pz(g.card(c).owner, "removed"))
            for z in ("hand", "resource", "deck"):
                for c in g.zone_cards(g.pz(pl.index, z)):
                    g.move(c, g.pz(pl.index, "removed"))
    teams_left = {pl.team for pl in g.players if not pl.out and not pl.main_ko}
    if len(teams_left) > 1:
        return
    if teams_left:
        team = teams_left.pop()
        st.reason = "every other main character is KO'd"
    else:
        team = g.players[st.active].team
        st.reason = "the last main characters were KO'd at the same time: the player whose turn it is wins"
    st.winners = [pl.index for pl in g.players if pl.team == team]
    st.result = "win"
    g.log(f"Game over: {', '.join(g.players[q].name for q in st.winners)} win(s); {st.reason}", EventKind.GAME_OVER)
    raise GameOver(str(st.result), st.reason)


def _removed(g: Game, p: int) -> bool:
    return not g.characters(g.side_of(p)) and not g.hand(p) and not g.resources(p) and not g.deck(p)


__all__ = ["SUPPORTING", "check_end", "play_game", "seat_layout", "take_turn"]
