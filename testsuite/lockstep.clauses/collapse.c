/* collapse with divergent bodies; safelen, simdlen and aligned together.  */
/* collapse(2) over a rectangular nest with a divergent branch and a
   divergent inner while loop, the iteration variables lastprivate;
   collapse(2) with reductions updated under divergent branches; a
   non-rectangular collapse(2) (j < i); collapse(3).  safelen(4) on a loop
   with a dependence at distance 4 (the vector factor must not exceed 4);
   simdlen(4) with safelen(16) and aligned(:64) (the vector factor is 4);
   collapse(2) with simdlen(8), safelen(32) and aligned.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

#define AL __attribute__ ((aligned (64)))

/* collapse(2): a divergent branch and a divergent inner loop.  */
#define BODY_C2								\
  do {									\
    int v = a[i * m + j];						\
    if (v > 20)								\
      {									\
	int k = 0;							\
	while (v > 1)							\
	  {								\
	    v = v & 1 ? 3 * v + 1 : v / 2;				\
	    k++;							\
	  }								\
	b[i * m + j] = k * 10 + j;					\
      }									\
    else if (v < -20)							\
      b[i * m + j] = i - v;						\
  } while (0)

NOIPA void
c2 (int n, int m, const int *restrict a, int *restrict b, int *ip, int *jp)
{
  int i = -1, j = -1;
#pragma omp simd collapse(2) lastprivate(i, j)
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      BODY_C2;
  *ip = i;
  *jp = j;
}

NOIPA void
c2_ref (int n, int m, const int *restrict a, int *restrict b, int *ip,
	int *jp)
{
  int i = -1, j = -1;
  for (i = 0; i < n; i++)
    for (j = 0; j < m; j++)
      BODY_C2;
  *ip = i;
  *jp = j;
}

/* collapse(2) with reductions under divergent branches.  */
#define BODY_C2R							\
  do {									\
    int v = a[i * m + j];						\
    if (v > 0)								\
      s += v + i;							\
    else if (v < -40)							\
      mx = mx > j - v ? mx : j - v;					\
  } while (0)

NOIPA int
c2r (int n, int m, const int *restrict a, int *mp)
{
  int s = 3, mx = -1;
#pragma omp simd collapse(2) reduction(+:s) reduction(max:mx)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      BODY_C2R;
  *mp = mx;
  return s;
}

NOIPA int
c2r_ref (int n, int m, const int *restrict a, int *mp)
{
  int s = 3, mx = -1;
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      BODY_C2R;
  *mp = mx;
  return s;
}

/* Non-rectangular collapse(2): a triangle (N <= 49).  */
#define BODY_TRI							\
  do {									\
    int v = a[i * 49 + j];						\
    if ((v ^ i) & 1)							\
      b[i * 49 + j] = v * 2 + j;					\
    else								\
      b[i * 49 + j] = -i;						\
  } while (0)

NOIPA void
tri (int n, const int *restrict a, int *restrict b)
{
#pragma omp simd collapse(2)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      BODY_TRI;
}

NOIPA void
tri_ref (int n, const int *restrict a, int *restrict b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < i; j++)
      BODY_TRI;
}

/* collapse(3) with a short innermost dimension.  */
#define BODY_C3								\
  do {									\
    int idx = (i * m + j) * 3 + k;					\
    if (a[idx] > k * 10)						\
      b[idx] = a[idx] - k;						\
  } while (0)

NOIPA void
c3 (int n, int m, const int *restrict a, int *restrict b)
{
#pragma omp simd collapse(3)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < 3; k++)
	BODY_C3;
}

NOIPA void
c3_ref (int n, int m, const int *restrict a, int *restrict b)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      for (int k = 0; k < 3; k++)
	BODY_C3;
}

/* safelen(4): c[i + 4] depends on c[i].  Iterations less than 4 apart
   are independent; a vector factor above 4 (the natural one for int with
   AVX2) would read values not yet written.  */
#define BODY_SL								\
  do {									\
    int v = c[i];							\
    if (v & 1)								\
      c[i + 4] = (v * 3 + 1) % 1000;					\
    else if (v > 100)							\
      c[i + 4] = v / 2;							\
    else								\
      c[i + 4] = v + i;							\
  } while (0)

NOIPA void
sl4 (int n, short *c)
{
#pragma omp simd safelen(4)
  for (int i = 0; i < n; i++)
    BODY_SL;
}

NOIPA void
sl4_ref (int n, short *c)
{
  for (int i = 0; i < n; i++)
    BODY_SL;
}

/* simdlen(4), safelen(16) and aligned together.  */
#define BODY_SSA							\
  do {									\
    float v = p[i];							\
    if (v > 0.0f)							\
      q[i] = v * 0.5f + (float) i;					\
    else if (v < -10.0f)						\
      q[i] = -v;							\
  } while (0)

NOIPA void
ssa (int n, const float *p, float *q)
{
#pragma omp simd simdlen(4) safelen(16) aligned(p, q : 64)
  for (int i = 0; i < n; i++)
    BODY_SSA;
}

