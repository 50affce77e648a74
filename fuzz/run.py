#!/usr/bin/env python3
# Differential fuzzing driver: generates programs with fuzz/gen.py, builds
# each with the plugin disabled (the reference) and with lockstep under
# several option sets, and keeps every program on which a lockstep build
# disagrees with the reference, crashes the compiler, crashes or hangs at
# run time, or leaves an omp simd loop without a lockstep report.
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.
#
# Usage: run.py --seeds N [--start S] [--jobs 2] [--gcc GCC] --plugin PATH
#               [--aarch64-plugin PATH] [--i686-plugin PATH] [--out DIR]
#               [--configs NAME,...]
#               [--per-seed K] [--loops L] [--time-limit S] [--resume]
#
# Each failure is kept as DIR/<kind>/<signature>/seed<S>.c with a .txt
# beside it that has the commands and what they printed; a summary of the
# campaign ends the output and is written to DIR/stats-<start>-<end>.json.
# fuzz/reduce.py shrinks a kept program.

import argparse
import collections
import concurrent.futures
import hashlib
import json
import os
import re
import shutil
import signal
import subprocess
import sys
import tempfile
import threading
import time

HERE = os.path.dirname(os.path.abspath(__file__))
sys.path.insert(0, HERE)
import gen  # noqa: E402

BASE = ['-fopenmp-simd', '-ffp-contract=off', '-w']
REPORT = ['-fopt-info-vec-optimized-missed']


def cpu_flags():
    """The flags of the first processor in /proc/cpuinfo."""
    try:
        with open('/proc/cpuinfo') as f:
            for line in f:
                if line.startswith('flags'):
                    return set(line.split(':', 1)[1].split())
    except OSError:
        pass
    return set()


def has_avx512():
    fl = cpu_flags()
    return 'avx512f' in fl and 'avx512bw' in fl


class Target:
    """A machine the programs are built for: the compiler and the lockstep
    build ARCH ('x86-64', 'i686' or 'aarch64') to use, options TOPTS that
    select it
    (given to the reference build too), a RUNNER command the programs run
    under, and whether the programs must do without float and double
    (INTS_ONLY: the options disable the registers they need)."""

    def __init__(self, name, arch, topts, runner=(), ints_only=False):
        self.name, self.arch, self.topts = name, arch, list(topts)
        self.runner, self.ints_only = list(runner), ints_only


QEMU = ['qemu-aarch64', '-L', '/usr/aarch64-linux-gnu']
# -fexcess-precision=standard: x87 arithmetic rounds at assignments and
# casts, whatever the registers allocation (else -O0 and -O2 may differ).
X87 = ['-fexcess-precision=standard']
TARGETS = collections.OrderedDict((t.name, t) for t in [
    Target('x86-64', 'x86-64', []),
    Target('x86-64-nosse', 'x86-64', ['-mno-sse', '-mno-mmx'],
           ints_only=True),
    # 32-bit x86 with the i686 cross compiler, linked statically: it runs
    # here without the 32-bit C library installed (under qemu-i386 where
    # the kernel does not run 32-bit programs, see target_problem).
    Target('i686', 'i686', ['-march=i686', '-static'] + X87),
    Target('i686-sse2', 'i686', ['-march=i686', '-msse2', '-static'] + X87),
    Target('aarch64', 'aarch64', [], QEMU),
    Target('aarch64-sve256', 'aarch64',
           ['-march=armv8.2-a+sve', '-msve-vector-bits=256'],
           ['qemu-aarch64', '-cpu', 'max,sve256=on', '-L',
            '/usr/aarch64-linux-gnu']),
    Target('aarch64-gr', 'aarch64', ['-mgeneral-regs-only'], QEMU,
           ints_only=True),
])


class Config:
    """A lockstep option set: its TARGET and the options OPTS beyond the
    target's; NEEDS, processor flags the build's code needs to run."""

    def __init__(self, name, target, opts, needs=()):
        self.name, self.target, self.opts = name, TARGETS[target], opts
        self.needs = set(needs)

    @property
    def all_opts(self):
        """The target's options and the set's own."""
        return self.target.topts + self.opts


VF = '-fplugin-arg-lockstep-vf='
COST = '-fplugin-arg-lockstep-cost='
VERIFY = '-fplugin-arg-lockstep-verify'


