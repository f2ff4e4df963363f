// The zoom slider of the roadmap toolbar: one mark per preset the date range offers, coarse
// (quarters) to fine (weeks). Hidden when the range offers a single preset.
import { PRESET_LABELS, presetsForRange, type PresetType } from '@cairn/timeline';
import { Slider } from '@mantine/core';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import classes from './unscheduled-tray.module.css';

const MARK_LABELS: Readonly<Record<PresetType, string>> = {
  QUARTERS: 'Quarters',
  MONTHS: 'Months',
  WEEKS: 'Weeks',
};

export function ZoomSlider({ onZoom }: { onZoom: (preset: PresetType) => void }) {
  const { settings } = useRoadmapSettings();
  const presets = presetsForRange(settings.timeframeRangeType);
  if (presets.length < 2) return null;
  const presetAt = (index: number) => presets[index] ?? settings.presetType;
  return (
    <Slider
      className={classes.zoomSlider}
      min={0}
      max={presets.length - 1}
      step={1}
      restrictToMarks
      value={Math.max(0, presets.indexOf(settings.presetType))}
      onChange={(index) => onZoom(presetAt(index))}
      marks={presets.map((preset, index) => ({ value: index, label: MARK_LABELS[preset] }))}
      label={(index) => PRESET_LABELS[presetAt(index)]}
      thumbLabel="Zoom"
      thumbValueText={(index) => PRESET_LABELS[presetAt(index)]}
      data-testid="roadmap-zoom-slider"
    />
  );
}
