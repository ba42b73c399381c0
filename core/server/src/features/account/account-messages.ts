import { registerMessages } from '../../http/messages';

registerMessages({
  'hpfm.static-text.not.found': { en_US: 'The text {textCode} is not maintained', zh_CN: '文本 {textCode} 未维护' },
});
