import { cartFooterSlot, cartSelectionRules, definePlugin, defineSessionValue, messages, msg, sessionValueOf, sessionValues, useSessionValue, type CartLine } from '@mall/sdk';
import { screen } from '@testing-library/react';
import { observer } from 'mobx-react-lite';
import { mountPlugin } from './mount-plugin';
import { renderPluginSlot } from './render-plugin-slot';

// The SDK point session.values: a plugin declares a value that comes from a call, with a
// fallback; rules read it from their context, components with useSessionValue.
const LEVEL_PATH = '/marmot/v1/{org}/marmot-api/probe-level';
const level = defineSessionValue<'GOLD' | 'BASIC'>({
  id: 'probe.level',
  description: 'the buyer level from the level call',
  fallback: 'BASIC',
  load: async ({ http, user }) => (await http.request<{ level?: 'GOLD' }>('GET', LEVEL_PATH, { query: { userId: user.id } })).level,
});
const LevelNote = observer(function LevelNote() {
  return <span>level {useSessionValue(level)}</span>;
});
const probe = definePlugin({
  id: '@mall-tenant/session-value-probe',
  version: '1.0.0',
  sdk: '^1.0.0',
  register(ctx) {
    ctx.contribute(sessionValues, level);
    ctx.contribute(cartSelectionRules, { id: 'probe.gold-only', check: (_s, candidate, c) => (sessionValueOf(c, level) === 'GOLD' || candidate.productSource === 'CATA' ? undefined : msg('probe.gold-only')) });
    ctx.contribute(cartFooterSlot, { id: 'probe.level-note', component: LevelNote });
    ctx.contribute(messages, { id: 'probe.en', locale: 'en_US', messages: { 'probe.gold-only': 'Gold buyers only' } }, { id: 'probe.zh', locale: 'zh_CN', messages: { 'probe.gold-only': '仅限金牌采购员' } });
  },
});
const jd = { cartId: 2, productSource: 'JD' } as CartLine;

describe('kit: session values (session.values)', () => {
  it('rules read the fallback until the values load, then the loaded value; a failed call keeps the fallback', async () => {
    const mounted = mountPlugin(probe);
    expect(mounted.checkSelection([], jd)?.message).toEqual(msg('probe.gold-only'));
    const values = await mounted.loadSessionValues({ request: async <T,>() => ({ level: 'GOLD' }) as T });
    expect(values).toEqual({ 'probe.level': 'GOLD' });
    expect(mounted.checkSelection([], jd)).toBeUndefined();
    const failing = mountPlugin(probe);
    expect(await failing.loadSessionValues({ request: () => Promise.reject(new Error('offline')) })).toEqual({ 'probe.level': 'BASIC' });
    expect(mountPlugin(probe, { sessionValues: { 'probe.level': 'GOLD' } }).checkSelection([], jd)).toBeUndefined();
  });

  it('a component reads the value the started mall loaded from the gateway', async () => {
    renderPluginSlot(probe, cartFooterSlot, { lines: [], selected: [] }, { answers: { [`GET ${LEVEL_PATH}`]: { json: { level: 'GOLD' } } } });
    expect(await screen.findByText('level GOLD')).toBeInTheDocument();
  });
});
