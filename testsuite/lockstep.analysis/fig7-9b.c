/* Thesis Fig. 7.9b (sec. 7.5, techniques for structured control flow and
   "fixing the IPD criterion"): an unstructured CFG where threads that
   diverge at A can reconverge before A's immediate post dominator.
   A -> B, A -> C (condition p); B -> D; C -> D, C -> E (condition q);
   D -> F; E -> F; x = phi (0 from B, 1 from C) in D.  F is the immediate
   post dominator of A.
   - When p is varying, D is sync dependent on A (A -> B -> D and
     A -> C -> D are disjoint) and x is varying; analyses that expect
     reconvergence only at the immediate post dominator F miss it.
   - When p is uniform and q is varying, x is uniform: there is only one
     path from C to D, q has no impact on the divergence of x; the "fixed
     IPD" approach (Chandrasekhar et al. 2019) that makes every join above
     ipdom (C) = F sync dependent flags D, the thesis' algorithm does not.
   F itself (y = phi (x, 2)) is a join in both cases.

   Blocks: A = bb 3, C = bb 5, D = bb 6, F = bb 8 (B and E are empty and
   are removed by GCC; D and F then have A and C as predecessors).
   f: p varying, q uniform: x_20 varying, y_21 varying, joins bb 6, bb 8.
   g: p uniform, q varying: x_50 uniform, y_51 varying, join bb 8 only.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u)
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
    goto __BB5;

  /* B */
  __BB(4):
  goto __BB6;

  /* C */
  __BB(5):
  if (u_8(D) > 0)
    goto __BB6;
  else
    goto __BB7;

  /* D */
  __BB(6):
  x_20 = __PHI (__BB4: 0, __BB5: 1);
  goto __BB8;

  /* E */
  __BB(7):
  goto __BB8;

  /* F */
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
    goto __BB5;

  /* B */
  __BB(4):
  goto __BB6;

  /* C */
  __BB(5):
  if (m_52 != 0)
    goto __BB6;
  else
    goto __BB7;

  /* D */
  __BB(6):
  x_50 = __PHI (__BB4: 0, __BB5: 1);
  goto __BB8;

  /* E */
  __BB(7):
  goto __BB8;

  /* F */
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
/* { dg-final { scan-tree-dump "shape x_20 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_21 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 3\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 6 bb 8\n} "lockstep" } } */
/* g */
/* { dg-final { scan-tree-dump "shape x_50 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape y_51 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 5\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 8\n} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 2 "lockstep" } } */
