import { Cascader } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useService } from '../../../shell/services-context';
import { AddressServiceToken, type AddressService } from '../address-service';

interface RegionOption {
  value: number;
  label: string;
  isLeaf: boolean;
  countryId: number;
  /** Region id for `Subordinate`; undefined on the country row. */
  regionId?: number;
  /** Region code; undefined on the country row. */
  code?: string;
  /** isNAFlag of the node: 1 reads 'not selected for now'. */
  na?: 0 | 1;
  children?: RegionOption[];
}

/** What the form keeps of a pick: ids and names, country first. */
export interface RegionPick {
  readonly ids: number[];
  readonly names: string[];
  readonly countryName?: string;
  /** Region codes of the chosen levels below the country (province first). */
  readonly codes?: string[];
  /** isNAFlag of the chosen levels below the country (province first). */
  readonly naFlags?: (0 | 1 | undefined)[];
}

interface Props {
  readonly id?: string;
  readonly value: readonly number[];
  /** Names of a saved address's region, shown until its levels are loaded. */
  readonly savedNames?: readonly string[];
  readonly disabled?: boolean;
  readonly status?: 'error';
  readonly onChange: (pick: RegionPick) => void;
}

/**
 * The real region tree: countries from `country-list-by-config`, then each level from
 * `Subordinate` when it is opened. Any level may be chosen so the form can say the region is
 * incomplete instead of silently refusing a short pick.
 */
export function RegionCascader({ id, value, savedNames, disabled, status, onChange }: Props) {
  const { t } = useTranslation();
  const service = useService<AddressService>(AddressServiceToken);
  const { data: countries } = useQuery({ queryKey: ['address', 'countries'], queryFn: () => service.countries() });
  // Levels opened so far hang under the country rows; until one is opened the rows come from the query.
  const [opened, setOpened] = useState<RegionOption[]>();
  // Memoised so the rows the cascader holds are the rows `loadData` hangs levels under.
  const countryRows = useMemo(() => (countries ?? []).map((c): RegionOption => ({ value: c.countryId, label: c.countryName, countryId: c.countryId, isLeaf: false })), [countries]);
  const options = opened ?? countryRows;

  const loadData = async (selected: RegionOption[]) => {
    const target = selected[selected.length - 1];
    if (!target) return;
    const children = await service.subordinates(target.countryId, target.regionId).catch(() => undefined);
    if (!children) return;
    target.children = children.map((r) => ({
      value: r.regionId,
      label: r.isNAFlag === 1 ? `${r.regionName} (${t('address.region.na')})` : r.regionName,
      countryId: target.countryId,
      regionId: r.regionId,
      ...(r.regionCode ? { code: r.regionCode } : {}),
      ...(r.isNAFlag === undefined ? {} : { na: r.isNAFlag }),
      isLeaf: r.expand === false,
    }));
    if (target.children.length === 0) target.isLeaf = true;
    setOpened([...options]);
  };

  return (
    <Cascader<RegionOption>
      id={id}
      options={options}
      value={[...value]}
      loadData={loadData}
      changeOnSelect
      disabled={disabled}
      status={status}
      displayRender={(labels) => (labels.every((l) => typeof l === 'string') || !savedNames ? labels.join(' / ') : savedNames.join(' / '))}
      onChange={(ids, picked) => {
        const path = (picked ?? []) as RegionOption[];
        const codes = path.flatMap((o) => (o.code === undefined ? [] : [o.code]));
        onChange({ ids: (ids ?? []) as number[], names: path.map((o) => o.label), countryName: path[0]?.label, codes, naFlags: path.slice(1).map((o) => o.na) });
      }}
    />
  );
}
