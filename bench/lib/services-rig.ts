// What bench/services.mjs and apps/web/test/services-resilience.test.ts share: the services API
// in a child process (apps/web/scripts/services-only.ts), a keep-alive HTTP client, valid
// submissions, and a generator of invalid or hostile requests (every one must be refused).
// Plain TypeScript that Node 24 runs as it is (type stripping): no enums, explicit extensions.
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The Origin of the site the child serves (services-only.ts). */
/** A valid contact request, distinct per `i` (the resilience test and the bench send these). */
export function contactRequest(i: number) {
  return {
    topic: 'Frage zur Anwendung',
    message: `Wie oft am Tag darf ich die Tropfen nehmen? (${i})`,
    name: `Kim ${i}`,
    email: `kim.${i}@example.com`,
    privacyAccepted: true,
    locale: 'de-DE',
    fillMs: 8000,
  };
}

export const SITE = 'https://www.example.test';
export const PRODUCT = 'prod-dual';
export const FORM_ID = 'muster-anfordern';

const script = fileURLToPath(new URL('../../apps/web/scripts/services-only.ts', import.meta.url));

export interface ServicesProcess {
  base: string;
  port: number;
  child: ChildProcess;
  /** The child's log lines so far (JSON objects; ids and outcomes only). */
  logs: Record<string, unknown>[];
  /** Resolves with the exit code or signal once the child has ended. */
  exited: Promise<string>;
  /** SIGKILL: no shutdown, no flush, like a crashed machine's process. */
  kill(): Promise<string>;
  /** SIGTERM: closes connections, the outbox worker and the database. */
  stop(): Promise<string>;
}

export interface StartOptions {
  /** A SQLite file or a postgres:// URL. */
  database: string;
  smtpUrl: string;
  /** Extra environment (OUTBOX_BACKOFF_MS, OUTBOX_POLL_MS, SMTP_TIMEOUT_MS, PORT…). */
  env?: Record<string, string>;
}

/** Starts the child and resolves once it listens (rejects if it ends first). */
export function startServicesProcess({
  database,
  smtpUrl,
  env = {},
}: StartOptions): Promise<ServicesProcess> {
  return spawnListening(
    script,
    { SERVICES_DATABASE: database, SMTP_URL: smtpUrl, ...env },
    /^\{"port":(\d+)\}$/m,
  );
}

export interface WebStartOptions {
  /** DATA_DIR: the SQLite file is `healthsite.db` in it. */
  dataDir: string;
  smtpUrl: string;
  /** CONTENT_ENDPOINT of a running content-service. */
  contentEndpoint: string;
  env?: Record<string, string>;
}

/**
 * The whole web server (apps/web/server.ts, after its build) with the services on /api, on a free
 * port, serving SITE as its site URL; the per-client limit raised and the minimum fill time off.
 */
export function startWebProcess({
  dataDir,
  smtpUrl,
  contentEndpoint,
  env = {},
}: WebStartOptions): Promise<ServicesProcess> {
  return spawnListening(
    webServer,
    {
      PORT: '0',
      HOST: '127.0.0.1',
      SITE_URL: SITE,
      CONTENT_ENDPOINT: contentEndpoint,
      // No search goes to it here; production insists on every endpoint being set.
      FINDER_ENDPOINT: 'http://127.0.0.1:9',
      DATA_DIR: dataDir,
      SMTP_URL: smtpUrl,
      FORM_MIN_FILL_MS: '0',
      RATE_LIMIT_PER_CLIENT: '1000000000',
      SEED_DEMO_REVIEWS: 'off',
      ...env,
    },
    /listening on http:\/\/\S+:(\d+)/,
  );
}

const webServer = fileURLToPath(new URL('../../apps/web/server.ts', import.meta.url));

