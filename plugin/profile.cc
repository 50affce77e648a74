/* The run-time profile of vectorized loops (option profile).
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

/* With -fplugin-arg-lockstep-profile each vectorized loop counts, in
   variables of its own function (one set per call of the function, so per
   thread), how often it ran and with how many active lanes:

     the vector loop's iterations and the scalar loop's iterations;
     each side of a divergent branch: how often the vector ran it and the
       active lanes summed over those runs;
     each divergent loop: its vector iterations and the live lanes summed;
     each all-false skip: its tests and how often the guarded code ran.

   profile_insert places a call of the intrinsic __lockstep_profile (SLOT)
   in each block counted, before linearization (the blocks still say what
   they mean); widening replaces the call by the counting
   (profile_widen_call), with the block's mask; profile_finish zeroes the
   counters before the vector loop and adds them, atomically where the
   target can, to a static array of the translation unit after each loop.
   At the end of the unit (profile_finish_unit) a static destructor is
   built that prints, at the program's exit, one line per loop and per
   construct, to stderr or appended to the file LOCKSTEP_PROFILE names.

   Lane utilization is the active lanes summed over the runs, divided by
   the runs times VF; a loop's is that of all its counted blocks together,
   100% when it has none (its code is uniform).  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"
#include "memmodel.h"
#include "tree-iterator.h"

/* The most registers a mask of the widest vector factor fills: 64 lanes
   of 64 bits in 256-bit registers.  */
#define PROFILE_MAX_ACC 16

/* What a counter pair counts.  */

enum profile_kind
{
  PROFILE_VECTOR,		/* The vector loop's iterations.  */
  PROFILE_SCALAR,		/* The scalar loop's iterations.  */
  PROFILE_SIDE,			/* One side of a divergent branch.  */
  PROFILE_DIVLOOP,		/* The iterations of a divergent loop.  */
  PROFILE_SKIP_TEST,		/* The tests of an all-false skip.  */
  PROFILE_SKIP_RAN		/* The runs of the code it guards.  */
};

/* One counter pair of a loop: at 2 * K in the loop's array, the runs; at
   2 * K + 1, the active lanes summed over them.  */

struct profile_slot
{
  enum profile_kind kind;
  location_t loc;		/* Of the construct.  */
  location_t branch_loc;	/* PROFILE_SIDE: of its branch.  */
  basic_block bb;		/* The block counted.  */
  tree runs;			/* Local counters (variables until
				   into-SSA).  */
  tree lanes;
  gcall *call;			/* Its counting call, or NULL.  */
  /* A side whose counts follow from the others' (derive_sides): the slot
     of the other side of its branch, and that of the branch's block (-1:
     a block every lane runs), or -2.  */
  int sibling, base;
  /* Vectors of lanes of -1 and 0 masks summed, one per register the
   mask fills (PROFILE_MAX_ACC at most), or NULL_TREE: the counts of
   active lanes subtracted from LANES after the loop.  */
  tree acc[PROFILE_MAX_ACC];
};

struct profile_plan
{
  vec<profile_slot> slots;
  tree decl;			/* __lockstep_profile (SLOT).  */
  /* The branches that left divergent loops before the divergent loop
     transform: the loop's line says how their lanes go.  */
  hash_set<gimple *> exits;
};

/* Before the divergent loop transform of R: start R's profile plan and
   note the branches that leave its divergent loops.  */

void
profile_note_exits (region *r)
{
  profile_plan *plan = new profile_plan ();
  plan->slots = vNULL;
  r->profile = plan;
  bitmap_iterator bi;
  unsigned num;
  EXECUTE_IF_SET_IN_BITMAP (r->divergent_loops, 0, num, bi)
    if (class loop *l = get_loop (r->fun, num))
      {
	auto_vec<edge> exits = get_loop_exit_edges (l);
	for (edge e : exits)
	  if (gimple *last = last_stmt (e->src))
	    if (gimple_code (last) == GIMPLE_COND)
	      plan->exits.add (last);
      }
}

/* What the report of the unit needs of one loop.  */

struct profile_loop
{
  tree counters;		/* The static array.  */
  char *file;
  int line;
  char *function;
  unsigned vf;
  vec<profile_slot> slots;	/* Only kind and locations are used.  */
};

static vec<profile_loop> profile_loops;

/* Add a slot of KIND for block BB at LOC to R's plan, and a call of the
   intrinsic in BB.  */

