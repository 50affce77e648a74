/* Widening of calls: the .GOMP_SIMD_* internal functions, vector internal
   functions, and calls made lane by lane under the lanes' predicates.
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

/* A call without side effects whose arguments are uniform stays one scalar
   call.  A call whose function has a vector form the target supports as an
   internal function (sqrt, fabs, fma, floor, ...) and that has no side
   effects becomes one vector call.  Every other call is made once per lane,
   in lane order, each under its lane's predicate: that is exactly what the
   sequential loop does for the active lanes.  */

#include "lockstep-gcc.h"
#include "region.h"
#include "widen.h"

/* The vector internal function for call STMT with result vector type VT,
   or IFN_LAST.  */

static internal_fn
vector_ifn (gcall *stmt, tree vt)
{
  if (!vt || gimple_has_side_effects (stmt) || gimple_vuse (stmt))
    return IFN_LAST;
  internal_fn ifn = IFN_LAST;
  if (gimple_call_internal_p (stmt))
    ifn = gimple_call_internal_fn (stmt);
  else if (tree fndecl = gimple_call_fndecl (stmt))
    {
      if (fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
	ifn = associated_internal_fn (fndecl);
    }
  if (ifn == IFN_LAST || !direct_internal_fn_p (ifn))
    return IFN_LAST;
  /* All operands must have the result's type.  */
  tree type = TREE_TYPE (gimple_call_lhs (stmt));
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    if (!types_compatible_p (TREE_TYPE (gimple_call_arg (stmt, i)), type))
      return IFN_LAST;
  if (!VECTOR_MODE_P (TYPE_MODE (vt))
      || !direct_internal_fn_supported_p (ifn, vt, OPTIMIZE_FOR_SPEED))
    return IFN_LAST;
  return ifn;
}

/* Math functions that option veclib=sleef maps to SLEEF's vector
   functions, with the accuracy suffix of the variant used (maximum error
   in ULP: u10 1.0, u15 1.5, u05 0.5).  */

struct sleef_fn
{
  const char *name;		/* The double precision libm name.  */
  unsigned nargs;
  const char *accuracy;
};

static const sleef_fn sleef_fns[] = {
  { "sin", 1, "_u10" }, { "cos", 1, "_u10" }, { "tan", 1, "_u10" },
  { "asin", 1, "_u10" }, { "acos", 1, "_u10" }, { "atan", 1, "_u10" },
  { "atan2", 2, "_u10" }, { "sinh", 1, "_u10" }, { "cosh", 1, "_u10" },
  { "tanh", 1, "_u10" }, { "asinh", 1, "_u10" }, { "acosh", 1, "_u10" },
  { "atanh", 1, "_u10" }, { "exp", 1, "_u10" }, { "exp2", 1, "_u10" },
  { "exp10", 1, "_u10" }, { "expm1", 1, "_u10" }, { "log", 1, "_u10" },
  { "log2", 1, "_u10" }, { "log10", 1, "_u10" }, { "log1p", 1, "_u10" },
  { "pow", 2, "_u10" }, { "cbrt", 1, "_u10" }, { "erf", 1, "_u10" },
  { "erfc", 1, "_u15" }, { "tgamma", 1, "_u10" }, { "lgamma", 1, "_u10" },
  { "hypot", 2, "_u05" }
};

static tree sleef_decl_named (const char *name, unsigned nargs, tree vt,
			      unsigned *lanes);

/* The SLEEF vector function for call STMT (option veclib=sleef), whose
   result has vector type VT, or NULL_TREE; *LANES is set to its lane
   count (VF is a multiple of it).  */

static tree
sleef_decl (gcall *stmt, tree vt, unsigned *lanes)
{
  if (lockstep_opts.veclib != LOCKSTEP_VECLIB_SLEEF || !vt)
    return NULL_TREE;
  tree fndecl = gimple_call_fndecl (stmt);
  if (!fndecl || !fndecl_built_in_p (fndecl, BUILT_IN_NORMAL))
    return NULL_TREE;
  tree type = TREE_TYPE (vt);
  bool single = TYPE_MODE (type) == SFmode;
  if (!single && TYPE_MODE (type) != DFmode)
    return NULL_TREE;
  /* The libm name without the float suffix.  */
  const char *name = IDENTIFIER_POINTER (DECL_NAME (fndecl));
  if (startswith (name, "__builtin_"))
    name += strlen ("__builtin_");
  size_t len = strlen (name);
  if (single && (len < 2 || name[len - 1] != 'f'))
    return NULL_TREE;
  if (single)
    len--;
  char base[32];
  if (len >= sizeof base)
    return NULL_TREE;
  memcpy (base, name, len);
  base[len] = 0;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    if (!types_compatible_p (TREE_TYPE (gimple_call_arg (stmt, i)),
			     TREE_TYPE (gimple_call_lhs (stmt))))
      return NULL_TREE;
  return sleef_decl_named (base, gimple_call_num_args (stmt), vt, lanes);
}

/* The SLEEF vector function for the libm function NAME (double precision
   name) of NARGS arguments, for vectors of type VT, or NULL_TREE; *LANES
   is set to its lane count.  */

static tree
sleef_decl_named (const char *name, unsigned nargs, tree vt, unsigned *lanes)
{
  if (lockstep_opts.veclib != LOCKSTEP_VECLIB_SLEEF || !vt)
    return NULL_TREE;
  tree type = TREE_TYPE (vt);
  bool single = TYPE_MODE (type) == SFmode;
  if (!single && TYPE_MODE (type) != DFmode)
    return NULL_TREE;
  const sleef_fn *fn = NULL;
  for (const sleef_fn &f : sleef_fns)
    if (!strcmp (f.name, name))
      fn = &f;
  if (!fn || fn->nargs != nargs)
    return NULL_TREE;
  const char *isa = target_sleef_isa (single, widen_lanes (vt), lanes);
  if (!isa)
    return NULL_TREE;
  char buf[64];
  snprintf (buf, sizeof buf, "Sleef_%s%c%u%s%s", fn->name, single ? 'f' : 'd',
	    *lanes, fn->accuracy, isa);
  tree pvt = build_vector_type (type, *lanes);
  tree ftype = fn->nargs == 1
	       ? build_function_type_list (pvt, pvt, NULL_TREE)
	       : build_function_type_list (pvt, pvt, pvt, NULL_TREE);
  tree decl = build_fn_decl (buf, ftype);
  TREE_READONLY (decl) = 1;
  TREE_NOTHROW (decl) = 1;
  return decl;
}

/* Whether STMT (any statement) is a check a sanitizer put before an
   access or an operation, which has no result and reports when its
   operands are wrong for it: AddressSanitizer's ASAN_CHECK (flags,
   address, size, alignment), UndefinedBehaviorSanitizer's UBSAN_NULL
   (address, kind, alignment), UBSAN_PTR (address, offset), UBSAN_BOUNDS
   (array, index, bound) and UBSAN_OBJECT_SIZE (address, size, kind,
   type).  Widened, each active lane makes its own check, in the order of
   the lanes, before the vector operation it guards: a lane reports
   exactly when its iteration would, and a lane that is not active never
   does.  */

bool
calls_sanitizer_check_p (gimple *stmt)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call || !gimple_call_internal_p (call) || gimple_call_lhs (call))
    return false;
  switch (gimple_call_internal_fn (call))
    {
    case IFN_ASAN_CHECK:
    case IFN_UBSAN_NULL:
    case IFN_UBSAN_PTR:
    case IFN_UBSAN_BOUNDS:
    case IFN_UBSAN_OBJECT_SIZE:
      return true;
    default:
      return false;
    }
}

