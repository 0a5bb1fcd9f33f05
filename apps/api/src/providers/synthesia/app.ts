// Where the video-generation platform is. SYNTHESIA_BASE_URL wins; else Synthesia's own API with a
// server-wide key (SYNTHESIA_API_KEY) or in production; else the local sandbox,
// `${PUBLIC_URL}/sandbox/synthesia/v2`, which speaks the same protocol. The webhook's signing
// secret is SYNTHESIA_WEBHOOK_SECRET (the secret of the webhook subscription made at Synthesia for
// `${PUBLIC_URL}/webhooks/synthesia`), or for the sandbox one derived from SESSION_SECRET.
import { createHmac } from 'node:crypto';
import type { Config } from '../../config';

export const SYNTHESIA_SANDBOX_PATH = '/sandbox/synthesia';
export const SYNTHESIA_API_URL = 'https://api.synthesia.io/v2';
/** Where Synthesia (or the sandbox) delivers video events. */
export const SYNTHESIA_WEBHOOK_PATH = '/webhooks/synthesia';

export interface SynthesiaApi {
  /** Base address ending in /v2, without a trailing slash. */
  baseUrl: string;
  serverKey: string | null;
  /** Signs the webhook's deliveries; null: deliveries are refused (jobs are polled). */
  webhookSecret: string | null;
  sandbox: boolean;
}

export function synthesiaSandboxInUse(config: Config): boolean {
  return (
    config.providers.ai.synthesiaBaseUrl === null &&
    config.providers.synthesia === null &&
    config.nodeEnv !== 'production'
  );
}

export function synthesiaApi(config: Config): SynthesiaApi {
  const sandbox = synthesiaSandboxInUse(config);
  const baseUrl =
    config.providers.ai.synthesiaBaseUrl ??
    (sandbox ? `${config.publicUrl}${SYNTHESIA_SANDBOX_PATH}/v2` : SYNTHESIA_API_URL);
  const derived = createHmac('sha256', config.sessionSecret)
    .update('vendy synthesia sandbox webhook secret')
    .digest('hex');
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    serverKey: config.providers.synthesia?.apiKey ?? null,
    webhookSecret: config.providers.ai.synthesiaWebhookSecret ?? (sandbox ? derived : null),
    sandbox,
  };
}
