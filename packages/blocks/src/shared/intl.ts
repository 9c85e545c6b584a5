// Intl formatters, made once per locale and options: constructing one costs far more than using it
// (a product page formats dozens of figures, dates and counts on every server render). And the
// figures blocks show again on every render of a page (a stat, a file size), formatted once: Intl's
// unit formatting took 1–2 % of a busy server's render of such a page.
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();
const formatted = new Map<string, string>();

function memo<V, T extends V>(table: Map<string, V>, key: string, make: () => T): T {
  let value = table.get(key) as T | undefined;
  if (value === undefined) {
    if (table.size > 300) table.clear();
    table.set(key, (value = make()));
  }
  return value;
}

/** A figure as `format` writes it, once per `key` (the locale, options and value it is made from). */
export const formattedOnce = (key: string, format: () => string): string => memo(formatted, key, format);

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  memo(made, `n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  memo(made, `d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const plurals = (locale: string): Intl.PluralRules =>
  memo(made, `p ${locale}`, () => new Intl.PluralRules(locale));
