import { describe, expect, it } from 'vitest';
import { healthStatusText } from './health-status.ts';

describe('healthStatusText', () => {
  it('names each status', () => {
    expect(healthStatusText('onTrack')).toBe('On track');
    expect(healthStatusText('needsAttention')).toBe('Needs attention');
    expect(healthStatusText('atRisk')).toBe('At risk');
  });
});
