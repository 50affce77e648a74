/* Canonicalization before the analysis: rewrites of the loop that GCC's
   earlier passes left in a form the stages do not expect, each of which
   keeps the loop's meaning, so that it can be done before legality is
   known.
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

/* Four rewrites:

   - split_irreducible_entries makes irreducible regions of the body
     reducible by controlled node splitting;
   - merge_split_loop_nests undoes the nests GCC makes of loops with two
     latch edges;
   - remove_dead_exits deletes exits that are never taken because another
     exit, tested earlier, is always taken first (jump threading turns a
     test "i < N - 1" of the body into an exit of the last iteration and
     leaves the loop's own exit test behind it);
   - split_embedded_comparisons gives comparisons inside COND_EXPRs their
     own statements.

   INPUT (remove_dead_exits, a loop of three iterations):

     <bb 3>: i_1 = PHI <0, i_2>;  g (i_1);
             if (i_1 != 2) goto <bb 5>; else goto <bb 4>;     <- exit A
     <bb 5>: ...
             ivtmp_3 = ivtmp_4 - 1;
             if (ivtmp_3 != 0) goto <bb 3>; else goto <bb 4>;  <- exit B

   OUTPUT: exit B removed (its test always holds when reached):

     <bb 5>: ...
             goto <bb 3>;  */

#include "lockstep-gcc.h"
#include "region.h"

/* GCC gives a loop whose header has two latch edges the form of a nest
   when one latch edge leaves some header PHI unchanged (cfgloop.cc,
   disambiguate_multiple_latches): in a binary search, the "hi = mid" path
   becomes an inner loop and the "lo = mid + 1" path the outer one.  For
   divergent code that nest is costly: lanes that take the outer path wait
   until no lane takes the inner one.  merge_loop_nest undoes the split:
   the outer loop L0's header H0, which holds only PHIs and falls through
   to the inner header H1, is folded into H1, and the latch edges of the
   merged loop go through one new latch.  */

/* Whether L0 is a loop nest GCC made that way: its only child L1 starts
   right after L0's header, which computes nothing, and L1's header is
   entered only from L0's header and from L1's latches.  */

static bool
split_loop_nest_p (class loop *l0)
{
  class loop *l1 = l0->inner;
  if (!l1 || l1->next || !l0->latch || !l1->latch)
    return false;
  basic_block h0 = l0->header, h1 = l1->header;
  if (!single_succ_p (h0) || single_succ (h0) != h1
      || (single_succ_edge (h0)->flags & EDGE_COMPLEX))
    return false;
  for (gimple_stmt_iterator gsi = gsi_start_bb (h0); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (!is_gimple_debug (gsi_stmt (gsi))
	&& gimple_code (gsi_stmt (gsi)) != GIMPLE_LABEL)
      return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, h1->preds)
    if (e->src != h0 && !flow_bb_inside_loop_p (l1, e->src))
      return false;
  FOR_EACH_EDGE (e, ei, h0->preds)
    if (e->flags & EDGE_COMPLEX)
      return false;
  return true;
}

/* Replace the uses of the results of the PHIS of the outer header being
   merged away by their counterparts Q_OF, and remove the PHIs.  */

static void
replace_header_phis (vec<gphi *> *phis, hash_map<tree, tree> *q_of)
{
  for (gphi *p0 : *phis)
    {
      tree r0 = gimple_phi_result (p0);
      tree q = *q_of->get (r0);
      if (virtual_operand_p (r0))
	{
	  /* replace_uses_by would fold the statements; virtual operands
	     need no folding.  */
	  imm_use_iterator it;
	  gimple *use;
	  use_operand_p u;
	  FOR_EACH_IMM_USE_STMT (use, it, r0)
	    FOR_EACH_IMM_USE_ON_STMT (u, it)
	      SET_USE (u, q);
	}
      else
	replace_uses_by (r0, q);
    }
  if (!phis->is_empty ())
    {
      basic_block h0 = gimple_bb ((*phis)[0]);
      for (gphi_iterator gsi = gsi_start_phis (h0); !gsi_end_p (gsi);)
	remove_phi_node (&gsi, true);
    }
}

