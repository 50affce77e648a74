/* Benchmark kernel: Black-Scholes pricing of European call and put options,
   as in PARSEC's blackscholes: for each of 64K options (spot and strike
   prices, riskless rate, volatility, time to expiry) the two prices, with
   the cumulative normal distribution approximated by the polynomial of
   Abramowitz and Stegun (26.2.17).  The loop over the options is annotated;
   its body calls expf, logf and sqrtf, and the distribution function
   branches on the sign of its argument, per lane.
   Without -ffast-math no compiler here has a vector expf or logf: GCC and
   Clang leave the loop scalar and lockstep calls them lane by lane.  Meant
   to be run also with lockstep's -fplugin-arg-lockstep-veclib=sleef (SLEEF's
   vector functions, without -ffast-math) and with -ffast-math (glibc's
   libmvec, for GCC and lockstep): blackscholes-sleef.c and
   blackscholes-fastmath.c are this kernel built so.  Vector functions
   round differently from glibc's scalar ones (by up to 1 ULP), and the put
   price subtracts terms of the size of the spot price, so results are
   compared within a tolerance of 1e-4 (relative to the larger of the price
   and 1).
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off */

#include "bench.h"

#define NOPTIONS (1 << 16)
/* The variants that include this file may set their own.  */
#ifndef REPS
#define REPS 40
#endif
#define TOL 1e-4

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = NOPTIONS;

#define INLINE static inline __attribute__ ((always_inline))

/* The standard normal cumulative distribution function at X.  */
INLINE float
cnd (float x)
{
  const float a1 = 0.319381530f, a2 = -0.356563782f, a3 = 1.781477937f;
  const float a4 = -1.821255978f, a5 = 1.330274429f;
  const float inv_sqrt_2pi = 0.39894228040143267794f;
  float ax = fabsf (x);
  float k = 1.0f / (1.0f + 0.2316419f * ax);
  float poly = k * (a1 + k * (a2 + k * (a3 + k * (a4 + k * a5))));
  float c = 1.0f - inv_sqrt_2pi * expf (-0.5f * ax * ax) * poly;
  if (x < 0.0f)
    c = 1.0f - c;
  return c;
}

/* The prices *CALL and *PUT of the options to buy and to sell at STRIKE in
   EXPIRY years an asset now at SPOT, with riskless rate RATE and volatility
   VOL.  */
INLINE void
price (float spot, float strike, float rate, float vol, float expiry,
       float *call, float *put)
{
  float vsqrt = vol * sqrtf (expiry);
  float d1
    = (logf (spot / strike) + (rate + 0.5f * vol * vol) * expiry) / vsqrt;
  float d2 = d1 - vsqrt;
  float nd1 = cnd (d1), nd2 = cnd (d2);
  float disc = strike * expf (-rate * expiry);
  *call = spot * nd1 - disc * nd2;
  *put = disc * (1.0f - nd2) - spot * (1.0f - nd1);
}

/* The hot loop: CALL[i] and PUT[i] are the prices of the N options
   SPOT[i], STRIKE[i], RATE[i], VOL[i], EXPIRY[i].  */
__attribute__ ((noinline)) void
blackscholes (int n, const float *restrict spot, const float *restrict strike,
	      const float *restrict rate, const float *restrict vol,
	      const float *restrict expiry, float *restrict call,
	      float *restrict put)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    price (spot[i], strike[i], rate[i], vol[i], expiry[i], &call[i],
	   &put[i]);
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
blackscholes_ref (int n, const float *restrict spot,
		  const float *restrict strike, const float *restrict rate,
		  const float *restrict vol, const float *restrict expiry,
		  float *restrict call, float *restrict put)
{
  for (int i = 0; i < n; i++)
    price (spot[i], strike[i], rate[i], vol[i], expiry[i], &call[i],
	   &put[i]);
}

int
main (void)
{
  int n = size_n;
  float *spot = bench_alloc (n, sizeof (float));
  float *strike = bench_alloc (n, sizeof (float));
  float *rate = bench_alloc (n, sizeof (float));
  float *vol = bench_alloc (n, sizeof (float));
  float *expiry = bench_alloc (n, sizeof (float));
  float *call = bench_alloc (n, sizeof (float));
  float *put = bench_alloc (n, sizeof (float));
  float *call_ref = bench_alloc (n, sizeof (float));
  float *put_ref = bench_alloc (n, sizeof (float));
  bench_options (n, 1973, spot, strike, rate, vol, expiry);

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    blackscholes (n, spot, strike, rate, vol, expiry, call, put);
  double seconds = bench_now () - t0;

  blackscholes_ref (n, spot, strike, rate, vol, expiry, call_ref, put_ref);
  bench_check_fp ("blackscholes", call, call_ref, n, sizeof (float), TOL);
  bench_check_fp ("blackscholes", put, put_ref, n, sizeof (float), TOL);
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += call[i] + put[i];
  bench_report_fp (seconds, sum, TOL);
  return 0;
}
