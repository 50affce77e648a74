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
#               [--out DIR] [--configs NAME,...] [--per-seed K]
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


def has_avx512():
    try:
        with open('/proc/cpuinfo') as f:
            for line in f:
                if line.startswith('flags'):
                    fl = line.split()
                    return 'avx512f' in fl and 'avx512bw' in fl
    except OSError:
        pass
    return False


def all_configs():
    """The lockstep option sets: name -> options."""
    c = collections.OrderedDict()
    c['O2-sse2'] = ['-O2', '-msse2']
    c['O3-sse2'] = ['-O3', '-msse2']
    c['O3-avx2'] = ['-O3', '-mavx2']
    c['O2-avx2-vf16'] = ['-O2', '-mavx2', '-fplugin-arg-lockstep-vf=16']
    c['O1-avx2-vf4'] = ['-O1', '-mavx2', '-fplugin-arg-lockstep-vf=4']
    if has_avx512():
        c['O3-avx512'] = ['-O3', '-march=skylake-avx512']
    return c


REF_OPTS = ['-O2', '-fplugin-arg-lockstep-disable']


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


def ref_cmd(gcc, plugin, src, exe):
    return [gcc] + BASE + ['-fplugin=' + plugin] + REF_OPTS + \
        [src, '-o', exe, '-lm']


def ls_cmd(gcc, plugin, opts, src, exe, report=True):
    # -fplugin= must come before -fplugin-arg-.
    return [gcc] + BASE + ['-fplugin=' + plugin] + opts + \
        (REPORT if report else []) + [src, '-o', exe, '-lm']


def run(cmd, timeout, cwd=None):
    """Runs CMD; returns (status, stdout, stderr) where status is an exit
    code, 'timeout', or a negative signal number."""
    try:
        p = subprocess.run(cmd, stdout=subprocess.PIPE,
                           stderr=subprocess.PIPE, timeout=timeout, cwd=cwd,
                           start_new_session=True)
    except subprocess.TimeoutExpired as e:
        return 'timeout', (e.stdout or b'').decode('utf-8', 'replace'), \
            (e.stderr or b'').decode('utf-8', 'replace')
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


def silent_kind(gcc, plugin, opts, src, work, text, silent):
    """For loops (line ranges) SILENT that got no report in their lines:
    'no-report' if the lockstep dump shows no loop of their functions
    either, 'misplaced-report' if lockstep did report on them, at a line
    outside the function (GCC's location of an inlined statement)."""
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
        for rng in silent:
            f = loop_function(text, rng)
            if not f or not any(k == f or k.startswith(f + '.')
                                for k in seen):
                return 'no-report'
        return 'misplaced-report'
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
    def __init__(self, args):
        self.args = args
        self.lock = threading.Lock()
        self.stats = collections.Counter()
        self.missed = collections.Counter()
        self.per_config = collections.defaultdict(collections.Counter)
        self.failures = collections.OrderedDict()   # (kind, sig) -> [seeds]
        self.gen_problems = collections.OrderedDict()
        self.configs = all_configs()
        self.stop = False
        self.t0 = time.time()
        if args.configs:
            names = args.configs.split(',')
            for n in names:
                if n not in self.configs:
                    sys.exit('run.py: unknown config %s (known: %s)'
                             % (n, ', '.join(self.configs)))
            self.configs = collections.OrderedDict(
                (n, self.configs[n]) for n in names)
        os.makedirs(args.out, exist_ok=True)
        self.tmp = tempfile.mkdtemp(prefix='lockstep-fuzz.')
        # A copy of the plugin: the build tree's may be rebuilt meanwhile.
        self.plugin = copy_plugin(args.plugin, self.tmp)
        with open(core_of(args.plugin), 'rb') as f:
            self.plugin_sha = hashlib.sha1(f.read()).hexdigest()[:12]

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
        a = self.args
        if self.stop or (a.time_limit and
                         time.time() - self.t0 > a.time_limit):
            return
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

    def _one(self, seed, d):
        a = self.args
        text = gen.Gen(seed).program()
        src = os.path.join(d, 'prog.c')
        with open(src, 'w') as f:
            f.write(text)
        loops, decls = loop_ranges(text)
        with self.lock:
            self.stats['programs'] += 1
            self.stats['simd loops'] += len(loops)
            self.stats['declare simd functions'] += len(decls)
        ref = os.path.join(d, 'ref')
        cmd = ref_cmd(a.gcc, self.plugin, src, ref)
        st, out, err = run(cmd, a.compile_timeout)
        if st != 0:
            kind, sig = compile_failure(st, err)
            self.keep(self.gen_problems, 'ref-' + kind, sig, seed, text,
                      '$ %s\n%s' % (' '.join(cmd), err))
            return
        rst, rout, rerr = run([ref], a.timeout)
        if rst != 0:
            self.keep(self.gen_problems, 'ref-run', run_failure(rst), seed,
                      text, 'reference run: %s\n%s' % (rst, rerr))
            return
        if not a.no_o0:
            o0 = os.path.join(d, 'o0')
            cmd0 = [a.gcc, '-O0'] + BASE + [src, '-o', o0, '-lm']
            st, out, err = run(cmd0, a.compile_timeout)
            if st == 0:
                st, o0out, _ = run([o0], a.timeout * 4)
            if st != 0 or o0out != rout:
                self.keep(self.gen_problems, 'ref-unstable', '-O0', seed,
                          text, '$ %s\nstatus %s\n' % (' '.join(cmd0), st))
                return
        for name in self.configs_for(seed):
            opts = self.configs[name]
            exe = os.path.join(d, name)
            cmd = ls_cmd(a.gcc, self.plugin, opts, src, exe)
            shown = ' '.join(ls_cmd(a.gcc, a.plugin, opts, 'prog.c', 'prog'))
            st, out, err = run(cmd, a.compile_timeout)
            with self.lock:
                self.stats['compilations'] += 1
                self.per_config[name]['programs'] += 1
            if st != 0:
                kind, sig = compile_failure(st, err)
                self.keep(self.failures, kind, sig, seed, text,
                          'config %s\n$ %s\n%s' % (name, shown, err[-20000:]))
                continue
            reps = parse_reports(err)
            self.count_reports(name, reps, loops, decls)
            silent = [lr for lr in loops
                      if not any(lr[0] <= l <= lr[1] for l, _, _ in reps)]
            if silent:
                kind = silent_kind(a.gcc, self.plugin, opts, src, d, text,
                                   silent)
                self.keep(self.failures, kind,
                          'loop without a lockstep report' if
                          kind == 'no-report' else
                          'loop reported at a line outside its function',
                          seed, text,
                          'config %s\n$ %s\nloops without a report at '
                          'lines %s\n%s' % (name, shown,
                                            [s[0] for s in silent], err))
            st, out, err2 = run([exe], a.timeout)
            if st != 0:
                kind = 'run-' + ('timeout' if st == 'timeout' else 'crash')
                self.keep(self.failures, kind,
                          '%s %s' % (run_failure(st), name), seed, text,
                          'config %s\n$ %s\n$ ./prog\nstatus %s\n%s\n'
                          'compiler said:\n%s'
                          % (name, shown, st, err2[-4000:], err))
                continue
            if out != rout:
                diff = [(x, y) for x, y in zip(rout.splitlines(),
                                               out.splitlines()) if x != y]
                self.keep(self.failures, 'mismatch', name, seed, text,
                          'config %s\n$ %s\n$ ./prog\nfirst differences '
                          '(reference, lockstep):\n%s\ncompiler said:\n%s'
                          % (name, shown, '\n'.join(
                              '%s\n%s' % p for p in diff[:5]), err))

    def count_reports(self, name, reps, loops, decls):
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
        lines.append('per option set:    programs, simd loops vectorized by '
                     'lockstep (of seen), reports vectorized/missed, clone '
                     'loops vectorized/missed')
        for name, pc in self.per_config.items():
            lines.append('  %-14s %5d  %5d of %5d  %5d/%-5d  %5d/%d' % (
                name, pc['programs'], pc['simd loops vectorized (some copy)'],
                pc['simd loops'], pc['vectorized'], pc['missed'],
                pc['clone loops vectorized'], pc['clone loops missed']))
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


