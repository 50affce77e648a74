/* A select GCC folds after vector lowering: with a constant trip count,
   forwprop turns the comparisons of a select with constant arms into a
   select of comparison results, of 64-bit boolean lanes, whose mask is a
   32-bit comparison lockstep converted to 64 bits.  SSE2 has no blend of
   64-bit integer lanes (vcond_mask for V2DI needs SSE4.2): an internal
   compiler error in gimple-isel (fuzzer seed 230005).  The pass before
   isel makes such selects bit operations.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "check.h"

static unsigned u[MAX_N];
static unsigned mu;
static float uf;
static int o[MAX_N], x[MAX_N];

/* A conversion guarded by a range check, as the fuzzer writes them.  */
static inline int
f2i (double v)
{
  return v > -1e9 && v < 1e9 ? (int) v : 0;
}

#define BODY(out, i)							\
  do {									\
    double pv = (u[i] <= mu ? i : 1e30) * i;				\
    out[i] = f2i (pv) ^ ((float) pv < uf);				\
  } while (0)

#define F(name, count)							\
  NOIPA void								\
  name (void)								\
  {									\
    _Pragma ("omp simd")						\
    for (int i = 0; i < count; i++)					\
      BODY (o, i);							\
  }

F (f2, 2)
F (f3, 3)
F (f4, 4)
F (f5, 5)

static void
check (void (*f) (void), int count)
{
  for (int i = 0; i < MAX_N; i++)
    o[i] = x[i] = 7;
  f ();
  for (int i = 0; i < count; i++)
    BODY (x, i);
  for (int i = 0; i < MAX_N; i++)
    CHECK (o[i] == x[i], "count %d mu %u o[%d] = %d, expected %d", count,
	   mu, i, o[i], x[i]);
}

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    u[i] = check_rand () % 4;
  for (mu = 0; mu < 4; mu++)
    for (int k = 0; k < 3; k++)
      {
	uf = k - 0.5f;
	check (f2, 2);
	check (f3, 3);
	check (f4, 4);
	check (f5, 5);
      }
  return 0;
}
/* { dg-final { scan-lockstep-note "select-after-lowering.c:40:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "select-after-lowering.c:41:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "select-after-lowering.c:42:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "select-after-lowering.c:43:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
