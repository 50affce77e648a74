#!/usr/bin/env python3
# Test case reducer for fuzz failures: shrinks a program that fuzz/run.py
# kept while it still fails the same way (the same kind of failure: output
# mismatch, the same internal compiler error, run-time crash, hang, or a
# loop without a lockstep report), with cvise when it is installed and with
# a line-based delta debugger of its own otherwise (or after cvise).
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.
#
# Usage: reduce.py PROG.c --plugin PATH (--config NAME | --opts "OPTS")
#                  [--gcc GCC] [-o OUT.c] [--no-cvise] [--timeout S]
#        reduce.py PROG.c --plugin PATH --config NAME --check
#
# --check only tells (exit status 0) whether PROG.c fails the way the
# signature file beside it (written by the first run) says; cvise runs the
# reducer this way.  A reduced program that shows a wrong result must stay
# a valid program: its reference build must compile, print what -O0 prints,
# run clean under -fsanitize=address,undefined and print the same with
# -ftrivial-auto-var-init=pattern (no read of an uninitialized variable),
# and its omp simd pragmas must be ones of the original program (a dropped
# reduction or private clause would make the loop racy); nor may the
# compiler warn about it in a way it does not warn about the original
# (implicit int, a pointer compared with an integer, a printf format that
# does not match its argument: cvise's steps that make a program read
# memory outside an object or print garbage without the sanitizers
# noticing).

import argparse
import atexit
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import run as fz  # noqa: E402


def build(cmd, timeout):
    return fz.run(cmd, timeout)


class Checker:
    """Tells how a program fails under one option set."""

    def __init__(self, args):
        self.a = args
        if args.opts:
            if args.target not in fz.TARGETS:
                sys.exit('reduce.py: unknown target %s (known: %s)'
                         % (args.target, ', '.join(fz.TARGETS)))
            self.target = fz.TARGETS[args.target]
            self.opts = self.target.topts + args.opts.split()
        else:
            cf = fz.all_configs()
            if args.config not in cf:
                sys.exit('reduce.py: unknown config %s' % args.config)
            self.target = cf[args.config].target
            self.opts = cf[args.config].all_opts
        self.topts = self.target.topts
        self.runner = self.target.runner
        if not args.gcc:
            args.gcc = {'aarch64': args.aarch64_gcc,
                        'i686': args.i686_gcc}.get(self.target.arch, 'gcc')
        self.rtimeout = args.timeout * (5 if self.runner else 1)

    def signature(self, src, work, validate=True):
        """The failure of SRC: (kind, detail) or None when it passes or is
        not a valid test."""
        a = self.a
        exe = os.path.join(work, 'ls')
        ref = os.path.join(work, 'ref')
        cmd = fz.ls_cmd(a.gcc, a.plugin, self.opts, src, exe)
        st, out, err = build(cmd, a.compile_timeout)
        rcmd = fz.ref_cmd(a.gcc, a.plugin, src, ref, self.topts)
        rst, _, rerr = build(rcmd, a.compile_timeout)
        if rst != 0:
            return None            # not a valid program any more
        if st != 0:
            return fz.compile_failure(st, err)
        rst, rout, _ = fz.run(self.runner + [ref], self.rtimeout)
        if rst != 0:
            return None
        text = open(src).read()
        loops, decls = fz.loop_ranges(text)
        st, lout, _ = fz.run(self.runner + [exe], self.rtimeout)
        if st != 0:
            sig = ('run-timeout' if st == 'timeout' else 'run-crash',
                   fz.run_failure(st))
        elif lout != rout:
            sig = ('mismatch', '')
        else:
            reps = fz.parse_reports(err)
            silent = [lr for lr in loops
                      if not any(lr[0] <= l <= lr[1] for l, _, _ in reps)]
            if silent:
                return (fz.silent_kind(a.gcc, a.plugin, self.opts, src, work,
                                       text, silent), '')
            return None
        if validate and not self.valid(src, work, rout):
            return None
        return sig

    def warnings(self, src):
        """The warnings the compiler gives for SRC, without their places,
        or None if it does not compile."""
        cmd = [self.a.gcc, '-fsyntax-only', '-Wformat', '-Wreturn-type',
               '-Wimplicit'] + [o for o in fz.BASE if o != '-w'] + \
            self.topts + [src]
        st, _, err = build(cmd, self.a.compile_timeout)
        if st != 0:
            return None
        return set(re.sub(r"[\u2018'][^\u2019']*[\u2019']|\d+", 'X',
                          m.group(1))
                   for m in re.finditer(r'warning: (.*)', err))

    def valid(self, src, work, rout):
        """Whether SRC is still a valid program: see the head comment."""
        a = self.a
        orig = getattr(self, 'pragmas', None)
        text = open(src).read()
        if orig is not None:
            for l in text.split('\n'):
                if fz.LOOP_RE.match(l.strip()) and l.strip() not in orig:
                    return False
            if not any(fz.LOOP_RE.match(l.strip())
                       for l in text.split('\n')):
                return False
        known = getattr(self, 'known_warnings', None)
        if known is not None:
            w = self.warnings(src)
            if w is None or not w <= known:
                return False
        # The host's own target: the cross compilers link static programs
        # (i686) or run them under qemu (aarch64), without sanitizers.
        native = self.target.arch == 'x86-64' and not self.runner \
            and '-m32' not in self.topts
        for extra, name in ((['-O0'], 'o0'),
                            (['-O2', '-ftrivial-auto-var-init=pattern'],
                             'pat'),
                            (['-O1', '-fsanitize=address,undefined',
                              '-fno-sanitize-recover=all'], 'san')):
            exe = os.path.join(work, name)
            if name == 'san' and not native:
                # The sanitizers on the host: they find the same undefined
                # behaviour, but the output may differ from the target's
                # (x87 rounding).
                cmd = ['gcc'] + extra + fz.BASE + [src, '-o', exe, '-lm']
                runner = []
            else:
                cmd = [a.gcc] + extra + fz.BASE + self.topts + \
                    [src, '-o', exe, '-lm']
                runner = self.runner
            st, _, _ = build(cmd, a.compile_timeout)
            if st != 0:
                return False
            st, out, err = fz.run(runner + [exe], self.rtimeout * 5)
            if st != 0 or (out != rout and (native or name != 'san')):
                return False
        return True


