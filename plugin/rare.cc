/* Rare exits: calls that do not return, run by the scalar loop.
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

/* A loop whose body may call a function that does not return (abort,
   exit, an error handler) leaves the loop there: the block of the call has
   no successors, and the edge from the body towards it (perhaps through
   empty blocks GCC left after the loop) is an exit.  Lanes cannot run
   such a call: the calls and stores of the iterations before it must have
   happened, those of the iterations after it must not.  But when every
   test that leads to such a call comes before the first side effect of
   the iteration, a whole vector of iterations can be tested before any of
   them has done anything: if some lane would take the exit, the vector
   loop stops there and the scalar loop runs the iterations from the first
   of that vector on, one at a time, as the source does; it reaches the
   call at the right iteration, with the side effects of the earlier ones
   made.

   INPUT (the test of an exit to a call that does not return, in A):

     A:  if (x_1 < 0.0) goto B; else goto C;
     B:  abort ();                        (no successors)

   OUTPUT of guard_rare_exits, before analysis (a uniform branch, which
   analysis, linearization and widening keep as such):

     A:  c_2 = x_1 < 0.0;
	 a_3 = __lockstep_active ();
	 b_4 = a_3 & c_2;
	 t_5 = __lockstep_any (b_4);
	 if (t_5 != 0) goto B; else goto C;

   and of connect_rare_exits, at strip mining: the scalar loop's copy of
   the test gets the intrinsics' meaning for one lane (t_5 = c_2), while
   in the vector loop the edge to B goes to the scalar loop instead, with
   the start values of the vector iteration it leaves (K vector iterations
   done):

     E:  k_6 = PHI <k_7(A)>
	 done_8 = k_6 * VF;
	 i_9 = i_init + done_8 * step;  ...
	 goto merge (the scalar loop's preheader)

   The vector loop's stores and calls must all come after every such test:
   each is in a block that a path from every test block reaches, so that
   linearized code too runs it after the tests.  So must divisions (a lane
   of an iteration after the one that calls abort could divide by zero)
   and loads through loaded indices (an index array's entries after the
   one that calls abort need not be in bounds).  Other loads may come
   before the tests: a lane may load an element of an iteration after the
   one that leaves, which the source would not have loaded, at an address
   the loop's own iterations compute.

   A test that comes after a store is made first (add_early_test) when its
   block runs in every iteration and its value can be computed at the top
   of the iteration: from header PHIs, invariants, assignments without
   side effects and loads that no store or call of the iteration before
   the test may clobber.  The header, split after its PHIs, computes
   copies and leaves, if some lane's test will hold, to a block that calls
   __builtin_unreachable: that exit becomes one more rare exit, the vector
   loop's going to the scalar loop, while the scalar loop's copy of the
   early test is false, so that its own test, after the store, decides.  */

#include "lockstep-gcc.h"
#include "region.h"

/* Blocks after an exit that rare_exit_call looks at, at most.  */
static const unsigned RARE_EXIT_MAX_BLOCKS = 32;

/* If every path from exit E ends in a call that does not return (through
   at most RARE_EXIT_MAX_BLOCKS blocks with no exceptional edges), the
   first such call found; NULL otherwise.  */

static gcall *
rare_exit_call (edge e)
{
  if (e->flags & (EDGE_ABNORMAL | EDGE_EH))
    return NULL;
  auto_vec<basic_block> work;
  auto_bitmap seen;
  work.safe_push (e->dest);
  bitmap_set_bit (seen, e->dest->index);
  gcall *first = NULL;
  unsigned n = 0;
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      if (++n > RARE_EXIT_MAX_BLOCKS)
	return NULL;
      gimple *last = last_stmt (bb);
      if (EDGE_COUNT (bb->succs) == 0)
	{
	  if (!last || !is_gimple_call (last)
	      || !(gimple_call_flags (last) & ECF_NORETURN))
	    return NULL;
	  if (!first)
	    first = as_a <gcall *> (last);
	  continue;
	}
      edge s;
      edge_iterator ei;
      FOR_EACH_EDGE (s, ei, bb->succs)
	{
	  if (s->dest == EXIT_BLOCK_PTR_FOR_FN (cfun)
	      || (s->flags & (EDGE_ABNORMAL | EDGE_EH)))
	    return NULL;
	  if (bitmap_set_bit (seen, s->dest->index))
	    work.safe_push (s->dest);
	}
    }
  return first;
}

