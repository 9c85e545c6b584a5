import { Component, type ReactNode } from 'react';
import type { BlockLogger } from '../prepareBlocks';

interface Props {
  children: ReactNode;
  description: string;
  logger: BlockLogger;
}

/** One block that throws while rendering in the browser costs that block, not the page. */
export class BlockErrorBoundary extends Component<Props, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown) {
    const reason = error instanceof Error ? error.message : String(error);
    this.props.logger.warn(`[blocks] block ${this.props.description} failed to render: ${reason}`);
  }

  override render() {
    return this.state.failed ? null : this.props.children;
  }
}
