"""The table: a Qt Graphics View of the game, driven by immutable snapshots of the engine's state.

- :mod:`.view_model` (no Qt): :class:`~.view_model.TableView` ``.from_game(game)`` and :func:`~.view_model.diff`;
  build it in the engine's thread and hand it to the GUI.
- :mod:`.layout` (no Qt): :func:`~.layout.compute_layout` places zones and cards for 1-4 players.
- :mod:`.zvalues`: the z-value bands.
- :mod:`.card_face`: :class:`~.card_face.CardFaces`, generated faces and card images (folder, URL, disk cache).
- :mod:`.items`: ``CardItem``, ``ZoneItem``, ``TokenItem``, ``StatusItem``, ``DialItem``, ``AreaItem``,
  ``PreviewItem``.
- :mod:`.sprites`: :func:`~.sprites.draw_cached`, which the items draw through: each drawing rendered once at
  its size on the device and copied after that.
- :mod:`.scene`: :class:`~.scene.TableScene` (``update_from(view)``, ``highlight(ids, kind)``, signals
  ``card_activated(int)``, ``card_dropped(int, str)``, ``card_context_requested(int, QPoint)``,
  ``card_hovered(int)``) and :class:`~.scene.TableViewWidget` (zoom, pan, fit, ``export_image``).

Typical use from the window::

    table = TableViewWidget(TableScene(CardFaces(image_dir=..., url_template=..., cache_dir=...)))
    table.table.update_from(view)                       # each time the engine reports a new state
    table.table.highlight(option_card_ids, "target")    # legal targets of the pending decision
    table.table.card_dropped.connect(play_request)      # (card id, zone key or "table")
"""
