/* Precision: loop-exit phis of a divergent loop.  Temporal divergence
   (thesis sec. 6.3, Fig. 7.1c) comes from threads that leave the loop in
   different iterations and see values of different iterations.  A value
   that is defined before the loop is the same in every iteration: its
   loop-exit phi stays uniform (Intel "SIMD Lane Evolution", Blending of
   the same value: "a loop-invariant Def cannot taint any Use"; lockstep
   refines [DA-PHI-D] this way).  A value that changes from iteration to
   iteration is varying at a divergent exit.

   Loop 2 with two exits (so that scev final-value replacement leaves the
   exit phis alone): header H = bb 4 with j_20 = phi (0, j_21) and the
   divergent exit branch (j * j > a[i]) to X1 = bb 7; B = bb 5 increments
   j and leaves to X2 = bb 8 on the uniform j > u; latch bb 6.
   k_30 = u * 3 is computed in the body of the outer loop, before the loop.
   X1 (a divergent exit): e1_23 = phi (u) (a parameter), e2_24 = phi (k_30)
   uniform; e3_25 = phi (j_20) varying.
   X2 (not a divergent exit): e5_26 = phi (j_21) uniform.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int * d, int * e, int u)
{
  int i;
  int v;
  int j;
  int k;
  int t;
  int e1;
  int e2;
  int e3;
  int e5;
  int r;
  long unsigned int off;
  int * pa;
  int * pb;
  int * pc;
  int * pd;
  int * pe;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  k_30 = u_8(D) * 3;
  goto __BB4;

  /* H */
  __BB(4, loop_header(2)):
  j_20 = __PHI (__BB3: 0, __BB6: j_21);
  t_22 = j_20 * j_20;
  if (t_22 > v_2)
    goto __BB7;
  else
    goto __BB5;

  /* B */
  __BB(5):
  j_21 = j_20 + 1;
  if (j_21 > u_8(D))
    goto __BB8;
  else
    goto __BB6;

  __BB(6):
  goto __BB4;

  /* X1 */
  __BB(7):
  e1_23 = __PHI (__BB4: u_8(D));
  e2_24 = __PHI (__BB4: k_30);
  e3_25 = __PHI (__BB4: j_20);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = e1_23;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = e2_24;
  pd_17 = d_19(D) + off_11;
  __MEM <int> (pd_17) = e3_25;
  goto __BB9;

  /* X2 */
  __BB(8):
  e5_26 = __PHI (__BB5: j_21);
  pe_18 = e_15(D) + off_11;
  __MEM <int> (pe_18) = e5_26;
  goto __BB9;

  __BB(9):
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

/* { dg-final { scan-tree-dump "shape j_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape k_30 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape e1_23 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape e2_24 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape e3_25 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape e5_26 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 7\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop 2 \(header bb 4\)} "lockstep" } } */
