import { defineServiceToken, HttpClientToken, type HttpClient } from '@mall/sdk';
import { inject, injectable } from 'inversify';
import type { CoreRequestOptions } from '../../platform/http';

export interface Assessment {
  readonly assessmentId: number;
  readonly reviewerName: string;
  readonly score: number;
  readonly content: string;
  readonly createdAt: string;
}

export interface AssessmentPage {
  readonly productId: number;
  readonly assessmentCount: number;
  readonly averageScore: number;
  readonly goodRate: number;
  readonly content: readonly Assessment[];
}

export interface EcPlatformLabels {
  readonly platformCode: string;
  readonly platformName: string;
  readonly labelList: readonly string[];
}

/** Product detail extras of spec 1 section 7: assessments and the e-commerce platform's labels. */
export interface ProductExtrasService {
  assessments(productId: number, signal?: AbortSignal): Promise<AssessmentPage>;
  platformLabels(platformCode: string, signal?: AbortSignal): Promise<EcPlatformLabels | undefined>;
}

export const ProductExtrasServiceToken = defineServiceToken<ProductExtrasService>('ProductExtrasService');

/** Side panels fail quietly: the product itself still shows. */
const QUIET: CoreRequestOptions = { present: false };

@injectable()
export class ProductExtrasServiceImpl implements ProductExtrasService {
  constructor(@inject(HttpClientToken.id) private readonly http: HttpClient) {}

  assessments(productId: number, signal?: AbortSignal): Promise<AssessmentPage> {
    return this.http.request('GET', '/smpc/v1/{org}/assessments/sku-all-assessment', { ...QUIET, query: { productId, page: 0, size: 3 }, signal });
  }

  platformLabels(platformCode: string, signal?: AbortSignal): Promise<EcPlatformLabels | undefined> {
    return this.http.request('GET', '/smpc/v1/{org}/ec-platforms/labels', { ...QUIET, query: { platformCode }, signal });
  }
}