/* Whether STMT is UndefinedBehaviorSanitizer's check of a signed
   addition, subtraction or multiplication (-fsanitize=signed-integer-
   overflow): LHS = UBSAN_CHECK_ADD (A, B), which computes A + B and
   reports when it overflows.  */

static bool
overflow_check_p (gimple *stmt)
{
  gcall *call = dyn_cast <gcall *> (stmt);
  if (!call || !gimple_call_internal_p (call) || !gimple_call_lhs (call))
    return false;
  switch (gimple_call_internal_fn (call))
    {
    case IFN_UBSAN_CHECK_ADD:
    case IFN_UBSAN_CHECK_SUB:
    case IFN_UBSAN_CHECK_MUL:
      return true;
    default:
      return false;
    }
}

/* Check whether call STMT of R can be widened.  */

bool
calls_check_stmt (region *r, gcall *stmt, bool predicated)
{
  location_t loc = gimple_location (stmt);
  (void) predicated;
  if (gimple_call_internal_p (stmt))
    switch (gimple_call_internal_fn (stmt))
      {
      case IFN_GOMP_SIMD_LANE:
      case IFN_GOMP_SIMD_VF:
      case IFN_GOMP_SIMD_LAST_LANE:
      case IFN_GOMP_SIMD_ORDERED_START:
      case IFN_GOMP_SIMD_ORDERED_END:
	return true;
      case IFN_MASK_LOAD:
      case IFN_MASK_STORE:
      case IFN_MASK_GATHER_LOAD:
      case IFN_MASK_SCATTER_STORE:
      case IFN_GATHER_LOAD:
      case IFN_SCATTER_STORE:
      case IFN_LOOP_VECTORIZED:
      case IFN_LOOP_DIST_ALIAS:
	return region_fail (r, loc, "internal function %s in the loop body",
			    internal_fn_name (gimple_call_internal_fn (stmt)));
      default:
	break;
      }
  if (region_api_call (stmt) != LOCKSTEP_API_NONE
      || calls_sanitizer_check_p (stmt))
    return true;
  tree lhs = gimple_call_lhs (stmt);
  if (lhs && TREE_CODE (lhs) != SSA_NAME)
    return region_fail (r, loc, "call returning an aggregate in the loop "
			"body");
  if (lhs && TREE_CODE (TREE_TYPE (lhs)) != BOOLEAN_TYPE
      && !target_vector_type (TREE_TYPE (lhs), r->vf)
      && !shape_uniform_p (region_shape (r, lhs))
      && !widen_complex_value_p (r, lhs))
    return region_fail (r, loc, "call result of type '%s' cannot be "
			"vectorized", tree_str (TREE_TYPE (lhs)));
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    {
      tree arg = gimple_call_arg (stmt, i);
      tree t = TREE_TYPE (arg);
      if (shape_uniform_p (shape_of_operand (r, arg)))
	continue;
      if (TREE_CODE (t) != BOOLEAN_TYPE && !target_vector_type (t, r->vf))
	return region_fail (r, loc, "call argument of type '%s' cannot be "
			    "vectorized", tree_str (t));
    }
  if (gimple_call_internal_p (stmt) && !gimple_call_lhs (stmt)
      && !gimple_has_side_effects (stmt))
    return true;
  if (overflow_check_p (stmt) && INTEGRAL_TYPE_P (TREE_TYPE (lhs)))
    return true;
  if (gimple_call_internal_p (stmt)
      && !direct_internal_fn_p (gimple_call_internal_fn (stmt))
      && (gimple_has_side_effects (stmt) || !lhs
	  || !shape_uniform_p (region_shape (r, lhs))))
    return region_fail (r, loc, "internal function %s cannot be executed "
			"lane by lane",
			internal_fn_name (gimple_call_internal_fn (stmt)));
  return true;
}

