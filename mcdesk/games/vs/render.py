"""Draw a Vs. System game's table view to a PNG with Pillow (``mcdesk render --game vs``), no window needed.

Each player's area shows its zones as labelled boxes holding cards: name, ATK/DEF, wounds and counters;
exhausted cards are drawn turned, stunned and face-down cards dark.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from PIL import Image, ImageDraw

from .view import table_view

if TYPE_CHECKING:
    from .engine.game import Game


def render_png(game: Game, out: Path, width: int, height: int) -> tuple[int, int]:
    view = table_view(game)
    img = Image.new("RGB", (width, height), (34, 70, 52))
    draw = ImageDraw.Draw(img)
    n = max(1, len(view.players))
    area_h = height // n
    cw, ch = 90, 56
    for pi, pl in enumerate(view.players):
        top = pi * area_h
        draw.rectangle((4, top + 4, width - 4, top + area_h - 4), outline=(200, 200, 160))
        title = f"{pl.name}: {pl.identity_name} ({pl.form}) {pl.hp}/{pl.max_hp}" + (" OUT" if pl.eliminated else "")
        draw.text((12, top + 8), title, fill=(255, 255, 220))
        y = top + 26
        for row in view.arrangement.player_rows:
            x = 12
            for slot in row:
                z = view.zone(f"p{pl.index}:{slot.name}")
                draw.text((x, y), f"{z.label} ({z.count})", fill=(230, 230, 200))
                shown = z.cards if z.kind != "hand" or pl.index == view.hand_player else ()
                for k, cid in enumerate(shown[:12]):
                    c = view.card(cid)
                    bx, by = x + k * (cw + 4), y + 14
                    w, h = (ch, cw) if c.exhausted else (cw, ch)
                    fill = (60, 60, 70) if c.face_down else (235, 232, 220)
                    draw.rectangle((bx, by, bx + w, by + h), fill=fill, outline=(20, 20, 20))
                    ink = (230, 230, 230) if c.face_down else (10, 10, 10)
                    draw.text((bx + 3, by + 2), c.name[:14], fill=ink)
                    if c.stats:
                        draw.text((bx + 3, by + 16), f"{c.stat('attack')}/{c.stat('defense')}", fill=ink)
                    toks = " ".join(f"{k2}:{v}" for k2, v in c.extra_tokens)
                    if toks:
                        draw.text((bx + 3, by + 30), toks[:16], fill=(200, 30, 30))
                x += max(1, min(len(shown), 12)) * (cw + 4) + 24
                x = min(x, width - 100)
            y += cw + 22
            if y > top + area_h - 20:
                break
    img.save(out)
    return width, height
