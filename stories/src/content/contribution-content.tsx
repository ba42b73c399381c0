import type { PluginHost } from '@mall/core';
import {
  findExtensionPoint,
  type BudgetDimensions,
  type CartQuantityRule,
  type CartSelectionRule,
  type Contribution,
  type FieldContribution,
  type AnyMessagesContribution,
  type OrderSubmitValidator,
  type RouteContribution,
  type SlotContribution,
} from '@mall/sdk';
import { Descriptions, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { ChangeTag, type ContributionRow } from '../catalogue/contributions-table';
import { formatValue } from '../catalogue/format-value';
import { BilingualText } from './bilingual-text';
import { FieldTable } from './field-table';
import { localeMessages, type LocaleMessages } from './message-text';
import { probeBudgetValidators, probeQuantityRule, probeSelectionRule, probeSubmitValidator, type ProbeResult } from './probe-messages';
import { sampleContext } from './sample-context';
import { RoutePreview, SlotPreview } from './stage-previews';

function ProbeMessages({ result, catalogue, what }: { result: ProbeResult | undefined; catalogue: LocaleMessages; what: string }) {
  if (!result) return <Typography.Text type="secondary">Running on sample data…</Typography.Text>;
  if (result.failure) return <Typography.Text type="warning">Could not run on sample data ({result.failure}).</Typography.Text>;
  if (result.messages.length === 0) return <Typography.Text type="secondary">No message on {what}.</Typography.Text>;
  return (
    <ul style={{ margin: 0, paddingLeft: 18 }} data-rule-messages>
      {result.messages.map((m) => (
        <li key={m.key}>
          <code>{m.key}</code> <BilingualText catalogue={catalogue} message={m} />
        </li>
      ))}
    </ul>
  );
}

function SubmitValidatorMessages({ validator, host, catalogue }: { validator: OrderSubmitValidator; host: PluginHost; catalogue: LocaleMessages }) {
  const [result, setResult] = useState<ProbeResult>();
  useEffect(() => {
    let current = true;
    void probeSubmitValidator(validator, host).then((r) => current && setResult(r));
    return () => {
      current = false;
    };
  }, [validator, host]);
  return <ProbeMessages result={result} catalogue={catalogue} what="an order left empty" />;
}

function BudgetContent({ dimensions, host, catalogue }: { dimensions: BudgetDimensions; host: PluginHost; catalogue: LocaleMessages }) {
  const runtime = dimensions.fieldsFrom?.(sampleContext(host)) ?? [];
  const checks = dimensions.validateRow || dimensions.validateTable || dimensions.canBatch;
  return (
    <>
      <FieldTable fields={[...dimensions.fields, ...runtime]} host={host} catalogue={catalogue} />
      {dimensions.fieldsFrom && <p>Plus the fields the session configures at run time (none for the sample buyer shown above them).</p>}
      {dimensions.rowDefaults && <p>New rows start with defaults the server answers (rowDefaults).</p>}
      {checks && <ProbeMessages result={probeBudgetValidators(dimensions, host)} catalogue={catalogue} what="an empty row or two equal rows" />}
    </>
  );
}

/** Properties a reviewer reads as they are; functions are named, message keys shown in both locales. */
function PlainContent({ contribution, catalogue }: { contribution: Contribution; catalogue: LocaleMessages }) {
  const entries = Object.entries(contribution).filter(([key]) => key !== 'id' && key !== 'order');
  if (entries.length === 0) return null;
  return (
    <Descriptions size="small" column={1}>
      {entries.map(([key, value]) => (
        <Descriptions.Item key={key} label={key}>
          {typeof value === 'function' ? <i>function</i> : key.endsWith('Key') && typeof value === 'string' ? <BilingualText catalogue={catalogue} message={{ key: value }} /> : <code>{formatValue(value)}</code>}
        </Descriptions.Item>
      ))}
    </Descriptions>
  );
}

function MessagesContent({ contribution, catalogue }: { contribution: AnyMessagesContribution; catalogue: LocaleMessages }) {
  const other = contribution.locale === 'zh_CN' ? 'en_US' : 'zh_CN';
  if ('load' in contribution) return <p>{contribution.locale} texts loaded when the mall first shows {contribution.locale} (one chunk per language).</p>;
  const missing = Object.keys(contribution.messages).filter((key) => catalogue[other][key] === undefined);
  return (
    <p>
      {Object.keys(contribution.messages).length} {contribution.locale} texts.{' '}
      {missing.length ? <Typography.Text type="danger">Missing in {other}: {missing.join(', ')}</Typography.Text> : `Every key has an ${other} text too.`}
    </p>
  );
}

/**
 * Every field contribution of a `fields.*` point in one table, each field beside the contribution
 * (and change) it comes from: one field per contribution would otherwise mean a table each.
 */
export function FieldContributionsTable({ rows, host, pointId, coreId }: { rows: readonly ContributionRow[]; host: PluginHost; pointId: string; coreId: string }) {
  const point = findExtensionPoint(pointId);
  const contributions = point ? (host.get(point) as FieldContribution[]) : [];
  const entries = rows.flatMap((row) => {
    const contribution = contributions.find((c) => c.id === row.id);
    return contribution ? [{ row, field: contribution.field }] : [];
  });
  const rowOf = new Map(entries.map((e) => [e.field, e.row]));
  return (
    <FieldTable
      fields={entries.map((e) => e.field)}
      host={host}
      catalogue={localeMessages(host)}
      sourceOf={(field) => {
        const row = rowOf.get(field)!;
        return (
          <span data-contribution={row.id}>
            <code>{row.id}</code> <ChangeTag row={row} coreId={coreId} />
          </span>
        );
      }}
    />
  );
}

export interface ContributionContentProps {
  readonly host: PluginHost;
  readonly pointId: string;
  readonly id: string;
  readonly pluginId: string;
  /** False to describe a page without rendering it (core's own pages, which the app shows). */
  readonly live?: boolean;
}

/** What one contribution is, not only its id: fields, messages, a live slot or page. */
export function ContributionContent({ host, pointId, id, pluginId, live = true }: ContributionContentProps) {
  const point = findExtensionPoint(pointId);
  const contribution = point ? host.get(point).find((c) => c.id === id) : undefined;
  if (!contribution) return null;
  const catalogue = localeMessages(host);
  if (pointId === 'budget.dimensions') return <BudgetContent dimensions={contribution as BudgetDimensions} host={host} catalogue={catalogue} />;
  if (pointId.startsWith('fields.')) return <FieldTable fields={[(contribution as FieldContribution).field]} host={host} catalogue={catalogue} />;
  if (pointId === 'cart.selection-rules') {
    return <ProbeMessages result={probeSelectionRule(contribution as CartSelectionRule, host)} catalogue={catalogue} what="two lines that differ in every value" />;
  }
  if (pointId === 'cart.quantity-rule') {
    return <ProbeMessages result={probeQuantityRule(contribution as CartQuantityRule, host)} catalogue={catalogue} what="an empty, a zero and an off-pack quantity" />;
  }
  if (pointId === 'order.submit-validators') return <SubmitValidatorMessages validator={contribution as OrderSubmitValidator} host={host} catalogue={catalogue} />;
  if (pointId === 'messages') return <MessagesContent contribution={contribution as AnyMessagesContribution} catalogue={catalogue} />;
  if (pointId.startsWith('slots.')) return <SlotPreview host={host} pointId={pointId} contribution={contribution as SlotContribution<object>} pluginId={pluginId} />;
  if (pointId === 'routes' && live) {
    return (
      <>
        <PlainContent contribution={contribution} catalogue={catalogue} />
        <RoutePreview host={host} route={contribution as RouteContribution} />
      </>
    );
  }
  return <PlainContent contribution={contribution} catalogue={catalogue} />;
}
