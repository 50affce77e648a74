#! /usr/bin/env python3
"""The C files compile-time.py compiles: files of generated omp simd loops
of realistic kinds, and single-loop files of a given number of basic
blocks.  Each is the same for the same seed."""
# Copyright (C) 2026 The lockstep authors.
# This file is part of lockstep, GPLv3 or later.
#
# Python 3, standard library only.

import random


# ---------------------------------------------------------------------------
# The 200-loop file.

class Ty:
    def __init__(self, c, flt, suffix, math):
        self.c, self.flt, self.suffix, self.math = c, flt, suffix, math


FLOAT = Ty("float", True, "f", "f")
DOUBLE = Ty("double", True, "", "")
INT = Ty("int", False, "", None)
TYPES = [FLOAT, FLOAT, DOUBLE, INT]


class LoopGen:
    """Writes the body of one loop over I with arrays A, B (inputs), O
    (output), M (int mask/keys), IX (int indices in bounds) and scalar S,
    in type TY."""

    def __init__(self, rng, ty):
        self.rng, self.ty = rng, ty
        self.tmp = 0

    def const(self):
        r = self.rng
        if self.ty.flt:
            return "%.3f%s" % (r.uniform(-4.0, 4.0), self.ty.suffix)
        return str(r.randint(-50, 50))

    def leaf(self, vars_):
        r = self.rng.random()
        if r < 0.45:
            return self.rng.choice(vars_)
        if r < 0.6:
            return "s"
        return self.const()

    def expr(self, vars_, depth):
        """An arithmetic expression over VARS_, S and constants."""
        if depth <= 0 or self.rng.random() < 0.25:
            return self.leaf(vars_)
        ops = ["+", "-", "*"]
        if self.ty.flt:
            ops += ["+", "*"]
        else:
            ops += ["^", "&", "+"]
        op = self.rng.choice(ops)
        a = self.expr(vars_, depth - 1)
        b = self.expr(vars_, depth - 1)
        if not self.ty.flt and self.rng.random() < 0.15:
            return "((%s) >> %d)" % (a, self.rng.randint(1, 5))
        return "(%s %s %s)" % (a, op, b)

    def cond(self, vars_):
        """A data-dependent condition."""
        r = self.rng.random()
        cmp_ = self.rng.choice(["<", ">", "<=", ">=", "!="])
        if r < 0.4:
            return "%s %s %s" % (self.rng.choice(vars_), cmp_, self.const())
        if r < 0.7:
            a, b = self.rng.sample(vars_, 2) if len(vars_) > 1 \
                else (vars_[0], "s")
            return "%s %s %s" % (a, cmp_, b)
        if r < 0.85:
            return "(m[i] & %d) != 0" % (1 << self.rng.randint(0, 4))
        return "%s %s s" % (self.expr(vars_, 1), cmp_)

    def call(self, arg):
        """A call to a math function of ARG (floating types only)."""
        f = self.rng.choice(["sqrt", "exp", "log", "sin", "cos", "fabs",
                             "floor", "tanh", "pow"])
        sfx = self.ty.math
        if f in ("sqrt", "log"):
            return "%s%s (fabs%s (%s) + 1)" % (f, sfx, sfx, arg)
        if f == "pow":
            return "pow%s (fabs%s (%s), 0.5%s)" % (sfx, sfx, arg,
                                                  self.ty.suffix)
        if f == "exp":
            return "exp%s (%s * 0.01%s)" % (sfx, arg, self.ty.suffix)
        return "%s%s (%s)" % (f, sfx, arg)

    def assign(self, target, vars_, ind, allow_call):
        e = self.expr(vars_, self.rng.randint(1, 3))
        if allow_call and self.ty.flt and self.rng.random() < 0.3:
            e = "%s + %s" % (self.call(self.rng.choice(vars_)), e)
        op = self.rng.choice(["=", "=", "+=", "-="])
        return ["%s%s %s %s;" % (ind, target, op, e)]

    def ifnest(self, vars_, targets, depth, ind, allow_call):
        """An if/else nest of DEPTH levels assigning to TARGETS."""
        lines = ["%sif (%s)" % (ind, self.cond(vars_))]
        for arm in range(2):
            if arm == 1:
                if self.rng.random() < 0.25:
                    break
                lines.append("%selse" % ind)
            lines.append("%s  {" % ind)
            if depth > 1 and self.rng.random() < 0.6:
                lines += self.ifnest(vars_, targets, depth - 1, ind + "    ",
                                     allow_call)
            for _ in range(self.rng.randint(1, 2)):
                lines += self.assign(self.rng.choice(targets), vars_,
                                     ind + "    ", allow_call)
            lines.append("%s  }" % ind)
        return lines

    def prologue(self, ind):
        t = self.ty.c
        return ["%s%s x = a[i], y = b[i], v = %s, w = x %s y;"
                % (ind, t, "0" if not self.ty.flt else "0.0" +
                   self.ty.suffix, "+" if self.ty.flt else "^")], \
            ["x", "y", "v", "w"]

    # The kinds of loops.  Each returns (clauses, body lines, epilogue
    # lines of the function, return expression or None).

    def k_straight(self, ind):
        pro, vs = self.prologue(ind)
        lines = pro
        for _ in range(self.rng.randint(2, 6)):
            lines += self.assign(self.rng.choice(["v", "w"]), vs, ind, False)
        lines.append("%so[i] = v + w;" % ind)
        return "", lines, None

    def k_ifelse(self, ind):
        pro, vs = self.prologue(ind)
        lines = pro
        for _ in range(self.rng.randint(1, 3)):
            lines += self.ifnest(vs, ["v", "w"], self.rng.randint(1, 3), ind,
                                 False)
        lines.append("%so[i] = v - w;" % ind)
        return "", lines, None

    def k_switch(self, ind):
        pro, vs = self.prologue(ind)
        lines = pro
        ncase = self.rng.randint(3, 7)
        lines.append("%sswitch (m[i] & %d)" % (ind, 7))
        lines.append("%s  {" % ind)
        for c in range(ncase):
            lines.append("%s  case %d:" % (ind, c))
            lines += self.assign(self.rng.choice(["v", "w"]), vs,
                                 ind + "    ", False)
            if self.rng.random() < 0.8:
                lines.append("%s    break;" % ind)
        lines.append("%s  default:" % ind)
        lines += self.assign("v", vs, ind + "    ", False)
        lines.append("%s  }" % ind)
        lines.append("%so[i] = v + w;" % ind)
        return "", lines, None

    def k_while(self, ind):
        pro, vs = self.prologue(ind)
        lines = pro
        lines.append("%sint k = 0;" % ind)
        if self.ty.flt:
            lines.append("%swhile (x > %s)" % (ind, self.const()))
            lines.append("%s  {" % ind)
            lines.append("%s    x = x * 0.5%s - y * 0.25%s;"
                         % (ind, self.ty.suffix, self.ty.suffix))
        else:
            lines.append("%swhile (x > 1)" % ind)
            lines.append("%s  {" % ind)
            lines.append("%s    x = (x & 1) ? 3 * x + 1 : x >> 1;" % ind)
        if self.rng.random() < 0.5:
            lines += self.ifnest(vs, ["v", "w"], 1, ind + "    ", False)
        lines.append("%s    if (++k >= %d)" % (ind, self.rng.choice([16, 64,
                                                                     256])))
        lines.append("%s      break;" % ind)
        if self.rng.random() < 0.5:
            lines.append("%s    if (%s)" % (ind, self.cond(vs)))
            lines.append("%s      break;" % ind)
        lines.append("%s  }" % ind)
        lines.append("%so[i] = x + v + k;" % ind)
        return "", lines, None

    def k_reduction(self, ind):
        pro, vs = self.prologue(ind)
        lines = pro
        op = self.rng.choice(["+", "+", "max", "min"]) if self.ty.flt \
            else self.rng.choice(["+", "max", "^", "|"])
        if self.rng.random() < 0.6:
            lines += self.ifnest(vs, ["v", "w"], self.rng.randint(1, 2), ind,
                                 True)
        else:
            lines += self.assign("v", vs, ind, True)
        if op in ("max", "min"):
            cmp_ = ">" if op == "max" else "<"
            lines.append("%sif (v %s acc)" % (ind, cmp_))
            lines.append("%s  acc = v;" % ind)
        elif self.rng.random() < 0.5:
            lines.append("%sif (%s)" % (ind, self.cond(vs)))
            lines.append("%s  acc %s= v;" % (ind, op))
        else:
            lines.append("%sacc %s= v + w;" % (ind, op))
        return "reduction(%s:acc)" % op, lines, "acc"

    def k_condmem(self, ind):
        pro, vs = self.prologue(ind)
        lines = pro
        r = self.rng.random()
        if r < 0.35:
            # Conditional gather.
            lines.append("%sif (%s)" % (ind, self.cond(vs)))
            lines.append("%s  v = a[ix[i]] * %s;" % (ind, self.const()))
            lines.append("%selse" % ind)
            lines.append("%s  v = b[i] + %s;" % (ind, self.const()))
            lines.append("%so[i] = v;" % ind)
        elif r < 0.7:
            # Conditional store, no else: a masked store.
            lines += self.assign("v", vs, ind, False)
            lines.append("%sif (%s)" % (ind, self.cond(vs)))
            lines.append("%s  o[i] = v;" % ind)
        else:
            # Conditional load and conditional scatter through IX.
            lines.append("%sif ((m[i] & 3) == 0)" % ind)
            lines.append("%s  v = a[ix[i]];" % ind)
            lines.append("%sif (%s)" % (ind, self.cond(vs)))
            lines.append("%s  o[ix[i]] = v + y;" % ind)
        return "", lines, None

    def k_math(self, ind):
        if not self.ty.flt:
            return self.k_ifelse(ind)
        pro, vs = self.prologue(ind)
        lines = pro
        lines.append("%sif (%s)" % (ind, self.cond(vs)))
        lines.append("%s  v = %s;" % (ind, self.call("x")))
        lines.append("%selse" % ind)
        lines.append("%s  v = %s * %s;" % (ind, self.call("y"),
                                          self.expr(vs, 1)))
        if self.rng.random() < 0.5:
            lines.append("%sw = %s;" % (ind, self.call("v")))
        lines.append("%so[i] = v + w;" % ind)
        return "", lines, None

    KINDS = ["straight", "ifelse", "switch", "while", "reduction", "condmem",
             "math"]
    WEIGHTS = [2, 3, 1, 2, 2, 2, 2]


