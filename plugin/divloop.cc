/* The divergent loop transform: inner loops whose lanes leave in
   different iterations or through different exits become uniform loops.
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

/* Thesis §9.1.  A divergent loop L, header H, latch L0, preheader P,
   becomes:

     P:   LIVE = lanes entering (a masked write); EX_e = false (before
	  the outermost loop the exit leaves, if it leaves more than L)
     H:   block predicate = LIVE (the live mask); LIVE = false
     ...  the body; every exit edge X -> E is rebounded through a new block
	  R (EX_E = true; OUT_y = y for each PHI y of E, masked writes: only
	  the exiting lanes) to the join block J, except uniform exits (a
	  uniform branch every continuing lane passes), whose R goes straight
	  to the dispatch: when taken, all live lanes leave;
     L0:  LIVE = true (masked: the lanes that continue); -> J
     J:   PHIs for the header's latch values (only L0 brings defined
	  ones); if (__lockstep_any (LIVE)) goto the new latch else dispatch
     D_1 .. D_m: after the loop, with the predicate of P: D_i branches to
	  exit block E_i for the lanes of EX_E_i; E_i's PHIs read OUT_y.

   An exit value that is the loop's counter on every exit is instead a
   per-lane counter the header steps for the live lanes (count_exits).

   The loop then has one exit and a uniform exit test, so partial
   linearization treats it as a uniform loop; the exits' tests inside it
   are ordinary divergent branches, the dispatch branches too.  Values
   computed in the loop are uniform inside it when all live lanes agree
   (the thesis' temporal divergence shows only after the loop, in OUT_y).

   Writes that must affect only the active lanes of their block use the
   intrinsic __lockstep_active; it and the live-mask predicate of the
   header are resolved by predicate.cc once block predicates exist.  */

#include "lockstep-gcc.h"
#include "region.h"

/* Insert G at the end of BB, before its control statement.  */

static void
append (basic_block bb, gimple *g)
{
  gimple_stmt_iterator gsi = region_before_control (bb);
  gsi_insert_before (&gsi, g, GSI_SAME_STMT);
}

/* Append to BB a write VAR = VAL that takes effect only in the lanes
   active in BB: a = __lockstep_active (); VAR = a ? VAL : VAR (VAR | a for
   a boolean VAL of true).  predicate.cc replaces the intrinsic by BB's
   predicate.  */

static void
masked_write (region *r, basic_block bb, tree var, tree val)
{
  tree a = make_ssa_name (boolean_type_node);
  gcall *c = gimple_build_call (region_active_decl (r), 0);
  gimple_call_set_lhs (c, a);
  append (bb, c);
  gassign *g;
  if (TREE_CODE (TREE_TYPE (var)) == BOOLEAN_TYPE && integer_onep (val))
    g = gimple_build_assign (var, BIT_IOR_EXPR, var, a);
  else
    g = gimple_build_assign (var, COND_EXPR, a, val, var);
  append (bb, g);
}

/* Whether exit edge E of loop L can stay a uniform exit: its branch is
   uniform and every lane that continues the loop passes its source, so
   when it is taken all live lanes take it.  */

static bool
uniform_exit_p (region *r, class loop *l, edge e)
{
  if (divergent_branch_p (r, e->src))
    return false;
  return dominated_by_p (CDI_DOMINATORS, l->latch, e->src);
}

/* An exit value read from a counter (count_exits): the counter's step
   STEP and its code (PLUS_EXPR or MINUS_EXPR), and whether all exits bring
   the value after the step.  */

struct counted_exit
{
  bool after_step;
  /* For exits of both kinds, the latch value: the exits that bring it
     step the counter.  */
  tree next;
  enum tree_code code;
  tree step;
};

/* The state of transforming one divergent loop L: its blocks, its exits
   and exit blocks, the new blocks (the join J, the new latch NL, the
   dispatch chain DISP, one block per exit block) and the tracker
   variables (LIVE, EX per exit block, an OUT variable per PHI of the exit
   blocks).  */

