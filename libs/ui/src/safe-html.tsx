import type { DOMPurify as Purifier } from 'dompurify';
import { useEffect, useMemo, useState } from 'react';
import styled from 'styled-components';

// Containment keeps whatever the markup holds inside its own box, even a class the app also uses.
const Content = styled.div`
  overflow-wrap: anywhere;
  contain: content;
  img {
    max-width: 100%;
    height: auto;
  }
`;

let purifier: Promise<Purifier> | null = null;
// Once loaded, a new SafeHtml draws its content in its first paint, not one frame later.
let loadedPurifier: Purifier | null = null;

// DOMPurify loads with the first piece of server HTML, not with every page.
function loadPurifier(): Promise<Purifier> {
  purifier ??= import('dompurify').then(({ default: DOMPurify }) => {
    // Links from the server open safely in a new tab, never with access to this window.
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
    });
    loadedPurifier = DOMPurify;
    return DOMPurify;
  });
  return purifier;
}

/** Whether the sanitizer is loaded: a screen that waits for it draws at once when it is. */
export function sanitizerLoaded(): boolean {
  return loadedPurifier !== null;
}

/** Loads the sanitizer ahead, for a screen that shows server HTML together with the rest of its content. */
export function loadSanitizer(): Promise<void> {
  return loadPurifier().then(() => undefined);
}

function usePurifier(): Purifier | null {
  const [loaded, setLoaded] = useState<Purifier | null>(() => loadedPurifier);
  useEffect(() => {
    if (loaded) return undefined;
    let live = true;
    void loadPurifier().then((DOMPurify) => live && setLoaded(() => DOMPurify));
    return () => {
      live = false;
    };
  }, [loaded]);
  return loaded;
}

/**
 * Server HTML keeps no styling of its own: a `style` attribute or element could lay a block over
 * the app (position: fixed, z-index) or restyle the whole page. Nor does it keep forms or their
 * controls: a form could post what a member types, or the member, to another site, and a server
 * button would pass for one of the app's.
 */
const SANITIZE = {
  ADD_ATTR: ['target'],
  FORBID_TAGS: ['style', 'form', 'button', 'input', 'select', 'option', 'textarea'],
  FORBID_ATTR: ['style', 'action', 'formaction'],
};

/**
 * Server HTML (conditions, agreements, banners, notices, descriptions), sanitized before it is
 * rendered; nothing is shown until the sanitizer has loaded.
 */
export function SafeHtml({ html, as = 'div', className }: { html: string | null | undefined; as?: 'div' | 'span'; className?: string }) {
  const DOMPurify = usePurifier();
  const clean = useMemo(() => (DOMPurify ? DOMPurify.sanitize(html ?? '', SANITIZE) : ''), [DOMPurify, html]);
  return <Content as={as} className={className} aria-busy={!DOMPurify || undefined} dangerouslySetInnerHTML={{ __html: clean }} />;
}
