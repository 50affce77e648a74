/* A varying index of the width of a pointer that serves as an address and
   is compared too: the analysis of the values that only compute addresses
   asked each user whether it is a sanitizer's check with accessors of
   calls, whatever kind of statement the user was, and so read past the
   end of assignments and conditions (a segmentation fault when such a
   statement ended a page that GCC's garbage collector had released:
   fuzzer seed 946056, i686).  The plugin is built with GCC's GIMPLE
   checking, where that is an internal compiler error.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-vec" } */

#include "check.h"

#define N 203

long idx[N];
float a[2 * N], out[N], want[N];

NOIPA void
gather_below (int n, long lim)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      long j = idx[i] + 1;
      if (j < lim)
	out[i] = a[j];
    }
}

int
main (void)
{
  for (int i = 0; i < 2 * N; i++)
    a[i] = i * 0.5f;
  for (int i = 0; i < N; i++)
    {
      idx[i] = (i * 37) % (2 * N - 1);
      out[i] = want[i] = -1.0f;
      if (idx[i] + 1 < N)
	want[i] = a[idx[i] + 1];
    }
  gather_below (N, N);
  for (int i = 0; i < N; i++)
    CHECK (out[i] == want[i], "out[%d] = %g, not %g", i, out[i], want[i]);
  return 0;
}

/* { dg-final { scan-lockstep-note "address-only-compare.c:25:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
