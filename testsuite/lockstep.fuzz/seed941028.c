/* A program of the differential fuzzer (fuzz/gen.py 941028 --only 4).
   After GCC's PRE, the index of in_sl[2 * i + 1] in a branch is a PHI of
   a join whose four arguments are the same induction to SCEV, so the
   load plan found it within the array's bounds and loaded it without a
   mask.  But linearization leaves such a PHI undefined in the lanes that
   do not reach the join, and the unmasked load of those lanes read far
   outside the array (SIGSEGV with the run-time profile, which changes
   what PRE sees, and with AddressSanitizer).  An index made from a PHI of
   a join is not proven within bounds.  */
/* { dg-do run } */
/* { dg-options "-w -fplugin-arg-lockstep-profile" } */

/* lockstep fuzz program, seed 941028.  */
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
int o4_0[SIZE];
unsigned char o4_1[SIZE];
short g4[BIG];
unsigned acc4;

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

#pragma omp declare simd uniform(u)
short
vf0 (unsigned u, int x0)
{
  unsigned short l0 = ((unsigned short)(((unsigned short)(((long long)((unsigned long long)((long long)(x0)) + (unsigned long long)((long long)(u)))))) - ((unsigned short)(in_uc[6] > ((unsigned char)(x0))))));
  l0 = ((unsigned short)(((signed char)(((signed char)(((long long)(l0)))) * ((signed char)(x0)))) != ((signed char)7)));
  return ((short)3);
}

static unsigned long long
loop4 (int n, int m, float uf, double ud, unsigned mu)
{
  int r0 = ((int)2147483647);
  unsigned pv;
#pragma omp simd private(pv) reduction(|:r0)
  for (int i = 0; i < 15; i++)
  {
    pv = ((unsigned)(i));
    unsigned char v0 = ((unsigned char)(((unsigned char)(((unsigned char)(pv)) > ((unsigned char)(pv)) ? ((unsigned char)(pv)) : ((unsigned char)(pv)))) & ((unsigned char)(((unsigned long long)(((unsigned long long)(((unsigned long long)(((signed char)(-1)))) >> (in_ss[((unsigned)((int)f2i(uf)) & 255)] & 63))) + ((unsigned long long)((unsigned long long)((unsigned long long)(pv)) << (((unsigned)7) & 63)))))))));
    float v1 = (((float)(pv)) * ((float)(v0)));
    unsigned short pa[8];
    for (int q = 0; q < 8; q++)
      pa[q] = ((unsigned short)(((unsigned short)(((unsigned short)1) >> (((unsigned long long)f2i(uf)) & 31))) % (((unsigned short)(in_sl[237] > ((long long)(v0)))) | 1)));
    o4_0[15 - 1 - i] = ((int)((unsigned)((int)(((signed char)(((signed char)f2i((((float)(m)) * ((float)(((signed char)(pa[(((unsigned)(pa[(((unsigned)(((unsigned)f2i(in_f[perm[i]])) >> (((signed char)(o4_1[perm[i]])) & 31))) & 7)])) & 7)]))))))) - ((signed char)(v0)))))) * (unsigned)((int)(((unsigned short)((((unsigned short)(pv)) > ((unsigned short)f2i(v1))) ? ((unsigned short)(((int)1000))) : in_us[((unsigned)((int)f2i(uf)) & 255)])) != ((unsigned short)(((unsigned short)(i)) <= ((unsigned short)0x1000u)))))));
    o4_0[15 - 1 - i] = ((int)((((unsigned)(pv & ((unsigned)2))) < 272 && in_ui[((unsigned)(pv & ((unsigned)2)))] < ((unsigned)7)) ? in_si[((unsigned)(((unsigned)((unsigned)pv << (((unsigned char)(((long long)(i)))) & 31)))) & 255)] : ((int)f2i(ud))));
    if (!(!((v1 != 0) >= (((unsigned)(pa[(((unsigned)(((unsigned)0) + in_ui[(i * 2 & 255)])) & 7)])) != 0))))
    {
      if (((unsigned char)(((unsigned char)(i)) + ((unsigned char)(v0 + ((unsigned char)0xffu))))) == ((unsigned char)(in_ss[gidx[i]])))
      {
        r0 |= ((int)(in_uc[((unsigned)((int)f2i(ud)) & 255)]));
        if (((((long long)(v0)) < ((long long)(pv))) || (((unsigned)f2i(v1)) <= ((unsigned)(in_ul[16])))) || ((((unsigned long long)f2i(v1)) <= in_ul[i]) && (((int)((unsigned)in_si[2 * i + 1] + (unsigned)in_si[2 * i + 0])) >= ((int)(pa[(((unsigned)(in_ss[perm[i]])) & 7)])))))
        {
          v0 = ((unsigned char)(((unsigned char)(((long long)((unsigned long long)((long long)((unsigned long long)((long long)((unsigned long long)in_sl[2 * i + 0] + (unsigned long long)in_sl[2 * i + 1])) << (((short)f2i(v1)) & 63))) * (unsigned long long)((long long)(o4_0[15 - 1 - i])))))) + ((unsigned char)0xc8u)));
          if ((((short)(pa[5])) == ((short)f2i(v1))) && (((unsigned long long)(((unsigned long long)(pv)) % (((unsigned long long)(v0)) | 1))) >= ((unsigned long long)(in_ul[gidx[i]] - ((unsigned long long)(o4_0[15 - 1 - i]))))))
          {
            {
              for (int j1 = 0; j1 < (((int)((pv < 272 && in_ss[pv] > ((short)(-300))) ? ((int)((((short)(o4_0[15 - 1 - i])) != in_ss[i]) ? ((int)(pv)) : in_si[gidx[i]])) : ((int)(((unsigned long long)__builtin_bswap32((unsigned)((unsigned)0x12345678u))))))) & 15); j1++)
              {
                if (((((signed char)(pa[(((unsigned)(((unsigned)(((unsigned long long)f2i(v1)))) * ((unsigned)(((long long)(v0)))))) & 7)])) != ((signed char)(i))) || (((unsigned char)(pa[(((unsigned)(((unsigned)1) * ((unsigned)(pa[(((unsigned)(((unsigned)f2i(v1)) + ((unsigned)(pa[(((unsigned)(in_ui[gidx[i]] - ((unsigned)(m)))) & 7)])))) & 7)])))) & 7)])) > in_uc[((i + j1) & 255)])) && (((unsigned short)(((unsigned short)f2i(v1)) + ((unsigned short)f2i(v1)))) == ((unsigned short)(in_us[gidx[i]] >> (((unsigned short)(pv)) & 31)))))
                {
                }
              }
            }
          }
          else
          {
          }
        }
        else
        {
        }
      }
    L1:;
    }
    {
      int kc2 = 0;
      for (int k3 = 0; k3 < 2; k3++)
        do
        {
          kc2++;
        }
        while (kc2 < 2);
    }
    o4_1[perm[i]] = (unsigned char)(((unsigned long long)((long long)(pv)) ^ (unsigned long long)((long long)(v0)) ^ (unsigned long long)((long long)f2i(v1))));
  }
  return 0ULL * 31 + (unsigned long long)r0;
}