def main():
    ap = argparse.ArgumentParser(description=__doc__)
    ap.add_argument('--seeds', type=int, required=True)
    ap.add_argument('--start', type=int, default=1)
    ap.add_argument('--jobs', type=int, default=2)
    ap.add_argument('--gcc', default='gcc')
    ap.add_argument('--plugin', required=True)
    ap.add_argument('--out', default=os.path.join(HERE, 'failures'))
    ap.add_argument('--configs', default='',
                    help='comma-separated option sets (default: all of %s)'
                    % ', '.join(all_configs()))
    ap.add_argument('--per-seed', type=int, default=0,
                    help='build each program with only K of the option '
                    'sets, rotating (default: all)')
    ap.add_argument('--timeout', type=float, default=10,
                    help='seconds a program may run')
    ap.add_argument('--compile-timeout', type=float, default=300)
    ap.add_argument('--keep', type=int, default=5,
                    help='programs kept per failure signature')
    ap.add_argument('--no-o0', action='store_true',
                    help='skip the check that -O0 prints what the '
                    'reference prints')
    ap.add_argument('--keep-tmp', action='store_true')
    ap.add_argument('--time-limit', type=float, default=0,
                    help='start no program after this many seconds')
    args = ap.parse_args()
    args.out = os.path.abspath(args.out)
    args.plugin = os.path.abspath(args.plugin)
    c = Campaign(args)
    print('lockstep fuzz: seeds %d..%d, %d jobs, option sets: %s'
          % (args.start, args.start + args.seeds - 1, args.jobs,
             ', '.join('%s (%s)' % (n, ' '.join(o))
                       for n, o in c.configs.items())), flush=True)
    t0 = c.t0 = time.time()
    done = 0

    def interrupt(signum, frame):
        # Finish the programs under way, start no other, then summarize.
        c.stop = True
        print('stopping', flush=True)
    signal.signal(signal.SIGINT, interrupt)
    signal.signal(signal.SIGTERM, interrupt)
    try:
        with concurrent.futures.ThreadPoolExecutor(args.jobs) as ex:
            futs = [ex.submit(c.one, s)
                    for s in range(args.start, args.start + args.seeds)]
            for f in concurrent.futures.as_completed(futs):
                done += 1
                if done % 50 == 0:
                    c.say('.. %d programs, %.0f s, %d failures'
                          % (done, time.time() - t0,
                             sum(len(v) for v in c.failures.values())))
    except KeyboardInterrupt:
        c.stop = True
    c.summary(time.time() - t0)
    shutil.rmtree(c.tmp, ignore_errors=True)
    return 1 if c.failures else 0


if __name__ == '__main__':
    sys.exit(main())
