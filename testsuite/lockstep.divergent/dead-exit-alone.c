/* A constant trip count and a test of the iteration number: GCC makes
   "i != 3" an exit of the loop, and a never-taken exit may lead to a block
   no other edge reaches.  Removing that exit left the block unreachable
   (an internal compiler error in the dominance computation with the
   aarch64 plugin; fuzzer seed 3106); such exits stay now.  */
/* { dg-do run } */
/* { dg-options "-fopt-info-vec-missed" } */

#include "check.h"

static int o0[64], e0[64], si[256];
static double o2[64], e2[64];
static unsigned char uc[256];
static int perm[64];

#define BODY(O0, O2, i)							\
  do {									\
    int kc1 = 0;							\
    for (int k2 = 0; k2 < 1; k2++)					\
      while (kc1 < 1)							\
	{								\
	  kc1++;							\
	  O0[i] = (int) ((unsigned) (signed char) ud			\
			 * (unsigned) si[i * 7 & 255]);			\
	  O2[perm[i]] = (i != 3) ? (double) uc[perm[i]] : (double) si[3];	\
	}								\
  } while (0)

NOIPA void
f (int ud)
{
#pragma omp simd
  for (int i = 0; i < 4; i++)
    BODY (o0, o2, i);
}

int
main (void)
{
  for (int i = 0; i < 256; i++)
    {
      si[i] = check_rand () % 1000 - 500;
      uc[i] = check_rand ();
    }
  for (int i = 0; i < 64; i++)
    perm[i] = (i * 5) % 64;
  for (int ud = -3; ud < 4; ud += 3)
    {
      for (int i = 0; i < 64; i++)
	{
	  o0[i] = e0[i] = i;
	  o2[i] = e2[i] = -i;
	}
      f (ud);
      for (int i = 0; i < 4; i++)
	BODY (e0, e2, i);
      for (int i = 0; i < 64; i++)
	CHECK (o0[i] == e0[i] && o2[i] == e2[i], "ud %d i %d", ud, i);
    }
  return 0;
}
