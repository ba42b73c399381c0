export { zhCN as default } from '@mall/domain';
