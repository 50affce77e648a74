#!/usr/bin/env python3
# Random program generator for differential testing of lockstep: prints a
# valid C program with a few `#pragma omp simd' loops whose main() prints a
# checksum of everything the loops compute.
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.
#
# Usage: gen.py SEED [--loops K] [--ints-only] [--only K] [--avoid F,...]
#               > prog.c
#
# The output depends on SEED only.  Every program is free of undefined
# behaviour and of loop-carried dependences that `omp simd' would make
# unspecified, so the scalar build (-fplugin-arg-lockstep-disable) and every
# lockstep build must print the same lines:
#   - signed arithmetic that may overflow is done in the unsigned type of
#     the same width; divisors are odd or `| 1'; shift counts are masked;
#   - float to integer conversions go through f2i (), which maps values out
#     of range and NaNs to a constant;
#   - every index is in bounds: i, i + c < n + 16, `& (N - 1)', or an index
#     array; outputs are written only at the iteration's own element (i,
#     i + c, n - 1 - i, or perm[i] with perm a permutation);
#   - locals are declared and initialized at the top of the loop body;
#     gotos jump forward to labels of an enclosing statement list, so no
#     declaration is skipped; inner loops run at most 64 times;
#   - reductions update their variable with their own operator only and are
#     never read otherwise; float `+' reductions add small integers (exact
#     in any order), float max/min reductions see no NaN and print -0 as +0;
#   - calls are to pure functions; `declare simd' functions get uniform
#     arguments that are loop invariant and linear arguments that are linear
#     with the declared step;
#   - floats are printed as bits with NaNs made one value; only operations
#     IEEE rounds exactly (+ - * / sqrt floor ceil trunc, conversions;
#     sqrt through SQRT, SQRTF, which round it on x87 too).
#
# Rare exits (--avoid rare leaves them out): 15% of the loops (drawn from a
# stream of the loop's own, SEED/K/rare, so that the rest of the program is
# the same with them or without) have one or two statements
# `if (COND) exit (CODE);', `if (COND) abort ();' or `if (COND) die (ARG);'
# (die: noreturn, noinline, records ARG in `died' and calls exit), mostly
# at the top of the body, before any store, where lockstep tests a vector
# of iterations at a time and runs one in which a lane would call in the
# scalar loop; sometimes first in a divergent if (or in the else branch of
# one that stores), after the locals, after some statements or right after
# a store or call (lockstep must then refuse the loop), or in an inner
# loop.  COND tests an element of the iteration (i, i + c, n - 1 - i,
# perm[i], gidx[i]) of an array ex_T that is all zeros, or of an input
# array against a value it does not hold (RARE_MAGIC), sometimes && an
# ordinary condition, || another such test, or under __builtin_expect: it
# never holds in the checks.  After them, as the program's last action,
# main () calls fireK () for one loop K with rare exits (the same K with
# --only): it runs loop K once more with a sentinel planted at the element
# of one iteration (the first, VF - 1, VF, VF + 1, the middle, the last,
# or one past the end), so that an exit may fire.  A handler registered
# with on_exit (atexit off glibc) and one of SIGABRT print a hash of what
# loop K wrote (its outputs, acc, died) and the exit status or signal,
# flush stdout and end with _exit (0): run.py takes any other status for a
# crash.  If none fires, fireK prints the hash as checkK would.

import random
import sys

N = 256            # elements of every array that is indexed & (N - 1)
PAD = 16           # extra elements, for i + c
SIZE = N + PAD
BIG = 4 * N + PAD  # elements of the input arrays and the group outputs,
                   # for the interleaved accesses k * i + c


class Ty:
    def __init__(self, key, c, bits, signed, flt=False):
        self.key, self.c, self.bits, self.signed, self.flt = \
            key, c, bits, signed, flt

    @property
    def wide(self):
        return self.bits >= 32

    @property
    def ut(self):
        """The unsigned type arithmetic on this type is done in."""
        return 'unsigned long long' if self.bits == 64 else 'unsigned'

    @property
    def pw(self):
        """Width of the type after integer promotion."""
        return 64 if self.bits == 64 else 32

    def __repr__(self):
        return self.c


SC = Ty('sc', 'signed char', 8, True)
UC = Ty('uc', 'unsigned char', 8, False)
SS = Ty('ss', 'short', 16, True)
US = Ty('us', 'unsigned short', 16, False)
SI = Ty('si', 'int', 32, True)
UI = Ty('ui', 'unsigned', 32, False)
SL = Ty('sl', 'long long', 64, True)
UL = Ty('ul', 'unsigned long long', 64, False)
FL = Ty('f', 'float', 32, True, True)
DB = Ty('d', 'double', 64, True, True)
INTS = [SC, UC, SS, US, SI, UI, SL, UL]
ALL = INTS + [FL, DB]

INT_LITS = {
    'sc': [0, 1, -1, 2, 3, 5, 7, 100, 127, -128, -7, 64],
    'uc': [0, 1, 2, 3, 7, 15, 128, 200, 255, 17],
    'ss': [0, 1, -1, 3, 100, 1000, 32767, -32768, -300, 255],
    'us': [0, 1, 2, 7, 1000, 32768, 65535, 255, 4096],
    'si': [0, 1, -1, 2, 3, 7, 10, 255, 1000, -1000, 65536, 0x7fffffff,
           -0x7fffffff - 1, 12345678],
    'ui': [0, 1, 2, 3, 7, 31, 255, 1000, 0x80000000, 0xffffffff,
           0x12345678],
    'sl': [0, 1, -1, 3, 7, 1000, -100000, 1 << 40, (1 << 63) - 1,
           -(1 << 63), 0x123456789],
    'ul': [0, 1, 2, 7, 255, 1 << 32, (1 << 64) - 1, 1 << 63,
           0xdeadbeefcafe],
}
FLT_LITS = ['0.0', '1.0', '-1.0', '0.5', '2.0', '-2.5', '3.25', '100.0',
            '0.1', '-0.0', '1e-3', '1e6', '7.0', '1e30', '0.75']


class Scope:
    """What the code being generated may use."""

    def __init__(self):
        self.locals = []      # (name, ty): assignable scalars
        self.ro = []          # (name, ty): readable scalars, varying
        self.uni = []         # (name, ty): readable loop invariants
        self.outs = []        # (name, ty, own index): writable arrays
        self.gouts = []       # (name, ty, k): arrays of BIG elements that
                              # groups of stores k * i + c write, one k
                              # per array (iteration i writes k i to
                              # k i + k - 1 only)
        self.red = []         # (name, ty, op)
        self.labels = []      # labels a goto here may jump to
        self.loop = None      # the simd loop, None in functions
        self.inner = 0        # depth of inner loops
        self.brk = False      # whether `break' is allowed
        self.cont = False     # whether `continue' is allowed
        self.calls = True
        self.privarr = []     # (name, ty, len)
        self.in_ordered = False
        self.inner_vars = []  # counters of the enclosing inner loops
        self.fnlinear = {}

    def copy(self):
        s = Scope()
        s.__dict__.update(self.__dict__)
        s.labels = list(self.labels)
        return s


class SimdLoop:
    def __init__(self):
        self.ordered = False  # an ordered simd block may still be emitted
        self.const = None     # the constant trip count, if it has one
        self.small = False    # whether the body has a few statements only


# Constant trip counts: 0, 1, and VF - 1, VF, VF + 1 for VF from 2 to 64,
# and 191 (odd, above every VF); a VF itself more often.
CONST_TRIPS = [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64, 65,
               191] + [2, 2, 2, 4, 4, 8, 16]
# simdlen and safelen values, some of them not powers of two.
SIMDLENS = [2, 3, 4, 5, 6, 8, 12, 13, 16, 24, 100]
# The constructs Gen's AVOID may leave out.
FEATURES = {
    'npot': 'simdlen and safelen values that are not powers of two',
    'const': 'loops with a constant trip count',
    'carry': 'nested loops whose counter carries across the outer loop',
    'gcall': 'calls of functions with no visible effect, as statements',
    'cmpcmp': 'comparisons of comparison results',
    'rare': 'rare exits: exit, abort, a noreturn function in loop bodies',
}
# The fraction of the loops with rare exits.
RARE_P = 0.15
# Values the input arrays hold in no check (a test of one against them is
# a rare exit that the last run makes fire by planting one).
RARE_MAGIC = {'si': 0x5a5a5a5b, 'ui': 0xa5a5a5a5, 'sl': 0x5a5a5a5a5a5a5a5b,
              'ul': 0xa5a5a5a5a5a5a5a5}


