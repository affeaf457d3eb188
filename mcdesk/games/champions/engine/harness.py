"""The scenario harness: build a table by hand, script the answers, assert on the state.

    h = Harness(heroes=["01001a"], scenario="rhino")
    kick = h.add("Swinging Web Kick", "hand")
    h.form(0, "hero")
    h.start_turn(0)
    h.answer(f"play:{kick}")          # or h.choose("Play Swinging Web Kick")
    assert h.game.state.cards[h.villain].damage == 8

Placements are recorded and replayed, so undo and replay work on a harness game as on any other. In strict
mode (the default) :meth:`Harness.run` fails when the engine asks a question the test did not script.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from dataclasses import dataclass, field
from typing import Any

from mcdesk.core.decisions import Decision

from .abilities import Gen
from .database import CardDatabase, default_database
from .game import Game, GameSetup, PlayerSetup
from .keys import legacy_key
from .state import (
    DECK,
    DISCARD,
    ENCOUNTER_DECK,
    ENCOUNTER_DISCARD,
    FACEDOWN_ENCOUNTER,
    HAND,
    MAIN_SCHEME,
    NEMESIS,
    PLAY,
    SET_ASIDE,
    VILLAIN,
    VILLAIN_AREA,
    VILLAIN_DECK,
    PlayerState,
)

ZONES = {
    "hand": HAND, "deck": DECK, "discard": DISCARD, "play": PLAY, "engaged": PLAY, "facedown": FACEDOWN_ENCOUNTER,
    "nemesis": NEMESIS, "encounter_deck": ENCOUNTER_DECK, "encounter_discard": ENCOUNTER_DISCARD,
    "villain_area": VILLAIN_AREA, "set_aside": SET_ASIDE, "villain_deck": VILLAIN_DECK,
}


class UnexpectedQuestion(AssertionError):
    """Strict mode: the engine asked something the test did not script."""


@dataclass
class _Placement:
    code: str
    zone: str
    player: int | None
    attach_to: int | None
    props: dict[str, Any]


@dataclass
class Harness:
    heroes: list[str] = field(default_factory=lambda: ["01001a"])
    scenario: str = "rhino"
    villain_stage: int = 0
    seed: int = 0
    db: CardDatabase | None = None
    deck: list[str] | None = None
    """Each player's deck (codes); by default 20 copies of a plain resource card so draws never run out."""
    encounter_deck: list[str] | None = None
    """The encounter deck, top first; by default empty (tests put what they reveal)."""
    strict: bool = True

    def __post_init__(self) -> None:
        if self.db is None:
            self.db = default_database()
        self._placements: list[_Placement] = []
        self._forms: dict[int, str] = {}
        self._ops: list[Callable[[Game], None]] = []
        self._procedure: Callable[[Game], Gen[None]] | None = None
        self.game: Game | None = None
        self._next_id = 1
        self._ids: dict[str, int] = {}
        self._base_ids()

    # -- building the table ------------------------------------------------------------------------
    def _base_ids(self) -> None:
        # Ids are assigned in the same order _build creates cards: identities, villain, main scheme.
        self.identities = list(range(1, len(self.heroes) + 1))
        self.villain = len(self.heroes) + 1
        self.main_scheme = len(self.heroes) + 2
        deck = self.deck if self.deck is not None else ["01088"] * 20
        self._next_id = len(self.heroes) + 3 + len(deck) * len(self.heroes) + len(self.encounter_deck or [])

    def code(self, name_or_code: str) -> str:
        assert self.db is not None
        if name_or_code in self.db.facts:
            return name_or_code
        found = [f for f in self.db.find(name_or_code) if not f.hidden and not f.duplicate_of]
        if not found:
            found = self.db.find(name_or_code)
        if not found:
            raise KeyError(f"no card named {name_or_code!r}")
        return sorted(found, key=lambda f: f.code)[0].code

    def add(self, card: str, zone: str = "hand", player: int | None = 0, *, attach_to: int | None = None,
            **props: Any) -> int:
        """Put a card (by name or code) in a zone; returns its card id. Props set damage, threat, counters,
        exhausted, stunned, confused, tough."""
        code = self.code(card)
        if zone in ("villain_area", "encounter_deck", "encounter_discard", "set_aside", "villain_deck"):
            player = None
        self._placements.append(_Placement(code, zone, player, attach_to, props))
        cid = self._next_id
        self._next_id += 1
        return cid

    def form(self, player: int, form: str) -> None:
        self._forms[player] = form

    def set(self, fn: Callable[[Game], None]) -> None:
        """Any other adjustment to the state (applied after placements, before the procedure starts)."""
        self._ops.append(fn)

    def _build(self, g: Game) -> None:
        st = g.state
        db = g.db
        for i, code in enumerate(self.heroes):
            hero = db.card(code)
            form = self._forms.get(i, "alter_ego")
            face = code if form == "hero" else (hero.back_link or code)
            card = st.new_card(face, i, (PLAY, i))
            st.players.append(PlayerState(i, card.id, hero.set_code or ""))
        scen = g.scenario()
        st.new_card(scen.villain_stages[self.villain_stage], None, (VILLAIN, None))
        main = st.new_card(scen.main_schemes[0], None, (MAIN_SCHEME, None))
        back = db.card(main.code).back_link
        if back:
            main.code = back
        deck = self.deck if self.deck is not None else ["01088"] * 20
        for i in range(len(self.heroes)):
            for code in deck:
                st.new_card(code, i, (DECK, i))
        for code in self.encounter_deck or []:
            st.new_card(code, None, (ENCOUNTER_DECK, None))
        for p in self._placements:
            zone = ZONES.get(p.zone, p.zone)
            owner = p.player if db.card(p.code).faction_code not in ("encounter", "campaign") else None
            c = st.new_card(p.code, owner, (zone, p.player))
            if zone == PLAY and db.card(p.code).type_code == "minion":
                c.engaged_with = p.player
                c.controller = None
            if p.attach_to is not None:
                c.attached_to = p.attach_to
            for k, v in p.props.items():
                setattr(c, k, v)
        st.phase = "player"
        st.round = 1
        for op in self._ops:
            op(g)

    # -- running -----------------------------------------------------------------------------------
    def _setup(self) -> GameSetup:
        return GameSetup(players=tuple(PlayerSetup(h, ()) for h in self.heroes), scenario=self.scenario,
                         modular_sets=())

    def start(self, procedure: Callable[[Game], Gen[None]]) -> Game:
        """Build the table and start ``procedure`` (e.g. a player turn) on it."""
        def run(g: Game) -> Gen[None]:
            self._build(g)
            yield from procedure(g)

        self._procedure = run
        self.game = Game(self._setup(), self.seed, self.db, procedure=run)
        return self.game

    def start_turn(self, player: int = 0) -> Game:
        from .turn import player_turn

        return self.start(lambda g: player_turn(g, player))

    def start_villain_phase(self) -> Game:
        from .rounds import villain_phase

        return self.start(villain_phase)

    def start_round(self) -> Game:
        from .rounds import game_round

        def rounds(g: Game) -> Gen[None]:
            while True:
                yield from game_round(g)

        return self.start(rounds)

    @property
    def pending(self) -> Decision | None:
        return self.game.pending if self.game else None

    def answer(self, key: str) -> None:
        """Answer with a key; a log's older positional key (``use:<card>:0``) names the card's ability by its
        place in the script, as :func:`~mcdesk.games.champions.engine.keys.legacy_key` reads it."""
        assert self.game is not None, "start the harness first"
        self.game.play_entry(key)

    def choose(self, label: str) -> None:
        """Answer with the option whose label is ``label`` (or starts with it)."""
        d = self.pending
        assert d is not None, f"no pending decision to answer with {label!r}"
        exact = [o for o in d.options if o.label == label]
        loose = [o for o in d.options if o.label.startswith(label)]
        pick = exact or loose
        if len({o.label for o in pick}) == 1:
            pick = pick[:1]  # identical options (e.g. two copies of a card): any one will do
        if len(pick) != 1:
            raise UnexpectedQuestion(f"{label!r} matches {len(pick)} options of {d.prompt!r}: "
                                     f"{[o.label for o in d.options]}")
        self.answer(pick[0].key)

    def run(self, answers: Iterable[str]) -> None:
        """Answer each scripted key or label in turn. Strict: fail if a question is left unanswered."""
        for a in answers:
            d = self.pending
            if d is None:
                raise UnexpectedQuestion(f"scripted answer {a!r} but the engine asks nothing")
            if d.option(a) is not None or (self.game is not None and legacy_key(self.game, a) is not None):
                self.answer(a)
            else:
                self.choose(a)
        if self.strict and self.pending is not None and self.pending.kind.value != "turn":
            d = self.pending
            raise UnexpectedQuestion(f"engine asked {d.kind.value} {d.prompt!r} with options "
                                     f"{[o.label for o in d.options]}, which the test did not script")

    def keys(self) -> tuple[str, ...]:
        return self.pending.keys if self.pending else ()

    def labels(self) -> list[str]:
        return [o.label for o in self.pending.options] if self.pending else []

    def card(self, card_id: int) -> Any:
        assert self.game is not None
        return self.game.state.cards[card_id]
