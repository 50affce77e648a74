/* lastprivate, lastprivate(conditional:), private and linear clauses with
   divergent bodies.  */
/* lastprivate: the value of the sequentially last iteration, assigned in
   either arm of a divergent branch; lastprivate(conditional:): the value
   of the last iteration that assigned it, under divergent branches, or
   the original value when no iteration did (assignments in a divergent
   inner loop are in lastprivate-cond-loop.c);
   the iteration variable itself lastprivate; private scalars assigned on
   every path before use; linear(j:2), linear(k:m) with a run-time step,
   positive or negative, and a linear pointer, used under divergent
   branches and copied out; firstprivate on parallel for simd, which
   -fopenmp-simd accepts and leaves to the parallel and for parts (the
   variable is only read in the loop).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

/* lastprivate assigned in both arms of a divergent branch.  */
#define BODY_LP								\
  do {									\
    if (x[i] > 20)							\
      t = x[i] * 3;							\
    else if (x[i] < -50)						\
      t = i;								\
    else								\
      t = -x[i] - 1000;							\
    r[i] = t + 1;							\
  } while (0)

NOIPA int
lp_div (int n, const int *restrict x, int *restrict r)
{
  int t = 77;
#pragma omp simd lastprivate(t)
  for (int i = 0; i < n; i++)
    BODY_LP;
  return t;
}

NOIPA int
lp_div_ref (int n, const int *restrict x, int *restrict r)
{
  int t = 77;
  for (int i = 0; i < n; i++)
    BODY_LP;
  return t;
}

/* lastprivate(conditional:) assigned under nested divergent branches, two
   variables in different arms; often no iteration assigns one of them.  */
#define BODY_LPC							\
  do {									\
    if (x[i] > 0)							\
      {									\
	if (x[i] > 95)							\
	  t = x[i] + i * 1000;						\
	r[i] = x[i];							\
      }									\
    else								\
      {									\
	d = (double) x[i] / 4.0;					\
	r[i] = -x[i];							\
      }									\
  } while (0)

NOIPA int
lp_cond (int n, const int *restrict x, int *restrict r, double *dp)
{
  int t = -7;
  double d = 0.25;
#pragma omp simd lastprivate(conditional: t, d)
  for (int i = 0; i < n; i++)
    BODY_LPC;
  *dp = d;
  return t;
}

NOIPA int
lp_cond_ref (int n, const int *restrict x, int *restrict r, double *dp)
{
  int t = -7;
  double d = 0.25;
  for (int i = 0; i < n; i++)
    BODY_LPC;
  *dp = d;
  return t;
}

/* The iteration variable lastprivate: n (or 0) after the loop.  */
#define BODY_LPI							\
  do {									\
    if (x[i] & 1)							\
      r[i] = x[i] * 2;							\
  } while (0)

NOIPA int
lp_iv (int n, const int *restrict x, int *restrict r)
{
  int i = -1;
#pragma omp simd lastprivate(i)
  for (i = 0; i < n; i++)
    BODY_LPI;
  return i;
}

NOIPA int
lp_iv_ref (int n, const int *restrict x, int *restrict r)
{
  int i = -1;
  for (i = 0; i < n; i++)
    BODY_LPI;
  return i;
}

/* Private scalars: u is assigned on every path before its use, w only in
   the arm that uses it.  */
#define BODY_PRIV							\
  do {									\
    if (f[i] > 0.0f)							\
      {									\
	u = f[i] * 0.5f;						\
	if (f[i] > 30.0f)						\
	  {								\
	    w = u - 1.0f;						\
	    u = w * w;							\
	  }								\
      }									\
    else								\
      u = -f[i];							\
    g[i] = u + 2.0f;							\
  } while (0)

NOIPA void
priv (int n, const float *restrict f, float *restrict g)
{
  float u = 5.0f, w = 6.0f;
#pragma omp simd private(u, w)
  for (int i = 0; i < n; i++)
    BODY_PRIV;
}

NOIPA void
priv_ref (int n, const float *restrict f, float *restrict g)
{
  float u = 5.0f, w = 6.0f;
  for (int i = 0; i < n; i++)
    BODY_PRIV;
}

/* linear(j:2): j used as an index under a divergent branch.  */
#define BODY_LIN2							\
  do {									\
    if (x[i] > 0)							\
      r[i] = y[j] + j;							\
    else if (x[i] < -60)						\
      r[i] = j;								\
    j += 2;								\
  } while (0)

NOIPA int
lin2 (int n, const int *restrict x, const int *restrict y,
      int *restrict r)
{
  int j = 3;
#pragma omp simd linear(j:2)
  for (int i = 0; i < n; i++)
    BODY_LIN2;
  return j;
}

NOIPA int
lin2_ref (int n, const int *restrict x, const int *restrict y,
	  int *restrict r)
{
  int j = 3;
  for (int i = 0; i < n; i++)
    BODY_LIN2;
  return j;
}

