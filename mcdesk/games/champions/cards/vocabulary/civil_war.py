"""Civil War words: "find" a card anywhere it can be, "your leader" (competitive only), the enemy leader's own
side scheme, and the leader a card names.

Civil War rulebook, "Playing a Custom Scenario Cooperatively": the leader in play is "the enemy leader" (every
rule or ability about "the villain" refers to it: leaders are villains in the engine, see ``CardFacts.leader``);
"the enemy team" is the players; an ability that refers to "your leader" cannot be resolved, and its alternate
("Otherwise") effect resolves instead.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.abilities import Ctx, Effect, Gen, Rule
from ...engine.zones import find_cards
from .effects import Amount, Base, amount_of, cap, uncap
from .players import as_player
from .selectors import Sel

if TYPE_CHECKING:
    from ...engine.game import Game


def competitive(g: Game) -> bool:
    """Is this game area part of a competitive game (Civil War rulebook, "Competitive Mode")? There, "your
    leader" is the leader in the other team's game area (:attr:`Game.rival`)."""
    return g.rival is not None


@dataclass(frozen=True)
class YourLeaderOr(Base):
    """"<something done to your leader>. Otherwise, <effect>": in cooperative play there is no "your leader",
    so the alternate effect resolves (Civil War rulebook, "Playing a Custom Scenario Cooperatively")."""

    leader_text: str
    otherwise: Effect
    leader: Effect | None = None
    """The competitive part: it resolves when it can change the game, else ``otherwise`` does."""

    def _leader_part(self, ctx: Ctx) -> Effect | None:
        if self.leader is not None and competitive(ctx.game) and self.leader.could_change(ctx):
            return self.leader
        return None

    def could_change(self, ctx: Ctx) -> bool:
        return self._leader_part(ctx) is not None or self.otherwise.could_change(ctx)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        part = self._leader_part(ctx)
        yield from (part if part is not None else self.otherwise).resolve(ctx)

    def text(self) -> str:
        rest = self.otherwise.text()
        return f"{cap(self.leader_text)} (competitive play). Otherwise, {uncap(rest)}"


