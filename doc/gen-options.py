#! /usr/bin/env python3
# Generate, from the options table of the manual (doc/options.texi), the
# man page lockstep(1) and the plugin's option table and help text
# (plugin/options-help.h), so that the three cannot drift apart.
# Copyright (C) 2026 The lockstep authors.
#
# This file is part of lockstep.  lockstep is free software; you can
# redistribute it and/or modify it under the terms of the GNU General Public
# License as published by the Free Software Foundation; either version 3,
# or (at your option) any later version.
#
# Usage:
#   gen-options.py --man TEMPLATE --version V --date D options.texi > lockstep.1
#   gen-options.py --header options.texi > options-help.h
#
# options.texi holds an introduction and one @table @option whose @item and
# @itemx lines name the options, -fplugin-arg-lockstep-NAME,
# -fplugin-arg-lockstep-NAME=@var{a|b|c} (one of the values a, b, c),
# -fplugin-arg-lockstep-NAME=@var{x} (any value, which the plugin checks)
# or -fplugin-arg-lockstep-NAME=word (that one value).  A nested
# @table @samp in an option's text describes its values.  The help text
# gives each option and each value the first sentence of its description.
# Texinfo commands other than those below are an error.

import argparse
import re
import sys

PREFIX = "-fplugin-arg-lockstep-"
WIDTH = 79
HELP_COLUMN = 24


def fail(msg):
    sys.stderr.write("gen-options.py: %s\n" % msg)
    sys.exit(1)


def braced(text, i):
    """The text between the brace at TEXT[I] and its match, and the index
    after the match."""
    depth = 0
    j = i
    while j < len(text):
        c = text[j]
        if c == "@" and j + 1 < len(text) and text[j + 1] in "@{}":
            j += 2
            continue
        if c == "{":
            depth += 1
        elif c == "}":
            depth -= 1
            if depth == 0:
                return text[i + 1:j], j + 1
        j += 1
    fail("unbalanced braces in: %s" % text)


def convert(text, style):
    """TEXT, Texinfo, as roff (STYLE "man") or plain text (STYLE
    "plain")."""
    out = []
    i = 0
    while i < len(text):
        c = text[i]
        if c == "@":
            if text[i + 1] in "@{}":
                out.append(text[i + 1])
                i += 2
                continue
            if text[i + 1] == ":":
                i += 2
                continue
            m = re.match(r"@([a-z]+)", text[i:])
            if not m:
                fail("bad @ in: %s" % text)
            cmd = m.group(1)
            j = i + len(m.group(0))
            if j < len(text) and text[j] == "{":
                arg, j = braced(text, j)
            else:
                fail("@%s without braces in: %s" % (cmd, text))
            inner = convert(arg, style)
            if cmd in ("dots",):
                out.append("...")
            elif cmd == "copyright":
                out.append("(C)")
            elif cmd == "var":
                if style == "man":
                    out.append("\\fI" + inner + "\\fP")
                elif "|" in inner:
                    out.append(inner)
                else:
                    out.append(inner.upper())
            elif cmd in ("option", "code", "command", "env"):
                out.append("\\fB" + inner + "\\fP" if style == "man"
                           else inner)
            elif cmd in ("samp", "file"):
                if style == "man" and cmd == "file":
                    out.append("\\fI" + inner + "\\fP")
                else:
                    out.append("'" + inner + "'" if cmd == "samp"
                               else inner)
            elif cmd == "emph":
                out.append("\\fI" + inner + "\\fP" if style == "man"
                           else inner)
            else:
                fail("unsupported Texinfo command @%s in: %s" % (cmd, text))
            i = j
            continue
        if text.startswith("``", i) or text.startswith("''", i):
            if style == "man":
                out.append("\\(lq" if text[i] == "`" else "\\(rq")
            else:
                out.append('"')
            i += 2
            continue
        if style == "man" and c == "\\":
            out.append("\\e")
        elif style == "man" and c == "-":
            out.append("\\-")
        else:
            out.append(c)
        i += 1
    return "".join(out)


class Option:
    """One option of the table: its @item lines and its text."""

    def __init__(self):
        self.items = []
        # Paragraphs (lists of lines) and value tables (lists of
        # (item, paragraphs)), in order.
        self.body = []


