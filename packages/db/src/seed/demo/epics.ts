/**
 * The demo's epic tree (60 epics, up to 4 levels). Dates are month offsets from today's month:
 * `start: -2` is the first of the month two months ago, `due: 3` the last day of the month three
 * months ahead. A side without a number is inherited (from child epics and the milestones of
 * child issues); `hint` is the window the inherited side should land in, used to choose the
 * child issues' milestones. `issueMilestones: false` keeps child issues off milestones, so an
 * epic can stay undated or have only one date.
 */
export interface EpicSpec {
  group: string;
  title: string;
  color?: string;
  start?: number;
  due?: number;
  hint?: readonly [number, number];
  closed?: boolean;
  confidential?: boolean;
  labels?: readonly string[];
  /** Number of direct child issues (default: 4-7 for leaves, 0-2 otherwise). */
  issues?: number;
  /** Projects (relative paths) the child issues come from; default: any below the group. */
  projects?: readonly string[];
  issueMilestones?: boolean;
  children?: readonly EpicSpec[];
}

export const EPIC_PALETTE = [
  '#1068bf',
  '#217645',
  '#c91c00',
  '#9e5400',
  '#694cc0',
  '#00857a',
  '#b3327e',
  '#4f4f4f',
] as const;

export const DEMO_EPICS: readonly EpicSpec[] = [
  {
    group: '',
    title: 'Customer platform 2.0',
    color: '#1068bf',
    start: -36,
    due: 36,
    labels: ['priority::high'],
    issues: 1,
    projects: ['website'],
    children: [
      {
        group: '',
        title: 'Unified identity and single sign-on',
        color: '#217645',
        hint: [-4, 3],
        labels: ['security', 'team::backend'],
        children: [
          {
            group: 'platform',
            title: 'SAML and OIDC providers',
            start: -4,
            due: 1,
            children: [
              { group: 'platform/api', title: 'Okta integration', hint: [-3, 0] },
              { group: 'platform/api', title: 'Azure AD integration', start: -1, due: 2 },
            ],
          },
          { group: 'platform', title: 'Account linking across products', hint: [-1, 3] },
          {
            group: 'platform/api',
            title: 'Session management overhaul',
            start: 0,
            due: 3,
            labels: ['security', 'priority::high'],
          },
        ],
      },
      {
        group: 'mobile',
        title: 'Mobile experience refresh',
        color: '#c91c00',
        start: -2,
        due: 5,
        labels: ['team::mobile', 'needs design'],
        children: [
          {
            group: 'mobile/ios',
            title: 'iOS redesign',
            hint: [-2, 3],
            labels: ['platform::ios'],
            children: [
              { group: 'mobile/ios', title: 'Dark mode for iOS', start: -1, due: 1 },
              { group: 'mobile/ios', title: 'Offline sync on iOS', hint: [0, 4] },
            ],
          },
          {
            group: 'mobile/android',
            title: 'Android parity',
            hint: [0, 5],
            labels: ['platform::android'],
            children: [
              { group: 'mobile/android', title: 'Android home screen widgets', start: 3, due: 5 },
            ],
          },
          { group: 'mobile', title: 'Push notification platform', start: 1, due: 4 },
        ],
      },
    ],
  },
  {
    group: 'platform',
    title: 'Public API v2',
    color: '#694cc0',
    hint: [-5, 4],
    labels: ['priority::high', 'team::backend'],
    children: [
      {
        group: 'platform/api',
        title: 'GraphQL gateway',
        hint: [-2, 4],
        labels: ['component::graphql'],
        children: [
          {
            group: 'platform/api',
            title: 'Schema federation',
            start: -2,
            due: 1,
            children: [
              { group: 'platform/api', title: 'Federated subscriptions spike', start: 1, due: 2 },
            ],
          },
          { group: 'platform/api', title: 'Persisted queries', start: 2, due: 4 },
        ],
      },
      {
        group: 'platform/api',
        title: 'REST v4 compatibility layer',
        start: -5,
        due: -1,
        closed: true,
        labels: ['component::rest'],
      },
      { group: 'platform', title: 'Rate limiting and quotas', hint: [-1, 2] },
    ],
  },
  {
    group: '',
    title: 'Data platform modernization',
    color: '#9e5400',
    labels: ['team::backend'],
    children: [
      {
        group: 'platform/data',
        title: 'Warehouse migration to columnar storage',
        start: -8,
        due: -2,
        closed: true,
      },
      {
        group: 'platform/data',
        title: 'Real-time analytics pipeline',
        hint: [-1, 6],
        children: [
          { group: 'platform/data', title: 'Event ingestion service', start: -1, due: 2 },
          { group: 'platform/data', title: 'Streaming aggregations', start: 2, due: 6 },
        ],
      },
      { group: 'platform', title: 'Data retention policies', due: 4, issueMilestones: false },
      { group: 'platform', title: 'GDPR data export', start: -3, due: 0, labels: ['customer'] },
    ],
  },
  {
    group: '',
    title: 'Website relaunch',
    color: '#217645',
    hint: [-6, 1],
    labels: ['team::frontend'],
    children: [
      {
        group: '',
        title: 'New information architecture for the marketing site',
        start: -6,
        due: -3,
        closed: true,
        projects: ['website'],
      },
      { group: '', title: 'Pricing page experiments', start: -1, due: 1, projects: ['website'] },
      { group: '', title: 'Docs portal search', hint: [-2, 1], projects: ['website'] },
      {
        group: '',
        title: 'Accessibility audit (WCAG 2.2)',
        start: -2,
        projects: ['website'],
        issueMilestones: false,
        labels: ['needs design'],
      },
    ],
  },
  {
    group: '',
    title: 'Security and compliance program',
    color: '#c91c00',
    start: -12,
    due: 12,
    labels: ['security', 'priority::high'],
    children: [
      {
        group: '',
        title: 'SOC 2 Type II',
        start: -10,
        due: 2,
        children: [
          { group: 'platform', title: 'Access reviews automation', hint: [-2, 1] },
          { group: 'platform', title: 'Audit log streaming', start: 0, due: 3 },
        ],
      },
      {
        group: 'platform',
        title: 'Secrets rotation',
        start: 1,
        due: 3,
        confidential: true,
        labels: ['security'],
      },
      {
        group: '',
        title: 'Penetration test remediation',
        start: -2,
        due: 1,
        confidential: true,
        labels: ['security', 'priority::high'],
      },
    ],
  },
  {
    group: '',
    title: 'Developer productivity',
    color: '#00857a',
    labels: ['tech debt'],
    children: [
      { group: 'platform', title: 'CI pipeline speedups', start: -3, due: 0 },
      { group: 'platform', title: 'Local development in containers', hint: [-1, 2] },
      { group: 'platform', title: 'Flaky test quarantine', issueMilestones: false },
    ],
  },
  {
    group: '',
    title: 'Internationalization',
    color: '#694cc0',
    start: 3,
    due: 12,
    labels: ['feature'],
    children: [
      {
        group: '',
        title: 'Right-to-left layout support',
        start: 6,
        due: 9,
        labels: ['needs design'],
      },
      { group: '', title: 'Translation management workflow', start: 3, due: 7 },
    ],
  },
  {
    group: 'platform',
    title: 'Multi-region failover',
    color: '#4f4f4f',
    start: -20,
    due: -8,
    closed: true,
    children: [
      { group: 'platform', title: 'Database failover drills', start: -18, due: -12, closed: true },
      { group: 'platform', title: 'Cross-region replication', start: -14, due: -9, closed: true },
    ],
  },
  {
    group: '',
    title: 'Billing revamp',
    color: '#b3327e',
    start: 9,
    due: 24,
    labels: ['customer'],
    children: [
      { group: 'platform', title: 'Usage-based billing', issueMilestones: false, issues: 2 },
      { group: '', title: 'Invoice PDF redesign', start: 12, due: 14, issues: 1 },
    ],
  },
  {
    group: 'secret-lab',
    title: 'Project Nebula',
    color: '#694cc0',
    start: -3,
    due: 9,
    labels: ['nebula'],
    children: [
      { group: 'secret-lab', title: 'Nebula hardware integration', hint: [-2, 2] },
      {
        group: 'secret-lab',
        title: 'Nebula model evaluation',
        start: 1,
        due: 4,
        confidential: true,
      },
    ],
  },
  {
    group: '',
    title: 'Tech debt backlog',
    color: '#4f4f4f',
    issueMilestones: false,
    labels: ['tech debt'],
  },
  { group: '', title: 'Legacy dashboard sunset', due: -1, issueMilestones: false, issues: 3 },
  {
    group: 'platform',
    title: 'Observability stack',
    color: '#9e5400',
    start: -30,
    due: 30,
    children: [
      { group: 'platform', title: 'Distributed tracing', hint: [-2, 2] },
      { group: 'platform', title: 'SLO dashboards', start: 0, due: 2 },
    ],
  },
];

/** The spec tree flattened in creation order (parents before children), with depth. */
export interface FlatEpic {
  spec: EpicSpec;
  parent: number | null;
  depth: number;
  isLeaf: boolean;
}

export function flattenEpics(specs: readonly EpicSpec[]): FlatEpic[] {
  const out: FlatEpic[] = [];
  const walk = (list: readonly EpicSpec[], parent: number | null, depth: number) => {
    for (const spec of list) {
      const index = out.length;
      out.push({ spec, parent, depth, isLeaf: !spec.children?.length });
      if (spec.children) walk(spec.children, index, depth + 1);
    }
  };
  walk(specs, null, 1);
  return out;
}
