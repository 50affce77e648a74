/* Block and edge predicates of the region, as scalar boolean SSA values.
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

/* The block predicate of a block is true for the lanes that execute it in
   the scalar program (thesis §3.4, §4.3); an edge predicate is true for the
   lanes that take the edge.  They are computed in the scalar body with
   total instructions (no instruction here can trap), before partial
   linearization changes the CFG, so that they keep meaning what they meant
   in the original program:

     e(a->s) = p(a) & cond(a->s)      at the end of A
     p(s)    = OR of e(a->s)           accumulated in a variable P_s

   P_s is a plain variable reset at the start of every iteration and after
   every read, updated at the end of each predecessor; into-SSA (update_ssa)
   later builds its PHI nodes for the linearized CFG.  This stays correct
   whatever new edges linearization draws: a predecessor that does not run
   contributes nothing, and it does not run only if no lane took it.

   A block that post-dominates its immediate dominator, in the same loop,
   runs exactly when the dominator runs: it shares the dominator's
   predicate (control equivalence) and no variable is needed.  Blocks whose
   predicate the divergence analysis found uniform get predicates as well:
   partial linearization keeps them behind a real branch, so their
   predicate is true wherever they run and widening never masks them.  */

#include "lockstep-gcc.h"
#include "region.h"

/* State of the predicate construction.  */

struct pred_state
{
  /* Predicate variable of each block that accumulates one, by
     bb->index.  */
  hash_map<int_hash <int, -1, -2>, tree> accum;
  /* The holder Q_d of each block D whose predicate other blocks read, by
     bb->index.  */
  hash_map<int_hash <int, -1, -2>, tree> holder;
  /* The block whose predicate each control-equivalent block reads, by
     bb->index.  */
  auto_vec<basic_block> source;
};

/* Emit LHS = CODE (A, B) of boolean type before GSI.  */

static tree
emit_bool (gimple_stmt_iterator *gsi, enum tree_code code, tree a,
	   tree b = NULL_TREE)
{
  tree lhs = make_ssa_name (boolean_type_node);
  gassign *g = b ? gimple_build_assign (lhs, code, a, b)
		 : gimple_build_assign (lhs, code, a);
  gsi_insert_before (gsi, g, GSI_SAME_STMT);
  return lhs;
}

/* P AND C, where P is NULL_TREE for true.  */

static tree
and_pred (gimple_stmt_iterator *gsi, tree p, tree c)
{
  if (!p)
    return c;
  return emit_bool (gsi, BIT_AND_EXPR, p, c);
}

/* The condition, as a boolean SSA value, under which the switch SW takes
   the edge to DEST.  */

static tree
switch_edge_condition (gimple_stmt_iterator *gsi, gswitch *sw,
		       basic_block dest)
{
  tree index = gimple_switch_index (sw);
  tree any = NULL_TREE, hit = NULL_TREE;
  basic_block def_bb = label_to_block (cfun, CASE_LABEL
						(gimple_switch_default_label
						 (sw)));
  for (unsigned i = 1; i < gimple_switch_num_labels (sw); i++)
    {
      tree label = gimple_switch_label (sw, i);
      tree low = CASE_LOW (label), high = CASE_HIGH (label);
      tree c;
      if (!high)
	c = emit_bool (gsi, EQ_EXPR, index, low);
      else
	{
	  tree ge = emit_bool (gsi, GE_EXPR, index, low);
	  tree le = emit_bool (gsi, LE_EXPR, index, high);
	  c = emit_bool (gsi, BIT_AND_EXPR, ge, le);
	}
      any = any ? emit_bool (gsi, BIT_IOR_EXPR, any, c) : c;
      if (label_to_block (cfun, CASE_LABEL (label)) == dest)
	hit = hit ? emit_bool (gsi, BIT_IOR_EXPR, hit, c) : c;
    }
  if (def_bb == dest)
    {
      tree none = any ? emit_bool (gsi, BIT_NOT_EXPR, any)
		      : boolean_true_node;
      hit = hit ? emit_bool (gsi, BIT_IOR_EXPR, hit, none) : none;
    }
  return hit ? hit : boolean_false_node;
}

