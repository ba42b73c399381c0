import { enUS, zhCN } from '@mall/domain';
import { registerMessages } from '../../http/messages';

// The domain rules return message keys; the server answers them in the caller's language with
// the same texts the browser shows, so a rule refused on either side reads the same.
registerMessages(
  Object.fromEntries(
    Object.entries(enUS).map(([key, en]) => [key, { en_US: en, zh_CN: (zhCN as Record<string, string>)[key] ?? en }]),
  ),
);
