/* saxpy over 4M floats, timed: the smallest omp simd example.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include <stdio.h>
#include <stdlib.h>
#include <time.h>

#define N (1 << 22)

static void
saxpy (int n, float a, float *restrict x, float *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    y[i] = a * x[i] + y[i];
}

static double
now (void)
{
  struct timespec ts;
  clock_gettime (CLOCK_MONOTONIC, &ts);
  return ts.tv_sec + ts.tv_nsec * 1e-9;
}

int
main (void)
{
  float *x = malloc (N * sizeof (float)), *y = malloc (N * sizeof (float));
  for (int i = 0; i < N; i++)
    {
      x[i] = i % 7;
      y[i] = i % 5;
    }
  double best = 1e9;
  for (int rep = 0; rep < 20; rep++)
    {
      double t0 = now ();
      saxpy (N, 0.5f, x, y);
      double t = now () - t0;
      if (t < best)
	best = t;
    }
  double sum = 0;
  for (int i = 0; i < N; i++)
    sum += y[i];
  printf ("checksum %.1f\ntime %.6f s\n", sum, best);
  return 0;
}
