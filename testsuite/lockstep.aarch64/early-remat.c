/* GCC 12's aarch64 pass early_remat recomputed the vector of the lanes'
   indices after the inner loop that fills the lane-private array pa from
   the inner loop's last counter, which shared the index's register
   (wrong code with SVE vectors of 256 and 512 bits; fuzzer seed 870103).
   The pass does not run on functions lockstep vectorized: the dump of
   early_remat has the reference function, not the vectorized one.  */
/* { dg-do run } */
/* { dg-options "-O3 -march=armv8.2-a+sve -msve-vector-bits=256 -ffp-contract=off -fopt-info-vec -fdump-rtl-early_remat" } */

#include <math.h>
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

#define N 256
#define SIZE 272
#define BIG 1040
signed char in_sc[BIG];
unsigned char in_uc[BIG];
short in_ss[BIG];
unsigned short in_us[BIG];
int in_si[BIG];
unsigned in_ui[BIG];
long long in_sl[BIG];
unsigned long long in_ul[BIG];
float in_f[BIG];
double in_d[BIG];
int gidx[SIZE], perm[SIZE];
long long gq;
unsigned long long o14_0[SIZE], o14_r[SIZE];
unsigned acc14;

static unsigned long long H;

static void
hu (unsigned long long v)
{
  H = (H ^ v) * 0x100000001b3ULL;
  H ^= H >> 29;
}


static unsigned long long
fb (double x)
{
  unsigned long long u;
  if (x != x)
    return 0x7ff8deadULL;
  memcpy (&u, &x, sizeof u);
  return u;
}

static inline long long
f2i (double x)
{
  return x > -1e9 && x < 1e9 ? (long long) x : -7;
}

/* x87 (FLT_EVAL_METHOD 2): sqrt and sqrtf return their result unrounded,
   glibc's and GCC's fsqrt alike, and GCC takes it for rounded, so that
   whether it is depends on register allocation (-O0 and -O2 differ).
   Round it with conversions GCC keeps: (float) (double) sqrtl.  */
#if __FLT_EVAL_METHOD__ == 2
#define SQRT(x) ((double) sqrtl (x))
#define SQRTF(x) ((float) SQRT (x))
#else
#define SQRT(x) sqrt (x)
#define SQRTF(x) sqrtf (x)
#endif


static unsigned long long rs;

static unsigned long long
rnd (void)
{
  rs ^= rs << 13;
  rs ^= rs >> 7;
  rs ^= rs << 17;
  return rs;
}


static double
rndf (void)
{
  static const double special[] = { 0.0, -0.0, 1.0, -1.0, 0.5, 1e30,
    -1e30, 1e-40, 3e38, 1.0 / 0.0, -1.0 / 0.0, 0.0 / 0.0, 2147483648.0,
    -2147483649.0, 255.5, 65536.0 };
  unsigned long long v = rnd ();
  if (v % 8 == 0)
    return special[(v >> 8) % 16];
  if (v % 8 < 4)
    return (double) (long long) ((v >> 8) % 200) - 100.0;
  return ((double) ((v >> 8) % 2000001) - 1000000.0) / 1024.0;
}


static unsigned long long
rndi (void)
{
  unsigned long long v = rnd ();
  switch (v % 8)
    {
    case 0: return 0;
    case 1: return -1ULL;
    case 2: return (v >> 8) % 64;
    case 3: return -((v >> 8) % 64);
    case 4: return 1ULL << ((v >> 8) % 64);
    default: return v >> 3;
    }
}

__attribute__((noinline)) static void
gk (void)
{
  __asm__ volatile ("");
}

__attribute__((noinline)) static void
gka (unsigned x)
{
  __asm__ volatile ("" : : "r" (x));
}

__attribute__((noinline)) static unsigned
pf0 (unsigned long long x0, double x1)
{
  float l0 = (in_f[55] - ((float)((((3.25) > x1) != (((short)(x0)) >= ((short)(x0)))) ? ((float)(x1)) : (0.75f))));
  switch (((unsigned short)(((unsigned short)(((unsigned short)0xffu) - ((unsigned short)(((short)f2i(x1)))))) ^ ((unsigned short)(((unsigned short)f2i(x1)) > ((unsigned short)f2i(x1)))))) & 7)
  {
  case 2:
    if (((int)((((unsigned short)(x0)) < ((unsigned short)f2i(l0))) ? ((int)f2i(l0)) : ((int)(x0)))) & ((int)1))
    {
    }
    break;
  case 5:
    break;
  default:
  }
  return ((unsigned)(((unsigned)f2i(l0)) | ((unsigned)f2i(x1))));
}

__attribute__((noinline)) static void
set_ul (unsigned long long *p, unsigned long long v)
{
  *p = v;
}