def parse(path):
    """The introduction (paragraphs) and the options of PATH."""
    lines = []
    with open(path, encoding="utf-8") as f:
        for line in f:
            line = line.rstrip("\n")
            if line == "@c" or line.startswith("@c "):
                continue
            lines.append(line)
    intro = []
    options = []
    depth = 0
    para = None
    values = None

    def body_target():
        if values is not None:
            return values[-1][1]
        return options[-1].body

    for line in lines:
        if line.startswith("@table"):
            depth += 1
            para = None
            if depth == 2:
                values = []
                options[-1].body.append(values)
            elif depth > 2:
                fail("tables nested more than twice")
            continue
        if line == "@end table":
            depth -= 1
            para = None
            if depth == 1:
                values = None
            continue
        m = re.match(r"@item(x?) (.*)", line)
        if m and depth == 1:
            if m.group(1) == "":
                options.append(Option())
            options[-1].items.append(m.group(2))
            para = None
            continue
        if m and depth == 2:
            values.append((m.group(2), []))
            para = None
            continue
        if line.startswith("@") and not line.startswith("@{") \
           and re.match(r"@[a-z]+(\s|$)", line):
            fail("unsupported line: %s" % line)
        if line.strip() == "":
            para = None
            continue
        if para is None:
            para = []
            (intro if depth == 0 else body_target()).append(para)
        para.append(line)
    if depth != 0:
        fail("unterminated @table")
    return intro, options


def option_syntax(item):
    """NAME, the kind of value ("none", "enum", "any") and the values of an
    @item line ITEM."""
    if not item.startswith(PREFIX):
        fail("option item does not start with %s: %s" % (PREFIX, item))
    spec = item[len(PREFIX):]
    if "=" not in spec:
        return spec, "none", []
    name, value = spec.split("=", 1)
    m = re.fullmatch(r"@var\{([^{}]*)\}", value)
    if m and "|" in m.group(1):
        return name, "enum", m.group(1).split("|")
    if m:
        return name, "any", [m.group(1).upper()]
    if re.fullmatch(r"[a-z0-9-]+", value):
        return name, "enum", [value]
    fail("cannot read the value of: %s" % item)


def option_entries(options):
    """For each option, (NAME, KIND, VALUES): KIND "none", "optional",
    "enum" or "any"."""
    entries = []
    for o in options:
        forms = [option_syntax(i) for i in o.items]
        name = forms[0][0]
        if any(f[0] != name for f in forms):
            fail("@itemx of another option under %s" % o.items[0])
        kinds = [f[1] for f in forms]
        if kinds == ["none"]:
            entries.append((name, "none", []))
        elif len(forms) == 1:
            entries.append((name, kinds[0], forms[0][2]))
        elif kinds == ["none", "any"]:
            entries.append((name, "optional", forms[1][2]))
        else:
            fail("unsupported forms of option %s" % name)
    if len(set(e[0] for e in entries)) != len(entries):
        fail("an option is listed twice")
    return entries


def first_sentence(paragraph):
    """The first sentence of PARAGRAPH (a list of Texinfo lines)."""
    text = " ".join(paragraph)
    m = re.search(r"[.:](\s+(?=[A-Z(@`])|$)", text)
    if m:
        text = text[:m.start() + 1]
        if text.endswith(":"):
            text = text[:-1] + "."
    return text


def wrap(text, width, first_indent, indent):
    """TEXT filled to WIDTH columns; the first line is indented by
    FIRST_INDENT (which may already hold text), the others by INDENT."""
    lines = []
    line = first_indent
    fresh = True
    for word in text.split():
        if not fresh and len(line) + 1 + len(word) > width:
            lines.append(line)
            line = indent + word
        elif fresh:
            line = line + word
        else:
            line = line + " " + word
        fresh = False
    lines.append(line)
    return lines


def help_entry(label, text, indent):
    """Lines of help for LABEL described by TEXT, LABEL indented by
    INDENT."""
    first = " " * indent + label
    if len(first) + 2 > HELP_COLUMN:
        return [first] + wrap(text, WIDTH, " " * HELP_COLUMN,
                              " " * HELP_COLUMN)
    return wrap(text, WIDTH, first.ljust(HELP_COLUMN), " " * HELP_COLUMN)


def help_text(intro, options):
    """The text -fplugin-arg-lockstep-help prints."""
    lines = ["lockstep vectorizes '#pragma omp simd' loops with divergent "
             "control flow."]
    for p in intro:
        lines += wrap(convert(" ".join(p), "plain"), WIDTH, "", "")
    lines.append("")
    for o in options:
        labels = [convert(i[len(PREFIX):], "plain") for i in o.items]
        paragraphs = [b for b in o.body if b and isinstance(b[0], str)]
        text = convert(first_sentence(paragraphs[0]), "plain") \
            if paragraphs else ""
        for label in labels[:-1]:
            lines.append("  " + label)
        lines += help_entry(labels[-1], text, 2)
        for b in o.body:
            if b and not isinstance(b[0], str):
                for item, paras in b:
                    vtext = convert(first_sentence(paras[0]), "plain") \
                        if paras else ""
                    lines += help_entry(convert(item, "plain"), vtext, 6)
    return "\n".join(lines) + "\n"