/* Give the loop L1, merged with L0 around it, one latch: a new block that
   every edge into L1's header from inside L0 goes through.  */

static void
give_single_latch (class loop *l0, class loop *l1)
{
  basic_block h1 = l1->header;
  auto_vec<edge> latches;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, h1->preds)
    if (flow_bb_inside_loop_p (l0, e->src))
      latches.safe_push (e);
  basic_block nl = create_empty_bb (latches[0]->src);
  add_bb_to_loop (nl, l1);
  auto_vec<gphi *> phis;
  for (gphi_iterator gsi = gsi_start_phis (h1); !gsi_end_p (gsi);
       gsi_next (&gsi))
    phis.safe_push (gsi.phi ());
  auto_vec<gphi *> nl_phis;
  for (gphi *p : phis)
    nl_phis.safe_push (create_phi_node
			 (copy_ssa_name (gimple_phi_result (p)), nl));
  for (edge l : latches)
    {
      auto_vec<tree> vals;
      for (gphi *p : phis)
	vals.safe_push (PHI_ARG_DEF_FROM_EDGE (p, l));
      edge ne = redirect_edge_and_branch (l, nl);
      gcc_assert (ne && ne->dest == nl);
      redirect_edge_var_map_clear (ne);
      for (unsigned i = 0; i < phis.length (); i++)
	add_phi_arg (nl_phis[i], vals[i], ne, UNKNOWN_LOCATION);
    }
  edge nl_h1 = make_single_succ_edge (nl, h1, EDGE_FALLTHRU);
  for (unsigned i = 0; i < phis.length (); i++)
    add_phi_arg (phis[i], gimple_phi_result (nl_phis[i]), nl_h1,
		 UNKNOWN_LOCATION);
  l1->latch = nl;
}

/* Merge the loop nest L0 (see split_loop_nest_p) into one loop.  */

