import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useInRouterContext, useLocation } from 'react-router-dom';
import { ThemeProvider } from 'styled-components';
import { noteFieldProblem } from '@wallet/config';
import { Button, Card, darkTheme, Page, PageTitle } from '@wallet/ui';
import { MemberBackdrop } from './member-backdrop';

function ErrorMessage() {
  const { t } = useTranslation('common');
  return (
    <Page>
      <Card role="alert">
        <PageTitle>{t('errorBoundary.title')}</PageTitle>
        <p>{t('errorBoundary.message')}</p>
        <Button onClick={() => window.location.reload()}>{t('errorBoundary.reload')}</Button>
      </Card>
    </Page>
  );
}

/**
 * The message after a crash, in the theme of the screen it replaces: on a member path (/user...)
 * the member area's dark theme on its dark ground (a crash above the member layout would otherwise
 * draw a light card on the dark app), else the theme it is shown in.
 */
function RoutedFallback() {
  const member = /^\/user(\/|$)/.test(useLocation().pathname);
  if (!member) return <ErrorMessage />;
  return (
    <ThemeProvider theme={darkTheme}>
      <MemberBackdrop>
        <ErrorMessage />
      </MemberBackdrop>
    </ThemeProvider>
  );
}

function ErrorFallback() {
  return useInRouterContext() ? <RoutedFallback /> : <ErrorMessage />;
}

export interface ErrorBoundaryProps {
  children: ReactNode;
  /** What shows instead of a part that failed (null: nothing); by default a translated message with a reload. */
  fallback?: ReactNode;
}

/** A render error shows a translated message with a reload, never a blank page. */
export class ErrorBoundary extends Component<ErrorBoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: Error, info: ErrorInfo) {
    console.error('Screen failed to render', error, info.componentStack);
    noteFieldProblem({ kind: 'error-boundary', error });
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ErrorFallback /> : this.props.fallback;
  }
}
