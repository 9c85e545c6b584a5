// Intl formatters, made once per locale and options: constructing one costs far more than using it
// (a product page formats dozens of figures, dates and counts on every server render). And the
// figures blocks show again on every render of a page (a stat, a file size), formatted once: Intl's
// unit formatting took 1–2 % of a busy server's render of such a page.
const made = new Map<string, NumberFormatter | DateFormatter | Intl.PluralRules>();
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

/**
 * The built-in writer where there is one, for every value it writes; Intl's format for the rest,
 * made when first needed (at once when there is no built-in writer, so that options Intl rejects
 * throw where they are given).
 */
function builtInOr<V>(
  builtIn: ((value: V) => string | undefined) | undefined,
  intl: () => { format: (value: V) => string },
): { format: (value: V) => string } {
  if (!builtIn) return intl();
  let fallback: { format: (value: V) => string } | undefined;
  return { format: (value) => builtIn(value) ?? (fallback ??= intl()).format(value) };
}

/** What the blocks need of a number format. */
export interface NumberFormatter {
  format: (value: number) => string;
}

/**
 * A number format for `locale` and `options`, written as `Intl.NumberFormat` writes it.
 *
 * For the site's own locales and the plain figures and units the blocks show, the digits are
 * written here, from CLDR's separators and unit patterns (`builtIn`), on the server and in the
 * browser alike: the first `Intl.NumberFormat` (or `toLocaleString`) of a page costs Chromium
 * 20–110 ms in one piece (ICU's number data made ready), a long task in the middle of hydration on
 * every page that shows a count, a rating, a file size or a form's length hint. Any other locale,
 * unit, option or value (negative, not finite, exponent) goes to `Intl.NumberFormat`.
 */
export const numberFormat = (locale: string, options: NumberFormatOptions = {}): NumberFormatter =>
  memo(made, `n ${locale} ${JSON.stringify(options)}`, () =>
    builtInOr(builtInFormat(locale, options), () => new Intl.NumberFormat(locale, options)),
  );

export type NumberFormatOptions = Intl.NumberFormatOptions;

/** What the blocks need of a date format. */
export interface DateFormatter {
  format: (date: Date) => string;
}

/**
 * A date format for `locale` and `options`, written as `Intl.DateTimeFormat` writes it.
 *
 * The long dates the blocks show (an article's, a review's: "27. November 2026", "November 27,
 * 2026"), in UTC and the site's own locales, are written here from CLDR's month names and
 * patterns, like the figures of `numberFormat`: a page's first `Intl.DateTimeFormat` costs
 * Chromium 17–60 ms in one piece (ICU's calendar data made ready), a long task in the middle of
 * hydrating the article cards of an overview page. Any other locale, option or date (before the
 * Gregorian calendar's start in 1582, when ICU writes Julian dates, or after the year 9999) goes to
 * `Intl.DateTimeFormat`.
 */
export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): DateFormatter =>
  memo(made, `d ${locale} ${JSON.stringify(options)}`, () =>
    builtInOr(builtInDateFormat(locale, options), () => new Intl.DateTimeFormat(locale, options)),
  );

export const plurals = (locale: string): Intl.PluralRules =>
  memo(made, `p ${locale}`, () => new Intl.PluralRules(locale));

interface Unit {
  /** Pattern for plural category "one" ("1 Stunde"), `{0}` the figure. */
  one: string;
  /** Pattern for every other figure ("2 Stunden"). */
  other: string;
}

interface BuiltIn {
  group: string;
  decimal: string;
  /** `${unit} ${unitDisplay}` → patterns (CLDR 48, as Node's and Chromium's ICU write them). */
  units: Record<string, Unit>;
}

const same = (pattern: string): Unit => ({ one: pattern, other: pattern });

const german: BuiltIn = {
  group: '.',
  decimal: ',',
  units: {
    'byte short': { one: '{0}\u00a0Byte', other: '{0} Byte' },
    'kilobyte short': same('{0} kB'),
    'megabyte short': same('{0} MB'),
    'gigabyte short': same('{0}\u00a0GB'),
    'percent short': same('{0}\u00a0%'),
    'milliliter short': same('{0}\u00a0ml'),
    'hour long': { one: '{0} Stunde', other: '{0} Stunden' },
    'day long': { one: '{0} Tag', other: '{0} Tage' },
    'month long': { one: '{0} Monat', other: '{0} Monate' },
    'year long': { one: '{0} Jahr', other: '{0} Jahre' },
  },
};

const english: BuiltIn = {
  group: ',',
  decimal: '.',
  units: {
    'byte short': same('{0} byte'),
    'kilobyte short': same('{0} kB'),
    'megabyte short': same('{0} MB'),
    'gigabyte short': same('{0} GB'),
    'percent short': same('{0}%'),
    'milliliter short': same('{0} mL'),
    'hour long': { one: '{0} hour', other: '{0} hours' },
    'day long': { one: '{0} day', other: '{0} days' },
    'month long': { one: '{0} month', other: '{0} months' },
    'year long': { one: '{0} year', other: '{0} years' },
  },
};

