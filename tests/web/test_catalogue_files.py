"""The message catalogues as files a translator's tool opens: one gettext .po file per language,
read by the page's own reader (compiled into the page's zip by the build), giving exactly the
texts and the pre-rendered start screens the page had before they were .po files (the fixtures
of tests/fixtures/make_catalogue_fixtures.py)."""
from __future__ import annotations

import json
import re
import sys
import zipfile
from pathlib import Path

import pytest

from pgui import i18n
from pgui.i18n import po
from pgui.controller import snapshot

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT))
from buildtools import engine_zip  # noqa: E402

FIXTURES = ROOT / "tests" / "fixtures"
LANGS = ("en", "it", "ro", "de")


def fixture(name: str) -> dict:
    return json.loads((FIXTURES / name).read_text("utf-8"))


def read(lang: str) -> tuple[dict, list]:
    return po.read(i18n.catalogue_file(lang).read_text("utf-8"))


def sections(lang: str) -> list:
    """[(the "# ==== ... ====" group an entry is in, its key)] in the file's order."""
    group, out = None, []
    for entry in read(lang)[1]:
        group = next((c for c in entry.comments if c.startswith("====")), group)
        out.append((group, entry.context))
    return out


def test_one_catalogue_file_per_language():
    assert sorted(p.name for p in i18n.FOLDER.iterdir() if p.suffix in (".po", ".pot", ".json", ".toml")) == \
        sorted(f"{lang}.po" for lang in LANGS)
    assert not list(i18n.FOLDER.glob("*messages_*"))


@pytest.mark.parametrize("lang", LANGS)
def test_the_catalogues_give_the_texts_players_saw_before(lang):
    """Every (key, plural form) -> text of the fixture, and nothing else; the same German
    entries marked as not yet checked."""
    before = fixture("catalogue_texts.json")
    assert dict(i18n.CATALOGUE[lang]) == before["texts"][lang]
    assert i18n.UNCHECKED[lang] == set(before["unchecked"].get(lang, ()))


def test_the_prerendered_start_screens_are_byte_identical_in_every_language():
    """What the build writes into index.html for the instant start: the start screen in each
    language and the boot script's configuration (its texts among them). A change meant to alter
    the start screen rewrites the fixture with tests/fixtures/make_catalogue_fixtures.py."""
    before = fixture("instant_start.json")
    assert snapshot.prerender_start() == before["screens"]
    assert set(before["screens"]) == set(LANGS)
    assert json.dumps(snapshot.boot_config(), ensure_ascii=False, separators=(",", ":")) == before["config"]


@pytest.fixture
def read_afresh():
    """The catalogues are kept once read: read them again in the test, and again after it."""
    for cache in (i18n.read_catalogue, i18n.built):
        cache.cache_clear()
    yield
    for cache in (i18n.read_catalogue, i18n.built):
        cache.cache_clear()


def test_the_page_reads_the_catalogues_the_build_compiled_from_the_files(tmp_path, monkeypatch, read_afresh):
    """In the zip the catalogues are one JSON text (BUILT) made from the .po files; the page reads
    it when it is there, and it gives what the files give."""
    compiled = json.loads(i18n.compile_catalogues())
    assert {lang: (messages, set(unchecked)) for lang, (messages, unchecked) in compiled.items()} == \
        {lang: (dict(i18n.CATALOGUE[lang]), set(i18n.UNCHECKED[lang])) for lang in LANGS}
    compiled["it"][0]["app.title"] = "Alta tensione"        # a mark that only the file can have given
    monkeypatch.setattr(i18n, "BUILT", tmp_path / "catalogues.json")
    i18n.BUILT.write_text(json.dumps(compiled), "utf-8")
    i18n.read_catalogue.cache_clear()
    assert i18n.t("it", "app.title") == "Alta tensione"
    assert i18n.UNCHECKED["de"] == set(compiled["de"][1])


def test_the_zip_carries_the_compiled_catalogues_beside_their_module_and_no_po_file(tmp_path):
    engine_zip.write_zip(tmp_path)
    with zipfile.ZipFile(tmp_path / engine_zip.ZIP_NAME) as archive:
        assert engine_zip.CATALOGUES == "pgui/i18n/" + i18n.BUILT.name
        assert archive.read(engine_zip.CATALOGUES).decode("utf-8") == i18n.compile_catalogues()
        assert not [name for name in archive.namelist() if name.endswith(".po")]


@pytest.mark.parametrize("lang", LANGS)
def test_msgid_is_the_english_text_and_msgctxt_the_key(lang):
    """A translator sees the English text beside each translation: msgid (and msgid_plural)
    is the English catalogue's text, in en.po as well."""
    english = i18n.CATALOGUE["en"]
    entries = read(lang)[1]
    assert [e.context for e in entries] == list(english)
    for entry in entries:
        value = english[entry.context]
        if isinstance(value, dict):
            assert (entry.msgid, entry.msgid_plural) == (value["one"], value["other"]), entry.context
        else:
            assert (entry.msgid, entry.msgid_plural) == (value, None), entry.context


