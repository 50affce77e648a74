/* Calls to simd clones (declare simd functions): the choice of a clone
   for a call and the calls that widening makes of it.
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
#include "widen.h"

/* Whether argument ARG of a call in R can be passed as an argument of
   kind KIND (with LINEAR_STEP) of a simd clone.  */

static bool
clone_arg_ok_p (region *r, tree arg, const cgraph_simd_clone_arg &ca)
{
  vector_shape s = shape_of_operand (r, arg);
  switch (ca.arg_type)
    {
    case SIMD_CLONE_ARG_TYPE_VECTOR:
      return ca.vector_type && VECTOR_TYPE_P (ca.vector_type)
	     && target_vector_type (TREE_TYPE (arg), r->vf);
    case SIMD_CLONE_ARG_TYPE_UNIFORM:
      return shape_uniform_p (s);
    case SIMD_CLONE_ARG_TYPE_LINEAR_CONSTANT_STEP:
      return s.cls == SHAPE_STRIDED && s.stride == ca.linear_step;
    default:
      return false;
    }
}

/* Whether the vectors simd clone N takes and returns, its first NARGS
   arguments and its mask, have sizes the target's vector registers hold
   (target_vector_size_p): GCC makes clones for vectors that its own
   vectorizer never passes (8-byte vectors in MMX registers on 32-bit
   x86, fuzzer seed 810115).  */

static bool
clone_vectors_ok_p (cgraph_node *n)
{
  cgraph_simd_clone *sc = n->simdclone;
  tree rtype = TREE_TYPE (TREE_TYPE (n->decl));
  if (VECTOR_TYPE_P (rtype) && !target_vector_size_p (TYPE_MODE (rtype)))
    return false;
  for (unsigned i = 0; i < sc->nargs; i++)
    {
      tree t = sc->args[i].vector_type;
      if (t && VECTOR_TYPE_P (t) && !target_vector_size_p (TYPE_MODE (t)))
	return false;
    }
  return true;
}

/* The simd clone of the function STMT calls that lockstep can call for
   VF lanes, or NULL: a clone usable with the current ISA, whose vectors
   the target's vector registers hold, whose simdlen divides VF, whose
   arguments our operands' shapes fit, whose result is a vector of simdlen
   lanes; an inbranch clone if the call runs under a
   varying predicate (MASKED), else preferably a notinbranch one.  The
   lowest badness wins, as in GCC's vectorizer.  */

cgraph_node *
choose_simd_clone (region *r, gcall *stmt, bool masked)
{
  tree fndecl = gimple_call_fndecl (stmt);
  if (!fndecl)
    return NULL;
  cgraph_node *node = cgraph_node::get (fndecl);
  if (!node || !node->simd_clones)
    return NULL;
  cgraph_node *best = NULL;
  int best_badness = INT_MAX;
  for (cgraph_node *n = node->simd_clones; n; n = n->simdclone->next_clone)
    {
      cgraph_simd_clone *sc = n->simdclone;
      if (!sc->simdlen.is_constant ())
	continue;
      unsigned simdlen = sc->simdlen.to_constant ();
      if (simdlen > r->vf || r->vf % simdlen)
	continue;
      /* Under a varying predicate only the inbranch clone keeps inactive
	 lanes out: even a pure function may trap or not return on their
	 arguments.  */
      if (masked && !sc->inbranch)
	continue;
      /* The mask of an inbranch clone is its last argument.  */
      unsigned nargs = sc->nargs;
      if (sc->inbranch && nargs
	  && sc->args[nargs - 1].arg_type == SIMD_CLONE_ARG_TYPE_MASK)
	nargs--;
      if (nargs != gimple_call_num_args (stmt))
	continue;
      int usable = targetm.simd_clone.usable (n);
      if (usable < 0 || !clone_vectors_ok_p (n))
	continue;
      tree rtype = TREE_TYPE (TREE_TYPE (n->decl));
      tree lhs = gimple_call_lhs (stmt);
      if (lhs
	  && (!VECTOR_TYPE_P (rtype) || widen_lanes (rtype) != simdlen
	      || TREE_CODE (TREE_TYPE (lhs)) == BOOLEAN_TYPE))
	continue;
      if (!lhs && !VOID_TYPE_P (rtype))
	continue;
      bool ok = true;
      for (unsigned i = 0; i < nargs && ok; i++)
	ok = clone_arg_ok_p (r, gimple_call_arg (stmt, i), sc->args[i]);
      if (!ok)
	continue;
      int badness = usable + exact_log2 (r->vf / simdlen) * 4096
		    + (sc->inbranch && !masked ? 8192 : 0);
      if (badness < best_badness)
	{
	  best = n;
	  best_badness = badness;
	}
    }
  return best;
}

/* The mask argument(s) of simd clone N for the lanes of copy COPY, from
   our vector mask MASK (NULL: all lanes), appended to VARGS; ARGT walks
   the clone's parameter types.  */

