import { Box, Menu } from '@mantine/core';
import { referenceNamespacePath } from '#web/lib/epic-reference.ts';
import { AddExistingForm } from './add-existing-form.tsx';
import { CreateChildForm } from './create-child-form.tsx';
import type { TreeNode } from './tree-model.ts';

export type FormKind = 'addEpic' | 'addIssue' | 'createEpic' | 'createIssue';

/** The one open form (the forms are mutually exclusive) and the epic it adds to: the root or a child epic. */
export interface OpenForm {
  kind: FormKind;
  parent: string;
}

export type FormTarget = { id: string; iid: string; fullPath: string; confidential: boolean };

/** A child epic row as the target of a form opened from its row menu. */
export const epicTarget = (node: TreeNode): FormTarget => ({
  id: node.key,
  iid: node.item.iid,
  fullPath: referenceNamespacePath(node.item.reference),
  confidential: Boolean(node.item.confidential),
});

/** The add/create items of the header's Add menu and of a child epic's row menu (GitLab's). */
export function FormMenuItems({
  withEpics,
  onOpen,
}: {
  withEpics: boolean;
  onOpen: (kind: FormKind) => void;
}) {
  return (
    <>
      {withEpics ? (
        <>
          <Menu.Item onClick={() => onOpen('addEpic')}>Add an existing epic</Menu.Item>
          <Menu.Item onClick={() => onOpen('createEpic')}>Add a new epic</Menu.Item>
          <Menu.Divider />
        </>
      ) : null}
      <Menu.Item onClick={() => onOpen('addIssue')}>Add an existing issue</Menu.Item>
      <Menu.Item onClick={() => onOpen('createIssue')}>Add a new issue</Menu.Item>
    </>
  );
}

/** The open form for `target`: add existing epics or issues, or create one. */
export function TreeForm({
  kind,
  target,
  onWritten,
  onClose,
  indent = 0,
}: {
  kind: FormKind;
  target: FormTarget;
  /** After each write; `done` when the form has nothing left to do. */
  onWritten: (done: boolean) => void;
  onClose: () => void;
  indent?: number;
}) {
  return (
    <Box pl={indent}>
      {kind === 'addEpic' || kind === 'addIssue' ? (
        <AddExistingForm
          key={kind}
          type={kind === 'addEpic' ? 'epic' : 'issue'}
          root={target}
          onAdded={onWritten}
          onCancel={onClose}
        />
      ) : (
        <CreateChildForm
          key={kind}
          type={kind === 'createEpic' ? 'epic' : 'issue'}
          root={target}
          onCreated={() => onWritten(true)}
          onCancel={onClose}
        />
      )}
    </Box>
  );
}
