/* Benchmark kernel: a deep if/else cascade with floating-point work in each
   arm, after the effective Born radii loop of SPEC's nab (egb.c), the
   example of Fig. 9.4 of the Region Vectorizer thesis.  For each of 4096
   atoms at pseudo-random places in a box, the annotated loop runs over all
   the others with a sum reduction: a pair beyond the cutoff is skipped
   (continue), the others fall into one of five arms by their distance --
   sqrt, divisions and log -- so the lanes of a vector take different arms.
   -ffp-contract=off keeps the branch conditions of all builds alike;
   -fno-math-errno lets sqrt be an instruction (as in the usual builds of
   nab).  The sums are reduced in another order by the vector code, and log
   may come from a vector library, so results are compared within a
   tolerance.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off -fno-math-errno */

#include "bench.h"

#define NATOMS 4096
#define REPS 1
#define TOL 1e-9

/* nab's constants for the series of the second arm.  */
#define TA (1.0 / 3.0)
#define TB (2.0 / 5.0)
#define TC (3.0 / 7.0)
#define TD (4.0 / 9.0)
#define TDD (5.0 / 11.0)

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = NATOMS;
static volatile double cutoff = 10.0;

/* The body of both loops: the contribution of atom J to atom I's sum.  */
#define BODY								\
  do									\
    {									\
      double xij = xi - x[j], yij = yi - y[j], zij = zi - z[j];	\
      double r2 = xij * xij + yij * yij + zij * zij;			\
      if (r2 > rgbmaxpsmax2 || j == i)					\
	continue;							\
      double dij1i = 1.0 / sqrt (r2);					\
      double dij = r2 * dij1i;						\
      double sj = s[j];							\
      double sj2 = sj * sj;						\
      if (dij > rgbmax + sj)						\
	continue;							\
      if (dij > rgbmax - sj)						\
	{								\
	  double uij = 1.0 / (dij - sj);				\
	  sumi -= 0.125 * dij1i						\
		  * (1.0 + 2.0 * dij * uij				\
		     + rgbmax2i * (r2 - 4.0 * rgbmax * dij - sj2)	\
		     + 4.0 * log (rgbmax * uij));			\
	}								\
      else if (dij > 4.0 * sj)						\
	{								\
	  double dij2i = dij1i * dij1i;					\
	  double tmpsd = sj2 * dij2i;					\
	  double dumbo							\
	    = TA + tmpsd * (TB + tmpsd * (TC + tmpsd * (TD + tmpsd * TDD))); \
	  sumi -= sj * tmpsd * dij2i * dumbo;				\
	}								\
      else if (dij > ri + sj)						\
	sumi -= 0.5 * (sj / (r2 - sj2)					\
		       + 0.5 * dij1i * log ((dij - sj) / (dij + sj)));	\
      else if (dij > fabs (ri - sj))					\
	{								\
	  double theta = 0.5 * ri1i * dij1i * (r2 + ri * ri - sj2);	\
	  double uij = 1.0 / (dij + sj);				\
	  sumi -= 0.25 * (ri1i * (2.0 - theta) - uij			\
			  + dij1i * log (ri * uij));			\
	}								\
      else if (ri < sj)							\
	sumi -= 0.5 * (sj / (r2 - sj2) + 2.0 * ri1i			\
		       + 0.5 * dij1i * log ((sj - ri) / (sj + ri)));	\
    }									\
  while (0)

/* The hot loop: OUT[i] is the sum over the atoms J within RGBMAX + S[J] of
   atom I, at X, Y, Z with radius R[I] (the inner loop annotated).  */
__attribute__ ((noinline)) void
born (int n, double rgbmax, const double *restrict x, const double *restrict y,
      const double *restrict z, const double *restrict r,
      const double *restrict s, double *restrict out)
{
  double rgbmax2i = 1.0 / (rgbmax * rgbmax);
  double rgbmaxpsmax2 = (rgbmax + 2.0) * (rgbmax + 2.0);
  for (int i = 0; i < n; i++)
    {
      double xi = x[i], yi = y[i], zi = z[i];
      double ri = r[i], ri1i = 1.0 / ri;
      double sumi = 0.0;
#pragma omp simd reduction(+:sumi)
      for (int j = 0; j < n; j++)
	BODY;
      out[i] = sumi;
    }
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
born_ref (int n, double rgbmax, const double *restrict x,
	  const double *restrict y, const double *restrict z,
	  const double *restrict r, const double *restrict s,
	  double *restrict out)
{
  double rgbmax2i = 1.0 / (rgbmax * rgbmax);
  double rgbmaxpsmax2 = (rgbmax + 2.0) * (rgbmax + 2.0);
  for (int i = 0; i < n; i++)
    {
      double xi = x[i], yi = y[i], zi = z[i];
      double ri = r[i], ri1i = 1.0 / ri;
      double sumi = 0.0;
      for (int j = 0; j < n; j++)
	BODY;
      out[i] = sumi;
    }
}

int
main (void)
{
  int n = size_n;
  double rgbmax = cutoff;
  double *x = bench_alloc (n, sizeof (double));
  double *y = bench_alloc (n, sizeof (double));
  double *z = bench_alloc (n, sizeof (double));
  double *r = bench_alloc (n, sizeof (double));
  double *s = bench_alloc (n, sizeof (double));
  double *out = bench_alloc (n, sizeof (double));
  double *out_ref = bench_alloc (n, sizeof (double));
  /* About 0.1 atoms per cubic angstrom, as in a protein; radii 1 to 2,
     scaled radii 0.5 to 1.9 (a 32-bit LCG).  */
  double side = cbrt (n / 0.1);
  unsigned int seed = 544;
#define RAND01() \
  (seed = seed * 1664525u + 1013904223u, (double) (seed >> 8) / (1 << 24))
  for (int i = 0; i < n; i++)
    {
      x[i] = side * RAND01 ();
      y[i] = side * RAND01 ();
      z[i] = side * RAND01 ();
      r[i] = 1.0 + RAND01 ();
      s[i] = 0.5 + 1.4 * RAND01 ();
    }

  double t0 = bench_now ();
  for (int rep = 0; rep < REPS; rep++)
    born (n, rgbmax, x, y, z, r, s, out);
  double seconds = bench_now () - t0;

  born_ref (n, rgbmax, x, y, z, r, s, out_ref);
  bench_check_fp ("nestedif", out, out_ref, n, sizeof (double), TOL);

  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += out[i];
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
