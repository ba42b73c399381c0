// @vitest-environment node
import type { ServerOrderSubmitValidator, ServerPluginDefinition } from '@mall/sdk/server';
import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import type { LoadedServerPlugin } from '../../plugins';
import { coreOrderRules, firstRefusal, submitValidatorsFor } from './submit-validators';

const validator = (id: string, order: number, refuse = false, seen: string[] = []): ServerOrderSubmitValidator => ({
  id,
  order,
  validate: () => {
    seen.push(id);
    return refuse ? { code: `${id}.refused` } : undefined;
  },
});
const loaded = (tenantCodes: string[], validators: ServerOrderSubmitValidator[]): LoadedServerPlugin => ({
  packageName: `@mall-tenant/${tenantCodes[0]}`,
  tenantCodes,
  definition: { id: tenantCodes[0]!, sdk: '^1.0.0', routes: [], orderSubmitValidators: validators } as ServerPluginDefinition,
});
const session = { userId: 1, tenantId: 2, tenantNum: 'FOUNDERSC', organizationId: 3, companyId: 4, loginName: 'x', language: 'en_US' } as Session;
const db = { query: async () => [], transaction: async (fn: (tx: Db) => unknown) => fn(db) } as unknown as Db;

describe('server order.submit-validators', () => {
  it("runs core's rules and the validators of the caller's tenant only, by order", () => {
    const plugins = [loaded(['FOUNDERSC'], [validator('late', 400), validator('early', 50)]), loaded(['CALB'], [validator('other', 10)])];
    expect(submitValidatorsFor(plugins, 'FOUNDERSC').map((v) => v.id)).toEqual(['early', coreOrderRules.id, 'late']);
    expect(submitValidatorsFor(plugins, 'HLCX').map((v) => v.id)).toEqual([coreOrderRules.id]);
  });

  it('answers the first refusal and runs none after it', async () => {
    const seen: string[] = [];
    const refusal = await firstRefusal([validator('a', 1, false, seen), validator('b', 2, true, seen), validator('c', 3, true, seen)], { orders: [] }, db, session);
    expect(refusal).toEqual({ code: 'b.refused' });
    expect(seen).toEqual(['a', 'b']);
    expect(await firstRefusal([validator('a', 1, false)], { orders: [] }, db, session)).toBeUndefined();
  });
});
