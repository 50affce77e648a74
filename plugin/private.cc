/* Lane-private memory: one copy of a loop-local object per lane, laid out
   for vector access.
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

/* The thesis (section 6.6) gives each lane its own copy of a stack object
   whose address depends on the lane, and lays the copies out so that the
   lanes' accesses to one element are adjacent.  Two kinds of objects are
   private to a lane here:

   - GCC's "omp simd arrays": for a variable declared in an omp simd loop
     body (or made private) whose address is taken, omp lowering makes an
     array with one element per possible lane, D[lane].  For a private
     array T a[N] that is T D[MAXVF][N], indexed D[lane][j]: the lanes'
     copies of a[j] are N * sizeof (T) apart, so every access is a gather.

   - Loop-local variables of functions inlined into the body: a local
     array of such a function is one object for all iterations, which end
     its lifetime with a clobber; every lane needs its own.

   relayout_private_memory turns both into arrays whose last dimension is
   the lane: T P[N][VF], accessed P[j][lane], so that an access with a
   uniform index is one vector access and one with a varying index a
   gather with 32-bit indices.  An object whose address escapes (taken
   other than as the base of an element access) keeps a whole copy per
   lane instead, T P[VF][N], accessed P[lane][j].

   The lane is the value of .GOMP_SIMD_LANE, which strip mining makes the
   lane number in the vector loop and 0 in the scalar loop; loops without
   omp simd arrays get a simduid for it.  */

#include "lockstep-gcc.h"
#include "region.h"

/* What the loop does with one object.  */

struct private_obj
{
  tree decl;
  /* Whether every reference is an element access DECL[i]...[j] down to a
     scalar (or DECL itself for a scalar), so that the copies can be
     interleaved.  */
  bool elementwise;
  /* For an omp simd array: whether every reference indexes the first
     dimension with the region's lane number.  */
  bool lane_indexed;
  /* Whether the loop has a clobber of DECL (its lifetime is one
     iteration).  */
  bool clobbered;
  /* The copy and the lane number the rewritten references use.  */
  tree copy;
};

/* State of the reference walk.  */

struct private_walk
{
  region *r;
  hash_map<tree, unsigned> *index;	/* decl -> position in OBJS.  */
  vec<private_obj> *objs;
  tree lane;				/* Lane number, when rewriting.  */
  bool rewrite;
  bool replaced;			/* Whether a reference was.  */
};

/* Whether DECL is a variable of the function that may be private to a
   lane: automatic, not a register, with a size known at compile time.  */

static bool
private_candidate_p (tree decl)
{
  return VAR_P (decl) && !TREE_STATIC (decl) && !DECL_EXTERNAL (decl)
	 && DECL_CONTEXT (decl) == current_function_decl
	 && !is_gimple_reg (decl) && DECL_SIZE_UNIT (decl)
	 && TREE_CODE (DECL_SIZE_UNIT (decl)) == INTEGER_CST
	 && !TREE_THIS_VOLATILE (decl);
}

/* Whether DECL is one of GCC's omp simd arrays.  */

bool
simd_array_p (tree decl)
{
  return lookup_attribute ("omp simd array", DECL_ATTRIBUTES (decl));
}

/* Whether TYPE is an array (of arrays) of scalars, or a scalar.  */

static bool
scalar_leaf_type_p (tree type)
{
  while (TREE_CODE (type) == ARRAY_TYPE)
    type = TREE_TYPE (type);
  return is_gimple_reg_type (type) && !VECTOR_TYPE_P (type)
	 && TREE_CODE (type) != COMPLEX_TYPE;
}

/* TYPE with its scalar leaf type S replaced by S[N].  */

static tree
lane_leaf_type (tree type, unsigned n)
{
  if (TREE_CODE (type) != ARRAY_TYPE)
    return build_array_type_nelts (type, n);
  tree inner = lane_leaf_type (TREE_TYPE (type), n);
  return build_array_type (inner, TYPE_DOMAIN (type));
}

/* Whether the reference *TP, whose base is an object, is an element access
   down to a scalar: ARRAY_REFs only, ending at a scalar type.  Sets *BASE
   to the innermost operand.  */

