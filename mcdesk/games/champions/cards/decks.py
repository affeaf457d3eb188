"""Built-in decks: ready-made legal decks in the spirit of the core set's starter decks."""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.game import GameSetup, PlayerSetup


@dataclass(frozen=True)
class BuiltinDeck:
    key: str
    name: str
    identity: str
    cards: tuple[tuple[str, int], ...]
    """(code, copies) — the identity-specific set first, then the aspect and basic cards."""

    def codes(self) -> tuple[str, ...]:
        return tuple(code for code, n in self.cards for _ in range(n))


SPIDER_MAN_JUSTICE = BuiltinDeck(
    key="spider-man-justice",
    name="Spider-Man (Justice starter)",
    identity="01001a",
    cards=(
        # Spider-Man's identity-specific set.
        ("01002", 1), ("01003", 2), ("01004", 2), ("01005", 3), ("01006", 1), ("01007", 2), ("01008", 2),
        ("01009", 2),
        # Justice.
        ("01058", 1), ("01059", 1), ("01060", 3), ("01061", 3), ("01062", 2), ("01063", 2), ("01064", 2),
        ("01065", 2),
        # Basic.
        ("01083", 1), ("01084", 1), ("01085", 2), ("01086", 1), ("01087", 2), ("01088", 1), ("01089", 1),
        ("01090", 1), ("01091", 1), ("01092", 1), ("01093", 2),
    ),
)

CAPTAIN_MARVEL_LEADERSHIP = BuiltinDeck(
    key="captain-marvel-leadership",
    name="Captain Marvel (Leadership starter)",
    identity="01010a",
    cards=(
        ("01011", 1), ("01012", 3), ("01013", 3), ("01014", 2), ("01015", 1), ("01016", 1), ("01017", 2),
        ("01018", 2),
        ("01066", 1), ("01067", 1), ("01068", 1), ("01069", 3), ("01070", 3), ("01071", 3), ("01072", 2),
        ("01073", 1), ("01074", 3),
        ("01084", 1), ("01085", 2), ("01086", 1), ("01087", 2), ("01088", 1), ("01089", 1), ("01090", 1),
        ("01091", 1), ("01092", 1),
    ),
)

SHE_HULK_AGGRESSION = BuiltinDeck(
    key="she-hulk-aggression",
    name="She-Hulk (Aggression starter)",
    identity="01019a",
    cards=(
        ("01020", 1), ("01021", 1), ("01022", 2), ("01023", 2), ("01024", 3), ("01025", 1), ("01026", 1),
        ("01027", 2), ("01028", 2),
        ("01050", 1), ("01051", 1), ("01052", 3), ("01053", 3), ("01054", 3), ("01055", 2), ("01056", 3),
        ("01057", 3),
        ("01083", 1), ("01085", 2), ("01086", 1), ("01087", 2), ("01088", 1), ("01089", 1), ("01090", 1),
        ("01092", 1), ("01093", 1),
    ),
)

IRON_MAN_AGGRESSION = BuiltinDeck(
    key="iron-man-aggression",
    name="Iron Man (Aggression starter)",
    identity="01029a",
    cards=(
        ("01030", 1), ("01031", 3), ("01032", 2), ("01033", 1), ("01034", 1), ("01035", 1), ("01036", 1),
        ("01037", 1), ("01038", 2), ("01039", 2),
        ("01050", 1), ("01051", 1), ("01052", 2), ("01053", 2), ("01054", 3), ("01055", 2), ("01056", 2),
        ("01057", 3),
        ("01083", 1), ("01084", 1), ("01085", 2), ("01086", 1), ("01087", 2), ("01088", 1), ("01089", 1),
        ("01090", 1), ("01091", 1), ("01092", 1), ("01093", 2),
    ),
)

BLACK_PANTHER_PROTECTION = BuiltinDeck(
    key="black-panther-protection",
    name="Black Panther (Protection starter)",
    identity="01040a",
    cards=(
        ("01041", 1), ("01042", 1), ("01043a", 1), ("01043b", 1), ("01043c", 1), ("01043d", 2), ("01044", 3),
        ("01045", 1), ("01046", 1), ("01047", 1), ("01048", 1), ("01049", 1),
        ("01075", 1), ("01076", 1), ("01077", 2), ("01078", 3), ("01079", 2), ("01080", 2), ("01081", 2),
        ("01082", 3),
        ("01083", 1), ("01084", 1), ("01085", 2), ("01086", 1), ("01087", 2), ("01088", 1), ("01089", 1),
        ("01090", 1), ("01091", 1), ("01092", 1), ("01093", 2),
    ),
)

TIGRA_AGGRESSION = BuiltinDeck(
    key="tigra-aggression",
    name="Tigra (Aggression starter, Civil War)",
    identity="56001a",
    cards=(
        # Tigra's identity-specific set (the Civil War rulebook's starter decklist).
        ("56002", 1), ("56003", 1), ("56004", 1), ("56005", 2), ("56006", 2), ("56007", 3), ("56008", 3),
        ("56009", 2),
        # Aggression.
        ("56010", 1), ("56011", 1), ("56012", 3), ("56013", 3), ("56014", 3), ("56015", 3), ("56016", 3),
        ("56017", 3), ("56018", 1),
        # Basic.
        ("56019", 1), ("56020", 1), ("56021", 1), ("56022", 1),
    ),
)

HULKLING_PROTECTION = BuiltinDeck(
    key="hulkling-protection",
    name="Hulkling (Protection starter, Civil War)",
    identity="56029a",
    cards=(
        # Hulkling's identity-specific set (the Civil War rulebook's starter decklist).
        ("56030", 1), ("56031", 1), ("56032", 1), ("56033", 1), ("56034", 1), ("56035", 1), ("56036", 1),
        ("56037", 3), ("56038", 2), ("56039", 2), ("56040", 1),
        # Protection.
        ("56041", 1), ("56042", 1), ("56043", 1), ("56044", 1), ("56045", 1), ("56046", 3), ("56047", 3),
        ("56048", 3), ("56049", 3), ("56050", 3), ("56051", 1),
        # Basic.
        ("56052", 1), ("56053", 3),
    ),
)

BUILTIN_DECKS: dict[str, BuiltinDeck] = {
    d.key: d
    for d in (SPIDER_MAN_JUSTICE, CAPTAIN_MARVEL_LEADERSHIP, SHE_HULK_AGGRESSION, IRON_MAN_AGGRESSION,
              BLACK_PANTHER_PROTECTION, TIGRA_AGGRESSION, HULKLING_PROTECTION)
}


def default_setup() -> GameSetup:
    """The default game: Spider-Man with a core-set deck against Rhino, standard mode, Bomb Scare."""
    deck = SPIDER_MAN_JUSTICE
    return GameSetup(players=(PlayerSetup(deck.identity, deck.codes(), "Spider-Man"),), scenario="rhino",
                     modular_sets=("bomb_scare",))
