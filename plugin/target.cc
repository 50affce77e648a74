/* What the target supports: vector types, masks, masked memory, gathers,
   any-lane tests, reductions.
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

/* Every target query the other stages make goes through this file, so that
   nothing is emitted that the target cannot expand (an unsupported internal
   function is an internal compiler error at expansion, GCC-NOTES §1.2).  */

#include "lockstep-gcc.h"
#include "region.h"

/* The element type lockstep uses in vectors of values of scalar type T:
   integers of T's precision for enums, booleans stored in memory and
   pointers (vectors of pointers do not exist in GIMPLE), T itself for
   integers and floats with a scalar mode.  */

static tree
vector_element_type (tree t)
{
  if (POINTER_TYPE_P (t) || TREE_CODE (t) == ENUMERAL_TYPE
      || TREE_CODE (t) == BOOLEAN_TYPE
      || (INTEGRAL_TYPE_P (t)
	  && TYPE_PRECISION (t) != GET_MODE_PRECISION (SCALAR_INT_TYPE_MODE (t))))
    return build_nonstandard_integer_type
	     (GET_MODE_PRECISION (SCALAR_INT_TYPE_MODE (t)),
	      POINTER_TYPE_P (t) ? 1 : TYPE_UNSIGNED (t));
  if (INTEGRAL_TYPE_P (t) || SCALAR_FLOAT_TYPE_P (t))
    return TYPE_MAIN_VARIANT (t);
  return NULL_TREE;
}

/* The vector type of VF lanes for scalar type SCALAR, or NULL_TREE if
   values of that type cannot be put in a vector.  The type need not have a
   vector mode; GCC's vector lowering splits operations on it.  */

tree
target_vector_type (tree scalar, unsigned vf)
{
  tree elt = vector_element_type (scalar);
  if (!elt)
    return NULL_TREE;
  if (SCALAR_FLOAT_TYPE_P (elt)
      && !(TYPE_MODE (elt) == SFmode || TYPE_MODE (elt) == DFmode))
    return NULL_TREE;
  return build_vector_type (elt, vf);
}

/* The vector boolean (mask) type for VECTYPE.  */

tree
target_mask_type (tree vectype)
{
  return truth_type_for (vectype);
}

/* Whether masks of MASKTYPE are bitmasks, one bit per lane in an integer
   mode (AVX-512 k-registers), rather than vectors of lanes; a generic
   vector of wider lanes can have an integer mode too (vector(2) int in
   DImode without vector registers, OImode on aarch64 without SVE).  */

bool
target_bitmask_p (tree masktype)
{
  return SCALAR_INT_MODE_P (TYPE_MODE (masktype))
	 && TYPE_PRECISION (TREE_TYPE (masktype)) == 1;
}

/* Whether a vector of mode MODE has the size of a vector GCC's own
   vectorizer uses on this target (autovectorize_vector_modes, or the
   preferred mode for bytes): what vector registers hold.  A vector of
   another size may have a mode and be passed in other registers: on
   32-bit x86 with SSE2, 8-byte vectors go in MMX registers, which share
   the x87 stack and leave it unusable without an emms.  */

bool
target_vector_size_p (machine_mode mode)
{
  if (!VECTOR_MODE_P (mode))
    return false;
  auto_vector_modes modes;
  targetm.vectorize.autovectorize_vector_modes (&modes, true);
  if (modes.is_empty ())
    modes.safe_push (targetm.vectorize.preferred_simd_mode (QImode));
  for (machine_mode m : modes)
    if (VECTOR_MODE_P (m)
	&& known_eq (GET_MODE_SIZE (m), GET_MODE_SIZE (mode)))
      return true;
  return false;
}

/* Whether .MASK_LOAD (IS_LOAD) or .MASK_STORE works for VECTYPE.  */

bool
target_mask_load_store_p (tree vectype, bool is_load)
{
  if (!VECTOR_MODE_P (TYPE_MODE (vectype)))
    return false;
  tree mask = target_mask_type (vectype);
  return can_vec_mask_load_store_p (TYPE_MODE (vectype), TYPE_MODE (mask),
				    is_load);
}

/* The cost in cycles of one masked store (.MASK_STORE) of a register of
   VECTYPE (or NULL_TREE) whose mask is a vector of lanes as wide as the
   data (AVX's vmaskmovps, vpmaskmovd), for the processor GCC tunes for.
   AMD's Zen 1 to 3, the last GCC 12 tunes for, microcode it: on Zen 3 it
   takes about 14 cycles for 256 bits and 6 for 128, where a plain store
   takes one.  Intel's processors from Sandy Bridge on do it in one or two
   (as does Zen 5: four of them ran in about four cycles); tuned for
   processors in general (-mtune=generic), some of which microcode it,
   the cost is that of several plain stores.  */