static bool
element_access_p (tree ref, tree *base)
{
  if (!is_gimple_reg_type (TREE_TYPE (ref)) || VECTOR_TYPE_P (TREE_TYPE (ref))
      || TREE_CODE (TREE_TYPE (ref)) == COMPLEX_TYPE)
    return false;
  while (TREE_CODE (ref) == ARRAY_REF)
    {
      if (TREE_OPERAND (ref, 2) || TREE_OPERAND (ref, 3))
	return false;
      ref = TREE_OPERAND (ref, 0);
    }
  *base = ref;
  return DECL_P (ref);
}

/* The lane index of the access REF of an omp simd array, D[L][...]: L, or
   NULL_TREE.  */

static tree
simd_array_lane (tree ref)
{
  tree outer = NULL_TREE;
  while (TREE_CODE (ref) == ARRAY_REF)
    {
      outer = ref;
      ref = TREE_OPERAND (ref, 0);
    }
  return outer ? TREE_OPERAND (outer, 1) : NULL_TREE;
}

/* Whether NAME is the result of .GOMP_SIMD_LANE for R's simduid.  */

static bool
lane_number_p (region *r, tree name)
{
  if (!r->simduid || TREE_CODE (name) != SSA_NAME)
    return false;
  gcall *c = dyn_cast <gcall *> (SSA_NAME_DEF_STMT (name));
  return c && gimple_call_internal_p (c, IFN_GOMP_SIMD_LANE)
	 && TREE_CODE (gimple_call_arg (c, 0)) == SSA_NAME
	 && SSA_NAME_VAR (gimple_call_arg (c, 0)) == r->simduid;
}

/* Record (or, when rewriting, rewrite) the reference *TP of a statement to
   a candidate object.  Element accesses are looked at whole; any other
   occurrence of a candidate makes it non-elementwise.  */

static tree
private_ref_r (tree *tp, int *walk_subtrees, void *data)
{
  private_walk *pw = (private_walk *) data;
  tree t = *tp;
  if (TYPE_P (t) || TREE_CODE (t) == SSA_NAME || CONSTANT_CLASS_P (t))
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  tree base;
  if (TREE_CODE (t) == ADDR_EXPR && !pw->rewrite)
    {
      /* An address that escapes: no interleaving.  */
      base = get_base_address (TREE_OPERAND (t, 0));
      unsigned *ix = base ? pw->index->get (base) : NULL;
      if (ix)
	{
	  (*pw->objs)[*ix].elementwise = false;
	  (*pw->objs)[*ix].lane_indexed = false;
	}
      return NULL_TREE;
    }
  if ((TREE_CODE (t) == ARRAY_REF || DECL_P (t)) && element_access_p (t, &base))
    {
      unsigned *ix = pw->index->get (base);
      if (ix && (!pw->rewrite || (*pw->objs)[*ix].elementwise))
	{
	  private_obj &o = (*pw->objs)[*ix];
	  if (!pw->rewrite)
	    {
	      if (o.decl && simd_array_p (o.decl)
		  && !(TREE_CODE (t) == ARRAY_REF
		       && lane_number_p (pw->r, simd_array_lane (t))))
		o.lane_indexed = false;
	    }
	  else if (o.copy && o.elementwise)
	    {
	      /* D[L][j]... becomes P[j]...[L]; DECL[j]... becomes
		 P[j]...[lane].  */
	      auto_vec<tree> idx;
	      tree x = t;
	      while (TREE_CODE (x) == ARRAY_REF)
		{
		  idx.safe_push (TREE_OPERAND (x, 1));
		  x = TREE_OPERAND (x, 0);
		}
	      tree lane = pw->lane;
	      if (simd_array_p (o.decl))
		{
		  lane = idx.last ();
		  idx.pop ();
		}
	      tree nref = o.copy;
	      for (unsigned k = idx.length (); k-- > 0;)
		nref = build4 (ARRAY_REF, TREE_TYPE (TREE_TYPE (nref)), nref,
			       idx[k], NULL_TREE, NULL_TREE);
	      nref = build4 (ARRAY_REF, TREE_TYPE (TREE_TYPE (nref)), nref,
			     lane, NULL_TREE, NULL_TREE);
	      *tp = nref;
	      pw->replaced = true;
	    }
	  *walk_subtrees = 0;
	  return NULL_TREE;
	}
    }
  if (DECL_P (t))
    {
      unsigned *ix = pw->index->get (t);
      if (ix)
	{
	  private_obj &o = (*pw->objs)[*ix];
	  if (!pw->rewrite)
	    {
	      o.elementwise = false;
	      if (simd_array_p (o.decl))
		o.lane_indexed = false;
	    }
	  else if (o.copy && !o.elementwise)
	    {
	      /* A whole copy per lane.  */
	      *tp = build4 (ARRAY_REF, TREE_TYPE (TREE_TYPE (o.copy)), o.copy,
			    pw->lane, NULL_TREE, NULL_TREE);
	      pw->replaced = true;
	    }
	}
    }
  return NULL_TREE;
}

