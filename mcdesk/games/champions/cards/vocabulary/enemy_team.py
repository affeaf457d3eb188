"""Civil War encounter words about "the enemy team" and the enemy leader's boost cards.

In cooperative play "the enemy team" is the players (Civil War rulebook, "Playing a Custom Scenario
Cooperatively"): when an encounter card has them search for cards to deal, the players choose. Pieces here:

- the stage 1B hinder ("with more than 1 player, this stage gains hinder 2 per player");
- a treachery revealed by a player, once per phase for each player (Cut Off Support, Open Rebellion);
- searches that deal what they find to the players as facedown encounter cards (the whole encounter deck, or
  only its top cards);
- a card given to the enemy leader as a facedown boost card (it is turned face up at its next activation);
- resolving the Boost abilities of minions in play (Freedom Fighters);
- "if you were already <status>, this card gains boost icons".
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine import events as ev
from ...engine.abilities import Ctx, Gen
from ...engine.events import Event
from .effects import Amount, Base, If, Instant, PlaceThreat, amount_of
from .players import as_player
from .selectors import SELF, Sel

if TYPE_CHECKING:
    from ...engine.game import Game


# -- the stage 1B hinder ---------------------------------------------------------------------------------------
def more_than_one_player(ctx: Ctx) -> bool:
    return ctx.game.player_count() > 1


def two_per_player(ctx: Ctx) -> int:
    return 2 * ctx.game.player_count()


HINDER_IF_TEAM = If(more_than_one_player, PlaceThreat(two_per_player, SELF, amount_text="2 [per_hero]"),
                    "there is more than 1 player (hinder 2 [per_hero])")
"""Every Civil War main scheme stage 1B: with more than 1 player it gains hinder 2 per player (Civil War
rulebook "Hinder X": revealed, it gets that much threat)."""


def treachery_revealed_once_per_phase(ctx: Ctx, e: Event) -> bool:
    """A player reveals a treachery, at most once per phase for each player (the limit is kept per card and
    player in a ``phase:`` flag, cleared when the phase ends)."""
    g = ctx.game
    if e.target is None or g.facts(e.target).type_code != "treachery" or e.player is None:
        return False
    key = f"phase:treachery_revealed:{ctx.source}:{e.player}"
    if g.state.flags.get(key):
        return False
    g.state.flags[key] = True
    return True


# -- dealing found cards ---------------------------------------------------------------------------------------
def deal_facedown(g: Game, card: int, player: int) -> None:
    """Deal ``card`` to ``player`` as a facedown encounter card."""
    from ...engine.state import FACEDOWN_ENCOUNTER

    g.state.move(card, (FACEDOWN_ENCOUNTER, player), top=False)  # revealed in the order dealt
    g.state.cards[card].face_down = True
    g.log(f"Player {player + 1} is dealt a facedown encounter card.")


@dataclass(frozen=True)
class DealFoundToEachPlayer(Base):
    """"(The enemy team) searches the encounter deck (and discard pile) for 1 per player <cards> and deals one
    to each player as a facedown encounter card", then the encounter deck is shuffled. Each player in turn
    chooses the card dealt to them; when none is left the rest get nothing."""

    fits: Callable[[Game, int], bool]
    what: str
    discard_pile: bool = False

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.state import ENCOUNTER_DECK
        from ...engine.zones import shuffle
        from .encounter import search_encounter

        g = ctx.game
        for p in g.players_in_order():
            found = yield from search_encounter(as_player(ctx, p), self.fits, self.what,
                                                discard_pile=self.discard_pile, enemy_team=True)
            if found is None:
                break
            deal_facedown(g, found, p)
        shuffle(g, ENCOUNTER_DECK)

    def text(self) -> str:
        where = " and its discard pile" if self.discard_pile else ""
        return (f"Search the encounter deck{where} for 1 [per_hero] {self.what}; each player is dealt one of them "
                "facedown. Shuffle the encounter deck.")


def choose_from_top(ctx: Ctx, n: int, prompt: str) -> Gen[int | None]:
    """The enemy team looks at the top ``n`` cards of the encounter deck and chooses one (None when the deck is
    empty); the others stay where they are. In cooperative play the resolving player chooses; in competitive play
    the other team's first player (Civil War rulebook, "the enemy team")."""
    from ...engine.state import ENCOUNTER_DECK

    g = ctx.game
    top = g.state.zone(ENCOUNTER_DECK)[:n]
    if not top:
        g.log("The encounter deck is empty: nothing is found.")
        return None
    return (yield from g.choose_card(ctx.player, prompt, top, source=ctx.source, enemy_team=True))


