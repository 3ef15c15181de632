"""Placeholder entry point: shows the page is alive until the real UI replaces this file."""

from pyscript import document

import pgui  # noqa: F401  (proves powergrid.zip was unpacked onto the import path)

document.getElementById("boot").remove()
app = document.getElementById("app")
app.textContent = "Power Grid"
app.hidden = False
document.body.dataset.ready = "1"
