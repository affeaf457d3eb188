"""The engine's public face: start a game, read the pending decision, answer, undo, replay, hash, save.

A game is its setup, its seed and the answers given. The rules procedures are generators that yield a
:class:`Decision` and receive the chosen option's key; :class:`mcdesk.core.referee.Referee` drives them (answers,
undo/redo, checkpoints, replay, saves). This module adds what is Marvel Champions: the setup, the state, the
questions the rules ask and the lookups they read.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable, Iterable, Mapping
from dataclasses import asdict, dataclass
from functools import cache
from typing import Any

from mcdesk.core.decisions import (
    Action,
    ActionKind,
    ByHand,
    Decision,
    DecisionContext,
    DecisionKind,
    Option,
    Responder,
    Targeting,
)
from mcdesk.core.errors import CorruptLog, EngineError, IllegalAnswer, InvalidSetup
from mcdesk.core.events import EventKind, GameEvent
from mcdesk.core.names import bounded_name
from mcdesk.core.referee import SAVE_FORMAT, SAVE_VERSION, GameOver, Procedure, Referee, ResumePoint

from . import events as ev
from .abilities import Ability, CardScript, Ctx, Gen, Timing, Window
from .database import CardDatabase, Scenario, default_database
from .events import Event
from .facts import CardFacts
from .players import same_identity_twice
from .snapshot import checkpoint_state, copy_state, state_from_data
from .state import (
    HAND,
    IN_PLAY_ZONES,
    PLAY,
    CardInstance,
    DelayedEffect,
    GameState,
    LastingEffect,
    layout_version,
    play_version,
)
from .values import has_keyword as values_has_keyword
from .values import remaining_hit_points, stat_value

LOG = "log"
"""The kind of an event that is only a line of the log (none of the shared :class:`EventKind` values)."""
MAX_PLAYERS = 4
MAX_HEROIC = 10
MAX_DECK_ENTRIES = 200
"""Most card codes a player's setup may list (a deck is at most 50 cards, plus its identity's own cards)."""

__all__ = ["SAVE_FORMAT", "SAVE_VERSION", "Game", "GameOver", "GameSetup", "PlayerSetup"]


@dataclass(frozen=True)
class PlayerSetup:
    identity: str
    """Code of the identity (its hero face, e.g. "01001a")."""
    deck: tuple[str, ...]
    """The deck's card codes, one entry per copy (the identity-specific cards included)."""
    name: str = ""

    def __post_init__(self) -> None:
        if isinstance(self.name, str):  # a name reaches the window: bounded as it enters (from_dict checks type)
            object.__setattr__(self, "name", bounded_name(self.name))


@dataclass(frozen=True)
class GameSetup:
    players: tuple[PlayerSetup, ...]
    scenario: str = "rhino"
    modular_sets: tuple[str, ...] = ("bomb_scare",)
    expert: bool = False
    heroic: int = 0
    """Heroic N: N more encounter cards per player each villain phase."""
    skirmish_stage: int | None = None
    """Skirmish mode: the index (0 = I) of the one villain stage played."""
    first_player: int = 0
    random_scenario: bool = False
    """Civil War rulebook, "Random Scenario Creation": the scenario was made at random, so its modular sets (and
    main scheme stage 2) stay unknown to the players until their cards are revealed."""

    def to_dict(self) -> dict[str, Any]:
        d = asdict(self)
        if not self.random_scenario:
            del d["random_scenario"]  # so saves and logs from before the field are written as they were
        return d

    @staticmethod
    def from_dict(d: Any) -> GameSetup:
        """The setup :meth:`to_dict` wrote. Every field's type and bounds are checked (CorruptLog naming the
        field); what depends on the cards (known codes, the scenario's stages) is checked by the game."""

        def bad(field_name: str, want: str, value: Any) -> CorruptLog:
            shown = repr(value)
            shown = shown if len(shown) <= 40 else shown[:37] + "..."
            return CorruptLog(f"setup is malformed: {field_name} must be {want}, not {shown}")

        def whole(field_name: str, value: Any, low: int, high: int) -> int:
            if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
                raise bad(field_name, f"a whole number from {low} to {high}", value)
            return value

        def text(field_name: str, value: Any) -> str:
            if not isinstance(value, str) or len(value) > 200:
                raise bad(field_name, "text", value)
            return value

        if not isinstance(d, dict):
            raise bad("the setup", "an object", d)
        raw_players = d.get("players")
        if not isinstance(raw_players, (list, tuple)) or not 1 <= len(raw_players) <= MAX_PLAYERS:
            raise bad("players", f"a list of 1 to {MAX_PLAYERS} players", raw_players)
        players = []
        for n, p in enumerate(raw_players, 1):
            if not isinstance(p, dict):
                raise bad(f"player {n}", "an object", p)
            deck = p.get("deck")
            if not isinstance(deck, (list, tuple)) or len(deck) > MAX_DECK_ENTRIES:
                raise bad(f"player {n}'s deck", f"a list of at most {MAX_DECK_ENTRIES} card codes", deck)
            players.append(PlayerSetup(text(f"player {n}'s identity", p.get("identity")),
                                       tuple(text(f"player {n}'s deck card", c) for c in deck),
                                       text(f"player {n}'s name", p.get("name", ""))))
        modular = d.get("modular_sets", [])
        if not isinstance(modular, (list, tuple)):
            raise bad("modular_sets", "a list of set codes", modular)
        expert = d.get("expert", False)
        if not isinstance(expert, bool):
            raise bad("expert", "true or false", expert)
        stage = d.get("skirmish_stage")
        random_scenario = d.get("random_scenario", False)
        if not isinstance(random_scenario, bool):
            raise bad("random_scenario", "true or false", random_scenario)
        return GameSetup(
            players=tuple(players),
            scenario=text("scenario", d.get("scenario", "rhino")),
            modular_sets=tuple(text("modular set", m) for m in modular),
            expert=expert,
            heroic=whole("heroic", d.get("heroic", 0), 0, MAX_HEROIC),
            skirmish_stage=None if stage is None else whole("skirmish_stage", stage, 0, 9),
            first_player=whole("first_player", d.get("first_player", 0), 0, len(players) - 1),
            random_scenario=random_scenario,
        )