def all_configs():
    """The lockstep option sets: name -> Config, all of them (see
    usable_configs for those this machine can build and run)."""
    c = collections.OrderedDict()
    for cf in [
            Config('O2-sse2', 'x86-64', ['-O2', '-msse2']),
            Config('O3-sse2', 'x86-64', ['-O3', '-msse2']),
            Config('O3-avx2', 'x86-64', ['-O3', '-mavx2'], ['avx2']),
            Config('O2-avx2-vf16', 'x86-64', ['-O2', '-mavx2', VF + '16'],
                   ['avx2']),
            Config('O1-avx2-vf4', 'x86-64', ['-O1', '-mavx2', VF + '4'],
                   ['avx2']),
            Config('O3-avx512', 'x86-64', ['-O3', '-march=skylake-avx512'],
                   ['avx512f', 'avx512bw', 'avx512vl', 'avx512dq']),
            # VF 2 on SSE2: booleans of float and double comparisons.
            Config('O2-sse2-vf2', 'x86-64', ['-O2', '-march=x86-64',
                                             VF + '2']),
            Config('O3-haswell', 'x86-64', ['-O3', '-march=haswell'],
                   ['avx2', 'fma', 'bmi2', 'movbe']),
            Config('O3-native-vf2', 'x86-64', ['-O3', '-march=native',
                                               VF + '2']),
            # Tuned for AMD, whose masked stores are microcoded: pairs of
            # them become stores per lane (storepaths.cc).
            Config('O3-avx2-znver3', 'x86-64',
                   ['-O3', '-mavx2', '-mtune=znver3'], ['avx2']),
            Config('O3-avx2-vf16', 'x86-64', ['-O3', '-mavx2', VF + '16'],
                   ['avx2']),
            # Sanitizers' checks, one per active lane: a report or a trap
            # where the scalar loop has none is a failure.
            Config('O2-avx2-asan', 'x86-64',
                   ['-O2', '-mavx2', '-fsanitize=address',
                    '-fno-sanitize-address-use-after-scope'], ['avx2']),
            Config('O2-sse2-ubsan', 'x86-64',
                   ['-O2', '-msse2', '-fsanitize=undefined',
                    '-fno-sanitize=signed-integer-overflow',
                    '-fsanitize-undefined-trap-on-error']),
            Config('O3-avx2-ubsan-overflow', 'x86-64',
                   ['-O3', '-mavx2', '-fsanitize=signed-integer-overflow',
                    '-fsanitize-undefined-trap-on-error'], ['avx2']),
            # The run-time profile's counting (its report goes to stderr).
            Config('O3-avx2-profile', 'x86-64',
                   ['-O3', '-mavx2', '-fplugin-arg-lockstep-profile'],
                   ['avx2']),
            # No vector registers.
            Config('O2-nosse', 'x86-64-nosse', ['-O2']),
            Config('O3-nosse-vf4', 'x86-64-nosse', ['-O3', VF + '4']),
            Config('O2-i686', 'i686', ['-O2']),
            Config('O3-i686-vf4', 'i686', ['-O3', VF + '4']),
            Config('O2-i686-sse2', 'i686-sse2', ['-O2']),
            Config('O3-i686-sse2-vf2', 'i686-sse2', ['-O3', VF + '2']),
            # aarch64 under qemu.
            Config('O3-neon', 'aarch64', ['-O3']),
            Config('O2-neon-vf4', 'aarch64', ['-O2', VF + '4']),
            Config('O2-neon-profile', 'aarch64',
                   ['-O2', '-fplugin-arg-lockstep-profile']),
            Config('O3-sve256', 'aarch64-sve256', ['-O3']),
            Config('O2-aarch64-gr', 'aarch64-gr', ['-O2']),
            Config('O3-aarch64-gr-vf4', 'aarch64-gr', ['-O3', VF + '4']),
    ]:
        c[cf.name] = cf
    return c


def target_problem(target, gcc, plugin, cache={}):
    """Why TARGET cannot be used with compiler GCC and lockstep build
    PLUGIN, or None if it can: a trivial program must build and run
    (an i686 one under qemu-i386 if this machine's kernel cannot run it,
    which then becomes TARGET's runner)."""
    key = (target.name, gcc, plugin)
    if key in cache:
        return cache[key]
    why = None
    if not plugin or not os.path.exists(plugin):
        why = 'no lockstep build for %s (--%s-plugin)' % (
            target.arch, target.arch)
        if target.arch == 'x86-64':
            why = 'no lockstep build %s' % plugin
    elif not shutil.which(gcc):
        why = 'no compiler %s' % gcc
    elif target.runner and not shutil.which(target.runner[0]):
        why = 'no %s (Debian package qemu-user)' % target.runner[0]
    else:
        d = tempfile.mkdtemp(prefix='lockstep-probe.')
        try:
            src = os.path.join(d, 't.c')
            with open(src, 'w') as f:
                f.write('#include <stdio.h>\nint main (void) '
                        '{ printf ("ok\\n"); return 0; }\n')
            exe = os.path.join(d, 't')
            st, out, err = run([gcc] + target.topts + ['-fplugin=' + plugin,
                                                        src, '-o', exe], 60)
            if st != 0:
                why = '%s %s cannot build a program%s: %s' % (
                    gcc, ' '.join(target.topts),
                    ' (Debian package libc6-dev-i386-cross)'
                    if target.arch == 'i686' else '',
                    (err.strip().splitlines() or ['?'])[-1][:160])
            else:
                st, out, err = run(target.runner + [exe], 60)
                if ((st != 0 or out != 'ok\n') and target.arch == 'i686'
                        and not target.runner
                        and shutil.which('qemu-i386')):
                    # A kernel without 32-bit support: run under qemu.
                    st, out, err = run(['qemu-i386', exe], 60)
                    if st == 0 and out == 'ok\n':
                        target.runner = ['qemu-i386']
                if st != 0 or out != 'ok\n':
                    why = 'a %s program does not run (%s)' % (
                        target.name, st)
        finally:
            shutil.rmtree(d, ignore_errors=True)
    cache[key] = why
    return why


def config_problem(cf, gcc_for, plugin_for):
    """Why option set CF cannot be used here, or None."""
    t = cf.target
    why = target_problem(t, gcc_for[t.arch], plugin_for[t.arch])
    if why:
        return why
    missing = cf.needs - cpu_flags()
    if missing:
        return 'the processor lacks %s' % ' '.join(sorted(missing))
    return None


# GCC 12's own vectorizer miscompiles some generated programs: an omp simd
# array that it assumed 16-byte aligned for a vectorized inner loop, a
# reduction's simd array smaller than the VF it picked on SVE under safelen
# 8 or 12.  The reference does without it.
REF_OPTS = ['-O2', '-fno-tree-loop-vectorize', '-fplugin-arg-lockstep-disable']


def core_of(plugin):
    """The plugin proper that the loader PLUGIN loads: lockstep-core.so
    in its directory."""
    return os.path.join(os.path.dirname(plugin), 'lockstep-core.so')


def copy_plugin(plugin, directory):
    """Copy the loader PLUGIN and the plugin proper beside it into
    DIRECTORY; return the copy of the loader."""
    shutil.copy2(core_of(plugin), os.path.join(directory, 'lockstep-core.so'))
    copy = os.path.join(directory, 'lockstep.so')
    shutil.copy2(plugin, copy)
    return copy


def ref_cmd(gcc, plugin, src, exe, topts=()):
    """The reference build of SRC: lockstep loaded but disabled, -O2, the
    target's options TOPTS."""
    return [gcc] + BASE + list(topts) + ['-fplugin=' + plugin] + REF_OPTS + \
        [src, '-o', exe, '-lm']


