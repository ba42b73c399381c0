/**
 * The ids of core's own contributions, by point, so a plugin that replaces or disables one
 * names it through a typed constant instead of re-declaring the string. Core contributes with
 * these same constants; a renamed id is then a compile error in every tenant, not a silent
 * "unknown id" at registration.
 * @public
 */
export const CoreIds = {
  budget: {
    /** `budget.dimensions`: the dimensions the tenant's server configures. */
    configuredDimensions: 'core.budget.configured-dimensions',
    /** `slots.cart.footer`: the batch budget link. */
    batchLink: 'core.budget.batch-link',
  },
  cart: {
    /** `cart.selection-rules`: lines of one currency per order. */
    sameCurrency: 'core.cart.same-currency',
    /** `cart.quantity-rule`: minimum, pack size and line amount cap. */
    quantity: 'core.cart.quantity',
  },
  order: {
    /** `slots.cart.footer`: the settle button. */
    settle: 'core.order.settle',
    remarkAndDeliveryFlag: 'core.order.remark-and-delivery-flag',
    purchaseRequestType: 'core.order.purchase-request-type',
    productRemark: 'core.order.product-remark',
    paymentMethod: 'core.order.payment-method',
    invoiceCompleteness: 'core.order.invoice-completeness',
    innerInvoice: 'core.order.inner-invoice',
    invoiceAddress: 'core.order.invoice-address',
    pointsBalance: 'core.order.points-balance',
    minimumAmount: 'core.order.minimum-amount',
    neededDate: 'core.order.needed-date',
  },
  identity: {
    /** `slots.top-bar.extra`: the identity (company / unit) switch. */
    dialog: 'core.identity.dialog',
  },
  menu: {
    myRequest: 'core.menu.my-request',
    myOrder: 'core.menu.my-order',
    saleRecord: 'core.menu.sale-record',
    myInvoice: 'core.menu.my-invoice',
    myFavorite: 'core.menu.my-favorite',
    viewHistory: 'core.menu.view-history',
    myComments: 'core.menu.my-comments',
    shoppingBasket: 'core.menu.shopping-basket',
    userCenter: 'core.menu.user-center',
  },
} as const;
