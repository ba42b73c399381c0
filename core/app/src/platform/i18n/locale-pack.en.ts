import enUS from 'antd/es/locale/en_US';
import dayjs from 'dayjs';
import type { LocalePack } from './locale-pack';

// dayjs's own locale is English.
const pack: LocalePack = { antd: enUS, useDates: () => void dayjs.locale('en') };
export default pack;
