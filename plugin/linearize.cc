/* Partial control-flow linearization.
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

/* Thesis ch. 8, Listing 8.  The blocks are visited in block index order (a
   topological order of the loop body without back edges, compact for loops
   and dominance regions, blockindex.cc).  A divergent branch gets one
   successor: the first, in block index order, of its successors and of the
   blocks deferred to it; every other one is deferred to that successor, so
   that it will post-dominate it.  A uniform branch keeps one edge per
   successor, each going to the first of that successor and the deferred
   blocks.  Back edges of (uniform) inner loops are left in place (§8.3).

   The plan is computed during analysis, on the unchanged loop, and
   checked: a loop whose linearization would leave a block unreachable or
   enter an inner loop elsewhere than at its header is not vectorized.  It
   is applied after predicate.cc has computed the predicates.  PHI nodes of
   blocks whose predecessors change become selects on edge predicates
   (§8.4): each predecessor P writes its incoming value to a variable,
   the first one in block index order unconditionally, the others under
   their edge predicate, X = e(P->B) ? v : X; the block reads the variable
   in place of the PHI.  Into-SSA then builds the select cascade.  */

#include "lockstep-gcc.h"
#include "region.h"

/* The plan: the new target of each DAG edge of a block with a uniform
   branch, and the single successor of each block with a divergent one.  */

struct lin_plan
{
  hash_map<edge, basic_block> target;
  hash_map<int_hash <int, -1, -2>, basic_block> single;
  auto_bitmap changed_preds;
  unsigned n_linearized;
  unsigned n_kept;
};

/* The block of BLOCKS (bb->index bitmap) first in block index order.  */

static basic_block
first_in_index (region *r, bitmap blocks)
{
  basic_block best = NULL;
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (blocks, 0, i, bi)
    {
      basic_block bb = BASIC_BLOCK_FOR_FN (r->fun, i);
      if (!best || r->bindex[bb->index] < r->bindex[best->index])
	best = bb;
    }
  return best;
}

/* Defer the blocks of SET other than NEXT to NEXT.  */

static void
defer_to (region *r, vec<bitmap> &deferred, basic_block next, bitmap set)
{
  bitmap d = deferred[next->index];
  bitmap_ior_into (d, set);
  bitmap_clear_bit (d, next->index);
  (void) r;
}

/* The DAG successors of BB in the plan: where each of its DAG edges goes
   after linearization.  Collects them in OUT.  */

static void
planned_successors (region *r, lin_plan *p, basic_block bb,
		    auto_vec<basic_block> &out)
{
  if (basic_block *s = p->single.get (bb->index))
    {
      out.safe_push (*s);
      return;
    }
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, bb->succs)
    {
      if (!region_dag_edge_p (r, e))
	{
	  out.safe_push (e->dest);
	  continue;
	}
      basic_block *t = p->target.get (e);
      out.safe_push (t ? *t : e->dest);
    }
}

/* Check plan P of R: every block stays reachable from the header, inner
   loops are still entered only at their headers.  */

static bool
check_plan (region *r, lin_plan *p)
{
  auto_bitmap reached;
  auto_vec<basic_block> stack;
  stack.safe_push (r->loop->header);
  bitmap_set_bit (reached, r->loop->header->index);
  while (!stack.is_empty ())
    {
      basic_block bb = stack.pop ();
      auto_vec<basic_block> succs;
      planned_successors (r, p, bb, succs);
      for (basic_block s : succs)
	{
	  if (!region_contains_p (r, s))
	    continue;
	  class loop *sl = s->loop_father;
	  if (sl != r->loop && !flow_bb_inside_loop_p (sl, bb)
	      && s != sl->header)
	    return region_fail (r, UNKNOWN_LOCATION,
				"partial linearization would enter an inner "
				"loop in its middle");
	  /* An edge may also not leave an inner loop other than at the
	     original exits: entering a loop's blocks from outside is
	     covered above, leaving is checked against the exit blocks.  */
	  if (bitmap_set_bit (reached, s->index))
	    stack.safe_push (s);
	}
    }
  for (basic_block bb : r->body)
    if (!bitmap_bit_p (reached, bb->index))
      return region_fail (r, UNKNOWN_LOCATION,
			  "partial linearization would make bb %d "
			  "unreachable", bb->index);
  return true;
}

