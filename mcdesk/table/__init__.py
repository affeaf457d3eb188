"""The table: a Qt Graphics View of a game, driven by immutable snapshots of the engine's state.

The table knows no game: each game builds its :class:`~.view_model.TableView` (zones, cards, players and the
:class:`~.view_model.Arrangement` of its zones) in ``mcdesk/games/<game>/view.py``; Marvel Champions:
:func:`mcdesk.games.champions.view.table_view`.

- :mod:`.view_model` (no Qt, no game): the view's shapes and :func:`~.view_model.diff`; build a view in the
  engine's thread and hand it to the GUI.
- :mod:`.layout` (no Qt, no game): :func:`~.layout.compute_layout` places zones and cards for 1-4 players,
  following the view's arrangement.
- :mod:`.zvalues`: the z-value bands.
- :mod:`.card_face`: :class:`~.card_face.CardFaces`, generated faces and card images (folder, URL, disk cache).
- :mod:`.items`: ``CardItem``, ``ZoneItem``, ``AreaItem``, ``PreviewItem``. :mod:`.overlays`: a card's
  ``TokenItem``, ``StatusItem``, ``DialItem`` and ``MarkItem``.
- :mod:`.sprites`: :func:`~.sprites.draw_cached`, which the items draw through: each drawing rendered once at
  its size on the device and copied after that.
- :mod:`.scene`: :class:`~.scene.TableScene` (``update_from(view)``, ``highlight(ids, kind)``, signals
  ``card_activated(int)``, ``card_dropped(int, str)``, ``card_context_requested(int, QPoint)``,
  ``card_hovered(int)``) and :class:`~.scene.TableViewWidget` (zoom, pan, fit, ``export_image``).

Typical use from the window::

    table = TableViewWidget(TableScene(CardFaces(image_dir=..., url_template=..., cache_dir=...)))
    table.table.update_from(table_view(game))           # each time the engine reports a new state
    table.table.highlight(option_card_ids, "target")    # legal targets of the pending decision
    table.table.card_dropped.connect(play_request)      # (card id, zone key or "table")
"""
