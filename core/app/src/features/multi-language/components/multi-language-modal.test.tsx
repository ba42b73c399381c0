import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { MultiLanguageModalProps } from '@mall/sdk';
import { useState } from 'react';
import type { FakeFetch } from '../../../platform/http/fake-fetch';
import { renderWithMall } from '../../../test-support/render-with-mall';
import { MultiLanguageModal } from './multi-language-modal';

vi.setConfig({ testTimeout: 60_000 });
const find = (text: string) => screen.findByText(text, {}, { timeout: 30_000 });

const languages = [
  { code: 'zh_CN', name: '简体中文' },
  { code: 'en_US', name: 'English' },
];

function open(props: Partial<MultiLanguageModalProps> = {}, script: (fake: FakeFetch) => void = () => undefined) {
  const onOk = vi.fn();
  const onCancel = vi.fn();
  const mall = renderWithMall(<MultiLanguageModal open fieldName="remark" onOk={onOk} onCancel={onCancel} {...props} />, {
    script: (fake) => {
      fake.on('GET /hpfm/v1/11/tenant-languages/list', { json: languages });
      script(fake);
    },
  });
  return { ...mall, onOk, onCancel };
}
const box = (name: string) => screen.getByRole('textbox', { name });

describe('multi-language modal', () => {
  it('one text per tenant language; OK hands them back', async () => {
    const { onOk } = open();
    await find('简体中文');
    fireEvent.change(box('简体中文'), { target: { value: '备注' } });
    fireEvent.change(box('English'), { target: { value: ' Remark ' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledWith({ zh_CN: '备注', en_US: 'Remark' }));
  });

  it('allows 60 characters in Chinese and 120 in others; one more is refused with the language named', async () => {
    const { onOk } = open();
    await find('简体中文');
    fireEvent.change(box('简体中文'), { target: { value: '中'.repeat(60) } });
    fireEvent.change(box('English'), { target: { value: 'e'.repeat(120) } });
    expect(screen.queryByText(/cannot exceed/)).not.toBeInTheDocument();
    fireEvent.change(box('简体中文'), { target: { value: '中'.repeat(61) } });
    expect(screen.getByText('简体中文 cannot exceed 60 characters')).toBeInTheDocument();
    fireEvent.change(box('English'), { target: { value: 'e'.repeat(121) } });
    expect(screen.getByText('English cannot exceed 120 characters')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'OK' })).toBeDisabled();
    expect(onOk).not.toHaveBeenCalled();
  });

  it('loads the languages once however often it opens', async () => {
    // Each press of "next" mounts a fresh modal for another field.
    function Harness() {
      const [n, setN] = useState(0);
      return (
        <>
          <button onClick={() => setN(n + 1)}>next</button>
          <MultiLanguageModal key={n} open fieldName={`f${n}`} onOk={() => undefined} onCancel={() => undefined} />
        </>
      );
    }
    const { fake } = renderWithMall(<Harness />, { script: (f) => f.on('GET /hpfm/v1/11/tenant-languages/list', { json: languages }) });
    await find('English');
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    fireEvent.click(screen.getByRole('button', { name: 'next' }));
    await find('English');
    expect(fake.callsTo('/hpfm/v1/11/tenant-languages/list')).toHaveLength(1);
  });

  it("with a record token: shows the kept texts and keeps the new ones over multi-language", async () => {
    const { onOk, fake } = open({ recordToken: 'order:7' }, (f) => {
      f.on('GET /hpfm/v1/multi-language', { json: [{ code: 'zh_CN', name: '简体中文', value: '旧' }, { code: 'en_US', name: 'English', value: 'old' }] });
      f.on('POST /hpfm/v1/multi-language', (call) => ({ json: call.body }));
    });
    await waitFor(() => expect(box('English')).toHaveValue('old'), { timeout: 30_000 });
    const [read] = fake.callsTo('/hpfm/v1/multi-language');
    expect(Object.fromEntries(read!.url.searchParams)).toEqual({ fieldName: 'remark', _token: 'order:7' });
    fireEvent.change(box('English'), { target: { value: 'new' } });
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onOk).toHaveBeenCalledWith({ zh_CN: '旧', en_US: 'new' }), { timeout: 30_000 });
    const saved = fake.calls.find((c) => c.method === 'POST');
    expect(saved?.body).toEqual({ fieldName: 'remark', _token: 'order:7', values: [{ code: 'zh_CN', value: '旧' }, { code: 'en_US', value: 'new' }] });
  });
});
