// The generic error page (product spec §2 "Error page"): headline, status code (default 500), a
// message and a link home. Unknown paths never get here while the locale has a /404 content page;
// without one, the 404 lands here with the message "This page could not be found".
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { isRouteErrorResponse } from 'react-router';

export const NOT_FOUND_MESSAGE = 'This page could not be found';

interface ErrorSummary {
  status: number;
  message: string;
}

/** Status and a message safe to show a visitor: never a stack trace. */
export function summarize(error: unknown): ErrorSummary {
  if (isRouteErrorResponse(error)) {
    const data: unknown = error.data;
    const fromData =
      typeof data === 'string'
        ? data
        : data && typeof data === 'object' && 'message' in data && typeof data.message === 'string'
          ? data.message
          : undefined;
    return {
      status: error.status || 500,
      message:
        fromData || error.statusText || (error.status === 404 ? NOT_FOUND_MESSAGE : 'Unbekannter Fehler'),
    };
  }
  // Thrown errors are sanitised by React Router in production; show their message only in development.
  if (import.meta.env.DEV && error instanceof Error) return { status: 500, message: error.message };
  return { status: 500, message: 'Interner Serverfehler' };
}

export function ErrorPage({ error }: { error: unknown }) {
  const { status, message } = summarize(error);
  return (
    <div className="error-page" data-status={status}>
      <p className="error-page__status">{status}</p>
      <h1>Es ist ein Fehler aufgetreten.</h1>
      <p className="error-page__message">{message}</p>
      <p>
        <a href="/">Zur Startseite</a>
      </p>
    </div>
  );
}

/** English fallback for when rendering the error page itself fails. */
export function FallbackErrorPage() {
  return (
    <div className="error-page" data-status="500">
      <h1>Something went wrong.</h1>
      <p>
        <a href="/">Back to the home page</a>
      </p>
    </div>
  );
}

interface FallbackState {
  failed: boolean;
}

/** Catches a failure while rendering the error page in the browser and shows the English fallback. */
export class FallbackBoundary extends Component<{ children: ReactNode }, FallbackState> {
  override state: FallbackState = { failed: false };

  static getDerivedStateFromError(): FallbackState {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error('Rendering the error page failed', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <FallbackErrorPage /> : this.props.children;
  }
}