/* Compute the partial linearization plan of R's loop body (Listing 8).  */

bool
plan_linearization (region *r)
{
  lin_plan *p = new lin_plan;
  p->n_linearized = 0;
  p->n_kept = 0;
  r->lin = p;
  auto_vec<bitmap> deferred;
  deferred.safe_grow_cleared (last_basic_block_for_fn (r->fun), true);
  for (basic_block bb : r->body)
    deferred[bb->index] = BITMAP_ALLOC (NULL);

  for (basic_block bb : r->body)
    {
      bitmap t = deferred[bb->index];
      auto_vec<edge> succs;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (region_dag_edge_p (r, e))
	  succs.safe_push (e);
      if (succs.is_empty ())
	continue;
      if (!divergent_branch_p (r, bb))
	{
	  for (edge s : succs)
	    {
	      auto_bitmap set;
	      bitmap_copy (set, t);
	      bitmap_set_bit (set, s->dest->index);
	      basic_block next = first_in_index (r, set);
	      if (next != s->dest)
		p->target.put (s, next);
	      defer_to (r, deferred, next, set);
	    }
	  if (EDGE_COUNT (bb->succs) > 1 && bb != r->exit->src)
	    p->n_kept++;
	}
      else
	{
	  auto_bitmap set;
	  bitmap_copy (set, t);
	  for (edge s : succs)
	    bitmap_set_bit (set, s->dest->index);
	  basic_block next = first_in_index (r, set);
	  p->single.put (bb->index, next);
	  defer_to (r, deferred, next, set);
	  p->n_linearized++;
	}
      bitmap_clear (t);
    }

  /* Blocks whose predecessors change.  */
  for (basic_block bb : r->body)
    {
      basic_block *sn = p->single.get (bb->index);
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	{
	  if (!region_dag_edge_p (r, e))
	    continue;
	  basic_block *nt = p->target.get (e);
	  basic_block now = sn ? *sn : nt ? *nt : e->dest;
	  if (now != e->dest)
	    {
	      bitmap_set_bit (p->changed_preds, e->dest->index);
	      bitmap_set_bit (p->changed_preds, now->index);
	    }
	}
    }

  for (basic_block bb : r->body)
    BITMAP_FREE (deferred[bb->index]);
  return check_plan (r, p);
}

/* Release the plan of R.  */

void
free_linearization (region *r)
{
  delete r->lin;
  r->lin = NULL;
}

/* The value of variable VAR's SSA form at the end of block BB: its last
   definition in BB or in a dominator of BB (dominators of the CFG before
   linearization), or NULL_TREE.  */

static tree
reaching_def_at_end (tree var, basic_block bb)
{
  for (; bb; bb = get_immediate_dominator (CDI_DOMINATORS, bb))
    {
      for (gimple_stmt_iterator gsi = gsi_last_bb (bb); !gsi_end_p (gsi);
	   gsi_prev (&gsi))
	{
	  tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	  if (lhs && TREE_CODE (lhs) == SSA_NAME && SSA_NAME_VAR (lhs) == var)
	    return lhs;
	}
      for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (SSA_NAME_VAR (res) == var)
	    return res;
	}
    }
  return NULL_TREE;
}

/* Turn the PHI nodes of BB into select cascades on edge predicates
   (§8.4).  For each incoming edge I, its source writes the edge predicate
   to a variable E_I (reset to false at the start of the iteration, so it
   reads false where the source did not run) and each PHI argument to a
   variable V_I; BB computes x = E_1 ? V_1 : E_2 ? V_2 : ... : V_K over the
   edges whose argument is defined, the last one needing no predicate.
   Into-SSA resolves the variables to the values themselves wherever their
   sources still dominate BB.  Virtual PHIs are removed; the virtual
   operand is renamed afterwards.  */

