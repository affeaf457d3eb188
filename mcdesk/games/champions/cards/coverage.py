"""Card coverage: how much of each pack the engine plays by the rules (``mcdesk cards coverage``).

Every card face (a two-faced card's faces are counted separately, as each has its own script) falls in one
of four groups:

tested
    It has a script, and a card test mentions it: some ``tests/champions/cards/test_*.py`` holds a string that is
    exactly its code, name or title (``h.add("Daredevil")``, ``"01002"``), or sets a table up with its
    scenario (``Harness(scenario="klaw", villain_stage=1)`` mentions Klaw's first main scheme and the villain
    stages it puts in play; see :func:`mentioned_in_tests`). Found by reading the tests' source (Python's
    ``ast``), not by running them, so it is a claim that a test exercises the card, not proof that every
    sentence of it is tested. Generic tests that walk over every card
    (facts, generated rules text, deck building, this module) do not count. When the ``tests`` folder is
    not there (an installed mcdesk), nothing can count as tested.
scripted
    It has a script that no card test mentions.
facts only
    No script, and none needed: the engine enforces everything the card does from its facts. That is the
    case when its official text is empty or nothing but keywords the engine enforces
    (:data:`ENFORCED_KEYWORDS`) with their reminder text, and it has no star ability — vanilla allies and
    minions, plain resources, keyword-only cards, and main schemes whose text is only what the engine does
    for every scenario (:func:`engine_text`). This needs the card's MarvelCDB text: from ``--data``
    (a MarvelCDB folder or JSON file), else from the user's imported cards; without text a card without a
    script cannot be judged and counts as unsupported.
unsupported
    Everything else: a card with abilities and no script, or a card the database does not have.

"Covered" is tested plus facts only.
"""

from __future__ import annotations

import ast
import re
from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass, field
from pathlib import Path

from ....io import marvelcdb, userdata
from ..engine.database import CardDatabase
from .facts import CardFacts

ENFORCED_KEYWORDS = frozenset({
    "guard", "surge", "toughness", "quickstrike", "ranged", "piercing", "overkill", "patrol", "peril",
    "permanent", "restricted", "setup", "stalwart", "steady", "villainous", "incite", "retaliate", "victory",
    "hinder", "uses", "team-up", "teamwork", "max_per_deck", "max_per_player", "max_per_round",
})
"""Keywords the rules engine (or deck validation, for ``max_per_deck`` and ``team-up``) enforces from facts.
Not yet: alliance, assault, vulnerable, temporary, linked, requirement, unit_cost."""

GENERIC_TESTS = frozenset({"test_facts.py", "test_rules_text.py", "test_coverage.py", "test_deckbuilding.py"})
STAR_FIELDS = ("attack_star", "thwart_star", "defense_star", "recover_star", "scheme_star", "health_star",
               "boost_star", "escalation_threat_star")
STATUSES = ("tested", "scripted", "facts", "unsupported")
NO_TEXT = "no script, and no card text to tell whether it needs one (--data)"


@dataclass(frozen=True)
class CardCoverage:
    code: str
    name: str
    pack: str
    status: str
    why: str = ""


@dataclass
class PackCoverage:
    pack: str
    name: str
    cards: list[CardCoverage] = field(default_factory=list)

    def count(self, status: str) -> int:
        return sum(1 for c in self.cards if c.status == status)

    @property
    def covered(self) -> int:
        return self.count("tested") + self.count("facts")

    @property
    def gaps(self) -> list[CardCoverage]:
        return [c for c in self.cards if c.status in ("scripted", "unsupported")]


def default_tests_dir() -> Path | None:
    """``tests/champions/cards`` of a source checkout, or None for an installed mcdesk."""
    folder = Path(__file__).resolve().parents[4] / "tests" / "champions" / "cards"
    return folder if folder.is_dir() else None


def mentioned_in_tests(db: CardDatabase, folder: Path) -> dict[str, str]:
    """Codes of the cards a card test mentions, with the first test file doing so.

    A test mentions a card with a string that is exactly its code, name or title, or by setting a table up
    with its scenario: a call with ``scenario="klaw"`` mentions that scenario's first main scheme and its
    villain stage 0 plus each stage a ``villain_stage=N`` in the same file names (the test harness puts
    exactly those in play)."""
    by_name: dict[str, list[str]] = {}
    for f in db.facts.values():
        by_name.setdefault(f.name, []).append(f.code)
        if f.subname:
            by_name.setdefault(f.title, []).append(f.code)
    out: dict[str, str] = {}
    for path in sorted(folder.glob("test_*.py")):
        if path.name in GENERIC_TESTS:
            continue
        try:
            tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        except (OSError, SyntaxError, UnicodeDecodeError):
            continue
        scenarios: set[str] = set()
        stages = {0}
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str):
                s = node.value
                for code in [s] if s in db.facts else by_name.get(s, []):
                    out.setdefault(code, path.name)
            elif isinstance(node, ast.keyword) and isinstance(node.value, ast.Constant):
                value = node.value.value
                if node.arg == "scenario" and isinstance(value, str) and value in db.scenarios:
                    scenarios.add(value)
                elif node.arg == "villain_stage" and isinstance(value, int) and not isinstance(value, bool):
                    stages.add(value)
        for key in sorted(scenarios):
            sc = db.scenarios[key]
            for code in [*(sc.villain_stages[i] for i in sorted(stages) if 0 <= i < len(sc.villain_stages)),
                         *sc.main_schemes[:1]]:
                out.setdefault(code, path.name)
    return out


