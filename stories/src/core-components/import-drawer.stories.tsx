import type { ImportBatchInfo, ImportStatusReply, ImportTemplate } from '@mall/domain';
import { definePlugin, HttpClientToken, ImportDrawerToken, type HttpClient } from '@mall/sdk';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { userEvent, waitFor, within } from 'storybook/test';
import { ComponentStage } from './component-stage';

const meta = { title: 'Core components/Import drawer' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const BATCH = 'IMP-20261124-0001';

/** Core's two cart imports as the template call answers them: column-based, and business-object (which has a failure file). */
const templates = {
  'SMAL.CART_IMPORT': {
    kind: 'column',
    templateCode: 'SMAL.CART_IMPORT',
    templateName: 'Cart lines',
    templateTargetList: [{ sheetIndex: 0, sheetName: 'Cart lines', templateLineList: [{ columnCode: 'itemCode', columnName: 'Product code', columnType: 'string', nullable: 1 }, { columnCode: 'quantity', columnName: 'Quantity', columnType: 'decimal', nullable: 1 }] }],
  },
  'SMAL.CART_IMPORT_NEW': {
    kind: 'model',
    templateCode: 'SMAL.CART_IMPORT_NEW',
    templateName: 'Cart lines',
    importTemplateSheets: [{ sheetName: 'Cart lines', importTemplateColumns: [{ fieldCode: 'itemCode', fieldName: 'Product code', componentType: 'TEXT_FIELD', requiredFlag: 1 }, { fieldCode: 'quantity', fieldName: 'Quantity', componentType: 'FLOAT', requiredFlag: 1 }] }],
  },
} satisfies Record<string, ImportTemplate>;

interface GatewayScript {
  /** The upload: answered with the batch, or never. */
  readonly upload: 'answers' | 'in-flight';
  /** The status call's answers in turn; the last one repeats. */
  readonly statuses?: readonly ImportStatusReply[];
  readonly history?: readonly ImportBatchInfo[];
}

/**
 * The import calls of spec 2 section 7 answered from a script, so each story reaches its stage
 * through the real drawer, store and service; any other call fails as on every stage.
 */
function scriptedGateway(script: GatewayScript): HttpClient {
  let statusCalls = 0;
  const never = new Promise<never>(() => undefined);
  const answer = (method: string, path: string, query: Record<string, unknown>): unknown => {
    if (path.endsWith('/template/info')) return templates[String(query.code) as keyof typeof templates];
    if (path.endsWith('/data-upload')) return script.upload === 'answers' ? BATCH : never;
    if (path.endsWith('/data-validate')) return { batch: BATCH, templateCode: query.templateCode, autoExecute: true };
    if (path.endsWith('/status')) {
      const statuses = script.statuses ?? [];
      return statuses[Math.min(statusCalls++, statuses.length - 1)];
    }
    if (path.endsWith('/import/manager') && method === 'GET') return { number: 0, size: 10, totalElements: script.history?.length ?? 0, content: script.history ?? [] };
    throw new Error('No gateway on this stage');
  };
  return {
    request: async <T,>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, options?: { query?: Record<string, unknown> }) => answer(method, path, options?.query ?? {}) as T,
  };
}

const gatewayPlugin = (script: GatewayScript) =>
  definePlugin({ id: '@mall-story/import-gateway', version: '1.0.0', sdk: '^1.0.0', register: (ctx) => ctx.rebind(HttpClientToken, () => scriptedGateway(script)) });

const nothing = () => undefined;

function drawerStory(about: string, script: GatewayScript, templateCode: keyof typeof templates = 'SMAL.CART_IMPORT'): Story['render'] {
  return () => (
    <ComponentStage
      token={ImportDrawerToken}
      about={about}
      plugin={gatewayPlugin(script)}
      props={{ open: true, templateCode, titleKey: templateCode === 'SMAL.CART_IMPORT' ? 'data-import.cart.import' : 'data-import.cart.import-new', onClose: nothing }}
    />
  );
}