static void
phis_to_selects (region *r, basic_block bb)
{
  unsigned n = EDGE_COUNT (bb->preds);
  auto_vec<tree> epred_var;
  epred_var.safe_grow_cleared (n, true);
  gimple_stmt_iterator rg = gsi_after_labels (region_reset_block (r, bb));
  /* Statements for BB go, in order, before its first statement.  */
  gimple_stmt_iterator at = gsi_after_labels (bb);

  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);)
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      if (virtual_operand_p (res))
	{
	  /* Keep the name: its uses are renamed by into-SSA.  */
	  remove_phi_node (&gsi, false);
	  continue;
	}
      /* The edges that bring defined values.  */
      auto_vec<unsigned> defined;
      for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
	if (!region_undefined_value_p (gimple_phi_arg_def (phi, i)))
	  defined.safe_push (i);
      if (defined.is_empty ())
	defined.safe_push (0);
      tree sel = NULL_TREE;
      /* A tracker: lanes that come over no edge keep the value they had,
	 the one reaching the end of BB's dominator.  */
      bool tracker = (SSA_NAME_VAR (res)
		      && r->trackers->contains (SSA_NAME_VAR (res)));
      if (tracker)
	sel = reaching_def_at_end (SSA_NAME_VAR (res),
				   get_immediate_dominator (CDI_DOMINATORS,
							    bb));
      /* A uniform PHI (BB is no join of a divergent branch) has the same
	 value in all lanes that reach BB, but lanes that left a divergent
	 branch over another edge run through BB too once it is
	 linearized: a select on the varying edge predicate would give them
	 another value and make the PHI varying, and a uniform branch on it
	 divergent.  Such a PHI selects on whether any lane came over the
	 edge instead, which keeps it uniform.  */
      bool uniform = !tracker && shape_uniform_p (region_shape (r, res));
      for (int k = defined.length () - 1; k >= 0; k--)
	{
	  unsigned i = defined[k];
	  edge e = gimple_phi_arg_edge (phi, i);
	  tree v = create_tmp_reg (TREE_TYPE (res), "phiv");
	  /* Reset at the start of the iteration, so that it is not carried
	     around the loop.  Only lanes that came over no edge read a
	     reset value, so any value serves, and an undefined one lets GCC
	     drop the select.  Not for the default of a boolean cascade,
	     which no edge predicate guards: masks select with bit
	     operations, which GCC may rewrite to use the default twice
	     ((A & M) | (B & ~M) is B ^ ((B ^ A) & M)), and GCC may give each
	     use of an undefined value another value, wrong in every lane.
	     A guarded variable is undefined only where its predicate is
	     false in all lanes.  */
	  tree reset = (!sel && TREE_CODE (TREE_TYPE (res)) == BOOLEAN_TYPE
			? build_zero_cst (TREE_TYPE (res))
			: region_undefined_value (TREE_TYPE (res)));
	  gsi_insert_before (&rg, gimple_build_assign (v, reset),
			     GSI_SAME_STMT);
	  gimple_stmt_iterator g = region_before_control (e->src);
	  gsi_insert_before (&g, gimple_build_assign
				   (v, unshare_expr (gimple_phi_arg_def (phi, i))),
			     GSI_SAME_STMT);
	  tree val = make_ssa_name (TREE_TYPE (res));
	  gsi_insert_before (&at, gimple_build_assign (val, v), GSI_SAME_STMT);
	  if (!sel)
	    {
	      sel = val;
	      continue;
	    }
	  /* The edge predicate, through its variable.  */
	  unsigned ix = e->dest_idx;
	  if (!epred_var[ix])
	    {
	      tree *ep = r->edge_pred->get (e);
	      epred_var[ix] = create_tmp_reg (boolean_type_node, "edgep");
	      gsi_insert_before (&rg, gimple_build_assign (epred_var[ix],
							   boolean_false_node),
				 GSI_SAME_STMT);
	      gimple_stmt_iterator g2 = region_before_control (e->src);
	      gsi_insert_before (&g2, gimple_build_assign
					(epred_var[ix],
					 ep ? *ep : boolean_true_node),
				 GSI_SAME_STMT);
	    }
	  tree c = make_ssa_name (boolean_type_node);
	  gsi_insert_before (&at, gimple_build_assign (c, epred_var[ix]),
			     GSI_SAME_STMT);
	  if (uniform)
	    {
	      gcall *any = gimple_build_call (region_any_decl (r), 1, c);
	      c = make_ssa_name (boolean_type_node);
	      gimple_call_set_lhs (any, c);
	      gsi_insert_before (&at, any, GSI_SAME_STMT);
	    }
	  tree t = make_ssa_name (TREE_TYPE (res));
	  gsi_insert_before (&at, gimple_build_assign (t, COND_EXPR, c, val,
						       sel),
			     GSI_SAME_STMT);
	  sel = t;
	}
      gsi_insert_before (&at, gimple_build_assign (res, sel), GSI_SAME_STMT);
      remove_phi_node (&gsi, false);
    }
}

