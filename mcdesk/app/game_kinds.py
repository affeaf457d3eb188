"""The games the window plays, one :class:`GameKind` each: what the app layer needs to know of a game.

The window, the engine bridge, the recent games list and the start screen know no game: they ask the kind of
the game at hand (:func:`kind_of` for a running game, :func:`kind_named` for a save's ``"game"`` name) for its
engine and setup, how many seats a setup has, its table view, its title, its log, its card titles, its
autopilot, its card faces and the one-line summary the recent games list shows.

No Qt here, and every game is imported only when it is used (so that opening the window for one game does not
load the others, and there is no import loop: this module imports games, games import nothing of the app).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from mcdesk.core.events import EventKind, GameEvent

if TYPE_CHECKING:
    from mcdesk.core.decisions import Option
    from mcdesk.table.face_spec import BackSpec, Describe
    from mcdesk.table.view_model import CardView, TableView

CHAMPIONS = "champions"
COMPETITIVE = "champions_competitive"
"""Marvel Champions, Civil War competitive mode (two teams, two game areas)."""
VS = "vs"
LEGENDARY = "legendary"


@dataclass(frozen=True)
class Outcome:
    """How a finished game is announced."""

    headline: str
    """"The players win!", "Player 2 (Magneto) wins!"."""
    good: bool
    """Shown in the winning colour (a person at this computer won, or the players together did)."""


class GameKind:
    """One game as the app layer sees it. Subclasses fill in the engine's side."""

    key: str = ""
    """The save's ``"game"`` name (:attr:`mcdesk.core.referee.Referee.GAME`)."""
    name: str = ""
    """"Marvel Champions"."""
    family = ""
    """The New Game button that offers this game, when it is a mode of another ("": its own button)."""
    manual_edits = False
    """The free table's changes by hand exist for this game."""
    private_hands = False
    """Players keep their hands secret from each other (one computer: only the seat deciding sees its own)."""
    hands_optional = False
    """Hands are kept secret only while the hot seat setting says so (Civil War competitive mode: "Hide the
    other team's hands"); otherwise every hand is open."""
    basic_cards: frozenset[str] = frozenset()
    """Codes of cards with no ability of their own (Legendary's S.H.I.E.L.D. starting cards): playing them asks
    nothing, so the Decision panel offers to play them all at once."""
    cover_table = False
    """When the decision passes to another person (team) at this computer, a cover hides the whole table until
    they click (not only their hand and choices)."""

    # -- the engine --------------------------------------------------------------------------------------
    def game_class(self) -> Any:
        raise NotImplementedError

    def players(self, setup: Any) -> int:
        """How many seats a setup has."""
        return len(setup.players)

    def new(self, setup: Any, seed: int, db: Any = None) -> Any:
        return self.game_class()(setup, int(seed))

    def replay(self, setup: Any, seed: int, answers: Sequence[str], db: Any = None) -> Any:
        return self.game_class().replay(setup, int(seed), list(answers))

    def from_save(self, data: Mapping[str, Any], tail: Sequence[str], db: Any = None) -> Any:
        return self.game_class().from_save(dict(data), tail=list(tail))

    def default_setup(self) -> Any:
        raise NotImplementedError

    # -- what the window shows ---------------------------------------------------------------------------
    def table_view(self, game: Any) -> TableView:
        raise NotImplementedError

    def title(self, game: Any) -> str:
        raise NotImplementedError

    def log_events(self, game: Any) -> list[GameEvent]:
        """One event per log line (the log dock shows them in order, its card names linked to the cards). The
        engine keeps only the last answer's events (``game.events``, each also a log line): they are kept here,
        by line, as the game goes on; a line seen no other way (a save's earlier history) is plain text."""
        cache: dict[int, GameEvent] = game.__dict__.setdefault("_app_log_events", {})
        lines = game.log_lines
        for stale in [k for k in cache if k >= len(lines)]:  # undone
            del cache[stale]
        j = len(lines) - 1
        for e in reversed([e for e in getattr(game, "events", ()) if isinstance(e, GameEvent)]):
            while j >= 0 and lines[j] != e.text:
                j -= 1
            if j < 0:
                break
            cache[j] = e
            j -= 1
        out = []
        for i, line in enumerate(lines):
            known = cache.get(i)
            if known is not None and known.text == line:
                out.append(known)
            else:
                out.append(GameEvent(EventKind.GAME_OVER if line.startswith("Game over") else "log", line))
        return out

    def card_title(self, game: Any, card_id: int) -> str:
        raise NotImplementedError

    def source_card(self, game: Any, table: TableView, card_id: int) -> tuple[str, bool] | None:
        """(code, face down) of the card a decision is about, as the table shows it (None: not shown)."""
        if card_id not in table.cards:
            return None
        c = table.cards[card_id]
        return c.code, c.face_down

    def why_not_play(self, game: Any, card_id: int) -> str | None:
        """Why ``play:<card_id>`` is not a legal answer now (None: the game has no such reason to give)."""
        return None

    def drop_zone(self, option: Option, table: TableView, player: int) -> str | None:
        """The table zone a card dragged there gives ``option`` on (``player`` answers), when the option puts
        its card in a place of its own choosing (a Vs. System row); None: anywhere on the table will do."""
        return None

    def offstage_card(self, game: Any, card_id: int) -> CardView | None:
        """A card a decision names that the table does not list (a deck searched), as the card picker shows it
        (None: not shown; never a card in a hand). See :mod:`.offstage`."""
        return None

    def outcome(self, game: Any) -> Outcome | None:
        result = game.result
        if result is None:
            return None
        return Outcome("The players win!" if result == "win" else "The players lose.", result == "win")

    def faces(self) -> tuple[Describe | None, Mapping[str, BackSpec] | None]:
        """How the table draws this game's cards (None: Marvel Champions' own faces)."""
        return None, None

    def team_of(self, game: Any, seat: int) -> int:
        """The team of a seat: players of one team share the computer and see each other's hands (each player
        is a team of their own, unless the game has teams)."""
        return seat

    def team_name(self, game: Any, seat: int) -> str:
        """Who is asked to take the computer when the decision passes to ``seat`` ("" : the player's name)."""
        return ""

    # -- the autopilot ---------------------------------------------------------------------------------
    def autopilot_available(self) -> bool:
        return True

    def suggest(self, game: Any) -> tuple[str, str]:
        """The autopilot's answer to the pending decision, and its one-line reason."""
        raise NotImplementedError

    # -- the recent games list -------------------------------------------------------------------------
    def summary(self, game: Any) -> dict[str, Any]:
        """What a save carries for the recent games list (read without replaying the game)."""
        out: dict[str, Any] = {"game": self.key}
        try:
            out["title"] = self.title(game)
        except Exception:  # best effort: a summary never stops a save
            pass
        out["round"] = self._round(game)
        result = getattr(getattr(game, "state", None), "result", None)
        out["result"] = result if isinstance(result, str) else None
        try:
            o = self.outcome(game)
            if o is not None:
                out["outcome"] = o.headline
        except Exception:
            pass
        return out

    def _round(self, game: Any) -> int:
        rnd = getattr(getattr(game, "state", None), "round", 0)
        return rnd if isinstance(rnd, int) else 0

    round_word = "round"