NOIPA void
ssa_ref (int n, const float *p, float *q)
{
  for (int i = 0; i < n; i++)
    BODY_SSA;
}

/* collapse(2) with simdlen(8), safelen(32) and aligned.  */
#define BODY_CSA							\
  do {									\
    double v = d[i * m + j];						\
    if (v > 5.0)							\
      e[i * m + j] = v - (double) j;					\
    else								\
      e[i * m + j] = v * (double) i;					\
  } while (0)

NOIPA void
csa (int n, int m, const double *d, double *e)
{
#pragma omp simd collapse(2) simdlen(8) safelen(32) aligned(d, e : 32)
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      BODY_CSA;
}

NOIPA void
csa_ref (int n, int m, const double *d, double *e)
{
  for (int i = 0; i < n; i++)
    for (int j = 0; j < m; j++)
      BODY_CSA;
}

#define SZ (MAX_N * 8 + 16)

int
main (void)
{
  static int a[SZ], b[SZ], br[SZ];
  static short c[SZ], cr[SZ];
  static float p[SZ] AL, q[SZ] AL, qr[SZ];
  static double d[SZ] AL, e[SZ] AL, er[SZ];
  /* Second dimensions: 1, 3, 5, 8.  The first: trip counts up to 49 (and
     999 for the first).  */
  static const int ms[] = { 1, 3, 5, 8 };
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < SZ; i++)
	{
	  a[i] = check_rand () % 201 - 100;
	  c[i] = cr[i] = check_rand () % 300;
	  p[i] = (float) (check_rand () % 101 - 50);
	  d[i] = (double) (check_rand () % 21 - 10) / 4.0;
	}
      for (int k = 0; k < 4; k++)
	{
	  int m = ms[k];
	  int nn = n > 49 && k > 0 ? 49 : n;
	  int i1, j1, i2, j2;

	  for (int i = 0; i < SZ; i++)
	    b[i] = br[i] = -7;
	  c2 (nn, m, a, b, &i1, &j1);
	  c2_ref (nn, m, a, br, &i2, &j2);
	  CHECK (nn == 0 || (i1 == i2 && j1 == j2),
		 "c2 n=%d m=%d: i=%d j=%d, expected %d %d", nn, m, i1, j1, i2,
		 j2);
	  for (int i = 0; i < SZ; i++)
	    CHECK (b[i] == br[i], "c2 n=%d m=%d: b[%d] = %d, expected %d", nn,
		   m, i, b[i], br[i]);

	  int mx, mxr;
	  int s = c2r (nn, m, a, &mx);
	  int sr = c2r_ref (nn, m, a, &mxr);
	  CHECK (s == sr && mx == mxr, "c2r n=%d m=%d: %d %d, expected %d %d",
		 nn, m, s, mx, sr, mxr);

	  int mm = m > 5 ? 5 : m;
	  for (int i = 0; i < SZ; i++)
	    b[i] = br[i] = -7;
	  c3 (nn, mm, a, b);
	  c3_ref (nn, mm, a, br);
	  for (int i = 0; i < SZ; i++)
	    CHECK (b[i] == br[i], "c3 n=%d m=%d: b[%d] = %d, expected %d", nn,
		   mm, i, b[i], br[i]);

	  for (int i = 0; i < SZ; i++)
	    e[i] = er[i] = -1.0;
	  csa (nn, m, d, e);
	  csa_ref (nn, m, d, er);
	  for (int i = 0; i < SZ; i++)
	    CHECK (e[i] == er[i], "csa n=%d m=%d: e[%d] = %g, expected %g",
		   nn, m, i, e[i], er[i]);
	}

      int nt = n > 49 ? 49 : n;
      for (int i = 0; i < SZ; i++)
	b[i] = br[i] = -7;
      tri (nt, a, b);
      tri_ref (nt, a, br);
      for (int i = 0; i < SZ; i++)
	CHECK (b[i] == br[i], "tri n=%d: b[%d] = %d, expected %d", nt, i,
	       b[i], br[i]);

      sl4 (n, c);
      sl4_ref (n, cr);
      for (int i = 0; i < SZ; i++)
	CHECK (c[i] == cr[i], "sl4 n=%d: c[%d] = %d, expected %d", n, i, c[i],
	       cr[i]);

      for (int i = 0; i < SZ; i++)
	q[i] = qr[i] = -1.0f;
      ssa (n, p, q);
      ssa_ref (n, p, qr);
      for (int i = 0; i < SZ; i++)
	CHECK (q[i] == qr[i], "ssa n=%d: q[%d] = %g, expected %g", n, i, q[i],
	       qr[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "collapse.c:41:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 4 branches linearized, 1 divergent loop," } } */
/* { dg-final { scan-lockstep-note "collapse.c:75:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "collapse.c:107:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "collapse.c:133:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "collapse.c:164:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[24\], 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "collapse.c:189:\[0-9\]+: optimized: loop vectorized by lockstep: VF 4, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "collapse.c:215:\[0-9\]+: optimized: loop vectorized by lockstep: VF 8, 1 branch linearized" } } */
