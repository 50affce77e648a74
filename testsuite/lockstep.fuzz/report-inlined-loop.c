/* The function that holds the omp simd loop is itself inlined into its
   caller, and its loop calls an inlined helper: the report must name the
   loop's line in its own function, not the line of the call that brought
   the loop into the caller (fuzzer: every loop of a static function
   inlined into its check function looked unreported).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static int in[MAX_N], out[MAX_N];

static inline int
helper (int x)
{
  return x > 3 ? x * 3 : x - 1;
}

static int
loop_fn (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v = in[i];
      while (v > 10)
	v = helper (v) >> 2;
      out[i] = v;
    }
  return out[0];
}

NOIPA int
caller (int n)
{
  return loop_fn (n) + 1;
}

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	in[i] = (i * 37) % 200;
      caller (n);
      for (int i = 0; i < n; i++)
	{
	  int v = in[i];
	  while (v > 10)
	    v = helper (v) >> 2;
	  CHECK (out[i] == v, "n %d lane %d", n, i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "report-inlined-loop.c:2\[2-8\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note-not "report-inlined-loop.c:3\[5-7\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