@pytest.mark.parametrize("lang", LANGS)
def test_every_file_groups_the_same_keys_under_the_same_headings(lang):
    """Grouped by screen or subject, in the same order everywhere: a translator can set two
    files side by side. No group is named after the change that added it."""
    assert sections(lang) == sections("en")
    groups = {group for group, _ in sections(lang)}
    assert None not in groups and len(groups) >= 10
    text = i18n.catalogue_file(lang).read_text("utf-8")
    assert not re.search(r"\bissue\b", text, re.IGNORECASE)


@pytest.mark.parametrize("lang", LANGS)
def test_no_entry_is_fuzzy_and_placeholders_are_flagged(lang):
    """gettext's tools drop fuzzy entries: an unchecked translation is marked by a comment.
    python-brace-format lets the tools check the {placeholders} of a translation."""
    for entry in read(lang)[1]:
        assert "fuzzy" not in entry.flags, entry.context
        flagged = "python-brace-format" in entry.flags
        assert flagged == bool(i18n.placeholders(i18n.CATALOGUE["en"][entry.context])), entry.context


def plural_index(expression: str, n: int) -> int:
    """The value of a Plural-Forms expression (C syntax: ?:, ||, &&, comparisons, %) for n."""
    tokens = re.findall(r"\d+|n|==|!=|<=|>=|&&|\|\||[<>?:()%!]", expression)
    python = {"&&": " and ", "||": " or ", "!": " not "}

    def ternary(i):
        condition, i = binary(i)
        if i < len(tokens) and tokens[i] == "?":
            yes, i = ternary(i + 1)
            assert tokens[i] == ":"
            no, i = ternary(i + 1)
            return f"(({yes}) if ({condition}) else ({no}))", i
        return condition, i

    def binary(i):
        out = []
        while True:
            if tokens[i] == "(":
                inner, i = ternary(i + 1)
                out.append(f"({inner})")
            elif tokens[i] == "!":
                out.append(" not ")
                i += 1
                continue
            else:
                out.append(tokens[i])
            i += 1
            if i == len(tokens) or tokens[i] in ("?", ":", ")"):
                return "".join(out), i
            out.append(python.get(tokens[i], tokens[i]))
            i += 1

    source, end = ternary(0)
    assert end == len(tokens), expression
    return int(eval(source, {"n": n}))      # noqa: S307  (the test's own translation of the header)


@pytest.mark.parametrize("lang", LANGS)
def test_the_plural_forms_header_chooses_as_the_page_does(lang):
    """Translators' tools show the forms the header describes: they are the page's forms, in
    the order of msgstr[N] (Romanian: 1; 0 and 2-19; 20 and more)."""
    header = read(lang)[0]
    assert header["Language"] == lang and header["Content-Type"] == "text/plain; charset=UTF-8"
    nplurals, plural = re.fullmatch(r"nplurals=(\d+); *plural=(.+?);?", header["Plural-Forms"]).groups()
    forms = i18n.PLURAL_FORMS[lang]
    assert int(nplurals) == len(forms)
    for n in range(0, 250):
        assert forms[plural_index(plural, n)] == i18n.plural_form(lang, n), n


SAMPLE = r'''# a file as a translator's tool may write it
msgid ""
msgstr ""
"Language: ro\n"
"Plural-Forms: nplurals=3; plural=(n==1 ? 0 : (n==0 || (n%100 > 0 && n%100 < "
"20)) ? 1 : 2);\n"

# ==== Start ====
# unchecked
#. an extracted comment
#: start.py:12
#, python-brace-format
msgctxt "start.title"
msgid "New game for {name}"
msgstr ""
"Joc nou "
"pentru {name}"
msgctxt "quote"
msgid "Say \"hi\"\tnow\\"
msgstr "Spune \"salut\"\n"
#, fuzzy
msgctxt "player.cities"
msgid "{count} city"
msgid_plural "{count} cities"
msgstr[0] "{count} oraș"
msgstr[1] "{count} orașe"
msgstr[2] "{count} de orașe"

#~ msgctxt "old"
#~ msgid "Gone"
#~ msgstr "Dus"
'''


def test_the_reader_reads_what_translators_tools_write():
    header, entries = po.read(SAMPLE.replace("\n", "\r\n"))
    assert header["Language"] == "ro" and header["Plural-Forms"].endswith("? 1 : 2);")
    assert [e.context for e in entries] == ["start.title", "quote", "player.cities"]
    title, quote, cities = entries
    assert title.msgstr == ["Joc nou pentru {name}"] and title.msgid == "New game for {name}"
    assert title.comments == ["==== Start ====", "unchecked"] and title.flags == ["python-brace-format"]
    assert quote.msgid == 'Say "hi"\tnow\\' and quote.msgstr == ['Spune "salut"\n']
    assert quote.comments == [] and quote.flags == []
    assert cities.msgid_plural == "{count} cities" and cities.flags == ["fuzzy"]
    assert cities.msgstr == ["{count} oraș", "{count} orașe", "{count} de orașe"]


@pytest.mark.parametrize("broken", ['msgctxt "a"\nmsgid "b"\nmsgstr "c\n',
                                    'msgctxt "a"\nmsgid "b"\nmsgstr[1] "c"\nmsgstr[0] "d"\n',
                                    'msgctxt "a"\nmsgid "b"\nmsgtxt "c"\n'])
def test_the_reader_refuses_a_broken_entry(broken):
    with pytest.raises(ValueError):
        po.read(broken)
