/* Benchmark kernel: a switch on a varying value inside the annotated loop,
   as in an interpreter's dispatch or a particle code's per-type update: 256K
   elements, each with a pseudo-random opcode 0-7; six cases of float and
   integer arithmetic, one falling through into the next, and a default.
   The opcodes change from element to element, so the branches are as
   unpredictable for the scalar code as they are divergent for the vector
   code.
   -ffp-contract=off: every build then rounds alike and the float results
   are compared exactly.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off */

#include "bench.h"

#define N (1 << 18)
#define REPS 60

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = N;

#define BODY								\
  do									\
    {									\
      float x = a[i];							\
      int v = b[i];							\
      float r;								\
      int s;								\
      switch (op[i])							\
	{								\
	case 0:								\
	  r = x * x + 1.0f;						\
	  s = v + 3;							\
	  break;							\
	case 1:								\
	  r = x * 0.5f - 2.0f;						\
	  s = v * 5;							\
	  break;							\
	case 2:								\
	  r = x / (1.0f + x * x);					\
	  s = v ^ 0x5555;						\
	  break;							\
	case 3:								\
	  /* Scale, then go on as case 4.  */				\
	  x = x * 3.0f - 1.0f;						\
	  v = v >> 2;							\
	  /* FALLTHROUGH */						\
	case 4:								\
	  r = (x + 2.0f) * (x - 0.25f);					\
	  s = v * v - 7;						\
	  break;							\
	case 5:								\
	  r = x > 0.0f ? x : -0.5f * x;					\
	  s = v / 3 + (v & 15);						\
	  break;							\
	default:							\
	  r = -x;							\
	  s = ~v;							\
	  break;							\
	}								\
      fout[i] = r;							\
      iout[i] = s;							\
    }									\
  while (0)

/* The hot loop.  */
__attribute__ ((noinline)) void
dispatch (int n, const int *restrict op, const float *restrict a,
	  const int *restrict b, float *restrict fout, int *restrict iout)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
dispatch_ref (int n, const int *restrict op, const float *restrict a,
	      const int *restrict b, float *restrict fout, int *restrict iout)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  int n = size_n;
  int *op = bench_alloc (n, sizeof (int));
  float *a = bench_alloc (n, sizeof (float));
  int *b = bench_alloc (n, sizeof (int));
  float *fout = bench_alloc (n, sizeof (float));
  int *iout = bench_alloc (n, sizeof (int));
  float *fout_ref = bench_alloc (n, sizeof (float));
  int *iout_ref = bench_alloc (n, sizeof (int));
  /* Pseudo-random opcodes and operands (a 32-bit LCG).  */
  unsigned int seed = 2026;
  for (int i = 0; i < n; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      op[i] = seed >> 29;
      seed = seed * 1664525u + 1013904223u;
      a[i] = (float) (seed >> 8) / (float) (1 << 22) - 2.0f;
      seed = seed * 1664525u + 1013904223u;
      b[i] = (int) (seed >> 16) - 32768;
    }

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    dispatch (n, op, a, b, fout, iout);
  double seconds = bench_now () - t0;

  dispatch_ref (n, op, a, b, fout_ref, iout_ref);
  bench_check_fp ("switch", fout, fout_ref, n, sizeof (float), 0);
  int64_t *got = bench_alloc (n, sizeof (int64_t));
  int64_t *want = bench_alloc (n, sizeof (int64_t));
  double sum = 0;
  for (int i = 0; i < n; i++)
    {
      got[i] = iout[i];
      want[i] = iout_ref[i];
      sum += fout[i] + iout[i] * 0x1p-10;
    }
  bench_check_int ("switch", got, want, n);
  bench_report_fp (seconds, sum, 1e-12);
  return 0;
}
