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
    /** `slots.cart.footer`: the extra-freight warning for suppliers below their free-shipping threshold. */
    postageWarning: 'core.cart.postage-warning',
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
  myOrders: {
    /** `order-list.actions`: lines of the order back in the cart. */
    buyAgain: 'core.my-orders.buy-again',
    /** `order-list.actions`: cancel an order not shipped yet. */
    cancel: 'core.my-orders.cancel',
    /** `order-list.actions`: the order's document flow. */
    documentFlow: 'core.my-orders.document-flow',
    /** `order-list.actions`: documents related to the order's lines. */
    relatedDocuments: 'core.my-orders.related-documents',
    /** `order-list.actions`: the approval history. */
    approvalRecord: 'core.my-orders.approval-record',
    /** `order-list.actions`: the receipts made against the order. */
    receiptRecord: 'core.my-orders.receipt-record',
    /** `order-list.actions`: the order's after-sales requests (delivered goods, afterSaleFlag not 2). */
    afterSales: 'core.my-orders.after-sales',
    /** `order-list.actions`: the review of a received order. */
    review: 'core.my-orders.review',
    /** `order-list.actions`: the link to the order detail. */
    detail: 'core.my-orders.detail',
    /** `order-list.columns`: product image, name, code. */
    productColumn: 'core.my-orders.column.product',
    /** `order-list.columns`: unit price. */
    priceColumn: 'core.my-orders.column.price',
    /** `order-list.columns`: quantity and unit. */
    quantityColumn: 'core.my-orders.column.quantity',
    /** `order-list.columns`: line amount. */
    amountColumn: 'core.my-orders.column.amount',
    /** `order-list.columns`: line status with cancel code and denial reason. */
    statusColumn: 'core.my-orders.column.status',
  },
  myRequests: {
    /** `request-list.actions` (toolbar): a new request on /add-purchase. */
    create: 'core.my-requests.create',
    /** `request-list.actions`: re-edit a draft (renew). */
    reEdit: 'core.my-requests.re-edit',
    /** `request-list.actions`: a new request with the same content. */
    copy: 'core.my-requests.copy',
    /** `request-list.actions`: take a submitted request back (submit-withdraw). */
    withdraw: 'core.my-requests.withdraw',
    /** `request-list.actions`: cancel the request. */
    cancel: 'core.my-requests.cancel',
    /** `request-list.actions`: cancel some lines. */
    cancelLines: 'core.my-requests.cancel-lines',
    /** `request-list.actions`: 'cancel request', only for a status none of the seven known ones. */
    cancelRequest: 'core.my-requests.cancel-request',
    /** `request-list.actions`: the request's document flow. */
    documentFlow: 'core.my-requests.document-flow',
    /** `request-list.actions`: the approval record (approval-progress). */
    approvalRecord: 'core.my-requests.approval-record',
    /** `request-list.actions`: the lines naming manual products into the cart (open-cart/buy-again). */
    buyAgain: 'core.my-requests.buy-again',
    /** `request-list.actions`: the OA approval link a tenant stores on the request (attributeLongtext10). */
    oaLink: 'core.my-requests.oa-link',
  },
  orderExtras: {
    /** `order-list.actions`: 'Supplementary information' of the order's header (shown when it has some). */
    headerSupplementary: 'core.order-extras.header-supplementary',
    /** `slots.order-detail.line`: 'Supplementary information' of one line (shown when it has some). */
    lineSupplementary: 'core.order-extras.line-supplementary',
    /** `order-list.actions`: confirm a whole e-commerce order received (ec-order/confirm). */
    ecConfirm: 'core.order-extras.ec-confirm',
    /** `order-list.actions`: resubmit a rejected order (omsOrder/check, omsOrder/resubmit). */
    resubmit: 'core.order-extras.resubmit',
    /** `order-list.actions`: change dimensions and remark or take lines out (order-change-submit / -delete). */
    orderChange: 'core.order-extras.order-change',
    /** `order-list.actions`: the order's messages (po-messages). */
    messages: 'core.order-extras.messages',
    /** `order-list.actions`: the receipt note as a workbook (receive-order-print). */
    receivePrint: 'core.order-extras.receive-print',
    /** `slots.order-detail.header`: marks an unread sub-order read when its detail opens (order-center/sub/read). */
    markRead: 'core.order-extras.mark-read',
  },
  receipt: {
    /** `order-list.actions`: 'Receipt', opening the goods receipt drawer of an order waiting for receipt. */
    action: 'core.receipt.action',
    /** `slots.order-detail.line`: 'View logistics information' of a FINISH / WAITING_RECEIVE line. */
    logisticsLink: 'core.receipt.logistics-link',
    /** `slots.order-detail.header`: the notices when receiving or after-sales is done in another system. */
    elsewhereNotices: 'core.receipt.elsewhere-notices',
    /** `receipt.submit-validators`: this-time quantity required, within precision and the waiting quantity. */
    quantity: 'core.receipt.quantity',
    /** `receipt.submit-validators`: package quantity required for package units, recomputing the base quantity. */
    packageQuantity: 'core.receipt.package-quantity',
    /** `receipt.submit-validators`: stock entries with a warehouse, not above this receipt's quantity. */
    stockEntries: 'core.receipt.stock-entries',
    /** `receipt.submit-validators`: at least one line checked. */
    someLine: 'core.receipt.some-line',
  },
  identity: {
    /** `slots.top-bar.extra`: the identity (company / unit) switch. */
    dialog: 'core.identity.dialog',
  },
  productDetail: {
    /** `slots.product-detail.aside`: the e-commerce platform's name and labels (goods from JD and the like). */
    platformLabels: 'core.product-detail.platform-labels',
    /** `slots.product-detail.aside`: the SKU's assessments (score, count, good rate, latest three). */
    assessments: 'core.product-detail.assessments',
  },
  home: {
    /** `slots.top-bar.links`: the cart link with its line count (`carts/count`). */
    cartCount: 'core.home.cart-count',
    /** `slots.top-bar.links`: the message bell, its unread count and the message list. */
    messages: 'core.home.messages',
    /** `slots.top-bar.search`: the catalogue search with hot keywords and suggestions. */
    search: 'core.home.search',
  },
  account: {
    /** `slots.top-bar.extra`: the privacy term a buyer accepts on entry (user-status MALL-PC). */
    privacyTerm: 'core.account.privacy-term',
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
