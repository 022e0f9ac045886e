"""Front ends: SVG pictures, the command line, the class sets' printouts, the play page's
bridge and the widgets.  They draw what the layers below compute and decide no rule."""
