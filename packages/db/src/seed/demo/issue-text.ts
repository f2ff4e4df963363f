import type { Prng } from '../prng.ts';

/** Raw material for believable issue titles, per project (relative path). */
interface ProjectVocabulary {
  /** Things to build or improve: "Add <thing>", "Improve <thing>", … */
  things: readonly string[];
  /** Complete bug titles. */
  bugs: readonly string[];
}

const VOCABULARY: Record<string, ProjectVocabulary> = {
  website: {
    things: [
      'pricing page comparison table',
      'blog RSS feed',
      'cookie consent banner',
      'sitemap.xml generation',
      'contact form spam protection',
      'case studies page',
      'newsletter signup',
      'Open Graph previews',
      'careers page',
      'docs sidebar navigation',
      'changelog page',
      'customer logo carousel',
      'analytics events for sign-ups',
      'docs search ranking',
      'localized landing pages',
    ],
    bugs: [
      'Pricing toggle resets after navigating back',
      'Hero image flickers on Safari',
      'Docs search returns archived pages',
      'Footer links 404 on the German site',
      'Contact form accepts empty e-mail addresses',
      'Mobile menu does not close after selecting a link',
    ],
  },
  'platform/backend': {
    things: [
      'project export job',
      'webhook retries with backoff',
      'audit log writer',
      'database connection pool metrics',
      'background job dashboard',
      'permission cache',
      'search indexer',
      'feature flag service',
      'usage collector for billing',
      'CSV import for users',
      'tenant isolation checks',
      'retention cleanup job',
      'SCIM provisioning endpoint',
      'e-mail delivery tracking',
      'OpenAPI description',
    ],
    bugs: [
      'N+1 queries when listing group members',
      'Webhook deliveries stuck in pending state',
      'Export fails for projects with more than 10k issues',
      'Deleted users still receive digest e-mails',
      'Deadlock in the notification worker',
      'Session cookie not refreshed after password change',
    ],
  },
  'platform/api/gateway': {
    things: [
      'GraphQL query complexity limits',
      'persisted query registry',
      'OAuth token introspection',
      'pagination headers for REST v4',
      'request tracing headers',
      'API deprecation warnings',
      'batched GraphQL requests',
      'mTLS between gateway and services',
      'per-token rate limits',
      'structured request logging',
      'schema changelog',
      'OIDC discovery support',
      'GraphQL schema linting',
      'canary routing',
      'response caching for public endpoints',
      'webhook signature verification',
      'JWT key rotation',
      'GraphQL field usage metrics',
    ],
    bugs: [
      'Gateway returns 502 during deploys',
      'Rate limit headers missing on 429 responses',
      'GraphQL errors leak internal stack traces',
      'Token introspection cache never expires',
      'Subscriptions drop after 60 seconds behind the load balancer',
    ],
  },
  'platform/data/warehouse': {
    things: [
      'nightly ETL job',
      'event schema registry',
      'Parquet export',
      'revenue models',
      'data quality checks',
      'PII column tagging',
      'warehouse cost dashboard',
      'partition pruning',
      'backfill tooling',
      'late-arriving event handling',
    ],
    bugs: [
      'Consumer lag spikes every night at 02:00',
      'Duplicate events after a broker failover',
      'Daily active users double-counted across time zones',
    ],
  },
  'mobile/ios/app': {
    things: [
      'onboarding flow',
      'dark mode colour tokens',
      'offline cache',
      'push notification permission prompt',
      'home screen widget',
      'VoiceOver labels',
      'deep links',
      'keychain migration',
      'in-app review prompt',
      'settings screen',
      'iPad split view layout',
    ],
    bugs: [
      'Crash on launch on iOS 17.2',
      'Badge count does not clear after reading notifications',
      'Keyboard covers the comment field',
      'Dark mode icons are invisible in the tab bar',
      'Sync spinner never stops when offline',
    ],
  },
  'mobile/android/app': {
    things: [
      'Material You theming',
      'home screen widget',
      'background sync',
      'notification channels',
      'TalkBack support',
      'edge-to-edge layout',
      'Play Store listing screenshots',
      'predictive back gesture',
    ],
    bugs: [
      'ANR when opening a large project',
      'Widget shows stale data after reboot',
      'Notifications arrive twice on Android 14',
    ],
  },
  'secret-lab/prototype': {
    things: [
      'sensor calibration routine',
      'firmware update over BLE',
      'on-device inference',
      'enclosure thermal design',
      'dataset labelling tool',
      'battery telemetry',
    ],
    bugs: ['Thermal throttling after 10 minutes of capture', 'BLE pairing fails on the second try'],
  },
};

const FEATURE_VERBS = [
  'Add',
  'Improve',
  'Refactor',
  'Document',
  'Add tests for',
  'Redesign',
  'Speed up',
];

const SUMMARIES = [
  'Customers keep asking about this in support tickets; it is the top request this quarter.',
  'The current behaviour confuses new users and makes onboarding slower than it needs to be.',
  'This blocks the rollout to the enterprise tier, so it needs to land before the next release.',
  'We measured this in production last week: p95 latency doubles under load.',
  'Design signed off on the mock-ups; engineering can start right away.',
  'Small, well-scoped change. A good first issue for someone new to the codebase.',
  'Follow-up from the last incident review: the fix was a workaround and needs a proper solution.',
  'Security review flagged this. Treat as a priority once the audit window opens.',
];