class ChampionsKind(GameKind):
    key = CHAMPIONS
    name = "Marvel Champions"
    manual_edits = True

    def offstage_card(self, game: Any, card_id: int) -> CardView | None:
        from .offstage import champions_card

        return champions_card(game, card_id)

    def game_class(self) -> Any:
        from mcdesk.games.champions.engine.game import Game

        return Game

    def new(self, setup: Any, seed: int, db: Any = None) -> Any:
        return self.game_class()(setup, int(seed), db)

    def replay(self, setup: Any, seed: int, answers: Sequence[str], db: Any = None) -> Any:
        return self.game_class().replay(setup, int(seed), list(answers), db)

    def from_save(self, data: Mapping[str, Any], tail: Sequence[str], db: Any = None) -> Any:
        return self.game_class().from_save(dict(data), db, tail=list(tail))

    def default_setup(self) -> Any:
        from mcdesk.games.champions.cards.decks import default_setup

        return default_setup()

    def table_view(self, game: Any) -> TableView:
        from mcdesk.games.champions.view import table_view

        return table_view(game)

    def title(self, game: Any) -> str:
        heroes = " & ".join(game.db.card(p.identity).name for p in game.setup.players)
        try:
            villain = game.db.scenarios[game.setup.scenario].name
        except KeyError:
            villain = game.setup.scenario
        return f"{heroes} vs {villain}"

    def log_events(self, game: Any) -> list[GameEvent]:
        return list(game.log_events)

    def card_title(self, game: Any, card_id: int) -> str:
        return str(game.card_title(card_id))

    def source_card(self, game: Any, table: TableView, card_id: int) -> tuple[str, bool] | None:
        c = game.state.cards.get(card_id)
        return None if c is None else (c.code, c.face_down)

    def why_not_play(self, game: Any, card_id: int) -> str | None:
        from .champions_rules import why_not_play

        return why_not_play(game, card_id)

    def autopilot_available(self) -> bool:
        try:
            from mcdesk.games.champions.ai import autopilot
        except Exception:
            return False
        cls = getattr(autopilot, "Autopilot", None)
        return cls is not None and callable(getattr(cls, "choose", None)) and callable(getattr(cls, "explain", None))

    def suggest(self, game: Any) -> tuple[str, str]:
        from mcdesk.games.champions.ai.autopilot import Autopilot
        from mcdesk.games.champions.ai.simulate import seat_seed

        player = game.pending.player if game.pending is not None else 0
        key, why = Autopilot(seat_seed(game.seed, player)).suggest(game)
        return str(key), str(why)

    def summary(self, game: Any) -> dict[str, Any]:
        out = super().summary(game)
        try:
            out["heroes"] = [game.db.card(p.identity).name for p in game.setup.players]
        except Exception:
            pass
        try:
            out["villain"] = game.db.scenarios[game.setup.scenario].name
        except Exception:
            pass
        return out