/* walk_tree callback: replace an address *TP that the rewrite made vary
   by a new name computed before the statement at DATA (an iterator).  */

static tree
gimplify_address_r (tree *tp, int *walk_subtrees, void *data)
{
  if (TYPE_P (*tp) || TREE_CODE (*tp) == SSA_NAME)
    {
      *walk_subtrees = 0;
      return NULL_TREE;
    }
  if (TREE_CODE (*tp) != ADDR_EXPR)
    return NULL_TREE;
  *walk_subtrees = 0;
  if (is_gimple_min_invariant (*tp))
    return NULL_TREE;
  gimple_stmt_iterator *gsi = (gimple_stmt_iterator *) data;
  *tp = force_gimple_operand_gsi (gsi, *tp, true, NULL_TREE, true,
				  GSI_SAME_STMT);
  return NULL_TREE;
}

/* After the rewrite of S (at GSI): addresses of the copies vary with the
   lane, so where GIMPLE wants an invariant or a name they become names.
   The whole right-hand side of an assignment may stay an address.  */

static void
gimplify_addresses (gimple *s, gimple_stmt_iterator *gsi)
{
  for (unsigned i = 0; i < gimple_num_ops (s); i++)
    {
      tree *op = gimple_op_ptr (s, i);
      if (!*op)
	continue;
      if (is_gimple_assign (s) && i == 1
	  && gimple_assign_rhs_class (s) == GIMPLE_SINGLE_RHS
	  && TREE_CODE (*op) == ADDR_EXPR)
	{
	  /* p = &copy[lane][...]: valid; but not inside it.  */
	  walk_tree (&TREE_OPERAND (*op, 0), gimplify_address_r, gsi, NULL);
	  continue;
	}
      walk_tree (op, gimplify_address_r, gsi, NULL);
    }
}

/* The candidate object operand OP of a statement refers to, or
   NULL_TREE.  */

static tree
candidate_object (tree op)
{
  tree base = get_base_address (op);
  if (TREE_CODE (op) == ADDR_EXPR)
    base = get_base_address (TREE_OPERAND (op, 0));
  if (!base || !private_candidate_p (base))
    return NULL_TREE;
  return base;
}

/* Add to OUTSIDE the candidate objects whose addresses the PHIs of BB
   take: addresses in PHI arguments are not rewritten, so such an object
   counts as used outside.  */

static void
note_phi_addresses (basic_block bb, hash_set<tree> *outside)
{
  for (gphi_iterator gsi = gsi_start_phis (bb); !gsi_end_p (gsi);
       gsi_next (&gsi))
    for (unsigned i = 0; i < gimple_phi_num_args (gsi.phi ()); i++)
      {
	tree a = gimple_phi_arg_def (gsi.phi (), i);
	if (TREE_CODE (a) == ADDR_EXPR)
	  {
	    tree base = get_base_address (TREE_OPERAND (a, 0));
	    if (base && private_candidate_p (base))
	      outside->add (base);
	  }
      }
}

/* Collect in OBJS, indexed by INDEX, the candidate objects the statements
   of R refer to, and note in OUTSIDE those of them that a statement or
   PHI elsewhere in the function refers to.  The rest of the function is
   walked only when R has candidates.  */

