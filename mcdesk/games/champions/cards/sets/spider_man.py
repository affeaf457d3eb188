"""Spider-Man (core set): Peter Parker's identity, his identity-specific cards and his obligation."""

from __future__ import annotations

from ..registry import CardSet
from ..vocabulary import (
    ENEMY,
    MINION,
    SCHEME,
    YOUR_IDENTITY,
    Attack,
    CancelIt,
    Custom,
    Draw,
    ExhaustThis,
    Heal,
    PreventAll,
    RemoveCounter,
    RemoveThreat,
    action,
    ev,
    resource,
    script,
    source_is_villain,
    this_card_played,
    triggered,
)
from ..vocabulary.procedures import (
    HAND,
    PLAY,
    Ctx,
    Event,
    Gen,
    Timing,
    discard_card,
    discard_from_deck,
    flip_identity,
    give_status,
    remove_from_game,
    status_given,
)

CARDS = CardSet("spider_man")


# -- the identity --------------------------------------------------------------------------------------------
def _villain_attacks_you(ctx: Ctx, e: Event) -> bool:
    """FAQ (Spider-Man #1A): any attack the villain initiates against you, from an activation or a card
    ability, before any step of the attack. Webbed Up replaces the attack, so it never initiates."""
    return source_is_villain(ctx, e) and e.player == ctx.player


CARDS.add(
    # Spider-Man (hero face): Spider-Sense.
    script("01001a", triggered(Timing.INTERRUPT, ev.ENEMY_ATTACK, Draw(1), when=_villain_attacks_you,
                               when_text="When the villain initiates an attack against you",
                               name="Spider-Sense", would=False)),
    # Peter Parker (alter-ego face): Scientist.
    script("01001b", resource({"mental": 1}, limit=(1, "round"), name="Scientist")),
)


# -- Black Cat -----------------------------------------------------------------------------------------------
def _black_cat(ctx: Ctx) -> Gen[None]:
    g = ctx.game
    for cid in (yield from discard_from_deck(g, ctx.player, 2)):
        if g.facts(cid).resources.get("mental") and g.state.cards[cid].zone[0] != HAND:
            g.state.move(cid, (HAND, ctx.player), top=False)
            g.log(f"Black Cat adds {g.card_title(cid)} to player {ctx.player + 1}'s hand.")


CARDS.add(
    # Only when played from hand (CARD_PLAYED resolves by putting her into play, so she is in play for it).
    script("01002", triggered(
        Timing.FORCED_RESPONSE, ev.CARD_PLAYED,
        # Custom: keeps only the discarded cards with a printed [mental] resource; unique to Black Cat.
        Custom(_black_cat, "Discard your deck's top 2 cards; put those with a printed [mental] resource into "
                           "your hand."),
        when=this_card_played, when_text="After you play this card")),
)


# -- events --------------------------------------------------------------------------------------------------
def _attack_damage_to_you(ctx: Ctx, e: Event) -> bool:
    return bool(e.data.get("attack")) and e.amount > 0 and e.target == ctx.game.identity(ctx.player) \
        and e.source is not None and ctx.game.facts(e.source).type_code in ("villain", "minion")


def _treachery_revealed(ctx: Ctx, e: Event) -> bool:
    """A treachery revealed (from the encounter deck or as a facedown encounter card dealt from it) whose
    When Revealed effects are scripted: cancelling nothing would not change the game."""
    return e.data.get("type") == "treachery" and e.target is not None \
        and bool(ctx.game.script(e.target).when_revealed)


CARDS.add(
    # Backflip: prevent all damage an attack would deal to you.
    script("01003", triggered(Timing.INTERRUPT, ev.DAMAGE, PreventAll(), when=_attack_damage_to_you,
                              when_text="When you would take damage from an attack",
                              tags=("defense",), event_card=True)),
    # Enhanced Spider-Sense: cancelling the When Revealed effects leaves the card's surge keyword alone.
    script("01004", triggered(Timing.INTERRUPT, ev.REVEALED, CancelIt('its "When Revealed" effects'),
                              when=_treachery_revealed, when_text="When a treachery is revealed from the "
                              "encounter deck", form="hero", event_card=True, would=False)),
    # Swinging Web Kick: an attack event (a stunned hero discards the stun instead).
    script("01005", action(Attack(8, ENEMY), form="hero", tags=("attack",), event_card=True)),
)


