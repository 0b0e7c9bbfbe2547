/*
 * checks.h - the parts of the ThreadSanitizer workout (threads_check.c runs them all); each
 * returns 0 when it passed.
 */
#ifndef TESSERA_TESTS_THREADS_CHECKS_H
#define TESSERA_TESTS_THREADS_CHECKS_H

int check_two_engines(void);

#endif
