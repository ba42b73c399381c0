/**
 * What core's request tables hold of one manual purchase request line (the /add-purchase form's
 * line), shared by the browser's submit line and the server's diverted request entry so the two
 * cannot drift apart. `neededDate` is `YYYY-MM-DD`. Free of UI types: the server imports it.
 * @public
 */
export interface PurchaseRequestLineValues {
  readonly skuName: string;
  readonly specification?: string;
  readonly quantity: number;
  readonly uomName: string;
  readonly estimatedPrice: number;
  readonly neededDate: string;
  readonly remark?: string;
}
