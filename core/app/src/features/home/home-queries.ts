import type { Channel } from '@mall/domain';
import { queryOptions } from '@tanstack/react-query';
import type { HomeService } from './home-service';

/** Bulletins shown beside the banner; the rest are on /bulletin-boards. */
export const BULLETINS_SHOWN = 4;

/** The member mall's home is under /sigl (spec 1 section 2). */
export const homeChannelAt = (pathname: string): Channel => (pathname.startsWith('/sigl') ? 'PERSONAL' : 'ENTERPRISE');

/** The home's two calls, built in one place for the page and for its data prefetch. */
export const homeBlocksQuery = (api: HomeService, channel: Channel) =>
  queryOptions({ queryKey: ['home', 'blocks', channel], queryFn: ({ signal }) => api.blocks(channel, signal) });

export const homeBulletinsQuery = (api: HomeService) =>
  queryOptions({ queryKey: ['home', 'bulletins', 0, BULLETINS_SHOWN], queryFn: ({ signal }) => api.bulletins(0, BULLETINS_SHOWN, signal) });
