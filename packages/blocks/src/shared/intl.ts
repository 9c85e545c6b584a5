// Intl formatters, made once per locale and options: constructing one costs far more than using it
// (a product page formats dozens of figures, dates and counts on every server render).
const made = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>();

function memo<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.PluralRules>(
  key: string,
  make: () => T,
): T {
  let value = made.get(key) as T | undefined;
  if (!value) {
    if (made.size > 300) made.clear();
    made.set(key, (value = make()));
  }
  return value;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  memo(`n ${locale} ${JSON.stringify(options)}`, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (
  locale: string,
  options: Intl.DateTimeFormatOptions = {},
): Intl.DateTimeFormat =>
  memo(`d ${locale} ${JSON.stringify(options)}`, () => new Intl.DateTimeFormat(locale, options));

export const plurals = (locale: string): Intl.PluralRules =>
  memo(`p ${locale}`, () => new Intl.PluralRules(locale));
