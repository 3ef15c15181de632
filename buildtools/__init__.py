"""The build's modules, run through build.py (standard library only, like it): dev_env (folders,
.venv, npm ci, Chromium), page_prerender (palette.css, the theme colour, the instant start),
engine_zip (powergrid.zip, its bytecode, the board geometry), vendor_runtime (PyScript and
Pyodide), stdlib_slim (the smaller standard library), interpreter_module (PyScript's bytecode),
dist_server (the gzip server). Beside them: the Node scripts the build runs on the shipped Pyodide
(compile_*.mjs), the standard-library keep-list (stdlib_keep.json) and the two scripts run by hand
that write committed files (stdlib_keep.py: the keep-list; make_icons.py: the icons)."""
