/** True when a CMS string has visible content (rich text counts only if it has text outside tags). */
export function hasText(value: string | undefined): value is string {
  if (value === undefined) return false;
  return (
    value
      .replace(/<(?!img\b)[^>]*>/gi, '')
      .replace(/&nbsp;/g, ' ')
      .trim() !== '' || /<img\b/i.test(value)
  );
}
