/* BOSCC gadgets: skip linearized code whose predicate is all false.
   Copyright (C) 2026 The lockstep authors.

This file is part of lockstep.

lockstep is free software; you can redistribute it and/or modify it under
the terms of the GNU General Public License as published by the Free
Software Foundation; either version 3, or (at your option) any later
version.

lockstep is distributed in the hope that it will be useful, but WITHOUT ANY
WARRANTY; without even the implied warranty of MERCHANTABILITY or
FITNESS FOR A PARTICULAR PURPOSE.  See the GNU General Public License
for more details.

You should have received a copy of the GNU General Public License
along with lockstep; see the file COPYING.  If not see
<http://www.gnu.org/licenses/>.  */

/* Thesis §9.2.  For a divergent branch in A whose edge to B should be
   skipped when no lane takes it, A is split: the statements of A stay in
   A, which then ends in a uniform branch

     if (__lockstep_any (__lockstep_active () & cond(A->B))) goto A2;
     else goto C;

   where A2 holds A's original divergent branch to B and C, and C is A's
   other successor.  Partial linearization keeps uniform branches whose
   dominance region they control (Theorem 5), so when no lane goes to B, B
   and every block it dominates are skipped.  The gadget is inserted
   before linearization; predicate.cc turns __lockstep_active into A's
   predicate.

   Where: option boscc=on puts a gadget on every edge of a two-way
   divergent branch that leads to a block with at least one statement;
   boscc=auto (the default) on the edges whose target's dominance region
   is large (BOSCC_MIN_SIZE statements or more) or which the profile says
   are rarely taken (20% or less, with -fprofile-use), except on the path
   every continuing iteration of a divergent loop takes; boscc=off nowhere.
   A branch gets at most one gadget, for its larger (or rarer) side.  */

#include "lockstep-gcc.h"
#include "region.h"

/* Statements in the dominance region of B below which auto mode does not
   bother: the skip branch costs a vector test and a jump.  */
static const unsigned BOSCC_MIN_SIZE = 12;

/* The number of statements of the blocks of R dominated by B.  */

static unsigned
region_size (region *r, basic_block b)
{
  unsigned n = 0;
  auto_vec<basic_block> dom = get_all_dominated_blocks (CDI_DOMINATORS, b);
  for (basic_block bb : dom)
    {
      if (!region_contains_p (r, bb))
	continue;
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	if (!is_gimple_debug (gsi_stmt (gsi)))
	  n++;
    }
  return n;
}

/* Whether the statements of B are only labels, debug statements or a
   jump.  */

static bool
block_has_no_code_p (basic_block b)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (b); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *s = gsi_stmt (gsi);
      if (!is_gimple_debug (s) && gimple_code (s) != GIMPLE_LABEL)
	return false;
    }
  return true;
}

/* The edge of A's divergent two-way branch worth a gadget, or NULL.  */

static edge
gadget_edge (region *r, basic_block a)
{
  if (EDGE_COUNT (a->succs) != 2)
    return NULL;
  gimple *last = last_stmt (a);
  if (!last || gimple_code (last) != GIMPLE_COND)
    return NULL;
  edge best = NULL;
  unsigned best_size = 0;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, a->succs)
    {
      if (!region_dag_edge_p (r, e) || !single_pred_p (e->dest)
	  || block_has_no_code_p (e->dest))
	continue;
      /* A block every continuing iteration of a divergent loop passes
	 sees some lane in every iteration but the last (the loop runs
	 while any lane is live), so its skip would almost never be taken;
	 in Mandelbrot's escape loop it costs a third of the speed-up.  */
      if (lockstep_opts.boscc == LOCKSTEP_BOSCC_AUTO
	  && bitmap_bit_p (r->continuing_blocks, e->dest->index))
	continue;
      unsigned size = region_size (r, e->dest);
      bool rare = e->probability.initialized_p ()
		  && e->probability.reliable_p ()
		  && e->probability <= profile_probability::from_reg_br_prob_base
					 (REG_BR_PROB_BASE / 5);
      if (lockstep_opts.boscc == LOCKSTEP_BOSCC_AUTO
	  && size < BOSCC_MIN_SIZE && !rare)
	continue;
      if (rare)
	size += 1u << 20;
      if (!best || size > best_size)
	{
	  best = e;
	  best_size = size;
	}
    }
  return best;
}

