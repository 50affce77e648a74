/* Kernels for the tests of complementary masked stores
   (store-pairs-*.c), which compile them with different tunings.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

void
sides (int n, float *restrict a, float *restrict b, const float *restrict c,
       const float *restrict d, const float *restrict e)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (c[i] < 0.0f)
      b[i] = a[i] + d[i] * d[i];
    else
      a[i] = c[i] + d[i] * e[i];
}

void
sides_double (int n, double *restrict w, double *restrict x,
	      const double *restrict c, const double *restrict e)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    if (c[i] < 0.0)
      w[i] = c[i] * 3.0;
    else
      x[i] = e[i] - 1.0;
}
