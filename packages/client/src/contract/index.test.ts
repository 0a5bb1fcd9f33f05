import { readFileSync, readdirSync } from 'node:fs';
import { buildASTSchema, concatAST, parse } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accountsGroupsPlansOperations } from './accounts-groups-plans';
import { catalogueAssetsOperations } from './catalogue-assets';
import { layoutsPlacementsOperations } from './layouts-placements';
import { fallbackMessage, operationSpec, specOperations } from './index';

const clientRoot = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, clientRoot), 'utf8');

const GENERIC = 'Something went wrong. Please try again.';

// Error messages of the three specification documents' §8 "Error catalogue" sections, transcribed
// verbatim (success messages and empty-state texts left out: they are never fallbacks).
const doc1Messages = [
  'Unable to login.',
  'Unable to sign up.',
  'Google did not return an auth code.',
  'Login with Google failed.',
  'Unable to login with Facebook, {status}',
  'Unable to verify email.',
  'Unable to send email, please try again.',
  'No verificaton code found. Please click the link in your inbox.',
  'Unable to send forgot password email.',
  'No reset ID specified, please click the link in your inbox.',
  'Unable to reset password, please try again.',
  'Unable to update user data.',
  'Unable to change password.',
  'Unable to delete account.',
  'Unable to get user data.',
  'Unable to create group.',
  'Unable to accept invitation.',
  'Unable to decline invitation.',
  'Unable to switch to this group.',
  'Unable to save handle.',
  'Unable to delete group.',
  'Unable to update group.',
  'Unable to get group.',
  'Unable to get pending project group invitations.',
  'Unable to get users.',
  'Unable to get invitations.',
  'Unable to invite member.',
  'Unable to change role.',
  'Unable to remove user.',
  'Unable to rescind invitation.',
  'Unable to extend free trial.',
  'Unable to set webhooks.',
  'Unable to check store credential owner.',
  'Unable to connect store.',
  'Unable to choose plan.',
  'Shopify did not return a purchase confirmation URL.',
  'Unable to connect to this shopify store.',
  'Something went wrong trying to get analytics access token. Please try again.',
  'Widget not found',
  'No id specified.',
];
const doc2Messages = [
  'Unable to get products.',
  'Unable to get product collections.',
  'Unable to get affiliate links.',
  'Unable to get videos.',
  'Unable to get audio files.',
  'Unable to get Instagram feeds.',
  'Unable to get Instagram media.',
  'Unable to get instagram account.',
  'Unable to sync account.',
  'Unable to disconnect account.',
  'Unable to delete Instagram feed.',
  'Error saving feed data.',
  'Error deleting product from the database.',
  'Error deleting product collection.',
  'Error deleting link from the database.',
  'Error deleting video.',
  'Error deleting audio.',
  'Error deleting image collection.',
  'Unable to save affiliate link.',
  'Error saving video data.',
  'Error saving audio data.',
  'Error retrieving upload url.',
  'Error retrieving S3 upload url.',
  'Error uploading audio file to S3. HTTP {status}',
  'Error uploading video thumbnail.',
  'Unable to connect to this shopify store.',
  'Unable to connect store.',
  'Unable to check store credential owner.',
  'Unable to get image upload url.',
  'Unable to get image upload urls.',
  'Could not get image upload URL.',
  'Could not upload image.',
  'Could not upload thumbnail.',
  'Unable to find url for file.',
  'Unable to upload image: {fileName}',
  'Unable to upload image for video',
  'Unable to upload image for product: {title}',
  'Unable to upload thumbnail image for product: {title}',
  'Error upserting image.',
  'Error uploading image collection',
  'No image collection was returned',
  'Unable to get video metadata.',
  'Error importing video.',
  'Unable to import product.',
  'Unable to import products.',
  'Unable to import product collections.',
  'Unable to start Shopify bulk query operation.',
  'Could not get product collections.',
  'Could not get products, operation timed out.',
  'Unable to fetch collections. HTTP {status}',
  'Unable to fetch products. HTTP {status}',
  'Unable to get status of operation.',
  'Unable to get products and collections.',
  'Unable to get products and collections from Shopify.',
  'Error writing product data to database.',
  'Error writing product collection data to database.',
  'Could not fetch YouTube video information.',
  'Could not fetch TikTok video information.',
  'Expected a Tiktok video ID.',
  'Error fetching video data.',
  'Unable to connect to Instagram account.',
  'Unable to get feed.',
  'Unable to load feed.',
  'Requires valid store parameter.',
  'Unable to extract duration from file.',
  'No photos were selected.',
  'Youtube returned HTTP {status}',
  'TikTok returned HTTP {status}',
  'Error: product affiliate mode entered without providing a store.',
];
const doc3Messages = [
  'Widget not found',
  'Could not save layout.',
  'Error saving widget. Expected widget ID.',
  'Error saving widget.',
  'Unable to get layouts.',
  'Unable to get layout.',
  'No id specified.',
  'Error deleting widget.',
  'Error deleting placement.',
  'Error saving placement data.',
  'Unable to get product placement.',
  'Could not fetch existing product placement.',
  'Error saving data.',
  'Unable to get data.',
  'Error uploading image collection',
  'No image collection was returned',
  'Error retrieving S3 upload url.',
  'Error uploading audio file to S3. HTTP {status}',
  'Error saving audio data.',
  'Error deleting audio.',
  'Unable to get audio files.',
  'Unable to get products.',
  'Unable to get product collections.',
  'Unable to get Shopify store.',
  'Unable to load shoppable videos.',
  'Error uploading video thumbnail.',
  'Unable to save settings.',
  'Unable to get branding settings.',
  'Something went wrong trying to get analytics access token. Please try again.',
  'Unable to save API key.',
  'Unable to delete API key.',
  'Unable to generate script.',
  'Unable to get generative video jobs.',
  'Unable to get accounts.',
  'Unable to get virtual videos.',
  'Error deleting slider page.',
  'Error: expected TikTok video source',
  'Unable to add item to cart',
];
const specMessages = new Set([...doc1Messages, ...doc2Messages, ...doc3Messages]);

