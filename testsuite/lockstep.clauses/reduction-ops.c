/* reduction with each operator: + * - min max & | ^ && ||.  */
/* On int, unsigned, long long, float and double (where the operator
   applies).  Each loop updates the reduction variable either under a
   divergent branch (masked-off lanes keep their partial value) or
   unconditionally.  Some loops read the reduction variable inside the loop
   in a way that cannot change the result (the classic if (x > m) m = x, or a
   bound that no partial value reaches); only final values are compared.
   Floating-point data are small integers, powers of two or their negations,
   so any order of the operations is exact.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

typedef long long llong;
typedef unsigned uint;

/* What the data of a loop look like.  */
enum kind { K_ADD, K_MUL, K_MINMAX, K_AND, K_OR, K_XOR, K_LAND, K_LOR };

/* Fill X with MAX_N values of KIND for trip count index T.  */
#define GEN(T, IS_FP, BITS)						\
static void								\
gen_##T (enum kind kind, unsigned t, T *x)				\
{									\
  int zero_at = t % 3 == 0 ? -1 : (int) (t * 37 % 1000);		\
  for (int i = 0; i < MAX_N; i++)					\
    {									\
      int r = check_rand ();						\
      int sgn = (r >> 10) & 1 ? -1 : 1;				\
      switch (kind)							\
	{								\
	case K_ADD:							\
	  x[i] = (T) (r % 101 - 50);					\
	  break;							\
	case K_MUL:							\
	  /* At most 19 factors of 2 (and of 1/2): no overflow.  */	\
	  if (i % 53 == 7)						\
	    x[i] = (T) (2 * sgn);					\
	  else if (IS_FP && i % 53 == 30)				\
	    x[i] = (T) (0.5 * sgn);					\
	  else								\
	    x[i] = (T) sgn;						\
	  /* Unsigned products wrap: any odd factors.  */		\
	  if ((T) -1 > 0)						\
	    x[i] = (T) ((unsigned) r * 2654435761u | 1u);		\
	  break;							\
	case K_MINMAX:							\
	  x[i] = (T) (r % 2001 - 1000);					\
	  break;							\
	case K_AND:							\
	  x[i] = (T) ~(1ull << (r % BITS));				\
	  break;							\
	case K_OR:							\
	  x[i] = (T) (1ull << (r % BITS));				\
	  break;							\
	case K_XOR:							\
	  x[i] = (T) ((unsigned long long) r * 0x9e3779b97f4a7c15ull);	\
	  break;							\
	case K_LAND:							\
	  /* Nonzero but for at most one element.  */			\
	  x[i] = i == zero_at ? (T) 0 : (T) (r % 7 + 1);		\
	  break;							\
	case K_LOR:							\
	  /* Zero but for at most one element.  */			\
	  x[i] = i == zero_at ? (T) (r % 7 + 1) : (T) 0;		\
	  break;							\
	}								\
    }									\
}

GEN (int, 0, 32)
GEN (uint, 0, 32)
GEN (llong, 0, 64)
GEN (float, 1, 1)
GEN (double, 1, 1)

/* The divergent condition of conditional updates.  */
static int c[MAX_N];

#define DO_PRAGMA(x) _Pragma (#x)

/* A loop NAME with reduction clause CLAUSE over type T starting from
   INIT, doing UPDATE in every iteration where COND holds, and its scalar
   reference NAME_ref; NAME_test compares them over all trip counts on data
   of KIND.  */
