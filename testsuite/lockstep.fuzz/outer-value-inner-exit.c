/* A goto leaves two divergent loops from the inner one and carries out V2,
   which GCC computes in the outer loop, outside the inner one: the
   divergent loop transform reset the inner loop's exit values on every
   entry, so the lanes that left in an earlier iteration of the outer loop
   read an undefined value after it (wrong code, reduced from fuzzer seed
   60885).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static int o[MAX_N + 16], e[MAX_N + 16];
static signed char in_sc[MAX_N];

#define BODY(O)								\
  do {									\
    unsigned long long v2 = 1;						\
    for (int j1 = 0; j1 < (m & 7); j1++)				\
      for (int j2 = 0; j2 < (m & 7); j2++)				\
	{								\
	  v2 = (unsigned long long) (signed char) (in_sc[i] - 1 + i);	\
	  if ((long long) v2 < 0)					\
	    goto out;							\
	}								\
  out:									\
    O[i + 15] = (int) v2;						\
  } while (0)

NOIPA void
f (int n, int m)
{
#pragma omp simd
  for (long long i = 0; i < n; i++)
    BODY (o);
}

NOIPA void
f_ref (int n, int m)
{
  for (long long i = 0; i < n; i++)
    BODY (e);
}

int
main (void)
{
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int m = -100; m <= 3; m += 103)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  in_sc[i] = i % 5 == 0 ? 0 : check_rand () % 50;
	for (int i = 0; i < MAX_N + 16; i++)
	  o[i] = e[i] = -3 * i;
	f (n, m);
	f_ref (n, m);
	for (int i = 0; i < MAX_N + 16; i++)
	  CHECK (o[i] == e[i], "n %d m %d o[%d] %d, expected %d", n, m, i, o[i],
		 e[i]);
      }
  return 0;
}

