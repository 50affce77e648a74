/* Thesis Fig. 7.9d (sec. 7.5): published GSSA algorithms only consider
   binary branches, "whereas our algorithm also supports partially
   divergent nodes and switches, such as in Figure 7.9d", and filtered
   control dependence fails on it.  Reconstructed as the smallest switch on
   which filtered control dependence is wrong: S switches to B0 (case 0),
   B1 (case 1) and B2 (default); B0 -> J, B1 -> J; J -> K, B2 -> K;
   x = phi (0 from B0, 1 from B1) in J, y = phi (x from J, 2 from B2) in K.
   J is control dependent on S (the default case bypasses J), and so are
   J's predecessors B0 and B1: filtering the control dependences of J out
   of those of its predecessors leaves nothing, and x would be uniform.
   But S -> B0 -> J and S -> B1 -> J are disjoint: J (and K) are sync
   dependent on a divergent switch and x is varying.

   Blocks: S = bb 3, J = bb 6, K = bb 8 (GCC removes the empty B0 and B2).
   f: the switch index is a[i] & 3 (varying): x_20, y_21 varying, joins
      bb 6 and bb 8.
   g: the index is u & 3 (uniform): x_50, y_51 uniform, no join.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u)
{
  int i;
  int v;
  int x;
  int y;
  int s;
  long unsigned int off;
  int * pa;
  int * pb;
  int * pc;

  __BB(2):
  goto __BB3;

  /* S */
  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  s_22 = v_2 & 3;
  switch (s_22) {default: L2; case 0: L0; case 1: L1;}

  /* B0 */
  __BB(4):
L0:
  goto __BB6;

  /* B1 */
  __BB(5):
L1:
  goto __BB6;

  /* J */
  __BB(6):
  x_20 = __PHI (__BB4: 0, __BB5: 1);
  goto __BB8;

  /* B2 */
  __BB(7):
L2:
  goto __BB8;

  /* K */
  __BB(8):
  y_21 = __PHI (__BB6: x_20, __BB7: 2);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_20;
  pc_23 = c_16(D) + off_11;
  __MEM <int> (pc_23) = y_21;
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
g (int n, int * a, int * b, int * c, int u)
{
  int i;
  int v;
  int x;
  int y;
  int s;
  long unsigned int off;
  int * pa;
  int * pb;
  int * pc;

  __BB(2):
  goto __BB3;

  /* S */
  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  s_52 = u_8(D) & 3;
  switch (s_52) {default: L2; case 0: L0; case 1: L1;}

  /* B0 */
  __BB(4):
L0:
  goto __BB6;

  /* B1 */
  __BB(5):
L1:
  goto __BB6;

  /* J */
  __BB(6):
  x_50 = __PHI (__BB4: 0, __BB5: 1);
  goto __BB8;

  /* B2 */
  __BB(7):
L2:
  goto __BB8;

  /* K */
  __BB(8):
  y_51 = __PHI (__BB6: x_50, __BB7: 2);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_50;
  pc_53 = c_16(D) + off_11;
  __MEM <int> (pc_53) = y_51;
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
/* { dg-final { scan-tree-dump "shape s_22 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_20 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_21 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 3\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 6 bb 8\n} "lockstep" } } */
/* g */
/* { dg-final { scan-tree-dump "shape s_52 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape x_50 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_51 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump-times "join blocks:" 1 "lockstep" } } */