#define RED(T, NAME, KIND, CLAUSE, INIT, COND, UPDATE)			\
NOIPA T									\
NAME (int n, const T *restrict x)					\
{									\
  T s = (T) (INIT);							\
  DO_PRAGMA (omp simd CLAUSE)						\
  for (int i = 0; i < n; i++)						\
    if (COND)								\
      UPDATE;								\
  return s;								\
}									\
NOIPA T									\
NAME##_ref (int n, const T *restrict x)					\
{									\
  T s = (T) (INIT);							\
  for (int i = 0; i < n; i++)						\
    if (COND)								\
      UPDATE;								\
  return s;								\
}									\
static void								\
NAME##_test (void)							\
{									\
  static T x[MAX_N];							\
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      gen_##T (KIND, t, x);						\
      for (int i = 0; i < MAX_N; i++)					\
	c[i] = check_rand () % 3;					\
      if (KIND == K_MINMAX && n > 7)					\
	x[7] = (T) ((t & 2) ? -1500 : 1500);				\
      if (KIND == K_MINMAX && n > 0 && (t & 1))			\
	x[n - 1] = (T) ((t & 2) ? 1600 : -1600);			\
      T s = NAME (n, x);						\
      T sr = NAME##_ref (n, x);						\
      CHECK (s == sr, #NAME " n=%d: %.17g != %.17g", n, (double) s,	\
	     (double) sr);						\
    }									\
}

/* Divergent condition, and none.  */
#define DIV (c[i] != 0)
#define ALL 1

/* The updates of min and max.  */
#define MIN_UPD s = s < x[i] ? s : x[i]
#define MAX_UPD s = s > x[i] ? s : x[i]

/* int.  */
RED (int, int_add_c, K_ADD, reduction(+:s), 10, DIV, s += x[i])
RED (int, int_mul_c, K_MUL, reduction(*:s), 3, DIV, s *= x[i])
RED (int, int_sub_c, K_ADD, reduction(-:s), 10, DIV, s -= x[i])
RED (int, int_min_c, K_MINMAX, reduction(min:s), 1200, DIV, MIN_UPD)
RED (int, int_max_c, K_MINMAX, reduction(max:s), -1200, DIV, MAX_UPD)
RED (int, int_and_c, K_AND, reduction(&:s), -1, DIV, s &= x[i])
RED (int, int_or_c, K_OR, reduction(|:s), 0, DIV, s |= x[i])
RED (int, int_xor_c, K_XOR, reduction(^:s), 0x5a, DIV, s ^= x[i])
RED (int, int_land_c, K_LAND, reduction(&&:s), 1, DIV, s = s && x[i])
RED (int, int_lor_c, K_LOR, reduction(||:s), 0, DIV, s = s || x[i])
RED (int, int_add_u, K_ADD, reduction(+:s), 10, ALL, s += x[i])
RED (int, int_mul_u, K_MUL, reduction(*:s), 3, ALL, s *= x[i])
RED (int, int_sub_u, K_ADD, reduction(-:s), 10, ALL, s -= x[i])
RED (int, int_min_u, K_MINMAX, reduction(min:s), 1200, ALL, MIN_UPD)
RED (int, int_max_u, K_MINMAX, reduction(max:s), -1200, ALL, MAX_UPD)
RED (int, int_and_u, K_AND, reduction(&:s), -1, ALL, s &= x[i])
RED (int, int_or_u, K_OR, reduction(|:s), 0, ALL, s |= x[i])
RED (int, int_xor_u, K_XOR, reduction(^:s), 0x5a, ALL, s ^= x[i])
RED (int, int_land_u, K_LAND, reduction(&&:s), 1, ALL, s = s && x[i])
RED (int, int_lor_u, K_LOR, reduction(||:s), 0, ALL, s = s || x[i])
/* int: the reduction variable read in the loop.  */
RED (int, int_max_read, K_MINMAX, reduction(max:s), -1200, x[i] > s, s = x[i])
RED (int, int_min_read, K_MINMAX, reduction(min:s), 1200, DIV && x[i] < s,
     s = x[i])
RED (int, int_add_read, K_ADD, reduction(+:s), 10, DIV && s < 1000000,
     s += x[i])
