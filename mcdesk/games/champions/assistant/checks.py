"""Whether the rules allow a report, checked before anything changes.

Each check raises :class:`IllegalAnswer` with one line saying why (the report is then not recorded and the state
is untouched). The rules are the Rules Reference's: "Guard" (you cannot attack the villain while a guard minion
is engaged with you), "Crisis" (no threat can be removed from the main scheme while a crisis side scheme is in
play), "Patrol" (you cannot thwart the main scheme while a patrol minion is engaged with you), "Basic Powers"
(an exhausted character cannot use one; attack and thwart in hero form, never in alter-ego form), "Allies"
(three allies at most), "Unique", "Status Cards" (one of each; stalwart takes no stunned or confused),
"Change Form" (once per turn, during your turn), "Permanent".
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from mcdesk.core.errors import IllegalAnswer

from ..engine.combat import status_limit
from ..engine.playing import ally_limit
from ..engine.schemes import crisis_in_play, threat_locked
from ..engine.state import MAIN_SCHEME, PLAY
from ..engine.zones import is_permanent
from .reports import Report, ReportKind

if TYPE_CHECKING:
    from ..engine.game import Game


def check(g: Game, r: Report) -> None:
    """Raise IllegalAnswer if the rules refuse ``r`` now."""
    n = len(g.state.players)
    if not 0 <= r.player < n:
        raise IllegalAnswer(f"there is no player {r.player + 1} at this table ({n} player{'s' * (n != 1)})")
    if g.state.players[r.player].eliminated:
        raise IllegalAnswer(f"player {r.player + 1} has been eliminated: their cards are out of the game")
    for name in ("card", "source"):
        cid = getattr(r, name)
        if cid is not None and cid not in g.state.cards:
            raise IllegalAnswer(f"there is no card {cid} in this game")
    _CHECKS[r.kind](g, r)


def _who(g: Game, r: Report) -> str:
    return f"player {r.player + 1}"


def _title(g: Game, cid: int | None) -> str:
    return g.card_title(cid) if cid is not None else "nothing"


def _need_card(r: Report, what: str) -> int:
    if r.card is None:
        raise IllegalAnswer(f"a {r.kind} report must name {what}")
    return r.card


def _amount(r: Report, what: str) -> None:
    if r.amount <= 0:
        raise IllegalAnswer(f"{what} must be at least 1, not {r.amount}")


def _own_character(g: Game, r: Report) -> int:
    """The character that attacked or thwarted: the player's identity or an ally they control, in play."""
    src = r.source
    assert src is not None
    if src == g.identity(r.player):
        return src
    if src in g.allies(r.player) and g.state.cards[src].controller == r.player:
        return src
    raise IllegalAnswer(f"{_title(g, src)} is not {_who(g, r)}'s identity or one of their allies in play")


def _basic(g: Game, r: Report, power: str) -> None:
    """A basic power or an ally's attack/thwart exhausts the character: it must be ready; the identity must be
    in hero form to attack or thwart."""
    src = r.source
    if src is None:
        raise IllegalAnswer(f"a basic {power} needs the character that makes it")
    if g.state.cards[src].exhausted:
        raise IllegalAnswer(f"{g.card_title(src)} is exhausted: it cannot {power} (Rules Reference 'Exhaust')")
    if src == g.identity(r.player) and g.form(r.player) != "hero":
        raise IllegalAnswer(f"{g.card_title(src)} is in alter-ego form: only a hero can {power} "
                            "(Rules Reference 'Basic Powers')")
    if g.stat(src, power) is None:
        raise IllegalAnswer(f"{g.card_title(src)} has no {power.upper()[:3]} value: it cannot {power}")


def _damage(g: Game, r: Report) -> None:
    target = _need_card(r, "the enemy damaged")
    _amount(r, "damage")
    if target not in g.enemies():
        raise IllegalAnswer(f"{_title(g, target)} is not the villain or a minion in play: it cannot be damaged here")
    if r.attack or r.basic:
        if r.source is None:
            raise IllegalAnswer("an attack report must name the character that attacks (hero or ally)")
        _own_character(g, r)
        if r.source == g.identity(r.player) and g.form(r.player) != "hero":
            raise IllegalAnswer(f"{g.card_title(r.source)} is in alter-ego form: an alter-ego cannot attack")
        if r.basic:
            _basic(g, r, "attack")
        guards = [m for m in g.minions(r.player) if g.has_keyword(m, "guard")]
        if target in g.villains() and guards:
            raise IllegalAnswer(f"guard: {g.card_title(guards[0])} is engaged with {_who(g, r)}, who cannot "
                                f"attack {g.card_title(target)} (Rules Reference 'Guard')")


def _thwart(g: Game, r: Report) -> None:
    scheme = _need_card(r, "the scheme")
    _amount(r, "threat removed")
    if scheme not in g.schemes():
        raise IllegalAnswer(f"{_title(g, scheme)} is not a scheme in play")
    if r.source is not None:
        _own_character(g, r)
        if r.source == g.identity(r.player) and g.form(r.player) != "hero":
            raise IllegalAnswer(f"{g.card_title(r.source)} is in alter-ego form: an alter-ego cannot thwart")
    if r.basic:
        _basic(g, r, "thwart")
    main = g.state.cards[scheme].zone[0] == MAIN_SCHEME
    if main and crisis_in_play(g):
        crisis = next(s for s in g.side_schemes() if g.facts(s).scheme_crisis)
        raise IllegalAnswer(f"crisis: while {g.card_title(crisis)} is in play no threat can be removed from "
                            f"{g.card_title(scheme)} (Rules Reference 'Crisis')")
    patrol = [m for m in g.minions(r.player) if g.has_keyword(m, "patrol")]
    if main and r.source is not None and patrol:
        raise IllegalAnswer(f"patrol: {g.card_title(patrol[0])} is engaged with {_who(g, r)}, who cannot thwart "
                            f"{g.card_title(scheme)} (Rules Reference 'Patrol')")
    if threat_locked(g, scheme):
        raise IllegalAnswer(f"no threat can be removed from {g.card_title(scheme)} now (a card in play forbids it)")
    if g.state.cards[scheme].threat <= 0:
        raise IllegalAnswer(f"{g.card_title(scheme)} has no threat to remove")


