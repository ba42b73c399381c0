import type { CustomDimension, ExtraInfo } from './order-extras-service';
import { hasSupplementaryInfo, shownDimensions, shownFields } from './supplementary-rules';

const dimension = (over: Partial<CustomDimension>): CustomDimension => ({
  dimensionCode: 'PROJECT', dimensionName: 'Project', componentType: 'TEXT_FIELD', value: 'P-1', displayFlag: 1, fxDisplayFlag: 1, ...over,
});
const empty: ExtraInfo = { poHeaderId: 1, headerFieldList: [], headerCustomizedList: [], lineList: [], unitDimensionList: [] };
const line = { poLineId: 9, lineNum: 2, skuName: 'Pen', fieldList: [], lineCustomizedList: [] };

describe('supplementary information panel (spec 2 section 2)', () => {
  it('shows only visible configured fields that have a value', () => {
    expect(shownFields([{ fieldCode: 'remark', visible: 1, value: 'x' }, { fieldCode: 'batchNum', visible: 0, value: 'L-1' }, { fieldCode: 'unitName', visible: 1 }]))
      .toEqual([{ fieldCode: 'remark', visible: 1, value: 'x' }]);
  });

  it('takes line-level dimensions when lineNum is present, else header-level, shown when displayFlag / fxDisplayFlag is 1', () => {
    const list = [dimension({}), dimension({ dimensionCode: 'HIDDEN', displayFlag: 0 }), dimension({ dimensionCode: 'FX', fxDisplayFlag: 0 }), dimension({ dimensionCode: 'CC', lineNum: 2 })];
    expect(shownDimensions(list).map((d) => d.dimensionCode)).toEqual(['PROJECT']);
    expect(shownDimensions(list, 2).map((d) => d.dimensionCode)).toEqual(['CC']);
    expect(shownDimensions(list, 3)).toEqual([]);
  });

  it('shows the link only if some visible configured field has a value or the custom lists are non-empty', () => {
    expect(hasSupplementaryInfo(undefined)).toBe(false);
    expect(hasSupplementaryInfo(empty)).toBe(false);
    expect(hasSupplementaryInfo({ ...empty, headerFieldList: [{ fieldCode: 'remark', visible: 0, value: 'x' }] })).toBe(false);
    expect(hasSupplementaryInfo({ ...empty, headerFieldList: [{ fieldCode: 'remark', visible: 1, value: 'x' }] })).toBe(true);
    expect(hasSupplementaryInfo({ ...empty, headerCustomizedList: [dimension({ displayFlag: 0 })] })).toBe(false);
    expect(hasSupplementaryInfo({ ...empty, headerCustomizedList: [dimension({})] })).toBe(true);
    expect(hasSupplementaryInfo({ ...empty, unitDimensionList: [{ dimensionCode: 'COMPANY', value: 'C-1' }] })).toBe(true);
    expect(hasSupplementaryInfo(empty, line)).toBe(false);
    expect(hasSupplementaryInfo(empty, { ...line, lineCustomizedList: [dimension({ lineNum: 2 })] })).toBe(true);
    expect(hasSupplementaryInfo(empty, { ...line, fieldList: [{ fieldCode: 'neededDate', visible: 1, value: '2026-12-01' }] })).toBe(true);
  });
});
