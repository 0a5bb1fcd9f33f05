import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, DEFAULT_DATA_DIR, LIVE_OEMBED_ENDPOINTS, loadConfig } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected the configuration to be refused');
}

const SECRET = 'x'.repeat(32);

describe('loadConfig', () => {
  it('starts with no environment at all: development defaults, PGlite in the repository .data', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      nodeEnv: 'development',
      port: 3000,
      host: '127.0.0.1',
      publicUrl: 'http://localhost:3000',
      dataDir: DEFAULT_DATA_DIR,
      database: { kind: 'pglite', dataDir: path.join(DEFAULT_DATA_DIR, 'pglite') },
      logLevel: 'info',
      adminEmails: [],
      smtpUrl: null,
      storage: { kind: 'local', dir: path.join(DEFAULT_DATA_DIR, 'media') },
      providers: {
        shopify: null,
        instagram: null,
        google: null,
        facebook: null,
        openai: null,
        synthesia: null,
        oembed: null,
      },
      demoData: true,
    });
    expect(path.basename(DEFAULT_DATA_DIR)).toBe('.data');
    expect(config.sessionSecret.length).toBeGreaterThanOrEqual(32);
  });

  it('reads every setting', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      PORT: '8080',
      HOST: '0.0.0.0',
      PUBLIC_URL: 'https://vendy.example.com/',
      DATABASE_URL: 'postgres://vendy:pw@db.internal:5432/vendy',
      DATA_DIR: 'var/data',
      LOG_LEVEL: 'warn',
      SESSION_SECRET: SECRET,
      ADMIN_EMAILS: ' Ops@Example.com, second@example.com ,',
      SMTP_URL: 'smtps://user:pw@mail.example.com:465',
      STORAGE: 's3',
      S3_BUCKET: 'media',
      S3_REGION: 'eu-west-1',
      S3_ENDPOINT: 'https://s3.example.com',
      S3_ACCESS_KEY_ID: 'AKIA',
      S3_SECRET_ACCESS_KEY: 'secret',
      SHOPIFY_API_KEY: 'sk',
      SHOPIFY_API_SECRET: 'ss',
      INSTAGRAM_APP_ID: 'ig',
      INSTAGRAM_APP_SECRET: 'igs',
      GOOGLE_CLIENT_ID: 'g',
      GOOGLE_CLIENT_SECRET: 'gs',
      FACEBOOK_APP_ID: 'f',
      FACEBOOK_APP_SECRET: 'fs',
      OPENAI_API_KEY: 'o',
      SYNTHESIA_API_KEY: 's',
    });
    expect(config).toEqual({
      nodeEnv: 'production',
      port: 8080,
      host: '0.0.0.0',
      publicUrl: 'https://vendy.example.com',
      dataDir: path.resolve(process.cwd(), 'var/data'),
      database: { kind: 'postgres', url: 'postgres://vendy:pw@db.internal:5432/vendy' },
      logLevel: 'warn',
      sessionSecret: SECRET,
      adminEmails: ['ops@example.com', 'second@example.com'],
      smtpUrl: 'smtps://user:pw@mail.example.com:465',
      storage: {
        kind: 's3',
        bucket: 'media',
        region: 'eu-west-1',
        endpoint: 'https://s3.example.com',
        accessKeyId: 'AKIA',
        secretAccessKey: 'secret',
        publicUrl: null,
      },
      providers: {
        shopify: { apiKey: 'sk', apiSecret: 'ss' },
        instagram: { appId: 'ig', appSecret: 'igs' },
        google: { clientId: 'g', clientSecret: 'gs' },
        facebook: { appId: 'f', appSecret: 'fs' },
        openai: { apiKey: 'o' },
        synthesia: { apiKey: 's' },
        ai: {
          openaiBaseUrl: null,
          openaiModel: 'gpt-4o-mini',
          synthesiaBaseUrl: null,
          synthesiaWebhookSecret: null,
        },
        oembed: LIVE_OEMBED_ENDPOINTS,
      },
      demoData: false,
    });
  });

  it('makes demo data in development only, unless DEMO_DATA says otherwise; never in production', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).demoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'test', DEMO_DATA: 'on' }).demoData).toBe(true);
    expect(loadConfig({ DEMO_DATA: 'off' }).demoData).toBe(false);
    expect(problemsOf({ DEMO_DATA: 'yes' })).toEqual([
      'DEMO_DATA must be one of on, off (got "yes")',
    ]);
    expect(problemsOf({ NODE_ENV: 'production', SESSION_SECRET: SECRET, DEMO_DATA: 'on' })).toEqual(
      ['DEMO_DATA cannot be on when NODE_ENV is production (its sign-ins are public)'],
    );
  });

  it('uses the oEmbed sandbox outside production unless told otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).providers.oembed).toBeNull();
    expect(loadConfig({ OEMBED: 'live' }).providers.oembed).toEqual(LIVE_OEMBED_ENDPOINTS);
    expect(
      loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 'x'.repeat(40) }).providers.oembed,
    ).toEqual(LIVE_OEMBED_ENDPOINTS);
    expect(
      loadConfig({ YOUTUBE_OEMBED_URL: 'https://oembed.example/yt' }).providers.oembed,
    ).toEqual({ youtube: 'https://oembed.example/yt', tiktok: LIVE_OEMBED_ENDPOINTS.tiktok });
    expect(() => loadConfig({ OEMBED: 'maybe' })).toThrow('OEMBED must be one of live, sandbox');
  });

  it('derives the public address from the port and treats empty variables as unset', () => {
    const config = loadConfig({ PORT: '4100', DATABASE_URL: '', HOST: '  ' });
    expect(config.publicUrl).toBe('http://localhost:4100');
    expect(config.database.kind).toBe('pglite');
    expect(config.host).toBe('127.0.0.1');
  });

  it('is silent by default in tests', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).logLevel).toBe('silent');
  });

  it.each(['0', '65536', '80.5', 'http', '-1'])('refuses PORT=%s', (port) => {
    expect(problemsOf({ PORT: port })).toEqual(['PORT must be an integer between 1 and 65535']);
  });

  it.each(['1', '65535'])('accepts PORT=%s', (port) => {
    expect(loadConfig({ PORT: port }).port).toBe(Number(port));
  });

  it('lists every problem at once', () => {
    const problems = problemsOf({
      NODE_ENV: 'production',
      PORT: 'abc',
      DATABASE_URL: 'mysql://db/vendy',
      PUBLIC_URL: 'vendy.example.com',
      LOG_LEVEL: 'loud',
      ADMIN_EMAILS: 'ops@example.com,not-an-email',
      SMTP_URL: 'http://mail',
      STORAGE: 's3',
      S3_BUCKET: 'media',
      GOOGLE_CLIENT_ID: 'only-the-id',
    });
    expect(problems).toEqual([
      'PORT must be an integer between 1 and 65535',
      'PUBLIC_URL must be an http:// or https:// URL',
      'DATABASE_URL must be a postgres:// or postgresql:// URL',
      'LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud")',
      'SESSION_SECRET is required when NODE_ENV is production',
      'ADMIN_EMAILS must be a comma-separated list of emails (invalid: not-an-email)',
      'SMTP_URL must be an smtp:// or smtps:// URL',
      'S3_REGION is required when STORAGE is s3',
      'S3_ACCESS_KEY_ID is required when STORAGE is s3',
      'S3_SECRET_ACCESS_KEY is required when STORAGE is s3',
      'GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET must be set together',
    ]);
  });

  it('names the problems in the error message', () => {
    expect(() => loadConfig({ NODE_ENV: 'staging', STORAGE: 'ftp' })).toThrow(
      'Invalid configuration:\n' +
        '  - NODE_ENV must be one of development, production, test (got "staging")\n' +
        '  - STORAGE must be one of local, s3 (got "ftp")',
    );
  });

  it('requires a long enough session secret', () => {
    expect(problemsOf({ SESSION_SECRET: 'x'.repeat(31) })).toEqual([
      'SESSION_SECRET must be at least 32 characters long',
    ]);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: SECRET }).sessionSecret).toBe(
      SECRET,
    );
  });

  it('accepts postgresql:// URLs too', () => {
    expect(loadConfig({ DATABASE_URL: 'postgresql://localhost/vendy' }).database).toEqual({
      kind: 'postgres',
      url: 'postgresql://localhost/vendy',
    });
  });
});
