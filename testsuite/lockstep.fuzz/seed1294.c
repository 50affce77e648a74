/* A program of the differential fuzzer (fuzz/gen.py, seed 1294).  At -O3
   GCC unswitches its omp simd loop before lockstep runs; the copies keep
   the .GOMP_SIMD_* calls but lose the loop's simduid.  lockstep vectorized
   one copy without rewriting the calls of the other, GCC then shrank the
   omp simd arrays to one element, and the vector loop wrote past them into
   the caller's frame (SIGSEGV in main).  No .GOMP_SIMD_* call may outlive
   lockstep's rewrite.  */
/* { dg-do run } */
/* { dg-options "-w -fopt-info-vec -fdump-tree-ifcvt" } */

/* lockstep fuzz program, seed 1294.  */
#include <math.h>
#include <stdio.h>
#include <string.h>

#define N 256
#define SIZE 272
signed char in_sc[SIZE];
unsigned char in_uc[SIZE];
short in_ss[SIZE];
unsigned short in_us[SIZE];
int in_si[SIZE];
unsigned in_ui[SIZE];
long long in_sl[SIZE];
unsigned long long in_ul[SIZE];
float in_f[SIZE];
double in_d[SIZE];
int gidx[SIZE], perm[SIZE];
signed char o0_0[SIZE];
long long o0_1[SIZE];
long long o0_2[SIZE];
unsigned acc0;

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

#pragma omp declare simd notinbranch
double
vf0 (signed char x0)
{
  unsigned char l0 = ((unsigned char)(x0));
  {
    for (int j1 = 0; j1 < (((int)(l0)) & 15); j1++)
    {
      l0 = ((unsigned char)(((unsigned char)((unsigned)((unsigned char)0x80u) << (((unsigned short)2) & 31))) - ((unsigned char)(in_si[79]))));
    }
  }
L1:;
  return ((double)(l0));
}

__attribute__((noinline)) static unsigned
pf0 (double x0, long long x1)
{
  unsigned long long l0 = ((unsigned long long)0x100000000ULL);
  if (((unsigned)(l0)) < 272 && in_us[((unsigned)(l0))] < ((unsigned short)0xffffu))
  {
  L2:;
  }
  return ((unsigned)f2i(x0));
}

__attribute__((noinline)) static unsigned short
pf1 (unsigned long long x0, double x1)
{
  short l0 = ((short)((unsigned)((short)(((short)f2i(x1)) ^ ((short)(x0)))) << (((unsigned short)__builtin_popcount((unsigned)in_ui[12])) & 31)));
  if ((((unsigned short)(((unsigned short)0xffu) - ((unsigned short)f2i(x1)))) != ((unsigned short)(((unsigned short)f2i(x1)) + ((unsigned short)2)))) || (((unsigned)(x0)) & ((unsigned)3)))
  {
    {
      int st3 = 0;
      while (l0 != ((short)1) && st3 < 17)
      {
        st3++;
        l0 = (short)(l0 >> 1);
        if (((((short)(-300)) < l0) && (((unsigned)f2i(x1)) <= ((unsigned)1))) && (l0 = ((short)((unsigned)((short)0) << (((unsigned short)f2i(x1)) & 31)))) < ((short)100))
        {
        }
      }
    }
  }
  return ((unsigned short)(((unsigned short)(((short)(((short)1) / ((((short)f2i(((float)(l0)))) & 127) | 1))))) % (((unsigned short)0xffffu) | 1)));
}