def check_main(args):
    # cvise stops the checks it no longer needs with SIGTERM: leave no
    # work directory behind.
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(1))
    c = Checker(args)
    sigfile = args.signature
    with open(sigfile) as f:
        want = tuple(f.read().split('\n')[:2])
    with open(sigfile + '.pragmas') as f:
        c.pragmas = set(l for l in f.read().split('\n') if l)
    with open(sigfile + '.warnings') as f:
        c.known_warnings = set(l for l in f.read().split('\n') if l)
    work = tempfile.mkdtemp(prefix='lockstep-reduce.')
    try:
        got = c.signature(os.path.abspath(args.prog), work)
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0 if got == want else 1


def balanced(text):
    depth = 0
    for ch in text:
        if ch in '{(':
            depth += 1
        elif ch in '})':
            depth -= 1
            if depth < 0:
                return False
    return depth == 0


def ddmin_lines(path, test, log):
    """Greedy delta debugging over lines: removes chunks of lines, halving
    the chunk size, while TEST (a function of a file name) holds."""
    lines = open(path).read().split('\n')
    n = max(len(lines) // 2, 1)
    tmp = path + '.try.c'
    while n >= 1:
        i = 0
        changed = False
        while i < len(lines):
            cand = lines[:i] + lines[i + n:]
            txt = '\n'.join(cand)
            if balanced(txt):
                with open(tmp, 'w') as f:
                    f.write(txt)
                if test(tmp):
                    lines = cand
                    changed = True
                    log('  %d lines' % len(lines))
                    with open(path, 'w') as f:
                        f.write(txt)
                    continue
            i += n
        if not changed:
            n //= 2
    if os.path.exists(tmp):
        os.remove(tmp)


def show_cmd(gcc, plugin, opts, path, kind, target):
    """A shell command that shows failure KIND of PATH on TARGET."""
    ls = ' '.join(fz.ls_cmd(gcc, plugin, opts, path, 'prog'))
    if kind in ('ice', 'compile-error', 'compile-timeout', 'no-report',
                'compile-slow'):
        return ls
    r = ' '.join(target.runner + [''])
    if kind.startswith('run-'):
        return '%s && %s./prog' % (ls, r)
    ref = ' '.join(fz.ref_cmd(gcc, plugin, path, 'ref', target.topts))
    return '%s && %s && %s./ref > ref.out && %s./prog > prog.out; ' \
        'diff ref.out prog.out' % (ref, ls, r, r)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('prog')
    ap.add_argument('--plugin', required=True)
    ap.add_argument('--gcc', default='',
                    help='the compiler (default: gcc, or --aarch64-gcc or '
                    '--i686-gcc for the aarch64 and i686 option sets)')
    ap.add_argument('--aarch64-gcc', default='aarch64-linux-gnu-gcc-12')
    ap.add_argument('--i686-gcc', default='i686-linux-gnu-gcc-12')
    ap.add_argument('--config', default='O3-avx2')
    ap.add_argument('--opts', default='',
                    help='options instead of those of --config')
    ap.add_argument('--target', default='x86-64',
                    help='the target of --opts: %s' % ', '.join(fz.TARGETS))
    ap.add_argument('-o', '--output')
    ap.add_argument('--no-cvise', action='store_true')
    ap.add_argument('--timeout', type=float, default=10)
    ap.add_argument('--compile-timeout', type=float, default=120)
    ap.add_argument('--check', action='store_true')
    ap.add_argument('--signature', help=argparse.SUPPRESS)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--time-limit', type=float, default=1800,
                    help='seconds cvise may take (0: no limit)')
    args = ap.parse_args()
    args.plugin = os.path.abspath(args.plugin)
    if args.check:
        return check_main(args)

    c = Checker(args)
    src = os.path.abspath(args.prog)
    out = os.path.abspath(args.output or re.sub(r'\.c$', '', src) +
                          '.reduced.c')
    work = tempfile.mkdtemp(prefix='lockstep-reduce.')
    atexit.register(shutil.rmtree, work, True)
    signal.signal(signal.SIGTERM, lambda signum, frame: sys.exit(1))
    # A copy of the plugin: the build tree's may be rebuilt meanwhile.
    shown_plugin = args.plugin
    args.plugin = fz.copy_plugin(args.plugin, work)
    text = open(src).read()
    pragmas = sorted(set(l.strip() for l in text.split('\n')
                         if fz.LOOP_RE.match(l.strip())))
    c.pragmas = set(pragmas)
    c.known_warnings = c.warnings(src) or set()
    sig = c.signature(src, work)
    if sig is None:
        sys.exit('reduce.py: %s does not fail with %s' % (src, ' '.join(
            c.opts)))
    print('failure: %s %s' % sig, flush=True)
    sigfile = os.path.join(work, 'signature')
    with open(sigfile, 'w') as f:
        f.write('%s\n%s\n' % sig)
    with open(sigfile + '.pragmas', 'w') as f:
        f.write('\n'.join(pragmas) + '\n')
    with open(sigfile + '.warnings', 'w') as f:
        f.write(''.join(w + '\n' for w in sorted(c.known_warnings)))
    cur = os.path.join(work, 'prog.c')
    shutil.copy(src, cur)
    check = [sys.executable, os.path.abspath(__file__), '--check',
             '--plugin', args.plugin, '--gcc', args.gcc,
             '--signature', sigfile, '--timeout', str(args.timeout),
             '--compile-timeout', str(args.compile_timeout)]
    # --opts=: a lone -O2 would pass for an option of its own.
    check += ['--opts=' + ' '.join(c.opts[len(c.topts):]), '--target',
              c.target.name]

    def test(path):
        p = subprocess.run(check + [path], stdout=subprocess.DEVNULL,
                           stderr=subprocess.DEVNULL)
        return p.returncode == 0

    cvise = shutil.which('cvise')
    if cvise and not args.no_cvise:
        script = os.path.join(work, 'test.sh')
        with open(script, 'w') as f:
            f.write('#!/bin/sh\nexec %s prog.c\n' % ' '.join(
                "'%s'" % x for x in check))
        os.chmod(script, 0o755)
        # cvise keeps prog.c at the smallest failing version found so far,
        # so stopping it at the time limit loses nothing already gained.
        p = subprocess.Popen([cvise, '--n', str(args.jobs), '--timeout',
                              '600', '--tidy', script, 'prog.c'], cwd=work,
                             start_new_session=True)
        try:
            rc = p.wait(timeout=args.time_limit or None)
        except subprocess.TimeoutExpired:
            print('cvise: time limit, stopping it', flush=True)
            os.killpg(p.pid, signal.SIGTERM)
            p.wait()
            rc = 0
        if rc != 0 or not test(cur):
            if not test(cur):
                shutil.copy(src, cur)
            ddmin_lines(cur, test, lambda m: print(m, flush=True))
    else:
        ddmin_lines(cur, test, lambda m: print(m, flush=True))
    shutil.copy(cur, out)
    print('reduced: %s (%d lines), failure %s %s'
          % (out, len(open(out).read().split('\n')), sig[0], sig[1]))
    print('show it with:\n  %s' % show_cmd(args.gcc, shown_plugin, c.opts,
                                              out, sig[0], c.target))
    shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == '__main__':
    sys.exit(main())
