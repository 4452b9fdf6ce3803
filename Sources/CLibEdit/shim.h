/* Umbrella for the system libedit (pkg-config `libedit`, Debian `libedit-dev`).
 * histedit.h is the native editline API; readline.h compatibility is not used. */
#include <histedit.h>
