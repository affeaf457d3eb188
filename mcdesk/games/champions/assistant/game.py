"""The table assistant's game: Marvel Champions with the heroes' decks and hands on the real table.

:class:`AssistantGame` is the engine's :class:`~mcdesk.games.champions.engine.game.Game` with
``physical_player_cards`` set: the engine holds each player's identity (form, hit points, status cards), the
allies they report into play, and the whole encounter side; it never draws, deals from or runs out of a player
deck. Its procedure is the engine's setup (with empty player decks: the players draw and mulligan on their side)
and then the assistant's round (:mod:`mcdesk.games.champions.assistant.rounds`).

The players' reports (:class:`~mcdesk.games.champions.assistant.reports.Report`) are entries of the log like any
answer, taken at the assistant's decisions (each step of the round, a player's turn, what happened to physical
cards) and at defence: :meth:`AssistantGame.report` checks them under the rules first
(:mod:`~mcdesk.games.champions.assistant.checks`), so a refused report raises ``IllegalAnswer`` saying why and
changes nothing. Undo, redo, replay, checkpoints and saves are the shared driver's.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any

from mcdesk.core.decisions import (
    Action,
    ActionKind,
    Decision,
    DecisionContext,
    DecisionKind,
    Option,
    Reporting,
    Responder,
)
from mcdesk.core.errors import EngineError, IllegalAnswer, InvalidSetup
from mcdesk.core.events import GameEvent
from mcdesk.core.referee import Procedure, ResumePoint

from ..engine.abilities import Gen
from ..engine.combat import check_all_defeats
from ..engine.database import CardDatabase
from ..engine.game import Game, GameSetup, PlayerSetup
from ..engine.players import hand_size
from ..engine.schemes import check_main_scheme
from ..engine.state import ENCOUNTER_DECK, NEMESIS
from .apply import apply_report
from .checks import check
from .reports import Report, is_report
from .rounds import assistant_round, step

REFRESH = "__refresh__"

_PHYSICAL: dict[str, tuple[str, tuple[tuple[str, str], ...]]] = {
    # what: (the prompt, the options as (key, label)); "done" means the player did it
    "draw": ("Player {p}: draw {n} card{s} from your deck", (("done", "Drawn"),)),
    "discard_from_deck": ("Player {p}: discard the top {n} card{s} of your deck", (("done", "Discarded"),)),
    "discard_at_random": ("Player {p}: discard {n} card{s} at random from your hand",
                          (("done", "Discarded"), ("none", "My hand is empty"))),
    "discard_from_hand": ("Player {p}: discard the cards this asks for from your hand",
                          (("done", "Discarded"), ("none", "None fit"))),
    "search_deck": ("Player {p}: search your deck as this asks, then shuffle it",
                    (("done", "Found one"), ("none", "None found"))),
    "discard_you_control": ("Player {p}: discard a card you control as this asks (not a permanent one)",
                            (("done", "Discarded one"), ("none", "I control none that fits"))),
}


def assistant_setup(identities: Iterable[str], scenario: str = "rhino", modular_sets: tuple[str, ...] = (),
                    *, expert: bool = False, heroic: int = 0, first_player: int = 0,
                    random_scenario: bool = False) -> GameSetup:
    """A setup for the assistant: each player's identity (hero face code); their deck stays on the table."""
    return GameSetup(players=tuple(PlayerSetup(code, ()) for code in identities), scenario=scenario,
                     modular_sets=tuple(modular_sets), expert=expert, heroic=heroic, first_player=first_player,
                     random_scenario=random_scenario)


def takes_reports(d: Decision | None) -> bool:
    """Does this decision take the players' reports (besides its options)?"""
    return d is not None and (isinstance(d.extra, Reporting) or d.kind is DecisionKind.DEFEND)


