/*
 * book_tool.h - the `tessera book ...` command line: building and listing opening books.
 */
#ifndef TESSERA_BOOK_TOOL_H
#define TESSERA_BOOK_TOOL_H

/* argv: the words after `tessera book`; returns the process exit status. */
int book_tool_run(int argc, char **argv);
/* Its usage text (ends with a newline). */
const char *book_tool_usage(void);

#endif