@dataclass(frozen=True)
class DealFromTop(Base):
    """"(The enemy team) searches the top N cards of the encounter deck for a card and deals it to you (or: for
    1 per player cards, one dealt to each player) as a facedown encounter card"."""

    n: int = 5
    each_player: bool = False

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        players = g.players_in_order() if self.each_player else [ctx.player]
        for p in players:
            found = yield from choose_from_top(as_player(ctx, p), self.n,
                                               f"Choose a card from the top {self.n} of the encounter deck to be "
                                               f"dealt to player {p + 1}")
            if found is None:
                return
            deal_facedown(g, found, p)

    def text(self) -> str:
        if self.each_player:
            return (f"Look at the top {self.n} cards of the encounter deck: 1 [per_hero] of them are chosen and "
                    "each player is dealt one facedown.")
        return f"Look at the top {self.n} cards of the encounter deck: one of them is chosen and dealt to you facedown."


@dataclass(frozen=True)
class EachDiscardsTopMinionEngages(Base):
    """Superhero Jailbreak: for every player in turn the encounter deck's top card goes to the discard pile; when
    that card is a minion, it enters play engaged with that player instead."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.encounter import put_minion_into_play, take_encounter_card
        from ...engine.state import ENCOUNTER_DISCARD

        g = ctx.game
        for p in g.players_in_order():
            top = yield from take_encounter_card(g, (ENCOUNTER_DISCARD, None), face_down=False, top=True)
            if top is None:
                return
            g.log(f"Player {p + 1} discards {g.card_title(top)} from the encounter deck.")
            if g.facts(top).type_code == "minion":
                yield from put_minion_into_play(g, top, p)

    def text(self) -> str:
        return ("For each player in turn, discard the encounter deck's top card; if it is a minion, it enters play "
                "engaged with that player.")


# -- boost cards given to the enemy leader ---------------------------------------------------------------------
def give_to_leader_as_boost(g: Game, card: int) -> bool:
    """Put ``card`` facedown beside the enemy leader as a boost card: it is turned face up with the boost cards
    of the leader's next activation (``combat.flip_boosts``). False when there is no leader in play."""
    from ...engine.state import BOOST
    from ...engine.zones import leave_play

    villain = g.villain()
    if villain is None:
        return False
    leave_play(g, card, (BOOST, None))
    g.log(f"{g.card_title(card)} is given to {g.card_title(villain)} as a facedown boost card.")  # it was seen
    c = g.state.cards[card]
    c.face_down = True
    c.attached_to = villain
    return True


@dataclass(frozen=True)
class GiveThisToLeaderAsBoost(Base):
    """"Give this card to the enemy leader as a facedown boost card" (a minion's When Defeated ability: it goes
    there instead of the encounter discard pile)."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        give_to_leader_as_boost(ctx.game, ctx.source)
        return
        yield

    def text(self) -> str:
        return "Give this card to the enemy leader as a facedown boost card."


@dataclass(frozen=True)
class GiveFromTopToLeaderAsBoost(Base):
    """"(The enemy team) searches the top N cards of the encounter deck for a card and gives it to the enemy
    leader as a facedown boost card"."""

    n: int = 5

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        player = ctx.player if ctx.player is not None else g.state.first_player
        found = yield from choose_from_top(as_player(ctx, player), self.n,
                                           f"Choose a card from the top {self.n} of the encounter deck to be the "
                                           "enemy leader's boost card")
        if found is not None:
            give_to_leader_as_boost(g, found)

    def text(self) -> str:
        return (f"Look at the top {self.n} cards of the encounter deck: the one chosen is given to the enemy leader "
                "as a facedown boost card.")


# -- boost abilities -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class ResolveMinionBoosts(Base):
    """"Resolve the Boost ability of each minion in play (engaged with you)"; ``surge``: "if none was resolved
    this way, this card gains surge". Each minion's star Boost ability resolves with you as "you"; it is no
    boost card of an activation, so "this card gains boost icons" gives nothing."""

    engaged_with_you: bool = False
    surge: bool = False

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        resolved = 0
        minions = g.minions(ctx.player) if self.engaged_with_you else g.minions()
        for m in list(minions):
            boosts = [a for a in g.script(m).abilities if a.boost_star]
            if not boosts or not g.is_in_play(m):
                continue
            resolved += 1
            g.log(f"{g.card_title(m)}'s Boost ability resolves.")
            e = Event(ev.BOOST_FLIPPED, source=m, target=None, player=ctx.player, data={})
            for a in boosts:
                yield from a.effect.resolve(Ctx(g, m, ctx.player, e))
        if self.surge and not resolved and ctx.event is not None:
            g.log(f"{g.card_title(ctx.source)}: no Boost ability resolved; it gains surge.")
            ctx.event.data["surge"] = True

    def text(self) -> str:
        which = "each minion engaged with you" if self.engaged_with_you else "each minion in play"
        tail = " If none was resolved this way, this card gains surge." if self.surge else ""
        return f"Resolve the Boost ability of {which}.{tail}"