def ls_cmd(gcc, plugin, opts, src, exe, report=True):
    # -fplugin= must come before -fplugin-arg-.  The fuzzer checks the code
    # of every loop lockstep can vectorize: without the cost model, unless
    # the option set names one; and lockstep's intermediate code (option
    # verify: a broken one is an internal compiler error).
    cost = [] if any(o.startswith(COST) for o in opts) else \
        [COST + 'unlimited']
    return [gcc] + BASE + ['-fplugin=' + plugin] + cost + opts + \
        [VERIFY] + (REPORT if report else []) + [src, '-o', exe, '-lm']


def run(cmd, timeout, cwd=None):
    """Runs CMD; returns (status, stdout, stderr) where status is an exit
    code, 'timeout', or a negative signal number (126, as a shell says,
    for a program this machine cannot execute)."""
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout, cwd=cwd,
                           start_new_session=True)
    except subprocess.TimeoutExpired as e:
        return 'timeout', (e.stdout or b'').decode('utf-8', 'replace'), \
            (e.stderr or b'').decode('utf-8', 'replace')
    except OSError as e:
        return 126, '', str(e)
    return p.returncode, p.stdout.decode('utf-8', 'replace'), \
        p.stderr.decode('utf-8', 'replace')


ICE_RE = re.compile(r'internal compiler error: (.*)')


def compile_failure(status, err):
    """A signature for a failed compilation: the ICE message with line
    numbers of GCC's sources kept but operands dropped."""
    m = ICE_RE.search(err)
    if m:
        msg = re.sub(r"'[^']*'", "'...'", m.group(1).strip())
        p = re.search(r'during [A-Z]+ pass: (\S+)', err)
        if p:
            msg += ' [pass %s]' % p.group(1)
        return 'ice', msg
    if status == 'timeout':
        return 'compile-timeout', 'timeout'
    if isinstance(status, int) and status < 0:
        return 'ice', 'signal %d' % -status
    first = [l for l in err.splitlines() if 'error' in l]
    msg = first[0] if first else 'exit %s' % status
    msg = re.sub(r'^[^:]*:[0-9]+:[0-9]+: ', '', msg)
    return 'compile-error', msg


def run_failure(status):
    if status == 'timeout':
        return 'timeout'
    if isinstance(status, int) and status < 0:
        try:
            return signal.Signals(-status).name
        except ValueError:
            return 'signal %d' % -status
    return 'exit %d' % status


LOOP_RE = re.compile(r'^#pragma omp simd\b')
DECL_RE = re.compile(r'^#pragma omp declare simd\b')
REP_RE = re.compile(r'^[^:\s]*prog\.c:(\d+):\d+: (optimized|missed): '
                    r'(?:loop vectorized by lockstep: (.*)|'
                    r'lockstep: not vectorized: (.*))$')


def loop_ranges(text):
    """The source lines of each omp simd loop and of each declare simd
    function: lists of (first, last) line numbers (1-based)."""
    lines = text.split('\n')
    loops, decls = [], []
    for n, l in enumerate(lines):
        kind = loops if LOOP_RE.match(l) else decls if DECL_RE.match(l) \
            else None
        if kind is None:
            continue
        # From the head of the function (GCC may report a loop there)
        # to its closing brace.
        start = n
        while start > 0 and lines[start - 1].strip() not in ('', '}'):
            start -= 1
        end = n + 1
        while end < len(lines) and lines[end] != '}':
            end += 1
        kind.append((start + 1, end + 1))
    return loops, decls


FUNC_RE = re.compile(r'^(\w+) \(')


def loop_function(text, rng):
    """The name of the function whose lines are RNG."""
    lines = text.split('\n')
    for l in lines[rng[0] - 1:rng[1]]:
        m = FUNC_RE.match(l)
        if m:
            return m.group(1)
    return None


def callers(text, name):
    """The names of the functions of TEXT that call NAME."""
    found = []
    current = None
    call = re.compile(r'\b' + re.escape(name) + r' \(')
    for l in text.split('\n'):
        m = FUNC_RE.match(l)
        if m:
            current = m.group(1)
            continue
        if current and current != name and call.search(l) \
                and current not in found:
            found.append(current)
    return found


INNER_LOOP_RE = re.compile(r'.*(\b(for|while)\s*\(|\bdo\b)')


def inner_loop_lines(text, rng):
    """The lines of the function RNG of TEXT after its omp simd loop's
    own first line that start or end a loop: GCC reports an inner loop
    there, and a do-while loop at the first statement of its body."""
    lines = text.split('\n')
    first = next((n for n in range(rng[0] - 1, rng[1])
                  if LOOP_RE.match(lines[n])), rng[0] - 1) + 2
    last = min(rng[1], len(lines))
    out = set()
    for n in range(first, last):
        if not INNER_LOOP_RE.match(lines[n]):
            continue
        out.add(n + 1)
        if re.search(r'\bdo\b', lines[n]):
            k = n + 1
            while k < last and lines[k].strip() in ('', '{'):
                k += 1
            out.add(k + 1)
    return out


def loops_gone(gcc, plugin, opts, d, silent, text):
    """Whether GCC's own vectorizer, with lockstep off, reports on none of
    the loops SILENT of program TEXT either, other than at their inner
    loops' lines: GCC removed them before vectorization (a result it
    computed at compile time, an empty body, a complete unrolling, which
    may leave the inner loops), so that no pass sees them."""
    opts = [o for o in opts if not o.startswith('-fplugin-arg-lockstep-')]
    _, _, err = run([gcc] + BASE + ['-fplugin=' + plugin] + opts +
                    ['-fplugin-arg-lockstep-disable', '-fopt-info-vec-all',
                     '-c', 'prog.c', '-o', 'plain.o'], 300, cwd=d)
    lines = [int(m.group(1)) for m in
             re.finditer(r'prog\.c:(\d+):\d+: [^\n]*\bloop\b', err)]
    return not any(lo <= l <= hi and l not in inner_loop_lines(text, (lo, hi))
                   for lo, hi in silent for l in lines)


