// The 'Roadmap settings' drawer: seven sections, each choice applied at once (URL included).
import {
  PRESET_LABELS,
  PROGRESS_MODES,
  PROGRESS_MODE_LABELS,
  RANGE_LABELS,
  RANGE_TYPES,
  isPresetType,
  isProgressMode,
  isRangeType,
  presetAfterRangeChange,
  presetsForRange,
} from '@cairn/timeline';
import { Divider, Drawer, Radio, Select, Stack, Switch, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import { MILESTONES_TYPE_LABELS } from '../utils/milestones.ts';
import { SETTINGS_TITLE } from '../utils/messages.ts';
import {
  EPICS_STATES,
  MILESTONES_TYPES,
  isEpicsState,
  isMilestonesType,
  type EpicsState,
} from '../utils/url-settings.ts';

const EPICS_STATE_LABELS: Readonly<Record<EpicsState, string>> = {
  all: 'Show all epics',
  opened: 'Show open epics',
  closed: 'Show closed epics',
};

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section aria-label={title}>
      <Text component="h3" fw={600} size="sm" mb={8}>
        {title}
      </Text>
      {children}
    </section>
  );
}

export function SettingsDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { settings, updateSettings } = useRoadmapSettings();
  const presets = presetsForRange(settings.timeframeRangeType);

  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      // RoadmapView focuses the Settings button: mounted open, the drawer never saw its opener.
      returnFocus={false}
      position="right"
      title={SETTINGS_TITLE}
      size={340}
      zIndex={250}
      closeButtonProps={{ 'aria-label': 'Close settings' }}
      data-testid="roadmap-settings"
      styles={{ title: { fontWeight: 600, fontSize: 16 } }}
    >
      <Stack gap="lg">
        <Section title="Date range">
          <Select
            aria-label="Date range"
            data={RANGE_TYPES.map((value) => ({ value, label: RANGE_LABELS[value] }))}
            value={settings.timeframeRangeType}
            allowDeselect={false}
            checkIconPosition="right"
            comboboxProps={{ zIndex: 260 }}
            onChange={(value) => {
              if (!isRangeType(value) || value === settings.timeframeRangeType) return;
              // The dropdown closed with a new range: the preset resets to its default.
              updateSettings({
                timeframeRangeType: value,
                presetType: presetAfterRangeChange(
                  settings.timeframeRangeType,
                  value,
                  settings.presetType,
                ),
              });
            }}
            data-testid="date-range-select"
          />
        </Section>
        <Section title="Layout presets">
          <Radio.Group
            aria-label="Layout presets"
            value={settings.presetType}
            onChange={(value) => isPresetType(value) && updateSettings({ presetType: value })}
          >
            <Stack gap={8}>
              {presets.map((preset) => (
                <Radio key={preset} value={preset} label={PRESET_LABELS[preset]} />
              ))}
            </Stack>
          </Radio.Group>
        </Section>
        <Divider />
        <Section title="Epics">
          <Radio.Group
            aria-label="Epics state"
            value={settings.epicsState}
            onChange={(value) => isEpicsState(value) && updateSettings({ epicsState: value })}
          >
            <Stack gap={8}>
              {EPICS_STATES.map((state) => (
                <Radio key={state} value={state} label={EPICS_STATE_LABELS[state]} />
              ))}
            </Stack>
          </Radio.Group>
        </Section>
        <Divider />
        <Section title="Milestones">
          <Stack gap="sm">
            <Switch
              label="Display milestones"
              checked={settings.isShowingMilestones}
              onChange={(event) =>
                updateSettings({ isShowingMilestones: event.currentTarget.checked })
              }
            />
            <Radio.Group
              aria-label="Milestone types"
              value={settings.milestonesType}
              onChange={(value) =>
                isMilestonesType(value) && updateSettings({ milestonesType: value })
              }
            >
              <Stack gap={8}>
                {MILESTONES_TYPES.map((type) => (
                  <Radio
                    key={type}
                    value={type}
                    label={MILESTONES_TYPE_LABELS[type]}
                    disabled={!settings.isShowingMilestones}
                  />
                ))}
              </Stack>
            </Radio.Group>
          </Stack>
        </Section>
        <Divider />
        <Section title="Progress tracking">
          <Stack gap="sm">
            <Switch
              label="Display progress of child issues"
              checked={settings.isProgressTrackingActive}
              onChange={(event) =>
                updateSettings({ isProgressTrackingActive: event.currentTarget.checked })
              }
            />
            <Radio.Group
              aria-label="Progress tracking"
              value={settings.progressTracking}
              onChange={(value) =>
                isProgressMode(value) && updateSettings({ progressTracking: value })
              }
            >
              <Stack gap={8}>
                {PROGRESS_MODES.map((mode) => (
                  <Radio
                    key={mode}
                    value={mode}
                    label={PROGRESS_MODE_LABELS[mode]}
                    disabled={!settings.isProgressTrackingActive}
                  />
                ))}
              </Stack>
            </Radio.Group>
          </Stack>
        </Section>
        <Divider />
        <Section title="Labels">
          <Switch
            label="Show labels"
            checked={settings.isShowingLabels}
            onChange={(event) => updateSettings({ isShowingLabels: event.currentTarget.checked })}
          />
        </Section>
        <Divider />
        <Section title="Dependencies">
          <Switch
            label="Show dependencies"
            checked={settings.isShowingDependencies}
            onChange={(event) =>
              updateSettings({ isShowingDependencies: event.currentTarget.checked })
            }
          />
        </Section>
      </Stack>
    </Drawer>
  );
}
