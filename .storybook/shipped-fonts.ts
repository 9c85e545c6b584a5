// Screenshots are only deterministic when every glyph comes from a font that ships with the
// repository. A character outside the shipped faces' unicode ranges, or an element whose font
// stack starts with a system font (a story's plain <button> without `font: inherit`), is drawn
// from whatever fonts the machine has installed: the baseline then passes where it was recorded and
// fails on a fresh machine. This check names such text before the screenshot is compared.

type Range = [number, number];

/** `U+0-FF, U+131, U+4??` → ranges. */
function parseUnicodeRange(value: string): Range[] {
  return value
    .split(',')
    .map((part) => part.trim().replace(/^U\+/i, ''))
    .filter(Boolean)
    .map((part): Range => {
      if (part.includes('?')) {
        return [parseInt(part.replace(/\?/g, '0'), 16), parseInt(part.replace(/\?/g, 'F'), 16)];
      }
      const [from, to = from] = part.split('-');
      return [parseInt(from!, 16), parseInt(to, 16)];
    });
}

const unquote = (family: string) => family.trim().replace(/^["']|["']$/g, '');

/** Families whose faces load from a URL (shipped files), with the code points they cover. */
function shippedFaces(): Map<string, Range[]> {
  const faces = new Map<string, Range[]>();
  const visit = (rules: CSSRuleList) => {
    for (const rule of rules) {
      if (rule instanceof CSSFontFaceRule) {
        // `local(…)` faces are the machine's fonts: not shipped.
        if (!/url\(/.test(rule.style.getPropertyValue('src'))) continue;
        const family = unquote(rule.style.getPropertyValue('font-family'));
        const range = rule.style.getPropertyValue('unicode-range') || 'U+0-10FFFF';
        faces.set(family, [...(faces.get(family) ?? []), ...parseUnicodeRange(range)]);
      } else if ('cssRules' in rule && rule.cssRules) {
        visit(rule.cssRules as CSSRuleList);
      }
    }
  };
  for (const sheet of document.styleSheets) {
    try {
      visit(sheet.cssRules);
    } catch {
      // A cross-origin sheet cannot be read; Storybook serves every sheet itself.
    }
  }
  return faces;
}

// Characters that draw nothing: no font is asked for them.
const INVISIBLE = /[\s\u200b-\u200d\u2060\ufeff\u00ad]/u;

interface Text {
  element: Element;
  text: string;
  pseudo?: '::before' | '::after' | '::placeholder';
}

// Inputs whose value is drawn as text (a radio's or checkbox's value is not).
const TEXT_INPUTS = new Set(['text', 'search', 'email', 'tel', 'url', 'number', 'button', 'submit', 'reset']);

function renderedTexts(root: Element): Text[] {
  const texts: Text[] = [];
  const elements = [root, ...root.querySelectorAll('*')];
  for (const element of elements) {
    if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: false })) continue;
    // Visually hidden text (a 1 × 1 px clipped box, for screen readers) paints nothing.
    const box = element.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) continue;
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent ?? '')
      .join('');
    if (own.trim()) texts.push({ element, text: own });
    if (
      (element instanceof HTMLInputElement && TEXT_INPUTS.has(element.type)) ||
      element instanceof HTMLTextAreaElement
    ) {
      if (element.value) texts.push({ element, text: element.value });
      else if (element.placeholder)
        texts.push({ element, text: element.placeholder, pseudo: '::placeholder' });
    }
    if (element instanceof HTMLSelectElement) {
      const shown = element.selectedOptions[0]?.textContent;
      if (shown) texts.push({ element, text: shown });
    }
    for (const pseudo of ['::before', '::after'] as const) {
      const content = getComputedStyle(element, pseudo).content;
      const quoted = /^"(.*)"$/s.exec(content)?.[1];
      if (quoted) texts.push({ element, text: quoted.replace(/\\(.)/g, '$1'), pseudo });
    }
  }
  return texts;
}

function describe(element: Element): string {
  const id = element.id ? `#${element.id}` : '';
  const cls = [...element.classList]
    .slice(0, 2)
    .map((c) => `.${c}`)
    .join('');
  return `<${element.tagName.toLowerCase()}${id}${cls}>`;
}

/** Each piece of text under `root` that a font from outside the repository would draw. */
export function textInUnshippedFonts(root: Element): string[] {
  const faces = shippedFaces();
  const problems = new Set<string>();
  for (const { element, text, pseudo } of renderedTexts(root)) {
    const stack = getComputedStyle(element, pseudo ?? null)
      .fontFamily.split(',')
      .map(unquote);
    const offending = new Map<string, string>();
    for (const char of new Set(text)) {
      if (INVISIBLE.test(char)) continue;
      const code = char.codePointAt(0)!;
      // The browser tries the stack in order; a shipped family only takes what its ranges cover.
      const family = stack.find(
        (f) => !faces.has(f) || faces.get(f)!.some(([a, b]) => code >= a && code <= b),
      );
      if (family === undefined || !faces.has(family)) {
        offending.set(
          `"${char}" (U+${code.toString(16).toUpperCase().padStart(4, '0')})`,
          family ?? 'a system fallback',
        );
      }
    }
    if (offending.size > 0) {
      const chars = [...offending.keys()];
      const shown =
        chars.length > 6 ? `${chars.slice(0, 6).join(' ')} and ${chars.length - 6} more` : chars.join(' ');
      problems.add(
        `${shown} in ${describe(element)}${pseudo ?? ''} "${text.trim().slice(0, 40)}" would come from ` +
          `${[...new Set(offending.values())].join(' / ')} (font-family: ${stack.join(', ')})`,
      );
    }
  }
  return [...problems];
}
