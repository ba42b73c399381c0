import { ADD_PURCHASE_PATH, PURCHASE_MANUALLY_ADDRESS_CODE } from '@mall/domain';
import type { ComponentType } from 'react';
import { Navigate, useLocation } from 'react-router-dom';

/** Where an entry address's `addressCode` query sends the buyer, if anywhere. */
export function addressCodeTarget(search: string): string | undefined {
  return new URLSearchParams(search).get('addressCode') === PURCHASE_MANUALLY_ADDRESS_CODE ? ADD_PURCHASE_PATH : undefined;
}

/**
 * The main layout, sending an address with `addressCode=PURCHASE_MANUALLY` to /add-purchase
 * (spec 1 section 2) in place of the page it names; /add-purchase's own route permission still
 * decides whether the form shows.
 */
export function withAddressCodeRedirect(Layout: ComponentType): ComponentType {
  return function AddressCodeRedirect() {
    const { search } = useLocation();
    const target = addressCodeTarget(search);
    return target ? <Navigate to={target} replace /> : <Layout />;
  };
}
