/* GCC turns the two inner loops into a nest that lockstep merges into
   one loop; the bound GCC had recorded for the inner do-while (two
   iterations) then stayed on the merged loop, and cunroll turned the
   scalar remainder's later iterations into __builtin_unreachable: a crash
   at -O3 with AVX2 and AVX-512 (VF 32 and 64 for the char stores).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

long long g;
static unsigned char o[256];
static int p[256];

NOIPA void
f (void)
{
#pragma omp simd
  for (int i = 0; i < 191; i++)
    {
      int k2 = 0;
      for (int k1 = 0; k1 < 7; k1++)
	do
	  {
	    k2++;
	    if (g == 0)
	      o[i] = 1;
	  }
	while (k2 < 2);
    }
}

/* The same with the counter stored, and a run-time trip count.  */
NOIPA void
h (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int k2 = 0;
      for (int k1 = 0; k1 < 5; k1++)
	do
	  {
	    k2 += 2;
	    if (g == 0)
	      p[i] += k2;
	  }
	while (k2 < 7);
    }
}

int
main (void)
{
  f ();
  for (int i = 0; i < 256; i++)
    CHECK (o[i] == (i < 191), "o[%d] = %d", i, o[i]);
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t] < 256 ? trip_counts[t] : 255;
      for (int i = 0; i < 256; i++)
	p[i] = i;
      h (n);
      for (int i = 0; i < 256; i++)
	{
	  int e = i;
	  if (i < n)
	    {
	      int k2 = 0;
	      for (int k1 = 0; k1 < 5; k1++)
		do
		  {
		    k2 += 2;
		    e += k2;
		  }
		while (k2 < 7);
	    }
	  CHECK (p[i] == e, "n %d p[%d] = %d, expected %d", n, i, p[i], e);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "merged-nest-bounds.c:16:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "merged-nest-bounds.c:35:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
