#ifndef GHLITE_CCURL_SHIM_H
#define GHLITE_CCURL_SHIM_H

#include <curl/curl.h>
#include <dlfcn.h>
#include <stddef.h>

/*
 * gh-lite calls libcurl only through these wrappers, for two reasons:
 *  - Swift cannot call C variadic functions, so curl_easy_setopt and curl_easy_getinfo get one typed,
 *    non-variadic wrapper per argument type;
 *  - libcurl and the ~35 libraries it pulls in cost ~8 ms to load, so it is opened with dlopen on the
 *    first request instead of at start-up: `gh-lite --help` or a usage error never pays for it.
 *    RTLD_LAZY binds each function those libraries call when it is first called, not all of them at
 *    load: a request uses few, and that saves ~2.5 ms per command.
 */

typedef size_t (*ghlite_curl_data_callback)(char *data, size_t size, size_t count, void *userdata);
typedef int (*ghlite_curl_progress_callback)(void *userdata, curl_off_t download_total, curl_off_t downloaded,
                                             curl_off_t upload_total, curl_off_t uploaded);

struct ghlite_curl_api {
    CURLcode (*global_init)(long);
    CURL *(*easy_init)(void);
    void (*easy_cleanup)(CURL *);
    void (*easy_reset)(CURL *);
    CURLcode (*easy_perform)(CURL *);
    CURLcode (*easy_setopt)(CURL *, CURLoption, ...);
    CURLcode (*easy_getinfo)(CURL *, CURLINFO, ...);
    const char *(*easy_strerror)(CURLcode);
    struct curl_slist *(*slist_append)(struct curl_slist *, const char *);
    void (*slist_free_all)(struct curl_slist *);
};

/* Loads libcurl once and initialises it; returns NULL (and sets *error) when it cannot be loaded. */
static inline const struct ghlite_curl_api *ghlite_curl_load(const char **error) {
    static struct ghlite_curl_api api;
    static int state = 0; /* 0: not tried, 1: loaded, -1: failed */
    static const char *failure = NULL;
    if (state == 0) {
        void *library = dlopen("libcurl.so.4", RTLD_LAZY | RTLD_LOCAL);
        if (library == NULL) {
            failure = dlerror();
            state = -1;
        } else {
            api.global_init = (CURLcode (*)(long))dlsym(library, "curl_global_init");
            api.easy_init = (CURL *(*)(void))dlsym(library, "curl_easy_init");
            api.easy_cleanup = (void (*)(CURL *))dlsym(library, "curl_easy_cleanup");
            api.easy_reset = (void (*)(CURL *))dlsym(library, "curl_easy_reset");
            api.easy_perform = (CURLcode (*)(CURL *))dlsym(library, "curl_easy_perform");
            api.easy_setopt = (CURLcode (*)(CURL *, CURLoption, ...))dlsym(library, "curl_easy_setopt");
            api.easy_getinfo = (CURLcode (*)(CURL *, CURLINFO, ...))dlsym(library, "curl_easy_getinfo");
            api.easy_strerror = (const char *(*)(CURLcode))dlsym(library, "curl_easy_strerror");
            api.slist_append = (struct curl_slist *(*)(struct curl_slist *, const char *))dlsym(library, "curl_slist_append");
            api.slist_free_all = (void (*)(struct curl_slist *))dlsym(library, "curl_slist_free_all");
            if (!api.global_init || !api.easy_init || !api.easy_cleanup || !api.easy_reset || !api.easy_perform
                || !api.easy_setopt || !api.easy_getinfo || !api.easy_strerror || !api.slist_append
                || !api.slist_free_all) {
                failure = "libcurl.so.4 lacks a function gh-lite needs";
                state = -1;
            } else {
                api.global_init(CURL_GLOBAL_DEFAULT);
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

/* The functions below may only be called after ghlite_curl_load succeeded. */
static inline const struct ghlite_curl_api *ghlite_curl(void) { return ghlite_curl_load(NULL); }

static inline CURL *ghlite_curl_easy_init(void) { return ghlite_curl()->easy_init(); }
static inline void ghlite_curl_easy_cleanup(CURL *handle) { ghlite_curl()->easy_cleanup(handle); }
static inline void ghlite_curl_easy_reset(CURL *handle) { ghlite_curl()->easy_reset(handle); }
static inline CURLcode ghlite_curl_easy_perform(CURL *handle) { return ghlite_curl()->easy_perform(handle); }
static inline const char *ghlite_curl_easy_strerror(CURLcode code) { return ghlite_curl()->easy_strerror(code); }

static inline struct curl_slist *ghlite_curl_slist_append(struct curl_slist *list, const char *text) {
    return ghlite_curl()->slist_append(list, text);
}

static inline void ghlite_curl_slist_free_all(struct curl_slist *list) { ghlite_curl()->slist_free_all(list); }

static inline CURLcode ghlite_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return ghlite_curl()->easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return ghlite_curl()->easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return ghlite_curl()->easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return ghlite_curl()->easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_callback(CURL *handle, CURLoption option, ghlite_curl_data_callback value) {
    return ghlite_curl()->easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_progress(CURL *handle, CURLoption option, ghlite_curl_progress_callback value) {
    return ghlite_curl()->easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return ghlite_curl()->easy_getinfo(handle, info, value);
}

static inline CURLcode ghlite_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return ghlite_curl()->easy_getinfo(handle, info, value);
}

#endif
