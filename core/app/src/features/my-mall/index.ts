export { myMallFeature, MY_INVOICE_PERMISSION } from './my-mall-feature';
export { MyMallFrame } from './components/my-mall-frame';
export { MyMallServiceToken } from './my-mall-service';
export type { MyMallService } from './my-mall-service';
export type { ViewedProduct, Invoice, MyComment, SaleRecord, ShoppingBasket, BasketItem } from './my-mall-types';