class AssistantGame(Game):
    """A game of Marvel Champions whose players' cards are physical (see the module docstring)."""

    GAME = "champions_assistant"
    physical_player_cards = True

    def __init__(self, setup: GameSetup, seed: int, db: CardDatabase | None = None, *,
                 answers: Iterable[str] = (), start: bool = True) -> None:
        super().__init__(setup, seed, db, answers=answers, start=start)

    # == the referee's contract ======================================================================
    def _procedure(self, resume: ResumePoint | None) -> Procedure:
        return _whole_game(self, resume)

    def _fresh(self) -> AssistantGame:
        return AssistantGame(self.setup, self.seed, self.db)

    @classmethod
    def _setup_from_dict(cls, data: Mapping[str, Any]) -> GameSetup:
        return GameSetup.from_dict(dict(data))

    def _validate_setup(self) -> None:
        super()._validate_setup()
        for n, p in enumerate(self.setup.players, 1):
            if p.deck:
                raise InvalidSetup(f"player {n}: the assistant leaves decks on the table; the setup lists none")

    @classmethod
    def replay(cls, setup: GameSetup, seed: int, answers: Iterable[str],  # type: ignore[override]
               db: CardDatabase | None = None) -> AssistantGame:
        g = cls(setup, seed, db)
        g._play_log(answers, 1)
        return g

    # == reports =====================================================================================
    def answer(self, key: str) -> list[GameEvent]:
        if is_report(key):
            return self.report(Report.from_key(key))
        return super().answer(key)

    def report(self, r: Report) -> list[GameEvent]:
        """Apply a player's report; IllegalAnswer (nothing changed) when it does not fit now or the rules
        refuse it."""
        if self.pending is None:
            raise IllegalAnswer("the game is over: there is nothing left to report")
        if not takes_reports(self.pending):
            raise IllegalAnswer(f"reports wait until this question is answered: {self.pending.prompt}")
        check(self, r)
        key = r.key()
        return self._record(key, lambda: self._advance(key), f"while applying the report {key}")

    def _refreshes_after_manual(self) -> bool:
        """A dial turned at any step is checked at once: a villain at 0 hit points is defeated, a main scheme at
        its target advances."""
        return self.pending is not None and (self.pending.kind is DecisionKind.TURN or takes_reports(self.pending))

    # == asking ======================================================================================
    def ask(self, player: int, kind: DecisionKind, prompt: str, options: tuple[Option, ...], *,
            responder: Responder = Responder.PLAYER, source: int | None = None, auto_single: bool = True,
            extra: DecisionContext | None = None, enemy_team: bool = False) -> Gen[Option]:
        # enemy_team: the assistant plays cooperative games only, where the players are the enemy team
        if kind is DecisionKind.MULLIGAN:  # the players mulligan their physical hands themselves
            keep = [o for o in options if o.action is not None and o.action.kind is ActionKind.KEEP]
            if keep:
                return keep[0]
        if not (isinstance(extra, Reporting) or kind is DecisionKind.DEFEND):
            return (yield from super().ask(player, kind, prompt, options, responder=responder, source=source,
                                           auto_single=auto_single, extra=extra))
        if not options:
            raise EngineError(f"no legal options for {prompt!r}")
        if auto_single and len(options) == 1:
            return options[0]
        while True:
            d = Decision(kind, prompt, options, player, responder, source, extra)
            key = yield d
            if key == REFRESH:  # back from a change by hand: check what it did, then ask again
                if kind is DecisionKind.TURN:
                    return Option(key, "")
                yield from check_all_defeats(self)
                yield from check_main_scheme(self)
                if kind is DecisionKind.DEFEND:
                    options = self._defenders_left(options)
                continue
            if is_report(key):
                yield from apply_report(self, Report.from_key(key))
                if kind is DecisionKind.DEFEND:
                    options = self._defenders_left(options)
                    if len(options) == 1 and options[0].action is not None and options[0].action.card is None:
                        return options[0]  # nobody is left to defend
                continue
            chosen = d.option(key)
            assert chosen is not None  # answer() validated it
            return chosen

    def _defenders_left(self, options: tuple[Option, ...]) -> tuple[Option, ...]:
        """A report at defence may have defeated or exhausted a defender: offer only those still able."""
        def able(o: Option) -> bool:
            c = o.action.card if o.action is not None else None
            return c is None or (self.is_in_play(c) and not self.state.cards[c].exhausted)

        left = tuple(o for o in options if able(o))
        return left or (Option("no_defense", "Do not defend", (), Action(ActionKind.DEFEND)),)

    def physical(self, what: str, player: int, amount: int = 1, *, source: int | None = None) -> Gen[bool]:
        """An effect acts on a player's physical cards: ask the players what happened (a draw during setup is
        told in the setup step instead)."""
        if what == "draw" and self.state.phase == "setup":
            return True
        prompt, choices = _PHYSICAL[what]
        text = prompt.format(p=player + 1, n=amount, s="s" * (amount != 1))
        if source is not None:
            text += f" ({self.card_title(source)})"
        opts = tuple(Option(k, label, (), Action(ActionKind.RESOLVED if k == "done" else ActionKind.PASS, source))
                     for k, label in choices)
        pick = yield from self.ask(player, DecisionKind.CHOOSE, text, opts, source=source, auto_single=False,
                                   extra=Reporting("physical", (), text))
        self.log(f"Player {player + 1}: {pick.label.lower()}.")
        return pick.key == "done"

    # == what the players set up on their side =======================================================
    def setup_instructions(self) -> list[str]:
        """One line per player: hand size to draw, the obligation shuffled into the encounter deck, the nemesis
        set aside."""
        lines = []
        for ps in self.state.players:
            ident = self.identity(ps.index)
            obligations = sorted({self.card_title(c) for c in self.state.zone(ENCOUNTER_DECK)
                                  if self.facts(c).type_code == "obligation" and self.facts(c).set_code == ps.hero_set})
            nemesis = len(self.state.zone(NEMESIS, ps.index))
            line = (f"Player {ps.index + 1} ({self.card_title(ident)}): draw {hand_size(self, ps.index)} cards "
                    "(your alter-ego's hand size) and mulligan; put your Setup cards into play")
            if obligations:
                line += f"; your obligation {', '.join(obligations)} is in the encounter deck"
            if nemesis:
                line += f"; your nemesis set ({nemesis} cards) is set aside"
            lines.append(line + ".")
        return lines


def _whole_game(g: AssistantGame, resume: ResumePoint | None) -> Gen[None]:
    from ..engine.setup import setup_game

    if resume is None:
        yield from setup_game(g)
        for line in g.setup_instructions():
            g.log(line)
        yield from step(g, "setup", "Set up your side of the table", ("'Setup' abilities",),
                        " ".join(g.setup_instructions()))
        yield from assistant_round(g)
    else:
        yield from assistant_round(g, resume)
    while True:
        yield from assistant_round(g)


__all__ = ["AssistantGame", "assistant_setup", "takes_reports"]
