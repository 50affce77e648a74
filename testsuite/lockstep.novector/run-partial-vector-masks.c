/* Masks of two 16-bit or 32-bit lanes (-m32 -msse2: the partial vector
   modes V2HI and V2SI) keep their selects; reinterpreting them as integer
   vectors gave wrong results (fuzzer seed 3022, loop 13).  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec" } */

#include "../lockstep.uniform/check.h"

#define SIZE 300
static unsigned short o[SIZE], e[SIZE];
static unsigned long long ul[SIZE];
static unsigned char uc[SIZE];
static int perm[SIZE];
static int fi[SIZE];

#define BODY(O, i)							\
  do {									\
    unsigned v0 = ((unsigned) O[i] >> (fi[i + 5] & 31))		\
		  << ((unsigned) m * O[i] & 31);			\
    int st = 0;								\
    while (v0 < 3u && st < 17)						\
      {									\
	st++;								\
	v0 >>= 1;							\
	if (ud > 7)							\
	  O[i] = (unsigned short) v0;					\
      }									\
    switch ((v0 < 272 && ul[v0] > 7ULL ? (unsigned) O[i]		\
	     : (unsigned) uc[perm[i]]) & 7)				\
      {									\
      case 1:								\
      case 2:								\
      case 4:								\
	v0 = 2u / ((0u / ((unsigned) (short) fi[i] | 1)) | 1);		\
	break;								\
      default:								\
	break;								\
      }									\
    O[i] = (unsigned short) v0;						\
  } while (0)

NOIPA void
f (int n, int m, int ud)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY (o, i);
}

NOIPA void
f_ref (int n, int m, int ud)
{
  for (int i = 0; i < n; i++)
    BODY (e, i);
}

int
main (void)
{
  for (int i = 0; i < SIZE; i++)
    {
      ul[i] = check_rand () % 16;
      uc[i] = check_rand ();
      perm[i] = (i * 7) % SIZE;
      fi[i] = check_rand () % 40 - 5;
    }
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    for (int ud = 0; ud < 10; ud += 9)
      {
	int n = trip_counts[t] < 280 ? trip_counts[t] : 280;
	for (int i = 0; i < SIZE; i++)
	  o[i] = e[i] = check_rand () % 8;
	f (n, 3, ud);
	f_ref (n, 3, ud);
	for (int i = 0; i < SIZE; i++)
	  CHECK (o[i] == e[i], "n %d ud %d o[%d] = %u, expected %u", n, ud,
		 i, o[i], e[i]);
      }
  return 0;
}

/* { dg-final { scan-lockstep-note "run-partial-vector-masks.c:47:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
