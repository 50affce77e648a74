/* Contiguous, reversed, strided and indirect (scatter) stores.  */
/* y[i], y[n-1-i], y[2*i] and y[idx[i]] with colliding indices, where the last
   iteration storing to an element must win.  The reversed store is one
   vector store of the lanes permuted (where the target permutes its type:
   not chars with SSE2), and every access is made as the cost model priced
   it.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY(T)								\
  do {									\
    T v = x[i];								\
    c[i] = (T) (v + 1);							\
    r[n - 1 - i] = (T) (v * 3);						\
    s[2 * i] = (T) (v - 5);						\
    g[idx[i]] = (T) (v + i);						\
  } while (0)

#define DEF(T, NAME)							\
NOIPA void								\
NAME (int n, const T *restrict x, const int *restrict idx,		\
      T *restrict c, T *restrict r, T *restrict s, T *restrict g)	\
{									\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    BODY (T);								\
}									\
NOIPA void								\
NAME##_ref (int n, const T *restrict x, const int *restrict idx,	\
	    T *restrict c, T *restrict r, T *restrict s, T *restrict g)	\
{									\
  for (int i = 0; i < n; i++)						\
    BODY (T);								\
}									\
static void								\
NAME##_test (void)							\
{									\
  static T x[MAX_N], c[MAX_N], r[MAX_N], s[2 * MAX_N], g[MAX_N];	\
  static T cr[MAX_N], rr[MAX_N], sr[2 * MAX_N], gr[MAX_N];		\
  static int idx[MAX_N];						\
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      /* Few distinct targets: lanes of one vector collide.  */		\
      int range = (t & 1) ? 5 : MAX_N;					\
      for (int i = 0; i < MAX_N; i++)					\
	{								\
	  x[i] = (T) (check_rand () % 100);				\
	  idx[i] = check_rand () % range;				\
	  c[i] = cr[i] = (T) check_rand ();				\
	  r[i] = rr[i] = (T) check_rand ();				\
	  g[i] = gr[i] = (T) check_rand ();				\
	}								\
      for (int i = 0; i < 2 * MAX_N; i++)				\
	s[i] = sr[i] = (T) check_rand ();				\
      /* Adjacent lanes with the same target.  */			\
      idx[1] = idx[0];							\
      idx[5] = idx[6] = idx[7] = idx[4];				\
      NAME (n, x, idx, c, r, s, g);					\
      NAME##_ref (n, x, idx, cr, rr, sr, gr);				\
      for (int i = 0; i < MAX_N; i++)					\
	CHECK (c[i] == cr[i] && r[i] == rr[i] && g[i] == gr[i],		\
	       #NAME " n=%d i=%d", n, i);				\
      for (int i = 0; i < 2 * MAX_N; i++)				\
	CHECK (s[i] == sr[i], #NAME " n=%d s[%d]", n, i);		\
    }									\
}

DEF (unsigned char, store_uchar)
DEF (short, store_short)
DEF (int, store_int)
DEF (long long, store_llong)
DEF (float, store_float)
DEF (double, store_double)
DEF (signed char, store_schar)

int
main (void)
{
  store_uchar_test ();
  store_short_test ();
  store_int_test ();
  store_llong_test ();
  store_float_test ();
  store_double_test ();
  store_schar_test ();
  return 0;
}

/* { dg-final { scan-lockstep-note "stores.c:71:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "stores.c:72:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "stores.c:73:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "stores.c:74:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "stores.c:75:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "stores.c:76:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "stores.c:77:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump "shape _\[0-9\]+ = strided\\(-4\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape _\[0-9\]+ = strided\\(16\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; widen: store reversed: " "lockstep" } } */
/* { dg-final { scan-tree-dump-not ";; widen: (load|store) \[a-z-\]+, priced " "lockstep" } } */
