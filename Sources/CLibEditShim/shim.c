#include "clibedit_shim.h"
