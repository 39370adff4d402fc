#ifndef GHLITE_CCURL_SHIM_H
#define GHLITE_CCURL_SHIM_H

#include <curl/curl.h>

/*
 * Swift cannot call C variadic functions, so curl_easy_setopt and curl_easy_getinfo
 * get one typed, non-variadic wrapper per argument type.
 */

typedef size_t (*ghlite_curl_data_callback)(char *data, size_t size, size_t count, void *userdata);

static inline CURLcode ghlite_curl_setopt_long(CURL *handle, CURLoption option, long value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_string(CURL *handle, CURLoption option, const char *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_pointer(CURL *handle, CURLoption option, void *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_slist(CURL *handle, CURLoption option, struct curl_slist *value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_off_t(CURL *handle, CURLoption option, curl_off_t value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_setopt_callback(CURL *handle, CURLoption option, ghlite_curl_data_callback value) {
    return curl_easy_setopt(handle, option, value);
}

static inline CURLcode ghlite_curl_getinfo_long(CURL *handle, CURLINFO info, long *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode ghlite_curl_getinfo_off_t(CURL *handle, CURLINFO info, curl_off_t *value) {
    return curl_easy_getinfo(handle, info, value);
}

static inline CURLcode ghlite_curl_getinfo_string(CURL *handle, CURLINFO info, char **value) {
    return curl_easy_getinfo(handle, info, value);
}

#endif
