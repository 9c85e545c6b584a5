import { hasVisibleContent } from '@healthsite/ui';

/** True when a CMS string shows anything (markup in it counts only for text outside tags or an image). */
export function hasText(value: string | undefined): value is string {
  return value !== undefined && hasVisibleContent(value);
}