static void
collect_objects (region *r, hash_map<tree, unsigned> *index,
		 vec<private_obj> *objs, hash_set<tree> *outside)
{
  for (basic_block bb : r->body)
    {
      note_phi_addresses (bb, outside);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *s = gsi_stmt (gsi);
	  if (is_gimple_debug (s))
	    continue;
	  for (unsigned i = 0; i < gimple_num_ops (s); i++)
	    {
	      tree op = gimple_op (s, i);
	      tree base = op ? candidate_object (op) : NULL_TREE;
	      if (!base)
		continue;
	      if (!index->get (base))
		{
		  private_obj o;
		  o.decl = base;
		  o.elementwise = scalar_leaf_type_p (TREE_TYPE (base));
		  o.lane_indexed = simd_array_p (base)
				   && TREE_CODE (TREE_TYPE (base)) == ARRAY_TYPE;
		  o.clobbered = false;
		  o.copy = NULL_TREE;
		  index->put (base, objs->length ());
		  objs->safe_push (o);
		}
	      if (gimple_clobber_p (s))
		(*objs)[*index->get (base)].clobbered = true;
	    }
	}
    }
  if (objs->is_empty ())
    return;
  basic_block bb;
  FOR_EACH_BB_FN (bb, r->fun)
    {
      if (region_contains_p (r, bb))
	continue;
      note_phi_addresses (bb, outside);
      for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	   gsi_next (&gsi))
	{
	  gimple *s = gsi_stmt (gsi);
	  /* A clobber after the loop is no use.  */
	  if (is_gimple_debug (s) || gimple_clobber_p (s))
	    continue;
	  for (unsigned i = 0; i < gimple_num_ops (s); i++)
	    {
	      tree op = gimple_op (s, i);
	      tree base = op ? candidate_object (op) : NULL_TREE;
	      if (base && index->get (base))
		outside->add (base);
	    }
	}
    }
}

/* Decide which of R's objects OBJS get copies per lane and, if APPLY,
   create them; OUTSIDE holds the objects used after the loop.  Sets
   *NEED_LANE if a copy is indexed by the lane number and *CHANGED if any
   copy was made.  Fails (returns false with R->reason set) when an object
   whose lifetime is one iteration is used outside the loop.  */

static bool
decide_copies (region *r, vec<private_obj> *objs, hash_set<tree> *outside,
	       bool apply, bool *need_lane, bool *changed)
{
  for (private_obj &o : *objs)
    {
      if (simd_array_p (o.decl))
	{
	  /* Interleave D[MAXVF][N]... into P[N]...[MAXVF].  */
	  tree type = TREE_TYPE (o.decl);
	  if (!o.lane_indexed || !o.elementwise || outside->contains (o.decl)
	      || TREE_CODE (TREE_TYPE (type)) != ARRAY_TYPE
	      || !tree_fits_uhwi_p (array_type_nelts (type)))
	    continue;
	  unsigned maxvf = tree_to_uhwi (array_type_nelts (type)) + 1;
	  if (!apply)
	    continue;
	  o.copy = create_tmp_var (lane_leaf_type (TREE_TYPE (type), maxvf),
				   "lanes");
	}
      else
	{
	  if (!o.clobbered)
	    continue;
	  if (outside->contains (o.decl))
	    return region_fail (r, DECL_SOURCE_LOCATION (o.decl),
				"the local variable '%s' lives for one "
				"iteration but is used after the loop",
				tree_str (o.decl));
	  tree type = TREE_TYPE (o.decl);
	  if (!apply)
	    continue;
	  o.copy = create_tmp_var (o.elementwise ? lane_leaf_type (type, r->vf)
				   : build_array_type_nelts (type, r->vf),
				   "lanes");
	  *need_lane = true;
	}
      TREE_ADDRESSABLE (o.copy) = 1;
      DECL_ATTRIBUTES (o.copy)
	= tree_cons (get_identifier ("lockstep lanes"), NULL_TREE,
		     DECL_ATTRIBUTES (o.copy));
      SET_DECL_ALIGN (o.copy, MAX (DECL_ALIGN (o.copy),
				   (unsigned) BITS_PER_UNIT
				   * MIN (64u, r->vf * 8)));
      if (dump_file)
	fprintf (dump_file, ";; lane-private %s: %s\n", tree_str (o.decl),
		 simd_array_p (o.decl) ? "interleaved"
		 : o.elementwise ? "copied per lane, interleaved"
		 : "copied per lane");
      *changed = true;
    }
  return true;
}

