import { describe, expect, it } from 'vitest';
import { parseGroupLocation, parseProjectLocation, paths, splitNamespacePath } from './paths.ts';

describe('splitNamespacePath', () => {
  it('splits on the /-/ marker and ignores a trailing slash', () => {
    expect(splitNamespacePath('acme/platform/-/epics/3/')).toEqual({
      fullPath: 'acme/platform',
      rest: ['epics', '3'],
    });
    expect(splitNamespacePath('acme')).toEqual({ fullPath: 'acme', rest: [] });
  });

  it('rejects empty paths, a bare marker and odd segments', () => {
    expect(splitNamespacePath('')).toBeNull();
    expect(splitNamespacePath('-/epics')).toBeNull();
    expect(splitNamespacePath('acme/-')).toBeNull();
    expect(splitNamespacePath('acme/..')).toBeNull();
    expect(splitNamespacePath('acme/%2e')).toBeNull();
  });
});

describe('parseGroupLocation', () => {
  it('reads every group page', () => {
    expect(parseGroupLocation('acme')).toEqual({ page: 'group', fullPath: 'acme' });
    expect(parseGroupLocation('acme/secret-lab')).toEqual({
      page: 'group',
      fullPath: 'acme/secret-lab',
    });
    expect(parseGroupLocation('acme/platform/-/roadmap')).toEqual({
      page: 'roadmap',
      fullPath: 'acme/platform',
    });
    expect(parseGroupLocation('acme/platform/-/roadmap/embed')).toEqual({
      page: 'roadmapEmbed',
      fullPath: 'acme/platform',
    });
    expect(paths.groupRoadmapEmbed('acme')).toBe('/groups/acme/-/roadmap/embed');
    expect(parseGroupLocation('acme/-/epics')).toEqual({ page: 'epics', fullPath: 'acme' });
    expect(parseGroupLocation('acme/-/epics/12')).toEqual({
      page: 'epic',
      fullPath: 'acme',
      iid: '12',
    });
    expect(parseGroupLocation('acme/platform/-/epics/new')).toEqual({
      page: 'newEpic',
      fullPath: 'acme/platform',
    });
    expect(paths.newEpic('acme')).toBe('/groups/acme/-/epics/new');
    expect(parseGroupLocation('acme/-/epics/12/roadmap')).toEqual({
      page: 'epicRoadmap',
      fullPath: 'acme',
      iid: '12',
    });
  });

  it('answers notFound for unknown sections and bad iids', () => {
    for (const splat of [
      'acme/-/boards',
      'acme/-/roadmap/1',
      'acme/-/roadmap/embed/x',
      'acme/-/epics/0',
      'acme/-/epics/abc',
      'acme/-/epics/1/tree',
      'acme/-/epics/1/roadmap/x',
      'acme/-/epics/new/roadmap',
    ]) {
      expect(parseGroupLocation(splat)).toEqual({ page: 'notFound' });
    }
  });
});

describe('parseProjectLocation', () => {
  it('reads project, issue list and issue pages', () => {
    expect(parseProjectLocation('acme/platform/api')).toEqual({
      page: 'project',
      fullPath: 'acme/platform/api',
    });
    expect(parseProjectLocation('acme/web/-/issues')).toEqual({
      page: 'issues',
      fullPath: 'acme/web',
    });
    expect(parseProjectLocation('acme/web/-/issues/7')).toEqual({
      page: 'issue',
      fullPath: 'acme/web',
      iid: '7',
    });
    // A task's own page is the issue page of the task.
    expect(parseProjectLocation('acme/web/-/work_items/9')).toEqual({
      page: 'issue',
      fullPath: 'acme/web',
      iid: '9',
    });
    expect(parseProjectLocation('acme/web/-/work_items')).toEqual({ page: 'notFound' });
    expect(parseProjectLocation('acme/web/-/work_items/9/x')).toEqual({ page: 'notFound' });
  });

  it('needs a path with a group and a known section', () => {
    expect(parseProjectLocation('acme')).toEqual({ page: 'notFound' });
    expect(parseProjectLocation('acme/web/-/merge_requests')).toEqual({ page: 'notFound' });
    expect(parseProjectLocation('acme/web/-/issues/7/x')).toEqual({ page: 'notFound' });
    expect(parseProjectLocation('acme/web/-/incident_management/escalation_policies')).toEqual({
      page: 'escalationPolicies',
      fullPath: 'acme/web',
    });
    expect(parseProjectLocation('acme/web/-/incident_management')).toEqual({ page: 'notFound' });
    expect(parseProjectLocation('acme/web/-/issues/new')).toEqual({
      page: 'newIssue',
      fullPath: 'acme/web',
    });
    expect(paths.newIssue('acme/web')).toBe('/acme/web/-/issues/new');
  });

  it('reads the issue templates settings pages of projects and groups', () => {
    expect(parseProjectLocation('acme/web/-/settings/issue_templates')).toEqual({
      page: 'issueTemplates',
      fullPath: 'acme/web',
    });
    expect(parseGroupLocation('acme/platform/-/settings/issue_templates')).toEqual({
      page: 'issueTemplates',
      fullPath: 'acme/platform',
    });
    expect(parseProjectLocation('acme/web/-/settings')).toEqual({ page: 'notFound' });
    expect(parseGroupLocation('acme/-/settings/issue_templates/x')).toEqual({ page: 'notFound' });
    expect(paths.projectIssueTemplates('acme/web')).toBe('/acme/web/-/settings/issue_templates');
    expect(paths.groupIssueTemplates('acme')).toBe('/groups/acme/-/settings/issue_templates');
  });
});

describe('paths', () => {
  it('builds the GitLab-style URLs the parsers read back', () => {
    expect(paths.epic('acme/platform', 4)).toBe('/groups/acme/platform/-/epics/4');
    expect(parseGroupLocation(paths.groupRoadmap('acme').slice('/groups/'.length))).toEqual({
      page: 'roadmap',
      fullPath: 'acme',
    });
    expect(paths.issue('acme/web', 9)).toBe('/acme/web/-/issues/9');
    expect(parseProjectLocation(paths.projectIssues('acme/web').slice(1))).toEqual({
      page: 'issues',
      fullPath: 'acme/web',
    });
  });
});
