// App-data metafields: the `id` and `metafield(namespace:, key:)` of currentAppInstallation, and
// metafieldsSet on the app's installation, validated as Shopify does (lengths and characters of
// namespace and key, type, value per type, at most 25 at once, all or nothing) with its userErrors
// (field, message, code, elementIndex). The shop's theme reads them as app.metafields (../storefront).
import { createHash } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { sandboxShopifyAppMetafields } from '../../../db/schema';
import { fromGid, toGid, type SandboxContext } from '../context';
import type { AdminApiArea } from './area';

type MetafieldRow = typeof sandboxShopifyAppMetafields.$inferSelect;

/** A stable installation id per shop (Shopify's are opaque numbers too). */
export function appInstallationId(shop: string): number {
  const id = createHash('sha256').update(shop).digest().readUInt32BE(0) & 0x7fffffff;
  return id === 0 ? 1 : id;
}

const MAX_METAFIELDS = 25;
const NAME_CHARACTERS = /^[A-Za-z0-9_-]+$/;
const TYPES = [
  'single_line_text_field',
  'multi_line_text_field',
  'url',
  'boolean',
  'number_integer',
  'json',
] as const;
type MetafieldType = (typeof TYPES)[number];
const URL_SCHEMES = ['http:', 'https:', 'mailto:', 'sms:', 'tel:'];
const MAX_VALUE_LENGTH = 65_535;

interface MetafieldsSetInput {
  ownerId: string;
  namespace?: string | null;
  key: string;
  type?: string | null;
  value: string;
}

interface SetUserError {
  field: string[];
  message: string;
  code: string;
  elementIndex: number;
}

function isValue(type: MetafieldType, value: string): boolean {
  switch (type) {
    case 'single_line_text_field':
      return !/[\r\n]/.test(value);
    case 'multi_line_text_field':
      return true;
    case 'url':
      try {
        return URL_SCHEMES.includes(new URL(value).protocol);
      } catch {
        return false;
      }
    case 'boolean':
      return value === 'true' || value === 'false';
    case 'number_integer':
      return /^-?\d{1,19}$/.test(value);
    case 'json':
      try {
        JSON.parse(value);
        return true;
      } catch {
        return false;
      }
  }
}

function nameErrors(
  what: 'Namespace' | 'Key',
  value: string,
  min: number,
  max: number,
  index: number,
): SetUserError[] {
  const field = ['metafields', String(index), what.toLowerCase()];
  const error = (message: string, code: string) => [{ field, message, code, elementIndex: index }];
  if (value.length < min) {
    return error(`${what} is too short (minimum is ${min} characters)`, 'TOO_SHORT');
  }
  if (value.length > max) {
    return error(`${what} is too long (maximum is ${max} characters)`, 'TOO_LONG');
  }
  if (!NAME_CHARACTERS.test(value)) {
    return error(
      `${what} contains one or more invalid characters. Only alphanumeric characters, underscores and dashes are allowed.`,
      'INVALID',
    );
  }
  return [];
}

/** Everything wrong with one input (Shopify reports them all, then sets nothing). */
function inputErrors(shop: string, input: MetafieldsSetInput, index: number): SetUserError[] {
  const at = (name: string) => ['metafields', String(index), name];
  const errors: SetUserError[] = [];
  const owner = fromGid(input.ownerId);
  if (owner?.type !== 'AppInstallation') {
    errors.push({
      field: at('ownerId'),
      message: 'Owner type is not supported by the sandbox: only the app installation is.',
      code: 'INVALID_OWNER',
      elementIndex: index,
    });
  } else if (owner.id !== appInstallationId(shop)) {
    errors.push({
      field: at('ownerId'),
      message:
        'Access to this namespace and key on Metafields for this resource type is not allowed.',
      code: 'APP_NOT_AUTHORIZED',
      elementIndex: index,
    });
  }
  errors.push(...nameErrors('Namespace', input.namespace ?? '', 3, 255, index));
  errors.push(...nameErrors('Key', input.key, 2, 64, index));
  const type = input.type ?? '';
  if (!(TYPES as readonly string[]).includes(type)) {
    errors.push({
      field: at('type'),
      message: `Type must be one of the following: ${TYPES.join(', ')}.`,
      code: 'INVALID_TYPE',
      elementIndex: index,
    });
  } else if (input.value.trim() === '') {
    errors.push({
      field: at('value'),
      message: "Value can't be blank.",
      code: 'BLANK',
      elementIndex: index,
    });
  } else if (input.value.length > MAX_VALUE_LENGTH) {
    errors.push({
      field: at('value'),
      message: `Value is too long (maximum is ${MAX_VALUE_LENGTH} characters)`,
      code: 'TOO_LONG',
      elementIndex: index,
    });
  } else if (!isValue(type as MetafieldType, input.value)) {
    errors.push({
      field: at('value'),
      message: `Value is invalid for ${type}.`,
      code: 'INVALID_VALUE',
      elementIndex: index,
    });
  }
  return errors;
}