/* Push on RARE the exits of LOOP to calls that do not return; return the
   loop's own exit, or NULL if there is none or several.  The loop's own
   exit is the one of the block before the latch when there is one, even
   if a call that does not return follows the loop (exit (0) at the end of
   main).  */

static edge
loop_rare_exits (class loop *loop, vec<edge> *rare)
{
  auto_vec<edge> exits = get_loop_exit_edges (loop);
  edge tail = NULL;
  for (edge e : exits)
    if (e->src == loop->latch
	|| (single_pred_p (loop->latch) && single_pred (loop->latch) == e->src))
      tail = e;
  edge regular = tail;
  unsigned n_other = 0;
  for (edge e : exits)
    if (e == tail)
      continue;
    else if (rare_exit_call (e))
      rare->safe_push (e);
    else
      {
	regular = e;
	n_other++;
      }
  if (tail)
    return n_other == 0 ? tail : NULL;
  return n_other == 1 ? regular : NULL;
}

/* Whether LOOP has an exit to a call that does not return (prepare_loop
   keeps a copy of such a loop, which guard_rare_exits changes).  */

bool
rare_exits_p (class loop *loop)
{
  auto_vec<edge> rare;
  loop_rare_exits (loop, &rare);
  return !rare.is_empty ();
}

/* Whether STMT has an effect that an iteration after one that leaves
   must not have: a store, a call that is not const or pure, or a
   division (which traps on zero).  */

static bool
side_effect_p (gimple *stmt)
{
  if (is_gimple_debug (stmt) || gimple_clobber_p (stmt))
    return false;
  /* Calls with side effects have virtual definitions; .GOMP_SIMD_LANE,
     which has none, is a lane number.  */
  if (gimple_vdef (stmt) || gimple_has_volatile_ops (stmt))
    return true;
  if (is_gimple_assign (stmt))
    switch (gimple_assign_rhs_code (stmt))
      {
      case TRUNC_DIV_EXPR: case CEIL_DIV_EXPR: case FLOOR_DIV_EXPR:
      case ROUND_DIV_EXPR: case TRUNC_MOD_EXPR: case CEIL_MOD_EXPR:
      case FLOOR_MOD_EXPR: case ROUND_MOD_EXPR: case EXACT_DIV_EXPR:
	return INTEGRAL_TYPE_P (TREE_TYPE (gimple_assign_lhs (stmt)));
      default:
	break;
      }
  return false;
}

/* Set in REACHED the blocks of LOOP that a path from A inside LOOP
   reaches without going round LOOP's latch, A itself only if an inner
   loop leads back to it.  */

static void
blocks_after (class loop *loop, basic_block a, bitmap reached)
{
  auto_vec<basic_block> work;
  work.safe_push (a);
  while (!work.is_empty ())
    {
      basic_block bb = work.pop ();
      edge e;
      edge_iterator ei;
      FOR_EACH_EDGE (e, ei, bb->succs)
	if (e->dest != loop->header && flow_bb_inside_loop_p (loop, e->dest)
	    && bitmap_set_bit (reached, e->dest->index))
	  work.safe_push (e->dest);
    }
}

/* Set in LOADED the SSA versions of the values of block BB that depend on
   a value in LOADED or loaded from memory.  Returns whether LOADED
   changed.  */