def silent_kind(gcc, plugin, opts, src, work, text, silent):
    """For loops (line ranges) SILENT that got no report in their lines:
    'no-report' if the lockstep dump shows no loop of their functions
    either, 'loop-gone' if then GCC's own vectorizer does not see them
    either, 'misplaced-report' if lockstep did report on them, at a line
    outside the function (GCC's location of an inlined statement).  A
    program with a loop of each kind counts as the first of no-report,
    loop-gone and misplaced-report."""
    d = tempfile.mkdtemp(prefix='dump.', dir=work)
    try:
        shutil.copy(src, os.path.join(d, 'prog.c'))
        run([gcc] + BASE + ['-fplugin=' + plugin] + opts +
            ['-fplugin-arg-lockstep-dump=details', '-c', 'prog.c', '-o',
             'prog.o'], 300, cwd=d)
        seen = collections.Counter()
        fn = None
        for name in os.listdir(d):
            if not name.endswith('lockstep'):
                continue
            for l in open(os.path.join(d, name), errors='replace'):
                m = re.match(r';; Function (\S+)', l)
                if m:
                    fn = m.group(1)
                elif l.startswith(';; lockstep: loop') and fn:
                    seen[fn] += 1
        unseen = []
        for rng in silent:
            f = loop_function(text, rng)
            # GCC inlines a static loop function into its callers, where
            # lockstep reports the loop.
            names = [f] + callers(text, f) if f else []
            if not any(k == g or k.startswith(g + '.')
                       for g in names for k in seen):
                unseen.append(rng)
        if not unseen:
            return 'misplaced-report'
        if all(loops_gone(gcc, plugin, opts, d, [rng], text)
               for rng in unseen):
            return 'loop-gone'
        return 'no-report'
    finally:
        shutil.rmtree(d, ignore_errors=True)


def parse_reports(err):
    """(line, 'optimized'|'missed', detail) of each lockstep report."""
    out = []
    for l in err.splitlines():
        m = REP_RE.match(l)
        if m:
            detail = m.group(3) or m.group(4)
            out.append((int(m.group(1)), m.group(2), detail))
    return out


def norm_reason(r):
    r = re.sub(r' at \S+:\d+:\d+$', '', r)
    r = re.sub(r"'[^']*'", "'...'", r)
    r = re.sub(r'\b\d+\b', 'N', r)
    return r