/* Whether call STMT, a square root, becomes the target's vector square
   root on vectors of type VT (widen_call: under -fmath-errno the library
   is called too, for the active lanes with a negative argument).  */

static bool
vector_sqrt_p (gcall *stmt, tree vt)
{
  tree lhs = gimple_call_lhs (stmt);
  if (!vt || !lhs || lockstep_opts.strict_fp
      || gimple_call_num_args (stmt) != 1)
    return false;
  combined_fn fn = gimple_call_combined_fn (stmt);
  return ((fn == CFN_BUILT_IN_SQRT || fn == CFN_BUILT_IN_SQRTF)
	  && direct_internal_fn_supported_p (IFN_SQRT, vt, OPTIMIZE_FOR_SPEED)
	  && types_compatible_p (TREE_TYPE (gimple_call_arg (stmt, 0)),
				 TREE_TYPE (lhs)));
}

/* Whether call STMT is a cexpi (GCC's sincos) that SLEEF's cos and sin
   compute on vectors of type CVT (option veclib=sleef); sets *CDECL,
   *SDECL and *LANES, the lanes of their vectors.  */

static bool
sleef_cexpi_p (gcall *stmt, tree cvt, tree *cdecl, tree *sdecl,
	       unsigned *lanes)
{
  unsigned sl;
  if (!cvt || !(gimple_call_builtin_p (stmt, BUILT_IN_CEXPI)
		|| gimple_call_builtin_p (stmt, BUILT_IN_CEXPIF)))
    return false;
  *cdecl = sleef_decl_named ("cos", 1, cvt, lanes);
  *sdecl = sleef_decl_named ("sin", 1, cvt, &sl);
  return *cdecl && *sdecl && *lanes == sl;
}

/* How widen_call will widen call STMT of R, for the cost model: no call
   (.GOMP_SIMD_*), one scalar call for all lanes, one vector instruction
   (an internal function such as the square root, a lockstep.h operation),
   one vector call (SLEEF; a simd clone), or one call per active lane.
   MASKED: STMT runs under a varying predicate.  The same tests as
   widen_call's, in its order.  */

enum call_kind
calls_kind (region *r, gcall *stmt, bool masked)
{
  if (gimple_call_internal_p (stmt)
      && (gimple_call_internal_fn (stmt) == IFN_GOMP_SIMD_LANE
	  || gimple_call_internal_fn (stmt) == IFN_GOMP_SIMD_VF
	  || gimple_call_internal_fn (stmt) == IFN_GOMP_SIMD_LAST_LANE))
    return CALL_FREE;
  /* The predicate of its block.  */
  if (region_intrinsic_call_p (r, stmt, r->active_decl))
    return CALL_FREE;
  if (region_api_call (stmt) != LOCKSTEP_API_NONE
      || region_intrinsic_call_p (r, stmt, r->any_decl))
    return CALL_IFN;
  if (calls_sanitizer_check_p (stmt))
    return CALL_CHECK;
  tree lhs = gimple_call_lhs (stmt);
  if (overflow_check_p (stmt) && shape_varying_p (region_shape (r, lhs)))
    return CALL_CHECK;
  bool side_effects = gimple_has_side_effects (stmt)
		      || gimple_vdef (stmt) != NULL_TREE;
  bool varying_result = lhs && shape_varying_p (region_shape (r, lhs));
  if (!side_effects && !varying_result)
    return CALL_SCALAR;
  tree vt = (varying_result && TREE_CODE (TREE_TYPE (lhs)) != BOOLEAN_TYPE
	     && TREE_CODE (TREE_TYPE (lhs)) != COMPLEX_TYPE)
	    ? target_vector_type (TREE_TYPE (lhs), r->vf) : NULL_TREE;
  unsigned lanes;
  if (vt && (!masked || !lockstep_opts.strict_fp)
      && vector_ifn (stmt, vt) != IFN_LAST)
    return CALL_IFN;
  if (vector_sqrt_p (stmt, vt))
    return CALL_IFN;
  if (vt && sleef_decl (stmt, vt, &lanes))
    return CALL_VECTOR;
  tree cdecl, sdecl;
  if (varying_result && TREE_CODE (TREE_TYPE (lhs)) == COMPLEX_TYPE
      && sleef_cexpi_p (stmt, target_vector_type (TREE_TYPE (TREE_TYPE (lhs)),
						   r->vf),
			&cdecl, &sdecl, &lanes))
    return CALL_VECTOR;
  if (choose_simd_clone (r, stmt, masked))
    return CALL_CLONE;
  return CALL_PER_LANE;
}

