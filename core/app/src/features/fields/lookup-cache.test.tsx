import type { FieldSchema } from '@mall/sdk';
import { screen, waitFor } from '@testing-library/react';
import { useService } from '../../shell/services-context';
import { renderWithMall } from '../../test-support/render-with-mall';
import { LookupServiceToken, type LookupService } from '../lookups';
import { LookupSelect } from './lookup-select';

vi.setConfig({ testTimeout: 60_000 });
afterEach(() => vi.unstubAllGlobals());

const LOVS = '/hpfm/v1/11/lovs/data';
const project: FieldSchema = { name: 'projectCode', labelKey: 'test.project', component: 'lookup', lookupCode: 'SMAL.PROJECT' };
const projects = [
  { value: 'P1', meaning: 'Plant one' },
  { value: 'P2', meaning: 'Plant two' },
];

describe('the shared lookup cache', () => {
  it('two fields over the same value set make one lovs/data call', async () => {
    const { fake } = renderWithMall(
      <>
        <LookupSelect aria-label="Row 1 project" field={project} row={{}} />
        <LookupSelect aria-label="Row 2 project" field={project} row={{}} />
      </>,
      { script: (f) => f.on(`GET ${LOVS}`, { json: { content: projects } }) },
    );
    await waitFor(() => expect(screen.getAllByRole('combobox').every((box) => box.closest('.ant-select-loading') === null)).toBe(true), { timeout: 10_000 });
    expect(fake.callsTo(LOVS)).toHaveLength(1);
    expect(fake.callsTo(LOVS)[0]?.url.searchParams.get('lovCode')).toBe('SMAL.PROJECT');
  });

  it('a service asking for a set a field already loaded reads the cache, parsed the same way', async () => {
    let service: LookupService | undefined;
    function Probe() {
      service = useService(LookupServiceToken);
      return <LookupSelect aria-label="Project" field={project} row={{}} />;
    }
    const { fake } = renderWithMall(<Probe />, { script: (f) => f.on(`GET ${LOVS}`, { json: projects }) });
    await waitFor(() => expect(fake.callsTo(LOVS)).toHaveLength(1), { timeout: 10_000 });
    const records = await service!.records({ lovCode: 'SMAL.PROJECT' });
    expect(records).toEqual(projects);
    expect(fake.callsTo(LOVS)).toHaveLength(1);
  });

  it('leaving the page cancels the pending call without showing anything', async () => {
    const { fake, unmount, notifier } = renderWithMall(<LookupSelect aria-label="Project" field={project} row={{}} />, {
      // The server never answers: only the cancellation ends the call.
      script: (f) => f.on(`GET ${LOVS}`, () => new Promise(() => undefined)),
    });
    await waitFor(() => expect(fake.callsTo(LOVS)).toHaveLength(1), { timeout: 10_000 });
    const [call] = fake.callsTo(LOVS);
    expect(call?.signal?.aborted).toBe(false);
    unmount();
    await waitFor(() => expect(call?.signal?.aborted).toBe(true), { timeout: 10_000 });
    // Cancelled, not failed: no 'network request error', and the GET is not sent again.
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(notifier.entries).toEqual([]);
    expect(fake.callsTo(LOVS)).toHaveLength(1);
  });
});
