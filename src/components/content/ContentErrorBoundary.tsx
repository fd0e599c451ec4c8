import { Component, type ReactNode } from 'react';
import { forgetFailedContent, keepFailedContent } from '../../content/resources.ts';

interface State {
  error?: Error;
}

/** Catches content that failed to load (offline, say) and offers a full page load instead. */
export class ContentErrorBoundary extends Component<{ contentKey: string; children: ReactNode }, State> {
  state: State = {};

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidMount() {
    keepFailedContent(this.props.contentKey);
  }

  componentWillUnmount() {
    forgetFailedContent(this.props.contentKey);
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
