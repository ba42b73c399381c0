import { registerMessages } from '../../http/messages';
import '../cart/domain-messages';

registerMessages({
  'smal.address.created': { en_US: 'new address created successfully', zh_CN: '新建地址成功' },
  'smal.address.modified': { en_US: 'address modified successfully', zh_CN: '地址修改成功' },
  'smal.address.not.found': { en_US: 'The address does not exist', zh_CN: '地址不存在' },
  'smal.address.not.editable': { en_US: 'A company address cannot be changed or deleted here', zh_CN: '公司级地址不可在此修改或删除' },
  'smal.address.region.invalid': { en_US: 'The region path is not a path of the region tree', zh_CN: '所选地区不是有效的地区层级' },
});
