import { AttachmentListToken, useMallService, type AttachmentListProps } from '@mall/sdk';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { FakeCall } from '../../../platform/http/fake-fetch';
import { renderWithMall } from '../../../test-support/render-with-mall';

vi.setConfig({ testTimeout: 60_000 });
// The token's list is a lazy chunk: a test's first find waits for the chunk and antd's first
// render of it (seconds over jsdom on a loaded machine), not only for the listing.
const FIRST_RENDER = { timeout: 15_000 };

// The demo session's organisation (renderWithMall's default user).
const ORG = '/hfle/v1/11/files';
const file = (fileName: string, i: number) => ({
  fileId: String(i), fileKey: `key${i}`, fileName, fileUrl: `/private-bucket/mall-front/key${i}`, fileSize: 1000, fileType: 'image/png',
  orderSeq: i, attachmentUUID: 'uuid-1', bucketName: 'private-bucket', creationDate: '2026-11-24 08:00:00',
});
const stored = [file('a-very-long-quotation-name-for-the-order.png', 1), file('second.png', 2), file('terms.pdf', 3)];

// A tenant page as a plugin writes it: the list through the SDK token, nothing imported from core.
function TenantPage(props: AttachmentListProps) {
  const AttachmentList = useMallService(AttachmentListToken);
  return <AttachmentList {...props} />;
}

function mount(props: AttachmentListProps, answers: (fake: { on: (route: string, answer: unknown) => unknown; calls: FakeCall[] }) => void = () => undefined) {
  let calls: FakeCall[] = [];
  const result = renderWithMall(<TenantPage {...props} />, {
    script: (fake) => {
      calls = fake.calls;
      fake.on(`GET ${ORG}/uuid-1/file`, { json: stored });
      answers(fake as never);
    },
  });
  return { ...result, calls: () => calls };
}

const chooseFiles = async (...files: File[]) => {
  const input = document.querySelector('input[type=file]') as HTMLInputElement;
  await act(async () => {
    fireEvent.change(input, { target: { files } });
  });
};
const sized = (name: string, bytes: number) => new File([new Uint8Array(bytes)], name, { type: 'application/octet-stream' });

