/**
 * English texts of every key the domain rules return. Where the spec quotes a message, the
 * text is the spec's English exactly; keys marked "not quoted" have wording the spec leaves out.
 */
export const enUS = {
  'cart.same-currency': 'Only products with the same currency can be chosen!',
  'cart.quantity.required': 'Please enter the quantity',
  'cart.quantity.min-purchase': 'Minimum purchase quantity is {value}',
  'cart.quantity.min-package': 'Minimum package quantity is {n}',
  'budget.quantity.required': 'please enter quantity',
  'form.required': 'required, please complete the information',
  'order.fill-in': 'please fill in {field}',
  'order.fill-in.remark': 'please fill in remark info',
  // not quoted: the spec names the field only
  'order.fill-in.whole-order-flag': 'please fill in whole-order delivery',
  // not quoted: the spec only says the line is marked in error
  'order.fill-in.product-remark': 'please fill in product remark',
  'order.pr-type.required': 'please fill in purchase request type',
  'order.payment-method.required': 'please select payment method',
  'order.invoice.incomplete': 'please complete invoice information',
  'order.invoice-address.required': 'please select receiving address',
  'order.points.insufficient': 'insufficient points balance',
  // not quoted
  'order.minimum-amount.not-reached': 'the order amount has not reached the minimum order amount',
  'order.pre-order.failed': 'failed to generate purchase application',
  'address.region-incomplete': 'Region incomplete',
  // not quoted
  'address.mobile.invalid': 'mobile number format is incorrect',
  // not quoted
  'address.phone.invalid': 'fixed phone format is incorrect',
  'address.email.invalid': 'email format is incorrect',
  // not quoted
  'address.zip.invalid': 'zip code format is incorrect',
  'address.too-long': 'at most {max} characters',
  // not quoted: the spec gives the limit only
  'invoice.remark.max-length': 'invoice remark cannot exceed {max} characters',
  'stock.in-stock': 'in stock',
  'stock.out-of-stock': 'out of stock',
  'stock.pre-sale': 'pre-sale',
  'needed-date.required': 'requirement date cannot be empty',
  // not quoted: the spec says "not earlier than today"
  'needed-date.before-today': 'requirement date cannot be earlier than today',
  'lower-price.title': 'tips',
  'compare.too-few': 'to generate a comparison sheet at least {n} products must take part',
  'compare.too-many': 'at most {n} products',
  'sales-volume.count': '{count}',
  // '10k+' for n = 1: the volume in ten-thousands
  'sales-volume.ten-thousands': '{n}0k+',
  // not quoted
  'receipt.quantity.min': 'quantity cannot be less than {min}',
  // not quoted
  'receipt.quantity.max': 'quantity cannot exceed the waiting quantity {max}',
  'receipt.stock.exceeds': 'cannot exceed this receipt quantity',
  'import.summary': 'imported {total} rows, {failed} failed',
  // not quoted except 'email format is incorrect' and the required text: the spec names the rules only
  'import.cell.required': 'required, please complete the information',
  'import.cell.number': 'please enter a number',
  'import.cell.integer': 'please enter a whole number',
  'import.cell.min': 'must not be less than {min}',
  'import.cell.max': 'must not be greater than {max}',
  'import.cell.pattern': 'the value does not match the required format',
  'import.cell.boolean': 'please enter 1 or 0',
  'import.cell.switch': 'please enter 1 (yes) or 0 (no)',
  'import.cell.max-length': 'at most {max} characters',
  'import.cell.precision': 'at most {digits} decimal places',
  'import.cell.date': 'please enter a date as {format}',
  'import.cell.option': '{value} is not one of the allowed values',
  'import.email.invalid': 'email format is incorrect',
  'storage.unsuitable-type': 'this type is not suitable for local storage',
  'attachment.type.unsupported': 'not supported to upload this type of attachment',
  // not quoted: the spec says only "file name illegal"
  'attachment.name.illegal': 'file name is illegal: it may not contain + or %, nor = together with Chinese characters',
  'attachment.size.exceeds': 'file size exceeds {value}M',
  'attachment.count.limit': 'attachment count reached limit',
  'attachment.preview.unsupported': 'file not supported for preview',
} as const;

/** A key of the domain catalogue. */
export type DomainMessageKey = keyof typeof enUS;