__attribute__((noinline)) static unsigned long long
loop0 (int n, int m, float uf, double ud, unsigned mu)
{
  unsigned long long r0 = ((unsigned long long)0x8000000000000000ULL);
#pragma omp simd reduction(|:r0) safelen(16)
  for (int i = 0; i < n; i += 2)
  {
    unsigned short v0 = ((unsigned short)(((unsigned short)((unsigned)((unsigned short)0x3e8u) * in_us[perm[i]])) & ((unsigned short)(((unsigned short)(i)) | ((unsigned short)(i))))));
    signed char v1 = ((signed char)((((int)(((int)(((unsigned long long)(in_sl[((unsigned)((int)f2i(uf)) & 255)])))) >> (((short)(in_uc[((unsigned)(((unsigned)(((unsigned)(((signed char)(v0)))) >> (v0 & 31)))) & 255)])) & 31))) & ((int)0)) ? ((signed char)(((unsigned)((unsigned)((unsigned)f2i(((float)(v0)))) << (((unsigned)(((unsigned)(((int)(v0)))) >> (((int)(v0)) & 31))) & 31))))) : ((signed char)((in_sc[((unsigned)(((unsigned)(v0))) & 255)] >> 1) / (((((signed char)(((unsigned char)(v0)) != ((unsigned char)(v0)))) & 63) - 32) | 1)))));
    short pa[8];
    for (int q = 0; q < 8; q++)
      pa[q] = ((short)(((short)(v0)) ^ ((short)f2i((-((float)(((unsigned long long)f2i(uf)))))))));
    v1 = ((signed char)(in_sc[(i * 16 & 255)] / ((((signed char)f2i((((double)(pa[(((unsigned)(in_ui[((unsigned)((int)f2i(uf)) & 255)] >> (((long long)(v0)) & 31))) & 7)])) * ((double)(v0))))) & 127) | 1)));
    v0 = in_us[perm[i]];
    if (((unsigned char)(v0)) < ((unsigned char)(((unsigned char)(((unsigned char)(o0_2[i + 14])) % (((unsigned char)f2i(((float)(i)))) | 1))) >> (((int)(((signed char)(v0)))) & 31))))
    {
      if (((in_ui[i + 1] > ((unsigned)f2i(in_f[((unsigned)((int)f2i(ud)) & 255)]))) && (((unsigned char)(pa[(((unsigned)((unsigned)in_ui[(i * 16 & 255)] << (in_sl[((unsigned)m & 255)] & 31))) & 7)])) >= ((unsigned char)(o0_0[i])))) || (((unsigned char)(pa[(((unsigned)(((unsigned char)(v1)) >= in_uc[((unsigned)((int)f2i(ud)) & 255)])) & 7)])) & ((unsigned char)0xfu)))
      {
        r0 |= ((unsigned long long)(v1));
        v1 = ((signed char)(v1 < v1 ? v1 : v1));
      }
    }
    switch (((unsigned char)(((unsigned char)(o0_0[i])) ^ in_uc[((unsigned)(((unsigned)(((unsigned)(((unsigned long long)(o0_2[i + 14])))) & in_ui[((unsigned)(((unsigned)(((unsigned)(v0)) < ((unsigned)0x1fu) ? ((unsigned)(v0)) : ((unsigned)0x1fu)))) & 255)]))) & 255)])) & 7)
    {
    case 2:
      {
        for (int j4 = 0; j4 < (((int)(v0)) & 15); j4++)
        {
          v1 = ((signed char)((((((long long)(pa[(((unsigned)(((unsigned)(((short)(o0_0[i])))) | ((unsigned)f2i(((float)(v0)))))) & 7)])) < o0_1[i]) || (((unsigned short)f2i(ud)) > ((unsigned short)(o0_0[i])))) && (((unsigned long long)(((unsigned long long)(v1)) | ((unsigned long long)(in_uc[i + 9])))) != in_ul[((i + j4) & 255)])) ? ((signed char)(((signed char)~((signed char)7)) >> (((unsigned long long)(((unsigned long long)f2i(in_f[i])) & ((unsigned long long)(pa[0])))) & 31))) : ((signed char)(in_sc[perm[i]] / ((((signed char)(((long long)(v0)))) & 127) | 1)))));
          if (!(((int)3) > i))
          {
            r0 |= ((unsigned long long)(v0));
            o0_0[i] = ((signed char)~in_sc[(i * 7 & 255)]);
          }
        }
      }
    case 5:
    }
    o0_2[i + 14] = (long long)(((unsigned long long)((long long)(v0)) ^ (unsigned long long)((long long)(v1))));
  }
  return 0ULL * 31 + (unsigned long long)r0;
}

int
main (void)
{
  rs = 1295ULL * 2654435761ULL + 1;
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
  rs = 1ULL;
  for (int k = 0; k < SIZE; k++)
    {
      o0_0[k] = (signed char) rndi ();
      o0_1[k] = (long long) rndi ();
      o0_2[k] = (long long) rndi ();
    }
  acc0 = 1;
  H = 0;
  hu (loop0 (31, -100, 0.0f, 1e300, 0xffffffffu));
  hu (acc0);
  for (int k = 0; k < SIZE; k++)
    {
      hu ((unsigned long long) o0_0[k]);
      hu ((unsigned long long) o0_1[k]);
      hu ((unsigned long long) o0_2[k]);
    }
  printf ("loop0 n=31: %016llx\n", H);
  rs = 7920ULL;
  for (int k = 0; k < SIZE; k++)
    {
      o0_0[k] = (signed char) rndi ();
      o0_1[k] = (long long) rndi ();
      o0_2[k] = (long long) rndi ();
    }
  acc0 = 1;
  H = 0;
  hu (loop0 (32, -100, 1.5f, 0.0, 7u));
  hu (acc0);
  for (int k = 0; k < SIZE; k++)
    {
      hu ((unsigned long long) o0_0[k]);
      hu ((unsigned long long) o0_1[k]);
      hu ((unsigned long long) o0_2[k]);
    }
  printf ("loop0 n=32: %016llx\n", H);
  rs = 15839ULL;
  for (int k = 0; k < SIZE; k++)
    {
      o0_0[k] = (signed char) rndi ();
      o0_1[k] = (long long) rndi ();
      o0_2[k] = (long long) rndi ();
    }
  acc0 = 1;
  H = 0;
  hu (loop0 (127, 2, 1.5f, -3.0, 7u));
  hu (acc0);
  for (int k = 0; k < SIZE; k++)
    {
      hu ((unsigned long long) o0_0[k]);
      hu ((unsigned long long) o0_1[k]);
      hu ((unsigned long long) o0_2[k]);
    }
  printf ("loop0 n=127: %016llx\n", H);
  rs = 23758ULL;
  for (int k = 0; k < SIZE; k++)
    {
      o0_0[k] = (signed char) rndi ();
      o0_1[k] = (long long) rndi ();
      o0_2[k] = (long long) rndi ();
    }
  acc0 = 1;
  H = 0;
  hu (loop0 (256, 1, 0.0f, 0.0, 1u));
  hu (acc0);
  for (int k = 0; k < SIZE; k++)
    {
      hu ((unsigned long long) o0_0[k]);
      hu ((unsigned long long) o0_1[k]);
      hu ((unsigned long long) o0_2[k]);
    }
  printf ("loop0 n=256: %016llx\n", H);
  return 0;
}

/* { dg-final { scan-lockstep-note "optimized: loop vectorized by lockstep" } } */
/* { dg-final { scan-tree-dump-not "GOMP_SIMD_LANE \\(simduid" "ifcvt" } } */
