// The toolbar's Export menu: the view as PNG, SVG, PDF or CSV, and its embed code. The builders
// load on first use, so the route's script carries only the menu.
import { Button, Menu } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconChevronDown, IconCode, IconDownload } from '@tabler/icons-react';
import { Suspense, lazy, useState } from 'react';
import { announce } from '#web/components/live-announcer.tsx';
import { useRoadmapPage } from '../state/roadmap-page-context.tsx';
import { useRoadmapSettings } from '../state/roadmap-store.tsx';
import type { EpicRow } from '../utils/epic-rows.ts';
import type { ExportFormat } from '../utils/export/export-file-name.ts';
import { EXPORT_ERROR } from '../utils/messages.ts';

const EmbedDialog = lazy(() =>
  import('./embed-dialog.tsx').then((module) => ({ default: module.EmbedDialog })),
);

const FORMATS: readonly { format: ExportFormat; label: string }[] = [
  { format: 'png', label: 'PNG image' },
  { format: 'svg', label: 'SVG image' },
  { format: 'pdf', label: 'PDF document' },
  { format: 'csv', label: 'CSV file' },
];

export function ExportMenu({
  rows,
  cornerLabel,
}: {
  rows: readonly EpicRow[];
  cornerLabel: string;
}) {
  const page = useRoadmapPage();
  const { settings, today } = useRoadmapSettings();
  const [exporting, setExporting] = useState(false);
  const [embedOpen, setEmbedOpen] = useState(false);
  const heading = `${page.groupName ?? page.fullPath} roadmap`;

  const run = async (format: ExportFormat) => {
    setExporting(true);
    try {
      const { runExport } = await import('../utils/export/run-export.ts');
      await runExport(format, {
        groupPath: page.fullPath,
        heading,
        cornerLabel,
        rows,
        timeframe: settings.timeframe,
        preset: settings.presetType,
        progressMode: settings.progressTracking,
        showProgress: settings.isProgressTrackingActive,
        today,
      });
      announce(`Roadmap exported as ${format.toUpperCase()}`);
    } catch {
      notifications.show({ color: 'red', message: EXPORT_ERROR });
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      {/* Mantine's focus placeholder is a focusable role="presentation" child: not allowed in
          a menu (axe aria-required-children). */}
      <Menu position="bottom-end" shadow="md" withInitialFocusPlaceholder={false}>
        <Menu.Target>
          <Button
            variant="default"
            leftSection={<IconDownload size={16} aria-hidden />}
            rightSection={<IconChevronDown size={14} aria-hidden />}
            loading={exporting}
            data-testid="roadmap-export-button"
          >
            Export
          </Button>
        </Menu.Target>
        <Menu.Dropdown data-testid="roadmap-export-menu">
          {FORMATS.map(({ format, label }) => (
            <Menu.Item key={format} onClick={() => void run(format)}>
              {label}
            </Menu.Item>
          ))}
          {/* No divider before it: a separator is not an allowed child of a menu (axe). */}
          {page.childEpicsMode ? null : (
            <Menu.Item
              leftSection={<IconCode size={14} aria-hidden />}
              onClick={() => setEmbedOpen(true)}
            >
              Embed
            </Menu.Item>
          )}
        </Menu.Dropdown>
      </Menu>
      {embedOpen ? (
        <Suspense fallback={null}>
          <EmbedDialog title={heading} onClose={() => setEmbedOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}
