/* Benchmark kernel, for calibrating lockstep's cost model: conditional
   reductions over the rows of a 256 x 1024 float matrix (1 MB), repeated.
   Two annotated loops per row: the sum of the positive elements,
   if (a[i] > 0) sum += a[i] with reduction(+:sum), and the index of the
   last negative element, if (a[i] < 0) j = i with
   lastprivate(conditional: j).  The signs are pseudo-random, so the
   conditions are unpredictable for the scalar code and divergent for the
   vector code.  The vector code sums in another order: the sums are
   compared within 1e-4, the indices exactly.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "bench.h"

#define ROWS 256
#define COLS 1024
#define REPS 400
#define TOL 1e-4

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_rows = ROWS;
static volatile int size_cols = COLS;

/* The hot loops: SUM[r] is the sum of the positive elements of row R of
   the ROWS x COLS matrix A, LAST[r] the index of its last negative element
   (-1 if none).  */
__attribute__ ((noinline)) void
condreduce (int rows, int cols, const float *restrict a, float *restrict sum,
	    int *restrict last)
{
  for (int r = 0; r < rows; r++)
    {
      const float *row = a + (size_t) r * cols;
      float s = 0.0f;
#pragma omp simd reduction(+:s)
      for (int i = 0; i < cols; i++)
	if (row[i] > 0.0f)
	  s += row[i];
      int j = -1;
#pragma omp simd lastprivate(conditional: j)
      for (int i = 0; i < cols; i++)
	if (row[i] < 0.0f)
	  j = i;
      sum[r] = s;
      last[r] = j;
    }
}

/* The scalar reference: the same loops, not annotated.  */
__attribute__ ((noinline)) void
condreduce_ref (int rows, int cols, const float *restrict a,
		float *restrict sum, int *restrict last)
{
  for (int r = 0; r < rows; r++)
    {
      const float *row = a + (size_t) r * cols;
      float s = 0.0f;
      for (int i = 0; i < cols; i++)
	if (row[i] > 0.0f)
	  s += row[i];
      int j = -1;
      for (int i = 0; i < cols; i++)
	if (row[i] < 0.0f)
	  j = i;
      sum[r] = s;
      last[r] = j;
    }
}

int
main (void)
{
  int rows = size_rows, cols = size_cols;
  float *a = bench_alloc ((size_t) rows * cols, sizeof (float));
  float *sum = bench_alloc (rows, sizeof (float));
  float *sum_ref = bench_alloc (rows, sizeof (float));
  int *last = bench_alloc (rows, sizeof (int));
  int *last_ref = bench_alloc (rows, sizeof (int));
  unsigned int seed = 99;
  for (size_t k = 0; k < (size_t) rows * cols; k++)
    {
      seed = seed * 1664525u + 1013904223u;
      a[k] = (float) (seed >> 8) * 0x1p-23f - 1.0f;
    }
  /* Rows whose last elements are positive: the last negative one is
     further in.  */
  for (int r = 0; r < rows; r++)
    for (int i = cols - (r % 64); i < cols; i++)
      a[(size_t) r * cols + i] = fabsf (a[(size_t) r * cols + i]) + 0.5f;

  double t0 = bench_now ();
  for (int rep = 0; rep < REPS; rep++)
    condreduce (rows, cols, a, sum, last);
  double seconds = bench_now () - t0;

  condreduce_ref (rows, cols, a, sum_ref, last_ref);
  bench_check_fp ("condreduce", sum, sum_ref, rows, sizeof (float), TOL);
  int64_t *got = bench_alloc (rows, sizeof (int64_t));
  int64_t *want = bench_alloc (rows, sizeof (int64_t));
  double checksum = 0;
  for (int r = 0; r < rows; r++)
    {
      got[r] = last[r];
      want[r] = last_ref[r];
      checksum += sum[r] + last[r];
    }
  bench_check_int ("condreduce", got, want, rows);
  bench_report_fp (seconds, checksum, TOL);
  return 0;
}
