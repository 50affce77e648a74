/* GCC's value ranges of the scalar code (st2 is at most 64 where st2++
   runs, since st2 < 64 guards it) must not survive linearization, which
   runs st2++ in the iteration that leaves the loop too: VRP then folded
   the vector loop's st2 < 64 to true and the loop never ended (fuzzer,
   seed 10011).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static unsigned in_ui[MAX_N];
static short in_ss[MAX_N];
static double pvs[MAX_N];
static unsigned char o1[MAX_N], o2[MAX_N];

static inline long long
f2i (double x)
{
  return x > -1e9 && x < 1e9 ? (long long) x : -7;
}

#define BODY								\
  do {									\
    unsigned char v0 = 1;						\
    int st2 = 0;							\
    while ((int) (v0 * 255u)						\
	   > (int) (in_ui[f2i (ud) & 255] << (in_ss[i] & 31))		\
	   && st2 < 64)							\
      {									\
	st2++;								\
	if (pvs[i] > 2)							\
	  v0 = (unsigned char) (ww + v0);				\
      }									\
    o[i] = v0;								\
  } while (0)

NOIPA void
f (int n, double ud, int ww, unsigned char *restrict o)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
f_ref (int n, double ud, int ww, unsigned char *restrict o)
{
  for (int i = 0; i < n; i++)
    BODY;
}

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      in_ui[i] = i * 7;
      in_ss[i] = i % 40;
      pvs[i] = (i % 5) * 3.0 - 4;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int ww = 0; ww < 2; ww++)
      {
	int n = trip_counts[t];
	double ud = ww ? 3.0 : 1e300;
	for (int i = 0; i < MAX_N; i++)
	  o1[i] = o2[i] = 0;
	f (n, ud, ww, o1);
	f_ref (n, ud, ww, o2);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (o1[i] == o2[i], "n=%d ww=%d i=%d: %d, expected %d", n, ww, i,
		 o1[i], o2[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "stale-range.c:4\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, \[1-9\] divergent loops?" } } */
