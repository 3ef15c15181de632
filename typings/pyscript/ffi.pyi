"""PyScript's conversions between Python and JavaScript values (web/main.py, browser only)."""
from typing import Any

from pyodide.ffi import JsProxy


def is_none(value: object) -> bool: ...
def to_js(value: object, **options: Any) -> JsProxy: ...
