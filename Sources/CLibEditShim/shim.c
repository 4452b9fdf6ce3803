#include "clibedit_shim.h"

#include <stddef.h>

FILE *archlab_stdio(int fd) {
    switch (fd) {
    case 0: return stdin;
    case 1: return stdout;
    case 2: return stderr;
    default: return NULL;
    }
}

int archlab_el_set_prompt(EditLine *el, archlab_prompt_fn fn, char marker) {
    return el_set(el, EL_PROMPT_ESC, fn, marker);
}

int archlab_el_set_rprompt(EditLine *el, archlab_prompt_fn fn, char marker) {
    return el_set(el, EL_RPROMPT_ESC, fn, marker);
}

int archlab_el_set_editor(EditLine *el, const char *mode) {
    return el_set(el, EL_EDITOR, mode);
}

int archlab_el_set_signal(EditLine *el, int on) {
    return el_set(el, EL_SIGNAL, on);
}

int archlab_el_set_history(EditLine *el, History *h) {
    return el_set(el, EL_HIST, history, h);
}

int archlab_el_set_clientdata(EditLine *el, void *data) {
    return el_set(el, EL_CLIENTDATA, data);
}

void *archlab_el_get_clientdata(EditLine *el) {
    void *data = NULL;
    if (el_get(el, EL_CLIENTDATA, &data) != 0) return NULL;
    return data;
}

int archlab_el_addfn(EditLine *el, const char *name, const char *help, archlab_key_fn fn) {
    return el_set(el, EL_ADDFN, name, help, fn);
}

int archlab_el_bind(EditLine *el, const char *key, const char *fn) {
    return el_set(el, EL_BIND, key, fn, (const char *)NULL);
}

int archlab_el_set_getcfn(EditLine *el, archlab_read_fn fn) {
    return el_wset(el, EL_GETCFN, fn);
}

int archlab_el_bind_char(EditLine *el, wchar_t key, const char *fn, int alternate) {
    wchar_t wide_key[2] = { key, 0 };
    wchar_t wide_fn[64];
    size_t i = 0;
    for (; fn[i] != '\0' && i < 63; i++) wide_fn[i] = (wchar_t)(unsigned char)fn[i];
    wide_fn[i] = 0;
    if (alternate) return el_wset(el, EL_BIND, L"-a", wide_key, wide_fn, (const wchar_t *)NULL);
    return el_wset(el, EL_BIND, wide_key, wide_fn, (const wchar_t *)NULL);
}

int archlab_el_setty(EditLine *el, const char *mode, const char *flag) {
    return el_set(el, EL_SETTY, mode, flag, (const char *)NULL);
}

int archlab_el_prep_term(EditLine *el, int editing) {
    return el_set(el, EL_PREP_TERM, editing);
}

int archlab_el_terminal_columns(EditLine *el, int fallback) {
    int columns = 0;
    if (el_get(el, EL_GETTC, "co", &columns, (void *)NULL) != 0 || columns <= 0) return fallback;
    return columns;
}

int archlab_history_set_size(History *h, int size) {
    HistEvent ev;
    return history(h, &ev, H_SETSIZE, size);
}

int archlab_history_set_unique(History *h, int unique) {
    HistEvent ev;
    return history(h, &ev, H_SETUNIQUE, unique);
}

int archlab_history_count(History *h) {
    HistEvent ev;
    if (history(h, &ev, H_GETSIZE) != 0) return -1;
    return ev.num;
}

int archlab_history_enter(History *h, const char *line) {
    HistEvent ev;
    return history(h, &ev, H_ENTER, line);
}

int archlab_history_load(History *h, const char *path) {
    HistEvent ev;
    return history(h, &ev, H_LOAD, path);
}

int archlab_history_save_fp(History *h, FILE *fp) {
    HistEvent ev;
    return history(h, &ev, H_SAVE_FP, fp);
}

static int archlab_history_step(History *h, int op, const char **line) {
    HistEvent ev;
    if (history(h, &ev, op) != 0) return -1;
    *line = ev.str;
    return 0;
}

int archlab_history_oldest(History *h, const char **line) {
    return archlab_history_step(h, H_LAST, line);
}

int archlab_history_newer(History *h, const char **line) {
    return archlab_history_step(h, H_PREV, line);
}

int archlab_history_newest(History *h, const char **line) {
    return archlab_history_step(h, H_FIRST, line);
}