function spawnListening(
  file: string,
  env: Record<string, string>,
  listening: RegExp,
): Promise<ServicesProcess> {
  const child = spawn(process.execPath, ['--disable-warning=ExperimentalWarning', file], {
    cwd: dirname(file),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const logs: Record<string, unknown>[] = [];
  let tail = '';
  const lineReader = (onLine: (line: string) => void) => {
    let partial = '';
    return (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) onLine(line);
    };
  };
  const onLine = (line: string) => {
    try {
      const entry = JSON.parse(line) as unknown;
      if (entry && typeof entry === 'object' && !Array.isArray(entry)) {
        logs.push(entry as Record<string, unknown>);
        return;
      }
    } catch {
      // not a log line
    }
    tail = (tail + line + '\n').slice(-2000);
  };
  child.stderr.setEncoding('utf8').on('data', lineReader(onLine));
  const exited = new Promise<string>((resolve) =>
    child.once('exit', (code, signal) => resolve(signal ?? `exit code ${code}`)),
  );
  return new Promise((resolve, reject) => {
    let port: number | undefined;
    child.stdout.setEncoding('utf8').on(
      'data',
      lineReader((line) => {
        const found = port === undefined ? listening.exec(line) : null;
        if (!found) return onLine(line);
        port = Number(found[1]);
        resolve({
          base: `http://127.0.0.1:${port}`,
          port,
          child,
          logs,
          exited,
          kill() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
            return exited;
          },
          stop() {
            if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
            return exited;
          },
        });
      }),
    );
    void exited.then((how) => reject(new Error(`${file} ended before listening (${how}): ${tail.trim()}`)));
  });
}

// ---------------------------------------------------------------------------------------------
// HTTP

export interface Sent {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string | Buffer;
  /** Send the body in pieces without a Content-Length (Transfer-Encoding: chunked). */
  chunked?: boolean;
}

export interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/** One request over the given agent (keep-alive); rejects on a connection error. */
export function send(base: string, request: Sent, agent?: http.Agent): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const body = request.body === undefined ? undefined : Buffer.from(request.body);
    const headers: Record<string, string> = { ...request.headers };
    if (body && !request.chunked) headers['Content-Length'] = String(body.byteLength);
    const req = http.request(
      new URL(request.path, base),
      { method: request.method ?? (body ? 'POST' : 'GET'), headers, agent },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks).toString('utf8'),
            ms: performance.now() - started,
          }),
        );
        res.on('error', reject);
      },
    );
    req.on('error', reject);
    if (body && request.chunked) {
      for (let at = 0; at < body.byteLength; at += 1024) req.write(body.subarray(at, at + 1024));
      req.end();
    } else req.end(body);
  });
}

/** Headers of a post from the site's own pages. */
export const jsonHeaders = { 'Content-Type': 'application/json', Origin: SITE };

/** A valid review, different for each `i` (address, rating, text). */
export function validReview(i: number, product = PRODUCT) {
  return {
    product,
    rating: (i % 5) + 1,
    title: `Bewertung ${i}`,
    content: `Die Tropfen helfen mir nach langen Tagen am Bildschirm (${i}).`,
    displayName: `Leser ${i}`,
    email: `reader.${i}@example.com`,
    privacyAccepted: true,
    locale: i % 2 ? 'en' : 'de-DE',
    fillMs: 8000,
  };
}

export const postReview = (i: number): Sent => ({
  path: '/api/reviews',
  headers: jsonHeaders,
  body: JSON.stringify(validReview(i)),
});

export const percentile = (sorted: readonly number[], p: number) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]! : NaN;

/**
 * Whether an answer accepted the submission: a 2xx, or a 303 of a form post to anything but the
 * site's own page with `status=invalid`.
 */
export function accepted(answer: Answer): boolean {
  if (answer.status >= 200 && answer.status < 300) return true;
  if (answer.status >= 300 && answer.status < 400) {
    const location = String(answer.headers.location ?? '');
    return !(location.startsWith('/') && !location.startsWith('//') && /[?&]status=invalid\b/.test(location));
  }
  return false;
}

