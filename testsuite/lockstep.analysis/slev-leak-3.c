/* Intel "SIMD Lane Evolution", Divergence due to 1 Def, Leaking
   iterations, case (III) of leaking_iterations.dot: "Use not tainted since
   no leaking iteration can reach it".  The loop's uniform exit comes
   before the divergent exit branch A in every iteration; lanes that leave
   through A's exit never reach the uniform exit, and the lanes that do
   reach it all reach it in the same iteration: there is no simple path
   (T, ..., A, F, ..., U) from A's exit successor F to the Use U in the
   uniform exit.  (Thesis: the uniform exit is not forward reachable from
   A inside the loop and is no divergent exit, as the exit 7 of Fig. 7.7a.)

   Inner loop 2: header H = bb 4 with q_20 = phi (0, q_21), the Def
   q_21 = q_20 + 3, and the uniform exit to X2 = bb 8 on q > u; A = bb 5
   leaves to X1 = bb 7 on (q & a[i]) (divergent); latch bb 6.  X1 and X2
   meet in J = bb 9.
   Expected: q_20, q_21 uniform; x2_25 (LCSSA in X2, the Use) and
   e_24 = x2_25 * 2 uniform; x1_23 (LCSSA in X1) varying; k_26 = phi (1, 2)
   in J varying (J joins the divergent and the uniform successor of the
   collapsed loop); divergent exit bb 7 only.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int * d, int u)
{
  int i;
  int v;
  int q;
  int m;
  int x1;
  int x2;
  int e;
  int k;
  long unsigned int off;
  int * pa;
  int * pb;
  int * pc;
  int * pd;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  goto __BB4;

  /* H */
  __BB(4, loop_header(2)):
  q_20 = __PHI (__BB3: 0, __BB6: q_21);
  q_21 = q_20 + 3;
  if (q_21 > u_8(D))
    goto __BB8;
  else
    goto __BB5;

  /* A */
  __BB(5):
  m_22 = q_21 & v_2;
  if (m_22 != 0)
    goto __BB7;
  else
    goto __BB6;

  __BB(6):
  goto __BB4;

  /* X1 */
  __BB(7):
  x1_23 = __PHI (__BB5: q_21);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x1_23;
  goto __BB9;

  /* X2 */
  __BB(8):
  x2_25 = __PHI (__BB4: q_21);
  e_24 = x2_25 * 2;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = e_24;
  goto __BB9;

  /* J */
  __BB(9):
  k_26 = __PHI (__BB7: 1, __BB8: 2);
  pd_17 = d_19(D) + off_11;
  __MEM <int> (pd_17) = k_26;
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

/* { dg-final { scan-tree-dump "shape q_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape q_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x2_25 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape e_24 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x1_23 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape k_26 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 5\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent loop exits: bb 7\n} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 9\n} "lockstep" } } */
