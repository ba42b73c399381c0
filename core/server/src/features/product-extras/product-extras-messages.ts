import { registerMessages } from '../../http/messages';

registerMessages({
  'smpc.ec-platform.not.found': { en_US: 'The e-commerce platform {platformCode} is not enabled', zh_CN: '电商平台 {platformCode} 未启用' },
});