static void
merge_loop_nest (class loop *l0)
{
  class loop *l1 = l0->inner;
  basic_block h0 = l0->header, h1 = l1->header;
  edge h0_h1 = single_succ_edge (h0);

  /* The memory state: H1's virtual PHI, if it has one, takes over H0's
     (whose only user it is, through H0's edge to H1).  */
  gphi *vphi1 = NULL;
  for (gphi_iterator gsi = gsi_start_phis (h1); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (virtual_operand_p (gimple_phi_result (gsi.phi ())))
      vphi1 = gsi.phi ();
  gimple_stmt_iterator dg = gsi_start_bb (h0);
  while (!gsi_end_p (dg))
    if (is_gimple_debug (gsi_stmt (dg)))
      gsi_remove (&dg, true);
    else
      gsi_next (&dg);

  /* The latch edges of L1 before the merge.  */
  auto_vec<edge> back;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, h1->preds)
    if (e != h0_h1)
      back.safe_push (e);

  /* Each PHI P0 of H0 becomes a PHI Q of H1 that keeps its value along
     L1's latch edges; uses of P0 use Q.  */
  auto_vec<gphi *> h0_phis;
  for (gphi_iterator gsi = gsi_start_phis (h0); !gsi_end_p (gsi);
       gsi_next (&gsi))
    h0_phis.safe_push (gsi.phi ());
  /* H1's own PHIs, before the new ones join them.  */
  auto_vec<gphi *> h1_phis;
  for (gphi_iterator gsi = gsi_start_phis (h1); !gsi_end_p (gsi);
       gsi_next (&gsi))
    h1_phis.safe_push (gsi.phi ());
  hash_map<tree, tree> q_of;
  for (gphi *p0 : h0_phis)
    {
      tree r0 = gimple_phi_result (p0);
      if (vphi1 && virtual_operand_p (r0))
	{
	  q_of.put (r0, gimple_phi_result (vphi1));
	  continue;
	}
      tree q = copy_ssa_name (r0);
      gphi *qphi = create_phi_node (q, h1);
      for (edge b : back)
	add_phi_arg (qphi, q, b, UNKNOWN_LOCATION);
      q_of.put (r0, q);
    }

  /* H1's PHIs: the value H0 passed becomes, for each edge into H0, the
     value that edge brought.  */
  auto_vec<edge> entries;
  FOR_EACH_EDGE (e, ei, h0->preds)
    entries.safe_push (e);
  auto_vec<std::pair<gphi *, tree> > h1_vals;
  for (gphi *p1 : h1_phis)
    h1_vals.safe_push (std::make_pair (p1, PHI_ARG_DEF_FROM_EDGE (p1,
								  h0_h1)));
  for (edge in : entries)
    {
      auto_vec<tree> vals;
      for (auto &pv : h1_vals)
	{
	  tree v = pv.second;
	  if (TREE_CODE (v) == SSA_NAME
	      && gimple_bb (SSA_NAME_DEF_STMT (v)) == h0)
	    v = PHI_ARG_DEF_FROM_EDGE (SSA_NAME_DEF_STMT (v), in);
	  vals.safe_push (v);
	}
      auto_vec<tree> qvals;
      for (gphi *p0 : h0_phis)
	qvals.safe_push (PHI_ARG_DEF_FROM_EDGE (p0, in));
      edge ne = redirect_edge_and_branch (in, h1);
      gcc_assert (ne && ne->dest == h1);
      redirect_edge_var_map_clear (ne);
      for (unsigned i = 0; i < h1_vals.length (); i++)
	add_phi_arg (h1_vals[i].first, vals[i], ne, UNKNOWN_LOCATION);
      for (unsigned i = 0; i < h0_phis.length (); i++)
	{
	  gphi *q = as_a <gphi *> (SSA_NAME_DEF_STMT
				     (*q_of.get (gimple_phi_result
						   (h0_phis[i]))));
	  if (q != vphi1)
	    add_phi_arg (q, qvals[i], ne, UNKNOWN_LOCATION);
	}
    }
  replace_header_phis (&h0_phis, &q_of);
  delete_basic_block (h0);
  give_single_latch (l0, l1);
  loops_state_set (LOOPS_NEED_FIXUP);
}

/* Irreducible control flow: GCC's jump threading can make a loop of the
   body that is entered in two places (a rotated loop entered both at its
   body and at its exit test).  Controlled node splitting (as in the
   thesis's preparation, after Janssen and Corporaal) makes it reducible:
   each entry E but one, H, gets a copy of the blocks of the cycle
   reachable from E without passing H, which keeps its blocks, and the
   edges from outside the cycle into E go to E's copy; the copy leads only
   to H or out of the cycle, so H is the only entry left.  H is the entry
   that makes the copies smallest.  */

/* Largest number of statements node splitting copies for one loop.  */
#define MAX_SPLIT_STMTS 200

/* The blocks of LOOP's irreducible cycles that edges from outside the
   cycles enter, in dominance order, into ENTRIES; returns whether there is
   such a cycle.  A walk of LOOP's body only: this runs for every candidate
   loop.  */

static bool
irreducible_entries (class loop *loop, auto_vec<basic_block> *entries)
{
  basic_block *bbs = get_loop_body_in_dom_order (loop);
  bool any = false;
  for (unsigned i = 0; i < loop->num_nodes; i++)
    {
      basic_block bb = bbs[i];
      if (!(bb->flags & BB_IRREDUCIBLE_LOOP))
	continue;
      any = true;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->preds)
	if (!(e->flags & EDGE_IRREDUCIBLE_LOOP))
	  {
	    entries->safe_push (bb);
	    break;
	  }
    }
  free (bbs);
  return any;
}

