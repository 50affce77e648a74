/* Variable-length arrays: GCC makes the loop safelen(1), so lockstep says
   why it stays scalar, for an array declared in the body and for one
   privatized by a clause.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include "check.h"

static int x[MAX_N], r[MAX_N];

NOIPA void
in_body (int n, int m)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int v[m];
      for (int j = 0; j < m; j++)
	v[j] = x[i] + j;
      r[i] = v[x[i] % m];
    }
}

NOIPA void
in_clause (int n, int m)
{
  int w[m];
#pragma omp simd private(w)
  for (int i = 0; i < n; i++)
    {
      w[0] = x[i];
      w[m - 1] = x[i] * 3;
      r[i] = w[0] + w[m - 1];
    }
}

int
main (void)
{
  for (int k = 0; k < 2; k++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      {
	int n = trip_counts[t];
	for (int i = 0; i < MAX_N; i++)
	  {
	    x[i] = check_rand () % 100;
	    r[i] = -1;
	  }
	if (k)
	  in_clause (n, 3);
	else
	  in_body (n, 5);
	for (int i = 0; i < MAX_N; i++)
	  CHECK (r[i] == (i >= n ? -1 : k ? 4 * x[i] : x[i] + x[i] % 5),
		 "k=%d n=%d i=%d", k, n, i);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "refuse-vla.c:14:\[0-9\]+: missed: lockstep: not vectorized: the variable-length array 'v' is declared in the loop body: GCC runs the loop with safelen\\(1\\)" } } */
/* { dg-final { scan-lockstep-note "refuse-vla.c:28:\[0-9\]+: missed: lockstep: not vectorized: the variable-length array 'w' is privatized by a clause: GCC runs the loop with safelen\\(1\\)" } } */
