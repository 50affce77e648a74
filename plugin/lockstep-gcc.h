/* GCC headers used by every lockstep source file, in the order they need.
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

#ifndef LOCKSTEP_GCC_H
#define LOCKSTEP_GCC_H

#include "gcc-plugin.h"
#include "backend.h"
#include "rtl.h"
#include "tree.h"
#include "gimple.h"
#include "ssa.h"
#include "tree-pass.h"
#include "context.h"
#include "cfghooks.h"
#include "expmed.h"
#include "insn-codes.h"
#include "optabs-query.h"
#include "optabs-tree.h"
#include "gimple-pretty-print.h"
#include "tree-pretty-print.h"
#include "alias.h"
#include "fold-const.h"
#include "stor-layout.h"
#include "gimple-fold.h"
#include "gimplify.h"
#include "gimple-iterator.h"
#include "gimplify-me.h"
#include "tree-cfg.h"
#include "tree-into-ssa.h"
#include "tree-ssa.h"
#include "cfgloop.h"
#include "cfgloopmanip.h"
#include "tree-data-ref.h"
#include "tree-scalar-evolution.h"
#include "tree-chrec.h"
#include "tree-ssa-loop.h"
#include "tree-ssa-loop-niter.h"
#include "tree-ssa-loop-ivopts.h"
#include "tree-ssa-loop-manip.h"
#include "tree-ssa-address.h"
#include "cfganal.h"
#include "cgraph.h"
#include "attribs.h"
#include "dumpfile.h"
#include "diagnostic-core.h"
#include "langhooks.h"
#include "builtins.h"
#include "calls.h"
#include "internal-fn.h"
#include "target.h"
#include "tree-vector-builder.h"
#include "vec-perm-indices.h"
#include "tree-vectorizer.h"
#include "tree-eh.h"
#include "tree-dfa.h"
#include "dominance.h"
#include "omp-general.h"

#endif /* LOCKSTEP_GCC_H */
