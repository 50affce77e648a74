/* Stores of a constant stride of 2 to 4 elements made for every lane that
   write every element of their span (a group: offsets 0 to the stride
   minus 1, in any order, with no other access to memory between them) are
   interleaved by permutations into vector stores at the group's last
   member.  The arrays end where a page the program cannot write begins;
   an incomplete group (offsets 0, 1 and 2 of 4) must leave the element it
   does not write alone.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-optimized-note -fdump-tree-lockstep-details" } */

#include <sys/mman.h>
#include <unistd.h>
#include "check.h"

#define BODY								\
  do {									\
    float x = a[i], re, im;						\
    if (x > 0.3f)							\
      {									\
	re = x * x;							\
	im = -x;							\
      }									\
    else								\
      {									\
	re = x + 1.0f;							\
	im = 2.0f * x;							\
	for (int k = 0; im < 1.0f && k < 9; k++)			\
	  im += 0.3f;							\
      }									\
    two[2 * i] = re;							\
    two[2 * i + 1] = im;						\
    three[3 * i + 2] = 7.0f;						\
    three[3 * i] = re;							\
    three[3 * i + 1] = im + re;						\
    four[4 * i + 3] = i;						\
    four[4 * i] = -i;							\
    four[4 * i + 1] = (int) (re * 100.0f);				\
    four[4 * i + 2] = 3;						\
    gap[4 * i] = i;							\
    gap[4 * i + 1] = (int) im;						\
    gap[4 * i + 2] = 5;							\
  } while (0)

NOIPA void
stores (int n, const float *restrict a, float *restrict two,
	float *restrict three, int *restrict four, int *restrict gap)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY;
}

NOIPA void
stores_ref (int n, const float *restrict a, float *restrict two,
	    float *restrict three, int *restrict four, int *restrict gap)
{
  for (int i = 0; i < n; i++)
    BODY;
}

/* BYTES of memory that end where a page that cannot be written begins,
   filled with FILL.  */
static void *
guarded (size_t bytes, int fill)
{
  size_t page = sysconf (_SC_PAGESIZE);
  size_t pages = (bytes + page - 1) / page;
  char *p = mmap (NULL, (pages + 1) * page, PROT_READ | PROT_WRITE,
		  MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
  CHECK (p != MAP_FAILED, "mmap");
  CHECK (mprotect (p + pages * page, page, PROT_NONE) == 0, "mprotect");
  memset (p, fill, pages * page);
  return p + pages * page - bytes;
}

int
main (void)
{
  static float a[MAX_N];
  static float two_ref[2 * MAX_N], three_ref[3 * MAX_N];
  static int four_ref[4 * MAX_N], gap_ref[4 * MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int i = 0; i < n; i++)
	a[i] = (check_rand () % 1000) / 1000.0f - 0.5f;
      float *two = guarded (2 * n * sizeof (float), 0x5a);
      float *three = guarded (3 * n * sizeof (float), 0x5a);
      int *four = guarded (4 * n * sizeof (int), 0x5a);
      /* GAP ends at the last element the loop writes.  */
      int *gap = guarded ((n ? 4 * n - 1 : 0) * sizeof (int), 0x5a);
      memset (two_ref, 0x5a, sizeof two_ref);
      memset (three_ref, 0x5a, sizeof three_ref);
      memset (four_ref, 0x5a, sizeof four_ref);
      memset (gap_ref, 0x5a, sizeof gap_ref);
      stores (n, a, two, three, four, gap);
      stores_ref (n, a, two_ref, three_ref, four_ref, gap_ref);
      CHECK (memcmp (two, two_ref, 2 * n * sizeof (float)) == 0, "two n=%d",
	     n);
      CHECK (memcmp (three, three_ref, 3 * n * sizeof (float)) == 0,
	     "three n=%d", n);
      CHECK (memcmp (four, four_ref, 4 * n * sizeof (int)) == 0, "four n=%d",
	     n);
      CHECK (memcmp (gap, gap_ref, (n ? 4 * n - 1 : 0) * sizeof (int)) == 0,
	     "gap n=%d", n);
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "strided-stores.c:50:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump-times ";; plan: group of stores of stride 2, member \[01\]: " 2 "lockstep" } } */
/* { dg-final { scan-lockstep-note "strided-stores.c:50:\[0-9\]+: note: lockstep: stores of stride 2 interleaved into 2 vector stores" } } */
