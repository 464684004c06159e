// The shell waits for the active language's first texts before its first render (they are a
// dynamic import, one per language). For the build's default language the page asks for them
// with the entry instead of after it: a modulepreload link, so the first paint is not a waterfall.
import type { Plugin } from 'vite';

export function preloadDefaultTexts(locale: string): Plugin {
  const module = `libs/i18n/src/locales/${locale}-first-load.ts`;
  return {
    name: 'wallet:preload-default-texts',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find((output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(module));
        if (!chunk) throw new Error(`wallet:preload-default-texts: no chunk for ${module}`);
        return [{ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: '', href: `/${chunk.fileName}` }, injectTo: 'head' }];
      },
    },
  };
}
