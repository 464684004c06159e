import { FakeXhr } from './fake-xhr';

/**
 * jsdom's XMLHttpRequest cannot send the environment's (Node's) FormData: it would send the text
 * '[object FormData]'. Specs that upload to the real stand-in server swap it for this one, which
 * sends over Node's fetch with the same method, headers and body; the browser tests upload with
 * Chromium's own XMLHttpRequest.
 */
export class FetchBackedXhr extends FakeXhr {
  override send(body: FormData) {
    this.body = body;
    this.progress(1, 1);
    fetch(this.url, { method: this.method, headers: this.headers, body })
      .then(async (response) => this.answer(response.status, await response.text()))
      .catch(() => this.onerror?.());
  }
}
