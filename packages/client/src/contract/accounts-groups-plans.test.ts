import { readFileSync } from 'node:fs';
import { Kind, parse } from 'graphql';
import type { FieldDefinitionNode, OperationDefinitionNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import { accountsGroupsPlansOperations } from './accounts-groups-plans';

const clientRoot = new URL('../../', import.meta.url);
const domains = ['accounts', 'groups', 'billing', 'stores', 'admin'] as const;
// Listed in document 1 but typed and documented with the analytics domain.
const definedElsewhere = new Set(['getAnalyticsToken']);

/** Root fields that document 1's SDL files add to Query and Mutation. */
function rootFields(): Map<string, { kind: 'query' | 'mutation'; field: FieldDefinitionNode }> {
  const fields = new Map<string, { kind: 'query' | 'mutation'; field: FieldDefinitionNode }>();
  for (const domain of domains) {
    const sdl = readFileSync(new URL(`schema/${domain}.graphql`, clientRoot), 'utf8');
    for (const def of parse(sdl).definitions) {
      if (def.kind !== Kind.OBJECT_TYPE_EXTENSION) continue;
      const kind = def.name.value === 'Query' ? 'query' : 'mutation';
      for (const field of def.fields ?? []) fields.set(field.name.value, { kind, field });
    }
  }
  return fields;
}

function operationDocument(name: string): { domain: string; op: OperationDefinitionNode } {
  for (const domain of domains) {
    let text: string;
    try {
      text = readFileSync(new URL(`operations/${domain}/${name}.graphql`, clientRoot), 'utf8');
    } catch {
      continue;
    }
    const ops = parse(text).definitions.filter(
      (d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION,
    );
    expect(ops, `${domain}/${name}.graphql holds one operation`).toHaveLength(1);
    return { domain, op: ops[0]! };
  }
  throw new Error(`no operation document for ${name}`);
}

describe('document 1 operation catalogue', () => {
  const sdl = rootFields();
  const own = accountsGroupsPlansOperations.filter((spec) => !definedElsewhere.has(spec.name));

  it('names each operation once, all attributed to document 1', () => {
    const names = accountsGroupsPlansOperations.map((spec) => spec.name);
    expect(new Set(names).size).toBe(names.length);
    expect(accountsGroupsPlansOperations.every((spec) => spec.doc === 1)).toBe(true);
  });

  it('matches the SDL root fields one to one, with the same kind', () => {
    expect([...sdl.keys()].sort()).toEqual(own.map((spec) => spec.name).sort());
    for (const spec of own) expect(sdl.get(spec.name)?.kind, spec.name).toBe(spec.kind);
  });

  it.each(own.map((spec) => [spec.name, spec] as const))(
    '%s has a document of the same name and kind passing every argument as a variable',
    (name, spec) => {
      const { op } = operationDocument(name);
      expect(op.name?.value).toBe(name);
      expect(op.operation).toBe(spec.kind);
      const args = (sdl.get(name)?.field.arguments ?? []).map((a) => a.name.value).sort();
      const vars = (op.variableDefinitions ?? []).map((v) => v.variable.name.value).sort();
      expect(vars).toEqual(args);
    },
  );

  it('keeps admin-only operations admin-only and lets anonymous visitors load the session', () => {
    const access = new Map(accountsGroupsPlansOperations.map((spec) => [spec.name, spec.access]));
    const adminOnly = [
      'getUsers',
      'adminGetManyGroupsData',
      'adminGetGroupData',
      'adminChangeGroupUserRole',
      'adminRemoveUserFromGroup',
      'extendFreeTrial',
      'adminResetGroupWebhooks',
      'connectDevShopifyStore',
    ];
    for (const name of adminOnly) expect(access.get(name), name).toBe('admin');
    expect(access.get('getCurrentUser')).toBe('public');
    expect(access.get('createPlan')).toBe('owner');
  });
});
