#!/usr/bin/env python3
"""Generate ``mcdesk/games/legendary/cards/data/core.json`` (Legendary base-set card facts) from the
marvel-legendary-json data in ``../shared/legendary/sets``.

Usage::

    python3 tools/gen_legendary_facts.py [--source DIR] [--out FILE]

Only facts are written: names, hero classes, teams, rarities and copies, costs, printed attack and recruit,
villain attack and victory points, quantities, which cards a group or mastermind has, and which group a
mastermind always leads (a setup fact). The printed ability text is never written: each built-in card's rules
text is generated from its script (``mcdesk/games/legendary/cards/scripts``).
"""

from __future__ import annotations

import argparse
import json
import re
import sys
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
DEFAULT_SOURCE = ROOT.parent / "shared" / "legendary" / "sets"
DEFAULT_OUT = ROOT / "mcdesk" / "games" / "legendary" / "cards" / "data" / "core.json"

HERO_CLASSES = {1: "covert", 2: "instinct", 3: "ranged", 4: "strength", 5: "tech"}
TEAMS = {0: "", 1: "avengers", 2: "shield", 3: "spider_friends", 4: "x_men"}
COPIES_BY_RARITY = {1: 5, 2: 3, 3: 1}


def slug(name: str) -> str:
    s = name.lower().replace("'", "").replace("’", "")
    return re.sub(r"[^a-z0-9]+", "_", s).strip("_")


def printed(value: Any) -> tuple[int, bool]:
    """A printed value such as "2", "0+" or "3*": (number, whether the card adds to it)."""
    if value in (None, ""):
        return 0, False
    text = str(value)
    digits = re.sub(r"[^0-9]", "", text)
    return (int(digits) if digits else 0), ("+" in text or "*" in text)


def always_leads(card: dict[str, Any]) -> str:
    """The group named in a mastermind's "Always Leads" line (a setup fact, not rules text)."""
    for line in card.get("abilities") or []:
        parts = line if isinstance(line, list) else [line]
        flat = "".join(p if isinstance(p, str) else str(next(iter(p.values()), "")) for p in parts)
        if flat.startswith("Always Leads"):
            return flat.split(":", 1)[1].strip()
    raise ValueError(f"mastermind {card.get('name')!r} has no Always Leads line")


def build(source: Path) -> dict[str, Any]:
    core = json.loads((source / "CoreSet.json").read_text(encoding="utf-8"))
    heroes = []
    for h in core["heroes"]:
        cards = []
        for c in h["cards"]:
            attack, attack_plus = printed(c.get("attack"))
            recruit, recruit_plus = printed(c.get("recruit"))
            cards.append({
                "code": f"{slug(h['name'])}.{slug(c['name'])}", "name": c["name"],
                "hero_class": HERO_CLASSES[c["hc"]], "rarity": c["rarity"], "copies": COPIES_BY_RARITY[c["rarity"]],
                "cost": c["cost"], "attack": attack if c.get("attack") is not None else None,
                "attack_plus": attack_plus, "recruit": recruit if c.get("recruit") is not None else None,
                "recruit_plus": recruit_plus,
            })
        heroes.append({"code": slug(h["name"]), "name": h["name"], "team": TEAMS[h["team"]], "cards": cards})
    masterminds = []
    for m in core["masterminds"]:
        main, *tactics = m["cards"]
        masterminds.append({
            "code": slug(m["name"]), "name": m["name"], "attack": int(m["vAttack"]), "vp": int(m["vp"]),
            "always_leads": always_leads(main),
            "tactics": [{"code": f"{slug(m['name'])}.{slug(t['name'])}", "name": t["name"]} for t in tactics],
        })
    villains = []
    for g in core["villains"]:
        cards = []
        for c in g["cards"]:
            attack, attack_star = printed(c["vAttack"])
            vp, vp_plus = printed(c["vp"])
            cards.append({"code": f"{slug(g['name'])}.{slug(c['name'])}", "name": c["name"], "copies": c["qtd"],
                          "attack": attack, "attack_star": attack_star or c["vAttack"] == "*", "vp": vp,
                          "vp_plus": vp_plus})
        villains.append({"code": slug(g["name"]), "name": g["name"], "cards": cards})
    henchmen = [{"code": slug(h["name"]), "name": h["name"], "copies": 10, "attack": int(h["vAttack"]),
                 "vp": int(h["vp"])} for h in core["henchmen"]]
    schemes = []
    for s in core["schemes"]:
        name = s["name"]
        if name.endswith(", The"):  # the source files "The Legacy Virus" as "Legacy Virus, The"
            name = "The " + name[: -len(", The")]
        schemes.append({"code": slug(name), "name": name})
    return {"set": "core", "name": "Legendary: A Marvel Deck Building Game (core set)", "heroes": heroes,
            "masterminds": masterminds, "villain_groups": villains, "henchmen": henchmen, "schemes": schemes,
            "basic": BASIC_CARDS}


# The basic cards every game uses (rulebook "General Game Setup": starting decks and game stacks). Their numbers
# are printed facts: an Agent gives 1 recruit, a Trooper 1 attack, an Officer costs 3 and gives 2 recruit.
BASIC_CARDS = [
    {"code": "shield_agent", "name": "S.H.I.E.L.D. Agent", "kind": "hero", "team": "shield", "cost": 0,
     "recruit": 1},
    {"code": "shield_trooper", "name": "S.H.I.E.L.D. Trooper", "kind": "hero", "team": "shield", "cost": 0,
     "attack": 1},
    {"code": "shield_officer", "name": "S.H.I.E.L.D. Officer", "kind": "hero", "team": "shield", "cost": 3,
     "recruit": 2, "copies": 30},
    {"code": "wound", "name": "Wound", "kind": "wound", "copies": 30},
    {"code": "bystander", "name": "Bystander", "kind": "bystander", "vp": 1, "copies": 30},
    {"code": "master_strike", "name": "Master Strike", "kind": "master_strike", "copies": 5},
    {"code": "scheme_twist", "name": "Scheme Twist", "kind": "scheme_twist", "copies": 11},
]


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    ap.add_argument("--source", type=Path, default=DEFAULT_SOURCE)
    ap.add_argument("--out", type=Path, default=DEFAULT_OUT)
    args = ap.parse_args(argv)
    if not (args.source / "CoreSet.json").exists():
        print(f"no CoreSet.json in {args.source}", file=sys.stderr)
        return 2
    args.out.parent.mkdir(parents=True, exist_ok=True)
    args.out.write_text(json.dumps(build(args.source), indent=1, ensure_ascii=False) + "\n", encoding="utf-8")
    print(f"wrote {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
