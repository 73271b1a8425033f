import { Component, type ReactNode } from 'react';
import { describeError, ErrorFallback } from '#/app/frame/error-fallback.tsx';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a caught error is cleared and the children render again. */
  resetKey?: unknown;
}

interface State {
  error: unknown;
  failed: boolean;
}

/** Catches render errors below the frame, so the header and footer stay usable. React logs the error. */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false };

  static getDerivedStateFromError(error: unknown): State {
    return { error, failed: true };
  }

  override componentDidUpdate(previous: Props) {
    if (this.state.failed && previous.resetKey !== this.props.resetKey) this.reset();
  }

  reset = () => {
    this.setState({ error: null, failed: false });
  };

  override render() {
    if (this.state.failed)
      return <ErrorFallback message={describeError(this.state.error)} onRetry={this.reset} />;
    return this.props.children;
  }
}
