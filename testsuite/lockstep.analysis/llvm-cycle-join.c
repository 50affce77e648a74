/* LLVM "Convergence And Uniformity", Divergent Branch inside a Cycle /
   Diverged Entry Criterion, for the reducible case: the closed path
   P -> Q -> R -> S (-> P) where Q has a divergent branch to R and S and S
   is its join (diverged paths Q -> R -> S and Q -> S).  Without a diverged
   entry R -- P is the only entry, the cycle is a natural loop -- "threads
   that diverge at Q execute converged dynamic instances of S since they do
   not encounter the cycle header on any path from Q to S.  Informally,
   threads that diverge at Q reconverge at S in the same iteration of C."
   S is a join inside the loop; the loop exit after S stays uniform: the
   paths of Q rejoin before the exit branch, so no thread leaves the loop in
   an iteration different from the others (thesis local_exits: the exit
   has the header's own label S).

   Blocks: loop 2 with header P = bb 4 (merged with Q by GCC: Q is P's
   only successor), Q's branch on j & a[i], R = bb 6, S = bb 7 (exit test
   on the non-affine j * j against the parameter u, uniform), latch bb 8,
   Exit = bb 9.
   Expected: s_22 = phi (1 from Q, 2 from R) in S varying, join bb 7;
   j_20, j_21 uniform; jl_24 (LCSSA phi of j in Exit) uniform; no divergent
   loop exit, no divergent loop.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u)
{
  int i;
  int v;
  int j;
  int m;
  int s;
  int t;
  int jl;
  long unsigned int off;
  long unsigned int offj;
  int * pa;
  int * pb;
  int * pj;

  __BB(2):
  goto __BB3;

  __BB(3, loop_header(1)):
  i_1 = __PHI (__BB2: 0, __BB40: i_9);
  off_10 = (long unsigned int) i_1;
  off_11 = off_10 * 4ul;
  pa_12 = a_5(D) + off_11;
  v_2 = __MEM <int> (pa_12);
  goto __BB4;

  /* P */
  __BB(4, loop_header(2)):
  j_20 = __PHI (__BB3: 0, __BB8: j_21);
  goto __BB5;

  /* Q */
  __BB(5):
  m_26 = j_20 & v_2;
  if (m_26 != 0)
    goto __BB6;
  else
    goto __BB7;

  /* R */
  __BB(6):
  goto __BB7;

  /* S */
  __BB(7):
  s_22 = __PHI (__BB5: 1, __BB6: 2);
  offj_30 = (long unsigned int) j_20;
  offj_31 = offj_30 * 4ul;
  pj_32 = c_16(D) + offj_31;
  __MEM <int> (pj_32) = s_22;
  j_21 = j_20 + 1;
  t_23 = j_21 * j_21;
  if (t_23 < u_8(D))
    goto __BB8;
  else
    goto __BB9;

  __BB(8):
  goto __BB4;

  /* Exit */
  __BB(9):
  jl_24 = __PHI (__BB7: j_21);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = jl_24;
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
/* { dg-final { scan-tree-dump "shape j_21 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape s_22 = varying" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape t_23 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump "shape jl_24 = uniform" "lockstep" } } */
/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-times "divergent branch in" 1 "lockstep" } } */
/* { dg-final { scan-tree-dump {join blocks: bb 7\n} "lockstep" } } */
/* { dg-final { scan-tree-dump-not "divergent loop exits:" "lockstep" } } */
/* { dg-final { scan-tree-dump-not "divergent loop \[0-9\]" "lockstep" } } */
