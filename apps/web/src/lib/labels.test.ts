import { describe, expect, it } from 'vitest';
import { splitLabelTitle } from './labels.ts';

describe('splitLabelTitle', () => {
  it('splits scoped labels on the last ::', () => {
    expect(splitLabelTitle('priority::high')).toEqual({
      scoped: true,
      scope: 'priority',
      value: 'high',
    });
    expect(splitLabelTitle('team::web::frontend')).toEqual({
      scoped: true,
      scope: 'team::web',
      value: 'frontend',
    });
  });

  it('keeps plain labels and malformed scopes whole', () => {
    expect(splitLabelTitle('bug')).toEqual({ scoped: false, scope: '', value: 'bug' });
    expect(splitLabelTitle('::high').scoped).toBe(false);
    expect(splitLabelTitle('priority::').scoped).toBe(false);
    expect(splitLabelTitle('a:b').scoped).toBe(false);
  });
});