/** Exact locale tags only: `de-AT`, `de-CH` or `en-GB` differ in separators or units. */
const builtIns: Record<string, BuiltIn> = { de: german, 'de-DE': german, en: english, 'en-US': english };

const knownOptions = new Set([
  'style',
  'unit',
  'unitDisplay',
  'minimumFractionDigits',
  'maximumFractionDigits',
]);

/** The built-in writer for these options, or `undefined` when Intl has to do it. */
function builtInFormat(
  locale: string,
  options: NumberFormatOptions,
): ((value: number) => string | undefined) | undefined {
  const table = Object.hasOwn(builtIns, locale) ? builtIns[locale] : undefined;
  if (!table || Object.keys(options).some((key) => !knownOptions.has(key))) return undefined;
  const { style = 'decimal', unit, unitDisplay = 'short' } = options;
  let pattern: Unit | undefined;
  if (style === 'unit') {
    pattern = unit === undefined ? undefined : table.units[`${unit} ${unitDisplay}`];
    if (!pattern) return undefined;
  } else if (style !== 'decimal' || unit !== undefined) {
    return undefined;
  }
  const min = options.minimumFractionDigits ?? 0;
  const max = options.maximumFractionDigits ?? Math.max(min, 3);
  const digitsOk = (n: number) => Number.isInteger(n) && n >= 0 && n <= 20;
  if (!digitsOk(min) || !digitsOk(max) || max < min) return undefined;
  return (value) => {
    const digits = decimalDigits(value, min, max);
    if (!digits) return undefined;
    const [whole, fraction] = digits;
    const figure =
      whole.replace(/\B(?=(\d{3})+$)/g, table.group) + (fraction ? table.decimal + fraction : '');
    if (!pattern) return figure;
    // CLDR's "one" for German and English: the integer 1 with no visible fraction digits.
    return (whole === '1' && !fraction ? pattern.one : pattern.other).replace('{0}', figure);
  };
}

/**
 * `value` rounded as Intl rounds (half away from zero, on the shortest decimal that reads back as
 * the same double, which is what JavaScript's `String` writes), with `min` to `max` fraction
 * digits: `[whole, fraction]`. `undefined` for what this does not write (negative, -0, not finite,
 * exponent notation).
 */
function decimalDigits(value: number, min: number, max: number): [string, string] | undefined {
  if (!Number.isFinite(value) || value < 0 || Object.is(value, -0)) return undefined;
  const text = String(value);
  if (text.includes('e')) return undefined;
  const [whole = '0', fraction = ''] = text.split('.');
  let kept = whole + fraction.slice(0, max);
  if (fraction.length > max && fraction.charCodeAt(max) >= 53 /* '5' */) kept = increment(kept);
  const wholeLength = kept.length - Math.min(max, fraction.length);
  let rest = kept.slice(wholeLength);
  rest = rest.replace(/0+$/, '');
  if (rest.length < min) rest = rest.padEnd(min, '0');
  return [kept.slice(0, wholeLength).replace(/^0+(?=\d)/, ''), rest];
}

/** A string of decimal digits plus one in its last place ("199" → "200", "99" → "100"). */
function increment(digits: string): string {
  let i = digits.length - 1;
  while (i >= 0 && digits[i] === '9') i -= 1;
  if (i < 0) return '1' + '0'.repeat(digits.length);
  return digits.slice(0, i) + String(Number(digits[i]) + 1) + '0'.repeat(digits.length - i - 1);
}

const germanMonths = [
  'Januar',
  'Februar',
  'März',
  'April',
  'Mai',
  'Juni',
  'Juli',
  'August',
  'September',
  'Oktober',
  'November',
  'Dezember',
];
const englishMonths = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const germanDate = (day: number, month: number, year: number) => `${day}. ${germanMonths[month]} ${year}`;
const englishDate = (day: number, month: number, year: number) => `${englishMonths[month]} ${day}, ${year}`;

/** A long date in a site locale (day, month's name, year) as CLDR 48 writes it; exact tags only. */
const longDates: Record<string, (day: number, month: number, year: number) => string> = {
  de: germanDate,
  'de-DE': germanDate,
  en: englishDate,
  'en-US': englishDate,
};

/** Options as one string, whatever the order of their keys. */
const spelled = (options: object) =>
  JSON.stringify(Object.entries(options).sort(([a], [b]) => (a < b ? -1 : 1)));

/** The option sets that mean a long date in UTC (`dateStyle: 'long'`, or its parts spelled out). */
const longDateOptions = new Set([
  spelled({ dateStyle: 'long', timeZone: 'UTC' }),
  spelled({ day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }),
]);

/** The built-in writer for these options, or `undefined` when Intl has to do it. */
function builtInDateFormat(
  locale: string,
  options: Intl.DateTimeFormatOptions,
): ((date: Date) => string | undefined) | undefined {
  const write = Object.hasOwn(longDates, locale) ? longDates[locale] : undefined;
  if (!write || !longDateOptions.has(spelled(options))) return undefined;
  return (date) => {
    const year = date.getUTCFullYear();
    // NaN (an invalid date, which Intl rejects) fails this too.
    if (!(year >= 1583 && year <= 9999)) return undefined;
    return write(date.getUTCDate(), date.getUTCMonth(), year);
  };
}
