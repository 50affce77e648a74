/* LLVM "Convergence And Uniformity", Terminology: "A join node of a branch
   is a node reachable along disjoint paths starting from that branch";
   "A diverged path is a path that starts from a divergent branch and
   either reaches a join node of the branch or reaches the end of the
   function without passing through any join node of the branch."  A PHI
   in a join node of a divergent branch is divergent ("Uniformity": both
   instances must choose the same output), a PHI in a node reached only
   through a join node, behind a uniform branch, is not.

   A (bb 3) branches on a[i] (divergent) to B (bb 4) and C (bb 5); B has a
   uniform branch (u) to D (bb 6) and E (bb 7); C -> D; D -> E.  Then E
   has a uniform branch (w) to F and G, which meet in H (bb 10).
   - D is a join node: A -> B -> D and A -> C -> D are disjoint.
   - E is a join node too: A -> B -> E and A -> C -> D -> E are disjoint
     (a branch can have several join nodes; E is not D's successor only).
   - H is not: every path from A to H passes through E.
   Expected: x_20 = phi (1, 2) in D and y_21 = phi (3, 4) in E varying;
   z_22 = phi (5, 6) in H uniform; joins bb 6 and bb 7 only.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int * d, int u, int w)
{
  int i;
  int v;
  int x;
  int y;
  int z;
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
  goto __BB6;

  /* D */
  __BB(6):
  x_20 = __PHI (__BB4: 1, __BB5: 2);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_20;
  goto __BB7;

  /* E */
  __BB(7):
  y_21 = __PHI (__BB4: 3, __BB6: 4);
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = y_21;
  if (w_15(D) > 0)
    goto __BB8;
  else
    goto __BB9;

  /* F */
  __BB(8):
  goto __BB10;

  /* G */
  __BB(9):
  goto __BB10;

  /* H */
  __BB(10):
  z_22 = __PHI (__BB8: 5, __BB9: 6);
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

/* { dg-final { scan-tree-dump "shape x_20 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_21 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape z_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 3\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 6 bb 7\n} "lockstep" } } */
