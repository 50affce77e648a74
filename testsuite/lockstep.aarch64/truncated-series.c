/* Lane values of a truncated induction variable wrap from one lane to the
   next: (signed char) i is 127 in one lane and -128 in the next.  Built as a
   signed vector addition of { 0, 1, ... }, the lane comparisons were folded
   as if the addition could not wrap (fuzzer seed 200012: NEON has no
   vectors of two chars, so lowering compares such lanes one by one).  */
/* { dg-do run } */
/* { dg-options "-O2 -fsplit-loops -fplugin-arg-lockstep-vf=2" } */

#include <stdlib.h>

signed char sc[600];
unsigned char o[600];
short ss[70000];
unsigned char o2[70000];

__attribute__ ((noipa)) void
narrow (int s, int n)
{
#pragma omp simd
  for (int i = s; i < n; i++)
    {
      unsigned v = 10u * (unsigned) ((signed char) i <= sc[i]);
      v += i < 3 ? 7u : (unsigned) i;
      o[i] = v;
    }
}

__attribute__ ((noipa)) void
narrow_short (int s, int n)
{
#pragma omp simd
  for (int i = s; i < n; i++)
    o2[i] = (short) i <= ss[i] ? 1 : (short) i > 0 ? 2 : 3;
}

int
main (void)
{
  for (int k = 0; k < 600; k++)
    sc[k] = (k * 37) % 256 - 128;
  for (int k = 0; k < 70000; k++)
    ss[k] = (k * 37) % 65536 - 32768;
  for (int s = 0; s < 8; s++)
    {
      narrow (s, 600);
      for (int i = s; i < 600; i++)
	{
	  unsigned v = 10u * (unsigned) ((signed char) i <= sc[i]);
	  v += i < 3 ? 7u : (unsigned) i;
	  if (o[i] != (unsigned char) v)
	    abort ();
	}
      narrow_short (s, 70000);
      for (int i = s; i < 70000; i++)
	if (o2[i] != ((short) i <= ss[i] ? 1 : (short) i > 0 ? 2 : 3))
	  abort ();
    }
  return 0;
}