FACEDOWN_MINION = "facedown_minion"
"""Flag prefix: ``flags["facedown_minion:<card id>"]`` is the trait of a card in play facedown as a minion (such
as the player cards Ultron turns into Drones)."""

_NO_SCRIPT = CardScript("")
_NO_CANDIDATES: list[tuple[int, CardScript, tuple[int, ...]]] = []

_INDEX_ATTR = "_mcdesk_trigger_index"

_TriggerKeys = tuple[tuple[tuple[Timing, str | None], tuple[int, ...]], ...]
_TriggerIndex = tuple[list[Ability], int, dict[bool, _TriggerKeys]]

_TRIGGERED = {True: (Timing.FORCED_INTERRUPT, Timing.FORCED_RESPONSE), False: (Timing.INTERRUPT, Timing.RESPONSE)}
"""The timings an occurrence triggers, forced or not."""


_EXPIRES = {
    ev.TURN_END: "end_of_turn", ev.PLAYER_PHASE_END: "end_of_phase", ev.VILLAIN_PHASE_END: "end_of_phase",
    ev.ROUND_END: "end_of_round", "activation_end": "end_of_activation", "attack_end": "end_of_attack",
}
"""The timing points that end lasting effects, with the duration that ends there."""
_FLAG_PREFIXES = {"end_of_phase": "phase:", "end_of_round": "round:"}
"""Flags that last a phase or a round, by the duration that ends them."""


def _trigger_index(script: CardScript) -> _TriggerIndex:
    """A script's triggered ability indexes by (timing, event kind), forced and optional ones apart, so that
    finding what an event triggers does not scan every ability of every card. Kept on the script object,
    rebuilt if its abilities change."""
    entry: _TriggerIndex | None = script.__dict__.get(_INDEX_ATTR)
    if entry is None or entry[0] is not script.abilities or entry[1] != len(script.abilities):
        by: dict[tuple[Timing, str | None], list[int]] = {}
        for i, a in enumerate(script.abilities):
            by.setdefault((a.timing, a.event), []).append(i)
        split = {forced: tuple((k, tuple(v)) for k, v in by.items() if k[0] in timings)
                 for forced, timings in _TRIGGERED.items()}
        entry = (script.abilities, len(script.abilities), split)
        script.__dict__[_INDEX_ATTR] = entry
    return entry


@cache
def facedown_minion_facts(trait: str) -> CardFacts:
    """What a card in play facedown as a minion is: a minion with only the given trait and no printed values
    (base ATK, SCH and hit points 0; the card that makes such minions gives their base values)."""
    name = f"{trait} (facedown)" if trait else "Facedown minion"
    return CardFacts(code="", name=name, type_code="minion", traits=(trait,) if trait else (), attack=0, scheme=0,
                     health=0)