static void
add_slot (region *r, enum profile_kind kind, basic_block bb,
	  location_t loc, location_t branch_loc = UNKNOWN_LOCATION)
{
  profile_plan *plan = r->profile;
  profile_slot s;
  s.kind = kind;
  s.loc = loc;
  s.branch_loc = branch_loc;
  s.bb = bb;
  s.runs = create_tmp_reg (long_long_unsigned_type_node, "prof_runs");
  s.lanes = create_tmp_reg (long_long_unsigned_type_node, "prof_lanes");
  s.call = NULL;
  s.sibling = s.base = -2;
  for (unsigned j = 0; j < PROFILE_MAX_ACC; j++)
    s.acc[j] = NULL_TREE;
  if (bb)
    {
      gcall *call = gimple_build_call (plan->decl, 1,
				       build_int_cst (integer_type_node,
						      plan->slots.length ()));
      s.call = call;
      gimple_set_location (call, loc);
      /* First in BB (statements widened lane by lane split the block
	 after them), but after the read of a live mask.  */
      tree *live = r->live_masks->get (bb->index);
      if (live)
	{
	  gimple_stmt_iterator gsi = gsi_for_stmt (SSA_NAME_DEF_STMT (*live));
	  gsi_insert_after (&gsi, call, GSI_NEW_STMT);
	}
      else
	{
	  gimple_stmt_iterator gsi = gsi_after_labels (bb);
	  gsi_insert_before (&gsi, call, GSI_SAME_STMT);
	}
    }
  plan->slots.safe_push (s);
}

/* The location of the first statement of BB that has one, or DFLT.  */

static location_t
block_location (basic_block bb, location_t dflt)
{
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    if (gimple_location (gsi_stmt (gsi)) != UNKNOWN_LOCATION
	&& !is_gimple_debug (gsi_stmt (gsi)))
      return gimple_location (gsi_stmt (gsi));
  return dflt;
}

/* Whether DEST, a successor of BB, which ends in a divergent branch of R,
   runs exactly for the lanes that take the edge to it: it is in the same
   loop, not a loop's header or R's latch, not a join, and entered only
   from BB or from the all-false skip test in front of BB.  */

static bool
side_block_p (region *r, basic_block bb, basic_block dest)
{
  if (!region_contains_p (r, dest) || dest == r->loop->latch
      || dest->loop_father != bb->loop_father
      || dest->loop_father->header == dest
      || bitmap_bit_p (r->join_blocks, dest->index))
    return false;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, dest->preds)
    if (e->src != bb && !(single_pred_p (bb) && e->src == single_pred (bb)))
      return false;
  return true;
}

/* The slot of R's profile that counts block BB as a branch side or a
   divergent loop's header, -1 if every lane of the vector loop runs BB,
   -2 if neither.  */

static int
block_slot (region *r, basic_block bb)
{
  profile_plan *plan = r->profile;
  for (unsigned k = 0; k < plan->slots.length (); k++)
    if (plan->slots[k].bb == bb
	&& (plan->slots[k].kind == PROFILE_SIDE
	    || plan->slots[k].kind == PROFILE_DIVLOOP))
      return k;
  if (bb->loop_father == r->loop
      && !bitmap_bit_p (r->varying_pred_blocks, bb->index))
    return -1;
  return -2;
}

/* Count one side of each two-sided divergent branch of R less, where its
   counts follow from the others': both sides are entered from the
   branch's block alone, so linearized code runs them each time it runs
   the block, and the block's lanes are known (counted, or all lanes).
   The second side's runs are then the first's and its lanes the block's
   less the first's, computed after the loop: a vector addition per run
   saved in the loop.  */

static void
derive_sides (region *r)
{
  profile_plan *plan = r->profile;
  for (unsigned k = 0; k < plan->slots.length (); k++)
    {
      profile_slot &s = plan->slots[k];
      if (s.kind != PROFILE_SIDE || !single_pred_p (s.bb))
	continue;
      basic_block bb = single_pred (s.bb);
      if (EDGE_COUNT (bb->succs) != 2)
	continue;
      basic_block other = EDGE_SUCC (bb, 0)->dest == s.bb
			   ? EDGE_SUCC (bb, 1)->dest : EDGE_SUCC (bb, 0)->dest;
      int sib = block_slot (r, other);
      int base = block_slot (r, bb);
      if (sib < 0 || (unsigned) sib >= k || base == -2
	  || (base >= 0 && plan->slots[base].kind == PROFILE_SIDE
	      && (unsigned) base >= k)
	  || plan->slots[sib].kind != PROFILE_SIDE
	  || plan->slots[sib].sibling != -2
	  || !single_pred_p (other))
	continue;
      s.sibling = sib;
      s.base = base;
      gimple_stmt_iterator gsi = gsi_for_stmt (s.call);
      gsi_remove (&gsi, true);
      s.call = NULL;
      if (dump_file && (dump_flags & TDF_DETAILS))
	fprintf (dump_file, ";; profile: side bb %d counted from bb %d and "
		 "%s\n", s.bb->index, other->index,
		 base >= 0 ? "its branch's block" : "all lanes");
    }
}

