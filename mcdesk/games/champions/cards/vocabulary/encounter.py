"""Encounter cards: searching and discarding the encounter deck, fetching minions, facedown minions,
identity obligations, and the attachments a hero discards by paying.

Searching and "discard until" follow the Rules Reference in one place (an emptied deck ends a "discard
until"), so a villain set only names what it looks for.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

from ...engine import events as ev
from ...engine.abilities import Ability, Ctx, Effect, Gen
from ...engine.events import Event
from ...engine.zones import discard_card
from .abilities import action
from .costs import ExhaustIdentity, Spend
from .effects import Base, DiscardThis
from .selectors import Sel
from .traits import has_trait

if TYPE_CHECKING:
    from ...engine.game import Game


# -- searching the encounter deck and discarding until it yields -----------------------------------------------


def encounter_pool(g: Game, *, discard_pile: bool = True) -> list[int]:
    """The cards of the encounter deck (and its discard pile), top of the deck first."""
    from ...engine.state import ENCOUNTER_DECK, ENCOUNTER_DISCARD

    out = list(g.state.zone(ENCOUNTER_DECK))
    if discard_pile:
        out += g.state.zone(ENCOUNTER_DISCARD)
    return out


def search_encounter(ctx: Ctx, fits: Callable[[Game, int], bool], what: str, *,
                     discard_pile: bool = True, enemy_team: bool = False) -> Gen[int | None]:
    """The resolving player searches the encounter deck (and discard pile) and chooses a card that fits;
    None when none does. (The caller shuffles.) ``enemy_team``: "the enemy team searches": in competitive play
    the other team chooses (see :meth:`Game.ask`)."""
    g = ctx.game
    cands = [c for c in encounter_pool(g, discard_pile=discard_pile) if fits(g, c)]
    # Copies of one card are all alike: offer each title once.
    seen: dict[str, int] = {}
    for c in cands:
        seen.setdefault(g.state.cards[c].code, c)
    pick = yield from g.choose_card(ctx.player, f"Search the encounter deck for {what}", list(seen.values()),
                                    source=ctx.source, enemy_team=enemy_team)
    if pick is None:
        g.log(f"The search for {what} finds nothing.")
    return pick


def named_card(name: str) -> Callable[[Game, int], bool]:
    return lambda g, c: g.facts(c).name == name


def minion_with_trait(trait: str | None) -> Callable[[Game, int], bool]:
    return lambda g, c: g.facts(c).type_code == "minion" and (trait is None or has_trait(g, c, trait))


@dataclass(frozen=True)
class SearchAndReveal(Base):
    """Search the encounter deck (and discard pile) for a card by name and reveal it; then shuffle the deck."""

    name: str
    discard_pile: bool = True

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import reveal
        from ...engine.state import ENCOUNTER_DECK, FACEDOWN_ENCOUNTER
        from ...engine.zones import shuffle

        g = ctx.game
        found = yield from search_encounter(ctx, named_card(self.name), self.name, discard_pile=self.discard_pile)
        if found is not None:
            g.state.move(found, (FACEDOWN_ENCOUNTER, ctx.player), top=False)  # off the deck while it resolves
            g.state.cards[found].face_down = False
            yield from reveal(g, found, ctx.player)
        shuffle(g, ENCOUNTER_DECK)

    def text(self) -> str:
        where = " or its discard pile" if self.discard_pile else ""
        return f"Find {self.name} in the encounter deck{where} and reveal it, then shuffle the encounter deck."


@dataclass(frozen=True)
class FetchMinion(Base):
    """Find a fitting minion in the encounter deck or its discard pile; it enters play engaged with the
    player, and the encounter deck is shuffled afterwards. With ``unless_in_play``, nothing happens while a
    minion of that name is in play. The minion found is left in ``ctx.memory["fetched"]``."""

    fits: Callable[[Game, int], bool]
    what: str
    unless_in_play: str = ""

    def could_change(self, ctx: Ctx) -> bool:
        g = ctx.game
        return not (self.unless_in_play and any(g.facts(m).name == self.unless_in_play for m in g.minions()))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import put_minion_into_play
        from ...engine.state import ENCOUNTER_DECK
        from ...engine.zones import shuffle

        g = ctx.game
        if not self.could_change(ctx):
            return
        found = yield from search_encounter(ctx, self.fits, self.what)
        if found is not None:
            g.log(f"Player {ctx.player + 1} finds {g.card_title(found)} and puts it into play.")
            if (yield from put_minion_into_play(g, found, ctx.player)):
                ctx.memory["fetched"] = found
        shuffle(g, ENCOUNTER_DECK)

    def text(self) -> str:
        cond = f"Unless {self.unless_in_play} is in play, f" if self.unless_in_play else "F"
        return (f"{cond}ind {self.what} in the encounter deck or its discard pile; it enters play engaged with "
                "you. Shuffle the encounter deck.")


def discard_encounter_until(g: Game, fits: Callable[[Game, int], bool]) -> Gen[int | None]:
    """Discard cards from the top of the encounter deck until one that fits is discarded, and return it. Rules
    Reference "Encounter Deck": if the deck empties first, the effect is fulfilled (None); it does not go on
    with the newly shuffled deck."""
    from ...engine.encounter import take_encounter_card
    from ...engine.state import ENCOUNTER_DECK, ENCOUNTER_DISCARD

    for _ in range(len(g.state.zone(ENCOUNTER_DECK))):
        cid = yield from take_encounter_card(g, (ENCOUNTER_DISCARD, None), face_down=False, top=True)
        if cid is None:
            return None
        g.log(f"{g.card_title(cid)} is discarded from the encounter deck.")
        if fits(g, cid):
            return cid
    return None


@dataclass(frozen=True)
class DiscardUntilMinion(Base):
    """Discard cards from the encounter deck until a minion (with the trait, if given) is discarded; put that
    minion into play engaged with the first player."""

    trait: str | None = None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import put_minion_into_play

        g = ctx.game
        found = yield from discard_encounter_until(g, minion_with_trait(self.trait))
        if found is not None:
            first = g.state.first_player
            g.log(f"{g.card_title(found)} is put into play engaged with player {first + 1}.")
            yield from put_minion_into_play(g, found, first)

    def text(self) -> str:
        kind = f"[[{self.trait}]] minion" if self.trait else "minion"
        return (f"Discard encounter cards from the top of the deck one by one until you hit a {kind}; it enters "
                "play engaged with the first player.")


@dataclass(frozen=True)
class DiscardUntilRevealed(Base):
    """Discard cards from the encounter deck until a card of a type is discarded, and reveal it (an emptied
    deck fulfils the effect, see :func:`discard_encounter_until`)."""

    type_code: str
    what: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import reveal

        g = ctx.game
        found = yield from discard_encounter_until(g, lambda g, c: g.facts(c).type_code == self.type_code)
        if found is not None:
            g.log(f"{g.card_title(found)} is revealed.")
            yield from reveal(g, found, ctx.player)

    def text(self) -> str:
        return f"Discard encounter cards from the top of the deck one by one until you hit {self.what}, and reveal it."


@dataclass(frozen=True)
class RevealEncounterTop(Base):
    """You reveal the top card of the encounter deck."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import reveal_top

        yield from reveal_top(ctx.game, ctx.player)

    def text(self) -> str:
        return "Reveal the top card of the encounter deck."