/* The blocks of the irreducible cycle of entry E reachable from E without
   passing H or leaving LOOP, natural loops inside the cycle included, into
   REGION; returns the number of statements they hold.  */

static unsigned
entry_region (class loop *loop, basic_block e, basic_block h,
	      auto_vec<basic_block> *region)
{
  class loop *level = e->loop_father;
  auto_bitmap seen;
  auto_vec<basic_block> work;
  work.safe_push (e);
  bitmap_set_bit (seen, e->index);
  unsigned stmts = 0;
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      region->safe_push (bb);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	stmts++;
      edge x;
      edge_iterator ei;
      FOR_EACH_EDGE (x, ei, bb->succs)
	{
	  /* Edges of the cycle, and the edges of natural loops inside it
	     (GCC marks the cycle at the level of the loop around it).  */
	  bool inner = (x->src->loop_father == x->dest->loop_father
			&& x->dest->loop_father != level
			&& flow_bb_inside_loop_p (level, x->dest));
	  if (((x->flags & EDGE_IRREDUCIBLE_LOOP) || inner) && x->dest != h
	      && flow_bb_inside_loop_p (loop, x->dest)
	      && bitmap_set_bit (seen, x->dest->index))
	    work.safe_push (x->dest);
	}
    }
  return stmts;
}

/* Give entry E of an irreducible cycle its own copy of REGION (see
   entry_region): the edges from outside the cycle into E go to the copy
   of E.  */

static void
split_entry (basic_block e, vec<basic_block> &region)
{
  unsigned n = region.length ();
  basic_block *copies = XNEWVEC (basic_block, n);
  initialize_original_copy_tables ();
  copy_bbs (region.address (), n, copies, NULL, 0, NULL,
	    e->loop_father, e, false);
  basic_block ecopy = get_bb_copy (e);
  auto_vec<edge> outside;
  edge x;
  edge_iterator ei;
  FOR_EACH_EDGE (x, ei, e->preds)
    if (!(x->flags & EDGE_IRREDUCIBLE_LOOP) && !get_bb_original (x->src))
      outside.safe_push (x);
  for (edge o : outside)
    {
      edge r = redirect_edge_and_branch (o, ecopy);
      gcc_assert (r);
      flush_pending_stmts (r);
    }
  add_phi_args_after_copy (copies, n, NULL);
  free_original_copy_tables ();
  free (copies);
}

/* Make the irreducible cycles of LOOP's body reducible by node splitting,
   copying at most MAX_SPLIT_STMTS statements; with DRY_RUN, only say
   whether there is a cycle to split.  Returns whether the CFG changed (or
   would); sets *TOO_BIG if the copies would be too large, changing
   nothing.  */

