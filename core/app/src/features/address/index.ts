export { addressFeature } from './address-feature';
export { AddressList } from './components/address-list';
export { AddressFormDrawer } from './components/address-form-drawer';
export { RegionCascader } from './components/region-cascader';
export type { RegionPick } from './components/region-cascader';
export { AddressStore, AddressStoreToken } from './address-store';
export { AddressServiceToken } from './address-service';
export type { AddressService, PhoneCode, Country, RegionNode } from './address-service';
export { InvoiceAddressList } from './components/invoice-address-list';