/* Names of the call kinds, for the dump.  */

static const char *const call_kind_name[] = {
  "free", "scalar", "internal", "vector-library", "clone", "per-lane",
  "check" };

/* Write to the dump MADE, what widening makes of call STMT of R, and,
   where the cost model priced it as another kind (widen_record_plan),
   that kind.  The any-lane tests that the divergent loop transform and
   all-false skips add are priced with their constructs, not as calls.  */

static void
calls_plan_check (region *r, gcall *stmt, enum call_kind made)
{
  if (!dump_file || !(dump_flags & TDF_DETAILS))
    return;
  int *planned = r->plan->get (stmt);
  fprintf (dump_file, ";; widen: call %s", call_kind_name[made]);
  if (planned ? *planned != (int) made
      : !region_intrinsic_call_p (r, stmt, r->any_decl))
    fprintf (dump_file, ", priced %s",
	     planned ? call_kind_name[*planned] : "never");
  fprintf (dump_file, ": ");
  print_gimple_stmt (dump_file, stmt, 0, TDF_SLIM);
}

/* Call the SLEEF function SDECL of SLANES lanes on the widened arguments
   of call STMT, VF / SLANES times; returns the result, of type VT.  */

static tree
call_sleef (widen_ctx *w, gcall *stmt, tree sdecl, unsigned slanes, tree vt,
	    gimple_stmt_iterator *gsi)
{
  auto_vec<tree> parts;
  tree pvt = build_vector_type (TREE_TYPE (vt), slanes);
  for (unsigned copy = 0; copy < w->vf / slanes; copy++)
    {
      auto_vec<tree> vargs;
      for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
	vargs.safe_push (widen_vector_piece
			   (widen_operand_as (w, gimple_call_arg (stmt, i), vt,
					      gsi), copy, pvt, gsi));
      gcall *c = gimple_build_call_vec (sdecl, vargs);
      tree res = make_ssa_name (pvt);
      gimple_call_set_lhs (c, res);
      gimple_set_location (c, gimple_location (stmt));
      gsi_insert_before (gsi, c, GSI_SAME_STMT);
      parts.safe_push (res);
    }
  if (parts.length () == 1)
    return parts[0];
  vec<constructor_elt, va_gc> *elts = NULL;
  for (tree p : parts)
    CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE, p);
  return widen_emit (gsi, CONSTRUCTOR, vt, build_constructor (vt, elts));
}

/* Widen a call STMT to a function of lockstep.h: horizontal operations
   over the lanes active in STMT's block.  */

static void
widen_api_call (widen_ctx *w, gcall *stmt, gimple_stmt_iterator *gsi)
{
  enum lockstep_api api = region_api_call (stmt);
  tree lhs = gimple_call_lhs (stmt);
  tree mt = widen_mask_type_for (w, integer_type_node);
  tree val = NULL_TREE;
  if (api == LOCKSTEP_API_LANE)
    /* Strided from 0: lane 0's value.  */
    val = lhs ? build_zero_cst (TREE_TYPE (lhs)) : NULL_TREE;
  else if (api == LOCKSTEP_API_NUM_LANES)
    val = lhs ? build_int_cst (TREE_TYPE (lhs), w->vf) : NULL_TREE;
  else if (lhs)
    {
      /* The active lanes where the argument is nonzero.  */
      tree mask = widen_block_mask (w, gimple_bb (stmt), mt, gsi);
      tree active = mask ? mask : build_all_ones_cst (mt);
      tree arg = gimple_call_arg (stmt, 0);
      tree set;
      if (widen_varying_p (w, arg))
	{
	  tree v = widen_operand (w, arg, gsi);
	  set = VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (v))
		? widen_convert_mask (w, v, mt, gsi)
		: widen_emit (gsi, NE_EXPR, target_mask_type (TREE_TYPE (v)), v,
			      build_zero_cst (TREE_TYPE (v)));
	  set = widen_convert_mask (w, set, mt, gsi);
	}
      else
	{
	  tree b = widen_emit (gsi, NE_EXPR, boolean_type_node, arg,
			       build_zero_cst (TREE_TYPE (arg)));
	  set = widen_mask_operand (w, b, mt, gsi);
	}
      tree type = TREE_TYPE (lhs);
      switch (api)
	{
	case LOCKSTEP_API_ANY:
	  {
	    tree m = widen_emit (gsi, BIT_AND_EXPR, mt, set, active);
	    val = widen_emit_convert (gsi, type, widen_any (w, m, gsi));
	    break;
	  }
	case LOCKSTEP_API_ALL:
	  {
	    tree nset = widen_emit (gsi, BIT_NOT_EXPR, mt, set);
	    tree m = widen_emit (gsi, BIT_AND_EXPR, mt, nset, active);
	    tree some = widen_any (w, m, gsi);
	    tree none = widen_emit (gsi, BIT_NOT_EXPR, boolean_type_node, some);
	    val = widen_emit_convert (gsi, type, none);
	    break;
	  }
	default:
	  {
	    /* Ballot: bit K for lane K; popcount: how many bits.  */
	    tree m = widen_emit (gsi, BIT_AND_EXPR, mt, set, active);
	    tree iv = widen_mask_to_int (w, m, gsi);
	    tree ull = long_long_unsigned_type_node;
	    tree bits = build_zero_cst (ull);
	    for (unsigned k = 0; k < w->vf && k < 64; k++)
	      {
		tree lane = widen_extract (w, iv, k, gsi);
		tree b = widen_emit (gsi, NE_EXPR, boolean_type_node, lane,
				     build_zero_cst (TREE_TYPE (lane)));
		tree bu = widen_emit_convert (gsi, ull, b);
		bu = widen_emit (gsi, LSHIFT_EXPR, ull, bu,
				 build_int_cst (integer_type_node, k));
		bits = widen_emit (gsi, BIT_IOR_EXPR, ull, bits, bu);
	      }
	    if (api == LOCKSTEP_API_BALLOT)
	      val = widen_emit_convert (gsi, type, bits);
	    else
	      {
		tree pc = make_ssa_name (integer_type_node);
		gcall *c = gimple_build_call (builtin_decl_explicit
						(BUILT_IN_POPCOUNTLL), 1, bits);
		gimple_call_set_lhs (c, pc);
		gsi_insert_before (gsi, c, GSI_SAME_STMT);
		val = widen_emit_convert (gsi, type, pc);
	      }
	    break;
	  }
	}
    }
  if (gimple_vdef (stmt))
    unlink_stmt_vdef (stmt);
  if (lhs)
    gsi_replace (gsi, gimple_build_assign (lhs, val), false);
  else
    gsi_remove (gsi, true);
}

