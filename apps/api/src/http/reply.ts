// Headers and cookies a resolver wants on its HTTP response. Resolvers run before the response
// exists, so they are collected here and copied onto it when it is sent.
import { serializeCookie, type CookieOptions } from './cookies';

export class Reply {
  readonly headers: Array<[name: string, value: string]> = [];

  /** @param secureCookies true when the public address is https, so cookies get `Secure`. */
  constructor(private readonly secureCookies: boolean) {}

  appendHeader(name: string, value: string): void {
    this.headers.push([name, value]);
  }

  /** HttpOnly and SameSite=Lax unless told otherwise. */
  setCookie(name: string, value: string, options: CookieOptions = {}): void {
    this.appendHeader(
      'set-cookie',
      serializeCookie(name, value, { secure: this.secureCookies, ...options }),
    );
  }

  clearCookie(name: string, options: Omit<CookieOptions, 'maxAge'> = {}): void {
    this.setCookie(name, '', { ...options, maxAge: 0 });
  }

  /** Copies the collected headers onto a response that has not been written yet. */
  applyTo(res: { appendHeader(name: string, value: string): unknown }): void {
    for (const [name, value] of this.headers) res.appendHeader(name, value);
  }
}
