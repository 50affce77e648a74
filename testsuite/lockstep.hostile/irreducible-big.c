/* A jump into the middle of an inner loop makes the body irreducible.
   Node splitting copies the blocks from the second entry to the loop's
   header, or from the header to the second entry, whichever is smaller: a
   small loop (F) is then vectorized; one whose copy would hold more than
   200 statements either way (G) is left scalar, with the reason.  Both must
   compute what the scalar loops do.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-missed" } */

#include "check.h"

static int x[MAX_N], r[MAX_N];

#define BODY								\
  do {									\
    int k = x[i];							\
    if (k > 5)								\
      goto inside;							\
    while (k < 10)							\
      {									\
	k += 2;								\
      inside:								\
	k += 1;								\
      }									\
    out[i] = k;								\
  } while (0)

#define STEP k = (k * 3 + i) ^ (k >> 3);
#define STEP8 STEP STEP STEP STEP STEP STEP STEP STEP
#define STEP64 STEP8 STEP8 STEP8 STEP8 STEP8 STEP8 STEP8 STEP8

#define BIG								\
  do {									\
    int k = x[i];							\
    int c = 0;								\
    if (k > 5)								\
      goto inside;							\
    while (c < 3)							\
      {									\
	STEP64								\
      inside:								\
	STEP64								\
	c++;								\
      }									\
    out[i] = k;								\
  } while (0)

NOIPA void
f (int n, int *out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
f_ref (int n, int *out)
{
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
g (int n, int *out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BIG;
}

NOIPA void
g_ref (int n, int *out)
{
  for (int i = 0; i < n; i++)
    BIG;
}

int
main (void)
{
  static int rr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 30 - 10;
	  r[i] = rr[i] = -1;
	}
      f (n, r);
      f_ref (n, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "f: n=%d i=%d", n, i);
      g (n, r);
      g_ref (n, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "g: n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "irreducible-big.c:5\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "irreducible-big.c:6\[0-9\]:\[0-9\]+: missed: lockstep: not vectorized: irreducible control flow in the loop body" } } */