/* Give BB the single successor NEXT: remove its control statement and
   other outgoing edges.  Edges that are not part of the DAG (loop exits of
   the region) are kept.  */

static void
make_single_successor (basic_block bb, basic_block next)
{
  gimple_stmt_iterator gsi = gsi_last_bb (bb);
  if (!gsi_end_p (gsi)
      && (gimple_code (gsi_stmt (gsi)) == GIMPLE_COND
	  || gimple_code (gsi_stmt (gsi)) == GIMPLE_SWITCH))
    gsi_remove (&gsi, true);
  edge keep = NULL;
  for (edge_iterator ei = ei_start (bb->succs); (ei_cond (ei, &keep), keep);)
    {
      if (keep->dest == next)
	{
	  ei_next (&ei);
	  continue;
	}
      remove_edge (keep);
    }
  keep = find_edge (bb, next);
  if (keep)
    {
      keep->flags &= ~(EDGE_TRUE_VALUE | EDGE_FALSE_VALUE);
      keep->flags |= EDGE_FALLTHRU;
    }
  else
    keep = make_single_succ_edge (bb, next, EDGE_FALLTHRU);
  keep->probability = profile_probability::always ();
}

/* Apply the plan of R to its loop body: the predicates exist
   (predicate.cc).  Then rename the body's symbols (SCOPE, begun before
   the predicates were made).  */

bool
partially_linearize (region *r, rename_scope *scope)
{
  lin_plan *p = r->lin;
  bitmap_iterator bi;
  unsigned i;
  edge entry = loop_preheader_edge (r->loop);

  /* PHIs of blocks whose predecessors change become selects.  */
  calculate_dominance_info (CDI_DOMINATORS);
  EXECUTE_IF_SET_IN_BITMAP (p->changed_preds, 0, i, bi)
    phis_to_selects (r, BASIC_BLOCK_FOR_FN (r->fun, i));

  /* Rewire.  */
  for (basic_block bb : r->body)
    {
      if (basic_block *next = p->single.get (bb->index))
	{
	  make_single_successor (bb, *next);
	  continue;
	}
      auto_vec<std::pair<edge, basic_block> > moves;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (basic_block *t = p->target.get (e))
	  moves.safe_push (std::make_pair (e, *t));
      if (moves.is_empty ())
	continue;
      /* A conditional whose edges would all go to one block is one
	 edge.  */
      gimple *last = last_stmt (bb);
      if (last && gimple_code (last) == GIMPLE_COND)
	{
	  basic_block t0 = NULL;
	  bool same = true;
	  FOR_EACH_EDGE (e, ei, bb->succs)
	    {
	      basic_block *t = p->target.get (e);
	      basic_block dest = t ? *t : e->dest;
	      if (!region_dag_edge_p (r, e))
		same = false;
	      if (!t0)
		t0 = dest;
	      else if (dest != t0)
		same = false;
	    }
	  if (same)
	    {
	      make_single_successor (bb, t0);
	      continue;
	    }
	}
      for (auto &m : moves)
	{
	  edge ne = redirect_edge_and_branch (m.first, m.second);
	  gcc_assert (ne);
	}
    }

  r->n_linearized = p->n_linearized;
  r->n_kept = p->n_kept;
  free_dominance_info (CDI_DOMINATORS);
  free_dominance_info (CDI_POST_DOMINATORS);
  loops_state_set (LOOPS_NEED_FIXUP);
  rename_scope_finish (scope, r->fun, r->body, entry);
  return true;
}
