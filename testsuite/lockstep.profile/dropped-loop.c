/* A profiled loop in a clone whose code a later pass removes: the report
   at exit still reads its counters, which must be emitted (at -O3 the link
   failed with an undefined __lockstep_profile_N).  The program is loop 13
   of fuzzer seed 710017 (fuzz/gen.py 710017 --loops 16 --only 13).  */
/* { dg-do run } */
/* { dg-options "-w -fplugin-arg-lockstep-profile" } */

#include <math.h>
#include <stdio.h>
#include <string.h>

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
unsigned char o13_0[SIZE];
unsigned acc13;

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

__attribute__((noinline)) static signed char
pf0 (int x0)
{
  float l0 = ((float)((((1e30f) != ((float)(x0))) >= (((long long)0x3LL) != 0)) ? ((float)(((signed char)(((signed char)(((unsigned char)0xfu))) & ((signed char)(-128)))))) : ((0.1f) / ((float)(x0)))));
  int l1 = ((int)(((int)(((unsigned short)(x0)))) >> (((unsigned short)(((unsigned)!((unsigned)f2i(l0))))) & 31)));
  l1 = in_si[((unsigned)(((unsigned)(((unsigned)(x0)) + ((unsigned)(((long long)0x3e8LL)))))) & 255)];
  l0 = l0;
  {
    for (int j1 = 0; j1 < (((int)(((int)(((int)2147483647) != l1)) >> (((short)f2i(l0)) & 31))) & 15); j1++)
    {
      if ((((float)((((double)(l0)) - (0.5)))) * ((float)(((unsigned char)(((unsigned char)(in_sl[101])) - ((unsigned char)(x0))))))) < (-0.0f))
      {
      }
    }
  }
  return ((signed char)(((signed char)(((signed char)(in_ss[((unsigned)(((unsigned)(l1))) & 255)])) - ((signed char)(l1)))) + ((signed char)(((signed char)(((short)(l1)))) - ((signed char)(l1))))));
}

__attribute__((noinline)) static double
pf1 (float x0, short x1)
{
  unsigned char l0 = ((unsigned char)0x80u);
  l0 = l0;
  if (((unsigned char)(((unsigned char)(((unsigned char)(in_sl[258])) >> (((int)(x1)) & 31))) & ((unsigned char)(((unsigned char)(in_sc[((unsigned)(((unsigned)(((unsigned)0xffffffffu) + ((unsigned)(l0))))) & 255)])) * ((unsigned char)f2i(((float)(x1)))))))) != ((unsigned char)(((unsigned char)f2i(((float)((((int)(x1)) == ((int)0)) ? ((float)(((unsigned char)2))) : x0)))) >> (((long long)(((long long)0x10000000000LL) >> (((signed char)(((int)(l0)))) & 63))) & 31))))
  {
    if (((signed char)((unsigned)((signed char)f2i((x0 - ((float)(l0))))) << (((long long)(((unsigned)(in_si[103])) >= ((unsigned)f2i(in_f[241])))) & 31))) < ((signed char)((unsigned)((signed char)(in_sc[261] >> (((unsigned char)(x1)) & 31))) << (((unsigned long long)(((short)(((short)(((unsigned char)f2i(x0)))) * ((short)(((unsigned short)f2i(x0)))))))) & 31))))
    {
    L2:;
    }
  }
L1:;
  return ((double)(x0));
}

__attribute__((noinline)) static unsigned long long
loop13 (int n, int m, float uf, double ud, unsigned mu)
{
  long long r0 = ((long long)(-1LL));
  short r1 = ((short)3);
  unsigned r2 = ((unsigned)0x12345678u);
  unsigned short pv;
#pragma omp simd reduction(|:r0) reduction(&:r2) reduction(^:r1) private(pv)
  for (int i = 0; i < 4; i++)
  {
    pv = ((unsigned short)(((unsigned short)(in_us[i] > ((unsigned short)(i)) ? in_us[i] : ((unsigned short)(i)))) + ((unsigned short)(i))));
    signed char v0 = ((signed char)(pv));
    float v1 = ((in_f[((unsigned)((int)f2i(ud)) & 255)] * ((float)(v0))) * ((float)(((short)f2i(ud)))));
    if (ud != (0.5))
    {
      gka ((unsigned)((unsigned)(((unsigned)(m)) * ((unsigned)(pv)))));
      o13_0[i + 9] = o13_0[i + 9];
      v0 = ((signed char)(v0 * v0));
    }
    o13_0[i + 9] = (unsigned char)(((unsigned long long)((long long)(pv)) ^ (unsigned long long)((long long)(v0)) ^ (unsigned long long)((long long)f2i(v1))));
  }
  return 0ULL * 31 + (unsigned long long)r0 * 31 + (unsigned long long)r1 * 31 + (unsigned long long)r2;
}

__attribute__((noinline)) static void
check13 (void)
{
  static const struct { int n, m; float uf; double ud; unsigned mu; long long gq; } a[] = {
    { 0, -3, 0.0f, -3.0, 7u, 2 },
    { 17, 0, 1e10f, -3.0, 7u, 2 },
    { 128, 5, 0.0f, 0.25, 0xffffffffu, 2 },
    { 256, 0, 0.0f, -3.0, 0xffffffffu, -1 }
  };
  for (int c = 0; c < 4; c++)
    {
      rs = c * 7919ULL + 14;
      for (int k = 0; k < BIG; k++)
        {
          if (k < SIZE) o13_0[k] = (unsigned char) rndi ();
        }
      acc13 = 1;
      H = 0;
      gq = a[c].gq;
      hu (loop13 (a[c].n, a[c].m, a[c].uf, a[c].ud, a[c].mu));
      hu (acc13);
      for (int k = 0; k < BIG; k++)
        {
          if (k < SIZE) hu ((unsigned long long) o13_0[k]);
        }
      printf ("loop13 n=%d: %016llx\n", a[c].n, H);
    }
}

int
main (void)
{
  rs = 710018ULL * 2654435761ULL + 1;
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
  check13 ();
  return 0;
}
