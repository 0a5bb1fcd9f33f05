// Helpers for the storefront's public reads: GET requests as an embed (or a CDN in front of it)
// sends them, and a walk over everything the public answers can carry.
import { getNamedType, isObjectType, type GraphQLObjectType, type GraphQLSchema } from 'graphql';
import {
  GetBrandingSettingsDocument,
  GetEmbeddedWidgetDocument,
  GetExperimentDataDocument,
} from '../../../../packages/client/src/generated/graphql';
import type { GqlResponse, TestServer } from '../harness/server';

/** The browser documents, exactly as the client package ships them. */
export const EMBEDDED_WIDGET = GetEmbeddedWidgetDocument.toString();
export const EXPERIMENT_DATA = GetExperimentDataDocument.toString();
export const BRANDING_SETTINGS = GetBrandingSettingsDocument.toString();

export interface GetResponse<T> extends GqlResponse<T> {
  text: string;
}

/** A GraphQL GET without the CSRF header (what a storefront's iframe or a CDN sends). */
export async function graphqlGet<T = Record<string, unknown>>(
  server: Pick<TestServer, 'url'>,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
): Promise<GetResponse<T>> {
  const params = new URLSearchParams({ query, variables: JSON.stringify(variables) });
  const response = await fetch(`${server.url}/graphql?${params}`, {
    headers: { accept: 'application/json', ...headers },
  });
  const text = await response.text();
  return {
    status: response.status,
    headers: response.headers,
    text,
    body: text ? (JSON.parse(text) as GqlResponse<T>['body']) : {},
  };
}

/** 'Type.field' for every field reachable from a root query field's answer. */
export function reachableFields(schema: GraphQLSchema, rootField: string): string[] {
  const root = schema.getQueryType()!.getFields()[rootField];
  if (!root) throw new Error(`No Query.${rootField}`);
  const seen = new Set<string>();
  const fields: string[] = [];
  const visit = (type: GraphQLObjectType) => {
    if (seen.has(type.name)) return;
    seen.add(type.name);
    for (const field of Object.values(type.getFields())) {
      fields.push(`${type.name}.${field.name}`);
      const named = getNamedType(field.type);
      if (isObjectType(named)) visit(named);
    }
  };
  const named = getNamedType(root.type);
  if (isObjectType(named)) visit(named);
  return fields.sort();
}

/** A selection of every field of `type`, nested objects included (the schema has no cycles here). */
export function selectEverything(schema: GraphQLSchema, typeName: string, depth = 0): string {
  const type = schema.getType(typeName);
  if (!isObjectType(type)) throw new Error(`${typeName} is not an object type`);
  if (depth > 8) throw new Error(`Selection too deep at ${typeName}`);
  return `{ ${Object.values(type.getFields())
    .map((field) => {
      const named = getNamedType(field.type);
      return isObjectType(named)
        ? `${field.name} ${selectEverything(schema, named.name, depth + 1)}`
        : field.name;
    })
    .join(' ')} }`;
}

/** Every [key, value] pair of a JSON answer, at any depth. */
export function entries(value: unknown, key = ''): Array<[string, unknown]> {
  if (Array.isArray(value)) return value.flatMap((item) => entries(item, key));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([k, v]) => [
      [k, v] as [string, unknown],
      ...entries(v, k),
    ]);
  }
  return [];
}

/** Field names that have no business in a public answer. */
export const PRIVATE_LOOKING =
  /email|password|token|secret|credential|session|invit|role|plan|billing|webhook|scope|encrypt|hash|apikey|user|member|fileKey|ip$/i;