/* The lane number of R's loop, computed at the start of its header (a
   .GOMP_SIMD_LANE call, with a simduid made for the loop if it has
   none).  */

static tree
insert_lane_number (region *r)
{
  if (!r->simduid)
    {
      r->simduid = create_tmp_var (ptr_type_node, "simduid");
      r->loop->simduid = r->simduid;
      r->fun->has_simduid_loops = true;
    }
  tree uid = get_or_create_ssa_default_def (r->fun, r->simduid);
  tree lane = make_ssa_name (unsigned_type_node);
  gcall *c = gimple_build_call_internal (IFN_GOMP_SIMD_LANE, 2, uid,
					 integer_zero_node);
  gimple_call_set_lhs (c, lane);
  gimple_stmt_iterator g = gsi_after_labels (r->loop->header);
  gsi_insert_before (&g, c, GSI_SAME_STMT);
  return lane;
}

/* Rewrite the references of R's statements to the objects that have
   copies (PW's walk): the clobbers of those objects go, their debug binds
   are reset.  */

static void
rewrite_private_refs (region *r, private_walk *pw)
{
  pw->rewrite = true;
  hash_map<tree, unsigned> &index = *pw->index;
  vec<private_obj> &objs = *pw->objs;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);)
      {
	gimple *s = gsi_stmt (gsi);
	if (gimple_clobber_p (s))
	  {
	    tree base = get_base_address (gimple_assign_lhs (s));
	    unsigned *ix = base ? index.get (base) : NULL;
	    if (ix && objs[*ix].copy)
	      {
		unlink_stmt_vdef (s);
		gsi_remove (&gsi, true);
		release_defs (s);
		continue;
	      }
	  }
	if (!is_gimple_debug (s))
	  {
	    pw->replaced = false;
	    for (unsigned i = 0; i < gimple_num_ops (s); i++)
	      if (gimple_op (s, i))
		walk_tree (gimple_op_ptr (s, i), private_ref_r, pw, NULL);
	    if (pw->replaced)
	      {
		gimplify_addresses (s, &gsi);
		update_stmt (s);
	      }
	  }
	else
	  {
	    /* Debug binds of the objects are dropped.  */
	    tree v = gimple_debug_bind_p (s) ? gimple_debug_bind_get_value (s)
		     : NULL_TREE;
	    tree base = v ? get_base_address (v) : NULL_TREE;
	    if (base && index.get (base) && objs[*index.get (base)].copy)
	      {
		gimple_debug_bind_reset_value (s);
		update_stmt (s);
	      }
	  }
	gsi_next (&gsi);
      }
}

/* Give R's loop-local objects one copy per lane and interleave the copies
   of lane-private arrays (see the comment at the top), if APPLY; sets
   *CHANGED if it changed anything.  Fails (returns false with R->reason
   set, before changing anything) when an object whose lifetime is one
   iteration is used outside the loop.  */

bool
privatize_memory (region *r, bool apply, bool *changed)
{
  *changed = false;
  hash_map<tree, unsigned> index;
  auto_vec<private_obj> objs;
  hash_set<tree> outside;
  collect_objects (r, &index, &objs, &outside);
  if (objs.is_empty ())
    return true;

  private_walk pw = { r, &index, &objs, NULL_TREE, false, false };
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *s = gsi_stmt (gsi);
	if (is_gimple_debug (s) || gimple_clobber_p (s))
	  continue;
	for (unsigned i = 0; i < gimple_num_ops (s); i++)
	  if (gimple_op (s, i))
	    walk_tree (gimple_op_ptr (s, i), private_ref_r, &pw, NULL);
      }

  bool need_lane = false;
  if (!decide_copies (r, &objs, &outside, apply, &need_lane, changed))
    return false;
  if (!*changed)
    return true;
  if (need_lane)
    pw.lane = insert_lane_number (r);
  rewrite_private_refs (r, &pw);
  return true;
}
