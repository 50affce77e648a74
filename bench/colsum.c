/* Benchmark kernel: the column sums of a 2048 x 2048 matrix of doubles, the
   example of Fig. 3.2 of the Region Vectorizer thesis: the outer loop is
   annotated, so each lane runs the inner loop over its own column, and the
   lanes' loads from a row are contiguous.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define N 2048
#define M 2048
#define REPS 10
#define TOL 1e-12

/* Read at run time, so that no compiler specializes on the sizes.  */
static volatile int size_n = N, size_m = M;

/* The hot loop, as in the thesis: B[i] is the sum of column i of A, whose
   rows are M long.  */
__attribute__ ((noinline)) void
colsum (int n, int m, const double *restrict A, double *restrict B)
{
  int i, j;
#pragma omp simd
  for (i = 0; i < n; i++)
    {
      double a = 0;
      for (j = 0; j < m; j++)
	a += A[j * m + i];
      B[i] = a;
    }
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
colsum_ref (int n, int m, const double *restrict A, double *restrict B)
{
  for (int i = 0; i < n; i++)
    {
      double a = 0;
      for (int j = 0; j < m; j++)
	a += A[j * m + i];
      B[i] = a;
    }
}

int
main (void)
{
  int n = size_n, m = size_m;
  double *A = bench_alloc ((size_t) m * m, sizeof (double));
  double *B = bench_alloc (n, sizeof (double));
  double *B_ref = bench_alloc (n, sizeof (double));
  for (size_t k = 0; k < (size_t) m * m; k++)
    A[k] = (double) ((k * 7919) % 1000) / 1000.0 - 0.25;

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    colsum (n, m, A, B);
  double seconds = bench_now () - t0;

  colsum_ref (n, m, A, B_ref);
  bench_check_fp ("colsum", B, B_ref, n, sizeof (double), TOL);

  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += B[i];
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
