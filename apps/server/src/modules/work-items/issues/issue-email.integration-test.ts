import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, at } from '#server/testing/api-client.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';
import { dataOf } from '../test-support/harness.ts';
import { epicWorld, type EpicWorld } from '../test-support/epic-world.ts';

const QUERY = '{ project(fullPath: "acme/web") { id issue(iid: "1") { createNoteEmail } } }';

describe('Issue.createNoteEmail (Copy email address)', () => {
  let configured: TestApp;
  let plain: TestApp;
  let w: EpicWorld;
  let plainWorld: EpicWorld;
  beforeAll(async () => {
    configured = await createTestApp({
      env: { CAIRN_INCOMING_EMAIL: 'incoming+%{key}@cairn.example' },
    });
    w = await epicWorld(configured.db.db);
    plain = await createTestApp();
    plainWorld = await epicWorld(plain.db.db);
  });
  afterAll(async () => {
    await configured.close();
    await plain.close();
  });

  it('is the template with the issue key, for signed-in viewers only', async () => {
    const api = apiClient(configured.app);
    const data = dataOf(await api.gql(QUERY, {}, w.people.guest.token));
    const projectId = at<string>(data, 'project.id').split('/').pop();
    expect(at(data, 'project.issue.createNoteEmail')).toBe(
      `incoming+acme-web-${projectId}-issue-1@cairn.example`,
    );
    expect(at(dataOf(await api.gql(QUERY)), 'project.issue.createNoteEmail')).toBeNull();
  });

  it('is null when incoming email is not configured', async () => {
    const api = apiClient(plain.app);
    const data = dataOf(await api.gql(QUERY, {}, plainWorld.people.guest.token));
    expect(at(data, 'project.issue.createNoteEmail')).toBeNull();
  });
});
