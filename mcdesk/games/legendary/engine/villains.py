"""The villain side: playing the top card of the villain deck, villains entering and moving through the city,
escapes, captured bystanders, scheme twists, master strikes, and fighting villains and the mastermind.

Rulebook "Step 1: Play the Top Card of the Villain Deck", "How to fight a Villain or Mastermind",
"Masterminds", "Mastermind Tactics".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.decisions import DecisionKind
from mcdesk.core.events import EventKind
from mcdesk.core.referee import GameOver

from ..cards.facts import BYSTANDER, HENCHMAN, HERO, MASTER_STRIKE, SCHEME_TWIST, VILLAIN
from ..cards.purposes import Purpose as P
from ..cards.vocabulary import Ctx, Gen
from .state import CITY_SPACES, city, pzone

if TYPE_CHECKING:
    from .game import LegendaryGame


def acts_as_villain(g: LegendaryGame, cid: int) -> bool:
    """Played from the villain deck, does this card enter the city? Villains and henchmen do; a scheme may make
    heroes (Secret Invasion) or bystanders (Killbots) in the villain deck count as villains."""
    kind = g.facts(cid).kind
    if kind in (VILLAIN, HENCHMAN):
        return True
    if kind == HERO and g.setup.scheme == "secret_invasion_of_the_skrull_shapeshifters":
        return True
    return kind == BYSTANDER and g.setup.scheme == "replace_earths_leaders_with_killbots"


def play_villain_card(g: LegendaryGame, p: int) -> Gen:
    """Reveal and play the top card of the villain deck."""
    cid = g.state.top("villain_deck")
    if cid is None:
        if g.state.deck_ran_out is None:
            g.state.deck_ran_out = "villain deck"
            g.log_lines.append("The villain deck has run out: the game ends in a draw after this turn.")
        return
    kind = g.facts(cid).kind
    g.state.move(cid, "revealed")  # face up in the middle of the table while it resolves
    g.emit(EventKind.REVEALED, f"The villain deck reveals {g.title(cid)}.", card=cid, from_zone="villain_deck",
           to_zone="revealed")
    if acts_as_villain(g, cid):
        yield from enter_city(g, cid, p)
    elif kind == BYSTANDER:
        first = next(iter(g.villains_in_city()), None)
        g.capture(cid, first)
    elif kind == SCHEME_TWIST:
        yield from scheme_twist(g, cid, p)
    elif kind == MASTER_STRIKE:
        yield from master_strike(g, cid, p)
    if not g.state.deck_ran_out and not g.state.zones.get("villain_deck"):
        g.state.deck_ran_out = "villain deck"
        g.log_lines.append("The villain deck has run out: the game ends in a draw after this turn.")
    g.check_evil_wins()


def enter_city(g: LegendaryGame, cid: int, p: int) -> Gen:
    """Rulebook "Villain Enters the City" and "Push Other Villains Forward": it enters the Sewers; a villain
    already there is pushed one space on, in a chain; one pushed off the Bridge escapes. Escape effects resolve
    before the new villain's Ambush."""
    escaped: int | None = None
    came_from = g.state.cards[cid].zone
    space = 0
    mover = cid
    while True:
        here = g.state.zones.get(city(space), [])
        pushed = here[0] if here else None
        g.state.move(mover, city(space))
        if pushed is None:
            break
        space += 1
        mover = pushed
        if space == len(CITY_SPACES):
            escaped = pushed
            break
    g.emit(EventKind.MOVED, f"{g.title(cid)} enters the city at the {CITY_SPACES[0]}.", card=cid,
           from_zone=came_from, to_zone=city(0))
    if escaped is not None:
        yield from escape(g, escaped, p)
    ambush = g.villain_script(cid).ambush
    if ambush and g.state.cards[cid].zone.startswith("city:"):
        g.log_lines.append(f"Ambush: {g.title(cid)}.")
        for e in ambush:
            yield from e.resolve(Ctx(g, p, cid, g.space_of(cid)))


def escape(g: LegendaryGame, cid: int, p: int) -> Gen:
    """Rulebook "A Villain Might Escape": into the Escaped Villains pile; it KOs a hero of cost 6 or less from
    the HQ (the current player chooses); if it held bystanders each player discards a card and the bystanders
    are carried away; then its Escape effect."""
    bystanders = g.captured(cid)
    g.state.move(cid, "escaped")
    g.emit(EventKind.MOVED, f"{g.title(cid)} escapes!", card=cid, from_zone=city(len(CITY_SPACES) - 1),
           to_zone="escaped")
    yield from g.ko_from_hq(p)
    if bystanders:
        for b in bystanders:
            g.state.move(b, "carried_away")
        g.emit(EventKind.MOVED, f"{len(bystanders)} Bystander(s) are carried away.", amount=len(bystanders))
        for q in g.players_from(p):
            pick = yield from g.choose_card(q, "Discard a card: the Bystanders were carried away", g.hand(q),
                                            kind=DecisionKind.DISCARD, purpose=P.DISCARD)
            if pick is not None:
                yield from g.discard(q, pick)
    script = g.villain_script(cid)
    if script.twist_on_escape:
        g.log_lines.append(f"{g.title(cid)} becomes a Scheme Twist.")
        yield from scheme_twist(g, cid, p, as_twist=True)
    for e in script.escape:
        yield from e.resolve(Ctx(g, p, cid, "escaped"))
    g.check_evil_wins()


