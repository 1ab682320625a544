import type { Core } from '@strapi/strapi';

/** `status=published` (or none) is what visitors read; any other status asks for unpublished work. */
const asksForDrafts = (query: Record<string, unknown>) =>
  (query.status !== undefined && query.status !== 'published') || query.publicationState !== undefined;

/** What a policy receives is the request's context copied by its own properties: `request` and `state`. */
type RequestParts = { request: { query: Record<string, unknown> }; state: { auth?: { strategy?: { name?: string } } } };

/**
 * An editor's draft (an unannounced doctor, an unfinished article) is not public. Drafts are given only
 * to a caller with an API token, the credential a preview is made with; anyone else asking for them,
 * signed in or not, is refused with a 403.
 */
const draftsNeedPreview: Core.PolicyHandler = (policyContext) => {
  const { request, state } = policyContext as unknown as RequestParts;
  if (!asksForDrafts(request.query ?? {})) return true;
  return state.auth?.strategy?.name === 'content-api-token';
};

export default draftsNeedPreview;
