"""Black Panther (core set): T'Challa's identity, his identity-specific cards and his obligation.

Black Panther's retaliate 1 and Vibranium's two wild resources are facts the engine enforces. The four
[[Black Panther]] upgrades have Special abilities, resolved only by Wakanda Forever! as the steps of one
sequence (Rules Reference "Special"); each asks ``final_step`` whether it is the last step.
"""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    SCHEME,
    AlterEgoObligation,
    AttackX,
    Custom,
    DiscardYourCard,
    Draw,
    ExhaustThis,
    ResolveSpecials,
    SearchDeck,
    Thwart,
    Timing,
    action,
    choose_player,
    damageable_by_source,
    ev,
    final_step,
    is_type_with_trait,
    script,
    special,
    takes_damage_from,
    target_is_this,
    triggered,
)
from ..vocabulary.procedures import (
    DECK,
    DISCARD,
    Ctx,
    Gen,
    attackable_enemies,
    deal_damage,
    has_status,
    player_attack,
    replace_by_status,
    shuffle,
)

CARDS = CardSet("black_panther")

BLACK_PANTHER = "Black Panther"
black_panther_upgrade = is_type_with_trait("upgrade", BLACK_PANTHER)


# -- the identity -------------------------------------------------------------------------------------------
CARDS.add(
    # T'Challa (alter-ego face): Foresight. Black Panther (hero face) has only retaliate 1, a fact.
    script("01040b", setup=SearchDeck(black_panther_upgrade, "a [[Black Panther]] upgrade")),
)


# -- Shuri --------------------------------------------------------------------------------------------------
CARDS.add(
    script("01041", triggered(Timing.RESPONSE, ev.ENTERS_PLAY, SearchDeck(is_type_with_trait("upgrade"),
                                                                              "an upgrade"),
                              when=target_is_this, when_text="After this card enters play")),
)


# -- events -------------------------------------------------------------------------------------------------
def _other_discards(ctx: Ctx) -> list[int]:
    """Your discard pile, without the event being played (it goes there only after it resolves)."""
    return [c for c in ctx.game.state.zone(DISCARD, ctx.player) if c != ctx.source]


def _ancestral_knowledge(ctx: Ctx) -> Gen[None]:
    """FAQ (Ancestral Knowledge): cards with the same title are the same card, so the (up to) 3 chosen cards
    must have different titles."""
    g = ctx.game
    p = ctx.player
    chosen: list[int] = []
    titles: set[str] = set()
    for k in range(3):
        cands = [c for c in _other_discards(ctx) if g.facts(c).name not in titles]
        if not cands:
            break
        pick = yield from g.choose_card(p, f"Choose a card to shuffle into your deck ({k + 1} of up to 3)", cands,
                                        optional=k > 0, source=ctx.source)
        if pick is None:
            break
        chosen.append(pick)
        titles.add(g.facts(pick).name)
    for c in chosen:
        g.state.move(c, (DECK, p))
    g.log(f"Player {p + 1} shuffles {len(chosen)} card{'s' if len(chosen) != 1 else ''} from their discard pile "
          "into their deck.")
    shuffle(g, DECK, p)


WAKANDA_FOREVER = action(ResolveSpecials(BLACK_PANTHER), form="hero", event_card=True)

CARDS.add(
    script("01042", action(
        # Custom: the only core card that shuffles chosen cards with different titles from the discard pile into the
        # deck.
        Custom(_ancestral_knowledge, "Choose up to 3 cards with different titles in your discard pile and shuffle "
                                     "them into your deck.", could=lambda c: bool(_other_discards(c))),
        form="alter_ego", event_card=True)),
    # Wakanda Forever! (four printings, differing only in their resource).
    script("01043a", WAKANDA_FOREVER),
    script("01043b", WAKANDA_FOREVER),
    script("01043c", WAKANDA_FOREVER),
    script("01043d", WAKANDA_FOREVER),
)


