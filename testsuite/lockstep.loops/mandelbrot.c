/* Mandelbrot: an escape-time loop whose trip count differs per lane.  */
/* { dg-do run } */
/* { dg-options "-ffp-contract=off -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY								\
  do {									\
    float cr = x0 + i * dx, ci = y0 + j * dy;				\
    float zr = 0.0f, zi = 0.0f;						\
    int k;								\
    for (k = 0; k < maxit; k++)						\
      {									\
	float zr2 = zr * zr, zi2 = zi * zi;				\
	if (zr2 + zi2 > 4.0f)						\
	  break;							\
	zi = 2.0f * zr * zi + ci;					\
	zr = zr2 - zi2 + cr;						\
      }									\
    out[j * w + i] = k;							\
  } while (0)

NOIPA void
mandel (int w, int h, float x0, float y0, float dx, float dy, int maxit,
	int *restrict out)
{
  for (int j = 0; j < h; j++)
#pragma omp simd
    for (int i = 0; i < w; i++)
      BODY;
}

NOIPA void
mandel_ref (int w, int h, float x0, float y0, float dx, float dy, int maxit,
	    int *restrict out)
{
  for (int j = 0; j < h; j++)
    for (int i = 0; i < w; i++)
      BODY;
}

int
main (void)
{
  static int a[MAX_N * 4], b[MAX_N * 4];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int w = trip_counts[t] % 200;
      for (int maxit = 0; maxit < 40; maxit += 13)
	{
	  mandel (w, 4, -2.0f, -1.2f, 3.0f / 97, 0.7f, maxit, a);
	  mandel_ref (w, 4, -2.0f, -1.2f, 3.0f / 97, 0.7f, maxit, b);
	  for (int i = 0; i < w * 4; i++)
	    CHECK (a[i] == b[i], "w=%d maxit=%d i=%d: %d != %d", w, maxit, i,
		   a[i], b[i]);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "mandelbrot.c:30:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop" } } */
/* { dg-final { scan-tree-dump ";; divergent loop \[0-9\]+ \\(header bb" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape k_\[0-9\]+ = uniform" "lockstep" } } */
/* The uniform exit test k < maxit enters the lanes' exit masks as a scalar
   select, U ? MASK : 0, not as a broadcast compared with the mask.  */
/* { dg-final { scan-tree-dump " = \[_a-zA-Z0-9.\]+ \\? \[_a-zA-Z0-9.\]+ : \\{ 0(, 0)+ \\};" "lockstep" } } */
