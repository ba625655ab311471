import { REQUEST_CONTEXT_LABELS } from '../../config/email';
import { planIds, type PlanId } from '../../content/plan-ids';
import { queryParam } from '../../routing/page-markers';
import { MAX_SCAN_URL_LENGTH } from '../../../packages/scanner-contract/report';

/** What a link says a request is about: the site that was scanned, the plan that was chosen. */
export interface RequestContext {
  site?: string;
  plan?: PlanId;
}

/**
 * A plain link to a request form (`href`: its page, with the form's anchor if any) that hands
 * it `context` in the query: `/urunler#hizli-kurulum` and a site give
 * `/urunler?site=https%3A%2F%2Fshop.example%2F#hizli-kurulum`. Without JavaScript the page opens
 * as usual and its form simply does not show the context.
 */
export function requestFormHref(href: string, context: RequestContext): string {
  const [path = '', anchor] = href.split('#');
  const query = new URLSearchParams();
  if (context.site) query.set(queryParam.site, context.site);
  if (context.plan) query.set(queryParam.plan, context.plan);
  const search = query.toString();
  return `${path}${search ? `?${search}` : ''}${anchor ? `#${anchor}` : ''}`;
}

/**
 * The context a page address carries. Anyone can write such a link, so a value is kept only
 * when it is what a link of ours would hand over: an http(s) address no longer than the scanner
 * takes, without credentials, and one of the plans. Anything else is dropped.
 */
export function readRequestContext(search: string): RequestContext {
  const query = new URLSearchParams(search);
  const site = siteAddress(query.get(queryParam.site));
  const plan = planIds.find((id) => id === query.get(queryParam.plan));
  return { ...(site && { site }), ...(plan && { plan }) };
}

/** The message a request sends: what the visitor wrote (or the fixed text), then its context. */
export function messageWithContext(message: string, context: RequestContext): string {
  const lines = [
    context.site && `${REQUEST_CONTEXT_LABELS.site}: ${context.site}`,
    context.plan && `${REQUEST_CONTEXT_LABELS.plan}: ${context.plan}`,
  ].filter(Boolean);
  return lines.length > 0 ? `${message}\n\n${lines.join('\n')}` : message;
}

function siteAddress(value: string | null): string | undefined {
  if (!value || value.length > MAX_SCAN_URL_LENGTH) return undefined;
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return undefined;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
  if (url.username !== '' || url.password !== '') return undefined;
  // As the scanner keeps it: a query or fragment may carry a visitor's secrets.
  url.search = '';
  url.hash = '';
  return url.toString();
}
