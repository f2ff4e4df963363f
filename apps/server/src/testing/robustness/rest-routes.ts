import { eq } from 'drizzle-orm';
import { awardEmoji, workItemParentLinks } from '@cairn/db';
import type { Kind } from './hostile.ts';
import type { Method } from './probe.ts';
import type { RobustnessWorld } from './robustness-world.ts';

/** How a path segment names what it points at. */
export type Slot = 'namespace' | 'id' | 'ref' | 'webpath';

export interface RouteSpec {
  method: Method;
  /** Path with `:name` segments, filled from `values`. */
  template: string;
  values?: Record<string, string>;
  slots?: Record<string, Slot>;
  query?: Record<string, Kind>;
  /** Offset-paged (page, per_page). */
  paged?: boolean;
  /** A body that would succeed, and the kinds of its fields. */
  body?: { valid: Record<string, unknown>; fields: Record<string, Kind> };
  /** Who sends the requests (default: the owner of acme). */
  as?: 'owner' | 'admin';
  /** Other names a 400 may use for a field (GitLab's model attribute names). */
  aliases?: Record<string, string[]>;
  /** The route's 400 answers never name fields (sign-in). */
  anonymousErrors?: boolean;
  /** A valid non-JSON body (multipart uploads), sent by the sanity check. */
  raw?: { payload: string; contentType: string };
}

export const fill = (template: string, values: Record<string, string> = {}) =>
  template.replace(/:(\w+)/g, (_, name: string) => values[name] ?? `:${name}`);

const enumOf = (...values: string[]): Kind => ({ enum: values });
const text = (max: number): Kind => ({ text: max });

const userListQuery: Record<string, Kind> = {
  username: 'short',
  search: 'short',
  active: 'bool',
  blocked: 'bool',
  order_by: enumOf('id', 'name'),
  sort: enumOf('asc', 'desc'),
};
const groupListQuery: Record<string, Kind> = {
  search: 'short',
  all_available: 'bool',
  top_level_only: 'bool',
  owned: 'bool',
  min_access_level: enumOf('10', '20'),
  order_by: enumOf('name', 'path', 'id'),
  sort: enumOf('asc', 'desc'),
};
const projectListQuery: Record<string, Kind> = {
  search: 'short',
  membership: 'bool',
  owned: 'bool',
  min_access_level: enumOf('10', '20'),
  visibility: enumOf('private', 'internal', 'public'),
  include_subgroups: 'bool',
  order_by: enumOf('id', 'name'),
  sort: enumOf('asc', 'desc'),
};
const milestoneListQuery: Record<string, Kind> = {
  state: enumOf('active', 'closed'),
  title: 'short',
  search: 'short',
  search_title: 'short',
  include_ancestors: 'bool',
  include_parent_milestones: 'bool',
  include_descendants: 'bool',
  iids: 'id',
  'iids[]': 'id',
  start_date: 'date',
  end_date: 'date',
  updated_before: 'time',
  updated_after: 'time',
};
const milestoneFields: Record<string, Kind> = {
  title: 'title',
  description: text(100_000),
  start_date: 'date',
  due_date: 'date',
};
const labelListQuery: Record<string, Kind> = {
  with_counts: 'bool',
  include_ancestor_groups: 'bool',
  include_descendant_groups: 'bool',
  only_group_labels: 'bool',
  search: 'short',
};
const labelFields: Record<string, Kind> = {
  color: 'color',
  description: text(65_535),
  priority: 'id',
};
const labelAliases = { name: ['title'], new_name: ['title'] };

