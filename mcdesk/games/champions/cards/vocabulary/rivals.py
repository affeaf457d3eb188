"""Competitive words that reach the other game area: "your leader", "your leader's main scheme", "the enemy
leader attacks your leader" (Civil War rulebook, "Competitive Mode").

"Your leader" is your team's leader: the villain of the other game area (:attr:`Game.rival`). Everything done to
it or its main scheme runs there through :meth:`Game.across` (the procedures of :mod:`...engine.rivalry`). These
effects are the competitive halves of ``YourLeaderOr`` / ``YourLeaderOnly`` / ``CompetitiveOnly``
(:mod:`.civil_war`): in cooperative play there is no rival and they are never resolved.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from ...engine.abilities import Ctx, Gen
from ...engine.rivalry import (
    LEADER_ATTACK,
    LEADER_ATTACKED,
    first_player_of,
    leader_attacks_leader,
    your_leader,
    your_leader_attacks,
)
from .effects import Amount, Base, DiscardYourCard, amount_of
from .selectors import Sel

if TYPE_CHECKING:
    from ...engine.events import Event
    from ...engine.game import Game


def _attacks_with_boost(ctx: Ctx, enemy: int) -> bool:
    g = ctx.game
    return g.facts(enemy).type_code == "villain" or g.has_keyword(enemy, "villainous")


@dataclass(frozen=True)
class AttacksYourLeader(Base):
    """"<enemy> attacks your leader" (Civil War rulebook, "When the Enemy Leader Attacks Your Leader"): no
    defender, guard ignored; the enemy leader (or a villainous minion) is given a boost card unless ``boost`` is
    False ("do not give it a boost card for this attack"). ``enemy`` defaults to the enemy leader."""

    enemy: Sel | None = None
    boost: bool = True
    what: str = "the enemy leader"

    def could_change(self, ctx: Ctx) -> bool:
        return your_leader(ctx.game) is not None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        enemies = self.enemy(ctx) if self.enemy is not None else g.villains()
        for e in enemies:
            if g.is_in_play(e):
                yield from leader_attacks_leader(g, e, boost=self.boost and _attacks_with_boost(ctx, e))

    def text(self) -> str:
        tail = " It is not given a boost card for this attack." if not self.boost else ""
        return f"{self.what[0].upper()}{self.what[1:]} attacks your leader.{tail}"


@dataclass(frozen=True)
class AfterThisActivation(Base):
    """A boost ability: "<effect> (after this activation)": it waits for the end of the activation the boost card
    was dealt to (the attack or scheme window), then resolves."""

    effect: Base

    def could_change(self, ctx: Ctx) -> bool:
        return self.effect.could_change(ctx)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        w = next((w for w in reversed(g.stack) if w.kind in ("attack", "scheme")), None)
        if w is None:  # not in an activation: resolve it now
            yield from self.effect.resolve(ctx)
            return
        effect, later = self.effect, Ctx(g, ctx.source, ctx.controller, ctx.event)
        w.data.setdefault("at_end", []).append(lambda: effect.resolve(later))
        return
        yield

    def text(self) -> str:
        return f"After this activation: {self.effect.text()}"


@dataclass(frozen=True)
class YourLeaderAttacks(Base):
    """"Your <leader> leader attacks the enemy leader": your leader, in the other game area, attacks the villain
    of this one (the same procedure seen from the other side: its boost card comes from its own encounter deck)."""

    def could_change(self, ctx: Ctx) -> bool:
        return your_leader(ctx.game) is not None and bool(ctx.game.villains())

    def resolve(self, ctx: Ctx) -> Gen[None]:
        yield from your_leader_attacks(ctx.game)

    def text(self) -> str:
        return "Your leader attacks the enemy leader."


# -- your leader's main scheme ---------------------------------------------------------------------------------
@dataclass(frozen=True)
class YourLeadersSchemeThreat(Base):
    """"Remove N threat from your leader's main scheme" (``remove``) or "place N threat on it"; the amount
    actually moved is kept in ``memory["leaders_scheme"]`` (for "move that threat here")."""

    amount: Amount
    remove: bool = True

    def could_change(self, ctx: Ctx) -> bool:
        r = ctx.game.rival
        return r is not None and r.main_scheme() is not None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.schemes import place_threat, remove_threat

        g = ctx.game
        r = g.rival
        main = r.main_scheme() if r is not None else None
        n = amount_of(self.amount, ctx)
        ctx.memory["leaders_scheme"] = 0
        if r is None or main is None or n <= 0:
            return
        out: dict[str, int] = {}

        def change() -> Gen[None]:
            if self.remove:
                out["n"] = yield from remove_threat(r, main, n, None)
            else:
                out["n"] = yield from place_threat(r, main, n, None)

        yield from g.across(change())
        ctx.memory["leaders_scheme"] = out.get("n", 0)

    def text(self) -> str:
        n = self.amount if isinstance(self.amount, int) else "that much"
        return (f"Remove {n} threat from your leader's main scheme." if self.remove
                else f"Place {n} threat on your leader's main scheme.")


@dataclass(frozen=True)
class MoveFromYourLeadersScheme(Base):
    """"Move N threat from your leader's main scheme to <this scheme>": what is removed there is placed here."""

    amount: int
    to: Sel

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.schemes import place_threat

        yield from YourLeadersSchemeThreat(self.amount).resolve(ctx)
        n = int(ctx.memory.get("leaders_scheme", 0))
        for s in self.to(ctx):
            if n:
                yield from place_threat(ctx.game, s, n, ctx.source)

    def text(self) -> str:
        return f"Move {self.amount} threat from your leader's main scheme to {self.to.text}."


# -- your leader -----------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class YourLeaderStatus(Base):
    """"Stun / confuse your leader", "give your leader a tough status card"."""

    status: str

    def could_change(self, ctx: Ctx) -> bool:
        return your_leader(ctx.game) is not None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.combat import give_status, status_given

        r = ctx.game.rival
        leader = your_leader(ctx.game)
        if r is None or leader is None:
            return

        def give() -> Gen[None]:
            if give_status(r, leader, self.status):
                yield from status_given(r, leader, self.status, None)

        yield from ctx.game.across(give())

    def text(self) -> str:
        return {"stunned": "Stun your leader.", "confused": "Confuse your leader.",
                "tough": "Give your leader a tough status card."}[self.status]


@dataclass(frozen=True)
class YourLeaderSchemes(Base):
    """"Your leader schemes" (against the main scheme of its own area), ``boost=False``: "do not give it a boost
    card for this activation"."""

    boost: bool = True

    def could_change(self, ctx: Ctx) -> bool:
        return your_leader(ctx.game) is not None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.combat import enemy_scheme

        r = ctx.game.rival
        leader = your_leader(ctx.game)
        if r is None or leader is None:
            return
        yield from ctx.game.across(enemy_scheme(r, leader, first_player_of(r), boosts=None if self.boost else False))

    def text(self) -> str:
        return "Your leader schemes." + ("" if self.boost else " It is not given a boost card for this activation.")