def _ally(g: Game, r: Report) -> None:
    if not r.code or r.code not in g.db.facts:
        raise IllegalAnswer(f"unknown card code {r.code!r}: name the ally by its card code")
    f = g.db.card(r.code)
    if f.type_code != "ally":
        raise IllegalAnswer(f"{f.name} ({r.code}) is not an ally")
    mine = [a for a in g.allies(r.player) if g.state.cards[a].controller == r.player]
    limit = ally_limit(g, r.player)
    if len(mine) >= limit:
        raise IllegalAnswer(f"{_who(g, r)} already controls {len(mine)} allies, the ally limit ({limit}): "
                            "discard one first (Rules Reference 'Allies')")
    if f.is_unique:
        names = {g.facts(c).name for c in g.characters()}
        if f.name in names:
            raise IllegalAnswer(f"{f.name} is unique and already in play (Rules Reference 'Unique')")


def _defeated(g: Game, r: Report) -> None:
    cid = _need_card(r, "the ally or minion defeated")
    if cid in g.minions():
        return
    if cid in g.allies(r.player):
        return
    raise IllegalAnswer(f"{_title(g, cid)} is not a minion in play or one of {_who(g, r)}'s allies")


def _discard(g: Game, r: Report) -> None:
    cid = _need_card(r, "the card discarded")
    if not g.is_in_play(cid):
        raise IllegalAnswer(f"{_title(g, cid)} is not in play")
    t = g.facts(cid).type_code
    mine = cid in g.allies(r.player) or (t == "obligation" and g.state.cards[cid].zone == (PLAY, r.player))
    if not (mine or t in ("minion", "attachment", "environment", "side_scheme")):
        raise IllegalAnswer(f"{_title(g, cid)} ({t.replace('_', ' ')}) cannot be discarded by a report: only an "
                            "ally, a minion, an attachment, an environment, a side scheme or your obligation")
    if is_permanent(g, cid):
        raise IllegalAnswer(f"{g.card_title(cid)} is permanent: it cannot leave play (Civil War rulebook)")


def _status(g: Game, r: Report) -> None:
    cid = _need_card(r, "the character")
    if not r.status:
        raise IllegalAnswer("a status report must name the status card: stunned, confused or tough")
    if r.amount not in (1, -1):
        raise IllegalAnswer("a status report gives (amount 1) or removes (amount -1) one status card")
    if cid not in g.characters():
        raise IllegalAnswer(f"{_title(g, cid)} is not a character in play: it cannot have status cards")
    have = getattr(g.state.cards[cid], r.status)
    if r.amount > 0:
        most = status_limit(g, cid, r.status)
        if most == 0:
            raise IllegalAnswer(f"{g.card_title(cid)} is stalwart: it cannot be {r.status} "
                                "(Rules Reference 'Stalwart')")
        if have >= most:
            raise IllegalAnswer(f"{g.card_title(cid)} already has {have} {r.status} status card"
                                f"{'s' * (have != 1)}, the most it can have (Rules Reference 'Status Cards')")
    elif have <= 0:
        raise IllegalAnswer(f"{g.card_title(cid)} has no {r.status} status card to remove")


def _form(g: Game, r: Report) -> None:
    p = r.player
    if g.state.phase != "player" or g.state.active_player != p:
        raise IllegalAnswer(f"{_who(g, r)} can change form only during their own turn (Rules Reference "
                            "'Change Form')")
    if g.state.players[p].changed_form_this_turn:
        raise IllegalAnswer(f"{_who(g, r)} has already changed form this turn (once per turn, Rules Reference "
                            "'Change Form')")


def _hit_points(g: Game, r: Report) -> None:
    cid = _need_card(r, "the identity or ally")
    if r.amount == 0:
        raise IllegalAnswer("a hit point report must lose (negative) or heal (positive) at least 1")
    if cid != g.identity(r.player) and cid not in g.allies(r.player):
        raise IllegalAnswer(f"{_title(g, cid)} is not {_who(g, r)}'s identity or one of their allies")
    if r.amount > 0 and g.state.cards[cid].damage == 0:
        raise IllegalAnswer(f"{g.card_title(cid)} has no damage to heal")


def _minion(g: Game, r: Report) -> None:
    cid = _need_card(r, "the minion put into play")
    if g.is_in_play(cid):
        raise IllegalAnswer(f"{g.card_title(cid)} is already in play")
    if g.db.card(g.state.cards[cid].code).type_code != "minion":
        raise IllegalAnswer(f"{g.card_title(cid)} is not a minion")


_CHECKS = {
    ReportKind.DAMAGE: _damage, ReportKind.THWART: _thwart, ReportKind.ALLY: _ally, ReportKind.DEFEATED: _defeated,
    ReportKind.DISCARD: _discard, ReportKind.STATUS: _status, ReportKind.FORM: _form,
    ReportKind.HIT_POINTS: _hit_points, ReportKind.MINION: _minion,
}

__all__ = ["check"]
