/* Masks split into lanes on aarch64 without vector registers
   (-mgeneral-regs-only): each lane of a mask is a 64-bit signed boolean,
   -1 when true.  Expanding the | of the switch's cases into conditional
   compares (which needs GCC's temporary expression replacement) made a
   lane's true 1, whose complement, the default case's mask, is -2 and
   true again: lanes of cases 4 and 6 took the values of the default path
   (wrong code, fuzzer seed 930011).  lockstep turns the replacement off
   in such functions on targets with conditional compares.  */
/* { dg-do run } */
/* { dg-options "-O2 -mgeneral-regs-only -fopt-info-vec -fdump-tree-lockstep" } */

#include <stdlib.h>
#include <string.h>

#define N 256
unsigned char in_uc[N];
int in_si[N];
short g[N], g_ref[N];
unsigned char o[N], o_ref[N];
int gq;
unsigned n_calls;

__attribute__ ((noipa)) static void
gk (void)
{
  n_calls++;
}

#define BODY(O, G)							\
  do {									\
    int v0 = gq;							\
    unsigned char v1 = in_uc[i];					\
    short v2 = v1;							\
    signed char v3 = (signed char) O[i];				\
    switch (((unsigned long long) (short) (in_si[i] - v1)		\
	     << (v3 & 63)) & 7)						\
      {									\
      case 1:								\
	break;								\
      case 4:								\
	v0 = in_si[i];							\
      case 6:								\
	v2 += v2;							\
	G[i] = 0;							\
	break;								\
      default:								\
	if (v3 & 1)							\
	  gk ();							\
      }									\
    O[i] = (unsigned char) (v0 ^ v1 ^ v2 ^ v3);				\
  } while (0)

__attribute__ ((noipa)) void
f (int n)
{
#pragma omp simd simdlen(4)
  for (long long i = 0; i < n; i++)
    BODY (o, g);
}

__attribute__ ((noipa)) void
f_ref (int n)
{
  for (long long i = 0; i < n; i++)
    BODY (o_ref, g_ref);
}

int
main (void)
{
  unsigned s = 12345;
  for (int k = 0; k < N; k++)
    {
      s = s * 1103515245 + 12345;
      in_uc[k] = s >> 16;
      s = s * 1103515245 + 12345;
      /* Selectors of every case in every lane.  */
      in_si[k] = (s >> 8 & ~7) | (k * 5 & 7);
      s = s * 1103515245 + 12345;
      /* A shift count of 0 in most lanes keeps the selector.  */
      o[k] = o_ref[k] = (k % 3 ? 0 : (s >> 16) & 0xff);
      g[k] = g_ref[k] = k;
    }
  for (int n = 0; n <= N; n += 37)
    {
      unsigned calls;
      gq = n * 0x10101;
      n_calls = 0;
      f (n);
      calls = n_calls;
      n_calls = 0;
      f_ref (n);
      if (calls != n_calls
	  || memcmp (o, o_ref, sizeof o) != 0
	  || memcmp (g, g_ref, sizeof g) != 0)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "split-masks-ccmp.c:5\[0-9\]:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump "masks split into lanes: expression replacement off for this function" "lockstep" } } */