@dataclass(frozen=True)
class YourLeaderBoostCard(Base):
    """"Give your leader a facedown boost card" (from its own encounter deck: it is turned face up with its next
    activation's)."""

    def could_change(self, ctx: Ctx) -> bool:
        return your_leader(ctx.game) is not None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.combat import deal_boost_cards

        r = ctx.game.rival
        leader = your_leader(ctx.game)
        if r is None or leader is None:
            return
        yield from ctx.game.across(deal_boost_cards(r, leader))
        ctx.game.log(f"Your leader, {r.card_title(leader)}, is given a facedown boost card.")

    def text(self) -> str:
        return "Give your leader a facedown boost card."


COUNTERS_PLACED = "counters_placed"
"""In the area of the player whose effect placed them: counters went on an attachment of your leader (data
"attachment": its name)."""


@dataclass(frozen=True)
class CountersOnYourLeaders(Base):
    """"Place N counters on your leader's <attachment>" (Energy Channel, Finesse; ``most``: its printed maximum).
    Then the "after counters are placed on your leader's <attachment>" responses of this area."""

    amount: int
    attachment: str
    kind: str = "energy"
    most: int | None = None

    def could_change(self, ctx: Ctx) -> bool:
        return self._attachment(ctx) is not None

    def _attachment(self, ctx: Ctx) -> int | None:
        r = ctx.game.rival
        leader = your_leader(ctx.game)
        if r is None or leader is None:
            return None
        return next((a for a in r.attachments(leader) if r.facts(a).name == self.attachment), None)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.events import Event
        from ...engine.timing import occur

        g = ctx.game
        r = g.rival
        att = self._attachment(ctx)
        if r is None or att is None:
            return
        card = r.state.cards[att]
        n = self.amount if self.most is None else max(0, min(self.amount, self.most - card.counters))
        if not n:
            return
        card.counters += n
        g.log(f"{n} {self.kind} counter{'s' if n != 1 else ''} placed on your leader's {self.attachment}.")
        yield from occur(g, Event(COUNTERS_PLACED, source=ctx.source, player=ctx.player, amount=n,
                                  data={"attachment": self.attachment}), lambda e: None)

    def text(self) -> str:
        return f"Place {self.amount} {self.kind} counters on your leader's {self.attachment}."