static void
push_clone_mask (widen_ctx *w, cgraph_node *n, tree mask, unsigned copy,
		 tree *argt, vec<tree> &vargs, gimple_stmt_iterator *gsi)
{
  cgraph_simd_clone *sc = n->simdclone;
  unsigned simdlen = sc->simdlen.to_constant ();
  tree mt = widen_mask_type_for (w, integer_type_node);
  if (!mask)
    mask = build_all_ones_cst (mt);
  if (sc->mask_mode != VOIDmode)
    {
      /* An integer bitmask, bit K for lane K.  */
      tree at = TREE_VALUE (*argt);
      *argt = TREE_CHAIN (*argt);
      tree bits = build_zero_cst (at);
      tree iv = widen_mask_to_int (w, mask, gsi);
      for (unsigned k = 0; k < simdlen; k++)
	{
	  tree lane = widen_extract (w, iv, copy * simdlen + k, gsi);
	  tree b = widen_emit (gsi, NE_EXPR, boolean_type_node, lane,
			       build_zero_cst (TREE_TYPE (lane)));
	  tree bi = widen_emit_convert (gsi, at, b);
	  bi = widen_emit (gsi, LSHIFT_EXPR, at, bi,
			   build_int_cst (integer_type_node, k));
	  bits = widen_emit (gsi, BIT_IOR_EXPR, at, bits, bi);
	}
      vargs.safe_push (bits);
      return;
    }
  /* Vectors of the characteristic type: all bits set in active lanes.  */
  unsigned done = 0;
  while (done < simdlen)
    {
      tree at = TREE_VALUE (*argt);
      *argt = TREE_CHAIN (*argt);
      unsigned nunits = widen_lanes (at);
      tree it = build_vector_type (build_nonstandard_integer_type
				     (tree_to_uhwi (TYPE_SIZE (TREE_TYPE (at))),
				      0), w->vf);
      tree iv = widen_emit (gsi, VEC_COND_EXPR, it,
			    widen_convert_mask (w, mask,
						target_mask_type (it), gsi),
			    build_all_ones_cst (it), build_zero_cst (it));
      vargs.safe_push (widen_vector_piece (iv, copy * (simdlen / nunits)
					  + done / nunits, at, gsi));
      done += nunits;
    }
}

/* Call simd clone N for call STMT under MASK (NULL: all lanes), VF / simdlen
   times; the results, if any, become the vector of the call's result.  */

void
call_simd_clone (widen_ctx *w, gcall *stmt, cgraph_node *n, tree mask,
		 gimple_stmt_iterator *gsi)
{
  cgraph_simd_clone *sc = n->simdclone;
  unsigned simdlen = sc->simdlen.to_constant ();
  unsigned ncopies = w->vf / simdlen;
  tree lhs = gimple_call_lhs (stmt);
  auto_vec<tree> results;
  for (unsigned copy = 0; copy < ncopies; copy++)
    {
      auto_vec<tree> vargs;
      tree argt = TYPE_ARG_TYPES (TREE_TYPE (n->decl));
      for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
	{
	  tree arg = gimple_call_arg (stmt, i);
	  const cgraph_simd_clone_arg &ca = sc->args[i];
	  switch (ca.arg_type)
	    {
	    case SIMD_CLONE_ARG_TYPE_VECTOR:
	      {
		tree whole = widen_operand_as
			       (w, arg, build_vector_type
					  (TREE_TYPE (ca.vector_type), w->vf),
				gsi);
		unsigned done = 0;
		while (done < simdlen)
		  {
		    tree at = TREE_VALUE (argt);
		    argt = TREE_CHAIN (argt);
		    unsigned nunits = widen_lanes (at);
		    vargs.safe_push (widen_vector_piece (whole,
						   (copy * simdlen + done)
						   / nunits, at, gsi));
		    done += nunits;
		  }
		break;
	      }
	    case SIMD_CLONE_ARG_TYPE_UNIFORM:
	      vargs.safe_push (arg);
	      argt = TREE_CHAIN (argt);
	      break;
	    case SIMD_CLONE_ARG_TYPE_LINEAR_CONSTANT_STEP:
	      vargs.safe_push (widen_lane (w, arg, copy * simdlen, gsi));
	      argt = TREE_CHAIN (argt);
	      break;
	    default:
	      gcc_unreachable ();
	    }
	}
      if (sc->inbranch)
	push_clone_mask (w, n, mask, copy, &argt, vargs, gsi);
      gcall *c = gimple_build_call_vec (n->decl, vargs);
      gimple_set_location (c, gimple_location (stmt));
      if (gimple_vuse (stmt))
	gimple_set_vuse (c, gimple_vop (cfun));
      if (gimple_vdef (stmt))
	gimple_set_vdef (c, gimple_vop (cfun));
      if (lhs)
	{
	  tree res = make_ssa_name (TREE_TYPE (TREE_TYPE (n->decl)));
	  gimple_call_set_lhs (c, res);
	  results.safe_push (res);
	}
      gsi_insert_before (gsi, c, GSI_SAME_STMT);
    }
  if (lhs)
    {
      tree vt = widen_vectype (w, TREE_TYPE (lhs));
      tree v;
      if (ncopies == 1)
	v = widen_emit_convert (gsi, vt, results[0]);
      else
	{
	  vec<constructor_elt, va_gc> *elts = NULL;
	  tree pt = build_vector_type (TREE_TYPE (vt), simdlen);
	  for (tree res : results)
	    CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE,
				    widen_emit_convert (gsi, pt, res));
	  v = widen_emit (gsi, CONSTRUCTOR, vt, build_constructor (vt, elts));
	}
      widen_set_vector (w, lhs, v);
    }
  widen_kill (w, stmt);
}