def scheme_twist(g: LegendaryGame, cid: int, p: int, *, as_twist: bool = False) -> Gen:
    """Rulebook "If the Card Is a Twist": the scheme's Twist effect, then the twist goes to the KO pile unless
    the effect put it elsewhere. Solo play: after the effect, KO a hero of cost 6 or less from the HQ (Advanced
    Solo: put it on the bottom of the hero deck)."""
    g.state.twists_played += 1
    g.emit(EventKind.STEP, f"Scheme Twist {g.state.twists_played}.", card=cid, amount=g.state.twists_played)
    ctx = Ctx(g, p, cid, data={"twist": g.state.twists_played})
    for e in g.scheme_script().twist:
        yield from e.resolve(ctx)
    card = g.state.cards[cid]
    if card.zone in ("revealed", "escaped") or card.zone.startswith("city:"):
        g.ko(cid)
    if g.setup.players == 1 and not as_twist:
        yield from g.ko_from_hq(p, bottom=g.setup.advanced_solo)
    g.check_evil_wins()


def master_strike(g: LegendaryGame, cid: int, p: int) -> Gen:
    """Rulebook "If the Card Is a Strike": the mastermind's Master Strike effect, then KO the strike. Advanced
    Solo: play another card from the villain deck after it."""
    g.state.strikes_played += 1
    g.emit(EventKind.STEP, "Master Strike!", card=cid)
    for e in g.mastermind_script().strike:
        yield from e.resolve(Ctx(g, p, cid, "mastermind"))
    g.ko(cid)
    if g.setup.advanced_solo:
        yield from play_villain_card(g, p)


# == fighting =======================================================================================

def can_fight_villain(g: LegendaryGame, p: int, cid: int) -> bool:
    """Enough attack, and what the villain's card requires (rulebook "How to fight a Villain")."""
    need = g.villain_script(cid).fight_requires
    if need is not None and not g.has_hero(p, need):
        return False
    return g.attack_available() >= g.villain_attack(cid)


def spend_attack(g: LegendaryGame, amount: int) -> None:
    t = g.state.turn
    use = min(t.attack, amount)
    t.attack -= use
    if amount - use:  # the rest from recruit points usable as attack (God of Thunder)
        t.recruit -= amount - use


def fight_villain(g: LegendaryGame, p: int, cid: int, *, free: bool = False) -> Gen:
    """Defeat a villain: spend its attack (unless it is defeated for free), put it and its bystanders into the
    victory pile, then its Fight effect, then what defeating anything this turn triggers."""
    space = g.space_of(cid)
    if not free:
        spend_attack(g, g.villain_attack(cid))
    yield from defeat_villain(g, p, cid, space)


def defeat_villain(g: LegendaryGame, p: int, cid: int, space: str) -> Gen:
    bystanders = g.captured(cid)
    under = g.zone(f"under:{cid}")
    f = g.facts(cid)
    g.emit(EventKind.DEFEATED, f"Player {p + 1} defeats {f.name}.", card=cid, player=p, from_zone=space)
    if f.kind == HERO:  # a hero fought as a Skrull villain is gained (Secret Invasion)
        g.gain(p, cid)
    else:
        g.state.move(cid, pzone("victory", p))
    for b in bystanders:
        g.state.move(b, pzone("victory", p))
    if bystanders:
        g.emit(EventKind.MOVED, f"Player {p + 1} rescues {len(bystanders)} Bystander(s).", player=p,
               amount=len(bystanders))
    g.state.turn.defeated = True
    ctx = Ctx(g, p, cid, space)
    for e in g.villain_script(cid).fight:
        yield from e.resolve(ctx)
    for c in under:  # a hero under a villain it did not take with it stays with the player's choice below
        if g.state.cards[c].zone == f"under:{cid}":
            g.state.move(c, "ko")
    yield from after_defeat(g, p)


def after_defeat(g: LegendaryGame, p: int) -> Gen:
    t = g.state.turn
    if t.on_defeat_recruit:
        g.add_points(p, t.on_defeat_recruit, "Recruit")
    if t.on_defeat_rescue:
        g.rescue_bystanders(p, t.on_defeat_rescue)
    return
    yield


def fight_mastermind(g: LegendaryGame, p: int, *, free: bool = False) -> Gen:
    """Rulebook "Masterminds" and "Mastermind Tactics": spend its attack, take a random tactic into the victory
    pile with every bystander the mastermind holds, then the tactic's Fight effect. With no tactics left the
    mastermind is beaten and the players win."""
    if not free:
        spend_attack(g, g.mastermind_attack())
    g.state.turn.fought_mastermind = True
    tactics = g.zone("tactics")
    tactic = tactics[g.rng.randrange(len(tactics))]
    g.state.move(tactic, pzone("victory", p))
    g.emit(EventKind.DEFEATED, f"Player {p + 1} defeats the Mastermind and takes the tactic {g.title(tactic)}.",
           card=tactic, player=p, from_zone="tactics")
    for b in g.captured(None):
        g.state.move(b, pzone("victory", p))
    g.state.turn.defeated = True
    for e in g.villain_script(tactic).fight:
        yield from e.resolve(Ctx(g, p, tactic, "mastermind"))
    yield from after_defeat(g, p)
    if not g.state.zones.get("tactics"):
        raise GameOver("win", f"the players defeat {g.cards.masterminds[g.setup.mastermind].name} four times; "
                              f"{g.scores(won=True)}")
