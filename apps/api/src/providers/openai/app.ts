// Where the text-generation platform is. OPENAI_BASE_URL wins; else OpenAI's own API with a
// server-wide key (OPENAI_API_KEY) or in production; else the local sandbox,
// `${PUBLIC_URL}/sandbox/openai/v1`, which speaks the same protocol (Responses API).
import type { Config } from '../../config';

export const OPENAI_SANDBOX_PATH = '/sandbox/openai';
export const OPENAI_API_URL = 'https://api.openai.com/v1';

export interface OpenAIApi {
  /** Base address ending in /v1, without a trailing slash. */
  baseUrl: string;
  model: string;
  /** The server-wide key a group without its own uses (null: each group needs its own). */
  serverKey: string | null;
  /** True when the local sandbox answers. */
  sandbox: boolean;
}

/** The sandbox is mounted (and answers) only when no real platform is configured. */
export function openaiSandboxInUse(config: Config): boolean {
  return (
    config.providers.ai.openaiBaseUrl === null &&
    config.providers.openai === null &&
    config.nodeEnv !== 'production'
  );
}

export function openaiApi(config: Config): OpenAIApi {
  const sandbox = openaiSandboxInUse(config);
  const baseUrl =
    config.providers.ai.openaiBaseUrl ??
    (sandbox ? `${config.publicUrl}${OPENAI_SANDBOX_PATH}/v1` : OPENAI_API_URL);
  return {
    baseUrl: baseUrl.replace(/\/+$/, ''),
    model: config.providers.ai.openaiModel,
    serverKey: config.providers.openai?.apiKey ?? null,
    sandbox,
  };
}