# -- supports and upgrades -----------------------------------------------------------------------------------
CARDS.add(
    script("01006", action(Heal(4, YOUR_IDENTITY), form="alter_ego", costs=[ExhaustThis()])),
    script(
        "01007",
        triggered(Timing.FORCED_INTERRUPT, ev.DEFEATED, RemoveThreat(3, SCHEME),
                  when=lambda c, e: e.target is not None and e.target == c.game.state.cards[c.source].attached_to,
                  when_text="When the attached minion is defeated", would=False),
        attach_to=lambda c: MINION(c), attach_text="Attach to a minion.",
    ),
    # Web-Shooter: uses (3 web counters) is a fact; the engine discards it once the last one is gone.
    script("01008", resource({"wild": 1}, form="hero", costs=[ExhaustThis(), RemoveCounter("web")])),
)


def _webbed_up(ctx: Ctx) -> Gen[None]:
    """FAQ (Webbed Up #9): a replacement effect — the attack never initiates (no Spider-Sense), the stun
    then prevents the enemy's following attack."""
    g = ctx.game
    enemy = g.state.cards[ctx.source].attached_to
    if ctx.event is not None:
        ctx.event.cancel()
    discard_card(g, ctx.source)
    if enemy is not None and give_status(g, enemy, "stunned"):
        yield from status_given(g, enemy, "stunned", ctx.source)


CARDS.add(
    script(
        "01009",
        triggered(Timing.FORCED_INTERRUPT, ev.ENEMY_ATTACK,
                  # Custom: replaces an attack by discarding this attachment and stunning its host; unique to Webbed
                  # Up.
                  Custom(_webbed_up, "Discard this card instead. Then, stun that enemy."),
                  when=lambda c, e: e.source is not None and e.source == c.game.state.cards[c.source].attached_to,
                  when_text="When the attached enemy would attack"),
        attach_to=lambda c: ENEMY(c), attach_text="Attach to an enemy.", max_per_enemy=1,
        play_restriction=lambda c: c.game.form(c.player) == "hero", play_restriction_text="Hero form only.",
    ),
)


# -- the obligation ------------------------------------------------------------------------------------------
def _eviction_notice(ctx: Ctx) -> Gen[None]:
    """The engine gives the obligation to the Peter Parker player (Rules Reference "Obligation") and resolves
    it with that player as "you"."""
    g = ctx.game
    me = ctx.source
    p = ctx.player
    if g.form(p) == "hero" and (yield from g.yes_no(p, "Eviction Notice: change to alter-ego form?", me)):
        yield from flip_identity(g, p, by_choice=False)
    ident = g.identity(p)
    can_exhaust = g.form(p) == "alter_ego" and not g.state.cards[ident].exhausted
    from ..vocabulary.procedures import Action, ActionKind, DecisionKind, Option

    opts = ([Option("exhaust", f"Exhaust {g.card_title(ident)}: remove Eviction Notice from the game",
                    (ident,), Action(ActionKind.CHOOSE, ident, choice="exhaust"))] if can_exhaust else [])
    opts.append(Option("discard", "Discard a random card from your hand; Eviction Notice gains surge", (),
                       Action(ActionKind.CHOOSE, me, choice="discard")))
    pick = yield from g.ask(p, DecisionKind.CHOOSE, "Eviction Notice: choose one", tuple(opts), source=me)
    if pick.key == "exhaust":
        g.exhaust(ident)
        g.log(f"{g.card_title(ident)} is exhausted: Eviction Notice is removed from the game.")
        remove_from_game(g, me)
        return
    hand = g.hand(p)
    if hand:
        lost = g.rng.choice(hand)
        g.log(f"Player {p + 1} discards {g.card_title(lost)} at random.")
        discard_card(g, lost)
    if ctx.event is not None:  # surge survives the card's discard (leaving play clears a card's own flag)
        ctx.event.data["surge"] = True
    if g.state.cards[me].zone == (PLAY, p):
        discard_card(g, me)


CARDS.add(
    script(
        "01165",
        # Custom: an obligation whose option keys (exhaust/discard) old logs name; AlterEgoObligation asks with
        # others.
        when_revealed={"": Custom(
            _eviction_notice,
            "You may change to alter-ego form. Then choose: exhaust Peter Parker to remove this card from the "
            "game; or discard a random card from your hand, this card gains surge, and you discard it.")},
        text_lines=["Give to the Peter Parker player."],
    ),
)
