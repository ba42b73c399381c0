/**
 * The tenant's calls (spec 3 section 7). The jump call's path is spec 3's; the marmot-api
 * scripts are not named there, the names are ours and the server entry uses the same.
 */
export const JUMP_PATH = '/sitf/v1/{org}/execute-exp/generic/scux-common1';
export const BALANCE_CHECK_API = 'fin-balance-check';
export const PAY_INFO_API = 'fin-company-pay-info';
export const BALANCE_CHECK_PATH = `/marmot/v1/{org}/marmot-api/${BALANCE_CHECK_API}`;
export const PAY_INFO_PATH = `/marmot/v1/{org}/marmot-api/${PAY_INFO_API}`;

/** Spec 3 section 9: payment method code 4 with product source CATA triggers the balance check. */
export const BALANCE_PAYMENT_METHOD = '4';

/** One order of the balance check's answer (spec 3 section 3: orderInfo.checkMoneyFlag / checkMoneyMessgae, the spec's spelling). */
export interface BalanceCheckAnswer {
  readonly orderKey: string;
  readonly requestNum: string;
  readonly orderInfo: { readonly productSource: string; readonly checkMoneyFlag: 0 | 1; readonly checkMoneyMessgae?: string };
}

/** A company's pay info. */
export interface CompanyPayInfo {
  readonly companyId: number;
  readonly companyName: string;
  readonly payAccountName: string;
  readonly bankName: string;
  readonly bankAccountNum: string;
  readonly fundRequestNum: string;
  readonly balance: number;
}