def card_status(db: CardDatabase, code: str, text: str | None, has_text: bool,
                mentioned: Mapping[str, str] | None) -> tuple[str, str]:
    """(status, why) of one card face."""
    if db.is_scripted(code):
        if mentioned is None:
            return "scripted", "no tests folder to look in"
        if code in mentioned:
            return "tested", mentioned[code]
        return "scripted", "no card test mentions it"
    f = db.facts.get(code)
    if f is None:
        return "unsupported", "not in the card database (import it: mcdesk cards import)"
    if not has_text:
        return "unsupported", NO_TEXT
    return _facts_only(db, f, text)


_CONTENTS = re.compile(r"^<b>Contents</b>:.*$", re.M)
_SCENARIO_RULES = (
    re.compile(r"<b>Setup</b>:\s*Advanced? to stage \d+B\.?", re.I),
    re.compile(r"<b>If this stage is completed, the players lose the game\.?</b>\.?", re.I),
)


def engine_text(db: CardDatabase, f: CardFacts, text: str | None) -> str | None:
    """``text`` without the sentences the engine applies to every scenario's main schemes: the contents line
    (the scenario definition says what it lists), "Setup: Advance to stage 1B." and "If this stage is
    completed, the players lose the game." (Rules Reference, Appendix II and "Main Scheme")."""
    if not text or f.type_code != "main_scheme":
        return text
    front = db.front(f.code) if f.code in db.facts else f.code
    if any(front in sc.main_schemes for sc in db.scenarios.values()):
        text = _CONTENTS.sub("", text)
    for rule in _SCENARIO_RULES:
        text = rule.sub("", text)
    return text.strip()


def _facts_only(db: CardDatabase, f: CardFacts, text: str | None) -> tuple[str, str]:
    printed = text
    text = engine_text(db, f, text)
    if not marvelcdb.is_keyword_only(text):
        return "unsupported", "has abilities and no script"
    stars = [name for name in STAR_FIELDS if getattr(f, name)]
    if stars:
        return "unsupported", f"a star ability ({', '.join(stars)}) and no script"
    kws = sorted({k for k, _ in f.keywords} - ENFORCED_KEYWORDS)
    if kws:
        return "unsupported", f"keyword(s) the engine does not enforce yet: {', '.join(kws)}"
    if f.keywords:
        return "facts", "keywords only"
    return "facts", "no text" if not printed else "only rules the engine applies to every scenario"


@dataclass
class CardSource:
    """Which cards each pack has, their names and their texts."""

    packs: dict[str, list[str]]
    names: dict[str, str]
    texts: dict[str, str | None]
    pack_names: dict[str, str] = field(default_factory=dict)


def source_from_marvelcdb(path: Path) -> CardSource:
    """Packs, names and (English) texts from MarvelCDB data: a data-repository folder or an API JSON file."""
    records = marvelcdb.read_records(path)
    raws: dict[str, dict[str, object]] = {}
    for r in records:
        code = r.data.get("code")
        if isinstance(code, str) and (code not in raws or r.nested_in is None):
            raws[code] = r.data
    packs: dict[str, list[str]] = {}
    names: dict[str, str] = {}
    texts: dict[str, str | None] = {}
    for code, rec in raws.items():
        orig = rec
        seen = {code}
        while isinstance(orig.get("duplicate_of"), str) and not isinstance(orig.get("name"), str):
            nxt = str(orig["duplicate_of"])
            if nxt in seen or nxt not in raws:
                break
            seen.add(nxt)
            orig = raws[nxt]
        packs.setdefault(str(rec.get("pack_code") or orig.get("pack_code") or "?"), []).append(code)
        names[code] = str(orig.get("real_name") or orig.get("name") or code)
        text = orig.get("real_text", orig.get("text"))
        texts[code] = text if isinstance(text, str) else None
    pack_names: dict[str, str] = {}
    packs_file = (path if path.is_dir() else path.parent) / "packs.json"
    if packs_file.is_file():
        try:
            from ....io import safejson

            for p in safejson.read(packs_file, list, "a list of packs"):
                if isinstance(p, dict) and isinstance(p.get("code"), str):
                    pack_names[p["code"]] = str(p.get("name") or p["code"])
        except (OSError, ValueError):  # pack names are a nicety: a damaged packs.json leaves the codes shown
            pass
    return CardSource(packs, names, texts, pack_names)


