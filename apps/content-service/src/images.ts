// Image renditions `GET /images/{asset}/{size}-{ratio}[-png]`: illustrations generated with sharp
// from a per-asset seed (gradient backdrop, soft light, a product or scene motif, a label), cached
// on disk and in memory.
import { createHash } from 'node:crypto';
import { mkdir, readdir, readFile, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';

export const SIZES = { xs: 320, s: 768, m: 1366, l: 1920, xl: 3840 } as const;
export const RATIOS = { '16-9': [16, 9], '3-2': [3, 2], '1-1': [1, 1], '1-2': [1, 2] } as const;
export type Size = keyof typeof SIZES;
export type Ratio = keyof typeof RATIOS;

/** Bump when the drawing changes: it is part of the cache key and the ETag. */
export const GENERATOR_VERSION = 'v4';

export interface Rendition {
  asset: string;
  size: Size;
  ratio: Ratio;
  png: boolean;
  width: number;
  height: number;
  key: string;
}

const RENDITION = /^(xs|s|m|l|xl)-(16-9|3-2|1-1|1-2)(-png)?$/;
const ASSET = /^[a-z0-9][a-z0-9_-]{0,95}$/i;

/** Parses `{asset}` and `{size}-{ratio}[-png]`; undefined when either is not a known form. */
export function parseRendition(asset: string, rendition: string): Rendition | undefined {
  if (!ASSET.test(asset)) return undefined;
  const match = RENDITION.exec(rendition);
  if (!match) return undefined;
  const size = match[1] as Size;
  const ratio = match[2] as Ratio;
  const [rw, rh] = RATIOS[ratio];
  const width = SIZES[size];
  return {
    asset,
    size,
    ratio,
    png: Boolean(match[3]),
    width,
    height: Math.round((width * rh) / rw),
    key: `${asset}_${rendition}`,
  };
}

export function imageEtag(r: Rendition): string {
  return `"${createHash('sha1').update(`${GENERATOR_VERSION}:${r.key}`).digest('base64url').slice(0, 27)}"`;
}

// Palettes close to the site's themes: [backdrop light, backdrop deep, accent, product colour].
// Matched against the asset name in this order (dualintense before dual, omega before evotears).
const PALETTES: Record<string, [string, string, string, string]> = {
  care: ['#e6f4f7', '#7cc4d6', '#1f8aa6', '#0e6b84'],
  comod: ['#e8eefa', '#8aa8e6', '#2f5fc4', '#1c3f8f'],
  dualintense: ['#f1e9f8', '#b48ad8', '#7b3fb3', '#55237f'],
  dual: ['#efeaf9', '#a99be3', '#5e4bb8', '#3d2f86'],
  fresh: ['#e8f8ef', '#8fdcb0', '#2ba86a', '#17744a'],
  gel: ['#e6f7fa', '#86d3e3', '#1597b3', '#0b6d82'],
  night: ['#e6e9f2', '#6f7ea8', '#2d3a66', '#1a2447'],
  parin: ['#fdf0e6', '#f2b184', '#d96a1f', '#a34a0f'],
  omega: ['#fbf5e3', '#ecd08a', '#c49a1c', '#8c6b0c'],
  evotears: ['#e9f6f1', '#94d1bd', '#2f9c7c', '#1b6f57'],
  skjur: ['#f4efe9', '#cdb59a', '#8a6a48', '#5c432b'],
  aqua: ['#e3f4ee', '#8fd3bd', '#2fb38a', '#00664f'],
};

const GENERIC_WORDS = new Set([
  'stage',
  'hero',
  'product',
  'products',
  'image',
  'img',
  'teaser',
  'article',
  'blog',
  'topic',
  'visual',
  'de',
  'en',
]);

function seedOf(text: string): number {
  return createHash('sha256').update(text).digest().readUInt32LE(0);
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function hsl(h: number, s: number, l: number): string {
  return `hsl(${Math.round(h)} ${Math.round(s)}% ${Math.round(l)}%)`;
}

function paletteOf(asset: string, rnd: () => number): [string, string, string, string] {
  const lower = asset.toLowerCase();
  for (const name of Object.keys(PALETTES)) {
    if (lower.includes(name)) return PALETTES[name]!;
  }
  const hue = rnd() * 360;
  return [hsl(hue, 45, 94), hsl(hue + 20, 50, 72), hsl(hue + 35, 55, 42), hsl(hue + 40, 60, 28)];
}

function escapeXml(text: string): string {
  return text.replace(/[<>&"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** The label printed on the motif: the asset's meaningful words, upper-cased. */
export function labelOf(asset: string): string {
  const words = asset
    .split(/[-_]+/)
    .filter((w) => w && !GENERIC_WORDS.has(w.toLowerCase()) && !/^\d+$/.test(w));
  return words.join(' ').toUpperCase().replace('DUALINTENSE', 'DUAL INTENSE').slice(0, 28);
}

/** The SVG of a rendition (deterministic for the asset; laid out for the rendition's shape). */
export function illustrationSvg(r: Pick<Rendition, 'asset' | 'width' | 'height'>): string {
  const { width: W, height: H } = r;
  const rnd = mulberry32(seedOf(r.asset));
  const [light, deep, accent, productColour] = paletteOf(r.asset, rnd);
  const u = Math.min(W, H);
  const isProduct = /prod|pack|care|comod|dual|fresh|gel|parin|night|evotears|omega|aqua/i.test(r.asset);
  const fullLabel = labelOf(r.asset);
  // The sub-brand EVOTEARS and the sister brand NORALIS carry their own names on the pack;
  // everything else is LUMEDRA.
  const ownBrand = /^(EVOTEARS|NORALIS)\b/.exec(fullLabel)?.[1];
  const brand = ownBrand ?? 'LUMEDRA';
  const label = escapeXml(ownBrand ? fullLabel.slice(ownBrand.length).trim() : fullLabel);

  const bubbles: string[] = [];
  for (let i = 0; i < 9; i++) {
    const cx = rnd() * W;
    const cy = rnd() * H;
    const rad = u * (0.08 + rnd() * 0.35);
    const op = 0.12 + rnd() * 0.25;
    bubbles.push(
      `<circle cx="${cx.toFixed(1)}" cy="${cy.toFixed(1)}" r="${rad.toFixed(1)}" fill="url(#glow)" opacity="${op.toFixed(2)}"/>`,
    );
  }
  const waveY = H * (0.72 + rnd() * 0.1);
  const amp = H * 0.06;
  const wave = `M0 ${waveY.toFixed(1)} C ${(W * 0.3).toFixed(1)} ${(waveY - amp).toFixed(1)}, ${(W * 0.6).toFixed(1)} ${(waveY + amp).toFixed(1)}, ${W} ${(waveY - amp * 0.4).toFixed(1)} L ${W} ${H} L 0 ${H} Z`;

  // Motif centre: right third on landscape, centre on square/portrait.
  const landscape = W / H > 1.2;
  const mx = landscape ? W * 0.68 : W * 0.5;
  const my = landscape ? H * 0.52 : H * 0.5;
  const s = u * (landscape ? 0.62 : 0.5);

  let motif: string;
  if (isProduct) {
    // A folding box and a dropper bottle in front of it.
    const bw = s * 0.46;
    const bh = s * 0.86;
    const bx = mx - bw * 0.75;
    const by = my - bh / 2;
    const bottleW = s * 0.2;
    const bottleH = s * 0.5;
    const tx = mx + bw * 0.1;
    const ty = my + bh / 2 - bottleH;
    motif = `
      <ellipse cx="${mx}" cy="${my + bh / 2}" rx="${s * 0.55}" ry="${s * 0.06}" fill="${productColour}" opacity="0.18"/>
      <rect x="${bx}" y="${by}" width="${bw}" height="${bh}" rx="${s * 0.02}" fill="#ffffff"/>
      <rect x="${bx}" y="${by}" width="${bw}" height="${bh * 0.36}" rx="${s * 0.02}" fill="${accent}"/>
      <rect x="${bx}" y="${by + bh * 0.36}" width="${bw}" height="${bh * 0.03}" fill="${productColour}"/>
      <text x="${bx + bw / 2}" y="${by + bh * 0.2}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-weight="700" font-size="${(bw * 0.14).toFixed(1)}" fill="#ffffff" text-anchor="middle" letter-spacing="${(bw * 0.01).toFixed(1)}">${brand}</text>
      <text x="${bx + bw / 2}" y="${by + bh * 0.3}" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="${(bw * 0.09).toFixed(1)}" fill="#ffffff" text-anchor="middle">${label}</text>
      <rect x="${bx + bw * 0.15}" y="${by + bh * 0.5}" width="${bw * 0.7}" height="${bh * 0.02}" fill="${deep}"/>
      <rect x="${bx + bw * 0.15}" y="${by + bh * 0.55}" width="${bw * 0.5}" height="${bh * 0.02}" fill="${deep}"/>
      <rect x="${tx}" y="${ty + bottleH * 0.28}" width="${bottleW}" height="${bottleH * 0.72}" rx="${bottleW * 0.25}" fill="#ffffff" stroke="${deep}" stroke-width="${(s * 0.004).toFixed(1)}"/>
      <rect x="${tx}" y="${ty + bottleH * 0.5}" width="${bottleW}" height="${bottleH * 0.3}" fill="${accent}"/>
      <path d="M ${tx + bottleW * 0.28} ${ty + bottleH * 0.28} L ${tx + bottleW * 0.36} ${ty + bottleH * 0.08} Q ${tx + bottleW * 0.5} ${ty - bottleH * 0.04} ${tx + bottleW * 0.64} ${ty + bottleH * 0.08} L ${tx + bottleW * 0.72} ${ty + bottleH * 0.28} Z" fill="${productColour}"/>
      <path d="M ${tx + bottleW * 1.6} ${ty + bottleH * 0.1} q ${s * 0.03} ${s * 0.05} 0 ${s * 0.07} q ${-s * 0.03} ${-s * 0.02} 0 ${-s * 0.07} Z" fill="${accent}" opacity="0.85"/>`;
  } else {
    // A scene: a stylised eye with a drop, framed by soft rings (no text: used in both locales).
    const ew = s * 0.9;
    const eh = s * 0.42;
    motif = `
      <circle cx="${mx}" cy="${my}" r="${s * 0.62}" fill="none" stroke="#ffffff" stroke-width="${(s * 0.012).toFixed(1)}" opacity="0.5"/>
      <circle cx="${mx}" cy="${my}" r="${s * 0.5}" fill="#ffffff" opacity="0.35"/>
      <path d="M ${mx - ew / 2} ${my} Q ${mx} ${my - eh} ${mx + ew / 2} ${my} Q ${mx} ${my + eh} ${mx - ew / 2} ${my} Z" fill="#ffffff" stroke="${productColour}" stroke-width="${(s * 0.012).toFixed(1)}"/>
      <circle cx="${mx}" cy="${my}" r="${eh * 0.42}" fill="${accent}"/>
      <circle cx="${mx}" cy="${my}" r="${eh * 0.2}" fill="${productColour}"/>
      <circle cx="${mx - eh * 0.12}" cy="${my - eh * 0.12}" r="${eh * 0.07}" fill="#ffffff"/>
      <path d="M ${mx + ew * 0.32} ${my - eh * 1.15} q ${s * 0.05} ${s * 0.08} 0 ${s * 0.11} q ${-s * 0.05} ${-s * 0.03} 0 ${-s * 0.11} Z" fill="${accent}" opacity="0.9"/>
`;
  }

  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">
  <defs>
    <linearGradient id="bg" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="${light}"/>
      <stop offset="1" stop-color="${deep}"/>
    </linearGradient>
    <radialGradient id="glow">
      <stop offset="0" stop-color="#ffffff" stop-opacity="1"/>
      <stop offset="1" stop-color="#ffffff" stop-opacity="0"/>
    </radialGradient>
  </defs>
  <rect width="${W}" height="${H}" fill="url(#bg)"/>
  ${bubbles.join('\n  ')}
  <path d="${wave}" fill="${accent}" opacity="0.22"/>
  ${motif}
</svg>`;
}

/** Renders a rendition: the SVG drawn at up to 1920 px wide, then scaled to the exact size. */
export async function renderImage(r: Rendition): Promise<Buffer> {
  const drawScale = Math.min(1, 1920 / r.width);
  const drawW = Math.round(r.width * drawScale);
  const drawH = Math.round(r.height * drawScale);
  const svg = illustrationSvg({ asset: r.asset, width: drawW, height: drawH });
  // Rasterise first: resizing an SVG input directly makes librsvg redraw at the target size (slow).
  const raw = await sharp(Buffer.from(svg))
    .flatten({ background: '#ffffff' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  let pipeline = sharp(raw.data, { raw: raw.info });
  if (drawScale < 1) pipeline = pipeline.resize(r.width, r.height, { kernel: 'cubic' });
  return r.png ? pipeline.png({ compressionLevel: 6 }).toBuffer() : pipeline.jpeg({ quality: 80 }).toBuffer();
}

export interface ImageStore {
  get(r: Rendition): Promise<Buffer>;
}

/**
 * Memory (least recently used out, bounded in bytes) over disk (bounded, oldest out) over generation; one generation per key at a
 * time, a few keys at a time.
 */
/** A render was refused because too many are waiting (the caller answers 503). */
export class ImageQueueFullError extends Error {
  constructor() {
    super('too many image renditions waiting');
    this.name = 'ImageQueueFullError';
  }
}

export interface ImageStoreOptions {
  cacheDir: string;
  maxMemoryBytes?: number;
  /** Bytes of renditions kept on disk (default 256 MB); the oldest files go first. */
  maxDiskBytes?: number;
  /** Renditions drawn at the same time (default 2: sharp is CPU-bound). */
  concurrency?: number;
  /** Renditions that may wait for a slot; more are refused (default 64). */
  maxQueued?: number;
}

export function createImageStore(options: ImageStoreOptions): ImageStore {
  const dir = join(options.cacheDir, GENERATOR_VERSION);
  const maxBytes = options.maxMemoryBytes ?? 64 * 1024 * 1024;
  const maxDiskBytes = options.maxDiskBytes ?? 256 * 1024 * 1024;
  const concurrency = options.concurrency ?? 2;
  const maxQueued = options.maxQueued ?? 64;
  const memory =
    maxBytes > 0
      ? new LRUCache<string, Buffer>({ maxSize: maxBytes, sizeCalculation: (data) => data.length })
      : undefined;
  const pending = new Map<string, Promise<Buffer>>();

  // The disk cache in the order files were written (oldest first), found on disk at the first
  // write after a start and kept under maxDiskBytes from then on (a file read back from disk does
  // not count as used: the index is only ever written to).
  const dropped: string[] = [];
  let disk: Promise<LRUCache<string, number>> | undefined;
  const diskIndex = () =>
    (disk ??= (async () => {
      const files = await readdir(dir).catch(() => [] as string[]);
      const known = await Promise.all(
        files
          .filter((f) => !f.endsWith('.tmp'))
          .map(async (f) => {
            const info = await stat(join(dir, f)).catch(() => undefined);
            return info ? ([f, info.size, info.mtimeMs] as const) : undefined;
          }),
      );
      const index = new LRUCache<string, number>({
        maxSize: maxDiskBytes,
        sizeCalculation: (size) => Math.max(size, 1),
        dispose: (_size, name, reason) => {
          if (reason === 'evict') dropped.push(name);
        },
      });
      for (const [f, size] of known.filter((k) => k !== undefined).sort((a, b) => a[2] - b[2])) {
        index.set(f, size);
      }
      return index;
    })());

  async function keepOnDisk(name: string, data: Buffer) {
    if (data.length > maxDiskBytes) return;
    const index = await diskIndex();
    await mkdir(dir, { recursive: true });
    const file = join(dir, name);
    const tmp = `${file}.${process.pid}.${Date.now()}.tmp`;
    await writeFile(tmp, data);
    await rename(tmp, file).catch(() => undefined);
    index.set(name, data.length);
    for (const old of dropped.splice(0)) await unlink(join(dir, old)).catch(() => undefined);
  }

  // At most `concurrency` renditions are drawn at once; the rest wait in line, up to `maxQueued`.
  let running = 0;
  const waiting: (() => void)[] = [];
  async function drawn(r: Rendition): Promise<Buffer> {
    if (running < concurrency) running++;
    else {
      if (waiting.length >= maxQueued) throw new ImageQueueFullError();
      // The slot is handed over by the rendition that finishes (running stays as it is).
      await new Promise<void>((resolve) => waiting.push(resolve));
    }
    try {
      return await renderImage(r);
    } finally {
      const next = waiting.shift();
      if (next) next();
      else running--;
    }
  }

  async function load(r: Rendition): Promise<Buffer> {
    const name = `${r.key}.${r.png ? 'png' : 'jpg'}`;
    const cached = await readFile(join(dir, name)).catch(() => undefined);
    if (cached) return cached;
    const data = await drawn(r);
    await keepOnDisk(name, data);
    return data;
  }

  return {
    async get(r) {
      const hit = memory?.get(r.key);
      if (hit) return hit;
      let job = pending.get(r.key);
      if (!job) {
        job = load(r).finally(() => pending.delete(r.key));
        pending.set(r.key, job);
      }
      const data = await job;
      if (memory && !memory.has(r.key)) memory.set(r.key, data); // not if larger than the whole cache
      return data;
    },
  };
}