bool
split_irreducible_entries (class loop *loop, bool dry_run, bool *too_big)
{
  *too_big = false;
  /* Versioning the loop (pass.cc) leaves the marks of the copies to be
     recomputed.  */
  if (!dry_run
      || !loops_state_satisfies_p (LOOPS_HAVE_MARKED_IRREDUCIBLE_REGIONS))
    mark_irreducible_loops ();
  bool changed = false;
  unsigned copied = 0;
  for (int round = 0; round < 8; round++)
    {
      auto_vec<basic_block> entries;
      if (!irreducible_entries (loop, &entries) || entries.length () < 2)
	break;
      if (dry_run)
	return true;
      /* The entries of the first entry's cycle: the blocks its edges of
	 the cycle reach.  */
      auto_vec<basic_block> cycle;
      entry_region (loop, entries[0], NULL, &cycle);
      auto_bitmap in_cycle;
      for (basic_block bb : cycle)
	bitmap_set_bit (in_cycle, bb->index);
      unsigned k = 0;
      for (basic_block c : entries)
	if (bitmap_bit_p (in_cycle, c->index))
	  entries[k++] = c;
      entries.truncate (k);
      if (entries.length () < 2)
	break;
      /* The header that makes the copies smallest: the thesis's
	 "duplicate the smaller entry region".  */
      basic_block h = NULL;
      unsigned best = 0;
      for (basic_block c : entries)
	{
	  unsigned total = 0;
	  for (basic_block o : entries)
	    if (o != c)
	      {
		auto_vec<basic_block> tmp;
		total += entry_region (loop, o, c, &tmp);
	      }
	  if (!h || total < best)
	    {
	      h = c;
	      best = total;
	    }
	}
      basic_block e = entries[0] == h ? entries[1] : entries[0];
      auto_vec<basic_block> region;
      copied += entry_region (loop, e, h, &region);
      if (copied > MAX_SPLIT_STMTS)
	{
	  *too_big = true;
	  break;
	}
      if (dump_file)
	fprintf (dump_file, ";; prepare: irreducible entry bb %d of a cycle "
		 "entered at bb %d gets a copy of %u blocks\n", e->index,
		 h->index, region.length ());
      split_entry (e, region);
      free_dominance_info (CDI_DOMINATORS);
      calculate_dominance_info (CDI_DOMINATORS);
      update_ssa (TODO_update_ssa);
      loops_state_set (LOOPS_NEED_FIXUP);
      fix_loop_structure (NULL);
      mark_irreducible_loops ();
      changed = true;
    }
  if (changed)
    {
      /* The cycle is a natural loop now: the values it defines reach
	 their uses outside through PHIs at its exits.  */
      rewrite_into_loop_closed_ssa (NULL, TODO_update_ssa);
      scev_reset ();
    }
  return changed;
}

/* Whether LOOP holds a loop nest GCC split off a loop with several
   latches, which merge_split_loop_nests would merge.  */

bool
split_loop_nests_p (class loop *loop)
{
  for (auto l : loops_list (cfun, LI_FROM_INNERMOST, loop))
    if (l != loop && split_loop_nest_p (l))
      return true;
  return false;
}

/* Merge the loop nests GCC split off loops with several latches inside
   the omp simd loop LOOP (see split_loop_nest_p).  Returns whether the
   CFG changed.  */

bool
merge_split_loop_nests (class loop *loop)
{
  bool changed = false;
  for (;;)
    {
      class loop *found = NULL;
      for (auto l : loops_list (cfun, LI_FROM_INNERMOST, loop))
	if (l != loop && split_loop_nest_p (l))
	  {
	    found = l;
	    break;
	  }
      if (!found)
	break;
      if (dump_file)
	fprintf (dump_file, ";; merging loop %d into its inner loop %d\n",
		 found->num, found->inner->num);
      merge_loop_nest (found);
      free_dominance_info (CDI_DOMINATORS);
      calculate_dominance_info (CDI_DOMINATORS);
      fix_loop_structure (NULL);
      changed = true;
    }
  if (changed)
    {
      /* The bounds GCC recorded on the inner loop of a merged nest count
	 its iterations per iteration of the loop that is gone: cunroll
	 would turn its later iterations into __builtin_unreachable.  */
      for (auto l : loops_list (cfun, 0, loop))
	if (l != loop)
	  region_forget_bounds (l);
      scev_reset ();
    }
  return changed;
}

/* Give the comparisons embedded in COND_EXPRs of LOOP's body
   ("x = a < b ? c : d") their own statements, so that every stage sees
   their operands as operands of a statement.  Returns whether it changed
   anything; with DRY_RUN, whether it would, changing nothing.  */

bool
split_embedded_comparisons (class loop *loop, bool dry_run)
{
  bool changed = false;
  basic_block *bbs = get_loop_body (loop);
  for (unsigned i = 0; i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *a = dyn_cast <gassign *> (gsi_stmt (gsi));
	if (!a || gimple_assign_rhs_code (a) != COND_EXPR
	    || !COMPARISON_CLASS_P (gimple_assign_rhs1 (a)))
	  continue;
	if (dry_run)
	  {
	    free (bbs);
	    return true;
	  }
	tree cmp = gimple_assign_rhs1 (a);
	tree t = make_ssa_name (boolean_type_node);
	gassign *c = gimple_build_assign (t, TREE_CODE (cmp),
					  TREE_OPERAND (cmp, 0),
					  TREE_OPERAND (cmp, 1));
	gimple_set_location (c, gimple_location (a));
	gsi_insert_before (&gsi, c, GSI_SAME_STMT);
	gimple_assign_set_rhs1 (a, t);
	update_stmt (a);
	changed = true;
      }
  free (bbs);
  return changed;
}

