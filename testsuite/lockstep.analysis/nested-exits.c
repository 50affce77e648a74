/* global_joins across three loop levels (thesis sec. 7.4.2, Listing 7; the
   collapse of a divergent loop into a partially divergent node, Definition
   21, repeated one loop further out per round).  Loops L1 (bb 4) > L2
   (bb 5) > L3 (bb 6), inside the outer (lanes) loop.

   L3: header H3 = bb 6 with r_24 = phi (0, r_25), r_25 = r_24 + 1 and the
       divergent branch (r & a[i]) to X = bb 10, which leaves L3 and L2;
       B3 = bb 7 leaves to Y = bb 9 (in L2) on the uniform r > u, else goes
       back to H3 (latch bb 8).
   L2: header H2 = bb 5 with q_22 = phi (0, q_23); Y increments q and
       leaves to W = bb 12 (in L1) on the uniform q > w, else goes back to
       H2 (latch bb 11).
   L1: header H1 = bb 4 with p_20 = phi (0, p_21); X and W meet in Z =
       bb 13, which stores zc + zq, increments p and leaves to E = bb 15 on the uniform
       p > z, else goes back to H1 (latch bb 14).
   Round 1 (parent L3): X is a divergent exit (label H3's successor X
   against the header's label B3), Y is not.  Round 2 (parent L2, L3
   collapsed: divergent successor X, uniform successor Y): X is a divergent
   exit of L2 too (label X against the header's u), W is not.  Round 3
   (parent L1, L2 collapsed: divergent successor X, uniform successor W):
   Z is a join; E has the header's own label Z and is no divergent exit.

   Expected: p_20, q_22, r_24, r_25 uniform; yr_26 (LCSSA of r in Y) and
   wq_29 (LCSSA of q in W) uniform; xr_27 and xq_28 (LCSSA of r and q in X)
   varying; zc_30 = phi (1, 2) and zq_31 = phi (xq_28, wq_29) in Z
   varying; ep_32 (LCSSA of p in E) uniform, ez_33 (LCSSA of zc in E)
   varying.  Join bb 13 only; divergent exit bb 10 only; loops L3 and L2
   divergent, L1 not.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u, int w, int z)
{
  int i;
  int v;
  int p;
  int q;
  int r;
  int m;
  int yr;
  int xr;
  int xq;
  int wq;
  int zc;
  int zq;
  int ep;
  int ez;
  int s;
  long unsigned int off;
  long unsigned int offp;
  int * pp;
  int * pa;
  int * pb;
  int * pc;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  goto __BB4;

  /* H1 */
  __BB(4, loop_header(2)):
  p_20 = __PHI (__BB3: 0, __BB14: p_21);
  goto __BB5;

  /* H2 */
  __BB(5, loop_header(3)):
  q_22 = __PHI (__BB4: 0, __BB11: q_23);
  goto __BB6;

  /* H3 */
  __BB(6, loop_header(4)):
  r_24 = __PHI (__BB5: 0, __BB8: r_25);
  r_25 = r_24 + 1;
  m_34 = r_25 & v_2;
  if (m_34 != 0)
    goto __BB10;
  else
    goto __BB7;

  /* B3 */
  __BB(7):
  if (r_25 > u_8(D))
    goto __BB9;
  else
    goto __BB8;

  __BB(8):
  goto __BB6;

  /* Y */
  __BB(9):
  yr_26 = __PHI (__BB7: r_25);
  q_23 = q_22 + yr_26;
  if (q_23 > w_15(D))
    goto __BB12;
  else
    goto __BB11;

  __BB(11):
  goto __BB5;

  /* X */
  __BB(10):
  xr_27 = __PHI (__BB6: r_25);
  xq_28 = __PHI (__BB6: q_22);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = xr_27;
  goto __BB13;

  /* W */
  __BB(12):
  wq_29 = __PHI (__BB9: q_23);
  goto __BB13;

  /* Z */
  __BB(13):
  zc_30 = __PHI (__BB10: 1, __BB12: 2);
  zq_31 = __PHI (__BB10: xq_28, __BB12: wq_29);
  s_35 = zc_30 + zq_31;
  offp_36 = (long unsigned int) p_20;
  offp_37 = offp_36 * 4ul;
  pp_38 = c_16(D) + offp_37;
  __MEM <int> (pp_38) = s_35;
  p_21 = p_20 + 1;
  if (p_21 > z_17(D))
    goto __BB15;
  else
    goto __BB14;

  __BB(14):
  goto __BB4;

  /* E */
  __BB(15):
  ep_32 = __PHI (__BB13: p_20);
  ez_33 = __PHI (__BB13: zc_30);
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = ep_32;
  pc_18 = pc_14 + 4ul;
  __MEM <int> (pc_18) = ez_33;
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

/* { dg-final { scan-tree-dump "shape p_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape q_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape r_24 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape r_25 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape yr_26 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape wq_29 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape xr_27 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape xq_28 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape zc_30 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape zq_31 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape ep_32 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape ez_33 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 6\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 13\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 10\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop 3 \(header bb 5\)} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop 4 \(header bb 6\)} "lockstep" } } */
/* { dg-final { scan-tree-dump-not {divergent loop 2 } "lockstep" } } */