def counters_placed_on_leader(g: Game, attachment: str, n: int) -> Gen[None]:
    """Counters went on the enemy leader's ``attachment`` in game area ``g``: for the team whose leader that is
    (playing in the other area) they went on "your leader's" attachment, so its responses there may answer
    (Alpha Flight Recruit)."""
    from ...engine.events import Event
    from ...engine.timing import occur

    r = g.rival
    if r is None or n <= 0:
        return

    def tell() -> Gen[None]:
        yield from occur(r, Event(COUNTERS_PLACED, source=None, player=None, amount=n,
                                  data={"attachment": attachment}), lambda e: None)

    yield from g.across(tell())


@dataclass(frozen=True)
class EnemyTeamDiscardsYourLeadersAttachment(Base):
    """"The enemy team discards an attachment from your leader": the other team (its first player) chooses one
    of your leader's attachments that is not permanent (it goes to its own encounter discard pile)."""

    def _choices(self, ctx: Ctx) -> list[int]:
        r = ctx.game.rival
        leader = your_leader(ctx.game)
        if r is None or leader is None:
            return []
        return [a for a in r.attachments(leader) if not r.facts(a).permanent]

    def could_change(self, ctx: Ctx) -> bool:
        return bool(self._choices(ctx))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.zones import discard_card

        r = ctx.game.rival
        cands = self._choices(ctx)
        if r is None or not cands:
            return

        def discard() -> Gen[None]:
            pick = yield from r.choose_card(first_player_of(r), "Discard an attachment from your enemy leader",
                                            cands, source=None, purpose="discard")
            if pick is not None:
                r.log(f"{r.card_title(pick)} is discarded from {r.card_title(your_leader(ctx.game) or pick)}.")
                discard_card(r, pick)

        yield from ctx.game.across(discard())

    def text(self) -> str:
        return "The enemy team discards an attachment from your leader."


def attacked_by_a_leader(g: Game, e: Event) -> bool:
    """A :data:`LEADER_ATTACKED` event whose attacker is a leader (not a minion) of the other game area."""
    r = g.rival
    attacker = e.data.get("attacker")
    return (e.kind == LEADER_ATTACKED and r is not None and isinstance(attacker, int) and attacker in r.state.cards
            and r.facts(attacker).type_code == "villain")


# -- the leader's basic cards ----------------------------------------------------------------------------------
def own_leaders_cards(g: Game) -> list[int]:
    """Your leader's basic player cards set aside in your game area at setup (Civil War rulebook, "Setting Up a
    Competitive Game" step 3), not yet earned."""
    from ...engine.state import SET_ASIDE

    return [c for c in g.state.zone(SET_ASIDE) if g.state.cards[c].owner is None and g.facts(c).faction_code == "basic"]


@dataclass(frozen=True)
class EarnLeaderCards(Base):
    """"Each player on your team chooses N of your leader's set-aside player cards and adds them to their hand"
    (Now It's Personal). Civil War rulebook, "Leader-Specific Basic Cards": they become part of that player's deck
    for the rest of the game (that player owns them: discarded, they go to that player's discard pile)."""

    n: int = 2

    def could_change(self, ctx: Ctx) -> bool:
        return bool(own_leaders_cards(ctx.game))

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.state import HAND

        g = ctx.game
        for p in g.players_in_order():
            for k in range(self.n):
                left = own_leaders_cards(g)
                pick = yield from g.choose_card(p, f"Choose one of your leader's cards to add to your hand "
                                                f"({k + 1} of {self.n})", left, source=ctx.source)
                if pick is None:
                    break
                card = g.state.cards[pick]
                card.owner = card.controller = p
                g.state.move(pick, (HAND, p))
                g.log(f"Player {p + 1} earns {g.card_title(pick)}: it is part of their deck from now on.",
                      card=pick, player=p)

    def text(self) -> str:
        return (f"Each player on your team adds {self.n} of your leader's set-aside player cards (their choice) to "
                "their hand.")