double
target_masked_store_cycles (tree vectype)
{
#ifdef OPTION_MASK_ISA_AVX2
  /* The bits of one register of it.  */
  unsigned HOST_WIDE_INT bits = 0;
  if (vectype && tree_fits_uhwi_p (TYPE_SIZE (vectype)))
    bits = (tree_to_uhwi (TYPE_SIZE (vectype))
	    / target_vector_op_pieces (vectype, false));
  switch (ix86_tune)
    {
    case PROCESSOR_BDVER1:
    case PROCESSOR_BDVER2:
    case PROCESSOR_BDVER3:
    case PROCESSOR_BDVER4:
    case PROCESSOR_BTVER2:
    case PROCESSOR_ZNVER1:
    case PROCESSOR_ZNVER2:
    case PROCESSOR_ZNVER3:
      return bits > 128 ? 14.0 : 6.0;
    case PROCESSOR_SANDYBRIDGE:
    case PROCESSOR_HASWELL:
    case PROCESSOR_SKYLAKE:
    case PROCESSOR_SKYLAKE_AVX512:
    case PROCESSOR_CANNONLAKE:
    case PROCESSOR_ICELAKE_CLIENT:
    case PROCESSOR_ICELAKE_SERVER:
    case PROCESSOR_CASCADELAKE:
    case PROCESSOR_TIGERLAKE:
    case PROCESSOR_COOPERLAKE:
    case PROCESSOR_SAPPHIRERAPIDS:
    case PROCESSOR_ALDERLAKE:
    case PROCESSOR_ROCKETLAKE:
    case PROCESSOR_INTEL:
      return 2.0;
    default:
      break;
    }
#endif
  (void) vectype;
  return 6.0;
}

/* Whether masked stores of registers of VECTYPE whose masks are vectors
   of lanes get a path of plain stores for the chunks whose lanes are all
   active (storepaths.cc): where a masked store costs several plain ones
   (target_masked_store_cycles).  The path's test costs about a cycle in
   every chunk; where a masked store costs one or two, that is about all
   the path can gain when the lanes agree, and it is lost where they do
   not (a conditional store of random lanes ran 1.35 times as long with
   the path, with -march=haswell on Zen 5).  */

bool
target_masked_store_full_path_p (tree vectype)
{
  return target_masked_store_cycles (vectype) >= 4.0;
}

/* Whether VEC_COND_EXPR <MASKTYPE, VECTYPE, VECTYPE> expands to a blend.  */

bool
target_vcond_mask_p (tree vectype, tree masktype)
{
  return VECTOR_MODE_P (TYPE_MODE (vectype))
	 && expand_vec_cond_expr_p (vectype, masktype, ERROR_MARK);
}

/* Whether a GIMPLE_COND can compare a value of MASKTYPE with zero
   directly (GCC-NOTES §1.6: without cbranch for the mode it is an ICE).  */

bool
target_cbranch_p (tree masktype)
{
  machine_mode mode = TYPE_MODE (masktype);
  if (mode == BLKmode)
    return false;
  return optab_handler (cbranch_optab, mode) != CODE_FOR_nothing;
}

/* The target's gather builtin for VECTYPE with indices of INDEX_TYPE and
   SCALE, or NULL_TREE.  */

tree
target_builtin_gather (tree vectype, tree index_type, int scale)
{
  if (!VECTOR_MODE_P (TYPE_MODE (vectype))
      || !targetm.vectorize.builtin_gather)
    return NULL_TREE;
  return targetm.vectorize.builtin_gather (vectype, index_type, scale);
}

/* The target's scatter builtin, or NULL_TREE.  */

tree
target_builtin_scatter (tree vectype, tree index_type, int scale)
{
  if (!VECTOR_MODE_P (TYPE_MODE (vectype))
      || !targetm.vectorize.builtin_scatter)
    return NULL_TREE;
  return targetm.vectorize.builtin_scatter (vectype, index_type, scale);
}

/* Whether the reduction internal function FN is supported on VECTYPE.  */

bool
target_reduc_p (internal_fn fn, tree vectype)
{
  return VECTOR_MODE_P (TYPE_MODE (vectype))
	 && direct_internal_fn_supported_p (fn, vectype, OPTIMIZE_FOR_SPEED);
}

/* The scalar type of the data STMT works on, for choosing the vector
   factor, or NULL_TREE.  */

tree
target_stmt_scalar_type (gimple *stmt)
{
  if (gassign *a = dyn_cast <gassign *> (stmt))
    {
      if (gimple_store_p (stmt))
	return TREE_TYPE (gimple_assign_rhs1 (a));
      if (TREE_CODE_CLASS (gimple_assign_rhs_code (a)) == tcc_comparison)
	return TREE_TYPE (gimple_assign_rhs1 (a));
      return TREE_TYPE (gimple_assign_lhs (a));
    }
  if (gcall *c = dyn_cast <gcall *> (stmt))
    if (gimple_call_lhs (c))
      return TREE_TYPE (gimple_call_lhs (c));
  return NULL_TREE;
}

