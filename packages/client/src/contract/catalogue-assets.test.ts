import { existsSync, readFileSync, readdirSync } from 'node:fs';
import {
  Kind,
  buildASTSchema,
  concatAST,
  getNamedType,
  isInterfaceType,
  isObjectType,
  isUnionType,
  parse,
} from 'graphql';
import type {
  GraphQLField,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { catalogueAssetsOperations } from './catalogue-assets';

const clientRoot = new URL('../../', import.meta.url);
const read = (path: string) => readFileSync(new URL(path, clientRoot), 'utf8');

// Transcribed from specification document 2, §7 "Calls", as the reference the catalogue must match.
const specQueries = [
  'getProducts',
  'getProductsPaginated',
  'getProductCollections',
  'getAffiliateLinks',
  'getVideos',
  'getAudios',
  'getImageCollections',
  'getShopifyStore',
  'checkStoreCredentialOwner',
  'getBulkOperationStatus',
  'getResourceCounts',
  'getProductImageUploadUrls',
  'getVideoUploadUrl',
  'getVideoImageUploadUrl',
  'getAudioUploadUrl',
  'getImageUploadUrls',
  'getAffiliateLinkImageUploadUrls',
  'getInstagramVideos',
  'getInstagramAccount',
  'getInstagramMedia',
  'getInstagramFeeds',
  'getEmbeddedInstagramFeed',
];
const specAdminVariants = [
  'adminGetProducts',
  'adminGetProductCollections',
  'adminGetVideos',
  'adminGetAudios',
  'adminGetImageCollections',
  'adminGetAffiliateLinks',
];
const specMutations = [
  'connectDevShopifyStore',
  'connectShopifyStoreToGroup',
  'getProductsBulk',
  'getProductCollectionsBulk',
  'upsertProducts',
  'upsertProductCollections',
  'deleteProductCollection',
  'archiveProduct',
  'upsertAffiliateLink',
  'archiveAffiliateLink',
  'upsertVideo',
  'checkAndUpdateVideoStatus',
  'deleteVideo',
  'uploadVideoFromUrl',
  'upsertAudio',
  'deleteAudio',
  'upsertImage',
  'deleteImage',
  'saveImageCollection',
  'upsertImageCollection',
  'deleteImageCollection',
  'setupInstagramAccount',
  'disconnectInstagramAccount',
  'syncInstagramAccount',
  'upsertInstagramFeed',
  'deleteInstagramFeed',
];
// Document 1 §7 names these too, so they keep doc: 1 in the merged catalogue.
const namedFirstByDoc1 = [
  'getShopifyStore',
  'checkStoreCredentialOwner',
  'getResourceCounts',
  'connectDevShopifyStore',
  'connectShopifyStoreToGroup',
];

const specKinds = new Map<string, 'query' | 'mutation'>([
  ...[...specQueries, ...specAdminVariants].map((name) => [name, 'query'] as const),
  ...specMutations.map((name) => [name, 'mutation'] as const),
]);

/** The whole contract, every domain's SDL merged as the server and codegen load it (built once). */
let schemaCache: GraphQLSchema | undefined;
function mergedSchema(): GraphQLSchema {
  if (!schemaCache) {
    const files = readdirSync(new URL('schema/', clientRoot)).filter((f) => f.endsWith('.graphql'));
    schemaCache = buildASTSchema(concatAST(files.map((f) => parse(read(`schema/${f}`)))));
  }
  return schemaCache;
}

function rootField(kind: 'query' | 'mutation', name: string): GraphQLField<unknown, unknown> {
  const schema = mergedSchema();
  const root = kind === 'query' ? schema.getQueryType() : schema.getMutationType();
  const field = root?.getFields()[name];
  if (!field) throw new Error(`${kind} ${name} is not a root field of the SDL`);
  return field;
}

/** The single operation in operations/<domain>/<name>.graphql, whichever domain holds it. */
function operationDocument(name: string): OperationDefinitionNode {
  const paths = readdirSync(new URL('operations/', clientRoot))
    .map((domain) => `operations/${domain}/${name}.graphql`)
    .filter((path) => existsSync(new URL(path, clientRoot)));
  expect(paths, `documents named ${name}.graphql`).toHaveLength(1);
  const ops = parse(read(paths[0]!)).definitions.filter(
    (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
  );
  expect(ops, `${paths[0]} holds one operation`).toHaveLength(1);
  return ops[0]!;
}

describe('document 2 operation catalogue', () => {
  const catalogue = new Map(catalogueAssetsOperations.map((spec) => [spec.name, spec]));

  it('lists every call of §7, admin variants included, each once and nothing else', () => {
    const names = catalogueAssetsOperations.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    expect([...names].sort()).toEqual([...specKinds.keys()].sort());
  });

  it('gives each call the kind §7 lists it under', () => {
    for (const [name, kind] of specKinds) expect(catalogue.get(name)?.kind, name).toBe(kind);
  });

  it('attributes calls document 1 also names to document 1 and the rest to document 2', () => {
    for (const spec of catalogueAssetsOperations) {
      expect(spec.doc, spec.name).toBe(namedFirstByDoc1.includes(spec.name) ? 1 : 2);
    }
  });

  it.each([...specKinds])('%s is a %s root field of the merged SDL', (name, kind) => {
    expect(() => rootField(kind, name)).not.toThrow();
  });

  it.each([...specKinds])(
    '%s has a %s document of the same name passing every argument as a variable',
    (name, kind) => {
      const op = operationDocument(name);
      expect(op.name?.value).toBe(name);
      expect(op.operation).toBe(kind);
      const args = rootField(kind, name)
        .args.map((a) => a.name)
        .sort();
      const vars = (op.variableDefinitions ?? []).map((v) => v.variable.name.value).sort();
      expect(vars).toEqual(args);
      // Each argument of the root selection is bound to the variable of the same name.
      const selection = op.selectionSet.selections.find(
        (s) => s.kind === Kind.FIELD && s.name.value === name,
      );
      expect(selection?.kind, `${name} selects its root field`).toBe(Kind.FIELD);
      const bindings =
        selection?.kind === Kind.FIELD
          ? (selection.arguments ?? []).map((a) =>
              a.value.kind === Kind.VARIABLE
                ? `${a.name.value}=$${a.value.name.value}`
                : a.name.value,
            )
          : [];
      expect(bindings.sort()).toEqual(args.map((a) => `${a}=$${a}`));
    },
  );

  it('keeps the admin variants admin-only and takes the group they read by groupId', () => {
    for (const name of specAdminVariants) {
      expect(catalogue.get(name)?.access, name).toBe('admin');
      expect(
        rootField('query', name).args.map((a) => a.name),
        name,
      ).toContain('groupId');
    }
    expect(catalogue.get('connectDevShopifyStore')?.access).toBe('admin');
  });

  it('lets anonymous visitors load an embedded feed and nothing else of document 2', () => {
    const open = catalogueAssetsOperations
      .filter((spec) => spec.access === 'public')
      .map((s) => s.name);
    expect(open).toEqual(['getEmbeddedInstagramFeed']);
  });

  it('exposes nothing secret-sounding through the public feed answer', () => {
    const seen = new Set<string>();
    const suspicious: string[] = [];
    const walk = (type: GraphQLNamedType) => {
      if (seen.has(type.name)) return;
      seen.add(type.name);
      if (isUnionType(type)) type.getTypes().forEach(walk);
      if (!isObjectType(type) && !isInterfaceType(type)) return;
      for (const field of Object.values(type.getFields())) {
        if (/token|secret|password|key|code/i.test(field.name)) {
          suspicious.push(`${type.name}.${field.name}`);
        }
        walk(getNamedType(field.type));
      }
    };
    walk(getNamedType(rootField('query', 'getEmbeddedInstagramFeed').type));
    // The walk reached the posts, not just the wrapper.
    expect(seen.has('InstagramMedia')).toBe(true);
    expect(suspicious).toEqual([]);
  });
});
