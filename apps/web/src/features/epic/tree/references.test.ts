import { describe, expect, it } from 'vitest';
import { addPendingReferences, parseReference } from './references.ts';

describe('addPendingReferences', () => {
  it('splits on whitespace, drops empty pieces and ignores duplicates', () => {
    expect(addPendingReferences(['&1'], '  &2\n&1   acme/web#3 &2 ')).toEqual([
      '&1',
      '&2',
      'acme/web#3',
    ]);
    expect(addPendingReferences([], '   ')).toEqual([]);
  });
});

describe('parseReference', () => {
  it('reads epic references relative to the group, cross-group and full', () => {
    expect(parseReference('&5', 'acme')).toEqual({ kind: 'epic', groupPath: 'acme', iid: '5' });
    expect(parseReference('platform&5', 'acme')).toEqual({
      kind: 'epic',
      groupPath: 'acme/platform',
      iid: '5',
    });
    expect(parseReference('acme/platform&5', 'acme/platform')).toEqual({
      kind: 'epic',
      groupPath: 'acme/platform',
      iid: '5',
    });
  });

  it('reads issue references and issue and epic URLs', () => {
    expect(parseReference('acme/web#3', 'acme')).toEqual({
      kind: 'issue',
      projectPath: 'acme/web',
      iid: '3',
    });
    expect(parseReference('web#3', 'acme')).toEqual({
      kind: 'issue',
      projectPath: 'acme/web',
      iid: '3',
    });
    expect(parseReference('http://localhost:3000/acme/web/-/issues/12', 'acme')).toEqual({
      kind: 'issue',
      projectPath: 'acme/web',
      iid: '12',
    });
    expect(parseReference('https://x.test/groups/acme/platform/-/epics/4/', 'acme')).toEqual({
      kind: 'epic',
      groupPath: 'acme/platform',
      iid: '4',
    });
  });

  it('answers null for anything else', () => {
    for (const text of ['#3', '&x', 'hello', '&', 'http://[bad']) {
      expect(parseReference(text, 'acme')).toBeNull();
    }
  });
});