// ---------------------------------------------------------------------------------------------
// Invalid or hostile requests: each one must be refused (never 2xx, never stored, never ≥ 500)

/** A small seeded PRNG (mulberry32): the same seed gives the same requests. */
function random(seed: number) {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

type Body = Record<string, unknown>;

interface Endpoint {
  path: string;
  valid(i: number): Body;
  /** Fields that must be one line (line breaks refused). */
  singleLine: string[];
  /** Every required field, with values that must be refused. */
  invalid: Record<string, unknown[]>;
  /** Longest accepted text per field. */
  maxLength: Record<string, number>;
}

const notText = [null, 0, -1, 1e308, true, false, [], {}, ['x'], { $gt: '' }, ''];
const badEmails = [
  'not-an-address',
  'a@',
  '@example.com',
  'a b@example.com',
  'a@example.com\r\nBcc: victim@example.com',
  'a@example.com, b@example.com',
  '<a@example.com>',
  `${'x'.repeat(250)}@example.com`,
  ...notText,
];
// Any well-formed locale code is a locale (a site may have French); these are not locale codes.
const badLocales = ['Deutsch', 'DE-de', 'de_DE', 'e', '', ' en', 'x'.repeat(40), ['en'], null, 1];
const badConsent = [false, 'true', 1, 'yes', null, [], {}, [true]];

const endpoints: Endpoint[] = [
  {
    path: '/api/reviews',
    valid: (i) => validReview(i),
    singleLine: ['title', 'displayName'],
    invalid: {
      product: [...notText, 'prod-unknown', 'x'.repeat(101), '   '],
      rating: [0, 6, -1, 4.5, '5', null, true, [], {}, 1e308, ''],
      title: [...notText, 'ab', '   ', 'x'.repeat(101)],
      content: [...notText, 'zu kurz', ' '.repeat(30), 'x'.repeat(2001)],
      displayName: [...notText, 'J', 'x'.repeat(51)],
      email: badEmails,
      privacyAccepted: badConsent,
      locale: badLocales,
    },
    maxLength: { title: 100, content: 2000, displayName: 50 },
  },
  {
    path: '/api/newsletter',
    valid: (i) => ({ email: `news.${i}@example.com`, privacyAccepted: true, locale: 'de-DE', fillMs: 8000 }),
    singleLine: [],
    invalid: { email: badEmails, privacyAccepted: badConsent, locale: badLocales },
    maxLength: {},
  },
  {
    path: '/api/newsletter/unsubscribe',
    valid: (i) => ({ email: `news.${i}@example.com`, locale: 'en', fillMs: 8000 }),
    singleLine: [],
    invalid: { email: badEmails, locale: badLocales },
    maxLength: {},
  },
  {
    path: '/api/request',
    valid: contactRequest,
    singleLine: ['topic', 'name'],
    invalid: {
      topic: [...notText, '   ', 'x'.repeat(101)],
      message: [...notText, 'zu kurz', 'x'.repeat(2001)],
      name: [...notText, 'K', 'x'.repeat(101)],
      email: badEmails,
      privacyAccepted: badConsent,
      locale: badLocales,
    },
    maxLength: { topic: 100, message: 2000, name: 100 },
  },
];

const formValues = (i: number) => ({ name: `Kim ${i}`, email: `kim.${i}@example.com`, produkt: 'dual' });
const validForm = (i: number): Body => ({
  values: { ...formValues(i), rueckruf: false },
  privacyAccepted: true,
  locale: 'de-DE',
  fillMs: 8000,
});

const lineBreaks = ['\n', '\r', '\r\n', '\u2028', '\u2029', '\u0085', '\r\nBcc: victim@example.com'];

export interface HostileRequest extends Sent {
  /** What makes it hostile (for the figures). */
  kind: string;
}

/**
 * `count` requests that the API must refuse, cycling through the kinds below with seeded
 * variety: malformed JSON, wrong types and values, missing fields, too long texts, line breaks in
 * one-line fields, prototype-pollution keys, wrong content types, bodies over 16 KB (with and
 * without Content-Length), foreign origins, wrong methods and paths, forged tokens and cursors.
 */
export function* hostileRequests(count: number, seed = 12): Generator<HostileRequest> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const post = (kind: string, path: string, body: string | Buffer, headers: Record<string, string> = {}) => ({
    kind,
    method: 'POST',
    path,
    headers: { ...jsonHeaders, ...headers },
    body,
  });
  const withField = (body: Body, key: string, value: unknown) => ({ ...body, [key]: value });
  const without = (body: Body, key: string) =>
    Object.fromEntries(Object.entries(body).filter(([k]) => k !== key));

  const kinds: ((i: number) => HostileRequest)[] = [
    // Not JSON, or JSON that is no object at all.
    (i) => {
      const e = pick(endpoints);
      const text = JSON.stringify(e.valid(i));
      const body = pick([
        text.slice(0, 1 + Math.floor(rnd() * (text.length - 2))),
        '',
        '{',
        'null',
        '[]',
        '"text"',
        '42',
        'true',
        `${text.slice(0, -1)},}`,
        text.replace(/"/g, "'"),
        `${text}${text}`,
        'undefined',
        '{"a":NaN}',
        Buffer.from([0xff, 0xfe, 0x7b, 0x00, 0x22, 0xc3, 0x28, 0x7d]),
        Buffer.from(Array.from({ length: 64 }, () => Math.floor(rnd() * 256))),
      ]);
      return post('malformed JSON', e.path, body);
    },
    // A required field with a wrong type or value.
    (i) => {
      const e = pick(endpoints);
      const field = pick(Object.keys(e.invalid));
      return post(
        'wrong type or value',
        e.path,
        JSON.stringify(withField(e.valid(i), field, pick(e.invalid[field]!))),
      );
    },
    // A required field missing.
    (i) => {
      const e = pick(endpoints);
      return post('missing field', e.path, JSON.stringify(without(e.valid(i), pick(Object.keys(e.invalid)))));
    },
    // A text longer than allowed (still under 16 KB).
    (i) => {
      const e = pick(endpoints.filter((x) => Object.keys(x.maxLength).length));
      const field = pick(Object.keys(e.maxLength));
      const length = e.maxLength[field]! + 1 + Math.floor(rnd() * (14_000 - e.maxLength[field]!));
      return post('too long', e.path, JSON.stringify(withField(e.valid(i), field, 'x'.repeat(length))));
    },
    // Line breaks in a one-line field (they would forge mail headers).
    (i) => {
      const e = pick(endpoints.filter((x) => x.singleLine.length));
      const field = pick(e.singleLine);
      const valid = e.valid(i);
      const value = String(valid[field]);
      const at = 1 + Math.floor(rnd() * (value.length - 1));
      const broken = value.slice(0, at) + pick(lineBreaks) + value.slice(at);
      return post('line break in a one-line field', e.path, JSON.stringify(withField(valid, field, broken)));
    },
    // Prototype pollution: a required field only on __proto__ / constructor.prototype.
    (i) => {
      const e = pick(endpoints);
      const valid = e.valid(i);
      const field = pick(Object.keys(e.invalid));
      const rest = JSON.stringify(without(valid, field)).slice(1, -1);
      const hidden = JSON.stringify({ [field]: valid[field] });
      const body = pick([
        `{"__proto__":${hidden},${rest}}`,
        `{"constructor":{"prototype":${hidden}},${rest}}`,
        `{${rest},"__proto__":{"__proto__":${hidden}}}`,
      ]);
      return post('prototype pollution', e.path, body);
    },
    // A valid submission under a content type other than JSON.
    (i) => {
      const e = pick(endpoints);
      const valid = e.valid(i);
      const [type, body] = pick([
        ['text/plain', JSON.stringify(valid)],
        ['text/plain;charset=UTF-8', JSON.stringify(valid)],
        [
          'application/x-www-form-urlencoded',
          new URLSearchParams(valid as Record<string, string>).toString(),
        ],
        [
          'multipart/form-data; boundary=x',
          `--x\r\nContent-Disposition: form-data; name="email"\r\n\r\na@example.com\r\n--x--`,
        ],
        ['application/xml', '<review><title>x</title></review>'],
        ['text/json', JSON.stringify(valid)],
        ['application/jsonx', JSON.stringify(valid)],
        ['', JSON.stringify(valid)],
      ] as const);
      const headers: Record<string, string> = { Origin: SITE };
      if (type) headers['Content-Type'] = type;
      return { kind: 'wrong content type', method: 'POST', path: e.path, headers, body };
    },
    // Over 16 KB: with a Content-Length, and chunked without one.
    (i) => {
      const e = pick(endpoints);
      const size = 16 * 1024 + 1 + Math.floor(rnd() * 48 * 1024);
      const body = JSON.stringify(withField(e.valid(i), 'content', 'x'.repeat(size)));
      return { ...post('over 16 KB', e.path, body), chunked: rnd() < 0.5 };
    },
    // A valid submission from a foreign origin (or a cross-site fetch without one).
    (i) => {
      const e = pick(endpoints);
      const origin = pick([
        'https://evil.example',
        'null',
        'http://www.example.test',
        'https://www.example.test.evil.example',
        'https://www.example.test:8443',
        'https://example.test',
        '',
      ]);
      const headers: Record<string, string> = { 'Content-Type': 'application/json' };
      if (origin) headers.Origin = origin;
      else headers['Sec-Fetch-Site'] = 'cross-site';
      return {
        kind: 'foreign origin',
        method: 'POST',
        path: e.path,
        headers,
        body: JSON.stringify(e.valid(i)),
      };
    },
    // A generic form with fields it does not define, bad values, or under a wrong or odd formId.
    (i) => {
      const valid = validForm(i);
      const values = valid.values as Body;
      const [path, body] = pick([
        [`/api/forms/${FORM_ID}`, withField(valid, 'values', { ...values, extra: 'x' })],
        [`/api/forms/${FORM_ID}`, withField(valid, 'values', { ...values, produkt: 'fresh' })],
        [`/api/forms/${FORM_ID}`, withField(valid, 'values', { ...values, rueckruf: 'yes' })],
        [`/api/forms/${FORM_ID}`, withField(valid, 'values', { ...values, name: 'Kim\nBcc: x' })],
        [`/api/forms/${FORM_ID}`, withField(valid, 'values', without(values, 'email'))],
        [`/api/forms/${FORM_ID}`, withField(valid, 'values', [values])],
        [`/api/forms/${FORM_ID}`, withField(valid, 'values', { ...values, email: 'kim' })],
        [`/api/forms/${FORM_ID}`, withField(valid, 'privacyAccepted', false)],
        [`/api/forms/${FORM_ID}`, without(valid, 'locale')],
        ['/api/forms/unbekannt', valid],
        ['/api/forms/MUSTER-ANFORDERN', valid],
        ['/api/forms/..%2f..%2fetc%2fpasswd', valid],
        ['/api/forms/%00', valid],
        [`/api/forms/${'a'.repeat(100)}`, valid],
        [`/api/forms/${FORM_ID}/x`, valid],
      ] as const);
      return post('generic form', path, JSON.stringify(body));
    },
    // Wrong methods and unknown paths.
    (i) => {
      const e = pick(endpoints);
      const body = JSON.stringify(e.valid(i));
      const [method, path] = pick([
        ['PUT', e.path],
        ['PATCH', e.path],
        ['DELETE', e.path],
        ['POST', `${e.path}/x`],
        ['POST', '/api/review'],
        ['POST', '/api/reviews/../newsletter/x'],
        ['POST', '/api'],
      ] as const);
      return { kind: 'wrong method or path', method, path, headers: { ...jsonHeaders }, body };
    },
    // Forged tokens (confirmation, unsubscribe, one-click).
    () => {
      const token = pick([
        'x',
        'a'.repeat(43),
        Buffer.from(Array.from({ length: 32 }, () => Math.floor(rnd() * 256))).toString('base64url'),
        "' OR '1'='1' --------",
        'x'.repeat(201),
      ]);
      const [path, type, body] = pick([
        ['/api/newsletter/confirm', 'application/json', JSON.stringify({ token })],
        ['/api/newsletter/unsubscribe/confirm', 'application/json', JSON.stringify({ token })],
        ['/api/newsletter/confirm', 'application/json', JSON.stringify({ token: [token] })],
        [
          '/api/newsletter/confirm',
          'application/x-www-form-urlencoded',
          new URLSearchParams({ token, returnTo: '//evil.example/' }).toString(),
        ],
        [
          `/api/newsletter/one-click?token=${encodeURIComponent(token)}`,
          'application/x-www-form-urlencoded',
          'List-Unsubscribe=One-Click',
        ],
      ] as const);
      return post('forged token', path, body, { 'Content-Type': type });
    },
    // Deeply nested or duplicated keys.
    (i) => {
      const e = pick(endpoints);
      const valid = e.valid(i);
      const field = pick(Object.keys(e.invalid));
      const depth = 100 + Math.floor(rnd() * 5000);
      const nested = `${'['.repeat(depth)}${']'.repeat(depth)}`;
      const rest = JSON.stringify(without(valid, field)).slice(1, -1);
      const body = pick([
        `{${rest},"${field}":${nested}}`,
        `{${rest},"${field}":${JSON.stringify(valid[field])},"${field}":${JSON.stringify(pick(e.invalid[field]!))}}`,
      ]);
      return post('nested or duplicate keys', e.path, body);
    },
  ];
  for (let i = 0; i < count; i++) yield kinds[i % kinds.length]!(i);
}

/** Hostile GETs of the reviews list: each answered 400 or 404 (or 200 for a forged but well-formed cursor), never ≥ 500. */
export function* hostileQueries(count: number, seed = 7): Generator<HostileRequest> {
  const rnd = random(seed);
  const pick = <T>(list: readonly T[]): T => list[Math.floor(rnd() * list.length)]!;
  const cursor = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  for (let i = 0; i < count; i++) {
    const query = pick([
      'product=prod-unknown',
      'product=',
      `product=${'x'.repeat(300)}`,
      'sort=newest',
      `product=${PRODUCT}&sort=bogus`,
      `product=${PRODUCT}&limit=0`,
      `product=${PRODUCT}&limit=51`,
      `product=${PRODUCT}&limit=-1`,
      `product=${PRODUCT}&limit=abc`,
      `product=${PRODUCT}&limit=1e3`,
      `product=${PRODUCT}&cursor=nonsense`,
      `product=${PRODUCT}&cursor=${'A'.repeat(201)}`,
      `product=${PRODUCT}&cursor=${cursor({ x: 1 })}`,
      `product=${PRODUCT}&cursor=${cursor(['oldest', 1, 'x', 'y'])}`,
      `product=${PRODUCT}&cursor=${cursor(['newest', 1e308, "'; DROP TABLE reviews; --", 'x'])}`,
      `product=${PRODUCT}&cursor=${cursor(['newest', -1, '\u0000', '%'])}`,
      `product[]=${PRODUCT}`,
      `product=${PRODUCT}&product=prod-gel`,
      `product=%00`,
      `product=${PRODUCT}' OR '1'='1`,
    ]);
    yield { kind: 'hostile query', method: 'GET', path: `/api/reviews?${query}` };
  }
}
