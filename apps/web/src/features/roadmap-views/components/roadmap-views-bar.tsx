// The filter bar with the saved-view picker beside it: reads the applied view from the URL
// (`?view=<id>`), loads its state when the URL names nothing else, and runs the picker's actions.
import { Alert, Group, Stack } from '@mantine/core';
import { useEffect, useState, type ReactNode } from 'react';
import { useSession } from '#web/lib/session/index.ts';
import { useUrlSearch } from '#web/lib/use-url-search.ts';
import { useRoadmapViews, type RoadmapView } from '../hooks/use-roadmap-views.ts';
import { LOAD_VIEWS_FAILED, VIEW_NOT_FOUND } from '../utils/messages.ts';
import {
  onlyViewMarker,
  sameState,
  searchOfView,
  stateOf,
  viewDbId,
  viewIdOf,
  withoutView,
} from '../utils/view-state.ts';
import { DeleteViewModal } from './delete-view-modal.tsx';
import { ViewNameModal } from './view-name-modal.tsx';
import { ViewPicker } from './view-picker.tsx';

type Dialog = 'save' | 'rename' | 'delete' | null;

export function RoadmapViewsBar({ fullPath, children }: { fullPath: string; children: ReactNode }) {
  const [search, setSearch] = useUrlSearch();
  const { signedIn } = useSession();
  const saved = useRoadmapViews(fullPath);
  const [dialog, setDialog] = useState<Dialog>(null);
  const [failure, setFailure] = useState<string | null>(null);

  const appliedId = viewIdOf(search);
  const applied = saved.views.find((view) => viewDbId(view.id) === appliedId) ?? null;
  const missing = appliedId !== null && !saved.isLoading && !saved.isError && !applied;
  const modified = applied !== null && !sameState(stateOf(search), applied.state);

  // A view's stable URL names only the view: its saved state is loaded into the URL.
  useEffect(() => {
    if (applied && onlyViewMarker(search) && applied.state !== '') {
      setSearch(searchOfView(viewDbId(applied.id), applied.state));
    }
  }, [applied, search, setSearch]);

  const apply = (view: RoadmapView) => setSearch(searchOfView(viewDbId(view.id), view.state));
  const overwrite = async () => {
    if (!applied) return;
    setFailure(null);
    try {
      await saved.update(applied.id, { state: stateOf(search) });
    } catch (error) {
      setFailure((error as Error).message);
    }
  };

  return (
    <Stack gap="xs" data-testid="roadmap-views-bar">
      {/* Narrow windows put the filter bar on its own line below the picker (320 px reflow). */}
      <Group gap="sm" align="flex-start">
        <ViewPicker
          views={saved.views}
          applied={applied}
          modified={modified}
          canSave={signedIn}
          onApply={apply}
          onSave={() => setDialog('save')}
          onRename={() => setDialog('rename')}
          onOverwrite={() => void overwrite()}
          onDelete={() => setDialog('delete')}
        />
        <div style={{ flex: '1 1 240px', minWidth: 0 }}>{children}</div>
      </Group>
      {missing ? (
        <Alert color="orange" variant="light" data-testid="roadmap-view-alert">
          {VIEW_NOT_FOUND}
        </Alert>
      ) : null}
      {saved.isError ? (
        <Alert color="red" variant="light" data-testid="roadmap-view-alert">
          {LOAD_VIEWS_FAILED}
        </Alert>
      ) : null}
      {failure ? (
        <Alert
          color="red"
          variant="light"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => setFailure(null)}
          data-testid="roadmap-view-alert"
        >
          {failure}
        </Alert>
      ) : null}
      {dialog === 'save' ? (
        <ViewNameModal
          title="Save view"
          initialName=""
          initialShared={saved.canShare ? false : null}
          onClose={() => setDialog(null)}
          onSubmit={async (name, shared) => {
            const state = stateOf(search);
            const view = await saved.create({
              name,
              visibility: shared ? 'GROUP' : 'PRIVATE',
              state,
            });
            setSearch(searchOfView(viewDbId(view.id), view.state));
          }}
        />
      ) : null}
      {dialog === 'rename' && applied ? (
        <ViewNameModal
          title="Rename view"
          initialName={applied.name}
          initialShared={applied.canChangeVisibility ? applied.visibility === 'GROUP' : null}
          onClose={() => setDialog(null)}
          onSubmit={(name, shared) =>
            saved.update(applied.id, {
              name,
              ...(shared === null ? {} : { visibility: shared ? 'GROUP' : 'PRIVATE' }),
            })
          }
        />
      ) : null}
      {dialog === 'delete' && applied ? (
        <DeleteViewModal
          name={applied.name}
          onClose={() => setDialog(null)}
          onConfirm={async () => {
            await saved.remove(applied.id);
            setSearch(withoutView(search));
          }}
        />
      ) : null}
    </Stack>
  );
}
