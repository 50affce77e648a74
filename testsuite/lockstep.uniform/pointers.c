/* Pointer elements.  */
/* Loads and stores of pointers, pointer arithmetic, differences and
   comparisons, dereferences of loaded pointers, and the address of x[i] as a
   strided value.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

static int pool[2 * MAX_N + 64];

#define BODY								\
  do {									\
    int *a = p[i];							\
    int *b = a + off[i];						\
    q[i] = b;								\
    diff[i] = (long) (b - base) + (a < b) + (a == base);		\
    val[i] = *a + *b;							\
    addr[i] = &pool[i];							\
  } while (0)

NOIPA void
ptrs (int n, int **restrict p, int **restrict q, int *restrict off,
      long *restrict diff, int *restrict val, int **restrict addr, int *base)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
ptrs_ref (int n, int **restrict p, int **restrict q, int *restrict off,
	  long *restrict diff, int *restrict val, int **restrict addr,
	  int *base)
{
  for (int i = 0; i < n; i++)
    BODY;
}

/* Store through loaded pointers: every lane writes its own element.  */
NOIPA void
store_through (int n, int **restrict p, int *restrict v)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    *p[i] = v[i] * 2 + 1;
}

NOIPA void
store_through_ref (int n, int **restrict p, int *restrict v)
{
  for (int i = 0; i < n; i++)
    *p[i] = v[i] * 2 + 1;
}

/* Pointer values stored reversed, strided and scattered (colliding
   indices: the last iteration wins).  */
#define BODY2								\
  do {									\
    int *a = p[i] + 1;							\
    rev[n - 1 - i] = a;							\
    str[2 * i] = a;							\
    sc[idx[i]] = a;							\
  } while (0)

NOIPA void
ptr_stores (int n, int *const *restrict p, const int *restrict idx,
	    int **restrict rev, int **restrict str, int **restrict sc)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
ptr_stores_ref (int n, int *const *restrict p, const int *restrict idx,
		int **restrict rev, int **restrict str, int **restrict sc)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

int
main (void)
{
  static int *p[MAX_N], *q[MAX_N], *qr[MAX_N], *addr[MAX_N], *addrr[MAX_N];
  static int off[MAX_N], val[MAX_N], valr[MAX_N], v[MAX_N];
  static long diff[MAX_N], diffr[MAX_N];
  static int perm[MAX_N];
  static int pool_copy[2 * MAX_N + 64];
  for (int i = 0; i < 2 * MAX_N + 64; i++)
    pool[i] = check_rand ();
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  p[i] = &pool[check_rand () % (2 * MAX_N)];
	  off[i] = check_rand () % 64 - 16;
	  if (p[i] + off[i] < pool)
	    off[i] = 0;
	  q[i] = qr[i] = addr[i] = addrr[i] = NULL;
	  diff[i] = diffr[i] = val[i] = valr[i] = -1;
	  v[i] = check_rand ();
	}
      ptrs (n, p, q, off, diff, val, addr, p[1]);
      ptrs_ref (n, p, qr, off, diffr, valr, addrr, p[1]);
      for (int i = 0; i < MAX_N; i++)
	CHECK (q[i] == qr[i] && diff[i] == diffr[i] && val[i] == valr[i]
	       && addr[i] == addrr[i], "ptrs n=%d i=%d", n, i);

      /* Distinct targets: a permutation of pool's first MAX_N.  */
      for (int i = 0; i < MAX_N; i++)
	perm[i] = i;
      for (int i = MAX_N - 1; i > 0; i--)
	{
	  int j = check_rand () % (i + 1);
	  int tmp = perm[i];
	  perm[i] = perm[j];
	  perm[j] = tmp;
	}
      for (int i = 0; i < MAX_N; i++)
	p[i] = &pool[perm[i]];
      memcpy (pool_copy, pool, sizeof pool);
      store_through (n, p, v);
      int *save = pool_copy;
      for (int i = 0; i < MAX_N; i++)
	p[i] = save + perm[i];
      store_through_ref (n, p, v);
      CHECK (memcmp (pool, pool_copy, sizeof pool) == 0, "store_through n=%d",
	     n);
    }

  static int *rev[MAX_N], *revr[MAX_N], *str[2 * MAX_N], *strr[2 * MAX_N];
  static int *sc[MAX_N], *scr[MAX_N], idx[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < MAX_N; i++)
	{
	  p[i] = &pool[check_rand () % MAX_N];
	  idx[i] = check_rand () % ((t & 1) ? 3 : MAX_N);
	  rev[i] = revr[i] = sc[i] = scr[i] = &pool[i];
	  str[2 * i] = strr[2 * i] = str[2 * i + 1] = strr[2 * i + 1] = NULL;
	}
      ptr_stores (n, p, idx, rev, str, sc);
      ptr_stores_ref (n, p, idx, revr, strr, scr);
      for (int i = 0; i < MAX_N; i++)
	CHECK (rev[i] == revr[i] && sc[i] == scr[i], "ptr_stores n=%d i=%d", n,
	       i);
      for (int i = 0; i < 2 * MAX_N; i++)
	CHECK (str[i] == strr[i], "ptr_stores n=%d str[%d]", n, i);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "pointers.c:28:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "pointers.c:46:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* { dg-final { scan-lockstep-note "pointers.c:72:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized" } } */
/* &pool[i] is an address that grows by 4 per lane.  */
/* { dg-final { scan-tree-dump "shape _\[0-9\]+ = strided\\(4\\)" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape i_\[0-9\]+ = strided\\(1\\)" "lockstep" } } */