/* The edge of A's branch that gets a gadget, or NULL: A ends a divergent
   branch and one of its edges is worth one.  The cost model asks before
   the transform (the divergent loops are not transformed yet, so their
   continuing blocks are not known: it may count a gadget there that the
   transform leaves out).  Needs dominators.  */

edge
boscc_gadget_edge (region *r, basic_block a)
{
  if (lockstep_opts.boscc == LOCKSTEP_BOSCC_OFF
      || !divergent_branch_p (r, a))
    return NULL;
  return gadget_edge (r, a);
}

/* Insert the gadget for edge E (see the comment at the top).  */

static void
insert_gadget (region *r, edge e)
{
  basic_block a = e->src;
  gcond *cond = as_a <gcond *> (last_stmt (a));
  edge other = EDGE_SUCC (a, 0) == e ? EDGE_SUCC (a, 1) : EDGE_SUCC (a, 0);
  basic_block c = other->dest;
  if (dump_file)
    fprintf (dump_file, ";; all-false skip: bb %d -> bb %d when no lane "
	     "goes to bb %d\n", a->index, c->index, e->dest->index);
  region_remark (r, gimple_location (cond), "all-false skip: a test skips "
		 "one side of this branch when no lane takes it");

  /* A keeps its statements, A2 gets the divergent branch.  */
  gimple_stmt_iterator g = gsi_for_stmt (cond);
  gsi_prev (&g);
  edge fall = gsi_end_p (g) ? split_block_after_labels (a)
			     : split_block (a, gsi_stmt (g));
  basic_block a2 = fall->dest;
  /* E and OTHER now leave A2.  */
  edge a2_c = find_edge (a2, c);

  /* Whether some active lane takes E.  */
  gimple_stmt_iterator at = gsi_last_bb (a);
  gimple_seq seq = NULL;
  tree any = region_build_any_takes (r, cond, e, &seq);
  gimple_seq_add_stmt (&seq, gimple_build_cond (NE_EXPR, any,
						boolean_false_node,
						NULL_TREE, NULL_TREE));
  if (gsi_end_p (at))
    {
      gimple_stmt_iterator s = gsi_start_bb (a);
      gsi_insert_seq_before (&s, seq, GSI_SAME_STMT);
    }
  else
    gsi_insert_seq_after (&at, seq, GSI_NEW_STMT);
  r->boscc_tests.safe_push (last_stmt (a));

  /* A: if (any) goto A2; else goto C.  */
  fall->flags = (fall->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  edge skip = make_edge (a, c, EDGE_FALSE_VALUE);
  fall->probability = e->probability.initialized_p ()
		      ? e->probability : profile_probability::even ();
  skip->probability = fall->probability.invert ();
  for (gphi_iterator gsi = gsi_start_phis (c); !gsi_end_p (gsi);
       gsi_next (&gsi))
    add_phi_arg (gsi.phi (), PHI_ARG_DEF_FROM_EDGE (gsi.phi (), a2_c), skip,
		 gimple_phi_arg_location_from_edge (gsi.phi (), a2_c));
  r->n_boscc++;
}

/* Insert BOSCC gadgets in R's body according to option boscc.  Returns
   whether any was inserted (the CFG changed).  */

bool
insert_boscc_gadgets (region *r)
{
  if (lockstep_opts.boscc == LOCKSTEP_BOSCC_OFF)
    return false;
  calculate_dominance_info (CDI_DOMINATORS);
  auto_vec<edge> todo;
  for (basic_block bb : r->body)
    if (divergent_branch_p (r, bb))
      if (edge e = gadget_edge (r, bb))
	todo.safe_push (e);
  for (edge e : todo)
    insert_gadget (r, e);
  free_dominance_info (CDI_DOMINATORS);
  if (!todo.is_empty ())
    update_ssa (TODO_update_ssa);
  return !todo.is_empty ();
}
