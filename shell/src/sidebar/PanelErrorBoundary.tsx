import { Component, type ReactNode } from 'react';

export interface PanelErrorBoundaryProps {
  /** Shown instead of the children once they have failed. */
  fallback: ReactNode;
  onError(): void;
  children: ReactNode;
}

/** Keeps a failure of the filters panel (its chunk did not load) inside the sidebar (STYLE principle 4). */
export class PanelErrorBoundary extends Component<PanelErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch() {
    this.props.onError();
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
