/* Precision: a uniform branch inside a divergent region.  Thesis ch. 7
   (Axiom 1, Theorem 2): a block is sync dependent on a divergent branch A
   only if it is reached along (almost) node-disjoint paths from two
   successors of A; a uniform branch inside the region does not create
   sync dependence by itself.  Intel "SIMD Lane Evolution", appendix case
   (I): "PHI nodes x3, x4 within IR are not tainted (x3 does not depend on
   the diverging instruction - all lanes reaching it will be uniformly x1
   or x2)".

   f: A = bb 3 branches on a[i] (divergent) to B and C; B branches on the
      parameter u (uniform) to E and F, which meet in G = bb 8 with
      g_20 = phi (1, 2); G and C meet in K = bb 9 with k_21 = phi (g_20, 3).
      Only B's uniform branch separates the values of g_20: uniform.
      k_21 varying, join K only.
   h: the same, but C goes to F: now A -> B -> E -> G and A -> C -> F -> G
      are disjoint, G is a join of A and g_50 is varying (joins F = bb 7
      and G = bb 8).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u)
{
  int i;
  int v;
  int g;
  int k;
  long unsigned int off;
  int * pa;
  int * pb;
  int * pc;

  __BB(2):
  goto __BB3;

  /* A */
  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  if (v_2 > 0)
    goto __BB4;
  else
    goto __BB5;

  /* B */
  __BB(4):
  if (u_8(D) > 0)
    goto __BB6;
  else
    goto __BB7;

  /* C */
  __BB(5):
  goto __BB9;

  /* E */
  __BB(6):
  goto __BB8;

  /* F */
  __BB(7):
  goto __BB8;

  /* G */
  __BB(8):
  g_20 = __PHI (__BB6: 1, __BB7: 2);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = g_20;
  goto __BB9;

  /* K */
  __BB(9):
  k_21 = __PHI (__BB8: g_20, __BB5: 3);
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = k_21;
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


void __GIMPLE (ssa, startwith ("loop"))
h (int n, int * a, int * b, int * c, int u)
{
  int i;
  int v;
  int g;
  int k;
  long unsigned int off;
  int * pa;
  int * pb;
  int * pc;

  __BB(2):
  goto __BB3;

  /* A */
  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  if (v_2 > 0)
    goto __BB4;
  else
    goto __BB5;

  /* B */
  __BB(4):
  if (u_8(D) > 0)
    goto __BB6;
  else
    goto __BB7;

  /* C */
  __BB(5):
  goto __BB7;

  /* E */
  __BB(6):
  goto __BB8;

  /* F */
  __BB(7):
  goto __BB8;

  /* G */
  __BB(8):
  g_50 = __PHI (__BB6: 1, __BB7: 2);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = g_50;
  goto __BB9;

  /* K */
  __BB(9):
  k_51 = g_50 + 3;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = k_51;
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

/* f */
/* { dg-final { scan-tree-dump "shape g_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape k_21 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 9\n} "lockstep" } } */
/* h */
/* { dg-final { scan-tree-dump "shape g_50 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 7 bb 8\n} "lockstep" } } */
/* Only the branches on a[i] diverge, not the ones on u.  */
/* { dg-final { scan-tree-dump-times {divergent branch in bb 3\M} 2 "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 2 "lockstep" } } */
