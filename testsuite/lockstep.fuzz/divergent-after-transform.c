/* A loop that becomes divergent only through the divergent loop transform
   of another (fuzzer seed 50234, reduced): after the one-iteration loop
   over J, which a goto leaves for some lanes, is transformed, the analysis
   found a divergent loop left over and lockstep stopped with an internal
   compiler error at -O3 -march=skylake-avx512.  Such loops are transformed
   in turn.  (Compile only: PV is read uninitialized, as in the fuzzer's
   program after reduction, which is what makes V1's shape undefined.)  */
/* { dg-do compile { target lockstep_target_x86 } } */
/* { dg-options "-O3 -march=skylake-avx512 -w -fopt-info-vec" } */

#define SIZE 272
int in_si[SIZE], gidx[SIZE], perm[SIZE];
float o0_0[SIZE];
int loop0_n;

static inline long long
f2i (double x)
{
  return x > -1e9 && x < 1e9 ? (long long) x : 7;
}

void
loop0 (float uf, double ud, unsigned mu)
{
  unsigned char pv;
  unsigned char lp = 0;
#pragma omp simd lastprivate(lp) private(pv)
  for (int i = 0; i < loop0_n; i += 2)
    {
      unsigned v1 = __builtin_parity (pv) & f2i (uf);
      unsigned v2 = 1;
      switch (f2i (uf) & 7)
      case 2: case 3: case 5:
	for (int j = 0; j < 1; j++)
	  if ((v1 & 0xff) && 0 < -v2)
	    switch (f2i (uf) & 7)
	      {
	      case 1: case 3:
		if (mu != 0)
		  if (in_si[gidx[i]] & 12345678)
		    goto done;
		if (ud == 0)
		  v2 &= 0;
	      default:;
	      }
    done:
      o0_0[perm[i]] += v2 & 0xffff;
    }
}

/* { dg-final { scan-lockstep-note "divergent-after-transform.c:30:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, \[0-9\]+ branch(es)? linearized, 2 divergent loops" { target { ! lockstep_gcc11 } } } } */
/* GCC 11 leaves no loop over J (one iteration) and unswitches the loop
   over I on its invariant tests: five copies, each vectorized, none with a
   divergent loop; the one with the goto linearizes its branch.  */
/* { dg-final { scan-lockstep-note "divergent-after-transform.c:32:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 1 branch linearized, 0 divergent loops" { target lockstep_gcc11 } } } */
/* { dg-final { scan-lockstep-note-not "missed: lockstep" { target lockstep_gcc11 } } } */
