/* Benchmark kernel: input validation with an error exit.  Each element's
   value and bin index are checked before use -- a negative value, a NaN or
   a bin out of range calls an error handler that does not return -- and
   the element is then scaled by its bin's factor:

     if (!(v[i] >= 0) || (unsigned) bin[i] >= NBINS) bad_input (i);
     out[i] = sqrtf (v[i]) * scale[bin[i]] + offset;

   over 64K floats, repeated; the data are valid, as they are in the runs
   that matter.  The call keeps GCC's and Clang's vectorizers off the loop;
   lockstep tests each vector of iterations and leaves the error path to
   the scalar loop.  -fno-math-errno lets sqrtf be an instruction in all
   builds.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -fno-math-errno */

#include "bench.h"

#define N (1 << 16)
#define NBINS 256
#define REPS 2000
#define TOL 1e-6

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = N;
static volatile float shift = 0.125f;

/* The error handler.  */
__attribute__ ((noreturn, noinline)) static void
bad_input (int i)
{
  fprintf (stderr, "checked: bad input at element %d\n", i);
  exit (EXIT_FAILURE);
}

/* The hot loop.  */
__attribute__ ((noinline)) void
checked (int n, const float *restrict v, const int *restrict bin,
	 const float *restrict scale, float offset, float *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      if (!(v[i] >= 0.0f) || (unsigned) bin[i] >= NBINS)
	bad_input (i);
      out[i] = sqrtf (v[i]) * scale[bin[i]] + offset;
    }
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
checked_ref (int n, const float *restrict v, const int *restrict bin,
	     const float *restrict scale, float offset, float *restrict out)
{
  for (int i = 0; i < n; i++)
    {
      if (!(v[i] >= 0.0f) || (unsigned) bin[i] >= NBINS)
	bad_input (i);
      out[i] = sqrtf (v[i]) * scale[bin[i]] + offset;
    }
}

int
main (void)
{
  int n = size_n;
  float offset = shift;
  float *v = bench_alloc (n, sizeof (float));
  int *bin = bench_alloc (n, sizeof (int));
  float *scale = bench_alloc (NBINS, sizeof (float));
  float *out = bench_alloc (n, sizeof (float));
  float *out_ref = bench_alloc (n, sizeof (float));
  for (int i = 0; i < NBINS; i++)
    scale[i] = 0.5f + (float) i / NBINS;
  unsigned int seed = 12345;
  for (int i = 0; i < n; i++)
    {
      seed = seed * 1664525u + 1013904223u;
      v[i] = (float) (seed >> 8) * 0x1p-16f;
      bin[i] = (int) ((seed >> 4) % NBINS);
    }
  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    checked (n, v, bin, scale, offset, out);
  double seconds = bench_now () - t0;
  checked_ref (n, v, bin, scale, offset, out_ref);
  bench_check_fp ("checked", out, out_ref, n, sizeof (float), TOL);
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += out[i];
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
