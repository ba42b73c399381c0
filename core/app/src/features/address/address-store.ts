import type { ReceivingAddress } from '@mall/domain';
import { inject, injectable } from 'inversify';
import { makeAutoObservable, runInAction } from 'mobx';
import { AddressServiceToken, type AddressScope, type AddressService } from './address-service';

/** Token of the {@link AddressStore}. */
export const AddressStoreToken = Symbol.for('mall.AddressStore');

export type AddressListStatus = 'idle' | 'loading' | 'ready' | 'error';

/** The buyer's receiving addresses, as the picker and the form see them. */
@injectable()
export class AddressStore {
  addresses: ReceivingAddress[] = [];
  status: AddressListStatus = 'idle';
  private scope: AddressScope | undefined;

  constructor(@inject(AddressServiceToken.id) private readonly service: AddressService) {
    makeAutoObservable<AddressStore, 'service'>(this, { service: false });
  }

  get defaultAddress(): ReceivingAddress | undefined {
    return this.addresses.find((a) => a.defaultFlag === 1);
  }

  /** Company-level addresses (belongType 1), which the ADDRESS permission mode quotes from. */
  get companyAddresses(): ReceivingAddress[] {
    return this.addresses.filter((a) => a.belongType === 1);
  }

  async load(scope: AddressScope): Promise<void> {
    this.scope = scope;
    this.status = 'loading';
    try {
      const rows = await this.service.listReceivers(scope);
      runInAction(() => {
        this.addresses = rows;
        this.status = 'ready';
      });
    } catch {
      runInAction(() => {
        this.status = 'error';
      });
    }
  }

  /** Saves and reloads; rejects (leaving the form as typed) when the call fails. */
  async save(address: ReceivingAddress): Promise<void> {
    await this.service.saveReceiver(address);
    await this.reload();
  }

  async setDefault(address: ReceivingAddress): Promise<void> {
    await this.service.setDefault(address);
    await this.reload();
  }

  async remove(address: ReceivingAddress): Promise<void> {
    await this.service.remove(address);
    await this.reload();
  }

  async removeMany(addresses: readonly ReceivingAddress[]): Promise<void> {
    await this.service.removeMany(addresses);
    await this.reload();
  }

  private async reload(): Promise<void> {
    if (this.scope) await this.load(this.scope);
  }
}
