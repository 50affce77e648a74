/* Mask logic GCC's folding does not see: disjoint masks.
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

/* The masks of a linearized body are conjunctions of branch conditions
   and their complements, and the masks of two edges into one join are
   disjoint: a lane takes one of them.  The select that merges a value at
   such a join keeps, for the lanes of one edge, the value of the other
   edge's lanes masked off, ~A & B, where A and B never share a lane, so
   that ~A & B is B.  A divergent loop's live mask is such a merge at the
   join of its latch and its exits:

     exiting = c & live;  continuing = ~c & live;
     live' = ~exiting & continuing              (is continuing)

   GCC's folding does not know that the two conjunctions are disjoint, and
   the vector loop computes the and-not in every iteration.  Right before
   isel (the selects pass), in the functions lockstep vectorized, each
   X = ~A & B whose operands are provably disjoint becomes X = B:

     disjoint (A, B) if A is ~B or B is ~A, or if an operand of A (when A
     is an AND, or a select of a mask or zero) is disjoint from B, or A
     from an operand of B; or if A and B are PHIs of one join whose
     arguments on each edge are disjoint (a mask that is zero on the
     edges where the other is set), or all arguments of a PHI A are
     disjoint from B; to a small depth.  PHIs of loop headers are not
     looked through: their arguments on the back edge are values of the
     previous iteration.

   Only masks whose lanes fill their mode are rewritten: the bits above
   the lanes of a mask register may differ between ~A & B and B.  */

#include "lockstep-gcc.h"
#include "region.h"

/* How deep disjoint_p looks through definitions, and how many pairs it
   looks at for one question at most (the search is exponential in the
   depth).  */
static const int DISJOINT_DEPTH = 6;
static const int DISJOINT_BUDGET = 256;

/* The pairs disjoint_p may still look at for the current question.  */
static int disjoint_budget;

/* The statement that defines OP, if OP is an SSA name defined by an
   assignment.  */

static gassign *
def_assign (tree op)
{
  if (TREE_CODE (op) != SSA_NAME)
    return NULL;
  return dyn_cast <gassign *> (SSA_NAME_DEF_STMT (op));
}

/* Whether OP is the complement of X: OP = ~X.  */

static bool
complement_of_p (tree op, tree x)
{
  gassign *d = def_assign (op);
  return d && gimple_assign_rhs_code (d) == BIT_NOT_EXPR
	 && operand_equal_p (gimple_assign_rhs1 (d), x, 0);
}

/* The operands of OP whose conjunction OP is (or is contained in), in
   OPS: those of an AND, and of a select M ? T : 0 (M and T; T alone when
   M is a scalar); the source of a copy.  */

static void
conjuncts (tree op, auto_vec<tree, 2> *ops)
{
  gassign *d = def_assign (op);
  if (!d)
    return;
  enum tree_code code = gimple_assign_rhs_code (d);
  if (code == SSA_NAME)
    ops->safe_push (gimple_assign_rhs1 (d));
  else if (code == BIT_AND_EXPR)
    {
      ops->safe_push (gimple_assign_rhs1 (d));
      ops->safe_push (gimple_assign_rhs2 (d));
    }
  else if ((code == VEC_COND_EXPR || code == COND_EXPR)
	   && integer_zerop (gimple_assign_rhs3 (d)))
    {
      tree m = gimple_assign_rhs1 (d);
      if (TREE_CODE (m) == SSA_NAME
	  && types_compatible_p (TREE_TYPE (m), TREE_TYPE (op)))
	ops->safe_push (m);
      ops->safe_push (gimple_assign_rhs2 (d));
    }
}

/* The PHI that defines OP, if it joins edges none of which is a back
   edge (its arguments are values of the same iteration as its result);
   mark_dfs_back_edges has run.  */

static gphi *
join_phi (tree op)
{
  if (TREE_CODE (op) != SSA_NAME)
    return NULL;
  gphi *phi = dyn_cast <gphi *> (SSA_NAME_DEF_STMT (op));
  if (!phi)
    return NULL;
  edge e;
  edge_iterator ei;
  FOR_EACH_EDGE (e, ei, gimple_bb (phi)->preds)
    if (e->flags & EDGE_DFS_BACK)
      return NULL;
  return phi;
}

static bool disjoint_p (tree a, tree b, int depth);

/* Whether every argument of PHI is zero or disjoint from X (DEPTH as for
   disjoint_p).  */

