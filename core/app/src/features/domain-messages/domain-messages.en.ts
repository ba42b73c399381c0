export { enUS as default } from '@mall/domain';
