/* Notes for omp simd loops the pass does not vectorize because it never
   sees them: loops GCC runs with safelen(1), and loops GCC removed.
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

#include "lockstep-gcc.h"
#include "region.h"

/* omp simd loops GCC's gimplifier makes scalar (safelen(1)) because they
   declare a variable-length array or privatize a variable-sized variable:
   found by the front-end hook note_scalar_simd_loops, reported by the
   pass when it reaches their function, since opt-info messages go out
   only from a pass.  */

struct scalar_simd_note
{
  unsigned fn_uid;		/* DECL_UID of the function.  */
  location_t loc;		/* The omp simd construct.  */
  char *what;			/* The reason, allocated.  */
};

static vec<scalar_simd_note> scalar_simd_notes;

/* Whether DECL is a variable of variable size.  */

static bool
variable_sized_var_p (tree decl)
{
  return (VAR_P (decl) || TREE_CODE (decl) == PARM_DECL)
	 && !TREE_STATIC (decl) && DECL_SIZE_UNIT (decl)
	 && TREE_CODE (DECL_SIZE_UNIT (decl)) != INTEGER_CST;
}

/* walk_tree callback within the body of an omp simd loop: store the first
   variable-sized local variable found in *DATA.  */

static tree
find_vla_in_simd (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) == BIND_EXPR)
    for (tree v = BIND_EXPR_VARS (*tp); v; v = DECL_CHAIN (v))
      if (variable_sized_var_p (v))
	{
	  *(tree *) data = v;
	  return v;
	}
  return NULL_TREE;
}

/* Whether GCC's omp lowering finds no vector factor above 1 for this
   function's target and options, as omp_max_vf computes it: no vector
   mode to vectorize with (x86 without SSE, aarch64 with
   -mgeneral-regs-only), or no loop vectorization.  It then runs the omp
   simd loops that privatize a variable with safelen(1), and they reach
   lockstep as plain loops.  */

static bool
omp_max_vf_one_p (void)
{
  if (!optimize || optimize_debug || !flag_tree_loop_optimize
      || (!flag_tree_loop_vectorize
	  && global_options_set.x_flag_tree_loop_vectorize))
    return true;
  auto_vector_modes modes;
  targetm.vectorize.autovectorize_vector_modes (&modes, true);
  for (machine_mode m : modes)
    if (maybe_gt (GET_MODE_NUNITS (m), 1U))
      return false;
  if (!modes.is_empty ())
    return true;
  machine_mode vqimode = targetm.vectorize.preferred_simd_mode (QImode);
  return !(GET_MODE_CLASS (vqimode) == MODE_VECTOR_INT
	   && maybe_gt (GET_MODE_NUNITS (vqimode), 1U));
}

/* walk_tree callback within the body of an omp simd loop: store in *DATA
   the first local variable of the body (not of a nested omp simd loop)
   that GCC's gimplifier privatizes as if by a private clause: one whose
   address is taken, an array indexed by a variable among them.  */

static tree
find_private_local_in_simd (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp) || TREE_CODE (*tp) == OMP_SIMD)
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) == BIND_EXPR)
    for (tree v = BIND_EXPR_VARS (*tp); v; v = DECL_CHAIN (v))
      if (VAR_P (v) && TREE_ADDRESSABLE (v) && !TREE_STATIC (v)
	  && !DECL_EXTERNAL (v))
	{
	  *(tree *) data = v;
	  return v;
	}
  return NULL_TREE;
}

/* A clause of an omp simd construct, among CLAUSES, whose variable GCC
   privatizes in per-lane arrays, or NULL_TREE: lastprivate, reduction,
   and private and linear variables that are no registers (arrays,
   variables whose address is taken).  */

static tree
privatizing_clause (tree clauses)
{
  for (tree c = clauses; c; c = OMP_CLAUSE_CHAIN (c))
    switch (OMP_CLAUSE_CODE (c))
      {
      case OMP_CLAUSE_LASTPRIVATE:
      case OMP_CLAUSE_REDUCTION:
	if (DECL_P (OMP_CLAUSE_DECL (c)))
	  return c;
	break;
      case OMP_CLAUSE_PRIVATE:
      case OMP_CLAUSE_LINEAR:
	if (DECL_P (OMP_CLAUSE_DECL (c))
	    && (!is_gimple_reg_type (TREE_TYPE (OMP_CLAUSE_DECL (c)))
		|| TREE_ADDRESSABLE (OMP_CLAUSE_DECL (c))))
	  return c;
	break;
      default:
	break;
      }
  return NULL_TREE;
}

/* The name of DECL, or "<anonymous>".  */

static const char *
decl_name_str (tree decl)
{
  return DECL_NAME (decl) ? IDENTIFIER_POINTER (DECL_NAME (decl))
			  : "<anonymous>";
}

/* Record the note WHAT (allocated) for the omp simd construct SIMD of
   function FN.  */

static void
push_scalar_simd_note (tree fn, tree simd, char *what)
{
  scalar_simd_note n;
  n.fn_uid = DECL_UID (fn);
  n.loc = EXPR_LOCATION (simd);
  n.what = what;
  scalar_simd_notes.safe_push (n);
}

