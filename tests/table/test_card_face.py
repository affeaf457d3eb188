"""Card faces: generated faces for every card type, the pixmap cache, image folders and downloads."""

from __future__ import annotations

import http.server
import threading
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtGui import QColor, QImage

from mcdesk.games.champions.cards.database import default_database
from mcdesk.games.champions.cards.facts import CardFacts
from mcdesk.games.champions.engine.database import CardDatabase
from mcdesk.table.card_face import CardFaces, render_back, render_face, text_html
from mcdesk.table.items import CardItem
from mcdesk.table.view_model import CardView

RED = QColor(200, 30, 40)
BLUE = QColor(20, 60, 210)


def _spread(img: QImage) -> int:
    """How many distinct colours a coarse sample of the image has (a blank image has one)."""
    small = img.scaled(40, 56)
    return len({small.pixel(x, y) for y in range(small.height()) for x in range(small.width())})


def _solid_png(path: Path, color: QColor, w: int = 63, h: int = 88) -> None:
    img = QImage(w, h, QImage.Format.Format_RGB32)
    img.fill(color)
    assert img.save(str(path))


def _near(c: QColor, want: QColor) -> bool:
    return abs(c.red() - want.red()) + abs(c.green() - want.green()) + abs(c.blue() - want.blue()) < 30


@pytest.mark.parametrize("code", ["01001a", "01001b", "01094", "01097b", "01107", "01058", "01003", "01008",
                                  "01101", "01106", "01091", "01088"])
def test_generated_faces_are_drawn(qapp, code: str) -> None:  # type: ignore[no-untyped-def]
    db = default_database()
    facts = db.card(code)
    landscape = facts.type_code in ("main_scheme", "side_scheme")
    w, h = (280, 200) if landscape else (200, 280)
    img = render_face(facts, "Some text.", w, h)
    assert (img.width(), img.height()) == (w, h)
    assert _spread(img) > 20


def test_unknown_card_and_backs(qapp) -> None:  # type: ignore[no-untyped-def]
    assert _spread(render_face(None, "", 120, 168, code="99999")) > 5
    player, encounter = render_back("player", 120, 168), render_back("encounter", 120, 168)
    assert _spread(player) > 5 and player != encounter


def test_text_markup() -> None:
    html = text_html("Hero Action: spend a [physical] resource.\\nEach [[Drone]] minion gets +1 [per_hero] <b>")
    assert "<b>Hero Action</b>" in html and "<b><i>Drone</i></b>" in html
    assert 'src="faceicon:per_hero"' in html and 'src="faceicon:physical"' in html  # icons, not [tags]
    assert "&lt;b&gt;" in html  # card text is escaped


def test_pixmaps_are_cached_per_code_and_size(qapp) -> None:  # type: ignore[no-untyped-def]
    faces = CardFaces(max_cached=3)
    a = faces.face("01094", 100, 140)
    assert faces.face("01094", 100, 140).cacheKey() == a.cacheKey()
    assert faces.face("01094", 120, 168).size().width() == 120
    faces.face("01058", 100, 140)
    faces.face("01003", 100, 140)
    assert faces.cached_count() == 3  # least recently used dropped
    assert faces.face("01094", 100, 140).cacheKey() != a.cacheKey()


def test_official_text_for_imported_cards(qapp) -> None:  # type: ignore[no-untyped-def]
    db = CardDatabase(facts={"90001": CardFacts(code="90001", name="Imported Ally", type_code="ally", attack=1)})
    faces = CardFaces(db, official_text={"90001": "Made-up test text for an imported card."})
    assert faces.text("90001") == "Made-up test text for an imported card."
    built_in = CardFaces()
    assert "Spider-Sense" in built_in.text("01001a")  # generated rules text of a built-in card
    assert faces.text("nope") == ""