# -- cards that cross to the other game area ---------------------------------------------------------------------
def your_leader_host(ctx: Ctx) -> list[int]:
    """An attachment's host "your leader": the villain of the other game area (none in cooperative play)."""
    leader = your_leader(ctx.game)
    return [leader] if leader is not None else []


def _move_minion(src: Game, dst: Game, minion: int, player: int) -> None:
    """A minion (with its attachments) leaves ``src`` and engages ``player`` of ``dst``."""
    from ...engine.rivalry import transfer
    from ...engine.state import PLAY

    atts = src.attachments(minion)
    title = src.card_title(minion)
    transfer(src, dst, minion, (PLAY, player))
    card = dst.state.cards[minion]
    card.engaged_with = player
    card.controller = None
    for a in atts:  # its attachments go with it
        z = src.state.cards[a].zone
        transfer(src, dst, a, (PLAY, player) if z[0] == PLAY else z)
    dst.log(f"{title} engages player {player + 1} (it comes from the other game area).")


@dataclass(frozen=True)
class EnemyTeamDraftsToYou(Base):
    """Drafted (56080), competitive: "the enemy team attaches this card to a minion engaged with them and that
    minion engages you". The other team's first player chooses one of the minions engaged with their players; it
    comes to this game area engaged with you, and ``flags[f"{flag}:{this card}"]`` names it for this card's
    attach-to. Defeated here, it goes back to the discard pile of the encounter deck it came from (Civil War
    FAQ)."""

    flag: str

    def could_change(self, ctx: Ctx) -> bool:
        r = ctx.game.rival
        return r is not None and bool(r.minions())

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        r = g.rival
        if r is None or not r.minions():
            return
        out: dict[str, int | None] = {}

        def choose() -> Gen[None]:
            out["m"] = yield from r.choose_card(first_player_of(r), "Choose a minion engaged with your team: it is "
                                                "drafted and engages a player of the other team", r.minions(),
                                                source=None)

        yield from g.across(choose())
        m = out.get("m")
        if m is None:
            return
        _move_minion(r, g, m, ctx.player)
        g.state.flags[f"{self.flag}:{ctx.source}"] = m

    def text(self) -> str:
        return ("The enemy team attaches this card to a minion engaged with them; that minion engages you "
                "(competitive play).")


def minion_engages_enemy_player(ctx: Ctx, minion: int) -> Gen[bool]:
    """Recruited by Cap, competitive: you choose a player of the enemy team; ``minion`` (engaged with you) goes to
    their game area, engaged with that player. False in cooperative play (nothing happens here)."""
    from mcdesk.core.decisions import Action, ActionKind, DecisionKind, Option

    g = ctx.game
    r = g.rival
    if r is None or not r.active_players():
        return False
    players = r.active_players()
    opts = tuple(Option(f"enemy_player:{q}", f"Player {q + 1} of the enemy team", (),
                        Action(ActionKind.TARGET, player=q)) for q in players)
    chosen = yield from g.ask(ctx.player, DecisionKind.CHOOSE, f"Which player of the enemy team does "
                              f"{g.card_title(minion)} engage?", opts, source=ctx.source)
    q = players[opts.index(chosen)]
    _move_minion(g, r, minion, q)
    return True


