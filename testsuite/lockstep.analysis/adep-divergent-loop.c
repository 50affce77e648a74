/* Activation dependence inside a divergent loop (thesis sec. 6.3,
   "Activation Dependence", Listing 2 lines 5-11 and Listing 3 lines 26-32:
   blocks that depend on a divergent terminator get a varying activation
   -- adep*, cdep* -- shown as "varying predicates" in the dump).  The CFG
   of Fig. 7.3: a loop whose header A branches on j & a[i] (divergent) to
   B and D; B leaves to E on the uniform j > u, else goes to C; C leaves to
   F on the uniform j > w, else goes to D; D goes back to A.  E and F lead
   to X.

   In one iteration only the threads that took A -> B execute B and C, so
   B's and C's activation is varying; only some threads leave through E,
   the others through F (or later), so E's and F's activation is varying
   too; A and D run for the threads still in the loop, which also varies
   from iteration to iteration.  X post-dominates the whole loop: every
   thread gets there, its activation is uniform.
   Note that every path from A to the loop's exits goes through B, so B
   post-dominates A in the CFG with the back edge: the control dependence
   of B on the edge A -> B only exists within one iteration of the loop
   (on the loop body without its back edge).

   Blocks: A = bb 4, B = bb 5, C = bb 6, D = bb 7 (also the latch),
   E = bb 10, F = bb 11, X = bb 12.
   Expected: varying predicates bb 4, bb 5, bb 6, bb 7, bb 10, bb 11, not
   bb 12.  */
/* { dg-do compile } */
/* { dg-options "-O2 -fgimple -fplugin-arg-lockstep-analyze=all -fdump-tree-lockstep-details" } */

void __GIMPLE (ssa, startwith ("loop"))
f (int n, int * a, int * b, int * c, int u, int w)
{
  int i;
  int j;
  int y;
  int v;
  int m;
  int je;
  int jf;
  int r;
  int k;
  long unsigned int off;
  long unsigned int offj;
  int * pa;
  int * pb;
  int * pc;
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

  /* A */
  __BB(4, loop_header(2)):
  j_20 = __PHI (__BB3: 0, __BB9: j_21);
  m_22 = j_20 & v_2;
  if (m_22 != 0)
    goto __BB5;
  else
    goto __BB7;

  /* B */
  __BB(5):
  if (j_20 > u_8(D))
    goto __BB10;
  else
    goto __BB6;

  /* C */
  __BB(6):
  if (j_20 > w_15(D))
    goto __BB11;
  else
    goto __BB7;

  /* D */
  __BB(7):
  y_23 = __PHI (__BB4: 1, __BB6: 2);
  offj_30 = (long unsigned int) j_20;
  offj_31 = offj_30 * 4ul;
  pj_32 = c_16(D) + offj_31;
  __MEM <int> (pj_32) = y_23;
  j_21 = j_20 + 1;
  goto __BB9;

  __BB(9):
  goto __BB4;

  /* E */
  __BB(10):
  je_24 = __PHI (__BB5: j_20);
  goto __BB12;

  /* F */
  __BB(11):
  jf_25 = __PHI (__BB6: j_20);
  goto __BB12;

  /* X */
  __BB(12):
  r_26 = __PHI (__BB10: 10, __BB11: 20);
  k_27 = __PHI (__BB10: je_24, __BB11: jf_25);
  pb_13 = b_6(D) + off_11;
  __MEM <int> (pb_13) = r_26;
  pc_14 = c_16(D) + off_11;
  __MEM <int> (pc_14) = k_27;
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

/* { dg-final { scan-tree-dump {divergent branch in bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {varying predicates:[^\n]* bb 4\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {varying predicates:[^\n]* bb 5\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {varying predicates:[^\n]* bb 6\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {varying predicates:[^\n]* bb 7\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {varying predicates:[^\n]* bb 10\M} "lockstep" } } */
/* { dg-final { scan-tree-dump {varying predicates:[^\n]* bb 11\M} "lockstep" } } */
/* { dg-final { scan-tree-dump-not {varying predicates:[^\n]* bb 12\M} "lockstep" } } */
