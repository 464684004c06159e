/**
 * jsdom's XMLHttpRequest cannot send the environment's (Node's) FormData: it would send the text
 * '[object FormData]'. Specs that upload to the real stand-in server swap it for this one, which
 * sends over Node's fetch with the same method, headers and body; the browser tests upload with
 * Chromium's own XMLHttpRequest.
 */
export class FetchBackedXhr {
  status = 0;
  responseText = '';
  timeout = 0;
  upload: { onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  ontimeout: (() => void) | null = null;
  private method = 'GET';
  private url = '';
  private headers: Record<string, string> = {};
  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 1 });
    fetch(this.url, { method: this.method, headers: this.headers, body })
      .then(async (response) => {
        this.status = response.status;
        this.responseText = await response.text();
        this.onload?.();
      })
      .catch(() => this.onerror?.());
  }
}