/* Plan R's profile and place its counting calls: R's divergent loops are
   transformed (profile_note_exits ran before), its all-false skips placed
   and it is not linearized yet.  The branches that left divergent loops
   are not counted.  */

void
profile_insert (region *r)
{
  profile_plan *plan = r->profile;
  tree type = build_function_type_list (void_type_node, integer_type_node,
					NULL_TREE);
  plan->decl = build_fn_decl ("__lockstep_profile", type);
  TREE_NOTHROW (plan->decl) = 1;
  TREE_READONLY (plan->decl) = 1;

  add_slot (r, PROFILE_VECTOR, r->loop->header, r->loc);
  add_slot (r, PROFILE_SCALAR, NULL, r->loc);
  auto_vec<basic_block> counted;
  for (basic_block bb : r->body)
    {
      gimple *last = last_stmt (bb);
      if (!last || !divergent_branch_p (r, bb) || plan->exits.contains (last))
	continue;
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (side_block_p (r, bb, e->dest) && !counted.contains (e->dest))
	  {
	    /* A branch GCC made has no location: its block's, or the
	       loop's.  */
	    location_t bloc = gimple_location (last);
	    if (bloc == UNKNOWN_LOCATION)
	      bloc = block_location (bb, r->loc);
	    counted.safe_push (e->dest);
	    add_slot (r, PROFILE_SIDE, e->dest,
		      block_location (e->dest, bloc), bloc);
	  }
    }
  for (basic_block bb : r->body)
    if (r->live_masks->get (bb->index))
      add_slot (r, PROFILE_DIVLOOP, bb,
		find_loop_location (bb->loop_father).get_location_t ());
  for (gimple *test : r->boscc_tests)
    {
      basic_block a = gimple_bb (test);
      edge ran = EDGE_SUCC (a, 0)->flags & EDGE_TRUE_VALUE
		 ? EDGE_SUCC (a, 0) : EDGE_SUCC (a, 1);
      /* The test's location is that of the branch it guards.  */
      gimple *branch = last_stmt (ran->dest);
      location_t loc = branch ? gimple_location (branch) : r->loc;
      add_slot (r, PROFILE_SKIP_TEST, a, loc);
      add_slot (r, PROFILE_SKIP_RAN, ran->dest, loc);
    }
  derive_sides (r);
}

/* Whether STMT is a counting call of R's profile.  */

bool
profile_call_p (region *r, gimple *stmt)
{
  return r->profile && region_intrinsic_call_p (r, stmt, r->profile->decl);
}

/* The number of active lanes of MASK, a mask register of W (one bit per
   lane), as an unsigned long long.  */

static tree
count_mask_bits (widen_ctx *w, tree mask, gimple_stmt_iterator *gsi)
{
  tree ull = long_long_unsigned_type_node;
  tree mt = TREE_TYPE (mask);
  tree it = build_nonstandard_integer_type
	      (GET_MODE_BITSIZE (TYPE_MODE (mt)).to_constant (), 1);
  tree bits = widen_emit (gsi, VIEW_CONVERT_EXPR, it,
			  build1 (VIEW_CONVERT_EXPR, it, mask));
  bits = widen_emit_convert (gsi, ull, bits);
  if (w->vf < 64)
    bits = widen_emit (gsi, BIT_AND_EXPR, ull, bits,
		       build_int_cst (ull, (HOST_WIDE_INT_1U << w->vf) - 1));
  tree pc = make_ssa_name (integer_type_node);
  gcall *c = gimple_build_call (builtin_decl_explicit (BUILT_IN_POPCOUNTLL),
				1, bits);
  gimple_call_set_lhs (c, pc);
  gsi_insert_before (gsi, c, GSI_SAME_STMT);
  return widen_emit_convert (gsi, ull, pc);
}

