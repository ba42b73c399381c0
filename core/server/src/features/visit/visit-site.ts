import type { Session } from '../../auth/session';
import type { Db } from '../../db/db';
import { ApiError, notFound } from '../../http/api-error';
import { registerMessages } from '../../http/messages';

/** A company's second website (migration 210). */
export interface SecondWebsite {
  host: string;
  tenantId: number;
  organizationId: number;
  companyId: number;
  visitorFlag: 0 | 1;
}

/** The visitConfig of spec 1 section 3. */
export interface VisitConfig {
  isSecondWebSite: boolean;
  visitorFlag: boolean;
  companyId: number;
  organizationId: number;
}

registerMessages({
  'smal.visit.site.not.found': { en_US: 'This website does not receive visitors', zh_CN: '该网站不接待访客' },
  'smal.visit.own.company': { en_US: 'You belong to this company: shop in your own mall', zh_CN: '您属于该公司，请在本公司商城中采购' },
});

const SITE_COLUMNS = `host, tenant_id as "tenantId", organization_id as "organizationId", company_id as "companyId", visitor_flag as "visitorFlag"`;

/** The host name the app sends as webUrl (`host[:port]`, or a full address), lower case, without port. */
export function hostOf(webUrl: string): string {
  const text = webUrl.trim().toLowerCase();
  const withoutScheme = text.replace(/^[a-z][a-z0-9+.-]*:\/\//, '');
  return withoutScheme.split(/[/?#]/)[0]!.replace(/:\d*$/, '');
}

export async function siteOfWebUrl(db: Db, webUrl: string | undefined): Promise<SecondWebsite | undefined> {
  if (!webUrl) return undefined;
  const [site] = await db.query<SecondWebsite>(`select ${SITE_COLUMNS} from second_websites where host = $1`, [hostOf(webUrl)], { name: 'second_website_by_host' });
  return site ? { ...site, tenantId: Number(site.tenantId), organizationId: Number(site.organizationId), companyId: Number(site.companyId) } : undefined;
}

/**
 * Spec 1 section 2: on a second website, a user of another company is a visitor and sees the
 * visited company's catalogue; the company's own users (and everyone elsewhere) use their own.
 */
export function visitConfigOf(site: SecondWebsite | undefined, caller: Pick<Session, 'companyId' | 'organizationId'>): VisitConfig {
  const own = { companyId: caller.companyId, organizationId: caller.organizationId };
  if (!site) return { isSecondWebSite: false, visitorFlag: false, ...own };
  const visitor = site.visitorFlag === 1 && site.companyId !== caller.companyId;
  return visitor
    ? { isSecondWebSite: true, visitorFlag: true, companyId: site.companyId, organizationId: site.organizationId }
    : { isSecondWebSite: true, visitorFlag: false, ...own };
}

/**
 * The site a visit call is for. The browser names the visited organisation in the path and the
 * website in `webUrl`; both must agree with a site open to visitors, and the caller must be a
 * visitor there (the company's own users use their own calls). Nothing else is trusted.
 */
export async function requireVisit(db: Db, session: Session, visitOrg: number, webUrl: string): Promise<SecondWebsite> {
  const site = await siteOfWebUrl(db, webUrl);
  if (!site || site.visitorFlag !== 1 || site.organizationId !== visitOrg) throw notFound('smal.visit.site.not.found');
  if (site.companyId === session.companyId) throw new ApiError(403, 'smal.visit.own.company', {}, 'warn');
  return site;
}
