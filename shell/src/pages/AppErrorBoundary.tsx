import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SomethingWentWrongPage } from './SomethingWentWrongPage';

/** The last line: an unhandled interface error anywhere shows the generic page (spec 2). */
export class AppErrorBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Unhandled interface error', error, info.componentStack);
  }

  override render() {
    return this.state.failed ? <SomethingWentWrongPage /> : this.props.children;
  }
}
