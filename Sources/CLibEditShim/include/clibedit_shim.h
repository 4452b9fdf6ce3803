#pragma once
/*
 * Plain C wrappers around libedit's variadic calls (el_set, el_get, history), which
 * Swift cannot call directly. Each wrapper does one documented el_set/el_get/history
 * operation and returns libedit's result (0 on success, -1 on failure unless noted).
 * Called only by ArchLabLineEditor.
 */
#include <stdio.h>
#include <wchar.h>
#include <histedit.h>

/* The C library's stdin (0), stdout (1) or stderr (2) stream; NULL for other fds.
 * Swift 6 cannot read the mutable globals `stdin`/`stdout` directly. */
FILE *archlab_stdio(int fd);

/* Prompt callbacks: the returned string must stay valid until the next call. */
typedef char *(*archlab_prompt_fn)(EditLine *);
/* Editor functions bound to keys: return one of libedit's CC_* codes. */
typedef unsigned char (*archlab_key_fn)(EditLine *, int);

/* EL_PROMPT_ESC: `marker` brackets invisible spans (colour escapes) in the prompt. */
int archlab_el_set_prompt(EditLine *el, archlab_prompt_fn fn, char marker);
/* EL_RPROMPT_ESC: the right-hand prompt, same marker rule. */
int archlab_el_set_rprompt(EditLine *el, archlab_prompt_fn fn, char marker);
/* EL_EDITOR: "emacs" or "vi". */
int archlab_el_set_editor(EditLine *el, const char *mode);
/* EL_SIGNAL: nonzero lets libedit restore the terminal on fatal signals and track SIGWINCH. */
int archlab_el_set_signal(EditLine *el, int on);
/* EL_HIST with libedit's own `history` function. */
int archlab_el_set_history(EditLine *el, History *h);
/* EL_CLIENTDATA set/get: an opaque pointer callbacks use to find their owner. */
int archlab_el_set_clientdata(EditLine *el, void *data);
void *archlab_el_get_clientdata(EditLine *el);
/* EL_ADDFN: registers a named editor function. */
int archlab_el_addfn(EditLine *el, const char *name, const char *help, archlab_key_fn fn);
/* EL_BIND: binds `key` (bind(1) syntax, e.g. "^I") to the editor function `fn`. */
int archlab_el_bind(EditLine *el, const char *key, const char *fn);
/* Character readers for EL_GETCFN: store one character in `*ch`; return 1, 0 at end of
 * input, or -1 on error (with errno set). */
typedef int (*archlab_read_fn)(EditLine *, wchar_t *);
/* EL_GETCFN: libedit asks `fn` for every character it reads; NULL restores its own reader. */
int archlab_el_set_getcfn(EditLine *el, archlab_read_fn fn);
/* EL_BIND of the single character `key` (any wchar_t, also one no keyboard sends) to the
 * editor function `fn`; nonzero `alternate` binds it in vi's command-mode map instead. */
int archlab_el_bind_char(EditLine *el, wchar_t key, const char *fn, int alternate);
/* EL_SETTY: `setty <mode> <flag>`, e.g. ("-d", "-isig") for edit mode (libedit supplies argv[0]). */
int archlab_el_setty(EditLine *el, const char *mode, const char *flag);
/* EL_PREP_TERM: nonzero puts the terminal in editing (raw) mode now, zero restores it. */
int archlab_el_prep_term(EditLine *el, int editing);
/* EL_GETTC "co": terminal width in columns, or `fallback` when unknown. */
int archlab_el_terminal_columns(EditLine *el, int fallback);

/* history(H_SETSIZE). */
int archlab_history_set_size(History *h, int size);
/* history(H_SETUNIQUE): nonzero drops an entry equal to the previous one. */
int archlab_history_set_unique(History *h, int unique);
/* history(H_GETSIZE): number of entries, or -1. */
int archlab_history_count(History *h);
/* history(H_ENTER). */
int archlab_history_enter(History *h, const char *line);
/* history(H_LOAD): entries added, or -1 (missing or unreadable file). */
int archlab_history_load(History *h, const char *path);
/* history(H_SAVE_FP): entries written, or -1. */
int archlab_history_save_fp(History *h, FILE *fp);
/* history(H_LAST) / H_PREV walk from oldest to newest. `*line` points into
 * libedit's storage and is valid until the history changes. */
int archlab_history_oldest(History *h, const char **line);
int archlab_history_newer(History *h, const char **line);
/* history(H_FIRST): the most recent entry. */
int archlab_history_newest(History *h, const char **line);
