/* Loads of a constant stride of 2 to 4 elements, made for every lane, are
   vector loads and permutations; the loads of a group that covers every
   element share their vectors.  No vector load may read past the elements
   the scalar loop reads: the arrays end at a page the program cannot
   read.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-note -fdump-tree-lockstep-details" } */

#include <sys/mman.h>
#include <unistd.h>
#include "check.h"

/* A group of two (x, y), a group of three (a, b, c), loads of stride 2
   and 3 alone (the first of each pair or triple), and one of stride 4
   under a branch, which needs a mask (a gather, or lane by lane).  */
#define BODY								\
  do {									\
    float x = xy[2 * i], y = xy[2 * i + 1];				\
    float a = abc[3 * i], b = abc[3 * i + 1], c = abc[3 * i + 2];	\
    float e = evens[2 * i], t = thirds[3 * i];				\
    float r = x + y + t;						\
    if (a > b)								\
      r = r * c - e;							\
    else if (c > 0.5f)							\
      r += fours[4 * i];						\
    out[i] = r;								\
  } while (0)

NOIPA void
loads (int n, const float *restrict xy, const float *restrict abc,
       const float *restrict evens, const float *restrict thirds,
       const float *restrict fours,
       float *restrict out)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
loads_ref (int n, const float *restrict xy, const float *restrict abc,
	   const float *restrict evens, const float *restrict thirds,
	   const float *restrict fours,
	   float *restrict out)
{
  for (int i = 0; i < n; i++)
    BODY;
}

/* COUNT floats that end where a page that cannot be read begins, and
   start on a page boundary when they fill whole pages.  */
static float *
guarded (size_t count)
{
  size_t page = sysconf (_SC_PAGESIZE);
  size_t bytes = count * sizeof (float);
  size_t pages = (bytes + page - 1) / page;
  char *p = mmap (NULL, (pages + 1) * page, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  CHECK (p != MAP_FAILED, "mmap");
  CHECK (mprotect (p + pages * page, page, PROT_NONE) == 0, "mprotect");
  return (float *) (p + pages * page - bytes);
}

int
main (void)
{
  static float out[MAX_N], out_ref[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      /* Exactly what the scalar loop reads: the pairs and triples whole,
	 the last even element and the last multiple of 4.  */
      float *xy = guarded (2 * n), *abc = guarded (3 * n);
      float *evens = guarded (n ? 2 * n - 1 : 0);
      float *thirds = guarded (n ? 3 * n - 2 : 0);
      float *fours = guarded (n ? 4 * n - 3 : 0);
      for (int i = 0; i < 2 * n; i++)
	xy[i] = (check_rand () % 1000) / 500.0f - 1.0f;
      for (int i = 0; i < 3 * n; i++)
	abc[i] = (check_rand () % 1000) / 1000.0f;
      for (int i = 0; n && i < 2 * n - 1; i++)
	evens[i] = (check_rand () % 1000) / 100.0f;
      for (int i = 0; n && i < 3 * n - 2; i++)
	thirds[i] = (check_rand () % 1000) / 250.0f;
      for (int i = 0; n && i < 4 * n - 3; i++)
	fours[i] = (check_rand () % 1000) / 10.0f;
      loads (n, xy, abc, evens, thirds, fours, out);
      loads_ref (n, xy, abc, evens, thirds, fours, out_ref);
      for (int i = 0; i < n; i++)
	CHECK (out[i] == out_ref[i], "n=%d i=%d: %g, expected %g", n, i,
	       out[i], out_ref[i]);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "strided-loads.c:37:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: group of loads of stride 2, member \[01\]: " 2 "lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: group of loads of stride 3, member \[012\]: " 3 "lockstep" } } */
/* { dg-final { scan-lockstep-note "strided-loads.c:37:\[0-9\]+: note: lockstep: load of '\[^'\]*' as vector loads and permutations: its address differs per lane by a stride of 2 elements, in a group of loads that covers every element" } } */
/* { dg-final { scan-lockstep-note "strided-loads.c:37:\[0-9\]+: note: lockstep: load of '\[^'\]*' as vector loads and permutations: its address differs per lane by a stride of 2 elements$" } } */
/* Every access is made as the cost model priced it.  */
/* { dg-final { scan-tree-dump-not ";; widen: (load|store) \[a-z-\]+, priced " "lockstep" } } */
