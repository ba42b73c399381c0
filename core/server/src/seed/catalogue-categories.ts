/** The demo catalogue's categories: their goods, units and price band, and the tile colour of their image. */
export interface CategorySeed {
  code: string;
  name: string;
  nameEn: string;
  colour: string;
  nouns: readonly string[];
  brands: readonly string[];
  specs: readonly string[];
  uom: { name: string; precision: number };
  priceBand: readonly [number, number];
}

export const CATEGORIES: readonly CategorySeed[] = [
  { code: 'OFFICE', name: '办公用品', nameEn: 'Office', colour: '#1677ff', nouns: ['签字笔', '笔记本', '文件夹', '订书机', '便利贴', '计算器'], brands: ['得力', '晨光', '齐心'], specs: ['黑色', '蓝色', 'A5', 'B5', '12支装'], uom: { name: '个', precision: 0 }, priceBand: [2, 120] },
  { code: 'PAPER', name: '纸张耗材', nameEn: 'Paper', colour: '#52c41a', nouns: ['复印纸', '打印纸', '标签纸', '收银纸'], brands: ['得力', '亚太森博', '金光'], specs: ['A4 70g', 'A4 80g', 'A3 80g', '500张/包'], uom: { name: '箱', precision: 0 }, priceBand: [60, 260] },
  { code: 'IT', name: '电脑整机', nameEn: 'Computers', colour: '#722ed1', nouns: ['笔记本电脑', '台式机', '显示器', '平板电脑'], brands: ['联想', '华为', '戴尔', '惠普'], specs: ['14英寸', '16G/512G', '27英寸', 'i5'], uom: { name: '台', precision: 0 }, priceBand: [900, 12000] },
  { code: 'PERIPH', name: '电脑配件', nameEn: 'Peripherals', colour: '#13c2c2', nouns: ['键盘', '鼠标', '移动硬盘', 'U盘', '耳机'], brands: ['罗技', '雷柏', '西部数据', '闪迪'], specs: ['无线', '有线', '1TB', '64GB'], uom: { name: '个', precision: 0 }, priceBand: [19, 900] },
  { code: 'CLEAN', name: '清洁用品', nameEn: 'Cleaning', colour: '#2f54eb', nouns: ['洗手液', '抽纸', '垃圾袋', '消毒液', '拖把'], brands: ['蓝月亮', '维达', '威露士'], specs: ['500ml', '3层', '大号', '5L'], uom: { name: '包', precision: 0 }, priceBand: [5, 150] },
  { code: 'FOOD', name: '食品饮料', nameEn: 'Food', colour: '#fa8c16', nouns: ['矿泉水', '咖啡豆', '茶叶', '饼干', '坚果'], brands: ['农夫山泉', '雀巢', '三只松鼠'], specs: ['550ml*24', '1kg', '250g', '礼盒装'], uom: { name: '千克', precision: 2 }, priceBand: [10, 300] },
  { code: 'ELEC', name: '电工电料', nameEn: 'Electrical', colour: '#faad14', nouns: ['电线', '插座', '开关', '断路器', 'LED灯管'], brands: ['公牛', '正泰', '飞利浦'], specs: ['2.5平方', '五孔', '16A', '1.2米'], uom: { name: '米', precision: 2 }, priceBand: [1.5, 400] },
  { code: 'TOOL', name: '五金工具', nameEn: 'Tools', colour: '#a0d911', nouns: ['螺丝刀', '扳手', '电钻', '卷尺', '工具箱'], brands: ['世达', '博世', '史丹利'], specs: ['套装', '10寸', '5米', '锂电'], uom: { name: '把', precision: 0 }, priceBand: [8, 1500] },
  { code: 'SAFETY', name: '劳保安防', nameEn: 'Safety', colour: '#f5222d', nouns: ['安全帽', '防护手套', '口罩', '反光背心', '护目镜'], brands: ['3M', '霍尼韦尔', '代尔塔'], specs: ['均码', 'KN95', '50只/盒', '黄色'], uom: { name: '副', precision: 0 }, priceBand: [3, 260] },
  { code: 'LAB', name: '实验耗材', nameEn: 'Lab', colour: '#eb2f96', nouns: ['移液枪头', '离心管', '培养皿', '无水乙醇', '滤纸'], brands: ['赛默飞', '康宁', '国药'], specs: ['1000μl', '50ml', '90mm', '500ml'], uom: { name: '升', precision: 3 }, priceBand: [0.01234, 800] },
  { code: 'FURN', name: '办公家具', nameEn: 'Furniture', colour: '#8c5a2b', nouns: ['办公椅', '办公桌', '文件柜', '会议桌'], brands: ['震旦', '圣奥', '永艺'], specs: ['人体工学', '1.4米', '四门', '钢制'], uom: { name: '套', precision: 0 }, priceBand: [300, 6000] },
  { code: 'APPL', name: '办公电器', nameEn: 'Appliances', colour: '#595959', nouns: ['打印机', '碎纸机', '投影仪', '饮水机', '空调'], brands: ['佳能', '爱普生', '格力', '美的'], specs: ['激光', '彩色', '1.5匹', '立式'], uom: { name: '台', precision: 0 }, priceBand: [200, 9000] },
];

/** Where a product's image is served: one tile per category and source. */
export function productImagePath(categoryCode: string, source: string): string {
  return `/static/products/${categoryCode.toLowerCase()}-${source.toLowerCase()}.svg`;
}