RED (int, int_land_read, K_LAND, reduction(&&:s), 1, DIV && s, s = x[i] != 0)
/* uint.  */
RED (uint, uint_add_c, K_ADD, reduction(+:s), 10, DIV, s += x[i])
RED (uint, uint_mul_c, K_MUL, reduction(*:s), 3, DIV, s *= x[i])
RED (uint, uint_sub_c, K_ADD, reduction(-:s), 10, DIV, s -= x[i])
RED (uint, uint_min_c, K_MINMAX, reduction(min:s), 1200, DIV, MIN_UPD)
RED (uint, uint_max_c, K_MINMAX, reduction(max:s), -1200, DIV, MAX_UPD)
RED (uint, uint_and_c, K_AND, reduction(&:s), -1, DIV, s &= x[i])
RED (uint, uint_or_c, K_OR, reduction(|:s), 0, DIV, s |= x[i])
RED (uint, uint_xor_c, K_XOR, reduction(^:s), 0x5a, DIV, s ^= x[i])
RED (uint, uint_land_c, K_LAND, reduction(&&:s), 1, DIV, s = s && x[i])
RED (uint, uint_lor_c, K_LOR, reduction(||:s), 0, DIV, s = s || x[i])
RED (uint, uint_add_u, K_ADD, reduction(+:s), 10, ALL, s += x[i])
RED (uint, uint_mul_u, K_MUL, reduction(*:s), 3, ALL, s *= x[i])
RED (uint, uint_sub_u, K_ADD, reduction(-:s), 10, ALL, s -= x[i])
RED (uint, uint_min_u, K_MINMAX, reduction(min:s), 1200, ALL, MIN_UPD)
RED (uint, uint_max_u, K_MINMAX, reduction(max:s), -1200, ALL, MAX_UPD)
RED (uint, uint_and_u, K_AND, reduction(&:s), -1, ALL, s &= x[i])
RED (uint, uint_or_u, K_OR, reduction(|:s), 0, ALL, s |= x[i])
RED (uint, uint_xor_u, K_XOR, reduction(^:s), 0x5a, ALL, s ^= x[i])
RED (uint, uint_land_u, K_LAND, reduction(&&:s), 1, ALL, s = s && x[i])
RED (uint, uint_lor_u, K_LOR, reduction(||:s), 0, ALL, s = s || x[i])
/* uint: the reduction variable read in the loop.  */
RED (uint, uint_max_read, K_MINMAX, reduction(max:s), -1200, x[i] > s,
     s = x[i])
RED (uint, uint_min_read, K_MINMAX, reduction(min:s), 1200, DIV && x[i] < s,
     s = x[i])
RED (uint, uint_land_read, K_LAND, reduction(&&:s), 1, DIV && s, s = x[i] != 0)
/* llong.  */
RED (llong, llong_add_c, K_ADD, reduction(+:s), 10, DIV, s += x[i])
RED (llong, llong_mul_c, K_MUL, reduction(*:s), 3, DIV, s *= x[i])
RED (llong, llong_sub_c, K_ADD, reduction(-:s), 10, DIV, s -= x[i])
RED (llong, llong_min_c, K_MINMAX, reduction(min:s), 1200, DIV, MIN_UPD)
RED (llong, llong_max_c, K_MINMAX, reduction(max:s), -1200, DIV, MAX_UPD)
RED (llong, llong_and_c, K_AND, reduction(&:s), -1, DIV, s &= x[i])
RED (llong, llong_or_c, K_OR, reduction(|:s), 0, DIV, s |= x[i])
RED (llong, llong_xor_c, K_XOR, reduction(^:s), 0x5a, DIV, s ^= x[i])
RED (llong, llong_land_c, K_LAND, reduction(&&:s), 1, DIV, s = s && x[i])
RED (llong, llong_lor_c, K_LOR, reduction(||:s), 0, DIV, s = s || x[i])
RED (llong, llong_add_u, K_ADD, reduction(+:s), 10, ALL, s += x[i])
RED (llong, llong_mul_u, K_MUL, reduction(*:s), 3, ALL, s *= x[i])
RED (llong, llong_sub_u, K_ADD, reduction(-:s), 10, ALL, s -= x[i])
RED (llong, llong_min_u, K_MINMAX, reduction(min:s), 1200, ALL, MIN_UPD)
RED (llong, llong_max_u, K_MINMAX, reduction(max:s), -1200, ALL, MAX_UPD)
RED (llong, llong_and_u, K_AND, reduction(&:s), -1, ALL, s &= x[i])
RED (llong, llong_or_u, K_OR, reduction(|:s), 0, ALL, s |= x[i])
RED (llong, llong_xor_u, K_XOR, reduction(^:s), 0x5a, ALL, s ^= x[i])
RED (llong, llong_land_u, K_LAND, reduction(&&:s), 1, ALL, s = s && x[i])
RED (llong, llong_lor_u, K_LOR, reduction(||:s), 0, ALL, s = s || x[i])
/* llong: the reduction variable read in the loop.  */
RED (llong, llong_max_read, K_MINMAX, reduction(max:s), -1200, x[i] > s,
     s = x[i])