/* Add MASK, a vector mask of W, to the accumulators of slot S at GSI: as
   a vector of -1 and 0 lanes as wide as the mask's, one vector addition
   per register it fills and run (a horizontal sum each time would cost
   more than the loop's own work), so the accumulators stay in
   registers.  */

static void
accumulate_mask (widen_ctx *w, profile_slot &s, tree mask,
		 gimple_stmt_iterator *gsi)
{
  tree iv = widen_mask_to_int (w, mask, gsi);
  tree type = TREE_TYPE (iv);
  tree elt = TREE_TYPE (type);
  unsigned n = TYPE_VECTOR_SUBPARTS (type).to_constant ();
  /* The pieces: halves until they have a mode (or are one lane).  */
  unsigned pn = n;
  tree piece = type;
  while (!VECTOR_MODE_P (TYPE_MODE (piece)) && pn % 2 == 0
	 && n / (pn / 2) <= PROFILE_MAX_ACC)
    {
      pn /= 2;
      piece = build_vector_type (elt, pn);
    }
  tree bits = TYPE_SIZE (piece);
  for (unsigned j = 0; j < n / pn; j++)
    {
      tree part = iv;
      if (pn != n)
	part = widen_emit (gsi, BIT_FIELD_REF, piece,
			   build3 (BIT_FIELD_REF, piece, iv, bits,
				   bitsize_int (j * tree_to_uhwi (bits))));
      s.acc[j] = create_tmp_reg (piece, "prof_acc");
      gsi_insert_before (gsi, gimple_build_assign (s.acc[j], PLUS_EXPR,
						   s.acc[j], part),
			 GSI_SAME_STMT);
    }
}

/* The type of the masks to count the lanes of block BB by: the mask the
   block's predicate already is when its lanes have 32 bits or more (no
   conversion; a count per lane of that width does not wrap), else a
   mask for int.  */

static tree
count_mask_type (widen_ctx *w, basic_block bb)
{
  region *r = w->r;
  if ((unsigned) bb->index < r->block_pred.length ())
    if (tree p = r->block_pred[bb->index])
      if (tree *v = w->vmap.get (p))
	{
	  tree t = TREE_TYPE (*v);
	  if (VECTOR_BOOLEAN_TYPE_P (t) && !target_bitmask_p (t)
	      && TYPE_PRECISION (TREE_TYPE (t)) >= 32)
	    return t;
	}
  return widen_mask_type_for (w, integer_type_node);
}

/* Widen STMT, a counting call of W's region at GSI: add 1 to its slot's
   runs and the active lanes of its block to its lanes.  */

void
profile_widen_call (widen_ctx *w, gimple *stmt, gimple_stmt_iterator *gsi)
{
  profile_plan *plan = w->r->profile;
  unsigned k = tree_to_uhwi (gimple_call_arg (stmt, 0));
  profile_slot &s = plan->slots[k];
  tree ull = long_long_unsigned_type_node;
  gsi_insert_before (gsi, gimple_build_assign (s.runs, PLUS_EXPR, s.runs,
					       build_one_cst (ull)),
		     GSI_SAME_STMT);
  if (s.kind == PROFILE_SIDE || s.kind == PROFILE_DIVLOOP)
    {
      tree mt = count_mask_type (w, gimple_bb (stmt));
      tree mask = mt ? widen_block_mask (w, gimple_bb (stmt), mt, gsi)
		  : NULL_TREE;
      tree n = NULL_TREE;
      if (!mask)
	n = build_int_cst (ull, w->vf);
      else if (target_bitmask_p (TREE_TYPE (mask))
	       && (GET_MODE_BITSIZE (TYPE_MODE (TREE_TYPE (mask))).to_constant ()
		   <= 64))
	n = count_mask_bits (w, mask, gsi);
      else
	accumulate_mask (w, s, mask, gsi);
      if (n)
	gsi_insert_before (gsi, gimple_build_assign (s.lanes, PLUS_EXPR,
						     s.lanes, n),
			   GSI_SAME_STMT);
    }
  gsi_remove (gsi, true);
}

/* Statements that subtract the lanes of the accumulators of slot S from
   its LANES, to SEQ (each lane in 64 bits: after the loop, not in it).  */

