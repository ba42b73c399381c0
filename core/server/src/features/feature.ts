import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';

/**
 * One vertical slice of the gateway. Its routes module registers the feature's calls with
 * full schemas; tables come from a migration in db/migrations and demo rows from a seed part.
 */
export interface Feature {
  readonly name: string;
  readonly routes: FastifyPluginAsyncTypebox;
}
