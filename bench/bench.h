/* Helpers shared by the benchmark kernels of bench/: a monotonic clock, the
   output lines the driver reads, and the comparison with the scalar
   reference.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#ifndef LOCKSTEP_BENCH_H
#define LOCKSTEP_BENCH_H

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <time.h>

/* Seconds on the monotonic clock.  */
static inline double
bench_now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

/* COUNT objects of SIZE bytes, 64-byte aligned; exits if memory runs
   out.  */
static inline void *
bench_alloc (size_t count, size_t size)
{
  size_t bytes = (count * size + 63) & ~(size_t) 63;
  void *p = aligned_alloc (64, bytes);
  if (!p)
    {
      fprintf (stderr, "bench: out of memory (%zu bytes)\n", bytes);
      exit (EXIT_FAILURE);
    }
  return p;
}

/* N options for the pricing kernels, drawn from a 32-bit LCG started at
   SEED: spot prices 10 to 100, strikes half to one and a half times the
   spot, rates 1 to 10%, volatilities 5 to 65%, 0.1 to 2 years to
   expiry.  */
static inline void
bench_options (int n, unsigned int seed, float *spot, float *strike,
	       float *rate, float *vol, float *expiry)
{
#define BENCH_RAND01() \
  (seed = seed * 1664525u + 1013904223u, (float) (seed >> 8) * 0x1p-24f)
  for (int i = 0; i < n; i++)
    {
      spot[i] = 10.0f + 90.0f * BENCH_RAND01 ();
      strike[i] = spot[i] * (0.5f + BENCH_RAND01 ());
      rate[i] = 0.01f + 0.09f * BENCH_RAND01 ();
      vol[i] = 0.05f + 0.6f * BENCH_RAND01 ();
      expiry[i] = 0.1f + 1.9f * BENCH_RAND01 ();
    }
#undef BENCH_RAND01
}

/* True if A and B agree to within the relative tolerance TOL, relative to
   the larger of |A|, |B| and 1 (so values near zero are compared
   absolutely).  The driver compares the checksums of different compilers
   the same way.  */
static inline int
bench_close (double a, double b, double tol)
{
  double scale = fmax (fmax (fabs (a), fabs (b)), 1.0);
  return fabs (a - b) <= tol * scale;
}

/* Compare the N floating-point results GOT (of element size ELT, float or
   double) with the reference WANT to within TOL; on a mismatch report the
   first bad element and the number of bad ones, and exit with failure.  */
static inline void
bench_check_fp (const char *what, const void *got, const void *want,
		size_t n, size_t elt, double tol)
{
  size_t bad = 0, first = 0;
  for (size_t i = 0; i < n; i++)
    {
      double g, w;
      if (elt == sizeof (float))
	{
	  g = ((const float *) got)[i];
	  w = ((const float *) want)[i];
	}
      else
	{
	  g = ((const double *) got)[i];
	  w = ((const double *) want)[i];
	}
      if (!bench_close (g, w, tol))
	{
	  if (!bad)
	    first = i;
	  bad++;
	}
    }
  if (bad)
    {
      double g, w;
      if (elt == sizeof (float))
	{
	  g = ((const float *) got)[first];
	  w = ((const float *) want)[first];
	}
      else
	{
	  g = ((const double *) got)[first];
	  w = ((const double *) want)[first];
	}
      fprintf (stderr,
	       "%s: FAIL: %zu of %zu elements differ from the scalar "
	       "reference beyond %g; first [%zu]: %.9g, expected %.9g\n",
	       what, bad, n, tol, first, g, w);
      exit (EXIT_FAILURE);
    }
}

/* Compare the N integers GOT with the reference WANT exactly; on a mismatch
   report the first bad element and exit with failure.  */
static inline void
bench_check_int (const char *what, const int64_t *got, const int64_t *want,
		 size_t n)
{
  for (size_t i = 0; i < n; i++)
    if (got[i] != want[i])
      {
	fprintf (stderr,
		 "%s: FAIL: element [%zu] is %lld, the scalar reference "
		 "says %lld\n",
		 what, i, (long long) got[i], (long long) want[i]);
	exit (EXIT_FAILURE);
      }
}

/* The lines the driver reads for a floating-point result: the seconds
   spent in the hot loop, the checksum, and the relative tolerance TOL within
   which the checksums of different compilers must agree (see
   bench_close).  */
static inline void
bench_report_fp (double seconds, double checksum, double tol)
{
  printf ("time %.6f\n", seconds);
  printf ("checksum %.17g\n", checksum);
  printf ("tolerance %g\n", tol);
}

/* The same for an integer result, whose checksums must agree exactly.  */
static inline void
bench_report_int (double seconds, int64_t checksum)
{
  printf ("time %.6f\n", seconds);
  printf ("checksum %lld\n", (long long) checksum);
}

#endif /* LOCKSTEP_BENCH_H */