static void
drain_accumulators (profile_slot &s, gimple_seq *seq)
{
  tree ll = long_long_integer_type_node;
  tree ull = long_long_unsigned_type_node;
  for (unsigned j = 0; j < PROFILE_MAX_ACC && s.acc[j]; j++)
    {
      tree type = TREE_TYPE (s.acc[j]);
      tree elt = TREE_TYPE (type);
      unsigned n = TYPE_VECTOR_SUBPARTS (type).to_constant ();
      for (unsigned k = 0; k < n; k++)
	{
	  tree lane = make_ssa_name (elt);
	  gimple_seq_add_stmt (seq, gimple_build_assign
				      (lane, BIT_FIELD_REF,
				       build3 (BIT_FIELD_REF, elt, s.acc[j],
					       TYPE_SIZE (elt),
					       bitsize_int (k * tree_to_uhwi
							    (TYPE_SIZE (elt))))));
	  tree wide = make_ssa_name (ll);
	  gimple_seq_add_stmt (seq, gimple_build_assign (wide, NOP_EXPR, lane));
	  tree u = make_ssa_name (ull);
	  gimple_seq_add_stmt (seq, gimple_build_assign (u, NOP_EXPR, wide));
	  gimple_seq_add_stmt (seq, gimple_build_assign (s.lanes, MINUS_EXPR,
							 s.lanes, u));
	}
    }
}

/* Element IX of ARRAY.  */

static tree
counter_ref (tree array, unsigned ix)
{
  return build4 (ARRAY_REF, long_long_unsigned_type_node, array,
		 size_int (ix), NULL_TREE, NULL_TREE);
}

/* Statements that add counter VAR to element IX of ARRAY, atomically if
   the target can, to SEQ.  */

static void
flush_counter (tree array, unsigned ix, tree var, gimple_seq *seq)
{
  tree ull = long_long_unsigned_type_node;
  tree ref = counter_ref (array, ix);
  if (can_compare_and_swap_p (TYPE_MODE (ull), false)
      && builtin_decl_explicit_p (BUILT_IN_ATOMIC_FETCH_ADD_8)
      && GET_MODE_SIZE (TYPE_MODE (ull)).to_constant () == 8)
    {
      tree addr = build_fold_addr_expr (ref);
      gcall *c = gimple_build_call (builtin_decl_explicit
				      (BUILT_IN_ATOMIC_FETCH_ADD_8), 3, addr,
				    var, build_int_cst (integer_type_node,
							MEMMODEL_RELAXED));
      gimple_seq_add_stmt (seq, c);
      return;
    }
  tree t = create_tmp_reg (ull, "prof_sum");
  gimple_seq_add_stmt (seq, gimple_build_assign (t, ref));
  gimple_seq_add_stmt (seq, gimple_build_assign (t, PLUS_EXPR, t, var));
  gimple_seq_add_stmt (seq, gimple_build_assign (unshare_expr (ref), t));
}

/* The static array of counters of a loop with NSLOTS slots, always
   emitted.  */