class Campaign:
    """A fuzz campaign: the option sets, the counts so far, and the state
    file (DIR/state.json) a stopped campaign resumes from."""

    def __init__(self, args):
        self.args = args
        self.lock = threading.Lock()
        self.stats = collections.Counter()
        self.missed = collections.Counter()
        self.per_config = collections.defaultdict(collections.Counter)
        self.failures = collections.OrderedDict()   # (kind, sig) -> [seeds]
        self.gen_problems = collections.OrderedDict()
        self.done = set()             # seeds finished
        self.before = 0.0             # seconds of the runs resumed
        self.prog0 = 0                # programs done before the resume
        self.stop = False
        self.t0 = time.time()
        os.makedirs(args.out, exist_ok=True)
        self.tmp = tempfile.mkdtemp(prefix='lockstep-fuzz.')
        # Copies of the plugins: the build trees' may be rebuilt meanwhile.
        self.plugin_for, self.shown_plugin = {}, {}
        self.gcc_for = {'x86-64': args.gcc, 'aarch64': args.aarch64_gcc,
                        'i686': args.i686_gcc}
        for arch, path in (('x86-64', args.plugin),
                           ('aarch64', args.aarch64_plugin),
                           ('i686', args.i686_plugin)):
            self.shown_plugin[arch] = path
            if path and os.path.exists(path):
                # The file name names the plugin: lockstep.so.
                # The loader and the plugin proper beside it.
                os.makedirs(os.path.join(self.tmp, arch))
                self.plugin_for[arch] = copy_plugin(
                    path, os.path.join(self.tmp, arch))
            else:
                self.plugin_for[arch] = None
        with open(core_of(args.plugin), 'rb') as f:
            self.plugin_sha = hashlib.sha1(f.read()).hexdigest()[:12]
        configs = all_configs()
        if args.configs:
            names = args.configs.split(',')
            for n in names:
                if n not in configs:
                    sys.exit('run.py: unknown config %s (known: %s)'
                             % (n, ', '.join(configs)))
            configs = collections.OrderedDict((n, configs[n]) for n in names)
        # Leave out, with one line each, the sets this machine lacks
        # something for.
        self.configs = collections.OrderedDict()
        skipped = collections.OrderedDict()
        for n, cf in configs.items():
            why = config_problem(cf, self.gcc_for, self.plugin_for)
            if why:
                skipped.setdefault(why, []).append(n)
            else:
                self.configs[n] = cf
        for why, names in skipped.items():
            print('skipping option sets %s: %s' % (', '.join(names), why),
                  flush=True)
        if not self.configs:
            sys.exit('run.py: no option set can be used here')
        self.avoid = set(f for f in args.avoid.split(',') if f)
        if self.avoid - set(gen.FEATURES):
            sys.exit('run.py: unknown --avoid %s (known: %s)'
                     % (args.avoid, ', '.join(gen.FEATURES)))
        self.state_file = os.path.join(args.out, 'state.json')
        if args.resume:
            self.load_state()

    # ------------------------------------------------------------ state
    def params(self):
        """What a resumed campaign must share with the stopped one."""
        a = self.args
        return {'start': a.start, 'seeds': a.seeds, 'loops': a.loops,
                'avoid': sorted(self.avoid),
                'configs': list(self.configs), 'per_seed': a.per_seed}

    def load_state(self):
        """Takes up the counts of the campaign stopped in the output
        directory, if there is one, and leaves out the seeds it did."""
        if not os.path.exists(self.state_file):
            print('no %s: starting afresh' % self.state_file, flush=True)
            return
        with open(self.state_file) as f:
            st = json.load(f)
        if st['params'] != self.params():
            sys.exit('run.py: %s is of another campaign (%s); give the same '
                     'options, or another --out' % (self.state_file,
                                                    st['params']))
        self.done = set(st['done'])
        self.prog0 = len(self.done)
        self.before = st['elapsed']
        self.stats.update(st['stats'])
        self.missed.update(st['missed'])
        for k, v in st['per_config'].items():
            self.per_config[k].update(v)
        for table, key in ((self.failures, 'failures'),
                           (self.gen_problems, 'gen_problems')):
            for kind, sig, seeds in st[key]:
                table[(kind, sig)] = seeds
        print('resuming: %d programs done in %.0f s, %d failures'
              % (len(self.done), self.before,
                 sum(len(v) for v in self.failures.values())), flush=True)

    def save_state(self):
        """Writes the state file (under the lock), atomically."""
        st = {'params': self.params(), 'done': sorted(self.done),
              'elapsed': self.elapsed(), 'stats': dict(self.stats),
              'missed': dict(self.missed),
              'per_config': {k: dict(v) for k, v in self.per_config.items()},
              'failures': [[k, g, v] for (k, g), v in self.failures.items()],
              'gen_problems': [[k, g, v] for (k, g), v in
                               self.gen_problems.items()]}
        tmp = self.state_file + '.tmp'
        with open(tmp, 'w') as f:
            json.dump(st, f)
        os.replace(tmp, self.state_file)

    def elapsed(self):
        """Seconds of this campaign, runs before a resume included."""
        return self.before + time.time() - self.t0

    def progress(self, todo):
        """One line: programs and loops done, failures, time left."""
        s = self.stats
        now = time.time() - self.t0
        ran = len(self.done) - self.prog0
        left = todo - len(self.done)
        est = now / ran * left if ran else 0
        if self.args.time_limit:
            est = min(est, max(self.args.time_limit - now, 0))
        nf = sum(len(v) for v in self.failures.values())
        return ('[%s] %d/%d programs, %d simd loops, %d vectorized loops '
                'checked (%.0f/h), %d failures (%d signatures), about %s '
                'left' % (hms(self.elapsed()), len(self.done), todo,
                          s['simd loops'], s['loops checked'],
                          s['loops checked'] * 3600 / max(self.elapsed(), 1),
                          nf, len(self.failures), hms(est)))

    # ---------------------------------------------------------- programs
    def configs_for(self, seed):
        names = list(self.configs)
        k = self.args.per_seed
        if not k or k >= len(names):
            return names
        start = (seed * k) % len(names)
        return [names[(start + j) % len(names)] for j in range(k)]

    def keep(self, table, kind, sig, seed, text, log):
        key = (kind, sig)
        with self.lock:
            first = key not in table
            seeds = table.setdefault(key, [])
            seeds.append(seed)
            n = len(seeds)
        if n > self.args.keep:
            return
        h = hashlib.sha1(sig.encode()).hexdigest()[:8]
        d = os.path.join(self.args.out, kind, h)
        os.makedirs(d, exist_ok=True)
        with open(os.path.join(d, 'seed%d.c' % seed), 'w') as f:
            f.write(text)
        with open(os.path.join(d, 'seed%d.txt' % seed), 'w') as f:
            f.write('kind: %s\nsignature: %s\nseed: %d\nplugin: %s\n\n%s'
                    % (kind, sig, seed, self.plugin_sha, log))
        if first:
            with open(os.path.join(d, 'signature'), 'w') as f:
                f.write('%s\n%s\n' % (kind, sig))
            self.say('new failure: %s: %s (seed %d) -> %s'
                     % (kind, sig, seed, d))

    def say(self, msg):
        with self.lock:
            print(msg, flush=True)

    def one(self, seed):
        """Tests program SEED; True if it was done (not stopped)."""
        a = self.args
        if self.stop or (a.time_limit and
                         time.time() - self.t0 > a.time_limit):
            return False
        d = os.path.join(self.tmp, 's%d' % seed)
        os.makedirs(d, exist_ok=True)
        try:
            self._one(seed, d)
        except Exception as e:      # a bug here must not stop the campaign
            self.say('seed %d: driver error: %r' % (seed, e))
            with self.lock:
                self.stats['driver errors'] += 1
        finally:
            if not a.keep_tmp:
                shutil.rmtree(d, ignore_errors=True)
        with self.lock:
            self.done.add(seed)
            self.save_state()
        return True

    def _one(self, seed, d):
        """Builds and runs program SEED for each of its option sets, target
        by target: the reference and -O0 builds of each target first."""
        bytarget = collections.OrderedDict()
        for name in self.configs_for(seed):
            cf = self.configs[name]
            bytarget.setdefault(cf.target.name, []).append(cf)
        texts = {}
        with self.lock:
            self.stats['programs'] += 1
        for tname, cfs in bytarget.items():
            t = TARGETS[tname]
            if t.ints_only not in texts:
                texts[t.ints_only] = gen.Gen(seed, self.args.loops,
                                             t.ints_only,
                                             avoid=self.avoid).program()
                loops, decls = loop_ranges(texts[t.ints_only])
                with self.lock:
                    self.stats['simd loops'] += len(loops)
                    self.stats['declare simd functions'] += len(decls)
            td = os.path.join(d, tname)
            os.makedirs(td, exist_ok=True)
            self.one_target(seed, td, t, texts[t.ints_only], cfs)

    def gen_cmd(self, seed, t):
        """The command that prints program SEED for target T."""
        return 'fuzz/gen.py %d%s%s%s' % (
            seed, ' --loops %d' % self.args.loops if self.args.loops else '',
            ' --ints-only' if t.ints_only else '',
            ' --avoid ' + ','.join(sorted(self.avoid)) if self.avoid else '')

    def one_target(self, seed, d, t, text, cfs):
        """The reference build of TEXT for target T, then the lockstep
        builds under the option sets CFS."""
        a = self.args
        gcc, plugin = self.gcc_for[t.arch], self.plugin_for[t.arch]
        shown_plugin = self.shown_plugin[t.arch]
        rtimeout = a.timeout * (5 if t.runner else 1)
        src = os.path.join(d, 'prog.c')
        with open(src, 'w') as f:
            f.write(text)
        loops, decls = loop_ranges(text)
        gline = '$ %s > prog.c\n' % self.gen_cmd(seed, t)
        ref = os.path.join(d, 'ref')
        cmd = ref_cmd(gcc, plugin, src, ref, t.topts)
        t1 = time.time()
        st, out, err = run(cmd, a.compile_timeout)
        tref = time.time() - t1
        if st != 0:
            kind, sig = compile_failure(st, err)
            self.keep(self.gen_problems, 'ref-' + kind, sig + ' ' + t.name,
                      seed, text, '%s$ %s\n%s' % (gline, ' '.join(cmd), err))
            return
        rst, rout, rerr = run(t.runner + [ref], rtimeout)
        if rst != 0:
            self.keep(self.gen_problems, 'ref-run', run_failure(rst) + ' ' +
                      t.name, seed, text, 'reference run: %s\n%s'
                      % (rst, rerr))
            return
        if not a.no_o0:
            o0 = os.path.join(d, 'o0')
            cmd0 = [gcc, '-O0'] + BASE + t.topts + [src, '-o', o0, '-lm']
            st, out, err = run(cmd0, a.compile_timeout)
            if st == 0:
                st, o0out, _ = run(t.runner + [o0], rtimeout * 4)
            if st != 0 or o0out != rout:
                self.keep(self.gen_problems, 'ref-unstable', '-O0 ' + t.name,
                          seed, text, '%s$ %s\nstatus %s\n'
                          % (gline, ' '.join(cmd0), st))
                return
        budget = max(a.slow_factor * tref, a.slow_min)
        for cf in cfs:
            self.one_config(seed, d, t, text, cf, loops, decls, rout, budget,
                            gline)

    def timed_build(self, cmd, budget):
        """Runs build CMD for at most BUDGET seconds: (status, stdout,
        stderr, seconds)."""
        t1 = time.time()
        st, out, err = run(cmd, min(budget, self.args.compile_timeout))
        return st, out, err, time.time() - t1

    def one_config(self, seed, d, t, text, cf, loops, decls, rout, budget,
                   gline):
        """The lockstep build of TEXT under option set CF and its run,
        compared with the reference output ROUT."""
        a = self.args
        gcc, plugin = self.gcc_for[t.arch], self.plugin_for[t.arch]
        src = os.path.join(d, 'prog.c')
        name, opts = cf.name, cf.all_opts
        rtimeout = a.timeout * (5 if t.runner else 1)
        run_shown = ' '.join(t.runner + ['./prog'])
        exe = os.path.join(d, name)
        cmd = ls_cmd(gcc, plugin, opts, src, exe)
        shown = gline + '$ ' + ' '.join(ls_cmd(gcc, self.shown_plugin[t.arch],
                                               opts, 'prog.c', 'prog'))
        st, out, err, secs = self.timed_build(cmd, budget)
        with self.lock:
            self.stats['compilations'] += 1
            self.per_config[name]['programs'] += 1
            self.per_config[name]['compile seconds'] += secs
        if st == 'timeout' and secs < a.compile_timeout:
            # Over the budget: a finding if the same build without
            # lockstep takes a tenth of the time or less.
            dcmd = ls_cmd(gcc, plugin, opts + ['-fplugin-arg-lockstep-'
                                               'disable'], src, exe + '.d',
                          report=False)
            dst, _, _, dsecs = self.timed_build(dcmd, a.compile_timeout)
            if dst == 0 and secs > a.slow_factor * dsecs:
                self.keep(self.failures, 'compile-slow', name, seed, text,
                          'config %s\n%s\nstopped after %.1f s; %.1f s '
                          'without lockstep (-fplugin-arg-lockstep-disable)'
                          ', %.1f s the reference\n'
                          % (name, shown, secs, dsecs, budget /
                             a.slow_factor))
                return
            # The build is slow without lockstep too: give it its time.
            st, out, err, secs = self.timed_build(cmd, a.compile_timeout)
        if st != 0:
            kind, sig = compile_failure(st, err)
            self.keep(self.failures, kind, sig, seed, text,
                      'config %s\n%s\n%s' % (name, shown, err[-20000:]))
            return
        reps = parse_reports(err)
        nvec = self.count_reports(name, reps, loops, decls)
        silent = [lr for lr in loops
                  if not any(lr[0] <= l <= lr[1] for l, _, _ in reps)]
        if silent:
            kind = silent_kind(gcc, plugin, opts, src, d, text, silent)
            # A loop GCC removed before any pass sees it is no failure.
            table = self.gen_problems if kind == 'loop-gone' \
                else self.failures
            self.keep(table, kind,
                      {'no-report': 'loop without a lockstep report',
                       'loop-gone': 'loop GCC removed before vectorizing'}
                      .get(kind, 'loop reported at a line outside its '
                           'function'),
                      seed, text,
                      'config %s\n%s\nloops without a report at '
                      'lines %s\n%s' % (name, shown,
                                        [s[0] for s in silent], err))
        st, out, err2 = run(t.runner + [exe], rtimeout)
        if (st != 0 or out != rout) and self.fails_without_lockstep(
                gcc, plugin, opts, src, exe, t, rtimeout, st, out):
            # The same options without lockstep fail the same way: the
            # program or GCC at these options, not lockstep.
            self.keep(self.gen_problems, 'opts-run', name, seed, text,
                      'config %s\n%s\nthe build with '
                      '-fplugin-arg-lockstep-disable fails the same way '
                      '(status %s)\n' % (name, shown, st))
            return
        if st != 0:
            kind = 'run-' + ('timeout' if st == 'timeout' else 'crash')
            self.keep(self.failures, kind,
                      '%s %s' % (run_failure(st), name), seed, text,
                      'config %s\n%s\n$ %s\nstatus %s\n%s\n'
                      'compiler said:\n%s'
                      % (name, shown, run_shown, st, err2[-4000:], err))
            return
        with self.lock:
            self.stats['loops checked'] += nvec
            self.per_config[name]['loops checked'] += nvec
        if out != rout:
            diff = [(x, y) for x, y in zip(rout.splitlines(),
                                           out.splitlines()) if x != y]
            first = re.match(r'loop(\d+) ', diff[0][0]) if diff else None
            only = ''
            if first and self.gcc_fails_alone(seed, d, t, gcc, plugin, opts,
                                              int(first.group(1)), text,
                                              reps, rtimeout):
                self.keep(self.gen_problems, 'opts-run', name, seed, text,
                          'config %s\n%s\nloop%s, which lockstep did not '
                          'vectorize, differs first; alone in a program '
                          '(--only %s) it differs from the reference in '
                          'the build with -fplugin-arg-lockstep-disable too'
                          '\n' % (name, shown, first.group(1),
                                   first.group(1)))
                return
            if first:
                only = ('\nthe first loop that differs is loop%s; the '
                        'program with it alone:\n$ %s --only %s > '
                        'prog.c\n' % (first.group(1), self.gen_cmd(seed, t),
                                      first.group(1)))
            self.keep(self.failures, 'mismatch', name, seed, text,
                      'config %s\n%s\n$ %s\nfirst differences '
                      '(reference, lockstep):\n%s\n%s\ncompiler said:\n%s'
                      % (name, shown, run_shown, '\n'.join(
                          '%s\n%s' % p for p in diff[:5]), only, err))

    def fails_without_lockstep(self, gcc, plugin, opts, src, exe, t,
                               rtimeout, st, out):
        """Whether the build of SRC with OPTS but lockstep disabled runs
        as the lockstep build did (status ST, output OUT) where that
        differs from the reference: GCC's own code at options the
        reference build does not use (-mavx2, -O3) fails as well."""
        dexe = exe + '.d'
        dcmd = ls_cmd(gcc, plugin, opts + ['-fplugin-arg-lockstep-disable'],
                      src, dexe, report=False)
        dst, _, _ = run(dcmd, self.args.compile_timeout)
        if dst != 0:
            return False
        rst, rout, _ = run(t.runner + [dexe], rtimeout)
        return rst == st and (st != 0 or rout == out)

    def gcc_fails_alone(self, seed, d, t, gcc, plugin, opts, k, text,
                        reps, rtimeout):
        """Whether loop K of program SEED (TEXT, in directory D, for
        target T), the first whose output differs in the lockstep build
        with OPTS, is GCC's problem: lockstep vectorized it in neither
        that build (REPS, its reports) nor the program with loop K alone,
        and the program with loop K alone built with OPTS and lockstep
        disabled prints something else than its reference build.  (GCC
        12's own vectorizer miscompiles some loops at -O3 -mavx2; whether
        the whole program shows it depends on the rest of it.)"""
        lines = text.splitlines()
        start = [i + 1 for i, l in enumerate(lines)
                 if re.match(r'loop%d \(' % k, l)]
        if not start:
            return False
        end = next((i + 1 for i, l in enumerate(lines)
                    if i + 1 > start[0] and re.match(r'\w+ \(', l)),
                   len(lines))
        if any(kind == 'optimized' and start[0] <= line < end
               for line, kind, _ in reps):
            return False
        alone = gen.Gen(seed, self.args.loops, t.ints_only, only=k,
                        avoid=self.avoid).program()
        src = os.path.join(d, 'alone.c')
        with open(src, 'w') as f:
            f.write(alone)
        ref, exe = os.path.join(d, 'alone-ref'), os.path.join(d, 'alone')
        builds = [(ref_cmd(gcc, plugin, src, ref, t.topts), ref),
                  (ls_cmd(gcc, plugin, opts, src, exe + '.l'), None),
                  (ls_cmd(gcc, plugin, opts + ['-fplugin-arg-lockstep-'
                                               'disable'], src, exe,
                          report=False), exe)]
        outs = []
        for cmd, run_exe in builds:
            st, _, err = run(cmd, self.args.compile_timeout)
            if st != 0:
                return False
            if run_exe is None:
                if any(kind == 'optimized' for _, kind, _
                       in parse_reports(err)):
                    return False
                continue
            rst, rout, _ = run(t.runner + [run_exe], rtimeout)
            if rst != 0:
                return False
            outs.append(rout)
        return outs[0] != outs[1]

    def count_reports(self, name, reps, loops, decls):
        """Counts the reports of a build; returns how many of LOOPS
        lockstep vectorized."""
        nvec = 0
        with self.lock:
            pc = self.per_config[name]
            for line, kind, detail in reps:
                inloop = any(lr[0] <= line <= lr[1] for lr in loops)
                pc['reports'] += 1
                if kind == 'optimized':
                    pc['vectorized' if inloop else 'clone loops vectorized'] \
                        += 1
                else:
                    pc['missed' if inloop else 'clone loops missed'] += 1
                    self.missed[norm_reason(detail)] += 1
            for lr in loops:
                mine = [r for r in reps if lr[0] <= r[0] <= lr[1]]
                pc['simd loops'] += 1
                if any(k == 'optimized' for _, k, _ in mine):
                    pc['simd loops vectorized (some copy)'] += 1
                    nvec += 1
        return nvec

    def summary(self, elapsed):
        s = self.stats
        lines = []
        lines.append('')
        lines.append('== lockstep fuzz: seeds %d..%d, plugin %s'
                     % (self.args.start, self.args.start + self.args.seeds
                        - 1, self.plugin_sha))
        lines.append('programs run:      %d in %.0f s (%.2f programs/s, '
                     '%d compilations)' % (s['programs'], elapsed,
                                           s['programs'] / max(elapsed, 1e-9),
                                           s['compilations']))
        lines.append('omp simd loops:    %d (+ %d declare simd functions)'
                     % (s['simd loops'], s['declare simd functions']))
        lines.append('loops checked:     %d vectorized loops built and run '
                     '(%.0f loops/hour)' % (s['loops checked'],
                                            s['loops checked'] * 3600 /
                                            max(elapsed, 1e-9)))
        lines.append('per option set:    programs, simd loops vectorized by '
                     'lockstep (of seen), reports vectorized/missed, clone '
                     'loops vectorized/missed, compile seconds')
        for name, pc in self.per_config.items():
            lines.append('  %-17s %5d  %5d of %5d  %5d/%-5d  %5d/%-5d %6.0f'
                         % (name, pc['programs'],
                            pc['simd loops vectorized (some copy)'],
                            pc['simd loops'], pc['vectorized'], pc['missed'],
                            pc['clone loops vectorized'],
                            pc['clone loops missed'],
                            pc['compile seconds']))
        lines.append('missed reasons (all option sets):')
        for r, n in self.missed.most_common():
            lines.append('  %6d  %s' % (n, r))
        nf = sum(len(v) for v in self.failures.values())
        lines.append('failures: %d programs-configs, %d distinct signatures'
                     % (nf, len(self.failures)))
        for (kind, sig), seeds in self.failures.items():
            lines.append('  %-14s %4d  %s  (seeds %s)'
                         % (kind, len(seeds), sig,
                            ' '.join(map(str, seeds[:8]))))
        if self.gen_problems:
            lines.append('generator problems (the reference itself):')
            for (kind, sig), seeds in self.gen_problems.items():
                lines.append('  %-14s %4d  %s  (seeds %s)'
                             % (kind, len(seeds), sig,
                                ' '.join(map(str, seeds[:8]))))
        if s['driver errors']:
            lines.append('driver errors: %d' % s['driver errors'])
        lines.append('kept in %s' % self.args.out)
        text = '\n'.join(lines)
        print(text, flush=True)
        js = {
            'start': self.args.start, 'seeds': self.args.seeds,
            'plugin': self.plugin_sha, 'elapsed': elapsed,
            'stats': dict(s), 'per_config': {k: dict(v) for k, v in
                                             self.per_config.items()},
            'missed': dict(self.missed),
            'failures': [{'kind': k, 'signature': g, 'seeds': v}
                         for (k, g), v in self.failures.items()],
            'generator_problems': [{'kind': k, 'signature': g, 'seeds': v}
                                   for (k, g), v in
                                   self.gen_problems.items()],
        }
        with open(os.path.join(self.args.out, 'stats-%d-%d.json' % (
                self.args.start, self.args.start + self.args.seeds - 1)),
                  'w') as f:
            json.dump(js, f, indent=1)


