/* A uniform loop nest under a divergent branch: GCC unswitches it on
   I == SEL (two copies, one skipped when no lane takes it) and moves the
   store to the lastprivate variable and to O[SEL] out of it, with a flag
   per lane that says whether the store happened.  After lockstep, GCC
   unrolls the inner loops; a lane that did not come over an edge of a
   join must then still read a defined value, or the flags the join
   selects with bit operations are lost for every lane.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static int in_si[MAX_N + 8], perm[MAX_N + 8], gq = 5;
static unsigned short in_us[MAX_N + 8];
static short in_ss[MAX_N + 8];
static long long in_sl[256];

#define BODY								\
  do {									\
    lp = in_si[i] < gq ? in_si[perm[i]] : 1000;				\
    int kc1 = 0;							\
    for (int k2 = 0; k2 < 4; k2++)					\
      while (kc1 < 1)							\
	{								\
	  kc1++;							\
	  if (i == sel && o[i] > 7)					\
	    o[i] = 0x12345678u;						\
	  if (((unsigned long long) in_ss[i]				\
	       >= (unsigned long long) in_sl[i * 7 & 255]		\
	       && (unsigned short) lp >= in_us[i + 4])			\
	      || (lp = i - c) > 7)					\
	    {								\
	    }								\
	}								\
    o[i] = (unsigned) lp;						\
  } while (0)

NOIPA long long
flags (int n, int sel, int c, unsigned *o)
{
  long long lp = 7;
#pragma omp simd lastprivate(lp)
  for (int i = 0; i < n; i++)
    BODY;
  return lp;
}

NOIPA long long
flags_ref (int n, int sel, int c, unsigned *o)
{
  long long lp = 7;
  for (int i = 0; i < n; i++)
    BODY;
  return lp;
}

int
main (void)
{
  static unsigned o[MAX_N], oref[MAX_N];
  for (int k = 0; k < MAX_N + 8; k++)
    {
      in_si[k] = (k * 37) % 11 - 5;
      perm[k] = (k * 7) % MAX_N;
      in_us[k] = k * 13;
      in_ss[k] = k * 5 - 600;
    }
  for (int k = 0; k < 256; k++)
    in_sl[k] = k * 3 - 100;
  static const int sels[] = { 0, 2, 5, 17, -1 };
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (unsigned s = 0; s < sizeof sels / sizeof sels[0]; s++)
      for (int c = 2; c < 5; c++)
	{
	  int n = trip_counts[t], sel = sels[s];
	  for (int k = 0; k < MAX_N; k++)
	    o[k] = oref[k] = check_rand () % 16;
	  long long r = flags (n, sel, c, o);
	  long long rref = flags_ref (n, sel, c, oref);
	  /* With no iteration, GCC leaves a lastprivate variable undefined.  */
	  CHECK (n == 0 || r == rref, "n=%d sel=%d c=%d: lp %lld, not %lld",
		 n, sel, c, r, rref);
	  for (int k = 0; k < MAX_N; k++)
	    CHECK (o[k] == oref[k], "n=%d sel=%d c=%d k=%d: %u, not %u", n,
		   sel, c, k, o[k], oref[k]);
	}
  return 0;
}

/* { dg-final { scan-lockstep-note "unswitched-flags.c:44:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
