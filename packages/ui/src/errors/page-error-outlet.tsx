import { Component, useEffect, type ReactNode } from 'react';
import { Outlet, useLocation } from 'react-router';
import type { ErrorPageVariant } from '@dental/domain';
import { useAnalytics } from '../analytics/analytics-context';
import { classifyError } from './error-kind';
import { ErrorPage } from './error-page';

interface BoundaryProps {
  /** The page's address: a new one leaves the failed page behind. */
  resetKey: string;
  children: ReactNode;
}

interface BoundaryState {
  variant: ErrorPageVariant | null;
  failedAt: string | null;
}

/** Tracks the error page once it shows (spec §8: the event is tracked). */
function TrackedErrorPage({ variant }: { variant: ErrorPageVariant }) {
  const analytics = useAnalytics();
  useEffect(() => {
    analytics.track('Error page', { kind: variant });
  }, [analytics, variant]);
  return <ErrorPage variant={variant} />;
}

class PageErrorBoundary extends Component<BoundaryProps, BoundaryState> {
  override state: BoundaryState = { variant: null, failedAt: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    const kind = classifyError(error);
    return { variant: kind === 'unexpected' ? 'generic' : kind };
  }

  static getDerivedStateFromProps(props: BoundaryProps, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.variant === null) return null;
    if (state.failedAt === null) return { failedAt: props.resetKey };
    return state.failedAt === props.resetKey ? null : { variant: null, failedAt: null };
  }

  override render(): ReactNode {
    return this.state.variant ? <TrackedErrorPage variant={this.state.variant} /> : this.props.children;
  }
}

/**
 * The root route's outlet inside an error boundary. spec §2: a page that fails while it renders shows the error
 * page (its generic variant: 'Sorry!', 'There's a problem on our end.', the contact line, 'Back to the home
 * page'); the root route's errorElement keeps 'Unexpected Application Error' for routing failures alone (spec §8).
 */
export function PageErrorOutlet() {
  const { pathname } = useLocation();
  return (
    <PageErrorBoundary resetKey={pathname}>
      <Outlet />
    </PageErrorBoundary>
  );
}
