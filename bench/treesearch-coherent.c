/* Benchmark kernel: treesearch.c with the queries in the order of the
   leaves of a tree built over them (neighbouring queries are neighbours in
   the plane), as SIMD tree traversals order their queries or rays: the
   lanes of one vector walk similar paths, so fewer of them idle while the
   others finish.  The same queries as treesearch; the counts are summed
   over the same set, the checksum is the same.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

/* bench-flags: -ffp-contract=off */

#define TREESEARCH_COHERENT 1
#include "treesearch.c"
