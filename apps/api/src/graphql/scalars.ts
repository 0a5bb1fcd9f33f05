// The SDL's custom scalars (packages/client/schema/common.graphql).
import { GraphQLError, GraphQLScalarType, Kind, valueFromASTUntyped } from 'graphql';

function toDate(value: unknown): Date | null {
  if (value instanceof Date) return Number.isNaN(value.getTime()) ? null : value;
  if (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}T/.test(value)) {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? null : date;
  }
  return null;
}

/** Dates travel as ISO-8601 strings in UTC; resolvers work with Date objects. */
export const DateTime = new GraphQLScalarType<Date, string>({
  name: 'DateTime',
  description: 'An instant in time, serialised as an ISO-8601 string in UTC.',
  serialize(value) {
    const date = toDate(value);
    if (!date) throw new GraphQLError(`DateTime cannot represent ${JSON.stringify(value)}.`);
    return date.toISOString();
  },
  parseValue(value) {
    const date = toDate(value);
    if (!date || typeof value !== 'string') {
      throw new GraphQLError('DateTime must be an ISO-8601 date-time string.');
    }
    return date;
  },
  parseLiteral(ast) {
    const date = ast.kind === Kind.STRING ? toDate(ast.value) : null;
    if (!date)
      throw new GraphQLError('DateTime must be an ISO-8601 date-time string.', { nodes: ast });
    return date;
  },
});

export const JSONScalar = new GraphQLScalarType<unknown, unknown>({
  name: 'JSON',
  description: 'Arbitrary JSON value.',
  serialize: (value) => value,
  parseValue: (value) => value,
  parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
});
