import { useEffect } from 'react';

/** Names the browser tab after the screen, so history and tab lists say where the member was. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    document.title = title;
  }, [title]);
}