/* Whether T, the body of an omp simd loop, has no statement.  */

static bool
empty_body_p (tree t)
{
  if (!t)
    return true;
  switch (TREE_CODE (t))
    {
    case STATEMENT_LIST:
      for (tree_stmt_iterator i = tsi_start (t); !tsi_end_p (i); tsi_next (&i))
	if (!empty_body_p (tsi_stmt (i)))
	  return false;
      return true;
    case BIND_EXPR:
      return empty_body_p (BIND_EXPR_BODY (t));
    case DEBUG_BEGIN_STMT:
      return true;
    default:
      return false;
    }
}

/* walk_tree callback over a function body: record a note for each omp simd
   loop whose body is empty (the bounds of an omp simd loop are computed
   before it, so that GCC removes the loop when it optimizes) and for each
   one GCC will run with safelen(1), because of variable-sized variables
   or because it privatizes a variable on a target without vectors
   (omp_max_vf_one_p).  DATA is the function.  */

static tree
find_scalar_simd (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) != OMP_SIMD)
    return NULL_TREE;
  tree fn = (tree) data;
  if (optimize > 0 && empty_body_p (OMP_FOR_BODY (*tp))
      && !privatizing_clause (OMP_FOR_CLAUSES (*tp)))
    {
      push_scalar_simd_note (fn, *tp, xstrdup ("the loop body is empty: GCC "
					       "removes the loop"));
      return NULL_TREE;
    }
  tree var = NULL_TREE;
  const char *how = NULL;
  for (tree c = OMP_FOR_CLAUSES (*tp); c && !var; c = OMP_CLAUSE_CHAIN (c))
    switch (OMP_CLAUSE_CODE (c))
      {
      case OMP_CLAUSE_PRIVATE:
      case OMP_CLAUSE_FIRSTPRIVATE:
      case OMP_CLAUSE_LASTPRIVATE:
      case OMP_CLAUSE_LINEAR:
      case OMP_CLAUSE_REDUCTION:
	if (DECL_P (OMP_CLAUSE_DECL (c))
	    && variable_sized_var_p (OMP_CLAUSE_DECL (c)))
	  {
	    var = OMP_CLAUSE_DECL (c);
	    how = "is privatized by a clause";
	  }
	break;
      default:
	break;
      }
  if (!var)
    {
      walk_tree_without_duplicates (&OMP_FOR_BODY (*tp), find_vla_in_simd,
				    &var);
      how = "is declared in the loop body";
    }
  if (var)
    {
      push_scalar_simd_note (fn, *tp,
			     xasprintf ("the variable-length array '%s' %s: "
					"GCC runs the loop with safelen(1)",
					decl_name_str (var), how));
      return NULL_TREE;
    }
  if (!omp_max_vf_one_p ())
    return NULL_TREE;
  char *which = NULL;
  if (tree c = privatizing_clause (OMP_FOR_CLAUSES (*tp)))
    which = xasprintf ("'%s' (clause %s)",
		       decl_name_str (OMP_CLAUSE_DECL (c)),
		       omp_clause_code_name[OMP_CLAUSE_CODE (c)]);
  else
    {
      walk_tree_without_duplicates (&OMP_FOR_BODY (*tp),
				    find_private_local_in_simd, &var);
      if (var)
	which = xasprintf ("'%s' (declared in the loop body, its address "
			   "taken)", decl_name_str (var));
    }
  if (which)
    push_scalar_simd_note (fn, *tp,
			   xasprintf ("GCC runs the loop with safelen(1): it "
				      "privatizes %s, and %s", which,
				      (!flag_tree_loop_vectorize
				       && global_options_set
					    .x_flag_tree_loop_vectorize)
				      ? "loop vectorization is off"
				      : "the target has no vector registers "
					"for it"));
  free (which);
  /* Nested omp simd loops are walked on their own.  */
  return NULL_TREE;
}

/* PLUGIN_PRE_GENERICIZE callback: GCC_DATA is a function whose body the
   front end has just finished.  */

void
note_scalar_simd_loops (void *gcc_data, void *)
{
  tree fn = (tree) gcc_data;
  if (!fn || TREE_CODE (fn) != FUNCTION_DECL || !DECL_SAVED_TREE (fn)
      || lockstep_opts.disable)
    return;
  walk_tree_without_duplicates (&DECL_SAVED_TREE (fn), find_scalar_simd, fn);
}

/* The DECL_UIDs of the functions that still have a body of their own:
   a note of note_scalar_simd_loops whose function is not among them (GCC
   inlined or removed it) goes out with the next function's reports.
   Allocated, or NULL if every note is FUN's.  */

static hash_set<int_hash <unsigned, 0> > *
functions_with_body (function *fun)
{
  bool others = false;
  for (const scalar_simd_note &n : scalar_simd_notes)
    others |= n.fn_uid != DECL_UID (fun->decl);
  if (!others)
    return NULL;
  auto *set = new hash_set<int_hash <unsigned, 0> >;
  cgraph_node *node;
  FOR_EACH_FUNCTION (node)
    if (!node->inlined_to && gimple_has_body_p (node->decl))
      set->add (DECL_UID (node->decl));
  return set;
}

