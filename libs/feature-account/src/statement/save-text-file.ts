// The object address is let go a while after the click rather than at once: a browser may still be
// starting the download from it when the click returns.
const RELEASE_AFTER_MS = 10_000;

/** Hands a text to the browser as a downloaded file (a Blob of `type`; strings are written as UTF-8). */
export function saveTextFile(text: string, fileName: string, type: string): void {
  const address = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = address;
  link.download = fileName;
  link.hidden = true;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(address), RELEASE_AFTER_MS);
}