# -- supports -----------------------------------------------------------------------------------------------
CARDS.add(
    script("01045", action(Draw(2), form="alter_ego", costs=[ExhaustThis()])),
)


# -- the Black Panther upgrades (Special abilities) ------------------------------------------------------------
def _energy_daggers(ctx: Ctx) -> Gen[None]:
    """Not an attack: damage from this upgrade to the villain and to each enemy engaged with the chosen player
    (Killmonger takes none)."""
    g = ctx.game
    p = yield from choose_player(ctx)
    n = 2 if final_step(ctx) else 1
    for t in g.villains() + g.minions(p):
        if g.is_in_play(t) and takes_damage_from(g, t, ctx.source):
            yield from deal_damage(g, t, n, ctx.source, by_player=ctx.player)


def _suit_targets(ctx: Ctx) -> list[int]:
    g = ctx.game
    return [t for t in attackable_enemies(g, ctx.player) if takes_damage_from(g, t, ctx.source)]


def _vibranium_suit(ctx: Ctx) -> Gen[None]:
    """An attack moving damage from your hero (FAQ (Vibranium Suit): moved damage is dealt, so a tough status
    card prevents it). A stunned hero's attempt only discards the stunned card; with no damage on your hero
    or no enemy to take it, the move cannot be made (Rules Reference "Move")."""
    g = ctx.game
    p = ctx.player
    me = g.identity(p)
    if g.form(p) != "hero":
        return
    if has_status(g, me, "stunned"):
        replace_by_status(g, me, "stunned")
        g.log(f"{g.card_title(me)} is stunned: the attack is replaced by discarding the stunned card.")
        return
    n = min(2 if final_step(ctx) else 1, g.state.cards[me].damage)
    cands = _suit_targets(ctx)
    if n <= 0 or not cands:
        return
    t = yield from g.choose_card(p, "Move damage from your hero to an enemy", cands, source=ctx.source)
    if t is None:
        return
    g.state.cards[me].damage -= n
    g.log(f"{n} damage moves from {g.card_title(me)} to {g.card_title(t)}.")
    yield from player_attack(g, me, t, n, p, source=ctx.source)


def _suit_could(ctx: Ctx) -> bool:
    g = ctx.game
    me = g.identity(ctx.player)
    return g.form(ctx.player) == "hero" and g.state.cards[me].damage > 0 and bool(_suit_targets(ctx))


CARDS.add(
    # Custom: a Special step hitting the villain and each enemy engaged with a chosen player, doubled as the final
    # step.
    script("01046", special(Custom(
        _energy_daggers, "Choose a player. Deal 1 damage to the villain and 1 to each enemy engaged with that "
                         "player (2 each instead, if this is the sequence's final step).",
        could=lambda c: bool(c.game.villains() or c.game.minions())))),
    script("01047", special(AttackX(
        lambda c: 4 if final_step(c) else 2, "2 (or 4, if this is the sequence's final step)",
        damageable_by_source(ENEMY)), tags=("attack",))),
    script("01048", special(Thwart(
        lambda c: 2 if final_step(c) else 1, SCHEME, amount_text="1 (or 2, if this is the sequence's final step)"),
        tags=("thwart",))),
    # Custom: moves damage from your hero to an enemy; no other core card moves damage.
    script("01049", special(Custom(
        _vibranium_suit, "Move 1 damage from your hero to an enemy (2 instead, if this is the sequence's final "
                         "step).", could=_suit_could), tags=("attack",))),
)


# -- the obligation -------------------------------------------------------------------------------------------------
CARDS.add(
    script("01155",
           when_revealed={"": AlterEgoObligation(
               "T'Challa", DiscardYourCard(black_panther_upgrade, "a [[Black Panther]] upgrade"),
               "Discard a Black Panther upgrade you control; discard Affairs of State")},
           text_lines=["Give to the T'Challa player."]),
)