/* linear(k:m) with a run-time step, and a linear pointer.  */
#define BODY_LINM							\
  do {									\
    if (x[i] > 10)							\
      r[i] = y[k] * 2 + *p;						\
    else								\
      {									\
	r[i] = k;							\
	if (x[i] < -30)							\
	  r[i] += *p - y[k];						\
      }									\
    k += m;								\
    p++;								\
  } while (0)

NOIPA long
lin_m (int n, int m, long start, const int *restrict x,
       const int *restrict y, const int *q, int *restrict r, const int **pp)
{
  long k = start;
  const int *p = q;
#pragma omp simd linear(k:m) linear(p:1)
  for (int i = 0; i < n; i++)
    BODY_LINM;
  *pp = p;
  return k;
}

NOIPA long
lin_m_ref (int n, int m, long start, const int *restrict x,
	   const int *restrict y, const int *q, int *restrict r,
	   const int **pp)
{
  long k = start;
  const int *p = q;
  for (int i = 0; i < n; i++)
    BODY_LINM;
  *pp = p;
  return k;
}

/* firstprivate (read only in the loop) and lastprivate on the combined
   construct.  */
#define BODY_FP								\
  do {									\
    if (x[i] > a)							\
      t = x[i] - a;							\
    else								\
      t = a * 2 + x[i];							\
    r[i] = t;								\
  } while (0)

NOIPA int
fp (int n, int a, const int *restrict x, int *restrict r)
{
  int t = 1;
#pragma omp parallel for simd firstprivate(a) lastprivate(t)
  for (int i = 0; i < n; i++)
    BODY_FP;
  return t;
}

NOIPA int
fp_ref (int n, int a, const int *restrict x, int *restrict r)
{
  int t = 1;
  for (int i = 0; i < n; i++)
    BODY_FP;
  return t;
}

#define YN (3 * MAX_N + 8)

int
main (void)
{
  static int x[MAX_N], y[YN], r[MAX_N], rr[MAX_N];
  static float f[MAX_N], g[MAX_N], gr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  x[i] = check_rand () % 201 - 100;
	  f[i] = (float) (check_rand () % 101 - 50);
	}
      for (int i = 0; i < YN; i++)
	y[i] = check_rand () % 1000;

#define RESET								\
      for (int i = 0; i < MAX_N; i++)					\
	r[i] = rr[i] = i - 5000;
#define SAME(what)							\
      for (int i = 0; i < MAX_N; i++)					\
	CHECK (r[i] == rr[i], what " n=%d: r[%d] = %d, expected %d", n, i, \
	       r[i], rr[i]);

      RESET;
      int v = lp_div (n, x, r);
      int vr = lp_div_ref (n, x, rr);
      /* Without iterations the value is unspecified (GCC copies out the
	 uninitialized private copy).  */
      CHECK (n == 0 || v == vr, "lp_div n=%d: %d != %d", n, v, vr);
      SAME ("lp_div");

      RESET;
      double d, dr;
      v = lp_cond (n, x, r, &d);
      vr = lp_cond_ref (n, x, rr, &dr);
      CHECK (v == vr && d == dr, "lp_cond n=%d: %d %g, expected %d %g", n,
	     v, d, vr, dr);
      SAME ("lp_cond");

      RESET;
      v = lp_iv (n, x, r);
      vr = lp_iv_ref (n, x, rr);
      CHECK (n == 0 || v == vr, "lp_iv n=%d: %d != %d", n, v, vr);
      SAME ("lp_iv");

      for (int i = 0; i < MAX_N; i++)
	g[i] = gr[i] = -1.0f;
      priv (n, f, g);
      priv_ref (n, f, gr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (g[i] == gr[i], "priv n=%d: g[%d] = %g, expected %g", n, i,
	       g[i], gr[i]);

      RESET;
      v = lin2 (n, x, y, r);
      vr = lin2_ref (n, x, y, rr);
      CHECK (v == vr, "lin2 n=%d: %d != %d", n, v, vr);
      SAME ("lin2");

      static const int steps[] = { 3, 1, -2, 0 };
      for (int s = 0; s < 4; s++)
	{
	  int m = steps[s];
	  long start = m < 0 ? 2 * MAX_N + 4 : 1;
	  const int *p, *pr;
	  RESET;
	  long k = lin_m (n, m, start, x, y, y + 2, r, &p);
	  long kr = lin_m_ref (n, m, start, x, y, y + 2, rr, &pr);
	  CHECK (k == kr && p == pr, "lin_m n=%d m=%d: %ld %p, expected %ld %p",
		 n, m, k, (void *) p, kr, (void *) pr);
	  SAME ("lin_m");
	}

      RESET;
      v = fp (n, 12, x, r);
      vr = fp_ref (n, 12, x, rr);
      CHECK (n == 0 || v == vr, "fp n=%d: %d != %d", n, v, vr);
      SAME ("fp");
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "lastprivate.c:37:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "lastprivate.c:74:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "lastprivate.c:103:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "lastprivate.c:140:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "lastprivate.c:168:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "lastprivate.c:205:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "lastprivate.c:240:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
