/**
 * Images that ship inside the JavaScript as `data:` URIs. A data URI survives tsup bundling,
 * `pnpm pack`, any consumer's bundler and server rendering without an asset pipeline, and these
 * SVGs are a few hundred bytes each.
 */

export interface FinderImage {
  /** Ready to use as `<img src>`. */
  src: string;
  alt: string;
}

/** Encodes SVG markup as a `data:image/svg+xml` URI (percent-encoded, not base64: smaller for SVG). */
export function svgDataUri(svg: string): string {
  return `data:image/svg+xml,${encodeURIComponent(svg.replace(/\s*\n\s*/g, ' ').trim())}`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** A simple typographic wordmark: the name on a coloured rounded rectangle, 240×80. */
export function wordmarkSvg(name: string, background: string, foreground = '#ffffff'): string {
  const size = name.length > 18 ? 15 : name.length > 12 ? 18 : 22;
  // Long names are squeezed to the badge's width rather than overflowing it.
  const fit = name.length * size * 0.6 > 216 ? ' textLength="216" lengthAdjust="spacingAndGlyphs"' : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="80" viewBox="0 0 240 80" role="img">
    <rect width="240" height="80" rx="10" fill="${background}"/>
    <text x="120" y="46" text-anchor="middle" font-family="Arial, Helvetica, sans-serif" font-weight="700"
      font-size="${size}" fill="${foreground}"${fit}>${escapeXml(name)}</text>
  </svg>`;
}

/**
 * A stylised pack shot: a carton (portrait, 160×240) or a tube carton (landscape, 240×160) with the
 * brand and the product line printed on it. For demo catalogues and stories, before real photos.
 */
export function packshotSvg(brand: string, line: string, colour: string, landscape: boolean): string {
  const [w, h] = landscape ? [240, 160] : [160, 240];
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img">
    <rect x="8" y="8" width="${w - 16}" height="${h - 16}" rx="6" fill="#ffffff" stroke="${colour}" stroke-width="4"/>
    <rect x="8" y="${h / 2 - 4}" width="${w - 16}" height="${h / 2 - 4}" rx="6" fill="${colour}"/>
    <text x="${w / 2}" y="${h / 2 - 30}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"
      font-weight="700" font-size="${brand.length > 8 ? 16 : 20}" fill="${colour}">${escapeXml(brand)}</text>
    <text x="${w / 2}" y="${h / 2 + 34}" text-anchor="middle" font-family="Arial, Helvetica, sans-serif"
      font-weight="700" font-size="${line.length > 8 ? 16 : 20}" fill="#ffffff">${escapeXml(line)}</text>
  </svg>`;
}