@dataclass(frozen=True)
class CompetitiveOnly(Base):
    """A sentence that only applies "in competitive mode": nothing happens in cooperative play."""

    what: str
    effect: Effect | None = None
    """What it does in competitive play."""

    def could_change(self, ctx: Ctx) -> bool:
        return competitive(ctx.game) and (self.effect is None or self.effect.could_change(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        if self.effect is not None and competitive(ctx.game):
            yield from self.effect.resolve(ctx)

    def text(self) -> str:
        return f"In competitive mode, {self.what}."


def find(g: Game, fits: Callable[[Game, int], bool]) -> int | None:
    """Civil War rulebook "Find": the first fitting card in any area where it could be (cards in play first),
    never the victory display, removed cards or facedown encounter cards dealt to players."""
    found = find_cards(g, lambda c: fits(g, c))
    return found[0] if found else None


def leader_set(g: Game) -> str | None:
    """The set of the enemy leader in play (e.g. ``iron_man_leader``)."""
    for v in g.villains():
        f = g.facts(v)
        if f.leader:
            return f.set_code
    return None


def leaders_side_scheme(g: Game, c: int) -> bool:
    s = leader_set(g)
    f = g.facts(c)
    return s is not None and f.set_code == s and f.type_code == "side_scheme"


@dataclass(frozen=True)
class FindAndReveal(Base):
    """Find a card and reveal it (Civil War rulebook "Find"). Nothing happens when it is in play already or
    cannot be found."""

    fits: Callable[[Game, int], bool]
    what: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import reveal
        from ...engine.state import FACEDOWN_ENCOUNTER

        g = ctx.game
        found = find(g, self.fits)
        if found is None or g.is_in_play(found):
            g.log(f"Find: no {self.what} to reveal.")
            return
        player = ctx.player if ctx.player is not None else g.state.first_player
        g.state.move(found, (FACEDOWN_ENCOUNTER, player), top=False)  # off its pile while it resolves
        g.state.cards[found].face_down = False
        yield from reveal(g, found, player)

    def text(self) -> str:
        return f"Find {self.what} and reveal it."


CHOOSING_SIDES = "Choosing Sides"
"""The standard PvP set's side scheme (56128a, 56206a)."""


def choosing_sides(g: Game, c: int) -> bool:
    f = g.facts(c)
    return f.name == CHOOSING_SIDES and f.type_code == "side_scheme"


def setup_side_scheme(g: Game, c: int) -> bool:
    """Each Civil War main scheme 1A's Setup: in competitive mode Choosing Sides, in cooperative mode the chosen
    leader's side scheme."""
    return choosing_sides(g, c) if competitive(g) else leaders_side_scheme(g, c)


FIND_LEADERS_SIDE_SCHEME = FindAndReveal(setup_side_scheme, "the side scheme the main scheme's Setup names")
"""Each Civil War main scheme 1A's Setup: in cooperative mode the chosen leader's side scheme is found and
revealed; in competitive mode the enemy team finds Choosing Sides and your team reveals it."""


@dataclass(frozen=True)
class SearchEncounterAndReveal(Base):
    """"(The enemy team) searches the encounter deck (and discard pile) for <a card that fits> and (your team)
    reveals it": in cooperative play the players search and the resolving player reveals it; then the encounter
    deck is shuffled."""

    fits: Callable[[Game, int], bool]
    what: str
    discard_pile: bool = False

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import reveal
        from ...engine.state import ENCOUNTER_DECK, FACEDOWN_ENCOUNTER
        from ...engine.zones import shuffle
        from .encounter import search_encounter

        g = ctx.game
        player = ctx.player if ctx.player is not None else g.state.first_player
        found = yield from search_encounter(as_player(ctx, player), self.fits, self.what,
                                            discard_pile=self.discard_pile, enemy_team=True)
        if found is not None:
            g.state.move(found, (FACEDOWN_ENCOUNTER, player), top=False)  # off the deck while it resolves
            g.state.cards[found].face_down = False
            yield from reveal(g, found, player)
        shuffle(g, ENCOUNTER_DECK)

    def text(self) -> str:
        where = " and its discard pile" if self.discard_pile else ""
        return f"Search the encounter deck{where} for {self.what} and reveal it. Shuffle the encounter deck."


@dataclass(frozen=True)
class RevealThis(Base):
    """"Reveal this card" (a boost ability: the card is revealed, e.g. an attachment attaches, instead of being
    discarded after the activation)."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import reveal
        from ...engine.state import FACEDOWN_ENCOUNTER

        g = ctx.game
        player = ctx.player
        if player is None:
            player = ctx.event.player if ctx.event is not None and ctx.event.player is not None else None
        if player is None:
            player = g.state.first_player
        g.state.move(ctx.source, (FACEDOWN_ENCOUNTER, player), top=False)
        g.state.cards[ctx.source].face_down = False
        g.state.cards[ctx.source].attached_to = None
        yield from reveal(g, ctx.source, player)

    def text(self) -> str:
        return "Reveal this card."


@dataclass(frozen=True)
class CannotTakeDamageThisPhase(Base):
    """"<character> cannot take damage this phase" (read by the ``NO_DAMAGE_THIS_PHASE`` rule on that card)."""

    target: Sel

    def resolve(self, ctx: Ctx) -> Gen[None]:
        for t in self.target(ctx):
            ctx.game.add_lasting("no_damage", "add", 1, t, "end_of_phase", ctx.source)
        return
        yield

    def text(self) -> str:
        return f"{cap(self.target.text)} cannot take damage this phase."


def _no_damage_now(ctx: Ctx, card_id: int) -> bool:
    return any(le.stat == "no_damage" and le.target == card_id for le in ctx.game.state.lasting)


NO_DAMAGE_THIS_PHASE = Rule("cannot_take_damage", "", _no_damage_now)
"""The rule a card with ``CannotTakeDamageThisPhase`` carries (its text is said by the effect)."""


@dataclass(frozen=True)
class YourLeaderOnly(CompetitiveOnly):
    """An ability about "your leader" with no alternate effect: it cannot be resolved in cooperative play (it
    behaves as :class:`CompetitiveOnly`; only its text differs)."""

    def text(self) -> str:
        return f"{cap(self.what)} (your leader: competitive play only)."


@dataclass(frozen=True)
class ActivatesAgainstYou(Base):
    """"<enemy> activates against you" (it attacks your hero, or schemes against your alter-ego); ``boost``:
    whether it is given a boost card."""

    enemy: Sel
    boost: bool = True

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.combat import enemy_attack, enemy_scheme

        g = ctx.game
        for e in self.enemy(ctx):
            if not g.is_in_play(e):
                continue
            if g.form(ctx.player) == "hero":
                yield from enemy_attack(g, e, ctx.player, activation=True, boosts=None if self.boost else False)
            else:
                yield from enemy_scheme(g, e, ctx.player, activation=True, boosts=None if self.boost else False)

    def text(self) -> str:
        tail = "" if self.boost else " Do not give it a boost card for this activation."
        return f"{cap(self.enemy.text)} activates against you.{tail}"


@dataclass(frozen=True)
class ResolveMinionsWhenRevealed(Base):
    """"Resolve the When Revealed ability of each minion in play; if none was resolved this way, this card gains
    surge" (Mighty Avengers). The minions' abilities resolve for you, in the order the minions entered play."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        resolved = 0
        for m in list(g.minions()):
            wr = g.script(m).when_revealed
            eff = wr.get("") or wr.get(g.form(ctx.player))
            if eff is None or not g.is_in_play(m):
                continue
            g.log(f"{g.card_title(m)}'s When Revealed ability resolves again.")
            resolved += 1
            yield from eff.resolve(Ctx(g, m, ctx.player, ctx.event))
        if not resolved and ctx.event is not None:
            g.log(f"{g.card_title(ctx.source)}: no When Revealed ability resolved; it gains surge.")
            ctx.event.data["surge"] = True

    def text(self) -> str:
        return ("Resolve the When Revealed ability of each minion in play. If none was resolved this way, this card "
                "gains surge.")


@dataclass(frozen=True)
class GainsBoostIcons(Base):
    """A boost ability: "if <condition>, this card gains N boost icons" (added to the activation's stat)."""

    amount: int
    condition: Callable[[Ctx], bool]
    condition_text: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        e = ctx.event
        if e is None or e.target is None or not self.condition(ctx):
            return
        stat = e.data.get("stat")
        if stat:
            ctx.game.add_lasting(str(stat), "add", self.amount, e.target, "end_of_activation", ctx.source)
            ctx.game.log(f"{ctx.game.card_title(ctx.source)} gains {self.amount} boost icons.")
        return
        yield

    def text(self) -> str:
        return f"If {self.condition_text}, this card gains {'[boost]' * self.amount}."


@dataclass(frozen=True)
class TakeIndirectDamage(Base):
    """"Take N indirect damage": you divide it among characters you control (``amount`` may be worked out as it
    resolves; ``per`` says how it is counted)."""

    amount: Amount
    per: str = ""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.combat import indirect_damage

        n = amount_of(self.amount, ctx)
        if n > 0:
            yield from indirect_damage(ctx.game, ctx.player, n, ctx.source)

    def text(self) -> str:
        n = "1" if self.per and callable(self.amount) else str(self.amount)
        return f"Take {n} indirect damage{self.per}."


# -- Unregistered (Cape-Killer, Heroes for Hire, Paladin) ---------------------------------------------------------
UNREGISTERED_SUPER = "Unregistered Super"


def is_unregistered_super(g: Game, c: int) -> bool:
    return g.facts(c).name == UNREGISTERED_SUPER


def deal_found(ctx: Ctx, player: int, fits: Callable[[Game, int], bool], what: str) -> Gen[None]:
    """Search the encounter deck and its discard pile for a card that fits and deal it to ``player`` as a
    facedown encounter card ("the enemy team" searches: the players in cooperative play, the other team's first
    player in competitive play)."""
    from ...engine.state import ENCOUNTER_DECK, FACEDOWN_ENCOUNTER
    from ...engine.zones import shuffle
    from .encounter import search_encounter

    g = ctx.game
    found = yield from search_encounter(Ctx(g, ctx.source, player, ctx.event), fits, what, enemy_team=True)
    if found is not None:
        g.state.move(found, (FACEDOWN_ENCOUNTER, player), top=False)  # revealed in the order dealt
        g.state.cards[found].face_down = True
        g.log(f"Player {player + 1} is dealt a facedown encounter card.")
    shuffle(g, ENCOUNTER_DECK)


def discard_one_from_hand(ctx: Ctx) -> Gen[int | None]:
    """Discard 1 card from your hand: chosen, or at random if your identity has the [[Unregistered]] trait."""
    from mcdesk.core.decisions import DecisionKind

    from ...engine.zones import discard_card
    from .traits import has_trait

    g = ctx.game
    hand = g.hand(ctx.player)
    if not hand:
        return None
    if has_trait(g, g.identity(ctx.player), "Unregistered"):
        pick: int | None = hand[g.rng.randrange(len(hand))]
        g.log(f"Player {ctx.player + 1} is Unregistered: a card is discarded at random.")
    else:
        pick = yield from g.choose_card(ctx.player, "Discard a card from your hand", hand, source=ctx.source,
                                        kind=DecisionKind.DISCARD)
    if pick is not None:
        g.log(f"Player {ctx.player + 1} discards {g.card_title(pick)}.")
        discard_card(g, pick)
    return pick


@dataclass(frozen=True)
class DiscardOneFromHand(Base):
    """"Discard 1 card from your hand (at random if you have the [[Unregistered]] trait)"; ``threat_per_icon``:
    then 1 threat on the main scheme for each resource icon printed on that card (Bounty Hunting)."""

    threat_per_icon: bool = False

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.schemes import place_threat

        g = ctx.game
        pick = yield from discard_one_from_hand(ctx)
        main = g.main_scheme()
        if self.threat_per_icon and pick is not None and main is not None:
            yield from place_threat(g, main, sum(g.facts(pick).resources.values()), ctx.source)

    def text(self) -> str:
        extra = (" The main scheme gets 1 threat per resource icon printed on it." if self.threat_per_icon else "")
        return f"You lose 1 card from your hand (your choice; at random when you are [[Unregistered]]).{extra}"