class CompetitiveKind(ChampionsKind):
    """Marvel Champions, Civil War competitive mode: a :class:`CompetitiveGame` with two game areas, each a
    Marvel Champions game of its own; seats are numbered across the table (the registration players, then the
    resistance players)."""

    key = COMPETITIVE
    name = "Marvel Champions: Civil War competitive"
    family = CHAMPIONS
    manual_edits = False
    private_hands = True
    hands_optional = True
    cover_table = True

    def offstage_card(self, game: Any, card_id: int) -> CardView | None:
        from .offstage import competitive_card

        return competitive_card(game, card_id)

    def game_class(self) -> Any:
        from mcdesk.games.champions.competitive.game import CompetitiveGame

        return CompetitiveGame

    def players(self, setup: Any) -> int:
        return len(setup.registration.players) + len(setup.resistance.players)

    def new(self, setup: Any, seed: int, db: Any = None) -> Any:
        return self.game_class()(setup, int(seed))

    def replay(self, setup: Any, seed: int, answers: Sequence[str], db: Any = None) -> Any:
        return self.game_class().replay(setup, int(seed), list(answers))

    def from_save(self, data: Mapping[str, Any], tail: Sequence[str], db: Any = None) -> Any:
        return self.game_class().from_save(dict(data), tail=list(tail))

    def default_setup(self) -> Any:
        """1v1: Spider-Man for the registration (Iron Man's preconstructed scenario) against Tigra for the
        resistance (Captain America's)."""
        from mcdesk.games.champions.cards import civil_war as cw
        from mcdesk.games.champions.cards.decks import BUILTIN_DECKS
        from mcdesk.games.champions.competitive.setup import CompetitiveSetup, TeamSetup
        from mcdesk.games.champions.engine.game import PlayerSetup

        def team(side: str, deck: str, leader: str) -> Any:
            d = BUILTIN_DECKS[deck]
            player = PlayerSetup(d.identity, d.codes(), d.name.split(" (")[0])
            return TeamSetup(side, (player,), f"cw_{leader}", cw.LEADERS[leader].preconstructed[2])

        return CompetitiveSetup(team("registration", "spider-man-justice", "iron_man"),
                                team("resistance", "tigra-aggression", "captain_america"))

    def table_view(self, game: Any) -> TableView:
        from mcdesk.games.champions.competitive_view import table_view

        return table_view(game)

    def _heroes(self, game: Any, area: int) -> list[str]:
        g = game.areas[area]
        return [g.db.card(p.identity).name for p in g.setup.players]

    def title(self, game: Any) -> str:
        return (f"{' & '.join(self._heroes(game, 0))} (registration) vs "
                f"{' & '.join(self._heroes(game, 1))} (resistance)")

    def log_events(self, game: Any) -> list[GameEvent]:
        events = getattr(game, "log_events", None)
        return list(events) if events is not None else GameKind.log_events(self, game)

    def _area_game(self, game: Any, card_id: int) -> Any:
        for g in game.areas:
            if card_id in g.state.cards:
                return g
        return None

    def card_title(self, game: Any, card_id: int) -> str:
        g = self._area_game(game, card_id)
        return f"card {card_id}" if g is None else str(g.card_title(card_id))

    def source_card(self, game: Any, table: TableView, card_id: int) -> tuple[str, bool] | None:
        g = self._area_game(game, card_id)
        c = None if g is None else g.state.cards.get(card_id)
        return None if c is None else (c.code, c.face_down)

    def why_not_play(self, game: Any, card_id: int) -> str | None:
        return None

    def outcome(self, game: Any) -> Outcome | None:
        from mcdesk.games.champions.competitive_view import result_headline

        result = game.state.result
        if result is None:
            return None
        return Outcome(result_headline(result), result in ("registration", "resistance"))

    def team_of(self, game: Any, seat: int) -> int:
        return int(game.area_of_seat(seat)[0])

    def team_name(self, game: Any, seat: int) -> str:
        from mcdesk.games.champions.competitive_view import TEAMS

        return f"the {TEAMS[self.team_of(game, seat)]} team"

    def suggest(self, game: Any) -> tuple[str, str]:
        from mcdesk.games.champions.ai.competitive import suggest

        key, why = suggest(game)
        return str(key), str(why)

    def summary(self, game: Any) -> dict[str, Any]:
        out = GameKind.summary(self, game)
        try:
            out["heroes"] = self._heroes(game, 0) + self._heroes(game, 1)
            from mcdesk.games.champions.competitive_view import leader_name

            out["villain"] = f"{leader_name(game.areas[1])} vs {leader_name(game.areas[0])}"
        except Exception:
            pass
        return out


