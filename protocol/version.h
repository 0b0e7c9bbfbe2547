/*
 * version.h - the version reported by `uci` and `help`.
 */
#ifndef TESSERA_VERSION_H
#define TESSERA_VERSION_H

#define TESSERA_VERSION "0.1.0"

#endif