static bool
loaded_values_1 (basic_block bb, bitmap loaded)
{
  bool changed = false;
  for (gphi_iterator pi = gsi_start_phis (bb); !gsi_end_p (pi);
       gsi_next (&pi))
    {
      gphi *phi = pi.phi ();
      for (unsigned k = 0; k < gimple_phi_num_args (phi); k++)
	{
	  tree a = gimple_phi_arg_def (phi, k);
	  if (TREE_CODE (a) == SSA_NAME
	      && bitmap_bit_p (loaded, SSA_NAME_VERSION (a)))
	    changed |= bitmap_set_bit (loaded, SSA_NAME_VERSION
					       (gimple_phi_result (phi)));
	}
    }
  for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    {
      gimple *stmt = gsi_stmt (gsi);
      tree lhs = gimple_get_lhs (stmt);
      if (!lhs || TREE_CODE (lhs) != SSA_NAME)
	continue;
      bool dep = gimple_vuse (stmt) != NULL_TREE;
      ssa_op_iter it;
      tree use;
      FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
	dep |= bitmap_bit_p (loaded, SSA_NAME_VERSION (use));
      if (dep)
	changed |= bitmap_set_bit (loaded, SSA_NAME_VERSION (lhs));
    }
  return changed;
}

/* Set in LOADED the SSA versions of the values of a loop body's blocks
   BBS (NBBS of them) that depend on a value loaded from memory.  */

static void
loaded_values (basic_block *bbs, unsigned nbbs, bitmap loaded)
{
  bool changed = true;
  while (changed)
    {
      changed = false;
      for (unsigned i = 0; i < nbbs; i++)
	changed |= loaded_values_1 (bbs[i], loaded);
    }
}

/* Whether STMT loads through an address computed from a loaded value
   (LOADED, see loaded_values): an index that only the iterations before
   an exit guarantee to be in bounds.  */

static bool
indirect_load_p (gimple *stmt, bitmap loaded)
{
  if (!gimple_vuse (stmt) || gimple_vdef (stmt))
    return false;
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, stmt, it, SSA_OP_USE)
    if (bitmap_bit_p (loaded, SSA_NAME_VERSION (use)))
      return true;
  return false;
}

/* Check that each of the exits RARE of R's loop leaves a block of the
   loop itself (not of an inner loop) that ends in a two-way branch with
   one edge in the loop.  Returns false, with R's reason set, if not.  */

static bool
rare_tests_shaped_p (region *r, vec<edge> &rare)
{
  class loop *loop = r->loop;
  for (edge e : rare)
    {
      basic_block a = e->src;
      gimple *last = last_stmt (a);
      gcall *call = rare_exit_call (e);
      if (a->loop_father != loop || !last || gimple_code (last) != GIMPLE_COND
	  || !(e->flags & (EDGE_TRUE_VALUE | EDGE_FALSE_VALUE))
	  || !flow_bb_inside_loop_p (loop, EDGE_SUCC (a, 0)->dest)
	     + !flow_bb_inside_loop_p (loop, EDGE_SUCC (a, 1)->dest) != 1)
	return region_fail (r, gimple_location (call),
			    "call to a function that does not return "
			    "('%s') in the loop body, under a test that "
			    "cannot be made for a vector of iterations",
			    call_name (call));
    }
  return true;
}

/* Check that every store, call with side effects, division and load
   through a loaded index (LOADED, see loaded_values) of R's body comes
   after every test of the exits RARE, in a block that a path from the
   test's block reaches.  (Linearized, the blocks keep that order; a block
   no path from the test reaches could come before it.)  Returns false if
   not, with R's reason set if REPORT.  */

static bool
rare_tests_first_p (region *r, vec<edge> &rare, bitmap loaded, bool report)
{
  class loop *loop = r->loop;
  auto_vec<bitmap> after;
  for (edge e : rare)
    {
      bitmap b = BITMAP_ALLOC (NULL);
      blocks_after (loop, e->src, b);
      after.safe_push (b);
    }
  basic_block *bbs = get_loop_body (loop);
  bool ok = true;
  for (unsigned i = 0; ok && i < loop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]);
	 ok && !gsi_end_p (gsi); gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	bool indirect = indirect_load_p (stmt, loaded);
	if (!indirect && !side_effect_p (stmt))
	  continue;
	for (unsigned k = 0; k < rare.length (); k++)
	  if (!bitmap_bit_p (after[k], bbs[i]->index) || bbs[i] == rare[k]->src)
	    {
	      gcall *call = rare_exit_call (rare[k]);
	      ok = false;
	      if (report)
		region_fail (r, gimple_location (stmt),
			     "call to a function that does not return "
			     "('%s') in the loop body, tested after %s of "
			     "the iteration",
			     call_name (call),
			     indirect ? "a load through a loaded index"
			     : "a store, call or division");
	      break;
	    }
      }
  free (bbs);
  for (bitmap b : after)
    BITMAP_FREE (b);
  return ok;
}

