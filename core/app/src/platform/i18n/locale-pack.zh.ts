import zhCN from 'antd/es/locale/zh_CN';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import type { LocalePack } from './locale-pack';

const pack: LocalePack = { antd: zhCN, useDates: () => void dayjs.locale('zh-cn') };
export default pack;
