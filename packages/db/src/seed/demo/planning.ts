import { formatDay, monthEnd, monthStart, quarterLabel, quarterStart } from '../dates.ts';

/** Milestones and labels of the demo, with dates relative to today (a day number). */
export interface DemoMilestone {
  /** Namespace path relative to the root. */
  ns: string;
  title: string;
  description: string;
  start: number | null;
  due: number | null;
}

export interface DemoLabel {
  ns: string;
  title: string;
  color: string;
  description: string;
}

/** Monday on or before `day` (1970-01-01 was a Thursday). */
export function mondayOf(day: number): number {
  return day - ((day + 3) % 7);
}

export function demoMilestones(today: number): DemoMilestone[] {
  const list: DemoMilestone[] = [];
  for (let q = -4; q <= 4; q++) {
    const start = quarterStart(today, q);
    list.push({
      ns: '',
      title: quarterLabel(start),
      description: `Company-wide release train for ${quarterLabel(start)}.`,
      start,
      due: quarterStart(today, q + 1) - 1,
    });
  }
  const months = (ns: string, title: string, from: number, to: number, description = '') =>
    list.push({ ns, title, description, start: monthStart(today, from), due: monthEnd(today, to) });
  months('platform', 'Platform hardening', -9, -5, 'Reliability work after the spring incidents.');
  months('platform', 'API v2 GA', -2, 2, 'General availability of the v2 API.');
  months('mobile', 'Mobile 4.9', -6, -3);
  months('mobile', 'Mobile 5.0', -1, 2, 'The redesign release.');
  months('mobile', 'Mobile 5.1', 3, 5);
  months('website', 'Website relaunch', -4, 1, 'New information architecture and visual design.');
  list.push({
    ns: 'website',
    title: 'Backlog',
    description: 'Ideas without a date yet.',
    start: null,
    due: null,
  });
  const monday = mondayOf(today);
  for (let k = -6; k <= 4; k++) {
    const start = monday + 14 * k;
    list.push({
      ns: 'platform/backend',
      title: `Sprint ${50 + k}`,
      description: 'Two-week sprint.',
      start,
      due: start + 13,
    });
  }
  months('platform/api/gateway', 'Gateway 3.0', 0, 3, 'Persisted queries and federation.');
  months('platform/data/warehouse', 'Columnar migration', -8, -2);
  list.push({
    ns: 'mobile/ios/app',
    title: 'App Store review fixes',
    description: 'Everything the last review flagged. Due date only.',
    start: null,
    due: monthEnd(today, 1),
  });
  months('secret-lab/prototype', 'Nebula demo day', 2, 2, 'Internal demo of the prototype.');
  return list;
}

/** Milestones that ended more than six weeks ago are closed; recently expired ones stay open. */
export function milestoneState(m: DemoMilestone, today: number): 'active' | 'closed' {
  return m.due !== null && m.due < today - 42 ? 'closed' : 'active';
}

export function dayOrNull(day: number | null): string | null {
  return day === null ? null : formatDay(day);
}

export const DEMO_LABELS: readonly DemoLabel[] = [
  { ns: '', title: 'priority::high', color: '#dc143c', description: 'Must ship this quarter.' },
  { ns: '', title: 'priority::medium', color: '#ed9121', description: 'Should ship soon.' },
  { ns: '', title: 'priority::low', color: '#8fbc8f', description: 'Nice to have.' },
  { ns: '', title: 'team::backend', color: '#6699cc', description: 'Owned by the backend team.' },
  { ns: '', title: 'team::frontend', color: '#a295d6', description: 'Owned by the frontend team.' },
  { ns: '', title: 'team::mobile', color: '#5843ad', description: 'Owned by the mobile team.' },
  { ns: '', title: 'bug', color: '#dd2b0e', description: 'Something is broken.' },
  { ns: '', title: 'feature', color: '#1f75cb', description: 'New functionality.' },
  { ns: '', title: 'needs design', color: '#f0ad4e', description: 'Waiting for UX input.' },
  { ns: '', title: 'security', color: '#c91c00', description: 'Security-relevant change.' },
  { ns: '', title: 'documentation', color: '#428bca', description: 'Docs only.' },
  { ns: '', title: 'tech debt', color: '#808080', description: 'Cleanup and refactoring.' },
  { ns: '', title: 'customer', color: '#ad4363', description: 'Requested by a customer.' },
  { ns: 'platform', title: 'component::graphql', color: '#e10098', description: '' },
  { ns: 'platform', title: 'component::rest', color: '#0b5394', description: '' },
  { ns: 'mobile', title: 'platform::ios', color: '#333333', description: '' },
  { ns: 'mobile', title: 'platform::android', color: '#3ddc84', description: '' },
  { ns: 'website', title: 'seo', color: '#009966', description: 'Search engine visibility.' },
  { ns: 'secret-lab', title: 'nebula', color: '#694cc0', description: 'Project Nebula.' },
];
