import type { SettingDefinition } from '@mall/sdk';

/** Core declares every setting with its default; tenants only set values. */
export const coreSettings: SettingDefinition[] = [
  { id: 'pageJump', defaultValue: 'NEW_TAB', description: 'NEW_TAB opens product and order links in a new tab; NO_JUMP navigates in place (spec 1 section 2).' },
  { id: 'needDateDefault', defaultValue: { mode: 'empty' }, description: 'How a new cart line gets its needed date.' },
  { id: 'taxRate', defaultValue: 0.13, description: 'Tax rate for amounts the server did not compute.' },
  { id: 'hiddenFields', defaultValue: [], description: "Field names hidden on top of the user config's hide list." },
  { id: 'maxLineAmount', defaultValue: 1e20, description: 'Largest amount of one cart line; caps the quantity at floor(amount / latest price).' },
  {
    id: 'enableCreateReceiverAddress',
    defaultValue: true,
    description: 'Whether "New address" is offered in a receiving-address picker (spec 1 section 5 "Address form"); false leaves the buyer to choose among existing addresses.',
  },
  {
    id: 'cataloguePaymentMethod',
    defaultValue: false,
    description: 'Whether orders of catalogue goods offer a payment method (optional there); orders with other goods always ask for one (spec 1 section 5).',
  },
];