def gen_loops_file(seed, nloops, per_function=None):
    """The C text of a file of NLOOPS omp simd loops, PER_FUNCTION loops to
    a function (one to three at random if None), how many of each kind it
    has, and how many functions."""
    rng = random.Random(seed)
    out = ["/* %d omp simd loops generated by compile-time.py, seed %d.  */"
           % (nloops, seed), "", "#include <math.h>", ""]
    kinds = {k: 0 for k in LoopGen.KINDS}
    done = 0
    fn = 0
    while done < nloops:
        ty = rng.choice(TYPES)
        t = ty.c
        nl = min(per_function or rng.choice([1, 1, 1, 2, 2, 3]),
                 nloops - done)
        gens = []
        ret = None
        for _ in range(nl):
            g = LoopGen(rng, ty)
            kind = rng.choices(LoopGen.KINDS, LoopGen.WEIGHTS)[0]
            kinds[kind] += 1
            clauses, body, r = getattr(g, "k_" + kind)("      ")
            gens.append((clauses, body, r))
        has_red = any(r for _, _, r in gens)
        out.append("%s" % (t if has_red else "void"))
        out.append("f%d (int n, %s *restrict o, const %s *restrict a, "
                   "const %s *restrict b," % (fn, t, t, t))
        out.append("     const int *restrict m, const int *restrict ix, "
                   "%s s)" % t)
        out.append("{")
        if has_red:
            out.append("  %s acc = 0;" % t)
        for clauses, body, _ in gens:
            out.append("#pragma omp simd%s" % (" " + clauses if clauses
                                                else ""))
            out.append("  for (int i = 0; i < n; i++)")
            out.append("    {")
            out += body
            out.append("    }")
        if has_red:
            out.append("  return acc;")
        out.append("}")
        out.append("")
        done += nl
        fn += 1
    return "\n".join(out) + "\n", kinds, fn


