/* Counters stepped in the lanes of a mask, m ? x + c : x, which the
   selects pass makes x - m (a step of one) or x + (m & c): the counter
   of a loop whose break comes before the counter's step and its own test
   after it (divloop.cc's mixed counted exits, stepped in the lanes that
   stay), and conditional increments in a divergent loop, by 1, by 3 and
   by -1 (a decrement), of ints and of shorts (which GCC mostly makes
   branch-free before lockstep sees them).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep" } */

#include "check.h"

int a[MAX_N], lim[MAX_N], r1[MAX_N], r2[MAX_N], maxk = 19;
short rs[MAX_N];

#define BODIES								\
  /* Bits set among the low LIM[i] bits, counted up by one and down by	\
     one.  */								\
  B (f_bits, {								\
      int c = 0, d = 100, v = a[i];					\
      for (int k = 0; k < lim[i]; k++)					\
	if ((v >> (k & 15)) & 1)					\
	  c++;								\
	else								\
	  d--;								\
      r1[i] = c;							\
      r2[i] = d;							\
    })									\
  /* Steps of 3, and of 2 in a short.  */				\
  B (f_wide, {								\
      int c = a[i] & 7;							\
      short s = (short) (a[i] >> 4);					\
      for (int k = 0; k < lim[i]; k++)					\
	{								\
	  if ((a[i] + k) % 3 == 0)					\
	    c += 3;							\
	  if ((a[i] ^ k) & 4)						\
	    s += 2;							\
	}								\
      r1[i] = c;							\
      rs[i] = s;							\
    })									\
  /* The escape-time counter: a break before the step, the test of	\
     the loop's bound, the same for all lanes, after it.  */		\
  B (f_escape, {							\
      int k;								\
      float z = 0.0f, c = (float) (a[i] % 64) * 0.03125f;		\
      for (k = 0; k < maxk; k++)					\
	{								\
	  if (z * z > 4.0f)						\
	    break;							\
	  z = z * z + c;						\
	}								\
      r1[i] = k;							\
    })

#define B(name, ...)							\
  NOIPA void name (int n)						\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < n; i++)						\
      __VA_ARGS__							\
  }									\
  NOIPA void name##_ref (int n)						\
  {									\
    for (int i = 0; i < n; i++)						\
      __VA_ARGS__							\
  }
BODIES
#undef B

int e1[MAX_N], e2[MAX_N];
short es[MAX_N];

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      a[i] = check_rand () % 100000 - 30000;
      lim[i] = check_rand () % 24;
    }
#define B(name, ...)							\
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)				\
    {									\
      int n = trip_counts[t];						\
      memset (r1, 0, sizeof r1);					\
      memset (r2, 0, sizeof r2);					\
      memset (rs, 0, sizeof rs);					\
      name##_ref (n);							\
      memcpy (e1, r1, sizeof r1);					\
      memcpy (e2, r2, sizeof r2);					\
      memcpy (es, rs, sizeof rs);					\
      memset (r1, 0, sizeof r1);					\
      memset (r2, 0, sizeof r2);					\
      memset (rs, 0, sizeof rs);					\
      name (n);								\
      for (int i = 0; i < n; i++)					\
	CHECK (r1[i] == e1[i] && r2[i] == e2[i] && rs[i] == es[i],	\
	       "%s n=%d i=%d: %d %d %d, expected %d %d %d", #name, n, i,	\
	       r1[i], r2[i], rs[i], e1[i], e2[i], es[i]);		\
    }
  BODIES
#undef B
  return 0;
}

/* { dg-final { scan-lockstep-note "masked-step.c:69:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* Where masks are vectors of lanes: x86 (SVE's are predicates).  */
/* { dg-final { scan-tree-dump "selects: masked step: \[^\n\]*VEC_COND_EXPR <\[^\n\]*>" "selects-lockstep" { target lockstep_target_x86 } } } */