/* Whether BB runs exactly when its immediate dominator does (control
   equivalence within one loop level), so that it shares its predicate.  */

static bool
control_equivalent_to_idom_p (region *r, basic_block bb)
{
  basic_block d = get_immediate_dominator (CDI_DOMINATORS, bb);
  if (!d || !region_contains_p (r, d))
    return false;
  if (!dominated_by_p (CDI_POST_DOMINATORS, d, bb))
    return false;
  /* The header of an inner loop post-dominates its preheader; it runs
     once per iteration, under the same predicate while the loop is
     uniform.  */
  if (d->loop_father != bb->loop_father)
    return bb->loop_father->header == bb
	   && !bitmap_bit_p (r->divergent_loops, bb->loop_father->num);
  return true;
}

/* Choose how each block of R gets its predicate: the loop header and
   the headers of loops made uniform have theirs; a block control
   equivalent to its immediate dominator (or aliased to a block by the
   divergent loop transform) reads that block's through a holder; the
   others accumulate theirs in a variable.  */

static void
assign_pred_vars (region *r, pred_state *st)
{
  st->source.safe_grow_cleared (last_basic_block_for_fn (r->fun), true);
  for (basic_block bb : r->body)
    {
      if (bb == r->loop->header || r->live_masks->get (bb->index))
	continue;
      basic_block *alias = r->pred_alias->get (bb->index);
      if (alias || control_equivalent_to_idom_p (r, bb))
	{
	  basic_block d = alias ? *alias
			  : get_immediate_dominator (CDI_DOMINATORS, bb);
	  st->source[bb->index] = d;
	  if (d != r->loop->header && !st->holder.get (d->index))
	    st->holder.put (d->index,
			    create_tmp_reg (boolean_type_node, "predq"));
	}
      else
	st->accum.put (bb->index, create_tmp_reg (boolean_type_node, "pred"));
    }
}

/* Reset the variables of ST to false at the start of the iteration they
   belong to.  */

static void
insert_resets (region *r, pred_state *st)
{
  for (basic_block bb : r->body)
    {
      tree vars[2] = { NULL_TREE, NULL_TREE };
      if (tree *a = st->accum.get (bb->index))
	vars[0] = *a;
      if (tree *q = st->holder.get (bb->index))
	vars[1] = *q;
      basic_block at = region_reset_block (r, bb);
      gimple_stmt_iterator gsi = gsi_after_labels (at);
      for (tree v : vars)
	if (v)
	  gsi_insert_before (&gsi, gimple_build_assign (v, boolean_false_node),
			     GSI_SAME_STMT);
    }
}

/* Read the predicate of each block of R at its start, after the resets
   the block itself does as a loop header, into R->block_pred; a block
   with a holder stores it there.  */

static void
read_block_predicates (region *r, pred_state *st)
{
  for (basic_block bb : r->body)
    {
      tree p = NULL_TREE;
      gimple_stmt_iterator gsi = gsi_after_labels (bb);
      /* Skip the resets inserted above.  */
      while (!gsi_end_p (gsi) && is_gimple_assign (gsi_stmt (gsi))
	     && gimple_assign_rhs1 (gsi_stmt (gsi)) == boolean_false_node
	     && VAR_P (gimple_assign_lhs (gsi_stmt (gsi))))
	gsi_next (&gsi);
      if (bb == r->loop->header)
	p = NULL_TREE;
      else if (tree *m = r->live_masks->get (bb->index))
	{
	  /* The live mask of a loop made uniform, read at its start.  */
	  p = *m;
	  gsi = gsi_for_stmt (SSA_NAME_DEF_STMT (p));
	  gsi_next (&gsi);
	}
      else if (tree *var = st->accum.get (bb->index))
	{
	  p = make_ssa_name (boolean_type_node);
	  gsi_insert_before (&gsi, gimple_build_assign (p, *var),
			     GSI_SAME_STMT);
	  if (bb->loop_father != r->loop && bb->loop_father->header == bb)
	    gsi_insert_before (&gsi, gimple_build_assign (*var,
							  boolean_false_node),
			       GSI_SAME_STMT);
	}
      else
	{
	  basic_block d = st->source[bb->index];
	  if (d == r->loop->header)
	    p = NULL_TREE;
	  else
	    {
	      p = make_ssa_name (boolean_type_node);
	      gsi_insert_before (&gsi, gimple_build_assign
					 (p, *st->holder.get (d->index)),
				 GSI_SAME_STMT);
	    }
	}
      if (tree *q = st->holder.get (bb->index))
	gsi_insert_before (&gsi, gimple_build_assign
				   (*q, p ? p : boolean_true_node),
			   GSI_SAME_STMT);
      r->block_pred[bb->index] = p;
    }
}

