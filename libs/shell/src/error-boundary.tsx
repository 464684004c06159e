import { Component, type ErrorInfo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Card, Page, PageTitle } from '@wallet/ui';

function ErrorFallback() {
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
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.fallback === undefined ? <ErrorFallback /> : this.props.fallback;
  }
}