@dataclass(frozen=True)
class DiscardEncounterTop(Base):
    """Discard the top card of the encounter deck; it is left in ``ctx.memory["top"]`` (None when the deck and
    its discard pile are empty) for an effect that reads it (e.g. its boost icons)."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import take_encounter_card
        from ...engine.state import ENCOUNTER_DISCARD

        g = ctx.game
        top = yield from take_encounter_card(g, (ENCOUNTER_DISCARD, None), face_down=False, top=True)
        ctx.memory["top"] = top
        if top is not None:
            icons = g.facts(top).boost or 0
            g.log(f"{g.card_title(ctx.source)} discards {g.card_title(top)} ({icons} boost icon"
                  f"{'s' if icons != 1 else ''}).")

    def text(self) -> str:
        return "Discard the top card of the encounter deck."


def boost_icons_of_top(ctx: Ctx) -> int:
    """The printed boost icons of the card :class:`DiscardEncounterTop` discarded (0 without one)."""
    top = ctx.memory.get("top")
    return (ctx.game.facts(top).boost or 0) if top is not None else 0


@dataclass(frozen=True)
class DealEncounterCard(Base):
    """You are dealt an encounter card (facedown, revealed in the villain phase)."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import deal_encounter_card

        ctx.game.log(f"Player {ctx.player + 1} is dealt an encounter card.")
        yield from deal_encounter_card(ctx.game, ctx.player)

    def text(self) -> str:
        return "You are dealt an encounter card."


