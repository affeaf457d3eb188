"""Help: the keyboard and mouse shortcuts, and a glossary of the game's keywords, icons and status cards.

The glossary's explanations are mcdesk's own short summaries, written for this program; they are not the
cards' or the rules' official text.
"""

from __future__ import annotations

import html

from PySide6.QtCore import QUrl
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QDialog, QDialogButtonBox, QTextBrowser, QVBoxLayout, QWidget

from .widgets import asset_pixmap

GLOSSARY_TITLE = "Glossary (Marvel Champions)"
"""Its entries are Marvel Champions' only: a Vs. System or Legendary player must not look for their terms there."""

SHORTCUTS: tuple[tuple[str, str], ...] = (
    ("Ctrl+N", "New game…"),
    ("Ctrl+O", "Open a saved game or a replay log…"),
    ("Ctrl+S / Ctrl+Shift+S", "Save / Save as…"),
    ("Ctrl+E", "Export the table as an image…"),
    ("Ctrl+Z / Ctrl+Shift+Z", "Undo / redo the last decision (with autopilot seats: back to your last decision)"),
    ("Alt+Left / Alt+Right", "Replay: step back / forward one decision"),
    ("Alt+Home / Alt+End", "Replay: go to the game's first / last decision"),
    ("F", "Free table on or off (move cards, tokens and status cards by hand)"),
    ("Ctrl+H", "Suggest a move (when the autopilot is installed)"),
    ("Ctrl+P", "Pause or resume the autopilot's seats"),
    ("0 or Ctrl+0", "Fit the whole table in the window"),
    ("+ / − or Ctrl++ / Ctrl+−", "Zoom in / out"),
    ("Mouse wheel", "Zoom about the pointer"),
    ("Drag the background", "Pan the table"),
    ("Drag a card from your hand", "Play it (drop it anywhere on the table)"),
    ("Double-click a card", "Play it from hand, or do the one thing the game allows with it"),
    ("Space or Enter", "The primary answer: End your turn, Pass, Done, Keep, Continue (the button on the "
                       "Decision panel's bar)"),
    ("Esc", "Back out of a choice in progress (paying for a card, choosing its target or an amount)"),
    ("Click a glowing card", "Do what it can do now (a target, a defender, a card to pay with, an attack, an "
                             "ability); when it can do several things, a small menu at the card lists them"),
    ("Double-click or right-click a pile", "Look through a discard pile, the encounter discard or the victory "
                                           "display"),
    ("Right-click a card", "Everything the game allows with it now; on a free table, changes by hand"),
    ("Hover a card", "A large preview with its current values"),
    ("F1", "This list"),
)

