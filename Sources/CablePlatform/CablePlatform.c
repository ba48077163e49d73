// The declarations live in include/CablePlatform.h as static inline wrappers; SwiftPM needs one
// source file to build the target.
#include "CablePlatform.h"
