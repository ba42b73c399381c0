import { NOTIFICATION_DURATION_S } from '@mall/domain';

/**
 * antd `<App>`'s message (toast) settings: spec 1 section 9 'success toast 2.5 s' (antd's own
 * default is 3 s). Given to the app shell and to the test and Storybook providers alike.
 */
export const TOAST_CONFIG = { duration: NOTIFICATION_DURATION_S } as const;
