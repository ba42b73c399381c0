import { msg, outcome } from '@mall/sdk';
import type { TFunction } from 'i18next';
import { RecordingNotifier } from '../../../platform/feedback/recording-notifier';
import { askOutcomeConfirms, showOutcomeErrors } from './ask-outcomes';

const t = ((key: string) => key) as unknown as TFunction;
const table = { kind: 'table', columns: [{ key: 'no', title: msg('col.no') }], rows: [{ no: 'PR-1' }] } as const;

describe('askOutcomeConfirms', () => {
  it('asks each confirm with its title, text and rendered content, running the action of each answer', async () => {
    const notifier = new RecordingNotifier();
    notifier.confirmAnswers = [true, false];
    const ran: string[] = [];
    const goOn = await askOutcomeConfirms(notifier, t, [
      outcome.confirm(msg('first'), undefined, { title: msg('title.first'), content: table, onConfirm: () => void ran.push('first ok') }),
      outcome.confirm(msg('second'), undefined, { onCancel: () => void ran.push('second cancelled') }),
      outcome.confirm(msg('never asked')),
    ]);
    expect(goOn).toBe(false);
    expect(ran).toEqual(['first ok', 'second cancelled']);
    expect(notifier.entries.map((e) => [e.kind, 'title' in e ? e.title : '', e.text, 'detail' in e && e.detail !== undefined])).toEqual([
      ['confirm', 'title.first', 'first', true],
      ['confirm', 'order.submit.confirm-title', 'second', false],
    ]);
  });

  it('stops and tells the buyer when an action fails', async () => {
    const notifier = new RecordingNotifier();
    const goOn = await askOutcomeConfirms(notifier, t, [outcome.confirm(msg('q'), undefined, { onConfirm: () => Promise.reject(new Error('address save failed')) })]);
    expect(goOn).toBe(false);
    expect(notifier.entries.at(-1)).toEqual({ kind: 'notify', level: 'error', text: 'order.outcome.action-failed' });
  });
});

describe('showOutcomeErrors', () => {
  it('shows an error with a table as a warning dialog and a plain one as a notification', () => {
    const notifier = new RecordingNotifier();
    showOutcomeErrors(notifier, t, [outcome.error(msg('balance'), undefined, { content: table }), outcome.error(msg('plain'))]);
    expect(notifier.entries.map((e) => [e.kind, e.text])).toEqual([
      ['warning-dialog', 'balance'],
      ['notify', 'plain'],
    ]);
  });
});
