"""The page's localStorage fails soft: a browser that refuses storage (private mode, a full quota,
storage forbidden outright) leaves the game playing unsaved, and the App is told a write failed."""
from pgui.storage.soft import SoftStorage


class Refusing:
    """A storage whose every call throws, as Safari's does with storage forbidden."""
    length = property(lambda self: 1 / 0)

    def getItem(self, key):
        raise RuntimeError("SecurityError")

    setItem = removeItem = key = getItem


class Kept:
    def __init__(self):
        self.items = {}
        self.length = 0

    def getItem(self, key):
        return self.items.get(key)

    def setItem(self, key, value):
        self.items[key] = value
        self.length = len(self.items)

    def removeItem(self, key):
        self.items.pop(key, None)
        self.length = len(self.items)

    def key(self, i):
        return list(self.items)[i]


def test_a_refusing_browser_reads_nothing_and_says_a_write_failed():
    warned = []
    store = SoftStorage(lambda: Refusing(), warn=warned.append)
    assert store.get("powergrid.games") is None
    assert store.set("powergrid.games", "[]") is False
    assert store.keys() == []
    store.remove("powergrid.games")
    assert warned and "could not save" in warned[0]


def test_storage_forbidden_outright_is_the_same_as_refused():
    def forbidden():
        raise RuntimeError("SecurityError: access to localStorage is denied")
    store = SoftStorage(forbidden)
    assert store.get("k") is None and store.set("k", "v") is False and store.keys() == []


def test_a_working_storage_keeps_what_is_written_and_reads_javascript_null_as_absent():
    kept = Kept()
    store = SoftStorage(lambda: kept, is_null=lambda value: value is None or value == "JS-null")
    assert store.set("a", "1") is True
    assert store.get("a") == "1" and store.keys() == ["a"]
    kept.items["b"] = "JS-null"
    assert store.get("b") is None
    store.remove("a")
    assert store.get("a") is None
