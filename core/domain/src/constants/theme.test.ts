import { APP_VERSION, DEFAULT_THEME_COLOR_CODE, PRIMARY_COLOR } from './theme';
import { DEFAULT_COUNTRY_CODE, DEFAULT_LANGUAGE } from './locale';
import { DEFAULT_MANUAL_FILE_SIZE_MB, UPLOAD_BUCKETS, UPLOAD_DIRECTORY } from './attachment';

it.each([
  ['primary colour', PRIMARY_COLOR, '#f53'],
  ['default theme colour code', DEFAULT_THEME_COLOR_CODE, 'A'],
  ['app version', APP_VERSION, '1.58.6'],
  ['default country code', DEFAULT_COUNTRY_CODE, '+86'],
  ['default language', DEFAULT_LANGUAGE, 'zh_CN'],
  ['manual file size', DEFAULT_MANUAL_FILE_SIZE_MB, 100],
  ['buckets', UPLOAD_BUCKETS, { private: 'private-bucket', public: 'public-bucket' }],
  ['upload directory', UPLOAD_DIRECTORY, 'mall-front'],
])('%s', (_name, actual, expected) => expect(actual).toEqual(expected));
