import { Component, type ReactNode } from "react";
import { applicationError } from "~words/island-frame";
import { ErrorScreen } from "~/sections/error-screen";

interface Props {
  children: ReactNode;
}

/**
 * An island that throws while rendering in the browser shows the site's error screen
 * (`Unexpected Application Error!` with the message and a link home) in its place, never a stack trace.
 * The rest of the page, static HTML, stays as it is.
 */
export class IslandErrorBoundary extends Component<Props, { message: string | null }> {
  override state = { message: null as string | null };

  static getDerivedStateFromError(error: unknown): { message: string } {
    return { message: error instanceof Error ? error.message : applicationError.fallbackMessage };
  }

  override render() {
    return this.state.message === null ? this.props.children : <ErrorScreen message={this.state.message} />;
  }
}
