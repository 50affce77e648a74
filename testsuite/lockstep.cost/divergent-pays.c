/* An escape-time loop (Mandelbrot): the inner loop runs until its slowest
   lane is done, and still pays; the report gives the estimate (for the
   target's 8 lanes; the loop runs as two chains of 8, VF 16).  */
/* { dg-do run { target lockstep_target_x86 } } */
/* { dg-options "-O2 -mavx2 -fplugin-arg-lockstep-cost=model -fopt-info-vec-optimized-missed -fdump-tree-lockstep-details" } */

#include <stdlib.h>

#define N 515

static int count[N], ref[N];

__attribute__ ((noinline)) static void
escape (float y, int maxit, int *k_out)
{
#pragma omp simd
  for (int i = 0; i < N; i++)
    {
      float cr = -2.0f + 3.0f * i / N, ci = y;
      float zr = 0.0f, zi = 0.0f;
      int k = 0;
      while (k < maxit && zr * zr + zi * zi < 4.0f)
	{
	  float t = zr * zr - zi * zi + cr;
	  zi = 2.0f * zr * zi + ci;
	  zr = t;
	  k++;
	}
      k_out[i] = k;
    }
}

int
main (void)
{
  escape (0.25f, 200, count);
  for (int i = 0; i < N; i++)
    {
      volatile float cr = -2.0f + 3.0f * i / N;
      float ci = 0.25f, zr = 0.0f, zi = 0.0f;
      int k = 0;
      while (k < 200 && zr * zr + zi * zi < 4.0f)
	{
	  float t = zr * zr - zi * zi + cr;
	  zi = 2.0f * zr * zi + ci;
	  zr = t;
	  k++;
	}
      ref[i] = k;
    }
  for (int i = 0; i < N; i++)
    if (count[i] != ref[i])
      abort ();
  return 0;
}

/* { dg-final { scan-lockstep-note "divergent-pays.c:\[0-9\]+:\[0-9\]+: optimized: loop vectorized by lockstep: VF 16, .*1 divergent loop.*, estimated speedup \[1-9\]\[0-9\]*\\.\[0-9\]$" } } */
/* { dg-final { scan-tree-dump ";; cost:   divergent loops run until their slowest lane is done +\[0-9.\]+" "lockstep" } } */
