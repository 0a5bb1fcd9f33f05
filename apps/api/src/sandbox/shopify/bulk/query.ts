// Running a bulk query as Shopify does: the document is checked (one top-level connection, at most
// five connections nested at most two deep, each nested connection's parent selecting `id`), run
// without pagination, and its result written as JSONL: one line per node, nested connections taken
// out of their parent and written as lines of their own after it, carrying `__parentId`.
import {
  getNamedType,
  graphql,
  isInterfaceType,
  isObjectType,
  Kind,
  parse,
  validate,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  type GraphQLNamedType,
  type GraphQLSchema,
  type SelectionSetNode,
} from 'graphql';
import type { SandboxContext } from '../context';

export const MAX_CONNECTIONS = 5;
export const MAX_NESTING = 2;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
export type JsonObject = { [key: string]: Json };

export class BulkQueryError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BulkQueryError';
  }
}

const isConnectionType = (type: GraphQLNamedType) =>
  isObjectType(type) && type.name.endsWith('Connection');

function fieldsOf(
  selectionSet: SelectionSetNode,
  fragments: ReadonlyMap<string, FragmentDefinitionNode>,
): FieldNode[] {
  return selectionSet.selections.flatMap((selection) => {
    if (selection.kind === Kind.FIELD) return [selection];
    if (selection.kind === Kind.INLINE_FRAGMENT) return fieldsOf(selection.selectionSet, fragments);
    const fragment = fragments.get(selection.name.value);
    return fragment ? fieldsOf(fragment.selectionSet, fragments) : [];
  });
}

/** Checks the shape Shopify requires of a bulk query; throws BulkQueryError with its reason. */
export function checkBulkQuery(schema: GraphQLSchema, source: string): DocumentNode {
  let document: DocumentNode;
  try {
    document = parse(source);
  } catch (error) {
    throw new BulkQueryError(`Invalid bulk query: ${(error as Error).message}`);
  }
  const invalid = validate(schema, document)[0];
  if (invalid) throw new BulkQueryError(`Invalid bulk query: ${invalid.message}`);
  const operations = document.definitions.filter((d) => d.kind === Kind.OPERATION_DEFINITION);
  const operation = operations[0];
  if (operations.length !== 1 || !operation || operation.operation !== 'query') {
    throw new BulkQueryError('Bulk queries must contain exactly one query operation.');
  }
  const fragments = new Map(
    document.definitions
      .filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION)
      .map((d) => [d.name.value, d]),
  );
  const roots = fieldsOf(operation.selectionSet, fragments).filter(
    (f) => f.name.value !== '__typename',
  );
  const queryType = schema.getQueryType();
  const root = roots[0];
  const rootType = root && getNamedType(queryType?.getFields()[root.name.value]?.type);
  if (roots.length !== 1 || !root || !rootType || !isConnectionType(rootType)) {
    throw new BulkQueryError(
      'Bulk queries must contain exactly one top-level field, and it must be a connection.',
    );
  }

  let connections = 0;
  const withoutId: string[] = [];
  // Walks a node type's selection; `depth` counts the connections above it.
  const walk = (fields: readonly FieldNode[], type: GraphQLNamedType, depth: number): void => {
    if (!isObjectType(type) && !isInterfaceType(type)) return;
    for (const field of fields) {
      const definition = type.getFields()[field.name.value];
      if (!definition || !field.selectionSet) continue;
      const named = getNamedType(definition.type);
      const children = fieldsOf(field.selectionSet, fragments);
      if (!isConnectionType(named)) {
        walk(children, named, depth);
        continue;
      }
      connections += 1;
      if (depth + 1 > MAX_NESTING) {
        throw new BulkQueryError(
          `Bulk queries cannot contain connections with a nesting depth greater than ${MAX_NESTING}.`,
        );
      }
      if (depth > 0 && !fields.some((f) => f.name.value === 'id' && !f.alias)) {
        withoutId.push(field.alias?.value ?? field.name.value);
      }
      visitConnection(children, named, depth + 1);
    }
  };
  const visitConnection = (fields: FieldNode[], type: GraphQLNamedType, depth: number) => {
    if (!isObjectType(type)) return;
    for (const field of fields) {
      const definition = type.getFields()[field.name.value];
      if (!definition || !field.selectionSet) continue;
      const named = getNamedType(definition.type);
      const children = fieldsOf(field.selectionSet, fragments);
      if (field.name.value === 'nodes') walk(children, named, depth);
      else if (field.name.value === 'edges' && isObjectType(named)) {
        for (const edgeField of children) {
          const edgeDefinition = named.getFields()[edgeField.name.value];
          if (edgeField.name.value === 'node' && edgeField.selectionSet && edgeDefinition) {
            walk(
              fieldsOf(edgeField.selectionSet, fragments),
              getNamedType(edgeDefinition.type),
              depth,
            );
          }
        }
      }
    }
  };
  visitConnection(
    fieldsOf(root.selectionSet ?? { kind: Kind.SELECTION_SET, selections: [] }, fragments),
    rootType,
    1,
  );
  if (connections + 1 > MAX_CONNECTIONS) {
    throw new BulkQueryError(
      `Bulk queries cannot contain more than ${MAX_CONNECTIONS} connections.`,
    );
  }
  if (withoutId.length > 0) {
    throw new BulkQueryError(
      "The parent 'node' field for a nested connection must select the 'id' field without an alias and must be of 'ID' return type. " +
        `Connection fields without 'id': ${withoutId.join(', ')}.`,
    );
  }
  return document;
}

function isPlainObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The nodes of a connection value (edges { node } or nodes), or null when it is not one. */
function connectionNodes(value: Json | undefined): JsonObject[] | null {
  if (!isPlainObject(value)) return null;
  if (Array.isArray(value.edges)) {
    return value.edges.flatMap((edge) =>
      isPlainObject(edge) && isPlainObject(edge.node) ? [edge.node] : [],
    );
  }
  if (Array.isArray(value.nodes)) return value.nodes.filter(isPlainObject);
  return null;
}

export interface BulkLine {
  record: JsonObject;
  root: boolean;
}

function* emit(node: JsonObject, parentId: Json | undefined): Generator<BulkLine> {
  const own: JsonObject = {};
  const nested: JsonObject[][] = [];
  for (const [key, value] of Object.entries(node)) {
    const children = connectionNodes(value);
    if (children) nested.push(children);
    else own[key] = value;
  }
  if (parentId !== undefined) own.__parentId = parentId;
  yield { record: own, root: parentId === undefined };
  for (const children of nested) {
    for (const child of children) yield* emit(child, node.id);
  }
}

/** The result's lines, in order: each parent followed by its children. */
export function* flattenBulkResult(data: JsonObject): Generator<BulkLine> {
  const [rootValue] = Object.values(data);
  for (const node of connectionNodes(rootValue) ?? []) yield* emit(node, undefined);
}

/** One JSONL line as Shopify writes it (slashes escaped, as its JSON encoder does). */
export function serializeLine(record: JsonObject): string {
  return `${JSON.stringify(record).replace(/\//g, '\\/')}\n`;
}

/** Runs a checked bulk query over the whole catalogue. */
export async function runBulkQuery(
  schema: GraphQLSchema,
  ctx: SandboxContext,
  source: string,
): Promise<Generator<BulkLine>> {
  const result = await graphql({ schema, source, contextValue: { ...ctx, bulk: true } });
  if (result.errors?.length || !result.data) {
    throw new BulkQueryError(
      `Invalid bulk query: ${result.errors?.map((e) => e.message).join(' ') ?? 'no data'}`,
    );
  }
  return flattenBulkResult(result.data as JsonObject);
}
