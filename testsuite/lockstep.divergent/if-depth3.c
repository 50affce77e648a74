/* Divergent if/else of depth 3.  */
/* A nested tree with a guarded division, and an else-if chain of three
   conditions.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY1								\
  do {									\
    int a = x[i], b = y[i], c = z[i], v;				\
    if (a > 0)								\
      {									\
	if (b > 0)							\
	  {								\
	    if (c > 0)							\
	      v = a + b + c;						\
	    else							\
	      v = a * b - c;						\
	  }								\
	else								\
	  {								\
	    v = a - b;							\
	    if (c & 1)							\
	      s[i] = v;							\
	  }								\
      }									\
    else if (b > c)							\
      {									\
	if (a < -50)							\
	  v = b / (a - 1);						\
	else								\
	  v = c << 2;							\
      }									\
    else								\
      v = c * 2 + i;							\
    r[i] = v;								\
  } while (0)

NOIPA void
tree3 (int n, const int *restrict x, const int *restrict y,
       const int *restrict z, int *restrict r, int *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
tree3_ref (int n, const int *restrict x, const int *restrict y,
	   const int *restrict z, int *restrict r, int *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

#define BODY2								\
  do {									\
    float a = x[i];							\
    if (a < -50)							\
      r[i] = a * 2;							\
    else if (a < 0)							\
      s[i] = a / 3;							\
    else if (a < 50)							\
      r[i] = s[i] + a;							\
    else								\
      s[i] = r[i] - a;							\
  } while (0)

NOIPA void
chain3 (int n, const float *restrict x, float *restrict r,
	float *restrict s)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
chain3_ref (int n, const float *restrict x, float *restrict r,
	    float *restrict s)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  static int x[MAX_N], y[MAX_N], z[MAX_N], r[MAX_N], rr[MAX_N], s[MAX_N],
    sr[MAX_N];
  static float xf[MAX_N], rf[MAX_N], rfr[MAX_N], sf[MAX_N], sfr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 200 - 100;
	  y[i] = check_rand () % 200 - 100;
	  z[i] = check_rand () % 200 - 100;
	  r[i] = rr[i] = check_rand ();
	  s[i] = sr[i] = check_rand ();
	  xf[i] = check_rand () % 200 - 100;
	  rf[i] = rfr[i] = check_rand () % 1000;
	  sf[i] = sfr[i] = check_rand () % 1000;
	}
      tree3 (n, x, y, z, r, s);
      tree3_ref (n, x, y, z, rr, sr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (r[i] == rr[i] && s[i] == sr[i], "tree3 n=%d i=%d", n, i);
      chain3 (n, xf, rf, sf);
      chain3_ref (n, xf, rfr, sfr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rf[i] == rfr[i] && sf[i] == sfr[i], "chain3 n=%d i=%d", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "if-depth3.c:46:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 6 branches linearized" } } */
/* { dg-final { scan-lockstep-note "if-depth3.c:76:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
