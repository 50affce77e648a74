/* Masked-off lanes of a load made lane by lane read a zero object.  That
   was a local variable zeroed by a store in the vector loop's preheader,
   outside the blocks the widening stage renames: the loads of the loop's
   scalar copy after it kept the virtual operand from before the store
   (invalid SSA under -fchecking, an error of option verify: fuzzer seed
   944056).  The zero is a constant now.  Two calls that do not return
   make the loop's rare exits; none is taken here.  */
/* { dg-do run } */
/* { dg-options "-fchecking -fplugin-arg-lockstep-cost=unlimited -fopt-info-vec -w" } */

#include "check.h"

int in_si[1040];
unsigned in_ui[1040];
short ex_ss[272];
long long ex_sl[272];
volatile int died;

static inline long long
f2i (double x)
{
  return x > -1e9 && x < 1e9 ? (long long) x : -7;
}

__attribute__ ((noreturn, noinline)) static void
die (int a)
{
  died = a;
  exit (40 + (a & 15));
}

NOIPA unsigned long long
kernel (double ud)
{
  signed char r0 = -1;
#pragma omp simd reduction(&:r0)
  for (int i = 0; i < 31; i++)
    {
      if ((in_ui[i] == 0xa5a5a5a5u || ex_ss[i + 10] < 0) && i >= 16)
	die (i);
      for (int j = 0; j < ((int) f2i (ud) & 7); j++)
	;
      if ((ex_sl[i] & -100000LL) && in_si[i] != 2147483647)
	die (i);
    }
  return (unsigned long long) r0;
}

int
main (void)
{
  for (int i = 0; i < 272; i++)
    {
      ex_ss[i] = (short) i;
      ex_sl[i] = i & 3;
    }
  for (int i = 0; i < 1040; i++)
    {
      in_ui[i] = (unsigned) check_rand ();
      in_si[i] = i % 5 ? 2147483647 : i;
    }
  CHECK (kernel (3.0) == (unsigned long long) (signed char) -1, "kernel");
  CHECK (died == 0, "died at %d", died);
  return 0;
}

/* { dg-final { scan-lockstep-note "lane-zero-preheader.c:39:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
