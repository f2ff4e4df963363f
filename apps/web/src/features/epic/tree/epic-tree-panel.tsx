import { Alert, Anchor, Button, Group, Menu, Switch, VisuallyHidden } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { useCallback, useMemo, useRef, useState } from 'react';
import { EmptyState } from '#web/components/empty-state.tsx';
import { PageLoader } from '#web/components/page-loader.tsx';
import { useGraphqlClient } from '#web/lib/graphql/index.ts';
import { useSession } from '#web/lib/session/index.ts';
import { removeChild } from './remove-child.ts';
import { MoveToModal, RemoveChildModal } from './tree-dialogs.tsx';
import { TreeContext, type TreeContextValue } from './tree-context.ts';
import { TreeCountsLine } from './tree-counts.tsx';
import { epicTarget, FormMenuItems, TreeForm, type OpenForm } from './tree-forms.tsx';
import { handleTreeKeyDown } from './tree-keyboard.ts';
import { TreeList } from './tree-list.tsx';
import { EMPTY_TREE_HELP, EMPTY_TREE_TEXT } from './tree-messages.ts';
import { withoutNode, type TreeNode } from './tree-model.ts';
import { useDropMonitor } from './use-drop-monitor.ts';
import { ROOT, useEpicTree } from './use-epic-tree.ts';
import { useShowLabels } from './use-show-labels.ts';

export interface TreePermissions {
  /** Create child epics (`canAdmin`). */
  canAdmin: boolean;
  /** Add, remove, reorder children (`canAdminRelation`). */
  canAdminRelation: boolean;
}

/**
 * The epic's child tree (docs/decisions/epic-page.md, Tree): counts, the add/create forms (one open at a time), an
 * accessible tree (role tree, arrow keys) of child epics and issues that expand on demand, with
 * drag and menu reorder/move and remove for those with the right.
 */