def c_string(text):
    """TEXT as C string literal lines."""
    out = []
    for line in text.splitlines(True):
        s = line.replace("\\", "\\\\").replace('"', '\\"')
        s = s.replace("\n", "\\n")
        out.append('  "%s"' % s)
    return "\n".join(out)


def header(intro, options):
    """plugin/options-help.h."""
    entries = option_entries(options)
    out = ["/* Generated by doc/gen-options.py from doc/options.texi; "
           "do not edit.  */", "",
           "/* What -fplugin-arg-lockstep-help prints.  */",
           "static const char lockstep_help[] =",
           c_string(help_text(intro, options)) + ";", "",
           "/* The options: NAME, whether it takes a value (none, optional,",
           "   one of VALUES, any), VALUES separated by '|', and the values",
           "   as an error message lists them.  */",
           "enum lockstep_option_value",
           "{",
           "  LOCKSTEP_OPTION_NO_VALUE,",
           "  LOCKSTEP_OPTION_OPTIONAL_VALUE,",
           "  LOCKSTEP_OPTION_ENUM_VALUE,",
           "  LOCKSTEP_OPTION_ANY_VALUE",
           "};", "",
           "struct lockstep_option_desc",
           "{",
           "  const char *name;",
           "  enum lockstep_option_value value;",
           "  const char *values;",
           "  const char *expected;",
           "};", "",
           "static const struct lockstep_option_desc lockstep_option_descs[] =",
           "{"]
    kinds = {"none": "LOCKSTEP_OPTION_NO_VALUE",
             "optional": "LOCKSTEP_OPTION_OPTIONAL_VALUE",
             "enum": "LOCKSTEP_OPTION_ENUM_VALUE",
             "any": "LOCKSTEP_OPTION_ANY_VALUE"}
    for name, kind, values in entries:
        if kind == "enum":
            vals = '"%s"' % "|".join(values)
            expected = values[0] if len(values) == 1 else \
                ", ".join(values[:-1]) + " or " + values[-1]
            expected = '"%s"' % expected
        else:
            vals = expected = "NULL"
        out.append('  { "%s", %s, %s, %s },' % (name, kinds[kind], vals,
                                                 expected))
    out += ["  { NULL, LOCKSTEP_OPTION_NO_VALUE, NULL, NULL }", "};", "",
            "/* The option names, for the error on an unknown one.  */",
            'static const char lockstep_option_names[] = "%s";'
            % ", ".join(e[0] for e in entries), ""]
    return "\n".join(out)


def man_paragraphs(paragraphs):
    """Roff lines for PARAGRAPHS (lists of Texinfo lines)."""
    out = []
    for i, p in enumerate(paragraphs):
        if i:
            out.append(".IP")
        for line in convert("\n".join(p), "man").split("\n"):
            line = line.strip()
            if line.startswith(".") or line.startswith("'"):
                line = "\\&" + line
            out.append(line)
    return out


def man_options(intro, options):
    """The roff text of the OPTIONS section."""
    out = []
    for i, p in enumerate(intro):
        out.append(".PP")
        out += man_paragraphs([p])
    for o in options:
        out.append(".TP")
        out.append("\\fB" + convert(o.items[0], "man") + "\\fP")
        for item in o.items[1:]:
            out.append(".TQ")
            out.append("\\fB" + convert(item, "man") + "\\fP")
        first = True
        for b in o.body:
            if b and isinstance(b[0], str):
                if not first:
                    out.append(".IP")
                out += man_paragraphs([b])
            else:
                out.append(".RS")
                for item, paras in b:
                    out.append(".TP")
                    out.append(".B " + convert(item, "man"))
                    out += man_paragraphs(paras)
                out.append(".RE")
            first = False
    return "\n".join(out)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--man", metavar="TEMPLATE")
    ap.add_argument("--header", action="store_true")
    ap.add_argument("--version", default="")
    ap.add_argument("--date", default="")
    ap.add_argument("texi")
    a = ap.parse_args()
    intro, options = parse(a.texi)
    if not options:
        fail("no options in %s" % a.texi)
    option_entries(options)
    if a.header:
        sys.stdout.write(header(intro, options))
    elif a.man:
        with open(a.man, encoding="utf-8") as f:
            t = f.read()
        t = t.replace("@VERSION@", a.version).replace("@DATE@", a.date)
        t = t.replace("@OPTIONS@\n", man_options(intro, options) + "\n")
        sys.stdout.write(t)
    else:
        ap.error("give --man or --header")


if __name__ == "__main__":
    main()
