/* Intel "SIMD Lane Evolution", Divergence due to 1 Def, Partially killing
   Defs, case (III) of partially_killing_defs.dot: "Use dominated by Def is
   not tainted by its partially killed definition".  A Use that the Def D
   dominates always reads the value D computed in the same iteration, for
   every lane that executes it: it is not tainted, while Uses that D does
   not dominate are (cases I and II).

   Inner loop 2 as in case I: header A = bb 4 with s_20 = phi (0, s_23),
   j_21 = phi (0, j_24) and the divergent branch (j & a[i]) to D = bb 5
   and L = bb 7.  D holds the Def s_22 = j * 2 and the Use e_29 = s_22 + 1
   and branches on the uniform j > w to E = bb 6, which holds the Use
   g_30 = s_22 * e_29 (E is dominated by D); D and E go on to L:
   s_23 = phi (s_22 from D, g_30 from E, s_20 from A); exit test on j * j
   against u (uniform); latch bb 8; exit X = bb 9.
   Expected: s_22, e_29, g_30 uniform (dominated by the Def); s_23, s_20
   varying; join bb 7 only (E's branch is uniform).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u, int w)
{
  int i;
  int v;
  int s;
  int j;
  int m;
  int t;
  int e;
  int g;
  int sl;
  long unsigned int off;
  int * pa;
  int * pb;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  goto __BB4;

  /* A */
  __BB(4, loop_header(2)):
  s_20 = __PHI (__BB3: 0, __BB8: s_23);
  j_21 = __PHI (__BB3: 0, __BB8: j_24);
  m_28 = j_21 & v_2;
  if (m_28 != 0)
    goto __BB5;
  else
    goto __BB7;

  /* D */
  __BB(5):
  s_22 = j_21 * 2;
  e_29 = s_22 + 1;
  if (j_21 > w_15(D))
    goto __BB6;
  else
    goto __BB7;

  /* E */
  __BB(6):
  g_30 = s_22 * e_29;
  goto __BB7;

  /* L */
  __BB(7):
  s_23 = __PHI (__BB5: s_22, __BB6: g_30, __BB4: s_20);
  j_24 = j_21 + 1;
  t_25 = j_24 * j_24;
  if (t_25 < u_8(D))
    goto __BB8;
  else
    goto __BB9;

  __BB(8):
  goto __BB4;

  /* X */
  __BB(9):
  sl_26 = __PHI (__BB7: s_23);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = sl_26;
  i_9 = i_1 + 1;
  if (i_9 < n_7(D))
    goto __BB40;
  else
    goto __BB41;

  __BB(40):
  goto __BB3;

  __BB(41):
  return;
}

/* { dg-final { scan-tree-dump "shape s_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape e_29 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape g_30 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_23 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_20 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape j_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 7\n} "lockstep" } } */