/* The edge predicates of R, into R->edge_pred, and their contributions to
   the accumulators of ST.  */

static void
emit_edge_predicates (region *r, pred_state *st)
{
  for (basic_block bb : r->body)
    {
      tree p = r->block_pred[bb->index];
      gimple *last = last_stmt (bb);
      gimple_stmt_iterator gsi = region_before_control (bb);
      edge e;
      edge_iterator ei;
      tree cond = NULL_TREE;
      if (last && gimple_code (last) == GIMPLE_COND)
	{
	  gcond *c = as_a <gcond *> (last);
	  cond = emit_bool (&gsi, gimple_cond_code (c), gimple_cond_lhs (c),
			    gimple_cond_rhs (c));
	}
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  if (!region_dag_edge_p (r, e)
	      && !(e->dest == e->dest->loop_father->header
		   && e->dest->loop_father != r->loop
		   && e->src == e->dest->loop_father->latch))
	    continue;
	  tree ep;
	  if (cond)
	    {
	      tree c = cond;
	      if (e->flags & EDGE_FALSE_VALUE)
		c = emit_bool (&gsi, BIT_NOT_EXPR, cond);
	      ep = and_pred (&gsi, p, c);
	    }
	  else if (last && gimple_code (last) == GIMPLE_SWITCH)
	    ep = and_pred (&gsi, p, switch_edge_condition
				      (&gsi, as_a <gswitch *> (last), e->dest));
	  else
	    ep = p;
	  r->edge_pred->put (e, ep ? ep : boolean_true_node);
	  if (tree *var = st->accum.get (e->dest->index))
	    {
	      tree v = ep ? ep : boolean_true_node;
	      gassign *g = gimple_build_assign (*var, BIT_IOR_EXPR, *var, v);
	      gsi_insert_before (&gsi, g, GSI_SAME_STMT);
	    }
	}
    }
}

/* Compute the block and edge predicates of R's loop body (see the comment
   at the top of the file).  Records the block predicates in
   R->block_pred and the edge predicates in R->edge_pred.

   Every variable is reset at the start of the iteration of the innermost
   loop around its block, so that a block that does not run in an
   iteration reads false and not an old value: an accumulator A_b (blocks
   whose predicate is the OR of their incoming edges), and a holder Q_d
   through which a control-equivalent block reads its dominator's
   predicate -- into-SSA turns the read into the dominator's value itself
   wherever the dominator still dominates after linearization.  */

bool
predicate_region (region *r)
{
  pred_state st;
  r->block_pred.truncate (0);
  r->block_pred.safe_grow_cleared (last_basic_block_for_fn (r->fun), true);
  r->edge_pred->empty ();

  calculate_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_POST_DOMINATORS);

  assign_pred_vars (r, &st);
  insert_resets (r, &st);
  read_block_predicates (r, &st);
  emit_edge_predicates (r, &st);

  /* __lockstep_active () is the predicate of its block.  */
  region_resolve_active (r);

  free_dominance_info (CDI_POST_DOMINATORS);
  return true;
}