/* Statements whose stores entry_memory_p looks through, at most.  */
static const unsigned RARE_EARLY_MAX_STORES = 32;

/* Whether LOAD, a statement of LOOP, reads memory as the iteration found
   it: no store or call on the way back from LOAD's virtual operand to
   ENTRY_VUSE (the header's), or to the loop's entry, may write what it
   reads.  */

static bool
entry_memory_p (class loop *loop, gimple *load, tree entry_vuse)
{
  if (!gimple_assign_load_p (load))
    return false;
  tree ref = gimple_assign_rhs1 (load);
  tree vuse = gimple_vuse (load);
  for (unsigned n = 0; vuse && vuse != entry_vuse; n++)
    {
      gimple *d = SSA_NAME_DEF_STMT (vuse);
      basic_block vb = gimple_bb (d);
      if (!vb || !flow_bb_inside_loop_p (loop, vb))
	return true;
      if (gimple_code (d) == GIMPLE_PHI || n >= RARE_EARLY_MAX_STORES
	  || stmt_may_clobber_ref_p (d, ref))
	return false;
      vuse = gimple_vuse (d);
    }
  return true;
}

/* Whether OP, an operand of a test in R's loop, can be computed at the
   top of the iteration: it is invariant, a header PHI, or computed by
   assignments in the loop itself without side effects or loads through
   loaded indices (LOADED) from such values and from memory as the
   iteration found it (entry_memory_p).  OK holds the SSA versions of the
   names found so already.  */

static bool
early_computable_p (region *r, tree op, bitmap loaded, tree entry_vuse,
		    bitmap ok)
{
  class loop *loop = r->loop;
  if (TREE_CODE (op) != SSA_NAME || bitmap_bit_p (ok, SSA_NAME_VERSION (op)))
    return true;
  gimple *def = SSA_NAME_DEF_STMT (op);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (loop, bb))
    return true;
  if (gimple_code (def) == GIMPLE_PHI)
    return bb == loop->header;
  if (!is_gimple_assign (def) || bb->loop_father != loop
      || side_effect_p (def) || indirect_load_p (def, loaded))
    return false;
  if (gimple_vuse (def) && !entry_memory_p (loop, def, entry_vuse))
    return false;
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, def, it, SSA_OP_USE)
    if (!early_computable_p (r, use, loaded, entry_vuse, ok))
      return false;
  bitmap_set_bit (ok, SSA_NAME_VERSION (op));
  return true;
}

/* Whether the conditions of the exits RARE of R's loop can be computed
   at the top of every iteration, giving the values the tests compute
   later: each test's block runs in every iteration (it dominates the
   latch) and its operands are early_computable_p.  */

static bool
rare_tests_hoistable_p (region *r, vec<edge> &rare, bitmap loaded)
{
  class loop *loop = r->loop;
  gphi *vphi = get_virtual_phi (loop->header);
  tree entry_vuse = vphi ? gimple_phi_result (vphi) : NULL_TREE;
  auto_bitmap ok;
  for (edge e : rare)
    {
      gcond *cond = as_a <gcond *> (last_stmt (e->src));
      if (!dominated_by_p (CDI_DOMINATORS, loop->latch, e->src)
	  || !early_computable_p (r, gimple_cond_lhs (cond), loaded,
				  entry_vuse, ok)
	  || !early_computable_p (r, gimple_cond_rhs (cond), loaded,
				  entry_vuse, ok))
	return false;
    }
  return true;
}

/* Make the test of rare exit E a test of the whole vector, as at the top
   of the file.  */

static void
guard_exit (region *r, edge e)
{
  basic_block a = e->src;
  gcond *cond = as_a <gcond *> (last_stmt (a));
  gimple_seq seq = NULL;
  tree any = region_build_any_takes (r, cond, e, &seq);
  gimple_stmt_iterator gsi = gsi_for_stmt (cond);
  gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
  gimple_cond_set_condition (cond,
			     (e->flags & EDGE_TRUE_VALUE) ? NE_EXPR : EQ_EXPR,
			     any, boolean_false_node);
  update_stmt (cond);
  r->rare_tests.safe_push (a);
}

