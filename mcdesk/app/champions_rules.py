"""Why a Marvel Champions card cannot be played now, in the game's words (the window says it when a card is
dragged or double-clicked and its play is not a legal answer). No Qt."""

from __future__ import annotations

from typing import Any

from mcdesk.core.decisions import DecisionKind


def why_not_play(game: Any, card_id: int) -> str:
    """Why ``play:<card_id>`` is not a legal answer now, in the game's words."""
    from mcdesk.games.champions.cards.facts import X
    from mcdesk.games.champions.engine.abilities import Ctx, Timing
    from mcdesk.games.champions.engine.payment import sources
    from mcdesk.games.champions.engine.players import team_up_ok
    from mcdesk.games.champions.engine.playing import attach_targets, card_cost, max_per_player_ok, unique_conflict
    from mcdesk.games.champions.engine.state import HAND

    d = game.pending
    if d is None:
        return "The game is over."
    card = game.state.cards.get(card_id)
    if card is None:
        return f"There is no card {card_id} in this game."
    title = game.card_title(card_id)
    if card.zone[0] != HAND:
        return f"{title} is not in a hand."
    owner = card.zone[1]
    if d.kind is not DecisionKind.TURN:
        return f"{title} cannot be played now: first answer “{d.prompt}”."
    if owner != d.player:
        return f"{title} is in player {(owner or 0) + 1}'s hand; it is player {d.player + 1}'s turn."
    f = game.facts(card_id)
    if f.type_code == "resource":
        return f"{title} is a resource card: it is discarded to pay for other cards, not played."
    if f.type_code not in ("ally", "support", "upgrade", "event", "player_side_scheme"):
        return f"{title} cannot be played from hand."
    script = game.script(card_id)
    if f.type_code == "event":
        actions = [a for a in script.abilities if a.from_hand and a.timing is Timing.ACTION]
        if not actions and script.abilities:
            timing = script.abilities[0].timing.value.lower()
            article = "an" if timing[0] in "aeiou" else "a"
            return f"{title} is not an action: it is played as {article} {timing}, when its moment comes."
        for a in actions:
            if a.form is not None and game.form(d.player) != a.form:
                form = "hero" if a.form == "hero" else "alter-ego"
                return f"{title} can be played only in {form} form."
    if script.play_restriction is not None and not script.play_restriction(Ctx(game, card_id, d.player)):
        return f"{title}'s condition to be played is not met."
    if not max_per_player_ok(game, card_id, d.player):
        return f"{title}: you already have as many copies as its limit allows."
    if not team_up_ok(game, card_id):
        return f"{title} has Team-Up: both named characters must be in play."
    if f.is_unique and unique_conflict(game, card_id):
        return f"{title} is unique and a card with that title is already in play."
    targets = attach_targets(game, card_id, d.player)
    if targets is not None and not targets:
        return f"There is nothing {title} can be attached to."
    cost = 0 if f.cost == X else card_cost(game, card_id, d.player)
    have = sum(sum(s.gives.values()) for s in sources(game, d.player, card_id, {card_id}))
    if have < cost:
        return (f"{title} costs {cost} and your other cards and resource abilities give only {have} "
                f"resource{'s' if have != 1 else ''}.")
    return f"{title} cannot be played now."
