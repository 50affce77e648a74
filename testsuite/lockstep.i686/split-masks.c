/* 32-bit x86: masks that GCC's vector lowering splits into lanes.  With
   SSE2, 8-byte vectors (two ints, as the 64-bit reduction makes the
   vector factor 2) have an MMX mode without comparisons; each lane of a
   mask becomes a scalar that is -1 when true, and GCC 12's reassociation
   merged the switch's v == 0 | v == 4 into one comparison whose true was
   1: the complement, the default case, then ran in every lane (wrong code
   at -O3 -msse2 -mfpmath=sse, fuzzer seed 810051).  lockstep turns
   reassociation off in such functions.  On the x87 alone, GCC runs the
   loop with safelen(1) (the reduction).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed -fplugin-arg-lockstep-cost=unlimited" } */

#include "../lockstep.uniform/check.h"

static unsigned short in_us[MAX_N + 8];
unsigned long long flag;

#define BODY(O, i)							\
  do {									\
    short v = 0;							\
    unsigned u = flag == 0;						\
    int k = 0;								\
    do									\
      {									\
	k++;								\
	switch (v / ((unsigned) v | 1))					\
	  {								\
	  case 0:							\
	    v -= i;							\
	  case 4:							\
	    r ^= in_us[i + 2];						\
	  }								\
      }									\
    while (k < 2);							\
    O[i + 7] = v ^ u;							\
  } while (0)

NOIPA long long
split (int n, int *o)
{
  long long r = 0;
#pragma omp simd reduction(^:r)
  for (int i = 0; i < n; i++)
    BODY (o, i);
  return r;
}

NOIPA long long
split_ref (int n, int *o)
{
  long long r = 0;
  for (int i = 0; i < n; i++)
    BODY (o, i);
  return r;
}

int
main (void)
{
  static int o[MAX_N + 8], oref[MAX_N + 8];
  for (int k = 0; k < MAX_N + 8; k++)
    in_us[k] = check_rand ();
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      memset (o, 0x5a, sizeof o);
      memset (oref, 0x5a, sizeof oref);
      long long r = split (n, o);
      long long rref = split_ref (n, oref);
      CHECK (r == rref, "n=%d: %lld, not %lld", n, r, rref);
      CHECK (memcmp (o, oref, sizeof o) == 0, "n=%d", n);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "split-masks.c:42:\[0-9\]+: (optimized: loop vectorized by lockstep|missed: lockstep: not vectorized: GCC runs the loop with safelen\\(1\\): it privatizes 'r' \\(clause reduction\\))" } } */