/* The constant number of latch executions of LOOP before EXIT is taken,
   if it is taken in every iteration until then and that number does not
   depend on anything; -1 otherwise.  */

static HOST_WIDE_INT
constant_exit_count (class loop *loop, edge exit)
{
  class tree_niter_desc desc;
  if (!number_of_iterations_exit (loop, exit, &desc, false, true)
      || !integer_onep (desc.assumptions)
      || !integer_zerop (desc.may_be_zero)
      || !tree_fits_shwi_p (desc.niter))
    return -1;
  return tree_to_shwi (desc.niter);
}

/* Remove the exits of LOOP that are never taken: another exit with a
   constant count of latch executions is taken in an earlier iteration,
   or in the same one at a test that runs before theirs.  Returns whether
   it changed anything; with DRY_RUN, whether it would, changing
   nothing.  */

bool
remove_dead_exits (class loop *loop, bool dry_run)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  if (exits.length () < 2)
    return false;
  edge first = NULL;
  HOST_WIDE_INT first_count = -1;
  for (edge e : exits)
    {
      HOST_WIDE_INT n = constant_exit_count (loop, e);
      if (n < 0)
	continue;
      if (!first || n < first_count
	  || (n == first_count
	      && dominated_by_p (CDI_DOMINATORS, first->src, e->src)))
	{
	  first = e;
	  first_count = n;
	}
    }
  if (!first)
    return false;
  bool changed = false;
  for (edge e : exits)
    {
      if (e == first || e->src == first->src)
	continue;
      HOST_WIDE_INT n = constant_exit_count (loop, e);
      bool dead = n > first_count
		  || (n == first_count
		      && dominated_by_p (CDI_DOMINATORS, e->src, first->src));
      gcond *cond = safe_dyn_cast <gcond *> (last_stmt (e->src));
      /* Its destination must stay reachable (an internal compiler error
	 in the dominance computation otherwise; fuzzer seed 3106).  */
      if (n < 0 || !dead || !cond || EDGE_COUNT (e->src->succs) != 2
	  || EDGE_COUNT (e->dest->preds) < 2)
	continue;
      if (dry_run)
	return true;
      if (dump_file)
	fprintf (dump_file, ";; prepare: exit bb %d -> bb %d is never taken "
		 "(bb %d -> bb %d is taken after " HOST_WIDE_INT_PRINT_DEC " iterations)\n",
		 e->src->index, e->dest->index, first->src->index,
		 first->dest->index, first_count);
      /* The test's block falls through to the body; removing the edge
	 drops its arguments of the destination's PHIs and its record as
	 an exit of the loop.  */
      edge stay = EDGE_SUCC (e->src, 0) == e ? EDGE_SUCC (e->src, 1)
					      : EDGE_SUCC (e->src, 0);
      gimple_stmt_iterator gsi = gsi_for_stmt (cond);
      gsi_remove (&gsi, true);
      remove_edge (e);
      stay->flags &= ~(EDGE_TRUE_VALUE | EDGE_FALSE_VALUE);
      stay->flags |= EDGE_FALLTHRU;
      stay->probability = profile_probability::always ();
      changed = true;
    }
  if (changed)
    {
      free_dominance_info (CDI_DOMINATORS);
      calculate_dominance_info (CDI_DOMINATORS);
      free_numbers_of_iterations_estimates (loop);
      scev_reset ();
    }
  return changed;
}
