/* -fopt-info-vec-note: after the "vectorized" line, a remark at each
   divergent branch and divergent loop, each all-false skip, each call and
   each memory access that is not a plain vector access, saying why and
   what would vectorize it.  */
/* { dg-do compile } */
/* { dg-options "-fopt-info-vec-optimized-note" } */

float a[1024], b[1024], o[1024];
int idx[1024];
float ext (float);
#pragma omp declare simd
float cl (float);
float expf (float);

void
f (int n)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    {
      float x = a[i];
      if (x > 0.5f)
	x = expf (x) + b[idx[i]];
      else
	x = ext (x) + cl (x);
      int k = 0;
      while (x > 1.0f)
	{
	  x *= 0.5f;
	  k++;
	}
      o[idx[i]] = x + k;
    }
}

/* { dg-final { scan-lockstep-note "remarks.c:21:\[0-9\]+: optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-lockstep-note "remarks.c:22:\[0-9\]+: note: lockstep: divergent branch: its sides run one after the other" } } */
/* { dg-final { scan-lockstep-note "remarks.c:27:\[0-9\]+: note: lockstep: divergent loop: it runs until its last lane is done" } } */
/* { dg-final { scan-lockstep-note "remarks.c:27:\[0-9\]+: note: lockstep: all-false skip" } } */
/* { dg-final { scan-lockstep-note "remarks.c:25:\[0-9\]+: note: lockstep: call to 'ext' made lane by lane, for the active lanes: an 'omp declare simd' declaration" } } */
/* { dg-final { scan-lockstep-note "remarks.c:25:\[0-9\]+: note: lockstep: call to 'cl' through its simd clone" } } */
/* { dg-final { scan-lockstep-note "remarks.c:23:\[0-9\]+: note: lockstep: call to 'expf' made lane by lane, for the active lanes: it may set errno; -fno-math-errno, or a vector math library" } } */
/* { dg-final { scan-lockstep-note "remarks.c:23:\[0-9\]+: note: lockstep: (gather for the load of 'b\\\[_\[0-9\]+\\\]': its address differs per lane|load of 'b\\\[_\[0-9\]+\\\]' made lane by lane)" } } */
/* { dg-final { scan-lockstep-note "remarks.c:32:\[0-9\]+: note: lockstep: store to 'o\\\[\[a-z_0-9\]+\\\]' made lane by lane" } } */