@dataclass(frozen=True)
class StatusOrBoostIcons(Base):
    """A boost ability: "<who> gets a <status> card; if <who> already had one, this card gains N boost
    icons" (the icons count only while this card is the boost card of an activation)."""

    status: str
    who: Sel
    amount: Amount = 2

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.combat import give_status, status_given

        g = ctx.game
        targets = self.who(ctx)
        already = any(getattr(g.state.cards[t], self.status) > 0 for t in targets)
        e = ctx.event
        if already and e is not None and e.target is not None and e.data.get("stat"):
            n = amount_of(self.amount, ctx)
            g.add_lasting(str(e.data["stat"]), "add", n, e.target, "end_of_activation", ctx.source)
            g.log(f"{g.card_title(ctx.source)} gains {n} boost icons.")
        for t in targets:
            if give_status(g, t, self.status):
                yield from status_given(g, t, self.status, ctx.source)

    def text(self) -> str:
        who = self.who.text
        icons = "[boost]" * self.amount if isinstance(self.amount, int) else "boost icons"
        card = {"stunned": "stunned", "confused": "confused", "tough": "tough"}[self.status]
        return f"Give {who} a {card} status card. If {who} already had one, this card gains {icons}."


@dataclass(frozen=True)
class GainsBoostPerPlayer(Base):
    """A boost ability: "this card gains 1 boost icon for each player"."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        e = ctx.event
        g = ctx.game
        if e is None or e.target is None or not e.data.get("stat"):
            return
        n = g.player_count()
        g.add_lasting(str(e.data["stat"]), "add", n, e.target, "end_of_activation", ctx.source)
        g.log(f"{g.card_title(ctx.source)} gains {n} boost icon{'s' if n != 1 else ''}.")
        return
        yield

    def text(self) -> str:
        return "This card gains [boost] for each player."




# -- the encounter discard pile --------------------------------------------------------------------------------
@dataclass(frozen=True)
class ShuffleDiscardedIntoEncounterDeck(Base):
    """"Shuffle each <card> in the encounter discard pile into the encounter deck"."""

    fits: Callable[[Game, int], bool]
    what: str

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.state import ENCOUNTER_DECK, ENCOUNTER_DISCARD
        from ...engine.zones import shuffle

        g = ctx.game
        back = [c for c in g.state.zone(ENCOUNTER_DISCARD) if self.fits(g, c)]
        for c in back:
            g.state.move(c, (ENCOUNTER_DECK, None))
        shuffle(g, ENCOUNTER_DECK)
        g.log(f"{len(back)} {self.what}(s) are shuffled back into the encounter deck.")
        return
        yield

    def text(self) -> str:
        return f"Shuffle each {self.what} from the encounter discard pile into the encounter deck."


# -- the enemy leader ------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class LeaderSchemes(Base):
    """"The enemy leader schemes; with more than 1 player, give it an additional boost card for this
    activation"."""

    extra_boost_if_team: bool = True

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.combat import enemy_scheme

        g = ctx.game
        extra = 1 if self.extra_boost_if_team and more_than_one_player(ctx) else 0
        for v in list(g.villains()):
            yield from enemy_scheme(g, v, ctx.player, extra_boosts=extra)

    def text(self) -> str:
        tail = (" If there is more than 1 player, it is given 1 more boost card for it."
                if self.extra_boost_if_team else "")
        return f"The enemy leader schemes.{tail}"


@dataclass(frozen=True)
class DamageAtMost(Instant):
    """A forced interrupt to damage: "<character> cannot take more than N damage from each attack" (the damage
    about to be dealt is lowered to N)."""

    most: int

    def could_change(self, ctx: Ctx) -> bool:
        return ctx.event is not None and ctx.event.amount > self.most

    def apply(self, ctx: Ctx) -> None:
        e = ctx.event
        if e is not None and e.amount > self.most:
            ctx.game.log(f"{ctx.game.card_title(ctx.source)}: only {self.most} of {e.amount} damage is dealt.")
            e.amount = self.most

    def text(self) -> str:
        return f"Only {self.most} of that damage is dealt."


@dataclass(frozen=True)
class FlipToFirstPlayer(Base):
    """"Flip this card": its other face (an obligation) goes to the first player's play area (its
    "give to the first player")."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.state import PLAY
        from ...engine.zones import leave_play

        g = ctx.game
        back = g.facts(ctx.source).back_link
        if back is None:
            return
        first = g.state.first_player
        leave_play(g, ctx.source, (PLAY, first), by=ctx.source)
        g.state.cards[ctx.source].code = back
        g.log(f"{g.card_title(ctx.source)} is flipped and given to player {first + 1}.")
        return
        yield

    def text(self) -> str:
        return "Flip this card and give it to the first player."


__all__ = [
    "more_than_one_player", "two_per_player", "HINDER_IF_TEAM", "treachery_revealed_once_per_phase",
    "deal_facedown", "DealFoundToEachPlayer", "choose_from_top", "DealFromTop", "give_to_leader_as_boost",
    "GiveThisToLeaderAsBoost", "GiveFromTopToLeaderAsBoost", "ResolveMinionBoosts", "StatusOrBoostIcons",
    "GainsBoostPerPlayer", "EachDiscardsTopMinionEngages", "ShuffleDiscardedIntoEncounterDeck", "LeaderSchemes",
    "DamageAtMost", "FlipToFirstPlayer",
]