function toMetafield(row: MetafieldRow) {
  return {
    __typename: 'Metafield',
    id: toGid('Metafield', row.id),
    namespace: row.namespace,
    key: row.key,
    type: row.type,
    value: row.value,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The shop's app-data metafields, as the theme sees them: namespace → key → metafield. */
export async function appMetafieldsOf(
  ctx: Pick<SandboxContext, 'db' | 'shop'>,
): Promise<Record<string, Record<string, { value: string; type: string }>>> {
  const rows = await ctx.db
    .select()
    .from(sandboxShopifyAppMetafields)
    .where(eq(sandboxShopifyAppMetafields.shop, ctx.shop));
  const byNamespace: Record<string, Record<string, { value: string; type: string }>> = {};
  for (const row of rows) {
    (byNamespace[row.namespace] ??= {})[row.key] = { value: row.value, type: row.type };
  }
  return byNamespace;
}

const installation = (ctx: SandboxContext) => ({
  __typename: 'AppInstallation',
  id: toGid('AppInstallation', appInstallationId(ctx.shop)),
});

export const appMetafieldsArea: AdminApiArea = {
  typeDefs: /* GraphQL */ `
    type Metafield implements Node {
      id: ID!
      namespace: String!
      key: String!
      type: String!
      value: String!
      createdAt: DateTime!
      updatedAt: DateTime!
    }
    type AppInstallation implements Node {
      id: ID!
      metafield(namespace: String, key: String!): Metafield
    }
    input MetafieldsSetInput {
      ownerId: ID!
      namespace: String
      key: String!
      type: String
      value: String!
      compareDigest: String
    }
    enum MetafieldsSetUserErrorCode {
      APP_NOT_AUTHORIZED
      BLANK
      INVALID
      INVALID_OWNER
      INVALID_TYPE
      INVALID_VALUE
      LESS_THAN_OR_EQUAL_TO
      TOO_LONG
      TOO_SHORT
    }
    type MetafieldsSetUserError {
      field: [String!]
      message: String!
      code: MetafieldsSetUserErrorCode
      elementIndex: Int
    }
    type MetafieldsSetPayload {
      metafields: [Metafield!]
      userErrors: [MetafieldsSetUserError!]!
    }
    type Mutation {
      metafieldsSet(metafields: [MetafieldsSetInput!]!): MetafieldsSetPayload
    }
  `,
  resolvers: {
    AppInstallation: {
      id: (_parent, _args, ctx) => installation(ctx).id,
      metafield: async (_parent, args, ctx) => {
        const [row] = await ctx.db
          .select()
          .from(sandboxShopifyAppMetafields)
          .where(
            and(
              eq(sandboxShopifyAppMetafields.shop, ctx.shop),
              eq(sandboxShopifyAppMetafields.namespace, String(args.namespace ?? '')),
              eq(sandboxShopifyAppMetafields.key, String(args.key)),
            ),
          );
        return row ? toMetafield(row) : null;
      },
    },
    Mutation: {
      metafieldsSet: async (_parent, args, ctx) => {
        const inputs = args.metafields as MetafieldsSetInput[];
        if (inputs.length > MAX_METAFIELDS) {
          return {
            metafields: null,
            userErrors: [
              {
                field: ['metafields'],
                message: `Exceeded the maximum metafields input limit of ${MAX_METAFIELDS}.`,
                code: 'LESS_THAN_OR_EQUAL_TO',
                elementIndex: null,
              },
            ],
          };
        }
        const userErrors = inputs.flatMap((input, index) => inputErrors(ctx.shop, input, index));
        if (userErrors.length > 0) return { metafields: null, userErrors };
        const rows = await ctx.db.transaction(async (tx) => {
          const saved: MetafieldRow[] = [];
          for (const input of inputs) {
            const values = {
              type: input.type ?? '',
              value: input.value,
              updatedAt: new Date(),
            };
            const [row] = await tx
              .insert(sandboxShopifyAppMetafields)
              .values({
                shop: ctx.shop,
                namespace: input.namespace ?? '',
                key: input.key,
                ...values,
              })
              .onConflictDoUpdate({
                target: [
                  sandboxShopifyAppMetafields.shop,
                  sandboxShopifyAppMetafields.namespace,
                  sandboxShopifyAppMetafields.key,
                ],
                set: values,
              })
              .returning();
            if (row) saved.push(row);
          }
          return saved;
        });
        return { metafields: rows.map(toMetafield), userErrors: [] };
      },
    },
  },
  nodes: {
    AppInstallation: (ctx, id) =>
      Promise.resolve(id === appInstallationId(ctx.shop) ? installation(ctx) : null),
    Metafield: async (ctx, id) => {
      const [row] = await ctx.db
        .select()
        .from(sandboxShopifyAppMetafields)
        .where(
          and(
            eq(sandboxShopifyAppMetafields.id, id),
            eq(sandboxShopifyAppMetafields.shop, ctx.shop),
          ),
        );
      return row ? toMetafield(row) : null;
    },
  },
};