__attribute__((noipa))
static unsigned long long
loop14 (int n, int m, float uf, double ud, unsigned mu)
{
#pragma omp simd simdlen(16)
  for (unsigned i = 0; i < (unsigned)n; i++)
  {
    unsigned long long v0 = ((unsigned long long)(((unsigned long long)(((long long)0x123456789LL))) + in_ul[39]));
    unsigned short v1 = ((unsigned short)(mu));
    unsigned char pa[8];
    for (int q = 0; q < 8; q++)
      pa[q] = ((unsigned char)(((unsigned char)f2i(SQRT(((double)(v0))))) - ((unsigned char)(in_uc[((i + q) & 255)] | in_uc[(i * 16 & 255)]))));
    set_ul(&o14_0[i], ((unsigned long long)(((unsigned long long)(((unsigned long long)0xffULL) + ((unsigned long long)f2i(in_f[((unsigned)(((unsigned)(i & ((unsigned)(v0))))) & 255)])))) ^ in_ul[(i * 3 & 255)])));
    v1 -= ((unsigned short)(((unsigned short)((unsigned)((unsigned short)(in_sc[(i * 4 & 255)])) * in_us[((unsigned)((int)(mu)) & 255)])) & ((unsigned short)(o14_0[i]))));
    v1 += ((unsigned short)(pa[(((unsigned)(in_ui[((unsigned)((int)f2i(uf)) & 255)] - in_ui[perm[i]])) & 7)]));
    if (((short)((((short)(v0)) >> 1) % (((((short)(pa[5])) & 63) - 32) | 1))) <= ((short)(in_ui[(i * 2 & 255)])))
      continue;
    o14_0[i] = (unsigned long long)(((unsigned long long)((long long)(v0)) ^ (unsigned long long)((long long)(v1))));
  }
  return 0ULL;
}


__attribute__((noipa))
static unsigned long long
loop14_ref (int n, int m, float uf, double ud, unsigned mu)
{
  for (unsigned i = 0; i < (unsigned)n; i++)
  {
    unsigned long long v0 = ((unsigned long long)(((unsigned long long)(((long long)0x123456789LL))) + in_ul[39]));
    unsigned short v1 = ((unsigned short)(mu));
    unsigned char pa[8];
    for (int q = 0; q < 8; q++)
      pa[q] = ((unsigned char)(((unsigned char)f2i(SQRT(((double)(v0))))) - ((unsigned char)(in_uc[((i + q) & 255)] | in_uc[(i * 16 & 255)]))));
    set_ul(&o14_r[i], ((unsigned long long)(((unsigned long long)(((unsigned long long)0xffULL) + ((unsigned long long)f2i(in_f[((unsigned)(((unsigned)(i & ((unsigned)(v0))))) & 255)])))) ^ in_ul[(i * 3 & 255)])));
    v1 -= ((unsigned short)(((unsigned short)((unsigned)((unsigned short)(in_sc[(i * 4 & 255)])) * in_us[((unsigned)((int)(mu)) & 255)])) & ((unsigned short)(o14_r[i]))));
    v1 += ((unsigned short)(pa[(((unsigned)(in_ui[((unsigned)((int)f2i(uf)) & 255)] - in_ui[perm[i]])) & 7)]));
    if (((short)((((short)(v0)) >> 1) % (((((short)(pa[5])) & 63) - 32) | 1))) <= ((short)(in_ui[(i * 2 & 255)])))
      continue;
    o14_r[i] = (unsigned long long)(((unsigned long long)((long long)(v0)) ^ (unsigned long long)((long long)(v1))));
  }
  return 0ULL;
}


int
main (void)
{
  rs = 870104ULL * 2654435761ULL + 1;
  for (int k = 0; k < SIZE; k++)
    {
      in_sc[k] = (signed char) rndi ();
      in_uc[k] = (unsigned char) rndi ();
      in_ss[k] = (short) rndi ();
      in_us[k] = (unsigned short) rndi ();
      in_si[k] = (int) rndi ();
      in_ui[k] = (unsigned) rndi ();
      in_sl[k] = (long long) rndi ();
      in_ul[k] = (unsigned long long) rndi ();
      in_f[k] = (float) rndf ();
      in_d[k] = (double) rndf ();
      gidx[k] = rnd () % N;
      perm[k] = k;
    }
  for (int k = N - 1; k > 0; k--)
    {
      int j = rnd () % (k + 1), t = perm[k];
      perm[k] = perm[j];
      perm[j] = t;
    }
  for (int k = SIZE; k < BIG; k++)
    {
      in_sc[k] = (signed char) rndi ();
      in_uc[k] = (unsigned char) rndi ();
      in_ss[k] = (short) rndi ();
      in_us[k] = (unsigned short) rndi ();
      in_si[k] = (int) rndi ();
      in_ui[k] = (unsigned) rndi ();
      in_sl[k] = (long long) rndi ();
      in_ul[k] = (unsigned long long) rndi ();
      in_f[k] = (float) rndf ();
      in_d[k] = (double) rndf ();
    }
  static const struct { int n, m; float uf; double ud; unsigned mu; } a[] = {
    { 1, -100, 1e10f, 1e300, 1u },
    { 31, 7, 1.5f, -3.0, 0u },
    { 33, -3, 0.0f, -3.0, 0xffffffffu },
    { 256, 5, 0.0f, 1e300, 1u }
  };
  for (int c = 0; c < 4; c++)
    {
      for (int k = 0; k < SIZE; k++)
	o14_0[k] = o14_r[k] = rndi ();
      loop14 (a[c].n, a[c].m, a[c].uf, a[c].ud, a[c].mu);
      loop14_ref (a[c].n, a[c].m, a[c].uf, a[c].ud, a[c].mu);
      if (memcmp (o14_0, o14_r, sizeof o14_0) != 0)
	abort ();
    }
  return 0;
}

/* { dg-final { scan-lockstep-note "loop vectorized by lockstep: VF 16" } } */
/* { dg-final { scan-rtl-dump "Function loop14_ref " "early_remat" } } */
/* { dg-final { scan-rtl-dump-not "Function loop14 " "early_remat" } } */