/* Lane LANE of a call made lane by lane.  */

static tree
call_lane (widen_ctx *w, gimple *stmt, unsigned lane,
	   gimple_stmt_iterator *gsi, void *)
{
  gcall *call = as_a <gcall *> (stmt);
  auto_vec<tree> args;
  for (unsigned i = 0; i < gimple_call_num_args (call); i++)
    args.safe_push (widen_lane (w, gimple_call_arg (call, i), lane, gsi));
  gcall *c;
  if (gimple_call_internal_p (call))
    c = gimple_build_call_internal_vec (gimple_call_internal_fn (call), args);
  else
    {
      c = gimple_build_call_vec (gimple_call_fn (call), args);
      /* An internal call keeps its function where other calls keep the
	 type: setting it there would make it another function.  */
      gimple_call_set_fntype (c, gimple_call_fntype (call));
    }
  gimple_call_copy_flags (c, call);
  gimple_set_location (c, gimple_location (call));
  tree res = NULL_TREE;
  if (tree lhs = gimple_call_lhs (call))
    {
      res = make_ssa_name (TREE_TYPE (lhs));
      gimple_call_set_lhs (c, res);
    }
  if (gimple_vuse (call))
    gimple_set_vuse (c, gimple_vop (cfun));
  if (gimple_vdef (call))
    gimple_set_vdef (c, gimple_vop (cfun));
  gsi_insert_before (gsi, c, GSI_SAME_STMT);
  return res;
}

/* Widen STMT, a call to __lockstep_any: whether any lane's argument is
   true, a scalar.  */

static void
widen_any_call (widen_ctx *w, gcall *stmt, gimple_stmt_iterator *gsi)
{
  tree lhs = gimple_call_lhs (stmt);
  tree arg = gimple_call_arg (stmt, 0);
  tree val = arg;
  if (widen_varying_p (w, arg))
    {
      /* Any mask width will do: take the argument's own.  */
      tree m = widen_operand (w, arg, gsi);
      if (!VECTOR_BOOLEAN_TYPE_P (TREE_TYPE (m)))
	m = widen_mask_operand (w, arg,
				widen_mask_type_for (w, integer_type_node),
				gsi);
      /* Branches on the result test the mask itself where the target can
	 (vptest, kortest); the scalar is computed only for other uses.  */
      if (!widen_branch_on_any (w, lhs, m, gsi))
	{
	  gsi_remove (gsi, true);
	  release_ssa_name (lhs);
	  return;
	}
      val = widen_any (w, m, gsi);
    }
  gsi_replace (gsi, gimple_build_assign (lhs, val), false);
}

/* Widen STMT if it is one of the .GOMP_SIMD_* calls that number the
   lanes; returns whether it was.  */

static bool
widen_simd_internal_call (widen_ctx *w, gcall *stmt,
			  gimple_stmt_iterator *gsi)
{
  if (!gimple_call_internal_p (stmt))
    return false;
  tree lhs = gimple_call_lhs (stmt);
  switch (gimple_call_internal_fn (stmt))
    {
    case IFN_GOMP_SIMD_LANE:
      /* Strided (1) from lane 0: its scalar is 0.  */
      if (lhs)
	{
	  w->lane_numbers.add (lhs);
	  gassign *g = gimple_build_assign (lhs,
					    build_zero_cst (TREE_TYPE (lhs)));
	  gsi_replace (gsi, g, false);
	}
      else
	gsi_remove (gsi, true);
      return true;
    case IFN_GOMP_SIMD_VF:
      if (lhs)
	{
	  gassign *g = gimple_build_assign (lhs, build_int_cst
						   (TREE_TYPE (lhs), w->vf));
	  gsi_replace (gsi, g, false);
	}
      return true;
    case IFN_GOMP_SIMD_LAST_LANE:
      if (lhs)
	{
	  gassign *g = gimple_build_assign (lhs, gimple_call_arg (stmt, 1));
	  gsi_replace (gsi, g, false);
	}
      return true;
    default:
      return false;
    }
}

