"""Hulkling's nemesis set (Civil War, 56055-56058): Super Skrull, Skrull Business, Fantastic Powers, You're Coming
With Me!."""

from __future__ import annotations

from collections.abc import Callable

from ..registry import CardSet
from ..vocabulary import (
    ATTACHED,
    YOUR_IDENTITY,
    And,
    Custom,
    Damage,
    DiscardFromYourDeck,
    DiscardYourCard,
    ForActivationPlayer,
    GetsUntil,
    If,
    PlaceThreat,
    Sel,
    Timing,
    Tough,
    ev,
    find,
    gets,
    named,
    script,
    triggered,
)
from ..vocabulary.procedures import (
    DISCARD,
    REMOVED,
    SET_ASIDE,
    Ctx,
    DecisionKind,
    Event,
    Game,
    Gen,
    discard_card,
    enemy_attack,
    put_into_play,
    put_minion_into_play,
)

CARDS = CardSet("hulkling_nemesis")

SUPER_SKRULL = "Super Skrull"
ICONS = ("energy", "mental", "physical", "wild")


def _top_card_has(kind: str) -> Callable[[Ctx], bool]:
    def cond(ctx: Ctx) -> bool:
        return any(ctx.game.facts(c).resources.get(kind) for c in ctx.memory.get("from_deck", ()))

    return cond


def _discard_one_from_hand(ctx: Ctx) -> Gen[None]:
    # Custom: the attacked player chooses 1 card of their hand to discard (no vocabulary effect discards a chosen
    # card from hand: DiscardFromHand is a cost).
    g = ctx.game
    pick = yield from g.choose_card(ctx.player, "Discard 1 card from your hand", g.hand(ctx.player),
                                    kind=DecisionKind.DISCARD, source=ctx.source)
    if pick is not None:
        g.log(f"Player {ctx.player + 1} discards {g.card_title(pick)}.")
        discard_card(g, pick)


def _upgrade(ctx: Ctx, cid: int) -> bool:
    return ctx.game.facts(cid).type_code == "upgrade"


def _attacks_you(ctx: Ctx, e: Event) -> bool:
    return e.source == ctx.source


named(SUPER_SKRULL)  # generated text keeps his name's capital mid-sentence
THIS_SUPER_SKRULL = Sel(lambda c: [c.source], SUPER_SKRULL)

SUPER_SKRULL_READS_THE_TOP_CARD = ForActivationPlayer(And(
    DiscardFromYourDeck(1, "1 card"),
    And(If(_top_card_has("energy"), GetsUntil(THIS_SUPER_SKRULL, (("attack", 2),), "end_of_activation"),
           "that card has a printed [energy]"),
        And(If(_top_card_has("mental"),
               Custom(_discard_one_from_hand, "Discard 1 card from your hand."), "it has [mental]"),
            And(If(_top_card_has("physical"), Tough(THIS_SUPER_SKRULL), "it has [physical]"),
                If(_top_card_has("wild"), DiscardYourCard(_upgrade, "an upgrade"), "it has [wild]")))),
))


# -- Skrull Business: cards discarded from the top of a deck lie facedown under it -----------------------------------
UNDER = "under"


def cards_under(g: Game, scheme: int) -> list[int]:
    return [c for c in g.state.zone(SET_ASIDE) if g.state.flags.get(f"{UNDER}:{c}") == scheme]


def _take_those_cards(ctx: Ctx) -> Gen[None]:
    # Custom: "place those cards facedown under this scheme" (cards under a card lie set aside, out of play).
    g = ctx.game
    e = ctx.event
    if e is None:
        return
    for cid in e.data.get("cards", ()):
        if g.state.cards[cid].zone[0] == DISCARD:  # not shuffled back into a deck that ran out
            g.state.move(cid, (SET_ASIDE, None), top=False)
            g.state.cards[cid].face_down = True
            g.state.flags[f"{UNDER}:{cid}"] = ctx.source
            g.log(f"{g.card_title(ctx.source)}: a card from the top of a deck goes facedown under it.")
    return
    yield


