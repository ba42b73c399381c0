/** One configured field of an order's header or line with its value on this order (spec 2 section 3 "Unit field config"). */
export interface OrderExtraField {
  fieldCode: string;
  /** 1: the tenant shows the field in the supplementary information panel. */
  visible: 0 | 1;
  value?: string;
}

/** A custom dimension of an order or a line (spec 2 section 3 "Customised dimension"); `lineNum` only on a line's. */
export interface OrderCustomDimension {
  dimensionCode: string;
  dimensionName: string;
  /** UPLOAD: `value` is an attachment UUID, shown as a file list. */
  componentType: string;
  value?: string;
  valueName?: string;
  lineNum?: number;
  displayFlag: 0 | 1;
  fxDisplayFlag: 0 | 1;
}

/** One line's supplementary information. */
export interface OrderExtraLine {
  poLineId: number;
  lineNum: number;
  skuName: string;
  fieldList: OrderExtraField[];
  lineCustomizedList: OrderCustomDimension[];
}

/** `orders/extra-info` for one order: what the supplementary information panel shows. */
export interface OrderExtraInfo {
  poHeaderId: number;
  headerFieldList: OrderExtraField[];
  headerCustomizedList: OrderCustomDimension[];
  lineList: OrderExtraLine[];
  /** The five purchase-unit dimensions with their meanings (enterprise channel only). */
  unitDimensionList: { dimensionCode: string; value?: string; valueName?: string }[];
}
