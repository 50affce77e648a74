/* Two nested divergent loops; a divergent loop inside a divergent branch;
   a divergent branch inside a divergent loop; a uniform loop inside a
   divergent loop; inner loops that run zero times for some lanes.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define NESTED								\
  do {									\
    int s = 0;								\
    for (int j = 0; j < a[i] % 5; j++)					\
      {									\
	int t = j + a[i];						\
	while (t > 3)							\
	  {								\
	    if (t & 1)							\
	      s += t;							\
	    else							\
	      s -= 1;							\
	    t = t / 2;							\
	  }								\
      }									\
    out[i] = s;								\
  } while (0)

#define IN_BRANCH							\
  do {									\
    int s = 0;								\
    if (a[i] & 1)							\
      {									\
	int t = a[i];							\
	while (t > 1)							\
	  {								\
	    t = (t & 1) ? t - 1 : t / 2;				\
	    s++;							\
	  }								\
      }									\
    else								\
      s = -a[i];							\
    out[i] = s;								\
  } while (0)

#define UNIFORM_INSIDE							\
  do {									\
    int s = 0, c = a[i] % 4;						\
    for (int j = 0; j < c; j++)						\
      for (int k = 0; k < m; k++)					\
	s += j * k + a[i];						\
    out[i] = s;								\
  } while (0)

NOIPA void
nested (int n, const int *restrict a, int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    NESTED;
}

NOIPA void
nested_ref (int n, const int *restrict a, int *restrict out)
{
  for (int i = 0; i < n; i++)
    NESTED;
}

NOIPA void
in_branch (int n, const int *restrict a, int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    IN_BRANCH;
}

NOIPA void
in_branch_ref (int n, const int *restrict a, int *restrict out)
{
  for (int i = 0; i < n; i++)
    IN_BRANCH;
}

NOIPA void
uniform_inside (int n, int m, const int *restrict a, int *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    UNIFORM_INSIDE;
}

NOIPA void
uniform_inside_ref (int n, int m, const int *restrict a, int *restrict out)
{
  for (int i = 0; i < n; i++)
    UNIFORM_INSIDE;
}

int
main (void)
{
  static int a[MAX_N], out[MAX_N], ref[MAX_N];
  for (int i = 0; i < MAX_N; i++)
    a[i] = check_rand () % 200 + 1;
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      nested (n, a, out);
      nested_ref (n, a, ref);
      for (int i = 0; i < n; i++)
	CHECK (out[i] == ref[i], "nested n=%d i=%d: %d != %d", n, i, out[i],
	       ref[i]);
      in_branch (n, a, out);
      in_branch_ref (n, a, ref);
      for (int i = 0; i < n; i++)
	CHECK (out[i] == ref[i], "in_branch n=%d i=%d", n, i);
      for (int m = 0; m < 4; m += 3)
	{
	  uniform_inside (n, m, a, out);
	  uniform_inside_ref (n, m, a, ref);
	  for (int i = 0; i < n; i++)
	    CHECK (out[i] == ref[i], "uniform_inside n=%d m=%d i=%d", n, m, i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "nested.c:58:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 2 divergent loops" } } */
/* { dg-final { scan-lockstep-note "nested.c:73:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop" } } */
/* { dg-final { scan-lockstep-note "nested.c:88:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop" } } */