__attribute__((noinline)) static void
check4 (void)
{
  static const struct { int n, m; float uf; double ud; unsigned mu; long long gq; } a[] = {
    { 2, -1, 1.5f, 0.0, 1u, -1 },
    { 4, 100, -2.0f, 1e300, 1u, -1 },
    { 255, -3, -2.0f, 1e300, 1u, 2 },
    { 256, -1, 1e10f, 0.0, 0u, 1 }
  };
  for (int c = 0; c < 4; c++)
    {
      rs = c * 7919ULL + 5;
      for (int k = 0; k < BIG; k++)
        {
          if (k < SIZE) o4_0[k] = (int) rndi ();
          if (k < SIZE) o4_1[k] = (unsigned char) rndi ();
          g4[k] = (short) rndi ();
        }
      acc4 = 1;
      H = 0;
      gq = a[c].gq;
      hu (loop4 (a[c].n, a[c].m, a[c].uf, a[c].ud, a[c].mu));
      hu (acc4);
      for (int k = 0; k < BIG; k++)
        {
          if (k < SIZE) hu ((unsigned long long) o4_0[k]);
          if (k < SIZE) hu ((unsigned long long) o4_1[k]);
          hu ((unsigned long long) g4[k]);
        }
      printf ("loop4 n=%d: %016llx\n", a[c].n, H);
    }
}

int
main (void)
{
  rs = 941029ULL * 2654435761ULL + 1;
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
  check4 ();
  return 0;
}