/* Whether note N of note_scalar_simd_loops is to go out with function
   FUN's reports; BODIES is functions_with_body (FUN).  */

static bool
note_due_p (const scalar_simd_note &n, function *fun,
	    hash_set<int_hash <unsigned, 0> > *bodies)
{
  return n.fn_uid == DECL_UID (fun->decl)
	 || (bodies && !bodies->contains (n.fn_uid));
}

/* Whether FUN has notes of note_scalar_simd_loops to report.  */

bool
scalar_simd_notes_p (function *fun)
{
  if (scalar_simd_notes.is_empty ())
    return false;
  auto *bodies = functions_with_body (fun);
  bool due = false;
  for (const scalar_simd_note &n : scalar_simd_notes)
    due |= note_due_p (n, fun, bodies);
  delete bodies;
  return due;
}

/* Report and forget FUN's notes of note_scalar_simd_loops (and those of
   functions that no longer have a body of their own).  */

void
report_scalar_simd_loops (function *fun)
{
  if (scalar_simd_notes.is_empty ())
    return;
  auto *bodies = functions_with_body (fun);
  unsigned i = 0;
  while (i < scalar_simd_notes.length ())
    {
      scalar_simd_note &n = scalar_simd_notes[i];
      if (!note_due_p (n, fun, bodies))
	{
	  i++;
	  continue;
	}
      if (dump_file)
	fprintf (dump_file, ";; not vectorized: %s\n", n.what);
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION,
			 dump_user_location_t::from_location_t (n.loc),
			 "lockstep: not vectorized: %s\n", n.what);
      free (n.what);
      scalar_simd_notes.ordered_remove (i);
    }
  delete bodies;
}

/* Whether BB is in a loop GCC or lockstep marked for vectorization or
   to stay scalar, or one of its inner loops: the calls of copies of an
   omp simd loop that lost its simduid (unswitching) are there.  */

static bool
in_marked_loop_p (basic_block bb)
{
  for (class loop *l = bb->loop_father; l && loop_outer (l);
       l = loop_outer (l))
    if (l->force_vectorize || l->dont_vectorize || l->simduid)
      return true;
  return false;
}

/* Report the omp simd loops of FUN that GCC removed before this pass.
   Either GCC kept their body as straight-line code (a loop that runs
   once), which still reads .GOMP_SIMD_LANE of a simduid no loop has; or
   the body kept no result but a reduction's (or none), whose result GCC
   computed, and what remains is the loop that combines the reductions'
   lanes after it, which reads .GOMP_SIMD_VF.  The report is at the
   directive, whose location the simduid variable has; else at the first
   such call that has a location; else at the function's.  */

void
report_removed_simd_loops (function *fun)
{
  hash_set<tree> live;
  for (auto loop : loops_list (fun, 0))
    if (loop->simduid)
      live.add (loop->simduid);
  /* By simduid: the call to report at, and whether the body stays.  */
  hash_map<tree, std::pair<gcall *, bool> > removed;
  auto_vec<tree> order;
  basic_block bb;
  FOR_EACH_BB_FN (bb, fun)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gcall *call = dyn_cast <gcall *> (gsi_stmt (gsi));
	if (!call || !gimple_call_internal_p (call))
	  continue;
	internal_fn fn = gimple_call_internal_fn (call);
	bool body = fn == IFN_GOMP_SIMD_LANE || fn == IFN_GOMP_SIMD_LAST_LANE;
	if (!body && fn != IFN_GOMP_SIMD_VF)
	  continue;
	tree uid = gimple_call_arg (call, 0);
	if (TREE_CODE (uid) == SSA_NAME)
	  uid = SSA_NAME_VAR (uid);
	if (!uid || live.contains (uid) || (body && in_marked_loop_p (bb)))
	  continue;
	bool existed;
	std::pair<gcall *, bool> &r = removed.get_or_insert (uid, &existed);
	if (!existed)
	  {
	    r = std::make_pair (call, body);
	    order.safe_push (uid);
	    continue;
	  }
	r.second |= body;
	if (LOCATION_LOCUS (gimple_location (r.first)) == UNKNOWN_LOCATION)
	  r.first = call;
      }
  for (tree uid : order)
    {
      std::pair<gcall *, bool> *r = removed.get (uid);
      const char *what
	= r->second ? "GCC removed the loop before vectorization and kept "
		      "its body as straight-line code: it runs once"
		    : "GCC removed the loop before vectorization: its body "
		      "keeps no result, or one GCC computed";
      if (dump_file)
	fprintf (dump_file, ";; not vectorized: %s\n", what);
      dump_user_location_t loc (r->first);
      if (LOCATION_LOCUS (DECL_SOURCE_LOCATION (uid)) != UNKNOWN_LOCATION)
	loc = dump_user_location_t::from_location_t
		(DECL_SOURCE_LOCATION (uid));
      if (dump_enabled_p ())
	dump_printf_loc (MSG_MISSED_OPTIMIZATION, loc,
			 "lockstep: not vectorized: %s\n", what);
    }
}
