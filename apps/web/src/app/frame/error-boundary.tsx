import { Component, type ReactNode, startTransition } from 'react';
import { describeError, ErrorFallback } from '#/app/frame/error-fallback.tsx';

interface Props {
  children: ReactNode;
  /** When this changes (e.g. the path), a caught error is cleared and the children render again. */
  resetKey?: unknown;
  /** Outside the frame (the frame itself failed): the fallback is the page's main landmark. */
  standalone?: boolean;
  /** Before Retry renders the children again (e.g. to load a failed chunk again). */
  onRetry?: () => void;
}

interface State {
  error: unknown;
  failed: boolean;
  resetKey: unknown;
}

/**
 * Catches render errors, a page's chunk that failed to load included: around the page, so the header and
 * footer stay usable, and around the frame. React logs the error.
 */
export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null, failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(error: unknown): Partial<State> {
    return { error, failed: true };
  }

  // Cleared while rendering the new path, inside the navigation's transition: a page still loading keeps
  // the current screen instead of showing the first load's fallback.
  static getDerivedStateFromProps(props: Props, state: State): Partial<State> | null {
    if (props.resetKey === state.resetKey) return null;
    return { error: null, failed: false, resetKey: props.resetKey };
  }

  reset = () => {
    this.props.onRetry?.();
    // A transition too: a chunk loaded again keeps the error on screen until it has come.
    startTransition(() => this.setState({ error: null, failed: false }));
  };

  override render() {
    if (!this.state.failed) return this.props.children;
    const fallback = <ErrorFallback message={describeError(this.state.error)} onRetry={this.reset} />;
    if (!this.props.standalone) return fallback;
    return <main className="flex min-h-dvh items-center">{fallback}</main>;
  }
}
