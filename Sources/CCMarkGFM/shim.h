#ifndef GHLITE_CCMARKGFM_SHIM_H
#define GHLITE_CCMARKGFM_SHIM_H

#include <cmark-gfm.h>
#include <cmark-gfm-core-extensions.h>
#include <cmark-gfm_version.h>
#include <dlfcn.h>
#include <stdbool.h>
#include <stdint.h>

/*
 * cmark-gfm (GitHub's Markdown parser) is opened with dlopen when a body is first rendered, as libcurl is
 * (see CCurl/shim.h): a command that shows no Markdown never loads it. The library's file name is taken from
 * the headers' version, which Debian's packages give the same number as the library they install.
 */

struct ghlite_cmark_api {
    void (*_Nonnull ensure_extensions_registered)(void);
    cmark_syntax_extension *_Nullable (*_Nonnull find_syntax_extension)(const char *_Nonnull name);
    cmark_parser *_Nullable (*_Nonnull parser_new)(int options);
    int (*_Nonnull parser_attach_syntax_extension)(cmark_parser *_Nonnull, cmark_syntax_extension *_Nonnull);
    void (*_Nonnull parser_feed)(cmark_parser *_Nonnull, const char *_Nonnull buffer, size_t length);
    cmark_node *_Nullable (*_Nonnull parser_finish)(cmark_parser *_Nonnull);
    void (*_Nonnull parser_free)(cmark_parser *_Nonnull);
    void (*_Nonnull node_free)(cmark_node *_Nonnull);
    cmark_node *_Nullable (*_Nonnull node_first_child)(cmark_node *_Nonnull);
    cmark_node *_Nullable (*_Nonnull node_next)(cmark_node *_Nonnull);
    const char *_Nullable (*_Nonnull node_get_type_string)(cmark_node *_Nonnull);
    const char *_Nullable (*_Nonnull node_get_literal)(cmark_node *_Nonnull);
    const char *_Nullable (*_Nonnull node_get_url)(cmark_node *_Nonnull);
    int (*_Nonnull node_get_heading_level)(cmark_node *_Nonnull);
    cmark_list_type (*_Nonnull node_get_list_type)(cmark_node *_Nonnull);
    int (*_Nonnull node_get_list_start)(cmark_node *_Nonnull);
    int (*_Nonnull node_get_list_tight)(cmark_node *_Nonnull);
    uint16_t (*_Nonnull table_columns)(cmark_node *_Nonnull);
    uint8_t *_Nullable (*_Nonnull table_alignments)(cmark_node *_Nonnull);
    bool (*_Nonnull tasklist_item_checked)(cmark_node *_Nonnull);
};

/* Loads cmark-gfm and its extensions once; returns NULL (and sets *error) when they cannot be loaded. */
static inline const struct ghlite_cmark_api *_Nullable ghlite_cmark_load(const char *_Nullable *_Nullable error) {
    static struct ghlite_cmark_api api;
    static int state = 0; /* 0: not tried, 1: loaded, -1: failed */
    static const char *failure = NULL;
    if (state == 0) {
        void *core = dlopen("libcmark-gfm.so." CMARK_GFM_VERSION_STRING, RTLD_LAZY | RTLD_LOCAL);
        void *extensions = core ? dlopen("libcmark-gfm-extensions.so." CMARK_GFM_VERSION_STRING,
                                         RTLD_LAZY | RTLD_LOCAL) : NULL;
        if (core == NULL || extensions == NULL) {
            failure = dlerror();
            state = -1;
        } else {
#define GHLITE_CMARK_BIND(field, library, symbol) \
            *(void **)(&api.field) = dlsym(library, symbol); \
            if (api.field == NULL) state = -1;
            GHLITE_CMARK_BIND(ensure_extensions_registered, extensions, "cmark_gfm_core_extensions_ensure_registered")
            GHLITE_CMARK_BIND(find_syntax_extension, core, "cmark_find_syntax_extension")
            GHLITE_CMARK_BIND(parser_new, core, "cmark_parser_new")
            GHLITE_CMARK_BIND(parser_attach_syntax_extension, core, "cmark_parser_attach_syntax_extension")
            GHLITE_CMARK_BIND(parser_feed, core, "cmark_parser_feed")
            GHLITE_CMARK_BIND(parser_finish, core, "cmark_parser_finish")
            GHLITE_CMARK_BIND(parser_free, core, "cmark_parser_free")
            GHLITE_CMARK_BIND(node_free, core, "cmark_node_free")
            GHLITE_CMARK_BIND(node_first_child, core, "cmark_node_first_child")
            GHLITE_CMARK_BIND(node_next, core, "cmark_node_next")
            GHLITE_CMARK_BIND(node_get_type_string, core, "cmark_node_get_type_string")
            GHLITE_CMARK_BIND(node_get_literal, core, "cmark_node_get_literal")
            GHLITE_CMARK_BIND(node_get_url, core, "cmark_node_get_url")
            GHLITE_CMARK_BIND(node_get_heading_level, core, "cmark_node_get_heading_level")
            GHLITE_CMARK_BIND(node_get_list_type, core, "cmark_node_get_list_type")
            GHLITE_CMARK_BIND(node_get_list_start, core, "cmark_node_get_list_start")
            GHLITE_CMARK_BIND(node_get_list_tight, core, "cmark_node_get_list_tight")
            GHLITE_CMARK_BIND(table_columns, extensions, "cmark_gfm_extensions_get_table_columns")
            GHLITE_CMARK_BIND(table_alignments, extensions, "cmark_gfm_extensions_get_table_alignments")
            GHLITE_CMARK_BIND(tasklist_item_checked, extensions, "cmark_gfm_extensions_get_tasklist_item_checked")
#undef GHLITE_CMARK_BIND
            if (state < 0) {
                failure = "cmark-gfm lacks a function gh-lite needs";
            } else {
                api.ensure_extensions_registered();
                state = 1;
            }
        }
    }
    if (state < 0) {
        if (error) *error = failure;
        return NULL;
    }
    return &api;
}

#endif