/* The ISA suffix of the SLEEF variant to use for vectors of NUNITS (or
   fewer) lanes of float (SINGLE) or double, and in *LANES the lane count of
   that variant; NULL if the target has none.  */

const char *
target_sleef_isa (bool single, unsigned nunits, unsigned *lanes)
{
#ifdef OPTION_MASK_ISA_AVX2
  unsigned elt_bits = single ? 32 : 64;
  unsigned bits = nunits * elt_bits;
  if (TARGET_AVX512F && bits >= 512)
    {
      *lanes = 512 / elt_bits;
      return "avx512f";
    }
  if (TARGET_AVX && bits >= 256)
    {
      *lanes = 256 / elt_bits;
      return TARGET_AVX2 && TARGET_FMA ? "avx2" : "avx";
    }
  if (TARGET_SSE2 && bits >= 128)
    {
      *lanes = 128 / elt_bits;
      if (TARGET_AVX2 && TARGET_FMA)
	return "avx2128";
      return TARGET_SSE4_1 ? "sse4" : "sse2";
    }
#endif
  (void) single;
  (void) nunits;
  (void) lanes;
  return NULL;
}

/* The number of lanes of the target's preferred vector for scalar type T,
   or 0.  */

static unsigned
preferred_lanes (tree t)
{
  tree elt = vector_element_type (t);
  if (!elt || !is_a <scalar_mode> (TYPE_MODE (elt)))
    return 0;
  machine_mode vmode
    = targetm.vectorize.preferred_simd_mode (as_a <scalar_mode>
					     (TYPE_MODE (elt)));
  if (!VECTOR_MODE_P (vmode))
    return 0;
  unsigned HOST_WIDE_INT n;
  if (!GET_MODE_NUNITS (vmode).is_constant (&n))
    return 0;
  return (unsigned) n;
}

/* The number of lanes of the widest vector for scalar type T that the
   target supports natively (in registers, with moves), at least
   preferred_lanes (T): on x86 with AVX-512 GCC prefers 256-bit vectors
   but 512-bit ones are there.  */

static unsigned
widest_lanes (tree t)
{
  unsigned n = preferred_lanes (t);
  if (!n)
    return 0;
  scalar_mode emode = as_a <scalar_mode> (TYPE_MODE (vector_element_type (t)));
  for (unsigned m = 2 * n; m <= 64; m *= 2)
    {
      machine_mode vmode;
      if (!mode_for_vector (emode, m).exists (&vmode)
	  || !VECTOR_MODE_P (vmode)
	  || !targetm.vector_mode_supported_p (vmode)
	  || optab_handler (mov_optab, vmode) == CODE_FOR_nothing)
	break;
      n = m;
    }
  return n;
}

/* Whether STMT computes data that will be vectors: a varying result, or
   a store of a varying value or to varying addresses.  */

bool
vector_data_stmt_p (region *r, gimple *stmt)
{
  if (gimple_store_p (stmt))
    return !shape_uniform_p (shape_of_operand (r, gimple_assign_rhs1 (stmt)))
	   || !shape_uniform_p (shape_of_address (r, gimple_assign_lhs (stmt)));
  tree lhs = gimple_get_lhs (stmt);
  return lhs && TREE_CODE (lhs) == SSA_NAME
	 && shape_varying_p (region_shape (r, lhs))
	 && !bitmap_bit_p (r->address_only, SSA_NAME_VERSION (lhs));
}

/* How many operations of the target a vector operation with a result of
   TYPE becomes: one for types with a vector mode (and AVX-512 masks); for
   generic vectors, which GCC's vector lowering splits, one per piece of
   the widest vector the target has for the element type, or one per lane
   when LANEWISE (the lowering does comparisons and selects of generic
   vectors lane by lane) or when the target has no vectors of it.  */

unsigned
target_vector_op_pieces (tree type, bool lanewise)
{
  if (!VECTOR_TYPE_P (type))
    return 1;
  machine_mode mode = TYPE_MODE (type);
  unsigned HOST_WIDE_INT n;
  if (!TYPE_VECTOR_SUBPARTS (type).is_constant (&n))
    return 1;
  if (VECTOR_MODE_P (mode)
      || (VECTOR_BOOLEAN_TYPE_P (type) && target_bitmask_p (type)))
    return 1;
  if (lanewise || VECTOR_BOOLEAN_TYPE_P (type))
    return n;
  unsigned w = widest_lanes (TREE_TYPE (type));
  return w > 1 ? (n + w - 1) / w : n;
}

