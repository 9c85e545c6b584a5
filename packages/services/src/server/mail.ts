// Mail: the interface the outbox sends through, an SMTP implementation (nodemailer), and the
// mails themselves, in German and English, plain text and HTML.
import { languageOfLocale, type ApiLocale } from '../contract/api';
import { escapeHtml } from './util';

export interface MailMessage {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Extra headers: List-Unsubscribe, List-Unsubscribe-Post, Reply-To. */
  headers: Record<string, string>;
}

/** Sends one message or rejects; the outbox retries what rejects. */
export interface Mailer {
  send(message: MailMessage): Promise<void>;
  close?(): void;
}

export interface SmtpMailerOptions {
  /** smtp://user:pass@host:port or smtps://… (MailDev in the embedded default: smtp://127.0.0.1:1025). */
  url: string;
  /** Give up on a connection or a command after this long (default 10 s). */
  timeoutMs?: number;
}

/** SMTP through nodemailer. Loopback servers (a mail catcher) are used without TLS. */
export async function createSmtpMailer({ url, timeoutMs = 10_000 }: SmtpMailerOptions): Promise<Mailer> {
  const { default: nodemailer } = await import('nodemailer');
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  const loopback = ['localhost', '127.0.0.1', '[::1]'].includes(parsed.hostname);
  const transport = nodemailer.createTransport({
    host: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: Number(parsed.port || (secure ? 465 : 587)),
    secure,
    ignoreTLS: loopback && !secure,
    auth: parsed.username
      ? { user: decodeURIComponent(parsed.username), pass: decodeURIComponent(parsed.password) }
      : undefined,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    async send(message) {
      const { 'Reply-To': replyTo, ...headers } = message.headers;
      await transport.sendMail({
        from: message.from,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        replyTo,
        headers,
      });
    },
    close: () => transport.close(),
  };
}

// ---------------------------------------------------------------------------------------------
// The mails

export interface MailContext {
  locale: ApiLocale;
  /** The brand's name as the site definition spells it (with ®). */
  brand: string;
}

/** A mail's subject and bodies. */
export interface Composed {
  subject: string;
  text: string;
  html: string;
}

/** Built-in mails are German and English; any other language gets German unless the site writes it. */
const english = (locale: ApiLocale) => languageOfLocale(locale) === 'en';

/** The mails the services send, with what each needs: for a site's own wording (`composeMail`). */
export type MailRequest =
  | { kind: 'newsletter-confirm'; context: MailContext; url: string }
  | { kind: 'newsletter-welcome'; context: MailContext; url: string }
  | { kind: 'newsletter-unsubscribe-link'; context: MailContext; url: string }
  | { kind: 'contact-request'; context: MailContext; request: ContactMailInput };

/**
 * Writes a mail: the site's own wording when `custom` returns one (a locale the packages do not
 * write, or other words), else the built-in German or English.
 */
export function composeMail(
  mail: MailRequest,
  custom?: (mail: MailRequest) => Composed | undefined,
): Composed {
  const own = custom?.(mail);
  if (own) return own;
  switch (mail.kind) {
    case 'newsletter-confirm':
      return newsletterConfirmMail(mail.context, mail.url);
    case 'newsletter-welcome':
      return newsletterWelcomeMail(mail.context, mail.url);
    case 'newsletter-unsubscribe-link':
      return unsubscribeLinkMail(mail.context, mail.url);
    case 'contact-request':
      return contactRequestMail(mail.context, mail.request);
  }
}

/** A mail in the house style (paragraphs, an optional button link and footer), for `composeMail`. */
export { compose as composeMailBody };

function compose(
  subject: string,
  paragraphs: string[],
  link?: { href: string; label: string },
  footer?: string,
): Composed {
  const text = [
    ...paragraphs,
    ...(link ? [`${link.label}:\n${link.href}`] : []),
    ...(footer ? ['--', footer] : []),
  ].join('\n\n');
  const html = `<!doctype html><html><body style="font-family:Arial,sans-serif;line-height:1.5;color:#1d1d1b;max-width:36rem">${paragraphs
    .map((p) => `<p>${escapeHtml(p)}</p>`)
    .join('')}${
    link
      ? `<p><a href="${escapeHtml(link.href)}" style="display:inline-block;padding:.6rem 1.2rem;background:#00508c;color:#fff;text-decoration:none;border-radius:.25rem">${escapeHtml(link.label)}</a></p><p style="font-size:.85rem;color:#555">${escapeHtml(link.href)}</p>`
      : ''
  }${footer ? `<hr><p style="font-size:.85rem;color:#555">${escapeHtml(footer)}</p>` : ''}</body></html>`;
  return { subject, text, html };
}

export function newsletterConfirmMail({ locale, brand }: MailContext, confirmUrl: string): Composed {
  return english(locale)
    ? compose(
        `Please confirm your subscription to the ${brand} newsletter`,
        [
          'Hello,',
          `thank you for your interest in the ${brand} newsletter. Please confirm your subscription with the button below. The link is valid for 48 hours.`,
          'If you did not subscribe, ignore this mail: without your confirmation you will not receive a newsletter.',
        ],
        { href: confirmUrl, label: 'Confirm subscription' },
      )
    : compose(
        `Bitte bestätigen Sie Ihre Anmeldung zum ${brand} Newsletter`,
        [
          'Hallo,',
          `vielen Dank für Ihr Interesse am ${brand} Newsletter. Bitte bestätigen Sie Ihre Anmeldung mit dem Button unten. Der Link ist 48 Stunden gültig.`,
          'Wenn Sie sich nicht angemeldet haben, ignorieren Sie diese E-Mail: Ohne Ihre Bestätigung erhalten Sie keinen Newsletter.',
        ],
        { href: confirmUrl, label: 'Anmeldung bestätigen' },
      );
}

export function newsletterWelcomeMail({ locale, brand }: MailContext, unsubscribeUrl: string): Composed {
  return english(locale)
    ? compose(
        `Welcome to the ${brand} newsletter`,
        ['Hello,', 'Thank you for subscribing to our newsletter!', 'Your subscription is confirmed.'],
        undefined,
        `You can unsubscribe at any time: ${unsubscribeUrl}`,
      )
    : compose(
        `Willkommen beim ${brand} Newsletter`,
        ['Hallo,', 'Vielen Dank für Ihre Anmeldung!', 'Ihre Anmeldung zum Newsletter ist bestätigt.'],
        undefined,
        `Sie können den Newsletter jederzeit abbestellen: ${unsubscribeUrl}`,
      );
}

export function unsubscribeLinkMail({ locale, brand }: MailContext, unsubscribeUrl: string): Composed {
  return english(locale)
    ? compose(
        `Unsubscribe from the ${brand} newsletter`,
        [
          'Hello,',
          'someone asked to unsubscribe this address from our newsletter. To unsubscribe, use the button below. The link is valid for 48 hours.',
          'If that was not you, ignore this mail: your subscription stays as it is.',
        ],
        { href: unsubscribeUrl, label: 'Unsubscribe' },
      )
    : compose(
        `Abmeldung vom ${brand} Newsletter`,
        [
          'Hallo,',
          'für diese Adresse wurde die Abmeldung von unserem Newsletter angefordert. Um sich abzumelden, nutzen Sie den Button unten. Der Link ist 48 Stunden gültig.',
          'Wenn Sie das nicht waren, ignorieren Sie diese E-Mail: Ihr Abonnement bleibt bestehen.',
        ],
        { href: unsubscribeUrl, label: 'Newsletter abbestellen' },
      );
}

export interface ContactMailInput {
  id: string;
  topic: string;
  message: string;
  name: string;
  email: string;
}

/** Which part of the site a request came from, for the team (who read German). */
function sitePart(locale: ApiLocale): string {
  const language = languageOfLocale(locale);
  return language === 'de' ? 'deutsche Seite' : language === 'en' ? 'englische Seite' : `Seite ${locale}`;
}

/** To the team (CONTACT_TO): the request, with Reply-To set to the visitor. */
export function contactRequestMail({ locale, brand }: MailContext, request: ContactMailInput): Composed {
  return compose(`[${brand}] Kontaktanfrage: ${request.topic}`, [
    `Neue Kontaktanfrage über die Website (${sitePart(locale)}), Nr. ${request.id}.`,
    `Thema: ${request.topic}`,
    `Name: ${request.name}`,
    `E-Mail: ${request.email}`,
    `Nachricht:\n${request.message}`,
  ]);
}
