// Exists so Swift reaches ICU's C API (plural rules, numbering systems) without importing ICU headers.
#include "icu_plural.h"

#include <string.h>
#include <unicode/upluralrules.h>
#include <unicode/unum.h>
#include <unicode/unumsys.h>
#include <unicode/ustring.h>

static int32_t failure(UErrorCode status) { return status > 0 ? -(int32_t)status : -1; }

int32_t psicu_plural_category(const char *locale, double value, int32_t fraction_digits, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) return failure(status);
    UChar keyword[32];
    int32_t length;
    if (fraction_digits > 0) {
        // Visible fraction digits change the category (English "1.0 items" is `other`), so ICU must see the formatted number.
        UNumberFormat *format = unum_open(UNUM_DECIMAL, NULL, 0, "en", NULL, &status);
        if (U_FAILURE(status)) { uplrules_close(rules); return failure(status); }
        unum_setAttribute(format, UNUM_MIN_FRACTION_DIGITS, fraction_digits);
        unum_setAttribute(format, UNUM_MAX_FRACTION_DIGITS, fraction_digits);
        length = uplrules_selectWithFormat(rules, value, format, keyword, 32, &status);
        unum_close(format);
    } else {
        length = uplrules_select(rules, value, keyword, 32, &status);
    }
    uplrules_close(rules);
    if (U_FAILURE(status)) return failure(status);
    if (length + 1 > capacity) return -1;
    u_UCharsToChars(keyword, out, length);
    out[length] = 0;
    return 0;
}

int32_t psicu_plural_categories(const char *locale, char *out, int32_t capacity) {
    UErrorCode status = U_ZERO_ERROR;
    UPluralRules *rules = uplrules_open(locale, &status);
    if (U_FAILURE(status)) return failure(status);
    UEnumeration *keywords = uplrules_getKeywords(rules, &status);
    if (U_FAILURE(status)) { uplrules_close(rules); return failure(status); }
    int32_t used = 0;
    const char *keyword;
    int32_t length = 0;
    out[0] = 0;
    while ((keyword = uenum_next(keywords, &length, &status)) != NULL && U_SUCCESS(status)) {
        if (used + length + 2 > capacity) break;
        if (used > 0) out[used++] = ' ';
        memcpy(out + used, keyword, (size_t)length);
        used += length;
        out[used] = 0;
    }
    uenum_close(keywords);
    uplrules_close(rules);
    return U_FAILURE(status) ? failure(status) : 0;
}

int32_t psicu_locale_digits(const char *locale, uint32_t digits[10]) {
    UErrorCode status = U_ZERO_ERROR;
    UNumberingSystem *system = unumsys_open(locale, &status);
    if (U_FAILURE(status)) return failure(status);
    if (unumsys_isAlgorithmic(system) || unumsys_getRadix(system) != 10) { unumsys_close(system); return 1; }
    UChar description[64];
    int32_t length = unumsys_getDescription(system, description, 64, &status);
    unumsys_close(system);
    if (U_FAILURE(status)) return failure(status);
    int32_t index = 0;
    for (int32_t i = 0; i < length && index < 10; ) {
        UChar32 c;
        U16_NEXT(description, i, length, c);
        digits[index++] = (uint32_t)c;
    }
    return index == 10 ? 0 : -1;
}