/* walk_tree callback: replace the SSA name at TP by its copy in the map
   DATA, if it has one.  */

static tree
early_rename (tree *tp, int *walk_subtrees, void *data)
{
  hash_map<tree, tree> *map = (hash_map<tree, tree> *) data;
  if (TREE_CODE (*tp) == SSA_NAME)
    {
      if (tree *m = map->get (*tp))
	*tp = *m;
      *walk_subtrees = 0;
    }
  else if (TYPE_P (*tp))
    *walk_subtrees = 0;
  return NULL_TREE;
}

/* The value of OP (early_computable_p) computed by copies of its
   statements appended to SEQ; MAP holds the copies made so far.  */

static tree
early_copy (region *r, tree op, hash_map<tree, tree> *map, gimple_seq *seq)
{
  if (TREE_CODE (op) != SSA_NAME)
    return op;
  gimple *def = SSA_NAME_DEF_STMT (op);
  basic_block bb = gimple_bb (def);
  if (!bb || !flow_bb_inside_loop_p (r->loop, bb)
      || gimple_code (def) == GIMPLE_PHI)
    return op;
  if (tree *m = map->get (op))
    return *m;
  /* The operands first (a copy has no operand cache until it is in a
     block); then the copy, its names replaced by their copies'.  */
  ssa_op_iter it;
  tree use;
  FOR_EACH_SSA_TREE_OPERAND (use, def, it, SSA_OP_USE)
    early_copy (r, use, map, seq);
  gimple *copy = gimple_copy (def);
  for (unsigned i = 1; i < gimple_num_ops (copy); i++)
    walk_tree (gimple_op_ptr (copy, i), early_rename, map, NULL);
  /* A load reads memory as the iteration found it (entry_memory_p): at
     the top, after the header's virtual PHI.  */
  if (gimple_vuse (copy))
    if (gphi *vphi = get_virtual_phi (r->loop->header))
      gimple_set_vuse (copy, gimple_phi_result (vphi));
  tree lhs = copy_ssa_name (op, copy);
  gimple_assign_set_lhs (copy, lhs);
  gimple_seq_add_stmt (seq, copy);
  map->put (op, lhs);
  return lhs;
}

/* Make the header of R's loop test first whether an exit of RARE will be
   taken in the iteration (rare_tests_hoistable_p holds), with an exit of
   its own to a block that GCC may assume unreachable: the vector loop
   leaves for the scalar loop there, before the iteration's stores, and
   the scalar loop's copy of the test is false (connect_rare_exits).
   Returns the new exit.  */