def source_from_database(db: CardDatabase) -> CardSource:
    """Packs and names of the database's cards; texts of the user's imported cards."""
    packs: dict[str, list[str]] = {}
    for f in db.facts.values():
        packs.setdefault(f.pack_code or "?", []).append(f.code)
    try:
        imported = userdata.load_imported()
    except userdata.UserDataError:
        imported = {}
    texts = {code: c.text for code, c in imported.items()}
    return CardSource(packs, {f.code: f.name for f in db.facts.values()}, texts)


def coverage(db: CardDatabase, source: CardSource, mentioned: Mapping[str, str] | None,
             packs: Iterable[str] | None = None) -> list[PackCoverage]:
    wanted = list(packs) if packs is not None else sorted(source.packs, key=_pack_order(source))
    out = []
    for pack in wanted:
        pc = PackCoverage(pack, source.pack_names.get(pack, pack))
        for code in sorted(source.packs.get(pack, [])):
            status, why = card_status(db, code, source.texts.get(code), code in source.texts, mentioned)
            name = db.facts[code].name if code in db.facts else source.names.get(code, code)
            pc.cards.append(CardCoverage(code, name, pack, status, why))
        out.append(pc)
    return out


def _pack_order(source: CardSource) -> Callable[[str], tuple[str, str]]:
    def key(pack: str) -> tuple[str, str]:
        codes = source.packs.get(pack) or [""]
        return (min(codes), pack)

    return key


def format_report(report: list[PackCoverage], *, gaps_for: Iterable[str] = ("core",),
                  tests_found: bool = True) -> str:
    lines = [f"{'pack':<12} {'cards':>5} {'tested':>6} {'scripted':>8} {'facts':>5} {'unsupported':>11}  covered",
             f"{'':<12} {'':>5} {'':>6} {'(no test)':>8} {'only':>5}"]
    totals = [0, 0, 0, 0, 0]
    for pc in report:
        row = [len(pc.cards), pc.count("tested"), pc.count("scripted"), pc.count("facts"), pc.count("unsupported")]
        totals = [a + b for a, b in zip(totals, row, strict=True)]
        pct = f"{100 * pc.covered / len(pc.cards):.0f}%" if pc.cards else "-"
        label = pc.pack if len(pc.pack) <= 12 else pc.pack[:11] + "~"
        lines.append(f"{label:<12} {row[0]:>5} {row[1]:>6} {row[2]:>8} {row[3]:>5} {row[4]:>11}  {pct:>7}")
    if len(report) > 1:
        pct = f"{100 * (totals[1] + totals[3]) / totals[0]:.0f}%" if totals[0] else "-"
        lines.append(f"{'all':<12} {totals[0]:>5} {totals[1]:>6} {totals[2]:>8} {totals[3]:>5} {totals[4]:>11}  "
                     f"{pct:>7}")
    if not tests_found:
        lines.append("(no tests/champions/cards folder: scripted cards cannot count as tested)")
    unjudged = sum(1 for pc in report for c in pc.cards if c.why == NO_TEXT)
    if unjudged:
        lines.append(f"({unjudged} card(s) without a script could not be judged for lack of their text: pass "
                     "--data DIR with MarvelCDB data, or import the cards)")
    by_pack = {pc.pack: pc for pc in report}
    for pack in gaps_for:
        if pack not in by_pack:
            continue
        pc = by_pack[pack]
        gaps = pc.gaps
        title = f"{pc.name} ({pack})" if pc.name != pack else pack
        if not gaps:
            lines.append(f"\n{title}: fully covered ({len(pc.cards)} card faces: {pc.count('tested')} scripted and "
                         f"tested, {pc.count('facts')} facts only)")
            continue
        lines.append(f"\n{title}: {len(gaps)} gap(s)")
        for c in gaps:
            lines.append(f"  {c.code:<8} {c.name:<32} {c.status}: {c.why}")
    return "\n".join(lines)


def run(data: Path | None = None, packs: list[str] | None = None, db: CardDatabase | None = None,
        tests: Path | None = None) -> tuple[str, list[PackCoverage]]:
    """The ``mcdesk cards coverage`` report: its text and the numbers."""
    db = db or userdata.load_user_database()
    source = source_from_marvelcdb(data) if data is not None else source_from_database(db)
    folder = tests if tests is not None else default_tests_dir()
    mentioned = mentioned_in_tests(db, folder) if folder is not None else None
    report = coverage(db, source, mentioned, packs)
    gaps_for = ["core", *(p for p in packs or [] if p != "core")]
    return format_report(report, gaps_for=gaps_for, tests_found=folder is not None), report