def hms(secs):
    """SECS as h:mm:ss."""
    secs = int(secs)
    return '%d:%02d:%02d' % (secs // 3600, secs // 60 % 60, secs % 60)


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('--seeds', type=int, required=True)
    ap.add_argument('--start', type=int, default=1)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--gcc', default='gcc')
    ap.add_argument('--plugin', required=True)
    ap.add_argument('--aarch64-gcc', default='aarch64-linux-gnu-gcc-12',
                    help='the aarch64 cross compiler')
    ap.add_argument('--aarch64-plugin', default='',
                    help='lockstep built for the aarch64 cross compiler '
                    '(configure --with-gcc=aarch64-linux-gnu-gcc-12); '
                    'without it the aarch64 option sets are skipped')
    ap.add_argument('--i686-gcc', default='i686-linux-gnu-gcc-12',
                    help='the i686 cross compiler')
    ap.add_argument('--i686-plugin', default='',
                    help='lockstep built for the i686 cross compiler '
                    '(plugin/i686/lockstep.so of a build that found it); '
                    'without it the i686 option sets are skipped')
    ap.add_argument('--out', default=os.path.join(HERE, 'failures'))
    ap.add_argument('--configs', default='',
                    help='comma-separated option sets (default: all of %s)'
                    % ', '.join(all_configs()))
    ap.add_argument('--per-seed', type=int, default=0,
                    help='build each program with only K of the option '
                    'sets, rotating (default: all)')
    ap.add_argument('--loops', type=int, default=16,
                    help='functions with an omp simd loop in each program '
                    '(0: one or two, as gen.py SEED prints)')
    ap.add_argument('--avoid', default='',
                    help='comma-separated constructs the programs leave '
                    'out: %s' % ', '.join(gen.FEATURES))
    ap.add_argument('--timeout', type=float, default=10,
                    help='seconds a program may run (5 times as many under '
                    'qemu)')
    ap.add_argument('--compile-timeout', type=float, default=300)
    ap.add_argument('--slow-factor', type=float, default=10,
                    help='a lockstep build that takes this many times as '
                    'long as the reference build and as the same build '
                    'without lockstep is a compile-slow failure')
    ap.add_argument('--slow-min', type=float, default=10,
                    help='seconds every build may take whatever the '
                    'reference took')
    ap.add_argument('--keep', type=int, default=5,
                    help='programs kept per failure signature')
    ap.add_argument('--no-o0', action='store_true',
                    help='skip the check that -O0 prints what the '
                    'reference prints')
    ap.add_argument('--keep-tmp', action='store_true')
    ap.add_argument('--time-limit', type=float, default=0,
                    help='start no program after this many seconds')
    ap.add_argument('--resume', action='store_true',
                    help='go on with the campaign stopped in --out (its '
                    'state.json), skipping the programs it did')
    ap.add_argument('--progress', type=float, default=60,
                    help='seconds between progress lines')
    args = ap.parse_args()
    args.out = os.path.abspath(args.out)
    args.plugin = os.path.abspath(args.plugin)
    if args.aarch64_plugin:
        args.aarch64_plugin = os.path.abspath(args.aarch64_plugin)
    if args.i686_plugin:
        args.i686_plugin = os.path.abspath(args.i686_plugin)
    c = Campaign(args)
    print('lockstep fuzz: seeds %d..%d, %d loops a program, %d jobs, option '
          'sets: %s' % (args.start, args.start + args.seeds - 1, args.loops,
                        args.jobs, ', '.join(
                            '%s (%s)' % (n, ' '.join(cf.all_opts))
                            for n, cf in c.configs.items())), flush=True)
    c.t0 = time.time()
    todo = [s for s in range(args.start, args.start + args.seeds)
            if s not in c.done]
    last = [time.time()]

    def interrupt(signum, frame):
        # Finish the programs under way, start no other, then summarize.
        c.stop = True
        print('stopping; go on later with --resume', flush=True)
    signal.signal(signal.SIGINT, interrupt)
    signal.signal(signal.SIGTERM, interrupt)
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            futs = [ex.submit(c.one, s) for s in todo]
            for f in concurrent.futures.as_completed(futs):
                if f.result() and time.time() - last[0] >= args.progress:
                    last[0] = time.time()
                    c.say(c.progress(args.seeds))
    except KeyboardInterrupt:
        c.stop = True
    c.summary(c.elapsed())
    shutil.rmtree(c.tmp, ignore_errors=True)
    return 1 if c.failures else 0


if __name__ == '__main__':
    sys.exit(main())
