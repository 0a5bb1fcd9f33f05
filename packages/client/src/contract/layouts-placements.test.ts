import { readFileSync, readdirSync } from 'node:fs';
import {
  Kind,
  buildASTSchema,
  concatAST,
  getNamedType,
  isObjectType,
  parse,
  validate,
} from 'graphql';
import type {
  DocumentNode,
  GraphQLNamedType,
  GraphQLSchema,
  OperationDefinitionNode,
} from 'graphql';
import { describe, expect, it } from 'vitest';
import { layoutsPlacementsOperations } from './layouts-placements';

const clientRoot = new URL('../../', import.meta.url);
const domains = ['layouts', 'placements', 'branding', 'analytics', 'ai', 'sliders'] as const;

const read = (path: string) => readFileSync(new URL(path, clientRoot), 'utf8');

/** Root fields that document 3's SDL files add to Query and Mutation, with their domain. */
function ownRootFields(): Map<string, { kind: 'query' | 'mutation'; domain: string }> {
  const fields = new Map<string, { kind: 'query' | 'mutation'; domain: string }>();
  for (const domain of domains) {
    for (const def of parse(read(`schema/${domain}.graphql`)).definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      const kind = def.name.value === 'Query' ? 'query' : 'mutation';
      for (const field of def.fields ?? []) fields.set(field.name.value, { kind, domain });
    }
  }
  return fields;
}

/** The whole contract: every domain's SDL, as the server and codegen load it (built once). */
let schemaCache: GraphQLSchema | undefined;
function fullSchema(): GraphQLSchema {
  if (!schemaCache) {
    const files = readdirSync(new URL('schema/', clientRoot)).filter((f) => f.endsWith('.graphql'));
    schemaCache = buildASTSchema(concatAST(files.map((f) => parse(read(`schema/${f}`)))));
  }
  return schemaCache;
}

function ownDocuments(): Map<string, DocumentNode> {
  const docs = new Map<string, DocumentNode>();
  for (const domain of domains) {
    for (const file of readdirSync(new URL(`operations/${domain}/`, clientRoot))) {
      docs.set(`${domain}/${file}`, parse(read(`operations/${domain}/${file}`)));
    }
  }
  return docs;
}

describe('document 3 operation catalogue', () => {
  const sdl = ownRootFields();
  const own = layoutsPlacementsOperations.filter((spec) => sdl.has(spec.name));

  it('names each operation once; rows other documents name first keep their number', () => {
    const names = layoutsPlacementsOperations.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    const byName = new Map(layoutsPlacementsOperations.map((spec) => [spec.name, spec.doc]));
    expect(byName.get('getProducts')).toBe(2);
    expect(byName.get('getShopifyStore')).toBe(1);
    expect(byName.get('getAnalyticsToken')).toBe(1);
    expect(byName.get('getWidgets')).toBe(3);
  });

  it('matches its SDL root fields one to one, with the same kind', () => {
    expect([...sdl.keys()].sort()).toEqual(own.map((spec) => spec.name).sort());
    for (const spec of own) expect(sdl.get(spec.name)?.kind, spec.name).toBe(spec.kind);
    // Every row document 3 names first is defined in its own SDL files.
    const unowned = layoutsPlacementsOperations.filter(
      (spec) => spec.doc === 3 && !sdl.has(spec.name),
    );
    expect(unowned.map((spec) => spec.name)).toEqual([]);
  });

  it('finds every row of the table, including the shared ones, in the whole contract', () => {
    const schema = fullSchema();
    for (const spec of layoutsPlacementsOperations) {
      const root = spec.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      expect(root?.getFields()[spec.name], `${spec.kind} ${spec.name}`).toBeDefined();
    }
  });

  it.each(own.map((spec) => [spec.name, spec] as const))(
    '%s has a document of the same name and kind passing every argument as a variable',
    (name, spec) => {
      const domain = sdl.get(name)?.domain;
      const ops = parse(read(`operations/${domain}/${name}.graphql`)).definitions.filter(
        (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
      );
      expect(ops).toHaveLength(1);
      const op = ops[0]!;
      expect(op.name?.value).toBe(name);
      expect(op.operation).toBe(spec.kind);
      const schema = fullSchema();
      const root = spec.kind === 'query' ? schema.getQueryType() : schema.getMutationType();
      const args = (root?.getFields()[name]?.args ?? []).map((a) => a.name).sort();
      const vars = (op.variableDefinitions ?? []).map((v) => v.variable.name.value).sort();
      expect(vars).toEqual(args);
    },
  );

  it('has documents and fragments that are valid against the whole contract', () => {
    const docs = ownDocuments();
    // Fragments are global (codegen loads every document), so validate all documents together.
    const everything = readdirSync(new URL('operations/', clientRoot)).flatMap((domain) =>
      readdirSync(new URL(`operations/${domain}/`, clientRoot)).map((file) =>
        parse(read(`operations/${domain}/${file}`)),
      ),
    );
    const errors = validate(fullSchema(), concatAST(everything)).map((e) => e.message);
    expect(errors).toEqual([]);
    const fragmentFiles = [...docs.entries()].filter(([path]) =>
      path.endsWith('fragments.graphql'),
    );
    for (const [path, doc] of fragmentFiles) {
      const kinds = doc.definitions.map((d) => d.kind);
      expect(
        kinds.every((k) => k === Kind.FRAGMENT_DEFINITION),
        path,
      ).toBe(true);
    }
  });

  it('opens only the storefront calls to anonymous visitors and slider pages only to admins', () => {
    const access = (level: string) =>
      layoutsPlacementsOperations.filter((spec) => spec.access === level).map((spec) => spec.name);
    expect(access('public').sort()).toEqual([
      'getEmbeddedSliderItem',
      'getEmbeddedWidget',
      'getExperimentData',
    ]);
    expect(access('admin').sort()).toEqual([
      'adminGetExperiments',
      'adminGetStrategies',
      'adminGetVirtualVideos',
      'adminGetWidgets',
      'deleteSliderPage',
      'getSliderPages',
      'upsertSliderPage',
    ]);
  });

  it('exposes no credential through the public answers or the AI accounts', () => {
    const schema = fullSchema();
    const query = schema.getQueryType()!.getFields();
    const seen = new Set<string>();
    const leaks: string[] = [];
    const walk = (type: GraphQLNamedType) => {
      if (!isObjectType(type) || seen.has(type.name)) return;
      seen.add(type.name);
      for (const field of Object.values(type.getFields())) {
        if (/token|secret|password|apiKey|^key$/i.test(field.name)) {
          leaks.push(`${type.name}.${field.name}`);
        }
        walk(getNamedType(field.type));
      }
    };
    for (const name of ['getEmbeddedWidget', 'getExperimentData', 'getGenerativeAIAccounts']) {
      walk(getNamedType(query[name]!.type));
    }
    expect(seen.has('ShopifyStore')).toBe(true);
    expect(leaks).toEqual([]);
  });
});
