/* Thesis Fig. 7.9c (sec. 7.5, Gated SSA, transitive and filtered control
   dependence).  Reconstructed from the GSSA expression the text gives for
   x, gamma (a, gamma (b, bottom, gamma (c, 0, 1)), 1):
   A -> B (a), A -> D1 (not a); B -> K (b: the path on which x is not
   defined), B -> C (not b); C -> D0 (c), C -> D1 (not c); D0 -> J,
   D1 -> J; x = phi (0 from D0, 1 from D1) in J; J -> K;
   y = phi (x from J, 5 from B) in K.
   The value of b is irrelevant for selecting among the incoming values of
   x (sec. 7.5): J is reached from B only through C, so J is not sync
   dependent on B and x is uniform when only b is varying -- "absolute
   uniformity" (transitive control dependence) misses this.  Filtered
   control dependence (control dependences of J's predecessors minus those
   of J: only C remains) fails the other way: when a is varying, A -> D1
   -> J and A -> B -> C -> D0 -> J are disjoint and x is varying.  (The
   thesis says "absolute uniformity will not detect uniform x for uniform c
   when a is varying"; with the CFG above a varying a makes x varying, and
   the case in which x stays uniform although a transitive control
   dependence is varying is a varying b, tested in g.)

   Blocks: A = bb 3, B = bb 4, C = bb 5, D1 = bb 7, J = bb 8, K = bb 9
   (D0 is empty and removed: C branches to J directly).
   f: a varying: x_20, y_21 varying; joins D1, J, K (bb 7, 8, 9).
   g: b varying: x_50 uniform, y_51 varying; join K (bb 9) only.
   h: c varying: x_80 varying (y_81 varying through x); join J (bb 8)
      only: K is reached from C only through J.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u, int w, int z)
{
  int i;
  int v;
  int x;
  int y;
  int m;
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
  m_22 = v_2 & 1;
  if (m_22 != 0)
    goto __BB4;
  else
    goto __BB7;

  /* B */
  __BB(4):
  if (w_15(D) > 0)
    goto __BB9;
  else
    goto __BB5;

  /* C */
  __BB(5):
  if (z_17(D) > 0)
    goto __BB6;
  else
    goto __BB7;

  /* D0 */
  __BB(6):
  goto __BB8;

  /* D1 */
  __BB(7):
  goto __BB8;

  /* J */
  __BB(8):
  x_20 = __PHI (__BB6: 0, __BB7: 1);
  goto __BB9;

  /* K */
  __BB(9):
  y_21 = __PHI (__BB8: x_20, __BB4: 5);
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
g (int n, int * a, int * b, int * c, int u, int w, int z)
{
  int i;
  int v;
  int x;
  int y;
  int m;
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
  m_52 = v_2 & 1;
  if (u_8(D) > 0)
    goto __BB4;
  else
    goto __BB7;

  /* B */
  __BB(4):
  if (m_52 != 0)
    goto __BB9;
  else
    goto __BB5;

  /* C */
  __BB(5):
  if (z_17(D) > 0)
    goto __BB6;
  else
    goto __BB7;

  /* D0 */
  __BB(6):
  goto __BB8;

  /* D1 */
  __BB(7):
  goto __BB8;

  /* J */
  __BB(8):
  x_50 = __PHI (__BB6: 0, __BB7: 1);
  goto __BB9;

  /* K */
  __BB(9):
  y_51 = __PHI (__BB8: x_50, __BB4: 5);
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


void __GIMPLE (ssa, startwith ("loop"))
h (int n, int * a, int * b, int * c, int u, int w, int z)
{
  int i;
  int v;
  int x;
  int y;
  int m;
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
  m_82 = v_2 & 1;
  if (u_8(D) > 0)
    goto __BB4;
  else
    goto __BB7;

  /* B */
  __BB(4):
  if (w_15(D) > 0)
    goto __BB9;
  else
    goto __BB5;

  /* C */
  __BB(5):
  if (m_82 != 0)
    goto __BB6;
  else
    goto __BB7;

  /* D0 */
  __BB(6):
  goto __BB8;

  /* D1 */
  __BB(7):
  goto __BB8;

  /* J */
  __BB(8):
  x_80 = __PHI (__BB6: 0, __BB7: 1);
  goto __BB9;

  /* K */
  __BB(9):
  y_81 = __PHI (__BB8: x_80, __BB4: 5);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = x_80;
  pc_83 = c_16(D) + off_11;
  __MEM <int> (pc_83) = y_81;
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

/* f: a varying.  */
/* { dg-final { scan-tree-dump "shape x_20 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_21 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 3\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 7 bb 8 bb 9\n} "lockstep" } } */
/* g: b varying.  */
/* { dg-final { scan-tree-dump "shape x_50 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_51 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 9\n} "lockstep" } } */
/* h: c varying.  */
/* { dg-final { scan-tree-dump "shape x_80 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_81 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 5\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 8\n} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 3 "lockstep" } } */
