import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useAnalytics } from '../analytics/analytics-context';
import { classifyError } from './error-kind';
import { ErrorPage } from './error-page';
import { UnexpectedErrorPage } from './unexpected-error-page';

function detailOf(error: unknown): string | undefined {
  if (isRouteErrorResponse(error)) return `${error.status} ${error.statusText}`;
  // Stack traces and messages help developers only; production users see the plain screen.
  if (import.meta.env.DEV && error instanceof Error) return error.message;
  return undefined;
}

/**
 * The errorElement of the root route. spec §8: chunk errors and network/offline errors show the
 * error page variants; any other routing failure shows 'Unexpected Application Error'.
 */
export function RouteErrorElement() {
  const error = useRouteError();
  const kind = classifyError(error);
  const analytics = useAnalytics();
  useEffect(() => {
    analytics.track('Error page', { kind }); // spec §8: the event is tracked
  }, [analytics, kind]);
  if (kind === 'chunk-load') return <ErrorPage variant="chunk-load" />;
  if (kind === 'offline') return <ErrorPage variant="offline" />;
  return <UnexpectedErrorPage detail={detailOf(error)} />;
}