static edge
add_early_test (region *r, vec<edge> &rare)
{
  class loop *loop = r->loop;
  gimple_seq seq = NULL;
  hash_map<tree, tree> map;
  /* One exit: the test's own comparison where it can be (a false edge's
     inverse may not exist for floating point), so that GCC sees the
     vector loop's lane masks of it known false after the early test;
     several: the OR of whether each is taken.  */
  tree lhs = NULL_TREE, rhs = NULL_TREE;
  enum tree_code code = ERROR_MARK;
  tree taken = NULL_TREE;
  for (edge e : rare)
    {
      gcond *cond = as_a <gcond *> (last_stmt (e->src));
      tree l = early_copy (r, gimple_cond_lhs (cond), &map, &seq);
      tree rr = early_copy (r, gimple_cond_rhs (cond), &map, &seq);
      enum tree_code c = gimple_cond_code (cond);
      if (rare.length () == 1)
	{
	  if (e->flags & EDGE_FALSE_VALUE)
	    c = invert_tree_comparison (c, HONOR_NANS (l));
	  if (c != ERROR_MARK)
	    {
	      lhs = l;
	      rhs = rr;
	      code = c;
	      break;
	    }
	  c = gimple_cond_code (cond);
	}
      tree t = gimple_build (&seq, c, boolean_type_node, l, rr);
      if (e->flags & EDGE_FALSE_VALUE)
	t = gimple_build (&seq, BIT_NOT_EXPR, boolean_type_node, t);
      taken = taken ? gimple_build (&seq, BIT_IOR_EXPR, boolean_type_node,
				    taken, t) : t;
    }
  if (code == ERROR_MARK)
    {
      lhs = taken;
      rhs = boolean_false_node;
      code = NE_EXPR;
    }
  edge rest = split_block_after_labels (loop->header);
  basic_block h = loop->header;
  gimple_stmt_iterator gsi = gsi_last_bb (h);
  gsi_insert_seq_after (&gsi, seq, GSI_CONTINUE_LINKING);
  gcond *test = gimple_build_cond (code, lhs, rhs, NULL_TREE, NULL_TREE);
  gimple_set_location (test, gimple_location (last_stmt (rare[0]->src)));
  gsi = gsi_last_bb (h);
  gsi_insert_after (&gsi, test, GSI_NEW_STMT);

  basic_block u = create_empty_bb (h);
  add_bb_to_loop (u, loop_outer (loop));
  u->count = profile_count::zero ();
  gcall *stop = gimple_build_call (builtin_decl_implicit
				     (BUILT_IN_UNREACHABLE), 0);
  gimple_set_location (stop, gimple_location (test));
  gsi = gsi_start_bb (u);
  gsi_insert_after (&gsi, stop, GSI_NEW_STMT);
  rest->flags = (rest->flags & ~EDGE_FALLTHRU) | EDGE_FALSE_VALUE;
  edge early = make_edge (h, u, EDGE_TRUE_VALUE);
  early->probability = profile_probability::very_unlikely ();
  rest->probability = early->probability.invert ();
  free_dominance_info (CDI_DOMINATORS);
  calculate_dominance_info (CDI_DOMINATORS);
  return early;
}

/* Order two rare exits (pointers to edges) by the source line of their
   calls.  */

static int
compare_call_lines (const void *x, const void *y)
{
  edge ex = *(const edge *) x, ey = *(const edge *) y;
  expanded_location lx
    = expand_location (gimple_location (rare_exit_call (ex)));
  expanded_location ly
    = expand_location (gimple_location (rare_exit_call (ey)));
  if (lx.line != ly.line)
    return lx.line < ly.line ? -1 : 1;
  return ex->dest->index - ey->dest->index;
}

/* The names of the functions the rare exits RARE call, each once, joined
   by "' or '" (in GC memory, for the report).  */

static const char *
callee_names (vec<edge> &rare)
{
  auto_vec<const char *> names;
  for (edge e : rare)
    {
      const char *n = call_name (rare_exit_call (e));
      bool seen = false;
      for (const char *m : names)
	seen |= !strcmp (m, n);
      if (!seen)
	names.safe_push (n);
    }
  size_t len = 1;
  for (const char *n : names)
    len += strlen (n) + 8;
  char *s = ggc_vec_alloc<char> (len);
  s[0] = 0;
  for (unsigned i = 0; i < names.length (); i++)
    {
      if (i)
	strcat (s, "' or '");
      strcat (s, names[i]);
    }
  return s;
}

/* Make the tests of the exits of R's loop to calls that do not return
   tests of whole vectors (see the top of the file).  Returns true if R's
   loop has no such exit or they could be so made, false with R's reason
   set otherwise (the loop is then unchanged).  */