def _give_back(ctx: Ctx) -> Gen[None]:
    # Custom: the facedown cards under this scheme go to their owners' discard piles once it leaves play (the card
    # says nothing more of them; an eliminated player's cards leave the game).
    g = ctx.game
    for cid in cards_under(g, ctx.source):
        g.state.flags.pop(f"{UNDER}:{cid}", None)
        card = g.state.cards[cid]
        card.face_down = False
        owner = card.owner
        if owner is not None and not g.state.players[owner].eliminated:
            g.state.move(cid, (DISCARD, owner))
        else:
            g.state.move(cid, (REMOVED, None))
    return
    yield


# -- Fantastic Powers ----------------------------------------------------------------------------------------------
def _is_super_skrull(g: Game, c: int) -> bool:
    return g.facts(c).name == SUPER_SKRULL and g.facts(c).type_code == "minion"


def _fantastic_powers(ctx: Ctx) -> Gen[None]:
    # Custom: find Super Skrull, put him into play engaged with you, attach this card to him, then he attacks your
    # hero: the attachment must be on him before his attack (no vocabulary piece attaches a revealed card to a
    # minion it has just brought into play).
    g = ctx.game
    p = ctx.player
    skrull = find(g, _is_super_skrull)
    if skrull is None:
        g.log("Find: Super Skrull is nowhere to be found.")
        return
    if not g.is_in_play(skrull):
        if not (yield from put_minion_into_play(g, skrull, p)):
            return
    if not g.is_in_play(skrull):
        return
    put_into_play(g, ctx.source, None, attach_to=skrull)
    g.log(f"{g.card_title(ctx.source)} is attached to {g.card_title(skrull)}.")
    if g.form(p) == "hero":
        yield from enemy_attack(g, skrull, p)


def _attached_to_super_skrull(ctx: Ctx) -> list[int]:
    host = ctx.game.state.cards[ctx.source].attached_to
    return [host] if host is not None and ctx.game.is_in_play(host) else []


# -- You're Coming With Me! ----------------------------------------------------------------------------------------
def different_icons(ctx: Ctx) -> int:
    """How many of the four resource icons ([energy], [mental], [physical], [wild]) the cards discarded this way
    show between them."""
    g = ctx.game
    cards = ctx.memory.get("from_deck", ())
    return sum(1 for k in ICONS if any(g.facts(c).resources.get(k) for c in cards))


CARDS.add(
    script("56055", triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK, SUPER_SKRULL_READS_THE_TOP_CARD,
                              when=_attacks_you, when_text="When Super Skrull attacks you")),
    script("56056", triggered(Timing.FORCED_RESPONSE, ev.DISCARDED_FROM_DECK,
                              Custom(_take_those_cards, "Place those cards facedown under this scheme."),
                              when=lambda c, e: True,
                              when_text="After any cards are discarded from the top of a player's deck", would=False),
           when_defeated=Custom(_give_back, "The cards under this scheme go to their owners' discard piles.")),
    script("56057",
           constants=[gets("health", 3, ATTACHED, "The attached minion gets +3 hit points and retaliate 1."),
                      gets("kw:retaliate", 1, ATTACHED, "")],
           when_revealed={"": Custom(_fantastic_powers, "Find Super Skrull and put him into play engaged with you; "
                                     "attach this card to him. Then, if you are in hero form, he attacks you.")},
           attach_to=_attached_to_super_skrull, attach_after_reveal=True),
    script("56058", when_revealed={
        "alter_ego": And(DiscardFromYourDeck(3), PlaceThreat(different_icons, amount_text="1",
                                                             per=" for each different resource icon among them")),
        "hero": And(DiscardFromYourDeck(3), Damage(YOUR_IDENTITY, different_icons, amount_text="1",
                                                   per=" for each different resource icon among them")),
    }),
)