/* Widen STMT, a call with a complex result of vector type VT's lanes:
   cexpi through SLEEF's cos and sin, or lane by lane under MASK; the
   parts of the results become two vectors.  */

static void
widen_complex_call (widen_ctx *w, gcall *stmt, tree mask,
		    gimple_stmt_iterator *gsi)
{
  tree lhs = gimple_call_lhs (stmt);
  if (gimple_call_builtin_p (stmt, BUILT_IN_NORMAL))
    {
      /* cexpi (x), which GCC makes of sin (x) and cos (x): SLEEF's cos
	 and sin.  */
      tree cvt = widen_vectype (w, TREE_TYPE (TREE_TYPE (lhs)));
      unsigned cl, sl;
      tree cdecl, sdecl;
      if (sleef_cexpi_p (stmt, cvt, &cdecl, &sdecl, &cl))
	{
	  calls_plan_check (w->r, stmt, CALL_VECTOR);
	  sl = cl;
	  widen_set_vector (w, lhs, call_sleef (w, stmt, cdecl, cl, cvt, gsi));
	  w->vimag.put (lhs, call_sleef (w, stmt, sdecl, sl, cvt, gsi));
	  widen_kill (w, stmt);
	  return;
	}
    }
  calls_plan_check (w->r, stmt, CALL_PER_LANE);
  auto_vec<tree> lanes;
  widen_per_lane (w, stmt, mask, call_lane, NULL, NULL_TREE, gsi, &lanes);
  tree et = TREE_TYPE (TREE_TYPE (lhs));
  tree vt = widen_vectype (w, et);
  for (int part = 0; part < 2; part++)
    {
      vec<constructor_elt, va_gc> *elts = NULL;
      for (tree l : lanes)
	CONSTRUCTOR_APPEND_ELT (elts, NULL_TREE,
				widen_emit (gsi, part ? IMAGPART_EXPR
					    : REALPART_EXPR, et,
					    build1 (part ? IMAGPART_EXPR
						    : REALPART_EXPR, et, l)));
      tree v = widen_emit (gsi, CONSTRUCTOR, vt, build_constructor (vt,
								     elts));
      if (part)
	w->vimag.put (lhs, v);
      else
	widen_set_vector (w, lhs, v);
    }
  widen_kill (w, stmt);
}

/* Widen STMT, sqrt under -fmath-errno, to vectors of VT: the target's
   vector square root for every lane, and the library only for the lanes
   active under MASK (of MT) whose argument is negative, to set errno
   (what GCC's call-cdce does for one call).  */

static void
widen_sqrt_errno (widen_ctx *w, gcall *stmt, tree vt, tree mt, tree mask,
		  gimple_stmt_iterator *gsi)
{
  tree x = widen_operand_as (w, gimple_call_arg (stmt, 0), vt, gsi);
  gcall *c = gimple_build_call_internal (IFN_SQRT, 1, x);
  tree v = make_ssa_name (vt);
  gimple_call_set_lhs (c, v);
  gimple_set_location (c, gimple_location (stmt));
  gsi_insert_before (gsi, c, GSI_SAME_STMT);
  tree neg = widen_emit (gsi, LT_EXPR, mt, x, build_zero_cst (vt));
  if (mask)
    neg = widen_emit (gsi, BIT_AND_EXPR, mt, mask, neg);
  widen_per_lane (w, stmt, neg, call_lane, NULL, NULL_TREE, gsi);
  region_remark (w->r, gimple_location (stmt), "call to '%s' as the "
		 "target's vector square root; lanes with a negative "
		 "argument also call it, for errno", call_name (stmt));
  widen_set_vector (w, gimple_call_lhs (stmt), v);
  widen_kill (w, stmt);
}

/* Widen STMT lane by lane, for the lanes active under MASK, with a remark
   that says what would vectorize it.  VARYING_RESULT: whether its result
   varies across the lanes.  */

static void
widen_call_per_lane (widen_ctx *w, gcall *stmt, tree mask,
		     bool varying_result, gimple_stmt_iterator *gsi)
{
  tree lhs = gimple_call_lhs (stmt);
  tree fndecl = gimple_call_fndecl (stmt);
  cgraph_node *node = fndecl ? cgraph_node::get (fndecl) : NULL;
  region_remark (w->r, gimple_location (stmt), "call to '%s' made lane by "
		 "lane, for the active lanes: %s", call_name (stmt),
		 node && node->simd_clones
		 ? "none of its simd clones serves this loop (its vector "
		   "factor, the shapes of the arguments, a mask where the "
		   "call is conditional, vectors the target's vector "
		   "registers hold)"
		 : !gimple_call_builtin_p (stmt, BUILT_IN_NORMAL)
		 ? "an 'omp declare simd' declaration of the function "
		   "would vectorize it"
		 : gimple_vdef (stmt)
		 ? "it may set errno; -fno-math-errno, or a vector math "
		   "library (-fplugin-arg-lockstep-veclib=sleef, glibc's "
		   "libmvec with -ffast-math), may vectorize it"
		 : "-fno-trapping-math (for the rounding functions), or a "
		   "vector math library (-fplugin-arg-lockstep-veclib=sleef, "
		   "glibc's libmvec with -ffast-math), may vectorize it");
  tree rvt = lhs ? widen_vectype (w, TREE_TYPE (lhs)) : NULL_TREE;
  tree v = calls_active_lanes_p (w->r, stmt)
	   ? widen_call_active_lanes (w, stmt, mask, rvt, gsi)
	   : widen_per_lane (w, stmt, mask, call_lane, NULL, rvt, gsi);
  if (varying_result)
    widen_set_vector (w, lhs, v);
  else if (lhs)
    {
      /* A uniform result of a call with side effects: every active lane
	 computed the same value; keep the last lane's.  */
      tree last = widen_extract (w, v, w->vf - 1, gsi);
      gassign *g = gimple_build_assign (lhs, widen_emit_convert
						(gsi, TREE_TYPE (lhs), last));
      gsi_insert_before (gsi, g, GSI_SAME_STMT);
      gimple_call_set_lhs (stmt, NULL_TREE);
    }
  widen_kill (w, stmt);
}