RED (llong, llong_min_read, K_MINMAX, reduction(min:s), 1200, DIV && x[i] < s,
     s = x[i])
RED (llong, llong_add_read, K_ADD, reduction(+:s), 10, DIV && s < 1000000,
     s += x[i])
RED (llong, llong_land_read, K_LAND, reduction(&&:s), 1, DIV && s,
     s = x[i] != 0)
/* float.  */
RED (float, float_add_c, K_ADD, reduction(+:s), 10, DIV, s += x[i])
RED (float, float_mul_c, K_MUL, reduction(*:s), 3, DIV, s *= x[i])
RED (float, float_sub_c, K_ADD, reduction(-:s), 10, DIV, s -= x[i])
RED (float, float_min_c, K_MINMAX, reduction(min:s), 1200, DIV, MIN_UPD)
RED (float, float_max_c, K_MINMAX, reduction(max:s), -1200, DIV, MAX_UPD)
RED (float, float_land_c, K_LAND, reduction(&&:s), 1, DIV, s = s && x[i])
RED (float, float_lor_c, K_LOR, reduction(||:s), 0, DIV, s = s || x[i])
RED (float, float_add_u, K_ADD, reduction(+:s), 10, ALL, s += x[i])
RED (float, float_mul_u, K_MUL, reduction(*:s), 3, ALL, s *= x[i])
RED (float, float_sub_u, K_ADD, reduction(-:s), 10, ALL, s -= x[i])
RED (float, float_min_u, K_MINMAX, reduction(min:s), 1200, ALL, MIN_UPD)
RED (float, float_max_u, K_MINMAX, reduction(max:s), -1200, ALL, MAX_UPD)
RED (float, float_land_u, K_LAND, reduction(&&:s), 1, ALL, s = s && x[i])
RED (float, float_lor_u, K_LOR, reduction(||:s), 0, ALL, s = s || x[i])
/* float: the reduction variable read in the loop.  */
RED (float, float_max_read, K_MINMAX, reduction(max:s), -1200, x[i] > s,
     s = x[i])
RED (float, float_min_read, K_MINMAX, reduction(min:s), 1200, DIV && x[i] < s,
     s = x[i])
RED (float, float_add_read, K_ADD, reduction(+:s), 10, DIV && s < 1000000,
     s += x[i])
RED (float, float_land_read, K_LAND, reduction(&&:s), 1, DIV && s,
     s = x[i] != 0)
/* double.  */
RED (double, double_add_c, K_ADD, reduction(+:s), 10, DIV, s += x[i])
RED (double, double_mul_c, K_MUL, reduction(*:s), 3, DIV, s *= x[i])
RED (double, double_sub_c, K_ADD, reduction(-:s), 10, DIV, s -= x[i])
RED (double, double_min_c, K_MINMAX, reduction(min:s), 1200, DIV, MIN_UPD)
RED (double, double_max_c, K_MINMAX, reduction(max:s), -1200, DIV, MAX_UPD)
RED (double, double_land_c, K_LAND, reduction(&&:s), 1, DIV, s = s && x[i])
RED (double, double_lor_c, K_LOR, reduction(||:s), 0, DIV, s = s || x[i])
RED (double, double_add_u, K_ADD, reduction(+:s), 10, ALL, s += x[i])
RED (double, double_mul_u, K_MUL, reduction(*:s), 3, ALL, s *= x[i])
RED (double, double_sub_u, K_ADD, reduction(-:s), 10, ALL, s -= x[i])
RED (double, double_min_u, K_MINMAX, reduction(min:s), 1200, ALL, MIN_UPD)
RED (double, double_max_u, K_MINMAX, reduction(max:s), -1200, ALL, MAX_UPD)
RED (double, double_land_u, K_LAND, reduction(&&:s), 1, ALL, s = s && x[i])
RED (double, double_lor_u, K_LOR, reduction(||:s), 0, ALL, s = s || x[i])
/* double: the reduction variable read in the loop.  */
RED (double, double_max_read, K_MINMAX, reduction(max:s), -1200, x[i] > s,
     s = x[i])
