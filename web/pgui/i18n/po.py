"""A reader of gettext .po files, the format of the page's message catalogues (one per language,
beside this module): standard library only and small, because the page reads the catalogues at
every start and neither Babel nor the gettext module belongs in the browser.

It reads what translators' tools write: entries separated by blank lines or not, strings wrapped
over several quoted lines, the escapes \\n \\t \\" \\\\, translator comments ("# ..."), flags
("#, ...") and plural entries (msgid_plural, msgstr[N]). Other comments ("#.", "#:", "#|") are
skipped, and so are obsolete entries ("#~"). The header (the entry whose msgid is empty and has no
msgctxt) is returned as a dict of its fields.

One convention of the page's own on top of gettext: a translation not yet checked against a source
in its language carries the translator comment UNCHECKED_MARK ("# unchecked"), never gettext's
"fuzzy" flag, which compilers and tools treat as no translation at all.
"""
from __future__ import annotations

import re

UNCHECKED_MARK = "unchecked"
ESCAPE = re.compile(r'\\(.)')
ESCAPES = {"n": "\n", "t": "\t", '"': '"', "\\": "\\"}
# A string continued on the next line ("...abc "\n"def...") is one string: joined first, at once.
CONTINUATION = re.compile(r'"[ \t]*\n"')
# One entry, its strings joined: comment lines, msgctxt, msgid, msgid_plural, and msgstr or the
# msgstr[N] lines, each line as gettext's tools write it (no indentation, one space after the
# keyword). The regular expression engine reads them, not a loop over lines in Python: the page
# reads a catalogue at every start.
ENTRY = re.compile(r'((?:^#.*\n)*)'
                   r'(?:^msgctxt "(.*)"\n)?'
                   r'^msgid "(.*)"\n'
                   r'(?:^msgid_plural "(.*)"\n)?'
                   r'(?:^msgstr "(.*)"\n|((?:^msgstr\[\d+\] ".*"\n)+))', re.M)
PLURAL_FORM = re.compile(r'^msgstr\[(\d+)\] "(.*)"', re.M)
MSGID_LINE = re.compile(r'^msgid ', re.M)


class Entry:
    """One message: its key (msgctxt), English text (msgid, msgid_plural), translation(s)
    (msgstr: one string, or one per plural form), translator comments and flags."""

    __slots__ = ("context", "msgid", "msgid_plural", "msgstr", "comments", "flags")

    def __init__(self, context: str | None, msgid: str, msgid_plural: str | None, msgstr: list[str],
                 comment_lines: str | None) -> None:
        self.context = context            # None when the entry has no msgctxt
        self.msgid = msgid
        self.msgid_plural = msgid_plural  # None unless the entry has plural forms
        self.msgstr = msgstr              # [msgstr], or [msgstr[0], msgstr[1], ...]
        self.comments: list[str] = []              # translator comments, without "# "
        self.flags: list[str] = []                 # "python-brace-format", ...
        for line in comment_lines.split("\n") if comment_lines else ():
            if line[:2] == "#,":
                self.flags += [flag.strip() for flag in line[2:].split(",")]
            elif line[:2] == "# " or line == "#":
                self.comments.append(line[2:])


def unescape(text: str) -> str:
    return ESCAPE.sub(lambda m: ESCAPES.get(m[1], m[0]), text) if "\\" in text else text


def plural_forms(lines: str) -> list:
    """The texts of an entry's msgstr[N] lines, in order."""
    forms = PLURAL_FORM.findall(lines)
    if [int(index) for index, _ in forms] != list(range(len(forms))):
        raise ValueError(f"plural forms out of order: {lines!r}")
    return [text for _, text in forms]


def entry_fields(text: str) -> list:
    """(the regular expression's groups, whether any of it is escaped) for every entry. Entries
    are matched one block (between blank lines) at a time, where the engine need not try every
    position of the file; a block that is not one whole entry (entries not apart, comments
    alone) is searched."""
    fields = []
    for block in text.rstrip("\n").split("\n\n"):
        block += "\n"
        match = ENTRY.match(block)
        if match and match.end() == len(block):
            fields.append((match.groups(), "\\" in block))
        else:
            fields += [(groups, True) for groups in ENTRY.findall(block)]
    return fields


def read(text: str) -> tuple[dict, list]:
    """(header fields, entries) of a .po file's text."""
    text = CONTINUATION.sub("", text.replace("\r\n", "\n"))
    entries = []
    for (comment_lines, context, msgid, plural, single, forms), escaped in entry_fields(text):
        msgstr = plural_forms(forms) if forms else [single or ""]
        if escaped:
            context, msgid, plural = unescape(context or ""), unescape(msgid), unescape(plural or "")
            msgstr = [unescape(form) for form in msgstr]
        entries.append(Entry(context or None, msgid, plural or None, msgstr, comment_lines))
    if len(entries) != len(MSGID_LINE.findall(text)):
        raise ValueError("an entry of the catalogue is not well formed")
    header = {}
    if entries and entries[0].context is None and entries[0].msgid == "":
        for row in entries.pop(0).msgstr[0].splitlines():
            name, _, value = row.partition(":")
            header[name.strip()] = value.strip()
    return header, entries
