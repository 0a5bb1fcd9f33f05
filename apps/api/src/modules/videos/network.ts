// Which addresses the server may fetch on a merchant's behalf, and how: every fetch goes through
// safeGet (public addresses only, checked again at each redirect and at connection time). The one
// exception is this server's own origin while a provider runs as its local sandbox (its pages and
// media then live on the server itself, often on localhost).
import type { Config } from '../../config';
import type { Resolver, SafeFetchOptions } from '../../net/safe-fetch';

export interface ImportNetworkOverrides {
  /** More origins allowed to be private (tests: a local HTTP server standing in for a CDN). */
  allowedOrigins?: readonly string[];
  resolver?: Resolver;
}

/** What fetchOptions reads: the configuration and the app's `importNetwork` service. */
export interface ImportNetworkDeps {
  config: Config;
  /** Empty in production; tests widen it with setImportNetworkFor. */
  importNetwork: ImportNetworkOverrides;
}

/** Tests only: widens what one app may fetch (the production code path never calls this). */
export function setImportNetworkFor(
  services: Pick<ImportNetworkDeps, 'importNetwork'>,
  value: ImportNetworkOverrides,
): void {
  Object.assign(services.importNetwork, value);
}

/** This server's origin (scheme://host:port of PUBLIC_URL), where the sandboxes live. */
export function ownOrigin(config: Pick<Config, 'publicUrl'>): string {
  return new URL(config.publicUrl).origin;
}

/** The Instagram sandbox is in use: its media (and test media in local storage) are ours. */
export function instagramSandboxInUse(config: Pick<Config, 'providers'>): boolean {
  return config.providers.instagram === null;
}

/** The YouTube / TikTok oEmbed sandbox is in use: its thumbnails are served by this server. */
export function oembedSandboxInUse(config: Pick<Config, 'providers'>): boolean {
  return config.providers.oembed === null;
}

/** safeGet options with the given sandbox exception (if any) and the test overrides. */
export function fetchOptions(
  deps: ImportNetworkDeps,
  options: { sandbox: boolean } & Omit<SafeFetchOptions, 'allowedOrigins' | 'resolver'>,
): SafeFetchOptions {
  const { config } = deps;
  const { sandbox, ...rest } = options;
  const extra = deps.importNetwork;
  return {
    ...rest,
    allowedOrigins: [...(sandbox ? [ownOrigin(config)] : []), ...(extra?.allowedOrigins ?? [])],
    ...(extra?.resolver ? { resolver: extra.resolver } : {}),
  };
}
