"""Front ends: SVG pictures, the command line, the play page's bridge and the widgets.

They draw what the layers below compute and decide no rule."""
