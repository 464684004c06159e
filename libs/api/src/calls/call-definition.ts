export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** One backend call of spec section 7. Path parameters are written `{name}`. */
export interface CallDefinition {
  method: HttpMethod;
  path: string;
  /** Multipart uploads get the long (300 s) time-out. */
  upload?: boolean;
}

/** Fills a call's `{name}` parameters, URL-encoding each value; `name` only names the call in the error. */
export function fillPath(name: string, path: string, params: Record<string, string> = {}): string {
  return path.replace(/{(\w+)}/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name}: missing path parameter ${key}`);
    return encodeURIComponent(value);
  });
}