class Gen:
    """The generator of one program.  LOOPS functions with an omp simd loop
    each (None: one or two); INTS_ONLY leaves out float and double (for
    targets where they need registers that are disabled); ONLY, a loop
    number, prints the program with that loop only (the same text for it
    as in the whole program).  AVOID, a set of names of FEATURES, leaves
    those out (to look past a known bug)."""

    def __init__(self, seed, loops=None, ints_only=False, only=None,
                 avoid=()):
        self.seed = seed
        self.r = random.Random(seed)
        self.nloops = loops
        self.ints_only = ints_only
        self.only = only
        self.ALL = INTS if ints_only else ALL
        self.avoid = set(avoid)
        unknown = self.avoid - set(FEATURES)
        if unknown:
            raise ValueError('unknown features %s' % ', '.join(unknown))
        self.simdlens = [v for v in SIMDLENS if 'npot' not in self.avoid
                         or v & (v - 1) == 0]
        self.nlabel = 0
        self.ntmp = 0
        self.funcs = []          # text of helper functions
        self.simdfns = []        # (name, ret, params)
        self.plainfns = []       # (name, ret, params)
        self.setters = {}        # ty key -> name
        self.budget = 0

    # ---------------------------------------------------------------- utils
    def ch(self, seq):
        return self.r.choice(seq)

    def p(self, prob):
        return self.r.random() < prob

    def fresh(self, base):
        self.ntmp += 1
        return '%s%d' % (base, self.ntmp)

    def lit(self, ty):
        if ty.flt:
            v = self.ch(FLT_LITS)
            return '(%s)' % (v + 'f' if ty is FL else v)
        return self.int_lit(ty, self.ch(INT_LITS[ty.key]))

    def int_lit(self, ty, v):
        """Integer V as a literal of type TY."""
        if ty.bits == 64:
            if v < 0:
                if v == -(1 << 63):
                    s = '(-0x7fffffffffffffffLL - 1)'
                else:
                    s = '(%dLL)' % v
            else:
                s = '0x%xULL' % v if not ty.signed else '0x%xLL' % v
        elif v < 0:
            s = '(%d - 1)' % (v + 1) if v == -0x80000000 else '(%d)' % v
        else:
            s = '0x%xu' % v if (not ty.signed and v > 9) else str(v)
        return '((%s)%s)' % (ty.c, s)

    def conv(self, e, src, dst):
        if src is dst:
            return e
        if dst.flt or not src.flt:
            return '((%s)(%s))' % (dst.c, e)
        return '((%s)f2i(%s))' % (dst.c, e)

    # ----------------------------------------------------------- expressions
    def leaf(self, ty, sc):
        cands = []
        vars_ = sc.locals + sc.ro
        if vars_:
            cands += [('var', 5)]
        if sc.uni:
            cands += [('uni', 1)]
        cands += [('lit', 2), ('load', 4 if sc.loop else 1)]
        if sc.loop:
            cands += [('iv', 1)]
            if sc.outs:
                cands += [('own', 1)]
        if sc.privarr:
            cands += [('priv', 2)]
        k = self.r.choices([c for c, _ in cands], [w for _, w in cands])[0]
        if k == 'var':
            # Prefer variables of the right type.
            same = [v for v in vars_ if v[1] is ty]
            n, t = self.ch(same) if same and self.p(0.6) else self.ch(vars_)
            return self.conv(n, t, ty)
        if k == 'uni':
            n, t = self.ch(sc.uni)
            return self.conv(n, t, ty)
        if k == 'lit':
            return self.lit(ty)
        if k == 'iv':
            return self.conv(sc.loop.iv, sc.loop.ivty, ty)
        if k == 'own':
            n, t, idx = self.ch(sc.outs)
            return self.conv('%s[%s]' % (n, idx), t, ty)
        if k == 'priv':
            n, t, ln = self.ch(sc.privarr)
            return self.conv('%s[%s]' % (n, self.small_index(sc, ln)), t, ty)
        # A load from an input array.
        t = ty if self.p(0.5) else self.ch(self.ALL)
        if sc.loop and self.p(0.1):
            return self.conv(self.group_load(t, sc), t, ty)
        return self.conv('in_%s[%s]' % (t.key, self.index(sc)), t, ty)

    def group_load(self, t, sc):
        """The sum of the elements k * i + c, c from 0 to k - 1 in some
        order, of an input array of type T: a group of interleaved loads;
        sometimes one of them is left out."""
        k = self.ch([2, 2, 3, 4])
        cs = list(range(k))
        self.r.shuffle(cs)
        if self.p(0.15):
            cs.pop()
        elems = ['in_%s[%d * %s + %d]' % (t.key, k, sc.loop.iv, c) for c in cs]
        if t.flt:
            return '(%s)' % ' + '.join(elems)
        return '((%s)(%s))' % (t.c, ' + '.join('(%s)%s' % (t.ut, e)
                                                for e in elems))

    def small_index(self, sc, ln):
        if self.p(0.3):
            return str(self.r.randrange(ln))
        return '(%s & %d)' % (self.expr(UI, sc, 1), ln - 1)

    def index(self, sc):
        """An index of an input array, in bounds."""
        lp = sc.loop
        opts = ['mask', 'const']
        if lp:
            opts += ['iv', 'iv', 'ivc', 'gather', 'perm', 'stride', 'uni']
            if sc.inner_vars:
                opts += ['inner']
        elif sc.uni:
            opts += ['uni']
        k = self.ch(opts)
        if k == 'iv':
            return lp.iv
        if k == 'ivc':
            return '%s + %d' % (lp.iv, self.r.randrange(1, PAD))
        if k == 'gather':
            return 'gidx[%s]' % lp.iv
        if k == 'perm':
            return 'perm[%s]' % lp.iv
        if k == 'stride':
            return '(%s * %d & %d)' % (lp.iv, self.ch([2, 3, 4, 7, 16]), N - 1)
        if k == 'uni':
            n, t = self.ch(sc.uni)
            return '((unsigned)%s & %d)' % (self.conv(n, t, SI), N - 1)
        if k == 'inner':
            j = self.ch(sc.inner_vars)
            if lp:
                return '((%s + %s) & %d)' % (lp.iv, j, N - 1)
            return '(%s & %d)' % (j, N - 1)
        if k == 'const':
            return str(self.r.randrange(SIZE))
        return '((unsigned)(%s) & %d)' % (self.expr(UI, sc, 1), N - 1)

    def expr(self, ty, sc, d=None):
        if d is None:
            d = self.ch([1, 2, 2, 3])
        if d <= 0 or self.p(0.25):
            return self.leaf(ty, sc)
        if ty.flt:
            return self.fexpr(ty, sc, d)
        return self.iexpr(ty, sc, d)

    def operand(self, ty, sc, d):
        """An operand of type TY, sometimes converted from another type."""
        if self.p(0.25):
            t = self.ch(self.ALL)
            return self.conv(self.expr(t, sc, d), t, ty)
        return self.expr(ty, sc, d)

    def iexpr(self, ty, sc, d):
        T = ty.c
        k = self.r.choices(
            ['add', 'mul', 'bit', 'div', 'shl', 'shr', 'cmp', 'sel', 'neg',
             'minmax', 'builtin', 'call'],
            [6, 3, 4, 2, 2, 2, 2, 2, 1, 1, 1, 2])[0]
        a = lambda: self.operand(ty, sc, d - 1)
        if k == 'add' or k == 'mul':
            op = '*' if k == 'mul' else self.ch('+-')
            if ty.wide and ty.signed:
                return '((%s)((%s)%s %s (%s)%s))' % (T, ty.ut, a(), op,
                                                     ty.ut, a())
            if ty is US and op == '*':
                return '((%s)((unsigned)%s * %s))' % (T, a(), a())
            return '((%s)(%s %s %s))' % (T, a(), op, a())
        if k == 'bit':
            return '((%s)(%s %s %s))' % (T, a(), self.ch('&|^'), a())
        if k == 'div':
            op = self.ch('/%')
            if not ty.signed:
                return '((%s)(%s %s (%s | 1)))' % (T, a(), op, a())
            v = self.r.randrange(3)
            if v == 0:
                return '((%s)(%s %s ((%s & 127) | 1)))' % (T, a(), op, a())
            if v == 1:
                return '((%s)((%s >> 1) %s (((%s & 63) - 32) | 1)))' % (
                    T, a(), op, a())
            return '((%s)(%s %s %d))' % (T, a(), op,
                                         self.ch([3, 5, 7, 10, 16, -3, -7,
                                                  100]))
        cnt = lambda: '(%s & %d)' % (self.operand(self.ch(INTS), sc, d - 1),
                                     ty.pw - 1)
        if k == 'shl':
            ut = ty.ut if ty.wide else 'unsigned'
            return '((%s)((%s)%s << %s))' % (T, ut, a(), cnt())
        if k == 'shr':
            return '((%s)(%s >> %s))' % (T, a(), cnt())
        if k == 'cmp':
            return '((%s)%s)' % (T, self.cmp(sc, d - 1))
        if k == 'sel':
            return '((%s)(%s ? %s : %s))' % (T, self.cond(sc, d - 1), a(),
                                            a())
        if k == 'neg':
            v = self.r.randrange(3)
            if v == 0:
                if ty.wide and ty.signed:
                    return '((%s)-(%s)%s)' % (T, ty.ut, a())
                return '((%s)-%s)' % (T, a())
            return '((%s)%s%s)' % (T, '~!'[v - 1], a())
        if k == 'minmax':
            x, y = self.leaf(ty, sc), self.leaf(ty, sc)
            return '((%s)(%s %s %s ? %s : %s))' % (T, x, self.ch('<>'), y,
                                                   x, y)
        if k == 'builtin':
            b = self.ch(['__builtin_popcount((unsigned)%s)',
                         '__builtin_popcountll((unsigned long long)%s)',
                         '__builtin_clz((unsigned)%s | 1u)',
                         '__builtin_ctz((unsigned)%s | 0x80000000u)',
                         '__builtin_parity((unsigned)%s)',
                         '__builtin_bswap32((unsigned)%s)',
                         '__builtin_ffs((int)%s)'])
            return '((%s)%s)' % (T, b % self.operand(UI, sc, d - 1))
        return self.call(ty, sc, d)

    def fexpr(self, ty, sc, d):
        T = ty.c
        f = 'f' if ty is FL else ''
        k = self.r.choices(['arith', 'div', 'neg', 'fn', 'sel', 'minmax',
                            'call'], [8, 1, 1, 2, 2, 1, 2])[0]
        a = lambda: self.operand(ty, sc, d - 1)
        if k == 'arith':
            return '(%s %s %s)' % (a(), self.ch('+-*'), a())
        if k == 'div':
            return '(%s / %s)' % (a(), a())
        if k == 'neg':
            return '(-%s)' % a()
        if k == 'fn':
            fn = self.ch(['sqrt', 'fabs', 'floor', 'ceil', 'trunc'])
            if fn == 'sqrt':
                # SQRT, SQRTF: rounded on x87 too (see program ()).
                return 'SQRT%s(%s)' % (f.upper(), a())
            return '%s%s(%s)' % (fn, f, a())
        if k == 'sel':
            return '((%s)(%s ? %s : %s))' % (T, self.cond(sc, d - 1), a(),
                                            a())
        if k == 'minmax':
            x, y = self.leaf(ty, sc), self.leaf(ty, sc)
            return '(%s %s %s ? %s : %s)' % (x, self.ch('<>'), y, x, y)
        return self.call(ty, sc, d)

    def cmp(self, sc, d):
        """A comparison; sometimes one of two comparison results, of
        operands of different types (booleans of different widths)."""
        if self.p(0.12) and 'cmpcmp' not in self.avoid:
            return self.cmpcmp(sc, d)
        t = self.ch(self.ALL)
        return '(%s %s %s)' % (self.expr(t, sc, d),
                               self.ch(['<', '<=', '>', '>=', '==', '!=']),
                               self.expr(t, sc, d))

    def cmpcmp(self, sc, d):
        """(x != 0) >= (y != 0) and the like: a comparison, or a bitwise
        operation, of two comparison results whose operands have different
        types, mostly float and double."""
        fl = [t for t in self.ALL if t.flt]
        pick = lambda: self.ch(fl) if fl and self.p(0.6) else \
            self.ch(self.ALL)
        t1 = pick()
        t2 = pick()
        if t2 is t1:
            t2 = self.ch([t for t in self.ALL if t is not t1])
        sides = []
        for t in (t1, t2):
            if self.p(0.5):
                sides.append('(%s != 0)' % self.leaf(t, sc))
            else:
                sides.append('(%s %s %s)' % (
                    self.expr(t, sc, max(d - 1, 0)),
                    self.ch(['<', '<=', '>', '>=', '==', '!=']),
                    self.leaf(t, sc)))
        return '(%s %s %s)' % (sides[0], self.ch(['<', '<=', '>', '>=', '==',
                                                   '!=', '&', '|', '^']),
                               sides[1])

    def cond(self, sc, d=2, uniform=False, top=False):
        """A condition.  Only a TOP one (the whole controlling expression of
        a statement) may assign: &&, || and ! sequence their operands, other
        operators do not."""
        if uniform:
            n, t = self.ch(sc.uni)
            return '(%s %s %s)' % (n, self.ch(['<', '>', '==', '!=']),
                                   self.lit(t))
        k = self.r.choices(['cmp', 'and', 'or', 'not', 'bits', 'assign',
                            'guard', 'ivcmp'],
                           [6, 2, 2, 1, 2, 1, 1, 1 if sc.loop else 0])[0]
        if k == 'ivcmp':
            # The iteration number against a small constant: which lanes
            # it holds in is known when the trip count is.
            return '(%s %s %d)' % (sc.loop.iv, self.ch(['==', '!=', '<',
                                                        '>=']),
                                   self.r.randrange(0, 9))
        if d <= 0 or k == 'cmp':
            return self.cmp(sc, max(d, 0))
        if k in ('and', 'or'):
            return '(%s %s %s)' % (self.cond(sc, d - 1, top=top),
                                   '&&' if k == 'and' else '||',
                                   self.cond(sc, d - 1, top=top))
        if k == 'not':
            return '(!%s)' % self.cond(sc, d - 1, top=top)
        if k == 'bits':
            t = self.ch(INTS)
            return '(%s & %s)' % (self.expr(t, sc, d - 1),
                                  self.lit(t))
        if k == 'assign' and sc.locals and top:
            # A side effect that happens only if the left operand allows.
            n, t = self.ch(sc.locals)
            return '(%s %s (%s = %s) %s %s)' % (
                self.cond(sc, d - 1, top=True), self.ch(['&&', '||']), n,
                self.expr(t, sc, d - 1), self.ch(['>', '!=', '<']),
                self.lit(t))
        # A load in bounds only when the guard holds.
        t = self.ch(INTS)
        v = self.expr(UI, sc, d - 1)
        tyv = self.ch(self.ALL)
        return '(%s < %d && in_%s[%s] %s %s)' % (
            v, SIZE, tyv.key, v, self.ch(['<', '>', '!=']), self.lit(tyv))

    # ----------------------------------------------------------------- calls
    def call(self, ty, sc, d):
        fns = [f for f in self.simdfns + self.plainfns if f[1] is ty]
        if not sc.calls or not fns:
            return self.leaf(ty, sc)
        name, ret, params = self.ch(fns)
        args = []
        for pn, pt, kind in params:
            if kind == 'ptr':
                args.append('in_%s' % pt.key)
            elif kind == 'uniform':
                if sc.uni and self.p(0.7):
                    n, t = self.ch(sc.uni)
                    args.append(self.conv(n, t, pt))
                else:
                    args.append(self.lit(pt))
            elif kind.startswith('linear'):
                step = int(kind.split(':')[1])
                args.append(self.linear_arg(sc, step))
            else:
                args.append(self.operand(pt, sc, d - 1))
        return '%s(%s)' % (name, ', '.join(args))

    def linear_arg(self, sc, step):
        c = self.r.randrange(-4, 8)
        lp = sc.loop
        if lp is None:
            # Called from a function: anything linear in that function's
            # own linear parameter would do; pass a constant-offset copy.
            lin = sc.fnlinear.get(step)
            if lin:
                return '%s + %d' % (lin, c)
            return None
        if lp.linvar and lp.linvar[1] == step and self.p(0.5):
            return '%s + %d' % (lp.linvar[0], c)
        return '(%s) * %d + %d' % (lp.lin, step, c)

    # ------------------------------------------------------------ statements
    def stmts(self, sc, ind, n=None, marks=None):
        """A list of statements; maybe with a label gotos inside jump to.
        MARKS, a list, gets the line number (in the list returned) after
        each statement: where another may be put."""
        if n is None:
            n = self.r.randrange(1, 5)
        out = []
        label = None
        lpos = -1
        if self.p(0.25) and not sc.in_ordered:
            self.nlabel += 1
            label = 'L%d' % self.nlabel
            lpos = self.r.randrange(n)
            sc = sc.copy()
            sc.labels.append(label)
        placed = False
        for k in range(n):
            if self.budget <= 0:
                break
            out += self.stmt(sc, ind)
            if k == lpos:
                out.append('%s%s:;' % (ind[:-2], label))
                placed = True
                sc = sc.copy()
                sc.labels.remove(label)
            if marks is not None:
                marks.append(len(out))
        if label and not placed:
            out.append('%s%s:;' % (ind[:-2], label))
            if marks is not None:
                marks.append(len(out))
        return out

    def block(self, sc, ind, n=None):
        return ['%s{' % ind] + self.stmts(sc, ind + '  ', n) + ['%s}' % ind]

    def stmt(self, sc, ind):
        self.budget -= 1
        kinds = [('assign', 8), ('if', 4), ('ifelse', 3), ('switch', 1.5)]
        if sc.outs:
            kinds += [('store', 4)]
        if sc.labels:
            kinds += [('goto', 1.5)]
        if sc.cont:
            kinds += [('continue', 0.7)]
        if sc.brk:
            kinds += [('break', 1)]
        if sc.inner < 2:
            kinds += [('while', 1.5), ('for', 1.5), ('ufor', 1)]
        if sc.red:
            kinds += [('reduce', 3)]
        if sc.privarr:
            kinds += [('privst', 1.5)]
        if sc.loop and sc.loop.ordered and sc.inner == 0:
            kinds += [('ordered', 1)]
        if sc.outs and sc.calls:
            kinds += [('setter', 0.7)]
        if sc.uni:
            kinds += [('uif', 1)]
        if sc.loop and sc.inner == 0 and 'carry' not in self.avoid:
            kinds += [('carry', 1)]
        if sc.loop and sc.outs:
            kinds += [('rmw', 6 if sc.loop.small else 1)]
        if sc.loop and sc.gouts:
            kinds += [('gstore', 2)]
        if sc.loop and sc.calls and 'gcall' not in self.avoid:
            kinds += [('gcall', 0.5 if sc.loop.const is None else
                       4 if sc.loop.small else 2)]
        if self.budget < 0:
            kinds = [k for k in kinds if k[0] in ('assign', 'store')]
        k = self.r.choices([a for a, _ in kinds], [w for _, w in kinds])[0]
        i2 = ind + '  '
        if k == 'assign':
            if not sc.locals:
                return []
            n, t = self.ch(sc.locals)
            if self.p(0.3) and not t.flt:
                # Compound assignment, written without signed overflow.
                op = self.ch('+-^|&')
                if t.wide and t.signed and op in '+-':
                    return ['%s%s = (%s)((%s)%s %s (%s)%s);' % (
                        ind, n, t.c, t.ut, n, op, t.ut, self.expr(t, sc))]
                return ['%s%s %s= %s;' % (ind, n, op, self.expr(t, sc))]
            return ['%s%s = %s;' % (ind, n, self.expr(t, sc))]
        if k == 'store':
            n, t, idx = self.ch(sc.outs)
            return ['%s%s[%s] = %s;' % (ind, n, idx, self.expr(t, sc))]
        if k == 'gstore':
            # A group of interleaved stores, in some order, sometimes with
            # one of them left out.
            n, t, gk = self.ch(sc.gouts)
            cs = list(range(gk))
            self.r.shuffle(cs)
            if self.p(0.15):
                cs.pop()
            return ['%s%s[%d * %s + %d] = %s;' % (ind, n, gk, sc.loop.iv, c,
                                                  self.expr(t, sc))
                    for c in cs]
        if k == 'setter':
            n, t, idx = self.ch(sc.outs)
            return ['%s%s(&%s[%s], %s);' % (ind, self.setter(t), n, idx,
                                            self.expr(t, sc))]
        if k in ('if', 'ifelse', 'uif'):
            c = self.cond(sc, uniform=(k == 'uif'), top=True)
            out = ['%sif %s' % (ind, c if c.startswith('(') else
                                '(%s)' % c)]
            out += self.block(sc, ind)
            if k != 'if' and self.p(0.7):
                out.append('%selse' % ind)
                if self.p(0.3):
                    # An empty statement if stmt has nothing to say (no
                    # local to assign, say).
                    out += self.stmt(sc, i2) or ['%s;' % i2]
                else:
                    out += self.block(sc, ind)
            return out
        if k == 'switch':
            t = self.ch(INTS)
            if sc.uni and self.p(0.3):
                n, ut = self.ch(sc.uni)
                sel = '%s & 7' % self.conv(n, ut, SI)
            else:
                sel = '%s & 7' % self.expr(t, sc, 2)
            out = ['%sswitch (%s)' % (ind, sel), '%s{' % ind]
            s2 = sc.copy()
            s2.brk = True
            cases = self.r.sample(range(8), self.r.randrange(1, 5))
            cases.sort()
            for cv in cases:
                out.append('%scase %d:' % (ind, cv))
                if self.p(0.3):
                    continue    # shares the next case's code
                out += self.stmts(s2, i2, self.r.randrange(1, 3))
                if self.p(0.7):
                    out.append('%sbreak;' % i2)
            if self.p(0.8):
                out.append('%sdefault:' % ind)
                out += self.stmts(s2, i2, self.r.randrange(1, 3))
            out.append('%s}' % ind)
            return out
        if k == 'goto':
            lab = self.ch(sc.labels)
            if self.p(0.8):
                return ['%sif %s' % (ind, self.cond(sc, 1, top=True)),
                        '%sgoto %s;' % (i2, lab)]
            return ['%sgoto %s;' % (ind, lab)]
        if k in ('continue', 'break'):
            if self.p(0.85):
                return ['%sif %s' % (ind, self.cond(sc, 1, top=True)),
                        '%s%s;' % (i2, k)]
            return ['%s%s;' % (ind, k)]
        if k in ('while', 'for', 'ufor'):
            return self.inner_loop(k, sc, ind)
        if k == 'rmw':
            # An update of the iteration's own output element under a
            # guard that reads it, often after a test of the iteration
            # number.
            n, t, idx = self.ch(sc.outs)
            if self.p(0.6):
                g = '(%s %s %d)' % (sc.loop.iv,
                                    self.ch(['==', '==', '!=', '<']),
                                    self.ch([0, 0, 0, 1, 2]))
            else:
                g = self.cond(sc, 1)
            # Sometimes after a call: the update is then in a block of
            # its own.
            call = ['%sgk ();' % ind] if sc.calls and self.p(0.5) and \
                'gcall' not in self.avoid else []
            return call + ['%sif (%s && %s[%s] %s %s)' % (
                        ind, g, n, idx, self.ch(['!=', '==', '>']),
                        self.lit(t)),
                    '%s%s[%s] = %s;' % (i2, n, idx, self.lit(t)
                                        if self.p(0.5) else
                                        self.expr(t, sc, 1))]
        if k == 'carry':
            return self.carry_loop(sc, ind)
        if k == 'gcall':
            # A call of a function lockstep cannot vectorize, for its
            # effect only (it has none the program could see).
            if self.p(0.5):
                return ['%sgk ();' % ind]
            return ['%sgka ((unsigned)%s);' % (ind, self.expr(UI, sc, 1))]
        if k == 'reduce':
            return self.reduce(sc, ind)
        if k == 'privst':
            n, t, ln = self.ch(sc.privarr)
            return ['%s%s[%s] = %s;' % (ind, n, self.small_index(sc, ln),
                                        self.expr(t, sc))]
        if k == 'ordered':
            sc.loop.ordered = False  # one per loop, not in inner loops
            s2 = sc.copy()
            s2.in_ordered = True
            s2.labels = []
            n, t, idx = self.ch(sc.outs)
            acc = sc.loop.acc
            return ['%s#pragma omp ordered simd' % ind, '%s{' % ind,
                    '%s%s = %s * 31u + (unsigned)%s;' % (
                        i2, acc, acc, self.expr(UI, s2, 2)),
                    '%s%s[%s] = (%s)%s;' % (i2, n, idx, t.c, acc),
                    '%s}' % ind]
        raise AssertionError(k)

    def setter(self, t):
        if t.key not in self.setters:
            name = 'set_%s' % t.key
            self.setters[t.key] = name
            self.funcs.append(
                '__attribute__((noinline)) static void\n'
                '%s (%s *p, %s v)\n{\n  *p = v;\n}\n' % (name, t.c, t.c))
        return self.setters[t.key]

    def inner_loop(self, k, sc, ind):
        i2 = ind + '  '
        i3 = i2 + '  '
        s2 = sc.copy()
        s2.inner = sc.inner + 1
        s2.brk = True
        s2.cont = True
        j = self.fresh('j')
        out = ['%s{' % ind]
        if k == 'while':
            st = self.fresh('st')
            ints = [v for v in sc.locals if not v[1].flt]
            if ints and self.p(0.7):
                n, t = self.ch(ints)
                c = '%s %s %s' % (n, self.ch(['>', '!=', '<']), self.lit(t))
                upd = '%s%s = %s;' % (i3, n, self.ch([
                    '(%s)(%s >> 1)' % (t.c, n),
                    '(%s)(%s / 3)' % (t.c, n),
                    '(%s)((%s)%s * 3u + 1u)' % (t.c, t.ut, n)
                    if t.wide else '(%s)(%s * 3 + 1)' % (t.c, n),
                    '(%s)(%s & 1 ? %s - 1 : %s >> 1)' % (t.c, n, n, n)
                    if not t.signed else '(%s)(%s >> 1)' % (t.c, n)]))
            else:
                c = self.cond(sc, 1, top=True)
                upd = None
            bound = self.ch([8, 17, 64])
            out.append('%sint %s = 0;' % (i2, st))
            s2.inner_vars = sc.inner_vars + [st]
            dowhile = self.p(0.3)
            if dowhile:
                out.append('%sdo' % i2)
            else:
                out.append('%swhile (%s && %s < %d)' % (i2, c, st, bound))
            out.append('%s{' % i2)
            out.append('%s%s++;' % (i3, st))
            body = self.stmts(s2, i3)
            if upd:
                if self.p(0.5):
                    body.insert(0, upd)
                else:
                    body.append(upd)
            out += body
            if dowhile:
                out.append('%s}' % i2)
                out.append('%swhile (%s && %s < %d);' % (i2, c, st, bound))
            else:
                out.append('%s}' % i2)
        else:
            if k == 'ufor' and sc.uni:
                n, t = self.ch(sc.uni)
                bound = '(%s & 7)' % self.conv(n, t, SI)
            elif k == 'ufor':
                bound = str(self.r.randrange(1, 9))
            else:
                bound = self.ch([
                    '(%s) %% 17' % self.expr(UI, sc, 2),
                    '(%s & 15)' % self.expr(SI, sc, 2),
                    '(int)(%s)' % self.expr(UC, sc, 1) + ' % 9'])
            s2.inner_vars = sc.inner_vars + [j]
            out.append('%sfor (int %s = 0; %s < %s; %s++)' % (
                i2, j, j, bound, j))
            out += self.block(s2, i2)
        out.append('%s}' % ind)
        return out

    def carry_loop(self, sc, ind):
        """Two nested loops whose inner counter carries across the outer
        loop's iterations: the inner do-while (or while) loop runs up to a
        bound on a counter the outer loop does not reset, so it runs its
        full count in the first outer iteration only.  At most 7 + 8 inner
        iterations in all."""
        i2, i3, i4 = ind + '  ', ind + '    ', ind + '      '
        kc = self.fresh('kc')
        k1 = self.fresh('k')
        s2 = sc.copy()
        s2.inner = sc.inner + 2
        s2.brk = True
        s2.cont = True
        s2.inner_vars = sc.inner_vars + [k1, kc]
        if self.p(0.6):
            b1 = str(self.r.randrange(1, 8))
        else:
            b1 = '(%s & 7)' % self.expr(SI, sc, 1)
        b2 = self.ch([1, 2, 2, 3, 4, 8])
        c = '%s < %d' % (kc, b2)
        if self.p(0.3):
            c += ' && %s' % self.cond(sc, 1)
        out = ['%s{' % ind, '%sint %s = 0;' % (i2, kc),
               '%sfor (int %s = 0; %s < %s; %s++)' % (i2, k1, k1, b1, k1)]
        if sc.uni and sc.outs and self.p(0.35):
            # Only a store under a uniform condition: all lanes leave the
            # inner loop together.
            n, t, idx = self.ch(sc.outs)
            if self.p(0.5):
                # A global: GCC cannot tell it is not written meanwhile.
                uc = '(gq %s %s)' % (self.ch(['==', '!=']), self.lit(SL))
            else:
                uc = self.cond(sc, uniform=True)
            body = ['%s%s++;' % (i4, kc),
                    '%sif %s' % (i4, uc),
                    '%s  %s[%s] = %s;' % (i4, n, idx, self.expr(t, sc, 1))]
        else:
            body = ['%s%s++;' % (i4, kc)] + self.stmts(s2, i4)
        if self.p(0.7):
            out += ['%sdo' % i3, '%s{' % i3] + body + \
                ['%s}' % i3, '%swhile (%s);' % (i3, c)]
        else:
            out += ['%swhile (%s)' % (i3, c), '%s{' % i3] + body + \
                ['%s}' % i3]
        out.append('%s}' % ind)
        return out

    def reduce(self, sc, ind):
        n, t, op = self.ch(sc.red)
        i2 = ind + '  '
        if op in ('max', 'min'):
            tmp = self.fresh('t')
            if t.flt:
                v = self.conv(self.expr(SI, sc, 2), SI, t)
            else:
                v = self.expr(t, sc, 2)
            cmp = '>' if op == 'max' else '<'
            form = self.r.randrange(3)
            if form == 0:
                u = 'if (%s %s %s) %s = %s;' % (tmp, cmp, n, n, tmp)
            elif form == 1:
                u = '%s = %s %s %s ? %s : %s;' % (n, n, cmp, tmp, n, tmp)
            else:
                u = '%s = %s %s %s ? %s : %s;' % (n, tmp, cmp, n, tmp, n)
            return ['%s{' % ind, '%s%s %s = %s;' % (i2, t.c, tmp, v),
                    '%s%s' % (i2, u), '%s}' % ind]
        if t.flt:
            if sc.inner:
                return []
            v = '(%s)(%s & 1023)' % (t.c, self.expr(SI, sc, 2))
            return ['%s%s += %s;' % (ind, n, v)]
        if op == '+' and t.signed and t.wide:
            # Bounded addends: at most 64 * 64 updates per inner loop nest.
            mask = '0xffff' if t is SL or not sc.inner else '0xf'
            v = '(%s & %s)' % (self.expr(t, sc, 2), mask)
            return ['%s%s += %s;' % (ind, n, v)]
        if op == '*' and t is US:
            return ['%s%s *= (unsigned)%s;' % (ind, n, self.expr(t, sc, 2))]
        return ['%s%s %s= %s;' % (ind, n, op, self.expr(t, sc, 2))]

    # ------------------------------------------------------------- functions
    def gen_simd_fn(self, k):
        name = 'vf%d' % k
        ret = self.ch(self.ALL)
        params = []
        for p in range(self.r.randrange(1, 4)):
            params.append(('x%d' % p, self.ch(self.ALL), 'vec'))
        uni, lin = [], []
        if self.p(0.5):
            params.append(('u', self.ch(self.ALL), 'uniform'))
            uni.append('u')
        if self.p(0.3):
            t = self.ch(self.ALL)
            params.append(('p', t, 'ptr'))
            uni.append('p')
        if self.p(0.5):
            step = self.ch([1, 1, 2, 3])
            params.append(('k', SI, 'linear:%d' % step))
            lin.append('k' if step == 1 else 'k:%d' % step)
        self.r.shuffle(params)
        clauses = ''
        if uni:
            clauses += ' uniform(%s)' % ', '.join(uni)
        if lin:
            clauses += ' linear(%s)' % ', '.join(lin)
        clauses += self.ch(['', ' inbranch', ' notinbranch'])
        if self.p(0.2):
            clauses += ' simdlen(%d)' % self.ch(self.simdlens)
        sc = Scope()
        sc.calls = False
        sc.inner_vars = []
        sc.fnlinear = {}
        for pn, pt, kind in params:
            if kind == 'vec':
                sc.ro.append((pn, pt))
            elif kind == 'uniform':
                sc.uni.append((pn, pt))
            elif kind.startswith('linear'):
                sc.ro.append((pn, pt))
        decls, body = self.fn_body(sc, ret, params)
        self.simdfns.append((name, ret, params))
        plist = ', '.join('const %s *%s' % (pt.c, pn) if kind == 'ptr'
                          else '%s %s' % (pt.c, pn)
                          for pn, pt, kind in params)
        attr = self.ch(['', '__attribute__((noinline)) ', ''])
        self.funcs.append('#pragma omp declare simd%s\n%s%s\n%s (%s)\n{\n%s}\n'
                          % (clauses, attr, ret.c, name, plist,
                             '\n'.join(decls + body) + '\n'))

    def fn_body(self, sc, ret, params):
        decls = []
        for p in range(self.r.randrange(1, 3)):
            t = self.ch(self.ALL)
            n = 'l%d' % p
            decls.append('  %s %s = %s;' % (t.c, n, self.expr(t, sc, 2)))
            sc.locals.append((n, t))
        for pn, pt, kind in params:
            if kind == 'ptr':
                decls.append('  %s = %s;' % (sc.locals[0][0], self.conv(
                    '%s[(unsigned)%s & %d]' % (
                        pn, self.expr(UI, sc, 1), N - 1), pt,
                    sc.locals[0][1])))
        self.budget = self.r.randrange(1, 5)
        body = self.stmts(sc, '  ', self.r.randrange(1, 4))
        body.append('  return %s;' % self.expr(ret, sc, 2))
        return decls, body

    def gen_plain_fn(self, k):
        name = 'pf%d' % k
        ret = self.ch(self.ALL)
        params = [('x%d' % p, self.ch(self.ALL), 'vec')
                  for p in range(self.r.randrange(1, 3))]
        sc = Scope()
        sc.calls = False
        sc.inner_vars = []
        for pn, pt, kind in params:
            sc.ro.append((pn, pt))
        decls, body = self.fn_body(sc, ret, params)
        self.plainfns.append((name, ret, params))
        plist = ', '.join('%s %s' % (pt.c, pn) for pn, pt, kind in params)
        self.funcs.append('__attribute__((noinline)) static %s\n%s (%s)\n{\n%s}\n'
                          % (ret.c, name, plist,
                             '\n'.join(decls + body) + '\n'))

    # ----------------------------------------------------------------- loops
    def gen_loop(self, k):
        """A function with one simd loop.  Returns (text, outputs, calls):
        the function's lines, its output arrays and the arguments of the
        calls main () makes of it.  The loop draws from a random stream of
        its own, so that it is the same whatever loops precede it."""
        self.r = random.Random('%d/%d' % (self.seed, k))
        # Rare exits draw from a stream of their own: the rest of the loop
        # is the same with them or without (--avoid rare).
        rr = self.rare_stream(k)
        rare = 'rare' not in self.avoid and rr.random() < RARE_P
        lp = SimdLoop()
        # A quarter of the loops are small: a few statements, at most one
        # local (a bug may need a body with little else in it); most of
        # those have a constant trip count.
        small = lp.small = self.p(0.25)
        # Some of those have one statement and no local.
        tiny = small and self.p(0.4)
        form = self.ch(['up', 'up', 'up', 'lo', 'll', 'uns', 'down', 'step2'] +
                       (['const'] * 3 if 'const' not in self.avoid else []))
        if small and 'const' not in self.avoid and self.p(0.7):
            form = 'const'
        lp.iv = 'i'
        lp.ivty = SI
        lp.linvar = None
        # The trip count, as the loop's code may use it.
        cnt = 'n'
        if form == 'const':
            lp.const = self.ch(CONST_TRIPS)
            cnt = str(lp.const)
            head = 'for (int i = 0; i < %d; i++)' % lp.const
            lp.lin = 'i'
        elif form == 'up':
            head = 'for (int i = 0; i < n; i++)'
            lp.lin = 'i'
        elif form == 'lo':
            head = 'for (int i = m & 3; i < n; i++)'
            lp.lin = 'i'
        elif form == 'll':
            head = 'for (long long i = 0; i < n; i++)'
            lp.ivty = SL
            lp.lin = '(int)i'
        elif form == 'uns':
            head = 'for (unsigned i = 0; i < (unsigned)n; i++)'
            lp.ivty = UI
            lp.lin = '(int)i'
        elif form == 'down':
            head = 'for (int i = n - 1; i >= 0; i--)'
            lp.lin = '-i'
        else:
            head = 'for (int i = 0; i < n; i += 2)'
            lp.lin = 'i / 2'
        lp.acc = 'acc%d' % k
        lp.cnt = cnt
        lp.form = form
        sc = Scope()
        sc.loop = lp
        sc.inner_vars = []
        sc.cont = True
        sc.uni = [('m', SI), ('uf', self.uft), ('ud', self.udt), ('gq', SL)]
        if self.p(0.3):
            sc.uni.append(('mu', UI))
        clauses = []
        pre = []
        # Outputs, each with the one index this loop uses for it.
        outs = []
        for o in range(self.r.randrange(1, 4)):
            t = self.ch(self.ALL)
            name = 'o%d_%d' % (k, o)
            idx = self.ch(['i', 'i', 'i', 'i + %d' % self.r.randrange(1, PAD),
                           'perm[i]', '%s - 1 - i' % cnt])
            outs.append((name, t, idx))
        sc.outs = outs
        sc.gouts = []
        if self.p(0.3):
            t = self.ch(self.ALL)
            sc.gouts.append(('g%d' % k, t, self.ch([2, 2, 3, 4])))
        # Reductions.
        reds = []
        for rd in range(self.ch([0, 0, 1, 1, 2, 3])):
            op = self.ch(['+', '+', 'max', 'min', '|', '^', '&', '*'])
            if op in ('+', 'max', 'min'):
                t = self.ch(self.ALL)
            else:
                t = self.ch(INTS)
            if op == '*' and t.signed:
                t = self.ch([UC, US, UI, UL])
            if op == '+' and t in (SC, SS):
                # GCC combines the partial sums in the narrow type, where
                # an overflow is undefined.
                t = UC if t is SC else US
            name = 'r%d' % rd
            reds.append((name, t, op))
            if t.flt or (op == '+' and t.signed and t.wide):
                init = '(%s)3' % t.c
            else:
                init = self.lit(t)
            pre.append('  %s %s = %s;' % (t.c, name, init))
            clauses.append('reduction(%s:%s)' % (op, name))
        sc.red = reds
        # private and lastprivate scalars, a linear variable.
        privs = []
        if self.p(0.3):
            t = self.ch(self.ALL)
            pre.append('  %s pv;' % t.c)
            clauses.append('private(pv)')
            privs.append(('pv', t))
        lastp = None
        if self.p(0.3):
            t = self.ch(self.ALL)
            pre.append('  %s lp = %s;' % (t.c, self.lit(t)))
            clauses.append('lastprivate(lp)')
            lastp = ('lp', t)
        if self.p(0.3) and form in ('up', 'lo', 'll', 'uns', 'const'):
            step = self.ch([1, 2, 3])
            pre.append('  int kk = %s;' % self.ch(['0', '5', 'm & 15']))
            clauses.append('linear(kk:%d)' % step if step != 1
                           else 'linear(kk)')
            # kk is linear in i only where i starts from 0.
            if form != 'lo':
                lp.linvar = ('kk', step)
            sc.ro.append(('kk', SI))
        safelen = None
        if self.p(0.2):
            safelen = self.ch(self.simdlens + [32])
            clauses.append('safelen(%d)' % safelen)
        if self.p(0.2):
            # simdlen may not exceed safelen.
            clauses.append('simdlen(%d)' % self.ch(
                [v for v in self.simdlens
                 if safelen is None or v <= safelen]))
        if self.p(0.05):
            clauses.append('if(simd: m != 1)')
        lp.ordered = self.p(0.15)
        self.r.shuffle(clauses)
        body = []
        # What the top of the body may read: no local yet.
        sc_top = sc.copy()
        sc_top.locals, sc_top.privarr = [], []
        # Locals, all initialized at the top of the body.
        nloc = 0 if tiny else self.r.randrange(0, 2) if small else \
            self.r.randrange(1, 5)
        self.budget = self.r.randrange(1, 4) if small else \
            self.r.randrange(3, 15)
        if lastp:
            body.append('    %s = %s;' % (lastp[0], self.expr(lastp[1], sc)))
            sc.locals.append(lastp)
        for pn, pt in privs:
            body.append('    %s = %s;' % (pn, self.expr(pt, sc)))
            sc.locals.append((pn, pt))
        for l in range(nloc):
            t = self.ch(self.ALL)
            n = 'v%d' % l
            body.append('    %s %s = %s;' % (t.c, n, self.expr(t, sc)))
            sc.locals.append((n, t))
        if self.p(0.35) and not small:
            t = self.ch(self.ALL)
            ln = self.ch([4, 8, 16])
            body.append('    %s pa[%d];' % (t.c, ln))
            body.append('    for (int q = 0; q < %d; q++)' % ln)
            s2 = sc.copy()
            s2.inner_vars = ['q']
            body.append('      pa[q] = %s;' % self.expr(t, s2, 2))
            sc.privarr = [('pa', t, ln)]
        # Where the statements start, and the ends of the statements
        # (where rare exits may go).
        s0 = len(body)
        marks = []
        # Some tiny loops have only a carrying nest.
        nest_only = tiny and 'carry' not in self.avoid and self.p(0.3)
        if not nest_only:
            body += self.stmts(sc, '    ', 1 if tiny else
                               self.r.randrange(1, 3) if small else
                               self.r.randrange(2, 7), marks)
        if nest_only or 'carry' not in self.avoid and self.p(0.2):
            # Such a nest at the top of the body, not under a condition.
            body += self.carry_loop(sc, '    ')
        marks = [s0] + [s0 + m for m in marks] + [len(body)]
        # Make sure the locals reach an output.
        n, t, idx = self.ch(outs)
        mix = '(' + ' ^ '.join('(%s)%s' % ('unsigned long long', self.conv(
            v, vt, SL)) for v, vt in sc.locals) + ')'
        if sc.locals:
            body.append('    %s[%s] = (%s)(%s);' % (n, idx, t.c, mix)
                        if not t.flt else
                        '    %s[%s] += (%s)(%s & 0xffff);' % (n, idx, t.c,
                                                              mix))
        atoms = []
        if rare:
            main_r, self.r = self.r, rr
            try:
                body = self.rare_exits(k, sc, sc_top, body, s0, marks,
                                       atoms)
            finally:
                self.r = main_r
        attr = self.ch(['__attribute__((noipa)) ', '__attribute__((noipa)) ',
                        '__attribute__((noinline)) ', ''])
        text = ['%sstatic unsigned long long' % attr,
                'loop%d (int n, int m, %s uf, %s ud, unsigned mu)' % (
                    k, self.uft.c, self.udt.c),
                '{']
        text += pre
        text.append('#pragma omp simd%s' % ''.join(' ' + c for c in clauses))
        text.append('  %s' % head)
        text.append('  {')
        text += body
        text.append('  }')
        rets = ['0ULL']
        for name, t, op in reds:
            if t.flt:
                rets.append('fb(%s + 0.0)' % name)
            else:
                rets.append('(unsigned long long)%s' % name)
        if lastp:
            rets.append('(%s > %s ? %s : 0)' % (
                cnt, '(m & 3)' if form == 'lo' else '0',
                'fb(lp)' if lastp[1].flt else '(unsigned long long)lp'))
        text.append('  return %s;' % ' * 31 + '.join(rets))
        text.append('}')
        # The calls main () makes: some trip counts, and N.
        trips = [0, 1, 2, 3, 4, 5, 7, 8, 9, 15, 16, 17, 31, 32, 33, 63, 64,
                 65, 100, 127, 128, 191, 200, 255]
        calls = []
        for n in sorted(set(self.r.sample(trips, 3))) + [N]:
            m = self.ch([0, 1, 2, 3, 5, 7, -1, -3, 100, -100])
            if self.ints_only:
                uf = self.ch(['0', '1', '-2', '1000'])
                ud = self.ch(['0LL', '5LL', '-3LL', '(1LL << 40)'])
            else:
                uf = self.ch(['0.0f', '1.5f', '-2.0f', '1e10f'])
                ud = self.ch(['0.0', '0.25', '-3.0', '1e300'])
            mu = self.ch(['0u', '1u', '7u', '0xffffffffu'])
            gq = self.ch(['0', '1', '-1', '2'])
            calls.append((n, m, uf, ud, mu, gq))
        fire = self.rare_fire(rr, lp, calls, atoms) if rare else None
        return text, outs + [(n, t, None) for n, t, gk in sc.gouts], calls, \
            fire

    # ------------------------------------------------------------ rare exits
    def rare_stream(self, k):
        """The random stream of loop K's rare exits."""
        return random.Random('%d/%d/rare' % (self.seed, k))

    def has_rare(self, k):
        """Whether loop K has rare exits (the first draw of their stream,
        as gen_loop makes it)."""
        return 'rare' not in self.avoid and \
            self.rare_stream(k).random() < RARE_P

    def rare_exits(self, k, sc, sc_top, body, s0, marks, atoms):
        """BODY with one or two rare exits (if (COND) exit (CODE); and
        the like) put in: mostly at its top, before any store, where
        lockstep can test a vector of iterations at a time; sometimes
        after the locals' initializations, first in a divergent if (in the
        else branch of one that stores, sometimes), after some statements,
        right after a store or a call, or in an inner loop (where it
        cannot).  SC is the scope of the body, SC_TOP that of its top (no
        local yet); S0 the line the statements start at, MARKS the lines
        between them.  ATOMS gets the tests that can make an exit fire
        (see rare_atom)."""
        ins = []                # (line, lines)
        ind = '    '
        i2, i3 = ind + '  ', ind + '    '
        for site in range(self.ch([1, 1, 1, 1, 2])):
            where = self.r.choices(['top', 'locals', 'div', 'mid', 'after',
                                    'inner'], [66, 6, 12, 5, 8, 3])[0]
            if where == 'top':
                ins.append((0, self.rare_stmt(k, site, sc_top, ind, atoms)))
            elif where == 'locals':
                ins.append((s0, self.rare_stmt(k, site, sc, ind, atoms)))
            elif where == 'div':
                # First in a divergent if, before a store on that path;
                # or in the else branch of an if that stores (lockstep
                # then refuses: the store comes before the test on a
                # path the test does not reach).
                d = self.rare_partner(sc_top)
                a0 = len(atoms)
                ex = self.rare_stmt(k, site, sc_top, i2, atoms)
                for a in atoms[a0:]:
                    a[4] = False
                st = self.rare_effect(sc_top, i2)
                if self.p(0.8):
                    lines = ['%sif %s' % (ind, d), '%s{' % ind] + ex + \
                        (st if self.p(0.7) else []) + ['%s}' % ind]
                else:
                    lines = ['%sif %s' % (ind, d), '%s{' % ind] + st + \
                        ['%s}' % ind, '%selse' % ind, '%s{' % ind] + ex + \
                        ['%s}' % ind]
                ins.append((0, lines))
            elif where == 'mid':
                ins.append((self.ch(marks),
                            self.rare_stmt(k, site, sc, ind, atoms)))
            elif where == 'after':
                pos = self.ch(marks + [len(body)])
                ins.append((pos, self.rare_effect(sc, ind) +
                            self.rare_stmt(k, site, sc, ind, atoms)))
            else:
                # In a uniform inner loop, testing elements i + jr.
                s2 = sc_top.copy()
                s2.inner = 1
                s2.inner_vars = ['jr']
                ins.append((0, ['%sfor (int jr = 0; jr < (m & 3) + 1; jr++)'
                                % ind, '%s{' % i2] +
                            self.rare_stmt(k, site, s2, i3, atoms, 'jr') +
                            ['%s}' % i2]))
        for pos, lines in sorted(ins, key=lambda x: -x[0]):
            body = body[:pos] + lines + body[pos:]
        return body

    def rare_stmt(self, k, site, sc, ind, atoms, jr=None):
        """if (COND) exit (CODE); if (COND) abort (); or if (COND) die
        (ARG);: the lines of one rare exit."""
        cond = self.rare_cond(sc, atoms, jr)
        kind = self.ch(['exit', 'exit', 'abort', 'die', 'die'])
        if kind == 'exit':
            call = 'exit (%d)' % (0 if self.p(0.1) else
                                  1 + 60 * site + self.r.randrange(60))
        elif kind == 'abort':
            call = 'abort ()'
        elif self.p(0.8):
            call = 'die (%s)' % self.conv(sc.loop.iv, sc.loop.ivty, SI)
        else:
            # A value the iteration computed: the scalar loop must have
            # the same when it makes the call.  (Control flow in it, f2i's,
            # makes an exit path lockstep does not take for a rare exit.)
            call = 'die (%s)' % self.expr(SI, sc, 1)
        return ['%sif (%s)' % (ind, cond), '%s  %s;' % (ind, call)]

    def rare_cond(self, sc, atoms, jr, d=2, sure=True):
        """A condition that never holds in the checks, and may when the
        last run of the program plants a sentinel: a test of an element
        (rare_atom), the && of one with an ordinary condition, the || of
        two, under __builtin_expect.  SURE: whether the condition holds
        when one of its atoms does (not under &&)."""
        k = self.r.choices(['atom', 'and', 'or', 'expect'],
                           [6, 3, 2, 1])[0] if d > 0 else 'atom'
        if k == 'atom':
            return self.rare_atom(sc, atoms, jr, sure)
        if k == 'and':
            x = self.rare_cond(sc, atoms, jr, d - 1, False)
            y = self.rare_partner(sc)
            if self.p(0.5):
                x, y = y, x
            return '(%s && %s)' % (x, y)
        if k == 'or':
            return '(%s || %s)' % (
                self.rare_cond(sc, atoms, jr, d - 1, sure),
                self.rare_cond(sc, atoms, jr, d - 1, sure))
        return '__builtin_expect (%s, 0)' % self.rare_cond(sc, atoms, jr,
                                                            d - 1, sure)

    def rare_atom(self, sc, atoms, jr, sure=True):
        """A test of an element of an array ex_T (all zeros but for the
        sentinel the program's last run plants), or of an input array
        against a value it does not hold, at the iteration's index (i,
        i + c, n - 1 - i, perm[i], gidx[i]; (i + jr) & (N - 1) in an inner
        loop).  Appends to ATOMS [array, index kind, c, sentinel, SURE]."""
        lp = sc.loop
        iv = lp.iv
        t = self.ch(self.ALL)
        ik = self.r.choices(['i', 'ic', 'rev', 'perm', 'gidx', 'inner'],
                            [8, 3, 1, 0.6, 0.3, 4 if jr else 0])[0]
        c = self.r.randrange(1, PAD)
        idx = {'i': iv, 'ic': '%s + %d' % (iv, c),
               'rev': '%s - 1 - %s' % (lp.cnt, iv),
               'perm': 'perm[%s]' % iv, 'gidx': 'gidx[%s]' % iv,
               'inner': '(%s + %s) & %d' % (iv, jr, N - 1)}[ik]
        if t.key in RARE_MAGIC and self.p(0.2):
            arr = 'in_%s' % t.key
            sv = self.int_lit(t, RARE_MAGIC[t.key])
            atoms.append([arr, ik, c, sv, sure])
            return '(%s[%s] == %s)' % (arr, idx, sv)
        arr = 'ex_%s' % t.key
        x = '%s[%s]' % (arr, idx)
        if t.flt:
            f = 'f' if t is FL else ''
            nan = '__builtin_nan ("")'
            inf = '__builtin_inf ()'
            form = self.ch(['ne', 'nan', 'gt', 'lt', 'not', 'isnan'])
            if form == 'ne':
                cond, sv = '(%s != 0)' % x, self.ch(['1.5', '-2.5', '1e30',
                                                    inf, nan])
            elif form == 'nan':
                cond, sv = '(%s != %s)' % (x, x), nan
            elif form == 'gt':
                cond, sv = '(%s > 0.5%s)' % (x, f), self.ch(['2.0', '1e30',
                                                            inf])
            elif form == 'lt':
                cond, sv = '(%s < -1.0%s)' % (x, f), self.ch(['-3.0',
                                                             '-1e30',
                                                             '-' + inf])
            elif form == 'not':
                cond, sv = '(!(%s == 0))' % x, self.ch([nan, '7.0'])
            else:
                cond, sv = '__builtin_isnan (%s)' % x, nan
            atoms.append([arr, ik, c, '(%s)%s' % (t.c, sv), sure])
            return cond
        lits = INT_LITS[t.key]
        nz = [v for v in lits if v]
        form = self.ch(['ne', 'eq', 'pos', 'bit', 'not', 'ge'] +
                       (['neg'] if t.signed else []))
        if form in ('pos', 'ge'):
            v = self.ch([v for v in lits if v > 0])
        elif form == 'neg':
            v = self.ch([v for v in lits if v < 0])
        else:
            v = self.ch(nz)
        L = self.int_lit(t, v)
        cond = {'ne': '(%s != 0)', 'eq': '(%s == ' + L + ')',
                'pos': '(%s > 0)', 'neg': '(%s < 0)',
                'bit': '(%s & ' + L + ')', 'not': '(!(%s == 0))',
                'ge': '(%s >= ' + L + ')'}[form] % x
        atoms.append([arr, ik, c, L, sure])
        return cond

    def rare_partner(self, sc):
        """A condition that holds for some iterations, mostly for many: a
        load against a literal, a test of the iteration number, any
        condition."""
        iv = sc.loop.iv
        k = self.r.choices(['load', 'iv', 'cond'], [6, 2, 1])[0]
        if k == 'load':
            t = self.ch(self.ALL)
            ix = self.ch([iv, iv, '%s + %d' % (iv, self.r.randrange(1, PAD))])
            return '(in_%s[%s] %s %s)' % (t.key, ix, self.r.choices(
                ['!=', '<', '>', '<=', '>=', '=='], [4, 1, 1, 1, 1, 0.3])[0],
                self.lit(t))
        if k == 'iv':
            if self.p(0.3):
                return '((%s & 1) == 0)' % iv
            return '(%s %s %d)' % (iv, self.ch(['>', '<', '!=', '!=', '>=']),
                                   self.ch([0, 1, 3, 4, 7, 8, 15, 16, 100]))
        c = self.cond(sc, 1)
        return c if c.startswith('(') and c.endswith(')') else '(%s)' % c

    def rare_effect(self, sc, ind):
        """A store of the iteration's own output (sometimes a call that
        stores, or one with no visible effect): what a rare exit after it
        must see done."""
        kinds = [('store', 8)]
        if sc.calls:
            kinds += [('setter', 1)]
            if 'gcall' not in self.avoid:
                kinds += [('gk', 1)]
        if sc.gouts:
            kinds += [('gstore', 1)]
        k = self.r.choices([a for a, _ in kinds], [w for _, w in kinds])[0]
        if k == 'store':
            n, t, idx = self.ch(sc.outs)
            return ['%s%s[%s] = %s;' % (ind, n, idx, self.expr(t, sc, 1))]
        if k == 'setter':
            n, t, idx = self.ch(sc.outs)
            return ['%s%s(&%s[%s], %s);' % (ind, self.setter(t), n, idx,
                                            self.expr(t, sc, 1))]
        if k == 'gk':
            return ['%sgk ();' % ind]
        n, t, gk = self.ch(sc.gouts)
        return ['%s%s[%d * %s + %d] = %s;' % (
            ind, n, gk, sc.loop.iv, self.r.randrange(gk), self.expr(t, sc, 1))]

    def rare_fire(self, rr, lp, calls, atoms):
        """How the program's last run fires one of the loop's rare exits,
        drawn from RR: a dict with the call of CALLS it makes, the
        iteration number J whose element gets a sentinel (J = the trip
        count T: none fires) and the statement PLANT that puts it there
        (None if that element is out of the array).  Mostly a test that
        makes its exit fire by itself (not under && nor in an if)."""
        sure = [a for a in atoms if a[4]]
        arr, ik, c, sv, _ = rr.choice(sure if sure and rr.random() < 0.75
                                      else atoms)
        ci = rr.choice([len(calls) - 1] * 2 +
                       [c for c in range(len(calls)) if calls[c][0] > 0])
        n, m = calls[ci][0], calls[ci][1]
        form = lp.form
        start = m & 3 if form == 'lo' else 0
        if form == 'const':
            T = lp.const
        elif form == 'step2':
            T = (n + 1) // 2
        else:
            T = max(n - start, 0)
        # The first iteration, VF - 1, VF, VF + 1 for VF 2 to 64, one in
        # the middle, the last ones.
        cands = [j for j in [0, 1, 2, 3, 4, 7, 8, 9, 15, 16, 17, 31, 32,
                             33, 63, 64, T // 2, T - 2, T - 1] if 0 <= j < T]
        if not cands or rr.random() < 0.08:
            j = T
        else:
            j = rr.choice(cands + [rr.randrange(T)])
        i = {'lo': start + j, 'down': n - 1 - j, 'step2': 2 * j}.get(form, j)
        cnt = lp.const if lp.const is not None else n
        plant = None
        if ik in ('perm', 'gidx'):
            if 0 <= i < SIZE:
                plant = '%s[%s[%d]] = %s;' % (arr, ik, i, sv)
        else:
            e = {'i': i, 'ic': i + c, 'rev': cnt - 1 - i,
                 'inner': i & (N - 1)}[ik]
            if 0 <= e < SIZE:
                plant = '%s[%d] = %s;' % (arr, e, sv)
        return {'call': ci, 'j': j, 'trips': T, 'plant': plant}

    # ---------------------------------------------------------------- program
    def program(self):
        """The text of the program."""
        r = self.r
        if self.ints_only:
            self.uft, self.udt = SI, SL
        else:
            self.uft, self.udt = FL, DB
        for k in range(r.randrange(0, 3)):
            self.gen_simd_fn(k)
        for k in range(r.randrange(0, 3)):
            self.gen_plain_fn(k)
        loops = []
        nloops = self.nloops or r.randrange(1, 3)
        for k in range(nloops):
            if self.only is None or self.only == k:
                loops.append((k,) + self.gen_loop(k))
        # The loop whose rare exit the program's last run makes fire: the
        # same one whatever --only says (None if no loop has any, or it
        # is not printed).
        rare_loops = [k for k in range(nloops) if self.has_rare(k)]
        fire = random.Random('%d/fire' % self.seed).choice(rare_loops) \
            if rare_loops else None
        rare = any(lo[4] for lo in loops)
        fired = [lo for lo in loops if lo[0] == fire]
        o = []
        o.append('/* lockstep fuzz program, seed %d.  */' % self.seed)
        o.append('#include <math.h>')
        if rare:
            o.append('#include <signal.h>')
        o.append('#include <stdio.h>')
        if rare:
            o.append('#include <stdlib.h>')
        o.append('#include <string.h>')
        if rare:
            o.append('#include <unistd.h>')
        o.append('')
        o.append('#define N %d' % N)
        o.append('#define SIZE %d' % SIZE)
        o.append('#define BIG %d' % BIG)
        for t in self.ALL:
            o.append('%s in_%s[BIG];' % (t.c, t.key))
        o.append('int gidx[SIZE], perm[SIZE];')
        o.append('long long gq;')
        for k, text, outs, calls, fi in loops:
            for name, t, idx in outs:
                o.append('%s %s[%s];' % (t.c, name,
                                         'BIG' if idx is None else 'SIZE'))
            o.append('unsigned acc%d;' % k)
        if rare:
            # The arrays rare exits test: all zeros but for the sentinel
            # the last run plants.
            for t in self.ALL:
                o.append('%s ex_%s[SIZE];' % (t.c, t.key))
            o.append('int died = -1;')
        o.append('''
static unsigned long long H;

static void
hu (unsigned long long v)
{
  H = (H ^ v) * 0x100000001b3ULL;
  H ^= H >> 29;
}

''')
        if not self.ints_only:
            o.append('''static unsigned long long
fb (double x)
{
  unsigned long long u;
  if (x != x)
    return 0x7ff8deadULL;
  memcpy (&u, &x, sizeof u);
  return u;
}

static inline long long
f2i (double x)
{
  return x > -1e9 && x < 1e9 ? (long long) x : -7;
}

/* x87 (FLT_EVAL_METHOD 2): sqrt and sqrtf return their result unrounded,
   glibc's and GCC's fsqrt alike, and GCC takes it for rounded, so that
   whether it is depends on register allocation (-O0 and -O2 differ).
   Round it with conversions GCC keeps: (float) (double) sqrtl.  */
#if __FLT_EVAL_METHOD__ == 2
#define SQRT(x) ((double) sqrtl (x))
#define SQRTF(x) ((float) SQRT (x))
#else
#define SQRT(x) sqrt (x)
#define SQRTF(x) sqrtf (x)
#endif

''')
        o.append('''static unsigned long long rs;

static unsigned long long
rnd (void)
{
  rs ^= rs << 13;
  rs ^= rs >> 7;
  rs ^= rs << 17;
  return rs;
}

''')
        if not self.ints_only:
            o.append('''static double
rndf (void)
{
  static const double special[] = { 0.0, -0.0, 1.0, -1.0, 0.5, 1e30,
    -1e30, 1e-40, 3e38, 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0, 2147483648.0,
    -2147483649.0, 255.5, 65536.0 };
  unsigned long long v = rnd ();
  if (v % 8 == 0)
    return special[(v >> 8) % 16];
  if (v % 8 < 4)
    return (double) (long long) ((v >> 8) % 200) - 100.0;
  return ((double) ((v >> 8) % 2000001) - 1000000.0) / 1024.0;
}

''')
        o.append('''static unsigned long long
rndi (void)
{
  unsigned long long v = rnd ();
  switch (v % 8)
    {
    case 0: return 0;
    case 1: return -1ULL;
    case 2: return (v >> 8) % 64;
    case 3: return -((v >> 8) % 64);
    case 4: return 1ULL << ((v >> 8) % 64);
    default: return v >> 3;
    }
}

__attribute__((noinline)) static void
gk (void)
{
  __asm__ volatile ("");
}

__attribute__((noinline)) static void
gka (unsigned x)
{
  __asm__ volatile ("" : : "r" (x));
}
''')
        if rare:
            o += self.rare_support(fired)
        o += self.funcs
        for k, text, outs, calls, fi in loops:
            o += text
            o.append('')
            o += self.check_fn(k, outs, calls)
            o.append('')
            if k == fire:
                o += self.fire_fn(k, outs, calls, fi)
                o.append('')
        # main
        o.append('int')
        o.append('main (void)')
        o.append('{')
        if rare:
            # What the program wrote when a rare exit fires, then status 0
            # (run.py takes another for a crash).
            o.append('#ifdef __GLIBC__')
            o.append('  on_exit (rare_on_exit, 0);')
            o.append('#else')
            o.append('  atexit (rare_atexit);')
            o.append('#endif')
            o.append('  signal (SIGABRT, rare_on_abort);')
        o.append('  rs = %dULL * 2654435761ULL + 1;' % (self.seed + 1))
        o.append('  for (int k = 0; k < SIZE; k++)')
        o.append('    {')
        for t in self.ALL:
            if t.flt:
                o.append('      in_%s[k] = (%s) rndf ();' % (t.key, t.c))
            else:
                o.append('      in_%s[k] = (%s) rndi ();' % (t.key, t.c))
        o.append('      gidx[k] = rnd () % N;')
        o.append('      perm[k] = k;')
        o.append('    }')
        o.append('  for (int k = N - 1; k > 0; k--)')
        o.append('    {')
        o.append('      int j = rnd () % (k + 1), t = perm[k];')
        o.append('      perm[k] = perm[j];')
        o.append('      perm[j] = t;')
        o.append('    }')
        o.append('  for (int k = SIZE; k < BIG; k++)')
        o.append('    {')
        for t in self.ALL:
            o.append('      in_%s[k] = (%s) %s ();'
                     % (t.key, t.c, 'rndf' if t.flt else 'rndi'))
        o.append('    }')
        for k, text, outs, calls, fi in loops:
            o.append('  check%d ();' % k)
        if fired:
            # Last: one exit only can happen.
            o.append('  fire%d ();' % fire)
        if rare:
            o.append('  rare_done = 1;')
        o.append('  return 0;')
        o.append('}')
        return '\n'.join(o) + '\n'


    def check_fn(self, k, outs, calls):
        """check<K> (): runs loop<K> with each of CALLS and prints a hash of
        what it returned and wrote."""
        o = ['__attribute__((noinline)) static void', 'check%d (void)' % k,
             '{',
             '  static const struct { int n, m; %s uf; %s ud; unsigned mu; '
             'long long gq; } a[] = {' % (self.uft.c, self.udt.c)]
        o.append(',\n'.join('    { %d, %d, %s, %s, %s, %s }' % c
                             for c in calls))
        o += ['  };',
              '  for (int c = 0; c < %d; c++)' % len(calls),
              '    {',
              '      rs = c * 7919ULL + %d;' % (k + 1)]
        o += self.init_outs(outs, '      ')
        o += ['      acc%d = 1;' % k,
              '      H = 0;',
              '      gq = a[c].gq;',
              '      hu (loop%d (a[c].n, a[c].m, a[c].uf, a[c].ud, a[c].mu));'
              % k,
              '      hu (acc%d);' % k]
        o += self.hash_outs(outs, '      ')
        o += ['      printf ("loop%d n=%%d: %%016llx\\n", a[c].n, H);' % k,
              '    }',
              '}']
        return o

    def init_outs(self, outs, ind):
        """Lines that fill the arrays OUTS with random values."""
        o = ['%sfor (int k = 0; k < BIG; k++)' % ind, '%s  {' % ind]
        for name, t, idx in outs:
            o.append('%s    %s%s[k] = (%s) %s ();'
                     % (ind, 'if (k < SIZE) ' if idx is not None else '',
                        name, t.c, 'rndf' if t.flt else 'rndi'))
        return o + ['%s  }' % ind]

    def hash_outs(self, outs, ind):
        """Lines that hash the arrays OUTS into H."""
        o = ['%sfor (int k = 0; k < BIG; k++)' % ind, '%s  {' % ind]
        for name, t, idx in outs:
            guard = 'if (k < SIZE) ' if idx is not None else ''
            if t.flt:
                o.append('%s    %shu (fb (%s[k]));' % (ind, guard, name))
            else:
                o.append('%s    %shu ((unsigned long long) %s[k]);'
                         % (ind, guard, name))
        return o + ['%s  }' % ind]

    def fire_fn(self, k, outs, calls, fire):
        """fire<K> (): the program's last run, of loop<K> with one of its
        CALLS and a sentinel planted (FIRE, see rare_fire) that makes one
        of its rare exits fire; rare_report prints what the loop wrote
        then.  If none fires, it prints the hash as check<K> does."""
        n, m, uf, ud, mu, gq = calls[fire['call']]
        o = ['__attribute__((noinline)) static void', 'fire%d (void)' % k,
             '{',
             '  rs = %d * 7919ULL + %d;' % (fire['call'], k + 1)]
        o += self.init_outs(outs, '  ')
        o += ['  acc%d = 1;' % k,
              '  H = 0;',
              '  gq = %s;' % gq]
        o.append('  /* Iteration %d of %d.  */' % (fire['j'], fire['trips']))
        if fire['plant']:
            o.append('  %s' % fire['plant'])
        o += ['  fire_loop = %d;' % k,
              '  fire_n = %d;' % n,
              '  hu (loop%d (%d, %d, %s, %s, %s));' % (k, n, m, uf, ud, mu),
              '  hu (acc%d);' % k]
        o += self.hash_outs(outs, '  ')
        o += ['  printf ("loop%d n=%%d: no exit, %%016llx\\n", %d, H);'
              % (k, n),
              '}']
        return o

    def rare_support(self, fired):
        """The functions rare exits need: die, and the handlers that print
        what the loop FIRED (a list of one loop, or none) wrote when exit
        or abort is called, then end the program with status 0."""
        o = ['static int fire_loop = -1, fire_n, rare_done;',
             '',
             'static void',
             'rare_report (const char *how, int code)',
             '{',
             '  if (rare_done)',
             '    return;',
             '  if (fire_loop < 0)',
             '    printf ("unexpected %s %d before the last run\\n", how, '
             'code);',
             '  else',
             '    {',
             '      H = 0;',
             '      hu ((unsigned long long) died);']
        for k, text, outs, calls, fi in fired:
            o.append('      hu (acc%d);' % k)
            o += self.hash_outs(outs, '      ')
        o += ['      printf ("loop%d n=%d: %s %d, %016llx\\n", fire_loop, '
              'fire_n, how,',
              '              code, H);',
              '    }',
              '  fflush (stdout);',
              '  _exit (0);',
              '}',
              '',
              '#ifdef __GLIBC__',
              'static void',
              'rare_on_exit (int status, void *arg)',
              '{',
              '  (void) arg;',
              '  rare_report ("exit", status);',
              '}',
              '#else',
              'static void',
              'rare_atexit (void)',
              '{',
              '  rare_report ("exit", -1);',
              '}',
              '#endif',
              '',
              'static void',
              'rare_on_abort (int sig)',
              '{',
              '  rare_report ("abort", sig);',
              '}',
              '',
              'static void die (int) __attribute__ ((noreturn, noinline));',
              '',
              'static void',
              'die (int a)',
              '{',
              '  died = a;',
              '  exit (40 + (a & 15));',
              '}',
              '']
        return o


def main():
    """Prints the program of the seed given on the command line."""
    import argparse
    ap = argparse.ArgumentParser(description='Prints a random C program '
                                 'with omp simd loops.')
    ap.add_argument('seed', type=int)
    ap.add_argument('--loops', type=int, default=None,
                    help='functions with an omp simd loop (default: one '
                    'or two)')
    ap.add_argument('--ints-only', action='store_true',
                    help='no float or double (targets without FP '
                    'registers)')
    ap.add_argument('--only', type=int, default=None,
                    help='print only loop ONLY of the program (counted '
                    'from 0)')
    ap.add_argument('--avoid', default='',
                    help='comma-separated constructs to leave out: %s'
                    % '; '.join('%s (%s)' % kv for kv in FEATURES.items()))
    a = ap.parse_args()
    avoid = [f for f in a.avoid.split(',') if f]
    if set(avoid) - set(FEATURES):
        ap.error('unknown --avoid %s' % a.avoid)
    sys.stdout.write(Gen(a.seed, a.loops, a.ints_only, a.only,
                         avoid).program())


if __name__ == '__main__':
    main()
