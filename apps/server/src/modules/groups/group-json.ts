import type { RequestContext } from '#server/lib/context.ts';
import type { NamespaceRow } from '#server/core/namespaces/namespaces.repository.ts';
import { namespaceWebPath } from '#server/core/namespaces/namespaces.service.ts';

/** GitLab's REST group JSON. */
export const groupJson = (ctx: RequestContext, g: NamespaceRow) => ({
  id: g.id,
  web_url: ctx.env.baseUrl + namespaceWebPath(g),
  name: g.name,
  path: g.path,
  description: g.description,
  visibility: g.visibility,
  share_with_group_lock: false,
  require_two_factor_authentication: false,
  project_creation_level: 'developer',
  subgroup_creation_level: 'maintainer',
  emails_disabled: g.emailsDisabled,
  emails_enabled: !g.emailsDisabled,
  request_access_enabled: false,
  avatar_url: g.avatarUrl,
  full_name: g.fullName,
  full_path: g.fullPath,
  created_at: g.createdAt,
  parent_id: g.parentId,
});