/* Widen STMT, a check of a signed operation (overflow_check_p) with a
   varying result: the operation on vectors, wrapping, and for the lanes
   active under the predicate of its block that may have overflowed the
   check itself, which reports and gives the same wrapped result, by a
   loop over those lanes (none, as a rule: one test).  A sum or
   difference overflowed where its sign is wrong for its operands'; a
   product may have where an operand is outside the range of half the
   bits of the type.  */

static void
widen_overflow_check (widen_ctx *w, gcall *stmt, gimple_stmt_iterator *gsi)
{
  tree lhs = gimple_call_lhs (stmt);
  tree vt = widen_vectype (w, TREE_TYPE (lhs));
  tree mt = target_mask_type (vt);
  tree uvt = unsigned_type_for (vt);
  tree a = widen_operand_as (w, gimple_call_arg (stmt, 0), vt, gsi);
  tree b = widen_operand_as (w, gimple_call_arg (stmt, 1), vt, gsi);
  tree ua = widen_emit_convert (gsi, uvt, a);
  tree ub = widen_emit_convert (gsi, uvt, b);
  tree zero = build_zero_cst (vt);
  internal_fn fn = gimple_call_internal_fn (stmt);
  tree uv = widen_emit (gsi, fn == IFN_UBSAN_CHECK_ADD ? PLUS_EXPR
			: fn == IFN_UBSAN_CHECK_SUB ? MINUS_EXPR : MULT_EXPR,
			uvt, ua, ub);
  tree v = widen_emit_convert (gsi, vt, uv);
  tree suspect;
  if (fn == IFN_UBSAN_CHECK_MUL)
    {
      /* An operand X is small where X + 2^(P/2-1) < 2^(P/2), unsigned.  */
      unsigned half = TYPE_PRECISION (TREE_TYPE (vt)) / 2;
      tree lim = build_uniform_cst (uvt, wide_int_to_tree
				    (TREE_TYPE (uvt),
				     wi::lshift (wi::one (TYPE_PRECISION
							  (TREE_TYPE (uvt))),
						 half - 1)));
      tree range = widen_emit (gsi, PLUS_EXPR, uvt, lim, lim);
      tree ba = widen_emit (gsi, PLUS_EXPR, uvt, ua, lim);
      tree bb = widen_emit (gsi, PLUS_EXPR, uvt, ub, lim);
      tree big = widen_emit (gsi, MAX_EXPR, uvt, ba, bb);
      suspect = widen_emit (gsi, GE_EXPR, mt, big, range);
    }
  else
    {
      tree x = widen_emit (gsi, BIT_XOR_EXPR, vt,
			   fn == IFN_UBSAN_CHECK_ADD ? b : a, v);
      tree y = widen_emit (gsi, BIT_XOR_EXPR, vt, a,
			   fn == IFN_UBSAN_CHECK_ADD ? v : b);
      tree t = widen_emit (gsi, BIT_AND_EXPR, vt, x, y);
      suspect = widen_emit (gsi, LT_EXPR, mt, t, zero);
    }
  tree mask = widen_block_mask (w, gimple_bb (stmt), mt, gsi);
  if (mask)
    suspect = widen_emit (gsi, BIT_AND_EXPR, mt, mask, suspect);
  tree checked = (calls_active_lanes_p (w->r, stmt)
		  ? widen_call_active_lanes (w, stmt, suspect, vt, gsi)
		  : widen_per_lane (w, stmt, suspect, call_lane, NULL, vt, gsi));
  widen_set_vector (w, lhs, widen_emit (gsi, VEC_COND_EXPR, vt, suspect,
					checked, v));
  widen_kill (w, stmt);
}

/* Widen call STMT, whose result varies, as a call of the vector internal
   function IFN on vectors of type VT.  */

static void
widen_ifn_call (widen_ctx *w, gcall *stmt, internal_fn ifn, tree vt,
		gimple_stmt_iterator *gsi)
{
  auto_vec<tree> vargs;
  for (unsigned i = 0; i < gimple_call_num_args (stmt); i++)
    vargs.safe_push (widen_operand_as (w, gimple_call_arg (stmt, i), vt,
				       gsi));
  gcall *c = gimple_build_call_internal_vec (ifn, vargs);
  tree v = make_ssa_name (vt);
  gimple_call_set_lhs (c, v);
  gimple_set_location (c, gimple_location (stmt));
  gsi_insert_before (gsi, c, GSI_SAME_STMT);
  widen_set_vector (w, gimple_call_lhs (stmt), v);
  widen_kill (w, stmt);
}

