import { Component, type ReactNode } from 'react';
import { forgetFailedContent } from '../../content/resources.ts';

interface State {
  error?: Error;
}

/** Catches content that failed to load (offline, say) and offers a full page load instead. */
export class ContentErrorBoundary extends Component<{ children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentWillUnmount() {
    forgetFailedContent();
  }

  render() {
    if (!this.state.error) return this.props.children;
    return (
      <div role="alert">
        <p>{this.state.error.message}</p>
        <p>
          <a href={window.location.href}>Load this page again</a>
        </p>
      </div>
    );
  }
}