@dataclass(frozen=True)
class EnemyTeamMayTakeAlly(Base):
    """Switching Sides (56158), competitive: one player of the other team may pay the discarded ally's cost (in
    resources) and take it into play, controlling it (in their game area; it stays its owner's card:
    when it leaves play it goes back to its owner's discard pile)."""

    def could_change(self, ctx: Ctx) -> bool:
        return ctx.game.rival is not None and ctx.memory.get("discarded_card") is not None

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from ...engine.payment import ResourceNeed, can_pay, pay
        from ...engine.playing import enforce_limits
        from ...engine.rivalry import transfer
        from ...engine.state import DISCARD, PLAY

        g = ctx.game
        r = g.rival
        ally = ctx.memory.get("discarded_card")
        if r is None or not isinstance(ally, int) or g.state.cards.get(ally) is None:
            return
        if g.state.cards[ally].zone[0] != DISCARD or g.facts(ally).type_code != "ally":
            return
        cost = g.facts(ally).cost or 0
        title = g.card_title(ally)
        need = ResourceNeed(cost)

        def offer() -> Gen[None]:
            for q in r.players_in_order():
                if not can_pay(r, q, need, None, set()):
                    continue
                if not (yield from r.yes_no(q, f"Spend {cost} resources to put {title} (switching sides) into play "
                                               "under your control?")):
                    continue
                yield from pay(r, q, need, None, set(), title)
                transfer(g, r, ally, (PLAY, q))
                card = r.state.cards[ally]
                card.controller = q
                card.exhausted = False
                r.log(f"Player {q + 1} puts {title} into play: it switched sides.")
                yield from enforce_limits(r, q)
                return

        yield from g.across(offer())

    def text(self) -> str:
        return ("One player of the enemy team may pay that ally's cost in resources: it enters play under their "
                "control.")


# -- what the enemy team chooses -------------------------------------------------------------------------------
@dataclass(frozen=True)
class EnemyTeamExhausts(Base):
    """"The enemy team exhausts a character you control" (Daredevil): in competitive play the other team's first
    player chooses which; in cooperative play ``coop`` (the grim rule: a ready one, as an opponent would)."""

    coop: Base

    def could_change(self, ctx: Ctx) -> bool:
        return self.coop.could_change(ctx)

    def resolve(self, ctx: Ctx) -> Gen[None]:
        g = ctx.game
        if g.rival is None:
            yield from self.coop.resolve(ctx)
            return
        mine = [c for c in g.controlled(ctx.player) if g.facts(c).type_code in ("hero", "alter_ego", "ally")]
        pick = yield from g.choose_card(ctx.player, "Exhaust a character of the other team", mine,
                                        source=ctx.source, enemy_team=True)
        if pick is not None:
            g.exhaust(pick)

    def text(self) -> str:
        return self.coop.text()


@dataclass(frozen=True)
class DiscardYourCardChosenByEnemyTeamIfUnregistered(DiscardYourCard):
    """"Choose <a card> you control (the enemy team chooses instead if you have the [[Unregistered]] trait).
    Discard it" (Colleen Wing, Shang-Chi): in competitive play the other team's first player chooses for an
    Unregistered identity; in cooperative play the players choose (they are the enemy team)."""

    def resolve(self, ctx: Ctx) -> Gen[None]:
        from mcdesk.core.decisions import DecisionKind

        from ...engine import combat
        from ...engine.zones import discard_card
        from .traits import has_trait

        g = ctx.game
        if g.rival is None or not has_trait(g, g.identity(ctx.player), "Unregistered"):
            yield from super().resolve(ctx)
            return
        pick = yield from g.choose_card(ctx.player, f"Choose {self.what} the other team controls to discard",
                                        self._cands(ctx), kind=DecisionKind.DISCARD, source=ctx.source,
                                        enemy_team=True)
        ctx.memory["discarded_card"] = pick
        if pick is not None:
            g.log(f"The enemy team discards {g.card_title(pick)}.")
            discard_card(g, pick)
            yield from combat.check_all_defeats(g)

    def text(self) -> str:
        return (f"Choose and discard {self.what} you control (when you are [[Unregistered]], the enemy team "
                "chooses).")


__all__ = [
    "leader_attacks_leader", "AttacksYourLeader", "AfterThisActivation", "YourLeaderAttacks", "YourLeadersSchemeThreat",
    "MoveFromYourLeadersScheme", "YourLeaderStatus", "YourLeaderSchemes", "YourLeaderBoostCard",
    "CountersOnYourLeaders", "COUNTERS_PLACED", "EnemyTeamDiscardsYourLeadersAttachment", "own_leaders_cards",
    "EarnLeaderCards", "LEADER_ATTACKED", "LEADER_ATTACK", "attacked_by_a_leader", "your_leader_host",
    "EnemyTeamDraftsToYou",
    "minion_engages_enemy_player", "EnemyTeamMayTakeAlly", "counters_placed_on_leader",
    "EnemyTeamExhausts", "DiscardYourCardChosenByEnemyTeamIfUnregistered",
]