# ---------------------------------------------------------------------------
# The scaling files.

def gen_scaling_file(blocks, seed):
    """The C text of a function with one omp simd loop whose body has
    about BLOCKS basic blocks: a chain of data-dependent if/else on
    changing float values (3 blocks each: the test, the two arms, the join
    being the next test), every 8th a two-level nest (5 blocks), and one
    divergent inner while loop with a break per about 500 blocks (about 5
    blocks each)."""
    rng = random.Random(seed * 100003 + blocks)
    lines = ["/* One omp simd loop of about %d basic blocks, generated by "
             "compile-time.py.  */" % blocks, "",
             "void",
             "big (int n, float *restrict o, const float *restrict x,",
             "     const float *restrict y, const int *restrict m)",
             "{",
             "#pragma omp simd",
             "  for (int i = 0; i < n; i++)",
             "    {",
             "      float v = x[i], w = y[i];",
             "      int k = m[i];"]
    made = 2              # the loop header and latch
    step = 0
    next_loop = 250
    while made < blocks:
        step += 1
        c = rng.uniform(-2.0, 2.0)
        a = rng.uniform(0.5, 1.5)
        b = rng.uniform(-1.0, 1.0)
        d = rng.uniform(0.0, 1.0)
        if made >= next_loop and blocks - made > 20:
            # A divergent inner loop: trip count depends on the lane.
            lines += ["      while (v > %.4ff)" % c,
                      "        {",
                      "          v = v * 0.5f - %.4ff;" % d,
                      "          if (++k > %d)" % rng.randint(8, 64),
                      "            break;",
                      "        }"]
            made += 5
            next_loop += 500
        elif step % 8 == 0:
            lines += ["      if (w > %.4ff)" % c,
                      "        {",
                      "          if (v > %.4ff)" % b,
                      "            v = v * %.4ff + w;" % a,
                      "          else",
                      "            w = w * %.4ff - %.4ff;" % (a, d),
                      "        }",
                      "      else",
                      "        w -= %.4ff;" % d]
            made += 5
        else:
            var = "v" if step % 3 else "w"
            lines += ["      if (%s > %.4ff)" % (var, c),
                      "        %s = %s * %.4ff + %.4ff;" % (var, var, a, b),
                      "      else",
                      "        %s -= %.4ff;" % (var, d)]
            made += 3
    lines += ["      o[i] = v + w + k;",
              "    }",
              "}"]
    return "\n".join(lines) + "\n"