struct divloop
{
  region *r;
  class loop *l;
  basic_block h, l0, p;
  auto_vec<edge> exits;
  auto_vec<basic_block> exit_blocks;
  auto_vec<bool> kept;
  tree live;
  auto_vec<tree> ex;
  hash_map<tree, tree> out_of_phi;
  /* The exit-block PHIs whose OUT variable is a counter (count_exits).  */
  hash_map<tree, counted_exit> counted;
  basic_block j, nl;
  auto_vec<basic_block> disp;
};

/* Reset the debug statements after loop L that refer to values of L,
   which will not dominate them any more.  */

static void
reset_debug_uses_outside (class loop *l)
{
  basic_block *body = get_loop_body (l);
  for (unsigned i = 0; i < l->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree lhs = gimple_get_lhs (gsi_stmt (gsi));
	if (!lhs || TREE_CODE (lhs) != SSA_NAME)
	  continue;
	imm_use_iterator it;
	gimple *use;
	FOR_EACH_IMM_USE_STMT (use, it, lhs)
	  if (is_gimple_debug (use)
	      && !flow_bb_inside_loop_p (l, gimple_bb (use)))
	    {
	      gimple_debug_bind_reset_value (use);
	      update_stmt (use);
	    }
      }
  for (unsigned i = 0; i < l->num_nodes; i++)
    for (gphi_iterator gsi = gsi_start_phis (body[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree res = gimple_phi_result (gsi.phi ());
	if (virtual_operand_p (res))
	  continue;
	imm_use_iterator it;
	gimple *use;
	FOR_EACH_IMM_USE_STMT (use, it, res)
	  if (is_gimple_debug (use)
	      && !flow_bb_inside_loop_p (l, gimple_bb (use)))
	    {
	      gimple_debug_bind_reset_value (use);
	      update_stmt (use);
	    }
      }
  free (body);
}

/* Create the tracker variables of D: LIVE, EX per exit block and OUT per
   non-virtual PHI of each exit block.  */

static void
create_trackers (divloop *d)
{
  d->live = create_tmp_reg (boolean_type_node, "live");
  d->r->trackers->add (d->live);
  for (basic_block e : d->exit_blocks)
    {
      d->ex.safe_push (create_tmp_reg (boolean_type_node, "exit"));
      d->r->trackers->add (d->ex.last ());
      for (gphi_iterator gsi = gsi_start_phis (e); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  tree res = gimple_phi_result (gsi.phi ());
	  if (!virtual_operand_p (res))
	    {
	      tree v = create_tmp_reg (TREE_TYPE (res), "out");
	      d->out_of_phi.put (res, v);
	      d->r->trackers->add (v);
	    }
	}
    }
}

/* The header PHI of D's loop whose value, or whose latch value NEXT = PHI
   + STEP (or - STEP, STEP constant), is what exit-block PHI RES receives
   on every exit edge of the loop; *AFTER_STEP says which where it is the
   same on every edge, else *MIXED is set; *NEXT is the statement of
   NEXT.  NULL if there is none.  The counter of a loop (k in "while (k <
   max && c) k++;") is such a PHI; in "for (k = 0; k < max; k++) if (c)
   break;" its exits are mixed.  */

static gphi *
counted_exit_phi (divloop *d, tree res, bool *after_step, bool *mixed,
		  gassign **next)
{
  basic_block eb = gimple_bb (SSA_NAME_DEF_STMT (res));
  gphi *exit_phi = as_a <gphi *> (SSA_NAME_DEF_STMT (res));
  if (!INTEGRAL_TYPE_P (TREE_TYPE (res)))
    return NULL;
  gphi *iv = NULL;
  bool seen = false;
  for (edge e : d->exits)
    {
      if (e->dest != eb)
	continue;
      tree val = PHI_ARG_DEF_FROM_EDGE (exit_phi, e);
      if (TREE_CODE (val) != SSA_NAME)
	return NULL;
      gimple *def = SSA_NAME_DEF_STMT (val);
      gphi *p = dyn_cast <gphi *> (def);
      if (!p)
	{
	  gassign *a = dyn_cast <gassign *> (def);
	  if (!a || TREE_CODE (gimple_assign_rhs1 (a)) != SSA_NAME)
	    return NULL;
	  p = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (gimple_assign_rhs1 (a)));
	  if (!p)
	    return NULL;
	}
      if (gimple_bb (p) != d->h || (iv && iv != p))
	return NULL;
      iv = p;
      tree latch = PHI_ARG_DEF_FROM_EDGE (p, single_succ_edge (d->l0));
      if (TREE_CODE (latch) != SSA_NAME)
	return NULL;
      gassign *n = dyn_cast <gassign *> (SSA_NAME_DEF_STMT (latch));
      if (!n || (gimple_assign_rhs_code (n) != PLUS_EXPR
		 && gimple_assign_rhs_code (n) != MINUS_EXPR)
	  || gimple_assign_rhs1 (n) != gimple_phi_result (p)
	  || TREE_CODE (gimple_assign_rhs2 (n)) != INTEGER_CST
	  || (def != p && def != n))
	return NULL;
      if (seen && *after_step != (def == n))
	*mixed = true;
      seen = true;
      *after_step = def == n;
      *next = n;
    }
  return iv;
}

/* VAL + STEP or VAL - STEP (CODE) in VAL's type, computed in the unsigned
   type, appended to BB.  */

static tree
append_step (basic_block bb, tree val, enum tree_code code, tree step)
{
  tree type = TREE_TYPE (val);
  tree ut = unsigned_type_for (type);
  gimple_seq seq = NULL;
  tree sum = gimple_build (&seq, code, ut, gimple_convert (&seq, ut, val),
			   fold_convert (ut, step));
  sum = gimple_convert (&seq, type, sum);
  gimple_stmt_iterator g = region_before_control (bb);
  gsi_insert_seq_before (&g, seq, GSI_SAME_STMT);
  return sum;
}

/* Replace the OUT variable of each exit-block PHI of D that
   counted_exit_phi accepts by a counter C: set to the chain's initial
   value less one step for the lanes entering the loop, and stepped at the
   header for the live lanes, it holds each live lane's value of the
   header PHI throughout an iteration, and each lane's value of its last
   iteration once it has left; the dispatch reads C, or C plus one step
   where the exits bring the latch value.  Where some exits bring the
   header PHI's value and others the latch value (MIXED), the dispatch
   reads C, and the exits that bring the latch value step C once more for
   the lanes that take them (rebound_exits).  The exits need no write (a
   blend of a broadcast counter per exit and iteration), and the join no
   select of C, which only the header changes.  The arithmetic is in the
   unsigned type: masked-off lanes step too.  */

static void
count_exits (divloop *d)
{
  for (basic_block eb : d->exit_blocks)
    for (gphi_iterator gsi = gsi_start_phis (eb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	tree res = gimple_phi_result (gsi.phi ());
	bool after_step = false, mixed = false;
	gassign *n = NULL;
	gphi *iv;
	if (virtual_operand_p (res)
	    || !(iv = counted_exit_phi (d, res, &after_step, &mixed, &n)))
	  continue;
	tree c = *d->out_of_phi.get (res);
	enum tree_code code = gimple_assign_rhs_code (n);
	tree step = gimple_assign_rhs2 (n);
	counted_exit ce = { after_step && !mixed,
			    mixed ? gimple_assign_lhs (n) : NULL_TREE, code,
			    step };
	d->counted.put (res, ce);
	tree init = PHI_ARG_DEF_FROM_EDGE (iv, loop_preheader_edge (d->l));
	tree ci = make_ssa_name (TREE_TYPE (res));
	append (d->p, gimple_build_assign (ci, unshare_expr (init)));
	ci = append_step (d->p, ci, code == PLUS_EXPR ? MINUS_EXPR : PLUS_EXPR,
			  step);
	masked_write (d->r, d->p, c, ci);
	masked_write (d->r, d->h, c, append_step (d->h, c, code, step));
	if (dump_file && (dump_flags & TDF_DETAILS))
	  {
	    fprintf (dump_file, ";; divloop: exit value ");
	    print_generic_expr (dump_file, res);
	    fprintf (dump_file, " counted from ");
	    print_generic_expr (dump_file, gimple_phi_result (iv));
	    fprintf (dump_file, "%s\n",
		     mixed ? ", once more on exits after its step"
		     : after_step ? ", after its step" : "");
	  }
      }
}

/* Rebound every exit of D's loop to the join J: the exiting lanes set
   their EX and OUT variables on the way.  */

static void
rebound_exits (divloop *d)
{
  for (unsigned k = 0; k < d->exits.length (); k++)
    {
      edge e = d->exits[k];
      basic_block dest = e->dest;
      unsigned ei = 0;
      while (d->exit_blocks[ei] != dest)
	ei++;
      basic_block rb = split_edge (e);
      /* split_edge put RB in the loop around L; a rebounded exit's block
	 is part of L now, a kept exit's stays outside.  */
      if (!d->kept[k])
	{
	  remove_bb_from_loops (rb);
	  add_bb_to_loop (rb, d->l);
	}
      edge out = single_succ_edge (rb);
      masked_write (d->r, rb, d->ex[ei], boolean_true_node);
      for (gphi_iterator gsi = gsi_start_phis (dest); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  tree res = gimple_phi_result (phi);
	  if (virtual_operand_p (res))
	    continue;
	  tree val = PHI_ARG_DEF_FROM_EDGE (phi, out);
	  if (counted_exit *ce = d->counted.get (res))
	    {
	      tree c = *d->out_of_phi.get (res);
	      if (ce->next && val == ce->next)
		masked_write (d->r, rb, c,
			      append_step (rb, c, ce->code, ce->step));
	      continue;
	    }
	  masked_write (d->r, rb, *d->out_of_phi.get (res),
			unshare_expr (val));
	}
      /* The PHI arguments of the old edge go away with it.  */
      basic_block target = d->kept[k] ? d->disp[0] : d->j;
      remove_edge (out);
      make_single_succ_edge (rb, target, EDGE_FALLTHRU);
    }
}

/* Make the old latch of D's loop go to the join J, and J test whether any
   lane continues: to the new latch NL if so, to the dispatch otherwise.
   The header PHIs' latch values go through J.  */

static void
route_latch_through_join (divloop *d)
{
  /* The old latch: the lanes that reach it continue.  */
  masked_write (d->r, d->l0, d->live, boolean_true_node);
  edge back = single_succ_edge (d->l0);
  auto_vec<std::pair<gphi *, tree> > latch_vals;
  for (gphi_iterator gsi = gsi_start_phis (d->h); !gsi_end_p (gsi);
       gsi_next (&gsi))
    latch_vals.safe_push (std::make_pair (gsi.phi (),
					  PHI_ARG_DEF_FROM_EDGE (gsi.phi (),
								 back)));
  remove_edge (back);
  basic_block j = d->j;
  edge l0j = make_single_succ_edge (d->l0, j, EDGE_FALLTHRU);
  edge jnl = make_edge (j, d->nl, EDGE_TRUE_VALUE);
  edge nlh = make_single_succ_edge (d->nl, d->h, EDGE_FALLTHRU);
  edge jd = make_edge (j, d->disp[0], EDGE_FALSE_VALUE);
  jnl->probability = profile_probability::likely ();
  jd->probability = jnl->probability.invert ();
  for (auto &lv : latch_vals)
    {
      tree res = gimple_phi_result (lv.first);
      if (virtual_operand_p (res))
	{
	  add_phi_arg (lv.first, lv.second, nlh, UNKNOWN_LOCATION);
	  continue;
	}
      gphi *jp = create_phi_node (copy_ssa_name (res), j);
      edge je;
      edge_iterator jei;
      FOR_EACH_EDGE (je, jei, j->preds)
	add_phi_arg (jp, je == l0j ? lv.second
			: region_undefined_value (TREE_TYPE (res)),
		     je, UNKNOWN_LOCATION);
      add_phi_arg (lv.first, gimple_phi_result (jp), nlh, UNKNOWN_LOCATION);
    }
  /* The loop test: does any lane continue?  */
  tree lv = make_ssa_name (boolean_type_node);
  append (j, gimple_build_assign (lv, d->live));
  tree any = make_ssa_name (boolean_type_node);
  gcall *call = gimple_build_call (region_any_decl (d->r), 1, lv);
  gimple_call_set_lhs (call, any);
  append (j, call);
  append (j, gimple_build_cond (NE_EXPR, any, boolean_false_node, NULL_TREE,
				NULL_TREE));
  d->l->latch = d->nl;
}

/* The dispatch of D: block DISP[I] sends the lanes of EX[I] to exit block
   I, with their OUT values as the exit block's PHI arguments.  */

static void
build_dispatch (divloop *d)
{
  for (unsigned i = 0; i < d->disp.length (); i++)
    {
      basic_block b = d->disp[i];
      basic_block e = d->exit_blocks[i];
      edge to_e;
      if (i + 1 < d->disp.length ())
	{
	  tree t = make_ssa_name (boolean_type_node);
	  append (b, gimple_build_assign (t, d->ex[i]));
	  append (b, gimple_build_cond (NE_EXPR, t, boolean_false_node,
					NULL_TREE, NULL_TREE));
	  to_e = make_edge (b, e, EDGE_TRUE_VALUE);
	  edge next = make_edge (b, d->disp[i + 1], EDGE_FALSE_VALUE);
	  to_e->probability = profile_probability::even ();
	  next->probability = profile_probability::even ();
	}
      else
	to_e = make_single_succ_edge (b, e, EDGE_FALLTHRU);
      for (gphi_iterator gsi = gsi_start_phis (e); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gphi *phi = gsi.phi ();
	  tree res = gimple_phi_result (phi);
	  if (virtual_operand_p (res))
	    {
	      /* Renamed by into-SSA.  */
	      add_phi_arg (phi, gimple_vop (cfun), to_e, UNKNOWN_LOCATION);
	      continue;
	    }
	  tree o = make_ssa_name (TREE_TYPE (res));
	  append (b, gimple_build_assign (o, *d->out_of_phi.get (res)));
	  if (counted_exit *ce = d->counted.get (res))
	    if (ce->after_step)
	      o = append_step (b, o, ce->code, ce->step);
	  add_phi_arg (phi, o, to_e, UNKNOWN_LOCATION);
	}
    }

  /* D_i belongs to the innermost loop that holds one of the exit blocks
     it leads to: an exit may leave several loops at once.  */
  class loop *deepest = NULL;
  for (unsigned i = d->disp.length (); i-- > 0;)
    {
      class loop *el = d->exit_blocks[i]->loop_father;
      if (!deepest || loop_depth (el) > loop_depth (deepest))
	deepest = el;
      if (d->disp[i]->loop_father != deepest)
	{
	  remove_bb_from_loops (d->disp[i]);
	  add_bb_to_loop (d->disp[i], deepest);
	}
    }
}

/* Whether every exit block of D's loop is inside the loop around it.  */

static bool
exits_stay_in_outer_p (divloop *d)
{
  class loop *outer = loop_outer (d->l);
  for (basic_block e : d->exit_blocks)
    if (!flow_bb_inside_loop_p (outer, e))
      return false;
  return true;
}

/* Whether the exit value trackers OUT_y of D, written in its loop and
   not reset, would need PHIs at joins of the loop around it other than
   its header, the dispatch chain and the exit blocks: the iterated
   dominance frontier of the loop's blocks and of that header.  */

static bool
exit_values_need_joins_p (divloop *d)
{
  if (d->out_of_phi.is_empty ())
    return false;
  class loop *outer = loop_outer (d->l);
  calculate_dominance_info (CDI_DOMINATORS);
  auto_bitmap defs;
  basic_block *body = get_loop_body (d->l);
  for (unsigned i = 0; i < d->l->num_nodes; i++)
    bitmap_set_bit (defs, body[i]->index);
  free (body);
  bitmap_set_bit (defs, outer->header->index);
  bitmap_head *dfs = XNEWVEC (bitmap_head, last_basic_block_for_fn (cfun));
  basic_block bb;
  FOR_EACH_BB_FN (bb, cfun)
    bitmap_initialize (&dfs[bb->index], &bitmap_default_obstack);
  compute_dominance_frontiers (dfs);
  bitmap idf = compute_idf (defs, dfs);
  bool joins = false;
  bitmap_iterator bi;
  unsigned i;
  EXECUTE_IF_SET_IN_BITMAP (idf, 0, i, bi)
    {
      basic_block j = BASIC_BLOCK_FOR_FN (cfun, i);
      if (j != outer->header && flow_bb_inside_loop_p (outer, j)
	  && !flow_bb_inside_loop_p (d->l, j) && !d->disp.contains (j)
	  && !d->exit_blocks.contains (j))
	joins = true;
    }
  BITMAP_FREE (idf);
  FOR_EACH_BB_FN (bb, cfun)
    bitmap_clear (&dfs[bb->index]);
  free (dfs);
  free_dominance_info (CDI_DOMINATORS);
  return joins;
}

/* Reset the exit value trackers OUT_y of D at the start of its
   preheader, before the masked write of a counted exit value's start
   (count_exits): to an undefined value, as they were before, except a
   mask, which is reset to false (an undefined mask may read differently
   at each use once GCC rewrites a select of it, see linearize.cc).  */

static void
reset_exit_values (divloop *d)
{
  if (dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, ";; divloop: exit values of loop %d reset in its "
	     "preheader bb %d\n", d->l->num, d->p->index);
  for (basic_block e : d->exit_blocks)
    for (gphi_iterator gsi = gsi_start_phis (e); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      if (tree *v = d->out_of_phi.get (gimple_phi_result (gsi.phi ())))
	{
	  tree type = TREE_TYPE (*v);
	  tree val = (TREE_CODE (type) == BOOLEAN_TYPE
		      ? boolean_false_node : region_undefined_value (type));
	  gimple_stmt_iterator at = gsi_after_labels (d->p);
	  gsi_insert_before (&at, gimple_build_assign (*v, val),
			     GSI_SAME_STMT);
	}
}

/* The block where D's exit mask EX for exit block E starts false: the
   preheader of the outermost loop inside R's loop that E is outside of,
   that is, of D's loop unless the exit leaves the loops around it too.
   In the latter case the lanes that leave through it in one iteration of
   such a loop must still be in EX after it, when they are dispatched to
   E, however often D's loop runs again for the other lanes.  */

static basic_block
exit_mask_home (divloop *d, basic_block e)
{
  class loop *top = d->l;
  while (loop_outer (top) != d->r->loop
	 && !flow_bb_inside_loop_p (loop_outer (top), e))
    top = loop_outer (top);
  if (top != d->l && dump_file && (dump_flags & TDF_DETAILS))
    fprintf (dump_file, ";; divloop: the mask of the exit of loop %d to bb "
	     "%d starts before loop %d, which the exit leaves too\n",
	     d->l->num, e->index, top->num);
  return loop_preheader_edge (top)->src;
}

/* Transform divergent loop L of R (see the comment at the top).  */

static void
transform_loop (region *r, class loop *l)
{
  divloop d;
  d.r = r;
  d.l = l;
  d.h = l->header;
  d.l0 = l->latch;
  d.p = loop_preheader_edge (l)->src;
  class loop *outer = loop_outer (l);

  calculate_dominance_info (CDI_DOMINATORS);
  for (basic_block b = d.l0; b != d.h;
       b = get_immediate_dominator (CDI_DOMINATORS, b))
    bitmap_set_bit (r->continuing_blocks, b->index);
  /* Copied, not assigned: GCC 11's auto_vec has no move assignment, and
     its copy assignment shares the returned vector's storage, which the
     temporary then frees.  */
  auto_vec<edge> exits = get_loop_exit_edges (l);
  d.exits.safe_splice (exits);
  for (edge e : d.exits)
    {
      if (!d.exit_blocks.contains (e->dest))
	d.exit_blocks.safe_push (e->dest);
      /* Every exit is rebounded to J, uniform ones too: an exit taken by
	 all live lanes at once leaves the live mask empty and the loop ends
	 at J's test.  Keeping it as a direct exit would let lanes that left
	 through a divergent exit in the same iteration look like lanes that
	 continue, to the sync dependence analysis.  */
      d.kept.safe_push (false);
      (void) uniform_exit_p;
    }

  reset_debug_uses_outside (l);
  create_trackers (&d);
  count_exits (&d);

  /* In the preheader: the entering lanes are live; nothing has exited.
     The exit values OUT_y are reset there as well, once the transform is
     done, when every exit block is inside the loop around L (a lane reads
     its OUT_y there in the iteration of that loop in which it left L)
     and the values would otherwise reach a join of that loop
     (exit_values_need_joins_p).  Without the reset, OUT_y is live around
     the whole vector loop, and into-SSA gives it a PHI at every such
     join, each of them a select cascade after linearization: the body
     grows with the product of the number of trackers and of joins.  When
     an exit leaves the loop around L as well, OUT_y is not reset: if that
     loop is divergent, the lanes that left through the exit in an earlier
     iteration of it still read their OUT_y after it.  For the same
     reason the mask of such an exit, EX_e, starts false before the
     outermost loop it leaves, not in P (exit_mask_home).  */
  append (d.p, gimple_build_assign (d.live, boolean_false_node));
  masked_write (r, d.p, d.live, boolean_true_node);
  for (unsigned i = 0; i < d.ex.length (); i++)
    append (exit_mask_home (&d, d.exit_blocks[i]),
	    gimple_build_assign (d.ex[i], boolean_false_node));

  /* New blocks: the join J, the new latch NL, the dispatch chain.  */
  d.j = create_empty_bb (d.l0);
  add_bb_to_loop (d.j, l);
  d.nl = create_empty_bb (d.j);
  add_bb_to_loop (d.nl, l);
  for (unsigned i = 0; i < d.exit_blocks.length (); i++)
    {
      basic_block b = create_empty_bb (i ? d.disp.last () : d.nl);
      add_bb_to_loop (b, outer);
      d.disp.safe_push (b);
    }

  rebound_exits (&d);
  route_latch_through_join (&d);
  build_dispatch (&d);

  /* The header's predicate is the live mask, read at its start; the
     dispatch runs for all lanes that entered the loop.  */
  tree mask = make_ssa_name (boolean_type_node);
  gimple_stmt_iterator hg = gsi_after_labels (d.h);
  gsi_insert_before (&hg, gimple_build_assign (mask, d.live), GSI_SAME_STMT);
  gsi_insert_before (&hg, gimple_build_assign (d.live, boolean_false_node),
		     GSI_SAME_STMT);
  r->live_masks->put (d.h->index, mask);
  r->pred_alias->put (d.disp[0]->index, d.p);
  r->n_divergent_loops++;
  free_dominance_info (CDI_DOMINATORS);
  if (exits_stay_in_outer_p (&d) && exit_values_need_joins_p (&d))
    reset_exit_values (&d);
}

/* Guard inner loop L of R, entered under a varying predicate, so that it
   runs only if some lane enters it: a loop whose exit test is uniform
   would otherwise run with no active lane on values no lane computed, and
   might not terminate.  L has the single exit block X.  */

static void
guard_loop (region *r, class loop *l, basic_block x)
{
  edge pe = loop_preheader_edge (l);
  basic_block p = pe->src;
  basic_block newpre = split_edge (pe);
  (void) newpre;
  tree a = make_ssa_name (boolean_type_node);
  gcall *act = gimple_build_call (region_active_decl (r), 0);
  gimple_call_set_lhs (act, a);
  append (p, act);
  tree any = make_ssa_name (boolean_type_node);
  gcall *call = gimple_build_call (region_any_decl (r), 1, a);
  gimple_call_set_lhs (call, any);
  append (p, call);
  append (p, gimple_build_cond (NE_EXPR, any, boolean_false_node, NULL_TREE,
				NULL_TREE));
  edge enter = single_succ_edge (p);
  enter->flags = (enter->flags & ~EDGE_FALLTHRU) | EDGE_TRUE_VALUE;
  edge skip = make_edge (p, x, EDGE_FALSE_VALUE);
  enter->probability = profile_probability::likely ();
  skip->probability = enter->probability.invert ();
  for (gphi_iterator gsi = gsi_start_phis (x); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gphi *phi = gsi.phi ();
      tree res = gimple_phi_result (phi);
      add_phi_arg (phi, (virtual_operand_p (res) ? gimple_vop (cfun)
			 : region_undefined_value (TREE_TYPE (res))),
		   skip, UNKNOWN_LOCATION);
    }
}

/* Guard the inner loops of R whose preheader runs under a varying
   predicate and that have a single exit block (guard_loop).  */

static bool
guard_inner_loops (region *r)
{
  bool any = false;
  auto_vec<class loop *> loops;
  for (auto l : loops_list (r->fun, 0, r->loop))
    if (l != r->loop)
      loops.safe_push (l);
  for (class loop *l : loops)
    {
      basic_block p = loop_preheader_edge (l)->src;
      if (!bitmap_bit_p (r->varying_pred_blocks, p->index)
	  && !bitmap_bit_p (r->varying_pred_blocks, l->header->index))
	continue;
      auto_vec<edge> exits = get_loop_exit_edges (l);
      basic_block x = NULL;
      bool single = true;
      for (edge e : exits)
	if (!x)
	  x = e->dest;
	else if (x != e->dest)
	  single = false;
      if (!x || !single)
	continue;
      guard_loop (r, l, x);
      any = true;
    }
  return any;
}

/* Make every divergent inner loop of R uniform, innermost first.  */

bool
transform_divergent_loops (region *r)
{
  auto_vec<class loop *> todo;
  for (auto l : loops_list (r->fun, LI_FROM_INNERMOST, r->loop))
    if (l != r->loop && bitmap_bit_p (r->divergent_loops, l->num))
      todo.safe_push (l);
  for (class loop *l : todo)
    {
      transform_loop (r, l);
      /* Blocks moved between loops: record the exits anew.  */
      release_recorded_exits (cfun);
      record_loop_exits ();
    }
  bool guarded = guard_inner_loops (r);
  free_dominance_info (CDI_DOMINATORS);
  if (!todo.is_empty () || guarded)
    {
      mark_virtual_operands_for_renaming (cfun);
      update_ssa (TODO_update_ssa);
    }
  return true;
}