RED (double, double_min_read, K_MINMAX, reduction(min:s), 1200,
     DIV && x[i] < s, s = x[i])
RED (double, double_add_read, K_ADD, reduction(+:s), 10, DIV && s < 1000000,
     s += x[i])
RED (double, double_land_read, K_LAND, reduction(&&:s), 1, DIV && s,
     s = x[i] != 0)

/* Several reductions in one loop, in different arms of divergent
   branches, one of them updated in both arms.  */
#define MULTI								\
  do {									\
    int v = x[i];							\
    if (v > 10)								\
      {									\
	s += v;								\
	if (v > 40)							\
	  p *= -1;							\
      }									\
    else if (v < -30)							\
      {									\
	m = m > -v ? m : -v;						\
	s -= 2 * v;							\
	b |= 1u << (v & 31);						\
      }									\
    else								\
      f += (float) v;							\
  } while (0)

NOIPA int
multi (int n, const int *restrict x, int *pp, int *mp, unsigned *bp,
       float *fp)
{
  int s = 0, p = 1, m = -1;
  unsigned b = 0;
  float f = 0.5f;
#pragma omp simd reduction(+:s,f) reduction(*:p) reduction(max:m) \
		 reduction(|:b)
  for (int i = 0; i < n; i++)
    MULTI;
  *pp = p;
  *mp = m;
  *bp = b;
  *fp = f;
  return s;
}

NOIPA int
multi_ref (int n, const int *restrict x, int *pp, int *mp, unsigned *bp,
	   float *fp)
{
  int s = 0, p = 1, m = -1;
  unsigned b = 0;
  float f = 0.5f;
  for (int i = 0; i < n; i++)
    MULTI;
  *pp = p;
  *mp = m;
  *bp = b;
  *fp = f;
  return s;
}

static void
multi_test (void)
{
  static int x[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	x[i] = check_rand () % 101 - 50;
      int p, m, pr, mr;
      unsigned b, br;
      float f, fr;
      int s = multi (n, x, &p, &m, &b, &f);
      int sr = multi_ref (n, x, &pr, &mr, &br, &fr);
      CHECK (s == sr && p == pr && m == mr && b == br && f == fr,
	     "multi n=%d: %d %d %d %x %g, expected %d %d %d %x %g", n, s, p,
	     m, b, f, sr, pr, mr, br, fr);
    }
}

