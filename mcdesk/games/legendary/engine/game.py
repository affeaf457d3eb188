"""A game of Legendary, refereed: the public face (from :class:`mcdesk.core.referee.Referee`) and the rule
primitives card scripts resolve through (draw, gain, KO, rescue, capture, reveal-or-wound, fight, escape).

The turn itself is in :mod:`.turn`, the villain deck and the city in :mod:`.villains`, setup in :mod:`.setup`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from typing import Any

from mcdesk.core.decisions import Action, ActionKind, Decision, DecisionKind, Option, Responder, Targeting
from mcdesk.core.errors import EngineError, InvalidSetup
from mcdesk.core.events import EventKind, GameEvent
from mcdesk.core.referee import GameOver, Procedure, Referee, ResumePoint

from ..cards.facts import BYSTANDER, HERO, CardFacts, CardSet, core_set
from ..cards.purposes import Purpose
from ..cards.purposes import Purpose as P
from ..cards.vocabulary import (
    Ask,
    Gen,
    HeroScript,
    MastermindScript,
    Requirement,
    SchemeScript,
    Script,
    VillainScript,
)
from .setup_rules import LegendarySetup, check_setup
from .state import CITY_SPACES, HQ_SPACES, LegendaryState, TurnState, city, hq, pzone


class LegendaryGame(Referee[LegendaryState, LegendarySetup]):
    """A game of Legendary (base set), refereed. Create with a :class:`LegendarySetup` and a seed."""

    GAME = "legendary"

    def __init__(self, setup: LegendarySetup, seed: int, *, answers: Iterable[str] = (),
                 cards: CardSet | None = None, scripts: Mapping[str, Script] | None = None,
                 scenario: Callable[[LegendaryGame], None] | None = None) -> None:
        """``scenario`` replaces the rulebook's setup with a table laid out by hand (the scenario harness,
        :mod:`.harness`)."""
        if scripts is None:
            from ..cards.scripts import all_scripts

            scripts = all_scripts()
        self.cards = cards or core_set()
        self.scripts = scripts
        self.scenario = scenario
        super().__init__(setup, seed, answers=answers)

    # == the referee's contract ====================================================================
    def _new_state(self) -> LegendaryState:
        return LegendaryState(players=self.setup.players, first_player=self.setup.first_player,
                              active_player=self.setup.first_player)

    def _procedure(self, resume: ResumePoint | None) -> Procedure:
        from .turn import play_game

        return play_game(self, resume)

    def _game_over(self, result: str, reason: str) -> None:
        self.state.result = result
        self.state.result_reason = reason
        self.emit(EventKind.GAME_OVER, f"Game over: {reason}")

    def _validate_setup(self) -> None:
        check_setup(self.setup, self.cards)

    def _copy_state(self, state: LegendaryState) -> LegendaryState:
        return state.copy()

    def _state_from_data(self, data: Mapping[str, Any]) -> LegendaryState | None:
        from .state import state_from_canonical

        return state_from_canonical(data)

    @classmethod
    def _setup_from_dict(cls, data: Mapping[str, Any]) -> LegendarySetup:
        return LegendarySetup.from_dict(dict(data))

    # == asking ====================================================================================
    def ask(self, player: int, kind: DecisionKind, prompt: str, options: list[Option] | tuple[Option, ...], *,
            purpose: Purpose, auto_single: bool = True, source: int | None = None) -> Ask[Option]:
        """Stop with a decision; return the option chosen. One forced option resolves by itself. ``purpose`` says
        what the question is for (the autopilot and the table read it, never the prompt)."""
        opts = tuple(options)
        if not opts:
            raise EngineError(f"no legal options for {prompt!r}")
        if auto_single and len(opts) == 1:
            return opts[0]
        d = Decision(kind, prompt, opts, player, Responder.PLAYER, source, Targeting(str(purpose)))
        key = yield d
        chosen = d.option(key)
        assert chosen is not None  # the referee checked it
        return chosen

    def choose_card(self, player: int, prompt: str, cards: Iterable[int], *, purpose: Purpose,
                    optional: bool = False, kind: DecisionKind = DecisionKind.CHOOSE) -> Ask[int | None]:
        opts = [Option(f"card:{c}", self.title(c), (c,), Action(ActionKind.TARGET, c)) for c in cards]
        if not opts:
            return None
        if optional:
            opts.append(Option("none", "None", action=Action(ActionKind.PASS)))
        chosen = yield from self.ask(player, kind, prompt, opts, purpose=purpose, auto_single=not optional)
        return chosen.action.card if chosen.action is not None else None

    def yes_no(self, player: int, prompt: str, source: int | None = None, *, purpose: Purpose) -> Ask[bool]:
        opts = [Option("yes", "Yes", action=Action(ActionKind.YES)), Option("no", "No", action=Action(ActionKind.NO))]
        chosen = yield from self.ask(player, DecisionKind.YES_NO, prompt, opts, purpose=purpose, auto_single=False,
                                     source=source)
        return chosen.action is not None and chosen.action.kind is ActionKind.YES

    # == reading ===================================================================================
    def facts(self, cid: int) -> CardFacts:
        return self.cards.card(self.state.cards[cid].code)

    def script(self, cid: int) -> Script | None:
        return self.scripts.get(self.state.cards[cid].code)

    def hero_script(self, cid: int) -> HeroScript:
        s = self.scripts.get(self.state.cards[cid].code)
        return s if isinstance(s, HeroScript) else HeroScript()

    def villain_script(self, cid: int) -> VillainScript:
        s = self.scripts.get(self.state.cards[cid].code)
        return s if isinstance(s, VillainScript) else VillainScript()

    def scheme_script(self) -> SchemeScript:
        s = self.scripts[self.setup.scheme]
        assert isinstance(s, SchemeScript)
        return s

    def mastermind_script(self) -> MastermindScript:
        s = self.scripts[self.setup.mastermind]
        assert isinstance(s, MastermindScript)
        return s

    def title(self, cid: int) -> str:
        return self.facts(cid).name

    def zone(self, name: str) -> list[int]:
        return list(self.state.zones.get(name, ()))

    def hand(self, p: int) -> list[int]:
        return self.zone(pzone("hand", p))

    def played(self, p: int) -> list[int]:
        return self.zone(pzone("played", p))

    def is_hero(self, cid: int) -> bool:
        """A hero card (the SHIELD starting cards and Officers included; wounds and bystanders are not heroes)."""
        return self.facts(cid).kind == HERO

    def your_heroes(self, p: int) -> list[int]:
        """Rulebook "Your Heroes": the heroes in your hand and the ones you played this turn."""
        return [c for c in self.hand(p) + self.played(p) if self.is_hero(c)]

    def classes(self, cid: int) -> frozenset[str]:
        """A card's hero classes: its own, and a copied card's while it is a copy (Rogue's Copy Powers)."""
        own = self.facts(cid).hero_class
        out = {own} if own else set()
        copied = self.state.turn.copies.get(str(cid))
        if copied is not None and copied in self.state.cards:
            out |= self.classes(copied)
        return frozenset(out)

    def teams(self, cid: int) -> frozenset[str]:
        team = self.facts(cid).team
        out = {team} if team else set()
        copied = self.state.turn.copies.get(str(cid))
        if copied is not None and copied in self.state.cards:
            out |= self.teams(copied)
        return frozenset(out)

    def colours(self, cid: int) -> frozenset[str]:
        """A hero's colours for "each colour of Hero you have": its classes, or grey."""
        return self.classes(cid) or frozenset({"grey"})

    def meets(self, cid: int, need: Requirement) -> bool:
        if not self.is_hero(cid):
            return False
        if need.hero_class is not None:
            return need.hero_class in self.classes(cid)
        return need.team in self.teams(cid)

    def has_hero(self, p: int, need: Requirement, *, besides: int | None = None) -> bool:
        return any(self.meets(c, need) for c in self.your_heroes(p) if c != besides)

    def superpower_active(self, p: int, card: int | None, needs: tuple[Requirement, ...]) -> bool:
        """Each required class or team was on a card played earlier this turn (rulebook "Activating Superpower
        Abilities": the card itself does not count)."""
        played = self.played(p)
        earlier = played[: played.index(card)] if card in played else played
        return all(any(self.meets(c, need) for c in earlier) for need in needs)

    def players_from(self, p: int, *, others: bool = False, villain_effect: bool = False) -> list[int]:
        """Players from ``p`` clockwise (rulebook "Special Abilities on Cards": the current player first).
        In solo play a villain's or tactic's "each other player" means the solo player (rulebook "Solo Play")."""
        n = self.state.players
        order = [(p + k) % n for k in range(n)]
        if others:
            order = order[1:]
            if not order and villain_effect:
                order = [p]
        return order

    def villains_in_city(self) -> list[int]:
        return [c for s in range(len(CITY_SPACES)) for c in self.state.zones.get(city(s), ())]

    def space_of(self, cid: int) -> str:
        return self.state.cards[cid].zone

    def captured(self, holder: int | None) -> list[int]:
        return self.zone(f"captured:{'mastermind' if holder is None else holder}")

    def hq_heroes(self) -> list[int]:
        return [c for s in range(HQ_SPACES) for c in self.state.zones.get(hq(s), ())]

    def is_villain_card(self, cid: int) -> bool:
        """A card that is a villain now: a villain or henchman, or a card a scheme turns into one."""
        kind = self.facts(cid).kind
        return kind in ("villain", "henchman") or self.state.cards[cid].zone.startswith("city:")

    def villain_attack(self, cid: int) -> int:
        """A villain's attack now: printed (or as its rules set it), the scheme's and this turn's changes;
        never below 0 (rulebook "Villain gets -2")."""
        f = self.facts(cid)
        script = self.villain_script(cid)
        if f.kind == HERO:  # a hero that is a Skrull villain (Secret Invasion): its cost + 2
            base = f.cost + 2
        elif f.kind == BYSTANDER:  # a Killbot: as many as the twists next to the scheme
            base = len(self.zone("twists"))
        elif script.attack_is_cost_under:
            under = self.zone(f"under:{cid}")
            base = self.facts(under[0]).cost if under else 0
        else:
            base = f.attack or 0
        scheme = self.scheme_script()
        if scheme.villain_attack_bonus is not None:
            base += scheme.villain_attack_bonus(self, cid)
        base += self.state.turn.attack_modifiers.get(self.space_of(cid), 0)
        return max(0, base)

    def mastermind_attack(self) -> int:
        base = self.cards.masterminds[self.setup.mastermind].attack
        scheme = self.scheme_script()
        if scheme.mastermind_attack_bonus is not None:
            base += scheme.mastermind_attack_bonus(self)
        base += self.state.turn.attack_modifiers.get("mastermind", 0)
        return max(0, base)

    def attack_available(self) -> int:
        t = self.state.turn
        return t.attack + (t.recruit if t.recruit_as_attack else 0)

    def victory_points(self, p: int) -> int:
        """Rulebook "Your Victory Pile": each card's victory points, with the cards that add to theirs."""
        total = 0
        for c in self.zone(pzone("victory", p)):
            f = self.facts(c)
            total += f.vp
            bonus = self.villain_script(c).vp_bonus
            if bonus is not None:
                total += bonus(self, p, c)
        return total

    def scores(self, *, won: bool) -> str:
        """The end of the game in points (rulebook "How to Win": the most victory points wins an individual
        victory; "Solo Play: Scoring": a won solo game subtracts 4 per bystander carried away, 3 per twist and 1
        per escaped villain)."""
        vp = [self.victory_points(p) for p in range(self.state.players)]
        if self.state.players == 1:
            if not won:
                return f"{vp[0]} victory points"
            penalties = 4 * len(self.zone("carried_away")) + 3 * self.state.twists_played + len(self.zone("escaped"))
            return f"solo score {vp[0] - penalties} ({vp[0]} victory points, {penalties} in penalties)"
        best = max(vp)
        leaders = " and ".join(f"player {p + 1}" for p, s in enumerate(vp) if s == best)
        return f"victory points {', '.join(str(s) for s in vp)}; most legendary: {leaders}"

    # == events and log ============================================================================
    def emit(self, kind: str, text: str, **kw: Any) -> None:
        self.events.append(GameEvent(kind, text, **kw))
        self.log_lines.append(text)

    def _move(self, cid: int, zone: str, *, top: bool = True, text: str = "", reveal: bool = False) -> None:
        old = self.state.cards[cid].zone
        self.state.move(cid, zone, top=top)
        if text:
            self.emit(EventKind.REVEALED if reveal else EventKind.MOVED, text, card=cid, from_zone=old, to_zone=zone)

    # == rule primitives ===========================================================================
    def add_points(self, p: int, amount: int, what: str) -> None:
        t = self.state.turn
        if what == "Attack":
            t.attack += amount
        else:
            t.recruit += amount
            t.recruit_made += amount
        if amount:
            self.emit(EventKind.COUNTER, f"Player {p + 1} gets +{amount} {what}.", player=p, amount=amount,
                      data={"counter": what.lower()})

    def _refill_deck(self, p: int) -> bool:
        """Rulebook "Shuffling Your Discard Pile into a New Deck": only when a card is needed and none is left."""
        deck = pzone("deck", p)
        if self.state.zones.get(deck):
            return True
        discard = self.zone(pzone("discard", p))
        if not discard:
            return False
        self.rng.shuffle(discard)
        for c in discard:
            self.state.move(c, deck, top=False)
        self.emit(EventKind.MOVED, f"Player {p + 1} shuffles their discard pile into a new deck.", player=p)
        return True

    def draw(self, p: int, n: int = 1, *, end_of_turn: bool = False) -> int:
        drawn = 0
        for _ in range(n):
            if not self._refill_deck(p):
                break  # no cards left anywhere: draw no more this turn
            c = self.state.zones[pzone("deck", p)][0]
            self.state.move(c, pzone("hand", p), top=False)
            drawn += 1
        if drawn and not end_of_turn and p == self.state.active_player:
            self.state.turn.cards_drawn += drawn
        if drawn:
            self.emit(EventKind.MOVED, f"Player {p + 1} draws {drawn} card{'s' if drawn > 1 else ''}.", player=p,
                      amount=drawn, to_zone=pzone("hand", p))
        return drawn

    def top_cards(self, p: int, n: int) -> list[int]:
        """The top ``n`` cards of a player's deck, looked at where they are. When the deck has fewer, the
        discard pile is shuffled into a new deck under them first (rulebook "Reveal the Top Card of Your Deck":
        a missing card is taken from the discard pile shuffled into a new deck)."""
        deck = pzone("deck", p)
        if len(self.state.zones.get(deck, ())) < n:
            discard = self.zone(pzone("discard", p))
            if discard:
                self.rng.shuffle(discard)
                for c in discard:
                    self.state.move(c, deck, top=False)
                self.emit(EventKind.MOVED, f"Player {p + 1} shuffles their discard pile into a new deck.", player=p)
        return self.zone(deck)[:n]

    def reveal_top(self, p: int) -> int | None:
        """The top card of a player's deck, shuffling in the discard pile if the deck is empty (rulebook "Reveal
        the Top Card of Your Deck"); it stays where it is."""
        if not self._refill_deck(p):
            return None
        c = self.state.zones[pzone("deck", p)][0]
        self.emit(EventKind.REVEALED, f"Player {p + 1} reveals {self.title(c)} from the top of their deck.",
                  card=c, player=p)
        return c

    def gain(self, p: int, cid: int, *, to: str = "discard") -> None:
        """A card a player gains goes to their discard pile (or where the effect says)."""
        where = {"discard": pzone("discard", p), "hand": pzone("hand", p), "deck": pzone("deck", p)}[to]
        self._move(cid, where, text=f"Player {p + 1} gains {self.title(cid)}.")

    def ko(self, cid: int) -> None:
        self._move(cid, "ko", text=f"{self.title(cid)} is KO'd.")

    def discard(self, p: int, cid: int) -> Gen:
        """A card effect makes a player discard a card (a card that may return to the hand asks first)."""
        self._move(cid, pzone("discard", p), text=f"Player {p + 1} discards {self.title(cid)}.")
        if self.hero_script(cid).returns_when_discarded:
            if (yield from self.yes_no(p, f"Return {self.title(cid)} to your hand?", cid, purpose=P.RETURN_TO_HAND)):
                self._move(cid, pzone("hand", p), text=f"Player {p + 1} returns {self.title(cid)} to their hand.")

    def gain_wound(self, p: int, *, to: str = "discard") -> Gen:
        """Rulebook "Wounds": the top Wound of the stack goes to the player's discard pile; none left, none
        gained ("Running out of Cards in the ... Wound ... Stacks"). A card that guards against it may be
        revealed to draw a card instead."""
        guards = [c for c in self.hand(p) if self.hero_script(c).wound_guard]
        if guards:
            use = yield from self.yes_no(p, f"Reveal {self.title(guards[0])} to draw a card instead of gaining a "
                                            "Wound?", guards[0], purpose=P.DRAW_INSTEAD_OF_WOUND)
            if use:
                self.emit(EventKind.REVEALED, f"Player {p + 1} reveals {self.title(guards[0])} and draws instead "
                                              "of gaining a Wound.", card=guards[0], player=p)
                self.draw(p, 1)
                return
        wound = self.state.top("wounds")
        if wound is None:
            self.log_lines.append("The Wound stack is empty: no Wound is gained.")
            return
        self.gain(p, wound, to=to)
        self.check_evil_wins()

    def reveal_or_wound(self, p: int, need: Requirement, wounds: int = 1) -> Gen:
        candidates = [c for c in self.your_heroes(p) if self.meets(c, need)]
        if candidates:
            opts = [Option("reveal", f"Reveal {self.title(candidates[0])}", (candidates[0],),
                           Action(ActionKind.REVEAL, candidates[0])),
                    Option("wound", "Gain a Wound" if wounds == 1 else f"Gain {wounds} Wounds",
                           action=Action(ActionKind.CHOOSE, amount=wounds, choice="wound"))]
            chosen = yield from self.ask(p, DecisionKind.CHOOSE, f"Reveal a {need.label()} Hero or gain a Wound?",
                                         opts, auto_single=False, purpose=P.REVEAL_OR_WOUND)
            if chosen.action is not None and chosen.action.kind is ActionKind.REVEAL:
                self.emit(EventKind.REVEALED, f"Player {p + 1} reveals {self.title(candidates[0])}.",
                          card=candidates[0], player=p)
                return
        for _ in range(wounds):
            yield from self.gain_wound(p)

    def rescue_bystanders(self, p: int, n: int = 1) -> None:
        """Rulebook "Rescue a Bystander": the top Bystander of the stack into the player's victory pile."""
        for _ in range(n):
            b = self.state.top("bystanders")
            if b is None:
                return
            self._move(b, pzone("victory", p), text=f"Player {p + 1} rescues a Bystander.")

    def capture(self, bystander: int, holder: int | None) -> None:
        """A villain (or, with none given, the mastermind) captures a bystander."""
        who = "the Mastermind" if holder is None else self.title(holder)
        self._move(bystander, f"captured:{'mastermind' if holder is None else holder}",
                   text=f"{who} captures a Bystander.")

    def refill_hq(self) -> None:
        """Rulebook "How to Recruit": an empty HQ space is refilled at once from the hero deck."""
        for s in range(HQ_SPACES):
            if not self.state.zones.get(hq(s)):
                top = self.state.top("hero_deck")
                if top is None:
                    if self.state.deck_ran_out is None:
                        self.state.deck_ran_out = "hero deck"
                        self.log_lines.append("The hero deck has run out.")
                    self.check_evil_wins()
                    continue
                self._move(top, hq(s), text=f"{self.title(top)} enters the HQ.", reveal=True)

    def ko_from_hq(self, chooser: int, *, max_cost: int = 6, bottom: bool = False) -> Gen:
        """KO (or, in Advanced Solo, put on the bottom of the hero deck) a hero of cost ``max_cost`` or less from
        the HQ, the given player choosing; then refill the HQ."""
        options = [c for c in self.hq_heroes() if self.facts(c).cost <= max_cost]
        what = "put on the bottom of the hero deck" if bottom else "KO"
        pick = yield from self.choose_card(chooser, f"Choose a Hero in the HQ to {what}", options, purpose=P.HQ_LOSS)
        if pick is None:
            return
        if bottom:
            self._move(pick, "hero_deck", top=False, text=f"{self.title(pick)} goes to the bottom of the hero deck.")
        else:
            self.ko(pick)
        self.refill_hq()

    def check_evil_wins(self) -> None:
        if self.state.result is None and self.scheme_script().evil_wins(self):
            raise GameOver("loss", f"Evil wins: {self.scheme_script().evil_wins_text}")

    # == the procedures card scripts call (so that cards never import the engine) ===================
    def play_villain_card(self, p: int) -> Gen:
        from .villains import play_villain_card

        yield from play_villain_card(self, p)

    def enter_city(self, cid: int, p: int) -> Gen:
        from .villains import enter_city

        yield from enter_city(self, cid, p)

    def fight_villain(self, p: int, cid: int, *, free: bool = False) -> Gen:
        from .villains import fight_villain

        yield from fight_villain(self, p, cid, free=free)

    def fight_mastermind(self, p: int, *, free: bool = False) -> Gen:
        from .villains import fight_mastermind

        yield from fight_mastermind(self, p, free=free)

    def play_copy(self, p: int, played: int, source: int) -> Gen:
        """``played`` gives ``source``'s printed points and abilities (a copy of another card)."""
        from .turn import resolve_hero

        yield from resolve_hero(self, p, played, source)

    def start_turn_state(self) -> None:
        self.state.turn = TurnState()


__all__ = ["LegendaryGame", "InvalidSetup"]