// The drawer is a portal on the document's body, not in the story's canvas.
const page = (canvasElement: HTMLElement) => within(canvasElement.ownerDocument.body);

async function chooseFile(canvasElement: HTMLElement): Promise<void> {
  const input = await waitFor(() => {
    const found = canvasElement.ownerDocument.body.querySelector<HTMLInputElement>('.ant-drawer input[type=file]');
    if (!found) throw new Error('the upload area is not there yet');
    return found;
  });
  await userEvent.upload(input, new File([new Uint8Array(2048)], 'cart-lines.xlsx', { type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet' }));
}

async function startImport(canvasElement: HTMLElement): Promise<void> {
  await chooseFile(canvasElement);
  await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Data import' }));
}

/** Spec 2 section 2, stage init: the heading, the drag-or-click area for one .xls or .xlsx file, template download, the footer. */
export const Init: Story = {
  render: drawerStory("Core's import drawer (spec 2 section 2) as it opens: nothing chosen yet.", { upload: 'answers' }),
};

/** Stage uploading: the file is on its way (the bar never shows 100 before the server has it), with Cancel upload. */
export const Uploading: Story = {
  render: drawerStory('Uploading: the bar is capped at 99 until the server has the file (over 5 MB it goes in slices, three at a time).', { upload: 'in-flight' }),
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement);
    await page(canvasElement).findByRole('button', { name: 'Cancel upload' });
  },
};

/** Stage done: the server holds the file; 'Data import' starts the check, 'Re-upload' starts over. */
export const Done: Story = {
  render: drawerStory('Uploaded: the batch exists, nothing is checked until the buyer presses Data import.', { upload: 'answers' }),
  play: async ({ canvasElement }) => {
    await chooseFile(canvasElement);
    await page(canvasElement).findByRole('button', { name: 'Re-upload' });
  },
};

/** Stage checking: the check has passed and 300 of 1,000 rows are imported; Refresh and Cancel auto-refresh in the footer. */
export const Checking: Story = {
  render: drawerStory('Checking and importing: the two progress bars and the hint; auto-refresh every 5 s until the batch ends.', {
    upload: 'answers',
    statuses: [{ status: 'IMPORTING', count: 1000, ready: 300, dataCount: 1000 }],
  }),
  play: async ({ canvasElement }) => {
    await startImport(canvasElement);
    await page(canvasElement).findByRole('button', { name: 'Cancel auto-refresh' });
  },
};

/** Stage uploaded: a batch restored from the import history that was never checked, after a manual Refresh. */
export const Uploaded: Story = {
  render: drawerStory('A batch restored from the history (kept one week) that the server holds unchecked, after Refresh.', {
    upload: 'answers',
    statuses: [{ status: 'UPLOADED', count: 0, ready: 0 }],
    history: [{ batch: BATCH, status: 'UPLOADED', dataCount: 0, successCount: 0, failedCount: 0, fileName: 'cart-lines.xlsx', creationDate: '2026-11-24 09:30:00', templateCode: 'SMAL.CART_IMPORT', templateSource: 'column' }],
  }),
  play: async ({ canvasElement }) => {
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Import history' }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Restore' }));
    await userEvent.click(await page(canvasElement).findByRole('button', { name: 'Refresh' }));
    await page(canvasElement).findByText('The file has been uploaded');
  },
};

/** Stage checkFailed: 'imported N rows, M failed' and the three ways out (online correction, failure file, re-upload). */
export const CheckFailed: Story = {
  render: drawerStory('A check that failed on 3 of 120 rows, in the business-object import (which also offers the failure file).', {
    upload: 'answers',
    statuses: [{ status: 'CHECK_FAILED', count: 120, ready: 120, dataCount: 120, failedCount: 3 } as ImportStatusReply],
  }, 'SMAL.CART_IMPORT_NEW'),
  play: async ({ canvasElement }) => {
    await startImport(canvasElement);
    await page(canvasElement).findByRole('button', { name: 'Edit online' });
  },
};
