// CLDR plural rules and numbering-system digits from the system ICU, behind a header that uses only
// stdint types: ICU's own headers clash with the ICU bundled in Foundation when both reach one Swift module.
#ifndef PROOFSHEET_ICU_PLURAL_H
#define PROOFSHEET_ICU_PLURAL_H

#include <stdint.h>

/// Writes the CLDR cardinal plural category ("zero", "one", "two", "few", "many", "other") of `value`,
/// shown with `fraction_digits` visible decimals, for `locale` (a BCP 47 or ICU id) into `out`
/// (NUL-terminated). Returns 0 on success, a negative ICU error code otherwise.
int32_t psicu_plural_category(const char *locale, double value, int32_t fraction_digits, char *out, int32_t capacity);

/// Writes the plural categories `locale`'s cardinal rules use, separated by spaces, into `out`.
/// Returns 0 on success, a negative ICU error code otherwise.
int32_t psicu_plural_categories(const char *locale, char *out, int32_t capacity);

/// Writes the ten digits (as Unicode scalar values) of `locale`'s default numbering system into `digits`.
/// Returns 0 on success, 1 when the numbering system is algorithmic (no digit table), a negative ICU error code otherwise.
int32_t psicu_locale_digits(const char *locale, uint32_t digits[10]);

#endif
