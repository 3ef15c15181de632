"""The page's Python: Power Grid in the browser, drawn from the rules engine's answers.

web/main.py (the entry point) hands it the browser's events; its rooms stand on floors, each
importing only from its own room or from below: controller, decisions, screens, board, storage,
words, common, i18n, then h and palette (docs/ARCHITECTURE.md, tests/web/test_layering.py).
"""
