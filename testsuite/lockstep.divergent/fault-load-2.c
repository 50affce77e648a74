/* Conditional reversed, strided and table loads next to unmapped memory.  */
/* Reversed and strided loads next to guard pages, and a switch GCC turns into
   a bounds-checked table lookup.  */
/* { dg-do run } */
/* { dg-options "-fno-split-loops -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"
#include "guard.h"

/* E starts right after an inaccessible page: lanes from LIM on would load
   before its start.  */
#define BODY1								\
  do {									\
    if (i < lim)							\
      r[i] = e[lim - 1 - i];						\
  } while (0)

NOIPA void
reversed (int n, int lim, const double *restrict e, double *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
reversed_ref (int n, int lim, const double *restrict e, double *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

/* E has LIM elements and ends at an inaccessible page.  */
#define BODY2								\
  do {									\
    if (2 * i + 1 < lim)						\
      r[i] = e[2 * i + 1] + e[2 * i];					\
  } while (0)

NOIPA void
strided (int n, int lim, const float *restrict e, float *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
strided_ref (int n, int lim, const float *restrict e, float *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

/* A switch of constants: a load from a table, guarded by a range
   check that masks off lanes with out-of-range values.  */
#define BODY3								\
  do {									\
    int v;								\
    switch (x[i])							\
      {									\
      case 0: v = 11; break;						\
      case 1: v = 23; break;						\
      case 2: v = 37; break;						\
      case 3: v = 41; break;						\
      case 4: v = 59; break;						\
      case 5: v = 61; break;						\
      default: v = -1; break;						\
      }									\
    r[i] = v;								\
  } while (0)

NOIPA void
table (int n, const int *restrict x, int *restrict r)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY3;
}

NOIPA void
table_ref (int n, const int *restrict x, int *restrict r)
{
  for (int i = 0; i < n; i++)
    BODY3;
}

int
main (void)
{
  static double rd[MAX_N], rdr[MAX_N];
  static float rf[MAX_N], rfr[MAX_N];
  static int x[MAX_N], r[MAX_N], rr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int lim = 0; lim <= 2 * n && lim < 40; lim += (lim < 20 ? 1 : 7))
	{
	  double *e = guard_alloc_after (lim * sizeof (double));
	  for (int i = 0; i < lim; i++)
	    e[i] = check_rand ();
	  for (int i = 0; i < MAX_N; i++)
	    rd[i] = rdr[i] = check_rand ();
	  reversed (n, lim, e, rd);
	  reversed_ref (n, lim, e, rdr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (rd[i] == rdr[i], "reversed n=%d lim=%d i=%d", n, lim, i);

	  float *f = guard_alloc (lim * sizeof (float));
	  for (int i = 0; i < lim; i++)
	    f[i] = check_rand ();
	  for (int i = 0; i < MAX_N; i++)
	    rf[i] = rfr[i] = check_rand ();
	  strided (n, lim, f, rf);
	  strided_ref (n, lim, f, rfr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (rf[i] == rfr[i], "strided n=%d lim=%d i=%d", n, lim, i);
	}

      for (int i = 0; i < MAX_N; i++)
	{
	  /* Far out of range values would fault if loaded from the
	     table.  */
	  x[i] = (check_rand () & 1) ? check_rand () % 7
		 : (check_rand () & 1) ? -0x40000000 : 0x40000000;
	  r[i] = rr[i] = check_rand ();
	}
      table (n, x, r);
      table_ref (n, x, rr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i], "table n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "fault-load-2.c:23:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "fault-load-2.c:45:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "fault-load-2.c:78:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* The switch became a load from a constant table.  */
/* { dg-final { scan-tree-dump "CSWTCH" "lockstep" } } */
