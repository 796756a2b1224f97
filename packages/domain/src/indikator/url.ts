/**
 * WHATWG URL parsing without depending on DOM or Node type libraries (the
 * domain package compiles with neither); `URL` is a global in browsers and Node.
 */
export interface UrlTerurai {
  protocol: string;
  username: string;
  password: string;
  hostname: string;
  port: string;
  pathname: string;
  toString(): string;
}

const UrlCtor = (globalThis as unknown as { URL: new (s: string) => UrlTerurai }).URL;

/** The parsed URL, or null when it is not an absolute URL. */
export function uraiUrl(s: string): UrlTerurai | null {
  try {
    return new UrlCtor(s);
  } catch {
    return null;
  }
}