// No catalogue message covers logging out (the page moves on to /login whatever the answer), so
// the generic message stands in. Any other fallback missing from the spec is a mistake.
const knownGaps = [['logout', GENERIC]];

/** `query name` / `mutation name` for every root field of the merged SDL. */
function sdlRootFields(): string[] {
  const files = readdirSync(new URL('schema/', clientRoot)).filter((f) => f.endsWith('.graphql'));
  const schema = buildASTSchema(concatAST(files.map((f) => parse(read(`schema/${f}`)))));
  const names = (kind: string, fields: object | undefined) =>
    Object.keys(fields ?? {}).map((name) => `${kind} ${name}`);
  return [
    ...names('query', schema.getQueryType()?.getFields()),
    ...names('mutation', schema.getMutationType()?.getFields()),
  ];
}

describe('merged operation catalogue', () => {
  it('names each operation once', () => {
    const names = specOperations.map((spec) => spec.name);
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
  });

  it('is exactly the SDL: every operation a root field of its kind, and no field unlisted', () => {
    const catalogue = specOperations.map((spec) => `${spec.kind} ${spec.name}`).sort();
    expect(sdlRootFields().sort()).toEqual(catalogue);
  });

  it('keeps every row of every document, with the first naming document winning', () => {
    const documents = [
      accountsGroupsPlansOperations,
      catalogueAssetsOperations,
      layoutsPlacementsOperations,
    ];
    for (const rows of documents) {
      for (const row of rows) {
        const merged = operationSpec(row.name);
        // Rows repeated in later documents must say the same thing, or one would be silently lost.
        expect(merged, row.name).toEqual(row);
        const firstDocument = documents.findIndex((d) => d.some((r) => r.name === row.name)) + 1;
        expect(merged?.doc, row.name).toBe(firstDocument);
      }
    }
  });
});

describe('fallbackMessage', () => {
  it("returns each operation's catalogue message", () => {
    expect(fallbackMessage('getProducts')).toBe('Unable to get products.');
    expect(fallbackMessage('getEmbeddedInstagramFeed')).toBe('Unable to load feed.');
    expect(fallbackMessage('getAnalyticsToken')).toBe(
      'Something went wrong trying to get analytics access token. Please try again.',
    );
    for (const spec of specOperations)
      expect(fallbackMessage(spec.name), spec.name).toBe(spec.fallback);
  });

  it.each(['', 'getProduct', 'GetProducts', 'getProducts ', 'toString', '__proto__'])(
    'answers the generic message for the unknown name %j',
    (name) => {
      expect(fallbackMessage(name)).toBe(GENERIC);
      expect(operationSpec(name)).toBeUndefined();
    },
  );

  it('gives every fallback as a sentence, or as a spec message written without a full stop', () => {
    for (const { name, fallback } of specOperations) {
      expect(fallback.trim(), name).not.toBe('');
      expect(fallback.endsWith('.') || specMessages.has(fallback), `${name}: ${fallback}`).toBe(
        true,
      );
    }
  });

  it("takes every fallback verbatim from the specification's error catalogues", () => {
    const notInSpec = specOperations
      .filter((spec) => !specMessages.has(spec.fallback))
      .map((spec) => [spec.name, spec.fallback]);
    expect(notInSpec).toEqual(knownGaps);
  });
});