static bool
phi_disjoint_p (gphi *phi, tree x, int depth)
{
  for (unsigned i = 0; i < gimple_phi_num_args (phi); i++)
    {
      tree arg = gimple_phi_arg_def (phi, i);
      if (!integer_zerop (arg) && !disjoint_p (arg, x, depth))
	return false;
    }
  return true;
}

/* Whether masks A and B are never true in the same lane (see the comment
   at the top), looking DEPTH definitions deep: complements; an operand
   of a conjunction; two PHIs of one join whose arguments on each edge
   are disjoint (one of them zero, typically); a PHI all of whose
   arguments are.  */

static bool
disjoint_p (tree a, tree b, int depth)
{
  if (integer_zerop (a) || integer_zerop (b))
    return true;
  if (complement_of_p (a, b) || complement_of_p (b, a))
    return true;
  if (depth == 0 || --disjoint_budget < 0)
    return false;
  gphi *pa = join_phi (a), *pb = join_phi (b);
  if (pa && pb && gimple_bb (pa) == gimple_bb (pb))
    {
      bool all = true;
      for (unsigned i = 0; all && i < gimple_phi_num_args (pa); i++)
	{
	  edge e = gimple_phi_arg_edge (pa, i);
	  all = disjoint_p (gimple_phi_arg_def (pa, i),
			    PHI_ARG_DEF_FROM_EDGE (pb, e), depth - 1);
	}
      if (all)
	return true;
    }
  if ((pa && phi_disjoint_p (pa, b, depth - 1))
      || (pb && phi_disjoint_p (pb, a, depth - 1)))
    return true;
  auto_vec<tree, 2> ops;
  conjuncts (a, &ops);
  for (tree x : ops)
    if (disjoint_p (x, b, depth - 1))
      return true;
  ops.truncate (0);
  conjuncts (b, &ops);
  for (tree y : ops)
    if (disjoint_p (a, y, depth - 1))
      return true;
  return false;
}

/* Whether TYPE is a mask whose lanes fill its mode: a vector of lanes, or
   a mask register with one bit per lane and none to spare.  */

static bool
full_mask_type_p (tree type)
{
  if (!VECTOR_BOOLEAN_TYPE_P (type))
    return false;
  if (VECTOR_MODE_P (TYPE_MODE (type)))
    return true;
  unsigned HOST_WIDE_INT n;
  return (TYPE_VECTOR_SUBPARTS (type).is_constant (&n)
	  && SCALAR_INT_MODE_P (TYPE_MODE (type))
	  && known_eq (GET_MODE_BITSIZE (TYPE_MODE (type)),
		       n * TYPE_PRECISION (TREE_TYPE (type))));
}

/* In FUN, rewrite each X = ~A & B (or B & ~A) on masks whose A and B are
   disjoint into X = B.  Returns how many.  */

unsigned
simplify_disjoint_masks (function *fun)
{
  unsigned n = 0;
  mark_dfs_back_edges ();
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gassign *stmt = dyn_cast <gassign *> (gsi_stmt (gsi));
	if (!stmt || gimple_assign_rhs_code (stmt) != BIT_AND_EXPR
	    || !full_mask_type_p (TREE_TYPE (gimple_assign_lhs (stmt))))
	  continue;
	for (int k = 0; k < 2; k++)
	  {
	    tree notted = k ? gimple_assign_rhs2 (stmt)
			    : gimple_assign_rhs1 (stmt);
	    tree other = k ? gimple_assign_rhs1 (stmt)
			   : gimple_assign_rhs2 (stmt);
	    gassign *d = def_assign (notted);
	    disjoint_budget = DISJOINT_BUDGET;
	    if (!d || gimple_assign_rhs_code (d) != BIT_NOT_EXPR
		|| !disjoint_p (gimple_assign_rhs1 (d), other,
				DISJOINT_DEPTH))
	      continue;
	    if (dump_file)
	      {
		fprintf (dump_file, "masks: disjoint, ~A & B is B: ");
		print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
	      }
	    gimple_assign_set_rhs_from_tree (&gsi, other);
	    update_stmt (gsi_stmt (gsi));
	    /* The complement may have had no other use.  */
	    tree nl = gimple_assign_lhs (d);
	    if (has_zero_uses (nl))
	      {
		gimple_stmt_iterator dg = gsi_for_stmt (d);
		gsi_remove (&dg, true);
		release_ssa_name (nl);
	      }
	    n++;
	    break;
	  }
      }
  return n;
}