/* Whether the widest vectors pay for R's loop (option width=auto, after
   the divergence analysis): it has inner loops, whose iterations multiply
   the work of each vector iteration (Mandelbrot, searches), or it does at
   least two vector operations per vector memory access.  Loops that
   stream through memory gain nothing from wider registers (the memory
   bandwidth bounds them), and 512-bit instructions lower the clock of
   many x86 processors; that is why GCC prefers 256-bit vectors there.
   Wider vectors do not add to register pressure: one value is still one
   register.  */

static bool
compute_bound_p (region *r)
{
  if (r->loop->inner)
    return true;
  unsigned ops = 0, accesses = 0;
  for (basic_block bb : r->body)
    for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	 gsi_next (&gsi))
      {
	gimple *stmt = gsi_stmt (gsi);
	if (is_gimple_debug (stmt) || !vector_data_stmt_p (r, stmt))
	  continue;
	if (gimple_vuse (stmt)
	    && (gimple_store_p (stmt) || gimple_assign_load_p (stmt)))
	  accesses++;
	else if (is_gimple_call (stmt))
	  ops += 4;
	else if (is_gimple_assign (stmt)
		 && !gimple_assign_ssa_name_copy_p (stmt)
		 && !CONVERT_EXPR_CODE_P (gimple_assign_rhs_code (stmt)))
	  ops++;
      }
  return ops >= 2 * accesses;
}

/* Choose the vector factor of R: the forced one (option vf=), the clone's
   simdlen in a declare simd clone, the simdlen clause, or else the lane
   count of a vector of the target for the widest element type of the
   loop's vector data, so that every vector fits one register: the
   target's preferred vector, or its widest one (option width=, by default
   where compute_bound_p says it pays).  With
   FINAL false, before the divergence analysis, the largest candidate is
   returned (the analysis needs some factor; a larger one is the cautious
   choice for comparisons).  Capped by safelen.  Returns 0 and records a
   reason if no factor fits.  */

unsigned
target_choose_vf (region *r, bool final)
{
  class loop *loop = r->loop;
  unsigned safelen = loop->safelen > 0 ? (unsigned) loop->safelen : 1;
  unsigned vf = 0;
  cgraph_node *node = cgraph_node::get (r->fun->decl);

  if (lockstep_opts.vf)
    {
      if (lockstep_opts.vf > safelen)
	{
	  region_fail (r, UNKNOWN_LOCATION,
		       "vf=%u exceeds the loop's safelen %u",
		       lockstep_opts.vf, safelen);
	  return 0;
	}
      return lockstep_opts.vf;
    }
  if (node && node->simdclone
      && node->simdclone->simdlen.is_constant ()
      && node->simdclone->simdlen.to_constant () > 1)
    vf = node->simdclone->simdlen.to_constant ();
  else if (loop->simdlen > 1)
    /* simdlen is a preference: the largest power of two not above it
       (vectors of other lane counts have no mode).  */
    vf = 1u << floor_log2 (MIN ((unsigned) loop->simdlen,
				(unsigned) LOCKSTEP_MAX_VF));
  else
    {
      /* Before the analysis, with width=auto, the widest: the larger
	 factor is the cautious one.  */
      bool widest = (lockstep_opts.width == LOCKSTEP_WIDTH_WIDEST
		     || (lockstep_opts.width == LOCKSTEP_WIDTH_AUTO
			 && (!final || compute_bound_p (r))));
      gimple *generic = NULL;
      for (basic_block bb : r->body)
	for (gimple_stmt_iterator gsi = gsi_start_bb (bb); !gsi_end_p (gsi);
	     gsi_next (&gsi))
	  {
	    gimple *stmt = gsi_stmt (gsi);
	    if (final && !vector_data_stmt_p (r, stmt))
	      continue;
	    tree t = target_stmt_scalar_type (stmt);
	    if (!t)
	      continue;
	    unsigned n = widest ? widest_lanes (t) : preferred_lanes (t);
	    if (final && n == 0 && !generic && vector_element_type (t))
	      generic = stmt;
	    if (n > 1 && (vf == 0 || (final ? n < vf : n > vf)))
	      vf = n;
	  }
      if (vf == 0 && generic)
	{
	  /* Only generic vectors, which GCC splits into scalars: never
	     faster than the scalar loop (targets without vector
	     registers, such as i686 without SSE).  */
	  region_fail (r, gimple_location (generic),
		       "not profitable: the target has no vector registers "
		       "for values of type '%s'",
		       tree_str (target_stmt_scalar_type (generic)));
	  return 0;
	}
      if (vf == 0)
	vf = MAX (preferred_lanes (integer_type_node), 2u);
    }
  if (vf > safelen)
    vf = 1u << floor_log2 (safelen);
  if (vf < 2)
    {
      region_fail (r, UNKNOWN_LOCATION,
		   "safelen %u leaves no room for a vector", safelen);
      return 0;
    }
  return vf;
}