def _option_reason(game: Any, key: str) -> str:
    d = game.pending
    option = d.option(key) if d is not None else None
    return option.label if option is not None else key


class VsKind(GameKind):
    key = VS
    name = "Vs. System 2PCG"
    private_hands = True
    round_word = "turn"

    def drop_zone(self, option: Option, table: TableView, player: int) -> str | None:
        from mcdesk.games.vs.view import drop_zone

        return drop_zone(option, table, player)

    def offstage_card(self, game: Any, card_id: int) -> CardView | None:
        from .offstage import vs_card

        return vs_card(game, card_id)

    def game_class(self) -> Any:
        from mcdesk.games.vs.engine.game import Game

        return Game

    def default_setup(self) -> Any:
        from mcdesk.games.vs.cards.decks import first_deck
        from mcdesk.games.vs.engine.game import GameSetup, PlayerSetup

        a, b = first_deck("avengers"), first_deck("villains")
        return GameSetup((PlayerSetup(a.main, a.cards), PlayerSetup(b.main, b.cards)), "1v1", 0)

    def table_view(self, game: Any) -> TableView:
        from mcdesk.games.vs.view import table_view

        return table_view(game)

    def title(self, game: Any) -> str:
        from mcdesk.games.vs.cards.facts import all_facts

        facts = all_facts()
        mains = [facts[p.main].name if p.main in facts else p.main for p in game.setup.players]
        mode = game.setup.mode
        if mode == "2v2" and len(mains) == 4:  # seats alternate teams
            return f"{mains[0]} & {mains[2]} vs {mains[1]} & {mains[3]}"
        if mode == "2hg" and len(mains) == 4:
            return f"{mains[0]} & {mains[1]} vs {mains[2]} & {mains[3]}"
        return " vs ".join(mains)

    def card_title(self, game: Any, card_id: int) -> str:
        return str(game.facts(card_id).name)

    def outcome(self, game: Any) -> Outcome | None:
        st = game.state
        if st.result is None:
            return None
        winners = list(getattr(st, "winners", ()) or ())
        if st.result != "win" or not winners:
            return Outcome("The game is a tie.", False)
        names = []
        for w in winners:
            p = st.players[w]
            names.append(f"{p.name} ({game.facts(p.main).name})")
        verb = "wins" if len(names) == 1 else "win"
        return Outcome(f"{' and '.join(names)} {verb}!", True)

    def faces(self) -> tuple[Describe | None, Mapping[str, BackSpec] | None]:
        from mcdesk.games.vs.faces import BACKS, face_spec

        return face_spec, BACKS

    def suggest(self, game: Any) -> tuple[str, str]:
        from mcdesk.games.vs.ai.autopilot import choose

        key = choose(game)
        return key, _option_reason(game, key)

    def _round(self, game: Any) -> int:
        turn = getattr(game.state, "turn", 0)
        return turn if isinstance(turn, int) else 0


