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
# A keyword's string: one quoted line and its continuation lines.
STRING = r'".*"(?:\n[ \t]*".*")*'
# One entry: its comment lines, msgctxt, msgid, msgid_plural and msgstr (or msgstr[N] lines). The
# regular expression engine finds them, not a loop over lines in Python: the page reads its
# catalogues at every start.
ENTRY = re.compile(r'((?:^[ \t]*#.*\n)*)'
                   r'(?:^[ \t]*msgctxt[ \t]+(' + STRING + r')[ \t]*\n)?'
                   r'^[ \t]*msgid[ \t]+(' + STRING + r')[ \t]*\n'
                   r'(?:^[ \t]*msgid_plural[ \t]+(' + STRING + r')[ \t]*\n)?'
                   r'((?:^[ \t]*msgstr(?:\[\d+\])?[ \t]+' + STRING + r'[ \t]*(?:\n|\Z))+)', re.M)
MSGSTR = re.compile(r'^[ \t]*msgstr(?:\[(\d+)\])?[ \t]+(' + STRING + r')', re.M)
QUOTED = re.compile(r'"(.*)"')
MSGID_LINE = re.compile(r'^[ \t]*msgid[ \t]', re.M)


class Entry:
    """One message: its key (msgctxt), English text (msgid, msgid_plural), translation(s)
    (msgstr: one string, or one per plural form), translator comments and flags."""

    __slots__ = ("context", "msgid", "msgid_plural", "msgstr", "comments", "flags")

    def __init__(self, context, msgid, msgid_plural, msgstr, comments, flags):
        self.context = context            # None when the entry has no msgctxt
        self.msgid = msgid
        self.msgid_plural = msgid_plural  # None unless the entry has plural forms
        self.msgstr = msgstr              # [msgstr], or [msgstr[0], msgstr[1], ...]
        self.comments = comments          # translator comments, without "# "
        self.flags = flags                # "python-brace-format", ...


def unquote(strings: str) -> str:
    """The text of a keyword's quoted strings ("..." on one or more lines), escapes resolved."""
    strings = "".join(QUOTED.findall(strings)) if "\n" in strings else strings.rstrip()[1:-1]
    if "\\" in strings:
        strings = ESCAPE.sub(lambda m: ESCAPES.get(m[1], m[0]), strings)
    return strings


def translations(block: str) -> list:
    """The msgstr lines of an entry: [text], or the plural forms' texts in order."""
    if not block.lstrip().startswith("msgstr["):
        return [unquote(block.strip().partition(" ")[2].strip())]
    forms = MSGSTR.findall(block)
    if [int(index) for index, _ in forms] != list(range(len(forms))):
        raise ValueError(f"plural forms out of order: {block!r}")
    return [unquote(strings) for _, strings in forms]


def read(text: str) -> tuple[dict, list]:
    """(header fields, entries) of a .po file's text."""
    text = text.replace("\r\n", "\n")
    entries = []
    for comment_lines, context, msgid, plural, msgstr in ENTRY.findall(text):
        comments, flags = [], []
        for line in comment_lines.splitlines() if comment_lines else ():
            line = line.strip()
            if line.startswith("#,"):
                flags += [flag.strip() for flag in line[2:].split(",")]
            elif line == "#" or line.startswith("# "):
                comments.append(line[2:])
        entries.append(Entry(unquote(context) if context else None, unquote(msgid),
                             unquote(plural) if plural else None, translations(msgstr), comments, flags))
    if len(entries) != len(MSGID_LINE.findall(text)):
        raise ValueError("an entry of the catalogue is not well formed")
    header = {}
    if entries and entries[0].context is None and entries[0].msgid == "":
        for row in entries.pop(0).msgstr[0].splitlines():
            name, _, value = row.partition(":")
            header[name.strip()] = value.strip()
    return header, entries
