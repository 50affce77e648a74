/* The omp simd loop of f calls g, which is inlined: the first statement
   of the loop's header then comes from g, and GCC's location of the loop
   was a line of g.  The report must name a line of f's loop, the call's
   line; the clones of g are loops of g and are reported there.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static unsigned o[MAX_N], e[MAX_N];

#pragma omp declare simd
unsigned char
g (int k, double u, float x)
{
  return k + x + (k & 1 ? u : 0);
}

NOIPA void
f (unsigned *out, int n, double ud)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    out[i] = g (i, ud, 1.0f);
}

NOIPA void
f_ref (unsigned *out, int n, double ud)
{
  for (int i = 0; i < n; i++)
    out[i] = (unsigned char) (i + 1.0f + (i & 1 ? ud : 0));
}

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	o[i] = e[i] = i * 7;
      f (o, n, 2.0);
      f_ref (e, n, 2.0);
      for (int i = 0; i < MAX_N; i++)
	CHECK (o[i] == e[i], "n %d o[%d] %u, expected %u", n, i, o[i], e[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "report-inlined-call.c:24:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* GCC 12 makes no aarch64 clones of functions of mixed sizes, and says
   so.  */
/* { dg-warning "does not currently support mixed size types" "" { target lockstep_target_aarch64 } 14 } */
