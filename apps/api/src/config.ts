// Server configuration, read once from the environment and validated as a whole so that a bad
// deployment fails at start with every problem listed, instead of at the first request that needs it.
import { accessSync, constants, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export type NodeEnv = 'development' | 'production' | 'test';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';

export type DatabaseConfig =
  { kind: 'pglite'; dataDir: string } | { kind: 'postgres'; url: string };

export type StorageConfig =
  | { kind: 'local'; dir: string }
  | {
      kind: 's3';
      bucket: string;
      region: string;
      /** S3-compatible services (MinIO, R2...) need an endpoint; AWS itself does not. */
      endpoint: string | null;
      accessKeyId: string;
      secretAccessKey: string;
      /** Public base address of the bucket (typically a CDN); null when objects are served by S3. */
      publicUrl: string | null;
    };

/** Credentials of the external providers; null means the provider's local sandbox is used. */
export interface ProvidersConfig {
  shopify: { apiKey: string; apiSecret: string } | null;
  instagram: { appId: string; appSecret: string } | null;
  google: { clientId: string; clientSecret: string } | null;
  facebook: { appId: string; appSecret: string } | null;
  openai: { apiKey: string } | null;
  synthesia: { apiKey: string } | null;
  /**
   * Where the AI platforms are (modules/ai): OPENAI_BASE_URL and SYNTHESIA_BASE_URL override the
   * addresses (default: the platforms' own with a server-wide key or in production, else the local
   * sandboxes), OPENAI_MODEL the text model, SYNTHESIA_WEBHOOK_SECRET signs Synthesia's webhook.
   */
  ai: {
    openaiBaseUrl: string | null;
    openaiModel: string;
    synthesiaBaseUrl: string | null;
    synthesiaWebhookSecret: string | null;
  };
  /**
   * YouTube and TikTok oEmbed endpoints (public, no credentials). null: the local sandbox answers.
   * OEMBED=live (the default in production) uses the real ones; YOUTUBE_OEMBED_URL and
   * TIKTOK_OEMBED_URL override each.
   */
  oembed: { youtube: string; tiktok: string } | null;
}

export const LIVE_OEMBED_ENDPOINTS = {
  youtube: 'https://www.youtube.com/oembed',
  tiktok: 'https://www.tiktok.com/oembed',
} as const;

export interface Config {
  nodeEnv: NodeEnv;
  port: number;
  host: string;
  /** Address the public reaches the server at, without a trailing slash. */
  publicUrl: string;
  dataDir: string;
  database: DatabaseConfig;
  logLevel: LogLevel;
  sessionSecret: string;
  /** Lower-cased emails of the operators who get the admin role. */
  adminEmails: string[];
  /** null: mail goes to the local outbox instead of an SMTP server. */
  smtpUrl: string | null;
  storage: StorageConfig;
  providers: ProvidersConfig;
  /**
   * DEMO_DATA: create the demo accounts, the demo store connection and its layouts at start
   * (default on in development, off in test; never in production, the demo sign-ins are public).
   */
  demoData: boolean;
  /**
   * DEMO_VIDEO_SECONDS: length of the demo's product clip (default: the full showcase); tests set
   * a short one so the first transcode is quick.
   */
  demoVideoSeconds?: number;
}

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

/** The repository root's `.data` folder, whatever directory the server is started from. */
export const DEFAULT_DATA_DIR = fileURLToPath(new URL('../../../.data', import.meta.url));

/** Used only outside production, so a developer can start the server with no set-up at all. */
export const DEVELOPMENT_SESSION_SECRET =
  'vendy-development-session-secret-do-not-use-in-production';
const MIN_SECRET_LENGTH = 32;

const NODE_ENVS: readonly NodeEnv[] = ['development', 'production', 'test'];
const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

type Env = Record<string, string | undefined>;

export function loadConfig(env: Env = process.env): Config {
  const problems: string[] = [];
  // An empty variable means "not set": shells and .env files often export empty values.
  const get = (name: string): string | undefined => {
    const value = env[name]?.trim();
    return value ? value : undefined;
  };

  const nodeEnv = oneOf(get('NODE_ENV') ?? 'development', NODE_ENVS, 'NODE_ENV', problems);
  const production = nodeEnv === 'production';

  const port = parsePort(get('PORT'), problems);
  const host = get('HOST') ?? '127.0.0.1';
  const publicUrl = parseHttpUrl(
    get('PUBLIC_URL') ?? `http://localhost:${port}`,
    'PUBLIC_URL',
    problems,
  );
  const dataDir = path.resolve(process.cwd(), get('DATA_DIR') ?? DEFAULT_DATA_DIR);

  const databaseUrl = get('DATABASE_URL');
  let database: DatabaseConfig = { kind: 'pglite', dataDir: path.join(dataDir, 'pglite') };
  if (databaseUrl !== undefined) {
    if (/^postgres(ql)?:\/\/.+/.test(databaseUrl) && isUrl(databaseUrl)) {
      database = { kind: 'postgres', url: databaseUrl };
    } else {
      problems.push('DATABASE_URL must be a postgres:// or postgresql:// URL');
    }
  }

  const logLevel = oneOf(
    get('LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    LOG_LEVELS,
    'LOG_LEVEL',
    problems,
  );

  let sessionSecret = get('SESSION_SECRET');
  if (sessionSecret === undefined) {
    if (production) problems.push('SESSION_SECRET is required when NODE_ENV is production');
    sessionSecret = DEVELOPMENT_SESSION_SECRET;
  } else if (sessionSecret.length < MIN_SECRET_LENGTH) {
    problems.push(`SESSION_SECRET must be at least ${MIN_SECRET_LENGTH} characters long`);
  }

  const adminEmails = (get('ADMIN_EMAILS') ?? '')
    .split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean);
  const badEmails = adminEmails.filter((e) => !EMAIL.test(e));
  if (badEmails.length > 0) {
    problems.push(
      `ADMIN_EMAILS must be a comma-separated list of emails (invalid: ${badEmails.join(', ')})`,
    );
  }

  const smtpUrl = get('SMTP_URL') ?? null;
  if (smtpUrl !== null && !(/^smtps?:\/\//.test(smtpUrl) && isUrl(smtpUrl))) {
    problems.push('SMTP_URL must be an smtp:// or smtps:// URL');
  }

  const storage = parseStorage(get, dataDir, problems);
  const providers = parseProviders(get, problems, production);
  const demoData =
    oneOf(
      get('DEMO_DATA') ?? (nodeEnv === 'development' ? 'on' : 'off'),
      ['on', 'off'] as const,
      'DEMO_DATA',
      problems,
    ) === 'on';
  if (demoData && production) {
    problems.push('DEMO_DATA cannot be on when NODE_ENV is production (its sign-ins are public)');
  }

  const demoVideoSeconds = parseDemoSeconds(get('DEMO_VIDEO_SECONDS'), problems);
  // The binaries themselves are chosen at module load (modules/videos/ffmpeg-path.ts); a path set
  // by hand that leads nowhere is a deployment mistake to list here rather than a failed upload.
  for (const name of ['FFMPEG_PATH', 'FFPROBE_PATH']) {
    const file = get(name);
    if (file !== undefined && !isExecutableFile(file)) {
      problems.push(`${name} must be the path of an executable file (got "${file}")`);
    }
  }

  if (problems.length > 0) throw new ConfigError(problems);
  return {
    nodeEnv,
    port,
    host,
    publicUrl,
    dataDir,
    database,
    logLevel,
    sessionSecret,
    adminEmails,
    smtpUrl,
    storage,
    providers,
    demoData,
    ...(demoVideoSeconds === undefined ? {} : { demoVideoSeconds }),
  };
}

function parseDemoSeconds(value: string | undefined, problems: string[]): number | undefined {
  if (value === undefined) return undefined;
  const seconds = Number(value);
  if (!Number.isFinite(seconds) || seconds < 1 || seconds > 120) {
    problems.push('DEMO_VIDEO_SECONDS must be a number of seconds between 1 and 120');
    return undefined;
  }
  return seconds;
}

function isExecutableFile(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

function oneOf<T extends string>(
  value: string,
  allowed: readonly T[],
  name: string,
  problems: string[],
): T {
  if ((allowed as readonly string[]).includes(value)) return value as T;
  problems.push(`${name} must be one of ${allowed.join(', ')} (got "${value}")`);
  return allowed[0] as T;
}

function parsePort(value: string | undefined, problems: string[]): number {
  if (value === undefined) return 3000;
  const port = /^\d+$/.test(value) ? Number(value) : NaN;
  if (!Number.isInteger(port) || port < 1 || port > 65535) {
    problems.push('PORT must be an integer between 1 and 65535');
    return 3000;
  }
  return port;
}

function isUrl(value: string): boolean {
  try {
    new URL(value);
    return true;
  } catch {
    return false;
  }
}

function parseHttpUrl(value: string, name: string, problems: string[]): string {
  if (!/^https?:\/\//.test(value) || !isUrl(value)) {
    problems.push(`${name} must be an http:// or https:// URL`);
    return value;
  }
  return value.replace(/\/+$/, '');
}

function parseStorage(
  get: (name: string) => string | undefined,
  dataDir: string,
  problems: string[],
): StorageConfig {
  const kind = get('STORAGE') ?? 'local';
  if (kind === 'local') return { kind: 'local', dir: path.join(dataDir, 'media') };
  if (kind !== 's3') {
    problems.push(`STORAGE must be one of local, s3 (got "${kind}")`);
    return { kind: 'local', dir: path.join(dataDir, 'media') };
  }
  const required = (name: string): string => {
    const value = get(name);
    if (value === undefined) problems.push(`${name} is required when STORAGE is s3`);
    return value ?? '';
  };
  const optionalUrl = (name: string): string | null => {
    const value = get(name);
    return value === undefined ? null : parseHttpUrl(value, name, problems);
  };
  return {
    kind: 's3',
    bucket: required('S3_BUCKET'),
    region: required('S3_REGION'),
    endpoint: optionalUrl('S3_ENDPOINT'),
    accessKeyId: required('S3_ACCESS_KEY_ID'),
    secretAccessKey: required('S3_SECRET_ACCESS_KEY'),
    publicUrl: optionalUrl('S3_PUBLIC_URL'),
  };
}

function parseOEmbed(
  get: (name: string) => string | undefined,
  problems: string[],
  production: boolean,
): ProvidersConfig['oembed'] {
  const mode = get('OEMBED') ?? (production ? 'live' : 'sandbox');
  if (mode !== 'live' && mode !== 'sandbox') {
    problems.push(`OEMBED must be one of live, sandbox (got "${mode}")`);
    return null;
  }
  const youtube = get('YOUTUBE_OEMBED_URL');
  const tiktok = get('TIKTOK_OEMBED_URL');
  if (mode === 'sandbox' && youtube === undefined && tiktok === undefined) return null;
  return {
    youtube: parseHttpUrl(youtube ?? LIVE_OEMBED_ENDPOINTS.youtube, 'YOUTUBE_OEMBED_URL', problems),
    tiktok: parseHttpUrl(tiktok ?? LIVE_OEMBED_ENDPOINTS.tiktok, 'TIKTOK_OEMBED_URL', problems),
  };
}

function optionalHttpUrl(
  get: (name: string) => string | undefined,
  name: string,
  problems: string[],
): string | null {
  const value = get(name);
  return value === undefined ? null : parseHttpUrl(value, name, problems);
}

function parseProviders(
  get: (name: string) => string | undefined,
  problems: string[],
  production: boolean,
): ProvidersConfig {
  // A provider needs both halves of its credentials; one alone is a typo waiting to surface later.
  const pair = (a: string, b: string): [string, string] | null => {
    const first = get(a);
    const second = get(b);
    if (first === undefined && second === undefined) return null;
    if (first === undefined || second === undefined) {
      problems.push(`${a} and ${b} must be set together`);
      return null;
    }
    return [first, second];
  };
  const shopify = pair('SHOPIFY_API_KEY', 'SHOPIFY_API_SECRET');
  const instagram = pair('INSTAGRAM_APP_ID', 'INSTAGRAM_APP_SECRET');
  const google = pair('GOOGLE_CLIENT_ID', 'GOOGLE_CLIENT_SECRET');
  const facebook = pair('FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET');
  const openai = get('OPENAI_API_KEY');
  const synthesia = get('SYNTHESIA_API_KEY');
  return {
    shopify: shopify && { apiKey: shopify[0], apiSecret: shopify[1] },
    instagram: instagram && { appId: instagram[0], appSecret: instagram[1] },
    google: google && { clientId: google[0], clientSecret: google[1] },
    facebook: facebook && { appId: facebook[0], appSecret: facebook[1] },
    openai: openai === undefined ? null : { apiKey: openai },
    synthesia: synthesia === undefined ? null : { apiKey: synthesia },
    ai: {
      openaiBaseUrl: optionalHttpUrl(get, 'OPENAI_BASE_URL', problems),
      openaiModel: get('OPENAI_MODEL') ?? 'gpt-4o-mini',
      synthesiaBaseUrl: optionalHttpUrl(get, 'SYNTHESIA_BASE_URL', problems),
      synthesiaWebhookSecret: get('SYNTHESIA_WEBHOOK_SECRET') ?? null,
    },
    oembed: parseOEmbed(get, problems, production),
  };
}