/** Every REST and web JSON route outside the work-items module, with valid values. */
export async function coreRoutes(w: RobustnessWorld): Promise<RouteSpec[]> {
  const { groups, people, milestones, labels, epics, issues } = w;
  const [epicAward] = await w.db
    .select()
    .from(awardEmoji)
    .where(eq(awardEmoji.workItemId, epics.epic.id));
  const [issueAward] = await w.db
    .select()
    .from(awardEmoji)
    .where(eq(awardEmoji.workItemId, issues.issue.id));
  const routes: RouteSpec[] = [
    { method: 'GET', template: '/-/health' },
    { method: 'GET', template: '/-/session' },
    { method: 'GET', template: '/api/v4/version' },
    { method: 'GET', template: '/api/v4/user' },
    { method: 'GET', template: '/api/v4/users', paged: true, query: userListQuery },
    {
      method: 'GET',
      template: '/api/v4/users/:user',
      values: { user: String(people.owner.user.id) },
      slots: { user: 'id' },
    },
    {
      method: 'POST',
      template: '/api/v4/users',
      as: 'admin',
      body: {
        valid: {
          email: 'robust@example.com',
          username: 'robust',
          name: 'Robust',
          password: 'correct horse battery',
        },
        fields: {
          email: 'email',
          username: 'short',
          name: 'title',
          password: text(128),
          admin: 'bool',
          skip_confirmation: 'bool',
          reset_password: 'bool',
        },
      },
    },
    {
      method: 'GET',
      template: '/-/autocomplete/users.json',
      query: { search: 'short', group_id: 'short', project_id: 'short', current_user: 'bool' },
    },
    { method: 'GET', template: '/-/autocomplete/award_emojis' },
    {
      method: 'POST',
      template: '/users/sign_in',
      anonymousErrors: true,
      body: {
        valid: { login: 'nobody', password: 'wrong password' },
        fields: { login: 'short', password: text(1024) },
      },
    },
    { method: 'POST', template: '/users/sign_out' },

    { method: 'GET', template: '/api/v4/groups', paged: true, query: groupListQuery },
    {
      method: 'POST',
      template: '/api/v4/groups',
      body: {
        valid: {
          name: 'Robust',
          path: 'robust',
          parent_id: groups.acme.id,
          visibility: 'private',
          description: 'A group',
        },
        fields: {
          name: 'title',
          path: 'path',
          parent_id: 'id',
          visibility: enumOf('private', 'internal', 'public'),
          description: text(2000),
        },
      },
    },
    { method: 'GET', template: '/api/v4/groups/:group' },
    ...['subgroups', 'descendant_groups', 'projects'].map((suffix): RouteSpec => ({
      method: 'GET',
      template: `/api/v4/groups/:group/${suffix}`,
      paged: true,
      query: suffix === 'projects' ? projectListQuery : groupListQuery,
    })),
    { method: 'GET', template: '/api/v4/projects', paged: true, query: projectListQuery },
    { method: 'GET', template: '/api/v4/projects/:project' },
    {
      method: 'POST',
      template: '/api/v4/projects',
      body: {
        valid: {
          name: 'Robust project',
          path: 'robust-project',
          namespace_id: groups.acme.id,
          visibility: 'private',
          description: 'A project',
          issues_enabled: true,
        },
        fields: {
          name: 'title',
          path: 'path',
          namespace_id: 'id',
          visibility: enumOf('private', 'internal', 'public'),
          description: text(2000),
          issues_enabled: 'bool',
        },
      },
    },
  ];

  for (const kind of ['group', 'project'] as const) {
    const base = `/api/v4/${kind}s/:${kind}`;
    const milestone = kind === 'group' ? milestones.acme : milestones.web;
    const label = kind === 'group' ? labels.bug : labels.frontend;
    routes.push(
      { method: 'GET', template: `${base}/members`, paged: true, query: { query: 'short' } },
      { method: 'GET', template: `${base}/members/all`, paged: true, query: { query: 'short' } },
      {
        method: 'POST',
        template: `${base}/members`,
        body: {
          valid: { user_id: people.outsider.user.id, access_level: 10 },
          fields: { user_id: 'id', access_level: enumOf('10', '20', '30') },
        },
      },
      {
        method: 'DELETE',
        template: `${base}/members/:user`,
        values: { user: String(people.developer.user.id) },
        slots: { user: 'id' },
      },
      { method: 'GET', template: `${base}/milestones`, paged: true, query: milestoneListQuery },
      {
        method: 'POST',
        template: `${base}/milestones`,
        body: {
          valid: {
            title: `Robust ${kind} milestone`,
            description: 'd',
            start_date: '2026-01-01',
            due_date: '2026-02-01',
          },
          fields: milestoneFields,
        },
      },
      ...(['GET', 'PUT', 'DELETE'] as const).map((method): RouteSpec => ({
        method,
        template: `${base}/milestones/:milestone`,
        values: { milestone: String(milestone.id) },
        slots: { milestone: 'id' },
        ...(method === 'PUT'
          ? {
              body: {
                valid: { title: `Renamed ${kind} milestone` },
                fields: { ...milestoneFields, state_event: enumOf('close', 'activate') },
              },
            }
          : {}),
      })),
      { method: 'GET', template: `${base}/labels`, paged: true, query: labelListQuery },
      {
        method: 'POST',
        template: `${base}/labels`,
        aliases: labelAliases,
        body: {
          valid: { name: `robust-${kind}`, color: '#ff0000', description: 'd' },
          fields: { name: 'title', ...labelFields },
        },
      },
      ...(['GET', 'PUT', 'DELETE'] as const).map((method): RouteSpec => ({
        method,
        template: `${base}/labels/:label`,
        values: { label: String(label.id) },
        slots: { label: 'ref' },
        aliases: labelAliases,
        ...(method === 'PUT'
          ? {
              body: {
                valid: { new_name: `renamed-${kind}` },
                fields: { new_name: 'title', ...labelFields },
              },
            }
          : {}),
      })),
    );
  }

  for (const [base, item, award] of [
    ['/api/v4/groups/:group/epics/:item/award_emoji', epics.epic, epicAward],
    ['/api/v4/projects/:project/issues/:item/award_emoji', issues.issue, issueAward],
  ] as const) {
    const values = { item: String(item.iid), award: String(award?.id ?? 0) };
    const slots: Record<string, Slot> = { item: 'id', award: 'id' };
    routes.push(
      { method: 'GET', template: base, values, slots, paged: true },
      {
        method: 'POST',
        template: base,
        values,
        slots,
        body: { valid: { name: 'heart' }, fields: { name: 'short' } },
      },
      { method: 'GET', template: `${base}/:award`, values, slots },
      { method: 'DELETE', template: `${base}/:award`, values, slots },
    );
  }

  routes.push(
    {
      method: 'GET',
      template: '/groups/:webgroup/-/labels.json',
      query: {
        only_group_labels: 'bool',
        include_ancestor_groups: 'bool',
        include_descendant_groups: 'bool',
        search: 'short',
      },
    },
    {
      method: 'GET',
      template: '/groups/:webgroup/-/milestones.json',
      query: { search: 'short', search_title: 'short', state: enumOf('active', 'all') },
    },
  );
  return routes.map((r) => withNamespaces(r, w));
}

