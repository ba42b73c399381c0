export { addressFeature } from './address-feature';
export { AddressList } from './components/address-list';
export { AddressFormDrawer } from './components/address-form-drawer';
export { AddressStore, AddressStoreToken } from './address-store';
export { AddressServiceToken } from './address-service';
export type { AddressService, PhoneCode, Country, RegionNode } from './address-service';
