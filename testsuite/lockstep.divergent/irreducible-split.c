/* Irreducible control flow in the body: cycles entered in two and three
   places, the second around a natural loop and inside a divergent loop.
   Controlled node splitting makes each reducible (one entry keeps its
   blocks, the others get copies), then the loop is vectorized; results
   must be the scalar loop's.  */
/* { dg-do run } */
/* { dg-options "-O2 -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define TWO(x, k)							\
  do {									\
    if (x & 1)								\
      goto odd;								\
  even:									\
    x >>= 1;								\
    k++;								\
    if (x > 1 && k < 60)						\
      {									\
	if (x & 1)							\
	  goto odd;							\
	goto even;							\
      }									\
    goto done;								\
  odd:									\
    x = 3 * x + 1;							\
    k += 2;								\
    if (k < 60)								\
      goto even;							\
  done:;								\
  } while (0)

#define THREE(x, k)							\
  do {									\
    switch (x % 3)							\
      {									\
      case 0: goto p;							\
      case 1: goto q;							\
      default: goto t;							\
      }									\
  p:									\
    x += 5;								\
    k++;								\
  q:									\
    x = x * 3 / 2;							\
    k++;								\
  t:									\
    x -= 7;								\
    k++;								\
    if (x > 20 && k < 30)						\
      {									\
	if (x & 1)							\
	  goto p;							\
	if (x & 2)							\
	  goto q;							\
	goto t;								\
      }									\
  } while (0)

NOIPA void
two_entries (int n, const int *restrict a, int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      unsigned x = a[i];
      int k = 0;
      TWO (x, k);
      out[i] = k * 1000 + (int) (x & 511);
    }
}

NOIPA void
three_entries (int n, const int *restrict a, const int *restrict m,
	       int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int s = 0;
      for (int r = 0; r < m[i]; r++)
	{
	  int x = a[i] + r;
	  int k = 0;
	  THREE (x, k);
	  s += k + x;
	}
      out[i] = s;
    }
}

static int
ref_two (unsigned x)
{
  int k = 0;
  TWO (x, k);
  return k * 1000 + (int) (x & 511);
}

static int
ref_three (int a, int m)
{
  int s = 0;
  for (int r = 0; r < m; r++)
    {
      int x = a + r;
      int k = 0;
      THREE (x, k);
      s += k + x;
    }
  return s;
}

int
main (void)
{
  static int a[MAX_N], m[MAX_N], out[MAX_N];
  for (int i = 0; i < MAX_N; i++)
    {
      a[i] = (int) ((i * 2654435761u) >> 22);
      m[i] = i % 5;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      two_entries (n, a, out);
      for (int i = 0; i < n; i++)
	CHECK (out[i] == ref_two (a[i]), "two: n %d lane %d: %d, expected %d",
	       n, i, out[i], ref_two (a[i]));
      three_entries (n, a, m, out);
      for (int i = 0; i < n; i++)
	CHECK (out[i] == ref_three (a[i], m[i]),
	       "three: n %d lane %d: %d, expected %d", n, i, out[i],
	       ref_three (a[i], m[i]));
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "irreducible-split.c:66:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "irreducible-split.c:81:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump "prepare: irreducible entry bb" "lockstep" } } */