/** Every REST route of the work-items module (epics, epic relations, issues, issue links). */
export async function workItemRoutes(w: RobustnessWorld): Promise<RouteSpec[]> {
  const { people, milestones, epics, issues, projects } = w;
  const linkOf = async (childId: number) => {
    const [link] = await w.db
      .select()
      .from(workItemParentLinks)
      .where(eq(workItemParentLinks.childId, childId));
    return link?.id ?? 0;
  };
  const epicQuery: Record<string, Kind> = {
    author_id: 'id',
    author_username: 'short',
    labels: 'list',
    order_by: enumOf('created_at', 'title'),
    sort: enumOf('asc', 'desc'),
    search: 'short',
    state: enumOf('opened', 'closed', 'all'),
    created_after: 'time',
    created_before: 'time',
    updated_after: 'time',
    updated_before: 'time',
    include_ancestor_groups: 'bool',
    include_descendant_groups: 'bool',
    my_reaction_emoji: 'short',
    confidential: 'bool',
    iids: 'id',
    'iids[]': 'id',
    'not[labels]': 'list',
    'not[author_id]': 'id',
    'not[author_username]': 'short',
  };
  const epicFields: Record<string, Kind> = {
    title: 'title',
    description: text(100_000),
    confidential: 'bool',
    color: 'color',
    labels: 'list',
    add_labels: 'list',
    remove_labels: 'list',
    start_date_is_fixed: 'bool',
    start_date_fixed: 'date',
    due_date_is_fixed: 'bool',
    due_date_fixed: 'date',
    parent_id: 'id',
  };
  const issueQuery: Record<string, Kind> = {
    state: enumOf('opened', 'closed', 'all'),
    labels: 'list',
    milestone: 'short',
    scope: enumOf('all', 'created_by_me'),
    author_id: 'id',
    author_username: 'short',
    assignee_id: 'id',
    assignee_username: 'short',
    my_reaction_emoji: 'short',
    weight: 'id',
    iids: 'id',
    'iids[]': 'id',
    order_by: enumOf('created_at', 'weight'),
    sort: enumOf('asc', 'desc'),
    search: 'short',
    in: enumOf('title', 'description'),
    confidential: 'bool',
    epic_id: 'id',
    health_status: enumOf('on_track', 'at_risk'),
    issue_type: enumOf('issue', 'incident'),
    created_after: 'time',
    created_before: 'time',
    updated_after: 'time',
    updated_before: 'time',
    due_date: 'date',
    'not[labels]': 'list',
    'not[weight]': 'id',
    'not[iids]': 'id',
    'not[milestone]': 'short',
  };
  const issueFields: Record<string, Kind> = {
    title: 'title',
    description: text(100_000),
    confidential: 'bool',
    discussion_locked: 'bool',
    labels: 'list',
    add_labels: 'list',
    remove_labels: 'list',
    milestone_id: 'id',
    weight: 'id',
    due_date: 'date',
    assignee_ids: 'ids',
    assignee_id: 'id',
    epic_id: 'id',
    epic_iid: 'id',
    health_status: enumOf('on_track', 'needs_attention', 'at_risk'),
    issue_type: enumOf('issue', 'incident', 'task'),
  };
  const epic = { epic: String(epics.epic.iid) };
  const routes: RouteSpec[] = [
    { method: 'GET', template: '/api/v4/groups/:group/epics', paged: true, query: epicQuery },
    {
      method: 'POST',
      template: '/api/v4/groups/:group/epics',
      body: {
        valid: {
          title: 'Robust epic',
          description: 'd',
          confidential: false,
          color: '#123456',
          labels: 'bug',
          start_date_is_fixed: true,
          start_date_fixed: '2026-01-01',
          due_date_is_fixed: true,
          due_date_fixed: '2026-02-01',
          parent_id: epics.epic.id,
        },
        fields: epicFields,
      },
    },
    ...(['GET', 'PUT', 'DELETE'] as const).map((method): RouteSpec => ({
      method,
      template: '/api/v4/groups/:group/epics/:epic',
      values: epic,
      slots: { epic: 'id' },
      ...(method === 'PUT'
        ? {
            body: {
              valid: { title: 'Renamed epic' },
              fields: { ...epicFields, state_event: enumOf('close', 'reopen') },
            },
          }
        : {}),
    })),
  ];
  // Children are added by item id; issues are then named by their relation id, epics by item id.
  for (const [kind, child, sibling, other] of [
    [
      'issues',
      issues.thirdIssue.id,
      await linkOf(issues.issue.id),
      await linkOf(issues.confidentialIssue.id),
    ],
    ['epics', epics.secretEpic.id, epics.childEpic.id, epics.confidentialEpic.id],
  ] as const) {
    const base = `/api/v4/groups/:group/epics/:epic/${kind}`;
    const values = { ...epic, child: String(child), sibling: String(sibling) };
    const slots: Record<string, Slot> = { epic: 'id', child: 'id', sibling: 'id' };
    routes.push(
      { method: 'GET', template: base, values, slots, paged: true },
      { method: 'POST', template: `${base}/:child`, values, slots },
      {
        method: 'PUT',
        template: `${base}/:sibling`,
        values,
        slots,
        body: {
          valid: { move_after_id: other },
          fields: { move_before_id: 'id', move_after_id: 'id' },
        },
      },
      { method: 'DELETE', template: `${base}/:sibling`, values, slots },
    );
  }
  routes.push({
    method: 'POST',
    template: '/api/v4/groups/:group/epics/:epic/epics',
    values: epic,
    slots: { epic: 'id' },
    body: {
      valid: { title: 'Robust child epic', confidential: false },
      fields: { title: 'title', confidential: 'bool' },
    },
  });

  const issue = { issue: String(issues.issue.iid) };
  routes.push(
    { method: 'GET', template: '/api/v4/projects/:project/issues', paged: true, query: issueQuery },
    { method: 'GET', template: '/api/v4/groups/:group/issues', paged: true, query: issueQuery },
    { method: 'GET', template: '/api/v4/issues', paged: true, query: issueQuery },
    {
      method: 'POST',
      template: '/api/v4/projects/:project/issues',
      body: {
        valid: {
          title: 'Robust issue',
          description: 'd',
          labels: 'bug',
          milestone_id: milestones.web.id,
          weight: 2,
          due_date: '2026-01-01',
          confidential: false,
          epic_id: epics.epic.id,
          assignee_ids: [people.developer.user.id],
          issue_type: 'issue',
        },
        fields: issueFields,
      },
    },
    ...(['GET', 'PUT', 'DELETE'] as const).map((method): RouteSpec => ({
      method,
      template: '/api/v4/projects/:project/issues/:issue',
      values: issue,
      slots: { issue: 'id' },
      ...(method === 'PUT'
        ? {
            body: {
              valid: { title: 'Renamed issue' },
              fields: { ...issueFields, state_event: enumOf('close', 'reopen') },
            },
          }
        : {}),
    })),
    {
      method: 'GET',
      template: '/api/v4/projects/:project/issues/:issue/links',
      values: issue,
      slots: { issue: 'id' },
    },
    {
      method: 'POST',
      template: '/api/v4/projects/:project/issues/:issue/links',
      values: issue,
      slots: { issue: 'id' },
      body: {
        valid: {
          target_project_id: projects.web.id,
          target_issue_iid: issues.thirdIssue.iid,
          link_type: 'relates_to',
        },
        fields: {
          target_project_id: 'short',
          target_issue_iid: 'id',
          link_type: enumOf('relates_to', 'blocks', 'is_blocked_by'),
        },
      },
    },
    {
      method: 'DELETE',
      template: '/api/v4/projects/:project/issues/:issue/links/:link',
      values: { ...issue, link: '1' },
      slots: { issue: 'id', link: 'id' },
    },
  );
  return routes.map((r) => withNamespaces(r, w));
}

/** Fills the namespace segments (`:group` = acme, `:project` = acme/web, `:webgroup`). */
export function withNamespaces(route: RouteSpec, w: RobustnessWorld): RouteSpec {
  const values: Record<string, string> = {
    group: encodeURIComponent(w.groups.acme.fullPath),
    project: encodeURIComponent(w.projects.web.fullPath),
    webgroup: w.groups.acme.fullPath,
    ...route.values,
  };
  const slots: Record<string, Slot> = {
    group: 'namespace',
    project: 'namespace',
    webgroup: 'webpath',
    ...route.slots,
  };
  const used = [...route.template.matchAll(/:(\w+)/g)].map((m) => m[1]!);
  return {
    ...route,
    values: Object.fromEntries(used.map((k) => [k, values[k] ?? ''])),
    slots: Object.fromEntries(used.map((k) => [k, slots[k] ?? 'id'])),
  };
}
