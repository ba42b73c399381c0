/** Permission codes of the My orders buttons (spec 2 section 6), as the platform seed names them. */
export const myOrderPermission = (action: 'buy-again' | 'cancel' | 'export' | 'document-flow' | 'related-documents' | 'approval-record' | 'receipt-record') =>
  `mall.tenant.buying-manage.my-order.button.${action}`;