@dataclass(frozen=True)
class PutIntoPlayFromEncounterDeck(Base):
    """Setup of a scenario: a named card (an environment) is taken from the encounter deck into play; then the
    encounter deck is shuffled."""

    code: str
    name: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.state import ENCOUNTER_DECK, VILLAIN_AREA
        from ...engine.zones import shuffle

        g = ctx.game
        found = next((c for c in g.state.zone(ENCOUNTER_DECK) if g.state.cards[c].code == self.code), None)
        if found is not None:
            g.state.move(found, (VILLAIN_AREA, None), top=False)
            g.state.cards[found].face_down = False
            g.log(f"{g.card_title(found)} enters play.")
        shuffle(g, ENCOUNTER_DECK)
        yield from ()

    def text(self) -> str:
        return f"Put {self.name} into play from the encounter deck. Shuffle the encounter deck."


# -- boost cards -----------------------------------------------------------------------------------------------


@dataclass(frozen=True)
class ExtraBoostCard(Base):
    """An enemy (by default this one) is dealt one more boost card for its activation (turned face up with the
    others)."""

    enemy: Sel | None = None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.combat import deal_boost_cards

        g = ctx.game
        for e in self.enemy(ctx) if self.enemy is not None else [ctx.source]:
            g.log(f"{g.card_title(e)} is given 1 additional boost card.")
            yield from deal_boost_cards(g, e)

    def text(self) -> str:
        who = self.enemy.text if self.enemy is not None else "this enemy"
        return f"Give {who} 1 more boost card for this activation."


@dataclass(frozen=True)
class BoostEntersPlay(Base):
    """A boost ability: this boost card, turned face up, enters play as a minion engaged with you instead of
    being discarded."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import put_minion_into_play

        g = ctx.game
        g.state.cards[ctx.source].attached_to = None  # no longer a boost card of the enemy
        yield from put_minion_into_play(g, ctx.source, ctx.player)

    def text(self) -> str:
        return "Put this card into play as a minion engaged with you."


# -- facedown minions (Ultron's Drones) ------------------------------------------------------------------------


def is_facedown_minion(g: Game, card_id: int) -> bool:
    c = g.state.cards[card_id]
    return c.face_down and g.is_in_play(card_id) and g.facts(card_id).type_code == "minion"


def put_facedown_minion(g: Game, player: int, trait: str, n: int = 1) -> Gen[list[int]]:
    """Put the top N cards of the player's deck into play facedown, engaged with them as [[trait]] minions (the
    engine reads such a card as a minion with only that trait, see ``Game.facts``). An emptied deck is
    reshuffled from the discard pile at once (Rules Reference "Player Deck")."""
    from ...engine.game import FACEDOWN_MINION
    from ...engine.state import DECK, PLAY
    from ...engine.timing import occur
    from ...engine.zones import refill_deck

    out: list[int] = []
    for _ in range(n):
        if g.state.players[player].eliminated:
            break
        yield from refill_deck(g, player)
        deck = g.state.zone(DECK, player)
        if not deck:
            g.log(f"Player {player + 1} has no card left to put into play as a {trait} minion.")
            break
        cid = deck[0]
        g.state.move(cid, (PLAY, player), top=False)
        c = g.state.cards[cid]
        c.face_down = True
        c.controller = None
        c.engaged_with = player
        c.exhausted = False
        g.state.flags[f"{FACEDOWN_MINION}:{cid}"] = trait
        out.append(cid)
        g.log(f"The top card of player {player + 1}'s deck enters play facedown as a {trait} minion.")
        yield from refill_deck(g, player)
        yield from occur(g, Event(ev.ENTERS_PLAY, source=cid, target=cid, player=player), lambda e: None)
    return out


@dataclass(frozen=True)
class PutFacedownMinion(Base):
    """The top card(s) of the player's deck become facedown minions of a trait, engaged with that player."""

    trait: str
    amount: int = 1

    def resolve(self, ctx: Ctx) -> Gen[None]:
        ctx.memory["facedown"] = yield from put_facedown_minion(ctx.game, ctx.player, self.trait, self.amount)

    def text(self) -> str:
        if self.amount == 1:
            return f"Your top deck card enters play facedown as a [[{self.trait}]] minion engaged with you."
        return f"Your top {self.amount} deck cards enter play facedown as [[{self.trait}]] minions engaged with you."