/* Widen call STMT, whose result is a varying boolean, lane by lane in the
   lanes of MASK: the results as bytes, compared with zero.  */

static void
widen_bool_call (widen_ctx *w, gcall *stmt, tree mask,
		 gimple_stmt_iterator *gsi)
{
  tree bt = target_vector_type (unsigned_char_type_node, w->vf);
  tree v = widen_per_lane (w, stmt, mask, call_lane, NULL, bt, gsi);
  v = widen_emit (gsi, NE_EXPR, target_mask_type (bt), v,
		  build_zero_cst (bt));
  widen_set_vector (w, gimple_call_lhs (stmt), v);
  widen_kill (w, stmt);
}

/* Widen call STMT: the lockstep.h API, the lane numbering calls, one
   scalar call for all lanes, a vector internal function, a complex
   result, a boolean result, sqrt with errno, SLEEF, a simd clone, or lane
   by lane, in that order of preference (calls_kind predicts the choice
   for the cost model).  */

void
widen_call (widen_ctx *w, gcall *stmt, gimple_stmt_iterator *gsi)
{
  region *r = w->r;
  tree lhs = gimple_call_lhs (stmt);
  if (region_api_call (stmt) != LOCKSTEP_API_NONE)
    {
      calls_plan_check (r, stmt, CALL_IFN);
      widen_api_call (w, stmt, gsi);
      return;
    }
  if (region_intrinsic_call_p (r, stmt, r->any_decl))
    {
      calls_plan_check (r, stmt, CALL_IFN);
      widen_any_call (w, stmt, gsi);
      return;
    }
  if (widen_simd_internal_call (w, stmt, gsi))
    {
      calls_plan_check (r, stmt, CALL_FREE);
      return;
    }
  if (overflow_check_p (stmt) && shape_varying_p (region_shape (r, lhs)))
    {
      calls_plan_check (r, stmt, CALL_CHECK);
      widen_overflow_check (w, stmt, gsi);
      return;
    }
  if (calls_sanitizer_check_p (stmt))
    {
      /* One check per active lane.  */
      calls_plan_check (r, stmt, CALL_CHECK);
      tree mask = widen_block_mask (w, gimple_bb (stmt),
				    widen_mask_type_for (w, integer_type_node),
				    gsi);
      widen_per_lane (w, stmt, mask, call_lane, NULL, NULL_TREE, gsi);
      widen_kill (w, stmt);
      return;
    }

  bool side_effects = gimple_has_side_effects (stmt)
		      || (gimple_vdef (stmt) != NULL_TREE);
  bool varying_result = lhs && shape_varying_p (region_shape (r, lhs));
  if (!side_effects && !varying_result)
    {
      /* One scalar call for all lanes.  */
      calls_plan_check (r, stmt, CALL_SCALAR);
      widen_guard_if_needed (w, stmt);
      return;
    }

  tree vt = varying_result ? widen_vectype (w, TREE_TYPE (lhs)) : NULL_TREE;
  tree mt = vt ? target_mask_type (vt)
	       : widen_mask_type_for (w, integer_type_node);
  tree mask = widen_block_mask (w, gimple_bb (stmt), mt, gsi);
  if (varying_result && (!mask || !lockstep_opts.strict_fp))
    {
      internal_fn ifn = vector_ifn (stmt, vt);
      if (ifn != IFN_LAST)
	{
	  /* Without side effects, masked-off lanes compute harmlessly
	     (floating-point flags aside: strict-fp calls lane by lane).  */
	  calls_plan_check (r, stmt, CALL_IFN);
	  widen_ifn_call (w, stmt, ifn, vt, gsi);
	  return;
	}
    }
  if (varying_result && TREE_CODE (TREE_TYPE (lhs)) == COMPLEX_TYPE)
    {
      widen_complex_call (w, stmt, mask, gsi);
      return;
    }
  if (varying_result && TREE_CODE (TREE_TYPE (lhs)) == BOOLEAN_TYPE)
    {
      calls_plan_check (r, stmt, CALL_PER_LANE);
      widen_bool_call (w, stmt, mask, gsi);
      return;
    }
  if (varying_result && vector_sqrt_p (stmt, vt))
    {
      calls_plan_check (r, stmt, CALL_IFN);
      widen_sqrt_errno (w, stmt, vt, mt, mask, gsi);
      return;
    }

  /* veclib=sleef: SLEEF's vector math functions.  */
  unsigned slanes;
  if (varying_result)
    if (tree sdecl = sleef_decl (stmt, vt, &slanes))
      {
	calls_plan_check (r, stmt, CALL_VECTOR);
	widen_set_vector (w, lhs, call_sleef (w, stmt, sdecl, slanes, vt,
					      gsi));
	widen_kill (w, stmt);
	return;
      }

  /* A function with simd clones: call the best one.  */
  if (cgraph_node *n = choose_simd_clone (r, stmt, mask != NULL_TREE))
    {
      calls_plan_check (r, stmt, CALL_CLONE);
      region_remark (r, gimple_location (stmt), "call to '%s' through its "
		     "simd clone", call_name (stmt));
      call_simd_clone (w, stmt, n, mask, gsi);
      w->n_clone_calls++;
      return;
    }
  calls_plan_check (r, stmt, CALL_PER_LANE);
  widen_call_per_lane (w, stmt, mask, varying_result, gsi);
}
