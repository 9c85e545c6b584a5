import { useEffect, useState } from 'react';
import type { Locale } from '../i18n';
import { useUiCopy } from '../i18n';
import { cx } from '../internal/cx';
import { Button } from '../Button/Button';
import { useOnlineStatus } from '../RouteProgressBar/RouteProgressBar';

/** What the connection status shows: nothing, offline, or back online (for a moment). */
export type ConnectionState = 'hidden' | 'offline' | 'online';

/** How long "back online" stays on screen. */
export const backOnlineVisibleMs = 4000;

export interface ConnectionStatusViewProps {
  state: ConnectionState;
  locale?: Locale | undefined;
  className?: string | undefined;
}

/**
 * The status itself (stateless, for the stories and ConnectionStatus): a polite live region that is
 * always in the document, with a small notice while there is something to say.
 */
export function ConnectionStatusView({ state, locale, className }: ConnectionStatusViewProps) {
  const copy = useUiCopy(locale);
  return (
    <div
      className={cx('hs-connection-status', className)}
      role="status"
      aria-live="polite"
      data-state={state}
    >
      {state !== 'hidden' && (
        <p className="hs-connection-status__notice">
          <span className="hs-connection-status__dot" aria-hidden="true" />
          {state === 'offline' ? copy.offline : copy.backOnline}
        </p>
      )}
    </div>
  );
}

export interface ConnectionStatusProps {
  locale?: Locale | undefined;
  className?: string | undefined;
}

/**
 * Tells visitors, politely, when the connection drops ("Keine Internetverbindung …", shown as long
 * as it lasts) and when it returns ("Sie sind wieder online.", for a few seconds). Silent while
 * nothing changes, and on the server.
 */
export function ConnectionStatus({ locale, className }: ConnectionStatusProps) {
  const online = useOnlineStatus();
  const [wasOnline, setWasOnline] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  // The connection changed: back online shows for a while; going offline ends that at once.
  if (online !== wasOnline) {
    setWasOnline(online);
    setBackOnline(online);
  }
  useEffect(() => {
    if (!backOnline) return;
    const timer = setTimeout(() => setBackOnline(false), backOnlineVisibleMs);
    return () => clearTimeout(timer);
  }, [backOnline]);
  const state: ConnectionState = !online ? 'offline' : backOnline ? 'online' : 'hidden';
  return <ConnectionStatusView state={state} locale={locale} className={className} />;
}

export interface OfflineMessageProps {
  /** Try again (e.g. reload the route); the button is shown only with it. */
  onRetry?: (() => void) | undefined;
  /** The heading's level in the page's outline (default h1: it stands for the page). */
  headingTag?: 'h1' | 'h2';
  locale?: Locale | undefined;
  className?: string | undefined;
}

/**
 * What stands in for a page that could not load because the browser is offline: an honest title,
 * what to do, and a button to try again.
 */
export function OfflineMessage({ onRetry, headingTag = 'h1', locale, className }: OfflineMessageProps) {
  const copy = useUiCopy(locale);
  const Heading = headingTag;
  return (
    <div className={cx('hs-offline-message', className)} data-offline="">
      <Heading className="hs-offline-message__title">{copy.offlineTitle}</Heading>
      <p className="hs-offline-message__text">{copy.offlineText}</p>
      {onRetry && (
        <div>
          <Button variant="contained" onClick={onRetry} locale={locale}>
            {copy.retry}
          </Button>
        </div>
      )}
    </div>
  );
}
