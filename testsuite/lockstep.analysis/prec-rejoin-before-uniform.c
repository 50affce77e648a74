/* Precision: divergent branches whose paths re-join before a uniform
   branch.  Once the threads that parted at a divergent branch have
   reconverged (the join J is post-dominating), a later uniform branch
   sends all of them the same way: its join K is not sync dependent on the
   divergent branches (thesis ch. 7, Axiom 1: K is reached from the
   divergent branches only through their joins, no two almost
   node-disjoint paths lead to K; LLVM "Convergence And Uniformity": a
   diverged path ends at the first join node).

   f (two divergent branches in sequence): A1 = bb 3 (a[i] > 0) -> two
      arms -> J1 = bb 6 (p_20 = phi (1, 2)); J1 branches on a[i] & 1 ->
      two arms -> J2 = bb 9 (q_21 = phi (3, 4)); then a branch on the
      parameter u -> two arms -> K = bb 13 (k_22 = phi (5, 6)).
   g (nested divergent branches): A1 = bb 3 -> B = bb 4, C = bb 5; B
      branches on a[i] & 1 -> two arms -> J1 = bb 8 (p_50 = phi (1, 2));
      J1 and C meet in J2 = bb 9 (q_51 = phi (3, 4)); then the branch on u
      -> K = bb 13 (k_52 = phi (5, 6)).
   Expected: p and q varying, k uniform; joins J1 and J2 only.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int * d, int u)
{
  int i;
  int v;
  int p;
  int q;
  int k;
  int m;
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
  if (v_2 > 0)
    goto __BB4;
  else
    goto __BB5;

  __BB(4):
  goto __BB6;

  __BB(5):
  goto __BB6;

  /* J1 */
  __BB(6):
  p_20 = __PHI (__BB4: 1, __BB5: 2);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = p_20;
  m_23 = v_2 & 1;
  if (m_23 != 0)
    goto __BB7;
  else
    goto __BB8;

  __BB(7):
  goto __BB9;

  __BB(8):
  goto __BB9;

  /* J2 */
  __BB(9):
  q_21 = __PHI (__BB7: 3, __BB8: 4);
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = q_21;
  goto __BB10;

  /* U */
  __BB(10):
  if (u_8(D) > 0)
    goto __BB11;
  else
    goto __BB12;

  __BB(11):
  goto __BB13;

  __BB(12):
  goto __BB13;

  /* K */
  __BB(13):
  k_22 = __PHI (__BB11: 5, __BB12: 6);
  pd_17 = d_19(D) + off_11;
  __MEM <int> (pd_17) = k_22;
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
g (int n, int * a, int * b, int * c, int * d, int u)
{
  int i;
  int v;
  int p;
  int q;
  int k;
  int m;
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
  if (v_2 > 0)
    goto __BB4;
  else
    goto __BB5;

  /* B */
  __BB(4):
  m_53 = v_2 & 1;
  if (m_53 != 0)
    goto __BB6;
  else
    goto __BB7;

  /* C */
  __BB(5):
  goto __BB9;

  __BB(6):
  goto __BB8;

  __BB(7):
  goto __BB8;

  /* J1 */
  __BB(8):
  p_50 = __PHI (__BB6: 1, __BB7: 2);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = p_50;
  goto __BB9;

  /* J2 */
  __BB(9):
  q_51 = __PHI (__BB8: 3, __BB5: 4);
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = q_51;
  goto __BB10;

  /* U */
  __BB(10):
  if (u_8(D) > 0)
    goto __BB11;
  else
    goto __BB12;

  __BB(11):
  goto __BB13;

  __BB(12):
  goto __BB13;

  /* K */
  __BB(13):
  k_52 = __PHI (__BB11: 5, __BB12: 6);
  pd_17 = d_19(D) + off_11;
  __MEM <int> (pd_17) = k_52;
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
/* { dg-final { scan-tree-dump "shape p_20 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape q_21 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape k_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 6\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 6 bb 9\n} "lockstep" } } */
/* g */
/* { dg-final { scan-tree-dump "shape p_50 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape q_51 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape k_52 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 8 bb 9\n} "lockstep" } } */
/* The branches on u stay uniform.  */
/* { dg-final { scan-tree-dump-times {divergent branch in bb 3\M} 2 "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 4 "lockstep" } } */