GLOSSARY: tuple[tuple[str, tuple[tuple[str, str | None, str], ...]], ...] = (
    ("Resources", (
        ("Energy", "resources/energy.svg", "One of the three resource types. Cards in hand show the resources "
                                           "they give when discarded to pay a cost."),
        ("Mental", "resources/mental.svg", "A resource type; some costs ask for it specifically."),
        ("Physical", "resources/physical.svg", "A resource type; some costs ask for it specifically."),
        ("Wild", "resources/wild.svg", "Counts as any one resource type of your choice."),
    )),
    ("Tokens", (
        ("Damage", "tokens/damage.svg", "Marks damage on a character. When it reaches the character's hit "
                                        "points, the character is defeated."),
        ("Threat", "tokens/threat.svg", "Marks the villain's progress on a scheme. A main scheme whose threat "
                                        "reaches its target advances (and at its last stage the players lose)."),
        ("All-purpose counter", "tokens/all_purpose.svg", "Counts whatever a card tracks: its uses, a "
                                                          "countdown, and so on."),
        ("Acceleration", "tokens/acceleration.svg", "Each adds one more threat to the main scheme every villain "
                                                    "phase."),
    )),
    ("Status cards", (
        ("Stunned", "status/stunned.svg", "The next time this character would attack, it does not; the stunned "
                                          "card is discarded instead."),
        ("Confused", "status/confused.svg", "The next time this character would thwart or scheme, it does not; "
                                            "the confused card is discarded instead."),
        ("Tough", "status/tough.svg", "The next time this character would take damage, none is taken; the "
                                      "tough card is discarded instead."),
    )),
    ("Icons", (
        ("Per player", "keywords/per_player.svg", "Multiply the number by the number of players who started "
                                                  "the game."),
        ("Boost", "keywords/boost.svg", "Each boost icon on a card dealt facedown to an enemy adds 1 to its "
                                        "attack or scheme when it is flipped."),
        ("Star", "keywords/star.svg", "The card has a special boost ability or something that deserves a "
                                      "look when it is flipped."),
        ("Acceleration icon", "keywords/acceleration.svg", "While this side scheme is in play, one more threat "
                                                           "goes on the main scheme each villain phase."),
        ("Crisis", "keywords/crisis.svg", "While this side scheme is in play, no threat can be removed from the "
                                          "main scheme."),
        ("Hazard", "keywords/hazard.svg", "While this side scheme is in play, one more encounter card is dealt "
                                          "each villain phase."),
        ("Amplify", "keywords/amplify.svg", "Each amplify icon on a scheme in play adds one to every boost card "
                                            "flipped."),
    )),
    ("Keywords", (
        ("Guard", "keywords/guard.svg", "While a minion with guard is engaged with you, you cannot attack the "
                                        "villain."),
        ("Patrol", "keywords/patrol.svg", "While a minion with patrol is engaged with you, you cannot thwart the "
                                          "main scheme."),
        ("Surge", None, "After this encounter card is revealed, reveal one more."),
        ("Toughness", "keywords/toughness.svg", "The card enters play with a tough status card."),
        ("Quickstrike", "keywords/quickstrike.svg", "The minion attacks you right away when it engages you (if you "
                                                    "are a hero)."),
        ("Ranged", "keywords/ranged.svg", "The attack ignores retaliate."),
        ("Piercing", "keywords/piercing.svg", "The attack first discards the target's tough status cards."),
        ("Overkill", "keywords/overkill.svg", "Damage beyond what defeats the target carries over to its hero or "
                                              "the villain."),
        ("Retaliate X", "keywords/retaliate.svg", "After this character is attacked, it deals X damage to the "
                                                  "attacker."),
        ("Stalwart", "keywords/stalwart.svg", "Cannot be stunned or confused."),
        ("Steady", "keywords/steady.svg", "Can hold two stunned and two confused cards; each use discards one."),
        ("Incite X", None, "When this side scheme enters play, place X more threat on the main scheme."),
        ("Hinder X", None, "The card enters play with X threat on it (often per player)."),
        ("Peril", None, "The player resolving this card decides alone: the others cannot help."),
        ("Villainous", None, "When this minion activates, it gets a boost card like the villain."),
        ("Victory X", None, "When defeated, the card goes to the victory display."),
        ("Uses (X counters)", None, "The card enters play with X counters; it is discarded when the last one "
                                    "is spent."),
        ("Permanent", None, "The card cannot leave play."),
        ("Restricted", None, "A player can control at most two restricted cards at once."),
        ("Setup", None, "The card starts the game in play."),
        ("Team-Up", None, "Can be played only while both named characters are in play."),
        ("Teamwork (trait)", None, "When this minion engages you while another minion with that trait is in "
                                   "play, it activates against you at once."),
        ("Max X per deck / per player", None, "At most X copies of the card in a deck, or under one player's "
                                              "control."),
    )),
    ("Timing", (
        ("Action", None, "Used or played in your own turn, whenever you like."),
        ("Interrupt", None, "Used while something is about to happen, before it does; it may change or stop it."),
        ("Response", None, "Used right after something happened."),
        ("Forced", None, "A forced interrupt or response resolves by itself every time its moment comes."),
        ("Resource", None, "An ability that gives resources while you pay a cost."),
        ("When revealed", None, "Resolves when an encounter card is revealed."),
        ("Hero / Alter-ego action", None, "Usable only in that form."),
    )),
)


def shortcuts_html() -> str:
    rows = "".join(f"<tr><td style='padding:3px 14px 3px 0;color:#ffca28'><b>{html.escape(k)}</b></td>"
                   f"<td style='padding:3px 0'>{html.escape(v)}</td></tr>" for k, v in SHORTCUTS)
    return f"<h2>Shortcuts</h2><table>{rows}</table>"


def glossary_html() -> str:
    parts = [f"<h2>{GLOSSARY_TITLE}</h2><p style='color:#90a4ae'>Short explanations in mcdesk's own words; "
             "the rules reference has the full story. The Vs. System 2PCG and Legendary are not covered here.</p>"]
    for section, entries in GLOSSARY:
        parts.append(f"<h3 style='color:#ffca28'>{html.escape(section)}</h3><table>")
        for term, icon, text in entries:
            img = f"<img src='asset:{icon}' width='22' height='22'/>" if icon else ""
            parts.append(f"<tr><td style='padding:3px 6px 3px 0' width='26'>{img}</td>"
                         f"<td style='padding:3px 12px 3px 0' width='170'><b>{html.escape(term)}</b></td>"
                         f"<td style='padding:3px 0'>{html.escape(text)}</td></tr>")
        parts.append("</table>")
    return "".join(parts)


def help_browser(text: str) -> QTextBrowser:
    browser = QTextBrowser()
    doc = browser.document()
    for _section, entries in GLOSSARY:
        for _term, icon, _text in entries:
            if icon:
                doc.addResource(QTextDocument.ResourceType.ImageResource, QUrl(f"asset:{icon}"),
                                asset_pixmap(icon, 44).toImage())
    browser.setHtml(text)
    browser.setOpenExternalLinks(False)
    return browser


class HelpDialog(QDialog):
    def __init__(self, title: str, text: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWindowTitle(title)
        self.resize(760, 640)
        lay = QVBoxLayout(self)
        self.browser = help_browser(text)
        lay.addWidget(self.browser)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.accepted.connect(self.accept)
        lay.addWidget(buttons)
