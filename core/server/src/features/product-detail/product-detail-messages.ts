import { registerMessages } from '../../http/messages';

registerMessages({
  'smpc.product.not.found': { en_US: 'The product does not exist or is no longer sold', zh_CN: '商品不存在或已下架' },
  'smpc.product.source.mismatch': { en_US: 'This product is not sold through this channel', zh_CN: '该商品不属于此渠道' },
});