int
main (void)
{
  int_add_c_test ();
  int_mul_c_test ();
  int_sub_c_test ();
  int_min_c_test ();
  int_max_c_test ();
  int_and_c_test ();
  int_or_c_test ();
  int_xor_c_test ();
  int_land_c_test ();
  int_lor_c_test ();
  int_add_u_test ();
  int_mul_u_test ();
  int_sub_u_test ();
  int_min_u_test ();
  int_max_u_test ();
  int_and_u_test ();
  int_or_u_test ();
  int_xor_u_test ();
  int_land_u_test ();
  int_lor_u_test ();
  int_max_read_test ();
  int_min_read_test ();
  int_add_read_test ();
  int_land_read_test ();
  uint_add_c_test ();
  uint_mul_c_test ();
  uint_sub_c_test ();
  uint_min_c_test ();
  uint_max_c_test ();
  uint_and_c_test ();
  uint_or_c_test ();
  uint_xor_c_test ();
  uint_land_c_test ();
  uint_lor_c_test ();
  uint_add_u_test ();
  uint_mul_u_test ();
  uint_sub_u_test ();
  uint_min_u_test ();
  uint_max_u_test ();
  uint_and_u_test ();
  uint_or_u_test ();
  uint_xor_u_test ();
  uint_land_u_test ();
  uint_lor_u_test ();
  uint_max_read_test ();
  uint_min_read_test ();
  uint_land_read_test ();
  llong_add_c_test ();
  llong_mul_c_test ();
  llong_sub_c_test ();
  llong_min_c_test ();
  llong_max_c_test ();
  llong_and_c_test ();
  llong_or_c_test ();
  llong_xor_c_test ();
  llong_land_c_test ();
  llong_lor_c_test ();
  llong_add_u_test ();
  llong_mul_u_test ();
  llong_sub_u_test ();
  llong_min_u_test ();
  llong_max_u_test ();
  llong_and_u_test ();
  llong_or_u_test ();
  llong_xor_u_test ();
  llong_land_u_test ();
  llong_lor_u_test ();
  llong_max_read_test ();
  llong_min_read_test ();
  llong_add_read_test ();
  llong_land_read_test ();
  float_add_c_test ();
  float_mul_c_test ();
  float_sub_c_test ();
  float_min_c_test ();
  float_max_c_test ();
  float_land_c_test ();
  float_lor_c_test ();
  float_add_u_test ();
  float_mul_u_test ();
  float_sub_u_test ();
  float_min_u_test ();
  float_max_u_test ();
  float_land_u_test ();
  float_lor_u_test ();
  float_max_read_test ();
  float_min_read_test ();
  float_add_read_test ();
  float_land_read_test ();
  double_add_c_test ();
  double_mul_c_test ();
  double_sub_c_test ();
  double_min_c_test ();
  double_max_c_test ();
  double_land_c_test ();
  double_lor_c_test ();
  double_add_u_test ();
  double_mul_u_test ();
  double_sub_u_test ();
  double_min_u_test ();
  double_max_u_test ();
  double_land_u_test ();
  double_lor_u_test ();
  double_max_read_test ();
  double_min_read_test ();
  double_add_read_test ();
  double_land_read_test ();
  multi_test ();
  return 0;
}

/* The loops of s = s && x[i] (land) under GCC 11 linearize one branch more:
   GCC 12's phiopt makes the 0 or 1 of x[i] != 0 a comparison, GCC 11
   leaves it a branch.  */
/* { dg-final { scan-lockstep-note "reduction-ops.c:137:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:138:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:139:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:140:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:141:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:142:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:143:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:144:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:145:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:145:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:146:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:147:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:148:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:149:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:150:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:151:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:152:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:153:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:154:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:155:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:155:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:156:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:158:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:159:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:161:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:163:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:165:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:166:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:167:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:168:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:169:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:170:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:171:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:172:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:173:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:173:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:174:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:175:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:176:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:177:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:178:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:179:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:180:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:181:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:182:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:183:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:183:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:184:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:186:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:188:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:190:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:192:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:193:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:194:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:195:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:196:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:197:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:198:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:199:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:200:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:200:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:201:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:202:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:203:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:204:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:205:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:206:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:207:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:208:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:209:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:210:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:210:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:211:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:213:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:215:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:217:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:219:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:222:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:223:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:224:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:225:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:226:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:227:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:227:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:228:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:229:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:230:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:231:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:232:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:233:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:234:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:234:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:235:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:237:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:239:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:241:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:243:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:246:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:247:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:248:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:249:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:250:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:251:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:251:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:252:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:253:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:254:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:255:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:256:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:257:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:258:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" { target { ! lockstep_gcc11 } } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:258:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:259:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:261:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:263:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:265:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 2 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:267:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
/* { dg-final { scan-lockstep-note "reduction-ops.c:301:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 3 branches linearized" } } */