export function EpicTreePanel({
  fullPath,
  iid,
  title,
  confidential = false,
  allowSubEpics = true,
  permissions,
  headingId,
}: {
  fullPath: string;
  iid: string;
  title: string;
  confidential?: boolean;
  allowSubEpics?: boolean;
  permissions: TreePermissions;
  headingId: string;
}) {
  const client = useGraphqlClient();
  const { signedIn } = useSession();
  const root = useMemo(() => ({ fullPath, iid }), [fullPath, iid]);
  const tree = useEpicTree(root);
  const [showLabels, setShowLabels] = useShowLabels();
  const [form, setForm] = useState<OpenForm | null>(null);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [removing, setRemoving] = useState<{ node: TreeNode; parentId: string } | null>(null);
  const [moving, setMoving] = useState<{ node: TreeNode; parentId: string } | null>(null);
  const treeRef = useRef<HTMLDivElement>(null);
  const canEdit = signedIn && permissions.canAdminRelation;
  useDropMonitor(tree, canEdit);

  const rootList = tree.lists[ROOT];
  const first = rootList?.nodes[0]?.key ?? null;
  const focusKey = useCallback((key: string) => {
    setActiveKey(key);
    requestAnimationFrame(() => {
      const items = treeRef.current?.querySelectorAll<HTMLElement>('[role="treeitem"]') ?? [];
      Array.from(items)
        .find((item) => item.dataset.key === key)
        ?.focus();
    });
  }, []);

  const confirmRemove = async () => {
    if (!removing) return;
    const { node, parentId } = removing;
    setRemoving(null);
    const before = tree.lists;
    tree.setLists({ ...before, [parentId]: withoutNode(before[parentId]!, node.key) });
    const error = await removeChild(client, node);
    if (error) {
      tree.setLists(before);
      tree.setError(error);
    } else {
      tree.setAnnouncement(`${node.item.title} removed.`);
    }
    void tree.refresh(parentId);
  };

  const rootInfo = { id: tree.rootId ?? '', iid, fullPath, confidential };
  const closeForm = () => setForm(null);
  const canAddEpics = allowSubEpics && permissions.canAdmin;
  const allNodes = Object.values(tree.lists).flatMap((l) => l.nodes);
  /** After a write under `parent`: reload it (and the root's counts), showing its children. */
  const afterWrite = async (parent: string) => {
    if (parent !== ROOT) await tree.refresh(parent);
    await tree.refresh(ROOT);
    if (parent !== ROOT) tree.expand(parent);
  };
  const renderForm = (parent: string, level = 0) => {
    if (form?.parent !== parent) return null;
    const node = allNodes.find((n) => n.key === parent);
    if (parent !== ROOT && !node) return null;
    return (
      <TreeForm
        kind={form.kind}
        target={node ? epicTarget(node) : rootInfo}
        indent={level * 20}
        onWritten={(done) => {
          void afterWrite(parent);
          if (done) closeForm();
        }}
        onClose={closeForm}
      />
    );
  };

  const context: TreeContextValue = {
    tree,
    rootId: tree.rootId ?? ROOT,
    activeKey: activeKey ?? first,
    setActiveKey,
    showLabels,
    canEdit,
    onRemove: (node, parentId) => setRemoving({ node, parentId }),
    onMoveTo: (node, parentId) => setMoving({ node, parentId }),
    canAddEpics,
    onOpenForm: (kind, parent) => setForm({ kind, parent }),
    renderForm,
  };

  const moveTargets = [
    { value: ROOT, label: `${title} (this epic)` },
    ...Object.values(tree.lists)
      .flatMap((l) => l.nodes)
      .filter((n) => n.kind === 'epic' && n.key !== moving?.node.key)
      .map((n) => ({ value: n.key, label: `${n.item.title} (${n.item.reference})` })),
  ].filter((t) => t.value !== moving?.parentId);

  return (
    <TreeContext.Provider value={context}>
      <Group justify="space-between" px="md" py="xs" gap="xs">
        <TreeCountsLine counts={tree.counts} />
        <Group gap="sm">
          <Switch
            label="Show labels"
            checked={showLabels}
            onChange={(e) => setShowLabels(e.currentTarget.checked)}
          />
          {canEdit && tree.rootId ? (
            <Menu position="bottom-end" withinPortal>
              <Menu.Target>
                <Button size="xs" variant="default" rightSection={<IconChevronDown size={14} />}>
                  Add
                </Button>
              </Menu.Target>
              <Menu.Dropdown>
                <FormMenuItems
                  withEpics={canAddEpics}
                  onOpen={(kind) => setForm({ kind, parent: ROOT })}
                />
              </Menu.Dropdown>
            </Menu>
          ) : null}
        </Group>
      </Group>
      {tree.error ? (
        <Alert
          color="red"
          variant="light"
          role="alert"
          mx="md"
          withCloseButton
          closeButtonLabel="Dismiss"
          onClose={() => tree.setError(null)}
        >
          {tree.error}
        </Alert>
      ) : null}
      {renderForm(ROOT)}
      {!rootList && tree.loading.has(ROOT) ? (
        <Group p="md">
          <PageLoader label="Loading child items" />
        </Group>
      ) : rootList && rootList.nodes.length === 0 ? (
        <EmptyState
          title="No child items yet"
          description={
            <>
              {EMPTY_TREE_TEXT}{' '}
              <Anchor href={EMPTY_TREE_HELP} target="_blank" rel="noopener noreferrer">
                Learn more.
              </Anchor>
            </>
          }
        />
      ) : rootList ? (
        <div ref={treeRef} onKeyDown={(e) => handleTreeKeyDown(e, tree, focusKey)}>
          <TreeList parentId={ROOT} level={1} labelledBy={headingId} />
        </div>
      ) : null}
      <VisuallyHidden role="status" aria-live="polite" data-testid="tree-announcer">
        {tree.announcement}
      </VisuallyHidden>
      <RemoveChildModal
        node={removing?.node ?? null}
        parentTitle={
          removing?.parentId === ROOT
            ? title
            : (Object.values(tree.lists)
                .flatMap((l) => l.nodes)
                .find((n) => n.key === removing?.parentId)?.item.title ?? title)
        }
        onConfirm={() => void confirmRemove()}
        onClose={() => setRemoving(null)}
      />
      <MoveToModal
        key={moving?.node.key ?? 'none'}
        node={moving?.node ?? null}
        targets={moveTargets}
        onMove={(parentId) => {
          if (moving) {
            const length = tree.lists[parentId]?.nodes.length ?? 0;
            void tree.move(moving.node, moving.parentId, parentId, length);
          }
          setMoving(null);
        }}
        onClose={() => setMoving(null)}
      />
    </TreeContext.Provider>
  );
}
