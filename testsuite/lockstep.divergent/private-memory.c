/* Lane-private memory: local arrays of functions inlined into the body
   (one object for all iterations until lockstep gives each lane its own),
   arrays declared in the body (GCC's omp simd arrays, interleaved so that
   the lanes' copies of an element are adjacent), indexed uniformly and per
   lane, under divergent branches; a local struct and a local whose address
   is passed to a function get a whole copy per lane.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

static float a[MAX_N], o1[MAX_N], o2[MAX_N];
static int k[MAX_N];

/* Prefix sums in a local array of an inlined function.  */
static inline __attribute__ ((always_inline)) float
suffix_sum (float x, int m)
{
  float v[64];
  for (int j = 0; j < m; j++)
    v[j] = x * j;
  for (int j = m - 1; j > 0; j--)
    v[j - 1] += v[j];
  return v[0];
}

/* A lookup in a local table at a per-lane index, under a condition.  */
static inline __attribute__ ((always_inline)) float
table_lookup (float x, int idx)
{
  float t[16];
  for (int j = 0; j < 16; j++)
    t[j] = x + j * 0.5f;
  if (idx & 1)
    t[idx & 15] *= 2.0f;
  return t[(idx >> 1) & 15];
}

struct pair { float lo, hi; };

static inline __attribute__ ((always_inline)) float
pair_span (float x, int idx)
{
  struct pair p;
  p.lo = x - idx;
  p.hi = x + idx;
  if (idx > 10)
    p.lo = p.hi * 0.5f;
  return p.hi - p.lo;
}

NOIPA void
fill (int *p, int n, int v)
{
  for (int j = 0; j < n; j++)
    p[j] = v + j;
}

static inline __attribute__ ((always_inline)) float
escaping (int idx)
{
  int buf[8];
  fill (buf, 8, idx);
  return buf[idx & 7];
}

#define BODY1 out[i] = suffix_sum (a[i], m);
#define BODY2 out[i] = a[i] > 0.0f ? table_lookup (a[i], k[i]) : -a[i];
#define BODY3 out[i] = pair_span (a[i], k[i]);
#define BODY4 out[i] = k[i] > 5 ? escaping (k[i]) : 0.0f;
#define BODY5								\
  do {									\
    float t[8];								\
    for (int j = 0; j < 8; j++)						\
      t[j] = a[i] * j;							\
    if (k[i] & 1)							\
      t[k[i] & 7] = -1.0f;						\
    out[i] = t[m & 7] + t[(k[i] >> 2) & 7];				\
  } while (0);
/* A per-lane stack, popped and pushed at per-lane positions.  */
#define BODY6								\
  do {									\
    int stack[32], sp = 0;						\
    float s = 0.0f;							\
    stack[sp++] = k[i] & 255;						\
    while (sp > 0)							\
      {									\
	int v = stack[--sp];						\
	s += v;								\
	if (v > 1 && sp < 30)						\
	  {								\
	    stack[sp++] = v / 2;					\
	    stack[sp++] = v / 3;					\
	  }								\
      }									\
    out[i] = s;								\
  } while (0);

#define DEF(NAME, BODY)							\
NOIPA void								\
NAME (int n, int m, float *restrict out)				\
{									\
  (void) m;								\
  _Pragma ("omp simd")							\
  for (int i = 0; i < n; i++)						\
    BODY								\
}									\
NOIPA void								\
NAME##_ref (int n, int m, float *restrict out)				\
{									\
  (void) m;								\
  for (int i = 0; i < n; i++)						\
    BODY								\
}

DEF (inlined_array, BODY1)
DEF (inlined_table, BODY2)
DEF (inlined_struct, BODY3)
DEF (inlined_escaping, BODY4)
DEF (body_array, BODY5)
DEF (body_stack, BODY6)

typedef void fn (int, int, float *restrict);
static fn *const funcs[] = { inlined_array, inlined_table, inlined_struct,
			     inlined_escaping, body_array, body_stack };
static fn *const refs[] = { inlined_array_ref, inlined_table_ref,
			    inlined_struct_ref, inlined_escaping_ref,
			    body_array_ref, body_stack_ref };

int
main (void)
{
  for (int i = 0; i < MAX_N; i++)
    {
      a[i] = (check_rand () % 200 - 100) * 0.25f;
      k[i] = check_rand () % 1000;
    }
  for (unsigned f = 0; f < sizeof funcs / sizeof funcs[0]; f++)
    for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
      for (int m = 1; m < 40; m += 19)
	{
	  int n = trip_counts[t];
	  for (int i = 0; i < MAX_N; i++)
	    o1[i] = o2[i] = -7.0f;
	  funcs[f] (n, m, o1);
	  refs[f] (n, m, o2);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (o1[i] == o2[i], "loop %u n=%d m=%d i=%d: %g, expected %g",
		   f + 1, n, m, i, o1[i], o2[i]);
	}
  return 0;
}

/* { dg-final { scan-lockstep-note "private-memory.c:116:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "private-memory.c:117:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "private-memory.c:118:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "private-memory.c:119:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "private-memory.c:120:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "private-memory.c:121:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 1 divergent loop" } } */
/* { dg-final { scan-tree-dump ";; lane-private v: copied per lane, interleaved" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; lane-private buf: copied per lane\n" "lockstep" } } */
/* { dg-final { scan-tree-dump ";; lane-private \[^ \]*: interleaved" "lockstep" } } */