const TASKS = [
  'Write a short technical proposal',
  'Agree on the API shape with the client teams',
  'Implement behind a feature flag',
  'Add unit and integration tests',
  'Update the documentation',
  'Roll out to 10% of users',
  'Remove the feature flag',
  'Add dashboards and alerts',
  'Review with design',
  'Announce in the changelog',
];

const INCIDENTS = [
  'Elevated 5xx error rate on the API gateway',
  'Background jobs delayed by 40 minutes',
  'Login failures for SSO customers in the EU region',
  'Webhook deliveries failing with TLS errors',
  'Database CPU saturation during the nightly export',
  'Search results missing for newly created projects',
  'Partial outage of the notification service',
  'Certificate expiry on a legacy endpoint',
];

export interface IssueText {
  title: string;
  kind: 'bug' | 'feature' | 'incident';
}

/** Picks titles for a project without repeating one. */
export class IssueTitles {
  private readonly used = new Set<string>();

  constructor(private readonly prng: Prng) {}

  private incidents = 0;

  nextIncident(): IssueText {
    const title = INCIDENTS[this.incidents % INCIDENTS.length] ?? 'Service degradation';
    this.incidents += 1;
    return { title, kind: 'incident' };
  }

  next(project: string): IssueText {
    const vocabulary = VOCABULARY[project];
    if (!vocabulary) throw new Error(`No vocabulary for project ${project}`);
    for (let attempt = 0; attempt < 20; attempt++) {
      const isBug = this.prng.chance(0.25);
      const title = isBug
        ? this.prng.pick(vocabulary.bugs)
        : `${this.prng.pick(FEATURE_VERBS)} ${this.prng.pick(vocabulary.things)}`;
      const key = `${project}\n${title}`;
      if (!this.used.has(key)) {
        this.used.add(key);
        return { title, kind: isBug ? 'bug' : 'feature' };
      }
    }
    const title = `${this.prng.pick(FEATURE_VERBS)} ${this.prng.pick(vocabulary.things)} (follow-up)`;
    return { title, kind: 'feature' };
  }
}

/** A Markdown description with a task list and references to other items. */
export function issueDescription(
  prng: Prng,
  text: IssueText,
  refs: { relatedIssueIid: number | null; epicRef: string | null },
): string {
  const lines: string[] = [];
  if (text.kind === 'incident') {
    lines.push(
      '## Timeline (UTC)',
      '',
      '- 09:12 Alert fired',
      '- 09:20 Incident declared, on-call engaged',
      '- 10:05 Mitigated by rolling back the last deploy',
      '',
      '## Follow-ups',
      '',
      '- [ ] Write the post-incident review',
      '- [ ] Add an alert for the leading indicator',
    );
  } else if (text.kind === 'bug') {
    lines.push(
      '## Steps to reproduce',
      '',
      '1. Sign in as a regular user',
      `2. Go to the affected page and repeat the action twice`,
      '3. Observe the result',
      '',
      '**Expected:** the action completes once.  ',
      '**Actual:** see the title. Happens about 1 in 5 times.',
    );
  } else {
    lines.push('## Summary', '', prng.pick(SUMMARIES), '', '## Tasks', '');
    const tasks = prng.sample(TASKS, prng.int(3, 5));
    const done = prng.int(0, tasks.length);
    tasks.forEach((task, i) => lines.push(`- [${i < done ? 'x' : ' '}] ${task}`));
  }
  const related: string[] = [];
  if (refs.relatedIssueIid !== null) related.push(`Related to #${refs.relatedIssueIid}.`);
  if (refs.epicRef !== null) related.push(`Part of ${refs.epicRef}.`);
  if (related.length > 0) lines.push('', related.join(' '));
  return lines.join('\n');
}

const WHY = [
  'Our largest customers told us this is the main reason they hesitate to expand their seats.',
  'This is a prerequisite for the next two quarters of roadmap work.',
  'We keep paying for the old approach in on-call load and slow delivery.',
  'Competitors shipped this last year; we need parity before the next sales cycle.',
  'Leadership picked this as one of the bets for the year.',
];

/** An epic description: why, scope as a task list of child epics, and links. */
export function epicDescription(
  prng: Prng,
  input: { childRefs: readonly string[]; issueRefs: readonly string[]; parentRef: string | null },
): string {
  const lines = ['## Why', '', prng.pick(WHY), '', '## Scope', ''];
  const scope = [...input.childRefs, ...input.issueRefs];
  if (scope.length === 0) scope.push('Discovery and design review', 'Implementation plan');
  const done = prng.int(0, Math.ceil(scope.length / 2));
  scope.forEach((item, i) => lines.push(`- [${i < done ? 'x' : ' '}] ${item}`));
  lines.push('', '## Out of scope', '', '- Anything that needs a data migration of the old format');
  if (input.parentRef !== null) lines.push('', `Parent: ${input.parentRef}`);
  return lines.join('\n');
}