class Game(Referee[GameState, "GameSetup"]):
    """A game of Marvel Champions, refereed. See docs/engine.md."""

    GAME = "champions"
    physical_player_cards: bool = False
    rival: Game | None = None
    """Competitive play (Civil War rulebook, "Competitive Mode"): the other team's game area, where "your leader"
    is; None in cooperative play."""
    """The players' decks, hands, upgrades and supports are physical cards the engine does not hold (the table
    assistant): what an effect does to them is asked of the players (:meth:`physical`)."""

    def __init__(
        self,
        setup: GameSetup,
        seed: int,
        db: CardDatabase | None = None,
        *,
        answers: Iterable[str] = (),
        on_decision: Callable[[Game], None] | None = None,
        procedure: Callable[[Game], Gen[None]] | None = None,
        start: bool = True,
    ) -> None:
        if db is None:
            db = default_database()
        self.db = db
        self.log_events: list[GameEvent] = []
        """One event per line of ``log_lines`` (its ``text``): what kind of line it is, the cards it names."""
        self.stack: list[Window] = []
        self.compound: list[list[Event]] = []
        """Inner occurrences of an attack or thwart, whose responses share its response window."""
        self.peril: int | None = None
        self._on_decision = on_decision
        self._custom_procedure = procedure
        super().__init__(setup, seed, answers=answers, start=start)

    # == the referee's contract ======================================================================
    def _new_state(self) -> GameState:
        return GameState()

    def _procedure(self, resume: ResumePoint | None) -> Procedure:
        if self._custom_procedure is not None:
            return self._custom_procedure(self)
        from .setup import play_game

        return play_game(self, resume)

    def checkpoint(self, resume: ResumePoint) -> None:
        """Only the whole game's procedure resumes from checkpoints, and only with nothing in flight."""
        if self._custom_procedure is None and not self.stack and not self.compound and self.peril is None:
            super().checkpoint(resume)

    def _copy_state(self, state: GameState) -> GameState:
        # The live state copied is a checkpoint taken (kept unchanged); any other is a checkpoint restored.
        return checkpoint_state(state) if state is getattr(self, "state", None) else copy_state(state)

    def _state_from_data(self, data: Mapping[str, Any]) -> GameState:
        return state_from_data(data)  # it checks the state's invariants itself

    def _state_problems(self, state: GameState) -> list[str]:
        return []

    def _restore_log(self, lines: list[str]) -> None:
        self.log_lines = list(lines)
        self.log_events = [GameEvent(LOG, line) for line in lines]

    def _trim_log(self, n: int) -> None:
        del self.log_lines[n:]
        del self.log_events[n:]

    def _reset_run(self) -> None:
        self.stack = []
        self.compound = []
        self.peril = None

    def _game_over(self, result: str, reason: str) -> None:
        self._finish(result, reason)

    def _procedure_ended(self) -> None:
        if self.state.result is None and self._custom_procedure is None:
            raise EngineError("the game procedure ended without a result")

    def _after_advance(self) -> None:
        self._flush_moves()
        if self._on_decision is not None and not self._replaying:
            self._on_decision(self)

    @classmethod
    def _setup_from_dict(cls, data: Mapping[str, Any]) -> GameSetup:
        return GameSetup.from_dict(dict(data))

    # == public API (beyond the referee's) ===========================================================
    def manual_edit(self, edit: object) -> list[GameEvent]:
        """Free table: apply a change by hand (see :mod:`mcdesk.games.champions.engine.manual`);
        it is logged as one entry."""
        from .manual import PREFIX, REFRESH, ManualEdit, apply, check

        if self.pending is None:
            raise IllegalAnswer("the game is over: nothing can be changed by hand")
        e = edit if isinstance(edit, ManualEdit) else ManualEdit.from_key(str(edit))
        if not isinstance(edit, ManualEdit) and not str(edit).startswith(PREFIX):
            raise IllegalAnswer(f"not a manual change: {edit!r}")
        check(self, e)

        def run() -> None:
            apply(self, e)
            if self._refreshes_after_manual():
                self._advance(REFRESH)  # let the turn list its options anew, after checks

        return self._record(e.key(), run, "after a manual change")

    def _refreshes_after_manual(self) -> bool:
        """Does the pending decision check the state anew after a change by hand (defeats, the main scheme)?"""
        return self.pending is not None and self.pending.kind is DecisionKind.TURN

    def play_entry(self, key: str) -> list[GameEvent]:
        """Apply one log entry: an answer, or a manual change."""
        from .manual import PREFIX

        if key.startswith(PREFIX):
            return self.manual_edit(key)
        if self.pending is not None and self.pending.option(key) is None:
            from .keys import legacy_key

            key = legacy_key(self, key) or key  # a log written before abilities had ids
        return self.answer(key)

    @classmethod
    def replay(cls, setup: GameSetup, seed: int, answers: Iterable[str],  # type: ignore[override]
               db: CardDatabase | None = None) -> Game:
        """Play ``answers`` from the start. Raises CorruptLog naming the first answer that does not fit."""
        return super().replay(setup, seed, answers, db=db)

    @classmethod
    def from_save(cls, data: Any, db: CardDatabase | None = None, *,  # type: ignore[override]
                  tail: Iterable[str] = ()) -> Game:
        if not isinstance(data, dict) or "state_hash" not in data or "answers_digest" in data:
            return super().from_save(data, tail=tail, db=db)
        g = super().from_save({k: v for k, v in data.items() if k != "state_hash"}, db=db)
        # A save from before abilities had ids: its answers were translated and its limits were kept by
        # position, so its hash cannot match; that its answers replay is what is checked.
        translated = g.answers != data.get("answers")
        if not translated and data["state_hash"] != g.state_hash():
            raise CorruptLog("save's state hash does not match its replayed answers: the file was altered")
        g._apply_journal(list(data.get("answers") or []), tail)
        return g

    def _fresh(self) -> Game:
        return Game(self.setup, self.seed, self.db, procedure=self._custom_procedure)

    def _note(self, line: str) -> None:
        self.log(line)

    def _finish(self, result: str, reason: str) -> None:
        self.state.result = result
        self.state.result_reason = reason
        self.pending = None
        self.emit(EventKind.GAME_OVER, f"The players {'win' if result == 'win' else 'lose'}: {reason}",
                  data={"result": result})

    def _validate_setup(self) -> None:
        s = self.setup
        if not 1 <= len(s.players) <= MAX_PLAYERS:
            raise InvalidSetup(f"a game has 1 to {MAX_PLAYERS} players, this setup has {len(s.players)}")
        if s.scenario not in self.db.scenarios:
            raise InvalidSetup(f"unknown scenario {s.scenario!r}; known: {', '.join(sorted(self.db.scenarios))}")
        if not 0 <= s.heroic <= MAX_HEROIC:
            raise InvalidSetup(f"heroic level {s.heroic} is not one of 0 to {MAX_HEROIC}")
        if s.skirmish_stage is not None:
            stages = self.db.scenarios[s.scenario].villain_stages
            if not 0 <= s.skirmish_stage < len(stages):
                raise InvalidSetup(f"skirmish stage {s.skirmish_stage + 1} is not one of {s.scenario}'s villain "
                                   f"stages (1 to {len(stages)})")
        if not 0 <= s.first_player < len(s.players):
            raise InvalidSetup(f"first player {s.first_player} is not one of the {len(s.players)} players")
        for n, p in enumerate(s.players, 1):
            if p.identity not in self.db.facts:
                raise InvalidSetup(f"player {n}: unknown identity code {p.identity!r}")
            if self.db.card(p.identity).type_code != "hero":
                raise InvalidSetup(f"player {n}: {p.identity} is not a hero card")
            missing = sorted({c for c in p.deck if c not in self.db.facts})
            if missing:
                raise InvalidSetup(f"player {n}: deck has cards the database lacks: {', '.join(missing)}")
        # A table built by hand (a custom procedure, as the rules harness builds) skips the rules' setup, so
        # its seats are not held to the unique rule either.
        twice = same_identity_twice(self.db, [p.identity for p in s.players])
        if twice is not None and self._custom_procedure is None:
            raise InvalidSetup(twice)
        for m in s.modular_sets:
            if not self.db.set_cards(m):
                raise InvalidSetup(f"unknown modular encounter set {m!r}")
            if m == "standard_pvp":  # Civil War rulebook: it replaces the standard set in competitive mode only
                raise InvalidSetup("standard_pvp is the competitive mode's standard set; cooperative play uses the "
                                   "standard set")

    # == asking ======================================================================================
    def ask(
        self,
        player: int,
        kind: DecisionKind,
        prompt: str,
        options: tuple[Option, ...],
        *,
        responder: Responder = Responder.PLAYER,
        source: int | None = None,
        auto_single: bool = True,
        extra: DecisionContext | None = None,
        enemy_team: bool = False,
    ) -> Gen[Option]:
        """Stop the game with a decision; return the option chosen. One forced option resolves by itself.
        ``enemy_team``: "the enemy team" chooses: in competitive play the other team's first player (Civil War
        rulebook, "Unique Rule and Other Abilities"), in cooperative play ``player`` (the players are the enemy
        team)."""
        if not options:
            raise EngineError(f"no legal options for {prompt!r}")
        if auto_single and len(options) == 1:
            return options[0]
        seat = self.seat(player)
        if enemy_team and self.rival is not None:
            order = self.rival.players_in_order()
            seat = self.rival.seat(order[0] if order else self.rival.state.first_player)
        d = Decision(kind, self.table_words(prompt), self.table_options(options), seat, responder, source, extra)
        key = yield d
        if key == "__refresh__":  # a manual change at the turn decision: the caller lists options anew
            return Option(key, "")
        chosen = next((o for o in options if o.key == key), None)  # the caller's own option object
        assert chosen is not None  # answer() validated it
        return chosen

    def table_words(self, text: str) -> str:
        """A log line or prompt as the table says it: unchanged here (a game area of a competitive game names its
        players by their seats at the table)."""
        return text

    def table_options(self, options: tuple[Option, ...]) -> tuple[Option, ...]:
        """The options as the table shows them (see :meth:`table_words`)."""
        return options

    def seat(self, player: int) -> int:
        """The seat at the table of this game's ``player`` (the same number, but in a game area of a
        competitive game)."""
        return player

    def across(self, proc: Gen[None]) -> Gen[None]:
        """Run ``proc``, a procedure of the :attr:`rival` game area, from this one (a competitive game keeps what
        it decides there, such as its leader defeated)."""
        yield from proc

    def standard_sets(self) -> tuple[str, ...]:
        """Setup step 10's standard (and expert) encounter sets."""
        return ("standard", "expert") if self.setup.expert else ("standard",)

    def encounter_set_cards(self, set_code: str) -> list[CardFacts]:
        """The cards of an encounter set that go into this game's encounter deck."""
        return list(self.db.set_cards(set_code))

    def choose_card(
        self, player: int, prompt: str, cards: Iterable[int], *, optional: bool = False,
        kind: DecisionKind = DecisionKind.TARGET, source: int | None = None, purpose: str = "",
        amount: int | None = None, enemy_team: bool = False,
    ) -> Gen[int | None]:
        """Ask for one of ``cards``. ``purpose`` (the game's word: "attack", "thwart", "attach", "discard"...)
        and ``amount`` become the decision's :class:`Targeting` context; ``enemy_team``: see :meth:`ask`."""
        act = ActionKind.DISCARD if kind is DecisionKind.DISCARD else ActionKind.TARGET
        opts = [Option(f"card:{c}", self.card_title(c), (c,), Action(act, c)) for c in cards]
        if optional:
            opts.append(Option("none", "None", (), Action(ActionKind.PASS)))
        if not opts:
            return None
        extra = Targeting(purpose, amount) if purpose else None
        chosen = yield from self.ask(player, kind, prompt, tuple(opts), source=source, auto_single=not optional,
                                     extra=extra, enemy_team=enemy_team)
        return chosen.action.card if chosen.action is not None else None

    def resolve_by_hand(self, card_id: int, player: int) -> Gen[None]:
        """An imported card without a script: show its text and wait until the players have resolved it by
        hand (on a free table, or on the physical cards)."""
        text = self.db.by_hand(self.state.cards[card_id].code)
        if not text:
            return
        self.log(f"{self.card_title(card_id)} is resolved by hand.")
        yield from self.ask(player, DecisionKind.CHOOSE, f"Resolve this by hand: {self.card_title(card_id)} — {text}",
                            (Option("resolved", "Done: resolved by hand", (), Action(ActionKind.RESOLVED, card_id)),),
                            source=card_id, auto_single=False, extra=ByHand(text))

    def yes_no(self, player: int, prompt: str, source: int | None = None) -> Gen[bool]:
        opts = (Option("yes", "Yes", (), Action(ActionKind.YES, source)),
                Option("no", "No", (), Action(ActionKind.NO, source)))
        chosen = yield from self.ask(player, DecisionKind.YES_NO, prompt, opts, source=source, auto_single=False)
        return chosen.key == "yes"

    def physical(self, what: str, player: int, amount: int = 1, *, source: int | None = None) -> Gen[bool]:
        """An effect acts on a player's physical cards ("draw", "discard_from_deck", "discard_at_random",
        "discard_from_hand", "search_deck", "discard_you_control"): the table assistant asks what happened and
        returns whether it was done. Only called when :attr:`physical_player_cards` is set."""
        raise EngineError(f"this game holds the players' cards: {what!r} is not asked of the players")
        yield  # pragma: no cover - a generator

    # == reading the state ============================================================================
    def card(self, card_id: int) -> CardInstance:
        return self.state.cards[card_id]

    def _elsewhere(self, card_id: int) -> Game:
        """The other game area holding ``card_id``, a card this one does not hold (competitive play: an event may
        name a card that crossed over while it resolved); KeyError when there is none."""
        r = self.rival
        if r is None or card_id not in r.state.cards:
            raise KeyError(card_id)
        return r

    def facts(self, card_id: int) -> CardFacts:
        c = self.state.cards.get(card_id)
        if c is None:
            return self._elsewhere(card_id).facts(card_id)
        if c.face_down and c.zone[0] == PLAY:  # in play facedown as a minion (e.g. an Ultron Drone)
            return facedown_minion_facts(self.state.flags.get(f"{FACEDOWN_MINION}:{card_id}", ""))
        f = self.db.facts.get(c.code)  # the common case without a call; db.card names an unknown code
        return f if f is not None else self.db.card(c.code)

    def script(self, card_id: int) -> CardScript:
        c = self.state.cards.get(card_id)
        if c is None:
            return self._elsewhere(card_id).script(card_id)
        if c.face_down and c.zone[0] == PLAY:  # a facedown card has no abilities of its own
            return _NO_SCRIPT
        s = self.db.scripts.get(c.code)  # the common case without a call (db.script handles reprints)
        return s if s is not None else self.db.script(c.code)

    def card_title(self, card_id: int) -> str:
        c = self.state.cards.get(card_id)
        if c is None:
            return self._elsewhere(card_id).card_title(card_id)
        if c.face_down:
            return self.facts(card_id).name if c.zone[0] == PLAY else "a facedown card"
        f = self.db.card(c.code)
        return f.name + (f" ({f.stage})" if f.type_code == "villain" and f.stage else "")

    def ability_summary(self, card_id: int, index: int) -> str:
        a = self.script(card_id).abilities[index]
        verb = "Play" if a.from_hand else "Use"
        return f"{verb} {self.card_title(card_id)}: {a.effect.text()}"

    def describe_event(self, e: Event) -> str:
        from .describe import describe_event

        return describe_event(self, e)

    def log(self, line: str, kind: str = LOG, *, card: int | None = None, player: int | None = None) -> None:
        """A line of the log; ``kind`` says what it tells (see :meth:`emit` for occurrences with cards). ``card``:
        the card the line names where its holder alone may see it (a card put into a hand): the window shows the
        line to the other team without the card's name."""
        self.emit(kind, line, card=card, player=player)

    def emit(
        self, kind: str, text: str = "", *, card: int | None = None, target: int | None = None,
        player: int | None = None, amount: int = 0, data: dict[str, str | int | bool | None] | None = None,
    ) -> None:
        """Report an occurrence as a typed event (for the table to animate); one with ``text`` is also a line of
        the log. Cards moved since the last event are reported first, so the events keep the order of play."""
        self._flush_moves()
        e = GameEvent(kind, text, card, target, player, amount, data=data or {})
        self.events.append(e)
        if text:
            self.log_lines.append(text)
            self.log_events.append(e)

    def _flush_moves(self) -> None:
        moves = self.state.moves
        if not moves:
            return
        name = self.state.zone_name
        for cid, old, new in moves:
            self.events.append(GameEvent(EventKind.MOVED, card=cid, player=new[1] if new[1] is not None else old[1],
                                         from_zone=name(old), to_zone=name(new)))
        moves.clear()

    def exhaust(self, card_id: int) -> None:
        c = self.state.cards[card_id]
        if not c.exhausted:
            c.exhausted = True
            self.emit(EventKind.EXHAUSTED, card=card_id, player=c.controller)

    def ready(self, card_id: int) -> None:
        c = self.state.cards[card_id]
        if c.exhausted:
            c.exhausted = False
            self.emit(EventKind.READIED, card=card_id, player=c.controller)

    def is_in_play(self, card_id: int) -> bool:
        c = self.state.cards.get(card_id)
        if c is None:  # competitive play: a card that went back to the other game area is not in play here
            self._elsewhere(card_id)
            return False
        return c.zone[0] in IN_PLAY_ZONES

    def player_count(self) -> int:
        """The number of players who started the scenario (per player icons use it)."""
        return len(self.state.players)

    def active_players(self) -> list[int]:
        return [p.index for p in self.state.players if not p.eliminated]

    def players_in_order(self) -> list[int]:
        """Player order: clockwise from the first player, eliminated players skipped."""
        first = self.state.first_player
        kept = self.state.kept_in_play(("order", first))
        if kept is not None:
            return list(kept)
        return list(self.state.cached(("order", first), lambda: self._order_from(first), hands=False))

    def _order_from(self, first: int) -> list[int]:
        # kept per layout version: eliminating a player changes it
        n = len(self.state.players)
        return [(first + k) % n for k in range(n) if not self.state.players[(first + k) % n].eliminated]

    def current_player(self) -> int:
        """The player an effect without a controller addresses ("you"): the one resolving, else active."""
        for w in reversed(self.stack):
            if w.player is not None:
                return w.player
        if self.state.active_player is not None:
            return self.state.active_player
        order = self.players_in_order()
        return order[0] if order else 0

    def peril_player(self) -> int | None:
        return self.peril

    def identity(self, player: int) -> int:
        return self.state.players[player].identity

    def form(self, player: int) -> str:
        """ "hero" or "alter_ego"."""
        return "hero" if self.facts(self.identity(player)).type_code == "hero" else "alter_ego"

    def villain(self) -> int | None:
        ids = self.state.zone("villain")
        return ids[0] if ids else None

    def villains(self) -> list[int]:
        return list(self.state.zone("villain"))

    def main_scheme(self) -> int | None:
        ids = self.state.zone("main_scheme")
        return ids[0] if ids else None

    def side_schemes(self) -> list[int]:
        return [c for c in self.state.zone("villain_area") if self.facts(c).type_code == "side_scheme"]

    def schemes(self) -> list[int]:
        main = self.main_scheme()
        return ([main] if main is not None else []) + self.side_schemes()

    def minions(self, player: int | None = None) -> list[int]:
        kept = self.state.kept_in_play(("minions", player))
        if kept is not None:
            return list(kept)
        return list(self.state.cached(("minions", player), lambda: self._in_play_areas("minion", player),
                                         hands=False))

    def enemies(self) -> list[int]:
        return self.villains() + self.minions()

    def allies(self, player: int | None = None) -> list[int]:
        kept = self.state.kept_in_play(("allies", player))
        if kept is not None:
            return list(kept)
        return list(self.state.cached(("allies", player), lambda: self._in_play_areas("ally", player),
                                         hands=False))

    def _in_play_areas(self, type_code: str, player: int | None) -> list[int]:
        """Cards of a type in the players' play areas (kept per layout version: which cards are where and which
        face they show decide it)."""
        areas = self.state.cached("play_area_types", self._play_area_types, hands=False)
        players = [player] if player is not None else range(len(self.state.players))
        return [c for p in players for c, t in areas[p] if t == type_code]

    def _play_area_types(self) -> list[list[tuple[int, str]]]:
        """Each player's play area: its cards with their types (one pass for every type and player)."""
        return [[(c, self.facts(c).type_code) for c in self.state.zone(PLAY, p)]
                for p in range(len(self.state.players))]

    def heroes(self) -> list[int]:
        return [self.identity(p) for p in self.active_players() if self.form(p) == "hero"]

    def identities(self) -> list[int]:
        return [self.identity(p) for p in self.active_players()]

    def characters(self) -> list[int]:
        return self.identities() + self.allies() + self.enemies()

    def controlled(self, player: int) -> list[int]:
        """Cards in play the player controls (identity, allies, supports, upgrades, attachments they own)."""
        kept = self.state.kept_in_play(("controlled", player))
        if kept is not None:
            return list(kept)
        return list(self.state.cached(("controlled", player), lambda: self._controlled(player), hands=False))

    def _controlled(self, player: int) -> list[int]:
        # kept per layout version: moving a card in play and changing its controller change it
        out = [c for c in self.state.zone(PLAY, player) if self.state.cards[c].controller == player]
        out += [c for c in self.state.zone("villain_area") if self.state.cards[c].controller == player]
        return out

    def attachments(self, card_id: int) -> list[int]:
        kept: dict[int, list[int]] | None = self.state.kept_in_play("attachments")
        if kept is None:
            kept = self.state.cached("attachments", self._attachment_map, hands=False)
        return list(kept.get(card_id, ()))

    def _attachment_map(self) -> dict[int, list[int]]:
        """Host -> its attachments in play, in card id order (kept per layout version; attaching is watched)."""
        out: dict[int, list[int]] = {}
        for c in self.state.cards.values():
            if c.attached_to is not None and c.zone[0] in IN_PLAY_ZONES:
                out.setdefault(c.attached_to, []).append(c.id)
        return out

    def hand(self, player: int) -> list[int]:
        return list(self.state.zone(HAND, player))

    def hit_points(self, card_id: int) -> int:
        return remaining_hit_points(self, card_id)

    def stat(self, card_id: int, stat: str) -> int | None:
        return stat_value(self, card_id, stat)

    def has_keyword(self, card_id: int, name: str) -> bool:
        return values_has_keyword(self, card_id, name)

    def traits(self, card_id: int) -> tuple[str, ...]:
        return self.facts(card_id).traits

    def scenario(self) -> Scenario:
        return self.db.scenarios[self.setup.scenario]

    # == lasting effects and limits ===================================================================
    def add_lasting(self, stat: str, op: str, amount: int, target: int, expires: str, source: int | None) -> None:
        self.state.serial += 1
        self.state.lasting.append(LastingEffect(stat, op, amount, target, expires, source, self.state.serial))

    def add_delayed(self, point: str, source: int, effect: str, controller: int | None = None) -> None:
        """Schedule the source card's named delayed effect for the next time ``point`` occurs."""
        if effect not in self.script(source).delayed:
            raise KeyError(f"{self.card_title(source)} has no delayed effect {effect!r}")
        self.state.delayed.append(DelayedEffect(point, source, effect, controller))

    def resolve_delayed(self, point: str) -> Gen[None]:
        """Delayed effects resolve automatically after their timing point, before responses to it."""
        due = [d for d in self.state.delayed if d.point == point]
        if not due:
            return
        self.state.delayed = [d for d in self.state.delayed if d.point != point]
        for d in due:
            card = self.state.cards.get(d.source)
            if card is None:  # competitive play: it went to the other game area (its delayed effects went too)
                continue
            eff = self.db.script(card.code).delayed.get(d.effect)
            if eff is not None:
                yield from eff.resolve(Ctx(self, d.source, d.controller))

    def expire_lasting(self, timing_point: str) -> None:
        expires = _EXPIRES.get(timing_point)
        if expires is None:
            return
        # Replaced only when something ends: assigning the state counts as a change (see hit_point_mark), and
        # the defeat check that follows every timing point is skipped while nothing changed.
        st = self.state
        for e in st.lasting:  # loops, not any(): called at every timing point, usually to find nothing
            if e.expires == expires:
                st.lasting = [e for e in st.lasting if e.expires != expires]
                break
        prefix = _FLAG_PREFIXES.get(expires)
        if prefix is not None:
            for k in st.flags:
                if k.startswith(prefix):
                    st.flags = {k: v for k, v in st.flags.items() if not k.startswith(prefix)}
                    break

    def limit_key(self, card_id: int, index: int, period: str) -> str:
        """The bookkeeping key of an ability's limit: the period, the card and the ability's stable id."""
        st = self.state
        if period == "round":  # only the stamp of the period asked for is made
            stamp = f"r{st.round}"
        elif period == "phase":
            stamp = f"r{st.round}{st.phase}"
        elif period == "turn":
            stamp = f"r{st.round}t{st.active_player}"
        elif period == "game":
            stamp = "g"
        else:
            raise KeyError(period)
        card = self.state.cards[card_id]
        aid = self.script(card_id).ability_id(index)
        if self.db.card(card.code).type_code == "hero":  # each face of an identity has its own abilities
            return f"{stamp}:{card_id}:{card.code}:{aid}"
        return f"{stamp}:{card_id}:{aid}"

    def limit_ok(self, card_id: int, index: int, a: Ability) -> bool:
        if a.limit is None:
            return True
        n, period = a.limit
        return self.state.used.get(self.limit_key(card_id, index, period), 0) < n

    def record_use(self, card_id: int, index: int, a: Ability) -> None:
        if a.limit is not None:
            k = self.limit_key(card_id, index, a.limit[1])
            self.state.used[k] = self.state.used.get(k, 0) + 1

    # == triggered abilities ==========================================================================
    def ability_controller(self, card_id: int) -> int | None:
        c = self.state.cards[card_id]
        return c.controller if c.controller is not None else c.owner

    def triggers(self, event: Event, timing: Timing, would: bool | None) -> list[tuple[int, int, int]]:
        """(card id, ability index, player who may use it) for each ability this event can trigger now."""
        out: list[tuple[int, int, int]] = []
        for card_id, script, indexes in self._trigger_candidates(timing, event.kind):
            for index in indexes:
                a = script.abilities[index]
                if would is not None and a.would != would:
                    continue
                player = self.ability_controller(card_id)
                if player is None:
                    if not timing.forced:
                        # A player's (Hero) Response printed on an encounter card ("after you make a basic attack
                        # against Iron Man", Civil War): the player the occurrence concerns may use it.
                        if event.player is None:
                            continue
                        player = event.player
                    else:
                        player = self.state.first_player
                if self.state.players[player].eliminated:
                    continue
                if self.can_use(card_id, index, a, player, event):
                    out.append((card_id, index, player))
        return out

    def _trigger_candidates(self, timing: Timing, kind: str) -> list[tuple[int, CardScript, tuple[int, ...]]]:
        """The cards that have an ability with this timing and event kind, where such abilities can be used, in
        the order they are offered. The table is kept until the layout version changes (a card in play or in a
        hand moves, turns over or changes hands, a player is eliminated); whether each can be used is checked
        on every call."""
        # Forced abilities are never used from a hand: their table is kept while only hands change.
        forced = timing in _TRIGGERED[True]
        memo: tuple[Hashable, dict[Hashable, Any]] | None = self.state.__dict__.get("_memo_play" if forced
                                                                                   else "_memo")
        table = None
        if memo is not None and memo[0] == (play_version() if forced else layout_version()):  # without a call
            table = memo[1].get(("triggers", forced))
        if table is None:
            table = self.state.cached(("triggers", forced), lambda: self._build_candidates(forced), hands=not forced)
        return table.get((timing, kind), _NO_CANDIDATES)

    def _trigger_kinds(self, forced: bool) -> frozenset[str | None]:
        """The event kinds some card has a forced (or, not ``forced``, an optional) triggered ability for, with
        any timing, where it can be used: an occurrence of no such kind has no window to open. Kept as the
        trigger table it is read from (:meth:`_trigger_candidates`)."""
        memo: tuple[Hashable, dict[Hashable, Any]] | None = self.state.__dict__.get("_memo_play" if forced
                                                                                   else "_memo")
        if memo is not None and memo[0] == (play_version() if forced else layout_version()):  # without a call
            kinds: frozenset[str | None] | None = memo[1].get(("trigger_kinds", forced))
            if kinds is not None:
                return kinds

        def build() -> frozenset[str | None]:
            table = self.state.cached(("triggers", forced), lambda: self._build_candidates(forced), hands=not forced)
            return frozenset(kind for (_t, kind), cands in table.items() if cands)

        return self.state.cached(("trigger_kinds", forced), build, hands=not forced)

    def _window_kinds(self) -> frozenset[str | None]:
        """The event kinds some card has a triggered ability for, forced or not, with any timing, where it can be
        used: an occurrence of no such kind opens no window. Kept per layout version, as the tables it joins."""
        memo: tuple[Hashable, dict[Hashable, Any]] | None = self.state.__dict__.get("_memo")
        if memo is not None and memo[0] == layout_version():  # without a call
            kinds: frozenset[str | None] | None = memo[1].get("window_kinds")
            if kinds is not None:
                return kinds
        return self.state.cached("window_kinds", lambda: self._trigger_kinds(True) | self._trigger_kinds(False))

    def _build_candidates(
        self, forced: bool,
    ) -> dict[tuple[Timing, str | None], list[tuple[int, CardScript, tuple[int, ...]]]]:
        cards = self.state.cards
        scripts = self.db.scripts
        zones = self.state.zones
        out: dict[tuple[Timing, str | None], list[tuple[int, CardScript, tuple[int, ...]]]] = {}
        for name in self._ability_zones(forced):  # one pass over the cards, in the order they are offered
            for card_id in zones.get(name, ()):
                card = cards[card_id]
                if card.face_down:  # no abilities of its own (see script())
                    continue
                script = scripts.get(card.code)  # a card without a script has no abilities
                if script is None:
                    continue
                entry = script.__dict__.get(_INDEX_ATTR)  # _trigger_index's own check, without the call
                if entry is None or entry[0] is not script.abilities or entry[1] != len(script.abilities):
                    entry = _trigger_index(script)
                for key, indexes in entry[2][forced]:
                    out.setdefault(key, []).append((card_id, script, indexes))
        return out

    def _ability_zones(self, forced: bool) -> list[str]:
        """The zones whose cards' triggered abilities can be used: the villain's side, then each player still in
        the game's play area (and hand, for what is not forced)."""
        names = ["villain", "main_scheme", "villain_area"]
        name = self.state.zone_name
        for p in self.state.players:
            if not p.eliminated:
                names.append(name((PLAY, p.index)))
                if not forced:
                    names.append(name((HAND, p.index)))
        return names

    def can_use(self, card_id: int, index: int, a: Ability, player: int, event: Event | None) -> bool:
        card = self.state.cards[card_id]
        if a.from_hand != (card.zone[0] == HAND):
            return False
        if a.form is not None and self.form(player) != a.form:
            return False
        if "defense" in a.tags and not self._may_defend_by_ability(player):
            return False
        if not self.limit_ok(card_id, index, a):
            return False
        ctx = Ctx(self, card_id, player, event)
        if a.condition is not None and not a.condition(ctx, event if event is not None else Event("none")):
            return False
        for c in a.costs:  # a loop, not all(): most abilities have no cost or one
            if not c.can_pay(ctx):
                return False
        if a.from_hand:
            from .playing import can_play_card

            if not can_play_card(self, card_id, player, ctx):
                return False
        return a.effect.could_change(ctx)

    def _may_defend_by_ability(self, player: int) -> bool:
        """Rules Reference "Defense": once a player resolves a defense ability during an enemy attack, no other
        player can resolve defense abilities for that same attack."""
        w = next((w for w in reversed(self.stack) if w.kind == "attack"), None)
        if w is None or not w.data.get("by_ability"):
            return True
        return w.data.get("defender") == self.identity(player)

    def use_ability(self, card_id: int, index: int, event: Event | None, player: int | None = None) -> Gen[None]:
        from .playing import play_card, resolve_ability

        a = self.script(card_id).abilities[index]
        if player is None:
            player = self.ability_controller(card_id)
            if player is None:
                player = self.state.first_player
        if a.from_hand:
            yield from play_card(self, card_id, player, event=event, ability_index=index)
        else:
            yield from resolve_ability(self, card_id, index, player, event)