bool
guard_rare_exits (region *r)
{
  auto_vec<edge> rare;
  edge regular = loop_rare_exits (r->loop, &rare);
  if (rare.is_empty ())
    return true;
  if (!regular)
    return region_fail (r, UNKNOWN_LOCATION, "the loop has several exits "
			"(break, return or goto out of the loop)");
  if (!rare_tests_shaped_p (r, rare))
    return false;
  basic_block *bbs = get_loop_body (r->loop);
  auto_bitmap loaded;
  loaded_values (bbs, r->loop->num_nodes, loaded);
  free (bbs);
  calculate_dominance_info (CDI_DOMINATORS);
  bool early = false;
  if (!rare_tests_first_p (r, rare, loaded, false))
    {
      if (!rare_tests_hoistable_p (r, rare, loaded))
	return rare_tests_first_p (r, rare, loaded, true);
      early = true;
    }
  rare.qsort (compare_call_lines);
  r->rare_callee = callee_names (rare);
  if (early)
    {
      edge e = add_early_test (r, rare);
      r->rare_early = true;
      guard_exit (r, e);
    }
  for (edge e : rare)
    guard_exit (r, e);
  if (dump_file)
    fprintf (dump_file, ";; rare exits: %u exit%s to calls that do not "
	     "return ('%s') tested a vector at a time%s\n", rare.length (),
	     rare.length () == 1 ? "" : "s", r->rare_callee,
	     early ? ", first at the top of the iteration" : "");
  return true;
}

/* The exit of R's vector loop LOOP from its block A to a call that does
   not return.  */

static edge
rare_exit_of (class loop *loop, basic_block a)
{
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, a->succs)
    if (!flow_bb_inside_loop_p (loop, e->dest))
      return e;
  gcc_unreachable ();
}

/* Give the intrinsics in the body of the scalar loop NLOOP their meaning
   for one lane: __lockstep_active () is true, __lockstep_any (X) is X.  */

static void
scalarize_intrinsics (region *r, class loop *nloop)
{
  basic_block *bbs = get_loop_body (nloop);
  for (unsigned i = 0; i < nloop->num_nodes; i++)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bbs[i]); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	tree val;
	if (region_intrinsic_call_p (r, stmt, r->active_decl))
	  val = boolean_true_node;
	else if (region_intrinsic_call_p (r, stmt, r->any_decl))
	  /* The early test (add_early_test), in the header, is the vector
	     loop's only.  */
	  val = r->rare_early && bbs[i] == nloop->header
		? boolean_false_node : gimple_call_arg (stmt, 0);
	else
	  continue;
	gimple *a = gimple_build_assign (gimple_call_lhs (stmt), val);
	gimple_set_location (a, gimple_location (stmt));
	gsi_replace (&gsi, a, false);
      }
  free (bbs);
}

/* At strip mining of R into the vector loop LOOP, whose vector iteration
   counter is the header PHI result K, and the scalar loop NLOOP, whose
   preheader's PHIs in MERGE take their start values: make the rare exits
   of LOOP go to MERGE with the start values of the vector iteration they
   leave, and the scalar loop's tests tests of one lane.  */

void
connect_rare_exits (region *r, class loop *loop, class loop *nloop,
		    basic_block merge, tree k)
{
  scalarize_intrinsics (r, nloop);
  for (basic_block a : r->rare_tests)
    {
      edge e = rare_exit_of (loop, a);
      basic_block ex = split_edge (e);
      gphi *kphi = create_phi_node (copy_ssa_name (k), ex);
      add_phi_arg (kphi, k, single_pred_edge (ex), UNKNOWN_LOCATION);
      tree type = TREE_TYPE (k);
      gimple_seq seq = NULL;
      tree done = gimple_build (&seq, MULT_EXPR, type,
				gimple_phi_result (kphi),
				build_int_cst (type, r->vf));
      auto_vec<std::pair<gphi *, tree> > starts;
      remainder_starts (r, loop, nloop, done, &seq, &starts);
      gimple_stmt_iterator gsi = gsi_start_bb (ex);
      gsi_insert_seq_before (&gsi, seq, GSI_SAME_STMT);
      edge to = redirect_edge_and_branch (single_succ_edge (ex), merge);
      redirect_edge_var_map_clear (to);
      edge sp = loop_preheader_edge (nloop);
      for (auto &p : starts)
	{
	  tree m = PHI_ARG_DEF_FROM_EDGE (p.first, sp);
	  gphi *mphi = as_a <gphi *> (SSA_NAME_DEF_STMT (m));
	  gcc_assert (gimple_bb (mphi) == merge);
	  add_phi_arg (mphi, p.second, to, UNKNOWN_LOCATION);
	}
      /* MERGE's virtual PHI, if any, gets its argument for TO when strip
	 mining joins the virtual operands reaching MERGE.  */
    }
}
