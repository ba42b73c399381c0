import { Type } from '@fastify/type-provider-typebox';

/** `:org` in a path: the organisation id; the session hook already checked it is the caller's. */
export const OrgParams = Type.Object({ org: Type.String({ pattern: '^[0-9]{1,15}$' }) });

/** A database id in a query string or path (coerced from text). */
export const Id = (options: { description?: string } = {}) => Type.Integer({ minimum: 1, maximum: Number.MAX_SAFE_INTEGER, ...options });

/** Free text from a query string, bounded so nothing unbounded reaches SQL. */
export const Text = (maxLength = 200) => Type.String({ maxLength });

/** The `0 | 1` flags the spec uses everywhere. */
export const Flag = Type.Union([Type.Literal(0), Type.Literal(1)]);