describe('the attachment list behind AttachmentListToken', () => {
  it('lists the files with names cut after 22 characters and downloads through an expiring link', async () => {
    const { calls } = mount({ attachmentUuid: 'uuid-1' }, (fake) => fake.on(`POST ${ORG}/download-token`, { json: { downloadUrl: '/hfle/v1/1/files/download-with-token?access_token=t' } }));
    expect(await screen.findByText('a-very-long-quotation-...', {}, FIRST_RENDER)).toHaveAttribute('title', 'a-very-long-quotation-name-for-the-order.png');
    expect(screen.getByText('second.png')).toBeInTheDocument();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    fireEvent.click(screen.getByRole('button', { name: 'Download second.png' }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    expect(calls().find((c) => c.url.pathname === `${ORG}/download-token`)?.body).toEqual({ url: '/private-bucket/mall-front/key2' });
    click.mockRestore();
  });

  it.each([
    ['an extension off the list', sized('setup.exe', 10), 'not supported to upload this type of attachment'],
    ['more than the 5 MB default', sized('big.pdf', 5 * 1024 * 1024 + 1), 'file size exceeds 5M'],
    ['a name with +', sized('a+b.pdf', 10), 'file name is illegal'],
    ['Chinese characters with =', sized('合同=1.pdf', 10), 'file name is illegal'],
  ])('refuses %s before sending, with the spec message', async (_case, chosen, message) => {
    const { calls } = mount({});
    await chooseFiles(chosen);
    expect((await screen.findByRole('alert')).textContent).toContain(message);
    expect(calls().filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('shows one error at a time: the latest refusal replaces the earlier one', async () => {
    mount({ maxFileSizeMb: 1 });
    await chooseFiles(sized('setup.exe', 10));
    await chooseFiles(sized('big.pdf', 2 * 1024 * 1024));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts).toHaveLength(1);
    expect(alerts[0]!.textContent).toContain('file size exceeds 1M');
  });

  it('offers no tenth file: the upload is disabled at 9 files and nothing is sent', async () => {
    const nine = Array.from({ length: 9 }, (_, i) => file(`f${i}.png`, i + 1));
    const { calls } = mount({ attachmentUuid: 'uuid-1' }, (fake) => fake.on(`GET ${ORG}/uuid-1/file`, { json: nine }));
    await screen.findByText('f8.png');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(calls().filter((c) => c.method === 'POST')).toEqual([]);
  });

  it('uploads several files one after another under one UUID, with the usage, and reports the files', async () => {
    const uploaded: string[] = [];
    const onChange = vi.fn();
    const { calls } = mount({ usage: 'manual-line', maxFileSizeMb: 100, onChange }, (fake) => {
      fake.on(`POST ${ORG}/attachment/multipart-with-info`, (call: FakeCall) => {
        const form = call.body as FormData;
        uploaded.push(`${(form.get('file') as File).name}:${form.get('attachmentUUID') ?? 'new'}:${form.get('usage')}`);
        return { json: file((form.get('file') as File).name, uploaded.length) };
      });
      fake.on(`GET ${ORG}/uuid-1/file`, () => ({ json: uploaded.map((u, i) => file(u.split(':')[0]!, i + 1)) }));
    });
    await chooseFiles(sized('drawing.pdf', 6 * 1024 * 1024), sized('photo.png', 10));
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(2));
    expect(uploaded).toEqual(['drawing.pdf:new:manual-line', 'photo.png:uuid-1:manual-line']);
    expect(onChange.mock.calls[1]![0]).toBe('uuid-1');
    expect(onChange.mock.calls[1]![1].map((f: { fileName: string }) => f.fileName)).toEqual(['drawing.pdf', 'photo.png']);
    expect(calls().filter((c) => c.url.pathname.endsWith('multipart-with-info'))).toHaveLength(2);
  });

  it("shows the server's message when the server refuses the upload", async () => {
    mount({}, (fake) =>
      fake.on(`POST ${ORG}/attachment/multipart-with-info`, { status: 400, json: { failed: true, type: 'error', code: 'attachment.type.unsupported', message: 'not supported to upload this type of attachment' } }),
    );
    await chooseFiles(sized('renamed.pdf', 10));
    expect((await screen.findByRole('alert')).textContent).toContain('not supported to upload this type of attachment');
  });

  it("opens the viewer: previous and next, a counter such as 2/3, 'file not supported for preview' for a pdf, close", async () => {
    mount({ attachmentUuid: 'uuid-1', readOnly: true }, (fake) =>
      fake.on(`POST ${ORG}/download-token`, { json: { downloadUrl: '/d', previewUrl: '/hfle/v1/1/files/preview?access_token=t' } }),
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Preview second.png' }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(within(dialog).getByText('2/3')).toBeInTheDocument();
    expect(await within(dialog).findByRole('img', { name: 'second.png' })).toHaveAttribute('src', '/hfle/v1/1/files/preview?access_token=t');
    fireEvent.click(within(dialog).getByRole('button', { name: /Next/ }));
    expect(within(dialog).getByText('3/3')).toBeInTheDocument();
    expect(within(dialog).getByText('file not supported for preview')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Next/ })).toBeDisabled();
    fireEvent.click(within(dialog).getByRole('button', { name: /Previous/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: /Previous/ }));
    expect(within(dialog).getByText('1/3')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: /Previous/ })).toBeDisabled();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]!);
    await waitFor(() => expect(screen.queryByText('1/3')).not.toBeInTheDocument());
  });

  it('shows the history timeline: who uploaded or downloaded, when, in which tenant', async () => {
    mount({ attachmentUuid: 'uuid-1', showHistory: true }, (fake) =>
      fake.on(`GET ${ORG}/operation-log`, {
        json: [
          { logId: 2, operation: 'DOWNLOAD', fileName: 'second.png', userName: 'Li Lei', loginName: 't3.member', tenantName: 'Tenant Three', operationTime: '2026-11-24 09:10:00' },
          { logId: 1, operation: 'UPLOAD', fileName: 'second.png', userName: 'Han Meimei', loginName: 't3.buyer', tenantName: 'Tenant Three', operationTime: '2026-11-24 09:00:00' },
        ],
      }),
    );
    fireEvent.click(await screen.findByRole('button', { name: /History/ }));
    expect(await screen.findByText('Li Lei (Tenant Three) downloaded second.png', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(screen.getByText('Han Meimei (Tenant Three) uploaded second.png')).toBeInTheDocument();
    expect(screen.getByText('2026-11-24 09:10:00')).toBeInTheDocument();
  });
});