def test_image_folder_is_used_instead(qapp, tmp_path: Path) -> None:  # type: ignore[no-untyped-def]
    _solid_png(tmp_path / "01094.png", RED)
    faces = CardFaces(image_dir=tmp_path)
    assert faces.has_image("01094") and not faces.has_image("01058")
    pm = faces.face("01094", 63, 88).toImage()
    assert _near(pm.pixelColor(30, 40), RED)
    assert not _near(faces.face("01058", 63, 88).toImage().pixelColor(30, 40), RED)
    # a landscape slot turns a portrait image
    land = faces.face("01094", 88, 63)
    assert (land.width(), land.height()) == (88, 63)


class _Handler(http.server.BaseHTTPRequestHandler):
    png = b""
    hits: list[str] = []

    def do_GET(self) -> None:  # noqa: N802
        type(self).hits.append(self.path)
        if self.path == "/cards/01094.png":
            self.send_response(200)
            self.send_header("Content-Type", "image/png")
            self.send_header("Content-Length", str(len(self.png)))
            self.end_headers()
            self.wfile.write(self.png)
        elif self.path == "/cards/01058.png":
            body = b"not an image"
            self.send_response(200)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)
        else:
            self.send_error(404)

    def log_message(self, *args: object) -> None:
        pass


@pytest.fixture()
def server(tmp_path: Path) -> Iterator[str]:
    src = tmp_path / "src.png"
    _solid_png(src, BLUE)
    _Handler.png = src.read_bytes()
    _Handler.hits = []
    httpd = http.server.ThreadingHTTPServer(("127.0.0.1", 0), _Handler)
    thread = threading.Thread(target=httpd.serve_forever, daemon=True)
    thread.start()
    try:
        yield f"http://127.0.0.1:{httpd.server_address[1]}/cards/{{code}}.png"
    finally:
        httpd.shutdown()
        httpd.server_close()
        thread.join(5)


def test_download_on_demand(qtbot, tmp_path: Path, server: str) -> None:  # type: ignore[no-untyped-def]
    cache = tmp_path / "cache"
    faces = CardFaces(url_template=server, cache_dir=cache)
    card = CardView(1, "01094", "Rhino (I)", "villain", "villain")
    item = CardItem(card, 63, 88, faces)
    with qtbot.waitSignal(faces.image_ready, timeout=5000) as blocker:
        first = faces.face("01094", 63, 88)  # the generated face now; the download starts
        assert not _near(first.toImage().pixelColor(30, 40), BLUE)
        assert "01094" in faces.downloading()
        faces.face("01094", 63, 88)  # asked again while downloading: no second request
    assert blocker.args == ["01094"]
    assert _Handler.hits == ["/cards/01094.png"]
    assert (cache / "01094.png").is_file()  # cached on disk
    assert _near(faces.face("01094", 63, 88).toImage().pixelColor(30, 40), BLUE)
    assert _near(item.pixmap(63).toImage().pixelColor(30, 40), BLUE)  # the item draws the image now
    # a new session finds it in the disk cache without downloading
    again = CardFaces(url_template=server, cache_dir=cache)
    assert _near(again.face("01094", 63, 88).toImage().pixelColor(30, 40), BLUE)
    assert not again.downloading() and _Handler.hits == ["/cards/01094.png"]


@pytest.mark.parametrize("code", ["01058", "01003"])  # not an image; not found
def test_failed_download_keeps_the_generated_face(qtbot, tmp_path: Path, server: str, code: str) -> None:  # type: ignore[no-untyped-def]
    faces = CardFaces(url_template=server, cache_dir=tmp_path / "cache")
    generated = faces.generated(code, 63, 88).toImage()
    with qtbot.waitSignal(faces.image_failed, timeout=5000) as blocker:
        faces.face(code, 63, 88)
    assert blocker.args[0] == code and blocker.args[1]
    assert faces.failed(code)
    assert faces.face(code, 63, 88).toImage() == generated
    assert not faces.request(code)  # not retried this session
    assert not list((tmp_path / "cache").glob(f"{code}.*"))
