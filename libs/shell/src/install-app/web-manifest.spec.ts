import { linkWebManifest, WEB_MANIFEST_URL } from './web-manifest';

const manifestLinks = () => Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="manifest"]'));

describe('linkWebManifest', () => {
  afterEach(() => manifestLinks().forEach((link) => link.remove()));

  it("links the build's manifest, which the browser then reads", () => {
    linkWebManifest();
    expect(manifestLinks().map((link) => link.getAttribute('href'))).toEqual([WEB_MANIFEST_URL]);
  });

  it('links it once however often the installable app starts', () => {
    linkWebManifest();
    linkWebManifest();
    expect(manifestLinks()).toHaveLength(1);
  });
});
