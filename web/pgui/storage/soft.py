"""The browser's localStorage, failing soft: private mode or a full quota leave the game going on
unsaved (the App then says so), never stopped by an exception. The page hands in a function giving
the storage (reading window.localStorage itself throws where the browser forbids it), a test for
JavaScript's null and a way to warn, so this runs and is tested in CPython."""
from __future__ import annotations

from collections.abc import Callable
from typing import Any


class SoftStorage:
    def __init__(self, storage_of: Callable[[], Any], is_null: Callable[[object], bool] = lambda value: value is None,
                 warn: Callable[[str], None] = lambda text: None) -> None:
        self.storage_of = storage_of
        self.is_null = is_null
        self.warn = warn

    def get(self, key: str) -> str | None:
        try:
            value = self.storage_of().getItem(key)
        except Exception:  # noqa: BLE001
            return None
        return None if self.is_null(value) else str(value)

    def set(self, key: str, value: str) -> bool:
        """False when the browser refused (storage full): the app then says the game is not saved."""
        try:
            self.storage_of().setItem(key, value)
        except Exception as error:  # noqa: BLE001
            self.warn(f"could not save: {error}")
            return False
        return True

    def keys(self) -> list[str]:
        try:
            storage = self.storage_of()
            return [str(storage.key(i)) for i in range(int(storage.length))]
        except Exception:  # noqa: BLE001
            return []

    def remove(self, key: str) -> None:
        try:
            self.storage_of().removeItem(key)
        except Exception:  # noqa: BLE001
            pass
