"""The part of PyScript the page uses (web/main.py, browser only): the browser's globals."""
from typing import Any

from pyodide.ffi import JsProxy

document: JsProxy
window: JsProxy


async def js_import(*urls: str) -> list[Any]: ...