# -- obligations and attachments -------------------------------------------------------------------------------


@dataclass(frozen=True)
class AlterEgoObligation(Base):
    """An identity's obligation: "You may change to alter-ego form. Choose: exhaust <alter-ego> to remove this
    card from the game; or <penalty>, [this card gains surge,] and discard it." The engine gives it to the
    identity's player and resolves it with that player as "you" (Rules Reference "Obligation")."""

    alter_ego: str
    penalty: Effect
    penalty_label: str
    surge: bool = False

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.players import flip_identity
        from ...engine.zones import remove_from_game

        g = ctx.game
        me = ctx.source
        p = ctx.player
        if g.form(p) == "hero" and (yield from g.yes_no(p, f"{g.card_title(me)}: change to alter-ego form?", me)):
            yield from flip_identity(g, p, by_choice=False)
        ident = g.identity(p)
        opts = []
        if g.form(p) == "alter_ego" and not g.state.cards[ident].exhausted:
            opts.append(Option("exhaust", f"Exhaust {g.card_title(ident)}: remove {g.card_title(me)} from the game",
                               (ident,), Action(ActionKind.CHOOSE, ident, choice="exhaust")))
        opts.append(Option("penalty", self.penalty_label, (), Action(ActionKind.CHOOSE, me, choice="penalty")))
        pick = yield from g.ask(p, DecisionKind.CHOOSE, f"{g.card_title(me)}: choose one", tuple(opts), source=me)
        if pick.key == "exhaust":
            g.exhaust(ident)
            g.log(f"{g.card_title(ident)} is exhausted: {g.card_title(me)} is removed from the game.")
            remove_from_game(g, me)
            return
        yield from self.penalty.resolve(ctx)
        if self.surge and ctx.event is not None:  # surge outlives the card's discard
            ctx.event.data["surge"] = True
        if g.is_in_play(me):
            discard_card(g, me)

    def text(self) -> str:
        surge = " This card gains surge." if self.surge else ""
        return (f"You may change to alter-ego form. Then choose one: exhaust {self.alter_ego} to remove this card "
                f"from the game; or {self.penalty.text()[:1].lower() + self.penalty.text()[1:].rstrip('.')}."
                f"{surge} Discard this card.")


def discard_for(resources: dict[str, int], *, exhaust_hero: bool = False) -> Ability:
    """"Hero Action: [Exhaust your hero and] spend these resources → discard this card" (encounter attachments)."""
    costs: list[object] = [ExhaustIdentity()] if exhaust_hero else []
    costs.append(Spend(resources))
    return action(DiscardThis(), form="hero", costs=costs)
