import { act, render } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import {
  RoadmapStoreProvider,
  useRoadmapSettings,
  type RoadmapSettingsStore,
} from './roadmap-store.tsx';

function renderStore(search: string) {
  const onSearchChange = vi.fn<(search: string) => void>();
  let store: RoadmapSettingsStore | null = null;
  function Probe() {
    store = useRoadmapSettings();
    return null;
  }
  render(
    <RoadmapStoreProvider
      search={search}
      onSearchChange={onSearchChange}
      today={new Date(2026, 10, 21)}
      firstDayOfWeek={0}
    >
      <Probe />
    </RoadmapStoreProvider>,
  );
  if (!store) throw new Error('store not rendered');
  return { store: store as RoadmapSettingsStore, onSearchChange };
}

describe('RoadmapStoreProvider', () => {
  beforeEach(() => window.localStorage.clear());

  it('derives the settings and the timeframe from the URL', () => {
    const { store } = renderStore('?timeframe_range_type=CURRENT_YEAR&label_name[]=x');
    expect(store.settings.presetType).toBe('MONTHS');
    expect(store.settings.timeframe).toHaveLength(12);
    expect(store.settings.filterParams).toBe('label_name%5B%5D=x');
  });

  it('writes every setting to the URL on a change', () => {
    const { store, onSearchChange } = renderStore('?label_name[]=x');
    act(() => store.updateSettings({ presetType: 'WEEKS', isShowingLabels: true }));
    const written = new URLSearchParams(onSearchChange.mock.calls[0]?.[0]);
    expect(written.getAll('label_name[]')).toEqual(['x']);
    expect(written.get('layout')).toBe('WEEKS');
    expect(written.get('show_labels')).toBe('true');
    expect(written.get('show_milestones')).toBe('true');
    expect(window.localStorage.getItem('gl-show-board-labels')).toBe('true');
  });

  it('adds a clicked label as a label_name[] filter', () => {
    const { store, onSearchChange } = renderStore('?layout=WEEKS');
    act(() => store.addLabelFilter('priority::high'));
    expect(onSearchChange).toHaveBeenCalledWith(
      '?layout=WEEKS&label_name%5B%5D=priority%3A%3Ahigh',
    );
  });
});
