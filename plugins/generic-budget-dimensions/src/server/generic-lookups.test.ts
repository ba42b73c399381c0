// @vitest-environment node
import type { ServerLookupValue, ServerSeedContext } from '@mall/sdk/server';
import { genericDimensions } from '../generic-dimensions';
import serverEntry, { GENERIC_DIMENSION_LOOKUPS, seedGenericDimensionLookups } from './index';

const PLATFORM_CODES = ['SMAL.FEE_TYPE'];

// The helper needs only addLookupValues; a database or tenant touched by it would throw here.
const unused = new Proxy({}, { get: () => { throw new Error('the seed touched more than addLookupValues'); } });

async function seeded(seed: (ctx: ServerSeedContext) => Promise<void>) {
  const calls = new Map<string, readonly ServerLookupValue[]>();
  await seed({ db: unused as ServerSeedContext['db'], tenant: unused as ServerSeedContext['tenant'], addLookupValues: async (code, values) => void calls.set(code, values) });
  return calls;
}

describe('generic-budget-dimensions server helper', () => {
  const codes = genericDimensions.fields.flatMap((f) => (f.lookupCode ? [f.lookupCode] : []));

  it.each(codes.filter((c) => !PLATFORM_CODES.includes(c)))('seeds %s with distinct values in both languages', async (code) => {
    const values = (await seeded(seedGenericDimensionLookups)).get(code);
    expect(values?.length).toBeGreaterThanOrEqual(3);
    expect(new Set(values!.map((v) => v.value)).size).toBe(values!.length);
    for (const v of values!) {
      expect(v.meaningZh).toMatch(/\p{Script=Han}/u);
      expect(v.meaningEn).toMatch(/^[A-Z]/);
      expect(Object.values(v.data ?? {})).toEqual([v.value, '{meaning}']);
    }
  });

  it("leaves the fee type to core's platform values instead of replacing them", async () => {
    expect(codes).toContain('SMAL.FEE_TYPE');
    expect([...(await seeded(seedGenericDimensionLookups)).keys()]).toEqual(Object.keys(GENERIC_DIMENSION_LOOKUPS));
    expect(GENERIC_DIMENSION_LOOKUPS['SMAL.FEE_TYPE']).toBeUndefined();
  });

  it('is also a server entry of its own, seeding the same values, with no routes', async () => {
    expect(serverEntry).toMatchObject({ id: '@mall-plugin/generic-budget-dimensions', sdk: '^1.0.0', routes: [] });
    expect(await seeded(serverEntry.seed!)).toEqual(await seeded(seedGenericDimensionLookups));
  });
});
