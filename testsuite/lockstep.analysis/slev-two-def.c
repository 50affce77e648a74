/* Intel "SIMD Lane Evolution" (WIAnalysis), Control Divergence, Divergence
   due to 2 Defs, figure divergence.dot: "a Def occurring within the
   Influence Region will taint the Use (I, III) unless it is the only
   reaching Def (II) or the immediate dominator of all reaching Defs is
   strictly dominated by the divergent Instruction (IV)."  The figure is
   not in the text; each case is rebuilt from the caption and the formal
   definition (D taints U if a second Def D' reaches U along a path that
   is disjoint from D's path after the divergent branch A, or that reaches
   A before D').  All defs compute uniform values from the parameter u;
   A = bb 3 branches on a[i] (divergent).

   case1 (I): A -> B (x_21 = u + 1), A -> C (x_22 = u + 2), both -> U:
      x_20 = phi (x_21, x_22) in U is tainted: varying.  The defs
      themselves stay uniform.
   case2 (II): A -> B (x_51 = u + 1), A -> C (no def), both -> U:
      x_50 = phi (x_51, x_53(D)): the def in the influence region is the
      only reaching def (the other path brings an undefined value, see
      "Handling Undefs"): uniform.
   case3 (III): x_82 = u * 5 before A, A -> B (x_81 = u + 1), A -> C,
      both -> U: x_80 = phi (x_81 from B, x_82 from C), the def in the
      influence region partly overrides a def from before A: varying.
   case4 (IV): A -> B, A -> C; B branches on the uniform w to B1
      (x_111 = u + 1) and B2 (x_112 = u + 2), which meet in U:
      x_110 = phi (x_111, x_112) is uniform, the immediate dominator B of
      its reaching defs is strictly dominated by A; U and C meet in K:
      y_113 = phi (x_110, 9) in K is varying (K is a join of A).  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
case1 (int n, int * a, int * b, int * c, int u, int w)
{
  int i;
  int v;
  int x;
  int y;
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
  x_21 = u_8(D) + 1;
  goto __BB6;

  /* C */
  __BB(5):
  x_22 = u_8(D) + 2;
  goto __BB6;

  /* U */
  __BB(6):
  x_20 = __PHI (__BB4: x_21, __BB5: x_22);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_20;
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
case2 (int n, int * a, int * b, int * c, int u, int w)
{
  int i;
  int v;
  int x;
  int y;
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
  x_51 = u_8(D) + 1;
  goto __BB6;

  /* C */
  __BB(5):
  goto __BB6;

  /* U */
  __BB(6):
  x_50 = __PHI (__BB4: x_51, __BB5: x_53(D));
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_50;
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
case3 (int n, int * a, int * b, int * c, int u, int w)
{
  int i;
  int v;
  int x;
  int y;
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
  x_82 = u_8(D) * 5;
  if (v_2 > 0)
    goto __BB4;
  else
    goto __BB5;

  /* B */
  __BB(4):
  x_81 = u_8(D) + 1;
  goto __BB6;

  /* C */
  __BB(5):
  goto __BB6;

  /* U */
  __BB(6):
  x_80 = __PHI (__BB4: x_81, __BB5: x_82);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_80;
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
case4 (int n, int * a, int * b, int * c, int u, int w)
{
  int i;
  int v;
  int x;
  int y;
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
  if (w_15(D) > 0)
    goto __BB6;
  else
    goto __BB7;

  /* B1 */
  __BB(6):
  x_111 = u_8(D) + 1;
  goto __BB8;

  /* B2 */
  __BB(7):
  x_112 = u_8(D) + 2;
  goto __BB8;

  /* U */
  __BB(8):
  x_110 = __PHI (__BB6: x_111, __BB7: x_112);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_110;
  goto __BB9;

  /* C */
  __BB(5):
  goto __BB9;

  /* K */
  __BB(9):
  y_113 = __PHI (__BB8: x_110, __BB5: 9);
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = y_113;
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

/* case1 */
/* { dg-final { scan-tree-dump "shape x_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_22 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_20 = varying" "lockstep" } } */
/* case2 */
/* { dg-final { scan-tree-dump "shape x_51 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_50 = uniform" "lockstep" } } */
/* case3 */
/* { dg-final { scan-tree-dump "shape x_81 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_82 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_80 = varying" "lockstep" } } */
/* case4 */
/* { dg-final { scan-tree-dump "shape x_110 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_113 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 9\n} "lockstep" } } */
/* Only the four branches on a[i] diverge; B's branch in case4 does not.  */
/* { dg-final { scan-tree-dump-times {divergent branch in bb 3\M} 4 "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 4 "lockstep" } } */
