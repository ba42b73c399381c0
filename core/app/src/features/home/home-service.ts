import type { Channel } from '@mall/domain';
import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { Bulletin, HomeBlock, MessagePage, Page, GroupItem, ProductGroupHead } from './home-types';

/** The home page's calls: product group blocks, one group, bulletin boards and the user's messages. */
export interface HomeService {
  blocks(channel: Channel, signal?: AbortSignal): Promise<HomeBlock[]>;
  group(productGroupId: number, page: number, size: number, signal?: AbortSignal): Promise<ProductGroupHead & { page: Page<GroupItem> }>;
  bulletins(page: number, size: number, signal?: AbortSignal): Promise<Page<Bulletin>>;
  messages(page: number, size: number, signal?: AbortSignal): Promise<MessagePage>;
  unreadCount(signal?: AbortSignal): Promise<number>;
  markRead(messageIds: readonly number[] | 'all'): Promise<number>;
  deleteMessages(messageIds: readonly number[]): Promise<number>;
}

export const HomeServiceToken = defineServiceToken<HomeService>('HomeService');

@injectable()
export class HomeServiceImpl implements HomeService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  async blocks(channel: Channel, signal?: AbortSignal): Promise<HomeBlock[]> {
    return (await this.http.request<HomeBlock[] | undefined>('GET', '/smal/v1/{org}/special-blocks/list', { query: { channel }, signal })) ?? [];
  }

  group(productGroupId: number, page: number, size: number, signal?: AbortSignal) {
    return this.http.request<ProductGroupHead & { page: Page<GroupItem> }>('GET', `/smal/v1/{org}/product-groups/${productGroupId}`, { query: { page, size }, signal });
  }

  bulletins(page: number, size: number, signal?: AbortSignal): Promise<Page<Bulletin>> {
    return this.http.request('GET', '/smal/v1/{org}/bulletin-boards', { query: { page, size }, signal });
  }

  messages(page: number, size: number, signal?: AbortSignal): Promise<MessagePage> {
    return this.http.request('GET', '/hmsg/v1/{org}/messages/user', { query: { page, size }, signal });
  }

  async unreadCount(signal?: AbortSignal): Promise<number> {
    const answer = await this.http.request<{ unreadCount?: number } | undefined>('GET', '/hmsg/v1/{org}/messages/user/count', { signal });
    return answer?.unreadCount ?? 0;
  }

  async markRead(messageIds: readonly number[] | 'all'): Promise<number> {
    const body = messageIds === 'all' ? { all: 1 } : { messageIds };
    return (await this.http.request<{ unreadCount: number }>('POST', '/hmsg/v1/{org}/messages/user/read-flag', { body })).unreadCount;
  }

  async deleteMessages(messageIds: readonly number[]): Promise<number> {
    return (await this.http.request<{ unreadCount: number }>('DELETE', '/hmsg/v1/{org}/messages/user', { body: messageIds })).unreadCount;
  }
}
