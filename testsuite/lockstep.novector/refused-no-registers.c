/* Without vector registers (and without vf=) lockstep leaves the loop
   as it is and says why: generic vectors that GCC splits into scalars
   cannot beat the scalar loop.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-missed" } */

int k[1000], v[1000];

void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      int t = v[i], c = 0;
      while (t > 1)
	{
	  t >>= 1;
	  c++;
	}
      k[i] = c;
    }
}

/* { dg-final { scan-lockstep-note "refused-no-registers.c:15:\[0-9\]+: missed: lockstep: not vectorized: not profitable: the target has no vector registers for values of type 'int'" } } */
