// A small valid content body (CONTENT-CONTRACT.md §1) for unit tests, and helpers around it.
import type { Logger } from '../types';

export type RawBlock = Record<string, unknown>;
export type RawPage = Record<string, unknown> & { id: string; urlSegment: string; content: RawBlock[] };
export interface RawSite {
  id: string;
  locale?: string;
  definition: Record<string, unknown> & { products: unknown[] };
  pages: RawPage[];
}
export interface RawBody {
  sites: RawSite[];
}

export function validBody(): RawBody {
  const definition = (locale: 'de' | 'en') => ({
    brand: { name: 'LUMEDRA' },
    header: {
      uiComponent: 'default',
      items: [
        {
          text: locale === 'de' ? 'Produkte' : 'Products',
          to: locale === 'de' ? '/produkte' : '/en/products',
          children: [{ text: 'CARE', to: locale === 'de' ? '/produkte/care' : '/en/products/care' }],
        },
      ],
      cta: { text: locale === 'de' ? 'Apotheke finden' : 'Find a pharmacy', to: '#apofinder' },
    },
    footer: {
      uiComponent: 'default',
      credits: { text: '© 2026 LUMEDRA' },
      legal: [
        {
          text: locale === 'de' ? 'Impressum' : 'Imprint',
          to: locale === 'de' ? '/impressum' : '/en/imprint',
        },
      ],
    },
    products: [
      {
        assetId: 'prod-care',
        name: 'LUMEDRA CARE',
        pflichttext: [{ title: 'LUMEDRA CARE', endverbrauchertext: '<p>Medizinprodukt.</p>' }],
      },
    ],
    search: { quicklinks: [{ text: 'Trockene Augen', to: '/trockene-augen' }] },
  });
  return {
    sites: [
      {
        id: 'site-de',
        locale: 'de-DE',
        definition: definition('de'),
        pages: [
          {
            id: 'p-home-de',
            urlSegment: '/',
            locale: 'de-DE',
            template: 'home',
            theme: 'default',
            similarTo: [],
            alternates: [{ locale: 'en', path: '/en' }],
            seo: { title: 'LUMEDRA – Augengesundheit', description: 'Startseite' },
            content: [
              {
                id: 'b-home-de-stage',
                uiComponent: 'SmStage',
                headline: 'Klare Sicht, <em>gute</em> Tage',
                copy: '<p>Augentropfen f&uuml;r jeden Tag &amp; jede Nacht.</p>',
                image: { src: '/images/stage-home', alt: 'Augen', type: 'jpg', ratio: '16-9' },
              },
              {
                id: 'b-home-de-copy',
                uiComponent: 'CmCopyCenter',
                topline: 'Über uns',
                listInPageNav: true,
                copy: '<p>Seit 1990.</p>',
              },
            ],
          },
          {
            id: 'p-care-de',
            urlSegment: '/produkte/care',
            locale: 'de-DE',
            template: 'product',
            theme: 'care',
            similarTo: ['p-care-en'],
            alternates: [{ locale: 'en', path: '/en/products/care' }],
            seo: { title: 'LUMEDRA CARE' },
            content: [{ id: 'b-care-de-stage', uiComponent: 'SmStage', headline: 'CARE' }],
          },
          {
            id: 'p-404-de',
            urlSegment: '/404',
            locale: 'de-DE',
            seo: { title: 'Seite nicht gefunden' },
            content: [{ id: 'b-404-de', uiComponent: 'CmCopyCenter', headline: 'Nicht gefunden' }],
          },
        ],
      },
      {
        id: 'site-en',
        locale: 'en',
        definition: definition('en'),
        pages: [
          {
            id: 'p-home-en',
            urlSegment: '/',
            locale: 'en',
            template: 'home',
            theme: 'default',
            similarTo: [],
            alternates: [{ locale: 'de-DE', path: '/' }],
            seo: { title: 'LUMEDRA – Eye health' },
            content: [{ id: 'b-home-en-stage', uiComponent: 'SmStage', headline: 'Clear sight' }],
          },
          {
            id: 'p-care-en',
            urlSegment: '/products/care',
            locale: 'en',
            theme: 'care',
            similarTo: [],
            alternates: [{ locale: 'de-DE', path: '/produkte/care' }],
            seo: { title: 'LUMEDRA CARE' },
            content: [],
          },
        ],
      },
    ],
  };
}

export interface RecordingLogger extends Logger {
  lines: { level: 'debug' | 'info' | 'warn' | 'error'; message: string }[];
  messages(level?: 'debug' | 'info' | 'warn' | 'error'): string[];
}

export function recordingLogger(): RecordingLogger {
  const lines: RecordingLogger['lines'] = [];
  return {
    lines,
    messages: (level) => lines.filter((l) => !level || l.level === level).map((l) => l.message),
    debug: (message) => void lines.push({ level: 'debug', message }),
    info: (message) => void lines.push({ level: 'info', message }),
    warn: (message) => void lines.push({ level: 'warn', message }),
    error: (message) => void lines.push({ level: 'error', message }),
  };
}

/**
 * An in-process fetch for pure logic tests (no HTTP semantics are proven with it; those are in the
 * content-service contract tests). Each call answers the next queued response, or the last one.
 */
export function stubFetch(...answers: Array<() => Response | Promise<Response>>) {
  let calls = 0;
  const requests: { url: string; headers: Record<string, string> }[] = [];
  const fn = async (url: string, init?: RequestInit) => {
    requests.push({ url, headers: { ...(init?.headers as Record<string, string>) } });
    const answer = answers[Math.min(calls, answers.length - 1)];
    calls++;
    if (!answer) throw new Error('no answer');
    return answer();
  };
  return Object.assign(fn, { requests, calls: () => calls });
}

export function json(body: unknown, init: ResponseInit = {}) {
  return () => new Response(JSON.stringify(body), { status: 200, ...init });
}
