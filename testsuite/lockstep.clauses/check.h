/* Helpers for lockstep run tests: the same as the uniform tests'.
   Copyright (C) 2026 The lockstep authors.
   This file is part of lockstep, GPLv3 or later.  */

#include "../lockstep.uniform/check.h"
