import { askConfirms, type OutcomeContent, type ValidationOutcome } from '@mall/sdk';
import type { TFunction } from 'i18next';
import { createElement, Fragment, type ReactNode } from 'react';
import type { Notifier } from '../../../platform/feedback';
import { lazyComponent } from '../../../shell/lazy-component';

interface OutcomeContentProps {
  readonly content: OutcomeContent;
  readonly t: TFunction;
}

// The table or list of an outcome (antd Table, List) is fetched when a dialog first shows one:
// the settle button sits in every cart's footer, the entry carries only the button.
const OutcomeContentView = lazyComponent<OutcomeContentProps>(() =>
  import('./outcome-content').then(({ renderOutcomeContent }) => ({ content, t }: OutcomeContentProps) => createElement(Fragment, null, renderOutcomeContent(content, t))),
);
const renderOutcomeContent = (content: OutcomeContent, t: TFunction): ReactNode => createElement(OutcomeContentView, { content, t });

/**
 * Asks the validators' confirms in order with the mall's dialog (title, message, and the table
 * or list the outcome carries), running each confirm's action after its answer. Resolves true
 * when every confirm was confirmed; false when the buyer cancelled or an action failed (the
 * buyer is told), so the caller stops either way.
 */
export async function askOutcomeConfirms(notifier: Notifier, t: TFunction, confirms: readonly ValidationOutcome[]): Promise<boolean> {
  try {
    return await askConfirms(confirms, (confirm) =>
      notifier.confirm(
        t(confirm.title?.key ?? 'order.submit.confirm-title', confirm.title?.params),
        t(confirm.message.key, confirm.message.params),
        confirm.content ? renderOutcomeContent(confirm.content, t) : undefined,
      ),
    );
  } catch {
    notifier.notify('error', t('order.outcome.action-failed'));
    return false;
  }
}

/**
 * Tells the buyer the errors that name no place on the page: a plain one as a notification, one
 * carrying a table or list as a warning dialog showing it (no way to continue from there).
 */
export function showOutcomeErrors(notifier: Notifier, t: TFunction, errors: readonly ValidationOutcome[]): void {
  for (const error of errors) {
    const text = t(error.message.key, error.message.params);
    if (error.content) notifier.warningDialog(t(error.title?.key ?? 'order.submit.confirm-title', error.title?.params), text, renderOutcomeContent(error.content, t));
    else notifier.notify('error', text);
  }
}