static tree
counter_array (unsigned nslots)
{
  static unsigned serial;
  char name[48];
  snprintf (name, sizeof name, "__lockstep_profile_%u", serial++);
  tree type = build_array_type_nelts (long_long_unsigned_type_node,
				      2 * nslots);
  tree decl = build_decl (UNKNOWN_LOCATION, VAR_DECL, get_identifier (name),
			  type);
  TREE_STATIC (decl) = 1;
  TREE_PUBLIC (decl) = 0;
  TREE_USED (decl) = 1;
  TREE_ADDRESSABLE (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  DECL_IGNORED_P (decl) = 1;
  DECL_INITIAL (decl) = NULL_TREE;
  /* Kept even when the loop's code goes away (a later pass finds it
     unreachable): the report reads it at exit (fuzzer seed 710017).  */
  DECL_PRESERVE_P (decl) = 1;
  varpool_node::finalize_decl (decl);
  varpool_node::get_create (decl)->force_output = true;
  return decl;
}

/* Count the iterations of SCALAR, the scalar loop, in slot S, element IX
   of ARRAY: zero the counter before it, add 1 in its header, flush after
   its exit.  S.bb says whether it is counted (a loop of several exits is
   not).  */

static void
count_scalar_loop (class loop *scalar, profile_slot &s, tree array,
		   unsigned ix)
{
  tree ull = long_long_unsigned_type_node;
  edge exit = single_exit (scalar);
  if (!exit)
    return;
  gsi_insert_on_edge_immediate (loop_preheader_edge (scalar),
				gimple_build_assign (s.runs,
						     build_zero_cst (ull)));
  gimple_stmt_iterator gsi = gsi_after_labels (scalar->header);
  gsi_insert_before (&gsi, gimple_build_assign (s.runs, PLUS_EXPR, s.runs,
						build_one_cst (ull)),
		     GSI_SAME_STMT);
  gimple_seq seq = NULL;
  flush_counter (array, 2 * ix, s.runs, &seq);
  gsi_insert_seq_on_edge_immediate (exit, seq);
  s.bb = scalar->header;
}

/* The file name (in a new string) and the line of LOC into *FILE and
   *LINE, for the report.  */

static void
record_location (location_t loc, char **file, int *line)
{
  expanded_location x = expand_location (loc);
  *file = xstrdup (x.file ? x.file : "?");
  *line = x.line;
}

/* After widening R: zero the counters before the vector loop, add them to
   the loop's static array after it, count the scalar loop, and record the
   loop for the report.  */

void
profile_finish (region *r)
{
  profile_plan *plan = r->profile;
  if (!plan)
    return;
  tree ull = long_long_unsigned_type_node;
  tree array = counter_array (plan->slots.length ());
  gimple_seq init = NULL, flush = NULL;
  for (unsigned k = 0; k < plan->slots.length (); k++)
    {
      profile_slot &s = plan->slots[k];
      if (s.kind == PROFILE_SCALAR || s.sibling != -2)
	continue;
      gimple_seq_add_stmt (&init, gimple_build_assign (s.runs,
						       build_zero_cst (ull)));
      flush_counter (array, 2 * k, s.runs, &flush);
      if (s.kind == PROFILE_SIDE || s.kind == PROFILE_DIVLOOP)
	{
	  gimple_seq_add_stmt (&init, gimple_build_assign
				       (s.lanes, build_zero_cst (ull)));
	  for (unsigned j = 0; j < PROFILE_MAX_ACC && s.acc[j]; j++)
	    gimple_seq_add_stmt (&init, gimple_build_assign
					  (s.acc[j],
					   build_zero_cst (TREE_TYPE (s.acc[j]))));
	  drain_accumulators (s, &flush);
	  flush_counter (array, 2 * k + 1, s.lanes, &flush);
	}
    }
  /* The derived sides, after the counts they follow from (a side's base
     may be a derived side before it).  */
  for (unsigned k = 0; k < plan->slots.length (); k++)
    {
      profile_slot &s = plan->slots[k];
      if (s.sibling == -2)
	continue;
      profile_slot &sib = plan->slots[s.sibling];
      gimple_seq_add_stmt (&flush, gimple_build_assign (s.runs, sib.runs));
      tree all = (s.base >= 0 ? plan->slots[s.base].lanes
		  : fold_build2 (MULT_EXPR, ull, sib.runs,
				 build_int_cst (ull, r->vf)));
      tree t = make_ssa_name (ull);
      gimple_seq_add_stmt (&flush, gimple_build_assign (t, all));
      gimple_seq_add_stmt (&flush, gimple_build_assign (s.lanes, MINUS_EXPR,
							t, sib.lanes));
      flush_counter (array, 2 * k, s.runs, &flush);
      flush_counter (array, 2 * k + 1, s.lanes, &flush);
    }
  gsi_insert_seq_on_edge_immediate (loop_preheader_edge (r->loop), init);
  gimple_stmt_iterator gsi = gsi_after_labels (r->exit->dest);
  gsi_insert_seq_before (&gsi, flush, GSI_SAME_STMT);
  for (unsigned k = 0; k < plan->slots.length (); k++)
    if (plan->slots[k].kind == PROFILE_SCALAR && r->scalar_loop)
      count_scalar_loop (r->scalar_loop, plan->slots[k], array, k);

  profile_loop pl;
  pl.counters = array;
  record_location (r->loc, &pl.file, &pl.line);
  pl.function = xstrdup (function_name (r->fun));
  pl.vf = r->vf;
  pl.slots = plan->slots.copy ();
  profile_loops.safe_push (pl);
}

/* The declaration of NAME of TYPE in the C library, a function or (VAR)
   a variable: the unit's own if it has one, else a new external one.  */

static tree
libc_decl (const char *name, tree type, bool var)
{
  tree id = get_identifier (name);
  if (symtab_node *n = symtab_node::get_for_asmname (id))
    if ((TREE_CODE (n->decl) == VAR_DECL) == var)
      return n->decl;
  tree decl = var ? build_decl (UNKNOWN_LOCATION, VAR_DECL, id, type)
		  : build_fn_decl (name, type);
  DECL_EXTERNAL (decl) = 1;
  TREE_PUBLIC (decl) = 1;
  DECL_ARTIFICIAL (decl) = 1;
  return decl;
}

/* LANES * 1000 / (RUNS * VF), rounded: a percentage in tenths, or IFZERO
   when RUNS is 0.  In integers: a static destructor made at the end of
   the unit cannot have constants in GCC's pool, which is written by then.
   */

static tree
permille (tree lanes, tree runs, unsigned vf, unsigned ifzero)
{
  tree ull = long_long_unsigned_type_node;
  tree zero = fold_build2 (EQ_EXPR, boolean_type_node, runs,
			   build_zero_cst (ull));
  /* Never 0, so the division cannot trap on either arm.  */
  tree den = fold_build2 (PLUS_EXPR, ull,
			  fold_build2 (MULT_EXPR, ull, runs,
				       build_int_cst (ull, 2 * vf)),
			  fold_convert (ull, zero));
  tree num = fold_build2 (MULT_EXPR, ull, lanes, build_int_cst (ull, 2000));
  tree q = fold_build2 (TRUNC_DIV_EXPR, ull,
			fold_build2 (PLUS_EXPR, ull, num,
				     fold_build2 (TRUNC_DIV_EXPR, ull, den,
						  build_int_cst (ull, 2))),
			den);
  return save_expr (fold_build3 (COND_EXPR, ull, zero,
				 build_int_cst (ull, ifzero), q));
}

/* Push the whole and tenths of percentage P (in tenths) to ARGS.  */

static void
push_percent (vec<tree> &args, tree p)
{
  tree ull = long_long_unsigned_type_node;
  tree ten = build_int_cst (ull, 10);
  args.safe_push (fold_build2 (TRUNC_DIV_EXPR, ull, p, ten));
  args.safe_push (fold_build2 (TRUNC_MOD_EXPR, ull, p, ten));
}

/* Append fprintf (F, FMT, ARGS...) to LIST.  */

static void
print (tree *list, tree f, const char *fmt, const vec<tree> &args)
{
  tree fn = builtin_decl_explicit_p (BUILT_IN_FPRINTF)
	    ? builtin_decl_explicit (BUILT_IN_FPRINTF)
	    : libc_decl ("fprintf", build_varargs_function_type_list
				      (integer_type_node, ptr_type_node,
				       const_ptr_type_node, NULL_TREE), false);
  auto_vec<tree> all;
  all.safe_push (f);
  all.safe_push (build_string_literal (strlen (fmt) + 1, fmt));
  for (tree a : args)
    all.safe_push (a);
  append_to_statement_list_force (build_call_expr_loc_array
				    (UNKNOWN_LOCATION, fn, all.length (),
				     all.address ()), list);
}

/* Append to LIST the report of loop L to F.  */

static void
report_loop (tree *list, tree f, profile_loop &l)
{
  tree a = l.counters;
  tree sum_lanes = build_int_cst (long_long_unsigned_type_node, 0);
  tree sum_runs = sum_lanes;
  for (unsigned k = 0; k < l.slots.length (); k++)
    if (l.slots[k].kind == PROFILE_SIDE || l.slots[k].kind == PROFILE_DIVLOOP)
      {
	sum_lanes = fold_build2 (PLUS_EXPR, TREE_TYPE (sum_lanes), sum_lanes,
				 counter_ref (a, 2 * k + 1));
	sum_runs = fold_build2 (PLUS_EXPR, TREE_TYPE (sum_runs), sum_runs,
				counter_ref (a, 2 * k));
      }
  tree file = build_string_literal (strlen (l.file) + 1, l.file);
  tree line = build_int_cst (integer_type_node, l.line);
  auto_vec<tree> args;
  args.safe_push (file);
  args.safe_push (line);
  args.safe_push (build_string_literal (strlen (l.function) + 1, l.function));
  args.safe_push (build_int_cst (unsigned_type_node, l.vf));
  args.safe_push (counter_ref (a, 0));
  bool scalar = l.slots[1].bb != NULL;
  if (scalar)
    args.safe_push (counter_ref (a, 2));
  push_percent (args, permille (sum_lanes, sum_runs, l.vf, 1000));
  print (list, f, scalar
	 ? "lockstep profile: %s:%d: loop in %s, VF %u: %llu vector "
	   "iterations, %llu scalar iterations, lane utilization %llu.%llu%%\n"
	 : "lockstep profile: %s:%d: loop in %s, VF %u: %llu vector "
	   "iterations, scalar iterations not counted, lane utilization "
	   "%llu.%llu%%\n", args);
  for (unsigned k = 2; k < l.slots.length (); k++)
    {
      profile_slot &s = l.slots[k];
      expanded_location x = expand_location (s.loc);
      const char *sf = x.file ? x.file : l.file;
      args.truncate (0);
      args.safe_push (build_string_literal (strlen (sf) + 1, sf));
      args.safe_push (build_int_cst (integer_type_node, x.line));
      tree runs = counter_ref (a, 2 * k);
      switch (s.kind)
	{
	case PROFILE_SIDE:
	  args.safe_push (build_int_cst (integer_type_node,
					 expand_location (s.branch_loc).line));
	  args.safe_push (runs);
	  push_percent (args, permille (counter_ref (a, 2 * k + 1), runs,
					l.vf, 0));
	  print (list, f, "lockstep profile: %s:%d:   branch side (of the "
		 "branch at line %d): %llu runs, lane utilization %llu.%llu%%\n",
		 args);
	  break;
	case PROFILE_DIVLOOP:
	  args.safe_push (runs);
	  push_percent (args, permille (counter_ref (a, 2 * k + 1), runs,
					l.vf, 0));
	  print (list, f, "lockstep profile: %s:%d:   divergent loop: %llu "
		 "iterations, lane utilization %llu.%llu%%\n", args);
	  break;
	case PROFILE_SKIP_TEST:
	  {
	    tree ull = long_long_unsigned_type_node;
	    tree skipped = fold_build2 (MINUS_EXPR, ull, runs,
					counter_ref (a, 2 * k + 2));
	    args.safe_push (runs);
	    args.safe_push (skipped);
	    /* SKIPPED / RUNS: VF 1 in permille's terms.  */
	    push_percent (args, permille (skipped, runs, 1, 0));
	    print (list, f, "lockstep profile: %s:%d:   all-false skip: %llu "
		   "tests, %llu skipped (%llu.%llu%%)\n", args);
	    break;
	  }
	default:
	  break;
	}
    }
}

/* At the end of the unit: if loops were profiled, a static destructor
   that prints their report to stderr, or appends it to the file named by
   the environment variable LOCKSTEP_PROFILE.  */

void
profile_finish_unit (void *, void *)
{
  if (profile_loops.is_empty () || seen_error ())
    return;
  tree cp = const_ptr_type_node;
  tree p = ptr_type_node;
  tree getenv_fn = libc_decl ("getenv", build_function_type_list
					  (p, cp, NULL_TREE), false);
  tree fopen_fn = libc_decl ("fopen", build_function_type_list
					(p, cp, cp, NULL_TREE), false);
  tree fclose_fn = libc_decl ("fclose", build_function_type_list
					  (integer_type_node, p, NULL_TREE),
			      false);
  tree stderr_var = libc_decl ("stderr", p, true);

  tree list = NULL_TREE;
  const char *env = "LOCKSTEP_PROFILE";
  tree name = save_expr (build_call_expr (getenv_fn, 1,
					  build_string_literal
					    (strlen (env) + 1, env)));
  append_to_statement_list_force (name, &list);
  tree null = build_zero_cst (p);
  tree opened = save_expr (fold_build3
			     (COND_EXPR, p,
			      fold_build2 (NE_EXPR, boolean_type_node,
					   fold_convert (p, name), null),
			      fold_convert (p, build_call_expr
						 (fopen_fn, 2, name,
						  build_string_literal (2,
									"a"))),
			      null));
  append_to_statement_list_force (opened, &list);
  tree f = save_expr (fold_build3 (COND_EXPR, p,
				   fold_build2 (NE_EXPR, boolean_type_node,
						opened, null),
				   opened, fold_convert (p, stderr_var)));
  append_to_statement_list_force (f, &list);
  for (profile_loop &l : profile_loops)
    report_loop (&list, f, l);
  append_to_statement_list_force
    (build3 (COND_EXPR, void_type_node,
	     fold_build2 (NE_EXPR, boolean_type_node, opened, null),
	     build_call_expr (fclose_fn, 1, opened), NULL_TREE), &list);
  cgraph_build_static_cdtor ('D', list, DEFAULT_INIT_PRIORITY);
  for (profile_loop &l : profile_loops)
    {
      free (l.file);
      free (l.function);
      l.slots.release ();
    }
  profile_loops.release ();
}

/* Release R's profile plan.  */

void
profile_free (region *r)
{
  if (!r->profile)
    return;
  r->profile->slots.release ();
  delete r->profile;
  r->profile = NULL;
}