class LegendaryKind(GameKind):
    key = LEGENDARY
    name = "Legendary"
    private_hands = True
    round_word = "turn"
    basic_cards = frozenset(("shield_agent", "shield_trooper", "shield_officer"))
    """(The codes of ``BASIC`` in mcdesk/games/legendary/cards/scripts/heroes.py: scripts with no ability.)"""

    def offstage_card(self, game: Any, card_id: int) -> CardView | None:
        from .offstage import legendary_card

        return legendary_card(game, card_id)

    def game_class(self) -> Any:
        from mcdesk.games.legendary.engine.game import LegendaryGame

        return LegendaryGame

    def players(self, setup: Any) -> int:
        return int(setup.players)

    def default_setup(self) -> Any:
        from mcdesk.games.legendary.engine.setup_rules import first_game

        return first_game(2)

    def table_view(self, game: Any) -> TableView:
        from mcdesk.games.legendary.view import table_view

        return table_view(game)

    def title(self, game: Any) -> str:
        cards = game.cards
        mm = cards.masterminds[game.setup.mastermind].name if game.setup.mastermind in cards.masterminds \
            else game.setup.mastermind
        scheme = cards.schemes[game.setup.scheme].name if game.setup.scheme in cards.schemes else game.setup.scheme
        n = game.setup.players
        who = "Solo" if n == 1 else f"{n} players"
        return f"{who} vs {mm}: {scheme}"

    def card_title(self, game: Any, card_id: int) -> str:
        return str(game.title(card_id))

    def outcome(self, game: Any) -> Outcome | None:
        result = game.state.result
        if result is None:
            return None
        if result == "win":
            return Outcome("The players win!", True)
        if result == "draw":
            return Outcome("A draw: the decks ran out.", False)
        return Outcome("Evil wins.", False)

    def faces(self) -> tuple[Describe | None, Mapping[str, BackSpec] | None]:
        from mcdesk.games.legendary.faces import BACKS, face_spec

        return face_spec, BACKS

    def suggest(self, game: Any) -> tuple[str, str]:
        from mcdesk.games.legendary.ai.autopilot import Autopilot

        player = game.pending.player if game.pending is not None else 0
        key = Autopilot(game.seed * 7 + player).choose(game)  # seeded as `mcdesk simulate` seeds that seat
        return key, _option_reason(game, key)

    def _round(self, game: Any) -> int:
        turn = getattr(game.state, "turn_number", 0)
        return turn if isinstance(turn, int) else 0


KINDS: dict[str, GameKind] = {k.key: k for k in (ChampionsKind(), VsKind(), LegendaryKind(), CompetitiveKind())}
"""Every game the window plays, by its save name, in the order New Game offers them."""


def new_game_choice(key: str) -> str:
    """The New Game button of a game (a mode of another game is chosen on that game's page)."""
    kind = KINDS.get(key)
    return kind.family or kind.key if kind is not None else key


def kind_named(name: object) -> GameKind | None:
    """The kind a save's ``"game"`` names (a save from before games were named is Marvel Champions)."""
    if name is None:
        return KINDS[CHAMPIONS]
    return KINDS.get(name) if isinstance(name, str) else None


def kind_of(game_or_setup: Any) -> GameKind:
    """The kind of a running game (by its ``GAME``), or of a setup (by its module)."""
    name = getattr(game_or_setup, "GAME", None)
    if isinstance(name, str) and name in KINDS:
        return KINDS[name]
    module = type(game_or_setup).__module__
    if module.startswith("mcdesk.games.champions.competitive."):
        return KINDS[COMPETITIVE]
    for key in (VS, LEGENDARY):
        if module.startswith(f"mcdesk.games.{key}."):
            return KINDS[key]
    return KINDS[CHAMPIONS]
