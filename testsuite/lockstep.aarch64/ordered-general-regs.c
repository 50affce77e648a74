/* An ordered simd block under a varying branch, on aarch64 without vector
   registers (-mgeneral-regs-only): run lane by lane in vectors held in
   integer registers, it gave wrong results (fuzzer seed 600001): the
   one-hot constant selecting each lane of the block's mask had _Bool
   elements in a vector of 32-bit signed booleans, and vector lowering
   folded its word-sized pieces with one byte per element.  */
/* { dg-do run } */
/* { dg-options "-O2 -mgeneral-regs-only -fopt-info-vec" } */

#include <stdlib.h>

#define N 64
unsigned long long in[N + 16];
int out[N + 16], ref[N + 16];
unsigned acc;

#define BODY(o)								\
  do {									\
    lp = in[i + 10];							\
    if (in[i] != 3)							\
      {									\
	_Pragma ("omp ordered simd")					\
	{								\
	  acc = acc * 31u + (unsigned) i;				\
	  o[i + 5] = (int) acc;						\
	}								\
      }									\
    o[i + 5] ^= (int) lp;						\
  } while (0)

__attribute__ ((noipa)) unsigned long long
f (int n)
{
  unsigned long long lp = 0xff;
#pragma omp simd simdlen(8) lastprivate(lp)
  for (int i = 0; i < n; i++)
    BODY (out);
  return lp;
}

int
main (void)
{
  for (int i = 0; i < N + 16; i++)
    in[i] = i % 5;
  for (int n = 0; n <= N; n += 7)
    {
      acc = 1;
      unsigned long long lp = f (n);
      unsigned a = acc;
      acc = 1;
      unsigned long long rlp = 0xff;
      for (int i = 0; i < n; i++)
	{
	  unsigned long long lp = 0;
	  BODY (ref);
	  rlp = lp;
	}
      if (n && lp != rlp)
	abort ();
      if (a != acc)
	abort ();
      for (int i = 5; i < n + 5; i++)
	if (out[i] != ref[i])
	  abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "ordered-general-regs.c:3\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
