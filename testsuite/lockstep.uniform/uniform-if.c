/* Branches on uniform (loop-invariant) conditions stay branches.  */
/* A flag argument, an if/else chain on a uniform value, and a condition loaded
   from memory the loop does not write.  */
/* { dg-do run } */
/* { dg-options "-fno-unswitch-loops -fopt-info-vec -fdump-tree-lockstep-details" } */

#include "check.h"

#define BODY1								\
  do {									\
    int v = x[i];							\
    if (flag)								\
      v = v * 3 + 1;							\
    y[i] = v + i;							\
  } while (0)

NOIPA void
flag_if (int n, int flag, int *restrict x, int *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY1;
}

NOIPA void
flag_if_ref (int n, int flag, int *restrict x, int *restrict y)
{
  for (int i = 0; i < n; i++)
    BODY1;
}

#define BODY2								\
  do {									\
    float v = x[i];							\
    if (mode == 0)							\
      y[i] = v + 1.0f;							\
    else if (mode == 1)							\
      y[i] = v * 2.0f;							\
    else if (mode > 5)							\
      {									\
	y[i] = v - 3.0f;						\
	z[i] = (int) v;							\
      }									\
    else								\
      z[i] = -i;							\
  } while (0)

NOIPA void
chain (int n, int mode, float *restrict x, float *restrict y,
       int *restrict z)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY2;
}

NOIPA void
chain_ref (int n, int mode, float *restrict x, float *restrict y,
	   int *restrict z)
{
  for (int i = 0; i < n; i++)
    BODY2;
}

/* The condition is a load from an address that does not depend on the
   lane.  */
#define BODY3								\
  do {									\
    double v = x[i];							\
    if (cfg->scale != 0)						\
      v *= cfg->factor;							\
    y[i] = v;								\
  } while (0)

struct config
{
  int scale;
  double factor;
};

NOIPA void
loaded_cond (int n, const struct config *restrict cfg, double *restrict x,
	     double *restrict y)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    BODY3;
}

NOIPA void
loaded_cond_ref (int n, const struct config *restrict cfg,
		 double *restrict x, double *restrict y)
{
  for (int i = 0; i < n; i++)
    BODY3;
}

int
main (void)
{
  static int xi[MAX_N], yi[MAX_N], yir[MAX_N], z[MAX_N], zr[MAX_N];
  static float xf[MAX_N], yf[MAX_N], yfr[MAX_N];
  static double xd[MAX_N], yd[MAX_N], ydr[MAX_N];
  for (unsigned t = 0; t < N_TRIP_COUNTS; t++)
    {
      int n = trip_counts[t];
      for (int flag = 0; flag < 2; flag++)
	{
	  for (int i = 0; i < MAX_N; i++)
	    {
	      xi[i] = check_rand () - 0x400000;
	      yi[i] = yir[i] = check_rand ();
	    }
	  flag_if (n, flag, xi, yi);
	  flag_if_ref (n, flag, xi, yir);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (yi[i] == yir[i], "flag_if n=%d flag=%d i=%d", n, flag, i);
	}
      for (int mode = 0; mode < 8; mode++)
	{
	  for (int i = 0; i < MAX_N; i++)
	    {
	      xf[i] = check_rand () % 1000;
	      yf[i] = yfr[i] = check_rand () % 1000;
	      z[i] = zr[i] = check_rand ();
	    }
	  chain (n, mode, xf, yf, z);
	  chain_ref (n, mode, xf, yfr, zr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (yf[i] == yfr[i] && z[i] == zr[i], "chain n=%d mode=%d i=%d",
		   n, mode, i);
	}
      for (int scale = 0; scale < 2; scale++)
	{
	  struct config cfg = { scale, 1.5 };
	  for (int i = 0; i < MAX_N; i++)
	    {
	      xd[i] = check_rand () % 1000;
	      yd[i] = ydr[i] = check_rand ();
	    }
	  loaded_cond (n, &cfg, xd, yd);
	  loaded_cond_ref (n, &cfg, xd, ydr);
	  for (int i = 0; i < MAX_N; i++)
	    CHECK (yd[i] == ydr[i], "loaded_cond n=%d scale=%d i=%d", n, scale,
		   i);
	}
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "uniform-if.c:22:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized, 0 divergent loops, 1 uniform branch kept" } } */
/* { dg-final { scan-lockstep-note "uniform-if.c:54:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized, 0 divergent loops, 3 uniform branches kept" } } */
/* { dg-final { scan-lockstep-note "uniform-if.c:87:\[0-9\]+: optimized: loop vectorized by lockstep: VF \[0-9\]+, 0 branches linearized, 0 divergent loops, 1 uniform branch kept" } } */
/* { dg-final { scan-tree-dump-not "divergent branch in bb" "lockstep" } } */
