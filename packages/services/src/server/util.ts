import { createHash, createHmac, randomBytes, randomUUID } from 'node:crypto';
import { apiLocaleSchema, type ApiLocale } from '../contract/api';

/** Where the time comes from (tests move it; the server uses the system clock). */
export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };

export const iso = (date: Date) => date.toISOString();
export const addMs = (date: Date, ms: number) => new Date(date.getTime() + ms);

export const newId = () => randomUUID();

/** A random token of 256 bits, URL-safe; only its hash is stored. */
export const newToken = () => randomBytes(32).toString('base64url');
export const hashToken = (token: string) => createHash('sha256').update(token, 'utf8').digest('hex');

/** The same address in any spelling of its case and spaces maps to one hash. */
export const normaliseEmail = (email: string) => email.trim().toLowerCase();
export const hashEmail = (email: string) =>
  createHash('sha256').update(normaliseEmail(email), 'utf8').digest('hex');

/** A keyed hash for rate-limit keys: the database never holds an IP address. */
export const keyedHash = (secret: string, value: string) =>
  createHmac('sha256', secret).update(value, 'utf8').digest('base64url').slice(0, 32);

/**
 * The locale of the answer's messages: the first language of Accept-Language (the site's client
 * sends the page's locale first), German without one.
 */
export function answerLocale(request: Request): ApiLocale {
  const first = request.headers.get('accept-language')?.split(',')[0]?.split(';')[0]?.trim() ?? '';
  return apiLocaleSchema.safeParse(first).success ? first : 'de-DE';
}

/** Addresses in a text (an SMTP error, say) replaced before it is stored or logged. */
export const withoutAddresses = (text: string) =>
  text.replace(/[^\s<>"'@]+@[^\s<>"'@]+/g, '[address]').slice(0, 500);

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
