/* Benchmark kernel: binomial-tree pricing of American put options (the
   Cox-Ross-Rubinstein model, 128 time steps): for each of 8192 options, the
   values of the 129 leaves of the tree, then backward induction to the
   root, each node worth the larger of its discounted expected value and of
   exercising the option there.  The loop over the options is annotated, so
   each lane runs the whole induction over its own private array of 129
   values (an array local to the loop body); the early-exercise test is a
   per-lane branch.
   -ffp-contract=off: every build then rounds alike (the few expf and sqrtf
   per option are glibc's scalar functions, or instructions) and the prices
   are compared exactly.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off */

#include "bench.h"

#define NOPTIONS 8192
#define NSTEPS 128
#define REPS 1

/* Read at run time, so that no compiler specializes on them.  */
static volatile int size_n = NOPTIONS;

#define INLINE static inline __attribute__ ((always_inline))

/* The price of the American put option to sell at STRIKE in EXPIRY years
   an asset now at SPOT, with riskless rate RATE and volatility VOL, on a
   tree of NSTEPS steps.  */
INLINE float
american_put (float spot, float strike, float rate, float vol, float expiry)
{
  float v[NSTEPS + 1];
  float dt = expiry / NSTEPS;
  float u = expf (vol * sqrtf (dt));
  float d = 1.0f / u;
  float growth = expf (rate * dt);
  float pu = (growth - d) / (u - d);
  float pd = 1.0f - pu;
  float disc = 1.0f / growth;
  float u2 = u * u;

  /* The leaves: the asset at SPOT * d^NSTEPS * u^(2 * i).  */
  float low = spot;
  for (int j = 0; j < NSTEPS; j++)
    low *= d;
  float s = low;
  for (int i = 0; i <= NSTEPS; i++)
    {
      v[i] = strike - s > 0.0f ? strike - s : 0.0f;
      s *= u2;
    }

  /* Backward induction: at step J, node I is the asset at
     LOW * u^(NSTEPS - J) * u^(2 * i).  */
  for (int j = NSTEPS - 1; j >= 0; j--)
    {
      low *= u;
      s = low;
      for (int i = 0; i <= j; i++)
	{
	  float hold = disc * (pu * v[i + 1] + pd * v[i]);
	  float exercise = strike - s;
	  if (exercise > hold)
	    v[i] = exercise;
	  else
	    v[i] = hold;
	  s *= u2;
	}
    }
  return v[0];
}

/* The hot loop: PRICE[i] is the price of the American put option SPOT[i],
   STRIKE[i], RATE[i], VOL[i], EXPIRY[i], for the N options.  */
__attribute__ ((noinline)) void
binomial (int n, const float *restrict spot, const float *restrict strike,
	  const float *restrict rate, const float *restrict vol,
	  const float *restrict expiry, float *restrict price)
{
#pragma omp simd
  for (int i = 0; i < n; i++)
    price[i] = american_put (spot[i], strike[i], rate[i], vol[i], expiry[i]);
}

/* The scalar reference: the same loop, not annotated.  */
__attribute__ ((noinline)) void
binomial_ref (int n, const float *restrict spot, const float *restrict strike,
	      const float *restrict rate, const float *restrict vol,
	      const float *restrict expiry, float *restrict price)
{
  for (int i = 0; i < n; i++)
    price[i] = american_put (spot[i], strike[i], rate[i], vol[i], expiry[i]);
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
  float *price = bench_alloc (n, sizeof (float));
  float *price_ref = bench_alloc (n, sizeof (float));
  bench_options (n, 4711, spot, strike, rate, vol, expiry);

  double t0 = bench_now ();
  for (int r = 0; r < REPS; r++)
    binomial (n, spot, strike, rate, vol, expiry, price);
  double seconds = bench_now () - t0;

  binomial_ref (n, spot, strike, rate, vol, expiry, price_ref);
  bench_check_fp ("binomial", price, price_ref, n, sizeof (float), 0);
  double sum = 0;
  for (int i = 0; i < n; i++)
    sum += price[i];
  bench_report_fp (seconds, sum, 0);
  return 0;
}
