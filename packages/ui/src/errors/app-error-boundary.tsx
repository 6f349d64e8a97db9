import { Component, type ReactNode } from 'react';
import { classifyError } from './error-kind';
import type { ErrorPageVariant } from '@dental/domain';
import { ErrorPage } from './error-page';

interface State {
  variant: ErrorPageVariant | null;
}

/** Last line of defence around the whole app (outside the router): shows the spec §2 error page. */
export class AppErrorBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { variant: null };

  static getDerivedStateFromError(error: unknown): State {
    const kind = classifyError(error);
    return { variant: kind === 'unexpected' ? 'generic' : kind };
  }

  override render(): ReactNode {
    return this.state.variant ? <ErrorPage variant={this.state.variant} /> : this.props.children;
  }
}
