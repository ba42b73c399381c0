import { HttpClientToken, defineServiceToken, type HttpClient } from '@mall/sdk';
import type { ReceivingAddress, Region } from '@mall/domain';
import { inject, injectable } from 'inversify';
import { LookupServiceToken, type LookupService } from '../lookups';

/** A phone area code from the HPFM.IDD lookup. */
export interface PhoneCode {
  readonly value: string;
  readonly meaning: string;
  readonly defaultFlag?: 0 | 1;
}

/** A country of the region tree, from `country-list-by-config`. */
export interface Country {
  readonly countryId: number;
  readonly countryCode?: string;
  readonly countryName: string;
}

/** A region node as `Subordinate` returns it; `expand` says whether it has children. */
export type RegionNode = Region & { readonly expand?: boolean; readonly levelNumber?: number };

/** Who lists addresses: the company and user of the session. */
export interface AddressScope {
  readonly companyId: number;
  readonly userId: number;
}

/** Receiving addresses and what their form needs (spec 1 section 7 "Addresses"). */
export interface AddressService {
  listReceivers(scope: AddressScope): Promise<ReceivingAddress[]>;
  /** Creates (no addressId) or edits an address. */
  saveReceiver(address: ReceivingAddress): Promise<ReceivingAddress>;
  setDefault(address: ReceivingAddress): Promise<void>;
  remove(address: ReceivingAddress): Promise<void>;
  /** Deletes several personal addresses at once, all or none (`batch-delete-personal-address`). */
  removeMany(addresses: readonly ReceivingAddress[]): Promise<void>;
  /** The invoice addresses of an order (`invoice-list/choose`), not the receiving list. */
  listInvoiceAddresses(scope: AddressScope): Promise<ReceivingAddress[]>;
  /** The caller's default invoice address (`addresss/default-invoice`), or undefined when there is none. */
  defaultInvoiceAddress(scope: AddressScope): Promise<ReceivingAddress | undefined>;
  phoneCodes(): Promise<PhoneCode[]>;
  countries(): Promise<Country[]>;
  /** Children of a region, or the country's top level without `regionId`. */
  subordinates(countryId: number, regionId?: number): Promise<RegionNode[]>;
}

export const AddressServiceToken = defineServiceToken<AddressService>('AddressService');

const MALL = '/smal/v1/{org}';
const REGIONS = '/smal/v1/mall-regions/{org}';

@injectable()
export class AddressServiceImpl implements AddressService {
  constructor(
    @inject(HttpClientToken.id) private readonly http: HttpClient,
    @inject(LookupServiceToken.id) private readonly lookups: LookupService,
  ) {}

  async listReceivers(scope: AddressScope): Promise<ReceivingAddress[]> {
    const rows = await this.http.request<ReceivingAddress[] | { content: ReceivingAddress[] } | undefined>('GET', `${MALL}/addresss/list/choose`, {
      query: { addressType: 'RECEIVER', enabledFlag: 1, companyId: scope.companyId, userId: scope.userId },
    });
    return listOf(rows);
  }

  saveReceiver(address: ReceivingAddress): Promise<ReceivingAddress> {
    return this.http.request<ReceivingAddress>('POST', `${MALL}/addresss/receiver`, { body: { ...address, addressType: 'RECEIVER' } });
  }

  async setDefault(address: ReceivingAddress): Promise<void> {
    await this.http.request('POST', `${MALL}/addresss/default`, { body: { ...address, defaultFlag: 1 } });
  }

  // Spec 1 section 7 lists both delete calls directly under {org}, not under `addresss/`.
  async remove(address: ReceivingAddress): Promise<void> {
    await this.http.request('POST', `${MALL}/delete-personal-address`, { body: address });
  }

  async removeMany(addresses: readonly ReceivingAddress[]): Promise<void> {
    await this.http.request('POST', `${MALL}/batch-delete-personal-address`, { body: addresses });
  }

  async listInvoiceAddresses(scope: AddressScope): Promise<ReceivingAddress[]> {
    return listOf(await this.http.request<ReceivingAddress[] | { content: ReceivingAddress[] } | undefined>('GET', `${MALL}/invoice-list/choose`, {
      query: { addressType: 'INVOICE', enabledFlag: 1, companyId: scope.companyId, userId: scope.userId },
    }));
  }

  async defaultInvoiceAddress(scope: AddressScope): Promise<ReceivingAddress | undefined> {
    // Only a starting value for the order: a failure leaves the buyer to choose, without an error dialog.
    const options = { query: { companyId: scope.companyId, isFlag: 1 }, present: false };
    return (await this.http.request<ReceivingAddress | undefined>('GET', `${MALL}/addresss/default-invoice`, options).catch(() => undefined)) ?? undefined;
  }

  async phoneCodes(): Promise<PhoneCode[]> {
    const records = await this.lookups.records({ lovCode: 'HPFM.IDD' });
    return records.map((r) => ({ value: String(r.value ?? ''), meaning: String(r.meaning ?? r.value ?? ''), ...(r.defaultFlag === 1 ? { defaultFlag: 1 as const } : {}) }));
  }

  async countries(): Promise<Country[]> {
    return listOf(await this.http.request<Country[] | { content: Country[] }>('GET', `${REGIONS}/country-list-by-config`, { query: { page: -1 } }));
  }

  async subordinates(countryId: number, regionId?: number): Promise<RegionNode[]> {
    return listOf(await this.http.request<RegionNode[] | { content: RegionNode[] }>('GET', `${REGIONS}/Subordinate`, { query: { countryId, regionId, page: -1 } }));
  }
}

/** The gateway answers lists bare or paged; both read as a list, an empty answer (204) as none. */
function listOf<T>(answer: T[] | { content: T[] } | undefined): T[] {
  if (!answer) return [];
  return Array.isArray(answer) ? answer : answer.content;
}
