/* Precision: a phi whose incoming values are all the same value stays
   uniform at a divergent join.  Intel "SIMD Lane Evolution", Blending of
   the same value: "Two Defs that are effectively the same (could be
   combined), cannot taint a Use even if they feed it via two disjoint
   divergent paths."  (The thesis' [DA-PHI-D] makes every phi in a sync
   dependent block varying; lockstep refines it: a join of divergent paths
   makes a phi varying only if the paths bring different values.)

   A = bb 3 branches on a[i] (divergent) to B = bb 4 (which stores, so
   that the diamond is not removed) and C; both meet in J = bb 6, a join.
   k_30 = u * 3 is computed before the branch (uniform).
   x_20 = phi (k_30, k_30) and y_21 = phi (7, 7) in J stay uniform;
   z_22 = phi (k_30, 5) in J is varying.  o_23 = phi (off_11, off_11) keeps
   the shape strided(4) of off_11 (the byte offset of a[i]).
   -fno-tree-copy-prop keeps GCC from replacing the degenerate phis by
   their single value before the lockstep pass.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fno-tree-copy-prop -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int * d, int u)
{
  int i;
  int v;
  int x;
  int y;
  int z;
  int k;
  long unsigned int o;
  long unsigned int off;
  int * pa;
  int * pb;
  int * pc;
  int * pd;

  __BB(2):
  goto __BB3;

  /* A */
  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  k_30 = u_8(D) * 3;
  if (v_2 > 0)
    goto __BB4;
  else
    goto __BB5;

  /* B */
  __BB(4):
  pb_15 = b_6(D) + off_11;
  __MEM <int> (pb_15) = 1;
  goto __BB6;

  /* C */
  __BB(5):
  goto __BB6;

  /* J */
  __BB(6):
  x_20 = __PHI (__BB4: k_30, __BB5: k_30);
  y_21 = __PHI (__BB4: 7, __BB5: 7);
  z_22 = __PHI (__BB4: k_30, __BB5: 5);
  o_23 = __PHI (__BB4: off_11, __BB5: off_11);
  pb_13 = b_6(D) + o_23;
  __MEM <int> (pb_13) = x_20;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = y_21;
  pd_17 = d_19(D) + off_11;
  __MEM <int> (pd_17) = z_22;
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

/* { dg-final { scan-tree-dump "shape k_30 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_20 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape z_22 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {shape o_23 = strided\(4\)} "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 3\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 6\n} "lockstep" } } */
